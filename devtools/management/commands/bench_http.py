"""Load on the web tier: gunicorn serving the app, N connections asking for one page.

Run it on a database seeded with seed_applicants, e.g.
    DATABASE_URL=postgres://.../h_bench python manage.py bench_http --connections 16

It starts gunicorn (the production server) on a free port with the same environment,
signs the seeded reviewer in through a session written here, and keeps `connections`
connections requesting the page for `seconds`; it prints requests per second and latency
percentiles. The load comes from wrk where it is installed (Debian's package: C, little
CPU of its own on the same cores), else from threads in this process. On Linux it also
prints the CPU time per request of the gunicorn workers and of the PostgreSQL backends
serving them (read from /proc while the load runs): on a machine shared with other jobs
the rate moves with their load, the CPU per request much less.
"""

import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from importlib import import_module
from pathlib import Path

import requests
from django.conf import settings
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY, get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from devtools.management.commands.bench_workspace import percentile


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def session_cookie(user) -> str:
    """A signed-in session for user, as the login view would store it."""
    store = import_module(settings.SESSION_ENGINE).SessionStore()
    store[SESSION_KEY] = str(user.pk)
    store[BACKEND_SESSION_KEY] = settings.AUTHENTICATION_BACKENDS[-1]  # the users' backend
    store[HASH_SESSION_KEY] = user.get_session_auth_hash()
    store.create()
    return store.session_key


def cpu_seconds(pids) -> float:
    """User and system CPU time of these processes, from /proc (0 where it is not there)."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # no /proc (not Linux), or the process has ended
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / os.sysconf("SC_CLK_TCK") if total else 0.0


def children_of(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
        except (OSError, ValueError, IndexError):
            continue
    return found


def database_backends() -> list[int]:
    """The PostgreSQL server processes of other connections to this database: the
    workers' (CONN_MAX_AGE keeps one per worker)."""
    if connection.vendor != "postgresql":
        return []
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid() AND backend_type = 'client backend'"
        )
        return [pid for (pid,) in cursor.fetchall()]


class CpuMeter:
    """CPU seconds spent by gunicorn's workers and their database backends between
    start() and stop() (a backend that connects in between counts from its start)."""

    def __init__(self, server_pid: int):
        self.server_pid = server_pid

    def _sample(self) -> tuple[dict[int, float], dict[int, float]]:
        web = {pid: cpu_seconds([pid]) for pid in children_of(self.server_pid)}
        database = {pid: cpu_seconds([pid]) for pid in database_backends()}
        return web, database

    def start(self) -> None:
        self.before = self._sample()

    def stop(self) -> tuple[float, float]:
        after = self._sample()
        return tuple(
            sum(seconds - start.get(pid, 0.0) for pid, seconds in end.items())
            for start, end in zip(self.before, after, strict=True)
        )


def database_url() -> str:
    db = connection.settings_dict
    if connection.vendor != "postgresql":
        return f"sqlite:///{db['NAME']}"
    password = f":{db['PASSWORD']}" if db["PASSWORD"] else ""
    return f"postgres://{db['USER']}{password}@{db['HOST']}:{db['PORT'] or 5432}/{db['NAME']}"


