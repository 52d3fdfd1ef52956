"""Files and URLs in: each becomes a queued Document, or finds the one that already holds it.

Every stored document's parse is sent once the upload's transaction commits.
"""

from dataclasses import dataclass, field

from django.conf import settings
from django.core.files.base import ContentFile
from django.db import IntegrityError, transaction

from applicants import intake
from applicants.models import Applicant, Document, UploadBatch, max_length
from applicants.pipeline import enqueue_on_commit


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


def create_batch(user, applicant: Applicant | None = None, cycle=None) -> UploadBatch:
    """A batch; new applicants found in its documents go into `cycle` (the uploader's
    current one), else into the applicant's cycle, else the default cycle."""
    if cycle is None and applicant is not None:
        cycle = applicant.cycle
    return UploadBatch.objects.create(created_by=user, applicant=applicant, cycle=cycle)


def _fits(value: str, field_name: str) -> str:
    return value[: max_length(Document, field_name)]


def store_uploads(batch: UploadBatch, user, files) -> UploadOutcome:
    """Every uploaded file (and every document inside a ZIP) becomes a queued Document."""
    outcome = UploadOutcome()
    for uploaded in files:
        name = _fits(uploaded.name or "upload", "original_name")
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
        original_name=_fits(item.name, "original_name"),
        content_type=_fits(item.full_content_type, "content_type"),
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
        original_name=_fits(url, "original_name"),
        kind=Document.Kind.HOMEPAGE,
        uploaded_by=user,
    )
    enqueue_on_commit([document.pk])
    return document, True
