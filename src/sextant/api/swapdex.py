"""The three /swapdex routes (spec 2.9): routes only; orchestration in
:mod:`sextant.groups.swapdex`."""

from __future__ import annotations

from fastapi import APIRouter, Depends

from sextant import catalog
from sextant.api.deps import get_runtime, result_source
from sextant.groups import swapdex as group
from sextant.groups.common import ResultSource
from sextant.runtime import Runtime
from sextant.schemas import swapdex as schema
from sextant.venues.coingecko import CoinGeckoClient
from sextant.venues.hyperliquid import HyperliquidClient
from sextant.venues.uniswap import UniswapClient

__all__ = ["router"]

router = APIRouter(tags=["swapdex"])
PRETRADE = catalog.BY_KEY["POST /swapdex/pretrade"]
BASIS = catalog.BY_KEY["POST /swapdex/basis"]
TRADERS = catalog.BY_KEY["POST /swapdex/traders"]


def uniswap(runtime: Runtime = Depends(get_runtime)) -> UniswapClient:
    return runtime.venue(UniswapClient)


def registry(runtime: Runtime = Depends(get_runtime)) -> CoinGeckoClient:
    return runtime.venue(CoinGeckoClient)


def perps(runtime: Runtime = Depends(get_runtime)) -> HyperliquidClient:
    return runtime.venue(HyperliquidClient)



@router.post(PRETRADE.path, response_model=schema.PretradeResponse, summary=PRETRADE.summary)
async def swapdex_pretrade(
    body: schema.PretradeRequest, uni: UniswapClient = Depends(uniswap),
    cg: CoinGeckoClient = Depends(registry), src: ResultSource = Depends(result_source),
) -> schema.PretradeResponse:
    """Pre-trade check of one token across Uniswap v3, v4 and v2 (behaviours.md §7.1)."""
    result = await group.pretrade(uni, cg, body.token, body.chain, body.version, src)
    return schema.PretradeResponse.model_validate(result, from_attributes=True)


@router.post(BASIS.path, response_model=schema.BasisResponse, summary=BASIS.summary)
async def swapdex_basis(
    body: schema.BasisRequest, uni: UniswapClient = Depends(uniswap),
    cg: CoinGeckoClient = Depends(registry), hl: HyperliquidClient = Depends(perps),
    src: ResultSource = Depends(result_source),
) -> schema.BasisResponse:
    """Uniswap spot against the perpdex price for one asset (behaviours.md §7.2)."""
    result = await group.basis(uni, cg, hl, body.token, body.chain, src)
    return schema.BasisResponse.model_validate(result, from_attributes=True)


@router.post(TRADERS.path, response_model=schema.TradersResponse, summary=TRADERS.summary)
async def swapdex_traders(
    body: schema.SwapTradersRequest, uni: UniswapClient = Depends(uniswap),
    cg: CoinGeckoClient = Depends(registry), src: ResultSource = Depends(result_source),
) -> schema.TradersResponse:
    """Per-wallet flow on the token's deepest pool (behaviours.md §7.3)."""
    result = await group.traders(uni, cg, body.token, body.chain, body.limit, src)
    return schema.TradersResponse.model_validate(result, from_attributes=True)
