"""Growth-team asks of round ha22 (hp7 dev half), in our own words: retention and churn
between two periods as a percent of the first period's payers ("what share of March's
buyers came back in April"), a count and its percent together, the payers lost and gained
from one month to the next, a second period said relative to the first ("the month before",
"the following week", "the 14 days before the last 14 days"), and the wordings
``planner.growthwords`` says plainly ("on a Tuesday", "on a weekend (Sat/Sun)", "only ever
made one payment", "new wallets did we onboard", "its 5 biggest payers", "how concentrated
is the payer side?"). Each against hand SQL, or a refusal for the near misses."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
FEB, MAR = ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q4 = ts("2025-10-01", "2026-01-01")


def _ids(side: str, where: str) -> str:
    return f"SELECT DISTINCT {side} FROM settlements WHERE {where}"


def _both(a: str, b: str, side: str = "payer") -> str:
    return f"SELECT count(*) FROM ({_ids(side, a)} INTERSECT {_ids(side, b)})"


def _only(a: str, b: str, side: str = "payer") -> str:
    return f"SELECT count(*) FROM ({_ids(side, a)} EXCEPT {_ids(side, b)})"


def _pct(part: str, a: str, side: str = "payer") -> str:
    return (f"SELECT 100.0 * ({part}) / (SELECT count(DISTINCT {side}) FROM settlements "
            f"WHERE {a})")


def _top_share(n: int, side: str, where: str) -> str:
    return (f"SELECT 100.0 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM settlements "
            f"WHERE {where} GROUP BY {side} ORDER BY v DESC LIMIT {n})) / (SELECT sum(amount) "
            f"FROM settlements WHERE {where})")


PROBES = [
    # retention / churn as a percent of the first period's payers
    ("what share of march 2026's buyers came back in april 2026?",
     [_pct(_both(MAR, APR), MAR)]),
    ("What percent of the payers of February 2026 paid again in March 2026",
     [_pct(_both(FEB, MAR), FEB)]),
    ("churn: what percentage of wallets active in april 2026 never paid in may 2026?",
     [_pct(_only(APR, MAY), APR)]),
    ("what % of the recipients paid in march 2026 were not paid at all in april 2026",
     [_pct(_only(MAR, APR, "recipient"), MAR, "recipient")]),
    # a count and its percent
    ("how many march 2026 payers also paid in april 2026, and what percentage of march's "
     "payers is that?", [_both(MAR, APR), _pct(_both(MAR, APR), MAR)]),
    # lost and gained
    ("From March to April 2026, how many payers did we lose and how many did we gain?",
     [_only(MAR, APR), _only(APR, MAR)]),
    ("between february 2026 and march 2026, how many wallets did we lose (paid in february, "
     "not in march) and how many did we gain (paid in march, not in february)",
     [_only(FEB, MAR, "payer"), _only(MAR, FEB, "payer")]),
    # a second period said relative to the first
    ("how many of april 2026's payers had also paid the month before?", [_both(APR, MAR)]),
    ("How many payers of March 2026 also paid in the following month?", [_both(MAR, APR)]),
    ("how many of the payers in q4 2025 did not pay in the next quarter",
     [_only(Q4, ts("2026-01-01", "2026-04-01"))]),
    ("of the wallets that paid in the 14 days before the last 14 days, how many also paid in "
     "the last 14 days?",
     [_both(ts("2026-05-07", "2026-05-21"), ts("2026-05-21", "2026-06-04"))]),
    ("how many payers paid in the week of Mon 4 May 2026 to Sun 10 May 2026 and again in the "
     "following week (May 11-17)?",
     [_both(ts("2026-05-04", "2026-05-11"), ts("2026-05-11", "2026-05-18"))]),
    # growth wordings
    ("how many unique payers paid on a Tuesday in april 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {APR} AND isodow(timestamp) = 2"]),
    ("what share of march 2026 payments happened on a weekend (Sat/Sun)?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE isodow(timestamp) IN (6, 7)) / count(*) "
      f"FROM settlements WHERE {MAR}"]),
    ("How many wallets only ever made one payment?",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY payer "
      "HAVING count(*) = 1)"]),
    ("how many new wallets did we onboard in q4 2025?",
     [f"SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements "
      f"GROUP BY payer) WHERE {Q4}"]),
    ("Concentration check for March 2026: what share of that month's volume came from its 5 "
     "biggest payers?", [_top_share(5, "payer", MAR)]),
    ("what percent of may 2026 volume came from the single largest payer that month?",
     [_top_share(1, "payer", MAY)]),
    ("How concentrated is the payer side? Share of all-time volume paid by the top 3 payers.",
     [_top_share(3, "payer", "TRUE")]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # the relative period cannot be placed (no other period, or one of another unit)
    "how many of the payers had also paid the month before?",
    "how many of the payers of the last 7 days also paid the month before?",
    "of the wallets that paid in the 7 days before the last 14 days, how many also paid in "
    "the last 14 days?",
    # a restated range that disagrees with the relative period
    "how many payers paid in the week of 4 may 2026 to 10 may 2026 but not in the following "
    "week (may 12-18)?",
    # lost and gained with a restatement that disagrees
    "from march to april 2026, how many payers did we lose (paid in april, not in march) and "
    "how many did we gain (paid in april, not in march)?",
    # no period for "that month": not all time
    "what percent of volume came from the single biggest payer that month?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
