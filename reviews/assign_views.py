"""Assignments, the reviewer's queue, conflicts set by coordinators and their suggestions,
and reviewer profiles."""

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from applicants.roles import coordinator_required, is_coordinator
from applicants.views import posted_next_or
from reviews import anonymity, assigning, conflict_suggestions, services
from reviews.access import get_applicant
from reviews.assign_forms import AssignForm, AutoAssignForm, ConflictForm, ProfileForm
from reviews.cycle_scope import applicants_in_scope
from reviews.discussion import unread_mentions
from reviews.models import Assignment, Conflict, ConflictSuggestion, ReviewerProfile
from reviews.queue import queue_of

PREVIEW_ROWS = 200


def queue_url(applicant_id: int) -> str:
    """An applicant's page opened from the queue: "Save and next" and j go to the next one."""
    return reverse("reviews:applicant_detail", args=[applicant_id]) + "?from=queue"


# -- The queue --------------------------------------------------------------------------------


@require_GET
def queue(request):
    my_queue = queue_of(request.user, applicants_in_scope(request))
    for item in my_queue.items:
        item.url = queue_url(item.applicant.pk)
    upcoming = my_queue.next_after()
    mentions = list(unread_mentions(request.user)[:50])
    anonymity.hide_applicants(
        [item.applicant for item in my_queue.items] + [m.comment.applicant for m in mentions],
        request.user,
    )
    context = {
        "queue": my_queue,
        "next_url": queue_url(upcoming.pk) if upcoming else "",
        "mentions": mentions,
    }
    return TemplateResponse(request, "reviews/queue.html", context)


def queue_neighbours(request, applicant) -> dict:
    """On an applicant page opened from the queue: next is the next unreviewed applicant."""
    upcoming = queue_of(request.user, applicants_in_scope(request)).next_after(applicant.pk)
    return {
        "from_queue": True,
        "next_url": queue_url(upcoming.pk) if upcoming else "",
        "back_url": reverse("reviews:queue"),
        "here_qs": "from=queue",
    }


def after_save_and_next(request, applicant) -> str:
    """Where "Save and next" goes: the next unreviewed applicant, or the queue when none."""
    upcoming = queue_of(request.user, applicants_in_scope(request)).next_after(applicant.pk)
    if upcoming is None:
        messages.success(request, "That was the last one: your queue is done.")
        return reverse("reviews:queue")
    return queue_url(upcoming.pk)


def bulk_assign_message(outcome: assigning.BulkAssigned, reviewer) -> str:
    name = reviewer.get_username()
    message = (
        f"Assigned {outcome.assigned} applicant{'s' if outcome.assigned != 1 else ''} to {name}."
    )
    if outcome.already:
        message += f" {outcome.already} already were."
    if outcome.conflicted:
        message += f" {outcome.conflicted} left out: {name} has a conflict with them."
    return message


# -- The applicant page's panel -------------------------------------------------------------


def assignment_panel_context(applicant, user, *, coordinator: bool) -> dict:
    """Who reviews the applicant and who is conflicted; coordinators also get the forms and
    the open suggestions. A reviewer sees only their own conflict."""
    conflicts = list(Conflict.objects.filter(applicant=applicant).select_related("reviewer"))
    context = {
        "own_conflict": next((c for c in conflicts if c.reviewer_id == user.pk), None),
        "panel_for_coordinator": coordinator,
    }
    if not coordinator:
        return context
    assignments = list(Assignment.objects.filter(applicant=applicant).select_related("reviewer"))
    busy = {a.reviewer_id for a in assignments} | {c.reviewer_id for c in conflicts}
    free = assigning.assignable_reviewers().exclude(pk__in=busy)
    assign_form = AssignForm()
    assign_form.fields["reviewer"].queryset = free
    conflict_form = ConflictForm()
    conflict_form.fields["reviewer"].queryset = assigning.assignable_reviewers().exclude(
        pk__in={c.reviewer_id for c in conflicts}
    )
    context.update(
        {
            "assignments": assignments,
            "conflicts": conflicts,
            "suggestions": conflict_suggestions.open_suggestions().filter(applicant=applicant),
            "assign_form": assign_form,
            "conflict_form": conflict_form,
        }
    )
    return context


