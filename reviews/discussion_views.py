"""The discussion thread on the applicant page: post (with @mentions) and delete."""

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.views.decorators.http import require_POST

from applicants.roles import is_coordinator
from reviews import discussion
from reviews.access import get_applicant
from reviews.forms import CommentForm
from reviews.models import Comment
from reviews.services import NotAllowed
from reviews.views import _back_to_detail


def _respond(request, applicant, **context):
    if not request.htmx:
        if context.get("error"):
            messages.error(request, context["error"])
        return redirect(_back_to_detail(request, applicant) + "#discussion")
    context = {
        "applicant": applicant,
        "here_qs": request.POST.get("state", ""),
        "coordinator": is_coordinator(request.user),
        **discussion.discussion_context(request.user, applicant, **context),
    }
    return TemplateResponse(request, "reviews/applicant_detail.html#discussion", context)


@require_POST
def comment_post(request, pk):
    applicant = get_applicant(pk)
    if not discussion.may_see_discussion(request.user, applicant):
        raise PermissionDenied("The discussion of this applicant is closed to you.")
    form = CommentForm(request.POST)
    if not form.is_valid():
        return _respond(request, applicant, form=form, error="Write something first.")
    try:
        discussion.post_comment(
            applicant,
            request.user,
            form.cleaned_data["body"],
            site_url=request.build_absolute_uri("/"),
        )
    except NotAllowed as refusal:
        return _respond(request, applicant, form=form, error=str(refusal))
    return _respond(request, applicant)


@require_POST
def comment_delete(request, pk, comment_pk):
    applicant = get_applicant(pk)
    comment = get_object_or_404(Comment, pk=comment_pk, applicant=applicant)
    try:
        discussion.delete_comment(comment, request.user)
    except NotAllowed as refusal:
        raise PermissionDenied(str(refusal)) from refusal
    return _respond(request, applicant)
