"""Perp-exchange trader, vault, risk and fills signals (spec 2.3/2.4, behaviours §2).

Pure functions over the venue's typed records: no I/O, no clock reads (``now`` is passed).

The trader score reads spec 2.3 with each of its three components as a sub-score on 0..100:
profitability ``50 + 0.5 * pnl_bps`` (PnL clamped to +-100 bps of volume, 50 neutral), risk
control ``100 - liquidation_rate_bps`` (1 point lost per bp, floored at 0) and efficiency
``50 + 10 * clamp(profit_factor / 10, -5, 5)`` (50 neutral), weighted 40/40/20, so a flawless
trader's raw score is 100; the score is ``50 + (raw - 50) * confidence`` with confidence
``log10(trades) / 6``. This departs from the original service, whose risk term was
``50 - 0.5 * penalty`` (at most 50): there the raw score topped out at 80 and, with the
upstream's 10,000 retrievable fills (confidence at most 2/3), no trader could score above 70,
so ``sharp`` was out of reach. The profit factor is ``realized_pnl / total_fees``: the same
PnL the response reports, over fees covering the same window.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from operator import attrgetter
from typing import Literal, Protocol

from sextant.venues.hyperliquid import (
    Fill,
    FundingPayment,
    LedgerUpdate,
    Portfolio,
    VaultFollower,
    is_outcome_coin,
    ms_to_utc,
)
from sextant.venues.hyperliquid_facts import is_spot_coin

TraderClass = Literal["sharp", "neutral", "retail", "insufficient_data"]
RiskLevel = Literal["low", "medium", "high"]
VaultClass = Literal["high_quality", "medium_quality", "low_quality", "insufficient_data"]

MIN_TRADES = 100
SCORE_DECIMALS = 6
SHARP_AT = 70.0
RETAIL_AT = 35.0
PNL_BPS_CLAMP = 100.0
FUNDING_BPS_CLAMP = 50.0
PF_NORM_CLAMP = 5.0
HIGH_RISK_LIQUIDATIONS = 10
OUTFLOW_WINDOW = timedelta(hours=24)
WHALE_FILL_USD = 10_000.0
VAULT_MIN_DEPOSITORS = 5
STABLE_FEE_TOKENS = frozenset({"USDC", "USDH", "USDT0", "USDE", ""})


def clamp(value: float, low: float, high: float) -> float:
    return low if value < low else high if value > high else value


# ----------------------------------------------------------------------------- trader score


@dataclass(frozen=True, slots=True)
class TraderInputs:
    """The full-history aggregate the score is computed from (behaviours §2.1).

    ``total_funding_paid`` is positive when the trader paid funding. ``total_fees`` covers the
    same window as ``realized_pnl`` (the profit factor is their ratio). ``funding_volume`` is
    the volume set against funding (same window as the funding); ``None`` means
    ``total_volume``.
    """

    transactions: int
    total_volume: float
    total_fees: float
    realized_pnl: float
    total_funding_paid: float = 0.0
    liquidation_fills: int = 0
    coins_traded: int = 0
    first_trade: datetime | None = None
    last_trade: datetime | None = None
    funding_volume: float | None = None


@dataclass(frozen=True, slots=True)
class TraderScore:
    """Every field of the spec 2.3 table except ``user``."""

    skill_score: float
    classification: TraderClass
    sharpe_like: float
    pnl_bps_of_volume: float
    liquidation_count: int
    liquidation_rate_bps: float
    funding_paid_per_volume_bps: float
    profit_factor: float
    sample_size_trades: int
    coins_traded: int
    confidence: float
    realized_pnl_usdc: float
    total_volume_usdc: float
    total_fees_usdc: float
    first_trade: datetime | None
    last_trade: datetime | None


def confidence_of(transactions: int) -> float:
    """``log10(trades) / 6`` clamped to 0..1: one million trades is full confidence."""
    return clamp(math.log10(max(1, transactions)) / 6.0, 0.0, 1.0)


def classify(skill: float, transactions: int) -> TraderClass:
    """``insufficient_data`` under 100 trades whatever the score; else sharp/retail/neutral."""
    if transactions < MIN_TRADES:
        return "insufficient_data"
    if skill >= SHARP_AT:
        return "sharp"
    if skill <= RETAIL_AT:
        return "retail"
    return "neutral"


def profitability_score(pnl_bps: float) -> float:
    """0..100, 50 at break-even: half a point per bp of volume, PnL clamped to +-100 bps."""
    return 50.0 + 0.5 * clamp(pnl_bps, -PNL_BPS_CLAMP, PNL_BPS_CLAMP)


def risk_control_score(liquidation_rate_bps: float) -> float:
    """0..100, 100 without liquidations: one point lost per bp of liquidation rate."""
    return clamp(100.0 - liquidation_rate_bps, 0.0, 100.0)


def efficiency_score(profit_factor: float) -> float:
    """0..100, 50 at a profit factor of 0: ``50 + 10 * clamp(pf / 10, -5, 5)``."""
    return 50.0 + 10.0 * clamp(profit_factor / 10.0, -PF_NORM_CLAMP, PF_NORM_CLAMP)


def score_trader(x: TraderInputs) -> TraderScore:
    """The spec 2.3 skill score, read as in the module docstring.

    Zero volume gives 0 bps PnL and funding; zero fees give a profit factor of 0 (a neutral
    efficiency term); zero trades give confidence 0. The score is rounded to 6 decimals before
    classification, so float noise cannot move a trader across the 70 and 35 boundaries.
    """
    vol = x.total_volume
    pnl_bps_raw = x.realized_pnl / vol * 1e4 if vol > 0 else 0.0
    pnl_bps = clamp(pnl_bps_raw, -PNL_BPS_CLAMP, PNL_BPS_CLAMP)
    liq_rate = x.liquidation_fills / x.transactions if x.transactions > 0 else 0.0
    f_vol = vol if x.funding_volume is None else x.funding_volume
    funding_bps = (
        clamp(x.total_funding_paid / f_vol * 1e4, -FUNDING_BPS_CLAMP, FUNDING_BPS_CLAMP)
        if f_vol > 0 else 0.0
    )
    profit_factor = x.realized_pnl / x.total_fees if x.total_fees > 0 else 0.0
    confidence = confidence_of(x.transactions)
    raw = (
        0.4 * profitability_score(pnl_bps)
        + 0.4 * risk_control_score(liq_rate * 1e4)
        + 0.2 * efficiency_score(profit_factor)
    )
    skill = round(clamp(50.0 + (raw - 50.0) * confidence, 0.0, 100.0), SCORE_DECIMALS)
    return TraderScore(
        skill_score=skill,
        classification=classify(skill, x.transactions),
        sharpe_like=x.realized_pnl / math.sqrt(vol) if vol > 0 else 0.0,
        pnl_bps_of_volume=pnl_bps,
        liquidation_count=x.liquidation_fills,
        liquidation_rate_bps=liq_rate * 1e4,
        funding_paid_per_volume_bps=funding_bps,
        profit_factor=profit_factor,
        sample_size_trades=x.transactions,
        coins_traded=x.coins_traded,
        confidence=confidence,
        realized_pnl_usdc=x.realized_pnl,
        total_volume_usdc=vol,
        total_fees_usdc=x.total_fees,
        first_trade=x.first_trade,
        last_trade=x.last_trade,
    )


# ----------------------------------------------------------------------------- fills → inputs


@dataclass(frozen=True, slots=True)
class FillAggregates:
    """Sums over a set of fills (HIP-4 outcome coins excluded)."""

    count: int
    volume: float
    fees: float
    closed_pnl: float
    liquidations: int
    coins: frozenset[str]
    first_ms: int | None
    last_ms: int | None


def fee_usd(fill: Fill) -> float:
    """The fee in USD: stable fee tokens (and perps) as is; spot fees in the base token times px."""
    spot = is_spot_coin(fill.coin)
    if spot and fill.fee_token is not None and fill.fee_token.upper() not in STABLE_FEE_TOKENS:
        return fill.fee * fill.px
    return fill.fee


_notional = attrgetter("notional")
_closed = attrgetter("closed_pnl")
_time = attrgetter("time_ms")
_coin = attrgetter("coin")
_fee = attrgetter("fee")
_dir = attrgetter("dir")
_liq = attrgetter("liquidation")
_usdc = attrgetter("usdc")


def aggregate_fills(fills: Sequence[Fill]) -> FillAggregates:
    """Count, volume, fees, realised PnL, liquidations, coins and time range of ``fills``.

    Column sums run in C (``map`` over attribute getters, ``math.fsum``); only the rare rows
    that need a per-row decision (outcome coins, spot fees paid in a base token, liquidation
    blocks) are visited in Python.
    """
    coins = set(map(_coin, fills))
    outcome = {c for c in coins if is_outcome_coin(c)}
    rows: Sequence[Fill] = [f for f in fills if f.coin not in outcome] if outcome else fills
    coins -= outcome
    if not rows:
        return FillAggregates(0, 0.0, 0.0, 0.0, 0, frozenset(), None, None)
    fees = math.fsum(map(_fee, rows))
    spot = {c for c in coins if is_spot_coin(c)}
    if spot:  # spot buys pay their fee in the base token: convert those rows
        fees += math.fsum(fee_usd(f) - f.fee for f in rows if f.coin in spot)
    by_dir = sum(n for d, n in Counter(map(_dir, rows)).items() if d.startswith("Liquidated"))
    with_block = [f for f in rows if f.liquidation is not None] if (
        len(rows) != list(map(_liq, rows)).count(None)) else []
    both = sum(1 for f in with_block if f.dir.startswith("Liquidated"))
    times = list(map(_time, rows))
    return FillAggregates(
        count=len(rows),
        volume=math.fsum(map(_notional, rows)),
        fees=fees,
        closed_pnl=math.fsum(map(_closed, rows)),
        liquidations=by_dir + len(with_block) - both,
        coins=frozenset(coins),
        first_ms=min(times),
        last_ms=max(times),
    )


def funding_paid(payments: Iterable[FundingPayment]) -> float:
    """Net funding paid (positive when paid, negative when received)."""
    return -math.fsum(map(_usdc, payments))


@dataclass(frozen=True, slots=True)
class TraderEvidence:
    """The score inputs plus which window each figure covers."""

    inputs: TraderInputs
    windows: Mapping[str, str]
    fills_truncated: bool
    fills_from: datetime | None
    fills_to: datetime | None


def trader_inputs(
    agg: FillAggregates,
    *,
    portfolio: Portfolio | None = None,
    funding: Sequence[FundingPayment] = (),
    fills_truncated: bool = False,
    fills_label: str | None = None,
    funding_complete: bool = True,
) -> TraderEvidence:
    """Full-history PnL and volume from ``portfolio`` (``allTime``) when it has them; fees,
    liquidations, coins, trade count and first/last trade from the fills the upstream allows.

    Each ratio compares like with like. The profit factor sets the reported PnL against fees
    over the same window: when the PnL is all-time and the fills are truncated, the fees are
    the fills' fee rate (fees per unit of volume) times the all-time volume, and the window
    says so. Funding (read over the fill window) is set against fill-window volume.
    """
    all_time = portfolio.window("allTime") if portfolio is not None else None
    fill_window = fills_label or (
        "fills_truncated_to_most_recent_10000" if fills_truncated else "fills_all")
    fees, fees_window = agg.fees, fill_window
    if all_time is not None and all_time.volume > 0:
        pnl, volume, pv_window = all_time.pnl, all_time.volume, "portfolio_all_time"
        if fills_truncated and agg.volume > 0:
            fees = agg.fees / agg.volume * volume
            fees_window = f"portfolio_all_time_volume_x_{fill_window}_fee_rate"
    else:
        pnl, volume, pv_window = agg.closed_pnl, agg.volume, fill_window
    funding_times = list(map(_time, funding))
    funding_window = (
        f"user_funding_{ms_to_utc(min(funding_times)).date().isoformat()}"
        f"_to_{ms_to_utc(max(funding_times)).date().isoformat()}"
        + ("" if funding_complete else "_partial")
        if funding else "user_funding_none"
    )
    inputs = TraderInputs(
        transactions=agg.count,
        total_volume=volume,
        total_fees=fees,
        realized_pnl=pnl,
        total_funding_paid=funding_paid(funding),
        liquidation_fills=agg.liquidations,
        coins_traded=len(agg.coins),
        first_trade=ms_to_utc(agg.first_ms) if agg.first_ms is not None else None,
        last_trade=ms_to_utc(agg.last_ms) if agg.last_ms is not None else None,
        funding_volume=agg.volume,
    )
    windows = {
        "realized_pnl_usdc": pv_window,
        "total_volume_usdc": pv_window,
        "pnl_bps_of_volume": pv_window,
        "sharpe_like": pv_window,
        "total_fees_usdc": fees_window,
        "profit_factor": pv_window,
        "liquidation_count": fill_window,
        "liquidation_rate_bps": fill_window,
        "sample_size_trades": fill_window,
        "coins_traded": fill_window,
        "first_trade": fill_window,
        "last_trade": fill_window,
        "funding_paid_per_volume_bps": funding_window,
    }
    return TraderEvidence(inputs, windows, fills_truncated, inputs.first_trade, inputs.last_trade)


# ----------------------------------------------------------------------------- risk


@dataclass(frozen=True, slots=True)
class RiskReport:
    risk_level: RiskLevel
    liquidation_count: int
    liquidation_rate_bps: float
    funding_paid_usdc: float
    funding_paid_per_volume_bps: float
    recent_24h_outflow_flag: bool
    recent_24h_outflow_usdc: float


def risk_level(liquidations: int, classification: TraderClass) -> RiskLevel:
    """``low`` (no liquidations and sharp), ``high`` (>10 liquidations or retail), else
    ``medium`` (behaviours §2.5)."""
    if liquidations > HIGH_RISK_LIQUIDATIONS or classification == "retail":
        return "high"
    if liquidations == 0 and classification == "sharp":
        return "low"
    return "medium"


def recent_outflow(
    updates: Iterable[LedgerUpdate], now: datetime, window: timedelta = OUTFLOW_WINDOW
) -> tuple[bool, float]:
    """Whether money left the account (withdraw, transfer out, vault withdraw) in ``window``."""
    since_ms = int((now - window).timestamp() * 1000)
    amounts = [u.usdc for u in updates if u.outflow and u.time_ms >= since_ms]
    return bool(amounts), math.fsum(amounts)


def compute_risk(
    score: TraderScore, funding_paid_usdc: float, updates: Iterable[LedgerUpdate], now: datetime
) -> RiskReport:
    flag, amount = recent_outflow(updates, now)
    return RiskReport(
        risk_level=risk_level(score.liquidation_count, score.classification),
        liquidation_count=score.liquidation_count,
        liquidation_rate_bps=score.liquidation_rate_bps,
        funding_paid_usdc=funding_paid_usdc,
        funding_paid_per_volume_bps=score.funding_paid_per_volume_bps,
        recent_24h_outflow_flag=flag,
        recent_24h_outflow_usdc=amount,
    )


# ----------------------------------------------------------------------------- vault


@dataclass(frozen=True, slots=True)
class Depositor:
    user: str
    equity_usdc: float
    stake_share: float


@dataclass(frozen=True, slots=True)
class VaultScore:
    vault_score: float
    classification: VaultClass
    leader_skill_score: float
    leader_skill_available: bool
    redemption_ratio: float
    top_depositor_share: float
    commission_ratio: float
    distribution_rate: float
    depositor_count: int
    top_depositors: tuple[Depositor, ...]
    deposits_usdc: float
    withdrawals_usdc: float
    last_activity_at: datetime | None


@dataclass(frozen=True, slots=True)
class VaultFlows:
    """Lifetime money flows of a vault, summed from its ledger."""

    deposits: float = 0.0
    withdrawals: float = 0.0
    commissions: float = 0.0
    distributions: float = 0.0
    last_ms: int | None = None


def vault_flows(updates: Iterable[LedgerUpdate]) -> VaultFlows:
    """Deposits, withdrawals, leader commissions and distributions of a vault's ledger."""
    dep = wd = com = dist = 0.0
    last: int | None = None
    for u in updates:
        last = u.time_ms if last is None else max(last, u.time_ms)
        if u.type in ("vaultDeposit", "vaultCreate", "deposit"):
            dep += u.usdc
        elif u.type == "vaultWithdraw":
            wd += u.usdc
            com += u.commission
        elif u.type == "vaultLeaderCommission":
            com += u.usdc
        elif u.type == "vaultDistribution":
            dist += u.usdc
    return VaultFlows(dep, wd, com, dist, last)


