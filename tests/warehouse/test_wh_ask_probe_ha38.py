"""Asks of round ha38 (hp14 dev half, software agents calling a paid API), in our own words:
an agent-to-agent greeting and label ("Hello Sextant, A2A query:", "Inter-agent request for
April 2026:"); a scheduled job's label ("Hourly run #7 of 24:"); the figure wanted "in USDC,
unrounded" (any other unit or rounding refused); the asker's reason before its request ("I
need X to decide Y. Please return ..."), set aside only when the request says its words
again; a "Constraints:" block of bullets before the question; tool-call arguments and SQL-ish
words before the question ("Flattened MCP arguments: ...", "MCP call top_k with k = 2, ...",
"group by payer, order by ..."); "strictly over"; "last month (previous calendar month)";
"the largest single x402 payment"; "what percent had an amount over X" (a share of the
settlements, never of the volume). Each against hand SQL, or a refusal for the near misses."""

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
NOV, DEC = ts("2025-11-01", "2025-12-01"), ts("2025-12-01", "2026-01-01")
FEB, MAR, APR, MAY = ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01"), \
    ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q1, YTD = ts("2026-01-01", "2026-04-01"), ts("2026-01-01", "2026-06-04")
LAST7, LAST30, LAST90 = ts("2026-05-28", "2026-06-04"), ts("2026-05-05", "2026-06-04"), \
    ts("2026-03-06", "2026-06-04")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def top(key: str, figure: str, where: str, k: int) -> list[str]:
    return [f"SELECT {key}, {figure} FROM settlements WHERE {where} GROUP BY {key} "
            f"ORDER BY {figure} DESC LIMIT {k}"]


PROBES = [
    # an agent-to-agent greeting and label
    ("Hello Sextant, A2A query: how many settlements were there in March 2026?",
     one("count(*)", MAR)),
    ("Inter-agent request: what was the median payment in February 2026?",
     one("median(amount)", FEB)),
    ("Hey Sextant, agent-to-agent message - total USDC through PayAI in April 2026.",
     one("sum(amount)", f"{APR} AND {fac('payai')}")),
    ("A2A request for April 2026: number of settlements and number of distinct recipients, in "
     "that order.", one("count(*), count(DISTINCT recipient)", APR)),
    # a scheduled job's label
    ("Hourly run #7 of 24: settlement count over the last 7 days.", one("count(*)", LAST7)),
    ("Scheduled task 2/5: distinct payers in December 2025.",
     one("count(DISTINCT payer)", DEC)),
    ("Daily job 11/31 - smallest single payment in November 2025, in USDC.",
     one("min(amount)", NOV)),
    # the figure in USDC, unrounded
    ("What was the total volume in May 2026? Answer in USDC, unrounded.", one("sum(amount)", MAY)),
    ("average payment amount in March 2026, unrounded please", one("avg(amount)", MAR)),
    ("Return the total amount, as USDC and unrounded, for every settlement in Q1 2026.",
     one("sum(amount)", Q1)),
    ("volume over the last 90 days (in USDC, unrounded)", one("sum(amount)", LAST90)),
    # the asker's reason, said again by its request
    ("We need to understand how many buyers are active. Please return the number of unique "
     "payers in May 2026.", one("count(DISTINCT payer)", MAY)),
    ("I need the typical ticket to price our plan. Please return the median settlement amount "
     "in April 2026.", one("median(amount)", APR)),
    ("I want to gauge the micro-payment segment. Please give the count of settlements of 0.01 "
     "USDC or less in March 2026.", one("count(*)", f"{MAR} AND amount <= 0.01")),
    # a block of constraints as bullets
    ("Constraints:\n- period: last 7 days\n- all facilitators\nQuestion: how many payments "
     "settled in that period?", one("count(*)", LAST7)),
    ("Filters:\n- amount at least 1 USDC\n- month: April 2026\nHow many settlements match?",
     one("count(*)", f"{APR} AND amount >= 1")),
    ("Constraints:\n- facilitator: PayAI\n- window: past 30 days\n- metric: volume\nWhat was "
     "the total USDC volume?", one("sum(amount)", f"{LAST30} AND {fac('payai')}")),
    # tool-call arguments and SQL-ish words
    ("Flattened MCP arguments: metric = count, period = last 30 days, table = settlements. How "
     "many settlements in the last 30 days?", one("count(*)", LAST30)),
    ("MCP call top_k with k = 2, role = payer, rank by = USDC paid, window = last 90 days: "
     "which payers and how much?", top("payer", "sum(amount)", LAST90, 2)),
    ("group by payer, order by number of payments, March 2026: which 3 payers made the most "
     "payments and how many each?", top("payer", "count(*)", MAR, 3)),
    ("group by recipient, sum of amount, descending, May 2026: the top 4 recipients with "
     "their volumes.", top("recipient", "sum(amount)", MAY, 4)),
    # "strictly over", a period said twice, "single x402 payment"
    ("How many settlements strictly above 2 USDC in Q1 2026?", one("count(*)",
                                                                  f"{Q1} AND amount > 2")),
    ("volume last month (previous calendar month)", one("sum(amount)", MAY)),
    ("What was the largest single x402 payment in April 2026?", one("max(amount)", APR)),
    # a percent of settlements with an amount over a bound: a share of the settlements
    ("In April 2026, what percent of settlements had an amount over 0.1 USDC?",
     one("100.0 * count(*) FILTER (WHERE amount > 0.1) / count(*)", APR)),
    ("What percentage of March 2026 payments had a payment amount of at least 1 USDC?",
     one("100.0 * count(*) FILTER (WHERE amount >= 1) / count(*)", MAR)),
    ("Of all settlements year to date, what share were with an amount below 0.01 USDC?",
     one("100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*)", YTD)),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, True)


@pytest.mark.parametrize("question", [
    # a unit or rounding the answer cannot give
    "Hi Sextant, agent-to-agent request: total volume in May 2026, in cents.",
    "Nightly job 3/30: total volume in May 2026, rounded to 2 decimals.",
    "A2A: total volume in May 2026 in basis points, unrounded.",
    "What was the total volume in May 2026? Answer in EUR, unrounded.",
    # a reason that scopes what the request does not say
    "I need Coinbase's typical payment to compare fee models. Please return the median "
    "settlement amount in April 2026.",
    "I want to size the whale segment. Please return the total USDC in March 2026.",
    "I need the market share by volume to decide on routing. Please return the percentage of "
    "May 2026 settlements that went through PayAI.",
    # a bullet not known, or a metric the question does not say
    "Constraints:\n- window: past 30 days\n- exclude refunds\nHow many settlements match?",
    "Constraints:\n- metric: median amount\n- window: past 30 days\nHow many settlements in "
    "that window?",
    # arguments that change the question, not said again
    "Flattened MCP arguments: metric = median, period = last 30 days. How many settlements in "
    "the last 30 days?",
    "Flattened MCP arguments: metric = count, period = last 7 days. How many settlements in "
    "the last 30 days?",
    "group by payer, order by smallest payment ascending, March 2026: which 3 payers?",
    "MCP call top_k with k = 2, role = payer, window = last 90 days: which payers?",
    "MCP call delete_rows with k = 2, role = payer, rank by = USDC paid: which payers?",
    # an A2A label scoping another period than the question's
    "A2A request for April 2026: how many settlements in May 2026?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
