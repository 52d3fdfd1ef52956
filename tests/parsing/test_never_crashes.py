"""Property: any bytes (random, or a small valid document damaged at random) give a Profile
or a ParseError, never another exception, within a time budget per kilobyte."""

import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parsing import ParseError, Profile, parse
from tests.factories import make_docx
from tests.parsing.pdfgen import make_pdf

TEXT_CV = (
    "Lena Mutable\nlena.m@example.org | +1 555 201 9988 | github.com/lenam\n\n"
    "EDUCATION\nPhD in Linguistics, Example University\t2021 - 2025\n"
    "EXPERIENCE\nResearch Intern, Harbor Lab, Tallinn\t2023\n"
    "PUBLICATIONS\n[1] L. Mutable, O. Other. A Fictional Parser. In Proc. of ACL, 2024.\n"
    "SKILLS\nPython, Rust, SQL\nAWARDS\nBest Poster Award, 2023\n"
)
MARKDOWN_PAGE = (
    "---\ntitle: Lena Mutable\n---\n# Lena Mutable\n\n"
    "[me](lena[at]example[dot]org) · [GitHub](https://github.com/lenam)\n\n"
    "## Publications\n\n- **A Fictional Parser.** L. Mutable. *ACL* 2024.\n\n"
    "> quoted [link](https://example.org/a_(b))\n\n| Year | Award |\n|---|---|\n| 2023 | Poster |\n"
)
HTML_PAGE = (
    "<!doctype html><html><head><title>Lena Mutable</title></head><body>"
    "<h1>Lena Mutable</h1><p><a href='mailto:lena.m@example.org'>mail</a></p>"
    "<h2>Education</h2><ul><li>PhD, Example University, 2021 &ndash; 2025</li></ul>"
    "<table><tr><td>2023</td><td>Research Intern, Harbor Lab</td></tr></table></body></html>"
)
SEEDS = [
    TEXT_CV.encode(),
    MARKDOWN_PAGE.encode(),
    HTML_PAGE.encode(),
    make_pdf([[(72, 720, "Lena Mutable", 16), (72, 700, "lena.m@example.org"),
               (72, 660, "EDUCATION", 12, "bold"), (72, 640, "PhD, Example University"),
               (480, 640, "2021 - 2025")]]),
    make_docx(["Lena Mutable", "lena.m@example.org", "Education", "PhD, Example University"]),
]  # fmt: skip
BASE_SECONDS = 10
SECONDS_PER_KILOBYTE = 0.2


@st.composite
def damaged(draw) -> bytes:
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(0, len(data)))
        action = draw(st.sampled_from(["truncate", "flip", "nul", "repeat", "insert"]))
        if action == "truncate":
            del data[max(where, 1) :]
        elif action == "flip" and where < len(data):
            data[where] ^= 1 << draw(st.integers(0, 7))
        elif action == "nul":
            data[where:where] = b"\x00" * draw(st.integers(1, 8))
        elif action == "repeat":
            chunk = data[where : where + draw(st.integers(1, 200))]
            data[where:where] = chunk * draw(st.integers(1, 200))
        elif action == "insert":
            data[where:where] = draw(st.binary(min_size=1, max_size=64))
    return bytes(data)


def parses_or_refuses(data: bytes, nlp) -> None:
    started = time.perf_counter()
    try:
        result = parse(data, "document", nlp=nlp)
    except ParseError as error:
        assert error.message
    else:
        assert isinstance(result, Profile)
    budget = BASE_SECONDS + SECONDS_PER_KILOBYTE * len(data) / 1024
    assert time.perf_counter() - started < budget


PROPERTY = settings(
    max_examples=60,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@PROPERTY
@given(data=damaged())
def test_a_damaged_document_gives_a_profile_or_a_parse_error(data, nlp):
    parses_or_refuses(data, nlp)


@PROPERTY
@given(text=st.text(max_size=3000))
def test_any_text_gives_a_profile_or_a_parse_error(text, nlp):
    parses_or_refuses(text.encode("utf-8"), nlp)


@PROPERTY
@given(data=st.binary(max_size=3000))
def test_any_bytes_give_a_profile_or_a_parse_error(data, nlp):
    parses_or_refuses(data, nlp)


def test_a_utf16_text_cut_short_is_no_crash():
    """A byte-order mark and an odd number of bytes after it: a truncated UTF-16 file."""
    for data in (b"\xfe\xff\x00", b"\xff\xfeH\x00i\x00!"):
        assert isinstance(parse(data, "notes.txt"), Profile)
