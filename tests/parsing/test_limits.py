"""The parser reads a bounded amount of any document: long text is cut with a warning,
long lines are wrapped, and DOCX and PDF files that inflate past the limits are refused."""

import io
import threading
import time
import zipfile
import zlib

import pytest
from pdfminer.layout import LTChar, LTContainer

from parsing import ParseError, parse
from parsing.limits import (
    MAX_DOCX_XML_BYTES,
    MAX_HTML_DEPTH,
    MAX_LINE_CHARS,
    MAX_PAGE_OBJECTS,
    MAX_PDF_INFLATED_BYTES,
    MAX_TEXT_CHARS,
    _inflated_size,
    check_html_depth,
    check_pdf_references,
)
from parsing.pdf_layout import LA_PARAMS
from parsing.pdf_pages import bounded_pages
from tests.factories import make_docx
from tests.parsing.pdfgen import make_pdf

CV_HEAD = "Greta Boundwell\ngreta@example.org\n\nEDUCATION\nPhD, Example University, 2021 - 2025\n"


def test_a_very_long_text_is_cut_with_a_warning(parse_text):
    profile = parse_text(CV_HEAD + "SKILLS\n" + "Rust, Go\n" * (MAX_TEXT_CHARS // 5))
    assert profile.name == "Greta Boundwell"
    assert len(profile.text) <= MAX_TEXT_CHARS
    assert any("only its first" in warning for warning in profile.warnings)


def test_a_long_line_is_wrapped_not_lost(parse_text):
    words = " ".join(f"w{i}" for i in range(MAX_LINE_CHARS))
    profile = parse_text(CV_HEAD + words + "\n")
    lines = profile.text.splitlines()
    assert max(len(line) for line in lines) <= MAX_LINE_CHARS
    assert f"w{MAX_LINE_CHARS - 1}" in profile.text and profile.warnings == []


def test_a_docx_with_an_oversized_part_is_refused_before_it_is_read(nlp):
    original = zipfile.ZipFile(io.BytesIO(make_docx(["Hugo Inflated", "hugo@example.org"])))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as bomb:
        for part in original.infolist():
            data = original.read(part)
            if part.filename == "word/document.xml":
                data += b" " * (MAX_DOCX_XML_BYTES + 1)
            bomb.writestr(part.filename, data)
    assert len(out.getvalue()) < 200_000
    with pytest.raises(ParseError, match="too large once decompressed"):
        parse(out.getvalue(), "cv.docx", nlp=nlp)


def test_a_normal_docx_is_still_read(nlp):
    profile = parse(make_docx(["Hugo Inflated", "hugo@example.org"]), "cv.docx", nlp=nlp)
    assert profile.emails == ["hugo@example.org"]


def _pdf_with_flate_content(zeros: int) -> bytes:
    """A one-page PDF whose content stream inflates to its text and then `zeros` spaces."""
    packer = zlib.compressobj(9)
    stream = packer.compress(b"BT /F1 12 Tf 72 700 Td (Ines Deflated) Tj ET\n")
    chunk = b" " * 1_000_000
    for _ in range(zeros // len(chunk)):
        stream += packer.compress(chunk)
    stream += packer.flush()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return out


def test_a_pdf_whose_streams_inflate_past_the_limit_is_refused_quickly(nlp):
    bomb = _pdf_with_flate_content(MAX_PDF_INFLATED_BYTES + 1_000_000)
    assert len(bomb) < 1_000_000
    started = time.perf_counter()
    with pytest.raises(ParseError, match="too large once decompressed"):
        parse(bomb, "cv.pdf", nlp=nlp)
    assert time.perf_counter() - started < 10


def test_a_pdf_with_a_compressed_content_stream_is_read(nlp):
    profile = parse(_pdf_with_flate_content(0), "cv.pdf", nlp=nlp)
    assert profile.text == "Ines Deflated"


def test_a_long_pdf_is_read_up_to_the_page_limit(nlp, monkeypatch):
    monkeypatch.setattr("parsing.pdf_pages.MAX_PDF_PAGES", 2)
    monkeypatch.setattr("parsing.extract.MAX_PDF_PAGES", 2)
    pages = [[(72, 700, f"Page {n} of a fictional thesis")] for n in range(1, 5)]
    profile = parse(make_pdf(pages), "thesis.pdf", nlp=nlp)
    assert "Page 2" in profile.text and "Page 3" not in profile.text
    assert profile.warnings == ["the PDF is very long: only its first 2 pages were read"]


FRONT = b"---\ntitle: Karl Shapeless\n---\n"
ROW = b"| Karl | Example University | 2020 | PhD |\n"
# Shapes that once took a worker for its whole time limit, at 1 MB each.
PATHOLOGICAL = {
    "quote markers on one line": b">" * 1_000_000,
    "headings": b"# h\n" * 250_000,
    "a Markdown table": FRONT + b"| a | b | c | d |\n|---|---|---|---|\n" + ROW * 24_000,
    "open brackets in Markdown": FRONT + b"[" * 1_000_000,
    "half links in Markdown": FRONT + b"[a](" * 250_000,
    "dotted words": b"a." * 500_000,
    "tab-separated cells": b"a\t" * 500_000,
    "nested HTML": b"<html><body>" + b"<div>" * 90_000 + b"x" + b"</div>" * 90_000,
    "an HTML table": b"<html><body><table>" + b"<tr><td>a</td><td>2020</td></tr>" * 31_000,
}
# Generous against a loaded two-core machine; before the limits most took over 30 s.
SECONDS_PER_MEGABYTE = 12


@pytest.mark.parametrize("shape", PATHOLOGICAL)
def test_a_megabyte_of_any_shape_parses_in_seconds(shape, nlp):
    data = PATHOLOGICAL[shape]
    started = time.perf_counter()
    try:
        parse(data, "doc.md", nlp=nlp)
    except ParseError as error:
        assert "nested too deeply" in error.message
    assert time.perf_counter() - started < SECONDS_PER_MEGABYTE * len(data) / 1_000_000


def test_a_page_packed_with_tiny_text_is_read_up_to_its_limit_in_seconds(nlp):
    runs = [(20 + (i % 2) * 300, 780 - (i // 2) * 0.5, f"line {i} of 2024", 1) for i in range(3000)]
    started = time.perf_counter()
    profile = parse(make_pdf([runs]), "dense.pdf", nlp=nlp)
    assert time.perf_counter() - started < 30  # over 60 s before the limit
    assert any("more text than a page can show" in w for w in profile.warnings)


def test_a_page_drawn_as_outlines_is_read_up_to_its_shape_limit_in_seconds(nlp):
    # A page printed with its text turned into outlines: curves by the ten thousand, and
    # not one character to read.
    outlines = [(40 + i % 50 * 10, 60 + i // 50 * 7, 46 + i % 50 * 10, 64 + i // 50 * 7)
                for i in range(5_000)]  # fmt: skip
    pdf = make_pdf([[(72, 760, "Ilse Vectorova", 18)], []], frames=[[], outlines])
    started = time.perf_counter()
    profile = parse(pdf, "printed.pdf", nlp=nlp)
    assert time.perf_counter() - started < 10
    assert profile.name == "Ilse Vectorova"
    assert any("more shapes than a page of text" in w for w in profile.warnings)
    _, outlined, cut = list(bounded_pages(pdf, LA_PARAMS))[1]
    assert cut and len(outlined._objs) < len(outlines)  # the interpreter stopped early


def test_a_page_of_text_among_thousands_of_drawn_shapes_is_read_whole():
    # Vector icons and charts by the thousand after the page's text: the first shape limit
    # is for pages of outlines with next to no text, so this page is read to its end.
    body = [(72, 700 - 14 * i, f"Line {i} of the notes on a hydrology project") for i in range(20)]
    charts = [(40 + i % 50 * 10, 60 + i // 50 * 2, 46 + i % 50 * 10, 62 + i // 50 * 2)
              for i in range(5_000)]  # fmt: skip
    pdf = make_pdf([[(72, 760, "Ilse Vectorova", 18), *body]], drawn_after=[charts])
    _, page, cut = list(bounded_pages(pdf, LA_PARAMS))[0]
    assert not cut
    assert len(page._objs) > len(charts)


def test_a_page_with_icons_and_rules_is_read_whole(nlp):
    icons = [(40 + i * 12, 700, 48 + i * 12, 708) for i in range(40)]
    pdf = make_pdf([[(72, 760, "Ilse Vectorova", 18), (72, 650, "ilse@example.org")]],
                   frames=[icons])  # fmt: skip
    profile = parse(pdf, "cv.pdf", nlp=nlp)
    assert profile.emails == ["ilse@example.org"]
    assert not profile.warnings


@pytest.mark.parametrize(
    "nesting",
    [b"<table><tr><td>" * 20_000, b"<ul><li>" * 50_000, b"<div>" * (MAX_HTML_DEPTH + 5)],
)
def test_a_page_nested_deeper_than_any_real_one_is_refused_before_it_is_read(nesting):
    with pytest.raises(ParseError, match="nested too deeply"):
        check_html_depth("<html><body>" + nesting.decode() + "Orla")


def test_a_page_nested_as_deep_as_a_real_one_is_read(nlp):
    page = b"<html><body>" + b"<div>" * 60 + b"<h1>Wren Talbot</h1><p>Compilers.</p>"
    check_html_depth(page.decode())
    assert parse(page, "page.html", nlp=nlp).name == "Wren Talbot"


def test_a_pdf_whose_objects_refer_to_each_other_in_a_loop_is_refused():
    pdf = make_pdf([[(72, 720, "Wren Talbot", 18), (72, 690, "wren@example.org")]])
    looped = pdf + b"\n7 0 obj 8 0 R endobj\n8 0 obj\n9 0 R\nendobj\n9 0 obj 7 0 R endobj\n"
    with pytest.raises(ParseError, match="refer to each other in a loop"):
        check_pdf_references(looped)
    chain = pdf + b"\n7 0 obj 8 0 R endobj\n8 0 obj 9 0 R endobj\n"  # leads somewhere: fine
    check_pdf_references(chain)
    assert parse(chain, "cv.pdf").name == "Wren Talbot"


def test_a_stream_inflating_past_one_read_is_measured_to_its_end():
    inflated = b"BT /F1 9 Tf 72 700 Td (a lantern) Tj ET\n" * 80_000  # 3.2 MB
    data = b"stream\n" + zlib.compress(inflated) + b"\nendstream\nendobj\n" + b"% tail\n" * 100
    sizes = []
    measuring = threading.Thread(
        target=lambda: sizes.append(_inflated_size(data, 7, 10**8)), daemon=True
    )
    measuring.start()
    measuring.join(timeout=20)  # it used to spin for ever once the stream had ended
    assert not measuring.is_alive()
    assert sizes == [len(inflated)]


def test_a_page_is_read_up_to_its_object_limit_and_no_further(nlp):
    runs = [(72 + (i % 40) * 12, 760 - (i // 40) * 0.7, "x") for i in range(MAX_PAGE_OBJECTS * 2)]
    [(_, layout, cut)] = list(bounded_pages(make_pdf([runs]), LA_PARAMS))
    assert cut
    assert 0 < characters(layout) <= MAX_PAGE_OBJECTS


def characters(item) -> int:
    if isinstance(item, LTChar):
        return 1
    return sum(characters(child) for child in item) if isinstance(item, LTContainer) else 0
