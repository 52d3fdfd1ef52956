import pytest

from parsing.contacts import URL_RE, classify_url, find_emails, find_links, find_phones
from parsing.document import Document, Link, clean_line


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


def test_emails_phones_and_links_from_a_cv_header(parse_text):
    cv = (
        "Wren Contactly\n"
        "(+1) 555-201-3344 | wren.c@example.edu | wren-c.github.io | github.com/wrenc\n"
        "linkedin.com/in/wren-contactly\n\nEDUCATION\nHarbor State University\t2019 - 2023\n"
    )
    profile = parse_text(cv)
    assert profile.emails == ["wren.c@example.edu"]
    assert profile.phones == ["(+1) 555-201-3344"]
    assert profile.links == {
        "homepage": "wren-c.github.io",
        "github": "github.com/wrenc",
        "linkedin": "linkedin.com/in/wren-contactly",
    }


def test_dates_and_ids_are_not_phones(parse_text):
    cv = (
        "Xia Nophone\nxia@example.org\n\n"
        "PUBLICATIONS\n[1] A paper title here. arXiv:2401.12345, 2024\n"
    )
    assert parse_text(cv).phones == []


def test_handles_next_to_labels_become_urls(parse_text):
    profile = parse_text("Yara Handle\nGitHub: yara-h | Twitter: @yarah\n\nSKILLS\nC\n")
    assert profile.links == {"github": "github.com/yara-h", "twitter": "x.com/yarah"}


def test_a_label_word_ending_a_compound_is_no_handle_label(parse_text):
    # "TIDE-X: Short-range ..." is a project's name, not an X (Twitter) handle.
    profile = parse_text(
        "Yara Handle\nyara@example.org\n\nPROJECTS\nTIDE-X: Short-range tide forecasts\n"
    )
    assert profile.links == {}


def test_a_typed_argument_in_a_code_listing_is_no_x_handle(parse_text):
    page = (
        "# Tide Notebook\n\nI model tides.\n\n```\n"
        "def smooth(x: jnp.ndarray, width: int) -> jnp.ndarray:\n    return x\n```\n"
    )
    assert parse_text(page, "README.md").links == {}


def test_mailto_and_icon_links_count_but_other_peoples_links_do_not(parse_text):
    page = (
        "---\ntitle: Zed Iconic\n---\n"
        'Advised by <a href="https://github.com/advisor-person">Prof. Ana Advisor</a>. '
        'Find me: <a href="https://x.com/zed_i"><i class="fab fa-x"></i></a> '
        '<a href="https://scholar.google.com/citations?user=ABC123"><i class="ai"></i></a> '
        '<a href="mailto:zed@example.org"><i class="fas fa-envelope"></i></a>\n'
    )
    profile = parse_text(page, "about.md")
    assert profile.emails == ["zed@example.org"]
    assert profile.links == {
        "scholar": "https://scholar.google.com/citations?user=ABC123",
        "twitter": "https://x.com/zed_i",
    }


def test_classify_url():
    assert classify_url("https://github.com/someone") == "github"
    assert classify_url("https://github.com/someone/a-repository") is None
    assert classify_url("https://www.linkedin.com/in/someone-1a2b/") == "linkedin"
    assert classify_url("someone.github.io") == "homepage"
    assert classify_url("https://someone.github.io/files/cv.pdf") is None
    assert classify_url("https://example.org/paper.pdf") is None


def test_handle_as_anchor_text_counts_in_the_header_only(parse_text):
    page = (
        "# Odile Anchorson\n\n"
        '<i class="fa fa-github"></i> [odanch](https://github.com/odanch) | '
        '<i class="fa fa-envelope"></i> odile@example.org\n\n'
        "## Experience\n\n"
        "Built on the parser by [someone-else](https://github.com/someone-else).\n"
    )
    profile = parse_text(page, "cv.md")
    assert profile.links == {"github": "https://github.com/odanch"}


def test_an_at_handle_linked_to_its_profile_in_the_header(parse_text):
    # The handle is shown with its "@", and the link target writes it with one too.
    page = (
        "# Odile Anchorson\n\n"
        "odile@example.org | [@odile_maps](https://twitter.com/@odile_maps)\n\n"
        "## Experience\n\nSurveyor, Fenwick Mapping, 2021 - 2023\n"
    )
    profile = parse_text(page, "cv.md")
    assert profile.links["twitter"] == "https://twitter.com/odile_maps"


def test_more_obfuscated_email_shapes(parse_text):
    for shown in ("quin AT velmora DOT edu", "quin(at)velmora.edu", "quin [at] cs.velmora.edu"):
        profile = parse_text(f"Quin Obfusca\n{shown}\n\nSKILLS\nC\n")
        domain = "cs.velmora.edu" if "cs." in shown else "velmora.edu"
        assert profile.emails == [f"quin@{domain}"]


