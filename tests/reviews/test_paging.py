"""The list's pages: a capped count, pages past the cap, and the mean sort in two parts."""

import html
import re
from urllib.parse import urlencode

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from applicants.merge import merge_applicants
from applicants.models import Applicant, Publication
from reviews import corrections, paging, querysets, services
from reviews.models import Cycle
from reviews.querysets import SORTS, workspace_applicants
from tests.factories import (
    ApplicantFactory,
    DocumentFactory,
    PublicationFactory,
    UserFactory,
    submit,
)

pytestmark = pytest.mark.django_db
URL = reverse("reviews:applicant_list")


def names(response) -> list[str]:
    return [applicant.name for applicant in response.context["page"].object_list]


@pytest.fixture
def twelve(db, reviewer, other_reviewer):
    """Twelve applicants: I reviewed four, someone else four more, four have no review."""
    applicants = [ApplicantFactory(name=f"Applicant {n:02d}") for n in range(12)]
    for n, applicant in enumerate(applicants[:8]):
        submit(applicant, reviewer if n < 4 else other_reviewer, overall=1 + n % 5)
    submit(applicants[0], other_reviewer, overall=5)
    return applicants


def test_the_count_stops_at_the_cap(client, reviewer, twelve, monkeypatch):
    monkeypatch.setattr(paging, "COUNT_CAP", 5)
    client.force_login(reviewer)

    response = client.get(URL, {"per_page": 25})

    html = response.content.decode()
    assert "5+ applicants" in html
    assert "Page 1</span>" in html
    assert len(names(response)) == 12
    assert 'rel="next"' not in html


def test_pages_past_the_cap_are_served_while_rows_come_back(reviewer, twelve, monkeypatch):
    monkeypatch.setattr(paging, "COUNT_CAP", 3)
    matching = workspace_applicants().with_columns(reviewer)
    rows = matching.in_parts("name")

    pages = [paging.paginate(rows, matching, 5, number) for number in (1, 2, 3, 4)]

    assert [len(page.object_list) for page in pages] == [5, 5, 2, 0]
    assert [page.has_next for page in pages] == [True, True, False, False]
    assert pages[1].count_label == "3+" and pages[1].num_pages is None
    every = [a.name for page in pages for a in page.object_list]
    assert every == sorted(a.name for a in twelve)


@pytest.mark.parametrize("cap", [3, 12, 20])
@pytest.mark.parametrize("sort", ["name", "-mean"])
def test_one_pass_pages_as_counting_then_paging_does(reviewer, twelve, monkeypatch, cap, sort):
    monkeypatch.setattr(paging, "COUNT_CAP", cap)
    matching = workspace_applicants().with_columns(reviewer)
    rows = matching.in_parts(sort)

    def fetch(ids):
        return matching.filter(pk__in=ids)

    for number in (1, 2, 3, 4, 9):
        two, one = (paging.paginate(rows, matching, 5, number, fetch=f) for f in (None, fetch))
        assert [a.pk for a in one.object_list] == [a.pk for a in two.object_list], number
        assert (one.number, one.count, one.has_next, one.num_pages) == (
            two.number, two.count, two.has_next, two.num_pages
        ), number  # fmt: skip


def test_a_search_reads_its_matches_once_for_the_count_and_the_page(client, reviewer):
    ApplicantFactory.create_batch(3, search_text="sparse kernels")
    ApplicantFactory(search_text="tidal energy")
    client.force_login(reviewer)

    with CaptureQueriesContext(connection) as reads:
        response = client.get(URL, {"q": "sparse kernels"})

    assert len(names(response)) == 3 and response.context["page"].count == 3
    assert not any("COUNT(" in q["sql"] for q in reads if "applicants_applicant" in q["sql"])


@pytest.mark.parametrize("blind", [True, False])
@pytest.mark.parametrize("sort", ["mean", "-mean"])
def test_the_mean_sort_in_parts_keeps_the_order_of_one_query(reviewer, twelve, blind, sort):
    matching = workspace_applicants().with_columns(reviewer, blind=blind)
    expected = list(matching.sorted_by(sort).values_list("pk", flat=True))
    rows = matching.in_parts(sort)

    for size in (1, 3, 5, 12):
        pks = [pk for start in range(0, 12, size) for pk in rows.pks(start, start + size)]
        assert pks == expected, size


def test_the_mean_sort_hides_others_scores_from_a_blind_reviewer(client, reviewer, twelve):
    client.force_login(reviewer)

    response = client.get(URL, {"sort": "-mean"})

    # Only my four reviewed applicants come first; the rest by id, newest first.
    mine = sorted(twelve[:4], key=lambda a: (-a.review_summary.mean_score, -a.pk))
    rest = sorted(twelve[4:], key=lambda a: -a.pk)
    assert names(response) == [a.name for a in mine + rest]


