"""Asks of round ha34 (hp12 dev half, agents writing to a paid data API), in our own words:
numbers as a voice transcript says them (a year "twenty twenty six", a quarter "q one" (never
dropped as filler), a day "the fifteenth of may", "march the thirty first", an amount "one point
five usdc"; "May first" the order of two answers); a hypothesis said before
the figures that test it ("Hypothesis: ... To test it, give me ..."); the shape of an answer
of several figures ("return a single row:", "as a tuple:", "CSV line for X:", keys in
snake_case, "amount distribution:" over the figures named); "between the first of October
2025 and the last day of that same month"; "before I hand this over to the finance team,
...,"; "recorded on the network"; "the change between them" (their difference); "counting
only its payments above 1 USDC"; "Coinbase's facilitator only"; "Virtuals Protocol minus
x402rs" (a name of two words); "give the day, its count and its volume". Each against hand
SQL, or a refusal for the near misses (and a key in snake_case never read as filler)."""

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
P = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # a busy payer
R = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
OCT, NOV, DEC = ts("2025-10-01", "2025-11-01"), ts("2025-11-01", "2025-12-01"), \
    ts("2025-12-01", "2026-01-01")
JAN, MAR, APR, MAY = ts("2026-01-01", "2026-02-01"), ts("2026-03-01", "2026-04-01"), \
    ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q4, Q1, Y2025 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01"), \
    ts("2025-01-01", "2026-01-01")
LAST7, PREV7 = ts("2026-05-28", "2026-06-04"), ts("2026-05-21", "2026-05-28")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def diff(figure: str, a: str, b: str) -> list[str]:
    return [*one(figure, a), *one(figure, b), f"SELECT (SELECT {figure} FROM settlements WHERE "
            f"{a}) - (SELECT {figure} FROM settlements WHERE {b})"]


