import io

import docx

from parsing import parse
from parsing.document import clean_line
from parsing.extract import decode_text, extract_document, text_flavour
from tests.parsing.pdfgen import lines_at, make_pdf

LONG = "text that fills most of a column width in a real two-column CV"


def test_right_aligned_date_stays_on_its_row():
    pdf = make_pdf(
        [
            [
                (50, 740, "Alma Testperson"),
                (50, 700, "Northfield University"),
                (480, 700, "2019 - 2023"),
            ]
        ]
    )
    lines = extract_document(pdf).lines
    assert lines[0] == "Alma Testperson"
    assert "Northfield University\t2019 - 2023" in lines


def test_two_column_page_reads_left_column_then_right():
    left = lines_at(40, 640, [f"left {i} {LONG[:30]}" for i in range(12)])
    right = lines_at(320, 640, [f"right {i} {LONG}" for i in range(12)])
    header = [(40, 740, "Brenna Columnist"), (40, 720, "brenna@example.org")]
    lines = [ln for ln in extract_document(make_pdf([header + left + right])).lines if ln]
    assert lines[:2] == ["Brenna Columnist", "brenna@example.org"]
    assert lines[2].startswith("left 0") and lines[13].startswith("left 11")
    assert lines[14].startswith("right 0")


def test_running_header_and_page_numbers_are_dropped():
    page = lines_at(50, 700, ["Body line one", "Body line two"])
    pages = [
        [(50, 770, "Curie Runninghead - Curriculum Vitae"), *page, (300, 30, f"{n}")]
        for n in (1, 2)
    ]
    lines = [ln for ln in extract_document(make_pdf(pages)).lines if ln]
    assert lines.count("Curie Runninghead - Curriculum Vitae") == 1
    assert "1" not in lines and "2" not in lines


def test_ligatures_hyphenation_and_invisible_characters_are_fixed():
    text = (
        "Dara Sample\n\nEDUCATION\n"
        "First-class e\ufb03cient pro-\ngrams\u200b at Exam-\nple Uni-\nversity\n"
    )
    lines = extract_document(text.encode()).lines
    assert lines[3:] == ["First-class efficient programs", "at Example", "University"]


def test_image_only_pdf_returns_a_warning_not_a_crash():
    document = extract_document(make_pdf([[]]))
    assert document.lines == []
    assert document.warnings == ["no text layer (scanned PDF?): no OCR is done"]


def test_html_drops_scripts_styles_navigation_and_comments_but_keeps_links():
    html = """<!doctype html><html><head><title>Eli Webpage</title>
    <style>body { color: red }</style><script>alert('x')</script></head>
    <body><nav>Home | Blog</nav><h1>Eli Webpage</h1>
    <!-- an old draft: Senior Wizard at Nowhere -->
    <p>I am a PhD student. <a href="https://github.com/eli-web">GitHub</a></p>
    <p hidden>secret</p><footer>(c) 2024 theme credits</footer>
    <script type="text/javascript">document.write('injected')</script></body></html>"""
    document = extract_document(html.encode())
    text = document.text
    assert document.fmt == "html"
    assert "alert" not in text and "color" not in text and "injected" not in text
    assert "Home | Blog" not in text and "theme credits" not in text
    assert "Wizard" not in text and "secret" not in text
    assert "I am a PhD student. GitHub" in text
    assert ("GitHub", "https://github.com/eli-web") in [(k.text, k.href) for k in document.links]
    assert 0 in document.heading_lines or 1 in document.heading_lines


def test_a_closing_br_tag_breaks_the_line_as_in_a_browser():
    # "</br>" in hand-written pages: browsers break the line, and the entry's parts stay apart.
    html = """<html><body><h2>Publications</h2><ul><li>
    <b>Tidal rhythms of the lesser sand crab</b> </br>
    Mira Testauthor, Lars Coauthor</BR>
    <i>Workshop on Shore Systems 2021</i></li></ul></body></html>"""
    lines = [line.strip("• ") for line in extract_document(html.encode()).lines]
    assert lines[-3:] == [
        "Tidal rhythms of the lesser sand crab",
        "Mira Testauthor, Lars Coauthor",
        "Workshop on Shore Systems 2021",
    ]


