"""applicants 0010 and reviews 0008 put the data of before cycles into one default cycle."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [
    ("applicants", "0009_applicant_top_skills"),
    ("reviews", "0007_auditentry_outlives_applicant"),
]
AFTER = [("applicants", "0010_applicant_cycle"), ("reviews", "0008_cycle")]


@pytest.fixture
def back_to_the_latest_schema():
    """Other branches of the migration graph are unapplied on the way back: every test after
    this one needs the whole schema again."""
    yield
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())


@pytest.mark.django_db(transaction=True)
def test_existing_applicants_and_criteria_land_in_the_default_cycle(back_to_the_latest_schema):
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    old.get_model("applicants", "Applicant").objects.create(name="Pre Cycle", normalized_name="")
    old.get_model("reviews", "Criterion").objects.create(name="Clarity of writing")
    criteria_before = old.get_model("reviews", "Criterion").objects.count()

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(AFTER)
    new = executor.loader.project_state(AFTER).apps
    Cycle = new.get_model("reviews", "Cycle")

    (cycle,) = Cycle.objects.all()
    assert cycle.phase == "reviewing"
    applicant = new.get_model("applicants", "Applicant").objects.get(name="Pre Cycle")
    assert applicant.cycle_id == cycle.pk
    criteria = new.get_model("reviews", "Criterion").objects.all()
    assert criteria.count() == criteria_before
    assert {c.cycle_id for c in criteria} == {cycle.pk}
