import csv
import io

import pytest
from django.db import connection
from django.urls import reverse

from applicants.models import Applicant, Phone, Publication
from reviews import export, services
from reviews.export import neutralise
from reviews.models import Criterion, Cycle, Review, ReviewSummary
from reviews.querysets import workspace_applicants
from tests.factories import (
    ApplicantFactory,
    ApplicantSkillFactory,
    DocumentFactory,
    EmailFactory,
    LinkFactory,
    PublicationFactory,
    ReviewFactory,
    SkillFactory,
    UserFactory,
    open_decisions,
    submit,
)

pytestmark = pytest.mark.django_db
URL = reverse("reviews:export")


def read(response) -> tuple[str, list[dict]]:
    raw = b"".join(response.streaming_content).decode("utf-8")
    return raw, list(csv.DictReader(io.StringIO(raw.removeprefix("\ufeff"))))


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ('=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'),
        ("+1+1", "'+1+1"),
        ("-2", "'-2"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        ("Zoë Ångström", "Zoë Ångström"),
        ("a=b", "a=b"),
        (None, ""),
        (2027, "2027"),
    ],
)
def test_neutralise(value, expected):
    assert neutralise(value) == expected


def test_exports_the_filtered_list_with_bom_and_utf8(client, coordinator, reviewer):
    zoe = ApplicantFactory(name="Zoë Ångström-Ƙ", current_institution="Université Imaginaire")
    cv = DocumentFactory(applicant=zoe)
    EmailFactory(document=cv, address="zoe@example.org")
    LinkFactory(document=cv, url="https://example.org/~zoe")
    PublicationFactory(document=cv, title="Imaginary Caches", venue="OSDI", year=2025)
    ApplicantSkillFactory(document=cv)
    services.tag_applicant(zoe, "systems", coordinator)
    first = Criterion.objects.first()
    submit(zoe, reviewer, overall=4, scores={first.pk: 5}, comment="Fictional: strong.")
    submit(zoe, coordinator, overall=5, scores={first.pk: 3})
    ApplicantFactory(name="Left Out")
    client.force_login(coordinator)

    response = client.get(URL, {"q": "tag:systems"})

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"].startswith('attachment; filename="applicants-')
    raw, rows = read(response)
    assert raw.startswith("\ufeffid,name,page,emails,phones,")
    assert len(rows) == 1
    row = rows[0]
    assert row["name"] == "Zoë Ångström-Ƙ"
    assert row["institution"] == "Université Imaginaire"
    assert row["emails"] == "zoe@example.org"
    assert row["links"] == "https://example.org/~zoe"
    assert row["id"] == str(zoe.pk)
    assert row["page"] == f"http://testserver/applicants/{zoe.pk}/"
    assert row["publications"] == "Imaginary Caches (OSDI 2025)"
    assert row["skills"] == "CUDA"
    assert row["tags"] == "systems"
    assert row["mean score"] == "4.50"
    assert row["reviews"] == "2"
    assert row[f"mean {first.name}"] == "4.00"
    assert row["status"] == "Under review"
    assert "comments" not in row


def test_comments_on_request(client, coordinator, reviewer, applicant):
    submit(applicant, reviewer, overall=3, comment="=cmd|' /C calc'!A0")
    client.force_login(coordinator)

    _, rows = read(client.get(URL, {"comments": "1"}))

    assert rows[0]["comments"] == "rev: =cmd|' /C calc'!A0"  # starts with the name: harmless


def test_formula_cells_are_neutralised(client, coordinator):
    ApplicantFactory(name="=1+2", current_institution="@evil", expected_graduation=None)
    client.force_login(coordinator)

    _, rows = read(client.get(URL))

    assert rows[0]["name"] == "'=1+2"
    assert rows[0]["institution"] == "'@evil"


def test_only_coordinators_export(client, reviewer, applicant):
    client.force_login(reviewer)

    assert client.get(URL).status_code == 403


def test_wrong_method(client, coordinator):
    client.force_login(coordinator)

    assert client.post(URL).status_code == 405


def test_the_shortlist_exports_the_shortlist(client, coordinator):
    ApplicantFactory(name="On The List", status="shortlisted")
    ApplicantFactory(name="Not On It")
    client.force_login(coordinator)

    _, rows = read(client.get(URL, {"in": "shortlist"}))

    assert [row["name"] for row in rows] == ["On The List"]


def test_many_rows_stream_in_chunks(client, coordinator, django_assert_max_num_queries):
    ApplicantFactory.create_batch(2500)
    client.force_login(coordinator)

    response = client.get(URL)
    with django_assert_max_num_queries(40):
        _, rows = read(response)

    assert len(rows) == 2500