def vault_score(
    flows: VaultFlows,
    followers: Sequence[VaultFollower],
    leader_skill: float | None,
    *,
    last_activity_ms: Iterable[int | None] = (),
) -> VaultScore:
    """Behaviours §2.4: 40 % leader skill (50 if unknown), 25 % low redemption, 20 % spread
    of stakes, 15 % commission near 3 %; the commission term is clamped to 0..100.

    Stake shares come from followers' current equity (the API has no per-depositor lifetime
    deposits).
    """
    redemption = (
        clamp(flows.withdrawals / flows.deposits, 0.0, 1.0) if flows.deposits > 0
        else (1.0 if flows.withdrawals > 0 else 0.0)
    )
    positive = sorted((f for f in followers if f.vault_equity > 0),
                      key=lambda f: f.vault_equity, reverse=True)
    total_equity = math.fsum(f.vault_equity for f in positive)
    top = tuple(
        Depositor(f.user, f.vault_equity, f.vault_equity / total_equity)
        for f in positive[:5]
    ) if total_equity > 0 else ()
    top_share = top[0].stake_share if top else 0.0
    commission = flows.commissions / flows.deposits if flows.deposits > 0 else 0.0
    distribution = flows.distributions / flows.deposits if flows.deposits > 0 else 0.0
    leader = 50.0 if leader_skill is None else leader_skill
    commission_term = clamp(100.0 - 5.0 * abs(100.0 * commission - 3.0), 0.0, 100.0)
    score = round(clamp(
        0.40 * leader + 0.25 * (100.0 - 100.0 * redemption)
        + 0.20 * (100.0 - 100.0 * top_share) + 0.15 * commission_term, 0.0, 100.0), 2)
    cls: VaultClass
    if len(positive) < VAULT_MIN_DEPOSITORS:
        cls = "insufficient_data"
    elif score >= SHARP_AT:
        cls = "high_quality"
    elif score <= RETAIL_AT:
        cls = "low_quality"
    else:
        cls = "medium_quality"
    times = [t for t in (flows.last_ms, *last_activity_ms) if t is not None]
    return VaultScore(
        vault_score=score, classification=cls, leader_skill_score=leader,
        leader_skill_available=leader_skill is not None, redemption_ratio=redemption,
        top_depositor_share=top_share, commission_ratio=commission,
        distribution_rate=distribution, depositor_count=len(positive), top_depositors=top,
        deposits_usdc=flows.deposits, withdrawals_usdc=flows.withdrawals,
        last_activity_at=ms_to_utc(max(times)) if times else None,
    )


