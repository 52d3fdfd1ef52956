import pytest

from parsing.document import Document
from parsing.name_scoring import INTRO_RE, best_name, gather_candidates
from parsing.names import looks_like_name, name_from_copyright, name_from_lines, name_from_title


def test_six_word_names_and_latin_extended_letters():
    assert name_from_lines(["Rosalía Inés de la Cueva Marte — Curriculum Vitae"]) == (
        "Rosalía Inés de la Cueva Marte"
    )
    assert looks_like_name("Kerem Yıldırım Aksoy")
    assert looks_like_name("Łucja Wróbel")


RECIPIENT_LETTER = (
    "Prof. Odile Varnier\nStorage Systems Group, Lakemoor University\n\n3 May 2025\n\n"
    "Dear Prof. Varnier,\n\nI would like to join your group as an intern this summer.\n\n"
    "Best regards,\nTeodor B. Halloran-Vique\nteodor@example.org\n"
)
# A form's label names the writer above an essay title set like a name.
LABELLED_STATEMENT = (
    "Applicant: Maren Oyelaran\thttps://maren.example.io\tmaren@example.edu\n\n"
    "Seeing What Models See\n\n"
    "The question of how vision models ground words has become central to my work.\n"
)
# The applicant's label closes the statement's title on its first row.
TITLED_STATEMENT = (
    "Research Statement, Robotics PhD Applicant: Ines Valderrey\thttps://ivalderrey.example.io\n\n"
    "Robots that learn from a handful of demonstrations have long fascinated me. In my "
    "thesis (Valderrey et al., 2023) I studied grasp transfer.\n\n"
    "References\nHugo Marr and Ines Valderrey. 2022. Grasping in clutter. In Workshop on Hands.\n"
)


@pytest.mark.parametrize(
    "letter, name",
    [
        (RECIPIENT_LETTER, "Teodor B. Halloran-Vique"),
        (LABELLED_STATEMENT, "Maren Oyelaran"),
        (TITLED_STATEMENT, "Ines Valderrey"),
    ],
)
def test_the_writer_not_the_recipient_or_the_title_names_a_letter(parse_text, letter, name):
    assert parse_text(letter, kind="cover_letter").name == name


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


def test_page_titles():
    from parsing.names import name_from_title

    assert name_from_title("About | Kalani Akana") == "Kalani Akana"
    assert name_from_title("Publications · Kalani Akana") == "Kalani Akana"
    assert name_from_title("Welcome to Kalani Akana's homepage") == "Kalani Akana"
    assert name_from_title("Kalani Akana: PhD student in ecology") == "Kalani Akana"
    assert name_from_title("Home | Reef Imaging Group") is None
    assert name_from_title("About Me") is None
    # The same name in the writer's own script beside it says nothing else.
    assert name_from_title("Kalani Akana / 李 娜") == "Kalani Akana"
    assert name_from_title("Kalani Akana / Reef Imaging") is None
    # A doctor's title before the name, and the name the owner goes by in brackets.
    assert name_from_title("Dr. Kalani (Reef) Akana") == "Kalani Reef Akana"


def test_a_name_stacked_over_two_lines():
    from parsing.names import name_over_two_lines

    lines = ["TEVITA K.", "EXPERIENCE", "FINAU", "Data Engineer"]
    assert name_over_two_lines(lines, ["tevita.finau"]) == "Tevita K. Finau"
    assert name_over_two_lines(["Mereana", "Whaanga", "Contact"], ["mwhaanga"]) == (
        "Mereana Whaanga"
    )
    # The next line is no part of the name unless the address says so.
    assert name_over_two_lines(lines, ["tk.data"]) is None


def test_first_name_shaped_line_of_a_cv(parse_text):
    profile = parse_text("QUINN ZEPHYRINE\nqz@example.org | (555) 010-2233\n\nEDUCATION\n")
    assert profile.name == "Quinn Zephyrine"


