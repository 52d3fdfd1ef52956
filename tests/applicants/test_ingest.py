"""Ingest: which applicant a document belongs to, its facts, and the summary fields."""

import pytest

from applicants.ingest import ingest, level_for_degree, normalize_url, refresh_applicant
from applicants.models import Applicant, Document, Email, Publication, Skill
from parsing.profile import Education, Profile
from parsing.profile import Publication as ParsedPublication

pytestmark = pytest.mark.django_db


def profile(**fields) -> Profile:
    fields.setdefault("kind", "cv")
    fields.setdefault("text", "some text")
    return Profile(**fields)


def ingest_new(document_factory, parsed: Profile, **doc_fields) -> Document:
    document = document_factory(applicant=None, **doc_fields)
    ingest(document, parsed)
    document.state = Document.State.PARSED
    document.profile = parsed.to_dict()
    document.text = parsed.text
    document.save()
    refresh_applicant(document.applicant)
    return document


def test_documents_with_the_same_email_become_one_applicant(document_factory):
    first = ingest_new(
        document_factory, profile(name="Orla Fennimore", emails=["orla@example.org"])
    )
    second = ingest_new(
        document_factory,
        profile(kind="homepage", name="O. Fennimore", emails=["ORLA@example.org "]),
    )
    assert first.applicant_id == second.applicant_id
    assert Applicant.objects.count() == 1


def test_documents_with_the_same_homepage_become_one_applicant(document_factory):
    first = ingest_new(
        document_factory,
        profile(name="Orla Fennimore", links={"homepage": "https://www.orla.example.org/"}),
    )
    second = ingest_new(
        document_factory,
        profile(
            name="Orla F.", emails=["o@example.com"], links={"homepage": "http://orla.example.org"}
        ),
    )
    assert first.applicant_id == second.applicant_id


def test_a_shared_lab_link_does_not_join_two_people(document_factory):
    lab = {"linkedin": "https://linkedin.com/company/harbor-lab"}
    first = ingest_new(document_factory, profile(name="Orla Fennimore", links=lab))
    second = ingest_new(document_factory, profile(name="Pim Adeyemi-Ross", links=lab))
    assert first.applicant_id != second.applicant_id


def test_a_name_only_document_joins_the_one_person_of_that_name(document_factory):
    cv = ingest_new(document_factory, profile(name="Orla Fennimore", emails=["orla@example.org"]))
    letter = ingest_new(document_factory, profile(kind="cover_letter", name="Fennimore, Orla"))
    assert letter.applicant_id == cv.applicant_id
    assert letter.applicant.possible_duplicate_of is None


def test_same_name_with_different_contacts_is_kept_apart_and_flagged(document_factory):
    first = ingest_new(
        document_factory, profile(name="Sam Lindqvist", emails=["sam@north.example"])
    )
    second = ingest_new(
        document_factory, profile(name="Sam Lindqvist", emails=["sam@south.example"])
    )
    assert first.applicant_id != second.applicant_id
    assert second.applicant.possible_duplicate_of_id == first.applicant_id


def test_with_two_namesakes_a_name_only_document_is_not_guessed(document_factory):
    first = ingest_new(document_factory, profile(name="Sam Lindqvist", emails=["a@example.org"]))
    ingest_new(document_factory, profile(name="Sam Lindqvist", emails=["b@example.org"]))
    letter = ingest_new(document_factory, profile(kind="cover_letter", name="Sam Lindqvist"))
    assert Applicant.objects.count() == 3
    assert letter.applicant.possible_duplicate_of_id == first.applicant_id


def test_the_batch_applicant_wins_over_matching(document_factory, applicant_factory, batch_factory):
    chosen = applicant_factory(name="Chosen Person")
    batch = batch_factory(applicant=chosen)
    document = ingest_new(
        document_factory, profile(name="Somebody Else", emails=["else@example.org"]), batch=batch
    )
    assert document.applicant_id == chosen.pk


def test_reingesting_replaces_the_documents_facts_without_duplicates(document_factory):
    parsed = profile(
        name="Orla Fennimore",
        emails=["orla@example.org"],
        skills=["CUDA", "Rust"],
        publications=[ParsedPublication(title="Quiet Gradients", venue="ICML", year=2025)],
    )
    document = ingest_new(document_factory, parsed)
    applicant = document.applicant
    applicant.status = Applicant.Status.SHORTLISTED
    applicant.save()
    for _ in range(2):
        ingest(document, parsed)
    applicant.refresh_from_db()
    assert applicant.status == Applicant.Status.SHORTLISTED
    assert Email.objects.count() == 1
    assert Publication.objects.count() == 1
    assert applicant.applicantskills.count() == 2

    parsed.skills = ["Rust"]
    ingest(document, parsed)
    assert list(applicant.applicantskills.values_list("skill__name", flat=True)) == ["Rust"]


def test_skills_are_shared_and_normalised(document_factory):
    ingest_new(document_factory, profile(name="A Person", emails=["a@x.org"], skills=["CUDA"]))
    ingest_new(document_factory, profile(name="B Person", emails=["b@x.org"], skills=[" cuda "]))
    assert Skill.objects.get().normalized == "cuda"


def test_facts_keep_their_source_document(document_factory):
    cv = ingest_new(document_factory, profile(name="Orla Fennimore", emails=["orla@example.org"]))
    home = ingest_new(
        document_factory,
        profile(
            kind="homepage", name="Orla Fennimore", emails=["orla@example.org", "of@lab.example"]
        ),
    )
    assert cv.applicant_id == home.applicant_id
    assert sorted(Email.objects.values_list("address", "document_id")) == [
        ("of@lab.example", home.pk),
        ("orla@example.org", cv.pk),
        ("orla@example.org", home.pk),
    ]