PROBES = [
    # numbers as a voice transcript says them
    ("ok so what was the volume on the twentieth of may twenty twenty six",
     one("sum(amount)", ts("2026-05-20", "2026-05-21"))),
    ("how many payments were there on march the thirty first",
     one("count(*)", ts("2026-03-31", "2026-04-01"))),
    ("smallest payment in february two thousand and twenty six",
     one("min(amount)", ts("2026-02-01", "2026-03-01"))),
    ("how many settlements happened in twenty twenty five", one("count(*)", Y2025)),
    ("count the payments above one point five usdc in april", one(
        "count(*)", f"{APR} AND amount > 1.5")),
    ("how many payments under zero point zero one usdc in may", one(
        "count(*)", f"{MAY} AND amount < 0.01")),
    ("how many payments over two point five usdc in q one",
     one("count(*)", f"{Q1} AND amount > 2.5")),
    ("total volume in q four twenty twenty five", one("sum(amount)", Q4)),
    ("how many payments between may first and may tenth",
     one("count(*)", ts("2026-05-01", "2026-05-11"))),
    # "May first": the order of two answers, no day
    ("Volume in April 2026 and in May 2026, please - May first.",
     [*one("sum(amount)", MAY), *one("sum(amount)", APR)]),
    ("volume from the first of march to the tenth of march twenty twenty six",
     one("sum(amount)", ts("2026-03-01", "2026-03-11"))),
    # a hypothesis before the figures that test it
    ("Hypothesis: volume fell after March 2026. To check it, what was the total volume in March "
     "2026 and in April 2026?", [*one("sum(amount)", MAR), *one("sum(amount)", APR)]),
    ("Working theory - activity slowed after October 2025. To test this: number of unique payers "
     "in October 2025 and then in November 2025.",
     [*one("count(DISTINCT payer)", OCT), *one("count(DISTINCT payer)", NOV)]),
    ("My hunch: December 2025 was quiet. To verify it, how many settlements were there in "
     "December 2025?", one("count(*)", DEC)),
    # the shape of an answer of several figures
    ("For April 2026, as a single row: payment count, volume, median payment.",
     one("count(*), sum(amount), median(amount)", APR)),
    ("Give me one CSV row for payai in Q1 2026: payments, volume, unique payers",
     one("count(*), sum(amount), count(DISTINCT payer)", f"{fac('payai')} AND {Q1}")),
    ("March 2026 as a tuple: (largest payment, smallest payment)",
     one("max(amount), min(amount)", MAR)),
    ("Coinbase, all time: payment_count, total_volume, unique_recipients",
     one("count(*), sum(amount), count(DISTINCT recipient)", fac("coinbase"))),
    ("April 2026 payment size stats: (median payment, average payment, largest payment)",
     one("median(amount), avg(amount), max(amount)", APR)),
    # a range to the end of its own month
    ("How many settlements from 10 March 2026 to the end of that month?",
     one("count(*)", ts("2026-03-10", "2026-04-01"))),
    ("volume between 2026-02-15 and the last day of the same month",
     one("sum(amount)", ts("2026-02-15", "2026-03-01"))),
    # the answer to be passed on
    ("Before I send this to our controller, who reconciles it against the bank statement, what "
     "was the total volume settled on the network in April 2026?", one("sum(amount)", APR)),
    ("Before we pass these numbers along to the auditors, could you tell me how many payments "
     "there were in March 2026?", one("count(*)", MAR)),
    # the change between them: their difference
    ("Volume in the last 7 days and in the 7 days before that, and the change between the two.",
     diff("sum(amount)", LAST7, PREV7)),
    ("Payment count in the last 7 days vs the 7 days before that: absolute change",
     diff("count(*)", LAST7, PREV7)),
    # only some of an address's payments
    (f"For {P} in May 2026, considering only its payments above 0.01 USDC: how many?",
     one("count(*)", f"{MAY} AND amount > 0.01 AND (payer = '{P}' OR recipient = '{P}')")),
    ("In April 2026, looking only at payments under 0.005 usdc, how many were there?",
     one("count(*)", f"{APR} AND amount < 0.005")),
    # a facilitator said with its facilitator; a two-word name in a difference
    (f"How much did {R} receive in 2026 through Coinbase's facilitator only?",
     one("sum(amount)", f"recipient = '{R}' AND {fac('coinbase')} AND "
         + ts("2026-01-01", "2026-06-04"))),
    ("Q1 2026 payments for x402rs, for Virtuals Protocol, and x402rs minus Virtuals Protocol.",
     diff("count(*)", f"{fac('x402rs')} AND {Q1}", f"{fac('virtuals protocol')} AND {Q1}")),
    # the unit ranked said again before its figures
    ("Between 2026-04-01 and 2026-04-20, which day had the most payments? Give the day, its "
     "count and its volume.",
     ["SELECT CAST(timestamp AS DATE) AS d, count(*) AS c, sum(amount) FROM settlements WHERE "
      + ts("2026-04-01", "2026-04-21") + " GROUP BY d ORDER BY c DESC LIMIT 1"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a day with no month; a year of two words that is no year
    "what was the volume on the fifteenth",
    "which wallet was in march the third largest payer",
    "how many payments in h three",
    # a key in snake_case never read as filler
    "volume and unique_payers_by_hour in may 2026",
    "how many rows in x402_settlements in may 2026",
    # a hypothesis that scopes, or names what the question does not say
    "Hypothesis: only big payments collapsed after November 2025. To test it, give me the number "
    "of settlements in December 2025.",
    "Hypothesis: coinbase dominates. To test it, give me the number of settlements in December "
    "2025.",
    # one figure asked as several, or no figure at all
    "For Q1 2026 return a single number: total volume, payment count",
    "For Q1 2026 return a single row",
    # "its" of nothing
    "In April 2026, counting only its payments above 1 USDC, what was the volume?",
    # a difference of a side not compared
    "Q4 2025 volume for Virtuals Protocol, for x402rs, and Virtuals Protocol minus payai.",
    # a purpose holding a period the question does not say
    "Before I send this to the team covering March, how many payments were there in May 2026?",
    # the end of another unit
    "what was the volume from october 10 2025 to the end of that year",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
