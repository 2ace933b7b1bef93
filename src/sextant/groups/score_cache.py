"""A TTL cache of computed JSON payloads, shared across replicas through Redis when one is
configured (else per process). Each entry remembers when it was computed."""

from __future__ import annotations

import json
import time
from typing import Any

import redis.asyncio as aioredis

from sextant.logs import get_logger

__all__ = ["PayloadCache"]

log = get_logger(__name__)


class PayloadCache:
    """``get`` -> ``(payload, computed_at)`` while younger than ``ttl_seconds``."""

    def __init__(self, namespace: str, ttl_seconds: int, redis: aioredis.Redis | None = None,
                 max_entries: int = 10_000) -> None:
        self.namespace = namespace
        self.ttl = ttl_seconds
        self.redis = redis
        self.max_entries = max_entries
        self._memory: dict[str, tuple[dict[str, Any], float]] = {}

    def _key(self, key: str) -> str:
        return f"sextant:{self.namespace}:{key}"

    async def get(self, key: str, now: float | None = None) -> tuple[dict[str, Any], float] | None:
        now = time.time() if now is None else now
        if self.redis is not None:
            try:
                raw = await self.redis.get(self._key(key))
            except Exception as exc:  # a cache outage costs a recomputation, not the answer
                log.warning("score cache unreachable", error=str(exc))
                raw = None
            if raw is None:
                return None
            entry = json.loads(raw)
            hit = (entry["payload"], float(entry["computed_at"]))
        else:
            found = self._memory.get(key)
            if found is None:
                return None
            hit = found
        return hit if now - hit[1] < self.ttl else None

    async def put(self, key: str, payload: dict[str, Any], computed_at: float) -> None:
        if self.redis is not None:
            try:
                await self.redis.set(self._key(key), json.dumps(
                    {"payload": payload, "computed_at": computed_at}), ex=self.ttl)
            except Exception as exc:
                log.warning("score cache unreachable", error=str(exc))
            return
        if len(self._memory) >= self.max_entries:  # drop the oldest entry
            self._memory.pop(min(self._memory, key=lambda k: self._memory[k][1]))
        self._memory[key] = (payload, computed_at)
