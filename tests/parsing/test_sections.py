import pytest

from parsing.document import Document, finish
from parsing.markup import markdown_document
from parsing.sections import heading_key, split_sections, unspaced_heading


def test_one_line_of_spoken_languages_is_its_own_section():
    lines = ["Skills", "Python, Rust", "Languages", "Basque (native), Dutch (B2)"]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections][-2:] == ["skills", "languages"]


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("EDUCATION", "education"),
        ("Work Experience", "experience"),
        ("RESEARCH EXPERIENCE", "experience"),
        ("Industrial Experiences", "experience"),
        ("Selected Publications", "publications"),
        ("Publications & Patents", "publications"),
        ("2. Honors and Awards", "awards"),
        ("Scholarships", "awards"),
        ("Funding", "awards"),
        ("Education / Diplomas", "education"),
        ("Schools and conferences attended", "talks"),
        ("Conferences", "talks"),
        ("Research Funding", "awards"),
        ("• Technical Skills:", "skills"),
        ("SKILL SETS", "skills"),
        ("Teaching Experience", "teaching"),
        ("Teaching Assistance", "teaching"),
        # French CVs (Canva and the like) head their degrees "Formations".
        ("FORMATIONS", "education"),
        ("Teaching Assistantships", "teaching"),
        ("Invited Talks", "talks"),
        ("Professional Service", "service"),
        ("Research Interests", "interests"),
        ("HARDWARE SYSTEMS PROJECT EXPERIENCE", "projects"),
        ("Selected Projects", "projects"),
        ("Scholastic Achievements", "awards"),
        # Students the applicant mentored: their posts are none of the applicant's.
        ("MENTEES", "other"),
        ("Mentorship", "other"),
        # Economists list their unpublished papers by title under "Work in Progress".
        ("Current Position", "experience"),
        ("Academic Engagement", "service"),
        ("Work in progress", "publications"),
        ("WORKS IN PROGRESS", "publications"),
    ],
)
def test_heading_words(line, key):
    assert heading_key(line) == key


@pytest.mark.parametrize(
    "line",
    [
        "Teaching Assistant",
        "Harbor State University\t2019 - 2023",
        "Built a compiler for a toy language, with tests and a project report.",
        "Autonomous Drone Navigation Project",
    ],
)
def test_entries_are_not_headings(line):
    assert heading_key(line) is None


def test_talks_at_conferences_close_the_awards_section():
    lines = [
        "Awards",
        "The Lindqvist travel grant of the University of Varnholm",
        "Invited Talks at Conferences",
        "Spring meeting of the Quarrel Society, Tarnow (May, 2022)",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections][-2:] == ["awards", "talks"]
    assert heading_key("Internship at Varnholm Labs") is None


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("ISTRUZIONE E FORMAZIONE", "education"),
        ("Formação", "education"),
        ("Esperienza lavorativa", "experience"),
        ("EXPERIÊNCIA PROFISSIONAL", "experience"),
        ("Berufserfahrung", "experience"),
        ("Pengalaman Kerja", "experience"),
        ("COMPETENZE", "skills"),
        ("Habilidades", "skills"),
        ("Competenze linguistiche", "languages"),
        ("Experiência voluntária", "service"),
        ("Publicaciones", "publications"),
        ("Premios y reconocimientos", "awards"),
        ("Dati personali", "other"),
        ("Academic Qualification", "education"),
        ("Skills & Abilities", "skills"),
        ("OPLEIDING", "education"),
        ("Werkervaring", "experience"),
        ("Vaardigheden", "skills"),
        ("HỌC VẤN", "education"),
        ("KINH NGHIỆM LÀM VIỆC", "experience"),
        ("Kỹ năng", "skills"),
        ("COMPETENCIAS LINGÜÍSTICAS", "languages"),
    ],
)
def test_headings_in_other_languages_and_with_accents(line, key):
    assert heading_key(line) == key


@pytest.mark.parametrize("line", ["ESTAGIÁRIO ENGENHARIA", "Tirocinio di fine studi", "Bolsista"])
def test_other_language_entries_are_not_headings(line):
    assert heading_key(line) is None


def test_split_sections_keeps_header_and_order():
    lines = [
        "Abe Sectioner",
        "abe@example.org",
        "Education",
        "Harbor State University",
        "SKILLS",
        "C",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections] == ["header", "education", "skills"]
    assert sections[0].lines == ["Abe Sectioner", "abe@example.org"]
    assert sections[1].lines == ["Harbor State University"]


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("E D U C A T I O N", "education"),
        ("R E S E A R C H    E X P E R I E N C E", "experience"),
        ("R E S E A R C H\tE X P E R I E N C E", "experience"),  # a text dump's column gap
        ("P UBLICATIONS", "publications"),  # small caps: the larger initial comes apart
        ("H ONORS & A WARDS", "awards"),
        ("LOGROS Y DISTINCIONES", "awards"),
    ],
)
def test_letter_spaced_and_small_caps_headings(line, key):
    document = Document(lines=["Zora Spacing", line, "Some content"], fmt="text")
    assert [s.name for s in split_sections(document)] == ["header", key]


@pytest.mark.parametrize(
    "line", ["Technical Skills\t. . . . . . . . . . . . . . . . .", "Awards ..............."]
)
def test_a_heading_followed_by_a_dotted_leader_is_a_heading(line):
    document = Document(lines=["Vera Leader", line, "Rust, Go"], fmt="text")
    assert [s.name for s in split_sections(document)][-1] in ("skills", "awards")
    assert split_sections(document)[-1].heading in ("Technical Skills", "Awards")


