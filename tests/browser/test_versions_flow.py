"""A coordinator brings back an older CV from the applicant page, in Chromium."""

import pytest

from applicants.models import Applicant, Document
from tests.conftest import log_in
from tests.factories import NEW_PAPER, ivo_cv_version, parse_now, queued_document

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_coordinator_restores_the_older_cv_and_the_page_shows_its_facts(
    page, live_server, coordinator
):
    older = queued_document(
        ivo_cv_version(gpa="3.47/4.00", new_paper=False, last_skill="Rust"), "cv-2024.pdf"
    )
    newer = queued_document(
        ivo_cv_version(gpa="3.86/4.00", new_paper=True, last_skill="Zig"), "cv-2025.pdf"
    )
    parse_now(older)
    parse_now(newer)
    applicant = Applicant.objects.get()

    log_in(page, live_server, "coord", "coord-pass-123")
    page.goto(f"{live_server.url}{applicant.get_absolute_url()}")
    assert page.locator(f"#doc-{older.pk} .badge", has_text="Superseded").is_visible()
    assert page.get_by_text(NEW_PAPER).first.is_visible()

    page.click(f"#doc-{older.pk} summary strong")
    page.click(f"#doc-{older.pk} button:has-text('Restore this version')")

    page.wait_for_selector(f"#doc-{newer.pk} .badge:has-text('Superseded')")
    assert page.locator(f"#doc-{older.pk} .badge", has_text="Superseded").count() == 0
    assert page.get_by_text(NEW_PAPER).count() == 0
    assert Document.objects.get(pk=newer.pk).superseded_by_id == older.pk
