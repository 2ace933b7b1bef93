"""The API process's thin client of the sandbox chain service (``sextant.chain.service``).

Holds the chain's facts (chain id, token, pay-to, dev wallets) read once at connect, and
reaches the chain over HTTP for balances, JSON-RPC and the faucet. It never imports the EVM.

Async calls use one connection pool per running event loop (an app may be served from more
than one loop, as tests do), shared with the SDK's facilitator client. Every answer of the
chain service names its chain instance; the client keeps the latest in ``instance`` so data
kept beside the chain (ledger, warehouse ingest) can tell a restarted chain.
"""

from __future__ import annotations

import asyncio
import threading
import time
import weakref
from typing import Any

import httpx

from sextant.chain.facts import INSTANCE_HEADER, DevWallet
from sextant.errors import UpstreamBadResponse, UpstreamUnavailable
from sextant.logs import get_logger

__all__ = ["ChainClient", "ChainUnreachable"]

log = get_logger(__name__)
TIMEOUT = httpx.Timeout(90.0, connect=10.0)  # a settlement may wait for the chain clock
#: The chain works one transaction at a time; more connections only cost the pool's scans.
MAX_CONNECTIONS = 32
UPSTREAM = "devchain"


class ChainUnreachable(RuntimeError):
    """No chain service answered at the URL."""


class ChainClient:
    """Facts of one chain service plus async/sync access to it."""

    def __init__(self, url: str, facts: dict[str, Any]) -> None:
        self.url = url.rstrip("/")
        self.chain_id = int(facts["chain_id"])
        self.network = str(facts["network"])
        token = facts["token"]
        self.token_address = str(token["address"])
        self.token_name = str(token["name"])
        self.token_symbol = str(token["symbol"])
        self.token_version = str(token["version"])
        self.pay_to = str(facts["pay_to"])
        #: ERC-8004 registries: identity/reputation/validation addresses, start_block, agents
        self.erc8004: dict[str, Any] = dict(facts.get("erc8004") or {})
        self.wallets = [DevWallet(**w) for w in facts["wallets"]]
        self.instance = str(facts["instance"])
        self.generation = int(facts.get("generation", 0))
        self._pools: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, httpx.AsyncClient] = (
            weakref.WeakKeyDictionary())
        self._sync = httpx.Client(base_url=self.url, timeout=TIMEOUT)
        self._sync_lock = threading.Lock()

    @classmethod
    def connect(cls, url: str, wait_seconds: float = 30.0) -> ChainClient:
        """Read the chain's facts, waiting up to ``wait_seconds`` for the service to answer."""
        deadline = time.monotonic() + wait_seconds
        while True:
            try:
                r = httpx.get(f"{url.rstrip('/')}/chain", timeout=5)
                r.raise_for_status()
                return cls(url, r.json())
            except (httpx.HTTPError, ValueError, KeyError) as exc:
                if time.monotonic() > deadline:
                    raise ChainUnreachable(
                        f"no dev chain answers at {url} ({exc}); start one with "
                        "`sextant devchain` or unset SEXTANT_DEVCHAIN_URL") from exc
                time.sleep(0.2)

    def current_instance_id(self) -> str:
        """The latest chain instance seen in an answer (no request)."""
        return self.instance

    @property
    def rpc_url(self) -> str:
        return f"{self.url}/rpc"

    @property
    def facilitator_wallet(self) -> DevWallet:
        return next(w for w in self.wallets if w.role == "facilitator")

    @property
    def buyer_wallets(self) -> list[DevWallet]:
        return [w for w in self.wallets if w.role == "buyer"]

    # -- connections ---------------------------------------------------------------------

    def http(self) -> httpx.AsyncClient:
        """The connection pool of the running event loop."""
        loop = asyncio.get_running_loop()
        pool = self._pools.get(loop)
        if pool is None or pool.is_closed:
            pool = httpx.AsyncClient(
                timeout=TIMEOUT, limits=httpx.Limits(max_connections=MAX_CONNECTIONS),
                event_hooks={"response": [self._anote]})
            self._pools[loop] = pool
        return pool

    def _note(self, response: httpx.Response) -> None:
        seen = response.headers.get(INSTANCE_HEADER)
        if seen and seen != self.instance:
            log.warning("the dev chain restarted: data keyed by its instance starts afresh",
                        previous=self.instance, instance=seen, url=self.url)
            self.instance = seen

    async def _anote(self, response: httpx.Response) -> None:
        self._note(response)

    async def _request(self, method: str, path: str, json: Any = None) -> Any:
        try:
            r = await self.http().request(method, f"{self.url}{path}", json=json)
        except httpx.HTTPError as exc:
            raise UpstreamUnavailable(f"the dev chain at {self.url} is unreachable: {exc}",
                                      upstream=UPSTREAM, retry_after_seconds=5) from exc
        if r.status_code != 200:
            raise UpstreamBadResponse(f"the dev chain answered {r.status_code}: {r.text[:200]}",
                                      upstream=UPSTREAM)
        return r.json()

    # -- calls ---------------------------------------------------------------------------

    def balance_of(self, address: str) -> int:
        """Dev-USDC balance in atomic units (blocking: the CLI banner, tests)."""
        with self._sync_lock:
            r = self._sync.post("/balances", json={"addresses": [address]})
        r.raise_for_status()
        self._note(r)
        return int(r.json()["balances"][0])

    async def balances(self, addresses: list[str]) -> list[int]:
        """Dev-USDC balances in atomic units, in the order asked."""
        body = await self._request("POST", "/balances", {"addresses": addresses})
        return [int(b) for b in body["balances"]]

    async def rpc(self, call: Any) -> Any:
        """Relay one JSON-RPC call or a batch; answers as the chain's JSON-RPC does."""
        return await self._request("POST", "/rpc", call)

    async def faucet(self, address: str, amount_usdc: int) -> dict[str, Any]:
        """Mint ``amount_usdc`` dev USDC to ``address``."""
        body: dict[str, Any] = await self._request(
            "POST", "/faucet", {"address": address, "amount_usdc": amount_usdc})
        return body

    async def refresh_instance(self) -> str:
        """Ask the chain which instance it is now (a restarted chain has a new one)."""
        body = await self._request("GET", "/healthz")
        self.instance = str(body["instance"])
        return self.instance

    async def aclose(self) -> None:
        """Close the pool of this event loop and the blocking client."""
        loop = asyncio.get_running_loop()
        pool = self._pools.pop(loop, None)
        if pool is not None:
            await pool.aclose()
        self.close()

    def close(self) -> None:
        with self._sync_lock:
            self._sync.close()
