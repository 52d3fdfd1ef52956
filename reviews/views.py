from urllib.parse import urlencode

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.db.models import Q
from django.http import HttpResponseBadRequest, QueryDict, StreamingHttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect, trigger_client_event

from applicants.models import Applicant, Document, MergeRecord, max_length
from applicants.roles import coordinator_required, is_coordinator
from applicants.unmerge import undo_refusal
from reviews import anonymity, assigning, export, services
from reviews.access import (
    get_actionable_applicant,
    get_applicant,
    is_conflicted,
    may_see_scores,
)
from reviews.assign_views import (
    after_save_and_next,
    assignment_panel_context,
    bulk_assign_message,
    queue_neighbours,
)
from reviews.cycles import applicants_in_scope, current_cycle
from reviews.discussion import discussion_context
from reviews.fact_views import profile_context
from reviews.forms import (
    PAGE_SIZES,
    BulkForm,
    ListForm,
    ReviewForm,
    SavedSearchForm,
    StatusForm,
    TagForm,
    list_state,
)
from reviews.history import history_of
from reviews.hooks import decisions_open
from reviews.models import (
    ApplicantTag,
    Conflict,
    Criterion,
    Decision,
    Review,
    ReviewSummary,
    SavedSearch,
    StatusChange,
    Tag,
)
from reviews.paging import paginate
from reviews.querysets import SORTS, attach_list_facts
from reviews.recognition import applied_before
from reviews.search import Term, help_lines

SHORTLIST = [Term("status", Applicant.Status.SHORTLISTED)]
LISTS = {"all": ("reviews:applicant_list", []), "shortlist": ("reviews:shortlist", SHORTLIST)}


def _filtered(request, form: ListForm, base_terms, *, coordinator: bool):
    """The matching applicants of the current cycle (not yet sorted), the parsed query, the
    list's rows and the applicants of the cycle with the list's columns but unfiltered (to
    read rows already found by id)."""
    user = request.user
    query = form.search_query()
    query.terms[:0] = base_terms
    hidden = anonymity.pass_for(user, current_cycle(request))
    if hidden is not None:
        anonymity.blind_query(query, hidden)
    # Every row is of the current cycle: its rule is the only one the scores' visibility needs.
    scope = applicants_in_scope(request)
    columns = scope.with_columns(user, blind=not coordinator, cycles=[current_cycle(request)])
    applicants = columns.matching(query, user, hidden=hidden)
    rows = applicants.in_parts(
        _sort_of(request, form), searching=query.has_text, head=query.only_text
    )
    return applicants, query, rows, columns


def _sort_of(request, form: ListForm) -> str:
    """The list's sort, save that the anonymised first pass sorts by arrival where the key
    would line applicants up by who they are."""
    hidden = anonymity.pass_for(request.user, current_cycle(request))
    return form.sort_key if hidden is None else anonymity.blind_sort(form.sort_key, hidden)


def _list_name(params: QueryDict) -> str:
    """The list a request comes from: ?in=shortlist, else all applicants."""
    return params.get("in") if params.get("in") in LISTS else "all"


def _state(params: QueryDict, list_name: str) -> dict[str, str]:
    """list_state, plus which list when it is not the list of all applicants."""
    state = list_state(params)
    if list_name != "all":
        state["in"] = list_name
    return state


