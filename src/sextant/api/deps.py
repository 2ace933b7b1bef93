"""Request-scoped accessors for handlers."""

from __future__ import annotations

from fastapi import Request

from sextant.payments.gate import PaymentContext
from sextant.runtime import Runtime


def get_runtime(request: Request) -> Runtime:
    """The process runtime (settings, upstream clients, chain...)."""
    return request.app.state.runtime


def payment_of(request: Request) -> PaymentContext | None:
    """The verified payment that let this request in, if it was paid."""
    return getattr(request.state, "x402", None)
