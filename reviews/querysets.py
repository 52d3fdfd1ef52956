"""The applicant list's queries: columns, filters from the search language, sorting.

Applicant belongs to the applicants app, so instead of adding a manager there we
build a QuerySet subclass over the same model: workspace_applicants(). Every
method returns a new queryset, so filters chain as usual.
"""

import json
import math
from typing import NamedTuple

from django.contrib.postgres.search import SearchQuery as PgSearchQuery
from django.contrib.postgres.search import SearchVectorField
from django.core.exceptions import FieldDoesNotExist, ValidationError
from django.db import connection
from django.db.models import (
    BooleanField,
    Case,
    Exists,
    Expression,
    ExpressionWrapper,
    F,
    FilteredRelation,
    OuterRef,
    Q,
    QuerySet,
    Value,
    When,
)
from django.db.models.expressions import Col
from django.db.models.fields.tuple_lookups import Tuple, TupleGreaterThan, TupleLessThan
from django.db.models.functions import Coalesce
from django.db.models.lookups import IsNull

from applicants.models import Applicant, ApplicantSkill, Education, Publication
from applicants.venue_index import SEPARATOR, known_key
from reviews import paging
from reviews.access import scores_visible_q
from reviews.anonymity import identity_q
from reviews.models import ApplicantTag, Review, normalize_tag
from reviews.paging import Rows
from reviews.search import ANY_STATUS, SearchQuery, Term

# sort key -> the expression it orders by; "-key" sorts descending.
SORTS = {
    "name": "name",
    "institution": "current_institution",
    "level": "level",
    "graduation": "expected_graduation",
    "publications": "publication_count",
    "mean": "mean_score",
    "calibrated": "calibrated_mean",
    "spread": "score_spread",
    "reviews": "review_count",
    "mine": "my_score",
    "status": "status",
    "updated": "updated_at",
    "id": "id",  # the order of arrival; what "name" sorts by in an anonymised first pass
}
DEFAULT_SORT = "name"
# How many applicants at least, about, a search sorted by their own column reads first
# (_head); more where the planner expects fewer matches.
HEAD_ROWS = 50_000
# Fewer expected matches are read whole sooner than a head's range of the key's index (at a
# million, a word with 7,600 matches: 48 ms whole, 65-128 ms with a head first).
HEAD_MIN_MATCHES = 10_000


class Split(NamedTuple):
    """A sort in_parts reads in two parts: the `keyed` rows in the order of `key`, then of
    `pk` (the columns of an index, so a page walks it), and the `others` (the complement:
    no key, or one hidden from the user) by id alone. The others come last in either
    direction, as NULLS LAST puts them, unless `low`: then below every key (a count of 0)."""

    keyed: Q
    others: Q
    key: str
    pk: str
    low: bool = False


def _figure_split(column: str) -> Split:
    """A ReviewSummary figure: keyed exactly where the user may see it (the complement of
    the annotation being NULL), so a hidden one never orders the rows."""
    return Split(
        keyed=Q(**{f"review_summary__{column}__isnull": False}, scores_visible=True),
        others=Q(**{f"{column}__isnull": True}),
        key=f"review_summary__{column}",
        pk="review_summary__applicant_id",
    )


