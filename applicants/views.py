import io

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import FileResponse, Http404, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.loader import render_to_string
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.clickjacking import xframe_options_sameorigin
from django.views.decorators.csrf import csrf_exempt, csrf_protect
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django_htmx.http import HttpResponseClientRedirect, HttpResponseStopPolling

from applicants import comparison, inbox, intake, pipeline, unmerge, versions
from applicants.forms import KindForm, MergeForm, MoveForm, UploadForm
from applicants.merge import MergeConflict, merge_applicants, move_document
from applicants.models import Applicant, Document, MergeRecord, UploadBatch
from applicants.parser import parser_version
from applicants.roles import coordinator_required, is_coordinator
from applicants.upload import create_batch, duplicate_message, store_uploads, store_url
from applicants.upload_handlers import SizeLimitedUploadHandler
from reviews import anonymity
from reviews.cycles import current_cycle

BATCH_ROWS = 500


# -- Access helpers ----------------------------------------------------------------------


def get_document(request, pk: int) -> Document:
    """Any logged-in user may see a document (reviewers read the evidence)."""
    return get_object_or_404(Document.objects.select_related("applicant", "batch"), pk=pk)


def get_batch(request, pk: int) -> UploadBatch:
    return get_object_or_404(UploadBatch.objects.select_related("applicant", "cycle"), pk=pk)


def get_own_batch(request, pk) -> UploadBatch:
    """Files may be added only to a batch the same coordinator started."""
    batch = UploadBatch.objects.filter(pk=pk).first()
    if batch is None:
        raise Http404("No such upload batch.")
    if batch.created_by_id != request.user.pk:
        raise PermissionDenied("This upload batch was started by someone else.")
    return batch


def wants_json(request) -> bool:
    return "application/json" in request.headers.get("Accept", "")


# -- Upload ------------------------------------------------------------------------------


@csrf_exempt
@require_http_methods(["GET", "POST"])
@coordinator_required
def upload(request):
    # Our handler must be in place before anything reads the body (CSRF included), so
    # the CSRF check is done just after, by the inner view.
    request.upload_handlers = [SizeLimitedUploadHandler(request)]
    return _upload(request)


@csrf_protect
def _upload(request):
    initial = {}
    if request.GET.get("applicant", "").isdigit():
        initial["applicant"] = request.GET["applicant"]
    if request.method == "GET":
        context = upload_context(UploadForm(initial=initial))
        return TemplateResponse(request, "applicants/upload.html", context)

    form = UploadForm(request.POST, request.FILES)
    oversized = getattr(request, "oversized_uploads", [])
    if form.is_valid() and not (
        form.cleaned_data["files"] or oversized or form.cleaned_data["url"]
    ):
        form.add_error(None, "Choose at least one file or give a homepage URL.")
    if not form.is_valid():
        if wants_json(request):
            return JsonResponse({"errors": form.errors.get_json_data()}, status=400)
        return TemplateResponse(request, "applicants/upload.html", upload_context(form), status=400)

    data = form.cleaned_data
    if data["batch"]:
        batch = get_own_batch(request, data["batch"])
    else:
        batch = create_batch(request.user, data["applicant"], current_cycle(request))
    outcome = store_uploads(batch, request.user, data["files"])
    outcome.rejected += [intake.Rejected(name, intake.too_large_message()) for name in oversized]
    if data["url"]:
        outcome.add(data["url"], *store_url(batch, request.user, data["url"]))
    # The script shows each file's result itself; the batch page still hears of problems.
    tell_outcome(request, outcome, summary=not wants_json(request))

    batch_url = reverse("applicants:batch", args=[batch.pk])
    if wants_json(request):
        return JsonResponse({"batch": batch.pk, "batch_url": batch_url, "files": outcome.as_json()})
    if not outcome.accepted and not outcome.duplicates and not batch.documents.exists():
        batch.delete()
        return redirect("applicants:upload")
    return redirect(batch_url)


def upload_context(form) -> dict:
    return {
        "form": form,
        "max_bytes": settings.UPLOAD_MAX_BYTES,
        "max_size": intake.limit_text(settings.UPLOAD_MAX_BYTES),
        # The script refuses an oversized file before sending it, in the server's words.
        "too_large": intake.too_large_message(),
    }


