"""Where the name sits: a big name over a title line ("PhD Candidate · ..."), a letter-spaced
name, a CV that opens with a photo placeholder, "RESUME" and an address, a name set over two
lines in a sidebar, a letter signed "Warm regards," with a title line below the name, a
statement whose name sits alone in the header of every page, a CV whose first line is the
university's name under its logo, and a CV that opens with a "Résumé" banner. Links too:
"github.com/handle" without a scheme, Scholar URLs with "&hl=en", LinkedIn URLs with a
trailing slash, "X: @handle"."""

from tests.parsing.pdfgen import (
    MARGIN_LEFT,
    MARGIN_RIGHT,
    PAGE_MIDDLE,
    Canvas,
    section_writer,
)

LEFT, RIGHT, MID = MARGIN_LEFT, MARGIN_RIGHT, PAGE_MIDDLE
_writer = section_writer


def cv_big_name_title() -> bytes:
    """A big name, then a title line with a middle dot; Scholar URL with "&hl=en"."""
    c = Canvas(top=740)
    heading, row = _writer(c)
    c.text(LEFT, "Nguyen Thi Minh Anh", 22, "bold")
    c.down(1.7)
    c.text(LEFT, "PhD Candidate · Computer Science", 12, "italic")
    c.down(1.5)
    row("minhanh.nguyen@uwaterloo.example.ca  |  github.com/ntmanh  |  "
        "scholar.google.com/citations?user=Qx7LmP2AAAAJ&hl=en", size=9)  # fmt: skip
    c.down(0.6)
    heading("Education")
    row("University of Waterloo", "2022 – present", "bold")
    row("Ph.D., Computer Science; supervised by Prof. Gregor Lindahl", indent=10)
    row("Vietnam National University, Hanoi", "2017 – 2021", "bold")
    row("B.Eng., Computer Engineering (GPA 3.82/4.0)", indent=10)
    heading("Research Experience")
    row("Tessellate AI, Toronto", "May 2024 – Aug 2024", "bold")
    row("Research Intern", indent=10, style="italic")
    bullet = "• Built a checkpoint planner for elastic training jobs on preemptible clusters."
    row(bullet, indent=10)
    heading("Publications")
    row("[1] Minh Anh Nguyen, Rosalind Achterberg, Gregor Lindahl. Sparse Checkpointing for")
    row("Elastic Training. In EuroSys 2025.", indent=14)
    row("[2] Minh Anh Nguyen, Gregor Lindahl. Learned Prefetching for Disaggregated Memory.")
    row("arXiv preprint, 2024.", indent=14)
    heading("Skills")
    row("Python, C++, CUDA, PyTorch, Kubernetes")
    heading("Awards")
    row("Maple Leaf Graduate Scholarship", "2023")
    return c.pdf()


def cv_spaced_name() -> bytes:
    """A letter-spaced Spanish double surname; "X: @handle" and a LinkedIn slash."""
    c = Canvas(top=740)
    heading, row = _writer(c)
    c.centre(MID, "T O M Á S    R U I Z    E C H E V E R R Í A", 16, "bold")
    c.down(1.6)
    c.centre(MID, "Undergraduate Researcher", 11)
    c.down(1.3)
    c.centre(MID, "tomas.ruiz@upm.example.es  ·  linkedin.com/in/tomas-ruiz-echeverria/  ·  "
             "X: @truizech", 9)  # fmt: skip
    c.down(1.8)
    heading("EDUCATION")
    row("Universidad Politécnica de Madrid", "2022 – 2026", "bold")
    row("B.Eng. in Computer Engineering, GPA 9.1/10", indent=10)
    heading("EXPERIENCE")
    row("Research Assistant — Distributed Systems Group, Universidad Politécnica de Madrid",
        "2024 – present")  # fmt: skip
    row("Software Engineering Intern — Cabify, Madrid", "2023 – 2023")
    heading("PUBLICATIONS")
    row("T. Ruiz Echeverría, M. Salcedo. Gossip Membership for Edge Swarms. In Proceedings")
    row("of the PaPoC Workshop, 2025.", indent=14)
    heading("SKILLS")
    row("Go, Rust, Python, TLA+, Docker")
    heading("AWARDS")
    row("Collaboration Grant, Spanish Ministry of Education", "2025")
    return c.pdf()


