"""The applicant's name chosen among candidates from every place a name is written.

Each finder in parsing.names proposes candidates (the top lines, a page title, headings,
front-matter keys, a letter's signature or "From:" line, "My name is ...", a copyright
footer, spaCy's PERSON entities); each candidate is scored on where it came from, where it
sits, its shape, whether the email address or a profile handle spells it, whether other
places repeat it, and whether a title or greeting marks it as somebody else. The best one
above a threshold wins; none is better than a professor's or a university's name.
"""

import re
from dataclasses import dataclass

from parsing.contacts import EMAIL_RE, PHONE_RE, URL_RE
from parsing.names import (
    BRACKETED_GIVEN_NAME,
    CLOSING_RE,
    GIVEN_AND_INITIALS_RE,
    LEADING_INITIALS_RE,
    NAME_TOKEN,
    NOT_NAME_WORDS,
    TITLE_PARTS_RE,
    _fold,
    _tidy,
    chinese_name,
    looks_like_name,
    name_from_copyright,
    name_from_title,
    name_over_display_lines,
    name_over_two_lines,
    top_line_names,
)
from parsing.patterns import DASHES, MENTOR_WORDS, SEPARATORS
from parsing.places import is_town_and_country
from parsing.sections import heading_key
from parsing.typography import display_lines

