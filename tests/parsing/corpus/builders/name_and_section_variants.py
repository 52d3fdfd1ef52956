"""Name and section variants: a CV that opens with "Curriculum Vitae" and a surname particle; a
CV that opens with a date and writes the name "SURNAME Given"; awards under "Honors",
"Fellowships & Grants", "Scholarships", "Distinctions" and "Achievements", with years first
or last, amounts and repeats; positions under "Research Positions", "Professional
Experience", "Work History" and "Appointments"; publications with equal-contribution marks,
daggers, "et al." and venues such as "Proc. VLDB Endow."; skills with "Proficient:"/
"Familiar:" levels and nested bullets; a CV whose name sits only in the running header; a
statement whose name sits only in its header."""

from tests.parsing.pdfgen import (
    PAGE_WIDTH,
    Canvas,
)

LEFT, RIGHT = 54, PAGE_WIDTH - 54


def _writer(c: Canvas):
    def heading(title, size=11.5):
        c.down(0.4)
        c.text(LEFT, title, size, "bold")
        c.down(1.4)

    def row(left, right="", style="regular", x=LEFT, size=10):
        c.text(x, left, size, style)
        if right:
            c.right(RIGHT, right, size)
        c.down()

    return heading, row


def cv_particle() -> bytes:
    """Opens with "Curriculum Vitae"; particle surname; bullet-separated contact row."""
    c = Canvas(top=745)
    heading, row = _writer(c)
    c.centre(PAGE_WIDTH / 2, "Curriculum Vitae", 10, "italic")
    c.down(1.5)
    c.centre(PAGE_WIDTH / 2, "Pieter J. van der Linden", 17, "bold")
    c.down(1.6)
    c.centre(PAGE_WIDTH / 2, "pj.vanderlinden@tudelft.example.nl  •  +31 6 4821 7730  •  "
             "github.com/pjvdlinden  •  pjvdl.example.io", 9)  # fmt: skip
    c.down(1.8)
    heading("Education")
    row("Delft University of Technology", "2023 – present", "bold")
    row("M.Sc. in Computer Science, Data Science track; GPA 8.6/10", x=LEFT + 10)
    row("Utrecht University", "2020 – 2023", "bold")
    row("B.Sc. in Computing Science, cum laude", x=LEFT + 10)
    heading("Research Positions")
    row("Web Information Systems Group, TU Delft", "Sep 2024 – present", "bold")
    row("Research Assistant", x=LEFT + 10, style="italic")
    row("Centrum Wiskunde & Informatica (CWI)", "Jun 2023 – Aug 2023", "bold")
    row("Summer Research Intern, Database Architectures group", x=LEFT + 10, style="italic")
    heading("Publications")
    row("* equal contribution", size=8.5, style="italic")
    pubs = [
        (
            "P. J. van der Linden*, R. Okonkwo*, and A. Bakker. Adaptive Sketches for",
            "Skewed Join Cardinality Estimation. Proc. VLDB Endow. 17(9), 2024.",
        ),
        (
            "P. J. van der Linden and A. Bakker. QueryLens: Explaining Learned Optimizers",
            "with Counterfactual Plans. arXiv:2401.05512, 2024.",
        ),
    ]
    for number, (first, second) in enumerate(pubs, start=1):
        row(f"[{number}] {first}")
        row(second, x=LEFT + 18)
    heading("Honors")
    row("Delft Excellence Scholarship (€12,000)", "2023")
    row("Best Bachelor Thesis Award, Department of Information and Computing Sciences", "2023")
    row("Dean's List, Utrecht University", "2021")
    row("Dean's List, Utrecht University", "2022")
    heading("Skills")
    row("Proficient: Python, SQL, C++, DuckDB")
    row("Familiar: Rust, Spark, Kubernetes")
    return c.pdf()


