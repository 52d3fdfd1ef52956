"""A declared conflict hides an applicant's scores and comments on every path, from everyone.

Three applicants: "conflicted" (two reviews of 5 with comments, the viewer declared a
conflict), "scored" (a mean of 3, reviewed by the viewer too) and "unscored" (no review).
The viewer is a coordinator or a reviewer; each path must treat "conflicted" as if it had
no score at all for them.
"""

import csv
import io
import re

import pytest
from django.contrib.auth.models import Permission
from django.urls import reverse

from applicants.models import Applicant
from applicants.roles import is_coordinator
from reviews import services
from reviews.calibration import recalibrate
from reviews.models import (
    Assignment,
    AuditEntry,
    ConflictSuggestion,
    Criterion,
    Cycle,
    Decision,
    Review,
)
from tests.factories import ApplicantFactory, UserFactory, open_decisions, submit

pytestmark = pytest.mark.django_db
SECRETS = ("Secret praise one", "Secret praise two")


@pytest.fixture(params=["coordinator", "reviewer"])
def viewer(request, coordinator, reviewer):
    if request.param == "coordinator":
        coordinator.is_staff = True
        coordinator.save(update_fields=["is_staff"])
        coordinator.user_permissions.set(
            Permission.objects.filter(content_type__app_label__in=["applicants", "reviews"])
        )
        return coordinator
    return reviewer


@pytest.fixture
def scene(viewer):
    first, second = UserFactory(username="first"), UserFactory(username="second")
    criterion = Criterion.objects.filter(active=True).first()
    conflicted = ApplicantFactory(name="Cora Conflicted")
    scored = ApplicantFactory(name="Sam Scored")
    unscored = ApplicantFactory(name="Una Unscored")  # created after: a higher id
    submit(conflicted, first, overall=5, comment=SECRETS[0], scores={criterion.pk: 5})
    submit(conflicted, second, overall=5, comment=SECRETS[1], scores={criterion.pk: 5})
    submit(scored, first, overall=3, comment="Plain words.")
    submit(scored, viewer, overall=3)
    services.declare_conflict(conflicted, viewer, "Former colleague")
    return {"conflicted": conflicted, "scored": scored, "unscored": unscored}


def names_in_order(html: str) -> list[str]:
    return re.findall(r'<td class="name"><a [^>]*>([^<]+)</a>', html)


def row_of(html: str, applicant) -> str:
    match = re.search(rf'<tr data-href="/applicants/{applicant.pk}/[^"]*">(.*?)</tr>', html, re.S)
    assert match, f"no row for {applicant}"
    return match.group(1)


def list_html(client, **params) -> str:
    response = client.get(reverse("reviews:applicant_list"), params)
    assert response.status_code == 200
    return response.content.decode()


def test_the_applicant_page_shows_no_score_or_comment(client, viewer, scene):
    client.force_login(viewer)

    html = client.get(reverse("reviews:applicant_detail", args=[scene["conflicted"].pk]))
    html = html.content.decode()

    assert "You declared a conflict" in html
    assert not any(secret in html for secret in SECRETS)
    assert "Mean <strong" not in html


def test_the_list_cell_says_conflict_not_the_mean(client, viewer, scene):
    client.force_login(viewer)

    html = list_html(client)

    cell = row_of(html, scene["conflicted"])
    assert "conflict" in cell
    assert 'class="mean' not in cell
    assert 'class="mean' in row_of(html, scene["scored"])


@pytest.mark.parametrize("htmx", [False, True])
def test_sorting_by_mean_treats_the_conflicted_applicant_as_unscored(client, viewer, scene, htmx):
    client.force_login(viewer)
    headers = {"HX-Request": "true"} if htmx else {}

    response = client.get(reverse("reviews:applicant_list"), {"sort": "-mean"}, headers=headers)

    # Scored first; then the unscored ones by id, highest first, as for any missing mean.
    assert names_in_order(response.content.decode()) == [
        "Sam Scored",
        "Una Unscored",
        "Cora Conflicted",
    ]


@pytest.mark.parametrize("query", ["score:>=4", "score:5", "score:4..5", "score:>=1", "score:>0"])
def test_score_filters_never_match_the_conflicted_applicant(client, viewer, scene, query):
    client.force_login(viewer)

    names = names_in_order(list_html(client, q=query))

    assert "Cora Conflicted" not in names


