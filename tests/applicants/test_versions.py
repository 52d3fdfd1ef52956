"""A second version of the same document: the newer one's facts count, the older one is kept,
marked superseded, and a coordinator can restore it."""

import csv
import io

import pytest
from django.urls import reverse

from applicants import merge, pipeline, versions
from applicants.models import Applicant, Document, Education
from tests.factories import (
    IVO_HOMEPAGE,
    NEW_PAPER,
    OLD_PAPER,
    parse_now,
    queued_document,
)
from tests.factories import ivo_cv_version as ivo_cv

pytestmark = pytest.mark.django_db


def upload(data: bytes, name: str) -> Document:
    return queued_document(data, name)


def facts(applicant: Applicant) -> dict:
    return {
        "papers": sorted(applicant.publications.values_list("title", flat=True)),
        "skills": sorted(applicant.applicantskills.values_list("skill__name", flat=True)),
        "gpa": sorted(
            Education.objects.filter(applicant=applicant)
            .exclude(gpa="")
            .values_list("gpa", flat=True)
        ),
    }


V1_FACTS = {"papers": [OLD_PAPER], "skills": ["CUDA", "Python", "Rust"], "gpa": ["3.47/4.00"]}
V2_FACTS = {
    "papers": [NEW_PAPER, OLD_PAPER],
    "skills": ["CUDA", "Python", "Zig"],
    "gpa": ["3.86/4.00"],
}


@pytest.fixture
def two_versions():
    v1 = upload(ivo_cv(gpa="3.47/4.00", new_paper=False, last_skill="Rust"), "cv-2024.pdf")
    v2 = upload(ivo_cv(gpa="3.86/4.00", new_paper=True, last_skill="Zig"), "cv-2025.pdf")
    return v1, v2


def test_the_newer_cv_supersedes_the_older_ones_facts(two_versions):
    v1, v2 = two_versions
    parse_now(v1)
    parse_now(v2)

    v1.refresh_from_db()
    v2.refresh_from_db()
    applicant = Applicant.objects.get()
    assert {v1.applicant_id, v2.applicant_id} == {applicant.pk}
    assert v1.superseded_by_id == v2.pk
    assert v1.state == Document.State.PARSED  # kept, with its text and stored profile
    assert OLD_PAPER in v1.text
    assert facts(applicant) == V2_FACTS
    assert not v1.publications.exists()


def test_the_newer_upload_wins_whichever_is_parsed_first(two_versions):
    v1, v2 = two_versions
    parse_now(v2)
    parse_now(v1)

    v1.refresh_from_db()
    assert v1.superseded_by_id == v2.pk
    assert facts(Applicant.objects.get()) == V2_FACTS


def test_counts_chips_search_and_export_read_only_the_current_version(
    two_versions, coordinator_client
):
    v1, v2 = two_versions
    parse_now(v1)
    parse_now(v2)
    applicant = Applicant.objects.get()

    response = coordinator_client.get(reverse("reviews:applicant_list"))
    (row,) = response.context["page"].object_list
    assert len(row.publication_list) == 2
    assert sorted(row.top_skills) == ["CUDA", "Python", "Zig"]  # the skills the row shows
    assert "Rust" not in applicant.search_text  # only the older version lists it

    def found(q):
        response = coordinator_client.get(reverse("reviews:applicant_list"), {"q": q})
        return [a.pk for a in response.context["page"].object_list]

    assert found("skill:rust") == []
    assert found("rust") == []
    assert found("skill:zig") == found("zig") == [applicant.pk]

    export = coordinator_client.get(reverse("reviews:export"))
    raw = b"".join(export.streaming_content).decode("utf-8").removeprefix("\ufeff")
    (line,) = csv.DictReader(io.StringIO(raw))
    assert sorted(line["skills"].split("; ")) == ["CUDA", "Python", "Zig"]
    assert line["publications"].count("MLSys") == 1


def test_restoring_the_older_version_makes_its_facts_count_again(two_versions):
    v1, v2 = two_versions
    parse_now(v1)
    parse_now(v2)

    versions.restore_document(v1)

    v1.refresh_from_db()
    v2.refresh_from_db()
    applicant = Applicant.objects.get()
    assert (v1.superseded_by_id, v2.superseded_by_id) == (None, v1.pk)
    assert facts(applicant) == V1_FACTS
    applicant.refresh_from_db()
    assert NEW_PAPER not in applicant.search_text


def test_a_restored_version_stays_chosen_when_everything_is_parsed_again(two_versions):
    v1, v2 = two_versions
    parse_now(v1)
    parse_now(v2)
    versions.restore_document(v1)

    pipeline.reparse_everything()
    parse_now(v2)
    parse_now(v1)

    v2.refresh_from_db()
    assert v2.superseded_by_id == v1.pk
    assert facts(Applicant.objects.get()) == V1_FACTS


def test_a_third_version_supersedes_the_restored_one(two_versions):
    v1, v2 = two_versions
    parse_now(v1)
    parse_now(v2)
    versions.restore_document(v1)
    v3 = upload(ivo_cv(gpa="3.97/4.00", new_paper=False, last_skill="Go"), "cv-2026.pdf")
    parse_now(v3)

    assert set(Document.objects.exclude(pk=v3.pk).values_list("superseded_by", flat=True)) == {
        v3.pk
    }
    assert facts(Applicant.objects.get())["gpa"] == ["3.97/4.00"]


