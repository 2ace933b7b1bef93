"""Cross-venue yes-price spread of two markets verified to resolve on the same condition. Pure.

``spread_bps`` is ``round((yes_mid_a - yes_mid_b) x 10,000)``. Direction follows the spec
literally: ``long-<a>-short-<b>`` when venue *a* is the MORE expensive one (the spec's
convention, kept as written; the trade that captures the gap buys YES on the cheaper venue and
NO on the dearer one), ``tight`` within +-200 bps. Beyond the mid, the executable edge buys the
cheap YES at its best ask and the dear venue's NO at ``1 - best bid``, pays each venue's taker
fee, and is sized by the smaller of the two top-of-book quantities (``fillable_contracts``).
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
    edge_after_fees: float | None  # dollars per contract pair; > 0 is a locked-in profit
    fillable_contracts: float


def executable_edge(book_a: OrderBook | None, book_b: OrderBook | None, fee_a: FeeFn,
                    fee_b: FeeFn) -> Edge:
    """Buy YES where it is cheaper (at the ask), NO on the other venue (at 1 - bid), after fees."""
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
        cost = ask.price + (1.0 - bid.price) + (fc(size, ask.price) + fd(size, 1.0 - bid.price)
                                                ) / size
        edge = 1.0 - cost
        if best is None or edge > best[0]:
            best = (edge, size)
    if best is None:
        return Edge(wa, wb, None, 0.0)
    return Edge(wa, wb, round(best[0], 6), best[1] if best[0] > 0 else 0.0)


def _width(book: OrderBook | None) -> float | None:
    if book is None or book.best_bid is None or book.best_ask is None:
        return None
    return round(book.best_ask - book.best_bid, 6)
