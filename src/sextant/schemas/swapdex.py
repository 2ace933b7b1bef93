"""Request and response bodies of the /swapdex and /narrative endpoints (spec 2.8, 2.9).

``chain`` takes the spec's allowed values (Part 4); anything else is a 400 ``invalid_chain``
whose message lists them. Field names of the responses are the group results' attributes.
"""

from __future__ import annotations

from typing import Literal

from pydantic import AliasChoices, BaseModel, Field

from sextant.schemas.base import RequestModel
from sextant.schemas.perpdex import Source
from sextant.signals.swapdex import BasisSignal, Honeypot, Reason, Risk, Stance, Trend
from sextant.validators import NonBlankStr

Chain = Literal["ethereum", "base", "arbitrum", "polygon", "optimism", "bsc"]


class NarrativeRequest(RequestModel):
    chain: Chain = "ethereum"
    limit: int = Field(default=10, ge=1, le=25)
    cohort: int = Field(default=40, ge=5, le=100)


class PretradeRequest(RequestModel):
    token: NonBlankStr = Field(description="a contract address, or a symbol resolved through "
                                           "the market-cap-ranked token registry")
    chain: Chain = "ethereum"
    version: Literal["v2", "v3", "v4"] | None = Field(
        default=None, description="pin one Uniswap version; default: v3, v4 and v2 together")


class BasisRequest(RequestModel):
    token: NonBlankStr = Field(validation_alias=AliasChoices("coin", "token"),
                               description="the perp coin (ETH maps to WETH, BTC to WBTC, "
                                           "MATIC to POL on the spot side); `coin` also works")
    chain: Chain = "ethereum"


class SwapTradersRequest(RequestModel):
    token: NonBlankStr
    chain: Chain = "ethereum"
    limit: int = Field(default=20, ge=1, le=100)


class SwapSource(Source):
    upstream: str = "Uniswap subgraphs (The Graph gateway)"


class ResolvedTokenRecord(BaseModel):
    address: str
    symbol: str | None
    resolved_via: Literal["address", "registry", "subgraph"]
    registry_id: str | None = None


class PoolRecord(BaseModel):
    pool_id: str
    version: Literal["v2", "v3", "v4"]
    fee_tier: int | None
    pair: str
    volume_usd: float = Field(description="all-time volume: pools are ranked by it, never TVL")
    tx_count: int | None


class FreshnessRecord(BaseModel):
    version: str
    subgraph_id: str
    block_timestamp: int | None = Field(description="the subgraph's _meta block time")
    age_seconds: int | None


class PretradeResponse(BaseModel):
    token: ResolvedTokenRecord
    chain: Chain
    tradeable: bool
    risk: Risk
    reasons: list[Reason]
    price_usd: float | None = Field(description="derivedETH x the native token's USD price")
    real_liquidity: bool = Field(description="TVL >= $10,000 and volume on the latest full day")
    liquidity_usd: float | None = Field(
        description="the deepest pool's latest daily TVL snapshot (v2: reserveUSD)")
    deepest_pool: PoolRecord
    candidate_pools: list[PoolRecord]
    spam_pools_filtered: int
    honeypot: Honeypot = Field(description="two-way-flow flag over the latest 25 swaps: high = "
                                           "no sells, elevated = no buys, unknown = < 4 swaps")
    swaps_checked: int
    buys: int
    sells: int
    trend: Trend = Field(description="latest full day vs the 3 before it (today skipped), "
                                     "+-20 %")
    latest_day_volume_usd: float | None
    versions_checked: list[str]
    freshness: list[FreshnessRecord]
    source: SwapSource


class BasisResponse(BaseModel):
    coin: str
    spot_token: ResolvedTokenRecord
    chain: Chain
    spot_price_usd: float
    perp_price_usd: float = Field(description="mean price of the latest perp fills")
    perp_fills_used: int
    basis_pct: float = Field(description="(perp - spot) / spot x 100")
    signal: BasisSignal = Field(description="> +0.25 % perp_premium, < -0.25 % perp_discount")
    spot_version: str
    source: SwapSource


class TraderRecord(BaseModel):
    address: str
    buys: int
    sells: int
    net_token: float
    volume_usd: float
    stance: Stance


class TradersResponse(BaseModel):
    token: ResolvedTokenRecord
    chain: Chain
    pool: PoolRecord
    swaps_read: int
    accumulators: int
    distributors: int
    traders: list[TraderRecord] = Field(
        description="by USD volume. Only buys: accumulator; only sells: distributor; both "
                    "ways: accumulating / distributing when the net exceeds 10 % of the "
                    "wallet's gross token flow, else two_way")
    source: SwapSource

