"""PDF text in reading order, with pdfminer.six, in one pass over the file.

pdfminer finds text lines; we read their words from the characters (pdf_words), cut
them into cells at column gaps and column edges, regroup the cells ourselves into visual
rows (pdf_rows) so that a right-aligned date stays on the row of the entry it belongs to
(pdfminer's own text boxes put it pages later), split two-column pages and sidebars at
their gutter, and drop running headers and footers. Each row keeps its type size and
weight (Document.styles) for headings and the name, and the first page's link
annotations become Document.links (pdf_links).
"""

import re
from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import dataclass, field, replace
from itertools import accumulate

from pdfminer.layout import LAParams, LTContainer, LTTextLine
from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect
from pdfminer.pdfparser import PDFSyntaxError
from pdfminer.psexceptions import PSException

from parsing.dates import YEAR
from parsing.document import LineStyle, Link
from parsing.errors import ParseError
from parsing.limits import MAX_TEXT_CHARS
from parsing.patterns import DASHES
from parsing.pdf_links import anchored_links, page_link_targets
from parsing.pdf_pages import bounded_pages
from parsing.pdf_rotated import turned_lines
from parsing.pdf_rows import (
    WRAPPED_HEADING_GAP,
    TextLine,
    cell_line,
    column_rows,
    drop_shadow_copies,
    split_at_column_edges,
)
from parsing.pdf_shapes import panel_gutter, side_panels, split_at_boxes, tag_boxes
from parsing.pdf_words import WORD_MARGIN, line_words, split_cells
from parsing.sections import SPOKEN_HEADING_RE, heading_key

# boxes_flow=None skips pdfminer's ordering of text boxes (the slowest step of its layout
# analysis): we order the lines ourselves, and the lines it finds are the same.
LA_PARAMS = LAParams(
    char_margin=2.0, line_margin=0.5, word_margin=WORD_MARGIN, all_texts=True, boxes_flow=None
)
MARGIN_FRACTION = 0.07
# The top share of the first page whose link annotations may hold the applicant's profiles.
LINK_HEADER_SHARE = 0.3
# "3", "- 3 -", "Page 3 of 6", "3 / 6", "p. 3": a page's number, and nothing else.
PAGE_NUMBER_RE = re.compile(
    rf"^[{DASHES}]?\s*(?:(?:page|p\.|pg\.)\s*)?\d{{1,3}}(?:\s*(?:of|/)\s*\d{{1,3}})?\s*[{DASHES}]?$",
    re.I,
)


@dataclass
class Page:
    width: float
    height: float
    lines: list[TextLine]
    links: list[Link] = field(default_factory=list)
    cut: str = ""  # why the rest of the page was not read (pdf_pages.CUT_TEXT, CUT_SHAPES)
    panels: list[tuple[float, float]] = field(default_factory=list)  # pdf_shapes.side_panels


def read_pages(data: bytes) -> list[Page]:
    pages, chars = [], 0
    try:
        for page in _pages(data):
            pages.append(page)
            chars += sum(len(line.text) for line in page.lines)
            if chars > MAX_TEXT_CHARS:
                break  # the rest would be cut anyway
        return pages
    except (PDFPasswordIncorrect, PDFEncryptionError) as error:
        raise ParseError(
            "the PDF is encrypted (password protected); upload an unlocked copy"
        ) from error
    except (PDFSyntaxError, PSException, ValueError, TypeError, KeyError, AttributeError) as error:
        raise ParseError(f"the PDF is damaged or truncated and cannot be read ({error})") from error


SCHOLAR_PROFILE_RE = re.compile(r"scholar\.google\.[a-z.]+/citations\?(?:\S*&)?user=", re.I)
SCHOLAR_WORD_RE = re.compile(r"\bscholar\b", re.I)


