"""A per-client request budget for free routes (token bucket per client address)."""

from __future__ import annotations

import time
from collections import OrderedDict

from fastapi import Request

from sextant.errors import RateLimited

MAX_CLIENTS = 10_000


class ClientRateLimit:
    """``per_minute`` calls a minute per client, bursts up to ``burst``."""

    def __init__(self, per_minute: int, burst: int | None = None) -> None:
        self.rate = per_minute / 60.0
        self.capacity = float(burst or max(1, per_minute // 2))
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def check(self, client: str, now: float | None = None) -> None:
        """Take one call from ``client``'s budget or raise ``RateLimited`` (429)."""
        now = time.monotonic() if now is None else now
        tokens, updated = self._buckets.pop(client, (self.capacity, now))
        tokens = min(self.capacity, tokens + (now - updated) * self.rate)
        if tokens < 1:
            self._buckets[client] = (tokens, now)
            wait = max(1, int((1 - tokens) / self.rate + 0.999))
            raise RateLimited(f"free discovery budget used up; retry in {wait} s",
                              retry_after_seconds=wait)
        self._buckets[client] = (tokens - 1, now)
        while len(self._buckets) > MAX_CLIENTS:
            self._buckets.popitem(last=False)


def client_key(request: Request) -> str:
    """The caller's address (after trusted-proxy handling)."""
    return request.client.host if request.client else "unknown"
