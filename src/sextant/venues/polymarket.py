"""Polymarket clients: the Data API (v2, falling back to v1), Gamma and the public CLOB.

Every answer is mapped into the unified records (``predmarket``) or the aggregates of
``polymarket_parse``. The Data API is asked in its v2 form first (cursor paging, snake_case,
at most 20 condition ids per call); when a v2 path answers 404 or 410 the same question is
asked of the v1 route (offset paging, camelCase). Rate budgets come from the documented
per-10-second limits (``polymarket_facts``); one bucket per upstream, kept by the transport.
``calls`` counts upstream requests by path (the benchmark reads it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Self

import httpx

from sextant.errors import UpstreamUnavailable
from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json
from sextant.venues import polymarket_records as rec
from sextant.venues.base import VenueFacts
from sextant.venues.polymarket_facts import (
    CLOB_FACTS,
    FACTS,
    GAMMA_FACTS,
    HOLDERS_LIMIT_MAX,
    LEADERBOARD_LIMIT_MAX,
    MAX_CONDITIONS_PER_CALL,
    POSITIONS_PAGE_MAX,
)
from sextant.venues.polymarket_parse import (
    LeaderRow,
    WalletStats,
    leaderboard_from_data_api,
    page_of,
    stats_from_v1,
    stats_from_v2,
)
from sextant.venues.predmarket import Market, OrderBook, Position, PricePoint, Trade, opt_prob

__all__ = ["FillFeed", "LeaderRow", "PolymarketClient", "PositionPage", "PositionStatus",
           "WalletStats"]

#: v2 ``/v2/positions`` filters: OPEN (unresolved holdings plus resolved winners not yet
#: redeemed), REDEEMABLE (those winners), REDEEMABLE_LOST (resolved losers still held, worth 0;
#: their rows say REDEEMABLE), CLOSED (exited: sold or redeemed).
PositionStatus = Literal["OPEN", "CLOSED", "REDEEMABLE", "REDEEMABLE_LOST"]
Window = Literal["1d", "7d", "30d", "all"]
OrderBy = Literal["pnl", "volume"]
_V1_PERIOD = {"1d": "DAY", "7d": "WEEK", "30d": "MONTH", "all": "ALL"}
_V1_ORDER = {"pnl": "PNL", "volume": "VOL"}
_FALLBACK_STATUSES = frozenset({404, 410})
_AUTH_STATUSES = frozenset({401, 403})
V1_CLOSED_PAGE_MAX = 50
V1_OFFSET_MAX = 10_000
#: The per-request call counter of :meth:`PolymarketClient.counting` (the client is shared by
#: concurrent requests, so its own ``calls`` total cannot say what one answer cost).
_REQUEST_CALLS: ContextVar[Counter[str] | None] = ContextVar("polymarket_calls", default=None)


def _v2_status_of(p: Position) -> PositionStatus:
    """The v2 filter a v1 ``/positions`` row falls under (a resolved holding worth nothing is
    a lost one)."""
    if p.status == "redeemable":
        return "REDEEMABLE_LOST" if p.current_price == 0 else "REDEEMABLE"
    return "CLOSED" if p.status == "closed" else "OPEN"


@dataclass(frozen=True, slots=True)
class PositionPage:
    """Positions of one status, oldest page first; ``truncated`` when pages were left."""

    positions: tuple[Position, ...]
    truncated: bool
    api: Literal["v2", "v1"]


@dataclass(frozen=True, slots=True)
class FillFeed:
    """A wallet's CLOB trades, newest first, with their settlement statuses."""

    fills: tuple[rec.ClobFill, ...]
    truncated: bool


