"""Emails, phone numbers and profile links (homepage, GitHub, Scholar, LinkedIn, Twitter)."""

import re
import unicodedata
from functools import cache
from urllib.parse import ParseResult, unquote, urlparse

from parsing.dates import YEAR
from parsing.document import Document, Link, address_key
from parsing.patterns import URL_START
from parsing.places import states_pattern

# Repetitions are bounded (64 characters of an address's user part, 63 of a domain label, 10
# labels), so that a search stays linear on a long run of such characters.
EMAIL_RE = re.compile(
    r"(?<![\w.+-])[A-Za-z0-9][\w.+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"
)
OBFUSCATED_EMAIL_RE = re.compile(
    r"\b([\w.+-]{1,64})\s*[\[(<{]\s*at\s*[\])>}]\s*"
    # The domain's dots bracketed ("[dot]") or plain ("jane [at] cs.example.edu").
    r"([\w-]+(?:(?:\s*[\[(<{]\s*dot\s*[\])>}]\s*|\.)[\w-]+)+)",
    re.I,
)
# The one-letter form, glued: "jane(a)cs(d)example(d)edu".
LETTER_OBFUSCATED_EMAIL_RE = re.compile(
    r"(?<![\w.+-])([A-Za-z0-9][\w.+-]{0,63})[\[(]a[\])]([\w-]{1,63}(?:[\[(]d[\])][\w-]{1,63}){1,9})"
)
# "Email: jane at example.org": a bare "at" before a plain domain, only after an e-mail label.
LABELLED_SPELLED_EMAIL_RE = re.compile(
    r"\be-?mail\s*[:：]?\s*([a-z0-9][\w.+-]{0,63})\s+at\s+([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,9})\b",
    re.I,
)
# A page may set an obfuscated address's user part on a line of its own, the bracketed "at"
# opening the next line.
LEADING_AT_OPENERS = "[(<{"
SPLIT_USER_RE = re.compile(r"[A-Za-z0-9][\w.+-]{0,63}")
# "jane at example dot org", without brackets: only with a dotted domain of simple words.
SPELLED_EMAIL_RE = re.compile(
    r"\b([a-z0-9][\w.+-]{0,63})\s+(?:at|AT)\s+"
    r"([a-z0-9-]+(?:\s+(?:dot|DOT)\s+[a-z0-9-]+)*\s+(?:dot|DOT)\s+[a-z]{2,10})\b"
)
# "(425) 697 – 0256": a word processor's spaced dash between a number's last groups.
PHONE_RE = re.compile(
    r"(?<![\w/.:-])(?:\(?\+\d{1,3}\)?[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3,4}"
    r"(?:[\s.-]?|\s[–-]\s)\d{3,4}(?![\w/-])"
)
# International numbers are grouped in many ways ("+47 912 34 567", "+46 70 123 45 67",
# "(+220) 7627205").
# A tab is a column gap in the extracted text, never a gap inside a number.
NUMBER_GAP = r"(?:[^\S\t\n]|[.-])?"
INTL_PHONE_RE = re.compile(
    rf"(?<![\w+/.:(-])\(?\+\d{{1,3}}\)?(?:{NUMBER_GAP}\(0\))?"
    rf"(?:{NUMBER_GAP}(?:\(\d{{1,4}}\)|\d{{1,5}})){{2,6}}(?![\w/-])"
)
# A mobile number written unbroken on a contact line of its own ("9812345678"), as South
# Asian CVs often do; elsewhere such a run of digits is an id.
BARE_MOBILE_RE = re.compile(r"^\+?\d{10,12}$")
CONTACT_BLOCK_REACH = 2  # lines either side of an e-mail address
# The words that label a phone number ("Tel:", "电话").
PHONE_LABELS = r"phone|mobile|tel\b|cell|电话|手机|電話"
PHONE_CUE_RE = re.compile(rf"{PHONE_LABELS}|mob\b|☎|📞|✆", re.I)
# A national number in two long groups: an Indian mobile ("98765 43210"), a British one
# ("07700 900123").
CONTACT_ROW_RE = re.compile(r"@|\s[|·•]\s")
TWO_GROUP_PHONE_RE = re.compile(r"(?<![\w/.:+-])\d{4,5}[\s.-]\d{5,6}(?![\w/-])")
# A phone's label glued to the number ("Phone:555-123-4567", "电话：188-..."): the colon is
# a label's, not a clock's or a ratio's, so the number starts after it.
CUE_COLON_RE = re.compile(rf"({PHONE_LABELS})(\s*[:：])(?=[\d(+])", re.I)
URL_RE = re.compile(
    rf"{URL_START}[^\s<>\"'|,;)\]]+|"
    r"\b[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.(?:github\.io|com|org|net|edu|io|me|dev|ai|site|page|xyz|cn|uk|de|ca)"
    r"(?![\w-])(?:/[^\s<>\"'|,;)\]]*)?",
    re.I,
)
# Not a label word that ends a compound ("TIDE-X: Short-range ...").
# The handle is the whole value: "Twitter: I run the lab's account" runs
# on as prose (a lower-case word that is no next label follows), and names no handle.
HANDLE_RE = re.compile(
    r"(?<![\w-])(github|linkedin|twitter|x)\s*[:：]\s*@?([A-Za-z0-9][\w.-]*)"
    r"(?![\w.-])(?!\s+(?-i:[a-z]{2,})\b(?![.:：/@]))",
    re.I,
)
# "Tools: Docker, GitHub(jdoe-lab), Zotero": the account's handle in brackets after the site.
BRACKETED_HANDLE_RE = re.compile(
    r"(?<![\w-])(github|linkedin|twitter)\s*\(\s*@?([A-Za-z][\w.-]*[A-Za-z0-9])\s*\)", re.I
)
PROJECT_LINK_LABEL_RE = re.compile(
    r"\b(?:code|repo|repository|source|demo|project|blog)\s*[:：]\s*$", re.I
)
# "/in/jdoe" beside a LinkedIn icon: the profile's path without its host.
LINKEDIN_PATH_RE = re.compile(r"(?:^|(?<=\s))/in/([A-Za-z0-9][\w-]*)/?(?=\s|$)")
# The site's own name after its label is a link's anchor ("LinkedIn: LinkedIn Profile").
SITE_WORDS = {"github", "linkedin", "twitter", "x", "profile", "page", "account"}
HANDLE_URLS = {"github": "github.com/", "linkedin": "linkedin.com/in/", "twitter": "x.com/"}
PROFILE_KEYS = ("homepage", "github", "scholar", "linkedin", "twitter")
NON_HOMEPAGE_HOSTS = (
    "github.com", "linkedin.com", "scholar.google", "twitter.com", "x.com", "orcid.org",
    "arxiv.org", "doi.org", "dblp", "researchgate", "youtube", "facebook", "instagram",
    "medium.com", "gmail.com", "google.com", "apple.com", "microsoft.com", "acm.org", "ieee.org",
    "semanticscholar.org", "openreview.net", "ssrn.com", "zenodo.org", "kaggle.com",
)  # fmt: skip


