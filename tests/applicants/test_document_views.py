"""Batch progress, a document's page, its live state, its file and its text, and the
coordinator's actions on documents and applicants."""

import pytest
from django.core.files.base import ContentFile
from django.urls import reverse

from applicants.models import Applicant, Document, Email
from tests.factories import IVO_HOMEPAGE, ivo_cv_pdf, make_docx

HTMX = {"HX-Request": "true"}


@pytest.fixture(autouse=True)
def sent(monkeypatch):
    calls = []
    from applicants.pipeline import parse_document, sweep_documents

    monkeypatch.setattr(parse_document, "apply_async", lambda args, **kw: calls.append(args[0]))
    monkeypatch.setattr(sweep_documents, "apply_async", lambda *a, **kw: calls.append("sweep"))
    return calls


def stored(document_factory, name, data, content_type, **fields):
    document = document_factory(
        original_name=name, content_type=content_type, size=len(data), **fields
    )
    document.file.save("x", ContentFile(data))
    return document


# -- Batch progress ----------------------------------------------------------------------


def test_batch_page_lists_its_documents(coordinator_client, batch_factory, document_factory):
    batch = batch_factory()
    document_factory(batch=batch, original_name="cv.pdf", state=Document.State.QUEUED)
    document_factory(
        batch=batch, original_name="bad.pdf", state="failed", failure_reason="It is broken."
    )
    response = coordinator_client.get(reverse("applicants:batch", args=[batch.pk]))
    assert response.status_code == 200
    assert b"cv.pdf" in response.content and b"It is broken." in response.content
    assert b"1 of 2</strong> finished" in response.content
    assert b'hx-trigger="every 1s"' in response.content


def test_batch_htmx_polling_returns_the_partial_then_stops(
    coordinator_client, batch_factory, document_factory
):
    batch = batch_factory()
    document = document_factory(batch=batch, state=Document.State.PARSING)
    url = reverse("applicants:batch", args=[batch.pk])
    polling = coordinator_client.get(url, headers=HTMX)
    assert polling.status_code == 200
    assert b"<html" not in polling.content
    assert b'hx-trigger="every 1s"' in polling.content
    Document.objects.filter(pk=document.pk).update(state=Document.State.PARSED)
    done = coordinator_client.get(url, headers=HTMX)
    assert done.status_code == 286
    assert b"hx-trigger" not in done.content
    assert b"1 of 1</strong> finished" in done.content


def test_batch_needs_a_coordinator(reviewer_client, batch_factory):
    batch = batch_factory()
    assert reviewer_client.get(reverse("applicants:batch", args=[batch.pk])).status_code == 403


def test_batch_wrong_method(coordinator_client, batch_factory):
    batch = batch_factory()
    assert coordinator_client.post(reverse("applicants:batch", args=[batch.pk])).status_code == 405


def test_missing_batch(coordinator_client):
    assert coordinator_client.get(reverse("applicants:batch", args=[999])).status_code == 404


# -- A document ----------------------------------------------------------------------------


def test_document_page_for_a_reviewer_has_no_actions(reviewer_client, document_factory):
    document = document_factory(state="failed", failure_reason="The PDF is encrypted.")
    response = reviewer_client.get(reverse("applicants:document", args=[document.pk]))
    assert response.status_code == 200
    assert b"The PDF is encrypted." in response.content
    assert b"Save kind and re-parse" not in response.content


def test_document_page_for_a_coordinator_has_actions(coordinator_client, document_factory):
    document = document_factory(state="parsed")
    response = coordinator_client.get(reverse("applicants:document", args=[document.pk]))
    assert b"Save kind and re-parse" in response.content
    assert b"Move to another applicant" in response.content


def test_document_page_wrong_method_and_missing(coordinator_client, document_factory):
    document = document_factory()
    assert (
        coordinator_client.post(reverse("applicants:document", args=[document.pk])).status_code
        == 405
    )
    assert coordinator_client.get(reverse("applicants:document", args=[999])).status_code == 404


