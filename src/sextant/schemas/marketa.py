"""Request and response bodies of the /marketa endpoints (spec 2.5).

Bodies the spec leaves open, defined here:

- ``/marketa/screen``: ``{market: slug or condition id, n: 1..20, default 10}``; ``n`` holders
  per outcome (the Data API serves at most 20 holders per token). An unknown market answers
  400 ``unknown_market`` with ``close_matches``.
- ``/marketa/leaders``: ``{order_by: pnl | volume (default pnl), window: 1d | 7d | 30d | all
  (default 7d), limit: 1..50, default 20}``; 50 is the upstream leaderboard's page cap, and
  each leader costs one more upstream read (its full-history aggregate).

``risk_classification`` values: ``low`` (score < 0.35: a deposit wallet whose signatures are
checked on chain), ``moderate`` (0.35..0.65: legacy proxies and Safes), ``elevated``
(>= 0.65: a plain key or an EIP-7702-delegated EOA, which can move collateral between an
off-chain match and its settlement). The screen's ``ghost_fill_risk`` flag is ``elevated``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from sextant.schemas.base import RequestModel
from sextant.signals.marketa import (
    CAVEATS,
    CREDIBLE_LEVEL,
    PRIOR_ALPHA,
    PRIOR_BETA,
    RiskClass,
    SkillClass,
    WalletKind,
    WalletType,
)
from sextant.validators import Address, NonBlankStr, coded_error

SCREEN_N_MAX = 20
LEADERS_LIMIT_MAX = 50


class MarketaWalletRequest(RequestModel):
    wallet: Address

    @model_validator(mode="before")
    @classmethod
    def _present(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("wallet") is None:
            raise coded_error("invalid_address",
                              "wallet is required: a 0x-prefixed 40-hex address")
        return data


class MarketaScreenRequest(RequestModel):
    market: NonBlankStr = Field(description="market slug or condition id (0x + 64 hex)")
    n: int = Field(default=10, ge=1, le=SCREEN_N_MAX, description="holders per outcome")


class MarketaLeadersRequest(RequestModel):
    order_by: Literal["pnl", "volume"] = "pnl"
    window: Literal["1d", "7d", "30d", "all"] = "7d"
    limit: int = Field(default=20, ge=1, le=LEADERS_LIMIT_MAX)


# ----------------------------------------------------------------------------- responses


class Source(BaseModel):
    upstream: str = "Polymarket Data API, Gamma and CLOB; Polygon JSON-RPC"
    mode: Literal["sandbox", "live"]
    fetched_at: datetime


SKILL_READING = (
    "behaviours §3.1: 50 + (200 * realized_roi + 5 * clamp(sharpe_like, -1, 1)) * confidence, "
    "clamped to 0..100; confidence = clamp(log10(trades) / 2.5, 0, 1) shrinks small samples "
    "toward 50; from the full-history aggregate, never a sample")


class WalletSkillRecord(BaseModel):
    wallet: str
    skill_score: float = Field(ge=0, le=100, description=SKILL_READING)
    classification: SkillClass = Field(
        description="insufficient_data under 20 trades; sharp >= 65; retail <= 40; else "
                    "neutral; a realized loss is never sharp (capped at neutral)")
    realized_pnl_usdc: float = Field(
        description="the upstream's all-time realized PnL plus resolved positions not yet "
                    "redeemed (unredeemed losers count at their full loss)")
    upstream_realized_pnl_usdc: float
    unredeemed_pnl_usdc: float
    total_volume_usdc: float
    realized_roi: float
    trades: int
    confidence: float = Field(ge=0, le=1)
    sharpe_like: float = Field(description="mean / stdev of clamp(pnl_i / cost_i, -5, 5) over "
                                           "resolved positions")
    win_rate: float = Field(
        ge=0, le=1, description=f"posterior mean under a Beta({PRIOR_ALPHA:g}, "
                                f"{PRIOR_BETA:g}) prior: (wins + 10) / (wins + losses + 20)")
    win_rate_raw: float | None = Field(description="wins / (wins + losses); null without any")
    win_rate_ci_low: float = Field(description=f"{CREDIBLE_LEVEL:.0%} equal-tailed credible "
                                               "interval, lower bound")
    win_rate_ci_high: float
    wins: int
    losses: int
    resolved_positions: int
    caveats: list[str] = Field(description="; ".join(f"{k}: {v}" for k, v in CAVEATS.items()))
    api_version: Literal["v2", "v1"] = Field(description="Data API version that answered")
    upstream_calls: int


class MarketaPnlQuickResponse(WalletSkillRecord):
    source: Source


class PositionRecord(BaseModel):
    market_id: str
    title: str | None
    outcome: str
    outcome_id: str
    status: str
    size: float
    avg_price: float | None
    cost_usdc: float | None
    mark_price: float | None
    mark_source: str = Field(description="clob_midpoint for open positions (falls back to the "
                                         "Data API's current price when the book is empty)")
    realized_pnl_usdc: float
    unrealized_pnl_usdc: float


class MarketRecord(BaseModel):
    market_id: str
    title: str | None
    positions: int
    open: bool
    realized_pnl_usdc: float
    unrealized_pnl_usdc: float
    cost_usdc: float


class MarketaPnlResponse(WalletSkillRecord):
    open_positions: list[PositionRecord]
    markets: list[MarketRecord]
    unrealized_pnl_usdc: float = Field(description="open positions marked to the CLOB mid")
    positions_truncated: bool
    source: Source


class MarketaRiskResponse(BaseModel):
    wallet: str
    wallet_type: WalletType
    ghost_fill_risk_score: float = Field(
        ge=0, le=1, description="the wallet type's risk (type_risk_score) revised by the "
        "wallet's own CLOB settlement record: any FAILED or RETRYING fill puts it at 0.75 plus "
        "the unsettled share or more; a clean record lowers it by at most 0.1")
    risk_classification: RiskClass = Field(description="low < 0.35 <= moderate < 0.65 <= "
                                                       "elevated")
    wallet_kind: WalletKind = Field(description="the finer kind behind wallet_type")
    delegate: str | None = Field(description="EIP-7702 delegate, when delegated")
    implementation: str | None = Field(description="ERC-1967 implementation, when set")
    code_size_bytes: int
    reasons: list[str]
    type_risk_score: float = Field(ge=0, le=1, description="the risk of the wallet type alone, "
                                   "before the wallet's own settlement record")
    fill_evidence: Literal["clob_trades", "unavailable", "not_read"] = Field(
        description="where the settlement record came from: the wallet's CLOB trades, or "
                    "unavailable (the CLOB lists trades to the wallet's own API key only)")
    fills_checked: int | None = Field(description="CLOB trades read (newest first)")
    confirmed_fills: int | None
    failed_fills: int | None = Field(description="matched fills that ended FAILED (ghost "
                                     "fills): any one makes the risk elevated")
    retrying_fills: int | None
    source: Source


class HolderRecord(BaseModel):
    rank: int
    wallet: str
    outcome: str
    outcome_id: str
    amount: float
    current_value_usdc: float | None
    skill_score: float
    classification: SkillClass
    realized_pnl_usdc: float
    trades: int
    ghost_fill_risk: bool
    wallet_type: WalletType
    ghost_fill_risk_score: float
    failed_fills: int | None = Field(description="the holder's failed CLOB fills (None: not "
                                     "listed by the CLOB)")


class MarketaScreenResponse(BaseModel):
    market_id: str
    slug: str | None
    title: str
    outcomes: list[str]
    n_requested: int = Field(description="holders asked for per outcome")
    n_returned: int = Field(description="holders returned over all outcomes")
    holders: list[HolderRecord]
    sharp_count: int
    ghost_fill_risk_count: int
    method: str
    source: Source


class LeaderRecord(BaseModel):
    rank: int
    wallet: str
    name: str | None
    window_pnl_usdc: float
    window_volume_usdc: float
    skill_score: float
    classification: SkillClass
    all_time_realized_pnl_usdc: float
    trades: int


class MarketaLeadersResponse(BaseModel):
    order_by: str
    window: str
    limit: int
    leaders: list[LeaderRecord]
    method: str
    source: Source