def _pages(data: bytes):
    """The bounded pages with their lines and, on the first page, the profile links behind
    icons and words in its contact header (links further down point at projects, papers
    and other people), and anywhere a Google Scholar profile anchored on that word."""
    for number, (pdf_page, layout, cut) in enumerate(bounded_pages(data, LA_PARAMS)):
        lines = drop_shadow_copies([*_text_lines(layout), *turned_lines(layout)])
        lines = split_at_column_edges(split_at_boxes(lines, tag_boxes(layout)))
        targets = page_link_targets(pdf_page)
        header_bottom = layout.height * (1 - LINK_HEADER_SHARE) if number == 0 else layout.height
        links = anchored_links(lines, [t for t in targets if t[0][3] >= header_bottom])
        # A "Google Scholar" pointer beside the papers: the applicant's own profile,
        # wherever it stands; other people's profiles are anchored on their names.
        scholar = [
            t for t in targets if t[0][3] < header_bottom and SCHOLAR_PROFILE_RE.search(t[1])
        ]
        if scholar:
            links += [
                ln for ln in anchored_links(lines, scholar) if SCHOLAR_WORD_RE.search(ln.text)
            ]
        yield Page(layout.width, layout.height, lines, links, cut, side_panels(layout))


def _text_lines(container):
    for item in container:
        if isinstance(item, LTTextLine):
            for number, cell in enumerate(split_cells(line_words(item))):
                yield cell_line(cell, item.y0, item.y1, cell_start=number > 0)
        elif isinstance(item, LTContainer):
            yield from _text_lines(item)


def pdf_lines(
    pages: list[Page], running: list[str] | None = None
) -> tuple[list[str], list[LineStyle | None]]:
    """All pages as text rows in reading order, running headers and footers removed, and
    each row's style (None for the blank lines between paragraphs). The text of each
    running header or footer removed goes once into ``running``, when given: a letter's or
    a statement's may be the only place that names its writer."""
    repeated = _repeated_margin_texts(pages)
    texts: list[str] = []
    styles: list[LineStyle | None] = []
    for number, page in enumerate(pages):
        kept = []
        for line in page.lines:
            if not _is_running_header_or_footer(line, page, number, repeated):
                kept.append(line)
            elif running is not None and line.text not in running and len(running) < MAX_RUNNING:
                running.append(line.text)
        beside_headings = _beside_margin_headings(kept)
        for column in [beside_headings] if beside_headings else _columns(kept, page):
            for text, style in column_rows(column, page, number):
                texts.append(visible_hyphens(text))
                styles.append(style)
        texts.append("")
        styles.append(None)
    return texts, styles


def visible_hyphens(text: str) -> str:
    """A soft hyphen in a PDF's text layer was drawn, so it is a hyphen: some engines (Typst)
    map every hyphen and dash they set to U+00AD ("10/2023 \u00ad 11/2025", "uni\u00adhamburg.de"),
    which the clean-up would delete as an invisible break opportunity."""
    return text.replace("\u00ad", "-")


def body_size(pages: list[Page]) -> float:
    """The font size most of the text is set in."""
    counts = Counter()
    for page in pages:
        for line in page.lines:
            counts[round(line.size, 1)] += len(line.text)
    return counts.most_common(1)[0][0] if counts else 0.0


def _margin_key(text: str) -> str:
    return re.sub(r"\d+", "#", text.lower()).strip()


def _in_margin(line: TextLine, page: Page) -> str | None:
    if line.y0 > page.height * (1 - MARGIN_FRACTION):
        return "top"
    if line.y1 < page.height * MARGIN_FRACTION:
        return "bottom"
    return None


# How many distinct running headers and footers are kept for the name finder.
MAX_RUNNING = 8


def _repeated_margin_texts(pages: list[Page]) -> set[str]:
    if len(pages) < 2:
        return set()
    counts = Counter()
    for page in pages:
        counts.update({_margin_key(line.text) for line in page.lines if _in_margin(line, page)})
    # A bullet alone is no running header, however often a page's last item starts with one.
    return {key for key, count in counts.items() if count >= 2 and any(c.isalnum() for c in key)}


