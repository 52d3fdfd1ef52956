"""The admin reads the record but cannot rewrite it: reviews, history and audit are read-only."""

import pytest
from django.contrib import admin
from django.contrib.auth.models import Permission
from django.urls import reverse

from reviews import services
from reviews.models import AuditEntry, Conflict, Review, ReviewSummary, StatusChange
from tests.factories import UserFactory, submit

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(coordinator):
    coordinator.is_staff = True
    coordinator.save(update_fields=["is_staff"])
    coordinator.user_permissions.set(
        Permission.objects.filter(content_type__app_label__in=["applicants", "reviews"])
    )
    return coordinator


@pytest.fixture
def record(applicant):
    review = submit(applicant, UserFactory(username="author"), overall=4, comment="Fine.")
    services.change_status(applicant, "shortlisted", review.reviewer)
    return {
        "review": review,
        "status": StatusChange.objects.filter(applicant=applicant).first(),
        "audit": AuditEntry.objects.filter(applicant=applicant).first(),
    }


@pytest.mark.parametrize("name", ["review", "status", "audit"])
def test_nothing_is_added_changed_or_deleted(client, staff, record, name):
    obj = record[name]
    meta = obj._meta
    client.force_login(staff)
    prefix = f"admin:{meta.app_label}_{meta.model_name}"

    add = client.get(reverse(f"{prefix}_add"))
    delete = client.post(reverse(f"{prefix}_delete", args=[obj.pk]), {"post": "yes"})
    bulk_delete = client.post(
        reverse(f"{prefix}_changelist"),
        {"action": "delete_selected", "_selected_action": [obj.pk], "post": "yes"},
    )
    view = client.get(reverse(f"{prefix}_change", args=[obj.pk]))

    assert add.status_code == 403
    assert delete.status_code == 403
    assert type(obj).objects.filter(pk=obj.pk).exists()
    assert bulk_delete.status_code in {200, 302}  # "no action selected", nothing deleted
    assert type(obj).objects.filter(pk=obj.pk).exists()
    assert view.status_code == 200
    assert 'type="submit"' not in view.content.decode().split('id="content-main"')[1]


def test_another_reviewers_score_cannot_be_edited(client, staff, record):
    review = record["review"]
    client.force_login(staff)

    response = client.post(
        reverse("admin:reviews_review_change", args=[review.pk]),
        {"overall": "1", "confidence": "1", "comment": "Rewritten."},
    )

    assert response.status_code == 403
    review.refresh_from_db()
    assert (review.overall, review.comment) == (4, "Fine.")
    assert ReviewSummary.objects.get(applicant=review.applicant).mean_score == 4


def test_the_derived_summary_is_not_in_the_admin():
    assert not admin.site.is_registered(ReviewSummary)
    assert admin.site.is_registered(Review)


def test_a_coordinator_cannot_lift_their_own_conflict_but_another_can(client, staff, applicant):
    own = services.declare_conflict(applicant, staff, "Former colleague")
    other = UserFactory(username="second-coordinator", is_staff=True)
    other.user_permissions.set(staff.user_permissions.all())
    url = reverse("admin:reviews_conflict_delete", args=[own.pk])

    client.force_login(staff)
    refused = client.post(url, {"post": "yes"})
    bulk = client.post(
        reverse("admin:reviews_conflict_changelist"),
        {"action": "delete_selected", "_selected_action": [own.pk], "post": "yes"},
    )
    still_there = Conflict.objects.filter(pk=own.pk).exists()
    client.force_login(other)
    lifted = client.post(url, {"post": "yes"})

    assert refused.status_code == 403
    assert bulk.status_code == 403 and still_there
    assert lifted.status_code == 302
    assert not Conflict.objects.filter(pk=own.pk).exists()
