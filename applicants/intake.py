"""Deciding what an uploaded file is, from its bytes, and unpacking ZIP archives safely.

Nothing here touches the database or storage: an upload becomes a list of
Accepted items (bytes plus what we learned about them) and Rejected ones
(a name and a message a coordinator understands).
"""

import codecs
import io
import posixpath
import re
import zipfile
from dataclasses import dataclass

from bs4.dammit import UnicodeDammit
from django.conf import settings
from django.template.defaultfilters import filesizeformat

PDF = "application/pdf"
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
HTML = "text/html"
MARKDOWN = "text/markdown"
TEXT = "text/plain"
ZIP = "application/zip"

TEXT_TYPES = {HTML, MARKDOWN, TEXT}

# The extension given to the parser, so it reads the bytes as what they really are.
EXTENSIONS = {PDF: ".pdf", DOCX: ".docx", HTML: ".html", MARKDOWN: ".md", TEXT: ".txt"}

SUPPORTED = "Upload PDF, Word (DOCX), HTML, Markdown or plain-text files, or a ZIP of them."

# Signatures of files people send by mistake, so the message can say what we saw.
_KNOWN_BINARIES = [
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old Word/Office (.doc) file"),
    (b"{\\rtf", "an RTF document"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive"),
    (b"Rar!", "a RAR archive"),
    (b"\x7fELF", "a program"),
    (b"MZ", "a Windows program"),
]
# Byte-order marks of the wide encodings, UTF-32 first: its LE mark starts like UTF-16's.
_WIDE_BOMS = [
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
]
# Positions (of every 4 bytes) that are NUL, and that are not, in Latin text without a mark.
_WIDE_NUL_PATTERNS = [
    ("utf-32-le", (1, 2, 3), (0,)),
    ("utf-32-be", (0, 1, 2), (3,)),
    ("utf-16-le", (1, 3), (0, 2)),
    ("utf-16-be", (0, 2), (1, 3)),
]
# More control bytes (NUL and the like) than this share of a (not wide) file make it
# binary, not text with a few strays.
MAX_CONTROL_SHARE = 0.01
_NOT_CONTROL = bytes(b for b in range(256) if b >= 32 or b in b"\t\n\r\f\v\x1b")
_HTML_RE = re.compile(rb"<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|meta\s|title>)", re.I)
_MARKDOWN_RE = re.compile(r"^(#{1,6} \S|---\s*$)|\[[^\]\n]+\]\([^)\s]+\)|^\s*[-*] \S", re.M)


@dataclass
class Accepted:
    name: str
    data: bytes
    content_type: str
    # The text encoding we decoded with, for text types ("utf-8", "windows-1252", ...).
    encoding: str = ""

    @property
    def full_content_type(self) -> str:
        if self.encoding:
            return f"{self.content_type}; charset={self.encoding}"
        return self.content_type


@dataclass
class Rejected:
    name: str
    message: str


def limit_text(limit: int) -> str:
    return filesizeformat(limit).replace("\xa0", " ")


def too_large_message() -> str:
    limit = limit_text(settings.UPLOAD_MAX_BYTES)
    return f"The file is larger than the {limit} limit; it was not stored."


def examine(name: str, data: bytes) -> list[Accepted | Rejected]:
    """What one uploaded file holds: itself, or the documents of a ZIP archive."""
    if not data:
        return [Rejected(name, "The file is empty.")]
    if len(data) > settings.UPLOAD_MAX_BYTES:
        return [Rejected(name, too_large_message())]
    if data.startswith(b"PK\x03\x04") or data.startswith(b"PK\x05\x06"):
        return _examine_zip(name, data)
    return [sniff(name, data)]


def sniff(name: str, data: bytes) -> Accepted | Rejected:
    """The type of a single (non-archive) file, decided by its content, never its name."""
    if not data:
        return Rejected(name, "The file is empty.")
    if b"%PDF-" in data[:1024]:
        return Accepted(name, data, PDF)
    if data.startswith(b"PK\x03\x04"):
        return _office_or_archive(name, data)
    for signature, what in _KNOWN_BINARIES:
        if data.startswith(signature):
            return Rejected(name, f"Not a supported file type: this is {what}. {SUPPORTED}")
    return _sniff_text(name, data)


def _office_or_archive(name: str, data: bytes) -> Accepted | Rejected:
    try:
        names = set(zipfile.ZipFile(io.BytesIO(data)).namelist())
    except (zipfile.BadZipFile, OSError, ValueError):
        return Rejected(name, f"The file looks like a ZIP or Word file but is damaged. {SUPPORTED}")
    if "word/document.xml" in names:
        return Accepted(name, data, DOCX)
    if "[Content_Types].xml" in names:
        return Rejected(name, f"Of Office files only Word (DOCX) is supported. {SUPPORTED}")
    return Rejected(name, "Archives inside archives are not unpacked.")


def _sniff_text(name: str, data: bytes) -> Accepted | Rejected:
    head = data[:8192]
    wide = _wide_encoding(head)
    if wide:
        label = wide[:6].upper()
        try:
            text = data.decode(wide)
        except UnicodeDecodeError:
            return Rejected(
                name,
                f"The file looks like {label} text but is damaged; "
                "save it again as UTF-8 text (or PDF) and upload that.",
            )
        if not _printable(text[:4096]):
            return Rejected(name, f"Not a supported file type: the content is binary. {SUPPORTED}")
        return _text_item(name, data, text, wide, bool(_HTML_RE.search(text[:8192].encode())))
    if len(data.translate(None, _NOT_CONTROL)) > len(data) * MAX_CONTROL_SHARE:
        return Rejected(name, f"Not a supported file type: the content is binary. {SUPPORTED}")
    # A few stray NUL bytes are text all the same; they are dropped before parsing.
    is_html = bool(_HTML_RE.search(head))
    dammit = UnicodeDammit(data, ["utf-8", "windows-1252"], is_html=is_html)
    if dammit.unicode_markup is None:
        return Rejected(name, "The text could not be decoded in any known encoding.")
    encoding = (dammit.original_encoding or "utf-8").lower()
    if encoding in {"ascii", "utf-8-sig"}:
        encoding = "utf-8"
    return _text_item(name, data, dammit.unicode_markup, encoding, is_html)


def _text_item(name: str, data: bytes, text: str, encoding: str, is_html: bool) -> Accepted:
    if is_html:
        return Accepted(name, data, HTML, encoding)
    if _MARKDOWN_RE.search(text[:20000]) or name.lower().endswith((".md", ".markdown")):
        return Accepted(name, data, MARKDOWN, encoding)
    return Accepted(name, data, TEXT, encoding)


def _wide_encoding(head: bytes) -> str:
    """UTF-32 or UTF-16, told by the byte-order mark, or without one by where the NUL
    bytes of mostly-Latin text fall (every 2nd or 3 of every 4 bytes); "" for neither."""
    for bom, encoding in _WIDE_BOMS:
        if head.startswith(bom):
            return encoding
    units = len(head) // 4
    if units < 4:
        return ""
    nul = [head[i : units * 4 : 4].count(0) / units for i in range(4)]
    for encoding, zero, other in _WIDE_NUL_PATTERNS:
        if min(nul[i] for i in zero) > 0.9 and max(nul[i] for i in other) < 0.1:
            return encoding
    return ""


def _printable(text: str) -> bool:
    printable = sum(1 for char in text if char.isprintable() or char in "\t\n\r\f")
    return printable >= 0.95 * len(text)


def media_type(content_type: str) -> str:
    """The type without its parameters: text/html for "text/html; charset=utf-8"."""
    return content_type.split(";")[0].strip()


def charset(content_type: str) -> str:
    """The charset parameter (utf-8 for "text/html; charset=utf-8"), or "" without one."""
    return content_type.partition("charset=")[2].strip()


def decoded_utf8(data: bytes, content_type: str) -> bytes:
    """Text documents re-encoded as UTF-8 for the parser (the original bytes stay stored)."""
    encoding = charset(content_type)
    if not encoding or encoding == "utf-8":
        return data
    try:
        return data.decode(encoding).encode("utf-8")
    except (LookupError, UnicodeDecodeError):
        return data


def _unsafe_member_name(name: str) -> bool:
    normalised = name.replace("\\", "/")
    if normalised.startswith("/") or re.match(r"^[A-Za-z]:", normalised):
        return True
    return ".." in normalised.split("/")


def _examine_zip(name: str, data: bytes) -> list[Accepted | Rejected]:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        infos = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        return [Rejected(name, "The ZIP archive is damaged and could not be opened.")]
    if any(info.filename in {"word/document.xml", "[Content_Types].xml"} for info in infos):
        # An Office file: a Word document is accepted whole, anything else refused whole.
        return [_office_or_archive(name, data)]
    if any(_unsafe_member_name(info.filename) for info in infos):
        return [
            Rejected(
                name,
                "The ZIP archive contains unsafe file names (absolute paths or '..'); "
                "nothing was taken from it.",
            )
        ]
    members = [
        info
        for info in infos
        if not info.is_dir()
        and not posixpath.basename(info.filename).startswith(".")
        and not info.filename.startswith("__MACOSX/")
    ]
    bomb = _bomb_reason(members)
    if bomb:
        return [Rejected(name, f"The ZIP archive was refused: {bomb}.")]

    results: list[Accepted | Rejected] = []
    total = 0
    for info in members:
        label = f"{name} › {info.filename}"
        if info.flag_bits & 0x1:
            results.append(Rejected(label, "The file is encrypted inside the archive."))
            continue
        # Declared sizes can lie: read at most one byte over the limit and check.
        try:
            with archive.open(info) as member:
                content = member.read(settings.UPLOAD_MAX_BYTES + 1)
        except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError, EOFError):
            results.append(Rejected(label, "The file is damaged inside the archive."))
            continue
        total += len(content)
        if total > settings.ZIP_MAX_TOTAL_BYTES:
            return [Rejected(name, "The ZIP archive was refused: it unpacks to too much data.")]
        if len(content) > settings.UPLOAD_MAX_BYTES:
            results.append(Rejected(label, too_large_message()))
            continue
        results.append(sniff(label, content))
    if not results:
        return [Rejected(name, "The ZIP archive holds no documents.")]
    return results


def _bomb_reason(members: list[zipfile.ZipInfo]) -> str:
    if len(members) > settings.ZIP_MAX_FILES:
        return f"it holds more than {settings.ZIP_MAX_FILES} files"
    if sum(info.file_size for info in members) > settings.ZIP_MAX_TOTAL_BYTES:
        return f"it unpacks to more than {limit_text(settings.ZIP_MAX_TOTAL_BYTES)}"
    for info in members:
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size > 1_000_000 and ratio > settings.ZIP_MAX_RATIO:
            return "it is compressed suspiciously well (a ZIP bomb?)"
    return ""
