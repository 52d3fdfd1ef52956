"""Which of an applicant's publications and skills the list shows first."""

# Venues a systems / ML / PL group weighs most; anything else still shows, after these.
TOP_VENUES = {
    "osdi", "sosp", "nsdi", "eurosys", "atc", "asplos", "isca", "micro", "hpca", "pldi",
    "popl", "oopsla", "cav", "sigcomm", "mlsys", "neurips", "icml", "iclr", "cvpr", "acl",
    "emnlp", "vldb", "sigmod", "fast", "ccs", "usenix security", "s&p", "sc", "ppopp",
}  # fmt: skip


def is_top_venue(venue: str) -> bool:
    """The venue is a top venue's name, or starts with one followed by a space."""
    name = (venue or "").lower()
    # Look the name and each of its leading runs of words up, instead of trying every
    # top venue as a prefix: the list calls this for every publication of every row.
    return name in TOP_VENUES or any(
        name[:end] in TOP_VENUES for end, char in enumerate(name) if char == " "
    )


def best_publications(publications, limit: int = 2) -> list:
    """Published before under review, top venues first, then first-author papers, then the
    most recent; one per venue."""

    def rank(pub):
        return (
            pub.is_under_review,
            not is_top_venue(pub.venue),
            pub.author_position != 1,
            -(pub.year or 0),
        )

    chosen, seen = [], set()
    for pub in sorted((p for p in publications if p.venue), key=rank):
        key = pub.venue.lower()
        if key not in seen:
            seen.add(key)
            chosen.append(pub)
        if len(chosen) == limit:
            break
    return chosen
