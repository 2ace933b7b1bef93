"""The twenty-ninth /ask set (``tests/data/ask_set29.jsonl``, 100 questions, 15 to be refused;
voices chosen by the writer, agents and software: see ``set29_README.md``): written by a helper
(hw29) who never read the planner or ran it. Its writer saw the voices listed for the probe set
hp24 and chose some of the same kinds (orchestrator sub-tasks, chat-ops commands, cron jobs),
which fixer ha64 tuned on (hp24's dev half): its gain is not wholly independent of that round.
Scored as counts only:

- on main before the session's rounds (cd3afee): 68/100 right, 31 refused unpaid, 1 charged
  wrong.
- on the merged rounds ha62-ha65 and the lead's fixes (2026-11-25, a later session): 69
  right (counts only).
- on the merged rounds ha66-ha70 and the lead's fixes (2026-11-25, a later session): 73
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_set_29(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set29", duck, raw, size=100, refusals=15, right=73, wrong=1)
