from django.apps import AppConfig


class DevtoolsConfig(AppConfig):
    """Benchmarks and bulk seeding for development; installed only when DEBUG is on."""

    name = "devtools"
