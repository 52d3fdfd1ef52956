import pytest

from parsing import detect_kind

CV = """Ola Kindtest
ola@example.org
EDUCATION
Harbor State University, B.S. in Applied Physics\t2020 - 2024
EXPERIENCE
Software Intern, Quillfeather Inc.\tJun 2023 - Aug 2023
SKILLS
Python, Rust
"""
LETTER = """Dear Hiring Manager,

I am writing to apply for the summer research internship in your group. During my studies I
built several compilers and I would be glad to bring that experience to your projects next summer.

Sincerely,
Pim Lettertest
"""
HOMEPAGE = """Welcome to my homepage! I am a second-year PhD student at Harbor State University,
working on distributed systems with a focus on storage. News: our paper was accepted.
"""


@pytest.mark.parametrize(
    ("text", "kind"), [(CV, "cv"), (LETTER, "cover_letter"), (HOMEPAGE, "homepage")]
)
def test_kind_from_content(text, kind):
    assert detect_kind(text) == kind


def test_statement_of_purpose_is_a_cover_letter():
    text = "Rua Statement\n\nStatement of Purpose\n\n" + (
        "I want to study programming languages. " * 20
    )
    assert detect_kind(text) == "cover_letter"


def test_filename_does_not_override_clear_content():
    assert detect_kind(CV, "letter.pdf") == "cv"
    assert detect_kind(LETTER, "resume.pdf") == "cover_letter"


def test_page_with_front_matter_is_a_homepage(parse_text):
    page = "---\ntitle: About\n---\n## Education\n* B.S., Harbor State University\n## Skills\n* C\n"
    assert parse_text(page, "about.md").kind == "homepage"


def test_page_whose_front_matter_has_an_empty_title_is_a_homepage(parse_text):
    """An academicpages about.md sets title: "" and lists its sections like a CV."""
    page = (
        '---\npermalink: /\ntitle: ""\nauthor_profile: true\n---\n'
        "I work on glacier models.\n\n"
        "# Publications\n- *Ice flow at scale.* Tova Rime. ICE 2024\n\n"
        "# Education\n- 2021 - now, Ph.D. Student, Glaciology, Harbor State University\n\n"
        "# Experience\n- 2020, Intern, Quillfeather Inc.\n\n# Awards\n- Rime Prize\n"
    )
    assert parse_text(page, "about.md").kind == "homepage"


def test_markdown_cv_page_stays_a_cv(parse_text):
    page = (
        '---\npermalink: /cv/\ntitle: ""\n---\n# Education\n- B.S., Harbor State University\n\n'
        "# Experience\n- Intern, Quillfeather Inc., 2020\n\n# Skills\n- C\n"
    )
    assert parse_text(page, "page.md").kind == "cv"


def test_portfolio_saved_as_text_is_a_homepage():
    text = (
        "Wren Textpage\nSoftware engineer\n\nHome    Projects    Experience    Contact\n\n"
        "Experience\n• Quorvane — Intern (May 2024 – Aug 2024)\n\nProjects\n• a tool\n\n"
        "© 2025 Wren Textpage\n"
    )
    assert detect_kind(text, "page.txt") == "homepage"


def test_first_person_prose_without_salutation_or_title_is_a_letter():
    """A motivation letter with no "Dear", no title and no closing, wrapped at a page's
    width so that no line is long: its first-person voice is what tells it from a CV."""
    lines = [
        "I am a second-year student of chemistry at Pellmore University and I would",
        "love to spend my summer in your group. My interest in catalysis began when I",
        "ran my first titration, and since then I have read everything I could find.",
        "In my coursework I learned spectroscopy, and my project taught me patience.",
        "Last spring I built a small flow reactor with two friends from my class; it",
        "leaked twice before it worked, and I learned more from the leaks than from",
        "any lecture. My notes from that term are still the ones I reach for first.",
        "I also tutor first-year students in my department, which keeps my basics",
        "sharp and has shown me how much I enjoy explaining a reaction step by step.",
        "Your work on porous catalysts is the reason I am writing: I read two of your",
        "group's papers this winter and tried to reproduce one figure on my own.",
        "I hope my background fits the topic, and I am eager to learn from the team.",
    ]
    text = "Orla Quennet\n\n" + "\n".join(lines) + "\n"
    assert detect_kind(text, "document.pdf") == "cover_letter"
    french = (
        "Je suis en deuxième année de licence et je souhaite rejoindre votre équipe. Mon stage\n"
        "m'a appris la rigueur, et je pense que mon profil correspond à votre offre de stage.\n"
    )
    assert detect_kind("Orla Quennet\n\n" + french * 8, "document.pdf") == "cover_letter"


