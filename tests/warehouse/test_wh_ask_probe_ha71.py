"""Asks of round ha71 (agents' messages of new shapes), in our own words: the question
inside a wrapped message whose rest restates the question's own scope (the same period,
address or facilitator) without blocking it (``questionspans.restated_dropped``); a list
item's mark and box; a verb that hands the question on ("please answer:", "verify:"); an
equals sign after a label; a mention of the bot; a URL's query parameter; an identifier's
value in the rest. Each against hand SQL, and near misses that stay refused: a restatement
that disagrees (another period, address or facilitator) or adds a scope ("and the week
before", "the prior 7 days", a second facilitator, "excluding")."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.questionspans import restated_dropped
from sextant.warehouse.planner.timephrases import PeriodOutOfRange
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
R1 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
R2 = "0x66fa4d79ca84016b42352be33c908dd812952ec8"
MAR, APR, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-05-01", "2026-06-01"))
LASTWK, L7, Y = (ts("2026-05-25", "2026-06-01"), ts("2026-05-28", "2026-06-04"),
                 ts("2026-06-02", "2026-06-03"))
P90 = ts("2026-03-06", "2026-06-04")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


PROBES = [
    # the rest restates the span's period, facilitator or address
    ("Scratchpad: the caller wants the coinbase figure for yesterday. Lookup: How much volume "
     "did coinbase settle yesterday?", one("sum(amount)", f"{fac('coinbase')} AND {Y}")),
    ("The quarterly deck wants the last 90 days. Fetch: How many unique payers were there in "
     "the last 90 days?", one("count(DISTINCT payer)", P90)),
    ("The newsletter covers payai in May 2026, so look up: How many payments did payai "
     "facilitate in May 2026?", one("count(*)", f"{fac('payai')} AND {MAY}")),
    (f"Notes: the client is {R1} and the period is April 2026.\nQuery: How much did {R1} "
     "receive in April 2026?", one("sum(amount)", f"recipient='{R1}' AND {APR}")),
    ("Reasoning: the board pack is about heurist over the last 90 days, one lookup will do.\n"
     "Question: How many settlements did heurist process in the last 90 days?",
     one("count(*)", f"{fac('heurist')} AND {P90}")),
    # a list item's mark and box, a numbered step
    ("TODO list\n* [ ] email the team\n* [ ] How many settlements were there in May 2026?",
     one("count(*)", MAY)),
    ("Steps:\n1) What was the total volume last week?\n2) summarise it for the standup",
     one("sum(amount)", LASTWK)),
    # a verb that hands the question on; an equals sign after a label
    ("request_id=7f3a2 please compute: average settlement amount in March 2026",
     one("avg(amount)", MAR)),
    ("Input = total volume through x402rs in the last 7 days",
     one("sum(amount)", f"{fac('x402rs')} AND {L7}")),
    # a mention of the bot; a URL's query parameter
    ("@ledgerbot what was the total volume yesterday?", one("sum(amount)", Y)),
    ("@sextant-bot how many settlements were there in April 2026?",
     one("count(*)", APR)),
    ("POST /v1/ask?question=how+many+unique+recipients+last+week",
     one("count(DISTINCT recipient)", LASTWK)),
    ("https://x.example/ask?q=total+volume+in+March+2026%3F&format=json",
     one("sum(amount)", MAR)),
    # an identifier's value is no period ("q3")
    ('row 9 of jobs.csv: id=q3; text="total volume in May 2026"; owner=ops',
     one("sum(amount)", MAY)),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a restatement that disagrees: another period, facilitator or address
    "Reasoning: the report covers April 2026, one lookup.\nQuery: How many settlements were "
    "there in the last 7 days?",
    "The user cares about payai this month. Query: How many payments did coinbase facilitate "
    "this month?",
    f"Memory: the user follows {R2}.\nCurrent question: How much did {R1} receive in April "
    "2026?",
    # a restatement that adds a scope or a second one
    "Reasoning: the user asked about last week and the week before.\nQuery: How many "
    "settlements were there last week?",
    "Reasoning: the user asked about the week before last week.\nQuery: How many settlements "
    "were there last week?",
    "Reasoning: last week matters, the week before too.\nQuery: How many settlements were "
    "there last week?",
    # a second mention: a facilitator's account, or the bot's?
    "@sextant-bot @payai how many settlements were there last week?",
    # a change asked of the figure beside the span
    "Check growth: total volume in May 2026.",
    "Memory: the user follows payai and coinbase.\nCurrent question: How many payments did "
    "payai facilitate this month?",
    "Memory: the user follows the last 7 days of payai.\nCurrent question: How many "
    "settlements were there in the last 7 days?",
    "Reasoning: in the last 7 days excluding coinbase.\nQuery: How many settlements were "
    "there in the last 7 days?",
    "Reasoning: coinbase vs payai, yesterday.\nQuery: How much volume did coinbase settle "
    "yesterday?",
    # a URL's other parameters, a second question in the plan, another chain
    "GET /ask?q=total+volume+last+week&period=2026-04",
    "GET /ask?q=total+volume+last+week&facilitator=payai",
    "Plan:\n1. Ask Sextant: What was the total volume last week?\n2. Ask Sextant: What was "
    "the total volume the week before last?",
    "@sextant-bot how many settlements were there in April 2026 on Solana?",
    'job_id=42 text="total volume in May 2026" chain=solana',
    "agent=ledger-bot period=2026-04 please answer: What was the total volume in May 2026?",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises((Unanswerable, PeriodOutOfRange)):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)


@pytest.mark.parametrize(("rest", "span", "left"), [
    ("Notes: covers the last 7 days.", "unique payers in the last 7 days", "covers"),
    ("Notes: the last 7 days and the prior 7 days.", "unique payers in the last 7 days",
     "prior"),
    ("Memory: follows coinbase and payai.", "coinbase volume yesterday", "coinbase"),
])
def test_restated_dropped(rest: str, span: str, left: str) -> None:
    assert left in restated_dropped(rest, span)
