"""Asks of round ha51 (charged-wrong hunt, one word changing the meaning), in our own words: a
figure of a day "with the most payments" asked before the ranking (the day is ranked by its
payments, whatever figure of it is asked); payments that "had a memo" / "with a note" (text no
settlement records, not an aside about the asker): refused; a yes/no test of a total against an
amount ("did volume in May exceed $1,000?", "is this month's volume above $5?", "did 0x...
spend over $10?"), which is no filter of payments: refused; addresses in both roles ("wallets
that both paid and received", "payers that were also recipients"), which no one-side count is:
refused. Each against hand SQL, or a refusal, with near misses that stay answered."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
P = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # a payer
MAY, APR, NOV = ts("2026-05-01", "2026-06-01"), ts("2026-04-01", "2026-05-01"), \
    ts("2025-11-01", "2025-12-01")
DAY = "CAST(timestamp AS DATE)"


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def of_day(figure: str, key: str, where: str) -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where} GROUP BY {DAY} "
            f"ORDER BY {key} DESC LIMIT 1"]


PROBES = [
    # the day's ranking said in the clause on the day, its figure asked before it
    ("Volume on the day with the most payments in November 2025?",
     of_day("sum(amount)", "count(*)", NOV)),
    ("How many payments were there on the day with the highest volume in November 2025?",
     of_day("count(*)", "sum(amount)", NOV)),
    ("Which day in November 2025 had the most payments, and what was its volume?",
     of_day("sum(amount)", "count(*)", NOV)),
    # a payment filter said with "of payments", or a count of payments over an amount
    ("Volume of payments above $5 in May 2026?", one("sum(amount)", f"amount > 5 AND {MAY}")),
    ("Did any payment in May 2026 exceed $40?", one("count(*)", f"amount > 40 AND {MAY}")),
    ("For a memo on x402: how many payments in May 2026?", one("count(*)", MAY)),
    ("How many payers who paid in April 2026 also paid in May 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {MAY} AND payer IN "
      f"(SELECT payer FROM settlements WHERE {APR})"]),
    ("How many recipients were paid in May 2026?", one("count(DISTINCT recipient)", MAY)),
]

REFUSED = [
    "How many payments in May 2026 had a memo?",
    "Number of settlements with a note attached in May 2026?",
    "Count the payments carrying an invoice reference last week.",
    "Did volume in May 2026 exceed $1,000?",
    "Did the volume of payments top $1000 in May 2026?",
    "Is this month's volume above $5?",
    "Was yesterday's total volume more than $1?",
    "Has volume passed $50 this month?",
    f"Did {P} spend over $10 in May 2026?",
    "Did any wallet spend more than $10 in May 2026?",
    "How many wallets both paid and received last week?",
    "How many addresses received and also paid in May 2026?",
    "How many payers were also recipients in May 2026?",
    "How many merchants also paid in May 2026?",
]


@pytest.mark.parametrize("question,sql", PROBES)
def test_probe_ha51(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", REFUSED)
def test_refused_ha51(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
