"""In-flight guard: one signed authorization is served at most once, even concurrently.

The key is the authorization's ``(network, asset, from, nonce)``. It is claimed before the
facilitator is asked to verify; a settled payment keeps its claim until the authorization
expires, a failed one releases it so the buyer may retry.
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from typing import Protocol

import redis.asyncio as aioredis


def authorization_key(network: str, asset: str, payer: str, nonce: str) -> str:
    raw = f"{network}|{asset.lower()}|{payer.lower()}|{nonce.lower()}"
    return "sextant:x402:auth:" + hashlib.sha256(raw.encode()).hexdigest()


class PaymentGuard(Protocol):
    async def claim(self, key: str, ttl_seconds: int) -> bool: ...
    async def release(self, key: str) -> None: ...
    async def keep(self, key: str, ttl_seconds: int) -> None: ...


class MemoryGuard:
    """Process-local guard (one replica)."""

    def __init__(self) -> None:
        self._until: dict[str, float] = {}
        self._lock = asyncio.Lock()

    async def claim(self, key: str, ttl_seconds: int) -> bool:
        now = time.monotonic()
        async with self._lock:
            if len(self._until) > 10_000:
                self._until = {k: t for k, t in self._until.items() if t > now}
            if self._until.get(key, 0.0) > now:
                return False
            self._until[key] = now + ttl_seconds
            return True

    async def release(self, key: str) -> None:
        async with self._lock:
            self._until.pop(key, None)

    async def keep(self, key: str, ttl_seconds: int) -> None:
        async with self._lock:
            self._until[key] = time.monotonic() + ttl_seconds


class RedisGuard:
    """Guard shared by every replica through Redis ``SET NX EX``."""

    def __init__(self, client: aioredis.Redis) -> None:
        self._redis = client

    async def claim(self, key: str, ttl_seconds: int) -> bool:
        return bool(await self._redis.set(key, "1", nx=True, ex=max(1, ttl_seconds)))

    async def release(self, key: str) -> None:
        await self._redis.delete(key)

    async def keep(self, key: str, ttl_seconds: int) -> None:
        await self._redis.set(key, "settled", ex=max(1, ttl_seconds))
