"""Conflicts set and withdrawn by the right people, suggested from the data and decided;
reviewer profiles edited by their owner or a coordinator."""

import pytest
from django.urls import reverse

from reviews import services
from reviews.models import Assignment, AuditEntry, Conflict, ConflictSuggestion, ReviewerProfile
from tests.factories import (
    ApplicantFactory,
    DocumentFactory,
    EducationFactory,
    EmailFactory,
    PublicationFactory,
    UserFactory,
    submit,
)

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def conflicted_pairs():
    return set(Conflict.objects.values_list("applicant_id", "reviewer_id"))


# -- Set and withdraw ---------------------------------------------------------------------


def test_a_coordinator_sets_a_conflict_for_a_reviewer_which_unassigns_them(
    client, coordinator, reviewer
):
    applicant = ApplicantFactory()
    Assignment.objects.create(applicant=applicant, reviewer=reviewer)
    submit(applicant, reviewer, overall=5)
    client.force_login(coordinator)

    response = client.post(
        reverse("reviews:conflict_set", args=[applicant.pk]),
        {"reviewer": reviewer.pk, "reason": "Same lab"},
        headers=HTMX,
    )

    html = response.content.decode()
    assert "rev is now conflicted with this applicant and was removed from its reviewers." in html
    assert conflicted_pairs() == {(applicant.pk, reviewer.pk)}
    assert not Assignment.objects.exists()
    assert not applicant.reviews.exists()
    entry = AuditEntry.objects.get(action="conflict.declared")
    assert entry.actor == coordinator
    assert entry.detail == {"reason": "Same lab", "reviewer": "rev", "unassigned": True}


def test_a_reviewer_cannot_set_a_conflict_for_someone_else(client, reviewer, other_reviewer):
    applicant = ApplicantFactory()
    client.force_login(reviewer)

    response = client.post(
        reverse("reviews:conflict_set", args=[applicant.pk]), {"reviewer": other_reviewer.pk}
    )

    assert response.status_code == 403
    assert conflicted_pairs() == set()
    with pytest.raises(services.NotAllowed):
        services.set_conflict(applicant, other_reviewer, "", by=reviewer)


def test_a_reviewer_withdraws_their_own_conflict(client, reviewer):
    applicant = ApplicantFactory()
    services.declare_conflict(applicant, reviewer, "Thought so")
    client.force_login(reviewer)

    page = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()
    response = client.post(reverse("reviews:conflict_withdraw", args=[applicant.pk, reviewer.pk]))

    assert "Withdraw my conflict of interest" in page
    assert response.status_code == 302
    assert conflicted_pairs() == set()
    entry = AuditEntry.objects.get(action="conflict.withdrawn")
    assert (entry.actor, entry.detail["reviewer"]) == (reviewer, "rev")


def test_a_reviewer_cannot_withdraw_someone_elses_conflict(client, reviewer, other_reviewer):
    applicant = ApplicantFactory()
    services.declare_conflict(applicant, other_reviewer)
    client.force_login(reviewer)

    response = client.post(
        reverse("reviews:conflict_withdraw", args=[applicant.pk, other_reviewer.pk])
    )

    assert response.status_code == 403
    assert conflicted_pairs() == {(applicant.pk, other_reviewer.pk)}


def test_a_coordinator_withdraws_anyones_conflict(client, coordinator, reviewer):
    applicant = ApplicantFactory()
    services.declare_conflict(applicant, reviewer)
    client.force_login(coordinator)

    response = client.post(
        reverse("reviews:conflict_withdraw", args=[applicant.pk, reviewer.pk]), headers=HTMX
    )

    assert "The conflict of rev is withdrawn." in response.content.decode()
    assert conflicted_pairs() == set()


def test_withdrawing_a_conflict_that_is_not_there_is_404(client, coordinator, reviewer):
    applicant = ApplicantFactory()
    client.force_login(coordinator)

    response = client.post(reverse("reviews:conflict_withdraw", args=[applicant.pk, reviewer.pk]))

    assert response.status_code == 404


