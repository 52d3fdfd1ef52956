"""The current cycle of a request and the one place lists are scoped to it.

Each user's choice is kept in their session; without one (or when the chosen cycle was
deleted) it is the newest open cycle. The list, search, shortlist, previous/next and both
exports start from applicants_in_scope(); the inbox and uploads take current_cycle(request)
(the applicants app cannot import the list's queryset). A new list of applicants, or of rows
pointing at one (reviews, assignments), plugs in with in_current_cycle().
"""

from django.db import transaction

from applicants.models import Applicant
from config.shared_cache import forget, remember
from reviews.models import AuditEntry, Criterion, Cycle, default_of
from reviews.querysets import WorkspaceQuerySet, workspace_applicants

SESSION_KEY = "current_cycle_id"
CYCLES_KEY = "cycles"


def request_cycles(request) -> list[Cycle]:
    """Every cycle, newest first, read once per request: the nav's switcher lists them and
    the current cycle is picked from them, one query for both (a handful of rows), or none
    where the shared cache holds them (dropped on every change: forget_cycles)."""
    cached = getattr(request, "_cycles", None)
    if cached is None:
        cached = request._cycles = remember(CYCLES_KEY, lambda: list(Cycle.objects.newest_first()))
    return cached


def forget_cycles(**kwargs) -> None:
    """Receiver of every save and delete of a cycle; call it after an UPDATE of cycles."""
    forget(CYCLES_KEY)


def current_cycle(request) -> Cycle:
    """The cycle this request works in (cached on the request): the one chosen in the
    session, else what Cycle.objects.default() gives, picked from request_cycles()."""
    cached = getattr(request, "_current_cycle", None)
    if cached is not None:
        return cached
    chosen = request.session.get(SESSION_KEY)
    cycles = request_cycles(request)
    cycle = next((c for c in cycles if c.pk == chosen), None) if chosen else None
    if cycle is None:
        cycle = default_of(cycles)
    if cycle is None:
        cycle = Cycle.objects.default()  # creates the first cycle
        request._cycles = [cycle]
    request._current_cycle = cycle
    return cycle


def switch_cycle(request, cycle: Cycle) -> None:
    request.session[SESSION_KEY] = cycle.pk
    request._current_cycle = cycle


def in_current_cycle(request, queryset):
    """A queryset of applicants (or of rows with an `applicant`) cut to the current cycle."""
    cycle = current_cycle(request)
    if queryset.model is Applicant:
        return queryset.filter(cycle=cycle)
    return queryset.filter(applicant__cycle=cycle)


def applicants_in_scope(request) -> WorkspaceQuerySet:
    """The list's base queryset: workspace applicants of the current cycle."""
    return in_current_cycle(request, workspace_applicants())


def create_cycle(user, *, name: str, rubric_from: Cycle | None = None, **settings) -> Cycle:
    """A new cycle in the collecting phase; its rubric starts as a copy of the active
    criteria of rubric_from (the cycle the coordinator was in), edited in the admin."""
    with transaction.atomic():
        cycle = Cycle.objects.create(name=name, **settings)
        if rubric_from is not None:
            Criterion.objects.bulk_create(
                Criterion(
                    cycle=cycle,
                    name=criterion.name,
                    description=criterion.description,
                    position=criterion.position,
                )
                for criterion in Criterion.objects.rubric(rubric_from.pk)
            )
        AuditEntry.objects.create(
            actor=user, action="cycle_created", detail={"cycle": cycle.pk, "name": name}
        )
    return cycle


def move_phase(cycle: Cycle, phase: str, user) -> bool:
    """Moves the cycle one step forward or back; every move is audited. False if `phase`
    is not a neighbour of the cycle's phase (the caller asked for a stale move)."""
    with transaction.atomic():
        cycle = Cycle.objects.select_for_update().get(pk=cycle.pk)
        if phase not in cycle.neighbour_phases():
            return False
        old = cycle.phase
        cycle.phase = phase
        cycle.save(update_fields=["phase"])
        AuditEntry.objects.create(
            actor=user,
            action="cycle_phase",
            detail={"cycle": cycle.pk, "name": cycle.name, "from": old, "to": phase},
        )
    return True


def update_settings(cycle: Cycle, user, **settings) -> None:
    changed = {key: value for key, value in settings.items() if getattr(cycle, key) != value}
    if not changed:
        return
    with transaction.atomic():
        for key, value in changed.items():
            setattr(cycle, key, value)
        cycle.save(update_fields=list(changed))
        AuditEntry.objects.create(
            actor=user,
            action="cycle_settings",
            detail={"cycle": cycle.pk, "name": cycle.name, **changed},
        )
