"""A real worker process, killed or timed out in the middle of a parse.

The worker runs in a subprocess (prefork pool, like production) against this test's
PostgreSQL database and Redis. Its parse is held on a marker file we control, so the
test knows the task is mid-way when it kills the pool process.
"""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.core.files.base import ContentFile
from django.db import connection

from applicants import pipeline
from applicants.models import Document
from tests.factories import ivo_cv_pdf

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [
    pytest.mark.worker,
    pytest.mark.redis,
    pytest.mark.postgres,
    pytest.mark.django_db(transaction=True),
]

WORKER = """
import os, pathlib, time
import django
django.setup()
from applicants import parser
real = parser.parse_bytes
markers = pathlib.Path(os.environ["TEST_MARKERS"])
def held(data, filename, kind=None):
    (markers / f"started-{os.getpid()}").write_text("")
    while (markers / "hold").exists():
        time.sleep(0.05)
    return real(data, filename, kind)
parser.parse_bytes = held
from config.celery import app
app.worker_main(["worker", "--pool", "prefork", "--concurrency", "1", "--loglevel", "INFO",
                 "--without-heartbeat", "--without-gossip", "--without-mingle"])
"""


@pytest.fixture
def markers(tmp_path):
    path = tmp_path / "markers"
    path.mkdir()
    (path / "hold").write_text("")
    return path


@pytest.fixture
def start_worker(markers, settings, tmp_path):
    from config.celery import app

    app.control.purge()
    db = connection.settings_dict
    processes = []

    def start(**env_extra):
        env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
            "MEDIA_ROOT": str(settings.MEDIA_ROOT),
            "VAR_DIR": str(tmp_path / "var"),
            "TEST_MARKERS": str(markers),
            **env_extra,
        }
        log = open(tmp_path / f"worker-{len(processes)}.log", "w+")  # noqa: SIM115
        process = subprocess.Popen(
            [sys.executable, "-c", WORKER], cwd=ROOT, env=env, stdout=log, stderr=log
        )
        processes.append((process, log))
        return process

    yield start
    for process, log in processes:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        log.close()
    app.control.purge()


def a_queued_cv() -> Document:
    document = Document(original_name="cv.pdf", content_type="application/pdf")
    document.file.save("x", ContentFile(ivo_cv_pdf()))
    return document


def wait_for(condition, timeout=60.0, what="condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def started(markers):
    return sorted(markers.glob("started-*"), key=lambda p: p.stat().st_mtime)


def test_a_worker_killed_mid_parse_leaves_the_document_to_be_parsed_again(start_worker, markers):
    document = a_queued_cv()
    start_worker()
    pipeline.send_parse_tasks([document.pk])

    first = wait_for(lambda: started(markers), what="the parse to start")[0]
    document.refresh_from_db()
    assert (document.state, document.attempts) == (Document.State.PARSING, 1)

    # Kill the pool process running the task, as the OOM killer would.
    os.kill(int(first.name.removeprefix("started-")), signal.SIGKILL)
    (markers / "hold").unlink()

    wait_for(
        lambda: Document.objects.filter(pk=document.pk, state=Document.State.PARSED).exists(),
        what="the redelivered task to parse the document",
    )
    document.refresh_from_db()
    assert document.attempts == 2
    assert document.applicant.name == "Ivo Brandlmeier"
    assert len(started(markers)) == 2


def test_a_parse_that_takes_too_long_fails_with_that_reason(start_worker, markers):
    from applicants.pipeline import parse_document

    document = a_queued_cv()
    start_worker(CELERY_TASK_SOFT_TIME_LIMIT="2", CELERY_TASK_TIME_LIMIT="10")
    # The limits travel in the message, from the sender's settings.
    parse_document.apply_async((document.pk,), soft_time_limit=2, time_limit=10)
    wait_for(
        lambda: Document.objects.filter(pk=document.pk, state=Document.State.FAILED).exists(),
        timeout=40,
        what="the soft time limit",
    )
    document.refresh_from_db()
    assert document.failure_reason.startswith("Parsing took too long (over 2 s)")


def test_a_document_that_kills_every_worker_fails_after_the_attempt_limit(
    start_worker, markers, settings
):
    document = a_queued_cv()
    Document.objects.filter(pk=document.pk).update(attempts=settings.DOCUMENT_MAX_ATTEMPTS)
    start_worker()
    pipeline.send_parse_tasks([document.pk])
    wait_for(
        lambda: Document.objects.filter(pk=document.pk, state=Document.State.FAILED).exists(),
        what="the attempt limit",
    )
    document.refresh_from_db()
    assert document.failure_reason.startswith("Parsing did not finish after 3 attempts")
    assert not started(markers)
