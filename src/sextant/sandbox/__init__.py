"""Deterministic simulators of the upstreams (sandbox mode)."""

__all__ = [  # the public modules
    "bazaar",
    "claw_feed",
    "coingecko",
    "discovery_world",
    "graph_gateway",
    "hyperliquid",
    "hyperliquid_population",
    "polygon_rpc",
    "polymarket",
    "polymarket_state",
    "subgraph_data",
    "subgraph_network",
    "subgraph_world",
    "uniswap",
    "uniswap_data",
    "world",
]
