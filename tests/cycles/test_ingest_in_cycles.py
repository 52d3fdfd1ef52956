"""Ingest finds the applicant within the batch's cycle: a person applying again is new there."""

import pytest

from applicants.ingest import ingest
from parsing.profile import Profile
from reviews.models import Cycle
from tests.factories import BatchFactory, DocumentFactory

pytestmark = pytest.mark.django_db


def ingested(cycle, **fields):
    document = DocumentFactory(applicant=None, batch=BatchFactory(cycle=cycle))
    return ingest(document, Profile(kind="cv", text="t", **fields))


@pytest.mark.parametrize(
    "identity",
    [
        {"emails": ["orla@example.org"]},
        {"links": {"homepage": "https://orla.example.org/"}},
        {},  # the name alone
    ],
)
def test_the_same_person_in_another_cycle_is_a_new_applicant(identity):
    earlier = Cycle.objects.default()
    later = Cycle.objects.create(name="Summer 2027 systems interns")
    first = ingested(earlier, name="Orla Fennimore", **identity)
    again = ingested(later, name="Orla Fennimore", **identity)
    same_cycle = ingested(later, name="Orla Fennimore", **identity)

    assert first.cycle == earlier and again.cycle == later
    assert again.pk != first.pk
    assert same_cycle.pk == again.pk
    assert again.possible_duplicate_of_id is None  # a namesake elsewhere is no duplicate
