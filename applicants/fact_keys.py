"""What makes two copies of a fact the same fact, so a person's hiding of a parser fact
holds when a re-parse, or a newer version of the document, states it again."""

import re

from django.db.models import Exists, OuterRef

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
)


def _text(value) -> str:
    return re.sub(r"\W+", " ", str(value or "")).strip().casefold()


FACT_KEYS = {
    Email: lambda f: f.address.casefold(),
    Phone: lambda f: re.sub(r"\D", "", f.number),
    Link: lambda f: f.normalized_url or _text(f.url),
    Education: lambda f: (_text(f.institution), _text(f.degree)),
    Experience: lambda f: (_text(f.organization), _text(f.role)),
    Publication: lambda f: _text(f.title),
    ApplicantSkill: lambda f: f.skill_id,
    Award: lambda f: _text(f.title),
}


def fact_key(fact):
    return FACT_KEYS[type(fact)](fact)


def same_parser_facts(fact):
    """The applicant's visible parser copies of this fact (one per document stating it)."""
    model = type(fact)
    copies = model.objects.filter(applicant_id=fact.applicant_id, origin=Fact.Origin.PARSER)
    return [copy for copy in copies if fact_key(copy) == fact_key(fact)]


def detach_hidden(document: Document, models=FACT_KEYS) -> None:
    """Before a parse rewrites the document's facts: those a person hid are kept, apart from
    the document, as the memory keep_hidden reads."""
    for model in models:
        model.every.filter(document=document, hidden=True).update(document=None)


def models_with_facts(owner_model, owner_id: int, **lookups) -> list:
    """The fact models with a row (hidden ones included) matching lookups, in which
    OuterRef("pk") is the owner (a Document or an Applicant): asked in one statement, so an
    owner with none costs one query instead of one per fact table."""
    exists = {
        f"has_{model._meta.model_name}": Exists(model.every.filter(**lookups))
        for model in FACT_KEYS
    }
    row = owner_model.objects.filter(pk=owner_id).values(**exists).first() or {}
    return [model for model in FACT_KEYS if row.get(f"has_{model._meta.model_name}")]


def keep_hidden(document: Document) -> None:
    """After a parse wrote the document's facts: drop those a person had hidden (the hidden
    row, with who hid it, stands for them)."""
    with_hidden = models_with_facts(
        Applicant,
        document.applicant_id,
        applicant_id=OuterRef("pk"),
        hidden=True,
        origin=Fact.Origin.PARSER,
    )
    for model in with_hidden:
        key = FACT_KEYS[model]
        hidden = model.every.filter(
            applicant_id=document.applicant_id, hidden=True, origin=Fact.Origin.PARSER
        )
        hidden_keys = {key(f) for f in hidden}
        fresh = model.objects.filter(document=document, origin=Fact.Origin.PARSER)
        model.objects.filter(pk__in=[f.pk for f in fresh if key(f) in hidden_keys]).delete()
