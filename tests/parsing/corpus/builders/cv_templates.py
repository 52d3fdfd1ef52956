"""CV templates: moderncv, Awesome-CV, Jake's resume, a right-hand sidebar, Europass, a LaTeX
academic CV, an all-caps Word CV, AltaCV-like rows with uncommon section names, and a DOCX
CV laid out as a table."""

from tests.parsing.pdfgen import PAGE_WIDTH, Canvas

RIGHT = PAGE_WIDTH - 50


def moderncv() -> bytes:
    """moderncv "classic": dates in a narrow left column, entries to their right."""
    c = Canvas(top=740)
    c.text(50, "Ingrid Solvang-Achebe", 24)
    c.right(RIGHT, "Fjellveien 12, 5003 Bergen, Norway", 9, "italic")
    c.down(1.2)
    c.right(RIGHT, "+47 912 34 567", 9, "italic")
    c.down()
    c.text(50, "PhD candidate in computational linguistics", 11, "italic")
    c.right(RIGHT, "ingrid.solvang@fjordvik.no", 9, "italic")
    c.down()
    c.right(RIGHT, "isolvang.github.io", 9, "italic")
    c.down()
    c.right(RIGHT, "github.com/isolvang", 9, "italic")
    c.down(2.5)

    def heading(title):
        c.text(140, title, 14)
        c.down(1.6)

    def entry(dates, first, rest, details=()):
        c.right(130, dates, 9)
        c.text(140, first, 10, "bold")
        from tests.parsing.pdfgen import text_width

        c.text(140 + text_width(first, 10, "bold"), ", " + rest, 10, "italic")
        c.down()
        for line in details:
            c.text(140, line, 9)
            c.down()
        c.down(0.5)

    heading("Education")
    entry(
        "2021–2025",
        "Ph.D. in Computational Linguistics",
        "Fjordvik University, Bergen.",
        ["Thesis: morphology-aware tokenisers for low-resource languages.",
         "Advisor: Prof. Halvard Ness"],
    )  # fmt: skip
    entry("2019–2021", "M.Sc. in Language Technology", "Tallmere University, Tallmere.",
          ["Grade: 5.6/6"])  # fmt: skip
    entry("2016–2019", "B.A. in Linguistics", "Osterby College, Osterby.")
    heading("Experience")
    entry("Jun–Sep 2023", "Research Intern", "Nordlys AI Lab, Oslo.",
          ["Built a tokeniser benchmark covering 40 Uralic and Bantu languages."])  # fmt: skip
    entry("2021–present", "Teaching Assistant", "Fjordvik University, Bergen.",
          ["Introduction to Computational Semantics; graded weekly exercises."])  # fmt: skip
    entry("Summer 2020", "Software Engineering Intern", "Microsoft, Dublin.",
          ["Search relevance tooling for a spelling service."])  # fmt: skip
    heading("Publications")
    for label, text in (
        ("[1]", "I. Solvang-Achebe and H. Ness. Subword Lattices for Agglutinative"),
        ("", "Morphology. In Proceedings of ACL 2024."),
        ("[2]", "I. Solvang-Achebe, P. Ruud, and H. Ness. Counting Morphemes Without a"),
        ("", "Dictionary. In Findings of EMNLP 2023."),
    ):
        c.right(130, label, 9)
        c.text(140, text, 9)
        c.down()
    c.down(0.5)
    heading("Skills")
    for label, text in (
        ("Programming", "Python, Rust, Haskell, Bash"),
        ("Toolkits", "PyTorch, spaCy, Hugging Face Transformers, Apertium"),
    ):
        c.right(130, label, 9, "bold")
        c.text(140, text, 9)
        c.down()
    c.down(0.5)
    heading("Languages")
    for label, text in (("Norwegian", "native"), ("English", "fluent"), ("Yoruba", "basic")):
        c.right(130, label, 9, "bold")
        c.text(140, text, 9)
        c.down()
    c.down(0.5)
    heading("Honours")
    for dates, text in (("2022", "Nansen Travel Grant"),
                        ("2019", "Osterby College Medal for Linguistics")):  # fmt: skip
        c.right(130, dates, 9)
        c.text(140, text, 9)
        c.down()
    return c.pdf()


