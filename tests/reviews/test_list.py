import pytest
from django.urls import reverse

from applicants.ingest import refresh_applicant
from applicants.models import Applicant
from reviews.models import Conflict, Decision
from tests.factories import (
    ApplicantFactory,
    ApplicantSkillFactory,
    ApplicantTagFactory,
    DocumentFactory,
    EducationFactory,
    PublicationFactory,
    SkillFactory,
    TagFactory,
    UserFactory,
    submit,
)

pytestmark = pytest.mark.django_db
URL = reverse("reviews:applicant_list")


def names(response) -> list[str]:
    return [applicant.name for applicant in response.context["page"].object_list]


def test_every_value_a_row_shows_is_escaped(client, reviewer):
    applicant = ApplicantFactory(
        name='<b>Ann</b> "Bold"',
        current_institution="<i>Tilted</i> & Co",
        top_skills=["<s>C</s>"],
        level=Applicant.Level.PHD,
    )
    PublicationFactory(
        document=DocumentFactory(applicant=applicant),
        title='"><script>alert(1)</script>',
        venue="<u>OSDI</u>",
    )
    client.force_login(reviewer)

    row = client.get(URL).content.decode().split("<tbody>")[1].split("</tbody>")[0]

    assert "<b>" not in row and "<i>" not in row and "<s>" not in row and "<script>" not in row
    assert "&lt;b&gt;Ann&lt;/b&gt; &quot;Bold&quot;" in row
    assert "&lt;i&gt;Tilted&lt;/i&gt; &amp; Co" in row
    assert '<span class="skill">&lt;s&gt;C&lt;/s&gt;</span>' in row
    assert 'title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; (first author)"' in row
    assert "&lt;u&gt;OSDI&lt;/u&gt;’25</span>" in row


def test_lists_applicants_with_their_columns(client, reviewer, applicant):
    document = DocumentFactory(applicant=applicant)
    PublicationFactory(document=document, venue="NSDI", year=2025)
    ApplicantSkillFactory(document=document, skill=SkillFactory(name="Rust"))
    ApplicantTagFactory(applicant=applicant, tag=TagFactory(name="systems"))
    refresh_applicant(applicant)
    client.force_login(reviewer)

    response = client.get(URL)

    assert response.status_code == 200
    html = response.content.decode()
    assert "Ada Quillfeather" in html
    assert "Riverbend University" in html
    assert "NSDI’25" in html
    assert "Rust" in html
    assert "systems" in html
    assert 'id="filters"' in html  # the full page


def test_wrong_method(client, reviewer):
    client.force_login(reviewer)

    assert client.post(URL).status_code == 405


def test_anonymous_users_are_sent_to_log_in(client):
    response = client.get(URL)

    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


def test_htmx_gets_only_the_results(client, reviewer, applicant):
    client.force_login(reviewer)

    response = client.get(URL, {"q": "quillfeather"}, headers={"HX-Request": "true"})

    html = response.content.decode()
    assert html.lstrip().startswith('<div id="results"')
    assert 'id="filters"' not in html
    assert "Ada Quillfeather" in html


def test_a_history_restore_gets_the_whole_page(client, reviewer):
    client.force_login(reviewer)

    response = client.get(URL, headers={"HX-Request": "true", "HX-History-Restore-Request": "true"})

    assert 'id="filters"' in response.content.decode()


def test_an_unknown_key_shows_a_message_not_an_error(client, reviewer, applicant):
    client.force_login(reviewer)

    response = client.get(URL, {"q": "flavour:salty quillfeather"})

    assert response.status_code == 200
    assert "Unknown search key" in response.content.decode()
    assert names(response) == ["Ada Quillfeather"]


@pytest.mark.parametrize(
    "params", [{"sort": "nonsense"}, {"page": "-3"}, {"per_page": "1000000"}, {"page": "x"}]
)
def test_bad_parameters_fall_back_to_defaults(client, reviewer, applicant, params):
    client.force_login(reviewer)

    response = client.get(URL, params)

    assert response.status_code == 200
    assert names(response) == ["Ada Quillfeather"]


