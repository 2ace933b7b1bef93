"""Request and response bodies of the /swapdex and /narrative endpoints (spec 2.8, 2.9).

``chain`` takes the spec's allowed values (Part 4); anything else is a 400 ``invalid_chain``
whose message lists them. Field names of the responses are the group results' attributes.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import AliasChoices, BaseModel, Field

from sextant.schemas.base import RequestModel
from sextant.schemas.perpdex import Source
from sextant.signals.narrative import Reading, UnresolvedReason
from sextant.signals.swapdex import BasisSignal, Honeypot, Reason, Risk, Stance, Trend
from sextant.validators import NonBlankStr

Chain = Literal["ethereum", "base", "arbitrum", "polygon", "optimism", "bsc"]


class NarrativeRequest(RequestModel):
    chain: Chain = "ethereum"
    limit: int = Field(default=10, ge=1, le=25, description="ranked rows returned")
    cohort: int = Field(default=40, ge=5, le=100,
                        description="coins taken from the top of the social feed")


SocialState = Literal["live", "cache", "stale"]


class SentimentShiftRecord(BaseModel):
    shift: float = Field(description="places the coin climbed in the social feed's ranking "
                                     "since its previous reading (0 without one)")
    divergence_note: str


class RankedNarrativeRecord(BaseModel):
    symbol: str
    token_address: str
    registry_id: str | None = Field(description="the token registry's (CoinGecko) id")
    divergence: float = Field(description="social_rank - flow_rank")
    reading: Reading = Field(description="> +20 overhyped, < -20 under_the_radar, else aligned")
    social_rank: float = Field(description="percentile (0-100) of social attention within the "
                                           "resolved cohort; ties share the midpoint")
    flow_rank: float = Field(description="percentile (0-100) of flow_acceleration within the "
                                         "resolved cohort; ties share the midpoint")
    flow_acceleration: float = Field(description="mean volume of the last 2 full days over the "
                                                 "mean of the 8 full days before them")
    sentiment_shift: SentimentShiftRecord
    thin_sample: bool = Field(description="fewer than 5 posts or 4 authors behind the social "
                                          "reading (or the feed does not count them)")


class UnresolvedNarrativeRecord(BaseModel):
    symbol: str
    reason: UnresolvedReason
    registry_id: str | None = Field(description="the token registry's (CoinGecko) id")
    detail: str


class NarrativeFreshness(BaseModel):
    social_feed: str
    social_fetched_at: datetime
    social_age_seconds: int
    registry_fetched_at: datetime
    registry_age_seconds: int
    subgraph_id: str | None
    subgraph_block_timestamp: int | None = Field(description="the subgraph's _meta block time")
    subgraph_age_seconds: int | None


class NarrativeSource(Source):
    upstream: str = "social feed (CoinGecko or LunarCrush), CoinGecko registry, Uniswap v3"


class NarrativeResponse(BaseModel):
    chain: Chain
    cohort_size: int = Field(description="coins taken from the social feed")
    social_source: SocialState = Field(
        description="live: fetched for this call; cache: the shared snapshot, younger than the "
                    "refresh interval (2 h); stale: older, served because the refetch failed")
    sentiment_shift_source: SocialState = Field(
        description="freshness of the reading the shifts come from (the same feed fetch)")
    ranked: list[RankedNarrativeRecord] = Field(description="by |divergence|, at most `limit`")
    unresolved: list[UnresolvedNarrativeRecord] = Field(
        description="every cohort symbol not resolved to a trading contract, with its reason")
    unresolved_count: int
    resolved_count: int
    freshness: NarrativeFreshness
    source: NarrativeSource


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

