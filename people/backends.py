"""Signing in and, on every request, finding who is signed in."""

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.models import Group

from applicants.roles import is_coordinator
from config.shared_cache import forget, remember


def user_key(pk) -> str:
    return f"auth-user:{pk}"


def _load_user(pk):
    user = get_user_model()._default_manager.filter(pk=pk).first()
    if user is not None:
        is_coordinator(user)  # kept on the user (user._is_coordinator), cached with it
    return user


class CachedModelBackend(ModelBackend):
    """Django's ModelBackend, save that the user of a session, with their role, comes from
    the shared cache (config.shared_cache): no query for them on a request. The entry is
    dropped whenever the user or their groups change (forget_users below), so a password
    change or a deactivation ends their sessions at once, as before."""

    def get_user(self, user_id):
        user = remember(user_key(user_id), lambda: _load_user(user_id))
        return user if user is not None and self.user_can_authenticate(user) else None


def forget_users(pks) -> None:
    forget(*(user_key(pk) for pk in pks))


def user_changed(sender, instance, **kwargs):
    forget_users([instance.pk])


def group_changed(sender, instance, **kwargs):
    """A group renamed or deleted may change its members' role (coordinators)."""
    forget_users(instance.user_set.values_list("pk", flat=True))


def memberships_changed(sender, instance, action, reverse, pk_set, **kwargs):
    if action not in {"post_add", "post_remove", "pre_clear"}:
        return
    if not reverse:  # user.groups.add(...)
        forget_users([instance.pk])
    elif action == "pre_clear":  # group.user_set.clear()
        group_changed(sender, instance)
    else:  # group.user_set.add(...)
        forget_users(pk_set or [])


def connect_receivers() -> None:
    from django.db.models.signals import m2m_changed, post_delete, post_save, pre_delete

    users = get_user_model()
    post_save.connect(user_changed, sender=users, dispatch_uid="people.user_saved")
    post_delete.connect(user_changed, sender=users, dispatch_uid="people.user_deleted")
    post_save.connect(group_changed, sender=Group, dispatch_uid="people.group_saved")
    pre_delete.connect(group_changed, sender=Group, dispatch_uid="people.group_deleted")
    m2m_changed.connect(
        memberships_changed, sender=users.groups.through, dispatch_uid="people.memberships"
    )
