from django.urls import path

from applicants import views

app_name = "applicants"
urlpatterns = [
    path("upload/", views.upload, name="upload"),
]
