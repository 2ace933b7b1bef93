"""The per-day free-tier counter, in process and on Redis (shared by replicas)."""

from __future__ import annotations

import pytest

from sextant.payments.free_tier import FreeTier


class FakeRedis:
    """The four Redis calls the counter uses, with Redis semantics."""

    def __init__(self) -> None:
        self.values: dict[str, int] = {}
        self.ttl: dict[str, int] = {}

    async def incr(self, key: str) -> int:
        self.values[key] = self.values.get(key, 0) + 1
        return self.values[key]

    async def decr(self, key: str) -> int:
        self.values[key] = self.values.get(key, 0) - 1
        return self.values[key]

    async def expire(self, key: str, seconds: int) -> bool:
        self.ttl[key] = seconds
        return True

    async def get(self, key: str) -> bytes | None:
        return str(self.values[key]).encode() if key in self.values else None


@pytest.mark.parametrize("redis", [None, FakeRedis()])
async def test_ten_then_refused_per_caller_and_day(redis: FakeRedis | None) -> None:
    tier = FreeTier(redis)
    grants = [await tier.reserve("wallet:a", 10, day="2026-01-01") for _ in range(11)]
    assert [g for g, _ in grants] == [True] * 10 + [False]
    assert [r for _, r in grants[:10]] == list(range(9, -1, -1))
    assert (await tier.reserve("wallet:b", 10, day="2026-01-01"))[0]
    assert (await tier.reserve("wallet:a", 10, day="2026-01-02"))[0]  # a new day
    await tier.release("wallet:a", day="2026-01-01")
    assert await tier.remaining("wallet:a", 10, day="2026-01-01") == 1
    if redis is not None:
        assert all(ttl == 2 * 86_400 for ttl in redis.ttl.values())