def tell_outcome(request, outcome, *, summary: bool = True) -> None:
    if outcome.accepted and summary:
        count = len(outcome.accepted)
        plural = "s" if count != 1 else ""
        messages.success(request, f"{count} document{plural} queued for parsing.")
    for name, document in outcome.duplicates:
        messages.info(request, f"{name}: {duplicate_message(document)}")
    for rejected in outcome.rejected:
        messages.error(request, f"{rejected.name}: {rejected.message}")


# -- Progress ----------------------------------------------------------------------------


@require_GET
@coordinator_required
def batch(request, pk):
    batch = get_batch(request, pk)
    documents = batch.documents.select_related("applicant").order_by("id")
    return progress_response(
        request,
        "applicants/batch.html",
        {"batch": batch, "poll_url": request.path},
        documents,
    )


@require_GET
def applicant_documents(request, pk):
    applicant = get_object_or_404(Applicant, pk=pk)
    documents = applicant.documents.select_related("applicant").order_by("id")
    return progress_response(
        request,
        "applicants/applicant_documents.html",
        {"applicant": applicant, "poll_url": request.path},
        documents,
        hidden=anonymity.pass_for(request.user, applicant.cycle),
    )


def progress_response(request, template: str, context: dict, documents, hidden=None):
    counts = documents.state_counts()
    shown = list(documents[:BATCH_ROWS])
    if hidden is not None:  # the anonymised first pass: one applicant's documents
        anonymity.hide_applicant(context["applicant"], hidden)
        anonymity.hide_documents(shown, context["applicant"], hidden)
        for document in shown:
            anonymity.hide_applicant(document.applicant, hidden)
    context |= progress_figures(counts) | {
        "documents": shown,
        "more": max(counts["total"] - BATCH_ROWS, 0),
        "kinds": Document.Kind.choices,
    }
    if request.htmx:
        return polled_partial(
            request, f"{template}#progress", context, finished=context["finished"]
        )
    return TemplateResponse(request, template, context)


def progress_figures(counts: dict[str, int]) -> dict:
    return {
        "counts": counts,
        "finished": counts["finished"] == counts["total"],
        "percent": round(100 * counts["finished"] / counts["total"]) if counts["total"] else 100,
    }


def polled_partial(request, template: str, context: dict, *, finished: bool):
    """The partial htmx polls for; once there is nothing left to wait for, it stops the polling."""
    if finished:
        return HttpResponseStopPolling(render_to_string(template, context, request=request))
    return TemplateResponse(request, template, context)


@require_GET
def document(request, pk):
    document = get_document(request, pk)
    anonymity.hide_for(request.user, document)
    context = {"document": document, "kinds": Document.Kind.choices}
    if is_coordinator(request.user):
        context["move_form"] = MoveForm(initial={"applicant": document.applicant_id})
    return TemplateResponse(request, "applicants/document.html", context)


@require_GET
def document_state(request, pk):
    """The live state of one document; htmx polling of it stops once it is finished."""
    document = get_document(request, pk)
    anonymity.hide_for(request.user, document)
    finished = bool(request.htmx) and document.is_finished
    return polled_partial(
        request, "applicants/document.html#state", {"document": document}, finished=finished
    )


@require_GET
@xframe_options_sameorigin
def document_file(request, pk):
    """The stored file: PDFs inline (our pages may frame them), everything else as text or a
    download, so an uploaded HTML page can never run in our origin."""
    document = get_document(request, pk)
    if anonymity.document_pass(request.user, document) is not None:
        raise PermissionDenied(anonymity.FILE_HIDDEN)
    if not document.file:
        raise Http404("This document has no stored file.")
    content_type = intake.media_type(document.content_type)
    # A ZIP member's name is "archive.zip › folder/cv.pdf": offer just "cv.pdf".
    name = document.original_name.rsplit("›", 1)[-1].strip().replace("\\", "/")
    name = name.rsplit("/", 1)[-1] or f"document-{document.pk}"
    handle = document.file.open("rb")
    if content_type == intake.PDF:
        response = FileResponse(handle, content_type=intake.PDF, filename=name)
    elif content_type in intake.TEXT_TYPES:
        encoding = intake.charset(document.content_type) or "utf-8"
        if encoding.startswith("utf-32"):  # browsers do not read UTF-32
            with handle:
                handle = io.BytesIO(intake.decoded_utf8(handle.read(), document.content_type))
            encoding = "utf-8"
        response = FileResponse(
            handle, content_type=f"text/plain; charset={encoding}", filename=name
        )
        response["Content-Security-Policy"] = "sandbox; default-src 'none'"
    else:
        response = FileResponse(
            handle, as_attachment=True, content_type="application/octet-stream", filename=name
        )
    response["X-Content-Type-Options"] = "nosniff"
    return response


