"""Round ha9's probes in its own words (WHEN: periods): each kind the round reads, against hand
SQL, and the near misses that must stay refused (unpaid)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.sequences import between_sides, listed_change
from sextant.warehouse.planner.timephrases import PeriodOutOfRange
from tests.warehouse.figures import assert_probe, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
S = "FROM settlements WHERE "
MAR, APR, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-05-01", "2026-06-01"))
Q1, Q2 = ts("2026-01-01", "2026-04-01"), ts("2026-04-01", "2026-07-01")


def _two(what: str, a: str, b: str) -> list[str]:
    """Both periods' figures, then the later's minus the earlier's."""
    return [f"SELECT {what} {S}{a}", f"SELECT {what} {S}{b}",
            f"SELECT (SELECT {what} {S}{b}) - (SELECT {what} {S}{a})"]


PROBES = [
    # two periods listed with their difference: both, in the order said, then later - earlier
    ("from April to May 2026: april, may and the difference", _two("count(*)", APR, MAY)),
    ("from apr 2026 to may 2026 - apr, may and the difference in volume",
     _two("sum(amount)", APR, MAY)),
    ("payments in march and april 2026 and the difference", _two("count(*)", MAR, APR)),
    ("April 2026 volume, May 2026 volume, and the difference", _two("sum(amount)", APR, MAY)),
    ("q1 and q2 2026 payment counts and the delta", _two("count(*)", Q1, Q2)),
    ("what's the difference between april and may 2026 volume", _two("sum(amount)", APR, MAY)),
    ("difference in payments between q1 2026 and q2 2026", _two("count(*)", Q1, Q2)),
    # the change after a list is the second's relative to the first
    ("volume march vs april 2026 and the change",
     [f"SELECT sum(amount) {S}{MAR}", f"SELECT sum(amount) {S}{APR}",
      f"SELECT 100.0 * ((SELECT sum(amount) {S}{APR}) - (SELECT sum(amount) {S}{MAR})) / "
      f"(SELECT sum(amount) {S}{MAR})"]),
    # two periods weighed "between" each other are two figures, not one span
    ("compare volume between march and april 2026",
     [f"SELECT sum(amount) {S}{MAR}", f"SELECT sum(amount) {S}{APR}"]),
    ("how does the payment count differ between march and april",
     [f"SELECT count(*) {S}{MAR}", f"SELECT count(*) {S}{APR}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q for q, _ in PROBES])
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "volume in march, april and may and the difference",  # three periods: which difference?
    "volume between march and april 2026 and the difference",  # one span: no two sides
])
def test_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises((Unanswerable, PeriodOutOfRange)):
        answer_question(question, lambda s: duck.run(s), AS_OF, HELD, True)


def test_a_listed_difference_is_rewritten_once() -> None:
    assert listed_change("from april to may 2026: april, may and the difference") == (
        "change from april to may 2026, both totals", True)
    # the listed periods must be those of the span
    assert not listed_change("from april to may 2026: june, july and the difference")[1]
    assert between_sides("compare volume between march and april") == \
        "compare volume march vs april"
    assert between_sides("volume between march and april") == "volume between march and april"
