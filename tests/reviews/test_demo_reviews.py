"""make run's reviewing demo: profiles, a queue for the demo reviewer, a suggested conflict."""

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from applicants.demo import DEMO_REVIEWER, ensure_demo_users
from applicants.models import Applicant
from reviews.models import Assignment, ConflictSuggestion, ReviewerProfile
from reviews.queue import queue_of
from tests.factories import ApplicantFactory

pytestmark = pytest.mark.django_db


def test_the_demo_reviewer_gets_a_queue_and_a_suggestion_once(settings, tmp_path):
    settings.VAR_DIR = tmp_path
    ensure_demo_users()
    ApplicantFactory.create_batch(2)
    ApplicantFactory(current_institution="Lakeshore Institute of Technology")

    call_command("seed_demo_reviews", verbosity=0)
    call_command("seed_demo_reviews", verbosity=0)

    reviewer = get_user_model().objects.get(username=DEMO_REVIEWER)
    assert queue_of(reviewer, Applicant.objects.all()).total == 3
    assert Assignment.objects.count() == 6  # both demo logins on each, added once
    assert ReviewerProfile.objects.get(user=reviewer).topics == ["compilers", "cuda", "mlsys"]
    assert ConflictSuggestion.objects.get().reviewer == reviewer
