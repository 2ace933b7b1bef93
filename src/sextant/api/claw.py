"""GET /claw/scout: free and read-only, with the per-client discovery budget."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request

from sextant import catalog
from sextant.api.bazaar import discovery_budget
from sextant.api.deps import get_runtime
from sextant.api.openapi import error_responses
from sextant.groups import claw as group
from sextant.runtime import Runtime
from sextant.schemas.claw import ClawScoutResponse

router = APIRouter(tags=["discovery"])
SCOUT = catalog.BY_KEY["GET /claw/scout"]


@router.get(SCOUT.path, response_model=ClawScoutResponse,
            description=SCOUT.summary + " Free: no payment or credential; the feed is read "
            "at most once a minute (refresh=1 reads it now).",
            responses=error_responses(400, 429, 502, 503, 504))
async def claw_scout(
    request: Request,
    refresh: Annotated[bool, Query(description="1: bypass the 60 s cache")] = False,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    _: None = Depends(discovery_budget),
    runtime: Runtime = Depends(get_runtime),
) -> ClawScoutResponse:
    result = await group.for_app(request.app.state, runtime).scout(refresh, limit)
    return ClawScoutResponse.model_validate(result, from_attributes=True)