def _list_context(request, params: QueryDict, list_name: str, *, coordinator: bool) -> dict:
    url_name, base_terms = LISTS[list_name]
    form = ListForm(params)
    applicants, query, rows, columns = _filtered(request, form, base_terms, coordinator=coordinator)
    # A page past the numbered ones starts after (or, going back, ends before) the row its
    # link names; should that row have left the list, the page is found by its number.
    seek = form.after_id and applicants.in_parts(
        _sort_of(request, form), searching=query.has_text, after=form.after_id
    )
    back = (
        not seek
        and form.before_id
        and applicants.in_parts(
            _sort_of(request, form), searching=query.has_text, before=form.before_id
        )
    )
    # Unfiltered, every applicant of the cycle is a match: counted without the list's
    # columns, whose joins add no row (one per applicant) but cost compiling the count.
    counted = applicants if query.terms else applicants_in_scope(request)
    page = paginate(
        seek or back or rows,
        counted,
        form.page_size,
        form.page_number,
        seeking=bool(seek),
        backwards=bool(back),
        # A search reads and sorts every match for a page: the count comes with it, and the
        # page's rows are read by id without testing the search again.
        fetch=(lambda ids: columns.filter(pk__in=ids)) if query.has_text else None,
    )
    attach_list_facts(page.object_list)
    hidden = anonymity.pass_for(request.user, current_cycle(request))
    if hidden is not None:
        for applicant in page.object_list:
            anonymity.hide_applicant(applicant, hidden)
    state = _state(params, list_name)
    # Once per row here rather than per cell in the template, from one reverse() and the
    # list's part of the query string, the same on every row.
    detail = reverse("reviews:applicant_detail", args=[_PK_PLACEHOLDER])
    head, tail = detail.split(str(_PK_PLACEHOLDER))
    kept = urlencode(state) + "&" if state else ""
    for position, applicant in enumerate(page.object_list, start=page.start_index() - 1):
        applicant.row_url = f"{head}{applicant.pk}{tail}?{kept}pos={position}"
    return {
        "form": form,
        "page": page,
        "errors": query.errors,
        "sort": form.sort_key,
        "sorts": SORTS,
        "state": state,
        "state_qs": urlencode(state),
        "list_url": reverse(url_name),
        "list_name": list_name,
        # The bulk form's datalist shows only the names: no model instance per tag.
        "tag_names": services.tag_names,  # called only by a page that shows them
        "statuses": Applicant.Status.choices,
        "page_sizes": PAGE_SIZES,
        "help_lines": help_lines(),
        "coordinator": coordinator,
        "outcomes": Decision.Outcome.choices,
        "assignable": assigning.assignable_reviewers() if coordinator else [],
        "anonymised": hidden is not None,
    }


def _render_list(request, list_name: str, *, title: str, coordinator: bool, **extra):
    context = _list_context(request, request.GET, list_name, coordinator=coordinator)
    context["title"] = title
    context.update(extra)
    template = "reviews/applicant_list.html"
    if request.htmx and not request.htmx.history_restore_request:
        template += "#results"
    return TemplateResponse(request, template, context)


@require_GET
def applicant_list(request):
    return _render_list(
        request,
        "all",
        title="Applicants",
        coordinator=is_coordinator(request.user),
        save_form=SavedSearchForm(),
    )


@require_GET
def shortlist(request):
    coordinator = is_coordinator(request.user)
    searches = _saved_searches_context(request, coordinator=coordinator)
    return _render_list(
        request, "shortlist", title="Shortlist", coordinator=coordinator, **searches
    )


def _saved_searches_context(request, *, coordinator: bool) -> dict:
    searches = list(
        SavedSearch.objects.visible_to(request.user)
        .select_related("created_by")
        .order_by("-shared", "name", "id")
    )
    for search in searches:
        search.mine = search.created_by_id == request.user.pk
        search.deletable = search.may_delete(request.user, coordinator)
    return {"saved_searches": searches}


@require_POST
def saved_search_create(request):
    form = SavedSearchForm(request.POST)
    search = created = None
    if form.is_valid():
        data = form.cleaned_data
        search, created = services.save_search(
            request.user, data["name"], data["querystring"], shared=data["shared"]
        )
    if not request.htmx:
        if search is None:
            messages.error(request, "The search was not saved: " + _first_error(form))
            state = list_state(QueryDict(request.POST.get("querystring", "")))
            url = reverse("reviews:applicant_list")
            return redirect(f"{url}?{urlencode(state)}" if state else url)
        verb = "Saved" if created else "Replaced"
        messages.success(request, f"{verb} the search “{search.name}”: find it on the shortlist.")
        return redirect(search.get_absolute_url())
    context = {"save_form": SavedSearchForm() if search else form, "saved_search": search}
    context["search_replaced"] = search is not None and not created
    context["state_qs"] = form.cleaned_data.get("querystring", "") if search else ""
    response = TemplateResponse(request, "reviews/applicant_list.html#save-search", context)
    if search is not None:
        trigger_client_event(response, "search-saved", {"id": search.pk})
    return response


def _first_error(form) -> str:
    return next((str(e) for errors in form.errors.values() for e in errors), "check the form.")