def test_a_hidden_wrapper_around_the_whole_page_is_read_but_a_hidden_block_in_it_is_not():
    # A theme switcher hides the page until its script has run; the page is still the page.
    html = """<!doctype html><html><head><title>Ines Varga</title></head><body>
    <div hidden></div><div style="visibility:hidden"><h1>Ines Varga</h1>
    <p>I am a PhD student at Corvale University, working on sparse solvers.</p>
    <div class="abstract" style="display:none">A hidden abstract of a paper.</div>
    </div></body></html>"""
    text = extract_document(html.encode()).text
    assert "I am a PhD student at Corvale University" in text
    assert "hidden abstract" not in text


def test_the_fallback_text_of_a_video_is_not_read():
    html = """<!doctype html><html><body><h2>Publications</h2>
    <video autoplay><source src="demo.mp4">Playback needs a newer viewer.</video>
    <p>Quiet Lenses for Loud Scenes</p></body></html>"""
    text = extract_document(html.encode()).text
    assert "newer viewer" not in text
    assert "Quiet Lenses for Loud Scenes" in text


def test_markdown_front_matter_comments_liquid_and_links():
    md = """---
title: "Fenna Markdown's Page"
---
<!-- * Intern@Template, a commented-out line -->
Find me on [GitHub](https://github.com/fenna-md) or {{ site.author.email }}.

## Education
* **B.S.** in Physics, Lakeside College, 2021
"""
    document = extract_document(md.encode())
    assert document.fmt == "markdown"
    assert document.title == "Fenna Markdown's Page"
    assert "Template" not in document.text and "site.author" not in document.text
    assert "• B.S.: in Physics, Lakeside College, 2021" in document.lines
    assert any(link.href == "https://github.com/fenna-md" for link in document.links)


def test_type_comes_from_content_not_extension():
    assert text_flavour("Plain words\nand more plain words") == "text"
    assert text_flavour("<html><body><p>x</p></body></html>") == "html"
    assert text_flavour("# Title\n\n**bold** and [a](https://example.org)") == "markdown"
    pdf = make_pdf([[(50, 700, "Gil Mislabelled")]])
    assert extract_document(pdf).fmt == "pdf"


def test_markdown_with_headings_and_lists_only_is_markdown(parse_text):
    # No bold, links or front matter: its "#" headings on several lines make it Markdown,
    # and the name in a heading is read without its marks.
    text = (
        "# Curriculum Vitae\n\n## Ifeoma Chidinma Eze\n\nEnugu, Nigeria · ifeoma.eze@example.ng\n\n"
        "## Education\n\n- Riverbend University, BSc Chemistry, 2018 - 2022\n"
    )
    assert text_flavour(text) == "markdown"
    assert text_flavour("# A comment line\nPlain words follow.") == "text"
    assert parse_text(text, "cv.md").name == "Ifeoma Chidinma Eze"


def test_non_utf8_text_is_decoded_with_a_fallback():
    assert decode_text("Ren\u00e9e Acc\u00e9nt \u2013 CV".encode("cp1252")) == "Renée Accént – CV"
    assert decode_text("Zoë".encode()) == "Zoë"


def test_docx_paragraphs_tables_and_headings():
    word = docx.Document()
    word.add_heading("Hana Wordfile", level=1)
    word.add_paragraph("Education")
    word.add_paragraph("Ridgeview University, B.S. in Chemistry", style="List Bullet")
    table = word.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text = "Research Intern, Acme Labs"
    table.rows[0].cells[1].text = "2022 - 2023"
    buffer = io.BytesIO()
    word.save(buffer)
    document = extract_document(buffer.getvalue())
    assert document.fmt == "docx"
    assert document.lines[0] == "Hana Wordfile" and 0 in document.heading_lines
    assert "• Ridgeview University, B.S. in Chemistry" in document.lines
    assert "Research Intern, Acme Labs\t2022 - 2023" in document.lines


def test_docx_date_cell_beside_an_entry_of_several_paragraphs(nlp):
    word = docx.Document()
    word.add_paragraph("Tamsin Rowe-Okoro")
    word.add_paragraph("Work Experience")
    row = word.add_table(rows=1, cols=2).rows[0]
    row.cells[0].text = "September 2021 - present"
    entry = row.cells[1]
    entry.text = "Harbourline Analytics"
    entry.add_paragraph("Data Engineer")
    entry.add_paragraph("Built the nightly pipelines for the tide gauges")
    buffer = io.BytesIO()
    word.save(buffer)
    lines = [ln for ln in extract_document(buffer.getvalue()).lines if ln]
    assert lines[2:4] == ["September 2021 - present\tHarbourline Analytics", "Data Engineer"]
    (job,) = parse(buffer.getvalue(), "cv.docx", nlp=nlp).experience
    assert (job.organization, job.role, job.start_year) == (
        "Harbourline Analytics", "Data Engineer", 2021
    )  # fmt: skip


