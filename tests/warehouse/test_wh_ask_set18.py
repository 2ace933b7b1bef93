"""The eighteenth /ask set (``tests/data/ask_set18.jsonl``, 100 questions over 95 shapes, 15 to be
refused; voice: ordinary people typing into a box (casual, hurried, non-native, a few polite
sentences)): written by a helper (hw18) who never read the planner or ran it, kept outside the
repository and unread (``set18_README.md``). Scored as counts only:

- on main before the session's rounds (c1c728b): 92/100 right, 6 refused unpaid, 2 charged wrong;
- on the merged rounds (ha18-ha26 and the lead's fixes), clean, before any of its rows was
  read: **94/100 right, 5 refused unpaid, 1 charged wrong**.
- on the merged rounds ha54-ha61 and the lead's fixes (2026-11-25): 95 right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_eighteenth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set18", duck, raw, size=100, refusals=15, right=95, wrong=1)
