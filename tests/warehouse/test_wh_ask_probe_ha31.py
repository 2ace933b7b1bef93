"""Asks of round ha31 (hp11 dev half, agents and LLM assistants), in our own words: the time
of an address's first or last payment ("(timestamp, UTC)", "(earliest timestamp as
recipient)", "first time 0x... appeared as a payer? Return the timestamp."); "Count first."
when the count is asked first; "descending" beside a top ranking; "per calendar day" and
"(all 31 days in the denominator)"; distinct days "with at least one payment of 1 USDC or
more"; distinct payers over a bound and "the total of those above-1-USDC payments"; USDC
"flowing through 0x... in either direction"; "return in order: ..."; "Subtask 2 of 3:";
"within PayAI settlements only, ..."; "the highest-volume UTC day". Each against hand SQL,
or a refusal for the near misses (a side said two ways, another order, another number of
days, another bound, every payment of the payers counted)."""

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
P = "0xe04012eada2f46292acc25ca51f9a092657750e0"  # pays only
R = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # a recipient
BOTH = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"  # pays and receives
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
FEB, Q1 = ts("2026-02-01", "2026-03-01"), ts("2026-01-01", "2026-04-01")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
DAY = "CAST(timestamp AS DATE)"


def _top(side: str, where: str, order: str, k: int) -> str:
    return (f"SELECT {side}, count(*) AS c, sum(amount) AS v FROM settlements WHERE {where} "
            f"GROUP BY 1 ORDER BY {order} DESC, 1 LIMIT {k}")


PROBES = [
    # the time of an address's first or last payment
    (f"Most recent time the recipient {R} was paid (timestamp, UTC)?",
     [f"SELECT max(timestamp) FROM settlements WHERE recipient = '{R}'"]),
    (f"When was {R} first paid (earliest timestamp as recipient)?",
     [f"SELECT min(timestamp) FROM settlements WHERE recipient = '{R}'"]),
    (f"First time {P} appeared as a payer? Return the timestamp.",
     [f"SELECT min(timestamp) FROM settlements WHERE payer = '{P}'"]),
    (f"the last time {R} showed up as a recipient - give the UTC timestamp",
     [f"SELECT max(timestamp) FROM settlements WHERE recipient = '{R}'"]),
    # the order of the figures said after them
    ("PayAI in March 2026: how many settlements and how much USDC? Count first.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {MAR} AND {fac('payai')}"]),
    ("For Coinbase in April 2026, give the number of payments and the USDC volume. Count "
     "first, then volume.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {APR} AND {fac('coinbase')}"]),
    ("top 3 recipients by payment count in March 2026 (address, count), descending",
     [_top("recipient", MAR, "c", 3)]),
    ("Top 5 payers by USDC volume in Q1 2026, sorted in descending order.",
     [_top("payer", Q1, "v", 5)]),
    ("For last week (Mon-Sun), return in order: payment count, total volume, average payment "
     "size.",
     [f"SELECT count(*), sum(amount), avg(amount) FROM settlements WHERE {LAST_WEEK}"]),
    ("For March 2026 report the following in order: settlement count, USDC volume.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {MAR}"]),
    # a per-day average over every calendar day, its days said
    ("Mean settlements per calendar day for PayAI in April 2026 (all 30 days in the "
     "denominator)",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {APR} AND {fac('payai')}"]),
    ("Average USDC volume per calendar day in March 2026 (divide by all 31 days).",
     [f"SELECT sum(amount) / 31.0 FROM settlements WHERE {MAR}"]),
    ("Daily average payment count in February 2026 (denominator: 28 days)",
     [f"SELECT count(*) / 28.0 FROM settlements WHERE {FEB}"]),
    # distinct days with at least one payment over a bound
    ("In Q1 2026, on how many distinct UTC days was there at least one payment of 0.5 USDC "
     "or more?",
     [f"SELECT count(DISTINCT {DAY}) FROM settlements WHERE {Q1} AND amount >= 0.5"]),
    ("on how many separate days in March 2026 were there any payments above 1 USDC",
     [f"SELECT count(DISTINCT {DAY}) FROM settlements WHERE {MAR} AND amount > 1"]),
    # distinct payers over a bound, and the total of those payments
    ("In Q1 2026 how many distinct payers sent at least one payment above 1 USDC, and what "
     "was the total of those above-1-USDC payments?",
     [f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE {Q1} AND amount > 1"]),
    ("March 2026: how many unique recipients got a payment over 2 USDC, and what did those "
     "over-2-USDC payments total?",
     [f"SELECT count(DISTINCT recipient), sum(amount) FROM settlements WHERE {MAR} AND "
      "amount > 2"]),
    # an address's flow on either side
    (f"Total USDC flowing through {BOTH} in either direction (sum of amounts of every "
     "settlement where it is payer or recipient).",
     [f"SELECT sum(amount) FROM settlements WHERE payer = '{BOTH}' OR recipient = '{BOTH}'"]),
    (f"how much usdc moved through {BOTH} in both directions",
     [f"SELECT sum(amount) FROM settlements WHERE payer = '{BOTH}' OR recipient = '{BOTH}'"]),
    # an agent's step label, a scope said with "only"
    ("Subtask 2 of 3: for PayAI settlements of at least 1 USDC in Q1 2026, return the count "
     "and then the total USDC.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {Q1} AND {fac('payai')} AND "
      "amount >= 1"]),
    ("Step 1/4 - how many settlements in April 2026?",
     [f"SELECT count(*) FROM settlements WHERE {APR}"]),
    ("Within Coinbase-facilitated settlements only, which 3 payers paid the most USDC in "
     "March 2026?", [_top("payer", f"{MAR} AND {fac('coinbase')}", "v", 3)]),
    ("Among PayAI settlements only, how many unique payers were there in Q1 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {Q1} AND {fac('payai')}"]),
    # a ranked day said in UTC
    ("Highest-volume UTC day of March 2026: the date and its total USDC.",
     [f"SELECT {DAY} AS d, sum(amount) AS v FROM settlements WHERE {MAR} GROUP BY d ORDER BY "
      "v DESC LIMIT 1"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a side said two ways
    f"When was {R} first paid (earliest timestamp as payer)?",
    f"How many payments did {R} receive as payer in March 2026?",
    f"How much did {P} send as recipient in Q1 2026?",
    # another order than the question's
    "PayAI in March 2026: how much USDC and how many settlements? Count first.",
    "PayAI in March 2026: how many settlements and how much USDC? Volume first.",
    "How many unique payers and how many settlements in March 2026? Count first.",
    "Top 3 payers by payment count in March 2026, sorted descending by volume.",
    "Bottom 3 payers by volume in March 2026, descending.",
    "Top 3 payers by volume in March 2026, ascending.",
    # another number of days, or days that are not every calendar day
    "Average settlements per calendar day in March 2026 (all 30 days in the denominator).",
    "Average payment size in February 2026 (divided by the 28 calendar days)",
    "Average settlements per active day in April 2026",
    # another bound, or every payment of the payers counted
    "In Q1 2026 how many distinct payers sent at least one payment above 1 USDC, and what was "
    "the total of those above-2-USDC payments?",
    "In March 2026, how many distinct payers sent at least one payment above 1 USDC, and what "
    "was the total of all their payments?",
    "In March 2026, how many distinct payers made a payment over 1 USDC and what was the total "
    "of all of their payments?",
    # one direction only, or another chain
    f"Total USDC flowing into {BOTH} in either direction",
    f"Total USDC of {BOTH} (sum of amounts of every settlement where it is payer)",
    "Subtask 2 of 4: count settlements on Arbitrum for May 2026.",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
