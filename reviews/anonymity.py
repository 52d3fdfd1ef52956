"""The anonymised first pass: reviewers judge the work before they learn who did it.

While a cycle with the pass switched on is collecting or reviewing, everyone but the
coordinators (who upload, merge and settle conflicts, and so must know) sees an applicant
as "Applicant #12": no name, e-mail, phone or profile link; the documents only as extracted
text with those (and the institution, when the cycle hides it too) replaced by
placeholders, never the original files, whose photo and letterhead would tell; and the
search does not find an applicant by who they are. From the discussion phase on,
everything shows.

Hiding sets display attributes on the objects a view renders (Applicant.identity_hidden,
Document.identity_hidden, a redacted copy of the text); the stored fields are untouched.
"""

import re
from dataclasses import dataclass

from django.db.models import Exists, OuterRef, Q

from applicants.ingest import normalize_url
from applicants.models import Applicant, Document, Education, Email, Link, Phone
from applicants.roles import is_coordinator
from reviews.models import Cycle

HIDDEN_PHASES = (Cycle.Phase.COLLECTING, Cycle.Phase.REVIEWING)
NAME, EMAIL, PHONE, LINK, INSTITUTION = "[name]", "[e-mail]", "[phone]", "[link]", "[institution]"
OTHER_RECORD = "another record"
FILE_HIDDEN = (
    "The original file is hidden in the anonymised first pass: read its extracted text, "
    "with names, contacts and links taken out."
)
NOTE = "Anonymised first pass: names, contacts and links are hidden until the discussion."

# Whatever the applicant's own facts say, these always go: addresses, links and
# international phone numbers, including the "name [at] host [dot] edu" spellings.
AT = r"\s*(?:@|[\[({<]\s*at\s*[\])}>])\s*"
DOT = r"\s*(?:\.|[\[({<]\s*dot\s*[\])}>])\s*"
EMAIL_PATTERN = re.compile(rf"[\w.+-]+{AT}[\w-]+(?:{DOT}[\w-]+)+", re.IGNORECASE)
URL_PATTERN = re.compile(
    r"(?:https?://|www\.)\S+"  # with a scheme or www
    r"|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/[\w./~%?=&#+-]*"  # host/path
    r"|\b[\w-]+\.github\.io\b",
    re.IGNORECASE,
)
PHONE_PATTERN = re.compile(r"\+\d[\d\s().-]{6,}\d")
# A word of a name worth hiding: initials alone say little and would blank every "A".
MIN_NAME_PART = 2
MIN_HANDLE = 3


@dataclass(frozen=True)
class AnonymisedPass:
    """The pass as it applies to one viewer in one cycle."""

    institution: bool  # the institution is hidden too


def pass_for(user, cycle: Cycle | None) -> AnonymisedPass | None:
    """The pass that hides identities from this user in this cycle, or None."""
    if cycle is None or not cycle.anonymised_first_pass or cycle.phase not in HIDDEN_PHASES:
        return None
    if is_coordinator(user):
        return None
    return AnonymisedPass(institution=cycle.anonymise_institution)


def passes_for(user) -> dict[int, AnonymisedPass]:
    """pass_for of every cycle that has one for this user, by cycle id (one query)."""
    if is_coordinator(user):
        return {}
    cycles = Cycle.objects.filter(anonymised_first_pass=True, phase__in=HIDDEN_PHASES)
    return {
        pk: AnonymisedPass(institution=institution)
        for pk, institution in cycles.values_list("pk", "anonymise_institution")
    }


def hide_applicants(applicants, user) -> None:
    """Marks each applicant whose cycle hides identities from the user (lists, queues)."""
    passes = passes_for(user)
    for applicant in applicants:
        hidden = passes.get(applicant.cycle_id)
        if hidden is not None:
            hide_applicant(applicant, hidden)


def hide_applicant(applicant: Applicant, hidden: AnonymisedPass) -> None:
    applicant.identity_hidden = True
    applicant.institution_hidden = hidden.institution


# -- Redacting text ----------------------------------------------------------------------


class Redactor:
    """Replaces one applicant's name, contacts, links (and institutions) in any text."""

    def __init__(self, *, names=(), phones=(), links=(), institutions=(), texts=()):
        # E-mail addresses need no list: EMAIL_PATTERN takes every one, known or not.
        specific: list[tuple[re.Pattern, str]] = []
        for phone in phones:
            digits = re.findall(r"\d", phone)
            if len(digits) >= 6:
                specific.append((re.compile(r"[\s().+-]*".join(digits)), PHONE))
        for link in links:
            for part in _link_parts(link):
                specific.append((_literal(part), LINK))
        for institution in sorted(_institution_names(institutions, texts), key=len, reverse=True):
            specific.append((_literal(institution, whole_words=True), INSTITUTION))
        for word in sorted(_name_words(names), key=len, reverse=True):
            specific.append((re.compile(rf"\b{re.escape(word)}\b", re.IGNORECASE), NAME))
        self.patterns = [
            (EMAIL_PATTERN, EMAIL),
            (URL_PATTERN, LINK),
            *specific,
            (PHONE_PATTERN, PHONE),
        ]

    def __call__(self, text: str) -> str:
        for pattern, placeholder in self.patterns:
            text = pattern.sub(placeholder, text)
        return text