def test_a_link_to_a_bracketed_address_is_read_as_an_email_not_a_crash(parse_text):
    page = (
        "# Tove Bracketly\n\n"
        "Write to [me](tove[at]example[dot]org) or see [my site](https://tb[at]example.org).\n\n"
        "## Education\n\n- PhD in Botany, Example University, 2021 - 2025\n"
    )
    profile = parse_text(page, "index.md")
    assert profile.emails == ["tove@example.org"]
    assert profile.links == {}


def test_an_address_spelled_with_bracketed_at_and_dot_is_an_email(parse_text):
    profile = parse_text("Ulla Spelled\nulla.s [at] example [dot] org\n\nSKILLS\nR\n")
    assert profile.emails == ["ulla.s@example.org"]


def test_a_url_that_urllib_cannot_split_is_no_profile_link():
    assert classify_url("https://jo[at]example[dot]org") is None


def _header_pdf(shown: str, target: str) -> bytes:
    from tests.parsing.pdfgen import make_pdf, text_width

    runs = [
        (72, 740, "Quin Velmore", 20, "bold"),
        (72, 716, "quin@velmora.example.org"),
        (72, 702, shown),
        (72, 660, "EDUCATION", 12, "bold"),
        (72, 644, "2019 - 2023 B.Sc. Physics, Velmora University"),
    ]
    link = (70, 699, 74 + text_width(shown), 712, target)
    return make_pdf([runs], links=[[link]])


def test_a_shown_homepage_the_text_layer_cut_short_is_read_as_its_link_target(nlp):
    from parsing import parse

    # The "~" of the address drew as a glyph the text layer does not give: a gap instead.
    cut = _header_pdf("www.velmora.example.org/ quin", "http://www.velmora.example.org/~quin")
    assert parse(cut, "cv.pdf", nlp=nlp).links["homepage"] == (
        "http://www.velmora.example.org/~quin"
    )
    # A target that is another address (a template's placeholder) does not replace it.
    other = _header_pdf("www.velmora.example.org/quin", "http://www.example.com/")
    assert parse(other, "cv.pdf", nlp=nlp).links["homepage"] == "www.velmora.example.org/quin"


def test_shortened_addresses_in_the_header_are_read_as_their_link_targets(nlp):
    """ "in/quin-velmore | git/quin-velmore | portfolio/quin-velmore": the site's short word and
    a handle (not the real one) shown over the profile links; the targets are the addresses."""
    from parsing import parse
    from tests.parsing.pdfgen import make_pdf, text_width

    shown = ["in/quin-velmore", "git/quin-velmore", "portfolio/quin-velmore"]
    targets = [
        "https://www.linkedin.com/in/quin-velmore-4711/",
        "https://github.com/QuinVelmore9",
        "https://quinvelmore9.github.io/",
    ]
    runs = [(72, 740, "Quin Velmore", 20, "bold"), (72, 716, "quin@velmora.example.org")]
    links, x = [], 72.0
    for text, target in zip(shown, targets, strict=True):
        runs.append((x, 702, text))
        links.append((x - 1, 699, x + text_width(text) + 1, 712, target))
        x += text_width(text) + 20
    runs += [(72, 660, "EDUCATION", 12, "bold"), (72, 644, "2019 - 2023 B.Sc. Physics, Velmora")]
    links_found = parse(make_pdf([runs], links=[links]), "cv.pdf", nlp=nlp).links
    assert links_found == {"linkedin": targets[0], "github": targets[1], "homepage": targets[2]}


def test_a_phone_with_a_spaced_dash_and_a_year_range_beside_it(parse_text):
    cv = (
        "Ines Dashwell\nines@example.edu | (555) 014 – 2231\nJune 2019 – 2021\n\n"
        "EDUCATION\nHarbor State University\t2019 - 2023\n"
    )
    assert parse_text(cv).phones == ["(555) 014 – 2231"]


def test_an_icon_glyph_after_a_link_word_still_makes_it_the_owners_link():
    document = Document(
        lines=["TAMSIN ORR", "Email | GitHub | LinkedIn fl"],
        fmt="pdf",
        links=[
            Link("GitHub", "https://github.com/torr"),
            Link("LinkedIn fl", "https://www.linkedin.com/in/tamsin-orr/"),
        ],
    )
    links = find_links(document, document.lines)
    assert links["linkedin"] == "https://www.linkedin.com/in/tamsin-orr/"
    assert links["github"] == "https://github.com/torr"


def test_link_words_with_the_comma_between_them_are_the_owners_links():
    document = Document(
        lines=["TAMSIN ORR", "Hobart, tamsin@example.org", "LinkedIn, Portfolio, GitHub"],
        fmt="pdf",
        links=[
            Link("LinkedIn,", "https://www.linkedin.com/in/tamsin-orr/"),
            Link("Portfolio,", "https://tamsinorr.github.io/"),
            Link("GitHub", "https://github.com/torr"),
        ],
    )
    assert find_links(document, document.lines) == {
        "linkedin": "https://www.linkedin.com/in/tamsin-orr/",
        "homepage": "https://tamsinorr.github.io/",
        "github": "https://github.com/torr",
    }


