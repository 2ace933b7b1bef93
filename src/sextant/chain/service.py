"""The sandbox chain service: the dev chain and its x402 facilitator in their own process.

py-evm's work holds the GIL, so settling payments inside the API process starved its other
requests. This process owns the ``DevChain`` and serves, over HTTP:

- the SDK facilitator: ``POST /verify``, ``POST /settle``, ``GET /supported``,
  ``GET /discovery/resources`` (the API reaches it with the SDK's HTTP facilitator client,
  exactly as in live mode);
- ``POST /rpc``: Ethereum JSON-RPC (single call or batch);
- ``GET /chain``: chain id, network, token, pay-to, the dev wallets (public test keys) and the
  chain's instance; ``POST /balances``: dev-USDC balances; ``POST /faucet``: mint dev USDC;
- ``GET /healthz``.

The chain lives in memory: every start is a new chain (same genesis, same token address) with
a new *instance* id, announced in the ``x-chain-instance`` header of every answer and recorded
in ``<data dir>/devchain.json``. Data kept beside the chain (the warehouse's dev-chain ingest,
the sandbox ledger) is keyed by that id and starts afresh when it changes.

Run it with ``sextant devchain`` (or ``python -m sextant.chain.service``); ``sextant serve``
starts one itself unless ``SEXTANT_DEVCHAIN_URL`` points at a running one.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import sys
import threading
import uuid
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from eth_utils import is_address, to_checksum_address
from fastapi import Body, FastAPI, HTTPException
from pydantic import BaseModel, Field
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sextant.api.limits import RequestLimitMiddleware, RequestLimits
from sextant.chain.devchain import DevChain
from sextant.chain.facilitator import dev_facilitator
from sextant.chain.facts import INSTANCE_HEADER, USDC_UNIT
from sextant.chain.token import DEV_TOKEN_SYMBOL
from sextant.logs import get_logger
from sextant.payments.facilitator_app import facilitator_router

__all__ = ["ChainInstance", "create_chain_app", "main", "record_instance", "run_service"]

log = get_logger(__name__)
INSTANCE_FILE = "devchain.json"
MAX_FAUCET_USDC = 1_000_000
MAX_BALANCE_ADDRESSES = 1_000
_KEPT_HISTORY = 20


@dataclass(frozen=True)
class ChainInstance:
    """One run of the chain: a fresh in-memory state from genesis."""

    instance: str
    generation: int  # how many times a chain has started on this data dir
    started_at: str


def record_instance(data_dir: Path) -> ChainInstance:
    """A new instance id, recorded (with the previous ones) in ``<data_dir>/devchain.json``."""
    path = data_dir / INSTANCE_FILE
    try:
        previous: dict[str, Any] = json.loads(path.read_text())
    except (OSError, ValueError):
        previous = {}
    current = ChainInstance(
        instance=uuid.uuid4().hex[:16],
        generation=int(previous.get("generation", 0)) + 1,
        started_at=datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z"),
    )
    history = list(previous.get("history", []))
    if previous.get("instance"):
        history.insert(0, {k: previous.get(k) for k in ("instance", "generation", "started_at")})
    data_dir.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({**asdict(current), "history": history[:_KEPT_HISTORY]}, indent=1))
    tmp.replace(path)
    return current


class _InstanceHeader:
    """Pure ASGI middleware: every answer carries the chain instance."""

    def __init__(self, app: ASGIApp, instance: str) -> None:
        self.app = app
        self.header = (INSTANCE_HEADER.encode(), instance.encode())

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def tagged(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), self.header]
            await send(message)

        await self.app(scope, receive, tagged if scope["type"] == "http" else send)


class BalancesRequest(BaseModel):
    addresses: list[str] = Field(max_length=MAX_BALANCE_ADDRESSES)


class FaucetRequest(BaseModel):
    address: str
    amount_usdc: int = Field(gt=0, le=MAX_FAUCET_USDC)


def _facts(chain: DevChain, instance: ChainInstance) -> dict[str, Any]:
    return {
        **asdict(instance),
        "chain_id": chain.chain_id,
        "network": chain.network,
        "token": {"address": chain.token_address, "name": chain.token_name,
                  "symbol": DEV_TOKEN_SYMBOL, "version": chain.token_version, "decimals": 6},
        "pay_to": chain.pay_to,
        "erc8004": {**chain.registries.addresses(), "agents": chain.agent_ids},
        "wallets": [w.to_json() for w in chain.wallets],
    }


def _address(value: str) -> str:
    if not isinstance(value, str) or not is_address(value):
        raise HTTPException(status_code=400, detail=f"not an address: {value!r}")
    return str(to_checksum_address(value))


def _rpc_one(chain: DevChain, call: Any) -> dict[str, Any]:
    if not isinstance(call, dict) or not isinstance(call.get("method"), str):
        return {"jsonrpc": "2.0", "id": None,
                "error": {"code": -32600, "message": "each call needs a method"}}
    params = call.get("params") or []
    answer = chain.rpc(call["method"], list(params) if isinstance(params, list) else [params])
    return {**answer, "id": call.get("id")}


def create_chain_app(chain: DevChain, instance: ChainInstance) -> ASGIApp:
    """The chain service app around ``chain`` (routes in the module docstring)."""
    app = FastAPI(title="Sextant dev chain", docs_url=None, redoc_url=None)
    app.include_router(facilitator_router(dev_facilitator(chain)))
    facts = _facts(chain, instance)

    @app.get("/healthz")
    async def healthz() -> dict[str, Any]:
        return {"status": "ok", "instance": instance.instance}

    @app.get("/chain")
    async def chain_facts() -> dict[str, Any]:
        return facts

    @app.post("/rpc")
    def rpc(body: Any = Body(...)) -> Any:  # plain def: chain work runs on the threadpool
        if isinstance(body, list):
            return [_rpc_one(chain, c) for c in body]
        return _rpc_one(chain, body)

    @app.post("/balances")
    def balances(body: BalancesRequest) -> dict[str, Any]:
        addresses = [_address(a) for a in body.addresses]
        return {"balances": [chain.balance_of(a) for a in addresses]}

    @app.post("/faucet")
    def faucet(body: FaucetRequest) -> dict[str, Any]:
        address = _address(body.address)
        tx = chain.mint(address, body.amount_usdc * USDC_UNIT)
        return {"address": address, "tx": tx, "balance_atomic": chain.balance_of(address)}

    # py-evm raises the recursion limit for its own use, so bound JSON depth and sizes before
    # anything parses a body (the facilitator receives whole payment payloads).
    limits = RequestLimits(max_body_bytes=4 * 1024 * 1024, max_json_depth=64)
    return RequestLimitMiddleware(_InstanceHeader(app, instance.instance), limits)


def _exit_when_stdin_closes() -> None:
    """The supervising process holds our stdin open: EOF means it is gone, so stop too."""
    try:
        while sys.stdin.buffer.read(4096):
            pass
    finally:
        os._exit(0)


def run_service(
    host: str = "127.0.0.1",
    port: int = 8545,
    data_dir: Path = Path(".sextant"),
    wallets: int = 10,
    funding_usdc: int = 1_000,
    log_level: str = "warning",
    exit_with_stdin: bool = False,
    nice: int = 0,
) -> None:
    """Build the chain, bind ``host:port`` (0 picks a free port), print the service URL on one
    line of stdout once it accepts connections, and serve until stopped.

    ``nice`` lowers the process's CPU priority: beside the API on one machine, settling is
    background work and must not take CPU from the API's answers."""
    import uvicorn

    chain = DevChain(wallets=wallets, funding_usdc=funding_usdc, cache_dir=data_dir / "build")
    if nice:  # after building (and seeding) the chain: the API answers nothing before it is up
        os.nice(nice)
    instance = record_instance(data_dir)
    app = create_chain_app(chain, instance)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(2048)  # connections made before uvicorn runs wait in the backlog
    url = f"http://{host}:{sock.getsockname()[1]}"
    log.info("dev chain ready", url=url, instance=instance.instance,
             generation=instance.generation, chain_id=chain.chain_id)
    print(url, flush=True)
    if exit_with_stdin:
        threading.Thread(target=_exit_when_stdin_closes, daemon=True).start()
    config = uvicorn.Config(app, log_level=log_level, access_log=False, log_config=None,
                            backlog=2048, timeout_keep_alive=30)
    uvicorn.Server(config).run(sockets=[sock])


def main(argv: list[str] | None = None) -> None:
    """``python -m sextant.chain.service``: what the supervisor runs."""
    from sextant.logs import configure_logging

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8545)
    parser.add_argument("--data-dir", type=Path, default=Path(".sextant"))
    parser.add_argument("--wallets", type=int, default=10)
    parser.add_argument("--funding-usdc", type=int, default=1_000)
    parser.add_argument("--log-level", default="warning")
    parser.add_argument("--exit-with-stdin", action="store_true",
                        help="stop when stdin closes (the supervising process is gone)")
    parser.add_argument("--nice", type=int, default=0, help="lower the CPU priority by this")
    args = parser.parse_args(argv)
    configure_logging(args.log_level.upper(), json=True)
    run_service(args.host, args.port, args.data_dir, args.wallets, args.funding_usdc,
                args.log_level, args.exit_with_stdin, args.nice)


if __name__ == "__main__":  # pragma: no cover - run as a subprocess
    main()
