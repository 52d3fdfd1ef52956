"""The uploads inbox: what a coordinator still has to look at after parsing.

A document needs attention when it failed, was parsed but belongs to nobody, or was
superseded by a newer version; an applicant when ingest found a same-named one. A coordinator
dismisses a document (or says two applicants are different people) to take it off the list.
"""

from django.db import models
from django.db.models import Count, F, Func, Subquery

from applicants.models import Applicant, Document, UploadBatch

RECENT_BATCHES = 50
ROWS_PER_SECTION = 200

FAILED = models.Q(state=Document.State.FAILED)
UNATTACHED = models.Q(state=Document.State.PARSED, applicant__isnull=True)
SUPERSEDED = models.Q(superseded_by__isnull=False)


def in_cycle(cycle_id: int) -> models.Q:
    """Documents of the cycle's applicants, or of nobody yet but uploaded into the cycle (or
    before cycles existed)."""
    unowned = models.Q(applicant__isnull=True) & (
        models.Q(batch__cycle_id=cycle_id) | models.Q(batch__cycle__isnull=True)
    )
    return models.Q(applicant__cycle_id=cycle_id) | unowned


def documents_needing_attention(cycle_id: int):
    return Document.objects.filter(
        FAILED | UNATTACHED | SUPERSEDED, in_cycle(cycle_id), attention_dismissed=False
    )


def possible_duplicates(cycle_id: int):
    return Applicant.objects.filter(possible_duplicate_of__isnull=False, cycle_id=cycle_id)


def attention_count(cycle_id: int) -> int:
    """Documents and duplicate applicants needing attention, in one query (for the nav badge)."""
    duplicates = (
        possible_duplicates(cycle_id)
        .order_by()
        .annotate(n=Func(F("id"), function="COUNT"))
        .values("n")
    )
    result = documents_needing_attention(cycle_id).aggregate(
        n=Count("id") + Subquery(duplicates, output_field=models.IntegerField())
    )
    return result["n"] or 0


def sections(cycle_id: int) -> dict:
    """The inbox's lists, each a few rows long at most (newest first)."""
    documents = documents_needing_attention(cycle_id).select_related("applicant", "superseded_by")
    return {
        "failed": documents.filter(FAILED)[:ROWS_PER_SECTION],
        "unattached": documents.filter(UNATTACHED)[:ROWS_PER_SECTION],
        "superseded": documents.filter(SUPERSEDED).exclude(FAILED)[:ROWS_PER_SECTION],
        "duplicates": possible_duplicates(cycle_id)
        .select_related("possible_duplicate_of")
        .order_by("-created_at")[:ROWS_PER_SECTION],
    }


def batches_with_counts(cycle_id: int):
    """Every batch of the cycle (or from before cycles), newest first, with how many of its
    documents are parsed, failed, queued."""
    states = Document.State

    def counted(*values):
        return Count("documents", filter=models.Q(documents__state__in=values))

    return (
        UploadBatch.objects.select_related("created_by", "applicant")
        .filter(models.Q(cycle_id=cycle_id) | models.Q(cycle__isnull=True))
        .annotate(
            total=Count("documents"),
            parsed=counted(states.PARSED),
            failed=counted(states.FAILED),
            waiting=counted(states.QUEUED, states.PARSING),
        )
        .order_by("-created_at", "-id")[:RECENT_BATCHES]
    )


def dismiss_document(document: Document) -> None:
    document.attention_dismissed = True
    document.save(update_fields=["attention_dismissed"])


def dismiss_duplicate(applicant: Applicant) -> None:
    """The coordinator says the same-named applicant is another person."""
    applicant.possible_duplicate_of = None
    applicant.save(update_fields=["possible_duplicate_of"])
