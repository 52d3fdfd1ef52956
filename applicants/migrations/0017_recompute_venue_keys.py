"""Every applicant's venue keys again: issue 8's round 88 added ACM Multimedia's short
names (ACM MM, ACM-MM, ACMMM) to the gazetteer, and keys stored before them would miss
those names (applicants.venue_index.KNOWN_VENUES).
"""

from django.db import migrations

from applicants.venue_index import backfill


def recompute_venue_keys(apps, schema_editor):
    backfill(schema_editor.connection)


class Migration(migrations.Migration):
    dependencies = [
        ("applicants", "0016_recompute_venue_keys"),
    ]

    operations = [
        migrations.RunPython(recompute_venue_keys, migrations.RunPython.noop),
    ]
