import pytest

from applicants.demo import DEMO_COORDINATOR, ensure_demo_users
from tests.conftest import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_demo_coordinator_logs_in_and_sees_the_applicant_list(
    page, live_server, settings, tmp_path
):
    settings.VAR_DIR = tmp_path
    password = ensure_demo_users()[DEMO_COORDINATOR]

    log_in(page, live_server, DEMO_COORDINATOR, password)

    page.wait_for_selector("h1:has-text('Applicants')")
    assert page.locator(".empty").inner_text().startswith("No applicants yet")
    assert page.locator("nav.mainnav a:has-text('Upload')").is_visible()


def test_a_wrong_password_is_refused_with_a_message(page, live_server, reviewer):
    log_in(page, live_server, "rev", "not-the-password")

    assert page.locator(".message.error").is_visible()
    assert "/login/" in page.url
