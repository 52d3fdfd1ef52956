"""Celery tasks: thin wrappers taking ids around services.

Global settings give every task acks_late and reject_on_worker_lost, so a worker
killed mid-task leaves its message to be delivered again; the claim lets that
redelivery (same task id) take the row back, and the attempt count stops a
document that kills every worker from looping forever.
"""

import logging

from celery import shared_task
from celery.signals import worker_process_init
from django.conf import settings
from django.db import InterfaceError, OperationalError
from kombu.exceptions import OperationalError as BrokerError

from applicants import services
from applicants.upload_handlers import remove_stale_upload_files

logger = logging.getLogger(__name__)

TRANSIENT = (OperationalError, InterfaceError, BrokerError)


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
    document = services.claim_document(document_id, token)
    if document is None:
        wait = services.seconds_until_claimable(document_id)
        if wait is not None and self.request.retries < self.max_retries:
            # Another worker holds it; if that worker is gone, take over once the claim expires.
            raise self.retry(countdown=wait)
        return "skipped"
    if document.attempts > settings.DOCUMENT_MAX_ATTEMPTS:
        services.fail_document(document, services.gave_up_message())
        return "failed"
    return services.process_document(document).state


@shared_task(name="applicants.sweep_documents", acks_late=True)
def sweep_documents(grace_seconds: int = 30) -> dict:
    result = services.sweep_documents(grace_seconds=grace_seconds)
    result["stale_uploads_removed"] = remove_stale_upload_files()
    if any(result.values()):
        logger.info("Document sweep: %s", result)
    return result


@worker_process_init.connect
def warm_up_nlp(**kwargs):
    """Load spaCy in each pool process before its first task, not during it."""
    from applicants.parser import get_nlp

    try:
        get_nlp()
    except Exception:  # a missing model shows up again, clearly, in the first task
        logger.exception("Could not load the spaCy model %s", settings.SPACY_MODEL)
