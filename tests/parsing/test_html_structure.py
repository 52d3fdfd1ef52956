"""What a page's markup says about its layout: menus, anchors, entry rows, headed cards."""

from parsing.extract import extract_document
from parsing.sections import split_sections

PAPER_TABLE_PAGE = """<!doctype html><html><head><title>Odile Brannock</title></head><body>
<p>Odile Brannock</p><p>PhD student at Harrowgate University.</p>
<h2>Publications</h2>
<table class="papers">
<tr><td><img src="a.png"></td><td>
<papertitle>Sparse Lanterns: Pruning Vision Models by Light</papertitle><br>
<strong>Odile Brannock</strong>, <a href="https://ex.example/t">Tamsin Orr</a><br>
<em>ECCV 2024</em></td></tr>
<tr><td><img src="b.png"></td><td>
<papertitle>Folded Gradients for Tiny Accelerators</papertitle><br>
Tamsin Orr, <strong>Odile Brannock</strong><br>
<em>MICRO 2023</em><br><a href="p.pdf">Paper</a></td></tr>
</table>
<p>Last updated in spring.</p></body></html>"""


def test_each_multi_line_table_row_is_one_publication(parse_text):
    profile = parse_text(PAPER_TABLE_PAGE, "index.html")
    assert [(p.title, p.venue, p.year) for p in profile.publications] == [
        ("Sparse Lanterns: Pruning Vision Models by Light", "ECCV", 2024),
        ("Folded Gradients for Tiny Accelerators", "MICRO", 2023),
    ]


NAVBAR_PAGE = """<!doctype html><html><head><title>Piet Askeland</title></head><body>
<div class="navbar" data-theme="plain"><a href="/">Piet Askeland</a></div>
<header><ul class="links">
  <li><a href="#intro">Intro</a></li><li><a href="#education">Education</a></li>
  <li><a href="#awards">Prizes</a></li><li><a href="/blog/">Blog</a></li>
</ul></header>
<main>
<section id="intro"><h2>Piet Askeland</h2><p>I build compilers.</p>
<a title="GitHub" href="https://github.com/paskeland"><i class="fa-brands fa-gh"></i> </a>
<a href="mailto:piet@vossfjord.example.no"><i class="fas fa-envelope"></i></a></section>
<section id="awards" class="block"><h2>Contest Results</h2>
  <article class="card"><h5>Gold Medal, Nordic Compiler Contest 2023</h5>
    <p>Our team wrote the fastest register allocator of the contest.</p>
    <h6>Media Coverage:</h6><p>Vossfjord Daily</p></article>
  <article class="card"><h5>Contests</h5>
    <h6>Second Place, Fjordland Hackathon 2022</h6><p>Solo entry in a team event.</p></article>
</section>
</main></body></html>"""


def test_menus_outside_nav_are_not_read_as_sections():
    document = extract_document(NAVBAR_PAGE.encode())
    assert "Blog" not in document.text
    assert [s.name for s in split_sections(document)].count("awards") == 1


def test_a_section_named_only_by_its_anchor_id_is_that_section():
    sections = split_sections(extract_document(NAVBAR_PAGE.encode()))
    awards = [s for s in sections if s.name == "awards"]
    assert [s.heading for s in awards] == ["Contest Results"]


def test_headed_cards_in_an_award_section_are_the_awards(parse_text):
    profile = parse_text(NAVBAR_PAGE, "index.html")
    assert profile.awards == [
        "Gold Medal, Nordic Compiler Contest",
        "Second Place, Fjordland Hackathon",
    ]
    assert profile.links == {"github": "https://github.com/paskeland"}
    assert profile.emails == ["piet@vossfjord.example.no"]


def test_year_headings_over_awards_are_no_awards(parse_text):
    page = """<!doctype html><html><body><h1>Lene Vasquez-Hart</h1>
<h2>Awards</h2>
<h4>2023</h4><p>Corrowan Merit Scholarship</p>
<h4>2021</h4><p>Ashby Prize for Undergraduate Research</p>
</body></html>"""
    profile = parse_text(page, "index.html")
    assert "Corrowan Merit Scholarship" in profile.awards
    assert "Ashby Prize for Undergraduate Research" in profile.awards


