import pytest

from parsing.document import Document
from parsing.name_scoring import best_name, gather_candidates
from parsing.names import looks_like_name, name_from_lines, name_from_title


def test_first_name_shaped_line_of_a_cv(parse_text):
    profile = parse_text("QUINN ZEPHYRINE\nqz@example.org | (555) 010-2233\n\nEDUCATION\n")
    assert profile.name == "Quinn Zephyrine"


def test_name_in_a_header_row_with_contacts():
    assert name_from_lines(["Rosa M. Tablecell\trosa@example.org"]) == "Rosa M. Tablecell"


def test_headings_and_titles_are_not_names():
    assert not looks_like_name("Curriculum Vitae")
    assert not looks_like_name("Research Experience")
    assert not looks_like_name("Harbor State University")
    assert looks_like_name("Jean-Luc de Montfaux")


def test_homepage_title_with_possessive_or_suffix():
    assert name_from_title("Sven Okonkwo's Personal Page") == "Sven Okonkwo"
    assert name_from_title("Tuva Lindqvist, PhD in Robotics.") == "Tuva Lindqvist"
    assert name_from_title("about") is None


def test_signature_of_a_letter():
    lines = ["Dear Committee,", "I would like to join.", "Best regards,", "Uma Signwell"]
    candidates = gather_candidates(Document(lines=lines, fmt="text"), "cover_letter", [])
    assert {c.source for c in candidates} == {"top", "signature"}
    assert best_name(candidates, [], "cover_letter") == "Uma Signwell"


def test_letter_signed_at_the_end(parse_text):
    letter = (
        "Dear Professor,\n\nI am applying for the internship. "
        "I have built compilers for three years and would love to join.\n\n"
        "Sincerely,\n\nVeda Closingline\n"
    )
    assert parse_text(letter).name == "Veda Closingline"


def test_homepage_without_a_name_gives_none(parse_text):
    page = "---\ntitle: about\n---\nI am a master's student advised by [Prof Ada Mentor](https://a.example).\n"
    assert parse_text(page, "about.md").name is None


def test_a_letter_opening_with_the_addressee_is_named_by_its_signature(parse_text):
    letter = (
        "Marisol Quenby\nProfessor of Computer Science\nTallmere University\n\n"
        "Dear Professor Quenby,\n\nI am writing to apply for the internship in your group. "
        "I am a junior at Brennick College majoring in Mathematics, and I have worked as a "
        "research assistant at the Brennick Vision Lab since 2024.\n\n"
        "Sincerely,\nTavish Ndlovu-Carrick\n"
    )
    profile = parse_text(letter, "letter.txt")
    assert profile.name == "Tavish Ndlovu-Carrick"
    assert [(e.institution, e.degree, e.start_year) for e in profile.education] == [
        ("Brennick College", "Bachelor", None)
    ]


def test_link_words_of_a_contact_row_are_no_name():
    assert name_from_lines(["CV · Google Scholar · GitHub · mail (at) example (dot) org"]) is None


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("J A N E   D O R V A L", "Jane Dorval"),
        ("J ANE D ORVAL", "Jane Dorval"),
        ("Resume of Tomasz Wrenley", "Tomasz Wrenley"),
    ],
)
def test_letter_spaced_small_caps_and_resume_of_names(line, name):
    assert name_from_lines([line, "jd@example.org"]) == name
