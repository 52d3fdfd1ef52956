"""The Cycles page: coordinators only; creating, phase moves (audited) and settings."""

import pytest
from django.urls import reverse

from reviews.models import AuditEntry, Criterion, Cycle

pytestmark = pytest.mark.django_db


@pytest.fixture
def cycle(db):
    cycle = Cycle.objects.create(name="Summer 2027 systems interns")
    Criterion.objects.create(cycle=cycle, name="Systems depth", position=1)
    Criterion.objects.create(cycle=cycle, name="Writing", position=2)
    Criterion.objects.create(cycle=cycle, name="Retired", active=False)
    return cycle


def test_reviewers_and_anonymous_cannot_manage_cycles(client, reviewer, cycle):
    phase_url = reverse("reviews:cycle_phase", args=[cycle.pk])
    settings_url = reverse("reviews:cycle_settings", args=[cycle.pk])
    anonymous = client.post(phase_url, {"phase": "reviewing"})
    assert anonymous.status_code == 302 and "login" in anonymous.url
    client.force_login(reviewer)
    assert client.get(reverse("reviews:cycles")).status_code == 403
    assert client.post(reverse("reviews:cycle_create"), {"name": "X"}).status_code == 403
    assert client.post(phase_url, {"phase": "reviewing"}).status_code == 403
    assert (
        client.post(settings_url, {f"c{cycle.pk}-review_visibility": "always"}).status_code == 403
    )
    cycle.refresh_from_db()
    assert cycle.phase == "collecting" and cycle.review_visibility == "after_own"
    assert not Cycle.objects.filter(name="X").exists()


def test_a_coordinator_moves_the_phase_one_step_and_it_is_audited(client, coordinator, cycle):
    client.force_login(coordinator)
    url = reverse("reviews:cycle_phase", args=[cycle.pk])
    client.post(url, {"phase": Cycle.Phase.REVIEWING})
    client.post(url, {"phase": Cycle.Phase.DECIDED})  # two steps at once: refused
    cycle.refresh_from_db()
    assert cycle.phase == Cycle.Phase.REVIEWING
    client.post(url, {"phase": Cycle.Phase.COLLECTING})  # and back
    cycle.refresh_from_db()
    assert cycle.phase == Cycle.Phase.COLLECTING
    moves = AuditEntry.objects.filter(action="cycle_phase").order_by("id")
    assert [(m.detail["from"], m.detail["to"], m.actor) for m in moves] == [
        ("collecting", "reviewing", coordinator),
        ("reviewing", "collecting", coordinator),
    ]


def test_a_coordinator_creates_a_cycle_and_is_switched_to_it(client, coordinator, cycle):
    client.force_login(coordinator)
    response = client.post(
        reverse("reviews:cycle_create"),
        {"name": "Winter 2028 compilers", "review_visibility": "discussion"},
    )
    assert response.status_code == 302
    created = Cycle.objects.get(name="Winter 2028 compilers")
    assert created.review_visibility == Cycle.Visibility.DISCUSSION
    assert created.phase == Cycle.Phase.COLLECTING
    page = client.get(reverse("reviews:cycles")).content.decode()
    assert f'<option value="{created.pk}" selected>' in page
    assert AuditEntry.objects.filter(action="cycle_created", actor=coordinator).exists()
    rubric = list(Criterion.objects.rubric(created.pk).values_list("name", flat=True))
    assert rubric and rubric == list(
        Criterion.objects.rubric(cycle.pk).values_list("name", flat=True)
    )


def test_a_duplicate_name_is_refused(client, coordinator, cycle):
    client.force_login(coordinator)
    response = client.post(reverse("reviews:cycle_create"), {"name": cycle.name})
    assert response.status_code == 400
    assert Cycle.objects.filter(name=cycle.name).count() == 1


def test_settings_change_and_are_audited(client, coordinator, cycle):
    client.force_login(coordinator)
    prefix = f"c{cycle.pk}"
    client.post(
        reverse("reviews:cycle_settings", args=[cycle.pk]),
        {
            f"{prefix}-review_visibility": "always",
            f"{prefix}-anonymised_first_pass": "on",
        },
    )
    cycle.refresh_from_db()
    assert cycle.review_visibility == "always"
    assert cycle.anonymised_first_pass
    assert not cycle.anonymise_institution
    entry = AuditEntry.objects.get(action="cycle_settings")
    assert entry.detail["review_visibility"] == "always"
    assert entry.detail["anonymised_first_pass"] is True
