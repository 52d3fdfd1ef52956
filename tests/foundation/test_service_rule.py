"""The rule in tests/conftest.py: skip without a service, fail under REQUIRE_ALL_SERVICES=1."""

import pytest
from _pytest.outcomes import Failed, Skipped

from tests import conftest


class MarkedItem:
    def __init__(self, *markers: str):
        self.markers = set(markers)

    def get_closest_marker(self, name):
        return name if name in self.markers else None


def test_a_redis_test_is_skipped_with_the_reason_when_redis_is_missing(monkeypatch):
    monkeypatch.delenv("REDIS_URL", raising=False)
    monkeypatch.delenv("REQUIRE_ALL_SERVICES", raising=False)

    with pytest.raises(Skipped, match="Redis not configured"):
        conftest.pytest_runtest_setup(MarkedItem("redis"))


def test_a_missing_service_fails_the_test_in_strict_mode(monkeypatch):
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:1/0")  # nothing listens on port 1
    monkeypatch.setenv("REQUIRE_ALL_SERVICES", "1")

    with pytest.raises(Failed, match="REQUIRE_ALL_SERVICES=1 but Redis not reachable"):
        conftest.pytest_runtest_setup(MarkedItem("redis"))


def test_a_missing_browser_fails_in_strict_mode(monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMIUM_PATH", str(tmp_path / "no-such-chromium"))
    monkeypatch.setenv("REQUIRE_ALL_SERVICES", "1")

    with pytest.raises(Failed, match="Chromium not found"):
        conftest.pytest_runtest_setup(MarkedItem("browser"))


def test_unmarked_tests_need_nothing(monkeypatch):
    monkeypatch.setenv("REQUIRE_ALL_SERVICES", "1")
    monkeypatch.delenv("REDIS_URL", raising=False)

    conftest.pytest_runtest_setup(MarkedItem())
