"""Assigning reviewers: by hand on the applicant page, in bulk from the list, automatically."""

import pytest
from django.urls import reverse

from applicants.merge import merge_applicants
from reviews import services
from reviews.models import Assignment, AuditEntry, ConflictSuggestion, ReviewerProfile
from tests.conftest import member
from tests.factories import ApplicantFactory, ApplicantSkillFactory, SkillFactory, UserFactory

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def pairs():
    return set(Assignment.objects.values_list("applicant_id", "reviewer_id"))


# -- By hand ------------------------------------------------------------------------------


def test_a_coordinator_assigns_by_hand_and_the_panel_comes_back(client, coordinator, reviewer):
    applicant = ApplicantFactory()
    client.force_login(coordinator)

    response = client.post(
        reverse("reviews:assignment_add", args=[applicant.pk]),
        {"reviewer": reviewer.pk},
        headers=HTMX,
    )

    html = response.content.decode()
    assert html.lstrip().startswith('<section id="assignment-panel"')
    assert "Assigned rev." in html
    assert pairs() == {(applicant.pk, reviewer.pk)}
    entry = AuditEntry.objects.get(action="assignment.added")
    assert (entry.actor, entry.detail) == (coordinator, {"reviewer": "rev"})


def test_assigning_by_hand_without_htmx_redirects_to_the_page(client, coordinator, reviewer):
    applicant = ApplicantFactory()
    client.force_login(coordinator)

    response = client.post(
        reverse("reviews:assignment_add", args=[applicant.pk]), {"reviewer": reviewer.pk}
    )

    assert response.status_code == 302
    assert response["Location"] == reverse("reviews:applicant_detail", args=[applicant.pk])
    assert pairs() == {(applicant.pk, reviewer.pk)}


def test_assigning_a_conflicted_reviewer_is_refused(client, coordinator, reviewer):
    applicant = ApplicantFactory()
    services.declare_conflict(applicant, reviewer, "Cousin")
    client.force_login(coordinator)

    response = client.post(
        reverse("reviews:assignment_add", args=[applicant.pk]),
        {"reviewer": reviewer.pk},
        headers=HTMX,
    )

    assert "Not assigned: rev has a conflict with this applicant." in response.content.decode()
    assert pairs() == set()


def test_a_reviewer_may_not_assign_or_unassign(client, reviewer, other_reviewer):
    applicant = ApplicantFactory()
    Assignment.objects.create(applicant=applicant, reviewer=other_reviewer)
    client.force_login(reviewer)

    add = client.post(
        reverse("reviews:assignment_add", args=[applicant.pk]), {"reviewer": reviewer.pk}
    )
    remove = client.post(
        reverse("reviews:assignment_remove", args=[applicant.pk, other_reviewer.pk])
    )

    assert (add.status_code, remove.status_code) == (403, 403)
    assert pairs() == {(applicant.pk, other_reviewer.pk)}


def test_assignment_views_take_only_post(client, coordinator):
    applicant = ApplicantFactory()
    client.force_login(coordinator)

    response = client.get(reverse("reviews:assignment_add", args=[applicant.pk]))

    assert response.status_code == 405


def test_a_coordinator_unassigns(client, coordinator, reviewer):
    applicant = ApplicantFactory()
    Assignment.objects.create(applicant=applicant, reviewer=reviewer)
    client.force_login(coordinator)

    response = client.post(
        reverse("reviews:assignment_remove", args=[applicant.pk, reviewer.pk]), headers=HTMX
    )

    assert "rev is no longer assigned." in response.content.decode()
    assert pairs() == set()
    assert AuditEntry.objects.filter(action="assignment.removed", applicant=applicant).exists()


def test_the_page_shows_the_panel_to_coordinators_only(client, coordinator, reviewer):
    applicant = ApplicantFactory()
    Assignment.objects.create(applicant=applicant, reviewer=reviewer)
    url = reverse("reviews:applicant_detail", args=[applicant.pk])

    client.force_login(coordinator)
    as_coordinator = client.get(url).content.decode()
    client.force_login(reviewer)
    as_reviewer = client.get(url).content.decode()

    assert 'id="assignment-panel"' in as_coordinator
    assert 'id="assignment-panel"' not in as_reviewer


# -- In bulk ------------------------------------------------------------------------------


def test_bulk_assign_leaves_out_conflicted_applicants_and_says_so(client, coordinator, reviewer):
    first, second, third = ApplicantFactory.create_batch(3)
    services.declare_conflict(second, reviewer)
    Assignment.objects.create(applicant=third, reviewer=reviewer)
    client.force_login(coordinator)

    response = client.post(
        reverse("reviews:bulk"),
        {"action": "assign", "reviewer": reviewer.pk, "ids": [first.pk, second.pk, third.pk]},
        headers=HTMX,
    )

    html = response.content.decode()
    assert "Assigned 1 applicant to rev. 1 already were. 1 left out" in html
    assert pairs() == {(first.pk, reviewer.pk), (third.pk, reviewer.pk)}


def test_bulk_assign_is_for_coordinators(client, reviewer, other_reviewer):
    applicant = ApplicantFactory()
    client.force_login(reviewer)

    response = client.post(
        reverse("reviews:bulk"),
        {"action": "assign", "reviewer": other_reviewer.pk, "ids": [applicant.pk]},
    )

    assert response.status_code == 403
    assert pairs() == set()


