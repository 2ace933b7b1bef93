"""The six /perpdex routes over the Hyperliquid info API (spec 2.3, 2.4).

Routes only: the orchestration is :mod:`sextant.groups.perpdex`, whose typed results carry the
response models' field names.
"""

from __future__ import annotations

from fastapi import APIRouter, Depends

from sextant import catalog
from sextant.api.deps import get_runtime, result_source
from sextant.groups import perpdex as group
from sextant.groups.common import ResultSource
from sextant.runtime import Runtime
from sextant.schemas import perpdex as schema
from sextant.venues.hyperliquid import HyperliquidClient

__all__ = ["router", "venue"]

router = APIRouter(tags=["perpdex"])
SCORE = catalog.BY_KEY["POST /perpdex/score"]
PNL = catalog.BY_KEY["POST /perpdex/pnl"]
SCREEN = catalog.BY_KEY["POST /perpdex/screen"]
VAULT = catalog.BY_KEY["POST /perpdex/vault"]
RISK = catalog.BY_KEY["POST /perpdex/risk"]
FILLS = catalog.BY_KEY["POST /perpdex/fills"]


def venue(runtime: Runtime = Depends(get_runtime)) -> HyperliquidClient:
    """The runtime's one Hyperliquid client."""
    return runtime.venue(HyperliquidClient)



@router.post(SCORE.path, response_model=schema.PerpdexScoreResponse, summary=SCORE.summary)
async def perpdex_score(
    body: schema.PerpdexUserRequest, client: HyperliquidClient = Depends(venue),
    src: ResultSource = Depends(result_source),
) -> schema.PerpdexScoreResponse:
    """Spec 2.3 skill score of one trader."""
    result = await group.score(client, body.user, src)
    return schema.PerpdexScoreResponse.model_validate(result, from_attributes=True)


@router.post(PNL.path, response_model=schema.PerpdexPnlResponse, summary=PNL.summary)
async def perpdex_pnl(
    body: schema.PerpdexUserRequest, client: HyperliquidClient = Depends(venue),
    src: ResultSource = Depends(result_source),
) -> schema.PerpdexPnlResponse:
    """The score plus open positions on every dex and the last 10 fills."""
    result = await group.pnl(client, body.user, src)
    return schema.PerpdexPnlResponse.model_validate(result, from_attributes=True)


@router.post(RISK.path, response_model=schema.PerpdexRiskResponse, summary=RISK.summary)
async def perpdex_risk(
    body: schema.PerpdexUserRequest, client: HyperliquidClient = Depends(venue),
    src: ResultSource = Depends(result_source),
) -> schema.PerpdexRiskResponse:
    """Liquidation rate, funding burn and the recent-outflow flag."""
    result = await group.risk(client, body.user, src)
    return schema.PerpdexRiskResponse.model_validate(result, from_attributes=True)


@router.post(FILLS.path, response_model=schema.PerpdexFillsResponse, summary=FILLS.summary)
async def perpdex_fills(
    body: schema.PerpdexFillsRequest, client: HyperliquidClient = Depends(venue),
    src: ResultSource = Depends(result_source),
) -> schema.PerpdexFillsResponse:
    """The last n fills of a coin market-wide, or of one trader, with the flow split."""
    result = await group.fills(client, body.user, body.coin, body.n, src)
    return schema.PerpdexFillsResponse.model_validate(result, from_attributes=True)


@router.post(SCREEN.path, response_model=schema.PerpdexScreenResponse, summary=SCREEN.summary)
async def perpdex_screen(
    body: schema.PerpdexScreenRequest, client: HyperliquidClient = Depends(venue),
    src: ResultSource = Depends(result_source),
) -> schema.PerpdexScreenResponse:
    """Top n traders of a coin by their volume on it, each scored on full history."""
    result = await group.screen(client, body.coin, body.n, src)
    return schema.PerpdexScreenResponse.model_validate(result, from_attributes=True)


@router.post(VAULT.path, response_model=schema.PerpdexVaultResponse, summary=VAULT.summary)
async def perpdex_vault(
    body: schema.PerpdexVaultRequest, client: HyperliquidClient = Depends(venue),
    src: ResultSource = Depends(result_source),
) -> schema.PerpdexVaultResponse:
    """Vault score, leader skill, top-5 depositors, redemption and distribution, liveness."""
    result = await group.vault(client, body.vault, src)
    return schema.PerpdexVaultResponse.model_validate(result, from_attributes=True)
