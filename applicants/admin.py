from django.contrib import admin

from applicants import models


@admin.register(models.Applicant)
class ApplicantAdmin(admin.ModelAdmin):
    list_display = ["name", "current_institution", "level", "status", "created_at"]
    list_filter = ["level", "status"]
    search_fields = ["name", "current_institution"]


@admin.register(models.Document)
class DocumentAdmin(admin.ModelAdmin):
    list_display = ["original_name", "kind", "state", "applicant", "uploaded_at"]
    list_filter = ["kind", "state"]
    search_fields = ["original_name", "source_url", "sha256"]
    raw_id_fields = ["applicant", "batch"]
