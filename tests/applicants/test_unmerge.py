"""Undoing a merge: the merged-away applicant comes back as it was, with everything that
moved, and the one it was merged into is as it was before the merge."""

import pytest
from django.db.models import Q
from django.urls import reverse

from applicants import pipeline
from applicants.ingest import FACT_MODELS
from applicants.merge import merge_applicants, row_values
from applicants.models import (
    Applicant,
    ApplicantSkill,
    Document,
    Education,
    MergeRecord,
    Publication,
    UploadBatch,
)
from applicants.unmerge import UndoRefused, undo_merge
from reviews import corrections, services
from reviews.models import (
    ApplicantTag,
    AuditEntry,
    Conflict,
    CriterionScore,
    Review,
    ReviewSummary,
    StatusChange,
)
from tests.factories import (
    NEW_PAPER,
    OLD_PAPER,
    UserFactory,
    criteria,
    parse_now,
    queued_document,
    submit,
)
from tests.factories import ivo_cv_version as ivo_cv

pytestmark = [pytest.mark.postgres, pytest.mark.django_db]


def rows(queryset, *, without=()) -> list[dict]:
    values = [row_values(row) for row in queryset.order_by("pk")]
    return [{k: v for k, v in row.items() if k not in without} for row in values]


def facts_of(applicant_id: int) -> dict:
    """Every fact, hidden ones too; without ids: a superseded document's facts are written
    again when it counts again."""
    return {
        model.__name__: sorted(
            (
                tuple(sorted(row.items()))
                for row in rows(model.every.filter(applicant_id=applicant_id), without={"id"})
            ),
            key=repr,
        )
        for model in FACT_MODELS
    }


def snapshot(applicant_id: int) -> dict:
    """Everything of the applicant that a merge moves or recomputes."""
    reviews = Review.objects.filter(applicant_id=applicant_id)
    return {
        "applicant": rows(Applicant.objects.filter(pk=applicant_id), without={"updated_at"}),
        "documents": rows(Document.objects.filter(applicant_id=applicant_id)),
        "batches": rows(UploadBatch.objects.filter(applicant_id=applicant_id)),
        "facts": facts_of(applicant_id),
        "reviews": rows(reviews),
        "scores": rows(CriterionScore.objects.filter(review__in=reviews)),
        "tags": rows(ApplicantTag.objects.filter(applicant_id=applicant_id)),
        "conflicts": rows(Conflict.objects.filter(applicant_id=applicant_id)),
        "status_changes": rows(StatusChange.objects.filter(applicant_id=applicant_id)),
        "audit": rows(
            AuditEntry.objects.filter(applicant_id=applicant_id).exclude(action="merge.undone")
        ),
        "summary": list(
            ReviewSummary.objects.filter(applicant_id=applicant_id).values(
                "mean_score", "review_count"
            )
        ),
    }


def _differences(after, before):
    if isinstance(after, list) and isinstance(before, list) and len(after) == len(before):
        return [_differences(a, b) for a, b in zip(after, before, strict=True) if a != b]
    if isinstance(after, dict) and isinstance(before, dict):
        keys = after.keys() | before.keys()
        return {k: (after.get(k), before.get(k)) for k in keys if after.get(k) != before.get(k)}
    return (after, before)


def found(client, q: str) -> list[int]:
    response = client.get(reverse("reviews:applicant_list"), {"q": q})
    return [applicant.pk for applicant in response.context["page"].object_list]


def merge(source, target, by=None) -> MergeRecord:
    """Merges fresh copies (a merge empties the source instance's pk), returns its record."""
    fresh = Applicant.objects.in_bulk([source.pk, target.pk])
    merge_applicants(fresh[source.pk], fresh[target.pk], by=by)
    return MergeRecord.objects.get(source_pk=source.pk, target_pk=target.pk, undone_at=None)


