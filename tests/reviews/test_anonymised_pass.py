"""The anonymised first pass: until the discussion, reviewers never learn who an applicant is.

The walk opens every URL of the project (the permission matrix's ROUTES), as pages and as
htmx partials, as a reviewer who is assigned, has reviewed and was mentioned, and checks
that no response holds the applicant's name, e-mail, phone, profile link, handle or
institution; searches for them find nothing. Coordinators see everything, and so does
everyone once the cycle reaches the discussion.
"""

import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.urls import reverse

from applicants.models import Document, Phone
from reviews import anonymity, discussion, services
from reviews.anonymity import AnonymisedPass, Redactor
from reviews.models import Assignment, Comment, Cycle, SavedSearch, Tag
from tests.factories import (
    ApplicantFactory,
    BatchFactory,
    DocumentFactory,
    EducationFactory,
    EmailFactory,
    ExperienceFactory,
    LinkFactory,
    UserFactory,
    submit,
)
from tests.reviews.test_permission_matrix import (
    BATCH,
    COMMENT,
    CYCLE,
    DOC,
    FACT,
    KIND,
    MERGE,
    REVIEWER,
    SEARCH,
    SUGGESTION,
    TAG,
    USER,
    A,
    body,
    project_routes,
    url_of,
)

pytestmark = pytest.mark.django_db
User = get_user_model()

NAME = "Orla Quennell-Vasz"
EMAIL = "oquennell@tarrow-tech.example"
PHONE = "+44 20 7946 0958"
HOMEPAGE = "https://github.com/orlaqv"
INSTITUTION = "Tarrow Institute of Technology"
CV_TEXT = (
    f"{NAME}\n{EMAIL} | +44 (20) 7946-0958 | github.com/orlaqv\n"
    f"Education\nBSc Computer Science, {INSTITUTION}, 2022-2026\n"
    "Experience\nResearch assistant, compilers group, Tarrow Institute Of  Technology\n"
    "Contact me at orla [at] tarrow-tech [dot] example or on www.orlaqv.example.\n"
    "Built a register allocator for a toy compiler in Rust.\n"
)
# What must never reach a reviewer in the pass, matched ignoring case.
IDENTITY = ("Orla", "Quennell", "oquennell", "tarrow-tech", "7946", "orlaqv", "Tarrow")


@pytest.fixture
def anonymised_cycle():
    cycle = Cycle.objects.default()
    cycle.phase = Cycle.Phase.REVIEWING
    cycle.anonymised_first_pass = True
    cycle.anonymise_institution = True
    cycle.save()
    return cycle


@pytest.fixture
def world(anonymised_cycle, coordinator, reviewer):
    """An applicant of the anonymised cycle with every kind of identifying fact, assigned to
    the reviewer, reviewed by them and by another, discussed with a mention of them."""
    applicant = ApplicantFactory(
        name=NAME,
        current_institution=INSTITUTION,
        cycle=anonymised_cycle,
        search_text=f"{CV_TEXT} quennell orla",
    )
    document = DocumentFactory(
        applicant=applicant,
        batch=BatchFactory(cycle=anonymised_cycle),
        original_name="orla_quennell_cv.pdf",
        text=CV_TEXT,
        warnings=[f"Two names found: {NAME} and O. Quennell"],
    )
    homepage = DocumentFactory(
        applicant=applicant,
        kind=Document.Kind.HOMEPAGE,
        original_name="",
        source_url="https://orlaqv.example/",
        content_type="text/html",
        text=f"<h1>{NAME}</h1>",
    )
    EmailFactory(document=document, address=EMAIL)
    Phone.objects.create(applicant=applicant, document=document, number=PHONE)
    LinkFactory(document=homepage, url=HOMEPAGE, normalized_url="github.com/orlaqv")
    fact = EducationFactory(document=document, institution=INSTITUTION)
    ExperienceFactory(document=document, organization=INSTITUTION, role="Research assistant")
    other = UserFactory(username="other-reviewer")
    Assignment.objects.create(applicant=applicant, reviewer=reviewer)
    submit(applicant, reviewer, overall=4, comment="Strong systems work.")
    submit(applicant, other, overall=3, comment="Good.")
    discussion.post_comment(
        applicant, other, f"@{reviewer.username} see the compiler.", site_url="http://testserver/"
    )
    services.tag_applicant(applicant, "anon", other)
    return {
        A: applicant.pk,
        DOC: document.pk,
        BATCH: document.batch_id,
        CYCLE: anonymised_cycle.pk,
        USER: other.pk,
        REVIEWER: other.pk,
        TAG: Tag.objects.get(name="anon").pk,
        COMMENT: Comment.objects.get().pk,
        MERGE: 999999,
        SUGGESTION: 999999,
        SEARCH: SavedSearch.objects.create(name="s", querystring="q=x", created_by=other).pk,
        KIND: "education",
        FACT: fact.pk,
        "uidb64": "MQ",
        "token": "not-a-token",
        "record": applicant,
        "homepage": homepage,
    }