def _numbered(paragraph, level: int) -> None:
    """Make a paragraph an item of the document's first list, at the given level."""
    from docx.oxml import parse_xml

    ns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    paragraph._p.get_or_add_pPr().append(
        parse_xml(f'<w:numPr {ns}><w:ilvl w:val="{level}"/><w:numId w:val="1"/></w:numPr>')
    )


def test_docx_list_items_over_deeper_items_head_them_and_unnumbered_ones_show_no_bullet(nlp):
    word = docx.Document()
    word.add_paragraph("Odile Fenwick-Arasu")
    word.add_paragraph("Work Experience")
    for employer, years, task in (
        ("Quillmere Robotics – Firmware Intern", "May 2021 – August 2021, Leeds, UK", "Drivers"),
        ("Tarnbrook Bank - Web Developer Intern", "January 2020 – April 2020, York, UK", "Plugins"),
    ):
        _numbered(word.add_paragraph(employer, style="List Paragraph"), 0)
        word.add_paragraph(years, style="List Paragraph")  # no numbering: no bullet shown
        _numbered(word.add_paragraph(f"Wrote the {task.lower()}", style="List Paragraph"), 1)
    buffer = io.BytesIO()
    word.save(buffer)
    lines = [ln for ln in extract_document(buffer.getvalue()).lines if ln]
    assert lines[2:5] == [
        "Quillmere Robotics – Firmware Intern",
        "May 2021 – August 2021, Leeds, UK",
        "• Wrote the drivers",
    ]
    jobs = parse(buffer.getvalue(), "cv.docx", nlp=nlp).experience
    assert [(j.organization, j.role) for j in jobs] == [
        ("Quillmere Robotics", "Firmware Intern"),
        ("Tarnbrook Bank", "Web Developer Intern"),
    ]


def _text_box_run(text: str, inner: str = "") -> str:
    """A run holding a text box as Word writes it: the drawing, then a VML copy for old readers."""
    box = f"<w:txbxContent><w:p><w:r><w:t>{text}</w:t></w:r></w:p>{inner}</w:txbxContent>"
    return (
        '<w:r xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
        ' xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"'
        ' xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"'
        ' xmlns:v="urn:schemas-microsoft-com:vml"><mc:AlternateContent>'
        f'<mc:Choice Requires="wps"><w:drawing><wps:txbx>{box}</wps:txbx></w:drawing></mc:Choice>'
        f"<mc:Fallback><w:pict><v:shape><v:textbox>{box}</v:textbox></v:shape></w:pict>"
        "</mc:Fallback></mc:AlternateContent></w:r>"
    )


def test_docx_headings_drawn_in_text_boxes_are_read_once_where_they_stand():
    from docx.oxml import parse_xml

    word = docx.Document()
    word.add_paragraph("Ilse Boxwell")
    word.add_paragraph("Python, Rust")
    anchor = word.add_paragraph("")
    anchor._p.append(parse_xml(_text_box_run("EXPERIENCE")))
    word.add_paragraph("Lab Assistant, Tidewater Polytechnic")
    buffer = io.BytesIO()
    word.save(buffer)
    lines = [ln for ln in extract_document(buffer.getvalue()).lines if ln]
    assert lines == [
        "Ilse Boxwell",
        "Python, Rust",
        "EXPERIENCE",
        "Lab Assistant, Tidewater Polytechnic",
    ]


def test_docx_table_inside_a_text_box_is_read_row_by_row(nlp):
    from docx.oxml import parse_xml

    cells = "".join(
        f"<w:tc><w:p><w:r><w:t>{skill}</w:t></w:r></w:p></w:tc>"
        for skill in ("Rust", "SQL", "Public Speaking")
    )
    word = docx.Document()
    word.add_paragraph("Ilse Boxwell")
    anchor = word.add_paragraph("")
    anchor._p.append(
        parse_xml(_text_box_run("Core Competencies", f"<w:tbl><w:tr>{cells}</w:tr></w:tbl>"))
    )
    word.add_paragraph("Education")
    buffer = io.BytesIO()
    word.save(buffer)
    lines = [ln for ln in extract_document(buffer.getvalue()).lines if ln]
    assert lines[1:3] == ["Core Competencies", "Rust\tSQL\tPublic Speaking"]
    profile = parse(buffer.getvalue(), "cv.docx", nlp=nlp)
    assert profile.skills == ["Rust", "SQL", "Public Speaking"]


