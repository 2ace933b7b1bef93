"""LunarCrush simulator: ``GET /public/coins/list/v2`` over the shared world's registry coins.

The wire shape is LunarCrush API v4's coin list (upstreams.md §7: ``{"config": {...},
"data": [...]}``, rows with ``symbol``, ``social_volume_24h``, ``interactions_24h``,
``contributors_active``, ``sentiment``, ``galaxy_score``, ``alt_rank``, ``alt_rank_previous``).
No public recording exists (the API is key-gated), so the field set follows the published
field list. Calls without ``Authorization: Bearer`` answer 401, as live. Social volume is a
stable shuffle of its own, so its hype disagrees with on-chain flow in places; every fourth
coin is talked about by too few people (under 5 posts or 4 contributors): a thin sample.
"""

from __future__ import annotations

import hashlib
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox.world import build_world, token_registry_layout

__all__ = ["THIN_EVERY", "create_app", "social_order"]

THIN_EVERY = 4


def _h(*parts: object) -> int:
    return int.from_bytes(hashlib.sha256(":".join(map(str, parts)).encode()).digest()[:4], "big")


def social_order(seed: int) -> list[tuple[str, str, str]]:
    """(symbol, name, registry id) of the world's registry coins, loudest first."""
    world = build_world(seed)
    coins = {t.coingecko_id: (t.symbol, t.name, str(t.coingecko_id))
             for t in token_registry_layout(world).tokens}
    return sorted(coins.values(), key=lambda c: _h("lunar", seed, c[2]))


def create_app(seed: int = 402) -> Starlette:
    """The simulator of the world of ``seed``."""
    order = social_order(seed)

    def row(i: int, symbol: str, name: str, cid: str) -> dict[str, Any]:
        thin = i % THIN_EVERY == THIN_EVERY - 1
        posts = 2 + _h("posts", cid) % 3 if thin else 4_000 // (i + 1) + 40
        authors = 1 + _h("authors", cid) % 3 if thin else posts // 3 + 4
        alt = i + 1
        return {"id": _h("id", cid) % 100_000, "symbol": symbol, "name": name,
                "social_volume_24h": posts, "interactions_24h": posts * 37,
                "contributors_active": authors, "sentiment": 40 + _h("sent", cid) % 50,
                "galaxy_score": 30 + _h("galaxy", cid) % 60, "alt_rank": alt,
                "alt_rank_previous": alt + (_h("prev", cid) % 7) - 3,
                "categories": "defi", "topic": symbol.lower()}

    async def coins_list(request: Request) -> JSONResponse:
        if not request.headers.get("authorization", "").startswith("Bearer "):
            return JSONResponse({"error": "Unauthorized"}, status_code=401)
        limit = max(1, min(int(request.query_params.get("limit", 100)), 1000))
        rows = [row(i, *c) for i, c in enumerate(order)][:limit]
        sort = request.query_params.get("sort", "social_volume_24h")
        if rows and sort in rows[0]:
            rows.sort(key=lambda r: r[sort], reverse=request.query_params.get("desc") == "true")
        return JSONResponse({"config": {"sort": sort, "limit": limit}, "data": rows})

    return Starlette(routes=[Route(f"{prefix}/public/coins/list/v2", coins_list)
                             for prefix in ("", "/api4")])