def leaked(text: str) -> list[str]:
    return [word for word in IDENTITY if word.casefold() in text.casefold()]


def list_rows(client, query: str) -> set[int]:
    response = client.get(reverse("reviews:applicant_list"), {"q": query})
    assert response.status_code == 200
    return {int(pk) for pk in re.findall(r'name="ids" value="(\d+)"', body(response))}


# -- Every route ---------------------------------------------------------------------------


def test_no_route_shows_a_reviewer_who_the_applicant_is(client, world, reviewer, settings):
    settings.REVIEWERS_MAY_CORRECT_FACTS = True
    client.force_login(reviewer)
    urls = [url_of(name, world) for name in project_routes() if name != "logout"]
    urls += [
        reverse("applicants:document", args=[world["homepage"].pk]),
        reverse("applicants:document_text", args=[world["homepage"].pk]),
        reverse("reviews:applicant_detail", args=[world[A]]) + "?from=queue",
        reverse("reviews:applicant_list") + "?sort=name",
        reverse("reviews:applicant_list") + "?sort=-institution",
        reverse("reviews:applicant_list") + "?q=compiler",
    ]
    opened = 0
    for url in urls:
        for headers in ({}, {"HX-Request": "true"}):
            response = client.get(url, headers=headers)
            assert response.status_code != 500, url
            if response.status_code == 200:
                opened += 1
                assert not leaked(body(response)), (url, headers, leaked(body(response)))
    assert opened > 30  # the walk reached the pages, not only refusals


def test_the_applicant_page_shows_the_work_and_says_what_is_hidden(client, world, reviewer):
    client.force_login(reviewer)
    page = body(client.get(reverse("reviews:applicant_detail", args=[world[A]])))

    assert f"Applicant #{world[A]}" in page
    assert "register allocator for a toy compiler in Rust" in page  # the work stays
    assert "[name]" in page and "[e-mail]" in page and "[institution]" in page
    assert "Anonymised first pass" in page
    assert 'class="pdf"' not in page  # no original file in a frame
    assert "Strong systems work." in page  # the blind-review rules still apply as before


def test_the_original_file_is_refused_with_a_reason(client, world, reviewer):
    client.force_login(reviewer)
    response = client.get(reverse("applicants:document_file", args=[world[DOC]]))
    assert response.status_code == 403


def test_correcting_facts_is_left_to_coordinators_in_the_pass(client, world, reviewer, settings):
    settings.REVIEWERS_MAY_CORRECT_FACTS = True
    client.force_login(reviewer)
    response = client.post(
        reverse("reviews:profile_edit", args=[world[A]]), {"name": "Guess", "institution": ""}
    )
    assert response.status_code == 403
    world["record"].refresh_from_db()
    assert world["record"].name == NAME


# -- Search ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "query",
    [
        "Quennell",
        "orla",
        "Quennells",
        '"Orla Quennell"',
        "compiler Quennell",
        "oquennell",
        "orlaqv",
        "Tarrow",
        "name:orla",
        "institution:tarrow",
    ],
)
def test_a_search_by_who_the_applicant_is_does_not_tell_them_apart(client, world, reviewer, query):
    bystander = ApplicantFactory(name="Bram Ostrander", cycle=world["record"].cycle)
    client.force_login(reviewer)
    rows = list_rows(client, query)
    assert (world[A] in rows) == (bystander.pk in rows), rows


def test_a_search_by_the_work_still_finds_them_and_excluding_a_name_leaves_them(
    client, world, reviewer
):
    client.force_login(reviewer)
    assert world[A] in list_rows(client, "compiler")
    assert world[A] in list_rows(client, "-Quennell")
    response = client.get(reverse("reviews:applicant_list"), {"q": "name:orla"})
    assert "searches are off in the anonymised first pass" in body(response)


def test_sorting_by_name_sorts_by_arrival(client, world, reviewer):
    ApplicantFactory(name="Aaron Early", cycle=world["record"].cycle)
    client.force_login(reviewer)
    response = client.get(reverse("reviews:applicant_list"), {"sort": "name"})
    rows = [int(pk) for pk in re.findall(r'name="ids" value="(\d+)"', body(response))]
    assert rows == sorted(rows)
    assert "this sorts by arrival" in body(response)


# -- Who sees, and when ----------------------------------------------------------------------