def test_a_labelled_homepage_with_a_country_domain_the_address_pattern_lacks(parse_text):
    cv = (
        "Darius Vahidmehr\tWebsite: vahidmehr.ir\ndarius@example.org\n\nEducation\n"
        "Sharif Valley University\t2018 – 2022\nB.Sc. in Computer Engineering\n"
    )
    assert parse_text(cv, kind="cv").links == {"homepage": "vahidmehr.ir"}


def test_a_link_word_followed_by_page_is_the_owners_link():
    document = Document(
        lines=["Contact", "mira.tal@example.org", "GitHub Page", "LinkedIn Page"],
        fmt="html",
        links=[
            Link("GitHub Page", "https://github.com/miratal"),
            Link("LinkedIn Page", "https://www.linkedin.com/in/mira-tal/"),
        ],
    )
    links = find_links(document, [])
    assert links == {
        "github": "https://github.com/miratal",
        "linkedin": "https://www.linkedin.com/in/mira-tal/",
    }


def test_a_github_account_anchor_is_the_owners_link():
    """Deedy resume's header: "... | GitHub account", the words on the profile's link."""
    document = Document(
        lines=["Bertil Hovdenak", "Tromsø, Norway | bertil@example.org | GitHub account"],
        fmt="pdf",
        links=[Link("GitHub account", "https://github.com/bhovdenak")],
    )
    assert find_links(document, []) == {"github": "https://github.com/bhovdenak"}


def test_a_pdf_header_link_drawn_on_its_own_handle_is_the_owners_out_of_the_header_rows():
    """AltaCV: the LinkedIn handle's cell sat over the right column, so the column split
    took it out of the header's rows; its link still points at the profile it spells."""
    document = Document(
        lines=[
            "Ilse Marrow",
            "ilse@example.org",
            "",
            "EXPERIENCE",
            "",
            "EDUCATION",
            "marrow-ilse-77a1",
        ],
        fmt="pdf",
        links=[Link("marrow-ilse-77a1", "https://linkedin.com/in/marrow-ilse-77a1")],
    )
    assert find_links(document, ["Ilse Marrow", "ilse@example.org"]) == {
        "linkedin": "https://linkedin.com/in/marrow-ilse-77a1"
    }


@pytest.mark.parametrize("anchor", ["Portfolio Website", "Personal Site", "My Page", "Webpage"])
def test_portfolio_and_homepage_anchor_words_are_the_owners_link(anchor):
    document = Document(
        lines=["Oren Quist", f"oren@example.org   {anchor}", "My Homepage"],
        fmt="docx",
        links=[
            Link(anchor, "https://orenquist.github.io/"),
            Link("Project demo", "https://tidepool-demo.github.io/"),
        ],
    )
    assert find_links(document, []) == {"homepage": "https://orenquist.github.io/"}


def test_a_templates_placeholder_in_a_profile_address_is_no_profile_link():
    assert classify_url("https://scholar.google.com/citations?user=YOUR_ID") is None
    assert classify_url("https://github.com/username") is None
    assert classify_url("https://www.linkedin.com/in/xxx") is None
    assert classify_url("https://scholar.google.com/citations?user=your_scholar_id") is None
    assert classify_url("https://github.com/your-github-handle") is None
    assert classify_url("https://github.com/yourhandle") is None
    assert classify_url("https://github.com/yours-truly") == "github"
    assert classify_url("https://scholar.google.com/citations?user=Qp3aB7kAAAAJ") == "scholar"
    assert classify_url("https://github.com/xxxholic") == "github"


def test_an_unbroken_mobile_number_beside_the_email_is_a_phone_wherever_the_sidebar_is():
    document = Document(
        lines=[
            "Sanvi Thapa",
            "",
            "EXPERIENCE",
            "Hillcrest Apps, Pokhara — Android Developer",
            "Order number 20231104556 shipped in the release notes.",
            "Lakeside, Pokhara",
            "9841234567",
            "sanvi.thapa@example.org",
        ],
        fmt="pdf",
    )
    assert find_phones(document, document.lines[:1]) == ["9841234567"]


def test_a_shown_profile_address_is_kept_over_its_link_targets_tracking_query():
    shown = "www.linkedin.com/in/odalys-ferro"
    target = "https://www.linkedin.com/in/odalys-ferro?trk=public_profile&lipi=urn%3Ali%3Apage"
    document = Document(
        lines=["Odalys Ferro", "odalys@example.org", shown, "(LinkedIn)"],
        fmt="pdf",
        links=[Link(shown, target)],
    )
    assert find_links(document, document.lines[:3]) == {"linkedin": shown}


