"""One document through claim, parse and ingest (the task's body, without a broker), and
the sweep. Every bad input ends in a clear state and message."""

from datetime import timedelta

import pytest
from celery.exceptions import SoftTimeLimitExceeded
from django.utils import timezone

from applicants import merge, pipeline
from applicants.models import Applicant, Document
from tests.factories import (
    IVO_HOMEPAGE,
    ivo_cv_pdf,
    make_docx,
    make_image_only_pdf,
    make_pdf,
)
from tests.factories import queued_document as queued

pytestmark = pytest.mark.django_db


@pytest.fixture
def sent(monkeypatch):
    calls = []
    from applicants.pipeline import parse_document

    monkeypatch.setattr(parse_document, "apply_async", lambda args, **kw: calls.append(args[0]))
    return calls


def run(document: Document, token: str = "task-1") -> Document:
    claimed = pipeline.claim_document(document.pk, token)
    assert claimed is not None
    return pipeline.process_document(claimed)


def test_a_cv_is_parsed_into_an_applicant():
    document = run(queued(ivo_cv_pdf(), "cv.pdf"))
    assert document.state == Document.State.PARSED
    assert document.kind == "cv"
    assert document.attempts == 1
    assert "Tiny Kernels for Sparse Tensors" in document.text
    assert document.profile["name"] == "Ivo Brandlmeier"
    assert document.applicant.name == "Ivo Brandlmeier"


def test_a_docx_is_parsed():
    data = make_docx(["Orla Fennimore", "orla.fennimore@example.org", "Education", "PhD, 2027"])
    document = run(queued(data, "cv.docx"))
    assert document.state == Document.State.PARSED
    assert document.applicant.emails.get().address == "orla.fennimore@example.org"


def test_html_with_scripts_keeps_only_its_text():
    document = run(queued(IVO_HOMEPAGE, "home.html"))
    assert document.state == Document.State.PARSED
    assert document.kind == "homepage"
    assert "alert" not in document.text
    assert "sparse tensor compilers" in document.text


def test_text_in_a_legacy_encoding_is_read_correctly():
    data = "Zoë Ibáñez-Müller\nzoe.ibanez@example.org\n\nI study café économique.\n".encode(
        "cp1252"
    )
    document = run(queued(data, "cv.txt"))
    assert document.state == Document.State.PARSED
    assert "Zoë Ibáñez-Müller" in document.text
    assert document.content_type == "text/plain; charset=windows-1252"


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (ivo_cv_pdf()[:400], "The PDF is damaged or truncated"),
        (make_pdf(["Secret Person"], encrypt=True), "The PDF is encrypted"),
        (make_image_only_pdf(), "No text could be read from this document"),
    ],
    ids=["truncated", "encrypted", "image-only"],
)
def test_unreadable_pdfs_fail_with_a_reason(data, reason):
    document = run(queued(data, "cv.pdf"))
    assert document.state == Document.State.FAILED
    assert document.failure_reason.startswith(reason)
    assert document.applicant is None
    assert document.file  # the original upload is kept
    assert not Applicant.objects.exists()


def test_an_image_only_pdf_says_no_ocr_is_done():
    document = run(queued(make_image_only_pdf(), "scan.pdf"))
    assert "OCR" in document.failure_reason
    assert document.warnings == ["No text layer (scanned PDF?): no OCR is done."]


def test_a_parse_that_runs_out_of_time_fails_as_too_long(monkeypatch, settings):
    settings.CELERY_TASK_SOFT_TIME_LIMIT = 60

    def slow(*args, **kwargs):
        raise SoftTimeLimitExceeded()

    monkeypatch.setattr("applicants.parser.parse_bytes", slow)
    document = run(queued(ivo_cv_pdf(), "cv.pdf"))
    assert document.state == Document.State.FAILED
    assert document.failure_reason.startswith("Parsing took too long (over 60 s)")


