"""The applicant page's inline actions: review, tags, status."""

import pytest
from django.urls import reverse

from applicants.models import Applicant
from reviews import services
from reviews.models import ApplicantTag, AuditEntry, Criterion, Review, StatusChange, Tag
from tests.factories import submit

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def review_url(applicant):
    return reverse("reviews:review_save", args=[applicant.pk])


def criteria_ids():
    return list(Criterion.objects.filter(active=True).values_list("pk", flat=True))


class TestReviewSave:
    def test_saves_and_redirects_without_htmx(self, client, reviewer, applicant):
        first, *_ = criteria_ids()
        client.force_login(reviewer)

        response = client.post(
            review_url(applicant),
            {
                "overall": "4",
                "confidence": "3",
                "comment": "Fictional praise.",
                f"criterion_{first}": "5",
                "state": "pos=3",
                "action": "submit",
            },
        )

        assert response.status_code == 302
        assert response["Location"].endswith(f"/applicants/{applicant.pk}/?pos=3")
        review = Review.objects.get(applicant=applicant, reviewer=reviewer)
        assert (review.overall, review.confidence, review.comment) == (4, 3, "Fictional praise.")
        assert review.scores.get().score == 5
        assert applicant.review_summary.mean_score == 4
        applicant.refresh_from_db()
        assert applicant.status == Applicant.Status.UNDER_REVIEW

    def test_htmx_gets_the_panel_with_a_saved_signal(self, client, reviewer, applicant):
        client.force_login(reviewer)

        response = client.post(
            review_url(applicant), {"overall": "5", "confidence": "2"}, headers=HTMX
        )

        html = response.content.decode()
        assert html.lstrip().startswith('<section id="review-panel"')
        assert "✓ Draft saved" in html
        assert "review-saved" in response["HX-Trigger"]

    def test_editing_keeps_one_review(self, client, reviewer, applicant):
        client.force_login(reviewer)
        client.post(review_url(applicant), {"overall": "2", "confidence": "2"}, headers=HTMX)

        client.post(review_url(applicant), {"overall": "5", "confidence": "2"}, headers=HTMX)

        assert Review.objects.get(applicant=applicant).overall == 5

    @pytest.mark.parametrize("overall", ["", "0", "6", "x"])
    def test_an_invalid_score_is_shown_not_saved(self, client, reviewer, applicant, overall):
        client.force_login(reviewer)

        response = client.post(
            review_url(applicant), {"overall": overall, "confidence": "2"}, headers=HTMX
        )

        assert response.status_code == 200
        assert "Choose an overall score" in response.content.decode()
        assert not Review.objects.exists()

    def test_an_invalid_score_without_htmx_rerenders_the_page(self, client, reviewer, applicant):
        client.force_login(reviewer)

        response = client.post(review_url(applicant), {"overall": "9"})

        assert response.status_code == 400
        assert "Choose an overall score" in response.content.decode()

    def test_wrong_method(self, client, reviewer, applicant):
        client.force_login(reviewer)

        assert client.get(review_url(applicant)).status_code == 405

    def test_a_conflicted_reviewer_is_refused(self, client, reviewer, applicant):
        services.declare_conflict(applicant, reviewer)
        client.force_login(reviewer)

        response = client.post(review_url(applicant), {"overall": "5", "confidence": "2"})

        assert response.status_code == 403
        assert not Review.objects.exists()

    def test_the_others_show_once_submitted(self, client, reviewer, other_reviewer, applicant):
        submit(applicant, other_reviewer, overall=1, comment="A fictional worry.")
        client.force_login(reviewer)

        draft = client.post(
            review_url(applicant), {"overall": "5", "confidence": "2"}, headers=HTMX
        )
        submitted = client.post(
            review_url(applicant),
            {"overall": "5", "confidence": "2", "action": "submit"},
            headers=HTMX,
        )

        assert "A fictional worry." not in draft.content.decode()
        assert "A fictional worry." in submitted.content.decode()


class TestTags:
    def add(self, client, applicant, name, **kwargs):
        return client.post(
            reverse("reviews:tag_add", args=[applicant.pk]), {"name": name}, **kwargs
        )

    def test_adds_a_tag_with_htmx(self, client, reviewer, applicant):
        client.force_login(reviewer)

        response = self.add(client, applicant, "  Compiler ", headers=HTMX)

        assert response.content.decode().lstrip().startswith('<section id="tag-panel"')
        assert ApplicantTag.objects.get(applicant=applicant).tag.name == "compiler"
        assert AuditEntry.objects.filter(action="tag.added", actor=reviewer).exists()

    def test_adds_a_tag_without_htmx(self, client, reviewer, applicant):
        client.force_login(reviewer)

        response = self.add(client, applicant, "systems")

        assert response.status_code == 302
        assert Tag.objects.get(name="systems").colour.startswith("#")

    def test_an_empty_name_is_refused(self, client, reviewer, applicant):
        client.force_login(reviewer)

        response = self.add(client, applicant, "   ", headers=HTMX)

        assert response.status_code == 200
        assert not Tag.objects.exists()

    def test_removes_a_tag(self, client, reviewer, applicant):
        tag = services.tag_applicant(applicant, "later", reviewer)
        client.force_login(reviewer)

        response = client.post(
            reverse("reviews:tag_remove", args=[applicant.pk, tag.pk]), headers=HTMX
        )

        assert response.status_code == 200
        assert not ApplicantTag.objects.exists()

    def test_wrong_method(self, client, reviewer, applicant):
        client.force_login(reviewer)

        assert client.get(reverse("reviews:tag_add", args=[applicant.pk])).status_code == 405
        assert client.get(reverse("reviews:tag_remove", args=[applicant.pk, 1])).status_code == 405

    def test_a_conflicted_reviewer_is_refused(self, client, reviewer, applicant):
        services.declare_conflict(applicant, reviewer)
        client.force_login(reviewer)

        assert self.add(client, applicant, "sneaky").status_code == 403


class TestStatus:
    def post(self, client, applicant, status, **kwargs):
        return client.post(
            reverse("reviews:status_change", args=[applicant.pk]), {"status": status}, **kwargs
        )

    def test_changes_and_keeps_history(self, client, reviewer, applicant):
        client.force_login(reviewer)

        response = self.post(client, applicant, "shortlisted", headers=HTMX)
        self.post(client, applicant, "interview", headers=HTMX)

        html = response.content.decode()
        assert html.lstrip().startswith('<section id="status-panel"')
        assert "✓ Saved" in html
        applicant.refresh_from_db()
        assert applicant.status == "interview"
        history = list(StatusChange.objects.values_list("old_status", "new_status", "changed_by"))
        assert history == [
            ("shortlisted", "interview", reviewer.pk),
            ("new", "shortlisted", reviewer.pk),
        ]

    def test_without_htmx_redirects(self, client, reviewer, applicant):
        client.force_login(reviewer)

        assert self.post(client, applicant, "rejected").status_code == 302

    def test_an_unknown_status_is_400(self, client, reviewer, applicant):
        client.force_login(reviewer)

        assert self.post(client, applicant, "asleep").status_code == 400

    def test_wrong_method(self, client, reviewer, applicant):
        client.force_login(reviewer)

        assert client.get(reverse("reviews:status_change", args=[applicant.pk])).status_code == 405

    def test_a_conflicted_reviewer_is_refused(self, client, reviewer, applicant):
        services.declare_conflict(applicant, reviewer)
        client.force_login(reviewer)

        assert self.post(client, applicant, "offer").status_code == 403
