"""The narrative group: social attention against on-chain flow acceleration (behaviours.md §6).

The social half is one snapshot of the configured feed (``venues/social.py``), refetched once
per ``narrative_social_refresh_seconds`` (2 h by default) by a timer the app's lifespan runs
(``SocialHalf.run_timer`` via ``api/narrative.warm``), and shared by every caller through the
upstreams' shared cache (``transport/shared_cache.py``: Redis when ``REDIS_URL`` is set, else
the process). A
caller inside the interval reads it (``cache``); a caller that finds it due (no timer yet, or
the timer failed) refetches (``live``); when that refetch fails, the last snapshot is served
for up to ``narrative_social_stale_seconds`` (``stale``), and after that the upstream error is
answered. Replicas share the snapshot; each runs its own timer, which finds it fresh.
The on-chain half is one Uniswap v3 subgraph request per call, live. The registry (CoinGecko,
24 h) resolves each symbol; nothing the feed names is dropped.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from sextant.errors import UpstreamError
from sextant.groups.common import ResultSource
from sextant.logs import get_logger
from sextant.signals import narrative as sig
from sextant.transport.shared_cache import SharedCache
from sextant.venues.coingecko import CoinGeckoClient, Registry, RegistryCoin
from sextant.venues.social import SocialFeedClient, SocialReading, SocialSnapshot
from sextant.venues.uniswap import UniswapClient

__all__ = [
    "TIMER_LEAD", "TIMER_RETRY_SECONDS", "Freshness", "NarrativeResult", "RankedToken",
    "SentimentShift", "SocialHalf", "SocialSourceState", "UnresolvedToken", "canonical_of",
    "divergence", "social_half_for", "with_rank_shifts",
]

log = get_logger(__name__)
SocialSourceState = Literal["live", "cache", "stale"]
DAY_ROWS = 12  # 2 recent + 8 baseline full days, today's partial day and one spare
#: The timer refetches this long before the snapshot falls due, and retries this often.
TIMER_LEAD = 60.0
TIMER_RETRY_SECONDS = 60.0


class SocialHalf:
    """The shared social snapshot: ``get`` answers it with its freshness state."""

    def __init__(self, feed: SocialFeedClient, cache: SharedCache, refresh_seconds: int,
                 clock: Any = time.time, scope: str = "") -> None:
        self.feed = feed
        self.cache = cache
        self.refresh_seconds = refresh_seconds
        self.clock = clock
        self.scope = scope  # e.g. "sandbox-402": a sandbox world never reads a live snapshot
        self._lock = asyncio.Lock()

    @property
    def key(self) -> str:
        source = "lunarcrush" if self.feed.lunarcrush_key else "coingecko"
        return f"{source}:{self.scope}" if self.scope else source

    async def _cached(self, now: float) -> SocialSnapshot | None:
        hit = await self.cache.get(self.key, now=now)
        return SocialSnapshot.from_json(hit[0]) if hit is not None else None

    def _due(self, held: SocialSnapshot | None, now: float, ahead: float) -> bool:
        return held is None or now - held.fetched_at >= self.refresh_seconds - ahead

    async def get(self, ahead: float = 0.0) -> tuple[SocialSnapshot, SocialSourceState]:
        """The snapshot and its state; refetched when it is ``ahead`` seconds from due."""
        now = self.clock()
        held = await self._cached(now)
        if not self._due(held, now, ahead):
            assert held is not None
            return held, "cache"
        async with self._lock:  # one refetch per process; the others wait and read it
            now = self.clock()
            held = await self._cached(now)
            if not self._due(held, now, ahead):
                assert held is not None
                return held, "cache"
            try:
                fresh = await self.feed.snapshot(now)
            except UpstreamError as exc:
                if held is None:
                    raise
                log.warning("social feed refresh failed; serving the last snapshot",
                            error=str(exc), age_seconds=int(now - held.fetched_at))
                return held, "stale"
            fresh = with_rank_shifts(fresh, held)
            await self.cache.put(self.key, fresh.to_json(), stored_at=now)
            return fresh, "live"

    async def tick(self) -> float:
        """One beat of the timer: refetch when the snapshot is due within ``TIMER_LEAD``
        seconds (so callers keep reading the cache), then the seconds until the next beat."""
        try:
            held, _ = await self.get(ahead=TIMER_LEAD)
        except Exception as exc:  # the timer outlives any one failure; callers still retry
            log.warning("social feed timer: refetch failed", error=str(exc))
            return TIMER_RETRY_SECONDS
        due_in = held.fetched_at + self.refresh_seconds - TIMER_LEAD - self.clock()
        return max(TIMER_RETRY_SECONDS, due_in)

    async def run_timer(self) -> None:
        """Refetch the snapshot on its timer until cancelled (the app's lifespan runs it)."""
        while True:
            await asyncio.sleep(await self.tick())


def with_rank_shifts(fresh: SocialSnapshot, previous: SocialSnapshot | None) -> SocialSnapshot:
    """Fill each reading's ``rank_shift`` the source did not give from the previous snapshot:
    the places it climbed since then (None for a coin the previous snapshot lacked)."""
    if previous is None:
        return fresh

    def key(r: SocialReading) -> str:
        return r.registry_id or f"symbol:{r.symbol}"

    before = {key(r): i for i, r in enumerate(previous.readings)}
    readings = tuple(
        r if r.rank_shift is not None or key(r) not in before else SocialReading(
            r.registry_id, r.symbol, r.attention, r.posts, r.authors,
            float(before[key(r)] - i))
        for i, r in enumerate(fresh.readings))
    return SocialSnapshot(fresh.feed, readings, fresh.fetched_at)


_halves: weakref.WeakKeyDictionary[Any, SocialHalf] = weakref.WeakKeyDictionary()


def social_half_for(runtime: Any) -> SocialHalf:
    """The process's social half over ``runtime``'s upstreams, Redis and settings."""
    half = _halves.get(runtime.upstreams)
    if half is None:
        settings = runtime.settings
        cache = runtime.upstreams.cache("narrative-social",
                                        settings.narrative_social_stale_seconds)
        scope = f"sandbox-{settings.seed}" if settings.is_sandbox else "live"
        half = SocialHalf(runtime.venue(SocialFeedClient), cache,
                          settings.narrative_social_refresh_seconds, scope=scope)
        _halves[runtime.upstreams] = half
    return half


# ----------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class SentimentShift:
    shift: float
    divergence_note: str


@dataclass(frozen=True, slots=True)
class RankedToken:
    symbol: str
    token_address: str
    registry_id: str | None
    divergence: float
    reading: sig.Reading
    social_rank: float
    flow_rank: float
    flow_acceleration: float
    sentiment_shift: SentimentShift
    thin_sample: bool


@dataclass(frozen=True, slots=True)
class UnresolvedToken:
    symbol: str
    reason: sig.UnresolvedReason
    registry_id: str | None
    detail: str


@dataclass(frozen=True, slots=True)
class Freshness:
    social_feed: str
    social_fetched_at: datetime
    social_age_seconds: int
    registry_fetched_at: datetime
    registry_age_seconds: int
    subgraph_id: str | None
    subgraph_block_timestamp: int | None
    subgraph_age_seconds: int | None


@dataclass(frozen=True, slots=True)
class NarrativeResult:
    chain: str
    cohort_size: int
    social_source: SocialSourceState
    sentiment_shift_source: SocialSourceState
    ranked: list[RankedToken]
    unresolved: list[UnresolvedToken]
    unresolved_count: int
    resolved_count: int
    freshness: Freshness
    source: ResultSource


def canonical_of(reading: SocialReading, registry: Registry) -> RegistryCoin | None:
    """The feed's own registry id when the registry lists it, else the ticker's top claimant
    by market cap."""
    if reading.registry_id:
        coin = registry.by_id(reading.registry_id)
        if coin is not None:
            return coin
    claimants = registry.claimants(reading.symbol) if reading.symbol else []
    return claimants[0] if claimants else None


def _symbol_variants(symbols: list[str]) -> list[str]:
    return list(dict.fromkeys(v for s in symbols for v in (s, s.upper(), s.lower())))


async def divergence(uni: UniswapClient, cg: CoinGeckoClient, social: SocialHalf, chain: str,
                     limit: int, cohort: int, source: ResultSource) -> NarrativeResult:
    """behaviours.md §6 over the first ``cohort`` coins of the shared social snapshot."""
    sid = uni.subgraph(chain, "v3")  # an unknown chain is a 400 before any read
    (snapshot, state), registry = await asyncio.gather(social.get(), cg.registry())
    readings = list(snapshot.readings[:cohort])
    canon = [canonical_of(r, registry) for r in readings]
    symbols = [r.symbol or (c.symbol.upper() if c is not None else str(r.registry_id))
               for r, c in zip(readings, canon, strict=True)]
    addresses = [addr for c in canon if c is not None and (addr := c.address_on(chain))]
    tokens, meta = await uni.cohort(chain, _symbol_variants(symbols), addresses, DAY_ROWS)
    now = source.fetched_at.timestamp()
    block_ts = meta.block_timestamp if meta is not None else None
    today = datetime.fromtimestamp(block_ts or now, tz=UTC).date()

    resolved: list[tuple[SocialReading, sig.Resolved]] = []
    unresolved: list[UnresolvedToken] = []
    for r, c, symbol in zip(readings, canon, symbols, strict=True):
        out = sig.resolve(symbol, c.id if c is not None else None,
                          c.address_on(chain) if c is not None else None, tokens, today)
        if isinstance(out, sig.Resolved):
            resolved.append((r, out))
        else:
            unresolved.append(UnresolvedToken(out.symbol, out.reason, out.registry_id,
                                              out.detail))
    accel = [sig.flow_acceleration(t.token.days, today) for _, t in resolved]
    social_ranks = sig.percentile_ranks([r.attention for r, _ in resolved])
    flow_ranks = sig.percentile_ranks(accel)
    ranked = []
    for (r, t), s_rank, f_rank, a in zip(resolved, social_ranks, flow_ranks, accel,
                                         strict=True):
        div = round(s_rank - f_rank, 4)
        read = sig.reading(div)
        ranked.append(RankedToken(
            t.symbol, t.token.token.address, t.registry_id, div, read, s_rank, f_rank,
            round(a, 4), SentimentShift(r.rank_shift or 0.0,
                                        sig.divergence_note(r.rank_shift, read)),
            sig.thin_sample(r.posts, r.authors)))
    ranked.sort(key=lambda x: (-abs(x.divergence), x.symbol))
    freshness = Freshness(
        snapshot.feed, datetime.fromtimestamp(snapshot.fetched_at, tz=UTC),
        max(0, int(now - snapshot.fetched_at)),
        datetime.fromtimestamp(registry.fetched_at, tz=UTC),
        max(0, int(now - registry.fetched_at)), sid, block_ts,
        max(0, int(now - block_ts)) if block_ts is not None else None)
    return NarrativeResult(chain, len(readings), state, state, ranked[:limit], unresolved,
                           len(unresolved), len(resolved), freshness, source)

