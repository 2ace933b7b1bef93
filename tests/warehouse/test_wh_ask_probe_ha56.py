"""Asks of round ha56 (agent wrappings), in our own words: a ReAct trace on one line ("Thought:
... Action: tool Action Input: ..."), a pasted earlier result before a follow-up that names
its own scope ("Previous result: {...}. Now: ..."), a LangGraph/CrewAI state dump or an A2A
JSON-RPC envelope, a tool call said in prose ("Calling get_metric with metric set to ..."),
an answer's JSON schema beside the question ("respond as {"count": int}"), a System/User
transcript, manner-only instructions ("Be concise."), "CrewAI Task: ... Agent: ...", a
"/signed:" signature. Each against hand SQL, or a refusal for the near misses (a result or
thought naming scope the request leaves out, a follow-up that refers back, an unknown key in
a state dump, a schema key the question does not ask, a system turn that scopes)."""

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
P1 = "0x7f6026dc9a68d7266366d28514c1816cfd020990"  # a payer
P2 = "0x0f1003dbf10a8edb6a3821bc2b449664dfedc578"  # a payer
R1 = "0x88d7811f810df4082f011e07cc1053f4d22a11fc"  # a recipient
R3 = "0x1e4a375d4df10d3ab818d44434c87beb29b15d91"  # a recipient
MAY, APR, MAR = (ts("2026-05-01", "2026-06-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-03-01", "2026-04-01"))
L7, L30, LW = ts("2026-05-28", "2026-06-04"), ts("2026-05-05", "2026-06-04"), \
    ts("2026-05-25", "2026-06-01")
YTD, Q1, YEST = ts("2026-01-01", "2026-06-04"), ts("2026-01-01", "2026-04-01"), \
    ts("2026-06-02", "2026-06-03")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def many(figures: list[str], where: str) -> list[str]:
    return ["SELECT " + ", ".join(f"(SELECT {f} FROM settlements WHERE {where})"
                                  for f in figures)]


def top(col: str, figure: str, where: str, k: int) -> list[str]:
    return [f"SELECT {col}, {figure} FROM settlements WHERE {where} GROUP BY 1 "
            f"ORDER BY 2 DESC LIMIT {k}"]


