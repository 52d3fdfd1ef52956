"""Blind review that holds: a review is a draft until submitted, the others' reviews show
by the cycle's rule, changes after submission are kept and flagged, and a stale tab cannot
overwrite a newer save."""

import re

import pytest
from django.urls import reverse

from reviews import services
from reviews.models import AuditEntry, Cycle, Review, ReviewRevision, ReviewSummary
from reviews.queue import queue_of
from tests.factories import UserFactory, submit

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}
WORRY = "A fictional worry about the proofs."


def review_url(applicant):
    return reverse("reviews:review_save", args=[applicant.pk])


def page(client, applicant) -> str:
    response = client.get(reverse("reviews:applicant_detail", args=[applicant.pk]))
    assert response.status_code == 200
    return response.content.decode()


def draft(applicant, reviewer, overall=2, **fields):
    fields.setdefault("confidence", 2)
    return services.save_review(applicant, reviewer, overall=overall, submit=False, **fields)


def set_visibility(applicant, visibility, phase=Cycle.Phase.REVIEWING):
    Cycle.objects.filter(pk=applicant.cycle_id).update(review_visibility=visibility, phase=phase)
    applicant.refresh_from_db()


def row_of(html: str, applicant) -> str:
    match = re.search(rf'<tr data-href="/applicants/{applicant.pk}/[^"]*">(.*?)</tr>', html, re.S)
    assert match, "no row"
    return match.group(1)


class TestDrafts:
    def test_a_draft_counts_nowhere(self, reviewer, applicant):
        draft(applicant, reviewer, overall=1, comment=WORRY)

        assert not ReviewSummary.objects.filter(applicant=applicant, review_count__gt=0).exists()
        assert not Review.objects.submitted().exists()
        assert not AuditEntry.objects.filter(action__startswith="review.").exists()

    def test_another_reviewers_draft_is_shown_to_nobody(
        self, client, reviewer, other_reviewer, coordinator, applicant
    ):
        draft(applicant, other_reviewer, comment=WORRY)
        submit(applicant, reviewer, overall=4)

        client.force_login(reviewer)
        as_reviewer = page(client, applicant)
        client.force_login(coordinator)
        as_coordinator = page(client, applicant)

        assert WORRY not in as_reviewer and WORRY not in as_coordinator
        assert 'Reviews <span class="muted">(1)</span>' in as_coordinator

    def test_with_only_a_draft_the_others_stay_hidden_everywhere(
        self, client, reviewer, other_reviewer, applicant
    ):
        submit(applicant, other_reviewer, overall=5, comment=WORRY)
        draft(applicant, reviewer, overall=1)
        client.force_login(reviewer)

        html = page(client, applicant)
        listed = client.get(reverse("reviews:applicant_list"), {"q": "score:>=1"})

        assert WORRY not in html
        assert "show once you have submitted yours" in html
        assert applicant.name not in listed.content.decode()

    def test_submitting_reveals_the_others(self, client, reviewer, other_reviewer, applicant):
        submit(applicant, other_reviewer, overall=5, comment=WORRY)
        draft(applicant, reviewer, overall=1)
        client.force_login(reviewer)

        response = client.post(
            review_url(applicant),
            {"overall": "2", "confidence": "2", "action": "submit"},
            headers=HTMX,
        )

        assert WORRY in response.content.decode()
        review = Review.objects.get(reviewer=reviewer)
        assert review.is_submitted and review.submitted_at is not None
        assert ReviewSummary.objects.get(applicant=applicant).review_count == 2
        listed = client.get(reverse("reviews:applicant_list")).content.decode()
        assert 'class="mean' in row_of(listed, applicant)

    def test_a_draft_is_not_done_in_the_queue(self, reviewer, applicant, coordinator):
        from reviews.assigning import assign

        assign(applicant, reviewer, by=coordinator)
        draft(applicant, reviewer)

        queue = queue_of(reviewer, [applicant])
        assert (queue.done_count, queue.left) == (0, 1)

        submit(applicant, reviewer)
        assert queue_of(reviewer, [applicant]).done_count == 1


class TestCycleVisibility:
    def test_always_shows_the_others_before_any_review(
        self, client, reviewer, other_reviewer, applicant
    ):
        submit(applicant, other_reviewer, comment=WORRY)
        set_visibility(applicant, Cycle.Visibility.ALWAYS)
        client.force_login(reviewer)

        assert WORRY in page(client, applicant)

    def test_discussion_hides_them_until_the_discussion_phase(
        self, client, reviewer, other_reviewer, applicant
    ):
        submit(applicant, other_reviewer, overall=5, comment=WORRY)
        submit(applicant, reviewer, overall=3)
        set_visibility(applicant, Cycle.Visibility.DISCUSSION)
        client.force_login(reviewer)

        reviewing = page(client, applicant)
        reviewing_list = client.get(reverse("reviews:applicant_list")).content.decode()
        set_visibility(applicant, Cycle.Visibility.DISCUSSION, phase=Cycle.Phase.DISCUSSION)
        discussing = page(client, applicant)

        assert WORRY not in reviewing and "show in the discussion phase" in reviewing
        assert 'class="mean' not in row_of(reviewing_list, applicant)
        assert WORRY in discussing

    def test_coordinators_see_submitted_reviews_whatever_the_setting(
        self, client, coordinator, other_reviewer, applicant
    ):
        submit(applicant, other_reviewer, comment=WORRY)
        set_visibility(applicant, Cycle.Visibility.DISCUSSION)
        client.force_login(coordinator)

        assert WORRY in page(client, applicant)