def test_a_linkedin_address_cut_at_a_line_break_is_no_profile_until_its_handle_is_read():
    assert classify_url("https://www.linkedin.com/in/") is None
    lines = ["Teo Varga", "https://www.linkedin.com/in/", "teovarga/", "LinkedIn : @teovarga"]
    document = Document(lines=lines, fmt="pdf")
    assert find_links(document, lines) == {"linkedin": "linkedin.com/in/teovarga"}


def test_a_country_code_in_brackets_before_a_short_local_number_is_a_phone():
    lines = ["Awa Njie Sarr", "(+220) 7712345    awa.sarr@example.org    Serrekunda"]
    assert find_phones(Document(lines=lines, fmt="pdf"), lines) == ["(+220) 7712345"]


def test_a_twitter_slash_x_link_word_is_the_owners_link():
    document = Document(
        lines=["Social Media", "Twitter/X"],
        fmt="markdown",
        links=[Link("Twitter/X", "https://twitter.com/quilla_dev")],
    )
    assert find_links(document, []) == {"twitter": "https://twitter.com/quilla_dev"}


def test_a_labelled_website_beside_the_email_below_the_header_is_the_homepage(parse_text):
    page = (
        "# Orla Fennimore — Personal Site\n\nWelcome! This repository builds my site.\n\n"
        "## About Me\n\nI am a master's student in physics.\n\n"
        "- **Contact:** [orla@fennimore.example.org](mailto:orla@fennimore.example.org)\n"
        "- **Website:** [orla-fennimore.net](https://orla-fennimore.net)\n"
    )
    assert parse_text(page, "README.md").links == {"homepage": "orla-fennimore.net"}


def test_a_bare_linkedin_path_beside_its_icon_is_the_linkedin_profile():
    document = Document(
        lines=["Nadia Ferrant", "Bristol, UK\t/in/nadia-ferrant", "github.com/nferrant"], fmt="pdf"
    )
    links = find_links(document, document.lines)
    assert links["linkedin"] == "linkedin.com/in/nadia-ferrant"
    assert "linkedin" not in find_links(Document(lines=["see /in/ the docs"], fmt="text"), [])


def test_a_phone_ends_at_a_tab_the_next_columns_digits_are_not_part_of_it():
    lines = ["Wren Albescu", "(+1)555-201-7788\t42 Harbour Row", "wren@example.org"]
    assert find_phones(Document(lines=lines, fmt="pdf"), lines) == ["(+1)555-201-7788"]


def test_a_labelled_project_link_is_no_profile_link():
    document = Document(
        lines=[
            "Ana Roewick",
            "ana@example.org",
            "PROJECTS",
            "• Demo: https://tidepool.example.org/; Code: https://github.com/tidepool-team",
        ],
        fmt="pdf",
    )
    assert find_links(document, document.lines[:2]) == {}


def test_a_labelled_link_that_spells_the_owners_address_is_their_profile():
    document = Document(
        lines=[
            "Ana Roewick",
            "ana.roewick@example.org",
            "Supporting material",
            "Code repository: http://www.github.com/AnaRoewick2001",
        ],
        fmt="docx",
    )
    assert find_links(document, document.lines[:2]) == {
        "github": "http://www.github.com/AnaRoewick2001"
    }


def _header_links(lines: list[str], anchors: list[tuple[str, str]], fmt="pdf") -> dict:
    document = Document(lines=lines, fmt=fmt, links=[Link(t, href) for t, href in anchors])
    return find_links(document, lines)


def test_profiles_behind_the_owners_name_a_short_handle_and_a_portfolio_word():
    # The contact line of a template with icons: LinkedIn anchored on the name (its icon
    # glyph extracted as "fl"), a shortened handle, and the homepage as "Portfolio".
    lines = ["PERPETUA ANWAR OKONJO", "fl Perpetua Okonjo | @okonjo | ¥ Portfolio"]
    anchors = [
        ("fl Perpetua Okonjo", "https://www.linkedin.com/in/perpetua-okonjo/"),
        ("@okonjo", "https://x.com/perpetua-okonjo-77"),
        ("¥ Portfolio", "https://pokonjo.github.io/work/"),
    ]
    assert _header_links(lines, anchors) == {
        "homepage": "https://pokonjo.github.io/work/",
        "linkedin": "https://www.linkedin.com/in/perpetua-okonjo/",
        "twitter": "https://x.com/perpetua-okonjo-77",
    }


def test_a_link_on_someone_elses_name_in_the_header_is_not_the_owners():
    lines = ["PERPETUA OKONJO", "Advised by Corin Valdes"]
    anchors = [("Corin Valdes", "https://www.linkedin.com/in/corin-valdes/")]
    assert _header_links(lines, anchors) == {}


