"""Limitless Exchange's facts as plain data (the simulator imports these, never client logic)."""

from __future__ import annotations

from sextant.venues.base import VenueFacts

__all__ = ["ACTIVE_PAGE_MAX", "FACTS", "SEARCH_LIMIT_MAX", "TAKER_FEE"]

#: ``/markets/active`` answers at most 25 markets a page.
ACTIVE_PAGE_MAX = 25
SEARCH_LIMIT_MAX = 25
#: CLOB taker fee as a fraction of notional (market ``metadata.fee`` overrides it when given).
TAKER_FEE = 0.01

FACTS = VenueFacts(name="limitless", upstream="limitless", rate_budget_per_minute=300,
                   taker_fee=TAKER_FEE)
