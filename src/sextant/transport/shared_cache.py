"""One TTL cache of JSON values for everything replicas must agree on: upstream responses,
computed answers (the 24 h agent score), social snapshots.

With a Redis client (``REDIS_URL``) every replica reads and writes the same entries
(``sextant:cache:<namespace>:<key>``, expiring with the TTL); without one the entries live in
this process. Each entry remembers when it was stored, so an answer can say how old it is. A
Redis outage costs a recomputation, never the answer: reads miss and writes are dropped, with a
warning. Values must be JSON (store the upstream's wire JSON and parse it after the read, so a
hit and a miss give the same records). Each process keeps a near copy of what it read or wrote
until the entry's own expiry, so a hot entry costs no round trip. Every look-up is counted in
the cache metric under the cache's name.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import Any

from sextant.logs import get_logger
from sextant.observability.metrics import cache_lookup

__all__ = ["CacheEntry", "SharedCache"]

log = get_logger(__name__)
KEY_PREFIX = "sextant:cache"

CacheEntry = tuple[Any, float]
"""``(value, stored_at)``: the JSON value and the unix time it was stored."""


class SharedCache:
    """``get`` -> ``(value, stored_at)`` while younger than ``ttl_seconds``, else ``None``.

    ``name`` labels the metric (defaults to the namespace); ``namespace`` keeps the keys of
    different caches (and of different sandbox worlds) apart in one Redis.
    """

    def __init__(self, namespace: str, ttl_seconds: float, redis: Any | None = None,
                 max_entries: int = 10_000, name: str | None = None) -> None:
        self.namespace = namespace
        self.ttl = ttl_seconds
        self.redis = redis
        self.max_entries = max_entries
        self.name = name or namespace
        self._memory: dict[str, CacheEntry] = {}
        self._flights: dict[str, asyncio.Lock] = {}

    @property
    def shared(self) -> bool:
        """True when the entries live in Redis (seen by every replica)."""
        return self.redis is not None

    def redis_key(self, key: str) -> str:
        return f"{KEY_PREFIX}:{self.namespace}:{key}"

    def _remember(self, key: str, entry: CacheEntry) -> None:
        if key not in self._memory and len(self._memory) >= self.max_entries:
            self._memory.pop(min(self._memory, key=lambda k: self._memory[k][1]))  # oldest
        self._memory[key] = entry

    async def _read(self, key: str, now: float) -> CacheEntry | None:
        near = self._memory.get(key)
        if self.redis is None or (near is not None and now - near[1] < self.ttl):
            return near  # this process's copy while fresh: no round trip to Redis
        try:
            raw = await self.redis.get(self.redis_key(key))
        except Exception as exc:  # an outage is a miss
            log.warning("shared cache unreachable", cache=self.name, error=str(exc))
            return None
        if raw is None:
            return None
        try:
            entry = json.loads(raw)
            found = entry["value"], float(entry["stored_at"])
        except (ValueError, KeyError, TypeError):  # written by something else: a miss
            return None
        self._remember(key, found)
        return found

    async def get(self, key: str, now: float | None = None) -> CacheEntry | None:
        """The entry of ``key`` while younger than the TTL (counted as a hit or a miss)."""
        now = time.time() if now is None else now
        entry = await self._read(key, now)
        fresh = entry is not None and now - entry[1] < self.ttl
        cache_lookup(self.name, fresh)
        return entry if fresh else None

    async def put(self, key: str, value: Any, stored_at: float | None = None) -> None:
        """Store ``value`` (JSON) for the TTL, stamped ``stored_at`` (default now)."""
        stored_at = time.time() if stored_at is None else stored_at
        if self.redis is not None:
            body = json.dumps({"value": value, "stored_at": stored_at}, separators=(",", ":"))
            try:
                await self.redis.set(self.redis_key(key), body,
                                     ex=max(1, int(self.ttl + 0.999)))
            except Exception as exc:
                log.warning("shared cache unreachable", cache=self.name, error=str(exc))
        self._remember(key, (value, stored_at))

    async def delete(self, key: str) -> None:
        self._memory.pop(key, None)
        if self.redis is not None:
            try:
                await self.redis.delete(self.redis_key(key))
            except Exception as exc:
                log.warning("shared cache unreachable", cache=self.name, error=str(exc))

    async def get_or_fetch(self, key: str, fetch: Callable[[], Awaitable[Any]],
                           refresh: bool = False) -> tuple[Any, float, bool]:
        """``(value, stored_at, hit)``: the fresh entry, else ``fetch()`` stored then returned.

        Concurrent misses of one key in this process fetch once; ``refresh`` skips the read
        (and still stores the new value for the other replicas).
        """
        if len(self._flights) > self.max_entries:  # forget idle single-flight locks
            self._flights = {k: v for k, v in self._flights.items() if v.locked()}
        lock = self._flights.setdefault(key, asyncio.Lock())
        async with lock:
            if not refresh:
                entry = await self.get(key)
                if entry is not None:
                    return entry[0], entry[1], True
            else:
                cache_lookup(self.name, False)
            value = await fetch()
            stored_at = time.time()
            await self.put(key, value, stored_at)
            return value, stored_at, False
