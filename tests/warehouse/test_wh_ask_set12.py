"""The twelfth /ask set (``tests/data/ask_set12.jsonl``, 100 questions over 96 shapes, 15 to be
refused): written by a helper (hw12) who never read the planner or ran it, before this
session's rounds, kept outside the repository until scored (``set12_README.md``).

- on main before the rounds (ec223fe), counts only: 87/100 right, 12 refused unpaid,
  1 charged wrong;
- on the merged rounds (ha9-ha12 and the lead's merge fixes, 3520bfc), scored once, clean:
  91/100 right, 8 refused unpaid, 1 charged wrong;
- after the lead read those misses and fixed their kinds (key=value requests, a difference of
  a distinct count, a series "in order", "received minus paid", typos, "... payments only";
  not clean): 98/100, 2 refused unpaid, 0 charged wrong.

The floors guard regressions only.
"""

from __future__ import annotations

from typing import Any

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import assert_held_set


def test_twelfth_set_scored_by_the_lead(duck: DuckDBBackend, raw: Any) -> None:
    assert_held_set("ask_set12", duck, raw, size=100, refusals=15, right=98, wrong=0)
