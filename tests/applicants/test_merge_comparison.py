"""Possible duplicates shown on the list and the applicant page, and the merge page that
compares two applicants side by side and merges only once confirmed."""

import pytest
from django.urls import reverse

from applicants.models import Applicant, Email, Phone

HTMX = {"HX-Request": "true"}
URL = "/documents/applicants/merge/"


@pytest.fixture
def twins(document_factory):
    first = Applicant.objects.create(name="Tamsin Vale", current_institution="Northmoor Institute")
    second = Applicant.objects.create(name="Tamsin Vale", possible_duplicate_of=first)
    cv = document_factory(applicant=first, state="parsed", kind="cv", original_name="vale-cv.pdf")
    page = document_factory(
        applicant=second, state="parsed", kind="homepage", original_name="vale-home.html"
    )
    Email.objects.create(applicant=first, document=cv, address="tamsin@northmoor.example")
    Email.objects.create(applicant=second, document=page, address="tamsin@northmoor.example")
    Phone.objects.create(applicant=second, document=page, number="+44 20 7946 0000")
    return first, second


def test_the_list_marks_a_possible_duplicate(coordinator_client, twins):
    page = coordinator_client.get(reverse("reviews:applicant_list")).content.decode()
    assert page.count("dup-mark") == 1


def test_the_applicant_page_offers_compare_and_merge(coordinator_client, reviewer_client, twins):
    first, second = twins
    page = coordinator_client.get(reverse("reviews:applicant_detail", args=[second.pk]))
    assert b"duplicate-banner" in page.content
    assert f"?source={second.pk}&amp;target={first.pk}".encode() in page.content
    reviewer_page = reviewer_client.get(reverse("reviews:applicant_detail", args=[second.pk]))
    assert b"duplicate-banner" in reviewer_page.content
    assert b"Compare and merge" not in reviewer_page.content
    other = coordinator_client.get(reverse("reviews:applicant_detail", args=[first.pk]))
    assert b"duplicate-banner" not in other.content


def test_the_comparison_shows_both_records_side_by_side(coordinator_client, twins):
    first, second = twins
    response = coordinator_client.get(URL, {"source": second.pk, "target": first.pk})
    assert response.status_code == 200
    page = response.content.decode()
    stays, goes = page.split('id="side-stays"')[1].split('id="side-goes"')
    assert f"#{first.pk}" in stays and "vale-cv.pdf" in stays and "Northmoor Institute" in stays
    assert f"#{second.pk}" in goes and "vale-home.html" in goes and "+44 20 7946 0000" in goes
    assert "Homepage" in goes and "0 reviews, 0 tags" in goes
    assert "Both records give tamsin@northmoor.example" in page
    assert f"?source={first.pk}&amp;target={second.pk}" in page  # keep the other one instead
    assert "Yes, merge" not in page


def test_the_choice_lists_tell_two_namesakes_apart(coordinator_client, twins):
    first, second = twins
    page = coordinator_client.get(URL).content.decode()
    assert f"Tamsin Vale (#{first.pk}, tamsin@northmoor.example)" in page
    assert f"Tamsin Vale (#{second.pk}, tamsin@northmoor.example)" in page


def test_merging_asks_for_confirmation_first(coordinator_client, twins):
    first, second = twins
    asking = coordinator_client.post(URL, {"source": second.pk, "target": first.pk})
    assert asking.status_code == 200
    assert b"Yes, merge" in asking.content and b"You can undo it" in asking.content
    assert Applicant.objects.count() == 2
    done = coordinator_client.post(URL, {"source": second.pk, "target": first.pk, "confirm": "yes"})
    assert done.status_code == 302 and done["Location"] == first.get_absolute_url()
    assert list(Applicant.objects.all()) == [first]
    assert first.documents.count() == 2


def test_the_htmx_comparison_is_the_partial_and_a_confirmed_merge_redirects(
    coordinator_client, twins
):
    first, second = twins
    partial = coordinator_client.get(URL, {"source": second.pk, "target": first.pk}, headers=HTMX)
    assert b'id="comparison"' in partial.content and b"<html" not in partial.content
    done = coordinator_client.post(
        URL, {"source": second.pk, "target": first.pk, "confirm": "yes"}, headers=HTMX
    )
    assert done["HX-Redirect"] == first.get_absolute_url()


def test_the_merge_page_is_for_coordinators_and_get_or_post(
    reviewer_client, coordinator_client, twins
):
    first, second = twins
    assert reviewer_client.get(URL, {"source": second.pk, "target": first.pk}).status_code == 403
    assert coordinator_client.delete(URL).status_code == 405
    assert Applicant.objects.count() == 2
