"""Run a subgraph query through The Graph gateway and label the answer with its freshness.

- API key set (``SEXTANT_GRAPH_API_KEY``): ``/api/<key>/subgraphs/id/<id>``;
- no key but a buyer key: the gateway's x402 endpoint, paid by our own buyer with a hard
  per-call cap (``GRAPH_X402_CAP_USD``);
- sandbox: the gateway simulator (same wire format);
- neither: ``503 service_unconfigured`` (no fallback credentials, ever).
"""

from __future__ import annotations

import time
from typing import Any

import httpx
from graphql import FieldNode, parse
from graphql.language import OperationDefinitionNode
from x402.http.clients.httpx import PaymentError as TransportPaymentError
from x402.schemas.errors import PaymentError

from sextant.errors import ServiceUnconfigured, UpstreamBadResponse, UpstreamError
from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json

UPSTREAM = "graph_gateway"
GRAPH_X402_CAP_USD = "0.01"
LIST_LIMIT = 25
META_SELECTION = "_meta { block { number timestamp hash } deployment hasIndexingErrors }"


def with_meta(query: str) -> str:
    """``query`` with a ``_meta`` block added to its operation (for freshness)."""
    doc = parse(query)
    for node in doc.definitions:
        if isinstance(node, OperationDefinitionNode) and node.selection_set.loc is not None:
            if any(isinstance(s, FieldNode) and s.name.value == "_meta"
                   for s in node.selection_set.selections):
                return query
            close = node.selection_set.loc.end - 1  # the operation's closing brace
            return f"{query[:close].rstrip()} {META_SELECTION} {query[close:]}"
    return query


def _truncate(value: Any) -> tuple[Any, bool]:
    if isinstance(value, list):
        cut = len(value) > LIST_LIMIT
        items = [_truncate(v)[0] for v in value[:LIST_LIMIT]]
        return items, cut
    if isinstance(value, dict):
        out, cut = {}, False
        for k, v in value.items():
            out[k], c = _truncate(v)
            cut = cut or c
        return out, cut
    return value, False


class SubgraphExecutor:
    """Executes GraphQL against one subgraph on the gateway (or its simulator)."""

    def __init__(self, upstreams: UpstreamClients, api_key: str | None = None,
                 buyer_key: str | None = None, sandbox: bool = True,
                 pay_assets: list[tuple[str, str]] | None = None) -> None:
        self.upstreams = upstreams
        self.api_key = api_key
        self.buyer_key = buyer_key
        self.sandbox = sandbox
        # ``(network, asset)`` the buyer may pay in beyond the SDK's known stablecoins.
        self.pay_assets = pay_assets or []

    def mode(self) -> str:
        if self.upstreams.uses_simulator(UPSTREAM):
            return "sandbox-simulator"
        if self.api_key:
            return "gateway-api-key"
        if self.buyer_key:
            return "gateway-x402"
        return "unconfigured"

    async def run(self, subgraph_id: str, query: str,
                  variables: dict[str, Any] | None = None) -> dict[str, Any]:
        """``{data, _meta, freshness, source, truncated}``; raises the typed upstream errors."""
        mode = self.mode()
        body = {"query": with_meta(query), "variables": variables or {}}
        started = time.perf_counter()
        if mode == "unconfigured":
            raise ServiceUnconfigured(
                "no Graph gateway API key (SEXTANT_GRAPH_API_KEY) or buyer key is configured",
                code="service_unconfigured",
            )
        if mode == "gateway-x402":
            answer = await self._x402(subgraph_id, body)
        else:
            key = self.api_key or "sandbox"
            answer = await request_json(
                self.upstreams.client(UPSTREAM), UPSTREAM, "POST",
                f"/api/{key}/subgraphs/id/{subgraph_id}", json=body,
            )
        if not isinstance(answer, dict):
            raise UpstreamBadResponse("the gateway answered with a non-object body",
                                      upstream=UPSTREAM)
        data = answer.get("data") or {}
        meta = data.pop("_meta", None) if isinstance(data, dict) else None
        data, truncated = _truncate(data)
        block = (meta or {}).get("block") or {}
        out: dict[str, Any] = {
            "data": data,
            "_meta": meta,
            "freshness": {
                "block_number": block.get("number"),
                "block_timestamp": block.get("timestamp"),
                "age_seconds": (int(time.time()) - int(block["timestamp"]))
                if block.get("timestamp") else None,
                "has_indexing_errors": (meta or {}).get("hasIndexingErrors"),
            },
            "source": f"graph-gateway:{mode}",
            "subgraph_id": subgraph_id,
            "truncated": truncated,
            "elapsed_ms": round((time.perf_counter() - started) * 1000, 1),
        }
        if answer.get("errors"):
            out["errors"] = [e.get("message", str(e)) if isinstance(e, dict) else str(e)
                             for e in answer["errors"]][:5]
        return out

    async def _x402(self, subgraph_id: str, body: dict[str, Any]) -> Any:
        from sextant.payments.buyer import build_buyer, paying_client

        assert self.buyer_key is not None
        buyer = build_buyer(self.buyer_key, GRAPH_X402_CAP_USD, extra_assets=self.pay_assets)
        base = self.upstreams.base_url(UPSTREAM)
        async with paying_client(buyer, base) as client:
            try:
                return await request_json(client, UPSTREAM, "POST",
                                          f"/api/x402/subgraphs/id/{subgraph_id}", json=body)
            except (PaymentError, TransportPaymentError) as exc:
                raise UpstreamError(
                    f"the gateway's x402 payment was refused (our per-call cap is "
                    f"{GRAPH_X402_CAP_USD} USD): {exc}", upstream=UPSTREAM,
                    code="upstream_payment_refused",
                ) from exc
            except httpx.HTTPError as exc:
                raise UpstreamBadResponse(str(exc), upstream=UPSTREAM) from exc
