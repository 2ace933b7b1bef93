"""Deterministic simulators of the upstreams (sandbox mode)."""

__all__ = [  # the public modules
    "graph_gateway",
    "hyperliquid",
    "hyperliquid_population",
    "subgraph_data",
    "subgraph_network",
    "subgraph_world",
    "world",
]