# The sorts whose key is missing for some rows or lives on another table: key -> Split.
SPLIT_SORTS = {
    "mean": _figure_split("mean_score"),
    "calibrated": _figure_split("calibrated_mean"),
    "spread": _figure_split("score_spread"),
    "graduation": Split(
        keyed=Q(expected_graduation__isnull=False),
        others=Q(expected_graduation__isnull=True),
        key="expected_graduation",
        pk="id",
    ),
    "mine": Split(
        keyed=Q(my_score__isnull=False),
        # NOT EXISTS rather than the outer join's NULL: an anti-join keeps the order of the
        # id index, so a page stops after its rows.
        others=Q(reviewed_by_me=False),
        # The annotations, not my_review__...: a reverse relation named again in a later
        # filter() gets a join of its own, so the keyset's row comparison was tested on a
        # second copy of the review after walking every review before the anchor.
        key="my_score",
        pk="my_review_applicant",
    ),
    "reviews": Split(
        keyed=Q(review_summary__review_count__gt=0),
        others=Q(review_count=0),
        key="review_summary__review_count",
        pk="review_summary__applicant_id",
        low=True,
    ),
}
# Figures of ReviewSummary shown, sorted and filtered on only where the mean may be.
VISIBLE_FIGURES = {
    "mean_score": "mean_score",
    "median_score": "median_score",
    "score_spread": "score_spread",
    "disagreement": "disagreement",
    "calibrated_mean": "calibrated_mean",
    "weighted_total": "weighted_total",
}
TEXT_CONFIG = "english"
# The applicant's own columns a list row shows; the others are not read for the list.
ROW_FIELDS = (
    "name",
    "current_institution",
    "level",
    "expected_graduation",
    "top_skills",
    "status",
    "possible_duplicate_of",
)


def uses_postgres() -> bool:
    return connection.vendor == "postgresql"


def _search_vector_field() -> SearchVectorField:
    field = SearchVectorField()
    field.set_attributes_from_name("search_vector")
    # Expressions are hashed by their fields' model and name (a count over the mean sort's
    # first part does): without a model the list answered 500 to a search sorted by mean
    # on a page past the applicants with a visible mean.
    field.model = Applicant
    return field


class StoredSearchVector(Expression):
    """applicants_applicant.search_vector, the tsvector PostgreSQL keeps (applicants 0004).

    The model does not declare the column, so this resolves to a column of the
    applicant table's alias in the query at hand, which stays right when the query
    is relabelled as a subquery (a RawSQL naming the table would not).
    """

    output_field = _search_vector_field()

    def resolve_expression(
        self, query=None, allow_joins=True, reuse=None, summarize=False, for_save=False
    ):
        alias = F("search_text").resolve_expression(query, allow_joins, reuse, summarize).alias
        return Col(alias, self.output_field)