@pytest.mark.parametrize("q", ["", "applicant", "-tag:none applicant"])
def test_the_mean_sort_runs_as_many_queries_for_5_as_for_50_rows(
    client, reviewer, django_assert_num_queries, django_assert_max_num_queries, q
):
    """The page straddles the reviewed applicants and the rest at both sizes."""
    others = [UserFactory() for _ in range(2)]

    def add(reviewed, unreviewed):
        for applicant in ApplicantFactory.create_batch(reviewed, search_text="applicant"):
            for user in [reviewer, *others]:
                submit(applicant, user, overall=3)
        ApplicantFactory.create_batch(unreviewed, search_text="applicant")

    client.force_login(reviewer)
    add(2, 3)
    client.get(URL, {"q": q})  # what the shared cache keeps (user, cycles, tags) is read once
    with django_assert_max_num_queries(20) as small:
        response = client.get(URL, {"q": q, "sort": "-mean", "per_page": 25})
    assert len(names(response)) == 5
    queries = len(small.captured_queries)  # before the next request resets the log
    add(18, 27)

    with django_assert_num_queries(queries):
        response = client.get(URL, {"q": q, "sort": "-mean", "per_page": 50})

    assert len(names(response)) == 50


def draft(applicant, user, overall=3):
    return services.save_review(applicant, user, overall=overall, confidence=2, submit=False)


@pytest.mark.parametrize(
    ("visibility", "mine", "expected"),
    [
        # Hidden means (my review a draft, or not shown before the discussion): by id alone.
        (Cycle.Visibility.AFTER_OWN_SUBMISSION, draft, [3, 2, 1, 0]),
        (Cycle.Visibility.DISCUSSION, submit, [3, 2, 1, 0]),
        # Shown to everyone: every applicant by its mean, reviewed by me or not.
        (Cycle.Visibility.ALWAYS, None, [1, 3, 0, 2]),
    ],
)
def test_the_mean_sort_follows_only_the_means_a_blind_reviewer_may_see(
    client, reviewer, visibility, mine, expected
):
    """A hidden mean must neither order the rows (it would tell them) nor drop them."""
    other = UserFactory()
    four = [ApplicantFactory(name=f"Applicant {n}") for n in range(4)]
    for applicant, overall in zip(four, [2, 5, 1, 4], strict=True):
        submit(applicant, other, overall=overall)
        if mine is not None:
            mine(applicant, reviewer, overall=3)
    Cycle.objects.update(review_visibility=visibility, phase=Cycle.Phase.REVIEWING)
    client.force_login(reviewer)

    response = client.get(URL, {"sort": "-mean"})

    assert names(response) == [four[n].name for n in expected]
    assert ('class="mean' in response.content.decode()) is (visibility == Cycle.Visibility.ALWAYS)


@pytest.fixture
def sixty(db, reviewer, other_reviewer):
    """Sixty applicants whose sort keys tie and are missing in many ways."""
    applicants = [
        ApplicantFactory(
            name=f"Applicant {n % 7}",
            current_institution=["Uni A", "Uni B", ""][n % 3],
            level=[Applicant.Level.PHD, Applicant.Level.MASTERS][n % 2],
            expected_graduation=[2027, None, 2028, None][n % 4],
            status=[Applicant.Status.NEW, Applicant.Status.SHORTLISTED][n % 5 == 0],
        )
        for n in range(60)
    ]
    for n, applicant in enumerate(applicants):
        if n % 3:
            submit(applicant, other_reviewer, overall=1 + n % 3)
        if n % 4 == 0:
            submit(applicant, reviewer, overall=1 + n % 2)
        elif n % 4 == 1:
            draft(applicant, reviewer, overall=2)
    if applicants:
        PublicationFactory(document=DocumentFactory(applicant=applicants[1]))
    return applicants


@pytest.mark.parametrize("role", ["reviewer", "coordinator"])
def test_next_pages_past_the_numbered_ones_follow_the_order_of_one_query(
    request, client, sixty, monkeypatch, role
):
    """Pages 2 and 3 are read after the last row of the page before (keyset), for every
    sort in both directions, with ties and missing keys: the same rows in the same order
    as one sorted query, none twice."""
    monkeypatch.setattr(paging, "NUMBERED_PAGES", 1)
    user = request.getfixturevalue(role)
    client.force_login(user)
    matching = workspace_applicants().with_columns(user, blind=role == "reviewer")

    for sort in [key for name in SORTS for key in (name, f"-{name}")]:
        expected = list(matching.sorted_by(sort).values_list("name", "pk"))
        url, pages = f"{URL}?{urlencode({'sort': sort, 'per_page': 25})}", []
        while url:
            response = client.get(url)
            pages.append([(a.name, a.pk) for a in response.context["page"].object_list])
            found = re.search(r'<a href="([^"]+)" rel="next">', response.content.decode())
            url = html.unescape(found.group(1)) if found else None

        assert [len(page) for page in pages] == [25, 25, 10], sort
        assert "after=" in html.unescape(response.wsgi_request.get_full_path()), sort
        assert [row for page in pages for row in page] == expected, sort


