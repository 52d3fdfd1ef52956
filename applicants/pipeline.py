"""From a queued Document to a parsed one: the Celery tasks and everything they do.

Sending a document's parse once its row is committed, the periodic sweep that re-sends
what nobody is working on, claiming the row for one worker, parsing and ingesting it,
and queueing documents again (a re-parse, a kind a coordinator corrected).

Global settings give every task acks_late and reject_on_worker_lost, so a worker
killed mid-task leaves its message to be delivered again; the claim lets that
redelivery (same task id) take the row back, and the attempt count stops a
document that kills every worker from looping forever.
"""

import dataclasses
import logging
import time

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from celery.signals import worker_process_init
from django.conf import settings
from django.core.files.base import ContentFile
from django.db import IntegrityError, InterfaceError, OperationalError, transaction
from kombu.exceptions import OperationalError as BrokerError

from applicants import intake, parser, versions
from applicants.failures import failure_reason
from applicants.fetching import FetchError, fetch_html
from applicants.ingest import ingest, refresh_applicant
from applicants.models import Applicant, Document, max_length
from applicants.upload_handlers import remove_stale_upload_files

logger = logging.getLogger(__name__)

TRANSIENT = (OperationalError, InterfaceError, BrokerError)
# Past this many, the worker sends the messages of a re-parse, not the web request.
REPARSE_SENT_BY_REQUEST = 200
# The sweep sends at most this many messages per run; the next run sends the rest.
SWEEP_BATCH = 5000

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


def gave_up_message() -> str:
    return (
        f"Parsing did not finish after {settings.DOCUMENT_MAX_ATTEMPTS} attempts "
        "(the worker stopped or ran out of time or memory each time); the file may be "
        "malformed. Save it again from its editor, or upload a PDF of it."
    )


# -- The tasks ---------------------------------------------------------------------------


@shared_task(
    bind=True,
    name="applicants.parse_document",
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=TRANSIENT,
    retry_backoff=2,
    retry_backoff_max=60,
    retry_jitter=True,
    max_retries=5,
)
def parse_document(self, document_id: int) -> str:
    token = self.request.id or ""
    document = claim_document(document_id, token)
    if document is None:
        held = Document.objects.filter(pk=document_id).first()
        wait = held.seconds_until_claimable() if held else None
        if wait is not None and self.request.retries < self.max_retries:
            # Another worker holds it; if that worker is gone, take over once the claim expires.
            raise self.retry(countdown=wait)
        return "skipped"
    if document.attempts > settings.DOCUMENT_MAX_ATTEMPTS:
        document.mark_failed(gave_up_message())
        return "failed"
    return process_document(document).state


@shared_task(name="applicants.sweep_documents", acks_late=True)
def sweep_documents(grace_seconds: int = 30) -> dict[str, int]:
    """Re-sends documents nobody is working on; fails those that keep failing to finish."""
    exhausted = (
        Document.objects.abandoned()
        .filter(attempts__gte=settings.DOCUMENT_MAX_ATTEMPTS)
        .mark_failed(gave_up_message())
    )
    requeued = Document.objects.abandoned().requeue()
    # Never sent (the broker was down), or sent so long ago the message must be lost.
    waiting = Document.objects.unsent(grace_seconds) | Document.objects.lost()
    ids = list(waiting.order_by("pk").values_list("pk", flat=True)[:SWEEP_BATCH])
    result = {"failed": exhausted, "requeued": requeued, "sent": send_parse_tasks(ids)}
    result["stale_uploads_removed"] = remove_stale_upload_files()
    if any(result.values()):
        logger.info("Document sweep: %s", result)
    return result


@worker_process_init.connect
def warm_up_nlp(**kwargs):
    """Load spaCy in each pool process before its first task, not during it."""
    try:
        parser.get_nlp()
    except Exception:  # a missing model shows up again, clearly, in the first task
        logger.exception("Could not load the spaCy model %s", settings.SPACY_MODEL)


# -- Sending -----------------------------------------------------------------------------


def enqueue_on_commit(document_ids: list[int]) -> None:
    """Sends the parse tasks once the rows are committed (the delay_on_commit pattern).

    A broker outage must not fail the upload: the document stays queued with no
    enqueued_at, and the periodic sweep sends it once the broker is back.
    """
    ids = list(document_ids)
    transaction.on_commit(lambda: send_parse_tasks(ids))