class WorkspaceQuerySet(QuerySet):
    def with_columns(self, user, *, blind: bool = True, cycles=None) -> "WorkspaceQuerySet":
        """The computed columns of the list: scores, counts, mine, conflicts.

        The mean is known, for display, sorting and score: filters alike, only where the
        user has no conflict and, when blind (every reviewer but coordinators), the cycle's
        rule shows the others' scores (reviews.access.may_see_scores; by default once the
        user's own review is submitted): so sorting or filtering by it cannot leak them.
        `cycles`: those the rows belong to, when the caller has them (see scores_visible_q).
        """
        # Joins rather than correlated subqueries: sorting on them then costs one hash
        # join instead of a subquery per applicant. Unique (applicant, reviewer) pairs
        # keep one row per applicant.
        qs = self.only(*ROW_FIELDS).annotate(
            my_review=FilteredRelation("reviews", condition=Q(reviews__reviewer=user)),
            my_conflict=FilteredRelation("conflicts", condition=Q(conflicts__reviewer=user)),
        )
        qs = qs.annotate(
            review_count=Coalesce(F("review_summary__review_count"), Value(0)),
            my_score=F("my_review__overall"),
            decision_outcome=F("decision__outcome"),
            conflicted=ExpressionWrapper(
                Q(my_conflict__applicant_id__isnull=False), output_field=BooleanField()
            ),
        )
        # my_score is NULL exactly where this is False (a review always has its overall).
        qs = qs.alias(
            my_review_applicant=F("my_review__applicant_id"),
            reviewed_by_me=Exists(Review.objects.filter(applicant=OuterRef("pk"), reviewer=user)),
        )
        # A declared conflict hides the mean from everyone, coordinators included.
        visible = Q(my_conflict__applicant_id__isnull=True)
        if blind:
            visible &= scores_visible_q(Q(my_review__state=Review.State.SUBMITTED), cycles=cycles)
        # Built once and referred to by every figure: resolving the condition per figure
        # was a fifth of the list page's Python time.
        qs = qs.alias(scores_visible=ExpressionWrapper(visible, output_field=BooleanField()))
        return qs.annotate(
            **{
                name: Case(
                    When(scores_visible=True, then=F(f"review_summary__{column}")), default=None
                )
                for name, column in VISIBLE_FIGURES.items()
            }
        )

    def matching(self, query: SearchQuery, user, hidden=None) -> "WorkspaceQuerySet":
        """The applicants the query finds; hidden, an anonymised first pass
        (reviews.anonymity), keeps the words of who they are from finding them."""
        qs = self
        words = [t.value for t in query.terms if t.key == "text" and not t.negated]
        if words:
            qs = qs._text_filter(" ".join(words), "plain", negated=False, hidden=hidden)
        for term in query.terms:
            if term.key == "text" and term.negated:
                qs = qs._text_filter(term.value, "plain", negated=True, hidden=hidden)
            elif term.key == "phrase":
                qs = qs._text_filter(term.value, "phrase", negated=term.negated, hidden=hidden)
            elif term.key not in {"text", "phrase"}:
                condition = _condition(term, user)
                qs = qs.filter(~condition if term.negated else condition)
        return qs

    def _text_filter(self, text: str, kind: str, negated: bool, hidden=None) -> "WorkspaceQuerySet":
        qs = self
        if uses_postgres():
            condition = Q(search_vector=PgSearchQuery(text, config=TEXT_CONFIG, search_type=kind))
            qs = qs.alias(search_vector=StoredSearchVector())
        else:
            # SQLite: every word (or the phrase) somewhere in the text, ignoring case.
            condition = Q()
            for part in [text] if kind == "phrase" else text.split():
                condition &= Q(search_text__icontains=part)
        if hidden is not None:
            # A word naming the applicant neither finds them nor leaves them out.
            for word in text.split():
                condition &= ~identity_q(word, hidden)
        return qs.filter(~condition if negated else condition)

    def sorted_by(self, sort: str, *, searching: bool = False) -> "WorkspaceQuerySet":
        """Orders by a SORTS key ("-key" descending), then by id so pages are stable."""
        descending = sort.startswith("-")
        field = SORTS.get(sort.lstrip("-"), SORTS[DEFAULT_SORT])
        key = _sort_key(field, searching)
        # NULLS LAST only where there are NULLs: DESC NULLS LAST is not the order of a
        # backward walk of a (key, id) index, so it would sort every row.
        nulls_last = True if _nullable(field) else None
        expression = (
            key.desc(nulls_last=nulls_last) if descending else key.asc(nulls_last=nulls_last)
        )
        return self.order_by(expression, "-id" if descending else "id")

    def in_parts(
        self,
        sort: str,
        *,
        searching: bool = False,
        after: int | None = None,
        before: int | None = None,
        head: bool = False,
    ) -> Rows:
        """The rows of sorted_by(sort), read so that a page needs no sort of every row.

        A sort on an applicant's own column that is never NULL walks its (key, id) index. A
        SPLIT_SORTS one reads the rows with a key first (last for a `low` split ascending),
        in the order of an index on its table, then the others by id alone: for a blind
        reviewer sorting on the mean, the first part is among the applicants they reviewed,
        a small join; for coordinators it walks ReviewSummary's (figure, applicant) index.
        The order is the same as sorted_by's.

        With `head` (a search of words alone, whose matches are many more than other filters
        leave), a sort on such a column reads the rows up to a bound of its key first (_head).

        With `after` (an applicant's id) the rows start after that applicant's place in the
        order (keyset pagination: a deep page costs what the first does, where OFFSET reads
        every row before it); None when that applicant is not among the rows any more.

        With `before` instead, the rows before that applicant's place, nearest first: a
        previous page read by keyset too (its rows are the first per_page, reversed).
        """
        descending = sort.startswith("-")
        split = SPLIT_SORTS.get(sort.lstrip("-"))
        if split is None:
            rows = self.sorted_by(sort, searching=searching)
            field = SORTS.get(sort.lstrip("-"), SORTS[DEFAULT_SORT])
            if before is not None:
                return self._rows_before(rows, field, before, descending, searching)
            if after is None:
                return Rows(rows, head=_head(rows, field, descending) if head else None)
            anchor = self._anchor(after, F(field))
            if anchor is None:
                return None
            key = _sort_key(field, searching)
            return Rows(rows.filter(_beyond(key, anchor[:2], descending, _nullable(field))))
        # Both parts' conditions are strict on the joined columns, so PostgreSQL makes the
        # joins inner and can start from the index that gives the order.
        key, pk = _sort_key(split.key, searching), _sort_key(split.pk, searching)
        keyed = self.filter(split.keyed).order_by(
            *((key.desc(), pk.desc()) if descending else (key.asc(), pk.asc()))
        )
        by_id = _sort_key("id", searching)
        others = self.filter(split.others).order_by(by_id.desc() if descending else by_id.asc())
        others_first = split.low and not descending
        if before is not None:
            anchor = self._anchor(before, F(split.key), split.keyed)
            if anchor is None:
                return None
            value, anchor_pk, anchor_keyed = anchor
            earlier = "gt" if descending else "lt"
            if anchor_keyed:
                keyed = keyed.filter(_beyond(key, (value, anchor_pk), not descending, False, pk))
                parts = (keyed, others) if others_first else (keyed, None)
            else:
                others = others.filter(**{f"id__{earlier}": anchor_pk})
                parts = (others, None) if others_first else (others, keyed)
            return Rows(*(part.reverse() if part is not None else None for part in parts))
        if after is not None:
            anchor = self._anchor(after, F(split.key), split.keyed)
            if anchor is None:
                return None
            value, anchor_pk, anchor_keyed = anchor
            # The part before the anchor's is behind; the one after it is read whole.
            if anchor_keyed:
                keyed = keyed.filter(_beyond(key, (value, anchor_pk), descending, False, pk))
                others = others.none() if others_first else others
            else:
                later = "lt" if descending else "gt"
                others = others.filter(**{f"id__{later}": anchor_pk})
                keyed = keyed if others_first else keyed.none()
        return Rows(others, keyed) if others_first else Rows(keyed, others)

    def _rows_before(self, rows, field: str, pk: int, descending: bool, searching: bool):
        """The rows of one sorted query (key NULLS LAST, then the id) before this applicant,
        nearest first; None when it is not among them."""
        anchor = self._anchor(pk, F(field))
        if anchor is None:
            return None
        value, anchor_pk = anchor[:2]
        key = _sort_key(field, searching)
        # Backwards, each part without NULL keys or all NULL, so no NULLS clause: the order
        # of a walk of the (key, id) index.
        back = (key.asc(), "id") if descending else (key.desc(), "-id")
        keyed = rows.filter(IsNull(key, False)).order_by(*back)
        if value is None:  # among the NULL keys, last and by id: theirs first, then the rest
            earlier = "gt" if descending else "lt"
            nulls = rows.filter(IsNull(key, True), **{f"id__{earlier}": anchor_pk})
            return Rows(nulls.order_by(back[1]), keyed)
        return Rows(keyed.filter(_beyond(key, (value, anchor_pk), not descending, False)))

    def _anchor(self, pk: int, key, keyed: Q | None = None) -> tuple | None:
        """(value of the sort key, id, whether the row is among the keyed ones) of the
        applicant with this id among the rows."""
        found = self.filter(pk=pk).annotate(
            seek_key=key,
            seek_keyed=ExpressionWrapper(keyed, output_field=BooleanField())
            if keyed is not None
            else Value(True),
        )
        return next(iter(found.values_list("seek_key", "pk", "seek_keyed").order_by()), None)


