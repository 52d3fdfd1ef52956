"""The applicant list as a person navigates it: Back after a search, the filter selects, Enter
and Esc in the search box (issue 11, items 1-3)."""

import pytest

from tests.conftest import log_in
from tests.factories import ApplicantFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def listed(db):
    wanted = ApplicantFactory(
        name="Perpetua Lindqvist", search_text="Perpetua Lindqvist tidal turbines"
    )
    shortlisted = ApplicantFactory(name="Osric Vantablack", status="shortlisted")
    return wanted, shortlisted


def rows(page) -> int:
    return page.locator("#applicant-table tbody tr").count()


def test_back_after_a_search_shows_the_whole_styled_page(page, live_server, coordinator, listed):
    log_in(page, live_server, "coord", "coord-pass-123")
    page.wait_for_selector("#applicant-table")
    page.fill("#search", "lindqvist")
    page.press("#search", "Enter")
    page.wait_for_function("document.querySelectorAll('#applicant-table tbody tr').length === 1")
    page.click("#applicant-table td.name a")
    page.wait_for_selector("h1:has-text('Perpetua Lindqvist')")
    page.go_back()
    page.wait_for_selector("#applicant-table")
    # The full page, not the table partial the browser fetched with htmx at the same URL.
    assert page.locator("nav.mainnav").count() == 1
    assert page.locator("link[rel=stylesheet]").count() >= 1
    assert page.input_value("#search") == "lindqvist"
    assert rows(page) == 1


def test_a_filter_select_updates_the_list_by_itself(page, live_server, coordinator, listed):
    log_in(page, live_server, "coord", "coord-pass-123")
    page.wait_for_selector("#applicant-table")
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    assert rows(page) == 2
    page.select_option("select[name=status]", "shortlisted")
    page.wait_for_function("document.querySelectorAll('#applicant-table tbody tr').length === 1")
    assert "status=shortlisted" in page.url
    assert errors == []


def test_enter_sends_one_request_and_esc_keeps_the_query(page, live_server, coordinator, listed):
    log_in(page, live_server, "coord", "coord-pass-123")
    page.wait_for_selector("#applicant-table")
    page.wait_for_load_state("load")
    requests = []
    page.on("request", lambda request: "q=" in request.url and requests.append(request.url))
    page.fill("#search", "lindqvist")
    page.wait_for_timeout(50)
    page.press("#search", "Enter")
    page.wait_for_function("document.querySelectorAll('#applicant-table tbody tr').length === 1")
    page.wait_for_timeout(1200)  # past the typing delay: anything else queued has been sent
    assert len(requests) == 1, requests

    page.press("#search", "Escape")
    page.wait_for_timeout(700)
    assert page.input_value("#search") == "lindqvist"
    assert page.evaluate("document.activeElement.id") != "search"
    assert rows(page) == 1