def test_documents_of_other_kinds_are_not_superseded(two_versions):
    v1, v2 = two_versions
    homepage = upload(IVO_HOMEPAGE, "home.html")
    parse_now(homepage)
    parse_now(v1)
    parse_now(v2)

    homepage.refresh_from_db()
    applicant = Applicant.objects.get()
    assert homepage.superseded_by is None
    assert homepage.links.filter(kind="github").exists()
    assert applicant.emails.filter(document=homepage).exists()
    versions.restore_document(Document.objects.get(pk=v1.pk))
    assert homepage.links.filter(kind="github").exists()


def test_merging_two_applicants_keeps_the_newer_cv():
    v1 = upload(ivo_cv(gpa="3.47/4.00", new_paper=False, last_skill="Rust"), "cv-2024.pdf")
    v2 = upload(ivo_cv(gpa="3.86/4.00", new_paper=True, last_skill="Zig"), "cv-2025.pdf")
    source = Applicant.objects.create(name="Ivo Brandlmeier")
    target = Applicant.objects.create(name="I. Brandlmeier")
    Document.objects.filter(pk=v1.pk).update(applicant=target)
    Document.objects.filter(pk=v2.pk).update(applicant=source)
    parse_now(v1)
    parse_now(v2)
    assert facts(target) == V1_FACTS

    merge.merge_applicants(source, target)

    assert Document.objects.get(pk=v1.pk).superseded_by_id == v2.pk
    assert facts(target) == V2_FACTS


def test_moving_the_current_version_away_restores_the_previous_one(two_versions):
    v1, v2 = two_versions
    parse_now(v1)
    parse_now(v2)
    applicant = Applicant.objects.get()
    other = Applicant.objects.create(name="Someone Else")

    merge.move_document(Document.objects.get(pk=v2.pk), other)

    assert Document.objects.get(pk=v1.pk).superseded_by is None
    assert facts(applicant) == V1_FACTS
    assert facts(other) == V2_FACTS


def test_an_older_version_read_again_as_another_kind_counts_again(two_versions):
    v1, v2 = two_versions
    parse_now(v1)
    parse_now(v2)

    pipeline.correct_kind(Document.objects.get(pk=v1.pk), Document.Kind.COVER_LETTER)
    parse_now(v1)

    assert Document.objects.get(pk=v1.pk).superseded_by is None
    assert Document.objects.get(pk=v2.pk).superseded_by is None
    assert Applicant.objects.get().emails.filter(document=v1).exists()


# -- The Restore action on the applicant page ---------------------------------------------


@pytest.fixture
def superseded(two_versions):
    v1, v2 = two_versions
    parse_now(v1)
    parse_now(v2)
    v1.refresh_from_db()
    return v1


def test_the_applicant_page_marks_the_older_version_and_offers_restore(
    superseded, coordinator_client
):
    url = superseded.applicant.get_absolute_url()
    page = coordinator_client.get(url).content.decode()
    restore = reverse("applicants:document_restore", args=[superseded.pk])
    assert "Superseded" in page
    assert f'action="{restore}"' in page
    assert page.index("cv-2025.pdf") < page.index(restore)  # the current version first


def test_reviewers_see_the_mark_but_no_restore_button(superseded, reviewer_client):
    page = reviewer_client.get(superseded.applicant.get_absolute_url()).content.decode()
    assert "Superseded" in page
    assert reverse("applicants:document_restore", args=[superseded.pk]) not in page


def test_a_coordinator_restores_with_a_plain_post(superseded, coordinator_client):
    back = superseded.applicant.get_absolute_url()
    response = coordinator_client.post(
        reverse("applicants:document_restore", args=[superseded.pk]), {"next": back}
    )
    assert response.status_code == 302
    assert response["Location"] == back
    assert facts(Applicant.objects.get()) == V1_FACTS


def test_a_coordinator_restores_with_htmx_and_the_page_reloads(superseded, coordinator_client):
    back = superseded.applicant.get_absolute_url()
    response = coordinator_client.post(
        reverse("applicants:document_restore", args=[superseded.pk]),
        {"next": back},
        headers={"HX-Request": "true"},
    )
    assert response.status_code == 200
    assert response["HX-Redirect"] == back
    assert Document.objects.get(pk=superseded.pk).superseded_by is None


def test_restoring_the_current_version_is_refused_with_a_message(superseded, coordinator_client):
    current = superseded.superseded_by
    response = coordinator_client.post(
        reverse("applicants:document_restore", args=[current.pk]), follow=True
    )
    assert "already the version that counts" in response.content.decode()
    assert facts(Applicant.objects.get()) == V2_FACTS


def test_only_coordinators_restore_and_only_by_post(
    superseded, reviewer_client, coordinator_client
):
    url = reverse("applicants:document_restore", args=[superseded.pk])
    assert reviewer_client.post(url).status_code == 403
    assert coordinator_client.get(url).status_code == 405
    assert Document.objects.get(pk=superseded.pk).superseded_by is not None


def test_the_document_page_says_which_version_counts(superseded, coordinator_client):
    page = coordinator_client.get(reverse("applicants:document", args=[superseded.pk]))
    text = page.content.decode()
    assert "Superseded" in text
    assert reverse("applicants:document", args=[superseded.superseded_by_id]) in text
    assert reverse("applicants:document_restore", args=[superseded.pk]) in text


def test_the_admin_shows_but_never_edits_which_version_counts(superseded, admin_client):
    page = admin_client.get(reverse("admin:applicants_document_change", args=[superseded.pk]))
    assert page.status_code == 200
    assert 'name="superseded_by"' not in page.content.decode()
    assert "cv-2025.pdf" in page.content.decode()
