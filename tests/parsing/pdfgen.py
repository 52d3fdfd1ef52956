"""A few lines of PDF syntax: Helvetica text at given positions, enough to test layout.

A run is (x, y, text), optionally followed by a font size and a style ("regular",
"bold" or "italic": Helvetica, Helvetica-Bold, Helvetica-Oblique; "dingbats" or "symbol"
for a bullet glyph). Pages are lists
of runs, so two columns, several pages and right-aligned dates are just positions.
"""

from pathlib import Path

from pdfminer.fontmetrics import FONT_METRICS

PAGE_WIDTH, PAGE_HEIGHT = 612, 792
FONTS = {
    "regular": "Helvetica",
    "bold": "Helvetica-Bold",
    "italic": "Helvetica-Oblique",
    # Symbol fonts, whose glyphs (bullets, arrows, boxes) extract as letters: "n" is a square.
    "dingbats": "ZapfDingbats",
    "symbol": "Symbol",
    # An icon font (not embedded here): its glyphs extract as whatever letter they sit on.
    "icons": "FontAwesome",
}
FONT_KEYS = {style: f"F{n}" for n, style in enumerate(FONTS, start=1)}


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def text_width(text: str, size: float = 10, style: str = "regular") -> float:
    """Width in points, from the standard font metrics (for right-aligned runs)."""
    widths = FONT_METRICS.get(FONTS[style], FONT_METRICS["Helvetica"])[1]
    return sum(widths.get(char, 556) for char in text) * size / 1000


def _run_operator(run: tuple, default_size: float) -> str:
    x, y, text, *rest = run
    size = rest[0] if rest else default_size
    style = rest[1] if len(rest) > 1 else "regular"
    # "up": turned a quarter anticlockwise, read up the page.
    place = f"0 1 -1 0 {x:.2f} {y:.2f} Tm" if rest[2:] == ["up"] else f"{x:.2f} {y:.2f} Td"
    return f"BT /{FONT_KEYS[style]} {size} Tf {place} ({_escape(text)}) Tj ET\n"


def _panel_operator(box: tuple) -> str:
    x0, y0, x1, y1 = box
    return f"q 0.85 0.88 0.92 rg {x0} {y0} {x1 - x0} {y1 - y0} re f Q\n"


def _frame_operator(box: tuple) -> str:
    x0, y0, x1, y1 = box
    return f"q 0.5 G 0.8 w {x0} {y0} {x1 - x0} {y1 - y0} re S Q\n"


def _link_annotations(links: list[tuple]) -> str:
    annotations = " ".join(
        f"<< /Type /Annot /Subtype /Link /Rect [{x0} {y0} {x1} {y1}] "
        f"/A << /S /URI /URI ({_escape(uri)}) >> >>"
        for x0, y0, x1, y1, uri in links
    )
    return f" /Annots [{annotations}]" if links else ""


