"""The embedded default really works: a real worker process on the server-less broker."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.foundation.embedded import embedded_env, send_ping

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.worker
def test_worker_on_the_filesystem_broker_runs_a_task(tmp_path):
    env = embedded_env(tmp_path)
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo",
         "--loglevel", "INFO", "--without-heartbeat", "--without-gossip", "--without-mingle"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    try:
        sender = send_ping(env)
    finally:
        worker.terminate()
        log, _ = worker.communicate(timeout=30)

    assert sender.returncode == 0, sender.stderr + log
    assert sender.stdout.strip() == "pong"
    assert "filesystem" in log
    assert (tmp_path / "broker" / "queue").is_dir()
