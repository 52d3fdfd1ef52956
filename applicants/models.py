"""Applicants, their documents, and the facts parsed from those documents.

Every fact row points at the Document it came from, so re-parsing a document
replaces exactly its own facts and a reviewer can always see the evidence.
"""

import hashlib
import re
import unicodedata
import uuid
from datetime import datetime, timedelta

from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import models
from django.db.models import F, Q
from django.urls import NoReverseMatch, reverse
from django.utils import timezone

from applicants.venue_index import venue_columns


def normalize_name(name: str) -> str:
    """Lower-case, accents and punctuation removed, tokens sorted: 'Doe, Jane' == 'Jane Doe'."""
    text = unicodedata.normalize("NFKD", name or "")
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    tokens = re.findall(r"[a-z0-9]+", text)
    return " ".join(sorted(tokens))


def max_length(model, field: str) -> int:
    """The length of a model's text column, for values cut to fit it."""
    return model._meta.get_field(field).max_length


def default_cycle_pk() -> int:
    """The cycle an applicant (or criterion) goes into when none is given: the newest open
    one (reviews.models.CycleQuerySet.default). Looked up lazily: reviews imports this app."""
    from django.apps import apps

    return apps.get_model("reviews", "Cycle").objects.default().pk


def document_upload_path(instance, filename: str) -> str:
    """Stored names are ours, never the uploaded name."""
    return f"documents/{uuid.uuid4().hex[:2]}/{uuid.uuid4().hex}"


