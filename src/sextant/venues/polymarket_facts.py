"""Polymarket's facts as plain data (the simulators import these, never client logic).

Rate limits are documented per 10-second window (upstreams.md §2); the transport keeps one
bucket per upstream sized in requests per minute, so each budget is six times the tightest
documented per-path window among the paths the client calls on that host: the Data API's
positions/activity 200 per 10 s (the general limit is 800), Gamma's ``/markets`` 300 per 10 s
(``/events`` 500, general 4000) and the CLOB's ``/prices-history`` ~1000 per 10 s (``/book``
1500).
"""

from __future__ import annotations

from types import MappingProxyType

from sextant.venues.base import VenueFacts

__all__ = [
    "CLOB_FACTS",
    "ERC1967_IMPLEMENTATION_SLOT",
    "EXAMPLE_MARKET",
    "EXAMPLE_WALLET",
    "FACTS",
    "FEES_BY_CATEGORY",
    "GAMMA_FACTS",
    "HOLDERS_LIMIT_MAX",
    "LEADERBOARD_LIMIT_MAX",
    "MAX_CONDITIONS_PER_CALL",
    "PER_10S_LIMITS",
    "POLYGON_FACTS",
    "POSITIONS_PAGE_MAX",
    "SMART_ACCOUNT_FACTORY",
]

#: The catalog's examples: the shared world's showcase wallet and the world's "Bitcoin
#: $150,000" market (condition id of the default seed 402; a test checks it exists).
EXAMPLE_WALLET = "0x5b5d51203a0f9079f8aeb098a6523a13f298c060"
EXAMPLE_MARKET = "0xfdbfd2a3cd75a6c32f84a216ae765d7eceae0f2683cee57254022962e3a462c0"

#: Documented limits per 10-second window, by host and path ("*" is the host's general limit).
PER_10S_LIMITS: MappingProxyType[str, MappingProxyType[str, int]] = MappingProxyType({
    "polymarket_data": MappingProxyType({"*": 800, "/trades": 300, "/positions": 200,
                                         "/activity": 200, "/prices-history": 200}),
    "polymarket_gamma": MappingProxyType({"*": 4000, "/markets": 300, "/events": 500}),
    "polymarket_clob": MappingProxyType({"/book": 1500, "/books": 500,
                                         "/prices-history": 1000}),
})


def _per_minute(upstream: str) -> int:
    return 6 * min(PER_10S_LIMITS[upstream].values())


FACTS = VenueFacts(name="polymarket", upstream="polymarket_data",
                   rate_budget_per_minute=_per_minute("polymarket_data"),
                   extra_upstreams=("polymarket_gamma", "polymarket_clob"))
GAMMA_FACTS = VenueFacts(name="polymarket_gamma", upstream="polymarket_gamma",
                         rate_budget_per_minute=_per_minute("polymarket_gamma"))
CLOB_FACTS = VenueFacts(name="polymarket_clob", upstream="polymarket_clob",
                        rate_budget_per_minute=_per_minute("polymarket_clob"))
#: A public Polygon RPC; no documented limit, so a conservative 10 requests a second.
POLYGON_FACTS = VenueFacts(name="polygon_rpc", upstream="polygon_rpc",
                           rate_budget_per_minute=600)

MAX_CONDITIONS_PER_CALL = 20  # Data API v2 market filter
POSITIONS_PAGE_MAX = 500
HOLDERS_LIMIT_MAX = 20
LEADERBOARD_LIMIT_MAX = 50

#: ERC-1967 implementation slot: keccak256("eip1967.proxy.implementation") - 1.
ERC1967_IMPLEMENTATION_SLOT = (
    "0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc")
#: The deposit-wallet (POLY_1271) factory constant the original service carries.
SMART_ACCOUNT_FACTORY = "0x00000000000fb5c9adea0298d729a0cb3823cc07"

#: Gamma's fee fields of a fee-enabled market, by category, as the recordings carry them
#: (``gamma_markets_crypto.yaml``: ``crypto_fees_v2``, rate 0.07; ``gamma_events_sports.yaml``:
#: ``sports_fees_v2``, rate 0.03; both ``exponent`` 1, taker only, with ``makerBaseFee`` /
#: ``takerBaseFee`` 1000). Markets of other categories (politics, economics ...) show
#: ``feesEnabled: false`` and ``feeType: null`` and no schedule (``gamma_event.json``). The taker
#: pays ``C x rate x (p (1 - p)) ^ exponent`` (``signals.spread.polymarket_fee``).
FEES_BY_CATEGORY: MappingProxyType[str, MappingProxyType[str, object]] = MappingProxyType({
    "Crypto": MappingProxyType({
        "feeType": "crypto_fees_v2", "makerBaseFee": 1000, "takerBaseFee": 1000,
        "feeSchedule": MappingProxyType(
            {"exponent": 1, "rate": 0.07, "takerOnly": True, "rebateRate": 0.2})}),
    "Sports": MappingProxyType({
        "feeType": "sports_fees_v2", "makerBaseFee": 1000, "takerBaseFee": 1000,
        "feeSchedule": MappingProxyType(
            {"exponent": 1, "rate": 0.03, "takerOnly": True, "rebateRate": 0.25})}),
})