@require_POST
def saved_search_delete(request, pk):
    # Another reviewer's private search is not there for this user: 404, not 403.
    search = get_object_or_404(SavedSearch.objects.visible_to(request.user), pk=pk)
    try:
        services.delete_search(search, request.user)
    except services.NotAllowed as refusal:
        raise PermissionDenied(str(refusal)) from refusal
    if not request.htmx:
        messages.success(request, f"Deleted the saved search “{search.name}”.")
        return redirect("reviews:shortlist")
    context = _saved_searches_context(request, coordinator=is_coordinator(request.user))
    return TemplateResponse(request, "reviews/applicant_list.html#saved-searches", context)


@require_POST
def bulk_action(request):
    form = BulkForm(request.POST)
    params = QueryDict(request.POST.get("querystring", ""))
    list_name = _list_name(params)
    if form.is_valid():
        # Conflicted applicants are left out, as they would be one by one.
        ids = list(
            Applicant.objects.filter(pk__in=form.cleaned_data["ids"])
            .exclude(conflicts__reviewer=request.user)
            .values_list("pk", flat=True)
        )
        data = form.cleaned_data
        if data["action"] == "assign":
            if not is_coordinator(request.user):
                raise PermissionDenied("Only coordinators assign reviewers.")
            message = bulk_assign_message(
                assigning.bulk_assign(ids, data["reviewer"], by=request.user), data["reviewer"]
            )
        elif data["action"] == "tag":
            done = services.bulk_tag(ids, data["tag"], request.user)
            message = f"Tagged {done} applicant{'s' if done != 1 else ''} #{data['tag']}."
        elif data["action"] == "untag":
            done = services.bulk_untag(ids, data["tag"], request.user)
            message = f"Removed #{data['tag']} from {done} applicant{'s' if done != 1 else ''}."
        elif data["action"] == "decide":
            if not is_coordinator(request.user):
                raise PermissionDenied("Only coordinators decide.")
            done = services.bulk_decide(ids, data["outcome"], request.user)
            label = Decision.Outcome(data["outcome"]).label
            message = f"Decided {label} for {done} applicant{'s' if done != 1 else ''}."
            if done < len(ids):
                message += (
                    f" {len(ids) - done} not: decisions open when their cycle reaches the "
                    "decided phase, and never where you have a conflict."
                )
        else:
            done = services.bulk_change_status(ids, data["status"], request.user)
            label = Applicant.Status(data["status"]).label
            message = f"Set {done} applicant{'s' if done != 1 else ''} to {label}."
        messages.success(request, message)
    else:
        messages.error(request, "Choose rows and an action (and its tag or status).")
    if not request.htmx:
        url = reverse(LISTS[list_name][0])
        return redirect(f"{url}?{params.urlencode()}" if params else url)
    context = _list_context(request, params, list_name, coordinator=is_coordinator(request.user))
    context["flash"] = messages.get_messages(request)
    return TemplateResponse(request, "reviews/applicant_list.html#results", context)


def _neighbours(request, applicant: Applicant, *, coordinator: bool) -> dict:
    """Previous and next applicant of the list this one was opened from (by position)."""
    params = request.GET
    list_name = _list_name(params)
    url_name, base_terms = LISTS[list_name]
    state = _state(params, list_name)
    form = ListForm(params)
    position = form.position
    context = {"state": state, "state_qs": urlencode(state), "list_url": reverse(url_name)}
    back_page = 1
    if position is not None:
        _, _, rows, _ = _filtered(request, form, base_terms, coordinator=coordinator)
        start = max(position - 1, 0)
        ids = rows.pks(start, position + 2)
        if applicant.pk in ids:
            here = ids.index(applicant.pk)
            position = start + here
            back_page = position // form.page_size + 1
            if here > 0:
                context["prev_url"] = _detail_url(ids[here - 1], state, position - 1)
            if here + 1 < len(ids):
                context["next_url"] = _detail_url(ids[here + 1], state, position + 1)
    context["back_url"] = f"{context['list_url']}?{urlencode({**state, 'page': back_page})}"
    context["here_qs"] = urlencode({**state, "pos": position} if position is not None else state)
    return context


def _detail_url(pk: int, state: dict, position: int) -> str:
    url = reverse("reviews:applicant_detail", args=[pk])
    return f"{url}?{urlencode({**state, 'pos': position})}"


READING_ORDER = [Document.Kind.CV, Document.Kind.HOMEPAGE, Document.Kind.COVER_LETTER]