def test_coordinators_see_who_it_is(client, world, coordinator):
    client.force_login(coordinator)
    page = body(client.get(reverse("reviews:applicant_detail", args=[world[A]])))
    assert NAME in page and EMAIL in page
    assert world[A] in list_rows(client, "Quennell")


def test_the_discussion_phase_reveals_everything(client, world, reviewer, anonymised_cycle):
    anonymised_cycle.phase = Cycle.Phase.DISCUSSION
    anonymised_cycle.save()
    client.force_login(reviewer)
    page = body(client.get(reverse("reviews:applicant_detail", args=[world[A]])))
    assert NAME in page and EMAIL in page and INSTITUTION in page
    assert world[A] in list_rows(client, "Quennell")


def test_without_the_pass_nothing_is_hidden(client, world, reviewer, anonymised_cycle):
    anonymised_cycle.anonymised_first_pass = False
    anonymised_cycle.save()
    client.force_login(reviewer)
    page = body(client.get(reverse("reviews:applicant_detail", args=[world[A]])))
    assert NAME in page


def test_the_institution_shows_unless_the_cycle_hides_it(client, world, reviewer, anonymised_cycle):
    anonymised_cycle.anonymise_institution = False
    anonymised_cycle.save()
    client.force_login(reviewer)
    page = body(client.get(reverse("reviews:applicant_detail", args=[world[A]])))
    assert INSTITUTION in page
    assert NAME not in page and "Quennell" not in page


def test_a_mention_email_names_nobody(world, reviewer):
    reviewer.email = "rev@example.org"
    reviewer.save()
    mail.outbox.clear()
    with pytest.MonkeyPatch.context() as patch:  # deliver at once, as on commit
        patch.setattr("django.db.transaction.on_commit", lambda callback: callback())
        discussion.post_comment(
            world["record"],
            User.objects.get(pk=world[USER]),
            f"@{reviewer.username} look",
            site_url="http://x/",
        )
    assert len(mail.outbox) == 1
    assert not leaked(mail.outbox[0].subject + mail.outbox[0].body)
    assert f"Applicant #{world[A]}" in mail.outbox[0].subject


def test_pass_for_follows_the_cycle_and_the_role(anonymised_cycle, reviewer, coordinator):
    assert anonymity.pass_for(reviewer, anonymised_cycle) == AnonymisedPass(institution=True)
    assert anonymity.pass_for(coordinator, anonymised_cycle) is None
    for phase, hidden in [("collecting", True), ("discussion", False), ("decided", False)]:
        anonymised_cycle.phase = phase
        assert (anonymity.pass_for(reviewer, anonymised_cycle) is not None) is hidden
    assert anonymity.passes_for(coordinator) == {}


# -- Redaction ---------------------------------------------------------------------------------


def test_the_redactor_takes_out_identity_and_keeps_the_rest():
    redact = Redactor(
        names=[NAME],
        phones=[PHONE],
        links=[HOMEPAGE],
        institutions=[INSTITUTION],
    )
    text = redact(CV_TEXT)
    assert not leaked(text), text
    assert "BSc Computer Science, [institution], 2022-2026" in text
    assert "Built a register allocator for a toy compiler in Rust." in text
    assert "[phone]" in text and "[e-mail]" in text and "[link]" in text


def test_the_redactor_leaves_years_and_initials_alone():
    redact = Redactor(names=["A. B. Cole"], phones=["555 0100 2"])
    assert redact("A paper by A. Cole (2019-2023), 12 pages") == (
        "A paper by A. [name] (2019-2023), 12 pages"
    )


def test_a_joint_institution_and_its_spelled_out_acronyms_are_hidden():
    texts = [
        "I did my PhD at KTU (Kestrel Technical University) with the VRC.",
        "Visiting student, Valmor Research Centre (VRC), 2023.",
    ]
    redact = Redactor(institutions=["KTU & VRC"], texts=texts)
    assert redact(texts[0]) == (
        "I did my PhD at [institution] ([institution]) with the [institution]."
    )
    assert redact(texts[1]) == "Visiting student, [institution] ([institution]), 2023."
    assert redact("A talk at Kestrel Technical University") == "A talk at [institution]"
    assert redact("Skills: CUDA, BASIC") == "Skills: CUDA, BASIC"  # other acronyms stay


def test_a_distinctive_word_of_the_institution_is_hidden_but_not_a_generic_one():
    redact = Redactor(institutions=["Northbridge University"])
    assert redact("Northbridge Graduate Fellowship; Dean's List") == (
        "[institution] Graduate Fellowship; Dean's List"
    )
    assert redact("Graduate research at a university") == "Graduate research at a university"
