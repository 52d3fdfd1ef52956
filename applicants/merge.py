"""A coordinator's corrections of who is who: move a document, merge two applicants.

Each is atomic and takes the identity lock, so a parse of an affected document waits and
then writes for the new owner.
"""

from django.db import IntegrityError, transaction
from django.db.models import CharField, Value

from applicants import versions
from applicants.ingest import FACT_MODELS, lock_identities, refresh_applicant
from applicants.models import Applicant, Document, MergeRecord
from applicants.pipeline import reparse_document
from applicants.signals import merging_applicants


@transaction.atomic
def move_document(document: Document, target: Applicant) -> Document:
    """The document (and the facts read from it) now belong to another applicant."""
    lock_identities()  # a parse of this document waits, then writes for the new owner
    previous = document.applicant
    document.applicant = target
    document.save(update_fields=["applicant"])
    for model in FACT_MODELS:
        model.every.filter(document=document).update(applicant=target)
    versions.follow_move(document)
    refresh_applicant(target)
    if previous is not None and previous.pk != target.pk:
        refresh_applicant(previous)
    if previous is None and document.is_finished:
        # It named nobody, so no facts were kept: read it again for its new owner.
        reparse_document(document)
    return document


class MergeConflict(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


@transaction.atomic
def merge_applicants(source: Applicant, target: Applicant, by=None) -> Applicant:
    """Everything of source (documents, facts, and other apps' rows) moves to target.

    Other apps first move their own rows through the merging_applicants signal (the
    reviews app combines tags, reviews and summaries there). Any row still left that
    would collide with one the target already has stops the merge, and the coordinator
    is told why. A MergeRecord keeps what moved, so applicants.unmerge can undo it.
    """
    if source.pk == target.pk:
        raise MergeConflict("An applicant cannot be merged with itself.")
    if source.cycle_id != target.cycle_id:
        raise MergeConflict(
            f"{source} and {target} applied in different cycles ({source.cycle} and "
            f"{target.cycle}): an earlier application stays on its own and is shown as "
            "'Applied before' on the applicant's page."
        )
    # A parse ingesting for either applicant finishes first, or waits and then follows
    # its document to the target (ingest reads the owner again under this lock).
    lock_identities()
    # Row locks too: a review submitted meanwhile waits rather than land on a deleted row.
    both = Applicant.objects.select_for_update(no_key=True).filter(pk__in=[source.pk, target.pk])
    locked = {applicant.pk: applicant for applicant in both.order_by("pk")}
    if len(locked) != 2:
        raise MergeConflict("One of the two applicants was merged or deleted meanwhile.")
    relations = applicant_relations()
    # Taken before the signal: its receivers move their rows first.
    pointing = _ids_pointing_at(relations, source)
    # The target itself marked a duplicate of the source: target_was_duplicate says so.
    pointing[_DUPLICATE_OF] = [pk for pk in pointing[_DUPLICATE_OF] if pk != target.pk]
    record = MergeRecord(
        source_pk=source.pk,
        source_fields=row_values(locked[source.pk]),
        target_pk=target.pk,
        target_was_duplicate=target.possible_duplicate_of_id == source.pk,
        merged_by=by,
        versions={
            str(pk): superseded_by
            for pk, superseded_by in Document.objects.filter(
                applicant__in=[source, target]
            ).values_list("pk", "superseded_by")
        },
    )
    for _receiver, outcome in merging_applicants.send(
        sender=Applicant, source=source, target=target
    ):
        for label, rows in (outcome or {}).get("deleted", {}).items():
            record.deleted.setdefault(label, []).extend(rows)
        record.irreversible += (outcome or {}).get("irreversible", [])
    for relation in relations.values():
        if relation.many_to_many:
            _merge_many_to_many(relation, source, target)
        else:
            _merge_foreign_keys(relation, source, target)
    if target.possible_duplicate_of_id == source.pk:
        target.possible_duplicate_of = None
        target.save(update_fields=["possible_duplicate_of"])
    source.delete()
    versions.settle_versions(target)
    record.moved = _moved(pointing, record.deleted)
    record.save()
    return refresh_applicant(target)


# The key of applicants marked possible duplicates of the source: they point at the target next.
_DUPLICATE_OF = "applicants.applicant.possible_duplicate_of"


def applicant_relations() -> dict:
    """Every relation whose rows point at an applicant, by "app.model.field"."""
    return {
        f"{relation.related_model._meta.label_lower}.{relation.field.name}": relation
        for relation in Applicant._meta.get_fields(include_hidden=True)
        if relation.auto_created and not relation.concrete
    }


def row_values(instance) -> dict:
    """The row's stored values by column attribute (foreign keys as ids)."""
    return {
        field.attname: field.value_from_object(instance) for field in instance._meta.concrete_fields
    }


def _ids_pointing_at(relations: dict, applicant) -> dict[str, list[int]]:
    """The ids of the rows pointing at the applicant, by relation (one query)."""
    queries = [
        relation.related_model._base_manager.filter(**{relation.field.name: applicant})
        .order_by()
        .annotate(relation_key=Value(key, output_field=CharField()))
        .values_list("relation_key", "pk")
        for key, relation in relations.items()
        if not relation.many_to_many
    ]
    pointing = {key: [] for key in relations}
    for key, pk in queries[0].union(*queries[1:], all=True).order_by():
        pointing[key].append(pk)
    return pointing


def _moved(pointing: dict, deleted: dict) -> dict[str, list[int]]:
    """What pointed at the source, less the duplicates the receivers deleted. Rows deleted
    later in the merge (a superseded version's facts) stay listed; an undo skips them."""
    moved = {}
    for key, ids in pointing.items():
        gone = {row["id"] for row in deleted.get(key.rsplit(".", 1)[0], [])}
        kept = sorted(pk for pk in ids if pk not in gone)
        if kept:
            moved[key] = kept
    return moved


def _merge_foreign_keys(relation, source, target) -> None:
    model, name = relation.related_model, relation.field.name
    try:
        with transaction.atomic():
            # The base manager: facts a person hid move too (the default manager hides them).
            model._base_manager.filter(**{name: source}).update(**{name: target})
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
