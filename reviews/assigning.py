"""Assigning reviewers to applicants: by hand, in bulk and by the automatic plan.

Every change writes its audit row; a conflicted pair is refused everywhere.
"""

from collections import Counter
from dataclasses import dataclass, field

from django.contrib.auth import get_user_model
from django.db import transaction

from applicants.models import ApplicantSkill, Publication
from reviews.assignment import final_loads, plan_assignments, topic_affinity
from reviews.models import Assignment, AuditEntry, Conflict, ReviewerProfile
from reviews.services import NotAllowed, _audit


def assignable_reviewers():
    """Who may be given applicants: every active account (any account may review)."""
    return get_user_model().objects.filter(is_active=True).order_by("username")


def is_conflicted_pair(applicant_id: int, reviewer_id: int) -> bool:
    return Conflict.objects.filter(applicant_id=applicant_id, reviewer_id=reviewer_id).exists()


@transaction.atomic
def assign(applicant, reviewer, *, by) -> tuple[Assignment, bool]:
    """Assigns the reviewer; refused for a conflicted pair. Returns (assignment, created)."""
    if is_conflicted_pair(applicant.pk, reviewer.pk):
        raise NotAllowed(f"{reviewer.get_username()} has a conflict with this applicant.")
    assignment, created = Assignment.objects.get_or_create(
        applicant=applicant, reviewer=reviewer, defaults={"assigned_by": by}
    )
    if created:
        _audit(applicant.pk, by, "assignment.added", reviewer=reviewer.get_username())
    return assignment, created


@transaction.atomic
def unassign(applicant, reviewer, *, by) -> bool:
    deleted, _ = Assignment.objects.filter(applicant=applicant, reviewer=reviewer).delete()
    if deleted:
        _audit(applicant.pk, by, "assignment.removed", reviewer=reviewer.get_username())
    return bool(deleted)


@dataclass
class BulkAssigned:
    assigned: int = 0
    already: int = 0
    conflicted: int = 0


@transaction.atomic
def bulk_assign(applicant_ids: list[int], reviewer, *, by) -> BulkAssigned:
    """Assigns the reviewer to each applicant given, except where they are conflicted."""
    conflicted = set(
        Conflict.objects.filter(reviewer=reviewer, applicant_id__in=applicant_ids).values_list(
            "applicant_id", flat=True
        )
    )
    have = set(
        Assignment.objects.filter(reviewer=reviewer, applicant_id__in=applicant_ids).values_list(
            "applicant_id", flat=True
        )
    )
    new = [pk for pk in applicant_ids if pk not in conflicted and pk not in have]
    _create_assignments([(pk, reviewer.pk) for pk in new], by)
    return BulkAssigned(assigned=len(new), already=len(have), conflicted=len(conflicted))


def _create_assignments(pairs: list[tuple[int, int]], by) -> None:
    names = dict(
        get_user_model()
        .objects.filter(pk__in={r for _, r in pairs})
        .values_list("pk", get_user_model().USERNAME_FIELD)
    )
    Assignment.objects.bulk_create(
        [Assignment(applicant_id=a, reviewer_id=r, assigned_by=by) for a, r in pairs]
    )
    AuditEntry.objects.bulk_create(
        [
            AuditEntry(
                applicant_id=a, actor=by, action="assignment.added", detail={"reviewer": names[r]}
            )
            for a, r in pairs
        ]
    )


# -- The automatic assignment -------------------------------------------------------------


@dataclass
class PlannedPair:
    applicant: object
    reviewer: object
    topics: list[str]  # the reviewer's topics this applicant matches


@dataclass
class AutoPlan:
    k: int
    seed: int
    pairs: list[PlannedPair]
    loads_before: dict[int, int]
    loads_after: dict[int, int]
    reviewers: list
    short: list = field(default_factory=list)  # applicants with fewer than k possible reviewers

    @property
    def load_rows(self) -> list[tuple]:
        return [(r, self.loads_before[r.pk], self.loads_after[r.pk]) for r in self.reviewers]


def applicant_terms(applicants) -> dict[int, list[str]]:
    """What the topics are matched against: interests, skills and venues, per applicant."""
    terms = {a.pk: list(a.research_interests or []) for a in applicants}
    ids = list(terms)
    for applicant_id, name in ApplicantSkill.objects.filter(applicant_id__in=ids).values_list(
        "applicant_id", "skill__name"
    ):
        terms[applicant_id].append(name)
    for applicant_id, venue in (
        Publication.objects.filter(applicant_id__in=ids)
        .exclude(venue="")
        .values_list("applicant_id", "venue")
    ):
        terms[applicant_id].append(venue)
    return terms


def topics_of(reviewers) -> dict[int, list[str]]:
    profiles = ReviewerProfile.objects.filter(user__in=reviewers)
    return {profile.user_id: profile.topics for profile in profiles}


def plan_automatic(applicants, reviewers, k: int, seed: int) -> AutoPlan:
    """The plan for these applicants (the current scope) and reviewers, not yet saved.

    Load counts each reviewer's assignments within the applicants given.
    """
    applicants = list(applicants.only("pk", "name", "research_interests"))
    reviewers = list(reviewers)
    applicant_ids = [a.pk for a in applicants]
    reviewer_ids = [r.pk for r in reviewers]
    conflicts = set(
        Conflict.objects.filter(applicant_id__in=applicant_ids).values_list(
            "applicant_id", "reviewer_id"
        )
    )
    existing = set(
        Assignment.objects.filter(applicant_id__in=applicant_ids).values_list(
            "applicant_id", "reviewer_id"
        )
    )
    load = Counter(reviewer for _, reviewer in existing)
    terms = applicant_terms(applicants)
    topics = topics_of(reviewers)
    matched = {
        (a, r): [t for t in topics.get(r, []) if topic_affinity([t], terms[a])]
        for a in applicant_ids
        for r in reviewer_ids
        if topics.get(r)
    }
    affinity = {pair: len(found) for pair, found in matched.items() if found}
    new = plan_assignments(
        applicant_ids,
        reviewer_ids,
        k,
        conflicts=conflicts,
        existing=existing,
        load=load,
        affinity=affinity,
        seed=seed,
    )
    by_id = {a.pk: a for a in applicants}
    people = {r.pk: r for r in reviewers}
    everyone = Counter(a for a, _ in existing | set(new))
    # The guarantee: these had fewer than k reviewers free of conflicts.
    short = [a for a in applicants if everyone[a.pk] < k]
    return AutoPlan(
        k=k,
        seed=seed,
        pairs=[PlannedPair(by_id[a], people[r], matched.get((a, r), [])) for a, r in new],
        loads_before={r: load.get(r, 0) for r in reviewer_ids},
        loads_after=final_loads(reviewer_ids, load, new),
        reviewers=reviewers,
        short=short,
    )


@transaction.atomic
def apply_plan(plan: AutoPlan, *, by) -> int:
    """Saves the planned pairs; any that became conflicted or assigned meanwhile are skipped."""
    pairs = [(p.applicant.pk, p.reviewer.pk) for p in plan.pairs]
    applicant_ids = {a for a, _ in pairs}
    taken = set(
        Conflict.objects.filter(applicant_id__in=applicant_ids).values_list(
            "applicant_id", "reviewer_id"
        )
    ) | set(
        Assignment.objects.filter(applicant_id__in=applicant_ids).values_list(
            "applicant_id", "reviewer_id"
        )
    )
    fresh = [pair for pair in pairs if pair not in taken]
    _create_assignments(fresh, by)
    return len(fresh)
