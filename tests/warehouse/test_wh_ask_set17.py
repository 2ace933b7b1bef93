"""The seventeenth /ask set (``tests/data/ask_set17.jsonl``, 100 questions over 95 shapes, 15 to
be refused, with the kinds users most often got wrong answers to): written by a helper (hw17)
who never read the planner or ran it, kept outside the repository and unread until the
session's merged rounds were scored (``set17_README.md``).

- on main before the rounds (f1d7ef0), counts only: 86/100 right, 11 refused unpaid,
  3 charged wrong;
- on the merged rounds before any of its rows was read (a44b976), clean: **87/100 right,
  10 refused unpaid, 3 charged wrong** (the largest Heurist payment "the amount and the
  paying wallet" answered with the amount alone; "how many unique payers sent payments of $5
  or more, and the combined value" answered with payers whose total passed $5 and without
  the value; "what % were below a cent, and the median" answered without the median);
- after the lead read its misses and fixed their kinds (not clean): 89/100, 11 refused,
  0 wrong (the three are refused, or answered right).

The floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_seventeenth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set17", duck, raw, size=100, refusals=15, right=100)
