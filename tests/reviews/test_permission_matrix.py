"""Every URL of the project, walked as each kind of user, on real objects.

ROUTES names, for every URL pattern, the kind of object each of its path parameters takes
(a new URL without a row here fails test_every_route_is_in_the_matrix: add one line).
PUBLIC lists the routes an anonymous visitor may open. The walk checks that no route ever
answers 500, that anonymous visitors reach only public routes, that the applicant-scoped
actions refuse a conflicted reviewer, and that no response to a conflicted person (pages,
htmx partials, CSV, sorted and filtered lists, the admin) holds a score or comment of the
applicant they are conflicted with.
"""

import pytest
from django.contrib.auth.models import Permission
from django.urls import URLResolver, get_resolver, reverse

from reviews import discussion, services
from reviews.models import (
    Comment,
    ConflictSuggestion,
    Decision,
    Review,
    SavedSearch,
    Tag,
)
from tests.factories import (
    ApplicantFactory,
    BatchFactory,
    DocumentFactory,
    EducationFactory,
    UserFactory,
    submit,
)

pytestmark = pytest.mark.django_db
SECRETS = ("Matrix secret comment one", "Matrix secret comment two", "Matrix secret thread")
SECRET_NOTE = "Matrix secret decision note"

A, DOC, BATCH, CYCLE, USER, REVIEWER, TAG, COMMENT, MERGE, SUGGESTION, SEARCH, KIND, FACT = (
    "applicant", "document", "batch", "cycle", "user", "reviewer", "tag", "comment",
    "merge", "suggestion", "search", "kind", "fact",
)  # fmt: skip
# route name -> {path parameter: the kind of object it takes}
ROUTES = {
    "login": {},
    "logout": {},
    "password_reset_confirm": {"uidb64": "uidb64", "token": "token"},
    "password_reset_complete": {},
    "people:people": {},
    "people:invite": {},
    "people:role": {"pk": USER},
    "people:active": {"pk": USER},
    "applicants:upload": {},
    "applicants:uploads": {},
    "applicants:document_dismiss": {"pk": DOC},
    "applicants:duplicate_dismiss": {"pk": A},
    "applicants:batch": {"pk": BATCH},
    "applicants:document": {"pk": DOC},
    "applicants:document_state": {"pk": DOC},
    "applicants:document_file": {"pk": DOC},
    "applicants:document_text": {"pk": DOC},
    "applicants:document_kind": {"pk": DOC},
    "applicants:document_reparse": {"pk": DOC},
    "applicants:document_move": {"pk": DOC},
    "applicants:document_restore": {"pk": DOC},
    "applicants:applicant_documents": {"pk": A},
    "applicants:applicant_reparse": {"pk": A},
    "applicants:merge": {},
    "applicants:merge_undo": {"pk": MERGE},
    "applicants:reparse": {},
    "reviews:applicant_list": {},
    "reviews:shortlist": {},
    "reviews:saved_search_create": {},
    "reviews:saved_search_delete": {"pk": SEARCH},
    "reviews:export": {},
    "reviews:export_reviews": {},
    "reviews:bulk": {},
    "reviews:dashboard": {},
    "reviews:rubric": {},
    "reviews:decision_set": {"pk": A},
    "reviews:cycles": {},
    "reviews:cycle_create": {},
    "reviews:cycle_switch": {},
    "reviews:cycle_phase": {"pk": CYCLE},
    "reviews:cycle_settings": {"pk": CYCLE},
    "reviews:applicant_detail": {"pk": A},
    "reviews:review_save": {"pk": A},
    "reviews:tag_add": {"pk": A},
    "reviews:tag_remove": {"pk": A, "tag_pk": TAG},
    "reviews:status_change": {"pk": A},
    "reviews:comment_post": {"pk": A},
    "reviews:comment_delete": {"pk": A, "comment_pk": COMMENT},
    "reviews:conflict_declare": {"pk": A},
    "reviews:assignment_add": {"pk": A},
    "reviews:assignment_remove": {"pk": A, "reviewer_pk": REVIEWER},
    "reviews:conflict_set": {"pk": A},
    "reviews:conflict_withdraw": {"pk": A, "reviewer_pk": REVIEWER},
    "reviews:queue": {},
    "reviews:auto_assign": {},
    "reviews:conflicts": {},
    "reviews:conflicts_scan": {},
    "reviews:suggestion_accept": {"pk": SUGGESTION},
    "reviews:suggestion_dismiss": {"pk": SUGGESTION},
    "reviews:my_profile": {},
    "reviews:profile": {"user_pk": USER},
    "reviews:profile_edit": {"pk": A},
    "reviews:applicant_delete": {"pk": A},
    "reviews:fact_add": {"pk": A, "kind": KIND},
    "reviews:fact_edit": {"pk": A, "kind": KIND, "fact_pk": FACT},
    "reviews:fact_hide": {"pk": A, "kind": KIND, "fact_pk": FACT},
}
PUBLIC = {"login", "logout", "password_reset_confirm", "password_reset_complete"}
# Actions on one applicant that a conflicted reviewer must be refused (403), POSTed.
CONFLICTED_REFUSED = [
    ("reviews:review_save", {"overall": "5", "confidence": "2", "action": "submit"}),
    ("reviews:tag_add", {"name": "matrix"}),
    ("reviews:status_change", {"status": "shortlisted"}),
    ("reviews:comment_post", {"body": "Anything."}),
    ("reviews:decision_set", {"outcome": "accept"}),
]
# Lists that sort or filter by the scores, walked besides every route.
SCORE_LISTS = [
    {"sort": "mean"},
    {"sort": "-mean"},
    {"sort": "-calibrated"},
    {"q": "score:>=1"},
    {"q": "calibrated:>=-3"},
]


