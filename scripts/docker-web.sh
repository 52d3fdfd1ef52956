#!/bin/sh
# The web container: migrate, collect static files, remove temporary upload files a killed
# server left behind, then serve with gunicorn.
set -e
python manage.py migrate --noinput
python manage.py collectstatic --noinput --verbosity 0
python manage.py remove_stale_uploads
exec gunicorn config.wsgi:application \
    --bind 0.0.0.0:8000 \
    --workers "${WEB_CONCURRENCY:-3}" \
    --timeout 120 \
    --access-logfile -
