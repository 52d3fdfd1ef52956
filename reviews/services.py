"""Workflows that change review data: each is atomic and writes its audit row."""

from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone

from applicants.models import Applicant
from applicants.roles import is_coordinator
from config.shared_cache import forget, remember
from reviews.access import may_see_scores
from reviews.calibration import aggregate, weighted_total
from reviews.hooks import decisions_open
from reviews.models import (
    ApplicantTag,
    Assignment,
    AuditEntry,
    Conflict,
    Criterion,
    CriterionScore,
    Decision,
    Review,
    ReviewRevision,
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
    """Recomputes the aggregates (reviews.calibration.aggregate) and the weighted total
    from the reviews; call inside a transaction. The calibrated mean is recalibrate()'s."""
    lock_applicant(applicant_id)
    reviews = Review.objects.submitted().filter(applicant_id=applicant_id).order_by()
    figures = aggregate(reviews.values_list("overall", flat=True))
    summary, _ = ReviewSummary.objects.update_or_create(
        applicant_id=applicant_id,
        defaults={
            "mean_score": figures.mean,
            "review_count": figures.count,
            "median_score": figures.median,
            "score_spread": figures.spread,
            "disagreement": figures.disagreement,
            "weighted_total": applicant_weighted_total(reviews),
        },
    )
    return summary


def criterion_weights() -> dict[int, float]:
    return {
        pk: float(w) for pk, w in Criterion.objects.filter(active=True).values_list("pk", "weight")
    }


def review_weighted_totals(reviews) -> dict[int, float | None]:
    """{review id: its weighted total} for the reviews given, in one query."""
    weights = criterion_weights()
    scores: dict[int, dict[int, int]] = {review.pk: {} for review in reviews}
    rows = CriterionScore.objects.filter(review__in=list(scores)).values_list(
        "review_id", "criterion_id", "score"
    )
    for review_id, criterion_id, score in rows:
        scores[review_id][criterion_id] = score
    return {pk: weighted_total(s, weights) for pk, s in scores.items()}


def applicant_weighted_total(reviews) -> float | None:
    """The mean of the reviews' weighted totals (those that have one)."""
    totals = [t for t in review_weighted_totals(list(reviews)).values() if t is not None]
    return sum(totals) / len(totals) if totals else None


class StaleReview(Exception):
    """The review was saved elsewhere (another tab) since the form was loaded."""

    def __init__(self, review: Review):
        super().__init__("This review was changed elsewhere since it was loaded.")
        self.review = review


def _review_content(review: Review) -> dict:
    scores = {s.criterion.name: s.score for s in review.scores.select_related("criterion")}
    return {
        "overall": review.overall,
        "confidence": review.confidence,
        "comment": review.comment,
        "scores": scores,
    }


def _others_visible(applicant: Applicant, reviewer, *, had_submitted: bool) -> bool:
    """Whether the reviewer could see other reviewers' scores before this save."""
    others = Review.objects.submitted().filter(applicant=applicant).exclude(reviewer=reviewer)
    return others.exists() and may_see_scores(
        has_my_review=had_submitted,
        conflicted=False,
        coordinator=is_coordinator(reviewer),
        cycle=applicant.cycle,
    )


def _is_stale(review: Review | None, loaded_version: int | None, page_load: str) -> bool:
    if loaded_version is None or (review.version if review else 0) == loaded_version:
        return False
    return not (review and page_load and review.saved_from == page_load)


@transaction.atomic
def save_review(
    applicant: Applicant,
    reviewer,
    *,
    overall: int,
    confidence: int,
    comment: str = "",
    scores: dict[int, int | None] | None = None,
    submit: bool,
    loaded_version: int | None = None,
    page_load: str = "",
) -> Review:
    """Creates or updates the reviewer's one review of the applicant.

    A draft stays the reviewer's own until submitted; once submitted the review counts
    everywhere, and every later change is kept as a revision that records whether the
    reviewer could see the others' scores by then. loaded_version (0: no review yet) is
    the version the form was loaded with; a save from a stale form raises StaleReview,
    unless the newer version came from the same page load (page_load: its own autosave).
    """
    # Locked first: concurrent reviews of one applicant then queue here, so the summary
    # counts them all and only the first one moves the status on from "new".
    applicant.status = lock_applicant(applicant.pk)
    if Conflict.objects.filter(applicant=applicant, reviewer=reviewer).exists():
        raise NotAllowed("You declared a conflict with this applicant.")
    review = Review.objects.filter(applicant=applicant, reviewer=reviewer).first()
    if _is_stale(review, loaded_version, page_load):
        raise StaleReview(review)
    had_submitted = review is not None and review.is_submitted
    before = _review_content(review) if had_submitted else None
    saw_others = had_submitted and _others_visible(applicant, reviewer, had_submitted=True)
    if review is None:
        review = Review(applicant=applicant, reviewer=reviewer, version=0)
    review.overall, review.confidence, review.comment = overall, confidence, comment
    review.version += 1
    review.saved_from = page_load
    if submit and not had_submitted:
        review.state, review.submitted_at = Review.State.SUBMITTED, timezone.now()
    elif not had_submitted:
        review.state = Review.State.DRAFT
    review.save()
    active = set(Criterion.objects.rubric(applicant.cycle_id).values_list("id", flat=True))
    for criterion_id, score in (scores or {}).items():
        if criterion_id not in active:
            continue
        if score is None:
            CriterionScore.objects.filter(review=review, criterion_id=criterion_id).delete()
        else:
            CriterionScore.objects.update_or_create(
                review=review, criterion_id=criterion_id, defaults={"score": score}
            )
    if not review.is_submitted:
        return review
    after = _review_content(review)
    if after == before:
        return review
    if had_submitted and not review.revisions.exists():
        # Submitted before revisions were kept: the stored review is its first revision.
        ReviewRevision.objects.create(review=review, number=1, changed_by=reviewer, **before)
    number = review.revisions.count() + 1
    ReviewRevision.objects.create(
        review=review, number=number, changed_by=reviewer, saw_others=saw_others, **after
    )
    refresh_review_summary(applicant.pk)
    if applicant.status == Applicant.Status.NEW:
        _change_status(applicant, Applicant.Status.UNDER_REVIEW, reviewer)
    # Who and when only: the audit trail is read by people who may not see the scores.
    action = "review.changed" if had_submitted else "review.submitted"
    _audit(applicant.pk, reviewer, action, review=review.pk, revision=number)
    return review


def submit_review(applicant: Applicant, reviewer, **fields) -> Review:
    """Saves and submits the reviewer's review (see save_review)."""
    return save_review(applicant, reviewer, submit=True, **fields)


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


TAG_NAMES_KEY = "tag-names"


def tag_names() -> list[str]:
    """Every tag's name in order (the list's bulk form offers them), from the shared cache
    where there is one: dropped on every save and delete of a tag (forget_tag_names)."""
    return remember(TAG_NAMES_KEY, lambda: list(Tag.objects.values_list("name", flat=True)))


def forget_tag_names(**kwargs) -> None:
    forget(TAG_NAMES_KEY)


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


def declare_conflict(applicant: Applicant, reviewer, reason: str = "") -> Conflict:
    """The reviewer steps aside: their review (if any) is withdrawn from the scores."""
    return set_conflict(applicant, reviewer, reason, by=reviewer).conflict


@dataclass(frozen=True)
class ConflictSet:
    conflict: Conflict
    created: bool
    unassigned: bool  # the reviewer was assigned to the applicant and no longer is


def may_set_conflict(user, reviewer) -> bool:
    """A reviewer for themself, a coordinator for anyone; the same people withdraw one."""
    return user.pk == reviewer.pk or is_coordinator(user)


@transaction.atomic
def set_conflict(applicant: Applicant, reviewer, reason: str, *, by) -> ConflictSet:
    """The reviewer is conflicted with the applicant from now on: their review is withdrawn
    from the scores and their assignment to the applicant is removed."""
    if not may_set_conflict(by, reviewer):
        raise NotAllowed("Only coordinators set a conflict for someone else.")
    conflict, created = Conflict.objects.get_or_create(
        applicant=applicant, reviewer=reviewer, defaults={"reason": reason}
    )
    unassigned = False
    if created:
        Review.objects.filter(applicant=applicant, reviewer=reviewer).delete()
        refresh_review_summary(applicant.pk)
        unassigned = bool(
            Assignment.objects.filter(applicant=applicant, reviewer=reviewer).delete()[0]
        )
        detail = {"reason": reason, "reviewer": reviewer.get_username()}
        if unassigned:
            detail["unassigned"] = True
        _audit(applicant.pk, by, "conflict.declared", **detail)
    return ConflictSet(conflict, created, unassigned)


@transaction.atomic
def withdraw_conflict(conflict: Conflict, *, by) -> None:
    """Lifts a conflict; the reviewer may review and see scores again (their deleted review
    does not come back)."""
    if not may_set_conflict(by, conflict.reviewer):
        raise NotAllowed("Only the reviewer or a coordinator can withdraw this conflict.")
    _audit(
        conflict.applicant_id,
        by,
        "conflict.withdrawn",
        reviewer=conflict.reviewer.get_username(),
        reason=conflict.reason,
    )
    conflict.delete()


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


@transaction.atomic
def decide(applicant: Applicant, outcome: str, by, note: str = "") -> Decision:
    """Sets (or replaces) the applicant's decision; coordinators only, and only while
    hooks.decisions_open(applicant)."""
    if not is_coordinator(by):
        raise NotAllowed("Only coordinators decide.")
    if Conflict.objects.filter(applicant=applicant, reviewer=by).exists():
        raise NotAllowed("You declared a conflict with this applicant.")
    if not decisions_open(applicant):
        raise NotAllowed("Decisions are not open for this applicant.")
    if outcome not in Decision.Outcome.values:
        raise ValueError(f"Unknown outcome {outcome!r}")
    lock_applicant(applicant.pk)
    decision, _ = Decision.objects.update_or_create(
        applicant=applicant, defaults={"outcome": outcome, "note": note, "decided_by": by}
    )
    _audit(applicant.pk, by, "decision.set", outcome=outcome, note=note)
    return decision


def bulk_decide(applicant_ids: list[int], outcome: str, by, note: str = "") -> int:
    """Decides each applicant given the by may decide on; returns how many were set."""
    done = 0
    for applicant in Applicant.objects.filter(pk__in=applicant_ids).order_by("pk"):
        try:
            decide(applicant, outcome, by, note)
        except NotAllowed:
            continue
        done += 1
    return done


@transaction.atomic
def set_weights(weights: dict[int, object], by) -> int:
    """Sets the criteria's weights and refreshes every weighted total; returns how many
    weights changed. The rubric is no applicant's: the audit rows are the criteria's."""
    changed = 0
    for criterion in Criterion.objects.select_for_update().filter(pk__in=list(weights)):
        if criterion.weight != weights[criterion.pk]:
            old = str(criterion.weight)
            criterion.weight = weights[criterion.pk]
            criterion.save(update_fields=["weight"])
            _audit(
                None,
                by,
                "criterion.weight",
                criterion=criterion.name,
                old=old,
                new=str(criterion.weight),
            )
            changed += 1
    if changed:
        refresh_weighted_totals()
    return changed


def refresh_weighted_totals() -> None:
    """Every applicant's weighted total from the current weights: one pass over the scores."""
    weights = criterion_weights()
    per_review: dict[int, dict[int, int]] = {}
    applicant_of: dict[int, int] = {}
    rows = CriterionScore.objects.values_list(
        "review_id", "review__applicant_id", "criterion_id", "score"
    )
    for review_id, applicant_id, criterion_id, score in rows:
        per_review.setdefault(review_id, {})[criterion_id] = score
        applicant_of[review_id] = applicant_id
    totals: dict[int, list[float]] = {}
    for review_id, scores in per_review.items():
        total = weighted_total(scores, weights)
        if total is not None:
            totals.setdefault(applicant_of[review_id], []).append(total)
    summaries = list(ReviewSummary.objects.all())
    for summary in summaries:
        values = totals.get(summary.applicant_id)
        summary.weighted_total = sum(values) / len(values) if values else None
    ReviewSummary.objects.bulk_update(summaries, ["weighted_total"], batch_size=1000)
