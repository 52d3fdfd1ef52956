"""Answers that other parts of the committee work (cycles, assignments) will own.

Each returns what today's data can say; the docstring names what the lead wires it to.
"""

from applicants.models import Applicant


def calibration_scope(cycle_id: int | None = None):
    """The applicants whose reviews are calibrated together: one cycle's (every applicant's
    when no cycle is given)."""
    if cycle_id is None:
        return Applicant.objects.all()
    return Applicant.objects.filter(cycle_id=cycle_id)


def decisions_open(applicant: Applicant) -> bool:
    """Whether decisions may be set for the applicant: once its cycle is in the decided
    phase (the committee decides after the discussion)."""
    from reviews.models import Cycle

    return applicant.cycle.phase == Cycle.Phase.DECIDED


def assigned_count(reviewer) -> int | None:
    """How many applicants are assigned to the reviewer (reviews.models.Assignment).

    To be narrowed to the current cycle when cycles land.
    """
    from reviews.models import Assignment

    return Assignment.objects.filter(reviewer=reviewer).count()