@pytest.fixture
def crowd(db, reviewer, other_reviewer):
    """Three fictional applicants that differ in every filterable way."""
    ann = ApplicantFactory(
        name="Ann Brightwater", level=Applicant.Level.PHD, current_institution="Northbridge"
    )
    bob = ApplicantFactory(
        name="Bob Cinderfield", level=Applicant.Level.MASTERS, current_institution="Southmoor"
    )
    cyd = ApplicantFactory(
        name="Cyd Dunmore",
        level=Applicant.Level.UNDERGRADUATE,
        current_institution="Eastvale",
        status=Applicant.Status.SHORTLISTED,
        search_text="Cyd Dunmore Eastvale llm serving systems",
    )
    ann_cv = DocumentFactory(applicant=ann)
    PublicationFactory(document=ann_cv, venue="OSDI")
    PublicationFactory(document=ann_cv, venue="SOSP")
    ApplicantSkillFactory(document=ann_cv, skill=SkillFactory(name="CUDA"))
    EducationFactory(document=ann_cv, institution="Westfold College")
    ApplicantTagFactory(applicant=ann, tag=TagFactory(name="compiler"))
    ApplicantTagFactory(applicant=bob, tag=TagFactory(name="reject"))
    PublicationFactory(applicant=bob, document=DocumentFactory(applicant=bob), venue="PLDI")
    submit(ann, reviewer, overall=5)
    submit(ann, other_reviewer, overall=4)
    submit(bob, other_reviewer, overall=2)
    return ann, bob, cyd


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("tag:compiler", ["Ann Brightwater"]),
        ("-tag:reject", ["Ann Brightwater", "Cyd Dunmore"]),
        ("skill:cuda", ["Ann Brightwater"]),
        ("venue:pldi", ["Bob Cinderfield"]),
        ("venue:os", ["Ann Brightwater"]),
        ("inst:westfold", ["Ann Brightwater"]),
        ("institution:southmoor", ["Bob Cinderfield"]),
        ("level:ms", ["Bob Cinderfield"]),
        ("status:shortlisted", ["Cyd Dunmore"]),
        ("score:>=4", ["Ann Brightwater"]),
        ("score:<=5", ["Ann Brightwater"]),  # blind: only where I have reviewed
        ("score:2..5", ["Ann Brightwater"]),
        ("reviewed:me", ["Ann Brightwater"]),
        ("reviewed:no", ["Bob Cinderfield", "Cyd Dunmore"]),
        ("reviewed:none", ["Cyd Dunmore"]),
        ("name:cinder", ["Bob Cinderfield"]),
        ('"llm serving"', ["Cyd Dunmore"]),
        ("eastvale", ["Cyd Dunmore"]),
        ("tag:compiler skill:cuda score:>=4 -tag:reject", ["Ann Brightwater"]),
    ],
)
def test_the_search_language_filters(client, reviewer, crowd, q, expected):
    client.force_login(reviewer)

    response = client.get(URL, {"q": q})

    assert names(response) == expected


def test_menu_filters_combine_with_the_search(client, reviewer, crowd):
    client.force_login(reviewer)

    response = client.get(URL, {"level": "phd", "q": "-tag:reject"})

    assert names(response) == ["Ann Brightwater"]


@pytest.mark.parametrize(
    ("sort", "expected"),
    [
        ("name", ["Ann Brightwater", "Bob Cinderfield", "Cyd Dunmore"]),
        ("-name", ["Cyd Dunmore", "Bob Cinderfield", "Ann Brightwater"]),
        ("-mean", ["Ann Brightwater", "Cyd Dunmore", "Bob Cinderfield"]),  # blind
        ("mean", ["Ann Brightwater", "Bob Cinderfield", "Cyd Dunmore"]),
        ("-publications", ["Ann Brightwater", "Bob Cinderfield", "Cyd Dunmore"]),
        ("-reviews", ["Ann Brightwater", "Bob Cinderfield", "Cyd Dunmore"]),
        ("institution", ["Cyd Dunmore", "Ann Brightwater", "Bob Cinderfield"]),
        ("-mine", ["Ann Brightwater", "Cyd Dunmore", "Bob Cinderfield"]),
    ],
)
def test_sorts(client, reviewer, crowd, sort, expected):
    client.force_login(reviewer)

    assert names(client.get(URL, {"sort": sort})) == expected


@pytest.mark.parametrize(
    ("q", "sort", "expected"),
    [
        ("", "-mean", ["Ann Brightwater", "Bob Cinderfield", "Cyd Dunmore"]),
        ("", "mean", ["Bob Cinderfield", "Ann Brightwater", "Cyd Dunmore"]),
        ("score:<3", "name", ["Bob Cinderfield"]),
        ("score:2..5", "name", ["Ann Brightwater", "Bob Cinderfield"]),
    ],
)
def test_coordinators_sort_and_filter_on_every_mean(client, coordinator, crowd, q, sort, expected):
    client.force_login(coordinator)

    assert names(client.get(URL, {"q": q, "sort": sort})) == expected


