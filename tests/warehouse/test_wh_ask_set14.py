"""The fourteenth /ask set (``tests/data/ask_set14.jsonl``, 100 questions over 95 shapes, 15 to
be refused): written by a helper (hw14) who never read the planner or ran it, kept outside the
repository (``set14_README.md``).

- on main before this session's rounds (ab921d2), counts only, clean: **89/100 right,
  10 refused unpaid, 1 charged wrong**;
- then its misses were read and handed to round ha15 and the lead as kinds (agent templates,
  leftover words, day rankings, changes; agent preambles, "the highest payment count",
  "what total did it receive"), so it is tuning data from then on: 100/100 on the merged code.

The floor guards regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_fourteenth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set14", duck, raw, size=100, refusals=15, right=100)
