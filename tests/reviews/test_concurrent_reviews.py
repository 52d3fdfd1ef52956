"""Reviews submitted at the same moment by several reviewers, each on its own connection.

The stored summary (mean, count) feeds the list column, sorting, score: filters and the
CSV, so it must be right under any interleaving, and the first review's status change
("new" -> "under review") must be recorded once.
"""

import threading
from statistics import mean

import pytest
from django.db import connection

from applicants.models import Applicant
from reviews.models import AuditEntry, ReviewSummary, StatusChange
from tests.factories import ApplicantFactory, UserFactory, submit

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

REVIEWERS = 6
ROUNDS = 4


def at_the_same_moment(work: list) -> list[BaseException]:
    """Runs each callable in its own thread (so its own database connection), released
    together by a barrier; returns what any of them raised."""
    barrier = threading.Barrier(len(work))
    errors = []

    def run(job):
        try:
            barrier.wait(timeout=10)
            job()
        except BaseException as error:  # reported to the test, not lost in the thread
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(job,)) for job in work]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert not any(thread.is_alive() for thread in threads), "a submission never finished"
    return errors


def test_simultaneous_reviews_all_count_and_move_the_status_once():
    reviewers = [UserFactory(username=f"simultaneous{n}") for n in range(REVIEWERS)]
    scores = [5, 1, 4, 2, 3, 5]
    applicants = [ApplicantFactory(status=Applicant.Status.NEW) for _ in range(ROUNDS)]

    for applicant in applicants:
        errors = at_the_same_moment(
            [
                lambda reviewer=reviewer, score=score, applicant=applicant: submit(
                    applicant, reviewer, overall=score
                )
                for reviewer, score in zip(reviewers, scores, strict=True)
            ]
        )
        assert errors == []

    for applicant in applicants:
        summary = ReviewSummary.objects.get(applicant=applicant)
        assert summary.review_count == REVIEWERS
        assert summary.mean_score == pytest.approx(mean(scores))
        applicant.refresh_from_db()
        assert applicant.status == Applicant.Status.UNDER_REVIEW
        changes = StatusChange.objects.filter(applicant=applicant)
        assert list(changes.values_list("old_status", "new_status")) == [
            (Applicant.Status.NEW, Applicant.Status.UNDER_REVIEW)
        ]
        assert AuditEntry.objects.filter(applicant=applicant, action="status.changed").count() == 1


def test_a_changed_score_and_a_new_review_at_once_both_reach_the_summary():
    first, second = UserFactory(username="early"), UserFactory(username="late")
    applicant = ApplicantFactory()
    submit(applicant, first, overall=1)

    errors = at_the_same_moment(
        [lambda: submit(applicant, first, overall=5), lambda: submit(applicant, second, overall=4)]
    )

    assert errors == []
    summary = ReviewSummary.objects.get(applicant=applicant)
    assert (summary.review_count, summary.mean_score) == (2, pytest.approx(4.5))
