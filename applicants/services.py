"""Workflows over several models: store uploads, parse and ingest, re-parse, merge, move.

Each function is atomic where it writes. Tasks in tasks.py are thin wrappers
around these.
"""

import dataclasses
import logging
import time
from dataclasses import dataclass, field
from datetime import timedelta

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.core.files.base import ContentFile
from django.db import IntegrityError, InterfaceError, OperationalError, models, transaction
from django.db.models import F, Q
from django.utils import timezone

from applicants import intake, parser, versions
from applicants.failures import failure_reason
from applicants.fetching import FetchError, fetch_html
from applicants.ingest import FACT_MODELS, ingest, lock_identities, refresh_applicant
from applicants.models import Applicant, Document, UploadBatch
from applicants.signals import merging_applicants

# Re-exported: other apps call applicants.services.refresh_applicant.
__all__ = ["refresh_applicant"]

logger = logging.getLogger(__name__)

TOOK_TOO_LONG = (
    "Parsing took too long (over {seconds} s) and was stopped; the file may be malformed. "
    "Save it again from its editor, or upload a PDF of it."
)
UNEXPECTED = (
    "The parser stopped on an unexpected error ({error}); the file is kept. "
    "Try re-parsing it later, or tell the developers."
)
NOBODY = (
    "No name, email or personal link was found, so the document is not attached to "
    "anyone: move it to the right applicant."
)
NO_TEXT = (
    "No text could be read from this document: it looks like a scanned image "
    "(no text layer). Text recognition (OCR) is not done; please upload a text PDF."
)


# -- Upload ------------------------------------------------------------------------------


@dataclass
class UploadOutcome:
    """What happened to each file, for the coordinator."""

    accepted: list[Document] = field(default_factory=list)
    duplicates: list[tuple[str, Document]] = field(default_factory=list)
    rejected: list[intake.Rejected] = field(default_factory=list)

    def add(self, name: str, document: Document, created: bool) -> None:
        if created:
            self.accepted.append(document)
        else:
            self.duplicates.append((name, document))

    def as_json(self) -> list[dict]:
        rows = [
            {"name": d.original_name, "status": "accepted", "document": d.pk} for d in self.accepted
        ]
        rows += [
            {"name": name, "status": "duplicate", "document": d.pk, "message": duplicate_message(d)}
            for name, d in self.duplicates
        ]
        rows += [
            {"name": r.name, "status": "rejected", "message": r.message} for r in self.rejected
        ]
        return rows


def duplicate_message(document: Document) -> str:
    owner = f" (applicant: {document.applicant})" if document.applicant_id else ""
    return f"The same file was already uploaded as “{document}”{owner}; it was not added again."


def create_batch(user, applicant: Applicant | None = None) -> UploadBatch:
    return UploadBatch.objects.create(created_by=user, applicant=applicant)


def store_uploads(batch: UploadBatch, user, files) -> UploadOutcome:
    """Every uploaded file (and every document inside a ZIP) becomes a queued Document."""
    outcome = UploadOutcome()
    for uploaded in files:
        name = (uploaded.name or "upload")[:300]
        if uploaded.size > settings.UPLOAD_MAX_BYTES:
            outcome.rejected.append(intake.Rejected(name, intake.too_large_message()))
            continue
        data = uploaded.read()
        for item in intake.examine(name, data):
            if isinstance(item, intake.Rejected):
                outcome.rejected.append(item)
                continue
            outcome.add(item.name, *store_document(batch, user, item))
    return outcome


def store_document(batch: UploadBatch, user, item: intake.Accepted) -> tuple[Document, bool]:
    """A Document for these bytes, or the one that already holds them."""
    digest = Document.digest(item.data)
    existing = Document.objects.filter(sha256=digest).first()
    if existing is not None:
        return existing, False
    document = Document(
        batch=batch,
        applicant=batch.applicant,
        original_name=item.name[:300],
        content_type=item.full_content_type[:100],
        size=len(item.data),
        sha256=digest,
        uploaded_by=user,
    )
    document.file.save("upload", ContentFile(item.data), save=False)
    try:
        with transaction.atomic():
            document.save()
    except IntegrityError:
        # The same bytes arrived in a parallel request a moment ago.
        document.file.delete(save=False)
        return Document.objects.get(sha256=digest), False
    enqueue_on_commit([document.pk])
    return document, True


