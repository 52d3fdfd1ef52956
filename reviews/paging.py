"""Pages of the applicant list that neither count nor sort every matching row.

Counting stops after COUNT_CAP rows: past that the list says "1,000+" and a page is
served while rows come back. A sort on the mean reads its rows in two parts (see
WorkspaceQuerySet.in_parts), so a page costs a small sort, not one of every applicant.
"""

from collections.abc import Callable
from dataclasses import dataclass, field

from django.db.models import QuerySet

COUNT_CAP = 1000
# Pages up to this one are linked by number (an OFFSET, cheap this close to the start); a
# next or previous page past it by the id of the row it follows or precedes (keyset
# pagination, WorkspaceQuerySet.in_parts), so paging costs the same on page 5,000 as on 1.
NUMBERED_PAGES = 10
# No list is this long; a page or position past it is refused before it becomes an OFFSET
# the database cannot hold (PostgreSQL's bigint).
MAX_POSITION = 10_000_000


@dataclass
class Rows:
    """The list's rows in order: the ordered `first` part, then `rest` if there is one.

    Both are querysets; rest's offset is shifted by the size of first. A page within
    first is one query; one that reaches past it also reads rest, and one that starts
    past it counts first to find where rest begins.
    """

    first: QuerySet
    rest: QuerySet | None = None
    # The rows up to a key value (WorkspaceQuerySet.in_parts): a prefix of first, cheaper to
    # read; pks() reads ids from it when it holds as many as asked for.
    head: QuerySet | None = None

    def slice(self, start: int, stop: int) -> list:
        rows = list(self.first[start:stop])
        if self.rest is None or len(rows) == stop - start:
            return rows
        size = start + len(rows) if rows else self.first.count()
        return rows + list(self.rest[max(start - size, 0) : stop - size])

    def pks(self, start: int, stop: int) -> list[int]:
        if self.head is not None:
            ids = list(self.head.values_list("pk", flat=True)[start:stop])
            if len(ids) == stop - start:
                return ids  # the prefix reaches past stop: the same ids as the whole
        parts = Rows(self.first.values_list("pk", flat=True), None)
        if self.rest is not None:
            parts.rest = self.rest.values_list("pk", flat=True)
        return parts.slice(start, stop)


@dataclass
class ListPage:
    """What Django's Page offers the template, for a count that may be capped."""

    object_list: list
    number: int
    per_page: int
    count: int  # matching rows, or COUNT_CAP + 1 for "more than COUNT_CAP"
    has_next: bool
    num_pages: int | None = None  # unknown once the count is capped
    paginator: "ListPage" = field(init=False, repr=False)

    def __post_init__(self):
        self.paginator = self  # page.paginator.count and .per_page as with Django's Page

    @property
    def capped(self) -> bool:
        return self.count > COUNT_CAP

    @property
    def count_label(self) -> str:
        return f"{COUNT_CAP:,}+" if self.capped else str(self.count)

    @property
    def next_after(self) -> int | None:
        """The id the next page starts after, when it is past the numbered pages."""
        if self.has_next and self.number >= NUMBERED_PAGES:
            return self.object_list[-1].pk
        return None

    @property
    def previous_before(self) -> int | None:
        """The id the previous page ends before, when that page is past the numbered ones."""
        if self.number - 1 > NUMBERED_PAGES and self.object_list:
            return self.object_list[0].pk
        return None

    def has_previous(self) -> bool:
        return self.number > 1

    def next_page_number(self) -> int:
        return self.number + 1

    def previous_page_number(self) -> int:
        return self.number - 1

    def start_index(self) -> int:
        return (self.number - 1) * self.per_page + 1 if self.object_list else 0

    def end_index(self) -> int:
        return (self.number - 1) * self.per_page + len(self.object_list)


def capped_count(queryset: QuerySet) -> int:
    """SELECT COUNT(*) FROM (... LIMIT COUNT_CAP + 1): stops once the cap is passed."""
    return queryset.order_by().values("pk")[: COUNT_CAP + 1].count()


def paginate(
    rows: Rows,
    matching: QuerySet,
    per_page: int,
    number: int,
    *,
    seeking: bool = False,
    backwards: bool = False,
    fetch: Callable[[list[int]], list] | None = None,
) -> ListPage:
    """Page `number` (1-based) of rows; out-of-range numbers fall back to the last page.

    seeking: the rows start where page `number` does (in_parts with `after`); the number
    only labels the page then. backwards: the rows are those before where the next page
    starts, nearest first (in_parts with `before`), and the page is the first of them,
    reversed. fetch: the rows of these ids in this order; given where the page reads every
    match anyway (a full-text search sorts them all), the count and the page come from one
    pass (one_pass)."""
    if backwards:
        return _page_before(rows, matching, per_page, number)
    if fetch is not None and not seeking:
        page = one_pass(rows, per_page, number, fetch)
        if page is not None:
            return page
    count = capped_count(matching)
    if count > COUNT_CAP or seeking:
        num_pages = None if count > COUNT_CAP else max(1, -(-count // per_page))
        if num_pages is not None:
            number = min(number, num_pages)
        start = 0 if seeking else (number - 1) * per_page
        objects = rows.slice(start, start + per_page + 1)  # one more tells of a next page
        has_next = len(objects) > per_page
        return ListPage(objects[:per_page], number, per_page, count, has_next, num_pages)
    num_pages = max(1, -(-count // per_page))
    number = min(number, num_pages)
    start = (number - 1) * per_page
    objects = rows.slice(start, min(start + per_page, count)) if count else []
    return ListPage(objects, number, per_page, count, number < num_pages, num_pages)


def _page_before(rows: Rows, matching: QuerySet, per_page: int, number: int) -> ListPage:
    count = capped_count(matching)
    num_pages = None if count > COUNT_CAP else max(1, -(-count // per_page))
    earlier = rows.slice(0, per_page + 1)  # one more tells of a page before this one
    if len(earlier) <= per_page:
        number = 1  # nothing before these rows: whatever the link said, the first page
    return ListPage(earlier[:per_page][::-1], number, per_page, count, True, num_pages)


def one_pass(rows: Rows, per_page: int, number: int, fetch) -> ListPage | None:
    """The page and the capped count from the ids of the first COUNT_CAP + 1 rows in order,
    read at once, then the page's rows by id: a search's matches are read once, not once to
    count and again to sort. None for a page past those ids (paginate reads it as usual)."""
    ids = rows.pks(0, COUNT_CAP + 1)
    count = len(ids)
    num_pages = None if count > COUNT_CAP else max(1, -(-count // per_page))
    if num_pages is not None:
        number = min(number, num_pages)
    start = (number - 1) * per_page
    if start + per_page >= len(ids) and num_pages is None:
        return None
    page = ids[start : start + per_page]
    rows_by_id = {row.pk: row for row in fetch(page)} if page else {}
    objects = [rows_by_id[pk] for pk in page if pk in rows_by_id]
    return ListPage(objects, number, per_page, count, len(ids) > start + per_page, num_pages)
