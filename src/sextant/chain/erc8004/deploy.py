"""Deploy the three ERC-8004 registries on a web3 chain (the dev chain, in its process)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from web3 import Web3
from web3.contract import Contract

from sextant.chain.erc8004.contracts import compiled

__all__ = ["Registries", "deploy_registries"]

DEPLOY_GAS = 8_000_000  # named: py-evm's gas estimation is slow


@dataclass(frozen=True)
class Registries:
    identity: Contract
    reputation: Contract
    validation: Contract
    start_block: int

    def addresses(self) -> dict[str, Any]:
        """The chain facts' ``erc8004`` entry."""
        return {"identity": self.identity.address, "reputation": self.reputation.address,
                "validation": self.validation.address, "start_block": self.start_block}


def _deploy(w3: Web3, name: str, deployer: str, cache_dir: Path | None, *args: Any,
            before: Callable[[], None] = lambda: None) -> Contract:
    before()
    artefact = compiled(name, cache_dir)
    factory = w3.eth.contract(abi=artefact.abi, bytecode=artefact.bytecode)
    tx = factory.constructor(*args).transact({"from": deployer, "gas": DEPLOY_GAS})
    address = w3.eth.get_transaction_receipt(tx)["contractAddress"]
    assert address is not None
    return w3.eth.contract(address=address, abi=artefact.abi)


def deploy_registries(w3: Web3, deployer: str, cache_dir: Path | None = None,
                      before_each: Callable[[], None] = lambda: None) -> Registries:
    """Identity first, then Reputation and Validation pointing at it (``before_each`` runs
    before each deployment: the dev chain backdates its history with it)."""
    start = int(w3.eth.block_number) + 1
    identity = _deploy(w3, "identity", deployer, cache_dir, before=before_each)
    reputation = _deploy(w3, "reputation", deployer, cache_dir, identity.address,
                         before=before_each)
    validation = _deploy(w3, "validation", deployer, cache_dir, identity.address,
                         before=before_each)
    return Registries(identity, reputation, validation, start)
