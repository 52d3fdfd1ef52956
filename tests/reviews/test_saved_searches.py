"""Saved searches: saved from the applicant list, listed and deleted on the shortlist."""

import pytest
from django.urls import reverse

from applicants.models import Applicant
from reviews.models import SavedSearch
from tests.factories import ApplicantFactory, UserFactory

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}
CREATE = reverse("reviews:saved_search_create")
SHORTLIST = reverse("reviews:shortlist")
LIST = reverse("reviews:applicant_list")


def delete_url(search):
    return reverse("reviews:saved_search_delete", args=[search.pk])


def saved(owner, name="Compiler PhDs", querystring="q=tag%3Acompiler&level=phd", shared=False):
    return SavedSearch.objects.create(
        created_by=owner, name=name, querystring=querystring, shared=shared
    )


class TestSave:
    def test_saves_and_redirects_to_the_list_without_htmx(self, client, reviewer):
        client.force_login(reviewer)

        response = client.post(
            CREATE,
            {
                "name": "  Compiler   PhDs ",
                "shared": "1",
                "querystring": "q=tag%3Acompiler&level=phd&sort=-mean&page=3&in=x&evil=1",
            },
        )

        search = SavedSearch.objects.get()
        assert (search.name, search.shared, search.created_by) == ("Compiler PhDs", True, reviewer)
        # Only the list's own parameters are kept: no page, no list name, nothing else.
        assert search.querystring == "q=tag%3Acompiler&level=phd&sort=-mean"
        assert response.status_code == 302
        assert response["Location"] == f"{LIST}?q=tag%3Acompiler&level=phd&sort=-mean"

    def test_htmx_gets_the_form_with_a_saved_signal(self, client, reviewer):
        client.force_login(reviewer)

        response = client.post(CREATE, {"name": "Mine", "querystring": "status=new"}, headers=HTMX)

        html = response.content.decode()
        assert response.status_code == 200
        assert html.lstrip().startswith('<form id="save-search"')
        assert 'id="search-saved"' in html
        assert "✓ Saved “Mine”" in html
        assert "search-saved" in response["HX-Trigger"]
        assert SavedSearch.objects.get().shared is False

    def test_the_same_name_replaces_the_owners_search(self, client, reviewer, other_reviewer):
        saved(reviewer, name="Mine", querystring="status=new")
        saved(other_reviewer, name="Mine", querystring="status=offer")
        client.force_login(reviewer)

        response = client.post(CREATE, {"name": "Mine", "querystring": "q=rust"}, headers=HTMX)

        assert "Replaced “Mine”" in response.content.decode()
        assert SavedSearch.objects.get(created_by=reviewer).querystring == "q=rust"
        assert SavedSearch.objects.get(created_by=other_reviewer).querystring == "status=offer"

    def test_a_name_is_required(self, client, reviewer):
        client.force_login(reviewer)

        response = client.post(CREATE, {"name": "   ", "querystring": "q=rust"}, headers=HTMX)

        assert response.status_code == 200
        assert 'class="field-error"' in response.content.decode()
        assert not SavedSearch.objects.exists()

    def test_a_name_is_required_without_htmx_too(self, client, reviewer):
        client.force_login(reviewer)

        response = client.post(CREATE, {"name": "", "querystring": "q=rust"}, follow=True)

        assert response.redirect_chain[-1][0] == f"{LIST}?q=rust"
        assert "The search was not saved" in response.content.decode()
        assert not SavedSearch.objects.exists()

    def test_wrong_method(self, client, reviewer):
        client.force_login(reviewer)

        assert client.get(CREATE).status_code == 405

    def test_anonymous_users_are_sent_to_log_in(self, client):
        response = client.post(CREATE, {"name": "Mine"})

        assert response.status_code == 302
        assert response["Location"].startswith(reverse("login"))
        assert not SavedSearch.objects.exists()

    def test_the_list_offers_the_form_with_its_query(self, client, reviewer):
        client.force_login(reviewer)

        html = client.get(LIST, {"q": "tag:compiler", "page": "2"}).content.decode()

        assert 'id="save-search"' in html
        assert 'name="querystring" value="q=tag%3Acompiler" form="save-search"' in html


