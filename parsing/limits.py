"""How much of a document the parser reads, and the checks against decompression bombs.

A CV, homepage or letter is a few tens of kilobytes of text; the limits sit far above that,
so that every stage stays fast and small on any input: text beyond them is cut (with a
warning on the Profile), and an archive or PDF that would inflate past them is refused.
"""

import re
import zipfile
import zlib

import lxml.html
from lxml.etree import ParserError

from parsing.errors import ParseError

# Characters and lines of text read from one document (about 30 dense pages, several times
# the longest CV seen); the rest is cut.
MAX_TEXT_CHARS = 100_000
MAX_LINES = 5_000
# Characters of an HTML page's source read, once its scripts and styles are removed.
MAX_HTML_SOURCE_CHARS = 300_000
# Characters of one line; a longer line is wrapped at a space (no text is lost).
MAX_LINE_CHARS = 2_000
# Pages of a PDF read; later pages are not. Characters and shapes of one page laid out (a
# dense page has about 5,000); the rest of the page is not read.
MAX_PDF_PAGES = 40
MAX_PAGE_OBJECTS = 10_000
# Lines and curves of the shapes drawn on one page (icons, rules and a photo frame: a few
# thousand). A page printed with its text turned into outlines draws some 40,000, and the
# interpreter reads each from the content stream (seconds a page) for no text at all: past
# this many the rest of the page is not read, unless the page has shown MIN_TEXT_PAGE_CHARS
# characters by then: a page of real text drawn among many shapes (a CV of vector icons and
# charts draws some 66,000) is read on up to MAX_TEXT_PAGE_PATH_SEGMENTS.
MAX_PAGE_PATH_SEGMENTS = 12_000
MIN_TEXT_PAGE_CHARS = 300
MAX_TEXT_PAGE_PATH_SEGMENTS = 200_000
# Bytes the streams of a PDF (other than images, which are never decoded) may inflate to.
MAX_PDF_INFLATED_BYTES = 64_000_000
# A DOCX: all its parts inflated, one XML part inflated, the compression ratio of any part
# over DOCX_RATIO_FLOOR_BYTES, and the number of parts.
MAX_DOCX_INFLATED_BYTES = 100_000_000
MAX_DOCX_XML_BYTES = 16_000_000
MAX_DOCX_RATIO = 100
DOCX_RATIO_FLOOR_BYTES = 1_000_000
MAX_DOCX_PARTS = 2_000
# Quote markers (">") kept at the start of a Markdown line; deeper quotes add nothing.
MAX_QUOTE_DEPTH = 4
# Brackets ("[" and "(") of a Markdown source read as it is (a homepage has a few hundred);
# in a source with more, those without a partner on their line or nested deeper than
# MAX_BRACKET_DEPTH are plain text.
MAX_MARKDOWN_BRACKETS = 2_000
MAX_BRACKET_DEPTH = 2
# Elements nested in one another on an HTML page (real pages: 10-30). Deeper, the page is
# refused at once: the tree walks after it would take minutes (libxml2 stops at 256).
MAX_HTML_DEPTH = 128
NESTED_TOO_DEEPLY = "the page is nested too deeply to be read"

TEXT_CUT_WARNING = (
    "the document is very long: only its first {chars:,} characters or {lines:,} lines were read"
)
PAGES_CUT_WARNING = "the PDF is very long: only its first {limit} pages were read"
PAGE_CUT_WARNING = (
    "a PDF page holds more text than a page can show: only its first {limit:,} characters were read"
)
SHAPES_CUT_WARNING = (
    "a PDF page draws more shapes than a page of text has (text printed as outlines?): the rest "
    "of that page was not read"
)
# A pattern that starts with its literal word is found by a fast scan for that word; one
# starting with an assertion ("(?<!end)", "\b") is tried at every byte, ten to thirty times
# slower on a PDF. So the patterns below start with their word, and the byte before it is
# checked where they are used.
_STREAM_RE = re.compile(rb"stream\r?\n")
_IMAGE_RE = re.compile(rb"/Subtype\s*/Image")
_FLATE_RE = re.compile(rb"/(?:FlateDecode|Fl)\b")
_INFLATE_CHUNK = 1 << 20
_CLOSING = {"]": "[", ")": "("}
# Brackets nobody writes in a CV ("⟦", "⦅") stand in for stray ones while Markdown is read.
STAND_INS = {"[": "\u27e6", "(": "\u2985"}
_RESTORE = str.maketrans({v: k for k, v in STAND_INS.items()})
_QUOTE_RUN_RE = re.compile(rf"^(?:[ \t]*>){{{MAX_QUOTE_DEPTH + 1},}}[ \t]*", re.M)
_HEADING_AFTER_TEXT_RE = re.compile(r"(?<=\S)\n(?=#{1,6}(?:[ \t]|$))")


