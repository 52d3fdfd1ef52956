"""Text lines of one page column grouped into visual rows, and each row's text and style."""

from collections import Counter
from dataclasses import dataclass, field, replace

from parsing.dates import strip_dates, years_in
from parsing.document import LineStyle
from parsing.pdf_joins import rejoin_rows
from parsing.pdf_words import CELL_GAP_EM, Word, is_list_marker
from parsing.sections import SPOKEN_HEADING_RE, heading_key, unspaced_heading
from parsing.typography import HEADING_SIZE_RATIO, SAME_SIZE

# Rows whose vertical centres are closer than this share of the smaller line height are one row.
ROW_TOLERANCE = 0.45
# A vertical gap wider than this share of the row height starts a new paragraph.
PARAGRAPH_GAP = 0.9
# A horizontal gap wider than this many character widths separates two cells.
CELL_GAP_CHARS = 3


@dataclass
class TextLine:
    """One cell of a visual row: the words of a pdfminer text line, or a part of them."""

    x0: float
    x1: float
    y0: float
    y1: float
    text: str
    size: float = 0.0  # the largest font size in it, in points
    bold: bool = False
    # Cut from the same pdfminer line as the cell before it (a size jump, a run of spaces):
    # a cell break even when the gap is narrow.
    cell_start: bool = False
    words: list[Word] = field(default_factory=list, repr=False)
    # Found as a section heading in a left margin column by its place alone (set in the
    # body's type): a row of its own although nothing sets it apart.
    margin_heading: bool = False

    @property
    def height(self) -> float:
        return max(self.y1 - self.y0, 1.0)

    @property
    def char_width(self) -> float:
        return (self.x1 - self.x0) / max(len(self.text), 1)


def cell_line(words: list[Word], y0: float, y1: float, cell_start: bool = False) -> TextLine:
    letters = sum(len(w.text) for w in words)
    return TextLine(
        words[0].x0,
        words[-1].x1,
        y0,
        y1,
        " ".join(word.text for word in words),
        max(word.size for word in words),
        sum(len(w.text) for w in words if w.bold) * 2 > letters,
        cell_start,
        words,
    )


def column_rows(lines: list[TextLine], page, number: int) -> list[tuple[str, LineStyle | None]]:
    """The rows of one column, top to bottom, with a blank line between paragraphs."""
    out: list[tuple[str, LineStyle | None]] = []
    previous_bottom = None
    right_edge = max((ln.x1 for ln in lines), default=0.0)
    previous: list[TextLine] | None = None
    for row in _margin_headings_apart(rejoin_rows(group_rows(lines), right_edge)):
        top = max(ln.y1 for ln in row)
        height = max(ln.height for ln in row)
        if previous and _wrapped_heading(previous, row):
            previous = [replace(previous[0], text=f"{previous[0].text} {row[0].text}")]
            out[-1] = (previous[0].text, out[-1][1])
            previous_bottom = row[0].y0
            continue
        previous = row
        if previous_bottom is not None and previous_bottom - top > PARAGRAPH_GAP * height:
            out.append(("", None))
        previous_bottom = min(ln.y0 for ln in row)
        style = LineStyle(
            size=max(ln.size for ln in row),
            bold=row[0].bold,
            page=number,
            x0=row[0].x0 / page.width,
            top=(page.height - top) / page.height,
        )
        out.append((row_text(row), style))
    return out


# The lines of a heading wrapped in a left margin column are closer than this share of its
# height; in a narrow column, where a heading's subheading may follow as close, set solid
# (closer than WRAPPED_ROW_GAP). Each line holds at most WRAPPED_HEADING_WORDS words.
WRAPPED_HEADING_GAP = 0.6
WRAPPED_ROW_GAP = 0.35
WRAPPED_HEADING_WORDS = 3
# A heading's line ending in one of these goes on below ("EDUCATION AND" / "TRAINING").
HEADING_CONNECTIVES = {"and", "&", "y", "e", "et", "und", "en", "dan", "of", "de"}


def _wrapped_heading(upper: list[TextLine], lower: list[TextLine]) -> bool:
    """Two rows of one heading ("WORK" / "EXPERIENCE", "EDUCATION AND" / "TRAINING"): alone
    on their rows, set alike in bold or capitals, close together, and read as a heading
    together that the lower row does not start on its own."""
    if len(upper) != 1 or len(lower) != 1:
        return False
    a, b = upper[0], lower[0]
    if abs(a.size - b.size) > SAME_SIZE or a.bold != b.bold:
        return False
    if not (a.bold or (a.text.isupper() and b.text.isupper())):
        return False
    if a.y0 - b.y1 > WRAPPED_ROW_GAP * min(a.height, b.height):
        return False
    if len(a.text.split()) > WRAPPED_HEADING_WORDS or len(b.text.split()) > WRAPPED_HEADING_WORDS:
        return False
    joined = heading_key(f"{a.text} {b.text}")
    if joined is None:
        return False
    ends_open = a.text.split()[-1].lower() in HEADING_CONNECTIVES
    return ends_open or heading_key(b.text) in (None, joined)


def drop_shadow_copies(lines: list[TextLine]) -> list[TextLine]:
    """A line drawn twice, a little apart (a drop shadow, a bold faked by overprinting), as
    one line: a copy with the same text over the same span, overlapping it, is left out."""
    kept: dict[str, list[TextLine]] = {}
    out = []
    for line in lines:
        same = kept.setdefault(line.text, [])
        if any(_shadow_of(line, other) for other in same):
            continue
        same.append(line)
        out.append(line)
    return out


# A shadow's copy lies this close (in points) to the span of the line it repeats.
SHADOW_SHIFT = 1.0


