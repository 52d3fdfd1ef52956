from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("applicants", "0007_fact_corrections")]

    operations = [
        migrations.AddField(
            model_name="document",
            name="attention_dismissed",
            field=models.BooleanField(default=False),
        ),
    ]
