from django.template.response import TemplateResponse
from django.views.decorators.http import require_GET

from applicants.models import Applicant


@require_GET
def applicant_list(request):
    applicants = Applicant.objects.all()
    return TemplateResponse(
        request, "reviews/applicant_list.html", {"applicants": applicants, "title": "Applicants"}
    )


@require_GET
def shortlist(request):
    applicants = Applicant.objects.filter(status=Applicant.Status.SHORTLISTED)
    return TemplateResponse(
        request, "reviews/applicant_list.html", {"applicants": applicants, "title": "Shortlist"}
    )