def _is_running_header_or_footer(line: TextLine, page: Page, number: int, repeated) -> bool:
    if PAGE_NUMBER_RE.match(line.text.strip()) and _at_page_edge(line, page):
        return True
    where = _in_margin(line, page)
    if not where:
        return False
    # The first page's top line is usually the applicant's name: keep it there.
    if where == "top" and number == 0:
        return False
    return _margin_key(line.text) in repeated


def _at_page_edge(line: TextLine, page: Page) -> bool:
    """The line is the page's lowest or highest, or lies in its top or bottom margin: where a
    page number stands, however far the body text comes down."""
    return (
        _in_margin(line, page) is not None
        or line.y0 <= min(ln.y0 for ln in page.lines)
        or line.y1 >= max(ln.y1 for ln in page.lines)
    )


def _columns(lines: list[TextLine], page: Page) -> list[list[TextLine]]:
    """Split a page at a vertical gutter when both sides carry real text columns, or at the
    edge of a sidebar's background panel."""
    gutter = _find_gutter(lines, page.width)
    if gutter is None:
        gutter = _panel_edge(lines, page)
    if gutter is None:
        return [lines]
    left = [ln for ln in lines if ln.x1 <= gutter]
    right = [ln for ln in lines if ln.x0 >= gutter]
    # The columns start at the topmost row where both sides have text; anything
    # above that (name, contact line) is a page-wide header, down to the first section
    # heading set in one column: that heading opens its column's first section.
    columns_top = max(
        (min(a.y1, b.y1) for a in left for b in right if a.y0 < b.y1 and b.y0 < a.y1),
        default=max(ln.y1 for ln in lines),
    )
    above = [ln for ln in lines if ln.y0 >= columns_top - 1]
    first_heading = max(
        (ln.y0 for ln in above if _in_one_column(ln, gutter) and heading_key(ln.text)),
        default=columns_top,
    )
    header = [ln for ln in above if ln.y0 > first_heading + 1]
    body = [ln for ln in lines if ln.y0 <= first_heading + 1]
    left = [ln for ln in body if (ln.x0 + ln.x1) / 2 < gutter]
    right = [ln for ln in body if (ln.x0 + ln.x1) / 2 >= gutter]
    return [header, left, right]


def _in_one_column(line: TextLine, gutter: float) -> bool:
    return line.x1 <= gutter or line.x0 >= gutter


# Each side of a panel's edge holds this many lines at least.
PANEL_MIN_LINES = 3


def _panel_edge(lines: list[TextLine], page: Page) -> float | None:
    """The inner edge of a sidebar panel when text lies on both sides of it and (almost)
    none runs across it."""
    edge = panel_gutter(page.panels, page.width)
    if edge is None:
        return None
    crossing = sum(1 for ln in lines if not _in_one_column(ln, edge))
    if crossing > max(2, len(lines) * GUTTER_MAX_CROSSING_SHARE):
        return None
    left = sum(1 for ln in lines if ln.x1 <= edge)
    if min(left, len(lines) - crossing - left) < PANEL_MIN_LINES:
        return None
    return edge


def _beside_margin_headings(lines: list[TextLine]) -> list[TextLine] | None:
    """A page whose left margin holds section headings only ("EDUCATION", "AWARDS & /
    PRIZES" wrapped over two lines), each beside its section, as one column read by
    rows: the wrapped headings joined, and the entry beside a heading a cell of its own.
    None for any other page."""
    # The page's last line may start at the left edge ("Last updated on 1 May 2021"), under
    # the body, not in the margin's column.
    lowest = min(lines, key=lambda ln: ln.y0, default=None)
    body_left = min(
        (ln.x0 for ln in lines if not _heading_like(ln) and ln is not lowest), default=None
    )
    if body_left is None:
        return None
    margin = [ln for ln in lines if ln.x1 < body_left]
    headings = _margin_heading_column(margin)
    if headings is None:
        return _plain_margin_headings(lines)
    return _headings_beside_entries(headings, [ln for ln in lines if ln.x1 >= body_left])


