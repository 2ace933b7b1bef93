"""Asks of round ha41 (hp10..hp15 dev halves), in our own words: days without settlements
("how many days in June 2025 had zero payments": the period's calendar days less those with
settlements); a week restated as "(the Monday-to-Sunday one)"; the asker's own address said
beside what they sell ("I run a weather API; my payout address is 0x..."); "how much did PayAI
settle in April and in May, and the change" (the volumes, not counts: "how much ... change" is
one clause only). Each against hand SQL, or a refusal for the near misses: "I"/"we" beside an
address that is not said to be theirs ("how much did I receive from 0x..."), a week restated
with other days, streaks ("days in a row"), days of a day's total, days per month."""

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
R = "0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3"  # a recipient
JUN25, SEP = ts("2025-06-01", "2025-07-01"), ts("2025-09-01", "2025-10-01")
Q3, Q4, Q1 = ts("2025-07-01", "2025-10-01"), ts("2025-10-01", "2026-01-01"), \
    ts("2026-01-01", "2026-04-01")
MAR, APR, MAY = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"), \
    ts("2026-05-01", "2026-06-01")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
DAY = "CAST(timestamp AS DATE)"


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def idle(days: int, where: str) -> list[str]:
    return one(f"{days} - count(DISTINCT {DAY})", where)


def both(figure: str, earlier: str, later: str) -> list[str]:
    a, b = (f"(SELECT {figure} FROM settlements WHERE {w})" for w in (earlier, later))
    return [*one(figure, earlier), *one(figure, later), f"SELECT {b} - {a}"]


PROBES = [
    # days without settlements: the period's calendar days less those with settlements
    ("How many days without any settlements were there in September 2025?", idle(30, SEP)),
    ("Number of days in June 2025 with zero payments?", idle(30, JUN25)),
    ("agent query: count of days with no settlements, window = Q3 2025", idle(92, Q3)),
    ("In September 2025, on how many days were there no settlements?", idle(30, SEP)),
    ("How many days in May 2026 saw no payments through PayAI?",
     idle(31, f"{fac('payai')} AND {MAY}")),
    ("how many days had no payments over 1 USDC in september 2025",
     idle(30, f"amount > 1 AND {SEP}")),
    ("Over the whole history, how many days had no payments?", idle(391, "TRUE")),
    # a week restated by its first and last day
    ("How many settlements last week (the Mon-Sun one)?", one("count(*)", LAST_WEEK)),
    ("Volume last week (a Monday through Sunday week), please.",
     one("sum(amount)", LAST_WEEK)),
    ("Count of payments under 0.01 USDC last week (the Monday-to-Sunday one)",
     one("count(*)", f"amount < 0.01 AND {LAST_WEEK}")),
    # the asker's own address, beside what they sell
    (f"I run a weather API; my payout address is {R}. How much did I earn in May 2026?",
     one("sum(amount)", f"recipient = '{R}' AND {MAY}")),
    (f"I host an MCP server. My wallet is {R}. What did I take in during May 2026?",
     one("sum(amount)", f"recipient = '{R}' AND {MAY}")),
    (f"We sell a translation service to agents, and our wallet is {R} - how many payments did "
     "we get in April 2026?", one("count(*)", f"recipient = '{R}' AND {APR}")),
    # "how much ..., and the change": the volumes, then their change
    ("How much did PayAI settle in April 2026 and in May 2026, and the change?",
     both("sum(amount)", f"{fac('payai')} AND {APR}", f"{fac('payai')} AND {MAY}")),
    (f"How much did {R} receive in March 2026 and in April 2026, and the difference?",
     both("coalesce(sum(amount), 0)", f"recipient = '{R}' AND {MAR}",
          f"recipient = '{R}' AND {APR}")),
    ("How much went through Coinbase in Q4 2025 and in Q1 2026, and the change?",
     both("sum(amount)", f"{fac('coinbase')} AND {Q4}", f"{fac('coinbase')} AND {Q1}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # "I"/"we" beside an address not said to be theirs: whose payments is not said
    f"How much did I receive from {R} in May 2026?",
    f"How much did I pay {R} in May 2026?",
    f"How many payments did I send to {R} in May 2026?",
    f"{R} is my customer. How much did I receive from them in May 2026?",
    f"My customer wallet is {R}. How much did I receive in May 2026?",
    f"How much did we get paid by {R} in May 2026?",
    f"How much did I receive in May 2026 from the wallet {R}?",
    f"How much did I pay in May 2026? Customer wallet: {R}.",
    # what is sold carries a scope, or no address is theirs
    f"I sell a Coinbase API and my address is {R} - how much did I receive in May 2026?",
    "I sell an API. How much did my API earn in May 2026?",
    # a week restated with other days, or beside no week
    "How many payments last week (the Sunday-to-Saturday one)?",
    "How many payments in the last 7 days (the Monday-to-Sunday one)?",
    "How many payments in May 2026 (the Monday-to-Sunday one)?",
    "How many payments last week (the Monday-to-Friday one)?",
    # streaks, days of a day's total, days per month or within hours
    "How many days in a row had no payments in September 2025?",
    "How many days in a row had payments in September 2025?",
    "How many consecutive days without payments were there in September 2025?",
    "How many days in September 2025 had no volume over 1 USDC?",
    "How many days had no payments in each month of 2025?",
    "How many days in the last 24 hours had no payments?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
