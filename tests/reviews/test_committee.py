"""Decisions, the rubric's weights and the dashboard: views, permissions and figures."""

import csv
import io
import re
from decimal import Decimal

import pytest
from django.urls import reverse

from applicants.models import Applicant, Document
from reviews import services
from reviews.calibration import recalibrate
from reviews.models import AuditEntry, Criterion, Decision, ReviewSummary
from tests.factories import (
    ApplicantFactory,
    DocumentFactory,
    UserFactory,
    open_decisions,
    submit,
)

pytestmark = pytest.mark.django_db


def csv_rows(response) -> dict[str, dict]:
    raw = b"".join(response.streaming_content).decode("utf-8").removeprefix("\ufeff")
    return {row["name"]: row for row in csv.DictReader(io.StringIO(raw))}


def svg_bars(html: str, chart_id: str) -> dict[str, int]:
    """{label: value} read from the text elements of one chart."""
    svg = re.search(rf'<svg[^>]*id="{chart_id}".*?</svg>', html, re.S).group(0)
    labels = re.findall(r'class="bar-label">([^<]*)</text>', svg)
    values = re.findall(r'class="bar-value">([^<]*)</text>', svg)
    return dict(zip(labels, map(int, values), strict=True))


# -- Decisions ----------------------------------------------------------------------------


def test_a_coordinator_decides_from_the_applicant_page(client, coordinator, applicant):
    open_decisions()
    client.force_login(coordinator)
    url = reverse("reviews:decision_set", args=[applicant.pk])

    response = client.post(url, {"outcome": "waitlist", "note": "If a place frees up"})

    assert response.status_code == 302
    decision = Decision.objects.get(applicant=applicant)
    assert (decision.outcome, decision.note, decision.decided_by) == (
        "waitlist",
        "If a place frees up",
        coordinator,
    )
    entry = AuditEntry.objects.get(applicant=applicant, action="decision.set")
    assert entry.actor == coordinator and entry.detail["outcome"] == "waitlist"
    page = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()
    assert 'class="decision decision-waitlist">Waitlist' in page


def test_the_htmx_decision_returns_the_panel(client, coordinator, applicant):
    open_decisions()
    client.force_login(coordinator)
    url = reverse("reviews:decision_set", args=[applicant.pk])

    response = client.post(url, {"outcome": "accept"}, headers={"HX-Request": "true"})
    bad = client.post(url, {"outcome": "maybe"}, headers={"HX-Request": "true"})

    html = response.content.decode()
    assert html.lstrip().startswith('<section id="decision-panel"') and "✓ Saved" in html
    assert "Choose accept, waitlist or reject." in bad.content.decode()
    assert Decision.objects.get(applicant=applicant).outcome == "accept"


def test_decisions_refuse_reviewers_the_conflicted_and_get(
    client, coordinator, reviewer, applicant
):
    url = reverse("reviews:decision_set", args=[applicant.pk])
    client.force_login(reviewer)
    assert client.post(url, {"outcome": "accept"}).status_code == 403
    page = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()
    assert "decision-form" not in page

    client.force_login(coordinator)
    assert client.get(url).status_code == 405
    services.declare_conflict(applicant, coordinator)
    assert client.post(url, {"outcome": "accept"}).status_code == 403
    assert not Decision.objects.exists()
    with pytest.raises(services.NotAllowed):
        services.decide(applicant, "accept", reviewer)


def test_bulk_decide_skips_the_conflicted_and_refuses_reviewers(client, coordinator, reviewer):
    open_decisions()
    first, second, mine = ApplicantFactory(), ApplicantFactory(), ApplicantFactory()
    services.declare_conflict(mine, coordinator)
    client.force_login(coordinator)
    ids = [first.pk, second.pk, mine.pk]

    client.post(reverse("reviews:bulk"), {"action": "decide", "outcome": "reject", "ids": ids})

    assert set(Decision.objects.values_list("applicant_id", flat=True)) == {first.pk, second.pk}
    client.force_login(reviewer)
    refused = client.post(
        reverse("reviews:bulk"), {"action": "decide", "outcome": "accept", "ids": ids}
    )
    assert refused.status_code == 403
    assert not Decision.objects.filter(outcome="accept").exists()


def test_the_shortlist_csv_carries_the_decision(client, coordinator):
    open_decisions()
    chosen = ApplicantFactory(name="Chosen Crane", status=Applicant.Status.SHORTLISTED)
    services.decide(chosen, "accept", coordinator, "Strong systems work")
    client.force_login(coordinator)

    rows = csv_rows(client.get(reverse("reviews:export"), {"in": "shortlist"}))

    assert rows["Chosen Crane"]["decision"] == "Accept"
    assert rows["Chosen Crane"]["decision note"] == "Strong systems work"


# -- Weights ------------------------------------------------------------------------------