# -- Suggestions --------------------------------------------------------------------------


@pytest.fixture
def petra(db):
    person = UserFactory(
        username="petra",
        first_name="Petra",
        last_name="Vandersloot",
        email="petra@northbridge.example.edu",
    )
    ReviewerProfile.objects.create(user=person, institution="University of Northbridge")
    return person


def scan(client):
    return client.post(reverse("reviews:conflicts_scan"), follow=True)


def test_the_scan_finds_each_rule_with_its_evidence(client, coordinator, petra):
    same_place = ApplicantFactory(current_institution="Univ. of Northbridge")
    coauthor = ApplicantFactory(current_institution="Elsewhere")
    PublicationFactory(applicant=coauthor, document__applicant=coauthor, authors=["P. Vandersloot"])
    advised = ApplicantFactory(current_institution="Elsewhere")
    DocumentFactory(applicant=advised, text="Thesis supervisor: Petra Vandersloot")
    same_domain = ApplicantFactory(current_institution="Elsewhere")
    EmailFactory(
        applicant=same_domain,
        document__applicant=same_domain,
        address="kid@cs.northbridge.example.edu",
    )
    ApplicantFactory(current_institution="Elsewhere")  # nothing in common
    client.force_login(coordinator)

    page = scan(client).content.decode()

    found = set(ConflictSuggestion.objects.values_list("applicant_id", "rule"))
    assert found == {
        (same_place.pk, "institution"),
        (coauthor.pk, "coauthor"),
        (advised.pk, "advisor"),
        (same_domain.pk, "email_domain"),
    }
    assert "Found 4 new possible conflicts." in page
    assert "Thesis supervisor: Petra Vandersloot" in page


def test_a_former_institution_is_not_current(client, coordinator, petra):
    applicant = ApplicantFactory(current_institution="Elsewhere")
    EducationFactory(
        applicant=applicant,
        document__applicant=applicant,
        institution="University of Northbridge",
        end_year=2015,
    )
    client.force_login(coordinator)

    scan(client)

    assert not ConflictSuggestion.objects.exists()


def test_accepting_makes_a_conflict_and_removes_the_assignment(client, coordinator, petra):
    applicant = ApplicantFactory(current_institution="University of Northbridge")
    Assignment.objects.create(applicant=applicant, reviewer=petra)
    client.force_login(coordinator)
    scan(client)
    suggestion = ConflictSuggestion.objects.get()

    response = client.post(reverse("reviews:suggestion_accept", args=[suggestion.pk]), headers=HTMX)

    assert (
        "petra is now conflicted with this applicant and was removed" in response.content.decode()
    )
    assert conflicted_pairs() == {(applicant.pk, petra.pk)}
    assert not Assignment.objects.exists()
    suggestion.refresh_from_db()
    assert (suggestion.state, suggestion.decided_by) == ("accepted", coordinator)


def test_a_dismissed_suggestion_is_not_suggested_again(client, coordinator, petra):
    ApplicantFactory(current_institution="University of Northbridge")
    client.force_login(coordinator)
    scan(client)
    suggestion = ConflictSuggestion.objects.get()

    client.post(reverse("reviews:suggestion_dismiss", args=[suggestion.pk]))
    again = scan(client).content.decode()

    assert "Found 0 new possible conflicts." in again
    assert ConflictSuggestion.objects.get().state == "dismissed"
    assert "No open suggestions" in again
    assert conflicted_pairs() == set()


def test_a_conflicted_pair_is_not_suggested(client, coordinator, petra):
    applicant = ApplicantFactory(current_institution="University of Northbridge")
    services.declare_conflict(applicant, petra)
    client.force_login(coordinator)

    scan(client)

    assert not ConflictSuggestion.objects.exists()


def test_suggestions_show_on_the_applicant_page_for_coordinators(client, coordinator, petra):
    applicant = ApplicantFactory(current_institution="University of Northbridge")
    client.force_login(coordinator)
    scan(client)

    html = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()

    assert "Possible conflict: petra" in html
    assert "Both currently at University of Northbridge" in html


