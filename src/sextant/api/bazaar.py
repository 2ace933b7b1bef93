"""GET /bazaar/search (spec 2.13) and the index status. Free, with a per-client budget."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request

from sextant import catalog
from sextant.api.client_rate import ClientRateLimit, client_key
from sextant.api.deps import get_runtime
from sextant.api.openapi import error_responses
from sextant.groups import bazaar as group
from sextant.runtime import Runtime
from sextant.schemas import bazaar as schema

router = APIRouter(tags=["discovery"])
SEARCH = catalog.BY_KEY["GET /bazaar/search"]

_FREE_NOTE = (" Free: no payment and no credential (the spec leaves it open); each client "
              "address has a budget of calls a minute (429 with Retry-After beyond it).")


async def warm(app: Any) -> None:
    """Startup: build the index in the background (``api.app`` calls each router's ``warm``)."""
    await group.warm(app.state, app.state.runtime)


async def shutdown(app: Any) -> None:
    """Shutdown: stop the index's background sync and liveness prober."""
    await group.shutdown(app.state)


def discovery_budget(request: Request, runtime: Runtime = Depends(get_runtime)) -> None:
    """Take one call from the caller's free discovery budget."""
    limit = getattr(request.app.state, "discovery_limit", None)
    if limit is None:
        limit = ClientRateLimit(runtime.settings.discovery_per_minute)
        request.app.state.discovery_limit = limit
    limit.check(client_key(request))


def bazaar_group(request: Request, runtime: Runtime = Depends(get_runtime)
                 ) -> group.BazaarGroup:
    return group.for_app(request.app.state, runtime)


@router.get(SEARCH.path, response_model=schema.BazaarSearchResponse,
            description=SEARCH.summary + _FREE_NOTE,
            responses=error_responses(400, 429, 503))
async def bazaar_search(
    q: Annotated[str, Query(min_length=1, max_length=group.MAX_QUERY_CHARS,
                            description="keywords matched over resource URL, description "
                                        "and output schema")],
    max_price: Annotated[float | None, Query(ge=0, le=1_000_000,
                                             description="maximum price in USDC")] = None,
    network: Annotated[str | None, Query(max_length=64, description=(
        "a network name (base, polygon, solana...) or CAIP-2 id (eip155:8453)"))] = None,
    limit: Annotated[int, Query(ge=1, le=group.MAX_LIMIT)] = group.DEFAULT_LIMIT,
    live: Annotated[bool, Query(description="only resources that answered a valid 402 "
                                            "when last probed")] = False,
    _: None = Depends(discovery_budget),
    bazaar: group.BazaarGroup = Depends(bazaar_group),
) -> schema.BazaarSearchResponse:
    params = group.parse_params(q, max_price, network, limit, live)
    result = await bazaar.search(params)
    return schema.BazaarSearchResponse.model_validate(result, from_attributes=True)


@router.get("/bazaar/status", response_model=schema.BazaarIndexStatus,
            responses=error_responses(429, 503))
async def bazaar_status(
    _: None = Depends(discovery_budget),
    bazaar: group.BazaarGroup = Depends(bazaar_group),
) -> schema.BazaarIndexStatus:
    """The discovery index: last sync time and counts, size, liveness counts."""
    await bazaar.ensure_ready()
    return schema.BazaarIndexStatus.model_validate(bazaar.status())