def _head(rows: QuerySet, field: str, descending: bool) -> QuerySet | None:
    """The rows up to a bound of this column (from its histogram in PostgreSQL's statistics)
    below which the planner expects a quarter more matches than the count's cap, at least
    HEAD_ROWS applicants; None where it expects fewer than HEAD_MIN_MATCHES in all.

    A full-text search sorted by an applicant's own column reads the column of every match
    to sort them: at a million applicants a common word's 30,000 matches lie on 27,000
    table pages. Bounded by the column too, the search's GIN index and the column's btree
    index are ANDed as bitmaps and only the matches in range are read. Those are the first
    rows of the whole order whatever the bound (a key that is never NULL, then the id): when
    they are enough for the count's cap, they are the answer (Rows.pks)."""
    if not uses_postgres():
        return None
    try:
        column = Applicant._meta.get_field(field)
    except FieldDoesNotExist:
        return None
    if column.null:
        return None
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT s.histogram_bounds::text::text[], c.reltuples FROM pg_stats s "
            "JOIN pg_class c ON c.oid = to_regclass(quote_ident(s.schemaname) || '.' || "
            "quote_ident(s.tablename)) WHERE s.schemaname = current_schema() "
            "AND s.tablename = %s AND s.attname = %s",
            [Applicant._meta.db_table, column.column],
        )
        found = cursor.fetchone()
    if found is None or not found[0] or found[1] <= 0:
        return None
    bounds, rows_in_table = found
    matches = _estimate(rows)
    if matches < HEAD_MIN_MATCHES:
        return None
    # Enough rows that the matches among them pass the cap by a quarter, by the planner's
    # estimate of the matches (exact enough for a word; low for several, which are not
    # independent: the head then holds more, and reads more pages, than it needs).
    wanted = max(HEAD_ROWS, 1.25 * (paging.COUNT_CAP + 1) * rows_in_table / matches)
    step = math.ceil(wanted / rows_in_table * (len(bounds) - 1))
    if step >= len(bounds) - 1:
        return None  # the head would be most of the table
    try:
        bound = column.to_python(bounds[len(bounds) - 1 - step if descending else step])
    except ValidationError:
        return None
    return rows.filter(**{f"{field}__{'gte' if descending else 'lte'}": bound})