def _reading_order(document) -> tuple[bool, int]:
    kind = READING_ORDER.index(document.kind) if document.kind in READING_ORDER else 9
    return (document.is_superseded, kind)


def _detail_context(request, applicant: Applicant, *, coordinator: bool, review_form=None) -> dict:
    user = request.user
    conflicted = is_conflicted(user, applicant)
    # The CV first: it is what a reviewer reads first; then the homepage and the letter.
    documents = sorted(
        applicant.documents.select_related("superseded_by").order_by("id"), key=_reading_order
    )
    context = {
        **profile_context(applicant, user),
        "documents": documents,
        "conflicted": conflicted,
        "coordinator": coordinator,
    }
    context["may_correct"] = context["may_correct"] and not conflicted
    context.update(_tags_context(applicant))
    context.update(
        _review_context(
            request, applicant, conflicted=conflicted, coordinator=coordinator, form=review_form
        )
    )
    context.update(_status_context(applicant, user))
    context.update(decision_context(applicant, coordinator=coordinator, conflicted=conflicted))
    context.update(assignment_panel_context(applicant, user, coordinator=coordinator))
    context.update(_cycle_context(request, applicant, coordinator=coordinator))
    context.update(discussion_context(user, applicant))
    context["history"] = history_of(applicant, user, coordinator=coordinator)
    hidden = anonymity.pass_for(user, applicant.cycle)
    if hidden is not None:  # profile_context has hidden the profile already
        redact = anonymity.redactor_for(applicant, hidden)
        for document in documents:
            anonymity.hide_document(document, redact)
        context["applied_before"] = []
    return context


def _cycle_context(request, applicant: Applicant, *, coordinator: bool) -> dict:
    """The cycle the applicant belongs to when it is not the current one, and the person's
    applications in earlier cycles."""
    elsewhere = applicant.cycle_id != current_cycle(request).pk
    return {
        "other_cycle": applicant.cycle if elsewhere else None,
        "applied_before": applied_before(applicant, request.user, coordinator=coordinator),
    }


def decision_context(applicant: Applicant, *, coordinator: bool, conflicted: bool) -> dict:
    return {
        "decision": Decision.objects.filter(applicant=applicant)
        .select_related("decided_by")
        .first(),
        "may_decide": coordinator and not conflicted and decisions_open(applicant),
        "decisions_closed": coordinator and not conflicted and not decisions_open(applicant),
        "outcomes": Decision.Outcome.choices,
    }


def _tags_context(applicant: Applicant) -> dict:
    return {
        "applicant_tags": ApplicantTag.objects.filter(applicant=applicant).select_related("tag"),
        "all_tags": Tag.objects.only("name"),
    }


def _review_context(
    request, applicant, *, conflicted: bool, coordinator: bool, form=None, saved=None, criteria=None
) -> dict:
    if criteria is None:
        criteria = list(Criterion.objects.rubric(applicant.cycle_id))
    reviews = list(
        Review.objects.filter(applicant=applicant)
        .select_related("reviewer")
        .prefetch_related("scores__criterion", "revisions__changed_by")
    )
    mine = next((r for r in reviews if r.reviewer_id == request.user.pk), None)
    # Another reviewer's draft is theirs alone, whoever looks.
    reviews = [r for r in reviews if r.is_submitted or r is mine]
    submitted = [r for r in reviews if r.is_submitted]
    if form is None and not conflicted:
        form = ReviewForm.for_review(mine, criteria)
    visible = may_see_scores(
        has_my_review=mine is not None and mine.is_submitted,
        conflicted=conflicted,
        coordinator=coordinator,
        cycle=applicant.cycle,
    )
    others = [r for r in submitted if r is not mine] if visible else []
    mean = sum(r.overall for r in submitted) / len(submitted) if submitted and visible else None
    totals = services.review_weighted_totals(reviews)
    for review in reviews:
        review.weighted_total = totals.get(review.pk)
    summary = ReviewSummary.objects.filter(applicant=applicant).first() if visible else None
    return {
        "summary": summary,
        "review_form": form,
        "my_review": mine,
        "other_reviews": others,
        "review_count": len(submitted),
        "mean_score": mean,
        "scores_visible": visible,
        "show_revisions": coordinator and visible,
        "visibility_note": _visibility_note(applicant.cycle),
        "saved": saved,
        "criteria": criteria,
    }