@pytest.mark.parametrize("place", ["Nairobi Kenya", "Hanoi, Vietnam", "Kumasi Ghana"])
def test_a_town_and_its_country_above_the_name_is_no_name(parse_text, place):
    text = f"{place}\t|\t+254 700 000111\t|\tzq@example.org\nZAWADI QUELLENBERG\n\nSKILLS\n• HTML\n"
    assert parse_text(text, "cv.txt").name == "Zawadi Quellenberg"


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


def test_the_author_a_page_sets_apart_in_its_author_lists_is_its_owner(parse_text):
    """An about page that never writes its owner's name but in bold in every author list."""
    page = (
        '---\npermalink: /\ntitle: ""\n---\n\nI am a PhD student at Harbor State University.\n\n'
        "# Publications\n- *Ice flow at scale.* **Tova Rime**, Bo Pell. ICE 2024\n"
        "- *Glacier melt.* Bo Pell, **Tova Rime**. ICE 2023\n"
    )
    assert parse_text(page, "about.md").name == "Tova Rime"
    spans = page.replace("**Tova Rime**", '<span class="highlight-author">Tova Rime</span>')
    assert parse_text(spans, "about.md").name == "Tova Rime"


def test_one_bold_phrase_names_nobody(parse_text):
    page = (
        '---\npermalink: /\ntitle: ""\n---\n\nI am a PhD student at Harbor State University.\n\n'
        "# Publications\n- *Ice flow at scale.* **Bo Pell**, Tova Rime. ICE 2024\n"
    )
    assert parse_text(page, "about.md").name is None


def test_a_middle_initial_without_its_period_keeps_the_name(parse_text):
    cv = (
        "Ravi K Menon\nravi.menon@fernhill.example\n\n"
        "Education\nFernhill University, B.S. in Geology, 2024\n"
    )
    assert parse_text(cv).name == "Ravi K Menon"
    assert not looks_like_name("Menon K")


def test_a_second_given_name_in_brackets_stays_in_the_name(parse_text):
    cv = (
        "Merle (Meiling) Tanaka\nmerle@example.org\n\nEducation\n"
        "Northfield University\t2019 – 2023\nB.Sc. in Geology\n"
    )
    assert parse_text(cv, kind="cv").name == "Merle Meiling Tanaka"
    tight = cv.replace("Merle (Meiling)", "Merle(Meiling)")
    assert parse_text(tight, kind="cv").name == "Merle Meiling Tanaka"
    pronouns = "Ola Brandt (she/her)\nola@example.org\n\nEducation\nNorthfield University\n"
    assert parse_text(pronouns, kind="cv").name == "Ola Brandt"


def test_an_english_given_name_in_brackets_after_the_name_stays_in_it(parse_text):
    cv = "Liang Jiahui (Kevin)\nkevin.liang@example.org\n\nEducation\nNorthfield University\n"
    assert parse_text(cv, kind="cv").name == "Liang Jiahui Kevin"


def test_a_given_name_and_a_trailing_initial_in_the_display_type_is_the_name():
    from parsing import parse
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (220, 740, "KAVYA R", 24),
        (150, 716, "Thrissur, Kerala | Email: kavyar.dev@example.org"),
        (72, 680, "EDUCATION", 12, "bold"),
        (72, 664, "Malabar College of Engineering"),
        (72, 650, "Bachelor of Technology in Civil Engineering, 2023"),
        (72, 620, "SKILLS", 12, "bold"),
        (72, 604, "AutoCAD, Revit, Python"),
    ]
    assert parse(make_pdf([runs]), "cv.pdf").name == "Kavya R"


def test_a_nickname_in_quotes_is_left_out_of_the_name(parse_text):
    page = (
        "<html><head><title>Bobby Okafor | Portfolio</title></head><body>"
        "<h1>Robert 'Bobby' Okafor</h1><h2>About Me</h2>"
        "<p>I build mobile apps and study computer science at Lakeside University.</p>"
        "</body></html>"
    )
    assert parse_text(page, "index.html").name == "Robert Okafor"


