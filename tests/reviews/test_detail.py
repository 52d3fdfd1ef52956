import pytest
from django.core.files.base import ContentFile
from django.urls import reverse

from applicants.models import Document
from reviews import services
from tests.factories import (
    ApplicantFactory,
    ApplicantSkillFactory,
    DocumentFactory,
    EducationFactory,
    LinkFactory,
    PublicationFactory,
    submit,
)

pytestmark = pytest.mark.django_db


def url(applicant, **params):
    from urllib.parse import urlencode

    base = reverse("reviews:applicant_detail", args=[applicant.pk])
    return f"{base}?{urlencode(params)}" if params else base


def test_shows_the_profile_with_each_fact_s_source(client, reviewer, applicant):
    cv = DocumentFactory(
        applicant=applicant,
        original_name="quillfeather-cv.pdf",
        file=ContentFile(b"%PDF-1.4 fictional", name="cv.pdf"),
    )
    homepage = DocumentFactory(
        applicant=applicant,
        kind=Document.Kind.HOMEPAGE,
        content_type="text/html",
        original_name="homepage",
        text="<script>alert(1)</script> I build imaginary compilers.",
    )
    PublicationFactory(document=cv, title="Imaginary Compilers at Scale", venue="PLDI", year=2026)
    EducationFactory(document=cv, institution="Riverbend University", degree="BS")
    ApplicantSkillFactory(document=homepage)
    LinkFactory(document=homepage, url="https://example.org/~ada")
    client.force_login(reviewer)

    response = client.get(url(applicant))

    assert response.status_code == 200
    html = response.content.decode()
    assert "Imaginary Compilers at Scale" in html
    assert 'title="First author">1st' in html
    assert f'href="#doc-{cv.pk}"' in html and f'href="#doc-{homepage.pk}"' in html
    assert reverse("applicants:document_file", args=[cv.pk]) in html  # the PDF viewer
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html  # text shown, never run
    assert "<script>alert(1)" not in html
    assert "Research potential" in html  # the rubric


def test_wrong_method(client, reviewer, applicant):
    client.force_login(reviewer)

    assert client.post(url(applicant)).status_code == 405


def test_a_missing_applicant_is_404(client, reviewer):
    client.force_login(reviewer)

    assert client.get("/applicants/999999/").status_code == 404


def test_anonymous_is_sent_to_log_in(client, applicant):
    assert client.get(url(applicant)).status_code == 302


def test_previous_and_next_follow_the_list_and_its_filters(client, reviewer):
    first, second, third = (
        ApplicantFactory(name=f"{letter} Fictional", level="phd") for letter in "ABC"
    )
    ApplicantFactory(name="B2 Fictional", level="masters")
    client.force_login(reviewer)

    response = client.get(url(second, level="phd", sort="name", pos=1))

    assert response.context["prev_url"] == url(first, level="phd", sort="name", pos=0)
    assert response.context["next_url"] == url(third, level="phd", sort="name", pos=2)
    assert response.context["back_url"].endswith("?level=phd&sort=name&page=1")


def test_a_stale_position_just_drops_previous_and_next(client, reviewer, applicant):
    client.force_login(reviewer)

    response = client.get(url(applicant, pos=40))

    assert response.status_code == 200
    assert "next_url" not in response.context


def test_blind_review_hides_the_others_until_mine_is_in(
    client, reviewer, other_reviewer, applicant
):
    submit(applicant, other_reviewer, overall=2, comment="Imaginary concerns.")
    client.force_login(reviewer)

    before = client.get(url(applicant)).content.decode()
    submit(applicant, reviewer, overall=5)
    after = client.get(url(applicant)).content.decode()

    assert "Imaginary concerns." not in before
    assert "Blind review" in before
    assert "Imaginary concerns." in after


def test_a_conflicted_reviewer_sees_no_scores_and_no_form(
    client, reviewer, other_reviewer, applicant
):
    submit(applicant, other_reviewer, overall=2, comment="Imaginary concerns.")
    services.declare_conflict(applicant, reviewer)
    client.force_login(reviewer)

    html = client.get(url(applicant)).content.decode()

    assert "You declared a conflict" in html
    assert 'id="review-form"' not in html
    assert "Imaginary concerns." not in html


def test_declaring_a_conflict(client, reviewer, applicant):
    submit(applicant, reviewer, overall=5)
    client.force_login(reviewer)

    response = client.post(reverse("reviews:conflict_declare", args=[applicant.pk]))

    assert response.status_code == 302
    assert applicant.conflicts.filter(reviewer=reviewer).exists()
    assert not applicant.reviews.exists()  # the review no longer counts
    assert client.get(reverse("reviews:conflict_declare", args=[applicant.pk])).status_code == 405


@pytest.mark.parametrize(
    ("years_from_now", "said"), [(-3, "graduated"), (0, "graduates"), (1, "graduates")]
)
def test_the_graduation_year_is_said_in_the_past_once_it_has_gone(
    client, reviewer, years_from_now, said
):
    from django.utils import timezone

    year = timezone.now().year + years_from_now
    applicant = ApplicantFactory(expected_graduation=year)
    client.force_login(reviewer)

    html = client.get(url(applicant)).content.decode()

    assert f'<span class="muted">{said} {year}</span>' in html
