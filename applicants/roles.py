"""The two roles, as groups: coordinators upload and manage; reviewers review.

A view only coordinators may use says so with @coordinator_required; a view that serves
both roles asks is_coordinator(request.user) for the parts only coordinators get.
"""

from functools import wraps

from django.contrib.auth.models import Group, Permission
from django.core.exceptions import PermissionDenied

COORDINATORS = "coordinators"
REVIEWERS = "reviewers"
# A user's role as the People page names it, and the group that carries it. Any active
# account may review; the reviewers group only says so.
ROLE_GROUPS = {"coordinator": COORDINATORS, "reviewer": REVIEWERS}


def is_coordinator(user) -> bool:
    if not user.is_authenticated:
        return False
    if user.is_superuser:
        return True
    # Asked by the decorator, the views and the template context of one request: one query.
    if not hasattr(user, "_is_coordinator"):
        user._is_coordinator = user.groups.filter(name=COORDINATORS).exists()
    return user._is_coordinator


def coordinator_required(view):
    """Refuses (403) anyone but a coordinator; the login itself is required by middleware."""

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if not is_coordinator(request.user):
            raise PermissionDenied("Only coordinators can do this.")
        return view(request, *args, **kwargs)

    return wrapper


def role_of(user) -> str:
    """Coordinator or reviewer, read from the groups already loaded with the user."""
    names = {group.name for group in user.groups.all()}
    return "coordinator" if COORDINATORS in names else "reviewer"


def set_role(user, role: str) -> None:
    """Puts the user in the role's group (and out of the other); coordinators also manage
    the rubric and records in the admin, so they are staff with the apps' permissions."""
    user.groups.remove(*Group.objects.filter(name__in=ROLE_GROUPS.values()))
    user.groups.add(Group.objects.get_or_create(name=ROLE_GROUPS[role])[0])
    coordinator = role == "coordinator"
    app_permissions = Permission.objects.filter(
        content_type__app_label__in=["applicants", "reviews"]
    )
    if coordinator:
        user.user_permissions.add(*app_permissions)
    else:
        user.user_permissions.remove(*app_permissions)
    user.is_staff = coordinator or user.is_superuser
    user.save(update_fields=["is_staff"])
    user.__dict__.pop("_is_coordinator", None)
