"""A session that ends while a review is being typed loses nothing (issue 11, item 4)."""

import pytest

from tests.conftest import log_in
from tests.factories import ApplicantFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_review_typed_when_the_session_ends_is_kept_and_restored(page, live_server, reviewer):
    applicant = ApplicantFactory(name="Hesper Quayle")
    log_in(page, live_server, "rev", "rev-pass-123")
    page.wait_for_selector("#applicant-table")
    page.goto(f"{live_server.url}/applicants/{applicant.pk}/")
    page.wait_for_load_state("load")
    page.fill("#review-form textarea[name=comment]", "Strong systems background; ask about")

    page.context.clear_cookies(name="sessionid")  # the session ends, e.g. over lunch
    page.click("#review-form button[type=submit]")

    page.wait_for_selector("#session-expired")
    assert page.locator("#review-form").count() == 1  # the form is still there, not a login form
    assert page.input_value("#review-form textarea[name=comment]").startswith("Strong systems")

    page.click("#session-expired a")
    page.fill("#id_username", "rev")
    page.fill("#id_password", "rev-pass-123")
    page.click("button[type=submit]")
    page.wait_for_selector("h1:has-text('Hesper Quayle')")
    page.wait_for_selector(".draft-note")
    assert page.input_value("#review-form textarea[name=comment]").startswith("Strong systems")

    page.click("#review-form input[name=overall][value='4']", force=True)
    page.click("#review-form button[type=submit]")
    page.wait_for_selector("#review-saved")
    page.reload()
    page.wait_for_load_state("load")
    assert page.locator(".draft-note").count() == 0  # saved: the browser's copy is gone
