"""Full-text search reads applicants' stored search_vector now: the expression index goes.

Nothing else queries to_tsvector(search_text); keeping the index would only cost
every write of search_text a second tsvector computation.
"""

from django.db import migrations

EXPRESSION_INDEX = (
    "CREATE INDEX IF NOT EXISTS reviews_applicant_fts ON applicants_applicant USING gin "
    "(to_tsvector('english'::regconfig, COALESCE(search_text, ''::text)))"
)


def drop_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS reviews_applicant_fts")


def restore_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(EXPRESSION_INDEX)


class Migration(migrations.Migration):
    dependencies = [
        ("reviews", "0004_reviewsummary_mean_applicant"),
        ("applicants", "0004_applicant_search_vector"),
    ]

    operations = [
        migrations.RunPython(drop_index, restore_index, elidable=False),
    ]
