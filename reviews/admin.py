"""The admin: the rubric, tags and conflicts are edited here; the record is only read.

Reviews, their summaries, the status history and the audit change only through the
services (which recompute summaries and write the audit), so here they are read-only.
A conflict binds the admin too: reviews and review audit rows of an applicant the
signed-in user declared a conflict with are not listed.
"""

from django.contrib import admin
from django.db.models import Exists, OuterRef, Q

from reviews.models import (
    ApplicantTag,
    AuditEntry,
    Conflict,
    Criterion,
    CriterionScore,
    Cycle,
    Review,
    StatusChange,
    Tag,
)


def conflicted_with(user, applicant_field: str = "applicant") -> Q:
    """Rows whose applicant the user declared a conflict with."""
    conflicts = Conflict.objects.filter(applicant=OuterRef(applicant_field), reviewer=user)
    return Q(Exists(conflicts))


class ReadOnlyAdmin(admin.ModelAdmin):
    """Listed and opened, never added, changed or deleted."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class ReadOnlyInline(admin.TabularInline):
    extra = 0

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(Tag)
class TagAdmin(admin.ModelAdmin):
    list_display = ["name", "colour", "created_at"]
    search_fields = ["name"]


@admin.register(Criterion)
class CriterionAdmin(admin.ModelAdmin):
    list_display = ["name", "cycle", "description", "position", "active", "weight"]
    list_editable = ["position", "active", "weight"]
    list_filter = ["cycle"]


@admin.register(Cycle)
class CycleAdmin(admin.ModelAdmin):
    """Phase moves belong on the Cycles page (audited there); here the rest, e.g. reviewers."""

    list_display = ["name", "phase", "review_visibility", "created_at"]
    readonly_fields = ["phase"]
    filter_horizontal = ["reviewers"]


class CriterionScoreInline(ReadOnlyInline):
    model = CriterionScore


@admin.register(Review)
class ReviewAdmin(ReadOnlyAdmin):
    list_display = ["applicant", "reviewer", "overall", "confidence", "updated_at"]
    list_filter = ["overall", "confidence", "reviewer"]
    inlines = [CriterionScoreInline]

    def get_queryset(self, request):
        return super().get_queryset(request).exclude(conflicted_with(request.user))


@admin.register(Conflict)
class ConflictAdmin(admin.ModelAdmin):
    list_display = ["applicant", "reviewer", "reason", "declared_at"]
    raw_id_fields = ["applicant"]

    # Another coordinator may lift a conflict; the conflicted person may not lift their own.
    def has_change_permission(self, request, obj=None):
        own = obj is not None and obj.reviewer_id == request.user.pk
        return not own and super().has_change_permission(request, obj)

    def has_delete_permission(self, request, obj=None):
        own = obj is not None and obj.reviewer_id == request.user.pk
        return not own and super().has_delete_permission(request, obj)


@admin.register(StatusChange)
class StatusChangeAdmin(ReadOnlyAdmin):
    list_display = ["applicant", "old_status", "new_status", "changed_by", "changed_at"]


@admin.register(AuditEntry)
class AuditEntryAdmin(ReadOnlyAdmin):
    list_display = ["at", "actor", "action", "applicant"]
    list_filter = ["action"]

    def get_queryset(self, request):
        # Review audit rows carry the scores and comments.
        hidden = Q(action__startswith="review.") & conflicted_with(request.user)
        return super().get_queryset(request).exclude(hidden)


admin.site.register(ApplicantTag, raw_id_fields=["applicant"])