def test_a_link_on_a_name_in_an_opening_sentence_is_not_the_owners():
    lines = ["I am a master's student at Quay University, advised by Prof Corin Valdes."]
    anchors = [("Prof Corin Valdes", "https://cvaldes.github.io/")]
    assert _header_links(lines, anchors, fmt="markdown") == {}


@pytest.mark.parametrize("heading", ["REFEREES", "Recommendations"])
def test_referees_contact_details_are_not_the_applicants(parse_text, heading):
    cv = (
        "Yevgenia Mbatha\nyevgenia@example.org\n+27 82 555 0147\n\nEducation\n"
        "Umlazi Institute of Technology\tBSc Computing\t2020 - 2023\n\n"
        f"{heading}\nDr Ansel Korhonen\nLecturer, Umlazi Institute of Technology\n"
        "+27 31 555 0192\nansel.korhonen@example.ac.za\n"
    )
    profile = parse_text(cv, kind="cv")
    assert profile.emails == ["yevgenia@example.org"]
    assert profile.phones == ["+27 82 555 0147"]


def test_an_icon_glyph_before_a_handle_anchor_still_makes_it_the_owners_link():
    document = Document(
        lines=["Ferris Ondaatje", "# ferris@example.org\t§ fondaatje"],
        fmt="pdf",
        links=[Link("§ fondaatje", "https://github.com/fondaatje")],
    )
    assert find_links(document, document.lines) == {"github": "https://github.com/fondaatje"}


def test_an_article_cited_near_the_top_of_a_letter_is_no_homepage(parse_text):
    letter = (
        "Hello!\n\nI read the survey [Methods of fuzzing](https://journal.example.org/jour/"
        "article/view/1234/5678) and it made me want to join your team.\n\n"
        "Best regards, Ines Valtonen\n"
    )
    assert parse_text(letter, "letter.md").links == {}


def test_a_deep_personal_page_labelled_as_the_website_is_kept(parse_text):
    profile = parse_text(
        "Nell Brackway\nWebsite: https://cs.orrin.example/people/students/phd/nbrackway/\n\n"
        "EDUCATION\nPh.D., Orrin University\n"
    )
    assert profile.links["homepage"] == "https://cs.orrin.example/people/students/phd/nbrackway/"


def test_a_placeholder_for_an_email_address_is_no_address(parse_text):
    cv = (
        "Oskar Lindqvist-Mbeki\nxxx@gmail.com | +xx xxx xxx xxx | github.com/olmbeki\n\n"
        "Contact: first.lastname@lakeshore.example.edu (spell it out)\n"
        "EDUCATION\nMSc in Robotics, Lakeshore University, 2024\n"
    )
    assert parse_text(cv, "cv.txt").emails == []
    assert parse_text("Ana Reyes\nana.reyes@example.org\n", "cv.txt").emails == [
        "ana.reyes@example.org"
    ]


def test_a_profile_label_that_runs_on_as_prose_names_no_handle(parse_text):
    cv = (
        "Yarrow Pendlebury\nyarrow.p@example.org\n\nOUTREACH\n"
        "Twitter: Runs the group's account, @quill_lab (until 2021)\n"
    )
    assert "twitter" not in parse_text(cv, "cv.txt").links
    header = "Yarrow Pendlebury\nGitHub: ypendle | Twitter: @ypendle\n"
    assert parse_text(header, "cv.txt").links["twitter"] == "x.com/ypendle"


def test_an_address_glued_with_one_letter_brackets_for_at_and_dot_is_an_email(parse_text):
    page = "I study tides at Velmora.\n\nPage me at quin(a)cs(d)velmora(d)edu.\n"
    profile = parse_text(page, "about.md")
    assert profile.emails == ["quin@cs.velmora.edu"]


def test_an_icon_whose_glyph_alone_is_the_link_text_makes_it_the_owners_link():
    document = Document(
        lines=["Tamsin Orr\t2100123", "Civil Engineering\tB.Tech.", "fl"],
        fmt="pdf",
        links=[
            Link("", "https://github.com/torr"),
            Link("fl", "https://www.linkedin.com/in/tamsin-orr/"),
        ],
    )
    links = find_links(document, document.lines)
    assert links == {
        "github": "https://github.com/torr",
        "linkedin": "https://www.linkedin.com/in/tamsin-orr/",
    }


def test_an_obfuscated_address_set_over_two_lines_is_one_email(parse_text):
    page = (
        "<html><body><h1>orlaith.q</h1><p>[at] fenwick [dot] example [dot] ie</p>"
        "<p>I am Orlaith Quarry, a master's student who studies peat bogs.</p></body></html>"
    )
    assert parse_text(page, "index.html", kind="homepage").emails == [
        "orlaith.q@fenwick.example.ie"
    ]
    # A name over a bracketed remark is no address.
    cv = "Orlaith Quarry\n(at) the Fenwick bog station\n\nSKILLS\nR\n"
    assert parse_text(cv, kind="cv").emails == []


