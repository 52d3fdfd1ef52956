"""Small documents for fictional people, built in the tests (no fixture files to copy)."""

import io
import zipfile

from django.core.files.base import ContentFile

from tests.parsing.pdfgen import lines_at
from tests.parsing.pdfgen import make_pdf as make_positioned_pdf

# A standard-security (RC4, revision 2) dictionary: enough for readers to see a locked file.
ENCRYPTED = (
    "/Encrypt << /Filter /Standard /V 1 /R 2 /P -44 /O <"
    + "ab" * 32
    + "> /U <"
    + "cd" * 32
    + "> >> /ID [<"
    + "0123456789abcdef" * 2
    + "> <"
    + "0123456789abcdef" * 2
    + ">]"
)


def make_pdf(pages: list[list[str]] | list[str], *, encrypt: bool = False) -> bytes:
    """A valid PDF with Helvetica text: one list of lines per page (or one list for one page)."""
    if pages and isinstance(pages[0], str):
        pages = [pages]
    return make_positioned_pdf(
        [lines_at(72, 740, lines) for lines in pages],
        size=11,
        extra_trailer=ENCRYPTED if encrypt else "",
    )


def queued_document(data: bytes, name: str = "upload", **fields):
    """A Document of these bytes as an upload stores it, waiting for a worker."""
    from applicants import intake
    from applicants.models import Document

    (item,) = intake.examine(name, data)
    document = Document(
        original_name=name,
        content_type=item.full_content_type,
        size=len(data),
        sha256=Document.digest(data),
        **fields,
    )
    document.file.save("x", ContentFile(data))
    return document


def parse_now(document):
    """The worker's claim and parse, run here; the document must end parsed."""
    from applicants import services
    from applicants.models import Document

    claimed = services.claim_document(document.pk, f"task-{document.pk}")
    assert claimed is not None
    parsed = services.process_document(claimed)
    assert parsed.state == Document.State.PARSED, parsed.failure_reason
    return parsed


def make_image_only_pdf() -> bytes:
    """A page with a drawn rectangle and no text at all, like a scan."""
    pdf = make_pdf([[]])
    return pdf


def make_docx(paragraphs: list[str]) -> bytes:
    import docx

    document = docx.Document()
    for paragraph in paragraphs:
        document.add_paragraph(paragraph)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def make_zip(members: dict[str, bytes], compression=zipfile.ZIP_DEFLATED) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=compression) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return out.getvalue()


# -- One fictional person, three documents -----------------------------------------------

IVO_CV_LINES = [
    "Ivo Brandlmeier",
    "ivo.brandlmeier@example.net | https://ivobrandl.example.org | github.com/ivobrandl",
    "",
    "Education",
    "PhD in Computer Science, Univ. of Eastmarch, 2023 - 2027",
    "BSc in Physics, Westvale College, 2019 - 2023",
    "",
    "Experience",
    "Research Intern, Harbor Robotics Lab, 2024 - 2024",
    "",
    "Publications",
    "Ivo Brandlmeier, Kesia Ormond. Tiny Kernels for Sparse Tensors. In MLSys, 2025.",
    "",
    "Skills",
    "Python, CUDA, Rust",
]
IVO_CV_PAGE2 = [
    "Awards",
    "Best Poster Award, Eastmarch Systems Workshop, 2024",
    "",
    "Teaching",
    "Teaching Assistant, Operating Systems, Univ. of Eastmarch, 2024",
]

IVO_HOMEPAGE = b"""<!doctype html>
<html><head><title>Ivo Brandlmeier</title>
<script>alert("owned")</script></head>
<body onload="alert('owned')">
<h1>Ivo Brandlmeier</h1>
<p>I am a PhD student at the Univ. of Eastmarch working on sparse tensor compilers.</p>
<p>Email: <a href="mailto:ivo.brandlmeier@example.net">ivo.brandlmeier@example.net</a></p>
<p><a href="https://github.com/ivobrandl">GitHub</a></p>
<img src="x" onerror="alert('owned')">
</body></html>
"""

IVO_LETTER = (
    b"Dear Hiring Committee,\n\n"
    b"I am writing to apply for the research internship in your group. My work on sparse "
    b"tensor compilers at the Univ. of Eastmarch has prepared me well for it, and I would be "
    b"glad to bring that experience to your projects.\n\n"
    b"Thank you for considering my application.\n\n"
    b"Sincerely,\n"
    b"Ivo Brandlmeier\n"
    b"ivo.brandlmeier@example.net\n"
)


def ivo_cv_pdf() -> bytes:
    return make_pdf([IVO_CV_LINES, IVO_CV_PAGE2])


OLD_PAPER = "Tiny Kernels for Sparse Tensors"
NEW_PAPER = "Sparse Attention on Small Chips"


def ivo_cv_version(*, gpa: str, new_paper: bool, last_skill: str) -> bytes:
    """Another version of Ivo's CV: its own GPA and last skill, and perhaps a newer paper."""
    lines = [
        f"BSc in Physics, Westvale College, 2019 - 2023, GPA {gpa}"
        if line.startswith("BSc")
        else line
        for line in IVO_CV_LINES
    ]
    lines[-1] = f"Python, CUDA, {last_skill}"
    if new_paper:
        papers_end = lines.index("Skills") - 1
        lines.insert(papers_end, f"Ivo Brandlmeier, Kesia Ormond. {NEW_PAPER}. In ASPLOS, 2026.")
    return make_pdf([lines, IVO_CV_PAGE2])
