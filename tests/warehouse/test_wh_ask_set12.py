"""The twelfth /ask set (``tests/data/ask_set12.jsonl``, 100 questions over 96 shapes, 15 to be
refused): written by a helper (hw12) who never read the planner or ran it, before this
session's rounds, kept outside the repository until scored (``set12_README.md``).

- on main before the rounds (ec223fe), counts only: 87/100 right, 12 refused unpaid,
  1 charged wrong;
- on the merged rounds (ha9-ha12 and the lead's merge fixes, 3520bfc), scored once, clean:
  91/100 right, 8 refused unpaid, 1 charged wrong;
- after the lead read those misses and fixed their kinds (key=value requests, a difference of
  a distinct count, a series "in order", "received minus paid", typos, "... payments only";
  not clean): 98/100, 2 refused unpaid, 0 charged wrong.

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
SET = Path(__file__).resolve().parents[1] / "data" / "ask_set12.jsonl"
ITEMS = [json.loads(line) for line in SET.read_text().splitlines() if line.strip()]


def test_twelfth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    got = {x["id"]: outcome(x, duck, raw, AS_OF) for x in ITEMS}
    counts = Counter(got.values())
    print(dict(counts))
    assert len(ITEMS) == 100 and sum(1 for x in ITEMS if x.get("refuse")) == 15
    assert counts["right"] >= 98 and counts["wrong"] == 0, counts
