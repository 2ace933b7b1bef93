"""Simulator of the hosts ERC-8004 agents declare in their registration files.

One ASGI app answers for every host, by the request's ``Host`` header: the dev chain's seeded
agents (``agent_world.ENDPOINT_HOSTS``) and the shared world's agents (``Agent.endpoints_live``).
A live host answers its A2A and MCP paths with an x402 402 (a paid agent asking for payment)
and any other path with 200; a host that is down, or unknown, answers 503.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any
from urllib.parse import urlsplit

from starlette.responses import JSONResponse

from sextant.sandbox.agent_world import ENDPOINT_HOSTS
from sextant.sandbox.world import build_world

__all__ = ["create_app", "live_hosts"]

_PAID_SUFFIXES = ("/a2a", "/mcp")


@lru_cache(maxsize=4)
def live_hosts(seed: int) -> dict[str, bool]:
    """Host -> whether it answers (the seeded agents, then the world's)."""
    hosts = dict(ENDPOINT_HOSTS)
    for agent in build_world(seed).agents:
        for _, url in agent.endpoints:
            host = urlsplit(url).hostname
            if host:
                hosts.setdefault(host, agent.endpoints_live)
    return hosts


def create_app(seed: int) -> Any:
    hosts = live_hosts(seed)

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        host = dict(scope["headers"]).get(b"host", b"").decode().split(":")[0]
        path = scope["path"].rstrip("/")
        response: JSONResponse
        if not hosts.get(host, False):
            response = JSONResponse({"error": "service unavailable"}, status_code=503)
        elif path.endswith(_PAID_SUFFIXES):
            response = JSONResponse({"x402Version": 2, "error": "payment required", "accepts": [
                {"scheme": "exact", "network": "eip155:8453", "amount": "10000",
                 "payTo": "0x" + "0" * 39 + "1", "asset": "USDC"}]}, status_code=402)
        else:
            response = JSONResponse({"name": host, "status": "ok"})
        await response(scope, receive, send)

    return app
