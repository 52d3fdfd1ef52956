"""The two roles, as groups: coordinators upload and manage; reviewers review.

A view only coordinators may use says so with @coordinator_required; a view that serves
both roles asks is_coordinator(request.user) for the parts only coordinators get.
"""

from functools import wraps

from django.core.exceptions import PermissionDenied

COORDINATORS = "coordinators"
REVIEWERS = "reviewers"


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
