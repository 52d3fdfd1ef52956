"""Document's lifecycle on the model: which rows each question picks, what each move writes."""

from datetime import timedelta

import pytest
from django.utils import timezone

from applicants.models import Document

pytestmark = pytest.mark.django_db


def picked(queryset) -> set[int]:
    return set(queryset.values_list("pk", flat=True))


@pytest.fixture
def documents(document_factory, settings):
    long_ago = timezone.now() - timedelta(seconds=settings.DOCUMENT_CLAIM_TIMEOUT_SECONDS + 60)
    made = {
        "fresh": document_factory(state="queued", enqueued_at=None),
        "unsent": document_factory(state="queued", enqueued_at=None),
        "sent": document_factory(state="queued", enqueued_at=timezone.now()),
        "mine": document_factory(state="parsing", claimed_at=timezone.now(), claim_token="mine"),
        "busy": document_factory(state="parsing", claimed_at=timezone.now(), claim_token="other"),
        "abandoned": document_factory(state="parsing", claimed_at=long_ago, claim_token="gone"),
        "parsed": document_factory(state="parsed"),
        "failed": document_factory(state="failed", failure_reason="Broken.", attempts=3),
    }
    Document.objects.filter(pk=made["unsent"].pk).update(uploaded_at=long_ago)
    return {name: document.pk for name, document in made.items()}


def test_each_question_picks_its_documents(documents):
    def names(queryset):
        return {name for name, pk in documents.items() if pk in picked(queryset)}

    assert names(Document.objects.claimable()) == {"fresh", "unsent", "sent", "abandoned"}
    assert names(Document.objects.claimable("mine")) == {
        "fresh",
        "unsent",
        "sent",
        "abandoned",
        "mine",
    }
    assert names(Document.objects.abandoned()) == {"abandoned"}
    assert names(Document.objects.unsent(grace_seconds=30)) == {"unsent"}
    assert names(Document.objects.finished()) == {"parsed", "failed"}


def test_a_claim_is_taken_once_and_counts_an_attempt(documents):
    row = Document.objects.filter(pk=documents["fresh"])

    assert row.claim("task-1") == 1
    assert row.claim("task-2") == 0
    claimed = row.get()
    assert (claimed.state, claimed.claim_token, claimed.attempts) == ("parsing", "task-1", 1)
    assert claimed.seconds_until_claimable() > 0
    assert Document.objects.get(pk=documents["parsed"]).seconds_until_claimable() is None


def test_a_requeue_keeps_the_attempts_and_a_reparse_forgets_them(documents):
    Document.objects.filter(pk=documents["abandoned"]).update(attempts=2)
    Document.objects.filter(pk=documents["abandoned"]).requeue()
    Document.objects.filter(pk=documents["failed"]).queue_for_reparse()

    requeued = Document.objects.get(pk=documents["abandoned"])
    assert (requeued.state, requeued.attempts, requeued.claim_token) == ("queued", 2, "")
    reparse = Document.objects.get(pk=documents["failed"])
    assert (reparse.state, reparse.attempts, reparse.failure_reason) == ("queued", 0, "")


def test_marking_parsed_or_failed_ends_the_claim(documents):
    parsed = Document.objects.get(pk=documents["mine"])
    parsed.text = "Read at last."
    parsed.mark_parsed()
    failed = Document.objects.get(pk=documents["busy"])
    failed.mark_failed("The file is damaged.")
    Document.objects.filter(pk=documents["abandoned"]).mark_failed("Gave up.")

    parsed.refresh_from_db()
    assert (parsed.state, parsed.claim_token, parsed.text) == ("parsed", "", "Read at last.")
    assert parsed.parsed_at is not None
    failed.refresh_from_db()
    assert (failed.state, failed.failure_reason, failed.claim_token) == (
        "failed",
        "The file is damaged.",
        "",
    )
    assert Document.objects.get(pk=documents["abandoned"]).failure_reason == "Gave up."


def test_only_queued_documents_are_marked_sent(documents):
    assert (
        Document.objects.filter(pk__in=[documents["fresh"], documents["parsed"]]).mark_sent() == 1
    )
    assert Document.objects.get(pk=documents["fresh"]).enqueued_at is not None
    assert Document.objects.get(pk=documents["parsed"]).enqueued_at is None