def test_a_first_person_page_that_lists_its_papers_and_talks_stays_a_homepage(parse_text):
    page = (
        "# Perrin Ashgrove\n\nI am a third-year PhD student at Orrin University. My work is on "
        "program synthesis; I build tools that help my colleagues and me write correct code. "
        "Before my PhD I worked at Quill Labs, where I wrote my first compiler.\n\n"
        "## Papers\n- **Synthesis at scale.** Perrin Ashgrove. PLDI 2025.\n"
        "- **Types for tools.** Perrin Ashgrove. POPL 2024.\n\n## Talks\n"
        "- 2025: I spoke at my old school.\n- 2024: I gave my first invited talk.\n\n"
        "## Contact\nMy email is perrin@orrin.example. I read my mail on Mondays, and I am happy "
        "to chat with students who want to work with me; I reply to every message I get.\n\n"
        + "I also keep my notes on type theory, which I update when I learn something new. "
        * 4
    )
    assert parse_text(page, "perrin.md").kind == "homepage"


def test_a_letter_in_another_language_is_a_cover_letter_by_its_salutation_and_closing(
    parse_text,
):
    letter = (
        "Fundación Aurelia Norte\tMarzo, 2024\nOficina de Becas\n\n"
        "Estimada Fundación Aurelia Norte,\n\n"
        "Cuando terminé el bachillerato me mudé sola a otra ciudad para estudiar química, y "
        "aprendí a organizar mi tiempo entre las clases y un trabajo de tarde en una librería.\n\n"
        "Ahora quiero seguir con un máster en catálisis, y esta beca lo haría posible.\n\n"
        "Se despide,\nNerea Olaizabal Quintas\n"
    )
    assert detect_kind(letter) == "cover_letter"
    assert parse_text(letter, "carta.txt").name == "Nerea Olaizabal Quintas"


def test_a_markdown_cv_without_front_matter_is_no_site_page_for_what_its_body_sets_apart(
    parse_text,
):
    cv = (
        "# Sunniva Holtedahl\n\n**Data Scientist** · sunniva@example.org\n\n## About Me\n\n"
        "Data leader with ten years in analytics.\n\n## Professional Experience\n\n"
        "### **Head of Data**, Fjordline (Sept 2022 – Present)\n\n**Key Achievements:**\n\n"
        "- Built the data platform.\n\n### **Senior Data Scientist**, Kvaal Analytics "
        "(Nov 2017 – Sept 2022)\n\n**Key Achievements:**\n\n- Shipped forecasting models.\n\n"
        "## Education\n\n- PhD in Neuroscience, Example University (2017)\n\n"
        "## Skills\n\n- Python, SQL, Spark\n"
    )
    assert parse_text(cv, "sunniva.md").kind == "cv"


def test_a_statement_that_speaks_of_portfolios_is_no_homepage():
    """An economist's research statement writes "portfolio" in prose (household, bank and
    asset portfolios); the word is a site's cue only as a page's own title or "my portfolio"."""
    body = (
        "My research studies how households rebalance their portfolio when deposit rates move, "
        "and how bank portfolio choices pass monetary policy on to lending across regions. "
    )
    text = (
        "Research Statement\nTamsin Orrery — Larkfield University\n\nOverview\n"
        + body * 4
        + "\nA second strand estimates portfolio shares of pension funds over two decades.\n"
        + body * 3
    )
    assert detect_kind(text, "statement.pdf") == "cover_letter"


