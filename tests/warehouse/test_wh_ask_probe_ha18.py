"""Changes and comparisons of round ha18 (hp5 dev half, set 17), in our own words: a change
from one period to another asked with several figures ("in USDC and in percent", "absolute
and relative", "the dollar change and the percent change": the difference, later minus
earlier, listed before the change in %), against the period before ("compared with the
week before", "up or down on the day before"), "by how many percentage points" a share
moved, two day ranges ("the week of April 6-12 vs April 13-19"), this year so far against a
whole year ("2026 first, then 2025"), two facilitators each and "the gap between them (A
minus B)", "both counts and the difference (Q1 minus Q4)", first-time payers' change, and
"X went from A to B how?". Each against hand SQL, or a refusal for the near misses the plan
does not cover (one period only; "percentage points" of a volume; an overlap of two sets)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
NOV, DEC = ts("2025-11-01", "2025-12-01"), ts("2025-12-01", "2026-01-01")
Q4, Q1 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01")
LAST_WEEK, WEEK_BEFORE = ts("2026-05-25", "2026-06-01"), ts("2026-05-18", "2026-05-25")
YESTERDAY, DAY_BEFORE = ts("2026-06-02", "2026-06-03"), ts("2026-06-01", "2026-06-02")
NEW_PAYERS = "(SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer)"


def change(figure: str, earlier: str, later: str, rows: str = "settlements") -> list[str]:
    """The later period's ``figure`` less the earlier's, then that change in %."""
    return [f"SELECT y - x, 100 * (y - x)::DOUBLE / x FROM (SELECT (SELECT {figure} FROM {rows} "
            f"WHERE {earlier}) AS x, (SELECT {figure} FROM {rows} WHERE {later}) AS y)"]


def share(part: str, where: str) -> str:
    """A part's share of the volume of ``where``, in percent."""
    return (f"(SELECT 100 * sum(amount) FILTER (WHERE {part}) / sum(amount) FROM settlements "
            f"WHERE {where})")


PROBES = [
    # the change from one period to the next, its size and its percent
    ("Between March 2026 and April 2026, how did total volume change? I want the USDC "
     "change and the percent change.", change("sum(amount)", MAR, APR)),
    ("How did the number of unique recipients change from Q4 2025 to Q1 2026, absolute and "
     "relative?", change("count(DISTINCT recipient)", Q4, Q1)),
    ("How did the median payment change from March 2026 to April 2026, in USDC and in "
     "percent?", change("median(amount)", MAR, APR)),
    ("Give me the absolute and the percent change in Payai's settlement count from March "
     "2026 to April 2026", change("count(*)", f"{MAR} AND {fac('payai')}",
                                  f"{APR} AND {fac('payai')}")),
    ("What were the absolute and percentage changes in volume from March 2026 to April 2026?",
     change("sum(amount)", MAR, APR)),
    ("How did the number of first-time payers change from November 2025 to December 2025, "
     "absolute and percent?", change("count(*)", NOV, DEC, NEW_PAYERS)),
    ("Settlement count went from March 2026 to April 2026 how? Up or down by how many, and "
     "by what percentage?", change("count(*)", MAR, APR)),
    ("daydreams volume from Q4 2025 to Q1 2026 - up or down by how much, and what percent?",
     change("sum(amount)", f"{Q4} AND {fac('daydreams')}", f"{Q1} AND {fac('daydreams')}")),
    # against the period before
    ("Last week vs the week before: how much did volume change, in absolute terms and in "
     "percent?", change("sum(amount)", WEEK_BEFORE, LAST_WEEK)),
    ("Was the payment count yesterday up or down on the day before, and by how many?",
     change("count(*)", DAY_BEFORE, YESTERDAY)),
    # a share's change, in percentage points
    ("By how many percentage points did PayAI's share of volume change from March 2026 to "
     "April 2026?",
     [f"SELECT {share(fac('payai'), APR)} - {share(fac('payai'), MAR)}"]),
    # two day ranges, each figure
    ("How did volume in the week of April 6-12, 2026 compare with April 13-19, 2026? Give "
     "both totals.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-06', '2026-04-13')}",
      f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-13', '2026-04-20')}"]),
    # this year so far against a whole year, in the order asked
    ("How does volume so far this year compare with all of 2025? 2026 first, then 2025.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')}",
      f"SELECT sum(amount) FROM settlements WHERE {ts('2025-01-01', '2026-01-01')}"]),
    ("settlements in the whole of 2025 compared with 2026 so far",
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-01-01', '2026-01-01')}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')}"]),
    # two facilitators each, and the gap between them
    ("In April 2026, how many settlements did coinbase and payai each process, and what is "
     "the gap between them (coinbase minus payai)?",
     [f"SELECT count(*) FILTER (WHERE {fac('coinbase')}), count(*) FILTER (WHERE "
      f"{fac('payai')}) FROM settlements WHERE {APR}",
      f"SELECT count(*) FILTER (WHERE {fac('coinbase')}) - count(*) FILTER (WHERE "
      f"{fac('payai')}) FROM settlements WHERE {APR}"]),
    # both counts and the difference, in the order said
    ("How did unique recipients change from Q4 2025 to Q1 2026? Give both counts and the "
     "difference (Q1 minus Q4).",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {Q4}",
      f"SELECT count(DISTINCT recipient) FROM settlements WHERE {Q1}",
      f"SELECT (SELECT count(DISTINCT recipient) FROM settlements WHERE {Q1}) - "
      f"(SELECT count(DISTINCT recipient) FROM settlements WHERE {Q4})"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "How did volume change in April 2026, in absolute terms and in percent?",  # from when?
    "Give the absolute and the percentage change in volume in May 2026",
    "By how many percentage points did volume change from March 2026 to April 2026?",
    "the absolute and percent change in volume from March 2026 to April 2026",  # asked how?
    "Which payers paid in both Q4 2025 and Q1 2026?",  # an overlap, not both counts
    "How many unique payers were active in both months, April 2026 and May 2026?",
    "How does volume this year to date compare with 2025 and 2024?",  # three periods
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)


def test_the_difference_leads_the_change_in_percent(duck: DuckDBBackend, raw: Any) -> None:
    """A change from one period to the next lists both figures, their difference (later
    minus earlier), then the change in %."""
    planned = answer_question("How did settlements change from March 2026 to April 2026?",
                              lambda s: duck.run(check(s)), AS_OF, HELD, True)
    mar, apr = (raw.rows(f"SELECT count(*) FROM settlements WHERE {w}")[0][0]
                for w in (MAR, APR))
    assert planned.figures[:4] == [apr, mar, apr - mar, 100 * (apr - mar) / mar]
