import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse

# The set-password link of a new account is opened before its first login (a signed token
# guards it; tests/people).
PUBLIC = {"login", "password_reset_confirm", "password_reset_complete"}


def named_routes(resolver=None, namespace=""):
    for entry in (resolver or get_resolver()).url_patterns:
        if isinstance(entry, URLResolver):
            if entry.app_name == "admin":
                continue  # the admin has its own login page, tested below
            inner = f"{namespace}{entry.namespace}:" if entry.namespace else namespace
            yield from named_routes(entry, inner)
        elif isinstance(entry, URLPattern) and entry.name:
            yield f"{namespace}{entry.name}", entry


def url_for(name: str, pattern: URLPattern) -> str:
    kwargs = {key: 1 for key in pattern.pattern.regex.groupindex}
    return reverse(name, kwargs=kwargs)


ROUTES = sorted(name for name, _ in named_routes() if name not in PUBLIC)


def test_there_are_routes_to_check():
    assert "reviews:applicant_list" in ROUTES
    assert "applicants:upload" in ROUTES


@pytest.mark.django_db
@pytest.mark.parametrize("name", ROUTES)
def test_every_page_sends_an_anonymous_user_to_the_login_page(client, name):
    pattern = dict(named_routes())[name]
    url = url_for(name, pattern)

    response = client.get(url)

    assert response.status_code == 302
    assert response["Location"].startswith(f"{reverse('login')}?next=")


@pytest.mark.django_db
def test_the_admin_asks_for_a_login(client):
    response = client.get("/admin/")

    assert response.status_code == 302
    assert "/admin/login/" in response["Location"]


@pytest.mark.django_db
def test_the_login_page_is_open_and_styled(client):
    response = client.get(reverse("login"))

    assert response.status_code == 200
    assert b"css/app.css" in response.content
    assert b"htmx-2.0.11.min.js" in response.content


@pytest.mark.django_db
def test_a_logged_in_reviewer_sees_the_empty_applicant_list(client, reviewer):
    client.force_login(reviewer)

    response = client.get(reverse("reviews:applicant_list"))

    assert response.status_code == 200
    assert b"No applicants yet" in response.content
    assert b"Upload documents" not in response.content  # reviewers do not upload


@pytest.mark.django_db
def test_only_coordinators_reach_the_upload_page(client, reviewer, coordinator):
    client.force_login(reviewer)
    assert client.get(reverse("applicants:upload")).status_code == 403

    client.force_login(coordinator)
    assert client.get(reverse("applicants:upload")).status_code == 200


def test_an_htmx_request_after_the_session_ended_gets_a_message_and_a_way_back(client):
    response = client.post(
        reverse("reviews:review_save", kwargs={"pk": 7}),
        {"overall": "4", "comment": "half a thought"},
        headers={"HX-Request": "true", "HX-Current-URL": "http://testserver/applicants/7/?pos=2"},
    )

    assert response.status_code == 200
    assert response["HX-Retarget"] == "#messages"
    assert response["HX-Reswap"] == "innerHTML"
    html = response.content.decode()
    assert "Your session has ended" in html
    assert 'href="/login/?next=%2Fapplicants%2F7%2F%3Fpos%3D2"' in html
    assert "id_password" not in html  # not the login form, swapped into a panel


def test_the_way_back_never_leads_to_another_site(client):
    response = client.get(
        reverse("reviews:applicant_list"),
        headers={"HX-Request": "true", "HX-Current-URL": "https://evil.example/phish"},
    )

    assert 'href="/login/?next=%2F"' in response.content.decode()


def test_a_full_page_request_still_goes_to_the_login_page(client):
    response = client.get(reverse("reviews:applicant_list"))

    assert response.status_code == 302
    assert response["Location"].startswith("/login/")