def test_document_state_polls_until_finished(reviewer_client, document_factory):
    document = document_factory(state=Document.State.QUEUED)
    url = reverse("applicants:document_state", args=[document.pk])
    queued = reviewer_client.get(url, headers=HTMX)
    assert queued.status_code == 200
    assert f'hx-get="{url}"'.encode() in queued.content
    Document.objects.filter(pk=document.pk).update(state="failed", failure_reason="Took too long.")
    finished = reviewer_client.get(url, headers=HTMX)
    assert finished.status_code == 286
    assert b"Took too long." in finished.content
    assert b"hx-get" not in finished.content
    assert reviewer_client.post(url).status_code == 405


def test_html_is_only_ever_shown_as_text(reviewer_client, document_factory):
    document = document_factory(
        state="parsed",
        text='<script>alert("x")</script><img src=x onerror="alert(1)">',
        warnings=["<b>bold</b>"],
        original_name="<i>home</i>.html",
    )
    for name in ["applicants:document", "applicants:document_text"]:
        response = reviewer_client.get(reverse(name, args=[document.pk]))
        assert b"<script>alert" not in response.content
        assert b"<img src=x" not in response.content
        assert b"<i>home</i>" not in response.content
    text = reviewer_client.get(reverse("applicants:document_text", args=[document.pk]))
    assert b"&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in text.content


def test_document_text_htmx_branch_is_the_bare_text(reviewer_client, document_factory):
    document = document_factory(text="Orla Fennimore\nPhD student")
    response = reviewer_client.get(
        reverse("applicants:document_text", args=[document.pk]), headers=HTMX
    )
    assert response.content.decode().startswith('<pre class="document-text">Orla Fennimore')
    assert (
        reviewer_client.post(reverse("applicants:document_text", args=[document.pk])).status_code
        == 405
    )


def test_document_text_needs_a_login(client, document_factory):
    document = document_factory()
    assert client.get(reverse("applicants:document_text", args=[document.pk])).status_code == 302


# -- The stored file -------------------------------------------------------------------


def test_a_pdf_is_served_inline_and_may_be_framed_by_our_pages(reviewer_client, document_factory):
    document = stored(document_factory, "Orla CV.pdf", ivo_cv_pdf(), "application/pdf")
    response = reviewer_client.get(reverse("applicants:document_file", args=[document.pk]))
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"] == 'inline; filename="Orla CV.pdf"'
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["X-Frame-Options"] == "SAMEORIGIN"
    assert b"".join(response.streaming_content) == ivo_cv_pdf()


def test_an_html_upload_is_served_as_plain_text(reviewer_client, document_factory):
    document = stored(document_factory, "home.html", IVO_HOMEPAGE, "text/html; charset=utf-8")
    response = reviewer_client.get(reverse("applicants:document_file", args=[document.pk]))
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert "sandbox" in response["Content-Security-Policy"]
    response.close()


def test_a_utf32_upload_is_served_as_utf8_which_browsers_read(reviewer_client, document_factory):
    text = "Orla Fennimore\nZoë Müller-Ibáñez\n"
    document = stored(
        document_factory, "cv.txt", text.encode("utf-32"), "text/plain; charset=utf-32"
    )
    response = reviewer_client.get(reverse("applicants:document_file", args=[document.pk]))
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    assert b"".join(response.streaming_content).decode() == text


def test_a_docx_is_downloaded(reviewer_client, document_factory):
    data = make_docx(["Orla Fennimore"])
    document = stored(
        document_factory,
        "cv.docx",
        data,
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    )
    response = reviewer_client.get(reverse("applicants:document_file", args=[document.pk]))
    assert response["Content-Disposition"] == 'attachment; filename="cv.docx"'
    assert response["Content-Type"] == "application/octet-stream"
    response.close()


def test_the_file_needs_a_login(client, document_factory):
    document = stored(document_factory, "cv.pdf", ivo_cv_pdf(), "application/pdf")
    response = client.get(reverse("applicants:document_file", args=[document.pk]))
    assert response.status_code == 302


