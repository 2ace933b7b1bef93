"""Analyst asks of round ha12, in our own words: the arithmetic a comparison asks beyond each
side's figure (a difference: "how many more/fewer", "by how much", "the difference in X
between", "May minus April"; a ratio: "how many times larger"), a change said without "from"
("% change feb to mar", "MoM"), a total beside a per-day average, an address's two roles in
the order asked, payers new to one facilitator ("their first-ever PayAI payment"), rankings
by a distinct count, the k-th of a ranking, the k days with the fewest settlements, "which
of the last 7 days", "which UTC hour", the k largest payment amounts and the average number
of payments of each active payer.
Each against hand SQL, or a refusal for the near misses the plan does not cover."""

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
S = "SELECT {} FROM settlements WHERE "
W = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
FEB, MAR = ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
JAN, NOV = ts("2026-01-01", "2026-02-01"), ts("2025-11-01", "2025-12-01")
Q4, Q1 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01")


def _of(what: str, where: str) -> str:
    return f"({S.format(what)}{where})"


def _new_to(name: str, period: str) -> str:
    return (f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {fac(name)} GROUP BY 1 "
            f"HAVING min(timestamp) >= TIMESTAMPTZ '{period[0]} 00:00:00+00' AND "
            f"min(timestamp) < TIMESTAMPTZ '{period[1]} 00:00:00+00')")


PROBES = [
    ("how many more settlements were there in may 2026 than in february 2026",
     [f"SELECT {_of('count(*)', MAY)}, {_of('count(*)', FEB)}, "
      f"{_of('count(*)', MAY)} - {_of('count(*)', FEB)}"]),
    ("how many fewer payments happened in feb 2026 than in may 2026",
     [f"SELECT {_of('count(*)', FEB)}, {_of('count(*)', MAY)}, "
      f"{_of('count(*)', MAY)} - {_of('count(*)', FEB)}"]),
    ("how much more volume did coinbase settle than payai in april 2026",
     [f"SELECT {_of('sum(amount)', fac('coinbase') + ' AND ' + APR)} - "
      f"{_of('sum(amount)', fac('payai') + ' AND ' + APR)}"]),
    ("how many times bigger was the march 2026 volume than the april 2026 volume?",
     [f"SELECT {_of('sum(amount)', MAR)} / {_of('sum(amount)', APR)}"]),
    ("what's the difference in payment count between q4 2025 and q1 2026",
     [f"SELECT {_of('count(*)', Q4)}, {_of('count(*)', Q1)}, "
      f"{_of('count(*)', Q4)} - {_of('count(*)', Q1)}"]),
    ("by how much did unique payers change from january to february 2026 (february minus "
     "january)?",
     [f"SELECT {_of('count(DISTINCT payer)', FEB)} - {_of('count(DISTINCT payer)', JAN)}"]),
    ("by how much did the monthly payment count change from march to april 2026 (april minus "
     "march)?",
     [f"SELECT {_of('count(*)', APR)} - {_of('count(*)', MAR)}"]),
    ("month-over-month change in settlements from april to may 2026",
     [f"SELECT 100.0 * ({_of('count(*)', MAY)} - {_of('count(*)', APR)}) / "
      f"{_of('count(*)', APR)}"]),
    ("week-over-week change in payments from the week of 2026-05-11 to the week of 2026-05-18",
     [f"SELECT 100.0 * ({_of('count(*)', ts('2026-05-18', '2026-05-25'))} - "
      f"{_of('count(*)', ts('2026-05-11', '2026-05-18'))}) / "
      f"{_of('count(*)', ts('2026-05-11', '2026-05-18'))}"]),
    ("payai payments % change mar to apr 2026",
     [f"SELECT 100.0 * ({_of('count(*)', fac('payai') + ' AND ' + APR)} - "
      f"{_of('count(*)', fac('payai') + ' AND ' + MAR)}) / "
      f"{_of('count(*)', fac('payai') + ' AND ' + MAR)}"]),
    ("In March 2026 how many payments were there in total, and how many per day on average?",
     [f"SELECT count(*), count(*) / 31 FROM settlements WHERE {MAR}"]),
    ("how many payers made their first-ever coinbase payment in march 2026?",
     [_new_to("coinbase", ("2026-03-01", "2026-04-01"))]),
    (f"how much did {W} receive in november 2025, and how much did it pay?",
     [f"SELECT {_of('sum(amount)', f'recipient = {W!r} AND ' + NOV)}, "
      f"{_of('sum(amount)', f'payer = {W!r} AND ' + NOV)}"]),
    (f"how many payments did {W} receive and how many did it send in nov 2025",
     [f"SELECT {_of('count(*)', f'recipient = {W!r} AND ' + NOV)}, "
      f"{_of('count(*)', f'payer = {W!r} AND ' + NOV)}"]),
]


