"""From a parsed Profile to an Applicant: find the person, write the document's facts.

Facts are written with the Document they came from; re-ingesting a document
deletes and rewrites exactly its own facts. Reviews, tags and scores live in
other apps and are never touched here.
"""

import re
from collections import Counter
from urllib.parse import urlsplit

from django.db import connection, transaction
from django.db.models import OuterRef
from django.utils import timezone

from applicants.fact_keys import detach_hidden, keep_hidden, models_with_facts
from applicants.models import (
    Applicant,
    ApplicantSkill,
    Award,
    Document,
    Education,
    Email,
    Experience,
    Link,
    Phone,
    Publication,
    Skill,
    default_cycle_pk,
    max_length,
    normalize_name,
)
from applicants.skill_rank import rank_skills
from applicants.venue_index import VENUE_FIELDS, venue_columns
from applicants.weblinks import web_url

FACT_MODELS = [Email, Phone, Link, Education, Experience, Publication, ApplicantSkill, Award]
# Links that identify a person (a shared lab page or a LinkedIn search link would not).
IDENTIFYING_LINKS = {"homepage", "github", "scholar"}
PUB_STATUSES = {choice.value for choice in Publication.PubStatus}
# A publication's author list is JSON, not a column: these bound it.
MAX_AUTHORS = 100
MAX_AUTHOR_NAME = 200
# Any arbitrary constant: serialises "who is this document's applicant" (finding or creating
# one, merging two, moving a document) across workers and web requests on PostgreSQL.
_IDENTITY_LOCK = 7_314_002


def normalize_email(address: str) -> str:
    return (address or "").strip().strip("<>.,;").lower()


def normalize_url(url: str) -> str:
    """Lower-case host and path without scheme, "www." or trailing slash; the query is kept."""
    url = (url or "").strip()
    if "://" not in url:
        url = f"http://{url}"
    try:
        parts = urlsplit(url)
    except ValueError:  # a bracketed host that is no IP address: compare the text itself
        return url.split("://", 1)[1].rstrip("/").lower()
    host = (parts.hostname or "").lower().removeprefix("www.")
    path = parts.path.rstrip("/").lower()
    normalized = f"{host}{path}"
    if parts.query:
        normalized = f"{normalized}?{parts.query}"
    return normalized


def normalize_skill(name: str) -> str:
    return " ".join((name or "").lower().split())[: max_length(Skill, "normalized")]


def _clip(value, model, field: str) -> str:
    """The text, stripped and cut to fit model.field's column."""
    return (value or "").strip()[: max_length(model, field)]


def _confidence(value) -> float:
    """A fact's confidence in 0..1; a profile that does not say is taken as sure."""
    return min(max(float(value), 0.0), 1.0) if isinstance(value, int | float) else 1.0


def _year(value) -> int | None:
    return value if isinstance(value, int) and 1900 <= value <= 2100 else None


# -- Finding the applicant ---------------------------------------------------------------


def find_or_create_applicant(profile, cycle_id: int) -> Applicant:
    """Email, then homepage/GitHub/Scholar URL, then normalised name, with care; within the
    cycle only: someone who applied in an earlier cycle is a new applicant of this one (the
    applicant page recognises them, reviews.recognition). The caller holds lock_identities."""
    emails = {normalize_email(e) for e in profile.emails} - {""}
    links = {
        normalize_url(url)
        for kind, url in profile.links.items()
        if kind in IDENTIFYING_LINKS and url
    } - {""}
    if emails:
        match = (
            Email.objects.filter(address__in=emails, applicant__cycle_id=cycle_id)
            .order_by("applicant_id")
            .values_list("applicant_id", flat=True)
            .first()
        )
        if match:
            return Applicant.objects.get(pk=match)
    if links:
        match = (
            Link.objects.filter(
                normalized_url__in=links,
                kind__in=IDENTIFYING_LINKS,
                applicant__cycle_id=cycle_id,
            )
            .order_by("applicant_id")
            .values_list("applicant_id", flat=True)
            .first()
        )
        if match:
            return Applicant.objects.get(pk=match)

    name = _clip(profile.name, Applicant, "name")
    normalized = normalize_name(name)
    namesakes = list(
        Applicant.objects.filter(normalized_name=normalized, cycle_id=cycle_id).order_by("id")
    )
    if normalized and namesakes:
        if len(namesakes) == 1:
            namesake = namesakes[0]
            has_contacts = bool(emails or links)
            namesake_has_contacts = (
                namesake.emails.exists()
                or namesake.links.filter(kind__in=IDENTIFYING_LINKS).exists()
            )
            # A document with only a name (a cover letter) belongs with the one person of that
            # name; two sets of contacts that disagree are two people until someone says so.
            if not (has_contacts and namesake_has_contacts):
                return namesake
        return Applicant.objects.create(
            name=name, possible_duplicate_of=namesakes[0], cycle_id=cycle_id
        )
    return Applicant.objects.create(name=name, cycle_id=cycle_id)


