"""Bad files, built in the tests: what a clumsy user or an attacker uploads.

Each maker returns {file name: bytes}. Nothing here is a real document; the people
named are invented.
"""

import codecs
import io
import random
import struct
import zipfile
import zlib
from collections.abc import Callable
from functools import partial

from tests.factories import IVO_HOMEPAGE, IVO_LETTER, ivo_cv_pdf, make_docx, make_zip

MB = 1024 * 1024
CV_TEXT = (
    "Orla Fennimore\norla.fennimore@example.org\n\nEducation\n"
    "MSc in Computer Science, Univ. of Lanthorne, 2022 - 2024\n\nSkills\nPython, Rust\n"
)


def raw_pdf(objects: list[bytes], *, root: int = 1) -> bytes:
    """A PDF from object bodies (object n is objects[n - 1]), with a correct xref table."""
    out = b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        root,
        xref,
    )
    return out


def stream(data: bytes, extra: bytes = b"") -> bytes:
    return b"<< /Length %d %s>>\nstream\n" % (len(data), extra) + data + b"\nendstream"


def one_page_pdf(content: bytes, *, content_extra: bytes = b"") -> bytes:
    return raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
            b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
            stream(content, content_extra),
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
    )


def deflated_zeros(megabytes: int, *, raw: bool = False) -> bytes:
    """`megabytes` MB of zero bytes, deflated (zlib format, or raw for ZIP members).

    Built in a moment: after a full flush the compressor forgets what it saw, so every
    further megabyte compresses to the same bytes, which are simply repeated.
    """
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15 if raw else 15)
    first = compressor.compress(bytes(MB)) + compressor.flush(zlib.Z_FULL_FLUSH)
    again = compressor.compress(bytes(MB)) + compressor.flush(zlib.Z_FULL_FLUSH)
    end = compressor.flush()
    if not raw:
        # zlib's trailer is the Adler-32 of all the data: for n zero bytes, (n mod 65521, 1).
        end = end[:-4] + ((megabytes * MB % 65521) << 16 | 1).to_bytes(4, "big")
    return first + again * (megabytes - 1) + end


def zip_of(members: dict[str, bytes], *, zero_members: dict[str, int] | None = None) -> bytes:
    """A ZIP archive written by hand, so a member can be `n` MB of zeros in a few KB."""
    entries = []
    for name, data in members.items():
        compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
        entries.append(
            (name, compressor.compress(data) + compressor.flush(), zlib.crc32(data), len(data))
        )
    for name, megabytes in (zero_members or {}).items():
        crc = 0
        for _ in range(megabytes):
            crc = zlib.crc32(bytes(MB), crc)
        entries.append((name, deflated_zeros(megabytes, raw=True), crc, megabytes * MB))
    out, directory = b"", b""
    for name, packed, crc, size in entries:
        encoded = name.encode()
        fields = struct.pack("<HHHHHIII", 20, 0, 8, 0, 0, crc, len(packed), size)
        directory += (
            b"PK\x01\x02"
            + struct.pack("<H", 20)
            + fields
            + struct.pack("<HHHHHII", len(encoded), 0, 0, 0, 0, 0, len(out))
            + encoded
        )
        out += b"PK\x03\x04" + fields + struct.pack("<HH", len(encoded), 0) + encoded + packed
    count = len(entries)
    end = struct.pack("<HHHHIIH", 0, 0, count, count, len(directory), len(out), 0)
    return out + directory + b"PK\x05\x06" + end


# -- PDF ---------------------------------------------------------------------------------


def truncated_pdfs() -> dict[str, bytes]:
    whole = ivo_cv_pdf()
    cuts = [0.02, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99]
    return {
        f"truncated-{int(cut * 100)}.pdf": whole[: max(int(len(whole) * cut), 9)] for cut in cuts
    }


