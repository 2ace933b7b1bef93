"""Per-upstream async token buckets (requests per minute): in this process, or in Redis so that
every replica spends one budget (``RedisTokenBucket``, atomic through a Lua script)."""

from __future__ import annotations

import asyncio
import time
from typing import Any, Protocol

from sextant.logs import get_logger

__all__ = ["RateBucket", "RedisTokenBucket", "TokenBucket"]

log = get_logger(__name__)


class RateBucket(Protocol):
    """What venue clients and the transport use of a bucket."""

    rate: float  # tokens a second
    capacity: float

    async def acquire(self, cost: float = 1.0) -> None: ...


class TokenBucket:
    """Allows ``rate_per_minute`` requests a minute with bursts up to ``burst``."""

    def __init__(self, rate_per_minute: int, burst: int | None = None) -> None:
        self.rate = rate_per_minute / 60.0
        self.capacity = float(burst or max(1, rate_per_minute // 10))
        self.tokens = self.capacity
        self.updated = time.monotonic()
        self._lock = asyncio.Lock()

    def _take(self, cost: float) -> float:
        """Take ``cost`` tokens if there are enough: 0.0, else the seconds until there are."""
        now = time.monotonic()
        self.tokens = min(self.capacity, self.tokens + (now - self.updated) * self.rate)
        self.updated = now
        if self.tokens >= cost:
            self.tokens -= cost
            return 0.0
        return (cost - self.tokens) / self.rate

    async def try_acquire(self, cost: float = 1.0) -> float:
        """One attempt: 0.0 when the tokens were taken, else the seconds to wait."""
        async with self._lock:
            return self._take(cost)

    async def acquire(self, cost: float = 1.0) -> None:
        """Wait until ``cost`` tokens are available, then take them."""
        async with self._lock:
            while (wait := self._take(cost)) > 0:
                await asyncio.sleep(wait)


# KEYS[1]: the bucket's hash; ARGV: rate (tokens/s), capacity, cost. Redis's own clock, so
# replicas with skewed clocks share one budget. Returns the seconds to wait ("0": taken).
_TAKE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local rate = tonumber(ARGV[1])
local cap = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(state[1])
local ts = tonumber(state[2])
if tokens == nil or ts == nil then
  tokens = cap
  ts = now
end
tokens = math.min(cap, tokens + math.max(0, now - ts) * rate)
local wait = 0
if tokens >= cost then
  tokens = tokens - cost
else
  wait = (cost - tokens) / rate
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', tostring(now))
redis.call('EXPIRE', KEYS[1], math.ceil(cap / rate) + 60)
return tostring(wait)
"""


class RedisTokenBucket:
    """The same bucket kept in Redis (``sextant:bucket:<name>``): every replica charges it.

    Each attempt is one atomic script call; a waiting caller sleeps the time the script
    names and tries again. When Redis cannot be reached the process falls back to a bucket
    of its own (the budget is then per replica until Redis answers again), so an outage of
    shared state never blocks an answer.
    """

    def __init__(self, redis: Any, name: str, rate_per_minute: int,
                 burst: int | None = None) -> None:
        self.redis = redis
        self.key = f"sextant:bucket:{name}"
        self.rate = rate_per_minute / 60.0
        self.capacity = float(burst or max(1, rate_per_minute // 10))
        self._script = redis.register_script(_TAKE)
        self._fallback = TokenBucket(rate_per_minute, burst)

    async def try_acquire(self, cost: float = 1.0) -> float:
        """One attempt: 0.0 when the tokens were taken, else the seconds to wait."""
        try:
            answer = await self._script(keys=[self.key],
                                        args=[repr(self.rate), repr(self.capacity), repr(cost)])
        except Exception as exc:
            log.warning("shared rate bucket unreachable; charging this process's",
                        bucket=self.key, error=str(exc))
            return await self._fallback.try_acquire(cost)
        return float(answer.decode() if isinstance(answer, bytes) else answer)

    async def acquire(self, cost: float = 1.0) -> None:
        """Wait until ``cost`` tokens are available in the shared bucket, then take them."""
        while (wait := await self.try_acquire(cost)) > 0:
            await asyncio.sleep(wait)