def test_headed_groups_over_bullets_keep_their_bullets_as_awards(parse_text):
    page = """<!doctype html><html><body><h1>Lene Vasquez-Hart</h1>
<h2>Honors</h2>
<h3>Scholarships</h3><ul><li>Corrowan Merit Scholarship, 2022</li><li>Dean's Award, 2021</li></ul>
<h3>Competitions</h3><ul><li>Third Prize, Ashby Math Olympiad, 2019</li></ul>
</body></html>"""
    profile = parse_text(page, "index.html")
    assert "Scholarships" not in profile.awards
    assert "Corrowan Merit Scholarship" in profile.awards


DATE_COLUMN_PAGE = """<!doctype html><html><body><h1>Yusuf Carrow-Inge</h1>
<h2>Education</h2><p>Degrees:</p>
<div class="row" id="degree-1">
  <div class="date-column col-xs-2"><span class="badge">2019 - 2024</span></div>
  <div id="degree-1-text" class="col-xs-10"><h6 class="title">PhD in Geophysics</h6>
    <h6>Tarnmoor University</h6></div>
</div>
<p>More soon.</p></body></html>"""


def test_a_grid_row_whose_first_column_is_a_date_reads_as_a_dated_line(parse_text):
    document = extract_document(DATE_COLUMN_PAGE.encode())
    assert "PhD in Geophysics\t2019 - 2024" in document.lines
    profile = parse_text(DATE_COLUMN_PAGE, "index.html")
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("Tarnmoor University", "PhD", 2019, 2024)
    ]


def test_profile_icons_in_the_footer_are_the_owners_links(parse_text):
    page = """<!doctype html><html><head><title>Amara Toivonen</title></head><body>
<nav><a href="/">Home</a><a href="/cv/">CV</a></nav>
<main><h1>Amara Toivonen</h1><p>I am a PhD student in ecology.</p></main>
<footer class="site-footer">
  <a title="Code" href="https://github.com/atoivonen"><svg class="svg-icon"></svg></a>
  <a href="mailto:amara@lindholm.example.fi"><i class="fa fa-envelope"></i></a>
  <p>Theme by <a rel="credit" href="https://github.com/example-themes/minimal">minimal</a></p>
</footer></body></html>"""
    profile = parse_text(page, "index.html")
    assert profile.links == {"github": "https://github.com/atoivonen"}
    assert profile.emails == ["amara@lindholm.example.fi"]


def test_definition_list_terms_and_definitions_read_as_rows(parse_text):
    page = """<!doctype html><html><body><h1>Bram Oyelowo-Sand</h1>
<h2>Education</h2>
<dl><dt>2020 – 2025</dt>
<dd>PhD in Oceanography, <a href="https://mu.example">Marlow University</a></dd>
<dt>2016 – 2020</dt><dd>BSc in Physics, Quillon College</dd></dl>
</body></html>"""
    document = extract_document(page.encode())
    assert "2020 – 2025\tPhD in Oceanography, Marlow University" in document.lines
    assert any(link.text == "Marlow University" for link in document.links)
    profile = parse_text(page, "index.html")
    assert [(e.institution, e.degree, e.end_year) for e in profile.education] == [
        ("Marlow University", "PhD", 2025),
        ("Quillon College", "BS", 2020),
    ]


