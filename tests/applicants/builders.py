"""Small documents for fictional people, built in the tests (no fixture files to copy)."""

import io
import zipfile


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_pdf(pages: list[list[str]] | list[str], *, encrypt: bool = False) -> bytes:
    """A valid PDF with Helvetica text: one list of lines per page (or one list for one page)."""
    if pages and isinstance(pages[0], str):
        pages = [pages]
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")  # filled in below, once the page tree exists
    tree = add(b"")
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    kids = []
    for lines in pages:
        ops = ["BT", "/F1 11 Tf", "14 TL", "72 740 Td"]
        for line in lines:
            ops.append(f"({_escape(line)}) Tj T*")
        ops.append("ET")
        stream = "\n".join(ops).encode("latin-1")
        content = add(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
        page = add(
            b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] "
            b"/Resources << /Font << /F1 %d 0 R >> >> /Contents %d 0 R >>" % (tree, font, content)
        )
        kids.append(page)
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % tree
    objects[tree - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        len(kids),
    )
    encrypt_ref = b""
    if encrypt:
        owner, user, file_id = b"ab" * 32, b"cd" * 32, b"0123456789abcdef" * 2
        enc = add(b"<< /Filter /Standard /V 1 /R 2 /P -44 /O <%s> /U <%s> >>" % (owner, user))
        encrypt_ref = b" /Encrypt %d 0 R /ID [<%s> <%s>]" % (enc, file_id, file_id)
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n%s\nendobj\n" % (number, body))
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    out.write(
        b"trailer\n<< /Size %d /Root %d 0 R%s >>\nstartxref\n%d\n%%%%EOF\n"
        % (len(objects) + 1, catalog, encrypt_ref, xref)
    )
    return out.getvalue()


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
