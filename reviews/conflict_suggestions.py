"""Suggested conflicts: found by reviews.conflict_rules, decided by a coordinator."""

from django.db import transaction
from django.db.models import Exists, OuterRef, Prefetch
from django.utils import timezone

from applicants.models import Document, Education, Email, Experience, Publication
from reviews.assigning import assignable_reviewers
from reviews.conflict_rules import ApplicantFacts, ReviewerFacts, suggest_conflicts
from reviews.models import Conflict, ConflictSuggestion, ReviewerProfile
from reviews.services import ConflictSet, _audit, set_conflict

CHUNK = 200


def reviewer_facts(reviewers) -> dict[int, ReviewerFacts]:
    institutions = dict(
        ReviewerProfile.objects.filter(user__in=reviewers).values_list("user_id", "institution")
    )
    return {
        r.pk: ReviewerFacts(r.first_name, r.last_name, r.email, institutions.get(r.pk, ""))
        for r in reviewers
    }


def _is_current(fact, year: int) -> bool:
    return fact.end_year is None or fact.end_year >= year


def applicant_facts(applicant, year: int) -> ApplicantFacts:
    """Reads the prefetched facts of one applicant (see _with_facts)."""
    places = [applicant.current_institution] if applicant.current_institution else []
    places += [e.institution for e in applicant.educations.all() if _is_current(e, year)]
    places += [e.organization for e in applicant.experiences.all() if _is_current(e, year)]
    return ApplicantFacts(
        current_institutions=[p for p in places if p],
        author_lists=[(p.title, p.authors) for p in applicant.publications.all() if p.authors],
        texts=[d.text for d in applicant.documents.all() if d.text],
        emails=[e.address for e in applicant.emails.all()],
    )


def _with_facts(applicants):
    return applicants.prefetch_related(
        Prefetch(
            "educations", queryset=Education.objects.only("applicant", "institution", "end_year")
        ),
        Prefetch(
            "experiences", queryset=Experience.objects.only("applicant", "organization", "end_year")
        ),
        Prefetch(
            "publications", queryset=Publication.objects.only("applicant", "title", "authors")
        ),
        Prefetch(
            "documents",
            queryset=Document.objects.filter(superseded_by=None).only("applicant", "text"),
        ),
        Prefetch("emails", queryset=Email.objects.only("applicant", "address")),
    )


@transaction.atomic
def find_conflict_suggestions(applicants, reviewers=None) -> int:
    """Looks for possible conflicts between these applicants and the reviewers given
    (every active account by default).

    Stores each new finding as an open suggestion; a pair already conflicted is skipped and
    a finding already stored (open, accepted or dismissed) is not suggested again.
    Returns how many new suggestions were stored.
    """
    reviewers = list(assignable_reviewers() if reviewers is None else reviewers)
    people = reviewer_facts(reviewers)
    year = timezone.localdate().year
    ids = list(applicants.order_by("pk").values_list("pk", flat=True))
    conflicted = set(
        Conflict.objects.filter(applicant_id__in=ids).values_list("applicant_id", "reviewer_id")
    )
    known = set(
        ConflictSuggestion.objects.filter(applicant_id__in=ids).values_list(
            "applicant_id", "reviewer_id", "rule"
        )
    )
    new = []
    for start in range(0, len(ids), CHUNK):
        chunk = _with_facts(applicants.model.objects.filter(pk__in=ids[start : start + CHUNK]))
        for applicant in chunk:
            facts = applicant_facts(applicant, year)
            for reviewer_id, reviewer in people.items():
                if (applicant.pk, reviewer_id) in conflicted:
                    continue
                for found in suggest_conflicts(facts, reviewer):
                    if (applicant.pk, reviewer_id, found.rule) not in known:
                        new.append(
                            ConflictSuggestion(
                                applicant_id=applicant.pk,
                                reviewer_id=reviewer_id,
                                rule=found.rule,
                                evidence=found.evidence[:500],
                            )
                        )
    ConflictSuggestion.objects.bulk_create(new, ignore_conflicts=True)
    return len(new)


def open_suggestions():
    """Open suggestions whose pair is not conflicted yet, for the coordinators' pages."""
    conflicted = Conflict.objects.filter(
        applicant_id=OuterRef("applicant_id"), reviewer_id=OuterRef("reviewer_id")
    )
    return (
        ConflictSuggestion.objects.filter(state=ConflictSuggestion.State.OPEN)
        .exclude(Exists(conflicted))
        .select_related("applicant", "reviewer")
        .order_by("applicant__name", "applicant_id", "reviewer__username", "rule")
    )


@transaction.atomic
def accept_suggestion(suggestion: ConflictSuggestion, *, by) -> ConflictSet:
    """The suggestion becomes a conflict (which removes the reviewer's assignment)."""
    outcome = set_conflict(
        suggestion.applicant,
        suggestion.reviewer,
        f"{suggestion.get_rule_display()}: {suggestion.evidence}"[:200],
        by=by,
    )
    # Every open suggestion of the pair is settled by the one conflict.
    ConflictSuggestion.objects.filter(
        applicant_id=suggestion.applicant_id,
        reviewer_id=suggestion.reviewer_id,
        state=ConflictSuggestion.State.OPEN,
    ).update(state=ConflictSuggestion.State.ACCEPTED, decided_by=by, decided_at=timezone.now())
    return outcome


@transaction.atomic
def dismiss_suggestion(suggestion: ConflictSuggestion, *, by) -> None:
    """Not a conflict: remembered, so the same finding is not suggested again."""
    suggestion.state = ConflictSuggestion.State.DISMISSED
    suggestion.decided_by = by
    suggestion.decided_at = timezone.now()
    suggestion.save(update_fields=["state", "decided_by", "decided_at"])
    _audit(
        suggestion.applicant_id,
        by,
        "conflict.suggestion_dismissed",
        reviewer=suggestion.reviewer.get_username(),
        rule=suggestion.rule,
    )
