"""The reviews app's side of applicants.merge.merge_applicants.

merging_applicants is sent inside the merge's transaction, before any row moves, so
everything here commits or rolls back with the merge. The rules:

- tags and conflicts move; one present on both applicants stays once (the target's row);
- status history moves; the target's current status stays as it is;
- reviews move; when one reviewer reviewed both, their more recently updated review is
  kept (the target's on a tie) and the other is deleted, its content kept in an
  AuditEntry "review.dropped_in_merge" on the merged applicant;
- a reviewer with a conflict on either applicant has a conflict with the merged one,
  so their review is withdrawn as declare_conflict would, recorded the same way;
- the target's ReviewSummary is recomputed, the source's deleted, and the scores
  recalibrated after the merge commits.
"""

from reviews.calibration import recalibrate_on_commit
from reviews.models import (
    ApplicantTag,
    AuditEntry,
    Conflict,
    CriterionScore,
    Review,
    ReviewSummary,
    StatusChange,
)
from reviews.services import refresh_review_summary


def carry_reviews_along(sender, source, target, **kwargs) -> None:
    _move_deduplicated(ApplicantTag, "tag", source, target)
    _move_deduplicated(Conflict, "reviewer", source, target)
    StatusChange.objects.filter(applicant=source).update(applicant=target)
    _move_reviews(source, target)
    had_summary = ReviewSummary.objects.filter(applicant__in=[source, target]).exists()
    ReviewSummary.objects.filter(applicant=source).delete()
    if had_summary or Review.objects.filter(applicant=target).exists():
        refresh_review_summary(target.pk)
    recalibrate_on_commit()


def _move_deduplicated(model, other: str, source, target) -> None:
    on_target = model.objects.filter(applicant=target).values(other)
    model.objects.filter(applicant=source, **{f"{other}__in": on_target}).delete()
    model.objects.filter(applicant=source).update(applicant=target)


def _move_reviews(source, target) -> None:
    conflicted = Conflict.objects.filter(applicant=target).values("reviewer")
    reviews = Review.objects.select_related("reviewer")
    for review in reviews.filter(applicant__in=[source, target], reviewer__in=conflicted):
        _drop(review, source, target, reason="conflict")

    theirs = {r.reviewer_id: r for r in reviews.filter(applicant=target)}
    for review in reviews.filter(applicant=source, reviewer__in=list(theirs)):
        other = theirs[review.reviewer_id]
        newer, older = (review, other) if review.updated_at > other.updated_at else (other, review)
        _drop(older, source, target, reason="same reviewer", kept=newer)
    # update() keeps updated_at: a moved review was not edited by its reviewer.
    Review.objects.filter(applicant=source).update(applicant=target)


def _drop(review: Review, source, target, *, reason: str, kept: Review | None = None) -> None:
    scores = {
        row.criterion.name: row.score
        for row in CriterionScore.objects.filter(review=review).select_related("criterion")
    }
    AuditEntry.objects.create(
        applicant_id=target.pk,
        actor=None,
        action="review.dropped_in_merge",
        detail={
            "reason": reason,
            "reviewer": review.reviewer_id,
            "reviewer_name": review.reviewer.get_username(),
            "of_applicant": review.applicant_id,
            "merged_from": source.pk,
            "kept_review": kept.pk if kept else None,
            "overall": review.overall,
            "confidence": review.confidence,
            "comment": review.comment,
            "scores": scores,
            "created_at": review.created_at.isoformat(),
            "updated_at": review.updated_at.isoformat(),
        },
    )
    review.delete()