@pytest.mark.parametrize("role", ["reviewer", "coordinator"])
def test_previous_pages_past_the_numbered_ones_are_the_pages_read_forwards(
    request, client, sixty, monkeypatch, role
):
    """From the last page, "Previous" links end before the first row of the page shown
    (keyset, backwards) for every sort in both directions, with ties and missing keys:
    the same pages as read forwards, back to the first."""
    monkeypatch.setattr(paging, "NUMBERED_PAGES", 1)
    user = request.getfixturevalue(role)
    client.force_login(user)

    def link(response, rel):
        found = re.search(rf'<a href="([^"]+)" rel="{rel}">', response.content.decode())
        return html.unescape(found.group(1)) if found else None

    for sort in [key for name in SORTS for key in (name, f"-{name}")]:
        url, forwards, backwards = f"{URL}?{urlencode({'sort': sort, 'per_page': 25})}", [], []
        while url:
            response = client.get(url)
            forwards.append([a.pk for a in response.context["page"].object_list])
            url = link(response, "next")
        url, followed = link(response, "prev"), []
        while url:
            followed.append(url)
            response = client.get(url)
            page = response.context["page"]
            backwards.append((page.number, [a.pk for a in page.object_list]))
            url = link(response, "prev")

        assert [len(rows) for rows in forwards] == [25, 25, 10], sort
        assert [n for n, _ in backwards] == [2, 1], sort
        assert [rows for _, rows in backwards] == forwards[-2::-1], sort
        assert ["before=" in url for url in followed] == [True, False], sort  # 2, then 1


@pytest.mark.parametrize("blind", [True, False])
def test_the_rows_before_any_applicant_are_the_order_before_it_reversed(reviewer, sixty, blind):
    matching = workspace_applicants().with_columns(reviewer, blind=blind)
    for sort in [key for name in SORTS for key in (name, f"-{name}")]:
        order = list(matching.sorted_by(sort).values_list("pk", flat=True))
        for place in range(0, len(order), 7):
            rows = matching.in_parts(sort, before=order[place])
            assert rows.pks(0, 70) == order[:place][::-1], (sort, place)


def test_a_previous_page_whose_row_left_the_list_is_found_by_its_number(
    client, reviewer, sixty, monkeypatch
):
    monkeypatch.setattr(paging, "NUMBERED_PAGES", 1)
    client.force_login(reviewer)
    by_number = client.get(URL, {"sort": "name", "per_page": 25, "page": 2})
    gone = ApplicantFactory(name="Gone Soon")
    gone_id = gone.pk
    gone.delete()

    response = client.get(URL, {"sort": "name", "per_page": 25, "page": 2, "before": gone_id})

    assert names(response) == names(by_number)


def test_the_publications_sort_follows_the_publications_the_rows_show(client, coordinator):
    """The count sorted on is kept where publications change: hidden, added, merged."""
    ann, bob, cyd = (ApplicantFactory(name=name) for name in ("Ann", "Bob", "Cyd"))
    papers = [PublicationFactory(document=DocumentFactory(applicant=ann)) for _ in range(2)]
    PublicationFactory(document=DocumentFactory(applicant=bob))
    client.force_login(coordinator)

    def by_publications():
        rows = client.get(URL, {"sort": "-publications"}).context["page"].object_list
        assert all(len(row.publication_list) == row.publication_count for row in rows)
        return [(row.name, row.publication_count) for row in rows]

    assert by_publications() == [("Ann", 2), ("Bob", 1), ("Cyd", 0)]
    for paper in papers:
        corrections.hide_fact(paper, coordinator)
    assert by_publications() == [("Bob", 1), ("Cyd", 0), ("Ann", 0)]  # ties: newest first
    values = {"title": "Imaginary Caches", "venue": "SOSP", "year": 2025}
    corrections.add_fact(cyd, Publication, values, coordinator)
    assert by_publications() == [("Cyd", 1), ("Bob", 1), ("Ann", 0)]
    merge_applicants(bob, cyd)
    assert by_publications() == [("Cyd", 2), ("Ann", 0)]