# An address or a phone number on a line.
CONTACT_CUE_RE = re.compile(rf"{EMAIL_RE.pattern}|{PHONE_RE.pattern}")
# A name must score above this to be the applicant's: a place's RELIABILITY, then these.
THRESHOLD = 1.0
LINE_POSITION_PENALTY = 0.15  # per line below the first, where the first is the likeliest
FRAGMENT_PENALTY = 0.4  # a run of words cut out of a longer line
NAME_LENGTH_BONUS = 0.1  # two to four words; other lengths lose ODD_LENGTH_PENALTY
ODD_LENGTH_PENALTY = 0.2
CASED_BONUS = 0.05  # in capitals or title case, as names are set
HANDLE_BONUS = 1.2  # per name word (two at most) the email address or a handle spells
# "Wei L": given name and initials, backed by an address that spells "Wei" or not.
INITIALS_PENALTY = 0.6
UNBACKED_INITIALS_PENALTY = 2.0
REPEATED_BONUS = 0.6  # per other kind of place naming the same words
OTHER_PERSON_PENALTY = 2.0  # a professor's, a recipient's or the greeted person's name
# How much a place is trusted to hold the applicant's own name, by document kind.
RELIABILITY = {
    "cv": {"top": 2.0, "title": 1.2, "title_part": 0.6, "heading": 1.2, "meta": 1.8,
           "signature": 0.8, "from": 1.6, "intro": 1.4, "copyright": 0.8, "stacked": 2.6,
           "entity": 1.1, "display": 2.4, "marked": 0.8, "photo": 0.6, "running": 1.2},
    "homepage": {"top": 1.4, "title": 2.2, "title_part": 0.7, "heading": 1.6, "meta": 2.0,
                 "signature": 0.6, "from": 1.6, "intro": 1.9, "copyright": 1.4, "stacked": 2.0,
                 "entity": 0.9, "display": 1.6, "marked": 1.2, "photo": 1.2, "running": 0.8},
    "cover_letter": {"top": 1.6, "title": 1.0, "title_part": 0.5, "heading": 1.2, "meta": 1.6,
                     "signature": 1.9, "from": 2.2, "intro": 1.7, "copyright": 0.8,
                     "stacked": 1.6, "entity": 1.1, "display": 1.4, "marked": 0.6,
                     "photo": 0.5, "running": 1.5},
}  # fmt: skip
# Words just before a name that make it someone other than the applicant.
OTHER_PERSON_RE = re.compile(
    r"(?:\b(?:prof|professor|dr|advisor|adviser|supervisor|supervised|mentor|referee|dear|to|"
    r"with|under|by|cc|and)\b\.?\s*:?\s*)$|"
    # An epigraph's author after the quotation: '... to write" ~ Ann Roe', '"..." - Ann Roe'.
    r"[\"”’]\s*[~∼—–-]\s*$",
    re.I,
)
# "Mentor: Ann Roe, Ben Poe and ...": a later name in a labelled list of mentors.
LISTED_MENTOR_RE = re.compile(rf"\b(?:{MENTOR_WORDS})\s*:\s*(?:[^,:;]+,\s*)+$", re.I)
RECIPIENT_TITLE_RE = re.compile(
    r"^(?:(?:assistant|associate|full|adjunct)\s+)?(?:professor|prof\.|chair|director|head|"
    r"dean|manager|recruit(?:er|ing)|hiring|admissions?|department|school of)\b",
    re.I,
)
# "From: Ann Roe <ann@...>", and a form's label "Applicant: Ann Roe" ahead of a tab or the end.
FROM_RE = re.compile(
    rf"^(?:from\s*:\s*((?:{NAME_TOKEN}\s*){{2,5}})\s*[<(]|"
    # The applicant's label may close a title ("Statement of Purpose, PhD Applicant: ...").
    rf"(?:(?:[^\t:]*[\s,;|])?(?:applicant|candidate)|(?:full\s+)?name)\s*:\s*"
    rf"((?:{NAME_TOKEN}\s*){{2,5}}?)\s*(?:[\t|<(]|$))",
    re.I,
)
# "/s/ Jane Doe": the mark of a typed signature in place of a handwritten one.
SIGNED_MARK_RE = re.compile(r"^/s/\s*")
# "Name: Budiman": a form's name field may hold one word, the whole name of many Indonesians.
NAME_FIELD_RE = re.compile(rf"^(?i:(?:full\s+)?name)\s*:\s*({NAME_TOKEN})\s*(?:[\t|]|$)")
# "I am Wei (Jason) Zhang", "I am Mei Lin (Sophia)": an English given name in brackets is
# part of the name.
BRACKETED_GIVEN = rf"\(({BRACKETED_GIVEN_NAME})\)"
BRACKETED_GIVEN_TOKEN = rf"\({BRACKETED_GIVEN_NAME}\)"
INTRO_RE = re.compile(
    rf"\b(?:I am|I['’]m|My name is|This is)\s+"
    rf"({NAME_TOKEN}(?:\s+(?:{NAME_TOKEN}|{BRACKETED_GIVEN_TOKEN})){{1,4}})|"
    # A biography in the third person opens with the name and the role: "Ana Roe is a PhD
    # student at ...", "Ana Roe is currently a postdoc in ...", "... is a Ph.D. student".
    rf"^({NAME_TOKEN}(?:\s+{NAME_TOKEN}){{1,3}})\s+(?:is|was)\s+(?:currently\s+)?(?:an?|the)\s+"
    r"(?:[\w.-]+\s+){0,3}(?i:student|candidate|post-?doc\w*|researcher|professor|scientist|"
    r"engineer|fellow|lecturer|developer|scholar|graduate|undergraduate)\b",
)
PARTICLES = {"de", "da", "van", "von", "der", "del", "di", "le", "la", "bin", "dos", "du"}


@dataclass
class Candidate:
    text: str
    source: str
    position: int = 0  # the candidate's rank among the non-blank lines of its source
    context: str = ""  # the text just before it on its line, and the line after it
    after: str = ""
    fragment: bool = False  # a name cut from the start of a longer sentence