def test_previous_and_next_follow_the_order_without_the_conflicted_score(client, viewer, scene):
    client.force_login(viewer)
    state = {"sort": "-mean"}

    first = client.get(
        reverse("reviews:applicant_detail", args=[scene["scored"].pk]), {**state, "pos": 0}
    ).content.decode()
    last = client.get(
        reverse("reviews:applicant_detail", args=[scene["conflicted"].pk]), {**state, "pos": 2}
    ).content.decode()

    assert re.search(rf'href="/applicants/{scene["unscored"].pk}/[^"]*" rel="next"', first)
    assert 'rel="prev"' not in first
    assert re.search(rf'href="/applicants/{scene["unscored"].pk}/[^"]*" rel="prev"', last)
    assert 'rel="next"' not in last


COORDINATOR_ONLY = pytest.mark.parametrize("viewer", ["coordinator"], indirect=True)


@COORDINATOR_ONLY
def test_the_csv_leaves_the_conflicted_row_blank(client, viewer, scene):
    client.force_login(viewer)
    criterion = Criterion.objects.filter(active=True).first()

    response = client.get(reverse("reviews:export"), {"comments": "1", "sort": "-mean"})
    raw = b"".join(response.streaming_content).decode("utf-8")
    rows = {row["name"]: row for row in csv.DictReader(io.StringIO(raw.removeprefix("\ufeff")))}

    conflicted = rows["Cora Conflicted"]
    assert (conflicted["mean score"], conflicted[f"mean {criterion.name}"]) == ("", "")
    assert conflicted["comments"] == ""
    assert not any(secret in raw for secret in SECRETS)
    assert rows["Sam Scored"]["mean score"] == "3.00"
    assert "Plain words." in rows["Sam Scored"]["comments"]
    assert list(rows) == ["Sam Scored", "Una Unscored", "Cora Conflicted"]


@COORDINATOR_ONLY
def test_the_reviews_csv_leaves_the_conflicted_rows_blank(client, viewer, scene):
    client.force_login(viewer)

    response = client.get(reverse("reviews:export_reviews"))
    raw = b"".join(response.streaming_content).decode("utf-8")
    rows = list(csv.DictReader(io.StringIO(raw.removeprefix("\ufeff"))))

    conflicted = [row for row in rows if row["applicant"] == "Cora Conflicted"]
    assert conflicted
    assert all((row["overall"], row["comment"]) == ("", "") for row in conflicted)
    assert not any(secret in raw for secret in SECRETS)
    assert any(row["overall"] for row in rows if row["applicant"] == "Sam Scored")


@COORDINATOR_ONLY
def test_the_csv_with_a_score_filter_leaves_the_conflicted_applicant_out(client, viewer, scene):
    client.force_login(viewer)

    response = client.get(reverse("reviews:export"), {"q": "score:>=4"})
    raw = b"".join(response.streaming_content).decode("utf-8")

    assert "Cora Conflicted" not in raw


@pytest.mark.parametrize("viewer", ["reviewer"], indirect=True)
def test_a_reviewer_gets_no_csv_and_no_admin(client, viewer, scene):
    client.force_login(viewer)

    admin = client.get(reverse("admin:reviews_review_changelist"))

    assert client.get(reverse("reviews:export")).status_code == 403
    assert admin.status_code == 302
    assert "/admin/login/" in admin["Location"]


def test_the_review_partial_refuses_a_conflicted_viewer(client, viewer, scene):
    client.force_login(viewer)

    response = client.post(
        reverse("reviews:review_save", args=[scene["conflicted"].pk]),
        {"overall": "1", "confidence": "2"},
        headers={"HX-Request": "true"},
    )

    assert response.status_code == 403
    assert not any(secret in response.content.decode() for secret in SECRETS)


def test_the_bulk_partial_shows_no_mean_of_the_conflicted_applicant(client, viewer, scene):
    client.force_login(viewer)

    response = client.post(
        reverse("reviews:bulk"),
        {"action": "tag", "tag": "seen", "ids": [scene["scored"].pk], "querystring": "sort=-mean"},
        headers={"HX-Request": "true"},
    )
    html = response.content.decode()

    assert names_in_order(html)[0] == "Sam Scored"
    assert 'class="mean' not in row_of(html, scene["conflicted"])


