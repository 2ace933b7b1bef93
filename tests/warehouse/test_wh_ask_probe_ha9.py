"""Round ha9's probes in its own words (WHEN: periods): each kind the round reads, against hand
SQL, and the near misses that must stay refused (unpaid)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.sequences import between_sides, listed_change
from sextant.warehouse.planner.timephrases import PeriodOutOfRange
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
S = "FROM settlements WHERE "
MAR, APR, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-05-01", "2026-06-01"))
LAST_WEEK = ts("2026-05-25", "2026-06-01")
YDAY = ts("2026-06-02", "2026-06-03")
D12 = ts("2026-05-12", "2026-05-13")
Q4 = ts("2025-10-01", "2026-01-01")
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
    # "how much more/less": the difference in the direction said
    ("how many more payments were there in may than in april 2026",
     [f"SELECT (SELECT count(*) {S}{MAY}) - (SELECT count(*) {S}{APR})"]),
    ("how much less volume was there in april than in march 2026",
     [f"SELECT (SELECT sum(amount) {S}{MAR}) - (SELECT sum(amount) {S}{APR})"]),
    ("how much more volume did coinbase settle than payai in march 2026",
     [f"SELECT (SELECT sum(amount) {S}{MAR} AND {fac('coinbase')}) - "
      f"(SELECT sum(amount) {S}{MAR} AND {fac('payai')})"]),
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
    # a date that reads two ways, settled by what follows it
    ("volume on 05/12/2026 (that's May 12)", [f"SELECT sum(amount) {S}{D12}"]),
    ("how many payments on 05/12/2026, i.e. the 12th of may", [f"SELECT count(*) {S}{D12}"]),
    ("payments on 12/05 (dd/mm)", [f"SELECT count(*) {S}{D12}"]),
    ("payments on 05/12/2026 (Tuesday, May 12)", [f"SELECT count(*) {S}{D12}"]),
    ("settlements from 05/04/2026 to 05/12/2026 (US dates)",
     [f"SELECT count(*) {S}{ts('2026-05-04', '2026-05-13')}"]),
    ("settlements from 03/04/2026 to 05/04/2026 (dates are dd/mm)",
     [f"SELECT count(*) {S}{ts('2026-04-03', '2026-04-06')}"]),
    # a restatement said month first, or opened with "that's"
    ("volume on 2026-05-13 (May 13)", [f"SELECT sum(amount) {S}{ts('2026-05-13', '2026-05-14')}"]),
    ("volume on 13/05/2026 (that's May 13)",
     [f"SELECT sum(amount) {S}{ts('2026-05-13', '2026-05-14')}"]),
    # a worded restatement of the period, checked against it
    ("how many payments were there in March 2026 (that is, from March 1 through March 31, "
     "2026, in UTC)?", [f"SELECT count(*) {S}{MAR}"]),
    ("total usdc settled in april 2026 (the calendar month, utc)",
     [f"SELECT sum(amount) {S}{APR}"]),
    ("Last month, i.e. May 2026, what was the volume?", [f"SELECT sum(amount) {S}{MAY}"]),
    ("in Q4 2025 (October 1 to December 31, 2025 inclusive), how many settlements?",
     [f"SELECT count(*) {S}{Q4}"]),
    # informal period and change words
    ("total volume in calendar 2025", [f"SELECT sum(amount) {S}{ts('2025-01-01', '2026-01-01')}"]),
    ("txns last mo", [f"SELECT count(*) {S}{MAY}"]),
    ("volume and # of payments last mo",
     [f"SELECT sum(amount) {S}{MAY}", f"SELECT count(*) {S}{MAY}"]),
    ("payment count % chg q4 2025 -> q1 2026",
     [f"SELECT count(*) {S}{Q1}", f"SELECT count(*) {S}{Q4}",
      f"SELECT 100.0 * ((SELECT count(*) {S}{Q1}) - (SELECT count(*) {S}{Q4})) / "
      f"(SELECT count(*) {S}{Q4})"]),
    ("volume % change mar to apr 2026",
     [f"SELECT 100.0 * ((SELECT sum(amount) {S}{APR}) - (SELECT sum(amount) {S}{MAR})) / "
      f"(SELECT sum(amount) {S}{MAR})"]),
    # month over month, week over week, quarter over quarter: against the unit before
    ("payments MoM for april 2026",
     [f"SELECT count(*) {S}{APR}", f"SELECT count(*) {S}{MAR}",
      f"SELECT 100.0 * ((SELECT count(*) {S}{APR}) - (SELECT count(*) {S}{MAR})) / "
      f"(SELECT count(*) {S}{MAR})"]),
    ("WoW % change in volume, last wk",
     [f"SELECT 100.0 * ((SELECT sum(amount) {S}{LAST_WEEK}) - (SELECT sum(amount) {S}"
      f"{ts('2026-05-18', '2026-05-25')})) / (SELECT sum(amount) {S}"
      f"{ts('2026-05-18', '2026-05-25')})"]),
    ("quarter-over-quarter growth in settlements for q1 2026",
     [f"SELECT count(*) {S}{Q1}", f"SELECT count(*) {S}{Q4}"]),
    ("vol may vs apr 2026 (MoM %)",
     [f"SELECT sum(amount) {S}{MAY}", f"SELECT sum(amount) {S}{APR}"]),
    ("volume last qtr vs the prev qtr",
     [f"SELECT sum(amount) {S}{Q1}", f"SELECT sum(amount) {S}{Q4}"]),
    ("the number of settlements over the course of march 2026", [f"SELECT count(*) {S}{MAR}"]),
    ("looking only at april 2026, what was the median payment?",
     [f"SELECT median(amount) {S}{APR}"]),
    ("payments in the past 30 days (through today)",
     [f"SELECT count(*) {S}{ts('2026-05-05', '2026-06-04')}"]),
    ("volume ytd (2026-01-01 through 2026-06-03)",
     [f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-06-04')}"]),
    ("volume in december of 2025", [f"SELECT sum(amount) {S}{ts('2025-12-01', '2026-01-01')}"]),
    ("payments in the week ending may 31 2026", [f"SELECT count(*) {S}{LAST_WEEK}"]),
    # a span of months said without "from"; three or more periods listed, one figure each
    ("volume jan-mar 2026", [f"SELECT sum(amount) {S}{Q1}"]),
    ("payments march to may 2026", [f"SELECT count(*) {S}{ts('2026-03-01', '2026-06-01')}"]),
    ("payment counts in march, april and may 2026 respectively",
     [f"SELECT count(*) {S}{MAR}", f"SELECT count(*) {S}{APR}", f"SELECT count(*) {S}{MAY}"]),
    ("txns oct vs nov vs dec 2025",
     [f"SELECT count(*) {S}{ts(f'2025-{a}-01', f'{b}-01')}"
      for a, b in (("10", "2025-11"), ("11", "2025-12"), ("12", "2026-01"))]),
    # more ways to name days
    ("payments since the start of q2", [f"SELECT count(*) {S}{ts('2026-04-01', None)}"]),
    ("payments 3 days ago", [f"SELECT count(*) {S}{ts('2026-05-31', '2026-06-01')}"]),
    ("volume in the past 2 calendar months",
     [f"SELECT sum(amount) {S}{ts('2026-04-01', '2026-06-01')}"]),
    ("payments in the last 3 full weeks", [f"SELECT count(*) {S}{ts('2026-05-11', '2026-06-01')}"]),
    ("payments over the weekend of may 23 2026",
     [f"SELECT count(*) {S}{ts('2026-05-23', '2026-05-25')}"]),
    ("volume in q4 of last year", [f"SELECT sum(amount) {S}{Q4}"]),
    ("volume in the first quarter of this year", [f"SELECT sum(amount) {S}{Q1}"]),
    ("payments in the most recent complete week", [f"SELECT count(*) {S}{LAST_WEEK}"]),
    ("payments march 1\u201331, 2026", [f"SELECT count(*) {S}{MAR}"]),
    ("volume from 01/03/2026 to 31/03/2026", [f"SELECT sum(amount) {S}{MAR}"]),
    ("payments 2026-03-01 \u2192 2026-03-31", [f"SELECT count(*) {S}{MAR}"]),
    ("payments in the 7 days to 2026-05-31", [f"SELECT count(*) {S}{LAST_WEEK}"]),
    # analysts' shorthand
    ("vol L30D", [f"SELECT sum(amount) {S}{ts('2026-05-05', '2026-06-04')}"]),
    ("txns 7d", [f"SELECT count(*) {S}{ts('2026-05-28', '2026-06-04')}"]),
    ("txns over the last 7 days incl. today",
     [f"SELECT count(*) {S}{ts('2026-05-28', '2026-06-04')}"]),
    ("txns 2026 ytd", [f"SELECT count(*) {S}{ts('2026-01-01', '2026-06-04')}"]),
    ("vol Q1'26", [f"SELECT sum(amount) {S}{Q1}"]),
    ("vol 2H25", [f"SELECT sum(amount) {S}{ts('2025-07-01', '2026-01-01')}"]),
    # a period's ends said in words
    ("payments during the calendar month of april 2026", [f"SELECT count(*) {S}{APR}"]),
    ("payments for the period beginning 1 march 2026 and ending 31 march 2026",
     [f"SELECT count(*) {S}{MAR}"]),
    ("volume from the start of 2026 until now",
     [f"SELECT sum(amount) {S}{ts('2026-01-01', None)}"]),
    ("payments between the beginning of march and the end of april 2026",
     [f"SELECT count(*) {S}{ts('2026-03-01', '2026-05-01')}"]),
    ("payments through the end of 2025", [f"SELECT count(*) {S}{ts(None, '2026-01-01')}"]),
    ("volume up to and including 2026-03-31", [f"SELECT sum(amount) {S}{ts(None, '2026-04-01')}"]),
    ("over the entire history you hold, how many settlements?",
     ["SELECT count(*) FROM settlements"]),
    ("across everything in the warehouse, what is the total volume?",
     ["SELECT sum(amount) FROM settlements"]),
    # two periods kept apart by "separately" even beside "in total"
    ("what was the volume in total in march 2026 and, separately, in april 2026?",
     [f"SELECT sum(amount) {S}{MAR}", f"SELECT sum(amount) {S}{APR}"]),
    # rates per hour, week or month: the days held times 24, over 7, or whole months
    ("payments per hour yesterday", [f"SELECT count(*) / 24.0 {S}{YDAY}"]),
    ("how many settlements an hour on average in may 2026", [f"SELECT count(*) / 744.0 {S}{MAY}"]),
    ("hourly payment rate yesterday", [f"SELECT count(*) / 24.0 {S}{YDAY}"]),
    ("average volume per hour in the last 7 days",
     [f"SELECT sum(amount) / 168.0 {S}{ts('2026-05-28', '2026-06-04')}"]),
    ("average settlements per week in the last 28 days",
     [f"SELECT count(*) / 4.0 {S}{ts('2026-05-07', '2026-06-04')}"]),
    ("avg weekly volume from may 4 to may 31 2026",
     [f"SELECT sum(amount) / 4.0 {S}{ts('2026-05-04', '2026-06-01')}"]),
    ("average monthly volume in q1 2026", [f"SELECT sum(amount) / 3.0 {S}{Q1}"]),
    ("average number of payments per month from march to may 2026",
     [f"SELECT count(*) / 3.0 {S}{ts('2026-03-01', '2026-06-01')}"]),
    ("how many settlements a day in may 2026", [f"SELECT count(*) / 31.0 {S}{MAY}"]),
    ("how much volume a day in april 2026", [f"SELECT sum(amount) / 30.0 {S}{APR}"]),
    # a partial period's per-day figure divides by the days held (the label says which)
    ("average settlements per day in q2 2026", [f"SELECT count(*) / 64.0 {S}{Q2}"]),
    # a per-day figure defined in words
    ("average daily spend (total paid divided by the number of calendar days) in april 2026",
     [f"SELECT sum(amount) / 30 {S}{APR}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q for q, _ in PROBES])
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "volume in march, april and may and the difference",  # three periods: which difference?
    "volume between march and april 2026 and the difference",  # one span: no two sides
    "volume on 05/12/2026 (that's May 13)",  # neither reading
    "volume on 05/12/2026 (Wednesday, May 12)",  # May 12 2026 is a Tuesday
    "volume on 05/12/2026 (that's the 12th)",  # names no month
    "volume on 2026-05-13 (that's May 14)",  # another day
    "volume last week (that's May 25 to 30)",  # last week ends on the 31st
    "payments on 05/12/2026",  # still two readings
    "in Q4 2025 (October 1 to December 30, 2025 inclusive), how many settlements?",  # a day short
    "in Q4 2025 (October 1 to December 31, 2024), how many settlements?",  # another year
    "volume in april 2026 (the calendar quarter)",  # a month is no quarter
    "Last month, i.e. April 2026, what was the volume?",  # last month is May
    "average daily volume in april 2026 (total volume / number of payments)",  # another figure
    "average volume per month in 2026",  # June is held to the 3rd only: no whole months
    "average weekly volume in march 2026",  # 4.43 weeks, or the mean of five part weeks?
    "how many settlements per hour last week",  # each hour of the day, or the mean per hour?
    "YoY volume growth for may 2026",  # the same month a year before: not read
    # three months apart with a total said: their sum, or each? (a bare list of months that
    # meet gives each month's figure, then the whole span's: round ha58)
    "total volume in january, march and may 2026",
    "volume a week ago",  # that day, or that week?
    "payments over the weekend of may 22 2026",  # a Friday names no weekend
    "volume between 03/04/2026 and 05/04/2026",  # no date says which comes first
    "txns 2025 ytd",  # 2025 up to which day?
    "txns FY2025",  # which fiscal year?
    "payments in may 2026 (through today)",  # may ended before the data did
    "volume ytd (2026-01-01 through 2026-06-02)",  # ytd runs to 06-03
    "MoM change in volume",  # which month?
    "average payments per month ytd",
    "average payments per month in the last 24 hours",
])
def test_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises((Unanswerable, PeriodOutOfRange)):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)


def test_a_listed_difference_is_rewritten_once() -> None:
    assert listed_change("from april to may 2026: april, may and the difference") == (
        "change from april to may 2026, both totals", True)
    # the listed periods must be those of the span
    assert not listed_change("from april to may 2026: june, july and the difference")[1]
    assert between_sides("compare volume between march and april") == \
        "compare volume march vs april"
    assert between_sides("volume between march and april") == "volume between march and april"


def test_a_partial_period_says_the_days_held(duck: DuckDBBackend) -> None:
    planned = answer_question("average settlements per day in q2 2026",
                              lambda s: duck.run(check(s)), AS_OF, HELD, True)
    assert "the days held: 2026-04-01 to 2026-06-03, 64 days" in planned.interpretation


@pytest.mark.parametrize(("question", "kind"), [
    ("payments per week in may 2026", "count"),  # a weekly series, not a rate
    ("average payment size per hour yesterday", None),  # a size by hour: not read here
    ("hourly payments yesterday", None),
])
def test_not_a_rate(question: str, kind: str | None) -> None:
    from sextant.warehouse.planner.reading import read

    plan = read(question, AS_OF)
    assert not any(m.columns for m in plan.measures if m.kind.startswith("per_day"))
    if kind:
        assert plan.measures[0].kind == kind and plan.group == "week"
