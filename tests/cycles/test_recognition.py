"""Who applied before: the pure rule, then the applicant page."""

import pytest
from django.urls import reverse

from reviews import services
from reviews.models import Cycle
from reviews.recognition import Identity, earlier_applications, same_person
from tests.factories import ApplicantFactory, EmailFactory, LinkFactory, UserFactory, submit


def test_the_same_email_is_the_same_person_whatever_the_case():
    a = Identity.of(emails=["Mira.Tallis@Example.org"], name="Mira Tallis")
    b = Identity.of(emails=["mira.tallis@example.org "], name="M. Tallis")
    assert same_person(a, b) == "email"


@pytest.mark.parametrize(
    "theirs",
    [
        "http://www.github.com/mtallis/",
        "https://github.com/MTallis",
    ],
)
def test_the_same_profile_url_normalised_is_the_same_person(theirs):
    a = Identity.of(urls=["https://github.com/mtallis"], name="Mira Tallis")
    assert same_person(a, Identity.of(urls=[theirs])) == "profile"


def test_the_same_name_at_the_same_institution_is_the_same_person():
    a = Identity.of(name="Tallis, Mira", institution="Univ. of Eastmarch")
    b = Identity.of(name="Mira Tallis", institution="univ of eastmarch")
    assert same_person(a, b) == "name and institution"


def test_a_common_name_at_another_institution_is_someone_else():
    a = Identity.of(name="Jo Smith", institution="Eastmarch University")
    b = Identity.of(name="Jo Smith", institution="Westvale Institute")
    assert same_person(a, b) is None


def test_a_name_alone_without_institutions_is_not_enough():
    assert same_person(Identity.of(name="Jo Smith"), Identity.of(name="Jo Smith")) is None


def test_different_emails_and_profiles_are_different_people():
    a = Identity.of(emails=["a@example.org"], urls=["example.org/~a"], name="Al Ray")
    b = Identity.of(emails=["b@example.org"], urls=["example.org/~b"], name="Bo Ray")
    assert same_person(a, b) is None


@pytest.fixture
def two_cycles(db):
    earlier = Cycle.objects.create(name="Summer 2026 systems interns", phase="decided")
    later = Cycle.objects.create(name="Summer 2027 systems interns")
    return earlier, later


def test_earlier_applications_are_found_in_earlier_cycles_only(two_cycles):
    earlier, later = two_cycles
    before = ApplicantFactory(name="Mira Tallis", cycle=earlier)
    EmailFactory(document__applicant=before, address="mira@example.org")
    now = ApplicantFactory(name="Mira T.", cycle=later)
    EmailFactory(document__applicant=now, address="MIRA@example.org")
    namesake = ApplicantFactory(name="Mira T.", current_institution="Elsewhere", cycle=earlier)
    LinkFactory(document__applicant=namesake, kind="twitter", url="https://example.com/mira")

    assert earlier_applications(now) == [(before, "email")]
    assert earlier_applications(before) == []  # the later cycle is not "before"


@pytest.fixture
def applied_twice(two_cycles):
    """The same person in both cycles (same name at the same institution)."""
    earlier, later = two_cycles
    before = ApplicantFactory(name="Mira Tallis", current_institution="Eastmarch", cycle=earlier)
    now = ApplicantFactory(name="Mira Tallis", current_institution="Eastmarch", cycle=later)
    return before, now


def test_the_applicant_page_shows_the_earlier_application_with_its_mean(
    client, coordinator, applied_twice
):
    before, now = applied_twice
    submit(before, UserFactory(username="r1"), overall=4)
    submit(before, UserFactory(username="r2"), overall=5)
    client.force_login(coordinator)

    html = client.get(reverse("reviews:applicant_detail", args=[now.pk])).content.decode()

    assert "Applied before:" in html
    assert reverse("reviews:applicant_detail", args=[before.pk]) in html
    assert "Summer 2026 systems interns" in html
    assert "2 reviews, mean 4.5" in html


def test_a_conflicted_coordinator_sees_no_earlier_mean(client, coordinator, applied_twice):
    before, now = applied_twice
    submit(before, UserFactory(username="r1"), overall=4)
    services.declare_conflict(before, coordinator, "Former student")
    client.force_login(coordinator)

    html = client.get(reverse("reviews:applicant_detail", args=[now.pk])).content.decode()

    assert "Applied before:" in html
    assert "1 review" in html
    assert "mean" not in html.split("Applied before:")[1].split("</li>")[0]
