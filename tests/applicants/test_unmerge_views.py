"""The coordinator's way to undo a merge: the message after the merge, the applicant page's
list of merges, the confirmation page and the undo itself; reviewers get none of it."""

import pytest
from django.urls import reverse

from applicants.models import Applicant, MergeRecord
from tests.factories import ApplicantFactory, UserFactory, submit

pytestmark = pytest.mark.django_db


@pytest.fixture
def pair(db):
    return ApplicantFactory(name="Orla Fennimore"), ApplicantFactory(name="O. Fennimore")


def merge_by_view(client, source, target):
    return client.post(
        reverse("applicants:merge"),
        {"source": source.pk, "target": target.pk, "confirm": "yes"},
        follow=True,
    )


def undo_url(record) -> str:
    return reverse("applicants:merge_undo", args=[record.pk])


def test_after_a_merge_the_target_says_so_with_an_undo_button(
    coordinator_client, coordinator, pair
):
    source, target = pair
    page = merge_by_view(coordinator_client, source, target)

    record = MergeRecord.objects.get()
    assert record.merged_by == coordinator
    assert page.redirect_chain[-1][0] == target.get_absolute_url()
    html = page.content.decode()
    assert f"Merged Orla Fennimore (#{source.pk}) into O. Fennimore (#{target.pk})." in html
    assert f'hx-post="{undo_url(record)}"' in html
    assert "hx-confirm=" in html


def test_the_undo_page_asks_then_the_post_undoes(coordinator_client, pair, reviewer):
    source, target = pair
    submit(source, reviewer, overall=4)
    merge_by_view(coordinator_client, source, target)
    record = MergeRecord.objects.get()

    asking = coordinator_client.get(undo_url(record))
    assert asking.status_code == 200
    assert b"1 review<" in asking.content and b"Yes, undo the merge" in asking.content
    assert not Applicant.objects.filter(pk=source.pk).exists()

    done = coordinator_client.post(undo_url(record))
    assert done.status_code == 302
    assert done.url == reverse("reviews:applicant_detail", args=[source.pk])
    assert Applicant.objects.get(pk=source.pk).reviews.count() == 1
    page = coordinator_client.get(done.url)
    assert b"Merge undone" in page.content


def test_the_htmx_undo_redirects_the_browser(coordinator_client, pair):
    source, target = pair
    merge_by_view(coordinator_client, source, target)
    record = MergeRecord.objects.get()

    response = coordinator_client.post(undo_url(record), headers={"HX-Request": "true"})

    assert response.status_code == 200
    assert response["HX-Redirect"] == reverse("reviews:applicant_detail", args=[source.pk])
    again = coordinator_client.post(undo_url(record), headers={"HX-Request": "true"})
    assert again["HX-Redirect"] == undo_url(record)


def test_a_refused_undo_says_why_and_changes_nothing(coordinator_client, pair):
    source, target = pair
    same = UserFactory(username="rev-both")
    submit(source, same, overall=4)
    submit(target, same, overall=2)
    merged = merge_by_view(coordinator_client, source, target).content.decode()
    record = MergeRecord.objects.get()
    assert "It cannot be undone: rev-both&#x27;s review" in merged
    assert f'hx-post="{undo_url(record)}"' not in merged

    response = coordinator_client.post(undo_url(record))

    assert response.status_code == 409
    assert b"cannot be restored faithfully" in response.content
    assert b"Yes, undo the merge" not in response.content
    assert not Applicant.objects.filter(pk=source.pk).exists()
    page = coordinator_client.get(target.get_absolute_url()).content.decode()
    assert f'hx-post="{undo_url(record)}"' not in page
    assert "cannot be restored faithfully" in page


def test_the_applicant_page_lists_the_merge_with_undo_for_coordinators_only(
    coordinator_client, reviewer_client, pair
):
    source, target = pair
    merge_by_view(coordinator_client, source, target)
    record = MergeRecord.objects.get()
    url = target.get_absolute_url()

    coordinators = coordinator_client.get(url).content.decode()
    reviewers = reviewer_client.get(url).content.decode()

    assert f"(#{source.pk}) merged into this one" in coordinators
    assert f'hx-post="{undo_url(record)}"' in coordinators
    assert f"(#{source.pk}) merged into this one" in reviewers
    assert undo_url(record) not in reviewers


def test_reviewers_may_not_undo(coordinator_client, reviewer_client, pair):
    source, target = pair
    merge_by_view(coordinator_client, source, target)
    record = MergeRecord.objects.get()

    assert reviewer_client.get(undo_url(record)).status_code == 403
    assert reviewer_client.post(undo_url(record)).status_code == 403
    assert not Applicant.objects.filter(pk=source.pk).exists()


def test_wrong_method_and_unknown_record(coordinator_client, pair):
    source, target = pair
    merge_by_view(coordinator_client, source, target)
    record = MergeRecord.objects.get()

    assert coordinator_client.put(undo_url(record)).status_code == 405
    assert (
        coordinator_client.get(reverse("applicants:merge_undo", args=[999999])).status_code == 404
    )


def test_the_confirmation_says_whether_the_merge_can_be_undone(coordinator_client, pair):
    source, target = pair
    ask = {"source": source.pk, "target": target.pk}
    undoable = coordinator_client.post(reverse("applicants:merge"), ask)
    assert b"You can undo it" in undoable.content

    same = UserFactory(username="rev-both")
    submit(source, same, overall=4)
    submit(target, same, overall=2)
    dropping = coordinator_client.post(reverse("applicants:merge"), ask)
    assert b"this merge cannot be undone" in dropping.content
    assert b"You can undo it" not in dropping.content
