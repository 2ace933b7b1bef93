"""Pure swapdex signals at their boundaries: honeypot flags, trend (today skipped, +-20 %
exactly flat), liquidity floor, verdict ladder, basis bands and trader stances."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from sextant.signals import swapdex as sig
from sextant.venues.uniswap_records import DayVolume, SwapTrade

NOW = datetime(2026, 11, 23, 15, tzinfo=UTC)


def swap(amount0: float, origin: str = "0xa", usd: float = 10.0) -> SwapTrade:
    return SwapTrade("p", NOW, origin, amount0, -amount0, usd)


@pytest.mark.parametrize(("amounts", "flag"), [
    ([-1.0, -1.0, 1.0], "unknown"),         # fewer than 4 swaps
    ([-1.0] * 4, "high"),                   # token only leaves the pool: nobody sells
    ([1.0] * 4, "elevated"),                # nobody buys
    ([-1.0, 1.0, -1.0, -1.0], "low"),
])
def test_honeypot_flag(amounts: list[float], flag: str) -> None:
    assert sig.honeypot_flag([swap(a) for a in amounts], side=0) == flag
    # the same flow seen from token1's side reverses buys and sells
    mirrored = {"high": "elevated", "elevated": "high"}.get(flag, flag)
    assert sig.honeypot_flag([swap(a) for a in amounts], side=1) == mirrored


def days(*volumes: float) -> list[DayVolume]:
    """Newest first, starting with today's partial day."""
    return [DayVolume(NOW - timedelta(days=i), v) for i, v in enumerate(volumes)]


@pytest.mark.parametrize(("volumes", "trend"), [
    ((1e9, 121.0, 100.0, 100.0, 100.0), "rising"),
    ((0.0, 120.0, 100.0, 100.0, 100.0), "flat"),    # exactly +20 % is not rising
    ((0.0, 80.0, 100.0, 100.0, 100.0), "flat"),
    ((0.0, 79.0, 100.0, 100.0, 100.0), "falling"),
    ((5.0, 100.0, 100.0, 100.0), "unknown"),        # three full days are not enough
])
def test_trend_skips_today(volumes: tuple[float, ...], trend: str) -> None:
    assert sig.trend(days(*volumes), NOW) == trend


def test_real_liquidity_floor() -> None:
    assert sig.real_liquidity(10_000.0, 1.0)
    assert not sig.real_liquidity(9_999.99, 1.0)
    assert not sig.real_liquidity(1e6, 0.0)
    assert not sig.real_liquidity(None, 1.0)


def test_verdict_ladder() -> None:
    assert sig.verdict("low", True, 1.0, "flat", True) == sig.Verdict(True, "low", [])
    v = sig.verdict("high", True, 1.0, "rising", True)
    assert (v.tradeable, v.risk, v.reasons) == (False, "high", ["honeypot_one_way_flow"])
    assert sig.verdict("low", False, 1.0, "flat", True).risk == "high"
    assert sig.verdict("low", True, None, "flat", True).reasons == ["no_usd_price"]
    for args in (("elevated", "flat", True), ("unknown", "flat", True),
                 ("low", "falling", True), ("low", "flat", False)):
        v = sig.verdict(args[0], True, 1.0, args[1], args[2])  # type: ignore[arg-type]
        assert v.risk == "medium" and v.tradeable and len(v.reasons) == 1


@pytest.mark.parametrize(("perp", "signal"), [
    (100.26, "perp_premium"), (100.25, "aligned"), (99.75, "aligned"),
    (99.74, "perp_discount")])
def test_basis_bands(perp: float, signal: str) -> None:
    pct, got = sig.basis(100.0, perp)
    assert pct == pytest.approx(perp - 100.0) and got == signal


def test_trader_stances() -> None:
    swaps = [swap(-5, "0xacc"), swap(-1, "0xacc"),           # only buys
             swap(3, "0xdis"),                                # only sells
             swap(-10, "0xing"), swap(2, "0xing"),            # net bought 8 of 12
             swap(-1, "0xout"), swap(6, "0xout"),             # net sold 5 of 7
             swap(-10, "0xtwo"), swap(9.5, "0xtwo")]          # net 0.5 of 19.5: balanced
    stance = {f.address: f.stance for f in sig.trader_flows(swaps, side=0)}
    assert stance == {"0xacc": "accumulator", "0xdis": "distributor", "0xing": "accumulating",
                      "0xout": "distributing", "0xtwo": "two_way"}
    acc = next(f for f in sig.trader_flows(swaps, 0) if f.address == "0xacc")
    assert (acc.buys, acc.sells, acc.net_token, acc.volume_usd) == (2, 0, 6.0, 20.0)
