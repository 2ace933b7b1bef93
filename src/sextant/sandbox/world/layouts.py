"""What each simulated upstream serves from the shared world: one layout per upstream.

A simulator calls ``layout_for(world, "<upstream name>")`` (names as in
``transport/upstreams.py``) or the typed function for its upstream, and renders the entities
in its own wire format. Layouts select and group; they never invent entities.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sextant.sandbox.world.entities import (
    Agent,
    Listing,
    Pool,
    PredictionVenue,
    Token,
    Wallet,
    World,
)

__all__ = [
    "LAYOUTS",
    "AgentLayout",
    "GraphLayout",
    "HyperliquidLayout",
    "PredictionLayout",
    "TokenApiLayout",
    "TokenRegistryLayout",
    "X402Layout",
    "agent_layout",
    "graph_layout",
    "hyperliquid_layout",
    "layout_for",
    "prediction_layout",
    "token_api_layout",
    "token_registry_layout",
    "x402_layout",
]


@dataclass(frozen=True, slots=True)
class HyperliquidLayout:
    """The world's wallets that trade perps, showcase first; the simulator gives them the
    first profile slots and fills the rest of its population itself."""

    traders: tuple[Wallet, ...]


@dataclass(frozen=True, slots=True)
class PredictionLayout:
    """One prediction venue's markets (its own framings) and the wallets trading there."""

    venue: PredictionVenue
    listings: tuple[Listing, ...]
    traders: tuple[Wallet, ...]

    def events(self) -> dict[str, tuple[Listing, ...]]:
        """Listings grouped by the venue's event id (a multi-outcome group has several)."""
        out: dict[str, list[Listing]] = {}
        for x in self.listings:
            out.setdefault(x.event_id, []).append(x)
        return {k: tuple(v) for k, v in out.items()}

    def listing(self, market_id: str) -> Listing | None:
        return next((x for x in self.listings if x.market_id == market_id), None)


@dataclass(frozen=True, slots=True)
class TokenRegistryLayout:
    """What a market-cap token registry (CoinGecko) lists: honeypots and spam are absent."""

    tokens: tuple[Token, ...]


@dataclass(frozen=True, slots=True)
class TokenApiLayout:
    """What a token indexer (The Graph Token API) serves: every EVM token with its pools
    (honeypots and spam included, as on chain) and the wallets that may hold them."""

    tokens: tuple[Token, ...]
    pools: tuple[Pool, ...]
    wallets: tuple[Wallet, ...]


@dataclass(frozen=True, slots=True)
class AgentLayout:
    """ERC-8004 registrations (identity registry, IPFS registration files, Bazaar entries)."""

    agents: tuple[Agent, ...]


@dataclass(frozen=True, slots=True)
class X402Layout:
    """Who pays x402 services (with how many calls) and who is paid (agents' ``pay_to``)."""

    payers: tuple[Wallet, ...]
    recipients: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GraphLayout:
    """What the subgraph gateway serves: Uniswap tokens and pools (spam and honeypots
    included, as on chain), ERC-8004 agents and x402 settlements."""

    tokens: tuple[Token, ...]
    pools: tuple[Pool, ...]
    swappers: tuple[Wallet, ...]
    agents: AgentLayout
    x402: X402Layout


def hyperliquid_layout(world: World) -> HyperliquidLayout:
    return HyperliquidLayout(world.wallets_on("hyperliquid"))


def prediction_layout(world: World, venue: PredictionVenue) -> PredictionLayout:
    return PredictionLayout(venue, world.listings_on(venue), world.wallets_on(venue))


def token_registry_layout(world: World) -> TokenRegistryLayout:
    return TokenRegistryLayout(tuple(t for t in world.tokens if t.coingecko_id))


def token_api_layout(world: World) -> TokenApiLayout:
    return TokenApiLayout(tuple(t for t in world.tokens if t.kind != "non_evm"), world.pools,
                          world.wallets)


def agent_layout(world: World) -> AgentLayout:
    return AgentLayout(world.agents)


def x402_layout(world: World) -> X402Layout:
    payers = tuple(sorted((w for w in world.wallets if w.x402_payments),
                          key=lambda w: -w.x402_spend_usd))
    return X402Layout(payers, tuple(a.pay_to for a in world.agents if a.pay_to))


def graph_layout(world: World) -> GraphLayout:
    return GraphLayout(world.tokens, world.pools, world.wallets_on("uniswap"),
                       agent_layout(world), x402_layout(world))


#: Upstream name (``transport/upstreams.py``) -> its layout. A new simulator adds its row.
LAYOUTS: dict[str, Callable[[World], object]] = {
    "hyperliquid": hyperliquid_layout,
    "hyperliquid_stats": hyperliquid_layout,
    "polymarket_data": lambda w: prediction_layout(w, "polymarket"),
    "polymarket_gamma": lambda w: prediction_layout(w, "polymarket"),
    "polymarket_clob": lambda w: prediction_layout(w, "polymarket"),
    "polygon_rpc": lambda w: prediction_layout(w, "polymarket"),  # wallet kinds (getCode)
    "kalshi": lambda w: prediction_layout(w, "kalshi"),
    "limitless": lambda w: prediction_layout(w, "limitless"),
    "graph_gateway": graph_layout,
    "coingecko": token_registry_layout,
    "lunarcrush": token_registry_layout,  # the social feed talks about the registry's coins
    "ipfs": agent_layout,
    "bazaar": agent_layout,
    "bazaar_sellers": agent_layout,  # the listed agents answer (or not) at their endpoints
    "agent_endpoints": agent_layout,  # ERC-8004 agents' declared hosts (agent score evidence)
    "claw": agent_layout,  # task posters are the world's agents
    "base_rpc": graph_layout,
    "token_api": token_api_layout,
}


def layout_for(world: World, upstream: str) -> object:
    """The layout of ``upstream``; ``KeyError`` names an upstream with none yet."""
    return LAYOUTS[upstream](world)
