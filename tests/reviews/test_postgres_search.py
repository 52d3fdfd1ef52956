"""Full-text search on PostgreSQL: stemming, phrases, and the indexes it relies on."""

import pytest
from django.db import connection
from django.urls import reverse

from tests.reviews.factories import ApplicantFactory

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


def test_the_migration_created_the_search_indexes():
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname FROM pg_indexes WHERE indexname LIKE 'reviews_%%'")
        names = {row[0] for row in cursor.fetchall()}

    assert {"reviews_applicant_fts", "reviews_publication_venue_trgm"} <= names
