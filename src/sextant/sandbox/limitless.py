"""Deterministic simulator of the Limitless Exchange public API over the shared world.

Serves the world's Limitless listings (``prediction_layout(world, "limitless")``): single CLOB
markets and NegRisk groups with their children (``marketType`` group, children in
``markets[]``), search, order books (raw 6-dp sizes) and historical prices. Shapes follow the
recorded market, order book and history answers (``fixtures/limitless``).
"""

from __future__ import annotations

import functools
import hashlib
import random
import time
from datetime import timedelta
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox.world import Listing, World, build_world, prediction_layout
from sextant.venues.limitless_facts import ACTIVE_PAGE_MAX

__all__ = ["Simulator", "app_of", "create_app", "simulator"]

HOUR_S = 3600
USDC_BASE = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"
RAW = 10**6
_STOP = {"will", "the", "a", "an", "in", "on", "by", "of", "to", "be", "at", "before", "than"}


class Simulator:
    def __init__(self, seed: int, anchor_ms: int | None = None) -> None:
        self.seed = seed
        self.anchor_ms = anchor_ms if anchor_ms is not None else (
            int(time.time()) // HOUR_S * HOUR_S * 1000)

    @property
    def world(self) -> World:
        return build_world(self.seed, self.anchor_ms)

    @functools.cached_property
    def listings(self) -> tuple[Listing, ...]:
        return prediction_layout(self.world, "limitless").listings

    @functools.cached_property
    def categories(self) -> dict[str, str]:
        return {x.market_id: e.category for e in self.world.events for x in e.on("limitless")}

    def _id(self, slug: str) -> int:
        return 1000 + int(hashlib.sha256(slug.encode()).hexdigest()[:6], 16) % 9000

    def _half_spread(self, slug: str) -> float:
        return random.Random(f"lm-spread:{self.seed}:{slug}").choice((0.005, 0.01, 0.015))

    def single(self, x: Listing) -> dict[str, Any]:
        p, w = x.yes_price, self._half_spread(x.market_id)
        close_ms = int(x.close_time.timestamp() * 1000)
        condition = x.title.rstrip("?")
        return {
            "id": self._id(x.market_id), "conditionId": "0x" + hashlib.sha256(
                f"lm-cond:{x.market_id}".encode()).hexdigest(),
            "negRiskRequestId": None,
            "description": f"<p>This market will resolve to \"YES\" if {condition} "
                           f"(expiring {x.close_time.strftime('%b %-d, %Y %H:%M')} UTC). "
                           "Otherwise, the market will resolve to \"NO\".</p>",
            "collateralToken": {"address": USDC_BASE, "decimals": 6, "symbol": "USDC"},
            "title": x.title, "proxyTitle": None,
            "expirationDate": x.close_time.strftime("%b %-d, %Y"),
            "expirationTimestamp": close_ms, "createdAt": (x.close_time - timedelta(
                days=30)).strftime("%Y-%m-%dT%H:%M:%S.000Z"),
            "categories": [self.categories.get(x.market_id, "Other")], "status": "FUNDED",
            "expired": False, "tags": [], "volume": str(int(x.volume_usd * RAW)),
            "volumeFormatted": f"{x.volume_usd:.6f}",
            "tokens": {"yes": x.outcome_ids[0], "no": x.outcome_ids[1]},
            "prices": [round(p, 4), round(1 - p, 4)],
            "tradePrices": {"buy": {"market": [round(p + w, 4), round(1 - p + w, 4)],
                                    "limit": [round(p - w, 4), round(1 - p - w, 4)]},
                            "sell": {"market": [round(p - w, 4), round(1 - p - w, 4)],
                                     "limit": [round(p + w, 4), round(1 - p + w, 4)]}},
            "slug": x.market_id, "tradeType": "clob", "marketType": "single",
            "priorityIndex": 0, "winningOutcomeIndex": None, "metadata": {"fee": 0.01},
            "settings": {"minSize": "1000000", "maxSpread": 0.035, "c": "3"},
        }

    def rows(self) -> list[dict[str, Any]]:
        """Active markets: singles, and each group once with its children nested."""
        out: list[dict[str, Any]] = []
        groups: dict[str, dict[str, Any]] = {}
        for x in self.listings:
            if x.event_id == x.market_id:
                out.append(self.single(x))
                continue
            group = groups.get(x.event_id)
            if group is None:
                group = groups[x.event_id] = {
                    "id": self._id(x.event_id), "slug": x.event_id, "title": x.event_title,
                    "marketType": "group", "tradeType": "group", "status": "FUNDED",
                    "expired": False, "categories": [self.categories.get(x.market_id, "Other")],
                    "expirationTimestamp": int(x.close_time.timestamp() * 1000),
                    "negRiskMarketId": "0x" + hashlib.sha256(x.event_id.encode()).hexdigest(),
                    "markets": []}
                out.append(group)
            child = self.single(x)
            child["title"] = x.group_label or x.title
            group["markets"].append(child)
        return out

    def find(self, slug: str) -> dict[str, Any] | None:
        for row in self.rows():
            if row["slug"] == slug:
                return row
            for child in row.get("markets", ()):
                if child["slug"] == slug:
                    return dict(child)
        return None

    def search(self, query: str) -> list[dict[str, Any]]:
        words = [w for w in query.lower().split() if w not in _STOP]
        def text(r: dict[str, Any]) -> str:
            return " ".join([r["title"], *(c["title"] for c in r.get("markets", ()))]).lower()
        return [r for r in self.rows() if words and all(w in text(r) for w in words)]

    def orderbook(self, row: dict[str, Any]) -> dict[str, Any]:
        p, slug = row["prices"][0], row["slug"]
        w = self._half_spread(slug)
        rng = random.Random(f"lm-book:{self.seed}:{slug}")
        bids = [{"price": round(p - w - 0.005 * i, 3), "size": rng.randrange(50, 3000) * RAW,
                 "side": "BUY"} for i in range(4) if p - w - 0.005 * i > 0.001]
        asks = [{"price": round(p + w + 0.005 * i, 3), "size": rng.randrange(50, 3000) * RAW,
                 "side": "SELL"} for i in range(4) if p + w + 0.005 * i < 0.999]
        return {"bids": bids, "asks": asks, "tokenId": row["tokens"]["yes"],
                "lastTradePrice": p, "adjustedMidpoint": p, "maxSpread": "0.035",
                "minSize": "1000000"}

    def history(self, row: dict[str, Any]) -> list[dict[str, Any]]:
        def series(r: dict[str, Any], title: str) -> dict[str, Any]:
            rng = random.Random(f"lm-hist:{self.seed}:{r['slug']}")
            p, pts = r["prices"][0], []
            for i in range(48):
                ts = self.anchor_ms - i * HOUR_S * 1000
                pts.append({"timestamp": str(ts), "price": round(min(0.99, max(0.01, p)), 3)})
                p += rng.gauss(0, 0.004)
            return {"title": title, "prices": pts}
        if row.get("marketType") == "group":
            return [series(c, c["title"]) for c in row["markets"]]
        return [series(row, "YES Token")]


@functools.lru_cache(maxsize=8)
def simulator(seed: int) -> Simulator:
    return Simulator(seed)


def create_app(seed: int) -> Starlette:
    """ASGI app answering the Limitless public market reads like api.limitless.exchange."""
    return app_of(simulator(seed))


def app_of(sim: Simulator) -> Starlette:
    """The ASGI app of one simulator (tests build one on a fixed anchor)."""

    def missing(slug: str) -> JSONResponse:
        return JSONResponse({"message": f"Market {slug} not found"}, status_code=404)

    async def active(request: Request) -> JSONResponse:
        q = request.query_params
        try:
            page, limit = int(q.get("page") or 1), int(q.get("limit") or 10)
        except ValueError:
            return JSONResponse({"message": "page and limit must be integers"}, status_code=400)
        if limit > ACTIVE_PAGE_MAX or limit < 1 or page < 1:
            return JSONResponse({"message": "limit must be 1..25"}, status_code=400)
        rows = sim.rows()
        return JSONResponse({"data": rows[(page - 1) * limit:page * limit],
                             "totalMarketsCount": len(rows)})

    async def search(request: Request) -> JSONResponse:
        rows = sim.search(request.query_params.get("query") or "")
        limit = int(request.query_params.get("limit") or 10)
        return JSONResponse({"markets": rows[:limit]})

    async def market(request: Request) -> JSONResponse:
        row = sim.find(request.path_params["slug"])
        return missing(request.path_params["slug"]) if row is None else JSONResponse(row)

    async def orderbook(request: Request) -> JSONResponse:
        row = sim.find(request.path_params["slug"])
        if row is None:
            return missing(request.path_params["slug"])
        if row.get("tradeType") != "clob":
            return JSONResponse({"message": "Orderbook is only available for CLOB markets"},
                                status_code=400)
        return JSONResponse(sim.orderbook(row))

    async def history(request: Request) -> JSONResponse:
        row = sim.find(request.path_params["slug"])
        if row is None:
            return missing(request.path_params["slug"])
        out = sim.history(row)
        return JSONResponse(out if len(out) > 1 else out[0])

    app = Starlette(routes=[
        Route("/markets/active", active), Route("/markets/search", search),
        Route("/markets/{slug}", market), Route("/markets/{slug}/orderbook", orderbook),
        Route("/markets/{slug}/historical-price", history),
    ])
    app.state.simulator = sim
    return app
