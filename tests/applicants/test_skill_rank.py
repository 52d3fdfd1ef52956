"""Top skills: ranked by what the documents say, stored at ingest, no test scores or sentences."""

import datetime

import pytest
from django.urls import reverse
from django.utils import timezone

from applicants.ingest import refresh_applicant
from applicants.models import Document
from applicants.skill_rank import is_listable_skill, rank_skills
from tests.factories import (
    ApplicantFactory,
    ApplicantSkillFactory,
    DocumentFactory,
    SkillFactory,
)


@pytest.mark.parametrize(
    "name", ["IELTS 7.5", "TOEFL iBT: 112", "GRE 330", "Duolingo English Test 140", "CET-6"]
)
def test_test_scores_are_not_skills(name):
    assert not is_listable_skill(name)


@pytest.mark.parametrize(
    "name",
    [
        "I enjoy building compilers for small chips.",
        "Built a scheduler that halved tail latency in our cluster",
        "2019",
    ],
)
def test_sentences_and_numbers_are_not_skills(name):
    assert not is_listable_skill(name)


@pytest.mark.parametrize("name", ["C++", "CUDA", "PyTorch", "Coq", "Distributed systems", ".NET"])
def test_skill_names_are_skills(name):
    assert is_listable_skill(name)


def test_a_skill_the_text_keeps_mentioning_ranks_above_one_only_listed():
    text = "Skills: Awk, Rust, Zig. I rewrote the Rust runtime; Rust async; Rust FFI."
    assert rank_skills([(text, ["Awk", "Rust", "Zig"])])[0] == "Rust"


def test_a_skills_section_item_outweighs_a_passing_mention():
    cv = ("Skills: Haskell", ["Haskell"])
    letter = ("I once tried Prolog in a course and liked Prolog.", [])
    homepage = ("Prolog", ["Prolog"])
    assert rank_skills([cv, letter, homepage])[:2] == ["Haskell", "Prolog"]


def test_the_newer_document_counts_more():
    newer = ("Skills: Julia", ["Julia"])
    older = ("Skills: Fortran", ["Fortran"])
    assert rank_skills([newer, older]) == ["Julia", "Fortran"]
    assert rank_skills([older, newer]) == ["Fortran", "Julia"]


def test_ties_keep_the_order_the_documents_list_them_in():
    assert rank_skills([("", ["Zig", "Ada", "Lua"])]) == ["Zig", "Ada", "Lua"]


def test_scores_and_sentences_leave_the_ranking():
    listed = ["IELTS 8.0", "Python", "I am a quick learner and love teamwork.", "TOEFL 110"]
    assert rank_skills([("Python and more Python", listed)]) == ["Python"]


@pytest.mark.django_db
def test_ingest_stores_the_ranking_and_the_list_shows_its_first_three(client, reviewer):
    applicant = ApplicantFactory(name="Ines Marlowe")
    older = DocumentFactory(applicant=applicant, text="Skills: Pascal, Go")
    newer = DocumentFactory(
        applicant=applicant, text="Skills: Ada, Go, TOEFL 115. Go services, Go tooling, Ada."
    )
    newer.parsed_at = timezone.now()
    older.parsed_at = newer.parsed_at - datetime.timedelta(days=30)
    Document.objects.bulk_update([older, newer], ["parsed_at"])
    for document, names in [(older, ["Pascal", "Go"]), (newer, ["Ada", "Go", "TOEFL 115"])]:
        for name in names:
            skill = SkillFactory(name=name)
            ApplicantSkillFactory(applicant=applicant, document=document, skill=skill)

    refresh_applicant(applicant)

    applicant.refresh_from_db()
    assert applicant.top_skills == ["Go", "Ada", "Pascal"]
    client.force_login(reviewer)
    html = client.get(reverse("reviews:applicant_list")).content.decode()
    shown = html[html.index('data-label="Skills"') :].split("</td>")[0]
    assert shown.index("Go") < shown.index("Ada") < shown.index("Pascal")
    assert "TOEFL" not in shown