RANKED = [
    ("which recipient was paid by the most distinct payers in may 2026?",
     [f"SELECT recipient, count(*), sum(amount), count(DISTINCT payer) FROM settlements WHERE "
      f"{MAY} GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 1"]),
    ("the day with the most unique payers in april 2026",
     [f"SELECT CAST(timestamp AS DATE), count(DISTINCT payer) FROM settlements WHERE {APR} "
      "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("who was the second-largest recipient by volume in march 2026",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {MAR} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1 OFFSET 1"]),
    ("which payer made the 3rd most payments in may 2026?",
     [f"SELECT payer, count(*) FROM settlements WHERE {MAY} GROUP BY 1 ORDER BY 2 DESC, 1 "
      "LIMIT 1 OFFSET 2"]),
    ("the 3 days with the fewest settlements in april 2026",
     [f"SELECT CAST(timestamp AS DATE), count(*) FROM settlements WHERE {APR} GROUP BY 1 "
      "ORDER BY 2, 1 LIMIT 3"]),
    ("Which of the last 7 days had the most payments?",
     [f"SELECT CAST(timestamp AS DATE), count(*) FROM settlements WHERE "
      f"{ts('2026-05-28', '2026-06-04')} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("which UTC hour had the most volume in march 2026?",
     [f"SELECT hour(timestamp), sum(amount) FROM settlements WHERE {MAR} GROUP BY 1 "
      "ORDER BY 2 DESC LIMIT 1"]),
    ("show the 4 largest payment amounts in april 2026",
     [f"SELECT amount FROM settlements WHERE {APR} ORDER BY amount DESC LIMIT 4"]),
    ("what percent of coinbase's volume in april 2026 came from its single biggest payer?",
     [f"SELECT 100.0 * max(v) / sum(v) FROM (SELECT payer, sum(amount) AS v FROM settlements "
      f"WHERE {fac('coinbase')} AND {APR} GROUP BY 1)"]),
    ("Who was the top recipient by volume in March 2026, and what share of that month's "
     "volume was theirs?",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {MAR} GROUP BY 1 ORDER BY 2 DESC "
      "LIMIT 1", f"SELECT 100.0 * max(v) / sum(v) FROM (SELECT recipient, sum(amount) AS v "
      f"FROM settlements WHERE {MAR} GROUP BY 1)"]),
    ("payment count on weekdays and, separately, on weekends in april 2026",
     [f"SELECT count(*) FROM settlements WHERE {APR} AND isodow(timestamp) <= 5",
      f"SELECT count(*) FROM settlements WHERE {APR} AND isodow(timestamp) >= 6"]),
    ("on how many days in may 2026 were there more than 30 payments?",
     [f"SELECT count(*) FROM (SELECT CAST(timestamp AS DATE) FROM settlements WHERE {MAY} "
      "GROUP BY 1 HAVING count(*) > 30)"]),
    ("how many days in march 2026 had at least 10 settlements through coinbase",
     [f"SELECT count(*) FROM (SELECT CAST(timestamp AS DATE) FROM settlements WHERE {MAR} AND "
      f"{fac('coinbase')} GROUP BY 1 HAVING count(*) >= 10)"]),
    ("the interquartile range (75th minus 25th percentile) of payment amounts in may 2026",
     [f"SELECT quantile_cont(amount, 0.75) - quantile_cont(amount, 0.25) FROM settlements "
      f"WHERE {MAY}"]),
    (f"the spread between the largest and the smallest payment made by {W} in november 2025",
     [f"SELECT max(amount) - min(amount) FROM settlements WHERE payer = {W!r} AND {NOV}"]),
    ("range of payment amounts through payai in march 2026 and the median payment",
     [f"SELECT max(amount) - min(amount), median(amount) FROM settlements WHERE "
      f"{fac('payai')} AND {MAR}"]),
    ("average daily volume on saturdays in q1 2026",
     [f"SELECT sum(amount) / 13 FROM settlements WHERE isodow(timestamp) = 6 AND {Q1}"]),
    ("in may 2026, what was the average number of payments per weekday and per weekend day?",
     [f"SELECT count(*) FILTER (WHERE isodow(timestamp) <= 5) / 21, count(*) FILTER (WHERE "
      f"isodow(timestamp) >= 6) / 10 FROM settlements WHERE {MAY}"]),
    (f"when did {W} first pay and when did it last pay?",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE payer = {W!r}"]),
    ("In April 2026, how many of the active payers were new and how many were returning?",
     [f"SELECT count(DISTINCT payer) FILTER (WHERE payer NOT IN (SELECT payer FROM settlements "
      f"WHERE timestamp < TIMESTAMPTZ '2026-04-01 00:00:00+00')), count(DISTINCT payer) FILTER "
      f"(WHERE payer IN (SELECT payer FROM settlements WHERE timestamp < TIMESTAMPTZ "
      f"'2026-04-01 00:00:00+00')) FROM settlements WHERE {APR}"]),
    ("In March 2026, how many payers were active, and how many of them were new?",
     [f"SELECT count(DISTINCT payer), count(DISTINCT payer) FILTER (WHERE payer NOT IN (SELECT "
      f"payer FROM settlements WHERE timestamp < TIMESTAMPTZ '2026-03-01 00:00:00+00')) FROM "
      f"settlements WHERE {MAR}"]),
    ("How much volume was settled between 08:00 and 11:59 UTC in april 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE hour(timestamp) BETWEEN 8 AND 11 AND {APR}"]),
    (f"Where does {W} rank among payers by total volume in November 2025 (1 = largest)?",
     [f"SELECT 1 + count(*) FROM (SELECT payer, sum(amount) AS v FROM settlements WHERE {NOV} "
      f"GROUP BY payer) WHERE v > (SELECT sum(amount) FROM settlements WHERE payer = {W!r} AND "
      f"{NOV})"]),
    (f"what place does {W} hold among recipients by number of payments in november 2025",
     [f"SELECT 1 + count(*) FROM (SELECT recipient, count(*) AS v FROM settlements WHERE {NOV} "
      f"GROUP BY 1) WHERE v > (SELECT count(*) FROM settlements WHERE recipient = {W!r} AND "
      f"{NOV})"]),
    ("on average how many payments did each active payer make in april 2026?",
     [f"SELECT count(*) / count(DISTINCT payer) FROM settlements WHERE {APR}"]),
]


