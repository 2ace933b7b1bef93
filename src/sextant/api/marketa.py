"""The five /marketa routes over Polymarket and Polygon (spec 2.5).

Routes only: the orchestration is :mod:`sextant.groups.marketa`, whose typed results carry the
response models' field names.
"""

from __future__ import annotations

from fastapi import APIRouter, Depends

from sextant import catalog
from sextant.api.deps import get_runtime, result_source
from sextant.groups import marketa as group
from sextant.groups.common import ResultSource
from sextant.runtime import Runtime
from sextant.schemas import marketa as schema
from sextant.venues.polygon_rpc import PolygonRpcClient
from sextant.venues.polymarket import PolymarketClient

__all__ = ["router"]

router = APIRouter(tags=["marketa"])
QUICK = catalog.BY_KEY["POST /marketa/pnl-quick"]
PNL = catalog.BY_KEY["POST /marketa/pnl"]
RISK = catalog.BY_KEY["POST /marketa/risk"]
SCREEN = catalog.BY_KEY["POST /marketa/screen"]
LEADERS = catalog.BY_KEY["POST /marketa/leaders"]


def venue(runtime: Runtime = Depends(get_runtime)) -> PolymarketClient:
    """The runtime's one Polymarket client."""
    return runtime.venue(PolymarketClient)


def chain(runtime: Runtime = Depends(get_runtime)) -> PolygonRpcClient:
    """The runtime's one Polygon RPC client."""
    return runtime.venue(PolygonRpcClient)



@router.post(QUICK.path, response_model=schema.MarketaPnlQuickResponse, summary=QUICK.summary)
async def marketa_pnl_quick(
    body: schema.MarketaWalletRequest, pm: PolymarketClient = Depends(venue),
    src: ResultSource = Depends(result_source),
) -> schema.MarketaPnlQuickResponse:
    """Skill, classification, realized PnL and win rate in four upstream reads (no lots).

    The reads, in one parallel round, first page (500 rows) each: Data API ``/v2/user-stats``
    (the full-history aggregate: realized PnL, volume, trade count) and ``/v2/positions`` with
    ``status=CLOSED`` (exited), ``REDEEMABLE`` (unredeemed winners) and ``REDEEMABLE_LOST``
    (unredeemed losers). Realized PnL adds both unredeemed lists, losers at their full loss;
    the win rate (Beta(10, 10) posterior mean and 90 % interval) counts the resolved
    positions read, won and lost alike. Four, not the issue's one or two, because no two
    documented reads give both an exact realized PnL and a measured win rate: dropping any
    one leaves the win rate survivor-biased (no losers or no winners among the unredeemed, or
    no exited positions) or realized PnL missing unredeemed positions, or the score without
    its aggregate. Over the sandbox's wallets (seeds 402 and 1234) classification and
    realized PnL (to the cent) agree with ``/marketa/pnl`` on every wallet, and so does the
    win rate except for a wallet with over 500 exited positions, where it is the newest 500's
    (caveat ``win_rate_from_recent_sample``; error under 0.011): ``bench/marketa.py``.
    """
    result = await group.pnl_quick(pm, body.wallet, src)
    return schema.MarketaPnlQuickResponse.model_validate(result, from_attributes=True)


@router.post(PNL.path, response_model=schema.MarketaPnlResponse, summary=PNL.summary)
async def marketa_pnl(
    body: schema.MarketaWalletRequest, pm: PolymarketClient = Depends(venue),
    src: ResultSource = Depends(result_source),
) -> schema.MarketaPnlResponse:
    """Skill plus per-market records and open positions marked to the CLOB mid."""
    result = await group.pnl(pm, body.wallet, src)
    return schema.MarketaPnlResponse.model_validate(result, from_attributes=True)


@router.post(RISK.path, response_model=schema.MarketaRiskResponse, summary=RISK.summary)
async def marketa_risk(
    body: schema.MarketaWalletRequest, pm: PolymarketClient = Depends(venue),
    rpc: PolygonRpcClient = Depends(chain), src: ResultSource = Depends(result_source),
) -> schema.MarketaRiskResponse:
    """Wallet type and ghost-fill risk with the evidence."""
    result = await group.risk(pm, rpc, body.wallet, src)
    return schema.MarketaRiskResponse.model_validate(result, from_attributes=True)


@router.post(SCREEN.path, response_model=schema.MarketaScreenResponse, summary=SCREEN.summary)
async def marketa_screen(
    body: schema.MarketaScreenRequest, pm: PolymarketClient = Depends(venue),
    rpc: PolygonRpcClient = Depends(chain), src: ResultSource = Depends(result_source),
) -> schema.MarketaScreenResponse:
    """Top holders of each outcome with skill and the ghost-fill flag."""
    result = await group.screen(pm, rpc, body.market, body.n, src)
    return schema.MarketaScreenResponse.model_validate(result, from_attributes=True)


@router.post(LEADERS.path, response_model=schema.MarketaLeadersResponse, summary=LEADERS.summary)
async def marketa_leaders(
    body: schema.MarketaLeadersRequest, pm: PolymarketClient = Depends(venue),
    src: ResultSource = Depends(result_source),
) -> schema.MarketaLeadersResponse:
    """Leaderboard by PnL or volume over a window, each leader with a derived skill."""
    result = await group.leaders(pm, body.order_by, body.window, body.limit, src)
    return schema.MarketaLeadersResponse.model_validate(result, from_attributes=True)
