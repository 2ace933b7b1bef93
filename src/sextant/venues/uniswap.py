"""The Uniswap client: v2, v3 and v4 subgraphs through the kit's GraphQL client.

Every answer carries the subgraph's ``_meta`` (``PoolSet.block_timestamp``; ``freshness``).
Pools are merged from both sides of the token and ranked by volume, never by TVL; spam pools
are dropped here (``is_spam_pool``) so no caller can rank them.
"""

from __future__ import annotations

from typing import Any, ClassVar, Self

from sextant.errors import BadRequest
from sextant.transport.factory import UpstreamClients
from sextant.venues.base import VenueFacts
from sextant.venues.thegraph import GraphMeta, GraphResult, TheGraphClient
from sextant.venues.uniswap_facts import CHAINS, subgraph_id
from sextant.venues.uniswap_parse import (
    SYMBOL_QUERY,
    activity_query,
    cohort_query,
    days_from,
    is_spam_pool,
    pool_from,
    pools_query,
    swap_from,
    token_from,
    tokens_query,
)
from sextant.venues.uniswap_records import DayVolume, PoolSet, SwapTrade, TokenDays

__all__ = ["FACTS", "UniswapClient"]

FACTS = VenueFacts(name="uniswap", upstream="graph_gateway", rate_budget_per_minute=600)
PER_SIDE = 8


class UniswapClient:
    """Reads Uniswap subgraphs; one instance per process (``runtime.venue``)."""

    facts: ClassVar[VenueFacts] = FACTS

    def __init__(self, graph: TheGraphClient) -> None:
        self.graph = graph
        self.requests = 0  # subgraph requests made (the bench counts them)

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        settings = upstreams.settings
        key = getattr(settings, "graph_api_key", None)
        buyer = settings.buyer_private_key
        return cls(TheGraphClient(
            upstreams, api_key=key.get_secret_value() if key is not None else None,
            buyer_key=buyer.get_secret_value() if buyer is not None else None))

    @staticmethod
    def subgraph(chain: str, version: str) -> str | None:
        """The pinned subgraph id (None: no such deployment); unknown chains are a 400."""
        if chain not in CHAINS:
            raise BadRequest(f"unknown chain {chain!r}; allowed: {', '.join(CHAINS)}",
                             code="invalid_chain")
        return subgraph_id(chain, version)

    async def _query(self, sid: str, query: str, variables: dict[str, Any]) -> GraphResult:
        self.requests += 1
        return await self.graph.query(sid, query, variables, strict=True)

    async def pools(self, chain: str, version: str, token: str,
                    per_side: int = PER_SIDE) -> PoolSet | None:
        """The token and its top pools by volume on ``version`` (spam dropped), one request."""
        sid = self.subgraph(chain, version)
        if sid is None:
            return None
        token = token.lower()
        res = await self._query(sid, pools_query(version, per_side), {"t": token, "id": token})
        rows = [*(res.data.get("side0") or []), *(res.data.get("side1") or [])]
        parsed = {p.pool_id: p for p in (pool_from(r, chain, version) for r in rows)}
        pools = {k: p for k, p in parsed.items() if not is_spam_pool(p)}
        ranked = sorted(pools.values(), key=lambda p: -p.volume_usd)
        bundle = res.data.get("bundle") or {}
        raw_token = res.data.get("token")
        return PoolSet(chain, version, sid, token_from(raw_token) if raw_token else None,
                       tuple(ranked), float(bundle.get("ethPriceUSD") or bundle.get("ethPrice")
                                            or 0.0), _ts(res.meta),
                       spam_dropped=len(parsed) - len(pools))

    async def activity(self, chain: str, version: str, pool_id: str, swaps: int, days: int
                       ) -> tuple[list[SwapTrade], list[DayVolume]]:
        """A pool's latest swaps and day rows (newest first), one request."""
        sid = self.subgraph(chain, version)
        if sid is None:
            return [], []
        res = await self._query(sid, activity_query(version, swaps, days),
                                {"p": pool_id, "pb": pool_id})
        return ([swap_from(r, pool_id) for r in res.data.get("swaps") or []],
                days_from(res.data.get("days") or []))

    async def tokens_by_symbol(self, chain: str, symbols: list[str], days: int = 12
                               ) -> tuple[list[TokenDays], int | None]:
        """v3 tokens whose symbol is one of ``symbols`` (by ``txCount``), one request."""
        sid = self.subgraph(chain, "v3")
        if sid is None:
            return [], None
        res = await self._query(sid, tokens_query(days), {"symbols": symbols})
        out = [TokenDays(token_from(r), tuple(days_from(r.get("tokenDayData") or [])))
               for r in res.data.get("tokens") or []]
        return out, _ts(res.meta)

    async def cohort(self, chain: str, symbols: list[str], addresses: list[str],
                     days: int = 12) -> tuple[list[TokenDays], GraphMeta | None]:
        """v3 tokens claiming any of ``symbols`` or at any of ``addresses`` (deduplicated),
        with their latest ``days`` day rows, and the subgraph's ``_meta``: one request."""
        sid = self.subgraph(chain, "v3")
        if sid is None:
            return [], None
        res = await self._query(sid, cohort_query(days), {
            "symbols": symbols, "ids": [a.lower() for a in addresses]})
        rows = {str(r.get("id", "")).lower(): r for r in
                [*(res.data.get("bySymbol") or []), *(res.data.get("byId") or [])]}
        out = [TokenDays(token_from(r), tuple(days_from(r.get("tokenDayData") or [])))
               for r in rows.values()]
        return out, res.meta

    async def find_symbol(self, chain: str, version: str, symbol: str) -> list[str]:
        """Addresses of tokens claiming ``symbol`` on one subgraph, busiest first."""
        sid = self.subgraph(chain, version)
        if sid is None:
            return []
        res = await self._query(sid, SYMBOL_QUERY, {"s": symbol})
        return [str(r["id"]).lower() for r in res.data.get("tokens") or []]


def _ts(meta: GraphMeta | None) -> int | None:
    return meta.block_timestamp if meta is not None else None
