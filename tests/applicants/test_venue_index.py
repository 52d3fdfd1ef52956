"""An applicant's venue columns (applicants.venue_index): what they hold, that every change
to the papers keeps them, and that the migration's backfill writes what ingest would."""

import pytest
from django.db import connection

from applicants import venue_index
from applicants.ingest import ingest, refresh_applicant
from applicants.merge import merge_applicants
from applicants.models import Applicant, MergeRecord, Publication
from applicants.unmerge import undo_merge
from applicants.venue_index import (
    KNOWN_VENUES,
    KNOWN_VENUES_DIGEST,
    VENUE_FIELDS,
    backfill,
    keys_of,
    known_key,
    known_venues_digest,
    upper,
    venue_columns,
)
from parsing.profile import Profile
from parsing.profile import Publication as ParsedPublication
from reviews.corrections import correct_fact, hide_fact
from tests.factories import ApplicantFactory, DocumentFactory, PublicationFactory

UNDER_REVIEW = Publication.PubStatus.UNDER_REVIEW


def test_the_known_names_are_those_the_stored_keys_were_computed_with():
    # Changed gazetteers: recompute the keys (backfill() in a new migration), then the digest.
    assert known_venues_digest() == KNOWN_VENUES_DIGEST


def test_a_venues_keys_are_every_known_name_it_contains_ignoring_case():
    keys = keys_of("HotOS workshop at osdi")
    assert {"HOTOS", "OSDI"} <= set(keys)
    assert "SOSP" not in keys
    assert set(keys) == {name for name in KNOWN_VENUES if name in "HOTOS WORKSHOP AT OSDI"}
    assert "OSDI" not in keys_of("Operating Systems Design and Implementation")


def test_upper_case_is_one_character_at_a_time_as_in_postgresql():
    assert upper("Straße ﬁle osdi") == "STRAßE ﬁLE OSDI"


def test_only_an_ascii_known_name_is_a_key():
    assert known_key("osdi") == "OSDI"
    assert known_key("EuroSys") == "EUROSYS"
    assert known_key("osd") is None
    assert known_key("oſdi") is None  # "ſ" upper-cases to "S" in Python and PostgreSQL alike


def test_the_columns_keep_papers_under_review_apart_and_skip_empty_venues():
    columns = venue_columns(
        [("OSDI", "published"), ("OSDI", ""), ("FSE", UNDER_REVIEW), ("", "published")]
        + [("EuroSys", "accepted")]
    )
    assert columns == {
        "venues": "EuroSys\nOSDI",
        "venue_keys": sorted({*keys_of("EuroSys"), *keys_of("OSDI")}),
        "venues_under_review": "FSE",
        "venue_keys_under_review": keys_of("FSE"),
    }
    assert set(columns) == set(VENUE_FIELDS)


def stored(applicant) -> dict:
    return Applicant.objects.filter(pk=applicant.pk).values(*VENUE_FIELDS).get()


def profile(name: str, *papers: tuple[str, str], kind: str = "cv") -> Profile:
    return Profile(
        kind=kind,
        text="cv",
        name=name,
        publications=[
            ParsedPublication(title=f"Paper at {venue}", venue=venue, status=status)
            for venue, status in papers
        ],
    )


def ingested(document, parsed: Profile) -> Applicant:
    """As the pipeline does: ingest, then refresh the applicant."""
    applicant = ingest(document, parsed)
    document.profile = parsed.to_dict()
    document.save(update_fields=["profile"])
    return refresh_applicant(applicant)


@pytest.mark.django_db
def test_ingest_and_a_re_parse_keep_the_columns():
    document = DocumentFactory(applicant=None)
    applicant = ingested(
        document,
        profile("Wren Talbot", ("OSDI", "published"), ("FSE", "under_review"), ("", "")),
    )
    assert stored(applicant) == venue_columns([("OSDI", ""), ("FSE", UNDER_REVIEW)])
    assert "OSDI" in stored(applicant)["venue_keys"]

    ingested(document, profile("Wren Talbot", ("SOSP", "accepted")))

    assert stored(applicant) == venue_columns([("SOSP", "accepted")])
    assert stored(applicant)["venues_under_review"] == ""


