"""The embedded default really works: a real worker process on the server-less broker."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.worker
def test_worker_on_the_filesystem_broker_runs_a_task(tmp_path):
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL", "CELERY_RESULT_BACKEND"}
    }
    env["VAR_DIR"] = str(tmp_path)
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo",
         "--loglevel", "INFO", "--without-heartbeat", "--without-gossip", "--without-mingle"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    try:
        sender = subprocess.run(
            [sys.executable, "-c",
             "import django; django.setup(); from config.celery import ping; "
             "print(ping.delay().get(timeout=60))"],
            cwd=ROOT, env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"},
            capture_output=True, text=True, timeout=90,
        )  # fmt: skip
    finally:
        worker.terminate()
        log, _ = worker.communicate(timeout=30)

    assert sender.returncode == 0, sender.stderr + log
    assert sender.stdout.strip() == "pong"
    assert "filesystem" in log
    assert (tmp_path / "broker" / "queue").is_dir()