def test_suggestions_are_for_coordinators_only(client, reviewer, petra):
    applicant = ApplicantFactory(current_institution="University of Northbridge")
    suggestion = ConflictSuggestion.objects.create(
        applicant=applicant, reviewer=petra, rule="institution", evidence="x"
    )
    client.force_login(reviewer)

    assert client.get(reverse("reviews:conflicts")).status_code == 403
    assert client.post(reverse("reviews:conflicts_scan")).status_code == 403
    accept = client.post(reverse("reviews:suggestion_accept", args=[suggestion.pk]))
    dismiss = client.post(reverse("reviews:suggestion_dismiss", args=[suggestion.pk]))
    assert (accept.status_code, dismiss.status_code) == (403, 403)
    assert ConflictSuggestion.objects.get().state == "open"


# -- Profiles -----------------------------------------------------------------------------


def test_a_reviewer_edits_their_own_profile(client, reviewer):
    client.force_login(reviewer)

    response = client.post(
        reverse("reviews:my_profile"),
        {"topics_text": "Compilers, GPU kernels;  compilers", "institution": "Harbor Lab"},
    )

    assert response.status_code == 302
    profile = ReviewerProfile.objects.get(user=reviewer)
    assert (profile.topics, profile.institution) == (["compilers", "gpu kernels"], "Harbor Lab")
    assert "compilers, gpu kernels" in client.get(reverse("reviews:my_profile")).content.decode()


def test_a_reviewer_cannot_edit_someone_elses_profile(client, reviewer, other_reviewer):
    client.force_login(reviewer)

    response = client.post(
        reverse("reviews:profile", args=[other_reviewer.pk]), {"topics_text": "x"}
    )

    assert response.status_code == 403
    assert not ReviewerProfile.objects.exists()


def test_a_coordinator_edits_anyones_profile(client, coordinator, reviewer):
    client.force_login(coordinator)

    response = client.post(
        reverse("reviews:profile", args=[reviewer.pk]),
        {"topics_text": "databases", "institution": ""},
    )

    assert response["Location"] == reverse("reviews:profile", args=[reviewer.pk])
    assert ReviewerProfile.objects.get(user=reviewer).topics == ["databases"]


def test_too_many_topics_are_refused(client, reviewer):
    client.force_login(reviewer)

    response = client.post(
        reverse("reviews:my_profile"), {"topics_text": ", ".join(f"t{n}" for n in range(30))}
    )

    assert response.status_code == 400
    assert "At most 20 topics." in response.content.decode()


def test_deciding_from_the_applicant_page_goes_back_there_but_never_off_site(
    client, coordinator, petra
):
    applicant = ApplicantFactory(current_institution="University of Northbridge")
    client.force_login(coordinator)
    scan(client)
    suggestion = ConflictSuggestion.objects.get()
    page = reverse("reviews:applicant_detail", args=[applicant.pk])

    off_site = client.post(
        reverse("reviews:suggestion_dismiss", args=[suggestion.pk]),
        {"next": "https://elsewhere.example.org/"},
    )

    assert off_site["Location"] == reverse("reviews:conflicts")
    suggestion.state = "open"
    suggestion.save()
    back = client.post(reverse("reviews:suggestion_accept", args=[suggestion.pk]), {"next": page})
    assert back["Location"] == page


def test_saving_a_profile_looks_for_that_persons_conflicts(client, reviewer, petra):
    ApplicantFactory(current_institution="Harbor Lab")
    ApplicantFactory(current_institution="University of Northbridge")  # petra's, not rev's
    client.force_login(reviewer)

    response = client.post(
        reverse("reviews:my_profile"), {"topics_text": "", "institution": "Harbor Lab"}, follow=True
    )

    assert "1 possible conflict for the coordinators." in response.content.decode()
    assert list(ConflictSuggestion.objects.values_list("reviewer__username", flat=True)) == ["rev"]
