"""The automatic assignment: which reviewer reads which applicant. Pure: ids in, pairs out.

plan_assignments gives each applicant up to k reviewers (its existing assignments count),
never a conflicted pair, with the load kept level and topic affinity as the tie-breaker.

The guarantees (tests/reviews/test_assignment_properties.py checks each with hypothesis):

- No new pair is conflicted or already assigned, and no applicant gets one reviewer twice.
- Coverage: every applicant ends with at least min(k, its non-conflicted reviewers) reviewers.
- Balance: no new pair (a, r) could move to another reviewer s who may take a (not
  conflicted, not on a) and whose final load is two or more below r's. Load counts the
  existing assignments given. Hence with no conflicts and no earlier assignments every
  reviewer ends within one of every other; with them, only the reviewer who could not
  take the remaining applicants may fall further behind.
- Determinism: the same inputs and seed give the same pairs; the seed only breaks ties.
- Affinity: a reviewer takes the applicants matching their topics best first, and among
  equal matches the ones that other reviewers match least (so a reviewer with no matching
  topics leaves the matched applicants to those who match them).
"""

import random
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

Pair = tuple[int, int]  # (applicant id, reviewer id)


def topic_affinity(topics: Iterable[str], applicant_terms: Iterable[str]) -> int:
    """How many of the reviewer's topics the applicant's interests, skills or venues name.

    A topic matches a term when all of the topic's words appear among the term's words
    ("systems" matches "distributed systems"; "ml" does not match "html").
    """
    term_words = [set(_words(term)) for term in applicant_terms]
    count = 0
    for topic in topics:
        words = set(_words(topic))
        if words and any(words <= term for term in term_words):
            count += 1
    return count


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9+#]+", (text or "").lower())


def plan_assignments(
    applicants: Sequence[int],
    reviewers: Sequence[int],
    k: int,
    *,
    conflicts: Iterable[Pair] = (),
    existing: Iterable[Pair] = (),
    load: Mapping[int, int] | None = None,
    affinity: Mapping[Pair, float] | None = None,
    seed: int = 0,
) -> list[Pair]:
    """The new (applicant, reviewer) pairs, sorted.

    existing: pairs already assigned (they count towards the applicant's k). load: each
    reviewer's current number of assignments; defaults to their count in existing (pass
    it to count assignments outside these applicants too). affinity: higher is better,
    missing pairs are 0.
    """
    if k < 1 or not applicants or not reviewers:
        return []
    rng = random.Random(seed)
    reviewers = list(dict.fromkeys(reviewers))
    applicants = list(dict.fromkeys(applicants))
    conflicted = set(conflicts)
    affinity = affinity or {}
    on_applicant: dict[int, set[int]] = defaultdict(set)
    for applicant, reviewer in existing:
        on_applicant[applicant].add(reviewer)
    if load is None:
        load = defaultdict(int)
        for reviewer_sets in on_applicant.values():
            for reviewer in reviewer_sets:
                load[reviewer] += 1
    loads = {reviewer: load.get(reviewer, 0) for reviewer in reviewers}
    need = {a: max(0, k - len(on_applicant[a])) for a in applicants}
    # One shuffled rank per reviewer and per applicant: the seed's only say.
    reviewer_rank = _ranks(reviewers, rng)
    applicant_rank = _ranks(applicants, rng)

    def may_take(applicant: int, reviewer: int) -> bool:
        return (applicant, reviewer) not in conflicted and reviewer not in on_applicant[applicant]

    # How much the best-matching reviewer who may take an applicant wants it: among equal
    # matches a reviewer takes the applicants others want least, leaving the rest to them.
    wanted = {
        a: max((affinity.get((a, r), 0) for r in reviewers if may_take(a, r)), default=0)
        for a in applicants
    }
    # Each reviewer's candidates, best first; walked with a cursor, skipping full ones.
    candidates = {
        r: sorted(
            (a for a in applicants if need[a] and may_take(a, r)),
            key=lambda a, r=r: (-affinity.get((a, r), 0), wanted[a], applicant_rank[a]),
        )
        for r in reviewers
    }
    cursor = dict.fromkeys(reviewers, 0)
    new: list[Pair] = []
    free = set(reviewers)
    while free:
        # The least loaded reviewer who can still take someone reads their best candidate.
        reviewer = min(free, key=lambda r: (loads[r], reviewer_rank[r]))
        options = candidates[reviewer]
        while cursor[reviewer] < len(options) and not (
            need[options[cursor[reviewer]]] and may_take(options[cursor[reviewer]], reviewer)
        ):
            cursor[reviewer] += 1
        if cursor[reviewer] == len(options):
            free.discard(reviewer)
            continue
        applicant = options[cursor[reviewer]]
        cursor[reviewer] += 1
        new.append((applicant, reviewer))
        on_applicant[applicant].add(reviewer)
        need[applicant] -= 1
        loads[reviewer] += 1
    _rebalance(new, reviewers, loads, may_take, affinity, reviewer_rank, on_applicant)
    return sorted(new)


def _rebalance(new, reviewers, loads, may_take, affinity, reviewer_rank, on_applicant) -> None:
    """Moves a new pair to a reviewer two or more below its own until none can move.

    Each move lowers the sum of squared loads, so this ends. The greedy pass above leaves
    such a pair only when a reviewer ran out of applicants it may take, so moves are few.
    Of the possible moves, the one that loses the least topic affinity goes first.
    """
    while True:
        lowest = min(loads[r] for r in reviewers)
        best_key, best_move = None, None
        for index, (applicant, reviewer) in enumerate(new):
            if loads[reviewer] < lowest + 2:
                continue
            for other in reviewers:
                if loads[reviewer] < loads[other] + 2 or not may_take(applicant, other):
                    continue
                gain = affinity.get((applicant, other), 0) - affinity.get((applicant, reviewer), 0)
                key = (gain, loads[reviewer] - loads[other], -reviewer_rank[other], -index)
                if best_key is None or key > best_key:
                    best_key, best_move = key, (index, other)
        if best_move is None:
            return
        index, other = best_move
        applicant, reviewer = new[index]
        new[index] = (applicant, other)
        on_applicant[applicant].discard(reviewer)
        on_applicant[applicant].add(other)
        loads[reviewer] -= 1
        loads[other] += 1


def _ranks(items: Sequence[int], rng: random.Random) -> dict[int, int]:
    order = list(items)
    rng.shuffle(order)
    return {item: position for position, item in enumerate(order)}


def final_loads(
    reviewers: Sequence[int], existing_load: Mapping[int, int], new: Iterable[Pair]
) -> dict[int, int]:
    """Each reviewer's load once the new pairs are added (for previews and tests)."""
    loads = {reviewer: existing_load.get(reviewer, 0) for reviewer in reviewers}
    for _, reviewer in new:
        loads[reviewer] = loads.get(reviewer, 0) + 1
    return loads
