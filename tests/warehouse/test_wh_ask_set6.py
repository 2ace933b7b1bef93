"""The sixth /ask set (``tests/data/ask_set6.jsonl``, 70 questions over 56 shapes, 12 to be
refused): written by a helper who never read the planner or ran it, for the lead to score; no
one who tuned the planner saw it. Six relative-period labels were corrected before any
tuning (the lead's brief had misstated the data's last day; the spec anchors relative
periods on the newest data held, so "the last 7 days" ends on 2026-06-03 inclusive).

- main before the merge (7f4974a): 55/70 right (0.786), 14 refused unpaid, 1 charged wrong
  (on the writer's uncorrected labels: 51/70, 5 wrong, four of them the mislabelled windows);
- after the first round's merge (scored once): 58/70 (0.829), 12 refused, 0 charged wrong;
- after a second round, whose brief the lead wrote after reading that scoring's refusals and
  which named some of their phrasing kinds (so not a clean figure): 62/70 (0.886), 7 refused,
  1 scored wrong: "did volume go up or down from Q4 2025 to Q1 2026? give me both totals"
  gives both totals and the change, labelled, but Q1 2026 first, and the scorer wants the
  reading order.

The floors guard regressions only: the misses were read after the last scoring.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_sixth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set6", duck, raw, size=70, refusals=12, right=62, wrong=1)