def test_a_link_drawn_as_a_styled_letter_is_the_sites_own_word(parse_text):
    page = (
        "<html><body><h1>Pell Ardagh</h1><p>PhD student in hydrology.</p>"
        "<p><a href='https://github.com/pellard'>GitHub</a> | "
        "<a href='https://x.com/pellard'>𝕏</a></p></body></html>"
    )
    links = parse_text(page, "index.html", kind="homepage").links
    assert links == {"github": "https://github.com/pellard", "twitter": "https://x.com/pellard"}


def test_a_profile_site_typed_without_its_suffix_is_that_site_not_a_homepage(parse_text):
    cv = (
        "Hallam Ikwue\nhallam@example.ng\nhttp://github/hallamik\n\n"
        "EDUCATION\nOkpara Example University\nB.Tech in Cyber Security, 2019\n"
    )
    assert parse_text(cv, kind="cv").links == {"github": "github.com/hallamik"}


def test_a_phone_label_glued_to_its_number_is_the_phone_not_a_number_in_an_address(parse_text):
    cv = "Tamsin Crowle\nPhone:555-201-7788 · Email: 381204957@example.cn\n\nSKILLS\nSurveying\n"
    assert parse_text(cv, kind="cv").phones == ["555-201-7788"]
    glued = "Tamsin Crowle\nTel:+44 20 7946 0958\ntamsin@example.org\n\nSKILLS\nR\n"
    assert parse_text(glued, kind="cv").phones == ["+44 20 7946 0958"]


def test_an_address_wrapped_after_its_at_sign_is_one_email(parse_text):
    cv = "Odran Pelley\n\nMail\nodran.pelley@\nexample-mail.ie\n\nEDUCATION\nLeinster College\n"
    assert parse_text(cv, kind="cv").emails == ["odran.pelley@example-mail.ie"]


def test_a_link_to_an_address_without_mailto_is_an_email(parse_text):
    page = (
        "<html><body><h1>Odran Pelley</h1>"
        "<p><a href='odran.pelley@example-mail.ie'>✉</a></p>"
        "<p>I study coastal erosion.</p></body></html>"
    )
    assert parse_text(page, "index.html", kind="homepage").emails == [
        "odran.pelley@example-mail.ie"
    ]


def test_a_labelled_address_with_a_spelled_at_before_a_plain_domain_is_an_email(parse_text):
    cv = "ODRAN PELLEY\nEmail: odran.p at example-mail.ie\n\nEDUCATION\nLeinster College\n"
    assert parse_text(cv, kind="cv").emails == ["odran.p@example-mail.ie"]
    # Without the label a bare "at" is prose.
    prose = "Odran Pelley\nI was an intern at example-mail.ie last year.\n\nSKILLS\nR\n"
    assert parse_text(prose, kind="cv").emails == []


def test_the_addressees_email_in_a_letters_address_block_is_not_the_applicants(parse_text):
    letter = (
        "To,\nProfessor Hesper Vann\nDepartment of Soil Science\nVellmoor University\n"
        "hvann@vellmoor.example.edu\n\nDear Professor Vann,\n\n"
        "I am writing to apply for the doctoral position in your group on peat carbon. "
        "My master's thesis was on fen hydrology.\n\nSincerely,\nKiran Olumide\n"
        "kiran.olumide@example.org | +234 803 555 0142\n"
    )
    profile = parse_text(letter, "letter.txt", kind="cover_letter")
    assert profile.emails == ["kiran.olumide@example.org"]
    assert profile.phones == ["+234 803 555 0142"]


def test_a_profile_address_run_into_the_next_one_ends_where_the_next_begins(parse_text):
    cv = (
        "Quang Ly Ban\nly.ban@example.vn\n\nLinks\nlinkedin.com/in/lyban/hackbox.org/u/lyban\n\n"
        "EDUCATION\nRiverside Example Institute\n"
    )
    assert parse_text(cv, kind="cv").links == {"linkedin": "linkedin.com/in/lyban/"}


def test_a_handle_wrapped_at_its_hyphen_is_joined_with_the_next_line(parse_text):
    cv = (
        "SAOIRSE MAGUIRE-OTT\nEmail: saoirse@example.ie | GitHub: smott | LinkedIn: Saoirse-\n"
        "Maguire-Ott | ORCID: 0000-0000-0000-0000\n\nEDUCATION\nDunmore College\n"
    )
    assert parse_text(cv, kind="cv").links["linkedin"] == "linkedin.com/in/Saoirse-Maguire-Ott"


def test_a_sample_address_of_a_contact_form_or_a_demo_is_no_email(parse_text):
    page = (
        "<html><body><h1>Ilkka Varvio</h1><p>ilkka.varvio@example.fi</p>"
        "<p><a href='mailto:example@domain.com'>Send a message</a></p>"
        "<p>Demo shop: login test2@test.com, password 1234.</p></body></html>"
    )
    assert parse_text(page, "index.html", kind="homepage").emails == ["ilkka.varvio@example.fi"]