class Applicant(models.Model):
    class Level(models.TextChoices):
        UNDERGRADUATE = "undergraduate", "Undergraduate"
        MASTERS = "masters", "Master's"
        PHD = "phd", "PhD"
        OTHER = "other", "Other"

    class Status(models.TextChoices):
        NEW = "new", "New"
        UNDER_REVIEW = "under_review", "Under review"
        SHORTLISTED = "shortlisted", "Shortlisted"
        INTERVIEW = "interview", "Interview"
        OFFER = "offer", "Offer"
        DECLINED = "declined", "Declined"
        REJECTED = "rejected", "Rejected"

    name = models.CharField(max_length=200, blank=True)
    normalized_name = models.CharField(max_length=200, blank=True, db_index=True)
    current_institution = models.CharField(max_length=300, blank=True)
    level = models.CharField(max_length=20, choices=Level, blank=True)
    expected_graduation = models.PositiveSmallIntegerField(null=True, blank=True)
    research_interests = models.JSONField(default=list, blank=True)
    # Skill names, most said about first (applicants.skill_rank): the list's "Top skills".
    top_skills = models.JSONField(default=list, blank=True)
    # Visible publications, kept by ingest.refresh_applicant: the list sorts on it through an
    # index instead of counting every applicant's publications per page.
    publication_count = models.PositiveIntegerField(default=0)
    # The venues of the visible papers, kept by ingest.refresh_applicant for venue: searches
    # (applicants.venue_index): as written, one a line, and the known short names they hold;
    # those of papers under review apart, for status:any.
    venues = models.TextField(blank=True, default="")
    venue_keys = models.JSONField(default=list, blank=True)
    venues_under_review = models.TextField(blank=True, default="")
    venue_keys_under_review = models.JSONField(default=list, blank=True)
    status = models.CharField(max_length=20, choices=Status, default=Status.NEW, db_index=True)
    # Set by ingest when a same-named applicant exists but nothing else matched.
    possible_duplicate_of = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # Set when a person corrected the name or the institution: parsing no longer changes it.
    name_corrected_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    name_corrected_at = models.DateTimeField(null=True, blank=True)
    institution_corrected_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    institution_corrected_at = models.DateTimeField(null=True, blank=True)
    # Names, institutions, skills, titles and document text, for search.
    search_text = models.TextField(blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    # The round of applications this one belongs to; a person applying again is a new row.
    cycle = models.ForeignKey(
        "reviews.Cycle",
        on_delete=models.PROTECT,
        related_name="applicants",
        default=default_cycle_pk,
    )

    class Meta:
        ordering = ["name", "id"]
        # The list's sorts: ORDER BY key, id (either direction) and its next pages (key, id) >
        # (after's key, after's id) walk one of these. Name's is reviews 0003's.
        indexes = [
            models.Index(fields=["current_institution", "id"], name="applicant_institution_id"),
            models.Index(fields=["level", "id"], name="applicant_level_id"),
            models.Index(fields=["expected_graduation", "id"], name="applicant_graduation_id"),
            models.Index(fields=["publication_count", "id"], name="applicant_publications_id"),
            models.Index(fields=["status", "id"], name="applicant_status_id"),
            models.Index(fields=["updated_at", "id"], name="applicant_updated_id"),
        ]

    # Set on an instance a reviewer sees in an anonymised first pass (reviews.anonymity).
    identity_hidden = False
    institution_hidden = False

    def __str__(self) -> str:
        if self.identity_hidden:
            return self.pseudonym
        return self.name or self.pseudonym

    def save(self, *args, **kwargs):
        self.normalized_name = normalize_name(self.name)
        update_fields = kwargs.get("update_fields")
        if update_fields is not None and "name" in update_fields:
            kwargs["update_fields"] = {*update_fields, "normalized_name"}
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        # The reviewers' applicant page when the reviews app provides it; else its documents.
        try:
            return reverse("reviews:applicant_detail", args=[self.pk])
        except NoReverseMatch:
            return reverse("applicants:applicant_documents", args=[self.pk])

    def count_publications(self) -> None:
        """Sets publication_count from the visible publications; the caller saves it."""
        self.publication_count = Publication.objects.filter(applicant=self).count()

    def index_venues(self) -> None:
        """Sets the venue columns (VENUE_FIELDS) from the visible publications; the caller
        saves them."""
        papers = Publication.objects.filter(applicant=self).values_list("venue", "pub_status")
        for name, value in venue_columns(papers).items():
            setattr(self, name, value)

    @property
    def pseudonym(self) -> str:
        return f"Applicant #{self.pk}"


class UploadBatch(models.Model):
    """The files a coordinator sent in one go, so progress can be shown across them."""

    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(auto_now_add=True)
    applicant = models.ForeignKey(Applicant, null=True, blank=True, on_delete=models.SET_NULL)
    # The uploader's current cycle: new applicants found in these documents go into it.
    cycle = models.ForeignKey(
        "reviews.Cycle", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    def __str__(self) -> str:
        return f"Upload #{self.pk}"


class DocumentQuerySet(models.QuerySet):
    """Where documents stand between upload and a finished parse, and the bulk moves between."""

    def claimable(self, token: str = ""):
        """Queued, abandoned by a worker that died, or already held with this claim token
        (the same task's message delivered again)."""
        claimable = Q(state=Document.State.QUEUED) | _abandoned()
        if token:
            claimable |= Q(state=Document.State.PARSING, claim_token=token)
        return self.filter(claimable)

    def abandoned(self):
        """Parsing for longer than DOCUMENT_CLAIM_TIMEOUT_SECONDS: its worker is gone."""
        return self.filter(_abandoned())

    def unsent(self, grace_seconds: int):
        """Queued, never handed to the broker (it was down), and older than the grace period
        an upload's own message has to go out."""
        return self.filter(
            state=Document.State.QUEUED,
            enqueued_at__isnull=True,
            uploaded_at__lt=timezone.now() - timedelta(seconds=grace_seconds),
        )

    def lost(self):
        """Queued documents whose message must be lost: sent over DOCUMENT_QUEUED_TIMEOUT_SECONDS
        ago while no document is being parsed (idle workers would have taken it), or before one
        that was already taken (the queue moved past it). One merely waiting behind a backlog is
        left alone: sending it again would only pile duplicates onto the queue.
        """
        sent_before = timezone.now() - timedelta(seconds=settings.DOCUMENT_QUEUED_TIMEOUT_SECONDS)
        lost = self.filter(state=Document.State.QUEUED, enqueued_at__lt=sent_before)
        everyone = Document.objects.all()
        if not everyone.filter(state=Document.State.PARSING).exists():
            return lost
        last_taken = everyone.filter(claimed_at__gte=F("enqueued_at")).aggregate(
            sent=models.Max("enqueued_at")
        )["sent"]
        return lost.filter(enqueued_at__lt=last_taken) if last_taken else lost.none()

    def finished(self):
        """Parsed or failed: what a re-parse may queue again."""
        return self.filter(state__in=[Document.State.PARSED, Document.State.FAILED])

    def state_counts(self) -> dict[str, int]:
        """How many are in each state, with the total and how many are finished."""
        counts = dict.fromkeys(Document.State.values, 0)
        for row in self.values("state").annotate(n=models.Count("id")).order_by():
            counts[row["state"]] = row["n"]
        counts["total"] = sum(counts[s] for s in Document.State.values)
        counts["finished"] = counts[Document.State.PARSED] + counts[Document.State.FAILED]
        return counts

    def claim(self, token: str) -> int:
        """One worker takes the claimable rows (a conditional UPDATE: never two workers)."""
        return self.claimable(token).update(
            state=Document.State.PARSING,
            attempts=F("attempts") + 1,
            claimed_at=timezone.now(),
            claim_token=token,
        )

    def mark_sent(self) -> int:
        """Their parse messages are with the broker now."""
        return self.filter(state=Document.State.QUEUED).update(enqueued_at=timezone.now())

    def requeue(self) -> int:
        """Back in the queue, to be sent again; the attempts so far still count."""
        return self.update(state=Document.State.QUEUED, enqueued_at=None, claim_token="")

    def queue_for_reparse(self) -> int:
        """Queued afresh, as if just uploaded: attempts and the last failure forgotten."""
        return self.update(
            state=Document.State.QUEUED,
            attempts=0,
            failure_reason="",
            enqueued_at=None,
            claim_token="",
            attention_dismissed=False,
        )

    def mark_failed(self, reason: str) -> int:
        return self.update(
            state=Document.State.FAILED,
            failure_reason=reason,
            claim_token="",
            parsed_at=timezone.now(),
        )


def _abandoned() -> Q:
    stale = timezone.now() - timedelta(seconds=settings.DOCUMENT_CLAIM_TIMEOUT_SECONDS)
    return Q(state=Document.State.PARSING, claimed_at__lt=stale)


class Document(models.Model):
    class Kind(models.TextChoices):
        CV = "cv", "CV"
        HOMEPAGE = "homepage", "Homepage"
        COVER_LETTER = "cover_letter", "Cover letter"

    class State(models.TextChoices):
        QUEUED = "queued", "Queued"
        PARSING = "parsing", "Parsing"
        PARSED = "parsed", "Parsed"
        FAILED = "failed", "Failed"

    applicant = models.ForeignKey(
        Applicant, null=True, blank=True, on_delete=models.SET_NULL, related_name="documents"
    )
    batch = models.ForeignKey(
        UploadBatch, null=True, blank=True, on_delete=models.SET_NULL, related_name="documents"
    )
    kind = models.CharField(max_length=20, choices=Kind, blank=True)
    # True once a coordinator chose the kind: the parser then keeps it.
    kind_confirmed = models.BooleanField(default=False)
    file = models.FileField(upload_to=document_upload_path, blank=True, max_length=300)
    source_url = models.URLField(blank=True, max_length=2000)
    original_name = models.CharField(max_length=300, blank=True)
    content_type = models.CharField(max_length=100, blank=True)
    size = models.PositiveBigIntegerField(default=0)
    sha256 = models.CharField(max_length=64, blank=True, db_index=True)
    state = models.CharField(max_length=20, choices=State, default=State.QUEUED, db_index=True)
    failure_reason = models.TextField(blank=True)
    warnings = models.JSONField(default=list, blank=True)
    text = models.TextField(blank=True)
    parser_version = models.CharField(max_length=40, blank=True)
    parse_seconds = models.FloatField(null=True, blank=True)
    # Seconds per stage of the last parse: fetch, parse, ingest.
    timings = models.JSONField(default=dict, blank=True)
    # What the parser read from this document (name, interests, ...): each value keeps its source.
    profile = models.JSONField(default=dict, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    # Set once a parse task was handed to the broker; empty means the sweep must send one.
    enqueued_at = models.DateTimeField(null=True, blank=True)
    # The id of the task that claimed the row: a redelivered message may reclaim its own row.
    claim_token = models.CharField(max_length=64, blank=True)
    # A newer document of the same kind for the same applicant (or one a coordinator restored)
    # whose facts count instead of this one's; this one is kept and can be restored.
    superseded_by = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    uploaded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    # A coordinator saw it in the uploads inbox and said it needs nothing more.
    attention_dismissed = models.BooleanField(default=False)
    uploaded_at = models.DateTimeField(auto_now_add=True)
    claimed_at = models.DateTimeField(null=True, blank=True)
    parsed_at = models.DateTimeField(null=True, blank=True)

    objects = DocumentQuerySet.as_manager()

    class Meta:
        ordering = ["-uploaded_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["sha256"], condition=~models.Q(sha256=""), name="unique_document_bytes"
            )
        ]

    identity_hidden = False  # shown in an anonymised first pass (reviews.anonymity)

    def __str__(self) -> str:
        if self.identity_hidden:
            return f"{self.get_kind_display() or 'Document'} #{self.pk}"
        return self.original_name or self.source_url or f"Document #{self.pk}"

    @property
    def is_superseded(self) -> bool:
        return self.superseded_by_id is not None

    @property
    def is_finished(self) -> bool:
        return self.state in {self.State.PARSED, self.State.FAILED}

    @staticmethod
    def digest(data: bytes) -> str:
        return hashlib.sha256(data).hexdigest()

    def seconds_until_claimable(self) -> float | None:
        """For a row a worker holds: how long until it counts as abandoned (None: not held)."""
        if self.state != self.State.PARSING or self.claimed_at is None:
            return None
        deadline = self.claimed_at + timedelta(seconds=settings.DOCUMENT_CLAIM_TIMEOUT_SECONDS)
        return max((deadline - timezone.now()).total_seconds(), 0) + 1

    def mark_parsed(self) -> None:
        """Saves the document, with everything just read from it, as parsed."""
        self.state = self.State.PARSED
        self.failure_reason = ""
        self.claim_token = ""
        self.parsed_at = timezone.now()
        self.save()

    def mark_failed(self, reason: str) -> None:
        self.state = self.State.FAILED
        self.failure_reason = reason
        self.claim_token = ""
        self.parsed_at = timezone.now()
        self.save(update_fields=["state", "failure_reason", "claim_token", "parsed_at"])


# Below this the applicant page marks a fact for the reviewer to check against its document.
LOW_CONFIDENCE = 0.6


class VisibleFacts(models.Manager):
    """Hidden facts stay in their table, so a parse that states one again keeps it hidden,
    but every page, count, filter, search and export reads only the visible ones."""

    def get_queryset(self):
        return super().get_queryset().filter(hidden=False)


class AllFacts(models.Manager):
    """Hidden ones included: for the re-parse that keeps them hidden and for counting."""


class Fact(models.Model):
    """A piece of an applicant's profile: stated by a document (origin parser) or written
    by a person correcting the profile (origin person, no document). A re-parse replaces
    only its document's parser facts."""

    class Origin(models.TextChoices):
        PARSER = "parser", "Parser"
        PERSON = "person", "Person"

    applicant = models.ForeignKey(Applicant, on_delete=models.CASCADE, related_name="%(class)ss")
    document = models.ForeignKey(
        Document, null=True, blank=True, on_delete=models.CASCADE, related_name="%(class)ss"
    )
    # 0..1: how sure the parser was of it (parsing.confidence); a person's fact is 1.
    confidence = models.FloatField(default=1.0)
    origin = models.CharField(max_length=10, choices=Origin, default=Origin.PARSER)
    hidden = models.BooleanField(default=False)
    # Who wrote a person's fact, or hid a parser's one, and when.
    corrected_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    corrected_at = models.DateTimeField(null=True, blank=True)

    objects = VisibleFacts()
    every = AllFacts()

    class Meta:
        abstract = True

    @property
    def is_low_confidence(self) -> bool:
        return self.confidence < LOW_CONFIDENCE

    @property
    def is_correction(self) -> bool:
        return self.origin == self.Origin.PERSON


class Email(Fact):
    address = models.CharField(max_length=254, db_index=True)

    def __str__(self) -> str:
        return self.address


class Phone(Fact):
    number = models.CharField(max_length=60)

    def __str__(self) -> str:
        return self.number


class Link(Fact):
    kind = models.CharField(max_length=30)  # homepage, github, scholar, linkedin, twitter, ...
    url = models.CharField(max_length=1000)
    # Lower-case host+path without scheme, "www." or trailing slash: what matching compares.
    normalized_url = models.CharField(max_length=1000, db_index=True)

    def __str__(self) -> str:
        return self.url


class Education(Fact):
    institution = models.CharField(max_length=300, blank=True)
    degree = models.CharField(max_length=50, blank=True)
    field = models.CharField(max_length=300, blank=True)
    start_year = models.PositiveSmallIntegerField(null=True, blank=True)
    end_year = models.PositiveSmallIntegerField(null=True, blank=True)
    gpa = models.CharField(max_length=50, blank=True)

    class Meta:
        ordering = ["-end_year", "-start_year", "id"]

    def __str__(self) -> str:
        return " ".join(part for part in (self.degree, self.field, self.institution) if part)


class Experience(Fact):
    organization = models.CharField(max_length=300, blank=True)
    role = models.CharField(max_length=300, blank=True)
    start_year = models.PositiveSmallIntegerField(null=True, blank=True)
    end_year = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["-end_year", "-start_year", "id"]

    def __str__(self) -> str:
        return ", ".join(part for part in (self.role, self.organization) if part)


class Publication(Fact):
    class PubStatus(models.TextChoices):
        PUBLISHED = "published", "Published"
        ACCEPTED = "accepted", "Accepted"
        UNDER_REVIEW = "under_review", "Under review"
        PREPRINT = "preprint", "Preprint"

    title = models.CharField(max_length=1000)
    venue = models.CharField(max_length=300, blank=True, db_index=True)
    year = models.PositiveSmallIntegerField(null=True, blank=True)
    authors = models.JSONField(default=list, blank=True)
    author_position = models.PositiveSmallIntegerField(null=True, blank=True)
    pub_status = models.CharField(max_length=20, choices=PubStatus, blank=True)

    class Meta:
        ordering = ["-year", "id"]

    def __str__(self) -> str:
        return self.title

    @property
    def is_first_author(self) -> bool:
        return self.author_position == 1

    @property
    def is_under_review(self) -> bool:
        """Under review or in submission: shown as such and left out of venue: searches."""
        return self.pub_status == self.PubStatus.UNDER_REVIEW


class Skill(models.Model):
    """One skill, shared by every applicant who lists it ("CUDA", "cuda" are one)."""

    name = models.CharField(max_length=100)
    normalized = models.CharField(max_length=100, unique=True)

    def __str__(self) -> str:
        return self.name


class ApplicantSkill(Fact):
    skill = models.ForeignKey(Skill, on_delete=models.CASCADE, related_name="applicant_skills")

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["applicant", "skill", "document"], name="unique_skill_per_document"
            )
        ]

    def __str__(self) -> str:
        return str(self.skill)


