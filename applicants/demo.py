"""Fictional demo people, so a fresh install has something to look at."""

import secrets
from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import transaction

from applicants.models import Document
from applicants.roles import set_role
from applicants.upload import create_batch, store_uploads
from reviews.cycles import forget_cycles
from reviews.models import DEFAULT_CYCLE_NAME, Cycle

DEMO_COORDINATOR = "coordinator"
DEMO_REVIEWER = "reviewer"

# Fictional documents, sent through the real upload path so the worker parses them.
DEMO_DOCUMENTS = {
    "mira-okonkwo-hale-cv.md": """# Mira Okonkwo-Hale

mira.hale@example.edu | +1 555 0142 | [GitHub](https://github.com/mira-demo-hale)

## Education

**University of Northbridge** | PhD in Computer Science | 2023 - 2028 (expected)

**Lakeshore Institute of Technology** | BS in Computer Engineering | 2019 - 2023 | GPA 3.87/4.00

## Experience

**Research Intern**, Fictional Systems Lab | 2025 - 2025

**Teaching Assistant**, University of Northbridge | 2023 - 2024

## Publications

- M. Okonkwo-Hale, R. Tamsin. Fast Sparse Attention on Tiny Devices. MLSys 2025.
- J. Arkwright, M. Okonkwo-Hale. Scheduling Kernels Under a Power Cap. EuroSys 2026.

## Skills

CUDA, PyTorch, C++, MLIR, Rust

## Awards

- Northbridge Graduate Fellowship, 2023
- Dean's List, 2021
""",
    "mira-okonkwo-hale-homepage.html": """<!doctype html>
<html><head><title>Mira Okonkwo-Hale</title><script>alert("never run")</script></head>
<body><nav><a href="/">Home</a> <a href="/blog">Blog</a></nav>
<h1>Mira Okonkwo-Hale</h1>
<p>I am a PhD student at the University of Northbridge working on efficient machine
learning systems. Email: mira.hale@example.edu</p>
<p><a href="https://github.com/mira-demo-hale">GitHub</a></p>
<footer>Built with a static site generator</footer></body></html>
""",
    "mira-okonkwo-hale-letter.txt": """Dear selection panel,

Please consider me for the summer research internship in your group. I am a PhD student
at the University of Northbridge, where I build compilers for sparse tensor programs.

Sincerely,
Mira Okonkwo-Hale
mira.hale@example.edu
""",
    "tomasz-verhoeven-cv.md": """# Tomasz Verhoeven

t.verhoeven@example.org

## Education

**Lakeshore Institute of Technology** | MS in Electrical Engineering | 2025 - 2027 (expected)

## Publications

- T. Verhoeven. A Verified Compiler Pass for Loop Tiling. PLDI 2026.

## Skills

Coq, OCaml, LLVM, Verilog
""",
    "aiyana-castellanos-cv.md": """# Aiyana Castellanos

aiyana.c@example.com

## Education

**Riverside Polytechnic** | BS in Mathematics | 2023 - 2027 (expected)

## Experience

**Software Engineering Intern**, Harbourline Analytics | 2025 - 2025

## Skills

Python, Go, Kubernetes, SQL
""",
}


# The same fictional person in last year's cycle: the applicant page says "Applied before".
EARLIER_CYCLE = "Summer 2026 systems interns"
CURRENT_CYCLE = "Summer 2027 systems interns"
EARLIER_DOCUMENTS = {
    "mira-okonkwo-hale-cv-2026.md": """# Mira Okonkwo-Hale

mira.hale@example.edu

## Education

**University of Northbridge** | PhD in Computer Science | 2023 - 2028 (expected)

## Skills

CUDA, C++
""",
}


def demo_password(username: str) -> str:
    """A random password generated once per install and kept under var/."""
    path = settings.VAR_DIR / f"demo-password-{username}"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(9))
        path.chmod(0o600)
    return path.read_text().strip()


def ensure_demo_users() -> dict[str, str]:
    """Creates (or resets the password of) the demo coordinator and reviewer; returns logins."""
    users = get_user_model()
    logins = {}
    for username, role in ((DEMO_COORDINATOR, "coordinator"), (DEMO_REVIEWER, "reviewer")):
        password = demo_password(username)
        user, _ = users.objects.get_or_create(username=username)
        user.set_password(password)
        user.save()
        set_role(user, role)
        logins[username] = password
    return logins


def demo_cycles() -> tuple[Cycle, Cycle]:
    """Last year's cycle (decided) and this year's, which the fresh install's default
    cycle becomes."""
    current = Cycle.objects.default()
    if current.name == DEFAULT_CYCLE_NAME and not current.applicants.exists():
        current.name = CURRENT_CYCLE
        current.save(update_fields=["name"])
    earlier, _ = Cycle.objects.get_or_create(
        name=EARLIER_CYCLE, defaults={"phase": Cycle.Phase.DECIDED}
    )
    # Older than the current one, so it is "earlier" and not the default.
    Cycle.objects.filter(pk=earlier.pk).update(created_at=current.created_at - timedelta(days=365))
    forget_cycles()
    return earlier, current


def seed_demo_documents(user) -> int:
    """Uploads the fictional documents once, as a coordinator would, last year's into the
    earlier cycle; returns how many."""
    if Document.objects.exists():
        return 0
    stored = 0
    with transaction.atomic():
        earlier, current = demo_cycles()
        for cycle, documents in ((earlier, EARLIER_DOCUMENTS), (current, DEMO_DOCUMENTS)):
            batch = create_batch(user, cycle=cycle)
            files = [SimpleUploadedFile(name, text.encode()) for name, text in documents.items()]
            stored += len(store_uploads(batch, user, files).accepted)
    return stored


def demo_documents_parsed() -> bool:
    """Whether the uploaded documents are all through the worker (parsed or failed)."""
    finished = [Document.State.PARSED, Document.State.FAILED]
    return Document.objects.exists() and not Document.objects.exclude(state__in=finished).exists()
