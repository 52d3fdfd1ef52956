"""One row per fact on the applicant page, with every document that states it.

Several documents of one person often repeat a fact (the email on the CV, the homepage
and the letter). The database keeps each copy with its source; the page shows the fact
once, using the most complete copy, with a badge for each document.
"""

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field


@dataclass
class Evidence:
    fact: object
    documents: list = field(default_factory=list)

    def __getattr__(self, name):
        return getattr(self.fact, name)


def _text(value) -> str:
    return re.sub(r"\W+", " ", str(value or "")).strip().casefold()


def _filled(fact, names: tuple[str, ...]) -> int:
    return sum(1 for name in names if getattr(fact, name, None) not in (None, "", []))


def merge_same_facts(
    facts: Iterable, key: Callable, detail: tuple[str, ...] = ()
) -> list[Evidence]:
    """Groups facts with the same key, in first-seen order; the copy with most `detail`
    fields filled in stands for the group."""
    groups: dict = {}
    for fact in facts:
        group = groups.setdefault(key(fact), Evidence(fact))
        if fact.document is not None and fact.document not in group.documents:
            group.documents.append(fact.document)
        if _filled(fact, detail) > _filled(group.fact, detail):
            group.fact = fact
    return list(groups.values())


def most_recent_first(evidence: list[Evidence]) -> list[Evidence]:
    """Current entries (a start year and no end: "2023 - present") first, then by end and
    start year, newest first; entries without years last, in the order the documents give."""

    def key(item: Evidence):
        start, end = item.fact.start_year, item.fact.end_year
        current = end is None and start is not None
        return (not current, -(end or 0), -(start or 0))

    return sorted(evidence, key=key)


DOCUMENT_BULK = ("document__text", "document__profile", "document__timings", "document__warnings")


def profile_evidence(applicant) -> dict[str, list[Evidence]]:
    def facts(relation):
        # The documents only label their facts: not their text and parsed profile, which
        # each fact's row would otherwise carry again.
        found = relation.select_related("document", "corrected_by").defer(*DOCUMENT_BULK)
        # First seen is first found: e-mails, phones, links and awards have no order of their
        # own, and without one PostgreSQL returns rows in whatever order its pages hold them.
        return found if found.ordered else found.order_by("id")

    return {
        "emails": merge_same_facts(facts(applicant.emails), lambda f: f.address.casefold()),
        "phones": merge_same_facts(facts(applicant.phones), lambda f: re.sub(r"\D", "", f.number)),
        "links": merge_same_facts(facts(applicant.links), lambda f: f.normalized_url or f.url),
        "education": most_recent_first(
            merge_same_facts(
                facts(applicant.educations),
                lambda f: (_text(f.institution), f.degree),
                detail=("field", "start_year", "end_year", "gpa"),
            )
        ),
        "experience": most_recent_first(
            merge_same_facts(
                facts(applicant.experiences),
                lambda f: (_text(f.organization), _text(f.role)),
                detail=("start_year", "end_year"),
            )
        ),
        "publications": merge_same_facts(
            facts(applicant.publications),
            lambda f: _text(f.title),
            detail=("venue", "year", "author_position"),
        ),
        "awards": merge_same_facts(facts(applicant.awards), lambda f: _text(f.title)),
    }