def _headings_beside_entries(headings: list[TextLine], rest: list[TextLine]) -> list[TextLine]:
    """The margin's headings, each known to be one by its place (a bold heading stays apart
    from the bold entry head beside it), and the entry beside each a cell of its own."""
    beside = {id(_leftmost_beside(heading, rest)) for heading in headings}
    marked = [replace(heading, margin_heading=True) for heading in headings]
    return marked + [replace(ln, cell_start=True) if id(ln) in beside else ln for ln in rest]


# Lines starting this close to the page's leftmost text (in points) share its left edge.
LEFT_EDGE_TOLERANCE = 2.0


def _plain_margin_headings(lines: list[TextLine]) -> list[TextLine] | None:
    """A left margin column of short labels set in the body's own type ("Education",
    "Honors and / Awards", "Selected / Refereed / Publications"), the entries indented
    beside them: the labels as headings, each a row of its own. Text reaching past the
    margin from the left edge is allowed only above the column (the name); None when
    the column holds anything but labels, or fewer of them read as headings."""
    if not lines:
        return None
    edge = min(ln.x0 for ln in lines)
    inner = [ln for ln in lines if ln.x0 - edge > LEFT_EDGE_TOLERANCE]
    if not inner:
        return None
    body_left = min(ln.x0 for ln in inner)
    at_edge = [ln for ln in lines if ln.x0 - edge <= LEFT_EDGE_TOLERANCE]
    margin = [ln for ln in at_edge if ln.x1 < body_left]
    if not margin or not all(_short_label(ln) for ln in margin):
        return None
    top = max(ln.y1 for ln in margin)
    if any(ln.x1 >= body_left and ln.y0 < top for ln in at_edge):
        return None
    headings = _margin_heading_column(margin, label=_short_label, all_known_suffices=True)
    if headings is None:
        return None
    return _headings_beside_entries(headings, [ln for ln in lines if ln not in margin])


def _margin_heading_column(
    left: list[TextLine], label=None, all_known_suffices: bool = False
) -> list[TextLine] | None:
    """The margin's headings with their wrapped lines joined, or None when the margin holds
    text of its own."""
    if not left or not all((label or _heading_like)(ln) for ln in left):
        return None
    joined: list[TextLine] = []
    bottom = 0.0  # the last heading's lowest line, wrapped or not
    for line in sorted(left, key=lambda ln: -ln.y1):
        last = joined[-1] if joined else None
        if last is not None and bottom - line.y1 < WRAPPED_HEADING_GAP * line.height:
            # A wrapped heading keeps its first line's place: it stands on the row of its
            # section's first line, not between that row and the next.
            joined[-1] = TextLine(
                min(last.x0, line.x0), max(last.x1, line.x1), last.y0, last.y1,
                f"{last.text} {line.text}", last.size, last.bold, last.cell_start,
                last.words + line.words,
            )  # fmt: skip
            bottom = line.y0
            continue
        joined.append(line)
        bottom = line.y0
    # "Languages" heads a section of its own in a margin of headings (spoken or programming).
    known = sum(1 for ln in joined if heading_key(ln.text) or SPOKEN_HEADING_RE.match(ln.text))
    if all_known_suffices and known == len(joined):
        return joined  # a page whose margin holds one heading, wrapped or not
    # The name and headline set large at the margin's top ("Ann / Roe / Data Analyst")
    # are no section of their own, and do not count against the headings under them.
    below_name = [ln for ln in joined if ln.size < max(h.size for h in joined)]
    name_on_top = below_name and all(
        ln.y0 > max(b.y1 for b in below_name) for ln in joined if ln not in below_name
    )
    counted = below_name if name_on_top else joined
    return joined if known >= 2 and known * 2 >= len(counted) else None


