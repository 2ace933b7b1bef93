"""The eighth /ask set (``tests/data/ask_set8.jsonl``, 70 questions over 70 shapes, 12 to be
refused): written by a helper who never read the planner or ran it, for the lead to score; no
one who tuned the planner saw it.

- the session's final /ask code before the lead read this set (0e0886a, scored once):
  53/70 right (0.757), 15 refused unpaid, 2 charged wrong ("how many payers made their very
  first payment in May" answered with the row of May's first payment; "total sent and total
  received" of one address answered as one total);
- after the lead fixed those two kinds (946da1d; not clean): 55/70, 15 refused, 0 wrong.
- after a round (ha5) briefed on the refusals' kinds in the lead's words (not clean): 62/70,
  8 refused, 0 wrong. Still refused: percentiles, standard deviation, gas, distinct
  facilitators, a top payer's share, an address's top recipient.
- after round ha6 (percentiles, spread, gas, distinct facilitators, counterparties; briefed on
  the same kinds, its misses unread; not clean): 66/70, 4 refused, 0 wrong.

The floors guard regressions only: the misses were read after that one scoring.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_eighth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set8", duck, raw, size=70, refusals=12, right=66, wrong=0)
