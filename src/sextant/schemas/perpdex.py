"""Request and response bodies of the /perpdex endpoints (spec 2.3, 2.4).

Bounds on ``n`` (the spec leaves them open):

- ``/perpdex/screen``: 1..10, default 10. Each screened trader costs the upstream budget
  (1200 weight/minute) a ``userFills`` read for ranking over a candidate pool of 2n addresses
  (20 + 1 per 20 fills returned, up to 120) plus ``portfolio`` and ``userFunding`` reads for
  scoring, so n = 10 is already about 3,000 weight, two and a half minutes of the live budget.
- ``/perpdex/fills``: 1..100, default 50. Either mode is one upstream read: a trader's
  ``userFills`` (2000 newest) or the coin's ``recentTrades`` tape, which is short; when the
  tape holds fewer than n trades the answer says so (``upstream_limited``).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from sextant.schemas.base import RequestModel
from sextant.signals.perpdex import RiskLevel, TraderClass, VaultClass
from sextant.validators import Address, NonBlankStr, coded_error
from sextant.venues.hyperliquid_records import CoinKind

SCREEN_N_MAX = 10
FILLS_N_MAX = 100


def _require_address(data: Any, name: str) -> Any:
    """A missing address is reported like a malformed one (``invalid_address``)."""
    if isinstance(data, dict) and data.get(name) is None:
        raise coded_error("invalid_address", f"{name} is required: a 0x-prefixed 40-hex address")
    return data


class PerpdexUserRequest(RequestModel):
    user: Address

    @model_validator(mode="before")
    @classmethod
    def _present(cls, data: Any) -> Any:
        return _require_address(data, "user")


class PerpdexScreenRequest(RequestModel):
    coin: NonBlankStr
    n: int = Field(default=10, ge=1, le=SCREEN_N_MAX)


class PerpdexVaultRequest(RequestModel):
    vault: Address

    @model_validator(mode="before")
    @classmethod
    def _present(cls, data: Any) -> Any:
        return _require_address(data, "vault")


class PerpdexFillsRequest(RequestModel):
    """Exactly one of ``coin`` (market-wide fills) or ``user`` (one trader's fills)."""

    coin: NonBlankStr | None = None
    user: Address | None = None
    n: int = Field(default=50, ge=1, le=FILLS_N_MAX)

    @model_validator(mode="before")
    @classmethod
    def _one_target(cls, data: Any) -> Any:
        if isinstance(data, dict):
            has_coin = data.get("coin") not in (None, "")
            has_user = data.get("user") not in (None, "")
            if has_coin == has_user:
                raise coded_error("coin_or_user_required",
                                  "give exactly one of coin or user")
        return data


# ----------------------------------------------------------------------------- responses


class Source(BaseModel):
    """Where the data came from and when it was read."""

    upstream: str = "hyperliquid info API"
    mode: Literal["sandbox", "live"]
    fetched_at: datetime


SCORE_READING = (
    "Spec 2.3 read with each component as a sub-score on 0..100: profitability "
    "50 + 0.5 * pnl_bps_of_volume (clamped to +-100 bps; 50 neutral), risk control "
    "100 - liquidation_rate_bps (1 point lost per bp, floored at 0), efficiency "
    "50 + 10 * clamp(profit_factor / 10, -5, 5) (50 neutral); raw = 0.4 * profitability + "
    "0.4 * risk control + 0.2 * efficiency (100 for a flawless trader); skill_score = "
    "50 + (raw - 50) * confidence. Departs from the original service, whose risk term was at "
    "most 50 (raw at most 80, so with the 10,000 fills the upstream serves no trader could "
    "reach 70 and 'sharp' was unreachable).")


class TraderScoreRecord(BaseModel):
    """Spec 2.3, plus which window each figure covers.

    The score departs from the original service: see ``skill_score``.
    """

    user: str
    skill_score: float = Field(ge=0, le=100, description=SCORE_READING)
    classification: TraderClass = Field(
        description="sharp when skill_score >= 70, retail when <= 35, else neutral; "
                    "insufficient_data under 100 trades whatever the score")
    sharpe_like: float = Field(description="realized_pnl_usdc / sqrt(total_volume_usdc)")
    pnl_bps_of_volume: float = Field(
        description="realized_pnl_usdc / total_volume_usdc in bps, clamped to +-100")
    liquidation_count: int
    liquidation_rate_bps: float = Field(
        description="liquidation fills per trade in bps (each bp costs the risk-control "
                    "sub-score one point)")
    funding_paid_per_volume_bps: float = Field(
        description="net funding paid per volume in bps, clamped to +-50; reported only, "
                    "not scored")
    profit_factor: float = Field(
        description="realized_pnl_usdc / total_fees_usdc: the same PnL and fees as reported "
                    "here (0 when there are no fees)")
    sample_size_trades: int = Field(description="fills examined (at most 10,000)")
    coins_traded: int
    confidence: float = Field(ge=0, le=1, description="log10(sample_size_trades) / 6, "
                                                      "clamped to 0..1")
    realized_pnl_usdc: float = Field(
        description="all-time PnL from the upstream portfolio (net of fees and funding) when "
                    "it has one, else the fills' closed PnL; see windows")
    total_volume_usdc: float
    total_fees_usdc: float = Field(
        description="fees over the same window as realized_pnl_usdc: the fills' fees, or, "
                    "when the fills are truncated and the PnL is all-time, the fills' fee "
                    "rate times the all-time volume (an estimate; see windows)")
    first_trade: datetime | None
    last_trade: datetime | None
    fills_truncated: bool = Field(
        description="true when the trader has more fills than the 10,000 the upstream serves")
    windows: dict[str, str] = Field(
        description="figure -> the data window it covers (portfolio_all_time, fills_all, "
                    "fills_truncated_to_most_recent_N, portfolio_all_time_volume_x_<fills "
                    "window>_fee_rate, user_funding_...)")


class PerpdexScoreResponse(TraderScoreRecord):
    source: Source


FillDirection = Literal["buy", "sell"]


class FillRecord(BaseModel):
    """One fill, the same shape on /perpdex/fills and in /perpdex/pnl ``last_fills``."""

    time: datetime
    coin: str
    direction: FillDirection = Field(
        description="'buy' or 'sell' on every endpoint: the trader's side for a trader's "
                    "fill, the aggressor's (taker's) side for a market-wide trade")
    side: FillDirection = Field(description="the same as direction (kept for compatibility)")
    upstream_dir: str | None = Field(
        default=None,
        description="Hyperliquid's own dir for a trader's fill, verbatim ('Open Long', "
                    "'Close Short', 'Buy', 'Liquidated Isolated Long', ...); null for "
                    "market-wide trades, whose tape carries none")
    price: float
    size: float
    notional_usdc: float
    fee_usdc: float
    fee_estimated: bool = Field(
        description="market-wide trades carry no fee: it is the base-tier taker fee")
    trader: str
    counterparty: str | None = None
    closed_pnl_usdc: float | None = None
    liquidation: bool = False
    tid: int | None = None
    hash: str


class PositionRecord(BaseModel):
    dex: str = Field(description="'' for the main dex, else the builder dex")
    coin: str
    side: Literal["long", "short"]
    size: float
    entry_px: float | None
    position_value_usdc: float
    unrealized_pnl_usdc: float
    return_on_equity: float
    leverage: float
    leverage_type: str
    liquidation_px: float | None
    margin_used_usdc: float


class SpotBalanceRecord(BaseModel):
    coin: str
    total: float
    hold: float
    entry_notional_usdc: float


class PerpdexPnlResponse(PerpdexScoreResponse):
    open_positions: list[PositionRecord]
    dexes_checked: list[str]
    spot_balances: list[SpotBalanceRecord]
    last_fills: list[FillRecord]


class ScreenedTrader(BaseModel):
    rank: int
    user: str
    coin_volume_usdc: float
    coin_fills: int
    score: TraderScoreRecord


class PerpdexScreenResponse(BaseModel):
    coin: str
    coin_kind: CoinKind
    n: int
    traders: list[ScreenedTrader]
    sharp_count: int
    retail_count: int
    candidates_examined: int
    method: str
    source: Source


class DepositorRecord(BaseModel):
    user: str
    equity_usdc: float
    stake_share: float


class PerpdexVaultResponse(BaseModel):
    vault: str
    name: str
    leader: str
    vault_score: float
    classification: VaultClass
    leader_skill_score: float
    leader_classification: TraderClass | None
    leader_skill_available: bool
    top_depositors: list[DepositorRecord]
    depositor_count: int
    top_depositor_share: float
    redemption_ratio: float
    distribution_rate: float
    commission_ratio: float
    deposits_usdc: float
    withdrawals_usdc: float
    last_activity_at: datetime | None
    is_live: bool = Field(description="activity in the last 7 days and not closed")
    is_closed: bool
    apr: float
    windows: dict[str, str]
    source: Source


class PerpdexRiskResponse(BaseModel):
    user: str
    risk_level: RiskLevel
    classification: TraderClass
    skill_score: float
    liquidation_count: int
    liquidation_rate_bps: float
    funding_paid_usdc: float = Field(description="funding burn: net funding paid (>0 paid)")
    funding_paid_per_volume_bps: float
    recent_24h_outflow_flag: bool
    recent_24h_outflow_usdc: float
    windows: dict[str, str]
    source: Source


class PerpdexFillsResponse(BaseModel):
    coin: str | None
    user: str | None
    n: int
    returned: int
    upstream_limited: bool
    fills: list[FillRecord]
    buy_count: int
    sell_count: int
    buy_notional_usdc: float
    sell_notional_usdc: float
    buy_share: float
    whale_fill_count: int
    whale_threshold_usdc: float = Field(description="whale fills are strictly over this")
    source: Source
