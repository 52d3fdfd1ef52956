"""What happened to an applicant, newest first, with who and when, as one viewer may see it:
from the audit trail and the merge records, never a score or a comment's text."""

from dataclasses import dataclass
from datetime import datetime

from applicants.models import Applicant, MergeRecord
from reviews.anonymity import OTHER_RECORD
from reviews.discussion import may_see_discussion
from reviews.models import AuditEntry, Decision

HISTORY_LIMIT = 100
# Who is conflicted with whom, and reviews lost in a merge, are the coordinators' business.
COORDINATORS_ONLY = ("conflict.", "review.dropped_in_merge")
# Reviews and discussion follow the blind-review rule (reviews.discussion).
OPINIONS = ("review.", "comment.")


@dataclass(frozen=True)
class Event:
    at: datetime
    actor: str
    text: str
    kind: str


def _describe(entry: AuditEntry) -> str:
    detail = entry.detail or {}
    action = entry.action
    if action == "review.submitted":
        return "submitted a review"
    if action == "review.changed":
        return "changed their review after submitting it"
    if action == "status.changed":
        old = Applicant.Status(detail["old"]).label if detail.get("old") else "—"
        return f"moved the status from {old} to {Applicant.Status(detail['new']).label}"
    if action in ("tag.added", "tag.removed"):
        verb = "tagged" if action == "tag.added" else "removed the tag"
        return f"{verb} #{detail.get('tag', '')}"
    if action == "assignment.added":
        return f"assigned {detail.get('reviewer', 'a reviewer')}"
    if action == "assignment.removed":
        return f"unassigned {detail.get('reviewer', 'a reviewer')}"
    if action == "decision.set":
        return f"decided: {Decision.Outcome(detail['outcome']).label}"
    if action == "comment.posted":
        return "wrote in the discussion"
    if action == "comment.deleted":
        return "deleted a comment"
    if action.startswith("fact_") or action == "profile_corrected":
        return "corrected the profile"
    if action == "merge.undone":
        return "undid a merge"
    if action == "conflict.declared":
        return "recorded a conflict of interest"
    if action == "conflict.withdrawn":
        return "withdrew a conflict of interest"
    if action == "review.dropped_in_merge":
        return "a review was dropped in a merge"
    return action.replace(".", " ").replace("_", " ")


def _visible(action: str, *, coordinator: bool, opinions: bool) -> bool:
    if action.startswith(COORDINATORS_ONLY) and not coordinator:
        return False
    return opinions or not action.startswith(OPINIONS)


def history_of(applicant: Applicant, viewer, *, coordinator: bool) -> list[Event]:
    """The applicant's events the viewer may see, newest first (at most HISTORY_LIMIT)."""
    opinions = may_see_discussion(viewer, applicant)
    entries = (
        AuditEntry.objects.filter(applicant=applicant)
        .select_related("actor")
        .order_by("-at", "-id")[: HISTORY_LIMIT * 2]
    )
    events = [
        Event(e.at, str(e.actor or "the system"), _describe(e), e.action.split(".")[0])
        for e in entries
        if _visible(e.action, coordinator=coordinator, opinions=opinions)
    ]
    merges = MergeRecord.objects.filter(target_pk=applicant.pk).select_related("merged_by")

    def source(merge: MergeRecord) -> str:  # the anonymised first pass hides the name
        return OTHER_RECORD if applicant.identity_hidden else merge.source_name

    events += [
        Event(m.merged_at, str(m.merged_by or "the system"), f"merged in {source(m)}", "merge")
        for m in merges[:HISTORY_LIMIT]
    ]
    events.sort(key=lambda event: event.at, reverse=True)
    return events[:HISTORY_LIMIT]
