"""The sixteenth /ask set (``tests/data/ask_set16.jsonl``, 100 questions over 95 shapes, 15 to
be refused): written by a helper (hw16) who never read the planner or ran it, kept outside the
repository and unread until the session's merged rounds were scored (``set16_README.md``).

- on main before the rounds (f1d7ef0), counts only: 91/100 right, 7 refused unpaid,
  2 charged wrong;
- on the merged rounds before any of its rows was read (a44b976), clean: **93/100 right,
  5 refused unpaid, 2 charged wrong** ("what was the change in Coinbase volume from November
  to December" answered with the percent and not the difference; a forecast, "what will the
  daily payment count be by the end of July 2026", answered with a daily series);
- after the lead read its misses and fixed their kinds (not clean): 97/100, 3 refused,
  0 wrong.

The floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_sixteenth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set16", duck, raw, size=100, refusals=15, right=100)
