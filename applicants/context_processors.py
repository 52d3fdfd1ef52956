from django.utils.functional import SimpleLazyObject

from applicants import inbox
from applicants.roles import is_coordinator
from reviews.cycles import current_cycle


def roles(request):
    user = getattr(request, "user", None)
    coordinator = bool(user) and is_coordinator(user)
    return {
        "is_coordinator": coordinator,
        # Counted only when a page shows it (the navigation of a coordinator's full page).
        "attention_count": (
            SimpleLazyObject(lambda: inbox.attention_count(current_cycle(request).pk))
            if coordinator
            else 0
        ),
    }