def _leftmost_beside(heading: TextLine, lines: list[TextLine]) -> TextLine | None:
    level = [ln for ln in lines if ln.y0 < heading.y1 and heading.y0 < ln.y1]
    return min(level, key=lambda ln: ln.x0, default=None)


# A margin heading's line holds at most this many words ("AWARDS &", "WORK EXPERIENCE").
MAX_MARGIN_HEADING_WORDS = 3


def _short_label(line: TextLine) -> bool:
    text = line.text.strip()
    return len(text.split()) <= MAX_MARGIN_HEADING_WORDS and not DATE_CELL_RE.search(text)


def _heading_like(line: TextLine) -> bool:
    text = line.text.strip()
    short = len(text.split()) <= MAX_MARGIN_HEADING_WORDS and not DATE_CELL_RE.search(text)
    return short and (text.isupper() or line.bold)


# Two columns are looked for on a page of this many lines or more, each holding at least
# COLUMN_MIN_LINES of them.
GUTTER_MIN_PAGE_LINES = 16
COLUMN_MIN_LINES = 8
# Lines in this top share of the text's height (name, contact header) may span both columns.
SPANNING_TOP_SHARE = 0.2
# The gutter is sought between these shares of the page's width; at most this share of the
# lines (or two) may cross it.
GUTTER_SEARCH_FROM = 0.25
GUTTER_SEARCH_TO = 0.75
GUTTER_MAX_CROSSING_SHARE = 0.05
# A text column's lines are this share of the page wide at least (median); the wider column
# at least WIDE_COLUMN_SHARE, unless both sides have section headings of their own.
COLUMN_MIN_WIDTH_SHARE = 0.07
WIDE_COLUMN_SHARE = 0.25
# A side whose lines are short dates (under DATE_CELL_MAX_CHARS) past this share is a column
# of dates beside the entries, not a text column.
DATE_COLUMN_SHARE = 0.4
DATE_CELL_MAX_CHARS = 30


def _find_gutter(lines: list[TextLine], width: float) -> float | None:
    if len(lines) < GUTTER_MIN_PAGE_LINES:
        return None
    page_top = max(ln.y1 for ln in lines)
    spanning = (page_top - min(ln.y0 for ln in lines)) * SPANNING_TOP_SHARE
    body = [ln for ln in lines if ln.y1 < page_top - spanning]
    steps = range(int(width * GUTTER_SEARCH_FROM), int(width * GUTTER_SEARCH_TO), 2)
    crossings = _crossings(body, steps)
    if not crossings or min(crossings) > max(2, len(lines) * GUTTER_MAX_CROSSING_SHARE):
        return None
    best = steps[crossings.index(min(crossings))]  # the leftmost of the least crossed
    left = [ln for ln in lines if ln.x1 <= best]
    right = [ln for ln in lines if ln.x0 >= best]
    if len(left) < COLUMN_MIN_LINES or len(right) < COLUMN_MIN_LINES:
        return None
    # A column of right-aligned dates is not a text column: real columns are wide
    # and share their vertical extent.
    widths = sorted([_median_width(left), _median_width(right)])
    if widths[0] < width * COLUMN_MIN_WIDTH_SHARE or (
        widths[1] < width * WIDE_COLUMN_SHARE
        and not _both_sectioned(left, right)
        and not (min(crossings) == 0 and _clean_wide_columns(left, right, width))
    ):
        return None
    if _date_share(left) > DATE_COLUMN_SHARE or _date_share(right) > DATE_COLUMN_SHARE:
        return None
    if _row_cells(right, left):
        return None
    overlap = min(max(ln.y1 for ln in left), max(ln.y1 for ln in right)) - max(
        min(ln.y0 for ln in left), min(ln.y0 for ln in right)
    )
    return best if overlap > 0 else None


