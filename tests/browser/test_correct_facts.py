"""A coordinator corrects a fact in place on the applicant page, in Chromium, at a laptop's
width and at a phone's."""

import os

import pytest

from applicants.models import Education, Fact
from tests.conftest import log_in
from tests.factories import ApplicantFactory, DocumentFactory, EducationFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [1280, 390])
def test_a_coordinator_corrects_a_degree_field_inline(page, live_server, coordinator, width):
    applicant = ApplicantFactory(name="Tomas Vellendrake")
    document = DocumentFactory(applicant=applicant)
    EducationFactory(
        applicant=applicant,
        document=document,
        degree="PhD",
        field="Philosophy",
        institution="Lakeside Institute",
        start_year=2023,
        end_year=None,
    )
    page.set_viewport_size({"width": width, "height": 860})
    log_in(page, live_server, "coord", "coord-pass-123")
    page.goto(f"{live_server.url}{applicant.get_absolute_url()}")
    url_before = page.url

    page.click("#profile .fact:has-text('Philosophy') a.fact-edit")
    field = page.locator("#fact-form input[name=field]")
    field.wait_for()
    assert field.input_value() == "Philosophy"
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    if shots := os.environ.get("SCREENSHOT_DIR"):
        page.screenshot(path=f"{shots}/fact-form-{width}.png", full_page=False)
    field.fill("Mechanical Engineering")
    page.click("#fact-form button[type=submit]")

    corrected = page.locator("#profile .fact", has_text="Mechanical Engineering")
    corrected.locator(".badge.corrected", has_text="corrected by coord").wait_for()
    assert page.locator("#profile", has_text="Philosophy").count() == 0
    assert page.url == url_before  # in place: htmx swapped the profile, no page load
    if shots:
        page.screenshot(path=f"{shots}/fact-corrected-{width}.png", full_page=False)
    (shown,) = Education.objects.filter(applicant=applicant)
    assert shown.field == "Mechanical Engineering" and shown.origin == Fact.Origin.PERSON


def test_a_coordinator_names_an_applicant_and_deletes_another(page, live_server, coordinator):
    from applicants.models import Applicant
    from tests.factories import ApplicantSkillFactory

    nameless = ApplicantFactory(name="", current_institution="")
    ApplicantSkillFactory(applicant=nameless, document=DocumentFactory(applicant=nameless))
    shots = os.environ.get("SCREENSHOT_DIR")
    log_in(page, live_server, "coord", "coord-pass-123")
    page.goto(f"{live_server.url}{nameless.get_absolute_url()}")
    assert page.locator("h1", has_text=f"Applicant #{nameless.pk}").is_visible()

    page.click("text=name this applicant")
    page.fill("#fact-form input[name=name]", "Oriel Fenwick-Saar")
    page.click("#fact-form button[type=submit]")
    page.locator("#headline .badge.corrected", has_text="corrected by coord").wait_for()
    assert page.locator("h1", has_text="Oriel Fenwick-Saar").is_visible()
    if shots:
        page.screenshot(path=f"{shots}/named.png", full_page=False)

    page.click("text=Delete this applicant…")
    page.locator("h1", has_text="Delete Oriel Fenwick-Saar?").wait_for()
    assert page.get_by_text("1 document and its file").is_visible()
    if shots:
        page.screenshot(path=f"{shots}/delete.png", full_page=False)
    page.click("button:has-text('Delete Oriel Fenwick-Saar')")
    page.wait_for_url(f"{live_server.url}/")
    assert not Applicant.objects.filter(pk=nameless.pk).exists()
