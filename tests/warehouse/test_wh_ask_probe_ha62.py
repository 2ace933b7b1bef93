"""Asks of round ha62 (a hunt for charged-wrong answers), in our own words: all of time said
beside another period ("all-time volume and May's", "payers of May: what have they paid over
all time?") is two scopes, never the other period alone; an address said only as what
payments went "through" is its facilitator or a party (refused), while "processed by 0x..."
and "0x... as a facilitator" are its facilitator; "how much has 0x... been paid" is its
receiving side; "into 0x... and out of it" is each side; "the average payment each day", "the
volume per payer", "the median payer", "the average volume" with no unit and "how many
payments did the top payer make" have two readings (refused); amounts said "north of", "in
excess of", "south of", "didn't reach", "capped at" and "a dime". Each against hand SQL, or a
refusal; the near misses that must stay answered are probes too."""

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
A3 = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"  # pays and gets (Oct-Nov 2025)
FA = "0x8d8fa42584a727488eeb0e29405ad794a105bb9b"  # a facilitator that is also paid
OCT, NOV, DEC = (ts("2025-10-01", "2025-11-01"), ts("2025-11-01", "2025-12-01"),
                 ts("2025-12-01", "2026-01-01"))
MAR, MAY = ts("2026-03-01", "2026-04-01"), ts("2026-05-01", "2026-06-01")
Q4 = ts("2025-10-01", "2026-01-01")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def two(figure: str, first: str, second: str) -> list[str]:
    return [f"SELECT (SELECT {figure} FROM settlements WHERE {first}), "
            f"(SELECT {figure} FROM settlements WHERE {second})"]


PROBES = [
    # all of time only summing or stressing the one period: that period
    ("How many payments in total during December 2025?", one("count(*)", DEC)),
    ("Biggest single payment ever made in May 2026?", one("max(amount)", MAY)),
    ("Overall, how many settlements were there in March 2026?", one("count(*)", MAR)),
    ("For March 2026: how many payments, and how much USDC in total?",
     ["SELECT count(*), sum(amount) FROM settlements WHERE " + MAR]),
    # an address's facilitator side said by its verb
    (f"How many settlements were processed by {FA} in December 2025?",
     one("count(*)", f"facilitator = '{FA}' AND {DEC}")),
    (f"What volume did {FA} handle in its role as a facilitator?",
     one("sum(amount)", f"facilitator = '{FA}'")),
    (f"Number of payments {FA} has processed so far", one("count(*)", f"facilitator = '{FA}'")),
    # the receiving side, said in the passive with "has been"
    (f"How much USDC has {A3} been paid in November 2025?",
     one("sum(amount)", f"recipient = '{A3}' AND {NOV}")),
    (f"How many times has {A3} been paid?", one("count(*)", f"recipient = '{A3}'")),
    (f"Since it started, how much has {A3} been paid?", one("sum(amount)", f"recipient = '{A3}'")),
    # into it and out of it: each side, in the order said
    (f"Total USDC into {A3} and out of {A3} in October 2025",
     two("sum(amount)", f"recipient = '{A3}' AND {OCT}", f"payer = '{A3}' AND {OCT}")),
    (f"October 2025: USDC into {A3} and out of it",
     two("sum(amount)", f"recipient = '{A3}' AND {OCT}", f"payer = '{A3}' AND {OCT}")),
    (f"In October 2025, how much USDC came into {A3} and how much went out of {A3}?",
     two("sum(amount)", f"recipient = '{A3}' AND {OCT}", f"payer = '{A3}' AND {OCT}")),
    # averages with their unit said stay answered
    ("Average payments per day in May 2026?", one("count(*) / 31", MAY)),
    ("Average daily volume in May 2026?", one("sum(amount) / 31", MAY)),
    ("What was the average volume per payer in November 2025?",
     one("sum(amount) / count(DISTINCT payer)", NOV)),
    ("What was the average transaction volume in May 2026?", one("avg(amount)", MAY)),
    ("How many payments did the biggest payer make in December 2025?",
     [f"SELECT payer, count(*) FROM settlements WHERE {DEC} GROUP BY 1 ORDER BY sum(amount) "
      "DESC LIMIT 1"]),
    # amounts said another way
    ("How many payments north of $100, all time?", one("count(*)", "amount > 100")),
    ("Payments in excess of $25 during Q4 2025: how many?",
     one("count(*)", f"amount > 25 AND {Q4}")),
    ("How many payments didn't reach a dollar in December 2025?",
     one("count(*)", f"amount < 1 AND {DEC}")),
    ("How many payments south of 1 cent in May 2026?", one("count(*)", f"amount < 0.01 AND {MAY}")),
    ("How many payments were capped at $1 in March 2026?",
     one("count(*)", f"amount <= 1 AND {MAR}")),
    ("How many payments of at least a dime in March 2026?",
     one("count(*)", f"amount >= 0.1 AND {MAR}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # all of time beside another period: two scopes
    "All-time volume and May 2026 volume",
    "Total volume ever, and volume in May 2026",
    "How many payers in total, and how many in March 2026?",
    "How much have the payers active in May 2026 paid over all time?",
    "Lifetime payment count versus the count in November 2025",
    f"{A3}'s largest payment received ever, and its total received in October 2025",
    # through an address: its facilitator, or a party?
    f"How much volume went through {FA} in November 2025?",
    f"Payments via {FA} last month?",
    f"How many settlements passed through the wallet {FA}?",
    # the average payment each day: its size, or payments a day?
    "What was the average payment on each day of last week?",
    "Average payment per day in May 2026?",
    "average payment size per day in May 2026",
    # a figure per payer (or facilitator) with no word of average or of a list
    "What was the volume per payer in November 2025?",
    "Payments per facilitator in March 2026?",
    "USDC per recipient in December 2025",
    # the median payer or recipient
    "What's the median payer in April 2026?",
    "What did the median recipient earn in March 2026?",
    "What was the median payer's total spend in December 2025?",
    # the average volume with no unit
    "What was the average volume in May 2026?",
    "Average USDC volume in March 2026?",
    "What's the mean volume for PayAI in April 2026?",
    # the top payer's payments: top by volume, or by number of payments?
    "How many payments did the top payer make?",
    "How many payments did each of the top 3 payers make in December 2025?",
    "How many transactions did the top recipient have in May 2026?",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
