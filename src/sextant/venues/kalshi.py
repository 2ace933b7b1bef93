"""Kalshi Trade API v2 client (public market data) into the unified records.

Reads events (with nested markets), markets, series, candlesticks (one market or a batch of up
to 25), trades, order books, milestones and live game data. Parsing is pure and lives in
``kalshi_records`` (markets, books, trades) and ``kalshi_live`` (events, candles, milestones,
live data); facts (fees, example ids, supported sports) in ``kalshi_facts``. A 404 from the
upstream is ``None`` to the caller (an unknown ticker is the caller's business, not a 502).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, ClassVar, Self

import httpx

from sextant.errors import UpstreamUnavailable
from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json
from sextant.venues.base import VenueFacts
from sextant.venues.kalshi_facts import CANDLE_PERIODS, FACTS
from sextant.venues.kalshi_live import (
    Candle,
    Event,
    LiveGame,
    Milestone,
    Series,
    candles_from_kalshi,
    event_from_kalshi,
    events_from_kalshi,
    live_game_from_kalshi,
    milestones_from_kalshi,
    series_from_kalshi,
)
from sextant.venues.kalshi_records import book_from_kalshi, markets_from_kalshi, trades_from_kalshi
from sextant.venues.predmarket import Market, OrderBook, Trade, bad

__all__ = ["BATCH_CANDLES_MAX", "EVENTS_PAGE_MAX", "UPSTREAM", "KalshiClient"]

UPSTREAM = FACTS.upstream
EVENTS_PAGE_MAX = 200
MARKETS_PAGE_MAX = 1000
BATCH_CANDLES_MAX = 25
MAX_PAGES = 10


class KalshiClient:
    """Typed public reads of the Kalshi Trade API v2."""

    facts: ClassVar[VenueFacts] = FACTS

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        """The client over the runtime's shared Kalshi client (the transport keeps the bucket)."""
        return cls(upstreams.client(UPSTREAM))

    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    def candles_url(self, series_ticker: str, ticker: str, period_minutes: int = 60) -> str:
        """The upstream address of one market's candlesticks (a result's ``source``)."""
        base = str(self._http.base_url).rstrip("/")
        return (f"{base}/series/{series_ticker}/markets/{ticker}/candlesticks"
                f"?period_interval={period_minutes}")

    async def _get(self, path: str, **params: Any) -> Any:
        query = {k: v for k, v in params.items() if v is not None}
        return await request_json(self._http, UPSTREAM, "GET", path, params=query)

    async def _get_or_none(self, path: str, **params: Any) -> Any:
        try:
            return await self._get(path, **params)
        except UpstreamUnavailable as exc:
            if exc.extra.get("upstream_status") == 404:
                return None
            raise

    async def _pages(self, path: str, key: str, limit: int, max_items: int, **params: Any
                     ) -> list[Any]:
        rows: list[Any] = []
        cursor: str | None = None
        for _ in range(MAX_PAGES):
            body = await self._get(path, limit=limit, cursor=cursor, **params)
            page = body.get(key) if isinstance(body, dict) else None
            if not isinstance(page, list):
                raise bad("kalshi", f"{path}: {key} must be a list")
            rows.extend(page)
            cursor = body.get("cursor") or None
            if not cursor or len(rows) >= max_items:
                break
        return rows[:max_items]

    # --- events and series

    async def event(self, event_ticker: str) -> Event | None:
        """One event with its markets nested, or ``None`` when Kalshi has no such event."""
        body = await self._get_or_none(f"/events/{event_ticker}", with_nested_markets="true")
        return None if body is None else event_from_kalshi(body)

    async def events(self, *, status: str | None = "open", series_ticker: str | None = None,
                     max_items: int = 400) -> list[Event]:
        """Events (with their markets) by status and series, paged by cursor."""
        rows = await self._pages("/events", "events", EVENTS_PAGE_MAX, max_items,
                                 status=status, series_ticker=series_ticker,
                                 with_nested_markets="true")
        return events_from_kalshi({"events": rows})

    async def series(self, category: str | None = None) -> list[Series]:
        return series_from_kalshi(await self._get("/series", category=category))

    # --- markets

    async def market(self, ticker: str) -> Market | None:
        body = await self._get_or_none(f"/markets/{ticker}")
        return None if body is None else markets_from_kalshi(body)[0]

    async def markets(self, *, event_ticker: str | None = None, series_ticker: str | None = None,
                      tickers: Sequence[str] = (), status: str | None = "open",
                      max_items: int = 1000) -> list[Market]:
        """Markets by event, series or tickers; multivariate combos excluded."""
        rows = await self._pages("/markets", "markets", MARKETS_PAGE_MAX, max_items,
                                 event_ticker=event_ticker, series_ticker=series_ticker,
                                 tickers=",".join(tickers) or None, status=status,
                                 mve_filter="exclude")
        return markets_from_kalshi({"markets": rows})

    async def orderbook(self, ticker: str, depth: int = 20) -> OrderBook | None:
        body = await self._get_or_none(f"/markets/{ticker}/orderbook", depth=depth)
        return None if body is None else book_from_kalshi(body, ticker)

    async def trades(self, ticker: str, *, limit: int = 100) -> list[Trade]:
        return trades_from_kalshi(await self._get("/markets/trades", ticker=ticker, limit=limit))

    async def candlesticks(self, series_ticker: str, ticker: str, start: datetime, end: datetime,
                           period_minutes: int = 60) -> list[Candle]:
        """One market's candles between ``start`` and ``end`` (oldest first)."""
        _check_period(period_minutes)
        body = await self._get_or_none(
            f"/series/{series_ticker}/markets/{ticker}/candlesticks",
            start_ts=int(start.timestamp()), end_ts=int(end.timestamp()),
            period_interval=period_minutes)
        return [] if body is None else candles_from_kalshi(body).get(ticker, [])

    async def batch_candlesticks(self, tickers: Sequence[str], start: datetime, end: datetime,
                                 period_minutes: int = 60) -> dict[str, list[Candle]]:
        """Candles of several markets, 25 tickers per request."""
        _check_period(period_minutes)
        out: dict[str, list[Candle]] = {}
        for i in range(0, len(tickers), BATCH_CANDLES_MAX):
            chunk = tickers[i:i + BATCH_CANDLES_MAX]
            body = await self._get("/markets/candlesticks", market_tickers=",".join(chunk),
                                   start_ts=int(start.timestamp()), end_ts=int(end.timestamp()),
                                   period_interval=period_minutes)
            out.update(candles_from_kalshi(body))
        return out

    # --- milestones and live data

    async def milestone(self, milestone_id: str) -> Milestone | None:
        body = await self._get_or_none(f"/milestones/{milestone_id}")
        return None if body is None else milestones_from_kalshi(body)[0]

    async def milestones(self, *, category: str | None = None, limit: int = 100
                         ) -> list[Milestone]:
        return milestones_from_kalshi(await self._get("/milestones", limit=limit,
                                                      category=category))

    async def live_game(self, milestone_id: str) -> LiveGame | None:
        body = await self._get_or_none(f"/live_data/milestone/{milestone_id}")
        return None if body is None else live_game_from_kalshi(body)


def _check_period(minutes: int) -> None:
    if minutes not in CANDLE_PERIODS:
        raise ValueError(f"period_interval must be one of {CANDLE_PERIODS}, got {minutes}")