WOWCHEMY_RENDERED_PAGE = """<!doctype html><html><head><title>Kofi Brandtzaeg</title></head>
<body>
<nav class="main-menu" id="top"><a href="/">Kofi Brandtzaeg</a> <a href="/#stints">Work</a></nav>
<section id="bio" class="home-section wg-about">
  <div id="profile" class="portrait-title"><h2>Kofi Brandtzaeg</h2><h3>PhD Student</h3>
  <h3><a href="https://www.orvik.example.edu/">Orvik University</a></h3></div>
  <ul class="network-icon">
    <li><a href="mailto:kofi@orvik.example.edu"><i class="fas fa-envelope big-icon"></i></a></li>
    <li><a title="GitHub" href="https://github.com/kbrandtzaeg"><i class="fa-brands"></i> </a></li>
  </ul>
  <h1>Biography</h1><p>Kofi studies distributed databases.</p>
  <p class="section-subheading">Interests</p>
  <ul class="ul-interests"><li>Consensus</li><li>Storage</li></ul>
  <p class="section-subheading">Education</p>
  <ul class="ul-edu fa-ul">
    <li><i class="fa-li fas fa-user-graduate"></i>
    <p class="course">PhD in Computer Science, 2026</p>
    <p class="institution">Orvik University</p></li>
    <li><i class="fa-li fas fa-user-graduate"></i>
    <p class="course">BSc in Mathematics, 2020</p>
    <p class="institution">Tallow College</p></li>
  </ul>
</section>
<section id="experience" class="home-section wg-experience">
  <h1 class="mb-0">Experience</h1>
  <article class="card exp">
    <a href="https://lumen.example.com"><img src="l.png" alt="Lumen Data"></a>
    <p class="section-subheading card-title exp-title">Software Engineering Intern</p>
    <p class="section-subheading card-title exp-company">
      <a href="https://lumen.example.com">Lumen Data</a></p>
    <p class="text-muted exp-meta">Jun 2024 – Aug 2024 <span class="middot-divider"></span>
      <span>Oslo, Norway</span></p>
    <p class="card-text">Built a compaction scheduler.</p>
  </article>
</section>
<section id="accomplishments" class="home-section wg-accomplishments">
  <h1 class="mb-0">Accomplish&shy;ments</h1>
  <article class="card exp course"><p class="card-title exp-title">Orvik Doctoral Fellowship</p>
    <p class="card-title exp-company"><a href="#">Orvik University</a></p>
    <p class="exp-meta">Sep 2022</p></article>
</section>
<footer class="site-footer"><p class="powered-by">© 2026 Kofi Brandtzaeg</p></footer>
</body></html>"""


def test_rendered_theme_cards_give_role_organisation_dates_and_awards(parse_text):
    profile = parse_text(WOWCHEMY_RENDERED_PAGE, "index.html")
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in profile.experience] == [
        ("Lumen Data", "Software Engineering Intern", 2024, 2024)
    ]
    assert profile.awards == ["Orvik Doctoral Fellowship"]
    assert "compaction scheduler" in profile.text  # the card's words stay searchable
    assert profile.links == {"github": "https://github.com/kbrandtzaeg"}
    assert profile.emails == ["kofi@orvik.example.edu"]


LOGO_TIMELINE_PAGE = """---
title: about
---

## Education

<section class="timeline"><p class="entry">
  <img src="logos/ulm.png" alt="Ostervik University">
  <span><b>2022</b> — PhD student, Robotics, Ostervik University, Sweden</span>
</p></section>

## Internships

<section class="timeline">
  <p class="entry"><img src="logos/a.png" alt="Pellucid">
    <span><b>2024</b> — Vision Intern, Perception Team, Pellucid, Berlin, Germany</span></p>
  <p class="entry"><img src="logos/b.png" alt="Marrow Labs">
    <span><b>2023</b> — ML Intern, Marrow Labs Inc., Lisbon, Portugal</span></p>
</section>
"""


def test_the_logo_beside_a_timeline_row_names_its_employer(parse_text):
    profile = parse_text(LOGO_TIMELINE_PAGE, "about.md")
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in profile.experience] == [
        ("Pellucid", "Vision Intern", 2024, 2024),
        ("Marrow Labs Inc.", "ML Intern", 2023, 2023),
    ]
    assert "Perception Team" in profile.text
    assert [e.institution for e in profile.education] == ["Ostervik University"]


def test_a_footer_made_of_divs_is_dropped_but_its_profile_icons_kept(parse_text):
    page = """<!doctype html><html><body><h1>Ragna Oduya-Fell</h1>
<p>PhD student in hydrology.</p>
<div class="page__footer"><div class="page__footer-follow">
  <a title="Code" href="https://github.com/roduyafell"><i class="fa-brands"></i> GitHub</a></div>
  <div class="page__footer-copyright">© 2026 Ragna Oduya-Fell. Powered by Jekyll</div></div>
</body></html>"""
    document = extract_document(page.encode())
    assert "Powered by" not in document.text
    assert parse_text(page, "index.html").links == {"github": "https://github.com/roduyafell"}


def test_an_empty_list_item_leaves_the_next_heading_a_heading():
    page = (
        "---\npermalink: /\n---\n# Awards\n- \n\n# Educations\n"
        "- 2019.9 - 2023.6, Lakemoor Institute of Technology, Bachelor, Geodesy\n"
    )
    sections = split_sections(extract_document(page.encode()))
    assert [s.name for s in sections if s.name != "header"] == ["awards", "education"]
    assert not any(ln.strip() for s in sections if s.name == "awards" for ln in s.lines)


