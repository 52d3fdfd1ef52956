"""A homepage a worker is still fetching while its applicant is merged away and the merge is
undone: when the parse finishes, its facts land on the applicant the undo brought back."""

import time

import pytest

from applicants.merge import merge_applicants
from applicants.models import Applicant, Document, MergeRecord, UploadBatch
from applicants.unmerge import undo_merge
from applicants.upload import store_url
from tests.applicants.test_pipeline_worker import wait_until_finished
from tests.factories import IVO_HOMEPAGE

pytestmark = [
    pytest.mark.worker,
    pytest.mark.redis,
    pytest.mark.postgres,
    pytest.mark.django_db(transaction=True),
]

FETCH_SECONDS = 3


def wait_for_state(document: Document, state: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        document.refresh_from_db(fields=["state"])
        if document.state == state:
            return
        time.sleep(0.05)
    raise AssertionError(f"{document} never became {state}, it is {document.state}")


def test_a_parse_finishing_after_the_undo_lands_on_the_restored_applicant(
    celery_worker, coordinator, web_server, settings
):
    settings.FETCH_ALLOW_PRIVATE_ADDRESSES = True
    web_server.routes["/ivo/"] = (200, {"Content-Type": "text/html"}, IVO_HOMEPAGE)
    web_server.delays["/ivo/"] = FETCH_SECONDS
    source = Applicant.objects.create(name="Ivo Brandlmeier")
    target = Applicant.objects.create(name="I. Brandlmeier")
    batch = UploadBatch.objects.create(created_by=coordinator, applicant=source)
    document, _ = store_url(batch, coordinator, web_server.url("/ivo/"))
    wait_for_state(document, Document.State.PARSING)  # the worker is fetching it now

    merge_applicants(Applicant.objects.get(pk=source.pk), target, by=coordinator)
    undo_merge(MergeRecord.objects.get(), coordinator)
    document.refresh_from_db(fields=["state"])
    assert document.state == Document.State.PARSING, "the parse finished before the undo"

    (parsed,) = wait_until_finished([document.pk], timeout=30)
    assert parsed.state == Document.State.PARSED, parsed.failure_reason
    assert parsed.applicant_id == source.pk
    restored = Applicant.objects.get(pk=source.pk)
    assert restored.emails.get().address == "ivo.brandlmeier@example.net"
    assert restored.links.filter(kind="github").exists()
    assert not target.emails.exists() and not target.links.exists()
    assert "sparse tensor compilers" in restored.search_text