def test_docx_name_in_the_page_header_is_read_first(nlp):
    from docx.oxml import parse_xml

    word = docx.Document()
    header = word.sections[0].header
    header.paragraphs[0].text = "Temitope Alade-Brooks\ttemi.alade@example.ng"
    header.add_paragraph("")._p.append(parse_xml(_text_box_run("Lagos, Nigeria")))
    word.add_paragraph("Education")
    word.add_paragraph("Harbourview University, BSc Physics, 2017 - 2021")
    buffer = io.BytesIO()
    word.save(buffer)
    lines = [ln for ln in extract_document(buffer.getvalue()).lines if ln]
    assert lines[:3] == [
        "Temitope Alade-Brooks\ttemi.alade@example.ng",
        "Lagos, Nigeria",
        "Education",
    ]
    profile = parse(buffer.getvalue(), "cv.docx", nlp=nlp)
    assert profile.name == "Temitope Alade-Brooks"
    assert profile.emails == ["temi.alade@example.ng"]


def test_docx_links_on_the_page_header_words_are_the_profiles(nlp):
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    word = docx.Document()
    header = word.sections[0].header
    header.paragraphs[0].text = "Temitope Alade-Brooks  "
    for label, url in (
        ("GitHub", "https://github.com/temi-ab"),
        ("GScholar", "https://scholar.google.com/citations?user=TEMIab01"),
    ):
        rid = header.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
        header.paragraphs[0]._p.append(
            parse_xml(
                f'<w:hyperlink {nsdecls("w", "r")} r:id="{rid}"><w:r><w:t>{label}</w:t></w:r>'
                "</w:hyperlink>"
            )
        )
    word.add_paragraph("Education")
    word.add_paragraph("Harbourview University, BSc Physics, 2017 - 2021")
    buffer = io.BytesIO()
    word.save(buffer)
    profile = parse(buffer.getvalue(), "cv.docx", nlp=nlp)
    assert profile.links == {
        "github": "https://github.com/temi-ab",
        "scholar": "https://scholar.google.com/citations?user=TEMIab01",
    }


def test_docx_hyperlinks_kept_as_word_fields_are_the_profiles(nlp):
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    word = docx.Document()
    word.add_paragraph("Oriane Vasseur-Klee")
    line = word.add_paragraph("Contact: ")
    for label, url in (
        ("GitHub", "https://github.com/ovasseur"),
        ("Scholar", "https://scholar.google.com/citations?user=OVK00aa"),
    ):
        for xml in (
            '<w:r {ns}><w:fldChar w:fldCharType="begin"/></w:r>',
            f'<w:r {{ns}}><w:instrText> HYPERLINK "{url}" </w:instrText></w:r>',
            '<w:r {ns}><w:fldChar w:fldCharType="separate"/></w:r>',
            f"<w:r {{ns}}><w:t>{label}</w:t></w:r>",
            '<w:r {ns}><w:fldChar w:fldCharType="end"/></w:r>',
        ):
            line._p.append(parse_xml(xml.format(ns=nsdecls("w"))))
    word.add_paragraph("Education")
    word.add_paragraph("Université de Valcourt, MSc Physics, 2021 - 2023")
    buffer = io.BytesIO()
    word.save(buffer)
    profile = parse(buffer.getvalue(), "cv.docx", nlp=nlp)
    assert profile.links == {
        "github": "https://github.com/ovasseur",
        "scholar": "https://scholar.google.com/citations?user=OVK00aa",
    }