def make_pdf(
    pages: list[list[tuple]],
    size: float = 10,
    extra_trailer: str = "",
    links=None,
    panels=None,
    frames=None,
    drawn_after=None,
) -> bytes:
    """pages: for each page, (x, y, text[, size[, style[, "up"]]]) runs; y counts from the
    bottom; "up" turns the run a quarter to read up the page.
    links: for each page, (x0, y0, x1, y1, uri) link annotations.
    panels: for each page, (x0, y0, x1, y1) rectangles filled in a light grey under the text
    (a sidebar's background).
    frames: for each page, (x0, y0, x1, y1) rectangles outlined in grey (a tag's box).
    drawn_after: for each page, rectangles outlined after its text (icons drawn late)."""
    objects: list[str] = []
    page_ids = []
    objects.append("<< /Type /Catalog /Pages 2 0 R >>")
    objects.append("")  # pages, filled in below
    font_ids = {}
    for style, base in FONTS.items():
        # A font outside the standard 14 needs a descriptor to carry its name.
        descriptor = (
            ""
            if base in FONT_METRICS
            else f" /FontDescriptor << /Type /FontDescriptor /FontName /{base} /Flags 4"
            " /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200"
            " /CapHeight 700 /StemV 80 >> /FirstChar 32 /LastChar 126"
            f" /Widths [{' '.join(['600'] * 95)}]"
        )
        objects.append(
            f"<< /Type /Font /Subtype /Type1 /BaseFont /{base} /Encoding /WinAnsiEncoding"
            f"{descriptor} >>"
        )
        font_ids[style] = len(objects)
    fonts = " ".join(f"/{FONT_KEYS[s]} {i} 0 R" for s, i in font_ids.items())
    for number, runs in enumerate(pages):
        stream = "".join(_panel_operator(box) for box in (panels[number] if panels else []))
        stream += "".join(_frame_operator(box) for box in (frames[number] if frames else []))
        stream += "".join(_run_operator(run, size) for run in runs)
        stream += "".join(
            _frame_operator(box) for box in (drawn_after[number] if drawn_after else [])
        )
        objects.append(f"<< /Length {len(stream.encode('cp1252'))} >>\nstream\n{stream}endstream")
        content_id = len(objects)
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_WIDTH} {PAGE_HEIGHT}] "
            f"/Resources << /Font << {fonts} >> >> /Contents {content_id} 0 R"
            f"{_link_annotations(links[number] if links else [])} >>"
        )
        page_ids.append(len(objects))
    kids = " ".join(f"{i} 0 R" for i in page_ids)
    objects[1] = f"<< /Type /Pages /Kids [{kids}] /Count {len(page_ids)} >>"
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("cp1252")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += "".join(f"{o:010d} 00000 n \n" for o in offsets).encode()
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R {extra_trailer}>>\n"
        f"startxref\n{xref}\n%%EOF\n"
    ).encode()
    return out


def lines_at(x: float, top: float, texts: list[str], leading: float = 14) -> list[tuple]:
    """Runs for consecutive lines starting at y=top and going down."""
    return [(x, top - i * leading, text) for i, text in enumerate(texts)]


class Canvas:
    """A cursor that writes lines down a page and starts a new page at the bottom margin."""

    def __init__(self, top: float = 750, bottom: float = 60, leading: float = 13):
        self.pages: list[list[tuple]] = [[]]
        self.top, self.bottom, self.leading = top, bottom, leading
        self.y = top

    def text(self, x, text, size=10, style="regular", y=None):
        self.pages[-1].append((x, self.y if y is None else y, text, size, style))

    def right(self, x_right, text, size=10, style="regular", y=None):
        self.text(x_right - text_width(text, size, style), text, size, style, y)

    def centre(self, x_mid, text, size=10, style="regular"):
        self.text(x_mid - text_width(text, size, style) / 2, text, size, style)

    def down(self, lines: float = 1):
        self.y -= self.leading * lines
        if self.y < self.bottom:
            self.new_page()

    def new_page(self):
        self.pages.append([])
        self.y = self.top

    def pdf(self) -> bytes:
        return make_pdf([page for page in self.pages if page])


MARGIN_LEFT, MARGIN_RIGHT = 54, PAGE_WIDTH - 54
PAGE_MIDDLE = PAGE_WIDTH / 2


def section_writer(c: Canvas, left: float = MARGIN_LEFT, right: float = MARGIN_RIGHT):
    """heading(title) and row(text, date) for CV-like pages: dates right-aligned at `right`."""

    def heading(title, size=11.5):
        c.down(0.4)
        c.text(left, title, size, "bold")
        c.down(1.4)

    def row(text, date="", style="regular", indent=0, size=10):
        c.text(left + indent, text, size, style)
        if date:
            c.right(right, date, size)
        c.down()

    return heading, row


def write_documents(documents: dict, argv: list[str], default_folder: Path) -> None:
    """Writes each named document's bytes into the folder given on the command line."""
    out = Path(argv[1]) if len(argv) > 1 else default_folder
    out.mkdir(parents=True, exist_ok=True)
    for name, build in documents.items():
        (out / name).write_bytes(build())


def letter_spaced(x, y, text, size=10, style="regular", tracking=2.0, kerned=()) -> list[tuple]:
    """One run per character, `tracking` points apart (0 after the positions in `kerned`),
    as design tools set letter-spaced headings."""
    runs = []
    for position, char in enumerate(text):
        if char != " ":
            runs.append((x, y, char, size, style))
        x += text_width(char, size, style) + (0 if position in kerned else tracking)
    return runs
