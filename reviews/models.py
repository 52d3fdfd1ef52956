"""Tags, the rubric, reviews and their scores, status history and conflicts.

Applicant.status is the current value; StatusChange keeps every change. ReviewSummary
is a denormalised row per reviewed applicant (mean score, number of reviews) kept
up to date by services.submit_review so the list can sort and filter on it cheaply.
"""

import hashlib

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.http import QueryDict
from django.urls import reverse

from applicants.models import Applicant, default_cycle_pk, max_length

TAG_COLOURS = [
    "#2f5bd3",
    "#1f7a4d",
    "#9a6200",
    "#b42318",
    "#6941c6",
    "#0e7490",
    "#c11574",
    "#475467",
]


def normalize_tag(name: str) -> str:
    """Tags are short lower-case words: 'Compiler ' and 'compiler' are one tag."""
    return "-".join((name or "").lower().split())[: max_length(Tag, "name")]


def default_colour(name: str) -> str:
    digest = hashlib.sha1(name.encode(), usedforsecurity=False).digest()
    return TAG_COLOURS[digest[0] % len(TAG_COLOURS)]


class Tag(models.Model):
    name = models.CharField(max_length=50, unique=True)
    colour = models.CharField(max_length=7, default="#475467", help_text="A CSS colour, #rrggbb.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class ApplicantTag(models.Model):
    applicant = models.ForeignKey(Applicant, on_delete=models.CASCADE, related_name="tag_links")
    tag = models.ForeignKey(Tag, on_delete=models.CASCADE, related_name="applicant_links")
    added_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    added_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["tag__name"]
        constraints = [
            models.UniqueConstraint(fields=["applicant", "tag"], name="unique_applicant_tag")
        ]
        indexes = [models.Index(fields=["tag", "applicant"], name="applicanttag_tag_applicant")]

    def __str__(self) -> str:
        return f"{self.applicant} #{self.tag}"


class CriterionQuerySet(models.QuerySet):
    def rubric(self, cycle_id: int) -> "CriterionQuerySet":
        """The active criteria of a cycle, in order."""
        return self.filter(active=True, cycle_id=cycle_id)


class Criterion(models.Model):
    """One line of a cycle's rubric; coordinators edit them in the admin."""

    cycle = models.ForeignKey(
        "reviews.Cycle",
        on_delete=models.CASCADE,
        related_name="criteria",
        default=default_cycle_pk,
    )
    name = models.CharField(max_length=100)
    description = models.CharField(max_length=300, blank=True)
    position = models.PositiveSmallIntegerField(default=0)
    active = models.BooleanField(default=True)
    weight = models.DecimalField(
        max_digits=4,
        decimal_places=2,
        default=1,
        validators=[MinValueValidator(0), MaxValueValidator(10)],
        help_text="How much this criterion counts in the weighted total (0-10).",
    )

    objects = CriterionQuerySet.as_manager()

    class Meta:
        ordering = ["position", "id"]
        verbose_name_plural = "criteria"
        constraints = [
            models.UniqueConstraint(fields=["cycle", "name"], name="unique_criterion_per_cycle")
        ]

    def __str__(self) -> str:
        return self.name


class ReviewQuerySet(models.QuerySet):
    def submitted(self) -> "ReviewQuerySet":
        """Reviews that count: a draft is its reviewer's alone until submitted."""
        return self.filter(state=Review.State.SUBMITTED)


class Review(models.Model):
    """One reviewer's review of one applicant: a draft until submitted; changes after
    submission are kept as ReviewRevision rows."""

    class State(models.TextChoices):
        DRAFT = "draft", "Draft"
        SUBMITTED = "submitted", "Submitted"

    class Overall(models.IntegerChoices):
        STRONG_REJECT = 1, "Strong reject"
        WEAK_REJECT = 2, "Weak reject"
        BORDERLINE = 3, "Borderline"
        WEAK_ACCEPT = 4, "Weak accept"
        STRONG_ACCEPT = 5, "Strong accept"

    class Confidence(models.IntegerChoices):
        LOW = 1, "Low"
        MEDIUM = 2, "Medium"
        HIGH = 3, "High"

    applicant = models.ForeignKey(Applicant, on_delete=models.CASCADE, related_name="reviews")
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reviews"
    )
    overall = models.PositiveSmallIntegerField(choices=Overall)
    confidence = models.PositiveSmallIntegerField(choices=Confidence, default=Confidence.MEDIUM)
    comment = models.TextField(blank=True)
    # Rows written without a state (bulk seeding, older data) are submitted reviews.
    state = models.CharField(
        max_length=10, choices=State, default=State.SUBMITTED, db_default=State.SUBMITTED
    )
    submitted_at = models.DateTimeField(null=True, blank=True)
    # Each save counts up; a form carries the version it was loaded with, so a save from
    # a stale tab is refused instead of overwriting.
    version = models.PositiveIntegerField(default=1, db_default=1)
    # The page load (a random id the browser makes) that saved it last: a form may lag its
    # own page's previous save (an autosave still in flight), never another page's.
    saved_from = models.CharField(max_length=40, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = ReviewQuerySet.as_manager()

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["applicant", "reviewer"], name="one_review_per_reviewer"
            ),
            models.CheckConstraint(
                condition=models.Q(overall__gte=1, overall__lte=5), name="overall_1_to_5"
            ),
        ]
        indexes = [
            models.Index(fields=["reviewer", "applicant"], name="review_reviewer_applicant"),
            # The list's sort by my score walks a reviewer's reviews in (overall, applicant) order.
            models.Index(
                fields=["reviewer", "overall", "applicant"], name="review_reviewer_overall"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.reviewer} on {self.applicant}: {self.overall}"

    @property
    def is_submitted(self) -> bool:
        return self.state == self.State.SUBMITTED

    @property
    def changed_after_seeing_others(self) -> bool:
        """A change after submission made while the reviewer could see the others' scores
        (prefetch "revisions" when asking this of many reviews)."""
        return any(r.is_change and r.saw_others for r in self.revisions.all())


class ReviewRevision(models.Model):
    """A submitted review as it stood after each submission or change: the first row is
    the submission, every later one a change."""

    review = models.ForeignKey(Review, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField()
    overall = models.PositiveSmallIntegerField(choices=Review.Overall)
    confidence = models.PositiveSmallIntegerField(choices=Review.Confidence)
    comment = models.TextField(blank=True)
    scores = models.JSONField(default=dict, blank=True, help_text="{criterion name: score}")
    changed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    changed_at = models.DateTimeField(auto_now_add=True)
    saw_others = models.BooleanField(
        default=False, help_text="The reviewer could see other reviewers' scores when saving."
    )

    class Meta:
        ordering = ["review", "number"]
        constraints = [
            models.UniqueConstraint(fields=["review", "number"], name="one_revision_number")
        ]

    def __str__(self) -> str:
        return f"{self.review} #{self.number}"

    @property
    def is_change(self) -> bool:
        return self.number > 1


class CriterionScore(models.Model):
    review = models.ForeignKey(Review, on_delete=models.CASCADE, related_name="scores")
    criterion = models.ForeignKey(Criterion, on_delete=models.CASCADE, related_name="scores")
    score = models.PositiveSmallIntegerField(
        validators=[MinValueValidator(1), MaxValueValidator(5)]
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["review", "criterion"], name="one_score_per_criterion")
        ]

    def __str__(self) -> str:
        return f"{self.criterion}: {self.score}"


class ReviewSummary(models.Model):
    applicant = models.OneToOneField(
        Applicant, on_delete=models.CASCADE, primary_key=True, related_name="review_summary"
    )
    mean_score = models.FloatField(null=True, blank=True)
    review_count = models.PositiveIntegerField(default=0)
    median_score = models.FloatField(null=True, blank=True)
    # The sample standard deviation of the overall scores (None below two reviews).
    score_spread = models.FloatField(null=True, blank=True)
    disagreement = models.BooleanField(default=False)
    # The mean of its reviews' calibrated z-scores (reviews.calibration), in z units.
    calibrated_mean = models.FloatField(null=True, blank=True)
    weighted_total = models.FloatField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [
            models.Index(fields=["mean_score"], name="reviewsummary_mean"),
            # The coordinators' mean sort walks it: ORDER BY mean_score DESC, applicant_id DESC.
            models.Index(fields=["-mean_score", "-applicant"], name="reviewsummary_mean_applicant"),
            models.Index(
                fields=["-calibrated_mean", "-applicant"], name="reviewsummary_calibrated"
            ),
            # The spread and number-of-reviews sorts (WorkspaceQuerySet.in_parts).
            models.Index(fields=["score_spread", "applicant"], name="reviewsummary_spread"),
            models.Index(fields=["review_count", "applicant"], name="reviewsummary_reviews"),
        ]

    def __str__(self) -> str:
        return f"{self.applicant}: {self.mean_score} ({self.review_count})"


class StatusChange(models.Model):
    applicant = models.ForeignKey(
        Applicant, on_delete=models.CASCADE, related_name="status_changes"
    )
    old_status = models.CharField(max_length=20, choices=Applicant.Status, blank=True)
    new_status = models.CharField(max_length=20, choices=Applicant.Status)
    changed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    changed_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-changed_at", "-id"]

    def __str__(self) -> str:
        return f"{self.applicant}: {self.old_status} -> {self.new_status}"


class Conflict(models.Model):
    """A reviewer who knows an applicant personally: they neither review nor see scores."""

    applicant = models.ForeignKey(Applicant, on_delete=models.CASCADE, related_name="conflicts")
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="conflicts"
    )
    reason = models.CharField(max_length=200, blank=True)
    declared_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["applicant", "reviewer"], name="one_conflict_per_pair")
        ]

    def __str__(self) -> str:
        return f"{self.reviewer} conflicted with {self.applicant}"


