# Sextant: the API (and, in sandbox mode, the dev chain it starts as a child process).
# Build: docker build -t sextant .   Run with its dependencies: docker compose up
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 \
    SEXTANT_HOST=0.0.0.0 SEXTANT_PORT=8402 SEXTANT_DATA_DIR=/var/lib/sextant

WORKDIR /app
# Dependencies first (pinned by the lock), so a source change does not reinstall them.
COPY pyproject.toml requirements.lock README.md ./
COPY src ./src
RUN pip install -c requirements.lock . \
    && useradd --system --home /var/lib/sextant --create-home sextant

USER sextant
EXPOSE 8402
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
    CMD python -c "import urllib.request,sys; urllib.request.urlopen('http://127.0.0.1:8402/healthz', timeout=4)" || exit 1
CMD ["sextant", "serve"]
