"""Project-wide middleware."""

from urllib.parse import urlencode, urlsplit

from django.contrib.auth.middleware import LoginRequiredMiddleware
from django.shortcuts import render, resolve_url
from django.utils.cache import patch_vary_headers
from django.utils.http import url_has_allowed_host_and_scheme


def vary_on_htmx(get_response):
    """Pages answer htmx requests with a partial at the same URL: tell caches (and the
    browser's Back button) that the two are different responses."""

    def middleware(request):
        response = get_response(request)
        if request.method in ("GET", "HEAD"):
            patch_vary_headers(response, ("HX-Request",))
        return response

    return middleware


class LoginRequired(LoginRequiredMiddleware):
    """Django's LoginRequiredMiddleware, except that an htmx request whose session has ended
    gets a message in the page's message area (with a way back) instead of the login form
    swapped into whatever panel made the request."""

    def handle_no_permission(self, request, view_func):
        if request.headers.get("HX-Request") != "true":
            return super().handle_no_permission(request, view_func)
        here = _same_site_path(request, request.headers.get("HX-Current-URL", ""))
        login_url = f"{resolve_url(self.get_login_url(view_func))}?{urlencode({'next': here})}"
        response = render(request, "session_expired.html", {"login_url": login_url})
        response["HX-Retarget"] = "#messages"
        response["HX-Reswap"] = "innerHTML"
        response["HX-Trigger"] = "sessionExpired"
        return response


def _same_site_path(request, url: str) -> str:
    if not url or not url_has_allowed_host_and_scheme(
        url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return "/"
    parts = urlsplit(url)
    return parts.path + (f"?{parts.query}" if parts.query else "")
