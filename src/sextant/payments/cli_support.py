"""Small helpers for ``sextant call``: the sandbox wallet and a token-balance reader."""

from __future__ import annotations

from typing import Any

import httpx
from eth_utils import to_checksum_address

_BALANCE_OF = "0x70a08231"


async def sandbox_wallet(client: httpx.AsyncClient, index: int) -> tuple[str, str]:
    """``(private_key, address)`` of dev wallet ``index`` from ``/sandbox/wallets``."""
    info: dict[str, Any] = (await client.get("/sandbox/wallets")).raise_for_status().json()
    wallet = next((w for w in info["wallets"] if w["index"] == index), None)
    if wallet is None or wallet["role"] != "buyer":
        raise SystemExit(f"dev wallet {index} is not a buyer wallet")
    return wallet["private_key"], wallet["address"]


class BalanceReader:
    """Reads an ERC-20 balance with a raw ``eth_call`` over JSON-RPC."""

    def __init__(self, rpc_url: str, token: str) -> None:
        self.rpc_url = rpc_url
        self.token = token

    async def balance(self, address: str) -> int:
        data = _BALANCE_OF + to_checksum_address(address)[2:].lower().rjust(64, "0")
        call = {"jsonrpc": "2.0", "id": 1, "method": "eth_call",
                "params": [{"to": self.token, "data": data}, "latest"]}
        async with httpx.AsyncClient(timeout=20) as client:
            answer = (await client.post(self.rpc_url, json=call)).json()
        result = answer.get("result") or "0x0"
        return int(result, 16)
