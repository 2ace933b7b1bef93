"""POST /agent/score (spec 2.10)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse

from sextant import catalog
from sextant.api.deps import get_runtime
from sextant.groups.agent import scorer_for
from sextant.groups.registration import registration_document
from sextant.runtime import Runtime
from sextant.schemas.agent import AgentScoreRequest, AgentScoreResponse

router = APIRouter(tags=["agent"])
SCORE = catalog.BY_KEY["POST /agent/score"]


@router.post(SCORE.path, response_model=AgentScoreResponse, summary=SCORE.summary)
async def agent_score(body: AgentScoreRequest, runtime: Runtime = Depends(get_runtime)
                      ) -> JSONResponse:
    """Reputation score of a wallet's ERC-8004 agents; 0 without a registration."""
    result = await scorer_for(runtime).score(body.wallet, body.days)
    record = AgentScoreResponse.model_validate(result, from_attributes=True)
    exclude = None if record.cache_hit else {"cache_age_sec"}
    return JSONResponse(record.model_dump(mode="json", exclude=exclude))


@router.get("/.well-known/agent-registration.json", include_in_schema=False)
async def agent_registration(runtime: Runtime = Depends(get_runtime)) -> dict[str, Any]:
    """Our ERC-8004 registration file (registration-v1), generated from the catalog."""
    return registration_document(runtime)
