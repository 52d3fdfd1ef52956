"""`make run`: the web server and a real Celery worker on the embedded default (or on
PostgreSQL/Redis when DATABASE_URL and REDIS_URL are set). Ctrl-C stops both."""

import os
import signal
import socket
import subprocess
import sys
import time

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand

from applicants.demo import (
    DEMO_COORDINATOR,
    demo_documents_parsed,
    ensure_demo_users,
    seed_demo_documents,
)


class Command(BaseCommand):
    help = "Migrate, create the demo logins and data, then run the web server and a worker."

    def add_arguments(self, parser):
        parser.add_argument("--addrport", default="127.0.0.1:8000")
        parser.add_argument("--no-demo", action="store_true", help="Do not add demo applicants.")

    def handle(self, *args, addrport, no_demo, **options):
        call_command("migrate", interactive=False, verbosity=0)
        call_command("remove_stale_uploads", verbosity=0)
        logins = ensure_demo_users()
        if not no_demo:
            # Queued now; the worker started below parses them like any upload.
            seed_demo_documents(get_user_model().objects.get(username=DEMO_COORDINATOR))
            # By name, so applicants does not import reviews.
            call_command("seed_demo_scores", verbosity=0)
        # The worker's and the server's own output goes to files, so that the screen keeps
        # what a person needs: where to open the app, the logins and how to stop.
        logs = settings.VAR_DIR / "log"
        logs.mkdir(parents=True, exist_ok=True)
        worker_log = open(logs / "worker.log", "ab")  # noqa: SIM115 (open while the child runs)
        server_log = open(logs / "web.log", "ab")  # noqa: SIM115
        worker = subprocess.Popen(
            worker_command(), env=os.environ.copy(), stdout=worker_log, stderr=worker_log
        )
        server = subprocess.Popen(
            [sys.executable, "manage.py", "runserver", "--noreload", addrport],
            env=os.environ.copy(),
            stdout=server_log,
            stderr=server_log,
        )
        wait_for_port(addrport, server)
        database = settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]
        broker = settings.CELERY_BROKER_URL.split("://", 1)[0]
        self.stdout.write(
            f"\nOpen http://{addrport}/  (database: {database}, broker: {broker})\n"
            + "".join(f"  login: {user} / {password}\n" for user, password in logins.items())
            + f"Logs: {logs / 'web.log'}, {logs / 'worker.log'}\n"
            + "Ctrl-C stops the server and the worker.\n"
        )
        # Explicit handlers: a shell that starts us in the background may have set SIGINT to
        # "ignore", and a supervisor stops us with SIGTERM; either must stop both children.
        stop = []
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, lambda *_: stop.append(True))
        # The reviewing side of the demo (reviews' seed_demo_reviews: profiles, a queue)
        # needs the parsed applicants, so it runs once the worker is through them.
        demo_reviews_due = 0.0 if not no_demo else None
        try:
            while not stop and server.poll() is None and worker.poll() is None:
                if demo_reviews_due is not None and time.monotonic() >= demo_reviews_due:
                    demo_reviews_due = time.monotonic() + 2
                    if demo_documents_parsed():
                        call_command("seed_demo_reviews", verbosity=0)
                        demo_reviews_due = None
                time.sleep(0.2)
        finally:
            for process in (server, worker):
                if process.poll() is None:
                    process.send_signal(signal.SIGTERM)
            for process in (server, worker):
                try:
                    process.wait(timeout=15)
                except subprocess.TimeoutExpired:
                    process.kill()
            worker_log.close()
            server_log.close()


def wait_for_port(addrport: str, server: subprocess.Popen, timeout: float = 60) -> None:
    """Return once the server accepts connections (or has exited, or the time is up)."""
    host, _, port = addrport.rpartition(":")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and server.poll() is None:
        try:
            with socket.create_connection((host or "127.0.0.1", int(port)), timeout=1):
                return
        except OSError:
            time.sleep(0.2)


def worker_command() -> list[str]:
    return [
        sys.executable,
        "-m",
        "celery",
        "-A",
        "config",
        "worker",
        "--beat",
        "--schedule",
        str(settings.VAR_DIR / "celerybeat-schedule"),
        "--concurrency",
        str(settings.CELERY_WORKER_CONCURRENCY),
        "--loglevel",
        "INFO",
    ]
