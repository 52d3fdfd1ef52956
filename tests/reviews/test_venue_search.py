"""venue: read from the applicant's venue columns finds exactly whom the join of the
publications with ILIKE found, on venue names that nearly match one another."""

import pytest
from django.db.models import Exists, OuterRef

from applicants.models import Applicant, Publication
from reviews.querysets import workspace_applicants
from reviews.search import parse
from tests.factories import ApplicantFactory, PublicationFactory

pytestmark = pytest.mark.django_db

UNDER_REVIEW = Publication.PubStatus.UNDER_REVIEW
# Each applicant's papers: (venue, status, hidden).
PAPERS = {
    "osdi": [("OSDI", "published", False)],
    "lower": [("osdi", "", False)],
    "workshop": [("HotOS workshop at OSDI", "accepted", False)],
    "written out": [("Operating Systems Design and Implementation", "", False)],
    "near misses": [("OSD", "", False), ("O S D I", "", False), ("NSDI", "preprint", False)],
    "two lines": [("HotOS\nOSDI 2024", "", False)],
    "systems": [("EuroSys", "", False), ("MLSys", "", False)],
    "usenix": [("USENIX ATC", "", False), ("USENIX Security", "", False)],
    "journal": [("ACM Transactions on Computer Systems (TOCS)", "", False)],
    "acl family": [("NAACL-HLT", "", False), ("EACL", "", False)],
    "unicode": [("Straße Workshop", "", False), ("ﬁle systems", "", False)],
    "wildcards": [("Tech_Report 50%", "", False)],
    "submitted": [("OSDI", UNDER_REVIEW, False), ("FSE", UNDER_REVIEW, False)],
    "hidden": [("OSDI", "", True), ("SOSP", "", True)],
    "no venue": [("", "", False)],
    "no papers": [],
}
TERMS = [
    "osdi", "OSDI", "OsDi", "osd", "sdi", "nsdi", "os", "o", "sys", "eurosys", "mlsys", "atc",
    "usenix", '"usenix atc"', "security", "tocs", '"computer systems"', "acl", "naacl",
    "naacl-hlt", "eacl", "hlt", "fse", "sosp", "ß", "strasse", "straße", "ﬁle", "file", "fi",
    "_", "%", "50%", "tech_report", '"hotos\nosdi"', "2024", "workshop", "oſdi",
]  # fmt: skip


@pytest.fixture
def applicants(db):
    for name, papers in PAPERS.items():
        applicant = ApplicantFactory(name=name)
        for venue, status, hidden in papers:
            PublicationFactory(
                document__applicant=applicant, venue=venue, pub_status=status, hidden=hidden
            )


def found_by_join(value: str, any_status: bool, negated: bool) -> set[str]:
    """The applicants the join of their visible publications with ILIKE found."""
    papers = Publication.objects.filter(applicant=OuterRef("pk"), venue__icontains=value)
    if not any_status:
        papers = papers.exclude(pub_status=UNDER_REVIEW)
    found = Applicant.objects.filter(~Exists(papers) if negated else Exists(papers))
    return set(found.values_list("name", flat=True))


def found(query: str, user) -> set[str]:
    return set(workspace_applicants().matching(parse(query), user).values_list("name", flat=True))


@pytest.mark.parametrize("term", TERMS)
def test_venue_finds_whom_the_join_of_the_publications_found(applicants, reviewer, term):
    value = parse(f"venue:{term}").of("venue")[0].value
    for suffix, any_status in (("", False), (" status:any", True)):
        assert found(f"venue:{term}{suffix}", reviewer) == found_by_join(value, any_status, False)
        assert found(f"-venue:{term}{suffix}", reviewer) == found_by_join(value, any_status, True)


def test_the_fixture_tells_the_venues_apart(applicants, reviewer):
    assert found("venue:osdi", reviewer) == {"osdi", "lower", "workshop", "two lines"}
    assert found("venue:osdi status:any", reviewer) == {
        "osdi", "lower", "workshop", "two lines", "submitted"
    }  # fmt: skip
    assert found("venue:sys", reviewer) == {"systems", "journal", "unicode", "written out"}


@pytest.mark.postgres
def test_a_known_name_is_looked_up_in_the_keys_and_any_other_term_in_the_text(reviewer):
    def sql(query):
        return str(workspace_applicants().matching(parse(query), reviewer).query)

    assert '"venue_keys" @>' in sql("venue:osdi")
    assert '"venue_keys_under_review" @>' in sql("venue:osdi status:any")
    assert 'UPPER("applicants_applicant"."venues"::text) LIKE' in sql("venue:osd")
    assert "applicants_publication" not in sql("venue:osdi") + sql("venue:osd status:any")
    # A term across lines could only match the text across two venues: the join decides.
    assert "applicants_publication" in sql('venue:"hotos\nosdi"')
