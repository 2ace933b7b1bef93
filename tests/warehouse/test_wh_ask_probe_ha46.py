"""Asks of round ha46 (agent voice, round 2), in our own words: the service addressed by name
("Sextant, ...", "@Sextant", "Question for Sextant:"); earlier turns of a conversation ("Earlier
you returned 235 for last week. Now: ...", "Thanks, that matched my numbers. Next question:");
a plan's step ("Plan: 1. ... 2. ... Execute step 2: ...", "Step 3 of my plan: ..."); a ReAct
trace ("Thought: ...\\nAction: sextant_ask\\nAction Input: ..."); nested YAML filters with bound
keys ("min_amount: 1", "amount_over: 10", "measure:"); ``key=value`` pairs in prose; brackets
that change nothing ("(UTC days)", "(calendar days)", "(strictly greater)", "(USDC on Base)");
inline lists "(1) ... (2) ...", "(i) ... (ii) ..."; "Quarter-to-date:", "Period - April
2026."; an imperative purpose first ("Profile the x402 market: ..."); "Return exactly: 1) ...
2) ..."; the spec's words ("Per the x402 settlement records, ..."). Each against hand SQL, or a
refusal for the near misses (an earlier turn or a plan step naming a scope the question does
not say again, a question that refers back, a tool that forecasts, a size or a growth the
purpose says and the question does not, one number asked of two figures)."""

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
P = "0x30a64a160f63703bb13e69170257ef7c9592288d"  # a payer
R = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"  # a recipient
MAY, APR = ts("2026-05-01", "2026-06-01"), ts("2026-04-01", "2026-05-01")
MAR, NOV = ts("2026-03-01", "2026-04-01"), ts("2025-11-01", "2025-12-01")
Q1, QTD = ts("2026-01-01", "2026-04-01"), ts("2026-04-01", "2026-06-04")
L7, L30 = ts("2026-05-28", "2026-06-04"), ts("2026-05-05", "2026-06-04")
L90, LW = ts("2026-03-06", "2026-06-04"), ts("2026-05-25", "2026-06-01")
YDAY = ts("2026-06-02", "2026-06-03")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def top(group: str, where: str, k: int, by: str = "sum(amount)") -> list[str]:
    return [f"SELECT {group}, {by} FROM settlements WHERE {where} GROUP BY {group} "
            f"ORDER BY {by} DESC LIMIT {k}"]


def share(part: str, where: str) -> list[str]:
    return one(f"100.0 * count(*) FILTER (WHERE {part}) / count(*)", where)


