"""The thirty-first /ask set (``tests/data/ask_set31.jsonl``, 100 questions, 15 to be refused;
agents and software of kinds no earlier set used, chosen by the writer: ReAct traces,
counterparty-vetting, pricing and fact-checking agents, spreadsheet formulas, router keywords,
dashboard bots, coding assistants, devrel, hackathon teams, grant reviewers; see
``set31_README.md``): written by a helper (hw31) who never read the planner or ran it.
Scored as counts only:

- on main before the session's rounds (bf6f519): 40/100 right, 60 refused unpaid, 0 charged
  wrong.
- on the merged rounds ha66-ha70 and the lead's fixes (the same session): 47 right (counts
  only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_set_31(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set31", duck, raw, size=100, refusals=15, right=47, wrong=0)
