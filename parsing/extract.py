"""Bytes to a Document: type detection by content, decoding, per-format extraction."""

import io
import re
import zipfile
import zlib
from itertools import islice

from lxml.etree import XMLSyntaxError

from parsing.dates import is_date_only
from parsing.document import Document, Link, finish, finish_styled
from parsing.errors import ParseError
from parsing.ligatures import restore_ligatures, restore_small_caps_i
from parsing.limits import (
    MAX_HTML_SOURCE_CHARS,
    MAX_LINES,
    MAX_PAGE_OBJECTS,
    MAX_PDF_PAGES,
    MAX_TEXT_CHARS,
    NESTED_TOO_DEEPLY,
    PAGE_CUT_WARNING,
    PAGES_CUT_WARNING,
    SHAPES_CUT_WARNING,
    TEXT_CUT_WARNING,
    check_docx,
    check_html_depth,
    check_pdf_references,
    check_pdf_streams,
    cut_text,
    limit_markdown,
    restore_brackets,
    without_scripts,
    wrap_long_line,
)
from parsing.markup import html_document, markdown_document
from parsing.pdf_layout import body_size, pdf_lines, read_pages
from parsing.pdf_pages import CUT_SHAPES, CUT_TEXT
from parsing.structured import FRONT_MATTER_RE

NO_TEXT_LAYER = "no text layer (scanned PDF?): no OCR is done"
# What zipfile and lxml raise on a damaged archive or part: a bad CRC or header, a broken
# deflate stream, an unknown compression method, an encrypted member, malformed XML.
DAMAGED_ZIP_ERRORS = (
    zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError, XMLSyntaxError,
)  # fmt: skip
HTML_START_RE = re.compile(r"\A\s*(<!doctype html|<html|<head|<body|<\?xml[^>]*>\s*<html)", re.I)
ATX_HEADING_RE = re.compile(r"^#{1,6}\s+\S", re.M)
MARKDOWN_CUES = (
    ATX_HEADING_RE,
    re.compile(r"\*\*[^*\n]+\*\*"),
    # No "[" in the text and no "(" in the target: each search then stays linear.
    re.compile(r"\[[^\[\]\n]+\]\([^()\s]+\)"),
    re.compile(r"\A\s*---\s*\n.*?\n---\s*\n", re.S),
    re.compile(r"^[ \t]*<(h[1-6]|div|p|font|br)\b", re.M | re.I),
    re.compile(r"<a\s[^>]*href=", re.I),
    re.compile(r"<https?://[^>\s]+>"),
    re.compile(r"^(?:```|~~~)", re.M),  # a fenced code block
)


def detect_format(data: bytes) -> str:
    head = data[:1024].lstrip()
    if b"%PDF-" in data[:1024]:
        return "pdf"
    if head.startswith(b"PK\x03\x04"):
        return "docx"
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "text"
    if b"\x00" in data[:4096]:
        return "binary"
    return "text"


def decode_text(data: bytes) -> str:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        # A UTF-16 file cut short (an odd byte at the end) keeps what it holds.
        return data.decode("utf-16", errors="replace")
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def text_flavour(text: str) -> str:
    """Tell HTML, Markdown and plain text apart by their content."""
    if HTML_START_RE.match(text):
        return "html"
    if FRONT_MATTER_RE.match(text):
        return "markdown"
    hits = sum(1 for cue in MARKDOWN_CUES if cue.search(text))
    # "# Curriculum Vitae", "## Jane Doe", "## Education": headings set with "#" on two lines
    # or more are Markdown's own, even with nothing else of it (lists, plain paragraphs).
    hits += len(list(islice(ATX_HEADING_RE.finditer(text), 2))) == 2
    return "markdown" if hits >= 2 else "text"


def extract_document(data: bytes) -> Document:
    """The document's text as lines, within the limits of parsing.limits."""
    if not data or not data.strip():
        raise ParseError("the file is empty")
    fmt = detect_format(data)
    if fmt == "pdf":
        return _within_limits(_pdf_document(data))
    if fmt == "docx":
        return _within_limits(_docx_document(data))
    if fmt == "binary":
        raise ParseError("unsupported file type: expected PDF, DOCX, HTML, Markdown or text")
    # The source is cut first: an HTML page's markup is most of it (its scripts and styles are
    # dropped before); Markdown and plain text are read as they are written.
    text = decode_text(data)
    if HTML_START_RE.match(text):
        text = without_scripts(text)
    text, cut = cut_text(text, MAX_HTML_SOURCE_CHARS)
    if not text.strip():
        raise ParseError("the file is empty")
    flavour = text_flavour(text)
    if flavour != "html":
        text, cut_again = cut_text(text, MAX_TEXT_CHARS)
        lines = text.split("\n")
        cut = cut or cut_again or len(lines) > MAX_LINES
        text = "\n".join(lines[:MAX_LINES])
    if flavour == "html":
        check_html_depth(text)
    try:
        document = _text_document(text, flavour)
    except RecursionError as error:
        raise ParseError(NESTED_TOO_DEEPLY) from error
    if cut:
        document.warnings.append(TEXT_CUT_WARNING.format(chars=MAX_TEXT_CHARS, lines=MAX_LINES))
    return _within_limits(document)