class AuditEntry(models.Model):
    """Who did what to which applicant, written by the service functions. Kept when the
    applicant is deleted (the deletion's own entry names who it was)."""

    applicant = models.ForeignKey(
        Applicant, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    action = models.CharField(max_length=40)
    detail = models.JSONField(default=dict, blank=True)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at", "-id"]
        verbose_name_plural = "audit entries"

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.actor} {self.action} {self.applicant_id}"


class SavedSearchQuerySet(models.QuerySet):
    def visible_to(self, user) -> "SavedSearchQuerySet":
        """The user's own searches and those shared with the group."""
        return self.filter(models.Q(created_by=user) | models.Q(shared=True))


class SavedSearch(models.Model):
    """A named applicant-list query (search text, filters, sort), private or shared."""

    name = models.CharField(max_length=80)
    querystring = models.CharField(max_length=2000, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="saved_searches"
    )
    shared = models.BooleanField(default=False, help_text="Shown to the whole group.")
    created_at = models.DateTimeField(auto_now_add=True)

    objects = SavedSearchQuerySet.as_manager()

    class Meta:
        ordering = ["name", "id"]
        verbose_name_plural = "saved searches"
        constraints = [
            models.UniqueConstraint(fields=["created_by", "name"], name="unique_search_per_owner")
        ]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        url = reverse("reviews:applicant_list")
        return f"{url}?{self.querystring}" if self.querystring else url

    def describe(self) -> str:
        """The query in words, e.g. 'tag:compiler · phd · by mean, highest first'."""
        params = QueryDict(self.querystring)
        parts = [params[key] for key in ("q", "status", "level") if params.get(key)]
        sort = params.get("sort") or "name"
        if sort != "name":
            column = sort.removeprefix("-")
            parts.append(f"by {column}, highest first" if sort.startswith("-") else f"by {column}")
        return " · ".join(parts) or "all applicants"

    def may_delete(self, user, coordinator: bool) -> bool:
        """Its owner or a coordinator (is_coordinator(user), asked once by the caller)."""
        return self.created_by_id == user.pk or coordinator


