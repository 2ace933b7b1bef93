"""The Graph gateway simulator: ``POST /api/<key>/subgraphs/id/<id>`` (and the header-key and
deployment forms) over the synthetic world, in the gateway's wire format (errors come back
with HTTP 200). The network subgraph (``DZz4k...``) serves the registry for ``registry sync``;
every other subgraph answers with deterministic rows shaped by its own schema."""

from __future__ import annotations

import time
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox.subgraph_data import MockData
from sextant.sandbox.subgraph_network import NetworkSubgraph
from sextant.sandbox.subgraph_world import NOW, WORLD_SIZE, build_world
from sextant.subgraphs.gql_schema import api_schema
from sextant.subgraphs.starter import GRAPH_NETWORK_SUBGRAPH


def create_app(seed: int = 402, size: int = WORLD_SIZE) -> Starlette:
    """The simulator for ``seed``: the network subgraph plus every subgraph of the world."""
    world = build_world(seed, size)
    by_id = world.by_id()
    by_deployment = {r.deployment: r for r in world.records if r.deployment}
    network: dict[str, NetworkSubgraph] = {}

    def network_subgraph() -> NetworkSubgraph:
        if "n" not in network:
            network["n"] = NetworkSubgraph(world, NOW)
        return network["n"]

    async def query(request: Request) -> JSONResponse:
        target = request.path_params["target"]
        kind = request.path_params.get("kind", "subgraphs")
        key = request.path_params.get("key") or request.headers.get("authorization", "")
        if not key:
            return JSONResponse({"errors": [{"message": "auth error: missing API key"}]},
                                status_code=401)
        try:
            body = await request.json()
        except ValueError:
            return JSONResponse({"errors": [{"message": "invalid JSON body"}]}, status_code=400)
        if not isinstance(body, dict) or not isinstance(body.get("query"), str):
            return JSONResponse({"errors": [{"message": "missing query"}]}, status_code=400)
        variables = body.get("variables") if isinstance(body.get("variables"), dict) else {}
        if kind == "subgraphs" and target == GRAPH_NETWORK_SUBGRAPH:
            return JSONResponse(network_subgraph().run(body["query"], variables))
        rec = by_id.get(target) if kind == "subgraphs" else by_deployment.get(target)
        if rec is None:
            return JSONResponse({"errors": [{"message": f"subgraph not found: {target}"}]})
        if rec.denied or rec.active_allocations <= 0:
            return JSONResponse({"errors": [{"message": "bad indexers: no indexer is "
                                                        "allocated to this deployment"}]})
        schema_info: dict[str, Any] = world.schemas[rec.schema_fingerprint]
        schema = api_schema(schema_info["entities"], schema_info["enums"],
                            key=rec.schema_fingerprint)
        now = int(time.time())
        data = MockData(schema, rec.id, now=now - now % 60, block=21_000_000 + now // 12 % 10**6)
        return JSONResponse(data.run(body["query"], variables))

    async def x402(request: Request) -> JSONResponse:
        return JSONResponse({"x402Version": 2, "error": "the sandbox gateway simulator takes "
                             "API-key queries only"}, status_code=402)

    routes = [
        Route("/api/x402/{kind:str}/id/{target:str}", x402, methods=["POST"]),
        Route("/api/{key:str}/{kind:str}/id/{target:str}", query, methods=["POST"]),
        Route("/api/{kind:str}/id/{target:str}", query, methods=["POST"]),
    ]
    return Starlette(routes=routes)