def awesome_cv() -> bytes:
    """Awesome-CV: centred name, organisation and location on one row, role and dates below."""
    c = Canvas(top=740)
    c.centre(PAGE_WIDTH / 2 - 60, "Leilani", 26)
    c.text(PAGE_WIDTH / 2 - 12, "Kahananui", 26, "bold")
    c.down(1.6)
    c.centre(PAGE_WIDTH / 2, "MACHINE LEARNING RESEARCHER", 8)
    c.down(1.3)
    c.centre(
        PAGE_WIDTH / 2,
        "+1 (808) 555-0147  |  leilani.k@mauka.edu  |  github.com/lkahananui  |  "
        "linkedin.com/in/leilani-kahananui",
        8,
    )
    c.down(2.5)

    def heading(title):
        c.text(50, title, 15, "bold")
        c.down(1.6)

    def entry(org, place, role, dates, bullets=()):
        c.text(50, org, 10, "bold")
        c.right(RIGHT, place, 9, "italic")
        c.down()
        c.text(50, role, 9)
        c.right(RIGHT, dates, 8, "italic")
        c.down()
        for text in bullets:
            c.text(58, "•", 9)
            c.text(68, text, 9)
            c.down()
        c.down(0.5)

    heading("Education")
    entry("Mauka Institute of Technology", "Honolulu, HI", "M.S. in Computer Science",
          "Aug. 2022 – May 2024", ["Thesis on reef imagery."])  # fmt: skip
    entry("University of Kaimana", "Hilo, HI", "B.S. in Mathematics, minor in Physics",
          "Aug. 2018 – May 2022", ["GPA: 3.92/4.00, Magna Cum Laude"])  # fmt: skip
    heading("Experience")
    entry("Reefline Robotics", "Kailua, HI", "Perception Intern", "Jun. 2023 – Aug. 2023",
          ["Trained a segmentation model for underwater drones."])  # fmt: skip
    entry("Mauka Institute of Technology", "Honolulu, HI", "Graduate Research Assistant",
          "Sep. 2022 – Present", ["Active learning for labelling sonar scans."])  # fmt: skip
    entry("Amazon", "Seattle, WA", "Applied Scientist Intern", "Jun. 2021 – Sep. 2021",
          ["Forecasting returns for a fulfilment network."])  # fmt: skip
    heading("Honors & Awards")
    for year, award, where in (
        ("2023", "Pacific Graduate Fellowship", "Mauka Institute of Technology"),
        ("2021", "Kaimana Undergraduate Research Prize", "University of Kaimana"),
    ):
        c.text(50, year, 9)
        c.text(90, award + ", " + where, 9)
        c.right(RIGHT, "Hawaii, USA", 8, "italic")
        c.down()
    c.down(0.5)
    heading("Skills")
    for label, text in (
        ("Programming", "Python, C++, CUDA, Julia"),
        ("ML Frameworks", "PyTorch, JAX, ONNX Runtime"),
        ("Robotics", "ROS 2, Open3D, PCL"),
    ):
        c.text(50, label, 9, "bold")
        c.text(150, text, 9)
        c.down()
    return c.pdf()


