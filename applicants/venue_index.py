"""An applicant's venues on their own row, for the search's venue: term (issue 12).

venue:X finds an applicant with a visible paper whose venue contains X, ignoring case, and
not under review unless status:any. Joining every publication and testing its venue with
ILIKE read most of the publications table at a million applicants; these columns, kept by
ingest.refresh_applicant as publication_count is, answer it from the applicant's row:

- venue_keys: the known short names (KNOWN_VENUES, the parser's gazetteers) that any of the
  venues contains, upper-case. Because it lists every known name contained, "the list holds
  X" is exactly "a venue contains X" for a known X: an indexed containment test.
- venues: the venues themselves, one a line. Any other term is matched in this text (a
  trigram index on PostgreSQL); a term without a line break can only match within one venue.

Papers under review have their own pair (venue_keys_under_review, venues_under_review), read
only by status:any.

KNOWN_VENUES comes from the parser's gazetteers; when they change, the keys stored so far
miss the new names, and a term naming one would wrongly find nobody. KNOWN_VENUES_DIGEST
notices it (tests/applicants/test_venue_index.py): recompute with backfill() in a migration
and update the digest.
"""

import hashlib
from collections.abc import Iterable

from parsing.journal_names import JOURNAL_NAMES
from parsing.venue_list import CCF_FULL_NAMES
from parsing.venue_names import FULL_NAMES
from parsing.venues import VENUES

KNOWN_VENUES = frozenset(
    name.upper()
    for name in (
        *VENUES,
        *FULL_NAMES.values(),
        *JOURNAL_NAMES.values(),
        *CCF_FULL_NAMES.values(),
    )
)
# What the stored keys were computed with (applicants 0013; 0015 after the journal gazetteer
# of issue 8, 0016 and 0017 after its later rounds' venues); see the module's docstring.
KNOWN_VENUES_DIGEST = "f7143ad0ad642608"
UNDER_REVIEW = "under_review"  # Publication.PubStatus.UNDER_REVIEW; this module reads no model
SEPARATOR = "\n"
VENUE_FIELDS = ("venues", "venue_keys", "venues_under_review", "venue_keys_under_review")


def known_venues_digest() -> str:
    return hashlib.sha256("\n".join(sorted(KNOWN_VENUES)).encode()).hexdigest()[:16]


def upper(text: str) -> str:
    """Upper case one character at a time, as PostgreSQL's UPPER() does: "ß" stays "ß"
    where str.upper() makes it "SS", so a venue holds a key here exactly when ILIKE says so."""
    return "".join(big if len(big := ch.upper()) == 1 else ch for ch in text)


def keys_of(venue: str) -> list[str]:
    """The known venue names the venue contains, ignoring case."""
    written = upper(venue)
    return sorted(name for name in KNOWN_VENUES if name in written)


def known_key(term: str) -> str | None:
    """The term as a stored key, when it is a known venue name (ASCII only: the database's
    and Python's case rules agree there)."""
    key = term.upper()
    return key if term.isascii() and key in KNOWN_VENUES else None


def venue_columns(papers: Iterable[tuple[str, str]]) -> dict:
    """The four columns from (venue, pub_status) of the applicant's visible papers; lines and
    keys in code-point order, as backfill() writes them."""
    published, under_review = set(), set()
    for venue, status in papers:
        if venue:
            (under_review if status == UNDER_REVIEW else published).add(venue)
    return {
        "venues": SEPARATOR.join(sorted(published)),
        "venue_keys": sorted({key for venue in published for key in keys_of(venue)}),
        "venues_under_review": SEPARATOR.join(sorted(under_review)),
        "venue_keys_under_review": sorted(
            {key for venue in under_review for key in keys_of(venue)}
        ),
    }


