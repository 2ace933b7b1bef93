"""Hyperliquid's facts as plain data (the simulator imports these, never client logic)."""

from __future__ import annotations

from types import MappingProxyType

from sextant.venues.base import VenueFacts

__all__ = [
    "EXAMPLE_TRADER", "EXAMPLE_VAULT", "FACTS", "MAKER_FEE", "SPOT_TAKER_FEE", "STATS_FACTS",
    "TAKER_FEE", "is_spot_coin",
]

#: The catalog's examples: a trader with fills and the HLP vault (both exist in the simulator).
EXAMPLE_TRADER = "0x5b5d51203a0f9079f8aeb098a6523a13f298c060"
EXAMPLE_VAULT = "0xdfc24b077bc1425ad1dea75bcb6f8158e10df303"
TAKER_FEE = 0.00045  # perp taker, base tier
MAKER_FEE = 0.00015
SPOT_TAKER_FEE = 0.0007

LIGHT_TYPES = frozenset({
    "clearinghouseState", "spotClearinghouseState", "l2Book", "allMids", "exchangeStatus",
})
ROW_WEIGHTED_TYPES = frozenset({
    "userFills", "userFillsByTime", "userFunding", "recentTrades", "fundingHistory",
})

FACTS = VenueFacts(
    name="hyperliquid", upstream="hyperliquid", extra_upstreams=("hyperliquid_stats",),
    rate_budget_per_minute=1200, weighted=True, default_weight=20,
    request_weights=MappingProxyType({**{t: 2 for t in LIGHT_TYPES}, "userRole": 60}),
    taker_fee=TAKER_FEE, maker_fee=MAKER_FEE, spot_taker_fee=SPOT_TAKER_FEE,
)
STATS_FACTS = VenueFacts(name="hyperliquid_stats", upstream="hyperliquid_stats",
                         rate_budget_per_minute=60)


def is_spot_coin(coin: str) -> bool:
    """Spot pairs are named ``@<index>`` or ``BASE/QUOTE``; perps are not."""
    return coin.startswith("@") or "/" in coin
