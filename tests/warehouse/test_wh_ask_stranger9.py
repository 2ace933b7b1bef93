"""The ninth stranger batch (``tests/data/ask_stranger9.jsonl``) and the kinds of question
issue #16's round ha3 taught the planner: exact values against hand SQL.

64 questions over 32 shapes, written and committed (c1f81e1) before any planner change of
the round and before any of them was run through the planner. The ``dev9`` shapes were
scored and tuned on (each is checked here one by one); the ``heldout9`` shapes were scored
once on the unchanged code and once at the end, as a whole:

- before (main at 772ec93): heldout9 17/32 right, 15 refused unpaid, 0 charged wrong;
  dev9 22/32, 10 refused, 0 charged wrong;
- after (dfb3fb7, the end of the round): heldout9 29/32 right (0.906), 3 refused unpaid,
  0 charged wrong; dev9 32/32. Its misses were not read, so the half is still held out.

New kinds (each with a reading test and an exact-value test below): an hour window up to
the newest settlement ("the last 24 hours"), figures over the days (median daily volume,
daily active payers on average, DAU), a ratio of two measures, first-time payers or
recipients, a series over "each of the last N months/weeks/days", the busiest hour of the
day, a "typical" payment (the median), and asides in a clause of their own.
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend, Result
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.reading import read
from tests.warehouse.figures import assert_probe, fac, outcome, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
SET = Path(__file__).resolve().parents[1] / "data" / "ask_stranger9.jsonl"
ITEMS = [json.loads(line) for line in SET.read_text().splitlines() if line.strip()]
DEV = [x for x in ITEMS if x["split"] == "dev9"]
HELD_OUT = [x for x in ITEMS if x["split"] == "heldout9"]
S = "FROM settlements WHERE "
PA = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
RA = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
MAY = ts("2026-05-01", "2026-06-01")
DAY = "CAST(timestamp AS DATE)"
MONTH = "date_trunc('month', timestamp)"
WEEK = "date_trunc('week', timestamp)"


def hours(n: int) -> str:
    """The ``n`` hours up to the newest settlement."""
    return f"timestamp > (SELECT max(timestamp) FROM settlements) - INTERVAL {n} HOUR"


def window(n: int, back: int = 0) -> str:
    """The ``n`` hours that end ``back`` hours before the newest settlement."""
    newest = "(SELECT max(timestamp) FROM settlements)"
    return (f"timestamp > {newest} - INTERVAL {n + back} HOUR AND timestamp <= {newest} - "
            f"INTERVAL {back} HOUR")


def over(measure: str, where: str, agg: str = "avg") -> str:
    """``agg`` over the days with settlements of each day's ``measure``."""
    return f"SELECT {agg}(m) FROM (SELECT {DAY} AS d, {measure} AS m {S}{where} GROUP BY 1)"


def firsts(role: str, start: str, end: str) -> str:
    """The payers (recipients) whose first settlement ever is in ``[start, end)``."""
    return (f"SELECT {role} FROM settlements GROUP BY 1 HAVING min(timestamp) >= TIMESTAMPTZ "
            f"'{start} 00:00:00+00' AND min(timestamp) < TIMESTAMPTZ '{end} 00:00:00+00'")


def _run(duck: DuckDBBackend) -> Any:
    def run(sql: str) -> Result:
        return duck.run(check(sql))
    return run


def test_the_batch_is_split_by_shape() -> None:
    shapes: dict[str, set[str]] = {}
    for x in ITEMS:
        shapes.setdefault(x["shape"], set()).add(x["split"])
    assert len(ITEMS) >= 60 and len(shapes) >= 30 and all(len(s) == 1 for s in shapes.values())
    assert {x["split"] for x in ITEMS} == {"dev9", "heldout9"}
    assert len(DEV) == len(HELD_OUT) and sum(1 for x in ITEMS if x.get("refuse")) >= 4


@pytest.mark.parametrize("item", DEV, ids=[x["id"] for x in DEV])
def test_dev_question(item: dict[str, Any], duck: DuckDBBackend, raw: Any) -> None:
    assert outcome(item, duck, raw, AS_OF) == "right", item["question"]


