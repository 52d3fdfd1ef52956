"""People page in Chromium, and the list's under-review chips, at 1280 and 390 px."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail

from applicants.ingest import refresh_applicant
from applicants.roles import is_coordinator
from tests.conftest import log_in
from tests.factories import (
    ApplicantFactory,
    ApplicantSkillFactory,
    DocumentFactory,
    PublicationFactory,
    SkillFactory,
)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
WIDTHS = (1280, 390)


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_coordinator_promotes_deactivates_and_invites(
    page, live_server, coordinator, reviewer, tmp_path
):
    log_in(page, live_server, "coord", "coord-pass-123")
    page.click("nav.mainnav >> text=People")
    page.wait_for_selector("#people")

    page.select_option(f"#role-{reviewer.pk}", "coordinator")
    page.wait_for_selector(f"#person-{reviewer.pk} >> text=rev is now a coordinator")
    assert is_coordinator(get_user_model().objects.get(pk=reviewer.pk))

    page.once("dialog", lambda dialog: dialog.accept())
    page.click(f"#person-{reviewer.pk} >> text=Deactivate")
    page.wait_for_selector(f"#person-{reviewer.pk} >> text=Reactivate")
    assert not get_user_model().objects.get(pk=reviewer.pk).is_active

    page.fill("#id_username", "quill")
    page.fill("#id_email", "quill@example.org")
    page.fill("#id_name", "Quillon Avery")
    page.click("text=Create account and send link")
    page.wait_for_selector("text=quill can review once they set a password")
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        assert fits(page)
        page.screenshot(path=tmp_path / f"people-{width}.png", full_page=True)

    link = re.search(r"https?://\S+/password/\S+", mail.outbox[-1].body).group(0)
    page.click("text=Log out")
    page.goto(link)
    page.fill("#id_new_password1", "cobalt-ferry-77")
    page.fill("#id_new_password2", "cobalt-ferry-77")
    page.click("text=Set password")
    page.wait_for_selector("text=Password set")
    log_in(page, live_server, "quill", "cobalt-ferry-77")
    page.wait_for_selector("text=No applicants yet")
    assert "quill" in page.locator(".account").text_content()


def test_list_and_page_mark_papers_under_review(page, live_server, reviewer, tmp_path):
    applicant = ApplicantFactory(name="Isaura Penhaligon")
    cv = DocumentFactory(applicant=applicant, text="Skills: Coq, OCaml, IELTS 8.5. OCaml tools.")
    PublicationFactory(document=cv, venue="FSE", year=2026, pub_status="under_review")
    PublicationFactory(document=cv, venue="ECOOP", year=2024, pub_status="published")
    for name in ("Coq", "OCaml", "IELTS 8.5"):
        ApplicantSkillFactory(document=cv, skill=SkillFactory(name=name))
    refresh_applicant(applicant)
    log_in(page, live_server, "rev", "rev-pass-123")
    page.wait_for_selector("#applicant-table")

    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        assert fits(page)
        page.screenshot(path=tmp_path / f"list-{width}.png", full_page=True)
    assert page.locator("td.skills .skill").all_inner_texts() == ["OCaml", "Coq"]
    assert page.locator(".venue.pending").first.inner_text() == "under review at FSE’26"

    page.goto(f"{live_server.url}{applicant.get_absolute_url()}")
    page.wait_for_selector("text=under review at FSE 2026")
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=tmp_path / f"applicant-{width}.png", full_page=True)