def test_a_url_document_not_fetched_yet_has_no_file(reviewer_client, document_factory):
    document = document_factory(file="", source_url="https://orla.example.org/")
    url = reverse("applicants:document_file", args=[document.pk])
    assert reviewer_client.get(url).status_code == 404
    assert reviewer_client.post(url).status_code == 405


# -- Coordinator actions ---------------------------------------------------------------


def test_correcting_the_kind_keeps_it_and_parses_again(
    coordinator_client, document_factory, sent, django_capture_on_commit_callbacks
):
    document = document_factory(kind="cv", state="parsed", attempts=1)
    url = reverse("applicants:document_kind", args=[document.pk])
    with django_capture_on_commit_callbacks(execute=True):
        response = coordinator_client.post(url, {"kind": "cover_letter"})
    assert response.status_code == 302
    document.refresh_from_db()
    assert (document.kind, document.kind_confirmed, document.state, document.attempts) == (
        "cover_letter",
        True,
        "queued",
        0,
    )
    assert sent == [document.pk]


def test_correcting_the_kind_htmx_branch_and_refusals(
    coordinator_client, reviewer_client, document_factory
):
    document = document_factory(kind="cv", state="parsed")
    url = reverse("applicants:document_kind", args=[document.pk])
    assert reviewer_client.post(url, {"kind": "homepage"}).status_code == 403
    assert coordinator_client.get(url).status_code == 405
    coordinator_client.post(url, {"kind": "poem"})
    document.refresh_from_db()
    assert document.kind == "cv"
    response = coordinator_client.post(url, {"kind": "homepage"}, headers=HTMX)
    assert response.status_code == 200
    assert b"Queued" in response.content and b"<html" not in response.content


def test_reparse_one_document(
    coordinator_client, reviewer_client, document_factory, sent, django_capture_on_commit_callbacks
):
    document = document_factory(state="failed", failure_reason="Old reason.", attempts=3)
    url = reverse("applicants:document_reparse", args=[document.pk])
    assert reviewer_client.post(url).status_code == 403
    assert coordinator_client.get(url).status_code == 405
    with django_capture_on_commit_callbacks(execute=True):
        response = coordinator_client.post(url, headers=HTMX)
    assert response.status_code == 200
    document.refresh_from_db()
    assert (document.state, document.failure_reason, document.attempts) == ("queued", "", 0)
    assert sent == [document.pk]


def test_move_a_document_with_its_facts(
    coordinator_client, reviewer_client, document_factory, applicant_factory
):
    old, new = applicant_factory(), applicant_factory()
    document = document_factory(applicant=old, state="parsed")
    Email.objects.create(applicant=old, document=document, address="x@example.org")
    url = reverse("applicants:document_move", args=[document.pk])
    assert reviewer_client.post(url, {"applicant": new.pk}).status_code == 403
    assert coordinator_client.get(url).status_code == 405
    response = coordinator_client.post(url, {"applicant": new.pk})
    assert response.status_code == 302
    assert Email.objects.get().applicant == new
    document.refresh_from_db()
    assert document.applicant == new


def test_reparse_an_applicant(
    coordinator_client, reviewer_client, document_factory, sent, django_capture_on_commit_callbacks
):
    applicant = Applicant.objects.create(name="Orla Fennimore")
    documents = [document_factory(applicant=applicant, state="parsed") for _ in range(2)]
    url = reverse("applicants:applicant_reparse", args=[applicant.pk])
    assert reviewer_client.post(url).status_code == 403
    assert coordinator_client.get(url).status_code == 405
    with django_capture_on_commit_callbacks(execute=True):
        response = coordinator_client.post(url)
    assert response.url == reverse("applicants:applicant_documents", args=[applicant.pk])
    assert sorted(sent) == sorted(d.pk for d in documents)
    page = coordinator_client.get(response.url)
    assert b"0 of 2</strong> finished" in page.content
    assert coordinator_client.get(response.url, headers=HTMX).status_code == 200


