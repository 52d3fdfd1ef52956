"""Things a narrow PDF column wraps onto the next row, put back on their row: a date range
split over two lines in a date column ("Mar. 2020 –" / "Present") and an e-mail address or
URL wrapped mid-word in a sidebar ("…@example.co" / "m")."""

import re
from dataclasses import replace

from parsing.contacts import EMAIL_RE
from parsing.dates import END_DATE, OPEN_END_RE, RANGE_MARK, YEAR
from parsing.patterns import URL_START
from parsing.typography import SAME_SIZE

DATE_OPEN_RE = re.compile(rf"(?:{YEAR}|['’]\d{{2}})\s*{RANGE_MARK}$", re.I)
DATE_CLOSE_RE = re.compile(rf"^(?:{OPEN_END_RE.pattern}|{END_DATE})\.?$", re.I)
ADDRESS_RE = re.compile(rf"@|^{URL_START}|^[\w-]+(?:\.[\w-]+)+/", re.I)
ADDRESS_PART_RE = re.compile(r"^[\w.@/~%?=&#+-]+$")
NEW_ADDRESS_RE = re.compile(URL_START, re.I)
# Cells this close (in points) line up in one column.
ALIGN_TOLERANCE = 2.0
# Rows this many line heights apart are consecutive lines of one block.
NEXT_ROW_GAP = 1.6


def rejoin_rows(rows: list[list], right_edge: float) -> list[list]:
    """Rows (lists of cells, left to right) with split dates and wrapped addresses joined."""
    out = [list(row) for row in rows]
    for i in range(len(out) - 1):
        upper, lower = out[i], out[i + 1]
        if not upper or not lower or not _consecutive(upper[0], lower[0]):
            continue
        for side in (0, -1):
            _join_date(upper, lower, side)
            if not lower:
                break
        if lower:
            _join_address(upper, lower, right_edge)
    return [row for row in out if row]


def _consecutive(upper, lower) -> bool:
    return upper.y0 - lower.y1 < NEXT_ROW_GAP * min(upper.height, lower.height)


def _aligned(a, b) -> bool:
    return abs(a.x0 - b.x0) <= ALIGN_TOLERANCE or abs(a.x1 - b.x1) <= ALIGN_TOLERANCE


def _join_date(upper: list, lower: list, side: int) -> None:
    a, b = upper[side], lower[side]
    if a is b or not _aligned(a, b):
        return
    if DATE_OPEN_RE.search(a.text) and DATE_CLOSE_RE.match(b.text.strip()):
        upper[side] = replace(a, text=f"{a.text} {b.text}", x1=max(a.x1, b.x1))
        lower.remove(b)


def _join_address(upper: list, lower: list, right_edge: float) -> None:
    a, b = upper[-1], lower[0]
    if abs(a.x0 - b.x0) > ALIGN_TOLERANCE or a.bold != b.bold or abs(a.size - b.size) > SAME_SIZE:
        return  # not the same column, or the next row is set otherwise (a heading)
    head, _, last = a.text.rpartition(" ")
    first, _, rest = b.text.partition(" ")
    if not ADDRESS_RE.search(last) or not ADDRESS_PART_RE.match(first):
        return
    if NEW_ADDRESS_RE.match(first) or EMAIL_RE.fullmatch(first):
        return  # the next row starts an address of its own (a list of profile links)
    # Wrapped: the next row's first piece would not have fitted on this row.
    if a.x1 + len(first) * b.char_width < right_edge - ALIGN_TOLERANCE:
        return
    if rest and not rest.startswith("("):
        return  # a sentence goes on there, not the rest of an address
    if any(c.isupper() for c in first) and not any(c.isupper() for c in last):
        return  # a capitalised word ("Education") below a lower-case address
    joined = last + first
    if "@" in joined and not EMAIL_RE.fullmatch(joined):
        return
    upper[-1] = replace(a, text=f"{head} {joined}".strip())
    if rest:
        lower[0] = replace(b, text=rest, x0=b.x1 - len(rest) * b.char_width)
    else:
        lower.remove(b)
