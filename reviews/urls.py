from django.urls import path

from reviews import views

app_name = "reviews"
urlpatterns = [
    path("", views.applicant_list, name="applicant_list"),
    path("shortlist/", views.shortlist, name="shortlist"),
]
