"""HTML and Markdown to lines. Scripts are never run or kept; link targets are."""

import re

import markdown
from bs4 import BeautifulSoup, Comment, NavigableString, Tag

from parsing.authors import NATIVE_NAME_RE
from parsing.document import BULLET, Document, Link, finish
from parsing.html_structure import (
    drop_navigation,
    is_multi_line_row,
    join_date_columns,
    join_definitions,
    lift_item_dates,
    links_around_content,
    section_of_anchor,
    take_bibtex,
)
from parsing.merge_facts import add_facts
from parsing.profile import Profile
from parsing.schema_org import schema_org_person
from parsing.sections import heading_key, names_a_part
from parsing.structured import (
    load_front_matter,
    profile_from_data,
    scalar_values,
    split_front_matter,
)
from parsing.theme_cards import take_logo_rows, take_theme_cards

HEADING_MARK = "\x01"
# Around the section key of a heading whose anchor id names its section: "\x02awards\x02".
SECTION_MARK_RE = re.compile("\x02([a-z]+)\x02")
DROPPED_TAGS = {
    "script", "style", "nav", "footer", "noscript", "template", "svg", "form",
    "button", "iframe", "head", "select", "canvas", "object", "embed", "video", "audio",
}  # fmt: skip
BLOCK_TAGS = {
    "p", "div", "section", "article", "main", "aside", "header", "li", "ul", "ol",
    "table", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "dl",
    "dt", "dd", "hr", "body", "html", "figure", "figcaption", "address", "heading",
}  # fmt: skip
# <heading> is the section heading of a widely forked academic page template (its
# stylesheet sets it large, on a line of its own).
HEADING_TAGS = {"h1", "h2", "h3", "h4", "h5", "h6", "heading"}
# Inline parts a heading's stylesheet may stack as lines (a name over its tagline).
STACKED_TAGS = {"span", "small", "div"}
PARAGRAPH_END_TAGS = {"p", "ul", "ol", "table"} | HEADING_TAGS
PARAGRAPH_START_TAGS = PARAGRAPH_END_TAGS | {"hr"}
COMMENT_RE = re.compile(r"<!--.*?(-->|\Z)", re.DOTALL)
LIQUID_RE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.DOTALL)
# A Jekyll include that draws one paper from its parameters: {% include paper.html
# title="..." authors="..." conference="..." %}.
LIQUID_INCLUDE_RE = re.compile(r"\{%-?\s*include\s+\S+(.*?)-?%\}", re.DOTALL)
LIQUID_PARAM_RE = re.compile(r"(\w+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")
PAPER_VENUE_PARAMS = ("venue", "conference", "journal", "booktitle", "publication", "pub")
# A heading style shared by fewer known section headings than this says nothing of the rest.
MIN_SECTION_HEADINGS = 3
OTHER_SECTION = "other"
# A page's (not a person's) front matter that holds the page's opening prose.
PROSE_KEYS = ("intro", "excerpt", "description", "summary", "about")
MIN_PROSE_WORDS = 6
# al-folio's profile card under the photo: free HTML (address, contacts, profile links).
PROFILE_CARD_KEYS = ("address", "more_info")
BR_TAG_RE = re.compile(r"<br\s*/?>", re.I)
# pandoc leaves a backslash for a hard line break, LaTeX's \hfill between an entry and its
# dates, and "--" for an en dash.
HARD_BREAK_RE = re.compile(r"\\[ \t]*$", re.M)
HFILL_RE = re.compile(r"[ \t]*\\hfill\b[ \t]*")
# kramdown's attribute lists ("[site](url){:target=\"_blank\"}", "{: .no_toc}"): markup the
# Markdown library here does not read, never text.
KRAMDOWN_ATTRIBUTES_RE = re.compile(r"\{:[^{}\n]*\}")
DOUBLE_DASH_RE = re.compile(r"(?<=\d)--(?=\d|present\b|now\b)", re.I)
WIDE_SPACE_RE = re.compile(r"[ \t]*[\u2002\u2003\u2007\xa0][\s\u2002\u2003\u2007\xa0]*")
# One no-break space between two words binds them ("St.&nbsp;Pölten", "Information&nbsp;
# Systems"): a space, not the gap between two cells that a run of them makes.
BOUND_SPACE_RE = re.compile(r"(?<=\S)\xa0(?=\S)")


