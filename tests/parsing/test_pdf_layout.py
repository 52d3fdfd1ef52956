"""Reading PDFs by their layout: characters, font sizes and positions. Every person,
place and paper here is invented."""

import pytest

from parsing import parse
from parsing.extract import extract_document
from parsing.pdf_layout import _crossings
from parsing.pdf_rows import TextLine
from parsing.sections import split_sections
from parsing.typography import display_lines
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


def test_a_school_set_a_little_smaller_an_em_after_the_degree_is_a_cell_of_its_own():
    """A designed CV's entry row: years, the degree, then the school in smaller type about an
    em later, too close for a column gap and too near in size for a jump on their own."""
    degree = "MSc Geology, Hydrology"
    school_x = 120 + text_width(degree, 10) + 8
    page = [
        (54, 700, "2016–2017", 10),
        (120, 700, degree, 10),
        (school_x, 700, "Brackmoor University, Tollford", 8.2),
    ]
    assert _lines([page])[0] == "2016–2017\tMSc Geology, Hydrology\tBrackmoor University, Tollford"


def _sidebar_page(contact=("ilse.vandermeulen@example.org",)) -> list[tuple]:
    """A profile export: a narrow contact column on the left of page 1, the name in large
    type at the top of the main column."""
    sidebar = [
        "Contact",
        *contact,
        "",
        "Top Skills",
        "Geostatistics",
        "Field Mapping",
        "Remote Sensing",
        "",
        "Languages",
        "Dutch (Native or Bilingual)",
        "English (Full Professional)",
        "",
        "Certifications",
        "Drone Pilot Licence A2",
    ]
    headings = {"Contact", "Top Skills", "Languages", "Certifications"}
    runs = [
        (24, 740 - 13 * i, text, 12 if text in headings else 9)
        for i, text in enumerate(sidebar)
        if text
    ]
    main = [
        ("Ilse van der Meulen", 24),
        ("Geologist mapping glaciers from the air", 11),
        ("Utrecht Area, Netherlands", 10),
        ("Summary", 14),
        ("I map glaciers with drones and model how their sediments move downhill, and I", 9),
        ("turn field measurements into maps that planners and hydrologists can read.", 9),
        ("Experience", 14),
        ("Polderline Surveys", 10.5),
        ("Field Geologist", 9),
        ("March 2021 - Present (3 years)", 9),
        ("Gouda", 9),
        ("Planned and flew drone surveys over three valley glaciers every summer season", 9),
        ("and wrote the processing pipeline that turns the images into elevation models.", 9),
        ("Kestrel Aerial Mapping", 10.5),
        ("Drone Survey Intern", 9),
        ("June 2019 - August 2019 (3 months)", 9),
        ("Delft", 9),
        ("Education", 14),
        ("Westmark University", 10.5),
        ("Master of Science - MS, Geology · (2019 - 2021)", 9),
    ]
    y = 740
    for text, size in main:
        runs.append((220, y, text, size))
        y -= size * 1.6
    runs.append((280, 30, "Page 1 of 1", 9))
    return runs


def test_name_in_large_type_below_a_contact_sidebar(nlp):
    profile = parse(make_pdf([_sidebar_page()]), "profile.pdf", nlp=nlp)
    assert profile.name == "Ilse van der Meulen"


def test_sidebar_sections_are_read_beside_the_main_column(nlp):
    profile = parse(make_pdf([_sidebar_page()]), "profile.pdf", nlp=nlp)
    assert profile.emails == ["ilse.vandermeulen@example.org"]
    assert profile.skills == ["Geostatistics", "Field Mapping", "Remote Sensing"]
    assert [e.institution for e in profile.education] == ["Westmark University"]
    assert "Page 1 of 1" not in profile.text  # the export's footer


# A remark pushed to the right margin in a cell of its own leaves the heading a heading.
@pytest.mark.parametrize("remark", [[], [(400, 660, "(full list online)", 10)]])
def test_a_heading_set_like_the_others_ends_the_section_before_it(remark):
    page = [
        (54, 740, "Ottoline Marchbank", 18, "bold"),
        (54, 700, "Publications", 13, "bold"),
        (54, 684, "O. Marchbank. Moraine Dating with Cosmogenic Nuclides. Quaternary Notes, 2023."),
        (54, 660, "Fieldwork Diaries", 13, "bold"),
        *remark,
        (54, 644, "Three summers on the Brenva glacier, written up for a hiking club newsletter."),
        (54, 620, "Education", 13, "bold"),
        (54, 604, "Brackenridge University, B.S. in Geology, 2019"),
    ]
    sections = split_sections(extract_document(make_pdf([page])))
    assert [s.name for s in sections] == ["header", "publications", "other", "education"]
    assert sections[2].heading.split("\t")[0] == "Fieldwork Diaries"


def test_a_cue_word_among_others_in_a_heading_style_starts_no_section_of_its_kind():
    page = [
        (54, 740, "Ottoline Marchbank", 18, "bold"),
        (54, 700, "Experience", 13, "bold"),
        (54, 684, "Field Geologist, Polderline Surveys, 2019–2021"),
        (54, 660, "Positions of Trust", 13, "bold"),
        (54, 644, "Treasurer, Hiking Club, Brackenridge University, 2018"),
        (54, 620, "Education", 13, "bold"),
        (54, 604, "Brackenridge University, B.S. in Geology, 2019"),
    ]
    sections = split_sections(extract_document(make_pdf([page])))
    assert [s.name for s in sections] == ["header", "experience", "other", "education"]


def test_a_larger_heading_style_with_few_known_headings_still_starts_sections(nlp):
    # Two of six headings are known words, but all are set larger than the body in bold;
    # the bold title above the name is no section.
    parts = {
        "Education": "Brackenridge University, B.S. in Geology, 2019",
        "Skills": "Python, QGIS, Field Mapping",
        "Scientific Projects & Publications": "O. Marchbank. Moraine Dating. Ice Notes, 2023.",
        "Contributed Talks & Posters": "Poster: Lichen Clocks, Imaginary Ice Meeting, Lyon",
        "Research visits": "Jun 2024   Polderline Institute, Utrecht",
        "Peer-review of Journals": "Reviewer for Quaternary Notes",
    }
    page = [(54, 760, "Curriculum Vitae", 12, "bold"), (54, 740, "Ottoline Marchbank", 17)]
    for number, (heading, entry) in enumerate(parts.items()):
        page += [(54, 700 - 40 * number, heading, 12, "bold"), (54, 684 - 40 * number, entry)]
    for number in range(12):  # a body long enough to set the body size
        page.append((54, 440 - 12 * number, "Mapped moraines in three valleys.", 10))
    data = make_pdf([page])
    sections = split_sections(extract_document(data))
    assert [s.name for s in sections] == [
        "header", "education", "skills", "publications", "talks", "experience", "other"
    ]  # fmt: skip
    profile = parse(data, "cv.pdf", nlp=nlp)
    assert profile.name == "Ottoline Marchbank"
    assert profile.skills == ["Python", "QGIS", "Field Mapping"]