def store_url(batch: UploadBatch, user, url: str) -> tuple[Document, bool]:
    existing = Document.objects.filter(source_url=url).first()
    if existing is not None:
        return existing, False
    document = Document.objects.create(
        batch=batch,
        applicant=batch.applicant,
        source_url=url,
        original_name=url[:300],
        kind=Document.Kind.HOMEPAGE,
        uploaded_by=user,
    )
    enqueue_on_commit([document.pk])
    return document, True


# -- Enqueueing --------------------------------------------------------------------------


def enqueue_on_commit(document_ids: list[int]) -> None:
    """Sends the parse tasks once the rows are committed (the delay_on_commit pattern).

    A broker outage must not fail the upload: the document stays queued with no
    enqueued_at, and the periodic sweep sends it once the broker is back.
    """
    ids = list(document_ids)
    transaction.on_commit(lambda: send_parse_tasks(ids))


def send_parse_tasks(document_ids: list[int]) -> int:
    from applicants.tasks import parse_document

    sent = []
    for document_id in document_ids:
        try:
            parse_document.apply_async((document_id,), retry=True, retry_policy={"max_retries": 1})
        except Exception:  # the broker's errors vary by transport; none may fail the request
            logger.exception("Could not enqueue document %s; the sweep will retry it.", document_id)
            break
        sent.append(document_id)
    if sent:
        Document.objects.filter(pk__in=sent, state=Document.State.QUEUED).update(
            enqueued_at=timezone.now()
        )
    return len(sent)


def sweep_documents(grace_seconds: int = 30) -> dict[str, int]:
    """Re-sends documents nobody is working on; fails those that keep failing to finish."""
    now = timezone.now()
    abandoned = Q(
        state=Document.State.PARSING,
        claimed_at__lt=now - timedelta(seconds=settings.DOCUMENT_CLAIM_TIMEOUT_SECONDS),
    )
    exhausted = Document.objects.filter(
        abandoned, attempts__gte=settings.DOCUMENT_MAX_ATTEMPTS
    ).update(
        state=Document.State.FAILED,
        failure_reason=gave_up_message(),
        claim_token="",
        parsed_at=now,
    )
    requeued = Document.objects.filter(abandoned).update(
        state=Document.State.QUEUED, enqueued_at=None, claim_token=""
    )
    # Never sent (the broker was down), or sent so long ago the message must be lost.
    unsent = Q(
        state=Document.State.QUEUED,
        enqueued_at__isnull=True,
        uploaded_at__lt=now - timedelta(seconds=grace_seconds),
    )
    ids = list(
        Document.objects.filter(unsent | lost_messages(now))
        .order_by("pk")
        .values_list("pk", flat=True)[:5000]
    )
    sent = send_parse_tasks(ids)
    return {"failed": exhausted, "requeued": requeued, "sent": sent}


def lost_messages(now) -> Q:
    """Queued documents whose message must be lost: sent over DOCUMENT_QUEUED_TIMEOUT_SECONDS
    ago while no document is being parsed (idle workers would have taken it), or before one
    that was already taken (the queue moved past it). One merely waiting behind a backlog is
    left alone: sending it again would only pile duplicates onto the queue.
    """
    lost = Q(
        state=Document.State.QUEUED,
        enqueued_at__lt=now - timedelta(seconds=settings.DOCUMENT_QUEUED_TIMEOUT_SECONDS),
    )
    if not Document.objects.filter(state=Document.State.PARSING).exists():
        return lost
    last_taken = Document.objects.filter(claimed_at__gte=F("enqueued_at")).aggregate(
        sent=models.Max("enqueued_at")
    )["sent"]
    return lost & Q(enqueued_at__lt=last_taken) if last_taken else Q(pk__in=[])


