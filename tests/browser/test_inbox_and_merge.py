"""The uploads inbox and the merge comparison, in Chromium at a laptop's and a phone's width."""

import os
from pathlib import Path

import pytest

from applicants.models import Applicant, Document, Email, UploadBatch
from tests.conftest import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = [1280, 390]
SCREENSHOTS = os.environ.get("SCREENSHOT_DIR")


def shot(page, name: str) -> None:
    if SCREENSHOTS:
        page.screenshot(path=Path(SCREENSHOTS) / f"{name}.png", full_page=True)


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.fixture
def twins(db):
    first = Applicant.objects.create(name="Tamsin Vale", current_institution="Northmoor Institute")
    second = Applicant.objects.create(name="Tamsin Vale", possible_duplicate_of=first)
    batch = UploadBatch.objects.create()
    cv = Document.objects.create(
        applicant=first, batch=batch, state="parsed", kind="cv", original_name="vale-cv.pdf"
    )
    home = Document.objects.create(
        applicant=second, batch=batch, state="parsed", kind="homepage", original_name="vale.html"
    )
    Document.objects.create(
        batch=batch, state="failed", original_name="scan.pdf", failure_reason="No text in it."
    )
    Email.objects.create(applicant=first, document=cv, address="tamsin@northmoor.example")
    Email.objects.create(applicant=second, document=home, address="tamsin@northmoor.example")
    return first, second


@pytest.mark.parametrize("width", WIDTHS)
def test_the_inbox_lists_what_needs_attention_and_dismisses_in_place(
    page, live_server, coordinator, twins, width
):
    page.set_viewport_size({"width": width, "height": 860})
    log_in(page, live_server, "coord", "coord-pass-123")
    assert page.locator(".mainnav .nav-count").inner_text() == "2"
    page.click(".mainnav a:has-text('Uploads')")
    page.wait_for_selector("#attention")
    assert page.get_by_text("No text in it.").is_visible()
    assert page.locator("#batches").is_visible()
    assert fits(page)
    shot(page, f"inbox-{width}")

    failed = Document.objects.get(state="failed")
    page.click(f"#attention-{failed.pk} button:has-text('Dismiss')")
    page.wait_for_selector(f"#attention-{failed.pk}", state="detached")
    assert Document.objects.get(pk=failed.pk).attention_dismissed


@pytest.mark.parametrize("width", WIDTHS)
def test_a_duplicate_is_compared_side_by_side_and_merged_once_confirmed(
    page, live_server, coordinator, twins, width
):
    first, second = twins
    page.set_viewport_size({"width": width, "height": 860})
    log_in(page, live_server, "coord", "coord-pass-123")
    page.goto(f"{live_server.url}{second.get_absolute_url()}")
    page.click(".duplicate-banner a:has-text('Compare and merge')")
    page.wait_for_selector("#side-stays")
    assert page.locator("#side-stays").get_by_text("vale-cv.pdf").is_visible()
    assert page.locator("#side-goes").get_by_text("vale.html").is_visible()
    assert fits(page)
    shot(page, f"merge-{width}")

    page.click(f"button:has-text('Merge into #{first.pk}')")
    page.wait_for_selector("button:has-text('Yes, merge')")
    assert Applicant.objects.count() == 2
    shot(page, f"merge-confirm-{width}")
    page.click("button:has-text('Yes, merge')")
    page.wait_for_url(f"**{first.get_absolute_url()}")
    assert list(Applicant.objects.values_list("pk", flat=True)) == [first.pk]
