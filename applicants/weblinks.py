"""Which link targets found in a document may become a link on our pages: http(s) only.

A CV or homepage can hold any href ("javascript:...", "data:...", "file:..."); stored and
rendered as-is, one click would run it in our origin. Ingest keeps only web links, and the
templates check again (the web_link filter) for rows stored before.
"""

from urllib.parse import urlsplit

WEB_SCHEMES = {"http", "https"}


def web_url(url: str | None) -> str | None:
    """The URL as an http(s) link, or None. A bare "host/path" becomes https://host/path."""
    url = (url or "").strip()
    if not url:
        return None
    try:
        parts = urlsplit(url)  # drops tabs and newlines, as browsers do
    except ValueError:
        return None
    if not parts.scheme and "://" not in url and ":" not in url.split("/", 1)[0]:
        url = "https://" + url.lstrip("/")
        try:
            parts = urlsplit(url)
        except ValueError:
            return None
    if parts.scheme.lower() not in WEB_SCHEMES or not parts.hostname:
        return None
    return parts.geturl()
