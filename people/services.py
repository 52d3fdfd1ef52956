"""Who may use the app and in which role: coordinators give and take roles, deactivate
accounts and invite reviewers. Each change is one logged line (who did what to whom)."""

import logging

from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import default_token_generator
from django.core.mail import send_mail
from django.db import transaction
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode

from applicants.roles import set_role

log = logging.getLogger(__name__)


def why_not_manage(actor, person) -> str:
    """The reason the actor may not change this person ("" when they may)."""
    if person.pk == actor.pk:
        return "You cannot change your own role or account; ask another coordinator."
    if person.is_superuser and not actor.is_superuser:
        return "Only an administrator can change an administrator's account."
    return ""


def change_role(actor, person, role: str) -> None:
    set_role(person, role)
    log.info("%s set the role of %s to %s", actor, person, role)


def set_active(actor, person, active: bool) -> None:
    person.is_active = active
    person.save(update_fields=["is_active"])
    log.info("%s %s %s", actor, "reactivated" if active else "deactivated", person)


@transaction.atomic
def invite_reviewer(actor, *, username: str, email: str, name: str, site_url: str):
    """A reviewer account without a password, and an e-mail with a link to set one
    (Django's password-reset token: it stops working once the password is set)."""
    first_name, _, last_name = name.strip().rpartition(" ")
    person = get_user_model().objects.create_user(
        username,
        email=email,
        first_name=(first_name or last_name)[:150],
        last_name=(last_name if first_name else "")[:150],
    )
    set_role(person, "reviewer")
    log.info("%s invited %s as a reviewer", actor, person)
    transaction.on_commit(lambda: send_set_password_link(person, site_url, invited_by=actor))
    return person


def set_password_url(person, site_url: str) -> str:
    path = reverse(
        "password_reset_confirm",
        kwargs={
            "uidb64": urlsafe_base64_encode(force_bytes(person.pk)),
            "token": default_token_generator.make_token(person),
        },
    )
    return site_url.rstrip("/") + path


def send_set_password_link(person, site_url: str, *, invited_by) -> None:
    context = {
        "person": person,
        "invited_by": invited_by,
        "url": set_password_url(person, site_url),
        "site_url": site_url,
    }
    send_mail(
        "Your reviewer account for internship review",
        render_to_string("people/invitation_email.txt", context),
        None,
        [person.email],
    )
