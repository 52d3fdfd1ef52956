"""The malformed-input suite: about 90 bad files (truncated and damaged PDFs, huge streams,
PDF/DOCX/ZIP bombs, entity bombs, deep nesting, NUL bytes, odd encodings, pathological
Markdown) go through the real upload view to one real worker process (prefork, like
production, with its memory ceiling). Each is refused at upload, or ends parsed, or failed
with a sentence that says what to do, within the time limit; the worker stays under its
ceiling and parses a good CV afterwards.

All files go through one worker in one batch (the module fixture); the tests then read
what happened to each.
"""

import os
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from django.apps import apps
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.core.management.color import no_style
from django.db import connection
from django.test import Client, override_settings
from django.urls import reverse

from tests.applicants.malformed import all_bad_files
from tests.conftest import member
from tests.factories import ivo_cv_pdf

ROOT = Path(__file__).resolve().parents[2]
# django_db so that the test database exists; the module fixture does its own database work.
pytestmark = [pytest.mark.worker, pytest.mark.redis, pytest.mark.postgres, pytest.mark.django_db]

CEILING_MB = 768
SOFT_LIMIT, HARD_LIMIT = 10, 20
# One try each: a file that stops a worker is not tried again here.
ATTEMPTS = 1
SUITE_TIMEOUT = 300

# Files the parser cannot yet finish within the limits with a sentence for the user, with
# why: left visible here, not hidden. None today: the Markdown, long-line, deep-HTML,
# reference-loop, huge-content-stream and PDF-bomb cases that were here pass since
# parsing/limits.py and parsing/pdf_pages.py bound every stage.
PARSER_SIDE: dict[str, str] = {}
NOT_A_SENTENCE_FOR_THE_USER = ("unexpected error", "Parsing took too long", "did not finish after")

WORKER = [
    sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "prefork",
    "--concurrency", "2", "--loglevel", "INFO",
    "--without-heartbeat", "--without-gossip", "--without-mingle",
]  # fmt: skip


@dataclass
class Outcome:
    """What happened to one uploaded file (a ZIP may hold several documents)."""

    rejected: list[str] = field(default_factory=list)
    documents: list[dict] = field(default_factory=list)


@dataclass
class SuiteRun:
    outcomes: dict[str, Outcome]
    peak_anonymous_mb: float
    peak_resident_mb: float
    pool_processes: int
    worker_alive: bool
    good_cv: dict
    seconds: float
    log: str


class PoolWatcher(threading.Thread):
    """Samples the memory of the worker's pool processes (from /proc) while the suite runs."""

    def __init__(self, worker_pid: int):
        super().__init__(daemon=True)
        self.worker_pid = worker_pid
        self.stop = threading.Event()
        self.peak_anonymous_kb = self.peak_resident_kb = 0
        self.seen: set[int] = set()

    def run(self):
        while not self.stop.wait(0.1):
            for pid in self.children():
                status = self.status(pid)
                if status:
                    self.seen.add(pid)
                    self.peak_anonymous_kb = max(self.peak_anonymous_kb, status.get("RssAnon", 0))
                    self.peak_resident_kb = max(self.peak_resident_kb, status.get("VmHWM", 0))

    def children(self) -> list[int]:
        try:
            text = Path(f"/proc/{self.worker_pid}/task/{self.worker_pid}/children").read_text()
        except OSError:
            return []
        return [int(pid) for pid in text.split()]

    @staticmethod
    def status(pid: int) -> dict[str, int]:
        try:
            lines = Path(f"/proc/{pid}/status").read_text().splitlines()
        except OSError:
            return {}
        values = {}
        for line in lines:
            key, _, value = line.partition(":")
            if value.strip().endswith("kB"):
                values[key] = int(value.split()[0])
        return values


def wait_for_documents(ids, timeout):
    """Waits, running the periodic sweep as beat would: a parse stopped by the hard time
    limit leaves its document claimed, and the sweep is what ends it."""
    from applicants.models import Document
    from applicants.pipeline import sweep_documents

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        unfinished = Document.objects.filter(pk__in=ids).exclude(state__in=["parsed", "failed"])
        if not unfinished.exists():
            return
        time.sleep(1)
        sweep_documents()


def upload_all(client, files) -> dict[str, Outcome]:
    outcomes = {}
    for name, build in files.items():
        response = client.post(
            reverse("applicants:upload"),
            {"files": [SimpleUploadedFile(name, build())]},
            HTTP_ACCEPT="application/json",
        )
        assert response.status_code == 200, (name, response.status_code)
        outcome = outcomes[name] = Outcome()
        for row in response.json()["files"]:
            if row["status"] == "rejected":
                outcome.rejected.append(row["message"])
            else:
                outcome.documents.append({"pk": row["document"]})
    return outcomes


def document_states(outcomes: dict[str, Outcome]) -> None:
    from applicants.models import Document

    for outcome in outcomes.values():
        for row in outcome.documents:
            document = Document.objects.get(pk=row["pk"])
            row.update(
                state=document.state,
                reason=document.failure_reason,
                seconds=(
                    (document.parsed_at - document.claimed_at).total_seconds()
                    if document.parsed_at and document.claimed_at
                    else None
                ),
            )


