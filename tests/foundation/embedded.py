"""Helpers for the tests that run the embedded default in subprocesses."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def embedded_env(var_dir: Path, **extra: str) -> dict[str, str]:
    """This environment without any server: SQLite and the filesystem broker under var_dir."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL", "CELERY_RESULT_BACKEND"}
    }
    env.update(VAR_DIR=str(var_dir), **extra)
    return env


def send_ping(env: dict[str, str]) -> subprocess.CompletedProcess:
    """Sends the trivial task from another process and waits for a worker's answer."""
    return subprocess.run(
        [sys.executable, "-c",
         "import django; django.setup(); from config.celery import ping; "
         "print(ping.delay().get(timeout=60))"],
        cwd=ROOT, env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"},
        capture_output=True, text=True, timeout=90,
    )  # fmt: skip
