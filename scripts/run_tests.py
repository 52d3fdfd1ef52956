"""`make test`: Ruff, then the whole pytest suite.

PostgreSQL and Redis on their standard local ports are used when they answer and
DATABASE_URL / REDIS_URL are not set, so the tests run against the real services
wherever they exist. Extra arguments are passed to pytest.
"""

import os
import socket
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


def main() -> int:
    env = os.environ.copy()
    if "DATABASE_URL" not in env and answers(5432):
        env["DATABASE_URL"] = "postgres://postgres@127.0.0.1:5432/internship_review"
    if "REDIS_URL" not in env and answers(6379):
        env["REDIS_URL"] = "redis://127.0.0.1:6379/15"
    print(f"database: {env.get('DATABASE_URL', 'SQLite (embedded default)')}")
    print(f"redis:    {env.get('REDIS_URL', 'none (Redis tests skip)')}", flush=True)
    for command in (
        [str(BIN / "ruff"), "check", "."],
        [str(BIN / "ruff"), "format", "--check", "."],
    ):
        if subprocess.call(command, cwd=ROOT) != 0:
            return 1
    return subprocess.call([str(BIN / "pytest"), *sys.argv[1:]], cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main())