PROBES = [
    # a ReAct trace on one line
    ("Thought: I need the total USDC settled through PayAI last month for the report. Action: "
     "sextant_query Action Input: total USDC volume settled via payai in May 2026",
     one("sum(amount)", f"{fac('payai')} AND {MAY}")),
    (f"Thought: check how many distinct wallets paid {R1}. Action: sextant.ask Action Input: "
     f"how many unique payers sent USDC to {R1} in April 2026? Observation:",
     one("count(DISTINCT payer)", f"recipient = '{R1}' AND {APR}")),
    ("Thought: I have the volume already, now I need the average. Action: x402_data Action "
     "Input: average settlement amount in March 2026", one("avg(amount)", MAR)),
    # a pasted earlier result, then a follow-up naming its own scope
    ('Previous result: {"total_volume": 1234.5, "period": "April 2026"}. Now: total USDC volume '
     "in May 2026", one("sum(amount)", MAY)),
    (f"Earlier you told me {P1} made 12 payments in March. Now I need: how much USDC did {P1} "
     "pay in total in March 2026?", one("sum(amount)", f"payer = '{P1}' AND {MAR}")),
    ('Result from step 1: [{"facilitator": "payai", "volume": 900.1}]. Step 2: what was the '
     "median settlement amount via payai year to date?",
     one("median(amount)", f"{fac('payai')} AND {YTD}")),
    # state dumps and A2A envelopes
    ("state = {'messages': [...], 'task': 'count settlements via heurist in Q1 2026', 'step': 3}",
     one("count(*)", f"{fac('heurist')} AND {Q1}")),
    ('{"agent": "analyst", "goal": "report weekly metrics", "current_task": "total USDC volume '
     'last week", "context": {}}', one("sum(amount)", LW)),
    (f"graph_state: {{next_node: 'query_sextant', query: 'total USDC received by {R3} in 2026 "
     "so far'}", one("sum(amount)", f"recipient = '{R3}' AND {YTD}")),
    ('LangGraph state: {"question": "top 3 facilitators by settlement count in May 2026", '
     '"retries": 0}', top(by_name(), "count(*)", MAY, 3)),
    ('{"jsonrpc":"2.0","method":"tasks/send","params":{"id":"t-19","message":{"role":"user",'
     '"parts":[{"type":"text","text":"total USDC volume via coinbase in May 2026"}]}}}',
     one("sum(amount)", f"{fac('coinbase')} AND {MAY}")),
    ('{"kind":"task","id":"a2a-77","message":{"parts":[{"kind":"text","text":"How many '
     'settlements were made in the last 30 days?"}]}}', one("count(*)", L30)),
    # a tool call in prose
    ("Calling get_metric with metric set to total_volume, facilitator set to x402rs and period "
     "set to March 2026.", one("sum(amount)", f"{fac('x402rs')} AND {MAR}")),
    ("function: query_settlements; arguments: metric is unique payers, period is last 7 days",
     one("count(DISTINCT payer)", L7)),
    ("Invoke count_settlements where facilitator = daydreams and month = 2026-04",
     one("count(*)", f"{fac('daydreams')} AND {APR}")),
    # an answer's schema
    ('How many settlements went through payai in March 2026? respond as {"count": int}',
     one("count(*)", f"{fac('payai')} AND {MAR}")),
    ('Give me the top 5 payers by USDC paid in April 2026. Output schema: [{"address": str, '
     '"total": float}]', top("payer", "sum(amount)", APR, 5)),
    ('Answer as {"avg": float, "median": float}: average and median settlement amount in Q1 '
     "2026", many(["avg(amount)", "median(amount)"], Q1)),
    ('unique recipients in the last 30 days -> format: {"unique_recipients": <int>}',
     one("count(DISTINCT recipient)", L30)),
    # transcripts, manner, framework labels, signatures, a bracketed period heading a list
    ("System: you answer questions about x402 settlements on Base. User: average payment size "
     "through coinbase last month?", one("avg(amount)", f"{fac('coinbase')} AND {MAY}")),
    ("Be concise. Do not make anything up. How many unique payers used questflow in 2026?",
     one("count(DISTINCT payer)", f"{fac('questflow')} AND {YTD}")),
    ("CrewAI Task: Find the number of distinct recipients paid in April 2026. Expected output: "
     "a single integer. Agent: Data Researcher", one("count(DISTINCT recipient)", APR)),
    ("Average settlement amount over the last 7 days? /signed: monitoring agent 0.3",
     one("avg(amount)", L7)),
    ("Figures wanted (April 2026): 1) settlement count 2) median amount",
     many(["count(*)", "median(amount)"], APR)),
    (f"Tool call: get_stats with address set to {P2} and period set to April 2026",
     [f"SELECT count(*) FROM settlements WHERE (payer = '{P2}' OR recipient = '{P2}') AND {APR}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # an earlier result or a thought naming scope the request leaves out, or a reference back
    'Previous result: {"facilitator": "coinbase", "count": 812}. Now: how many settlements in '
    "May 2026?",
    'Previous result: {"count": 812, "period": "April 2026"}. Now: how many settlements were '
    "there?",
    "Prior output: 47 payments over 5 USDC in April 2026. Now: how many payments in May 2026?",
    "Previous answer: 12.5 USDC. Now: the same for May 2026",
    "Thought: I need PayAI's volume. Action: sextant_query Action Input: total USDC volume in "
    "May 2026",
    "Thought: the user wants weekend volume. Action: sextant_query Action Input: total USDC "
    "volume in May 2026",
    # a state dump with a scoping key, a history, two requests, or a goal that scopes
    "state = {'messages': [...], 'task': 'count settlements in Q1 2026', 'facilitator': "
    "'heurist'}",
    "state = {'messages': [{'role': 'user', 'content': 'only coinbase please'}], 'task': "
    "'count settlements in Q1 2026'}",
    '{"agent": "coinbase_analyst", "current_task": "total USDC volume last week"}',
    '{"goal": "track weekend activity", "task": "total USDC volume last week"}',
    '{"task": "total USDC volume last week", "query": "count settlements yesterday"}',
    # a prose call with a column the data lacks, a schema key not asked, a scoping system turn
    "Invoke count_settlements where facilitator = daydreams and status = failed and month = "
    "2026-04",
    'How many settlements went through payai in March 2026? respond as {"count": int, '
    '"volume": float}',
    'Return JSON {"median": number} for total volume through heurist last month',
    "System: only count Coinbase settlements. User: how many settlements were there last week?",
    "System: you report weekend activity only. User: how many settlements were there last "
    "week?",
    "Task: Find the number of distinct recipients paid in April 2026. Agent: PayAI scout",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