@COORDINATOR_ONLY
def test_the_admin_lists_no_review_of_the_conflicted_applicant(client, viewer, scene):
    client.force_login(viewer)
    hidden = Review.objects.filter(applicant=scene["conflicted"]).first()

    reviews = client.get(reverse("admin:reviews_review_changelist"))
    review_page = client.get(reverse("admin:reviews_review_change", args=[hidden.pk]))
    audit = client.get(reverse("admin:reviews_auditentry_changelist"))

    assert [r.applicant.name for r in reviews.context["cl"].result_list] == ["Sam Scored"] * 2
    assert not any(secret in reviews.content.decode() for secret in SECRETS)
    assert review_page.status_code == 302  # "doesn't exist", back to the admin index
    assert AuditEntry.objects.filter(applicant=scene["conflicted"], action="review.submitted")
    shown = [(e.applicant_id, e.action) for e in audit.context["cl"].result_list]
    assert (scene["conflicted"].pk, "conflict.declared") in shown
    assert not [a for pk, a in shown if pk == scene["conflicted"].pk and a.startswith("review.")]


# -- Aggregates, calibration, decisions and the dashboard ---------------------------------


@pytest.fixture
def calibrated_scene(scene):
    """The scene with the conflicted applicant split (a 1 beside the two 5s) and calibrated."""
    submit(scene["conflicted"], UserFactory(username="third"), overall=1)
    recalibrate(Applicant.objects.all())
    return scene


def test_the_applicant_page_shows_no_figures(client, viewer, calibrated_scene):
    client.force_login(viewer)
    conflicted, scored = calibrated_scene["conflicted"], calibrated_scene["scored"]

    html = client.get(reverse("reviews:applicant_detail", args=[conflicted.pk])).content.decode()
    shown = client.get(reverse("reviews:applicant_detail", args=[scored.pk])).content.decode()

    assert "review-figures" not in html and "Reviewers disagree" not in html
    assert "review-figures" in shown


@pytest.mark.parametrize(
    "query", ["calibrated:>=-10", "calibrated:>-5", "calibrated:<=10", "calibrated:-10..10"]
)
def test_calibrated_filters_never_match_the_conflicted_applicant(
    client, viewer, calibrated_scene, query
):
    client.force_login(viewer)

    names = names_in_order(list_html(client, q=query))

    assert "Cora Conflicted" not in names and "Sam Scored" in names


@pytest.mark.parametrize("sort", ["-calibrated", "calibrated", "-spread"])
def test_sorting_by_calibrated_or_spread_treats_the_conflicted_as_unscored(
    client, viewer, calibrated_scene, sort
):
    client.force_login(viewer)

    html = list_html(client, sort=sort)

    if sort != "-spread":  # Sam Scored's spread is 0; Una has none
        assert names_in_order(html)[0] == "Sam Scored"
    assert names_in_order(html)[-1] in {"Cora Conflicted", "Una Unscored"}
    cell = row_of(html, calibrated_scene["conflicted"])
    assert 'class="calibrated"' not in cell and "disagree-mark" not in cell


@COORDINATOR_ONLY
def test_the_csv_leaves_the_conflicted_figures_blank(client, viewer, calibrated_scene):
    client.force_login(viewer)

    response = client.get(reverse("reviews:export"))
    raw = b"".join(response.streaming_content).decode("utf-8")
    rows = {row["name"]: row for row in csv.DictReader(io.StringIO(raw.removeprefix("\ufeff")))}

    figures = ["median score", "spread (sample SD)", "disagreement", "calibrated mean (z)"]
    assert [rows["Cora Conflicted"][name] for name in [*figures, "weighted total"]] == [""] * 5
    assert rows["Sam Scored"]["calibrated mean (z)"] != ""


def test_the_dashboard_leaves_the_conflicted_applicant_out(client, viewer, calibrated_scene):
    client.force_login(viewer)

    html = client.get(reverse("reviews:dashboard")).content.decode()

    assert "Cora Conflicted" not in html
    # Only the two 3s of Sam Scored (the reviewer sees their own one 3) are counted.
    assert re.search(r'id="chart-raw-desc">1: 0; 2: 0; 3: [12]; 4: 0; 5: 0<', html)


