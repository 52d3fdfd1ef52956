"""The CSVs on PostgreSQL: the database writes every line, Python passes bytes on.

One query does what reviews.export.row() and csv.writer do per row in Python: the list's
rows (the same queryset, numbered in its order), each fact table aggregated once per
applicant (each value once, in the same order as the Python path) and joined, every cell
formatted, neutralised and quoted, and the line ended by CRLF. COPY streams the lines in
its binary format, one bytea column, so nothing in them is escaped on the way. The
reviews CSV (review_lines_query) is one such query too, a line per submitted review.

The dedupe keys differ from Python's in rare text only: lower() of the database's locale
where Python casefolds (two values differing only by 'ß'/'ss' or a final sigma count as
two), and ASCII digits where Python's isdigit() also takes other scripts' digits.
"""

from collections.abc import Iterator

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import connection, transaction
from django.db.models import Window
from django.db.models.functions import RowNumber
from psycopg import ClientCursor

from applicants.models import ApplicantSkill, Email, Link, Phone, Publication, Skill
from reviews import export
from reviews.models import ApplicantTag, CriterionScore, Review, Tag

# The list columns of reviews.export.LIST_FIELDS, as the query below names them.
LISTED_COLUMNS = (
    "ordinal, pk, name, institution, level, graduation, mean, count, status, conflicted, "
    "median, spread, disagreement, calibrated, weighted, outcome, note"
)
# Lines per block handed to the response: large enough that Python does little per line.
BLOCK_BYTES = 256 * 1024
# For this query's transaction only (SET LOCAL).
WORK_MEM = "64MB"


QUOTED = frozenset(',"\r\n')


def csv_field(text: str) -> str:
    """A text as csv.writer writes it among others (the excel dialect, minimal quoting)."""
    return f'"{text.replace('"', '""')}"' if QUOTED.intersection(text) else text


def _sql_text(text: str) -> str:
    """A constant as an SQL string literal (our own labels and the page address)."""
    return "'" + text.replace("'", "''") + "'"


# The characters that make csv.writer quote a field, as SQL literals.
QUOTED_SQL = ("','", "'\"'", "E'\\r'", "E'\\n'")


def _cell(column: str) -> str:
    """A text column (never NULL here) as a CSV field: neutralised like
    reviews.export.neutralise, then quoted like csv.writer."""
    # ascii() is the code point of the first character (0 for ''): no substring made.
    codes = ", ".join(str(ord(start)) for start in sorted(export.FORMULA_STARTS))
    formula = f"CASE WHEN ascii({column}) IN ({codes}) THEN '''' ELSE '' END"
    # strpos of one character is a memchr: far cheaper than a regular expression.
    quoted = " OR ".join(f"strpos({column}, {character}) > 0" for character in QUOTED_SQL)
    return (
        f"CASE WHEN {quoted} "
        f"THEN '\"' || {formula} || replace({column}, '\"', '\"\"') || '\"' "
        f"ELSE {formula} || {column} END"
    )


def _signed(column: str) -> str:
    """A formatted number: a leading minus is neutralised; nothing in it needs quotes."""
    return f"CASE WHEN ascii({column}) = {ord('-')} THEN '''' || {column} ELSE {column} END"


def _two_places(column: str) -> str:
    """f"{value:.2f}" of a double, '' for NULL: to_char rounds as C's printf does, which is
    how Python rounds too (the exact binary value, ties to even); only -0.0 needs a hand."""
    return (
        f"CASE WHEN {column} IS NULL THEN '' "
        f"WHEN {column} = 0 THEN CASE WHEN {column}::text = '-0' THEN '-0.00' ELSE '0.00' END "
        f"ELSE to_char({column}, 'FM999999999990.00') END"
    )


def _label(column: str, labels: dict[str, str], unknown: str) -> str:
    """CASE mapping the stored values to their labels, already as CSV fields."""
    whens = " ".join(
        f"WHEN {_sql_text(value)} THEN {_sql_text(csv_field(export.neutralise(label)))}"
        for value, label in labels.items()
    )
    return f"CASE {column} {whens} ELSE {unknown} END"


