"""POST /narrative/divergence (spec 2.8): routes only; orchestration in
:mod:`sextant.groups.narrative`."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends

from sextant import catalog
from sextant.api.deps import get_runtime, result_source
from sextant.api.swapdex import registry, uniswap
from sextant.groups import narrative as group
from sextant.groups.common import ResultSource
from sextant.runtime import Runtime
from sextant.schemas import swapdex as schema
from sextant.venues.coingecko import CoinGeckoClient
from sextant.venues.uniswap import UniswapClient

__all__ = ["router"]

router = APIRouter(tags=["narrative"])
DIVERGENCE = catalog.BY_KEY["POST /narrative/divergence"]


async def warm(app: Any) -> None:
    """Startup: the social feed's timer (``api.app`` runs each router's ``warm``)."""
    await group.social_half_for(app.state.runtime).run_timer()


def social(runtime: Runtime = Depends(get_runtime)) -> group.SocialHalf:
    return group.social_half_for(runtime)


@router.post(DIVERGENCE.path, response_model=schema.NarrativeResponse,
             summary=DIVERGENCE.summary)
async def narrative_divergence(
    body: schema.NarrativeRequest, uni: UniswapClient = Depends(uniswap),
    cg: CoinGeckoClient = Depends(registry), half: group.SocialHalf = Depends(social),
    src: ResultSource = Depends(result_source),
) -> schema.NarrativeResponse:
    """Social attention rank against flow-acceleration rank within the cohort (behaviours.md
    §6): overhyped, under the radar or aligned, and every symbol not resolved with its
    reason."""
    result = await group.divergence(uni, cg, half, body.chain, body.limit, body.cohort, src)
    return schema.NarrativeResponse.model_validate(result, from_attributes=True)
