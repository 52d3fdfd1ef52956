"""The list's request reads the session, the signed-in user with their role, the cycles and
the tag names from the shared cache (Redis), and a change to any of them shows at once.
Without Redis (the embedded default) sessions stay in the database and nothing is kept."""

import re

import pytest
from django.conf import settings as django_settings
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from applicants.roles import set_role
from config.shared_cache import forget, remember
from people.services import set_active
from reviews.cycles import create_cycle
from reviews.services import get_or_create_tag
from tests.factories import ApplicantFactory, ApplicantTagFactory, PublicationFactory

URL = reverse("reviews:applicant_list")
LOGIN = reverse("login")
shared = pytest.mark.redis  # the shared cache is Redis: skipped without one


def tables(queries) -> set[str]:
    """The tables a request's statements read FROM (joins aside)."""
    return {m for q in queries for m in re.findall(r'FROM "(\w+)"', q["sql"])}


def warm_list(client, user):
    client.force_login(user)
    for n in range(3):
        applicant = ApplicantFactory(name=f"Person {n}")
        PublicationFactory(document__applicant=applicant)
        ApplicantTagFactory(applicant=applicant)
    assert client.get(URL).status_code == 200  # reads what the cache keeps, once


@shared
@pytest.mark.django_db
def test_a_list_request_reads_only_the_list_from_the_database(client, reviewer):
    assert django_settings.SESSION_ENGINE == "django.contrib.sessions.backends.cached_db"
    warm_list(client, reviewer)

    with CaptureQueriesContext(connection) as queries:
        response = client.get(URL)

    assert response.status_code == 200
    assert "Person 0" in response.text
    # The count, the page's rows, their tags, their publications: no session, user, group,
    # cycle or tag-name query.
    assert len(queries) == 4, [q["sql"] for q in queries]
    assert tables(queries) == {
        "applicants_applicant",
        "reviews_applicanttag",
        "applicants_publication",
    }


@shared
@pytest.mark.django_db
def test_a_session_lost_from_the_cache_is_read_from_the_database(client, reviewer):
    warm_list(client, reviewer)
    session_key = client.cookies[django_settings.SESSION_COOKIE_NAME].value
    cache.delete(f"django.contrib.sessions.cached_db{session_key}")

    with CaptureQueriesContext(connection) as queries:
        response = client.get(URL)

    assert response.status_code == 200  # still signed in
    assert "django_session" in tables(queries)


@shared
@pytest.mark.django_db
def test_a_deactivated_reviewer_is_signed_out_at_once(client, reviewer, coordinator):
    warm_list(client, reviewer)

    set_active(coordinator, reviewer, False)

    response = client.get(URL)
    assert response.status_code == 302
    assert response["Location"].startswith(LOGIN)


@shared
@pytest.mark.django_db
def test_a_changed_password_ends_the_other_sessions_at_once(client, reviewer):
    warm_list(client, reviewer)

    user = get_user_model().objects.get(pk=reviewer.pk)
    user.set_password("another-pass-456")
    user.save()

    assert client.get(URL).status_code == 302


@shared
@pytest.mark.django_db
@pytest.mark.parametrize("through", ["user", "group"])
def test_a_new_role_shows_on_the_next_page(client, reviewer, through):
    warm_list(client, reviewer)
    assert "Uploads" not in client.get(URL).text

    if through == "user":
        set_role(reviewer, "coordinator")
    else:
        from django.contrib.auth.models import Group

        Group.objects.get_or_create(name="coordinators")[0].user_set.add(reviewer)

    assert "Uploads" in client.get(URL).text


@shared
@pytest.mark.django_db
def test_a_new_cycle_and_a_new_tag_show_on_the_next_page(client, reviewer, coordinator):
    warm_list(client, reviewer)

    create_cycle(coordinator, name="Winter 2028 interns")
    get_or_create_tag("freshly-made")

    page = client.get(URL).text
    assert "Winter 2028 interns" in page
    assert '<option value="freshly-made">' in page


@pytest.mark.django_db
def test_without_a_shared_cache_nothing_is_kept(settings):
    settings.SHARED_CACHE = False
    calls = []

    def load():
        calls.append(1)
        return ["a"]

    assert remember("some-key", load) == ["a"]
    assert remember("some-key", load) == ["a"]
    forget("some-key")  # nothing to forget

    assert len(calls) == 2


@pytest.mark.django_db
def test_the_embedded_default_signs_in_with_sessions_in_the_database(client, settings, reviewer):
    # What config/settings.py gives without REDIS_URL (tests/foundation/test_settings.py).
    settings.SHARED_CACHE = False
    settings.SESSION_ENGINE = "django.contrib.sessions.backends.db"
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

    response = client.post(LOGIN, {"username": "rev", "password": "rev-pass-123"})
    assert response.status_code == 302

    with CaptureQueriesContext(connection) as queries:
        page = client.get(URL)

    assert page.status_code == 200
    assert {"django_session", "auth_user", "reviews_cycle"} <= tables(queries)
