from urllib.parse import urlencode

from django import template
from django.utils.html import escape
from django.utils.safestring import mark_safe

from applicants.models import Applicant
from applicants.weblinks import web_url
from reviews import ranking
from reviews.discussion import MENTION
from reviews.models import Review

register = template.Library()
LABELS = dict(Review.Overall.choices)
LEVELS = dict(Applicant.Level.choices)
STATUSES = dict(Applicant.Status.choices)


@register.filter
def best_publications(applicant, limit=2):
    return ranking.best_publications(getattr(applicant, "publication_list", []), limit)


@register.filter
def web_link(url):
    """The URL when it is an http(s) link, else "": never a javascript: or data: href."""
    return web_url(url) or ""


@register.filter
def level_label(value):
    """What get_level_display shows, without building the choices dict on every row."""
    return LEVELS.get(value, value)


@register.filter
def status_label(value):
    """What get_status_display shows, without building the choices dict on every row."""
    return STATUSES.get(value, value)


@register.filter
def score_label(value):
    return LABELS.get(value, "")


@register.filter
def short_year(year):
    return f"’{year % 100:02d}" if year else ""


@register.filter
def score_class(value):
    """A colour band for a mean or single score."""
    if value is None:
        return ""
    if value >= 4:
        return "hi"
    if value >= 3:
        return "mid"
    return "lo"


@register.simple_tag(takes_context=True)
def sort_url(context, key):
    """The list URL sorted by key: ascending first, descending on a second click."""
    current = context.get("sort", "")
    sort = f"-{key}" if current == key else key
    state = {**context.get("state", {}), "sort": sort}
    return f"{context['list_url']}?{urlencode(state)}"


@register.simple_tag(takes_context=True)
def sort_mark(context, key):
    current = context.get("sort", "")
    if current == key:
        return "▲"
    if current == f"-{key}":
        return "▼"
    return ""


@register.simple_tag(takes_context=True)
def page_url(context, number, after=None):
    """The list URL at page `number`; past the numbered pages, with the id it starts after."""
    state = {**context.get("state", {}), "page": number}
    if after:
        state["after"] = after
    return f"{context['list_url']}?{urlencode(state)}"


@register.filter
def mentions(body: str):
    """A comment's text, escaped, with line breaks and its @logins marked."""
    marked = MENTION.sub(r'<span class="mention">@\1</span>', escape(body))
    return mark_safe(marked.replace("\n", "<br>"))  # escaped above