# Front-matter keys of a homepage theme's author block, as the label a CV would print.
META_CONTACT_KEYS = {
    "email": "Email", "github": "GitHub", "linkedin": "LinkedIn", "twitter": "Twitter",
    "googlescholar": "Google Scholar", "google_scholar": "Google Scholar", "scholar": "Scholar",
}  # fmt: skip


def _meta_lines(document: Document) -> list[str]:
    return [
        f"{label}: {document.meta[key]}"
        for key, label in META_CONTACT_KEYS.items()
        if key in document.meta
    ]


# "Some Institute - Ref: ann.roe@example.org" beside a post: the referee's address there.
REFEREE_LABEL_RE = re.compile(r"\b(?:ref|referee|reference|contact\s+person)s?\s*[:.]\s*$", re.I)


def find_emails(document: Document) -> list[str]:
    emails: list[str] = []
    previous = ""
    for line in document.lines + _meta_lines(document):
        emails.extend(
            m.group(0).rstrip(".")
            for m in EMAIL_RE.finditer(line)
            if not REFEREE_LABEL_RE.search(line, 0, m.start())
        )
        emails += _deobfuscated_emails(line)
        if line.lstrip()[:1] in LEADING_AT_OPENERS and SPLIT_USER_RE.fullmatch(previous.strip()):
            # "jdoe" as a heading over "[at] example [dot] org": an address set in two lines.
            emails += _deobfuscated_emails(previous.strip() + " " + line.strip())
        if previous.rstrip().endswith("@") and line.strip():
            # A narrow column wraps an address after its "@" ("jane.doe@" / "example.org").
            joined = previous.split()[-1] + line.split()[0]
            emails += [m.group(0).rstrip(".") for m in EMAIL_RE.finditer(joined)]
        if line.strip():
            previous = line
    shown = [e.lower() for e in emails]
    for link in document.links:
        if link.href.lower().startswith("mailto:"):
            address = unquote(link.href[7:].split("?")[0]).strip()
            anchor = link.text.strip().lower()
            if anchor and address.lower() not in shown and any(anchor in e for e in shown):
                continue  # the anchor is (part of) another address shown: a stale target
            if EMAIL_RE.fullmatch(address):
                emails.append(address)
            else:
                emails += _deobfuscated_emails(address)
        elif EMAIL_RE.fullmatch(link.href.strip()):
            emails.append(link.href.strip())  # an address linked without its "mailto:"
        elif not link.href.lower().startswith(("http://", "https://")):
            # A link target may be an address spelled out ("jo[at]example[dot]org").
            emails += _deobfuscated_emails(link.href)
    return _unique([e for e in emails if not PLACEHOLDER_EMAIL_RE.search(e)], key=str.lower)


