from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("applicants", "0005_document_superseded_by")]

    operations = [
        migrations.AddField(
            model_name="document",
            name="attention_dismissed",
            field=models.BooleanField(default=False),
        ),
    ]