# ----------------------------------------------------------------------------- fills summary


class _Printed(Protocol):
    @property
    def is_buy(self) -> bool: ...

    @property
    def notional(self) -> float: ...


@dataclass(frozen=True, slots=True)
class FillsSummary:
    count: int
    buy_count: int
    sell_count: int
    buy_notional_usdc: float
    sell_notional_usdc: float
    buy_share: float
    whale_fill_count: int
    whale_threshold_usdc: float = WHALE_FILL_USD
    coins: tuple[str, ...] = field(default_factory=tuple)


def summarize_fills(rows: Sequence[_Printed], coins: Sequence[str] = ()) -> FillsSummary:
    """Buy/sell counts and notional split; whale fills are those strictly over 10,000 USD
    (the spec's wording, "over 10,000 USD")."""
    buys = [r.notional for r in rows if r.is_buy]
    sells = [r.notional for r in rows if not r.is_buy]
    buy_n, sell_n = math.fsum(buys), math.fsum(sells)
    total = buy_n + sell_n
    return FillsSummary(
        count=len(rows), buy_count=len(buys), sell_count=len(sells),
        buy_notional_usdc=buy_n, sell_notional_usdc=sell_n,
        buy_share=buy_n / total if total > 0 else 0.0,
        whale_fill_count=sum(1 for r in rows if r.notional > WHALE_FILL_USD),
        coins=tuple(dict.fromkeys(coins)),
    )
