"""Fictional demo people, so a fresh install has something to look at."""

import secrets

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.db import transaction

from applicants.models import Applicant, Document, Education, Email, Publication
from applicants.roles import COORDINATORS, REVIEWERS

DEMO_COORDINATOR = "coordinator"
DEMO_REVIEWER = "reviewer"

DEMO_APPLICANTS = [
    {
        "name": "Mira Okonkwo-Hale",
        "email": "mira.hale@example.edu",
        "institution": "University of Northbridge",
        "level": Applicant.Level.PHD,
        "graduation": 2028,
        "degree": "PhD",
        "field": "Computer Science",
        "paper": ("Fast Sparse Attention on Tiny Devices", "MLSys", 2025),
    },
    {
        "name": "Tomasz Verhoeven",
        "email": "t.verhoeven@example.org",
        "institution": "Lakeshore Institute of Technology",
        "level": Applicant.Level.MASTERS,
        "graduation": 2027,
        "degree": "MS",
        "field": "Electrical Engineering",
        "paper": ("A Verified Compiler Pass for Loop Tiling", "PLDI", 2026),
    },
    {
        "name": "Aiyana Castellanos",
        "email": "aiyana.c@example.com",
        "institution": "Riverside Polytechnic",
        "level": Applicant.Level.UNDERGRADUATE,
        "graduation": 2027,
        "degree": "BS",
        "field": "Mathematics",
        "paper": ("Scheduling Serverless Functions with Learned Cost Models", "EuroSys", 2026),
    },
]


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
    for username, group in ((DEMO_COORDINATOR, COORDINATORS), (DEMO_REVIEWER, REVIEWERS)):
        password = demo_password(username)
        user, _ = users.objects.get_or_create(username=username)
        user.is_staff = group == COORDINATORS
        user.set_password(password)
        user.save()
        user.groups.add(Group.objects.get_or_create(name=group)[0])
        if group == COORDINATORS:
            # Coordinators configure the rubric and manage records in the admin.
            from django.contrib.auth.models import Permission

            user.user_permissions.set(
                Permission.objects.filter(content_type__app_label__in=["applicants", "reviews"])
            )
        logins[username] = password
    return logins


@transaction.atomic
def seed_demo_applicants() -> int:
    """Adds the fictional applicants once; returns how many were created."""
    if Applicant.objects.exists():
        return 0
    for person in DEMO_APPLICANTS:
        applicant = Applicant.objects.create(
            name=person["name"],
            current_institution=person["institution"],
            level=person["level"],
            expected_graduation=person["graduation"],
        )
        document = Document.objects.create(
            applicant=applicant,
            kind=Document.Kind.CV,
            original_name=f"{person['name']} (demo record)",
            state=Document.State.PARSED,
            text=f"{person['name']}\n{person['email']}\n{person['institution']}",
        )
        Email.objects.create(applicant=applicant, document=document, address=person["email"])
        Education.objects.create(
            applicant=applicant,
            document=document,
            institution=person["institution"],
            degree=person["degree"],
            field=person["field"],
            end_year=person["graduation"],
        )
        title, venue, year = person["paper"]
        Publication.objects.create(
            applicant=applicant,
            document=document,
            title=title,
            venue=venue,
            year=year,
            authors=[person["name"]],
            author_position=1,
        )
    return len(DEMO_APPLICANTS)
