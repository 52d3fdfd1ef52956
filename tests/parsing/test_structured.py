"""Facts stated in structure: front matter of static-site themes, read before the prose."""

from parsing.extract import extract_document

HUGO_BLOX_AUTHOR = """---
title: Marisol T. Okafor-Lind

first_name: Marisol Tamsin
last_name: Okafor-Lind

role: Doctoral Researcher
organizations:
  - name: Quiet Systems Lab, Fernhollow University
    url: https://qsl.example.org/

profiles:
  - url: https://github.com/mokafor
    icon: brands/github
    label: Code
  - link: https://scholar.google.com/citations?user=Zz9yXx8AAAAJ
    icon: academicons/google-scholar
    label: Papers
  - url: mailto:marisol@fernhollow.example.edu
    icon: at-symbol

interests:
  - Storage Systems
  - Crash Consistency

education:
  - area: PhD Storage Engineering
    institution: Fernhollow University
    summary: |
      GPA: 3.95/4.0

      Advisor: Tove Brandqvist
    date_start: 2023-09-01
    date_end: ''
  - area: BSc Physics, Highest Distinction & Honors
    institution: Lakemere College
    date_start: 2019-09-01
    date_end: 2023-06-01
work:
  - position: Storage Intern
    company_name: Brightwater Data Systems
    date_start: '2024-05-13'
    date_end: '2024-09-01'
    summary: |
      - Built a log-structured cache
  - position: Doctoral Researcher
    company_name: Fernhollow University
    date_start: 2023-09-01
    date_end: ''

# skills:
#   - name: Languages I Know
#     items:
#       - name: Cobol
# awards:
#   - title: Certificate in Template Filling
#     awarder: Example MOOC
---

## About Me

Marisol, a doctoral student at Fernhollow University, works on storage.
"""


def test_hugo_blox_author_profile_facts_come_from_front_matter(parse_text):
    profile = parse_text(HUGO_BLOX_AUTHOR, "_index.md")
    assert profile.kind == "homepage"
    assert profile.name == "Marisol T. Okafor-Lind"
    assert profile.emails == ["marisol@fernhollow.example.edu"]
    assert profile.links["github"] == "https://github.com/mokafor"
    assert "scholar" in profile.links
    phd, bsc = profile.education
    assert (phd.institution, phd.degree, phd.field) == (
        "Fernhollow University",
        "PhD",
        "Storage Engineering",
    )
    assert (phd.start_year, phd.end_year, phd.gpa, phd.advisors) == (
        2023,
        None,
        "3.95/4.0",
        ["Tove Brandqvist"],
    )
    assert (bsc.degree, bsc.field, bsc.start_year, bsc.end_year) == ("BS", "Physics", 2019, 2023)
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in profile.experience] == [
        ("Brightwater Data Systems", "Storage Intern", 2024, 2024),
        ("Fernhollow University", "Doctoral Researcher", 2023, None),
    ]
    assert profile.awards == ["Highest Distinction"]
    assert profile.research_interests[:2] == ["Storage Systems", "Crash Consistency"]


def test_work_item_with_its_title_and_employer_keys_swapped_reads_the_lab_as_employer(parse_text):
    page = HUGO_BLOX_AUTHOR.replace(
        "  - position: Storage Intern\n    company_name: Brightwater Data Systems\n",
        "  - position: Quiet Storage Lab\n    company_name: Visiting Student Researcher\n",
    )
    profile = parse_text(page, "_index.md")
    assert [(e.organization, e.role) for e in profile.experience] == [
        ("Quiet Storage Lab", "Visiting Student Researcher"),
        ("Fernhollow University", "Doctoral Researcher"),
    ]


def test_commented_out_template_blocks_stay_ignored(parse_text):
    profile = parse_text(HUGO_BLOX_AUTHOR, "_index.md")
    assert "Cobol" not in profile.skills
    assert not any("Template" in award for award in profile.awards)


def test_a_fact_in_front_matter_and_prose_is_listed_once(parse_text):
    profile = parse_text(HUGO_BLOX_AUTHOR, "_index.md")
    fernhollow = [e for e in profile.education if "Fernhollow" in e.institution]
    assert len(fernhollow) == 1


