"""A coordinator reads the dashboard, ranks by calibrated score and decides, in Chromium at
1280 and 390 px; a reviewer sees the reduced dashboard. Screenshots replace docs/ only with
UPDATE_SCREENSHOTS=1."""

import os
from pathlib import Path

import pytest

from reviews.demo_scores import DEMO_PANEL, seed_demo_scores
from reviews.models import Decision
from tests.conftest import log_in
from tests.factories import open_decisions

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = (1280, 390)
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def shoot(page, target: Path, name: str) -> None:
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        assert fits(page), f"{name} is wider than {width} px"
        page.screenshot(path=target / f"{name}-{width}.png", full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})


def test_a_coordinator_ranks_by_calibrated_score_and_decides(
    page, live_server, coordinator, reviewer, tmp_path
):
    seed_demo_scores()
    target = SCREENSHOTS if os.environ.get("UPDATE_SCREENSHOTS") else tmp_path
    target.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": 1280, "height": 900})
    log_in(page, live_server, "coord", "coord-pass-123")

    page.click("nav.mainnav >> text=Dashboard")
    page.wait_for_selector("#chart-calibrated")
    status_desc = page.locator("#chart-status-desc").text_content()
    assert f"Under review: {len(DEMO_PANEL)}" in status_desc
    assert page.locator(".reviewer-row").count() == 3
    assert page.locator(".disagreement-table tbody tr").count() >= 1
    shoot(page, target, "dashboard")

    page.click("nav.mainnav >> text=Applicants")
    page.fill("input[name=q]", "calibrated:>=0.5")
    page.keyboard.press("Enter")
    page.wait_for_function("location.search.includes('calibrated')")
    page.wait_for_load_state("networkidle")
    page.wait_for_selector(".calibrated-cell .calibrated")
    page.click("th >> text=Calib. z")  # ascending, then descending
    page.wait_for_function("location.search.includes('sort=calibrated')")
    page.wait_for_selector("th a[href*='sort=-calibrated']")
    page.click("th >> text=Calib. z")
    page.wait_for_function("location.search.includes('sort=-calibrated')")
    page.wait_for_selector("th a[href*='sort=calibrated']")
    values = [float(v) for v in page.locator(".calibrated-cell .calibrated").all_text_contents()]
    assert values and all(v >= 0.5 for v in values) and values == sorted(values, reverse=True)
    shoot(page, target, "calibrated-list")

    open_decisions()  # the meeting is over: the cycle is in its decided phase
    page.locator("td.name a").first.click()
    page.wait_for_selector("#review-figures")
    page.check("#decision-panel input[value=waitlist]")
    page.fill("#decision-note", "Fictional: strong, but the places are full.")
    page.click("#decision-panel button[type=submit]")
    page.wait_for_selector("#decision-panel >> text=✓ Saved")
    assert Decision.objects.filter(outcome="waitlist").count() == 1
    shoot(page, target, "decision")

    page.click("nav.mainnav >> text=Rubric")
    page.wait_for_selector("text=Save weights")
    shoot(page, target, "rubric")


def test_a_reviewer_sees_the_reduced_dashboard(page, live_server, coordinator, reviewer, tmp_path):
    seed_demo_scores()
    log_in(page, live_server, "rev", "rev-pass-123")

    page.click("nav.mainnav >> text=Dashboard")
    page.wait_for_selector("#chart-raw")

    assert page.locator("#chart-calibrated").count() == 0
    assert page.locator(".disagreement-table").count() == 0
    assert page.locator("nav.mainnav >> text=Rubric").count() == 0
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        assert fits(page)
