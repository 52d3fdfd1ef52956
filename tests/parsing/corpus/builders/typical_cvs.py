"""Typical applicant CVs (not adversarial): an undergraduate in a Jake's-resume layout, a PhD
student in a LaTeX academic CV, a master's student in a Word layout, a two-column Deedy-like
CV and a Google Docs export."""

from tests.parsing.pdfgen import (
    MARGIN_LEFT,
    MARGIN_RIGHT,
    PAGE_MIDDLE,
    Canvas,
    section_writer,
)

LEFT, RIGHT, MID = MARGIN_LEFT, MARGIN_RIGHT, PAGE_MIDDLE
_writer = section_writer


def cv_undergrad_jakes() -> bytes:
    """Jake's resume: centred name, a "|" contact row, role/dates over organisation/place."""
    c = Canvas(top=750)
    heading, row = _writer(c)
    c.centre(MID, "Daniel Okonkwo-Reyes", 20, "bold")
    c.down(1.6)
    c.centre(MID, "(512) 555-0148 | dokreyes@utexas.example.edu | linkedin.com/in/dokreyes | "
             "github.com/dokreyes", 9)  # fmt: skip
    c.down(1.2)
    heading("EDUCATION")
    row("The University of Texas at Austin", "Austin, TX", "bold")
    row("B.S., Computer Science; GPA: 3.86/4.00", "Aug 2022 – May 2026", "italic")
    heading("RESEARCH EXPERIENCE")
    row("Undergraduate Research Assistant", "Jan 2024 – Present", "bold")
    row("Texas Robotics, UT Austin", "Austin, TX", "italic")
    row("• Trained diffusion policies for bimanual cloth folding on two low-cost arms.", indent=10)
    row("• Built a teleoperation pipeline that cut data collection time by 40%.", indent=10)
    row("Software Engineering Intern", "May 2025 – Aug 2025", "bold")
    row("Dell Technologies", "Round Rock, TX", "italic")
    row("• Wrote a telemetry service in Go for firmware update rollouts.", indent=10)
    heading("PUBLICATIONS")
    row("[1] D. Okonkwo-Reyes, H. Lindqvist, and P. Stone-Harlow. Folding Without Fixtures: "
        "Diffusion", size=9.5)  # fmt: skip
    row("Policies for Bimanual Cloth Manipulation. In CoRL Workshop on Deformable Objects, "
        "2025.", indent=12, size=9.5)  # fmt: skip
    heading("TECHNICAL SKILLS")
    row("Languages: Python, C++, Go, Java, SQL")
    row("Frameworks: PyTorch, ROS 2, NumPy")
    row("Tools: Git, Docker, Linux")
    heading("AWARDS")
    row("College of Natural Sciences Dean's Honored Graduate", "2025")
    row("University Honors (Dean's List)", "2022 – 2025")
    return c.pdf()


