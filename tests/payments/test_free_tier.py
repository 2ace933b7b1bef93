"""The per-day free-tier counter, in process and on the real Redis (shared by replicas)."""

from __future__ import annotations

import asyncio
import datetime as dt
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

import pytest
import redis.asyncio as aioredis

from sextant.payments.free_tier import GRACE_SECONDS, FreeTier, day_end

REDIS_URL = "redis://127.0.0.1:6379/15"


@pytest.fixture(params=["memory", "redis"])
async def redis(request: pytest.FixtureRequest) -> AsyncIterator[Any]:
    if request.param == "memory":
        yield None
        return
    client = aioredis.from_url(REDIS_URL)
    try:
        yield client
    finally:
        await client.aclose()


async def test_ten_then_refused_per_caller_and_day(redis: Any) -> None:
    tier = FreeTier(redis)
    a, b = f"wallet:a-{uuid.uuid4().hex}", f"wallet:b-{uuid.uuid4().hex}"
    day = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d")
    grants = [await tier.reserve(a, 10, day=day) for _ in range(11)]
    assert [g for g, _ in grants] == [True] * 10 + [False]
    assert [r for _, r in grants[:10]] == list(range(9, -1, -1))
    assert (await tier.reserve(b, 10, day=day))[0]
    assert (await tier.reserve(a, 10, day="2099-01-02"))[0]  # a new day
    await tier.release(a, day=day)
    assert await tier.remaining(a, 10, day=day) == 1
    if redis is not None:
        expires = await redis.expiretime(FreeTier._key(a, day))
        assert expires == day_end(day)  # the day's end (UTC) plus the grace
        start = dt.datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=dt.UTC)
        assert expires == int(start.timestamp()) + 86_400 + GRACE_SECONDS
        await redis.delete(FreeTier._key(a, day), FreeTier._key(b, day),
                           FreeTier._key(a, "2099-01-02"))


async def test_concurrent_reservations_from_two_replicas_never_exceed_the_limit(
    redis: Any,
) -> None:
    if redis is None:
        pytest.skip("the in-process counter is one process's")
    other = aioredis.from_url(REDIS_URL)
    caller, day = f"ip:{uuid.uuid4().hex}", "2099-01-01"
    try:
        one, two = FreeTier(redis), FreeTier(other)
        grants = await asyncio.gather(*[
            (one if i % 2 else two).reserve(caller, 10, day=day) for i in range(30)])
        assert sum(g for g, _ in grants) == 10
        assert sorted(r for g, r in grants if g) == list(range(10))
        assert await one.remaining(caller, 10, day=day) == 0
    finally:
        await redis.delete(FreeTier._key(caller, day))
        await other.aclose()


async def test_release_never_goes_below_zero(redis: Any) -> None:
    tier = FreeTier(redis)
    caller, day = f"ip:{uuid.uuid4().hex}", "2099-01-03"
    await tier.release(caller, day=day)
    assert await tier.remaining(caller, 3, day=day) == 3
    assert (await tier.reserve(caller, 3, day=day)) == (True, 2)
    if redis is not None:
        await redis.delete(FreeTier._key(caller, day))


def test_a_past_day_still_expires_in_the_future() -> None:
    assert day_end("2001-01-01") >= int(time.time()) + 59
