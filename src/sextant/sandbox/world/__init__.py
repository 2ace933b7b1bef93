"""The one sandbox world every simulator draws from (DESIGN.md §3).

Wallets trade on several venues and pay x402 services; the same questions are listed on
several prediction markets under different titles, dates and outcome names (plus near misses
that must not be paired); tokens include honeypots and spam pools; agents are registered under
ERC-8004. ``build_world(seed, anchor_ms)`` draws it; ``layout_for(world, upstream)`` (or the
typed ``*_layout`` functions) says what one upstream serves. Simulators import this package and
never client, group or routing code.

Package layout: ``entities`` (records), ``events`` (the curated questions and their framings),
``build`` (the seeded generator), ``layouts`` (one view per upstream).
"""

from sextant.sandbox.world.build import (
    DEFAULT_SEED,
    N_AGENTS,
    N_WALLETS,
    SHOWCASE_WALLET,
    address,
    build_world,
)
from sextant.sandbox.world.entities import (
    Agent,
    Archetype,
    Event,
    Listing,
    Pool,
    PredictionVenue,
    Token,
    TokenKind,
    Wallet,
    WalletKind,
    World,
)
from sextant.sandbox.world.layouts import (
    LAYOUTS,
    AgentLayout,
    GraphLayout,
    HyperliquidLayout,
    PredictionLayout,
    TokenApiLayout,
    TokenRegistryLayout,
    X402Layout,
    agent_layout,
    graph_layout,
    hyperliquid_layout,
    layout_for,
    prediction_layout,
    token_api_layout,
    token_registry_layout,
    x402_layout,
)

__all__ = [
    "DEFAULT_SEED",
    "LAYOUTS",
    "N_AGENTS",
    "N_WALLETS",
    "SHOWCASE_WALLET",
    "Agent",
    "AgentLayout",
    "Archetype",
    "Event",
    "GraphLayout",
    "HyperliquidLayout",
    "Listing",
    "Pool",
    "PredictionLayout",
    "PredictionVenue",
    "Token",
    "TokenApiLayout",
    "TokenKind",
    "TokenRegistryLayout",
    "Wallet",
    "WalletKind",
    "World",
    "X402Layout",
    "address",
    "agent_layout",
    "build_world",
    "graph_layout",
    "hyperliquid_layout",
    "layout_for",
    "prediction_layout",
    "token_api_layout",
    "token_registry_layout",
    "x402_layout",
]
