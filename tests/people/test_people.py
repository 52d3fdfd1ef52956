"""The People page: coordinators list accounts, give and take roles, deactivate, invite."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from applicants.demo import DEMO_COORDINATOR, ensure_demo_users
from applicants.roles import is_coordinator, role_of
from tests.conftest import member
from tests.factories import ApplicantFactory, submit

pytestmark = pytest.mark.django_db
URL = reverse("people:people")
INVITE_URL = reverse("people:invite")
HTMX = {"HX-Request": "true"}


def role_url(person) -> str:
    return reverse("people:role", args=[person.pk])


def active_url(person) -> str:
    return reverse("people:active", args=[person.pk])


def fresh(person):
    return get_user_model().objects.get(pk=person.pk)


def test_lists_every_account_with_its_role(client, coordinator, reviewer):
    get_user_model().objects.create_user("norole", email="nobody@example.org")
    client.force_login(coordinator)

    response = client.get(URL)

    assert response.status_code == 200
    rows = {row["person"].username: row["role"] for row in response.context["rows"]}
    assert rows == {"coord": "coordinator", "rev": "reviewer", "norole": "reviewer"}
    html = response.content.decode()
    assert "nobody@example.org" in html
    assert 'aria-current="page">People' in html  # the navigation names the page
    assert "<html" in html


def test_htmx_get_is_the_partial(client, coordinator):
    client.force_login(coordinator)

    html = client.get(URL, headers=HTMX).content.decode()

    assert 'id="people"' in html
    assert "<html" not in html


def test_reviewers_and_accounts_without_a_group_are_refused(client, reviewer):
    nobody = get_user_model().objects.create_user("norole", password="x-pass-123")
    for user in (reviewer, nobody):
        client.force_login(user)
        assert client.get(URL).status_code == 403
        assert client.post(role_url(nobody), {"role": "coordinator"}).status_code == 403
        assert client.post(active_url(nobody), {"active": "false"}).status_code == 403
        assert (
            client.post(INVITE_URL, {"username": "x", "email": "x@example.org"}).status_code == 403
        )
    assert not is_coordinator(fresh(nobody))
    assert fresh(nobody).is_active


def test_wrong_methods(client, coordinator, reviewer):
    client.force_login(coordinator)

    assert client.post(URL).status_code == 405
    assert client.get(role_url(reviewer)).status_code == 405
    assert client.get(active_url(reviewer)).status_code == 405
    assert client.get(INVITE_URL).status_code == 405


def test_the_demo_coordinator_can_open_the_people_page(client, settings, tmp_path):
    settings.VAR_DIR = tmp_path
    ensure_demo_users()
    client.force_login(get_user_model().objects.get(username=DEMO_COORDINATOR))

    assert client.get(URL).status_code == 200


def test_making_a_reviewer_coordinator_gives_the_coordinators_pages(client, coordinator, reviewer):
    client.force_login(coordinator)

    response = client.post(role_url(reviewer), {"role": "coordinator"})

    assert response.status_code == 302
    assert response["Location"] == URL
    promoted = fresh(reviewer)
    assert role_of(promoted) == "coordinator"
    assert is_coordinator(promoted)
    assert promoted.is_staff
    assert promoted.has_perm("reviews.change_criterion")  # the rubric, in the admin
    client.force_login(promoted)
    assert client.get(URL).status_code == 200


def test_taking_the_coordinator_role_away_by_htmx_swaps_the_row(client, coordinator):
    other = member("second", "second-pass-123", "coordinators")
    client.force_login(coordinator)
    client.post(role_url(other), {"role": "coordinator"})  # staff and permissions given

    response = client.post(role_url(other), {"role": "reviewer"}, headers=HTMX)

    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith(f'<tr id="person-{other.pk}"')
    assert "second is now a reviewer." in html
    demoted = fresh(other)
    assert [group.name for group in demoted.groups.all()] == ["reviewers"]
    assert not demoted.is_staff
    assert not demoted.has_perm("reviews.change_criterion")
    client.force_login(demoted)
    assert client.get(URL).status_code == 403
    assert client.get(reverse("applicants:upload")).status_code == 403


def test_an_unknown_role_is_refused(client, coordinator, reviewer):
    client.force_login(coordinator)

    assert client.post(role_url(reviewer), {"role": "dean"}).status_code == 400
    assert client.post(role_url(reviewer), {}).status_code == 400
    assert role_of(fresh(reviewer)) == "reviewer"


def test_no_one_changes_their_own_account(client, coordinator):
    client.force_login(coordinator)

    assert client.post(role_url(coordinator), {"role": "reviewer"}).status_code == 403
    assert client.post(active_url(coordinator), {"active": "false"}).status_code == 403
    assert role_of(fresh(coordinator)) == "coordinator"
    assert fresh(coordinator).is_active


def test_only_an_administrator_changes_an_administrator(client, coordinator):
    admin = get_user_model().objects.create_superuser("root", "root@example.org", "root-pass-1")
    client.force_login(coordinator)

    assert client.post(active_url(admin), {"active": "false"}).status_code == 403
    assert fresh(admin).is_active
    client.force_login(admin)
    assert client.post(active_url(coordinator), {"active": "false"}).status_code == 302
    assert not fresh(coordinator).is_active


def logs_in(username: str, password: str) -> bool:
    response = Client().post(reverse("login"), {"username": username, "password": password})
    return response.status_code == 302


def test_a_deactivated_account_cannot_log_in_until_reactivated(client, coordinator, reviewer):
    their_session = Client()
    their_session.force_login(reviewer)
    client.force_login(coordinator)

    response = client.post(active_url(reviewer), {"active": "false"}, headers=HTMX)

    assert response.status_code == 200
    assert "Reactivate" in response.content.decode()
    assert not logs_in("rev", "rev-pass-123")
    assert their_session.get(reverse("reviews:applicant_list")).status_code == 302  # to login
    client.post(active_url(reviewer), {"active": "true"})
    assert logs_in("rev", "rev-pass-123")


def invite(client, **fields):
    data = {"username": "ysolde", "email": "ysolde@example.org", "name": "Ysolde Brenn"}
    return client.post(INVITE_URL, {**data, **fields})


def test_an_invited_reviewer_sets_a_password_once_through_the_mailed_link(
    client, coordinator, mailoutbox, django_capture_on_commit_callbacks
):
    client.force_login(coordinator)

    with django_capture_on_commit_callbacks(execute=True):
        response = invite(client)

    assert response.status_code == 302
    person = get_user_model().objects.get(username="ysolde")
    assert (person.first_name, person.last_name, person.email) == (
        "Ysolde",
        "Brenn",
        "ysolde@example.org",
    )
    assert role_of(person) == "reviewer"
    assert not person.has_usable_password()
    assert [message.to for message in mailoutbox] == [["ysolde@example.org"]]
    link = re.search(r"http://testserver(/password/\S+)", mailoutbox[0].body).group(1)

    client.logout()
    form = client.get(link, follow=True)  # Django moves the token into the session
    assert b"Set your password" in form.content
    done = client.post(
        form.redirect_chain[-1][0],
        {"new_password1": "lantern-quay-41", "new_password2": "lantern-quay-41"},
    )
    assert done.status_code == 302
    assert logs_in("ysolde", "lantern-quay-41")
    again = client.get(link, follow=True)
    assert b"no longer valid" in again.content


def test_an_invitation_by_htmx_returns_the_list_with_the_new_reviewer(
    client, coordinator, mailoutbox, django_capture_on_commit_callbacks
):
    client.force_login(coordinator)

    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            INVITE_URL,
            {"username": "odo", "email": "odo@example.org", "name": ""},
            headers=HTMX,
        )

    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html
    assert "odo can review once they set a password" in html
    assert 'id="person-' in html and "odo@example.org" in html
    assert len(mailoutbox) == 1


def test_an_invitation_with_a_taken_login_or_address_is_refused(
    client, coordinator, reviewer, mailoutbox
):
    reviewer.email = "rev@example.org"
    reviewer.save()
    client.force_login(coordinator)

    taken_login = invite(client, username="rev")
    taken_address = invite(client, email="REV@example.org")

    assert taken_login.status_code == taken_address.status_code == 400
    assert "already exists" in taken_login.content.decode()
    assert "already has an account" in taken_address.content.decode()
    assert not get_user_model().objects.filter(username="ysolde").exists()
    assert mailoutbox == []


def test_the_people_page_charts_each_reviewers_scores(client, coordinator, reviewer):
    submit(ApplicantFactory(), reviewer, overall=4)
    submit(ApplicantFactory(), reviewer, overall=4)
    client.force_login(coordinator)

    html = client.get(reverse("people:people")).content.decode()

    assert f'id="person-scores-{reviewer.pk}-desc">1: 0; 2: 0; 3: 0; 4: 2; 5: 0<' in html
    assert f'id="person-scores-{coordinator.pk}' not in html  # no reviews: no chart
