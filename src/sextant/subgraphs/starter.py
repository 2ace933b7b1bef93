"""The starter catalog shipped in ``sextant/data`` (real subgraph IDs) and its naming helper.

``sextant.routing.registry.starter`` builds the file from the fixtures; this module only reads
it, so the simulators can seed the synthetic network from it without routing code.
"""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

from sextant.subgraphs.records import SubgraphRecord

__all__ = ["GRAPH_NETWORK_SUBGRAPH", "STARTER_FILE", "load_starter", "starter_records", "title"]

STARTER_FILE = "starter_catalog.json"
GRAPH_NETWORK_SUBGRAPH = "DZz4kDTdmzWLWsV373w2bSmoar3umKKH9y82SUKr5qmp"


def title(slug: str) -> str:
    """``"aave-v3"`` -> ``"Aave V3"``."""
    return " ".join(w.upper() if re.fullmatch(r"v\d+", w) else w.capitalize()
                    for w in slug.replace("_", "-").split("-"))


def load_starter() -> dict[str, Any]:
    """The starter catalog shipped in ``sextant/data``."""
    ref = resources.files("sextant").joinpath("data", STARTER_FILE)
    data: dict[str, Any] = json.loads(ref.read_text())
    return data


def starter_records(data: dict[str, Any] | None = None) -> list[SubgraphRecord]:
    data = data or load_starter()
    return [SubgraphRecord(**r) for r in data["records"]]
