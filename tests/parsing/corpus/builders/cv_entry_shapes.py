"""Entry shapes: a LaTeX CV whose small-caps headings come out of the PDF as a large initial
and a smaller rest ("P UBLICATIONS"), with publications grouped by type and venues in
italics; an undergraduate CV with the organisation under the role, year-first honours and
pipe-separated skill groups; a Word CV with a service section."""

from tests.parsing.pdfgen import PAGE_WIDTH, Canvas, text_width

RIGHT = PAGE_WIDTH - 54


def smallcaps_cv() -> bytes:
    """Small-caps headings, publications grouped as Conference/Journal/Workshop/Preprints."""
    c = Canvas(top=740, bottom=60, leading=13)
    c.centre(PAGE_WIDTH / 2, "Oluwaseun Brightwater-Lee", 18, "bold")
    c.down(1.6)
    c.centre(PAGE_WIDTH / 2, "Department of Electrical and Computer Engineering, Harlan Institute "
             "of Technology", 9)  # fmt: skip
    c.down()
    c.centre(PAGE_WIDTH / 2, "obrightwater@harlan-tech.edu  ·  +1 (617) 555-0133  ·  "
             "scholar.google.com/citations?user=Lk2mPq8AAAAJ", 9)  # fmt: skip
    c.down(2)

    def heading(title):
        first, rest = title[0], title[1:].upper()
        c.text(54, first, 12, "bold")
        c.text(54 + text_width(first, 12, "bold") + 1, rest, 9.5, "bold")
        c.down(1.5)

    def subheading(title):
        c.text(62, title, 10, "italic")
        c.down(1.2)

    def entry(left, right, *more):
        c.text(62, left, 10)
        c.right(RIGHT, right, 10)
        c.down()
        for text in more:
            c.text(74, text, 9)
            c.down()
        c.down(0.3)

    heading("Education")
    entry("Harlan Institute of Technology, Ph.D. in Electrical Engineering", "2020 – 2025")
    entry("Harlan Institute of Technology, S.M. in Electrical Engineering", "2020 – 2022")
    entry("University of Lagos, B.Sc. in Electrical and Electronics Engineering", "2014 – 2019",
          "First Class Honours")  # fmt: skip
    heading("Experience")
    entry("Research Intern, Google DeepMind, London", "Summer 2023",
          "Low-precision training for speech models.")  # fmt: skip
    entry("Research Assistant, Harlan Institute of Technology", "2020 – present")
    heading("Publications")
    papers = {
        "Conference Papers": [
            ("O. Brightwater-Lee and F. Amsel. Stochastic Rounding Is All You Need for 4-bit",
             "Training.", "In Proc. of the International Conference on Machine Learning (ICML),"
             " 2024."),
            ("O. Brightwater-Lee, K. Tanaka, and F. Amsel. Outlier-Free Activations for",
             "Quantised Transformers.", "In Proc. of Interspeech, 2023."),
        ],
        "Journal Articles": [
            ("O. Brightwater-Lee and F. Amsel. A Survey of Number Formats for Neural", "Networks.",
             "IEEE Transactions on Circuits and Systems I, 2024."),
        ],
        "Workshop Papers": [
            ("O. Brightwater-Lee. Posit Arithmetic on Commodity FPGAs.", "",
             "In Proc. of the Workshop on Efficient Deep Learning at MLSys, 2022."),
        ],
        "Preprints": [
            ("O. Brightwater-Lee, R. Quist, and F. Amsel. Error Feedback for Sub-Byte",
             "Gradients.", "arXiv:2411.04321, 2024."),
        ],
    }  # fmt: skip
    for group, items in papers.items():
        subheading(group)
        for first, second, venue in items:
            c.text(74, first, 9.5)
            c.down()
            if second:
                c.text(74, second, 9.5)
                c.text(74 + text_width(second + " ", 9.5), venue, 9.5, "italic")
            else:
                c.text(74, venue, 9.5, "italic")
            c.down(1.3)
    heading("Talks")
    entry("Why 4 bits are enough. Harlan ML Seminar.", "2024")
    heading("Awards")
    entry("Harlan Presidential Fellowship", "2020")
    entry("Qualcomm Innovation Fellowship Finalist", "2023")
    heading("Skills")
    c.text(62, "PyTorch, JAX, Verilog, Vivado HLS, C++, Python", 10)
    c.down()
    return c.pdf()


