"""Merging two applicants moves everything, other apps' rows included, or nothing."""

import pytest

from applicants import merge
from applicants.models import Applicant, Email
from applicants.signals import merging_applicants

pytestmark = pytest.mark.django_db


@pytest.fixture
def pair(document_factory):
    source = Applicant.objects.create(name="O. Fennimore")
    target = Applicant.objects.create(name="Orla Fennimore", possible_duplicate_of=source)
    document = document_factory(applicant=source, state="parsed", text="tidal energy")
    Email.objects.create(applicant=source, document=document, address="orla@example.org")
    return source, target, document


def test_documents_facts_and_reviews_move_to_the_target(pair, reviewer, coordinator):
    from reviews.models import Review

    source, target, document = pair
    Review.objects.create(applicant=source, reviewer=reviewer, overall=4)
    Review.objects.create(applicant=target, reviewer=coordinator, overall=3)
    merge.merge_applicants(source, target)
    assert not Applicant.objects.filter(pk=source.pk).exists()
    assert Review.objects.filter(applicant=target).count() == 2
    assert target.documents.get() == document
    assert target.emails.get().document == document
    target.refresh_from_db()
    assert target.possible_duplicate_of is None
    assert "tidal energy" in target.search_text


def test_one_reviewers_review_of_both_no_longer_refuses_the_merge(pair, reviewer):
    # The reviews app keeps the newer review and audits the other (tests/reviews).
    from reviews.models import Review

    source, target, _ = pair
    Review.objects.create(applicant=source, reviewer=reviewer, overall=4)
    Review.objects.create(applicant=target, reviewer=reviewer, overall=2)
    merge.merge_applicants(source, target)
    assert not Applicant.objects.filter(pk=source.pk).exists()
    assert Review.objects.get().applicant == target
    assert Email.objects.get().applicant == target


def test_other_apps_can_combine_their_rows_or_refuse(pair):
    source, target, _ = pair
    seen = []

    def refuse(sender, source, target, **kwargs):
        seen.append((source.pk, target.pk))
        raise merge.MergeConflict("Not today.")

    merging_applicants.connect(refuse)
    try:
        with pytest.raises(merge.MergeConflict):
            merge.merge_applicants(source, target)
    finally:
        merging_applicants.disconnect(refuse)
    assert seen == [(source.pk, target.pk)]
    assert Applicant.objects.count() == 2