def _text_document(text: str, flavour: str) -> Document:
    if flavour == "html":
        return html_document(text)
    if flavour == "markdown":
        document = markdown_document(limit_markdown(text))
        document.lines = restore_brackets(document.lines)
        return document
    # Runs of spaces in plain text are column gaps (a right-aligned date), like PDF cells.
    lines = [
        re.sub(r"(?<=\S) {3,}(?=\S)", "\t", ln) for ln in text.replace("\r\n", "\n").split("\n")
    ]
    return Document(lines=finish([p for line in lines for p in wrap_long_line(line)]), fmt="text")


def _within_limits(document: Document) -> Document:
    """Long lines wrapped, and the lines cut after MAX_TEXT_CHARS characters or MAX_LINES."""
    lines: list[str] = []
    headings: set[int] = set()
    total = 0
    for index, line in enumerate(document.lines):
        if index in document.heading_lines:
            headings.add(len(lines))
        for piece in wrap_long_line(line):
            total += len(piece) + 1
            if total > MAX_TEXT_CHARS or len(lines) >= MAX_LINES:
                warning = TEXT_CUT_WARNING.format(chars=MAX_TEXT_CHARS, lines=MAX_LINES)
                document.warnings += [warning] if warning not in document.warnings else []
                break
            lines.append(piece)
        else:
            continue
        break
    document.lines, document.heading_lines = lines, headings & set(range(len(lines)))
    return document


def _pdf_document(data: bytes) -> Document:
    check_pdf_streams(data)
    check_pdf_references(data)
    pages = read_pages(data)
    if not pages:
        raise ParseError("the PDF has no pages: it is damaged or truncated")
    running: list[str] = []
    lines, styles = pdf_lines(pages, running)
    lines, styles = finish_styled(restore_small_caps_i(restore_ligatures(lines)), styles)
    links = [link for page in pages for link in page.links]
    document = Document(
        lines=lines, fmt="pdf", links=links, styles=styles, body_size=body_size(pages)
    )
    if running:
        # The running headers and footers taken off the pages ("Jane Doe — Research Statement").
        document.meta["running"] = "\n".join(restore_small_caps_i(restore_ligatures(running)))
    if len(pages) >= MAX_PDF_PAGES:
        document.warnings.append(PAGES_CUT_WARNING.format(limit=MAX_PDF_PAGES))
    if any(page.cut == CUT_TEXT for page in pages):
        document.warnings.append(PAGE_CUT_WARNING.format(limit=MAX_PAGE_OBJECTS))
    if any(page.cut == CUT_SHAPES for page in pages):
        document.warnings.append(SHAPES_CUT_WARNING)
    if not any(line.strip() for line in lines):
        document.warnings.append(NO_TEXT_LAYER)
    return document


# A cell of this many paragraphs holds a column of the page (a sidebar, the main column),
# not one field of a row: a CV laid out as a table of two columns.
LAYOUT_CELL_PARAGRAPHS = 6


def _layout_row_lines(row) -> list[str] | None:
    """A row whose cells are columns of the page reads column by column, a paragraph a line
    ("Skills" / "-C" / "-C++"); joined into one line its headings and lists would run on."""
    cells, seen = [], set()
    for cell in row.cells:
        if id(cell._tc) not in seen:
            seen.add(id(cell._tc))
            cells.append(cell)
    blocks = [_blank_parted(cell) for cell in cells]
    paragraphs = [[t for block in cell for t in block] for cell in blocks]
    if max((len(ps) for ps in paragraphs), default=0) < LAYOUT_CELL_PARAGRAPHS:
        return None
    _dates_beside_entries(blocks, paragraphs)
    return [row for ps in paragraphs for text in ps for row in text.split("\n")]


def _blank_parted(cell) -> list[list[str]]:
    """A cell's paragraphs (text boxes' first), in the runs that blank paragraphs part."""
    blocks: list[list[str]] = [[]]
    for paragraph in _cell_paragraphs(cell):
        for text in [*_text_box_lines(paragraph), paragraph.text]:
            if text.strip():
                blocks[-1].append(text)
            elif blocks[-1]:
                blocks.append([])
    return [block for block in blocks if block]