def test_a_self_introduction_with_a_typographic_apostrophe_names_the_applicant():
    document = Document(
        lines=["Portfolio", "", "About Me", "", "Hi! I’m Tovah Brennick, a developer in Leeds."],
        fmt="html",
    )
    found = [(c.source, c.text) for c in gather_candidates(document, "homepage", [])]
    assert ("intro", "Tovah Brennick") in found


@pytest.mark.parametrize(
    ("first", "second", "name"),
    [
        ("TOMAS EDUARDO", "VELARDE QUISPE", "Tomas Eduardo Velarde Quispe"),
        ("Ilkay", "Vandermolen", "Ilkay Vandermolen"),
    ],
)
def test_a_display_name_over_two_lines_beside_a_main_column_is_whole(first, second, name):
    from parsing import parse
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (40, 740, first, 22),
        (40, 714, second, 22),
        (260, 740, "EDUCATION", 12, "bold"),
        (260, 714, "University of Ourense, Spain"),
        (260, 700, "M.Sc. Cognitive Systems, 2019 - 2021"),
        (40, 660, "velarde.ilkay@example.org"),
        (260, 660, "SKILLS", 12, "bold"),
        (260, 644, "Python, SQL, Bash"),
    ]
    assert parse(make_pdf([runs]), "cv.pdf").name == name


def test_a_statements_title_set_large_over_two_lines_is_no_name():
    from parsing import parse
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (150, 740, "Why do gradients vanish?", 20),
        (110, 716, "Notes towards a Theory of Deep Signal Flow", 20),
        (230, 690, "Teodora Valsecchi"),
        (72, 660, "Motivation", 12, "bold"),
        (
            72,
            644,
            "Deep networks are trained with ever larger budgets and this statement says why.",
        ),
        (72, 628, "My work studies how signals travel through very deep residual networks."),
    ]
    assert parse(make_pdf([runs]), "statement.pdf", "cover_letter").name == "Teodora Valsecchi"


def test_given_names_written_as_initials_without_periods_lead_a_name(parse_text):
    letter = """STATEMENT OF PURPOSE
M A Rezwanul
rezwan.cse@example.edu

I am a computer science graduate who wants to study machine learning. In my final year I
worked on Machine Learning for text classification at my home university.
"""
    assert parse_text(letter, "sop.txt").name == "M A Rezwanul"
    assert looks_like_name("A K M Sayeed") and not looks_like_name("A Brief History")


def test_an_employer_on_a_resumes_first_rows_is_no_name(parse_text):
    page = (
        "---\nlayout: page\ntitle: Resume\n---\n\n## Experience\n\n"
        "**Signal Engineer | Quorvel Technologies**\n:   *January 2024-Present*\n\n"
        "**Hardware Intern | Brantic Electronics**\n:   *June 2022-August 2022*\n"
    )
    assert not looks_like_name("Quorvel Technologies")
    assert parse_text(page, "resume.md").name is None


def test_cyrillic_names_from_a_letterhead_and_a_signature(parse_text):
    assert looks_like_name("Зорина Веста Ильинична")
    assert not looks_like_name("Мотивационное письмо")
    letter = (
        "Добрый день!\n\nЯ студентка третьего курса и хочу пройти стажировку в вашей команде. "
        "Мне интересны компиляторы, и я написала свой небольшой транслятор.\n\n"
        "С уважением,\nВеста Зорина.\n"
    )
    assert parse_text(letter, "letter.md").name == "Веста Зорина"


def test_a_signature_on_the_closing_line_in_another_language(parse_text):
    letter = (
        "Madame, Monsieur,\n\nJe suis étudiant en deuxième année et je souhaite effectuer mon "
        "stage dans votre laboratoire.\n\nCordialement, Ilan Verbeke.\n"
    )
    assert parse_text(letter, "letter.md").name == "Ilan Verbeke"


