"""Asks of round ha69 (callers of kinds not seen before), in our own words: the question
inside a wrapped message, read alone when the wrapping is refused whole and its rest says
nothing more (``planner.questionspans``): a spreadsheet formula's string argument, a trace's
tool input, a log line's message, an SDK call's argument, a ReAct scratchpad's "Action
Input:", a chat template's user turn, an eval case's prompt, a browser agent's typed text, a
code comment's TODO after a dash, a retry's original request, a hand-off's "Need:", a GraphQL
argument. Each against hand SQL, and near misses that stay refused: the rest holds a period,
an address, a facilitator, a unit, a correction, another chain, a figure the span does not
say, or the span points back into it ("they")."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.timephrases import PeriodOutOfRange
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
R1 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
FEB, MAR, APR, MAY = (ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01"),
                      ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01"))
LASTWK, L7 = ts("2026-05-25", "2026-06-01"), ts("2026-05-28", "2026-06-04")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


PROBES = [
    ('=SEXTANT.QUERY("How many settlements were there in March 2026?")', one("count(*)", MAR)),
    ('=IFERROR(SEXTANT("unique recipients in April 2026"), "")',
     one("count(DISTINCT recipient)", APR)),
    ('[tool/start] [1:chain:AgentExecutor > 4:tool:x402] Entering Tool run with input: '
     '"total volume in April 2026"', one("sum(amount)", APR)),
    ('ts=2026-06-03T08:00:01Z level=info logger=agent msg="unique payers in May 2026"',
     one("count(DISTINCT payer)", MAY)),
    ('sextant.ask(question="What was the average payment amount in April 2026?")',
     one("avg(amount)", APR)),
    ("Thought: the memo needs it.\nAction: x402_query\nAction Input: How many settlements "
     "did PayAI handle in March 2026?", one("count(*)", f"{fac('payai')} AND {MAR}")),
    ("<|im_start|>user\nTotal volume in February 2026?<|im_end|>", one("sum(amount)", FEB)),
    ("[INST] How many unique recipients were there last week? [/INST]",
     one("count(DISTINCT recipient)", LASTWK)),
    ("eval case 31 | prompt: How much did Coinbase settle in April 2026? | grader: numeric",
     one("sum(amount)", f"{fac('coinbase')} AND {APR}")),
    ('Step 8: type "How many settlements were there in the last 7 days?" and press Enter',
     one("count(*)", L7)),
    ("// FIXME pull from sextant \u2014 unique payers in March 2026",
     one("count(DISTINCT payer)", MAR)),
    ("Retry 3/3 after 503. Original request: total volume in March 2026",
     one("sum(amount)", MAR)),
    ("HANDOFF intake -> analytics\nNeed: How many settlements were there in April 2026?\n"
     "Return: a number", one("count(*)", APR)),
    ('query { ask(question: "How much did Heurist settle in May 2026?") { figures } }',
     one("sum(amount)", f"{fac('heurist')} AND {MAY}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a period, a facilitator or an address said outside the span
    '=SEXTANT("total volume", "2026-04")',
    'client.ask("How many settlements were there in May 2026?", facilitator="payai")',
    "Step 5: type \"total volume last week\" then click the 'Coinbase only' filter",
    f"HANDOFF triage -> data\nContext: user cares about {R1}\nNeed: total volume in May 2026",
    "eval case 3 | prompt: How many settlements were there? | period: last week",
    # a log stamp beside a span without a period: when logged, or the period asked?
    'ts=2026-05-01T00:00:00Z msg="How many settlements were there?"',
    # a correction, a unit, another chain, a figure the span does not say
    "[INST] How many settlements were there in May 2026? [/INST] Sorry, I meant payers.",
    'level=info msg="total volume in May 2026" unit=EUR',
    '=SEXTANT("How many settlements were there in May 2026 on Solana?")',
    'level=info note="wants the smallest one" q="largest payment in April 2026"',
    'level=info note="needs the average" msg="total volume in May 2026"',
    # arithmetic or a shape put on the figure outside the span
    '=SEXTANT("How many settlements were there in May 2026?") / 31',
    '=SEXTANT("total volume in May 2026") * 1000',
    'Task: "total volume in April 2026" \u2014 in basis points of all-time volume',
    'Eval case: "How many settlements in March 2026?" expected: the cumulative count',
    'Step 3: type "top payers by volume in April 2026" and read the 7th row',
    "HANDOFF\nNeed: How many settlements in May 2026?\nScope: the merchant's own address",
    # a span cut through the wrapping's own keys ("received" by whom?)
    'Run 12 inputs: {"task": "sum received USDC", "period": "2026-05"}',
    # the span points back into the message
    'The merchant from the ticket asked: "how much did they receive in May 2026?"',
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises((Unanswerable, PeriodOutOfRange)):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
