"""One factory gives every venue client its ``httpx.AsyncClient``.

- live mode: the real host, with timeouts, retries and a per-host rate limit;
- sandbox mode: the upstream's in-process simulator (an ASGI app) through
  ``httpx.ASGITransport``, unless ``SEXTANT_UPSTREAM_<NAME>_URL`` is set, in which case that
  URL is reached over HTTP (a recording replayer or proxy can stand in for one venue).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

import httpx

from sextant.errors import ServiceUnconfigured
from sextant.settings import Settings
from sextant.transport.ratelimit import RateBucket, RedisTokenBucket, TokenBucket
from sextant.transport.retrying import RetryingTransport
from sextant.transport.shared_cache import SharedCache
from sextant.transport.upstreams import UPSTREAMS, Upstream

DEFAULT_TIMEOUT = httpx.Timeout(20.0, connect=5.0)
SimulatorFactory = Callable[[int], Any]


class UpstreamClients:
    """Lazily built, cached clients keyed by upstream name, with each upstream's one rate
    bucket and the response caches.

    With ``redis`` (``REDIS_URL``) the buckets and caches live in Redis, so replicas spend one
    budget per upstream and reuse each other's cached answers; ``scope`` keeps one
    deployment's (or one sandbox world's) keys apart from another's on the same Redis.
    """

    def __init__(
        self,
        settings: Settings,
        simulators: dict[str, Any] | None = None,
        redis: Any | None = None,
        scope: str | None = None,
    ) -> None:
        self._settings = settings
        self._clients: dict[str, httpx.AsyncClient] = {}
        self._buckets: dict[str, RateBucket] = {}
        self._caches: dict[str, SharedCache] = {}
        self._simulators: dict[str, Any] = dict(simulators or {})
        self.redis = redis
        self.scope = scope or ("live" if not settings.is_sandbox else f"sandbox-{settings.seed}")

    @property
    def settings(self) -> Settings:
        """The settings these clients were built from (credentials for venue clients)."""
        return self._settings

    def upstream(self, name: str) -> Upstream:
        try:
            return UPSTREAMS[name]
        except KeyError:
            raise KeyError(f"unknown upstream {name!r}") from None

    def base_url(self, name: str) -> str:
        """Where ``name`` is reached: its override URL, else its live URL."""
        return self._settings.upstream_urls.get(name, self.upstream(name).live_url)

    def uses_simulator(self, name: str) -> bool:
        return self._settings.is_sandbox and name not in self._settings.upstream_urls

    def client(self, name: str) -> httpx.AsyncClient:
        """The shared client for upstream ``name``."""
        if name not in self._clients:
            self._clients[name] = self._build(name)
        return self._clients[name]

    def bucket(self, name: str) -> RateBucket:
        """The one rate bucket of upstream ``name`` (its declared budget per minute), in Redis
        when configured (one budget for every replica).

        A weighted upstream's client charges its declared request weights here; the transport
        charges one per request for the others. Nothing else keeps a budget for an upstream.
        """
        if name not in self._buckets:
            budget = self.upstream(name).requests_per_minute
            burst = max(1, budget // 4)
            self._buckets[name] = (
                RedisTokenBucket(self.redis, f"{self.scope}:{name}", budget, burst)
                if self.redis is not None else TokenBucket(budget, burst=burst))
        return self._buckets[name]

    def cache(self, name: str, ttl_seconds: float) -> SharedCache:
        """The response cache ``name`` (one per name), shared through Redis when configured."""
        cache = self._caches.get(name)
        if cache is None:
            cache = self._caches[name] = SharedCache(f"{self.scope}:{name}", ttl_seconds,
                                                     self.redis, name=name)
        return cache

    def simulator_app(self, name: str) -> Any:
        """The ASGI simulator of ``name`` (built once per process and seed)."""
        if name not in self._simulators:
            spec = self.upstream(name).simulator
            module_name, _, attr = spec.partition(":")
            try:
                factory: SimulatorFactory = getattr(importlib.import_module(module_name), attr)
            except (ImportError, AttributeError) as exc:
                raise ServiceUnconfigured(
                    f"no sandbox simulator is available for upstream {name!r}; set "
                    f"SEXTANT_UPSTREAM_{name.upper()}_URL to reach one over HTTP",
                    code="simulator_unavailable",
                ) from exc
            self._simulators[name] = factory(self._settings.seed)
        return self._simulators[name]

    def _build(self, name: str) -> httpx.AsyncClient:
        upstream = self.upstream(name)
        headers = {"user-agent": "sextant/0.1 (+x402)", "accept": "application/json"}
        if self.uses_simulator(name):
            return httpx.AsyncClient(
                base_url=upstream.live_url,
                transport=httpx.ASGITransport(app=self.simulator_app(name)),
                timeout=DEFAULT_TIMEOUT,
                headers=headers,
            )
        # a weighted upstream's client charges the same bucket with each request's weight
        bucket = None if upstream.weighted else self.bucket(name)
        transport = RetryingTransport(httpx.AsyncHTTPTransport(), bucket)
        return httpx.AsyncClient(
            base_url=self.base_url(name), transport=transport, timeout=DEFAULT_TIMEOUT,
            headers=headers,
        )

    async def aclose(self) -> None:
        for client in self._clients.values():
            await client.aclose()
        self._clients.clear()
