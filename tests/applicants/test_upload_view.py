"""The upload page: many files, by content, limits, duplicates, a homepage URL."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from kombu.exceptions import OperationalError

from applicants import pipeline
from applicants.models import Document, UploadBatch
from tests.factories import IVO_HOMEPAGE, ivo_cv_pdf, make_zip

URL = reverse("applicants:upload")


def upload(client, *files, **fields):
    data = {"files": [SimpleUploadedFile(name, content) for name, content in files], **fields}
    return client.post(URL, data, **fields.pop("extra", {}))


def messages_of(response):
    return [str(m) for m in response.wsgi_request._messages]


@pytest.fixture(autouse=True)
def sent(monkeypatch):
    """Records the tasks the view would send, instead of needing a broker here."""
    calls = []
    from applicants.pipeline import parse_document

    monkeypatch.setattr(parse_document, "apply_async", lambda args, **kw: calls.append(args[0]))
    return calls


def test_the_page_shows_the_form(coordinator_client):
    response = coordinator_client.get(URL)
    assert response.status_code == 200
    assert b'id="dropzone"' in response.content
    assert b"js/upload.js" in response.content


def test_reviewers_cannot_upload(reviewer_client):
    assert reviewer_client.get(URL).status_code == 403
    response = reviewer_client.post(URL, {"files": [SimpleUploadedFile("a.txt", b"Text")]})
    assert response.status_code == 403
    assert not Document.objects.exists()


def test_anonymous_users_are_sent_to_log_in(client, db):
    response = client.get(URL)
    assert response.status_code == 302
    assert response.url.startswith(reverse("login"))


def test_wrong_method(coordinator_client):
    assert coordinator_client.put(URL).status_code == 405


def test_files_become_queued_documents_sent_after_commit(
    coordinator_client, coordinator, sent, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = upload(coordinator_client, ("cv.txt", ivo_cv_pdf()), ("home.pdf", IVO_HOMEPAGE))
    batch = UploadBatch.objects.get()
    assert response.status_code == 302
    assert response.url == reverse("applicants:batch", args=[batch.pk])
    cv, home = batch.documents.order_by("id")
    assert (cv.content_type, home.content_type) == ("application/pdf", "text/html; charset=utf-8")
    assert cv.original_name == "cv.txt"
    assert "cv" not in cv.file.name and cv.file.name.startswith("documents/")
    with cv.file.open("rb") as stored:
        assert stored.read() == ivo_cv_pdf()
    assert cv.sha256 == Document.digest(ivo_cv_pdf())
    assert cv.state == Document.State.QUEUED
    assert cv.uploaded_by == coordinator
    assert sorted(sent) == [cv.pk, home.pk]
    assert cv.enqueued_at is not None
    assert "2 documents queued for parsing." in messages_of(response)


def test_the_same_bytes_twice_make_one_document_and_say_so(coordinator_client):
    upload(coordinator_client, ("cv.pdf", ivo_cv_pdf()))
    response = upload(coordinator_client, ("copy-of-cv.pdf", ivo_cv_pdf()))
    assert Document.objects.count() == 1
    message = messages_of(response)[-1]
    assert message.startswith("copy-of-cv.pdf: The same file was already uploaded as “cv.pdf”")


def test_a_file_over_the_limit_is_refused_before_it_is_stored(
    coordinator_client, settings, media_root
):
    settings.UPLOAD_MAX_BYTES = 2048
    response = upload(coordinator_client, ("big.txt", b"word " * 500), ("ok.txt", b"Fine text."))
    assert [d.original_name for d in Document.objects.all()] == ["ok.txt"]
    assert "big.txt: The file is larger than the 2.0 KB limit; it was not stored." in messages_of(
        response
    )
    stored = [p for p in media_root.rglob("*") if p.is_file()]
    assert len(stored) == 1


def test_the_upload_handler_stops_reading_into_storage_past_the_limit(rf, settings):
    from applicants.upload_handlers import SizeLimitedUploadHandler

    settings.UPLOAD_MAX_BYTES = 100
    request = rf.post("/")
    handler = SizeLimitedUploadHandler(request)
    handler.new_file("files", "huge.pdf", "application/pdf", 10_000)
    assert handler.receive_data_chunk(b"x" * 64, 0) is None  # stored, not passed on
    assert handler.receive_data_chunk(b"x" * 64, 64) is None
    assert handler.file_complete(128) is None
    assert request.oversized_uploads == ["huge.pdf"]


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("empty.pdf", b"", "empty.pdf: The file is empty."),
        ("fake.pdf", b"\x89PNG\r\n\x1a\n" + b"\0" * 64, "fake.pdf: Not a supported file type"),
        ("evil.zip", make_zip({"../../etc/cron.d/x": b"x"}), "evil.zip: The ZIP archive contains"),
        (
            "bomb.zip",
            make_zip({"z.txt": b"\0" * 3_000_000}),
            "bomb.zip: The ZIP archive was refused",
        ),
    ],
)
def test_bad_files_are_refused_with_a_clear_message(coordinator_client, name, content, message):
    response = upload(coordinator_client, (name, content))
    assert response.status_code == 302
    assert response.url == URL
    assert not Document.objects.exists()
    assert not UploadBatch.objects.exists()
    (shown,) = messages_of(response)
    assert shown.startswith(message)


def test_a_zip_unpacks_into_documents(coordinator_client):
    archive = make_zip({"ivo/cv.pdf": ivo_cv_pdf(), "ivo/home.html": IVO_HOMEPAGE})
    upload(coordinator_client, ("ivo.zip", archive))
    assert sorted(Document.objects.values_list("original_name", flat=True)) == [
        "ivo.zip › ivo/cv.pdf",
        "ivo.zip › ivo/home.html",
    ]


def test_nothing_chosen_is_an_error(coordinator_client):
    response = coordinator_client.post(URL, {})
    assert response.status_code == 400
    assert b"Choose at least one file or give a homepage URL." in response.content


def test_a_homepage_url_becomes_a_queued_homepage(coordinator_client):
    response = coordinator_client.post(URL, {"url": "https://orla.example.org/"})
    document = Document.objects.get()
    assert response.status_code == 302
    assert (document.source_url, document.kind, document.file.name) == (
        "https://orla.example.org/",
        Document.Kind.HOMEPAGE,
        "",
    )
    coordinator_client.post(URL, {"url": "https://orla.example.org/"})
    assert Document.objects.count() == 1


def test_only_web_addresses_are_accepted(coordinator_client):
    response = coordinator_client.post(URL, {"url": "ftp://orla.example.org/cv.pdf"})
    assert response.status_code == 400
    assert not Document.objects.exists()


def test_a_batch_can_be_attached_to_an_applicant(coordinator_client, applicant_factory):
    applicant = applicant_factory(name="Orla Fennimore")
    upload(coordinator_client, ("cv.pdf", ivo_cv_pdf()), applicant=applicant.pk)
    assert Document.objects.get().applicant == applicant
    assert UploadBatch.objects.get().applicant == applicant
    page = coordinator_client.get(URL, {"applicant": applicant.pk})
    assert f'<option value="{applicant.pk}" selected>'.encode() in page.content


def test_the_script_gets_json_and_can_add_files_to_its_batch(coordinator_client):
    first = coordinator_client.post(
        URL,
        {"files": [SimpleUploadedFile("cv.pdf", ivo_cv_pdf())]},
        headers={"Accept": "application/json"},
    )
    body = first.json()
    assert body["batch_url"] == reverse("applicants:batch", args=[body["batch"]])
    assert [f["status"] for f in body["files"]] == ["accepted"]
    second = coordinator_client.post(
        URL,
        {"files": [SimpleUploadedFile("empty.txt", b"")], "batch": body["batch"]},
        headers={"Accept": "application/json"},
    )
    assert second.json()["files"] == [
        {"name": "empty.txt", "status": "rejected", "message": "The file is empty."}
    ]
    assert second.json()["batch"] == body["batch"]


def test_nobody_adds_files_to_another_coordinators_batch(
    coordinator_client, batch_factory, django_user_model
):
    other = batch_factory(created_by=django_user_model.objects.create_user("other"))
    response = coordinator_client.post(
        URL, {"files": [SimpleUploadedFile("a.txt", b"Words.")], "batch": other.pk}
    )
    assert response.status_code == 403
    assert not Document.objects.exists()


def test_an_upload_during_a_broker_outage_is_kept_and_swept_later(
    coordinator_client, monkeypatch, django_capture_on_commit_callbacks, sent
):
    from applicants.pipeline import parse_document

    def broker_down(*args, **kwargs):
        raise OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(parse_document, "apply_async", broker_down)
    with django_capture_on_commit_callbacks(execute=True):
        response = upload(coordinator_client, ("cv.pdf", ivo_cv_pdf()))
    assert response.status_code == 302
    document = Document.objects.get()
    assert (document.state, document.enqueued_at) == (Document.State.QUEUED, None)

    monkeypatch.setattr(parse_document, "apply_async", lambda args, **kw: sent.append(args[0]))
    assert pipeline.sweep_documents(grace_seconds=0)["sent"] == 1
    assert sent == [document.pk]
    document.refresh_from_db()
    assert document.enqueued_at is not None