def test_a_heading_ruled_off_with_underscores_is_a_heading():
    # Word processors' CV templates draw the rule under a heading as underscores to the margin.
    document = Document(
        lines=["Vera Ruled", "EDUCATION____________________", "2014 - 2018\tHollow Pine College"],
        fmt="text",
    )
    assert [(s.name, s.heading) for s in split_sections(document)][-1] == (
        "education",
        "EDUCATION",
    )


def test_a_one_letter_word_after_a_whole_one_is_no_small_caps_initial():
    assert unspaced_heading("PREMIOS Y BECAS") == "PREMIOS Y BECAS"
    assert unspaced_heading("H ONORS & A WARDS") == "HONORS & AWARDS"


def test_journal_articles_and_computing_skills_are_headings():
    assert heading_key("Journal Articles") == "publications"
    assert heading_key("Computing Skills") == "skills"


@pytest.mark.parametrize(
    "line", ["Coding Projects", "Capstone Project", "Class Projects", "Independent Projects"]
)
def test_students_project_headings_open_a_projects_section(line):
    assert heading_key(line) == "projects"


def test_tools_and_frameworks_headings_open_a_skills_section():
    assert heading_key("Tools") == "skills"
    assert heading_key("Frameworks & Tools") == "skills"
    assert heading_key("Programming Experience") == "experience"


def test_a_bracketed_tag_under_a_link_is_no_heading():
    assert heading_key("(Personal)") is None
    assert heading_key("(Publications)") is None


def test_educational_background_and_degrees_are_education_headings():
    assert heading_key("Educational Background") == "education"
    assert heading_key("Degrees") == "education"


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("Academic Credentials", "education"),
        ("📖 Educations", "education"),
        ("Extra-Curricular Activities", "service"),
        ("Teaching Experience and Extra-Curricular Activities", "teaching"),
    ],
)
def test_credentials_plurals_and_combined_headings(line, key):
    assert heading_key(line) == key


def test_unicode_hyphens_rejoin_a_word_split_at_a_line_break():
    lines = finish(["Learning Sparse Multi\u2010", "modal Graphs for Rivers"])
    assert lines[0] == "Learning Sparse Multimodal"


def test_sentence_case_headings_of_heading_words_start_their_sections():
    """ "Computing skills and languages" is a Skills heading though set in sentence case, and
    "Training & Workshops" closes the Awards section before it."""
    lines = [
        "Awards and Scholarships",
        "Rime Polar Fellowship\t2023",
        "Training & Workshops",
        "Summer school on glacier dynamics\tHarbor State, 2022",
        "Computing skills and languages",
        "Technical: Python, Fortran, Git",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [(s.name, s.lines) for s in sections[1:]] == [
        ("awards", [lines[1]]),
        ("other", [lines[3]]),
        ("skills", [lines[5]]),
    ]


def test_language_skills_over_spoken_languages_are_no_skills_section():
    lines = [
        "SKILLS",
        "Python, MATLAB",
        "LANGUAGE SKILLS",
        "Basque (first language), Dutch (proficient)",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections[1:]] == ["skills", "languages"]


@pytest.mark.parametrize(
    "lines",
    [
        # a sidebar's "Languages" over names without levels
        ["Top Skills", "Stream Processing", "", "Languages", "Icelandic", "Tagalog", ""],
        # a lead-in and level headings over one name a line
        [
            "Skills",
            "Expert",
            "Haskell",
            "OCaml",
            "Languages",
            "I can talk in:",
            "Native",
            "Welsh",
            "Basque",
            "Intermediate",
            "Korean",
        ],
    ],
)
def test_languages_over_spoken_language_names_without_levels_are_no_skills(lines):
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections[1:]] == ["skills", "languages"]


def test_languages_inside_skills_over_programming_languages_stay_skills():
    lines = ["Skills", "Languages", "Haskell, OCaml", "Tools", "Nix, Bazel"]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert "languages" not in [s.name for s in sections]


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("Technical Proficiency", "skills"),
        ("Tech Stack", "skills"),
        ("Honors & Scholarship", "awards"),
        ("Awards & Recognition", "awards"),
        ("Pattern Recognition", None),
        ("Programming Languages", None),  # a course as often as a heading
    ],
)
def test_more_skills_and_awards_headings(line, key):
    assert heading_key(line) == key


def test_a_typeset_heading_mostly_of_one_sections_words_opens_that_section():
    from parsing.sections import mostly_one_section

    assert mostly_one_section("Honours, Awards, and Programmes") == "awards"
    assert mostly_one_section("Positions of Responsibility") is None  # one cue, one other word
    assert mostly_one_section("Teaching Philosophy") is None


def test_a_remark_in_parentheses_after_a_heading_leaves_it_a_heading(parse_text):
    assert heading_key("Projects & Hackathons (GitHub: https://github.com/qtarn)") == "projects"
    assert heading_key("Publications (* equal contribution)") == "publications"
    cv = (
        "Quill Tarn\nquill@example.org\n\nEXPERIENCE\n\nHarbor Robotics\tOstra, Velmora\n"
        "Research Intern\tMay 2024 - Present\n"
        "Projects & Hackathons (GitHub: https://github.com/qtarn)\n"
        "TideBot\tOstra, Velmora\n"
        "1 of 3 team members (https://github.com/qtarn/tidebot)\tOctober 2022\n"
        "• Built a tide prediction bot\n\nSKILLS\n\nPython, C\n"
    )
    profile = parse_text(cv, "cv.txt", "cv")
    assert [e.organization for e in profile.experience] == ["Harbor Robotics"]


def test_technical_knowledge_opens_a_skills_section():
    assert heading_key("TECHNICAL KNOWLEDGE") == "skills"
    assert heading_key("Technical Knowledge") == "skills"


