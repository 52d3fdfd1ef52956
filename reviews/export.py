"""The CSV export: streamed row by row so memory stays flat for any number of rows."""

import csv
from collections.abc import Iterable, Iterator

from django.db.models import Avg, FloatField, OuterRef, Prefetch, Subquery

from applicants.models import ApplicantSkill, Email, Link, Publication
from reviews import ranking
from reviews.models import ApplicantTag, Criterion, CriterionScore, Review

BOM = "\ufeff"
CHUNK = 1000
# A spreadsheet treats these as the start of a formula (OWASP "CSV injection").
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value) -> str:
    text = "" if value is None else str(value)
    if text.startswith(FORMULA_STARTS):
        return "'" + text
    return text


class _Line:
    """A file-like object whose write() hands the line back instead of storing it."""

    def write(self, value: str) -> str:
        return value


def _with_export_facts(applicants, criteria, with_comments: bool):
    for criterion in criteria:
        means = (
            CriterionScore.objects.filter(review__applicant=OuterRef("pk"), criterion=criterion)
            .order_by()
            .values("criterion")
            .annotate(mean=Avg("score"))
            .values("mean")
        )
        applicants = applicants.annotate(
            **{f"criterion_{criterion.pk}": Subquery(means, output_field=FloatField())}
        )
    prefetches = [
        Prefetch("emails", queryset=Email.objects.order_by("id").only("applicant_id", "address")),
        Prefetch("links", queryset=Link.objects.order_by("id").only("applicant_id", "kind", "url")),
        Prefetch(
            "applicantskills",
            queryset=ApplicantSkill.objects.select_related("skill").order_by("id"),
            to_attr="skill_list",
        ),
        Prefetch(
            "publications",
            queryset=Publication.objects.order_by("-year", "id").only(
                "applicant_id", "venue", "year", "author_position"
            ),
            to_attr="publication_list",
        ),
        Prefetch(
            "tag_links",
            queryset=ApplicantTag.objects.select_related("tag").order_by("tag__name"),
            to_attr="tag_list",
        ),
    ]
    if with_comments:
        prefetches.append(
            Prefetch(
                "reviews",
                queryset=Review.objects.exclude(comment="").select_related("reviewer"),
                to_attr="commented_reviews",
            )
        )
    return applicants.prefetch_related(*prefetches)


def header(criteria, with_comments: bool) -> list[str]:
    columns = [
        "name", "emails", "institution", "level", "expected graduation", "links",
        "top skills", "publications", "tags", "mean score", "reviews",
        *[f"mean {criterion.name}" for criterion in criteria],
        "status",
    ]  # fmt: skip
    return [*columns, "comments"] if with_comments else columns


def _mean(value) -> str:
    return "" if value is None else f"{value:.2f}"


def row(applicant, criteria, with_comments: bool) -> list[str]:
    publications = "; ".join(
        f"{pub.venue} {pub.year or ''}".strip() for pub in applicant.publication_list if pub.venue
    )
    cells = [
        applicant.name,
        "; ".join(email.address for email in applicant.emails.all()),
        applicant.current_institution,
        applicant.get_level_display(),
        applicant.expected_graduation or "",
        "; ".join(link.url for link in applicant.links.all()),
        "; ".join(ranking.top_skills(applicant.skill_list, limit=8)),
        publications,
        "; ".join(link.tag.name for link in applicant.tag_list),
        _mean(applicant.mean_score),
        applicant.review_count,
        *[_mean(getattr(applicant, f"criterion_{c.pk}")) for c in criteria],
        applicant.get_status_display(),
    ]
    if with_comments:
        cells.append(
            "\n".join(
                f"{r.reviewer.get_username()}: {r.comment}" for r in applicant.commented_reviews
            )
        )
    return [neutralise(cell) for cell in cells]


def csv_lines(applicants, *, with_comments: bool = False) -> Iterator[str]:
    """The CSV text of the applicants (a queryset with list columns), line by line."""
    criteria = list(Criterion.objects.filter(active=True))
    writer = csv.writer(_Line())
    yield BOM + writer.writerow(header(criteria, with_comments))
    rows: Iterable = _with_export_facts(applicants, criteria, with_comments).iterator(CHUNK)
    for applicant in rows:
        yield writer.writerow(row(applicant, criteria, with_comments))