WOWCHEMY_AUTHOR = """---
name: Ines Varga-Holm
role: Senior Data Scientist
organizations:
  - name: Copperline Analytics
    url: ""
email: ines@copperline.example.com
social:
  - icon: envelope
    icon_pack: fas
    link: '#contact'
  - icon: linkedin
    icon_pack: fab
    link: https://www.linkedin.com/in/ines-varga-holm
education:
  courses:
    - course: MSc in Applied Statistics
      institution: University of Dunmore
      year: 2019
    - course: BA in Mathematics
      institution: Westfall College
      year: 2017
skills:
  - name: Languages
    items:
      - name: Python
      - name: R
  - name: Hobbies
    items:
      - name: Sailing
awards:
  - title: Dunmore Graduate Prize
    date: '2019-06-01'
---

Ines builds forecasting models.
"""


def test_wowchemy_courses_social_skills_and_current_position(parse_text):
    profile = parse_text(WOWCHEMY_AUTHOR, "about.md")
    assert profile.name == "Ines Varga-Holm"
    assert profile.emails == ["ines@copperline.example.com"]
    assert profile.links == {"linkedin": "https://www.linkedin.com/in/ines-varga-holm"}
    assert [(e.institution, e.degree, e.field, e.end_year) for e in profile.education] == [
        ("University of Dunmore", "MS", "Applied Statistics", 2019),
        ("Westfall College", "BA", "Mathematics", 2017),
    ]
    assert [(e.organization, e.role) for e in profile.experience] == [
        ("Copperline Analytics", "Senior Data Scientist")
    ]
    assert profile.skills == ["Python", "R"]  # the hobbies group is no skill
    assert profile.awards == ["Dunmore Graduate Prize"]


def test_a_student_role_in_front_matter_is_a_degree_not_a_position(parse_text):
    page = """---
title: Oskar Lindqvist-Amadi
role: PhD Student
organizations:
  - name: Halvard Institute of Technology
---

Hello.
"""
    profile = parse_text(page, "index.md")
    assert [(e.institution, e.degree, e.field) for e in profile.education] == [
        ("Halvard Institute of Technology", "PhD", None)
    ]
    assert profile.experience == []


def test_a_display_name_in_another_script_leaves_the_latin_full_name(parse_text):
    page = """---
title: 林奥斯
first_name: Oskar
last_name: Lindqvist-Amadi
profiles:
  - icon: at-symbol
    url: 'oskar@halvard.example.se'
---

Hello.
"""
    profile = parse_text(page, "index.md")
    assert profile.name == "Oskar Lindqvist-Amadi"
    assert profile.emails == ["oskar@halvard.example.se"]


ACADEMICPAGES_AUTHOR = """---
permalink: /
title: "About"
author_profile: true
author:
  name: "Teodora Quayle-Nakamura"
  email: "tquayle@ravensmoor.example.edu"
  github: "tquayle"
  googlescholar: "https://scholar.google.com/citations?user=Qq1Ww2EEAAAJ"
  linkedin: "teodora-qn"
  twitter: "@tqnakamura"
---

I study reef ecology.
"""


def test_academicpages_author_block_handles_become_profile_links(parse_text):
    profile = parse_text(ACADEMICPAGES_AUTHOR, "about.md")
    assert profile.name == "Teodora Quayle-Nakamura"
    assert profile.emails == ["tquayle@ravensmoor.example.edu"]
    assert profile.links == {
        "github": "github.com/tquayle",
        "scholar": "https://scholar.google.com/citations?user=Qq1Ww2EEAAAJ",
        "linkedin": "linkedin.com/in/teodora-qn",
        "twitter": "x.com/tqnakamura",
    }


def test_al_folio_configuration_names_and_handles(parse_text):
    page = """---
first_name: Idris
middle_name: K.
last_name: Vantongeren
email: idris@kelmscott.example.ac.uk
scholar_userid: Kk1Ll2MMAAAJ
github_username: ivantongeren
---

Hello.
"""
    profile = parse_text(page, "about.md")
    assert profile.name == "Idris K. Vantongeren"
    assert profile.links == {
        "github": "github.com/ivantongeren",
        "scholar": "scholar.google.com/citations?user=Kk1Ll2MMAAAJ",
    }


