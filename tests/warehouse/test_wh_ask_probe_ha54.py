"""Asks of round ha54 (agents: monitors, reconcilers, tool calls in prose, restated user asks;
probe set hp20), in our own words: "entire history" after a comma or preposition is all time;
"Sentinel:"/"Watchdog:" labels; the largest (smallest) payment with its "tx hash" is that
row; templates with "scope=all_settlements", a verb before a JSON object, "rank=payers
by=volume limit=N", bare ids after the pairs ("..., all_time, payment_count", "...: count,
volume_usdc") and a sentence naming the figures ("... Need count and sum_usdc."); "last week
(the Mon-Sun week that has just finished)"; "(2026 so far)" beside year to date; "(a decline
shows as negative)" beside a change from A to B; a tool call in prose ("Function call
get_unique_payers with the period argument set to May 2026: ..."; "Tool arguments: facilitator
payai, period Q1 2026, ..."); "rank payers by volume ..., then return the top 3"; a user's quote
restated by the agent ("More precisely: ..."); "per unique payer" as "per payer". Each against
hand SQL, or a refusal for the near misses."""

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
P1 = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # a payer
R1 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
FEB, MAR, APR, MAY = (ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01"),
                      ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01"))
Q1 = ts("2026-01-01", "2026-04-01")
YTD = ts("2026-01-01", "2026-06-04")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
CB, PA = fac("coinbase"), fac("payai")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def top(who: str, where: str, k: int) -> list[str]:
    return [f"SELECT {who}, sum(amount) FROM settlements WHERE {where} GROUP BY 1 "
            f"ORDER BY 2 DESC LIMIT {k}"]


def row(order: str, where: str) -> list[str]:
    return [f"SELECT amount, tx_hash FROM settlements WHERE {where} ORDER BY amount {order}, "
            "timestamp, tx_hash LIMIT 1"]


PROBES = [
    # the whole history said after a comma or a preposition
    (f"Unique payers of recipient {R1}, entire history.",
     one("count(DISTINCT payer)", f"recipient = '{R1}'")),
    (f"How many payments did {P1} make over its full history?",
     one("count(*)", f"payer = '{P1}'")),
    # a monitor's name as a label
    ("Sentinel: payai settlement count in May 2026.", one("count(*)", f"{PA} AND {MAY}")),
    # the extreme payment's row, with its hash
    ("Largest payment through coinbase in April 2026: amount and transaction hash.",
     row("DESC", f"{CB} AND {APR}")),
    # templates
    ("metric=settlement_count scope=all_settlements period=2026-03",
     one("count(*)", MAR)),
    ('verify {"metric": "total_volume_usdc", "month": "2026-04"}', one("sum(amount)", APR)),
    ("rank=recipients by=volume period=2026-05 limit=2", top("recipient", MAY, 2)),
    (f"payer={P1}, all_time, payment_count", one("count(*)", f"payer = '{P1}'")),
    ("start=2026-02-10 end=2026-02-20: settlement_count, volume_usdc",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-02-10', '2026-02-21')}"]),
    ("facilitator=coinbase; period=2026-04. Return count and sum_usdc.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {CB} AND {APR}"]),
    # restatements beside the period or the change
    ("Payments last week (the Mon-Sun week that has just finished)?",
     one("count(*)", LAST_WEEK)),
    ("Volume year to date (2026 so far)", one("sum(amount)", YTD)),
    ("Change in payment count from February 2026 to March 2026 (a decline shows as negative)",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {MAR}) - "
      f"(SELECT count(*) FROM settlements WHERE {FEB})"]),
    # tool calls said in prose, and a ranking said as an instruction
    ("Function call get_unique_payers with the period argument set to May 2026: how many "
     "distinct payers were there?", one("count(DISTINCT payer)", MAY)),
    ("Tool arguments: facilitator payai, period Q1 2026, how many settlements?",
     one("count(*)", f"{PA} AND {Q1}")),
    ("Rank payers by volume in April 2026, then return the top 3.", top("payer", APR, 3)),
    # a user's quote, restated by the agent
    ("My user asked 'is anyone using payai?'. More precisely: the number of payai settlements "
     "in May 2026.", one("count(*)", f"{PA} AND {MAY}")),
    # per unique payer
    ("Average USDC spent per unique payer in April 2026",
     [f"SELECT sum(amount) / count(DISTINCT payer) FROM settlements WHERE {APR}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a history "of" something is its rows; a label that watches a kind of payment
    f"Full history of payments by {P1}",
    "Whale tracker: payai volume yesterday",
    # a week that just ended is not this week; a year so far that is not the one read
    "payments this week (the Monday-to-Sunday week that just ended)",
    "settlements year to date (2025 so far)",
    # bare ids that are no metric; a sentence after the pairs naming no figure
    "start=2026-02-10 end=2026-02-20: settlement_count, vibes",
    "facilitator=payai; period=2026-05. Need it by tomorrow.",
    # a ranking with no size; a tool name the question does not say again
    "rank=payers by=volume_usdc period=2026-04",
    "Function call get_unique_payers with the period argument set to May 2026: how many "
    "distinct recipients were there?",
    "Tool arguments: facilitator nobodyknows, period Q1 2026, how many settlements?",
    # a sign note with no change asked
    "settlement count December 2025 and January 2026 (a drop is negative)",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
