"""The uploads inbox: batches with their counts, documents and applicants needing attention,
the actions that settle them, and the count in the navigation."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from applicants import inbox
from applicants.models import Document
from reviews.models import Cycle

HTMX = {"HX-Request": "true"}
URL = "/documents/uploads/"


@pytest.fixture(autouse=True)
def not_sent(monkeypatch):
    from applicants.pipeline import parse_document

    monkeypatch.setattr(parse_document, "apply_async", lambda args, **kw: None)


@pytest.fixture
def needing_attention(applicant_factory, batch_factory, document_factory):
    owner = applicant_factory(name="Wren Okafor")
    twin = applicant_factory(name="Wren Okafor", possible_duplicate_of=owner)
    batch = batch_factory()
    newer = document_factory(batch=batch, applicant=owner, state="parsed", original_name="new.pdf")
    return {
        "owner": owner,
        "twin": twin,
        "batch": batch,
        "failed": document_factory(
            batch=batch,
            state="failed",
            failure_reason="The PDF holds no text.",
            original_name="scan.pdf",
        ),
        "unattached": document_factory(batch=batch, state="parsed", original_name="loose.pdf"),
        "superseded": document_factory(
            applicant=owner, state="parsed", superseded_by=newer, original_name="old.pdf"
        ),
        "fine": newer,
        "queued": document_factory(batch=batch, state="queued", original_name="waiting.pdf"),
    }


def test_the_count_covers_failed_unattached_superseded_and_duplicates(needing_attention):
    assert inbox.attention_count(Cycle.objects.default().pk) == 4


def test_the_count_is_one_query(needing_attention):
    cycle_id = Cycle.objects.default().pk
    with CaptureQueriesContext(connection) as queries:
        inbox.attention_count(cycle_id)
    assert len(queries) == 1


def test_uploads_page_lists_batches_with_counts_and_what_needs_attention(
    coordinator_client, needing_attention
):
    response = coordinator_client.get(URL)
    assert response.status_code == 200
    page = response.content.decode()
    assert "The PDF holds no text." in page
    for name in ("scan.pdf", "loose.pdf", "old.pdf"):
        assert name in page
    assert f'id="attention-{needing_attention["fine"].pk}"' not in page
    assert f'id="attention-{needing_attention["queued"].pk}"' not in page
    assert "2 parsed" in page and "1 failed" in page and "1 queued" in page
    assert (
        f"?source={needing_attention['twin'].pk}&amp;target={needing_attention['owner'].pk}" in page
    )
    assert '<span class="nav-count" title="Needing attention">4</span>' in page


def test_batches_are_listed_newest_first(coordinator_client, batch_factory):
    older, newer = batch_factory(), batch_factory()
    page = coordinator_client.get(URL).content.decode()
    assert page.index(f"batch-{newer.pk}") < page.index(f"batch-{older.pk}")


def test_uploads_page_htmx_answers_the_attention_part(coordinator_client, needing_attention):
    response = coordinator_client.get(URL, headers=HTMX)
    assert response.status_code == 200
    assert b'id="attention"' in response.content
    assert b"<html" not in response.content and b'id="batches"' not in response.content


def test_uploads_page_is_for_coordinators(reviewer_client, client, needing_attention):
    assert reviewer_client.get(URL).status_code == 403
    assert client.get(URL).status_code == 302


def test_uploads_page_refuses_post(coordinator_client):
    assert coordinator_client.post(URL).status_code == 405


def test_a_reviewer_sees_no_count_in_the_navigation(reviewer_client, needing_attention):
    page = reviewer_client.get(reverse("reviews:applicant_list")).content.decode()
    assert "nav-count" not in page and "Uploads" not in page


def test_dismissing_a_document_takes_it_off_the_list(coordinator_client, needing_attention):
    document = needing_attention["superseded"]
    response = coordinator_client.post(
        reverse("applicants:document_dismiss", args=[document.pk]), {"next": URL}
    )
    assert response.status_code == 302 and response["Location"] == URL
    document.refresh_from_db()
    assert document.attention_dismissed
    assert inbox.attention_count(Cycle.objects.default().pk) == 3
    assert f'id="attention-{document.pk}"' not in coordinator_client.get(URL).content.decode()


def test_dismissing_over_htmx_removes_the_row(coordinator_client, needing_attention):
    document = needing_attention["unattached"]
    response = coordinator_client.post(
        reverse("applicants:document_dismiss", args=[document.pk]), headers=HTMX
    )
    assert response.status_code == 200 and response.content == b""
    assert Document.objects.get(pk=document.pk).attention_dismissed


def test_a_dismissed_failure_comes_back_when_it_is_parsed_again(
    coordinator_client, needing_attention
):
    document = needing_attention["failed"]
    coordinator_client.post(reverse("applicants:document_dismiss", args=[document.pk]))
    coordinator_client.post(reverse("applicants:document_reparse", args=[document.pk]))
    document.refresh_from_db()
    assert document.state == "queued" and not document.attention_dismissed


def test_dismiss_needs_post_and_a_coordinator(
    coordinator_client, reviewer_client, needing_attention
):
    url = reverse("applicants:document_dismiss", args=[needing_attention["failed"].pk])
    assert coordinator_client.get(url).status_code == 405
    assert reviewer_client.post(url).status_code == 403
    assert not Document.objects.get(pk=needing_attention["failed"].pk).attention_dismissed


def test_different_people_clears_the_duplicate_mark(
    coordinator_client, reviewer_client, needing_attention
):
    twin = needing_attention["twin"]
    url = reverse("applicants:duplicate_dismiss", args=[twin.pk])
    assert coordinator_client.get(url).status_code == 405
    assert reviewer_client.post(url).status_code == 403
    response = coordinator_client.post(url, headers=HTMX)
    assert response.status_code == 200 and response.content == b""
    twin.refresh_from_db()
    assert twin.possible_duplicate_of is None
    assert inbox.attention_count(Cycle.objects.default().pk) == 3


def test_moving_an_unattached_document_from_the_inbox_returns_there(
    coordinator_client, needing_attention
):
    document, owner = needing_attention["unattached"], needing_attention["owner"]
    response = coordinator_client.post(
        reverse("applicants:document_move", args=[document.pk]),
        {"applicant": owner.pk, "next": URL},
    )
    assert response.status_code == 302 and response["Location"] == URL
    document.refresh_from_db()
    assert document.applicant_id == owner.pk
    assert f'id="attention-{document.pk}"' not in coordinator_client.get(URL).content.decode()
