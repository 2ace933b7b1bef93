"""Polygon JSON-RPC reads for wallet typing: ``eth_getCode`` and the ERC-1967 slot.

The RPC URL is the ``polygon_rpc`` upstream's (``SEXTANT_UPSTREAM_POLYGON_RPC_URL`` overrides
it). The classification itself is pure (``signals.marketa.classify_wallet``).
"""

from __future__ import annotations

import asyncio
import itertools
import re
from dataclasses import dataclass
from typing import Any, ClassVar, Self

import httpx

from sextant.errors import UpstreamBadResponse
from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json
from sextant.venues.base import VenueFacts
from sextant.venues.polymarket_facts import ERC1967_IMPLEMENTATION_SLOT, POLYGON_FACTS

__all__ = ["PolygonRpcClient", "WalletCode"]

_HEX = re.compile(r"^0x[0-9a-fA-F]*$")
UPSTREAM = POLYGON_FACTS.upstream


@dataclass(frozen=True, slots=True)
class WalletCode:
    """What the chain says about an address: its bytecode and ERC-1967 implementation word."""

    address: str
    code: str
    implementation_slot: str


class PolygonRpcClient:
    """``eth_getCode`` / ``eth_getStorageAt`` against a Polygon node."""

    facts: ClassVar[VenueFacts] = POLYGON_FACTS

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        return cls(upstreams.client(UPSTREAM))

    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http
        self._ids = itertools.count(1)
        self.calls = 0

    async def _call(self, method: str, params: list[Any]) -> str:
        self.calls += 1
        body = await request_json(self._http, UPSTREAM, "POST", "/", json={
            "jsonrpc": "2.0", "id": next(self._ids), "method": method, "params": params})
        if not isinstance(body, dict) or "result" not in body:
            error = body.get("error") if isinstance(body, dict) else body
            raise UpstreamBadResponse(f"polygon_rpc {method}: {error!r:.200}", upstream=UPSTREAM)
        result = body["result"]
        if not isinstance(result, str) or not _HEX.match(result):
            raise UpstreamBadResponse(f"polygon_rpc {method}: not hex", upstream=UPSTREAM)
        return result.lower()

    async def wallet_code(self, address: str) -> WalletCode:
        """The bytecode and ERC-1967 implementation slot of ``address`` at the latest block."""
        code, slot = await asyncio.gather(
            self._call("eth_getCode", [address, "latest"]),
            self._call("eth_getStorageAt", [address, ERC1967_IMPLEMENTATION_SLOT, "latest"]))
        return WalletCode(address.lower(), code, slot)