@pytest.fixture
def people(db):
    """Two records of one person, each with a CV version, corrections, reviews, tags,
    conflicts and history; the source's CV is the newer one, so the merge supersedes the
    target's."""
    coordinator = UserFactory(username="coord")
    first, second, third = (UserFactory(username=n) for n in ("rev-a", "rev-b", "rev-c"))
    source = Applicant.objects.create(name="Ivo Brandlmeier")
    target = Applicant.objects.create(name="I. Brandlmeier", possible_duplicate_of=source)
    older = queued_document(ivo_cv(gpa="3.47/4.00", new_paper=False, last_skill="Rust"), "a.pdf")
    newer = queued_document(ivo_cv(gpa="3.86/4.00", new_paper=True, last_skill="Zig"), "b.pdf")
    Document.objects.filter(pk=older.pk).update(applicant=target)
    Document.objects.filter(pk=newer.pk).update(applicant=source)
    parse_now(older)
    parse_now(newer)
    UploadBatch.objects.create(created_by=coordinator, applicant=source)

    hidden = Publication.objects.get(applicant=source, title=OLD_PAPER)
    corrections.hide_fact(hidden, coordinator)
    degree = Education.objects.filter(applicant=source).first()
    corrections.correct_fact(degree, {"field": "Mechanical Engineering"}, coordinator)

    scores = {c.pk: 4 for c in criteria()}
    submit(source, first, overall=5, comment="Strong kernels work.", scores=scores)
    submit(target, second, overall=2)
    services.tag_applicant(source, "systems", coordinator)
    services.tag_applicant(source, "shortlist-maybe", coordinator)
    services.tag_applicant(target, "systems", coordinator)
    services.declare_conflict(source, third, "same lab")
    services.declare_conflict(target, third, "same lab")
    services.change_status(source, Applicant.Status.UNDER_REVIEW, coordinator)
    return {"source": source, "target": target, "coordinator": coordinator, "cvs": (older, newer)}


def test_undo_puts_both_applicants_back_field_by_field(people, client):
    source, target, coordinator = people["source"], people["target"], people["coordinator"]
    before = {pk: snapshot(pk) for pk in (source.pk, target.pk)}
    client.force_login(coordinator)
    assert found(client, "Zig") == [source.pk]

    merge(source, target, by=coordinator)
    assert not Applicant.objects.filter(pk=source.pk).exists()
    assert found(client, "Zig") == [target.pk]
    assert snapshot(target.pk) != before[target.pk]

    restored = undo_merge(MergeRecord.objects.get(), coordinator)

    assert restored.pk == source.pk
    for pk in (source.pk, target.pk):
        after = snapshot(pk)
        for part, value in before[pk].items():
            assert after[part] == value, (pk, part, _differences(after[part], value))
    assert found(client, "Zig") == [source.pk]
    assert found(client, "Rust") == [target.pk]
    assert Publication.every.get(applicant=source, title=OLD_PAPER).hidden
    assert Publication.objects.filter(applicant=source, title=NEW_PAPER).exists()
    undone = AuditEntry.objects.filter(action="merge.undone", actor=coordinator)
    assert sorted(undone.values_list("applicant_id", flat=True)) == sorted([source.pk, target.pk])


def test_the_record_lists_what_moved_and_what_was_deleted_as_a_duplicate(people):
    source, target = people["source"], people["target"]
    skills = set(ApplicantSkill.every.filter(applicant=source).values_list("pk", flat=True))
    hidden = set(
        Publication.every.filter(applicant=source, hidden=True).values_list("pk", flat=True)
    )
    assert hidden

    merge(source, target, by=people["coordinator"])

    record = MergeRecord.objects.get()
    assert record.merged_by == people["coordinator"]
    assert record.source_fields["name"] == "Ivo Brandlmeier"
    assert record.target_was_duplicate
    assert set(record.moved["applicants.applicantskill.applicant"]) == skills
    assert hidden <= set(record.moved["applicants.publication.applicant"])
    assert len(record.moved["reviews.review.applicant"]) == 1
    assert [row["tag_id"] for row in record.deleted["reviews.applicanttag"]] == list(
        ApplicantTag.objects.filter(applicant=target, tag__name="systems").values_list(
            "tag_id", flat=True
        )
    )
    assert len(record.deleted["reviews.conflict"]) == 1
    moved_tags = record.moved["reviews.applicanttag.applicant"]
    assert not set(moved_tags) & {row["id"] for row in record.deleted["reviews.applicanttag"]}
    assert record.irreversible == []


def test_a_row_moved_on_since_the_merge_stays_where_it_is(people):
    source, target = people["source"], people["target"]
    older, newer = people["cvs"]
    elsewhere = Applicant.objects.create(name="Someone Else")
    merge(source, target)
    services.untag_applicant(
        target, ApplicantTag.objects.get(applicant=target, tag__name="shortlist-maybe").tag, None
    )
    from applicants.merge import move_document

    move_document(Document.objects.get(pk=newer.pk), elsewhere)

    undo_merge(MergeRecord.objects.get(), None)

    assert Document.objects.get(pk=newer.pk).applicant_id == elsewhere.pk
    assert not ApplicantTag.objects.filter(tag__name="shortlist-maybe").exists()
    assert Review.objects.get(comment="Strong kernels work.").applicant_id == source.pk


