"""Cycles: the existing rubric moves into one default cycle (made here, in the reviewing
phase, since the data it holds is already being reviewed); criterion names become unique
per cycle. applicants 0010 puts every existing applicant into the same cycle."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

import applicants.models

DEFAULT_CYCLE_NAME = "First cycle"


def create_default_cycle(apps, schema_editor):
    Cycle = apps.get_model("reviews", "Cycle")
    Criterion = apps.get_model("reviews", "Criterion")
    cycle = Cycle.objects.order_by("-created_at", "-id").first()
    if cycle is None:
        cycle = Cycle.objects.create(name=DEFAULT_CYCLE_NAME, phase="reviewing")
    Criterion.objects.filter(cycle__isnull=True).update(cycle=cycle)


class Migration(migrations.Migration):
    dependencies = [
        ("reviews", "0007_auditentry_outlives_applicant"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name="Cycle",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("name", models.CharField(max_length=120, unique=True)),
                (
                    "phase",
                    models.CharField(
                        choices=[
                            ("collecting", "Collecting"),
                            ("reviewing", "Reviewing"),
                            ("discussion", "Discussion"),
                            ("decided", "Decided"),
                        ],
                        default="collecting",
                        max_length=20,
                    ),
                ),
                (
                    "review_visibility",
                    models.CharField(
                        choices=[
                            ("after_own", "After the reviewer's own submission"),
                            ("always", "Always"),
                            ("discussion", "Not until the discussion phase"),
                        ],
                        default="after_own",
                        help_text="When a reviewer sees the others' scores and comments.",
                        max_length=20,
                    ),
                ),
                (
                    "anonymised_first_pass",
                    models.BooleanField(
                        default=False,
                        help_text="Names, contacts and photos hidden until the discussion.",
                    ),
                ),
                (
                    "anonymise_institution",
                    models.BooleanField(
                        default=False,
                        help_text="The institution hidden too in the anonymised first pass.",
                    ),
                ),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                (
                    "reviewers",
                    models.ManyToManyField(
                        blank=True, related_name="review_cycles", to=settings.AUTH_USER_MODEL
                    ),
                ),
            ],
            options={"ordering": ["-created_at", "-id"]},
        ),
        migrations.AddField(
            model_name="criterion",
            name="cycle",
            field=models.ForeignKey(
                null=True,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="criteria",
                to="reviews.cycle",
            ),
        ),
        migrations.RunPython(create_default_cycle, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="criterion",
            name="cycle",
            field=models.ForeignKey(
                default=applicants.models.default_cycle_pk,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="criteria",
                to="reviews.cycle",
            ),
        ),
        migrations.AlterField(
            model_name="criterion",
            name="name",
            field=models.CharField(max_length=100),
        ),
        migrations.AddConstraint(
            model_name="criterion",
            constraint=models.UniqueConstraint(
                fields=("cycle", "name"), name="unique_criterion_per_cycle"
            ),
        ),
    ]
