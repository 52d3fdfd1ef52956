"""A malformed or absurd query parameter is ignored or answered 400, never a 500."""

import pytest

from tests.factories import ApplicantFactory, submit

pytestmark = pytest.mark.django_db
HUGE = "99999999999999999999"


@pytest.fixture
def someone(coordinator):
    applicant = ApplicantFactory(name="Ada Quillfeather")
    submit(applicant, coordinator, overall=4)
    return applicant


DETAIL = "/applicants/APPLICANT/"
BAD_URLS = [
    f"{DETAIL}?pos={HUGE}",
    f"{DETAIL}?pos=-{HUGE}",
    f"{DETAIL}?pos=1e9",
    f"{DETAIL}?pos=%00",
    f"{DETAIL}?pos=2&sort=-mean&page={HUGE}",
    f"/?page={HUGE}",
    "/?page=-1",
    "/?page=abc",
    f"/?page=12&after={HUGE}",
    "/?page=12&after=-1&sort=-mean",
    "/?page=12&after=abc&sort=publications",
    "/?page=12&after=999999&sort=-mean",
    "/?after=APPLICANT&sort=-mean&q=nobody",
    "/?page=12&after=APPLICANT&sort=-calibrated&q=ada",
    f"/?per_page={HUGE}",
    "/?sort=nonsense",
    f"/?sort=-{HUGE}",
    f"/?q=score:>={HUGE}",
    f"/?q=score:{HUGE}..{HUGE}9",
    "/?q=score:1e999",
    f"/?q=score:0.{HUGE}",
    f"/?q=reviewed:{HUGE}",
    "/?q=%00tag:x",
    f"/?in={HUGE}",
    f"/shortlist/?page={HUGE}",
    f"/export.csv?page={HUGE}&sort=x&q=score:>{HUGE}",
    f"/documents/upload/?applicant={HUGE}",
    f"/documents/applicants/merge/?source={HUGE}&target=-1",
    f"/applicants/{HUGE}/",
    f"/documents/{HUGE}/",
    f"/documents/batches/{HUGE}/",
    f"/documents/applicants/{HUGE}/",
]


@pytest.mark.parametrize("url", BAD_URLS)
def test_a_bad_value_is_ignored_or_refused_never_a_500(client, coordinator, someone, url):
    client.force_login(coordinator)
    client.raise_request_exception = False

    response = client.get(url.replace("APPLICANT", str(someone.pk)))

    assert response.status_code in {200, 400, 404}


def test_a_huge_page_past_the_count_cap_is_ignored(client, coordinator, someone, monkeypatch):
    monkeypatch.setattr("reviews.paging.COUNT_CAP", 0)  # every count is "more than the cap"
    client.force_login(coordinator)

    response = client.get("/", {"page": HUGE})

    assert response.status_code == 200
    assert "Ada Quillfeather" in response.content.decode()  # page 1, as with no page


def test_a_bad_position_keeps_the_page_without_neighbours(client, coordinator, someone):
    client.force_login(coordinator)

    response = client.get(f"/applicants/{someone.pk}/", {"pos": HUGE})

    assert response.status_code == 200
    assert 'rel="next"' not in response.content.decode()


@pytest.mark.parametrize("ids", [[HUGE], ["-1"], ["1e3"], ["x"]])
def test_bulk_ids_out_of_range_change_nothing(client, coordinator, someone, ids):
    client.force_login(coordinator)
    client.raise_request_exception = False

    response = client.post(
        "/bulk/", {"action": "tag", "tag": "seen", "ids": ids}, headers={"HX-Request": "true"}
    )

    assert response.status_code in {200, 400}
    assert not someone.tag_links.exists()
