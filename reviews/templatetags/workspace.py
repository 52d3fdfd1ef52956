import html
from urllib.parse import urlencode

from django import template
from django.template.defaultfilters import floatformat
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import capfirst

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
def page_url(context, number, after=None, before=None):
    """The list URL at page `number`; past the numbered pages, with the id it starts after
    or ends before."""
    state = {**context.get("state", {}), "page": number}
    if after:
        state["after"] = after
    elif before:
        state["before"] = before
    return f"{context['list_url']}?{urlencode(state)}"


@register.filter
def mentions(body: str):
    """A comment's text, escaped, with line breaks and its @logins marked."""
    marked = MENTION.sub(r'<span class="mention">@\1</span>', escape(body))
    return mark_safe(marked.replace("\n", "<br>"))  # escaped above


# -- The list's rows -------------------------------------------------------------------------
# Built here with f-strings rather than cell by cell in the template or with format_html: a
# page has up to 200 rows of twelve cells, and template variables and format_html's lazy-
# aware escaping were most of the list page's CPU. The markup is the one the template wrote;
# every value goes through _escaped.

DUPLICATE_MARK = (
    ' <span class="badge warn dup-mark" title="Another applicant has the same name">'
    "possible duplicate</span>"
)
NONE_MARK = '<span class="muted">–</span>'


def _escaped(value) -> str:
    """conditional_escape without its lazy-string wrapper: the HTML of safe strings, else
    the value escaped (html.escape is what django.utils.html.escape calls)."""
    if type(value) is str:  # most cells: a plain str has no __html__, skip the lookup
        return html.escape(value)
    if hasattr(value, "__html__"):
        return value.__html__()
    return html.escape(str(value))


@register.filter
def list_row(applicant) -> SafeString:
    """The <tr> of one applicant on the list (see WorkspaceQuerySet.with_columns and
    attach_list_facts for the attributes it reads)."""
    e = _escaped
    url, name = e(applicant.row_url), e(applicant)
    duplicate = DUPLICATE_MARK if applicant.possible_duplicate_of_id else ""
    if applicant.institution_hidden:
        institution = '<span class="muted">hidden</span>'
    else:
        institution = e(applicant.current_institution or "—")
    if applicant.level:
        institution += f' <span class="badge">{e(level_label(applicant.level))}</span>'
    skills = "".join(f'<span class="skill">{e(skill)}</span>' for skill in applicant.top_skills[:3])
    tags = "".join(
        f'<span class="tag" style="--tag: {e(tag.colour)}">{e(tag.name)}</span>'
        for tag in applicant.tag_list
    )
    calibrated = mine = decision = ""
    if applicant.calibrated_mean is not None:
        figure = floatformat(applicant.calibrated_mean, 2)
        calibrated = f'<span class="calibrated" title="Calibrated mean (z)">{figure}</span>'
    if applicant.my_score:
        score = applicant.my_score
        mine = (
            f'<span class="mine {score_class(score)}" title="{e(score_label(score))}">'
            f"{score}</span>"
        )
    if applicant.decision_outcome:
        outcome = applicant.decision_outcome
        decision = f' <span class="decision decision-{e(outcome)}">{e(capfirst(outcome))}</span>'
    return mark_safe(
        f'<tr data-href="{url}">'
        f'<td class="check"><input type="checkbox" name="ids" value="{applicant.pk}" '
        f'form="bulk" aria-label="Select {name}"></td>'
        f'<td class="name"><a href="{url}" hx-boost="false">{name}</a>{duplicate}</td>'
        f'<td class="inst">{institution}</td>'
        f'<td class="num grad" data-label="Graduates">{e(applicant.expected_graduation or "")}</td>'
        f'<td class="skills" data-label="Skills">{skills}</td>'
        f'<td class="pubs" data-label="Publications">{_publications(applicant)}</td>'
        f'<td class="tags" data-label="Tags">{tags}</td>'
        f'<td class="num score" data-label="Mean">{_mean(applicant)}</td>'
        f'<td class="num calibrated-cell" data-label="Calibrated z">{calibrated}</td>'
        f'<td class="num mine-cell" data-label="Mine">{mine}</td>'
        f'<td class="status-cell"><span class="status status-{e(applicant.status)}">'
        f"{e(status_label(applicant.status))}</span>{decision}</td>"
        "</tr>"
    )


def _publications(applicant) -> str:
    """How many, and the best two by venue: published before under review, first author marked."""
    if not applicant.publication_list:
        return NONE_MARK
    venues = []
    for pub in best_publications(applicant):
        first = pub.author_position == 1
        pending = pub.is_under_review
        venues.append(
            f' <span class="venue{" first" if first else ""}{" pending" if pending else ""}" '
            f'title="{_escaped(pub.title)}{" (first author)" if first else ""}">'
            f"{'under review at ' if pending else ''}{_escaped(pub.venue)}"
            f"{_escaped(short_year(pub.year))}</span>"
        )
    return f'<span class="count">{len(applicant.publication_list)}</span>{"".join(venues)}'


def _mean(applicant) -> str:
    """The mean and number of reviews where the user may see it; else why not."""
    if applicant.conflicted:
        return '<span class="muted" title="You declared a conflict">conflict</span>'
    if applicant.mean_score is not None:
        split = ""
        if applicant.disagreement:
            spread = floatformat(applicant.score_spread, 1)
            split = (
                ' <span class="badge warn disagree-mark" title="Reviewers disagree: spread '
                f'(sample SD) {spread}">split</span>'
            )
        return (
            f'<span class="mean {score_class(applicant.mean_score)}">'
            f"{floatformat(applicant.mean_score, 1)}</span> "
            f'<span class="muted">({applicant.review_count})</span>{split}'
        )
    if applicant.review_count:
        return (
            '<span class="muted" title="Blind review: others\' scores show once you have '
            f'reviewed">hidden ({applicant.review_count})</span>'
        )
    return NONE_MARK
