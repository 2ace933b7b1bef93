"""Sandbox simulators that read the dev chain: in front of the Graph gateway simulator, the
subgraphs that index the dev chain (the x402 settlement subgraph, agent0's ERC-8004
subgraph) answer their own ids, in the
gateway's wire format; every other id goes to the gateway simulator, built on first use."""

from __future__ import annotations

import weakref
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from sextant.chain.client import ChainClient
from sextant.sandbox.subgraph_agent0 import AGENT0_BASE_SUBGRAPH_ID, Agent0Index
from sextant.sandbox.subgraph_x402 import X402_DEPLOYMENT, X402_SUBGRAPH_ID, X402Index

__all__ = ["ChainSubgraphs", "chain_gateway", "chain_simulators"]

GRAPH_GATEWAY = "graph_gateway"
Handler = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]


def _target(path: str) -> tuple[str | None, str | None]:
    """``(key, id)`` of ``/api/<key>/<kind>/id/<id>`` or ``/api/<kind>/id/<id>``."""
    parts = path.strip("/").split("/")
    if len(parts) == 5 and parts[0] == "api" and parts[3] == "id":
        return parts[1], parts[4]
    if len(parts) == 4 and parts[0] == "api" and parts[2] == "id":
        return None, parts[3]
    return None, None


class ChainSubgraphs:
    """ASGI: ``handlers`` by subgraph or deployment id, else the gateway simulator."""

    def __init__(self, handlers: dict[str, Handler], gateway: Callable[[], ASGIApp]) -> None:
        self.handlers = handlers
        self.gateway_factory = gateway
        self._gateway: ASGIApp | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        key, target = _target(scope.get("path", "")) if scope["type"] == "http" else (None, None)
        if target in self.handlers and key != "x402":
            request = Request(scope, receive)
            response = await self._answer(request, key, self.handlers[target])
            await response(scope, receive, send)
            return
        if self._gateway is None:
            self._gateway = self.gateway_factory()
        await self._gateway(scope, receive, send)

    async def _answer(self, request: Request, key: str | None, handler: Handler
                      ) -> JSONResponse:
        if not (key or request.headers.get("authorization")):
            return JSONResponse({"errors": [{"message": "auth error: missing API key"}]},
                                status_code=401)
        try:
            body = await request.json()
        except ValueError:
            return JSONResponse({"errors": [{"message": "invalid JSON body"}]}, status_code=400)
        if not isinstance(body, dict) or not isinstance(body.get("query"), str):
            return JSONResponse({"errors": [{"message": "missing query"}]}, status_code=400)
        variables = body.get("variables") if isinstance(body.get("variables"), dict) else {}
        return JSONResponse(await handler(body["query"], variables or {}))


_gateways: weakref.WeakKeyDictionary[ChainClient, ChainSubgraphs] = (
    weakref.WeakKeyDictionary())


def chain_gateway(seed: int, chain: ChainClient) -> ChainSubgraphs:
    """The gateway simulator that follows ``chain`` (one per chain client and process)."""
    found = _gateways.get(chain)
    if found is None:
        found = _gateways[chain] = _build(seed, chain)
    return found


def chain_simulators(seed: int, chain: ChainClient) -> dict[str, Any]:
    """``{upstream name: ASGI app}`` of the simulators that follow ``chain``."""
    return {GRAPH_GATEWAY: chain_gateway(seed, chain)}


def _build(seed: int, chain: ChainClient) -> ChainSubgraphs:
    index = X402Index(chain)

    def gateway() -> ASGIApp:
        from sextant.sandbox import graph_gateway

        return graph_gateway.create_app(seed)

    agent0 = Agent0Index(chain)
    handlers: dict[str, Handler] = {X402_SUBGRAPH_ID: index.query, X402_DEPLOYMENT: index.query,
                                    AGENT0_BASE_SUBGRAPH_ID: agent0.query}
    return ChainSubgraphs(handlers, gateway)
