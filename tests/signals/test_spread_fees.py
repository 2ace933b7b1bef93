"""Taker fees in the cross-venue edge: Kalshi's, Polymarket's fee schedule (read from real
Gamma recordings) and the synthetic side of a ladder-versus-bucket pair."""

from __future__ import annotations

import json
import math

import pytest
import yaml

from sextant.groups import spread_ladder as lad
from sextant.signals import ladder
from sextant.signals import spread as sig
from sextant.venues.kalshi_facts import taker_fee
from sextant.venues.polymarket_records import markets_from_gamma, markets_from_gamma_events
from sextant.venues.predmarket import Level, Market, OrderBook
from tests.support import shared_fixtures

FIXTURES = shared_fixtures("polymarket")
needs_fixtures = pytest.mark.skipif(not FIXTURES.is_dir(), reason="shared fixtures not present")


def cassette(name: str) -> object:
    it = yaml.safe_load((FIXTURES / name).read_text())["interactions"][0]
    return json.loads(it["response"]["body"]["string"])


def test_kalshi_fee_rounds_up_to_the_cent() -> None:
    # 0.07 x 10 x 0.45 x 0.55 = 0.17325 -> 0.18; 0.07 x 100 x 0.5 x 0.5 = 1.75 exactly
    assert taker_fee(10, 0.45) == 0.18 and taker_fee(100, 0.5) == 1.75


def test_polymarket_fee_formula_by_hand() -> None:
    fee = sig.polymarket_fee(0.07, 1)
    # 100 x 0.07 x 0.4 x 0.6 = 1.68; exponent 2: 100 x 0.07 x 0.24^2 = 0.4032
    assert fee(100, 0.4) == pytest.approx(1.68)
    assert sig.polymarket_fee(0.07, 2)(100, 0.4) == pytest.approx(0.4032)
    # floored to 5 decimals: 1 x 0.03 x 0.123 x 0.877 = 0.003236193 -> 0.00323
    assert sig.polymarket_fee(0.03)(1, 0.123) == pytest.approx(0.00323)


@needs_fixtures
def test_polymarket_fee_schedule_is_read_from_real_gamma_rows() -> None:
    sports = markets_from_gamma_events(cassette("gamma_events_sports.yaml"))
    fee_enabled = [m for m in sports if m.raw.get("feesEnabled")]
    assert fee_enabled, "the sports recording carries fee-enabled markets"
    # sports_fees_v2: rate 0.03, exponent 1 -> 100 contracts at 0.5 pay 100 x 0.03 x 0.25
    assert lad.polymarket_fee(fee_enabled[0])(100, 0.5) == pytest.approx(0.75)
    crypto = markets_from_gamma(cassette("gamma_markets_crypto.yaml"))
    scheduled = [m for m in crypto if isinstance(m.raw.get("feeSchedule"), dict)]
    assert scheduled and lad.polymarket_fee(scheduled[0])(100, 0.5) == pytest.approx(1.75)
    # a market without fees charges none
    event = json.loads((FIXTURES / "gamma_event.json").read_text())
    free = markets_from_gamma_events(event)
    assert free and lad.polymarket_fee(free[0])(100, 0.5) == 0.0


def test_fees_turn_a_mid_gap_into_no_edge() -> None:
    # YES 0.50 ask on one venue, 0.53 bid on the other: 3 cents before fees
    cheap = OrderBook("polymarket", "a", "a", (Level(0.48, 100),), (Level(0.50, 100),))
    dear = OrderBook("kalshi", "b", "b", (Level(0.53, 100),), (Level(0.55, 100),))
    free = sig.executable_edge(cheap, dear, sig.no_fee, sig.no_fee)
    assert free.edge_after_fees == pytest.approx(0.03)
    # Kalshi on the NO leg at 0.47: ceil(0.07 x 100 x 0.47 x 0.53 = 1.7437) = 1.75 -> 0.0175
    # Polymarket crypto on the YES leg at 0.50: 100 x 0.07 x 0.25 = 1.75 -> 0.0175
    paid = sig.executable_edge(cheap, dear, sig.polymarket_fee(0.07), taker_fee)
    assert paid.edge_after_fees == pytest.approx(0.03 - 0.0175 - 0.0175)
    assert paid.fillable_contracts == 0.0  # no profit left to fill


