"""Lists, search, previous/next, exports and the inbox work within the current cycle."""

import csv
import io

import pytest
from django.urls import reverse

from applicants.merge import MergeConflict, merge_applicants
from reviews.cycles import SESSION_KEY
from reviews.models import Criterion, Cycle
from tests.factories import ApplicantFactory, submit

pytestmark = pytest.mark.django_db


@pytest.fixture
def cycles(db):
    first = Cycle.objects.default()
    second = Cycle.objects.create(name="Summer 2027 systems interns")
    Criterion.objects.create(cycle=second, name="Systems depth")
    return first, second


@pytest.fixture
def people(cycles):
    first, second = cycles
    return {
        "old": ApplicantFactory(name="Olive Oldcycle", cycle=first),
        "new": ApplicantFactory(name="Nina Newcycle", cycle=second),
        "new2": ApplicantFactory(name="Noor Newcycle", cycle=second),
    }


def switch(client, cycle):
    return client.post(reverse("reviews:cycle_switch"), {"cycle": cycle.pk, "next": "/"})


def test_the_default_is_the_newest_open_cycle(client, reviewer, cycles, people):
    client.force_login(reviewer)
    html = client.get(reverse("reviews:applicant_list")).content.decode()
    assert "Nina Newcycle" in html and "Olive Oldcycle" not in html


def test_a_decided_cycle_is_not_the_default(client, reviewer, cycles, people):
    first, second = cycles
    second.phase = Cycle.Phase.DECIDED
    second.save()
    client.force_login(reviewer)
    html = client.get(reverse("reviews:applicant_list")).content.decode()
    assert "Olive Oldcycle" in html and "Nina Newcycle" not in html


def test_the_switcher_changes_the_list_and_search(client, reviewer, cycles, people):
    first, _ = cycles
    client.force_login(reviewer)
    response = switch(client, first)
    assert response.status_code == 302
    assert client.session[SESSION_KEY] == first.pk
    html = client.get(reverse("reviews:applicant_list"), {"q": "newcycle"}).content.decode()
    assert "Nina Newcycle" not in html
    html = client.get(reverse("reviews:applicant_list"), {"q": "oldcycle"}).content.decode()
    assert "Olive Oldcycle" in html


def test_the_switcher_answers_htmx_with_a_client_redirect(client, reviewer, cycles):
    first, _ = cycles
    client.force_login(reviewer)
    response = client.post(
        reverse("reviews:cycle_switch"),
        {"cycle": first.pk, "next": "/shortlist/?q=x"},
        headers={"HX-Request": "true"},
    )
    assert response.headers["HX-Redirect"] == "/shortlist/"


def test_the_nav_bar_shows_the_switcher_with_the_current_cycle(client, reviewer, cycles):
    client.force_login(reviewer)
    html = client.get(reverse("reviews:applicant_list")).content.decode()
    _, second = cycles
    assert 'id="cycle-switch"' in html
    assert f'<option value="{second.pk}" selected>' in html


def test_the_shortlist_is_scoped(client, coordinator, cycles, people):
    for applicant in people.values():
        applicant.status = "shortlisted"
        applicant.save()
    client.force_login(coordinator)
    html = client.get(reverse("reviews:shortlist")).content.decode()
    assert "Nina Newcycle" in html and "Olive Oldcycle" not in html


def test_previous_and_next_stay_in_the_cycle(client, reviewer, cycles, people):
    client.force_login(reviewer)
    url = reverse("reviews:applicant_detail", args=[people["new"].pk])
    html = client.get(url, {"pos": 0}).content.decode()
    assert reverse("reviews:applicant_detail", args=[people["new2"].pk]) in html
    assert reverse("reviews:applicant_detail", args=[people["old"].pk]) not in html


def test_both_exports_are_scoped_to_the_current_cycle(client, coordinator, cycles, people):
    submit(people["old"], coordinator, overall=2)
    submit(people["new"], coordinator, overall=4)
    client.force_login(coordinator)
    export = client.get(reverse("reviews:export"))
    rows = list(csv.reader(io.StringIO(b"".join(export.streaming_content).decode())))
    body = repr(rows[1:])
    assert "Nina Newcycle" in body and "Olive Oldcycle" not in body
    assert "Systems depth" in ",".join(rows[0])
    reviews = client.get(reverse("reviews:export_reviews"))
    text = b"".join(reviews.streaming_content).decode()
    assert "Nina Newcycle" in text and "Olive Oldcycle" not in text


def test_an_applicant_of_another_cycle_is_reachable_and_says_so(client, reviewer, cycles, people):
    client.force_login(reviewer)
    response = client.get(reverse("reviews:applicant_detail", args=[people["old"].pk]))
    assert response.status_code == 200
    html = response.content.decode()
    assert "belongs to the cycle <strong>First cycle</strong>" in html
    own = client.get(reverse("reviews:applicant_detail", args=[people["new"].pk]))
    assert "belongs to the cycle" not in own.content.decode()


def test_the_rubric_is_the_applicants_cycle(client, reviewer, cycles, people):
    client.force_login(reviewer)
    html = client.get(reverse("reviews:applicant_detail", args=[people["new"].pk])).content
    assert b"Systems depth" in html
    html = client.get(reverse("reviews:applicant_detail", args=[people["old"].pk])).content
    assert b"Systems depth" not in html


def test_criterion_names_are_unique_per_cycle_only(cycles):
    first, second = cycles
    Criterion.objects.create(cycle=first, name="Systems depth")
    assert Criterion.objects.filter(name="Systems depth").count() == 2


def test_the_inbox_shows_duplicates_of_the_current_cycle_only(client, coordinator, cycles, people):
    first, second = cycles
    ApplicantFactory(name="Olive Oldcycle", cycle=first, possible_duplicate_of=people["old"])
    ApplicantFactory(name="Nina Newcycle", cycle=second, possible_duplicate_of=people["new"])
    client.force_login(coordinator)
    html = client.get(reverse("applicants:uploads")).content.decode()
    section = html.split("Nina Newcycle", 1)
    assert len(section) == 2
    assert f"/applicants/{people['old'].pk}/" not in html


def test_a_merge_across_cycles_is_refused(cycles, people):
    with pytest.raises(MergeConflict, match="different cycles"):
        merge_applicants(people["old"], people["new"])


def test_new_uploads_go_into_the_current_cycle(client, coordinator, cycles):
    from django.core.files.uploadedfile import SimpleUploadedFile

    from applicants.models import UploadBatch

    first, _ = cycles
    client.force_login(coordinator)
    switch(client, first)
    client.post(
        reverse("applicants:upload"),
        {"files": [SimpleUploadedFile("cv.txt", b"Quinn Uploaded\nquinn@example.org\n")]},
    )
    assert UploadBatch.objects.get().cycle == first
    batch_page = client.get(reverse("applicants:batch", args=[UploadBatch.objects.get().pk]))
    assert 'into the cycle <strong class="batch-cycle">First cycle</strong>' in (
        batch_page.content.decode()
    )
