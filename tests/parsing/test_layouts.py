"""Shapes of documents the first parser version missed; all people and places are invented."""

from parsing.contacts import find_phones
from parsing.document import Document
from parsing.education import education_from_prose
from parsing.experience import extract_experience, role_at_org_lines
from parsing.experience_prose import experience_from_prose
from parsing.kind import detect_kind
from parsing.names import name_from_lines
from parsing.publications import extract_publications
from parsing.sections import split_sections
from parsing.skills import extract_skills
from parsing.venues import find_venue


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


def test_international_numbers_in_any_grouping_anywhere():
    lines = ["Skills", "Rust", "Contact", "+47 912 34 567", "+46 70 123 45 67 (mobile)"]
    phones = find_phones(Document(lines=lines, fmt="text"), header_lines=[])
    assert phones == ["+47 912 34 567", "+46 70 123 45 67"]


def test_form_title_before_the_name():
    assert name_from_lines(["Curriculum Vitae Brisa Tallowmere"]) == "Brisa Tallowmere"
    assert name_from_lines(["Odile Fenwright — Statement of Purpose"]) == "Odile Fenwright"


def test_date_led_rows_in_a_left_column():
    lines = [
        "Mar–Aug 2022 Research Intern, Quarry Vision Lab, Tromsø.",
        "Built a depth estimator.",
        "01/10/2023–Present\tPostdoctoral Fellow",
        "Istituto Brezza di Ottica, Lecce (Italy)",
    ]
    assert [
        (e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)
    ] == [
        ("Quarry Vision Lab, Tromsø", "Research Intern", 2022, 2022),
        ("Istituto Brezza di Ottica", "Postdoctoral Fellow", 2023, None),
    ]


def test_role_dash_organisation_city():
    lines = ["Data Intern — Parcelwise, Cork | Jun 2021 – Aug 2021"]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Parcelwise", "Data Intern")
    ]


def test_label_column_in_skills_and_spoken_languages_section():
    lines = ["Skills", "Tooling\tMake, Ninja", "Mother tongue(s)\tBasque", "Languages",
             "Basque (native)", "Spanish (fluent)", "Dutch (A2)"]  # fmt: skip
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections] == ["header", "skills", "languages"]
    assert extract_skills(sections[1].lines) == ["Make", "Ninja", "Basque"]


def test_degrees_in_prose_with_abbreviations_years_and_the_same_university():
    lines = [
        "Earlier, I received an M.Sc. in Geodesy from Fernhill University in 2019 and a "
        "B.Sc. in Surveying from the same university in 2017.",
        "I am a second-year undergraduate student in Botany at Larchmont College.",
    ]
    entries = education_from_prose(lines)
    assert [(e.institution, e.degree, e.end_year) for e in entries] == [
        ("Fernhill University", "MS", 2019),
        ("Fernhill University", "BS", 2017),
        ("Larchmont College", "Bachelor", None),
    ]


def test_positions_and_studies_in_prose():
    lines = [
        "I studied pollen in Dr. Ruiz's group at Larchmont College, where I have worked as "
        "a laboratory assistant since 2021.",
        "I am writing to express my interest in the internship at the Quince Institute.",
    ]
    assert [(e.organization, e.role) for e in experience_from_prose(lines)] == [
        ("Larchmont College", "laboratory assistant")
    ]
    assert role_at_org_lines(["I am a PhD student at Fernhill University."]) == []


def test_navigation_bar_marks_a_homepage():
    text = (
        "Home | Papers | Teaching | CV\n\nOrla Quennell\n\nI am a third-year PhD student at "
        "Fernhill University.\n\nSelected papers\nOrla Quennell. A Title Here. 2024.\n"
    )
    assert detect_kind(text) == "homepage"


def test_citation_with_year_after_authors_and_one_paper_per_line():
    lines = [
        "Orla Quennell, Ivo Pell (2025). Counting Lichens From Drone Imagery. Interspeech.",
        "Ivo Pell, Orla Quennell. Moss Maps at Scale. Journal of Botanical Informatics, 2023.",
        "",
        "The best way to reach me is by email, I answer within a week.",
    ]
    papers = extract_publications(lines, "Orla Quennell")
    assert [(p.title, p.venue, p.year) for p in papers] == [
        ("Counting Lichens From Drone Imagery", "Interspeech", 2025),
        ("Moss Maps at Scale", "Journal of Botanical Informatics", 2023),
    ]