def test_a_decision_note_is_hidden_from_a_conflicted_viewer(client, viewer, scene):
    lead = UserFactory(username="lead", is_superuser=True)
    open_decisions()
    services.decide(scene["conflicted"], "accept", lead, "Secret note on the decision")
    client.force_login(viewer)

    page = client.get(reverse("reviews:applicant_detail", args=[scene["conflicted"].pk]))

    assert "Secret note on the decision" not in page.content.decode()
    if is_coordinator(viewer):
        response = client.get(reverse("reviews:export"))
        raw = b"".join(response.streaming_content).decode("utf-8")
        assert "Secret note on the decision" not in raw and "Accept" in raw


def test_the_decision_endpoint_refuses_a_conflicted_viewer(client, viewer, scene):
    client.force_login(viewer)
    url = reverse("reviews:decision_set", args=[scene["conflicted"].pk])

    response = client.post(url, {"outcome": "accept"}, headers={"HX-Request": "true"})

    assert response.status_code == 403
    assert not any(secret in response.content.decode() for secret in SECRETS)
    assert not Decision.objects.exists()


@pytest.mark.parametrize("name", ["reviews:dashboard", "reviews:rubric"])
def test_anonymous_visitors_are_sent_to_log_in(client, name):
    response = client.get(reverse(name))

    assert response.status_code == 302 and "/login/" in response["Location"]


def test_anonymous_visitors_cannot_decide(client):
    applicant = ApplicantFactory()

    response = client.post(
        reverse("reviews:decision_set", args=[applicant.pk]), {"outcome": "accept"}
    )

    assert response.status_code == 302 and not Decision.objects.exists()


# -- Assignments, the queue, conflicts and profiles ---------------------------------------


def assignment_pages(scene, viewer) -> dict[str, str]:
    conflicted = scene["conflicted"].pk
    return {
        "queue": reverse("reviews:queue"),
        "from the queue": reverse("reviews:applicant_detail", args=[conflicted]) + "?from=queue",
        "automatic assignment": (
            reverse("reviews:auto_assign") + f"?k=2&seed=1&reviewers={viewer.pk}"
        ),
        "possible conflicts": reverse("reviews:conflicts"),
        "own profile": reverse("reviews:my_profile"),
    }


COORDINATOR_PAGES = {"automatic assignment", "possible conflicts"}


@pytest.mark.parametrize(
    "name", ["queue", "from the queue", "automatic assignment", "possible conflicts", "own profile"]
)
def test_the_assignment_pages_show_no_score_or_comment(client, viewer, scene, name):
    # An assignment left behind (written around the services) must not open a way in.
    Assignment.objects.create(applicant=scene["conflicted"], reviewer=viewer)
    ConflictSuggestion.objects.create(
        applicant=scene["conflicted"], reviewer=viewer, rule="institution", evidence="Same place."
    )
    client.force_login(viewer)
    response = client.get(assignment_pages(scene, viewer)[name])

    html = response.content.decode()
    coordinator = viewer.username == "coord"
    expected = 200 if coordinator or name not in COORDINATOR_PAGES else 403
    assert response.status_code == expected
    assert not any(secret in html for secret in SECRETS)
    assert "Mean <strong" not in html
    if name == "queue":
        assert "Cora Conflicted" not in html


@pytest.mark.parametrize("viewer", ["coordinator"], indirect=True)
@pytest.mark.parametrize("endpoint", ["assignment_add", "conflict_set", "conflict_withdraw"])
def test_the_assignment_panel_partials_show_no_score(client, viewer, scene, endpoint):
    someone = UserFactory(username="someone")
    client.force_login(viewer)
    args = [scene["conflicted"].pk]
    if endpoint == "conflict_withdraw":
        args.append(viewer.pk)

    response = client.post(
        reverse(f"reviews:{endpoint}", args=args),
        {"reviewer": someone.pk},
        headers={"HX-Request": "true"},
    )

    html = response.content.decode()
    assert html.lstrip().startswith('<section id="assignment-panel"')
    assert not any(secret in html for secret in SECRETS)
    assert "Mean <strong" not in html


