"""pdfminer.six's extract_pages with bounds: at most MAX_PDF_PAGES pages, at most
MAX_PAGE_OBJECTS characters and shapes of a page laid out (pdfminer's grouping of
characters into lines is quadratic on a page packed with tiny text), and at most
MAX_PAGE_PATH_SEGMENTS lines and curves of its shapes (a page whose text was printed as
outlines has no characters, only tens of thousands of curves), MAX_TEXT_PAGE_PATH_SEGMENTS
once the page has shown its text.

Of pdfminer's layout analysis only the first step runs: characters into text lines. The
parser reads each line's characters and orders the lines itself (parsing.pdf_layout), so
pdfminer's grouping of lines into text boxes, a neighbour search per line, is skipped.
"""

import io
import re
from collections.abc import Iterator

from pdfminer.converter import PDFPageAggregator
from pdfminer.layout import LAParams, LTChar, LTFigure, LTLayoutContainer, LTPage
from pdfminer.pdffont import PDFType3Font
from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdftypes import resolve1

from parsing.limits import (
    MAX_PAGE_OBJECTS,
    MAX_PAGE_PATH_SEGMENTS,
    MAX_PDF_PAGES,
    MAX_TEXT_PAGE_PATH_SEGMENTS,
    MIN_TEXT_PAGE_CHARS,
)


def is_turned(char: LTChar) -> bool:
    """Set running up or down the page: its text matrix turns it a quarter."""
    a, b = char.matrix[0], char.matrix[1]
    return abs(b) > abs(a)


class _PageFull(Exception):
    """Raised by the device once a page holds MAX_PAGE_OBJECTS, or its shapes
    MAX_PAGE_PATH_SEGMENTS: the interpreter stops reading the page's content stream there
    instead of running the rest of it."""


# Why a page was cut short: too many characters and shapes, or too many lines and curves.
CUT_TEXT, CUT_SHAPES = "text", "shapes"


def analyze_lines(container: LTLayoutContainer, laparams: LAParams) -> None:
    """The container's characters grouped into text lines (pdfminer's group_objects), in
    the order they were drawn, those of its figures too; its other objects kept after them."""
    # Characters turned a quarter (a name set up the side of a sidebar) stay out of the
    # grouping into lines, which is for horizontal text: parsing.pdf_rotated reads them.
    chars = [obj for obj in container if isinstance(obj, LTChar) and not is_turned(obj)]
    others = [obj for obj in container if not isinstance(obj, LTChar) or is_turned(obj)]
    for obj in others:
        if isinstance(obj, LTFigure):
            analyze_lines(obj, laparams)
    lines = list(container.group_objects(laparams, chars)) if chars else []
    for line in lines:
        line.analyze(laparams)
    container._objs = [*lines, *others]


class _BoundedAggregator(PDFPageAggregator):
    def __init__(self, resources: PDFResourceManager, laparams: LAParams) -> None:
        # pdfminer's own analysis (lines, then text boxes) is off: end_page runs analyze_lines.
        super().__init__(resources, laparams=None)
        self.line_params = laparams

    def begin_page(self, page: PDFPage, ctm) -> None:
        self.objects = self.segments = self.chars = 0
        super().begin_page(page, ctm)

    # Counted per string shown and per shape painted, not per character: a call less per
    # character is most of what this device costs over pdfminer's own.
    def render_string(self, *args, **kwargs) -> None:
        before = len(self.cur_item._objs)
        super().render_string(*args, **kwargs)
        added = len(self.cur_item._objs) - before
        self.chars += added
        self._count(added)

    def paint_path(self, gstate, stroke, fill, evenodd, path) -> None:
        super().paint_path(gstate, stroke, fill, evenodd, path)
        self.segments += len(path)
        if self._shapes_past_limit():
            raise _PageFull
        self._count(1)

    def _shapes_past_limit(self) -> bool:
        """A page of outlines instead of text stops at MAX_PAGE_PATH_SEGMENTS; a page that
        shows its text among many drawn shapes (icons, charts, a vector badge) is read on
        up to MAX_TEXT_PAGE_PATH_SEGMENTS."""
        if self.chars < MIN_TEXT_PAGE_CHARS:
            return self.segments > MAX_PAGE_PATH_SEGMENTS
        return self.segments > MAX_TEXT_PAGE_PATH_SEGMENTS

    def render_image(self, *args, **kwargs) -> None:
        super().render_image(*args, **kwargs)
        self._count(1)

    def _count(self, added: int) -> None:
        self.objects += added
        if self.objects > MAX_PAGE_OBJECTS:
            raise _PageFull

    def end_page(self, page: PDFPage) -> None:
        self.cut = (
            CUT_TEXT if self.objects > MAX_PAGE_OBJECTS
            else CUT_SHAPES if self._shapes_past_limit()
            else ""
        )  # fmt: skip
        del self.cur_item._objs[MAX_PAGE_OBJECTS:]  # a last long string may have run past
        while self._stack:  # stopped inside a form XObject: close it as pdfminer would
            self.end_figure(None)
        analyze_lines(self.cur_item, self.line_params)
        super().end_page(page)


# TeX's bitmap fonts (Type 3, no ToUnicode) name each glyph by its code ("/a233"), which
# pdfminer cannot read, so the code falls back to the Standard encoding ("Ø" for "é"). In
# TeX's T1 encoding the accented letters sit at their Latin-1 codes, these few aside.
CODE_NAMED_GLYPH_RE = re.compile(r"^a(\d{3})$")
LATIN1_LETTERS = range(0xC0, 0x100)
NOT_LATIN1_IN_T1 = {0xD7, 0xDF, 0xF7, 0xFF}


class _Resources(PDFResourceManager):
    def get_font(self, objid, spec):
        font = super().get_font(objid, spec)
        if isinstance(font, PDFType3Font) and font.unicode_map is None:
            encoding = resolve1(spec.get("Encoding")) if isinstance(spec, dict) else None
            differences = (
                resolve1(encoding.get("Differences", [])) if isinstance(encoding, dict) else []
            )
            for item in differences or []:
                match = CODE_NAMED_GLYPH_RE.match(getattr(item, "name", "") or "")
                code = int(match[1]) if match else -1
                if code in LATIN1_LETTERS and code not in NOT_LATIN1_IN_T1:
                    font.cid2unicode[code] = chr(code)
        return font


def bounded_pages(data: bytes, laparams: LAParams) -> Iterator[tuple[PDFPage, LTPage, str]]:
    """Each page (for its annotations), its layout, and why the rest of the page was left
    out (CUT_TEXT, CUT_SHAPES), or "" where all of it was read."""
    resources = _Resources(caching=True)
    device = _BoundedAggregator(resources, laparams=laparams)
    interpreter = PDFPageInterpreter(resources, device)
    for page in PDFPage.get_pages(io.BytesIO(data), maxpages=MAX_PDF_PAGES, caching=True):
        try:
            interpreter.process_page(page)
        except _PageFull:
            device.end_page(page)
        yield page, device.get_result(), device.cut