def test_bulk_assign_needs_a_reviewer(client, coordinator):
    applicant = ApplicantFactory()
    client.force_login(coordinator)

    response = client.post(
        reverse("reviews:bulk"), {"action": "assign", "ids": [applicant.pk]}, follow=True
    )

    assert "Choose rows and an action" in response.content.decode()
    assert pairs() == set()


# -- Automatically ------------------------------------------------------------------------


@pytest.fixture
def committee(db):
    """Two compiler people, one ML person, and four applicants, one of each kind conflicted."""
    people = {
        "cleo": ["compilers"],
        "corin": ["compilers", "llvm"],
        "mina": ["pytorch"],
    }
    reviewers = {}
    for name, topics in people.items():
        reviewers[name] = member(name, "pw-for-tests-123", "reviewers")
        ReviewerProfile.objects.create(user=reviewers[name], topics=topics)
    compiler_skill = SkillFactory(name="LLVM")
    ml_skill = SkillFactory(name="PyTorch")
    applicants = ApplicantFactory.create_batch(4)
    skills = [compiler_skill, compiler_skill, ml_skill, ml_skill]
    for applicant, skill in zip(applicants, skills, strict=True):
        ApplicantSkillFactory(document__applicant=applicant, skill=skill)
    services.declare_conflict(applicants[0], reviewers["corin"])
    return {"reviewers": reviewers, "applicants": applicants}


def test_the_preview_shows_the_plan_and_saves_nothing(client, coordinator, committee):
    client.force_login(coordinator)
    reviewers = committee["reviewers"]

    response = client.get(
        reverse("reviews:auto_assign"),
        {"k": 1, "seed": 7, "reviewers": [r.pk for r in reviewers.values()]},
    )

    plan = response.context["plan"]
    assert response.status_code == 200
    assert len(plan.pairs) == 4
    assert pairs() == set()
    given = {p.applicant.pk: p.reviewer.get_username() for p in plan.pairs}
    first, second, third, fourth = committee["applicants"]
    # The conflicted pair is never planned; the ML applicants go to the ML reviewer first.
    assert given[first.pk] != "corin"
    assert "mina" in (given[third.pk], given[fourth.pk])
    assert sorted(plan.loads_after.values()) == [1, 1, 2]
    assert "Apply: save 4 assignments" in response.content.decode()


def test_applying_saves_the_previewed_plan(client, coordinator, committee):
    client.force_login(coordinator)
    params = {"k": 2, "seed": 3, "reviewers": [r.pk for r in committee["reviewers"].values()]}
    preview = client.get(reverse("reviews:auto_assign"), params).context["plan"]

    response = client.post(reverse("reviews:auto_assign"), params)

    assert response.status_code == 302
    assert pairs() == {(p.applicant.pk, p.reviewer.pk) for p in preview.pairs}
    assert len(pairs()) == 8
    assert AuditEntry.objects.filter(action="assignment.added").count() == 8
    # Applied again, nothing is left to do: each applicant has its two.
    client.post(reverse("reviews:auto_assign"), params)
    assert len(pairs()) == 8


def test_the_automatic_assignment_is_for_coordinators(client, reviewer):
    client.force_login(reviewer)

    assert client.get(reverse("reviews:auto_assign")).status_code == 403
    assert client.post(reverse("reviews:auto_assign"), {"k": 1}).status_code == 403


def test_a_bad_k_shows_the_form_again(client, coordinator, committee):
    client.force_login(coordinator)

    response = client.post(reverse("reviews:auto_assign"), {"k": 0, "seed": 1})

    assert response.status_code == 400
    assert pairs() == set()


def test_an_applicant_short_of_reviewers_is_named(client, coordinator):
    only = member("solo", "pw-for-tests-123", "reviewers")
    applicant = ApplicantFactory(name="Fen Shortfall")
    client.force_login(coordinator)

    response = client.get(reverse("reviews:auto_assign"), {"k": 2, "seed": 1, "reviewers": only.pk})

    assert [a.pk for a in response.context["plan"].short] == [applicant.pk]
    assert "cannot get 2 reviewers" in response.content.decode()


def test_the_form_starts_with_the_reviewers_group_checked(client, coordinator, reviewer):
    UserFactory(username="outsider")
    client.force_login(coordinator)

    form = client.get(reverse("reviews:auto_assign")).context["form"]

    assert [u.username for u in form.initial["reviewers"]] == ["rev"]


# -- Merging two applicants ---------------------------------------------------------------


def test_a_merge_keeps_one_assignment_per_reviewer_and_none_for_a_conflict(
    coordinator, reviewer, other_reviewer
):
    source, target = ApplicantFactory.create_batch(2)
    for applicant in (source, target):
        Assignment.objects.create(applicant=applicant, reviewer=reviewer)
        ConflictSuggestion.objects.create(
            applicant=applicant, reviewer=coordinator, rule="institution", evidence="Same place."
        )
    Assignment.objects.create(applicant=source, reviewer=other_reviewer)
    services.declare_conflict(target, other_reviewer)

    merge_applicants(source, target)

    assert pairs() == {(target.pk, reviewer.pk)}
    assert ConflictSuggestion.objects.get().applicant == target