def _panel_response(request, applicant, *, note: str = "", error: str = ""):
    if not request.htmx:
        if note:
            messages.success(request, note)
        if error:
            messages.error(request, error)
        url = reverse("reviews:applicant_detail", args=[applicant.pk])
        state = request.POST.get("state", "")
        return redirect(f"{url}?{state}" if state else url)
    context = {"applicant": applicant, "panel_note": note, "panel_error": error}
    context["here_qs"] = request.POST.get("state", "")
    context.update(assignment_panel_context(applicant, request.user, coordinator=True))
    return TemplateResponse(request, "reviews/applicant_detail.html#assignments", context)


@require_POST
@coordinator_required
def assignment_add(request, pk):
    applicant = get_applicant(pk)
    form = AssignForm(request.POST)
    if not form.is_valid():
        return _panel_response(request, applicant, error="Choose a reviewer.")
    reviewer = form.cleaned_data["reviewer"]
    try:
        _, created = assigning.assign(applicant, reviewer, by=request.user)
    except services.NotAllowed as refusal:
        return _panel_response(request, applicant, error=f"Not assigned: {refusal}")
    verb = "Assigned" if created else "Already assigned:"
    return _panel_response(request, applicant, note=f"{verb} {reviewer.get_username()}.")


@require_POST
@coordinator_required
def assignment_remove(request, pk, reviewer_pk):
    applicant = get_applicant(pk)
    reviewer = get_object_or_404(get_user_model(), pk=reviewer_pk)
    assigning.unassign(applicant, reviewer, by=request.user)
    return _panel_response(
        request, applicant, note=f"{reviewer.get_username()} is no longer assigned."
    )


def conflict_note(reviewer, outcome: services.ConflictSet) -> str:
    note = f"{reviewer.get_username()} is now conflicted with this applicant"
    if outcome.unassigned:
        note += " and was removed from its reviewers"
    return note + "."


@require_POST
@coordinator_required
def conflict_set(request, pk):
    applicant = get_applicant(pk)
    form = ConflictForm(request.POST)
    if not form.is_valid():
        return _panel_response(request, applicant, error="Choose a person.")
    reviewer = form.cleaned_data["reviewer"]
    outcome = services.set_conflict(
        applicant, reviewer, form.cleaned_data["reason"], by=request.user
    )
    return _panel_response(request, applicant, note=conflict_note(reviewer, outcome))


@require_POST
def conflict_withdraw(request, pk, reviewer_pk):
    applicant = get_applicant(pk)
    conflict = get_object_or_404(
        Conflict.objects.select_related("reviewer"), applicant=applicant, reviewer_id=reviewer_pk
    )
    try:
        services.withdraw_conflict(conflict, by=request.user)
    except services.NotAllowed as refusal:
        raise PermissionDenied(str(refusal)) from refusal
    note = f"The conflict of {conflict.reviewer.get_username()} is withdrawn."
    if not is_coordinator(request.user):
        messages.success(request, note)
        return redirect(reverse("reviews:applicant_detail", args=[applicant.pk]))
    return _panel_response(request, applicant, note=note)


# -- Suggested conflicts ----------------------------------------------------------------------


@require_GET
@coordinator_required
def conflicts(request):
    context = {"suggestions": conflict_suggestions.open_suggestions()}
    return TemplateResponse(request, "reviews/conflicts.html", context)


@require_POST
@coordinator_required
def conflicts_scan(request):
    found = conflict_suggestions.find_conflict_suggestions(applicants_in_scope(request))
    messages.success(request, f"Found {found} new possible conflict{'s' if found != 1 else ''}.")
    return redirect("reviews:conflicts")


