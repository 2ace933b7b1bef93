"""Limitless Exchange client (public market reads) into the unified records.

Active markets (25 a page), one market by slug (a group market comes back as its children),
search, the CLOB order book and historical prices. Parsing is pure, in ``limitless_records``;
facts in ``limitless_facts``. AMM markets have no book (the API answers 400): ``orderbook``
returns ``None`` for them, as for an unknown slug (404).
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal, Self

import httpx

from sextant.errors import UpstreamUnavailable
from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json
from sextant.venues.base import VenueFacts
from sextant.venues.limitless_facts import ACTIVE_PAGE_MAX, FACTS, SEARCH_LIMIT_MAX
from sextant.venues.limitless_records import (
    book_from_limitless,
    markets_from_limitless,
    price_history_from_limitless,
)
from sextant.venues.predmarket import Market, OrderBook, PricePoint

__all__ = ["UPSTREAM", "LimitlessClient"]

UPSTREAM = FACTS.upstream
Interval = Literal["1h", "6h", "1d", "1w", "1m", "all"]


class LimitlessClient:
    """Typed public reads of the Limitless Exchange API."""

    facts: ClassVar[VenueFacts] = FACTS

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        return cls(upstreams.client(UPSTREAM))

    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    async def _get(self, path: str, *, missing: tuple[int, ...] = (404,), **params: Any) -> Any:
        query = {k: v for k, v in params.items() if v is not None}
        try:
            return await request_json(self._http, UPSTREAM, "GET", path, params=query)
        except UpstreamUnavailable as exc:
            if exc.extra.get("upstream_status") in missing:
                return None
            raise

    async def active(self, *, pages: int = 4, category_id: int | None = None) -> list[Market]:
        """Active markets, ``pages`` pages of 25 (group markets as their children)."""
        out: list[Market] = []
        path = "/markets/active" + (f"/{category_id}" if category_id is not None else "")
        for page in range(1, pages + 1):
            body = await self._get(path, page=page, limit=ACTIVE_PAGE_MAX)
            if not body or not body.get("data"):
                break
            out.extend(markets_from_limitless(body))
            if page * ACTIVE_PAGE_MAX >= int(body.get("totalMarketsCount") or 0):
                break
        return out

    async def search(self, query: str, *, limit: int = SEARCH_LIMIT_MAX) -> list[Any]:
        """Raw search rows (a group keeps its children nested: callers count groups apart)."""
        body = await self._get("/markets/search", query=query, limit=min(limit, SEARCH_LIMIT_MAX))
        rows = (body or {}).get("markets") if isinstance(body, dict) else body
        return list(rows or [])

    async def market(self, slug: str) -> list[Market]:
        """The market of ``slug`` (a group: its children); empty when unknown."""
        body = await self._get(f"/markets/{slug}")
        return [] if body is None else markets_from_limitless(body)

    async def orderbook(self, slug: str) -> OrderBook | None:
        body = await self._get(f"/markets/{slug}/orderbook", missing=(400, 404))
        return None if body is None else book_from_limitless(body, slug)

    async def history(self, slug: str, interval: Interval = "1d") -> list[PricePoint]:
        body = await self._get(f"/markets/{slug}/historical-price", interval=interval)
        return [] if body is None else price_history_from_limitless(body, slug)