def test_each_contact_once_and_publications_with_titles(client, coordinator):
    ada = ApplicantFactory(name="Ada Fictional")
    cv, homepage = DocumentFactory(applicant=ada), DocumentFactory(applicant=ada)
    for document in (cv, homepage):
        EmailFactory(document=document, address="ada@example.org")
        LinkFactory(document=document, url="https://example.org/~ada")
        Phone.objects.create(applicant=ada, document=document, number="+44 20 7946 0000")
    EmailFactory(document=homepage, address="ADA@example.org")
    Phone.objects.create(applicant=ada, document=homepage, number="+44 (20) 7946-0000")
    EmailFactory(document=homepage, address="ada@uni.example.edu")
    for document in (cv, homepage):
        PublicationFactory(document=document, title="Imaginary Caches", venue="OSDI", year=2025)
    PublicationFactory(
        document=cv,
        title="Pretend Queues",
        venue="NSDI",
        year=2026,
        pub_status=Publication.PubStatus.UNDER_REVIEW,
    )
    PublicationFactory(document=cv, title="Untitled Musings", venue="", year=None)
    client.force_login(coordinator)

    _, [row] = read(client.get(URL))

    assert row["emails"] == "ada@example.org; ada@uni.example.edu"
    assert row["links"] == "https://example.org/~ada"
    assert row["phones"] == "'+44 20 7946 0000"  # a leading + is neutralised
    # A set: SQLite before 3.44 aggregates in its own order (PostgreSQL: newest first).
    assert set(row["publications"].split("; ")) == {
        "Pretend Queues (NSDI 2026, under review)",
        "Imaginary Caches (OSDI 2025)",
        "Untitled Musings",
    }


REVIEWS_URL = reverse("reviews:export_reviews")


def test_the_reviews_export_has_one_row_per_review(client, coordinator, reviewer, applicant):
    first, *others = Criterion.objects.filter(active=True)
    submit(applicant, reviewer, overall=4, scores={first.pk: 5}, comment="=Fictional praise.")
    submit(applicant, coordinator, overall=2)
    ApplicantFactory(name="Nobody Reviewed")
    client.force_login(coordinator)

    response = client.get(REVIEWS_URL)

    assert response["Content-Disposition"].startswith('attachment; filename="reviews-')
    raw, rows = read(response)
    assert raw.startswith("\ufeffapplicant id,applicant,reviewer,overall,")
    assert [(row["reviewer"], row["overall"]) for row in rows] == [
        (reviewer.username, "4"),
        (coordinator.username, "2"),
    ]
    assert {row["applicant id"] for row in rows} == {str(applicant.pk)}
    assert rows[0][first.name] == "5"
    assert all(rows[0][criterion.name] == "" for criterion in others)
    assert rows[0]["comment"] == "'=Fictional praise."
    assert rows[0]["confidence"] and rows[0]["submitted at"].startswith("20")


def test_only_coordinators_export_reviews(client, reviewer, applicant):
    client.force_login(reviewer)

    assert client.get(REVIEWS_URL).status_code == 403


def test_facts_stay_on_their_rows_across_chunks(client, coordinator, monkeypatch):
    """Facts are fetched per chunk of the list: each row still gets its own applicant's."""
    monkeypatch.setattr("reviews.export.FACT_CHUNK", 3)
    for n in range(8):
        applicant = ApplicantFactory(name=f"Fictional Person {n}")
        EmailFactory(document__applicant=applicant, address=f"person{n}@example.org")
    client.force_login(coordinator)

    _, rows = read(client.get(URL, {"sort": "-name"}))

    assert [row["name"] for row in rows] == [f"Fictional Person {n}" for n in range(7, -1, -1)]
    assert all(row["emails"] == f"person{row['name'][-1]}@example.org" for row in rows)


# -- PostgreSQL writes the CSV itself (reviews.export_sql): the same bytes as Python's ----
PAGE = ("http://testserver/applicants/", "/")


