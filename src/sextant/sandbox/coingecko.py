"""CoinGecko simulator over the shared world's registry tokens (honeypots and spam absent).

``/coins/list?include_platform=true``, ``/coins/markets``, ``/search/trending`` and
``/coins/categories`` in the real wire shapes (trending's ``market_cap`` and ``total_volume``
are display strings, as live). A coin listed on several chains is one id with several
platforms; the non-EVM coin has only a ``solana`` platform. Trending follows the world's hype
ranking (``hype_order``, a stable shuffle: it partly disagrees with on-chain flow); the
categories carry the coins trending leaves out, three per narrative.
"""

from __future__ import annotations

import hashlib
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox.world import Token, World, build_world, token_registry_layout

__all__ = ["PLATFORM_IDS", "TRENDING", "coins", "create_app", "hype_order"]

PLATFORM_IDS = {"ethereum": "ethereum", "base": "base", "solana": "solana"}
_SUPPLY = 1e9
#: ``/search/trending`` lists this many coins (as live).
TRENDING = 15


def _h(*parts: object) -> int:
    return int.from_bytes(hashlib.sha256(":".join(map(str, parts)).encode()).digest()[:4], "big")


def coins(world: World) -> dict[str, list[Token]]:
    """Registry id -> the world's tokens of that coin (one per chain)."""
    out: dict[str, list[Token]] = {}
    for t in token_registry_layout(world).tokens:
        assert t.coingecko_id is not None
        out.setdefault(t.coingecko_id, []).append(t)
    return out


def _market_cap(tokens: list[Token]) -> float:
    t = tokens[0]
    return t.price_usd * _SUPPLY * (50 if t.kind == "blue_chip" else 1) * (
        1 + _h("cap", t.coingecko_id) % 100 / 100)


def hype_order(world: World) -> list[str]:
    """Registry ids by social attention, loudest first (a stable shuffle of the registry)."""
    return sorted(coins(world), key=lambda cid: _h("hype", world.seed, cid))


def create_app(seed: int = 402) -> Starlette:
    """The simulator of the world of ``seed``."""
    world = build_world(seed)
    registry = coins(world)
    ranked = sorted(registry, key=lambda cid: -_market_cap(registry[cid]))
    rank = {cid: i + 1 for i, cid in enumerate(ranked)}

    async def coins_list(request: Request) -> JSONResponse:
        with_platforms = request.query_params.get("include_platform") == "true"
        rows = []
        for cid, tokens in sorted(registry.items()):
            row: dict[str, Any] = {"id": cid, "symbol": tokens[0].symbol.lower(),
                                   "name": tokens[0].name}
            if with_platforms:
                row["platforms"] = {PLATFORM_IDS.get(t.chain, t.chain): t.address
                                    for t in tokens}
            rows.append(row)
        return JSONResponse(rows)

    async def markets(request: Request) -> JSONResponse:
        if request.query_params.get("vs_currency") is None:
            return JSONResponse({"error": "Missing parameter vs_currency"}, status_code=400)
        ids = request.query_params.get("ids")
        wanted = [i for i in ranked if ids is None or i in ids.split(",")]
        per_page = min(int(request.query_params.get("per_page", 100)), 250)
        page = max(1, int(request.query_params.get("page", 1)))
        rows = []
        for cid in wanted[(page - 1) * per_page: page * per_page]:
            t = registry[cid][0]
            rows.append({"id": cid, "symbol": t.symbol.lower(), "name": t.name,
                         "current_price": t.price_usd, "market_cap": _market_cap(registry[cid]),
                         "market_cap_rank": rank[cid],
                         "total_volume": _market_cap(registry[cid]) / 20,
                         "price_change_percentage_24h": (_h("chg", cid) % 2000 - 1000) / 100,
                         "last_updated": world.anchor.isoformat()})
        return JSONResponse(rows)

    async def trending(request: Request) -> JSONResponse:
        items = []
        for score, cid in enumerate(hype_order(world)[:TRENDING]):
            t = registry[cid][0]
            cap = _market_cap(registry[cid])
            items.append({"item": {
                "id": cid, "coin_id": _h("coin", cid) % 40_000, "name": t.name,
                "symbol": t.symbol, "market_cap_rank": rank[cid], "slug": cid,
                "price_btc": t.price_usd / 90_000, "score": score,
                "data": {"price": t.price_usd, "price_btc": f"{t.price_usd / 90_000:.20f}",
                         "price_change_percentage_24h": {"usd": (_h("chg", cid) % 2000 - 1000)
                                                         / 100},
                         "market_cap": f"${cap:,.0f}", "total_volume": f"${cap / 20:,.0f}",
                         "content": None}}})
        return JSONResponse({"coins": items, "nfts": [], "categories": []})

    async def categories(request: Request) -> JSONResponse:
        # The narratives hold the coins trending leaves out (the real list has ~600 rows, each
        # naming only its top 3 coins by market cap), hottest first when asked to.
        loud = hype_order(world)
        groups = [loud[i:i + 3] for i in range(TRENDING, len(loud), 3)] + [loud[:3]]
        rows: list[dict[str, Any]] = []
        for k, members in enumerate(groups):
            members = sorted(members, key=lambda cid: rank[cid])
            cap = sum(_market_cap(registry[cid]) for cid in members)
            rows.append({"id": f"narrative-{k}", "name": f"Narrative {k}", "market_cap": cap,
                         "market_cap_change_24h": round(8.0 - 2.5 * k, 4),
                         "content": "A sandbox narrative.", "top_3_coins_id": members,
                         "top_3_coins": [f"https://sandbox.invalid/{cid}.png"
                                         for cid in members],
                         "volume_24h": cap / 20, "updated_at": world.anchor.isoformat()})
        if request.query_params.get("order") != "market_cap_change_24h_desc":
            rows.sort(key=lambda r: -r["market_cap"])
        return JSONResponse(rows)

    routes = []
    for prefix in ("", "/api/v3"):
        routes += [Route(f"{prefix}/coins/list", coins_list),
                   Route(f"{prefix}/coins/markets", markets),
                   Route(f"{prefix}/search/trending", trending),
                   Route(f"{prefix}/coins/categories", categories)]
    return Starlette(routes=routes)