def _dates_beside_entries(blocks: list[list[list[str]]], paragraphs: list[list[str]]) -> None:
    """A column of dates beside a column of entries, both parted by blank paragraphs
    ("2023" / "" / "Summer" "2019" beside "Title" "Employer" / "" / "Title" ...): each date
    goes to the right of its entry's first row, as a one-column CV sets it. Read column by
    column, the dates would stand together above the entries, none beside its own."""
    for i, dates in enumerate(blocks):
        texts = [" ".join(t.strip() for t in block) for block in dates]
        if len(texts) < 2 or not all(is_date_only(t) for t in texts):
            continue
        entries = next((j for j in range(i + 1, len(blocks)) if blocks[j]), None)
        if entries is None or len(blocks[entries]) != len(texts):
            return
        paragraphs[i] = []
        paragraphs[entries] = [
            row
            for date, (first, *rest) in zip(texts, blocks[entries], strict=True)
            for row in [f"{first}\t{date}", *rest]
        ]
        return


def _cell_paragraphs(cell) -> list:
    """A cell's paragraphs in order, those inside content controls (a template's headings
    in <w:sdt> blocks) too; a text box's own paragraphs come with the one it is anchored in."""
    from docx.oxml.ns import qn
    from docx.text.paragraph import Paragraph

    box = qn("w:txbxContent")
    return [
        Paragraph(p, cell)
        for p in cell._tc.iter(qn("w:p"))
        if not any(a.tag == box for a in p.iterancestors())
    ]


def _unique_cells(row) -> list[str]:
    """Cell texts of a table row, a paragraph a line; merged cells repeat in python-docx, so
    keep them once."""
    texts: list[str] = []
    for cell in row.cells:
        text = cell.text
        if not texts or text != texts[-1]:
            texts.append(text)
    return texts


def _entry_row_lines(cells: list[str]) -> list[str]:
    """A row of one-line cells and then an entry of several paragraphs ("March 2024 -
    present" | employer, title, bullets): the cells beside the entry's first paragraph, each
    further paragraph a line of its own. Any other row is one line, a cell's paragraphs
    cells of it too: a header cell stacks the name over the address, the e-mail and the
    phone, which joined by spaces would run into one sentence."""
    *before, last = cells
    paragraphs = [p for p in last.split("\n") if p.strip()]
    if not before:
        # A row of one cell spans the page: a block of the body, a paragraph a line (the
        # "Role<tab>Employer<tab>dates" rows of a section), no fields of one entry.
        return [p.strip() for p in paragraphs] or [""]
    one_line = all(cell.strip() and "\n" not in cell.strip() for cell in before)
    if before and len(paragraphs) > 1 and one_line:
        return ["\t".join([*before, paragraphs[0]]), *paragraphs[1:]]
    return ["\t".join("\t".join(p.strip() for p in c.split("\n") if p.strip()) for c in cells)]


MARKUP_COMPATIBILITY_FALLBACK = (
    "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
)


def _text_box_lines(paragraph) -> list[str]:
    """The text of the text boxes anchored in a paragraph (a heading drawn as a shape),
    which python-docx leaves out of the paragraph's text. Word stores each box twice, as the
    drawing and as a VML fallback for old readers: the fallback is skipped."""
    from docx.oxml.ns import qn
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    skipped = (MARKUP_COMPATIBILITY_FALLBACK, qn("w:txbxContent"))
    rows = []
    for box in paragraph._p.iter(qn("w:txbxContent")):
        if any(a.tag in skipped for a in box.iterancestors()):
            continue
        for inner in box.iterchildren(qn("w:p"), qn("w:tbl")):
            if inner.tag == qn("w:p"):
                rows.extend(Paragraph(inner, paragraph._parent).text.split("\n"))
                continue
            # A table inside the box (a grid of skills beside their heading), row by row as
            # the body's tables read.
            for row in Table(inner, paragraph._parent).rows:
                rows.extend(_layout_row_lines(row) or _entry_row_lines(_unique_cells(row)))
    return rows


def _page_header_lines(word) -> tuple[list[str], list[Link]]:
    """The first page's header (a name and contact line set there, or in a text box there),
    which python-docx keeps apart from the body: read first, as the page shows it; with the
    links its words carry ("GitHub | LinkedIn" over the profiles' addresses)."""
    section = word.sections[0] if word.sections else None
    if section is None:
        return [], []
    header = section.first_page_header if section.different_first_page_header_footer else None
    if header is None or header.is_linked_to_previous:
        header = section.header
    if header.is_linked_to_previous:
        return [], []
    lines: list[str] = []
    links: list[Link] = []
    for paragraph in header.paragraphs:
        lines += _text_box_lines(paragraph)
        lines += [re.sub(r" {3,}", "\t", row) for row in paragraph.text.split("\n")]
        links += _paragraph_links(paragraph)
    return [line for line in lines if line.strip()], links