def jakes_resume() -> bytes:
    """Jake's resume: role and dates on one row, organisation and place on the next."""
    c = Canvas(top=745)
    c.centre(PAGE_WIDTH / 2, "Tomás Okonjo-Reyes", 22, "bold")
    c.down(1.7)
    c.centre(
        PAGE_WIDTH / 2,
        "312-555-0198 | tokonjo@lakeshore.edu | linkedin.com/in/tomasokonjo | github.com/tokonjo",
        9,
    )
    c.down(2)

    def heading(title):
        c.text(50, title, 12)
        c.down(1.4)

    def row(left, left_style, right, right_style="regular"):
        c.text(58, left, 10, left_style)
        c.right(RIGHT - 8, right, 10, right_style)
        c.down()

    def bullets(*texts):
        for text in texts:
            c.text(70, "•", 9)
            c.text(80, text, 9)
            c.down()
        c.down(0.3)

    heading("EDUCATION")
    row("Lakeshore University", "bold", "Chicago, IL")
    row("Bachelor of Science in Electrical Engineering, Minor in Mathematics", "italic",
        "Aug. 2021 – May 2025", "italic")  # fmt: skip
    c.down(0.5)
    heading("EXPERIENCE")
    row("Undergraduate Research Assistant", "bold", "Jan. 2024 – Present")
    row("Lakeshore University, Embedded Systems Lab", "italic", "Chicago, IL", "italic")
    bullets("Wrote a power model for battery-free sensors in Rust.",
            "Ported a scheduler to Zephyr RTOS.")  # fmt: skip
    row("Firmware Engineering Intern", "bold", "May 2024 – Aug. 2024")
    row("Qualcomm", "italic", "San Diego, CA", "italic")
    bullets("Added power-state tracing to a modem bring-up tool.")
    row("IT Help Desk Technician", "bold", "Sep. 2022 – Dec. 2023")
    row("Lakeshore University Library", "italic", "Chicago, IL", "italic")
    bullets("Resolved 30+ tickets a week.")
    heading("PROJECTS")
    row("Gridwatch | Rust, Zephyr RTOS, MQTT", "bold", "Jan. 2024 – Present")
    bullets("A sensor mesh that reports outages on a campus microgrid.")
    row("Pocket Oscilloscope | C, STM32, KiCad", "bold", "Mar. 2023 – Jun. 2023")
    bullets("A two-channel scope on a custom board.")
    heading("TECHNICAL SKILLS")
    for label, text in (
        ("Languages", "C, C++, Rust, Python, VHDL"),
        ("Tools", "Git, KiCad, Vivado, GDB, Docker"),
        ("Platforms", "STM32, nRF52, Raspberry Pi"),
    ):
        from tests.parsing.pdfgen import text_width

        c.text(58, label + ":", 9, "bold")
        c.text(58 + text_width(label + ": ", 9, "bold"), text, 9)
        c.down()
    return c.pdf()


def sidebar_right() -> bytes:
    """Two columns, with the narrow sidebar (contact, skills, awards) on the right."""
    c = Canvas(top=745)
    c.text(40, "Yusuf Demirel-Holm", 24, "bold")
    c.down(1.6)
    c.text(40, "Robotics PhD student", 12, "italic")
    c.down(2.5)
    top = c.y
    main_right = 385

    def heading(title):
        c.text(40, title, 12, "bold")
        c.down(1.5)

    def entry(title, dates, lines):
        c.text(40, title, 9, "bold")
        c.right(main_right, dates, 9)
        c.down()
        for text in lines:
            c.text(40, text, 9)
            c.down()
        c.down(0.4)

    heading("EDUCATION")
    entry("Ph.D. in Robotics, Kestrel Polytechnic University", "2022 – present",
          ["Legged robots that learn to step on unknown, slippery terrain."])  # fmt: skip
    entry("M.Eng. in Mechanical Engineering, Anatolia Technical University", "2020 – 2022",
          ["Thesis: impedance control of a quadruped leg."])  # fmt: skip
    entry("B.S. in Mechatronics, Anatolia Technical University", "2016 – 2020",
          ["Graduated first in a class of 84 students in mechatronics."])  # fmt: skip
    heading("RESEARCH EXPERIENCE")
    entry("Graduate Researcher, Kestrel Polytechnic University", "2022 – present",
          ["Legged Locomotion Lab: contact-implicit planning and state estimation."])  # fmt: skip
    entry("Visiting Student, Max Planck Institute for Intelligent Systems", "2021",
          ["Six months on differentiable simulation of compliant contacts."])  # fmt: skip
    entry("Controls Intern, Bosch", "Summer 2020",
          ["Tuned motor controllers for an e-bike drive unit."])  # fmt: skip
    heading("PUBLICATIONS")
    for text in (
        "Y. Demirel-Holm and A. Fairweather. Contact-Implicit Planning on Slippery",
        "Terrain. ICRA 2024.",
        "",
        "Y. Demirel-Holm, R. Ilunga, and A. Fairweather. Learning Footholds from",
        "Proprioception Alone. CoRL 2023.",
    ):
        if text:
            c.text(40, text, 9)
        c.down()
    c.y = top
    side = 410

    def side_heading(title):
        c.text(side, title, 11, "bold")
        c.down(1.4)

    side_heading("CONTACT")
    for text in ("yusuf.dh@kestrelpoly.edu", "+90 532 555 01 23", "ydholm.github.io",
                 "github.com/ydholm"):  # fmt: skip
        c.text(side, text, 9)
        c.down()
    c.down(0.6)
    side_heading("SKILLS")
    for text in ("C++", "Python", "ROS", "MuJoCo", "Drake", "MATLAB"):
        c.text(side, "• " + text, 9)
        c.down()
    c.down(0.6)
    side_heading("AWARDS")
    for text in ("Kestrel Presidential Fellowship", "Best Student Paper Finalist, ICRA 2024",
                 "Anatolia Valedictorian Award"):  # fmt: skip
        c.text(side, text, 9)
        c.down()
    c.down(0.6)
    side_heading("LANGUAGES")
    for text in ("Turkish (native)", "English (fluent)", "German (B1)"):
        c.text(side, text, 9)
        c.down()
    return c.pdf()