def _left_column_page(gap: float) -> list[tuple]:
    """Dates right-aligned in a narrow left column, `gap` points before the entries."""
    edge = 140
    rows = [
        ("2021–2025", "Ph.D. in Glaciology, Brackenridge University"),
        ("", "Thesis on moraine dating"),
        ("", "Advisor: Prof. Idris Fallowfield"),
        ("2017–2021", "B.S. in Geology, Westmark University"),
        ("", "Minor in Statistics"),
        ("Summer 2020", "Field Assistant, Polderline Surveys"),
        ("", "Mapped three valley glaciers"),
        ("2019", "Fenwick Prize for Field Mapping"),
    ]
    runs = [(54, 740, "Ottoline Marchbank", 18, "bold")]
    for number, (date, entry) in enumerate(rows):
        y = 700 - 14 * number
        if date:
            runs.append((edge - gap - text_width(date), y, date))
        runs.append((edge, y, entry))
    return runs


def test_a_date_column_set_close_to_its_entries_is_a_cell_of_its_own():
    lines = _lines([_left_column_page(gap=6)])
    assert "2021–2025\tPh.D. in Glaciology, Brackenridge University" in lines
    assert "Summer 2020\tField Assistant, Polderline Surveys" in lines
    assert "2019\tFenwick Prize for Field Mapping" in lines


def test_numbered_list_labels_stay_with_their_text():
    hang = 54 + 24
    page = [(54, 740, "Ottoline Marchbank", 18, "bold"), (54, 700, "Publications", 13, "bold")]
    for number in range(1, 6):
        y = 690 - 28 * number
        page += [(54, y, f"[{number}]"), (hang, y, f"O. Marchbank. Moraine Study Number {number}.")]
        page.append((hang, y - 12, "Journal of Imaginary Glaciology, 2023."))
    lines = _lines([page])
    assert "[1] O. Marchbank. Moraine Study Number 1." in lines
    assert not any("\t" in line for line in lines)


def test_a_date_range_split_over_two_lines_is_rejoined_on_either_side():
    right = 558
    page = [(54, 740, "Ottoline Marchbank", 18, "bold")]
    # Left date column: "Mar. 2020 –" above "Present", beside the entry's two lines.
    page += [(54, 700, "Mar. 2020 –"), (140, 700, "Brackenridge University")]
    page += [(54, 686, "Present"), (140, 686, "Ph.D. student in Glaciology")]
    # Right date column, right-aligned.
    for y, entry, date in (
        (650, "Polderline Surveys", "Jun. 2018 –"),
        (636, "Field Geologist", "Aug. 2019"),
    ):
        page += [(54, y, entry), (right - text_width(date), y, date)]
    lines = _lines([page])
    assert "Mar. 2020 – Present\tBrackenridge University" in lines
    assert "Ph.D. student in Glaciology" in lines
    assert "Polderline Surveys\tJun. 2018 – Aug. 2019" in lines
    assert "Field Geologist" in lines


def test_an_address_wrapped_in_a_narrow_column_is_rejoined(nlp):
    # The sidebar's right edge cuts the e-mail address and the profile URL mid-word.
    contact = [
        "ilse.vandermeulen@example.or",
        "g",
        "www.linkedin.com/in/ilse-van-",
        "der-meulen (LinkedIn)",
    ]
    page = _sidebar_page(contact)
    profile = parse(make_pdf([page]), "profile.pdf", nlp=nlp)
    assert profile.emails == ["ilse.vandermeulen@example.org"]
    assert profile.links["linkedin"].endswith("linkedin.com/in/ilse-van-der-meulen")


def test_headings_in_a_left_margin_column_start_their_sections():
    entries = 150
    page = [(54, 740, "Ottoline Marchbank", 18, "bold")]
    rows = [
        ("Education", "Brackenridge University, Ph.D. in Glaciology, 2021–2025"),
        ("", "Westmark University, B.S. in Geology, 2017–2021"),
        ("Experience", "Field Geologist, Polderline Surveys, 2019–2021"),
        ("", "Drone Survey Intern, Kestrel Aerial Mapping, 2018"),
        ("Skills", "Geostatistics, Field Mapping, Remote Sensing"),
    ]
    for number, (heading, entry) in enumerate(rows):
        y = 700 - 16 * number
        if heading:
            page.append((54, y, heading, 11, "bold"))
        page.append((entries, y, entry))
    sections = split_sections(extract_document(make_pdf([page])))
    assert [(s.name, [ln for ln in s.lines if ln]) for s in sections[1:]] == [
        ("education", [rows[0][1], rows[1][1]]),
        ("experience", [rows[2][1], rows[3][1]]),
        ("skills", [rows[4][1]]),
    ]


def test_bold_margin_headings_beside_bold_entry_heads_start_their_sections():
    """Margin headings in bold beside entries whose first line (the employer) is bold too:
    the heading is known by its place in a margin of headings, not by its weight."""
    entries = 150
    page = [(54, 740, "Ottoline Marchbank", 18, "bold")]
    rows = [
        ("Education", "Brackenridge University", "Sep 2021 – Present", "Ph.D. in Glaciology"),
        ("Experience", "Polderline Surveys", "May 2019 – Aug 2021", "Field Geologist"),
        ("Awards", "Polar Year Fellowship", "2023", "For field work on moraines"),
    ]
    y = 700
    for heading, head, dates, detail in rows:
        page += [(54, y, heading, 11, "bold"), (entries, y, head, 11, "bold")]
        page += [(540 - text_width(dates, 11), y, dates, 11), (entries, y - 14, detail, 11)]
        y -= 40
    sections = split_sections(extract_document(make_pdf([page])))
    assert [(s.name, [ln for ln in s.lines if ln]) for s in sections[1:]] == [
        (key, [f"{head}\t{dates}", detail])
        for key, (_, head, dates, detail) in zip(
            ["education", "experience", "awards"], rows, strict=True
        )
    ]


