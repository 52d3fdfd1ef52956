"""A coordinator merges two records of one person, then undoes it from the message and
from the applicant page, by mouse and by keyboard, at a laptop's and a phone's width."""

import pytest
from django.urls import reverse

from applicants.models import Applicant, Document, Email, MergeRecord
from tests.browser.test_inbox_and_merge import WIDTHS, fits, shot
from tests.conftest import log_in
from tests.factories import UserFactory, submit

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def twins(db):
    first = Applicant.objects.create(name="Tamsin Vale", current_institution="Northmoor Institute")
    second = Applicant.objects.create(name="Tamsin Vale", possible_duplicate_of=first)
    home = Document.objects.create(
        applicant=second, state="parsed", kind="homepage", original_name="vale.html"
    )
    Email.objects.create(applicant=second, document=home, address="tamsin@northmoor.example")
    return first, second


def merge(page, live_server, first, second) -> None:
    url = reverse("applicants:merge")
    page.goto(f"{live_server.url}{url}?source={second.pk}&target={first.pk}")
    page.click(f"button:has-text('Merge into #{first.pk}')")
    page.click("button:has-text('Yes, merge')")
    page.wait_for_url(f"**{first.get_absolute_url()}")


@pytest.mark.parametrize("width", WIDTHS)
def test_merge_then_undo_from_the_message(page, live_server, coordinator, twins, width):
    first, second = twins
    page.set_viewport_size({"width": width, "height": 860})
    log_in(page, live_server, "coord", "coord-pass-123")
    merge(page, live_server, first, second)
    message = page.locator(".merged-message")
    assert f"Merged Tamsin Vale (#{second.pk}) into Tamsin Vale (#{first.pk})." in (
        message.inner_text()
    )
    assert page.locator("#merges").get_by_text("merged into this one").is_visible()
    assert fits(page)
    shot(page, f"merged-{width}")

    dialogs = []
    page.once("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    message.get_by_role("link", name="Undo").click()
    page.wait_for_timeout(300)
    assert dialogs and "Undo this merge?" in dialogs[0]
    assert not Applicant.objects.filter(pk=second.pk).exists()  # dismissed: nothing happens

    page.once("dialog", lambda dialog: dialog.accept())
    message.get_by_role("link", name="Undo").click()
    page.wait_for_url(f"**{second.get_absolute_url()}")
    assert page.get_by_text("Merge undone").is_visible()
    restored = Applicant.objects.get(pk=second.pk)
    assert restored.documents.get().original_name == "vale.html"
    assert restored.possible_duplicate_of_id == first.pk
    assert page.locator("#merges").get_by_text(f"#{first.pk}").is_visible()
    assert page.locator("#merges .undo-merge").count() == 0
    assert fits(page)
    shot(page, f"undone-{width}")


def test_undo_from_the_applicant_page_by_keyboard(page, live_server, coordinator, twins):
    first, second = twins
    page.set_viewport_size({"width": 1280, "height": 860})
    log_in(page, live_server, "coord", "coord-pass-123")
    merge(page, live_server, first, second)
    undo_page = reverse("applicants:merge_undo", args=[MergeRecord.objects.get().pk])
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 860})
        page.goto(f"{live_server.url}{undo_page}")
        assert page.get_by_role("button", name="Yes, undo the merge").is_visible()
        assert fits(page)
        shot(page, f"undo-page-{width}")
    page.goto(f"{live_server.url}{first.get_absolute_url()}")  # the message is gone now
    assert page.locator(".merged-message").count() == 0

    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("#merges .undo-merge").focus()
    page.keyboard.press("Enter")
    page.wait_for_url(f"**{second.get_absolute_url()}")
    assert MergeRecord.objects.get().undone_by == coordinator


def test_a_merge_that_dropped_a_review_says_why_it_cannot_be_undone(
    page, live_server, coordinator, twins
):
    first, second = twins
    same = UserFactory(username="rev-both")
    submit(first, same, overall=4)
    submit(second, same, overall=2)
    page.set_viewport_size({"width": 390, "height": 860})
    log_in(page, live_server, "coord", "coord-pass-123")
    merge(page, live_server, first, second)

    assert "It cannot be undone: rev-both's review" in page.locator(".merged-message").inner_text()
    assert page.locator(".undo-merge").count() == 0
    assert page.locator("#merges .cannot-undo").is_visible()
    assert fits(page)
    shot(page, "merged-cannot-undo-390")