def _list_level(paragraph) -> int | None:
    """The level of a paragraph Word numbers as a list item (by its own numbering or its
    style's), None for any other: a "List Paragraph" style without numbering shows none."""
    properties = paragraph._p.pPr
    numbering = properties.numPr if properties is not None else None
    style = paragraph.style
    while numbering is None and style is not None:
        properties = style.element.pPr
        numbering = properties.numPr if properties is not None else None
        style = style.base_style
    if numbering is None or (numbering.numId is not None and numbering.numId.val == 0):
        return None  # numbering id 0: the style's numbering switched off for this paragraph
    return numbering.ilvl.val if numbering.ilvl is not None else 0


def _paragraph_links(paragraph) -> list[Link]:
    return [Link(link.text, link.address) for link in paragraph.hyperlinks if link.address]


# A hyperlink Word keeps as a field ({ HYPERLINK "https://..." } and its shown text) rather
# than as a link element: pasted or older documents, a template's header.
FIELD_HYPERLINK_RE = re.compile(r'^\s*HYPERLINK\s+"([^"\s]+)"')


def _field_links(word) -> list[Link]:
    """The hyperlink fields anywhere in the body (text boxes too), each with its shown text;
    python-docx lists only link elements."""
    from docx.oxml.ns import qn

    links = []
    for code in word.element.body.iter(qn("w:instrText")):
        match = FIELD_HYPERLINK_RE.match(code.text or "")
        if not match:
            continue
        shown = []
        run = code.getparent()
        for sibling in run.itersiblings(qn("w:r")):
            mark = sibling.find(qn("w:fldChar"))
            if mark is not None and mark.get(qn("w:fldCharType")) == "end":
                break
            shown += [t.text or "" for t in sibling.iter(qn("w:t"))]
        links.append(Link("".join(shown).strip(), match.group(1)))
    for field in word.element.body.iter(qn("w:fldSimple")):
        match = FIELD_HYPERLINK_RE.match(field.get(qn("w:instr")) or "")
        if match:
            shown = "".join(t.text or "" for t in field.iter(qn("w:t"))).strip()
            links.append(Link(shown, match.group(1)))
    return links


def _docx_document(data: bytes) -> Document:
    import docx
    from docx.opc.exceptions import PackageNotFoundError

    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        if "word/document.xml" not in archive.namelist():
            raise ParseError("unsupported file type: a ZIP archive that is not a DOCX document")
        check_docx(archive)
        word = docx.Document(io.BytesIO(data))
    except (*DAMAGED_ZIP_ERRORS, PackageNotFoundError, KeyError, ValueError) as error:
        raise ParseError(f"the DOCX file is damaged and cannot be read ({error})") from error
    lines, links = _page_header_lines(word)
    headings = []
    items = []  # (index of the item's first row in lines, its list level)
    for block in word.iter_inner_content():
        if isinstance(block, docx.table.Table):
            # A CV laid out as a table (dates | entry) reads row by row, where it stands.
            for row in block.rows:
                columns = _layout_row_lines(row)
                lines.extend(columns or _entry_row_lines(_unique_cells(row)))
            continue
        paragraph = block
        lines.extend(_text_box_lines(paragraph))
        text = paragraph.text
        style = (paragraph.style.name if paragraph.style is not None else "") or ""
        if style.lower().startswith(("heading", "title")):
            headings.append(text)
        # A soft line break (Shift+Enter) starts a row of its own; a long run of spaces
        # pushes a cell (the dates) to the right as a tab would.
        rows = [re.sub(r" {3,}", "\t", row) for row in text.split("\n")]
        level = _list_level(paragraph)
        if level is not None:
            items.append((len(lines), level))
        lines.extend(rows)
        links += _paragraph_links(paragraph)
    known = {link.href for link in links}
    links += [link for link in _field_links(word) if link.href not in known]
    for (index, level), following in zip(items, [*items[1:], (None, -1)], strict=False):
        # A numbered paragraph shows its bullet; one whose next item sits a level deeper
        # heads those sub-items ("Employer – Title" over its bullets): the entry's heading.
        if following[1] <= level:
            lines[index] = "• " + lines[index]
    lines = finish(lines)
    heading_set = {i for i, line in enumerate(lines) if line in headings}
    return Document(lines=lines, fmt="docx", links=links, heading_lines=heading_set)
