"""Brute force is throttled: after a few wrong passwords even the right one waits."""

from datetime import timedelta

import pytest
from axes.models import AccessAttempt
from django.urls import reverse

from config.login_throttle import client_address

pytestmark = pytest.mark.django_db
LOGIN = reverse("login")


def attempt(client, username, password, address="198.51.100.7"):
    return client.post(LOGIN, {"username": username, "password": password}, REMOTE_ADDR=address)


def test_two_hundred_wrong_passwords_then_the_right_one_is_refused(client, reviewer, settings):
    answers = [attempt(client, "rev", f"guess-{n}").status_code for n in range(200)]

    right = attempt(client, "rev", "rev-pass-123")

    assert answers[: settings.AXES_FAILURE_LIMIT - 1] == [200] * (settings.AXES_FAILURE_LIMIT - 1)
    assert set(answers[settings.AXES_FAILURE_LIMIT :]) == {429}
    assert right.status_code == 429
    assert "_auth_user_id" not in client.session
    html = right.content.decode()
    assert "Too many failed attempts; try again in 15 minutes." in html
    assert 'id="id_username"' in html and 'value="rev"' in html  # the login page, not a bare 403


def test_the_lock_covers_the_account_from_anywhere_and_the_address_for_anyone(
    client, reviewer, coordinator
):
    for n in range(5):
        attempt(client, "rev", f"guess-{n}", address="198.51.100.7")

    other_address = attempt(client, "rev", "rev-pass-123", address="203.0.113.9")
    other_account = attempt(client, "coord", "coord-pass-123", address="198.51.100.7")
    elsewhere = attempt(client, "coord", "coord-pass-123", address="203.0.113.9")

    assert other_address.status_code == 429
    assert other_account.status_code == 429
    assert elsewhere.status_code == 302  # another account from another address logs in


def test_after_the_cool_off_the_right_password_works_and_resets_the_count(client, reviewer):
    for n in range(5):
        attempt(client, "rev", f"guess-{n}")
    AccessAttempt.objects.update(
        attempt_time=AccessAttempt.objects.get().attempt_time - timedelta(minutes=16)
    )

    response = attempt(client, "rev", "rev-pass-123")

    assert response.status_code == 302
    assert response["Location"] == "/"
    assert not AccessAttempt.objects.exists()


def test_a_few_typos_do_not_lock_anyone_out(client, reviewer):
    for n in range(4):
        assert attempt(client, "rev", f"typo-{n}").status_code == 200

    assert attempt(client, "rev", "rev-pass-123").status_code == 302


@pytest.mark.parametrize(
    ("proxies", "forwarded", "expected"),
    [
        (0, "192.0.2.1", "10.0.0.2"),
        (1, "192.0.2.1", "192.0.2.1"),
        (1, "6.6.6.6, 192.0.2.1", "192.0.2.1"),  # the client's own header part is not trusted
        (2, "192.0.2.1", "10.0.0.2"),  # fewer hops than proxies: the socket's address
    ],
)
def test_the_client_address_trusts_only_the_configured_proxies(
    rf, settings, proxies, forwarded, expected
):
    settings.TRUSTED_PROXIES = proxies
    request = rf.get("/", REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR=forwarded)

    assert client_address(request) == expected