def walk(patterns, namespace=None):
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            if pattern.namespace == "admin":
                continue
            yield from walk(pattern.url_patterns, pattern.namespace or namespace)
        elif pattern.name:
            yield f"{namespace}:{pattern.name}" if namespace else pattern.name


def project_routes() -> list[str]:
    return sorted(set(walk(get_resolver().url_patterns)))


@pytest.fixture
def world(coordinator, reviewer):
    """One applicant every conflicted role is conflicted with, reviewed and discussed by
    two others, with a document, a fact, a tag, a decision and a suggestion."""
    coordinator.is_staff = True
    coordinator.save(update_fields=["is_staff"])
    coordinator.user_permissions.set(
        Permission.objects.filter(content_type__app_label__in=["applicants", "reviews"])
    )
    first, second = UserFactory(username="first"), UserFactory(username="second")
    target = ApplicantFactory(name="Cora Matrixed")
    document = DocumentFactory(applicant=target, batch=BatchFactory())
    fact = EducationFactory(document=document)
    submit(target, first, overall=5, comment=SECRETS[0])
    submit(target, second, overall=1, comment=SECRETS[1])
    discussion.post_comment(target, first, SECRETS[2], site_url="http://testserver/")
    services.tag_applicant(target, "matrix", first)
    Decision.objects.create(applicant=target, outcome="accept", note=SECRET_NOTE)
    suggestion = ConflictSuggestion.objects.create(
        applicant=target, reviewer=first, rule="domain", evidence="same domain"
    )
    search = SavedSearch.objects.create(name="mine", querystring="q=x", created_by=first)
    conflicted_reviewer = UserFactory(username="conflicted-rev")
    for person in (coordinator, conflicted_reviewer):
        services.declare_conflict(target, person, "Matrix conflict")
    return {
        A: target.pk,
        DOC: document.pk,
        BATCH: document.batch_id,
        CYCLE: target.cycle_id,
        USER: first.pk,
        REVIEWER: first.pk,
        TAG: Tag.objects.get(name="matrix").pk,
        COMMENT: Comment.objects.get().pk,
        MERGE: 999999,
        SUGGESTION: suggestion.pk,
        SEARCH: search.pk,
        KIND: "education",
        FACT: fact.pk,
        "uidb64": "MQ",
        "token": "not-a-token",
        "roles": {
            "reviewer": reviewer,
            "conflicted reviewer": conflicted_reviewer,
            "conflicted coordinator": coordinator,
        },
    }


def url_of(name: str, world: dict) -> str:
    kwargs = {param: world[kind] for param, kind in ROUTES[name].items()}
    return reverse(name, kwargs=kwargs)


def body(response) -> str:
    if getattr(response, "streaming", False):
        return b"".join(response.streaming_content).decode(errors="replace")
    return response.content.decode(errors="replace")


def test_every_route_is_in_the_matrix():
    missing = [name for name in project_routes() if name not in ROUTES]
    assert not missing, f"add {', '.join(missing)} to ROUTES in this file"
    assert not set(ROUTES) - set(project_routes()), "ROUTES names a route that is gone"


def test_anonymous_visitors_reach_only_the_public_routes(client, world):
    for name in project_routes():
        response = client.get(url_of(name, world))
        assert response.status_code != 500, name
        if name in PUBLIC:
            continue
        assert response.status_code in (302, 405), (name, response.status_code)
        if response.status_code == 302:
            assert response["Location"].startswith(reverse("login")), name


@pytest.mark.parametrize("role", ["reviewer", "conflicted reviewer", "conflicted coordinator"])
def test_no_route_answers_500_or_leaks_to_the_conflicted(client, world, role):
    client.force_login(world["roles"][role])
    conflicted = role.startswith("conflicted")
    urls = [url_of(name, world) for name in project_routes() if name != "logout"]
    urls += [
        f"{reverse('reviews:applicant_list')}?{k}={v}" for p in SCORE_LISTS for k, v in p.items()
    ]
    urls += [reverse("reviews:export") + "?sort=-mean", reverse("reviews:export") + "?comments=1"]
    if role == "conflicted coordinator":
        urls += [
            reverse("admin:reviews_review_changelist"),
            reverse("admin:reviews_auditentry_changelist"),
        ]
    for url in urls:
        for headers in ({}, {"HX-Request": "true"}):
            response = client.get(url, headers=headers)
            assert response.status_code != 500, url
            if conflicted and response.status_code == 200:
                text = body(response)
                leaked = [s for s in (*SECRETS, SECRET_NOTE) if s in text]
                assert not leaked, (url, leaked)


def test_the_conflicted_reviewer_is_refused_every_action_on_the_applicant(client, world):
    client.force_login(world["roles"]["conflicted reviewer"])
    before = (Review.objects.count(), Comment.objects.count(), Tag.objects.count())

    for name, data in CONFLICTED_REFUSED:
        response = client.post(url_of(name, world), data)
        assert response.status_code == 403, (name, response.status_code)

    assert (Review.objects.count(), Comment.objects.count(), Tag.objects.count()) == before
