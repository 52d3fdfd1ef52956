"""Every applicant's venue keys again: issue 8's parsing rounds added journals, preprint
servers and journal acronyms to the venue gazetteer (applicants.venue_index.KNOWN_VENUES), and
keys stored before them would miss those names.
"""

from django.db import migrations

from applicants.venue_index import backfill


def recompute_venue_keys(apps, schema_editor):
    backfill(schema_editor.connection)


class Migration(migrations.Migration):
    dependencies = [
        ("applicants", "0014_applicant_venue_indexes"),
    ]

    operations = [
        migrations.RunPython(recompute_venue_keys, migrations.RunPython.noop),
    ]