COPYRIGHT_TEXT_RE = re.compile(r"(?:©|\bcopyright\b)", re.I)
# A hidden element that holds (nearly) all of a page's text hides it only until the page's
# scripts have run (a theme switcher's or an animation's first frame): it is the page.
WHOLE_PAGE_SHARE = 0.9


# "</br>": hand-written pages close a line break, and browsers break the line for it (the HTML
# standard reads it as "<br>"); both parsers drop it, running the lines together.
CLOSING_BR_RE = re.compile(r"</br\s*>", re.I)
# What html_document reads off a page's body into its meta, beside a front matter's keys.
BODY_META_KEYS = frozenset({"copyright", "marked_author", "author", "photo_alt"})


def html_document(
    html: str, fmt: str = "html", title: str | None = None, meta: dict | None = None
) -> Document:
    if "</br" in html or "</BR" in html:
        html = CLOSING_BR_RE.sub("<br>", html)
    soup = BeautifulSoup(html, "lxml")
    _join_bodies(soup)
    if title is None and soup.title and soup.title.string:
        title = soup.title.string.strip()
    meta = dict(meta or {})
    # The copyright line sits in a footer, which is dropped with the navigation below.
    notice = soup.find(string=COPYRIGHT_TEXT_RE)
    if notice is not None:
        meta.setdefault("copyright", " ".join(notice.parent.get_text(" ").split()))
    marked = marked_author(soup)
    if marked:
        meta.setdefault("marked_author", marked)
    picture = soup.find("img", alt=True)
    if picture is not None and picture["alt"].strip():
        meta.setdefault("photo_alt", " ".join(picture["alt"].split()))
    author = soup.find("meta", attrs={"name": "author"})
    if author is not None and author.get("content"):
        meta.setdefault("author", " ".join(author["content"].split()))
    facts = schema_org_person(soup)  # JSON-LD sits in a script, dropped below
    outer_links = links_around_content(soup)
    papers = take_bibtex(soup)  # before hidden blocks go: al-folio hides its BibTeX
    facts = add_facts(facts, Profile(kind="homepage", publications=papers) if papers else None)
    facts = add_facts(facts, take_theme_cards(soup))
    facts = add_facts(facts, take_logo_rows(soup))
    for tag in soup.find_all(DROPPED_TAGS):
        tag.decompose()
    for comment in soup.find_all(string=lambda s: isinstance(s, Comment)):
        comment.extract()
    page_chars = _visible_chars(soup.body or soup)
    for tag in soup.find_all(_is_hidden):
        if _visible_chars(tag) < WHOLE_PAGE_SHARE * page_chars:
            tag.decompose()
    drop_navigation(soup)
    join_date_columns(soup)
    lift_item_dates(soup)
    join_definitions(soup)
    _move_venue_badges(soup)
    walker = _Walker(_section_heading_styles(soup))
    walker.walk(soup.body or soup)
    raw_lines = walker.lines()
    lines = finish(raw_lines)
    headings = {i for i, line in enumerate(lines) if line.startswith(HEADING_MARK)}
    hints = {i: m.group(1) for i, ln in enumerate(lines) if (m := SECTION_MARK_RE.search(ln))}
    lines = [SECTION_MARK_RE.sub("", line.replace(HEADING_MARK, "")) for line in lines]
    return Document(
        lines=lines,
        fmt=fmt,
        links=walker.links + outer_links,
        heading_lines=headings,
        title=title,
        meta=meta,
        facts=facts,
        section_hints=hints,
    )


