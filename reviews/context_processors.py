from django.utils.functional import SimpleLazyObject

from reviews.cycles import current_cycle, request_cycles


def cycles(request):
    """The nav bar's switcher: the current cycle and every cycle, read only when shown."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {}
    return {
        "current_cycle": SimpleLazyObject(lambda: current_cycle(request)),
        "all_cycles": SimpleLazyObject(lambda: request_cycles(request)),
    }