def _estimate(rows: QuerySet) -> float:
    """The planner's estimate of how many rows there are (EXPLAIN, not run)."""
    plan = json.loads(rows.order_by().values("pk").explain(format="json"))
    return max(plan[0]["Plan"]["Plan Rows"], 1)


def _nullable(field: str) -> bool:
    """Whether a sort key may be NULL: a nullable column or any computed one."""
    try:
        return Applicant._meta.get_field(field).null
    except FieldDoesNotExist:
        return True


def _beyond(key, anchor: tuple, descending: bool, nullable: bool, pk=None) -> Q:
    """The rows after `anchor` (key value, id) in the order key NULLS LAST, then the id
    (`pk`, the applicant's unless given), both ascending or both descending. A row
    comparison, so an index on (key, id) gives the start; NULL keys, last in either
    direction, follow every non-NULL one."""
    value, anchor_pk = anchor
    later = "lt" if descending else "gt"
    if value is None:
        return Q(IsNull(key, True), **{f"id__{later}": anchor_pk})
    beyond = TupleLessThan if descending else TupleGreaterThan
    condition = Q(beyond(Tuple(key, pk or F("id")), (value, anchor_pk)))
    return condition | Q(IsNull(key, True)) if nullable else condition


class TagChip(NamedTuple):
    name: str
    colour: str


class PaperChip(NamedTuple):
    """The columns of a Publication the list's Publications cell reads (ranking.
    best_publications ranks these as it does publications)."""

    title: str
    venue: str
    year: int | None
    author_position: int | None
    pub_status: str

    @property
    def is_under_review(self) -> bool:
        return self.pub_status == Publication.PubStatus.UNDER_REVIEW