# --- Decisions (accept / waitlist / reject) ---------------------------------------------


class Decision(models.Model):
    """The committee's outcome for one applicant; set through services.decide (audited)."""

    class Outcome(models.TextChoices):
        ACCEPT = "accept", "Accept"
        WAITLIST = "waitlist", "Waitlist"
        REJECT = "reject", "Reject"

    applicant = models.OneToOneField(
        Applicant, on_delete=models.CASCADE, primary_key=True, related_name="decision"
    )
    outcome = models.CharField(max_length=10, choices=Outcome)
    note = models.CharField(max_length=500, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    decided_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.applicant}: {self.get_outcome_display()}"


# -- Assignments, reviewer profiles and suggested conflicts -------------------------------


class ReviewerProfile(models.Model):
    """What a reviewer declares about themself: the topics they review and where they work.

    Topics steer the automatic assignment; the institution feeds the conflict suggestions.
    """

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reviewer_profile"
    )
    topics = models.JSONField(default=list, blank=True)
    institution = models.CharField(max_length=300, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.user}: {', '.join(self.topics)}"


class Assignment(models.Model):
    """A reviewer asked to review an applicant; never a conflicted pair (services refuse it)."""

    applicant = models.ForeignKey(Applicant, on_delete=models.CASCADE, related_name="assignments")
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="assignments"
    )
    assigned_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    assigned_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["assigned_at", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["applicant", "reviewer"], name="one_assignment_per_pair"
            )
        ]
        indexes = [models.Index(fields=["reviewer", "applicant"], name="assignment_reviewer")]

    def __str__(self) -> str:
        return f"{self.reviewer} reviews {self.applicant}"


