"""Correcting an applicant's profile in place, and deleting an applicant.

Each form is a page of its own without JavaScript; with htmx the edit form replaces the
fact on the applicant page and a saved change re-renders the profile there."""

from django.core.exceptions import PermissionDenied
from django.forms.models import model_to_dict
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST
from django_htmx.http import HttpResponseClientRedirect, reswap, retarget

from applicants.models import Applicant
from applicants.roles import coordinator_required
from reviews import anonymity, corrections
from reviews.access import get_actionable_applicant, get_applicant
from reviews.evidence import DOCUMENT_BULK, profile_evidence
from reviews.fact_forms import FACT_FORMS, ProfileForm

DETAIL = "reviews/applicant_detail.html"


def profile_context(applicant: Applicant, user) -> dict:
    context = {
        "applicant": applicant,
        **profile_evidence(applicant),
        "skills": applicant.applicantskills.select_related("skill", "document", "corrected_by")
        .defer(*DOCUMENT_BULK)
        .order_by("document_id", "id"),
        "may_correct": corrections.may_correct(user),
    }
    hidden = anonymity.pass_for(user, applicant.cycle)
    if hidden is not None:
        anonymity.hide_profile(context, applicant, hidden)
    return context


def _correctable_applicant(user, pk: int) -> Applicant:
    if not corrections.may_correct(user):
        raise PermissionDenied("You may not correct applicants' facts.")
    applicant = get_actionable_applicant(user, pk)
    if anonymity.pass_for(user, applicant.cycle) is not None:
        raise PermissionDenied("In the anonymised first pass only coordinators correct facts.")
    return applicant


def _fact_model(kind: str):
    model = corrections.FACT_KINDS.get(kind)
    if model is None:
        raise PermissionDenied("Unknown kind of fact.")
    return model


def _saved(request, applicant: Applicant, partial: str = "profile"):
    if request.htmx:
        context = profile_context(applicant, request.user)
        return TemplateResponse(request, f"{DETAIL}#{partial}", context)
    return redirect(f"{applicant.get_absolute_url()}#profile")


def _form_page(request, applicant, form, action: str, title: str, target: str = "#profile"):
    context = {
        "applicant": applicant,
        "form": form,
        "action": action,
        "title": title,
        "target": target,
    }
    if not request.htmx:
        return TemplateResponse(request, "reviews/fact_form.html", context)
    response = TemplateResponse(request, "reviews/fact_form.html#form", context)
    if request.method == "POST":
        # The form comes back with its errors in place of the form that was sent.
        response = reswap(retarget(response, "#fact-form"), "outerHTML")
    return response


@require_http_methods(["GET", "POST"])
def fact_add(request, pk, kind):
    applicant = _correctable_applicant(request.user, pk)
    model = _fact_model(kind)
    form = FACT_FORMS[kind](request.POST or None)
    if request.method == "POST" and form.is_valid():
        corrections.add_fact(applicant, model, dict(form.cleaned_data), request.user)
        return _saved(request, applicant)
    action = reverse("reviews:fact_add", args=[pk, kind])
    return _form_page(request, applicant, form, action, f"Add {kind}")


@require_http_methods(["GET", "POST"])
def fact_edit(request, pk, kind, fact_pk):
    applicant = _correctable_applicant(request.user, pk)
    model = _fact_model(kind)
    fact = get_object_or_404(model.objects, pk=fact_pk, applicant=applicant)
    form_class = FACT_FORMS[kind]
    if kind == "skill":
        initial = {"name": fact.skill.name}
    else:
        initial = model_to_dict(fact, form_class._meta.fields)
    form = form_class(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        corrections.correct_fact(fact, dict(form.cleaned_data), request.user)
        return _saved(request, applicant)
    action = reverse("reviews:fact_edit", args=[pk, kind, fact_pk])
    return _form_page(request, applicant, form, action, f"Correct {kind}")


@require_POST
def fact_hide(request, pk, kind, fact_pk):
    applicant = _correctable_applicant(request.user, pk)
    fact = get_object_or_404(_fact_model(kind).objects, pk=fact_pk, applicant=applicant)
    corrections.hide_fact(fact, request.user)
    return _saved(request, applicant)


@require_http_methods(["GET", "POST"])
def profile_edit(request, pk):
    applicant = _correctable_applicant(request.user, pk)
    initial = {"name": applicant.name, "institution": applicant.current_institution}
    form = ProfileForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        corrections.correct_profile(applicant, **form.cleaned_data, user=request.user)
        return _saved(request, applicant, partial="headline")
    action = reverse("reviews:profile_edit", args=[pk])
    title = "Correct name and institution"
    return _form_page(request, applicant, form, action, title, target="#headline")


@require_http_methods(["GET", "POST"])
@coordinator_required
def applicant_delete(request, pk):
    applicant = get_applicant(pk)
    if request.method == "POST":
        corrections.delete_applicant(applicant, request.user)
        destination = reverse("reviews:applicant_list")
        if request.htmx:
            return HttpResponseClientRedirect(destination)
        return redirect(destination)
    context = {"applicant": applicant, "counts": corrections.deletion_counts(applicant)}
    return TemplateResponse(request, "reviews/applicant_delete.html", context)
