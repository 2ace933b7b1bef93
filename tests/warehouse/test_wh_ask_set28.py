"""The twenty-eighth /ask set (``tests/data/ask_set28.jsonl``, 100 questions, 15 to be refused;
voice: people who are not data people (a small-shop owner taking x402 payments, a grant reviewer,
a policy researcher, a podcast host, a CFO's assistant, a teacher, a DevRel engineer), voice
dictation and SMS shorthand, British and Indian date habits made unambiguous, a fifth relayed by
assistants): written by a helper (hw28) who never read the planner or ran it
(``set28_README.md``). Scored as counts only:

- on main before the session's rounds (25a74e5): 62/100 right, 38 refused unpaid, 0 charged
  wrong.
- on the merged rounds ha54-ha61 and the lead's fixes (2026-11-25): 66 right (counts only).
- on the merged rounds ha66-ha70 and the lead's fixes (2026-11-25, a later session): 70
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_set_28(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set28", duck, raw, size=100, refusals=15, right=70, wrong=0)
