from django.urls import path

from reviews import views

app_name = "reviews"
urlpatterns = [
    path("", views.applicant_list, name="applicant_list"),
    path("shortlist/", views.shortlist, name="shortlist"),
    path("searches/", views.saved_search_create, name="saved_search_create"),
    path("searches/<int:pk>/delete/", views.saved_search_delete, name="saved_search_delete"),
    path("export.csv", views.export_csv, name="export"),
    path("export-reviews.csv", views.export_reviews_csv, name="export_reviews"),
    path("bulk/", views.bulk_action, name="bulk"),
    path("applicants/<int:pk>/", views.applicant_detail, name="applicant_detail"),
    path("applicants/<int:pk>/review/", views.review_save, name="review_save"),
    path("applicants/<int:pk>/tags/", views.tag_add, name="tag_add"),
    path("applicants/<int:pk>/tags/<int:tag_pk>/remove/", views.tag_remove, name="tag_remove"),
    path("applicants/<int:pk>/status/", views.status_change, name="status_change"),
    path("applicants/<int:pk>/conflict/", views.conflict_declare, name="conflict_declare"),
]
