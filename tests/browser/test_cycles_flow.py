"""A coordinator creates a cycle, switches between cycles, uploads into the new one and sees
the list scoped to it; screenshots at 1280 and 390 px."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from applicants.models import Applicant
from reviews.models import Cycle
from tests.conftest import log_in
from tests.factories import ApplicantFactory

pytestmark = [
    pytest.mark.browser,
    pytest.mark.worker,
    pytest.mark.redis,
    pytest.mark.django_db(transaction=True),
]
WIDTHS = (1280, 390)
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
CV = b"Quentin Harrowgate\nquentin.harrowgate@example.org\nPhD student, Lakeshore University\n"


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_create_a_cycle_switch_upload_and_see_the_list_scoped(
    page, live_server, coordinator, celery_worker, tmp_path
):
    first = Cycle.objects.default()
    ApplicantFactory(name="Olive Oldcycle", cycle=first)
    log_in(page, live_server, "coord", "coord-pass-123")
    expect(page.locator("td.name >> text=Olive Oldcycle")).to_have_count(1)

    page.click("nav.mainnav >> text=Cycles")
    page.fill("#id_name", "Summer 2027 systems interns")
    page.select_option("#id_review_visibility", "discussion")
    page.click("text=Create cycle and switch to it")
    expect(page.locator(".message.success")).to_contain_text("Created Summer 2027")
    created = Cycle.objects.get(name="Summer 2027 systems interns")
    expect(page.locator("#cycle-switch")).to_have_value(str(created.pk))
    page.click(f"#cycle-{created.pk} >> text=On to reviewing")
    expect(page.locator(f"#cycle-{created.pk} .phase")).to_have_text("Reviewing")
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        assert fits(page)
        page.screenshot(path=SCREENSHOTS / f"cycles-{width}.png", full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})

    page.goto(f"{live_server.url}/")
    expect(page.locator("text=Olive Oldcycle")).to_have_count(0)

    page.goto(f"{live_server.url}/documents/upload/")
    cv = tmp_path / "cv.txt"
    cv.write_bytes(CV)
    page.set_input_files("#id_files", str(cv))
    page.click("#upload-submit")
    page.wait_for_url("**/documents/batches/*/")
    expect(page.locator("tr[data-state=parsed]")).to_have_count(1, timeout=30_000)
    assert Applicant.objects.get(name__startswith="Quentin").cycle == created

    page.goto(f"{live_server.url}/")
    expect(page.locator("td.name >> text=Quentin Harrowgate")).to_have_count(1)
    expect(page.locator("td.name >> text=Olive Oldcycle")).to_have_count(0)

    # The switcher: htmx posts on change and the page reloads in the other cycle.
    page.select_option("#cycle-switch", str(first.pk))
    expect(page.locator("td.name >> text=Olive Oldcycle")).to_have_count(1)
    expect(page.locator("td.name >> text=Quentin Harrowgate")).to_have_count(0)
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=SCREENSHOTS / f"cycle-switcher-{width}.png")


@pytest.mark.django_db(transaction=True)
def test_the_applicant_page_says_applied_before_and_which_cycle(page, live_server, coordinator):
    current = Cycle.objects.default()
    earlier = Cycle.objects.create(name="Summer 2026 systems interns", phase="decided")
    Cycle.objects.filter(pk=earlier.pk).update(created_at=current.created_at.replace(year=2025))
    before = ApplicantFactory(
        name="Quentin Harrowgate", current_institution="Lakeshore University", cycle=earlier
    )
    again = ApplicantFactory(
        name="Quentin Harrowgate", current_institution="Lakeshore University", cycle=current
    )
    log_in(page, live_server, "coord", "coord-pass-123")

    page.goto(f"{live_server.url}/applicants/{again.pk}/")
    expect(page.locator(".applied-before")).to_contain_text("Summer 2026 systems interns")
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 700})
        assert fits(page)
        page.screenshot(path=SCREENSHOTS / f"applied-before-{width}.png")

    page.set_viewport_size({"width": 1280, "height": 700})
    page.click(".applied-before a")
    expect(page.locator(".other-cycle")).to_contain_text("Summer 2026 systems interns")
    assert page.url.endswith(f"/applicants/{before.pk}/")
    page.click(".other-cycle button")
    expect(page.locator("#cycle-switch")).to_have_value(str(earlier.pk))
    expect(page.locator(".other-cycle")).to_have_count(0)
