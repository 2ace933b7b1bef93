"""An EVM (eth-tester + py-evm) with the dev USDC deployed and dev wallets funded.

It lives in its own process, the chain service (``sextant.chain.service``): py-evm's work holds
the GIL, so the API process never imports this module and reaches the chain over HTTP
(``sextant.chain.client``). eth-tester is not thread-safe, so every provider call takes one lock.

Each transaction is mined at once in its own block, and py-evm gives each block a timestamp of
at least its parent's plus one second: under load the chain clock runs ahead of the wall clock.
Sandbox payments are signed for an hour (``SANDBOX_MAX_TIMEOUT_SECONDS``) and the chain may lead
by at most half of that (``MAX_CLOCK_LEAD_SECONDS``), so a burst of 1,800 settlements goes through
at once and beyond it settlements are paced to one per second (``pace``).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from eth_account import Account
from eth_tester import EthereumTester, PyEVMBackend
from eth_utils import to_checksum_address
from web3 import EthereumTesterProvider, Web3
from web3.middleware import combine_middleware
from web3.types import RPCEndpoint, RPCResponse

from sextant.chain.erc8004.deploy import deploy_registries
from sextant.chain.erc8004.seed import seed_agent_world
from sextant.chain.facts import MAX_CLOCK_LEAD_SECONDS, USDC_UNIT, DevWallet, pay_to_address
from sextant.chain.logindex import LogFilterError, LogIndex
from sextant.chain.token import DEV_TOKEN_SYMBOL, compiled_token
from sextant.sandbox.agent_world import HISTORY_DAYS

__all__ = ["DEV_HD_PATH", "DEV_MNEMONIC", "DevChain"]

#: The well-known development mnemonic (anvil, hardhat): its keys are public test keys.
DEV_MNEMONIC = "test test test test test test test test test test test junk"
DEV_HD_PATH = "m/44'/60'/0'/0"


class _LockedProvider(EthereumTesterProvider):
    """eth-tester provider whose calls are serialized (eth-tester is not thread-safe)."""

    def __init__(self, tester: EthereumTester, lock: threading.RLock) -> None:
        super().__init__(tester)
        self._lock = lock

    def make_request(self, method: RPCEndpoint, params: Any) -> RPCResponse:
        with self._lock:
            return super().make_request(method, params)


def _jsonable(value: Any) -> Any:
    """eth-tester results in Ethereum JSON-RPC encoding (hex quantities and data)."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, int):
        return hex(value)
    if isinstance(value, bytes | bytearray):
        return "0x" + bytes(value).hex()
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value