def test_weights_make_the_weighted_total(client, coordinator, applicant):
    first, second = Criterion.objects.filter(active=True)[:2]
    submit(applicant, UserFactory(), overall=4, scores={first.pk: 5, second.pk: 2})
    summary = ReviewSummary.objects.get(applicant=applicant)
    assert summary.weighted_total == pytest.approx(3.5)  # equal weights: (5 + 2) / 2
    client.force_login(coordinator)
    form = {f"weight_{c.pk}": "1" for c in Criterion.objects.filter(active=True)}

    response = client.post(reverse("reviews:rubric"), {**form, f"weight_{first.pk}": "3"})

    assert response.status_code == 302
    assert Criterion.objects.get(pk=first.pk).weight == Decimal("3")
    summary.refresh_from_db()
    assert summary.weighted_total == pytest.approx((3 * 5 + 2) / 4)
    assert AuditEntry.objects.filter(action="criterion.weight").count() == 1
    row = csv_rows(client.get(reverse("reviews:export")))[applicant.name]
    assert row["weighted total"] == "4.25"
    review_csv = client.get(reverse("reviews:export_reviews"))
    raw = b"".join(review_csv.streaming_content).decode("utf-8").removeprefix("\ufeff")
    assert [r["weighted total"] for r in csv.DictReader(io.StringIO(raw))] == ["4.25"]
    page = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()
    assert "Weighted total" in page and "4.25" in page


def test_the_rubric_page_is_for_coordinators(client, coordinator, reviewer):
    client.force_login(reviewer)
    assert client.get(reverse("reviews:rubric")).status_code == 403
    client.force_login(coordinator)
    page = client.get(reverse("reviews:rubric"))
    assert page.status_code == 200 and "Save weights" in page.content.decode()
    criterion = Criterion.objects.filter(active=True).first()
    bad = client.post(reverse("reviews:rubric"), {f"weight_{criterion.pk}": "-1"})
    assert bad.status_code == 200 and "field-error" in bad.content.decode()


# -- Dashboard ----------------------------------------------------------------------------


@pytest.fixture
def committee(coordinator, reviewer):
    ann, ben = UserFactory(username="ann"), UserFactory(username="ben")
    split = ApplicantFactory(name="Split Sparrow", status=Applicant.Status.UNDER_REVIEW)
    calm = ApplicantFactory(name="Calm Crow", status=Applicant.Status.UNDER_REVIEW)
    hidden = ApplicantFactory(name="Hidden Hare", status=Applicant.Status.SHORTLISTED)
    ApplicantFactory(name="Fresh Finch")
    DocumentFactory(applicant=calm)
    DocumentFactory(applicant=split, state=Document.State.FAILED)
    DocumentFactory(applicant=hidden, state=Document.State.QUEUED)
    submit(split, ann, overall=1)
    submit(split, ben, overall=5)
    submit(calm, ann, overall=4)
    submit(calm, reviewer, overall=3)
    submit(hidden, ann, overall=1)
    submit(hidden, ben, overall=5)
    services.declare_conflict(hidden, coordinator)
    recalibrate(Applicant.objects.all())
    return {"split": split, "calm": calm, "hidden": hidden}


def test_the_coordinators_dashboard_counts(client, coordinator, committee):
    client.force_login(coordinator)

    html = client.get(reverse("reviews:dashboard")).content.decode()

    assert svg_bars(html, "chart-status")["Under review"] == 2
    assert svg_bars(html, "chart-status")["New"] == 1
    assert svg_bars(html, "chart-parse") == {
        "No documents": 1,
        "Waiting to parse": 1,
        "Parsed": 1,
        "Failed": 1,
    }
    # Hidden Hare's two reviews are left out: the coordinator declared a conflict.
    assert svg_bars(html, "chart-raw") == {"1": 1, "2": 0, "3": 1, "4": 1, "5": 1}
    assert sum(svg_bars(html, "chart-calibrated").values()) == 2
    ann = re.search(r'data-reviewer="ann".*?</tr>', html, re.S).group(0)
    assert re.search(r'class="num done"[^>]*>2<', ann)
    assert "Split Sparrow" in html and "Hidden Hare" not in html
    assert "<title id=" in html and "<desc id=" in html


def test_a_reviewer_sees_a_reduced_dashboard(client, reviewer, committee):
    client.force_login(reviewer)

    html = client.get(reverse("reviews:dashboard")).content.decode()

    assert svg_bars(html, "chart-raw") == {"1": 0, "2": 0, "3": 1, "4": 0, "5": 0}
    assert 'data-reviewer="ann"' not in html
    assert "chart-calibrated" not in html and "Split Sparrow" not in html
    assert svg_bars(html, "chart-status")["Shortlisted"] == 1


def test_the_dashboard_wants_get(client, coordinator):
    client.force_login(coordinator)
    assert client.post(reverse("reviews:dashboard")).status_code == 405


def test_the_demo_panel_shows_calibration_and_disagreement(coordinator):
    from reviews.demo_scores import seed_demo_scores

    written = seed_demo_scores()

    assert written == 22 and seed_demo_scores() == 0
    summaries = ReviewSummary.objects.all()
    assert all(summary.calibrated_mean is not None for summary in summaries)
    assert summaries.filter(disagreement=True).exists()


def test_decisions_wait_for_the_decided_phase(client, coordinator, applicant):
    client.force_login(coordinator)
    page = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()

    refused = client.post(
        reverse("reviews:decision_set", args=[applicant.pk]), {"outcome": "accept"}
    )
    bulk = client.post(
        reverse("reviews:bulk"),
        {"action": "decide", "outcome": "accept", "ids": [applicant.pk]},
        follow=True,
    )

    assert "Decisions open when the cycle reaches the decided phase" in page
    assert 'class="decision-form"' not in page
    assert refused.status_code == 403
    assert "1 not: decisions open when their cycle reaches the decided phase" in (
        bulk.content.decode()
    )
    assert not Decision.objects.exists()
    open_decisions()
    page = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()
    assert 'class="decision-form"' in page
