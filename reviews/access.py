"""Fetch helpers that start from what the user may see and refuse with 404/403."""

from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404

from applicants.models import Applicant
from reviews.models import Conflict


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


def may_see_scores(*, has_my_review: bool, conflicted: bool, coordinator: bool) -> bool:
    """Blind review: others' scores show once you have submitted yours; coordinators see all."""
    if conflicted:
        return False
    return has_my_review or coordinator