def gather_candidates(document, kind: str, keys: list[str], entities=None) -> list["Candidate"]:
    lines = document.lines
    texts = [ln.strip() for ln in lines if ln.strip()]
    out: list[Candidate] = []
    for text, before, rank in top_line_names(texts, limit=8):
        after = texts[rank + 1] if rank + 1 < len(texts) else ""
        # A name beside its addresses on one line is no fragment of a sentence.
        line = EMAIL_RE.sub("", URL_RE.sub("", texts[rank])).strip()
        fragment = len(line) > 2 * len(text) + 20
        out.append(Candidate(text, "top", rank, before, after, fragment))
    out += _unglued_names(texts[:8])
    # A Chinese name heads the page only over the contact line: alone it may be a heading.
    found = chinese_name(texts[0]) if texts else None
    if found and any(CONTACT_CUE_RE.search(t) for t in texts[1:3]):
        out.append(Candidate(found, "top", 0))
    # The largest type at the top of a PDF's first page, wherever a sidebar puts it in the text.
    display = display_lines(document)
    stacked_display = len(display) == 2 and name_over_display_lines(*display)
    if stacked_display:
        out.append(Candidate(stacked_display, "display", 0))
    for rank, line in enumerate(display):
        for text, before, _ in top_line_names([line], limit=1):
            out.append(Candidate(text, "display", rank, before))
        # "AnaRoe" set large, the two words' space lost from the text layer: the name in
        # the display type, though no address spells its words apart.
        unglued = " ".join(re.findall(r"[A-Z][a-z]+", line.strip()))
        if GLUED_RE.match(line.strip()) and looks_like_name(unglued):
            out.append(Candidate(unglued, "display", rank))
        # "Divya R", "KARTHIK S": a given name and the initial South Indian names end with.
        # Only in the display type: elsewhere "Menon K" is an author written surname-first.
        if GIVEN_AND_INITIALS_RE.match(_tidy(line.strip())):
            out.append(Candidate(_tidy(line.strip()), "display", rank))
    headings = [lines[i] for i in sorted(document.heading_lines)][:2]
    for text, before, rank in top_line_names(headings, limit=2):
        out.append(Candidate(text, "heading", rank, before))
    # A page's first line read as its title ("Jane Doe's Work Portfolio").
    found = name_from_title(texts[0]) if texts else None
    if found:
        out.append(Candidate(found, "heading"))
    stacked = name_over_two_lines(lines, keys)
    if stacked:
        out.append(Candidate(stacked, "stacked"))
    for key in ("name", "author"):
        found = name_from_title(document.meta.get(key))
        if found:
            out.append(Candidate(found, "meta"))
    found = name_from_title(document.title)
    if found:
        out.append(Candidate(found, "title"))
    elif document.title:
        for part in TITLE_PARTS_RE.split(document.title):
            if looks_like_name(part.strip()):
                out.append(Candidate(_tidy(part.strip()), "title_part"))
    for index, line in enumerate(texts):
        closing = CLOSING_RE.match(line)
        if closing:
            # "Best regards, Jane Doe." signs on the closing's own line.
            same_line = line[closing.end() :].lstrip(" ,")
            for offset, signed in enumerate([same_line, *texts[index + 1 : index + 4]]):
                signed = re.sub(r"(?<=[^\W\d_]{2})\.$", "", signed.strip())  # "Jane Doe."
                signed = SIGNED_MARK_RE.sub("", signed)
                if looks_like_name(signed):
                    out.append(Candidate(_tidy(signed), "signature", max(offset - 1, 0)))
        match = FROM_RE.match(line) if index < 6 else None
        labelled = match and (match.group(1) or match.group(2)).strip()
        if labelled and looks_like_name(labelled):
            out.append(Candidate(_tidy(labelled), "from"))
        single = NAME_FIELD_RE.match(line) if index < 6 else None
        if single and _one_word_name(single.group(1)):
            out.append(Candidate(_tidy(single.group(1)), "from"))
    out += _running_names(document.meta.get("running", ""), texts)
    # A page's title may introduce its owner too ("Hi! This is Wei (Jason) Zhang speaking.").
    for line in [*texts[:15], document.title or ""]:
        match = INTRO_RE.search(line)
        named = match and (match.group(1) or match.group(2))
        found = named and re.sub(BRACKETED_GIVEN, r"\1", named)
        if found and looks_like_name(found):
            out.append(Candidate(_tidy(found), "intro"))
    # The text of the page's first picture (its owner's photo, "alt='Jane Doe'"): weak alone.
    found = name_from_title(document.meta.get("photo_alt"))
    if found:
        out.append(Candidate(found, "photo"))
    marked = document.meta.get("marked_author")
    if marked and looks_like_name(marked):
        out.append(Candidate(_tidy(marked), "marked"))  # set apart in the author lists
    found = name_from_copyright(document.meta.get("copyright"))
    if found:
        out.append(Candidate(found, "copyright"))
    for ent in entities or ():
        if ent.label_ == "PERSON" and looks_like_name(ent.text):
            before = ent.doc.text[max(0, ent.start_char - 30) : ent.start_char]
            out.append(Candidate(_tidy(ent.text), "entity", 0, before.split("\n")[-1]))
    return [c for c in out if _plausible(c.text)]