def _visibility_note(cycle) -> str:
    """Why the others' reviews are hidden from a reviewer, in the cycle's own terms."""
    if cycle.review_visibility == cycle.Visibility.DISCUSSION:
        return "Blind review: the others' reviews show in the discussion phase."
    return "Blind review: the others' reviews show once you have submitted yours."


def _status_context(applicant: Applicant, user) -> dict:
    merges = _merges(applicant)
    if anonymity.pass_for(user, applicant.cycle) is not None:
        for record in merges:
            record.source_name = anonymity.OTHER_RECORD
    return {
        "status_form": StatusForm(initial={"status": applicant.status}),
        "status_changes": StatusChange.objects.filter(applicant=applicant).select_related(
            "changed_by"
        )[:20],
        "statuses": Applicant.Status.choices,
        "merges": merges,
    }


def _merges(applicant: Applicant) -> list[MergeRecord]:
    """Merges into this applicant and of it into another, each with why it cannot be
    undone ("" while it can)."""
    records = list(
        MergeRecord.objects.filter(
            Q(target_pk=applicant.pk) | Q(source_pk=applicant.pk)
        ).select_related("merged_by", "undone_by")[:20]
    )
    for record in records:
        record.refusal = undo_refusal(record)
    return records


@require_GET
def applicant_detail(request, pk):
    applicant = get_applicant(pk)
    coordinator = is_coordinator(request.user)
    context = _detail_context(request, applicant, coordinator=coordinator)
    context.update(_neighbours_of_origin(request, applicant, coordinator=coordinator))
    return TemplateResponse(request, "reviews/applicant_detail.html", context)


def _neighbours_of_origin(request, applicant, *, coordinator: bool) -> dict:
    """Next and back lead along the queue when the page was opened from it, else the list."""
    if request.GET.get("from") == "queue":
        return queue_neighbours(request, applicant)
    return _neighbours(request, applicant, coordinator=coordinator)


def _from_queue(request) -> bool:
    return QueryDict(request.POST.get("state", "")).get("from") == "queue"


def _partial_or_redirect(request, applicant, partial: str, context: dict):
    context.setdefault("here_qs", request.POST.get("state", ""))
    if request.htmx:
        return TemplateResponse(request, f"reviews/applicant_detail.html#{partial}", context)
    return redirect(_back_to_detail(request, applicant))


def _back_to_detail(request, applicant) -> str:
    url = reverse("reviews:applicant_detail", args=[applicant.pk])
    state = request.POST.get("state", "")
    return f"{url}?{state}" if state else url


def _review_partial(request, applicant, criteria, *, status: int = 200, **context):
    context = {
        "applicant": applicant,
        "here_qs": request.POST.get("state", ""),
        "from_queue": _from_queue(request),
        **_review_context(
            request,
            applicant,
            conflicted=False,
            coordinator=is_coordinator(request.user),
            criteria=criteria,
            **context,
        ),
    }
    return TemplateResponse(request, "reviews/applicant_detail.html#review", context, status=status)


def _review_page(request, applicant, form, *, status: int):
    coordinator = is_coordinator(request.user)
    context = _detail_context(request, applicant, coordinator=coordinator, review_form=form)
    context.update(_neighbours_of_origin(request, applicant, coordinator=coordinator))
    return TemplateResponse(request, "reviews/applicant_detail.html", context, status=status)


def _stale_message(stale: services.StaleReview) -> str:
    if stale.review is None:
        return "This review was deleted elsewhere since you loaded it. Reload the page."
    when = timezone.localtime(stale.review.updated_at)
    return (
        f"This review was changed in another tab at {when:%H:%M}. Nothing was saved: "
        "reload to see it, then make your change again."
    )


