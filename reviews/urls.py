from django.urls import path

from reviews import assign_views, committee_views, cycle_views, fact_views, views

app_name = "reviews"
urlpatterns = [
    path("", views.applicant_list, name="applicant_list"),
    path("shortlist/", views.shortlist, name="shortlist"),
    path("searches/", views.saved_search_create, name="saved_search_create"),
    path("searches/<int:pk>/delete/", views.saved_search_delete, name="saved_search_delete"),
    path("export.csv", views.export_csv, name="export"),
    path("export-reviews.csv", views.export_reviews_csv, name="export_reviews"),
    path("bulk/", views.bulk_action, name="bulk"),
    path("dashboard/", committee_views.dashboard, name="dashboard"),
    path("rubric/", committee_views.rubric, name="rubric"),
    path("applicants/<int:pk>/decision/", committee_views.decision_set, name="decision_set"),
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
    path(
        "applicants/<int:pk>/assignments/",
        assign_views.assignment_add,
        name="assignment_add",
    ),
    path(
        "applicants/<int:pk>/assignments/<int:reviewer_pk>/remove/",
        assign_views.assignment_remove,
        name="assignment_remove",
    ),
    path("applicants/<int:pk>/conflicts/", assign_views.conflict_set, name="conflict_set"),
    path(
        "applicants/<int:pk>/conflicts/<int:reviewer_pk>/withdraw/",
        assign_views.conflict_withdraw,
        name="conflict_withdraw",
    ),
    path("queue/", assign_views.queue, name="queue"),
    path("assign/", assign_views.auto_assign, name="auto_assign"),
    path("conflicts/", assign_views.conflicts, name="conflicts"),
    path("conflicts/scan/", assign_views.conflicts_scan, name="conflicts_scan"),
    path(
        "conflicts/suggestions/<int:pk>/accept/",
        assign_views.suggestion_accept,
        name="suggestion_accept",
    ),
    path(
        "conflicts/suggestions/<int:pk>/dismiss/",
        assign_views.suggestion_dismiss,
        name="suggestion_dismiss",
    ),
    path("profile/", assign_views.profile, name="my_profile"),
    path("reviewers/<int:user_pk>/profile/", assign_views.profile, name="profile"),
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