def test_reparse_everything_shows_progress(coordinator_client, reviewer_client, document_factory):
    for _ in range(3):
        document_factory(state="parsed")
    url = reverse("applicants:reparse")
    assert reviewer_client.get(url).status_code == 403
    assert coordinator_client.put(url).status_code == 405
    assert coordinator_client.get(url, headers=HTMX).status_code == 286
    # Asked first: a plain POST (no confirmation) changes nothing and leads to the question.
    unconfirmed = coordinator_client.post(url)
    assert unconfirmed.url == f"{url}?confirm=1"
    assert set(Document.objects.values_list("state", flat=True)) == {"parsed"}
    question = coordinator_client.get(unconfirmed.url).content.decode()
    assert "Parse all 3 documents again?" in question
    assert 'name="confirm" value="yes"' in question
    response = coordinator_client.post(url, {"confirm": "yes"})
    assert response.status_code == 302
    assert set(Document.objects.values_list("state", flat=True)) == {"queued"}
    polling = coordinator_client.get(url, headers=HTMX)
    assert polling.status_code == 200
    assert b"0 of 3</strong> finished" in polling.content


def test_reparse_of_thousands_is_handed_to_the_worker(
    coordinator_client, sent, django_capture_on_commit_callbacks
):
    Document.objects.bulk_create(
        Document(state="parsed", sha256=f"{n:064x}", original_name=f"d{n}") for n in range(201)
    )
    with django_capture_on_commit_callbacks(execute=True):
        coordinator_client.post(reverse("applicants:reparse"), {"confirm": "yes"})
    assert Document.objects.filter(state="queued").count() == 201
    assert sent == ["sweep"]


def test_merge_two_applicants(coordinator_client, reviewer_client, document_factory):
    source = Applicant.objects.create(name="O. Fennimore")
    target = Applicant.objects.create(name="Orla Fennimore", possible_duplicate_of=source)
    document = document_factory(applicant=source, state="parsed")
    Email.objects.create(applicant=source, document=document, address="orla@example.org")
    url = reverse("applicants:merge")
    assert reviewer_client.post(url, {"source": source.pk, "target": target.pk}).status_code == 403
    assert coordinator_client.put(url).status_code == 405
    assert coordinator_client.get(url, {"source": source.pk}).status_code == 200
    asking = coordinator_client.post(url, {"source": source.pk, "target": target.pk})
    assert asking.status_code == 200 and b"Yes, merge" in asking.content
    assert Applicant.objects.filter(pk=source.pk).exists()
    response = coordinator_client.post(
        url, {"source": source.pk, "target": target.pk, "confirm": "yes"}
    )
    assert response.status_code == 302
    assert not Applicant.objects.filter(pk=source.pk).exists()
    target.refresh_from_db()
    assert target.possible_duplicate_of is None
    assert target.emails.get().address == "orla@example.org"
    assert target.documents.get() == document


def test_merge_refuses_the_same_applicant_twice(coordinator_client):
    applicant = Applicant.objects.create(name="Orla Fennimore")
    response = coordinator_client.post(
        reverse("applicants:merge"), {"source": applicant.pk, "target": applicant.pk}
    )
    assert response.status_code == 400
    assert b"Choose two different applicants." in response.content


def test_the_admin_can_reparse_selected_documents(
    admin_client, document_factory, sent, django_capture_on_commit_callbacks
):
    documents = [document_factory(state="failed") for _ in range(2)]
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(
            "/admin/applicants/document/",
            {"action": "reparse", "_selected_action": [d.pk for d in documents]},
        )
    assert response.status_code == 302
    assert sorted(sent) == sorted(d.pk for d in documents)


def test_a_zip_members_file_is_offered_under_its_own_name(reviewer_client, document_factory):
    document = stored(document_factory, "ivo.zip › ivo/cv.pdf", ivo_cv_pdf(), "application/pdf")
    response = reviewer_client.get(reverse("applicants:document_file", args=[document.pk]))
    assert response["Content-Disposition"] == 'inline; filename="cv.pdf"'
    response.close()