# A running header or footer, or a letter's last line, that names the document beside its
# writer: "Jane Doe — Research Statement — 2", "Statement of Purpose | Jane Doe".
DOCUMENT_TITLE_RE = re.compile(
    r"\b(?:statement|letter|purpose|curriculum vitae|r[ée]sum[ée]|cv|motivation)\b", re.I
)
RUNNING_PARTS_RE = re.compile(rf"\t|\s[{SEPARATORS}{DASHES},:]\s|,\s")
# The last lines of a letter looked at for such a footer that stayed in the text.
FOOTER_LINES = 3


def _running_names(running: str, texts: list[str]) -> list["Candidate"]:
    """The writer's name in a PDF's running headers and footers (taken off the pages as
    page furniture), or in a footer on a letter's last lines: a name-shaped part of a line
    whose other parts are the document's title or a page number. A running line that is
    a name alone ("Jane Doe" on every page) counts too."""
    out = []
    footers = [t for t in texts[-FOOTER_LINES:] if DOCUMENT_TITLE_RE.search(t)]
    for line in [*running.splitlines(), *footers]:
        parts = [p.strip() for p in RUNNING_PARTS_RE.split(line) if p.strip()]
        rest = [p for p in parts if not p.isdigit()]
        if not rest or len(rest) > 3:
            continue
        titled = any(DOCUMENT_TITLE_RE.search(p) for p in rest)
        if len(rest) > 1 and not titled:
            continue
        for part in rest:
            found = next((name for name, _, _ in top_line_names([part], limit=1)), None)
            if found:
                out.append(Candidate(found, "running"))
                break
    return out


# A one-word name is this long at least, in letters ("Budiman", "Sukarno"; not "Dr").
MIN_ONE_WORD_NAME = 3


def _one_word_name(word: str) -> bool:
    return (
        len(word) >= MIN_ONE_WORD_NAME
        and word.isalpha()
        and word[0].isupper()
        and word.lower() not in NOT_NAME_WORDS
    )


# Words run together where the text layer lost a narrow space ("AnaRoe": given name and
# surname set in two weights): each part a capital and two lower-case letters at least.
GLUED_RE = re.compile(r"^(?:[A-Z][a-z]{2,}){2,3}$")


def _unglued_names(texts: list[str]) -> list["Candidate"]:
    """ "AnaRoe" at the top and "ana.roe@..." beside it: the address spells the words apart,
    so they are the name. Only so: "MacLeod" and "DeVries" are one word."""
    spelled = [
        [_fold(w) for w in re.split(r"[._-]+", m.group(0).split("@")[0])]
        for line in texts
        for m in EMAIL_RE.finditer(line)
    ]
    out = []
    for rank, line in enumerate(texts):
        for word in line.split():
            if GLUED_RE.match(word):
                parts = re.findall(r"[A-Z][a-z]+", word)
                if [_fold(p) for p in parts] in spelled:
                    out.append(Candidate(" ".join(parts), "top", rank))
    return out


def _plausible(text: str) -> bool:
    words = text.split()
    # A section's heading set larger than the name ("SCHOLASTIC ACHIEVEMENTS") is no name.
    if heading_key(text):
        return False
    # "Kofi's Notes" is a site's title; "M. A." is a pair of initials.
    if any(re.search(r"['’]s$", w) for w in words):
        return False
    if is_town_and_country(text):
        return False
    if GIVEN_AND_INITIALS_RE.match(text):
        return text.split()[0].lower() not in NOT_NAME_WORDS
    if LEADING_INITIALS_RE.match(text):
        return True  # "S M Rahman": the given names are initials
    return sum(len(w.strip(".")) > 1 for w in words) >= 1 + (len(words) > 1)


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[^a-z]+", _fold(text)) if len(w) >= 3 and w not in PARTICLES]


