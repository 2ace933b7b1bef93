"""Parsing helpers every venue client shares: decimal strings, epoch times, bad answers."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sextant.errors import UpstreamBadResponse

__all__ = ["bad_response", "ms_to_utc", "num", "opt_num", "to_utc", "utc_to_ms"]


def ms_to_utc(ms: int | float) -> datetime:
    """Milliseconds since the epoch as an aware UTC datetime."""
    return datetime.fromtimestamp(ms / 1000.0, tz=UTC)


def utc_to_ms(moment: datetime) -> int:
    """An aware datetime as milliseconds since the epoch."""
    return int(moment.timestamp() * 1000)


def bad_response(upstream: str, message: str) -> UpstreamBadResponse:
    """The typed 502 for an answer of ``upstream`` we cannot parse."""
    return UpstreamBadResponse(f"{upstream}: {message}", upstream=upstream)


def num(value: Any, default: float = 0.0, *, upstream: str = "upstream") -> float:
    """A decimal string (or number, or null) as float; anything else is a bad response."""
    if value is None or value == "":
        return default
    try:
        return float(value)
    except (TypeError, ValueError) as exc:
        raise bad_response(upstream, f"expected a decimal string, got {value!r}") from exc


def opt_num(value: Any, *, upstream: str = "upstream") -> float | None:
    """``None`` stays ``None``; anything else as :func:`num`."""
    return None if value is None else num(value, upstream=upstream)


def to_utc(value: Any, *, upstream: str = "upstream") -> datetime | None:
    """Epoch seconds or milliseconds (number or digit string) or ISO 8601 as aware UTC.

    Numbers above 10^11 are milliseconds (10^11 seconds is the year 5138). A naive ISO time
    is taken as UTC (Polymarket's ``closedTime`` is ``"2026-03-25 08:00:33+00"``).
    """
    if value is None or value == "":
        return None
    numeric = isinstance(value, int | float) and not isinstance(value, bool)
    if numeric or (isinstance(value, str) and value.strip().lstrip("-").isdigit()):
        number = float(value)
    elif isinstance(value, str):
        text = value.strip().replace("Z", "+00:00")
        if text.endswith(("+00", "-00")):
            text += ":00"
        try:
            moment = datetime.fromisoformat(text)
        except ValueError as exc:
            raise bad_response(upstream, f"unreadable time {value!r}") from exc
        return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    else:
        raise bad_response(upstream, f"unreadable time {value!r}")
    return datetime.fromtimestamp(number / 1000 if number > 1e11 else number, tz=UTC)
