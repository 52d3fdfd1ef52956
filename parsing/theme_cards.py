"""Entries whose markup names their parts, read as facts: cards a static-site theme renders
with classes for each part (Hugo Academic / Wowchemy: exp-title, exp-company, exp-meta) and
timeline rows beside an organisation's logo. Read this way the parts cannot be confused (a
place or a team taken for the employer); the entries then leave the text, and their words
go to the facts' text for search."""

import re

from bs4 import BeautifulSoup, Tag

from parsing.dates import DATE, OPEN_END_WORDS, RANGE_DASH, YEAR_RE, year_range
from parsing.patterns import DASHES
from parsing.profile import Experience, Profile
from parsing.sections import heading_key

# The parts' classes: Wowchemy's "exp-title", "exp-company", "exp-meta", and any theme's that
# name the same parts ("experience-role", "experience-org", "experience-time").
TITLE_CLASS_RE = re.compile(r"(?:^|[-_])(?:title|role|position)$")
ORGANIZATION_CLASS_RE = re.compile(r"(?:^|[-_])(?:company|org|organi[sz]ation|employer)$")
META_CLASS_RE = re.compile(r"(?:^|[-_])(?:meta|time|date|dates|period|duration)$")
# Wowchemy names its section after its widget: "wg-accomplishments", id "accomplishments".
AWARD_SECTION_WORDS = ("accomplishment", "award", "honor", "honour", "achievement")
HEADING_TAGS = ["h1", "h2", "h3", "h4"]
LOGO_ALT_MAX_WORDS = 6
LOGO_ROW_MAX_DEPTH = 3
LOGO_ROW_MAX_CHARS = 300
# "2021 — ", "Jun 2023 - Aug 2023: ": the dates that open a timeline row.
LEADING_DATE_RE = re.compile(
    rf"^\W*{DATE}(?:\s*{RANGE_DASH}\s*(?:{DATE}|{OPEN_END_WORDS}))?\s*[{DASHES}:|]?\s*", re.I
)
# "..., Org    May 2024 - Nov 2024": the dates a row pushes to its right end.
TRAILING_DATE_RE = re.compile(
    rf"\s*[{DASHES}:|(]?\s*{DATE}(?:\s*{RANGE_DASH}\s*(?:{DATE}|{OPEN_END_WORDS}))?\W*$", re.I
)


def take_theme_cards(soup: BeautifulSoup) -> Profile | None:
    facts = Profile(kind="homepage")
    texts = []
    for title in soup.find_all(class_=TITLE_CLASS_RE):
        if title.decomposed:
            continue
        card = title.find_parent(class_="card") or title.parent
        organization = card.find(class_=ORGANIZATION_CLASS_RE)
        meta = card.find(class_=META_CLASS_RE)
        role = _text(title)
        if organization is None or not _text(organization):
            continue  # a card's title alone ("card-title" over a list): no entry's parts
        if _in_award_section(card):
            facts.awards.append(role)
        else:
            start, end = year_range(_text(meta)) if meta is not None else (None, None)
            facts.experience.append(
                Experience(organization=_text(organization), role=role or None,
                           start_year=start, end_year=end)
            )  # fmt: skip
        texts.append(_text(card))
        card.decompose()
    if not texts:
        return None
    facts.text = "\n".join(texts)
    return facts


def _in_award_section(card: Tag) -> bool:
    section = card.find_parent("section")
    if section is None:
        return False
    names = " ".join([section.get("id") or "", *(section.get("class") or [])]).lower()
    if any(word in names for word in AWARD_SECTION_WORDS):
        return True
    heading = section.find(["h1", "h2", "h3"])
    return heading is not None and heading_key(_text(heading)) == "awards"


def _text(tag: Tag) -> str:
    return " ".join(tag.get_text(" ").split())


def take_logo_rows(soup: BeautifulSoup) -> Profile | None:
    """A dated row beside an organisation's logo in an experience section ("2021 — Research
    Intern, Team, Org, City" next to <img alt="Org">): the comma part that names the logo's
    organisation is the employer, the first part the title. The row then leaves the text."""
    facts = Profile(kind="homepage")
    texts = []
    for logo in soup.find_all("img", alt=True):
        alt = " ".join(logo["alt"].split())
        row = _dated_row(logo)
        if not alt or len(alt.split()) > LOGO_ALT_MAX_WORDS or row is None:
            continue
        heading = row.find_previous(HEADING_TAGS)
        if heading is None or heading_key(_text(heading)) != "experience":
            continue
        text = _text(row)
        body = TRAILING_DATE_RE.sub("", LEADING_DATE_RE.sub("", text))
        parts = [p.strip() for p in body.split(",") if p.strip()]
        organization = next((p for p in parts if alt.lower() in p.lower()), None)
        if organization is None or not parts:
            continue
        start, end = year_range(text)
        facts.experience.append(
            Experience(organization=organization,
                       role=parts[0] if parts[0] != organization else None,
                       start_year=start or end, end_year=end)
        )  # fmt: skip
        texts.append(text)
        row.decompose()
    if not texts:
        return None
    facts.text = "\n".join(texts)
    return facts


def _dated_row(logo: Tag) -> Tag | None:
    """The smallest block around a logo that also holds a dated line of text."""
    for depth, parent in enumerate(logo.parents):
        if depth >= LOGO_ROW_MAX_DEPTH:
            break
        text = _text(parent)
        if len(text) > LOGO_ROW_MAX_CHARS or len(parent.find_all("img")) > 1:
            break
        if YEAR_RE.search(text) and "," in text:
            return parent
    return None
