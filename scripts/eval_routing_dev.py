"""Score the full routing engine on the DEV split of tests/data/routing_intents.jsonl (never the
test split: that one is scored only by tests/routing/intent/test_intent_model.py) and print
every miss, for tuning. Run: ``.venv/bin/python scripts/eval_routing_dev.py [catalog.sqlite]``
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from sextant.routing.engine import RoutingEngine
from sextant.routing.evaluation import evaluate
from sextant.routing.registry.world_catalog import ensure_world_catalog

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "routing_intents.jsonl"
NOW = 1_790_000_000


def main() -> None:
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/sextant-world-catalog.sqlite")
    engine = RoutingEngine.from_store(ensure_world_catalog(path), "http://testserver")
    dev = [r for r in map(json.loads, DATA.read_text().splitlines()) if r.get("split") == "dev"]
    print("\n".join(evaluate(engine, dev, NOW).lines()))


if __name__ == "__main__":
    main()