def wait_until_serving(url: str, server: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise CommandError("gunicorn stopped before serving")
        try:
            requests.get(url, timeout=2, allow_redirects=False)
            return
        except (requests.ConnectionError, requests.Timeout):  # not listening, or still booting
            time.sleep(0.3)
    raise CommandError("gunicorn did not answer in time")


class Command(BaseCommand):
    help = "Requests per second and latency of a page under N concurrent connections."

    def add_arguments(self, parser):
        parser.add_argument("--path", default="/", help="the page, e.g. / or /?sort=-mean")
        parser.add_argument("--connections", type=int, default=16)
        parser.add_argument("--seconds", type=float, default=20)
        parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
        parser.add_argument("--username", default="seed-reviewer-1")
        parser.add_argument(
            "--load",
            choices=["wrk", "python"],
            default="wrk" if shutil.which("wrk") else "python",
            help="what makes the requests (default: wrk where installed)",
        )
        parser.add_argument(
            "--production",
            action="store_true",
            help="serve with DJANGO_DEBUG=0 and collected static files, as deployed",
        )

    def server_env(self, production: bool) -> dict[str, str]:
        env = os.environ.copy()
        env["DATABASE_URL"] = database_url()  # the database this process uses (tests' too)
        if production:
            env.update(
                DJANGO_DEBUG="0",
                SECRET_KEY=settings.SECRET_KEY,
                ALLOWED_HOSTS="127.0.0.1",
                SECURE_SSL_REDIRECT="0",
                STATIC_ROOT=tempfile.mkdtemp(prefix="bench-static-"),
            )
            subprocess.run(
                [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"],
                env=env,
                cwd=settings.BASE_DIR,
                check=True,
            )
        return env

    def handle(self, path, connections, seconds, workers, username, production, load, **options):
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"No user {username!r}: seed first (manage.py seed_applicants N)")
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "gunicorn",
                "config.wsgi:application",
                "--bind",
                f"127.0.0.1:{port}",
                "--workers",
                str(workers),
                "--log-level",
                "warning",
            ],  # fmt: skip
            env=self.server_env(production),
            cwd=settings.BASE_DIR,
        )
        try:
            wait_until_serving(base + "/login/", server)
            cookies = {settings.SESSION_COOKIE_NAME: session_cookie(user)}
            first = requests.get(base + path, cookies=cookies, allow_redirects=False, timeout=30)
            if first.status_code != 200:
                raise CommandError(f"{path} answered {first.status_code} for {username}")
            meter = CpuMeter(server.pid)
            meter.start()
            if load == "wrk":
                figures, served = wrk_load(base + path, cookies, connections, seconds)
            else:
                figures, served = self.load(base + path, cookies, connections, seconds)
            web, database = meter.stop()
            if served and web:
                figures += (
                    f"; CPU per request: web {web * 1000 / served:.1f} ms, "
                    f"database {database * 1000 / served:.1f} ms"
                )
        finally:
            server.terminate()
            server.wait(timeout=30)
        mode = "production settings" if production else f"DEBUG={settings.DEBUG}"
        self.stdout.write(
            f"{path} with {connections} connections ({load}) on gunicorn ({workers} workers, "
            f"{mode}) for {seconds:.0f} s: {figures}"
        )

    def load(self, url, cookies, connections, seconds) -> tuple[str, int]:
        samples: list[float] = []
        errors = 0
        lock = threading.Lock()
        stop_at = time.monotonic() + seconds

        def connection():
            nonlocal errors
            session = requests.Session()
            session.cookies.update(cookies)
            while time.monotonic() < stop_at:
                started = time.perf_counter()
                try:
                    ok = session.get(url, timeout=30, allow_redirects=False).status_code == 200
                except requests.RequestException:
                    ok = False
                elapsed = (time.perf_counter() - started) * 1000
                with lock:
                    if ok:
                        samples.append(elapsed)
                    else:
                        errors += 1

        with ThreadPoolExecutor(max_workers=connections) as pool:
            for _ in range(connections):
                pool.submit(connection)
        if not samples:
            return f"no request finished; {errors} errors", errors
        return (
            f"{len(samples) / seconds:.1f} req/s, {errors} errors; latency "
            f"p50 {statistics.median(samples):.0f} ms, p95 {percentile(samples, 0.95):.0f} ms, "
            f"p99 {percentile(samples, 0.99):.0f} ms"
        ), len(samples) + errors


WRK_PERCENTILE = re.compile(r"^\s*(50|75|90|99)%\s+([\d.]+)(us|ms|s)\s*$", re.M)
WRK_UNIT_MS = {"us": 0.001, "ms": 1, "s": 1000}


def wrk_load(
    url: str, cookies: dict[str, str], connections: int, seconds: float
) -> tuple[str, int]:
    """wrk's requests per second, errors (non-2xx/3xx and socket errors) and percentiles;
    and how many requests it made."""
    cookie = "; ".join(f"{name}={value}" for name, value in cookies.items())
    result = subprocess.run(
        [
            "wrk",
            "--threads",
            "2",
            "--connections",
            str(connections),
            "--duration",
            f"{seconds:.0f}s",
            "--timeout",
            "30s",
            "--latency",
            "--header",
            f"Cookie: {cookie}",
            url,
        ],  # fmt: skip
        capture_output=True,
        text=True,
        check=True,
    )
    out = result.stdout
    rate = re.search(r"Requests/sec:\s+([\d.]+)", out)
    if rate is None:
        raise CommandError(f"wrk printed no rate:\n{out}{result.stderr}")
    errors = sum(int(n) for n in re.findall(r"Non-2xx or 3xx responses: (\d+)", out))
    errors += sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", out))
    latency = ", ".join(
        f"p{point} {float(value) * WRK_UNIT_MS[unit]:.0f} ms"
        for point, value, unit in WRK_PERCENTILE.findall(out)
    )
    served = re.search(r"(\d+) requests in", out)
    figures = f"{float(rate[1]):.1f} req/s, {errors} errors; latency {latency}"
    return figures, int(served[1]) if served else 0
