"""The twenty-second /ask set (``tests/data/ask_set22.jsonl``, 100 questions over 95 shapes, 15
to be refused; voice: half people of several roles typing into a box (a merchant, a developer, a
trader, a student, a second-language speaker, someone in a hurry), half AI assistants and agents
writing for their users): written by a helper (hw22) who never read the planner or ran it, kept
outside the repository and unread (``set22_README.md``). Scored as counts only:

- on main before the session's rounds (b44278b): 66/100 right, 31 refused unpaid, 3 charged
  wrong;
- on the merged rounds ha27-ha31 (aaef17a): 67 right, 30 refused, 3 wrong;
- after rounds ha32-ha34 (1da195a): 68 right, 29 refused, 3 wrong;
- on the final merge (rounds ha35-ha39): 69 right, 29 refused, 2 wrong.
- on the merged rounds ha40-ha48 (the session after): 74 right, 25 refused, 1 wrong.
- on the merged rounds ha49-ha53 and the lead's fixes (2026-11-25, third session):
  78 right, 22 refused, 0 wrong.
- on the merged rounds ha54-ha61 and the lead's fixes (2026-11-25): 79 right (counts only).
- on the merged rounds ha62-ha65 and the lead's fixes (2026-11-25, a later session): 82
  right (counts only).
- on the merged rounds ha66-ha70 and the lead's fixes (2026-11-25, a later session): 83
  right (counts only).

Its rows are still unread; the floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_twenty_second_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set22", duck, raw, size=100, refusals=15, right=83, wrong=0)
