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


def documents_needing_attention():
    return Document.objects.filter(FAILED | UNATTACHED | SUPERSEDED, attention_dismissed=False)


def possible_duplicates():
    return Applicant.objects.filter(possible_duplicate_of__isnull=False)


def attention_count() -> int:
    """Documents and duplicate applicants needing attention, in one query (for the nav badge)."""
    duplicates = (
        possible_duplicates().order_by().annotate(n=Func(F("id"), function="COUNT")).values("n")
    )
    result = documents_needing_attention().aggregate(
        n=Count("id") + Subquery(duplicates, output_field=models.IntegerField())
    )
    return result["n"] or 0


def sections() -> dict:
    """The inbox's lists, each a few rows long at most (newest first)."""
    documents = documents_needing_attention().select_related("applicant", "superseded_by")
    return {
        "failed": documents.filter(FAILED)[:ROWS_PER_SECTION],
        "unattached": documents.filter(UNATTACHED)[:ROWS_PER_SECTION],
        "superseded": documents.filter(SUPERSEDED).exclude(FAILED)[:ROWS_PER_SECTION],
        "duplicates": possible_duplicates()
        .select_related("possible_duplicate_of")
        .order_by("-created_at")[:ROWS_PER_SECTION],
    }


def batches_with_counts():
    """Every batch, newest first, with how many of its documents are parsed, failed, queued."""
    states = Document.State

    def counted(*values):
        return Count("documents", filter=models.Q(documents__state__in=values))

    return (
        UploadBatch.objects.select_related("created_by", "applicant")
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
