"""CoinGecko: the market-cap-ranked token registry (``/coins/list?include_platform=true`` joined
with ``/coins/markets``) and the keyless social feed (``/search/trending`` and
``/coins/categories``).

Symbols collide heavily, so a symbol resolves to registry ids ordered by market-cap rank, and
an id to a contract through its platform address for the chain (an empty platform value means
"not on that chain"). The registry is cached for 24 h with its fetch time (upstreams.md §6).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json
from sextant.venues.base import VenueFacts
from sextant.venues.parse import bad_response, opt_num

__all__ = [
    "FACTS", "PLATFORMS", "REGISTRY_TTL_S", "Category", "CoinGeckoClient", "Registry",
    "RegistryCoin", "TrendingCoin", "categories_from", "registry_from", "trending_from",
]

FACTS = VenueFacts(name="coingecko", upstream="coingecko", rate_budget_per_minute=30)
REGISTRY_TTL_S = 24 * 3600
MARKETS_PAGE = 250
#: Our chain names -> CoinGecko platform ids.
PLATFORMS = {"ethereum": "ethereum", "base": "base", "arbitrum": "arbitrum-one",
             "polygon": "polygon-pos", "optimism": "optimistic-ethereum",
             "bsc": "binance-smart-chain"}


@dataclass(frozen=True, slots=True)
class RegistryCoin:
    id: str
    symbol: str
    name: str
    platforms: Mapping[str, str]
    market_cap_rank: int | None = None

    def address_on(self, chain: str) -> str | None:
        """The contract on ``chain`` (lowercase), or None when it has none there."""
        value = self.platforms.get(PLATFORMS.get(chain, chain)) or ""
        return value.lower() or None


@dataclass(frozen=True)
class Registry:
    """The registry as fetched at ``fetched_at`` (unix s)."""

    coins: tuple[RegistryCoin, ...]
    fetched_at: float
    _by_symbol: dict[str, list[RegistryCoin]] = field(default_factory=dict, repr=False)
    _by_id: dict[str, RegistryCoin] = field(default_factory=dict, repr=False)

    def claimants(self, symbol: str) -> list[RegistryCoin]:
        """Every registry coin with ``symbol``, best market-cap rank first (unranked last)."""
        if not self._by_symbol:
            for c in self.coins:
                self._by_symbol.setdefault(c.symbol, []).append(c)
            for group in self._by_symbol.values():
                group.sort(key=lambda c: (c.market_cap_rank is None, c.market_cap_rank or 0))
        return list(self._by_symbol.get(symbol.lower(), []))

    def by_address(self, chain: str, address: str) -> RegistryCoin | None:
        return next((c for c in self.coins if c.address_on(chain) == address.lower()), None)

    def by_id(self, coin_id: str) -> RegistryCoin | None:
        """The coin of registry id ``coin_id`` (None when the registry does not list it)."""
        if not self._by_id:
            self._by_id.update((c.id, c) for c in self.coins)
        return self._by_id.get(coin_id)


@dataclass(frozen=True, slots=True)
class TrendingCoin:
    id: str
    symbol: str
    name: str
    score: int  # 0-based trending rank
    market_cap_rank: int | None


@dataclass(frozen=True, slots=True)
class Category:
    """A ``/coins/categories`` row: a narrative, its 24 h market-cap change, its top coins."""

    id: str
    name: str
    market_cap_change_24h: float | None
    top_coin_ids: tuple[str, ...]
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False)


def registry_from(coins_list: Any, markets: Any, fetched_at: float) -> Registry:
    """``/coins/list?include_platform=true`` rows ranked by ``/coins/markets`` rows."""
    if not isinstance(coins_list, list) or not isinstance(markets, list):
        raise bad_response("coingecko", "the registry lists are not arrays")
    ranks = {m.get("id"): m.get("market_cap_rank") for m in markets if isinstance(m, dict)}
    coins = tuple(
        RegistryCoin(str(c["id"]), str(c.get("symbol") or "").lower(), str(c.get("name") or ""),
                     dict(c.get("platforms") or {}), ranks.get(c["id"]))
        for c in coins_list if isinstance(c, dict) and c.get("id"))
    return Registry(coins, fetched_at)


def trending_from(body: Any) -> list[TrendingCoin]:
    """``/search/trending`` coins in rank order (``item.score``)."""
    if not isinstance(body, dict) or not isinstance(body.get("coins"), list):
        raise bad_response("coingecko", "trending has no coins list")
    out = []
    for row in body["coins"]:
        item = row.get("item") if isinstance(row, dict) else None
        if not isinstance(item, dict) or not item.get("id"):
            raise bad_response("coingecko", f"a trending row without an item: {row!r:.80}")
        out.append(TrendingCoin(str(item["id"]), str(item.get("symbol") or "").upper(),
                                str(item.get("name") or ""), int(item.get("score") or 0),
                                item.get("market_cap_rank")))
    return sorted(out, key=lambda c: c.score)


def categories_from(body: Any) -> list[Category]:
    """``/coins/categories`` rows, in the order served."""
    if not isinstance(body, list):
        raise bad_response("coingecko", "categories is not an array")
    out = []
    for row in body:
        if not isinstance(row, dict) or not row.get("id"):
            raise bad_response("coingecko", f"a category without an id: {row!r:.80}")
        change = row.get("market_cap_change_24h")
        out.append(Category(str(row["id"]), str(row.get("name") or ""),
                            opt_num(change, upstream="coingecko"),
                            tuple(str(c) for c in row.get("top_3_coins_id") or ()), raw=row))
    return out


class CoinGeckoClient:
    """Registry and trending reads; the registry is cached per process for 24 h."""

    facts: ClassVar[VenueFacts] = FACTS

    def __init__(self, upstreams: UpstreamClients, api_key: str | None = None) -> None:
        self.upstreams = upstreams
        self.api_key = api_key
        self._cache = upstreams.cache("coingecko_registry", REGISTRY_TTL_S)
        self._registry: Registry | None = None  # parsed from the cache entry of its fetched_at

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        key = getattr(upstreams.settings, "coingecko_api_key", None)
        return cls(upstreams, key.get_secret_value() if key is not None else None)

    async def _get(self, path: str, params: dict[str, Any]) -> Any:
        headers = {"x-cg-demo-api-key": self.api_key} if self.api_key else None
        return await request_json(self.upstreams.client(FACTS.upstream), FACTS.upstream, "GET",
                                  path, params=params, headers=headers)

    async def _registry_wire(self) -> dict[str, Any]:
        coins = await self._get("/coins/list", {"include_platform": "true"})
        markets = await self._get("/coins/markets", {
            "vs_currency": "usd", "order": "market_cap_desc", "per_page": MARKETS_PAGE,
            "page": 1})
        registry_from(coins, markets, 0.0)  # an unreadable answer raises before it is cached
        return {"coins": coins, "markets": markets}

    async def registry(self) -> Registry:
        """The market-cap-ranked registry (cached ``REGISTRY_TTL_S``, shared by replicas
        through the upstreams' cache); ``fetched_at`` is when the lists were read."""
        wire, stored_at, _ = await self._cache.get_or_fetch("registry", self._registry_wire)
        if self._registry is None or self._registry.fetched_at != stored_at:
            self._registry = registry_from(wire["coins"], wire["markets"], stored_at)
        return self._registry

    async def trending(self) -> list[TrendingCoin]:
        """The trending list, rank order."""
        return trending_from(await self._get("/search/trending", {}))

    async def categories(self) -> list[Category]:
        """Categories by 24 h market-cap change, hottest first."""
        return categories_from(await self._get("/coins/categories",
                                               {"order": "market_cap_change_24h_desc"}))