def test_a_languages_heading_in_a_margin_of_headings_opens_its_own_section():
    """ "Skills" and "Languages" in a left margin, each beside a label column of its own
    ("Programming<gap>Python, Go"; "English<gap>Native"): both are headings."""
    page = [(54, 740, "Ottoline Marchbank", 18, "bold")]
    rows = [
        ("Skills", "Programming", "Python, Go, Fortran"),
        ("", "Mapping", "QGIS, GRASS"),
        ("Languages", "English", "Native"),
        ("", "Norwegian", "Fluent (C1)"),
    ]
    for number, (heading, label, value) in enumerate(rows):
        y = 700 - 16 * number - (14 if number >= 2 else 0)
        if heading:
            page.append((54, y, heading, 11, "bold"))
        page += [(150, y, label, 11, "bold"), (260, y, value, 11)]
    sections = split_sections(extract_document(make_pdf([page])))
    lines = {s.name: [ln for ln in s.lines if ln] for s in sections[1:]}
    assert list(lines) == ["skills", "languages"]
    assert lines["skills"][0] == "Programming\tPython, Go, Fortran"
    assert lines["languages"] == ["English\tNative", "Norwegian\tFluent (C1)"]


def test_plain_headings_in_a_left_margin_column_start_their_sections():
    """Margin labels set in the body's own type (neither bold nor capitals), some wrapped
    over two or three lines, still open their sections; the name above may span the page."""
    entries = 150
    page = [(54, 740, "Ottoline Marchbank", 18)]
    rows = [
        (["Education"], ["Brackenridge University, Ph.D. in Glaciology, 2021–2025"]),
        (["Honors and", "Awards"], ["Polar Year Fellowship, 2023", "Moraine Prize, 2022"]),
        (
            ["Selected", "Refereed", "Publications"],
            [
                "O. Marchbank. Lichen Growth Curves for Moraine Dating.",
                "Journal of Imaginary Glaciology, 2023.",
                "O. Marchbank. Sediment Budgets of Valley Glaciers. Cold Regions Letters, 2022.",
            ],
        ),
    ]
    y = 700
    for heading, entry in rows:
        for number, line in enumerate(heading):
            page.append((54, y - 12 * number, line))
        for number, line in enumerate(entry):
            page.append((entries, y - 12 * number, line))
        y -= 12 * max(len(heading), len(entry)) + 14
    sections = split_sections(extract_document(make_pdf([page])))
    assert [(s.name, [ln for ln in s.lines if ln]) for s in sections[1:]] == [
        ("education", rows[0][1]),
        ("awards", rows[1][1]),
        ("publications", rows[2][1]),
    ]


def test_short_plain_lines_at_the_left_edge_are_no_margin_headings():
    """A left column of short labels that are not headings (places, dates) is left as it is."""
    page = [(54, 740, "Ottoline Marchbank", 18), (54, 700, "Education", 12, "bold")]
    page += [(54, 680, "Oslo"), (150, 680, "Brackenridge University, B.S. in Geology")]
    page += [(54, 666, "Bergen"), (150, 666, "Westmark University, M.S. in Geology")]
    lines = _lines([page])
    assert not any(ln.startswith(("Oslo", "Bergen")) and "\t" not in ln for ln in lines)


def test_a_year_drawn_one_digit_at_a_time_reads_whole():
    """Design tools may draw each digit of a right-aligned year as its own text object, in
    any order; the characters are regrouped by their positions."""
    page = [(54, 740, "Ottoline Marchbank", 18, "bold"), (54, 700, "Brackenridge University")]
    date = "Sep. 2019 – Jun. 2021"
    x = 558 - text_width(date)
    pieces = []
    for char in date:
        pieces.append((x, 700, char))
        x += text_width(char)
    page += pieces[::-1]
    assert "Brackenridge University\tSep. 2019 – Jun. 2021" in _lines([page])


def test_a_word_hyphenated_onto_a_line_of_its_own_leaves_no_paragraph_break():
    page = [
        (54, 740, "Ottoline Marchbank", 18, "bold"),
        (54, 700, "O. Marchbank. Dating Moraines with Cosmogenic Nuclides and Lichen Sim-"),
        (54, 688, "ulations."),
        (54, 676, "Journal of Imaginary Glaciology, 2023"),
    ]
    assert extract_document(make_pdf([page])).lines[2:] == [
        "O. Marchbank. Dating Moraines with Cosmogenic Nuclides and Lichen Simulations.",
        "Journal of Imaginary Glaciology, 2023",
    ]


def test_a_profile_behind_an_anchor_word_in_the_header_is_a_link(nlp):
    contact = "ottoline@example.org  ·  LinkedIn  ·  GitHub"
    words_x = {word: 54 + text_width(contact[: contact.index(word)]) for word in contact.split()}
    page = [(54, 740, "Ottoline Marchbank", 18, "bold"), (54, 722, contact)]
    page += [(54, 690, "Projects", 13, "bold"), (54, 674, "Moraine Mapper (GitHub)")]

    def over(word, y, uri):
        return (words_x[word], y - 2, words_x[word] + text_width(word), y + 9, uri)

    links = [
        over("LinkedIn", 722, "https://www.linkedin.com/in/ottoline-marchbank"),
        over("GitHub", 722, "https://github.com/omarchbank"),
        # The address shown is the applicant's; a template's placeholder target is not.
        over("ottoline@example.org", 722, "mailto:someone@example.com"),
        # Far below the header, a link word points at a project's organisation.
        (54, 672, 200, 683, "https://github.com/moraine-tools"),
    ]
    profile = parse(make_pdf([page], links=[links]), "cv.pdf", nlp=nlp)
    assert profile.links["linkedin"] == "https://www.linkedin.com/in/ottoline-marchbank"
    assert profile.links["github"] == "https://github.com/omarchbank"
    assert profile.emails == ["ottoline@example.org"]


def test_a_part_of_a_section_set_like_the_headings_stays_in_it():
    page = [
        (54, 740, "Ottoline Marchbank", 18, "bold"),
        (54, 700, "Publications", 13, "bold"),
        (54, 680, "Peer Reviewed", 13, "bold"),
        (54, 664, "O. Marchbank. Moraine Dating with Cosmogenic Nuclides. Quaternary Notes, 2023."),
        (54, 640, "Conference Proceedings", 13, "bold"),
        (54, 624, "O. Marchbank. Lichen Clocks. Proc. of the Imaginary Ice Meeting, 2022."),
        (54, 600, "Education", 13, "bold"),
        (54, 584, "Brackenridge University, B.S. in Geology, 2019"),
    ]
    sections = split_sections(extract_document(make_pdf([page])))
    assert [s.name for s in sections] == [
        "header", "publications", "publications", "education"
    ]  # fmt: skip
    assert "Peer Reviewed" in sections[1].lines


