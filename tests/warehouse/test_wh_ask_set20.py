"""The twentieth /ask set (``tests/data/ask_set20.jsonl``, 100 questions over 95 shapes, 15 to be
refused; voice: half typed by people, half written by agents (preambles, lists, explicit bounds,
key=value)): written by a helper (hw20) who never read the planner or ran it, kept outside the
repository and unread (``set20_README.md``). Scored as counts only:

- on main before the session's rounds (c1c728b): 57/100 right, 43 refused unpaid, 0 charged wrong;
- on the merged rounds (ha18-ha26 and the lead's fixes), clean, before any of its rows was
  read: **58/100 right, 41 refused unpaid, 1 charged wrong**.
- on the merged rounds ha54-ha61 and the lead's fixes (2026-11-25): 60 right (counts only).
- on the merged rounds ha66-ha72 and the lead's fixes (2026-11-25, a later session): 61
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_twentieth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set20", duck, raw, size=100, refusals=15, right=61, wrong=1)