#: my own probes of the new kinds (none is a heldout9 question)
PROBES: list[tuple[str, list[str]]] = [
    # an hour window runs back from the newest settlement, on every path
    ("volume in the last 12 hours", [f"SELECT sum(amount) {S}{hours(12)}"]),
    ("how many payments in the past hour", [f"SELECT count(*) {S}{hours(1)}"]),
    ("largest payment in the last 72 hours", [f"SELECT max(amount) {S}{hours(72)}"]),
    ("top 3 recipients by volume over the past 36 hrs",
     [f"SELECT recipient, count(*), sum(amount) AS v {S}{hours(36)} GROUP BY 1 "
      "ORDER BY v DESC, recipient LIMIT 3"]),
    (f"how many payments did {PA} make in the last 96 hours",
     [f"SELECT count(*) {S}{hours(96)} AND payer = '{PA}'"]),
    ("coinbase volume in the last 24 hours",
     [f"SELECT sum(amount) {S}{hours(24)} AND {fac('coinbase')}"]),
    # figures over the days: the average or median of each day's figure
    ("DAU in april 2026", [over("count(DISTINCT payer)", APR)]),
    ("average daily active recipients in march 2026", [over("count(DISTINCT recipient)", MAR)]),
    ("median daily active payers in may 2026", [over("count(DISTINCT payer)", MAY, "median")]),
    ("average number of unique payers per day in march 2026",
     [over("count(DISTINCT payer)", MAR)]),
    ("average daily active payers through coinbase in april 2026",
     [over("count(DISTINCT payer)", f"{APR} AND {fac('coinbase')}")]),
    ("median daily volume in march 2026", [over("sum(amount)", MAR, "median")]),
    ("median number of settlements per day in april 2026", [over("count(*)", APR, "median")]),
    ("median daily volume of payments over 1 usdc in may 2026",
     [over("sum(amount)", f"{MAY} AND amount > 1", "median")]),
    # a ratio of two measures (volume to payments is the average payment)
    ("ratio of payers to recipients in april 2026",
     [f"SELECT count(DISTINCT payer) / count(DISTINCT recipient) {S}{APR}"]),
    ("the recipients-to-payers ratio for march 2026",
     [f"SELECT count(DISTINCT recipient) / count(DISTINCT payer) {S}{MAR}"]),
    ("what's the ratio of volume to the number of payments in may 2026",
     [f"SELECT avg(amount) {S}{MAY}"]),
    ("volume divided by unique payers in april 2026",
     [f"SELECT sum(amount) / count(DISTINCT payer) {S}{APR}"]),
    # first-time payers and recipients: their first settlement ever falls in the period
    ("how many first-time payers were there in april 2026",
     [f"SELECT count(*) FROM ({firsts('payer', '2026-04-01', '2026-05-01')})"]),
    ("new recipients in march 2026",
     [f"SELECT count(*) FROM ({firsts('recipient', '2026-03-01', '2026-04-01')})"]),
    ("total spent by first-time buyers in march 2026",
     [f"SELECT sum(amount) {S}{MAR} AND payer IN ({firsts('payer', '2026-03-01', '2026-04-01')})"]),
    ("number of payers who paid for the first time in may 2026",
     [f"SELECT count(*) FROM ({firsts('payer', '2026-05-01', '2026-06-01')})"]),
    # each of the last N units: a series ("full": whole units before the current one)
    ("payment count in each of the last 3 full months",
     [f"SELECT count(*) {S}{ts('2026-03-01', '2026-06-01')} GROUP BY {MONTH} ORDER BY {MONTH}"]),
    ("volume in each of the last 3 months",
     [f"SELECT sum(amount) {S}{ts('2026-04-01', '2026-06-04')} GROUP BY {MONTH} "
      f"ORDER BY {MONTH}"]),
    ("unique payers in each of the last 2 full weeks",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-05-18', '2026-06-01')} GROUP BY {WEEK} "
      f"ORDER BY {WEEK}"]),
    ("payments in each of the last 5 days",
     [f"SELECT count(*) {S}{ts('2026-05-30', '2026-06-04')} GROUP BY {DAY} ORDER BY {DAY}"]),
    # the busiest hour of the day; a typical payment is the median
    ("which hour of the day is the busiest in april 2026?",
     [f"SELECT hour(timestamp) AS h, count(*) AS c {S}{APR} GROUP BY 1 ORDER BY c DESC, h "
      "LIMIT 1"]),
    ("typical payment amount in march 2026", [f"SELECT median(amount) {S}{MAR}"]),
    ("how big is a typical transaction", ["SELECT median(amount) FROM settlements"]),
    # terse windows, other words for the new kinds, whole months beside a monthly grain
    ("24h volume", [f"SELECT sum(amount) {S}{hours(24)}"]),
    ("rolling 48 hour payment count", [f"SELECT count(*) {S}{hours(48)}"]),
    ("how many new paying wallets in march 2026",
     [f"SELECT count(*) FROM ({firsts('payer', '2026-03-01', '2026-04-01')})"]),
    ("monthly volume over the last 3 months",
     [f"SELECT sum(amount) {S}{ts('2026-04-01', '2026-06-04')} GROUP BY {MONTH} "
      f"ORDER BY {MONTH}"]),
    ("weekly unique payers for the last 4 full weeks",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-05-04', '2026-06-01')} GROUP BY {WEEK} "
      f"ORDER BY {WEEK}"]),
    ("what time of day is busiest",
     ["SELECT hour(timestamp) AS h, count(*) AS c FROM settlements GROUP BY 1 "
      "ORDER BY c DESC, h LIMIT 1"]),
    # an hour window against the same hours just before it
    ("volume over the last 24 hours compared to the previous 24 hours",
     [f"SELECT sum(amount) {S}{window(24)}", f"SELECT sum(amount) {S}{window(24, 24)}"]),
    ("payments in the past 12h vs the previous 12h",
     [f"SELECT count(*) {S}{window(12)}", f"SELECT count(*) {S}{window(12, 12)}"]),
    ("unique payers in the last 6 hours vs the 6 hours before",
     [f"SELECT count(DISTINCT payer) {S}{window(6)}",
      f"SELECT count(DISTINCT payer) {S}{window(6, 6)}"]),
    ("volume in the last 24 hours vs the previous day",
     [f"SELECT sum(amount) {S}{window(24)}", f"SELECT sum(amount) {S}{window(24, 24)}"]),
    # a per-day average over an hour window divides by its hours / 24 (not by 3 days)
    ("average daily volume over the last 48 hours", [f"SELECT sum(amount) / 2 {S}{hours(48)}"]),
    ("avg payments per day in the past 72 hours", [f"SELECT count(*) / 3 {S}{hours(72)}"]),
    # a figure over days or a ratio beside other figures: every one of them, in order
    ("DAU and total volume for may 2026",
     [over("count(DISTINCT payer)", MAY), f"SELECT sum(amount) {S}{MAY}"]),
    ("median daily volume and average payment in april 2026",
     [over("sum(amount)", APR, "median"), f"SELECT avg(amount) {S}{APR}"]),
    ("payments and the payers-to-recipients ratio in march 2026",
     [f"SELECT count(*), count(DISTINCT payer) / count(DISTINCT recipient) {S}{MAR}"]),
    ("how many unique payers do we get per day on average in may 2026",
     [over("count(DISTINCT payer)", MAY)]),
    ("typical daily volume in april 2026", [over("sum(amount)", APR, "median")]),
    ("first-time payers in march 2026 and what they spent in total",
     [f"SELECT count(DISTINCT payer), sum(amount) {S}{MAR} AND payer IN "
      f"({firsts('payer', '2026-03-01', '2026-04-01')})"]),
    # "the previous day/month" after a period is the one before it (was: the data's last day)
    ("payments yesterday vs the previous day",
     [f"SELECT count(*) {S}{ts('2026-06-02', '2026-06-03')}",
      f"SELECT count(*) {S}{ts('2026-06-01', '2026-06-02')}"]),
    ("volume in may 2026 vs the previous month", [f"SELECT sum(amount) {S}{MAY}",
                                                  f"SELECT sum(amount) {S}{APR}"]),
    # a clause about the asker, not the data, is set aside
    ("quick one - how many payments in april 2026?", [f"SELECT count(*) {S}{APR}"]),
    ("total volume in may 2026, thanks a bunch!", [f"SELECT sum(amount) {S}{MAY}"]),
    ("how many unique payers in march 2026? need it asap for the board meeting",
     [f"SELECT count(DISTINCT payer) {S}{MAR}"]),
    ("hi there - for my investor deck: median payment in april 2026",
     [f"SELECT median(amount) {S}{APR}"]),
]