def test_headings_set_larger_than_the_name_are_not_taken_for_it(nlp):
    page = [(54, 740, "Ottoline Marchbank", 10, "bold"), (54, 726, "Brackenridge, Vermont")]
    y = 700
    for heading, entry in (
        ("Teaching Assistantships", "Glaciology 101, Brackenridge University, 2022"),
        ("Education", "Brackenridge University, B.S. in Geology, 2019"),
        ("Experience", "Field Geologist, Polderline Surveys, 2019–2021"),
    ):
        page += [(54, y, heading, 14, "bold"), (54, y - 16, entry)]
        y -= 40
    document = extract_document(make_pdf([page]))
    assert display_lines(document) == []
    assert parse(make_pdf([page]), "cv.pdf", nlp=nlp).name == "Ottoline Marchbank"


def test_a_contact_section_in_a_sidebar_is_read_like_the_header(nlp):
    contact = ("ilse.vandermeulen@example.org", "(802) 555-0147")
    profile = parse(make_pdf([_sidebar_page(contact)]), "profile.pdf", nlp=nlp)
    assert profile.phones == ["(802) 555-0147"]


def test_a_heading_below_an_address_at_the_right_margin_stays_apart():
    contact = "ottoline@example.org | https://omarchbank.example.org | github.com/omarchbank"
    page = [(54, 740, "Ottoline Marchbank", 11), (54, 726, contact, 11), (54, 698, "Education", 11)]
    page.append((54, 684, "Brackenridge University, B.S. in Geology, 2019", 11))
    lines = _lines([page])
    assert contact in lines and "Education" in lines


def _symbol_bullet_page(style: str, glyph: str, gap: float) -> list[tuple]:
    """Bullets set in a symbol font (a Wingdings square extracts as "n"), close to the text
    or apart from it."""
    page = [
        (54, 740, "Ottoline Marchbank", 18, "bold"),
        (54, 720, "ottoline.marchbank@example.org"),
        (54, 690, "Publications", 13, "bold"),
    ]
    papers = [
        "O. Marchbank and P. Quillfeather. Moraine Dating with Lichen Growth Curves. "
        "Journal of Imaginary Glaciology, 2023.",
        "O. Marchbank. Sediment Budgets of Retreating Valley Glaciers. "
        "Journal of Imaginary Glaciology, 2022.",
    ]
    for number, paper in enumerate(papers):
        y = 670 - 30 * number
        page += [(54, y, glyph, 10, style), (54 + text_width("n") + gap, y, paper, 8)]
    return page


def test_bullets_set_in_a_symbol_font_are_list_markers(nlp):
    for style, glyph in (("dingbats", "n"), ("dingbats", "l"), ("symbol", "\xb7")):
        for gap in (0.3, 6):
            pdf = make_pdf([_symbol_bullet_page(style, glyph, gap)])
            profile = parse(pdf, "cv.pdf", nlp=nlp)
            assert [p.title for p in profile.publications] == [
                "Moraine Dating with Lichen Growth Curves",
                "Sediment Budgets of Retreating Valley Glaciers",
            ], (style, glyph, gap)
            assert profile.publications[0].authors[0] == "O. Marchbank"


def test_a_symbol_font_letter_inside_a_line_is_kept():
    page = [(54, 700, "Bounds on "), (54 + text_width("Bounds on "), 700, "e", 10, "symbol")]
    page.append((54 + text_width("Bounds on e") + 1, 700, "-privacy"))
    assert _lines([page]) == ["Bounds on e -privacy"]


def test_a_page_number_is_neither_a_paper_nor_part_of_one(nlp):
    for number in ("3", "- 3 -", "– 3 –", "Page 3 of 6", "3 / 6", "p. 3"):
        pages = []
        for page_index in range(2):
            page = [(54, 740, "Ottoline Marchbank", 18, "bold")] if page_index == 0 else []
            page.append((54, 700, "Publications" if page_index == 0 else "Talks", 13, "bold"))
            for row in range(4):
                y = 670 - 40 * row
                page += [
                    (54, y, f"O. Marchbank. Moraine Study Number {page_index * 4 + row + 1}."),
                    (54, y - 12, f"Journal of Imaginary Glaciology, {2015 + row}."),
                ]
            # Set above the margin running footers are looked for in, close to the last entry.
            page.append((300 - text_width(number) / 2, 670 - 40 * 3 - 12 - 16, number))
            pages.append(page)
        profile = parse(make_pdf(pages), "cv.pdf", nlp=nlp)
        titles = [p.title for p in profile.publications]
        assert titles == [f"Moraine Study Number {n}" for n in range(1, 5)], number
        assert [p.year for p in profile.publications] == [2015, 2016, 2017, 2018], number
        assert number not in [line.strip() for line in profile.text.splitlines()], number


def test_references_set_apart_only_by_a_hanging_indent_are_separate_papers(nlp):
    entries = [
        ["Ottoline Marchbank, Lars Coauthor, and Oona Advisor. 2024. Glacier Flow under Warm",
         "Winters in Imaginary Valleys. In Proceedings of the International Conference on",
         "Machine Learning."],
        ["Ottoline Marchbank and Oona Advisor. 2023. Sediment Budgets of Retreating Valley",
         "Glaciers. IEEE Transactions on Mobile Computing 22, 3 (2023), 1-14."],
        ["Lars Coauthor, Ottoline Marchbank, and Oona Advisor. 2022. Ice Cores from",
         "Remote Valleys with Tiny Drills. Proc. ACM Interact. Mob. Wearable Ubiquitous",
         "Technol. 6, 2 (2022)."],
    ]  # fmt: skip
    page = [(54, 740, "Ottoline Marchbank", 18, "bold"), (54, 690, "Publications", 13, "bold")]
    y = 670
    for entry in entries:
        for number, line in enumerate(entry):
            page.append((54 + (12 if number else 0), y, line))
            y -= 13
    profile = parse(make_pdf([page]), "cv.pdf", nlp=nlp)
    assert [(p.title, p.year, p.author_position) for p in profile.publications] == [
        ("Glacier Flow under Warm Winters in Imaginary Valleys", 2024, 1),
        ("Sediment Budgets of Retreating Valley Glaciers", 2023, 1),
        ("Ice Cores from Remote Valleys with Tiny Drills", 2022, 2),
    ]
    assert [p.venue for p in profile.publications][1] == (
        "IEEE Transactions on Mobile Computing (TMC)"
    )


