"""Versions of one applicant's documents: of each kind, one document's facts count.

A second CV of the same person supersedes the first: the older Document is kept (its
file, text and the profile its parse stored) but its facts are removed, so counts,
chips, filters, search and the export read one version. The newest upload wins, except
that a coordinator may restore an older one; it then counts and the others of its kind
are superseded by it, until a newer document of that kind arrives.
"""

import dataclasses
from collections import defaultdict

from django.db import transaction
from django.db.models import Q

from applicants.ingest import (
    FACT_MODELS,
    delete_facts,
    lock_identities,
    refresh_applicant,
    write_facts,
)
from applicants.models import Applicant, Document
from parsing import profile as parsed


def _upload_order(document: Document) -> tuple:
    return (document.uploaded_at, document.pk)


def _versions_of(applicant_id: int, kind: str):
    """The documents whose facts could count for this applicant and kind (a failed parse
    stated nothing, so it never supersedes anything)."""
    return Document.objects.filter(applicant_id=applicant_id, kind=kind).exclude(
        state=Document.State.FAILED
    )


def _supersede(document_ids: list[int], by: Document) -> None:
    """Their facts go; they, and what they had superseded, now point at `by`."""
    if not document_ids:
        return
    for model in FACT_MODELS:
        model.objects.filter(document_id__in=document_ids).delete()
    pointing = Q(pk__in=document_ids) | Q(superseded_by__in=document_ids)
    Document.objects.filter(pointing).exclude(pk=by.pk).update(superseded_by=by)


def _keep_newest(versions: list[Document]) -> Document:
    newest = max(versions, key=_upload_order)
    _supersede([d.pk for d in versions if d is not newest], newest)
    return newest


def settle_version(document: Document) -> bool:
    """After a parse of the document wrote its facts: whether they count.

    A superseded document stays superseded (only a coordinator brings it back). Otherwise
    the newest upload among the applicant's current documents of this kind wins and the
    others are superseded by it. The document's kind is the one this parse found.
    """
    if document.applicant_id is None or not document.kind:
        return True
    document.refresh_from_db(fields=["superseded_by"])  # a restore since the claim counts
    superseder = document.superseded_by
    if superseder is not None and (superseder.applicant_id, superseder.kind) != (
        document.applicant_id,
        document.kind,
    ):
        # Read as another kind now (a coordinator corrected it): it is nobody's older version.
        Document.objects.filter(pk=document.pk).update(superseded_by=None)
        document.superseded_by = None
    if document.is_superseded:
        _supersede([document.pk], document.superseded_by)
        return False
    _release_mismatched(document)  # its kind changed: what it superseded counts again
    rivals = _versions_of(document.applicant_id, document.kind).filter(superseded_by=None)
    newest = _keep_newest([document, *rivals.exclude(pk=document.pk)])
    if newest is not document:
        document.superseded_by = newest
    return newest is document


def settle_versions(applicant: Applicant) -> None:
    """One current document per kind, the newest upload, e.g. after two applicants merged."""
    current = defaultdict(list)
    for document in Document.objects.filter(applicant=applicant, superseded_by=None).exclude(
        Q(kind="") | Q(state=Document.State.FAILED)
    ):
        current[document.kind].append(document)
    for versions in current.values():
        if len(versions) > 1:
            _keep_newest(versions)


def follow_move(document: Document) -> None:
    """The document moved to another applicant: it competes there as a new version, and the
    newest of the documents it had superseded where it was counts again."""
    _release_mismatched(document)
    if document.is_superseded and document.superseded_by.applicant_id != document.applicant_id:
        _revive(document)
    settle_versions(document.applicant)


def _release_mismatched(document: Document) -> None:
    """Documents this one superseded that are no longer of its applicant or its kind: the
    newest of each such group counts again."""
    orphans = defaultdict(list)
    released = Document.objects.filter(superseded_by=document).exclude(
        applicant_id=document.applicant_id, kind=document.kind
    )
    for orphan in released.exclude(applicant=None):
        orphans[orphan.applicant_id, orphan.kind].append(orphan)
    for versions in orphans.values():
        _make_current(max(versions, key=_upload_order))


def _make_current(document: Document) -> None:
    """It counts again and the applicant's other documents of its kind are superseded by it."""
    _revive(document)
    others = _versions_of(document.applicant_id, document.kind).exclude(pk=document.pk)
    _supersede(list(others.values_list("pk", flat=True)), document)


def _revive(document: Document) -> None:
    """Its facts are written again from the profile its last parse stored."""
    Document.objects.filter(pk=document.pk).update(superseded_by=None)
    document.superseded_by = None
    delete_facts(document)
    write_facts(document, stored_profile(document))


class NotRestorable(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


@transaction.atomic
def restore_document(document: Document) -> Document:
    """A coordinator's choice: this older version counts again instead of the newer one."""
    lock_identities()  # a parse of another version settles before or after, not during
    document = Document.objects.select_related("applicant").get(pk=document.pk)
    if not document.is_superseded:
        raise NotRestorable(f"{document} is already the version that counts.")
    if document.applicant_id is None or document.state != Document.State.PARSED:
        raise NotRestorable(f"{document} has no parsed facts to restore; re-parse it first.")
    _make_current(document)
    refresh_applicant(document.applicant)
    return document


def stored_profile(document: Document) -> parsed.Profile:
    """The profile the document's last parse stored (keys an older parser wrote and this one
    no longer knows are left out)."""
    data = document.profile or {}

    def build(cls, values: dict):
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{key: value for key, value in values.items() if key in names})

    return build(
        parsed.Profile,
        {
            **data,
            "kind": document.kind,
            "text": document.text,
            "education": [build(parsed.Education, e) for e in data.get("education") or []],
            "experience": [build(parsed.Experience, e) for e in data.get("experience") or []],
            "publications": [
                build(parsed.Publication, p)
                for p in data.get("publications") or []
                if p.get("title")
            ],
        },
    )
