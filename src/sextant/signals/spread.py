"""Cross-venue yes-price spread of two markets verified to resolve on the same condition. Pure.

``spread_bps`` is ``round((yes_mid_a - yes_mid_b) x 10,000)``. Direction follows the spec
literally: ``long-<a>-short-<b>`` when venue *a* is the MORE expensive one (the spec's
convention, kept as written; the trade that captures the gap buys YES on the cheaper venue and
NO on the dearer one), ``tight`` within +-200 bps. Beyond the mid, the executable edge buys the
cheap YES at its best ask and the dear venue's NO at ``1 - best bid``, pays each venue's taker
fee; ``fillable_contracts`` walks both books while each slice's edge after fees stays positive.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from sextant.venues.predmarket import OrderBook

__all__ = [
    "CANDIDATE_BPS", "PRICE_PROXIMITY_MAX", "Edge", "FeeFn", "direction", "executable_edge",
    "far_apart", "no_fee", "polymarket_fee", "spread_bps",
]

CANDIDATE_BPS = 200
#: Price proximity (spec 2.6): two quotes of one condition further apart than this (in
#: probability) more likely read another condition than a mispricing; such a pair is refused
#: (``far_prices``) rather than priced as an arbitrage.
PRICE_PROXIMITY_MAX = 0.35
#: fee in dollars for (contracts, price) on one venue
FeeFn = Callable[[float, float], float]


def no_fee(contracts: float, price: float) -> float:
    return 0.0


def polymarket_fee(rate: float, exponent: float = 1.0) -> FeeFn:
    """Polymarket's taker fee of a fee-enabled market: ``C x rate x (p (1 - p)) ^ exponent``.

    ``rate`` and ``exponent`` are the Gamma market's ``feeSchedule`` (e.g. 0.07 / 1 on crypto,
    0.03 / 1 on sports; markets with ``feesEnabled: false`` charge nothing). Makers pay none;
    the charge is floored to 5 decimals as the venue does.
    """

    def fee(contracts: float, price: float) -> float:
        raw = contracts * rate * (price * (1.0 - price)) ** exponent
        return math.floor(round(raw * 1e5, 6)) / 1e5

    return fee


def far_apart(mid_a: float, mid_b: float) -> str | None:
    """Why two verified quotes are too far apart to be one condition, or ``None``."""
    if abs(mid_a - mid_b) > PRICE_PROXIMITY_MAX:
        return (f"yes mids {mid_a:.2f} and {mid_b:.2f} differ by more than "
                f"{PRICE_PROXIMITY_MAX:.2f}: more likely another condition than a mispricing")
    return None


def spread_bps(mid_a: float, mid_b: float) -> int:
    return round((mid_a - mid_b) * 10_000)


def direction(bps: int, a: str, b: str) -> str:
    """``long-<a>-short-<b>`` when *a* is more expensive (spec 2.7), ``tight`` within 200 bps."""
    if abs(bps) <= CANDIDATE_BPS:
        return "tight"
    return f"long-{a}-short-{b}" if bps > 0 else f"long-{b}-short-{a}"


@dataclass(frozen=True, slots=True)
class Edge:
    quote_width_a: float | None
    quote_width_b: float | None
    edge_after_fees: float | None  # dollars per contract pair at the top; > 0 locks a profit
    fillable_contracts: float  # down both books while the marginal edge stays positive


def executable_edge(book_a: OrderBook | None, book_b: OrderBook | None, fee_a: FeeFn,
                    fee_b: FeeFn) -> Edge:
    """Buy YES where it is cheaper (at the ask), NO on the other venue (at 1 - bid), after fees.

    ``edge_after_fees`` is the top-of-book edge per contract pair; ``fillable_contracts`` walks
    both books level by level and counts the contracts whose marginal edge after fees stays
    positive (0 when the top already loses).
    """
    wa = _width(book_a)
    wb = _width(book_b)
    if book_a is None or book_b is None:
        return Edge(wa, wb, None, 0.0)
    best = None
    for cheap, dear, fc, fd in ((book_a, book_b, fee_a, fee_b), (book_b, book_a, fee_b, fee_a)):
        if not cheap.asks or not dear.bids:
            continue
        ask, bid = cheap.asks[0], dear.bids[0]
        size = min(ask.size, bid.size)
        if size <= 0:
            continue
        edge = _unit_edge(ask.price, bid.price, size, fc, fd)
        if best is None or edge > best[0]:
            best = (edge, cheap, dear, fc, fd)
    if best is None:
        return Edge(wa, wb, None, 0.0)
    edge, cheap, dear, fc, fd = best
    return Edge(wa, wb, round(edge, 6), _fillable(cheap, dear, fc, fd) if edge > 0 else 0.0)


def _unit_edge(ask: float, bid: float, size: float, fc: FeeFn, fd: FeeFn) -> float:
    """1 - (YES ask + NO price + both fees per contract) for ``size`` contracts."""
    return 1.0 - (ask + (1.0 - bid) + (fc(size, ask) + fd(size, 1.0 - bid)) / size)


def _fillable(cheap: OrderBook, dear: OrderBook, fc: FeeFn, fd: FeeFn) -> float:
    """Contracts fillable down both books while each slice's edge after fees is positive."""
    i = j = 0
    left_a, left_b = cheap.asks[0].size, dear.bids[0].size
    filled = 0.0
    while i < len(cheap.asks) and j < len(dear.bids):
        size = min(left_a, left_b)
        if size > 0:
            if _unit_edge(cheap.asks[i].price, dear.bids[j].price, size, fc, fd) <= 0:
                break
            filled += size
        left_a -= size
        left_b -= size
        if left_a <= 0:
            i += 1
            left_a = cheap.asks[i].size if i < len(cheap.asks) else 0.0
        if left_b <= 0:
            j += 1
            left_b = dear.bids[j].size if j < len(dear.bids) else 0.0
    return round(filled, 6)


def _width(book: OrderBook | None) -> float | None:
    if book is None or book.best_bid is None or book.best_ask is None:
        return None
    return round(book.best_ask - book.best_bid, 6)
