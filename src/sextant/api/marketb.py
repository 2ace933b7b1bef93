"""The /marketb routes over the Kalshi Trade API (spec 2.6).

Routes only: orchestration is :mod:`sextant.groups.marketb`.
"""

from __future__ import annotations

from datetime import UTC, datetime

from fastapi import APIRouter, Depends

from sextant import catalog
from sextant.api.deps import get_runtime
from sextant.groups import marketb as group
from sextant.groups.common import ResultSource
from sextant.runtime import Runtime
from sextant.schemas import predmarket as schema
from sextant.venues.kalshi import KalshiClient

__all__ = ["router"]

router = APIRouter(tags=["marketb"])
TREND = catalog.BY_KEY["POST /marketb/consensus-trend"]
LIVE = catalog.BY_KEY["POST /marketb/sports-live-edge"]


def kalshi(runtime: Runtime = Depends(get_runtime)) -> KalshiClient:
    """The runtime's one Kalshi client."""
    return runtime.venue(KalshiClient)


def source(runtime: Runtime = Depends(get_runtime)) -> ResultSource:
    return ResultSource("sandbox" if runtime.settings.is_sandbox else "live", datetime.now(UTC))


@router.post(TREND.path, response_model=schema.ConsensusTrendResponse, summary=TREND.summary)
async def consensus_trend(
    body: schema.ConsensusTrendRequest, client: KalshiClient = Depends(kalshi),
    src: ResultSource = Depends(source),
) -> schema.ConsensusTrendResponse:
    """Spec 2.6 consensus trend of one Kalshi event."""
    result = await group.consensus_trend(client, body.event, src, src.fetched_at)
    return schema.ConsensusTrendResponse.model_validate(result, from_attributes=True)


@router.post(LIVE.path, response_model=schema.SportsLiveEdgeResponse, summary=LIVE.summary)
async def sports_live_edge(
    body: schema.SportsLiveEdgeRequest, client: KalshiClient = Depends(kalshi),
    src: ResultSource = Depends(source),
) -> schema.SportsLiveEdgeResponse:
    """Spec 2.6 momentum versus market reaction of one live game."""
    result = await group.sports_live_edge(client, body.milestone, body.market, src,
                                          src.fetched_at)
    return schema.SportsLiveEdgeResponse.model_validate(result, from_attributes=True)
