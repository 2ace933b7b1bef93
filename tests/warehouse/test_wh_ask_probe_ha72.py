"""Asks of round ha72 (probe sets hp26 and hp27), in our own words: a period named once and
then referred back to ("On May 29th, 2026, ... that day?", a lead sentence naming the day and
a question about "that day", "between ... how many over those days", "the month's volume"
as the whole of a top payer's share); "Where does 0x... spend the most? Top 3 recipients";
"Social post:"; "I doubt these numbers are real."; two addresses subtracted as said ("0xA's
minus 0xB's"). Each against hand SQL, or a refusal for the near misses ("that day" with no
day or beside a month, or in a question that picks a day or a payer out of its period; a
share of "the month's" count beside "the biggest payer"; a top N of the address's own side or
by another figure; a sceptical lead that scopes; one address minus itself)."""

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
A = "0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3"
B = "0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5"
MAY29, MAR3, APR14 = (ts("2026-05-29", "2026-05-30"), ts("2026-03-03", "2026-03-04"),
                      ts("2026-04-14", "2026-04-15"))
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
NOV25, YTD = ts("2025-11-01", "2025-12-01"), ts("2026-01-01", "2026-06-04")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def top_share(side: str, where: str) -> list[str]:
    """The top ``side`` by volume, its volume and its percent of the period's volume."""
    return [f"SELECT {side}, sum(amount) AS v, 100 * sum(amount) / (SELECT sum(amount) FROM "
            f"settlements WHERE {where}) FROM settlements WHERE {where} GROUP BY {side} "
            f"ORDER BY v DESC LIMIT 1"]


def received(a: str, b: str, where: str) -> list[str]:
    """What ``a`` and ``b`` received, and ``a``'s minus ``b``'s."""
    va = f"(SELECT sum(amount) FROM settlements WHERE recipient = '{a}' AND {where})"
    vb = f"(SELECT sum(amount) FROM settlements WHERE recipient = '{b}' AND {where})"
    return [f"SELECT {va}, {vb}", f"SELECT {va} - {vb}"]


def counterparties(side: str, other: str, address: str, where: str, k: int,
                   figure: str = "sum(amount)") -> list[str]:
    """The top ``k`` of ``other`` for ``address`` as ``side``, by ``figure``."""
    return [f"SELECT {other}, {figure} AS f FROM settlements WHERE {side} = '{address}' AND "
            f"{where} GROUP BY {other} ORDER BY f DESC LIMIT {k}"]


P = "0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8"

PROBES = [
    # "that day" of the one day named, in the same sentence or after it
    ("On May 29th, 2026, how much USDC was paid through x402 that day?",
     one("sum(amount)", MAY29)),
    ("March 3, 2026. How many settlements happened on that date?", one("count(*)", MAR3)),
    ("Between April 1 and April 7, 2026, how many settlements were there over those days?",
     one("count(*)", ts("2026-04-01", "2026-04-08"))),
    ("Last month: how many unique payers paid during that month?",
     one("count(DISTINCT payer)", MAY)),
    # a lead sentence names the day, the question says "that day"
    ("I'm writing about May 29th, 2026 and want to get it right. How many x402 payments were "
     "there that day?", one("count(*)", MAY29)),
    ("We launched our agent on March 3, 2026. How much USDC moved through x402 that day?",
     one("sum(amount)", MAR3)),
    ("My bot went live on 2026-04-14. How many unique payers were there on that same day?",
     one("count(DISTINCT payer)", APR14)),
    ("Our team is reviewing April 2026. How many settlements were there that month?",
     one("count(*)", APR)),
    # the top payer or recipient and its share of "the month's volume"
    ("Who was the biggest payer last month, how much did they pay, and what percent of the "
     "month's volume is that?", top_share("payer", MAY)),
    ("Which recipient earned the most in April 2026 and what share of the month's USDC volume "
     "was it?", top_share("recipient", APR)),
    # "who did 0x... pay the most?" and how many of them: "Top 3 recipients"
    (f"Where does {P} spend the most? Top 3 recipients by USDC, all time.",
     counterparties("payer", "recipient", P, "TRUE", 3)),
    (f"Who did {P} pay the most in April 2026? Top two, please.",
     counterparties("payer", "recipient", P, APR, 2)),
    (f"Who did {B} receive the most from? Top 3 payers by USDC.",
     counterparties("recipient", "payer", B, "TRUE", 3)),
    (f"Who did {P} pay most often? Top 3 recipients by number of payments.",
     counterparties("payer", "recipient", P, "TRUE", 3, "count(*)")),
    # what the figure is for: a social post, a draft
    ("Social post: how many x402 payments settled yesterday?",
     one("count(*)", ts("2026-06-02", "2026-06-03"))),
    ("Social post draft: total USDC volume through x402 in May 2026?", one("sum(amount)", MAY)),
    ("For a social media post: how many unique payers used x402 last week?",
     one("count(DISTINCT payer)", ts("2026-05-25", "2026-06-01"))),
    # a sceptical lead sentence about "the numbers": the figures asked
    ("I doubt these numbers are real. How many settlements were there last week?",
     one("count(*)", ts("2026-05-25", "2026-06-01"))),
    ("I have my doubts about these numbers. How much USDC moved through x402 in May 2026?",
     one("sum(amount)", MAY)),
    # "0xA's minus 0xB's": the first said minus the second, whichever was named first
    (f"Compare what {A} and {B} received in November 2025: both USDC totals and {A}'s minus "
     f"{B}'s.", received(A, B, NOV25)),
    (f"Compare what {A} and {B} received in November 2025: both USDC totals and {B}'s minus "
     f"{A}'s.", [received(A, B, NOV25)[0], received(B, A, NOV25)[1]]),
    (f"Volume received in 2026 so far, {A} minus {B}", received(A, B, YTD)),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # "that day" with no day to refer to, or beside a month
    "What was the volume that day?",
    "How many settlements in April 2026 that day?",
    "I'm writing about May 29th, 2026. How many settlements were there that week?",
    "We looked at May 28 and May 29, 2026. How many settlements were there that day?",
    # a question that picks a day or a payer out of its period: "that day" could be either
    "Which payer paid the most yesterday and how many payments happened that day?",
    "Which day had the most volume last month and what was the month's total?",
    "Which day had the most volume last month and what was that month's total?",
    # a share of the month's count beside "the biggest payer" (by volume, or by count?)
    "Who was the biggest payer last month, and what percent of the month's settlements did "
    "it make?",
    "Top payer last week and its share of the month's volume?",
    # the top N said of the address's own side, or by another figure than the ranking's
    f"Where does {P} spend the most? Top 3 payers.",
    f"Where does {P} spend the most? Top 3 recipients by number of payments.",
    f"Who did {P} pay most often? Top 3 recipients by USDC.",
    # a sceptical lead that scopes (a facilitator, a bound) is never set aside
    "These numbers for Coinbase look off. How many settlements were there in May 2026?",
    "I need the numbers for payers over 10 USDC. How many settlements were there in May 2026?",
    # one address minus itself; a difference with no figure
    f"{A} minus {A} volume in May 2026",
    f"{A} minus {B} in May 2026",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
