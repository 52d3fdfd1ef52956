"""Structured facts (front matter, schema.org, BibTeX, theme cards) combined with each other
and preferred over the facts read from a page's prose, each fact kept once."""

import re

from parsing.profile import Education, Experience, Profile, Publication
from parsing.publications import author_position

# A venue of more words is a full proceedings or journal title, not the short name.
SHORT_VENUE_WORDS = 4


def unique(items: list[str]) -> list[str]:
    seen, out = set(), []
    for item in items:
        if item.lower() not in seen:
            seen.add(item.lower())
            out.append(item)
    return out


def _key(text: str | None) -> str:
    text = re.sub(r"^the\s+", "", (text or "").lower())
    return " ".join(re.findall(r"\w+", text))


def _same_place(a: str | None, b: str | None) -> bool:
    """Two spellings of one institution: one contains the other ("University of X" and "PhyPID
    Group, University of X")."""
    a, b = _key(a), _key(b)
    if not (a and b):
        return False
    return (
        a == b or f" {a} " in f" {b} " or f" {b} " in f" {a} " or _shortens(a, b) or _shortens(b, a)
    )


# Shortened words shorter than this say too little ("X Tech" needs "Tech").
MIN_SHORT_WORD = 3


def _shortens(short: str, full: str) -> bool:
    """ "Georgia Tech" for "Georgia Institute of Technology", "Penn State" for "Pennsylvania
    State University": the same first word, then each word the start of a later word."""
    short_words, full_words = short.split(), full.split()
    if len(short_words) < 2 or len(short_words) >= len(full_words):
        return False
    if short_words[0] != full_words[0] and not full_words[0].startswith(short_words[0]):
        return False
    rest = iter(full_words[1:])
    return all(
        len(word) >= MIN_SHORT_WORD and any(f.startswith(word) for f in rest)
        for word in short_words[1:]
    )


# A degree told only by its level ("an undergraduate at X") is any degree of that level.
DEGREES_OF_LEVEL = {
    "Bachelor": {"BS", "BA", "BBA", "BEng", "BSE", "BTech"},
    "Master": {"MS", "MA", "MEng", "MPhil", "MBA", "MRes"},
}


def same_education(a: Education, b: Education) -> bool:
    return _same_place(a.institution, b.institution) and (
        a.degree is None
        or b.degree is None
        or a.degree == b.degree
        or a.degree in DEGREES_OF_LEVEL.get(b.degree, ())
        or b.degree in DEGREES_OF_LEVEL.get(a.degree, ())
    )


def same_experience(a: Experience, b: Experience) -> bool:
    """One position: the same organisation, or the same title over the same years (the
    prose reader took another part of the line for the organisation)."""
    if _same_place(a.organization, b.organization):
        return a.role is None or b.role is None or _key(a.role) == _key(b.role)
    years = (a.start_year, a.end_year)
    return bool(a.role) and _key(a.role) == _key(b.role) and years == (b.start_year, b.end_year)


def add_facts(facts: Profile | None, more: Profile | None) -> Profile | None:
    """Facts from two structured sources of one document (front matter and a BibTeX block);
    the first source's name and links win."""
    if facts is None or more is None:
        return facts or more
    facts.name = facts.name or more.name
    facts.links = {**more.links, **facts.links}
    for name in ("emails", "phones", "education", "experience", "publications", "skills",
                 "awards", "research_interests"):  # fmt: skip
        getattr(facts, name).extend(getattr(more, name))
    facts.text = "\n".join(t for t in (facts.text, more.text) if t)
    return facts


def prefer_structured(profile: Profile, facts: Profile) -> None:
    """Put the structured facts first; a fact read from prose stays only when the structure
    does not state it already, and fills the gaps of the structured fact it repeats."""
    profile.name = facts.name or profile.name
    profile.emails = unique(facts.emails + profile.emails)
    profile.phones = unique(facts.phones + profile.phones)
    profile.links = {**profile.links, **facts.links}
    profile.education = _merged(facts.education, profile.education, same_education)
    profile.experience = _merged(facts.experience, profile.experience, same_experience)
    profile.publications = _merged_publications(facts.publications, profile.publications)
    for publication in profile.publications:
        if publication.author_position is None:
            publication.author_position = author_position(publication.authors, profile.name)
    profile.skills = unique(facts.skills + profile.skills)
    profile.awards = unique(facts.awards + profile.awards)
    profile.research_interests = unique(facts.research_interests + profile.research_interests)
    profile.text = "\n".join(t for t in (profile.text, facts.text) if t)


def _merged_publications(structured: list[Publication], read: list[Publication]):
    """A paper both in a BibTeX entry and in the page's list: the entry's fields, but the
    short venue name the page shows rather than the entry's full proceedings title."""
    by_title = {_key(p.title): p for p in read}
    for publication in structured:
        shown = by_title.get(_key(publication.title))
        long_venue = len((publication.venue or "").split()) > SHORT_VENUE_WORDS
        if shown is not None and shown.venue and (long_venue or not publication.venue):
            publication.venue = shown.venue
    return _merged(structured, read, lambda a, b: _key(a.title) == _key(b.title))


def _merged(structured: list, read: list, same) -> list:
    merged = list(structured)
    for entry in read:
        twin = next((s for s in structured if same(s, entry)), None)
        if twin is None:
            merged.append(entry)
            continue
        for name, value in vars(entry).items():
            if getattr(twin, name) in (None, []) and value not in (None, []):
                setattr(twin, name, value)
    return merged
