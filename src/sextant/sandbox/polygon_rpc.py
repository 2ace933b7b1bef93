"""Polygon JSON-RPC simulator: ``eth_getCode`` and ``eth_getStorageAt`` for wallet typing.

Each Polymarket wallet of the world gets the bytecode of its ``polymarket_kind``
(upstreams.md §2.5, §11): nothing for an EOA, the EIP-7702 designator ``0xef0100`` + delegate,
an EIP-1167 clone for a Magic proxy, a Safe proxy (singleton in slot 0) and an ERC-1967 proxy
with its implementation slot set for a deposit wallet. Unknown addresses are plain EOAs.
"""

from __future__ import annotations

import hashlib
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox.polymarket import state_for
from sextant.venues.polymarket_facts import ERC1967_IMPLEMENTATION_SLOT

__all__ = ["bytecode_of", "create_app"]

POLYGON_CHAIN_ID = "0x89"
ZERO_WORD = "0x" + "0" * 64
_EIP1167 = ("0x363d3d373d3d3d363d73", "5af43d82803e903d91602b57fd5bf3")
_SAFE_PROXY = ("0x608060405273ffffffffffffffffffffffffffffffffffffffff600054167fa619486e"
               "00000000000000000000000000000000000000000000000000000000600035141560505780"
               "60005260206000f35b3660008037600080366000845af43d6000803e60008114156070573d"
               "6000fd5b3d6000f3fea2646970667358221220")
_ERC1967_PROXY = ("0x363d3d373d3d363d7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920"
                  "a3ca505d382bbc545af43d6000803e6038573d6000fd5b3d6000f3")


def _addr(*parts: object) -> str:
    return hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest()[:40]


def bytecode_of(kind: str, wallet: str) -> tuple[str, str]:
    """(code, ERC-1967 implementation word) of a wallet of ``kind``."""
    if kind == "eip7702":
        return "0xef0100" + _addr("7702-delegate", wallet), ZERO_WORD
    if kind == "poly_proxy":
        return _EIP1167[0] + _addr("poly-proxy-impl") + _EIP1167[1], ZERO_WORD
    if kind == "gnosis_safe":
        return _SAFE_PROXY, ZERO_WORD
    if kind == "deposit_wallet":
        return _ERC1967_PROXY, "0x" + "0" * 24 + _addr("deposit-wallet-impl")
    return "0x", ZERO_WORD


def create_app(seed: int, anchor_ms: int | None = None) -> Starlette:
    """The Polygon node of the sandbox (JSON-RPC 2.0 over ``POST /``)."""
    st = state_for(seed, anchor_ms)
    kinds = {w.address: w.kind for w in st.wallets}

    def answer(call: dict[str, Any]) -> dict[str, Any]:
        method, params = call.get("method"), call.get("params") or []
        out: dict[str, Any] = {"jsonrpc": "2.0", "id": call.get("id")}
        if method == "eth_chainId":
            return out | {"result": POLYGON_CHAIN_ID}
        if method in ("eth_getCode", "eth_getStorageAt") and params:
            wallet = str(params[0]).lower()
            code, impl = bytecode_of(kinds.get(wallet, "eoa"), wallet)
            if method == "eth_getCode":
                return out | {"result": code}
            slot = str(params[1]).lower() if len(params) > 1 else ""
            return out | {"result": impl if slot == ERC1967_IMPLEMENTATION_SLOT else ZERO_WORD}
        return out | {"error": {"code": -32601, "message": f"method {method} not supported"}}

    async def rpc(request: Request) -> JSONResponse:
        body = await request.json()
        if isinstance(body, list):
            return JSONResponse([answer(c) for c in body])
        return JSONResponse(answer(body))

    return Starlette(routes=[Route("/", rpc, methods=["POST"])])