def gave_up_message() -> str:
    return (
        f"Parsing did not finish after {settings.DOCUMENT_MAX_ATTEMPTS} attempts "
        "(the worker stopped or ran out of time or memory each time); the file may be "
        "malformed. Save it again from its editor, or upload a PDF of it."
    )


# -- Parsing one document ----------------------------------------------------------------


def claim_document(document_id: int, token: str) -> Document | None:
    """Takes the row for one worker: queued, or abandoned, or already ours (a redelivery)."""
    now = timezone.now()
    stale = now - timedelta(seconds=settings.DOCUMENT_CLAIM_TIMEOUT_SECONDS)
    claimable = Q(state=Document.State.QUEUED) | Q(
        state=Document.State.PARSING, claimed_at__lt=stale
    )
    if token:
        claimable |= Q(state=Document.State.PARSING, claim_token=token)
    claimed = (
        Document.objects.filter(pk=document_id)
        .filter(claimable)
        .update(
            state=Document.State.PARSING,
            attempts=F("attempts") + 1,
            claimed_at=now,
            claim_token=token,
        )
    )
    if not claimed:
        return None
    return Document.objects.select_related("batch__applicant", "applicant").get(pk=document_id)


def seconds_until_claimable(document_id: int) -> float | None:
    """For a row another worker holds: how long until it counts as abandoned (None: never)."""
    row = Document.objects.filter(pk=document_id, state=Document.State.PARSING).first()
    if row is None or row.claimed_at is None:
        return None
    deadline = row.claimed_at + timedelta(seconds=settings.DOCUMENT_CLAIM_TIMEOUT_SECONDS)
    return max((deadline - timezone.now()).total_seconds(), 0) + 1


def fail_document(document: Document, reason: str) -> None:
    document.state = Document.State.FAILED
    document.failure_reason = reason
    document.claim_token = ""
    document.parsed_at = timezone.now()
    document.save(update_fields=["state", "failure_reason", "claim_token", "parsed_at"])


def load_document_bytes(document: Document) -> tuple[bytes, str]:
    """The bytes to parse and a file name whose extension says what they are."""
    if not document.file and document.source_url:
        data = store_fetched_page(document, fetch_html(document.source_url))
    else:
        with document.file.open("rb") as handle:
            data = handle.read()
    content_type = intake.media_type(document.content_type)
    extension = intake.EXTENSIONS.get(content_type, "")
    if content_type in intake.TEXT_TYPES:
        # Stray NUL bytes (intake lets a few through) mean nothing, and PostgreSQL refuses them.
        data = intake.decoded_utf8(data, document.content_type).replace(b"\x00", b"")
    return data, f"document{extension}"


def store_fetched_page(document: Document, fetched) -> bytes:
    """Keeps the fetched page like an upload, so it is shown from our copy; returns its bytes."""
    item = intake.sniff(document.source_url, fetched.data)
    if isinstance(item, intake.Rejected):
        raise FetchError(item.message)
    digest = Document.digest(fetched.data)
    document.file.save("fetched", ContentFile(fetched.data), save=False)
    document.content_type = item.full_content_type[:100]
    document.size = len(fetched.data)
    fields = ["file", "content_type", "size"]
    if not Document.objects.filter(sha256=digest).exclude(pk=document.pk).exists():
        document.sha256 = digest
        fields.append("sha256")
    try:
        with transaction.atomic():
            document.save(update_fields=fields)
    except IntegrityError:
        fields.remove("sha256")
        document.sha256 = ""
        document.save(update_fields=fields)
    return fetched.data


def process_document(document: Document) -> Document:
    """Parse a claimed document and ingest its profile; failures end in a clear state.

    Database and connection errors propagate, so the task retries them; anything
    else is the document's own failure, recorded on it rather than left hanging.
    """
    try:
        return _parse_and_ingest(document)
    except FetchError as error:
        fail_document(document, error.message)
    except parser.ParseError as error:
        fail_document(document, readable(error.message))
    except SoftTimeLimitExceeded:
        fail_document(document, TOOK_TOO_LONG.format(seconds=settings.CELERY_TASK_SOFT_TIME_LIMIT))
    except (OperationalError, InterfaceError):
        raise
    except Exception as error:
        reason = failure_reason(error, document.content_type)
        if reason is None:
            logger.exception("Parsing document %s failed unexpectedly", document.pk)
            reason = UNEXPECTED.format(error=error.__class__.__name__)
        else:
            logger.warning("Document %s failed on its content: %r", document.pk, error)
        fail_document(document, reason)
    return document