def europass() -> bytes:
    """Europass: labels and dates right-aligned in a left column, values to the right."""
    c = Canvas(top=750)
    c.text(50, "europass", 16, "bold")
    c.down(2)
    c.right(170, "Curriculum Vitae", 9)
    c.text(185, "Chiara Bellandi", 16)
    c.down(2.4)

    def label(text, value, style="regular", size=9):
        if text:
            c.right(170, text, 8)
        c.text(185, value, size, style)
        c.down()

    c.right(170, "PERSONAL INFORMATION", 8, "bold")
    c.down(1.3)
    label("", "Via dei Tigli 14, 50121 Firenze (Italy)")
    label("", "+39 055 123 4567    +39 347 765 4321")
    label("", "chiara.bellandi@posta-esempio.it")
    label("", "Sex Female | Date of birth 04/03/1997 | Nationality Italian")
    c.down(1)
    c.right(170, "WORK EXPERIENCE", 8, "bold")
    c.down(1.3)
    label("01/10/2022–Present", "Research Fellow", "bold", 10)
    label("", "Istituto Lorenzini di Fisica Applicata, Pisa (Italy)")
    label("", "Simulation of granular flows on GPU clusters; maintenance of the group's code.")
    c.down(0.5)
    label("03/2021–09/2021", "Data Science Intern", "bold", 10)
    label("", "Siemens, Munich (Germany)")
    label("", "Anomaly detection on turbine vibration data.")
    c.down(1)
    c.right(170, "EDUCATION AND TRAINING", 8, "bold")
    c.down(1.3)
    label("2019–2021", "Master's Degree in Physics of Complex Systems", "bold", 10)
    label("", "Università degli Studi di Montebello, Montebello (Italy)")
    label("", "Final grade 110/110 cum laude")
    c.down(0.5)
    label("2016–2019", "Bachelor's Degree in Physics", "bold", 10)
    label("", "Università degli Studi di Montebello, Montebello (Italy)")
    c.down(1)
    c.right(170, "PERSONAL SKILLS", 8, "bold")
    c.down(1.3)
    label("Mother tongue(s)", "Italian")
    label("Foreign language(s)", "English, French")
    label("Digital skills", "Python, C++, ROOT, Geant4, LaTeX")
    return c.pdf()


