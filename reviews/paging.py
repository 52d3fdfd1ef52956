"""Pages of the applicant list that neither count nor sort every matching row.

Counting stops after COUNT_CAP rows: past that the list says "1,000+" and a page is
served while rows come back. A sort on the mean reads its rows in two parts (see
WorkspaceQuerySet.in_parts), so a page costs a small sort, not one of every applicant.
"""

from dataclasses import dataclass, field

from django.db.models import QuerySet

COUNT_CAP = 1000
# Pages up to this one are linked by number (an OFFSET, cheap this close to the start); a
# next page past it by the id of the row it follows (keyset pagination, WorkspaceQuerySet.
# in_parts), so reading on costs the same on page 5,000 as on page 1.
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

    def slice(self, start: int, stop: int) -> list:
        rows = list(self.first[start:stop])
        if self.rest is None or len(rows) == stop - start:
            return rows
        size = start + len(rows) if rows else self.first.count()
        return rows + list(self.rest[max(start - size, 0) : stop - size])

    def pks(self, start: int, stop: int) -> list[int]:
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
    rows: Rows, matching: QuerySet, per_page: int, number: int, *, seeking: bool = False
) -> ListPage:
    """Page `number` (1-based) of rows; out-of-range numbers fall back to the last page.

    seeking: the rows start where page `number` does (in_parts with `after`); the number
    only labels the page then."""
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