def lock_identities() -> None:
    """Held until commit. SQLite already serialises writers (IMMEDIATE transactions);
    PostgreSQL needs a lock so two workers parsing one person's CV and homepage cannot
    both create the person, and an ingest never writes facts for an applicant a merge is
    taking away."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [_IDENTITY_LOCK])


def reload_owner(document: Document) -> None:
    """The document's (and its batch's) applicant as stored now, not as when the document
    was claimed: a merge or a move since then has sent it elsewhere."""
    document.refresh_from_db(fields=["applicant"])
    if document.batch_id is not None:
        document.batch.refresh_from_db(fields=["applicant"])


# -- Writing facts -----------------------------------------------------------------------


def delete_facts(document: Document) -> None:
    # A first parse finds no facts to detach or delete: one statement instead of sixteen.
    holding = models_with_facts(Document, document.pk, document=OuterRef("pk"))
    detach_hidden(document, holding)
    for model in holding:
        model.objects.filter(document=document).delete()


def write_facts(document: Document, profile) -> None:
    applicant = document.applicant
    common = {"applicant": applicant, "document": document}
    addresses = dict.fromkeys(
        normalize_email(a)[: max_length(Email, "address")] for a in profile.emails
    )
    Email.objects.bulk_create(Email(address=a, **common) for a in addresses if a)
    numbers = dict.fromkeys(p.strip() for p in profile.phones if p and p.strip())
    Phone.objects.bulk_create(
        Phone(number=n[: max_length(Phone, "number")], **common) for n in numbers
    )
    links = {kind: web_url(url) for kind, url in profile.links.items()}
    Link.objects.bulk_create(
        Link(
            kind=_clip(kind, Link, "kind"),
            url=_clip(url, Link, "url"),
            normalized_url=normalize_url(url)[: max_length(Link, "normalized_url")],
            **common,
        )
        for kind, url in links.items()
        if url
    )
    Education.objects.bulk_create(
        Education(
            institution=_clip(e.institution, Education, "institution"),
            degree=_clip(e.degree, Education, "degree"),
            field=_clip(e.field, Education, "field"),
            start_year=_year(e.start_year),
            end_year=_year(e.end_year),
            gpa=_clip(e.gpa, Education, "gpa"),
            confidence=_confidence(e.confidence),
            **common,
        )
        for e in profile.education
    )
    Experience.objects.bulk_create(
        Experience(
            organization=_clip(e.organization, Experience, "organization"),
            role=_clip(e.role, Experience, "role"),
            start_year=_year(e.start_year),
            end_year=_year(e.end_year),
            confidence=_confidence(e.confidence),
            **common,
        )
        for e in profile.experience
    )
    Publication.objects.bulk_create(
        Publication(
            title=_clip(p.title, Publication, "title"),
            venue=_clip(p.venue, Publication, "venue"),
            year=_year(p.year),
            authors=[str(a)[:MAX_AUTHOR_NAME] for a in p.authors][:MAX_AUTHORS],
            author_position=p.author_position if isinstance(p.author_position, int) else None,
            pub_status=p.status if p.status in PUB_STATUSES else "",
            confidence=_confidence(p.confidence),
            **common,
        )
        for p in profile.publications
        if p.title and p.title.strip()
    )
    skills = list(_skills(profile.skills))
    rating = profile.confidence or {}
    ApplicantSkill.objects.bulk_create(
        ApplicantSkill(skill=s, confidence=_confidence(rating.get("skills")), **common)
        for s in skills
    )
    titles = [title for title in profile.awards if title and title.strip()]
    Award.objects.bulk_create(
        Award(
            title=_clip(title, Award, "title"),
            confidence=_confidence(rating.get("awards")),
            **common,
        )
        for title in titles
    )
    keep_hidden(document)


def _skills(names: list[str]):
    wanted = {}
    for name in names:
        key = normalize_skill(name)
        if key and key not in wanted:
            wanted[key] = _clip(name, Skill, "name")
    if not wanted:
        return
    # Shared rows: another worker may create the same skill at the same moment.
    Skill.objects.bulk_create(
        [Skill(name=name, normalized=key) for key, name in wanted.items()], ignore_conflicts=True
    )
    yield from Skill.objects.filter(normalized__in=wanted)


# -- Summary fields ----------------------------------------------------------------------

_PHD = ("phd", "dphil", "doctor", "doctorate")
_MASTERS = ("ms", "msc", "ma", "meng", "mphil", "mres", "mtech", "mmath", "mba", "mas", "master")
_BACHELOR = ("bs", "bsc", "ba", "ab", "beng", "btech", "bmath", "bachelor", "undergrad", "bse")


def level_for_degree(degree: str) -> str:
    compact = re.sub(r"[^a-z]", "", (degree or "").lower())
    if not compact:
        return ""
    if compact.startswith(_PHD):
        return Applicant.Level.PHD
    if compact in _MASTERS or compact.startswith("master"):
        return Applicant.Level.MASTERS
    if compact in _BACHELOR or compact.startswith(("bachelor", "undergrad")):
        return Applicant.Level.UNDERGRADUATE
    return Applicant.Level.OTHER


_LEVEL_RANK = {
    Applicant.Level.PHD: 3,
    Applicant.Level.MASTERS: 2,
    Applicant.Level.UNDERGRADUATE: 1,
    Applicant.Level.OTHER: 0,
}
_KIND_PRIORITY = {Document.Kind.CV: 0, Document.Kind.HOMEPAGE: 1, Document.Kind.COVER_LETTER: 2}


def _current_education(educations: list[Education]) -> Education | None:
    if not educations:
        return None
    this_year = timezone.now().year
    # Begun and not yet ended; an entry with no years at all ("Some High School") tells
    # nothing of when it was, so it is no ongoing study.
    ongoing = [
        e
        for e in educations
        if (e.end_year or 0) >= this_year or (e.end_year is None and e.start_year is not None)
    ]
    pool = ongoing or educations
    return max(
        pool,
        key=lambda e: (
            _LEVEL_RANK.get(level_for_degree(e.degree), -1),
            e.end_year or 9999,
            e.start_year or 0,
        ),
    )


def refresh_applicant(applicant: Applicant) -> Applicant:
    """Recompute the summary fields and search text from the applicant's facts and documents."""
    # A person's correction of the name or institution may be newer than this instance.
    applicant.refresh_from_db(
        fields=["name", "name_corrected_at", "current_institution", "institution_corrected_at"]
    )
    documents = sorted(
        applicant.documents.filter(state=Document.State.PARSED, superseded_by=None),
        key=lambda d: (_KIND_PRIORITY.get(d.kind, 3), -(d.parsed_at or d.uploaded_at).timestamp()),
    )
    profiles = [d.profile or {} for d in documents]
    names = [p.get("name") for p in profiles if p.get("name")]
    if names and applicant.name_corrected_at is None:
        applicant.name = _clip(names[0], Applicant, "name")

    educations = list(applicant.educations.all())
    current = _current_education(educations)
    if current is not None:
        if applicant.institution_corrected_at is None:
            applicant.current_institution = current.institution
        applicant.level = level_for_degree(current.degree)

    graduation = next(
        (_year(p.get("expected_graduation")) for p in profiles if p.get("expected_graduation")),
        None,
    )
    if graduation is None and current is not None and current.end_year:
        graduation = current.end_year
    applicant.expected_graduation = graduation

    interests: dict[str, str] = {}
    for profile in profiles:
        for interest in profile.get("research_interests") or []:
            key = " ".join(str(interest).lower().split())
            if key and key not in interests:
                interests[key] = str(interest).strip()
    applicant.research_interests = list(interests.values())[:12]
    skills = list(
        ApplicantSkill.objects.filter(applicant=applicant)
        .order_by("id")
        .values_list("document_id", "skill__name")
    )
    applicant.top_skills = _ranked_skills(skills, documents)
    papers = list(applicant.publications.values_list("title", "venue", "pub_status"))
    applicant.publication_count = len(papers)  # the visible ones, as count_publications
    for name, value in venue_columns((venue, status) for _, venue, status in papers).items():
        setattr(applicant, name, value)  # as index_venues

    applicant.search_text = build_search_text(
        applicant,
        educations,
        [name for _, name in skills],
        [(title, venue) for title, venue, _ in papers],
        documents,
    )
    applicant.save(
        update_fields=[
            "name",
            "current_institution",
            "level",
            "expected_graduation",
            "research_interests",
            "top_skills",
            "publication_count",
            *VENUE_FIELDS,
            "search_text",
            "updated_at",
        ]
    )
    return applicant


