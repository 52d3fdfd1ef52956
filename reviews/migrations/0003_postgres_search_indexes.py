"""Indexes the workspace needs on the applicants app's tables, on PostgreSQL only.

They live here because reviews is what queries them this way; SQLite searches
with a plain scan and needs none of them. Each expression is written exactly as
reviews.querysets generates it, or the planner would not use the index.
"""

from django.contrib.postgres.operations import TrigramExtension
from django.db import migrations

INDEXES = {
    "reviews_applicant_fts": (
        "applicants_applicant USING gin "
        "(to_tsvector('english'::regconfig, COALESCE(search_text, ''::text)))"
    ),
    "reviews_applicant_inst_trgm": (
        "applicants_applicant USING gin (UPPER(current_institution::text) gin_trgm_ops)"
    ),
    "reviews_publication_venue_trgm": (
        "applicants_publication USING gin (UPPER(venue::text) gin_trgm_ops)"
    ),
    "reviews_education_inst_trgm": (
        "applicants_education USING gin (UPPER(institution::text) gin_trgm_ops)"
    ),
    "reviews_applicant_name_id": "applicants_applicant (name, id)",
    "reviews_applicant_status_name": "applicants_applicant (status, name, id)",
    "reviews_summary_mean_desc": "reviews_reviewsummary (mean_score DESC NULLS LAST)",
}


def create_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, definition in INDEXES.items():
        schema_editor.execute(f"CREATE INDEX IF NOT EXISTS {name} ON {definition}")


def drop_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name in INDEXES:
        schema_editor.execute(f"DROP INDEX IF EXISTS {name}")


class Migration(migrations.Migration):
    dependencies = [
        ("reviews", "0002_default_criteria"),
        ("applicants", "0001_initial"),
    ]

    operations = [
        TrigramExtension(),
        migrations.RunPython(create_indexes, drop_indexes),
    ]
