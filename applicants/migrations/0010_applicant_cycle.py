"""Every existing applicant goes into the default cycle reviews 0008 made."""

import django.db.models.deletion
from django.db import migrations, models

import applicants.models


def into_default_cycle(apps, schema_editor):
    Applicant = apps.get_model("applicants", "Applicant")
    Cycle = apps.get_model("reviews", "Cycle")
    cycle = Cycle.objects.order_by("-created_at", "-id").first()
    Applicant.objects.filter(cycle__isnull=True).update(cycle=cycle)


class Migration(migrations.Migration):
    dependencies = [
        ("applicants", "0009_applicant_top_skills"),
        ("reviews", "0008_cycle"),
    ]

    operations = [
        migrations.AddField(
            model_name="applicant",
            name="cycle",
            field=models.ForeignKey(
                null=True,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="applicants",
                to="reviews.cycle",
            ),
        ),
        migrations.RunPython(into_default_cycle, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="applicant",
            name="cycle",
            field=models.ForeignKey(
                default=applicants.models.default_cycle_pk,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="applicants",
                to="reviews.cycle",
            ),
        ),
        migrations.AddField(
            model_name="uploadbatch",
            name="cycle",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.SET_NULL,
                related_name="+",
                to="reviews.cycle",
            ),
        ),
    ]
