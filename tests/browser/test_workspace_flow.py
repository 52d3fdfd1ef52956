"""A reviewer's afternoon, in Chromium: search, tag, score by keyboard, shortlist, export."""

import csv
import io
import os
import random
from pathlib import Path

import pytest
from django.core.files.base import ContentFile

from applicants.models import Applicant
from reviews.models import Review, SavedSearch
from tests.conftest import log_in
from tests.factories import (
    ApplicantFactory,
    ApplicantSkillFactory,
    DocumentFactory,
    PublicationFactory,
    make_pdf,
)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


@pytest.fixture
def people(db):
    wanted = ApplicantFactory(
        name="Ada Quillfeather",
        current_institution="Riverbend University",
        search_text="Ada Quillfeather Riverbend University sparse attention kernels",
    )
    cv = DocumentFactory(applicant=wanted)
    PublicationFactory(document=cv, title="Sparse Attention on Imaginary Chips", venue="MLSys")
    ApplicantSkillFactory(document=cv)
    others = [ApplicantFactory(name=f"Bo Fictional {n}") for n in range(3)]
    return wanted, others


def test_search_tag_score_shortlist_and_export(page, live_server, coordinator, people):
    wanted, _ = people
    log_in(page, live_server, "coord", "coord-pass-123")
    page.wait_for_selector("#applicant-table")
    page.wait_for_load_state("load")  # the keyboard script is deferred

    # Find by search: the table updates in place and the URL follows.
    page.keyboard.press("/")
    page.keyboard.type("quillfeather")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelectorAll('#applicant-table tbody tr').length === 1")
    assert "q=quillfeather" in page.url
    page.keyboard.press("Escape")
    page.keyboard.press("j")
    page.keyboard.press("Enter")
    page.wait_for_selector("h1:has-text('Ada Quillfeather')")

    # Tag with t, score with 4, submit with Shift+S, shortlist with s: no page load.
    page.evaluate("window.notReloaded = true")
    page.keyboard.press("t")
    page.keyboard.type("compiler")
    page.keyboard.press("Enter")
    page.wait_for_selector("#tag-panel .tag:has-text('compiler')")
    page.keyboard.press("Escape")  # the tag field keeps the focus for another tag
    page.keyboard.press("4")
    page.wait_for_selector("#review-saved")  # a draft
    page.wait_for_load_state("networkidle")
    page.keyboard.press("Shift+S")
    page.wait_for_selector("#review-form[data-submitted='1']")
    page.keyboard.press("s")
    page.wait_for_selector("#status-panel .saved")
    assert page.evaluate("window.notReloaded") is True
    assert page.locator("#status-select").input_value() == "shortlisted"
    assert Review.objects.get(applicant=wanted).overall == 4
    assert Applicant.objects.get(pk=wanted.pk).status == "shortlisted"

    # The shortlist has them; export it and read the file back.
    page.click("nav.mainnav a:has-text('Shortlist')")
    page.wait_for_selector("#applicant-table td.name:has-text('Ada Quillfeather')")
    with page.expect_download() as download_info:
        page.click("#export-link")
    content = Path(download_info.value.path()).read_bytes()
    assert content.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(io.StringIO(content.decode("utf-8-sig"))))
    assert [(r["name"], r["tags"], r["mean score"], r["status"]) for r in rows] == [
        ("Ada Quillfeather", "compiler", "4.00", "Shortlisted")
    ]


def test_keys_help_unknown_keys_and_next(page, live_server, reviewer, people):
    log_in(page, live_server, "rev", "rev-pass-123")
    page.wait_for_selector("#applicant-table")
    page.wait_for_load_state("load")  # the keyboard script is deferred

    page.keyboard.press("?")
    page.locator("#keys-help").wait_for(state="visible")
    page.keyboard.press("Escape")
    page.fill("#search", "flavour:salty")
    page.keyboard.press("Enter")
    page.wait_for_selector(".search-error:has-text('Unknown search key')")

    page.fill("#search", "")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelectorAll('#applicant-table tbody tr').length === 4")
    page.click("#applicant-table tbody tr:first-child td.name a")
    first = page.locator("h1").inner_text()
    page.keyboard.press("j")
    page.wait_for_function(f"document.querySelector('h1').innerText !== {first!r}")
    page.go_back()
    page.wait_for_selector(f"h1:has-text('{first}')")