def test_arabic_articles_and_kinship_words_inside_a_name(parse_text):
    assert looks_like_name("Samira el-Naggar")
    assert looks_like_name("Karim ibn Rashid al-Tamimi")
    assert looks_like_name("Noor bint Saeed")
    assert looks_like_name("Nur Aisyah binti Kamal")
    form = "PERSONAL INFORMATION\nName: Nur Aisyah binti Kamal\nUniversiti Contoh Jaya, BEng\n"
    assert parse_text(form).name == "Nur Aisyah binti Kamal"
    text = "Tariq al-Mansouri\nSalalah, Oman | tariq.mansouri@example.om\n\nEDUCATION\n"
    assert parse_text(text + "Westgate University, BSc Geology, 2019 - 2023\n").name == (
        "Tariq al-Mansouri"
    )


def test_a_form_label_or_a_byline_before_the_name_is_not_part_of_it(parse_text):
    form = (
        "Name\tNaledi Mbali Khumalo\nEmail\tnaledi.k@example.za\n\n"
        "EDUCATION\nRivermouth University\n"
    )
    assert parse_text(form).name == "Naledi Mbali Khumalo"
    essay = "Personal Statement\n\nBy Chukwuemeka Adeyemi-Ross\n\nI have long studied tides.\n"
    assert parse_text(essay, kind="cover_letter").name == "Chukwuemeka Adeyemi-Ross"


def test_a_footnote_mark_glued_to_the_surname_is_no_part_of_the_name(parse_text):
    assert name_from_lines(["TOIVO ARNKELSSON HALME1"]) == "Toivo Arnkelsson Halme"
    assert name_from_lines(["Ysolde Merriwether*"]) == "Ysolde Merriwether"
    cv = (
        "TOIVO ARNKELSSON HALME1\nLast updated: May 2025\n\nCurrent Position\n"
        "PhD Student\t2022-2026\nDepartment of Economics, Lakeshore University\n"
    )
    assert parse_text(cv, "cv.txt").name == "Toivo Arnkelsson Halme"


@pytest.mark.parametrize(
    "heading",
    [
        "Current Position",
        "Job Market Paper",
        "Centro de Postgrado",
        "Ingénieur Logiciel",
        "Search Ilse Vectorova",
    ],
)
def test_a_heading_of_a_first_block_is_no_name(heading):
    assert not looks_like_name(heading)
    assert name_from_lines([heading, "Example text of the block below."]) is None


def test_a_name_in_display_type_fitted_line_by_line_over_two_lines_is_read_whole(nlp):
    from parsing import parse
    from tests.parsing.pdfgen import make_pdf

    # Each line fitted to the same width, so each its own size (25.6 and 25.0 pt).
    page = [
        (60, 760, "ODALYS MARIANA", 25.6, "bold"),
        (60, 730, "QUENTAL BRAGA", 25.0, "bold"),
        (60, 700, "Desenvolvedora Backend", 13, "bold"),
        (60, 670, "Profissional com experiência em sistemas distribuídos."),
        (60, 640, "odalys.qb@example.org"),
    ]
    assert parse(make_pdf([page]), "cv.pdf", nlp=nlp).name == "Odalys Mariana Quental Braga"


def test_a_page_that_states_nothing_but_its_title_is_named_by_its_title(parse_text):
    page = (
        "<!doctype html><html><head><title>Ottilie Brask</title></head><body>"
        "<md-view src='readme.md'></md-view><script>render()</script></body></html>"
    )
    assert parse_text(page, "index.html").name == "Ottilie Brask"


def test_a_biography_in_the_third_person_is_named_by_its_opening(parse_text):
    page = (
        "---\ntitle:\nbio: I study how people and robots share a workbench.\n---\n"
        "Ilaria Venturelli is a research fellow at the Interaction Robotics Laboratory of an "
        "institute in Genova. She received her PhD in Bioengineering in 2023.\n\n"
        "Her research is on motion capture for feedback interfaces.\n"
    )
    assert parse_text(page, "_index.md").name == "Ilaria Venturelli"
    page = "Tomasz Wierzbicki is a Ph.D. student at Some University, advised by Prof. Ann Roe.\n"
    assert parse_text(page, "about.md").name == "Tomasz Wierzbicki"
    # Only a person is a student, a researcher, a postdoc ...
    assert not INTRO_RE.search("Deep Learning is a field with many open problems in robotics.")


