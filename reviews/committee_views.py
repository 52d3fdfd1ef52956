"""The committee's pages: decisions, the rubric's weights and the dashboard."""

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from applicants.roles import coordinator_required, is_coordinator
from reviews import services
from reviews.access import get_actionable_applicant
from reviews.cycles import current_cycle
from reviews.dashboard import dashboard_context
from reviews.forms import DecisionForm, WeightForm
from reviews.models import Criterion
from reviews.views import _back_to_detail, decision_context


@require_POST
@coordinator_required
def decision_set(request, pk):
    applicant = get_actionable_applicant(request.user, pk)
    form = DecisionForm(request.POST)
    error = ""
    if form.is_valid():
        try:
            services.decide(
                applicant, form.cleaned_data["outcome"], request.user, form.cleaned_data["note"]
            )
        except services.NotAllowed as refusal:
            raise PermissionDenied(str(refusal)) from refusal
    else:
        error = "Choose accept, waitlist or reject."
    if not request.htmx:
        if error:
            messages.error(request, error)
        else:
            messages.success(request, "Decision saved.")
        return redirect(_back_to_detail(request, applicant))
    context = {
        "applicant": applicant,
        "here_qs": request.POST.get("state", ""),
        "decision_saved": not error,
        "decision_error": error,
        **decision_context(applicant, coordinator=True, conflicted=False),
    }
    return TemplateResponse(request, "reviews/applicant_detail.html#decision", context)


@require_http_methods(["GET", "POST"])
@coordinator_required
def rubric(request):
    criteria = list(Criterion.objects.filter(active=True))
    form = WeightForm(request.POST or None, criteria=criteria)
    if request.method == "POST" and form.is_valid():
        changed = services.set_weights(form.weights(), request.user)
        messages.success(request, f"Weights saved ({changed} changed).")
        return redirect("reviews:rubric")
    return TemplateResponse(request, "reviews/rubric.html", {"form": form, "criteria": criteria})


@require_GET
def dashboard(request):
    context = dashboard_context(
        request.user,
        coordinator=is_coordinator(request.user),
        cycle_id=current_cycle(request).pk,
    )
    return TemplateResponse(request, "reviews/dashboard.html", context)
