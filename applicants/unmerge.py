"""Undoing a merge of two applicants from its MergeRecord.

The source comes back with its old id and fields, and every recorded row that still exists
and still belongs to the target moves back; rows that changed owner since (a coordinator
moved a document on) stay where they are. Duplicates the merge deleted (a tag on both) are
written again. A merge that dropped a review cannot be undone: the review's scores and
history are gone, and an undo would pretend otherwise.
"""

from django.apps import apps
from django.db import models, transaction
from django.utils import timezone

from applicants import versions
from applicants.ingest import FACT_MODELS, lock_identities, refresh_applicant, write_facts
from applicants.merge import applicant_relations
from applicants.models import Applicant, Document, MergeRecord
from applicants.signals import merge_undone

_DOCUMENTS = "applicants.document.applicant"


class UndoRefused(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def undo_refusal(record: MergeRecord) -> str:
    """Why this merge can no longer be undone, or "" when it can."""
    if record.is_undone:
        return f"This merge was already undone: {record.source_name} is #{record.source_pk}."
    if record.irreversible:
        return (
            "This merge cannot be undone: "
            + "; ".join(record.irreversible)
            + ", and a dropped review cannot be restored faithfully."
        )
    later = MergeRecord.objects.filter(
        source_pk=record.target_pk, undone_at=None, merged_at__gte=record.merged_at
    ).first()
    if later is not None:
        return (
            f"Applicant #{record.target_pk} was itself merged into #{later.target_pk} since: "
            f"undo that merge first."
        )
    if not Applicant.objects.filter(pk=record.target_pk).exists():
        return f"Applicant #{record.target_pk}, which it was merged into, was deleted since."
    if Applicant.objects.filter(pk=record.source_pk).exists():
        return f"An applicant #{record.source_pk} exists already."
    return ""


@transaction.atomic
def undo_merge(record: MergeRecord, by) -> Applicant:
    """Brings the merged-away applicant back with its rows; returns it."""
    lock_identities()  # a parse of a moved document waits, then writes for its owner after
    record = MergeRecord.objects.select_for_update().get(pk=record.pk)
    target = Applicant.objects.select_for_update().filter(pk=record.target_pk).first()
    refusal = undo_refusal(record)
    if refusal:
        raise UndoRefused(refusal)

    source = _recreate_source(record)
    relations = applicant_relations()
    for key, ids in record.moved.items():
        relation = relations.get(key)
        if relation is not None:
            field = relation.field.name
            rows = relation.related_model._base_manager.filter(pk__in=ids, **{field: target})
            rows.update(**{field: source})
    # A re-parse since the merge wrote new facts for a moved document: they follow it back.
    documents = Document.objects.filter(pk__in=record.moved.get(_DOCUMENTS, []), applicant=source)
    for model in FACT_MODELS:
        model._base_manager.filter(document__in=documents, applicant=target).update(
            applicant=source
        )
    for label, rows in record.deleted.items():
        _write_again(apps.get_model(label), rows)
    if record.target_was_duplicate:
        target.possible_duplicate_of = source
        target.save(update_fields=["possible_duplicate_of"])

    _restore_versions(record, source, target)
    for applicant in (source, target):
        versions.settle_versions(applicant)
        refresh_applicant(applicant)
    record.undone_at = timezone.now()
    record.undone_by = by
    record.save(update_fields=["undone_at", "undone_by"])
    merge_undone.send(sender=Applicant, source=source, target=target, record=record, by=by)
    return source


def _recreate_source(record: MergeRecord) -> Applicant:
    values = _current_columns(Applicant, record.source_fields)
    source = Applicant(**_existing_references(Applicant, values))
    source.save(force_insert=True)
    _keep_timestamps(Applicant, [values])
    source.refresh_from_db()
    return source


def _write_again(model, rows: list[dict]) -> None:
    """Rows the merge deleted as duplicates, with their old ids; one whose other end is gone
    since (the tag was deleted) or that an equal row has replaced since stays deleted."""
    rows = [_current_columns(model, row) for row in rows]
    rows = [row for row in rows if _references_exist(model, row)]
    model._base_manager.bulk_create([model(**row) for row in rows], ignore_conflicts=True)
    _keep_timestamps(model, rows)


def _current_columns(model, row: dict) -> dict:
    """The row's values for the columns the model has now (a migration since the merge may
    have dropped one; a column added since takes its default)."""
    columns = {f.attname for f in model._meta.concrete_fields}
    return {name: value for name, value in row.items() if name in columns}


def _foreign_keys(model):
    return [f for f in model._meta.concrete_fields if isinstance(f, models.ForeignKey)]


def _refers_to_a_row(field, row: dict) -> bool:
    value = row.get(field.attname)
    return value is None or field.related_model._base_manager.filter(pk=value).exists()


def _references_exist(model, row: dict) -> bool:
    return all(_refers_to_a_row(f, row) for f in _foreign_keys(model))


def _existing_references(model, row: dict) -> dict:
    """The row, with nullable references to rows deleted since (a user) cleared."""
    gone = [f for f in _foreign_keys(model) if f.null and not _refers_to_a_row(f, row)]
    return {**row, **{f.attname: None for f in gone}}


def _keep_timestamps(model, rows: list[dict]) -> None:
    """Inserting sets auto_now and auto_now_add fields to now: put the old values back."""
    stamped = [
        f.attname
        for f in model._meta.concrete_fields
        if getattr(f, "auto_now", False) or getattr(f, "auto_now_add", False)
    ]
    for row in rows:
        kept = {name: row[name] for name in stamped if name in row}
        if kept:
            model._base_manager.filter(pk=row["id"]).update(**kept)


def _restore_versions(record: MergeRecord, source: Applicant, target: Applicant) -> None:
    """Documents the merge's version settling superseded by a document of the other applicant
    count again as they did before the merge."""
    before = {int(pk): superseded_by for pk, superseded_by in record.versions.items()}
    mine = Document.objects.filter(applicant__in=[source, target])
    owners = dict(mine.values_list("pk", "applicant"))
    for document in mine.filter(pk__in=before).exclude(superseded_by=None):
        now, was = document.superseded_by_id, before[document.pk]
        if now == was or owners.get(now) == document.applicant_id:
            continue  # as before, or superseded by a newer version of its own since
        if was is not None and owners.get(was) == document.applicant_id:
            Document.objects.filter(pk=document.pk).update(superseded_by=was)
        else:
            _count_again(document)


def _count_again(document: Document) -> None:
    """Its facts are written again from the profile its parse stored; the hidden ones were
    never deleted, so they stay hidden (write_facts drops the fresh copies of them)."""
    Document.objects.filter(pk=document.pk).update(superseded_by=None)
    document.superseded_by = None
    write_facts(document, versions.stored_profile(document))


# What the undo page counts, in the coordinator's words ("facts" is every fact model).
_MOVING_BACK = {
    "documents": [_DOCUMENTS],
    "facts": [f"{model._meta.label_lower}.applicant" for model in FACT_MODELS],
    "reviews": ["reviews.review.applicant"],
    "tags": ["reviews.applicanttag.applicant"],
    "conflicts": ["reviews.conflict.applicant"],
    "status changes": ["reviews.statuschange.applicant"],
    "comments": ["reviews.comment.applicant"],
}


def moving_back(record: MergeRecord) -> list[tuple[str, int]]:
    """How many documents, facts, reviews, tags ... the undo gives back (as recorded)."""
    counts = [
        (label, sum(len(record.moved.get(key, [])) for key in keys))
        for label, keys in _MOVING_BACK.items()
    ]
    return [
        (label if count > 1 else label.removesuffix("s"), count) for label, count in counts if count
    ]
