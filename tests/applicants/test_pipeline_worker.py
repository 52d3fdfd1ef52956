"""The worker path for real: upload through the view, a Celery worker parses, the Applicant
appears with its facts. Runs against the configured broker (Redis on CI) and database."""

import time

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from applicants.models import Applicant, Document
from tests.factories import IVO_HOMEPAGE, IVO_LETTER, ivo_cv_pdf

pytestmark = [pytest.mark.worker, pytest.mark.redis, pytest.mark.django_db(transaction=True)]


def wait_until_finished(ids, timeout=30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        documents = list(Document.objects.filter(pk__in=ids))
        if documents and all(d.is_finished for d in documents):
            return documents
        time.sleep(0.1)
    states = list(Document.objects.filter(pk__in=ids).values_list("original_name", "state"))
    raise AssertionError(f"documents not finished in {timeout} s: {states}")


def test_upload_is_parsed_by_the_worker_into_one_applicant(celery_worker, coordinator_client):
    response = coordinator_client.post(
        reverse("applicants:upload"),
        {
            "files": [
                SimpleUploadedFile("cv.pdf", ivo_cv_pdf()),
                SimpleUploadedFile("home.html", IVO_HOMEPAGE),
                SimpleUploadedFile("letter.txt", IVO_LETTER),
            ]
        },
    )
    assert response.status_code == 302
    documents = wait_until_finished(Document.objects.values_list("pk", flat=True))

    assert {d.state for d in documents} == {Document.State.PARSED}
    assert {d.kind for d in documents} == {"cv", "homepage", "cover_letter"}
    applicant = Applicant.objects.get()
    assert applicant.name == "Ivo Brandlmeier"
    assert {d.applicant_id for d in documents} == {applicant.pk}
    assert applicant.emails.filter(address="ivo.brandlmeier@example.net").count() == 3
    assert applicant.publications.get().title == "Tiny Kernels for Sparse Tensors"
    assert set(applicant.applicantskills.values_list("skill__normalized", flat=True)) >= {
        "python",
        "cuda",
    }
    assert "Tiny Kernels for Sparse Tensors" in applicant.search_text
    assert "sparse tensor compilers" in applicant.search_text
    cv = next(d for d in documents if d.kind == "cv")
    assert cv.attempts == 1
    assert cv.parser_version is not None
    assert set(cv.timings) >= {"load", "parse", "parse_cpu", "ingest", "ingest_cpu"}
    assert cv.publications.get().document_id == cv.pk


def test_a_homepage_url_is_fetched_by_the_worker(
    celery_worker, coordinator_client, web_server, settings
):
    settings.FETCH_ALLOW_PRIVATE_ADDRESSES = True
    web_server.routes["/ivo/"] = (200, {"Content-Type": "text/html"}, IVO_HOMEPAGE)
    coordinator_client.post(reverse("applicants:upload"), {"url": web_server.url("/ivo/")})
    (document,) = wait_until_finished(Document.objects.values_list("pk", flat=True))
    assert document.state == Document.State.PARSED
    assert document.applicant.name == "Ivo Brandlmeier"
    assert document.applicant.links.get(kind="github").url == "https://github.com/ivobrandl"


def test_a_url_on_127_0_0_1_fails_with_a_reason(celery_worker, coordinator_client, web_server):
    web_server.routes["/"] = (200, {"Content-Type": "text/html"}, b"<html>internal</html>")
    coordinator_client.post(reverse("applicants:upload"), {"url": web_server.url("/")})
    (document,) = wait_until_finished(Document.objects.values_list("pk", flat=True))
    assert document.state == Document.State.FAILED
    assert document.failure_reason.startswith("Refused: 127.0.0.1 is on a loopback")
    assert not document.file


def test_bad_uploads_end_in_clear_states(celery_worker, coordinator_client):
    from tests.factories import make_image_only_pdf, make_pdf

    coordinator_client.post(
        reverse("applicants:upload"),
        {
            "files": [
                SimpleUploadedFile("truncated.pdf", ivo_cv_pdf()[:500]),
                SimpleUploadedFile("locked.pdf", make_pdf(["Locked"], encrypt=True)),
                SimpleUploadedFile("scan.pdf", make_image_only_pdf()),
            ]
        },
    )
    documents = wait_until_finished(Document.objects.values_list("pk", flat=True))
    reasons = {d.original_name: d.failure_reason for d in documents}
    assert {d.state for d in documents} == {Document.State.FAILED}
    assert reasons["truncated.pdf"].startswith("The PDF is damaged or truncated")
    assert reasons["locked.pdf"].startswith("The PDF is encrypted")
    assert "OCR" in reasons["scan.pdf"]
    assert not Applicant.objects.exists()


def test_reparse_everything_through_the_worker_is_idempotent(celery_worker, coordinator_client):
    coordinator_client.post(
        reverse("applicants:upload"),
        {"files": [SimpleUploadedFile("cv.pdf", ivo_cv_pdf())]},
    )
    wait_until_finished(Document.objects.values_list("pk", flat=True))
    applicant = Applicant.objects.get()
    before = (applicant.emails.count(), applicant.publications.count(), applicant.links.count())
    applicant.status = Applicant.Status.INTERVIEW
    applicant.save(update_fields=["status"])

    coordinator_client.post(reverse("applicants:reparse"), {"confirm": "yes"})
    (document,) = wait_until_finished(Document.objects.values_list("pk", flat=True))
    assert document.state == Document.State.PARSED
    applicant.refresh_from_db()
    assert applicant.status == Applicant.Status.INTERVIEW
    assert (
        applicant.emails.count(),
        applicant.publications.count(),
        applicant.links.count(),
    ) == before


def test_an_upload_during_a_broker_outage_is_parsed_once_the_sweep_runs(
    celery_worker, coordinator_client, monkeypatch
):
    from kombu.exceptions import OperationalError

    from applicants.pipeline import parse_document, sweep_documents

    real_apply_async = parse_document.apply_async

    def broker_down(*args, **kwargs):
        raise OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(parse_document, "apply_async", broker_down)
    response = coordinator_client.post(
        reverse("applicants:upload"), {"files": [SimpleUploadedFile("cv.pdf", ivo_cv_pdf())]}
    )
    assert response.status_code == 302
    document = Document.objects.get()
    assert (document.state, document.enqueued_at) == (Document.State.QUEUED, None)

    # The broker is back; the periodic sweep (run here at once) sends what was never sent.
    monkeypatch.setattr(parse_document, "apply_async", real_apply_async)
    sweep_documents.apply_async(kwargs={"grace_seconds": 0})
    (document,) = wait_until_finished([document.pk])
    assert document.state == Document.State.PARSED
    assert document.applicant.name == "Ivo Brandlmeier"


def test_two_versions_of_a_cv_parsed_side_by_side_count_once(celery_worker, coordinator_client):
    from tests.factories import ivo_cv_version

    older = ivo_cv_version(gpa="3.47/4.00", new_paper=False, last_skill="Rust")
    newer = ivo_cv_version(gpa="3.86/4.00", new_paper=True, last_skill="Zig")
    coordinator_client.post(
        reverse("applicants:upload"),
        {
            "files": [
                SimpleUploadedFile("cv-2024.pdf", older),
                SimpleUploadedFile("cv-2025.pdf", newer),
            ]
        },
    )
    first, second = sorted(
        wait_until_finished(Document.objects.values_list("pk", flat=True)), key=lambda d: d.pk
    )

    assert (first.superseded_by_id, second.superseded_by_id) == (second.pk, None)
    response = coordinator_client.get(reverse("reviews:applicant_list"))
    (row,) = response.context["page"].object_list
    assert len(row.publication_list) == 2
    assert sorted(row.top_skills) == ["CUDA", "Python", "Zig"]  # the skills the row shows


def test_a_message_the_broker_lost_is_sent_again_two_minutes_on_and_parsed_once(
    celery_worker, coordinator_client, monkeypatch
):
    from datetime import timedelta

    from django.utils import timezone

    from applicants.pipeline import parse_document, sweep_documents

    real_apply_async = parse_document.apply_async
    # The broker takes the message, then loses it (restarted without persistence).
    monkeypatch.setattr(parse_document, "apply_async", lambda *args, **kwargs: None)
    coordinator_client.post(
        reverse("applicants:upload"), {"files": [SimpleUploadedFile("cv.pdf", ivo_cv_pdf())]}
    )
    document = Document.objects.get()
    assert document.state == Document.State.QUEUED and document.enqueued_at is not None

    monkeypatch.setattr(parse_document, "apply_async", real_apply_async)
    assert sweep_documents()["sent"] == 0  # not two minutes yet

    Document.objects.update(enqueued_at=timezone.now() - timedelta(seconds=121))
    sweep_documents.apply_async()
    (document,) = wait_until_finished([document.pk])
    assert document.state == Document.State.PARSED
    assert document.attempts == 1
