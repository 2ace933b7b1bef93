"""Compile the dev USDC token (Vyper) once per source version and cache the artefact."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

DEV_TOKEN_SYMBOL = "USDC"


@dataclass(frozen=True)
class CompiledToken:
    abi: list[dict[str, Any]]
    bytecode: str


def _source() -> str:
    return resources.files("sextant.chain").joinpath("usdc.vy").read_text()


@lru_cache(maxsize=1)
def compiled_token(cache_dir: Path | None = None) -> CompiledToken:
    """ABI and deploy bytecode of ``usdc.vy``, compiled with vyper and cached on disk."""
    source = _source()
    digest = hashlib.sha256(source.encode()).hexdigest()[:16]
    cache = (cache_dir or Path.home() / ".cache" / "sextant") / f"usdc-{digest}.json"
    if cache.exists():
        data = json.loads(cache.read_text())
        return CompiledToken(abi=data["abi"], bytecode=data["bytecode"])
    import vyper  # imported lazily: compiling is only needed on a cold cache

    out = vyper.compile_code(source, output_formats=["abi", "bytecode"])
    token = CompiledToken(abi=out["abi"], bytecode=out["bytecode"])
    cache.parent.mkdir(parents=True, exist_ok=True)
    tmp = cache.with_suffix(".tmp")
    tmp.write_text(json.dumps({"abi": token.abi, "bytecode": token.bytecode}))
    tmp.replace(cache)
    return token
