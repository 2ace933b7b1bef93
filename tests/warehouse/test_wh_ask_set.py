"""The labelled /ask set (``tests/data/ask_labelled.jsonl``): exact values against hand SQL.

Each question's expected figures are the cells of its hand-written SQL, run on the same
warehouse; the planner's figures (through the guard and DuckDB) must contain them in order.
Train and dev shapes are checked one by one; the test shapes (held out, never used to tune
the planner) are scored as a whole: exact-value accuracy and the charged-wrong rate (an
answer given, so charged, whose figures are wrong).
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import outcome

AS_OF = date(2026, 6, 3)
SET = Path(__file__).resolve().parents[1] / "data" / "ask_labelled.jsonl"
ITEMS = [json.loads(line) for line in SET.read_text().splitlines() if line.strip()]
TUNING = [x for x in ITEMS if x["split"] in ("train", "dev")]
HELD_OUT = [x for x in ITEMS if x["split"] == "test"]
TEST_ACCURACY_GOAL = 0.90  # fixed before the test split was first scored
TEST_CHARGED_WRONG_MAX = 0.02


def test_the_set_is_large_and_split_by_shape() -> None:
    shapes: dict[str, set[str]] = {}
    for x in ITEMS:
        shapes.setdefault(x["shape"], set()).add(x["split"])
    assert len(ITEMS) >= 400 and len(shapes) >= 40
    assert all(len(splits) == 1 for splits in shapes.values())
    assert sum(1 for s in shapes.values() if s == {"test"}) >= 10


@pytest.mark.parametrize("item", TUNING, ids=[x["id"] for x in TUNING])
def test_tuning_question(item: dict[str, Any], duck: DuckDBBackend, raw: Any) -> None:
    got = outcome(item, duck, raw, AS_OF)
    assert got == "right", item["question"]


@pytest.mark.parametrize("address_index", [True, False], ids=["address-rollup", "scan"])
def test_held_out_shapes(duck: DuckDBBackend, raw: Any, address_index: bool) -> None:
    """Both paths of address questions: the ``address_daily`` rollup (the warehouse has it)
    and the settlements scan (a warehouse without it, or ClickHouse)."""
    results = {x["id"]: outcome(x, duck, raw, AS_OF, address_index) for x in HELD_OUT}
    right = sum(1 for r in results.values() if r == "right")
    wrong = [k for k, r in results.items() if r == "wrong"]
    accuracy = right / len(results)
    print(f"held-out: {right}/{len(results)} = {accuracy:.3f}; charged wrong {len(wrong)}")
    assert accuracy >= TEST_ACCURACY_GOAL and len(wrong) / len(results) <= \
        TEST_CHARGED_WRONG_MAX, (accuracy, wrong)
