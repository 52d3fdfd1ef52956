"""A reviewer's queue: their assigned applicants, what is done, and what comes next."""

from dataclasses import dataclass

from applicants.models import Applicant
from reviews.models import Assignment, Review


def is_done(review: Review | None) -> bool:
    """Whether an assigned applicant counts as done for its reviewer: the review is
    submitted (a draft is not done). Every count, order and "next" of the queue asks this."""
    return review is not None and review.is_submitted


@dataclass
class QueueItem:
    applicant: Applicant
    assignment: Assignment
    review: Review | None

    @property
    def done(self) -> bool:
        return is_done(self.review)


@dataclass
class Queue:
    items: list[QueueItem]

    @property
    def done_count(self) -> int:
        return sum(1 for item in self.items if item.done)

    @property
    def total(self) -> int:
        return len(self.items)

    @property
    def left(self) -> int:
        return self.total - self.done_count

    def next_after(self, applicant_id: int | None = None) -> Applicant | None:
        """The first unreviewed applicant, other than the one given."""
        return next(
            (i.applicant for i in self.items if not i.done and i.applicant.pk != applicant_id),
            None,
        )


def queue_of(user, applicants) -> Queue:
    """The user's assigned applicants among those given (the current scope): the unreviewed
    ones first, each part in the order they were assigned."""
    assignments = list(
        Assignment.objects.filter(reviewer=user, applicant__in=applicants)
        .exclude(applicant__conflicts__reviewer=user)
        .select_related("applicant")
        .order_by("assigned_at", "id")
    )
    reviews = {
        review.applicant_id: review
        for review in Review.objects.filter(
            reviewer=user, applicant_id__in=[a.applicant_id for a in assignments]
        )
    }
    items = [QueueItem(a.applicant, a, reviews.get(a.applicant_id)) for a in assignments]
    items.sort(key=lambda item: item.done)  # stable: assignment order within each part
    return Queue(items)
