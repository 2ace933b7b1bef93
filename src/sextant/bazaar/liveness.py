"""Liveness: does an indexed resource still answer an unpaid call with a valid x402 402?

A round probes at most ``batch`` resources, never-checked ones first, then the longest
unchecked; at most ``concurrency`` at once and ``per_minute`` a minute. ``allow`` decides which
URLs may be probed at all (tests: loopback only); live mode's transport also refuses private
addresses at connect time (``sextant.transport.egress``).
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import httpx

from sextant.bazaar.store import Probe, now_iso
from sextant.transport.ratelimit import TokenBucket
from sextant.venues.bazaar import Service


@dataclass(frozen=True)
class ProbeLimits:
    concurrency: int = 8
    per_minute: int = 600
    batch: int = 200
    timeout_seconds: float = 5.0


def _requirements(response: httpx.Response) -> Any:
    header = response.headers.get("payment-required")
    if header:
        try:
            return json.loads(base64.b64decode(header, validate=True))
        except (binascii.Error, ValueError):
            return None
    try:
        return response.json()
    except ValueError:
        return None


def valid_402(response: httpx.Response) -> tuple[bool, str]:
    """Whether ``response`` is a usable x402 402, and why not."""
    if response.status_code != 402:
        return False, f"answered HTTP {response.status_code}, not 402"
    required = _requirements(response)
    accepts = required.get("accepts") if isinstance(required, dict) else None
    if not isinstance(accepts, list) or not accepts:
        return False, "402 without payment requirements"
    first = accepts[0]
    if not isinstance(first, dict) or not first.get("scheme") or not first.get("network"):
        return False, "payment requirements lack scheme or network"
    if not (first.get("amount") or first.get("maxAmountRequired")) or not first.get("payTo"):
        return False, "payment requirements lack amount or payTo"
    return True, f"402 x402 v{required.get('x402Version', '?')}"


async def probe(http: httpx.AsyncClient, service: Service, timeout: float) -> Probe:
    """Call ``service`` unpaid once and judge the answer."""
    try:
        body: dict[str, Any] | None = None if service.method == "GET" else {}
        response = await http.request(service.method, service.resource, timeout=timeout,
                                      json=body)
    except httpx.HTTPError as exc:
        return Probe(False, None, now_iso(), f"unreachable ({type(exc).__name__})")
    live, detail = valid_402(response)
    return Probe(live, response.status_code, now_iso(), detail)


def is_loopback_url(url: str) -> bool:
    """Loopback targets only (the tests' local 402 servers)."""
    return (urlsplit(url).hostname or "") in {"127.0.0.1", "localhost", "::1"}


def due(services: Sequence[Service], probes: dict[str, Probe], allow: Callable[[str], bool],
        batch: int) -> list[Service]:
    """The next ``batch`` resources to probe: never checked first, then the stalest."""
    allowed = [s for s in services if allow(s.resource)]
    allowed.sort(key=lambda s: (s.resource in probes,
                                probes[s.resource].checked_at if s.resource in probes else ""))
    return allowed[:batch]


async def probe_round(http: httpx.AsyncClient, targets: Sequence[Service], limits: ProbeLimits,
                      record: Callable[[Service, Probe], Any]) -> int:
    """Probe ``targets`` within the limits, calling ``record`` with each result."""
    gate = asyncio.Semaphore(limits.concurrency)
    bucket = TokenBucket(limits.per_minute, burst=limits.concurrency)

    async def one(service: Service) -> None:
        async with gate:
            await bucket.acquire()
            result = await probe(http, service, limits.timeout_seconds)
            outcome = record(service, result)
            if asyncio.iscoroutine(outcome):
                await outcome

    await asyncio.gather(*(one(s) for s in targets))
    return len(targets)
