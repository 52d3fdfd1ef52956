import pytest
from django.urls import reverse

from applicants.models import Applicant
from reviews import services
from reviews.models import ApplicantTag, StatusChange
from tests.factories import ApplicantFactory

pytestmark = pytest.mark.django_db
URL = reverse("reviews:bulk")


@pytest.fixture
def three(db):
    return ApplicantFactory.create_batch(3)


def test_tags_the_selected_rows_and_returns_the_list_with_htmx(client, reviewer, three):
    client.force_login(reviewer)
    chosen = [three[0].pk, three[2].pk]

    response = client.post(
        URL,
        {"action": "tag", "tag": "Round-Two", "ids": chosen, "querystring": "q=tag:round-two"},
        headers={"HX-Request": "true"},
    )

    html = response.content.decode()
    assert html.lstrip().startswith('<div id="results"')
    assert "Tagged 2 applicants #round-two." in html
    # The list is in name order, which is not creation order once names pass "9" -> "10".
    listed = [a.name for a in response.context["page"].object_list]
    assert sorted(listed) == sorted([three[0].name, three[2].name])
    assert set(ApplicantTag.objects.values_list("applicant_id", flat=True)) == set(chosen)


def test_untags(client, reviewer, three):
    for applicant in three:
        services.tag_applicant(applicant, "maybe", reviewer)
    client.force_login(reviewer)

    response = client.post(URL, {"action": "untag", "tag": "maybe", "ids": [three[1].pk]})

    assert response.status_code == 302
    assert ApplicantTag.objects.count() == 2


def test_sets_status_and_records_each_change(client, reviewer, three):
    client.force_login(reviewer)

    response = client.post(
        URL,
        {
            "action": "status",
            "status": "shortlisted",
            "ids": [a.pk for a in three],
            "querystring": "in=shortlist",
        },
    )

    assert response["Location"] == reverse("reviews:shortlist") + "?in=shortlist"
    assert Applicant.objects.filter(status="shortlisted").count() == 3
    assert StatusChange.objects.count() == 3


def test_conflicted_applicants_are_left_alone(client, reviewer, three):
    services.declare_conflict(three[0], reviewer)
    client.force_login(reviewer)

    client.post(URL, {"action": "status", "status": "rejected", "ids": [a.pk for a in three]})

    three[0].refresh_from_db()
    assert three[0].status == "new"
    assert Applicant.objects.filter(status="rejected").count() == 2


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"action": "tag", "ids": [1]},
        {"action": "status", "ids": [1]},
        {"action": "melt", "ids": [1]},
        {"action": "tag", "tag": "x"},
    ],
)
def test_incomplete_requests_change_nothing(client, reviewer, three, data):
    client.force_login(reviewer)

    response = client.post(URL, data)

    assert response.status_code == 302
    assert not ApplicantTag.objects.exists()
    assert not StatusChange.objects.exists()


def test_wrong_method(client, reviewer):
    client.force_login(reviewer)

    assert client.get(URL).status_code == 405


def test_anonymous_cannot(client, three):
    response = client.post(URL, {"action": "status", "status": "offer", "ids": [three[0].pk]})

    assert response.status_code == 302
    assert not StatusChange.objects.exists()
