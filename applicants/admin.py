from django.contrib import admin, messages

from applicants import models, pipeline


@admin.register(models.Applicant)
class ApplicantAdmin(admin.ModelAdmin):
    list_display = ["name", "current_institution", "level", "status", "created_at"]
    list_filter = ["level", "status"]
    search_fields = ["name", "current_institution"]


@admin.register(models.Document)
class DocumentAdmin(admin.ModelAdmin):
    list_display = ["original_name", "kind", "state", "applicant", "attempts", "uploaded_at"]
    list_filter = ["kind", "state", "parser_version"]
    search_fields = ["original_name", "source_url", "sha256", "failure_reason"]
    raw_id_fields = ["applicant", "batch"]
    # superseded_by changes only through parsing and the Restore action, which rewrite facts.
    readonly_fields = [
        "sha256",
        "size",
        "content_type",
        "claimed_at",
        "claim_token",
        "enqueued_at",
        "superseded_by",
    ]
    actions = ["reparse"]

    @admin.action(description="Re-parse the selected documents")
    def reparse(self, request, queryset):
        count = pipeline.reparse_documents(queryset)
        message = f"{count} documents queued to be parsed again."
        self.message_user(request, message, messages.SUCCESS)