def cv_photo_resume() -> bytes:
    """Photo placeholder, "RESUME", a surname-first Korean name, an address, referees."""
    c = Canvas(top=745)
    heading, row = _writer(c)
    c.right(RIGHT, "[ Photo ]", 9)
    c.down(1.2)
    c.text(LEFT, "RESUME", 11, "bold")
    c.down(1.8)
    c.text(LEFT, "PARK Ji-hoon", 18, "bold")
    c.down(1.5)
    row("M.S. Student, Electrical Engineering")
    row("42 Gangnam-daero 88-gil, Seoul 06236, Republic of Korea")
    row("jihoon.park@kaist.example.kr  |  +82 10 4821 9930  |  GitHub: jhpark-sys")
    c.down(0.6)
    heading("Education")
    row("KAIST (Daejeon)", "2024 – 2026", "bold")
    row("M.S. in Electrical Engineering", indent=10)
    row("Hanyang University", "2018 – 2024", "bold")
    row("B.S. in Electronic Engineering", indent=10)
    heading("Experience")
    row("Samsung Research, Seoul", "Jul 2023 – Dec 2023", "bold")
    row("Software Engineering Intern", indent=10, style="italic")
    heading("Publications")
    row("Ji-hoon Park, Dae-sung Kim. Energy-Aware Scheduling of On-Device Transformers.")
    row("IEEE Embedded Systems Letters, 2025.", indent=14)
    heading("Skills")
    row("C, C++, Python, Verilog, TensorRT")
    heading("References")
    row("Prof. Kim Dae-sung, School of Electrical Engineering, KAIST")
    row("daesung.kim@kaist.example.kr")
    row("Dr. Yoon Seo-yeon, Samsung Research")
    row("seoyeon.yoon@samsung.example.com")
    return c.pdf()


def cv_two_line_name() -> bytes:
    """Two columns; the name in capitals over two lines at the top of the left sidebar."""
    c = Canvas(top=740)
    side, main = 40, 215
    right_edge = RIGHT
    top = c.y
    c.text(side, "ADAEZE N.", 20, "bold")
    c.down(1.6)
    c.text(side, "OKAFOR", 20, "bold")
    c.down(1.6)
    for text, style in [
        ("Data Science MSc Student", "italic"), ("", "regular"), ("CONTACT", "bold"),
        ("adaeze.okafor@ed.example.ac.uk", "regular"), ("+44 7700 900 418", "regular"),
        ("github.com/aokafor-ds", "regular"), ("", "regular"), ("SKILLS", "bold"),
        ("R, Python, SQL, Stan", "regular"), ("", "regular"), ("AWARDS", "bold"),
        ("Commonwealth Shared", "regular"), ("Scholarship (2024)", "regular"),
    ]:  # fmt: skip
        if text:
            c.text(side, text, 9.5, style)
        c.down()
    c.y = top
    heading, row = _writer(c, left=main, right=right_edge)
    heading("EDUCATION")
    row("University of Edinburgh", "2024 – 2025", "bold")
    row("MSc in Data Science", indent=8)
    row("University of Lagos", "2019 – 2023", "bold")
    row("BSc in Statistics, First Class Honours", indent=8)
    heading("EXPERIENCE")
    row("Kuda Bank, Lagos", "2023 – 2024", "bold")
    row("Data Analyst", indent=8, style="italic")
    heading("PUBLICATIONS")
    row("A. N. Okafor, F. Balogun. Hierarchical Models for Mobile", size=9.5)
    row("Money Adoption. Statistics in Africa, 2024.", indent=10, size=9.5)
    return c.pdf()


def _paragraphs(c: Canvas, paragraphs: list[str], width: int = 92) -> None:
    for paragraph in paragraphs:
        line = ""
        for word in paragraph.split():
            if len(line) + len(word) > width:
                c.text(LEFT, line.strip(), 10.5)
                c.down()
                line = ""
            line += word + " "
        c.text(LEFT, line.strip(), 10.5)
        c.down(1.6)


def letter_warm_regards() -> bytes:
    """Date and recipient first; "Warm regards," then the name and a title line."""
    c = Canvas(top=740)
    for line in ["14 February 2026", "", "Dr. Helmut Varga", "Head, Edge Computing Lab",
                 "Danube Institute of Technology", ""]:  # fmt: skip
        if line:
            c.text(LEFT, line, 10.5)
        c.down()
    _paragraphs(c, [
        "Dear Dr. Varga,",
        "I am writing to apply for the summer research internship in your lab. I am a "
        "final-year undergraduate in Computer Science at the University of Ghana, where I "
        "have worked as a research assistant in the Networked Systems Lab since 2024.",
        "With my advisor, Prof. Abena Owusu, I wrote a short paper, \"Cheap Consensus for "
        "Rural Mesh Networks\", which appeared at the ACM COMPASS 2025 conference.",
        "I would be glad to bring this experience to your group.",
        "Warm regards,",
    ])  # fmt: skip
    c.text(LEFT, "Kofi Mensah-Bonsu", 10.5)
    c.down()
    c.text(LEFT, "Undergraduate Researcher, University of Ghana", 10.5)
    c.down()
    c.text(LEFT, "kofi.mensahbonsu@ug.example.edu.gh", 10.5)
    return c.pdf()