class ConflictSuggestion(models.Model):
    """A possible conflict found in the data, waiting for a coordinator to accept or dismiss.

    A dismissed suggestion is kept so the same evidence is not suggested again.
    """

    class Rule(models.TextChoices):
        INSTITUTION = "institution", "Same institution"
        COAUTHOR = "coauthor", "Co-author"
        ADVISOR = "advisor", "Named as advisor or mentor"
        EMAIL_DOMAIN = "email_domain", "Same e-mail domain"

    class State(models.TextChoices):
        OPEN = "open", "Open"
        ACCEPTED = "accepted", "Accepted"
        DISMISSED = "dismissed", "Dismissed"

    applicant = models.ForeignKey(
        Applicant, on_delete=models.CASCADE, related_name="conflict_suggestions"
    )
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="conflict_suggestions"
    )
    rule = models.CharField(max_length=20, choices=Rule)
    evidence = models.CharField(max_length=500)
    state = models.CharField(max_length=10, choices=State, default=State.OPEN, db_index=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    decided_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["applicant", "reviewer", "rule"], name="one_suggestion_per_rule"
            )
        ]

    def __str__(self) -> str:
        return f"{self.reviewer} / {self.applicant}: {self.get_rule_display()}"


# -- Cycles ---------------------------------------------------------------------------------


class CycleQuerySet(models.QuerySet):
    def newest_first(self) -> "CycleQuerySet":
        return self.order_by("-created_at", "-id")

    def default(self) -> "Cycle":
        """The newest open cycle, else the newest one, else a new one: never None."""
        return default_of(list(self.newest_first())) or self.create(name=DEFAULT_CYCLE_NAME)


def default_of(cycles_newest_first: list) -> "Cycle | None":
    """The newest open cycle of these, else the newest one (Cycle.objects.default's choice)."""
    return next((c for c in cycles_newest_first if c.is_open), None) or next(
        iter(cycles_newest_first), None
    )


DEFAULT_CYCLE_NAME = "First cycle"


class Cycle(models.Model):
    """One round of applications: its applicants, rubric, reviewers and phase."""

    class Phase(models.TextChoices):
        COLLECTING = "collecting", "Collecting"
        REVIEWING = "reviewing", "Reviewing"
        DISCUSSION = "discussion", "Discussion"
        DECIDED = "decided", "Decided"

    class Visibility(models.TextChoices):
        AFTER_OWN_SUBMISSION = "after_own", "After the reviewer's own submission"
        ALWAYS = "always", "Always"
        DISCUSSION = "discussion", "Not until the discussion phase"

    name = models.CharField(max_length=120, unique=True)
    phase = models.CharField(max_length=20, choices=Phase, default=Phase.COLLECTING)
    review_visibility = models.CharField(
        max_length=20,
        choices=Visibility,
        default=Visibility.AFTER_OWN_SUBMISSION,
        help_text="When a reviewer sees the others' scores and comments.",
    )
    anonymised_first_pass = models.BooleanField(
        default=False, help_text="Names, contacts and photos hidden until the discussion."
    )
    anonymise_institution = models.BooleanField(
        default=False, help_text="The institution hidden too in the anonymised first pass."
    )
    reviewers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="review_cycles"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    objects = CycleQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.name

    @property
    def is_open(self) -> bool:
        return self.phase != self.Phase.DECIDED

    def neighbour_phases(self) -> tuple[str | None, str | None]:
        """The phase before and after this one (None at either end)."""
        phases = list(self.Phase.values)
        here = phases.index(self.phase)
        return (
            phases[here - 1] if here > 0 else None,
            phases[here + 1] if here + 1 < len(phases) else None,
        )


class Comment(models.Model):
    """A message in an applicant's discussion thread (plain text; @username mentions)."""

    applicant = models.ForeignKey(
        Applicant, on_delete=models.CASCADE, related_name="discussion_comments"
    )
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    body = models.TextField(max_length=5000)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["applicant", "created_at"], name="comment_thread")]

    def __str__(self) -> str:
        return f"{self.author} on {self.applicant_id}: {self.body[:40]}"


class Mention(models.Model):
    """A person named in a comment: e-mailed, and listed in their queue until read."""

    comment = models.ForeignKey(Comment, on_delete=models.CASCADE, related_name="mentions")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="mentions"
    )
    read_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["comment", "user"], name="one_mention_per_comment")
        ]

    def __str__(self) -> str:
        return f"@{self.user} in {self.comment_id}"