@require_GET
def document_text(request, pk):
    """The extracted text, always as escaped text (never as HTML)."""
    document = get_document(request, pk)
    anonymity.hide_for(request.user, document)
    template = "applicants/document_text.html"
    if request.htmx:
        template += "#text"
    return TemplateResponse(request, template, {"document": document})


# -- Inbox ------------------------------------------------------------------------------


@require_GET
@coordinator_required
def uploads(request):
    """Every batch and every document (or applicant) a coordinator still has to look at."""
    cycle_id = current_cycle(request).pk
    context = inbox.sections(cycle_id) | {
        "batches": inbox.batches_with_counts(cycle_id),
        "kinds": Document.Kind.choices,
        "applicants": list(Applicant.objects.filter(cycle_id=cycle_id).only("pk", "name")),
    }
    template = "applicants/inbox.html"
    if request.htmx:
        template += "#attention"
    return TemplateResponse(request, template, context)


def _gone_or_back(request, fallback: str):
    """htmx removes the row it came from (an empty answer); a plain post goes back."""
    if request.htmx:
        return HttpResponse("")
    return redirect(posted_next_or(request, fallback))


@require_POST
@coordinator_required
def document_dismiss(request, pk):
    document = get_document(request, pk)
    inbox.dismiss_document(document)
    messages.success(request, f"{document} no longer needs attention.")
    return _gone_or_back(request, reverse("applicants:uploads"))


@require_POST
@coordinator_required
def duplicate_dismiss(request, pk):
    applicant = get_object_or_404(Applicant, pk=pk)
    inbox.dismiss_duplicate(applicant)
    messages.success(request, f"{applicant} is marked as a different person.")
    return _gone_or_back(request, reverse("applicants:uploads"))


# -- Coordinator actions -----------------------------------------------------------------


def _state_or_back(request, document):
    """htmx gets the document's new state in place; a plain post goes back where it was."""
    if request.htmx:
        return TemplateResponse(request, "applicants/document.html#state", {"document": document})
    return redirect(back_to(request, document))


@require_POST
@coordinator_required
def document_kind(request, pk):
    document = get_document(request, pk)
    form = KindForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose one of the kinds: CV, homepage or cover letter.")
        return redirect(back_to(request, document))
    pipeline.correct_kind(document, form.cleaned_data["kind"])
    messages.success(request, f"{document} is now a {document.get_kind_display()}; parsing again.")
    return _state_or_back(request, document)


@require_POST
@coordinator_required
def document_reparse(request, pk):
    document = get_document(request, pk)
    if document.is_finished:
        pipeline.reparse_document(document)
        document.refresh_from_db()
        messages.success(request, f"{document} is queued to be parsed again.")
    else:
        messages.info(request, f"{document} is already waiting to be parsed.")
    return _state_or_back(request, document)


@require_POST
@coordinator_required
def document_move(request, pk):
    document = get_document(request, pk)
    form = MoveForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose the applicant to move this document to.")
        return redirect("applicants:document", pk=document.pk)
    target = form.cleaned_data["applicant"]
    move_document(document, target)
    messages.success(request, f"{document} now belongs to {target}.")
    return redirect(back_to(request, document))


@require_POST
@coordinator_required
def document_restore(request, pk):
    """An older version's facts count again instead of the newer one's (which is kept)."""
    document = get_document(request, pk)
    try:
        versions.restore_document(document)
    except versions.NotRestorable as refusal:
        messages.error(request, refusal.message)
    else:
        messages.success(request, f"{document} counts again; the other versions are kept.")
    # The facts all over the applicant's page changed: htmx reloads the page it came from.
    target = back_to(request, document)
    return HttpResponseClientRedirect(target) if request.htmx else redirect(target)


