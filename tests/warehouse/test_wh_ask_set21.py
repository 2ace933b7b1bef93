"""The twenty-first /ask set (``tests/data/ask_set21.jsonl``, 100 questions over 94 shapes, 15 to
be refused; voice: AI agents and tools writing for users or other systems (MCP calls in prose,
agent steps, reconciliation and monitoring bots, JSON/YAML parameter blocks, purpose preambles,
defined terms)): written by a helper (hw21) who never read the planner or ran it, kept outside
the repository and unread (``set21_README.md``). Scored as counts only:

- on main before the session's rounds (b44278b): 57/100 right, 43 refused unpaid, 0 charged wrong;
- on the merged rounds ha27-ha31 (aaef17a): 61 right, 39 refused, 0 wrong;
- on the final merge (rounds ha27-ha39): 61 right, 39 refused, 0 wrong.
- on the merged rounds ha40-ha48 (the session after): 63 right, 37 refused, 0 wrong.
- on the merged rounds ha49-ha53 and the lead's fixes (2026-11-25, third session):
  65 right, 35 refused, 0 wrong.
- on the merged rounds ha66-ha70 and the lead's fixes (2026-11-25, a later session): 68
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_twenty_first_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set21", duck, raw, size=100, refusals=15, right=68, wrong=0)
