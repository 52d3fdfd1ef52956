"""A sidebar drawn as a coloured panel: a filled rectangle down one edge of the page.

Résumé builders (Canva, Word and Google Docs templates, HTML printed to PDF) set contacts,
skills and languages on a tinted strip beside the main column. Its items are short ("CSS",
an icon and a handle), so the text alone looks like a column of dates; the panel behind
them says where the sidebar ends.
"""

from pdfminer.layout import LTCurve, LTFigure

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