def test_toml_front_matter_is_read_too(parse_text):
    page = """+++
title = "Renske Abernathy"
email = "renske@saltmarsh.example.org"
interests = ["Coastal Hydrology"]

[[education]]
area = "MSc Hydrology"
institution = "Saltmarsh University"
date_end = 2024-07-01
+++

Renske models estuaries.
"""
    profile = parse_text(page, "index.md")
    assert profile.name == "Renske Abernathy"
    assert profile.emails == ["renske@saltmarsh.example.org"]
    assert [(e.institution, e.degree, e.end_year) for e in profile.education] == [
        ("Saltmarsh University", "MS", 2024)
    ]


def test_page_front_matter_describes_no_person():
    page = """---
title: about
layout: about
permalink: /
profile:
  align: right
  image: me.png
social: false
---

Hello, a master's student at Brackwater University writes here.
"""
    document = extract_document(page.encode())
    assert document.facts is None
    assert document.title == "about"


def test_front_matter_that_is_not_valid_yaml_still_gives_its_title():
    page = """---
title: "Jonah Pell's Page"
excerpt: {{ site.description }: broken
---

Hello.
"""
    document = extract_document(page.encode())
    assert document.title == "Jonah Pell's Page"
    assert document.facts is None


JSON_LD_PAGE = """<!doctype html><html><head><title>Home</title>
<script type="application/ld+json">
{"@context": "https://schema.org", "@type": "ProfilePage",
 "mainEntity": {"@type": "Person", "name": "Caspian Oyelaran-Frost",
   "email": "mailto:caspian@brinefield.example.edu",
   "jobTitle": "PhD Candidate",
   "affiliation": {"@type": "CollegeOrUniversity", "name": "Brinefield University"},
   "alumniOf": [{"@type": "CollegeOrUniversity", "name": "Kestrel Polytechnic Institute"}],
   "sameAs": ["https://github.com/cfrost", "https://www.linkedin.com/in/caspian-of"],
   "award": ["Brinefield Graduate Fellowship"]}}
</script></head>
<body><main><h1>Welcome!</h1><p>I work on tidal energy.</p></main></body></html>"""


def test_json_ld_person_gives_name_contact_schools_and_awards(parse_text):
    profile = parse_text(JSON_LD_PAGE, "index.html")
    assert profile.name == "Caspian Oyelaran-Frost"
    assert profile.emails == ["caspian@brinefield.example.edu"]
    assert profile.links == {
        "github": "https://github.com/cfrost",
        "linkedin": "https://www.linkedin.com/in/caspian-of",
    }
    assert [(e.institution, e.degree) for e in profile.education] == [
        ("Kestrel Polytechnic Institute", None),
        ("Brinefield University", "PhD"),
    ]
    assert profile.awards == ["Brinefield Graduate Fellowship"]


MICRODATA_PAGE = """<!doctype html><html><head><title>Site</title></head><body>
<div itemscope itemtype="https://schema.org/Person">
  <h1 itemprop="name">Ilse Marwick-Dube</h1>
  <p><span itemprop="jobTitle">Research Engineer</span> at
  <span itemprop="worksFor" itemscope itemtype="https://schema.org/Organization">
    <span itemprop="name">Thornbury Robotics</span></span></p>
  <a itemprop="email" href="mailto:ilse@thornbury.example.com">write to me</a>
  <a itemprop="sameAs" href="https://scholar.google.com/citations?user=Ab12Cd34AAAAJ">papers</a>
</div></body></html>"""


def test_microdata_person_gives_position_and_links(parse_text):
    profile = parse_text(MICRODATA_PAGE, "index.html")
    assert profile.name == "Ilse Marwick-Dube"
    assert profile.emails == ["ilse@thornbury.example.com"]
    assert profile.links["scholar"].endswith("user=Ab12Cd34AAAAJ")
    assert [(e.organization, e.role) for e in profile.experience][:1] == [
        ("Thornbury Robotics", "Research Engineer")
    ]
    assert len([e for e in profile.experience if "Thornbury" in e.organization]) == 1


