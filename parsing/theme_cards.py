"""Entry cards that a static-site theme renders with classes naming each part (Hugo
Academic / Wowchemy: exp-title, exp-company, exp-meta), read as facts. Read this way the
parts cannot be confused (a place after the dates taken for the employer); the cards then
leave the text, and their words go to the facts' text for search."""

from bs4 import BeautifulSoup, Tag

from parsing.dates import year_range
from parsing.profile import Experience, Profile
from parsing.sections import heading_key

TITLE_CLASS = "exp-title"
ORGANIZATION_CLASS = "exp-company"
META_CLASS = "exp-meta"
# Wowchemy names its section after its widget: "wg-accomplishments", id "accomplishments".
AWARD_SECTION_WORDS = ("accomplishment", "award", "honor", "honour", "achievement")


def take_theme_cards(soup: BeautifulSoup) -> Profile | None:
    facts = Profile(kind="homepage")
    texts = []
    for title in soup.find_all(class_=TITLE_CLASS):
        if title.decomposed:
            continue
        card = title.find_parent(class_="card") or title.parent
        organization = card.find(class_=ORGANIZATION_CLASS)
        meta = card.find(class_=META_CLASS)
        role = _text(title)
        if _in_award_section(card):
            facts.awards.append(role)
        elif organization is not None and _text(organization):
            start, end = year_range(_text(meta)) if meta is not None else (None, None)
            facts.experience.append(
                Experience(organization=_text(organization), role=role or None,
                           start_year=start, end_year=end)
            )  # fmt: skip
        else:
            continue
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
