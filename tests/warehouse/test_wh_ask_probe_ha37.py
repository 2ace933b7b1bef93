"""Asks of round ha37 (hp15 dev half, people typing: merchants, developers, writers,
students), in our own words: a payment's two parties asked as who-clauses before its amount
("who paid, who received it, and how much was it": the parties, then the amount, in the
order asked; "who received it, who paid it": the recipient first); "on the receiving end",
"on the sending end" of a payment (who received it, who paid it; neither party left unread);
a unit said again to rule out the other ("counting payments rather than dollars", "(dollars,
not number of payments)", "- the dollar total, not how many", a share "by number of
payments"), dropped only when the rest already asks that unit. Each against hand SQL, or a
refusal for the near misses (a unit said against the rest of the question)."""

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
R = "0x66fa4d79ca84016b42352be33c908dd812952ec8"  # a busy recipient
DEC, JAN, FEB = ts("2025-12-01", "2026-01-01"), ts("2026-01-01", "2026-02-01"), \
    ts("2026-02-01", "2026-03-01")
MAR, APR, MAY = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"), \
    ts("2026-05-01", "2026-06-01")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def row(cols: str, where: str, smallest: bool = False) -> list[str]:
    order = "amount, timestamp, block_number, log_index" if smallest else \
        "amount DESC, timestamp, block_number, log_index"
    return [f"SELECT {cols} FROM settlements WHERE {where} ORDER BY {order} LIMIT 1"]


def share(part: str, where: str, figure: str = "count(*)") -> list[str]:
    return [f"SELECT 100.0 * (SELECT {figure} FROM settlements WHERE {where} AND {part}) / "
            f"(SELECT {figure} FROM settlements WHERE {where})"]


PROBES = [
    # both parties said as who-clauses, then the amount: in the order asked
    ("largest payment in march 2026: who sent it, who got it, and what was the amount?",
     row("payer, recipient, amount", MAR)),
    ("the smallest payment in may 2026 - who paid it, who was paid, and how much?",
     row("payer, recipient, amount", MAY, smallest=True)),
    ("biggest settlement of april 2026, which wallet paid and which wallet received it and how "
     "much", row("payer, recipient, amount", APR)),
    ("For the biggest payment in January 2026, who received it, who paid it, and how much was "
     "it?", row("recipient, payer, amount", JAN)),
    ("Who paid whom in the largest payment of January 2026 and how much?",
     row("payer, recipient, amount", JAN)),
    ("How much was the biggest payment in January 2026, and who paid and who received it?",
     row("amount, payer, recipient", JAN)),
    # "on the receiving end", "on the sending end"
    ("who was on the receiving end of the biggest settlement in february 2026",
     row("recipient", FEB)),
    ("who was on the paying end of the smallest payment in may 2026",
     row("payer", MAY, smallest=True)),
    ("For the biggest settlement in april 2026, who was on the sending end and who was on the "
     "receiving end?", row("payer, recipient", APR)),
    ("which wallet was on the receiving end of the largest payment in march 2026, and how much "
     "was it?", row("recipient, amount", MAR)),
    ("who was on the receiving end most often in march 2026",
     [f"SELECT recipient, count(*) AS n FROM settlements WHERE {MAR} GROUP BY recipient "
      "ORDER BY n DESC LIMIT 1"]),
    # a unit said again to rule out the other
    ("what fraction of april 2026 payments were under 0.01 usdc - by count, not by volume",
     share("amount < 0.01", APR)),
    ("how much volume did payai handle in march 2026 (in dollars rather than number of "
     "payments)?", one("sum(amount)", f"{MAR} AND {fac('payai')}")),
    ("how many payments in may 2026 - the count, not the dollar value", one("count(*)", MAY)),
    (f"what share of may 2026 went to {R}, by count rather than volume",
     share(f"recipient = '{R}'", MAY)),
    ("what percent of december 2025 payments went through coinbase, by number of payments?",
     share(fac("coinbase"), DEC)),
    ("what's the total value of payments under 0.01 usdc in april 2026, dollars not count?",
     one("sum(amount)", f"{APR} AND amount < 0.01")),
    ("Of all the USDC moved in May 2026 (the dollar amount, not the number of payments), what "
     f"share went to {R}?", share(f"recipient = '{R}'", MAY, "sum(amount)")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a unit said against the rest of the question
    "what percent of may 2026 volume went through payai, by number of payments?",
    "how many payments in may 2026 - the dollar total, not how many",
    "What share of all payments, counting dollars rather than payments, went through PayAI?",
    "what was the total usdc volume in april 2026, counting payments rather than dollars?",
    # on the receiving end of no one payment
    "Who was on the receiving end of payments in March 2026?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
