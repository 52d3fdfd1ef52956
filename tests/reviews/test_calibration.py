"""Aggregates and calibrated scores: the maths on hand-computed inputs, then what is stored."""

import math

import pytest
from django.urls import reverse

from applicants.models import Applicant
from reviews import services
from reviews.calibration import (
    DISAGREEMENT_SPREAD,
    MIN_REVIEWS,
    aggregate,
    calibrated_means,
    calibrated_z,
    recalibrate,
    shrinkage_weight,
    weighted_total,
)
from reviews.models import ReviewSummary
from tests.factories import ApplicantFactory, UserFactory, submit


def test_aggregates_of_three_scores():
    figures = aggregate([2, 4, 5])

    assert figures.mean == pytest.approx(11 / 3)
    assert figures.median == 4
    # Sample SD: mean 11/3, squared deviations 25/9 + 1/9 + 16/9 = 42/9, over n-1 = 2.
    assert figures.spread == pytest.approx(math.sqrt(7 / 3))
    assert figures.count == 3
    assert figures.disagreement


def test_one_score_has_no_spread_and_no_disagreement():
    figures = aggregate([3])

    assert (figures.mean, figures.median, figures.spread, figures.count) == (3, 3, None, 1)
    assert not figures.disagreement
    assert aggregate([]).count == 0 and aggregate([]).mean is None


def test_disagreement_starts_at_the_threshold():
    # 3, 3, 5: mean 11/3, sample variance (4/9 + 4/9 + 16/9) / 2 = 4/3, SD 1.155.
    assert aggregate([3, 3, 5]).disagreement
    # 3 and 4: sample SD 0.707, below the threshold.
    assert not aggregate([3, 4]).disagreement
    # Exactly at it: 2, 3, 4 has sample SD 1.0.
    assert aggregate([2, 3, 4]).spread == pytest.approx(DISAGREEMENT_SPREAD)
    assert aggregate([2, 3, 4]).disagreement


def test_shrinkage_weight_limits():
    assert shrinkage_weight(0) == 0
    assert shrinkage_weight(1) == pytest.approx(1 / (1 + MIN_REVIEWS))
    assert shrinkage_weight(MIN_REVIEWS) == 0.5
    assert shrinkage_weight(10_000) > 0.999


def test_calibrated_z_by_hand():
    # Reviewer 1 gives 2 and 4 (harsh? no: own mean 3, own SD 1); reviewer 2 gives 4 and 4.
    reviews = [(10, 1, 2), (11, 1, 4), (10, 2, 4), (11, 2, 4)]
    # Global: mean 3.5, population SD sqrt(((1.5)^2 + 3 * 0.5^2) / 4) = sqrt(0.75).
    sd = math.sqrt(0.75)
    w = 2 / (2 + 5)

    z = calibrated_z(reviews, minimum=5)

    assert z[10, 1] == pytest.approx(w * -1 + (1 - w) * (2 - 3.5) / sd)
    assert z[11, 1] == pytest.approx(w * 1 + (1 - w) * (4 - 3.5) / sd)
    # Reviewer 2 has no spread: their own z is 0, the global z is shrunk by 1 - w.
    assert z[10, 2] == pytest.approx((1 - w) * 0.5 / sd)
    means = calibrated_means(z)
    assert means[10] == pytest.approx((z[10, 1] + z[10, 2]) / 2)
    assert means[11] == pytest.approx((z[11, 1] + z[11, 2]) / 2)


def test_with_no_shrinkage_a_harsh_and_a_lenient_reviewer_agree():
    # The harsh one gives 1 and 3, the lenient one 3 and 5, to the same two applicants.
    reviews = [(1, 7, 1), (2, 7, 3), (1, 8, 3), (2, 8, 5)]

    means = calibrated_means(calibrated_z(reviews, minimum=0))

    assert means[1] == pytest.approx(-1) and means[2] == pytest.approx(1)


