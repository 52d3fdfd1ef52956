"""Every HTML page carries a Content-Security-Policy, and no template needs inline script."""

import re
from pathlib import Path

import pytest
from django.urls import reverse

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
INLINE_HANDLER = re.compile(r"""\son[a-z]+\s*=\s*["']""", re.IGNORECASE)
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\ssrc=)[^>]*>", re.IGNORECASE)


def directives(header: str) -> dict[str, list[str]]:
    parts = (part.split() for part in header.split(";") if part.strip())
    return {name: values for name, *values in parts}


@pytest.mark.django_db
@pytest.mark.parametrize("name", ["login", "reviews:applicant_list", "reviews:shortlist"])
def test_pages_forbid_inline_script_and_eval(client, reviewer, name):
    if name != "login":
        client.force_login(reviewer)

    response = client.get(reverse(name))
    policy = directives(response["Content-Security-Policy"])

    assert policy["script-src"] == ["'self'"]
    assert policy["style-src"] == ["'self'"]
    assert policy["default-src"] == ["'self'"]
    assert "'unsafe-eval'" not in response["Content-Security-Policy"]
    assert policy["base-uri"] == ["'none'"]


@pytest.mark.parametrize("path", sorted(TEMPLATES.rglob("*.html")), ids=lambda p: p.name)
def test_no_template_has_inline_script_or_handlers(path):
    html = path.read_text()

    assert not INLINE_SCRIPT.search(html)
    assert not INLINE_HANDLER.search(html)
    assert "hx-on" not in html
    assert "javascript:" not in html.lower()


def test_htmx_runs_without_eval_or_inline_styles():
    base = (TEMPLATES / "base.html").read_text()

    assert '"allowEval": false' in base
    assert '"includeIndicatorStyles": false' in base