def send_parse_tasks(document_ids: list[int]) -> int:
    sent = []
    for document_id in document_ids:
        try:
            parse_document.apply_async((document_id,), retry=True, retry_policy={"max_retries": 1})
        except Exception:  # the broker's errors vary by transport; none may fail the request
            logger.exception("Could not enqueue document %s; the sweep will retry it.", document_id)
            break
        sent.append(document_id)
    if sent:
        Document.objects.filter(pk__in=sent).mark_sent()
    return len(sent)


def _send_sweep() -> None:
    try:
        sweep_documents.apply_async(kwargs={"grace_seconds": 0}, retry_policy={"max_retries": 1})
    except Exception:
        logger.exception("Could not enqueue the sweep; the periodic sweep will send the documents.")


# -- Parsing one document ----------------------------------------------------------------


def claim_document(document_id: int, token: str) -> Document | None:
    """Takes the row for one worker: queued, or abandoned, or already ours (a redelivery)."""
    if not Document.objects.filter(pk=document_id).claim(token):
        return None
    return Document.objects.select_related("batch__applicant", "applicant").get(pk=document_id)


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
    document.content_type = item.full_content_type[: max_length(Document, "content_type")]
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
        document.mark_failed(error.message)
    except parser.ParseError as error:
        document.mark_failed(readable(error.message))
    except SoftTimeLimitExceeded:
        document.mark_failed(TOOK_TOO_LONG.format(seconds=settings.CELERY_TASK_SOFT_TIME_LIMIT))
    except (OperationalError, InterfaceError):
        raise
    except Exception as error:
        reason = failure_reason(error, document.content_type)
        if reason is None:
            logger.exception("Parsing document %s failed unexpectedly", document.pk)
            reason = UNEXPECTED.format(error=error.__class__.__name__)
        else:
            logger.warning("Document %s failed on its content: %r", document.pk, error)
        document.mark_failed(reason)
    return document


def _parse_and_ingest(document: Document) -> Document:
    timings = {}
    started = time.perf_counter()
    data, filename = load_document_bytes(document)
    timings["load"] = round(time.perf_counter() - started, 4)
    parse_started, parse_cpu_started = time.perf_counter(), time.process_time()
    kind = document.kind if document.kind_confirmed and document.kind else None
    profile = without_nul(parser.parse_bytes(data, filename, kind))
    timings["parse"] = round(time.perf_counter() - parse_started, 4)
    # This process's own CPU seconds: on a busy host the wall clock mostly counts the others.
    timings["parse_cpu"] = round(time.process_time() - parse_cpu_started, 4)

    document.warnings = [readable(w) for w in profile.warnings]
    if not (profile.text or "").strip():
        document.text = ""
        document.save(update_fields=["warnings", "text"])
        document.mark_failed(NO_TEXT)
        return document

    ingest_started, ingest_cpu_started = time.perf_counter(), time.process_time()
    with transaction.atomic():
        if not document.kind_confirmed:
            document.kind = profile.kind
        document.text = profile.text
        document.profile = profile.to_dict()
        document.parser_version = parser.parser_version()
        ingest(document, profile)
        versions.settle_version(document)
        timings["ingest"] = round(time.perf_counter() - ingest_started, 4)
        timings["ingest_cpu"] = round(time.process_time() - ingest_cpu_started, 4)
        document.parse_seconds = round(time.perf_counter() - started, 4)
        document.timings = timings
        if document.applicant_id is None:
            document.warnings.append(NOBODY)
        document.mark_parsed()
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


# -- Parsing again -----------------------------------------------------------------------


def reparse_documents(queryset) -> int:
    """Queues finished documents again (after a parser upgrade or a kind correction)."""
    ids = list(queryset.finished().values_list("pk", flat=True))
    count = Document.objects.filter(pk__in=ids).finished().queue_for_reparse()
    if len(ids) <= REPARSE_SENT_BY_REQUEST:
        enqueue_on_commit(ids)
    else:
        # Thousands of messages are sent by the worker, not in the web request.
        transaction.on_commit(_send_sweep)
    return count


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