def academic_cv() -> bytes:
    """A two-page LaTeX-style academic CV: numbered publications with the applicant in bold,
    statuses (to appear, under review, arXiv), an obfuscated email and DBLP/ORCID links."""
    c = Canvas(top=730, bottom=70, leading=14)
    c.centre(PAGE_WIDTH / 2, "Mateo Villaseñor", 20, "bold")
    c.down(1.6)
    c.centre(
        PAGE_WIDTH / 2, "PhD Student, Department of Computer Science, Cascadia State University", 9
    )
    c.down()
    c.centre(PAGE_WIDTH / 2, "mvillasenor [at] cascadia [dot] edu", 9)
    c.down()
    c.centre(PAGE_WIDTH / 2, "orcid.org/0000-0002-1825-0097 · dblp.org/pid/123/4567 · "
             "semanticscholar.org/author/2134567", 8)  # fmt: skip
    c.down()
    c.centre(PAGE_WIDTH / 2, "mateov.dev · scholar.google.com/citations?user=Xk3vQ9AAAAJ", 8)
    c.down(2)

    def heading(title):
        c.text(60, title, 12, "bold")
        c.down(1.5)

    def entry(left, right, *more):
        c.text(60, left, 10)
        c.right(RIGHT, right, 10)
        c.down()
        for text in more:
            c.text(72, text, 9)
            c.down()
        c.down(0.4)

    heading("Education")
    entry("Cascadia State University, Ph.D. in Computer Science", "2021 – 2026 (expected)",
          "Advisor: Prof. Rosalind Achterberg")  # fmt: skip
    entry("Universidad del Litoral Austral, B.Sc. in Computer Science", "2016 – 2020",
          "Thesis: a type checker for a teaching language")  # fmt: skip
    heading("Research Experience")
    entry("Research Intern, NVIDIA Research, Santa Clara, CA", "Jun 2024 – Sep 2024",
          "Scheduling sparse tensor kernels for new GPU generations.")  # fmt: skip
    entry("Graduate Research Assistant, Cascadia State University", "2021 – present",
          "Compilers for sparse and irregular tensor programs.")  # fmt: skip
    entry("Undergraduate Researcher, Litoral Data Lab, Universidad del Litoral Austral",
          "2018 – 2020", "Query optimisation for a columnar teaching database.")  # fmt: skip
    heading("Teaching")
    entry("Teaching Assistant, CS 450 Compilers, Cascadia State University", "Fall 2022")
    heading("Selected Publications")
    papers = [
        ("Hana Okabe, ", "Mateo Villaseñor", ", and Rosalind Achterberg. Verified Lowering of",
         ["Tensor Programs to Systolic Arrays. In ASPLOS 2025 (to appear)."]),
        ("", "Mateo Villaseñor", " and Rosalind Achterberg. Equality Saturation for Sparse",
         ["Kernels. Under review at PLDI 2025."]),
        ("", "Mateo Villaseñor", ", Ines Carvalho, Jorge Peña, and Rosalind Achterberg.",
         ["Autotuning Without Regret: Bandits for Schedule Search. arXiv preprint",
          "arXiv:2403.01234, 2024."]),
        ("Ines Carvalho and ", "Mateo Villaseñor", ". Shape-Aware Fusion in a Deep Learning",
         ["Compiler. In Proceedings of the 22nd ACM/IEEE International Symposium on Code",
          "Generation and Optimization (CGO '24), 2024."]),
        ("", "Mateo Villaseñor", " and Jorge Peña. Type-Directed Synthesis of Data Loaders.",
         ["ML for Systems Workshop at NeurIPS 2022."]),
    ]  # fmt: skip
    from tests.parsing.pdfgen import text_width

    for number, (before, me, after, more) in enumerate(papers, start=1):
        c.text(60, f"[{number}]", 9)
        x = 80
        for text, style in ((before, "regular"), (me, "bold"), (after, "regular")):
            if text:
                c.text(x, text, 9, style)
                x += text_width(text, 9, style)
        c.down()
        for text in more:
            c.text(80, text, 9)
            c.down()
        c.down(0.4)
    heading("Honors and Awards")
    for text, year in (
        ("NSF Graduate Research Fellowship, Honorable Mention", "2022"),
        ("Cascadia Graduate Fellowship", "2021"),
        ("Best Undergraduate Thesis Award, Universidad del Litoral Austral", "2020"),
    ):
        entry(text, year)
    heading("Invited Talks")
    entry("Sparse compilers, explained slowly. Cascadia PL Seminar", "2024")
    entry("Why your autotuner needs a bandit. Litoral Systems Day", "2023")
    heading("Service")
    entry("Artifact evaluation committee, a compilers conference", "2023, 2024")
    entry("Student volunteer, a programming languages conference", "2022")
    heading("Skills")
    c.text(60, "Languages: OCaml, Rust, C++, Python, Coq", 9)
    c.down()
    c.text(60, "Systems: MLIR, TVM, LLVM, CUDA", 9)
    c.down()
    for number, page in enumerate(c.pages, start=1):
        page.append((60, 770, "Mateo Villaseñor — Curriculum Vitae", 8, "italic"))
        page.append((PAGE_WIDTH / 2, 40, f"{number}/{len(c.pages)}", 8, "regular"))
    return c.pdf()


