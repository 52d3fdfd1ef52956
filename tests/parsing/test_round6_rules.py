"""Rules added for the round-6 shapes; every person, place and paper here is invented."""

from parsing.contacts import URL_RE
from parsing.names import looks_like_name, name_from_copyright, name_from_lines


def test_vietnamese_letters_with_two_diacritics():
    assert looks_like_name("Đặng Thị Huyền")
    assert name_from_lines(["Hi, I'm Lưu Quốc Bảo"]) is None  # the intro finder's job
    assert name_from_lines(["Ngô Thành Lộc", "Research Engineer"]) == "Ngô Thành Lộc"


def test_a_title_line_is_no_name_and_a_spaced_name_is_read():
    assert not looks_like_name("Undergraduate Researcher")
    assert not looks_like_name("PhD Candidate")
    lines = ["B E R T A   G I L   O L M E D O", "Undergraduate Researcher"]
    assert name_from_lines(lines) == "Berta Gil Olmedo"
    assert name_from_lines(["I Ñ I G O   S O T O"]) == "Iñigo Soto"


def test_copyright_line():
    assert name_from_copyright("© 2026 Seong Ha-rin. Built with Jekyll.") == "Seong Ha-rin"
    assert name_from_copyright("Copyright 2021–2025, Oren P. Valdyke | Theme") == "Oren P. Valdyke"
    assert name_from_copyright("© 2026 Powered by Jekyll") is None


def test_letter_closings(parse_text):
    letter = (
        "To the Selection Committee\nVisual Computing Group\n\nDear Committee,\n\n"
        "I am writing to apply for the internship.\n\nYours faithfully,\n\n"
        "Wiremu T. Hakaraia\nMSc Student, Aotearoa Institute of Informatics\n"
    )
    assert parse_text(letter, kind="cover_letter").name == "Wiremu T. Hakaraia"


def test_referees_emails_are_not_the_applicants(parse_text):
    cv = (
        "Ilse Brandvold\nilse.brandvold@example.no\n\nEducation\nNordkapp University\t2022 – 2025\n"
        "B.Sc. in Informatics\n\nReferences\nProf. Arne Tveit, Nordkapp University\n"
        "arne.tveit@example.no\n"
    )
    assert parse_text(cv, kind="cv").emails == ["ilse.brandvold@example.no"]


def test_author_block_in_front_matter(parse_text):
    page = (
        '---\ntitle: "About"\nauthor:\n  name: "Tupac Quispe Mamani"\n  github: "tquispe"\n'
        '  linkedin: "tupac-quispe"\n  email: "tupac@example.pe"\n---\n\n## Welcome\n\n'
        "I am a PhD student working on glacier remote sensing.\n"
    )
    profile = parse_text(page, filename="about.md")
    assert profile.name == "Tupac Quispe Mamani"
    assert profile.links == {
        "github": "github.com/tquispe",
        "linkedin": "linkedin.com/in/tupac-quispe",
    }
    assert profile.emails == ["tupac@example.pe"]


def test_a_domain_ends_at_a_word_boundary():
    assert [m.group(0) for m in URL_RE.finditer("ana.carvalho@example.br")] == []
    assert [m.group(0) for m in URL_RE.finditer("see jdoe.github.io/")] == ["jdoe.github.io/"]


def test_what_sits_beside_a_name_is_dropped():
    assert name_from_lines(["Dr. Ingrid M. Solhaug"]) == "Ingrid M. Solhaug"
    assert name_from_lines(["Ravindu Perera (he/him)"]) == "Ravindu Perera"
    assert name_from_lines(["Zhou Lanxin 周岚欣"]) == "Zhou Lanxin"
    assert name_from_lines(["송하은 Song Ha-eun"]) == "Song Ha-eun"


def test_a_recipient_with_a_title_is_still_the_recipient(parse_text):
    letter = (
        "Dr. Marit Ellingsen\nHead, Robotics Lab\n\nDear Dr. Ellingsen,\n\n"
        "I am applying for the summer internship.\n\nBest,\nOsei K. Appiah\n"
    )
    assert parse_text(letter, kind="cover_letter").name == "Osei K. Appiah"


