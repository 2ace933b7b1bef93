"""The eleventh /ask set (``tests/data/ask_set11.jsonl``, 100 questions over 79 shapes, 15 to be
refused): written by a helper (hw11) who never read the planner or ran it, after the session's
rounds had landed, for the lead to score once (``set11_README.md``).

- the session's final merged code (87917df: rounds ha6, ha7, ha8 and the lead's set-10 fixes),
  scored once, clean: 87/100 right, 12 refused unpaid, 1 charged wrong ("among Daydreams
  settlements, which 3 payers paid the most in total" ranked by a count of settlements);
- after the lead read the misses and fixed that kind and eight refused kinds (e8cd934; not
  clean): 95/100, 4 refused, 1 counted wrong whose figures are both right but in the other
  order ("who paid the biggest ... payment, and how much": amount first, then the payer, the
  order the labelled set fixes for "who ... and how much");
- after the next session's rounds (not clean): 99/100, 1 refused, 0 wrong (the payer is now
  listed before the amount as well as after it).

The floors guard regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set

#: answered with every figure asked, in another order than the question's (see the docstring)
ORDER_ONLY = frozenset({"hard_argmax_fac_period-1"})


def test_eleventh_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set11", duck, raw, size=100, refusals=15,
                    right=95, wrong=ORDER_ONLY)
