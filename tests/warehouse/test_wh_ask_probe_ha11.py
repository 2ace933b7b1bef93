"""Round ha11's own probes (the words layer): crypto-native register, money and numbers said
in words or shorthand, inline definitions, word order; and the checks that a question's
every "how many/how much" has a figure (``planner/asked.py``). Questions are in my own words,
none is a probe-set question; exact values against hand SQL, or a refusal."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.planner.asked import unanswered_asks
from sextant.warehouse.planner.colloquial import plain_register
from sextant.warehouse.planner.plan import Filters, Measure, Plan
from sextant.warehouse.planner.reading import read
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
S = "FROM settlements WHERE "
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
MAR = ts("2026-03-01", "2026-04-01")
LAST_WEEK = ts("2026-05-25", "2026-06-01")

PROBES: list[tuple[str, list[str]]] = [
    ("gm ser, how many txs last week?", [f"SELECT count(*) {S}{LAST_WEEK}"]),
    ("wen was the last heurist payment",
     [f"SELECT max(timestamp) {S}{fac('heurist')}"]),
    ("how many payments under half a dollar in april",
     [f"SELECT count(*) {S}{APR} AND amount < 0.5"]),
    ("vol of txs above 50c in may fren", [f"SELECT sum(amount) {S}{MAY} AND amount > 0.5"]),
    ("how many wallets paid more than fifty times in total",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY payer "
      "HAVING count(*) > 50)"]),
    ("count of payments over a hundred bucks ever", [f"SELECT count(*) {S}amount > 100"]),
    ("recipients unique in may 2026?", [f"SELECT count(DISTINCT recipient) {S}{MAY}"]),
    ("payai vol in march 2026, only txs smaller than 0.01 usd",
     [f"SELECT sum(amount) {S}{MAR} AND {fac('payai')} AND amount < 0.01"]),
    ("daydreams txs since 1 feb this year",
     [f"SELECT count(*) {S}{ts('2026-02-01', '2026-06-04')} AND {fac('daydreams')}"]),
    ("degens = payments below 0.002 usdc. how many degens in may and total vol?",
     [f"SELECT count(*), sum(amount) {S}{MAY} AND amount < 0.002"]),
    ("txs 4 may till 10 may 2026 inclusive",
     [f"SELECT count(*) {S}{ts('2026-05-04', '2026-05-11')}"]),
    ("vol whole year 2025", [f"SELECT sum(amount) {S}{ts('2025-01-01', '2026-01-01')}"]),
    ("how many txs above 1 usd, may", [f"SELECT count(*) {S}{MAY} AND amount > 1"]),
    ("txs last week mon-sun ser", [f"SELECT count(*) {S}{LAST_WEEK}"]),
    ("vol jan+feb 2026", [f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-03-01')}"]),
    ("smallest tx in april, how many usd", [f"SELECT min(amount) {S}{APR}"]),
    ("how many whales last week? whale = tx over 5 usd",
     [f"SELECT count(*) {S}{LAST_WEEK} AND amount > 5"]),
    ("txs on 2026.05.03", [f"SELECT count(*) {S}{ts('2026-05-03', '2026-05-04')}"]),
    ("payments for month 2026/03 (year/month)", [f"SELECT count(*) {S}{MAR}"]),
    ("how many txs over a buck and under 5 bucks in april",
     [f"SELECT count(*) {S}{APR} AND amount > 1 AND amount < 5"]),
    ("wen was the biggest tx in april",
     [f"SELECT timestamp {S}{APR} ORDER BY amount DESC, id LIMIT 1"]),
    ("how much was the largest payment in april and when",
     [f"SELECT amount, timestamp {S}{APR} ORDER BY amount DESC, id LIMIT 1"]),
    ("how many payers paid more than 2 usd total in april",
     [f"SELECT count(*) FROM (SELECT payer {S}{APR} GROUP BY payer HAVING sum(amount) > 2)"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q for q, _ in PROBES])
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "how many payers unique to coinbase in may",  # unique to one facilitator: not a count
    "whales in may ser",  # a term never defined
    "whales = big payments. how many whales in may?",  # a definition with no threshold
    "how many payments under half a year ago",
    "how many payers may pay over 5 usdc",  # "may" the verb
    "txs on 2025/11/05 (y/d/m)",  # a note that disagrees with year-first
    "whales = payments above 50 usd. top 3 payers by whales vol?",  # the term as a modifier
    "payers with only payments under 1 usdc in may",  # "only" inside a clause
    "wen was the biggest payment in may and how much",  # the time asked before the amount
])
def test_near_misses_stay_refused(question: str) -> None:
    assert read(question, AS_OF).unplaced, question


@pytest.mark.parametrize(("question", "plain", "note"), [
    ("how many payments under half a cent", "how many payments under 0.005 usdc",
     "read 'half a cent' as 0.005 USDC"),
    ("vol above 50c", "vol above 50 cents", "read '50c' as 50 cents"),
    ("more than a hundred times", "more than 100 times", "read 'a hundred' as 100"),
    ("two hundred and fifty usdc", "250 usdc", "read 'two hundred and fifty' as 250"),
    ("whales = txs above 100 usd. how many of them?", "how many txs above 100 usd?",
     "read 'whales' as 'txs above 100 usd'"),
])
def test_what_was_read_is_noted(question: str, plain: str, note: str) -> None:
    assert plain_register(question, AS_OF) == (plain, [note])


@pytest.mark.parametrize("question", [
    "payments to 0x00b7a62630929dbaee349c173d4070e5fdb8e482 in may",  # hex digits, not cents
    "which one had the most payments", "top 3 payers", "how many unique payers",
])
def test_plain_words_are_left_alone(question: str) -> None:
    assert plain_register(question, AS_OF) == (question, [])


def _plan(*kinds: str, sides: int = 0) -> Plan:
    return Plan(measures=[Measure(k) for k in kinds], filters=Filters(),
                sides=[("", Filters())] * sides)


@pytest.mark.parametrize(("text", "plan", "dropped"), [
    ("how much did it receive, and how much did it pay out", _plan("sum"), True),
    ("how many payments in total and how many per day", _plan("per_day_count"), True),
    ("how many payers made their first-ever payai payment", _plan("first"), True),
    ("how many times larger was may than april", _plan("sum", sides=2), True),
    ("was may 3x bigger than april", _plan("sum", sides=2), True),
    ("how many payments and how much volume", _plan("count", "sum"), False),
    ("how much in april and how much in may", _plan("sum", sides=2), False),
    ("how many payments and when was the first", _plan("count", "first"), False),
    ("how much was the largest payment", _plan("max"), False),
    ("coinbase transactions in may, and vol", _plan("sum"), True),
    ("transactions in may and vol", _plan("count", "sum"), False),
    ("vol of transactions in may and april", _plan("sum", sides=2), False),
])
def test_every_ask_has_a_figure(text: str, plan: Plan, dropped: bool) -> None:
    assert bool(unanswered_asks(text, plan)) is dropped