def test_venues_named_in_prose_and_in_proceedings():
    from parsing.publications import extract_publications, publications_in_prose

    line = 'With my advisor I wrote a paper, "Quiet Routing for Sparse Meshes", which appeared'
    found = publications_in_prose([line + " at the ACM DEV-X 2025 conference."])
    assert [(p.venue, p.year) for p in found] == [("ACM DEV-X", 2025)]
    found = publications_in_prose(['Our paper, "Typed Holes in Practice", appeared at the '
                                   "Racket Workshop in 2024."])  # fmt: skip
    assert found[0].venue == "Racket Workshop"
    chunk = ["V. Okonjo, R. Tamm. Lease-Free Leader Election for Drones. In Proceedings",
             "of the Tiny Swarms Workshop, 2025."]  # fmt: skip
    assert extract_publications(chunk, "V. Okonjo")[0].venue == "Tiny Swarms Workshop"


def test_page_titles():
    from parsing.names import name_from_title

    assert name_from_title("About | Kalani Akana") == "Kalani Akana"
    assert name_from_title("Publications · Kalani Akana") == "Kalani Akana"
    assert name_from_title("Welcome to Kalani Akana's homepage") == "Kalani Akana"
    assert name_from_title("Kalani Akana: PhD student in ecology") == "Kalani Akana"
    assert name_from_title("Home | Reef Imaging Group") is None
    assert name_from_title("About Me") is None


def test_a_name_stacked_over_two_lines():
    from parsing.names import name_over_two_lines

    lines = ["TEVITA K.", "EXPERIENCE", "FINAU", "Data Engineer"]
    assert name_over_two_lines(lines, ["tevita.finau"]) == "Tevita K. Finau"
    assert name_over_two_lines(["Mereana", "Whaanga", "Contact"], ["mwhaanga"]) == (
        "Mereana Whaanga"
    )
    # The next line is no part of the name unless the address says so.
    assert name_over_two_lines(lines, ["tk.data"]) is None


def test_degrees_in_prose_with_a_unit_and_a_participle():
    from parsing.education import education_from_prose

    found = education_from_prose(
        [
            "I am a PhD student at the Marine Robotics Institute, Halvard University, advised "
            "by Prof. Ines Moen.",
            "I am an MSc student at Vestby University of Technology working on sonar mapping.",
        ]
    )
    assert [(e.institution, e.degree) for e in found] == [
        ("Halvard University", "PhD"),
        ("Vestby University of Technology", "MS"),
    ]


def test_a_role_in_a_named_unit():
    from parsing.experience import experience_from_prose

    found = experience_from_prose(
        [
            "I study at Korvald University, where I have worked as a research assistant in "
            "the Coastal Sensing Lab since 2023.",
            "Since 2024 I have been a software engineering intern in the Data Platform Team at "
            "the bank.",
            "I would like to work as a researcher in the Ocean Models Group next year.",
        ]
    )
    assert [(e.organization, e.role) for e in found] == [
        ("Coastal Sensing Lab", "research assistant"),
        ("Data Platform Team", "software engineering intern"),
    ]


def test_a_sidebar_beside_a_main_column_of_short_rows():
    from parsing.extract import extract_document
    from tests.parsing.pdfgen import make_pdf

    side = ["SELMA", "ÅKERLUND", "CONTACT", "selma@example.se", "+46 70 123 45 67", "SKILLS",
            "Rust, Go, SQL", "Kafka, Flink", "AWARDS", "Best Demo Award", "Hack Day Prize",
            "Rektor's Prize"]  # fmt: skip
    main = ["EDUCATION", "Vättern University", "MSc in Computing", "Lerum College",
            "BSc in Physics", "EXPERIENCE", "Fjällbo Logistics", "Backend Intern",
            "Norrsken Analytics", "Data Intern", "PROJECTS", "Stream joins"]  # fmt: skip
    runs = [(40, 740 - 14 * i, text, 10) for i, text in enumerate(side)]
    runs += [(215, 740 - 14 * i, text, 10) for i, text in enumerate(main)]
    runs += [(502, 740 - 14 * i, "2021 – 2023", 10) for i in (1, 3, 6, 8)]
    lines = [ln for ln in extract_document(make_pdf([runs])).lines if ln]
    assert lines[:3] == ["SELMA", "ÅKERLUND", "CONTACT"]
    assert lines.index("EDUCATION") > lines.index("Rektor's Prize")
