"""Reading PDFs by their layout: characters, font sizes and positions. Every person,
place and paper here is invented."""

from parsing.extract import extract_document
from parsing.sections import split_sections
from tests.parsing.pdfgen import letter_spaced, make_pdf, text_width


def _lines(pages) -> list[str]:
    return [line for line in extract_document(make_pdf(pages)).lines if line]


def test_letter_spaced_headings_are_rejoined():
    page = [
        (54, 740, "Ottoline Marchbank", 18, "bold"),
        *letter_spaced(54, 700, "EDUCATION", 14, "bold", tracking=2.5),
        (54, 680, "Brackenridge University, B.S. in Geology"),
        # Words apart by a space character, some letter pairs kerned to touch.
        *letter_spaced(54, 650, "AWARDS / HONORS", 14, "bold", tracking=1.4, kerned={1, 9}),
        (54, 630, "Fenwick Prize for Field Mapping"),
        *letter_spaced(54, 600, "RESEARCH INTERESTS", 14, "bold", tracking=1.4, kerned={11}),
        (54, 580, "Glacial sediments"),
    ]
    lines = _lines([page])
    assert "EDUCATION" in lines
    assert "AWARDS / HONORS" in lines
    assert "RESEARCH INTERESTS" in lines
    document = extract_document(make_pdf([page]))
    assert [s.name for s in split_sections(document)] == [
        "header", "education", "awards", "interests"
    ]  # fmt: skip


def test_ordinary_words_with_single_letters_keep_their_spaces():
    lines = _lines([[(54, 700, "I took a B and a C in two classes of Geology I and II")]])
    assert lines == ["I took a B and a C in two classes of Geology I and II"]


def test_small_caps_initial_joins_its_word():
    initial = text_width("P", 12, "bold")
    page = [
        (54, 740, "Ottoline Marchbank", 18, "bold"),
        (54, 700, "P", 12, "bold"),
        (54 + initial + 1, 700, "UBLICATIONS", 9.5, "bold"),
    ]
    assert _lines([page])[1] == "PUBLICATIONS"


def test_name_beside_a_smaller_job_title_is_a_cell_of_its_own():
    name = "Ottoline Marchbank"
    title_x = 54 + text_width(name, 20, "bold") + 6
    page = [(54, 740, name, 20, "bold"), (title_x, 740, "Senior Data Engineer 2", 11, "italic")]
    assert _lines([page])[0] == "Ottoline Marchbank\tSenior Data Engineer 2"
