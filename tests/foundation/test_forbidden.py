"""A refusal (403) is a page of the app saying what to do, and one line in the log."""

import logging

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_a_refused_page_is_in_the_apps_frame_and_says_what_to_do(client, reviewer):
    client.force_login(reviewer)

    response = client.get(reverse("applicants:upload"))
    html = response.content.decode()

    assert response.status_code == 403
    assert 'class="topbar"' in html and "css/app.css" in html  # the base layout
    assert "Only coordinators can do this." in html
    assert "ask a coordinator for access" in html
    assert f'href="{reverse("reviews:applicant_list")}"' in html


def test_a_refusal_is_logged_as_one_line_without_a_traceback(client, reviewer, caplog):
    client.force_login(reviewer)

    with caplog.at_level(logging.WARNING, logger="django.request"):
        client.get(reverse("applicants:upload"))

    records = [r for r in caplog.records if r.name == "django.request"]
    assert len(records) == 1
    record = records[0]
    assert record.levelname == "WARNING"
    assert record.exc_info is None and not record.exc_text
    assert record.getMessage() == (
        f"Forbidden (Permission denied): {reverse('applicants:upload')}: "
        "Only coordinators can do this."
    )
    assert "Traceback" not in caplog.text