def _open_suggestion(pk) -> ConflictSuggestion:
    return get_object_or_404(
        ConflictSuggestion.objects.select_related("applicant", "reviewer"),
        pk=pk,
        state=ConflictSuggestion.State.OPEN,
    )


def _suggestion_decided(request, suggestion, note: str):
    if request.htmx:
        context = {"suggestion": suggestion, "decided": note}
        return TemplateResponse(request, "reviews/conflicts.html#suggestion", context)
    messages.success(request, note)
    return redirect(posted_next_or(request, reverse("reviews:conflicts")))


@require_POST
@coordinator_required
def suggestion_accept(request, pk):
    suggestion = _open_suggestion(pk)
    outcome = conflict_suggestions.accept_suggestion(suggestion, by=request.user)
    return _suggestion_decided(request, suggestion, conflict_note(suggestion.reviewer, outcome))


@require_POST
@coordinator_required
def suggestion_dismiss(request, pk):
    suggestion = _open_suggestion(pk)
    conflict_suggestions.dismiss_suggestion(suggestion, by=request.user)
    return _suggestion_decided(request, suggestion, "Dismissed: it will not be suggested again.")


# -- The automatic assignment -----------------------------------------------------------------


@require_http_methods(["GET", "POST"])
@coordinator_required
def auto_assign(request):
    """GET with k shows the plan; POST with the same values saves it."""
    data = request.POST if request.method == "POST" else request.GET
    initial = {"reviewers": assigning.assignable_reviewers().filter(groups__name="reviewers")}
    form = AutoAssignForm(data or None, initial=initial)
    context = {"form": form, "plan": None}
    if form.is_valid():
        values = form.cleaned_data
        plan = assigning.plan_automatic(
            applicants_in_scope(request), values["reviewers"], values["k"], values["seed"]
        )
        if request.method == "POST":
            saved = assigning.apply_plan(plan, by=request.user)
            messages.success(request, f"Saved {saved} assignment{'s' if saved != 1 else ''}.")
            return redirect("reviews:auto_assign")
        context.update(
            {
                "plan": plan,
                "preview_pairs": plan.pairs[:PREVIEW_ROWS],
                "open_suggestions": conflict_suggestions.open_suggestions().count(),
            }
        )
    elif request.method == "POST":
        return TemplateResponse(request, "reviews/auto_assign.html", context, status=400)
    return TemplateResponse(request, "reviews/auto_assign.html", context)


# -- Reviewer profiles ------------------------------------------------------------------------


@require_http_methods(["GET", "POST"])
def profile(request, user_pk=None):
    """Your own profile, or (coordinators) anyone's."""
    person = request.user
    if user_pk is not None and user_pk != request.user.pk:
        if not is_coordinator(request.user):
            raise PermissionDenied("Only coordinators edit someone else's profile.")
        person = get_object_or_404(get_user_model(), pk=user_pk)
    instance = ReviewerProfile.objects.filter(user=person).first() or ReviewerProfile(user=person)
    form = ProfileForm(request.POST or None, instance=instance)
    if request.method == "POST" and form.is_valid():
        form.save()
        # A new institution may mean new conflicts: the coordinators see them at once.
        found = conflict_suggestions.find_conflict_suggestions(
            applicants_in_scope(request), reviewers=[person]
        )
        note = f"Saved the profile of {person.get_username()}."
        if found:
            note += f" {found} possible conflict{'s' if found != 1 else ''} for the coordinators."
        messages.success(request, note)
        if person.pk == request.user.pk:
            return redirect("reviews:my_profile")
        return redirect("reviews:profile", user_pk=person.pk)
    status = 400 if request.method == "POST" else 200
    context = {"person": person, "form": form, "mine": person.pk == request.user.pk}
    return TemplateResponse(request, "reviews/profile.html", context, status=status)
