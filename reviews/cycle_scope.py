"""Which applicants the current request works on: the current cycle's."""

from applicants.models import Applicant
from reviews.cycles import in_current_cycle


def applicants_in_scope(request):
    """The applicants of the current cycle (the nav's switcher): the queue, the automatic
    assignment and its load counts go through it."""
    return in_current_cycle(request, Applicant.objects.all())