def _table(model) -> str:
    return f'"{model._meta.db_table}"'


def _first_of_each(rows: str, value: str, key: str, order: list[str]) -> str:
    """SQL of applicant_id, joined: each applicant's values among `rows` (SQL of rows with
    an applicant_id, as f), in `order`, each once as `key` compares them, the first kept
    (what reviews.export._unique does). value, key, order: SQL expressions on f; `order`
    is unique within an applicant."""
    ordinals = ", ".join(f"{expression} AS o{n}" for n, expression in enumerate(order))
    return (
        "SELECT applicant_id, string_agg(value, '; ' ORDER BY "
        f"{', '.join(f'o{n}' for n in range(len(order)))}) AS joined "
        f"FROM (SELECT f.applicant_id, {value} AS value, {ordinals}, row_number() OVER "
        f"(PARTITION BY f.applicant_id, {key} ORDER BY {', '.join(order)}) AS nth "
        f"FROM {rows} f) AS ranked WHERE nth = 1 GROUP BY applicant_id"
    )


def _visible(model) -> str:
    """The visible rows of a fact table, of listed applicants only."""
    return (
        f"(SELECT f.* FROM {_table(model)} f JOIN listed ON listed.pk = f.applicant_id "
        "WHERE NOT f.hidden)"
    )


def _contacts(model, column: str, key: str) -> str:
    """An applicant's contacts in the order they were stored, each once by `key`."""
    return _first_of_each(_visible(model), f"f.{column}", key, ["f.id"])


def _publications() -> str:
    """SQL of applicant_id, joined: the labels of publication_label(), "Title (VENUE YEAR)"
    marked when under review, each once ignoring case, newest first."""
    where = "concat_ws(' ', NULLIF(p.venue, ''), p.year::text)"
    under_review = _sql_text(Publication.PubStatus.UNDER_REVIEW)
    where = (
        f"CASE WHEN p.pub_status = {under_review} "
        f"THEN concat_ws(', ', NULLIF({where}, ''), 'under review') ELSE {where} END"
    )
    labelled = (
        "(SELECT applicant_id, id, year, "
        "CASE WHEN place = '' THEN title ELSE title || ' (' || place || ')' END AS label "
        f"FROM (SELECT p.applicant_id, p.id, p.year, p.title, {where} AS place "
        # OFFSET 0: each label made once, not once per reference to it.
        f"FROM {_visible(Publication)} p) AS p OFFSET 0)"
    )
    # year DESC NULLS LAST, then id; years are never negative.
    return _first_of_each(labelled, "f.label", "lower(f.label)", ["-coalesce(f.year, -1)", "f.id"])


# reviews.export._digits: the digits, or the whole number when it has none.
PHONE_KEY = (
    "CASE WHEN f.number ~ '[0-9]' THEN regexp_replace(f.number, '[^0-9]', '', 'g') "
    "ELSE f.number END"
)


def _fact_lists() -> dict[str, str]:
    """{column: SQL of applicant_id, joined} of each list column, in the CSV's order."""
    skills = (
        # A skill's name is unique up to case and spaces (Skill.normalized), so equal
        # names are the only case-insensitive duplicates; DISTINCT drops them.
        "SELECT s.applicant_id, string_agg(DISTINCT k.name, '; ' ORDER BY k.name) AS joined "
        f"FROM {_table(ApplicantSkill)} s JOIN {_table(Skill)} k ON k.id = s.skill_id "
        "JOIN listed ON listed.pk = s.applicant_id WHERE NOT s.hidden GROUP BY s.applicant_id"
    )
    tags = (
        # Unique per applicant and by name: nothing to drop.
        "SELECT a.applicant_id, string_agg(t.name, '; ' ORDER BY t.name) AS joined "
        f"FROM {_table(ApplicantTag)} a JOIN {_table(Tag)} t ON t.id = a.tag_id "
        "JOIN listed ON listed.pk = a.applicant_id GROUP BY a.applicant_id"
    )
    return {
        "emails": _contacts(Email, "address", "lower(f.address)"),
        "phones": _contacts(Phone, "number", PHONE_KEY),
        "links": _contacts(Link, "url", "rtrim(lower(f.url), '/')"),
        "skills": skills,
        "publications": _publications(),
        "tags": tags,
    }


