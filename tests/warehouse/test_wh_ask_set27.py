"""The twenty-seventh /ask set (``tests/data/ask_set27.jsonl``, 100 questions, 15 to be refused;
voice: AI agents of kinds earlier sets had little of: ReAct traces, YAML and XML-tagged requests,
function-call JSON, numbered planner steps, compliance and risk agents, trading bots checking a
counterparty, DAO treasury report agents, agents pasting a previous tool result before a
follow-up that restates what it needs): written by a helper (hw27) who never read the planner or
ran it (``set27_README.md``). Scored as counts only:

- on main before the session's rounds (25a74e5): 56/100 right, 44 refused unpaid, 0 charged
  wrong;
- on the lead's first fixes (XML-like tags read as text or labelled lines; written from the
  voice's description, before the set was scored, never from its rows): 62 right, 38 refused,
  0 wrong.
- on the merged rounds ha54-ha61 and the lead's fixes (2026-11-25): 69 right (counts only).
- on the merged rounds ha62-ha65 and the lead's fixes (2026-11-25, a later session): 70
  right (counts only).
- on the merged rounds ha66-ha70 and the lead's fixes (2026-11-25, a later session): 72
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_set_27(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set27", duck, raw, size=100, refusals=15, right=72, wrong=0)
