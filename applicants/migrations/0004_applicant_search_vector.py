"""On PostgreSQL, Applicant.search_text's tsvector kept by the database, with a GIN index.

A phrase search must recheck every candidate row the GIN index gives (the index keeps
no word positions). Against an expression index that means parsing search_text again
per row; against this stored column it reads the tsvector. The database computes the
column on every insert and update, so no code path can leave it stale. The model does
not declare it (it would have to exist on SQLite too): reviews.querysets reads it.
"""

from django.db import migrations

COLUMN = (
    "ALTER TABLE applicants_applicant ADD COLUMN IF NOT EXISTS search_vector tsvector "
    "GENERATED ALWAYS AS (to_tsvector('english'::regconfig, COALESCE(search_text, ''))) STORED"
)
INDEX = (
    "CREATE INDEX IF NOT EXISTS applicants_applicant_search_vector "
    "ON applicants_applicant USING gin (search_vector)"
)


def add_search_vector(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(COLUMN)
    schema_editor.execute(INDEX)
    # The planner's statistics for the new column, rather than waiting for autovacuum.
    schema_editor.execute("ANALYZE applicants_applicant")


def remove_search_vector(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("DROP INDEX IF EXISTS applicants_applicant_search_vector")
    schema_editor.execute("ALTER TABLE applicants_applicant DROP COLUMN IF EXISTS search_vector")


class Migration(migrations.Migration):
    dependencies = [
        ("applicants", "0003_document_pipeline_fields"),
    ]

    operations = [
        migrations.RunPython(add_search_vector, remove_search_vector, elidable=False),
    ]