def test_a_name_run_together_by_the_text_layer_is_parted_where_the_address_parts_it(
    parse_text,
):
    cv = "MirelleQuantock\nPhD Student in Computer Science\nmirelle.quantock@example.org\n"
    assert parse_text(cv, "cv.txt").name == "Mirelle Quantock"
    # A surname with a capital inside it is one word, whatever the address.
    cv = "Fergus MacLeod\nfergus.macleod@example.org\n"
    assert parse_text(cv, "cv.txt").name == "Fergus MacLeod"


def test_a_page_that_names_its_owner_only_under_the_photo_is_named_by_it(parse_text):
    page = (
        "---\nlayout: default\ntitle: Home\n---\n\n"
        "<img src='/me.png' alt='Ingvild Sæterhaug Brekke' class='profile-photo'>\n\n"
        "I am a PhD student in economics (2022-2026). My supervisors are two professors.\n\n"
        "### Research interests\n\n- Labor economics\n- Job search\n"
    )
    assert parse_text(page, "index.md").name == "Ingvild Sæterhaug Brekke"


def test_vietnamese_names_with_horned_letters_are_names(parse_text):
    assert looks_like_name("Trương Thị Thư")
    assert looks_like_name("Lương Văn Cường")
    cv = (
        "Trương Thị Thư\n\nData Engineering\n\nthu.tt@example.vn\n\n"
        "Education\nHue Example College\n"
    )
    assert parse_text(cv, kind="cv").name == "Trương Thị Thư"


def test_a_surname_set_in_its_own_cell_beside_the_given_names_is_part_of_the_name():
    assert name_from_lines(["Ana Lucía\tPereira Souza\t3 March 2025", "Curriculum Vitae"]) == (
        "Ana Lucía Pereira Souza"
    )
    assert name_from_lines(["Ines Maren\tVALDORA", "ines@example.org"]) == "Ines Maren VALDORA"
    # A place or a job title in the next cell is no surname.
    assert name_from_lines(["Jana Novak\tBrno", "jana@example.cz"]) == "Jana Novak"
    assert name_from_lines(["Jana Novak\tSoftware Engineer", "jana@example.cz"]) == "Jana Novak"
    assert name_from_lines(["Jana Novak\tUX Designer", "jana@example.cz"]) == "Jana Novak"


def test_a_chinese_name_alone_over_the_contact_line_is_the_name(parse_text):
    cv = (
        "李晓峰\n电话: 139-0000-1234 邮箱: xfli@example.cn\n"
        "教育背景\n北湖示例大学\t计算机科学\t本科\t2019.09-2023.06\n"
    )
    assert parse_text(cv, kind="cv").name == "李晓峰"
    # Not a heading without contact details under it, nor a word that is no surname's.
    assert parse_text("金融工程\n\n项目经验\n北湖示例大学\n", kind="cv").name is None
    heading = "个人简历\n电话: 139-0000-1234 邮箱: xfli@example.cn\n"
    assert parse_text(heading, kind="cv").name is None


def test_a_generation_suffix_after_the_name_stays_in_it(parse_text):
    cv = "Marcus T. Ellwood, Jr.\nmarcus@ellwood.example.com\n\nEducation\nHarlow College\n"
    assert parse_text(cv, kind="cv").name == "Marcus T. Ellwood, Jr."
    assert name_from_lines(["DONOVAN PRATT, III", "donovan@example.com"]) == "Donovan Pratt, III"
    assert name_from_title("Marcus T. Ellwood, IV") == "Marcus T. Ellwood, IV"
    # A degree after the comma is no part of the name.
    assert name_from_lines(["Marcus Ellwood, PhD", "marcus@example.com"]) == "Marcus Ellwood"