def sop_page_header() -> bytes:
    """A statement whose name sits alone, right-aligned, in the header of each page."""
    c = Canvas(top=730)

    def header():
        c.right(RIGHT, "Temitope A. Oyelaran", 9, y=765)

    header()
    c.centre(MID, "Statement of Purpose", 13, "bold")
    c.down(2)
    _paragraphs(c, [
        "My interest in programming languages began with a compilers course at Obafemi "
        "Awolowo University, where I am completing a bachelor's degree in Software "
        "Engineering. Since 2024 I have been an undergraduate research assistant in the "
        "Software Analysis Group at the university, working on gradual typing for Lua.",
        "Our paper, \"Blame Tracking Without Wrappers\", appeared at the Scheme Workshop in "
        "2025. It showed that blame can be kept in the heap header at little cost.",
        "What draws me to programming languages is that a good type system is a piece of "
        "documentation that never goes out of date. Working on gradual typing taught me to "
        "measure before I optimise, to write the proof sketch before the code, and to ask "
        "which guarantees a programmer actually needs when a program is only partly typed.",
        "I have also learned to explain my work: I ran a weekly reading group for younger "
        "students on semantics and wrote notes that other students still use. I enjoy that "
        "part of research as much as the proofs, and I would like to keep doing it.",
        "My long-term goal is to make typed languages easier to adopt in existing code bases "
        "in places where teams are small and cannot rewrite what they already have, which "
        "describes most of the companies I know at home.",
    ])  # fmt: skip
    c.new_page()
    header()
    _paragraphs(c, [
        "In the summer of 2025 I was a software engineering intern at Paystack in Lagos, "
        "where I learned how much of an engineer's time goes into reading other people's code.",
        "I hope to join a doctoral program and to continue working on type systems that "
        "programmers can adopt one module at a time.",
        "Email: t.oyelaran@oauife.example.edu.ng",
    ])  # fmt: skip
    return c.pdf()


def cv_logo_line() -> bytes:
    """The university's name in capitals under its logo, then the department, then the name."""
    c = Canvas(top=750)
    heading, row = _writer(c)
    c.centre(MID, "POLITECNICO DI TORINO", 9, "bold")
    c.down(1.1)
    c.centre(MID, "Department of Control and Computer Engineering", 8)
    c.down(2.2)
    c.text(LEFT, "Chiara Valsecchi", 20, "bold")
    c.down(1.6)
    row("chiara.valsecchi@studenti.polito.example.it  ·  +39 347 555 0192  ·  "
        "github.com/cvalsecchi", size=9)  # fmt: skip
    heading("Education")
    row("Politecnico di Torino", "2024 – present", "bold")
    row("M.Sc., Computer Engineering", indent=10)
    row("Università di Pisa", "2021 – 2024", "bold")
    row("B.Sc., Computer Science", indent=10)
    heading("Research Experience")
    row("Leonardo Labs, Genoa", "Jun 2025 – Sep 2025", "bold")
    row("Research Intern", indent=10, style="italic")
    row("• Built a simulator for drone swarms with faulty radio links.", indent=10)
    heading("Skills")
    row("Python, C++, PyTorch, ROS 2")
    return c.pdf()


def cv_resume_banner() -> bytes:
    """A centred "RÉSUMÉ" banner with a subtitle, then the name on the second line."""
    c = Canvas(top=750)
    heading, row = _writer(c)
    c.centre(MID, "RÉSUMÉ · Research Internship Applications 2026", 10, "bold")
    c.down(1.8)
    c.centre(MID, "Tomasz J. Wierzbicki", 18, "bold")
    c.down(1.5)
    c.centre(MID, "Kraków, Poland  |  tomasz.wierzbicki@agh.example.edu.pl  |  "
             "linkedin.com/in/twierzbicki", 9)  # fmt: skip
    c.down(1.4)
    heading("Education")
    row("AGH University of Krakow", "2022 – 2026", "bold")
    row("B.Eng., Automatic Control and Robotics", indent=10)
    heading("Experience")
    row("Nokia, Kraków", "Jul 2025 – Sep 2025", "bold")
    row("Software Engineering Intern", indent=10, style="italic")
    heading("Skills")
    row("C, Rust, MATLAB, Linux")
    return c.pdf()


DOCUMENTS = {
    "cv-big-name-title.pdf": cv_big_name_title,
    "cv-spaced-name.pdf": cv_spaced_name,
    "cv-photo-resume.pdf": cv_photo_resume,
    "cv-two-line-name.pdf": cv_two_line_name,
    "letter-warm-regards.pdf": letter_warm_regards,
    "sop-page-header.pdf": sop_page_header,
    "cv-logo-line.pdf": cv_logo_line,
    "cv-resume-banner.pdf": cv_resume_banner,
}
