"""The People page: coordinators see every account with its role and change it there."""

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseBadRequest
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.views.decorators.http import require_GET, require_POST

from applicants.roles import coordinator_required, role_of
from people import services
from people.forms import ActiveForm, InviteForm, RoleForm
from reviews.dashboard import score_charts

TEMPLATE = "people/people.html"


def _page(request, invite_form=None, status=200, note="") -> TemplateResponse:
    people = (
        get_user_model()
        .objects.order_by("-is_active", "username")
        .select_related("reviewer_profile")
        .prefetch_related("groups")
    )
    charts = score_charts(request.user, [person.pk for person in people])
    context = {
        "rows": [_row(request, person, charts[person.pk]) for person in people],
        "invite_form": invite_form or InviteForm(),
        "note": note,
    }
    template = f"{TEMPLATE}#people" if request.htmx else TEMPLATE
    return TemplateResponse(request, template, context, status=status)


def _row(request, person, chart=None) -> dict:
    if chart is None:
        chart = score_charts(request.user, [person.pk])[person.pk]
    return {
        "person": person,
        "chart": chart,
        "chart_id": f"person-scores-{person.pk}",
        "role": role_of(person),
        "locked_reason": services.why_not_manage(request.user, person),
    }


def _managed_person(request, pk):
    person = get_object_or_404(get_user_model(), pk=pk)
    reason = services.why_not_manage(request.user, person)
    if reason:
        raise PermissionDenied(reason)
    return person


def _changed(request, person, message: str):
    """htmx swaps the person's row; a plain form post goes back to the page."""
    if request.htmx:
        context = {"row": _row(request, person), "changed": message}
        return TemplateResponse(request, f"{TEMPLATE}#row", context)
    messages.success(request, message)
    return redirect("people:people")


@require_GET
@coordinator_required
def people(request):
    return _page(request)


@require_POST
@coordinator_required
def role_change(request, pk):
    person = _managed_person(request, pk)
    form = RoleForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("Unknown role.")
    services.change_role(request.user, person, form.cleaned_data["role"])
    person.refresh_from_db()
    role = form.cleaned_data["role"]
    return _changed(request, person, f"{person.get_username()} is now a {role}.")


@require_POST
@coordinator_required
def active_change(request, pk):
    person = _managed_person(request, pk)
    active = ActiveForm(request.POST)
    active.is_valid()  # a missing or false value deactivates
    services.set_active(request.user, person, active.cleaned_data.get("active", False))
    state = "active" if person.is_active else "deactivated: cannot log in"
    return _changed(request, person, f"{person.get_username()} is {state}.")


@require_POST
@coordinator_required
def invite(request):
    form = InviteForm(request.POST)
    if not form.is_valid():
        return _page(request, invite_form=form, status=400)
    person = services.invite_reviewer(
        request.user,
        username=form.cleaned_data["username"],
        email=form.cleaned_data["email"],
        name=form.cleaned_data["name"],
        site_url=request.build_absolute_uri("/"),
    )
    note = (
        f"{person.get_username()} can review once they set a password: "
        f"the link went to {person.email}."
    )
    if request.htmx:
        return _page(request, note=note)
    messages.success(request, note)
    return redirect("people:people")
