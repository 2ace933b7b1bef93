"""The twenty-fourth /ask set (``tests/data/ask_set24.jsonl``, 100 questions over 95 shapes,
15 to be refused; voice: two thirds people typing into a chat box (a merchant, an API seller, a
journalist, an analyst, a student, a PM, someone in a hurry, a second-language speaker), one
third AI assistants relaying for their user; several worded so that a careless reader answers
another question): written by a helper (hw24) who never read the planner or ran it, kept outside
the repository and unread (``set24_README.md``). Scored as counts only:

- on main before the session's rounds (1bacc17): 69/100 right, 30 refused unpaid, 1 charged
  wrong;
- on the merged rounds ha40-ha48: 69 right, 30 refused, 1 wrong.
- on the merged rounds ha49-ha53 and the lead's fixes (2026-11-25, third session):
  70 right, 29 refused, 1 wrong.
- on the merged rounds ha66-ha70 and the lead's fixes (2026-11-25, a later session): 74
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_set_24(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set24", duck, raw, size=100, refusals=15, right=74, wrong=1)