def awkward_applicants(coordinator, reviewer):
    """Missing fields, repeated contacts, unicode, quotes, newlines, formula-like cells,
    hidden facts, drafts, a conflict, decisions and hand-set figures that round on a tie."""
    first, second, *_ = Criterion.objects.filter(active=True)
    minus = UserFactory(username="-minus")  # a comments cell starting with "-"
    zoe = ApplicantFactory(
        name='Zoë "Zed" Ångström, Jr.',
        current_institution="=cmd|' /C calc'!A0",
        level=Applicant.Level.PHD,
        expected_graduation=None,
    )
    cv, homepage = DocumentFactory(applicant=zoe), DocumentFactory(applicant=zoe)
    for address in ("zoe@example.org", "ZOE@example.org", "zoë@exämple.org", "-x@example.org"):
        EmailFactory(document=cv, address=address)
    EmailFactory(document=homepage, address="zoe@example.org")
    EmailFactory(document=homepage, address="hidden@example.org", hidden=True)
    for number in ("+44 20 7946 0000", "+44 (20) 7946-0000", "ext. only", "EXT. ONLY"):
        Phone.objects.create(applicant=zoe, document=cv, number=number)
    for url in ("https://example.org/~zoe", "HTTPS://Example.org/~zoe/", "https://x.org/a,b"):
        LinkFactory(document=homepage, url=url)
    for document in (cv, homepage):
        ApplicantSkillFactory(document=document, skill=SkillFactory(name="CUDA"))
    ApplicantSkillFactory(document=cv, skill=SkillFactory(name="Ünïcode"))
    ApplicantSkillFactory(document=cv, skill=SkillFactory(name="C++"))
    for document, title in ((cv, "Imaginary Caches"), (homepage, "imaginary caches")):
        PublicationFactory(document=document, title=title, venue="OSDI", year=2025)
    PublicationFactory(document=cv, title='Quoted "Queues",\nand lines', venue="", year=2026)
    for document, title, venue in ((cv, "Pretend Queues", "NSDI"), (homepage, "Unplaced", "")):
        under_review = Publication.PubStatus.UNDER_REVIEW
        PublicationFactory(
            document=document, title=title, venue=venue, year=None, pub_status=under_review
        )
    PublicationFactory(document=homepage, title="Secret Paper", hidden=True)
    services.tag_applicant(zoe, "systems", coordinator)
    services.tag_applicant(zoe, "Ünïcode tag", coordinator)
    submit(zoe, reviewer, overall=4, scores={first.pk: 5, second.pk: 2}, comment='Fine, "very".')
    submit(zoe, minus, overall=1, scores={first.pk: 2}, comment="=1+1\r\nsecond line")
    ReviewFactory(applicant=zoe, comment="a draft nobody sees", state=Review.State.DRAFT)

    empty = ApplicantFactory(name="", current_institution="", level="", expected_graduation=None)
    odd = ApplicantFactory(name="\tTabbed", current_institution="@home", level="postdoc")
    formula_paper = ApplicantFactory(name="+Plus", status=Applicant.Status.SHORTLISTED)
    PublicationFactory(
        document__applicant=formula_paper, title="-Negative Results", venue="", year=None
    )

    conflicted = ApplicantFactory(name="Conflicted Person", level=Applicant.Level.MASTERS)
    submit(conflicted, reviewer, overall=5, scores={first.pk: 4}, comment="hidden from coord")
    open_decisions()
    services.decide(zoe, "accept", coordinator, note='Yes, "clearly".\nSecond line')
    services.decide(conflicted, "reject", coordinator, note="not for the conflicted")
    services.decide(formula_paper, "waitlist", coordinator, note="=SUM(A1)")
    services.set_conflict(conflicted, coordinator, "fictional reason", by=coordinator)

    # Figures set by hand: ties that round to even, and signs the CSV must neutralise.
    for value, calibrated in ((2.675, 0.0), (0.125, -0.001), (4.995, -1.235)):
        summary_of = ApplicantFactory(name=f"Figures {value}")
        ReviewSummary.objects.update_or_create(
            applicant=summary_of,
            defaults={
                "mean_score": value,
                "median_score": value,
                "score_spread": 0.005,
                "calibrated_mean": calibrated,
                "weighted_total": 1.005,
                "review_count": 3,
                "disagreement": True,
            },
        )
    # A literal -0.0 reaches the database as 0 (client-side binding): made there instead.
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {ReviewSummary._meta.db_table} SET calibrated_mean = '-0'::float8 "
            "WHERE calibrated_mean = 0"
        )
    return [zoe, empty, odd, formula_paper, conflicted]


def listed(user, sort: str):
    """The default cycle, its applicants as a coordinator's export reads them, its rubric."""
    cycle = Cycle.objects.default()
    applicants = (
        workspace_applicants()
        .filter(cycle=cycle)
        .with_columns(user, blind=False, cycles=[cycle])
        .sorted_by(sort)
    )
    return cycle, applicants, list(Criterion.objects.rubric(cycle.pk))


def joined(parts) -> bytes:
    return b"".join(part if isinstance(part, bytes) else part.encode() for part in parts)