def _criterion_means(criteria) -> str:
    """SQL of applicant_id, c0, c1, ...: each criterion's mean of submitted scores."""
    means = ", ".join(
        f"avg(cs.score) FILTER (WHERE cs.criterion_id = {int(criterion.pk)})::float8 AS c{n}"
        for n, criterion in enumerate(criteria)
    )
    ids = ", ".join(str(int(criterion.pk)) for criterion in criteria)
    return (
        f"SELECT r.applicant_id, {means} FROM {_table(CriterionScore)} cs "
        f"JOIN {_table(Review)} r ON r.id = cs.review_id "
        "JOIN listed ON listed.pk = r.applicant_id "
        f"WHERE r.state = {_sql_text(Review.State.SUBMITTED)} AND cs.criterion_id IN ({ids}) "
        "GROUP BY r.applicant_id"
    )


def _comments() -> str:
    """SQL of applicant_id, joined: "reviewer: comment" of the submitted reviews, oldest
    first. One review per reviewer and applicant, so no line repeats another."""
    return (
        "SELECT r.applicant_id, string_agg(u.username || ': ' || r.comment, E'\\n' "
        "ORDER BY r.created_at, r.id) AS joined "
        f"FROM {_table(Review)} r JOIN {_table(get_user_model())} u ON u.id = r.reviewer_id "
        "JOIN listed ON listed.pk = r.applicant_id "
        f"WHERE r.state = {_sql_text(Review.State.SUBMITTED)} AND r.comment <> '' "
        "GROUP BY r.applicant_id"
    )


def lines_query(applicants, list_fields, criteria, with_comments: bool, page_url) -> tuple:
    """(SQL, params) of the COPY that writes the CSV lines of the applicants (a queryset with
    the list's columns and order), as reviews.export.row() and csv.writer would."""
    numbered = (
        applicants.annotate(
            export_ordinal=Window(RowNumber(), order_by=list(applicants.query.order_by))
        )
        .order_by()
        .values_list("export_ordinal", *list_fields)
    )
    listed_sql, params = numbered.query.sql_with_params()
    params = list(params)
    joins, cells = [], {}
    for name, sql in _fact_lists().items():
        joins.append(f"LEFT JOIN ({sql}) AS {name} ON {name}.applicant_id = l.pk")
        cells[name] = f"coalesce({name}.joined, '')"
    means = []
    if criteria:
        joins.append(
            f"LEFT JOIN ({_criterion_means(criteria)}) AS means ON means.applicant_id = l.pk"
        )
        means = [
            f"CASE WHEN l.conflicted THEN '' ELSE {_two_places(f'means.c{n}')} END"
            for n in range(len(criteria))
        ]
    if with_comments:
        joins.append(f"LEFT JOIN ({_comments()}) AS comments ON comments.applicant_id = l.pk")
    head, tail = page_url
    # (expression, how it becomes a CSV field) in the order of reviews.export.header().
    columns = [
        ("l.pk::text", None),
        ("coalesce(l.name, '')", _cell),
        (_page_cell(head, tail), None),
        (cells["emails"], _cell),
        (cells["phones"], _cell),
        ("coalesce(l.institution, '')", _cell),
        (_label("l.level", export.LEVELS, _cell("l.level")), None),
        ("coalesce(l.graduation::text, '')", None),
        (cells["links"], _cell),
        (cells["skills"], _cell),
        (cells["publications"], _cell),
        (cells["tags"], _cell),
        (_two_places("l.mean"), _signed),
        ("l.count::text", None),
        *[(mean, _signed) for mean in means],
        (_two_places("l.median"), _signed),
        (_two_places("l.spread"), _signed),
        (
            "CASE WHEN l.disagreement IS NULL THEN '' WHEN l.disagreement THEN 'yes' ELSE 'no' END",
            None,
        ),
        (_two_places("l.calibrated"), _signed),
        (_two_places("l.weighted"), _signed),
        (_label("l.status", export.STATUSES, _cell("l.status")), None),
        (_label("l.outcome", export.OUTCOMES, "''"), None),
        ("CASE WHEN l.conflicted THEN '' ELSE coalesce(l.note, '') END", _cell),
    ]
    if with_comments:
        columns.append(
            ("CASE WHEN l.conflicted THEN '' ELSE coalesce(comments.joined, '') END", _cell)
        )
    inner, outer = [], []
    for n, (expression, as_field) in enumerate(columns):
        inner.append(f"{expression} AS k{n}")
        outer.append(f"k{n}" if as_field is None else as_field(f"k{n}"))
    # concat_ws copies each cell once (a chain of || copies the line so far each time);
    # no cell is NULL, so none is skipped.
    line = f"concat_ws(',', {', '.join(outer)}) || E'\\r\\n'"
    sql = (
        f"COPY (WITH listed ({LISTED_COLUMNS}) AS MATERIALIZED ({listed_sql}) "
        f"SELECT convert_to({line}, 'UTF8') FROM ("
        f"SELECT l.ordinal, {', '.join(inner)} FROM listed AS l {' '.join(joins)} "
        # OFFSET 0 keeps the cells computed once: the outer expressions refer to each
        # several times, which the planner would otherwise inline.
        "OFFSET 0) AS cells ORDER BY ordinal) TO STDOUT (FORMAT binary)"
    )
    return sql, params


