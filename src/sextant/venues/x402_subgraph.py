"""The x402 settlement subgraph ("x402 Base"): an address's settlement profile in two phases.

Phase 1 (one request): ``_meta``, the RECIPIENT and PAYER summaries and ``facilitator(id)``.
Phase 2 (only for the side that exists): up to 1000 payments to or from the address,
*unordered* (a server-side ``orderBy`` times out on busy addresses), sorted here by block,
newest first, and flagged when the page is full (newer rows may be missing).

Queries go through the one GraphQL client (``venues/thegraph.py``: API key, x402 route or
the sandbox simulator); this module adds the spec's 20 s time-out, the one retry on indexer
lag and the error mapping.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Protocol

from sextant.errors import UpstreamTimeout, UpstreamUnavailable
from sextant.venues.thegraph import GraphResult

__all__ = ["X402_SUBGRAPH_ID", "AddressProfile", "X402SubgraphClient"]

X402_SUBGRAPH_ID = "Cb56epg3EvQ6JRpPfknbkM54QxpzTvLa7mwKNQQfUyoj"
UPSTREAM = "graph_gateway"
TIMEOUT_SECONDS = 20.0  # spec Part 8: the gateway time-out
RETRY_AFTER_SECONDS = 30
PAGE = 1000
RECENT = 10
_LAG = ("too far behind", "bad indexers")
_ESCROW = "isKnownEscrow escrowDeposits"
_SUMMARY = ("address role totalPayments totalVolume totalVolumeDecimal firstPaymentTimestamp "
            "lastPaymentTimestamp")
_FACILITATOR = ("id address name userDefined_url isActive addedAtBlock addedAtTimestamp "
                "removedAtBlock removedAtTimestamp totalSettlements totalVolume "
                "totalVolumeDecimal")
_PAYMENT = ("id blockNumber blockTimestamp transactionHash from to amount amountDecimal "
            "transferMethod facilitator { id name }")



class GraphQuery(Protocol):
    """``TheGraphClient.query``'s shape."""

    async def query(self, subgraph_id: str, query: str,
                    variables: dict[str, Any] | None = None, *, strict: bool = False
                    ) -> GraphResult: ...


def _phase1(escrow: bool) -> str:
    fields = f"{_SUMMARY} {_ESCROW}" if escrow else _SUMMARY
    return (
        "query Phase1($address: Bytes!, $id: ID!) {"
        " _meta { block { number timestamp } deployment hasIndexingErrors }"
        f" recipient: x402AddressSummaries(where: {{address: $address, role: RECIPIENT}},"
        f" first: 1) {{ {fields} }}"
        f" payer: x402AddressSummaries(where: {{address: $address, role: PAYER}}, first: 1)"
        f" {{ {fields} }}"
        f" facilitator(id: $id) {{ {_FACILITATOR} }} }}")


def _phase2(side: str) -> str:
    return (f"query Phase2($address: Bytes!) {{ x402Payments(where: {{{side}: $address}},"
            f" first: {PAGE}) {{ {_PAYMENT} }} }}")


@dataclass(frozen=True)
class AddressProfile:
    address: str
    as_recipient: dict[str, Any] | None
    as_payer: dict[str, Any] | None
    facilitator: dict[str, Any] | None
    received: list[dict[str, Any]]  # newest first, at most 10
    sent: list[dict[str, Any]]
    received_may_be_incomplete: bool
    sent_may_be_incomplete: bool
    meta: dict[str, Any]


def _recent(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    def key(r: dict[str, Any]) -> tuple[int, str]:
        return int(r.get("blockNumber") or 0), str(r.get("id") or "")

    return sorted(rows, key=key, reverse=True)[:RECENT]


def _summary(rows: Any) -> dict[str, Any] | None:
    if not isinstance(rows, list) or not rows:
        return None
    row = dict(rows[0])
    row.setdefault("isKnownEscrow", False)
    row.setdefault("escrowDeposits", "0")
    return row


class X402SubgraphClient:
    """Queries the settlement subgraph with the spec's time-out and one retry."""

    def __init__(self, graph: GraphQuery, subgraph_id: str = X402_SUBGRAPH_ID,
                 timeout: float = TIMEOUT_SECONDS) -> None:
        self.graph = graph
        self.subgraph_id = subgraph_id
        self.timeout = timeout

    async def _attempt(self, query: str, variables: dict[str, Any]) -> dict[str, Any]:
        result = await self.graph.query(self.subgraph_id, query, variables)
        if result.errors:
            text = "; ".join(result.errors)[:300]
            raise UpstreamUnavailable(f"the settlement subgraph answered an error: {text}",
                                      upstream=UPSTREAM, retry_after_seconds=RETRY_AFTER_SECONDS)
        return {**result.data, "_meta": result.raw_meta or {}}

    async def query(self, query: str, variables: dict[str, Any]) -> dict[str, Any]:
        """``data`` (with ``_meta``) of one query; one retry on a time-out or indexer lag,
        20 s in all."""
        try:
            async with asyncio.timeout(self.timeout):
                try:
                    return await self._attempt(query, variables)
                except UpstreamTimeout:
                    pass
                except UpstreamUnavailable as exc:
                    if not any(lag in exc.message.lower() for lag in _LAG):
                        raise
                return await self._attempt(query, variables)
        except TimeoutError:
            raise UpstreamTimeout(
                f"the settlement subgraph did not answer within {self.timeout:.0f} s",
                upstream=UPSTREAM, retry_after_seconds=RETRY_AFTER_SECONDS) from None

    async def _phase1(self, address: str) -> dict[str, Any]:
        variables = {"address": address, "id": address}
        try:
            return await self.query(_phase1(escrow=True), variables)
        except UpstreamUnavailable as exc:  # subgraph versions before the escrow fields
            if "isKnownEscrow" not in exc.message and "escrowDeposits" not in exc.message:
                raise
            return await self.query(_phase1(escrow=False), variables)

    async def profile(self, address: str) -> AddressProfile:
        """The settlement profile of ``address`` (lower-case hex)."""
        data = await self._phase1(address)
        recipient, payer = _summary(data.get("recipient")), _summary(data.get("payer"))
        sides = [("to", recipient is not None), ("from", payer is not None)]
        pages = await asyncio.gather(*(
            self.query(_phase2(side), {"address": address}) for side, present in sides
            if present))
        it = iter(pages)
        received = next(it)["x402Payments"] if recipient else []
        sent = next(it)["x402Payments"] if payer else []
        return AddressProfile(
            address=address, as_recipient=recipient, as_payer=payer,
            facilitator=data.get("facilitator"), received=_recent(received),
            sent=_recent(sent), received_may_be_incomplete=len(received) >= PAGE,
            sent_may_be_incomplete=len(sent) >= PAGE, meta=data.get("_meta") or {})
