"""Workflows that change review data: each is atomic and writes its audit row."""

from django.db import transaction
from django.db.models import Avg, Count

from applicants.models import Applicant
from applicants.roles import is_coordinator
from reviews.models import (
    ApplicantTag,
    AuditEntry,
    Conflict,
    Criterion,
    CriterionScore,
    Review,
    ReviewSummary,
    SavedSearch,
    StatusChange,
    Tag,
    default_colour,
    normalize_tag,
)


class NotAllowed(Exception):
    """A workflow refused for a domain reason, e.g. a reviewer with a conflict."""


def _audit(applicant_id: int, actor, action: str, **detail) -> AuditEntry:
    return AuditEntry.objects.create(
        applicant_id=applicant_id, actor=actor, action=action, detail=detail
    )


def lock_applicant(applicant_id: int) -> str:
    """Holds the applicant's row until commit; returns its current status.

    Every write of the review summary takes this lock first, so one transaction at a time
    recomputes it, and (PostgreSQL reads each statement at READ COMMITTED) each one sees
    every review committed before it: the last to commit counts them all. FOR NO KEY
    UPDATE, because inserting a review or an audit row takes a key-share lock on the row.
    """
    return (
        Applicant.objects.select_for_update(no_key=True)
        .values_list("status", flat=True)
        .get(pk=applicant_id)
    )


def refresh_review_summary(applicant_id: int) -> ReviewSummary:
    """Recomputes the mean and count from the reviews; call inside a transaction."""
    lock_applicant(applicant_id)
    figures = Review.objects.filter(applicant_id=applicant_id).aggregate(
        mean=Avg("overall"), count=Count("id")
    )
    summary, _ = ReviewSummary.objects.update_or_create(
        applicant_id=applicant_id,
        defaults={"mean_score": figures["mean"], "review_count": figures["count"]},
    )
    return summary


@transaction.atomic
def submit_review(
    applicant: Applicant,
    reviewer,
    *,
    overall: int,
    confidence: int,
    comment: str = "",
    scores: dict[int, int] | None = None,
) -> Review:
    """Creates or updates the reviewer's one review of the applicant."""
    # Locked first: concurrent reviews of one applicant then queue here, so the summary
    # counts them all and only the first one moves the status on from "new".
    applicant.status = lock_applicant(applicant.pk)
    if Conflict.objects.filter(applicant=applicant, reviewer=reviewer).exists():
        raise NotAllowed("You declared a conflict with this applicant.")
    review, created = Review.objects.update_or_create(
        applicant=applicant,
        reviewer=reviewer,
        defaults={"overall": overall, "confidence": confidence, "comment": comment},
    )
    scores = scores or {}
    active = set(Criterion.objects.rubric(applicant.cycle_id).values_list("id", flat=True))
    for criterion_id, score in scores.items():
        if criterion_id not in active:
            continue
        if score is None:
            CriterionScore.objects.filter(review=review, criterion_id=criterion_id).delete()
        else:
            CriterionScore.objects.update_or_create(
                review=review, criterion_id=criterion_id, defaults={"score": score}
            )
    refresh_review_summary(applicant.pk)
    if applicant.status == Applicant.Status.NEW:
        _change_status(applicant, Applicant.Status.UNDER_REVIEW, reviewer)
    _audit(
        applicant.pk,
        reviewer,
        "review.created" if created else "review.updated",
        overall=overall,
        confidence=confidence,
        scores={str(k): v for k, v in scores.items()},
    )
    return review


def _change_status(applicant: Applicant, new_status: str, by) -> StatusChange | None:
    old_status = applicant.status
    if old_status == new_status:
        return None
    applicant.status = new_status
    Applicant.objects.filter(pk=applicant.pk).update(status=new_status)
    change = StatusChange.objects.create(
        applicant=applicant, old_status=old_status, new_status=new_status, changed_by=by
    )
    _audit(applicant.pk, by, "status.changed", old=old_status, new=new_status)
    return change


