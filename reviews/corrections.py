"""People correcting an applicant's profile: edit, add or hide a fact, fix the name or the
institution, delete the applicant. Each change is atomic and writes its audit row.

A person's fact is a row of the fact's own table with origin "person" and no document,
so everything that reads facts (page, list, search, export) reads it like any other; a
parser fact a person edited or hid stays in its table, hidden, so a re-parse that states
it again keeps it hidden (applicants.fact_keys).
"""

from django.conf import settings
from django.core.files.storage import default_storage
from django.db import transaction
from django.utils import timezone

from applicants.fact_keys import same_parser_facts
from applicants.ingest import (
    FACT_MODELS,
    lock_identities,
    normalize_email,
    normalize_skill,
    normalize_url,
    refresh_applicant,
)
from applicants.models import (
    Applicant,
    ApplicantSkill,
    Award,
    Document,
    Education,
    Email,
    Experience,
    Fact,
    Link,
    Phone,
    Publication,
    Skill,
)
from applicants.roles import is_coordinator
from reviews.models import AuditEntry, Review

# The names in URLs and forms for each kind of fact.
FACT_KINDS = {
    "education": Education,
    "experience": Experience,
    "publication": Publication,
    "skill": ApplicantSkill,
    "award": Award,
    "link": Link,
    "email": Email,
    "phone": Phone,
}
KIND_OF_MODEL = {model: kind for kind, model in FACT_KINDS.items()}


def may_correct(user) -> bool:
    return is_coordinator(user) or (user.is_authenticated and settings.REVIEWERS_MAY_CORRECT_FACTS)


def _audit(applicant_id, actor, action: str, /, **detail) -> AuditEntry:
    return AuditEntry.objects.create(
        applicant_id=applicant_id, actor=actor, action=action, detail=detail
    )


def _fill(fact: Fact, values: dict) -> Fact:
    """Sets the form's values, and what derives from them (a link's matching URL, the skill
    row a skill name stands for)."""
    values = dict(values)
    if isinstance(fact, ApplicantSkill):
        name = values.pop("name").strip()[:100]
        fact.skill, _ = Skill.objects.get_or_create(
            normalized=normalize_skill(name), defaults={"name": name}
        )
    for field, value in values.items():
        setattr(fact, field, value)
    if isinstance(fact, Link):
        fact.normalized_url = normalize_url(fact.url)[:1000]
    if isinstance(fact, Email):
        fact.address = normalize_email(fact.address)
    return fact


def _stamp(fact: Fact, user, now) -> None:
    fact.corrected_by = user
    fact.corrected_at = now


def _hide_parser_copies(fact: Fact, user, now) -> None:
    for copy in same_parser_facts(fact):
        copy.hidden = True
        _stamp(copy, user, now)
        copy.save(update_fields=["hidden", "corrected_by", "corrected_at"])


@transaction.atomic
def add_fact(applicant: Applicant, model, values: dict, user) -> Fact:
    fact = _fill(model(applicant=applicant, origin=Fact.Origin.PERSON), values)
    _stamp(fact, user, timezone.now())
    fact.save()
    _audit(applicant.pk, user, "fact_added", kind=KIND_OF_MODEL[model], fact=str(fact))
    refresh_applicant(applicant)
    return fact


@transaction.atomic
def correct_fact(fact: Fact, values: dict, user) -> Fact:
    """A person's fact is edited in place; a parser's fact (with its copies from other
    documents) is hidden and a person's corrected copy takes its place."""
    now = timezone.now()
    before = str(fact)
    if fact.origin == Fact.Origin.PARSER:
        _hide_parser_copies(fact, user, now)
        fact.pk = None
        fact.document = None
        fact.origin = Fact.Origin.PERSON
        fact.hidden = False
        fact.confidence = 1.0
    _fill(fact, values)
    _stamp(fact, user, now)
    fact.save()
    kind = KIND_OF_MODEL[type(fact)]
    _audit(fact.applicant_id, user, "fact_corrected", kind=kind, before=before, after=str(fact))
    refresh_applicant(fact.applicant)
    return fact


@transaction.atomic
def hide_fact(fact: Fact, user) -> None:
    now = timezone.now()
    if fact.origin == Fact.Origin.PARSER:
        _hide_parser_copies(fact, user, now)
    else:
        fact.hidden = True
        _stamp(fact, user, now)
        fact.save(update_fields=["hidden", "corrected_by", "corrected_at"])
    kind = KIND_OF_MODEL[type(fact)]
    _audit(fact.applicant_id, user, "fact_hidden", kind=kind, fact=str(fact))
    refresh_applicant(fact.applicant)


@transaction.atomic
def correct_profile(applicant: Applicant, *, name: str, institution: str, user) -> Applicant:
    """Name and current institution; a changed one is no longer taken from the documents."""
    now = timezone.now()
    changed = {}
    if name != applicant.name:
        changed["name"] = [applicant.name, name]
        applicant.name, applicant.name_corrected_by, applicant.name_corrected_at = name, user, now
    if institution != applicant.current_institution:
        changed["institution"] = [applicant.current_institution, institution]
        applicant.current_institution = institution
        applicant.institution_corrected_by, applicant.institution_corrected_at = user, now
    if changed:
        applicant.save()
        _audit(applicant.pk, user, "profile_corrected", **changed)
        refresh_applicant(applicant)
    return applicant


def deletion_counts(applicant: Applicant) -> dict[str, int]:
    return {
        "documents": applicant.documents.count(),
        "facts": sum(model.every.filter(applicant=applicant).count() for model in FACT_MODELS),
        "reviews": Review.objects.filter(applicant=applicant).count(),
    }


@transaction.atomic
def delete_applicant(applicant: Applicant, user) -> dict[str, int]:
    """The applicant, their documents, facts, reviews and tags go; the audit entry stays,
    naming who it was. Stored files are removed once the deletion has committed."""
    lock_identities()
    counts = deletion_counts(applicant)
    documents = Document.objects.filter(applicant=applicant)
    files = [name for name in documents.values_list("file", flat=True) if name]
    who = {"applicant_id": applicant.pk, "name": str(applicant)}
    _audit(None, user, "applicant_deleted", **who, **counts)
    documents.delete()
    applicant.delete()
    transaction.on_commit(lambda: _remove_files(files))
    return counts


def _remove_files(names: list[str]) -> None:
    for name in names:
        default_storage.delete(name)