STYLED_HEADINGS_PAGE = """<!doctype html><html><body>
<p>Pell Arden-Voss</p>
<div class="block"><h3><span class="cat"> EDUCATION </span></h3>
<p class="place">Tarnwick University</p><p>M.S. in Geodesy<br>Sep. 2018 - Mar. 2020</p></div>
<div class="block"><h3><span class="cat"> WHEREABOUTS </span></h3>
<p class="place">Skarvik Mapping Ltd.</p><p>Survey Engineer<br>Mar. 2020 - present</p>
<p>Tidal flat surveys for the harbour board.</p>
<p class="place">Elmsford Institute of Oceanography</p><p>Research Assistant<br>
Mar. 2017 - May 2018</p><p>Buoy data cleaning.</p>
<p class="place">Fernhollow Charts Inc.</p><p>Cartography Intern<br>Jul. 2015 - Aug. 2015</p>
<p>Chart symbols for river maps.</p></div>
<div class="block"><h3><span class="cat"> SKILLS </span></h3><p>Python, QGIS</p></div>
<div class="block"><h3><span class="cat"> PUBLICATIONS </span></h3>
<p>Pell Arden-Voss, Ivo Kettle. Tides Read by Drifting Buoys. In Proceedings of OCEANS 2019.</p>
</div>
<h3 class="email">pell@example.org</h3>
</body></html>"""


def test_a_heading_set_like_the_known_section_headings_ends_the_section_above():
    sections = split_sections(extract_document(STYLED_HEADINGS_PAGE.encode()))
    assert [s.name for s in sections][1:] == ["education", "other", "skills", "publications"]
    education = " ".join(sections[1].lines)
    assert "Tarnwick University" in education and "Skarvik" not in education


def test_a_page_continued_after_a_closed_body_is_read_whole(parse_text):
    page = (
        "<html><head><title>Brisa Talmont</title></head><body><p>draft</p></body>\n"
        "<body><h1>Brisa Talmont</h1><p>Write to brisa@talmont.example.org.</p>"
        "<p><a href='https://github.com/brisatal'>GitHub</a></p>"
        "<h2>Education</h2><p>PhD in Geology, Quarrymoor University, 2022 - 2026</p></body></html>"
    )
    profile = parse_text(page, "index.html", kind="homepage")
    assert profile.emails == ["brisa@talmont.example.org"]
    assert profile.links == {"github": "https://github.com/brisatal"}
    assert [e.institution for e in profile.education] == ["Quarrymoor University"]


GRID_PAPERS_PAGE = """---
title: Publications
---
<div class="row"><div class="large-6 columns"><h4>Title</h4></div>
<div class="large-3 columns"><h4>Journal</h4></div>
<div class="large-3 columns"><h4>Date</h4></div></div>
<div class="row"><div class="large-6 columns">Tidal rhythms of burrowing crabs on mudflats *</div>
<div class="large-3 columns">Estuarine Zoology Letters</div>
<div class="large-3 columns">March 2022</div></div>
<div class="row">
<div class="large-6 columns">Salt tolerance in coastal reed beds under drought</div>
<div class="large-3 columns">UNDER REVIEW</div>
<div class="large-3 columns">2024</div></div>
"""


def test_each_grid_row_of_title_journal_and_date_cells_is_one_paper(parse_text):
    pubs = parse_text(GRID_PAPERS_PAGE, "publications.md").publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Tidal rhythms of burrowing crabs on mudflats", "Estuarine Zoology Letters", 2022),
        ("Salt tolerance in coastal reed beds under drought", None, 2024),
    ]


ROLE_ORG_TIME_GRID_PAGE = """---
layout: homepage
---

## About Me

<div class="intro" markdown="1">
I study tides.
<div class="jobs">
<h3>Experience</h3>
<div class="jobs-grid">
<div class="jobs-item"><img src="a.svg" alt="logo">
<div class="jobs-role">Research Fellow</div>
<div class="jobs-org">Northwind Tidal Institute</div>
<div class="jobs-time">2022 - Present</div></div>
<div class="jobs-item"><img src="b.svg" alt="logo">
<div class="jobs-role">Visiting Student</div>
<div class="jobs-org">Harbor City University</div>
<div class="jobs-time">2019.02 - 2020.02</div></div>
</div>
</div>
</div>
"""


def test_a_grid_whose_classes_name_role_organisation_and_time(parse_text):
    profile = parse_text(ROLE_ORG_TIME_GRID_PAGE, "index.md", kind="homepage")
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in profile.experience] == [
        ("Northwind Tidal Institute", "Research Fellow", 2022, None),
        ("Harbor City University", "Visiting Student", 2019, 2020),
    ]


