"""Shared fixtures and the rule for tests that need real services.

Tests marked postgres, redis or browser run whenever the service is there and
are skipped with a reason otherwise. With REQUIRE_ALL_SERVICES=1 (set by CI)
a missing service fails the test instead: on CI everything runs for real.
"""

import copy
import os
import shutil
import socket
import uuid
from pathlib import Path
from urllib.parse import urlparse

import pytest

from applicants.roles import COORDINATORS, REVIEWERS

# Playwright's sync API runs an event loop in the test thread; the ORM calls made
# from the same thread are still synchronous and safe.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


def strict() -> bool:
    return os.environ.get("REQUIRE_ALL_SERVICES") == "1"


def chromium_path() -> str | None:
    configured = os.environ.get("CHROMIUM_PATH")
    if configured:
        return configured if Path(configured).exists() else None
    return shutil.which("chromium") or shutil.which("chromium-browser")


def redis_url() -> str | None:
    return os.environ.get("REDIS_URL") or None


def _reachable(url: str) -> bool:
    parsed = urlparse(url)
    try:
        with socket.create_connection((parsed.hostname, parsed.port or 6379), timeout=1):
            return True
    except OSError:
        return False


def missing_service(marker: str) -> str | None:
    """Why a test with this marker cannot run here, or None when it can."""
    if marker == "postgres":
        from django.conf import settings

        if settings.DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql":
            return "PostgreSQL not configured (set DATABASE_URL=postgres://...)"
    elif marker == "redis":
        url = redis_url()
        if not url:
            return "Redis not configured (set REDIS_URL=redis://...)"
        if not _reachable(url):
            return f"Redis not reachable at {url}"
    elif marker == "browser" and not chromium_path():
        return "Chromium not found (install Debian's chromium or set CHROMIUM_PATH)"
    return None


def pytest_runtest_setup(item):
    for marker in ("postgres", "redis", "browser"):
        if item.get_closest_marker(marker) is None:
            continue
        reason = missing_service(marker)
        if reason is None:
            continue
        if strict():
            pytest.fail(f"REQUIRE_ALL_SERVICES=1 but {reason}", pytrace=False)
        pytest.skip(reason)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    # The real hasher takes most of a second per user; only the login flows need a password.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def _own_prefix(caches: dict, name: str) -> dict:
    caches = copy.deepcopy(caches)
    caches["default"]["KEY_PREFIX"] = f"{name}-{uuid.uuid4().hex}"
    return caches


@pytest.fixture(scope="session", autouse=True)
def cache_of_this_run():
    """Keys of this run's own, for what module fixtures sign in and cache too: the test
    database's ids start again at 1 on every run, and a user cached by an earlier run (or
    by the same ids of another database) must not be found."""
    from django.conf import settings
    from django.test import override_settings

    with override_settings(CACHES=_own_prefix(settings.CACHES, "run")):
        yield


@pytest.fixture(autouse=True)
def cache_of_its_own(settings):
    """A test's database rolls back after it, the cache (Redis where configured) would not:
    each test gets keys of its own."""
    settings.CACHES = _own_prefix(settings.CACHES, "test")


@pytest.fixture(autouse=True)
def media_root(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    return settings.MEDIA_ROOT


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    executable = chromium_path()
    if executable is None:
        pytest.skip("Chromium not found")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=executable, headless=True, args=CHROMIUM_FLAGS
        )
        yield browser
        browser.close()


@pytest.fixture
def page(request, browser):
    """A fresh browser page; on failure a screenshot lands in test-artifacts/.

    It bypasses our Content-Security-Policy: Playwright's wait_for_function runs its
    predicate with eval, which the policy forbids. The policy itself is tested, with
    its own context, in tests/browser/test_content_security_policy.py.
    """
    context = browser.new_context(viewport={"width": 1280, "height": 860}, bypass_csp=True)
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=ARTIFACTS / f"{request.node.name}.png", full_page=True)
    context.close()


def member(username: str, password: str, group: str):
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group

    user = get_user_model().objects.create_user(username, password=password)
    user.groups.add(Group.objects.get_or_create(name=group)[0])
    return user


@pytest.fixture
def coordinator(db):
    return member("coord", "coord-pass-123", COORDINATORS)


@pytest.fixture
def reviewer(db):
    return member("rev", "rev-pass-123", REVIEWERS)


@pytest.fixture
def celery_worker(transactional_db, settings):
    """A real worker in this process (threads pool) on the configured broker."""
    from celery.contrib.testing.worker import start_worker
    from celery.signals import task_postrun
    from django.db import connection

    from config.celery import app

    def close_connection(**kwargs):
        # Each worker thread has its own connection; close it so the test database can go.
        connection.close()

    task_postrun.connect(close_connection, weak=False)
    app.control.purge()
    try:
        with start_worker(
            app,
            pool="threads",
            concurrency=2,
            perform_ping_check=False,
            loglevel="WARNING",
            shutdown_timeout=30,
        ) as worker:
            yield worker
    finally:
        task_postrun.disconnect(close_connection)
        app.control.purge()


def log_in(page, live_server, username: str, password: str) -> None:
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    # Until the next page's load event htmx may not have wired its triggers, and an event
    # sent before then (a select changed under a slow machine) is lost.
    with page.expect_navigation(wait_until="load"):
        page.click("button[type=submit]")
