from django.db import migrations, models

from applicants.skill_rank import rank_skills


def rank_existing(apps, schema_editor):
    """Applicants parsed before the field existed get their ranking now (no re-parse)."""
    Applicant = apps.get_model("applicants", "Applicant")
    ApplicantSkill = apps.get_model("applicants", "ApplicantSkill")
    Document = apps.get_model("applicants", "Document")
    for applicant in Applicant.objects.iterator():
        documents = Document.objects.filter(
            applicant=applicant, state="parsed", superseded_by=None
        ).order_by("-parsed_at", "-uploaded_at")
        ranked = []
        for document in documents:
            listed = ApplicantSkill.objects.filter(document=document).order_by("id")
            ranked.append((document.text, list(listed.values_list("skill__name", flat=True))))
        applicant.top_skills = rank_skills(ranked)
        applicant.save(update_fields=["top_skills"])


class Migration(migrations.Migration):
    dependencies = [
        ("applicants", "0008_document_attention_dismissed"),
    ]

    operations = [
        migrations.AddField(
            model_name="applicant",
            name="top_skills",
            field=models.JSONField(blank=True, default=list),
        ),
        migrations.RunPython(rank_existing, migrations.RunPython.noop),
    ]