def test_a_url_on_loopback_is_refused_by_default():
    document = Document.objects.create(source_url="http://127.0.0.1:8000/", kind="homepage")
    document = run(document)
    assert document.state == Document.State.FAILED
    assert document.failure_reason.startswith("Refused: 127.0.0.1 is on a loopback")


def test_a_homepage_url_is_fetched_kept_and_parsed(web_server, settings):
    settings.FETCH_ALLOW_PRIVATE_ADDRESSES = True
    web_server.routes["/"] = (200, {"Content-Type": "text/html; charset=utf-8"}, IVO_HOMEPAGE)
    document = Document.objects.create(source_url=web_server.url("/"), kind="homepage")
    document = run(document)
    assert document.state == Document.State.PARSED
    assert document.applicant.name == "Ivo Brandlmeier"
    assert document.content_type == "text/html; charset=utf-8"
    assert document.sha256 == Document.digest(IVO_HOMEPAGE)
    with document.file.open("rb") as stored:
        assert stored.read() == IVO_HOMEPAGE


def test_reparsing_keeps_the_applicant_and_rewrites_only_its_facts():
    document = run(queued(ivo_cv_pdf(), "cv.pdf"))
    applicant = document.applicant
    counts = (applicant.publications.count(), applicant.emails.count())
    pipeline.reparse_document(document)
    document = run(document, token="task-2")
    assert document.applicant == applicant
    assert (applicant.publications.count(), applicant.emails.count()) == counts
    assert Applicant.objects.count() == 1


def test_a_coordinators_kind_is_kept_on_reparse():
    document = run(queued(ivo_cv_pdf(), "cv.pdf"))
    pipeline.correct_kind(document, "cover_letter")
    document = run(document, token="task-2")
    assert (document.kind, document.kind_confirmed) == ("cover_letter", True)


# -- Claiming --------------------------------------------------------------------------


def test_only_one_worker_claims_a_document(document_factory):
    document = document_factory(state=Document.State.QUEUED)
    assert pipeline.claim_document(document.pk, "first") is not None
    assert pipeline.claim_document(document.pk, "second") is None
    # A redelivery of the first message (its worker died) may take it back.
    again = pipeline.claim_document(document.pk, "first")
    assert again.attempts == 2


def test_an_abandoned_claim_can_be_taken_over(document_factory, settings):
    document = document_factory(
        state=Document.State.PARSING,
        claim_token="dead",
        claimed_at=timezone.now() - timedelta(seconds=settings.DOCUMENT_CLAIM_TIMEOUT_SECONDS + 1),
    )
    assert pipeline.claim_document(document.pk, "new").claim_token == "new"


def test_finished_documents_are_not_claimed(document_factory):
    document = document_factory(state=Document.State.PARSED)
    assert pipeline.claim_document(document.pk, "x") is None
    assert Document.objects.get(pk=document.pk).seconds_until_claimable() is None


# -- The sweep -------------------------------------------------------------------------


def test_the_sweep_resends_documents_nobody_is_working_on(document_factory, settings, sent):
    long_ago = timezone.now() - timedelta(hours=2)
    never_sent = document_factory(state="queued", enqueued_at=None)
    lost = document_factory(state="queued", enqueued_at=long_ago)
    waiting = document_factory(state="queued", enqueued_at=timezone.now())
    abandoned = document_factory(state="parsing", claimed_at=long_ago, attempts=1)
    # Sent after the lost one and already taken: the queue has moved past the lost one.
    busy = document_factory(
        state="parsing",
        enqueued_at=timezone.now() - timedelta(minutes=1),
        claimed_at=timezone.now(),
        attempts=1,
    )
    hopeless = document_factory(
        state="parsing", claimed_at=long_ago, attempts=settings.DOCUMENT_MAX_ATTEMPTS
    )
    Document.objects.update(uploaded_at=long_ago)

    result = pipeline.sweep_documents()

    assert result == {"failed": 1, "requeued": 1, "sent": 3, "stale_uploads_removed": 0}
    assert sorted(sent) == sorted([never_sent.pk, lost.pk, abandoned.pk])
    hopeless.refresh_from_db()
    assert hopeless.state == "failed"
    assert hopeless.failure_reason.startswith("Parsing did not finish after 3 attempts")
    for document, state in [(waiting, "queued"), (busy, "parsing"), (abandoned, "queued")]:
        document.refresh_from_db()
        assert document.state == state


