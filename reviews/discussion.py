"""An applicant's discussion thread: who may read it, posting with @mentions, and the
mentions a person has not read yet."""

import re
from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from applicants.models import Applicant
from applicants.roles import is_coordinator
from reviews import anonymity
from reviews.access import has_submitted, is_conflicted, may_see_scores
from reviews.models import AuditEntry, Comment, Conflict, Mention
from reviews.services import NotAllowed

# A login after "@", not inside an e-mail address (name@example.org is no mention).
MENTION = re.compile(r"(?<![\w.@])@([\w.@+-]*[\w+-])")


def may_see_discussion(user, applicant: Applicant) -> bool:
    """The thread shows opinions, so it follows the rule for the others' scores: never to
    anyone conflicted, and to a reviewer by the cycle's blind-review setting."""
    return may_see_scores(
        has_my_review=has_submitted(user, applicant),
        conflicted=is_conflicted(user, applicant),
        coordinator=is_coordinator(user),
        cycle=applicant.cycle,
    )


def mentioned_logins(body: str) -> list[str]:
    return list(dict.fromkeys(MENTION.findall(body)))


def mentionable(applicant: Applicant):
    """Active people who may read the thread's mentions: not conflicted with the applicant."""
    conflicted = Conflict.objects.filter(applicant=applicant).values("reviewer")
    return get_user_model().objects.filter(is_active=True).exclude(pk__in=conflicted)


@dataclass
class Posted:
    comment: Comment
    mentioned: list


@transaction.atomic
def post_comment(applicant: Applicant, author, body: str, *, site_url: str) -> Posted:
    """Adds a comment; each @login of a person who may be told gets a mention and an e-mail.

    Refused (NotAllowed, nothing saved) when the author may not see the thread, or when a
    mention names nobody, or someone conflicted with the applicant, who must not learn of it.
    """
    body = body.strip()
    if not body:
        raise NotAllowed("Write something first.")
    if not may_see_discussion(author, applicant):
        raise NotAllowed("The discussion opens to you once you have submitted your review.")
    logins = mentioned_logins(body)
    people = {u.get_username(): u for u in mentionable(applicant).filter(username__in=logins)}
    unknown = [login for login in logins if login not in people]
    if unknown:
        raise NotAllowed(
            f"No one to tell as @{unknown[0]}: not a login here, inactive, or conflicted "
            "with this applicant."
        )
    comment = Comment.objects.create(applicant=applicant, author=author, body=body)
    mentioned = [u for u in people.values() if u.pk != author.pk]
    Mention.objects.bulk_create([Mention(comment=comment, user=u) for u in mentioned])
    AuditEntry.objects.create(
        applicant=applicant, actor=author, action="comment.posted", detail={"comment": comment.pk}
    )
    url = site_url.rstrip("/") + reverse("reviews:applicant_detail", args=[applicant.pk])
    for person in mentioned:
        if person.email:
            transaction.on_commit(lambda p=person: _tell(p, author, applicant, url))
    return Posted(comment, mentioned)


def _tell(person, author, applicant: Applicant, url: str) -> None:
    shown = applicant.pseudonym
    if anonymity.pass_for(person, applicant.cycle) is None:
        shown = applicant.name or "an applicant"
    send_mail(
        f"{author.get_username()} mentioned you on {shown}",
        f"{author.get_username()} mentioned you in the discussion of an applicant:\n\n"
        f"{url}#discussion\n\nIt is also listed in your queue until you open it.\n",
        None,
        [person.email],
    )


@transaction.atomic
def delete_comment(comment: Comment, by) -> None:
    if not is_coordinator(by) or is_conflicted(by, comment.applicant):
        raise NotAllowed("Only a coordinator without a conflict deletes a comment.")
    AuditEntry.objects.create(
        applicant=comment.applicant,
        actor=by,
        action="comment.deleted",
        detail={"comment": comment.pk},
    )
    comment.delete()


def thread(applicant: Applicant) -> list[Comment]:
    return list(Comment.objects.filter(applicant=applicant).select_related("author"))


def unread_mentions(user):
    """Who mentioned the user on which applicant (no text: the thread itself may still be
    closed to them), less applicants they have since declared a conflict with."""
    return (
        Mention.objects.filter(user=user, read_at__isnull=True)
        .exclude(comment__applicant__conflicts__reviewer=user)
        .select_related("comment__author", "comment__applicant")
        .order_by("-comment__created_at")
    )


def mark_read(user, applicant: Applicant) -> int:
    """Opening the thread reads the user's mentions in it."""
    return Mention.objects.filter(
        user=user, comment__applicant=applicant, read_at__isnull=True
    ).update(read_at=timezone.now())


def discussion_context(user, applicant: Applicant, *, form=None, error: str = "") -> dict:
    """What the applicant page's thread shows this user; showing it reads their mentions."""
    from reviews.forms import CommentForm

    visible = may_see_discussion(user, applicant)
    if visible:
        mark_read(user, applicant)
    return {
        "discussion_visible": visible,
        "discussion_conflicted": is_conflicted(user, applicant),
        "comments": thread(applicant) if visible else [],
        "comment_form": form or CommentForm(),
        "comment_error": error,
        "mentionable": mentionable(applicant).only("username") if visible else [],
    }