def test_a_colon_label_inside_an_entry_is_no_heading_where_headings_are_set_apart():
    lines = [
        "Wren Labeller",
        "Work Experience",
        "Brightwave Studio Ltd.    2021 — 2023",
        "Graphics Engineer",
        "Key Achievements:",
        "• Shader cache for the mobile player",
        "Honors & Awards",
        "Harbor State Scholarship    2020",
    ]
    document = Document(lines=lines, fmt="pdf", heading_lines={1, 6})
    sections = split_sections(document)
    assert [s.name for s in sections] == ["header", "experience", "awards"]
    assert "Key Achievements:" in sections[1].lines


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("教育背景", "education"),
        ("发表论文", "publications"),
        ("实习经历", "experience"),
        ("专业技能", "skills"),
        ("获奖情况", "awards"),
        ("算法研究员", None),  # a job title, no heading
        ("完成了实验。", None),  # the end of a sentence wrapped onto its own line
    ],
)
def test_chinese_headings_of_a_translated_copy_open_their_sections(line, key):
    assert heading_key(line) == key


def test_a_dated_line_set_like_the_headings_is_an_entry_head_not_a_heading():
    from parsing.extract import extract_document
    from tests.parsing.pdfgen import make_pdf, text_width

    dates = "(Mar 2024 - Jun 2024)"
    runs = [
        (72, 740, "Odile Marchetti", 16, "bold"),
        (72, 700, "Education", 12, "bold"),
        (72, 684, "Bachelor of Engineering in Computer Engineering"),
        (72, 670, "Coastal Technical University"),
        (72, 640, "Experience", 12, "bold"),
        (72, 624, "Tidewater Systems", 12, "bold"),
        (540 - text_width(dates), 624, dates),
        (72, 610, "Backend Intern"),
        (72, 596, "Wrote the billing service's retry queue."),
    ]
    sections = split_sections(extract_document(make_pdf([runs])))
    assert [s.name for s in sections] == ["header", "education", "experience"]
    assert sections[-1].lines[0].startswith("Tidewater Systems")


def test_a_certificates_heading_closes_the_skills_section_above_it():
    document = Document(
        lines=[
            "SKILLS",
            "Frontend: HTML, CSS",
            "CERTIFICATES",
            "Certificate of Completion - Online Course Hub",
        ],
        fmt="text",
    )
    sections = split_sections(document)
    assert [(s.name, s.lines) for s in sections[1:]] == [
        ("skills", ["Frontend: HTML, CSS"]),
        ("other", ["Certificate of Completion - Online Course Hub"]),
    ]


def test_a_heading_word_out_of_the_headings_capitals_labels_part_of_an_entry():
    lines = [
        "Wanjiru Odhiambo",
        "EDUCATION",
        "Lakeshore University, BSc Economics, 2019",
        "PROFESSIONAL EXPERIENCE",
        "Programme Officer",
        "Ministry of Coastal Affairs, 2021 – Present",
        "Achievements",
        "Raised funds for two coastal projects.",
        "Analyst",
        "Tidewater Consulting, 2019 – 2021",
        "HONORS AND AWARDS",
        "Harwick Prize, 2018",
    ]
    sections = split_sections(Document(lines=lines, fmt="pdf"))
    assert [s.name for s in sections] == ["header", "education", "experience", "awards"]
    assert "Tidewater Consulting, 2019 – 2021" in sections[2].lines


def test_a_colon_label_out_of_the_headings_capitals_keeps_the_next_job_in_experience():
    lines = [
        "Tomasz Kowalczyk",
        "WORK EXPERIENCE",
        "Firmware Developer",
        "Brightwater Devices — Gdansk, Poland\tMar 2022 – Jan 2024",
        "• Wrote drivers for two sensor boards.",
        "Tools:",
        "Embedded C, FreeRTOS",
        "Test Engineer",
        "Kelpline Systems — Sopot, Poland\tJun 2021 – Feb 2022",
        "• Automated bench tests.",
        "EDUCATION",
        "Northshore Technical University, BEng, 2021",
        "SKILLS",
        "C, Python",
    ]
    sections = split_sections(Document(lines=lines, fmt="docx"))
    assert [s.name for s in sections] == ["header", "experience", "education", "skills"]
    assert "Kelpline Systems — Sopot, Poland\tJun 2021 – Feb 2022" in sections[1].lines


def test_voluntary_work_is_service_not_employment():
    assert heading_key("Voluntary experience") == "service"
    assert heading_key("VOLUNTARY WORK") == "service"


def test_positions_of_responsibility_are_service_not_employment():
    assert heading_key("POSITIONS OF RESPONSIBILITY") == "service"
    assert heading_key("Position of Responsibility:") == "service"
    assert heading_key("Research Positions") == "experience"


def test_community_experience_is_service_not_employment():
    assert heading_key("Experience of Community") == "service"
    assert heading_key("Community Involvement") == "service"


def test_additional_information_closes_the_section_above_it():
    assert heading_key("Additional Information") == "other"
    assert heading_key("Contact Information") == "contact"
    assert heading_key("Personal Information") == "other"


def test_a_europass_language_grid_under_language_skills_is_no_skills_section():
    lines = [
        "DIGITAL SKILLS",
        "Python / C++",
        "LANGUAGE SKILLS",
        "MOTHER TONGUE: Tamil",
        "English",
        "Listening   Reading   Writing",
        "C1          C1        B2",
    ]
    sections = split_sections(Document(lines=lines, fmt="pdf"))
    assert [s.name for s in sections] == ["header", "skills", "languages"]