class TestChangesAfterSubmission:
    def test_each_change_is_kept_and_flagged_when_made_after_seeing_others(
        self, client, reviewer, other_reviewer, coordinator, applicant
    ):
        submit(applicant, other_reviewer, overall=5)
        submit(applicant, reviewer, overall=2, comment="First thoughts.")
        client.force_login(reviewer)

        client.post(
            review_url(applicant),
            {"overall": "4", "confidence": "2", "comment": "Second thoughts.", "action": "submit"},
            headers=HTMX,
        )

        review = Review.objects.get(reviewer=reviewer)
        revisions = list(review.revisions.values_list("number", "overall", "saw_others"))
        assert revisions == [(1, 2, False), (2, 4, True)]
        assert review.changed_after_seeing_others
        actions = list(
            AuditEntry.objects.filter(actor=reviewer).order_by("id").values_list("action", "detail")
        )
        assert [a for a, _ in actions] == ["review.submitted", "review.changed"]
        assert all("overall" not in detail for _, detail in actions)
        client.force_login(coordinator)
        html = page(client, applicant)
        assert "Changed after seeing others" in html and "History (2 versions)" in html
        client.force_login(other_reviewer)
        assert "History (2 versions)" not in page(client, applicant)

    def test_a_first_submission_seeing_nobody_is_not_flagged(self, reviewer, applicant):
        submit(applicant, reviewer, overall=2)
        submit(applicant, reviewer, overall=3)

        review = Review.objects.get(reviewer=reviewer)
        assert list(review.revisions.values_list("saw_others", flat=True)) == [False, False]
        assert not review.changed_after_seeing_others

    def test_saving_the_same_review_again_writes_no_revision(self, reviewer, applicant):
        submit(applicant, reviewer, overall=2, comment="Same.")
        submit(applicant, reviewer, overall=2, comment="Same.")

        assert ReviewRevision.objects.count() == 1

    def test_a_review_submitted_before_revisions_keeps_its_first_version(self, reviewer, applicant):
        submit(applicant, reviewer, overall=2)
        ReviewRevision.objects.all().delete()  # as a review from before the migration

        submit(applicant, reviewer, overall=5)

        assert list(ReviewRevision.objects.values_list("number", "overall")) == [(1, 2), (2, 5)]

    def test_a_submitted_review_cannot_go_back_to_draft(self, reviewer, applicant):
        submit(applicant, reviewer, overall=2)

        draft(applicant, reviewer, overall=3)

        assert Review.objects.get(reviewer=reviewer).is_submitted


class TestTwoTabs:
    def test_a_stale_tab_is_told_and_overwrites_nothing(self, client, reviewer, applicant):
        client.force_login(reviewer)
        html = page(client, applicant)
        loaded = re.search(r'name="version" value="(\d+)"', html).group(1)
        assert loaded == "0"
        client.post(
            review_url(applicant),
            {"overall": "4", "confidence": "2", "version": loaded, "action": "submit"},
            headers=HTMX,
        )

        stale = client.post(
            review_url(applicant),
            {"overall": "1", "confidence": "2", "comment": "Typed in tab two.", "version": loaded},
            headers=HTMX,
        )

        assert stale.status_code == 409
        body = stale.content.decode()
        assert "changed in another tab" in body
        assert "Typed in tab two." in body  # what they typed is still in the form
        assert Review.objects.get(reviewer=reviewer).overall == 4

    def test_the_current_version_saves(self, client, reviewer, applicant):
        client.force_login(reviewer)
        client.post(review_url(applicant), {"overall": "4", "confidence": "2", "version": "0"})
        version = Review.objects.get(reviewer=reviewer).version

        response = client.post(
            review_url(applicant),
            {"overall": "5", "confidence": "2", "version": str(version)},
            headers=HTMX,
        )

        assert response.status_code == 200
        assert Review.objects.get(reviewer=reviewer).overall == 5

    def test_without_htmx_a_stale_save_rerenders_the_page_with_the_message(
        self, client, reviewer, applicant
    ):
        submit(applicant, reviewer, overall=4)
        client.force_login(reviewer)

        response = client.post(
            review_url(applicant), {"overall": "1", "confidence": "2", "version": "0"}
        )

        assert response.status_code == 409
        assert "changed in another tab" in response.content.decode()


def test_a_third_reviewer_sees_the_flag_too(client, reviewer, other_reviewer, applicant):
    """Whoever may see a changed review sees that it changed after its author saw others."""
    submit(applicant, other_reviewer, overall=5)
    submit(applicant, reviewer, overall=2)
    submit(applicant, reviewer, overall=4)
    third = UserFactory(username="third")
    submit(applicant, third, overall=3)
    client.force_login(third)

    assert "Changed after seeing others" in page(client, applicant)


def test_a_page_may_lag_its_own_autosave(client, reviewer, applicant):
    """The 1-5 keys autosave; a click on Submit while that save is in flight still carries the
    version the page had, and is no conflict: the newer version is this page's own."""
    client.force_login(reviewer)
    fields = {"overall": "4", "confidence": "2", "version": "0", "tab": "page-one"}
    client.post(review_url(applicant), fields, headers=HTMX)

    response = client.post(review_url(applicant), {**fields, "action": "submit"}, headers=HTMX)
    other_page = client.post(
        review_url(applicant), {**fields, "overall": "1", "tab": "page-two"}, headers=HTMX
    )

    assert response.status_code == 200
    assert Review.objects.get(reviewer=reviewer).is_submitted
    assert other_page.status_code == 409
