"""The dashboard's figures, from what the viewer may see.

Coordinators see every reviewer's progress and score distribution, the calibrated
distribution and the disagreement list; reviewers see the counts and their own scores.
Reviews of applicants the viewer declared a conflict with are left out of every score
figure, for coordinators too.
"""

from collections import defaultdict

from django.contrib.auth import get_user_model
from django.db.models import Count, Q

from applicants.models import Applicant, Document
from reviews.charts import SCORE_BINS, Z_BINS, bar_chart, histogram
from reviews.hooks import assigned_count, calibration_scope
from reviews.models import Assignment, Conflict, Review, ReviewSummary

DISAGREEMENT_LIST_LENGTH = 20
SMALL_LABEL_WIDTH = 24  # the labels of a score histogram are single digits


def applicants_by_status(applicants) -> list[tuple[str, int]]:
    counts = dict(applicants.order_by().values_list("status").annotate(n=Count("pk")))
    return [(label, counts.get(value, 0)) for value, label in Applicant.Status.choices]


PARSE_STATES = ["No documents", "Waiting to parse", "Parsed", "Failed"]


def applicants_by_parse_state(applicants) -> list[tuple[str, int]]:
    """An applicant's parse state: failed if a current (not superseded) document failed,
    else waiting if one is queued or parsing, else parsed; or no documents at all."""
    State = Document.State
    current = Q(documents__superseded_by__isnull=True)
    rows = (
        applicants.order_by()
        .annotate(
            documents_count=Count("documents"),
            failed=Count("documents", filter=current & Q(documents__state=State.FAILED)),
            waiting=Count(
                "documents",
                filter=current & Q(documents__state__in=[State.QUEUED, State.PARSING]),
            ),
        )
        .values_list("documents_count", "failed", "waiting")
    )
    counts = dict.fromkeys(PARSE_STATES, 0)
    for documents_count, failed, waiting in rows:
        if not documents_count:
            counts["No documents"] += 1
        elif failed:
            counts["Failed"] += 1
        elif waiting:
            counts["Waiting to parse"] += 1
        else:
            counts["Parsed"] += 1
    return list(counts.items())


def visible_reviews(viewer, cycle_id: int | None = None):
    """Reviews in scope, less those of applicants the viewer declared a conflict with."""
    conflicted = Conflict.objects.filter(reviewer=viewer).values("applicant")
    scope = calibration_scope(cycle_id).values("pk")
    return Review.objects.submitted().filter(applicant__in=scope).exclude(applicant__in=conflicted)


def score_charts(viewer, reviewer_ids=None) -> dict[int, object]:
    """{reviewer id: chart of the overall scores they gave}, for the reviewers given (all
    who reviewed when None), from one query; the viewer's conflicts are left out."""
    reviews = visible_reviews(viewer)
    if reviewer_ids is not None:
        reviews = reviews.filter(reviewer__in=list(reviewer_ids))
    scores: dict[int, list[int]] = defaultdict(list)
    for reviewer_id, overall in reviews.order_by().values_list("reviewer_id", "overall"):
        scores[reviewer_id].append(overall)
    wanted = scores.keys() if reviewer_ids is None else reviewer_ids
    names = dict(get_user_model().objects.filter(pk__in=list(wanted)).values_list("pk", "username"))
    return {
        pk: bar_chart(
            f"Overall scores given by {names.get(pk, pk)}",
            histogram(scores[pk], SCORE_BINS),
            label_width=SMALL_LABEL_WIDTH,
        )
        for pk in wanted
    }


def reviewer_rows(viewer, *, coordinator: bool) -> list[dict]:
    """Per reviewer: reviews done, assigned (None while unknown), score distribution chart.
    Coordinators see everyone who reviewed or has assignments, so a new assignment shows
    as a row at 0 done before its first review."""
    if coordinator:
        reviewed = visible_reviews(viewer).order_by().values_list("reviewer_id", flat=True)
        assigned = Assignment.objects.order_by().values_list("reviewer_id", flat=True)
        charts = score_charts(viewer, set(reviewed.distinct()) | set(assigned.distinct()))
    else:
        charts = score_charts(viewer, [viewer.pk])
    people = get_user_model().objects.filter(pk__in=list(charts))
    return [
        {
            "reviewer": person,
            "done": charts[person.pk].total,
            "assigned": assigned_count(person),
            "chart": charts[person.pk],
            "chart_id": f"scores-{person.pk}",
        }
        for person in people.order_by("username")
    ]


def disagreement_list(viewer, cycle_id: int | None = None) -> list[ReviewSummary]:
    conflicted = Conflict.objects.filter(reviewer=viewer).values("applicant")
    return list(
        ReviewSummary.objects.filter(
            applicant__in=calibration_scope(cycle_id).values("pk"), disagreement=True
        )
        .exclude(applicant__in=conflicted)
        .select_related("applicant")
        .order_by("-score_spread", "applicant_id")[:DISAGREEMENT_LIST_LENGTH]
    )


def dashboard_context(viewer, *, coordinator: bool, cycle_id: int | None = None) -> dict:
    """The dashboard of one cycle (of every applicant when none is given)."""
    applicants = calibration_scope(cycle_id)
    reviews = visible_reviews(viewer, cycle_id)
    if not coordinator:
        reviews = reviews.filter(reviewer=viewer)
    raw = list(reviews.order_by().values_list("overall", flat=True))
    context = {
        "coordinator": coordinator,
        "status_chart": bar_chart("Applicants by status", applicants_by_status(applicants)),
        "parse_chart": bar_chart(
            "Applicants by parse state", applicants_by_parse_state(applicants)
        ),
        "raw_chart": bar_chart(
            "Overall scores, all reviews" if coordinator else "Overall scores you gave",
            histogram(raw, SCORE_BINS),
        ),
        "reviewer_rows": reviewer_rows(viewer, coordinator=coordinator),
    }
    if coordinator:
        conflicted = Conflict.objects.filter(reviewer=viewer).values("applicant")
        calibrated = (
            ReviewSummary.objects.filter(applicant__in=applicants.values("pk"))
            .exclude(applicant__in=conflicted)
            .exclude(calibrated_mean=None)
            .values_list("calibrated_mean", flat=True)
        )
        context["calibrated_chart"] = bar_chart(
            "Calibrated means of applicants (z)", histogram(calibrated, Z_BINS), label_width=120
        )
        context["disagreements"] = disagreement_list(viewer, cycle_id)
    return context