def _page_cell(head: str, tail: str) -> str:
    """head || id || tail as a CSV field: the id's digits change nothing in how it is
    quoted or neutralised, so that is decided here once."""
    before, after = export.neutralise(head), tail
    if QUOTED.intersection(head + tail):
        before = '"' + before.replace('"', '""')
        after = after.replace('"', '""') + '"'
    return f"{_sql_text(before)} || l.pk::text || {_sql_text(after)}"


def csv_blocks(sql: str, params: list) -> Iterator[bytes]:
    """The COPY's lines, a block of about BLOCK_BYTES at a time."""
    with transaction.atomic():
        connection.ensure_connection()
        with ClientCursor(connection.connection) as cursor:
            # Compiling this large query's expressions (JIT) costs seconds and saves less
            # than that on 100,000 rows; the sorts and aggregates fit in memory with more.
            cursor.execute(
                "SELECT set_config('jit', 'off', true), set_config('work_mem', %s, true)",
                [WORK_MEM],
            )
            with cursor.copy(sql, params) as copy:
                # The column is bytea: binary COPY hands its bytes over as they are.
                copy.set_types(["bytea"])
                block, size = [], 0
                for (line,) in copy.rows():
                    block.append(line)
                    size += len(line)
                    if size >= BLOCK_BYTES:
                        yield b"".join(block)
                        block, size = [], 0
                if block:
                    yield b"".join(block)


# -- The reviews CSV: one line per submitted review ------------------------------------------


def _confidence_cell(column: str) -> str:
    """reviews.export.CONFIDENCES of a confidence, its number when unknown (never signed)."""
    whens = " ".join(
        f"WHEN {int(value)} THEN {_sql_text(csv_field(export.neutralise(label)))}"
        for value, label in export.CONFIDENCES.items()
    )
    return f"CASE {column} {whens} ELSE {column}::text END"


def _weighted_total(criteria) -> str:
    """reviews.calibration.weighted_total of a review's scores, as float8 (NULL without a
    scored criterion of positive weight), summed in criterion id order as the Python path
    adds them, so the two round alike."""
    weights = {criterion.pk: float(criterion.weight) for criterion in criteria}
    weighted = [pk for pk, weight in weights.items() if weight > 0]
    if not weighted:
        return "NULL::float8"
    case = " ".join(f"WHEN {int(pk)} THEN {weights[pk]!r}::float8" for pk in weighted)
    weight = f"(CASE cs.criterion_id {case} END)"
    only = f"cs.criterion_id IN ({', '.join(str(int(pk)) for pk in weighted)})"
    return (
        f"sum({weight} * cs.score ORDER BY cs.criterion_id) FILTER (WHERE {only}) / "
        f"sum({weight} ORDER BY cs.criterion_id) FILTER (WHERE {only})"
    )


