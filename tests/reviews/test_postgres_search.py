"""Full-text search on PostgreSQL: stemming, phrases, and the indexes it relies on."""

import pytest
from django.db import connection
from django.urls import reverse

from applicants.models import Applicant
from reviews.querysets import workspace_applicants
from reviews.search import parse
from tests.factories import ApplicantFactory

pytestmark = [pytest.mark.postgres, pytest.mark.django_db]


def test_words_match_by_their_stem_and_phrases_in_order(client, reviewer):
    ApplicantFactory(name="Kim Fictional", search_text="Serving large language models quickly")
    ApplicantFactory(name="Lee Fictional", search_text="models for language, serving large")
    client.force_login(reviewer)

    def found(q):
        response = client.get(reverse("reviews:applicant_list"), {"q": q})
        return [a.name for a in response.context["page"].object_list]

    assert found("model serve") == ["Kim Fictional", "Lee Fictional"]
    assert found('"large language models"') == ["Kim Fictional"]
    assert found('-"large language models" serving') == ["Lee Fictional"]


def test_the_stored_vector_follows_every_write_of_the_text(client, reviewer):
    applicant = ApplicantFactory(name="Kim Fictional", search_text="tidal energy")
    # A queryset update bypasses save(): the database still recomputes the column.
    Applicant.objects.filter(pk=applicant.pk).update(search_text="sparse tensor kernels")
    client.force_login(reviewer)

    def found(q):
        response = client.get(reverse("reviews:applicant_list"), {"q": q})
        return [a.name for a in response.context["page"].object_list]

    assert found('"sparse tensor kernel"') == ["Kim Fictional"]
    assert found("tidal") == []


def test_text_filters_read_the_stored_vector_also_in_a_subquery(reviewer):
    ApplicantFactory(name="Kim Fictional", search_text="sparse tensor kernels")
    ApplicantFactory(name="Lee Fictional", search_text="tidal energy")
    matching = workspace_applicants().matching(parse('"tensor kernels"'), reviewer)
    assert "to_tsvector" not in str(matching.query)
    assert '"applicants_applicant"."search_vector" @@' in str(matching.query)
    # Relabelled as a subquery, the column must follow the inner table's alias.
    outer = Applicant.objects.filter(pk__in=matching.values("pk"))
    assert list(outer.values_list("name", flat=True)) == ["Kim Fictional"]
    excluded = Applicant.objects.exclude(pk__in=matching.values("pk"))
    assert list(excluded.values_list("name", flat=True)) == ["Lee Fictional"]


def test_the_migrations_created_the_search_column_and_indexes():
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexname FROM pg_indexes WHERE tablename LIKE 'applicants_%%' "
            "OR tablename LIKE 'reviews_%%'"
        )
        names = {row[0] for row in cursor.fetchall()}
        cursor.execute(
            "SELECT is_generated FROM information_schema.columns "
            "WHERE table_name = 'applicants_applicant' AND column_name = 'search_vector'"
        )
        generated = cursor.fetchone()

    assert {"applicants_applicant_search_vector", "reviews_publication_venue_trgm"} <= names
    assert "reviews_applicant_fts" not in names  # replaced by the stored vector's index
    assert generated == ("ALWAYS",)


@pytest.mark.parametrize("sort", ["-mean", "calibrated"])
def test_a_search_sorted_by_mean_serves_pages_past_the_scored_applicants(client, reviewer, sort):
    """Such a page counts the applicants with a mean, through the stored vector."""
    ApplicantFactory.create_batch(3, search_text="sparse kernels")
    client.force_login(reviewer)

    response = client.get(
        reverse("reviews:applicant_list"), {"q": "kernels", "sort": sort, "page": 2, "per_page": 25}
    )

    assert response.status_code == 200
    assert len(response.context["page"].object_list) == 3  # the last page
