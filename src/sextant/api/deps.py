"""Request-scoped accessors for handlers."""

from __future__ import annotations

from datetime import UTC, datetime

from fastapi import Depends, Request

from sextant.groups.common import ResultSource
from sextant.payments.gate import PaymentContext
from sextant.runtime import Runtime


def get_runtime(request: Request) -> Runtime:
    """The process runtime (settings, upstream clients, chain...)."""
    return request.app.state.runtime


def payment_of(request: Request) -> PaymentContext | None:
    """The verified payment that let this request in, if it was paid."""
    return getattr(request.state, "x402", None)


def result_source(runtime: Runtime = Depends(get_runtime)) -> ResultSource:
    """Sandbox or live, read now: the ``source`` of a group's answer."""
    return ResultSource("sandbox" if runtime.settings.is_sandbox else "live", datetime.now(UTC))
