"""Documents in an S3-compatible bucket, against a real S3 server (moto's server mode) on a
local port: the web stores an upload there, a real Celery worker reads it from there and
parses it, and the file is served back from there. Nothing reaches MEDIA_ROOT."""

import socket
import uuid

import boto3
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from applicants.models import Applicant, Document
from tests.applicants.test_pipeline_worker import wait_until_finished
from tests.factories import IVO_HOMEPAGE, IVO_LETTER, ivo_cv_pdf

ACCESS_KEY = "test-access-key"
SECRET_KEY = "test-secret-key"
REGION = "us-east-1"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def s3_endpoint():
    from moto.server import ThreadedMotoServer

    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.stop()


@pytest.fixture
def bucket(s3_endpoint, settings):
    """A fresh bucket, made the document storage for this test only."""
    client = boto3.client(
        "s3",
        endpoint_url=s3_endpoint,
        region_name=REGION,
        aws_access_key_id=ACCESS_KEY,
        aws_secret_access_key=SECRET_KEY,
    )
    name = f"documents-{uuid.uuid4().hex[:12]}"
    client.create_bucket(Bucket=name)
    settings.STORAGES = {
        **settings.STORAGES,
        "default": {
            "BACKEND": "storages.backends.s3.S3Storage",
            "OPTIONS": {
                "bucket_name": name,
                "endpoint_url": s3_endpoint,
                "region_name": REGION,
                "access_key": ACCESS_KEY,
                "secret_key": SECRET_KEY,
                "default_acl": None,
                "file_overwrite": False,
            },
        },
    }
    yield client, name
    client.close()


def stored_objects(client, name: str) -> dict[str, bytes]:
    listing = client.list_objects_v2(Bucket=name).get("Contents", [])
    return {
        item["Key"]: client.get_object(Bucket=name, Key=item["Key"])["Body"].read()
        for item in listing
    }


def files_under(folder) -> list:
    return [path for path in folder.rglob("*") if path.is_file()] if folder.exists() else []


@pytest.mark.django_db
def test_an_upload_is_stored_in_the_bucket_not_on_the_filesystem(
    bucket, coordinator_client, media_root, django_capture_on_commit_callbacks
):
    client, name = bucket
    with django_capture_on_commit_callbacks(execute=False):
        response = coordinator_client.post(
            reverse("applicants:upload"), {"files": [SimpleUploadedFile("cv.pdf", ivo_cv_pdf())]}
        )

    assert response.status_code == 302
    document = Document.objects.get()
    assert stored_objects(client, name) == {document.file.name: ivo_cv_pdf()}
    assert files_under(media_root) == []


@pytest.mark.django_db
def test_a_duplicate_upload_leaves_no_second_object_in_the_bucket(
    bucket, coordinator_client, django_capture_on_commit_callbacks
):
    client, name = bucket
    with django_capture_on_commit_callbacks(execute=False):
        for _ in range(2):
            coordinator_client.post(
                reverse("applicants:upload"), {"files": [SimpleUploadedFile("a.txt", IVO_LETTER)]}
            )

    assert Document.objects.count() == 1
    assert list(stored_objects(client, name).values()) == [IVO_LETTER]


@pytest.mark.worker
@pytest.mark.redis
@pytest.mark.django_db(transaction=True)
def test_the_worker_parses_what_the_web_stored_in_the_bucket_and_it_is_served_back(
    bucket, celery_worker, coordinator_client, media_root
):
    client, name = bucket
    response = coordinator_client.post(
        reverse("applicants:upload"),
        {
            "files": [
                SimpleUploadedFile("cv.pdf", ivo_cv_pdf()),
                SimpleUploadedFile("letter.txt", IVO_LETTER),
            ]
        },
    )
    assert response.status_code == 302
    documents = wait_until_finished(Document.objects.values_list("pk", flat=True))

    assert {d.state for d in documents} == {Document.State.PARSED}
    applicant = Applicant.objects.get()
    assert applicant.name == "Ivo Brandlmeier"
    assert applicant.publications.get().title == "Tiny Kernels for Sparse Tensors"
    assert sorted(stored_objects(client, name).values()) == sorted([ivo_cv_pdf(), IVO_LETTER])
    assert files_under(media_root) == []

    cv = next(d for d in documents if d.kind == "cv")
    served = coordinator_client.get(reverse("applicants:document_file", args=[cv.pk]))
    assert served.status_code == 200
    assert served["Content-Type"] == "application/pdf"
    assert b"".join(served.streaming_content) == ivo_cv_pdf()


@pytest.mark.worker
@pytest.mark.redis
@pytest.mark.django_db(transaction=True)
def test_a_fetched_homepage_is_kept_in_the_bucket(
    bucket, celery_worker, coordinator_client, web_server, settings, media_root
):
    client, name = bucket
    settings.FETCH_ALLOW_PRIVATE_ADDRESSES = True
    web_server.routes["/ivo/"] = (200, {"Content-Type": "text/html"}, IVO_HOMEPAGE)
    coordinator_client.post(reverse("applicants:upload"), {"url": web_server.url("/ivo/")})
    (document,) = wait_until_finished(Document.objects.values_list("pk", flat=True))

    assert document.state == Document.State.PARSED
    assert stored_objects(client, name) == {document.file.name: IVO_HOMEPAGE}
    assert files_under(media_root) == []
