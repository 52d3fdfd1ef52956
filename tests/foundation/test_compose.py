"""No Docker engine runs here, so docker-compose.yml is checked for consistency instead."""

import importlib.util
import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def compose():
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def command_words(service: dict) -> list[str]:
    command = service.get("command", [])
    return command.split() if isinstance(command, str) else list(command)


def test_the_services_are_all_there(compose):
    assert {"postgres", "redis", "web", "worker", "beat"} <= set(compose["services"])


def test_postgres_keeps_its_data_and_reports_health(compose):
    postgres = compose["services"]["postgres"]

    assert any(volume.endswith(":/var/lib/postgresql/data") for volume in postgres["volumes"])
    assert "pg_isready" in " ".join(postgres["healthcheck"]["test"])


def test_postgres_gets_memory_for_a_large_cycle_and_no_jit(compose):
    flags = compose["services"]["postgres"]["command"]
    assert flags[0] == "postgres"
    settings = dict(flag.split("=", 1) for flag in flags[2::2])
    assert set(flags[1::2]) == {"-c"}
    assert settings["shared_buffers"] == "${POSTGRES_SHARED_BUFFERS:-2GB}"
    assert settings["effective_cache_size"] == "${POSTGRES_EFFECTIVE_CACHE_SIZE:-6GB}"
    assert settings["jit"] == "off"


def test_web_and_worker_share_the_media_volume(compose):
    services = compose["services"]
    mounts = {name: set(services[name]["volumes"]) for name in ("web", "worker")}

    assert "media:/data/media" in mounts["web"] & mounts["worker"]
    assert "media" in compose["volumes"]
    assert services["web"]["environment"]["MEDIA_ROOT"] == "/data/media"


def test_app_services_run_in_production_mode_against_postgres_and_redis(compose):
    for name in ("web", "worker", "beat"):
        environment = compose["services"][name]["environment"]
        assert environment["DJANGO_DEBUG"] == "0"
        assert environment["DATABASE_URL"].startswith("postgres://")
        assert environment["REDIS_URL"].startswith("redis://redis:")


def test_every_command_names_something_that_exists(compose):
    for name in ("web", "worker", "beat"):
        words = command_words(compose["services"][name])
        program = words[0]
        if program == "celery":
            app_module = words[words.index("-A") + 1]
            assert importlib.util.find_spec(app_module) is not None, app_module
            assert words[words.index("-A") + 2] in {"worker", "beat"}
        else:
            script = ROOT / program
            assert script.is_file(), program
            assert script.stat().st_mode & 0o111, f"{program} is not executable"


def test_the_web_script_migrates_collects_static_and_serves_the_wsgi_app():
    script = (ROOT / "scripts" / "docker-web.sh").read_text()

    assert "manage.py migrate" in script
    assert "manage.py collectstatic" in script
    wsgi = re.search(r"gunicorn (\S+):application", script).group(1)
    assert importlib.util.find_spec(wsgi) is not None


def test_the_dockerfile_installs_the_pinned_model_and_runs_the_web_script():
    dockerfile = (ROOT / "Dockerfile").read_text()

    assert "--require-hashes -r requirements/model.txt" in dockerfile
    assert 'CMD ["scripts/docker-web.sh"]' in dockerfile


def test_workers_get_a_memory_ceiling_and_share_the_upload_temp_folder_with_web(compose):
    services = compose["services"]
    for name in ("web", "worker"):
        environment = services[name]["environment"]
        assert int(environment["WORKER_MAX_MEMORY_MB"].strip("${}").rsplit("-", 1)[-1]) > 0
        assert environment["UPLOAD_TEMP_DIR"] == "/data/upload-tmp"
        assert "upload-tmp:/data/upload-tmp" in services[name]["volumes"]
    assert "upload-tmp" in compose["volumes"]
    assert "manage.py remove_stale_uploads" in (ROOT / "scripts" / "docker-web.sh").read_text()


def test_the_optional_object_store_is_wired_to_web_and_worker(compose):
    services = compose["services"]
    store, bucket_job = services["minio"], services["minio-bucket"]

    assert store["profiles"] == ["s3"] and bucket_job["profiles"] == ["s3"]
    assert "objects" in compose["volumes"]
    assert any(volume.endswith(":/data") for volume in store["volumes"])
    assert bucket_job["depends_on"]["minio"]["condition"] == "service_healthy"
    assert "${AWS_STORAGE_BUCKET_NAME:-documents}" in " ".join(bucket_job["command"])
    for name in ("web", "worker"):
        environment = services[name]["environment"]
        assert "profiles" not in services[name]
        assert environment["AWS_STORAGE_BUCKET_NAME"] == "${AWS_STORAGE_BUCKET_NAME:-}"
        assert environment["AWS_S3_ENDPOINT_URL"].endswith("http://minio:9000}")
        assert store["environment"]["MINIO_ROOT_USER"] == environment["AWS_ACCESS_KEY_ID"]
        assert store["environment"]["MINIO_ROOT_PASSWORD"] == environment["AWS_SECRET_ACCESS_KEY"]


def test_every_variable_the_app_services_set_is_read_by_the_settings(compose):
    settings_source = (ROOT / "config" / "settings.py").read_text()
    for name in compose["services"]["web"]["environment"]:
        assert f'"{name}"' in settings_source, name
