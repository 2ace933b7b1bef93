"""Asks of round ha40 (a hunt for charged answers to another question), in our own words:
amount bounds said with "not" ("not exceeding 0.005", "weren't over 1 USDC", "not below 0.5":
at most / at least, they were refused); "every facilitator but PayAI", "all but Coinbase"
(they were answered for PayAI / Coinbase alone, and charged); "compared with the 7 days
before: change in count" (the difference, not only the change in %); "query: payers; metric:
count" (the unique payers, it was the payments). Near misses that stay refused, each once
charged with another question's figures: a scope said of one figure of two ("how many payments
over 1 USDC ..., and what was the total volume?", "total volume in May and PayAI's volume"), a
figure asked beside a ranking ("how many payments? Also, who was the top payer?") and a bound
a payer "paid over" (each payment or its total?). (The k-th facilitator, refused here first, is
read by name since round ha43.)"""

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
A = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"  # pays and is paid
R = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
B = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"  # the busiest payer
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q1 = ts("2026-01-01", "2026-04-01")
LW = ts("2026-05-25", "2026-06-01")
L7, P7 = ts("2026-05-28", "2026-06-04"), ts("2026-05-21", "2026-05-28")
CB, PA = fac("coinbase"), fac("payai")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def sub(figure: str, where: str) -> str:
    return f"(SELECT {figure} FROM settlements WHERE {where})"


