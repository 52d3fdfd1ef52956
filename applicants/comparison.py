"""Two applicants side by side, for a coordinator deciding whether (and how) to merge them."""

from dataclasses import dataclass, field

from applicants.models import Applicant


@dataclass
class Side:
    applicant: Applicant
    emails: list[str] = field(default_factory=list)
    phones: list[str] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    institutions: list[str] = field(default_factory=list)
    documents: list = field(default_factory=list)
    reviews: int = 0
    tags: int = 0


def _distinct(values) -> list[str]:
    return list(dict.fromkeys(value for value in values if value))


def _count(applicant: Applicant, related_name: str) -> int:
    # Reviews and tags belong to the reviews app; the count is there only when it is installed.
    manager = getattr(applicant, related_name, None)
    return manager.count() if manager is not None else 0


def side(applicant: Applicant) -> Side:
    return Side(
        applicant=applicant,
        emails=_distinct(applicant.emails.values_list("address", flat=True)),
        phones=_distinct(applicant.phones.values_list("number", flat=True)),
        links=_distinct(applicant.links.values_list("url", flat=True)),
        institutions=_distinct(
            [
                applicant.current_institution,
                *applicant.educations.values_list("institution", flat=True),
            ]
        ),
        documents=list(applicant.documents.order_by("uploaded_at", "id")),
        reviews=_count(applicant, "reviews"),
        tags=_count(applicant, "tag_links"),
    )


def shared(first: Side, second: Side) -> list[str]:
    """What the two records have in common beyond the name: the evidence of one person."""
    found = []
    for label in ("emails", "phones", "links"):
        common = set(getattr(first, label)) & set(getattr(second, label))
        found += sorted(common)
    return found


def _reviewers(applicant: Applicant, related_name: str) -> set[int]:
    manager = getattr(applicant, related_name, None)
    return set(manager.values_list("reviewer", flat=True)) if manager is not None else set()


def drops_reviews(first: Applicant, second: Applicant) -> bool:
    """Whether merging them drops a review (one reviewer reviewed both, or has a conflict
    with one and reviewed either), which makes the merge one that cannot be undone."""
    reviewed = [_reviewers(first, "reviews"), _reviewers(second, "reviews")]
    conflicted = _reviewers(first, "conflicts") | _reviewers(second, "conflicts")
    return bool(reviewed[0] & reviewed[1] or (reviewed[0] | reviewed[1]) & conflicted)
