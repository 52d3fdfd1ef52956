"""What makes two copies of a fact the same fact, so a person's hiding of a parser fact
holds when a re-parse, or a newer version of the document, states it again."""

import re

from applicants.models import (
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


def detach_hidden(document: Document) -> None:
    """Before a parse rewrites the document's facts: those a person hid are kept, apart from
    the document, as the memory keep_hidden reads."""
    for model in FACT_KEYS:
        model.every.filter(document=document, hidden=True).update(document=None)


def keep_hidden(document: Document) -> None:
    """After a parse wrote the document's facts: drop those a person had hidden (the hidden
    row, with who hid it, stands for them)."""
    for model, key in FACT_KEYS.items():
        hidden = model.every.filter(
            applicant_id=document.applicant_id, hidden=True, origin=Fact.Origin.PARSER
        )
        hidden_keys = {key(f) for f in hidden}
        if not hidden_keys:
            continue
        fresh = model.objects.filter(document=document, origin=Fact.Origin.PARSER)
        model.objects.filter(pk__in=[f.pk for f in fresh if key(f) in hidden_keys]).delete()