@pytest.mark.parametrize(
    "title", ["Portfolio", "Wren Textpage | Portfolio", "Welcome to my portfolio"]
)
def test_a_portfolio_title_still_marks_a_page(title):
    text = f"{title}\n\nWren Textpage builds small tools.\nProjects\n• a tool\n"
    assert detect_kind(text, "page.txt") == "homepage"


def test_a_statement_with_a_dateline_is_a_letter_though_it_opens_as_a_researcher():
    """A research statement headed by the writer, their university and the day's date; its
    first sentence ("I am an applied researcher") reads like a page's bio."""
    body = (
        "The project studies how river towns share water in dry years and how their councils "
        "bargain over reservoirs, using surveys, field experiments and archival records. "
    )
    text = (
        "Odile Marchetti, PhD\nHarrowgate University\nMarch 3, 2025\n\n"
        "I am an applied researcher working on local water governance. " + body * 6
    )
    assert detect_kind(text, "statement.pdf") == "cover_letter"


def test_a_statement_titled_on_its_first_line_is_a_cover_letter():
    """ "Cover Letter" over the applicant's name and a bulleted list of achievements, with
    "I am a masters student" (a homepage's words) in its first paragraph."""
    text = (
        "Cover Letter\nMarn Quillby | Physics Masters, Harbor State\nmarn@example.org\n\n"
        "I am a masters student in the Physics Department at Harbor State University. I am\n"
        "interested in joining projects on cold atoms and I would bring my lab work with me.\n"
        "Some of the accomplishments that I am most proud of are:\n"
        "• Receiving a graduate fellowship from the department.\n"
        "• Teaching the optics laboratory course for two years.\n"
        "• Presenting a poster at a regional meeting on lasers.\n"
    ) + (
        "Cold atom experiments need stable lasers, careful vacuum work and patient data\n"
        "analysis, and the group's recent traps have set records for the lifetime of samples.\n"
    ) * 10
    assert len(text) > 1500  # the title is not read again as the letter's last lines
    assert detect_kind(text) == "cover_letter"


@pytest.mark.parametrize("title", ["Research Proposal", "RESEARCH INTEREST", "Motivation Letter"])
def test_a_research_proposal_written_impersonally_is_a_cover_letter(title):
    """No salutation, no "I": only the title says what the document is."""
    body = (
        "Reliable Glacier Models  Models of glacier flow have grown accurate at large scale,\n"
        "yet their forecasts remain uncertain where the bed is poorly observed by radar and\n"
        "drilling campaigns are rare, which limits their use in planning for sea level rise.\n"
    ) * 4
    assert detect_kind(f"{title}\n\nTova Rime\nHarbor State University\n\n{body}") == "cover_letter"


def test_running_text_that_cites_its_sources_is_a_cover_letter():
    """A research statement with neither a title nor a salutation: its sentences cite papers
    by number and by author and year, which a CV's lists never do."""
    text = (
        "Learning Under Drift\nOrla Fenwick\n\n"
        "The first part of this work [1] asked how forecasts degrade when the climate shifts,\n"
        "following earlier surveys (Marlow et al., 2019) of seasonal models and their errors.\n"
        "A second study [2, 3] built a benchmark of drifting sensors across six regions and\n"
        "showed that simple recalibration (Tesk and Amble, 2021) recovers most of the loss.\n"
        "Future work will extend this to rivers, where gauges fail often and data is scarce.\n"
    ) * 2
    assert detect_kind(text) == "cover_letter"


def test_a_cv_whose_papers_are_numbered_stays_a_cv():
    text = CV + (
        "PUBLICATIONS\n[1] Ola Kindtest, Tova Rime. Ice flow at scale. ICE 2023.\n"
        "[2] Ola Kindtest. Drifting sensors (Rime et al., 2021 follow-up). ICE 2024.\n"
        "[3] Ola Kindtest, Orla Fenwick. Glacier beds. ICE 2022.\n"
    )
    assert detect_kind(text) == "cv"
