"""Asks of round ha42, in our own words: requests as AI agents write them to a paid data API
(``planner.chatter``): greetings naming the writer and sign-offs with a signature, retry notes
("Previous call failed; retrying:"), tool-call prose ("Tool call: get_metric(metric=...,
period=...)", "Function call -> ask(question='...')", a tool_use object), the label of a JSON
body, output-format instructions ("Return as JSON with keys count, volume", "plain integer"
beside a count, "Output format: integer, no commentary."), relayed requests, notes of a chain
of thought before the request, a budget for the call; and the asker's own payments said "my
payments" without an address (refused: it was answered for every settlement). Each against
hand SQL, or a refusal for the near misses."""

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
P1 = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
P2 = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"
P3 = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
R1 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
R2 = "0x66fa4d79ca84016b42352be33c908dd812952ec8"
TODAY = ts("2026-06-03", "2026-06-04")
YEST = ts("2026-06-02", "2026-06-03")
L7 = ts("2026-05-28", "2026-06-04")
PREV7 = ts("2026-05-21", "2026-05-28")
L30 = ts("2026-05-05", "2026-06-04")
L90 = ts("2026-03-06", "2026-06-04")
LASTWK = ts("2026-05-25", "2026-06-01")
THISWK = ts("2026-06-01", "2026-06-04")
MTD = ts("2026-06-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
QTD = ts("2026-04-01", "2026-06-04")
MAY = ts("2026-05-01", "2026-06-01")
APR = ts("2026-04-01", "2026-05-01")
MAR = ts("2026-03-01", "2026-04-01")
FEB = ts("2026-02-01", "2026-03-01")
JAN = ts("2026-01-01", "2026-02-01")
DEC = ts("2025-12-01", "2026-01-01")
NOV = ts("2025-11-01", "2025-12-01")
OCT = ts("2025-10-01", "2025-11-01")
SEP = ts("2025-09-01", "2025-10-01")
AUG = ts("2025-08-01", "2025-09-01")
Q1 = ts("2026-01-01", "2026-04-01")
Q4 = ts("2025-10-01", "2026-01-01")
Q3 = ts("2025-07-01", "2025-10-01")
Y2025 = ts("2025-01-01", "2026-01-01")
ALL = "TRUE"


def one(fig: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {fig} FROM settlements WHERE {where}"]


def s(fig, where):
    return f"(SELECT {fig} FROM settlements WHERE {where})"


def perday(fig, where, days):
    return [f"SELECT {fig} / {days}.0 FROM settlements WHERE {where}"]


def top(group, where, k, by="sum(amount)"):
    return [
        f"SELECT {group}, {by} FROM settlements WHERE {where} GROUP BY {group} "
        f"ORDER BY {by} DESC LIMIT {k}"
    ]


def share(fig, part, whole):
    return [f"SELECT 100.0 * {s(fig, part)} / {s(fig, whole)}"]


def pct(fig, later, earlier):
    return [
        *one(fig, earlier),
        *one(fig, later),
        f"SELECT 100.0 * ({s(fig, later)} - {s(fig, earlier)}) / {s(fig, earlier)}",
    ]


def largest(where):
    return [f"SELECT amount FROM settlements WHERE {where} ORDER BY amount DESC, id LIMIT 1"]


PROBES = [
    (
        "Hello! I'm a research agent working for a DeFi analytics team. Could you "
        "tell me how many x402 settlements happened in April 2026? Thanks!",
        one("count(*)", APR),
    ),
    (
        "Hi there, agent-to-agent request: what was the total USDC volume settled in "
        "March 2026? Best regards, LedgerBot",
        one("sum(amount)", MAR),
    ),
    (
        "Greetings from the treasury agent. Please provide the number of distinct "
        "payers over the last 30 days. Cheers.",
        one("count(DISTINCT payer)", L30),
    ),
    (
        "Hey Sextant 👋 quick one: median payment size in May 2026? thx",
        one("median(amount)", MAY),
    ),
    (
        "Good morning. On behalf of my principal, I'd like the average payment "
        "amount for Q1 2026. Kind regards,\nAtlas (autonomous procurement agent)",
        one("avg(amount)", Q1),
    ),
    (
        "Hello, this is an A2A message from ReportAgent v2. Requesting: unique "
        "recipients in February 2026. Thank you for your service.",
        one("count(DISTINCT recipient)", FEB),
    ),
    (
        "Hi! How much USDC did PayAI settle yesterday? Thanks so much!",
        one("sum(amount)", f"{fac('payai')} AND {YEST}"),
    ),
    (
        "Dear data provider, please report the count of settlements facilitated by "
        "Coinbase during the last 7 days. Sincerely, the Ops agent",
        one("count(*)", f"{fac('coinbase')} AND {L7}"),
    ),
    (
        "Hi, I'm an autonomous agent. What's the largest single payment in January "
        "2026? Thanks in advance.",
        largest(JAN),
    ),
    (
        "Hello from agent #4471. How many payments has " + P1 + " made in total? Regards.",
        one("count(*)", f"payer = '{P1}'"),
    ),
    (
        'Tool call: get_metric(metric="settlement_count", period="2026-05")',
        one("count(*)", MAY),
    ),
    (
        "Calling tool x402_stats with arguments metric=volume, facilitator=Coinbase, "
        "window=last 7 days.",
        one("sum(amount)", f"{fac('coinbase')} AND {L7}"),
    ),
    (
        "MCP request: tool=query_settlements, metric=distinct_payers, period=Q4 2025",
        one("count(DISTINCT payer)", Q4),
    ),
    (
        "Invoking the ask endpoint: total USDC volume, month to date.",
        one("sum(amount)", MTD),
    ),
    (
        'tool_use: {"name": "ask", "input": {"question": "How many settlements were '
        'there last week?"}}',
        one("count(*)", LASTWK),
    ),
    (
        "Function call -> ask(question='average payment in USDC over the last 90 days')",
        one("avg(amount)", L90),
    ),
    (
        "MCP tool invocation. metric: median amount. facilitator: Heurist. period: year to date.",
        one("median(amount)", f"{fac('heurist')} AND {YTD}"),
    ),
    (
        "Calling ask with: how many distinct recipients received payments through "
        "PayAI in December 2025?",
        one("count(DISTINCT recipient)", f"{fac('payai')} AND {DEC}"),
    ),
    (
        '{"metric": "count", "period": "2026-04"}',
        one("count(*)", APR),
    ),
    (
        '{"metric": "volume", "facilitator": "payai", "period": "last 30 days"}',
        one("sum(amount)", f"{fac('payai')} AND {L30}"),
    ),
    (
        'Request body: {"metric": "distinct_payers", "window": "last 7 days"}',
        one("count(DISTINCT payer)", L7),
    ),
    (
        'Arguments: {"payer": "' + P2 + '", "metric": "total_volume", "period": "all time"}',
        one("sum(amount)", f"payer = '{P2}'"),
    ),
    (
        '{"metric": "average_amount", "facilitator": "coinbase", "month": "2026-02"}',
        one("avg(amount)", f"{fac('coinbase')} AND {FEB}"),
    ),
    (
        'Please answer this JSON query: {"recipient": "'
        + R1
        + '", "metric": "payment_count", "window": "last 30 days"}',
        one("count(*)", f"recipient = '{R1}' AND {L30}"),
    ),
    (
        "metric: volume\nperiod: March 2026\nfacilitator: Heurist",
        one("sum(amount)", f"{fac('heurist')} AND {MAR}"),
    ),
    (
        "query:\n  metric: distinct recipients\n  window: last 90 days",
        one("count(DISTINCT recipient)", L90),
    ),
    (
        "---\nmetric: settlement count\nperiod: 2025-12\n---",
        one("count(*)", DEC),
    ),
    (
        "metric: median payment\nwindow: Q1 2026\nunit: USDC",
        one("median(amount)", Q1),
    ),
    (
        "metric: payment count\npayer: " + P3 + "\nperiod: May 2026",
        one("count(*)", f"payer = '{P3}' AND {MAY}"),
    ),
    (
        "metric: count; facilitator: coinbase; period: yesterday",
        one("count(*)", f"{fac('coinbase')} AND {YEST}"),
    ),
    (
        "metric=volume_usdc period=2026-01",
        one("sum(amount)", JAN),
    ),
    (
        "Metric: average payment size\nPeriod: last week\nAnswer:",
        one("avg(amount)", LASTWK),
    ),
    (
        "metric: distinct payers, window: this month",
        one("count(DISTINCT payer)", MTD),
    ),
    (
        "metric: average payments per day\nperiod: April 2026",
        perday("count(*)", APR, 30),
    ),
    (
        "For May 2026 please return:\n1. settlement count\n2. total volume in USDC\n"
        "3. distinct payers",
        one("count(*), sum(amount), count(DISTINCT payer)", MAY),
    ),
    (
        "Report for last 7 days:\n1) count\n2) volume\n3) unique recipients",
        one("count(*), sum(amount), count(DISTINCT recipient)", L7),
    ),
    (
        "Figures needed for PayAI in January 2026: 1. payment count 2. total USDC 3. "
        "median payment",
        one("count(*), sum(amount), median(amount)", f"{fac('payai')} AND {JAN}"),
    ),
    (
        "I'm a cost-monitoring agent with a budget of 0.05 USDC per query. My "
        "mission is to track x402 adoption. How many distinct payers were active in "
        "May 2026?",
        one("count(DISTINCT payer)", MAY),
    ),
    (
        "Context: I am compiling a weekly market report for my operator. Task: give "
        "the total USDC settled last week.",
        one("sum(amount)", LASTWK),
    ),
    (
        "As an autonomous trading agent I monitor payment flows. What was the total "
        "volume through Coinbase in Q1 2026?",
        one("sum(amount)", f"{fac('coinbase')} AND {Q1}"),
    ),
    (
        "Previous call failed; retrying: total USDC volume in February 2026.",
        one("sum(amount)", FEB),
    ),
    (
        "Retry 2/3 (timeout on last attempt). How many settlements today?",
        one("count(*)", TODAY),
    ),
    (
        "Previous call failed with 422; rephrasing: count of payments in the 7 days "
        "before the last 7 days.",
        one("count(*)", PREV7),
    ),
    (
        "Retrying after error. Question: what was the average payment through Heurist in May 2026?",
        one("avg(amount)", f"{fac('heurist')} AND {MAY}"),
    ),
    (
        "Last attempt timed out, retrying: distinct payers year to date.",
        one("count(DISTINCT payer)", YTD),
    ),
    (
        "How many settlements were there in May 2026? Return a plain integer.",
        one("count(*)", MAY),
    ),
    (
        "Distinct payers in March 2026 — answer with just the number.",
        one("count(DISTINCT payer)", MAR),
    ),
    (
        "Return only a number: total USDC settled via Coinbase yesterday.",
        one("sum(amount)", f"{fac('coinbase')} AND {YEST}"),
    ),
    (
        'Average payment in Q4 2025. Respond in JSON: {"avg_usdc": <number>}',
        one("avg(amount)", Q4),
    ),
    (
        "Number of payments last week. Output format: integer, no commentary.",
        one("count(*)", LASTWK),
    ),
    (
        "Give me total volume for the last 30 days as a number in USDC, no prose.",
        one("sum(amount)", L30),
    ),
    (
        "Median payment in April 2026. Reply with a single float.",
        one("median(amount)", APR),
    ),
    (
        "Let me think step by step. First I need the number of distinct recipients "
        "in the last 90 days. Please provide it.",
        one("count(DISTINCT recipient)", L90),
    ),
    (
        "I need to figure out the average daily volume. Request: average daily USDC "
        "volume for the last 7 days.",
        perday("sum(amount)", L7, 7),
    ),
    (
        'User asks: "how much was paid through x402 last month?"',
        one("sum(amount)", MAY),
    ),
    (
        "Forwarding a question from my user: How many unique wallets paid something "
        "in January 2026?",
        one("count(DISTINCT payer)", JAN),
    ),
    (
        "My human wants to know: what's the biggest payment made through Coinbase this year?",
        largest(f"{fac('coinbase')} AND {YTD}"),
    ),
    (
        "The user I'm assisting wants the number of settlements over 5 USDC in the last 90 days.",
        one("count(*)", f"amount > 5 AND {L90}"),
    ),
    (
        "Relaying: 'What was the median x402 payment in December 2025?'",
        one("median(amount)", DEC),
    ),
    (
        "On behalf of a user: when did " + P2 + " first pay for anything?",
        [f"SELECT min(timestamp) FROM settlements WHERE payer = '{P2}'"],
    ),
    (
        "Total number of settlements in Q3 2025? Thanks!",
        one("count(*)", Q3),
    ),
    (
        "What was the USDC volume in October 2025? Thanks!\n-- Sent by research-agent-7",
        one("sum(amount)", OCT),
    ),
    (
        "How many distinct recipients got paid last week? Much appreciated.\n\n"
        "Regards,\nIndexer Agent",
        one("count(DISTINCT recipient)", LASTWK),
    ),
    (
        "Average payment size over the last 30 days please. Thank you!\n— Claude, "
        "acting for user @dana",
        one("avg(amount)", L30),
    ),
    (
        "How many payments did " + R2 + " receive in May 2026? Cheers, FinBot",
        one("count(*)", f"recipient = '{R2}' AND {MAY}"),
    ),
    (
        "Agent request: average daily volume in Q1 2026.",
        perday("sum(amount)", Q1, 90),
    ),
    (
        "Hello! Top 5 payers by USDC volume in May 2026, with their volumes. Thanks!",
        top("payer", MAY, 5),
    ),
    (
        "Hi! Which 3 recipients received the most USDC in Q4 2025? Return address and amount.",
        top("recipient", Q4, 3),
    ),
    (
        "What share of settlements in May 2026 were 1 USDC or more? Percent, please.",
        share("count(*)", f"amount >= 1 AND {MAY}", MAY),
    ),
    (
        "Share of Q1 2026 volume facilitated by Coinbase (%)? Thanks.",
        share("sum(amount)", f"{fac('coinbase')} AND {Q1}", Q1),
    ),
    (
        "When was " + R1 + " last paid? Timestamp in UTC.",
        [f"SELECT max(timestamp) FROM settlements WHERE recipient = '{R1}'"],
    ),
    (
        "First seen timestamp for payer " + P3 + ", please.",
        [f"SELECT min(timestamp) FROM settlements WHERE payer = '{P3}'"],
    ),
    (
        "A2A request: last seen (any role) for " + P1 + ".",
        [f"SELECT max(timestamp) FROM settlements WHERE payer = '{P1}' OR recipient = '{P1}'"],
    ),
    (
        "Hello. Volume last 7 days vs the 7 days before: give both and the percent change. Thanks!",
        [
            *one("sum(amount)", L7),
            *one("sum(amount)", PREV7),
            f"SELECT 100.0 * ({s('sum(amount)', L7)} - {s('sum(amount)', PREV7)}) / "
            f"{s('sum(amount)', PREV7)}",
        ],
    ),
    (
        "Agent note: compare Q4 2025 vs Q1 2026 settlement counts. Return both and "
        "the difference (Q1 minus Q4).",
        [
            *one("count(*)", Q4),
            *one("count(*)", Q1),
            f"SELECT {s('count(*)', Q1)} - {s('count(*)', Q4)}",
        ],
    ),
    (
        "How many payments under 0.01 USDC were settled last week? Thanks!",
        one("count(*)", f"amount < 0.01 AND {LASTWK}"),
    ),
    (
        "Hi! Volume of payments above 100 USDC year to date?",
        one("sum(amount)", f"amount > 100 AND {YTD}"),
    ),
    (
        "metric: count\nfilter: amount >= 2 USDC\nperiod: Q1 2026",
        one("count(*)", f"amount >= 2 AND {Q1}"),
    ),
    (
        "Count of settlements of at most 0.001 USDC in 2026 so far, plain integer please.",
        one("count(*)", f"amount <= 0.001 AND {YTD}"),
    ),
    (
        "Hi, how much USDC has " + P1 + " received all time? Thanks!",
        one("sum(amount)", f"recipient = '{P1}'"),
    ),
    (
        "How many distinct payers have paid " + R1 + " in the last 90 days?",
        one("count(DISTINCT payer)", f"recipient = '{R1}' AND {L90}"),
    ),
    (
        "How many distinct recipients has " + P2 + " paid in 2026?",
        one("count(DISTINCT recipient)", f"payer = '{P2}' AND {YTD}"),
    ),
    (
        "Agent query: average payment sent by " + P3 + " in Q1 2026.",
        one("avg(amount)", f"payer = '{P3}' AND {Q1}"),
    ),
    (
        "Largest payment received by " + R2 + " ever? Thanks.",
        largest(f"recipient = '{R2}'"),
    ),
    (
        "Total volume paid by " + P1 + " to " + R1 + " all time?",
        one("sum(amount)", f"payer = '{P1}' AND recipient = '{R1}'"),
    ),
    (
        "Hello! How many settlements between 2026-02-10 and 2026-02-20? Thanks!",
        one("count(*)", ts("2026-02-10", "2026-02-21")),
    ),
    (
        "Total volume from March 1 through March 15, 2026?",
        one("sum(amount)", ts("2026-03-01", "2026-03-16")),
    ),
    (
        "Settlements this week so far, please.",
        one("count(*)", THISWK),
    ),
    (
        "What was the volume on 2026-05-15?",
        one("sum(amount)", ts("2026-05-15", "2026-05-16")),
    ),
    (
        "Distinct payers in H2 2025?",
        one("count(DISTINCT payer)", ts("2025-07-01", "2026-01-01")),
    ),
    (
        "How many settlements in the week of Monday 11 May 2026 (Mon-Sun)?",
        one("count(*)", ts("2026-05-11", "2026-05-18")),
    ),
    (
        "Volume in September 2025 through PayAI, please — plain number.",
        one("sum(amount)", f"{fac('payai')} AND {SEP}"),
    ),
    (
        "Settlements in August 2025, thanks!",
        one("count(*)", AUG),
    ),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize(
    "question",
    [
        q
        for q, _ in [
            (
                "Please list the top 3 resource endpoints by settlement count in April 2026. "
                "Thanks!",
                None,
            ),
            (
                "How did the number of distinct payers change from March 2026 to April 2026? "
                "Give March, April, and the percent change.",
                None,
            ),
            (
                "Tool call: count_payments(min_amount=0.5, max_amount=2, period='2026-05')",
                None,
            ),
            (
                "Hi! How many x402 settlements on Solana last month? Thanks!",
                None,
            ),
            (
                "Tool call: forecast_volume(period='next month')",
                None,
            ),
            (
                "Hello, which resource URLs earned the most in May 2026? Thanks!",
                None,
            ),
            (
                "metric: failed settlements\nperiod: May 2026",
                None,
            ),
            (
                "What is the total volume of my payments last month? Thanks!",
                None,
            ),
            (
                "Previous call failed; retrying: who owns " + P1 + "?",
                None,
            ),
            (
                '{"metric": "volume", "chain": "polygon", "period": "2026-05"}',
                None,
            ),
            (
                "Volume in March 2025, please. Thanks!",
                None,
            ),
            (
                "Total volume in May 2026, rounded to 2 decimals.",
                None,
            ),
            (
                "Is x402 a good investment? Thanks!",
                None,
            ),
            (
                "Previous call for March failed; retrying: volume in April 2026.",
                None,
            ),
            (
                "Total volume in May 2026. Return as JSON with keys count, volume.",
                None,
            ),
            (
                "Average payment in May 2026, plain integer.",
                None,
            ),
            (
                "Function call -> ask(question='volume in May 2026', chain='solana')",
                None,
            ),
            (
                'tool_use: {"name": "ask", "input": {"question": "count in May 2026", '
                '"chain": "base-sepolia"}}',
                None,
            ),
            (
                "How many settlements last week? Best regards, " + P1,
                None,
            ),
            (
                'Tool call: top_recipients(k=3, period="last 30 days")',
                None,
            ),
            (
                'Median payment in May 2026? Respond in JSON: {"p90": <number>}',
                None,
            ),
            (
                "Thought: April looked weak. Action: ask for the settlement count in May 2026.",
                None,
            ),
            (
                "Hi, this is the Q1 2026 audit agent. How many settlements in May 2026?",
                None,
            ),
            (
                "Retry 2/3: total volume in May 2026, rounded to 2 decimals.",
                None,
            ),
            (
                "What did I pay last month? Thanks!",
                None,
            ),
        ]
    ],
)
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises((Unanswerable, PeriodOutOfRange)):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
