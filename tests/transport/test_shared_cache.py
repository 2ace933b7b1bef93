"""The one shared cache: TTL, single flight, Redis sharing (real Redis) and outages."""

from __future__ import annotations

import asyncio
import time
import uuid
from typing import Any

import redis.asyncio as aioredis

from sextant.transport.shared_cache import SharedCache
from tests.support import free_port

REDIS_URL = "redis://127.0.0.1:6379/15"


async def test_entries_expire_with_the_ttl_in_process() -> None:
    cache = SharedCache("t", ttl_seconds=60)
    await cache.put("k", {"v": 1}, stored_at=1_000.0)
    assert await cache.get("k", now=1_059.0) == ({"v": 1}, 1_000.0)
    assert await cache.get("k", now=1_060.0) is None
    assert not cache.shared


async def test_concurrent_misses_fetch_once_and_refresh_fetches_again() -> None:
    cache = SharedCache("t", ttl_seconds=60)
    calls = 0

    async def fetch() -> list[int]:
        nonlocal calls
        calls += 1
        await asyncio.sleep(0)
        return [calls]

    got = await asyncio.gather(*[cache.get_or_fetch("k", fetch) for _ in range(5)])
    assert calls == 1 and [g[2] for g in got].count(False) == 1  # one miss, four hits
    assert {tuple(g[0]) for g in got} == {(1,)}
    value, _, hit = await cache.get_or_fetch("k", fetch, refresh=True)
    assert (value, hit, calls) == ([2], False, 2)


async def test_two_replicas_share_entries_through_redis() -> None:
    a, b = aioredis.from_url(REDIS_URL), aioredis.from_url(REDIS_URL)
    ns = f"test-{uuid.uuid4().hex}"
    one, two = SharedCache(ns, 60, a), SharedCache(ns, 60, b)
    try:
        await one.put("k", {"rows": [1, 2]})
        entry = await two.get("k")
        assert entry is not None and entry[0] == {"rows": [1, 2]}
        assert 0 < await b.ttl(one.redis_key("k")) <= 60
        await one.delete("k")
        assert await SharedCache(ns, 60, b).get("k") is None  # gone for a new reader
    finally:
        await a.delete(one.redis_key("k"))
        await a.aclose()
        await b.aclose()


async def test_a_redis_outage_costs_a_recomputation_not_the_answer() -> None:
    down = aioredis.from_url(f"redis://127.0.0.1:{free_port()}/0", socket_connect_timeout=1)
    cache = SharedCache("t", 60, down)
    calls = 0

    async def fetch() -> dict[str, Any]:
        nonlocal calls
        calls += 1
        return {"n": calls}

    try:
        value, _, hit = await cache.get_or_fetch("k", fetch)
        assert (value, hit) == ({"n": 1}, False)
        # this process's near copy still answers while Redis is away
        entry = await cache.get("k")
        assert entry is not None and entry[0] == {"n": 1}
        assert await SharedCache("t", 60, down).get("k", now=time.time()) is None  # a miss
    finally:
        await down.aclose()
