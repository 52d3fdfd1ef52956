from django.db import migrations

DEFAULTS = [
    ("Research potential", "Could they do publishable research with us within the internship?"),
    ("Technical depth", "Systems, maths and engineering skill shown by their work."),
    ("Fit with our topics", "How close their interests and experience are to our projects."),
]


def add_defaults(apps, schema_editor):
    Criterion = apps.get_model("reviews", "Criterion")
    for position, (name, description) in enumerate(DEFAULTS):
        Criterion.objects.get_or_create(
            name=name, defaults={"description": description, "position": position}
        )


def remove_defaults(apps, schema_editor):
    apps.get_model("reviews", "Criterion").objects.filter(
        name__in=[name for name, _ in DEFAULTS]
    ).delete()


class Migration(migrations.Migration):
    dependencies = [("reviews", "0001_initial")]

    operations = [migrations.RunPython(add_defaults, remove_defaults)]