def test_save_and_next_refuses_a_conflicted_viewer(client, viewer, scene):
    client.force_login(viewer)

    response = client.post(
        reverse("reviews:review_save", args=[scene["conflicted"].pk]),
        {"overall": "2", "confidence": "2", "state": "from=queue", "then": "next"},
        headers={"HX-Request": "true"},
    )

    assert response.status_code == 403
    assert "HX-Redirect" not in response


@pytest.mark.django_db
def test_every_assignment_url_asks_an_anonymous_visitor_to_log_in(client):
    urls = [
        reverse("reviews:queue"),
        reverse("reviews:auto_assign"),
        reverse("reviews:conflicts"),
        reverse("reviews:my_profile"),
        reverse("reviews:profile", args=[1]),
    ]
    posts = [
        reverse("reviews:assignment_add", args=[1]),
        reverse("reviews:assignment_remove", args=[1, 1]),
        reverse("reviews:conflict_set", args=[1]),
        reverse("reviews:conflict_withdraw", args=[1, 1]),
        reverse("reviews:conflicts_scan"),
        reverse("reviews:suggestion_accept", args=[1]),
        reverse("reviews:suggestion_dismiss", args=[1]),
    ]

    for url in urls:
        response = client.get(url)
        assert response.status_code == 302 and "/login/" in response["Location"], url
    for url in posts:
        response = client.post(url)
        assert response.status_code == 302 and "/login/" in response["Location"], url


# -- Cycles: the Cycles page, the switcher and "Applied before" ---------------------------


def test_applied_before_shows_no_mean_of_a_conflicted_earlier_application(client, viewer, scene):
    later = Cycle.objects.create(name="Summer 2027 systems interns")
    again = ApplicantFactory(name="Cora Conflicted", cycle=later)  # same name and institution
    client.force_login(viewer)

    html = client.get(reverse("reviews:applicant_detail", args=[again.pk])).content.decode()

    line = html.split("Applied before:")[1].split("</li>")[0]
    assert "2 reviews" in line and "mean" not in line
    assert not any(secret in html for secret in SECRETS)


def test_applied_before_shows_the_mean_to_a_coordinator_without_a_conflict(client, coordinator):
    earlier = ApplicantFactory(name="Cora Conflicted")
    submit(earlier, UserFactory(username="first"), overall=5)
    again = ApplicantFactory(name="Cora Conflicted", cycle=Cycle.objects.create(name="Later"))
    client.force_login(coordinator)
    html = client.get(reverse("reviews:applicant_detail", args=[again.pk])).content.decode()
    assert "1 review, mean 5.0" in html


def cycle_urls() -> list[tuple[str, str, dict]]:
    cycle = Cycle.objects.default()
    return [
        ("get", reverse("reviews:cycles"), {}),
        (
            "post",
            reverse("reviews:cycle_create"),
            {"name": "Another", "review_visibility": "always"},
        ),
        ("post", reverse("reviews:cycle_phase", args=[cycle.pk]), {"phase": "discussion"}),
        (
            "post",
            reverse("reviews:cycle_settings", args=[cycle.pk]),
            {f"c{cycle.pk}-review_visibility": "always"},
        ),
    ]


def test_anonymous_gets_no_cycle_page_and_no_switch(client, scene):
    for method, url, data in [
        *cycle_urls(),
        ("post", reverse("reviews:cycle_switch"), {"cycle": Cycle.objects.default().pk}),
    ]:
        response = getattr(client, method)(url, data)
        assert response.status_code == 302 and "login" in response.url, url


def test_the_cycle_pages_are_coordinators_only_and_show_no_scores(client, viewer, scene):
    client.force_login(viewer)
    coordinator = is_coordinator(viewer)
    for method, url, data in cycle_urls():
        response = getattr(client, method)(url, data, follow=True)
        assert response.status_code == (200 if coordinator else 403), url
        html = response.content.decode()
        assert not any(secret in html for secret in SECRETS)
        assert "5.0" not in html


def test_the_switcher_shows_no_scores(client, viewer, scene):
    client.force_login(viewer)
    response = client.post(
        reverse("reviews:cycle_switch"),
        {"cycle": Cycle.objects.default().pk, "next": "/"},
        follow=True,
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "Cora Conflicted" in html
    assert not any(secret in html for secret in SECRETS)
