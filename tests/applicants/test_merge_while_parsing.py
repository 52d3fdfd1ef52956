"""A coordinator merges an applicant while one of its documents is being parsed: the parse
follows the document to the applicant it was merged into instead of failing."""

import threading
import time

import pytest
from django.db import connection, transaction

from applicants import merge, pipeline
from applicants.models import Applicant, Document
from tests.factories import OLD_PAPER as PAPER
from tests.factories import ivo_cv_pdf, queued_document

# How long the merge keeps its transaction open at most, waiting for the parse to queue.
WAIT_FOR_PARSE_SECONDS = 60


def claimed_cv(**fields) -> Document:
    document = queued_document(ivo_cv_pdf(), "cv.pdf", **fields)
    claimed = pipeline.claim_document(document.pk, "task-1")
    assert claimed is not None
    return claimed


def assert_parsed_into(document: Document, target: Applicant) -> None:
    assert document.state == Document.State.PARSED, document.failure_reason
    assert document.applicant_id == target.pk
    document.refresh_from_db()
    assert document.applicant_id == target.pk
    assert target.publications.get().title == PAPER
    assert target.publications.get().document_id == document.pk
    target.refresh_from_db()
    assert PAPER in target.search_text


@pytest.mark.django_db
def test_a_parse_claimed_before_a_merge_writes_for_the_merged_applicant():
    source = Applicant.objects.create(name="Ivo Brandlmeier")
    target = Applicant.objects.create(name="I. Brandlmeier")
    claimed = claimed_cv(applicant=source)

    merge.merge_applicants(source, target)
    document = pipeline.process_document(claimed)

    assert_parsed_into(document, target)


@pytest.mark.django_db
def test_a_document_uploaded_onto_a_merged_applicants_page_follows_the_merge(batch_factory):
    source = Applicant.objects.create(name="Ivo Brandlmeier")
    target = Applicant.objects.create(name="I. Brandlmeier")
    claimed = claimed_cv(batch=batch_factory(applicant=source))

    merge.merge_applicants(source, target)
    document = pipeline.process_document(claimed)

    assert_parsed_into(document, target)


def parse_is_waiting_for_a_lock(pid: int) -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s", [pid])
        row = cursor.fetchone()
    return row is not None and row[0] == "Lock"


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_parse_that_reaches_ingest_during_a_merge_waits_and_follows_it():
    source = Applicant.objects.create(name="Ivo Brandlmeier")
    target = Applicant.objects.create(name="I. Brandlmeier")
    claimed = claimed_cv(applicant=source)
    merged = threading.Event()
    parse_pid = []
    outcome = {}

    def parse():
        try:
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_backend_pid()")
                parse_pid.append(cursor.fetchone()[0])
            merged.wait(timeout=10)
            outcome["document"] = pipeline.process_document(claimed)
        finally:
            connection.close()

    worker = threading.Thread(target=parse)
    worker.start()
    with transaction.atomic():
        merge.merge_applicants(source, target)
        merged.set()
        # Commit only once the parse is queued behind the merge (or has given up on it).
        deadline = time.monotonic() + WAIT_FOR_PARSE_SECONDS
        while worker.is_alive() and time.monotonic() < deadline:
            if parse_pid and parse_is_waiting_for_a_lock(parse_pid[0]):
                break
            time.sleep(0.05)
        assert worker.is_alive(), "the parse finished inside the merge's transaction"
    worker.join(timeout=WAIT_FOR_PARSE_SECONDS)

    assert_parsed_into(outcome["document"], target)
    assert not Applicant.objects.filter(pk=source.pk).exists()
