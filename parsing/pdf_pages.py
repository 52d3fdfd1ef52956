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
from pdfminer.layout import (
    LAParams,
    LTAnno,
    LTChar,
    LTFigure,
    LTLayoutContainer,
    LTPage,
    LTTextLineHorizontal,
)
from pdfminer.pdffont import PDFType3Font, PDFUnicodeNotDefined
from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdftypes import resolve1
from pdfminer.utils import INF

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
    chars, others = [], []
    for obj in container:
        if isinstance(obj, LTChar):
            matrix = obj.matrix  # is_turned, without a call for each character
            if not abs(matrix[1]) > abs(matrix[0]):
                chars.append(obj)
                continue
        others.append(obj)
    for obj in others:
        if isinstance(obj, LTFigure):
            analyze_lines(obj, laparams)
    if not chars:
        lines = []
    elif laparams.detect_vertical:
        lines = list(container.group_objects(laparams, chars))
        for line in lines:
            line.analyze(laparams)
    else:
        lines = [_text_line(run, laparams.word_margin) for run in _line_runs(chars, laparams)]
    container._objs = [*lines, *others]


# pdfminer's group_objects and LTTextLine.analyze for horizontal text, written out: they
# call a method or two per comparison and per character added (a fifth of the extraction's
# own time). The tests and the results are pdfminer's, in its order of operations.
def _line_runs(chars: list[LTChar], laparams: LAParams) -> list[list[LTChar]]:
    """The characters of each text line, as group_objects finds them without
    detect_vertical: consecutive characters that overlap vertically by line_overlap of the
    smaller one and lie within char_margin widths of each other."""
    # min(a, b) is written "b if b < a else a" and max(a, b) "b if b > a else a": the same
    # result (NaN and signed zeros included) without a call.
    line_overlap, char_margin = laparams.line_overlap, laparams.char_margin
    runs: list[list[LTChar]] = []
    run = None
    obj0 = None
    for obj1 in chars:
        if obj0 is not None:
            halign = False
            if obj1.y0 <= obj0.y1 and obj0.y0 <= obj1.y1:
                below, above = abs(obj0.y0 - obj1.y1), abs(obj0.y1 - obj1.y0)
                voverlap = above if above < below else below
                h0, h1 = obj0.height, obj1.height
                if (h1 if h1 < h0 else h0) * line_overlap < voverlap:
                    if obj1.x0 <= obj0.x1 and obj0.x0 <= obj1.x1:
                        hdistance = 0
                    else:
                        left, right = abs(obj0.x0 - obj1.x1), abs(obj0.x1 - obj1.x0)
                        hdistance = right if right < left else left
                    w0, w1 = obj0.width, obj1.width
                    halign = hdistance < (w1 if w1 > w0 else w0) * char_margin
            if halign and run is not None:
                run.append(obj1)
            elif run is not None:
                runs.append(run)
                run = None
            elif halign:
                run = [obj0, obj1]
            else:
                runs.append([obj0])
        obj0 = obj1
    runs.append(run if run is not None else [obj0])
    return runs


def _text_line(chars: list[LTChar], word_margin: float) -> LTTextLineHorizontal:
    """The LTTextLineHorizontal that adding the characters one by one and analysing it
    builds: a space (LTAnno) before a character set apart by more than word_margin of its
    size, a newline at the end, the bounding box grown character by character."""
    line = LTTextLineHorizontal(word_margin)
    objs = []
    last_x1 = line._x1
    for obj in chars:
        if word_margin:
            width, height = obj.width, obj.height
            if last_x1 < obj.x0 - word_margin * (height if height > width else width):
                objs.append(LTAnno(" "))
        last_x1 = obj.x1
        objs.append(obj)
    objs.append(LTAnno("\n"))
    line._objs = objs
    line._x1 = last_x1
    # min() and max() over INF and then each character's edge, in order: the same fold as
    # growing the box one character at a time.
    line.set_bbox(
        (
            min(+INF, *[c.x0 for c in chars]),
            min(+INF, *[c.y0 for c in chars]),
            max(-INF, *[c.x1 for c in chars]),
            max(-INF, *[c.y1 for c in chars]),
        )
    )
    return line


_new_char = object.__new__


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

    def render_char(self, matrix, font, fontsize, scaling, rise, cid, ncs, graphicstate):
        """pdfminer's render_char and LTChar.__init__ for a horizontal font, written out:
        its calls per character (the bounding box through four matrix products and a helper
        for each) were a tenth of the extraction. The same arithmetic in the same order."""
        if font.is_vertical():
            return super().render_char(
                matrix, font, fontsize, scaling, rise, cid, ncs, graphicstate
            )
        try:
            text = font.to_unichr(cid)
            assert isinstance(text, str), str(type(text))
        except PDFUnicodeNotDefined:
            text = self.handle_undefined_char(font, cid)
        item = _new_char(LTChar)
        item._text = text
        item.matrix = matrix
        item.fontname = font.fontname
        item.ncs = ncs
        item.graphicstate = graphicstate
        adv = item.adv = font.char_width(cid) * fontsize * scaling
        descent = font.get_descent() * fontsize
        bottom, top = descent + rise, descent + rise + fontsize
        a, b, c, d, e, f = matrix
        item.upright = a * d * scaling > 0 and b * c <= 0
        # pdfminer.utils.apply_matrix_rect of (0, bottom, adv, top).
        left1, bottom1 = a * 0 + c * bottom + e, b * 0 + d * bottom + f
        right1, bottom2 = a * adv + c * bottom + e, b * adv + d * bottom + f
        right2, top1 = a * adv + c * top + e, b * adv + d * top + f
        left2, top2 = a * 0 + c * top + e, b * 0 + d * top + f
        x0, y0 = min(left1, left2, right1, right2), min(bottom1, bottom2, top1, top2)
        x1, y1 = max(left1, left2, right1, right2), max(bottom1, bottom2, top1, top2)
        if x1 < x0:
            x0, x1 = x1, x0
        if y1 < y0:
            y0, y1 = y1, y0
        item.x0, item.y0, item.x1, item.y1 = x0, y0, x1, y1
        item.width = x1 - x0
        item.height = item.size = y1 - y0
        item.bbox = (x0, y0, x1, y1)
        self.cur_item.add(item)
        return adv

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
