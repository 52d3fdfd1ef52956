"""The indexes of the venue columns (0013), on PostgreSQL only (SQLite searches with a plain
scan): a GIN index on each key list for containment (@>), a trigram index on each text as
reviews.querysets' icontains writes it, UPPER(column::text).

In a migration of their own, after the backfill's: built in the transaction that had just
updated the rows, PostgreSQL would keep them from queries until every older transaction had
ended; and one bulk build is cheaper than keeping them through every updated row.
"""

from django.db import migrations

INDEXES = {
    "applicant_venue_keys": "USING gin (venue_keys jsonb_path_ops)",
    "applicant_venue_keys_review": "USING gin (venue_keys_under_review jsonb_path_ops)",
    "applicant_venues_trgm": "USING gin (UPPER(venues::text) gin_trgm_ops)",
    "applicant_venues_review_trgm": "USING gin (UPPER(venues_under_review::text) gin_trgm_ops)",
}


def create_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, definition in INDEXES.items():
        schema_editor.execute(
            f"CREATE INDEX IF NOT EXISTS {name} ON applicants_applicant {definition}"
        )
    # Statistics for the new columns and the indexed expressions, for the planner.
    schema_editor.execute("ANALYZE applicants_applicant")


def drop_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name in INDEXES:
        schema_editor.execute(f"DROP INDEX IF EXISTS {name}")


class Migration(migrations.Migration):
    dependencies = [
        ("applicants", "0013_applicant_venues"),
        # Its trigram extension.
        ("reviews", "0003_postgres_search_indexes"),
    ]

    operations = [migrations.RunPython(create_indexes, drop_indexes)]