def test_academic_theme_html_homepage(parse_text):
    html = """<!DOCTYPE html><html><head><title>Kiri Tanemahuta | Home</title>
    <script src="/js/theme.js"></script></head><body><nav><a href="/">Home</a></nav>
    <h3>Kiri Tanemahuta</h3>
    <a href="https://github.com/kiritane"><i class="fab fa-github"></i></a>
    <p>Kiri is a PhD candidate at Southern Alps University. Previously, Kiri was a research
    intern at Nimbus Robotics Inc.</p>
    <h3>Education</h3><ul><li><p class="course">PhD in Robotics, 2026 (expected)</p>
    <p class="institution">Southern Alps University</p></li></ul>
    <footer>Powered by a theme</footer></body></html>"""
    profile = parse_text(html, "index.html")
    assert (profile.kind, profile.name) == ("homepage", "Kiri Tanemahuta")
    assert profile.links == {"github": "https://github.com/kiritane"}
    assert [(e.institution, e.degree, e.end_year) for e in profile.education] == [
        ("Southern Alps University", "PhD", 2026)
    ]
    assert [e.organization for e in profile.experience] == ["Nimbus Robotics Inc."]
    assert profile.expected_graduation == 2026
    assert "theme" not in profile.text


def test_pandoc_markdown_hard_breaks_hfill_and_double_dashes():
    source = (
        '---\ntitle: "CV"\n---\n'
        "**Imre Pandocsson**\\\nDepartment of Statistics\\\n\n"
        "Education\n---------\n\n"
        "**Velmora University**, Ph.D. in Statistics \\hfill 2021--present\\\n"
    )
    document = extract_document(source.encode())
    assert document.lines[:2] == ["Imre Pandocsson", "Department of Statistics"]
    assert any(ln.endswith("Ph.D. in Statistics | 2021–present") for ln in document.lines)


def test_list_items_that_open_with_a_block_keep_their_bullet():
    document = extract_document(
        b"<html><body><ul><li><div>Div item</div><div>second line</div></li>"
        b"<li><p>Para item</p></li></ul></body></html>"
    )
    assert document.lines == ["\u2022 Div item", "second line", "\u2022 Para item"]


def test_a_dingbat_that_opens_a_line_is_its_bullet_and_an_icon_elsewhere_is_dropped():
    assert [clean_line(line) for line in ("➢ Led the survey", "✓ Led the survey", "❖ Led it")] == [
        "• Led the survey", "• Led the survey", "• Led it"
    ]  # fmt: skip
    assert clean_line("✉ ottoline@example.org") == "ottoline@example.org"
    assert clean_line("Rated ★★★") == "Rated"


def test_a_spacing_accent_that_opens_a_line_alone_is_its_bullet():
    """An icon font's trophy mapped to "¸" reads as a cedilla with no letter to sit on."""
    assert clean_line("\u00b8 Finalist of the regional robotics cup") == (
        "• Finalist of the regional robotics cup"
    )
    assert clean_line("Fran\u00e7ois Lemaire") == "François Lemaire"


def test_a_latex_accent_set_before_its_letter_joins_it():
    """pdfminer reads LaTeX's \\"u as a spacing diaeresis before the letter ("Gr¨unwald")."""
    pdf = make_pdf([[(72, 700, "Harbor Institute, University of Gr\u00a8unwald, 2019 - 2021")]])
    assert extract_document(pdf).lines == ["Harbor Institute, University of Grünwald, 2019 - 2021"]
    assert clean_line("Jos\u00b4e Garc\u00b4\u0131a, na\u00a8\u0131ve") == "José García, naïve"


def test_an_accent_set_apart_after_its_letter_joins_it():
    """Some fonts set the accent after its letter, with a space between ("Varbo ́ , PhD")."""
    assert clean_line("Ines M. Varbo \u0301 , PhD") == "Ines M. Varbó , PhD"
    assert clean_line("Rene\u00b4 Halloran") == "René Halloran"
    assert clean_line("\u0301 Lima") == "• Lima"  # an icon's glyph opening the line


def test_a_latex_grave_accent_read_as_a_backquote_joins_its_vowel():
    """LaTeX's OT1 grave accent comes out as the ASCII backquote ("H´el`ene"); a Markdown
    code span, set apart by a space, stays as it is."""
    assert clean_line("H\u00b4el`ene Varbois, Universit`a di Corvallo") == (
        "Hélène Varbois, Università di Corvallo"
    )
    assert clean_line("Ing`ere Lab") == "Ingère Lab"
    assert clean_line("run `make all` first") == "run `make all` first"


