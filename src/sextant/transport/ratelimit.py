"""A per-upstream async token bucket (requests per minute)."""

from __future__ import annotations

import asyncio
import time


class TokenBucket:
    """Allows ``rate_per_minute`` requests a minute with bursts up to ``burst``."""

    def __init__(self, rate_per_minute: int, burst: int | None = None) -> None:
        self.rate = rate_per_minute / 60.0
        self.capacity = float(burst or max(1, rate_per_minute // 10))
        self.tokens = self.capacity
        self.updated = time.monotonic()
        self._lock = asyncio.Lock()

    async def acquire(self, cost: float = 1.0) -> None:
        """Wait until ``cost`` tokens are available, then take them."""
        async with self._lock:
            while True:
                now = time.monotonic()
                self.tokens = min(self.capacity, self.tokens + (now - self.updated) * self.rate)
                self.updated = now
                if self.tokens >= cost:
                    self.tokens -= cost
                    return
                await asyncio.sleep((cost - self.tokens) / self.rate)