class TestShortlist:
    def test_lists_own_and_shared_searches_not_others_private(
        self, client, reviewer, other_reviewer
    ):
        mine = saved(reviewer, name="My private one")
        theirs = saved(other_reviewer, name="Group search", shared=True, querystring="q=rust")
        saved(other_reviewer, name="Their secret")
        client.force_login(reviewer)

        response = client.get(SHORTLIST)

        html = response.content.decode()
        assert response.status_code == 200
        assert [s.name for s in response.context["saved_searches"]] == [
            "Group search",
            "My private one",
        ]
        assert "Their secret" not in html
        assert f'href="{LIST}?q=rust"' in html
        assert f'href="{LIST}?q=tag%3Acompiler&amp;level=phd"' in html
        # Reviewers delete only their own.
        assert delete_url(mine) in html
        assert delete_url(theirs) not in html

    def test_still_shows_the_shortlisted_applicants(self, client, reviewer):
        ApplicantFactory(name="Shortlisted Person", status=Applicant.Status.SHORTLISTED)
        ApplicantFactory(name="New Person", status=Applicant.Status.NEW)
        client.force_login(reviewer)

        response = client.get(SHORTLIST)

        names = [a.name for a in response.context["page"].object_list]
        assert names == ["Shortlisted Person"]
        assert 'id="save-search"' not in response.content.decode()

    def test_says_when_there_is_none(self, client, reviewer):
        client.force_login(reviewer)

        assert "No saved searches yet" in client.get(SHORTLIST).content.decode()

    def test_htmx_gets_only_the_results(self, client, reviewer):
        saved(reviewer)
        client.force_login(reviewer)

        html = client.get(SHORTLIST, headers=HTMX).content.decode()

        assert html.lstrip().startswith('<div id="results"')
        assert "saved-searches" not in html


class TestDelete:
    def test_the_owner_deletes_and_is_sent_back_without_htmx(self, client, reviewer):
        search = saved(reviewer)
        client.force_login(reviewer)

        response = client.post(delete_url(search))

        assert response.status_code == 302
        assert response["Location"] == SHORTLIST
        assert not SavedSearch.objects.exists()

    def test_htmx_gets_the_remaining_searches(self, client, reviewer):
        search = saved(reviewer)
        saved(reviewer, name="Kept")
        client.force_login(reviewer)

        response = client.post(delete_url(search), headers=HTMX)

        html = response.content.decode()
        assert html.lstrip().startswith('<section id="saved-searches"')
        assert "Kept" in html
        assert "Compiler PhDs" not in html

    def test_a_coordinator_deletes_a_shared_search_of_someone_else(self, client, coordinator):
        search = saved(UserFactory(username="someone"), shared=True)
        client.force_login(coordinator)

        assert client.post(delete_url(search)).status_code == 302
        assert not SavedSearch.objects.exists()

    def test_another_reviewer_may_not_delete_a_shared_search(
        self, client, reviewer, other_reviewer
    ):
        search = saved(other_reviewer, shared=True)
        client.force_login(reviewer)

        assert client.post(delete_url(search), headers=HTMX).status_code == 403
        assert SavedSearch.objects.exists()

    def test_another_reviewers_private_search_is_not_found(self, client, reviewer, other_reviewer):
        search = saved(other_reviewer)
        client.force_login(reviewer)

        assert client.post(delete_url(search)).status_code == 404
        assert SavedSearch.objects.exists()

    def test_wrong_method(self, client, reviewer):
        search = saved(reviewer)
        client.force_login(reviewer)

        assert client.get(delete_url(search)).status_code == 405
        assert SavedSearch.objects.exists()

    def test_anonymous_users_are_sent_to_log_in(self, client, reviewer):
        search = saved(reviewer)

        response = client.post(delete_url(search))

        assert response["Location"].startswith(reverse("login"))
        assert SavedSearch.objects.exists()


def test_describe_says_the_query_in_words(reviewer):
    search = saved(reviewer, querystring="q=tag%3Acompiler&level=phd&sort=-mean")

    assert search.describe() == "tag:compiler · phd · by mean, highest first"
    assert saved(reviewer, name="I", querystring="sort=institution").describe() == "by institution"
    assert saved(reviewer, name="N", querystring="q=x&sort=name").describe() == "x"
    assert saved(reviewer, name="All", querystring="").describe() == "all applicants"