# What a template or a wary owner writes for an address's local part instead of a real one:
# "xxx@gmail.com", "your.name@example.org", "first.lastname@uni.example" (spell it yourself).
# A contact form's or a demo's sample address ("example@domain.com", "test2@test.com").
PLACEHOLDER_EMAIL_RE = re.compile(
    r"^(?:x+|your[._-]?(?:name|e?mail|address)|user[._-]?name|"
    r"(?:first|given)[._-]?(?:name)?[._-]?(?:last|sur|family)[._-]?(?:name)?|"
    r"(?:first)?name[._-]?(?:last|sur|family)?name|example|someone|sample|test\d*)@|"
    r"@(?:your[._-]?)?(?:domain|test)\.[a-z]{2,}$",
    re.I,
)


def _deobfuscated_emails(text: str) -> list[str]:
    # Each pattern is tried only where the text has what any match of it must hold (a
    # bracket and "at"; "dot" or "DOT"; "a)" or "a]"): it runs on every line of a document.
    lowered = text.lower()
    emails = []
    if "at" in lowered and any(c in text for c in "[(<{"):
        emails += [
            user + "@" + re.sub(r"\s*[\[(<{]\s*dot\s*[\])>}]\s*", ".", domain, flags=re.I)
            for user, domain in OBFUSCATED_EMAIL_RE.findall(text)
        ]
    if "dot" in text or "DOT" in text:
        emails += [
            user + "@" + re.sub(r"\s+(?:dot|DOT)\s+", ".", domain)
            for user, domain in SPELLED_EMAIL_RE.findall(text)
        ]
    if "a)" in text or "a]" in text:
        emails += [
            user + "@" + re.sub(r"[\[(]d[\])]", ".", domain)
            for user, domain in LETTER_OBFUSCATED_EMAIL_RE.findall(text)
        ]
    if " at " in lowered and "mail" in lowered:
        emails += [f"{user}@{domain}" for user, domain in LABELLED_SPELLED_EMAIL_RE.findall(text)]
    return emails


def _parse_url(url: str) -> ParseResult | None:
    """urlparse, or None for text that is no URL: urlparse raises ValueError on a bracketed
    host that is not an IP address ("https://jo[at]example[dot]org"), which documents hold."""
    try:
        return urlparse(url)
    except ValueError:
        return None


