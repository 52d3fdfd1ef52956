"""My queue: the reviewer's assigned applicants, progress, and save-and-next."""

import pytest
from django.urls import reverse

from applicants.models import Applicant
from reviews import services
from reviews.models import Assignment
from reviews.queue import is_done, queue_of
from tests.factories import ApplicantFactory, submit

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


@pytest.fixture
def assigned(reviewer):
    """Four applicants assigned in order; the second one already reviewed."""
    applicants = [ApplicantFactory(name=f"Queue Person {n}") for n in "ABCD"]
    for applicant in applicants:
        Assignment.objects.create(applicant=applicant, reviewer=reviewer)
    submit(applicants[1], reviewer, overall=3)
    return applicants


def test_is_done_means_a_review_exists_today(reviewer, assigned):
    mine = queue_of(reviewer, Applicant.objects.all())

    assert [item.done for item in mine.items] == [False, False, False, True]
    assert is_done(None) is False


def test_the_queue_lists_unreviewed_first_with_progress(client, reviewer, assigned):
    client.force_login(reviewer)

    response = client.get(reverse("reviews:queue"))

    html = response.content.decode()
    names = [item.applicant.name for item in response.context["queue"].items]
    assert names == ["Queue Person A", "Queue Person C", "Queue Person D", "Queue Person B"]
    assert "1 of 4 done" in html
    assert f'id="queue-start" href="/applicants/{assigned[0].pk}/?from=queue"' in html


def test_someone_elses_assignments_and_conflicts_stay_out(client, reviewer, other_reviewer):
    theirs = ApplicantFactory()
    Assignment.objects.create(applicant=theirs, reviewer=other_reviewer)
    mine = ApplicantFactory()
    Assignment.objects.create(applicant=mine, reviewer=reviewer)
    client.force_login(reviewer)

    items = client.get(reverse("reviews:queue")).context["queue"].items

    assert [item.applicant for item in items] == [mine]


def test_an_empty_queue_says_so(client, reviewer):
    client.force_login(reviewer)

    response = client.get(reverse("reviews:queue"))

    assert "Nothing is assigned to you" in response.content.decode()


def test_the_page_opened_from_the_queue_offers_save_and_next(client, reviewer, assigned):
    client.force_login(reviewer)

    html = client.get(
        reverse("reviews:applicant_detail", args=[assigned[0].pk]), {"from": "queue"}
    ).content.decode()

    assert 'id="save-next"' in html
    # j goes to the next unreviewed one (C, as B is done); u back to the queue.
    assert f'data-next="/applicants/{assigned[2].pk}/?from=queue"' in html
    assert 'data-back="/queue/"' in html
    plain = client.get(reverse("reviews:applicant_detail", args=[assigned[0].pk]))
    assert 'id="save-next"' not in plain.content.decode()


def save_and_next(client, applicant, htmx=True):
    return client.post(
        reverse("reviews:review_save", args=[applicant.pk]),
        {"overall": "4", "confidence": "2", "state": "from=queue", "then": "next"},
        headers=HTMX if htmx else {},
    )


def test_save_and_next_goes_to_the_next_unreviewed_then_back_to_the_queue(
    client, reviewer, assigned
):
    client.force_login(reviewer)

    first = save_and_next(client, assigned[0])
    second = save_and_next(client, assigned[2], htmx=False)
    last = save_and_next(client, assigned[3])

    assert first["HX-Redirect"] == f"/applicants/{assigned[2].pk}/?from=queue"
    assert second.status_code == 302
    assert second["Location"] == f"/applicants/{assigned[3].pk}/?from=queue"
    assert last["HX-Redirect"] == "/queue/"
    done = client.get(reverse("reviews:queue"))
    assert "4 of 4 done" in done.content.decode()
    assert "your queue is done" in done.content.decode()


def test_an_invalid_save_and_next_stays_with_the_error(client, reviewer, assigned):
    client.force_login(reviewer)

    response = client.post(
        reverse("reviews:review_save", args=[assigned[0].pk]),
        {"confidence": "2", "state": "from=queue", "then": "next"},
        headers=HTMX,
    )

    assert "HX-Redirect" not in response
    assert "Choose an overall score." in response.content.decode()
    assert 'id="save-next"' in response.content.decode()


def test_declaring_a_conflict_takes_the_applicant_out_of_the_queue(client, reviewer, assigned):
    client.force_login(reviewer)

    response = client.post(
        reverse("reviews:conflict_declare", args=[assigned[0].pk]), {"reason": "Neighbour"}
    )

    assert response.status_code == 302
    assert not Assignment.objects.filter(applicant=assigned[0], reviewer=reviewer).exists()
    page = client.get(reverse("reviews:queue"))
    assert "It is no longer in your queue." in page.content.decode()
    assert page.context["queue"].total == 3


def test_a_conflict_hides_an_assignment_left_behind(reviewer, assigned):
    # Written around the services (as an old row could be): the queue still leaves it out.
    services.declare_conflict(assigned[0], reviewer)
    Assignment.objects.create(applicant=assigned[0], reviewer=reviewer)

    mine = queue_of(reviewer, Applicant.objects.all())

    assert assigned[0] not in [item.applicant for item in mine.items]


def test_an_assigned_reviewer_is_still_blind_until_their_own_review(
    client, reviewer, other_reviewer, assigned
):
    submit(assigned[0], other_reviewer, overall=5, comment="Fictional praise from another.")
    client.force_login(reviewer)
    url = reverse("reviews:applicant_detail", args=[assigned[0].pk])

    before = client.get(url, {"from": "queue"}).content.decode()
    save_and_next(client, assigned[0])
    after = client.get(url, {"from": "queue"}).content.decode()

    assert "Fictional praise from another." not in before
    assert "Blind review" in before
    assert "Fictional praise from another." in after
