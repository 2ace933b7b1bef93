"""The tenth /ask set (``tests/data/ask_set10.jsonl``, 100 questions over 87 shapes, 15 to be
refused): written by a helper (hw10) who never read the planner or ran it, for the lead to score;
no one who tuned the planner saw it (``set10_README.md``).

- main before the session's rounds (ce0abdc, scored once): 80/100 right, 17 refused unpaid,
  3 charged wrong;
- after rounds ha6 (measures: percentiles, spread, gas, counterparties) and ha7 (date phrases),
  who never saw it (scored once, clean): 82/100 right, 15 refused, 3 charged wrong ("who paid
  it and how much" answered amount first; distinct recipients "yesterday, and today" answered
  over both days together; "by user agent" answered as a ranking of payers).

The lead then read the misses and named their kinds to a round (ha8): 94/100, 4 refused, 2
charged wrong (a "weekly note" being written read as a weekly series; "total up" read as a
count); the lead fixed those two kinds: 96/100, 4 refused unpaid, 0 charged wrong. Not clean.
The floors guard regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_tenth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set10", duck, raw, size=100, refusals=15, right=96, wrong=0)