def _ranked_skills(skills: list[tuple[int | None, str]], documents) -> list[str]:
    """skills: (document id, name) of each of the applicant's skill facts, oldest first."""
    listed: dict[int, list[str]] = {document.pk: [] for document in documents}
    corrected: list[str] = []  # added by a person, not read from a current document
    for document_id, name in skills:
        if document_id is None:
            corrected.append(name)
        elif document_id in listed:  # a superseded document's skills no longer count
            listed[document_id].append(name)
    newest_first = sorted(documents, key=lambda d: d.parsed_at or d.uploaded_at, reverse=True)
    return rank_skills([("", corrected)] + [(d.text, listed[d.pk]) for d in newest_first])


def build_search_text(applicant, educations, skill_names, papers, documents) -> str:
    parts = [applicant.name]
    parts += [e.institution for e in educations]
    parts += [e.organization for e in applicant.experiences.all()]
    parts += skill_names
    for title, venue in papers:
        parts += [title, venue]
    parts += [a.title for a in applicant.awards.all()]
    parts += list(applicant.research_interests)
    parts += [d.text for d in documents]
    # Repeated values (one institution on three documents) are indexed once.
    counted = Counter(p.strip() for p in parts if p and p.strip())
    return "\n".join(counted)


# -- The whole step ----------------------------------------------------------------------


@transaction.atomic
def ingest(document: Document, profile, *, target: Applicant | None = None) -> Applicant | None:
    """Attach the document to its applicant and rewrite its facts; returns the applicant
    (None when the document names nobody: a coordinator then moves it to someone)."""
    lock_identities()
    reload_owner(document)
    previous = document.applicant
    if target is not None:
        document.applicant = target
    elif document.applicant_id is None:
        batch_target = document.batch.applicant if document.batch_id else None
        if batch_target is not None:
            document.applicant = batch_target
        elif identifies_someone(profile):
            cycle_id = document.batch.cycle_id if document.batch_id else None
            document.applicant = find_or_create_applicant(profile, cycle_id or default_cycle_pk())
    document.save(update_fields=["applicant"])
    delete_facts(document)
    if document.applicant_id is not None:
        write_facts(document, profile)
    if previous is not None and previous.pk != document.applicant_id:
        refresh_applicant(previous)
    return document.applicant


def identifies_someone(profile) -> bool:
    """A name, an email or a personal link; without any, the document waits for a person."""
    has_link = any(kind in IDENTIFYING_LINKS and url for kind, url in profile.links.items())
    return bool(normalize_name(profile.name or "") or profile.emails or has_link)