def test_an_icon_font_glyph_that_reads_as_its_name_is_no_word():
    from types import SimpleNamespace

    from parsing.pdf_words import _char_text

    def char(text, font):
        return SimpleNamespace(get_text=lambda: text, fontname=font)

    assert _char_text(char("BOOK-READER", "ABCDEF+FontAwesome5Free-Solid")) == "\ufffd"
    assert _char_text(char("(cid:12)", "ABCDEF+FontAwesome5Brands-Regular")) == "(cid:12)"
    assert _char_text(char("fi", "ABCDEF+SourceSerifPro-Regular")) == "fi"  # a ligature


def test_an_icon_glyph_read_as_a_replacement_character_leaves_no_mark_in_the_line():
    """Icons before a degree, a school and its dates ("\ufffd Nanjing ..." from an icon font
    that spells icon names) leave the cells as the text beside them."""
    line = "\ufffd Corran Valley University\t\ufffd Sep-2015 \u2013 Jun-2018\t\ufffd Tellford"
    assert clean_line(line) == "Corran Valley University\tSep-2015 \u2013 Jun-2018\tTellford"
    assert clean_line("\ufffd") == ""


def test_a_soft_hyphen_drawn_in_a_pdf_reads_as_a_hyphen():
    from parsing.pdf_layout import visible_hyphens

    line = "Research Assistant\t10/2023 \u00ad 11/2025\tq.imbert@bryn\u00adcastle.example"
    assert (
        visible_hyphens(line)
        == "Research Assistant\t10/2023 - 11/2025\tq.imbert@bryn-castle.example"
    )


def test_an_unmapped_ligature_glyph_inside_words_is_read_as_its_letters():
    from parsing.ligatures import restore_ligatures

    lines = [
        "Mar(cid:41)na Quillfeather",
        "Educa(cid:41)on",
        "Compe(cid:41)(cid:41)ons and Awards",
        "• Paper by Martina Quillfeather on sea ice",
        "(cid:9) icon before a word",
    ]
    assert restore_ligatures(lines) == [
        "Martina Quillfeather",
        "Education",
        "Competitions and Awards",
        "• Paper by Martina Quillfeather on sea ice",
        "(cid:9) icon before a word",
    ]


def test_one_no_break_space_binds_two_words_and_a_run_of_them_parts_two_cells():
    html = (
        "<html><body><p>St.&nbsp;Aldric College,&nbsp;Fernland</p>"
        "<p>2019 – 2021&nbsp;&nbsp;&nbsp;Tutor</p></body></html>"
    )
    lines = [ln for ln in extract_document(html.encode()).lines if ln.strip()]
    assert lines == ["St. Aldric College, Fernland", "2019 – 2021\tTutor"]