def markdown_document(source: str) -> Document:
    title, meta, facts = None, {}, None
    front_matter, fence, source = split_front_matter(source)
    data = load_front_matter(front_matter, fence) if front_matter is not None else None
    if data is not None:
        title = str(data["title"]).strip() if data.get("title") else None
        meta = scalar_values(data)
        facts = profile_from_data(data)
    elif front_matter is not None:
        title = _front_matter_title(front_matter)
        meta = _front_matter_values(front_matter)
    if data is not None and facts is None:
        opening = [*_subtitle_lines(data), *_front_matter_prose(data), *_profile_card(data)]
        source = "\n\n".join([*opening, source])
    source = COMMENT_RE.sub("", source)
    source = LIQUID_INCLUDE_RE.sub(_included_paper, source)
    source = LIQUID_RE.sub("", source)
    source = HARD_BREAK_RE.sub("", source)
    source = HFILL_RE.sub(" | ", source)
    source = KRAMDOWN_ATTRIBUTES_RE.sub("", source)
    source = DOUBLE_DASH_RE.sub("–", source)
    html = markdown.markdown(source, extensions=["extra", "sane_lists", "nl2br"])
    document = html_document(html, fmt="markdown", title=title, meta=meta)
    document.facts = add_facts(facts, document.facts)  # a BibTeX block in the body, say
    return document


def _section_heading_styles(soup) -> set[tuple]:
    """The markup styles (tag, classes, inner tags' classes) that at least a few headings the
    gazetteer knows share: a heading in that style opens a section whatever its words. Only
    styles with a class count; plain Markdown headings say nothing of what they head."""
    counts: dict[tuple, int] = {}
    for heading in soup.find_all(HEADING_TAGS):
        style = heading_style(heading)
        if heading_key(heading.get_text(" ", strip=True)) is not None and style[1:] != ((), ()):
            counts[style] = counts.get(style, 0) + 1
    return {style for style, count in counts.items() if count >= MIN_SECTION_HEADINGS}


def heading_style(heading: Tag) -> tuple:
    inner = tuple((c.name, tuple(c.get("class") or ())) for c in heading.find_all(True))
    return heading.name, tuple(heading.get("class") or ()), inner


def _front_matter_prose(data: dict) -> list[str]:
    """Sentences a theme prints as the page's opening ("intro: Hi, I'm ..."), in key order."""
    values = [data.get(key) for key in PROSE_KEYS]
    return [
        v.strip()
        for v in values
        if isinstance(v, str) and len(v.split()) >= MIN_PROSE_WORDS and v.strip()[-1:] in ".!?"
    ]


def _subtitle_lines(data: dict) -> list[str]:
    """The line a theme prints under the page's title (al-folio's "subtitle: PhD student @
    <a>Some University</a><br>Intern @ <a>Acme</a>"): the owner's posts, one a line."""
    subtitle = data.get("subtitle")
    if not isinstance(subtitle, str):
        return []
    return [part.strip() for part in BR_TAG_RE.split(subtitle) if part.strip()]


def _profile_card(data: dict) -> list[str]:
    """The HTML an al-folio about page prints in its profile card ("profile: address: <a
    href=...>Google Scholar</a> | ..."): its links and contacts are the page's."""
    card = data.get("profile")
    if not isinstance(card, dict):
        return []
    html = " ".join(v for k in PROFILE_CARD_KEYS if isinstance(v := card.get(k), str))
    if "<a" not in html:
        return []
    links = BeautifulSoup(html, "html.parser").find_all("a", href=True)
    # Its links alone, as a Markdown line: the card's own tags (an unclosed <center>) would
    # swallow the page's body as raw HTML.
    line = " | ".join(f"[{a.get_text(' ', strip=True)}]({a['href'].strip()})" for a in links)
    return [line] if links else []


def _included_paper(match: re.Match) -> str:
    """An include with a paper's title and authors as a reference line; other includes go."""
    params = {
        m.group(1).lower(): m.group(2) or m.group(3) or ""
        for m in LIQUID_PARAM_RE.finditer(match.group(1))
    }
    title, authors = params.get("title", "").strip(), params.get("authors", "").strip()
    if not (title and authors):
        return ""
    venue = next((params[k].strip() for k in PAPER_VENUE_PARAMS if params.get(k, "").strip()), "")
    return "\n\n" + ". ".join(p.rstrip(".") for p in (authors, title, venue) if p) + ".\n\n"