def allcaps_word_cv() -> bytes:
    """A Word-style CV: all-caps name, international phone formats, capitalised headings."""
    c = Canvas(top=750)
    c.text(50, "SIOBHÁN NÍ DHUBHGHAILL", 20, "bold")
    c.down(1.6)
    c.text(50, "Galway, Ireland  •  +353 87 123 4567  •  +44 (0)20 7946 0321", 9)
    c.down()
    c.text(50, "siobhan.nidhubhghaill@cnoc.ie  •  linkedin.com/in/siobhan-ni-dhubhghaill", 9)
    c.down(2)

    def heading(title):
        c.text(50, title, 11, "bold")
        c.down(1.4)

    def line(text, size=10, style="regular", x=50):
        c.text(x, text, size, style)
        c.down()

    heading("EDUCATION")
    line("MSc Data Science — Trinity Cove University, Dublin | 2023 – 2024", style="bold")
    line("Dissertation: forecasting bus arrival times from sparse GPS traces.", 9)
    c.down(0.4)
    line("BSc (Hons) Software Development — Atlantic Technological Institute, Galway | "
         "2019 – 2023", style="bold")  # fmt: skip
    line("Final-year project: a Gaelic spell checker for mobile keyboards.", 9)
    c.down(0.6)
    heading("PROFESSIONAL EXPERIENCE")
    line("Data Engineer Intern — Stripe, Dublin | Jun 2023 – Aug 2023", style="bold")
    line("• Moved nightly billing reports from cron scripts to Airflow.", 9, x=60)
    c.down(0.4)
    line("Research Assistant — Insight Analytics Centre, Galway | Sep 2022 – May 2023",
         style="bold")  # fmt: skip
    line("• Cleaned and documented a corpus of Irish-language tweets.", 9, x=60)
    c.down(0.6)
    heading("SKILLS")
    line("Python, SQL, Scala, Apache Spark, Airflow, dbt, Tableau", 9)
    c.down(0.6)
    heading("HONOURS")
    line("Gold Medal for Academic Excellence, Atlantic Technological Institute (2023)", 9)
    line("Women in Tech Scholarship (2022)", 9)
    return c.pdf()


