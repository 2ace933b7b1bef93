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


def _source(name: str) -> str:
    if name not in REGISTRIES:
        raise ValueError(f"unknown registry {name!r}")
    return resources.files("sextant.chain.erc8004").joinpath(f"{name}.vy").read_text()


def shipped(name: str) -> dict[str, Any] | None:
    """The artefact shipped in ``artefacts/<name>.json`` (compiled offline), if any."""
    try:
        text = resources.files("sextant.chain.erc8004").joinpath("artefacts", f"{name}.json")
        return json.loads(text.read_text())
    except (OSError, ValueError):
        return None


@lru_cache(maxsize=len(REGISTRIES))
def compiled(name: str, cache_dir: Path | None = None) -> CompiledContract:
    """ABI and deploy bytecode of ``<name>.vy``: the shipped artefact when it was built from
    this very source, else compiled with vyper and cached on disk."""
    source = _source(name)
    full_digest = hashlib.sha256(source.encode()).hexdigest()
    artefact = shipped(name)
    if artefact is not None and artefact.get("source_sha256") == full_digest:
        return CompiledContract(abi=artefact["abi"], bytecode=artefact["bytecode"])
    digest = full_digest[:16]
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


def build_artefacts(out_dir: Path | None = None) -> list[Path]:
    """Compile every registry into ``artefacts/<name>.json`` (run after editing a ``.vy``)."""
    import vyper

    target = out_dir or Path(__file__).parent / "artefacts"
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for name in REGISTRIES:
        source = _source(name)
        out = vyper.compile_code(source, output_formats=["abi", "bytecode"])
        path = target / f"{name}.json"
        path.write_text(json.dumps({
            "source_sha256": hashlib.sha256(source.encode()).hexdigest(),
            "vyper": vyper.__version__, "abi": out["abi"], "bytecode": out["bytecode"]},
            indent=None, separators=(",", ":")) + "\n")
        written.append(path)
    return written


if __name__ == "__main__":  # python -m sextant.chain.erc8004.contracts
    for written_path in build_artefacts():
        print(written_path)
