"""Choose the intent decision's cut-offs (``intent.RULE_YIELDS_BELOW``, ``RULE_FLOOR``,
``SURE_AGREED``, ``SURE_ALONE``) from out-of-fold predictions: the TRAIN and DEV families of
tests/data/routing_intents.jsonl in 5 folds grouped by paraphrase family, so every prediction
is on a family the fold's model never saw. The test split is never read here.

Prints, per pair of sureness bars, the share of requests a paid ``/route`` would charge for
and how many of those answer another question. Run:
``.venv/bin/python scripts/calibrate_intent.py [catalog.sqlite] [oof.json]`` (minutes: five
fits; with ``oof.json`` the out-of-fold predictions are saved there, or read back if present).
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path
from typing import Any

from sklearn.model_selection import GroupKFold

from sextant.routing.engine import RoutingEngine
from sextant.routing.intent import intent, model, paid_intents
from sextant.routing.registry.world_catalog import ensure_world_catalog
from sextant.routing.search.text import fix_typos

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "routing_intents.jsonl"


def out_of_fold(engine: RoutingEngine) -> list[dict[str, Any]]:
    rows = [r for r in map(json.loads, DATA.read_text().splitlines())
            if r["split"] in ("train", "dev")]
    words = engine.protocol_words
    out: list[dict[str, Any]] = []
    folds = GroupKFold(5).split(rows, groups=[r["family"] for r in rows])
    for train, held in folds:
        fitted = model.IntentModel.fit([rows[i] for i in train])
        for i in held:
            text = fix_typos(rows[i]["text"], words | intent.VOCABULARY,
                         intent.KnownWords(engine.index.vocabulary))
            rule = intent.rule_decision(text, words)
            out.append({
                "gold": rows[i]["service"], "text": text,
                "rule": rule.paid.endpoint.key if rule.paid else rule.service,
                "ranked": [(lab, p) for lab, p in paid_intents.with_evidence(
                    fitted.rank(text), text) if not paid_intents.conflicts(lab, text)],
            })
        print(f"fold done ({len(out)} predictions)", flush=True)
    return out


def choose(o: dict[str, Any], yields_below: float, floor: float) -> tuple[str, float, bool]:
    probs = dict(o["ranked"])
    if not o["ranked"] or sum(probs.values()) < 0.5:
        return "none", 1.0, True
    label, p = o["ranked"][0]
    rule = o["rule"]
    if (yields_below, floor) == (intent.RULE_YIELDS_BELOW, intent.RULE_FLOOR):
        label = intent.choose([(lab, q) for lab, q in o["ranked"]], rule)  # as decide()
    elif label != rule and p < yields_below and probs.get(rule, 0.0) >= floor:
        label = rule
    return label, probs.get(label, 0.0), label == rule


def _body_of(choice: tuple[str, float, bool], text: str, engine: RoutingEngine
             ) -> paid_intents.PaidMatch:
    rule = intent.rule_decision(text, engine.protocol_words).paid if choice[2] else None
    return rule or paid_intents.for_endpoint(choice[0], text, choice[1], "")


def main() -> None:
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/sextant-world-catalog.sqlite")
    engine = RoutingEngine.from_store(ensure_world_catalog(path), "http://calibrate")
    cache = Path(sys.argv[2]) if len(sys.argv) > 2 else None  # reuse one run's predictions
    if cache is not None and cache.exists():
        oof = json.loads(cache.read_text())
    else:
        oof = out_of_fold(engine)
        if cache is not None:
            cache.write_text(json.dumps(oof))
    n = len(oof)
    for yields_below, floor in [(0.0, 1.0), (0.5, 0.05), (0.6, 0.05), (0.7, 0.05), (1.01, 0.05)]:
        acc = sum(choose(o, yields_below, floor)[0] == o["gold"] for o in oof) / n
        print(f"rules yield below {yields_below}, floor {floor}: top-1 {acc:.1%}")
    chosen = [(choose(o, intent.RULE_YIELDS_BELOW, intent.RULE_FLOOR), o["gold"], o["text"])
              for o in oof]
    # as ``intent.decide``: a paid label is unsure when the request lacks a field the
    # endpoint requires (the rules' body when they chose it, else the model's slots)
    lacking = [c[0].startswith("POST ") and _body_of(c, text, engine).lacks_required
               for c, _, text in chosen]
    for agreed, alone in itertools.product([0.4, 0.5, 0.6, 0.7, 0.8], [0.8, 0.9, 0.95, 0.98]):
        charged = [(c, g) for (c, g, _), lack in zip(chosen, lacking, strict=True)
                   if c[0] != "none" and c[1] >= (agreed if c[2] else alone) and not lack]
        wrong = sum(c[0] != g for c, g in charged)
        print(f"sure at agreed {agreed} / alone {alone}: charged {len(charged) / n:.1%}, "
              f"charged-wrong {wrong}/{len(charged)} = {wrong / max(1, len(charged)):.2%}")


if __name__ == "__main__":
    main()
