"""Kinds of /ask question issue #16's round ha4 taught the planner (from the kinds of the
refusals in a fresh set the lead scored, in my own words): exact values against hand SQL.

Clarifications that add nothing ("(both ends included)", "(as payer or recipient)", "on
either side"), an ordering instruction ("..., Q4 first") and a growth "from A to B" listed A
first, day ranges said with the month once ("from 3 to 9 march 2026") or as ISO days after
"the week", amounts said "sub-$1" or "sub-one-cent", a ranking said "with the highest
received volume", chatty context before the ask, "the very first settlement".
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend, Result
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
S = "FROM settlements WHERE "
PA = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
RA = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
Q4, Q1 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
EITHER = f"(payer = '{PA}' OR recipient = '{PA}')"


def _run(duck: DuckDBBackend) -> Any:
    def run(sql: str) -> Result:
        return duck.run(check(sql))
    return run


PROBES: list[tuple[str, list[str]]] = [
    # a range said inclusive is the whole days it names, both ends in
    ("volume from 2026-04-02 to 2026-04-08 (both ends included)",
     [f"SELECT sum(amount) {S}{ts('2026-04-02', '2026-04-09')}"]),
    ("number of payments between april 5 and april 11 2026, with both days inclusive",
     [f"SELECT count(*) {S}{ts('2026-04-05', '2026-04-12')}"]),
    # one address on either side: its settlements as payer or recipient
    (f"how many settlements involve {PA} (as payer or recipient) in may 2026",
     [f"SELECT count(*) {S}{MAY} AND {EITHER}"]),
    (f"total volume of settlements in which {PA} appears on either side",
     [f"SELECT sum(amount) {S}{EITHER}"]),
    (f"in how many payments did {PA} take part in april 2026",
     [f"SELECT count(*) {S}{APR} AND {EITHER}"]),
    (f"how many payments did {RA} make in may 2026, as recipient or payer",
     [f"SELECT count(*) {S}{MAY} AND (payer = '{RA}' OR recipient = '{RA}')"]),
    # day ranges: the month (and year) said once, ISO days after "the week"
    ("payment count from 3 to 9 march 2026",
     [f"SELECT count(*) {S}{ts('2026-03-03', '2026-03-10')}"]),
    ("volume between the 2nd and 16th may 2026",
     [f"SELECT sum(amount) {S}{ts('2026-05-02', '2026-05-17')}"]),
    ("unique payers for the week 2026-05-04 through 2026-05-10",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-05-04', '2026-05-11')}"]),
    ("average payment over the span 2026-03-01 to 2026-03-15",
     [f"SELECT avg(amount) {S}{ts('2026-03-01', '2026-03-16')}"]),
    # amounts in words
    ("volume of sub-$2 payments in april 2026", [f"SELECT sum(amount) {S}{APR} AND amount < 2"]),
    ("how many sub-cent settlements were there in may 2026",
     [f"SELECT count(*) {S}{MAY} AND amount < 0.01"]),
    ("count of sub-dollar payments in q1 2026", [f"SELECT count(*) {S}{Q1} AND amount < 1"]),
    ("how many sub-penny payments in may 2026", [f"SELECT count(*) {S}{MAY} AND amount < 0.01"]),
    ("volume of sub-5-cent payments in april 2026",
     [f"SELECT sum(amount) {S}{APR} AND amount < 0.05"]),
    # a ranking said with "the highest ... volume", after chatty context
    ("quick request: the 5 payers with the highest spend in april 2026",
     [f"SELECT payer, count(*), sum(amount) AS v {S}{APR} GROUP BY 1 ORDER BY v DESC, payer "
      "LIMIT 5"]),
    ("I'm putting together our investor update - what was total volume in may 2026?",
     [f"SELECT sum(amount) {S}{MAY}"]),
    # the very first (last) settlement ever
    ("when did the very last settlement happen?", ["SELECT max(timestamp) FROM settlements"]),
    ("when was the very first payment made?",
     ["SELECT min(timestamp) FROM settlements"]),
    ("the date of the most recent payment in april 2026",
     [f"SELECT max(timestamp) {S}{APR}"]),
    ("working on our quarterly board deck - unique recipients in may 2026",
     [f"SELECT count(DISTINCT recipient) {S}{MAY}"]),
    (f"how many times did {RA} appear as payer or recipient in q1 2026",
     [f"SELECT count(*) {S}{Q1} AND (payer = '{RA}' OR recipient = '{RA}')"]),
    # an address named in one sentence and "it" in the next: the verb says its side
    (f"we're auditing wallet {PA}. how much did it spend in may 2026?",
     [f"SELECT sum(amount) {S}{MAY} AND payer = '{PA}'"]),
    (f"I'm auditing {RA}. how many payments did it receive in april 2026?",
     [f"SELECT count(*) {S}{APR} AND recipient = '{RA}'"]),
    # two periods in the order asked: "..., Q4 first", and a growth "from A to B"
    ("unique payers in Q1 2026 and in Q4 2025 - Q4 first please",
     [f"SELECT count(DISTINCT payer) {S}{Q4}", f"SELECT count(DISTINCT payer) {S}{Q1}"]),
    ("payments in may 2026 and april 2026, apr first",
     [f"SELECT count(*) {S}{APR}", f"SELECT count(*) {S}{MAY}"]),
    ("how did the payment count change from Q4 2025 to Q1 2026? both numbers please",
     [f"SELECT count(*) {S}{Q4}", f"SELECT count(*) {S}{Q1}",
      f"SELECT 100.0 * (q1.c - q4.c) / q4.c FROM (SELECT count(*) AS c {S}{Q1}) q1, "
      f"(SELECT count(*) AS c {S}{Q4}) q4"]),
]


@pytest.mark.parametrize("address_index", [True, False], ids=["address-rollup", "scan"])
@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q[:50] for q, _ in PROBES])
def test_probe_is_answered_exactly(question: str, sql: list[str], address_index: bool,
                                   duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index)


def test_a_growth_with_both_totals_lists_them_as_named(
        duck: DuckDBBackend) -> None:
    planned = answer_question("how did volume change from april 2026 to may 2026? give me "
                              "both totals",
                              _run(duck), AS_OF, HELD)
    assert planned.answer.index("April 2026") < planned.answer.index("May 2026")
    assert "The second is" in planned.answer and "relative to the first" in planned.answer
    # both totals, the difference (later minus earlier), then the change in %
    april, may, difference, change = planned.figures[:4]
    assert difference == pytest.approx(may - april)
    assert change == pytest.approx(100.0 * (may - april) / april)


@pytest.mark.parametrize("question", [
    # an order naming no period asked, or a clause of scope beside the clarification
    "payments in may 2026 and april 2026, march first",
    f"how many settlements did {PA} take part in, in europe",
    "volume from 2026-04-02 to 2026-04-08 (both days excluded)",
    "count of sub-zero payments in may 2026",
    "the 3 recipients with the highest received volume growth in q1 2026",
    "the 3 payers with the highest volume payments in may 2026",  # the largest payments?
    # a request or an update is no payment (only "investor update", "dashboard request:")
    "how many requests in may 2026",
    "what is the date of the last day with payments",  # was: the last day's settlements
    # on both sides at once: payments to itself, no either-side count
    f"how many settlements have {PA} on both sides",
    "number of updates in april 2026",
    "how many of the days in may 2026 were included",
])
def test_an_unplaced_clause_is_still_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, _run(duck), AS_OF, HELD)
