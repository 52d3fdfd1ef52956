"""Merging two applicants carries tags, reviews, summaries, conflicts and history along."""

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from applicants.merge import MergeConflict, merge_applicants
from applicants.models import Applicant
from applicants.signals import merging_applicants
from reviews import services
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
    ApplicantFactory,
    ApplicantTagFactory,
    TagFactory,
    criteria,
    submit,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def source(db):
    return ApplicantFactory(name="O. Fennimore")


@pytest.fixture
def target(db):
    return ApplicantFactory(name="Orla Fennimore")


def age(review: Review, days: int) -> None:
    Review.objects.filter(pk=review.pk).update(updated_at=timezone.now() - timedelta(days=days))


def test_a_tag_on_both_stays_once(source, target):
    both, only_source, only_target = (
        TagFactory(name="both"),
        TagFactory(name="s"),
        TagFactory(name="t"),
    )
    ApplicantTagFactory(applicant=source, tag=both)
    ApplicantTagFactory(applicant=source, tag=only_source)
    ApplicantTagFactory(applicant=target, tag=both)
    ApplicantTagFactory(applicant=target, tag=only_target)

    merge_applicants(source, target)

    names = sorted(
        ApplicantTag.objects.filter(applicant=target).values_list("tag__name", flat=True)
    )
    assert names == ["both", "s", "t"]
    assert ApplicantTag.objects.count() == 3


def test_both_summaries_become_one_recomputed(source, target, reviewer, other_reviewer):
    submit(source, reviewer, overall=5)
    submit(target, other_reviewer, overall=2)

    merge_applicants(source, target)

    summary = ReviewSummary.objects.get()
    assert summary.applicant_id == target.pk
    assert (summary.mean_score, summary.review_count) == (3.5, 2)


def test_reviews_of_different_reviewers_all_move(source, target, reviewer, other_reviewer):
    moved = submit(source, reviewer, overall=4, comment="Strong systems work.")
    kept = submit(target, other_reviewer, overall=3)

    merge_applicants(source, target)

    assert set(Review.objects.filter(applicant=target)) == {moved, kept}
    assert not AuditEntry.objects.filter(action="review.dropped_in_merge").exists()


@pytest.mark.parametrize("newer_on", ["source", "target"])
def test_one_reviewer_of_both_keeps_the_newer_review_and_audits_the_other(
    source, target, reviewer, newer_on
):
    criterion = criteria()[0]
    on_source = submit(
        source, reviewer, overall=5, comment="From the CV.", scores={criterion.pk: 5}
    )
    on_target = submit(target, reviewer, overall=2, comment="From the homepage.")
    newer, older = (on_source, on_target) if newer_on == "source" else (on_target, on_source)
    age(older, days=3)

    merge_applicants(source, target)

    assert Review.objects.get().pk == newer.pk
    assert Review.objects.get().applicant_id == target.pk
    dropped = AuditEntry.objects.get(action="review.dropped_in_merge")
    assert dropped.applicant_id == target.pk
    assert dropped.detail["reason"] == "same reviewer"
    assert dropped.detail["reviewer"] == reviewer.pk
    assert dropped.detail["kept_review"] == newer.pk
    assert dropped.detail["overall"] == older.overall
    assert dropped.detail["comment"] == older.comment
    expected_scores = {criterion.name: 5} if older == on_source else {}
    assert dropped.detail["scores"] == expected_scores
    assert CriterionScore.objects.filter(review_id=older.pk).count() == 0
    summary = ReviewSummary.objects.get()
    assert (summary.mean_score, summary.review_count) == (newer.overall, 1)


def test_conflicts_move_once_and_withdraw_the_conflicted_review(
    source, target, reviewer, other_reviewer, coordinator
):
    services.declare_conflict(source, other_reviewer, "Former colleague")
    services.declare_conflict(target, other_reviewer, "Same lab")
    services.declare_conflict(source, coordinator, "Relative")
    submit(target, coordinator, overall=4)  # before the merge, no conflict with this one
    submit(target, reviewer, overall=3)

    merge_applicants(source, target)

    pairs = set(Conflict.objects.values_list("applicant_id", "reviewer_id", "reason"))
    assert pairs == {
        (target.pk, other_reviewer.pk, "Same lab"),
        (target.pk, coordinator.pk, "Relative"),
    }
    assert list(Review.objects.values_list("reviewer_id", flat=True)) == [reviewer.pk]
    withdrawn = AuditEntry.objects.get(action="review.dropped_in_merge")
    assert (withdrawn.detail["reason"], withdrawn.detail["overall"]) == ("conflict", 4)
    assert ReviewSummary.objects.get().review_count == 1


def test_status_history_moves_and_the_target_status_stays(source, target, coordinator):
    services.change_status(source, Applicant.Status.SHORTLISTED, coordinator)
    services.change_status(target, Applicant.Status.UNDER_REVIEW, coordinator)

    merge_applicants(source, target)

    history = StatusChange.objects.filter(applicant=target)
    assert sorted(history.values_list("new_status", flat=True)) == ["shortlisted", "under_review"]
    assert StatusChange.objects.count() == 2
    target.refresh_from_db()
    assert target.status == Applicant.Status.UNDER_REVIEW


def test_no_summary_is_created_for_unreviewed_applicants(source, target):
    merge_applicants(source, target)

    assert not ReviewSummary.objects.exists()


def test_a_refused_merge_leaves_the_review_rows_alone(source, target, reviewer):
    tag = TagFactory(name="both")
    ApplicantTagFactory(applicant=source, tag=tag)
    ApplicantTagFactory(applicant=target, tag=tag)
    submit(source, reviewer, overall=5)
    submit(target, reviewer, overall=2)

    def refuse(sender, **kwargs):
        raise MergeConflict("Not today.")

    merging_applicants.connect(refuse)  # after the reviews app's receiver
    try:
        with pytest.raises(MergeConflict):
            merge_applicants(source, target)
    finally:
        merging_applicants.disconnect(refuse)

    assert ApplicantTag.objects.filter(applicant=source).exists()
    assert Review.objects.filter(applicant=source).exists()
    assert ReviewSummary.objects.count() == 2
    assert not AuditEntry.objects.filter(action="review.dropped_in_merge").exists()


def test_only_coordinators_may_merge(client, coordinator, reviewer, source, target, other_reviewer):
    submit(source, other_reviewer, overall=5)
    submit(target, other_reviewer, overall=3)
    url = reverse("applicants:merge")
    client.force_login(reviewer)
    assert client.post(url, {"source": source.pk, "target": target.pk}).status_code == 403
    assert Applicant.objects.filter(pk=source.pk).exists()

    client.force_login(coordinator)
    response = client.post(url, {"source": source.pk, "target": target.pk, "confirm": "yes"})

    assert response.status_code == 302
    assert not Applicant.objects.filter(pk=source.pk).exists()
    assert Review.objects.get().applicant_id == target.pk
