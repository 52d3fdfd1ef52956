"""`make run`'s command: web server and worker on the embedded default, stopped by Ctrl-C."""

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.foundation.embedded import embedded_env, send_ping

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_login_page(url: str, process: subprocess.Popen, seconds: float = 90) -> int:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert process.poll() is None, "run_embedded exited early"
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                return response.status
        except OSError:
            time.sleep(0.3)
    raise AssertionError(f"{url} did not answer within {seconds} s")


DEMO_STATE = (
    "import json; from applicants.models import Applicant, Document; "
    "print(json.dumps({'parsed': Document.objects.filter(state='parsed').count(), "
    "'applicants': Applicant.objects.filter(documents__isnull=False).distinct().count(), "
    "'reviewed': Applicant.objects.filter(reviews__isnull=False).distinct().count(), "
    "'mira_documents': Document.objects.filter(applicant__name='Mira Okonkwo-Hale').count()}))"
)


def wait_for_demo_documents(env: dict, seconds: float = 90) -> dict:
    deadline = time.monotonic() + seconds
    state = {}
    while time.monotonic() < deadline:
        result = subprocess.run(
            [sys.executable, "manage.py", "shell", "-c", DEMO_STATE],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        state = json.loads(result.stdout.strip().splitlines()[-1])
        if state["parsed"] >= 6:
            return state
        time.sleep(1)
    return state


@pytest.mark.worker
def test_run_embedded_serves_the_login_page_runs_tasks_and_stops_on_ctrl_c(tmp_path):
    env = embedded_env(tmp_path, CELERY_WORKER_CONCURRENCY="1")
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "manage.py", "run_embedded", "--addrport", f"127.0.0.1:{port}"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True,
    )  # fmt: skip
    try:
        status = wait_for_login_page(f"http://127.0.0.1:{port}/login/", process)
        sender = send_ping(env)
        parsed = wait_for_demo_documents(env)
        process.send_signal(signal.SIGINT)
        output, _ = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)

    assert status == 200
    # Six fictional demo documents went through upload, the worker and ingest:
    # the CV, homepage and letter of one person became one applicant; her CV of last
    # year's cycle is a second applicant, in that cycle.
    # Beside them, the demo panel of reviewed applicants (reviews.demo_scores) without documents.
    assert parsed == {"parsed": 6, "applicants": 4, "mira_documents": 4, "reviewed": 8}
    assert sender.stdout.strip() == "pong", sender.stderr
    assert re.search(r"login: coordinator / \S+", output)
    # The first screen is what a person needs; the worker's and server's chatter is in var/log.
    assert f"Open http://127.0.0.1:{port}/" in output
    noise_lines = (
        "No hostname was supplied",
        "SecurityWarning",
        "celery@",
        "development server",
        "AXES",
    )
    for noise in noise_lines:
        assert noise not in output
    assert "celery@" in (tmp_path / "log" / "worker.log").read_text()
    assert (tmp_path / "db.sqlite3").exists()
    assert process.returncode == 0
    for trace in (str(tmp_path), f"runserver --noreload 127.0.0.1:{port}"):
        leftover = subprocess.run(["pgrep", "-f", trace], capture_output=True, text=True)
        assert leftover.stdout == "", f"still running after Ctrl-C: {trace}"