def _literal(text: str, *, whole_words: bool = False) -> re.Pattern:
    """The text, any run of spaces matching any other, ignoring case."""
    pattern = r"\s+".join(re.escape(word) for word in text.split())
    if whole_words:
        pattern = rf"(?<!\w){pattern}(?!\w)"
    return re.compile(pattern, re.IGNORECASE)


INSTITUTION_JOINS = re.compile(r"\s*(?:&|\band\b|/|;|,|\(|\))\s*")
ACRONYM = re.compile(r"[A-Z][A-Z&.]{1,7}")
MIN_INSTITUTION_PART = 3
MIN_DISTINCTIVE = 4
# Words many institutions' names share: alone they name none.
GENERIC_INSTITUTION_WORDS = {
    "university", "universität", "universitat", "universidad", "universidade", "université",
    "universite", "università", "universita", "universiteit", "institute", "institut",
    "instituto", "istituto", "college", "school", "technology", "technical", "technische",
    "science", "sciences", "academy", "polytechnic", "politecnico", "national", "state",
    "center", "centre", "research", "laboratory", "laboratories", "labs", "engineering",
    "faculty", "department", "campus", "graduate", "international", "federal", "royal",
    "higher", "studies", "advanced", "applied", "medical", "public", "private", "city",
    "american", "european", "supercomputing", "computing", "computer",
}  # fmt: skip
# The long form before "(ACRONYM)": capitalised words and the small words between them.
CAPITALISED = r"[^\W\d_a-z][\w'’.-]*"
SMALL_WORDS = r"(?:of|de|di|da|del|della|des|du|la|le|für|for|and|the|y|e|et|van|von)"
SPELLED_OUT = rf"{CAPITALISED}(?:\s+(?:{CAPITALISED}|{SMALL_WORDS}))*"


def _institution_names(institutions, texts) -> set[str]:
    """Each institution, each part of a joint one ("UPC & BSC"), and the long form of an
    acronym among them wherever the documents spell it out: "UPC (Universitat ...)" or
    "Universitat ... (UPC)"."""
    names = set()
    for institution in institutions:
        if not (institution or "").strip():
            continue
        names.add(institution.strip())
        names.update(
            part
            for part in INSTITUTION_JOINS.split(institution)
            if len(part) >= MIN_INSTITUTION_PART
        )
    # A distinctive word of the name says it as well: "the Northbridge Fellowship".
    names.update(
        word
        for name in list(names)
        for word in re.findall(rf"{CAPITALISED}", name)
        if len(word) >= MIN_DISTINCTIVE and word.casefold() not in GENERIC_INSTITUTION_WORDS
    )
    for acronym in [name for name in names if ACRONYM.fullmatch(name)]:
        word = re.escape(acronym)
        spelled = re.compile(rf"\b{word}\s*\(([^()\n]{{5,90}})\)|({SPELLED_OUT})\s*\({word}\)")
        for text in texts:
            for match in spelled.finditer(text or ""):
                names.add((match.group(1) or match.group(2)).strip())
    return names


def _name_words(names) -> set[str]:
    return {
        word
        for name in names
        for word in re.findall(r"[^\W\d_][^\W\d_'’-]*", name or "")
        if len(word) >= MIN_NAME_PART
    }


def _link_parts(url: str) -> list[str]:
    """The link as ingest normalises it (no scheme, "www." or trailing slash), and a handle
    in its path (github.com/handle)."""
    bare = normalize_url(url)
    parts = [bare] if bare else []
    path = bare.split("?", 1)[0].partition("/")[2]
    handle = path.rsplit("/", 1)[-1]
    if len(handle) >= MIN_HANDLE and re.fullmatch(r"[\w.-]+", handle):
        parts.append(handle)
    return parts


def redactor_for(applicant: Applicant, hidden: AnonymisedPass) -> Redactor:
    """A Redactor for everything the applicant's record knows about who they are; kept on
    the instance, so the profile and the documents of one page read the facts once."""
    if getattr(applicant, "_redactor", None) is None:
        applicant._redactor = _redactor(applicant, hidden)
    return applicant._redactor