def cv_surname_first() -> bytes:
    """Opens with a date; "SURNAME Given" name; Professional Experience; Fellowships & Grants."""
    c = Canvas(top=750)
    heading, row = _writer(c)
    row("Last updated: March 2026", size=8, style="italic")
    c.down(0.8)
    c.text(LEFT, "KOWALCZYK Agnieszka", 18, "bold")
    c.down(1.6)
    row("Warsaw, Poland | a.kowalczyk@mimuw.example.pl | +48 512 330 918 | "
        "linkedin.com/in/agnieszka-kowalczyk-ml", size=9)  # fmt: skip
    c.down(0.8)
    heading("EDUCATION")
    row("University of Warsaw — M.Sc. Machine Learning", "2024 – 2026 (expected)")
    row("University of Warsaw — B.Sc. Mathematics", "2021 – 2024")
    heading("PROFESSIONAL EXPERIENCE")
    row("Machine Learning Engineer Intern", "Jul 2025 – Sep 2025", "bold")
    row("Allegro, Warsaw", style="italic")
    row("•  Ranked search results with distilled cross-encoders.", x=LEFT + 10)
    row("Student Researcher", "Oct 2024 – present", "bold")
    row("IDEAS NCBR, Warsaw", style="italic")
    row("Junior Data Analyst", "Jun 2023 – Sep 2023", "bold")
    row("mBank, Kraków", style="italic")
    heading("FELLOWSHIPS & GRANTS")
    row("2025    Google PhD Fellowship Finalist")
    row("2024    NCN Preludium Student Grant ($5,000)")
    row("2022    Scholarship of the Minister of Science for Outstanding Students")
    heading("TECHNICAL SKILLS")
    row("•  Programming", style="bold")
    row("–  Python, C++, Julia", x=LEFT + 16)
    row("•  Machine learning", style="bold")
    row("–  PyTorch, JAX, scikit-learn", x=LEFT + 16)
    row("•  Tools", style="bold")
    row("–  Git, Docker, Slurm", x=LEFT + 16)
    return c.pdf()


def cv_apostrophe() -> bytes:
    """Apostrophe name; Work History; Scholarships; "Dean's List (2021, 2022)"; et al."""
    c = Canvas(top=745)
    heading, row = _writer(c)
    c.text(LEFT, "Declan R. O'Sullivan", 18, "bold")
    c.down(1.5)
    row("Cork, Ireland  ·  declan.osullivan@umail.ucc.example.ie  ·  github.com/drosull", size=9)
    c.down(0.5)
    heading("Education")
    row("University College Cork", "2022 – 2026", "bold")
    row("BSc (Hons) Computer Science, expected First Class Honours; GPA 3.85/4.0", x=LEFT + 10)
    heading("Work History")
    row("Software Engineering Intern — Intercom, Dublin", "May 2025 – Aug 2025")
    row("Undergraduate Research Assistant — Insight SFI Research Centre for Data Analytics",
        "Jan 2024 – present")  # fmt: skip
    row("Teaching Assistant — University College Cork", "Sep 2023 – Dec 2023")
    heading("Publications")
    row("D. R. O'Sullivan, M. Healy, et al. Flaky Test Triage with Execution Traces. ACM TOSEM,")
    row("2025.", x=LEFT + 18)
    row("D. R. O'Sullivan and M. Healy. Towards Repairing Type Errors with Small Language")
    row("Models. NeurIPS 2024 Workshop on Machine Learning for Systems, 2024.", x=LEFT + 18)
    heading("Scholarships")
    row("Naughton Scholarship for STEM", "2022")
    row("College Scholar Award, University College Cork", "2023")
    row("Dean's List (2023, 2024)")
    heading("Skills")
    row("Java, Python, TypeScript, Git, Docker")
    return c.pdf()


