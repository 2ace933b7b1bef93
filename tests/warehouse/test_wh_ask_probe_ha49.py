"""Asks of round ha49 (agent requests refused unpaid), in our own words: a lead-in about the
asking agent, its run or its user ("I'm an autonomous trading agent sizing liquidity before I
route payments.", "Orchestrator subtask 3/6 -", "Your last response errored (HTTP 500).
Retrying the same request:", "[scheduled job: weekly-digest]", "Sender: pricing-agent. Intent:
benchmark."), set aside when every word of the data in it is said again by the question; a
closing note saying only how the answer is written ("Expected output: a single integer.",
"Report the figure only.", "(Step 1 was done already.)"); a tool call said as a function of
one quoted question ("ask(question=...)", "MCP tool ask called with question = '...'"), an A2A
message's JSON parts, and an "X -> Y:" route between agents. Near misses stay refused: a
lead-in that narrows ("only follows Coinbase"), one whose period the question does not say
again ("Monthly report agent."), "we" beside no address of the question's own, and a per-day
average of volume beside a count it would swallow. Each against hand SQL."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, by_name, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
P = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # a payer
R = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
MAY, APR = ts("2026-05-01", "2026-06-01"), ts("2026-04-01", "2026-05-01")
LW, YD = ts("2026-05-25", "2026-06-01"), ts("2026-06-02", "2026-06-03")
L30, Q1 = ts("2026-05-05", "2026-06-04"), ts("2026-01-01", "2026-04-01")
CB, PA, HE, VP = fac("coinbase"), fac("payai"), fac("heurist"), fac("virtuals protocol")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def top(col: str, figure: str, where: str, k: int) -> list[str]:
    return [f"SELECT {col}, {figure} FROM settlements WHERE {where} GROUP BY 1 ORDER BY 2 DESC "
            f"LIMIT {k}"]


PROBES = [
    # a lead-in about the agent, its run or its user
    ("I'm an autonomous trading agent sizing x402 liquidity before I route payments. What was "
     "the total USDC volume settled in May 2026?", one("sum(amount)", MAY)),
    ("Treasury agent here, monthly close. Need the number of settlements in April 2026, as an "
     "integer.", one("count(*)", APR)),
    ("Orchestrator subtask 3/6 - compute the median settlement amount for Q1 2026. Report the "
     "figure only.", one("median(amount)", Q1)),
    ("Your last response errored (HTTP 500). Retrying the same request: total x402 volume for "
     "the last 30 days.", one("sum(amount)", L30)),
    ("Running as a cron job for the Heurist dashboard. Fetch Heurist's settlement count for "
     "the last 7 days.", one("count(*)", f"{HE} AND " + ts("2026-05-28", "2026-06-04"))),
    (f"Following up on a failed call (timeout): how many payments did {R} receive in May 2026?",
     one("count(*)", f"recipient = '{R}' AND {MAY}")),
    (f"I am a budgeting agent that pays for API calls over x402 from wallet {P}. How much did "
     f"wallet {P} pay in total in May 2026?", one("sum(amount)", f"payer = '{P}' AND {MAY}")),
    ("[scheduled job: weekly-digest] What was the daily average number of payments last week?",
     one("count(*) / 7.0", LW)),
    ("Re-sending because the previous response was cut off: top 3 facilitators by volume last "
     "month, with their volumes.", top(by_name(), "sum(amount)", MAY, 3)),
    ("Agent-to-agent request. Sender: pricing-agent. Intent: benchmark. Question: what's the "
     "average x402 payment size in April 2026?", one("avg(amount)", APR)),
    ("Reminder to self: cache the result for 24h. Question: unique payers yesterday?",
     one("count(distinct payer)", YD)),
    ("Your answer will be parsed by a regex, so give just the number: how many settlements "
     "happened last week?", one("count(*)", LW)),
    ("An orchestrator delegated this to me and I'm delegating to you: what's the total volume "
     "for PayAI last week?", one("sum(amount)", f"{PA} AND {LW}")),
    # a closing note on how the answer is written
    ("Step 2 of my plan: get the number of unique recipients in April 2026. (Step 1 was done "
     "already.)", one("count(distinct recipient)", APR)),
    ("CrewAI task description: 'Find how much the Virtuals Protocol facilitator settled in USDC "
     "during April 2026.' Expected output: a number.", one("sum(amount)", f"{VP} AND {APR}")),
    # a tool call of one quoted question, an A2A message, a route between agents
    ('ask(question="What is the total volume settled by PayAI in May 2026?")',
     one("sum(amount)", f"{PA} AND {MAY}")),
    ("MCP tool ask called with question = 'How many distinct recipients received payments "
     "yesterday?'", one("count(distinct recipient)", YD)),
    ('{"role": "user", "parts": [{"kind": "text", "text": "What was the total volume through '
     'Coinbase last month?"}]}', one("sum(amount)", f"{CB} AND {MAY}")),
    ("UserProxy -> Analyst: please get the average payment size in USDC in April 2026.",
     one("avg(amount)", APR)),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "I'm a trading agent that only follows Coinbase. How many payments were made last week?",
    "Previous call failed. Only count PayAI this time: how many payments in May 2026?",
    "Monthly report agent. How many payments were there?",
    f"I'm an agent for wallet {P}. How much did we spend last week?",
    "Agent memory says yesterday's figure was 40. Now I need today's: how many payments so far "
    "today?",
    "I'm an agent tracking Coinbase. How many payments did PayAI settle in May 2026?",
    "Retrying after error. Pipeline step: aggregate. Input: settlements for April 2026.",
    "For PayAI over the past 30 days: settlement count, then average USDC volume per day.",
    "How many settlements in May 2026? Expected output: the count for Coinbase.",
    "I'm a trading agent. Predict next week's x402 volume.",
])
def test_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