def find_phones(document: Document, header_lines: list[str]) -> list[str]:
    """Phones from the contact header, from any line that says it holds a phone, and
    numbers in international format (+CC ...) anywhere, e.g. in a sidebar or a signature."""
    candidates = list(header_lines) + [
        ln for ln in document.lines if PHONE_CUE_RE.search(ln) or INTL_PHONE_RE.search(ln)
    ]
    phones = []
    for original in candidates:
        # The address first: the link pattern would take its domain and leave a number
        # ("123456789@mail.example").
        line = CUE_COLON_RE.sub(r"\1\2 ", URL_RE.sub(" ", EMAIL_RE.sub(" ", original)))
        matches = list(INTL_PHONE_RE.finditer(line))
        spans = [m.span() for m in matches]
        # Two long groups make a phone only where the line says so or is a contact row.
        two_groups = PHONE_CUE_RE.search(line) or CONTACT_ROW_RE.search(original)
        matches += [
            m
            for pattern in (PHONE_RE, TWO_GROUP_PHONE_RE)
            if pattern is PHONE_RE or two_groups
            for m in pattern.finditer(line)
            if not any(a <= m.start() < b for a, b in spans)
        ]
        for match in matches:
            phone = match.group(0).strip()
            digits = re.sub(r"\D", "", phone)
            if (
                9 <= len(digits) <= 15
                and not re.fullmatch(rf"{YEAR}[\s.-]+{YEAR}", phone)
                and not _zip_or_fax(line, match.start(), phone)
            ):
                phones.append(phone)
    phones += [
        ln.strip()
        for ln in _contact_block(document, header_lines)
        if BARE_MOBILE_RE.match(ln.strip())
    ]
    return _unique(phones, key=lambda p: re.sub(r"\D", "", p)[-10:])


# "Springfield, IL 62701-1234" or "Springfield, Illinois 62701-1234": a US ZIP+4 code
# after its state, no phone.
ZIP4_RE = re.compile(r"\d{5}-\d{4}")
STATE_BEFORE_RE = re.compile(r"\b[A-Z]{2},?\s*$")


@cache
def _state_name_before_re() -> re.Pattern:
    return re.compile(rf"\b(?:{states_pattern()}),?\s*$")


def _zip_or_fax(line: str, start: int, phone: str) -> bool:
    """A ZIP+4 code after a state, or a number labelled as a fax line."""
    if ZIP4_RE.fullmatch(phone) and (
        STATE_BEFORE_RE.search(line[:start]) or _state_name_before_re().search(line[:start])
    ):
        return True
    return "fax" in line[max(0, start - 8) : start].lower()


def _contact_block(document: Document, header_lines: list[str]) -> list[str]:
    """The header, and the lines next to an e-mail address wherever a sidebar puts them."""
    lines = document.lines
    near = {
        j
        for i, line in enumerate(lines)
        if EMAIL_RE.search(line)
        for j in range(
            max(0, i - CONTACT_BLOCK_REACH), min(len(lines), i + CONTACT_BLOCK_REACH + 1)
        )
    }
    return list(header_lines) + [lines[j] for j in sorted(near)]


# What résumé templates put where the owner's handle or id goes.
PLACEHOLDER_RE = re.compile(
    r"(?:^|[/=])(?:your(?:[_-][\w-]+|id|name|user(?:name)?|handle|profile)|user[_-]?name|xxx+|"
    r"\.\.\.)"
    r"(?:$|[/&])",
    re.I,
)


# A profile site typed without its domain's suffix ("http://github/jdoe").
SITES_WITHOUT_SUFFIX = {"github": "github.com", "linkedin": "linkedin.com"}


def with_site_suffix(url: str) -> str:
    """ "http://github/jdoe" as the address it means, "github.com/jdoe"."""
    match = re.match(r"^(?:[a-z]+://)?(?:www\.)?([a-z]+)(?=/)", url, re.I)
    if match and match.group(1).lower() in SITES_WITHOUT_SUFFIX:
        return SITES_WITHOUT_SUFFIX[match.group(1).lower()] + url[match.end() :]
    return url


