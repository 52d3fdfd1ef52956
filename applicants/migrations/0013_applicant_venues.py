"""Each applicant's venues on its row, for venue: searches (applicants.venue_index), and
every existing applicant's values; 0014 indexes them.
"""

from django.db import migrations, models

from applicants.venue_index import backfill


def fill_venues(apps, schema_editor):
    backfill(schema_editor.connection)


class Migration(migrations.Migration):
    dependencies = [
        ("applicants", "0012_applicant_sort_indexes_publication_count"),
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
        migrations.RunPython(fill_venues, migrations.RunPython.noop),
    ]