def test_a_reviewer_with_one_review_stays_near_the_raw_scale():
    many = [(pk, 1, 2 + pk % 3) for pk in range(30)]
    z = calibrated_z([*many, (99, 2, 5)], minimum=5)
    scores = [s for _, _, s in many] + [5]
    mean = sum(scores) / len(scores)
    sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / len(scores))

    # One review: own z is 0, so z = (1 - 1/6) * the global z.
    assert z[99, 2] == pytest.approx(5 / 6 * (5 - mean) / sd)
    assert calibrated_z([]) == {}


def test_weighted_total_by_hand():
    assert weighted_total({1: 5, 2: 2}, {1: 2.0, 2: 1.0}) == pytest.approx(12 / 3)
    assert weighted_total({1: 5, 3: 1}, {1: 1.0, 2: 1.0}) == 5  # unknown criteria ignored
    assert weighted_total({1: 5}, {1: 0.0}) is None


@pytest.mark.django_db
def test_the_summary_follows_saves_and_deletes(django_capture_on_commit_callbacks):
    applicant, other = ApplicantFactory(), ApplicantFactory()
    first, second = UserFactory(), UserFactory()

    with django_capture_on_commit_callbacks(execute=True):
        submit(applicant, first, overall=2)
        submit(applicant, second, overall=5)
        submit(other, first, overall=4)
    summary = ReviewSummary.objects.get(applicant=applicant)

    assert (summary.mean_score, summary.median_score, summary.review_count) == (3.5, 3.5, 2)
    assert summary.score_spread == pytest.approx(math.sqrt(4.5))
    assert summary.disagreement
    assert summary.calibrated_mean is not None
    before = summary.calibrated_mean

    with django_capture_on_commit_callbacks(execute=True):
        services.declare_conflict(applicant, second)
    summary.refresh_from_db()

    assert (summary.review_count, summary.score_spread, summary.disagreement) == (1, None, False)
    assert summary.calibrated_mean != before
    expected = calibrated_means(
        calibrated_z([(applicant.pk, first.pk, 2), (other.pk, first.pk, 4)])
    )
    assert summary.calibrated_mean == pytest.approx(expected[applicant.pk])


@pytest.mark.django_db
def test_recalibrate_clears_an_applicant_left_without_reviews():
    applicant = ApplicantFactory()
    submit(applicant, UserFactory(), overall=4)
    recalibrate(Applicant.objects.all())
    assert ReviewSummary.objects.get(applicant=applicant).calibrated_mean is not None

    applicant.reviews.all().delete()
    recalibrate(Applicant.objects.all())

    assert ReviewSummary.objects.get(applicant=applicant).calibrated_mean is None


@pytest.mark.django_db
def test_a_merge_recalibrates(django_capture_on_commit_callbacks):
    from applicants.merge import merge_applicants

    target, source = ApplicantFactory(), ApplicantFactory()
    with django_capture_on_commit_callbacks(execute=True):
        submit(target, UserFactory(), overall=1)
        submit(source, UserFactory(), overall=5)
    before = ReviewSummary.objects.get(applicant=target).calibrated_mean

    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        merge_applicants(source, target)

    assert callbacks
    assert ReviewSummary.objects.get(applicant=target).calibrated_mean != before


@pytest.mark.django_db
def test_sort_and_filter_by_calibrated_mean(client, coordinator):
    low, high, none = (ApplicantFactory(name=n) for n in ("Low Lark", "High Heron", "None Newt"))
    harsh, lenient = UserFactory(), UserFactory()
    submit(low, harsh, overall=1)
    submit(high, harsh, overall=3)
    submit(low, lenient, overall=3)
    submit(high, lenient, overall=5)
    recalibrate(Applicant.objects.all())
    client.force_login(coordinator)
    url = reverse("reviews:applicant_list")

    descending = client.get(url, {"sort": "-calibrated"}).content.decode()
    filtered = client.get(url, {"q": "calibrated:>=0.5"}).content.decode()
    below = client.get(url, {"q": "calibrated:<0"}).content.decode()
    bad = client.get(url, {"q": "calibrated:big"}).content.decode()

    assert (
        descending.index("High Heron")
        < descending.index("Low Lark")
        < descending.index("None Newt")
    )
    assert "High Heron" in filtered and "Low Lark" not in filtered and "None Newt" not in filtered
    assert "Low Lark" in below and "High Heron" not in below
    assert "is not a z-score bound" in bad