def test_a_heading_word_in_body_type_indented_under_an_entry_labels_part_of_it():
    """ "Courses" under a degree, set like the entry's text and right of the larger section
    headings, stays in the education section: the next degree is found there too."""
    from parsing.extract import extract_document
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (72, 740, "Ines Valdivia", 16),
        (60, 700, "Education", 14),
        (72, 684, "Brackmoor University", 13),
        (72, 670, "Master of Science in Geology    10/2023 - 11/2025"),
        (72, 656, "Courses"),
        (72, 642, "Community Ecology"),
        (72, 620, "Brackmoor University", 13),
        (72, 606, "Bachelor of Science in Geology    10/2020 - 3/2024"),
        (72, 592, "Courses"),
        (72, 578, "Field Methods"),
        (60, 550, "Experience", 14),
        (72, 534, "Laboratory Assistant    2023 - 2024", 13),
    ]
    sections = split_sections(extract_document(make_pdf([runs])))
    assert [s.name for s in sections] == ["header", "education", "experience"]
    assert "Bachelor of Science in Geology\t10/2020 - 3/2024" in sections[1].lines


def test_a_lone_work_or_research_heading_set_like_the_others_opens_a_section_of_posts():
    """ "WORK" and "RESEARCH" in the bold capitals of "EDUCATION": each opens a section of
    its own, so their dated posts stay out of the education above; a mixed-case awards word
    wrapped onto its own line inside a degree's entry opens no section."""
    from parsing.extract import extract_document
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (72, 740, "Ines Valdivia", 16),
        (72, 700, "EDUCATION", 10, "bold"),
        (72, 684, "Brackmoor University    Corran, QL", 10),
        (72, 670, "Bachelor of Science in Geology    2019 - 2023", 10),
        (72, 656, "Scholarships: Tidewater Merit Scholarship, Valdor Foundation Summer", 10),
        (72, 642, "Scholarship (Quillon)", 10),
        (72, 620, "WORK", 10, "bold"),
        (72, 604, "Corran Tidal Institute    Portmere, QL", 10),
        (72, 590, "Field Intern    Jun. 2022 - Aug. 2022", 10),
        (72, 570, "RESEARCH", 10, "bold"),
        (72, 554, "Marsh Bay Sediment Lab    Portmere, QL", 10),
        (72, 540, "Research Assistant    Sep. 2021 - May 2023", 10),
        (72, 520, "VOLUNTEERING", 10, "bold"),
        (72, 504, "River Clean-up Days    2020 - 2022", 10),
        (72, 484, "SKILLS", 10, "bold"),
        (72, 468, "Python, QGIS", 10),
    ]
    sections = split_sections(extract_document(make_pdf([runs])))
    names = ["header", "education", "other", "other", "service", "skills"]
    assert [s.name for s in sections] == names
    assert [s.heading for s in sections[2:4]] == ["WORK", "RESEARCH"]


def test_two_posts_under_a_lone_work_heading_are_experience(parse_text):
    from parsing.pipeline import parse
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (72, 740, "Ines Valdivia", 16),
        (72, 700, "EDUCATION", 10, "bold"),
        (72, 684, "Brackmoor University    Corran, QL", 10),
        (72, 670, "Bachelor of Science in Geology    2019 - 2023", 10),
        (72, 640, "WORK", 10, "bold"),
        (72, 624, "Corran Tidal Institute    Portmere, QL", 10),
        (72, 610, "Field Intern    Jun. 2022 - Aug. 2022", 10),
        (72, 596, "Marsh Bay Ferry Company    Portmere, QL", 10),
        (72, 582, "Lab Technician    Jun. 2021 - Aug. 2021", 10),
        (72, 560, "SKILLS", 10, "bold"),
        (72, 544, "Python, QGIS", 10),
    ]
    profile = parse(make_pdf([runs]), "cv.pdf", "cv")
    assert [(e.organization, e.role) for e in profile.experience] == [
        ("Corran Tidal Institute", "Field Intern"),
        ("Marsh Bay Ferry Company", "Lab Technician"),
    ]


def test_a_degree_set_like_the_headings_under_education_heads_an_entry_of_it():
    """Italian "Curriculum Vitae et Studiorum": each degree in the headings' bold over its
    school and a "Dates:" line; the later degrees stay in the education section."""
    from parsing.extract import extract_document
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (72, 740, "Ines Valdivia", 16),
        (72, 700, "Research Positions", 12, "bold"),
        (72, 684, "01/2031 - present Postdoctoral Researcher, Brackmoor University", 10),
        (72, 660, "Education", 12, "bold"),
        (72, 644, "Ph.D. in Hydrology", 10),
        (72, 630, "Brackmoor University", 10),
        (72, 616, "Dates: 01/2027 - 12/2030.", 10),
        (72, 596, "M.Sc. in Geology", 12, "bold"),
        (72, 582, "Corran Polytechnic", 10),
        (72, 568, "Dates: 10/2024 - 09/2026.", 10),
        (72, 548, "B.Sc. in Geology", 12, "bold"),
        (72, 534, "Corran Polytechnic", 10),
        (72, 520, "Dates: 10/2021 - 09/2024.", 10),
        (72, 496, "Awards", 12, "bold"),
        (72, 482, "Quillon Medal for Hydrology, 2030", 10),
    ]
    sections = split_sections(extract_document(make_pdf([runs])))
    assert [s.name for s in sections] == ["header", "experience", "education", "awards"]
    assert "M.Sc. in Geology" in sections[2].lines


