"""Each applicant's venues on its row, for venue: searches (applicants.venue_index), with
their indexes on PostgreSQL and every existing applicant's values.

The indexes are PostgreSQL's (SQLite searches with a plain scan): a GIN index on each key
list for containment (@>), a trigram index on each text written as reviews.querysets'
icontains generates it, UPPER(column::text).
"""

from django.db import migrations, models

from applicants.venue_index import backfill

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


def drop_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name in INDEXES:
        schema_editor.execute(f"DROP INDEX IF EXISTS {name}")


def fill_venues(apps, schema_editor):
    backfill(schema_editor.connection)
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("ANALYZE applicants_applicant")


class Migration(migrations.Migration):
    dependencies = [
        ("applicants", "0012_applicant_sort_indexes_publication_count"),
        # Its trigram extension.
        ("reviews", "0003_postgres_search_indexes"),
    ]

    operations = [
        migrations.AddField(
            model_name="applicant",
            name="venues",
            field=models.TextField(blank=True, default=""),
        ),
        migrations.AddField(
            model_name="applicant",
            name="venue_keys",
            field=models.JSONField(blank=True, default=list),
        ),
        migrations.AddField(
            model_name="applicant",
            name="venues_under_review",
            field=models.TextField(blank=True, default=""),
        ),
        migrations.AddField(
            model_name="applicant",
            name="venue_keys_under_review",
            field=models.JSONField(blank=True, default=list),
        ),
        # Before the backfill, as 0012 does: an index built on rows this transaction had just
        # updated would be kept from queries until every older transaction had ended.
        migrations.RunPython(create_indexes, drop_indexes),
        migrations.RunPython(fill_venues, migrations.RunPython.noop),
    ]
