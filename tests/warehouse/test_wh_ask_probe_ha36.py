"""Asks of round ha36 (charged-wrong answers hunted in agents' voice), in our own words: a share
asked as a fraction of one ("what fraction", "what proportion", "-> float", "Return decimal")
is answered with the fraction beside the percent (it was given in percent only); a scope said
on one item of a list ("- count (payments above 1 USDC only)", "volume (PayAI only) and count")
is that item's, never every item's (refused, it was applied to all); a role label naming a kind
of payment ("Large-payment monitor:") is a scope, not who asks (refused, it was set aside); a
share of payers said with the period before them ("what share of April 2026 payers paid through
PayAI") is no share of settlements (refused). Each against hand SQL, or a refusal for the near
misses."""

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
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q1 = ts("2026-01-01", "2026-04-01")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def fraction(part: str, where: str, figure: str = "sum(amount)", scale: str = "1.0") -> list[str]:
    return [f"SELECT {scale} * (SELECT {figure} FROM settlements WHERE {where} AND {part}) / "
            f"(SELECT {figure} FROM settlements WHERE {where})"]


PROBES = [
    # a share asked as a fraction of one
    ("What proportion of Q1 2026 volume was settled through payai?", fraction(fac("payai"), Q1)),
    ("Coinbase share of May 2026 settlements -> float",
     fraction(fac("coinbase"), MAY, "count(*)")),
    ("What percentage of April 2026 payments were below 0.01 USDC? Return decimal.",
     fraction("amount < 0.01", APR, "count(*)")),
    ("Task: fraction of May 2026 volume from payments of at least 1 USDC.",
     fraction("amount >= 1", MAY)),
    # ... and still as a percent when a percent is asked
    ("What percent of April 2026 volume went through coinbase?",
     fraction(fac("coinbase"), APR, scale="100.0")),
    # a scope over every item: the heading's, or said before the list
    ("# May 2026 (coinbase)\n- volume\n- settlement count",
     [*one("sum(amount)", f"{MAY} AND {fac('coinbase')}"),
      *one("count(*)", f"{MAY} AND {fac('coinbase')}")]),
    ("In May 2026 (payai only), give the volume and the number of payments.",
     [*one("sum(amount)", f"{MAY} AND {fac('payai')}"),
      *one("count(*)", f"{MAY} AND {fac('payai')}")]),
    ("Give the volume (USDC), payment count and unique payers for April 2026.",
     [*one("sum(amount)", APR), *one("count(*)", APR), *one("count(DISTINCT payer)", APR)]),
    ("April 2026:\n1. volume\n2. count\n3. unique recipients",
     [*one("sum(amount)", APR), *one("count(*)", APR), *one("count(DISTINCT recipient)", APR)]),
    ("What share of volume came from payers through payai in April 2026?",
     fraction(fac("payai"), APR, scale="100.0")),
    # a role said with no scope
    ("Treasury agent: how many settlements in April 2026?", one("count(*)", APR)),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a scope on one item of a list
    "May 2026:\n- volume\n- count (payai only)",
    "April 2026:\n- payment count\n- payment count over 1 USDC",
    "May 2026:\n- number of payments (above 2 USDC)\n- volume",
    "Q1 2026:\n- volume (excluding coinbase)\n- unique payers",
    "For May 2026 give the volume (coinbase only) and the payment count",
    "In April 2026: count (payments over 1 USDC), then volume",
    # a role label naming a kind of payment, payer or day
    "Large-payment monitor: how many settlements in April 2026?",
    "Whale tracker bot. Volume in May 2026?",
    "Weekend reconciliation job: how many settlements in April 2026?",
    "Micro-payment agent: what was the median payment in May 2026?",
    # a share of payers or recipients with a word between
    "What share of May 2026 payers paid through coinbase?",
    "What percent of Q1 2026 recipients were paid via payai?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
