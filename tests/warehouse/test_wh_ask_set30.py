"""The thirtieth /ask set (``tests/data/ask_set30.jsonl``, 100 questions, 15 to be refused;
voices chosen by the writer, people, a fifth relayed by assistants: see ``set30_README.md``):
written by a helper (hw30) who never read the planner or ran it. Scored as counts only:

- on main before the session's rounds (cd3afee): 76/100 right, 23 refused unpaid, 1 charged
  wrong.
- on the merged rounds ha62-ha65 and the lead's fixes (2026-11-25, a later session): 78
  right (counts only).
- on the merged rounds ha66-ha70 and the lead's fixes (2026-11-25, a later session): 79
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_set_30(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set30", duck, raw, size=100, refusals=15, right=79, wrong=1)
