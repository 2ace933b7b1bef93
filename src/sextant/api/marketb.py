"""The /marketb routes over the Kalshi Trade API (spec 2.6).

Routes only: orchestration is :mod:`sextant.groups.marketb`.
"""

from __future__ import annotations

from fastapi import APIRouter, Depends

from sextant import catalog
from sextant.api.deps import get_runtime, result_source
from sextant.groups import marketb as group
from sextant.groups import spread as spread_group
from sextant.groups import spread_kalshi
from sextant.groups.common import ResultSource
from sextant.runtime import Runtime
from sextant.schemas import predmarket as schema
from sextant.venues.kalshi import KalshiClient
from sextant.venues.limitless import LimitlessClient
from sextant.venues.polymarket import PolymarketClient

__all__ = ["router"]

router = APIRouter(tags=["marketb"])
TREND = catalog.BY_KEY["POST /marketb/consensus-trend"]
LIVE = catalog.BY_KEY["POST /marketb/sports-live-edge"]
PREDMARKET_SPREAD = catalog.BY_KEY["POST /predmarket/spread"]
KALSHI_SPREAD = catalog.BY_KEY["POST /marketb-marketa/spread"]


def kalshi(runtime: Runtime = Depends(get_runtime)) -> KalshiClient:
    """The runtime's one Kalshi client."""
    return runtime.venue(KalshiClient)



@router.post(TREND.path, response_model=schema.ConsensusTrendResponse, summary=TREND.summary)
async def consensus_trend(
    body: schema.ConsensusTrendRequest, client: KalshiClient = Depends(kalshi),
    src: ResultSource = Depends(result_source),
) -> schema.ConsensusTrendResponse:
    """Spec 2.6 consensus trend of one Kalshi event."""
    result = await group.consensus_trend(client, body.event, src, src.fetched_at)
    return schema.ConsensusTrendResponse.model_validate(result, from_attributes=True)


@router.post(LIVE.path, response_model=schema.SportsLiveEdgeResponse, summary=LIVE.summary)
async def sports_live_edge(
    body: schema.SportsLiveEdgeRequest, client: KalshiClient = Depends(kalshi),
    src: ResultSource = Depends(result_source),
) -> schema.SportsLiveEdgeResponse:
    """Spec 2.6 momentum versus market reaction of one live game."""
    result = await group.sports_live_edge(client, body.milestone, body.market, src,
                                          src.fetched_at)
    return schema.SportsLiveEdgeResponse.model_validate(result, from_attributes=True)


@router.post(PREDMARKET_SPREAD.path, response_model=schema.PredmarketSpreadResponse,
             summary=PREDMARKET_SPREAD.summary, tags=["spread"])
async def predmarket_spread(
    body: schema.SpreadRequest, runtime: Runtime = Depends(get_runtime),
    src: ResultSource = Depends(result_source),
) -> schema.PredmarketSpreadResponse:
    """Spec 2.7 Polymarket (marketa) versus Limitless (marketc) spreads on a topic."""
    pm, lm = runtime.venue(PolymarketClient), runtime.venue(LimitlessClient)
    sources = {"marketa": "Polymarket Gamma /public-search and CLOB /book",
               "marketc": "Limitless /markets/search and /markets/{slug}/orderbook"}
    result = await spread_group.predmarket_spread(pm, lm, body.topic, body.limit, src, sources)
    return schema.PredmarketSpreadResponse.model_validate(result, from_attributes=True)


@router.post(KALSHI_SPREAD.path, response_model=schema.MarketbMarketaSpreadResponse,
             summary=KALSHI_SPREAD.summary, tags=["spread"])
async def marketb_marketa_spread(
    body: schema.SpreadRequest, runtime: Runtime = Depends(get_runtime),
    src: ResultSource = Depends(result_source),
) -> schema.MarketbMarketaSpreadResponse:
    """Spec 2.6 Kalshi (marketb) versus Polymarket (marketa) spreads on a topic."""
    kc, pm = runtime.venue(KalshiClient), runtime.venue(PolymarketClient)
    sources = {"marketb": "Kalshi /events?with_nested_markets and /markets/{ticker}/orderbook",
               "marketa": "Polymarket Gamma /public-search and CLOB /book"}
    result = await spread_kalshi.marketb_marketa_spread(kc, pm, body.topic, body.limit, src,
                                                        sources)
    return schema.MarketbMarketaSpreadResponse.model_validate(result, from_attributes=True)