PROBES = [
    # "not" before a bound: its complement, with the bound itself
    ("how many payments not exceeding 0.005 USDC were there in April 2026?",
     one("count(*)", f"amount <= 0.005 AND {APR}")),
    ("How many payments in May 2026 weren't over 1 USDC?",
     one("count(*)", f"amount <= 1 AND {MAY}")),
    ("number of payments not below 0.5 USDC in Q1 2026",
     one("count(*)", f"amount >= 0.5 AND {Q1}")),
    ("how many payments were not above 0.005 USDC in April 2026?",
     one("count(*)", f"amount <= 0.005 AND {APR}")),
    ("payments above 0.01 but not exceeding 0.1 USDC in April 2026: count",
     one("count(*)", f"amount > 0.01 AND amount <= 0.1 AND {APR}")),
    ("volume of payments not exceeding 1 USDC in May 2026", one("sum(amount)",
                                                                f"amount <= 1 AND {MAY}")),
    ("number of payments not under 1 USDC in Q1 2026", one("count(*)", f"amount >= 1 AND {Q1}")),
    # every facilitator but one: that one left out
    ("settlement count in April 2026 for every facilitator but PayAI",
     one("count(*)", f"NOT {PA} AND {APR}")),
    ("volume in May 2026 for any facilitator but Coinbase", one("sum(amount)",
                                                                f"NOT {CB} AND {MAY}")),
    ("volume in May 2026, all but Coinbase", one("sum(amount)", f"NOT {CB} AND {MAY}")),
    ("volume in May 2026 for everyone but Coinbase", one("sum(amount)", f"NOT {CB} AND {MAY}")),
    ("volume in May 2026 but only Coinbase", one("sum(amount)", f"{CB} AND {MAY}")),
    # "change" said as an item of a comparison: the difference (later minus earlier)
    ("settlements in the last 7 days compared with the 7 days before: change in count",
     [*one("count(*)", L7), *one("count(*)", P7),
      f"SELECT {sub('count(*)', L7)} - {sub('count(*)', P7)}"]),
    ("payment count, last 7 days vs the 7 days before, and the change",
     [f"SELECT {sub('count(*)', L7)} - {sub('count(*)', P7)}"]),
    # fields of a request: what is counted
    ("query: payers; metric: count; period: last week", one("count(DISTINCT payer)", LW)),
    ("query: recipients; metric: count; period: May 2026", one("count(DISTINCT recipient)", MAY)),
    # one scope said for both figures, or "their": both figures over it
    ("How many payments over 1 USDC in May 2026 and what was their total volume?",
     one("count(*), sum(amount)", f"amount > 1 AND {MAY}")),
    ("For Coinbase in May 2026: number of payments and the total volume",
     one("count(*), sum(amount)", f"{CB} AND {MAY}")),
    ("Coinbase payments in May 2026: count and the total volume",
     one("count(*), sum(amount)", f"{CB} AND {MAY}")),
    ("Total volume and payment count in May 2026 via PayAI",
     one("sum(amount), count(*)", f"{PA} AND {MAY}")),
    ("the total volume and the number of payments in May 2026, excluding Coinbase",
     one("sum(amount), count(*)", f"NOT {CB} AND {MAY}")),
    ("Excluding Coinbase, what were the payment count and the total volume in May 2026?",
     one("count(*), sum(amount)", f"NOT {CB} AND {MAY}")),
    ("count of payments over 1 USDC in May 2026 and their average",
     one("count(*), avg(amount)", f"amount > 1 AND {MAY}")),
    # the bound on each payment, or on each one's total, said
    ("How many payers made a payment over 10 USDC in May 2026?",
     one("count(DISTINCT payer)", f"amount > 10 AND {MAY}")),
    ("How many payers spent over 10 USDC in total in May 2026?",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {MAY} GROUP BY 1 "
      "HAVING sum(amount) > 10)"]),
    ("How many wallets have spent at least 100 USDC all time?",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY 1 HAVING sum(amount) "
      ">= 100)"]),
    ("how many recipients received over 50 USDC in Q1 2026?",
     [f"SELECT count(*) FROM (SELECT recipient FROM settlements WHERE {Q1} GROUP BY 1 "
      "HAVING sum(amount) > 50)"]),
    # a ranking with its own figures, asked of the ranked
    ("Which payer paid the most in May 2026, and how much did they pay?",
     [f"SELECT payer, sum(amount) FROM settlements WHERE {MAY} GROUP BY 1 ORDER BY 2 DESC "
      "LIMIT 1"]),
    (f"How many different wallets did {A} pay in April 2026?",
     one("count(DISTINCT recipient)", f"payer = '{A}' AND {APR}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a scope said inside the first figure, then a second figure said in full
    "how many payments over 1 USDC were there in May 2026, and what was the total volume?",
    "the number of PayAI settlements and the total volume in May 2026",
    "Coinbase's volume in April 2026 and the overall payer count",
    # a scope said of the second figure only
    "Total volume in May 2026 and PayAI's volume in May 2026",
    "What was total volume in May 2026, and what was PayAI's?",
    "Total May 2026 payments, and those over 1 USDC",
    "All payments in April 2026 and Coinbase payments in April 2026: counts",
    "unique payers in May 2026, and unique payers who paid through PayAI",
    "Give me the May 2026 volume, plus the volume of payments over 1 USDC.",
    "What were the volume in May 2026 and the payment count excluding Coinbase?",
    # a figure asked, then a ranking of its own
    "How many payments in May 2026? Also, who was the top payer?",
    "How many payments in May 2026, and who was the top payer by volume?",
    "what was the volume in May 2026, and which payer paid the most?",
    # a payer's or recipient's bound: each payment or its total?
    "How many payers paid more than 10 USDC in May 2026?",
    "How many payers sent over 5 USDC in April 2026?",
    "payers over 10 USDC in May 2026: how many?",
    # modifiers no column holds
    "Fraud-check agent: how many flagged settlements in May 2026?",
    "how many settlements passed the fraud check in May 2026?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)


def test_fraud_check_label_is_who_asks(duck: DuckDBBackend, raw: Any) -> None:
    """'Fraud-check agent:' says who asks: every settlement is counted."""
    assert_probe("Fraud-check agent: how many settlements were there yesterday?",
                 one("count(*)", ts("2026-06-02", "2026-06-03")), duck, raw, AS_OF, HELD, True)


def test_an_address_is_who_both_figures_are_of(duck: DuckDBBackend, raw: Any) -> None:
    """'How many payments did 0x... make ... and the total volume': the address's total."""
    assert_probe(f"How many payments did {B} make in November 2025, and the total volume?",
                 one("count(*), sum(amount)", f"payer = '{B}' AND "
                     + ts("2025-11-01", "2025-12-01")), duck, raw, AS_OF,
                 HELD, True)