def test_a_lost_message_is_sent_again_after_two_minutes_when_no_worker_is_busy(
    document_factory, settings, sent
):
    assert settings.DOCUMENT_QUEUED_TIMEOUT_SECONDS == 120
    assert settings.CELERY_BEAT_SCHEDULE["sweep-documents"]["schedule"] <= 30
    now = timezone.now()
    lost = document_factory(state="queued", enqueued_at=now - timedelta(seconds=121))
    document_factory(state="queued", enqueued_at=now - timedelta(seconds=100))
    document_factory(state="parsed", enqueued_at=now - timedelta(hours=1), claimed_at=now)

    assert pipeline.sweep_documents()["sent"] == 1
    assert sent == [lost.pk]


def test_a_document_waiting_behind_a_backlog_is_not_sent_again(document_factory, sent):
    now = timezone.now()
    # Workers busy with what was sent before it; nothing sent after it has been taken yet.
    document_factory(
        state="parsing", enqueued_at=now - timedelta(hours=1), claimed_at=now, attempts=1
    )
    document_factory(state="queued", enqueued_at=now - timedelta(minutes=30))
    document_factory(state="queued", enqueued_at=now - timedelta(minutes=20))

    assert pipeline.sweep_documents()["sent"] == 0
    assert sent == []


def test_the_sweep_leaves_a_fresh_upload_to_its_own_message(document_factory, sent):
    document_factory(state="queued", enqueued_at=None)
    assert pipeline.sweep_documents()["sent"] == 0


