"""Every applicant's venue keys again: issue 8's later parsing rounds added venues to the
gazetteer (COLM, and the learning-science conferences EDM, AIED and LAK), and keys stored
before them would miss those names (applicants.venue_index.KNOWN_VENUES).
"""

from django.db import migrations

from applicants.venue_index import backfill


def recompute_venue_keys(apps, schema_editor):
    backfill(schema_editor.connection)


class Migration(migrations.Migration):
    dependencies = [
        ("applicants", "0015_recompute_venue_keys"),
    ]

    operations = [
        migrations.RunPython(recompute_venue_keys, migrations.RunPython.noop),
    ]
