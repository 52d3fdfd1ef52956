"""A person's corrections survive the worker re-parsing the document and a newer version of
it arriving: the parser replaces only its own facts, and what a person hid stays hidden."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from applicants.models import Applicant, ApplicantSkill, Document, Education, Fact
from reviews import corrections
from tests.applicants.test_pipeline_worker import wait_until_finished
from tests.factories import ivo_cv_pdf, ivo_cv_version

pytestmark = [pytest.mark.worker, pytest.mark.redis, pytest.mark.django_db(transaction=True)]


def upload(client, name: str, data: bytes) -> Document:
    client.post(reverse("applicants:upload"), {"files": [SimpleUploadedFile(name, data)]})
    (document,) = wait_until_finished(
        Document.objects.filter(original_name=name).values_list("pk", flat=True)
    )
    assert document.state == Document.State.PARSED, document.failure_reason
    return document


def skills(applicant) -> set[str]:
    return set(applicant.applicantskills.values_list("skill__normalized", flat=True))


def test_corrections_survive_a_reparse_and_a_newer_version(
    celery_worker, coordinator_client, coordinator
):
    cv = upload(coordinator_client, "cv.pdf", ivo_cv_pdf())
    applicant = Applicant.objects.get()
    phd = applicant.educations.get(degree__istartswith="PhD")
    corrections.correct_fact(phd, {"field": "Mechanical Engineering"}, coordinator)
    corrections.hide_fact(applicant.applicantskills.get(skill__normalized="cuda"), coordinator)
    corrections.add_fact(applicant, ApplicantSkill, {"name": "Tribology"}, coordinator)
    corrections.correct_profile(
        applicant, name="Ivo B. Brandlmeier", institution="Eastmarch", user=coordinator
    )

    coordinator_client.post(reverse("applicants:applicant_reparse", args=[applicant.pk]))
    wait_until_finished([cv.pk])
    cv.refresh_from_db()
    assert cv.attempts == 1 and cv.state == Document.State.PARSED

    def assert_corrections_hold():
        applicant.refresh_from_db()
        assert applicant.name == "Ivo B. Brandlmeier"
        assert applicant.current_institution == "Eastmarch"
        phds = applicant.educations.filter(degree__istartswith="PhD")
        assert [(e.field, e.origin) for e in phds] == [
            ("Mechanical Engineering", Fact.Origin.PERSON)
        ]
        assert "cuda" not in skills(applicant)
        assert {"python", "tribology"} <= skills(applicant)
        assert "Tribology" in applicant.search_text

    assert_corrections_hold()
    # The parser's own facts were rewritten: its rows are new ones, written by the re-parse.
    reparsed = Education.objects.filter(document=cv, origin=Fact.Origin.PARSER)
    assert reparsed.exists() and all(e.pk > phd.pk for e in reparsed)

    upload(
        coordinator_client,
        "cv-2.pdf",
        ivo_cv_version(gpa="3.9", new_paper=True, last_skill="Rust"),
    )
    assert Document.objects.get(pk=cv.pk).is_superseded
    assert_corrections_hold()