def test_a_national_number_in_two_long_groups_is_a_phone_on_a_contact_line(parse_text):
    cv = "Devika Raman\nMob: 98450 12345\ndevika@example.in\n\nEDUCATION\nMysore Example College\n"
    assert parse_text(cv, kind="cv").phones == ["98450 12345"]
    row = "Aled Pryce\naled@example.co.uk | 07700 900456\n\nEDUCATION\nGwynedd College\n"
    assert parse_text(row, kind="cv").phones == ["07700 900456"]
    # Two such groups on an unlabelled line are some other number.
    other = "Aled Pryce\nStudent no. 20231 456789\naled@example.co.uk\n\nEDUCATION\nGwynedd\n"
    assert parse_text(other, kind="cv").phones == []


def test_a_zip_code_and_a_fax_line_in_a_letterhead_are_not_phones(parse_text):
    letter = (
        "Department of Tidal Studies\n"
        "12 Harbor Road, Orrin, UT 84001-1234 (555) 201-3344 FAX (555) 201-9988\n\n"
        "Dear Committee,\n\nI am applying for the post of lecturer.\n\nSincerely,\nTova Rime\n"
    )
    assert parse_text(letter, "letter.txt", kind="cover_letter").phones == ["(555) 201-3344"]


def test_a_zip_code_after_a_state_written_out_is_not_a_phone(parse_text):
    cv = (
        "Marit Osvold\n"
        "Address: 42 Quarry Lane, Fallbrook, Montana 59801-4417\n"
        "Phone: (406) 555-0193\n"
        "Email: marit@example.org\n\nEDUCATION\nOrrin State University\n"
    )
    assert parse_text(cv, kind="cv").phones == ["(406) 555-0193"]


def test_an_advisor_with_a_name_of_two_short_words_is_no_icon_link(parse_text):
    page = (
        "---\ntitle: About\n---\n\n"
        "I am a PhD student at Orrin University, where I am advised by "
        "[Bo Li](https://boli-maps.github.io/) and study kelp forests along the coast.\n"
    )
    assert "homepage" not in parse_text(page, "about.md", kind="homepage").links


def test_links_in_an_al_folio_profile_card_are_the_pages(parse_text):
    page = (
        "---\nlayout: about\ntitle: about\npermalink: /\nprofile:\n  align: right\n"
        "  image: me.jpg\n  address: >\n    <center>\n"
        '    <a href="https://github.com/ovarga-lab">GitHub</a> | <a href="cv.pdf">CV</a>\n'
        "    <center>\n---\n\n"
        "Hello! I am **Oriel Varga**, a PhD candidate in Ocean Engineering at Corvale"
        " Institute of Technology.\n"
    )
    profile = parse_text(page, "about.md")
    assert profile.links.get("github") == "https://github.com/ovarga-lab"
    assert profile.name == "Oriel Varga"


def test_an_address_with_a_space_after_its_at_sign_is_one_address():
    document = Document(lines=[clean_line("0451\t20250117@ mail.tidewater.edu")], fmt="text")
    assert find_emails(document) == ["20250117@mail.tidewater.edu"]
    assert find_phones(document, []) == []


def test_a_phone_numbers_plus_set_in_a_math_font_is_no_bullet():
    """LaTeX CVs write "$+$44 ..." and the plus comes out of a symbol font; opening the line,
    it must stay the number's plus, not become the line's bullet."""
    from parsing import parse
    from tests.parsing.pdfgen import make_pdf, text_width

    plus = text_width("+", 10, "symbol")
    runs = [
        (72, 740, "Corin Vasquez-Adebayo", 16),
        (72, 716, "Contact:"),
        (72, 702, "+", 10, "symbol"),
        (72 + plus, 702, "447700900123"),
        (72, 688, "corin@example.org"),
        (72, 650, "EDUCATION", 12, "bold"),
        (72, 634, "Larkfield University, B.S. in Physics, 2022"),
    ]
    assert parse(make_pdf([runs]), "cv.pdf").phones == ["+447700900123"]


def test_a_google_scholar_pointer_beside_the_papers_is_the_applicants_profile(nlp):
    """Far below the header, "Google Scholar for a complete list of my papers" links the
    applicant's own profile; an advisor's name linked there stays no profile of theirs."""
    from parsing import parse
    from tests.parsing.pdfgen import make_pdf, text_width

    pointer = "Google Scholar for a complete list of my papers"
    runs = [
        (72, 740, "Quin Velmore", 20, "bold"),
        (72, 716, "quin@velmora.example.org"),
        (72, 660, "EDUCATION", 12, "bold"),
        (72, 644, "2019 - 2023 B.Sc. Physics, Velmora University"),
        (72, 630, "Advisor: Dr. Ola Brenner"),
        (72, 300, "SELECTED PUBLICATIONS", 12, "bold"),
        (72, 284, pointer),
        (72, 268, "[1] Q. Velmore, Tidal clocks for quiet harbours, in ICML, 2024."),
    ]
    scholar = "https://scholar.google.de/citations?hl=de&user=QvElM0reAAAJ"
    links = [
        (70, 281, 74 + text_width(pointer), 294, scholar),
        (110, 627, 200, 640, "https://scholar.google.de/citations?hl=de&user=OlaBr3nnerAAJ"),
    ]
    found = parse(make_pdf([runs], links=[links]), "cv.pdf", nlp=nlp).links
    assert found.get("scholar") == scholar


