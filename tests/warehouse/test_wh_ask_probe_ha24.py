"""Growth-team asks of round ha24 (hp7 dev half), in our own words: figures over each payer's
whole history (``planner.lifetime``): a cohort (first payment in a period) and its lifetime
spend, its active payers and spend in a later period, its spend in its own month; new and
returning payers of a period; payers whose final payment fell in a period; tenure (first to
last payment) over N days; the month with the most new payers; the median spend or number of
payments per payer; payers active on N different days; payers who used one facilitator only
(``planner.exclusive``); and the wordings ``planner.pmwords`` says plainly (spend per paying
wallet, payments per active payer, business hours "up to (not including)", "our biggest day
by number of payments", a Monday-to-Sunday week, market share "in percentage points", monthly
counts of listed consecutive months). Each against hand SQL, or a refusal for the near
misses."""

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
NOV, DEC = ts("2025-11-01", "2025-12-01"), ts("2025-12-01", "2026-01-01")
JAN, FEB = ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q1 = ts("2026-01-01", "2026-04-01")


def _cohort(where: str) -> str:
    return (f"SELECT payer FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements "
            f"GROUP BY payer) WHERE {where}")


def _last(where: str) -> str:
    return (f"SELECT count(*) FROM (SELECT payer, max(timestamp) AS timestamp FROM settlements "
            f"GROUP BY payer) WHERE {where}")


def _per_payer(agg: str, v: str, where: str) -> str:
    return f"SELECT {agg}(v) FROM (SELECT {v} AS v FROM settlements WHERE {where} GROUP BY payer)"


def _days(op: str, n: int, where: str) -> str:
    return (f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {where} GROUP BY payer "
            f"HAVING count(DISTINCT CAST(timestamp AS DATE)) {op} {n})")


def _tenure(op: str, n: int) -> str:
    return (f"SELECT count(*) FROM (SELECT payer, max(timestamp) - min(timestamp) AS t FROM "
            f"settlements GROUP BY payer) WHERE t {op} INTERVAL {n} DAY")