def test_draw_the_screenshots(page, live_server, coordinator, reviewer, tmp_path):
    """Renders the README's screenshots; they replace docs/ only with UPDATE_SCREENSHOTS=1."""
    from devtools.seeding import ensure_pools, seed_batch
    from reviews import services

    pools = ensure_pools(4)
    seed_batch(60, random.Random(7), pools, serial=0)
    applicant = Applicant.objects.order_by("name").first()
    document = applicant.documents.get()
    document.content_type = "application/pdf"
    document.original_name = "cv.pdf"
    document.file.save("cv.pdf", ContentFile(make_pdf(document.text.splitlines())), save=True)
    services.tag_applicant(applicant, "strong-letter", coordinator)
    services.submit_review(
        applicant, coordinator, overall=4, confidence=3, comment="Fictional: clear systems taste."
    )
    page.set_viewport_size({"width": 1440, "height": 900})
    log_in(page, live_server, "coord", "coord-pass-123")
    page.goto(f"{live_server.url}/?sort=-mean")
    page.wait_for_selector("#applicant-table")
    page.wait_for_load_state("load")  # the keyboard script is deferred
    target = SCREENSHOTS if os.environ.get("UPDATE_SCREENSHOTS") else tmp_path
    target.mkdir(parents=True, exist_ok=True)
    assert page.locator("#applicant-table tbody tr").count() == 50
    page.screenshot(path=target / "list.png")
    page.goto(f"{live_server.url}/applicants/{applicant.pk}/?pos=0")
    page.wait_for_selector("#review-panel")
    page.wait_for_timeout(800)  # let the PDF viewer paint
    assert page.locator("#review-panel").is_visible()
    page.screenshot(path=target / "applicant.png")
    for name in ("list.png", "applicant.png"):
        assert (target / name).read_bytes().startswith(b"\x89PNG")


def test_save_a_search_and_open_it_from_the_shortlist(
    page, live_server, reviewer, coordinator, people, tmp_path
):
    _, others = people
    Applicant.objects.filter(pk=others[0].pk).update(status=Applicant.Status.SHORTLISTED)
    SavedSearch.objects.create(
        created_by=coordinator, name="Strong PhDs", querystring="level=phd&sort=-mean", shared=True
    )
    log_in(page, live_server, "rev", "rev-pass-123")
    page.wait_for_selector("#applicant-table")
    page.fill("#search", "quillfeather")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelectorAll('#applicant-table tbody tr').length === 1")

    page.fill("#save-search-name", "Sparse kernels")
    page.check("#save-search input[name=shared]")
    page.click("#save-search button[type=submit]")
    page.wait_for_selector("#search-saved:has-text('Sparse kernels')")

    page.click("nav.mainnav a:has-text('Shortlist')")
    page.wait_for_selector("#saved-searches a:has-text('Sparse kernels')")
    page.wait_for_selector("#saved-searches a:has-text('Strong PhDs')")
    page.wait_for_selector("#applicant-table td.name:has-text('Bo Fictional 0')")
    page.set_viewport_size({"width": 1280, "height": 720})
    target = SCREENSHOTS if os.environ.get("UPDATE_SCREENSHOTS") else tmp_path
    target.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=target / "shortlist.png")
    page.click("#saved-searches a:has-text('Sparse kernels')")
    page.wait_for_function("document.querySelectorAll('#applicant-table tbody tr').length === 1")
    assert "q=quillfeather" in page.url
    assert page.locator("#search").input_value() == "quillfeather"
