"""Spec 2.3 trader score: hand-computed cases, boundaries and properties."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sextant.signals import perpdex as sig
from sextant.venues.hyperliquid import Fill, FundingPayment, Portfolio, PortfolioWindow


def inputs(**kw: float | int) -> sig.TraderInputs:
    base: dict[str, float | int] = dict(transactions=1_000_000, total_volume=1e6,
                                        total_fees=0.0, realized_pnl=0.0)
    base.update(kw)
    return sig.TraderInputs(**base)  # type: ignore[arg-type]


# The standing reading of spec 2.3 (issue 8): sub-scores on 0..100,
#   profitability P = 50 + 0.5 * pnl_bps        (pnl_bps clamped to +-100)
#   risk control  R = max(0, 100 - liq_bps)      (1 point per bp of liquidation rate)
#   efficiency    E = 50 + 10 * clamp(PF/10, -5, 5)
#   raw = 0.4 P + 0.4 R + 0.2 E; skill = 50 + (raw - 50) * confidence.


def test_profitability_component_hand_computed() -> None:
    # 50 bps of volume, full confidence, no fees, no liquidations:
    # raw = 0.4*(50+25) + 0.4*100 + 0.2*50 = 30 + 40 + 10 = 80
    s = sig.score_trader(inputs(realized_pnl=5_000))
    assert s.pnl_bps_of_volume == pytest.approx(50)
    assert s.confidence == 1.0 and s.skill_score == 80.0 and s.classification == "sharp"


def test_pnl_beyond_clamp_is_clamped() -> None:
    lose = sig.score_trader(inputs(realized_pnl=-500_000))  # -5000 bps
    assert lose.pnl_bps_of_volume == -100
    # raw = 0.4*0 + 0.4*100 + 0.2*50 = 0 + 40 + 10 = 50
    assert lose.skill_score == 50.0 and lose.classification == "neutral"
    assert sig.score_trader(inputs(realized_pnl=-20_000)).skill_score == 50.0  # -200 bps


def test_risk_component_one_point_per_bp() -> None:
    # 500 liquidations out of 1e6 trades = 5 bps -> R = 95 -> 0.4*95 = 38
    s = sig.score_trader(inputs(liquidation_fills=500))
    assert s.liquidation_rate_bps == pytest.approx(5)
    assert s.skill_score == pytest.approx(20 + 38 + 10)
    # 100 bps liquidated: R = 0 -> raw = 20 + 0 + 10
    assert sig.score_trader(inputs(liquidation_fills=10_000)).skill_score == 30.0
    # 2% liquidated (200 bps): R is floored at 0, not negative -> raw = 20 + 0 + 10
    s = sig.score_trader(inputs(liquidation_fills=20_000))
    assert s.skill_score == 30.0 and s.liquidation_count == 20_000
    assert s.classification == "retail"


def test_efficiency_component_normalised_profit_factor() -> None:
    # pnl 1000 / fees 100 = PF 10 -> E = 60 -> 0.2*60 = 12; pnl_bps 10 -> 0.4*55 = 22; R 40
    s = sig.score_trader(inputs(realized_pnl=1_000, total_fees=100))
    assert s.profit_factor == 10 and s.skill_score == pytest.approx(22 + 40 + 12)
    # PF 1000 is clamped at pf_norm 5 -> E = 100 -> 20; 100 bps -> 40; R 40
    s = sig.score_trader(inputs(realized_pnl=10_000, total_fees=10))
    assert s.skill_score == pytest.approx(40 + 40 + 20)  # the ceiling: 100
    # PF -1000 is clamped at pf_norm -5 -> E = 0; -100 bps -> P = 0; R 40
    s = sig.score_trader(inputs(realized_pnl=-10_000, total_fees=10))
    assert s.profit_factor == -1_000 and s.skill_score == pytest.approx(0 + 40 + 0)


def test_sub_scores_span_0_to_100() -> None:
    assert sig.profitability_score(-1e9) == 0 and sig.profitability_score(0) == 50
    assert sig.profitability_score(100) == 100 and sig.profitability_score(1e9) == 100
    assert sig.risk_control_score(0) == 100 and sig.risk_control_score(37.5) == 62.5
    assert sig.risk_control_score(100) == 0 and sig.risk_control_score(1e6) == 0
    assert sig.efficiency_score(-1e9) == 0 and sig.efficiency_score(0) == 50
    assert sig.efficiency_score(25) == 75 and sig.efficiency_score(1e9) == 100


def test_flawless_trader_reaches_a_high_score() -> None:
    # 100 bps (clamped from 1e6 USDC over 1e6 volume), PF 1e6 (clamped), no liquidations:
    # raw = 40 + 40 + 20 = 100
    flawless = dict(realized_pnl=1e6, total_fees=1.0)
    s = sig.score_trader(inputs(**flawless))
    assert s.skill_score == 100.0 and s.classification == "sharp"
    # with the 10,000 fills the upstream serves: confidence 4/6 -> 50 + 50 * 2/3
    s = sig.score_trader(inputs(transactions=10_000, **flawless))
    assert s.skill_score == pytest.approx(50 + 50 * 2 / 3) and s.classification == "sharp"
    assert s.skill_score > 83


def test_break_even_without_liquidations_scores_raw_70() -> None:
    # a consequence of the reading, pinned so that a change to it is deliberate:
    # 0 bps, PF 0, no liquidations -> raw = 20 + 40 + 10 = 70, i.e. sharp at full confidence
    s = sig.score_trader(inputs(realized_pnl=0))
    assert s.skill_score == 70.0 and s.classification == "sharp"
    # and without liquidations nobody scores under raw 40: -100 bps, PF -50 -> 0 + 40 + 0
    s = sig.score_trader(inputs(realized_pnl=-1e6, total_fees=1.0))
    assert s.skill_score == 40.0 and s.classification == "neutral"


def test_zero_fees_gives_zero_profit_factor() -> None:
    s = sig.score_trader(inputs(realized_pnl=1_000, total_fees=0))
    assert s.profit_factor == 0 and s.total_fees_usdc == 0


def test_zero_volume() -> None:
    s = sig.score_trader(inputs(transactions=0, total_volume=0, realized_pnl=0))
    assert s.pnl_bps_of_volume == 0 and s.sharpe_like == 0 and s.confidence == 0
    assert s.skill_score == 50 and s.classification == "insufficient_data"
    s = sig.score_trader(inputs(total_volume=0, realized_pnl=100, total_funding_paid=5))
    assert s.pnl_bps_of_volume == 0 and s.funding_paid_per_volume_bps == 0


def test_score_exactly_70_is_sharp() -> None:
    # 100 bps -> 40; no fees -> E 50 -> 10; 5000 of 1e6 liquidated = 50 bps -> R 50 -> 20
    # raw = 40 + 20 + 10 = 70 at full confidence
    s = sig.score_trader(inputs(realized_pnl=10_000, liquidation_fills=5_000))
    assert s.skill_score == 70.0 and s.classification == "sharp"
    s = sig.score_trader(inputs(realized_pnl=10_000, liquidation_fills=5_001))
    assert s.skill_score < 70 and s.classification == "neutral"
    s = sig.score_trader(inputs(realized_pnl=9_990, liquidation_fills=5_000))
    assert s.skill_score < 70 and s.classification == "neutral"


def test_score_exactly_35_is_retail() -> None:
    # -50 bps -> P 25 -> 10; PF -25 -> pf_norm -2.5 -> E 25 -> 5; 50 bps liquidated -> R 50
    # -> 20: raw = 10 + 20 + 5 = 35
    bad = dict(realized_pnl=-5_000, liquidation_fills=5_000)
    s = sig.score_trader(inputs(total_fees=200, **bad))
    assert s.profit_factor == -25 and s.skill_score == 35.0 and s.classification == "retail"
    s = sig.score_trader(inputs(total_fees=210, **bad))
    assert s.skill_score > 35 and s.classification == "neutral"
    s = sig.score_trader(inputs(total_fees=200, realized_pnl=-5_000, liquidation_fills=4_999))
    assert s.skill_score > 35 and s.classification == "neutral"


def test_boundaries_hold_after_confidence_shrinks() -> None:
    # 10,000 trades: confidence 2/3, so 70 needs raw 80: 50 bps, no fees, no liquidations
    # (30 + 40 + 10); 50 + 30 * 2/3 = 70 exactly (float noise removed by the rounding)
    s = sig.score_trader(inputs(transactions=10_000, realized_pnl=5_000))
    assert s.skill_score == 70.0 and s.classification == "sharp"
    s = sig.score_trader(inputs(transactions=9_999, realized_pnl=5_000))
    assert s.skill_score < 70 and s.classification == "neutral"
    # 35 needs raw 27.5: -92.5 bps -> P 3.75 -> 1.5; PF -92.5 (clamped) -> E 0; 35 of 10,000
    # liquidated = 35 bps -> R 65 -> 26; 1.5 + 26 + 0 = 27.5 -> 50 - 22.5 * 2/3 = 35
    s = sig.score_trader(inputs(transactions=10_000, realized_pnl=-9_250, total_fees=100,
                                liquidation_fills=35))
    assert s.skill_score == 35.0 and s.classification == "retail"
    s = sig.score_trader(inputs(transactions=10_000, realized_pnl=-9_250, total_fees=100,
                                liquidation_fills=34))
    assert s.skill_score > 35 and s.classification == "neutral"


def test_exactly_100_trades_is_classified_99_is_not() -> None:
    # confidence = log10(100)/6 = 1/3; -100 bps -> P 0; 1 of 100 liquidated = 100 bps -> R 0;
    # no fees -> E 50 -> raw = 0 + 0 + 10 = 10 -> 50 - 40/3 = 36.67
    s100 = sig.score_trader(inputs(transactions=100, realized_pnl=-1e6, liquidation_fills=1))
    assert s100.confidence == pytest.approx(1 / 3)
    assert s100.skill_score == pytest.approx(50 - 40 / 3) and s100.classification == "neutral"
    s99 = sig.score_trader(inputs(transactions=99, realized_pnl=-1e6, liquidation_fills=1))
    assert s99.classification == "insufficient_data"
    # a terrible trader with 99 trades is still insufficient_data, whatever the score
    bad = sig.score_trader(inputs(transactions=99, realized_pnl=-1e6, liquidation_fills=99,
                                  total_fees=1))
    assert bad.skill_score < 35 and bad.classification == "insufficient_data"


def test_flawless_trader_is_sharp_from_252_trades() -> None:
    # raw 100: 70 needs confidence 0.4, i.e. log10(n) >= 2.4, n >= 251.19
    best = dict(realized_pnl=1e6, total_fees=1.0)
    s251 = sig.score_trader(inputs(transactions=251, **best))
    assert s251.skill_score == pytest.approx(50 + 50 * math.log10(251) / 6)
    assert s251.classification == "neutral"
    assert sig.score_trader(inputs(transactions=252, **best)).classification == "sharp"


def test_profit_factor_is_realized_pnl_over_total_fees() -> None:
    s = sig.score_trader(inputs(realized_pnl=-3_167.0, total_fees=2_671.0))
    assert s.profit_factor == pytest.approx(-3_167 / 2_671)
    assert s.profit_factor == s.realized_pnl_usdc / s.total_fees_usdc


def test_funding_and_sharpe_like_reported() -> None:
    s = sig.score_trader(inputs(total_volume=40_000, realized_pnl=400, total_funding_paid=1_000))
    assert s.funding_paid_per_volume_bps == 50  # 250 bps clamped to 50
    assert s.sharpe_like == pytest.approx(400 / 200)
    # funding does not enter the score
    assert s.skill_score == sig.score_trader(
        inputs(total_volume=40_000, realized_pnl=400)).skill_score


@settings(max_examples=300, deadline=None)
@given(
    n=st.integers(0, 5_000_000),
    vol=st.floats(0, 1e12, allow_nan=False),
    fees=st.floats(0, 1e9, allow_nan=False),
    pnl=st.floats(-1e12, 1e12, allow_nan=False),
    liq_frac=st.floats(0, 1),
    funding=st.floats(-1e9, 1e9, allow_nan=False),
)
def test_score_always_in_range(n: int, vol: float, fees: float, pnl: float, liq_frac: float,
                               funding: float) -> None:
    s = sig.score_trader(sig.TraderInputs(n, vol, fees, pnl, funding, int(n * liq_frac)))
    assert 0 <= s.skill_score <= 100
    assert 0 <= s.confidence <= 1
    assert s.classification in ("sharp", "neutral", "retail", "insufficient_data")
    assert math.isfinite(s.sharpe_like)


@settings(max_examples=300, deadline=None)
@given(
    n=st.integers(1, 5_000_000), vol=st.floats(1, 1e10), fees=st.floats(0, 1e6),
    pnl=st.floats(-1e9, 1e9), delta=st.floats(0, 1e9), liq=st.integers(0, 1000),
)
def test_monotone_in_pnl(n: int, vol: float, fees: float, pnl: float, delta: float,
                         liq: int) -> None:
    lo = sig.score_trader(sig.TraderInputs(n, vol, fees, pnl, 0.0, min(liq, n)))
    hi = sig.score_trader(sig.TraderInputs(n, vol, fees, pnl + delta, 0.0, min(liq, n)))
    assert hi.skill_score >= lo.skill_score


@settings(max_examples=300, deadline=None)
@given(
    a=st.integers(1, 100), b=st.integers(0, 400), liq_bps=st.integers(0, 200),
    pnl_bps=st.floats(-300, 300), pf=st.floats(-100, 100),
)
def test_shrinks_toward_50_as_trades_fall(a: int, b: int, liq_bps: int, pnl_bps: float,
                                          pf: float) -> None:
    def distance_from_50(n: int) -> float:
        vol = 1e6
        pnl = pnl_bps * vol / 1e4
        fees = abs(pnl / pf) if pf and pnl else 0.0
        # n is a multiple of 10,000 so the liquidation *rate* stays exactly liq_bps
        x = sig.TraderInputs(n, vol, fees, pnl, 0.0, liq_bps * n // 10_000)
        return abs(sig.score_trader(x).skill_score - 50)

    assert distance_from_50(10_000 * a) <= distance_from_50(10_000 * (a + b)) + 1e-9


@settings(max_examples=200, deadline=None)
@given(n=st.integers(0, 2_000_000), extra=st.integers(0, 2_000_000),
       pnl_bps=st.floats(-300, 300), fees=st.floats(0, 1e5))
def test_shrinks_toward_50_without_liquidations(n: int, extra: int, pnl_bps: float,
                                                fees: float) -> None:
    def distance_from_50(k: int) -> float:
        x = sig.TraderInputs(k, 1e6, fees, pnl_bps * 100, 0.0, 0)
        return abs(sig.score_trader(x).skill_score - 50)

    assert distance_from_50(n) <= distance_from_50(n + extra) + 1e-9


@settings(max_examples=300, deadline=None)
@given(n=st.integers(0, 5_000_000), vol=st.floats(0, 1e12), fees=st.floats(0, 1e9),
       pnl=st.floats(-1e12, 1e12), liq_frac=st.floats(0, 1))
def test_profit_factor_ties_to_reported_pnl_and_fees(n: int, vol: float, fees: float,
                                                      pnl: float, liq_frac: float) -> None:
    s = sig.score_trader(sig.TraderInputs(n, vol, fees, pnl, 0.0, int(n * liq_frac)))
    want = s.realized_pnl_usdc / s.total_fees_usdc if s.total_fees_usdc > 0 else 0.0
    assert s.profit_factor == want
    # the score never leaves 50 by more than 50 * confidence (raw is on 0..100)
    assert abs(s.skill_score - 50) <= 50 * s.confidence + 1e-6


def test_shrink_exact_with_fixed_terms() -> None:
    scores = [sig.score_trader(inputs(transactions=n, realized_pnl=10_000)).skill_score
              for n in (1, 10, 100, 1_000, 10_000, 100_000, 1_000_000)]
    assert scores == sorted(scores) and scores[0] == 50
    assert scores[-1] == 90  # 100 bps, no fees, no liquidations: 40 + 40 + 10


# --------------------------------------------------------------------------- fills → inputs


def fill(coin: str, px: float, sz: float, pnl: float = 0.0, fee: float = 0.0, t: int = 0,
         side: str = "B", dir: str = "Open Long", liq: bool = False,
         fee_token: str | None = "USDC") -> Fill:
    return Fill(coin=coin, px=px, sz=sz, side=side, time_ms=t, start_position=0.0, dir=dir,
                closed_pnl=pnl, hash="0x", oid=t, crossed=True, fee=fee, tid=t,
                fee_token=fee_token, notional=px * sz,
                liquidation=None if not liq else __import__(
                    "sextant.venues.hyperliquid", fromlist=["Liquidation"]).Liquidation(
                        None, px, "market"))


def test_aggregate_fills() -> None:
    fills = [
        fill("BTC", 100_000, 0.1, fee=4.5, t=1_000),
        fill("BTC", 101_000, 0.1, pnl=100, fee=4.5, t=2_000, side="A", dir="Close Long"),
        fill("xyz:TSLA", 250, 4, pnl=-10, fee=0.5, t=3_000, dir="Liquidated Isolated Long"),
        fill("ETH", 3_000, 1, pnl=-5, fee=1, t=4_000, liq=True),
        fill("@107", 40, 10, fee=0.01, t=5_000, fee_token="HYPE"),  # fee in base token
        fill("#123", 0.5, 100, pnl=1_000, t=6_000),  # HIP-4 outcome coin: excluded
    ]
    agg = sig.aggregate_fills(fills)
    assert agg.count == 5 and agg.liquidations == 2
    assert agg.volume == pytest.approx(10_000 + 10_100 + 1_000 + 3_000 + 400)
    assert agg.fees == pytest.approx(4.5 + 4.5 + 0.5 + 1 + 0.4)
    assert agg.closed_pnl == pytest.approx(85)
    assert agg.coins == {"BTC", "xyz:TSLA", "ETH", "@107"}
    assert (agg.first_ms, agg.last_ms) == (1_000, 5_000)
    assert sig.aggregate_fills([]).count == 0


def test_trader_inputs_windows() -> None:
    agg = sig.aggregate_fills([fill("BTC", 100, 1, pnl=5, fee=1, t=10**12)])
    pf = Portfolio({"allTime": PortfolioWindow("allTime", 2_000.0, 1e6, 5e4, 1, 2)})
    funding = [FundingPayment(10**12, "BTC", -3.0, 1.0, 0.0001)]
    ev = sig.trader_inputs(agg, portfolio=pf, funding=funding, fills_truncated=True)
    assert ev.inputs.realized_pnl == 2_000 and ev.inputs.total_volume == 1e6
    # truncated fills, all-time PnL: fees are the fills' rate (1 per 100 of volume) times
    # the all-time volume, 1e6 / 100 = 10,000, so the profit factor is 2,000 / 10,000
    assert ev.inputs.total_fees == pytest.approx(10_000)
    assert ev.inputs.total_funding_paid == 3.0
    assert ev.windows["realized_pnl_usdc"] == "portfolio_all_time"
    assert ev.windows["profit_factor"] == "portfolio_all_time"
    assert ev.windows["total_fees_usdc"] == (
        "portfolio_all_time_volume_x_fills_truncated_to_most_recent_10000_fee_rate")
    assert ev.windows["funding_paid_per_volume_bps"].startswith("user_funding_2001-09-09_to_2001")
    assert sig.score_trader(ev.inputs).profit_factor == pytest.approx(0.2)
    # complete fills cover the whole history: their fees as they are, against all-time PnL
    full = sig.trader_inputs(agg, portfolio=pf, funding=funding, fills_truncated=False)
    assert full.inputs.total_fees == 1 and full.windows["total_fees_usdc"] == "fills_all"
    assert sig.score_trader(full.inputs).profit_factor == 2_000
    no_pf = sig.trader_inputs(agg)
    assert no_pf.inputs.realized_pnl == 5 and no_pf.windows["realized_pnl_usdc"] == "fills_all"
    assert no_pf.inputs.total_fees == 1 and sig.score_trader(no_pf.inputs).profit_factor == 5


# --------------------------------------------------------------------------- risk, vault, fills


def test_risk_levels() -> None:
    assert sig.risk_level(0, "sharp") == "low"
    assert sig.risk_level(1, "sharp") == "medium"
    assert sig.risk_level(11, "sharp") == "high"
    assert sig.risk_level(10, "neutral") == "medium"
    assert sig.risk_level(0, "retail") == "high"
    assert sig.risk_level(0, "insufficient_data") == "medium"


def test_recent_outflow_window() -> None:
    from sextant.venues.hyperliquid import LedgerUpdate

    now = datetime(2026, 1, 2, tzinfo=UTC)
    ms = int(now.timestamp() * 1000)
    ups = [
        LedgerUpdate(ms - 3_600_000, "h", "withdraw", 500.0, True),
        LedgerUpdate(ms - 2 * 86_400_000, "h", "withdraw", 9_999.0, True),
        LedgerUpdate(ms - 60_000, "h", "deposit", 1_000.0, False),
    ]
    assert sig.recent_outflow(ups, now) == (True, 500.0)
    assert sig.recent_outflow(ups[1:], now) == (False, 0.0)
    assert sig.recent_outflow(ups, now + timedelta(days=3)) == (False, 0.0)


def test_vault_score_hand_computed() -> None:
    from sextant.venues.hyperliquid import LedgerUpdate, VaultFollower

    ups = [LedgerUpdate(1, "h", "vaultDeposit", 1_000.0, False),
           LedgerUpdate(2, "h", "vaultWithdraw", 250.0, True, commission=30.0),
           LedgerUpdate(3, "h", "vaultDistribution", 50.0, False)]
    followers = [VaultFollower(f"0x{i:040x}", eq, 0, 0, 1, None)
                 for i, eq in enumerate([400.0, 300.0, 100.0, 100.0, 100.0])]
    v = sig.vault_score(sig.vault_flows(ups), followers, 60.0, last_activity_ms=[10])
    # 0.4*60 + 0.25*(100-25) + 0.2*(100-40) + 0.15*(100-5*|3-3|) = 24+18.75+12+15
    assert v.vault_score == pytest.approx(69.75) and v.classification == "medium_quality"
    assert v.redemption_ratio == 0.25 and v.commission_ratio == 0.03
    assert v.distribution_rate == 0.05 and v.top_depositor_share == 0.4
    assert [d.stake_share for d in v.top_depositors] == [0.4, 0.3, 0.1, 0.1, 0.1]
    assert v.last_activity_at == datetime.fromtimestamp(0.01, tz=UTC)
    unknown = sig.vault_score(sig.vault_flows(ups), followers[:4], None)
    assert unknown.leader_skill_score == 50 and unknown.classification == "insufficient_data"
    # commission far above 3 % is clamped to 0, not negative
    greedy = [*ups, LedgerUpdate(4, "h", "vaultLeaderCommission", 470.0, False)]
    assert sig.vault_score(sig.vault_flows(greedy), followers, 60.0).vault_score == (
        pytest.approx(24 + 18.75 + 12))


def test_summarize_fills_whales_strictly_over_10k() -> None:
    rows = [fill("BTC", 10_000, 1.0), fill("BTC", 10_000, 1.0001, side="A"),
            fill("BTC", 100, 1, side="A")]
    s = sig.summarize_fills(rows)
    assert s.whale_fill_count == 1  # exactly 10,000 is not "over"
    assert (s.buy_count, s.sell_count) == (1, 2)
    assert s.buy_notional_usdc == 10_000 and s.sell_notional_usdc == pytest.approx(10_101)
    assert s.buy_share == pytest.approx(10_000 / 20_101)
    assert sig.summarize_fills([]).buy_share == 0