def test_a_smaller_group_label_flush_under_a_skills_heading_is_a_group_of_it():
    """Awesome-CV: "MISCELLANEOUS" set smaller than "Skills", flush with it, between two
    groups of items: its items stay in the skills section."""
    from parsing.extract import extract_document
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (72, 740, "Ines Valdivia", 16),
        (72, 700, "Experience", 16),
        (72, 684, "Laboratory Assistant    2023 - 2024", 10),
        (72, 650, "Skills", 16),
        (72, 634, "MACHINE LEARNING", 12),
        (72, 620, "Tollgrad, Quillnet, Ferrous", 10),
        (72, 600, "MISCELLANEOUS", 12),
        (72, 586, "Brackwater, Lintel, Sedge", 10),
        (72, 556, "References", 16),
        (72, 540, "Available on request", 10),
    ]
    sections = split_sections(extract_document(make_pdf([runs])))
    assert [s.name for s in sections] == ["header", "experience", "skills", "references"]
    assert "Brackwater, Lintel, Sedge" in sections[2].lines


def test_a_heading_word_in_the_bodys_plain_type_under_an_entry_labels_part_of_it():
    """ "Notable Courses" under a degree, flush with the entry and set in the body's plain
    type where the section headings are large and bold (Awesome-CV): the next degree below
    it stays in the education section."""
    from parsing.extract import extract_document
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (72, 740, "Ines Valdivia", 16),
        (72, 700, "Education", 16),
        (72, 684, "Brackmoor University", 11),
        (72, 670, "Master of Science in Geology    2023 - 2025", 9),
        (72, 656, "Notable Courses"),
        (72, 642, "Community Ecology"),
        (72, 620, "Tollbridge Institute of Technology", 11),
        (72, 606, "Bachelor of Science in Geology    2019 - 2023", 9),
        (72, 592, "Notable Courses"),
        (72, 578, "Field Methods"),
        (72, 550, "Experience", 16),
        (72, 534, "Laboratory Assistant    2023 - 2024", 11),
    ]
    sections = split_sections(extract_document(make_pdf([runs])))
    assert [s.name for s in sections] == ["header", "education", "experience"]
    assert "Tollbridge Institute of Technology" in sections[1].lines


def test_a_table_of_contents_opens_none_of_the_sections_it_lists():
    document = Document(
        lines=[
            "Wendeline Oxborrow",
            "",
            "CONTENTS",
            "",
            "Education\tResearch experience\tIndustry",
            "Publications and Preprints\tAwards",
            "Conferences\tReferees",
            "Workshops and talks\tTeaching",
            "",
            "AWARDS",
            "2021\tTollmere Physics Foundation Scholarship",
        ],
        fmt="pdf",
    )
    sections = split_sections(document)
    assert [s.name for s in sections] == ["header", "contents", "awards"]
    assert sections[-1].lines == ["2021\tTollmere Physics Foundation Scholarship"]


def test_two_headings_on_one_row_split_the_block_under_them_into_two_columns():
    document = Document(
        lines=[
            "Orla Vantongeren",
            "",
            "SUMMARY\tCORE SKILLS",
            "A tinkerer of tidal models who likes\tLanguages: Python, SQL",
            "tidy notebooks and long walks.",
            "I like clean code.\tTools: Git, Docker",
            "",
            "EXPERIENCE",
            "2019 - 2022\tSoftware Engineer\tHarrowgate Digital",
        ],
        fmt="pdf",
    )
    sections = split_sections(document)
    assert [(s.name, s.lines) for s in sections[1:]] == [
        (
            "summary",
            [
                "A tinkerer of tidal models who likes",
                "tidy notebooks and long walks.",
                "I like clean code.",
            ],
        ),
        ("skills", ["Languages: Python, SQL", "Tools: Git, Docker", ""]),
        ("experience", ["2019 - 2022\tSoftware Engineer\tHarrowgate Digital"]),
    ]


def test_employment_type_labels_and_a_wrapped_bullet_word_open_no_section():
    document = Document(
        lines=[
            "Experience",
            "Full Time",
            "2016\tHarlow Optics Lab\tParis, France",
            "Research Intern",
            "• Signal processing, modeling & statistical",
            "studies",
            "Part Time",
            "2010–now Brightwell Tutoring\tLyon, France",
            "Teacher",
        ],
        fmt="pdf",
    )
    sections = split_sections(document)
    assert [s.name for s in sections] == ["header", "experience"]


def test_a_heading_names_the_section_of_its_last_word():
    from parsing.sections import mostly_one_section

    assert mostly_one_section("Co-Authored Refereed Publications") == "publications"
    assert mostly_one_section("Funding and Grants") == "awards"
    assert mostly_one_section("Working Papers") == "publications"


def test_a_heading_set_smaller_than_its_sections_heading_groups_that_sections_entries():
    from parsing.extract import extract_document
    from tests.parsing.pdfgen import Canvas

    c = Canvas()
    for text, size, style in [
        ("Nell Varga", 18, "bold"),
        ("Education", 14, "bold"),
        ("PhD in Hydrology, Marsh Valley University, 2019 - 2024", 10, "regular"),
        ("Selected Publications", 14, "bold"),
        ("RIVER MODELS", 12, "regular"),
        ("Nell Varga, Otto Lind. Braided Channels at Low Flow. Journal of Rivers, 2023.", 10, ""),
        ("FLOOD FORECASTS", 12, "regular"),
        ("Otto Lind, Nell Varga. Cheap Flood Maps. Flood Letters, 2022.", 10, "regular"),
        ("Service", 14, "bold"),
        ("JOURNAL REVIEWER", 12, "regular"),
        ("Journal of Rivers, Flood Letters", 10, "regular"),
        ("OUTREACH", 12, "regular"),
        ("River days for schools", 10, "regular"),
    ]:
        c.text(54, text, size, style or "regular")
        c.down(1.5)
    sections = split_sections(extract_document(c.pdf()))
    assert [s.name for s in sections] == [
        "header", "education", "publications", "service", "service", "service"
    ]  # fmt: skip
    assert "Otto Lind, Nell Varga. Cheap Flood Maps. Flood Letters, 2022." in sections[2].lines