def _redactor(applicant: Applicant, hidden: AnonymisedPass) -> Redactor:
    institutions, texts = [], []
    if hidden.institution:
        institutions = [applicant.current_institution, *_education_institutions(applicant)]
        texts = applicant.documents.values_list("text", flat=True)
    return Redactor(
        names=[applicant.name],
        phones=Phone.every.filter(applicant=applicant).values_list("number", flat=True),
        links=Link.every.filter(applicant=applicant).values_list("url", flat=True),
        institutions=institutions,
        texts=texts,
    )


def _education_institutions(applicant: Applicant) -> list[str]:
    return list(
        Education.every.filter(applicant=applicant)
        .exclude(institution="")
        .values_list("institution", flat=True)
    )


def hide_document(document: Document, redact: Redactor) -> None:
    """The document as a reviewer in the pass sees it: a neutral title, no source address,
    the text redacted, and (through identity_hidden) no original file."""
    document.identity_hidden = True
    document.text = redact(document.text or "")
    document.source_url = ""
    document.failure_reason = redact(document.failure_reason or "")
    document.warnings = [redact(str(warning)) for warning in document.warnings or []]


def hide_documents(documents, applicant: Applicant, hidden: AnonymisedPass) -> None:
    redact = redactor_for(applicant, hidden)
    for document in documents:
        hide_document(document, redact)


def document_pass(user, document: Document) -> AnonymisedPass | None:
    """The pass over a document: its applicant's cycle, or its upload's for one unattached."""
    if document.applicant is not None:
        return pass_for(user, document.applicant.cycle)
    return pass_for(user, document.batch.cycle if document.batch else None)


def hide_for(user, document: Document) -> bool:
    """Hides the document (and its applicant) when a pass applies; whether one did."""
    hidden = document_pass(user, document)
    if hidden is None:
        return False
    if document.applicant is not None:
        hide_applicant(document.applicant, hidden)
        redact = redactor_for(document.applicant, hidden)
    else:
        redact = Redactor()
    hide_document(document, redact)
    return True


def hide_profile(context: dict, applicant: Applicant, hidden: AnonymisedPass) -> None:
    """The applicant page's profile (reviews.fact_views.profile_context) as the pass shows
    it: no contacts or links, institutions and organisations redacted when hidden too, the
    sources' titles neutral, and nothing to correct."""
    hide_applicant(applicant, hidden)
    redact = redactor_for(applicant, hidden)
    context.update(emails=[], phones=[], links=[], may_correct=False, anonymised=NOTE)
    for item in context["education"]:
        item.institution = redact(item.institution)
    for item in context["experience"]:
        item.organization = redact(item.organization)
    for item in context["awards"]:
        item.title = redact(item.title)
    sources = [
        d
        for key in ("education", "experience", "publications", "awards")
        for item in context[key]
        for d in item.documents
    ]
    sources += [skill.document for skill in context["skills"] if skill.document is not None]
    for document in sources:  # they only label facts: their (deferred) text is not shown
        document.identity_hidden = True


# -- Searching ---------------------------------------------------------------------------


def identity_q(word: str, hidden: AnonymisedPass) -> Q:
    """Applicants the word names: part of their name, an e-mail, phone or link (or, when
    hidden too, an institution). A search by it must not tell them apart."""
    stem = re.sub(r"(?:'s|’s|s)$", "", word) if len(word) > 3 else word

    def facts(model, field: str) -> Q:
        return Q(Exists(model.every.filter(applicant=OuterRef("pk"), **{field: stem})))

    names = (
        Q(name__icontains=stem)
        | facts(Email, "address__icontains")
        | facts(Phone, "number__icontains")
        | facts(Link, "url__icontains")
    )
    if hidden.institution:
        names |= Q(current_institution__icontains=stem) | facts(Education, "institution__icontains")
    return names


def blind_query(query, hidden: AnonymisedPass) -> None:
    """Drops the search terms that ask who the applicant is (name:, and institution: when
    it is hidden too), telling the user why."""
    keys = {"name", "institution"} if hidden.institution else {"name"}
    kept = [term for term in query.terms if term.key not in keys]
    if len(kept) < len(query.terms):
        shown = " and ".join(f"{key}:" for key in sorted(keys, reverse=True))
        query.errors.append(f"{shown} searches are off in the anonymised first pass.")
    query.terms[:] = kept


def blind_sort(sort: str, hidden: AnonymisedPass) -> str:
    """A sort that would line applicants up by who they are sorts by arrival instead."""
    key = sort.lstrip("-")
    if key == "name" or (key == "institution" and hidden.institution):
        return sort.replace(key, "id")
    return sort
