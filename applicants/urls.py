from django.urls import path

from applicants import views

app_name = "applicants"
urlpatterns = [
    path("upload/", views.upload, name="upload"),
    path("uploads/", views.uploads, name="uploads"),
    path("<int:pk>/dismiss/", views.document_dismiss, name="document_dismiss"),
    path("applicants/<int:pk>/not-duplicate/", views.duplicate_dismiss, name="duplicate_dismiss"),
    path("batches/<int:pk>/", views.batch, name="batch"),
    path("<int:pk>/", views.document, name="document"),
    path("<int:pk>/state/", views.document_state, name="document_state"),
    path("<int:pk>/file/", views.document_file, name="document_file"),
    path("<int:pk>/text/", views.document_text, name="document_text"),
    path("<int:pk>/kind/", views.document_kind, name="document_kind"),
    path("<int:pk>/reparse/", views.document_reparse, name="document_reparse"),
    path("<int:pk>/move/", views.document_move, name="document_move"),
    path("<int:pk>/restore/", views.document_restore, name="document_restore"),
    path("applicants/<int:pk>/", views.applicant_documents, name="applicant_documents"),
    path("applicants/<int:pk>/reparse/", views.applicant_reparse, name="applicant_reparse"),
    path("applicants/merge/", views.merge, name="merge"),
    path("applicants/merges/<int:pk>/undo/", views.merge_undo, name="merge_undo"),
    path("reparse/", views.reparse, name="reparse"),
]
