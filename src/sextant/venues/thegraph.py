"""The one GraphQL client for subgraphs on The Graph's gateway.

How it pays, chosen once per client (``mode()``):

- an API key (``SEXTANT_GRAPH_API_KEY``): ``POST /api/<key>/subgraphs/id/<id>``;
- no key but a buyer key: the gateway's x402 endpoint ``/api/x402/subgraphs/id/<id>``, paid by
  our own capped buyer (``payments/buyer.py``; at most ``GRAPH_X402_CAP_USD`` per call);
- sandbox: the gateway simulator (``sandbox/graph_gateway.py``, same wire format);
- neither: ``ServiceUnconfigured`` (503 ``service_unconfigured``; no fallback credentials).

Every query gets a ``_meta`` block so each answer carries its freshness (``GraphMeta``).
``paginate`` walks a whole entity by id (``where: {id_gt: $cursor}``), the gateway's cheap
and stable way past ``first: 1000``. Errors are the typed upstream errors of
``sextant.errors``; GraphQL errors come back in ``GraphResult.errors`` (the gateway answers
them with HTTP 200) unless the caller asks ``query(..., strict=True)``.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from typing import Any, Literal

import httpx
from graphql import FieldNode, parse
from graphql.language import OperationDefinitionNode
from pydantic import BaseModel, Field
from x402.http.clients.httpx import PaymentError as TransportPaymentError
from x402.schemas.errors import PaymentError

from sextant.errors import ServiceUnconfigured, UpstreamBadResponse, UpstreamError
from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json
from sextant.transport.upstreams import UPSTREAMS

__all__ = [
    "GATEWAY_URL", "GRAPH_X402_CAP_USD", "UPSTREAM", "GraphMeta", "GraphMode", "GraphResult",
    "TheGraphClient", "parse_response", "with_meta",
]

UPSTREAM = "graph_gateway"
GATEWAY_URL = UPSTREAMS[UPSTREAM].live_url
GRAPH_X402_CAP_USD = "0.01"
PAGE_SIZE = 1000  # the gateway's largest ``first``
META_SELECTION = "_meta { block { number timestamp hash } deployment hasIndexingErrors }"

GraphMode = Literal["sandbox-simulator", "gateway-api-key", "gateway-x402", "unconfigured"]


class GraphMeta(BaseModel):
    """A subgraph's ``_meta``: the block it has indexed to, and whether indexing failed."""

    block_number: int | None = None
    block_timestamp: int | None = None
    block_hash: str | None = None
    deployment: str | None = None
    has_indexing_errors: bool | None = None

    def age_seconds(self, now: float | None = None) -> int | None:
        """Seconds between the indexed block and ``now`` (None when the block has no time)."""
        if self.block_timestamp is None:
            return None
        return int(now if now is not None else time.time()) - self.block_timestamp


class GraphResult(BaseModel):
    """One answer: ``data`` without ``_meta``, the freshness ``meta``, and GraphQL errors."""

    subgraph_id: str
    data: dict[str, Any] = Field(default_factory=dict)
    meta: GraphMeta | None = None
    raw_meta: dict[str, Any] | None = None  # ``_meta`` exactly as the gateway sent it
    errors: list[str] = Field(default_factory=list)
    source: str


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


def _int(value: Any) -> int | None:
    return int(value) if isinstance(value, int | str) and str(value).isdigit() else None


def parse_response(answer: Any, subgraph_id: str, source: str) -> GraphResult:
    """A gateway body (``{"data": ..., "errors": [...]}``) as a ``GraphResult``."""
    if not isinstance(answer, dict):
        raise UpstreamBadResponse("the gateway answered with a non-object body",
                                  upstream=UPSTREAM)
    data = answer.get("data") or {}
    if not isinstance(data, dict):
        raise UpstreamBadResponse("the gateway's data is not an object", upstream=UPSTREAM)
    data = dict(data)
    raw_meta = data.pop("_meta", None)
    meta = None
    if isinstance(raw_meta, dict):
        block = raw_meta.get("block") or {}
        meta = GraphMeta(block_number=_int(block.get("number")),
                         block_timestamp=_int(block.get("timestamp")),
                         block_hash=block.get("hash"), deployment=raw_meta.get("deployment"),
                         has_indexing_errors=raw_meta.get("hasIndexingErrors"))
    errors = [e.get("message", str(e)) if isinstance(e, dict) else str(e)
              for e in answer.get("errors") or []]
    return GraphResult(subgraph_id=subgraph_id, data=data, meta=meta,
                       raw_meta=raw_meta if isinstance(raw_meta, dict) else None,
                       errors=errors, source=source)


class TheGraphClient:
    """Queries subgraphs on the gateway (or its simulator); see the module docstring."""

    def __init__(self, upstreams: UpstreamClients, api_key: str | None = None,
                 buyer_key: str | None = None,
                 pay_assets: list[tuple[str, str]] | None = None) -> None:
        self.upstreams = upstreams
        self.api_key = api_key
        self.buyer_key = buyer_key
        # ``(network, asset)`` the buyer may pay in beyond the SDK's known stablecoins.
        self.pay_assets = pay_assets or []

    def mode(self) -> GraphMode:
        """How queries are sent and paid for."""
        if self.upstreams.uses_simulator(UPSTREAM):
            return "sandbox-simulator"
        if self.api_key:
            return "gateway-api-key"
        if self.buyer_key:
            return "gateway-x402"
        return "unconfigured"

    async def query(self, subgraph_id: str, query: str,
                    variables: dict[str, Any] | None = None, *, strict: bool = False
                    ) -> GraphResult:
        """Run ``query`` on ``subgraph_id``; ``strict`` raises on GraphQL errors."""
        mode = self.mode()
        body = {"query": with_meta(query), "variables": variables or {}}
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
        result = parse_response(answer, subgraph_id, f"graph-gateway:{mode}")
        if strict and result.errors:
            raise UpstreamBadResponse(f"the subgraph refused the query: {result.errors[0]}",
                                      upstream=UPSTREAM, code="subgraph_query_error")
        return result

    async def paginate(self, subgraph_id: str, entity: str, selection: str, *,
                       where: str = "", page_size: int = PAGE_SIZE, limit: int | None = None
                       ) -> AsyncIterator[dict[str, Any]]:
        """Every row of the collection ``entity`` (``"pools"``), in id order, a page at a time.

        ``selection`` is the row's fields (``id`` is always added); ``where`` extra filter
        arguments in GraphQL syntax (``"chain: \\"base\\""``); ``limit`` stops early."""
        cursor, seen = "", 0
        fields = selection if "id" in selection.split() else f"id {selection}"
        extra = f", {where}" if where else ""
        q = (f"query Page($cursor: String!) {{ {entity}(first: {page_size}, orderBy: id, "
             f"orderDirection: asc, where: {{id_gt: $cursor{extra}}}) {{ {fields} }} }}")
        while True:
            result = await self.query(subgraph_id, q, {"cursor": cursor}, strict=True)
            rows = result.data.get(entity)
            if not isinstance(rows, list):
                raise UpstreamBadResponse(f"the subgraph has no list {entity!r}",
                                          upstream=UPSTREAM)
            for row in rows:
                yield row
                seen += 1
                if limit is not None and seen >= limit:
                    return
            if len(rows) < page_size:
                return
            cursor = str(rows[-1]["id"])

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
