"""Only http(s) targets become links: at ingest, and again when a page renders one."""

import pytest
from django.urls import reverse

from applicants.ingest import ingest
from applicants.models import Link
from applicants.weblinks import web_url
from parsing.profile import Profile
from tests.factories import ApplicantFactory, DocumentFactory, LinkFactory

HOSTILE = [
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    " \tjava\nscript:alert(1)",
    "javascript://github.com/%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "mailto:someone@example.org",
    "https://",
    "http://[broken",
    "",
]


@pytest.mark.parametrize("url", HOSTILE)
def test_a_non_web_target_is_no_link(url):
    assert web_url(url) is None


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://example.org/~quill", "https://example.org/~quill"),
        ("HTTP://Example.org/a?b=c", "http://Example.org/a?b=c"),
        ("github.com/quillfeather", "https://github.com/quillfeather"),
        (
            "  https://scholar.example.org/citations?user=x  ",
            "https://scholar.example.org/citations?user=x",
        ),
    ],
)
def test_a_web_link_is_kept(url, expected):
    assert web_url(url) == expected


@pytest.mark.django_db
def test_ingest_stores_only_the_web_links(document_factory):
    document = document_factory(applicant=None)
    links = {
        "homepage": "javascript:alert(1)",
        "github": "github.com/quillfeather",
        "scholar": "data:text/html,x",
        "linkedin": "https://linkedin.example.org/in/quill",
    }

    ingest(document, Profile(kind="cv", text="t", name="Ada Quillfeather", links=links))

    stored = dict(Link.objects.filter(document=document).values_list("kind", "url"))
    assert stored == {
        "github": "https://github.com/quillfeather",
        "linkedin": "https://linkedin.example.org/in/quill",
    }


@pytest.mark.django_db
def test_a_stored_non_web_link_is_shown_as_text_not_as_an_href(client, reviewer):
    applicant = ApplicantFactory(name="Ada Quillfeather")
    document = DocumentFactory(applicant=applicant, source_url="javascript:alert(2)")
    LinkFactory(document=document, kind="homepage", url="javascript:alert(1)", normalized_url="x")
    LinkFactory(document=document, kind="github", url="https://github.com/quillfeather")
    client.force_login(reviewer)

    html = client.get(reverse("reviews:applicant_detail", args=[applicant.pk])).content.decode()

    assert 'href="javascript:' not in html.lower()
    assert "javascript:alert(1)" in html  # still readable, as text
    assert 'href="https://github.com/quillfeather"' in html