def attach_list_facts(applicants: list) -> None:
    """Sets tag_list and publication_list on the list's rows: two queries whatever the page
    size. Only what a row shows, as plain tuples: tag names and colours, no skills (a row
    shows top_skills), publications with the few columns the Publications cell reads."""
    rows = {applicant.pk: applicant for applicant in applicants}
    for applicant in applicants:
        applicant.tag_list, applicant.publication_list = [], []
    links = ApplicantTag.objects.filter(applicant_id__in=rows).order_by("tag__name")
    for applicant_id, name, colour in links.values_list("applicant_id", "tag__name", "tag__colour"):
        rows[applicant_id].tag_list.append(TagChip(name, colour))
    papers = Publication.objects.filter(applicant_id__in=rows).order_by("-year", "id")
    columns = ("applicant_id", *PaperChip._fields)
    for applicant_id, *paper in papers.values_list(*columns):
        rows[applicant_id].publication_list.append(PaperChip(*paper))


def _sort_key(field: str, searching: bool):
    """F(field), or on PostgreSQL with full-text terms an expression no index matches.

    The planner underestimates a full-text match and could walk a btree index in sort order
    testing every row; an unindexed key makes it read the GIN index and sort the matches.
    """
    return Coalesce(F(field), F(field)) if searching and uses_postgres() else F(field)


def _condition(term: Term, user) -> Q:
    value = term.value
    if term.key == "tag":
        return Q(
            Exists(
                ApplicantTag.objects.filter(
                    applicant=OuterRef("pk"), tag__name=normalize_tag(value)
                )
            )
        )
    if term.key == "skill":
        skills = ApplicantSkill.objects.filter(applicant=OuterRef("pk")).filter(
            Q(skill__normalized__iexact=value) | Q(skill__name__iexact=value)
        )
        return Q(Exists(skills))
    if term.key == "venue":
        return _venue_condition(value, term.any_status)
    if term.key == "institution":
        studied = Education.objects.filter(applicant=OuterRef("pk"), institution__icontains=value)
        return Q(current_institution__icontains=value) | Q(Exists(studied))
    if term.key == "name":
        return Q(name__icontains=value)
    if term.key == "level":
        return Q(level=value)
    if term.key == "status":
        return Q() if value == ANY_STATUS else Q(status=value)
    if term.key in {"score", "calibrated"}:
        return _bounded("mean_score" if term.key == "score" else "calibrated_mean", term)
    if term.key == "reviewed":
        by_me = Q(
            Exists(Review.objects.submitted().filter(applicant=OuterRef("pk"), reviewer=user))
        )
        return {
            "me": by_me,
            "no": ~by_me,
            "none": Q(review_count=0),
            "any": Q(review_count__gt=0),
        }[value]
    raise ValueError(f"No filter for {term.key}")  # parse() only makes the keys above


def _venue_condition(value: str, any_status: bool) -> Q:
    """A visible paper whose venue contains the value (not under review unless any_status).

    On PostgreSQL from the applicant's own venue columns (applicants.venue_index): a known
    short name is looked up in the key lists (GIN, @>), any other value in the venues as
    written (trigram index), rather than by joining the publications and testing each one's
    venue with ILIKE. Elsewhere, or for a value with a line break (the text's separator), by
    the publications themselves."""
    if uses_postgres() and SEPARATOR not in value:
        key = known_key(value)
        if key is not None:
            condition = Q(venue_keys__contains=[key])
            review = Q(venue_keys_under_review__contains=[key])
        else:
            condition = Q(venues__icontains=value)
            review = Q(venues_under_review__icontains=value)
        return condition | review if any_status else condition
    papers = Publication.objects.filter(applicant=OuterRef("pk"), venue__icontains=value)
    if not any_status:
        papers = papers.exclude(pub_status=Publication.PubStatus.UNDER_REVIEW)
    return Q(Exists(papers))


def _bounded(field: str, term: Term) -> Q:
    condition = Q(**{f"{field}__isnull": False})
    if term.low is not None:
        condition &= Q(**{f"{field}__{'gt' if term.low_strict else 'gte'}": term.low})
    if term.high is not None:
        condition &= Q(**{f"{field}__{'lt' if term.high_strict else 'lte'}": term.high})
    return condition


def workspace_applicants() -> WorkspaceQuerySet:
    return WorkspaceQuerySet(model=Applicant)