def test_a_line_set_larger_than_the_body_that_names_a_section_opens_it():
    from parsing.extract import extract_document
    from tests.parsing.pdfgen import Canvas

    c = Canvas()
    for text, size in [
        ("Nell Varga", 18),
        ("Education", 14),
        ("PhD in Hydrology, Marsh Valley University, 2019 - 2024", 10),
        ("Research", 14),
        ("Working Papers", 12),
        ("“Braided Channels at Low Flow” (with Otto Lind)", 10),
        ("Teaching", 14),
        ("Teaching Fellow, Rivers (Marsh Valley University, 2022)", 10),
    ]:
        c.text(54, text, size)
        c.down(1.5)
    sections = split_sections(extract_document(c.pdf()))
    assert [s.name for s in sections] == ["header", "education", "publications", "teaching"]


def test_press_and_blog_headings_close_a_publication_list(parse_text):
    page = "\n".join(
        [
            "# Mira Q. Testauthor",
            "",
            "## Publications",
            "",
            "1: Testauthor MQ, Coauthor L. Tidal rhythms of the lesser sand crab. Tidal Res.",
            "2021;133:111077.",
            "",
            "## Blog posts",
            "",
            "1: Mira Testauthor, Why crabs walk sideways, Shore Notes, Apr 13, 2020",
            "",
            "## Media coverage of research",
            "",
            "1: Crab study makes waves on the local shore, The Daily Tide, June 2019.",
        ]
    )
    profile = parse_text(page, "page.md")
    assert [p.title for p in profile.publications] == ["Tidal rhythms of the lesser sand crab"]
    assert heading_key("In the Press") == heading_key("Blog") == "news"
    assert heading_key("Media Coverage:") is None  # a label over an entry's press links


def test_a_status_heading_set_like_the_headings_stays_in_the_publications_section():
    """ "Pending Review" in the section headings' type under "Publications" names a part of
    the paper list, not a section of its own."""
    from parsing.extract import extract_document
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (72, 740, "Ines Valdivia", 16),
        (60, 700, "Education", 14, "bold"),
        (72, 684, "Brackmoor University, BSc in Geology, 2020 - 2024"),
        (60, 660, "Publications", 14, "bold"),
        (72, 644, 'Valdivia, Ines. "Lichen clocks on moraines." Field Notes 3 (2024).'),
        (60, 620, "Pending Review", 14, "bold"),
        (72, 604, 'Valdivia, Ines. "Tide pools at dusk." arXiv preprint (2025).'),
        (60, 580, "Experience", 14, "bold"),
        (72, 564, "Laboratory Assistant, Brackmoor University, 2023 - 2024"),
    ]
    sections = split_sections(extract_document(make_pdf([runs])))
    assert [s.name for s in sections] == ["header", "education", "publications", "experience"]
    assert any("Tide pools" in line for line in sections[2].lines)


def test_a_block_of_spoken_languages_with_levels_ended_by_a_blank_line_is_its_own_section():
    lines = [
        "Skills",
        "Programming\tJulia, Fortran",
        "",
        "Languages",
        "",
        "Basque\tNative",
        "Dutch\tFluent (IELTS 7)",
        "",
        "Chosen Seminar Marks",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections][1:3] == ["skills", "languages"]
    assert not any("Basque" in line for line in sections[1].lines)