def test_blind_review_hides_means_until_i_have_reviewed(client, reviewer, crowd):
    client.force_login(reviewer)

    html = client.get(URL, {"q": "name:cinderfield"}).content.decode()

    assert "hidden (1)" in html
    assert 'class="mean' not in html


def test_coordinators_see_every_mean(client, coordinator, crowd):
    client.force_login(coordinator)

    html = client.get(URL, {"q": "name:cinderfield"}).content.decode()

    assert '<span class="mean lo">2.0</span>' in html


def test_pagination_keeps_the_filters(client, reviewer):
    ApplicantFactory.create_batch(30, level=Applicant.Level.PHD)
    client.force_login(reviewer)

    response = client.get(URL, {"level": "phd", "per_page": 25})

    assert len(names(response)) == 25
    assert "level=phd&amp;per_page=25&amp;page=2" in response.content.decode()


def test_the_shortlist_shows_only_shortlisted_applicants(client, reviewer, crowd):
    client.force_login(reviewer)

    response = client.get(reverse("reviews:shortlist"))

    assert response.status_code == 200
    assert names(response) == ["Cyd Dunmore"]
    assert client.post(reverse("reviews:shortlist")).status_code == 405


def test_the_shortlist_htmx_branch(client, reviewer, crowd):
    client.force_login(reviewer)

    response = client.get(reverse("reviews:shortlist"), headers={"HX-Request": "true"})

    assert response.content.decode().lstrip().startswith('<div id="results"')


def test_an_empty_shortlist_says_how_applicants_join_it(client, reviewer):
    client.force_login(reviewer)
    shortlist = reverse("reviews:shortlist")

    empty = client.get(shortlist).content.decode()
    searched = client.get(shortlist, {"q": "kernels"}).content.decode()

    assert "Nobody is shortlisted yet." in empty
    assert "No applicant matches." not in empty
    assert "No applicant matches." in searched


def test_the_shortlist_search_and_sorts_stay_on_the_shortlist(client, reviewer, crowd):
    # The page's own list address, not the navigation's link to the whole list.
    client.force_login(reviewer)
    shortlist = reverse("reviews:shortlist")

    page = client.get(shortlist).content.decode()

    assert f'action="{shortlist}"' in page
    assert f'hx-get="{shortlist}"' in page


def _rows(count: int, me) -> None:
    tags = [TagFactory(name=f"t{i}") for i in range(3)]
    reviewers = [UserFactory() for _ in range(2)] + [me]
    for applicant in ApplicantFactory.create_batch(count, level=Applicant.Level.PHD):
        document = DocumentFactory(applicant=applicant)
        PublicationFactory(document=document)
        PublicationFactory(document=document, venue="ISCA")
        ApplicantSkillFactory(document=document)
        for tag in tags:
            ApplicantTagFactory(applicant=applicant, tag=tag)
        for user in reviewers:
            submit(applicant, user, overall=3)


def _decided_and_conflicted(count: int, coordinator) -> None:
    """Rows with what a coordinator's page shows more: decisions, and conflicts they declared."""
    _rows(count, coordinator)
    undecided = Applicant.objects.filter(decision__isnull=True, conflicts__isnull=True)
    for n, applicant in enumerate(undecided):
        if n % 2:
            Decision.objects.create(applicant=applicant, outcome=Decision.Outcome.choices[0][0])
        else:
            Conflict.objects.create(applicant=applicant, reviewer=coordinator)


@pytest.mark.parametrize(
    ("role", "params"),
    [
        ("reviewer", {}),
        ("reviewer", {"q": 'tag:t1 skill:cuda venue:osdi score:>=2 "person"'}),
        ("coordinator", {}),
        ("coordinator", {"sort": "-mean"}),
        ("coordinator", {"sort": "-publications"}),
    ],
)
def test_the_number_of_queries_does_not_grow_with_the_page(
    request, client, django_assert_num_queries, django_assert_max_num_queries, role, params
):
    me = request.getfixturevalue(role)
    add_rows = _rows if role == "reviewer" else _decided_and_conflicted
    client.force_login(me)
    add_rows(5, me)
    client.get(URL, params)  # what the shared cache keeps (user, cycles, tags) is read once
    with django_assert_max_num_queries(20) as small:
        response = client.get(URL, {**params, "per_page": 25})
    assert len(names(response)) == 5
    queries = len(small.captured_queries)  # before the next request resets the log
    add_rows(45, me)
    client.get(URL, params)  # the new tags' names, read again once

    with django_assert_num_queries(queries):
        response = client.get(URL, {**params, "per_page": 50})

    assert len(names(response)) == 50
