"""In Chromium: a reviewer asks a colleague in the discussion with an @mention; the
colleague finds it in their queue, opens it and answers, without a page reload.

Screenshots of the discussion (1280 and 390 px) replace docs/screenshots/ only with
UPDATE_SCREENSHOTS=1.
"""

import pytest
from django.core import mail

from reviews.models import Comment, Mention
from tests.browser.test_queue_flow import screenshots_dir, shoot
from tests.conftest import REVIEWERS, log_in, member
from tests.factories import ApplicantFactory, submit

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_mention_reaches_the_colleague_through_the_queue(page, live_server, reviewer, tmp_path):
    colleague = member("mira", "mira-pass-123", REVIEWERS)
    colleague.email = "mira@example.org"
    colleague.save()
    applicant = ApplicantFactory(name="Orrin Vellacott")
    submit(applicant, reviewer, overall=4)
    submit(applicant, colleague, overall=2)

    log_in(page, live_server, "rev", "rev-pass-123")
    page.wait_for_selector("#applicant-table")
    page.goto(f"{live_server.url}/applicants/{applicant.pk}/")
    page.wait_for_load_state("load")
    page.evaluate("window.notReloaded = true")
    page.fill("#comment-form textarea", "@mira you scored low: is it the fictional proofs?")
    page.click("#comment-form button[type=submit]")
    page.wait_for_selector("#discussion .mention:has-text('@mira')")
    assert page.evaluate("window.notReloaded") is True
    assert Mention.objects.get().user == colleague
    assert [m.to for m in mail.outbox] == [["mira@example.org"]]

    page.context.clear_cookies()
    log_in(page, live_server, "mira", "mira-pass-123")
    page.goto(f"{live_server.url}/queue/")
    page.click("#mentions a:has-text('Orrin Vellacott')")
    page.wait_for_selector("#discussion .comment-item")
    page.fill("#comment-form textarea", "Yes: the second proof skips a case. @rev")
    page.click("#comment-form button[type=submit]")
    page.wait_for_selector("#discussion .comment-item:nth-of-type(2)")
    assert Comment.objects.count() == 2
    page.locator("#discussion").scroll_into_view_if_needed()
    shoot(page, screenshots_dir(tmp_path), "discussion")
    page.goto(f"{live_server.url}/queue/")
    assert page.locator("#mentions").count() == 0
