"""Project-wide middleware."""

from django.utils.cache import patch_vary_headers


def vary_on_htmx(get_response):
    """Pages answer htmx requests with a partial at the same URL: tell caches (and the
    browser's Back button) that the two are different responses."""

    def middleware(request):
        response = get_response(request)
        if request.method in ("GET", "HEAD"):
            patch_vary_headers(response, ("HX-Request",))
        return response

    return middleware