def cv_phd_latex() -> bytes:
    """A LaTeX academic CV of a PhD student: numbered publications, honours with years."""
    c = Canvas(top=755)
    heading, row = _writer(c)
    c.text(LEFT, "Mei-Ling Tsao", 22, "bold")
    c.down(1.6)
    row("Ph.D. Candidate, Ida M. Tarrant School of Computer Science & Engineering", size=9.5)
    row("University of Washington, Seattle, WA 98195", size=9.5)
    row("Email: mltsao@cs.washington.example.edu  ·  Web: meilingtsao.github.io  ·  "
        "Google Scholar", size=9.5)  # fmt: skip
    heading("Education")
    row("University of Washington", "2022 – present", "bold")
    row("Ph.D. in Computer Science & Engineering; advised by Prof. Gareth Wensley", indent=10)
    row("National Taiwan University", "2018 – 2022", "bold")
    row("B.S. in Electrical Engineering, GPA 4.15/4.30", indent=10)
    heading("Research Experience")
    row("Graduate Research Assistant, University of Washington", "Sep 2022 – present", "bold")
    row("• Efficient serving of mixture-of-experts language models on commodity GPUs.", indent=10)
    row("Research Intern, Microsoft Research", "Jun 2024 – Sep 2024", "bold")
    row("• Speculative decoding with learned draft trees for code completion.", indent=10)
    row("Undergraduate Researcher, Academia Sinica", "Jul 2020 – Jun 2022", "bold")
    row("• Compiler passes for sparse tensor kernels on mobile NPUs.", indent=10)
    heading("Publications")
    row("[1] Mei-Ling Tsao, Jonas Brandvold, Gareth Wensley. ExpertShelf: Paging Experts "
        "Between", size=9.5)  # fmt: skip
    row("Host and Device for Low-Cost MoE Inference. MLSys 2025.", indent=14, size=9.5)
    row("[2] Mei-Ling Tsao, Priya Raghunathan, Daniel Ferro. Draft Trees That Learn: "
        "Adaptive", size=9.5)  # fmt: skip
    row("Speculation for Code Models. arXiv preprint, 2025.", indent=14, size=9.5)
    row("[3] Wen-Hao Lu, Mei-Ling Tsao, Yi-Chen Hsu. SparseNPU: Lowering Sparse Kernels to "
        "Mobile", size=9.5)  # fmt: skip
    row("Accelerators. In Proceedings of CGO, 2022.", indent=14, size=9.5)
    heading("Honors and Awards")
    row("Qualcomm Innovation Fellowship Finalist", "2024")
    row("Presidential Award, National Taiwan University", "2019, 2021")
    heading("Skills")
    row("Python, C++, CUDA, Triton, PyTorch, JAX, MLIR")
    return c.pdf()


def cv_masters_word() -> bytes:
    """A Word CV of a master's student: capitals name, "Org — Role" rows, labelled skills."""
    c = Canvas(top=750)
    heading, row = _writer(c)
    c.centre(MID, "ARJUN VENKATARAMAN", 18, "bold")
    c.down(1.5)
    c.centre(MID, "Pittsburgh, PA  •  +1 412-555-0193  •  arjunv@andrew.cmu.example.edu  •  "
             "github.com/arjun-venk", 9)  # fmt: skip
    c.down(1.2)
    heading("EDUCATION")
    row(
        "Carnegie Mellon University — Master of Science in Machine Learning",
        "Aug 2025 – Dec 2026",
        "bold",
    )
    row("GPA: 3.92/4.0. Coursework: Probabilistic Graphical Models, Deep RL, Convex Optimization",
        indent=10)  # fmt: skip
    row(
        "Indian Institute of Technology Madras — B.Tech. in Computer Science",
        "Jul 2019 – May 2023",
        "bold",
    )
    row("CGPA: 9.21/10", indent=10)
    heading("EXPERIENCE")
    row(
        "Auton Lab, Carnegie Mellon University — Graduate Research Assistant",
        "Sep 2025 – Present",
        "bold",
    )
    row("• Anomaly detection for multivariate sensor streams with foundation models.", indent=10)
    row("Flipkart — Data Scientist", "Jul 2023 – Jul 2025", "bold")
    row("• Built demand-forecasting models for 30k product categories.", indent=10)
    row("Google Research India — Research Intern", "May 2022 – Jul 2022", "bold")
    row("• Query rewriting for code-mixed Hindi-English search.", indent=10)
    heading("PUBLICATIONS")
    row("• A. Venkataraman, S. Krishnamurthy, R. Baig. \"Code-Mixed Query Rewriting with "
        "Weak Supervision.\"", size=9.5)  # fmt: skip
    row("Findings of EMNLP, 2023.", indent=10, size=9.5)
    heading("SKILLS")
    row("Programming: Python, Scala, C, SQL")
    row("ML: PyTorch, scikit-learn, Hugging Face Transformers, Spark")
    heading("ACHIEVEMENTS")
    row("• KVPY Fellowship, Department of Science and Technology, Government of India (2018)")
    row("• Institute Merit Prize, IIT Madras (2021)")
    return c.pdf()


