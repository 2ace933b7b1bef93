"""Facilitator clients: the SDK's own facilitator on the dev chain, or a remote one over HTTP."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Executor
from typing import Any

from x402 import x402FacilitatorSync
from x402.http import FacilitatorConfig, HTTPFacilitatorClient
from x402.http.facilitator_client_base import CreateHeadersAuthProvider
from x402.mechanisms.evm import FacilitatorWeb3Signer
from x402.mechanisms.evm.exact import register_exact_evm_facilitator
from x402.schemas import SupportedResponse

from sextant.chain.devchain import DevChain
from sextant.settings import Settings


class DevChainSigner(FacilitatorWeb3Signer):
    """The SDK's facilitator signer on the in-process dev chain (paced, see ``DevChain.pace``)."""

    def __init__(self, private_key: str, chain: DevChain) -> None:
        super().__init__(private_key, "http://127.0.0.1:9")  # placeholder: never dialled
        self._w3 = chain.w3
        self._chain = chain
        self._send_lock = threading.Lock()

    # eth-tester mines each transaction as it arrives and rejects a nonce ahead of the next
    # one, so reserving a nonce and sending its transaction must happen as one step.

    def write_contract(self, *args: Any, **kwargs: Any) -> str:
        with self._send_lock:
            self._chain.pace()
            return super().write_contract(*args, **kwargs)

    def send_transaction(self, to: str, data: bytes) -> str:
        with self._send_lock:
            self._chain.pace()
            return super().send_transaction(to, data)


class ThreadedFacilitator:
    """Runs the SDK's synchronous facilitator on a worker thread.

    The SDK's EVM mechanism makes blocking web3 calls inside ``verify``/``settle``; running
    them on the chain's executor keeps the event loop free while a payment settles.
    """

    def __init__(self, facilitator: x402FacilitatorSync, executor: Executor) -> None:
        self._facilitator = facilitator
        self._executor = executor

    async def verify(self, payload: Any, requirements: Any) -> Any:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._executor, self._facilitator.verify, payload, requirements
        )

    async def settle(self, payload: Any, requirements: Any) -> Any:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._executor, self._facilitator.settle, payload, requirements
        )

    def get_supported(self) -> SupportedResponse:
        return self._facilitator.get_supported()

    @property
    def sync(self) -> x402FacilitatorSync:
        return self._facilitator


def sdk_facilitator(signer: FacilitatorWeb3Signer, network: str) -> x402FacilitatorSync:
    """The SDK's exact-EVM facilitator for ``network``."""
    facilitator = x402FacilitatorSync()
    register_exact_evm_facilitator(facilitator, signer, networks=network)
    return facilitator


def dev_facilitator(chain: DevChain) -> ThreadedFacilitator:
    """The SDK facilitator settling on the in-process dev chain (sandbox mode)."""
    signer = DevChainSigner(chain.facilitator_wallet.private_key, chain)
    return ThreadedFacilitator(sdk_facilitator(signer, chain.network), chain.executor)


def http_facilitator(settings: Settings) -> HTTPFacilitatorClient:
    """A remote facilitator (live mode).

    With CDP keys set, requests carry CDP JWT auth built by the ``cdp-sdk`` package (extra
    ``sextant[cdp]``); the URL is still ``SEXTANT_FACILITATOR_URL``.
    """
    if not (settings.cdp_api_key_id and settings.cdp_api_key_secret):
        return HTTPFacilitatorClient(FacilitatorConfig(url=settings.facilitator_url))
    try:
        from cdp.x402 import create_facilitator_config
    except ImportError as exc:  # pragma: no cover - depends on the optional extra
        raise RuntimeError("CDP facilitator auth needs `pip install sextant[cdp]`") from exc
    cdp = create_facilitator_config(
        settings.cdp_api_key_id.get_secret_value(),
        settings.cdp_api_key_secret.get_secret_value(),
    )
    return HTTPFacilitatorClient(
        FacilitatorConfig(
            url=settings.facilitator_url,
            auth_provider=CreateHeadersAuthProvider(cdp["create_headers"]),
        )
    )
