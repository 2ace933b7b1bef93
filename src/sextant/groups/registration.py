"""Our own ERC-8004 registration: the registration-v1 file generated from the catalog, and
registering it on the configured chain's Identity registry (the dev chain in sandbox).

The registered id is kept as ``<chain_id>:<agent_id>`` in ``<data dir>/erc8004-registration.json``
(with the dev chain's instance in sandbox: a restarted chain forgets it); an explicit
``SEXTANT_ERC8004_AGENT_ID`` wins.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from eth_abi import decode, encode
from eth_account import Account
from eth_utils import keccak

from sextant import __version__, catalog
from sextant.chain.erc8004.contracts import TOPICS
from sextant.errors import ServiceUnconfigured, UpstreamBadResponse
from sextant.groups.agent import BASE_REGISTRIES, BASE_RPC
from sextant.routing.engine import tool_name
from sextant.runtime import Runtime
from sextant.settings import Settings
from sextant.venues.jsonrpc import JsonRpc

__all__ = ["Registration", "register_service", "registration_document", "stored_registration"]

REGISTRATION_TYPE = "https://eips.ethereum.org/EIPS/eip-8004#registration-v1"
STORE = "erc8004-registration.json"
REGISTER = "0x" + keccak(text="register(string)")[:4].hex()
GAS_LIMIT = 2_000_000


@dataclass(frozen=True)
class Registration:
    agent_id: str  # <chain_id>:<agent_id>
    registry: str  # the Identity registry's address
    owner: str
    uri: str
    transaction: str
    chain_instance: str | None = None

    @property
    def chain_id(self) -> int:
        return int(self.agent_id.split(":")[0])

    @property
    def token_id(self) -> int:
        return int(self.agent_id.split(":")[1])


def stored_registration(settings: Settings, chain_instance: str | None) -> Registration | None:
    """The stored registration, unless it belongs to another dev-chain instance."""
    try:
        data = json.loads((settings.data_dir / STORE).read_text())
        found = Registration(**data)
    except (OSError, ValueError, TypeError):
        return None
    if chain_instance is not None and found.chain_instance != chain_instance:
        return None
    return found


def registration_uri(settings: Settings) -> str:
    return f"{settings.base_url}/.well-known/agent-registration.json"


def _registry(runtime: Runtime) -> tuple[int, str]:
    if runtime.chain is not None and runtime.chain.erc8004:
        return runtime.chain.chain_id, str(runtime.chain.erc8004["identity"])
    return BASE_REGISTRIES.chain_id, BASE_REGISTRIES.identity


def registration_document(runtime: Runtime) -> dict[str, Any]:
    """ERC-8004 registration-v1 for this service, generated from the catalog."""
    settings = runtime.settings
    base = settings.base_url
    paid = [e for e in catalog.CATALOG if e.paid and not e.admin]
    registrations = []
    _, identity = _registry(runtime)
    stored = stored_registration(settings, runtime.chain.instance if runtime.chain else None)
    explicit = settings.erc8004_agent_id
    if explicit and ":" in explicit:
        registrations.append({"agentId": int(explicit.split(":")[1]),
                              "agentRegistry": f"eip155:{explicit.split(':')[0]}:{identity}"})
    elif stored is not None:
        registrations.append({"agentId": stored.token_id,
                              "agentRegistry": f"eip155:{stored.chain_id}:{stored.registry}"})
    return {
        "type": REGISTRATION_TYPE,
        "name": settings.service_name,
        "description": ("Paid onchain data routing and derived signals for AI agents: "
                        f"{len(paid)} x402-paid endpoints (USDC per call) plus free routing."),
        "image": f"{base}/favicon.png",
        "services": [
            {"name": "web", "endpoint": f"{base}/"},
            {"name": "A2A", "endpoint": f"{base}/.well-known/agent-card.json",
             "version": "0.3.0", "a2aSkills": [tool_name(e) for e in paid]},
            {"name": "MCP", "endpoint": f"{base}/mcp", "version": "2025-06-18",
             "mcpTools": ["route_request", *(tool_name(e) for e in paid)]},
        ],
        "x402Support": True,
        "active": True,
        "registrations": registrations,
        "supportedTrust": ["reputation"],
        "version": __version__,
    }


def _owner_key(runtime: Runtime) -> str:
    if runtime.settings.buyer_private_key:
        return runtime.settings.buyer_private_key.get_secret_value()
    if runtime.chain is not None:  # sandbox: the first dev buyer wallet (a public test key)
        return runtime.chain.buyer_wallets[0].private_key
    raise ServiceUnconfigured("registering needs the identity wallet's key "
                              "(SEXTANT_BUYER_PRIVATE_KEY)", code="service_unconfigured")


def _rpc(runtime: Runtime) -> JsonRpc:
    if runtime.chain is not None:
        return JsonRpc(runtime.chain.http, runtime.chain.rpc_url, upstream="devchain")
    return JsonRpc(runtime.upstreams.client(BASE_RPC), "", upstream=BASE_RPC)


async def register_service(runtime: Runtime) -> Registration:
    """Send ``register(<our registration URI>)`` from the identity wallet; store the id."""
    chain_id, identity = _registry(runtime)
    rpc = _rpc(runtime)
    account = Account.from_key(_owner_key(runtime))
    uri = registration_uri(runtime.settings)
    nonce = int(await rpc.call("eth_getTransactionCount", [account.address, "pending"]), 16)
    latest = await rpc.call("eth_getBlockByNumber", ["latest", False])
    base_fee = int(latest.get("baseFeePerGas") or "0x0", 16)
    tip = 10**6
    tx = {"to": identity, "data": REGISTER + encode(["string"], [uri]).hex(), "value": 0,
          "nonce": nonce, "chainId": chain_id, "gas": GAS_LIMIT, "type": 2,
          "maxPriorityFeePerGas": tip, "maxFeePerGas": 2 * base_fee + tip}
    signed = account.sign_transaction(tx)
    tx_hash = await rpc.call("eth_sendRawTransaction", ["0x" + signed.raw_transaction.hex()])
    receipt = await rpc.call("eth_getTransactionReceipt", [tx_hash])
    if not isinstance(receipt, dict) or int(receipt.get("status", "0x0"), 16) != 1:
        raise UpstreamBadResponse(f"register() failed: {receipt}", upstream="jsonrpc")
    log = next((x for x in receipt.get("logs", [])
                if x.get("topics") and x["topics"][0].lower() == TOPICS["Registered"]), None)
    if log is None:
        raise UpstreamBadResponse("no Registered event in the receipt", upstream="jsonrpc")
    token_id = int(log["topics"][1], 16)
    assert decode(["string"], bytes.fromhex(log["data"][2:]))[0] == uri
    found = Registration(f"{chain_id}:{token_id}", identity, account.address.lower(), uri,
                         str(tx_hash), runtime.chain.instance if runtime.chain else None)
    path: Path = runtime.settings.data_dir / STORE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(found.__dict__, indent=1))
    return found
