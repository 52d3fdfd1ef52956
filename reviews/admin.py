from django.contrib import admin

from reviews.models import (
    ApplicantTag,
    AuditEntry,
    Conflict,
    Criterion,
    CriterionScore,
    Review,
    ReviewSummary,
    StatusChange,
    Tag,
)


@admin.register(Tag)
class TagAdmin(admin.ModelAdmin):
    list_display = ["name", "colour", "created_at"]
    search_fields = ["name"]


@admin.register(Criterion)
class CriterionAdmin(admin.ModelAdmin):
    list_display = ["name", "description", "position", "active"]
    list_editable = ["position", "active"]


class CriterionScoreInline(admin.TabularInline):
    model = CriterionScore
    extra = 0


@admin.register(Review)
class ReviewAdmin(admin.ModelAdmin):
    list_display = ["applicant", "reviewer", "overall", "confidence", "updated_at"]
    list_filter = ["overall", "confidence", "reviewer"]
    raw_id_fields = ["applicant"]
    inlines = [CriterionScoreInline]


@admin.register(Conflict)
class ConflictAdmin(admin.ModelAdmin):
    list_display = ["applicant", "reviewer", "reason", "declared_at"]
    raw_id_fields = ["applicant"]


@admin.register(StatusChange)
class StatusChangeAdmin(admin.ModelAdmin):
    list_display = ["applicant", "old_status", "new_status", "changed_by", "changed_at"]
    raw_id_fields = ["applicant"]

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    list_display = ["at", "actor", "action", "applicant"]
    list_filter = ["action"]
    raw_id_fields = ["applicant"]

    def has_change_permission(self, request, obj=None):
        return False


admin.site.register(ApplicantTag, raw_id_fields=["applicant"])
admin.site.register(ReviewSummary, raw_id_fields=["applicant"])
