"""Write the round-7 PDF documents of the synthetic corpus (fictional applicants).

    .venv/bin/python tests/parsing/corpus/generate_round7.py [OUTPUT_DIR]

Round 7 aims at the name: a CV whose first line is the university's name under its logo,
and a CV that opens with a "Résumé" banner with the name on the second line. Every
person, paper and number is invented; the labels beside them were written by hand from
what each document states.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from tests.parsing.pdfgen import (  # noqa: E402
    MARGIN_LEFT,
    MARGIN_RIGHT,
    PAGE_MIDDLE,
    Canvas,
    section_writer,
    write_documents,
)

LEFT, RIGHT, MID = MARGIN_LEFT, MARGIN_RIGHT, PAGE_MIDDLE
_writer = section_writer


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
    "cv-logo-line-r7.pdf": cv_logo_line,
    "cv-resume-banner-r7.pdf": cv_resume_banner,
}


if __name__ == "__main__":
    write_documents(DOCUMENTS, sys.argv, HERE)