def test_a_parse_claimed_before_the_undo_writes_for_the_restored_applicant(people):
    source, target = people["source"], people["target"]
    _older, newer = people["cvs"]
    merge(source, target)
    pipeline.reparse_document(Document.objects.get(pk=newer.pk))
    claimed = pipeline.claim_document(newer.pk, "task-after-merge")

    undo_merge(MergeRecord.objects.get(), None)
    document = pipeline.process_document(claimed)

    assert document.applicant_id == source.pk
    assert Publication.objects.filter(applicant=source, title=NEW_PAPER).exists()
    assert not Publication.objects.filter(applicant=target, title=NEW_PAPER).exists()


def test_a_reparse_between_merge_and_undo_moves_back_with_its_document(people):
    source, target = people["source"], people["target"]
    _older, newer = people["cvs"]
    merge(source, target)
    pipeline.reparse_document(Document.objects.get(pk=newer.pk))
    parse_now(Document.objects.get(pk=newer.pk))

    undo_merge(MergeRecord.objects.get(), None)

    assert Publication.objects.filter(applicant=source, title=NEW_PAPER).exists()
    assert not Publication.objects.filter(document=newer.pk).exclude(applicant=source).exists()


# -- Refused ------------------------------------------------------------------------------


def refusal(record) -> str:
    with pytest.raises(UndoRefused) as refused:
        undo_merge(record, None)
    return refused.value.message


def test_undo_twice_is_refused(people):
    merge(people["source"], people["target"])
    record = MergeRecord.objects.get()
    undo_merge(record, None)

    assert "already undone" in refusal(record)


def test_undo_after_the_target_was_deleted_is_refused(people):
    source, target = people["source"], people["target"]
    merge(source, target)
    corrections.delete_applicant(Applicant.objects.get(pk=target.pk), people["coordinator"])

    assert f"#{target.pk}, which it was merged into, was deleted" in refusal(
        MergeRecord.objects.get()
    )
    assert not Applicant.objects.filter(pk=source.pk).exists()


def test_undo_after_the_target_was_merged_on_is_refused_until_that_is_undone(people):
    source, target = people["source"], people["target"]
    third = Applicant.objects.create(name="Ivo B.")
    merge(source, target)
    merge(target, third)
    first, second = MergeRecord.objects.order_by("pk")

    assert f"was itself merged into #{third.pk}" in refusal(first)

    undo_merge(second, None)
    undo_merge(first, None)
    assert Review.objects.get(comment="Strong kernels work.").applicant_id == source.pk
    assert Applicant.objects.filter(pk__in=[source.pk, target.pk, third.pk]).count() == 3


def test_undo_of_a_merge_that_dropped_a_review_is_refused(people):
    source, target = people["source"], people["target"]
    same = UserFactory(username="rev-both")
    submit(source, same, overall=4)
    submit(target, same, overall=3)
    merge(source, target)

    message = refusal(MergeRecord.objects.get())

    assert "rev-both's review" in message and "cannot be restored faithfully" in message
    assert not Applicant.objects.filter(pk=source.pk).exists()


def test_a_merge_that_fails_keeps_no_record(people):
    with pytest.raises(Exception):  # noqa: B017 - any refusal: the point is no record
        merge_applicants(people["source"], people["source"])
    assert not MergeRecord.objects.filter(Q(source_pk=people["source"].pk)).exists()


def test_possible_duplicate_marks_point_where_they_did(db):
    source = Applicant.objects.create(name="Kesia Ormond")
    target = Applicant.objects.create(name="Kesia Ormond", possible_duplicate_of=source)
    third = Applicant.objects.create(name="Kesia Ormond", possible_duplicate_of=source)
    record = merge(source, target)
    assert Applicant.objects.get(pk=third.pk).possible_duplicate_of_id == target.pk
    assert Applicant.objects.get(pk=target.pk).possible_duplicate_of_id is None

    undo_merge(record, None)

    assert Applicant.objects.get(pk=third.pk).possible_duplicate_of_id == source.pk
    assert Applicant.objects.get(pk=target.pk).possible_duplicate_of_id == source.pk
