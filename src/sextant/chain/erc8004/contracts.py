"""Compile the ERC-8004 registries (Vyper) once per source version; event topics and ABIs.

The contracts keep the deployed registries' function selectors and event signatures
(``erc-8004/erc-8004-contracts`` ``abis/*.json``); argument names may differ where Vyper
reserves a word (``value`` is ``feedbackValue`` in ``giveFeedback``).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from eth_utils import keccak

__all__ = ["REGISTRIES", "TOPICS", "CompiledContract", "compiled"]

REGISTRIES = ("identity", "reputation", "validation")

_EVENTS = {
    "Registered": "Registered(uint256,string,address)",
    "URIUpdated": "URIUpdated(uint256,string,address)",
    "MetadataSet": "MetadataSet(uint256,string,string,bytes)",
    "Transfer": "Transfer(address,address,uint256)",
    "NewFeedback": "NewFeedback(uint256,address,uint64,int128,uint8,string,string,string,"
                   "string,string,bytes32)",
    "FeedbackRevoked": "FeedbackRevoked(uint256,address,uint64)",
    "ResponseAppended": "ResponseAppended(uint256,address,uint64,address,string,bytes32)",
    "ValidationRequest": "ValidationRequest(address,uint256,string,bytes32)",
    "ValidationResponse": "ValidationResponse(address,uint256,bytes32,uint8,string,bytes32,"
                          "string)",
}
#: ``{event name: topic0}`` of the registries' events (hex, 0x-prefixed).
TOPICS: dict[str, str] = {name: "0x" + keccak(text=sig).hex() for name, sig in _EVENTS.items()}


@dataclass(frozen=True)
class CompiledContract:
    abi: list[dict[str, Any]]
    bytecode: str


@lru_cache(maxsize=len(REGISTRIES))
def compiled(name: str, cache_dir: Path | None = None) -> CompiledContract:
    """ABI and deploy bytecode of ``<name>.vy``, compiled with vyper and cached on disk."""
    if name not in REGISTRIES:
        raise ValueError(f"unknown registry {name!r}")
    source = resources.files("sextant.chain.erc8004").joinpath(f"{name}.vy").read_text()
    digest = hashlib.sha256(source.encode()).hexdigest()[:16]
    cache = (cache_dir or Path.home() / ".cache" / "sextant") / f"erc8004-{name}-{digest}.json"
    if cache.exists():
        data = json.loads(cache.read_text())
        return CompiledContract(abi=data["abi"], bytecode=data["bytecode"])
    import vyper  # imported lazily: compiling is only needed on a cold cache

    out = vyper.compile_code(source, output_formats=["abi", "bytecode"])
    contract = CompiledContract(abi=out["abi"], bytecode=out["bytecode"])
    cache.parent.mkdir(parents=True, exist_ok=True)
    tmp = cache.with_suffix(f".{digest}.tmp")
    tmp.write_text(json.dumps({"abi": contract.abi, "bytecode": contract.bytecode}))
    tmp.replace(cache)
    return contract
