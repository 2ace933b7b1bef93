"""The twenty-fifth /ask set (``tests/data/ask_set25.jsonl``, 100 questions, 15 to be refused;
voice: AI agents calling a paid onchain-data API for themselves or another agent: treasury,
trading, monitoring, pricing and due-diligence agents; MCP and tool-call JSON, LangChain, CrewAI
and AutoGen text, A2A messages, orchestrators delegating, cron jobs, YAML-like specs, output
formats): written by a helper (hw25) who never read the planner or ran it, kept outside the
repository and unread (``set25_README.md``). Scored as counts only:

- on main before the session's rounds (a1f4e40): 61/100 right, 39 refused unpaid, 0 charged
  wrong;
- on the merged rounds ha49-ha53 and the lead's fixes: 62 right, 38 refused, 0 wrong.
- on the merged rounds ha54-ha61 and the lead's fixes (2026-11-25): 64 right (counts only).
- on the merged rounds ha62-ha65 and the lead's fixes (2026-11-25, a later session): 65
  right (counts only).
- on the merged rounds ha66-ha70 and the lead's fixes (2026-11-25, a later session): 67
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_set_25(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set25", duck, raw, size=100, refusals=15, right=67, wrong=0)
