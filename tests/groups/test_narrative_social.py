"""The shared social half: one snapshot per refresh interval, shared across processes through
Redis (``live`` -> ``cache``), served ``stale`` while a refetch fails, and an upstream error
once the snapshot is too old. Two ``SocialHalf`` objects over one Redis stand for two
replicas; the second one's feed points at a closed port."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest
import redis.asyncio as aioredis

from sextant.errors import UpstreamError
from sextant.groups.common import ResultSource
from sextant.groups.narrative import TIMER_LEAD, TIMER_RETRY_SECONDS, SocialHalf, divergence
from sextant.settings import Mode, Settings
from sextant.transport.factory import UpstreamClients
from sextant.transport.shared_cache import KEY_PREFIX, SharedCache
from sextant.venues.coingecko import CoinGeckoClient
from sextant.venues.social import SocialFeedClient
from sextant.venues.uniswap import UniswapClient

REDIS_URL = "redis://127.0.0.1:6379/14"
REFRESH, STALE = 7200, 86_400


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture()
async def redis() -> AsyncIterator[aioredis.Redis]:
    client = aioredis.from_url(REDIS_URL)

    async def clear() -> None:
        async for key in client.scan_iter(f"{KEY_PREFIX}:narrative-social-test*"):
            await client.delete(key)

    await clear()
    yield client
    await clear()
    await client.aclose()


async def test_one_snapshot_shared_then_stale_then_an_error(redis: aioredis.Redis) -> None:
    working = UpstreamClients(Settings(mode=Mode.SANDBOX, seed=402))
    broken = UpstreamClients(Settings(mode=Mode.SANDBOX, seed=402,
                                      upstream_urls={"coingecko": "http://127.0.0.1:9"}))
    clock = Clock(1_790_000_000.0)
    try:
        a = SocialHalf(SocialFeedClient.from_upstreams(working),
                       SharedCache("narrative-social-test", STALE, redis), REFRESH, clock)
        b = SocialHalf(SocialFeedClient.from_upstreams(broken),
                       SharedCache("narrative-social-test", STALE, redis), REFRESH, clock)
        first, state = await a.get()
        assert state == "live" and first.fetched_at == clock.now and first.readings
        clock.now += REFRESH - 1
        held, state = await b.get()  # the other replica reads the same snapshot
        assert state == "cache" and held == first
        clock.now += 2  # the timer is due; b's refetch fails: the last snapshot, stale
        held, state = await b.get()
        assert state == "stale" and held == first
        clock.now = first.fetched_at + REFRESH + 1
        again, state = await a.get()  # a refetches: live, and the shift is against the last
        assert state == "live" and again.fetched_at == clock.now
        assert all(r.rank_shift == 0.0 for r in again.readings)  # same ranking both times
        clock.now = again.fetched_at + STALE + 1
        with pytest.raises(UpstreamError):
            await b.get()  # too old to serve: the upstream's error
    finally:
        await working.aclose()
        await broken.aclose()


async def test_with_a_lunarcrush_key_posts_and_authors_decide_thin_sample() -> None:
    keyed = UpstreamClients(Settings(mode=Mode.SANDBOX, seed=402,
                                     lunarcrush_api_key="sandbox-key"))
    try:
        half = SocialHalf(SocialFeedClient.from_upstreams(keyed),
                          SharedCache("narrative-social-keyed", STALE), REFRESH)
        result = await divergence(UniswapClient.from_upstreams(keyed),
                                  CoinGeckoClient.from_upstreams(keyed), half, "ethereum", 25,
                                  40, ResultSource("sandbox", datetime.now(UTC)))
    finally:
        await keyed.aclose()
    assert result.social_source == "live"
    assert result.freshness.social_feed.startswith("lunarcrush")
    flags = {row.thin_sample for row in result.ranked}
    assert flags == {True, False}  # the simulator's every fourth coin is thinly discussed
    # symbols resolve through the registry's top claimant (LunarCrush names no registry id)
    assert all(row.registry_id for row in result.ranked)
    assert any(row.sentiment_shift.shift != 0 for row in result.ranked)  # AltRank moved
    assert all("places" in row.sentiment_shift.divergence_note for row in result.ranked)


async def test_the_timer_refetches_just_before_the_snapshot_falls_due(
    redis: aioredis.Redis,
) -> None:
    working = UpstreamClients(Settings(mode=Mode.SANDBOX, seed=402))
    broken = UpstreamClients(Settings(mode=Mode.SANDBOX, seed=402,
                                      upstream_urls={"coingecko": "http://127.0.0.1:9"}))
    clock = Clock(1_790_000_000.0)
    try:
        cache = SharedCache("narrative-social-test", STALE, redis)
        half = SocialHalf(SocialFeedClient.from_upstreams(working), cache, REFRESH, clock)
        assert await half.tick() == REFRESH - TIMER_LEAD  # fetched now; next beat before due
        first, _ = await half.get()
        clock.now += 1000
        assert await half.tick() == REFRESH - TIMER_LEAD - 1000  # fresh: nothing fetched
        assert (await half.get())[0] == first
        clock.now = first.fetched_at + REFRESH - TIMER_LEAD + 1  # within the lead: refetch
        await half.tick()
        second, state = await half.get()
        assert state == "cache" and second.fetched_at == clock.now  # callers never wait
        down = SocialHalf(SocialFeedClient.from_upstreams(broken),
                          SharedCache("narrative-social-test-empty", STALE, redis), REFRESH,
                          clock)
        assert await down.tick() == TIMER_RETRY_SECONDS  # no snapshot, feed down: retry soon
    finally:
        await working.aclose()
        await broken.aclose()