def handle_agreement(text: str, keys: list[str]) -> int:
    """How many of the name's words the email address or a profile handle spells."""
    return sum(any(w in k for k in keys) for w in _words(text))


def score(candidate: Candidate, candidates: list[Candidate], keys: list[str], kind: str) -> float:
    value = RELIABILITY.get(kind, RELIABILITY["cv"])[candidate.source]
    if candidate.source in ("top", "signature", "display"):
        value -= LINE_POSITION_PENALTY * candidate.position
    if candidate.fragment:
        value -= FRAGMENT_PENALTY
    words = candidate.text.split()
    value += NAME_LENGTH_BONUS if 2 <= len(words) <= 4 else -ODD_LENGTH_PENALTY
    if candidate.text.isupper() or candidate.text.istitle():
        value += CASED_BONUS
    agree = handle_agreement(candidate.text, keys)
    value += HANDLE_BONUS * min(agree, 2)
    if GIVEN_AND_INITIALS_RE.match(candidate.text):
        # "Wei L": a name only where the address or a handle spells "Wei", and never over a
        # fuller candidate ("Wei L. Tan" stacked over two lines) that its one word agrees with.
        value -= INITIALS_PENALTY if agree else UNBACKED_INITIALS_PENALTY
    else:
        mine = set(_words(candidate.text))
        sources = {c.source for c in candidates if mine and mine <= set(_words(c.text))}
        value += REPEATED_BONUS * (len(sources) - 1)
    if OTHER_PERSON_RE.search(candidate.context) or LISTED_MENTOR_RE.search(candidate.context):
        value -= OTHER_PERSON_PENALTY
    if candidate.after and RECIPIENT_TITLE_RE.match(candidate.after):
        value -= OTHER_PERSON_PENALTY
    return value


def best_name(
    candidates: list[Candidate], keys: list[str], kind: str, greeting: str = ""
) -> str | None:
    greeted = set(_words(greeting))
    best, best_value = None, THRESHOLD
    for candidate in candidates:
        value = score(candidate, candidates, keys, kind)
        if greeted & set(_words(candidate.text)) and candidate.source != "from":
            value -= OTHER_PERSON_PENALTY  # "Dear Dr. Solberg": the letter is to this person
        if value > best_value:
            best, best_value = candidate.text, value
    return _fuller_form(best, candidates, keys, kind)


# Where a name is written out whole: the top of the page, its title or headings.
FULL_FORM_SOURCES = {"top", "display", "heading", "title", "meta", "stacked"}
MAX_NAME_WORDS = 4


def _fuller_form(best: str | None, candidates: list[Candidate], keys: list[str], kind: str):
    """ "I am Pouya Moeini" in the text and "Amir Pouya Moeini" at the top: the same person,
    written out whole at the top, so the fuller form is the name. Only given names are
    added: both end in the same surname ("Jo Roe User ID" is a name and a label). The one
    exception is the display type stacked over two lines ("ANA LUCIA" / "PEREIRA SOUZA"):
    its first line alone is a name too, and the second adds the surnames."""
    if best is None:
        return None
    mine = _words(best)
    fuller = [
        c
        for c in candidates
        if c.source in FULL_FORM_SOURCES
        and not c.fragment
        and mine
        and set(mine) < set(_words(c.text))
        and (
            _words(c.text)[-1] == mine[-1]
            or (c.source == "display" and _words(c.text)[: len(mine)] == mine)
        )
        and len(c.text.split()) <= MAX_NAME_WORDS
        and score(c, candidates, keys, kind) > THRESHOLD
    ]
    return max(fuller, key=lambda c: score(c, candidates, keys, kind)).text if fuller else best


def handle_keys(emails: list[str], links: dict) -> list[str]:
    keys = [e.split("@")[0] for e in emails[:1]]
    keys += [links[k].rstrip("/").rsplit("/", 1)[-1] for k in ("github", "linkedin") if k in links]
    return [re.sub(r"[^a-z]", "", _fold(k)) for k in keys if k]


def greeting_of(lines: list[str]) -> str:
    texts = [ln.strip() for ln in lines if ln.strip()]
    return next((t for t in texts[:12] if re.match(r"^dear\b", t, re.I)), "")
