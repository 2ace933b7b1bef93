"""Discovery search: the synced index, its timer, the liveness prober and the query path.

One ``BazaarGroup`` per app (``for_app``). The first search loads the index from SQLite, or
syncs it when the store is empty; from then on a background loop re-syncs every
``bazaar_sync_seconds`` and probes liveness every ``bazaar_probe_seconds``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

from sextant import catalog
from sextant.bazaar import liveness
from sextant.bazaar.index import LIVE, UNKNOWN, Filters, Hit, SearchIndex, keywords
from sextant.bazaar.networks import display_name, to_caip2
from sextant.bazaar.store import BazaarStore, Probe, SyncRun
from sextant.bazaar.sync import sync_once
from sextant.errors import BadRequest, ServiceUnconfigured
from sextant.logs import get_logger
from sextant.runtime import Runtime
from sextant.transport.egress import GuardedTransport
from sextant.venues.bazaar import SELLERS_UPSTREAM, UPSTREAM, DiscoveryClient, Service

log = get_logger(__name__)

#: store path -> (store version, index, probes): apps of one process over one store share
#: the built index (tests build many apps over one data directory)
_SHARED: dict[str, tuple[int, SearchIndex, dict[str, Probe]]] = {}
DEFAULT_LIMIT = 10
MAX_LIMIT = 25
MAX_QUERY_CHARS = 200


@dataclass(frozen=True)
class SearchParams:
    q: str
    max_price: float | None = None
    network: str | None = None
    limit: int = DEFAULT_LIMIT
    live_only: bool = False


@dataclass(frozen=True)
class ResultRow:
    """One search result (spec 2.13 plus relevance, liveness and quality)."""

    resource: str
    price_usdc: float
    network: str
    network_name: str
    pay_to: str
    scheme: str
    description: str
    mime_type: str
    last_updated: str | None
    match_score: int
    relevance: float
    live: bool | None
    checked_at: str | None
    calls_30d: int
    payers_30d: int


@dataclass(frozen=True)
class SearchResult:
    source: str
    total_indexed: int
    query: str
    keywords: list[str]
    network: str | None
    hits: list[Hit]
    results: list[ResultRow]
    index: dict[str, Any]


def result_row(hit: Hit, probe: Probe | None) -> ResultRow:
    s, offer = hit.service, hit.offer
    return ResultRow(
        resource=s.resource, price_usdc=offer.price_usdc, network=offer.network,
        network_name=display_name(offer.network), pay_to=offer.pay_to, scheme=offer.scheme,
        description=s.description, mime_type=s.mime_type,
        last_updated=(s.last_updated.isoformat().replace("+00:00", "Z")
                      if s.last_updated else None),
        match_score=hit.match_score, relevance=hit.bm25, live=live_label(hit.live),
        checked_at=probe.checked_at if probe else None, calls_30d=s.calls_30d,
        payers_30d=s.payers_30d)


def parse_params(q: str, max_price: float | None, network: str | None, limit: int,
                 live_only: bool) -> SearchParams:
    """Validate beyond the types: keywords present, a known network, a sane price."""
    if not keywords(q):
        raise BadRequest("q needs at least one keyword of 3 or more letters or digits",
                         code="invalid_q", field="q")
    caip2 = None
    if network is not None and network.strip():
        caip2 = to_caip2(network)
        if caip2 is None:
            raise BadRequest(f"network {network!r} is neither a known name (base, polygon, "
                             "solana...) nor a CAIP-2 id such as eip155:8453",
                             code="invalid_network", field="network")
    return SearchParams(q=q, max_price=max_price, network=caip2, limit=limit,
                        live_only=live_only)


@dataclass
class BazaarGroup:
    """``client`` overrides the runtime's discovery client; ``clock`` and ``sleep`` drive the
    background timer (the event loop's by default; tests hand in a manual timer)."""

    runtime: Runtime
    store: BazaarStore
    index: SearchIndex | None = None
    probes: dict[str, Probe] = field(default_factory=dict)
    last_run: dict[str, Any] | None = None
    client: DiscoveryClient | None = None
    clock: Callable[[], float] | None = None
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
    _ready: asyncio.Task[None] | None = None
    _loop_task: asyncio.Task[None] | None = None
    _closed: bool = False

    @property
    def source(self) -> str:
        return self.runtime.upstreams.base_url(UPSTREAM) + "/discovery/resources"

    def _list_own_endpoints(self) -> None:
        """Sandbox: the simulated facilitator lists this service's paid endpoints, as the
        real one does after their first settlement."""
        if not self.runtime.upstreams.uses_simulator(UPSTREAM):
            return
        from sextant.sandbox.bazaar import list_own_endpoints

        app = self.runtime.upstreams.simulator_app(UPSTREAM)
        list_own_endpoints(app, catalog.paid_endpoints(), self.runtime.settings.base_url,
                           self.runtime.terms, self.runtime.settings.service_name)

    async def ensure_ready(self) -> None:
        """Load or build the index once (single flight) and keep the timer running."""
        if self._ready is None or (self._ready.done() and (
                self._ready.cancelled() or self._ready.exception() is not None)):
            self._ready = asyncio.ensure_future(self._first_load())
        await asyncio.shield(self._ready)
        if not self._closed and (self._loop_task is None or self._loop_task.done()):
            self._loop_task = asyncio.ensure_future(self._background())

    async def aclose(self) -> None:
        """Stop the background sync and liveness loop (and a first load still running) and
        wait until they have stopped: nothing of this group runs after shutdown."""
        self._closed = True
        tasks = [t for t in (self._loop_task, self._ready) if t is not None and not t.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._loop_task = None

    async def _first_load(self) -> None:
        if self.index is not None:  # built by the caller
            return
        self.last_run = await asyncio.to_thread(self.store.last_run)
        version = await asyncio.to_thread(self.store.version)
        shared = _SHARED.get(self.store.path)
        if shared is not None and shared[0] == version:  # another app of this process
            _, self.index, self.probes = shared
            return
        services = await asyncio.to_thread(self.store.services)
        self.probes = await asyncio.to_thread(self.store.probes)
        if services:
            await self._rebuild(services)
            return
        await self.sync()
        if self.index is None or len(self.index) == 0:
            raise ServiceUnconfigured(
                "the discovery index is empty and the discovery API could not be read: "
                f"{(self.last_run or {}).get('error')}", code="index_unavailable")

    async def _rebuild(self, services: list[Service] | None = None) -> None:
        if services is None:
            services = await asyncio.to_thread(self.store.services)
        live = {r: p.live for r, p in self.probes.items()}
        self.index = await asyncio.to_thread(SearchIndex, services, live)
        if self.store.path != ":memory:":
            version = await asyncio.to_thread(self.store.version)
            _SHARED[self.store.path] = (version, self.index, self.probes)

    async def sync(self) -> SyncRun:
        """One sync pass; the index is rebuilt when anything changed."""
        await asyncio.to_thread(self._list_own_endpoints)  # builds the simulated world once
        run = await sync_once(self.client or self.runtime.venue(DiscoveryClient), self.store)
        self.last_run = run.as_dict()
        if run.counts.changed or self.index is None:
            await self._rebuild()
        elif self.store.path != ":memory:":
            _SHARED[self.store.path] = (await asyncio.to_thread(self.store.version),
                                        self.index, self.probes)
        log.info("bazaar sync", ok=run.ok, pages=run.pages, total=run.total_indexed,
                 added=run.counts.added, updated=run.counts.updated,
                 removed=run.counts.removed)
        return run

    def prober_client(self) -> httpx.AsyncClient:
        """Sandbox: the simulated sellers; live: the real hosts, private addresses refused."""
        if self.runtime.upstreams.uses_simulator(SELLERS_UPSTREAM):
            app = self.runtime.upstreams.simulator_app(SELLERS_UPSTREAM)
            return httpx.AsyncClient(transport=httpx.ASGITransport(app=app))
        return httpx.AsyncClient(transport=GuardedTransport(allow_loopback=False))

    async def probe_round(self, http: httpx.AsyncClient, allow: Any = None,
                          limits: liveness.ProbeLimits | None = None) -> int:
        """Probe the next batch of resources; results go to the store and the index."""
        if self.index is None:
            return 0
        limits = limits or liveness.ProbeLimits(batch=self.runtime.settings.bazaar_probe_batch)
        targets = liveness.due(self.index.services, self.probes, allow or (lambda _: True),
                               limits.batch)

        async def record(service: Service, result: Probe) -> None:
            self.probes[service.resource] = result
            if self.index is not None:
                self.index.set_live(service.resource, result.live)
            await asyncio.to_thread(self.store.record_probe, service.resource, result)

        return await liveness.probe_round(http, targets, limits, record)

    async def _background(self) -> None:
        """Probe a batch, pause ``bazaar_probe_seconds``, re-sync once ``bazaar_sync_seconds``
        have passed since the last sync; until cancelled (``aclose``)."""
        settings = self.runtime.settings
        clock = self.clock or asyncio.get_running_loop().time
        next_sync = clock() + settings.bazaar_sync_seconds
        while True:
            try:
                async with self.prober_client() as http:
                    await self.probe_round(http)
            except Exception as exc:  # the next round tries again
                log.warning("liveness round failed", error=str(exc))
            await self.sleep(settings.bazaar_probe_seconds)
            if clock() >= next_sync:
                next_sync += settings.bazaar_sync_seconds
                try:
                    await self.sync()
                except Exception as exc:  # the index keeps serving the last good sync
                    log.warning("bazaar sync failed", error=str(exc))

    def status(self) -> dict[str, Any]:
        """Last sync (time, counts), index size and liveness counts."""
        run = self.last_run or {}
        return {
            "source": self.source,
            "total_indexed": len(self.index) if self.index else 0,
            "last_sync_at": run.get("finished_at"),
            "last_sync_ok": run.get("ok"),
            "last_sync_error": run.get("error"),
            "last_sync_counts": run.get("counts"),
            "sync_every_seconds": self.runtime.settings.bazaar_sync_seconds,
            "liveness": self.index.live_counts() if self.index else {},
        }

    async def search(self, params: SearchParams) -> SearchResult:
        await self.ensure_ready()
        assert self.index is not None
        words = keywords(params.q)
        hits = self.index.search(words, Filters(params.max_price, params.network,
                                                params.live_only), params.limit)
        rows = [result_row(h, self.probes.get(h.service.resource)) for h in hits]
        return SearchResult(self.source, len(self.index), params.q, words, params.network,
                            hits, rows, self.status())


def live_label(state: int) -> bool | None:
    return True if state == LIVE else (None if state == UNKNOWN else False)


async def warm(state: Any, runtime: Runtime) -> None:
    """Load or sync the index in the background at startup (the first search then finds it
    ready); a failure is logged and the first search tries again."""
    try:
        await for_app(state, runtime).ensure_ready()
    except Exception as exc:
        log.warning("bazaar index not ready at startup", error=str(exc))


async def shutdown(state: Any) -> None:
    """Stop the app's group's background work (the app's lifespan calls it at shutdown)."""
    group = getattr(state, "bazaar", None)
    if group is not None:
        await group.aclose()


def for_app(state: Any, runtime: Runtime) -> BazaarGroup:
    """The app's group (built on first use; the SQLite store sits in the data directory)."""
    group = getattr(state, "bazaar", None)
    if group is None:
        group = BazaarGroup(runtime, BazaarStore(runtime.settings.data_dir / "bazaar.sqlite"))
        state.bazaar = group
    return group