def test_an_unexpected_parser_error_fails_the_document_not_the_worker(monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise IndexError("list index out of range")

    monkeypatch.setattr("applicants.parser.parse_bytes", broken)
    document = run(queued(ivo_cv_pdf(), "cv.pdf"))
    assert document.state == Document.State.FAILED
    assert document.failure_reason.startswith(
        "The parser stopped on an unexpected error (IndexError)"
    )
    assert "failed unexpectedly" in caplog.text


def test_a_page_linking_a_bracketed_address_is_parsed_and_the_next_document_too():
    page = (
        b"# Vera Linkwell\n\nContact: [e-mail](vera[at]example[dot]org)\n\n"
        b"## Education\n\n- MSc in Geology, Example University, 2022 - 2024\n"
    )
    first = run(queued(page, "index.md"), "task-1")
    second = run(queued(ivo_cv_pdf(), "cv.pdf"), "task-2")
    assert first.state == second.state == Document.State.PARSED
    assert list(first.applicant.emails.values_list("address", flat=True)) == ["vera@example.org"]
    assert second.applicant.name == "Ivo Brandlmeier"


def test_a_database_outage_is_left_to_the_tasks_retry(monkeypatch):
    from django.db import OperationalError

    def database_down(*args, **kwargs):
        raise OperationalError("server closed the connection unexpectedly")

    monkeypatch.setattr("applicants.pipeline.ingest", database_down)
    document = pipeline.claim_document(queued(ivo_cv_pdf(), "cv.pdf").pk, "task-1")
    with pytest.raises(OperationalError):
        pipeline.process_document(document)
    document.refresh_from_db()
    assert document.state == Document.State.PARSING
    # The retry is the same task: it takes its own row back.
    assert pipeline.claim_document(document.pk, "task-1") is not None


def test_a_nameless_document_is_parsed_then_moved_and_read_again(applicant_factory, sent):
    from django.db import transaction

    document = run(queued(b"Reading notes on sparse tensors and their kernels.\n", "notes.txt"))
    assert document.state == Document.State.PARSED
    assert document.applicant is None
    assert document.warnings[-1].startswith("No name, email or personal link was found")
    owner = applicant_factory(name="Orla Fennimore")
    with transaction.atomic():
        merge.move_document(document, owner)
    document.refresh_from_db()
    assert (document.applicant, document.state) == (owner, Document.State.QUEUED)
    document = run(document, token="task-2")
    assert document.applicant == owner
    assert "sparse tensors" in Applicant.objects.get(pk=owner.pk).search_text


# -- Failures a user can cause, in words ---------------------------------------------------


@pytest.mark.postgres
def test_nul_bytes_in_a_text_file_are_dropped_before_postgresql_sees_them():
    letter = b"Orla Fennimore\norla.fennimore@example.org\n" + b"Notes on lanterns.\n" * 500
    document = run(queued(letter + b"\x00Thank you,\x00 Orla\n", "letter.txt"))
    assert document.state == Document.State.PARSED, document.failure_reason
    assert "\x00" not in document.text
    assert "Thank you, Orla" in document.text


@pytest.mark.postgres
def test_nul_characters_the_parser_returns_are_not_stored(monkeypatch):
    from applicants import parser

    real = parser.parse_bytes

    def with_nul(*args, **kwargs):
        profile = real(*args, **kwargs)
        profile.text += "\x00"
        profile.skills.append("Lan\x00terns")
        return profile

    monkeypatch.setattr(parser, "parse_bytes", with_nul)
    document = run(queued(ivo_cv_pdf(), "cv.pdf"))
    assert document.state == Document.State.PARSED, document.failure_reason
    assert "\x00" not in document.text
    assert "Lanterns" in document.profile["skills"]


def test_a_utf32_cv_is_parsed():
    text = "Orla Fennimore\norla.fennimore@example.org\n\nEducation\nMSc, Univ. of Lanthorne\n"
    document = run(queued(text.encode("utf-32"), "cv.txt"))
    assert document.state == Document.State.PARSED, document.failure_reason
    assert document.applicant.name == "Orla Fennimore"


@pytest.mark.parametrize(
    ("error", "content_type", "start"),
    [
        (MemoryError(), "application/pdf", "Reading this PDF needed more than the"),
        (RecursionError(), "text/html; charset=utf-8", "The HTML page is nested too deeply"),
        (
            "xml",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "The Word file's inner XML is damaged",
        ),
        ("xml", "text/html", "The HTML page is malformed beyond repair"),
        ("zip", "application/pdf", "The PDF is damaged: a compressed part"),
        (UnicodeDecodeError("utf-8", b"\xff", 0, 1, "x"), "text/plain", "The text file's text"),
    ],
)
def test_failures_a_file_causes_are_told_with_what_to_do(
    monkeypatch, caplog, error, content_type, start
):
    import zlib

    from lxml import etree

    if error == "xml":
        try:
            etree.fromstring(b"<w:document><w:body>")
        except etree.XMLSyntaxError as syntax_error:
            error = syntax_error
    elif error == "zip":
        error = zlib.error("Error -3 while decompressing data: invalid block type")

    def failing(*args, **kwargs):
        raise error

    monkeypatch.setattr("applicants.parser.parse_bytes", failing)
    document = queued(b"Orla Fennimore\n", "cv.txt")
    Document.objects.filter(pk=document.pk).update(content_type=content_type)
    document = run(document)
    assert document.state == Document.State.FAILED
    assert document.failure_reason.startswith(start)
    assert "unexpected error" not in document.failure_reason
    assert any(
        phrase in document.failure_reason
        for phrase in ("upload a PDF", "upload that", "printed to PDF")
    )
    assert "failed unexpectedly" not in caplog.text
