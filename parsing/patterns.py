"""Patterns the parsing modules share, each written once: capital letters, dashes, web
addresses, the split of prose into sentences, and the words that put a stated fact in the future."""

import re

# Capital and small letters, accented Latin ones included ("Ó", "Ø"; "ó", "ß"), for inside
# brackets (the multiplication and division signs between them left out).
UPPER_LATIN = "A-ZÀ-ÖØ-Þ"
LOWER_LATIN = "a-zß-öø-ÿ"
# Dashes, for inside brackets: a hyphen (escaped, so it stands anywhere in a class), an en
# dash and an em dash. Documents write any of them between a range's ends.
LONG_DASHES = "–—"  # set apart by spaces, these part a row where a hyphen may join words
DASHES = rf"\-{LONG_DASHES}"
# "Some Store, Thamel — Frontend Developer", "Some Academy, Town — High School": a name and
# its place before a long dash, the post or level after it (online builders, Google Docs).
PLACED_HEAD_DASH_RE = re.compile(
    rf"^(?P<name>[^,{LONG_DASHES}]+),\s*(?P<place>[^,{LONG_DASHES}]+?)\s+[{LONG_DASHES}]\s+"
    rf"(?P<after>[^,{LONG_DASHES}]+)$"
)
# "X Bursary (County Honour) Y Prize (Faculty Honour)", "Welsh (fluent) Basque (native)":
# two items, each with its remark in brackets, side by side without a separator.
BRACKETED_PAIR_RE = re.compile(r"^([^()]+\([^()]+\))\s+([A-Z][^()]+\([^()]+\))\.?$")
# Between the items of a row ("Python | C++", "Home · Research"): a bar, a bullet, a middle dot.
SEPARATORS = "|•·"
# Where a written web address starts: its scheme, or "www." without one.
URL_START = r"(?:https?://|www\.)"
# What to strip from an address to compare it: the scheme, then "www.", either of them optional.
URL_SCHEME_AND_WWW = r"(?:https?://)?(?:www\.)?"
# The words that label an advisor or a mentor beside an entry ("Advisor: Prof. Ann Roe").
ADVISOR_WORDS = r"advis(?:or|ors|er|ed by)"
# "Guide: Prof. Ann Roe" (Indian CVs' word for the supervisor) only as a label: a colon after it.
MENTOR_WORDS = rf"{ADVISOR_WORDS}|mentors?|supervis(?:or|ors|ed by)|guides?(?=\s*:)"
# The writer speaking: a remark or a description, never a paper's title or an award's name.
FIRST_PERSON_RE = re.compile(r"\b(I|me|my|I'm|I've)\b")

# A sentence ends after ".", "!" or "?" that follows two lower-case letters, digits or a
# closing bracket, never after a title ("Prof.", "Dr.") or "et al."; the next one starts with
# a capital, a quote or a bracket. Where an acronym may end one ("... for the Tern HSRP. I
# have ..."), a period after two capitals ends it too; degree sentences do not split there
# ("... of Marine Sciences HSU. My thesis ...": the clause keeps its degree).
_SENTENCE_END = r"(?<=[a-z0-9)\]]{2}[.!?])"
_ACRONYM_END = r"(?<=[A-Z]{2}[.!?])"
_SENTENCE_START = r"(?<!Prof\.)(?<!Dr\.)(?<!al\.)\s+(?=[A-Z\"“(])"
SENTENCE_BREAK_RE = re.compile(_SENTENCE_END + _SENTENCE_START)
SENTENCE_OR_ACRONYM_BREAK_RE = re.compile(f"(?:{_SENTENCE_END}|{_ACRONYM_END})" + _SENTENCE_START)


def split_sentences(text: str, *, acronym_ends: bool = False) -> list[str]:
    pattern = SENTENCE_OR_ACRONYM_BREAK_RE if acronym_ends else SENTENCE_BREAK_RE
    return pattern.split(text)


# A person's academic title before their name: "Prof.", "Professor", "Dr".
PERSON_TITLE = r"(?:Prof(?:essor)?|Dr)\b\.?"

# Words that make a degree, post or honour a hope or an application's target, not a record.
FUTURE_RE = re.compile(
    r"\b(pursue|pursuing|apply|applying|would\s+(?:like|love)|hope|plan|aspire|seek(?:ing)?|"
    r"looking\s+(?:for|forward)|want|aim|interested|"
    r"interest\s+in\s+(?:the|your|an?|joining|applying|pursuing)|enthusiasm\s+for|goal|dream|"
    r"wish)\b",
    re.I,
)
# "I'm currently pursuing my MS", "a doctoral student pursuing the degree": under way, not
# hoped for.
PRESENT_PURSUIT_RE = re.compile(
    r"\b(?:I\s+am|I'm|I’m|[Cc]urrently|students?|candidates?)\s+(?:currently\s+)?pursuing\b"
)


# "I would like to highlight that I was ...": the writer pointing at a fact, not a hope.
POINTING_OUT_RE = re.compile(
    r"\bwould\s+(?:like|love)\s+to\s+(?:emphasi[sz]e|highlight|mention|note|stress|add|"
    r"point\s+out|share|describe|introduce)\b",
    re.I,
)


def looks_ahead(text: str) -> bool:
    """Whether the text before a fact places it in the future."""
    return bool(FUTURE_RE.search(POINTING_OUT_RE.sub(" ", PRESENT_PURSUIT_RE.sub(" ", text))))


# "Relevant Coursework: ...", "Courses: ...": a line of courses taken, no degree and no skills.
COURSE_LINE_RE = re.compile(
    r"^(relevant\s+|key\s+|core\s+)?(course|coursework|courses|selected courses)", re.I
)

# "800 N Some College Blvd", "12 Market Street": a house number, then a street's name and
# kind; an address line, never an institution or an employer, whatever words it holds.
STREET_ADDRESS_RE = re.compile(
    r"^\d{1,6}[A-Z]?\s+(?:[NSEW]\.?\s+)?(?:[A-Z0-9][\w.'-]*\s+){0,5}?"
    r"(?:Street|St|Avenue|Ave|Boulevard|Blvd|Road|Rd|Drive|Dr|Lane|Ln|Way|Place|Pl|Court|Ct|"
    r"Highway|Hwy|Parkway|Pkwy|Terrace|Circle|Square|Sq)\b\.?"
)

# A new-style arXiv identifier written bare ("2405.01234", "2405.01234v2"): year and month,
# then the paper's number; never part of a DOI, an address or a longer number.
BARE_ARXIV_ID_RE = re.compile(r"(?<![\w.:/])\d{2}(?:0[1-9]|1[0-2])\.\d{4,5}(?:v\d+)?(?![\w.])")