def cut_text(text: str, limit: int) -> tuple[str, bool]:
    """The text's first `limit` characters, and whether it was cut."""
    return (text, False) if len(text) <= limit else (text[:limit], True)


def without_scripts(html: str) -> str:
    """The page without its <script> and <style> elements (never read as text; schema.org
    JSON-LD scripts are kept), found with str.find so that an unclosed one costs one scan,
    not one per opening tag."""
    lowered = html.lower()
    if "<script" not in lowered and "<style" not in lowered:
        return html
    parts, position = [], 0
    while True:
        starts = [at for at in (lowered.find("<script", position), lowered.find("<style", position))
                  if at >= 0]  # fmt: skip
        if not starts:
            break
        start = min(starts)
        closing = "</script" if lowered.startswith("<script", start) else "</style"
        end = lowered.find(closing, start)
        end = lowered.find(">", end) if end >= 0 else -1
        if "ld+json" in lowered[start : lowered.find(">", start)]:
            # schema.org data (a Person) is read by parsing.structured: kept.
            parts.append(html[position : end + 1 if end >= 0 else len(html)])
        else:
            parts.append(html[position:start])
        if end < 0:
            return "".join(parts)
        position = end + 1
    parts.append(html[position:])
    return "".join(parts)


def wrap_long_line(line: str) -> list[str]:
    """A line no longer than MAX_LINE_CHARS as it is; a longer one wrapped at its last space
    before the limit (or at the limit), so that pattern matching on a line stays cheap."""
    pieces = []
    while len(line) > MAX_LINE_CHARS:
        cut = line.rfind(" ", MAX_LINE_CHARS // 2, MAX_LINE_CHARS)
        cut = cut if cut > 0 else MAX_LINE_CHARS
        pieces.append(line[:cut])
        line = line[cut:].lstrip(" ")
    pieces.append(line)
    return pieces


def limit_markdown(source: str) -> str:
    """Markdown that python-markdown reads in about linear time: quote markers beyond
    MAX_QUOTE_DEPTH dropped; a blank line before every "#" heading (a heading ends a
    paragraph anyway; without the blank line each heading re-reads the rest of its block);
    and, in a source with more brackets than any page has, those that cannot be part of a
    link set aside (its link search is cubic on them)."""
    source = _QUOTE_RUN_RE.sub(">" * MAX_QUOTE_DEPTH + " ", source)
    source = _HEADING_AFTER_TEXT_RE.sub("\n\n", source)
    if source.count("[") + source.count("(") <= MAX_MARKDOWN_BRACKETS:
        return source
    return "\n".join(_escape_stray_brackets(line) for line in source.split("\n"))


def _escape_stray_brackets(line: str) -> str:
    """Each "[" or "(" that has no partner on its line or sits deeper than MAX_BRACKET_DEPTH
    replaced by a stand-in that restore_brackets turns back after python-markdown (a
    backslash escape would cost it as much as the bracket)."""
    if "[" not in line and "(" not in line:
        return line
    stray: set[int] = set()
    open_at: dict[str, list[int]] = {"[": [], "(": []}
    for index, char in enumerate(line):
        if char in open_at:
            (stray.add(index) if len(open_at[char]) >= MAX_BRACKET_DEPTH
             else open_at[char].append(index))  # fmt: skip
        elif char in _CLOSING and open_at[_CLOSING[char]]:
            open_at[_CLOSING[char]].pop()
    stray.update(open_at["["], open_at["("])
    if not stray:
        return line
    return "".join(STAND_INS.get(char, char) if i in stray else char for i, char in enumerate(line))


def restore_brackets(lines: list[str]) -> list[str]:
    return [line.translate(_RESTORE) for line in lines]


def check_docx(archive: zipfile.ZipFile) -> None:
    """Refuse a DOCX that would inflate past the limits, before anything reads it."""
    parts = archive.infolist()
    if len(parts) > MAX_DOCX_PARTS:
        raise ParseError(f"the DOCX file has too many parts (over {MAX_DOCX_PARTS}) to be read")
    if sum(part.file_size for part in parts) > MAX_DOCX_INFLATED_BYTES:
        raise ParseError(_too_large("DOCX", MAX_DOCX_INFLATED_BYTES))
    for part in parts:
        xml = part.filename.endswith((".xml", ".rels"))
        ratio = part.file_size / max(part.compress_size, 1)
        if (xml and part.file_size > MAX_DOCX_XML_BYTES) or (
            part.file_size > DOCX_RATIO_FLOOR_BYTES and ratio > MAX_DOCX_RATIO
        ):
            raise ParseError(_too_large("DOCX", MAX_DOCX_XML_BYTES))


def check_pdf_streams(data: bytes) -> None:
    """Refuse a PDF whose compressed streams inflate past MAX_PDF_INFLATED_BYTES, counting as
    they inflate (nothing is kept), before pdfminer decodes any of them whole."""
    total = 0
    for match in _STREAM_RE.finditer(data):
        if data[max(0, match.start() - 3) : match.start()] == b"end":
            continue  # "endstream"
        dictionary = data[max(0, match.start() - 2_000) : match.start()]
        dictionary = dictionary[dictionary.rfind(b"obj") + 1 :]
        if _IMAGE_RE.search(dictionary) or not _FLATE_RE.search(dictionary):
            continue
        total += _inflated_size(data, match.end(), MAX_PDF_INFLATED_BYTES - total)
        if total > MAX_PDF_INFLATED_BYTES:
            raise ParseError(_too_large("PDF", MAX_PDF_INFLATED_BYTES))


# Found from their literal "obj" (a regular expression starting at every digit read the
# whole file slowly); the object's own number is read just before it.
_BARE_REFERENCE_RE = re.compile(rb"obj\s*(\d+)\s+(\d+)\s+R\s*endobj")
_WORD_BYTE_RE = re.compile(rb"\w")
_OBJECT_NUMBER_RE = re.compile(rb"(?<![\d.])(\d+)\s+(\d+)\s+$")
REFERENCE_LOOP = "the PDF is damaged: some of its objects refer to each other in a loop"


def check_pdf_references(data: bytes) -> None:
    """Refuse a PDF in which objects that are nothing but a reference to another object
    ("4 0 obj 5 0 R endobj") lead round in a circle: pdfminer would follow them forever."""
    points_to = {}
    for match in _BARE_REFERENCE_RE.finditer(data):
        if _WORD_BYTE_RE.match(data, max(0, match.start() - 1), match.start()):
            continue  # the end of a word ("endobj 5 0 R endobj"), not an object's "obj"
        header = _OBJECT_NUMBER_RE.search(data, max(0, match.start() - 32), match.start())
        if header is not None:
            points_to[int(header[1]), int(header[2])] = (int(match[1]), int(match[2]))
    ends = set()  # objects from which the references lead out of the chain
    for start in points_to:
        path = set()
        here = start
        while here in points_to and here not in ends:
            if here in path:
                raise ParseError(REFERENCE_LOOP)
            path.add(here)
            here = points_to[here]
        ends |= path


def _inflated_size(data: bytes, start: int, budget: int) -> int:
    """How many bytes the zlib stream at start inflates to, stopping past budget."""
    inflater = zlib.decompressobj()
    size, position = 0, start
    try:
        while not inflater.eof and size <= budget and position < len(data):
            pending = data[position : position + _INFLATE_CHUNK]
            position += len(pending)
            # Past the stream's end the inflater returns nothing and keeps the rest as its
            # unconsumed tail: without the eof test this loop never ended.
            while pending and size <= budget and not inflater.eof:
                size += len(inflater.decompress(pending, _INFLATE_CHUNK))
                pending = inflater.unconsumed_tail
    except zlib.error:
        pass  # damaged or encrypted: pdfminer decides what to make of it
    return size


def _too_large(kind: str, limit: int) -> str:
    return (
        f"the {kind} file is too large once decompressed (over {limit // 1_000_000} MB; "
        "a decompression bomb?) and was not read"
    )


def check_html_depth(html: str) -> None:
    """Refuses a page whose elements nest deeper than MAX_HTML_DEPTH, from libxml2's own
    parse (a millisecond), before the slower tree the parser reads is built."""
    try:
        root = lxml.html.document_fromstring(html)
    except (ParserError, ValueError):
        return  # nothing to nest: the reader says what is wrong with it
    stack = [(root, 1)]
    while stack:
        element, depth = stack.pop()
        if depth > MAX_HTML_DEPTH:
            raise ParseError(NESTED_TOO_DEEPLY)
        stack.extend((child, depth + 1) for child in element)


# Line-level answers kept (is this line a date, what its degree is...): a document has a few
# thousand lines, so the memory stays bounded while each is worked out once.
LINE_CACHE_SIZE = 16_384