PROBES = [
    # a cohort's lifetime spend
    ("What is the lifetime spend of the payers who joined in November 2025?",
     [f"SELECT sum(amount) FROM settlements WHERE payer IN ({_cohort(NOV)})"]),
    ("how much have the December 2025 cohort spent to date?",
     [f"SELECT sum(amount) FROM settlements WHERE payer IN ({_cohort(DEC)})"]),
    ("How much USDC has the January 2026 cohort (first payment in January 2026) spent in all?",
     [f"SELECT sum(amount) FROM settlements WHERE payer IN ({_cohort(JAN)})"]),
    # a cohort still active later, and its spend then
    ("Among wallets whose first payment was in November 2025, how many paid in April 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {APR} AND payer IN "
      f"({_cohort(NOV)})"]),
    ("of the december 2025 cohort, how many were still active in may 2026 and how much did "
     "they spend in may 2026?",
     [f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE {MAY} AND payer IN "
      f"({_cohort(DEC)})"]),
    ("How many of the January 2026 cohort came back in Q2 2026 so far?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE "
      f"{ts('2026-04-01', '2026-06-04')} AND payer IN ({_cohort(JAN)})"]),
    # a cohort's spend in its own month
    ("For customers who made their first payment in December 2025, what was their total spend "
     "in December 2025, and their average first-month spend per payer?",
     [f"SELECT sum(amount), sum(amount) / count(DISTINCT payer) FROM settlements WHERE {DEC} "
      f"AND payer IN ({_cohort(DEC)})"]),
    # new and returning
    ("How many payers in January 2026 were new, and how many were returning?",
     [f"SELECT count(*) FROM ({_cohort(JAN)})",
      f"SELECT count(DISTINCT payer) FROM settlements WHERE {JAN} AND payer IN (SELECT payer "
      f"FROM settlements WHERE timestamp < TIMESTAMPTZ '2026-01-01 00:00:00+00')"]),
    # final payment, tenure
    ("how many wallets had their last payment in February 2026?", [_last(FEB)]),
    ("How many customers were last seen in April 2026?", [_last(APR)]),
    ("how many buyers have a tenure of at least 90 days?", [_tenure(">=", 90)]),
    ("How many payers had a tenure longer than 30 days from their first to their last payment?",
     [_tenure(">", 30)]),
    # the month with the most new payers
    ("What month saw the most new wallets, and how many?",
     ["SELECT strftime(f, '%Y-%m') AS month, count(*) AS n FROM (SELECT payer, min(timestamp) "
      "AS f FROM settlements GROUP BY payer) GROUP BY 1 ORDER BY n DESC, month LIMIT 1"]),
    # medians per payer
    ("median spend per wallet in January 2026", [_per_payer("median", "sum(amount)", JAN)]),
    ("What's the median number of transactions per payer during Q1 2026?",
     [_per_payer("median", "count(*)", Q1)]),
    # active on N different days
    ("How many wallets made payments on 3 or more distinct days in April 2026?",
     [_days(">=", 3, APR)]),
    ("how many customers were active on more than 2 different days in February 2026?",
     [_days(">", 2, FEB)]),
    # one facilitator only
    ("How many wallets used only PayAI in April 2026?",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {APR} GROUP BY payer "
      f"HAVING bool_and({fac('payai')}))"]),
    ("how many payers during May 2026 paid solely through coinbase (and no payments via any "
     "other facilitator)?",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {MAY} GROUP BY payer "
      f"HAVING bool_and({fac('coinbase')}))"]),
    # a product manager's wordings
    ("Average volume per active wallet in April 2026 (total volume / unique payers)?",
     [f"SELECT sum(amount) / count(DISTINCT payer) FROM settlements WHERE {APR}"]),
    ("Transactions per paying wallet: January 2026 vs February 2026",
     [f"SELECT count(*) / count(DISTINCT payer) FROM settlements WHERE {JAN}",
      f"SELECT count(*) / count(DISTINCT payer) FROM settlements WHERE {FEB}"]),
    ("what percentage of April 2026's wallets made more than 3 payments during that month?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE n > 3) / count(*) FROM (SELECT payer, count(*) "
      f"AS n FROM settlements WHERE {APR} GROUP BY payer)"]),
    ("How much volume during office hours, 08:00 until (not including) 18:00 UTC, in April "
     "2026?", [f"SELECT sum(amount) FROM settlements WHERE {APR} AND hour(timestamp) >= 8 AND "
               "hour(timestamp) < 18"]),
    ("What was the busiest day by payment count in February 2026?",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements WHERE {FEB} "
      "GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("In May 2026 which Monday-to-Sunday week had the most payments? Give the Monday it starts "
     "on and the number.",
     [f"SELECT CAST(date_trunc('week', timestamp) AS DATE) AS w, count(*) AS n FROM "
      f"settlements WHERE {MAY} GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("Market share by count of PayAI in January 2026 and in February 2026, and the difference "
     "in percentage points",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements "
      f"WHERE {JAN}",
      f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements "
      f"WHERE {FEB}",
      f"SELECT (SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM "
      f"settlements WHERE {FEB}) - (SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / "
      f"count(*) FROM settlements WHERE {JAN})"]),
    ("monthly payment volumes for April and May 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {APR}",
      f"SELECT sum(amount) FROM settlements WHERE {MAY}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a cohort's spend without saying over which time (lifetime or its own month?)
    "how much did the november 2025 cohort spend?",
    # a cohort followed into an earlier period
    "of the january 2026 cohort, how many paid in december 2025?",
    # a restated cohort that disagrees
    "how much has the november 2025 cohort (first payment in december 2025) spent in total?",
    # first-month spend of a month that is not the cohort's
    "for payers who joined in november 2025, what was their total spend during december 2025 "
    "and their average first-month spend per payer?",
    # a tenure with a filter the reader does not take
    "how many coinbase payers have a tenure of more than 30 days?",
    # a median per payer with a facilitator
    "median spend per payer through coinbase in january 2026",
    # active days without a period
    "how many payers paid on at least 4 different days?",
    # one facilitator only, with no period or said after the name: not all its payers
    "How many payers used only Coinbase?",
    "how many payers paid through coinbase only in may 2026?",
    # a business-hours window across midnight
    "how many payments between 22:00 up to (not including) 02:00 UTC in May 2026?",
    # listed months that are not consecutive
    "monthly payment counts for January, March and April 2026",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