def test_margin_heading_over_two_rows_takes_its_first_word_from_the_body_row():
    lines = [
        "Wren Halvorsen",
        "wren@example.org",
        "",
        "PROFESSIONAL\tQUILLFERN, Duluth, MN",
        "EXPERIENCE",
        "Data Engineer, March 2021 – Present",
        "EDUCATION\tLAKEHEAD COLLEGE, Duluth, MN",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    experience = next(s for s in sections if s.name == "experience")
    assert experience.heading == "PROFESSIONAL EXPERIENCE"
    assert experience.lines[:2] == ["QUILLFERN, Duluth, MN", "Data Engineer, March 2021 – Present"]
    assert "PROFESSIONAL\tQUILLFERN, Duluth, MN" not in sections[0].lines


def test_linkedin_language_levels_make_a_spoken_languages_section():
    lines = [
        "Top Skills",
        "Hydrology",
        "Fortran",
        "",
        "Languages",
        "Basque (Professional Working)",
        "Dutch (Native or Bilingual)",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections][-2:] == ["skills", "languages"]


def test_a_capitals_heading_spread_over_column_gaps_is_one_heading():
    lines = [
        "Ines Wide",
        "SKILLS",
        "Kotlin",
        "",
        "EDUCATION\tAND\tTRAINING",
        "Lakeside College",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections] == ["header", "skills", "education"]
    assert sections[1].lines == ["Kotlin", ""]


def test_two_headings_side_by_side_stay_a_pair():
    lines = ["Ines Wide", "SUMMARY\tSKILLS", "Curious tester\tKotlin"]
    assert [s.name for s in split_sections(Document(lines=lines, fmt="text"))][1:] == [
        "summary",
        "skills",
    ]


def test_a_lower_case_word_ending_a_wrapped_sentence_is_no_heading():
    lines = [
        "Ines Wide",
        "EXPERIENCE",
        "Designed onboarding quizzes that measure how well new hires learn their",
        "skills",
        "Ran weekly retrospectives",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections] == ["header", "experience"]


def test_a_results_table_without_a_heading_is_the_education_section():
    lines = [
        "Mira Testauthor\tCivil Engineering",
        "Examination\tUniversity\tInstitute\tYear\tCPI/%",
        "Graduation\tRiverbend University\tRiverbend University\t2026",
        "Matriculation\tState Board\tHillview Public School\t2020",
        "Achievements",
        "• Rank 12 in a coastal modelling contest (2023)",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections] == ["header", "education", "awards"]
    assert sections[1].lines[1].startswith("Matriculation")


def test_a_section_holding_only_a_templates_filler_is_empty(parse_text):
    page = (
        "---\ntitle: Tova Rime\n---\n\n## About me\n\n"
        "I study glaciers at Harbor Lake University.\n\n"
        "## Publications\n\nContent\n\n## Honors & Awards\n\nComing soon\n\n"
        "## Skills\n\nPython, QGIS\n"
    )
    profile = parse_text(page, "index.md")
    assert profile.awards == [] and profile.publications == []
    assert profile.skills == ["Python", "QGIS"]


@pytest.mark.parametrize(
    "heading", ["COMMITTEE EXPERIENCE", "Organizational Experience", "ORGANIZATION EXPERIENCE"]
)
def test_committee_and_student_organisation_experience_is_service_not_positions(heading):
    assert heading_key(heading) == "service"


@pytest.mark.parametrize(
    "heading",
    ["Peer-reviewed Conferences", "Refereed Journals", "Under Review Refereed Conferences"],
)
def test_refereed_paper_groups_head_publications_not_talks(heading):
    assert heading_key(heading) == "publications"
    assert heading_key("Conferences") == "talks"


@pytest.mark.parametrize(
    "heading", ["Book Chapters", "BOOK CHAPTERS", "Technical Reports", "Books Edited", "Monographs"]
)
def test_book_chapters_and_technical_reports_head_publications(heading):
    assert heading_key(heading) == "publications"


def test_a_margin_heading_beside_its_sections_first_row():
    # Headings in a left margin: two-word ones wrap over two rows, a one-word heading shares
    # its row with the section's first line.
    lines = [
        "Tobiah Wenzel",
        "",
        "Research\t• Paper folding",
        "Interests",
        "",
        "Papers\tFolding Sheets Along Learned Creases PFS 2024\t2024",
        "T Wenzel, I Hartog",
        "",
        "Work\t• Folder at Quillmark Labs\t2019",
        "Experience",
    ]
    sections = split_sections(Document(lines=lines, fmt="pdf"))
    assert [(s.name, s.lines[:1]) for s in sections[1:]] == [
        ("interests", ["• Paper folding"]),
        ("publications", ["Folding Sheets Along Learned Creases PFS 2024\t2024"]),
        ("experience", ["• Folder at Quillmark Labs\t2019"]),
    ]


def test_headings_set_in_a_left_margin_beside_their_first_rows_open_their_sections():
    """res.cls and its kin: a heading in a left margin over one row or two ("Research" over
    "Experience"), each word beside a row of the section's body."""
    lines = [
        "Perpetua Olawale\tField Ecologist",
        "",
        "Education\tM.S. in Limnology\tSeptember 2021 – June 2023",
        "Larchmont University\tDuluth, Minnesota",
        "",
        "Research\tSampling Technician — Tarn Ecology Lab",
        "Experience\tAlgal Bloom Survey\tMay 2022 – Present",
        "• Mapped nutrient loads",
        "",
        "Industry\tWater Quality Intern\tBemidji, Minnesota",
        "Experience\tNorthmere Aquatics\tJune 2020 - August 2020",
        "• Calibrated probes",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [(s.name, s.heading) for s in sections[1:]] == [
        ("education", "Education"),
        ("experience", "Research Experience"),
        ("experience", "Industry Experience"),
    ]
    assert sections[2].lines[:2] == [
        "Sampling Technician — Tarn Ecology Lab",
        "Algal Bloom Survey\tMay 2022 – Present",
    ]


def test_one_heading_word_at_the_left_of_a_row_is_no_margin_of_headings():
    lines = ["Perpetua Olawale", "Experience", "Skills\tLab Manager, Northmere Aquatics"]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert sections[-1].lines == ["Skills\tLab Manager, Northmere Aquatics"]


def test_a_link_after_a_bar_leaves_a_heading_a_heading():
    assert heading_key("PROJECTS | pjolawale.github.io") == "projects"
    assert heading_key("Experience | Northmere Aquatics") is None


def test_a_sub_heading_beside_a_margin_heading_is_no_line_of_its_section():
    lines = [
        "Education\tM.S. in Limnology\t2023",
        "Skills\tTechnical Skills",
        "Languages: Julia, Fortran",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [(s.name, s.lines) for s in sections[1:]] == [
        ("education", ["M.S. in Limnology\t2023"]),
        ("skills", ["Languages: Julia, Fortran"]),
    ]


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("ProfessionalExperience", "experience"),
        ("HonoursAndPrizes", "awards"),
        ("LinkedIn", None),
        ("ResearchGate", None),
    ],
)
def test_headings_whose_words_ran_together(line, key):
    # Some PDF producers drop the spaces of a heading from the text layer.
    assert heading_key(line) == key


def test_a_heading_in_capitals_over_two_margin_rows_opens_its_section_alone():
    document = Document(
        lines=[
            "Tamsin Oakhurst",
            "",
            "EDUCATION",
            "Lowmoor State University",
            "B.A. in History",
            "",
            "WORK\tQuarry Lane Bakery Clerk\tJun 2021 – Aug 2022",
            "HISTORY\t42 Flint Road, Lowmoor",
            "• Served customers",
        ],
        fmt="pdf",
    )
    sections = split_sections(document)
    assert [s.name for s in sections[1:]] == ["education", "experience"]
    assert sections[2].lines[:2] == [
        "Quarry Lane Bakery Clerk\tJun 2021 – Aug 2022",
        "42 Flint Road, Lowmoor",
    ]


def test_test_scores_open_their_own_section_unless_an_awards_heading_names_them():
    lines = ["Awards", "Harbour Prize", "Test Scores", "GRE: 330/340", "TOEFL: 115/120"]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections][-2:] == ["awards", "other"]
    assert heading_key("Awards and Test Scores") == "awards"