class Award(Fact):
    title = models.CharField(max_length=500)

    def __str__(self) -> str:
        return self.title


class ExactJSONEncoder(DjangoJSONEncoder):
    """Times to the microsecond (DjangoJSONEncoder keeps milliseconds): a restored row's
    timestamps are the ones it had."""

    def default(self, o):
        if isinstance(o, datetime):
            return o.isoformat()
        return super().default(o)


class MergeRecord(models.Model):
    """What one merge did, so a coordinator can undo it: the applicant that went (its id and
    fields), and the id of every row that moved from it to the one that stayed.

    Both applicants are kept as ids, not foreign keys: the source no longer exists, and the
    target may itself be merged away and later restored with the same id."""

    source_pk = models.PositiveIntegerField(db_index=True)
    source_fields = models.JSONField(default=dict, encoder=ExactJSONEncoder)
    target_pk = models.PositiveIntegerField(db_index=True)
    # The target was marked a possible duplicate of the source; the merge cleared that.
    target_was_duplicate = models.BooleanField(default=False)
    merged_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    merged_at = models.DateTimeField(auto_now_add=True)
    # {"app.model.field": [ids]}: rows that pointed at the source and moved to the target.
    moved = models.JSONField(default=dict)
    # {"app.model": [{field: value}]}: the source's rows deleted as duplicates of the target's.
    deleted = models.JSONField(default=dict, encoder=ExactJSONEncoder)
    # {document id: superseded_by id} of both applicants' documents before the merge.
    versions = models.JSONField(default=dict)
    # Why an undo could not put everything back (e.g. a review dropped in the merge).
    irreversible = models.JSONField(default=list)
    undone_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    undone_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-merged_at", "-id"]

    def __str__(self) -> str:
        name = self.source_fields.get("name") or f"Applicant #{self.source_pk}"
        return f"{name} (#{self.source_pk}) merged into #{self.target_pk}"

    @property
    def source_name(self) -> str:
        return self.source_fields.get("name") or f"Applicant #{self.source_pk}"

    @property
    def is_undone(self) -> bool:
        return self.undone_at is not None