def cv_two_column() -> bytes:
    """Deedy-like two columns: education/skills/awards left, experience/publications right."""
    c = Canvas(top=750)
    c.centre(MID, "Sofia Marchetti", 24, "bold")
    c.down(1.7)
    c.centre(MID, "sofia.marchetti@ethz.example.ch | +41 78 555 23 41 | sofiamarchetti.com", 9)
    c.down(2.0)
    top = c.y
    lx, lr = LEFT, 210
    rx, rr = 232, RIGHT
    heading, row = _writer(c, lx, lr)
    heading("EDUCATION")
    row("ETH Zürich", style="bold")
    row("MSc in Computer Science", size=9)
    row("Sep 2024 – expected 2026", size=9)
    row("Sapienza University of Rome", style="bold")
    row("BSc in Computer Engineering", size=9)
    row("Sep 2021 – Jul 2024", size=9)
    row("Grade: 110/110 cum laude", size=9)
    heading("SKILLS")
    row("Python • C++ • Rust", size=9)
    row("PyTorch • JAX • OpenGL", size=9)
    row("Blender • Git", size=9)
    heading("AWARDS")
    row("ETH Excellence Scholarship", size=9)
    row("(2024)", size=9)
    row("Sapienza Best Student Award", size=9)
    row("(2023)", size=9)
    c.y = top
    heading, row = _writer(c, rx, rr)
    heading("RESEARCH EXPERIENCE")
    row("Computer Vision and Learning Group, ETH", style="bold")
    row("Student Research Assistant", "Feb 2025 – Present", "italic", size=9)
    row("• Neural radiance fields for dynamic indoor scenes.", size=9)
    row("Disney Research Studios", style="bold")
    row("Research Intern", "Jun 2025 – Sep 2025", "italic", size=9)
    row("• Facial performance capture from a single phone camera.", size=9)
    row("Sapienza University of Rome", style="bold")
    row("Undergraduate Research Assistant", "Mar 2023 – Jul 2024", "italic", size=9)
    row("• Point-cloud segmentation for cultural-heritage scans.", size=9)
    heading("PUBLICATIONS")
    row("S. Marchetti, L. Brunner, O. Halvorsen. Flowing Rooms:", size=9)
    row("Dynamic Radiance Fields for Everyday Interiors. 3DV, 2026.", size=9)
    row("S. Marchetti, G. De Santis. Segmenting Frescoes: Point", size=9)
    row("Clouds for Heritage Restoration. ICIAP, 2023.", size=9)
    return c.pdf()


def cv_gdocs() -> bytes:
    """A Google Docs export: name, a one-line contact row, 'Role, Org' rows, projects."""
    c = Canvas(top=750)
    heading, row = _writer(c)
    c.text(LEFT, "Hannah Whitfield", 24)
    c.down(1.7)
    row("Ann Arbor, MI | hwhitfield@umich.example.edu | (734) 555-0172 | "
        "linkedin.com/in/hannahwhitfield", size=9)  # fmt: skip
    heading("Education", 13)
    row("University of Michigan, Ann Arbor", "Sep 2023 – May 2027", "bold")
    row("B.S.E. in Computer Science, Minor in Cognitive Science. GPA: 3.95", indent=0)
    heading("Research Experience", 13)
    row("Research Assistant, Michigan AI Lab", "Sep 2024 – Present", "bold")
    row("• Evaluating how well vision-language models count objects in cluttered photos.")
    row("Summer Research Fellow, Argonne National Laboratory", "Jun 2025 – Aug 2025", "bold")
    row("• Surrogate models for climate simulations on Polaris.")
    heading("Projects", 13)
    row("Campus Bus Tracker", "2024", "bold")
    row("• A React Native app with live arrival predictions.")
    heading("Publications", 13)
    row("Whitfield, H., & Osei, K. (2025). How Many Apples? Probing Counting in "
        "Vision-Language Models.", size=9.5)  # fmt: skip
    row("NAACL Student Research Workshop.", indent=14, size=9.5)
    heading("Skills", 13)
    row("Python, JavaScript, React Native, PyTorch, Hugging Face, LaTeX")
    heading("Honors", 13)
    row("James B. Angell Scholar (2024, 2025)")
    row("Dean's List, College of Engineering (Fall 2023 – Winter 2025)")
    return c.pdf()


DOCUMENTS = {
    "cv-undergrad-jakes.pdf": cv_undergrad_jakes,
    "cv-phd-latex.pdf": cv_phd_latex,
    "cv-masters-word.pdf": cv_masters_word,
    "cv-two-column.pdf": cv_two_column,
    "cv-gdocs.pdf": cv_gdocs,
}
