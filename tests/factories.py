"""Fictional applicants, their rows and their documents' bytes; no real person's data."""

import io
import zipfile

import factory
from django.contrib.auth import get_user_model
from django.core.files.base import ContentFile

from applicants.models import (
    Applicant,
    ApplicantSkill,
    Document,
    Education,
    Email,
    Experience,
    Link,
    Publication,
    Skill,
    UploadBatch,
)
from applicants.venue_index import VENUE_FIELDS
from reviews.models import ApplicantTag, Criterion, Review, Tag
from tests.parsing.pdfgen import lines_at
from tests.parsing.pdfgen import make_pdf as make_positioned_pdf

# -- Rows ---------------------------------------------------------------------------------


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ["username"]

    username = factory.Sequence(lambda n: f"reviewer{n}")
    password = factory.django.Password("pw-for-tests-123")


class ApplicantFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Applicant

    name = factory.Sequence(lambda n: f"Fictional Person {n}")
    current_institution = "University of Nowhere"
    level = Applicant.Level.PHD
    expected_graduation = 2028
    search_text = factory.LazyAttribute(lambda a: f"{a.name} {a.current_institution}")


class BatchFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = UploadBatch


class DocumentFactory(factory.django.DjangoModelFactory):
    """A parsed CV of an applicant, as the workspace shows it."""

    class Meta:
        model = Document

    applicant = factory.SubFactory(ApplicantFactory)
    kind = Document.Kind.CV
    state = Document.State.PARSED
    original_name = "cv.pdf"
    content_type = "application/pdf"
    text = "A fictional CV."


class StoredDocumentFactory(DocumentFactory):
    """A file as the upload view stores it, before any worker ran: bytes, queued, no applicant."""

    applicant = None
    state = Document.State.QUEUED
    text = ""
    original_name = factory.Sequence(lambda n: f"document-{n}.txt")
    content_type = "text/plain; charset=utf-8"
    file = factory.django.FileField(data=b"Some text", filename="x")
    size = 9
    sha256 = factory.Sequence(lambda n: f"{n:064x}")


class EmailFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Email

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    address = factory.Sequence(lambda n: f"person{n}@example.org")


class LinkFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Link

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    kind = "homepage"
    url = factory.Sequence(lambda n: f"https://example.org/~p{n}")
    normalized_url = factory.LazyAttribute(lambda link: link.url.split("://", 1)[1])


class EducationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Education

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    institution = "University of Nowhere"
    degree = "BS"
    field = "Computer Science"
    end_year = 2025


class ExperienceFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Experience

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    organization = "Nowhere Labs"
    role = "Research Intern"


class PublicationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Publication
        skip_postgeneration_save = True

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    title = factory.Sequence(lambda n: f"A Study of Imaginary Systems, Part {n}")
    venue = "OSDI"
    year = 2025
    author_position = 1

    @factory.post_generation
    def counted(publication, create, extracted, **kwargs):
        """The applicant's count of publications and its venues, as ingest keeps them."""
        if create:
            publication.applicant.count_publications()
            publication.applicant.index_venues()
            publication.applicant.save(update_fields=["publication_count", *VENUE_FIELDS])


class SkillFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Skill
        django_get_or_create = ["normalized"]

    name = "CUDA"
    normalized = factory.LazyAttribute(lambda s: s.name.lower())


class ApplicantSkillFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ApplicantSkill

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    skill = factory.SubFactory(SkillFactory)


class TagFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Tag
        django_get_or_create = ["name"]

    name = factory.Sequence(lambda n: f"tag{n}")
    colour = "#2f5bd3"


class ApplicantTagFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ApplicantTag

    applicant = factory.SubFactory(ApplicantFactory)
    tag = factory.SubFactory(TagFactory)


class ReviewFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Review

    applicant = factory.SubFactory(ApplicantFactory)
    reviewer = factory.SubFactory(UserFactory)
    overall = 4
    confidence = 2
    comment = ""


def criteria():
    return list(Criterion.objects.filter(active=True))


def open_decisions() -> None:
    """Moves every cycle to its decided phase, where decisions may be set."""
    from reviews.models import Cycle

    Cycle.objects.update(phase=Cycle.Phase.DECIDED)


def submit(applicant, reviewer, overall=4, **kwargs):
    """A review written the way the app writes it, so the summary is kept."""
    from reviews import services

    kwargs.setdefault("confidence", 2)
    return services.submit_review(applicant, reviewer, overall=overall, **kwargs)


# -- Documents' bytes (built in the tests: no fixture files to copy) ----------------------

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
    from applicants import pipeline

    claimed = pipeline.claim_document(document.pk, f"task-{document.pk}")
    assert claimed is not None
    parsed = pipeline.process_document(claimed)
    assert parsed.state == Document.State.PARSED, parsed.failure_reason
    return parsed


def make_image_only_pdf() -> bytes:
    """A page with no text at all, like a scan."""
    return make_pdf([[]])


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
