from django.urls import path

from reviews import cycle_views, fact_views, views

app_name = "reviews"
urlpatterns = [
    path("", views.applicant_list, name="applicant_list"),
    path("shortlist/", views.shortlist, name="shortlist"),
    path("searches/", views.saved_search_create, name="saved_search_create"),
    path("searches/<int:pk>/delete/", views.saved_search_delete, name="saved_search_delete"),
    path("export.csv", views.export_csv, name="export"),
    path("export-reviews.csv", views.export_reviews_csv, name="export_reviews"),
    path("bulk/", views.bulk_action, name="bulk"),
    path("cycles/", cycle_views.cycle_list, name="cycles"),
    path("cycles/new/", cycle_views.cycle_create, name="cycle_create"),
    path("cycles/switch/", cycle_views.cycle_switch, name="cycle_switch"),
    path("cycles/<int:pk>/phase/", cycle_views.cycle_phase, name="cycle_phase"),
    path("cycles/<int:pk>/settings/", cycle_views.cycle_settings, name="cycle_settings"),
    path("applicants/<int:pk>/", views.applicant_detail, name="applicant_detail"),
    path("applicants/<int:pk>/review/", views.review_save, name="review_save"),
    path("applicants/<int:pk>/tags/", views.tag_add, name="tag_add"),
    path("applicants/<int:pk>/tags/<int:tag_pk>/remove/", views.tag_remove, name="tag_remove"),
    path("applicants/<int:pk>/status/", views.status_change, name="status_change"),
    path("applicants/<int:pk>/conflict/", views.conflict_declare, name="conflict_declare"),
    path("applicants/<int:pk>/profile/", fact_views.profile_edit, name="profile_edit"),
    path("applicants/<int:pk>/delete/", fact_views.applicant_delete, name="applicant_delete"),
    path("applicants/<int:pk>/facts/<slug:kind>/add/", fact_views.fact_add, name="fact_add"),
    path(
        "applicants/<int:pk>/facts/<slug:kind>/<int:fact_pk>/",
        fact_views.fact_edit,
        name="fact_edit",
    ),
    path(
        "applicants/<int:pk>/facts/<slug:kind>/<int:fact_pk>/hide/",
        fact_views.fact_hide,
        name="fact_hide",
    ),
]
