"""Threshold ladder versus range buckets: the implied probability of the same condition."""

from __future__ import annotations

import math

import pytest

from sextant.signals.ladder import Bucket, Interval, implied, interval, same_underlying

INF = math.inf


def btc_buckets() -> list[Bucket]:
    """Five buckets partitioning Bitcoin's price: mids 0.55/0.17/0.13/0.09/0.06 (sum 1.00)."""
    rows = [("lt130", -INF, 130_000, 0.55), ("130-140", 130_000, 140_000, 0.17),
            ("140-150", 140_000, 150_000, 0.13), ("150-160", 150_000, 160_000, 0.09),
            ("gt160", 160_000, INF, 0.06)]
    return [Bucket(k, Interval(lo, hi), mid, ask=round(mid + 0.01, 2), bid=round(mid - 0.01, 2),
                   ask_size=100.0 * (i + 1)) for i, (k, lo, hi, mid) in enumerate(rows)]


@pytest.mark.parametrize(("title", "lo", "hi"), [
    ("Bitcoin above $150,000 on Dec 31?", 150_000, INF),
    ("BTC above $150k on Dec 31?", 150_000, INF),
    ("Will Bitcoin dip below $80,000 by Dec 31?", -INF, 80_000),
    ("Will Bitcoin be between $140,000 and $150,000 on Dec 31?", 140_000, 150_000),
    ("Bitcoin $140k-$150k on Dec 31, 2026?", 140_000, 150_000),
    ("Bitcoin $160,000 or more on Dec 31?", 160_000, INF),
    ("US CPI above 0.3% in August?", 0.3, INF),
])
def test_interval_of_a_title(title: str, lo: float, hi: float) -> None:
    assert interval(title) == Interval(lo, hi)


@pytest.mark.parametrize("title", [
    "Will the Fed cut interest rates at the December meeting?",
    "Will a Democrat win the 2028 US presidential election?",
    "Bitcoin above $150k or $160k on Dec 30-31?",
])
def test_no_interval_without_one_numeric_condition(title: str) -> None:
    assert interval(title) is None


def test_above_a_rung_is_the_sum_of_the_buckets_above_it() -> None:
    got = implied(Interval(150_000, INF), btc_buckets())
    assert got is not None
    # 0.09 + 0.06 by hand; asks 0.10 + 0.07; the complement's asks 0.56 + 0.18 + 0.14 = 0.88
    assert got.probability == pytest.approx(0.15)
    assert got.legs == ("150-160", "gt160")
    assert got.ask == pytest.approx(0.17) and got.ask_size == 400.0
    assert got.partition and got.bid == pytest.approx(1 - 0.88) and got.bid_size == 100.0
    assert got.overround == pytest.approx(1.0)


def test_below_a_rung_and_an_inner_range() -> None:
    below = implied(Interval(-INF, 140_000), btc_buckets())
    assert below is not None and below.probability == pytest.approx(0.72)  # 0.55 + 0.17
    inner = implied(Interval(130_000, 150_000), btc_buckets())
    assert inner is not None and inner.probability == pytest.approx(0.30)  # 0.17 + 0.13


def test_a_rung_inside_a_bucket_or_a_gap_has_no_implied_probability() -> None:
    # 145,000 falls inside the 140-150 bucket: the buckets cannot say P(X > 145,000)
    assert implied(Interval(145_000, INF), btc_buckets()) is None
    gappy = [b for b in btc_buckets() if b.market_id != "150-160"]
    assert implied(Interval(140_000, INF), gappy) is None
    assert implied(Interval(150_000, INF), []) is None


def test_without_a_partition_there_is_no_synthetic_bid() -> None:
    upper = [b for b in btc_buckets() if b.interval.lo >= 140_000]
    got = implied(Interval(150_000, INF), upper)
    assert got is not None and got.probability == pytest.approx(0.15)
    assert not got.partition and got.bid is None and got.bid_size == 0.0


def test_a_missing_ask_leaves_the_synthetic_without_an_ask() -> None:
    buckets = [Bucket("a", Interval(-INF, 1.0), 0.4), Bucket("b", Interval(1.0, INF), 0.6)]
    got = implied(Interval(1.0, INF), buckets)
    assert got is not None and got.ask is None and got.bid is None


def test_same_underlying_needs_the_same_entity_and_date() -> None:
    ladder = "Bitcoin above $150,000 on Dec 31, 2026?"
    assert same_underlying(ladder, "Will Bitcoin be between $150,000 and $160,000 on Dec 31?")
    assert not same_underlying(ladder, "Will Ethereum be between $4,000 and $5,000 on Dec 31?")
    assert not same_underlying(ladder, "Will Bitcoin be between $150,000 and $160,000 on Dec 30?")