@pytest.mark.parametrize("sort", ["mine", "-mine"])
def test_a_next_page_by_my_score_seeks_on_the_review_it_sorts_by(client, reviewer, sixty, sort):
    """The keyset condition is on the review the rows are ordered by, so the index on
    (reviewer, overall, applicant) gives the start: a reverse relation named again in a
    filter() would be joined a second time and every review before the anchor read."""
    client.force_login(reviewer)
    mine = workspace_applicants().with_columns(reviewer).filter(my_score__isnull=False)
    anchor = mine.sorted_by(sort).values_list("pk", flat=True)[3]
    with CaptureQueriesContext(connection) as queries:
        response = client.get(URL, {"sort": sort, "page": 5, "after": anchor, "per_page": 25})
    page = [query["sql"] for query in queries if "LIMIT 26" in query["sql"]]
    assert response.context["page"].object_list
    assert page and all(sql.count('JOIN "reviews_review"') == 1 for sql in page)


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("sort", "column"),
    [
        ("name", "name"),
        ("-name", "name"),
        ("institution", "current_institution"),
        ("-id", "id"),
        ("-updated", "updated_at"),
        ("publications", None),  # every count 0: no histogram, no head
    ],
)
@pytest.mark.parametrize("cap", [30, 1000])
def test_a_search_reads_the_first_rows_by_the_key_as_the_whole_search_does(
    client, reviewer, monkeypatch, sort, column, cap
):
    """A search sorted by an applicant's own column reads the rows up to a key value from
    the statistics first (querysets._head): the same pages and count as without it, whether
    that part holds enough rows (cap 30) or not (cap 1,000: the whole search is read)."""
    for n in range(120):
        ApplicantFactory(
            name=f"Applicant {n * 37 % 100:02d}",  # ties, in no order of the ids
            current_institution=f"Uni {n * 13 % 100:02d}",
            search_text="sparse kernels" if n % 3 else "tidal energy",
        )
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE applicants_applicant")
    monkeypatch.setattr(paging, "COUNT_CAP", cap)
    monkeypatch.setattr(querysets, "HEAD_ROWS", 60)
    monkeypatch.setattr(querysets, "_estimate", lambda rows: 10**6)  # the head is HEAD_ROWS
    client.force_login(reviewer)

    def pages(head: bool) -> list:
        if not head:
            monkeypatch.setattr(querysets, "_head", lambda *args: None)
        seen = []
        for number in (1, 2, 4):
            with CaptureQueriesContext(connection) as reads:
                response = client.get(
                    URL, {"q": "sparse kernels", "sort": sort, "page": number, "per_page": 25}
                )
            page = response.context["page"]
            seen.append(([a.pk for a in page.object_list], page.count_label, page.has_next))
            bounded = [q for q in reads if re.search(rf'"{column}" [<>]=', q["sql"])]
            if column is None:
                assert not bounded
            elif head and number == 1:
                assert bounded
                if cap == 30:  # enough rows in the head: only it is read
                    assert all(q in bounded for q in reads if "LIMIT 31" in q["sql"])
        return seen

    assert pages(head=True) == pages(head=False)


@pytest.mark.postgres
@pytest.mark.parametrize(("q", "bounded"), [("sparse", True), ("sparse level:phd", False)])
def test_only_a_search_of_words_alone_reads_a_head_first(client, reviewer, monkeypatch, q, bounded):
    """Other keys leave far fewer rows than the words find: a head would seldom hold enough."""
    for n in range(40):
        ApplicantFactory(name=f"Applicant {n:02d}", search_text="sparse kernels")
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE applicants_applicant")
    monkeypatch.setattr(querysets, "HEAD_ROWS", 20)
    monkeypatch.setattr(querysets, "_estimate", lambda rows: 10**6)
    client.force_login(reviewer)

    with CaptureQueriesContext(connection) as reads:
        client.get(URL, {"q": q})

    assert any('"name" <=' in read["sql"] for read in reads) is bounded


@pytest.mark.postgres
def test_a_search_the_planner_expects_few_matches_of_is_read_whole(client, reviewer, monkeypatch):
    for n in range(40):
        ApplicantFactory(name=f"Applicant {n:02d}", search_text="sparse kernels")
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE applicants_applicant")
    monkeypatch.setattr(querysets, "HEAD_ROWS", 20)
    client.force_login(reviewer)

    with CaptureQueriesContext(connection) as reads:
        response = client.get(URL, {"q": "sparse"})

    assert len(response.context["page"].object_list) == 40
    assert not any('"name" <=' in read["sql"] for read in reads)