PROBES = [
    # the service by name
    ("Sextant, how many settlements were there in May 2026?", one("count(*)", MAY)),
    ("@Sextant how many settlements did Coinbase facilitate yesterday?",
     one("count(*)", f"{fac('coinbase')} AND {YDAY}")),
    ("Question for Sextant: what was the largest payment in May 2026?", one("max(amount)", MAY)),
    ("Sextant please: average settlements per day over the last 7 days", one("count(*) / 7.0", L7)),
    ("Sextant, what percentage of settlements in the last 30 days were over 1 USDC?",
     share("amount > 1", L30)),
    # earlier turns
    ("Thanks, that matched my numbers. Next question: how many distinct payers were there in "
     "March 2026?", one("count(DISTINCT payer)", MAR)),
    ("You gave me 1,204 earlier for Q1. Now I need the total volume in USDC for Q1 2026.",
     one("sum(amount)", Q1)),
    ("Follow-up to my last request: what was the median payment amount in May 2026?",
     one("median(amount)", MAY)),
    ("Continuing from before. How many unique recipients received payments in the last 30 days?",
     one("count(DISTINCT recipient)", L30)),
    ("Round 2 of our conversation: average payment size over the last 90 days?",
     one("avg(amount)", L90)),
    ("Earlier you said November was quiet. Now: total volume in November 2025?",
     one("sum(amount)", NOV)),
    # a plan's step
    ("Plan: 1. get May volume 2. compare with April. Execute step 1: total USDC volume in May "
     "2026.", one("sum(amount)", MAY)),
    ("Plan:\n1. Count settlements in March 2026\n2. Count distinct payers in March 2026\nExecute "
     "step 2: how many distinct payers in March 2026?", one("count(DISTINCT payer)", MAR)),
    ("Step 3 of my plan: find the number of settlements over 1 USDC in April 2026.",
     one("count(*)", f"amount > 1 AND {APR}")),
    ("Plan: (a) volume, (b) count. Now doing (a): total volume in USDC in Q1 2026.",
     one("sum(amount)", Q1)),
    ("Executing step 2: top 5 recipients by volume in the last 30 days.", top("recipient", L30, 5)),
    # a ReAct trace
    ("Thought: I need the count.\nAction: sextant_ask\nAction Input: \"how many settlements in "
     "May 2026?\"", one("count(*)", MAY)),
    ("Action: ask\nAction Input: {\"question\": \"number of distinct payers in the last 7 days\"}",
     one("count(DISTINCT payer)", L7)),
    ("Question: what was the total volume last week?\nThought: I should ask Sextant.\nAction: "
     "sextant_query\nAction Input: total USDC volume last week", one("sum(amount)", LW)),
    ("Plan step 2 - Action Input: total volume via Coinbase in March 2026",
     one("sum(amount)", f"{fac('coinbase')} AND {MAR}")),
    # nested YAML filters, key=value pairs
    ("metric: total_volume\nfilters:\n  period: May 2026\n  min_amount: 1",
     one("sum(amount)", f"amount >= 1 AND {MAY}")),
    ("metric: count\nfilters:\n  amount_over: 10\n  period: March 2026",
     one("count(*)", f"amount > 10 AND {MAR}")),
    (f"request:\n  measure: settlement count\n  filters:\n    recipient: {R}\n    period: "
     "April 2026", one("count(*)", f"recipient = '{R}' AND {APR}")),
    ("Need settlement count with facilitator=coinbase period=May 2026.",
     one("count(*)", f"{fac('coinbase')} AND {MAY}")),
    ("Compute total volume for period=April 2026, facilitator=PayAI.",
     one("sum(amount)", f"{fac('payai')} AND {APR}")),
    ("metric=count_distinct_payers window=last_30_days", one("count(DISTINCT payer)", L30)),
    ("count of settlements, min_amount=5, period=March 2026",
     one("count(*)", f"amount >= 5 AND {MAR}")),
    ("Please return the median amount where period=Q1 2026.", one("median(amount)", Q1)),
    ("How many settlements with amount>1 and period=May 2026?",
     one("count(*)", f"amount > 1 AND {MAY}")),
    # brackets, inline lists, labels
    ("Average payment (in USDC) over the last 30 days (UTC days).", one("avg(amount)", L30)),
    ("Count of payments over 1 USDC (strictly greater) in Q1 2026.",
     one("count(*)", f"amount > 1 AND {Q1}")),
    ("Settlements per day on average in May 2026 (calendar days).", one("count(*) / 31.0", MAY)),
    ("For the week of May 25, 2026 (Mon-Sun, UTC): settlement count.", one("count(*)", LW)),
    ("x402 settlements (USDC on Base): number in the last 7 days?", one("count(*)", L7)),
    # a unit label beside a count was read as a volume (charged wrong before)
    ("payments (USDC): number in May 2026?", one("count(*)", MAY)),
    ("settlements (USDC): number in the last 7 days?", one("count(*)", L7)),
    ("How much USDC (in USDC, not cents) moved in the last 30 days?", one("sum(amount)", L30)),
    ("For May 2026, give (1) the settlement count, (2) the total volume and (3) the number of "
     "distinct payers.", one("count(*), sum(amount), count(DISTINCT payer)", MAY)),
    ("Report for last week: (i) settlement count, (ii) total USDC volume.",
     one("count(*), sum(amount)", LW)),
    ("Quarter-to-date: total USDC volume.", one("sum(amount)", QTD)),
    ("Period - April 2026. Metric - settlement count.", one("count(*)", APR)),
    # a purpose first, answer forms, the spec's words
    ("Profile the x402 market: how many distinct recipients were paid in May 2026?",
     one("count(DISTINCT recipient)", MAY)),
    ("Assess concentration: top 5 payers by volume in Q1 2026.", top("payer", Q1, 5)),
    ("Monitor whale activity: how many payments over 50 USDC in the last 30 days?",
     one("count(*)", f"amount > 50 AND {L30}")),
    ("Return exactly: 1) settlement count 2) total volume, for April 2026.",
     one("count(*), sum(amount)", APR)),
    ("Return exactly one number: total USDC volume in March 2026.", one("sum(amount)", MAR)),
    ("Return exactly two figures: Coinbase settlement count and Coinbase volume in April 2026.",
     one("count(*), sum(amount)", f"{fac('coinbase')} AND {APR}")),
    ("Per the x402 settlement records, how many settlements over 10 USDC in May 2026?",
     one("count(*)", f"amount > 10 AND {MAY}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # an earlier turn or a plan's step naming a scope the question does not say again
    "Earlier you gave me the count for Coinbase. Now: total volume in May 2026.",
    "Earlier you answered for April 2026. Now: how many settlements?",
    "Earlier you said 12 USDC. Now: how many payments in May 2026?",
    "Plan: 1. Count Coinbase settlements in May 2026 2. Count PayAI settlements in May 2026. "
    "Execute step 1: how many settlements in May 2026?",
    "Thought: the user only cares about PayAI.\nAction: ask\nAction Input: total volume in May "
    "2026",
    # a question that refers back
    "Previously you gave 235 for last week. Now the same for this week.",
    "Earlier you returned 235 for last week. Now: how many settlements were there the week "
    "before that?",
    "Previously you answered for Coinbase. Now the same for PayAI: number of settlements in "
    "April 2026.",
    # a tool that says more than asking; a trace that goes on after the input
    "Action: forecast_volume\nAction Input: volume in May 2026",
    "Action Input: how many settlements in May 2026?\nObservation: 1168\nThought: now the volume",
    # a size or growth the purpose says and the question does not; one number of two figures
    "Monitor whale activity: how many payments in May 2026?",
    "Check growth: total volume in May 2026.",
    "Return exactly one number: settlement count and volume in May 2026.",
    # a bracket against the bound; other chains, columns not held, the asker's own
    "Count of payments of at least 1 USDC (strictly greater) in Q1 2026",
    "Sextant, how many settlements on Solana in May 2026?",
    "Sextant, how many settlements did we make in May 2026?",
    "metric: count\nfilters:\n  status: failed\n  period: May 2026",
    "key=value: token=EURC period=May 2026 metric=volume",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
