"""Asks of round ha33 (hp12 dev half, agents writing to a paid data API for businesses), in our
own words: money an address "made" is money it earned ("how much did 0x... make in May",
"how much have I made so far"; payments it made stay paid), "did I get" said of payments
received; "cleared" for settled; "cumulative ... since the data begins" (the total, never a
running total by day); what the answer goes into or where the question came from ("Board
slide headline:", "KPI tile:", "Support ticket."); a user's words relayed in quotes
("Merchant wrote: "how much did I get paid last week?" Their wallet is 0x...", "Forwarding
from a seller: "...""), and a quoted claim before the agent's own question, set aside only
when that question says its scope again; "counting both directions (as payer or as
recipient)"; "biggest single day ... - the date and the volume". Each against hand SQL, or a
refusal for the near misses."""

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
R = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # a recipient
S = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a seller that also pays
G = "0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5"  # a recipient paid yesterday
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
JUNE, YESTERDAY = ts("2026-06-01", "2026-06-04"), ts("2026-06-02", "2026-06-03")
LAST_WEEK, LAST30 = ts("2026-05-25", "2026-06-01"), ts("2026-05-05", "2026-06-04")
Q1 = ts("2026-01-01", "2026-04-01")
DAY = "CAST(timestamp AS DATE)"


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


PROBES = [
    # money made is money earned
    (f"how much did {S} make in May 2026?", one("sum(amount)", f"{MAY} AND recipient = '{S}'")),
    (f"How much has {S} made so far this month?",
     one("sum(amount)", f"{JUNE} AND recipient = '{S}'")),
    (f"how much have I made this month? my wallet is {S}",
     one("sum(amount)", f"{JUNE} AND recipient = '{S}'")),
    (f"How much money did we make in May 2026 (wallet {S})?",
     one("sum(amount)", f"{MAY} AND recipient = '{S}'")),
    (f"how many payments has {S} made in May 2026?", one("count(*)", f"{MAY} AND payer = '{S}'")),
    (f"what did {S} make last month?", one("sum(amount)", f"{MAY} AND recipient = '{S}'")),
    # payments "got"
    (f"how many payments did I get yesterday? Wallet: {G}.",
     one("count(*)", f"{YESTERDAY} AND recipient = '{G}'")),
    (f"How much USDC have we got this month? Our wallet: {S}",
     one("sum(amount)", f"{JUNE} AND recipient = '{S}'")),
    # cleared, cumulative, since the data begins
    ("How many payments cleared per day on average in the last 30 days?",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {LAST30}"]),
    ("How much USDC cleared through Coinbase in April 2026?",
     one("sum(amount)", f"{APR} AND {fac('coinbase')}")),
    ("cumulative USDC settled since records began", one("sum(amount)")),
    ("Cumulative settlement count since the start of the dataset?", one("count(*)")),
    # what the answer goes into, where the question came from
    ("Board slide headline: total USDC settled via x402 since the data begins.",
     one("sum(amount)")),
    ("KPI tile: total settlements in May 2026.", one("count(*)", MAY)),
    ("Investor memo. What was the settled volume in Q1 2026?", one("sum(amount)", Q1)),
    # a user's words relayed
    (f'Support ticket. Merchant wrote: "how much did I get paid last week?" Their receiving '
     f"wallet is {R}.", one("sum(amount)", f"{LAST_WEEK} AND recipient = '{R}'")),
    (f'The seller asked: "how many payments did I get yesterday?" Wallet: {G}.',
     one("count(*)", f"{YESTERDAY} AND recipient = '{G}'")),
    (f'Forwarding from a merchant: "how much have I made so far this month" (merchant wallet '
     f"{S}).", one("sum(amount)", f"{JUNE} AND recipient = '{S}'")),
    (f'Relaying a question from a customer: "how much did I spend in May 2026?" Their wallet is '
     f"{S}.", one("sum(amount)", f"{MAY} AND payer = '{S}'")),
    (f'Customer says "I only see 3 payments from yesterday, is that right?" Their address is {G}. '
     "How many payments did they receive yesterday?",
     one("count(*)", f"{YESTERDAY} AND recipient = '{G}'")),
    # both directions
    (f"Counting both directions (as payer or as recipient), how many settlements involve {R} "
     "in May 2026?", one("count(*)", f"{MAY} AND (payer = '{R}' OR recipient = '{R}')")),
    (f"Counting both directions, how much USDC moved through {R} in May 2026?",
     one("sum(amount)", f"{MAY} AND (payer = '{R}' OR recipient = '{R}')")),
    # the biggest day, its date asked
    ("Biggest single day by USDC volume in the whole history - the date and the volume.",
     [f"SELECT {DAY} AS d, sum(amount) AS v FROM settlements GROUP BY d ORDER BY v DESC "
      "LIMIT 1"]),
    ("Busiest day in April 2026, the day and its number of payments",
     [f"SELECT {DAY} AS d, count(*) AS n FROM settlements WHERE {APR} GROUP BY d ORDER BY n "
      "DESC LIMIT 1"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a running total, or a milestone of one, is no total
    "cumulative daily volume in May 2026",
    "cumulative volume by day in May 2026",
    # cumulative up to a day or month: all of the data before it, not that day or month
    "What is the cumulative volume through Coinbase as of today?",
    "cumulative volume as of May 2026",
    # "cleared" an amount: passed it, not settled
    "How many payments cleared 10 USDC in May 2026?",
    # a quoted claim whose scope the question does not say again
    f'Customer says "I got 2 payments over 5 USDC yesterday". Their address is {G}. How many '
    "did they receive yesterday?",
    f'Merchant wrote: "I only see 3 payments last week, is that right?" Their wallet is {R}. How '
    "many did it receive yesterday?",
    f'Merchant wrote: "I was paid 4 times via Coinbase last week". Their wallet is {R}. How many '
    "payments did it receive last week?",
    # a label naming a scope the question does not say again
    "Support ticket about Coinbase. How many settlements in May 2026?",
    "Weekly board slide: how many settlements in May 2026?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
