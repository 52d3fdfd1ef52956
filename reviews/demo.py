"""The demo's reviewing side: profiles, a queue for the demo reviewer, a suggested conflict.

Run by `make run` (the seed_demo_reviews command) once the demo documents are parsed; it
only adds what is missing, so running it again changes nothing.
"""

from django.contrib.auth import get_user_model

from applicants.demo import DEMO_COORDINATOR, DEMO_REVIEWER
from applicants.models import Applicant
from reviews.assigning import apply_plan, plan_automatic
from reviews.conflict_suggestions import find_conflict_suggestions
from reviews.models import ReviewerProfile

DEMO_PROFILES = {
    DEMO_REVIEWER: (["compilers", "cuda", "mlsys"], "Lakeshore Institute of Technology"),
    DEMO_COORDINATOR: (["machine learning", "kubernetes"], "Fictional Systems Lab"),
}


def seed_demo_reviews() -> int:
    """Profiles for the demo logins, every applicant assigned to both (k=2), then a look for
    conflicts. Returns how many assignments were added."""
    people = {u.username: u for u in get_user_model().objects.filter(username__in=DEMO_PROFILES)}
    for username, (topics, institution) in DEMO_PROFILES.items():
        if username in people:
            ReviewerProfile.objects.get_or_create(
                user=people[username], defaults={"topics": topics, "institution": institution}
            )
    applicants = Applicant.objects.all()
    if not people or not applicants.exists():
        return 0
    reviewers = get_user_model().objects.filter(pk__in=[u.pk for u in people.values()])
    added = apply_plan(plan_automatic(applicants, reviewers, k=2, seed=1), by=None)
    find_conflict_suggestions(applicants)
    return added