@pytest.mark.parametrize(("question", "sql"), RANKED)
def test_ranked(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "how many more payments over 1 usdc were there in may 2026",  # more than what?
    "how many times larger was the may 2026 volume",
    "MoM growth in payments",  # which months?
    "how many new payers did payai have in january 2026",  # new to payai, or new at all?
    "how many recipients received their first payment via coinbase in march 2026",
    "how many payers made their first-ever coinbase payment to "
    f"{W} in march 2026",
    "which of the past 3 months had the fewest payments",  # calendar months or 90 days?
    "what was the 2nd most payments by any payer in may 2026",
    "which payer has the most unique payers",
    f"where does {W} rank among payers by average payment in may 2026",
    "payments between 22:00 and 01:59 utc in may 2026",  # across midnight
    "payments from 09:30 to 17:00 utc in may 2026",  # inside an hour
    f"new and returning payers of {W} in may 2026",  # new to the address, or at all?
    "what was the date range of payments in may 2026",
    "on how many days were there fewer than 5 payments in march 2026",  # days with none?
    "how many more payments daily in may 2026 than april 2026",  # a series has no one figure
    "may 2026: number of payments over 0.1 usdc and their share of volume",  # part or whole?
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)


def test_a_change_and_a_difference_are_both_listed(duck: DuckDBBackend, raw: Any) -> None:
    """"how many more" keeps each side and the change in %, then adds the difference."""
    planned = answer_question("how many more payments in may 2026 than in april 2026",
                              lambda s: duck.run(check(s)), AS_OF, HELD, True)
    may = raw.one(f"SELECT count(*) FROM settlements WHERE {MAY}")
    apr = raw.one(f"SELECT count(*) FROM settlements WHERE {APR}")
    assert planned.figures[-1] == may - apr and "difference (first minus second)" in \
        planned.answer