def _front_matter_title(front_matter: str) -> str | None:
    """The title of front matter that is not valid YAML/TOML (a template tag in a value)."""
    for line in front_matter.splitlines():
        match = re.match(r"\s*(\w+)\s*[:=]\s*(.*)$", line)  # YAML "title:" or TOML "title ="
        if match and match.group(1).lower() == "title" and match.group(2).strip():
            return match.group(2).strip().strip("\"'").strip()
    return None


def _front_matter_values(front_matter: str) -> dict[str, str]:
    """Every "key: value" of the front matter, nested keys by their own name (an
    academicpages author block: "author:" then "  name: ...", "  github: ..."); the first
    value of a key wins."""
    values: dict[str, str] = {}
    for line in front_matter.splitlines():
        match = re.match(r"\s*(\w+)\s*[:=]\s*(.*)$", line)
        value = match.group(2).strip().strip("\"'").strip() if match else ""
        if value:
            values.setdefault(match.group(1).lower(), value)
    return values


def _join_bodies(soup) -> None:
    """A page pasted after a closed body ("</body> <body> ...") parses as a second body,
    which soup.body never reaches: its content moves into the first body."""
    bodies = soup.find_all("body")
    for extra in bodies[1:]:
        bodies[0].extend(list(extra.contents))
        extra.decompose()


def _move_venue_badges(soup) -> None:
    """al-folio prints a paper's venue as a badge ("SoCC") in a column before the title;
    as text it would open the title, so it goes to the end of the venue line instead."""
    for badge in soup.select("li .abbr"):
        text = badge.get_text(" ", strip=True)
        item = badge.find_parent("li")
        periodical = item.select_one(".periodical") if item else None
        if text and periodical is not None:
            periodical.append(f" ({text})")
            badge.decompose()


def _visible_chars(tag: Tag) -> int:
    return sum(len(piece) for piece in tag.get_text().split())


# A tab's panel ("Selected" / "All Publications", "Conferences" / "Journals"): hidden until its
# tab is clicked, it holds content the page shows, not a pop-up or a collapsed abstract.
TAB_PANEL_RE = re.compile(
    r"(?:^|[-_])tab(?:s|pane|panel|content)?(?:$|[-_])|^tab(?:pane|panel|content)", re.I
)


def _is_tab_panel(tag: Tag) -> bool:
    if tag.get("role") == "tabpanel":
        return True
    names = [tag.get("id") or "", *(tag.get("class") or [])]
    return any(TAB_PANEL_RE.search(name) for name in names if name)


def _is_hidden(tag: Tag) -> bool:
    return _hidden_by_markup(tag) and not _is_tab_panel(tag)


def _hidden_by_markup(tag: Tag) -> bool:
    classes = tag.get("class") or []
    if "hidden" in classes and not any(":" in c for c in classes):
        return True  # an abstract or BibTeX block shown on click ("md:block" would show it)
    if tag.has_attr("hidden") or tag.get("aria-hidden") == "true" and not tag.get_text(strip=True):
        return tag.has_attr("hidden")
    style = (tag.get("style") or "").replace(" ", "").lower()
    return "display:none" in style or "visibility:hidden" in style


SEPARATOR_CLASS_RE = re.compile(r"divider|separator|middot|\bsep\b|bullet", re.I)
# A separator the walker set that nothing follows or precedes on its line.
DANGLING_SEPARATOR_RE = re.compile(r"^\s*·\s+|\s+·\s*$")
# An inline badge or label ("Oral", "Spotlight", "New") set beside a title with CSS alone.
BADGE_CLASS_RE = re.compile(r"\b(?:badge|label|tag|chip|pill)s?\b", re.I)


def _is_separator(tag: Tag) -> bool:
    classes = " ".join(tag.get("class") or [])
    return (
        bool(classes) and bool(SEPARATOR_CLASS_RE.search(classes)) and not tag.get_text(strip=True)
    )


# Services that draw a short text as an image ("Python | proficient" as a coloured badge).
TEXT_IMAGE_SRC_RE = re.compile(r"^https?://(?:img\.shields\.io|(?:flat\.)?badgen\.net)/", re.I)


def _is_text_image(tag: Tag) -> bool:
    return (
        tag.name == "img"
        and bool((tag.get("alt") or "").strip())
        and bool(TEXT_IMAGE_SRC_RE.match(tag.get("src") or ""))
    )


