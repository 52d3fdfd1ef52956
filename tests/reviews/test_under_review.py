"""Papers under review or in submission: marked as such, and out of venue: unless asked."""

import csv
import io

import pytest
from django.urls import reverse

from applicants.ingest import ingest
from applicants.models import Publication
from parsing.profile import Profile
from parsing.profile import Publication as ParsedPublication
from reviews.search import Term, help_lines, parse, unparse
from tests.factories import ApplicantFactory, DocumentFactory, PublicationFactory

UNDER_REVIEW = Publication.PubStatus.UNDER_REVIEW
LIST_URL = reverse("reviews:applicant_list")


def test_status_any_widens_the_venue_terms_of_the_query():
    query = parse("venue:fse status:any skill:coq")

    assert query.errors == []
    assert query.of("venue") == [Term("venue", "fse", any_status=True)]
    assert parse("venue:fse").of("venue") == [Term("venue", "fse")]
    assert unparse(query.terms) == "venue:fse status:any skill:coq"


def test_the_search_help_names_status_any():
    assert any("status:any" in line for line in help_lines())


@pytest.fixture
def fse_authors(db):
    published = ApplicantFactory(name="Pella Okonkwo")
    PublicationFactory(document=DocumentFactory(applicant=published), venue="FSE", year=2025)
    submitted = ApplicantFactory(name="Tamsin Vray")
    PublicationFactory(
        document=DocumentFactory(applicant=submitted), venue="FSE", pub_status=UNDER_REVIEW
    )
    return published, submitted


def listed(client, q) -> list[str]:
    response = client.get(LIST_URL, {"q": q})
    assert response.status_code == 200
    return sorted(a.name for a in response.context["page"].object_list)


@pytest.mark.django_db
def test_a_venue_search_skips_papers_under_review_unless_asked(client, reviewer, fse_authors):
    client.force_login(reviewer)

    assert listed(client, "venue:fse") == ["Pella Okonkwo"]
    assert listed(client, "venue:fse status:any") == ["Pella Okonkwo", "Tamsin Vray"]
    assert listed(client, "-venue:fse") == ["Tamsin Vray"]
    assert listed(client, "status:any") == ["Pella Okonkwo", "Tamsin Vray"]


@pytest.mark.django_db
def test_the_list_chip_and_the_applicant_page_say_under_review(client, reviewer, fse_authors):
    _, submitted = fse_authors
    client.force_login(reviewer)

    chips = client.get(LIST_URL, {"q": "name:vray"}, headers={"HX-Request": "true"})
    page = client.get(reverse("reviews:applicant_detail", args=[submitted.pk]))

    assert "under review at FSE" in chips.content.decode()
    assert "under review at FSE" in page.content.decode()


@pytest.mark.django_db
def test_a_published_paper_is_the_chip_before_one_under_review(client, reviewer):
    applicant = ApplicantFactory(name="Ruan Delacourt")
    document = DocumentFactory(applicant=applicant)
    PublicationFactory(document=document, venue="ICSE", year=2026, pub_status=UNDER_REVIEW)
    PublicationFactory(document=document, venue="ISSTA", year=2023, pub_status="published")
    PublicationFactory(document=document, venue="MSR", year=2026, pub_status=UNDER_REVIEW)
    client.force_login(reviewer)

    html = client.get(LIST_URL).content.decode()

    assert html.index("ISSTA") < html.index("under review at ICSE")
    assert "MSR" not in html  # two chips


@pytest.mark.django_db
def test_the_csv_marks_papers_under_review(client, coordinator, fse_authors):
    client.force_login(coordinator)

    response = client.get(reverse("reviews:export"), {"q": "venue:fse status:any"})

    raw = b"".join(response.streaming_content).decode("utf-8").removeprefix("\ufeff")
    rows = {row["name"]: row for row in csv.DictReader(io.StringIO(raw))}
    assert rows["Pella Okonkwo"]["publications"].endswith("(FSE 2025)")
    assert rows["Tamsin Vray"]["publications"].endswith("(FSE 2025, under review)")


@pytest.mark.django_db
def test_ingest_keeps_the_status_the_parser_read():
    document = DocumentFactory(applicant=None)
    papers = [
        ParsedPublication(
            title="Gradual Types for Lighthouses", venue="FSE", status="under_review"
        ),
        ParsedPublication(title="Tidal Schedulers", venue="ICSE", status="accepted"),
        ParsedPublication(title="Coastal Caches", venue="arXiv", status="preprint"),
        ParsedPublication(title="Harbour Logs", venue="MSR", status="rumoured"),
    ]

    ingest(document, Profile(kind="cv", text="x", name="Wren Talbot", publications=papers))

    statuses = dict(document.publications.values_list("venue", "pub_status"))
    assert statuses == {"FSE": "under_review", "ICSE": "accepted", "arXiv": "preprint", "MSR": ""}
