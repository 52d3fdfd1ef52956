"""The worker path for real: upload through the view, a Celery worker parses, the Applicant
appears with its facts. Runs against the configured broker (Redis on CI) and database."""

import time

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from applicants.models import Applicant, Document
from tests.applicants.builders import IVO_HOMEPAGE, IVO_LETTER, ivo_cv_pdf

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
    assert set(cv.timings) >= {"load", "parse", "ingest"}
    assert cv.publications.get().document_id == cv.pk
