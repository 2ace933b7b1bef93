"""``/onchain-x402/address``: an address's x402 settlement profile from the canonical
settlement subgraph (spec 2.11), read live through The Graph gateway."""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sextant.errors import ServiceUnconfigured
from sextant.runtime import Runtime
from sextant.transport.factory import UpstreamClients
from sextant.venues.thegraph import TheGraphClient
from sextant.venues.x402_subgraph import UPSTREAM, X402_SUBGRAPH_ID, X402SubgraphClient

__all__ = ["OnchainAddressResult", "address_profile", "graph_client"]

LIVE_SOURCE = "graph-network:x402-base"
SANDBOX_SOURCE = "sandbox-simulator:x402-base"


@dataclass
class OnchainAddressResult:
    address: str
    as_recipient: dict[str, Any] | None
    as_payer: dict[str, Any] | None
    facilitator: dict[str, Any] | None
    recent_received: list[dict[str, Any]]
    recent_sent: list[dict[str, Any]]
    recents_may_be_incomplete: bool
    recent_received_may_be_incomplete: bool
    recent_sent_may_be_incomplete: bool
    is_in_index: bool
    indexed_through_block: str | None
    indexed_through_timestamp: str | None
    indexer_has_errors: bool
    source: str
    subgraph_id: str
    generated_at: str


_chain_upstreams: weakref.WeakKeyDictionary[Any, UpstreamClients] = weakref.WeakKeyDictionary()


def graph_client(runtime: Runtime) -> TheGraphClient:
    """The GraphQL client: in sandbox over the gateway simulator that follows the dev chain
    (the settlement and agent0 subgraphs index it), else the runtime's gateway."""
    settings, upstreams = runtime.settings, runtime.upstreams
    if upstreams.uses_simulator(UPSTREAM) and runtime.chain is not None:
        from sextant.sandbox.chain_subgraphs import chain_simulators

        upstreams = _chain_upstreams.get(runtime.chain)  # type: ignore[assignment]
        if upstreams is None:
            upstreams = _chain_upstreams[runtime.chain] = UpstreamClients(
                settings, chain_simulators(settings.seed, runtime.chain))
    key = settings.graph_api_key.get_secret_value() if settings.graph_api_key else None
    buyer = settings.buyer_private_key.get_secret_value() if settings.buyer_private_key else None
    return TheGraphClient(upstreams, api_key=key, buyer_key=buyer)


def source_of(graph: TheGraphClient) -> str:
    return SANDBOX_SOURCE if graph.mode() == "sandbox-simulator" else LIVE_SOURCE


def _item(p: dict[str, Any]) -> dict[str, Any]:
    fac = p.get("facilitator")
    return {"blockNumber": p.get("blockNumber"), "blockTimestamp": p.get("blockTimestamp"),
            "transactionHash": p.get("transactionHash"), "from": p.get("from"),
            "to": p.get("to"), "amountDecimal": p.get("amountDecimal"),
            "transferMethod": p.get("transferMethod"),
            "facilitator": {"id": fac.get("id"), "name": fac.get("name")}
            if isinstance(fac, dict) else None}


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


async def address_profile(runtime: Runtime, address: str) -> OnchainAddressResult:
    """Spec 2.11 for ``address`` (already validated and lower-cased)."""
    graph = graph_client(runtime)
    if graph.mode() == "unconfigured":
        raise ServiceUnconfigured(
            "the settlement subgraph needs an indexing-gateway API key (SEXTANT_GRAPH_API_KEY) "
            "or a buyer key for the gateway's x402 route; you were not charged",
            code="service_unconfigured")
    p = await X402SubgraphClient(graph).profile(address.lower())
    block = p.meta.get("block") or {}
    return OnchainAddressResult(
        address=p.address, as_recipient=p.as_recipient, as_payer=p.as_payer,
        facilitator=p.facilitator, recent_received=[_item(x) for x in p.received],
        recent_sent=[_item(x) for x in p.sent],
        recents_may_be_incomplete=p.received_may_be_incomplete or p.sent_may_be_incomplete,
        recent_received_may_be_incomplete=p.received_may_be_incomplete,
        recent_sent_may_be_incomplete=p.sent_may_be_incomplete,
        is_in_index=p.as_recipient is not None or p.as_payer is not None,
        indexed_through_block=_text(block.get("number")),
        indexed_through_timestamp=_text(block.get("timestamp")),
        indexer_has_errors=bool(p.meta.get("hasIndexingErrors")),
        source=source_of(graph), subgraph_id=X402_SUBGRAPH_ID,
        generated_at=datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z"))