def _in_content_control(paragraph) -> None:
    """Wrap a paragraph in a <w:sdt> block, as Word templates hold their placeholder headings."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    sdt = parse_xml(f"<w:sdt {nsdecls('w')}><w:sdtPr/><w:sdtContent/></w:sdt>")
    paragraph._p.addprevious(sdt)
    sdt[1].append(paragraph._p)


def test_a_docx_page_laid_out_as_a_table_of_columns_reads_a_paragraph_a_line():
    word = docx.Document()
    table = word.add_table(rows=1, cols=2)
    sidebar, main = table.rows[0].cells
    sidebar.text = "Contact"
    for text in ("PHONE:", "555 0100", "EMAIL:", "ines.quill@example.org", "Hobbies", "Rowing"):
        sidebar.add_paragraph(text)
    main.text = "Lindenfeld University"
    for text in ("Bachelor in Geology", "SKILLS", "-QGIS", "-Fortran", "-Field mapping"):
        paragraph = main.add_paragraph(text)
        if text == "SKILLS":
            _in_content_control(paragraph)
    buffer = io.BytesIO()
    word.save(buffer)
    lines = extract_document(buffer.getvalue()).lines
    assert lines[:3] == ["Contact", "PHONE:", "555 0100"]
    assert lines[-4:] == ["SKILLS", "-QGIS", "-Fortran", "-Field mapping"]


def test_a_docx_header_cell_that_stacks_name_and_contacts_keeps_them_apart(nlp):
    word = docx.Document()
    table = word.add_table(rows=1, cols=2)
    contact, title = table.rows[0].cells
    contact.text = "Maëlle ROUSSIGNOL"
    for text in ("4 allée des Tilleuls", "61000, Brevalon", "maelle.r@example.org"):
        contact.add_paragraph(text)
    title.text = "INGÉNIEURE SYSTÈMES"
    word.add_paragraph("Compétences")
    word.add_paragraph("Python, Rust")
    buffer = io.BytesIO()
    word.save(buffer)
    data = buffer.getvalue()
    assert extract_document(data).lines[0].split("\t")[:2] == [
        "Maëlle ROUSSIGNOL",
        "4 allée des Tilleuls",
    ]
    assert parse(data, "cv.docx", nlp=nlp).name == "Maëlle ROUSSIGNOL"


def test_a_capitalised_word_broken_after_two_letters_is_joined_across_the_line_break():
    page = [
        (54, 740, "Cover Letter", 14, "bold"),
        (54, 700, "I hold a master's degree in Geology from Velmora In-"),
        (54, 688, "stitutet, awarded in 2020."),
    ]
    lines = extract_document(make_pdf([page])).lines
    assert "I hold a master's degree in Geology from Velmora Institutet," in lines


def test_brackets_that_held_only_link_icons_go_with_the_icons():
    expected = "Quayside Mapping, ICRA 2024"
    assert clean_line("Quayside Mapping, ICRA 2024 [\ue001 \uf09b]") == expected
    assert clean_line("Quayside Mapping, ICRA 2024 [\ue001") == expected
    assert clean_line("Roe (2024) [x]") == "Roe (2024) [x]"


def _date_column_cv() -> bytes:
    """A Word CV whose experience row holds a column of dates beside a column of entries,
    each parted from the next by a blank paragraph."""
    word = docx.Document()
    heading, dates, entries = word.add_table(rows=1, cols=3).rows[0].cells
    heading.text = "EXPERIENCE"
    dates.text = "2022"
    for text in ("", "Summer", "2020", "", "2018-2019"):
        dates.add_paragraph(text)
    entries.text = "Data Intern"
    rows = ["Quorvale Analytics Inc.", "Cleaned the sensor logs", "", "Research Assistant"]
    rows += ["Lindenfeld University", "Built a survey tool", "", "Lab Technician"]
    for text in [*rows, "Marrowby Institute", "Ran the assays"]:
        entries.add_paragraph(text)
    buffer = io.BytesIO()
    word.save(buffer)
    return buffer.getvalue()


def test_a_docx_date_column_beside_its_entries_dates_each_entry_on_its_first_row():
    lines = extract_document(_date_column_cv()).lines
    assert "Data Intern\t2022" in lines
    assert "Research Assistant\tSummer 2020" in lines
    assert "Lab Technician\t2018-2019" in lines
    assert "2022" not in lines


def test_small_capitals_whose_i_the_font_sets_in_lower_case_read_in_capitals():
    from parsing.ligatures import restore_small_caps_i

    lines = [
        "SENiOR DATA ENGiNEER\tMar. 2021 - Today",
        "iNTERN",
        "MASTER’S DEGREE, COMPUTER SCiENCE",
        "in a lab i joined, with 4 GiB and iOS",
    ]
    assert restore_small_caps_i(lines) == [
        "SENIOR DATA ENGINEER\tMar. 2021 - Today",
        "INTERN",
        "MASTER’S DEGREE, COMPUTER SCIENCE",
        "in a lab i joined, with 4 GiB and iOS",
    ]


def test_a_docx_row_of_one_cell_reads_a_paragraph_a_line(nlp):
    # A CV set in a table whose full-width rows hold a section's rows, a paragraph each.
    word = docx.Document()
    word.add_paragraph("Orla Vantongeren")
    table = word.add_table(rows=2, cols=1)
    table.rows[0].cells[0].text = "Experience"
    body = table.rows[1].cells[0]
    body.text = "Research Engineer\tPelham Coastal Institute\t09/2022–Present"
    body.add_paragraph("Engineering Intern\tBrackwater Tunnels Co., Ltd.\t07/2019–08/2019")
    buffer = io.BytesIO()
    word.save(buffer)
    lines = extract_document(buffer.getvalue()).lines
    assert "Engineering Intern\tBrackwater Tunnels Co., Ltd.\t07/2019–08/2019" in lines
    jobs = parse(buffer.getvalue(), "cv.docx", nlp=nlp).experience
    assert [(j.organization, j.role) for j in jobs] == [
        ("Pelham Coastal Institute", "Research Engineer"),
        ("Brackwater Tunnels Co., Ltd.", "Engineering Intern"),
    ]