def test_a_symbol_font_bullet_after_a_year_cell_is_a_bullet():
    year_end = 54 + text_width("2021")
    page = [
        (54, 700, "2021"),
        (year_end + 12, 700, "n", 10, "dingbats"),
        (year_end + 12 + text_width("n") + 0.3, 700, "Fenwick Prize for Field Mapping"),
    ]
    assert _lines([page]) == ["2021\t• Fenwick Prize for Field Mapping"]


def test_wrapped_headings_in_a_margin_column_start_their_sections_beside_them():
    """A page whose left column holds only capitalised headings, some wrapped over two lines
    ("AWARDS & / PRIZES"), set close to the entries: read row by row, each heading
    before its section, not all headings first as a column of their own."""
    body_x = 170
    sections = [
        (("EDUCATION",), ["Ph.D. in Glaciology\t2021 - Present", "Brackenridge University"]
         + [f"Thesis chapter {n} on ice flow" for n in range(1, 5)]),
        (("WORK", "EXPERIENCE"), ["Field Geologist\t2019 - 2021", "Polderline Surveys"]
         + [f"Mapped moraine site {n}" for n in range(1, 5)]),
        (("HONORS &", "SCHOLARSHIPS"), ["Kestrel Polar Fellowship", "Marchbank Field Prize"]),
        (("TECHNICAL", "SKILLS"), ["Geostatistics, Field Mapping, Remote Sensing"]),
    ]  # fmt: skip
    page = [(72, 740, "Ottoline Marchbank", 14, "bold")]
    y = 700
    for heading, entries in sections:
        for number, word in enumerate(heading):
            page.append((72, y - 12 * number, word, 10, "bold"))
        for entry in entries:
            text, _, date = entry.partition("\t")
            page.append((body_x, y, text))
            if date:
                page.append((540 - text_width(date), y, date))
            y -= 12
        y -= 14
    found = split_sections(extract_document(make_pdf([page])))
    assert [(s.name, s.heading) for s in found[1:]] == [
        ("education", "EDUCATION"),
        ("experience", "WORK EXPERIENCE"),
        ("awards", "HONORS & SCHOLARSHIPS"),
        ("skills", "TECHNICAL SKILLS"),
    ]
    first_entry = [ln for ln in found[2].lines if ln][:2]
    assert first_entry == ["Field Geologist\t2019 - 2021", "Polderline Surveys"]


def test_the_gutter_search_counts_the_lines_running_across_each_step():
    lines = [
        TextLine(10.0, 30.0, 0, 1, "spans 12 to 28"),
        TextLine(12.0, 14.0, 0, 1, "ends exactly on a step: crosses none"),
        TextLine(11.5, 14.5, 0, 1, "crosses 12 and 14"),
        TextLine(20.0, 20.0, 0, 1, "zero width on a step"),
        TextLine(-5.0, 100.0, 0, 1, "wider than every step"),
    ]
    steps = range(10, 24, 2)
    assert _crossings(lines, steps) == [
        sum(1 for ln in lines if ln.x0 < step < ln.x1) for step in steps
    ]
    assert _crossings(lines, steps) == [1, 3, 3, 2, 2, 2, 2]
    assert _crossings([], steps) == [0] * len(steps)


def test_a_known_heading_word_set_in_the_body_type_is_a_label_where_headings_are_larger():
    # The headings are set larger than the body; "Frameworks" and "Miscellaneous" in the
    # body's type label rows of the skills table, and open no section of their own.
    rows = [
        ("Education", 14, "bold"),
        ("Brackenridge University, B.S. in Geology, 2019",),
        ("Skills", 14, "bold"),
        ("Frameworks", 10, "bold"),
        ("QGIS, GDAL",),
        ("Miscellaneous", 10, "bold"),
        ("Field Mapping, Drone Surveys",),
        ("Awards", 14, "bold"),
        ("Glacier Medal, Brackenridge University",),
    ]
    page = [(54, 740, "Ottoline Marchbank", 18, "bold")]
    page += [(54, 700 - 16 * number, *row) for number, row in enumerate(rows)]
    page += [(54, 440 - 12 * n, "Mapped moraines in three valleys.", 10) for n in range(12)]
    sections = split_sections(extract_document(make_pdf([page])))
    assert [s.name for s in sections] == ["header", "education", "skills", "awards"]
    assert "QGIS, GDAL" in sections[2].lines


def test_a_sidebar_of_short_items_on_a_coloured_panel_is_read_as_its_own_column():
    # Skill tags and icon handles are too short to tell a text column from a column of
    # dates; the panel drawn behind them marks the sidebar.
    side = ["Contact", "@tamsin", "Skills", "Go", "SQL", "Rust", "Bash", "Git", "Ruby",
            "Languages", "Welsh", "Dutch"]  # fmt: skip
    main = ["Tamsin Holloway", "Experience", "Backend Engineer at Quillfield Systems",
            "Built the billing service and its ledger.", "Data Intern at Marrowgate Labs",
            "Cleaned sensor logs for the flood model.", "Education",
            "BSc Computing, Penhallow University", "Graduated with first-class honours.",
            "Projects", "A tide table in the terminal",
            "A bread timer for the kitchen"]  # fmt: skip
    runs = [(30, 740 - 16 * i, text) for i, text in enumerate(side)]
    runs += [(200, 740 - 16 * i, text) for i, text in enumerate(main)]
    pdf = make_pdf([runs], panels=[[(0, 0, 170, 792)]])
    lines = [line for line in extract_document(pdf).lines if line]
    assert lines[lines.index("Skills") : lines.index("Skills") + 7] == [
        "Skills", "Go", "SQL", "Rust", "Bash", "Git", "Ruby"
    ]  # fmt: skip
    assert lines.index("Experience") + 1 == lines.index("Backend Engineer at Quillfield Systems")


