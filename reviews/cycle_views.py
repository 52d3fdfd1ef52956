"""The Cycles page (coordinators) and the current-cycle switcher (everyone)."""

from django.contrib import messages
from django.db.models import Count
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect

from applicants.roles import coordinator_required
from applicants.views import posted_next_or
from reviews import cycles
from reviews.cycle_forms import CycleForm, CycleSettingsForm, PhaseForm, SwitchForm
from reviews.models import Cycle


def _page(request, form=None, status=200) -> TemplateResponse:
    rows = Cycle.objects.annotate(applicant_count=Count("applicants")).newest_first()
    for cycle in rows:
        cycle.back, cycle.forward = cycle.neighbour_phases()
        cycle.back_label = Cycle.Phase(cycle.back).label if cycle.back else ""
        cycle.forward_label = Cycle.Phase(cycle.forward).label if cycle.forward else ""
        cycle.settings_form = CycleSettingsForm(instance=cycle, prefix=f"c{cycle.pk}")
    context = {"cycles": rows, "form": form or CycleForm()}
    return TemplateResponse(request, "reviews/cycles.html", context, status=status)


@require_GET
@coordinator_required
def cycle_list(request):
    return _page(request)


@require_POST
@coordinator_required
def cycle_create(request):
    form = CycleForm(request.POST)
    if not form.is_valid():
        return _page(request, form, status=400)
    rubric_from = cycles.current_cycle(request)
    cycle = cycles.create_cycle(request.user, rubric_from=rubric_from, **form.cleaned_data)
    cycles.switch_cycle(request, cycle)
    messages.success(
        request, f"Created {cycle} with the rubric of {rubric_from}, and switched to it."
    )
    return redirect("reviews:cycles")


@require_POST
@coordinator_required
def cycle_phase(request, pk):
    cycle = get_object_or_404(Cycle, pk=pk)
    form = PhaseForm(request.POST)
    if form.is_valid() and cycles.move_phase(cycle, form.cleaned_data["phase"], request.user):
        label = Cycle.Phase(form.cleaned_data["phase"]).label
        messages.success(request, f"{cycle} is now in the {label.lower()} phase.")
    else:
        messages.error(request, f"{cycle} moves one phase at a time; reload and try again.")
    return redirect("reviews:cycles")


@require_POST
@coordinator_required
def cycle_settings(request, pk):
    cycle = get_object_or_404(Cycle, pk=pk)
    form = CycleSettingsForm(request.POST, instance=Cycle(), prefix=f"c{cycle.pk}")
    if form.is_valid():
        cycles.update_settings(cycle, request.user, **form.cleaned_data)
        messages.success(request, f"Saved the settings of {cycle}.")
    else:
        messages.error(request, "Those settings are not valid.")
    return redirect("reviews:cycles")


@require_POST
def cycle_switch(request):
    """Any signed-in user picks the cycle they work in; back to the page they were on
    (its list-specific query dropped: it belonged to the other cycle)."""
    form = SwitchForm(request.POST)
    if form.is_valid():
        cycles.switch_cycle(request, form.cleaned_data["cycle"])
    target = posted_next_or(request, reverse("reviews:applicant_list")).split("?")[0]
    if request.htmx:
        return HttpResponseClientRedirect(target)
    return redirect(target)
