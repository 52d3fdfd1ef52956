"""Per-applicant aggregates and calibrated scores: pure functions, plus recalibrate().

Aggregates of one applicant's overall scores (1-5):
    mean, median, spread = the sample standard deviation (n - 1 in the denominator; None
    below two reviews), and disagreement = spread >= DISAGREEMENT_SPREAD.

Calibration puts harsh and lenient reviewers on one scale. Within the scope (the
applicants of a cycle) each review's overall score x by reviewer r becomes

    z_own    = (x - mean_r) / sd_r        the reviewer's own z (0 when sd_r is 0)
    z_global = (x - mean)   / sd          the z under the distribution of every review
    w        = n_r / (n_r + MIN_REVIEWS)  n_r = the reviewer's number of reviews in scope
    z        = w * z_own + (1 - w) * z_global

sd_r and sd are population standard deviations (a z-score of a whole set). So a reviewer
with one review is almost on the raw scale (w = 1/(1+m)), one with many reviews is on
their own scale, and n_r = 0 has no reviews to calibrate. An applicant's calibrated mean
is the mean of its reviews' z, in z units (0 = an average review, 1 = one SD above).
"""

import statistics
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from django.db import connection, transaction

from reviews.hooks import calibration_scope
from reviews.models import Cycle, Review, ReviewSummary

# A sample SD of at least 1.0 on a 1-5 scale: e.g. 2 and 4, or 3, 3 and 5.
DISAGREEMENT_SPREAD = 1.0
# Below about this many reviews a reviewer's own mean and SD are too noisy to trust alone.
MIN_REVIEWS = 5
# Key of the PostgreSQL advisory lock recalibrate() takes: any constant no other code uses.
CALIBRATION_LOCK = 0x6361_6C69


@dataclass(frozen=True)
class Aggregates:
    mean: float | None
    median: float | None
    spread: float | None
    count: int
    disagreement: bool


def aggregate(scores: Iterable[float]) -> Aggregates:
    scores = list(scores)
    if not scores:
        return Aggregates(None, None, None, 0, False)
    spread = statistics.stdev(scores) if len(scores) > 1 else None
    return Aggregates(
        mean=statistics.fmean(scores),
        median=float(statistics.median(scores)),
        spread=spread,
        count=len(scores),
        disagreement=spread is not None and spread >= DISAGREEMENT_SPREAD - 1e-9,
    )


def weighted_total(scores: dict[int, int], weights: dict[int, float]) -> float | None:
    """Σ weight × score / Σ weight over the criteria scored: a 1-5 figure like the scores.

    None when no weighted criterion was scored.
    """
    pairs = [(weights[c], s) for c, s in scores.items() if c in weights and weights[c] > 0]
    total_weight = sum(w for w, _ in pairs)
    if not total_weight:
        return None
    return sum(w * s for w, s in pairs) / total_weight


def shrinkage_weight(n: int, minimum: int = MIN_REVIEWS) -> float:
    """w = n / (n + minimum): 0 with no reviews, 1/(1+m) with one, towards 1 as n grows."""
    return n / (n + minimum) if n > 0 else 0.0


def _z(x: float, mean: float, sd: float) -> float:
    return (x - mean) / sd if sd > 0 else 0.0


def calibrated_z(
    reviews: list[tuple[int, int, float]], minimum: int = MIN_REVIEWS
) -> dict[tuple[int, int], float]:
    """(applicant, reviewer, score) triples -> {(applicant, reviewer): calibrated z}."""
    if not reviews:
        return {}
    everyone = [score for _, _, score in reviews]
    mean, sd = statistics.fmean(everyone), statistics.pstdev(everyone)
    by_reviewer: dict[int, list[float]] = defaultdict(list)
    for _, reviewer, score in reviews:
        by_reviewer[reviewer].append(score)
    scales = {
        reviewer: (statistics.fmean(s), statistics.pstdev(s), shrinkage_weight(len(s), minimum))
        for reviewer, s in by_reviewer.items()
    }
    result = {}
    for applicant, reviewer, score in reviews:
        own_mean, own_sd, w = scales[reviewer]
        own = _z(score, own_mean, own_sd)
        result[applicant, reviewer] = w * own + (1 - w) * _z(score, mean, sd)
    return result


def calibrated_means(z_scores: dict[tuple[int, int], float]) -> dict[int, float]:
    """{(applicant, reviewer): z} -> {applicant: mean z of its reviews}."""
    per_applicant: dict[int, list[float]] = defaultdict(list)
    for (applicant, _), z in z_scores.items():
        per_applicant[applicant].append(z)
    return {applicant: statistics.fmean(zs) for applicant, zs in per_applicant.items()}


def reviews_in_scope(applicants):
    return Review.objects.submitted().filter(applicant__in=applicants.values("pk")).order_by()


@transaction.atomic
def recalibrate(applicants) -> int:
    """Recomputes and stores ReviewSummary.calibrated_mean for the applicants given (one
    pass over their reviews, one UPDATE); returns how many summaries it wrote.

    A transaction-level advisory lock on PostgreSQL makes concurrent runs take turns, so
    the last to commit has read every review committed before it.
    """
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [CALIBRATION_LOCK])
    triples = list(
        reviews_in_scope(applicants).values_list("applicant_id", "reviewer_id", "overall")
    )
    means = calibrated_means(calibrated_z(triples))
    summaries = ReviewSummary.objects.filter(applicant__in=applicants.values("pk"))
    summaries.exclude(applicant_id__in=list(means)).exclude(calibrated_mean=None).update(
        calibrated_mean=None
    )
    if not means:
        return 0
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(
                f"UPDATE {ReviewSummary._meta.db_table} AS s SET calibrated_mean = v.z "
                "FROM unnest(%s::int[], %s::float8[]) AS v(id, z) WHERE s.applicant_id = v.id",
                [list(means), list(means.values())],
            )
            return cursor.rowcount
    rows = list(ReviewSummary.objects.filter(applicant_id__in=list(means)))
    for summary in rows:
        summary.calibrated_mean = means[summary.applicant_id]
    return ReviewSummary.objects.bulk_update(rows, ["calibrated_mean"], batch_size=500)


class _Recalibration:
    """One scheduled recalibrate() of the whole scope, run after commit."""

    def __init__(self):
        self.ran = False

    def __call__(self) -> None:
        self.ran = True
        # Each cycle is calibrated within itself: a reviewer's scale is read from that cycle.
        for cycle_id in Cycle.objects.values_list("pk", flat=True):
            recalibrate(calibration_scope(cycle_id))


def recalibrate_on_commit(**kwargs) -> None:
    """Schedules one recalibrate() after the current transaction commits, however many
    reviews it saves or deletes (a Review post_save / post_delete receiver too)."""
    pending = getattr(connection, "run_on_commit", [])
    if any(isinstance(entry[1], _Recalibration) and not entry[1].ran for entry in pending):
        return
    transaction.on_commit(_Recalibration())