@transaction.atomic
def change_status(applicant: Applicant, new_status: str, by) -> StatusChange | None:
    """Sets the current status and keeps the change; None when it was already so."""
    if new_status not in Applicant.Status.values:
        raise ValueError(f"Unknown status {new_status!r}")
    # Read the current value under the lock so two quick changes both get recorded right.
    applicant.status = lock_applicant(applicant.pk)
    return _change_status(applicant, new_status, by)


def get_or_create_tag(name: str) -> Tag:
    name = normalize_tag(name)
    if not name:
        raise ValueError("A tag needs a name.")
    tag, _ = Tag.objects.get_or_create(name=name, defaults={"colour": default_colour(name)})
    return tag


@transaction.atomic
def tag_applicant(applicant: Applicant, name: str, by) -> Tag:
    tag = get_or_create_tag(name)
    _, created = ApplicantTag.objects.get_or_create(
        applicant=applicant, tag=tag, defaults={"added_by": by}
    )
    if created:
        _audit(applicant.pk, by, "tag.added", tag=tag.name)
    return tag


@transaction.atomic
def untag_applicant(applicant: Applicant, tag: Tag, by) -> bool:
    deleted, _ = ApplicantTag.objects.filter(applicant=applicant, tag=tag).delete()
    if deleted:
        _audit(applicant.pk, by, "tag.removed", tag=tag.name)
    return bool(deleted)


@transaction.atomic
def bulk_tag(applicant_ids: list[int], name: str, by) -> int:
    """Tags every applicant given; returns how many gained the tag."""
    tag = get_or_create_tag(name)
    have = set(
        ApplicantTag.objects.filter(tag=tag, applicant_id__in=applicant_ids).values_list(
            "applicant_id", flat=True
        )
    )
    new = [pk for pk in applicant_ids if pk not in have]
    ApplicantTag.objects.bulk_create(
        [ApplicantTag(applicant_id=pk, tag=tag, added_by=by) for pk in new]
    )
    AuditEntry.objects.bulk_create(
        [
            AuditEntry(applicant_id=pk, actor=by, action="tag.added", detail={"tag": tag.name})
            for pk in new
        ]
    )
    return len(new)


@transaction.atomic
def bulk_untag(applicant_ids: list[int], name: str, by) -> int:
    links = ApplicantTag.objects.filter(
        tag__name=normalize_tag(name), applicant_id__in=applicant_ids
    )
    gone = list(links.values_list("applicant_id", flat=True))
    links.delete()
    AuditEntry.objects.bulk_create(
        [
            AuditEntry(applicant_id=pk, actor=by, action="tag.removed", detail={"tag": name})
            for pk in gone
        ]
    )
    return len(gone)


@transaction.atomic
def bulk_change_status(applicant_ids: list[int], new_status: str, by) -> int:
    if new_status not in Applicant.Status.values:
        raise ValueError(f"Unknown status {new_status!r}")
    changed = 0
    for applicant in Applicant.objects.select_for_update().filter(pk__in=applicant_ids):
        if _change_status(applicant, new_status, by):
            changed += 1
    return changed


@transaction.atomic
def declare_conflict(applicant: Applicant, reviewer, reason: str = "") -> Conflict:
    """The reviewer steps aside: their review (if any) is withdrawn from the scores."""
    conflict, created = Conflict.objects.get_or_create(
        applicant=applicant, reviewer=reviewer, defaults={"reason": reason}
    )
    if created:
        Review.objects.filter(applicant=applicant, reviewer=reviewer).delete()
        refresh_review_summary(applicant.pk)
        _audit(applicant.pk, reviewer, "conflict.declared", reason=reason)
    return conflict


@transaction.atomic
def save_search(user, name: str, querystring: str, *, shared: bool) -> tuple[SavedSearch, bool]:
    """Saves the list's query under a name; the owner's search of that name is replaced.

    No AuditEntry: its rows belong to one applicant, and a search belongs to none.
    """
    return SavedSearch.objects.update_or_create(
        created_by=user, name=name, defaults={"querystring": querystring, "shared": shared}
    )


@transaction.atomic
def delete_search(search: SavedSearch, user) -> None:
    if not search.may_delete(user, is_coordinator(user)):
        raise NotAllowed("Only its owner or a coordinator can delete a saved search.")
    search.delete()
