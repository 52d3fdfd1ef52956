"""Shapes drawn under the text that tell its layout.

A sidebar drawn as a coloured panel: résumé builders (Canva, Word and Google Docs templates,
HTML printed to PDF) set contacts, skills and languages on a tinted strip down one edge of
the page. Its items are short ("CSS", an icon and a handle), so the text alone looks like a
column of dates; the panel behind them says where the sidebar ends.

Tags: skills set each in a box of its own ("Spring Boot" "Flask" "Docker" in a row of
outlined or shaded boxes) sit a word space apart; the boxes say where one item ends.
"""

from bisect import bisect_left, bisect_right

from pdfminer.layout import LTCurve, LTFigure

from parsing.pdf_rows import TextLine, cell_line

# A panel runs down at least this share of the page's height, is between these shares of
# its width wide, and starts (or ends) this close to the page's left (or right) edge.
PANEL_MIN_HEIGHT_SHARE = 0.5
PANEL_MIN_WIDTH_SHARE = 0.1
PANEL_MAX_WIDTH_SHARE = 0.45
PANEL_EDGE_SHARE = 0.06


def side_panels(layout) -> list[tuple[float, float]]:
    """The x ranges of the filled strips down the page's left or right edge (LTRect is an
    LTCurve; a shape drawn as a closed path counts too), clipped to the page."""
    width, height = layout.width, layout.height
    panels = []
    for shape in _shapes(layout):
        if not shape.fill:
            continue
        x0, x1 = max(shape.x0, 0.0), min(shape.x1, width)
        tall = min(shape.y1, height) - max(shape.y0, 0.0) >= height * PANEL_MIN_HEIGHT_SHARE
        wide = x1 - x0
        if not tall or not width * PANEL_MIN_WIDTH_SHARE <= wide <= width * PANEL_MAX_WIDTH_SHARE:
            continue
        if x0 <= width * PANEL_EDGE_SHARE or x1 >= width * (1 - PANEL_EDGE_SHARE):
            panels.append((x0, x1))
    return panels


def _shapes(container):
    for item in container:
        if isinstance(item, LTCurve):
            yield item
        elif isinstance(item, LTFigure):
            yield from _shapes(item)


def panel_gutter(panels: list[tuple[float, float]], width: float) -> float | None:
    """Where the sidebar panel meets the main column: the inner edge of the widest panel."""
    if not panels:
        return None
    x0, x1 = max(panels, key=lambda p: p[1] - p[0])
    return x1 if x0 <= width * PANEL_EDGE_SHARE else x0


# A tag's box is between these multiples of its line's height tall, and narrower than
# TAG_MAX_WIDTH_SHARE of the page.
TAG_MIN_HEIGHT_RATIO = 0.8
TAG_MAX_HEIGHT_RATIO = 3.0
TAG_MAX_WIDTH_SHARE = 0.5


def tag_boxes(layout) -> list:
    """Small closed shapes (outlined or filled) that may each frame a word or two, sorted
    by their left edge (pdfminer's own objects: a page may draw thousands)."""
    limit = layout.width * TAG_MAX_WIDTH_SHARE
    boxes = [
        shape
        for shape in _shapes(layout)
        if (shape.fill or shape.stroke) and shape.width < limit and shape.height > 1.0
    ]
    boxes.sort(key=_left)
    return boxes


def _left(shape) -> float:
    return shape.x0


def split_at_boxes(lines: list[TextLine], boxes) -> list[TextLine]:
    """Each box's words a cell of their own: a line cut between two words in two different
    boxes, and a line boxed whole a new cell on its row (a word space from the tag before)."""
    if not boxes:
        return lines
    lefts = [box.x0 for box in boxes]
    out: list[TextLine] = []
    for line in lines:
        fitting = _boxes_of(line, boxes, lefts)
        if not fitting:
            out.append(line)
            continue
        owners = [_box_of(word, fitting) for word in line.words]
        start = 0
        for i in range(1, len(owners) + 1):
            if i < len(owners) and (owners[i] is None or owners[i] == owners[i - 1]):
                continue  # the same box, or no box: one cell
            boxed = all(owner is not None for owner in owners[start:i])
            cell_start = line.cell_start if start == 0 and not boxed else True
            out.append(cell_line(line.words[start:i], line.y0, line.y1, cell_start))
            start = i
    return out


def _boxes_of(line: TextLine, boxes, lefts) -> list:
    """The boxes around parts of the line, tag-sized for its type, holding its middle."""
    middle = (line.y0 + line.y1) / 2
    height = line.y1 - line.y0
    return [
        box
        for box in boxes[bisect_left(lefts, line.x0 - height) : bisect_right(lefts, line.x1)]
        if box.y0 <= middle <= box.y1
        and height * TAG_MIN_HEIGHT_RATIO <= box.height <= height * TAG_MAX_HEIGHT_RATIO
        and box.width < line.x1 - line.x0 + height * 2
    ]


def _box_of(word, boxes) -> int | None:
    return next((i for i, box in enumerate(boxes) if box.x0 <= word.x0 and word.x1 <= box.x1), None)
