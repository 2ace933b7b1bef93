"""Rebuild src/sextant/routing/intent/intent_model.joblib from the TRAIN split of
tests/data/routing_intents.jsonl and print its dev-split accuracy (the test split is never read
here: it is scored only by tests/routing/intent/test_intent_model.py).

Run: ``.venv/bin/python scripts/fit_intent_model.py``
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import joblib

from sextant.routing.intent import model

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "routing_intents.jsonl"


def main() -> None:
    fitted = model.IntentModel.fit(model.train_rows(DATA))
    dev = [r for r in map(json.loads, DATA.read_text().splitlines()) if r.get("split") == "dev"]
    ok = sum(fitted.rank(r["text"])[0][0] == r["service"] for r in dev)
    print(f"dev top-1 label accuracy: {ok}/{len(dev)} = {ok / len(dev):.1%}")
    for r in dev:
        got = fitted.rank(r["text"])[0]
        if got[0] != r["service"] and "-v" in sys.argv:
            print(f"  miss {r['text']!r}: {r['service']} -> {got[0]} {got[1]:.2f}")
    joblib.dump(fitted, model.MODEL_PATH, compress=3)
    print(f"wrote {model.MODEL_PATH} ({model.MODEL_PATH.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
