"""People correct an applicant's facts and name on the applicant page; coordinators delete
applicants. Every change is audited and the page says who corrected what."""

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.urls import reverse

from applicants.fact_keys import keep_hidden
from applicants.ingest import refresh_applicant
from applicants.models import Applicant, ApplicantSkill, Document, Education, Email, Fact
from reviews import corrections
from reviews.models import AuditEntry, Review
from tests.factories import (
    ApplicantFactory,
    ApplicantSkillFactory,
    DocumentFactory,
    EducationFactory,
    EmailFactory,
    ReviewFactory,
)

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def edit_url(fact, kind="education"):
    return reverse("reviews:fact_edit", args=[fact.applicant_id, kind, fact.pk])


EDUCATION = {
    "degree": "PhD",
    "field": "Mechanical Engineering",
    "institution": "Riverbend University",
    "start_year": "2022",
    "end_year": "",
    "gpa": "",
}


@pytest.fixture
def wrong_field(applicant):
    document = DocumentFactory(applicant=applicant)
    return EducationFactory(
        applicant=applicant,
        document=document,
        degree="PhD",
        field="Philosophy",
        institution="Riverbend University",
        start_year=2022,
        end_year=None,
    )


class TestCorrectFact:
    def test_a_coordinator_corrects_a_parser_fact_and_the_page_says_by_whom(
        self, client, coordinator, wrong_field
    ):
        client.force_login(coordinator)

        response = client.post(edit_url(wrong_field), EDUCATION)

        assert response.status_code == 302
        assert response["Location"].endswith(f"/applicants/{wrong_field.applicant_id}/#profile")
        (shown,) = Education.objects.filter(applicant=wrong_field.applicant)
        assert shown.field == "Mechanical Engineering"
        assert shown.origin == Fact.Origin.PERSON and shown.document is None
        assert shown.corrected_by == coordinator
        original = Education.every.get(pk=wrong_field.pk)
        assert original.hidden and original.corrected_by == coordinator
        entry = AuditEntry.objects.get(action="fact_corrected")
        assert entry.actor == coordinator and "Philosophy" in entry.detail["before"]
        page = client.get(reverse("reviews:applicant_detail", args=[wrong_field.applicant_id]))
        html = page.content.decode()
        assert "Mechanical Engineering" in html and "Philosophy" not in html
        assert "corrected by coord" in html

    def test_the_edit_form_is_a_page_without_htmx_and_inline_with_it(
        self, client, coordinator, wrong_field
    ):
        client.force_login(coordinator)

        page = client.get(edit_url(wrong_field))
        inline = client.get(edit_url(wrong_field), headers=HTMX)

        assert page.status_code == 200 and "<html" in page.content.decode()
        assert 'value="Philosophy"' in page.content.decode()
        assert "<html" not in inline.content.decode()
        assert 'id="fact-form"' in inline.content.decode()

    def test_an_htmx_save_returns_the_profile_with_the_correction(
        self, client, coordinator, wrong_field
    ):
        client.force_login(coordinator)

        response = client.post(edit_url(wrong_field), EDUCATION, headers=HTMX)

        html = response.content.decode()
        assert response.status_code == 200
        assert html.lstrip().startswith('<section class="ap-profile card" id="profile"')
        assert "Mechanical Engineering" in html and "corrected by coord" in html

    def test_an_invalid_htmx_save_returns_the_form_in_place(self, client, coordinator, wrong_field):
        client.force_login(coordinator)

        response = client.post(
            edit_url(wrong_field), {**EDUCATION, "start_year": "twenty"}, headers=HTMX
        )

        assert response.status_code == 200
        assert response["HX-Retarget"] == "#fact-form"
        assert Education.objects.get().field == "Philosophy"

    def test_wrong_method(self, client, coordinator, wrong_field):
        client.force_login(coordinator)
        hide = reverse("reviews:fact_hide", args=[wrong_field.applicant_id, "education", 1])
        assert client.put(edit_url(wrong_field)).status_code == 405
        assert client.get(hide).status_code == 405

    def test_a_reviewer_may_not_correct_unless_the_setting_allows_it(
        self, client, reviewer, wrong_field, settings
    ):
        client.force_login(reviewer)
        settings.REVIEWERS_MAY_CORRECT_FACTS = False
        assert client.post(edit_url(wrong_field), EDUCATION).status_code == 403
        assert (
            "edit</a>" not in client.get(wrong_field.applicant.get_absolute_url()).content.decode()
        )

        settings.REVIEWERS_MAY_CORRECT_FACTS = True
        assert client.post(edit_url(wrong_field), EDUCATION).status_code == 302
        assert Education.objects.get().corrected_by == reviewer

    def test_a_person_fact_is_edited_in_place(self, coordinator, wrong_field):
        corrected = corrections.correct_fact(wrong_field, {"field": "Robotics"}, coordinator)
        again = corrections.correct_fact(corrected, {"field": "Mechanical Eng."}, coordinator)
        assert again.pk == corrected.pk
        assert Education.objects.get().field == "Mechanical Eng."
        assert Education.every.count() == 2


