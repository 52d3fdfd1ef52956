"""Fetch helpers that start from what the user may see and refuse with 404/403."""

from django.core.exceptions import PermissionDenied
from django.db.models import Q
from django.shortcuts import get_object_or_404

from applicants.models import Applicant
from reviews.models import Conflict, Cycle, Review


def get_applicant(pk: int) -> Applicant:
    """Every signed-in reviewer may see every applicant's profile (404 when missing)."""
    return get_object_or_404(Applicant, pk=pk)


def is_conflicted(user, applicant: Applicant) -> bool:
    return Conflict.objects.filter(applicant=applicant, reviewer=user).exists()


def get_actionable_applicant(user, pk: int) -> Applicant:
    """An applicant the user may review, tag and move: 403 for a declared conflict."""
    applicant = get_applicant(pk)
    if is_conflicted(user, applicant):
        raise PermissionDenied("You declared a conflict with this applicant.")
    return applicant


REVEALING_PHASES = (Cycle.Phase.DISCUSSION, Cycle.Phase.DECIDED)


def may_see_scores(
    *, has_my_review: bool, conflicted: bool, coordinator: bool, cycle: Cycle | None = None
) -> bool:
    """Blind review: whether the others' scores and comments show to this user.

    Never where the user is conflicted; always to coordinators otherwise. To a reviewer by
    the cycle's setting: once their own review is submitted (has_my_review means a
    SUBMITTED review; the default), always, or only from the discussion phase on.
    """
    if conflicted:
        return False
    if coordinator:
        return True
    visibility = cycle.review_visibility if cycle else Cycle.Visibility.AFTER_OWN_SUBMISSION
    if visibility == Cycle.Visibility.ALWAYS:
        return True
    if visibility == Cycle.Visibility.DISCUSSION:
        return cycle.phase in REVEALING_PHASES
    return has_my_review


def scores_visible_q(my_submitted: Q, prefix: str = "", cycles=None) -> Q:
    """may_see_scores for a non-coordinator as a filter on applicants (prefix leads from the
    rows queried to the applicant), given the condition "my review is submitted".

    The few cycles are read here (or given, when the caller already holds the cycles its
    rows belong to; rows of any other cycle then show no score), so the filter compares the
    applicant's cycle_id with two short lists instead of joining the cycle table per row.
    """
    if cycles is None:
        cycles = Cycle.objects.only("pk", "review_visibility", "phase")
    revealing, after_own = [], []
    for pk, visibility, phase in ((c.pk, c.review_visibility, c.phase) for c in cycles):
        if visibility == Cycle.Visibility.ALWAYS or (
            visibility == Cycle.Visibility.DISCUSSION and phase in REVEALING_PHASES
        ):
            revealing.append(pk)
        elif visibility == Cycle.Visibility.AFTER_OWN_SUBMISSION:
            after_own.append(pk)
    cycle = f"{prefix}cycle_id__in"
    return Q(**{cycle: revealing}) | (Q(**{cycle: after_own}) & my_submitted)


def has_submitted(user, applicant: Applicant) -> bool:
    return Review.objects.submitted().filter(applicant=applicant, reviewer=user).exists()
