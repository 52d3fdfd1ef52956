"""The CSV exports, streamed so memory stays flat for any number of rows.

On PostgreSQL both CSVs are written by the database (reviews.export_sql); here is the
Python path, SQLite's: the applicants arrive, in the list's
order, through one server-side cursor; for each chunk of them a handful of set-based
queries (`applicant_id IN chunk`) fetch every fact at once, instead of a correlated
subquery per row and column.
"""

import csv
from collections import defaultdict
from collections.abc import Callable, Iterator
from itertools import batched

from django.db import connection
from django.db.models import (
    Avg,
    BooleanField,
    F,
    Q,
)
from django.db.models.expressions import RawSQL
from django.utils import timezone

from applicants.models import Applicant, ApplicantSkill, Email, Link, Phone, Publication
from reviews import export_sql
from reviews.calibration import weighted_total
from reviews.models import ApplicantTag, Criterion, CriterionScore, Decision, Review

BOM = "\ufeff"
CHUNK = 2000
# A list's order scatters a chunk's ids over the fact tables, so each fact query of a chunk
# reads its whole table: fewer, larger chunks read them fewer times (memory stays bounded).
FACT_CHUNK = 10000
SEPARATOR = "; "
# Separators between a fact's values and a publication's fields: no text of ours holds them.
UNIT, FIELD = "\x1f", "\x1e"
# A spreadsheet treats these as the start of a formula (OWASP "CSV injection").
FORMULA_STARTS = frozenset(("=", "+", "-", "@", "\t", "\r"))
LEVELS = dict(Applicant.Level.choices)
STATUSES = dict(Applicant.Status.choices)
CONFIDENCES = dict(Review.Confidence.choices)
LIST_FIELDS = (
    "pk", "name", "current_institution", "level", "expected_graduation",
    "mean_score", "review_count", "status", "conflicted",
    "median_score", "score_spread", "disagreement", "calibrated_mean", "weighted_total",
    "decision_outcome", "decision__note",
)  # fmt: skip
OUTCOMES = dict(Decision.Outcome.choices)


def neutralise(value) -> str:
    text = "" if value is None else value if type(value) is str else str(value)
    return "'" + text if text[:1] in FORMULA_STARTS else text


class _Line:
    """A file-like object whose write() hands the line back instead of storing it."""

    def write(self, value: str) -> str:
        return value


def header(criteria, with_comments: bool) -> list[str]:
    columns = [
        "id", "name", "page", "emails", "phones", "institution", "level",
        "expected graduation", "links", "skills", "publications", "tags",
        "mean score", "reviews", *[f"mean {criterion.name}" for criterion in criteria],
        "median score", "spread (sample SD)", "disagreement", "calibrated mean (z)",
        "weighted total", "status", "decision", "decision note",
    ]  # fmt: skip
    return [*columns, "comments"] if with_comments else columns


def _unique(joined: str | None, key: Callable) -> list[str]:
    """The values of one aggregated string in their order, each once (as `key` compares them)."""
    if not joined:
        return []
    seen: dict = {}
    for value in joined.split(UNIT):
        seen.setdefault(key(value), value)
    return list(seen.values())


def _digits(phone: str) -> str:
    return "".join(character for character in phone if character.isdigit()) or phone


def publication_label(title: str, venue: str, year: str, pub_status: str) -> str:
    """ "Title (VENUE YEAR)", marked when it is under review."""
    where = " ".join(str(part) for part in (venue, year) if part)
    if pub_status == Publication.PubStatus.UNDER_REVIEW:
        where = f"{where}, under review" if where else "under review"
    return f"{title} ({where})" if where else title


def _among(ids: list[int], column: str, table: str) -> Q | RawSQL:
    """`column IN ids`; on PostgreSQL one array parameter (`= ANY`), which the driver
    adapts far faster than thousands of separate parameters."""
    if connection.vendor != "postgresql":
        return Q(**{f"{column}__in": ids})
    sql = f'"{table}"."{column.rsplit("__", 1)[-1]}" = ANY(%s::bigint[])'
    # An array literal: psycopg's list dumper costs ~5 us per element in Python.
    literal = "{" + ",".join(map(str, ids)) + "}"
    return RawSQL(sql, (literal,), output_field=BooleanField())


def _publication_labels(joined: str | None) -> list[str]:
    labels = (publication_label(*fields.split(FIELD)) for fields in _unique(joined, str))
    unique: dict[str, str] = {}
    for label in labels:
        unique.setdefault(label.casefold(), label)
    return list(unique.values())


def _grouped(queryset, ids: list[int], column: str, *values) -> dict[int, list]:
    """{applicant id: [values of its rows]} for the chunk's applicants, from one query."""
    rows = queryset.filter(_among(ids, column, queryset.model._meta.db_table)).values_list(
        column, *values
    )
    grouped: dict[int, list] = defaultdict(list)
    if len(values) == 1:
        for applicant_id, value in rows:
            grouped[applicant_id].append(value)
    else:
        for applicant_id, *fields in rows:
            grouped[applicant_id].append(fields)
    return grouped