class TestHideAndAdd:
    def test_hiding_a_fact_hides_every_document_copy_of_it(self, client, coordinator, applicant):
        cv, letter = DocumentFactory(applicant=applicant), DocumentFactory(applicant=applicant)
        email = EmailFactory(applicant=applicant, document=cv, address="old@example.org")
        EmailFactory(applicant=applicant, document=letter, address="OLD@example.org")
        client.force_login(coordinator)

        response = client.post(
            reverse("reviews:fact_hide", args=[applicant.pk, "email", email.pk]), headers=HTMX
        )

        assert response.status_code == 200 and 'id="profile"' in response.content.decode()
        assert not Email.objects.filter(applicant=applicant).exists()
        assert Email.every.filter(applicant=applicant, hidden=True).count() == 2
        assert AuditEntry.objects.get(action="fact_hidden").detail["kind"] == "email"

    def test_a_coordinator_adds_a_skill_and_search_text_has_it(
        self, client, coordinator, applicant
    ):
        client.force_login(coordinator)

        response = client.post(
            reverse("reviews:fact_add", args=[applicant.pk, "skill"]), {"name": "Tribology"}
        )

        assert response.status_code == 302
        skill = ApplicantSkill.objects.get(applicant=applicant)
        assert skill.skill.name == "Tribology" and skill.origin == Fact.Origin.PERSON
        applicant.refresh_from_db()
        assert "Tribology" in applicant.search_text
        assert AuditEntry.objects.filter(action="fact_added").exists()

    def test_the_add_form_inline(self, client, coordinator, applicant):
        client.force_login(coordinator)
        response = client.get(
            reverse("reviews:fact_add", args=[applicant.pk, "phone"]), headers=HTMX
        )
        assert response.status_code == 200 and 'name="number"' in response.content.decode()

    def test_an_unknown_kind_is_refused(self, client, coordinator, applicant):
        client.force_login(coordinator)
        response = client.get(reverse("reviews:fact_add", args=[applicant.pk, "hobby"]))
        assert response.status_code == 403

    def test_a_hidden_parser_fact_stays_hidden_when_a_parse_writes_it_again(
        self, coordinator, applicant
    ):
        cv = DocumentFactory(applicant=applicant)
        skill = ApplicantSkillFactory(applicant=applicant, document=cv)
        corrections.hide_fact(skill, coordinator)
        newer = DocumentFactory(applicant=applicant)
        ApplicantSkill.objects.create(applicant=applicant, document=newer, skill=skill.skill)

        keep_hidden(newer)

        assert not ApplicantSkill.objects.filter(applicant=applicant).exists()


class TestName:
    def test_an_applicant_without_a_name_is_named_and_parsing_keeps_it(self, client, coordinator):
        nameless = ApplicantFactory(name="", current_institution="")
        DocumentFactory(applicant=nameless, profile={"name": "Parsed Wrongname"})
        client.force_login(coordinator)
        url = reverse("reviews:profile_edit", args=[nameless.pk])
        assert "name this applicant" in client.get(nameless.get_absolute_url()).content.decode()

        response = client.post(
            url, {"name": "Mira Okonkwo-Vale", "institution": "Lakeside Institute"}, headers=HTMX
        )

        assert response.status_code == 200 and 'id="headline"' in response.content.decode()
        assert "Mira Okonkwo-Vale" in response.content.decode()
        refresh_applicant(nameless)
        nameless.refresh_from_db()
        assert nameless.name == "Mira Okonkwo-Vale"
        assert nameless.current_institution == "Lakeside Institute"
        assert nameless.name_corrected_by == coordinator
        assert AuditEntry.objects.get(action="profile_corrected").detail["name"] == [
            "",
            "Mira Okonkwo-Vale",
        ]

    def test_without_htmx_the_name_form_redirects(self, client, coordinator, applicant):
        client.force_login(coordinator)
        url = reverse("reviews:profile_edit", args=[applicant.pk])
        assert client.get(url).status_code == 200
        response = client.post(url, {"name": "Ada Q.", "institution": ""})
        assert response.status_code == 302
        applicant.refresh_from_db()
        assert applicant.name == "Ada Q." and applicant.institution_corrected_at is not None


