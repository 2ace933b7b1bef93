"""The thirteenth /ask set (``tests/data/ask_set13.jsonl``, 100 questions over 95 shapes, 15 to
be refused): written by a helper (hw13) who never read the planner or ran it, kept outside the
repository and unread until the session's final code was scored (``set13_README.md``).

- on main before the rounds (ec223fe), counts only: 86/100 right, 8 refused unpaid,
  6 charged wrong;
- on the merged rounds (3520bfc), counts only: 93/100, 5 refused, 2 charged wrong;
- on the final code before any of its rows was read (872d979), clean: **93/100 right,
  5 refused unpaid, 2 charged wrong** ("what total went through Coinbase" counted instead of
  summed; "the largest daily volume, and on which day" answered day first, both figures
  right: order only);
- after the lead read those misses and fixed "what total", "took place" and a templated
  request (not clean): 96/100, 3 refused unpaid, 1 counted wrong (order only).

The floors guard regressions only.
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import outcome

AS_OF = date(2026, 6, 3)
SET = Path(__file__).resolve().parents[1] / "data" / "ask_set13.jsonl"
ITEMS = [json.loads(line) for line in SET.read_text().splitlines() if line.strip()]
#: answered with every figure asked, in another order than the question's (the day of a
#: ranked day is listed before its figures)
ORDER_ONLY = {"largest-daily-volume-1"}


def test_thirteenth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    got = {x["id"]: outcome(x, duck, raw, AS_OF) for x in ITEMS}
    counts = Counter(got.values())
    print(dict(counts))
    assert len(ITEMS) == 100 and sum(1 for x in ITEMS if x.get("refuse")) == 15
    wrong = {k for k, v in got.items() if v == "wrong"}
    assert counts["right"] >= 96 and wrong <= ORDER_ONLY, counts
