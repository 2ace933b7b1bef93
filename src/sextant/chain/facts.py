"""Facts about the sandbox dev chain that both sides need, without importing the EVM.

The chain process (``sextant.chain.devchain``, eth-tester + py-evm) and the API process (which
only talks to it over HTTP, ``sextant.chain.client``) share these constants and shapes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eth_utils import keccak, to_checksum_address

__all__ = [
    "INSTANCE_HEADER",
    "MAX_CLOCK_LEAD_SECONDS",
    "SANDBOX_MAX_TIMEOUT_SECONDS",
    "USDC_UNIT",
    "DevWallet",
    "pay_to_address",
]

USDC_UNIT = 10**6
SANDBOX_MAX_TIMEOUT_SECONDS = 3600
MAX_CLOCK_LEAD_SECONDS = SANDBOX_MAX_TIMEOUT_SECONDS // 2
#: Every answer of the chain service names the chain instance it comes from.
INSTANCE_HEADER = "x-chain-instance"


@dataclass(frozen=True)
class DevWallet:
    index: int
    address: str
    private_key: str
    role: str  # "facilitator" pays gas for settlements; "buyer" wallets hold dev USDC

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "address": self.address, "private_key": self.private_key,
                "role": self.role}


def pay_to_address(seed: str = "sextant-pay-to") -> str:
    """A receive-only address with no known key (the spec's pay-to has no EOA key)."""
    return to_checksum_address(keccak(text=seed)[-20:])