def test_a_heading_set_in_the_display_type_under_the_name_is_no_surname():
    from parsing import parse
    from tests.parsing.pdfgen import make_pdf

    runs = [
        (200, 740, "Marta Quelhas", 24),
        (200, 716, "Estudante de Engenharia Civil"),
        (72, 690, "marta.quelhas@example.pt"),
        (300, 660, "Sobre", 24),
        (300, 640, "Gosto de pontes e de betão armado."),
        (72, 600, "Educação", 12, "bold"),
        (72, 584, "Universidade Exemplar do Norte, 2021 - 2025"),
    ]
    assert parse(make_pdf([runs]), "cv.pdf").name == "Marta Quelhas"


def test_a_page_title_names_the_person_with_a_given_name_in_brackets():
    assert name_from_title("publications | Ilka (Mira) Sorensen") == "Ilka Mira Sorensen"


def test_a_heading_of_flush_spans_names_the_person_above_the_tagline(parse_text):
    page = (
        "<html><head><title>Home | Ilse Varga, data engineer</title></head><body>"
        '<h1 class="hero"><span class="a">Ilse Varga</span><span class="b">data engineer</span>'
        "</h1><h2>Hello!</h2><p>I build pipelines for tide gauges in a small harbour town.</p>"
        "<h2>Experience</h2><p>Pipeline developer for Harbourline 2 years</p></body></html>"
    )
    assert parse_text(page, "index.html", kind="homepage").name == "Ilse Varga"


def test_a_section_heading_set_larger_than_the_name_is_no_name(nlp):
    from parsing import parse
    from tests.parsing.pdfgen import make_pdf

    page = [
        (72, 760, "Tovah Marchetti", 13, "bold"),
        (72, 744, "Applied Physics, Lakeshore Institute of Technology"),
        (72, 700, "ACADEMIC ACHIEVEMENTS", 16, "bold"),
        (72, 684, "Ranked first in the department, 2024"),
        (72, 650, "SKILLS", 16, "bold"),
        (72, 634, "Python, MATLAB"),
    ]
    assert parse(make_pdf([page]), "cv.pdf", nlp=nlp).name == "Tovah Marchetti"


def test_a_link_word_beside_the_name_is_no_surname():
    row = "Ilario Quense\tWebsite\tGoogle Scholar\tGitHub"
    assert name_from_lines([row, "iq@example.org"]) == "Ilario Quense"


def test_a_nickname_in_quotes_before_the_name_is_left_out(parse_text):
    """An applicant who goes by an English given name may set it in quotes before the legal
    name in capitals; the address row below must not win in its place."""
    text = (
        "“Leo” WEN-HSU TARRANT\n"
        "RESEARCH ASSISTANT · DATA ANALYST\n"
        "12 Fenwick Rd. 3rd Fl., Marlow Dist., Halvern City 204\n"
        "(+886) 912-000-111 | leo.tarrant@example.org\n\n"
        "EDUCATION\nHalvern Polytechnic, B.S. in Physics, 2014\n"
    )
    assert parse_text(text, "resume.txt").name == "Wen-Hsu Tarrant"


STATEMENT_LINES = [
    "My work asks how small cooperatives in river towns share storage and credit when",
    "harvests fail, and how far a village bank can stretch before its members withdraw.",
    "I combine field surveys with simple structural models of saving and lending.",
] * 4


@pytest.mark.parametrize(
    "running",
    [
        [(72, 760, "Tamsin Orrery", 9), (420, 760, "Research Statement", 9)],
        [(200, 760, "Tamsin Orrery — Research Statement", 9)],
        [(72, 40, "Tamsin Orrery", 8)],
    ],
)
def test_a_statement_named_only_in_its_running_header_or_footer(running):
    """A statement whose first page shows only its title, and whose later pages carry
    the writer's name in a running header or footer (taken off as page furniture)."""
    from parsing import parse
    from tests.parsing.pdfgen import lines_at, make_pdf

    first = [(230, 740, "Research Statement", 16, "bold"), *lines_at(72, 700, STATEMENT_LINES)]
    later = [*running, *lines_at(72, 720, STATEMENT_LINES)]
    assert parse(make_pdf([first, later, later]), "statement.pdf").name == "Tamsin Orrery"