@require_POST
def review_save(request, pk):
    applicant = get_actionable_applicant(request.user, pk)
    criteria = list(Criterion.objects.rubric(applicant.cycle_id))
    form = ReviewForm(request.POST, criteria=criteria)
    if not form.is_valid():
        if request.htmx:
            return _review_partial(request, applicant, criteria, form=form)
        return _review_page(request, applicant, form, status=400)
    then_next = request.POST.get("then") == "next" and _from_queue(request)
    try:
        review = services.save_review(
            applicant,
            request.user,
            overall=form.cleaned_data["overall"],
            confidence=form.cleaned_data["confidence"],
            comment=form.cleaned_data["comment"],
            scores=form.scores(),
            # "Submit and next" in the queue submits: a draft is not done.
            submit=form.submits or then_next,
            loaded_version=form.cleaned_data["version"],
            page_load=form.cleaned_data["tab"],
        )
    except services.StaleReview as stale:
        form.add_error(None, _stale_message(stale))
        if request.htmx:
            return _review_partial(request, applicant, criteria, form=form, status=409)
        return _review_page(request, applicant, form, status=409)
    if then_next:
        url = after_save_and_next(request, applicant)
        return HttpResponseClientRedirect(url) if request.htmx else redirect(url)
    if not request.htmx:
        messages.success(request, "Review submitted." if review.is_submitted else "Draft saved.")
        return redirect(_back_to_detail(request, applicant))
    response = _review_partial(request, applicant, criteria, saved=timezone.now())
    return trigger_client_event(response, "review-saved", {"applicant": applicant.pk})


@require_POST
def tag_add(request, pk):
    applicant = get_actionable_applicant(request.user, pk)
    form = TagForm(request.POST)
    if form.is_valid():
        services.tag_applicant(applicant, form.cleaned_data["name"], request.user)
    elif not request.htmx:
        messages.error(request, "A tag needs a name.")
    context = {"applicant": applicant, "tag_error": form.errors.get("name")}
    context.update(_tags_context(applicant))
    return _partial_or_redirect(request, applicant, "tags", context)


@require_POST
def tag_remove(request, pk, tag_pk):
    applicant = get_actionable_applicant(request.user, pk)
    tag = get_object_or_404(Tag, pk=tag_pk)
    services.untag_applicant(applicant, tag, request.user)
    context = {"applicant": applicant}
    context.update(_tags_context(applicant))
    return _partial_or_redirect(request, applicant, "tags", context)


@require_POST
def status_change(request, pk):
    applicant = get_actionable_applicant(request.user, pk)
    form = StatusForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("Unknown status.")
    change = services.change_status(applicant, form.cleaned_data["status"], request.user)
    context = {"applicant": applicant, "status_saved": change is not None}
    context.update(_status_context(applicant, request.user))
    response = _partial_or_redirect(request, applicant, "status", context)
    if request.htmx:
        trigger_client_event(response, "status-changed", {"status": applicant.status})
    return response


@require_POST
def conflict_declare(request, pk):
    applicant = get_applicant(pk)
    reason = request.POST.get("reason", "")[: max_length(Conflict, "reason")]
    outcome = services.set_conflict(applicant, request.user, reason, by=request.user)
    note = "Conflict declared: you will not review or see scores of this applicant."
    if outcome.unassigned:
        note += " It is no longer in your queue."
    messages.info(request, note)
    return redirect(_back_to_detail(request, applicant))


# Stands in for an applicant's id in a reversed URL, replaced per row (cheaper than reverse()).
_PK_PLACEHOLDER = 987654321


def _export_applicants(request):
    form = ListForm(request.GET)
    base_terms = LISTS[_list_name(request.GET)][1]
    applicants, query, _, _ = _filtered(request, form, base_terms, coordinator=True)
    return applicants.sorted_by(form.sort_key, searching=query.has_text)


def _csv_response(rows, name: str) -> StreamingHttpResponse:
    response = StreamingHttpResponse(rows, content_type="text/csv; charset=utf-8")
    stamp = timezone.localtime().strftime("%Y%m%d-%H%M")
    response["Content-Disposition"] = f'attachment; filename="{name}-{stamp}.csv"'
    return response


@require_GET
@coordinator_required
def export_csv(request):
    applicants = _export_applicants(request)
    detail = reverse("reviews:applicant_detail", args=[_PK_PLACEHOLDER])
    head, tail = request.build_absolute_uri(detail).split(str(_PK_PLACEHOLDER))
    with_comments = request.GET.get("comments") == "1"
    rows = export.csv_lines(
        applicants, (head, tail), current_cycle(request), with_comments=with_comments
    )
    return _csv_response(rows, "applicants")


@require_GET
@coordinator_required
def export_reviews_csv(request):
    """Coordinators: one row per review of the listed applicants."""
    rows = export.review_csv_lines(_export_applicants(request), current_cycle(request))
    return _csv_response(rows, "reviews")