def test_a_logo_row_with_its_dates_at_the_right_end_names_its_employer(parse_text):
    page = """<!doctype html><html><body><h1>Ilse Marwood</h1>
<h2 id="experience">Experience</h2>
<ul>
<li style="display: flex; justify-content: space-between;">
  <span><img src="logos/q.png" alt="Quillon">
    Vision Intern, Imaging Team, <strong>Quillon</strong></span>
  <span>May 2024 - Nov 2024</span>
</li>
</ul></body></html>"""
    profile = parse_text(page, "index.html")
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in profile.experience] == [
        ("Quillon", "Vision Intern", 2024, 2024)
    ]


def test_a_bracketed_link_word_after_a_heading_keeps_its_publication_list(parse_text):
    page = """<!doctype html><html><body><h1>Ilse Marwood</h1>
<h2>Publications [<a href="https://scholar.google.com/citations?user=abc">Google Scholar</a>]</h2>
<ol>
<li><div class="title">Sparse Lattices for Tidal Flow Forecasting</div>
<div class="author">Ilse Marwood, Teodor Vasquez-Lind</div>
<div class="periodical"><em>Journal of Coastal Modelling</em></div></li>
<li><div class="title">Counting Gulls with Weak Labels at Scale</div>
<div class="author">Teodor Vasquez-Lind, Ilse Marwood</div>
<div class="periodical"><em>Under Review</em></div></li>
</ol></body></html>"""
    titles = [p.title for p in parse_text(page, "index.html").publications]
    assert titles == [
        "Sparse Lattices for Tidal Flow Forecasting",
        "Counting Gulls with Weak Labels at Scale",
    ]


SECTION_HEAD_DIV_PAGE = """<!doctype html><html><body>
<div class="ident">Oskar Venn</div>
<div class="sec-head"><span class="num">01</span><span class="name">Summary</span></div>
<p>Oskar is a doctoral researcher in coastal robotics.</p>
<div class="sec-head"><span class="num">02</span><span class="name">Publications</span>
<span class="tail">— 2 entries</span></div>
<ol class="pubs">
<li><span class="idx">01</span><div class="body">
<div class="meta-line"><b>2025·03</b><span class="sep">/</span>RSS 2025</div>
<a class="title" href="https://example.org/a">Tethered Drones for Surf-Zone Mapping</a>
<div class="authors">O. Venn, M. Adeyemi-Holt</div></div></li>
<li><span class="idx">02</span><div class="body">
<div class="meta-line"><b>2024·06</b><span class="sep">/</span>ICRA 2024</div>
<a class="title" href="https://example.org/b">Sand Ripple Odometry from Sonar Returns</a>
<div class="authors">M. Adeyemi-Holt, O. Venn</div></div></li>
</ol>
<ul class="contact-list">
<li><a href="https://github.com/oskarvenn"><span class="k">GH</span><span>oskarvenn</span></a></li>
<li><a href="https://scholar.google.com/citations?user=QxYz12AAAAJ"><span class="k">GS</span>
<span>scholar profile</span></a></li>
</ul></body></html>"""


def test_a_section_heading_drawn_by_its_class_opens_its_section(parse_text):
    profile = parse_text(SECTION_HEAD_DIV_PAGE, "index.html")
    assert [(p.title, p.venue, p.year) for p in profile.publications] == [
        ("Tethered Drones for Surf-Zone Mapping", "RSS", 2025),
        ("Sand Ripple Odometry from Sonar Returns", "ICRA", 2024),
    ]


def test_a_contact_list_key_before_the_account_name_is_the_owners_link(parse_text):
    assert parse_text(SECTION_HEAD_DIV_PAGE, "index.html").links == {
        "github": "https://github.com/oskarvenn",
        "scholar": "https://scholar.google.com/citations?user=QxYz12AAAAJ",
    }
    mentor = "<p>Mentor: <a href='https://github.com/tovalind'>tovalind</a>, for two years.</p>"
    page = SECTION_HEAD_DIV_PAGE.replace("<ul class", mentor + "<ul class")
    assert parse_text(page, "index.html").links["github"] == "https://github.com/oskarvenn"


