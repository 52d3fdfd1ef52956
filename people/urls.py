from django.urls import path

from people import views

app_name = "people"
urlpatterns = [
    path("", views.people, name="people"),
    path("invite/", views.invite, name="invite"),
    path("<int:pk>/role/", views.role_change, name="role"),
    path("<int:pk>/active/", views.active_change, name="active"),
]
