"""Asks of round ha39 (hp14 dev half, agents calling a paid API), in our own words: arguments
sent as bullet points beside the question ("Constraints:\\n- facilitator: ...\\n- amount
strictly over 1 USDC", "- metric: ...\\n- from: ...\\n- to: ...\\n- output: percent change",
"- periods: A, then B\\n- also: the difference"); SQL words in a sentence ("count distinct
recipient", "sum of amount where facilitator is X", "group by recipient, ..., order by USDC
received descending: top 3 recipients"); "unrounded" beside a figure; "received year to date by
0x..." (the period's "to" is no side: its recipient). Each against hand SQL, or a refusal for the
near misses (an unknown key, a metric beside another question, a unit other than USDC, a grouping
the question does not rank)."""

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
R = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
NOV, DEC = ts("2025-11-01", "2025-12-01"), ts("2025-12-01", "2026-01-01")
JAN, MAR, APR, MAY = ts("2026-01-01", "2026-02-01"), ts("2026-03-01", "2026-04-01"), \
    ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q4, Q1, YTD = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01"), \
    ts("2026-01-01", "2026-06-04")
LAST30 = ts("2026-05-05", "2026-06-04")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def change(figure: str, later: str, earlier: str) -> list[str]:
    a, b = (f"(SELECT {figure} FROM settlements WHERE {w})" for w in (later, earlier))
    return [*one(figure, later), *one(figure, earlier), f"SELECT 100.0 * ({a} - {b}) / {b}"]


def top(group: str, where: str, k: int) -> list[str]:
    return [f"SELECT {group}, count(*), sum(amount) FROM settlements WHERE {where} GROUP BY "
            f"{group} ORDER BY sum(amount) DESC LIMIT {k}"]


PROBES = [
    # arguments as bullet points
    ("Parameters:\n- period: April 2026\n- facilitator: PayAI\n- metric: total volume\n"
     "What is it?", one("sum(amount)", f"{fac('payai')} AND {APR}")),
    ("Filters:\n- amount at most 0.01 USDC\n- last 30 days\n- any facilitator\n"
     "How many payments match?", one("count(*)", f"amount <= 0.01 AND {LAST30}")),
    ("Constraints:\n- facilitator: Coinbase\n- month: December 2025\n"
     "Question: how many unique payers paid in that month?",
     one("count(DISTINCT payer)", f"{fac('coinbase')} AND {DEC}")),
    ("- metric: unique recipients\n- from: January 2026\n- to: March 2026\n"
     "- output: percent change, unrounded\nWhat is the value?",
     change("count(DISTINCT recipient)", MAR, JAN)),
    ("- metric: settlement count\n- periods: Q4 2025, then Q1 2026\n"
     "- also: the difference, Q1 2026 minus Q4 2025\nPlease return the three figures.",
     [*one("count(*)", Q4), *one("count(*)", Q1),
      f"SELECT (SELECT count(*) FROM settlements WHERE {Q1}) - (SELECT count(*) FROM "
      f"settlements WHERE {Q4})"]),
    ("Constraints:\n- facilitator: PayAI\n- amount strictly over 0.5 USDC\n- month: November 2025"
     "\nPlease return the number of matching payments and their total USDC.",
     one("count(*), sum(amount)", f"{fac('payai')} AND amount > 0.5 AND {NOV}")),
    # SQL words in a sentence
    ("count distinct payer where facilitator is Coinbase, in May 2026: what is it?",
     one("count(DISTINCT payer)", f"{fac('coinbase')} AND {MAY}")),
    ("sum of amount where amount is under 0.05 USDC during March 2026",
     one("sum(amount)", f"amount < 0.05 AND {MAR}")),
    ("average of amount where facilitator is PayAI and amount >= 0.2 USDC, in Q1 2026, unrounded",
     one("avg(amount)", f"{fac('payai')} AND amount >= 0.2 AND {Q1}")),
    ("count distinct payers and recipients where facilitator is PayAI in May 2026",
     one("count(DISTINCT payer), count(DISTINCT recipient)", f"{fac('payai')} AND {MAY}")),
    (f"count distinct payer where recipient is {R}, all time",
     one("count(DISTINCT payer)", f"recipient = '{R}'")),
    ("group by payer, where facilitator = Coinbase and month = 2026-04, order by USDC paid "
     "descending: top 4 payers with their totals.", top("payer", f"{fac('coinbase')} AND {APR}",
                                                        4)),
    ("group by recipient, order by volume descending, Q4 2025: the top 2 recipients",
     top("recipient", Q4, 2)),
    # unrounded beside the figure
    ("USDC volume in January 2026, unrounded.", one("sum(amount)", JAN)),
    ("median payment in May 2026, in USDC and unrounded please", one("median(amount)", MAY)),
    ("Exact values please. Average and median payment in March 2026, unrounded.",
     one("avg(amount), median(amount)", MAR)),
    ("unique payers in April 2026 and in May 2026, unrounded", [
        *one("count(DISTINCT payer)", APR), *one("count(DISTINCT payer)", MAY)]),
    # received, a period, then its recipient
    (f"total USDC received year to date by {R}", one("sum(amount)", f"recipient = '{R}' AND "
                                                      f"{YTD}")),
    (f"how many payments were received month to date by {R}?",
     one("count(*)", f"recipient = '{R}' AND " + ts("2026-06-01", "2026-06-04"))),
    (f"total USDC paid year to date by {R}", one("sum(amount)", f"payer = '{R}' AND {YTD}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # an unknown key, a metric beside a question asking another figure, a unit not USDC
    "Constraints:\n- period: April 2026\n- chain: solana\nHow many settlements match?",
    "- metric: total volume\n- window: last 30 days\nHow many payments were there in that window?",
    "- metric: settlement count\n- period: May 2026\n- unit: EUR\nWhat is it?",
    # an output no reader gives, or a change with one period
    "- metric: settlement count\n- from: February 2026\n- to: March 2026\n- output: CAGR\n"
    "What is it?",
    "- metric: settlement count\n- period: May 2026\n- output: percent change\nWhat is it?",
    # a bullet saying something no reader knows
    "Constraints:\n- only weekends\n- month: May 2026\nHow many settlements match?",
    # a grouping the question does not rank, or ranks by another group
    "group by payer, order by USDC paid descending: top 3 recipients in May 2026.",
    "group by payer, where facilitator = Coinbase, in April 2026: top 5 payers with their totals.",
    # pairs of two groups are no count of one
    "count distinct payer-recipient pairs in May 2026",
    # rounding to a precision, a unit the answer cannot give
    "total USDC in May 2026, rounded to 2 decimals",
    "total volume in May 2026 in ETH, unrounded",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