def altacv_headings() -> bytes:
    """AltaCV-like: title, organisation below it, then dates and place on a third row;
    section names outside the usual vocabulary ("Academic Background", "Appointments")."""
    c = Canvas(top=745)
    c.text(50, "Teodora Vasilescu-Brand", 22, "bold")
    c.down(1.5)
    c.text(50, "Doctoral researcher, quantum information", 10, "italic")
    c.down(1.2)
    c.text(50, "t.vasilescu@qmail-example.ro  |  +40 721 234 567  |  tvbrand.net", 9)
    c.down(2.2)

    def heading(title):
        c.text(50, title.upper(), 12, "bold")
        c.down(1.5)

    def item(title, org, when, where, notes=()):
        c.text(50, title, 11, "bold")
        c.down()
        c.text(50, org, 10)
        c.down()
        c.text(50, when + "   ·   " + where, 8, "italic")
        c.down()
        for note in notes:
            c.text(60, "• " + note, 9)
            c.down()
        c.down(0.5)

    heading("Academic Background")
    item("Doctorate in Physics", "Carpathian Institute of Advanced Studies", "Oct 2022 – ongoing",
         "Cluj, Romania", ["Supervisor: Dr. Ilie Moraru"])  # fmt: skip
    item("Master of Science in Theoretical Physics", "University of Danubia",
         "Oct 2020 – Jul 2022", "Bucharest, Romania")  # fmt: skip
    item("Bachelor of Science in Physics", "University of Danubia", "Oct 2017 – Jul 2020",
         "Bucharest, Romania")  # fmt: skip
    heading("Appointments")
    item("Quantum Software Intern", "IBM Research", "Jun 2024 – Sep 2024", "Zurich, Switzerland",
         ["Error-mitigation passes for a transpiler."])  # fmt: skip
    item("Research Assistant", "Danubia Quantum Optics Group", "Mar 2021 – Jul 2022",
         "Bucharest, Romania")  # fmt: skip
    heading("Research Output")
    for text in (
        "T. Vasilescu-Brand, I. Moraru. Shallow Circuits for Noisy Phase Estimation.",
        "Physical Review A 109, 2024.",
        "",
        "T. Vasilescu-Brand. Learning Pauli Noise From Few Shots. Quantum, 2023.",
    ):
        if text:
            c.text(50, text, 9)
        c.down()
    heading("Distinctions")
    for text in ("Danubia Rector's Prize for the best master's thesis (2022)",
                 "Carpathian Doctoral Fellowship (2022)"):  # fmt: skip
        c.text(50, "• " + text, 9)
        c.down()
    c.down(0.5)
    heading("Technical Proficiencies")
    c.text(50, "Qiskit · Cirq · Python · Julia · Mathematica", 9)
    return c.pdf()


def table_cv_docx() -> bytes:
    """A Word CV laid out as a two-column table: dates left, entries right."""
    import io

    import docx

    word = docx.Document()
    word.add_heading("Marisol Quintero Aldana", level=0)
    word.add_paragraph("Valparaíso, Chile · marisol.quintero@pacificmail.example · "
                       "github.com/mquinteroa")  # fmt: skip
    sections = [
        ("Education", [
            ("2021 – 2023", "MSc in Oceanography, Universidad Costera del Pacífico"),
            ("2016 – 2020", "BSc in Marine Biology, Universidad Costera del Pacífico"),
        ]),
        ("Research experience", [
            ("2023 – present", "Research Assistant, Humboldt Current Observatory"),
            ("Jan 2022 – Mar 2022", "Field Technician, Pacific Seabird Trust"),
        ]),
        ("Skills", [("Programming", "R, Python, MATLAB"),
                    ("Field", "CTD profiling, ROV piloting")]),
        ("Awards", [("2022", "Best Student Poster, Chilean Oceanography Meeting"),
                    ("2019", "Costera Academic Excellence Scholarship")]),
    ]  # fmt: skip
    for title, rows in sections:
        word.add_heading(title, level=1)
        table = word.add_table(rows=len(rows), cols=2)
        for row, (left, right) in zip(table.rows, rows, strict=True):
            row.cells[0].text = left
            row.cells[1].text = right
    buffer = io.BytesIO()
    word.save(buffer)
    return buffer.getvalue()


DOCUMENTS = {
    "cv-moderncv.pdf": moderncv,
    "cv-awesome.pdf": awesome_cv,
    "cv-jakes.pdf": jakes_resume,
    "cv-sidebar-right.pdf": sidebar_right,
    "cv-europass.pdf": europass,
    "cv-academic-2p.pdf": academic_cv,
    "cv-allcaps-word.pdf": allcaps_word_cv,
    "cv-altacv-headings.pdf": altacv_headings,
    "cv-table.docx": table_cv_docx,
}