ALFOLIO_BIB_PAGE = """<!doctype html><html><head><title>Wren Achterberg</title></head><body>
<h1>Wren Achterberg</h1><p>PhD student at Duneholt University.</p>
<h2>Publications</h2>
<ol class="bibliography"><li><div class="row" id="paper-1">
  <div class="abbr col-sm-2"><abbr class="badge">SOSP</abbr></div>
  <div id="entry-1" class="col-sm-8">
    <div class="title">Lazy Ledgers: Deferred Durability for Replicated Logs</div>
    <div class="author"><em>Wren Achterberg</em>, and Pim Osei</div>
    <div class="periodical"><em>In Proceedings of the 31st Symposium on Operating
      Systems Principles</em>, 2025</div>
    <div class="bibtex hidden"><figure class="highlight"><pre><code class="language-bibtex">
@inproceedings{achterberg2025lazy,
  title = {Lazy {L}edgers: Deferred Durability for Replicated Logs},
  author = {Achterberg, Wren and Osei, Pim},
  booktitle = {Proceedings of the 31st Symposium on Operating Systems Principles},
  year = {2025}
}</code></pre></figure></div>
  </div></div></li></ol>
</body></html>"""


def test_bibtex_behind_a_button_gives_the_paper_once_with_the_shown_short_venue(parse_text):
    profile = parse_text(ALFOLIO_BIB_PAGE, "index.html")
    assert [(p.title, p.venue, p.year) for p in profile.publications] == [
        ("Lazy Ledgers: Deferred Durability for Replicated Logs", "SOSP", 2025)
    ]
    assert profile.publications[0].authors == ["Wren Achterberg", "Pim Osei"]
    assert profile.publications[0].author_position == 1


def test_a_bibtex_block_in_markdown_is_read_as_publications_not_as_lines(parse_text):
    page = """# Jorun Castellanos-Mbeki

I study glaciers at Skarvik University.

## Publications

```bibtex
@article{castellanos2024,
  title={Meltwater Channels Under Thin Ice Shelves},
  author={Castellanos-Mbeki, Jorun and Lund, Aksel},
  journal={Journal of Glaciology},
  year={2024}
}
@phdthesis{castellanos2025,
  title={A Thesis That Is Not a Paper},
  author={Castellanos-Mbeki, Jorun},
  school={Skarvik University},
  year={2025}
}
```
"""
    document = extract_document(page.encode())
    assert not any("@article" in line or "title=" in line for line in document.lines)
    profile = parse_text(page, "index.md")
    assert [(p.title, p.venue, p.year) for p in profile.publications] == [
        ("Meltwater Channels Under Thin Ice Shelves", "Journal of Glaciology", 2024)
    ]


def test_jekyll_seo_tag_author_is_the_sites_owner(parse_text):
    page = """<!doctype html><html><head><title>Notes</title>
<script type="application/ld+json">
{"@context":"https://schema.org","@type":"WebSite","headline":"Notes",
 "author":{"@type":"Person","name":"Sunniva Okwuosa-Berg"},
 "url":"https://soberg.github.io/"}
</script></head><body><h1>Notes</h1><p>Things I learned about compilers.</p></body></html>"""
    assert parse_text(page, "index.html").name == "Sunniva Okwuosa-Berg"


def test_the_author_meta_tag_names_a_page_that_never_states_its_owner(parse_text):
    page = """<!doctype html><html><head><title>Welcome!</title><meta name="robots" content="index">
<meta name="author" content="Halvard Quist-Ebbe"></head>
<body><h1>Welcome!</h1><p>I work on wind tunnels and drones.</p></body></html>"""
    assert parse_text(page, "index.html").name == "Halvard Quist-Ebbe"


def test_one_year_field_holding_a_range_gives_both_ends(parse_text):
    courses = [
        ("PhD in Glaciology", "Fernhill University", "2023 - Present"),
        ("BSc in Geology", "Larchmont College", "2019 - 2023"),
    ]
    items = "".join(
        f"    - course: {course}\n      institution: {school}\n      year: {year}\n"
        for course, school, year in courses
    )
    page = f"---\ntitle: Ines Marwood\neducation:\n  courses:\n{items}---\n\nI study lichens.\n"
    education = parse_text(page, "_index.md").education
    assert [(e.institution, e.start_year, e.end_year) for e in education] == [
        ("Fernhill University", 2023, None),
        ("Larchmont College", 2019, 2023),
    ]


