"""The x402 SDK's facilitator settling on the dev chain (runs in the chain process)."""

from __future__ import annotations

from typing import Any

from x402 import x402FacilitatorSync
from x402.mechanisms.evm import FacilitatorWeb3Signer

from sextant.chain.devchain import DevChain
from sextant.payments.facilitator import sdk_facilitator

__all__ = ["DevChainSigner", "dev_facilitator"]


class DevChainSigner(FacilitatorWeb3Signer):
    """The SDK's facilitator signer on the dev chain (paced, see ``DevChain.pace``)."""

    def __init__(self, private_key: str, chain: DevChain) -> None:
        super().__init__(private_key, "http://127.0.0.1:9")  # placeholder: never dialled
        self._w3 = chain.w3
        self._chain = chain

    # eth-tester mines each transaction as it arrives and rejects a nonce ahead of the next
    # one, so reserving a nonce and sending its transaction must happen as one step.

    def write_contract(self, *args: Any, **kwargs: Any) -> str:
        with self._chain.send_lock:
            self._chain.pace()
            return super().write_contract(*args, **kwargs)

    def send_transaction(self, to: str, data: bytes) -> str:
        with self._chain.send_lock:
            self._chain.pace()
            return super().send_transaction(to, data)


def dev_facilitator(chain: DevChain) -> x402FacilitatorSync:
    """The SDK facilitator settling on ``chain`` with its facilitator wallet."""
    return sdk_facilitator(DevChainSigner(chain.facilitator_wallet.private_key, chain),
                           chain.network)
