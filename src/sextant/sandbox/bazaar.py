"""Simulator of a facilitator's Bazaar discovery API, and of the sellers it lists.

``create_app(seed)`` answers ``GET /discovery/resources`` like
``api.cdp.coinbase.com/platform/v2/x402``: ``{x402Version: 2, items, pagination}`` with
offset paging (pages of at most ``MAX_PAGE``; a caller honours the size that comes back).
``create_sellers_app(seed)`` answers for every listed host: a live seller answers an unpaid
call with a valid x402 402, a dead one with 404, 200 or 503 (the prober's sandbox world).
"""

from __future__ import annotations

import asyncio
import base64
import json
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from sextant.catalog import Endpoint
from sextant.payments.terms import PaymentTerms
from sextant.sandbox.discovery_world import EPOCH, Listing, World, build_world

MAX_PAGE = 500
CDP_PREFIX = "/platform/v2/x402"  # the path of the live base URL
DEFAULT_PAGE = 20


@lru_cache(maxsize=4)
def world_for(seed: int) -> World:
    """The world of ``seed`` (one per process and seed, like every simulator)."""
    return build_world(seed)


def _int(value: str | None, default: int, low: int, high: int) -> int | None:
    if value is None:
        return default
    try:
        number = int(value)
    except ValueError:
        return None
    return number if low <= number <= high else None


def discovery_app(world: World) -> Starlette:
    """The discovery API over ``world``."""

    async def resources(request: Request) -> Response:
        q = request.query_params
        limit = _int(q.get("limit"), DEFAULT_PAGE, 1, 10_000)
        offset = _int(q.get("offset"), 0, 0, 10**9)
        if limit is None or offset is None:
            return JSONResponse({"error": "invalid_request",
                                 "message": "limit and offset must be non-negative integers"},
                                status_code=400)
        limit = min(limit, MAX_PAGE)
        kind = q.get("type")
        listings = list(world.listings.values())
        if kind and kind != "http":
            listings = []
        page = listings[offset: offset + limit]
        body = {"x402Version": 2, "items": [x.item() for x in page],
                "pagination": {"limit": limit, "offset": offset, "total": len(listings)}}
        # in-process, the simulator shares the caller's event loop: encode off it
        return Response(await asyncio.to_thread(json.dumps, body),
                        media_type="application/json")

    app = Starlette(routes=[Route(f"{prefix}/discovery/resources", resources, methods=["GET"])
                            for prefix in ("", CDP_PREFIX)])
    app.state.world = world
    return app


def create_app(seed: int) -> Starlette:
    """The discovery API of the seeded world."""
    return discovery_app(world_for(seed))


def payment_required(listing: Listing) -> dict[str, Any]:
    """The v2 ``PaymentRequired`` a live seller answers with."""
    v2 = Listing(**{**listing.__dict__, "version": 2, "_rendered": None})
    return {"x402Version": 2, "error": "Payment required",
            "resource": {"url": listing.resource, "description": listing.description,
                         "mimeType": listing.mime_type},
            "accepts": v2.accepts()}


def _dead_status(listing: Listing) -> int:
    return (404, 200, 503)[sum(map(ord, listing.resource)) % 3]


def sellers_app(world: World) -> Any:
    """Every listed seller host: live ones answer 402, dead ones do not."""

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        host = dict(scope["headers"]).get(b"host", b"").decode()
        listing = (world.get(f"https://{host}{scope['path']}")
                   or world.get(f"http://{host}{scope['path']}"))
        if listing is None:
            response: Response = JSONResponse({"error": "not_found"}, status_code=404)
        elif listing.alive:
            required = payment_required(listing)
            header = base64.b64encode(json.dumps(required).encode()).decode()
            response = JSONResponse({"x402Version": 1, "error": "Payment required",
                                     "accepts": required["accepts"]}, status_code=402,
                                    headers={"PAYMENT-REQUIRED": header})
        else:
            status = _dead_status(listing)
            response = JSONResponse({"status": "gone" if status != 200 else "ok"},
                                    status_code=status)
        await response(scope, receive, send)

    return app


def list_own_endpoints(app: Any, endpoints: Sequence[Endpoint], base_url: str,
                       terms: PaymentTerms, service_name: str) -> None:
    """List this service's paid endpoints in the simulated catalogue (idempotent)."""
    world: World = app.state.world
    for e in endpoints:
        fields = tuple(e.response_model.model_fields) if e.response_model else ("result",)
        world.add(Listing(
            resource=f"{base_url}{e.path}", method=e.method, service_name=service_name,
            description=e.summary[:500], category="Data", price_atomic=e.price_atomic,
            networks=[terms.network], pay_to=terms.pay_to, version=2,
            last_updated=EPOCH, output_fields=fields[:12], tags=[e.group], alive=True,
        ))


def create_sellers_app(seed: int) -> Any:
    """The sellers of the seeded world."""
    return sellers_app(world_for(seed))
