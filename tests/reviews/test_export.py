import csv
import io

import pytest
from django.urls import reverse

from applicants.models import Phone, Publication
from reviews import services
from reviews.export import neutralise
from reviews.models import Criterion
from tests.factories import (
    ApplicantFactory,
    ApplicantSkillFactory,
    DocumentFactory,
    EmailFactory,
    LinkFactory,
    PublicationFactory,
    submit,
)

pytestmark = pytest.mark.django_db
URL = reverse("reviews:export")


def read(response) -> tuple[str, list[dict]]:
    raw = b"".join(response.streaming_content).decode("utf-8")
    return raw, list(csv.DictReader(io.StringIO(raw.removeprefix("\ufeff"))))


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ('=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'),
        ("+1+1", "'+1+1"),
        ("-2", "'-2"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        ("Zoë Ångström", "Zoë Ångström"),
        ("a=b", "a=b"),
        (None, ""),
        (2027, "2027"),
    ],
)
def test_neutralise(value, expected):
    assert neutralise(value) == expected


def test_exports_the_filtered_list_with_bom_and_utf8(client, coordinator, reviewer):
    zoe = ApplicantFactory(name="Zoë Ångström-Ƙ", current_institution="Université Imaginaire")
    cv = DocumentFactory(applicant=zoe)
    EmailFactory(document=cv, address="zoe@example.org")
    LinkFactory(document=cv, url="https://example.org/~zoe")
    PublicationFactory(document=cv, title="Imaginary Caches", venue="OSDI", year=2025)
    ApplicantSkillFactory(document=cv)
    services.tag_applicant(zoe, "systems", coordinator)
    first = Criterion.objects.first()
    submit(zoe, reviewer, overall=4, scores={first.pk: 5}, comment="Fictional: strong.")
    submit(zoe, coordinator, overall=5, scores={first.pk: 3})
    ApplicantFactory(name="Left Out")
    client.force_login(coordinator)

    response = client.get(URL, {"q": "tag:systems"})

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"].startswith('attachment; filename="applicants-')
    raw, rows = read(response)
    assert raw.startswith("\ufeffid,name,page,emails,phones,")
    assert len(rows) == 1
    row = rows[0]
    assert row["name"] == "Zoë Ångström-Ƙ"
    assert row["institution"] == "Université Imaginaire"
    assert row["emails"] == "zoe@example.org"
    assert row["links"] == "https://example.org/~zoe"
    assert row["id"] == str(zoe.pk)
    assert row["page"] == f"http://testserver/applicants/{zoe.pk}/"
    assert row["publications"] == "Imaginary Caches (OSDI 2025)"
    assert row["skills"] == "CUDA"
    assert row["tags"] == "systems"
    assert row["mean score"] == "4.50"
    assert row["reviews"] == "2"
    assert row[f"mean {first.name}"] == "4.00"
    assert row["status"] == "Under review"
    assert "comments" not in row


def test_comments_on_request(client, coordinator, reviewer, applicant):
    submit(applicant, reviewer, overall=3, comment="=cmd|' /C calc'!A0")
    client.force_login(coordinator)

    _, rows = read(client.get(URL, {"comments": "1"}))

    assert rows[0]["comments"] == "rev: =cmd|' /C calc'!A0"  # starts with the name: harmless


def test_formula_cells_are_neutralised(client, coordinator):
    ApplicantFactory(name="=1+2", current_institution="@evil", expected_graduation=None)
    client.force_login(coordinator)

    _, rows = read(client.get(URL))

    assert rows[0]["name"] == "'=1+2"
    assert rows[0]["institution"] == "'@evil"


def test_only_coordinators_export(client, reviewer, applicant):
    client.force_login(reviewer)

    assert client.get(URL).status_code == 403


def test_wrong_method(client, coordinator):
    client.force_login(coordinator)

    assert client.post(URL).status_code == 405


def test_the_shortlist_exports_the_shortlist(client, coordinator):
    ApplicantFactory(name="On The List", status="shortlisted")
    ApplicantFactory(name="Not On It")
    client.force_login(coordinator)

    _, rows = read(client.get(URL, {"in": "shortlist"}))

    assert [row["name"] for row in rows] == ["On The List"]


