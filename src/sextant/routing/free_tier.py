"""The free routing tier: N calls per caller and UTC day at ``POST /``, then the normal x402
price. Counters live in Redis when configured (shared by replicas), in-process otherwise.

The caller is the wallet in ``params.metadata.sender`` when given, else the client address.
A call reserves one unit in the gate's ``free_pass``; the handler releases it again when the
request turns out malformed, so errors never use up the quota.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Any

from starlette.requests import Request

from sextant.catalog import Endpoint
from sextant.payments.gate import FreePass
from sextant.routing.a2a import sender_of

BODY_KEY = "sextant.body"
STATE_KEY = "free_tier"
_TTL_SECONDS = 2 * 86_400


def today(now: dt.datetime | None = None) -> str:
    return (now or dt.datetime.now(dt.UTC)).strftime("%Y-%m-%d")


class FreeTier:
    """Per-day counters keyed by caller."""

    def __init__(self, redis: Any | None = None) -> None:
        self.redis = redis
        self._counts: dict[str, int] = {}
        self._lock = asyncio.Lock()

    @staticmethod
    def _key(caller: str, day: str) -> str:
        return f"sextant:free:{day}:{caller}"

    async def reserve(self, caller: str, limit: int, day: str | None = None) -> tuple[bool, int]:
        """Take one free call; ``(granted, remaining after this call)``."""
        key = self._key(caller, day or today())
        if self.redis is not None:
            used = int(await self.redis.incr(key))
            if used == 1:
                await self.redis.expire(key, _TTL_SECONDS)
            if used > limit:
                await self.redis.decr(key)
                return False, 0
            return True, limit - used
        async with self._lock:
            used = self._counts.get(key, 0)
            if used >= limit:
                return False, 0
            self._counts[key] = used + 1
            if len(self._counts) > 100_000:  # drop old days
                current = day or today()
                self._counts = {k: v for k, v in self._counts.items() if current in k}
            return True, limit - used - 1

    async def release(self, caller: str, day: str | None = None) -> None:
        """Give a reserved call back (the request was malformed)."""
        key = self._key(caller, day or today())
        if self.redis is not None:
            await self.redis.decr(key)
            return
        async with self._lock:
            if self._counts.get(key, 0) > 0:
                self._counts[key] -= 1

    async def remaining(self, caller: str, limit: int, day: str | None = None) -> int:
        key = self._key(caller, day or today())
        if self.redis is not None:
            used = int(await self.redis.get(key) or 0)
        else:
            used = self._counts.get(key, 0)
        return max(0, limit - used)


def client_address(request: Request) -> str:
    forwarded = request.headers.get("x-forwarded-for")
    if forwarded:
        return forwarded.split(",")[0].strip()
    return request.client.host if request.client else "unknown"


async def caller_of(request: Request) -> str:
    """The free-tier identity: the sender wallet of the body, else the client address.
    Reads the body once and keeps it in the scope for the handler."""
    body = await request.body()
    request.scope[BODY_KEY] = body
    try:
        import json

        sender = sender_of(json.loads(body))
    except ValueError:
        sender = None
    return f"wallet:{sender}" if sender else f"ip:{client_address(request)}"


def make_free_pass(tier: FreeTier) -> FreePass:
    """The gate hook: lets a call through unpaid while its caller has free calls left."""

    async def free_pass(request: Request, endpoint: Endpoint) -> bool:
        if endpoint.free_per_day <= 0:
            return False
        caller = await caller_of(request)
        granted, remaining = await tier.reserve(caller, endpoint.free_per_day)
        if granted:
            request.scope.setdefault("state", {})[STATE_KEY] = {
                "caller": caller, "remaining": remaining, "limit": endpoint.free_per_day,
                "day": today(), "tier": tier,
            }
        return granted

    return free_pass


def default_free_pass(runtime: Any) -> FreePass:
    """The free tier on the runtime's Redis (if any); one tier per app."""
    tier = FreeTier(getattr(runtime, "redis", None))
    hook = make_free_pass(tier)
    hook.tier = tier  # type: ignore[attr-defined]
    return hook
