"""The thirty-second /ask set (``tests/data/ask_set32.jsonl``, 100 questions, 15 to be refused;
people chosen by the writer, a quarter relayed by assistants: agent builders paying for APIs,
ecosystem leads, onchain sleuths, facilitator on-call engineers, thread writers, investors,
researchers; see ``set32_README.md``): written by a helper (hw32) who never read the planner or
ran it. Scored as counts only:

- on main before the session's rounds (bf6f519): 68/100 right, 31 refused unpaid, 1 charged
  wrong.
- on the merged rounds ha66-ha70 and the lead's fixes (the same session): 72 right (counts
  only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_set_32(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set32", duck, raw, size=100, refusals=15, right=72, wrong=1)