def test_many_rows_stream_in_chunks(client, coordinator, django_assert_max_num_queries):
    ApplicantFactory.create_batch(2500)
    client.force_login(coordinator)

    response = client.get(URL)
    with django_assert_max_num_queries(40):
        _, rows = read(response)

    assert len(rows) == 2500


def test_each_contact_once_and_publications_with_titles(client, coordinator):
    ada = ApplicantFactory(name="Ada Fictional")
    cv, homepage = DocumentFactory(applicant=ada), DocumentFactory(applicant=ada)
    for document in (cv, homepage):
        EmailFactory(document=document, address="ada@example.org")
        LinkFactory(document=document, url="https://example.org/~ada")
        Phone.objects.create(applicant=ada, document=document, number="+44 20 7946 0000")
    EmailFactory(document=homepage, address="ADA@example.org")
    Phone.objects.create(applicant=ada, document=homepage, number="+44 (20) 7946-0000")
    EmailFactory(document=homepage, address="ada@uni.example.edu")
    for document in (cv, homepage):
        PublicationFactory(document=document, title="Imaginary Caches", venue="OSDI", year=2025)
    PublicationFactory(
        document=cv,
        title="Pretend Queues",
        venue="NSDI",
        year=2026,
        pub_status=Publication.PubStatus.UNDER_REVIEW,
    )
    PublicationFactory(document=cv, title="Untitled Musings", venue="", year=None)
    client.force_login(coordinator)

    _, [row] = read(client.get(URL))

    assert row["emails"] == "ada@example.org; ada@uni.example.edu"
    assert row["links"] == "https://example.org/~ada"
    assert row["phones"] == "'+44 20 7946 0000"  # a leading + is neutralised
    # A set: SQLite before 3.44 aggregates in its own order (PostgreSQL: newest first).
    assert set(row["publications"].split("; ")) == {
        "Pretend Queues (NSDI 2026, under review)",
        "Imaginary Caches (OSDI 2025)",
        "Untitled Musings",
    }


REVIEWS_URL = reverse("reviews:export_reviews")


def test_the_reviews_export_has_one_row_per_review(client, coordinator, reviewer, applicant):
    first, *others = Criterion.objects.filter(active=True)
    submit(applicant, reviewer, overall=4, scores={first.pk: 5}, comment="=Fictional praise.")
    submit(applicant, coordinator, overall=2)
    ApplicantFactory(name="Nobody Reviewed")
    client.force_login(coordinator)

    response = client.get(REVIEWS_URL)

    assert response["Content-Disposition"].startswith('attachment; filename="reviews-')
    raw, rows = read(response)
    assert raw.startswith("\ufeffapplicant id,applicant,reviewer,overall,")
    assert [(row["reviewer"], row["overall"]) for row in rows] == [
        (reviewer.username, "4"),
        (coordinator.username, "2"),
    ]
    assert {row["applicant id"] for row in rows} == {str(applicant.pk)}
    assert rows[0][first.name] == "5"
    assert all(rows[0][criterion.name] == "" for criterion in others)
    assert rows[0]["comment"] == "'=Fictional praise."
    assert rows[0]["confidence"] and rows[0]["submitted at"].startswith("20")


def test_only_coordinators_export_reviews(client, reviewer, applicant):
    client.force_login(reviewer)

    assert client.get(REVIEWS_URL).status_code == 403


def test_facts_stay_on_their_rows_across_chunks(client, coordinator, monkeypatch):
    """Facts are fetched per chunk of the list: each row still gets its own applicant's."""
    monkeypatch.setattr("reviews.export.FACT_CHUNK", 3)
    for n in range(8):
        applicant = ApplicantFactory(name=f"Fictional Person {n}")
        EmailFactory(document__applicant=applicant, address=f"person{n}@example.org")
    client.force_login(coordinator)

    _, rows = read(client.get(URL, {"sort": "-name"}))

    assert [row["name"] for row in rows] == [f"Fictional Person {n}" for n in range(7, -1, -1)]
    assert all(row["emails"] == f"person{row['name'][-1]}@example.org" for row in rows)