def _crossings(lines: list[TextLine], steps: range) -> list[int]:
    """For each x in steps, how many lines run across it (x0 < x < x1): each line adds one
    over the run of steps it spans, summed in one pass instead of a pass per step."""
    changes = [0] * (len(steps) + 1)
    for line in lines:
        first, end = bisect_right(steps, line.x0), bisect_left(steps, line.x1)
        if first < end:
            changes[first] += 1
            changes[end] -= 1
    return list(accumulate(changes[:-1]))


# A heading set this much larger than its column's text stands out as one (tuned apart from
# typography.HEADING_SIZE_RATIO, the figure for a page's heading styles).
COLUMN_HEADING_SIZE_RATIO = 1.15
DATE_CELL_RE = re.compile(rf"\b{YEAR}\b|\bpresent\b", re.IGNORECASE)


def _date_share(lines: list[TextLine]) -> float:
    dates = sum(
        1 for ln in lines if DATE_CELL_RE.search(ln.text) and len(ln.text) < DATE_CELL_MAX_CHARS
    )
    return dates / len(lines)


# A side whose lines end on one edge (within LEFT_EDGE_TOLERANCE) and sit level with a line
# of the other side, this share of them at least, holds the cells of the other side's rows.
ROW_CELL_SHARE = 0.8


def _row_cells(side: list[TextLine], other: list[TextLine]) -> bool:
    """Places, dates and labels set flush right beside the entries' rows ("Porto, Portugal"
    beside the employer, "Jun. 2023 - Present" beside the title, "Masters Dissertation"
    beside a project): ends lined up, starts ragged, and level with a line of the entries'
    side. A text column starts its lines on one edge instead."""
    right_edge = max(ln.x1 for ln in side)
    left_edge = min(ln.x0 for ln in side)
    flush = sum(1 for ln in side if right_edge - ln.x1 <= LEFT_EDGE_TOLERANCE)
    aligned_starts = sum(1 for ln in side if ln.x0 - left_edge <= LEFT_EDGE_TOLERANCE)
    # Level with a line of the other side: one of those starting below this line's top
    # reaches above its bottom (sorted once, so a long page is no quadratic work).
    others = sorted(other, key=lambda o: o.y0)
    bottoms = [o.y0 for o in others]
    highest = list(accumulate((o.y1 for o in others), max))
    level = 0
    for ln in side:
        below_top = bisect_left(bottoms, ln.y1)
        level += below_top > 0 and highest[below_top - 1] > ln.y0
    needed = ROW_CELL_SHARE * len(side)
    return flush >= needed and level >= needed and aligned_starts * 2 < len(side)


def _both_sectioned(left: list[TextLine], right: list[TextLine]) -> bool:
    """A sidebar beside a main column of short rows (entry, then its date far right): each
    side has section headings of its own, set apart in capitals or in larger type. A form's
    column of row labels (Europass) is the only side with headings."""

    return _headings(left) >= 2 and _headings(right) >= 2


def _headings(lines: list[TextLine]) -> int:
    """Section headings of a column, set apart in capitals or in larger type."""
    sizes = sorted(ln.size for ln in lines)
    body = sizes[len(sizes) // 2]
    return sum(
        1
        for ln in lines
        if (ln.text.strip().isupper() or ln.size >= COLUMN_HEADING_SIZE_RATIO * body)
        and heading_key(ln.text)
    )


def _clean_wide_columns(left: list[TextLine], right: list[TextLine], width: float) -> bool:
    """Two columns of short rows (wrapped references beside entries with dates far right)
    with no line across the gutter: each side spans a wide share of the page and opens a
    section of its own under a heading set in larger type."""

    def spans_wide(lines):
        return max(ln.x1 for ln in lines) - min(ln.x0 for ln in lines) >= width * WIDE_COLUMN_SHARE

    return spans_wide(left) and spans_wide(right) and min(_headings(left), _headings(right)) >= 1


def _median_width(lines: list[TextLine]) -> float:
    widths = sorted(ln.x1 - ln.x0 for ln in lines)
    return widths[len(widths) // 2]
