"""Bytes to a Document: type detection by content, decoding, per-format extraction."""

import io
import re
import zipfile

from parsing.document import Document, Link, finish, finish_styled
from parsing.errors import ParseError
from parsing.markup import html_document, markdown_document
from parsing.pdf_layout import body_size, pdf_lines, read_pages
from parsing.structured import FRONT_MATTER_RE

NO_TEXT_LAYER = "no text layer (scanned PDF?): no OCR is done"
HTML_START_RE = re.compile(r"\A\s*(<!doctype html|<html|<head|<body|<\?xml[^>]*>\s*<html)", re.I)
MARKDOWN_CUES = (
    re.compile(r"^#{1,6}\s+\S", re.M),
    re.compile(r"\*\*[^*\n]+\*\*"),
    re.compile(r"\[[^\]\n]+\]\([^)\s]+\)"),
    re.compile(r"\A\s*---\s*\n.*?\n---\s*\n", re.S),
    re.compile(r"^\s*<(h[1-6]|div|p|font|br)\b", re.M | re.I),
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
        return data.decode("utf-16")
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
    return "markdown" if hits >= 2 else "text"


def extract_document(data: bytes) -> Document:
    if not data or not data.strip():
        raise ParseError("the file is empty")
    fmt = detect_format(data)
    if fmt == "pdf":
        return _pdf_document(data)
    if fmt == "docx":
        return _docx_document(data)
    if fmt == "binary":
        raise ParseError("unsupported file type: expected PDF, DOCX, HTML, Markdown or text")
    text = decode_text(data)
    if not text.strip():
        raise ParseError("the file is empty")
    flavour = text_flavour(text)
    if flavour == "html":
        return html_document(text)
    if flavour == "markdown":
        return markdown_document(text)
    # Runs of spaces in plain text are column gaps (a right-aligned date), like PDF cells.
    lines = [
        re.sub(r"(?<=\S) {3,}(?=\S)", "\t", ln) for ln in text.replace("\r\n", "\n").split("\n")
    ]
    return Document(lines=finish(lines), fmt="text")


def _pdf_document(data: bytes) -> Document:
    pages = read_pages(data)
    if not pages:
        raise ParseError("the PDF has no pages: it is damaged or truncated")
    lines, styles = finish_styled(*pdf_lines(pages))
    links = [link for page in pages for link in page.links]
    document = Document(
        lines=lines, fmt="pdf", links=links, styles=styles, body_size=body_size(pages)
    )
    if not any(line.strip() for line in lines):
        document.warnings.append(NO_TEXT_LAYER)
    return document


def _unique_cells(row) -> list[str]:
    """Cell texts of a table row; merged cells repeat in python-docx, so keep them once."""
    texts: list[str] = []
    for cell in row.cells:
        text = cell.text.replace("\n", " ")
        if not texts or text != texts[-1]:
            texts.append(text)
    return texts


def _docx_document(data: bytes) -> Document:
    import docx
    from docx.opc.exceptions import PackageNotFoundError

    try:
        if "word/document.xml" not in zipfile.ZipFile(io.BytesIO(data)).namelist():
            raise ParseError("unsupported file type: a ZIP archive that is not a DOCX document")
        word = docx.Document(io.BytesIO(data))
    except (zipfile.BadZipFile, PackageNotFoundError, KeyError, ValueError) as error:
        raise ParseError(f"the DOCX file is damaged and cannot be read ({error})") from error
    lines: list[str] = []
    links = []
    headings = []
    for block in word.iter_inner_content():
        if isinstance(block, docx.table.Table):
            # A CV laid out as a table (dates | entry) reads row by row, where it stands.
            for row in block.rows:
                lines.append("\t".join(_unique_cells(row)))
            continue
        paragraph = block
        text = paragraph.text
        style = (paragraph.style.name if paragraph.style is not None else "") or ""
        if style.lower().startswith(("heading", "title")):
            headings.append(text)
        # A soft line break (Shift+Enter) starts a row of its own; a long run of spaces
        # pushes a cell (the dates) to the right as a tab would.
        rows = [re.sub(r" {3,}", "\t", row) for row in text.split("\n")]
        if "list" in style.lower():
            rows[0] = "• " + rows[0]
        lines.extend(rows)
        for link in getattr(paragraph, "hyperlinks", []):
            if link.address:
                links.append(Link(link.text, link.address))
    lines = finish(lines)
    heading_set = {i for i, line in enumerate(lines) if line in headings}
    return Document(lines=lines, fmt="docx", links=links, heading_lines=heading_set)
