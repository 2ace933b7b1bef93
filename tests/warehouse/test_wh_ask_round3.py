"""Kinds of /ask question round ha5 taught the planner (from the kinds of the refusals in a
fresh stranger set, in my own words): exact values against hand SQL on both address paths.

"year to date" said with spaces, "micro-payments" with a threshold said, a facilitator
"routed via" / "routed through", "typical (average)" and "the payment 0x... sends",
weekday names before ISO days, "weekends (sat+sun)", two periods "side by side".
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend, Result
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
S = "FROM settlements WHERE "
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
PA = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
YTD = ts("2026-01-01", "2026-06-04")


def _run(duck: DuckDBBackend) -> Any:
    def run(sql: str) -> Result:
        return duck.run(check(sql))
    return run


PROBES: list[tuple[str, list[str]]] = [
    # "year to date" with spaces is the year so far, not all time
    ("median x402 ticket size year to date", [f"SELECT median(amount) {S}{YTD}"]),
    ("how many settlements year to date", [f"SELECT count(*) {S}{YTD}"]),
    # "micro-payments" with a threshold said: the threshold is all "micro" means
    ("how many micro-payments under 1 cent in may 2026",
     [f"SELECT count(*) {S}{MAY} AND amount < 0.01"]),
    ("volume of micropayments below $0.05 in april 2026",
     [f"SELECT sum(amount) {S}{APR} AND amount < 0.05"]),
    # a facilitator "routed via" / "routed through"
    ("number of payments ever routed via x402rs facilitators",
     [f"SELECT count(*) {S}{fac('x402rs')}"]),
    ("volume routed through x402rs in may 2026",
     [f"SELECT sum(amount) {S}{MAY} AND {fac('x402rs')}"]),
    # the measure said in parentheses beats "typical" as the median; "the payment 0x... sends"
    (f"what is the typical (average) payment {PA} sends? all time",
     [f"SELECT avg(amount) {S}payer = '{PA}'"]),
    (f"the usual (mean) transfer {PA} makes in may 2026",
     [f"SELECT avg(amount) {S}{MAY} AND payer = '{PA}'"]),
    # weekday names before ISO days, when they are those days' own
    ("volume for the week Monday 2026-05-18 through Sunday 2026-05-24",
     [f"SELECT sum(amount) {S}{ts('2026-05-18', '2026-05-25')}"]),
    ("unique payers for the week monday, 2026-04-06 to sunday 2026-04-12",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-04-06', '2026-04-13')}"]),
    # "weekends (sat+sun)": the clarification is what a weekend is
    ("how much usdc settled on weekends (Sat+Sun) in may 2026?",
     [f"SELECT sum(amount) {S}{MAY} AND isodow(timestamp) IN (6, 7)"]),
    ("number of payments on weekends (saturdays and sundays) in april 2026",
     [f"SELECT count(*) {S}{APR} AND isodow(timestamp) IN (6, 7)"]),
    # two periods "side by side": each one's figure, in the order asked
    ("settlement counts for april 2026 and may 2026, side by side",
     [f"SELECT count(*) {S}{APR}", f"SELECT count(*) {S}{MAY}"]),
]


@pytest.mark.parametrize("address_index", [True, False], ids=["address-rollup", "scan"])
@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q[:50] for q, _ in PROBES])
def test_probe_is_answered_exactly(question: str, sql: list[str], address_index: bool,
                                   duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index)


@pytest.mark.parametrize("question", [
    "how many micro-payments in may 2026",  # no threshold: what is "micro"?
    "volume routed via the moon in may 2026",
    "volume for the week Tuesday 2026-05-18 through Sunday 2026-05-24",  # 05-18 is a Monday
])
def test_an_unplaced_clause_is_still_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, _run(duck), AS_OF, HELD)
