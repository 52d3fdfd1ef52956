import io
import re
import shutil

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from applicants.models import Applicant
from reviews.models import Review
from tests.conftest import strict
from tests.foundation.test_settings import run_manage


def run(*args) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


@pytest.mark.django_db
def test_seeding_adds_fictional_applicants_with_reviews_then_the_workspace_is_timed():
    printed = run("seed_applicants", "12", "--batch", "5", "--reviewers", "2")

    assert "Seeded 12 applicants" in printed
    assert Applicant.objects.count() == 12
    assert Review.objects.exists()
    figures = run("bench_workspace", "--runs", "2", "--skip-export")
    assert "12 applicants" in figures


@pytest.mark.django_db
def test_the_workspace_benchmark_asks_for_seeding_first():
    with pytest.raises(CommandError, match="Seed first"):
        run("bench_workspace", "--runs", "1")


def test_the_development_commands_are_not_installed_in_production(tmp_path):
    production = run_manage(
        "help",
        "--commands",
        DJANGO_DEBUG="0",
        SECRET_KEY="x" * 64 + "-a-long-random-production-secret",
        VAR_DIR=str(tmp_path),
    )
    development = run_manage("help", "--commands", VAR_DIR=str(tmp_path))

    assert production.returncode == 0, production.stderr
    assert "seed_applicants" not in production.stdout
    assert "bench_pipeline" not in production.stdout
    assert {"seed_applicants", "bench_workspace", "bench_pipeline"} <= set(
        development.stdout.split()
    )


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("load", ["python", "wrk"])
def test_the_web_tier_benchmark_serves_the_list_through_gunicorn(load):
    if load == "wrk" and shutil.which("wrk") is None:
        if strict():
            pytest.fail("REQUIRE_ALL_SERVICES=1 but wrk is not installed", pytrace=False)
        pytest.skip("wrk is not installed (Debian's package wrk)")
    run("seed_applicants", "12", "--batch", "6", "--reviewers", "2")

    printed = run(
        "bench_http", "--seconds", "2", "--connections", "2", "--workers", "1", "--load", load
    )

    assert f"({load})" in printed
    rate = float(re.search(r"([\d.]+) req/s, 0 errors", printed)[1])
    assert rate > 0 and "p99" in printed


@pytest.mark.postgres
@pytest.mark.django_db
def test_copying_makes_each_applicant_n_times_with_its_rows():
    run("seed_applicants", "6", "--batch", "3", "--reviewers", "2")
    reviewed = Applicant.objects.filter(reviews__isnull=False).distinct().count()
    assert reviewed

    printed = run("copy_applicants", "3")

    assert "3 of each applicant" in printed
    names = list(Applicant.objects.order_by("id").values_list("name", flat=True))
    assert len(names) == 18 and names == names[:6] * 3
    assert Applicant.objects.filter(reviews__isnull=False).distinct().count() == 3 * reviewed
    for copy in Applicant.objects.order_by("id")[6:]:
        assert copy.documents.get().applicant_id == copy.pk
        assert all(p.document.applicant_id == copy.pk for p in copy.publications.all())
    assert Applicant.objects.create(name="New", cycle=Applicant.objects.first().cycle).pk > max(
        Applicant.objects.exclude(name="New").values_list("pk", flat=True)
    )
