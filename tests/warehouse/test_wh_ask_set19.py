"""The nineteenth /ask set (``tests/data/ask_set19.jsonl``, 100 questions over 96 shapes, 15 to be
refused; voice: AI agents writing on behalf of users and analysts writing precise specs):
written by a helper (hw19) who never read the planner or ran it, kept outside the repository and
unread (``set19_README.md``). Scored as counts only:

- on main before the session's rounds (c1c728b): 51/100 right, 47 refused unpaid, 2 charged wrong;
- on the merged rounds (ha18-ha26 and the lead's fixes), clean, before any of its rows was
  read: **57/100 right, 43 refused unpaid, 0 charged wrong**.
- on the merged rounds ha40-ha48 (the session after): 66 right, 34 refused, 0 wrong.
- on the merged rounds ha49-ha53 and the lead's fixes (2026-11-25, third session):
  67 right, 33 refused, 0 wrong.

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_nineteenth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set19", duck, raw, size=100, refusals=15, right=67, wrong=0)
