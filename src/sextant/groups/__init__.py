"""Endpoint groups: the orchestration between the HTTP routes and the venues and signals."""

__all__ = [  # the public modules
    "agent",
    "bazaar",
    "claw",
    "common",
    "marketa",
    "marketb",
    "narrative",
    "onchain_x402",
    "outreach",
    "perpdex",
    "registration",
    "spread",
    "spread_kalshi",
    "spread_ladder",
    "swapdex",
]