class PolymarketClient:
    """Typed reads of the three public Polymarket hosts."""

    facts: ClassVar[VenueFacts] = FACTS
    gamma_facts: ClassVar[VenueFacts] = GAMMA_FACTS
    clob_facts: ClassVar[VenueFacts] = CLOB_FACTS

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        """The client over the runtime's shared clients (the transport keeps the buckets)."""
        return cls(upstreams.client(FACTS.upstream), upstreams.client(GAMMA_FACTS.upstream),
                   upstreams.client(CLOB_FACTS.upstream))

    def __init__(self, data: httpx.AsyncClient, gamma: httpx.AsyncClient,
                 clob: httpx.AsyncClient) -> None:
        self._data = data
        self._gamma = gamma
        self._clob = clob
        self.calls: Counter[str] = Counter()
        self._v1_only = False  # set once a v2 path answered 404/410: go straight to v1
        self._fills_refused = False  # set once the CLOB refused /data/trades (no API key)

    @staticmethod
    @contextmanager
    def counting() -> Iterator[Counter[str]]:
        """Counts, by path, the upstream requests made inside the block (and the tasks it
        starts), whatever other requests share the client meanwhile."""
        mine: Counter[str] = Counter()
        token = _REQUEST_CALLS.set(mine)
        try:
            yield mine
        finally:
            _REQUEST_CALLS.reset(token)

    async def _get(self, client: httpx.AsyncClient, upstream: str, path: str,
                   params: Mapping[str, Any] | Sequence[tuple[str, Any]]) -> Any:
        self.calls[path] += 1
        if (mine := _REQUEST_CALLS.get()) is not None:
            mine[path] += 1
        return await request_json(client, upstream, "GET", path, params=params)

    async def _data_get(self, path: str, params: Any) -> Any:
        return await self._get(self._data, FACTS.upstream, path, params)

    async def _v2_or_none(self, path: str, params: Any) -> Any | None:
        """The v2 answer, or ``None`` when the v2 path is gone (404/410): ask v1 instead."""
        if self._v1_only:
            return None
        try:
            return await self._data_get(path, params)
        except UpstreamUnavailable as exc:
            if exc.extra.get("upstream_status") in _FALLBACK_STATUSES:
                self._v1_only = True
                return None
            raise

    # --- wallets

    async def user_stats(self, wallet: str) -> WalletStats:
        """Full-history realized PnL, volume and trade count of ``wallet``."""
        body = await self._v2_or_none("/v2/user-stats", {"user": wallet})
        if body is not None:
            return stats_from_v2(body, wallet)
        board = await self._data_get("/v1/leaderboard", {"user": wallet, "timePeriod": "ALL"})
        traded = await self._data_get("/traded", {"user": wallet})
        return stats_from_v1(board, traded, wallet)

    async def positions(self, wallet: str, status: PositionStatus, *,
                        max_pages: int = 4) -> PositionPage:
        """``wallet``'s positions of ``status``, up to ``max_pages`` pages of 500."""
        params: dict[str, Any] = {"user": wallet, "status": status,
                                  "limit": POSITIONS_PAGE_MAX}
        out: list[Position] = []
        for _ in range(max_pages):
            body = await self._v2_or_none("/v2/positions", params)
            if body is None:
                return await self._positions_v1(wallet, status, max_pages)
            rows, cursor = page_of(body)
            out.extend(rec.positions_from_data_api(rows))
            if cursor is None:
                return PositionPage(tuple(out), False, "v2")
            params["cursor"] = cursor
        return PositionPage(tuple(out), True, "v2")

    async def _positions_v1(self, wallet: str, status: PositionStatus, max_pages: int
                            ) -> PositionPage:
        closed = status == "CLOSED"
        path = "/closed-positions" if closed else "/positions"
        limit = V1_CLOSED_PAGE_MAX if closed else POSITIONS_PAGE_MAX
        params: dict[str, Any] = {"user": wallet, "limit": limit, "offset": 0}
        if status in ("REDEEMABLE", "REDEEMABLE_LOST"):
            params["redeemable"] = "true"  # v1 lists winners and losers under it
        out: list[Position] = []
        for _ in range(max_pages * POSITIONS_PAGE_MAX // limit):
            rows = await self._data_get(path, params)
            got = rec.positions_from_data_api(rows)
            out.extend(p for p in got if closed or _v2_status_of(p) == status
                       or (status == "OPEN" and _v2_status_of(p) == "REDEEMABLE"))
            params["offset"] += limit
            if len(got) < limit or params["offset"] > V1_OFFSET_MAX:
                return PositionPage(tuple(out), False, "v1")
        return PositionPage(tuple(out), True, "v1")

    async def trades(self, wallet: str, limit: int = 500) -> list[Trade]:
        """``wallet``'s settled trades, newest first (``/v2/trades``, v1 ``/trades``): the
        Data API lists on-chain fills only, so a matched fill that failed is never here."""
        body = await self._v2_or_none("/v2/trades", {"user": wallet, "limit": limit})
        if body is None:
            body = await self._data_get("/trades", {"user": wallet, "limit": limit})
        return rec.trades_from_data_api(body)

    async def holders(self, markets: Sequence[Market], limit: int = HOLDERS_LIMIT_MAX
                      ) -> dict[str, list[Position]]:
        """Top holders of each outcome token of ``markets``, keyed by condition id (token
        groups are matched to their market through the markets' outcome token ids)."""
        owner = {o.outcome_id: m.market_id for m in markets for o in m.outcomes}
        out: dict[str, list[Position]] = {m.market_id: [] for m in markets}
        for start in range(0, len(markets), MAX_CONDITIONS_PER_CALL):
            chunk = [m.market_id for m in markets[start:start + MAX_CONDITIONS_PER_CALL]]
            size = min(limit, HOLDERS_LIMIT_MAX)
            body = await self._v2_or_none("/v2/holders", [("limit", size)]
                                          + [("condition", c) for c in chunk])
            if body is None:
                body = await self._data_get("/holders", [("limit", size)]
                                            + [("market", c) for c in chunk])
            groups, _ = page_of(body)
            for group in groups:
                token = str(group.get("token_id") or group.get("token") or "")
                cid = owner.get(token)
                if cid is not None:
                    out[cid].extend(rec.positions_from_holders([group], cid))
        return out

    async def leaderboard(self, order_by: OrderBy, window: Window, limit: int
                          ) -> list[LeaderRow]:
        """The top ``limit`` (at most 50) wallets by PnL or volume over ``window``."""
        limit = min(limit, LEADERBOARD_LIMIT_MAX)
        params = {"order_by": order_by.upper(), "time_period": _V1_PERIOD[window],
                  "limit": limit}
        body = await self._v2_or_none("/v2/leaderboard", params)
        if body is None:
            body = await self._data_get("/v1/leaderboard", {
                "orderBy": _V1_ORDER[order_by], "timePeriod": _V1_PERIOD[window],
                "limit": limit})
        return leaderboard_from_data_api(body)

    # --- Gamma

    async def _gamma_get(self, path: str, params: Any) -> Any:
        return await self._get(self._gamma, GAMMA_FACTS.upstream, path, params)

    async def market(self, key: str) -> Market | None:
        """The market of a condition id (``0x`` + 64 hex) or a slug, if Gamma has one."""
        by_condition = key.startswith("0x") and len(key) == 66
        params = {"condition_ids": key} if by_condition else {"slug": key}
        markets = rec.markets_from_gamma(await self._gamma_get("/markets", params))
        return markets[0] if markets else None

    async def search(self, text: str, limit: int = 5) -> list[Market]:
        """Markets of the events Gamma's public search finds for ``text``."""
        body = await self._gamma_get("/public-search", {"q": text, "limit_per_type": limit})
        return rec.markets_from_gamma_events(body)

    # --- CLOB

    async def _clob_get(self, path: str, params: Any) -> Any:
        return await self._get(self._clob, CLOB_FACTS.upstream, path, params)

    async def book(self, token_id: str) -> OrderBook:
        return rec.book_from_clob(await self._clob_get("/book", {"token_id": token_id}))

    async def midpoint(self, token_id: str) -> float | None:
        """The CLOB mid of one outcome token (``None`` when the book is empty)."""
        body = await self._clob_get("/midpoint", {"token_id": token_id})
        return opt_prob("polymarket", body.get("mid") if isinstance(body, Mapping) else None)

    async def fills(self, wallet: str, *, max_pages: int = 1) -> FillFeed | None:
        """``wallet``'s CLOB trades with their settlement status (``/data/trades``, newest
        first). ``None`` when the CLOB refuses to list them (the live route wants L2 API-key
        headers): the caller then has no fill evidence, which is not an error."""
        if self._fills_refused:
            return None
        params: dict[str, Any] = {"maker_address": wallet}
        out: list[rec.ClobFill] = []
        for _ in range(max_pages):
            try:
                body = await self._clob_get("/data/trades", params)
            except UpstreamUnavailable as exc:
                if exc.extra.get("upstream_status") in _AUTH_STATUSES:
                    self._fills_refused = True  # it will refuse the next wallet too
                    return None
                raise
            page, cursor = rec.fills_from_clob(body)
            out.extend(page)
            if cursor is None:
                return FillFeed(tuple(out), False)
            params["next_cursor"] = cursor
        return FillFeed(tuple(out), True)

    async def price_history(self, token_id: str, interval: str = "1w") -> list[PricePoint]:
        body = await self._clob_get("/prices-history", {"market": token_id,
                                                        "interval": interval})
        return rec.price_history_from_clob(body, token_id)

