"""What a page's markup says about its layout, read before its text: menus that are not
content, the section a heading opens when only its anchor id names it, table rows and
grid rows that hold one entry each."""

import re

from bs4 import BeautifulSoup, Tag

from parsing.bibtex import looks_like_bibtex, publications_from_bibtex
from parsing.contacts import classify_url
from parsing.dates import is_date_only
from parsing.document import Link, is_bullet
from parsing.profile import Publication
from parsing.sections import heading_key

HEADING_TAGS = ("h1", "h2", "h3", "h4", "h5", "h6")
# A menu: in-page or same-site links with a word or three each.
MENU_MIN_ITEMS = 3
MENU_MAX_WORDS = 3
NAVIGATION_ROLES = {"navigation", "menubar", "menu", "contentinfo"}
NAVIGATION_CLASS_RE = re.compile(
    r"^(?:navbar|nav|navigation|menu|site-nav|greedy-nav|masthead__menu|"
    r"footer|site-footer|page-footer|page__footer)$"
)
# Bootstrap's "col-md-4" and Foundation's "large-5" (beside "columns").
COLUMN_CLASS_RE = re.compile(r"^(?:col(?:-[a-z]{2})?(?:-\d+)?|(?:small|medium|large)-\d+)$")
ENTRY_HEADINGS_MIN = 2
# Section ids that themes give their widgets, named by no heading word.
THEME_SECTION_IDS = {"accomplishments": "awards"}
# How far up from a heading its section's anchor may sit (section > container > row > h2).
ANCHOR_MAX_DEPTH = 6
TERM_MAX_WORDS = 6
BLOCK_CHILDREN = ["p", "div", "ul", "ol", "dl", "table", "br", *HEADING_TAGS]
# A marker the text walker turns into a column gap (a tab), as for a PDF's date column.
COLUMN_GAP = "\u2003"


def drop_navigation(soup: BeautifulSoup) -> None:
    """Menus and footers outside <nav> and <footer>: ARIA navigation and contentinfo roles,
    Bootstrap/Jekyll navbar and footer classes, and lists of in-page links ("Home · Research
    · Awards"), whose labels are no sections."""
    for tag in soup.find_all(_is_navigation):
        tag.decompose()


def _is_navigation(tag: Tag) -> bool:
    # Not tag.decomposed: unset, it falls back to a search of the tag's whole subtree
    # (Tag.__getattr__), which made this quadratic on deeply nested pages.
    if vars(tag).get("_decomposed"):
        return False
    if (tag.get("role") or "").lower() in NAVIGATION_ROLES:
        return True
    if any(NAVIGATION_CLASS_RE.match(c) for c in tag.get("class") or []):
        return True
    return tag.name in ("ul", "ol") and _is_menu(tag)


def _is_menu(listing: Tag) -> bool:
    items = listing.find_all("li", recursive=False)
    if len(items) < MENU_MIN_ITEMS:
        return False
    for item in items:
        links = item.find_all("a")
        text = item.get_text(" ", strip=True)
        if len(links) != 1 or len(text.split()) > MENU_MAX_WORDS or not _same_site(links[0]):
            return False
        if text != links[0].get_text(" ", strip=True):
            return False
    return True


def _same_site(link: Tag) -> bool:
    href = (link.get("href") or "").strip()
    return bool(href) and not re.match(r"^[a-z][a-z0-9+.-]*:", href, re.I)


def section_of_anchor(heading: Tag) -> str | None:
    """The section a heading opens when its words name none ("Selected Competitions") but
    the page's anchor for it does: <section id="awards">, or an empty <div id="awards">
    just before the heading (al-folio)."""
    anchors = []
    previous = heading.find_previous_sibling()
    if previous is not None and previous.get("id") and not previous.get_text(strip=True):
        anchors.append(previous["id"])
    for depth, parent in enumerate(heading.parents):
        if depth >= ANCHOR_MAX_DEPTH or parent.name in ("body", "html", "main", "[document]"):
            break
        first = parent.find(HEADING_TAGS)
        if first is not heading:
            break  # the id belongs to a block this heading does not open
        if parent.get("id"):
            anchors.append(parent["id"])
            break
    for anchor in anchors:
        key = heading_key(re.sub(r"[-_]+", " ", anchor)) or THEME_SECTION_IDS.get(anchor.lower())
        if key:
            return key
    return None


def is_multi_line_row(row: Tag) -> bool:
    """A table row that holds an entry of several lines (a paper: title, authors, venue), or
    a grid row of two or more filled columns (title, journal and date cells side by side)."""
    if row.name == "tr":
        return row.find(["br", "p", "div", *HEADING_TAGS]) is not None
    if "row" not in (row.get("class") or []):
        return False
    filled = [c for c in row.find_all(recursive=False) if _is_column(c) and c.get_text(strip=True)]
    return len(filled) >= 2