def classify_url(url: str) -> str | None:
    """Which profile a URL is, or None when it is not a profile link."""
    if not re.match(r"^[a-z]+://", url, re.I):
        url = "https://" + url
    parsed = _parse_url(url)
    if parsed is None:
        return None
    host = parsed.netloc.lower().removeprefix("www.")
    host = SITES_WITHOUT_SUFFIX.get(host, host)
    path = [p for p in parsed.path.split("/") if p]
    if PLACEHOLDER_RE.search(parsed.path) or PLACEHOLDER_RE.search(parsed.query):
        return None  # a template's "user=YOUR_ID" or "github.com/username" left in
    if host == "github.com":
        return "github" if len(path) == 1 else None
    if host.startswith("scholar.google."):
        return "scholar" if "citations" in parsed.path or "user=" in parsed.query else None
    if host.endswith("linkedin.com"):
        # "linkedin.com/in/" alone is an address the text layer cut at a line break.
        return "linkedin" if path[:1] in (["in"], ["pub"]) and len(path) > 1 else None
    if host in ("twitter.com", "x.com"):
        return "twitter" if len(path) == 1 else None
    if host.endswith("github.io"):
        return "homepage" if len(path) <= 1 and not _looks_like_file(path) else None
    return None


def _spells_the_owner(url: str, document: Document) -> bool:
    """ "Code repository: github.com/jdoe1999" beside jo.doe@...: a word of the address's
    local part in the handle makes it the owner's own profile, whatever its label."""
    handle = re.sub(r"[^a-z]", "", url.rstrip("/").rsplit("/", 1)[-1].lower())
    local_parts = [email.split("@")[0].lower() for email in find_emails(document)]
    words = {w for part in local_parts for w in re.split(r"[^a-z]+", part) if len(w) >= 3}
    return bool(handle) and any(w in handle for w in words)


def _looks_like_file(path: list[str]) -> bool:
    return bool(path) and bool(re.search(r"\.(pdf|png|jpe?g|zip|html?)$", path[-1], re.I))


# A profile address run into the next one where the text layer lost the space between them
# ("linkedin.com/in/jdoe/ctf.example.org/u/jdoe"): the second address's host and the rest.
GLUED_ADDRESS_RE = re.compile(
    r"(?<=[\w-]/)(?:www\.)?[a-z0-9-]{2,63}\.(?:com|org|net|io|me|dev|edu)/.*$", re.I
)


def _first_word(lines: list[str]) -> str:
    words = lines[0].split() if lines else []
    return re.match(r"[\w-]*", words[0]).group(0) if words else ""


# A Markdown link left unrendered (inside a raw HTML block): "[Prof. Ana Roe](https://...)".
RAW_MARKDOWN_LINK_RE = re.compile(r"\[([^\[\]]*)\]\((https?://[^()\s]+)\)")


def find_links(document: Document, header_lines: list[str]) -> dict[str, str]:
    """Profile links: visible URLs and handles first, then link targets of icons and labels."""
    found: dict[str, str] = {}
    lines = document.lines + _meta_lines(document)
    raw_links: list[Link] = []
    for index, line in enumerate(lines):
        if "](" in line:
            # Its target is no visible address: the words it is drawn on say whose it is.
            raw_links += [Link(m.group(1), m.group(2)) for m in RAW_MARKDOWN_LINK_RE.finditer(line)]
            line = RAW_MARKDOWN_LINK_RE.sub(" ", line)
        for match in URL_RE.finditer(line):
            url = GLUED_ADDRESS_RE.sub("", match.group(0).rstrip("."))
            if "@" in line[max(0, match.start() - 1) : match.start()]:
                continue
            key = classify_url(url)
            if not key or key in found:
                continue
            label = PROJECT_LINK_LABEL_RE.search(line[max(0, match.start() - 20) : match.start()])
            if label and not _spells_the_owner(url, document):
                continue  # "Code: https://github.com/some-team": a project's, not the owner's
            found[key] = with_site_suffix(url)
        path = LINKEDIN_PATH_RE.search(line)
        if path and "linkedin" not in found:
            found["linkedin"] = HANDLE_URLS["linkedin"] + path.group(1)
        for site, handle in HANDLE_RE.findall(line) + BRACKETED_HANDLE_RE.findall(line):
            key = {"x": "twitter"}.get(site.lower(), site.lower())
            if key == "twitter" and "." in handle.rstrip("."):
                continue  # "x: jax.Array" in a code listing: an X handle holds no dot
            if handle.lower() in SITE_WORDS:
                continue  # "LinkedIn: LinkedIn Profile": an anchor's words, not a handle
            if handle.endswith("-") and line.rstrip().endswith(handle):
                handle += _first_word(lines[index + 1 : index + 2])  # wrapped at its hyphen
            if key not in found and "." not in handle[-4:]:
                # A handle that is itself a link: the link target is the address shown.
                target = next(
                    (k.href for k in document.links if k.text.strip().lstrip("@") == handle
                     and classify_url(k.href) == key),
                    None,
                )  # fmt: skip
                found[key] = target or HANDLE_URLS[key] + handle
    header_text = " ".join(header_lines)
    for link in [*document.links, *raw_links]:
        key = classify_url(link.href)
        own = (
            _is_own_link(link)
            or _handle_in_header(link, header_text)
            or _name_in_header(link, header_lines)
            or (document.fmt == "pdf" and _anchored_on_its_handle(link))
        )
        if key and key not in found and own:
            found[key] = link.href
    homepage = (
        _header_homepage(header_lines)
        or _header_homepage(_labelled_beside_email(document))
        or _header_homepage(_captioned_own_site(document.lines))
    )
    if homepage and "homepage" not in found:
        found["homepage"] = homepage
    links = {key: _full_address(found[key], document.links) for key in PROFILE_KEYS if key in found}
    if "twitter" in links:
        # "twitter.com/@jdoe" is the profile "twitter.com/jdoe": the "@" is how the handle
        # is written, not part of the address.
        links["twitter"] = re.sub(r"(?<=\.com/)@(?=\w)", "", links["twitter"])
    return links


