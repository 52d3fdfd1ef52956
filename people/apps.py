from django.apps import AppConfig


class PeopleConfig(AppConfig):
    name = "people"
    verbose_name = "People"

    def ready(self):
        from people.backends import connect_receivers

        connect_receivers()