def damaged_pdfs() -> dict[str, bytes]:
    whole = ivo_cv_pdf()
    files = {}
    for seed in range(6):
        rng = random.Random(seed)
        data = bytearray(whole)
        for _ in range(20):
            data[rng.randrange(16, len(data))] = rng.randrange(256)
        files[f"bit-flipped-{seed}.pdf"] = bytes(data)
    files["no-xref.pdf"] = whole[: whole.rindex(b"xref")]
    files["xref-garbage.pdf"] = whole.replace(b"0000000000 65535 f", b"zzzzzzzzzz 99999 q")
    files["startxref-past-the-end.pdf"] = whole.replace(b"startxref\n", b"startxref\n99999999")
    files["header-only.pdf"] = b"%PDF-1.7\n%%EOF\n"
    files["page-tree-loop.pdf"] = raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R] /Count 2 >>",
        ]
    )
    files["reference-loop.pdf"] = raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox 4 0 R /Contents 5 0 R >>",
            b"5 0 R",
            b"4 0 R",
        ]
    )
    files["page-count-lie.pdf"] = whole.replace(b"/Count 2", b"/Count 99999999")
    files["negative-length.pdf"] = one_page_pdf(b"BT /F1 12 Tf 72 720 Td (Orla) Tj ET").replace(
        b"/Length 35", b"/Length -35"
    )
    files["huge-length.pdf"] = one_page_pdf(b"BT /F1 12 Tf 72 720 Td (Orla) Tj ET").replace(
        b"/Length 35", b"/Length 99999999999"
    )
    files["bad-filter.pdf"] = one_page_pdf(
        b"not flate at all", content_extra=b"/Filter /FlateDecode "
    )
    files["unknown-filter.pdf"] = one_page_pdf(b"abc", content_extra=b"/Filter /NoSuchDecode ")
    files["deep-array.pdf"] = one_page_pdf(b"[" * 50_000 + b"] " * 50_000)
    return files


def huge_pdfs() -> dict[str, bytes]:
    line = b"BT /F1 9 Tf 72 700 Td (lantern lantern lantern lantern) Tj ET\n"
    many_operators = zlib.compress(line * 40_000)  # about 2.4 MB of drawing, inflated
    return {
        "huge-content-stream.pdf": one_page_pdf(
            many_operators, content_extra=b"/Filter /FlateDecode "
        ),
        "pdf-bomb-1gb.pdf": one_page_pdf(
            deflated_zeros(1024), content_extra=b"/Filter /FlateDecode "
        ),
        "pdf-bomb-200mb.pdf": one_page_pdf(
            deflated_zeros(200), content_extra=b"/Filter /FlateDecode "
        ),
    }


# -- DOCX and ZIP ------------------------------------------------------------------------


def _replace_member(docx: bytes, name: str, data: bytes, **kwargs) -> bytes:
    source = zipfile.ZipFile(io.BytesIO(docx))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            content = data if info.filename == name else source.read(info.filename)
            target.writestr(info.filename, content, **kwargs)
    return out.getvalue()