# How many lines from an e-mail address a "Website: ..." line is still its contact block.
CONTACT_BLOCK_LINES = 2


def _labelled_beside_email(document: Document) -> list[str]:
    """ "Website: example.org" lines next to an e-mail address, wherever the page puts its
    contact block (a README's "About Me" list, a card closing the page)."""
    lines = document.lines
    near = {
        index + offset
        for index, line in enumerate(lines)
        if EMAIL_RE.search(line)
        for offset in range(-CONTACT_BLOCK_LINES, CONTACT_BLOCK_LINES + 1)
    }
    return [
        lines[i]
        for i in sorted(near)
        if 0 <= i < len(lines) and LABELLED_ADDRESS_RE.search(lines[i])
    ]


def _full_address(url: str, links: list[Link]) -> str:
    """A shown address that the text layer cut short or mangled ("www.example.edu/" out of
    "www.example.edu/ jdoe", its "~" lost), as the full target of the link it is drawn on."""
    shown = address_key(url)
    for link in links:
        if (
            link.shows_part_of_target()
            and address_key(link.text).startswith(shown)
            and len(address_key(_without_tracking(link.href))) > len(shown)
        ):
            return link.href
    return url


def _without_tracking(url: str) -> str:
    """A profile link's target without its query: "linkedin.com/in/jdoe?trk=..." is the
    address shown as "linkedin.com/in/jdoe" (a Scholar profile's query is its address)."""
    if classify_url(url) in (None, "scholar", "homepage"):
        return url
    return re.split(r"[?#]", url, maxsplit=1)[0]


# A pointer to the applicant's profile for the rest of the papers, anchored on all its words.
SCHOLAR_FULL_LIST_RE = re.compile(
    r"(?:see\s+)?(?:my\s+)?google\s+scholar(?:\s+(?:profile|page))?\s+(?:to|for)\b"
    r".{0,40}\b(?:list|publications|papers)\b"
)


OWN_SITE_WORDS_RE = re.compile(
    r"(?:my\s+)?(?:(?:personal|portfolio|academic)\s+)?(?:web\s*site|web\s*page|home\s*page|"
    r"portfolio)|"
    r"(?:my|personal|academic)\s+(?:site|page)",
    re.I,
)


def _captioned_own_site(lines: list[str]) -> list[str]:
    """The lines either side of a caption that says whose site an address is ("My Personal
    Website" under the address, as a contact card sets it)."""
    captions = [
        i
        for i, line in enumerate(lines)
        if re.search(r"\b(?:my|personal)\b", line, re.I)
        and OWN_SITE_WORDS_RE.fullmatch(line.strip(" :.").lower())
    ]
    beside = []
    for i in captions:
        above = [line for line in lines[:i] if line.strip()][-1:]
        below = [line for line in lines[i + 1 :] if line.strip()][:1]
        beside += above + below
    return beside