class TestDeleteApplicant:
    def test_the_confirmation_says_what_goes(self, client, coordinator, applicant):
        DocumentFactory(applicant=applicant)
        ReviewFactory(applicant=applicant)
        client.force_login(coordinator)

        page = client.get(reverse("reviews:applicant_delete", args=[applicant.pk]))

        html = page.content.decode()
        assert page.status_code == 200
        assert "1 document " in html and "1 review," in html
        assert Applicant.objects.filter(pk=applicant.pk).exists()

    def test_deleting_removes_everything_but_the_audit_entry_and_then_the_files(
        self, client, coordinator, applicant, django_capture_on_commit_callbacks
    ):
        document = DocumentFactory(applicant=applicant)
        document.file.save("x", ContentFile(b"%PDF-1.4 fictional"))
        stored = document.file.name
        EmailFactory(applicant=applicant, document=document)
        ReviewFactory(applicant=applicant)
        pk = applicant.pk
        client.force_login(coordinator)

        with django_capture_on_commit_callbacks(execute=True):
            response = client.post(reverse("reviews:applicant_delete", args=[pk]))

        assert response.status_code == 302
        assert response["Location"] == reverse("reviews:applicant_list")
        assert not Applicant.objects.filter(pk=pk).exists()
        assert not Document.objects.filter(pk=document.pk).exists()
        assert not Review.objects.exists()
        assert not default_storage.exists(stored)
        entry = AuditEntry.objects.get(action="applicant_deleted")
        assert entry.applicant_id is None and entry.actor == coordinator
        assert entry.detail == {
            "applicant_id": pk,
            "name": "Ada Quillfeather",
            "documents": 1,
            "facts": 1,
            "reviews": 1,
        }

    def test_htmx_deletion_redirects_the_page(self, client, coordinator, applicant):
        client.force_login(coordinator)
        response = client.post(
            reverse("reviews:applicant_delete", args=[applicant.pk]), headers=HTMX
        )
        assert response.status_code == 200
        assert response["HX-Redirect"] == reverse("reviews:applicant_list")

    def test_a_reviewer_may_not_delete(self, client, reviewer, applicant, settings):
        settings.REVIEWERS_MAY_CORRECT_FACTS = True
        client.force_login(reviewer)
        url = reverse("reviews:applicant_delete", args=[applicant.pk])
        assert client.get(url).status_code == 403
        assert client.post(url).status_code == 403
        assert Applicant.objects.filter(pk=applicant.pk).exists()

    def test_wrong_method(self, client, coordinator, applicant):
        client.force_login(coordinator)
        url = reverse("reviews:applicant_delete", args=[applicant.pk])
        assert client.put(url).status_code == 405


class TestEverythingReadsCorrectedFacts:
    def test_search_the_list_and_the_csv_see_corrections_not_hidden_facts(
        self, client, coordinator, applicant
    ):
        cv = DocumentFactory(applicant=applicant)
        wrong = EmailFactory(applicant=applicant, document=cv, address="typo@example.org")
        skill = ApplicantSkillFactory(applicant=applicant, document=cv)
        corrections.correct_fact(wrong, {"address": "ada@example.org"}, coordinator)
        corrections.hide_fact(skill, coordinator)
        corrections.add_fact(applicant, ApplicantSkill, {"name": "Tribology"}, coordinator)
        client.force_login(coordinator)

        def listed(query):
            response = client.get(reverse("reviews:applicant_list"), {"q": query})
            return "Ada Quillfeather" in response.content.decode()

        assert listed("skill:tribology") and not listed(f"skill:{skill.skill.name}")
        assert "Tribology" in client.get(reverse("reviews:applicant_list")).content.decode()
        response = client.get(reverse("reviews:export"))
        export = b"".join(response.streaming_content).decode("utf-8-sig")
        assert "ada@example.org" in export and "typo@example.org" not in export
        assert "Tribology" in export and skill.skill.name not in export


def test_a_merge_takes_hidden_facts_along(coordinator, applicant):
    from applicants.merge import merge_applicants

    duplicate = ApplicantFactory(name="Ada Quillfeather")
    skill = ApplicantSkillFactory(
        applicant=duplicate, document=DocumentFactory(applicant=duplicate)
    )
    corrections.hide_fact(skill, coordinator)

    merge_applicants(duplicate, applicant)

    assert ApplicantSkill.every.get(pk=skill.pk).applicant_id == applicant.pk
    assert not ApplicantSkill.objects.filter(applicant=applicant).exists()
