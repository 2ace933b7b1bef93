"""The deterministic planner: question -> figures, checked against hand-written SQL.

The planner's own queries go through the guard and the DuckDB backend (using ``daily_stats``
where it can); the expected values come from plain SQL over the raw Parquet files, so the
time phrases, the block ranges and the daily rollup are all checked at once. The planner's
figures must hold every cell of the hand-written result, in order.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse import calibration
from sextant.warehouse.backends import DuckDBBackend, Result
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.reading import facilitator_names
from sextant.warehouse.planner.timephrases import PeriodOutOfRange
from tests.warehouse.figures import contains_in_order, ts

AS_OF = date(2026, 6, 3)
P = calibration.load().payers[0].address  # the heaviest real payer (active Oct-Nov 2025)
R = calibration.load().recipients[0].address
CB = "(" + ", ".join(f"'{a}'" for a in facilitator_names()["coinbase"]) + ")"
DD = "(" + ", ".join(f"'{a}'" for a in facilitator_names()["daydreams"]) + ")"


L7 = ts("2026-05-28", "2026-06-04")
L30 = ts("2026-05-05", "2026-06-04")
MAR = ts("2026-03-01", "2026-04-01")
APR = ts("2026-04-01", "2026-05-01")
NOV = ts("2025-11-01", "2025-12-01")
DEC = ts("2025-12-01", "2026-01-01")
SINCE_MAY = ts("2026-05-01")
Q1 = ts("2026-01-01", "2026-04-01")
Y2025 = ts("2025-01-01", "2026-01-01")
ALL = "TRUE"


def top(col: str, where: str, order: str, n: int) -> str:
    return (f"SELECT {col}, count(*) AS c, sum(amount) AS v FROM settlements WHERE {where} "
            f"GROUP BY {col} ORDER BY {order} DESC, {col} LIMIT {n}")


def daily(expr: str, where: str) -> str:
    return (f"SELECT CAST(timestamp AS DATE) AS d, {expr} FROM settlements WHERE {where} "
            "GROUP BY 1 ORDER BY 1")


def grain(g: str, expr: str, where: str) -> str:
    return (f"SELECT date_trunc('{g}', timestamp) AS p, {expr} FROM settlements WHERE {where} "
            "GROUP BY 1 ORDER BY 1")


CASES: list[tuple[str, str, list[str]]] = [
    # counts
    ("How many x402 settlements happened in the last 7 days?", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {L7}"]),
    ("How many payments were there in March 2026?", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {MAR}"]),
    ("number of settlements since May", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {SINCE_MAY}"]),
    ("How many settlements in total?", "aggregate", ["SELECT count(*) FROM settlements"]),
    ("count of transactions in Q1 2026", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {Q1}"]),
    ("how many settlements in 2025", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {Y2025}"]),
    ("How many settlements yesterday?", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-02', '2026-06-03')}"]),
    ("how many payments on 2026-02-14", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-02-14', '2026-02-15')}"]),
    ("how many settlements between 2026-01-10 and 2026-01-20", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-10', '2026-01-21')}"]),
    ("how many settlements in the past two weeks", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-06-04')}"]),
    ("how many settlements this month", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"]),
    ("how many settlements before 2025-10-01", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {ts(None, '2025-10-01')}"]),
    ("How many settlements did Coinbase facilitate in March 2026?", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {MAR} AND facilitator IN {CB}"]),
    (f"How many payments did {P} make in November 2025?", "aggregate",
     [f"SELECT count(*) FROM settlements WHERE {NOV} AND payer = '{P}'"]),
    # volumes
    ("What was the total USDC volume in March 2026?", "aggregate",
     [f"SELECT sum(amount) FROM settlements WHERE {MAR}"]),
    ("total volume in the last 30 days", "aggregate",
     [f"SELECT sum(amount) FROM settlements WHERE {L30}"]),
    ("how much USDC was paid since March 2026", "aggregate",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01')}"]),
    ("all-time volume", "aggregate", ["SELECT sum(amount) FROM settlements"]),
    ("volume settled by Daydreams in December 2025", "aggregate",
     [f"SELECT sum(amount) FROM settlements WHERE {DEC} AND facilitator IN {DD}"]),
    ("total volume in Q1 2026", "aggregate", [f"SELECT sum(amount) FROM settlements WHERE {Q1}"]),
    # medians, averages, extremes, uniques
    ("What is the median payment amount since May?", "aggregate",
     [f"SELECT median(amount) FROM settlements WHERE {SINCE_MAY}"]),
    ("median payment in March 2026", "aggregate",
     [f"SELECT median(amount) FROM settlements WHERE {MAR}"]),
    ("median settlement amount overall", "aggregate",
     ["SELECT median(amount) FROM settlements"]),
    ("average payment in the last week", "aggregate",
     [f"SELECT avg(amount) FROM settlements WHERE {L7}"]),
    ("mean payment size in 2025", "aggregate",
     [f"SELECT avg(amount) FROM settlements WHERE {Y2025}"]),
    (f"average payment by {P}", "aggregate",
     [f"SELECT avg(amount) FROM settlements WHERE payer = '{P}'"]),
    ("largest payment in April 2026", "aggregate",
     [f"SELECT max(amount) FROM settlements WHERE {APR}"]),
    ("smallest payment in the last 30 days", "aggregate",
     [f"SELECT min(amount) FROM settlements WHERE {L30}"]),
    ("how many unique payers in March 2026", "aggregate",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {MAR}"]),
    ("number of distinct recipients in the last 30 days", "aggregate",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {L30}"]),
    ("how many payers since May", "aggregate",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {SINCE_MAY}"]),
    # top N
    ("Top 5 recipients by volume in the last 30 days", "top",
     [top("recipient", L30, "v", 5)]),
    ("top 10 payers by number of payments in March 2026", "top",
     [top("payer", MAR, "c", 10)]),
    ("Top facilitators by number of settlements", "top", [top("facilitator", ALL, "c", 10)]),
    ("top 3 facilitators by volume in 2025", "top", [top("facilitator", Y2025, "v", 3)]),
    ("who are the biggest payers by volume since May", "top",
     [top("payer", SINCE_MAY, "v", 10)]),
    ("top 7 merchants in Q1 2026", "top", [top("recipient", Q1, "c", 7)]),
    ("most active buyers in the last 7 days", "top", [top("payer", L7, "c", 10)]),
    ("top 4 recipients by revenue in November 2025", "top", [top("recipient", NOV, "v", 4)]),
    ("top 20 payers all time by spend", "top", [top("payer", ALL, "v", 20)]),
    ("which facilitators settled the most in December 2025", "top",
     [top("facilitator", DEC, "c", 10)]),
    # one address
    (f"How much did {P} pay in 2025?", "aggregate",
     [f"SELECT sum(amount) FROM settlements WHERE {Y2025} AND payer = '{P}'"]),
    (f"Activity of {P} in 2025", "address",
     [f"SELECT count(*) FILTER (WHERE payer = '{P}'), sum(amount) FILTER (WHERE payer = '{P}'),"
      f" count(*) FILTER (WHERE recipient = '{P}'), sum(amount) FILTER (WHERE recipient = "
      f"'{P}'), min(timestamp), max(timestamp) FROM settlements WHERE {Y2025} AND "
      f"(payer = '{P}' OR recipient = '{P}')"]),
    (f"Payment history of {R}", "address",
     [f"SELECT block_number, timestamp, tx_hash, payer, recipient, amount, facilitator "
      f"FROM settlements WHERE payer = '{R}' OR recipient = '{R}' "
      "ORDER BY block_number DESC, log_index DESC LIMIT 10"]),
    (f"how much did {R} receive since May", "aggregate",
     [f"SELECT sum(amount) FROM settlements WHERE {SINCE_MAY} AND recipient = '{R}'"]),
    (f"total volume received by {R} in March 2026", "aggregate",
     [f"SELECT sum(amount) FROM settlements WHERE {MAR} AND recipient = '{R}'"]),
    # trends
    ("Daily settlement count in May 2026", "trend",
     [daily("count(*)", ts("2026-05-01", "2026-06-01"))]),
    ("daily volume in the last 7 days", "trend", [daily("sum(amount)", L7)]),
    ("daily median payment in the last 7 days", "trend", [daily("median(amount)", L7)]),
    ("daily unique payers in the last 7 days", "trend",
     [daily("count(DISTINCT payer)", L7)]),
    ("Monthly volume trend", "trend", [grain("month", "sum(amount)", ALL)]),
    ("monthly settlement count in 2025", "trend", [grain("month", "count(*)", Y2025)]),
    ("weekly payments since March 2026", "trend",
     [grain("week", "count(*)", ts("2026-03-01"))]),
    ("weekly median payment since march 2026", "trend",
     [grain("week", "median(amount)", ts("2026-03-01"))]),
    ("settlement trend over the last 30 days", "trend", [daily("count(*)", L30)]),
    ("daily Coinbase settlements in the last 7 days", "trend",
     [daily("count(*)", f"{L7} AND facilitator IN {CB}")]),
    # comparisons
    ("Compare March 2026 with April 2026", "compare",
     [f"SELECT count(*) FROM settlements WHERE {MAR}",
      f"SELECT count(*) FROM settlements WHERE {APR}"]),
    ("volume in November 2025 vs December 2025", "compare",
     [f"SELECT sum(amount) FROM settlements WHERE {NOV}",
      f"SELECT sum(amount) FROM settlements WHERE {DEC}"]),
    ("median payment March 2026 versus April 2026", "compare",
     [f"SELECT median(amount) FROM settlements WHERE {MAR}",
      f"SELECT median(amount) FROM settlements WHERE {APR}"]),
    ("settlements in the last 7 days compared with the previous 7 days", "compare",
     [f"SELECT count(*) FROM settlements WHERE {L7}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')}"]),
    # facilitator share
    ("What share of settlements went through Coinbase?", "share",
     [f"SELECT count(*) FILTER (WHERE facilitator IN {CB}), count(*), sum(amount) FILTER "
      f"(WHERE facilitator IN {CB}), sum(amount) FROM settlements"]),
    ("Daydreams percentage of volume in March 2026", "share",
     [f"SELECT count(*) FILTER (WHERE facilitator IN {DD}), count(*), sum(amount) FILTER "
      f"(WHERE facilitator IN {DD}), sum(amount) FROM settlements WHERE {MAR}"]),
    # first / last
    ("When was the first settlement ever?", "first_last",
     ["SELECT block_number, timestamp, tx_hash, payer, recipient, amount, facilitator FROM "
      "settlements ORDER BY block_number, log_index LIMIT 1"]),
    ("latest payment in March 2026", "first_last",
     ["SELECT block_number, timestamp, tx_hash, payer, recipient, amount, facilitator FROM "
      f"settlements WHERE {MAR} ORDER BY block_number DESC, log_index DESC LIMIT 1"]),
    (f"When was the last payment to {R}?", "first_last",
     ["SELECT block_number, timestamp, tx_hash, payer, recipient, amount, facilitator FROM "
      f"settlements WHERE recipient = '{R}' ORDER BY block_number DESC, log_index DESC "
      "LIMIT 1"]),
    (f"first payment from {P}", "first_last",
     ["SELECT block_number, timestamp, tx_hash, payer, recipient, amount, facilitator FROM "
      f"settlements WHERE payer = '{P}' ORDER BY block_number, log_index LIMIT 1"]),
    # busiest day
    ("Which day had the most settlements?", "peak_day",
     ["SELECT CAST(timestamp AS DATE) d, count(*) c, sum(amount) FROM settlements GROUP BY 1 "
      "ORDER BY c DESC, d LIMIT 1"]),
    ("busiest day by volume in March 2026", "peak_day",
     [f"SELECT CAST(timestamp AS DATE) d, count(*), sum(amount) v FROM settlements WHERE {MAR} "
      "GROUP BY 1 ORDER BY v DESC, d LIMIT 1"]),
    ("quietest day in the last 30 days", "peak_day",
     [f"SELECT CAST(timestamp AS DATE) d, count(*) c, sum(amount) FROM settlements WHERE {L30}"
      " GROUP BY 1 ORDER BY c ASC, d LIMIT 1"]),
]


def test_case_count() -> None:
    assert len(CASES) >= 60


@pytest.mark.parametrize(("question", "family", "expected"), CASES,
                         ids=[c[0][:60] for c in CASES])
def test_planner_matches_hand_written_sql(
    question: str, family: str, expected: list[str], duck: DuckDBBackend, raw: Any
) -> None:
    results: list[Result] = []

    def run(sql: str) -> Result:
        res = duck.run(check(sql))
        results.append(res)
        return res

    planned = answer_question(question, run, AS_OF)
    assert planned.family == family
    want = [cell for sql in expected for row in raw.rows(sql) for cell in row]
    assert want and contains_in_order(planned.figures, want), (
        [r.sql for r in results], planned.figures[:12], want[:12])
    assert planned.answer and planned.interpretation
    for r in results:  # every settlements query of the planner carries a block predicate
        if "FROM settlements" in r.sql:
            assert "block_number" in r.sql


def test_answer_text_says_relative_dates_are_anchored(duck: DuckDBBackend, raw: Any) -> None:
    planned = answer_question("How many settlements in the last 7 days?",
                              lambda s: duck.run(check(s)), AS_OF)
    n = raw.one(f"SELECT count(*) FROM settlements WHERE {L7}")
    assert f"{n:,}" in planned.answer and "as of the snapshot end 2026-06-03" in planned.answer


@pytest.mark.parametrize("question", [
    "what is the weather in Paris", "tell me a joke", "who won the world cup",
    "please drop all tables",
])
def test_unanswerable_questions_get_suggestions(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable) as info:
        answer_question(question, lambda s: duck.run(check(s)), AS_OF)
    assert "last 7 days" in str(info.value) and len(info.value.suggestions) >= 5



def test_a_typical_payers_total_is_not_answered_as_the_mean(duck: DuckDBBackend) -> None:
    """'typical' reads as the median; a median of per-payer totals is not planned, so it
    is refused, not answered with the average per payer."""
    with pytest.raises(Unanswerable) as info:
        answer_question("typical USDC a payer spent in april 2026",
                        lambda s: duck.run(check(s)), AS_OF)
    assert "average per payer" in str(info.value)
    planned = answer_question("average USDC a payer spent in april 2026",
                              lambda s: duck.run(check(s)), AS_OF)
    assert "per payer (average)" in planned.interpretation

def _held(raw: Any) -> tuple[date, date]:
    first, last = raw.rows("SELECT min(day), max(day) FROM daily_stats")[0]
    return date.fromisoformat(first), date.fromisoformat(last)


@pytest.mark.parametrize("question", [
    "how many settlements in the last 100000 years",  # OverflowError before issue 8
    "total volume over the past 99999999999 days",
    "how many payments on 2026-02-30",  # was silently answered over all time
    "how many settlements in 2019",  # was answered "0 x402 settlements in 2019"
    "median payment after 2099-01-01",
    "settlements before 1970-01-01",
])
def test_periods_outside_the_calendar_or_the_data_are_refused(
    question: str, duck: DuckDBBackend, raw: Any
) -> None:
    ran: list[str] = []

    def run(sql: str) -> Result:
        ran.append(sql)
        return duck.run(check(sql))

    with pytest.raises(PeriodOutOfRange):
        answer_question(question, run, AS_OF, _held(raw))
    assert ran == []  # refused before any query


def test_a_period_reaching_past_the_data_counts_what_is_held(
    duck: DuckDBBackend, raw: Any
) -> None:
    held = _held(raw)
    assert held[0] > date(2025, 1, 1) and held[1] == AS_OF
    planned = answer_question("how many settlements in the last 100 years",
                              lambda s: duck.run(check(s)), AS_OF, held)
    assert f"{raw.one('SELECT count(*) FROM settlements'):,} x402 settlements" in planned.answer
    planned = answer_question("how many settlements in 2025", lambda s: duck.run(check(s)),
                              AS_OF, held)
    n = raw.one(f"SELECT count(*) FROM settlements WHERE {Y2025}")
    assert planned.answer.startswith(f"{n:,} x402 settlements in 2025")


@pytest.mark.parametrize("role", ["payer", "recipient"])
def test_first_timers_from_the_rollup_are_those_of_the_scan(duck: DuckDBBackend,
                                                             role: str) -> None:
    """With ``address_daily`` covering the warehouse, who is first-time is read from it (a
    twentieth of the bytes at 132 M rows): the same addresses as the settlements scan."""
    from sextant.warehouse.planner.compile import first_time_query
    from sextant.warehouse.planner.timephrases import Period

    period = Period(date(2026, 3, 1), date(2026, 5, 1), "March and April 2026")
    last = int(duck.run(check("SELECT max(last_block) FROM daily_stats")).rows[0][0])
    rollup = first_time_query(role, period, last, rollup=True).sql(dialect="duckdb")
    scan = first_time_query(role, period, last).sql(dialect="duckdb")
    assert "address_daily" in rollup and "settlements" not in rollup
    got = {r[0] for r in duck.run(check(rollup)).rows}
    assert got and got == {r[0] for r in duck.run(check(scan)).rows}


@pytest.mark.parametrize(("question", "role", "start", "end"), [
    ("how many payers made their very first payment in april 2026?", "payer",
     "2026-04-01", "2026-05-01"),
    ("number of recipients that got their first ever settlement in march 2026", "recipient",
     "2026-03-01", "2026-04-01"),
])
def test_made_their_first_payment_is_a_first_time_count(duck: DuckDBBackend, raw: Any,
                                                        question: str, role: str, start: str,
                                                        end: str) -> None:
    """Not the row of the period's first payment: the number of first-timers."""
    n = raw.one(f"SELECT count(*) FROM (SELECT {role} FROM settlements GROUP BY 1 HAVING "
                f"min(timestamp) >= TIMESTAMPTZ '{start} 00:00:00+00' AND min(timestamp) < "
                f"TIMESTAMPTZ '{end} 00:00:00+00')")
    planned = answer_question(question, lambda s: duck.run(check(s)), AS_OF)
    assert planned.figures == [n] and "first-time" in planned.interpretation


@pytest.mark.parametrize("question", [
    "{a}: what has it sent and what has it received, all time?",
    "money in and out of {a} since the start",
])
def test_an_address_both_ways_gives_each_side(duck: DuckDBBackend, raw: Any,
                                              question: str) -> None:
    """Sent and received are two figures, not one total of the address's settlements."""
    a = raw.one("SELECT payer FROM settlements GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1")
    sent = raw.one(f"SELECT sum(amount) FROM settlements WHERE payer = '{a}'")
    got = raw.one(f"SELECT sum(amount) FROM settlements WHERE recipient = '{a}'")
    planned = answer_question(question.format(a=a), lambda s: duck.run(check(s)), AS_OF)
    assert sent and got and contains_in_order(planned.figures, [sent, got]), planned.figures
