"""Login throttling with django-axes: who a login attempt comes from, and the lockout page."""

from django.conf import settings
from django.contrib.auth.forms import AuthenticationForm
from django.template.response import TemplateResponse

LOCKED_OUT_STATUS = 429


def client_address(request) -> str | None:
    """The client's address: REMOTE_ADDR, or behind TRUSTED_PROXIES proxies the
    address the outermost of them saw (from X-Forwarded-For, counted from the right)."""
    proxies = settings.TRUSTED_PROXIES
    if proxies <= 0:
        return request.META.get("REMOTE_ADDR")
    forwarded = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
    forwarded = [part for part in forwarded if part]
    if len(forwarded) < proxies:
        return request.META.get("REMOTE_ADDR")
    return forwarded[-proxies]


def lockout_message() -> str:
    minutes = settings.AXES_COOLOFF_MINUTES
    return f"Too many failed attempts; try again in {minutes} minute{'s' if minutes != 1 else ''}."


def locked_out(request, original_response=None, credentials=None):
    """The login page again, with the reason, instead of axes' bare 403 (AXES_LOCKOUT_CALLABLE)."""
    username = (credentials or {}).get("username") or request.POST.get("username", "")
    context = {
        "form": AuthenticationForm(request, initial={"username": username}),
        "lockout_message": lockout_message(),
        "next": request.POST.get("next", request.GET.get("next", "")),
    }
    response = TemplateResponse(
        request, "registration/login.html", context, status=LOCKED_OUT_STATUS
    )
    return response.render()
