"""Log records: exceptions carry their traceback, secrets are redacted."""

from __future__ import annotations

import json
import logging

import pytest

from sextant.logs import configure_logging, get_logger


def test_exception_logs_carry_the_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("INFO", json=True)
    try:
        try:
            raise ValueError("boom inside")
        except ValueError:
            get_logger("t").exception("handler failed", private_key="0xdead")
        line = [ln for ln in capsys.readouterr().err.splitlines() if "handler failed" in ln][-1]
        record = json.loads(line)
        assert "Traceback" in record["exception"] and "boom inside" in record["exception"]
        assert record["private_key"] == "[redacted]"
    finally:
        logging.getLogger().handlers.clear()


@pytest.mark.parametrize(("level", "shown"), [("INFO", False), ("DEBUG", True)])
def test_per_request_http_logs_only_at_debug(
    capsys: pytest.CaptureFixture[str], level: str, shown: bool
) -> None:
    configure_logging(level, json=True)
    try:
        logging.getLogger("httpx").info("HTTP Request: GET https://probe.example/ 402")
        logging.getLogger("httpx").warning("httpx trouble")
        err = capsys.readouterr().err
        assert ("probe.example" in err) is shown
        assert "httpx trouble" in err
    finally:
        logging.getLogger().handlers.clear()
        for name in ("httpx", "httpcore"):
            logging.getLogger(name).setLevel(logging.NOTSET)
