"""The shared sandbox world's entities: plain frozen records, no behaviour beyond lookups."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

__all__ = [
    "Agent",
    "Archetype",
    "Event",
    "Listing",
    "Pool",
    "PredictionVenue",
    "Token",
    "TokenKind",
    "Wallet",
    "WalletKind",
    "World",
]

Archetype = Literal["sharp", "neutral", "retail"]
PredictionVenue = Literal["polymarket", "kalshi", "limitless"]
#: Polymarket funder kinds (upstreams.md §2.5): plain key, proxy clone, Safe, deposit wallet.
WalletKind = Literal["eoa", "poly_proxy", "gnosis_safe", "deposit_wallet", "eip7702"]
#: ``thin`` trades in a pool too shallow to be real liquidity; ``stale`` stopped trading days
#: ago; ``squatter`` reuses a famous ticker with a handful of trades; ``unlisted`` is a registry
#: token with no Uniswap pool on its chain; ``non_evm`` has no EVM contract at all.
TokenKind = Literal["blue_chip", "normal", "honeypot", "spam", "thin", "stale", "squatter",
                    "unlisted", "non_evm"]


@dataclass(frozen=True, slots=True)
class Wallet:
    """One address that may trade on several venues and pay x402 services.

    ``venues`` names the upstreams it is active on (``hyperliquid``, ``polymarket``, ``kalshi``,
    ``limitless``, ``uniswap``); Kalshi accounts are not addresses, so a Kalshi presence only
    shapes the tape. ``x402_payments`` is how many paid calls it made in the world's month.
    """

    address: str
    label: str
    archetype: Archetype
    venues: tuple[str, ...]
    polymarket_kind: WalletKind
    x402_payments: int
    x402_spend_usd: float
    showcase: bool = False


@dataclass(frozen=True, slots=True)
class Listing:
    """One event as one venue frames it: its own ids, title, close time and outcome names.

    ``yes_price`` is this venue's probability of the first outcome (the venues disagree, so
    spreads exist). ``outcome_ids`` are the venue's token ids (Polymarket, Limitless) or
    ``<ticker>:yes``/``<ticker>:no`` (Kalshi).
    """

    venue: PredictionVenue
    event_key: str
    market_id: str
    title: str
    outcomes: tuple[str, ...]
    outcome_ids: tuple[str, ...]
    yes_price: float
    close_time: datetime
    event_id: str
    event_title: str
    slug: str | None
    group_label: str | None = None
    volume_usd: float = 0.0
    liquidity_usd: float = 0.0
    listed_at: datetime | None = None  # when the venue opened it (None: long before the anchor)


@dataclass(frozen=True, slots=True)
class Event:
    """A real-world question and every venue's listing of it.

    ``probability`` is the world's truth the venues' prices scatter around. A ``near_miss`` of
    another event reads alike but asks a different question (a matcher must not pair them).
    """

    key: str
    topic: str
    category: str
    probability: float
    listings: tuple[Listing, ...]
    near_miss_of: str | None = None

    def on(self, venue: PredictionVenue) -> tuple[Listing, ...]:
        return tuple(x for x in self.listings if x.venue == venue)


@dataclass(frozen=True, slots=True)
class Token:
    """An ERC-20 on one chain. Honeypots cannot be sold (``sell_tax`` 1.0); spam tokens exist
    to decorate spam pools; neither has a registry (CoinGecko) id."""

    chain: str
    address: str
    symbol: str
    name: str
    decimals: int
    kind: TokenKind
    price_usd: float
    coingecko_id: str | None
    buy_tax: float = 0.0
    sell_tax: float = 0.0


@dataclass(frozen=True, slots=True)
class Pool:
    """A Uniswap pool. ``spam`` pools report a huge TVL that no real liquidity backs (the
    recorded top-TVL pools are such: upstreams.md §5.5)."""

    chain: str
    address: str
    version: Literal["v2", "v3", "v4"]
    token0: str
    token1: str
    fee_tier: int
    tvl_usd: float
    volume_24h_usd: float
    spam: bool = False


@dataclass(frozen=True, slots=True)
class Agent:
    """An ERC-8004 registered agent: ``agent_id`` is its tokenId in the identity registry."""

    agent_id: int
    chain_id: int
    owner: str
    name: str
    description: str
    endpoints: tuple[tuple[str, str], ...]  # (name, url): A2A, MCP, web ...
    pay_to: str | None
    x402_support: bool
    registered_at: datetime
    feedback_count: int
    feedback_avg: float | None
    endpoints_live: bool = True


@dataclass(frozen=True)
class World:
    """Everything the simulators share, drawn from ``seed`` around the clock ``anchor``."""

    seed: int
    anchor: datetime
    wallets: tuple[Wallet, ...]
    events: tuple[Event, ...]
    tokens: tuple[Token, ...]
    pools: tuple[Pool, ...]
    agents: tuple[Agent, ...]
    _wallet_index: dict[str, Wallet] = field(default_factory=dict, repr=False, compare=False)

    def wallet(self, address: str) -> Wallet | None:
        """The wallet at ``address`` (any case), if the world has one."""
        if not self._wallet_index:
            self._wallet_index.update((w.address, w) for w in self.wallets)
        return self._wallet_index.get(address.lower())

    @property
    def showcase(self) -> Wallet:
        """The wallet rich on every venue, for examples and demos."""
        return next(w for w in self.wallets if w.showcase)

    def wallets_on(self, venue: str) -> tuple[Wallet, ...]:
        return tuple(w for w in self.wallets if venue in w.venues)

    def listings_on(self, venue: PredictionVenue) -> tuple[Listing, ...]:
        return tuple(x for e in self.events for x in e.listings if x.venue == venue)
