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
  recalibrated after the merge commits;
- the duplicates deleted and the reviews dropped are returned for the merge's record:
  applicants.unmerge writes the duplicates again and refuses to undo a dropped review.
- assignments move (once per reviewer), except a conflicted reviewer's, which go; suggested
  conflicts move, one per reviewer and rule (the target's row); those deleted are recorded too.
"""

from applicants.merge import row_values
from reviews.calibration import recalibrate_on_commit
from reviews.models import (
    ApplicantTag,
    Assignment,
    AuditEntry,
    Comment,
    Conflict,
    ConflictSuggestion,
    CriterionScore,
    Review,
    ReviewSummary,
    StatusChange,
)
from reviews.services import refresh_review_summary


def carry_reviews_along(sender, source, target, **kwargs) -> dict:
    """Returns, for the merge's record, the duplicates deleted and the reviews dropped."""
    deleted = {
        "reviews.applicanttag": _move_deduplicated(ApplicantTag, "tag", source, target),
        "reviews.conflict": _move_deduplicated(Conflict, "reviewer", source, target),
        **_move_assignments(source, target),
    }
    StatusChange.objects.filter(applicant=source).update(applicant=target)
    Comment.objects.filter(applicant=source).update(applicant=target)
    dropped = _move_reviews(source, target)
    had_summary = ReviewSummary.objects.filter(applicant__in=[source, target]).exists()
    ReviewSummary.objects.filter(applicant=source).delete()
    if had_summary or Review.objects.filter(applicant=target).exists():
        refresh_review_summary(target.pk)
    recalibrate_on_commit()
    return {
        "deleted": {label: rows for label, rows in deleted.items() if rows},
        "irreversible": dropped,
    }


def _move_assignments(source, target) -> dict[str, list[dict]]:
    """Assignments and suggested conflicts follow; returns the rows deleted on the way."""
    # Conflicts have moved already. Rows are recorded as they were, on their own applicant.
    conflicted = Conflict.objects.filter(applicant=target).values("reviewer")
    withdrawn = Assignment.objects.filter(applicant__in=[source, target], reviewer__in=conflicted)
    deleted = [row_values(row) for row in withdrawn]
    withdrawn.delete()
    deleted += _move_deduplicated(Assignment, "reviewer", source, target)
    on_target = set(
        ConflictSuggestion.objects.filter(applicant=target).values_list("reviewer_id", "rule")
    )
    duplicate_suggestions = []
    for suggestion in ConflictSuggestion.objects.filter(applicant=source):
        if (suggestion.reviewer_id, suggestion.rule) in on_target:
            duplicate_suggestions.append(row_values(suggestion))
            suggestion.delete()
    ConflictSuggestion.objects.filter(applicant=source).update(applicant=target)
    return {"reviews.assignment": deleted, "reviews.conflictsuggestion": duplicate_suggestions}


def _move_deduplicated(model, other: str, source, target) -> list[dict]:
    """Moves the source's rows; those the target has too are deleted and returned."""
    on_target = model.objects.filter(applicant=target).values(other)
    duplicates = model.objects.filter(applicant=source, **{f"{other}__in": on_target})
    rows = [row_values(row) for row in duplicates]
    duplicates.delete()
    model.objects.filter(applicant=source).update(applicant=target)
    return rows


def _move_reviews(source, target) -> list[str]:
    """Moves the source's reviews; says which reviews were dropped and why."""
    dropped = []
    conflicted = Conflict.objects.filter(applicant=target).values("reviewer")
    reviews = Review.objects.select_related("reviewer")
    for review in reviews.filter(applicant__in=[source, target], reviewer__in=conflicted):
        dropped.append(_drop(review, source, target, reason="conflict"))

    theirs = {r.reviewer_id: r for r in reviews.filter(applicant=target)}
    for review in reviews.filter(applicant=source, reviewer__in=list(theirs)):
        other = theirs[review.reviewer_id]
        # A submitted review outweighs a draft; between two alike, the newer one stays.
        newer, older = sorted([review, other], key=_weight, reverse=True)
        dropped.append(_drop(older, source, target, reason="same reviewer", kept=newer))
    # update() keeps updated_at: a moved review was not edited by its reviewer.
    Review.objects.filter(applicant=source).update(applicant=target)
    return dropped


def _weight(review: Review) -> tuple[bool, object]:
    return (review.is_submitted, review.updated_at)


def _drop(review: Review, source, target, *, reason: str, kept: Review | None = None) -> str:
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
            "state": review.state,
            "scores": scores,
            "created_at": review.created_at.isoformat(),
            "updated_at": review.updated_at.isoformat(),
        },
    )
    review.delete()
    why = "they reviewed both" if reason == "same reviewer" else "they have a conflict"
    return (
        f"{review.reviewer.get_username()}'s review of #{review.applicant_id} was dropped ({why})"
    )


def restore_reviews_summaries(sender, source, target, record, by, **kwargs) -> None:
    """After an undone merge: both summaries recomputed (and recalibrated after commit), the
    undo audited on both."""
    for applicant in (source, target):
        if (
            Review.objects.filter(applicant=applicant).exists()
            or ReviewSummary.objects.filter(applicant=applicant).exists()
        ):
            refresh_review_summary(applicant.pk)
    recalibrate_on_commit()
    detail = {"merge": record.pk, "source": source.pk, "target": target.pk}
    AuditEntry.objects.bulk_create(
        AuditEntry(applicant=applicant, actor=by, action="merge.undone", detail=detail)
        for applicant in (source, target)
    )
