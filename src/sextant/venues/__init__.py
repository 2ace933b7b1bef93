"""Venue clients: one per upstream wire format, returning typed records."""

__all__ = [  # the public modules
    "base",
    "hyperliquid",
    "hyperliquid_facts",
    "hyperliquid_parse",
    "hyperliquid_records",
    "kalshi_records",
    "limitless_records",
    "parse",
    "polymarket_records",
    "predmarket",
    "thegraph",
]