DOCUMENT_XML = "word/document.xml"
W = b'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def bad_docx_files() -> dict[str, bytes | Callable[[], bytes]]:
    good = make_docx(["Orla Fennimore", "orla.fennimore@example.org", "Education"])
    document = zipfile.ZipFile(io.BytesIO(good)).read(DOCUMENT_XML)
    laughs = (
        b'<?xml version="1.0"?><!DOCTYPE w:document ['
        + b'<!ENTITY l0 "ha">'
        + b"".join(b'<!ENTITY l%d "%s">' % (n, b"&l%d;" % (n - 1) * 10) for n in range(1, 10))
        + b"]><w:document "
        + W
        + b"><w:body><w:p><w:r><w:t>&l9;</w:t></w:r></w:p></w:body></w:document>"
    )
    nested = (
        b"<w:document "
        + W
        + b"><w:body>"
        + b"<w:p>" * 100_000
        + b"</w:p>" * 100_000
        + b"</w:body></w:document>"
    )
    files = {
        "docx-truncated-xml.docx": _replace_member(
            good, DOCUMENT_XML, document[: len(document) // 2]
        ),
        "docx-not-xml.docx": _replace_member(good, DOCUMENT_XML, b"\x00\x01 not xml at all"),
        "docx-billion-laughs.docx": _replace_member(good, DOCUMENT_XML, laughs),
        "docx-deep-nesting.docx": _replace_member(good, DOCUMENT_XML, nested),
        "docx-bomb-1gb.docx": lambda: _with_zero_member(good, DOCUMENT_XML, 1024),
        "docx-missing-styles.docx": _without_member(good, "word/styles.xml"),
        "docx-stored-not-deflated.docx": _replace_member(
            good, DOCUMENT_XML, document, compress_type=zipfile.ZIP_STORED
        ),
    }
    files["docx-corrupt-deflate.docx"] = _corrupt_member_data(good, DOCUMENT_XML)
    files["docx-truncated.docx"] = good[: len(good) * 2 // 3]
    return files


def _with_zero_member(docx: bytes, name: str, megabytes: int) -> bytes:
    source = zipfile.ZipFile(io.BytesIO(docx))
    others = {i.filename: source.read(i.filename) for i in source.infolist() if i.filename != name}
    return zip_of(others, zero_members={name: megabytes})


def _without_member(docx: bytes, name: str) -> bytes:
    source = zipfile.ZipFile(io.BytesIO(docx))
    return make_zip(
        {i.filename: source.read(i.filename) for i in source.infolist() if i.filename != name}
    )


def _corrupt_member_data(docx: bytes, name: str) -> bytes:
    info = zipfile.ZipFile(io.BytesIO(docx)).getinfo(name)
    start = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra)
    data = bytearray(docx)
    for offset in range(start + 10, start + min(info.compress_size, 200), 7):
        data[offset] ^= 0xFF
    return bytes(data)


def bad_zip_files() -> dict[str, bytes | Callable[[], bytes]]:
    return {
        "zip-bomb.zip": lambda: zip_of({}, zero_members={"cv.txt": 300}),
        "zip-bomb-many-members.zip": lambda: zip_of(
            {"cv.txt": CV_TEXT.encode()}, zero_members={f"part{n}.txt": 20 for n in range(30)}
        ),
        "zip-nested.zip": make_zip({"inner.zip": make_zip({"cv.txt": CV_TEXT.encode()})}),
        "zip-traversal.zip": make_zip({"../../etc/cv.txt": CV_TEXT.encode()}),
        "zip-with-bad-members.zip": make_zip(
            {"cut.pdf": ivo_cv_pdf()[:300], "image.png": b"\x89PNG\r\n\x1a\n" + bytes(64)}
        ),
        "zip-truncated.zip": make_zip({"a.txt": CV_TEXT.encode() * 50})[:120],
    }


# -- HTML --------------------------------------------------------------------------------


def bad_html_files() -> dict[str, bytes]:
    laughs = (
        b'<?xml version="1.0"?>\n<!DOCTYPE html [\n<!ENTITY l0 "ha">\n'
        + b"".join(b'<!ENTITY l%d "%s">\n' % (n, b"&l%d;" % (n - 1) * 10) for n in range(1, 10))
        + b"]>\n<html><head><title>Orla Fennimore</title></head><body><p>&l9;</p></body></html>"
    )
    return {
        "html-billion-laughs.html": laughs,
        "html-deep-divs.html": b"<html><body>" + b"<div>" * 100_000 + b"Orla" + b"</div>" * 100_000,
        "html-deep-unclosed.html": b"<html><body>" + b"<b><i><span>" * 60_000 + b"Orla Fennimore",
        "html-deep-tables.html": b"<html><body>" + b"<table><tr><td>" * 20_000 + b"Orla",
        "html-deep-lists.html": b"<html><body>" + b"<ul><li>" * 50_000 + b"Orla",
        "html-garbage-tags.html": b"<html><body>" + b"<<<>>><</a =\"'" * 20_000 + b"</body>",
        "html-with-nuls.html": IVO_HOMEPAGE.replace(b"<p>", b"<p>\x00"),
        "html-bogus-charset.html": b'<html><head><meta charset="x-no-such-charset">'
        + b"<title>Orla Fennimore</title></head><body>Orla \xe9\xff\xfe</body></html>",
        "html-utf7.html": b'<html><head><meta charset="utf-7"><title>Orla</title></head>'
        + b"<body>+ADw-script+AD4-alert(1)+ADw-/script+AD4- Orla Fennimore</body></html>",
        "html-huge-attribute.html": b'<html><body><a href="'
        + b"x" * 3 * MB
        + b'">Orla</a></body></html>',
        "html-many-comments.html": b"<html><body>" + b"<!--" * 100_000 + b"Orla</body></html>",
    }


# -- Markdown and text -------------------------------------------------------------------


def pathological_markdown() -> dict[str, bytes]:
    return {
        "md-100kb-quotes.md": b"# Orla Fennimore\n\n" + b">" * 100_000 + b" deep\n",
        "md-500k-headings.md": b"# h\n" * 500_000,
        "md-nested-lists.md": b"# Orla\n\n"
        + b"".join(b"  " * n + b"- item\n" for n in range(3000)),
        "md-emphasis-run.md": b"# Orla\n\n" + b"*_" * 100_000 + b"\n",
        "md-open-links.md": b"# Orla\n\n" + b"[" * 100_000 + b"\n",
        "md-backticks.md": b"# Orla\n\n" + b"`" * 100_000 + b"\n",
        "md-big-table.md": b"# Orla\n\n| a | b |\n|---|---|\n" + b"| x | y |\n" * 100_000,
        "md-one-long-line.md": b"# Orla\n\n" + b"lantern " * 250_000,
        "md-html-soup.md": b"# Orla\n\n" + b"<div>[a](" * 30_000 + b"\n",
    }


def bad_text_files() -> dict[str, bytes]:
    cv = CV_TEXT.encode()
    return {
        "text-nul-after-8kb.txt": cv + b"notes on lanterns\n" * 600 + b"\x00more\x00\n",
        "text-nul-at-start.txt": b"\x00" + cv,
        "text-utf32-bom.txt": CV_TEXT.encode("utf-32"),
        "text-utf32-be.txt": CV_TEXT.encode("utf-32-be"),
        "text-utf16-le.txt": CV_TEXT.encode("utf-16-le"),
        "text-utf16-bom.txt": CV_TEXT.encode("utf-16"),
        "text-utf16-odd-length.txt": CV_TEXT.encode("utf-16")[:-1],
        "text-invalid-utf8.txt": cv + bytes(range(0x80, 0x100)) * 4,
        "text-mixed-encodings.txt": cv + "Zoë Müller\n".encode("latin-1") + "Zoë\n".encode(),
        "text-overlong-utf8.txt": cv + b"\xc0\xaf\xe0\x80\xaf\xed\xa0\x80\n",
        "text-shift-jis.txt": "オルラ・フェニモア\norla@example.org\n".encode("shift_jis"),
        "text-ebcdic.txt": CV_TEXT.encode("cp500"),
        "text-utf7.txt": codecs.encode(CV_TEXT + "Zoë\n", "utf-7"),
        "text-bom-only.txt": codecs.BOM_UTF8,
        "text-only-whitespace.txt": b" \t\r\n" * 1000,
        "text-zero-width.txt": ("\u200b\u202e" * 50_000 + CV_TEXT).encode(),
        "text-one-huge-line.txt": b"lantern" * 700_000,
        "text-control-chars.txt": cv + bytes(range(1, 9)) * 3,
        "letter-with-nuls.txt": IVO_LETTER.replace(b"\n\n", b"\n\x00\n"),
    }


def binary_files() -> dict[str, bytes]:
    return {
        "image-renamed.pdf": b"\x89PNG\r\n\x1a\n" + bytes(200),
        "random-bytes.pdf": random.Random(7).randbytes(50_000),
        "elf.docx": b"\x7fELF" + bytes(500),
    }


def all_bad_files() -> dict[str, Callable[[], bytes]]:
    """Every bad file by name, each built when called (the bombs take a moment)."""
    files: dict[str, bytes | Callable[[], bytes]] = {}
    for maker in (
        truncated_pdfs,
        damaged_pdfs,
        huge_pdfs,
        bad_docx_files,
        bad_zip_files,
        bad_html_files,
        pathological_markdown,
        bad_text_files,
        binary_files,
    ):
        files.update(maker())
    return {name: data if callable(data) else partial(bytes, data) for name, data in files.items()}