# One statement for every applicant with a visible paper: the texts from the papers, the keys
# from a table of each distinct venue's keys (computed here, in Python, as at ingest). Only rows
# whose columns change are written: a later backfill (a grown gazetteer) rewrites the applicants
# it concerns, not the whole table (each rewritten row is a new row version on disk).
_KEYS_TABLE = "CREATE TEMPORARY TABLE venue_index_keys (venue text, key text)"
_FILL = """
WITH papers AS (
    SELECT DISTINCT applicant_id, venue, pub_status = %(review)s AS under_review
    FROM applicants_publication
    WHERE NOT hidden AND venue <> ''
), keys AS (
    SELECT DISTINCT papers.applicant_id, papers.under_review, k.key
    FROM papers JOIN venue_index_keys AS k ON k.venue = papers.venue
)
UPDATE applicants_applicant AS a
SET venues = COALESCE(t.venues, ''), venue_keys = COALESCE(k.venue_keys, '[]'),
    venues_under_review = COALESCE(t.venues_under_review, ''),
    venue_keys_under_review = COALESCE(k.venue_keys_under_review, '[]')
FROM (
    SELECT applicant_id,
        string_agg(venue, E'\\n' ORDER BY venue COLLATE "C") FILTER (WHERE NOT under_review)
            AS venues,
        string_agg(venue, E'\\n' ORDER BY venue COLLATE "C") FILTER (WHERE under_review)
            AS venues_under_review
    FROM papers GROUP BY applicant_id
) AS t LEFT JOIN (
    SELECT applicant_id,
        jsonb_agg(key ORDER BY key COLLATE "C") FILTER (WHERE NOT under_review) AS venue_keys,
        jsonb_agg(key ORDER BY key COLLATE "C") FILTER (WHERE under_review)
            AS venue_keys_under_review
    FROM keys GROUP BY applicant_id
) AS k ON k.applicant_id = t.applicant_id
WHERE a.id = t.applicant_id AND (
    a.venues, a.venue_keys, a.venues_under_review, a.venue_keys_under_review
) IS DISTINCT FROM (
    COALESCE(t.venues, ''), COALESCE(k.venue_keys, '[]'),
    COALESCE(t.venues_under_review, ''), COALESCE(k.venue_keys_under_review, '[]')
)
"""
# Rows whose papers all went since their columns were written (a later backfill).
_CLEAR = """
UPDATE applicants_applicant AS a
SET venues = '', venue_keys = '[]', venues_under_review = '', venue_keys_under_review = '[]'
WHERE (a.venues <> '' OR a.venues_under_review <> '') AND NOT EXISTS (
    SELECT FROM applicants_publication AS p
    WHERE p.applicant_id = a.id AND NOT p.hidden AND p.venue <> ''
)
"""


def backfill(connection) -> int:
    """Writes the four columns of every applicant in a few set-based statements (PostgreSQL);
    elsewhere, as for a development database, one applicant at a time. Returns how many rows
    PostgreSQL wrote (those whose columns changed); elsewhere, every applicant's."""
    with connection.cursor() as cursor:
        if connection.vendor != "postgresql":
            return _backfill_each(cursor)
        cursor.execute(
            "SELECT DISTINCT venue FROM applicants_publication WHERE NOT hidden AND venue <> ''"
        )
        pairs = [(venue, key) for (venue,) in cursor.fetchall() for key in keys_of(venue)]
        cursor.execute("DROP TABLE IF EXISTS venue_index_keys")
        cursor.execute(_KEYS_TABLE)
        cursor.execute(
            "INSERT INTO venue_index_keys SELECT * FROM unnest(%s::text[], %s::text[])",
            [[venue for venue, _ in pairs], [key for _, key in pairs]],
        )
        cursor.execute("ANALYZE venue_index_keys")
        cursor.execute(_CLEAR)
        written = cursor.rowcount
        cursor.execute(_FILL, {"review": UNDER_REVIEW})
        written += cursor.rowcount
        cursor.execute("DROP TABLE venue_index_keys")
        return written


def _backfill_each(cursor) -> int:
    import json

    cursor.execute(
        "SELECT applicant_id, venue, pub_status FROM applicants_publication WHERE NOT hidden"
    )
    papers: dict[int, list[tuple[str, str]]] = {}
    for applicant_id, venue, status in cursor.fetchall():
        papers.setdefault(applicant_id, []).append((venue, status))
    cursor.execute("SELECT id FROM applicants_applicant")
    applicant_ids = [applicant_id for (applicant_id,) in cursor.fetchall()]
    for applicant_id in applicant_ids:
        columns = venue_columns(papers.get(applicant_id, ()))
        cursor.execute(
            "UPDATE applicants_applicant SET venues = %s, venue_keys = %s, "
            "venues_under_review = %s, venue_keys_under_review = %s WHERE id = %s",
            [
                columns["venues"],
                json.dumps(columns["venue_keys"]),
                columns["venues_under_review"],
                json.dumps(columns["venue_keys_under_review"]),
                applicant_id,
            ],
        )
    return len(applicant_ids)
