"""Asks of round ha50 (people's questions refused or answered wrong), in our own words: who
asks said by trade ("Economist here.", "Analyst at a fund.", "I'm a reporter at a paper.",
before or after the question; a trade "at" a named facilitator with no scope said again:
refused); a rise asked "how much did X grow/increase ... compared with/versus ..." (the
change, in percent when "in percent"/"as a percentage" is said) and "between last week and
the week before" (the later against the one before it); "counting only payments over/of at
least ..." with no comma before it; "how many payers paid it" after a sentence naming one
address; "its first payment and its last one" (both ends); a single payment asked beside a
volume or an average ("the first payment last week and the volume"): refused. Each against
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
P = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # a payer
R = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
MAY, APR = ts("2026-05-01", "2026-06-01"), ts("2026-04-01", "2026-05-01")
LW, WB = ts("2026-05-25", "2026-06-01"), ts("2026-05-18", "2026-05-25")
L7, P7 = ts("2026-05-28", "2026-06-04"), ts("2026-05-21", "2026-05-28")
YD = ts("2026-06-02", "2026-06-03")
CB, PA = fac("coinbase"), fac("payai")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def change(figure: str, earlier: str, later: str, percent: bool = False) -> list[str]:
    a = f"(SELECT {figure} FROM settlements WHERE {earlier})"
    b = f"(SELECT {figure} FROM settlements WHERE {later})"
    return [f"SELECT 100.0 * ({b} - {a}) / {a}" if percent else f"SELECT {b} - {a}"]


def top(side: str, figure: str, where: str, k: int) -> list[str]:
    return [f"SELECT {side}, {figure} v FROM settlements WHERE {where} GROUP BY 1 "
            f"ORDER BY v DESC, 1 LIMIT {k}"]


PROBES = [
    # who asks, by trade
    ("Accountant here. What was the total volume in April 2026?", one("sum(amount)", APR)),
    ("Founder here, sizing things up. How many distinct recipients in May 2026?",
     one("count(DISTINCT recipient)", MAY)),
    ("hey! trader at a prop shop. average payment size in may 2026?", one("avg(amount)", MAY)),
    ("How many payments were there last week? I'm a reporter at a newspaper.",
     one("count(*)", LW)),
    ("PhD student here: how many unique payers paid through PayAI in May 2026?",
     one("count(DISTINCT payer)", f"{PA} AND {MAY}")),
    ("Columnist here - how many payments over 1 USDC were made in April 2026?",
     one("count(*)", f"amount > 1 AND {APR}")),
    ("Engineer at Coinbase here. What volume did Coinbase settle in May 2026?",
     one("sum(amount)", f"{CB} AND {MAY}")),
    # a rise compared with another period
    ("How much did volume grow in May 2026 compared with April 2026, in percent?",
     change("sum(amount)", APR, MAY, percent=True)),
    ("how much did the payment count increase last week versus the week before?",
     change("count(*)", WB, LW)),
    ("By how much did unique payers rise in the last 7 days relative to the previous 7 days, "
     "as a percentage?", change("count(DISTINCT payer)", P7, L7, percent=True)),
    ("How much did the volume change between last week and the week before?",
     change("sum(amount)", WB, LW)),
    ("how much did payai payments grow, in %, between the week before and last week?",
     change("count(*)", f"{PA} AND {WB}", f"{PA} AND {LW}", percent=True)),
    # counting only some payments, no comma before
    ("top 3 payers by volume counting only payments over 1 usdc in May 2026",
     top("payer", "sum(amount)", f"amount > 1 AND {MAY}", 3)),
    ("How many payers in April 2026 considering only payments of at least 0.5 USDC?",
     one("count(DISTINCT payer)", f"amount >= 0.5 AND {APR}")),
    # "paid it": the one address said before
    (f"I host a weather API at {R}. How many distinct payers paid it in May 2026?",
     one("count(DISTINCT payer)", f"recipient = '{R}' AND {MAY}")),
    (f"My client sells data from {R}. How much was paid to it last week?",
     one("sum(amount)", f"recipient = '{R}' AND {LW}")),
    # both ends of a history, the second said "the last one"
    (f"When did {P} make its first payment and its last one?",
     one("min(timestamp)", f"payer = '{P}'") + one("max(timestamp)", f"payer = '{P}'")),
    (f"{R}: when was the first payment received and the latest one?",
     one("min(timestamp)", f"recipient = '{R}'") + one("max(timestamp)", f"recipient = '{R}'")),
    # an extreme payment beside a median is two figures, both answered
    ("the largest payment yesterday and the median?",
     one("max(amount)", YD) + one("median(amount)", YD)),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a trade at a named facilitator, the question naming none
    "Analyst at Coinbase here. How many payments in May 2026?",
    "How many payments last week? I'm an engineer with PayAI.",
    "Analyst at PayAI - how many payments in May 2026?",
    # a trade, and a period outside the data or a period the question does not say
    "Journalist here, covering March 2025. How many payments?",
    # a rise with only one side said; a percent without a rise
    "how much did volume grow compared with the week before?",
    "volume last week compared with the week before, in percent?",
    # a drop: its sign is left as said
    "how much did volume drop last week compared with the week before?",
    # "paid it" with two addresses before it
    f"We compare {R} and {P}. How many payers paid it in May 2026?",
    # a single payment beside a figure over many
    "what was the first payment last week and the volume?",
    "show me the last payment in May 2026 and the average",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
