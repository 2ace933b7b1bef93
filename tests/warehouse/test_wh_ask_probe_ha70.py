"""Asks of round ha70 (askers outside the trade, own set), in our own words: a hedge or lead
before the request ("any idea", "I wonder", "would you be able to", "kindly furnish", "give or
take", "if you please", "state the number"), what the figure is for ("for the intro",
"headline number:", "stat for a carousel"); "could you share the count" (a request, not the
share figure); "what's the delta?"; "report / calculate / I need the change in X from A to B"
(its size asked: the percent alone was charged wrong); "the 30 days up to today". Each
against hand SQL, or a refusal for the near misses (another chain, "test payments", "by
state", people or a grouping beside the figure, a change with one period, "up to yesterday")."""

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
MAR, APR, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-05-01", "2026-06-01"))
Q1 = ts("2026-01-01", "2026-04-01")
L7, P7, L30 = ts("2026-05-28", "2026-06-04"), ts("2026-05-21", "2026-05-28"), ts("2026-05-05",
                                                                                  "2026-06-04")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def change(figure: str, earlier: str, later: str) -> list[str]:
    return [f"SELECT (SELECT {figure} FROM settlements WHERE {later}) - "
            f"(SELECT {figure} FROM settlements WHERE {earlier})"]


PROBES = [
    # a hedge or a lead before the request
    ("Any idea how many payers paid in March 2026?", one("count(DISTINCT payer)", MAR)),
    ("I wonder what the volume was in April 2026", one("sum(amount)", APR)),
    ("Would you be able to tell me the number of settlements in Q1 2026?", one("count(*)", Q1)),
    ("Kindly furnish the count of payments over 5 USDC in May 2026.",
     one("count(*)", f"{MAY} AND amount > 5")),
    ("State the volume settled by Coinbase in April 2026.",
     one("sum(amount)", f"{APR} AND {fac('coinbase')}")),
    ("Pursuant to the audit, please state how many payers paid in April 2026.",
     one("count(DISTINCT payer)", APR)),
    ("Give or take, how many payments did PayAI settle in May 2026?",
     one("count(*)", f"{MAY} AND {fac('payai')}")),
    ("The median payment in March 2026, if you please", one("median(amount)", MAR)),
    # what the figure is for
    ("Headline number: unique payers in the last 30 days", one("count(DISTINCT payer)", L30)),
    ("For the intro, the largest payment in March 2026", one("max(amount)", MAR)),
    ("Stat for a carousel: the average payment in April 2026", one("avg(amount)", APR)),
    # "share" as the request
    ("Could you share the number of payments in May 2026?", one("count(*)", MAY)),
    ("Please share the average payment for April 2026 with us.", one("avg(amount)", APR)),
    # the change's size, asked with other words
    ("Payments in the last 7 days against the 7 days before, what's the delta?",
     change("count(*)", P7, L7)),
    ("Report the change in volume from March 2026 to April 2026",
     change("sum(amount)", MAR, APR)),
    ("Calculate the change in unique payers from April 2026 to May 2026.",
     change("count(DISTINCT payer)", APR, MAY)),
    ("I need the change in settlement count from March 2026 to April 2026",
     change("count(*)", MAR, APR)),
    # the last N days said with their end: "up to today", "until now"
    ("How many payments in the 30 days up to today?", one("count(*)", L30)),
    ("Volume over the past 7 days through today", one("sum(amount)", L7)),
    ("unique payers in the 14 days until now",
     one("count(DISTINCT payer)", ts("2026-05-21", "2026-06-04"))),
    ("How many payments in the 2 weeks up to and including today?",
     one("count(*)", ts("2026-05-21", "2026-06-04"))),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "Any idea how many payments there were on Solana in May 2026?",
    "State the number of test payments in May 2026",
    "Volume by state in May 2026",
    "How many payments did students make in May 2026?",
    "How many grant payments were there in May 2026?",
    "For the intro, how many payments did the foundation make in May 2026?",
    "Please share what share of payments in May 2026?",
    "Give or take, the volume in thousands of USDC for May 2026?",
    "Report the change in volume",
    "How many payments in the 30 days up to yesterday?",
    "Any idea who owns 0xd6a6a495a549a8026046f5bb96aa0993254b4cd6?",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
