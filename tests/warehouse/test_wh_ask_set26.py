"""The twenty-sixth /ask set (``tests/data/ask_set26.jsonl``, 100 questions, 15 to be refused;
voice: people typing into a chat box (founders, merchants selling an API, journalists, students,
analysts, accountants; hurried, typo-laden and second-language lines, a sentence of context
around the question), a quarter assistants relaying for a user): written by a helper (hw26) who
never read the planner or ran it, kept outside the repository and unread (``set26_README.md``).
Scored as counts only:

- on main before the session's rounds (a1f4e40): 70/100 right, 30 refused unpaid, 0 charged
  wrong;
- on the merged rounds ha49-ha53 and the lead's fixes: 78 right, 22 refused, 0 wrong.
- on the merged rounds ha54-ha61 and the lead's fixes (2026-11-25): 79 right (counts only).
- on the merged rounds ha62-ha65 and the lead's fixes (2026-11-25, a later session): 80
  right (counts only).
- on the merged rounds ha66-ha70 and the lead's fixes (2026-11-25, a later session): 81
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_set_26(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set26", duck, raw, size=100, refusals=15, right=81, wrong=0)