def cv_header_name() -> bytes:
    """Name only in the running header of two pages; Appointments; Distinctions."""
    c = Canvas(top=730, bottom=70)
    heading, row = _writer(c)

    def header(page):
        c.text(LEFT, "María José de la Fuente Ortiz — Curriculum Vitae", 8, "italic", y=765)
        c.right(RIGHT, f"Page {page} of 2", 8, y=765)

    header(1)
    row("mjdelafuente@uc3m.example.es  |  orcid.org/0000-0002-7714-3390  |  "
        "scholar.google.com/citations?user=Qm7xTt4AAAAJ", size=9)  # fmt: skip
    c.down(0.5)
    heading("Education")
    row("Ph.D. candidate in Telematics Engineering, Universidad Carlos III de Madrid",
        "2022 – 2026")  # fmt: skip
    row("M.Sc. in Telecommunication Engineering, Universidad Politécnica de Madrid", "2020 – 2022")
    row("B.Eng. in Telecommunication Technologies, Universidad de Sevilla", "2016 – 2020")
    heading("Appointments")
    row("Visiting Researcher, Nokia Bell Labs, Espoo", "2025")
    row("Predoctoral Researcher, IMDEA Networks Institute, Madrid", "2022 – present")
    row("Research Intern, Telefónica Research, Barcelona", "2021")
    heading("Publications")
    pubs = [
        (
            "M. J. de la Fuente Ortiz, L. Ferrer†, and P. Gallo. Federated Beam Tracking for",
            "mmWave Vehicular Links. IEEE INFOCOM, 2025.",
        ),
        (
            "M. J. de la Fuente Ortiz and P. Gallo. Energy-Aware Scheduling of O-RAN xApps.",
            "IEEE Transactions on Mobile Computing, 2024.",
        ),
        (
            "M. J. de la Fuente Ortiz, P. Gallo, and S. Romero. Learning to Sleep: Base Station",
            "Duty Cycling with Offline RL. ACM MobiCom, 2023.",
        ),
    ]
    for first, second in pubs:
        row(first)
        row(second, x=LEFT + 18)
        c.down(0.3)
    row("† work done while visiting UC3M", size=8, style="italic")
    c.new_page()
    header(2)
    heading("Distinctions")
    row("2024 — Best Student Paper Award, IEEE WoWMoM")
    row("2022 — La Caixa Doctoral Fellowship")
    row("2020 — Extraordinary Graduation Award, Universidad de Sevilla")
    heading("Skills")
    row("Python, MATLAB, ns-3, C, PyTorch, LaTeX")
    heading("Languages")
    row("Spanish (native), English (C1), Finnish (A2)")
    return c.pdf()


def cv_hyphen() -> bytes:
    """Hyphenated name; Experience; Achievements with repeats on two lines; labelled skills."""
    c = Canvas(top=745)
    heading, row = _writer(c)
    c.centre(PAGE_WIDTH / 2, "Anna-Lena Schmitt-Weber", 18, "bold")
    c.down(1.5)
    c.centre(PAGE_WIDTH / 2, "Heidelberg | +49 1522 781 3344 | annalena.sw@stud.uni-heidelberg."
             "example.de | github.com/alsweber", 9)  # fmt: skip
    c.down(1.6)
    heading("EDUCATION")
    row("Heidelberg University", "Oct 2022 – Sep 2025", "bold")
    row("Bachelor of Science in Physics, minor in Computer Science; grade 1.3", x=LEFT + 10)
    heading("EXPERIENCE")
    row("Working Student, SAP SE, Walldorf", "Apr 2024 – present")
    row("Student Research Assistant, Max Planck Institute for Astronomy", "Oct 2023 – Mar 2024")
    heading("ACHIEVEMENTS")
    row("•  Dean's List, Faculty of Physics and Astronomy, 2023")
    row("•  Dean's List, Faculty of Physics and Astronomy, 2024")
    row("•  Germany Scholarship (Deutschlandstipendium), 2023")
    row("•  2nd place, Heidelberg Physics Hackathon, 2024")
    heading("SKILLS")
    row("Languages: Python, C++, Fortran")
    row("Libraries: NumPy, Astropy, PyTorch")
    row("Tools: Git, LaTeX, Linux")
    return c.pdf()


