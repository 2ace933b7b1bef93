"""Hyperliquid info API client (``POST /info``) and stats leaderboard.

Numbers arrive as decimal strings and are parsed to ``float`` (IEEE double keeps the 15
significant digits the API carries for prices, sizes and USD amounts; sums use ``math.fsum``).
Millisecond times become aware UTC datetimes. Request weights, the 1200-per-minute budget and
the fees are declared once in :mod:`sextant.venues.hyperliquid_facts`: 2 for
``clearinghouseState``/``spotClearinghouseState``, 20 for the rest, plus 1 per 20 rows returned
by the paged fill/funding/trade types. Records and parsers live in ``hyperliquid_records`` and
``hyperliquid_parse`` and are re-exported here.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, ClassVar, Self

import httpx

from sextant.errors import ServiceUnconfigured
from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json
from sextant.transport.ratelimit import RateBucket
from sextant.transport.shared_cache import SharedCache
from sextant.venues.base import VenueFacts
from sextant.venues.hyperliquid_facts import FACTS, ROW_WEIGHTED_TYPES, is_spot_coin
from sextant.venues.hyperliquid_parse import (
    _bad,
    parse_all_dexs_asset_ctxs,
    parse_asset_ctx,
    parse_clearinghouse_state,
    parse_fill,
    parse_fills,
    parse_funding,
    parse_leaderboard,
    parse_ledger,
    parse_ledger_update,
    parse_meta,
    parse_meta_and_asset_ctxs,
    parse_perp_dexs,
    parse_portfolio,
    parse_spot_meta,
    parse_spot_state,
    parse_trade,
    parse_vault_details,
)
from sextant.venues.hyperliquid_records import (
    AssetCtx,
    ClearinghouseState,
    CoinKind,
    Fill,
    FundingPayment,
    LeaderboardRow,
    LedgerUpdate,
    Liquidation,
    PerpAsset,
    PerpDex,
    Portfolio,
    PortfolioWindow,
    Position,
    ResolvedCoin,
    SpotBalance,
    SpotPair,
    Trade,
    Universe,
    VaultDetails,
    VaultFollower,
)
from sextant.venues.parse import ms_to_utc, utc_to_ms

__all__ = [
    "FACTS",
    "FILLS_HISTORY_MAX",
    "FILLS_PAGE_MAX",
    "FUNDING_PAGE_MAX",
    "ROW_WEIGHTED_TYPES",
    "STATS_UPSTREAM",
    "UPSTREAM",
    "WEIGHT_PER_MINUTE",
    "AssetCtx",
    "ClearinghouseState",
    "CoinKind",
    "Fill",
    "FillHistory",
    "FundingPayment",
    "HyperliquidClient",
    "LeaderboardRow",
    "LedgerUpdate",
    "Liquidation",
    "PerpAsset",
    "PerpDex",
    "Portfolio",
    "PortfolioWindow",
    "Position",
    "ResolvedCoin",
    "SpotBalance",
    "SpotPair",
    "Trade",
    "Universe",
    "VaultDetails",
    "VaultFollower",
    "is_outcome_coin",
    "is_spot_coin",
    "ms_to_utc",
    "parse_all_dexs_asset_ctxs",
    "parse_asset_ctx",
    "parse_clearinghouse_state",
    "parse_fill",
    "parse_fills",
    "parse_funding",
    "parse_leaderboard",
    "parse_ledger",
    "parse_ledger_update",
    "parse_meta",
    "parse_meta_and_asset_ctxs",
    "parse_perp_dexs",
    "parse_portfolio",
    "parse_spot_meta",
    "parse_spot_state",
    "parse_trade",
    "parse_vault_details",
    "request_weight",
    "utc_to_ms",
]

UPSTREAM = FACTS.upstream
STATS_UPSTREAM = FACTS.extra_upstreams[0]
WEIGHT_PER_MINUTE = FACTS.rate_budget_per_minute
FILLS_PAGE_MAX = 2000
FILLS_HISTORY_MAX = 10_000
FUNDING_PAGE_MAX = 500
UNIVERSE_TTL_SECONDS = 300.0
UNIVERSE_CACHE = "hyperliquid_universe"


def request_weight(info_type: str) -> int:
    """The documented base weight of one ``/info`` request."""
    return FACTS.weight(info_type)


def is_outcome_coin(coin: str) -> bool:
    """HIP-4 outcome coins (``#123``, ``+10``) are not perp markets."""
    return coin.startswith(("#", "+"))



@dataclass(frozen=True, slots=True)
class FillHistory:
    """Up to the 10,000 most recent fills, oldest first; ``truncated`` if more exist."""

    fills: tuple[Fill, ...]
    truncated: bool


class HyperliquidClient:
    """Typed reads of the Hyperliquid info API and the stats leaderboard.

    ``limiter`` is the upstream's one weight bucket (the transport's, see
    :meth:`from_upstreams`); ``None`` when the transport is an in-process simulator.
    """

    facts: ClassVar[VenueFacts] = FACTS

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        """The client over the runtime's shared upstream clients and its one rate bucket."""
        live = not upstreams.uses_simulator(UPSTREAM)
        return cls(upstreams.client(UPSTREAM), upstreams.client(STATS_UPSTREAM),
                   limiter=upstreams.bucket(UPSTREAM) if live else None,
                   cache=upstreams.cache(UNIVERSE_CACHE, UNIVERSE_TTL_SECONDS))

    def __init__(
        self,
        info: httpx.AsyncClient,
        stats: httpx.AsyncClient | None = None,
        *,
        limiter: RateBucket | None = None,
        cache: SharedCache | None = None,
    ) -> None:
        self._info = info
        self._stats = stats
        self._limiter = limiter
        # the universe's wire answers, shared by replicas when the cache is on Redis
        self._cache = cache or SharedCache(UNIVERSE_CACHE, UNIVERSE_TTL_SECONDS)
        self._universe: Universe | None = None
        self._universe_at = 0.0  # ``stored_at`` of the cache entry ``_universe`` was parsed from

    async def _post(self, body: dict[str, Any]) -> Any:
        info_type = str(body["type"])
        if self._limiter is not None:
            await self._charge(request_weight(info_type))
        result = await request_json(self._info, UPSTREAM, "POST", "/info", json=body)
        if (self._limiter is not None and info_type in ROW_WEIGHTED_TYPES
                and isinstance(result, list) and len(result) >= 20):
            await self._charge(len(result) // 20)  # +1 per 20 rows, paid before the next call
        return result

    async def _charge(self, weight: int) -> None:
        assert self._limiter is not None
        # a bucket never holds more than its capacity: a heavier charge waits for a full one
        await self._limiter.acquire(min(float(weight), self._limiter.capacity))

    # --- users

    async def user_fills(self, user: str) -> list[Fill]:
        """The most recent fills (at most 2000), newest first as the API returns them."""
        return parse_fills(await self._post({"type": "userFills", "user": user}))

    async def user_fills_by_time(
        self, user: str, start_ms: int = 0, end_ms: int | None = None,
        limit: int = FILLS_HISTORY_MAX,
    ) -> FillHistory:
        """Fills from ``start_ms``, paged forward on time and deduped, up to ``limit``."""
        seen: set[tuple[Any, ...]] = set()
        out: list[Fill] = []
        cursor = start_ms
        truncated = False
        while True:
            body: dict[str, Any] = {"type": "userFillsByTime", "user": user, "startTime": cursor}
            if end_ms is not None:
                body["endTime"] = end_ms
            page = parse_fills(await self._post(body))
            page.sort(key=lambda f: f.time_ms)
            added = 0
            for fill in page:
                if fill.key not in seen:
                    seen.add(fill.key)
                    out.append(fill)
                    added += 1
            if len(out) >= limit:
                truncated = len(out) > limit or len(page) >= FILLS_PAGE_MAX
                out = out[-limit:] if len(out) > limit else out
                break
            if len(page) < FILLS_PAGE_MAX or added == 0:
                break
            # a page can end inside a millisecond shared by several fills: restart at that
            # millisecond (duplicates are dropped above) unless the whole page is one instant
            last = page[-1].time_ms
            cursor = last if page[0].time_ms != last else last + 1
        return FillHistory(tuple(out), truncated)

    async def fill_history(self, user: str) -> FillHistory:
        """The most recent fills the upstream allows (10,000), oldest first.

        ``userFills`` answers the newest 2000; only when it is full is the history paged
        with ``userFillsByTime`` (starting at the epoch, the API serves the retrievable tail).
        """
        recent = await self.user_fills(user)
        if len(recent) < FILLS_PAGE_MAX:
            return FillHistory(tuple(sorted(recent, key=lambda f: f.time_ms)), False)
        history = await self.user_fills_by_time(user, 0)
        truncated = history.truncated or len(history.fills) >= FILLS_HISTORY_MAX
        return FillHistory(history.fills, truncated)

    async def clearinghouse_state(self, user: str, dex: str = "") -> ClearinghouseState:
        body: dict[str, Any] = {"type": "clearinghouseState", "user": user}
        if dex:
            body["dex"] = dex
        return parse_clearinghouse_state(await self._post(body), dex)

    async def all_clearinghouse_states(self, user: str) -> list[ClearinghouseState]:
        """The main dex plus every builder dex (``perpDexs`` then ``dex=``)."""
        dexes = await self.perp_dexs()
        return list(await asyncio.gather(
            self.clearinghouse_state(user, ""),
            *(self.clearinghouse_state(user, d.name) for d in dexes),
        ))

    async def spot_clearinghouse_state(self, user: str) -> list[SpotBalance]:
        return parse_spot_state(
            await self._post({"type": "spotClearinghouseState", "user": user}))

    async def user_funding(
        self, user: str, start_ms: int = 0, end_ms: int | None = None, max_pages: int = 10
    ) -> list[FundingPayment]:
        """Funding payments from ``start_ms``, paged forward on time."""
        out: list[FundingPayment] = []
        cursor = start_ms
        for _ in range(max_pages):
            body: dict[str, Any] = {"type": "userFunding", "user": user, "startTime": cursor}
            if end_ms is not None:
                body["endTime"] = end_ms
            page = parse_funding(await self._post(body))
            out.extend(page)
            if len(page) < FUNDING_PAGE_MAX or not page:
                break
            cursor = max(p.time_ms for p in page) + 1
        return out

    async def ledger_updates(
        self, user: str, start_ms: int = 0, end_ms: int | None = None
    ) -> list[LedgerUpdate]:
        body: dict[str, Any] = {"type": "userNonFundingLedgerUpdates", "user": user,
                                "startTime": start_ms}
        if end_ms is not None:
            body["endTime"] = end_ms
        return parse_ledger(await self._post(body), user)

    async def portfolio(self, user: str) -> Portfolio:
        return parse_portfolio(await self._post({"type": "portfolio", "user": user}))

    async def vault_details(self, vault: str) -> VaultDetails | None:
        """The vault, or ``None`` when the address is not a vault (the API answers null)."""
        body = await self._post({"type": "vaultDetails", "vaultAddress": vault})
        return None if body is None else parse_vault_details(body)

    # --- markets

    async def recent_trades(self, coin: str) -> list[Trade]:
        rows = await self._post({"type": "recentTrades", "coin": coin})
        if not isinstance(rows, list):
            raise _bad("recentTrades answer is not a list")
        return [parse_trade(r) for r in rows]

    async def meta_and_asset_ctxs(self, dex: str = "") -> list[PerpAsset]:
        body: dict[str, Any] = {"type": "metaAndAssetCtxs"}
        if dex:
            body["dex"] = dex
        return parse_meta_and_asset_ctxs(await self._post(body))

    async def perp_dexs(self) -> list[PerpDex]:
        return parse_perp_dexs(await self._post({"type": "perpDexs"}))

    async def spot_meta(self) -> list[SpotPair]:
        return parse_spot_meta(await self._post({"type": "spotMeta"}))

    async def _universe_wire(self) -> dict[str, Any]:
        """The wire answers the universe is parsed from (what the shared cache keeps)."""
        dexs = await self._post({"type": "perpDexs"})
        names = ["", *(d.name for d in parse_perp_dexs(dexs))]
        metas = await asyncio.gather(*(
            self._post({"type": "metaAndAssetCtxs", **({"dex": n} if n else {})})
            for n in names))
        spot = await self._post({"type": "spotMeta"})
        for m in metas:  # an unreadable answer raises here, before it is cached
            parse_meta_and_asset_ctxs(m)
        parse_spot_meta(spot)
        return {"names": names, "metas": list(metas), "spot": spot}

    async def universe(self) -> Universe:
        """Every market (cached for five minutes): main and builder perps, spot pairs."""
        wire, stored_at, _ = await self._cache.get_or_fetch("all", self._universe_wire)
        if self._universe is None or stored_at != self._universe_at:
            metas = [parse_meta_and_asset_ctxs(m) for m in wire["metas"]]
            self._universe = Universe(dict(zip(wire["names"], metas, strict=True)),
                                      parse_spot_meta(wire["spot"]))
            self._universe_at = stored_at
        return self._universe

    async def resolve_coin(self, coin: str) -> ResolvedCoin:
        return (await self.universe()).resolve(coin)

    async def leaderboard(self) -> list[LeaderboardRow]:
        """The stats leaderboard (one unpaged answer)."""
        if self._stats is None:
            raise ServiceUnconfigured("the Hyperliquid stats upstream is not configured",
                                      code="stats_unconfigured")
        body = await request_json(self._stats, STATS_UPSTREAM, "GET", "/Mainnet/leaderboard")
        return parse_leaderboard(body)

