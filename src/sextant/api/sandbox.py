"""Sandbox-only routes: the dev wallets and a JSON-RPC door to the dev chain (which runs in
its own process; these routes relay to it)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request

from sextant.api.deps import get_runtime
from sextant.api.openapi import error_responses
from sextant.chain.client import ChainClient
from sextant.chain.facts import USDC_UNIT
from sextant.errors import BadRequest, NotFound
from sextant.runtime import Runtime

router = APIRouter(prefix="/sandbox", tags=["sandbox"])
SANDBOX_ONLY = True


def _chain(runtime: Runtime) -> ChainClient:
    if runtime.chain is None:
        raise NotFound("the dev chain exists only in sandbox mode")
    return runtime.chain


@router.get("/wallets")
async def wallets(runtime: Runtime = Depends(get_runtime)) -> dict[str, Any]:
    """The well-known dev wallets (test keys), their dev-USDC balances and the chain facts."""
    chain = _chain(runtime)
    *balances, pay_to_balance = await chain.balances(
        [w.address for w in chain.wallets] + [runtime.terms.pay_to])
    return {
        "warning": "public test keys for the offline dev chain; never use them elsewhere",
        "chain_id": chain.chain_id,
        "network": chain.network,
        "rpc_url": f"{runtime.settings.base_url}/sandbox/rpc",
        "chain_instance": chain.instance,
        "token": {
            "address": chain.token_address,
            "name": chain.token_name,
            "symbol": chain.token_symbol,
            "version": chain.token_version,
            "decimals": 6,
        },
        "pay_to": {"address": runtime.terms.pay_to, "balance_atomic": pay_to_balance},
        "wallets": [
            {
                "index": w.index,
                "role": w.role,
                "address": w.address,
                "private_key": w.private_key,
                "balance_atomic": bal,
                "balance_usdc": bal / USDC_UNIT,
            }
            for w, bal in zip(chain.wallets, balances, strict=True)
        ],
    }


_RPC_CALL = {"type": "object", "required": ["method"], "properties": {
    "jsonrpc": {"const": "2.0"}, "id": {}, "method": {"type": "string"},
    "params": {"type": "array"}}}
_RPC_BODY = {"requestBody": {"required": True, "content": {"application/json": {"schema": {
    "description": "a JSON-RPC 2.0 call or a batch of calls",
    "anyOf": [_RPC_CALL, {"type": "array", "items": _RPC_CALL}]}}}}}


@router.post("/rpc", openapi_extra=_RPC_BODY, responses=error_responses(400))
async def rpc(request: Request, runtime: Runtime = Depends(get_runtime)) -> Any:
    """Ethereum JSON-RPC over HTTP for the dev chain (read balances, send transactions)."""
    chain = _chain(runtime)
    try:
        call = await request.json()
    except ValueError:
        raise BadRequest("body must be a JSON-RPC request", code="invalid_json") from None
    calls = call if isinstance(call, list) else [call]
    for c in calls:
        if not isinstance(c, dict) or not isinstance(c.get("method"), str):
            raise BadRequest("each call needs a method (a string)", code="invalid_rpc_request",
                             field="method")
        params = c.get("params")
        if params is not None and not isinstance(params, list):
            raise BadRequest("params must be an array", code="invalid_rpc_request",
                             field="params")
    return await chain.rpc(call)
