from django.apps import AppConfig


class ParsingConfig(AppConfig):
    name = "parsing"