def chinese_undergrad_cv() -> bytes:
    """Undergraduate CV: abbreviated university names, GPA with rank, the organisation on
    the line under the role, honours with the year first, skill groups joined by '|'."""
    c = Canvas(top=750, bottom=50, leading=12.5)
    c.text(54, "Xu Mingyang", 20, "bold")
    c.down(1.7)
    c.text(54, "xu.mingyang@zju.example.cn | (+86) 138-0013-4567 | github.com/xumy-sys", 9)
    c.down(2)

    def heading(title):
        c.text(54, title.upper(), 11, "bold")
        c.down(1.4)

    heading("Education")
    c.text(54, "Zhejiang University (ZJU)", 10, "bold")
    c.right(RIGHT, "Sep 2022 – Jun 2026 (expected)", 10)
    c.down()
    c.text(54, "B.Eng. in Computer Science and Technology (IEEE Honor Class)", 10, "italic")
    c.down()
    c.text(54, "GPA: 3.92/4.00 (rank 3/180)", 10)
    c.down()
    c.text(54, "Exchange semester: National University of Singapore (NUS), Spring 2025", 9)
    c.down(1.6)

    heading("Research Experience")
    rows = [
        ("Research Intern", "Jul 2025 – Present", "Microsoft Research Asia (MSRA), Systems Group",
         "Serving-time KV-cache compression for long-context models."),
        ("Undergraduate Researcher", "Mar 2024 – Jun 2025", "ZJU Institute of Parallel and "
         "Distributed Systems (IPADS)", "Lock-free index structures for disaggregated memory."),
        ("Software Engineering Intern", "Jul 2023 – Sep 2023", "ByteDance",
         "Log compaction for a message queue."),
    ]  # fmt: skip
    for role, dates, org, detail in rows:
        c.text(54, role, 10, "bold")
        c.right(RIGHT, dates, 10)
        c.down()
        c.text(54, org, 10, "italic")
        c.down()
        c.text(66, "• " + detail, 9)
        c.down(1.5)

    heading("Publications")
    c.text(54, "[1] Mingyang Xu, Wen Li, and Haibo Zhou. SkipKV: Layer-Adaptive Cache Eviction "
           "for", 9)  # fmt: skip
    c.down()
    c.text(66, "Long-Context Serving. In EuroSys 2026 (to appear).", 9)
    c.down(1.6)

    heading("Honors & Awards")
    for year, text in (
        ("2024", "National Scholarship (top 1%)"),
        ("2024", "First Prize, China Collegiate Programming Contest (CCPC), Regional"),
        ("2023", "Qiushi Merit Scholarship, ZJU"),
    ):
        c.text(54, year, 10)
        c.text(100, text, 10)
        c.down()
    c.down(0.6)

    heading("Skills")
    c.text(54, "Languages: C/C++, Rust, Python, Go | Frameworks: PyTorch, vLLM | Tools: Linux, "
           "Git, Docker, gdb", 9.5)  # fmt: skip
    c.down()
    return c.pdf()


def word_service_cv() -> bytes:
    """Word CV: "Organisation | Role" rows with dates on the right, then Service and
    Leadership sections whose roles are not positions, and coursework."""
    c = Canvas(top=750, bottom=50, leading=12.5)
    c.centre(PAGE_WIDTH / 2, "Priyamvada Okonkwo-Saarinen", 17, "bold")
    c.down(1.5)
    c.centre(PAGE_WIDTH / 2, "Atlanta, GA  |  pokonkwo3@peachtree.example.edu  |  404-555-0172", 9)
    c.down()
    c.centre(PAGE_WIDTH / 2, "pokonkwo.dev  |  linkedin.com/in/priya-okonkwo-s", 9)
    c.down(2)

    def heading(title):
        c.text(54, title, 11, "bold")
        c.down(1.3)

    def row(left, right, style="bold"):
        c.text(54, left, 10, style)
        c.right(RIGHT, right, 10)
        c.down()

    def bullet(text):
        c.text(66, "\u2022  " + text, 9)
        c.down()

    heading("Education")
    row("Peachtree Institute of Technology | M.S. Computer Science (Machine Learning)",
        "Aug 2024 – May 2026")  # fmt: skip
    bullet("GPA: 3.95/4.00; Relevant Coursework: Deep Learning, Convex Optimization")
    row("Universidad de los Andes | B.S. Systems Engineering", "Jan 2019 – Dec 2023")
    c.down(0.5)
    heading("Professional Experience")
    row("Salesforce | Machine Learning Engineer Intern", "May 2025 – Aug 2025")
    bullet("Distilled a retrieval reranker to a 40M-parameter student.")
    row("Rappi | Data Scientist", "Feb 2022 – Jul 2024")
    bullet("Demand forecasting for 9,000 stores; owned the weekly retraining pipeline.")
    row("Peachtree Institute of Technology | Graduate Teaching Assistant", "Jan 2025 – Present")
    c.down(0.5)
    heading("Service")
    row("Reviewer, NeurIPS Datasets and Benchmarks Track", "2025", "regular")
    c.down(0.5)
    heading("Leadership")
    row("Women in Machine Learning Club | President", "2024 – 2025")
    c.down(0.5)
    heading("Technical Skills")
    c.text(54, "Python, SQL, PyTorch, scikit-learn, Spark, Airflow, AWS SageMaker", 10)
    c.down()
    return c.pdf()


DOCUMENTS = {
    "cv-smallcaps-pubs.pdf": smallcaps_cv,
    "cv-cn-undergrad.pdf": chinese_undergrad_cv,
    "cv-word-service.pdf": word_service_cv,
}
