"""A fact stated by several documents shows once, with a badge per document."""

import re

import pytest
from django.urls import reverse

from applicants.models import Document
from reviews.evidence import profile_evidence
from tests.factories import (
    ApplicantFactory,
    DocumentFactory,
    EducationFactory,
    EmailFactory,
    ExperienceFactory,
    LinkFactory,
    PublicationFactory,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def three_documents():
    applicant = ApplicantFactory(name="Odile Fenwright")
    documents = [
        DocumentFactory(applicant=applicant, kind=kind, original_name=name)
        for kind, name in (
            (Document.Kind.CV, "fenwright-cv.pdf"),
            (Document.Kind.HOMEPAGE, "fenwright.html"),
            (Document.Kind.COVER_LETTER, "fenwright-letter.txt"),
        )
    ]
    return applicant, documents


def test_the_same_email_from_three_documents_is_one_fact_with_three_sources(three_documents):
    applicant, documents = three_documents
    for document in documents:
        EmailFactory(document=document, address="Odile.F@example.net")
    EmailFactory(document=documents[0], address="o.fenwright@example.org")

    emails = profile_evidence(applicant)["emails"]

    assert [e.address for e in emails] == ["Odile.F@example.net", "o.fenwright@example.org"]
    assert emails[0].documents == documents
    assert emails[1].documents == [documents[0]]


def test_facts_keep_the_order_they_were_found_in_after_a_row_changes(three_documents):
    # PostgreSQL writes a changed row anew at the end of its table: read without an order,
    # the first e-mail found would come last.
    applicant, documents = three_documents
    first = EmailFactory(document=documents[0], address="odile@example.net")
    EmailFactory(document=documents[0], address="o.fenwright@example.org")
    first.address = "Odile@example.net"
    first.save()

    emails = profile_evidence(applicant)["emails"]

    assert [e.address for e in emails] == ["Odile@example.net", "o.fenwright@example.org"]


def test_the_most_complete_copy_of_a_degree_stands_for_it(three_documents):
    applicant, (cv, _, letter) = three_documents
    EducationFactory(
        document=letter, institution="University of Westmarch", degree="PhD", field="",
        end_year=None,
    )  # fmt: skip
    EducationFactory(
        document=cv, institution="University  of Westmarch", degree="PhD", field="Robotics",
        end_year=2029,
    )  # fmt: skip
    EducationFactory(document=cv, institution="University of Westmarch", degree="BS")

    education = profile_evidence(applicant)["education"]

    assert [(e.degree, e.field, e.end_year) for e in education] == [
        ("PhD", "Robotics", 2029),
        ("BS", "Computer Science", 2025),
    ]
    assert set(education[0].documents) == {letter, cv}


def test_facts_that_differ_stay_apart(three_documents):
    applicant, (cv, homepage, _) = three_documents
    PublicationFactory(document=cv, title="Gradient Gardens", venue="ICML")
    PublicationFactory(document=homepage, title="Gradient Gardens: Extended", venue="JMLR")

    publications = profile_evidence(applicant)["publications"]

    assert len(publications) == 2


def test_the_applicant_page_shows_a_repeated_fact_once(client, reviewer, three_documents):
    applicant, documents = three_documents
    for document in documents[:2]:
        LinkFactory(
            document=document, kind="github", url="https://github.com/ofenwright",
            normalized_url="github.com/ofenwright",
        )  # fmt: skip
        EmailFactory(document=document, address="odile.f@example.net")
    client.force_login(reviewer)

    html = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()

    assert html.count('href="mailto:odile.f@example.net"') == 1
    assert html.count(">https://github.com/ofenwright</a>") == 1
    github_row = re.search(r"ofenwright</a></div>(.*?)</div>", html, re.S).group(1)
    assert github_row.count('class="src"') == 2


def test_the_cv_comes_first_among_the_documents(client, reviewer, three_documents):
    applicant, (cv, homepage, letter) = three_documents
    client.force_login(reviewer)

    response = client.get(reverse("reviews:applicant_detail", args=[applicant.pk]))

    assert response.context["documents"] == [cv, homepage, letter]


def test_current_degrees_and_positions_come_first(three_documents):
    applicant, (cv, *_) = three_documents
    EducationFactory(document=cv, institution="Old Quarry College", start_year=2016, end_year=2020)
    EducationFactory(
        document=cv, institution="Lanternfield University", start_year=2021, end_year=None
    )
    EducationFactory(document=cv, institution="Undated Academy", end_year=None)
    ExperienceFactory(document=cv, organization="Brine Labs", start_year=2019, end_year=2022)
    ExperienceFactory(document=cv, organization="Kelp Systems", start_year=2023)

    evidence = profile_evidence(applicant)

    assert [e.institution for e in evidence["education"]] == [
        "Lanternfield University",
        "Old Quarry College",
        "Undated Academy",
    ]
    assert [e.organization for e in evidence["experience"]] == ["Kelp Systems", "Brine Labs"]


def test_the_page_marks_a_low_confidence_fact_and_not_a_sure_one(client, reviewer, three_documents):
    applicant, documents = three_documents
    PublicationFactory(
        document=documents[0], title="A Paper Read Cleanly", confidence=0.9, author_position=None
    )
    PublicationFactory(
        document=documents[0], title="A Line Half Read", confidence=0.4, author_position=None
    )
    client.force_login(reviewer)

    html = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()

    def row(title):
        return re.search(rf'<div class="fact([^"]*)"><div>[^<]*{title}.*?</div>', html, re.S)

    unsure, sure = row("A Line Half Read"), row("A Paper Read Cleanly")
    assert unsure.group(1) == " low-confidence" and sure.group(1) == ""
    assert 'title="Low confidence: check against the document">check' in unsure.group(0)
    assert "check" not in sure.group(0)


def test_the_facts_sources_come_without_their_text():
    document = DocumentFactory(text="A long extracted text. " * 2000)
    EducationFactory(document=document)
    [education] = profile_evidence(document.applicant)["education"]
    [source] = education.documents
    assert {"text", "profile"} <= source.get_deferred_fields()
    assert str(source) == document.original_name  # still labels its facts
