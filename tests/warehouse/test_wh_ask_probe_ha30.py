"""Asks of round ha30 (hp11 dev half, agents and LLM assistants), in our own words: output
instructions that ask for nothing the answer does not give ("Integer only.", "Return one
integer.", "Return the single figure.", "Answer with a single integer."; kept, so refused,
when they ask a whole number of an average or one figure of two); labels an agent writes
("Subtask 2 of 5:", "Treasury agent, reconciliation pass.", "Heartbeat check from monitoring
agent:", "Metric request:", "Required value:", "Purpose: ... Question: ...") set aside only
when they hold no word of the data the question does not say again; a period given as a
parameter ("window = last 90 days", "period=last quarter ... in that quarter", a block of
"key: value" lines with "start:" and "end:"); "aggregate" volume; "which single payer";
"per calendar day ... (divide by all 30 days)" (the number must be the period's); "X that
...: how many?"; "first time 0x... appeared as a payer"; a role said after a comma; "the user
runs the service at 0x... and wants to know how much it received". Each
against hand SQL, or a refusal for the near misses."""

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
P = "0xe04012eada2f46292acc25ca51f9a092657750e0"  # a busy payer
MAR, APR, MAY = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"), \
    ts("2026-05-01", "2026-06-01")
Q1, QTD = ts("2026-01-01", "2026-04-01"), ts("2026-04-01", "2026-06-04")
LAST90, LAST7 = ts("2026-03-06", "2026-06-04"), ts("2026-05-28", "2026-06-04")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


PROBES = [
    # output instructions asking for nothing more
    ("payments settled in april 2026? integer only.", one("count(*)", APR)),
    ("Settlement count for May 2026. Return one integer.", one("count(*)", MAY)),
    ("USDC volume in March 2026. Return the single figure.", one("sum(amount)", MAR)),
    ("how many unique payers in april 2026? answer with a single integer", one(
        "count(DISTINCT payer)", APR)),
    ("Total volume in May 2026 - output the metric value only.", one("sum(amount)", MAY)),
    # labels an agent writes
    ("Subtask 3 of 4: number of payments in March 2026.", one("count(*)", MAR)),
    ("Step 1/3 - total USDC volume for April 2026", one("sum(amount)", APR)),
    ("Billing agent, nightly sweep. How many settlements were there in May 2026?",
     one("count(*)", MAY)),
    ("Uptime probe from the ops bot: settlements so far this quarter? Integer only.",
     one("count(*)", QTD)),
    ("Metric request: median payment size for April 2026.", one("median(amount)", APR)),
    ("Required value: the total USDC settled in March 2026.", one("sum(amount)", MAR)),
    ("Purpose: calibrating a fraud model. Question: how many distinct recipients were paid in "
     "May 2026?", one("count(DISTINCT recipient)", MAY)),
    ("Monthly close agent. What was the USDC volume in the month of April 2026?",
     one("sum(amount)", APR)),
    # a period given as a parameter
    ("Trailing report, window = last 90 days. Metric: settled volume.",
     one("sum(amount)", LAST90)),
    ("Input: period=last quarter. Output required: number of settlements in that quarter.",
     one("count(*)", Q1)),
    ("task: payment_count_lookup\nperiod:\n  start: 2026-03-01\n  end: 2026-03-31\n"
     "How many payments were settled in the period above?", one("count(*)", MAR)),
    ("facilitator: coinbase\nmetric: settlement_count\nwindow: last 90 days\nReturn the "
     "number only.", one("count(*)", f"{LAST90} AND {fac('coinbase')}")),
    # aggregate, which single
    ("the aggregate x402 payment count for april 2026", one("count(*)", APR)),
    ("What was the aggregate USDC volume in May 2026?", one("sum(amount)", MAY)),
    ("which single recipient received the most USDC in April 2026, and how much?",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {APR} GROUP BY recipient "
      "ORDER BY v DESC LIMIT 1"]),
    # per calendar day, the days said with their number
    ("Average settlements per calendar day in April 2026 (divide by all 30 days).",
     one("count(*) / 30", APR)),
    ("average daily USDC volume in March 2026 (all 31 days in the denominator)",
     one("sum(amount) / 31", MAR)),
    # the count asked last
    ("Unique payers that made at least one payment in April 2026: how many?",
     one("count(DISTINCT payer)", APR)),
    ("Recipient addresses paid in the last 7 days - how many?",
     one("count(DISTINCT recipient)", LAST7)),
    # first appearance as a role, a role after a comma
    (f"First time {P} appeared as a payer? Give the timestamp.",
     one("min(timestamp)", f"payer = '{P}'")),
    (f"When did {R} first appear as a recipient?", one("min(timestamp)", f"recipient = '{R}'")),
    (f"first payment of {P}, as payer", one("min(timestamp)", f"payer = '{P}'")),
    # the user's address, then the question about "it"
    (f"The user runs the API at {R} and wants to know how much USDC it received in May 2026.",
     one("sum(amount)", f"{MAY} AND recipient = '{R}'")),
    (f"My client owns the wallet at {P}, and would like to know how many payments it made in "
     "April 2026.", one("count(*)", f"{APR} AND payer = '{P}'")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # an integer of an average, one figure of two
    "Average payment in April 2026? Integer only.",
    "Number of settlements and total volume in April 2026? Return the single figure.",
    # a label holding a scope the question does not say again
    "Coinbase reconciliation agent: how many settlements in May 2026?",
    "Weekly close agent. How many settlements in April 2026?",
    "Overnight monitoring bot: how many settlements yesterday?",
    "Failed-payment watcher agent: how many settlements in May 2026?",
    "Large payment monitor: how many settlements in May 2026?",
    # the days said are not the period's
    "Average settlements per calendar day in April 2026 (divide by all 31 days).",
    # a metric named beside another question; an end excluded
    "task: payer_count\nperiod:\n  start: 2026-03-01\n  end: 2026-03-31\n"
    "Return the total volume for the period above.",
    "metric: payment_count\nwindow:\n  start: 2026-04-01\n  end: 2026-04-15   # exclusive",
    "metric: payment_count\nperiod: 2026-03\nchain: solana",
    # wallets on either side: payers and recipients together
    "how many distinct wallets year to date (as payer or as recipient)?",
    "number of distinct addresses active as sender or receiver in April 2026",
    # the user's address beside another address
    f"The user runs the service at {R} and wants to know how much USDC {P} paid it.",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