class DevChain:
    """The sandbox settlement chain."""

    def __init__(
        self,
        wallets: int = 10,
        funding_usdc: int = 1_000,
        token_name: str = "USD Coin",
        token_version: str = "2",
        cache_dir: Path | None = None,
        agent_world: bool = True,
    ) -> None:
        # Genesis lies in the past so the seeded ERC-8004 history has real ages.
        genesis = PyEVMBackend.generate_genesis_params(
            overrides={"timestamp": int(time.time() - (HISTORY_DAYS + 1) * 86_400)})
        backend = PyEVMBackend.from_mnemonic(
            DEV_MNEMONIC, num_accounts=wallets, hd_path=DEV_HD_PATH, genesis_parameters=genesis
        )
        self.tester = EthereumTester(backend)
        self._lock = threading.RLock()
        #: Held while a transaction from the facilitator wallet picks its nonce and is sent.
        self.send_lock = threading.Lock()
        self.w3 = Web3(_LockedProvider(self.tester, self._lock))
        self.logs = LogIndex(self.tester, self._lock)
        provider = self.w3.provider
        self._rpc_request = combine_middleware(
            middleware=provider._middleware,  # type: ignore[attr-defined]
            w3=self.w3,
            provider_request_fn=provider.make_request,
        )
        self.chain_id: int = self.w3.eth.chain_id
        self.network = f"eip155:{self.chain_id}"
        self.token_name = token_name
        self.token_version = token_version
        self.wallets = [
            DevWallet(
                index=i,
                address=Account.from_key(key.to_hex()).address,
                private_key=key.to_hex(),
                role="facilitator" if i == 0 else "buyer",
            )
            for i, key in enumerate(backend.account_keys)
        ]
        self.pay_to = pay_to_address()
        token = compiled_token(cache_dir)
        self.token_abi = token.abi
        deployer = self.wallets[0].address
        self._backend = backend
        self._history_start = int(genesis["timestamp"]) + 1
        self.backdate(self._history_start)
        factory = self.w3.eth.contract(abi=token.abi, bytecode=token.bytecode)
        tx = factory.constructor(token_name, DEV_TOKEN_SYMBOL, token_version).transact(
            {"from": deployer}
        )
        address = self.w3.eth.get_transaction_receipt(tx)["contractAddress"]
        assert address is not None
        self.token_address: str = address
        self.token = self.w3.eth.contract(address=address, abi=token.abi)
        for wallet in self.wallets[1:]:
            self.backdate(self._history_start)
            self.token.functions.mint(wallet.address, funding_usdc * USDC_UNIT).transact(
                {"from": deployer}
            )
        self.backdate(self._history_start)
        self.registries = deploy_registries(self.w3, deployer, cache_dir,
                                            before_each=lambda: self.backdate(0))
        self.agent_ids: dict[str, int] = {}
        if agent_world:
            self.agent_ids = seed_agent_world(
                self.w3, self.tester, self.token, token_name, token_version, self.registries,
                funder=deployer, facilitator=deployer, backdate=self.backdate)
        self.backdate(int(time.time()))

    def backdate(self, timestamp: int) -> None:
        """Mine the next transaction at ``timestamp`` (at least one second after the latest
        block): only while building the chain's past, before anything else uses it."""
        with self._lock:
            chain = self._backend.chain
            latest = int(self.tester.get_block_by_number("latest")["timestamp"])
            chain.header = chain.header.copy(timestamp=max(timestamp, latest + 1))

    @property
    def facilitator_wallet(self) -> DevWallet:
        return self.wallets[0]

    @property
    def buyer_wallets(self) -> list[DevWallet]:
        return [w for w in self.wallets if w.role == "buyer"]

    def balance_of(self, address: str) -> int:
        """Dev-USDC balance in atomic units."""
        return int(self.token.functions.balanceOf(to_checksum_address(address)).call())

    def mint(self, address: str, amount_atomic: int) -> str:
        """Faucet: mint dev USDC to ``address``; returns the transaction hash."""
        with self.send_lock:  # the minter is the facilitator wallet: keep its nonces in order
            self.pace()
            tx = self.token.functions.mint(to_checksum_address(address), amount_atomic).transact(
                {"from": self.wallets[0].address}
            )
        return "0x" + bytes(tx).hex()

    def clock_lead_seconds(self) -> float:
        """How far the latest block's timestamp is ahead of the wall clock."""
        return float(self.tester.get_block_by_number("latest")["timestamp"]) - time.time()

    def pace(self) -> None:
        """Before a transaction: wait while the chain clock leads by too much."""
        while self.clock_lead_seconds() > MAX_CLOCK_LEAD_SECONDS:
            time.sleep(0.25)

    def rpc(self, method: str, params: list[Any]) -> dict[str, Any]:
        """Answer one JSON-RPC call (so outside clients can reach the chain over HTTP).

        Goes through web3's eth-tester formatting middleware, which maps JSON-RPC shapes
        (hex block numbers, camelCase filters, default ``from``) to eth-tester's and back.
        """
        if method == "eth_getLogs":
            try:
                return {"jsonrpc": "2.0", "result": self.logs.query(params[0] if params else {})}
            except LogFilterError as exc:
                return {"jsonrpc": "2.0", "error": {"code": -32602, "message": str(exc)}}
        try:
            answer = dict(self._rpc_request(method, params))
        except Exception as exc:  # eth-tester raises for reverts and bad input
            return {"jsonrpc": "2.0", "error": {"code": -32000, "message": str(exc)}}
        return _jsonable(answer)
