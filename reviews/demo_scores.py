"""Demo reviews for `make run`: a small committee whose scores show the calibration.

Fictional applicants (no documents) scored by a harsh, a lenient and a middling demo
reviewer, with one split panel (a disagreement) and one decision, so the list's calibrated
column, the applicant page's figures and the dashboard have something to show.
"""

from django.contrib.auth import get_user_model
from django.db import transaction

from applicants.models import Applicant
from reviews import services
from reviews.calibration import recalibrate
from reviews.hooks import calibration_scope
from reviews.models import Criterion, Review

# name, institution, then the overall score each demo reviewer gives (None: not reviewed).
DEMO_PANEL = [
    ("Orla Vantreece", "Harbourline Institute", 2, 4, 3),
    ("Tobiah Quennell", "Marrowgate University", 3, 5, 4),
    ("Sefa Lindqvist-Ro", "Harbourline Institute", 1, 3, 2),
    ("Pim Ashgrove", "Eastmere College", 2, 5, None),
    ("Ines Calloway", "Marrowgate University", 1, 5, 3),
    ("Reuben Tallis", "Eastmere College", 3, 5, 5),
    ("Dova Strickmann", "Northwold Tech", 1, 2, 2),
    ("Yusuf Pellerin", "Northwold Tech", 2, 4, None),
]
DEMO_REVIEWERS = ["demo-harsh", "demo-lenient", "demo-middle"]


@transaction.atomic
def seed_demo_scores() -> int:
    """Adds the demo panel once (nothing when any review exists); returns reviews written."""
    if Review.objects.exists():
        return 0
    users = get_user_model()
    reviewers = []
    for username in DEMO_REVIEWERS:
        user, created = users.objects.get_or_create(username=username)
        if created:
            user.set_unusable_password()
            user.save()
        reviewers.append(user)
    criteria = list(Criterion.objects.filter(active=True))
    written = 0
    for name, institution, *scores in DEMO_PANEL:
        applicant = Applicant.objects.create(
            name=name, current_institution=institution, search_text=f"{name} {institution}"
        )
        for reviewer, overall in zip(reviewers, scores, strict=True):
            if overall is None:
                continue
            per_criterion = {c.pk: max(1, min(5, overall + i % 2)) for i, c in enumerate(criteria)}
            services.submit_review(
                applicant, reviewer, overall=overall, confidence=2, scores=per_criterion
            )
            written += 1
    recalibrate(calibration_scope())
    return written