def _bucket_market(mid: str, title: str) -> Market:
    return Market("polymarket", mid, title, (), "open", slug=mid, event_id="e1",
                  event_title="Bitcoin price on Oct 29?")


async def test_synthetic_side_sums_leg_asks_and_fees() -> None:
    rows = [("lo", "Will Bitcoin be below $150,000 on Oct 29?", 0.80, 0.82),
            ("mid", "Will Bitcoin be between $150,000 and $160,000 on Oct 29?", 0.10, 0.12),
            ("hi", "Will Bitcoin be above $160,000 on Oct 29?", 0.05, 0.07)]
    markets = {k: _bucket_market(k, t) for k, t, _, _ in rows}
    books = {k: OrderBook("polymarket", k, k, (Level(b, 300),),
                          (Level(a, 200 if k != "hi" else 50),)) for k, _, b, a in rows}
    buckets = [(markets[k], ladder.interval(t)) for k, t, _, _ in rows]
    rung = Market("kalshi", "KXBTC-T150000", "Bitcoin above $150,000 on Oct 29, 2026?", (),
                  "open")

    async def book_of(m: Market) -> OrderBook | None:
        return books[m.market_id]

    got = await lad.align(rung, ladder.Interval(150_000, math.inf),
                          [(m, iv) for m, iv in buckets if iv is not None], book_of,
                          lambda m: sig.polymarket_fee(0.07))
    assert got is not None and got.legs_id == "mid+hi"
    assert got.implied.probability == pytest.approx(0.11 + 0.06)
    assert got.book.best_ask == pytest.approx(0.19) and got.book.asks[0].size == 50
    # synthetic bid: 1 - the complement's ask (0.82), sized by the complement (200)
    assert got.book.best_bid == pytest.approx(0.18) and got.book.bids[0].size == 200
    # buying the synthetic YES pays both legs' fees: 10 x 0.07 x (0.12 x 0.88 + 0.07 x 0.93)
    assert got.fee(10, 0.19) == pytest.approx(0.07392 + 0.04557)
    # buying its NO (the complement's YES at 0.82) pays that leg's fee
    assert got.fee(10, 0.82) == pytest.approx(0.10332)


def test_price_proximity_refuses_quotes_too_far_apart_to_be_one_condition() -> None:
    assert sig.far_apart(0.52, 0.18) is None  # 34 points: a (large) mispricing
    reason = sig.far_apart(0.60, 0.20)  # 40 points
    assert reason is not None and "0.60 and 0.20" in reason


def test_fillable_size_walks_both_books_while_the_edge_after_fees_holds() -> None:
    cheap = OrderBook("polymarket", "a", "a", (Level(0.40, 500),),
                      (Level(0.45, 100), Level(0.47, 200), Level(0.52, 300)))
    dear = OrderBook("limitless", "c", "c", (Level(0.55, 150), Level(0.50, 400)),
                     (Level(0.57, 100),))
    edge = sig.executable_edge(cheap, dear, sig.no_fee, sig.no_fee)
    # top: 1 - (0.45 + 0.45) = 0.10; slices by hand: 100 @ 0.45/0.55 (+0.10),
    # 50 @ 0.47/0.55 (+0.08), 150 @ 0.47/0.50 (+0.03), then 0.52/0.50 loses: 300 contracts
    assert edge.edge_after_fees == pytest.approx(0.10)
    assert edge.fillable_contracts == 300
    # a 1-cent-per-contract fee on each leg: the 0.47/0.50 slice (+0.03 - 0.02) still pays
    flat = lambda n, p: 0.01 * n  # noqa: E731
    assert sig.executable_edge(cheap, dear, flat, flat).fillable_contracts == 300
    # 2 cents each: only the first two slices pay (0.10 - 0.04, 0.08 - 0.04)
    two = lambda n, p: 0.02 * n  # noqa: E731
    assert sig.executable_edge(cheap, dear, two, two).fillable_contracts == 150