def cv_honors_first() -> bytes:
    """Honors & Awards with years first; Selected Publications with [C1]/[J1]; Experience."""
    c = Canvas(top=745)
    heading, row = _writer(c)
    c.text(LEFT, "Kwame A. Mensah-Bonsu", 18, "bold")
    c.down(1.4)
    row("Ph.D. Student, Computer Science, University of Northmere", size=9.5, style="italic")
    row("kmensahb@umich.example.edu  –  kwamemensah.example.com  –  x.com/kmensah_ml", size=9)
    c.down(0.5)
    heading("Education")
    row("University of Northmere, Ann Arbor — Ph.D. in Robotics",
        "2023 – present")  # fmt: skip
    row("University of Ghana, Legon — B.Sc. Computer Engineering",
        "2017 – 2021")  # fmt: skip
    heading("Research Experience")
    row("Graduate Student Researcher, Northmere Robotics Institute", "2023 – present")
    row("Research Fellow, Microsoft Research India, Bengaluru", "2021 – 2023")
    heading("Selected Publications")
    row("[C1] K. A. Mensah-Bonsu, J. Rivera, and T. Osei. Language-Conditioned Grasp Planning")
    row("under Occlusion. Conference on Robot Learning (CoRL), 2025.", x=LEFT + 26)
    row("[C2] K. A. Mensah-Bonsu and T. Osei. Low-Cost Tactile Sensing for Agricultural")
    row("Robots. ICRA, 2024.", x=LEFT + 26)
    row("[J1] K. A. Mensah-Bonsu, A. Iyer, and R. Shah. Speech Interfaces for Low-Resource")
    row("Languages: A Field Study. ACM COMPASS, 2022.", x=LEFT + 26)
    heading("Honors & Awards")
    row("2024    Rackham Merit Fellowship")
    row("2023    Departmental Fellowship, University of Northmere CSE")
    row("2021    Best Undergraduate Project, University of Ghana School of Engineering")
    heading("Skills")
    row("Python, C++, ROS 2, PyTorch, MuJoCo")
    return c.pdf()


def sop_header_name() -> bytes:
    """Statement of purpose whose name appears only in the running header."""
    c = Canvas(top=725, leading=14)
    c.text(LEFT, "Hannah K. Lindqvist", 8, "italic", y=765)
    c.right(RIGHT, "Statement of Purpose", 8, "italic", y=765)
    c.centre(PAGE_WIDTH / 2, "Statement of Purpose", 14, "bold")
    c.down(2)
    paragraphs = [
        "I am a final-year undergraduate in Computer Science at KTH Royal Institute of "
        "Technology, and I am applying for the research internship in your group to work on "
        "verified compilers.",
        "Since January 2025 I have worked as a research assistant in the Theoretical Computer "
        "Science division at KTH, where I formalised a register allocator in Coq. In the summer "
        "of 2024 I was a software engineering intern at Spotify in Stockholm.",
        'That project produced a paper, "Certified Spilling for SSA Register Allocation", which '
        "appeared at CPP 2026. I was also placed on the Dean's List in 2024.",
        "I would be grateful for the chance to continue this line of work with your group.",
        "Contact: hannah.lindqvist@kth.example.se",
    ]
    for paragraph in paragraphs:
        words, line = paragraph.split(), ""
        for word in words:
            if len(line) + len(word) > 92:
                c.text(LEFT, line.strip(), 10.5)
                c.down()
                line = ""
            line += word + " "
        c.text(LEFT, line.strip(), 10.5)
        c.down(1.6)
    return c.pdf()


DOCUMENTS = {
    "cv-particle-name.pdf": cv_particle,
    "cv-surname-first.pdf": cv_surname_first,
    "cv-apostrophe.pdf": cv_apostrophe,
    "cv-header-name.pdf": cv_header_name,
    "cv-hyphen.pdf": cv_hyphen,
    "cv-honors-first.pdf": cv_honors_first,
    "sop-header-name.pdf": sop_header_name,
}