def _is_own_link(link: Link) -> bool:
    """Links on other people's names (advisors, co-authors) are not the applicant's."""
    # An icon before the word: "🐙 GitHub", "in LinkedIn" (the icon font's letters).
    # A styled letter ("𝕏", "𝐆𝐢𝐭𝐇𝐮𝐛") is the plain one in a mathematical alphabet.
    text = re.sub(r"^[^\w@]+", "", unicodedata.normalize("NFKC", link.text).strip().lower())
    text = re.sub(r"^in\s+(?=linkedin)", "", text)
    # "LinkedIn, Portfolio, GitHub": a header's anchor words keep the separator between them.
    text = text.rstrip(",;|·• ")
    shown = text
    if _shows_its_handle(link, text):
        return True  # "GH jdoe" on github.com/jdoe: the account's own name, under a label
    # A label of two letters before the word ("GS Scholar profile", "LI ..."): a contact
    # list's key, like an icon's glyph.
    if re.match(r"[A-Z]{1,2}\s+\w{3}", link.text.strip()):
        text = text.split(None, 1)[1]
    # An icon after the word, which the icon font's glyph extracts as a letter or two.
    text = re.sub(r"(?<=[a-z])\s+(?:[^\w\s]+|\w{1,2})$", "", text)
    if re.fullmatch(
        r"(?:view\s+)?(?:my\s+)?(?:github|linkedin|(?:google\s*|g)?scholar|twitter(?:\s*/\s*x)?|"
        r"x\s*/\s*twitter)(?:\s+(?:profile|page|account))?",
        text,
    ):
        return True  # "View My GitHub Profile"
    if SCHOLAR_FULL_LIST_RE.match(text):
        return True  # "Google Scholar for a complete list of my papers"
    if OWN_SITE_WORDS_RE.fullmatch(text):
        return True  # "Portfolio Website", "My Homepage", "Personal Site"
    if re.fullmatch(rf"[a-z]{{1,{ICON_LETTERS}}}", shown):
        # an icon alone, its glyph extracted as a letter or two ("fl"); two short words are
        # a person's name ("He Li" on an advisor's page)
        return True
    return not text or URL_RE.fullmatch(text) is not None or text in {
        "github", "linkedin", "google scholar", "scholar", "twitter", "x", "homepage", "website",
        "home page", "personal website", "web", "github profile", "linkedin profile",
        "portfolio",
    }  # fmt: skip


def _shows_its_handle(link: Link, text: str) -> bool:
    """The link's words are a contact list's key and the account name its address ends in
    ("GH jdoe" on github.com/jdoe, "LI jane-doe" on linkedin.com/in/jane-doe)."""
    if not classify_url(link.href) or not text:
        return False
    path = re.sub(r"[?#].*$", "", link.href).rstrip("/")
    handle = path.rsplit("/", 1)[-1].lower()
    words = text.split()
    keyed = len(words) == 2 and len(words[0]) <= MAX_LIST_KEY  # a bare handle may be anyone's
    return keyed and len(handle) >= MIN_SHOWN_HANDLE and words[1].lstrip("@") == handle


# A shorter last word ("me", "cv") may end an address by chance.
MIN_SHOWN_HANDLE = 4
MAX_LIST_KEY = 2
ICON_GLYPH_RE = re.compile(r"^(?:[^\w\s@]+|\w)\s+(?=\S{2,}$)")


def _handle_in_header(link: Link, header_text: str) -> bool:
    """An icon and then the handle as the anchor text, in the contact header: the
    applicant's own profile ("[jdoe](https://github.com/jdoe)"), or a short form of it
    ("@doe" on linkedin.com/in/jane-doe-4711, "in/jane-doe"). In the body such a link credits
    someone else."""
    # An icon font's glyph may come with the anchor text ("§ jdoe", "# jdoe").
    text = ICON_GLYPH_RE.sub("", link.text.strip()).lstrip("@")
    if link.shows_short_address() and text in header_text:
        return True  # the site's short word and a handle, on the profile's own address
    parsed = _parse_url(link.href)
    path = [p for p in parsed.path.split("/") if p] if parsed else []
    if not path or not text or text not in header_text:
        return False
    last = path[-1].lower().lstrip("@")  # "twitter.com/@jdoe" under "@jdoe"
    return text.lower() == last or text.lower() in last.split("-")