def test_a_post_in_a_front_matter_education_list_is_a_position(parse_text):
    page = """---
title: Tamsin Orrell
education:
  courses:
    - course: Ph.D. in Marine Geology
      institution: Northfield University
      year: 2023 - Present
    - course: Undergraduate Student Intern
      institution: Velmora Institute of Technology
      year: 2022 Fall Semester
---

Hello.
"""
    profile = parse_text(page, "_index.md")
    assert [(e.institution, e.degree) for e in profile.education] == [
        ("Northfield University", "PhD")
    ]
    assert [(e.organization, e.role, e.end_year) for e in profile.experience] == [
        ("Velmora Institute of Technology", "Undergraduate Student Intern", 2022)
    ]


def test_a_jekyll_include_that_draws_a_paper_gives_the_paper(parse_text):
    page = """---
permalink: /
title: "Hello"
---

I'm Tove Aramburu, a PhD student in Geodesy at Skarvik University.

Publications
=====

{% include publication.html
  image_path="/images/fig.png"
  title="Drifting Buoys Read the Tides of Narrow Fjords"
  authors="Ola Brenn*, <strong>Tove Aramburu*</strong>, Ivo Kettle"
  paper_url="https://example.org/paper.pdf"
  conference="ICASSP 2025"
  presentation_type="Poster"
%}

{% include education.html %}
"""
    profile = parse_text(page, "about.md")
    assert [(p.title, p.venue, p.year) for p in profile.publications] == [
        ("Drifting Buoys Read the Tides of Narrow Fjords", "ICASSP", 2025)
    ]
    assert profile.publications[0].author_position == 2


def test_a_pages_opening_prose_in_front_matter_is_read_as_its_text(parse_text):
    page = """---
permalink: /
layout: home
excerpt: "Short."
intro: >-
  Hi there! I'm Ilse Varga-Moreau. I obtained my Bachelor of Science degree in Geodesy
  from Skarvik University. I am pursuing a Ph.D. in Oceanography at Fernhollow University.
---

<section id="publications"><h2>Publications</h2></section>
"""
    profile = parse_text(page, "index.md")
    assert profile.name == "Ilse Varga-Moreau"
    assert sorted((e.institution, e.degree) for e in profile.education) == [
        ("Fernhollow University", "PhD"),
        ("Skarvik University", "BS"),
    ]


def test_a_shortened_name_in_prose_is_the_front_matters_institution(parse_text):
    page = """---
title: Oskar Lindqvist-Amadi
role: PhD Student
organizations:
  - name: Fernhollow Institute of Technology
education:
  - area: PhD Geodesy
    institution: Fernhollow Institute of Technology
    date_start: 2024-08-19
  - area: BS Geodesy
    institution: Skarvik State University
    date_start: 2018-08-27
    date_end: 2021-12-18
---

## About Me

I am a PhD student in the Tidal Lab at Fernhollow Tech, and before that I studied at Skarvik State.
"""
    profile = parse_text(page, "_index.md")
    assert [e.institution for e in profile.education] == [
        "Fernhollow Institute of Technology",
        "Skarvik State University",
    ]


LANDING_PAGE_OF_BLOCKS = """---
title:
type: landing
sections:
  - block: experience
    id: studies
    content:
      title: Education
      items:
        - title: MSc in Applied Optics
          company: Corvale Institute of Technology
          date_start: '2020-10-05'
          date_end: '2021-07-15'
  - block: experience
    content:
      title: Experience
      items:
        - title: Imaging Engineer
          company: Brightlake Instruments
          date_start: '2021-08-02'
          date_end: ''
  - block: collection
    content:
      title: Publications
      filters:
        folders: [publication]
  - block: contact
    content:
      title: Contact
      email: nadia.kerrow@example.org
      phone: 555 0134 2200
---
"""


