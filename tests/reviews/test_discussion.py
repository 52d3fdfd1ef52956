"""An applicant's discussion thread: who reads it, @mentions that e-mail and queue, and a
conflict that closes all of it."""

import pytest
from django.core import mail
from django.urls import reverse

from reviews import discussion, services
from reviews.models import AuditEntry, Comment, Cycle, Mention
from reviews.services import NotAllowed
from tests.factories import UserFactory, submit

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}
SECRET = "Fictional doubt about the second paper."


def post(client, applicant, body, **kwargs):
    return client.post(
        reverse("reviews:comment_post", args=[applicant.pk]), {"body": body}, **kwargs
    )


def page(client, applicant) -> str:
    return client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()


@pytest.fixture
def reviewed(applicant, reviewer, other_reviewer):
    """Both reviewers have submitted: the thread is open to them."""
    submit(applicant, reviewer, overall=4)
    submit(applicant, other_reviewer, overall=2)
    return applicant


def test_a_posted_comment_shows_escaped_with_its_mention(
    client, reviewer, other_reviewer, reviewed, django_capture_on_commit_callbacks
):
    other_reviewer.email = "other@example.org"
    other_reviewer.save()
    client.force_login(reviewer)

    with django_capture_on_commit_callbacks(execute=True):
        response = post(
            client, reviewed, "Agree with @other <b>mostly</b>.\nSee the CV.", headers=HTMX
        )

    html = response.content.decode()
    assert html.lstrip().startswith('<section id="discussion"')
    assert '<span class="mention">@other</span>' in html
    assert "&lt;b&gt;mostly&lt;/b&gt;" in html and "<br>" in html
    assert Mention.objects.get().user == other_reviewer
    assert len(mail.outbox) == 1 and mail.outbox[0].to == ["other@example.org"]
    assert f"/applicants/{reviewed.pk}/" in mail.outbox[0].body
    assert SECRET not in mail.outbox[0].body
    assert AuditEntry.objects.filter(action="comment.posted", actor=reviewer).exists()


def test_the_mention_is_in_the_queue_until_the_thread_is_opened(
    client, reviewer, other_reviewer, reviewed
):
    discussion.post_comment(reviewed, reviewer, "What do you think, @other?", site_url="http://x/")
    client.force_login(other_reviewer)

    queue = client.get(reverse("reviews:queue")).content.decode()
    assert f"{reviewer.username} mentioned you on Ada Quillfeather" in queue
    page(client, reviewed)
    assert "mentioned you on" not in client.get(reverse("reviews:queue")).content.decode()
    assert Mention.objects.get().read_at is not None


def test_a_mention_of_a_conflicted_or_unknown_person_is_refused(
    client, reviewer, other_reviewer, reviewed
):
    services.declare_conflict(reviewed, UserFactory(username="kept-out"))
    client.force_login(reviewer)

    conflicted = post(client, reviewed, "Ask @kept-out about it.", headers=HTMX)
    unknown = post(client, reviewed, "Ask @nobody-here about it.", headers=HTMX)

    assert "No one to tell as @kept-out" in conflicted.content.decode()
    assert "No one to tell as @nobody-here" in unknown.content.decode()
    assert not Comment.objects.exists() and not mail.outbox


def test_an_email_address_is_no_mention(reviewer, reviewed):
    posted = discussion.post_comment(
        reviewed, reviewer, "Wrote to ada@example.org already.", site_url="http://x/"
    )

    assert posted.mentioned == []


def test_the_thread_is_closed_until_the_own_review_is_submitted(client, reviewer, reviewed):
    discussion.post_comment(reviewed, reviewer, SECRET, site_url="http://x/")
    newcomer = UserFactory(username="newcomer")
    client.force_login(newcomer)

    html = page(client, reviewed)
    refused = post(client, reviewed, "Me too.")

    assert SECRET not in html and "The discussion opens to you" in html
    assert refused.status_code == 403
    submit(reviewed, newcomer, overall=3)
    assert SECRET in page(client, reviewed)


def test_the_thread_follows_the_cycle_setting(client, reviewer, reviewed):
    discussion.post_comment(reviewed, reviewer, SECRET, site_url="http://x/")
    Cycle.objects.filter(pk=reviewed.cycle_id).update(review_visibility=Cycle.Visibility.ALWAYS)
    client.force_login(UserFactory(username="newcomer"))

    assert SECRET in page(client, reviewed)


@pytest.mark.parametrize("role", ["reviewer", "coordinator"])
def test_a_conflicted_person_sees_no_comment_anywhere(
    client, role, coordinator, other_reviewer, reviewed, reviewer
):
    viewer = coordinator if role == "coordinator" else UserFactory(username="late")
    discussion.post_comment(reviewed, reviewer, f"{SECRET} @other", site_url="http://x/")
    services.declare_conflict(reviewed, viewer)
    client.force_login(viewer)

    html = page(client, reviewed)
    queue = client.get(reverse("reviews:queue")).content.decode()
    posted = post(client, reviewed, "Anything.")

    assert SECRET not in html and "the discussion is closed to you" in html
    assert SECRET not in queue
    assert posted.status_code == 403


def test_a_conflicted_person_loses_a_mention_from_before_the_conflict(
    client, reviewer, other_reviewer, reviewed
):
    discussion.post_comment(reviewed, reviewer, "@other please look", site_url="http://x/")
    services.declare_conflict(reviewed, other_reviewer)
    client.force_login(other_reviewer)

    assert "mentioned you on" not in client.get(reverse("reviews:queue")).content.decode()


def test_coordinators_delete_a_comment_and_reviewers_cannot(
    client, coordinator, reviewer, reviewed
):
    posted = discussion.post_comment(reviewed, reviewer, SECRET, site_url="http://x/")
    url = reverse("reviews:comment_delete", args=[reviewed.pk, posted.comment.pk])
    client.force_login(reviewer)
    assert client.post(url).status_code == 403

    client.force_login(coordinator)
    response = client.post(url, headers=HTMX)

    assert response.status_code == 200 and SECRET not in response.content.decode()
    assert not Comment.objects.exists()
    assert AuditEntry.objects.filter(action="comment.deleted", actor=coordinator).exists()


def test_an_empty_comment_is_refused(reviewer, reviewed):
    with pytest.raises(NotAllowed):
        discussion.post_comment(reviewed, reviewer, "   ", site_url="http://x/")


def test_a_merge_carries_the_thread_and_its_undo_brings_it_back(coordinator, reviewer, reviewed):
    from applicants.merge import merge_applicants
    from applicants.models import MergeRecord
    from applicants.unmerge import undo_merge
    from tests.factories import ApplicantFactory

    duplicate = ApplicantFactory(name="Ada Q.")
    third = UserFactory(username="third")
    submit(duplicate, third, overall=4)
    posted = discussion.post_comment(duplicate, third, SECRET, site_url="http://x/")

    duplicate_pk = duplicate.pk
    merge_applicants(duplicate, reviewed, by=coordinator)
    record = MergeRecord.objects.get()
    assert Comment.objects.get(pk=posted.comment.pk).applicant_id == reviewed.pk

    undo_merge(record, by=coordinator)
    assert Comment.objects.get(pk=posted.comment.pk).applicant_id == duplicate_pk