@require_POST
@coordinator_required
def applicant_reparse(request, pk):
    applicant = get_object_or_404(Applicant, pk=pk)
    count = pipeline.reparse_applicant(applicant)
    messages.success(request, f"{count} document{'s' if count != 1 else ''} of {applicant} queued.")
    return redirect("applicants:applicant_documents", pk=applicant.pk)


@require_http_methods(["GET", "POST"])
@coordinator_required
def reparse(request):
    """Re-parse everything (after a parser upgrade), and the progress of that."""
    if request.method == "POST":
        if request.POST.get("confirm") != "yes":
            return redirect(reverse("applicants:reparse") + "?confirm=1")
        count = pipeline.reparse_everything()
        messages.success(request, f"{count} documents queued to be parsed again.")
        return redirect("applicants:reparse")
    current = parser_version()
    context = progress_figures(Document.objects.state_counts()) | {
        "confirming": request.GET.get("confirm") == "1",
        "parser_version": current,
        "up_to_date": Document.objects.filter(
            state=Document.State.PARSED, parser_version=current
        ).count(),
    }
    if request.htmx:
        return polled_partial(
            request, "applicants/reparse.html#progress", context, finished=context["finished"]
        )
    return TemplateResponse(request, "applicants/reparse.html", context)


@require_http_methods(["GET", "POST"])
@coordinator_required
def merge(request):
    """Choose two applicants, compare them side by side, choose the one that stays, confirm.

    A post without confirm=yes (or with a form error) shows the comparison again; only the
    confirmation step's post merges.
    """
    data = request.POST if request.method == "POST" else request.GET
    form = MergeForm(data if data.get("source") or data.get("target") else None)
    context = {"form": form}
    if form.is_valid():
        source, target = form.cleaned_data["source"], form.cleaned_data["target"]
        if request.method == "POST" and request.POST.get("confirm") == "yes":
            try:
                merge_applicants(source, target, by=request.user)
            except MergeConflict as conflict:
                form.add_error(None, conflict.message)
            else:
                record = MergeRecord.objects.filter(target_pk=target.pk).first()
                # Rendered here, so the message can carry the Undo button (a safe string).
                merged = render_to_string(
                    "applicants/_merged_message.html",
                    {"record": record, "target": target},
                    request=request,
                )
                messages.success(request, merged)
                if request.htmx:
                    return HttpResponseClientRedirect(target.get_absolute_url())
                return redirect(target.get_absolute_url())
        context |= {
            "stays": comparison.side(target),
            "goes": comparison.side(source),
            "confirming": request.method == "POST" and not form.errors,
        }
        context["shared"] = comparison.shared(context["stays"], context["goes"])
        context["drops_reviews"] = context["confirming"] and comparison.drops_reviews(
            source, target
        )
    status = 400 if request.method == "POST" and form.errors else 200
    template = "applicants/merge.html"
    if request.htmx:
        template += "#comparison"
    return TemplateResponse(request, template, context, status=status)


@require_http_methods(["GET", "POST"])
@coordinator_required
def merge_undo(request, pk):
    """What undoing the merge puts back, then (confirmed by the post) the undo itself."""
    record = get_object_or_404(MergeRecord, pk=pk)
    refusal = unmerge.undo_refusal(record)
    if request.method == "POST" and not refusal:
        try:
            source = unmerge.undo_merge(record, request.user)
        except unmerge.UndoRefused as refused:
            refusal = refused.message
        else:
            messages.success(
                request,
                f"Merge undone: {source} is #{source.pk} again, apart from #{record.target_pk}.",
            )
            if request.htmx:
                return HttpResponseClientRedirect(source.get_absolute_url())
            return redirect(source.get_absolute_url())
    if request.method == "POST" and request.htmx:
        # The page says why, with the way back to the applicant.
        return HttpResponseClientRedirect(reverse("applicants:merge_undo", args=[record.pk]))
    context = {"record": record, "refusal": refusal, "moving_back": unmerge.moving_back(record)}
    status = 409 if request.method == "POST" else 200
    return TemplateResponse(request, "applicants/merge_undo.html", context, status=status)


def posted_next_or(request, fallback: str) -> str:
    """The page the form came from (its "next" field) when it is on this site, else fallback."""
    target = request.POST.get("next", "")
    if target and url_has_allowed_host_and_scheme(target, {request.get_host()}):
        return target
    return fallback


def back_to(request, document) -> str:
    return posted_next_or(request, reverse("applicants:document", args=[document.pk]))