def test_a_one_page_statement_named_only_in_its_footer():
    from parsing import parse
    from tests.parsing.pdfgen import lines_at, make_pdf

    page = [
        *lines_at(72, 720, STATEMENT_LINES),
        (200, 40, "Tamsin Orrery | Statement of Purpose", 8),
    ]
    assert parse(make_pdf([page]), "statement.pdf").name == "Tamsin Orrery"


@pytest.mark.parametrize(
    ("head", "tail", "name"),
    [
        # A statement's "Applicant:" label before a name written surname-first.
        ("PERSONAL STATEMENT\n\nApplicant: ORRERY, Tamsin\n\n", "", "ORRERY, Tamsin"),
        # A typed signature's "/s/" mark.
        ("Dear Professor Hale,\n\n", "\n\nSincerely,\n/s/ Tamsin Orrery\n", "Tamsin Orrery"),
    ],
)
def test_a_letters_labelled_or_signed_name(parse_text, head, tail, name):
    text = head + " ".join(STATEMENT_LINES) + "\n\nI hope to continue this work with you.\n" + tail
    assert parse_text(text, "letter.txt").name == name


def test_muhammads_short_form_opens_a_name():
    assert name_from_lines(["Md. Rafiqul Hasnat, PhD", "rh@example.org"]) == "Md. Rafiqul Hasnat"
    assert name_from_lines(["Mohd. Faizul bin Rahimi"]) == "Mohd. Faizul bin Rahimi"


def test_a_display_name_whose_space_the_text_layer_lost_is_read_apart(nlp):
    from parsing import parse
    from tests.parsing.pdfgen import make_pdf

    page = [
        (60, 780, "email: quillon@example.org", 9),
        (60, 768, "github: github.com/quillon", 9),
        (240, 750, "TeodoraQuillon", 24, "bold"),
        (240, 730, "Data Scientist", 12),
        (60, 690, "Skills", 13, "bold"),
        (60, 676, "Python, SQL"),
    ]
    assert parse(make_pdf([page]), "cv.pdf", nlp=nlp).name == "Teodora Quillon"


def test_a_homepages_prose_heading_is_no_name(parse_text):
    page = (
        "---\ntitle: About\npermalink: /about/\n---\n\n"
        "Hello there. My doctoral work on tidal networks is at Kelpford University.\n\n"
        "## Academic Journey\n\n"
        "My path began at Brinemouth University, where I obtained a B.Sc. in Tidal "
        "Robotics.\n"
    )
    assert parse_text(page, "about.md").name is None


def test_a_first_person_heading_over_the_bio_is_no_name_but_the_bio_names_the_writer(parse_text):
    page = (
        "---\nlayout: default\ntitle: About\n---\n\n# About Me\n\n## My History\n\n"
        "Hello! I'm Orsola Tiberghien, a doctoral candidate in Geology with a growing "
        "interest in tidal sediments.\n\n## Interests and Hobbies\n\nHiking and reading.\n"
    )
    assert parse_text(page, "about.md").name == "Orsola Tiberghien"


@pytest.mark.parametrize(
    "head",
    [
        # The writer after "of" on the line under the statement's title.
        "web: https://quillon.example.io/ email : quillon@example.edu\n\n"
        "Statement of Purpose\n\nof Oriel T.M. Quillon\n\n",
        # ... or closing the title's own line.
        "Statement of Purpose of Oriel T.M. Quillon\n\n",
    ],
)
def test_a_statement_titled_with_its_writer_after_of(parse_text, head):
    body = (
        "Research Statement: Tide pools hold more of the ocean's story than their size "
        "suggests, and reading that story has become the centre of my work.\n"
    )
    profile = parse_text(head + body, kind="cover_letter")
    assert profile.name == "Oriel T.M. Quillon"