def join_date_columns(soup: BeautifulSoup) -> None:
    """A grid row whose first column is only a date (al-folio's CV, Bootstrap timelines):
    the date goes beside the first line of the next column, as a CV's date column does."""
    for row in soup.find_all(class_="row"):
        columns = [c for c in row.find_all(recursive=False) if _is_column(c)]
        if len(columns) < 2:
            continue
        date = " ".join(columns[0].get_text(" ").split())
        if not date or not is_date_only(date):
            continue
        target = columns[1].find(["p", "div", "span", "li", *HEADING_TAGS]) or columns[1]
        first_text = target.find(string=lambda s: s.strip())
        if first_text is None:
            continue
        columns[0].decompose()
        first_text.replace_with(f"{first_text.rstrip()}{COLUMN_GAP}{date}")


def lift_item_dates(soup: BeautifulSoup) -> None:
    """A list item whose sub-list holds its one date among its details ("**Intern:** Acme,
    Austin, TX" over "Built X", "May 2023 - Aug 2023", "Used Y"): the date goes beside the
    item's own line, where a CV sets it. Two dated sub-items (two degrees) stay as they are."""
    for item in soup.find_all("li"):
        sub = item.find(["ul", "ol"], recursive=False)
        if sub is None:
            continue
        dated = [
            li
            for li in sub.find_all("li", recursive=False)
            if is_date_only(" ".join(li.get_text(" ").split()))
        ]
        if len(dated) != 1:
            continue
        head = sub.find_previous_sibling()
        target = head if isinstance(head, Tag) and head.name == "p" else None
        last_text = (target or item).find(string=lambda s: s.strip())
        if last_text is None or last_text.find_parent(["ul", "ol"]) is sub:
            continue
        date = " ".join(dated[0].get_text(" ").split())
        dated[0].decompose()
        if target is not None:
            target.append(f"{COLUMN_GAP}{date}")
        else:
            sub.insert_before(f"{COLUMN_GAP}{date}")


def _is_column(tag: Tag) -> bool:
    return isinstance(tag, Tag) and any(COLUMN_CLASS_RE.match(c) for c in tag.get("class") or [])


def entry_headings(lines: list[str], headings: set[int]) -> list[str]:
    """The entries of a section laid out as headed cards: each heading names an entry and
    the prose under it describes it. Labels ("Media Coverage:") and group headings (a
    heading straight over another) are no entries. Empty when the section is not so laid out
    (headings over bulleted lists are group names; the bullets are the entries)."""
    texts = [(i, ln) for i, ln in enumerate(lines) if ln.strip()]
    entries = []
    for n, (index, line) in enumerate(texts):
        if index not in headings or line.rstrip().endswith(":"):
            continue
        if is_date_only(line):
            return []  # year headings over the awards of each year
        following = texts[n + 1] if n + 1 < len(texts) else None
        if following is None or following[0] in headings:
            continue
        if is_bullet(following[1]):
            return []
        entries.append(line.strip())
    return entries if len(entries) >= ENTRY_HEADINGS_MIN else []


def links_around_content(soup: BeautifulSoup) -> list[Link]:
    """Profile and mail links in the navigation bar and footer, which are dropped as text:
    themes put the owner's icons there ("fa-github" in the footer of a Jekyll page)."""
    found = []
    for area in soup.find_all(lambda t: t.name in ("nav", "footer") or _is_navigation(t)):
        for anchor in area.find_all("a", href=True):
            href = anchor["href"].strip()
            if href.lower().startswith("mailto:") or _profile_site(href):
                found.append(Link(anchor.get_text(" ", strip=True), href))
    return found


def _profile_site(href: str) -> str | None:
    try:
        return classify_url(href) if re.match(r"^(?:https?:)?//", href) else None
    except ValueError:  # a malformed address ("http://[at]...") is no link
        return None


def join_definitions(soup: BeautifulSoup) -> None:
    """A definition list of short terms ("2019 – 2024", "Email") and one-line definitions
    reads as rows, term and definition apart by a column gap, as a table would."""
    for term in soup.find_all("dt"):
        definition = term.find_next_sibling()
        if definition is None or definition.name != "dd":
            continue
        if definition.find(BLOCK_CHILDREN) or len(term.get_text(" ").split()) > TERM_MAX_WORDS:
            continue
        term.append(COLUMN_GAP)
        for child in list(definition.contents):
            term.append(child.extract())
        definition.decompose()


def take_bibtex(soup: BeautifulSoup) -> list[Publication]:
    """The publications of the BibTeX blocks on a page (shown or behind a "bib" button),
    which then leave the text: their lines are no prose."""
    found: list[Publication] = []
    for block in soup.find_all(["pre", "textarea", "code"]):
        if block.decomposed or block.find_parent(["pre", "textarea"]) is not None:
            continue
        text = block.get_text()
        if looks_like_bibtex(text):
            found += publications_from_bibtex(text)
            block.decompose()
    return found
