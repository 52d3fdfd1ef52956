"""A coordinator drops one person's three documents, watches them parse, opens the applicant."""

import base64

import pytest
from playwright.sync_api import expect

from applicants.models import Applicant, Document
from tests.conftest import log_in
from tests.factories import IVO_HOMEPAGE, IVO_LETTER, ivo_cv_pdf

pytestmark = [
    pytest.mark.browser,
    pytest.mark.worker,
    pytest.mark.redis,
    pytest.mark.django_db(transaction=True),
]

DROP = """(files) => {
  const transfer = new DataTransfer();
  for (const file of files) {
    const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], file.name, { type: file.type }));
  }
  return transfer;
}"""


def test_drop_three_documents_watch_them_parse_and_open_the_applicant(
    page,
    live_server,
    coordinator,
    celery_worker,
):
    files = [
        ("Ivo Brandlmeier CV.pdf", ivo_cv_pdf(), "application/pdf"),
        ("homepage.html", IVO_HOMEPAGE, "text/html"),
        ("cover letter.txt", IVO_LETTER, "text/plain"),
    ]
    log_in(page, live_server, "coord", "coord-pass-123")
    page.goto(f"{live_server.url}/documents/upload/")

    transfer = page.evaluate_handle(
        DROP,
        [
            {"name": name, "data": base64.b64encode(data).decode(), "type": type_}
            for name, data, type_ in files
        ],
    )
    page.dispatch_event("#dropzone", "drop", {"dataTransfer": transfer})
    expect(page.locator(".upload-item")).to_have_count(3)
    expect(page.locator("#upload-summary")).to_have_text("3 file(s) ready to upload")
    page.click("#upload-submit")

    page.wait_for_url("**/documents/batches/*/")
    expect(page.locator("tr[data-state=parsed]")).to_have_count(3, timeout=30_000)
    expect(page.locator("#progress")).to_contain_text("3 of 3 finished")
    assert Document.objects.filter(state="parsed").count() == 3

    rows = page.locator("table.documents tbody tr")
    expect(rows.filter(has_text="homepage.html")).to_contain_text("Homepage")
    expect(rows.filter(has_text="cover letter.txt")).to_contain_text("Cover letter")
    expect(rows.filter(has_text="Ivo Brandlmeier CV.pdf")).to_contain_text("CV")

    applicant = Applicant.objects.get()
    applicant_links = page.locator("table.documents td:nth-child(4) a", has_text="Ivo Brandlmeier")
    expect(applicant_links).to_have_count(3)
    applicant_links.first.click()
    page.wait_for_url(f"**{applicant.get_absolute_url()}")
    expect(page.locator("h1")).to_contain_text("Ivo Brandlmeier")
    # The homepage's script never ran: its text is shown, escaped, and nothing alerted.
    page.on("dialog", lambda dialog: pytest.fail(f"a dialog opened: {dialog.message}"))
    home = Document.objects.get(original_name="homepage.html")
    page.goto(f"{live_server.url}/documents/{home.pk}/text/")
    expect(page.locator("pre.document-text")).to_contain_text("sparse tensor compilers")