def test_refresh_sets_summary_fields_and_search_text(document_factory):
    parsed = profile(
        name="Orla Fennimore",
        emails=["orla@example.org"],
        education=[
            Education(
                institution="Westvale College", degree="B.Sc.", start_year=2018, end_year=2022
            ),
            Education(
                institution="Univ. of Eastmarch", degree="PhD", start_year=2022, end_year=2099
            ),
        ],
        publications=[ParsedPublication(title="Quiet Gradients", venue="ICML", year=2025)],
        skills=["Julia"],
        research_interests=["robust optimisation", "Robust Optimisation", "sparsity"],
        text="Orla's CV mentions tidal energy.",
    )
    applicant = ingest_new(document_factory, parsed).applicant
    assert applicant.name == "Orla Fennimore"
    assert applicant.normalized_name == "fennimore orla"
    assert applicant.current_institution == "Univ. of Eastmarch"
    assert applicant.level == Applicant.Level.PHD
    assert applicant.expected_graduation == 2099
    assert applicant.research_interests == ["robust optimisation", "sparsity"]
    for expected in ["Westvale College", "Quiet Gradients", "ICML", "Julia", "tidal energy"]:
        assert expected in applicant.search_text


def test_an_undated_school_is_no_current_institution(document_factory):
    parsed = profile(
        name="Orla Fennimore",
        education=[
            Education(
                institution="Westvale University", degree="B.Sc.", start_year=2020, end_year=2024
            ),
            Education(institution="Westvale High School"),
        ],
    )
    applicant = ingest_new(document_factory, parsed).applicant
    assert applicant.current_institution == "Westvale University"
    assert applicant.level == Applicant.Level.UNDERGRADUATE


def test_moving_a_document_out_refreshes_the_applicant_it_left(document_factory, applicant_factory):
    from applicants.merge import move_document

    document = ingest_new(
        document_factory, profile(name="Orla Fennimore", emails=["orla@example.org"], skills=["Go"])
    )
    old = document.applicant
    new = applicant_factory(name="Pim Adeyemi-Ross")
    move_document(document, new)
    old.refresh_from_db()
    new.refresh_from_db()
    assert new.emails.get().address == "orla@example.org"
    assert "Go" in new.search_text
    assert "Go" not in old.search_text.split("\n")


@pytest.mark.parametrize(
    ("degree", "level"),
    [
        ("PhD", "phd"),
        ("Ph.D.", "phd"),
        ("M.Sc.", "masters"),
        ("Master of Science", "masters"),
        ("MA", "masters"),
        ("B.S.", "undergraduate"),
        ("Bachelor of Arts", "undergraduate"),
        ("Diploma", "other"),
        ("", ""),
    ],
)
def test_level_from_degree(degree, level):
    assert level_for_degree(degree) == level


def test_normalize_url():
    assert normalize_url("https://www.Orla.example.org/Home/") == "orla.example.org/home"
    assert normalize_url("github.com/orla") == "github.com/orla"
    assert (
        normalize_url("https://scholar.google.com/citations?user=AbC123")
        == "scholar.google.com/citations?user=AbC123"
    )


def test_a_document_that_names_nobody_waits_for_a_coordinator(document_factory):
    document = document_factory(applicant=None)
    assert ingest(document, profile(name=None, text="Notes on sparse tensors.")) is None
    document.refresh_from_db()
    assert document.applicant is None
    assert not Applicant.objects.exists()


def test_normalize_url_keeps_a_url_urllib_cannot_split():
    assert normalize_url("https://Jo[at]Example.org/") == "jo[at]example.org"


def test_ingest_stores_each_facts_confidence(document_factory):
    from parsing.profile import Experience

    parsed = profile(
        name="Pia Certain",
        education=[Education(institution="Example University", degree="PhD", confidence=0.9)],
        experience=[Experience(organization="Harbor Lab", confidence=0.45)],
        publications=[ParsedPublication(title="A Sure Thing", venue="ACL", confidence=0.8)],
        skills=["Rust"],
        awards=["Best Poster"],
        confidence={"skills": 0.9, "awards": 0.6},
    )
    document = ingest_new(document_factory, parsed)
    applicant = document.applicant
    assert applicant.educations.get().confidence == 0.9
    experience = applicant.experiences.get()
    assert experience.confidence == 0.45 and experience.is_low_confidence
    assert applicant.publications.get().confidence == 0.8
    assert applicant.applicantskills.get().confidence == 0.9
    assert applicant.awards.get().confidence == 0.6 and not applicant.awards.get().is_low_confidence


def test_a_first_ingest_asks_once_for_facts_to_replace_and_hidden_facts_to_keep(
    document_factory, django_assert_max_num_queries
):
    """A new document of a new person has no facts to detach or delete and nobody has hidden
    any of the person's facts: one statement each, not one per fact table."""
    parsed = profile(
        name="Orla Fennimore",
        emails=["orla@example.org"],
        phones=["+44 20 7946 0000"],
        links={"github": "https://github.com/orla-example"},
        education=[Education(institution="Westvale College", degree="B.Sc.", end_year=2022)],
        publications=[ParsedPublication(title="Quiet Gradients", venue="ICML", year=2025)],
        skills=["Julia", "CUDA"],
        awards=["Best Poster"],
    )
    document = document_factory(applicant=None)
    # A savepoint and its release, the lock, the owner reloaded, the cycle, three lookups
    # (email, link, name), the applicant created, the owner saved, one question for facts to
    # replace and one for hidden facts, nine inserts (two for skills) and the skills read back.
    with django_assert_max_num_queries(21):
        ingest(document, parsed)
    assert document.applicant.emails.get().address == "orla@example.org"
    assert document.applicant.awards.get().title == "Best Poster"