def both_paths(user, sort: str, with_comments: bool) -> tuple[bytes, bytes]:
    cycle, applicants, criteria = listed(user, sort)
    in_sql = joined(export.csv_lines(applicants, PAGE, cycle, with_comments=with_comments))
    in_python = "".join(export.python_csv_lines(applicants, PAGE, criteria, with_comments))
    return in_sql, in_python.encode()


@pytest.mark.postgres
@pytest.mark.parametrize("with_comments", [False, True])
@pytest.mark.parametrize("sort", ["name", "-mean", "-id", "calibrated", "institution"])
def test_the_database_writes_the_same_bytes_as_python(coordinator, reviewer, sort, with_comments):
    awkward_applicants(coordinator, reviewer)

    in_sql, in_python = both_paths(coordinator, sort, with_comments)

    assert in_sql == in_python
    rows = list(csv.reader(io.StringIO(in_sql.decode().removeprefix("\ufeff"))))
    assert len(rows) == 1 + 8  # the header and the applicants


@pytest.mark.postgres
def test_the_awkward_cells_come_out_as_intended(client, coordinator, reviewer):
    """What the byte comparison relies on: the fixture reaches each special case."""
    zoe, empty, odd, formula_paper, conflicted = awkward_applicants(coordinator, reviewer)
    client.force_login(coordinator)

    raw = b"".join(client.get(reverse("reviews:export"), {"comments": "1"}).streaming_content)

    rows = {
        row["id"]: row for row in csv.DictReader(io.StringIO(raw.decode().removeprefix("\ufeff")))
    }
    row = rows[str(zoe.pk)]
    assert row["name"] == 'Zoë "Zed" Ångström, Jr.'
    assert row["institution"] == "'=cmd|' /C calc'!A0"
    assert row["emails"] == "zoe@example.org; zoë@exämple.org; -x@example.org"
    assert row["phones"] == "'+44 20 7946 0000; ext. only; EXT. ONLY"
    assert row["links"] == "https://example.org/~zoe; https://x.org/a,b"
    assert row["skills"] == "C++; CUDA; Ünïcode"
    assert row["publications"] == (
        'Quoted "Queues",\nand lines (2026); Imaginary Caches (OSDI 2025); '
        "Pretend Queues (NSDI, under review); Unplaced (under review)"
    )
    assert row["tags"] == "systems; ünïcode-tag"
    assert row["comments"] == 'rev: Fine, "very".\n-minus: =1+1\r\nsecond line'
    assert row["decision note"] == 'Yes, "clearly".\nSecond line'
    assert row["expected graduation"] == ""
    assert rows[str(empty.pk)]["name"] == rows[str(empty.pk)]["level"] == ""
    assert rows[str(odd.pk)]["name"] == "'\tTabbed"
    assert rows[str(odd.pk)]["level"] == "postdoc"
    assert rows[str(formula_paper.pk)]["publications"] == "'-Negative Results"
    assert rows[str(formula_paper.pk)]["decision note"] == "'=SUM(A1)"
    blanked = rows[str(conflicted.pk)]
    assert blanked["mean score"] == blanked["comments"] == blanked["decision note"] == ""
    assert blanked["decision"] == "Reject"
    figures = {row["name"]: row for row in rows.values() if row["name"].startswith("Figures")}
    assert figures["Figures 2.675"]["mean score"] == "2.67"
    assert figures["Figures 2.675"]["calibrated mean (z)"] == "'-0.00"
    assert figures["Figures 0.125"]["mean score"] == "0.12"
    assert figures["Figures 4.995"]["calibrated mean (z)"] == "'-1.24"
    assert figures["Figures 4.995"]["weighted total"] == "1.00"


@pytest.mark.postgres
def test_an_export_left_half_read_leaves_the_connection_usable(coordinator, monkeypatch):
    """A client that goes away mid-download: the COPY is cancelled, its transaction ends."""
    monkeypatch.setattr("reviews.export_sql.BLOCK_BYTES", 100)
    ApplicantFactory.create_batch(30)
    cycle = Cycle.objects.default()
    applicants = workspace_applicants().with_columns(coordinator, blind=False).sorted_by("name")
    lines = export.csv_lines(applicants, PAGE, cycle)

    header, first_block = next(lines), next(lines)
    lines.close()

    assert header.startswith("\ufeffid,") and first_block.count(b"\r\n") >= 1
    assert connection.savepoint_ids == []  # the export's transaction is over
    assert Applicant.objects.count() == 30


# -- The reviews CSV: PostgreSQL writes it too, the same bytes as Python's ------------------


