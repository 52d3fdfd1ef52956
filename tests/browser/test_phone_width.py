"""The list and the applicant page at a phone's width (390 px) and a laptop's (1280 px)."""

import pytest

from tests.conftest import log_in
from tests.factories import ApplicantFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def listed(db):
    return [
        ApplicantFactory(name=f"Wilhelmina Oyelaran-Castellanos {n}", current_institution=inst)
        for n, inst in enumerate(("Polytechnic of the Far Northern Fjords", "Saltmarsh College"))
    ]


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def visible_in_viewport(page, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    return (
        box is not None
        and box["x"] >= 0
        and box["x"] + box["width"] <= width
        and (box["y"] + box["height"] <= height)
    )


def test_phone_list_is_cards_with_a_usable_search_box(page, live_server, coordinator, listed):
    page.set_viewport_size({"width": 390, "height": 844})
    log_in(page, live_server, "coord", "coord-pass-123")
    page.wait_for_selector("#applicant-table")

    assert fits(page)
    assert page.locator("#search").bounding_box()["width"] > 250
    assert visible_in_viewport(page, "text=Log out")
    assert page.locator("#applicant-table thead").is_hidden()
    assert page.eval_on_selector("#applicant-table tr", "row => getComputedStyle(row).display") == (
        "grid"
    )


def test_phone_review_panel_is_one_tap_away(page, live_server, reviewer, listed):
    page.set_viewport_size({"width": 390, "height": 844})
    errors = []
    page.on("pageerror", lambda error: errors.append(error))
    log_in(page, live_server, "rev", "rev-pass-123")
    page.goto(f"{live_server.url}{listed[0].get_absolute_url()}")
    page.wait_for_selector("#review-panel")
    assert fits(page)
    assert visible_in_viewport(page, ".jump-review")

    page.click(".jump-review")
    page.wait_for_timeout(300)
    assert visible_in_viewport(page, "#review-panel h2")
    # With the panel on screen the floating button steps aside instead of covering the form.
    page.wait_for_selector(".jump-review", state="hidden")

    # Saving replaces the panel (htmx); the button still keeps out of its way.
    page.keyboard.press("3")
    page.wait_for_selector("#review-saved:has-text('Draft saved')")
    page.wait_for_timeout(300)
    assert page.locator(".jump-review").is_hidden()

    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_selector(".jump-review", state="visible")
    assert errors == []


def test_laptop_list_is_a_table_without_the_jump_button(page, live_server, coordinator, listed):
    page.set_viewport_size({"width": 1280, "height": 900})
    log_in(page, live_server, "coord", "coord-pass-123")
    page.wait_for_selector("#applicant-table")
    assert fits(page)
    assert page.locator("#applicant-table thead").is_visible()
    page.goto(f"{live_server.url}{listed[0].get_absolute_url()}")
    page.wait_for_selector("#review-panel")
    assert page.locator(".jump-review").is_hidden()
    assert fits(page)