def _parse_and_ingest(document: Document) -> Document:
    timings = {}
    started = time.perf_counter()
    data, filename = load_document_bytes(document)
    timings["load"] = round(time.perf_counter() - started, 4)
    parse_started = time.perf_counter()
    kind = document.kind if document.kind_confirmed and document.kind else None
    profile = without_nul(parser.parse_bytes(data, filename, kind))
    timings["parse"] = round(time.perf_counter() - parse_started, 4)

    document.warnings = [readable(w) for w in profile.warnings]
    if not (profile.text or "").strip():
        document.text = ""
        document.save(update_fields=["warnings", "text"])
        fail_document(document, NO_TEXT)
        return document

    ingest_started = time.perf_counter()
    with transaction.atomic():
        if not document.kind_confirmed:
            document.kind = profile.kind
        document.text = profile.text
        document.profile = profile.to_dict()
        document.parser_version = parser.parser_version()
        ingest(document, profile)
        versions.settle_version(document)
        document.state = Document.State.PARSED
        document.failure_reason = ""
        document.claim_token = ""
        document.parsed_at = timezone.now()
        timings["ingest"] = round(time.perf_counter() - ingest_started, 4)
        document.parse_seconds = round(time.perf_counter() - started, 4)
        document.timings = timings
        if document.applicant_id is None:
            document.warnings.append(NOBODY)
        document.save()
        if document.applicant_id is not None:
            refresh_applicant(document.applicant)
    return document


