"""The demo data shows cycles: last year's decided cycle and the same person applying again."""

import time

import pytest
from django.contrib.auth import get_user_model

from applicants.demo import CURRENT_CYCLE, EARLIER_CYCLE, seed_demo_documents
from applicants.models import Applicant, Document
from reviews.models import Cycle
from reviews.recognition import earlier_applications

pytestmark = [pytest.mark.worker, pytest.mark.redis, pytest.mark.django_db(transaction=True)]


def test_the_demo_person_applied_before(celery_worker, settings, tmp_path):
    settings.VAR_DIR = tmp_path
    user = get_user_model().objects.create(username="demo-coord")
    seed_demo_documents(user)
    deadline = time.monotonic() + 60
    while Document.objects.exclude(state__in=["parsed", "failed"]).exists():
        assert time.monotonic() < deadline, "the worker did not finish the demo documents"
        time.sleep(0.2)

    assert Cycle.objects.default().name == CURRENT_CYCLE
    (now,) = Applicant.objects.filter(cycle__name=CURRENT_CYCLE, name__startswith="Mira")
    (before,) = Applicant.objects.filter(cycle__name=EARLIER_CYCLE)
    assert earlier_applications(now) == [(before, "email")]