def awkward_reviews(coordinator, reviewer):
    """awkward_applicants' reviews, and more: unicode, quotes and newlines in comments,
    formula-like usernames and comments, uneven criterion weights (one of them 0) whose
    weighted totals need many digits, a review scoring no criterion, and a long wait
    between reviews so the local times differ."""
    applicants = awkward_applicants(coordinator, reviewer)
    zoe, empty, odd, formula_paper, conflicted = applicants
    first, second, third, *_ = Criterion.objects.filter(active=True)
    for criterion, weight in ((first, "0.10"), (second, "0.70"), (third, "0")):
        criterion.weight = weight
        criterion.save(update_fields=["weight"])
    at_sign, plus = UserFactory(username="@at"), UserFactory(username="+plus")
    submit(
        odd,
        at_sign,
        overall=2,
        confidence=3,
        scores={first.pk: 3, second.pk: 5, third.pk: 1},
        comment='Zoë\'s “quotes”, "doubled"\nand a second line; 日本語',
    )
    submit(odd, plus, overall=5, confidence=1, comment="+cmd")
    submit(formula_paper, reviewer, overall=3, scores={third.pk: 4}, comment="-minus start")
    submit(empty, at_sign, overall=1, scores={first.pk: 1, second.pk: 2}, comment="\tTab")
    # Reviews written at different local offsets (summer and winter time).
    Review.objects.filter(applicant=odd, reviewer=plus).update(
        updated_at="2026-07-01T12:34:56.789+00:00"
    )
    Review.objects.filter(applicant=empty).update(updated_at="2026-01-15T03:04:05+00:00")
    return applicants


def both_review_paths(user, sort: str) -> tuple[bytes, bytes]:
    cycle, applicants, criteria = listed(user, sort)
    in_sql = joined(export.review_csv_lines(applicants, cycle))
    in_python = "".join(export.python_review_csv_lines(applicants, criteria))
    return in_sql, in_python.encode()


@pytest.mark.postgres
@pytest.mark.parametrize("time_zone", ["UTC", "America/St_Johns"])
@pytest.mark.parametrize("sort", ["name", "-mean", "-id"])
def test_the_database_writes_the_same_reviews_csv_as_python(
    coordinator, reviewer, sort, time_zone, settings
):
    settings.TIME_ZONE = time_zone
    awkward_reviews(coordinator, reviewer)

    in_sql, in_python = both_review_paths(coordinator, sort)

    assert in_sql == in_python
    rows = list(csv.reader(io.StringIO(in_sql.decode().removeprefix("\ufeff"))))
    assert len(rows) == 1 + 7  # the header and every submitted review


@pytest.mark.postgres
def test_the_awkward_review_cells_come_out_as_intended(client, coordinator, reviewer, settings):
    """What the byte comparison relies on: the fixture reaches each special case."""
    settings.TIME_ZONE = "America/St_Johns"
    zoe, empty, odd, formula_paper, conflicted = awkward_reviews(coordinator, reviewer)
    client.force_login(coordinator)

    raw = b"".join(client.get(REVIEWS_URL, {"sort": "name"}).streaming_content)

    rows = list(csv.DictReader(io.StringIO(raw.decode().removeprefix("\ufeff"))))
    # A username is neutralised like any other cell: "'@at".
    by_reviewer = {(row["applicant id"], row["reviewer"]): row for row in rows}
    careful = by_reviewer[str(odd.pk), "'@at"]
    assert careful["applicant"] == "'\tTabbed" and careful["confidence"] == "High"
    assert careful["comment"] == 'Zoë\'s “quotes”, "doubled"\nand a second line; 日本語'
    assert careful["weighted total"] == "4.75"  # (0.1 × 3 + 0.7 × 5) / 0.8; weight 0 left out
    assert by_reviewer[str(odd.pk), "'+plus"]["submitted at"] == "2026-07-01T10:04:56-02:30"
    assert by_reviewer[str(empty.pk), "'@at"]["submitted at"] == "2026-01-14T23:34:05-03:30"
    assert by_reviewer[str(empty.pk), "'@at"]["comment"] == "'\tTab"
    assert by_reviewer[str(odd.pk), "'+plus"]["comment"] == "'+cmd"
    assert by_reviewer[str(odd.pk), "'+plus"]["weighted total"] == ""  # scored no criterion
    assert by_reviewer[str(formula_paper.pk), "rev"]["weighted total"] == ""  # only weight 0
    assert by_reviewer[str(zoe.pk), "'-minus"]["comment"] == "'=1+1\r\nsecond line"
    blanked = by_reviewer[str(conflicted.pk), "rev"]
    assert blanked["overall"] == blanked["comment"] == blanked["confidence"] == ""
    assert blanked["submitted at"]
