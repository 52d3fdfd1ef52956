"""In Chromium: a reviewer drafts by keyboard and sees none of the others' reviews, submits,
and only then sees them; a coordinator sees the change made after that as such.

Screenshots of the review panel (1280 and 390 px) replace docs/screenshots/ only with
UPDATE_SCREENSHOTS=1.
"""

import pytest

from reviews.models import Review
from tests.browser.test_queue_flow import screenshots_dir, shoot
from tests.conftest import log_in
from tests.factories import ApplicantFactory, UserFactory, submit

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
WORRY = "Unsure the fictional benchmark generalises."


def test_a_draft_hides_the_others_until_submitted(page, live_server, reviewer, tmp_path):
    applicant = ApplicantFactory(name="Tamsin Oakrill")
    submit(applicant, UserFactory(username="earlier"), overall=5, comment=WORRY)
    log_in(page, live_server, "rev", "rev-pass-123")
    page.wait_for_selector("#applicant-table")
    page.goto(f"{live_server.url}/applicants/{applicant.pk}/")
    page.wait_for_load_state("load")

    page.keyboard.press("2")
    page.wait_for_selector("#review-saved:has-text('Draft saved')")
    assert WORRY not in page.inner_text("#review-panel")
    assert "once you have submitted yours" in page.inner_text("#blind-note")
    assert Review.objects.get(reviewer=reviewer).state == Review.State.DRAFT
    shoot(page, screenshots_dir(tmp_path), "review-draft")

    page.wait_for_load_state("networkidle")
    page.keyboard.press("Shift+S")
    page.wait_for_selector("#review-form[data-submitted='1']")
    assert WORRY in page.inner_text("#review-panel")
    shoot(page, screenshots_dir(tmp_path), "review-submitted")

    # A change after seeing the others: kept and flagged.
    page.click("#review-form input[name=overall][value='4']", force=True)
    page.click("#submit-review")
    page.wait_for_selector("text=You changed this review after seeing the others' scores.")
    review = Review.objects.get(reviewer=reviewer)
    assert review.overall == 4
    assert list(review.revisions.values_list("overall", "saw_others")) == [(2, False), (4, True)]


def test_submit_pressed_during_the_drafts_autosave_is_not_lost(page, live_server, reviewer):
    applicant = ApplicantFactory(name="Wren Halloway")
    log_in(page, live_server, "rev", "rev-pass-123")
    page.wait_for_selector("#applicant-table")
    page.goto(f"{live_server.url}/applicants/{applicant.pk}/")
    page.wait_for_load_state("load")

    page.keyboard.press("4")  # the draft's autosave starts ...
    page.keyboard.press("Shift+S")  # ... and Submit comes before its answer

    page.wait_for_selector("#review-form[data-submitted='1']")
    review = Review.objects.get(reviewer=reviewer)
    assert (review.overall, review.is_submitted) == (4, True)
