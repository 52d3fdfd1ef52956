import os
import resource

from celery import Celery
from celery.signals import worker_process_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("config")
app.config_from_object("django.conf:settings", namespace="CELERY")


@app.task(name="config.ping", ignore_result=False)
def ping() -> str:
    """A trivial task: proves a worker is alive and consuming from the broker."""
    return "pong"


@worker_process_init.connect
def cap_memory(**kwargs):
    """Each pool process gets the memory ceiling: past it an allocation fails (MemoryError,
    and the document fails with that reason) instead of the machine running out."""
    from django.conf import settings

    ceiling = settings.WORKER_MAX_MEMORY_MB * 1024 * 1024
    if ceiling > 0:
        _, hard = resource.getrlimit(resource.RLIMIT_DATA)
        if hard != resource.RLIM_INFINITY:
            ceiling = min(ceiling, hard)
        resource.setrlimit(resource.RLIMIT_DATA, (ceiling, hard))