def _shadow_of(line: TextLine, other: TextLine) -> bool:
    return (
        abs(line.x0 - other.x0) <= SHADOW_SHIFT
        and abs(line.x1 - other.x1) <= SHADOW_SHIFT
        and min(line.y1, other.y1) - max(line.y0, other.y0) > line.height / 2
    )


def _margin_headings_apart(rows: list[list[TextLine]]) -> list[list[TextLine]]:
    """A section heading in a left margin column, set apart by weight, capitals or size,
    on the row of the section's first entry: a row of its own before that entry."""
    out: list[list[TextLine]] = []
    previous: list[TextLine] | None = None
    for row in rows:
        if _margin_heading(row) and not (previous and _label_row_below(previous, row)):
            out += [row[:1], row[1:]]
        else:
            out.append(row)
        previous = row
    return out


# Cells this close (in points) start on the same edge.
SAME_EDGE = 2.0


def _label_row_below(above: list[TextLine], row: list[TextLine]) -> bool:
    """ "Miscellaneous<gap>Nix, Bazel" under "Queues<gap>NATS, ZeroMQ": a row of
    a label-and-items table whose label is also a heading's word, set like the labels above
    it, keeps its items."""
    if len(above) < 2 or not _is_cell_break(above[0], above[1]) or above[0].margin_heading:
        return False
    label, items = above[0], above[1]
    return (
        not any(ch.isdigit() for ch in label.text)
        and heading_key(unspaced_heading(label.text)) is None
        and label.bold == row[0].bold
        and abs(label.size - row[0].size) < 0.5
        and abs(label.x0 - row[0].x0) <= SAME_EDGE
        and abs(items.x0 - row[1].x0) <= SAME_EDGE
    )


def _margin_heading(row: list[TextLine]) -> bool:
    if len(row) < 2 or not _is_cell_break(row[0], row[1]):
        return False
    if not (row[0].margin_heading or _set_apart(row[0], row[1])):
        return False
    text = unspaced_heading(row[0].text)
    if _post_beside_dates(text, row[1:]):
        return False
    return heading_key(text) is not None or bool(
        row[0].margin_heading and SPOKEN_HEADING_RE.match(text)
    )


def _post_beside_dates(text: str, beside: list[TextLine]) -> bool:
    """Awesome-CV's "TEACHING ASSISTANT<gap>Fall 2020 - Spring 2021": a post in capitals
    beside nothing but its dates, a heading only because capitals let any words follow a
    heading's word; set in small letters it would read as none."""
    dates = " ".join(cell.text for cell in beside)
    if not years_in(dates) or any(ch.isalnum() for ch in strip_dates(dates)):
        return False
    return text.isupper() and heading_key(text.lower()) is None


def _set_apart(heading: TextLine, beside: TextLine) -> bool:
    return (
        (heading.bold and not beside.bold)
        or (heading.text.isupper() and not beside.text.isupper())
        or heading.size >= HEADING_SIZE_RATIO * beside.size
    )


def _is_cell_break(before: TextLine, after: TextLine) -> bool:
    if before.words and is_list_marker(before.words):
        return False  # "[3]" or "P.2" hanging before its item's text
    gap = after.x0 - before.x1
    # In ems as well: a label's few wide letters ("Languages" set right-aligned before its
    # items) make a gap narrower than three of them, but never one a space could make.
    em = max(before.size, after.size)
    wide = gap > CELL_GAP_CHARS * max(before.char_width, 1.0) or 0 < em * CELL_GAP_EM <= gap
    return wide or after.cell_start


def group_rows(lines: list[TextLine]) -> list[list[TextLine]]:
    """Lines whose vertical centres line up, as rows from the top, each sorted left to right."""
    rows: list[list[TextLine]] = []
    for line in sorted(lines, key=lambda ln: (-ln.y1, ln.x0)):
        centre = (line.y0 + line.y1) / 2
        if rows:
            last = rows[-1]
            last_centre = sum((ln.y0 + ln.y1) / 2 for ln in last) / len(last)
            tolerance = ROW_TOLERANCE * min(line.height, min(ln.height for ln in last))
            if abs(centre - last_centre) <= tolerance:
                last.append(line)
                continue
        rows.append([line])
    for row in rows:
        row.sort(key=lambda ln: ln.x0)
    return rows


def row_text(row: list[TextLine]) -> str:
    parts = [row[0].text]
    for before, after in zip(row, row[1:], strict=False):
        parts.append("\t" if _is_cell_break(before, after) else " ")
        parts.append(after.text)
    return "".join(parts)


# A column edge is where this many cells of a page start ...
MIN_EDGE_CELLS = 4
# ... and a word starting on it after a gap this wide (in ems) starts a cell of that column.
EDGE_GAP_EM = 0.5


def split_at_column_edges(lines: list[TextLine]) -> list[TextLine]:
    """Cut a line where a word starts on a column edge after a gap: a date or link word in a
    margin column set close to the entry beside it ("2019–2021 B.Sc. in ...")."""
    starts = Counter(round(line.x0) for line in lines)
    edges = {x for x, count in starts.items() if count >= MIN_EDGE_CELLS}
    edges |= {x + step for x in edges for step in (-1, 1)}
    out: list[TextLine] = []
    for line in lines:
        words = line.words
        cut = next(
            (
                i
                for i in range(1, len(words))
                if round(words[i].x0) in edges
                and words[i].x0 - words[i - 1].x1 >= EDGE_GAP_EM * words[i].size
                and not is_list_marker(words[:i])
            ),
            None,
        )
        if cut is None:
            out.append(line)
            continue
        out.append(cell_line(words[:cut], line.y0, line.y1, line.cell_start))
        out.append(cell_line(words[cut:], line.y0, line.y1, cell_start=True))
    return out