def test_unrendered_markdown_links_on_other_peoples_names_are_not_the_applicants():
    lines = [
        "I am a PhD student advised by [Prof. Ana Roe @ NU](https://anaroe.example.org/) and",
        "[Ben Poe](https://scholar.google.com/citations?user=BENPOE01AAAJ), in Harbor City.",
        "Google Scholar",
    ]
    links = [Link("Google Scholar", "https://scholar.google.com/citations?user=MINE0001AAAJ")]
    found = find_links(Document(lines=lines, fmt="markdown", links=links), lines[:2])
    assert found == {"scholar": "https://scholar.google.com/citations?user=MINE0001AAAJ"}


def test_a_technologys_name_in_capitals_is_no_homepage(parse_text):
    """ "VB.NET" in a statement's first paragraph reads like an address; written in capitals it
    is a language's name."""
    letter = (
        "Statement of Purpose\n\nMarn Quillby (marn@example.org)\n\n"
        "I build software for many platforms and I am fluent in C#, VB.NET, Python and Java, "
        "which I have used to write tools for tide gauges over several years of work.\n\n"
        "Sincerely,\nMarn Quillby\n"
    )
    assert "homepage" not in parse_text(letter, "statement.md").links


def test_an_address_after_a_referee_label_beside_a_post_is_the_referees():
    document = Document(
        lines=[
            "Ottilie Brandvold",
            "ottilie.brandvold@example.org",
            "2016\tQuelmara Optics Lab - Ref: rune.saltvik@quelmara.example\tBergen, Norway",
            "Research Intern in Photonics",
        ],
        fmt="pdf",
    )
    assert find_emails(document) == ["ottilie.brandvold@example.org"]


def test_a_label_followed_by_the_sites_own_name_is_no_handle(parse_text):
    cv = (
        "Tamsin Okoro\n"
        "Email: tamsin@example.org\n"
        "LinkedIn: LinkedIn Profile\n"
        "GitHub: tokoro-lab\n\nEDUCATION\nOrrin State University\n"
    )
    links = parse_text(cv, kind="cv").links
    assert "linkedin" not in links
    assert links["github"] == "github.com/tokoro-lab"


def test_an_address_captioned_as_my_personal_website_is_the_homepage(parse_text):
    page = (
        "<html><body><h1>Nadia Ferrow</h1><h3>About Me</h3>"
        "<p>I build web shops for small bakeries and the odd village library.</p>"
        "<p>Most days start with a pot of tea and a queue of bug reports.</p>"
        "<h3>Profiles</h3><ul><li>Sketchbook</li><li>Forum</li><li>Courses</li></ul>"
        '<div><h3><a href="https://nferrow.example-host.com">nferrow.example-host.com</a></h3>'
        "<p>My Personal Website</p></div>"
        '<div><h3><a href="https://crumbnotes.example-host.com">crumbnotes.example-host.com</a>'
        "</h3><p>My Personal Blog</p></div>"
        "<h3>Work Experience</h3><ul><li>Ovenly Shops</li></ul></body></html>"
    )
    links = parse_text(page, "index.html", kind="homepage").links
    assert links["homepage"] == "nferrow.example-host.com"


def test_a_handle_in_brackets_after_the_site_in_a_skills_line_is_the_account(parse_text):
    cv = (
        "Idris Falk\nidris@example.org\n\nEDUCATION\nOrrin State University\n\n"
        "SKILLS\n"
        "○ Languages: C, Rust; Tools: Docker, Github(idris-falk), Zotero.\n"
    )
    assert parse_text(cv, kind="cv").links["github"] == "github.com/idris-falk"


def test_a_mailto_under_part_of_another_shown_address_is_a_stale_target():
    # "E-mail: tova@dept.example.edu" whose "tova" still links an old school's address: the
    # page shows one address, the hidden target is no second one. An icon's target counts.
    document = Document(
        lines=["Tova Rime", "E-mail: tova@dept.example.edu"],
        fmt="docx",
        links=[
            Link("tova", "mailto:tova.rime@old-school.example.org"),
            Link("", "mailto:tova.rime@lab.example.org"),
        ],
    )
    assert find_emails(document) == ["tova@dept.example.edu", "tova.rime@lab.example.org"]