def _is_badge(tag: Tag) -> bool:
    classes = " ".join(tag.get("class") or [])
    return bool(classes) and bool(BADGE_CLASS_RE.search(classes))


# Pages set their owner's name apart in every author list: bold, underlined, as code
# ("`Jane Doe`" in Markdown), or a span whose class says so ("highlight-author", "me").
MARK_CLASS_RE = re.compile(r"highlight|\bme\b|\bself\b|\bauthor", re.I)
MIN_MARKED_TIMES = 2


def marked_author(soup) -> str | None:
    """The short text a page sets apart most often, at least twice: in author lists, the
    owner's name."""
    counts: dict[str, int] = {}
    for tag in soup.find_all(["b", "strong", "u", "span", "code"]):
        if tag.name == "span" and not MARK_CLASS_RE.search(" ".join(tag.get("class") or [])):
            continue
        # Text only, no tags inside: a name, read without walking deep markup (linear time).
        if not tag.contents or not all(isinstance(c, NavigableString) for c in tag.contents):
            continue
        text = " ".join(NATIVE_NAME_RE.sub("", "".join(tag.contents)).split()).strip(" ,.*")
        if 2 <= len(text.split()) <= 4 and len(text) <= 40:
            counts[text] = counts.get(text, 0) + 1
    best = max(counts, key=counts.get, default=None)
    return best if best and counts[best] >= MIN_MARKED_TIMES else None


def _stacked_parts(heading: Tag) -> list[Tag]:
    """A heading made of spans set flush against each other ("<h1><span>Ana Roe</span><span>
    software engineer</span></h1>", a generator's markup that its stylesheet stacks): each
    part is a line of its own, not one run-together word."""
    parts = list(heading.children)
    if len(parts) < 2 or not all(isinstance(p, Tag) and p.name in STACKED_TAGS for p in parts):
        return []
    # Two words each at least: "<span>Ana</span><span>Roe</span>" may be one name in two
    # colours.
    return parts if all(len(p.get_text(" ", strip=True).split()) >= 2 for p in parts) else []


# A block a page styles as a section heading by its class ("sec-head", "section-title"),
# made of parts (a number, the section's name, a remark: "§02", "Publications", "— 8 entries").
SECTION_HEAD_CLASS_RE = re.compile(r"(?:^|[-_])(?:sec|section)[-_]?(?:head|header|heading|title)$")
CLASSED_HEADING_TAGS = {"div", "p", "header"}
MAX_CLASSED_HEADING_CHARS = 80


def _classed_heading_part(tag: Tag) -> str | None:
    """The part of a class-styled section heading that names a known section."""
    if not any(SECTION_HEAD_CLASS_RE.search(c) for c in tag.get("class") or []):
        return None
    if len(tag.get_text(" ", strip=True)) > MAX_CLASSED_HEADING_CHARS:
        return None
    parts = (" ".join(text.split()) for text in tag.find_all(string=True))
    return next((part for part in parts if part and heading_key(part)), None)