def _local_time(column: str) -> str:
    """timezone.localtime(value).isoformat(timespec="seconds") of a timestamptz: the time in
    settings.TIME_ZONE, seconds truncated, and its offset from UTC as +HH:MM. The zone is
    named here rather than set on the session, whose setting could outlive the COPY."""
    zone = _sql_text(settings.TIME_ZONE)
    local = f"({column} AT TIME ZONE {zone})"
    offset = f"extract(epoch FROM {local} - ({column} AT TIME ZONE 'UTC'))::int"
    return (
        f"to_char({local}, 'YYYY-MM-DD\"T\"HH24:MI:SS') || "
        f"CASE WHEN {offset} < 0 THEN '-' ELSE '+' END || "
        f"to_char(abs({offset}) / 3600, 'FM00') || ':' || "
        f"to_char(mod(abs({offset}), 3600) / 60, 'FM00')"
    )


def review_lines_query(applicants, criteria) -> tuple:
    """(SQL, params) of the COPY that writes the lines of reviews.export._review_rows (one
    per submitted review of the applicants, in the list's order, then oldest review first),
    as csv.writer would. The timestamps are local in the transaction's TimeZone."""
    numbered = (
        applicants.annotate(
            export_ordinal=Window(RowNumber(), order_by=list(applicants.query.order_by))
        )
        .order_by()
        .values_list("export_ordinal", "pk", "name", "conflicted")
    )
    listed_sql, params = numbered.query.sql_with_params()
    scores = ""
    score_cells = []
    if criteria:
        per_criterion = ", ".join(
            f"max(cs.score) FILTER (WHERE cs.criterion_id = {int(criterion.pk)}) AS c{n}"
            for n, criterion in enumerate(criteria)
        )
        ids = ", ".join(str(int(criterion.pk)) for criterion in criteria)
        # One grouped pass over the rubric's scores (its criteria are this cycle's), hash
        # joined: a lookup per review (LATERAL) took most of the query's time.
        scores = (
            f"LEFT JOIN (SELECT cs.review_id, {per_criterion}, "
            f"{_weighted_total(criteria)} AS total FROM {_table(CriterionScore)} cs "
            f"WHERE cs.criterion_id IN ({ids}) GROUP BY cs.review_id) AS s "
            "ON s.review_id = r.id"
        )
        score_cells = [
            f"CASE WHEN l.conflicted THEN '' ELSE coalesce(s.c{n}::text, '') END"
            for n in range(len(criteria))
        ]
        total = f"CASE WHEN l.conflicted THEN '' ELSE {_two_places('s.total')} END"
    else:
        total = "''"
    columns = [
        "l.pk::text",
        _cell("coalesce(l.name, '')"),
        _cell("u.username"),
        "CASE WHEN l.conflicted THEN '' ELSE r.overall::text END",
        *score_cells,
        total,
        f"CASE WHEN l.conflicted THEN '' ELSE {_confidence_cell('r.confidence')} END",
        f"CASE WHEN l.conflicted THEN '' ELSE {_cell('r.comment')} END",
        _local_time("r.updated_at"),
    ]
    line = f"concat_ws(',', {', '.join(columns)}) || E'\\r\\n'"
    sql = (
        f"COPY (WITH listed (ordinal, pk, name, conflicted) AS MATERIALIZED ({listed_sql}) "
        f"SELECT convert_to({line}, 'UTF8') FROM listed AS l "
        f"JOIN {_table(Review)} r ON r.applicant_id = l.pk "
        f"JOIN {_table(get_user_model())} u ON u.id = r.reviewer_id {scores} "
        f"WHERE r.state = {_sql_text(Review.State.SUBMITTED)} "
        "ORDER BY l.ordinal, r.created_at, r.id) TO STDOUT (FORMAT binary)"
    )
    return sql, list(params)
