"""Possible conflicts of interest read from the data. Pure: plain values in, suggestions out.

Four rules, each giving its evidence in words for the coordinator who decides:
- institution: the reviewer's current institution (their profile) is the applicant's
  current one (the record, a current education or a current employer);
- coauthor: the reviewer's name is among a publication's authors;
- advisor: the reviewer's full name is written next to advisor/supervisor/mentor in a document;
- email_domain: an applicant's address shares the reviewer's organisation's domain
  (never a webmail domain: two gmail.com users know nothing of each other).
"""

import re
import unicodedata
from dataclasses import dataclass, field

WEBMAIL_DOMAINS = frozenset(
    {
        "gmail.com",
        "googlemail.com",
        "outlook.com",
        "hotmail.com",
        "live.com",
        "msn.com",
        "yahoo.com",
        "ymail.com",
        "icloud.com",
        "me.com",
        "aol.com",
        "proton.me",
        "protonmail.com",
        "pm.me",
        "gmx.com",
        "gmx.de",
        "gmx.net",
        "web.de",
        "mail.ru",
        "yandex.ru",
        "yandex.com",
        "qq.com",
        "163.com",
        "126.com",
        "sina.com",
        "foxmail.com",
        "naver.com",
        "zoho.com",
        "fastmail.com",
        "hey.com",
        "tutanota.com",
        "rediffmail.com",
    }
)
# Surnames shared by so many people that an initial and a surname say nothing alone.
_COMMON = (
    "wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he lin gao luo "
    "kim lee park choi jung kang cho nguyen tran le pham singh kumar sharma patel gupta "
    "shah khan ali smith johnson williams brown jones garcia miller davis rodriguez "
    "martinez hernandez lopez gonzalez wilson anderson taylor thomas moore martin "
    "muller mueller schmidt schneider fischer weber meyer wagner"
)
COMMON_SURNAMES = frozenset(_COMMON.split())
ADVISOR_WORDS = r"(?:advis(?:or|er|ed by)|supervis(?:or|ed by|ion)|mentor(?:ed by)?|co-?advisor)"
# Second-level labels under a country code: example.ac.uk is an organisation, ac.uk is not.
SECOND_LEVEL = frozenset({"ac", "edu", "co", "com", "org", "gov", "net", "or", "ne", "go"})


@dataclass(frozen=True)
class ReviewerFacts:
    first_name: str = ""
    last_name: str = ""
    email: str = ""
    institution: str = ""


@dataclass(frozen=True)
class ApplicantFacts:
    current_institutions: list[str] = field(default_factory=list)  # "where" words, evidence
    author_lists: list[tuple[str, list[str]]] = field(default_factory=list)  # (title, authors)
    texts: list[str] = field(default_factory=list)
    emails: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Suggestion:
    rule: str
    evidence: str


def suggest_conflicts(applicant: ApplicantFacts, reviewer: ReviewerFacts) -> list[Suggestion]:
    found = [
        _same_institution(applicant, reviewer),
        _coauthor(applicant, reviewer),
        _named_as_advisor(applicant, reviewer),
        _same_email_domain(applicant, reviewer),
    ]
    return [suggestion for suggestion in found if suggestion]


def normalize_institution(name: str) -> str:
    text = _ascii(name).lower().replace("&", " and ")
    text = re.sub(r"\buniv\b\.?", "university", text)
    words = re.findall(r"[a-z0-9]+", text)
    if words[:1] == ["the"]:
        words = words[1:]
    return " ".join(words)


def _same_institution(applicant: ApplicantFacts, reviewer: ReviewerFacts) -> Suggestion | None:
    mine = normalize_institution(reviewer.institution)
    if not mine:
        return None
    for place in applicant.current_institutions:
        if normalize_institution(place) == mine:
            return Suggestion(
                "institution", f"Both currently at {place} (the reviewer's profile says so too)."
            )
    return None


def _ascii(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text or "")
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _name_words(name: str) -> list[str]:
    return re.findall(r"[a-z]+", _ascii(name).lower())


def author_is(author: str, first_name: str, last_name: str) -> bool:
    """Whether an author string names this person: the full name, or an initial and the
    surname when the surname is not a common one."""
    first, last = _name_words(first_name), _name_words(last_name)
    if not first or not last:
        return False
    if "," in author:  # "Surname, First"
        surname_part, _, given_part = author.partition(",")
        author = f"{given_part} {surname_part}"
    words = _name_words(author)
    if len(words) < len(last) + 1 or words[-len(last) :] != last:
        return False
    given = words[: -len(last)]
    if given[:1] == first[:1]:
        return True
    initial = given[0] if given else ""
    return len(initial) == 1 and initial == first[0][0] and " ".join(last) not in COMMON_SURNAMES


def _coauthor(applicant: ApplicantFacts, reviewer: ReviewerFacts) -> Suggestion | None:
    for title, authors in applicant.author_lists:
        for author in authors:
            if author_is(author, reviewer.first_name, reviewer.last_name):
                return Suggestion("coauthor", f"“{author}” is an author of “{title}”.")
    return None


def _named_as_advisor(applicant: ApplicantFacts, reviewer: ReviewerFacts) -> Suggestion | None:
    first, last = _name_words(reviewer.first_name), _name_words(reviewer.last_name)
    if not first or not last:
        return None
    # The full name, with any title or middle initial between, near an advisor word.
    name = r"\b" + r"\W+(?:\w\.?\W+)?".join(map(re.escape, [*first, *last])) + r"\b"
    near = rf"{ADVISOR_WORDS}[^\n]{{0,60}}?{name}|{name}[^\n]{{0,40}}?{ADVISOR_WORDS}"
    pattern = re.compile(near, re.IGNORECASE)
    for text in applicant.texts:
        text = _ascii(text)
        match = pattern.search(text)
        if match:
            # The whole line it is on: "Thesis supervisor: ..." reads better than the match.
            start = max(text.rfind("\n", 0, match.start()) + 1, match.start() - 60)
            end = text.find("\n", match.end())
            end = min(end if end >= 0 else len(text), match.end() + 60)
            line = " ".join(text[start:end].split())
            return Suggestion("advisor", f"A document says: “{line}”.")
    return None


def organisation_domain(email: str) -> str:
    """The organisation's part of an address: cs.example.edu -> example.edu, and
    dept.example.ac.uk -> example.ac.uk. Empty for webmail and malformed addresses."""
    _, at, domain = (email or "").strip().lower().rpartition("@")
    labels = [label for label in domain.split(".") if label]
    if not at or len(labels) < 2:
        return ""
    keep = 3 if len(labels) >= 3 and len(labels[-1]) == 2 and labels[-2] in SECOND_LEVEL else 2
    organisation = ".".join(labels[-keep:])
    return "" if organisation in WEBMAIL_DOMAINS or domain in WEBMAIL_DOMAINS else organisation


def _same_email_domain(applicant: ApplicantFacts, reviewer: ReviewerFacts) -> Suggestion | None:
    mine = organisation_domain(reviewer.email)
    if not mine:
        return None
    for address in applicant.emails:
        if organisation_domain(address) == mine:
            return Suggestion("email_domain", f"{address} shares the reviewer's domain {mine}.")
    return None