@pytest.fixture(scope="module")
def suite(django_db_setup, django_db_blocker, tmp_path_factory):
    from applicants.models import Document
    from applicants.pipeline import parse_document
    from applicants.roles import COORDINATORS
    from config.celery import app

    folder = tmp_path_factory.mktemp("malformed")
    media = folder / "media"
    files = all_bad_files()
    limits = (parse_document.soft_time_limit, parse_document.time_limit)
    # The limits travel in each message, from the sender.
    parse_document.soft_time_limit, parse_document.time_limit = SOFT_LIMIT, HARD_LIMIT
    with (
        django_db_blocker.unblock(),
        override_settings(
            MEDIA_ROOT=media,
            DOCUMENT_CLAIM_TIMEOUT_SECONDS=HARD_LIMIT + 5,
            DOCUMENT_MAX_ATTEMPTS=ATTEMPTS,
        ),
    ):
        app.control.purge()
        # What the migrations put in (groups, rubric criteria), to put back afterwards.
        migrated_rows = connection.creation.serialize_db_to_string()
        db = connection.settings_dict
        env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
            "MEDIA_ROOT": str(media),
            "VAR_DIR": str(folder / "var"),
            "WORKER_MAX_MEMORY_MB": str(CEILING_MB),
            "DOCUMENT_MAX_ATTEMPTS": str(ATTEMPTS),
            "CELERY_TASK_SOFT_TIME_LIMIT": str(SOFT_LIMIT),
            "CELERY_TASK_TIME_LIMIT": str(HARD_LIMIT),
        }
        log = open(folder / "worker.log", "w+")  # noqa: SIM115
        worker = subprocess.Popen(WORKER, cwd=ROOT, env=env, stdout=log, stderr=log)
        watcher = PoolWatcher(worker.pid)
        watcher.start()
        try:
            client = Client()
            client.force_login(member("suite-coordinator", "suite-pass-123", COORDINATORS))
            started = time.monotonic()
            outcomes = upload_all(client, files)
            ids = [row["pk"] for outcome in outcomes.values() for row in outcome.documents]
            wait_for_documents(ids, SUITE_TIMEOUT)
            seconds = time.monotonic() - started
            document_states(outcomes)

            response = client.post(
                reverse("applicants:upload"),
                {"files": [SimpleUploadedFile("good-cv.pdf", ivo_cv_pdf())]},
                HTTP_ACCEPT="application/json",
            )
            good_pk = response.json()["files"][0]["document"]
            wait_for_documents([good_pk], 90)
            good = Document.objects.get(pk=good_pk)
            alive = worker.poll() is None
        finally:
            watcher.stop.set()
            worker.terminate()
            try:
                worker.wait(timeout=30)
            except subprocess.TimeoutExpired:
                worker.kill()
                worker.wait()
            watcher.join()
            log.seek(0)
            log_text = log.read()
            log.close()
            app.control.purge()
            parse_document.soft_time_limit, parse_document.time_limit = limits
            call_command("flush", interactive=False, verbosity=0, inhibit_post_migrate=True)
            connection.creation.deserialize_db_from_string(migrated_rows)
            # flush restarted every sequence and the rows came back with their ids: move the
            # sequences past them, or the next test's insert collides with the migrations' rows.
            resets = connection.ops.sequence_reset_sql(no_style(), apps.get_models())
            with connection.cursor() as cursor:
                for statement in resets:
                    cursor.execute(statement)
    return SuiteRun(
        outcomes=outcomes,
        peak_anonymous_mb=watcher.peak_anonymous_kb / 1024,
        peak_resident_mb=watcher.peak_resident_kb / 1024,
        pool_processes=len(watcher.seen),
        worker_alive=alive,
        good_cv={"state": good.state, "reason": good.failure_reason, "name": good.original_name},
        seconds=seconds,
        log=log_text,
    )


def case(name: str):
    if name in PARSER_SIDE:
        return pytest.param(name, marks=pytest.mark.xfail(reason=PARSER_SIDE[name], strict=False))
    return name


@pytest.mark.parametrize("name", [case(name) for name in all_bad_files()])
def test_a_bad_file_ends_refused_parsed_or_failed_with_what_to_do(suite, name):
    outcome = suite.outcomes[name]
    assert outcome.rejected or outcome.documents
    for message in outcome.rejected:
        assert message[0].isupper() and "unexpected" not in message, message
    for document in outcome.documents:
        assert document["state"] in {"parsed", "failed"}, (name, document)
        assert document["seconds"] is not None
        assert document["seconds"] <= HARD_LIMIT + 5, document
        if document["state"] == "failed":
            reason = document["reason"]
            assert reason[0].isupper(), reason
            assert not any(words in reason for words in NOT_A_SENTENCE_FOR_THE_USER), reason


def test_the_suite_is_big_enough_and_covers_every_kind_of_damage(suite):
    names = set(suite.outcomes)
    assert len(names) >= 60
    for kind in ("truncated-", "bit-flipped-", "pdf-bomb", "docx-bomb", "zip-bomb", "laughs"):
        assert any(kind in name for name in names), kind
    for kind in ("html-deep", "nul", "utf32", "utf16", "md-100kb-quotes", "md-500k-headings"):
        assert any(kind in name for name in names), kind


def test_the_worker_stays_under_its_memory_ceiling_and_takes_the_next_document(suite):
    assert suite.pool_processes >= 2
    assert 0 < suite.peak_anonymous_mb <= CEILING_MB, suite.peak_anonymous_mb
    assert suite.worker_alive, suite.log[-3000:]
    assert suite.good_cv["state"] == "parsed", suite.good_cv


def test_the_whole_batch_finishes_in_reasonable_time(suite):
    assert suite.seconds < SUITE_TIMEOUT, suite.seconds