def test_spoken_languages_up_to_the_next_heading_with_no_blank_line_are_their_own_section():
    lines = ["AWARDS", "Harbour Prize", "LANGUAGES", "Basque", "Welsh", "HOBBIES", "Sailing"]
    sections = split_sections(Document(lines=lines, fmt="docx"))
    assert [(s.name, s.lines) for s in sections[1:3]] == [
        ("awards", ["Harbour Prize"]),
        ("languages", ["Basque", "Welsh"]),
    ]


def test_sample_code_with_a_remark_heads_the_projects():
    assert heading_key("Sample Code (more of it on my website, linked above)") == "projects"
    assert heading_key("CODE SAMPLES") == "projects"
    assert heading_key("Code of Conduct") is None


def test_selected_research_work_heads_projects_and_research_work_experience_stays_experience():
    assert heading_key("Selected Research Work") == "projects"
    assert heading_key("Research Work Experience") == "experience"


def test_references_available_upon_request_closes_the_section_above():
    lines = ["Skills", "Rust, Elm", "References Available Upon Request"]
    sections = split_sections(Document(lines=lines, fmt="docx"))
    assert [(s.name, s.lines) for s in sections[1:]] == [
        ("skills", ["Rust, Elm"]),
        ("references", []),
    ]


@pytest.mark.parametrize("heading", ["Job Market Paper", "• Working Papers", "WORKING PAPERS"])
def test_an_economists_paper_headings_open_publications(heading):
    assert heading_key(heading) == "publications"


def test_a_markdown_heading_of_the_sections_rank_closes_it():
    page = (
        "## Publications\n\n- Ana Roe and Ben Poe. Quiet lattices in warm rooms. *Lattice"
        " Letters*, 2022.\n\n### Journal Articles\n\n- Ana Roe. Wet sand models. *Sand"
        " Journal*, 2021.\n\n## Collaborators\n\n- Ben Poe, Professor with the School of"
        " Geology, Northwind University, Harbor City.\n"
    )
    sections = split_sections(markdown_document(page))
    assert sections[-1].name == "other"
    assert any("Wet sand" in line for s in sections if s.name == "publications" for line in s.lines)


def test_a_heading_sharing_its_row_with_a_sidebar_item_opens_its_section():
    document = Document(
        lines=[
            "Tamsin Oakridge",
            "",
            "Skills",
            "• Work History\tStatistics",
            "",
            "2021\tData Analyst\tJulia",
            "Fenwick Analytics\tBoston, MA",
        ],
        fmt="pdf",
    )
    sections = split_sections(document)
    assert [s.name for s in sections] == ["header", "skills", "experience"]
    assert sections[2].heading == "Work History"
    assert "Fenwick Analytics\tBoston, MA" in sections[2].lines


def test_a_bracketed_remark_after_a_heading_keeps_its_section():
    assert heading_key("Publications [Google Scholar]") == "publications"
    assert heading_key("Awards [ selected ]") == "awards"


@pytest.mark.parametrize(
    "line",
    [
        "Postdoctoral Research Experience",
        "Post- doctoral research experience",
        "Post-Doctoral Positions",
        "CLINICAL POSITIONS",
        "Clinical Experience",
    ],
)
def test_postdoctoral_and_clinical_post_headings_open_experience(line):
    assert heading_key(line) == "experience"


def test_headings_closed_by_a_full_stop_open_their_sections():
    lines = [
        "Education.",
        "Bachelor of Science - Marine Biology.    2019 - 2022",
        "Tallwood University, Norway.",
        "Experience.",
        "Field Assistant.",
        "Kestrel Coast Research Station under Ilse Marrow.    2022 - 2024",
        "Peer reviewed publications.",
        "Fenwick, A. B., & Marrow, I. (2024). Tides over kelp beds. Coastal Notes, 3(1), 1-9.",
    ]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections] == ["header", "education", "experience", "publications"]


def test_one_sentence_closed_by_a_full_stop_opens_no_section():
    lines = ["Skills in Python and R", "Research.", "I like field work in the north."]
    sections = split_sections(Document(lines=lines, fmt="text"))
    assert [s.name for s in sections] == ["header"]


def test_a_heading_between_two_ornaments_read_as_bullets_is_a_heading():
    assert heading_key("• Education\t•") == "education"
    assert heading_key("• Scientific Publications\t•") == "publications"
    assert heading_key("✧ Awards ✧") == "awards"
    assert heading_key("• Python\t•") is None


def test_a_heading_with_a_remark_after_a_bar_opens_its_section(parse_text):
    cv = (
        "Ilaria Fenwick-Moro\nilaria.fm@example.org\n\n"
        "EXPERIENCE\nData Scientist\n2019 – 2021 | Quorvel Analytics, Trieste, Italy\n\n"
        "SELECTED PUBLICATIONS | Lead Author on Each\n"
        "• “Sparse Attention for Knee Cartilage Segmentation”. MICCAI 2024.\n"
        "• “Point Cloud Registration with Spectral Priors”. 3DV 2023.\n"
    )
    profile = parse_text(cv, "cv.txt", kind="cv")
    assert [p.title for p in profile.publications] == [
        "Sparse Attention for Knee Cartilage Segmentation",
        "Point Cloud Registration with Spectral Priors",
    ]
    assert [e.organization for e in profile.experience] == ["Quorvel Analytics"]