def test_a_main_column_heading_above_the_sidebar_opens_its_section_not_the_header():
    side = ["ines@example.org", "+351 912 345 678", "SKILLS", "Kotlin, Swift",
            "Figma, Sketch", "LANGUAGES", "Portuguese", "English", "HOBBIES",
            "Sailing"]  # fmt: skip
    main = ["EDUCATION", "Universidade de Alvor", "BSc in Informatics, 2019 - 2022",
            "Escola Secundária da Ria", "Science track, 2016 - 2019", "EXPERIENCE",
            "Mobile Intern, Caravela Apps", "Shipped the ferry timetable app.",
            "Tutor, Farol Study Centre", "Taught algebra to first-years."]  # fmt: skip
    runs = [(216, 760, "Inês Valadares", 20, "bold")]
    runs += [(216, 730 - 16 * i, text) for i, text in enumerate(main)]
    runs += [(40, 714 - 16 * i, text) for i, text in enumerate(side)]
    lines = [line for line in extract_document(make_pdf([runs])).lines if line]
    assert lines[0] == "Inês Valadares"
    assert lines[lines.index("EDUCATION") + 1] == "Universidade de Alvor"


def test_addresses_listed_one_a_row_in_a_narrow_column_stay_apart(nlp):
    # Each row reaches the column's edge, but the next one starts an address of its own.
    contact = ["https://github.com/ilse-vdm-maps", "www.linkedin.com/in/ilse-vdm"]
    profile = parse(make_pdf([_sidebar_page(contact)]), "profile.pdf", nlp=nlp)
    assert profile.links["github"] == "https://github.com/ilse-vdm-maps"
    assert profile.links["linkedin"] == "www.linkedin.com/in/ilse-vdm"


def test_a_link_on_a_handle_is_kept_though_the_handle_starts_with_an_at_sign():
    page = [(54, 740, "Leocadia Ferreyra", 18, "bold"), (54, 720, "@ferreyra"),
            (54, 700, "Experience"), (54, 680, "Data Intern, Quebracho Labs")]  # fmt: skip
    target = "https://www.linkedin.com/in/leocadia-ferreyra-0a1/"
    pdf = make_pdf([page], links=[[(50, 716, 110, 730, target)]])
    assert [(k.text, k.href) for k in extract_document(pdf).links] == [("@ferreyra", target)]


def test_skills_set_as_tags_in_boxes_a_word_space_apart_are_separate_items(nlp):
    tags = [["Spring Boot", "Flask", "Docker"], ["Git", "Kafka", "Time Management"]]
    runs = [(54, 740, "Oriel Pashkevich", 18, "bold"), (54, 700, "SKILLS", 12, "bold")]
    frames = []
    for row, items in enumerate(tags):
        x, y = 56, 680 - 20 * row
        for item in items:
            width = text_width(item)
            runs.append((x, y, item))
            frames.append((x - 2, y - 4, x + width + 2, y + 11))
            x += width + 7  # the boxes a word space apart
    profile = parse(make_pdf([runs], frames=[frames]), "profile.pdf", nlp=nlp)
    assert profile.skills == ["Spring Boot", "Flask", "Docker", "Git", "Kafka", "Time Management"]


def test_a_heading_wrapped_in_a_narrow_column_is_one_heading():
    side = [("WORK", 14, "bold"), ("EXPERIENCE", 14, "bold"),
            ("Intern, Kestrel Foods", 9, "regular"),
            ("EDUCATION AND", 14, "bold"), ("TRAINING", 14, "bold"),
            ("BSc Biology, Aldgate College", 9, "regular")]  # fmt: skip
    y, runs = 700, [(40, 760, "Wilhelmina Osei", 20, "bold")]
    for text, size, style in side:
        runs.append((40, y, text, size, style))
        y -= size + 2  # set solid, as a narrow column wraps a heading
    lines = [line for line in extract_document(make_pdf([runs])).lines if line]
    assert "WORK EXPERIENCE" in lines and "EDUCATION AND TRAINING" in lines
    sections = split_sections(extract_document(make_pdf([runs])))
    assert [s.name for s in sections] == ["header", "experience", "education"]


def test_a_line_drawn_twice_as_a_drop_shadow_is_read_once():
    runs = [(54, 744, "Radomir Quispe", 30, "bold"), (54, 740, "Radomir Quispe", 30, "bold"),
            (54, 700, "EDUCATION", 12, "bold"),
            (54, 684, "Altiplano Technical Institute")]  # fmt: skip
    lines = [line for line in extract_document(make_pdf([runs])).lines if line]
    assert lines[0] == "Radomir Quispe"


def test_a_name_set_up_the_side_of_the_page_reads_as_one_line(nlp):
    runs = [(80, 560, "Marisol Achterberg", 26, "bold", "up"),
            (110, 560, "data engineer", 14, "regular", "up"),
            (160, 740, "Experience"),
            (160, 724, "Data Engineer, Quillfield Systems, 2022 - 2024"),
            (160, 700, "Education"),
            (160, 684, "BSc Statistics, Penhallow University, 2021")]  # fmt: skip
    pdf = make_pdf([runs])
    lines = [line for line in extract_document(pdf).lines if line]
    assert lines[0] == "Marisol Achterberg" and "data engineer" in lines
    assert parse(pdf, "cv.pdf", nlp=nlp).name == "Marisol Achterberg"


def test_an_icon_font_glyph_that_reads_as_a_digit_is_the_items_marker(nlp):
    runs = [(54, 740, "Teodora Lindqvist", 18, "bold"), (54, 700, "HONORS", 12, "bold")]
    for n, award in enumerate(["Harbourview Engineering Scholarship", "Dean's List"]):
        runs += [(54, 680 - 16 * n, "3", 10, "icons"), (68, 680 - 16 * n, award)]
    profile = parse(make_pdf([runs]), "cv.pdf", nlp=nlp)
    assert profile.awards == ["Harbourview Engineering Scholarship", "Dean's List"]


def test_letter_spaced_years_are_rejoined():
    page = [(54, 740, "Lucinda Ferraz", 18, "bold"), (54, 700, "EDUCATION", 12, "bold"),
            (54, 684, "Ilha Federal University"),
            *letter_spaced(54, 668, "2016 - 2021", 10, tracking=2.5)]  # fmt: skip
    assert "2016 - 2021" in _lines([page])