def _joined(queryset, ids: list[int], value: str) -> dict[int, str]:
    """{applicant id: its rows' value joined by UNIT}, for row() to split again."""
    return {pk: UNIT.join(v) for pk, v in _grouped(queryset, ids, "applicant_id", value).items()}


def _publication_key(fields) -> str:
    title, venue, year, pub_status = fields
    return FIELD.join([title or "", venue or "", "" if year is None else str(year), pub_status])


def _chunk_facts(ids: list[int], criteria, with_comments: bool) -> list[dict[int, object]]:
    """The fact columns of a chunk of applicants, each {applicant id: value} from one
    set-based query (`applicant_id = ANY(chunk)`), in the order row() reads them."""
    publications = _grouped(
        Publication.objects.order_by(F("year").desc(nulls_last=True), "id"),
        ids,
        "applicant_id",
        *("title", "venue", "year", "pub_status"),
    )
    columns = [
        _joined(Email.objects.order_by("id"), ids, "address"),
        _joined(Phone.objects.order_by("id"), ids, "number"),
        _joined(Link.objects.order_by("id"), ids, "url"),
        _joined(ApplicantSkill.objects.order_by("skill__name"), ids, "skill__name"),
        {pk: UNIT.join(map(_publication_key, pubs)) for pk, pubs in publications.items()},
        _joined(ApplicantTag.objects.order_by("tag__name"), ids, "tag__name"),
    ]
    means: dict[tuple[int, int], float] = {
        (applicant_id, criterion_id): mean
        for applicant_id, criterion_id, mean in CriterionScore.objects.filter(
            _among(ids, "review__applicant_id", Review._meta.db_table),
            review__state=Review.State.SUBMITTED,
            criterion__in=criteria,
        )
        .values_list("review__applicant_id", "criterion_id")
        .annotate(mean=Avg("score"))
        .order_by()
    }
    for criterion in criteria:
        columns.append({pk: means[pk, criterion.pk] for pk in ids if (pk, criterion.pk) in means})
    if with_comments:
        comments = _grouped(
            Review.objects.submitted().exclude(comment="").order_by("created_at", "id"),
            ids,
            "applicant_id",
            "reviewer__username",
            "comment",
        )
        columns.append(
            {pk: UNIT.join(f"{who}: {text}" for who, text in v) for pk, v in comments.items()}
        )
    return columns


def export_rows(applicants, criteria, with_comments: bool) -> Iterator[tuple]:
    """The applicants as tuples of export values, in the list's order.

    The list columns stream from one server-side cursor; each chunk's facts come from a
    few set-based queries (one per fact table), not a correlated subquery per row and
    column. `applicants` carries with_columns(): its mean_score is already blank where
    the user declared a conflict; the criterion means and comments are blanked in row().
    """
    for chunk in _chunks(applicants, LIST_FIELDS, FACT_CHUNK):
        columns = _chunk_facts([values[0] for values in chunk], criteria, with_comments)
        for values in chunk:
            yield (*values, *(column.get(values[0]) for column in columns))


def _mean(value) -> str:
    return "" if value is None else f"{value:.2f}"


def _contacts(joined: str | None, key: Callable) -> str:
    return SEPARATOR.join(_unique(joined, key))


def row(values: tuple, criteria, with_comments: bool, page_url: tuple[str, str]) -> list[str]:
    pk, name, institution, level, graduation, mean, count, status, conflicted, *facts = values
    median, spread, disagreement, calibrated, weighted, outcome, note, *facts = facts
    emails, phones, links, skills, publications, tags, *rest = facts
    # A declared conflict blanks the scores and comments (mean_score is already blank).
    means = [None] * len(criteria) if conflicted else rest[: len(criteria)]
    cells = [
        pk,
        name,
        f"{page_url[0]}{pk}{page_url[1]}",
        _contacts(emails, str.casefold),
        _contacts(phones, _digits),
        institution,
        LEVELS.get(level, level),
        graduation,
        _contacts(links, lambda url: url.casefold().rstrip("/")),
        _contacts(skills, str.casefold),
        SEPARATOR.join(_publication_labels(publications)),
        _contacts(tags, str),
        _mean(mean),
        count,
        *[_mean(value) for value in means],
        _mean(median),
        _mean(spread),
        "" if disagreement is None else ("yes" if disagreement else "no"),
        _mean(calibrated),
        _mean(weighted),
        STATUSES.get(status, status),
        OUTCOMES.get(outcome, ""),
        "" if conflicted else note,  # a note is a comment: the conflicted see none
    ]
    if with_comments:
        cells.append("" if conflicted else "\n".join(_unique(rest[-1], str)))
    return [neutralise(cell) for cell in cells]


def _chunks(applicants, fields, size: int = CHUNK) -> Iterator[list[tuple]]:
    """The applicants' values in the list's order, size at a time, from one cursor."""
    rows = applicants.values_list(*fields).iterator(chunk_size=CHUNK)
    return (list(chunk) for chunk in batched(rows, size))


