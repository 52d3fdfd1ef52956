"""Which applicants the current request works on. Stands in for the cycles' scoping."""

from applicants.models import Applicant


def applicants_in_scope(request):
    """The applicants of the current cycle. Today: every applicant.

    The lead wires this to the current cycle's applicants (the cycle switcher) when the
    cycles land; the queue, the automatic assignment and its load counts go through it.
    """
    return Applicant.objects.all()