class _Walker:
    """Depth-first text collection that starts a new line at every block element."""

    def __init__(self, section_styles: set[tuple] = frozenset()):
        self.section_styles = section_styles
        self.section_tag: str | None = None  # the top rank of the known sections' headings
        self.section_key: str | None = None  # the last known section of that rank
        self.current: list[str] = []
        self.done: list[str] = []
        self.links: list[Link] = []

    def lines(self) -> list[str]:
        self.break_line()
        return self.done

    def break_line(self, blank: bool = False):
        text = "".join(self.current)
        if text.strip() == BULLET.strip():
            return  # a list item that opens with a block: the bullet goes to its first line
        self.current = []
        text = WIDE_SPACE_RE.sub("\t", BOUND_SPACE_RE.sub(" ", text))
        for part in text.split("\n"):
            part = DANGLING_SEPARATOR_RE.sub("", part)
            if part.strip() or blank:
                self.done.append(part.strip(" "))
        if blank:
            self.done.append("")

    def walk(self, node):
        for child in node.children:
            if isinstance(child, NavigableString):
                self.current.append(re.sub(r"[ \t\r\n]+", " ", str(child)))
                continue
            if not isinstance(child, Tag):
                continue
            name = child.name
            if name == "br":
                self.current.append("\n")
                continue
            if name == "a" and child.get("href"):
                self.links.append(Link(child.get_text(" ", strip=True), child["href"].strip()))
            heading_part = _classed_heading_part(child) if name in CLASSED_HEADING_TAGS else None
            if heading_part:
                self.break_line(blank=True)
                self.current.append(HEADING_MARK + heading_part)
                self.break_line(blank=True)
                continue
            if name in BLOCK_TAGS:
                # A table row holding a whole entry is a paragraph of its own.
                own_paragraph = is_multi_line_row(child)
                self.break_line(blank=name in PARAGRAPH_START_TAGS or own_paragraph)
                if name in HEADING_TAGS:
                    self.current.append(HEADING_MARK + self._section_mark(child))
                elif name == "li":
                    self.current.append(BULLET)
                stacked = _stacked_parts(child) if name in HEADING_TAGS else []
                if stacked:
                    for n, part in enumerate(stacked):
                        self.current.append("\n" if n else "")
                        self.walk(part)
                else:
                    self.walk(child)
                if name == "li" and "".join(self.current).strip() == BULLET.strip():
                    self.current = []  # an empty item: its bullet must not open the next line
                self.break_line(blank=name in PARAGRAPH_END_TAGS or own_paragraph)
            elif name in {"td", "th"}:
                self.walk(child)
                self.current.append("\t")
            elif _is_text_image(child):
                # A badge image draws its words: they are the page's text.
                self.current.append(f" {child['alt'].strip()} · ")
            elif _is_separator(child):
                # Themes draw "·" between inline items with CSS on an empty span.
                self.current.append(" · ")
            elif _is_badge(child):
                # Its text stays apart from the title it is drawn against.
                self.current.append(" ")
                self.walk(child)
                self.current.append(" · ")
            elif name in {"strong", "b"} and self._starts_block(child):
                self.walk(child)
                if not self.current[-1].rstrip().endswith(":"):
                    self.current.append(":")
                self.current.append(" ")
            else:
                self.walk(child)

    def _section_mark(self, heading: Tag) -> str:
        text = heading.get_text(" ", strip=True)
        known = heading_key(text)
        if known is not None:
            # The top rank the known sections are headed in; "### Journal Articles" under
            # "## Publications" keeps it.
            self.section_tag = min(filter(None, (self.section_tag, heading.name)))
            self.section_key = known if heading.name == self.section_tag else self.section_key
            return ""
        key = section_of_anchor(heading)
        if key is None and heading_style(heading) in self.section_styles:
            # Set like the page's section headings, it ends the section above whatever it
            # names ("Profession" after "Education").
            key = OTHER_SECTION
        elif (
            key is None
            and self.section_key == "publications"
            and heading.name == self.section_tag
            and heading_style(heading)[1:] == ((), ())
            and not names_a_part(text)
        ):
            # A plain heading of the same rank as the papers' own ("## Collaborators" after
            # "## Publications"): a section of its own, whose people are no papers. (Under
            # other sections such a heading may be an entry's: "## Northwind University".)
            key = OTHER_SECTION
        return f"\x02{key}\x02" if key else ""

    def _starts_block(self, tag: Tag) -> bool:
        """A bold run that opens a list item or paragraph and is followed by more text."""
        text_before = "".join(self.current).split("\n")[-1].replace(BULLET, "").strip()
        if text_before or tag.parent is None or tag.parent.name not in {"li", "p"}:
            return False
        siblings = [s for s in tag.next_siblings if not (isinstance(s, str) and not s.strip())]
        if siblings and isinstance(siblings[0], Tag) and siblings[0].name == "br":
            return False  # a bold line of its own ("**Jane Doe**" and a line break)
        following = "".join(s if isinstance(s, str) else s.get_text() for s in siblings).strip()
        return (
            bool(following)
            and not following.startswith((":", ",", ".", "("))
            and len(tag.get_text(strip=True).split()) <= 4
        )
