"""Asks of round ha57 (charged-wrong traps), in our own words: "volume (USDC, gas used) per
payment" is the average per settlement, not the total; "how many more payers", "did April
have more payers", "which month had fewer recipients" count distinct addresses, not
settlements; "which facilitator had more payers, A or B" is each one's figure, not its
top address; a share of new payers also lists the fraction. Near misses refused: a share
whose part is a period ("what share of Coinbase's volume was in May": Coinbase's every day
is the whole), a total per payment."""

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
MAR, APR, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-05-01", "2026-06-01"))
Q1 = ts("2026-01-01", "2026-04-01")
CB, PA = fac("coinbase"), fac("payai")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def two(figure: str, first: str, second: str) -> list[str]:
    return [f"SELECT (SELECT {figure} FROM settlements WHERE {first}), "
            f"(SELECT {figure} FROM settlements WHERE {second})"]


NEW_MAY = ("SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements "
           f"GROUP BY 1) WHERE {MAY}")

PROBES = [
    # a total per payment is the average payment
    ("What was the volume per payment in Q1 2026?", one("avg(amount)", Q1)),
    ("usdc per tx through payai in may 2026", one("avg(amount)", f"{PA} AND {MAY}")),
    (f"what is the spend per transaction for {P1} in april 2026?",
     one("avg(amount)", f"payer = '{P1}' AND {APR}")),
    ("gas used per settlement in April 2026", one("avg(gas_used)", APR)),
    ("how many payments and the volume per payment in April 2026",
     [f"SELECT count(*), avg(amount) FROM settlements WHERE {APR}"]),
    # "more payers" counts distinct payers
    ("How many more payers were there in April 2026 than in May 2026?",
     [*two("count(DISTINCT payer)", APR, MAY),
      f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {APR}) - "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {MAY})"]),
    ("how many fewer recipients did May 2026 have than April 2026?",
     two("count(DISTINCT recipient)", MAY, APR)),
    ("Did April 2026 have more payers than May 2026?", two("count(DISTINCT payer)", APR, MAY)),
    ("were there fewer recipients in May 2026 than in April 2026?",
     two("count(DISTINCT recipient)", MAY, APR)),
    ("which month had more payers, march or april 2026?",
     two("count(DISTINCT payer)", MAR, APR)),
    ("which facilitator had more payers in April 2026, coinbase or payai?",
     two("count(DISTINCT payer)", f"{CB} AND {APR}", f"{PA} AND {APR}")),
    ("which facilitator had the fewest recipients in April 2026: payai or coinbase",
     two("count(DISTINCT recipient)", f"{PA} AND {APR}", f"{CB} AND {APR}")),
    # a share of new payers: its fraction too
    ("What share of payers in May 2026 were new?",
     [f"SELECT ({NEW_MAY}) / (SELECT count(DISTINCT payer) FROM settlements WHERE {MAY})"]),
    # shares that stay read: the period is the whole's
    ("What share of May 2026 volume went through coinbase?",
     [f"SELECT sum(amount) FILTER (WHERE {CB}) / sum(amount) FROM settlements WHERE {MAY}"]),
    ("What share of volume went through Coinbase in May 2026?",
     [f"SELECT sum(amount) FILTER (WHERE {CB}) / sum(amount) FROM settlements WHERE {MAY}"]),
    ("what percent of payments went through payai yesterday",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {PA}) / count(*) FROM settlements WHERE "
      f"{ts('2026-06-02', '2026-06-03')}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # the share's part is a period: the whole is the scope's every day
    "What share of coinbase's volume was in May 2026?",
    "What fraction of payai volume came in March 2026?",
    "Of Coinbase's payments, what percent happened last week?",
    "How much of coinbase's volume was settled in May 2026, as a share?",
    f"what percent of {R1}'s receipts came in may 2026",
    "What percent of payments over 1 USDC were in April 2026?",
    # a total per payment
    "total volume per payment in April 2026",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
