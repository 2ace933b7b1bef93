"""An httpx transport that rate-limits and retries transient upstream failures (tenacity)."""

from __future__ import annotations

import httpx
from tenacity import (
    AsyncRetrying,
    retry_if_exception_type,
    stop_after_attempt,
    wait_exponential_jitter,
)

from sextant.transport.ratelimit import RateBucket

RETRY_STATUSES = frozenset({429, 502, 503, 504})


class _RetryableStatus(Exception):
    def __init__(self, response: httpx.Response) -> None:
        super().__init__(f"retryable status {response.status_code}")
        self.response = response


class RetryingTransport(httpx.AsyncBaseTransport):
    """Wraps a transport: waits on the bucket, retries connect/read errors and 429/5xx."""

    def __init__(
        self,
        inner: httpx.AsyncBaseTransport,
        bucket: RateBucket | None = None,
        attempts: int = 3,
        max_wait_seconds: float = 4.0,
    ) -> None:
        self._inner = inner
        self._bucket = bucket
        self._attempts = attempts
        self._max_wait = max_wait_seconds

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        last: httpx.Response | None = None
        try:
            async for attempt in AsyncRetrying(
                stop=stop_after_attempt(self._attempts),
                wait=wait_exponential_jitter(multiplier=0.25, max=self._max_wait),
                retry=retry_if_exception_type((httpx.TransportError, _RetryableStatus)),
                reraise=True,
            ):
                with attempt:
                    if self._bucket is not None:
                        await self._bucket.acquire()
                    response = await self._inner.handle_async_request(request)
                    if response.status_code in RETRY_STATUSES:
                        await response.aread()
                        last = response
                        raise _RetryableStatus(response)
                    return response
        except _RetryableStatus:
            assert last is not None
            return last
        raise AssertionError("unreachable")  # pragma: no cover

    async def aclose(self) -> None:
        await self._inner.aclose()
