"""The CSV export: one streaming query, so memory stays flat for any number of rows.

Each row's emails, links, skills, publications, tags, criterion means and comments
come from correlated subqueries aggregated in the database (STRING_AGG), so Python
builds no model object per fact; rows arrive through a server-side cursor in chunks.
"""

import csv
from collections.abc import Iterator

from django.db import connection
from django.db.models import (
    Avg,
    Case,
    CharField,
    F,
    FloatField,
    OuterRef,
    StringAgg,
    Subquery,
    Value,
    When,
)
from django.db.models.functions import Cast, Concat

from applicants.models import Applicant, ApplicantSkill, Email, Link, Publication
from reviews.models import ApplicantTag, Criterion, CriterionScore, Review

BOM = "\ufeff"
CHUNK = 2000
# A spreadsheet treats these as the start of a formula (OWASP "CSV injection").
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
LEVELS = dict(Applicant.Level.choices)
STATUSES = dict(Applicant.Status.choices)


def neutralise(value) -> str:
    text = "" if value is None else str(value)
    if text.startswith(FORMULA_STARTS):
        return "'" + text
    return text


class _Line:
    """A file-like object whose write() hands the line back instead of storing it."""

    def write(self, value: str) -> str:
        return value


def header(criteria, with_comments: bool) -> list[str]:
    columns = [
        "name", "emails", "institution", "level", "expected graduation", "links",
        "skills", "publications", "tags", "mean score", "reviews",
        *[f"mean {criterion.name}" for criterion in criteria],
        "status",
    ]  # fmt: skip
    return [*columns, "comments"] if with_comments else columns


def _joined(queryset, expression, delimiter="; ", **options) -> Subquery:
    """The applicant's rows of queryset, one expression each, joined into one string."""
    if not connection.features.supports_aggregate_order_by_clause:
        options.pop("order_by", None)  # SQLite before 3.44: the database's own order
    aggregate = (
        queryset.filter(applicant=OuterRef("pk"))
        .order_by()
        .values("applicant")
        .annotate(joined=StringAgg(expression, Value(delimiter), **options))
        .values("joined")
    )
    return Subquery(aggregate, output_field=CharField())


def _unless_conflicted(expression) -> Case:
    """Blank where the exporting user declared a conflict (the list's `conflicted` column)."""
    return Case(When(conflicted=False, then=expression), default=None)


def export_rows(applicants, criteria, with_comments: bool):
    """The applicants as tuples of export values, in the list's order.

    `applicants` carries with_columns(): its mean_score is already blank where the user
    declared a conflict, and so are the criterion means and comments here.
    """
    columns = {
        "x_emails": _joined(Email.objects, "address", order_by="id"),
        "x_links": _joined(Link.objects, "url", order_by="id"),
        "x_skills": _joined(ApplicantSkill.objects, "skill__name", order_by="skill__name"),
        "x_publications": _joined(
            Publication.objects.exclude(venue=""),
            Concat("venue", Value(" "), Cast("year", CharField()), output_field=CharField()),
            order_by=(F("year").desc(nulls_last=True), "id"),
        ),
        "x_tags": _joined(ApplicantTag.objects, "tag__name", order_by="tag__name"),
    }
    for criterion in criteria:
        means = (
            CriterionScore.objects.filter(review__applicant=OuterRef("pk"), criterion=criterion)
            .order_by()
            .values("criterion")
            .annotate(mean=Avg("score"))
            .values("mean")
        )
        columns[f"x_criterion_{criterion.pk}"] = _unless_conflicted(
            Subquery(means, output_field=FloatField())
        )
    if with_comments:
        columns["x_comments"] = _unless_conflicted(
            _joined(
                Review.objects.exclude(comment=""),
                Concat("reviewer__username", Value(": "), "comment", output_field=CharField()),
                delimiter="\n",
                order_by="created_at",
            )
        )
    fields = ["name", "current_institution", "level", "expected_graduation"]
    fields += ["mean_score", "review_count", "status", *columns]
    return applicants.annotate(**columns).values_list(*fields).iterator(chunk_size=CHUNK)


def _unique(joined: str | None) -> str:
    """A skill listed in several documents is shown once."""
    return "; ".join(dict.fromkeys(joined.split("; "))) if joined else ""


def _mean(value) -> str:
    return "" if value is None else f"{value:.2f}"


def row(values: tuple, criteria, with_comments: bool) -> list[str]:
    name, institution, level, graduation, mean, count, status, *facts = values
    emails, links, skills, publications, tags, *rest = facts
    criterion_means = rest[: len(criteria)]
    cells = [
        name,
        emails,
        institution,
        LEVELS.get(level, level),
        graduation,
        links,
        _unique(skills),
        publications,
        tags,
        _mean(mean),
        count,
        *[_mean(value) for value in criterion_means],
        STATUSES.get(status, status),
    ]
    if with_comments:
        cells.append(rest[-1])
    return [neutralise(cell) for cell in cells]


def csv_lines(applicants, *, with_comments: bool = False) -> Iterator[str]:
    """The CSV text of the applicants (a queryset with list columns), a chunk at a time."""
    criteria = list(Criterion.objects.filter(active=True))
    writer = csv.writer(_Line())
    yield BOM + writer.writerow(header(criteria, with_comments))
    lines = []
    for values in export_rows(applicants, criteria, with_comments):
        lines.append(writer.writerow(row(values, criteria, with_comments)))
        if len(lines) == CHUNK:
            yield "".join(lines)
            lines = []
    if lines:
        yield "".join(lines)