def without_nul(value):
    """The profile with NUL characters dropped from every string: PostgreSQL stores none."""
    if isinstance(value, str):
        return value.replace("\x00", "")
    if isinstance(value, list):
        return [without_nul(item) for item in value]
    if isinstance(value, dict):
        return {without_nul(key): without_nul(item) for key, item in value.items()}
    if dataclasses.is_dataclass(value):
        changes = {f.name: without_nul(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changes)
    return value


def readable(message: str) -> str:
    message = (message or "").strip()
    if not message:
        return "The document could not be read."
    message = message[0].upper() + message[1:]
    return message if message.endswith((".", "!", "?", ")")) else f"{message}."


# -- Coordinator actions -----------------------------------------------------------------

REPARSABLE = [Document.State.PARSED, Document.State.FAILED]


def reparse_documents(queryset) -> int:
    """Queues documents again (after a parser upgrade or a kind correction)."""
    ids = list(queryset.filter(state__in=REPARSABLE).values_list("pk", flat=True))
    count = Document.objects.filter(pk__in=ids, state__in=REPARSABLE).update(
        state=Document.State.QUEUED,
        attempts=0,
        failure_reason="",
        enqueued_at=None,
        claim_token="",
    )
    if len(ids) <= 200:
        enqueue_on_commit(ids)
    else:
        # Thousands of messages are sent by the worker, not in the web request.
        from applicants.tasks import sweep_documents as sweep_task

        transaction.on_commit(lambda: _send_sweep(sweep_task))
    return count


def _send_sweep(sweep_task) -> None:
    try:
        sweep_task.apply_async(kwargs={"grace_seconds": 0}, retry_policy={"max_retries": 1})
    except Exception:
        logger.exception("Could not enqueue the sweep; the periodic sweep will send the documents.")


@transaction.atomic
def reparse_document(document: Document) -> int:
    return reparse_documents(Document.objects.filter(pk=document.pk))


@transaction.atomic
def reparse_applicant(applicant: Applicant) -> int:
    return reparse_documents(applicant.documents.all())


@transaction.atomic
def reparse_everything() -> int:
    return reparse_documents(Document.objects.all())


@transaction.atomic
def correct_kind(document: Document, kind: str) -> Document:
    """The coordinator knows best: keep the kind and parse again with it."""
    document.kind = kind
    document.kind_confirmed = True
    document.save(update_fields=["kind", "kind_confirmed"])
    reparse_document(document)
    document.refresh_from_db()
    return document


@transaction.atomic
def move_document(document: Document, target: Applicant) -> Document:
    """The document (and the facts read from it) now belong to another applicant."""
    lock_identities()  # a parse of this document waits, then writes for the new owner
    previous = document.applicant
    document.applicant = target
    document.save(update_fields=["applicant"])
    for model in FACT_MODELS:
        model.objects.filter(document=document).update(applicant=target)
    versions.follow_move(document)
    refresh_applicant(target)
    if previous is not None and previous.pk != target.pk:
        refresh_applicant(previous)
    if previous is None and document.state in REPARSABLE:
        # It named nobody, so no facts were kept: read it again for its new owner.
        reparse_document(document)
    return document


class MergeConflict(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


@transaction.atomic
def merge_applicants(source: Applicant, target: Applicant) -> Applicant:
    """Everything of source (documents, facts, and other apps' rows) moves to target.

    Other apps first move their own rows through the merging_applicants signal (the
    reviews app combines tags, reviews and summaries there). Any row still left that
    would collide with one the target already has stops the merge, and the coordinator
    is told why.
    """
    if source.pk == target.pk:
        raise MergeConflict("An applicant cannot be merged with itself.")
    # A parse ingesting for either applicant finishes first, or waits and then follows
    # its document to the target (ingest reads the owner again under this lock).
    lock_identities()
    # Row locks too: a review submitted meanwhile waits rather than land on a deleted row.
    both = Applicant.objects.select_for_update(no_key=True).filter(pk__in=[source.pk, target.pk])
    if len(both.order_by("pk").values_list("pk", flat=True)) != 2:
        raise MergeConflict("One of the two applicants was merged or deleted meanwhile.")
    merging_applicants.send(sender=Applicant, source=source, target=target)
    for relation in Applicant._meta.get_fields(include_hidden=True):
        if not relation.auto_created or relation.concrete:
            continue
        if relation.many_to_many:
            _merge_many_to_many(relation, source, target)
        elif relation.one_to_many or relation.one_to_one:
            _merge_foreign_keys(relation, source, target)
    if target.possible_duplicate_of_id == source.pk:
        target.possible_duplicate_of = None
        target.save(update_fields=["possible_duplicate_of"])
    source.delete()
    versions.settle_versions(target)
    return refresh_applicant(target)


def _merge_foreign_keys(relation, source, target) -> None:
    model, name = relation.related_model, relation.field.name
    try:
        with transaction.atomic():
            model._default_manager.filter(**{name: source}).update(**{name: target})
    except IntegrityError as error:
        label = model._meta.verbose_name_plural
        raise MergeConflict(
            f"Both applicants have {label} that cannot be combined. "
            f"Resolve those first, then merge."
        ) from error


def _merge_many_to_many(relation, source, target) -> None:
    through = relation.through
    own = next(f for f in through._meta.fields if f.is_relation and f.related_model is Applicant)
    other = next(
        f for f in through._meta.fields if f.is_relation and f is not own and f.related_model
    )
    rows = through._default_manager
    target_others = rows.filter(**{own.name: target}).values(other.attname)
    # The same tag on both: keep the target's, drop the source's copy.
    rows.filter(**{own.name: source, f"{other.attname}__in": target_others}).delete()
    rows.filter(**{own.name: source}).update(**{own.name: target})


def document_counts(queryset) -> dict[str, int]:
    counts = dict.fromkeys(Document.State.values, 0)
    for row in queryset.values("state").annotate(n=models.Count("id")).order_by():
        counts[row["state"]] = row["n"]
    counts["total"] = sum(counts[s] for s in Document.State.values)
    counts["finished"] = counts[Document.State.PARSED] + counts[Document.State.FAILED]
    return counts
