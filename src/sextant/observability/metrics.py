"""Prometheus metrics of this process (``GET /metrics``) and the hooks that feed them.

Routes are labelled by their template (``/perpdex/score``, never a raw path with ids in it);
a path no route matches is ``<unmatched>`` so scanners cannot grow the label set.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
)
from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

UNMATCHED = "<unmatched>"
#: Seconds; a paid call settles on a chain, so the upper buckets matter.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)

REQUESTS = Counter("sextant_http_requests_total", "HTTP requests answered",
                   ("method", "route", "status"))
LATENCY = Histogram("sextant_http_request_duration_seconds", "Time to answer an HTTP request",
                    ("method", "route"), buckets=LATENCY_BUCKETS)
PAYMENT_REQUIRED = Counter("sextant_payment_required_total", "402 answers (payment asked for)",
                           ("route",))
SETTLEMENTS = Counter("sextant_settlements_total", "Payments settled", ("endpoint",))
SETTLED_USD = Counter("sextant_settled_usd_total", "USD settled", ("endpoint",))
SETTLEMENT_FAILURES = Counter("sextant_settlement_failures_total",
                              "Settlements the facilitator refused or failed",
                              ("endpoint", "reason"))
UPSTREAM_CALLS = Counter("sextant_upstream_requests_total", "Requests to upstream venues",
                         ("upstream", "outcome"))
UPSTREAM_LATENCY = Histogram("sextant_upstream_request_duration_seconds",
                             "Time an upstream venue took to answer", ("upstream",),
                             buckets=LATENCY_BUCKETS)
CACHE = Counter("sextant_cache_requests_total", "Cache look-ups", ("cache", "result"))


def render(registry: CollectorRegistry = REGISTRY) -> tuple[bytes, str]:
    """The exposition text and its content type."""
    return generate_latest(registry), CONTENT_TYPE_LATEST


def settled(endpoint: str, price_usd: Any) -> None:
    """A payment for ``endpoint`` settled."""
    SETTLEMENTS.labels(endpoint).inc()
    SETTLED_USD.labels(endpoint).inc(float(price_usd))


def settlement_failed(endpoint: str, reason: str | None) -> None:
    """The facilitator did not settle a verified payment for ``endpoint``."""
    SETTLEMENT_FAILURES.labels(endpoint, (reason or "unknown")[:64]).inc()


def cache_lookup(cache: str, hit: bool) -> None:
    """One look-up in the cache named ``cache``."""
    CACHE.labels(cache, "hit" if hit else "miss").inc()


@contextmanager
def upstream_call(upstream: str) -> Iterator[None]:
    """Time one upstream request; an exception counts it as an error of its type."""
    started = time.perf_counter()
    try:
        yield
    except Exception as exc:
        UPSTREAM_CALLS.labels(upstream, _outcome(exc)).inc()
        raise
    else:
        UPSTREAM_CALLS.labels(upstream, "ok").inc()
    finally:
        UPSTREAM_LATENCY.labels(upstream).observe(time.perf_counter() - started)


def _outcome(exc: Exception) -> str:
    code = getattr(exc, "code", None)
    return str(code) if isinstance(code, str) else type(exc).__name__


def route_template(scope: Scope) -> str:
    """The template of the route that answered (or would have answered) ``scope``."""
    route = scope.get("route")
    path = getattr(route, "path", None)
    if isinstance(path, str):
        return scope.get("root_path", "") + path if path.startswith("/") else path
    # imported here: the catalog reaches the venues, which count their calls in this module
    from sextant import catalog

    endpoint = catalog.lookup(scope.get("method", ""), scope.get("path", ""))
    if endpoint is not None:
        return endpoint.path
    # Plain Starlette routes (MCP) do not note themselves in the scope: match them here.
    router = getattr(scope.get("app"), "router", None)
    for candidate in getattr(router, "routes", ()):
        match, _ = candidate.matches(scope)
        if match is Match.FULL and isinstance(getattr(candidate, "path", None), str):
            return str(candidate.path)
    return UNMATCHED


class MetricsMiddleware:
    """Counts and times every HTTP request by method, route template and status."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        status = 500
        started = time.perf_counter()

        async def send_status(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, send_status)
        finally:
            route = route_template(scope)
            method = scope.get("method", "")
            REQUESTS.labels(method, route, str(status)).inc()
            LATENCY.labels(method, route).observe(time.perf_counter() - started)
            if status == 402:
                PAYMENT_REQUIRED.labels(route).inc()
