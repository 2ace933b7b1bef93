"""Structured JSON logging (structlog over the standard library)."""

from __future__ import annotations

import logging
import sys
from collections.abc import MutableMapping
from typing import Any

import structlog

_SECRET_KEYS = ("private_key", "authorization", "admin_token", "secret", "payment-signature")


def _redact(_: Any, __: str, event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    for key in list(event):
        if any(s in key.lower() for s in _SECRET_KEYS):
            event[key] = "[redacted]"
    return event


def configure_logging(level: str = "INFO", json: bool = True) -> None:
    """Route stdlib and structlog records through one JSON (or console) renderer."""
    renderer: structlog.typing.Processor = (
        structlog.processors.JSONRenderer() if json else structlog.dev.ConsoleRenderer()
    )
    shared: list[structlog.typing.Processor] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        _redact,
    ]
    structlog.configure(
        processors=[*shared, structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=True,
    )
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(foreign_pre_chain=shared, processors=[
            structlog.stdlib.ProcessorFormatter.remove_processors_meta,
            # ``exc_info`` becomes the formatted traceback (the console renderer draws its own)
            *([structlog.processors.format_exc_info] if json else []),
            renderer,
        ])
    )
    root = logging.getLogger()
    root.handlers = [handler]
    root.setLevel(level.upper())
    # httpx logs every request at info; the Bazaar prober alone makes hundreds a minute
    quiet = logging.DEBUG if level.upper() == "DEBUG" else logging.WARNING
    for name in ("httpx", "httpcore"):
        logging.getLogger(name).setLevel(quiet)


def get_logger(name: str) -> structlog.stdlib.BoundLogger:
    """A structlog logger bound to ``name``."""
    return structlog.stdlib.get_logger(name)
