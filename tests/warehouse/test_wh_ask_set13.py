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

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set

#: answered with every figure asked, in another order than the question's (the day of a
#: ranked day is listed before its figures)
ORDER_ONLY = frozenset({"largest-daily-volume-1"})


def test_thirteenth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set13", duck, raw, size=100, refusals=15,
                    right=96, wrong=ORDER_ONLY)