@pytest.mark.parametrize("address_index", [True, False], ids=["address-rollup", "scan"])
@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q[:50] for q, _ in PROBES])
def test_probe_is_answered_exactly(question: str, sql: list[str], address_index: bool,
                                   duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index)


@pytest.mark.parametrize(("question", "kinds", "said"), [
    ("payments in the last 24 hours", ["count"], "24 hours"),
    ("DAU in may 2026", ["over_days"], "read 'DAU' as the daily active payers"),
    ("median daily payments in may 2026", ["over_days"], ""),
    ("payers to recipients ratio in may 2026", ["ratio"], ""),
    ("ratio of volume to payments in may 2026", ["avg"], "as the average payment"),
    ("typical payment size last week", ["median"], "read 'typical' as the median"),
    ("first-time payers in may 2026", ["distinct_payer"], "first-time payers"),
    ("volume in each of the last 2 full months", ["sum"], "one figure per month from "
     "2026-04-01 to 2026-05-31"),
    ("volume last week - thanks a lot!", ["sum"], "set aside 'thanks a lot'"),
])
def test_the_plan_reads_the_new_kinds(question: str, kinds: list[str], said: str) -> None:
    plan = read(question, AS_OF)
    assert not plan.unplaced and [m.kind for m in plan.measures] == kinds, plan
    assert said in " ".join(plan.understood) + (plan.filters.period.label
                                                if plan.filters.period else "")