@pytest.mark.django_db
def test_hiding_a_paper_and_changing_its_status_keep_the_columns(coordinator):
    document = DocumentFactory(applicant=None)
    applicant = ingested(
        document, profile("Wren Talbot", ("OSDI", "published"), ("NSDI", "published"))
    )
    osdi = applicant.publications.get(venue="OSDI")
    nsdi = applicant.publications.get(venue="NSDI")

    hide_fact(nsdi, coordinator)
    assert stored(applicant) == venue_columns([("OSDI", "published")])

    values = {"title": osdi.title, "venue": "OSDI", "year": None, "pub_status": UNDER_REVIEW}
    correct_fact(osdi, values, coordinator)
    assert stored(applicant) == venue_columns([("OSDI", UNDER_REVIEW)])
    assert stored(applicant)["venue_keys"] == []


@pytest.mark.django_db
def test_a_merge_and_its_undo_keep_both_applicants_columns(coordinator):
    # A homepage and a CV: after the merge both count (of two CVs only the newer would).
    homepage = DocumentFactory(applicant=None, kind="homepage")
    source = ingested(homepage, profile("Ada Quill", ("OSDI", ""), kind="homepage"))
    target = ingested(DocumentFactory(applicant=None), profile("Bo Lantern", ("SOSP", "")))

    merge_applicants(source, target, by=coordinator)
    assert stored(target) == venue_columns([("OSDI", ""), ("SOSP", "")])

    restored = undo_merge(MergeRecord.objects.get(), coordinator)
    assert stored(restored) == venue_columns([("OSDI", "")])
    assert stored(target) == venue_columns([("SOSP", "")])


@pytest.fixture
def papers(db):
    """Applicants with visible, hidden, under review and venue-less papers, and their
    columns as ingest would keep them."""
    wide = ApplicantFactory()
    for venue, status in [("OSDI", ""), ("HotOS workshop at OSDI", "published"), ("FSE", "")]:
        PublicationFactory(applicant=wide, document__applicant=wide, venue=venue, pub_status=status)
    PublicationFactory(
        applicant=wide, document__applicant=wide, venue="ICSE", pub_status=UNDER_REVIEW
    )
    hidden = ApplicantFactory()
    PublicationFactory(applicant=hidden, document__applicant=hidden, venue="NSDI", hidden=True)
    PublicationFactory(applicant=hidden, document__applicant=hidden, venue="")
    none = ApplicantFactory()
    return {
        wide: venue_columns([("OSDI", ""), ("HotOS workshop at OSDI", ""), ("FSE", "")])
        | {"venues_under_review": "ICSE", "venue_keys_under_review": keys_of("ICSE")},
        hidden: venue_columns([]),
        none: venue_columns([]),
    }


def emptied_then_backfilled() -> None:
    Applicant.objects.update(
        venues="", venue_keys=[], venues_under_review="", venue_keys_under_review=[]
    )
    backfill(connection)


@pytest.mark.postgres
def test_the_backfill_writes_what_ingest_keeps(papers):
    for applicant in papers:
        refresh_applicant(applicant)
    kept = {applicant.pk: stored(applicant) for applicant in papers}

    emptied_then_backfilled()

    assert {applicant.pk: stored(applicant) for applicant in papers} == kept
    assert {applicant.pk: stored(applicant) for applicant in papers} == {
        applicant.pk: columns for applicant, columns in papers.items()
    }


@pytest.mark.postgres
def test_a_later_backfill_clears_an_applicant_whose_papers_went(papers):
    wide = next(iter(papers))
    Publication.objects.filter(applicant=wide).update(hidden=True)

    backfill(connection)

    assert stored(wide) == venue_columns([])


@pytest.mark.postgres
def test_a_later_backfill_rewrites_only_the_applicants_whose_columns_change(papers):
    # A grown gazetteer's migration must not rewrite every row of a large table.
    for applicant in papers:
        refresh_applicant(applicant)
    wide = next(iter(papers))
    Applicant.objects.filter(pk=wide.pk).update(venue_keys=[])

    assert backfill(connection) == 1
    assert stored(wide) == papers[wide]
    assert backfill(connection) == 0


@pytest.mark.django_db
def test_the_backfill_without_postgresql_writes_the_same(papers):
    Applicant.objects.update(
        venues="", venue_keys=[], venues_under_review="", venue_keys_under_review=[]
    )
    with connection.cursor() as cursor:
        venue_index._backfill_each(cursor)  # SQLite's path, one applicant at a time

    assert {a.pk: stored(a) for a in papers} == {a.pk: c for a, c in papers.items()}