def test_a_landing_page_of_blocks_gives_its_timelines_and_contact_card(parse_text):
    profile = parse_text(LANDING_PAGE_OF_BLOCKS, "_index.md")
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("Corvale Institute of Technology", "MS", 2020, 2021)
    ]
    assert [(e.organization, e.role, e.start_year) for e in profile.experience] == [
        ("Brightlake Instruments", "Imaging Engineer", 2021)
    ]
    assert profile.emails == ["nadia.kerrow@example.org"]
    assert profile.phones == ["555 0134 2200"]


QUARTO_ABOUT_PAGE = """---
title: "Me"
about:
  template: trestles
  links:
    - href: https://github.com/okerrow
      icon: code
      text: Code
    - href: https://scholar.google.com/citations?user=Qx7AAAAJ
      icon: mortarboard
      text: Papers
---

I am a PhD student working on wave optics.
"""


def test_an_about_pages_profile_links_come_from_its_front_matter(parse_text):
    profile = parse_text(QUARTO_ABOUT_PAGE, "about.qmd")
    assert profile.links["github"] == "https://github.com/okerrow"
    assert profile.links["scholar"] == "https://scholar.google.com/citations?user=Qx7AAAAJ"


def test_a_quarto_pages_author_field_names_the_sites_owner(parse_text):
    page = (
        '---\ntitle: "Publications and Presentations"\nauthor: Mira Testauthor\n'
        "date: November 2, 2024\nformat: html\n---\n\n# Publications\n\n"
        "Coauthor, L., Testauthor, M. (2024). Crab walking in cold water. *Shore Letters*, 3, 20.\n"
        "\n# Professional Presentations\n\nCoauthor, L., Testauthor, M. (2023). *Sand and tides*."
        " Poster presented at the Shore Society.\n"
    )
    profile = parse_text(page, "publications.md")
    assert profile.name == "Mira Testauthor"
    assert [p.title for p in profile.publications] == ["Crab walking in cold water"]


def test_a_degree_told_by_its_level_in_the_bio_is_the_front_matters_degree(parse_text):
    page = (
        "---\ntitle: Ana Roe\nrole: Student\neducation:\n  courses:\n"
        "    - course: B.E. in Harbour Engineering\n      institution: Velmora University\n"
        "      year: 2020/9 - 2024/6\n---\n\n"
        "Hi, this is Ana Roe, an undergraduate at Velmora University who builds tide gauges."
        "\n"
    )
    profile = parse_text(page, "_index.md")
    assert [(e.institution, e.degree) for e in profile.education] == [
        ("Velmora University", "BEng")
    ]


EXPERIENCE_WIDGET_WITH_DEGREES = """---
widget: experience
headless: true
title: Experience
experience:
  - title: Doctoral Candidate in Coastal Engineering
    company: Harrowgate Technical University
    location: Dunmere
    date_start: '2022-09-01'
    date_end: ''
  - title: Hydrology Intern
    company: Tidewell Survey Ltd
    date_start: '2021-06-01'
    date_end: '2021-08-31'
  - title: Graduate Master's Student in Fluid Mechanics
    company: Corvale Institute of Technology
    date_start: '2019-09-01'
    date_end: '2021-06-30'
---
"""


def test_degrees_listed_in_an_experience_widget_are_education(parse_text):
    profile = parse_text(EXPERIENCE_WIDGET_WITH_DEGREES, "experience.md")
    assert [(e.institution, e.degree, e.field, e.end_year) for e in profile.education] == [
        ("Harrowgate Technical University", "PhD", "Coastal Engineering", None),
        ("Corvale Institute of Technology", "Master", "Fluid Mechanics", 2021),
    ]
    assert [(e.organization, e.role) for e in profile.experience] == [
        ("Tidewell Survey Ltd", "Hydrology Intern")
    ]


def test_a_dates_field_in_front_matter_gives_both_years(parse_text):
    page = """---
title: "Profile"
layout: cv_page
education:
  - degree: "B.E. Geodesy"
    school: "Lakemoor Institute of Technology"
    dates: "2019 - 2023"
  - degree: "M.S. Geodesy"
    school: "Ostervik University"
    dates: "2024 - 2026 (Expected)"
---
"""
    profile = parse_text(page, "about.md")
    assert [(e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("Lakemoor Institute of Technology", 2019, 2023),
        ("Ostervik University", 2024, 2026),
    ]