def _stream(header_cells: list[str], lines_of_chunks: Iterator[list[list[str]]]):
    writer = csv.writer(_Line())
    yield _header_line(header_cells)
    for cells_list in lines_of_chunks:
        if cells_list:
            yield "".join(writer.writerow(cells) for cells in cells_list)


def _header_line(header_cells: list[str]) -> str:
    return BOM + csv.writer(_Line()).writerow(header_cells)


def csv_lines(
    applicants, page_url: tuple[str, str], cycle, *, with_comments: bool = False
) -> Iterator[str | bytes]:
    """The CSV text of the applicants (a queryset with list columns), a chunk at a time.

    An applicant's page is at page_url[0] + its id + page_url[1]; the columns are the
    cycle's rubric. On PostgreSQL the database writes the lines (reviews.export_sql), the
    same bytes as python_csv_lines(), which SQLite runs.
    """
    criteria = list(Criterion.objects.rubric(cycle.pk))
    if connection.vendor != "postgresql":
        return python_csv_lines(applicants, page_url, criteria, with_comments)
    sql, params = export_sql.lines_query(applicants, LIST_FIELDS, criteria, with_comments, page_url)
    return _sql_stream(_header_line(header(criteria, with_comments)), sql, params)


def _sql_stream(head: str, sql: str, params: list) -> Iterator[str | bytes]:
    """A generator, so that the response's close() reaches csv_blocks: the COPY holds the
    connection until it is closed or read to the end."""
    yield head
    yield from export_sql.csv_blocks(sql, params)


def python_csv_lines(
    applicants, page_url: tuple[str, str], criteria, with_comments: bool
) -> Iterator[str]:
    """The CSV text written in Python: a few set-based queries per chunk of rows, row()
    and csv.writer for each."""
    rows = export_rows(applicants, criteria, with_comments)
    lines = (
        [row(values, criteria, with_comments, page_url) for values in chunk]
        for chunk in batched(rows, CHUNK)
    )
    return _stream(header(criteria, with_comments), lines)


def review_header(criteria) -> list[str]:
    return [
        "applicant id", "applicant", "reviewer", "overall",
        *[criterion.name for criterion in criteria], "weighted total", "confidence", "comment",
        "submitted at",
    ]  # fmt: skip


def _review_rows(chunk: list[tuple], criteria) -> list[list[str]]:
    """One row per review of these applicants; a conflicted applicant's are left blank."""
    applicants = {pk: (name, conflicted) for pk, name, conflicted in chunk}
    reviews = list(
        Review.objects.submitted()
        .filter(_among(list(applicants), "applicant_id", Review._meta.db_table))
        .order_by("created_at", "id")
        .values_list(
            "pk",
            "applicant_id",
            "reviewer__username",
            "overall",
            "confidence",
            "comment",
            "updated_at",
        )  # fmt: skip
    )
    scores: dict[int, dict[int, int]] = {review[0]: {} for review in reviews}
    for review_id, criterion_id, score in (
        CriterionScore.objects.filter(
            _among(list(scores), "review_id", CriterionScore._meta.db_table), criterion__in=criteria
        )
        .order_by("criterion_id")
        .values_list("review_id", "criterion_id", "score")
    ):
        # In criterion order: weighted_total adds them in this order, as export_sql does.
        scores[review_id][criterion_id] = score
    by_applicant = defaultdict(list)
    for review in reviews:
        by_applicant[review[1]].append(review)
    weights = {c.pk: float(c.weight) for c in criteria}
    lines = []
    for pk, (name, conflicted) in applicants.items():
        for review_id, _, reviewer, overall, confidence, comment, at in by_applicant[pk]:
            if conflicted:
                overall = confidence = comment = total = None
                criterion_scores = [None] * len(criteria)
            else:
                criterion_scores = [scores[review_id].get(c.pk) for c in criteria]
                confidence = CONFIDENCES.get(confidence, confidence)
                total = weighted_total(scores[review_id], weights)
            cells = [pk, name, reviewer, overall, *criterion_scores, _mean(total)]
            cells += [confidence, comment]
            cells.append(timezone.localtime(at).isoformat(timespec="seconds"))
            lines.append([neutralise(cell) for cell in cells])
    return lines


def review_csv_lines(applicants, cycle) -> Iterator[str | bytes]:
    """One row per review of the applicants (a queryset with list columns), in list order.

    On PostgreSQL the database writes the lines (export_sql.review_lines_query), the same
    bytes as python_review_csv_lines(), which SQLite runs."""
    criteria = list(Criterion.objects.rubric(cycle.pk))
    if connection.vendor != "postgresql":
        return python_review_csv_lines(applicants, criteria)
    sql, params = export_sql.review_lines_query(applicants, criteria)
    return _sql_stream(_header_line(review_header(criteria)), sql, params)


def python_review_csv_lines(applicants, criteria) -> Iterator[str]:
    """The reviews CSV written in Python: two set-based queries per chunk of applicants."""
    chunks = (
        _review_rows(chunk, criteria) for chunk in _chunks(applicants, ("pk", "name", "conflicted"))
    )
    return _stream(review_header(criteria), chunks)
