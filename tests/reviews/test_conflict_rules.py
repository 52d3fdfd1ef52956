"""Each conflict-suggestion rule (reviews/conflict_rules.py), with a match and non-matches."""

from reviews.conflict_rules import (
    ApplicantFacts,
    ReviewerFacts,
    author_is,
    organisation_domain,
    suggest_conflicts,
)

REVIEWER = ReviewerFacts(
    first_name="Petra",
    last_name="Vandersloot",
    email="petra@cs.northbridge.example.edu",
    institution="Univ. of Northbridge",
)


def rules(applicant: ApplicantFacts, reviewer: ReviewerFacts = REVIEWER) -> list[str]:
    return [s.rule for s in suggest_conflicts(applicant, reviewer)]


def test_nothing_in_common_suggests_nothing():
    applicant = ApplicantFacts(
        current_institutions=["Lakeshore Institute of Technology"],
        author_lists=[("A Paper", ["Q. Other", "Rona Field"])],
        texts=["My advisor is Prof. Rona Field."],
        emails=["someone@lakeshore.example.org"],
    )

    assert suggest_conflicts(applicant, REVIEWER) == []


def test_same_current_institution_despite_spelling():
    applicant = ApplicantFacts(current_institutions=["The University of Northbridge"])

    (suggestion,) = suggest_conflicts(applicant, REVIEWER)

    assert suggestion.rule == "institution"
    assert "The University of Northbridge" in suggestion.evidence


def test_a_reviewer_without_an_institution_matches_none():
    applicant = ApplicantFacts(current_institutions=[""])

    assert rules(applicant, ReviewerFacts("Petra", "Vandersloot")) == []


def test_coauthor_by_full_name_or_initial():
    applicant = ApplicantFacts(author_lists=[("Tiny Kernels", ["J. Arkwright", "P. Vandersloot"])])

    (suggestion,) = suggest_conflicts(applicant, REVIEWER)

    assert suggestion.rule == "coauthor"
    assert "“P. Vandersloot” is an author of “Tiny Kernels”" in suggestion.evidence
    assert author_is("Vandersloot, Petra", "Petra", "Vandersloot")
    assert author_is("Petra K. Vandersloot", "Petra", "Vandersloot")


def test_a_common_surname_with_an_initial_is_not_enough():
    common = ReviewerFacts(first_name="Wei", last_name="Zhang")

    assert rules(ApplicantFacts(author_lists=[("A Paper", ["W. Zhang"])]), common) == []
    assert rules(ApplicantFacts(author_lists=[("A Paper", ["Wen Zhang"])]), common) == []
    assert rules(ApplicantFacts(author_lists=[("A Paper", ["Wei Zhang"])]), common) == ["coauthor"]


def test_another_first_name_or_a_reviewer_without_a_name_is_no_coauthor():
    applicant = ApplicantFacts(author_lists=[("A Paper", ["Paula Vandersloot", "R. Vandersloot"])])

    assert rules(applicant) == []
    assert rules(applicant, ReviewerFacts(email="x@example.org")) == []


def test_named_as_advisor_in_a_document():
    applicant = ApplicantFacts(
        texts=["Master's thesis, 2024.\nAdvisor: Prof. Petra Vandersloot\nGrade: excellent"]
    )

    (suggestion,) = suggest_conflicts(applicant, REVIEWER)

    assert suggestion.rule == "advisor"
    assert "Advisor: Prof. Petra Vandersloot" in suggestion.evidence


def test_mentor_after_the_name_counts_too():
    applicant = ApplicantFacts(texts=["I worked with Petra Vandersloot as my mentor in 2025."])

    assert rules(applicant) == ["advisor"]


def test_the_name_without_an_advisor_word_is_not_an_advisor():
    applicant = ApplicantFacts(texts=["I read a paper by Petra Vandersloot.\nAdvisor: Rona Field"])

    assert rules(applicant) == []


def test_same_email_domain_of_an_organisation():
    applicant = ApplicantFacts(emails=["student@northbridge.example.edu"])

    (suggestion,) = suggest_conflicts(applicant, REVIEWER)

    assert suggestion.rule == "email_domain"
    assert "example.edu" in suggestion.evidence


def test_webmail_domains_never_match():
    webmail = ReviewerFacts(first_name="Petra", last_name="Vandersloot", email="pv@gmail.com")

    assert rules(ApplicantFacts(emails=["another.person@gmail.com"]), webmail) == []
    assert organisation_domain("someone@outlook.com") == ""


def test_organisation_domain_keeps_country_second_levels():
    assert organisation_domain("a@cs.example.ac.uk") == "example.ac.uk"
    assert organisation_domain("a@mail.example.edu") == "example.edu"
    assert organisation_domain("not-an-address") == ""


def test_several_rules_at_once():
    applicant = ApplicantFacts(
        current_institutions=["University of Northbridge"],
        emails=["x@northbridge.example.edu"],
    )

    assert rules(applicant) == ["institution", "email_domain"]
