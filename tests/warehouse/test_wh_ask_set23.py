"""The twenty-third /ask set (``tests/data/ask_set23.jsonl``, 100 questions over 95 shapes,
15 to be refused; voice: AI agents and tools calling a paid data API: A2A messages, MCP tool
calls in prose or JSON, planner subtasks, restated user requests, JSON or YAML bodies, job
tickets, retries, output-format instructions): written by a helper (hw23) who never read the
planner or ran it, kept outside the repository and unread (``set23_README.md``). Scored as counts
only:

- on main before the session's rounds (1bacc17): 37/100 right, 63 refused unpaid, 0 charged
  wrong;
- on the merged rounds ha40-ha48: 46 right, 54 refused, 0 wrong.
- on the merged rounds ha49-ha53 and the lead's fixes (2026-11-25, third session):
  53 right, 47 refused, 0 wrong.
- on the merged rounds ha54-ha61 and the lead's fixes (2026-11-25): 54 right (counts only).
- on the merged rounds ha66-ha70 and the lead's fixes (2026-11-25, a later session): 62
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_set_23(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set23", duck, raw, size=100, refusals=15, right=62, wrong=0)
