from django.template.response import TemplateResponse
from django.views.decorators.http import require_GET

from applicants.roles import coordinator_required


@require_GET
@coordinator_required
def upload(request):
    return TemplateResponse(request, "applicants/upload.html", {})
