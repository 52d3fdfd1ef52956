"""Rules added for the round-5 shapes; every person, place and paper here is invented."""

from parsing.awards import awards_in_prose, extract_awards
from parsing.dates import strip_dates
from parsing.document import Document
from parsing.experience import experience_from_prose, extract_experience, role_at_org_lines
from parsing.names import looks_like_name, name_from_lines
from parsing.publications import extract_publications, is_author_list, publications_in_prose
from parsing.sections import split_sections


def test_six_word_names_and_latin_extended_letters():
    assert name_from_lines(["Rosalía Inés de la Cueva Marte — Curriculum Vitae"]) == (
        "Rosalía Inés de la Cueva Marte"
    )
    assert looks_like_name("Kerem Yıldırım Aksoy")
    assert looks_like_name("Łucja Wróbel")


def test_a_recipients_unit_is_no_name(parse_text):
    letter = (
        "Prof. Odile Varnier\nStorage Systems Group, Lakemoor University\n\n3 May 2025\n\n"
        "Dear Prof. Varnier,\n\nI would like to join your group as an intern this summer.\n\n"
        "Best regards,\nTeodor B. Halloran-Vique\nteodor@example.org\n"
    )
    assert parse_text(letter, kind="cover_letter").name == "Teodor B. Halloran-Vique"


def test_author_names_with_particles_and_et_al():
    assert is_author_list("Q. R. van der Hoeven*, L. Marsh*, and T. Oduya")
    chunk = [
        "[1] Q. R. van der Hoeven*, L. Marsh*, and T. Oduya. Sketching Skewed Joins for",
        "Streaming Engines. Proc. VLDB Endow. 18(2), 2025.",
        "[2] Q. R. van der Hoeven, L. Marsh, et al. Cost Models That Learn From Their",
        "Mistakes. ACM TOSEM, 2024.",
    ]
    found = [(p.title, p.year) for p in extract_publications(chunk, "Quirine R. van der Hoeven")]
    assert found == [
        ("Sketching Skewed Joins for Streaming Engines", 2025),
        ("Cost Models That Learn From Their Mistakes", 2024),
    ]


def test_author_footnotes_are_not_part_of_an_entry():
    lines = [
        "A. Pellow†, and B. Quist. Tidal Caches for Edge Inference. IEEE INFOCOM, 2025.",
        "† work done while at Northfen Labs",
    ]
    found = extract_publications(lines, None)
    assert [(p.title, p.venue) for p in found] == [("Tidal Caches for Edge Inference", "INFOCOM")]


def test_papers_named_in_a_letters_prose():
    lines = [
        'Our workshop paper, "Partitioned Prefetch for Shared Accelerators", was accepted at '
        "the MemArch workshop 2025.",
        'That led to a paper, "Certified Spill Slots for Register Allocation", which appeared '
        "at CPP 2026.",
        'I enjoyed reading a paper, "Why Caches Forget Things Quickly", last spring.',
    ]
    found = [(p.title, p.venue) for p in publications_in_prose(lines)]
    assert found == [
        ("Partitioned Prefetch for Shared Accelerators", "MemArch workshop"),
        ("Certified Spill Slots for Register Allocation", "CPP"),
    ]


def test_employer_rows_without_organisation_words():
    lines = [
        "Data Science Intern\tJul 2025 – Sep 2025",
        "Quillbank, Gdynia",
        "• Scored loan applications.",
        "Student Researcher\tOct 2024 – present",
        "NORDA LABX, Warsaw",
        "Working Student, ZEPH AG, Walldorf\tApr 2024 – present",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("Quillbank", "Data Science Intern"),
        ("NORDA LABX", "Student Researcher"),
        ("ZEPH AG", "Working Student"),
    ]


def test_role_and_team_row_under_the_employer():
    lines = ["Fenwick Data Institute (FDI)\tJun 2023 – Aug 2023", "Summer Intern, Query Group"]
    assert [e.organization for e in extract_experience(lines)] == ["Fenwick Data Institute (FDI)"]


def test_role_rows_over_their_dates_and_bracketed_ranges():
    lines = [
        "Hardware Intern, Karavel Systems, Izmir",
        "June 2025 – August 2025",
        "Undergraduate Researcher, Ostrava Sensing Lab",
        "2024 – present",
        "• Research Intern, Pallas Research, Lyon (Summer 2023)",
        "• Research Assistant, Lindgren Centre, Moorfield College (2022 – present)",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("Karavel Systems", "Hardware Intern"),
        ("Ostrava Sensing Lab", "Undergraduate Researcher"),
        ("Pallas Research", "Research Intern"),
        ("Lindgren Centre, Moorfield College", "Research Assistant"),
    ]
    assert strip_dates("Tutor, Lindgren Centre (2022 – present)") == "Tutor, Lindgren Centre"


def test_prose_positions_name_the_unit_and_wrapped_lines_are_prose():
    sentence = (
        "Since 2024 I have worked as a research assistant in the Verified Systems Lab at "
        "Northfen University, where I wrote proofs."
    )
    assert [e.organization for e in experience_from_prose([sentence])] == [
        "Verified Systems Lab at Northfen University"
    ]
    assert role_at_org_lines(["a software engineering intern at Bramble in Tallinn."]) == []


def test_year_first_awards_with_a_dash_and_prose_dean_list():
    lines = ["2024 — Best Poster Award, Quayside Symposium", "2022 — Tern Prize"]
    assert extract_awards(lines) == [
        "Best Poster Award, Quayside Symposium",
        "Tern Prize",
    ]
    assert awards_in_prose(["I have been on the Dean's List every semester since 2023."]) == [
        "Dean's List"
    ]


def test_one_line_of_spoken_languages_is_its_own_section():
    lines = ["Skills", "Python, Rust", "Languages", "Basque (native), Dutch (B2)"]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections][-2:] == ["skills", "languages"]


def test_icon_link_words_and_obfuscated_email_domains(parse_text):
    page = (
        "<html><body><header><h2>Selin Kaya Oruç</h2>"
        "<p>selin [at] cs.example.edu.tr · <a href='https://github.com/selinko'>🐙 GitHub</a>"
        " · <a href='https://www.linkedin.com/in/selin-oruc'>in LinkedIn</a></p></header>"
        "<p>I am an undergraduate student who likes compilers.</p></body></html>"
    )
    links = parse_text(page, "index.html", kind="homepage").links
    assert links == {
        "github": "https://github.com/selinko",
        "linkedin": "https://www.linkedin.com/in/selin-oruc",
    }


def test_a_class_word_before_a_role_is_no_degree():
    from parsing.education import education_from_prose

    lines = [
        "I am a B.S. student at Harrowgate University. Since 2024 I have been an undergraduate "
        "researcher in the Tidal Lab at HU Marsh Campus."
    ]
    assert [e.institution for e in education_from_prose(lines)] == ["Harrowgate University"]


def test_markdown_paragraphs_wrapped_in_the_source_are_read_whole(parse_text):
    page = (
        "# Odran Vell\n\n## About me\n\n"
        "I am a Ph.D. candidate at Quarrystone University, working on compilers. I did my\n"
        "B.A. in Linguistics at Fernhill College (2018–2022).\n"
    )
    profile = parse_text(page, "about.md", kind="homepage")
    assert [e.institution for e in profile.education] == [
        "Quarrystone University",
        "Fernhill College",
    ]
