# ruff: noqa: E501  (one question and its SQL per line reads best as data)
"""Writes ``ask_stranger9.jsonl``: a ninth batch of stranger /ask questions, with hand SQL.

    python tests/data/make_ask_stranger9.py

Written and committed before any planner change of its round (issue #16, brief ha3) and
before any of its questions was run through the planner; only the hand SQL was run, against
the test warehouse, to check that it parses and returns cells. About half the shapes are the
kinds the planner refused so far (an hour window, daily active payers, a ratio of two
measures, a median over days, first-time payers, a monthly series, hour of day, a "typical"
payment, an aside around the question); the rest are common shapes in a stranger's words.
Shapes alternate between ``dev9`` (scored and tuned on) and ``heldout9`` (scored once
before and once after the changes, as a whole) in the order written here.

Conventions: the newest data day 2026-06-03 is "today" and relative periods include it
("last 7 days" = 2026-05-28..06-03, "last 30 days" = 05-05..06-03, "last week" the calendar
week 05-25..31, "last month" May 2026). An hour window ("last 24 hours") runs back from the
newest settlement's timestamp. A ratio of volume to payments is the average payment; a
"typical" payment is the median; "daily active payers" are the distinct payers of a day,
averaged over the days of the period. ``"refuse": true`` marks a question the data cannot
answer (or one with a clause the data has no column for).
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).with_name("ask_stranger9.jsonl")

PA = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
PB = "0x90872f4f373fa502078f84c9870e5a5452b1ac11"
RA = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
RB = "0x5765e61cf572b25a630581cd78f6c22705b5109d"

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "src")]
from tests.warehouse.figures import fac, item_line, ts  # noqa: E402

S = "FROM settlements WHERE "
Q4 = ts("2025-10-01", "2026-01-01")
JAN, FEB, MAR = ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q1, Q2 = ts("2026-01-01", "2026-04-01"), ts("2026-04-01", "2026-07-01")
Y2026 = ts("2026-01-01", "2027-01-01")
LAST7, LAST30 = ts("2026-05-28", "2026-06-04"), ts("2026-05-05", "2026-06-04")
YESTERDAY, LASTWEEK = ts("2026-06-02", "2026-06-03"), ts("2026-05-25", "2026-06-01")
DAY = "CAST(timestamp AS DATE)"
MONTH = "date_trunc('month', timestamp)"
NEWEST = "(SELECT max(timestamp) FROM settlements)"


def hours(n: int) -> str:
    """The ``n`` hours up to the newest settlement."""
    return f"timestamp > {NEWEST} - INTERVAL {n} HOUR"


def over_days(measure: str, where: str, agg: str = "avg") -> str:
    return f"SELECT {agg}(m) FROM (SELECT {DAY} AS d, {measure} AS m {S}{where} GROUP BY 1)"


def first_payers(where_first: str) -> str:
    return ("SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements "
            f"GROUP BY 1) WHERE {where_first}")


def monthly(measure: str, where: str) -> str:
    return f"SELECT {measure} {S}{where} GROUP BY {MONTH} ORDER BY {MONTH}"


def top(key: str, measure: str, where: str, k: int) -> str:
    return f"SELECT {key}, {measure} AS m {S}{where} GROUP BY {key} ORDER BY m DESC, {key} LIMIT {k}"


def busiest(key: str, measure: str, where: str) -> str:
    return f"SELECT {key} AS k, {measure} AS m {S}{where} GROUP BY 1 ORDER BY m DESC, k LIMIT 1"


#: (shape, [(question, [sql, ...]) or (question, None) for a refusal])
SHAPES: list[tuple[str, list[tuple[str, list[str] | None]]]] = [
    ("hour_window_count", [
        ("how many payments in the last 24 hours?", [f"SELECT count(*) {S}{hours(24)}"]),
        ("settlements past 24h", [f"SELECT count(*) {S}{hours(24)}"]),
    ]),
    ("hour_window_volume", [
        ("total volume over the past 48 hours", [f"SELECT sum(amount) {S}{hours(48)}"]),
        ("how much USDC moved in the last 48 hrs", [f"SELECT sum(amount) {S}{hours(48)}"]),
    ]),
    ("daily_active_payers", [
        ("average daily active payers in May 2026", [over_days("count(DISTINCT payer)", MAY)]),
        ("what's our DAU been over the last 7 days, on average?", [over_days("count(DISTINCT payer)", LAST7)]),
    ]),
    ("ratio_volume_payments", [
        ("ratio of volume to payments in April 2026", [f"SELECT sum(amount) / count(*) {S}{APR}"]),
        ("volume divided by number of payments, march 2026", [f"SELECT sum(amount) / count(*) {S}{MAR}"]),
    ]),
    ("ratio_payers_recipients", [
        ("payers to recipients ratio in may 2026",
         [f"SELECT count(DISTINCT payer) / count(DISTINCT recipient) {S}{MAY}"]),
        ("what is the ratio of unique payers to unique recipients for Q1 2026?",
         [f"SELECT count(DISTINCT payer) / count(DISTINCT recipient) {S}{Q1}"]),
    ]),
    ("median_daily_volume", [
        ("median daily volume in April 2026", [over_days("sum(amount)", APR, "median")]),
        ("what was the median daily volume over the last 30 days", [over_days("sum(amount)", LAST30, "median")]),
    ]),
    ("median_daily_payments", [
        ("median daily payments for may 2026", [over_days("count(*)", MAY, "median")]),
        ("median number of payments per day in Q1 2026", [over_days("count(*)", Q1, "median")]),
    ]),
    ("first_time_payers", [
        ("how many first-time payers were there in May 2026?",
         [first_payers("timestamp >= TIMESTAMPTZ '2026-05-01 00:00:00+00' AND timestamp < TIMESTAMPTZ '2026-06-01 00:00:00+00'")]),
        ("new payers last week (people paying for the first time ever)",
         [first_payers("timestamp >= TIMESTAMPTZ '2026-05-25 00:00:00+00' AND timestamp < TIMESTAMPTZ '2026-06-01 00:00:00+00'")]),
    ]),
    ("monthly_series_since", [
        ("volume month by month since January 2026", [monthly("sum(amount)", ts("2026-01-01"))]),
        ("payment counts for each month of 2026 so far", [monthly("count(*)", Y2026)]),
    ]),
    ("each_of_last_full_months", [
        ("unique payers in each of the last 3 full months",
         [monthly("count(DISTINCT payer)", ts("2026-03-01", "2026-06-01"))]),
        ("give me the payment count for each month in Q4 2025", [monthly("count(*)", Q4)]),
    ]),
    ("hour_of_day", [
        ("which hour of the day is busiest?", [busiest("hour(timestamp)", "count(*)", "TRUE")]),
        ("what hour (UTC) sees the most volume in may 2026", [busiest("hour(timestamp)", "sum(amount)", MAY)]),
    ]),
    ("typical_payment", [
        ("what's a typical payment size in april 2026", [f"SELECT median(amount) {S}{APR}"]),
        ("typical ticket last month?", [f"SELECT median(amount) {S}{MAY}"]),
    ]),
    ("aside_before", [
        ("for my dashboard: unique recipients in march 2026", [f"SELECT count(DISTINCT recipient) {S}{MAR}"]),
        ("quick one - average payment yesterday?", [f"SELECT avg(amount) {S}{YESTERDAY}"]),
    ]),
    ("aside_after", [
        ("total volume last 7 days, thanks!", [f"SELECT sum(amount) {S}{LAST7}"]),
        ("how many payments on may 15 2026? cheers", [f"SELECT count(*) {S}{ts('2026-05-15', '2026-05-16')}"]),
    ]),
    ("refuse_clause_not_in_data", [
        ("how many payments from mobile users in may 2026", None),
        ("average payment last week, excluding bots", None),
    ]),
    ("refuse_measure_not_in_data", [
        ("how many refunds were issued in april 2026?", None),
        ("what was the churn rate of payers in may 2026", None),
    ]),
    ("threshold_count", [
        ("how many payments above 5 usdc in may 2026", [f"SELECT count(*) {S}{MAY} AND amount > 5"]),
        ("number of payments under 0.01 USDC last month", [f"SELECT count(*) {S}{MAY} AND amount < 0.01"]),
    ]),
    ("date_range", [
        ("volume between may 10 and may 20, 2026", [f"SELECT sum(amount) {S}{ts('2026-05-10', '2026-05-21')}"]),
        ("payments from the 1st to the 7th of april 2026", [f"SELECT count(*) {S}{ts('2026-04-01', '2026-04-08')}"]),
    ]),
    ("top_payers", [
        ("top 3 payers by volume in april 2026", [top("payer", "sum(amount)", APR, 3)]),
        ("who were the 5 biggest spenders last month", [top("payer", "sum(amount)", MAY, 5)]),
    ]),
    ("top_recipient_by_count", [
        ("which recipient got the most payments in may 2026", [top("recipient", "count(*)", MAY, 1)]),
        ("most-paid merchant by number of payments, Q1 2026", [top("recipient", "count(*)", Q1, 1)]),
    ]),
    ("address_volume", [
        (f"how much did {PA} spend in may 2026", [f"SELECT sum(amount) {S}{MAY} AND payer = '{PA}'"]),
        (f"total received by {RA}, all time", [f"SELECT sum(amount) {S}TRUE AND recipient = '{RA}'"]),
    ]),
    ("address_count", [
        (f"number of payments {PB} made in the last 30 days", [f"SELECT count(*) {S}{LAST30} AND payer = '{PB}'"]),
        (f"how many times was {RB} paid in april 2026", [f"SELECT count(*) {S}{APR} AND recipient = '{RB}'"]),
    ]),
    ("compare_months", [
        ("compare payment counts: march vs april 2026", [f"SELECT count(*) {S}{MAR}", f"SELECT count(*) {S}{APR}"]),
        ("how did volume in may 2026 compare to april 2026", [f"SELECT sum(amount) {S}{MAY}", f"SELECT sum(amount) {S}{APR}"]),
    ]),
    ("facilitator_share", [
        ("what percentage of may 2026 volume went through coinbase",
         [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) {S}{MAY}"]),
        ("share of payments settled by coinbase last week (%)",
         [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {S}{LASTWEEK}"]),
    ]),
    ("busiest_day", [
        ("busiest day of april 2026 by volume", [busiest(DAY, "sum(amount)", APR)]),
        ("what day last week had the most payments", [busiest(DAY, "count(*)", LASTWEEK)]),
    ]),
    ("per_day_average", [
        ("avg payments per day in april 2026", [over_days("count(*)", APR)]),
        ("average daily volume over the last 7 days", [over_days("sum(amount)", LAST7)]),
    ]),
    ("min_max", [
        ("smallest payment in march 2026", [f"SELECT min(amount) {S}{MAR}"]),
        ("largest single payment yesterday", [f"SELECT max(amount) {S}{YESTERDAY}"]),
    ]),
    ("distinct_counterparties", [
        (f"how many different recipients did {PA} pay in 2026", [f"SELECT count(DISTINCT recipient) {S}{Y2026} AND payer = '{PA}'"]),
        (f"how many unique payers paid {RA} in may 2026", [f"SELECT count(DISTINCT payer) {S}{MAY} AND recipient = '{RA}'"]),
    ]),
    ("quarters", [
        ("total volume q4 2025", [f"SELECT sum(amount) {S}{Q4}"]),
        ("payments in Q2 2026 so far", [f"SELECT count(*) {S}{Q2}"]),
    ]),
    ("daily_series", [
        ("list the daily payment counts for last week", [f"SELECT count(*) {S}{LASTWEEK} GROUP BY {DAY} ORDER BY {DAY}"]),
        ("volume for each day of the last 7 days", [f"SELECT sum(amount) {S}{LAST7} GROUP BY {DAY} ORDER BY {DAY}"]),
    ]),
    ("hour_window_other_measure", [
        ("unique payers in the last 24 hours", [f"SELECT count(DISTINCT payer) {S}{hours(24)}"]),
        ("average payment size over the past 24 hours", [f"SELECT avg(amount) {S}{hours(24)}"]),
    ]),
    ("first_time_payer_spend", [
        ("how much did first-time payers spend in may 2026?",
         [f"SELECT sum(amount) {S}{MAY} AND payer IN (SELECT payer FROM settlements GROUP BY 1 "
          "HAVING min(timestamp) >= TIMESTAMPTZ '2026-05-01 00:00:00+00' AND min(timestamp) < TIMESTAMPTZ '2026-06-01 00:00:00+00')"]),
        ("quick question: how many first time buyers did we get in april 2026? thanks",
         [first_payers("timestamp >= TIMESTAMPTZ '2026-04-01 00:00:00+00' AND timestamp < TIMESTAMPTZ '2026-05-01 00:00:00+00'")]),
    ]),
]


def main() -> None:
    lines = [item_line(f"{shape}-{j}", question, sql, shape=shape,
                       split="dev9" if i % 2 == 0 else "heldout9")
             for i, (shape, items) in enumerate(SHAPES)
             for j, (question, sql) in enumerate(items, 1)]
    OUT.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