TABBED_PAPERS_PAGE = """<!doctype html><html><head><title>Wren Halloway</title></head><body>
<p>Wren Halloway</p><p>I am a PhD student at Corrimony University.</p>
<h2>Publications</h2>
<button onclick="show('selected')">Selected</button><button onclick="show('all')">All</button>
<div id="tab-selected"><ul>
<li>Wren Halloway, Ivo Marsh. Lantern Fields for Sparse Views. CVPR 2025.</li>
</ul></div>
<div id="tab-all" style="display:none"><ul>
<li>Wren Halloway, Ivo Marsh. Lantern Fields for Sparse Views. CVPR 2025.</li>
<li>Ivo Marsh, Wren Halloway. Quiet Gradients in Shallow Networks. ICLR 2024.</li>
</ul></div>
</body></html>"""


def test_a_hidden_tab_panel_is_read_with_the_page(parse_text):
    profile = parse_text(TABBED_PAPERS_PAGE, "index.html")
    assert [p.title for p in profile.publications] == [
        "Lantern Fields for Sparse Views",
        "Quiet Gradients in Shallow Networks",
    ]


RESEARCH_HEADED_PAGE = """<!doctype html><html><head><title>Tamsin Roe</title></head><body>
<p>Tamsin Roe</p><p>I am a PhD student at Harrowgate University.</p>
<h2>Research</h2>
<div class="paper"><p class="title">Folded Lenses for Tiny Cameras</p>
<p class="authors">Tamsin Roe, Ada Vinter</p>
<p class="venue"><em>ICCV</em>, 2025</p>
<p class="links"><a href="a.pdf">Paper</a> / <a href="p.html">Project Page</a> /
<a href="c">Code</a></p></div>
<div class="paper"><p class="title">Shadows as Supervision for Depth</p>
<p class="authors">Ada Vinter, Tamsin Roe, Bo Lund</p>
<p class="venue"><em>NeurIPS</em>, 2024</p>
<p class="links"><a href="b.pdf">Paper</a> / <a href="c2">Code</a></p></div>
<div class="paper"><p class="title">Counting Clouds from Orbit</p>
<p class="authors">Tamsin Roe</p>
<p class="venue"><em>arXiv</em>, 2023</p>
<p class="links"><a href="d.pdf">Paper</a></p></div>
<h2>Awards</h2><p>Harrowgate Medal, 2022</p>
</body></html>"""


def test_a_pages_research_heading_over_paragraph_per_line_entries_heads_its_papers(parse_text):
    profile = parse_text(RESEARCH_HEADED_PAGE, "index.html")
    assert [(p.title, p.venue, p.year) for p in profile.publications] == [
        ("Folded Lenses for Tiny Cameras", "ICCV", 2025),
        ("Shadows as Supervision for Depth", "NeurIPS", 2024),
        ("Counting Clouds from Orbit", "arXiv", 2023),
    ]


BIBTEX_BUILT_LIST_PAGE = """<!doctype html><html><head><title>Ivo Marsh</title></head><body>
<p>Ivo Marsh</p><p>I am a lecturer at Corrimony University.</p>
<h2>Publications</h2>
<div class="pub-list-item"><p>I. Marsh, A. ~G. Vinter (2024). Quiet Gradients in Shallow Networks.
<em>ICLR'24</em>.</p><p><a href="a.pdf">PDF</a> <a href="#">Cite</a> <a href="c">Code</a></p></div>
<div class="pub-list-item"><p>B. Lund, I. Marsh (2023). Folded Lenses for Tiny Cameras.
<em>ICCV'23</em>.</p><p><a href="b.pdf">PDF</a> <a href="#">Cite</a></p></div>
<div class="pub-list-item"><p>I. Marsh, A. ~G. Vinter, B. Lund (2022). Counting Clouds from Orbit.
<em>arXiv</em>.</p><p><a href="d.pdf">PDF</a></p></div>
</body></html>"""


def test_link_rows_part_one_line_entries_and_bibtex_ties_part_no_names(parse_text):
    profile = parse_text(BIBTEX_BUILT_LIST_PAGE, "index.html")
    assert [(p.title, p.venue, p.year) for p in profile.publications] == [
        ("Quiet Gradients in Shallow Networks", "ICLR", 2024),
        ("Folded Lenses for Tiny Cameras", "ICCV", 2023),
        ("Counting Clouds from Orbit", "arXiv", 2022),
    ]
    assert profile.publications[0].authors == ["I. Marsh", "A. G. Vinter"]