def test_two_narrow_columns_apart_by_a_clean_gutter_are_read_one_after_the_other():
    # Wrapped references on the left, entries with far-right dates on the right: both sides'
    # rows are short, one heading each, and no line runs across the gutter between them.
    left_text = [
        "Roe, Ana, Lio Brandt, and Pim Quell.",
        '"Folding maps of tidal',
        'flats." Coastal Survey',
        "Letters 4 (2023): 1-9.",
        "Quell, Pim, Ana Roe, and Lio Brandt.",
        '"Sand ripple counts',
        'from drone images."',
        "Shore Notes 2 (2022).",
        'Roe, Ana. "Dune walks."',
        "Field Maps 1 (2021).",
    ]
    right_rows = [
        ("Survey Assistant", "Jan 2023 - Present"),
        ("Harbour Mapping Office", ""),
        ("Drew tide charts", ""),
        ("Map Tutor", "Sep 2021 - May 2022"),
        ("Lowmoor College", ""),
        ("Graded map sheets", ""),
        ("Field Helper", "Jun 2020 - Aug 2020"),
        ("Saltmarsh Trust", ""),
        ("Counted plovers", ""),
    ]
    page = [
        (54, 760, "Ana Roe", 18, "bold"),
        (54, 700, "Publications", 14, "bold"),
        *[(54, 680 - 14 * i, text) for i, text in enumerate(left_text)],
        (262, 700, "Experience", 14, "bold"),
    ]
    for i, (text, date) in enumerate(right_rows):
        page.append((262, 680 - 14 * i, text))
        if date:
            page.append((558 - text_width(date), 680 - 14 * i, date))
    lines = _lines([page])
    start = lines.index(left_text[0])
    assert lines[start : start + len(left_text)] == left_text


def test_places_dates_and_labels_flush_right_beside_entries_stay_on_their_rows():
    # Cells set flush right on the rows of the entries (awesome-cv's places, dates and
    # project labels): fewer dates than other words, still no column of their own.
    right = 558
    bullet = "• Mapped moraine ridges across three valleys with drone photogrammetry and GIS"
    page = [(54, 740, "Ottoline Marchbank", 18, "bold"), (54, 700, "Experience", 13, "bold")]
    y = 680
    for org, place, role, dates in (
        ("Polderline Surveys", "Leiden, Netherlands", "FIELD GEOLOGIST", "Jun. 2018 - Aug. 2019"),
        ("Brackenridge University", "Fenwick, Scotland", "RESEARCH ASSISTANT", "2016 - 2018"),
        ("Kestrel Mapping", "Tromsø, Norway", "INTERN", "Summer 2015"),
    ):
        page += [(54, y, org, 11, "bold"), (right - text_width(place), y, place)]
        page += [(54, y - 13, role), (right - text_width(dates), y - 13, dates)]
        page += [(54, y - 26 - 13 * n, bullet) for n in range(4)]
        y -= 86
    page.append((54, y, "Projects", 13, "bold"))
    for title, label, grade in (
        ("Moraine Dating Toolkit", "Masters Thesis", "18/20"),
        ("Glacier Flow Viewer", "University, Repository", "Grade A"),
    ):
        y -= 20
        page += [(54, y, title, 11, "bold"), (right - text_width(label), y, label)]
        page += [(54, y - 13, "PYTHON, GIS"), (right - text_width(grade), y - 13, grade)]
        page += [(54, y - 26, bullet), (54, y - 39, bullet)]
        y -= 39
    lines = _lines([page])
    assert "Polderline Surveys\tLeiden, Netherlands" in lines
    assert "FIELD GEOLOGIST\tJun. 2018 - Aug. 2019" in lines
    assert "Moraine Dating Toolkit\tMasters Thesis" in lines


def test_a_right_aligned_label_an_em_before_its_items_is_a_cell_of_its_own():
    # A skills table: bold labels set flush right against their items, an em and a half
    # apart; the gap is narrower than three of the label's letters, wider than any space.
    label_edge, items_x = 118, 133
    page = [
        (54, 740, "Ottoline Marchbank", 18, "bold"),
        (54, 720, "Glaciologist mapping moraines and modelling ice flow since 2016."),
        (54, 700, "Skills", 14, "bold"),
    ]
    for number, (label, items) in enumerate(
        (
            ("Programming", "Python, R, Fortran"),
            ("Languages", "German (native), English (fluent)"),
            ("Other Skills", "QGIS, LaTeX, Docker"),
        )
    ):
        y = 680 - 14 * number
        page.append((label_edge - text_width(label, 10, "bold"), y, label, 10, "bold"))
        page.append((items_x, y, items, 9))
    lines = _lines([page])
    assert "Programming\tPython, R, Fortran" in lines
    assert "Languages\tGerman (native), English (fluent)" in lines


def test_margin_headings_under_a_large_name_in_the_same_margin_start_their_sections():
    """The name and headline set large at the top of the margin column do not count
    against its headings, and a heading set like the bold entry beside it is still apart."""
    entries = 200
    page = [
        (40, 740, "Ottavia", 30, "bold"),
        (40, 706, "Brennholt", 30, "bold"),
        (40, 680, "Hydrologist", 18, "bold"),
        (entries, 740, "ottavia@example.org"),
        (entries, 726, "(555) 201-3344"),
    ]
    rows = [
        ("Experience", "Saltmere Water Board", "Field Hydrologist, 2021 - 2024"),
        ("Skills", "Fortran, Hydrus, QGIS", ""),
        ("Education", "B.S., Hydrology", "Eastfold University, 2017 - 2021"),
    ]
    y = 620
    for heading, first, second in rows:
        page.append((40, y, heading, 13, "bold"))
        page.append((entries, y, first, 13, "bold"))
        if second:
            page.append((entries, y - 14, second))
        y -= 60
    lines = [ln for ln in extract_document(make_pdf([page])).lines if ln]
    assert lines[lines.index("Experience") + 1] == "Saltmere Water Board"
    assert lines[lines.index("Skills") + 1] == "Fortran, Hydrus, QGIS"
    assert lines[lines.index("Education") + 1] == "B.S., Hydrology"
    assert lines.index("Experience") > lines.index("(555) 201-3344")


def test_a_tex_bitmap_font_whose_glyphs_are_named_by_code_reads_its_accented_letters():
    from pdfminer.psparser import LIT

    from parsing.pdf_pages import _Resources

    # A Type 3 font as TeX writes its bitmap fonts: glyph names "a<code>", no ToUnicode.
    spec = {
        "Type": LIT("Font"), "Subtype": LIT("Type3"), "FirstChar": 65, "LastChar": 233,
        "FontBBox": [0, 0, 1, 1], "FontMatrix": [0.001, 0, 0, 0.001, 0, 0],
        "Widths": [500] * 169, "CharProcs": {},
        "Encoding": {"Type": LIT("Encoding"),
                     "Differences": [65, LIT("a65"), 233, LIT("a233"), 252, LIT("a252")]},
    }  # fmt: skip
    font = _Resources().get_font(None, spec)
    assert [font.to_unichr(code) for code in (65, 233, 252)] == ["A", "é", "ü"]


