"""Kalshi's facts as plain data (the simulator imports these, never client logic)."""

from __future__ import annotations

import math
from types import MappingProxyType

from sextant.venues.base import VenueFacts

__all__ = [
    "CANDLE_PERIODS", "EXAMPLE_EVENT", "EXAMPLE_MILESTONE", "FACTS", "SUPPORTED_SPORTS",
    "TAKER_FEE_RATE", "taker_fee",
]

#: The catalog's examples: a long-dated multi-venue event and a live game (both in the sandbox).
EXAMPLE_EVENT = "KXPRESPARTY-2028"
EXAMPLE_MILESTONE = "5b1f2c3e-8d4a-4e6b-9c71-2a0f6d3e9b11"

#: Kalshi's general taker fee: ``ceil_to_cent(0.07 x C x P x (1 - P))`` dollars for C contracts.
TAKER_FEE_RATE = 0.07
#: ``period_interval`` values (minutes) the candlestick endpoints accept.
CANDLE_PERIODS = (1, 60, 1440)

#: Milestone ``type`` -> the sport the spec names (spec 2.6 supported sports).
SUPPORTED_SPORTS = MappingProxyType({
    "football_game": "Football", "basketball_game": "Basketball", "soccer": "Soccer",
    "soccer_game": "Soccer", "hockey_game": "Hockey", "baseball_game": "Baseball",
    "wnba_game": "WNBA",
})

# Basic tier: 20 reads per second.
FACTS = VenueFacts(name="kalshi", upstream="kalshi", rate_budget_per_minute=1200,
                   request_weights=MappingProxyType({}), taker_fee=TAKER_FEE_RATE)


def taker_fee(contracts: float, price: float) -> float:
    """Kalshi's taker fee in dollars for ``contracts`` at ``price``, rounded up to the cent."""
    raw = TAKER_FEE_RATE * contracts * price * (1.0 - price)
    return math.ceil(round(raw * 100, 9)) / 100
