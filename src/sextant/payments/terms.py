"""What the service asks to be paid in: network, asset, pay-to and the token's EIP-712 domain."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from x402.mechanisms.evm.v1.constants import V1_NETWORK_CHAIN_IDS


@dataclass(frozen=True)
class PaymentTerms:
    network: str  # CAIP-2, e.g. eip155:8453
    asset: str
    asset_name: str
    asset_version: str
    pay_to: str
    max_timeout_seconds: int = 300

    @property
    def extra(self) -> dict[str, Any]:
        """``extra`` of every requirement: the token's EIP-712 domain."""
        return {"name": self.asset_name, "version": self.asset_version}

    @property
    def chain_id(self) -> int:
        return int(self.network.split(":", 1)[1])

    @property
    def v1_network(self) -> str:
        """The legacy (v1) network name, or the CAIP-2 id when the chain has none."""
        for name, chain_id in V1_NETWORK_CHAIN_IDS.items():
            if chain_id == self.chain_id:
                return name
        return self.network

    def matches_v1_network(self, network: str) -> bool:
        """True when a v1 payload's ``network`` names this chain (legacy name or CAIP-2)."""
        if network == self.network:
            return True
        return V1_NETWORK_CHAIN_IDS.get(network) == self.chain_id