def _margin_heading_page(heading_size: float, footer: str | None = None) -> list[tuple]:
    """Capitalised bold headings in a left margin, wrapped over two lines on the baselines
    of the section's first two lines, in a type smaller than the body's."""
    sections = [
        (("TEACHING", "EXPERIENCE"), ["Harwick State University", "Teaching Assistant"]
         + [f"ZX{n}01: Widget Lab {n}\t2020" for n in range(1, 4)]),
        (("PROFESSIONAL", "EXPERIENCE"), ["Quorn Electronics, Dorn", "Consultant\t2016 - 2017"]
         + ["Interfaced a current sensor with a microcontroller."]),
        (("TECHNICAL", "SKILLS"), ["Languages: Python, Matlab, C", "Solvers: CPLEX, Knitro"]),
    ]  # fmt: skip
    page = []
    y = 720
    for heading, entries in sections:
        for number, word in enumerate(heading):
            page.append((72, y - 13.5 * number, word, heading_size, "bold"))
        for entry in entries:
            text, _, date = entry.partition("\t")
            page.append((162, y, text, 11))
            if date:
                page.append((540 - text_width(date, 11), y, date, 11))
            y -= 13.5
        y -= 20
    if footer:
        page.append((72, y - 30, footer, 11))
    return page


def test_wrapped_margin_headings_set_smaller_than_the_body_come_before_their_first_line():
    found = split_sections(extract_document(make_pdf([_margin_heading_page(10)])))
    assert [(s.heading, [ln for ln in s.lines if ln][:2]) for s in found[-3:]] == [
        ("TEACHING EXPERIENCE", ["Harwick State University", "Teaching Assistant"]),
        ("PROFESSIONAL EXPERIENCE", ["Quorn Electronics, Dorn", "Consultant\t2016 - 2017"]),
        ("TECHNICAL SKILLS", ["Languages: Python, Matlab, C", "Solvers: CPLEX, Knitro"]),
    ]


def test_a_last_line_at_the_left_edge_leaves_the_margin_headings_beside_their_sections():
    page = _margin_heading_page(11, footer="Last updated on May 1, 2021")
    found = split_sections(extract_document(make_pdf([page])))
    assert [s.heading for s in found[-3:]] == [
        "TEACHING EXPERIENCE",
        "PROFESSIONAL EXPERIENCE",
        "TECHNICAL SKILLS",
    ]
    assert [ln for ln in found[-3].lines if ln][0] == "Harwick State University"


def test_a_heading_word_labelling_a_row_of_a_skills_table_keeps_its_items():
    """ "Miscellaneous<gap>Nix, Bazel" under "Queues<gap>NATS, ZeroMQ", set like the labels
    above it: a row of the table, not a section heading beside its first line."""
    page = [(54, 740, "Ottoline Marchbank", 18, "bold"), (54, 700, "Skills", 16, "bold")]
    rows = [
        ("Databases", "Berkeley DB, Redis, DuckDB"),
        ("Queues", "NATS, ZeroMQ"),
        ("Miscellaneous", "Nix, Bazel, Podman"),
        ("Soft Skills", "Mentoring, Writing"),
    ]
    for number, (label, items) in enumerate(rows):
        y = 680 - 14 * number
        page += [(54, y, label, 10, "bold"), (200, y - 0.5, items, 9)]
    page += [(54, 600, "Referees", 16, "bold")]
    page += [(54, 580 - 12 * n, f"Dr. Quill Hart, tidal modelling group {n}", 9) for n in range(4)]
    assert parse(make_pdf([page]), "cv.pdf", kind="cv").skills == [
        "Berkeley DB", "Redis", "DuckDB", "NATS", "ZeroMQ", "Nix", "Bazel", "Podman",
        "Mentoring", "Writing",
    ]  # fmt: skip


def test_an_icon_font_glyph_that_reads_as_a_sign_is_the_items_marker(nlp):
    runs = [(54, 740, "Teodora Lindqvist", 18, "bold"), (54, 700, "PUBLICATIONS", 12, "bold")]
    papers = [
        "Tidal ridges of northern estuaries - T. Lindqvist and B. Ostrow, 2024",
        "Sediment drift under storm loading - T. Lindqvist, 2025",
    ]
    for n, paper in enumerate(papers):
        runs += [(54, 680 - 16 * n, "]", 10, "icons"), (68, 680 - 16 * n, paper)]
    titles = [p.title for p in parse(make_pdf([runs]), "cv.pdf", nlp=nlp).publications]
    assert titles == ["Tidal ridges of northern estuaries", "Sediment drift under storm loading"]


def test_a_post_in_capitals_beside_its_dates_is_no_margin_heading(nlp):
    """Awesome-CV sets each post in capitals under its employer with the dates at the right:
    "TEACHING ASSISTANT" or "RESEARCH EXPERIENCE FOR UNDERGRADUATES" beside its dates is the
    post of the employer above, not a section heading in a margin."""
    page = [(54, 740, "Ottoline Marchbank", 18, "bold"), (54, 700, "Experience", 14, "bold")]
    rows = [
        ("Quillmere Analytics", "Portland, OR", "TEACHING ASSISTANT", "Fall 2020 - Spring 2021"),
        (
            "Brackenfield Glacier Lab",
            "Tromso, Norway",
            "RESEARCH EXPERIENCE FOR UNDERGRADUATES",
            "Summer 2017 & Summer 2018",
        ),
    ]
    y = 680
    for employer, place, post, dates in rows:
        page += [(54, y, employer, 11, "bold"), (540 - text_width(place, 10), y, place, 10)]
        page += [(54, y - 14, post, 9), (540 - text_width(dates, 9), y - 14, dates, 9)]
        page += [(64, y - 28, "- Mapped the moraines of two valleys with drones.", 10)]
        y -= 50
    page += [(54, y, "Skills", 14, "bold"), (54, y - 16, "Geostatistics, Field Mapping")]
    profile = parse(make_pdf([page]), "cv.pdf", nlp=nlp)
    assert [(e.organization, e.start_year) for e in profile.experience] == [
        ("Quillmere Analytics", 2020),
        ("Brackenfield Glacier Lab", 2017),
    ]
