"""A coordinator's corrections of who is who: move a document, merge two applicants.

Each is atomic and takes the identity lock, so a parse of an affected document waits and
then writes for the new owner.
"""

from django.db import IntegrityError, transaction

from applicants import versions
from applicants.ingest import FACT_MODELS, lock_identities, refresh_applicant
from applicants.models import Applicant, Document
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
def merge_applicants(source: Applicant, target: Applicant) -> Applicant:
    """Everything of source (documents, facts, and other apps' rows) moves to target.

    Other apps first move their own rows through the merging_applicants signal (the
    reviews app combines tags, reviews and summaries there). Any row still left that
    would collide with one the target already has stops the merge, and the coordinator
    is told why.
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