def _anchored_on_its_handle(link: Link) -> bool:
    """A PDF's link from the top of its first page (the only ones a PDF's links keep) drawn on
    the profile's own handle ("jane-doe-4711" on linkedin.com/in/jane-doe-4711): the owner's,
    even where a two-column layout took the handle's cell out of the header's rows."""
    text = ICON_GLYPH_RE.sub("", link.text.strip()).lstrip("@").lower()
    parsed = _parse_url(link.href)
    path = [p for p in parsed.path.split("/") if p] if parsed else []
    return bool(text) and bool(path) and text == path[-1].lower().lstrip("@")


# An icon font's glyph extracts as at most this many letters ("fl", "in"); a name line
# holds at most NAME_LINE_WORDS words.
ICON_LETTERS = 2
NAME_LINE_WORDS = 5


def _name_in_header(link: Link, header_lines: list[str]) -> bool:
    """An icon and the applicant's name as the anchor text ("in Jane Q. Doe" on a LinkedIn
    profile): two words or more, all of them words of the header's first line."""
    words = re.findall(r"\w+", link.text.lower())
    first = set(re.findall(r"\w+", header_lines[0].lower())) if header_lines else set()
    if len(first) > NAME_LINE_WORDS:
        return False  # the page opens with prose ("advised by Prof Jane Doe"), not a name
    if words and words[0] not in first and len(words[0]) <= ICON_LETTERS:
        words = words[1:]  # the icon's glyph, extracted as a letter or two
    return len(words) >= 2 and not any(w.isdigit() for w in words) and set(words) <= first


OBFUSCATED_AT_RE = re.compile(r"(?:\[at\]|\(at\)|\{at\}|<at>|\sat)\s*$", re.I)


# "Website: example.ir": after a label, an address with any top-level domain (the bare
# address pattern knows only the common ones).
LABELLED_ADDRESS_RE = re.compile(
    r"\b(?:website|homepage|home page|web|blog|portfolio)\s*[:：]\s*"
    r"((?:https?://)?[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.[a-z]{2,24}(?:/[^\s<>\"'|,;)\]]*)?)(?![\w.-])",
    re.I,
)


# A personal page sits at most this deep ("uni.example/~jdoe/", "example.org/people/jdoe/")
# when its path holds a record number (".../article/view/1234/5678" is a cited record).
MAX_HOMEPAGE_DEPTH = 3


def _header_homepage(header_lines: list[str]) -> str | None:
    for line in header_lines:
        if "](" in line:
            line = RAW_MARKDOWN_LINK_RE.sub(" ", line)  # someone's page, linked on their name
        labelled = [(m.group(1), m.start(1), m.end(1)) for m in LABELLED_ADDRESS_RE.finditer(line)]
        shown = [(m.group(0), m.start(), m.end()) for m in URL_RE.finditer(line)]
        for url, start, end in [*labelled, *shown]:
            url = url.rstrip(".")
            if start and line[start - 1] == "@" or OBFUSCATED_AT_RE.search(line[:start]):
                continue  # the domain of an address ("jdoe [at] cs.example.edu")
            if re.match(r"\.\w", line[end:]):
                continue  # part of a longer domain the pattern does not know
            if "://" not in url and url.isupper():
                continue  # "VB.NET", "ASP.NET": a technology's name in capitals, no address
            parsed = _parse_url(url if "://" in url else "https://" + url)
            if parsed is None:
                continue
            host, path = parsed.netloc.lower(), parsed.path
            if any(h in host for h in NON_HOMEPAGE_HOSTS) or _looks_like_file(path.split("/")):
                continue
            if "." not in host:
                continue  # no web address: a profile site without its suffix, a typo
            segments = [p for p in path.split("/") if p]
            if len(segments) > MAX_HOMEPAGE_DEPTH and any(p.isdigit() for p in segments):
                continue  # an article or a record deep in some site, cited in the text
            return url
    return None


def _unique(items, key):
    seen, out = set(), []
    for item in items:
        k = key(item)
        if k not in seen:
            seen.add(k)
            out.append(item)
    return out