def test_the_hour_window_is_said_and_ends_at_the_newest_settlement(duck: DuckDBBackend,
                                                                     raw: Any) -> None:
    planned = answer_question("payments in the last 24 hours", _run(duck), AS_OF, HELD)
    newest = raw.one("SELECT strftime(max(timestamp), '%Y-%m-%d %H:%M:%S') FROM settlements")
    assert f"through {newest} UTC" in planned.interpretation
    assert "the last 24 hours up to the newest settlement" in planned.interpretation
    day = raw.one(f"SELECT count(*) {S}{ts('2026-06-03', '2026-06-04')}")
    assert planned.figures[0] != day  # not the calendar day


def test_a_figure_over_days_says_so(duck: DuckDBBackend) -> None:
    planned = answer_question("median daily volume in april 2026", _run(duck), AS_OF, HELD)
    assert "median daily volume" in planned.interpretation
    assert "over the days with settlements" in planned.answer


@pytest.mark.parametrize("question", [
    # a clause with a word about the data, or one of scope, is never set aside
    "volume last week, in europe",
    "volume in may 2026, for a single recipient",
    "payments in march 2026, germany please",
    "for a client in germany: volume in may 2026",
    "how many payments last week? thanks, excluding bots",
    "hey, how many payments yesterday from iphone users?",
    "quick one: how many refunds in may 2026",
    "how many payments in the last 24 hours in europe",
    "first-time payers in may 2026 who came from twitter",
    # "new customers" may mean sign-ups; "payers per recipient" is a per-group count
    "average ticket size of new customers in may 2026",
    "how many payers per recipient in may 2026",
    "number of unique buyers by merchant in april 2026",
    # an hour window against a unit of another length (was: the same window twice)
    "volume in the last 48 hours vs the previous day",
    # a figure over days or a ratio broken down by a group (was: the breakdown dropped)
    "median daily volume by facilitator in may 2026",
    "payers to recipients ratio by month in 2026",
    "DAU per week in may 2026",
    "median daily volume in the last 48 hours",  # part days at both ends
    # an hour window is no part of a month, nor of an address's history (whole days)
    "how many payments in the last 24 hours of april 2026",
    f"payments in the past 24 hours to {RA}",
    # first ever, or first with that merchant (facilitator)?
    f"first-time payers of {RA} in may 2026",
    "new payers via coinbase in may 2026",
    # each month's own first-timers are no breakdown of the period's; a part of a month
    "count of new buyers each month in 2026",
    "how many payments in the first 24 hours of may 2026",
    # a ratio or a figure over days of a column the plan has no measure for
    "ratio of payments to gas used in may 2026",
    "median daily gas price in april 2026",
    "dau of the mobile app in may 2026",
])
def test_an_unplaced_clause_is_still_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, _run(duck), AS_OF, HELD)


#: scored once at the end of the round (dfb3fb7): 29/32 right, 3 refused unpaid, 0 charged
#: wrong; the floor guards regressions only
HELD_OUT_RIGHT_FLOOR = 29


@pytest.mark.parametrize("address_index", [True, False], ids=["address-rollup", "scan"])
def test_held_out_half(duck: DuckDBBackend, raw: Any, address_index: bool) -> None:
    """The heldout9 half as a whole (its misses unread): no charged wrong answer, and no
    fewer right than when it was scored."""
    results = [outcome(x, duck, raw, AS_OF, address_index) for x in HELD_OUT]
    assert results.count("wrong") == 0 and results.count("right") >= HELD_OUT_RIGHT_FLOOR, (
        results.count("right"), results.count("wrong"))