def test_named_workshop_at_a_venue():
    assert find_venue("Data Tools for Ecology Workshop at ICML 2024") == (
        "Data Tools for Ecology Workshop at ICML"
    )


def test_letter_awards_in_prose_and_wrapped_sentences(parse_text):
    letter = (
        "Dear Dr. Pell,\n\nI am writing to apply for the internship in your group. I will "
        "finish my Bachelor's degree in Botany at Larchmont\nCollege in June 2026, was placed on "
        "the Dean's List\ntwice and received the Larchmont Field Botany Prize.\n\nSincerely,\n"
        "Orla Quennell\n"
    )
    profile = parse_text(letter)
    assert profile.awards == ["Dean's List"]  # a prize told in prose is not a listed honour
    assert [(e.institution, e.end_year) for e in profile.education] == [("Larchmont College", 2026)]


def test_html_separator_spans_split_inline_items(parse_text):
    html = (
        "<html><body><h1>Experience</h1><div><div>Lab Technician</div>"
        '<div><a href="#">Quince Labs</a><span class="middot-divider"></span><span>Lecce</span>'
        "</div><div>Jan 2022 – Present</div></div></body></html>"
    )
    assert [e.organization for e in parse_text(html, "index.html").experience] == ["Quince Labs"]


def test_toml_front_matter_title_names_the_page(parse_text):
    page = '+++\ntitle = "Ines Marwood"\ndraft = false\n+++\n\nHi! I study lichens at Fernhill.\n'
    profile = parse_text(page, "_index.md")
    assert (profile.kind, profile.name) == ("homepage", "Ines Marwood")


def test_docx_tables_stay_under_their_headings():
    import io

    import docx

    from parsing.extract import extract_document

    word = docx.Document()
    word.add_heading("Education", level=1)
    word.add_table(rows=1, cols=2).rows[0].cells[0].text = "2019 – 2021"
    word.add_heading("Skills", level=1)
    buffer = io.BytesIO()
    word.save(buffer)
    lines = [ln for ln in extract_document(buffer.getvalue()).lines if ln]
    assert lines == ["Education", "2019 – 2021", "Skills"]


def test_spelled_out_email_and_profile_link_phrases(parse_text):
    html = (
        "<html><body><h1>Ivo Pell</h1><p>ivo.pell at fernhill dot example</p>"
        '<a href="https://github.com/ivopell">View My GitHub Profile</a>'
        '<p>Twitter: <a href="https://twitter.com/ivo_pell">@ivo_pell</a></p></body></html>'
    )
    profile = parse_text(html, "index.html")
    assert profile.emails == ["ivo.pell@fernhill.example"]
    assert profile.links == {
        "github": "https://github.com/ivopell",
        "twitter": "https://twitter.com/ivo_pell",
    }


def test_markdown_cv_with_the_employer_in_a_sub_bullet():
    lines = ["• Spring 2023: Lab Technician", "• Quince Field Laboratory", "• Duties: ran assays"]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Quince Field Laboratory", "Lab Technician")
    ]


def test_a_letters_date_and_recipient_are_no_positions(parse_text):
    letter = (
        "Ivo Pell\n\n4 May 2026\n\nDr. Orla Quennell\nHead, Lichen Lab\nFernhill Institute\n\n"
        "Dear Dr. Quennell,\n\nI am writing to apply for the internship. In 2025 I was a field "
        "assistant at Quince Surveys Ltd, mapping moss.\n\nSincerely,\nIvo Pell\n"
    )
    profile = parse_text(letter)
    assert [e.organization for e in profile.experience] == ["Quince Surveys Ltd"]


def test_uncommon_section_names():
    from parsing.sections import heading_key

    assert heading_key("Research Output") == "publications"
    assert heading_key("Technical Proficiencies") == "skills"