def test_the_author_set_as_code_in_every_paper_names_the_page(parse_text):
    page = (
        "---\npermalink: /\n---\n\n## About\n\nI study river models.\n\n## Publications\n\n"
        "- `Mara Lindqvist(林玛拉)`, Otto Brenner. Gradient sketches for sparse river networks."
        " *Hydrology Letters*, 2023.\n"
        "- Otto Brenner, `Mara Lindqvist (林玛拉)`. Tidal memory in coastal sediment models."
        " *Estuary Computing*, 2021.\n"
    )
    assert parse_text(page, "about.md", kind="homepage").name == "Mara Lindqvist"


@pytest.mark.parametrize(
    "head, name",
    [
        ("IVONA BRANDT M.S.", "Ivona Brandt"),
        ("Ivona Brandt PhD", "Ivona Brandt"),
        ("Lena Ma", "Lena Ma"),
    ],
)
def test_a_degree_after_the_name_without_a_comma_is_no_part_of_it(parse_text, head, name):
    text = f"{head}\nCurriculum Vitae | Ojai, California | ivb@example.org\n\nEDUCATION\n"
    text += "Brambleton University, B.Sc. in Geology, May 2015\n"
    assert parse_text(text, "cv.txt", "cv").name == name


def test_a_cv_title_after_the_name_on_its_line_is_no_part_of_the_name(parse_text):
    cv = (
        "Ottilie Brannagh Curriculum Vitae\n\n"
        "E-mail: ottilie@example.org\n\nEducation\n"
        "2029–2031 MS, Tidal Computing, Harrowgate University\n"
    )
    assert parse_text(cv, kind="cv").name == "Ottilie Brannagh"


def test_a_page_that_names_its_owner_only_as_the_author_of_every_paper_takes_that_name(
    parse_text,
):
    page = (
        "---\nlayout: page\ntitle: Homepage\n---\n\n"
        "<section><h2>Hello</h2><p>My doctoral work at Harrowgate University is on "
        "model checking for learned controllers.</p></section>\n\n"
        '<div class="publications"><h2>Publications</h2>\n'
        "<h3>Safe Policy Repair with Interval Models</h3>\n"
        "<p>Jorinde Vasterling, Ottavio Renn, Mira Calloway<br>\nCONCUR 2025, pp 12-30.</p>\n"
        "<h3>Reductions for Weighted Probabilistic Games</h3>\n"
        "<p>Jorinde Vasterling, Ottavio Renn<br>\nFORMATS 2024, pp 88-104.</p>\n"
        "</div>\n"
    )
    assert parse_text(page, "index.md", kind="homepage").name == "Jorinde Vasterling"


def test_a_page_whose_first_picture_is_a_university_logo_is_not_named_by_it(parse_text):
    # "Georgia Tech"-like short names of universities under a logo are no person's name.
    page = (
        "---\npermalink: /\ntitle: ''\n---\n\n"
        "I study tidal physics as a second-year doctoral researcher and sail on weekends.\n\n"
        "<img src='/images/logo.png' alt='Lakemoor Tech' title='Lakemoor Tech - Alma Mater'>\n"
    )
    assert parse_text(page, "about.md").name != "Lakemoor Tech"
    assert not looks_like_name("Orrin Tech")


def test_a_schools_own_name_is_nobodys_name(parse_text):
    """A CV page that never states its owner's name lists schools in the languages the
    education gazetteer knows: none of them is taken for the owner."""
    page = (
        '---\nlayout: archive\ntitle: ""\n---\n\nEducation\n=========\n\n'
        "* Classes préparatoires, Lycée Jean Marbot, 2014-2016\n"
        "* MSc in Hydrology, Quellmark University, 2019\n\n"
        "Skills\n======\n\n* Python\n* Fortran\n"
    )
    assert parse_text(page, "cv.md", "homepage").name is None
    assert not looks_like_name("Lycée Jean Marbot")
    assert not looks_like_name("Gymnasium Altwiese")
    assert looks_like_name("Jean Marbot")
