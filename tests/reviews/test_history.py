"""The applicant page's history: who did what and when, as the viewer may see it."""

import pytest
from django.urls import reverse

from applicants.models import Applicant
from reviews import discussion, services
from reviews.assigning import assign
from reviews.history import history_of
from tests.factories import ApplicantFactory, UserFactory, open_decisions, submit

pytestmark = pytest.mark.django_db


def texts(applicant, viewer, coordinator=False) -> list[str]:
    return [f"{e.actor} {e.text}" for e in history_of(applicant, viewer, coordinator=coordinator)]


def test_the_history_tells_who_did_what_newest_first(coordinator, reviewer, applicant):
    assign(applicant, reviewer, by=coordinator)
    services.tag_applicant(applicant, "systems", coordinator)
    submit(applicant, reviewer, overall=4, comment="Fictional praise.")
    submit(applicant, reviewer, overall=5)
    discussion.post_comment(applicant, reviewer, "Strong, fictionally.", site_url="http://x/")
    open_decisions()
    services.decide(Applicant.objects.get(pk=applicant.pk), "accept", coordinator, "Yes")

    events = texts(applicant, coordinator, coordinator=True)

    assert events == [
        "coord decided: Accept",
        "rev wrote in the discussion",
        "rev changed their review after submitting it",
        "rev submitted a review",
        "rev moved the status from New to Under review",
        "coord tagged #systems",
        "coord assigned rev",
    ]
    assert not any("Fictional praise" in e or "5" in e for e in events)


def test_reviews_and_discussion_wait_for_the_viewers_own_submission(reviewer, applicant):
    submit(applicant, reviewer, overall=4)
    discussion.post_comment(applicant, reviewer, "A thought.", site_url="http://x/")
    newcomer = UserFactory(username="newcomer")

    before = texts(applicant, newcomer)
    submit(applicant, newcomer, overall=3)
    after = texts(applicant, newcomer)

    assert not any("a review" in e or "discussion" in e for e in before)
    assert "rev submitted a review" in after and "rev wrote in the discussion" in after


def test_a_conflicted_viewer_sees_no_review_or_discussion(coordinator, reviewer, applicant):
    submit(applicant, reviewer, overall=4)
    discussion.post_comment(applicant, reviewer, "A thought.", site_url="http://x/")
    services.declare_conflict(applicant, coordinator)

    events = texts(applicant, coordinator, coordinator=True)

    assert "rev moved the status from New to Under review" in events
    assert not any(word in e for e in events for word in ("a review", "discussion"))


def test_conflicts_show_to_coordinators_only(coordinator, reviewer, applicant):
    services.declare_conflict(applicant, UserFactory(username="kept-out"))

    assert any("conflict" in e for e in texts(applicant, coordinator, coordinator=True))
    assert not any("conflict" in e for e in texts(applicant, reviewer))


def test_a_merge_shows_on_the_target(coordinator, applicant):
    from applicants.merge import merge_applicants

    merge_applicants(ApplicantFactory(name="Ada Q."), applicant, by=coordinator)

    assert "coord merged in Ada Q." in texts(applicant, coordinator, coordinator=True)


def test_the_page_shows_the_history_in_bounded_queries(
    client, coordinator, reviewer, applicant, django_assert_max_num_queries
):
    for n in range(30):
        services.tag_applicant(applicant, f"tag-{n}", coordinator)
    client.force_login(coordinator)

    with django_assert_max_num_queries(80):
        html = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content
    assert b"coord</strong> tagged #tag-29" in html
