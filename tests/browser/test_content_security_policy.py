"""Under the Content-Security-Policy, Chromium reports no violation and the pages still work."""

import pytest
from django.contrib.auth.models import Permission
from django.core.files.base import ContentFile
from playwright.sync_api import expect

from applicants.models import Applicant
from reviews.models import Assignment, Conflict, Review
from tests.conftest import log_in
from tests.factories import ApplicantFactory, DocumentFactory, LinkFactory, make_pdf

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

COLLECT_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
});
"""


@pytest.fixture
def watched(browser):
    """A page under the policy (no bypass_csp, unlike the shared `page` fixture), with every
    CSP violation it reports (DOM event or console) collected. No wait_for_function here:
    Playwright evaluates its predicate with eval, which the policy refuses."""
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    context.set_default_timeout(10_000)
    page = context.new_page()
    console = []
    page.on(
        "console",
        lambda message: (
            console.append(message.text)
            if "Content Security Policy" in message.text or "unsafe-eval" in message.text
            else None
        ),
    )
    page.add_init_script(COLLECT_VIOLATIONS)

    def violations() -> list[str]:
        return console + page.evaluate("window.__cspViolations || []")

    page.violations = violations
    yield page
    context.close()


@pytest.fixture
def applicants(db):
    ada = ApplicantFactory(name="Ada Quillfeather", search_text="Ada Quillfeather kernels")
    cv = DocumentFactory(applicant=ada, content_type="application/pdf", original_name="cv.pdf")
    cv.file.save("cv.pdf", ContentFile(make_pdf(["Ada Quillfeather", "Kernels"])), save=True)
    LinkFactory(document=cv, kind="homepage", url="javascript:alert(1)", normalized_url="x")
    others = [ApplicantFactory(name=f"Bo Fictional {n}") for n in range(2)]
    return ada, others


def visit(page, url: str, ready: str) -> None:
    page.goto(url)
    page.wait_for_selector(ready)
    page.wait_for_load_state("load")  # deferred scripts have run


def test_the_main_pages_raise_no_violation_and_htmx_and_keys_work(
    watched, live_server, coordinator, applicants
):
    page = watched
    ada, _ = applicants
    coordinator.is_staff = True
    coordinator.save(update_fields=["is_staff"])
    coordinator.user_permissions.set(Permission.objects.filter(content_type__app_label="reviews"))
    base = live_server.url

    visit(page, f"{base}/login/", "#id_username")
    log_in(page, live_server, "coord", "coord-pass-123")
    page.wait_for_selector("#applicant-table")
    page.wait_for_load_state("load")

    # htmx search and the keyboard on the list.
    page.keyboard.press("/")
    page.keyboard.type("quillfeather")
    page.keyboard.press("Enter")
    expect(page.locator("#applicant-table tbody tr")).to_have_count(1)
    page.wait_for_load_state("networkidle")  # the typing's own delayed search has landed too
    page.keyboard.press("Escape")
    page.keyboard.press("j")
    page.keyboard.press("Enter")
    page.wait_for_selector("h1:has-text('Ada Quillfeather')")
    page.wait_for_load_state("load")

    # The applicant page: tag, score and shortlist by key, all through htmx.
    assert page.locator("a[href^='javascript:']").count() == 0
    page.keyboard.press("t")
    page.keyboard.type("compiler")
    page.keyboard.press("Enter")
    page.wait_for_selector("#tag-panel .tag:has-text('compiler')")
    page.keyboard.press("Escape")
    page.keyboard.press("4")
    page.wait_for_selector("#review-saved")
    page.keyboard.press("s")
    page.wait_for_selector("#status-panel .saved")
    assert Review.objects.get(applicant=ada).overall == 4
    assert Applicant.objects.get(pk=ada.pk).status == "shortlisted"

    # The conflict form asks first (a script listener, not an inline onsubmit).
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.click(".conflict-form button")
    page.wait_for_timeout(300)
    assert not Conflict.objects.exists()
    page.once("dialog", lambda dialog: dialog.accept())
    page.click(".conflict-form button")
    page.wait_for_selector("text=You declared a conflict with this applicant")
    assert Conflict.objects.filter(applicant=ada, reviewer=coordinator).exists()

    visit(page, f"{base}/shortlist/", "#saved-searches")
    visit(page, f"{base}/documents/upload/", "form")
    visit(page, f"{base}/admin/", "#content")
    visit(page, f"{base}/admin/reviews/review/", "#changelist")

    assert page.violations() == []


def test_a_refusal_page_and_the_lockout_page_raise_no_violation(
    watched, live_server, reviewer, applicants
):
    page = watched
    log_in(page, live_server, "rev", "rev-pass-123")
    page.wait_for_selector("#applicant-table")

    visit(page, f"{live_server.url}/documents/upload/", ".forbidden")
    assert "ask a coordinator for access" in page.locator(".forbidden").inner_text()
    page.click("text=Log out")
    page.wait_for_selector("#id_username")
    for n in range(5):
        log_in(page, live_server, "someone", f"wrong-{n}")
    page.wait_for_selector("#lockout")

    assert "Too many failed attempts" in page.locator("#lockout").inner_text()
    assert page.violations() == []


def test_the_assignment_pages_raise_no_violation(watched, live_server, coordinator, applicants):
    page = watched
    ada, others = applicants
    Assignment.objects.create(applicant=others[0], reviewer=coordinator)
    base = live_server.url
    log_in(page, live_server, "coord", "coord-pass-123")
    page.wait_for_selector("#applicant-table")
    page.wait_for_load_state("load")

    page.keyboard.press("q")  # app.js: the queue from any page
    page.wait_for_selector("#queue-table")
    page.wait_for_load_state("load")
    page.keyboard.press("j")
    page.keyboard.press("Enter")
    page.wait_for_selector("#save-next")
    visit(page, f"{base}/applicants/{ada.pk}/", "#assignment-panel")
    page.select_option("#assign-reviewer", label="coord")
    page.click("#assignment-panel button:has-text('Assign')")
    page.wait_for_selector("#assignment-panel >> text=Assigned coord.")
    visit(page, f"{base}/assign/?k=1&seed=1&reviewers={coordinator.pk}", "#plan")
    visit(page, f"{base}/conflicts/", "h1")
    visit(page, f"{base}/profile/", ".profile-form")

    assert Assignment.objects.filter(applicant=ada, reviewer=coordinator).exists()
    assert page.violations() == []
