"""The automatic assignment's guarantees (reviews/assignment.py), checked with hypothesis."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from reviews.assignment import final_loads, plan_assignments, topic_affinity


@st.composite
def problems(draw, *, with_conflicts=True, with_existing=True):
    applicants = list(range(1, draw(st.integers(0, 25)) + 1))
    reviewers = list(range(100, 100 + draw(st.integers(0, 8))))
    pairs = [(a, r) for a in applicants for r in reviewers]
    conflicts = set()
    existing = set()
    if pairs and with_conflicts:
        conflicts = set(draw(st.lists(st.sampled_from(pairs), max_size=len(pairs) // 2)))
    if pairs and with_existing:
        free = [p for p in pairs if p not in conflicts]
        if free:
            existing = set(draw(st.lists(st.sampled_from(free), max_size=len(pairs) // 3)))
    affinity = {}
    if pairs:
        affinity = draw(st.dictionaries(st.sampled_from(pairs), st.integers(0, 3), max_size=20))
    return {
        "applicants": applicants,
        "reviewers": reviewers,
        "k": draw(st.integers(1, 4)),
        "conflicts": conflicts,
        "existing": existing,
        "affinity": affinity,
        "seed": draw(st.integers(0, 2**32)),
    }


def plan(problem):
    return plan_assignments(
        problem["applicants"],
        problem["reviewers"],
        problem["k"],
        conflicts=problem["conflicts"],
        existing=problem["existing"],
        affinity=problem["affinity"],
        seed=problem["seed"],
    )


def loads_after(problem, new):
    existing = Counter(r for _, r in problem["existing"])
    return final_loads(problem["reviewers"], existing, new)


@settings(max_examples=300, deadline=None)
@given(problems())
def test_never_a_conflicted_or_repeated_pair(problem):
    new = plan(problem)

    assert not set(new) & problem["conflicts"]
    assert not set(new) & problem["existing"]
    assert len(new) == len(set(new))
    assert {a for a, _ in new} <= set(problem["applicants"])
    assert {r for _, r in new} <= set(problem["reviewers"])


@settings(max_examples=300, deadline=None)
@given(problems())
def test_every_applicant_gets_k_when_it_has_enough_non_conflicted_reviewers(problem):
    new = plan(problem)

    everyone = set(new) | problem["existing"]
    for applicant in problem["applicants"]:
        possible = [r for r in problem["reviewers"] if (applicant, r) not in problem["conflicts"]]
        have = sum(1 for a, _ in everyone if a == applicant)
        assert have >= min(problem["k"], len(possible))
        # And never more than k from the plan: it only tops up.
        mine = sum(1 for a, _ in new if a == applicant)
        before = sum(1 for a, _ in problem["existing"] if a == applicant)
        assert mine <= max(0, problem["k"] - before)


@settings(max_examples=300, deadline=None)
@given(problems())
def test_no_new_pair_could_go_to_a_reviewer_two_below(problem):
    new = plan(problem)

    loads = loads_after(problem, new)
    taken = set(new) | problem["existing"]
    for applicant, reviewer in new:
        for other in problem["reviewers"]:
            may_take = (applicant, other) not in problem["conflicts"] | taken
            if may_take:
                assert loads[reviewer] <= loads[other] + 1, (applicant, reviewer, other, loads)


@settings(max_examples=300, deadline=None)
@given(problems(with_conflicts=False, with_existing=False))
def test_without_conflicts_or_earlier_assignments_loads_differ_by_at_most_one(problem):
    new = plan(problem)

    loads = loads_after(problem, new).values()
    if loads:
        assert max(loads) - min(loads) <= 1
    if problem["k"] <= len(problem["reviewers"]):
        assert len(new) == problem["k"] * len(problem["applicants"])


@settings(max_examples=200, deadline=None)
@given(problems())
def test_the_same_seed_gives_the_same_plan(problem):
    assert plan(problem) == plan(problem)
    # Order of the inputs does not matter either, only their content and the seed.
    shuffled = {**problem, "conflicts": list(reversed(sorted(problem["conflicts"])))}
    assert plan(shuffled) == plan(problem)


def test_prefers_the_reviewers_whose_topics_match():
    # Two compiler people and two ML people; each applicant should go to its own field.
    compilers, ml = [1, 2], [3, 4]
    reviewers = {10: ["compilers"], 11: ["compilers", "llvm"], 20: ["ml"], 21: ["pytorch"]}
    applicant_terms = {1: ["Compilers", "LLVM"], 2: ["compilers"], 3: ["ML"], 4: ["PyTorch"]}
    affinity = {
        (a, r): topic_affinity(topics, applicant_terms[a])
        for a in applicant_terms
        for r, topics in reviewers.items()
    }

    for seed in range(20):
        new = plan_assignments([1, 2, 3, 4], list(reviewers), 1, affinity=affinity, seed=seed)

        given_to = dict(new)
        assert all(given_to[a] in (10, 11) for a in compilers), (seed, new)
        assert all(given_to[a] in (20, 21) for a in ml), (seed, new)


def test_balance_wins_over_affinity():
    # Everyone prefers reviewer 10, yet each reviewer gets two of the four applicants.
    affinity = {(a, 10): 5 for a in range(1, 5)}

    new = plan_assignments([1, 2, 3, 4], [10, 11], 1, affinity=affinity, seed=3)

    assert Counter(r for _, r in new) == {10: 2, 11: 2}


def test_earlier_load_counts():
    new = plan_assignments([1, 2], [10, 11, 12], 1, load={10: 5, 11: 0, 12: 0}, seed=1)

    assert {r for _, r in new} == {11, 12}


def test_topic_affinity_counts_whole_words():
    assert topic_affinity(["systems", "ml"], ["Distributed Systems", "HTML"]) == 1
    assert topic_affinity(["machine learning"], ["machine learning for compilers"]) == 1
    assert topic_affinity([], ["anything"]) == 0


def test_a_reviewer_without_matching_topics_leaves_the_matches_to_others():
    # Applicants 1..9 want compilers, ML, nothing in turn; reviewer 30 matches nothing.
    compilers, ml = [1, 4, 7], [2, 5, 8]
    affinity = {(a, 10): 1 for a in compilers} | {(a, 20): 1 for a in ml}

    for seed in range(30):
        new = set(plan_assignments(range(1, 10), [10, 20, 30], 2, affinity=affinity, seed=seed))

        assert all((a, 10) in new for a in compilers), (seed, sorted(new))
        assert all((a, 20) in new for a in ml), (seed, sorted(new))
        assert Counter(r for _, r in new) == {10: 6, 20: 6, 30: 6}
