import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {
        k: v
        for k, v in os.environ.items()
        if k not in {"SECRET_KEY", "DJANGO_DEBUG", "DJANGO_ALLOW_ASYNC_UNSAFE"}
    }
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_production_refuses_to_start_without_secret_key(tmp_path):
    result = run_manage("check", DJANGO_DEBUG="0", VAR_DIR=str(tmp_path))

    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


def test_production_settings_pass_the_deploy_check(tmp_path):
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_DEBUG="0",
        SECRET_KEY="x" * 64 + "-a-long-random-production-secret",
        ALLOWED_HOSTS="review.example.org",
        VAR_DIR=str(tmp_path),
    )

    assert result.returncode == 0, result.stderr
    assert "no issues" in result.stdout


def test_embedded_default_generates_and_keeps_a_secret_key(tmp_path):
    command = ["shell", "-c", "from django.conf import settings; print(settings.SECRET_KEY)"]
    first = run_manage(*command, VAR_DIR=str(tmp_path))
    second = run_manage(*command, VAR_DIR=str(tmp_path))

    assert first.returncode == 0, first.stderr
    assert first.stdout.strip() == second.stdout.strip()
    assert len(first.stdout.strip()) >= 50
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0


def test_every_worker_gets_the_memory_ceiling_from_the_environment(tmp_path):
    script = (
        "import resource; from config.celery import app, cap_memory; "
        "print(app.conf.worker_max_memory_per_child, app.conf.worker_proc_alive_timeout); "
        "cap_memory(); print(resource.getrlimit(resource.RLIMIT_DATA)[0])"
    )
    result = run_manage("shell", "-c", script, WORKER_MAX_MEMORY_MB="300", VAR_DIR=str(tmp_path))

    assert result.returncode == 0, result.stderr
    recycle_kib, alive_timeout, ceiling = result.stdout.split()[-3:]
    assert int(recycle_kib) == 150 * 1024
    assert float(alive_timeout) >= 30
    assert int(ceiling) == 300 * 1024 * 1024


SESSIONS_AND_CACHE = (
    "from django.conf import settings; "
    "print(settings.SESSION_ENGINE, settings.CACHES['default']['BACKEND'], settings.SHARED_CACHE)"
)


def test_sessions_live_in_the_database_without_redis_and_in_redis_with_it(tmp_path):
    embedded = run_manage(
        "shell", "-c", SESSIONS_AND_CACHE, VAR_DIR=str(tmp_path), REDIS_URL="", CACHE_URL=""
    )
    with_redis = run_manage(
        "shell",
        "-c",
        SESSIONS_AND_CACHE,
        VAR_DIR=str(tmp_path),
        REDIS_URL="redis://127.0.0.1:6379/9",
        CACHE_URL="",
    )

    assert embedded.returncode == 0, embedded.stderr
    assert embedded.stdout.split()[-3:] == [
        "django.contrib.sessions.backends.db",
        "django.core.cache.backends.locmem.LocMemCache",
        "False",
    ]
    assert with_redis.stdout.split()[-3:] == [
        "django.contrib.sessions.backends.cached_db",
        "config.redis_cache.RedisCache",
        "True",
    ]
