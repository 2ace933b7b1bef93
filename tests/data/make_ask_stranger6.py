# ruff: noqa: E501  (one question and its SQL per line reads best as data)
"""Writes ``ask_stranger6.jsonl``: a sixth batch of stranger /ask questions, with hand SQL.

    python tests/data/make_ask_stranger6.py

Written and committed before any planner change of this round, and before any of its
questions was run: 30 shapes none of the earlier sets has (per-payer averages, two months
taken together, a top-k with a threshold on each group's total, the hour of the day, days of
the week, a subject's median or per-day figure, percentage change, the n-th largest payment,
a share of weekend days...), each asked three ways in words of my own, with addresses and
facilitators the earlier sets do not use. Shapes alternate between ``dev`` (scored and tuned
on) and ``heldout`` (scored once before and once after tuning) in the order written here, so
the split was fixed before any question was run. Relative dates resolve against ``AS_OF``
(2026-06-03, a Wednesday, the last day of the test warehouse). ``"refuse": true`` marks a
question the data cannot answer. A question the data can answer keeps its SQL even where the
planner may not place it (then a refusal is scored "refused": unpaid, but not right).
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).with_name("ask_stranger6.jsonl")

PA = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
PB = "0x90872f4f373fa502078f84c9870e5a5452b1ac11"
PC = "0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8"
RA = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
RB = "0x5765e61cf572b25a630581cd78f6c22705b5109d"
RC = "0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7"
NOBODY1 = "0x1111111111111111111111111111111111111111"
NOBODY2 = "0x2222222222222222222222222222222222222222"
NOBODY3 = "0x3333333333333333333333333333333333333333"

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "src")]
from tests.warehouse.figures import fac, ts, write_shapes  # noqa: E402

S = "FROM settlements WHERE "
OCT, NOV, DEC = ts("2025-10-01", "2025-11-01"), ts("2025-11-01", "2025-12-01"), ts("2025-12-01", "2026-01-01")
JAN, FEB, MAR = ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q4, Q1 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01")
Y2025, Y2026 = ts("2025-01-01", "2026-01-01"), ts("2026-01-01", "2027-01-01")
LASTWEEK, WEEKBEFORE = ts("2026-05-25", "2026-06-01"), ts("2026-05-18", "2026-05-25")
DAY = "CAST(timestamp AS DATE)"
MONTH = "CAST(date_trunc('month', timestamp) AS DATE)"


def top(key: str, measure: str, where: str, k: int, desc: bool = True, having: str = "") -> str:
    order = "DESC" if desc else "ASC"
    hv = f" HAVING {having}" if having else ""
    return (f"SELECT {key}, {measure} AS m {S}{where} GROUP BY {key}{hv} "
            f"ORDER BY m {order}, {key} LIMIT {k}")


def row(cols: str, where: str, desc: bool = True, offset: int = 0) -> str:
    order = "DESC" if desc else "ASC"
    return (f"SELECT {cols} {S}{where} ORDER BY amount {order}, timestamp, block_number, "
            f"log_index LIMIT 1 OFFSET {offset}")


def daily_extreme(agg: str, measure: str, where: str) -> str:
    return f"SELECT {agg}(m) FROM (SELECT {DAY} AS d, {measure} AS m {S}{where} GROUP BY 1)"


def change(measure: str, new: str, old: str) -> str:
    a, b = f"(SELECT {measure} {S}{new})", f"(SELECT {measure} {S}{old})"
    return f"SELECT {a}, {b}, 100.0 * ({a} - {b}) / {b}"


def share(part: str, measure: str, where: str) -> str:
    return f"SELECT 100.0 * {measure} FILTER (WHERE {part}) / {measure} {S}{where}"


WEEKEND = "isodow(timestamp) IN (6, 7)"

#: (shape, [(question, [sql, ...]) or (question, None) for a refusal])
SHAPES: list[tuple[str, list[tuple[str, list[str] | None]]]] = [
    ("per_entity_count_avg", [
        ("on average, how many payments did each payer make in April 2026?",
         [f"SELECT count(*) * 1.0 / count(DISTINCT payer) {S}{APR}"]),
        ("mean number of settlements per recipient in Q1 2026",
         [f"SELECT count(*) * 1.0 / count(DISTINCT recipient) {S}{Q1}"]),
        ("average payments per payer last month",
         [f"SELECT count(*) * 1.0 / count(DISTINCT payer) {S}{MAY}"]),
    ]),
    ("per_entity_volume_avg", [
        ("average spend per payer in May 2026",
         [f"SELECT sum(amount) / count(DISTINCT payer) {S}{MAY}"]),
        ("how much did the average recipient earn in March 2026?",
         [f"SELECT sum(amount) / count(DISTINCT recipient) {S}{MAR}"]),
        ("mean revenue per recipient in Q4 2025",
         [f"SELECT sum(amount) / count(DISTINCT recipient) {S}{Q4}"]),
    ]),
    ("two_months_together", [
        ("total volume in March and April 2026",
         [f"SELECT sum(amount) {S}{ts('2026-03-01', '2026-05-01')}"]),
        ("how many settlements during january and february 2026",
         [f"SELECT count(*) {S}{ts('2026-01-01', '2026-03-01')}"]),
        ("number of unique payers across november and december 2025",
         [f"SELECT count(DISTINCT payer) {S}{ts('2025-11-01', '2026-01-01')}"]),
    ]),
    ("top_k_with_group_threshold", [
        ("top 3 recipients with more than 10 USDC in total last month",
         [top("recipient", "sum(amount)", MAY, 3, having="sum(amount) > 10")]),
        ("top 5 payers by volume in Q1 2026, counting only payers with at least 20 payments",
         [top("payer", "sum(amount)", Q1, 5, having="count(*) >= 20")]),
        ("which 3 recipients with at least 50 payments in march 2026 earned the most",
         [top("recipient", "sum(amount)", MAR, 3, having="count(*) >= 50")]),
    ]),
    ("hour_of_day_peak", [
        ("which hour of the day (UTC) saw the most settlements in April 2026",
         [f"SELECT hour(timestamp) AS h, count(*) AS c {S}{APR} GROUP BY 1 ORDER BY c DESC, h LIMIT 1"]),
        ("busiest hour of the day in Q1 2026 by payment count",
         [f"SELECT hour(timestamp) AS h, count(*) AS c {S}{Q1} GROUP BY 1 ORDER BY c DESC, h LIMIT 1"]),
        ("at which hour of the day was the most USDC settled in march 2026",
         [f"SELECT hour(timestamp) AS h, sum(amount) AS v {S}{MAR} GROUP BY 1 ORDER BY v DESC, h LIMIT 1"]),
    ]),
    ("weekday_breakdown", [
        ("payment count for each day of the week in Q1 2026",
         [f"SELECT isodow(timestamp) AS d, count(*) {S}{Q1} GROUP BY 1 ORDER BY d"]),
        ("volume by day of the week in march 2026",
         [f"SELECT isodow(timestamp) AS d, sum(amount) {S}{MAR} GROUP BY 1 ORDER BY d"]),
        ("which day of the week had the fewest payments in april 2026",
         [f"SELECT isodow(timestamp) AS d, count(*) AS c {S}{APR} GROUP BY 1 ORDER BY c, d LIMIT 1"]),
    ]),
    ("facilitator_extreme_row", [
        ("largest payment settled through thirdweb in December 2025, and who paid it",
         [row("amount, payer", f"{DEC} AND {fac('thirdweb')}")]),
        ("what was the biggest x402rs settlement in Q1 2026 and who received it?",
         [row("amount, recipient", f"{Q1} AND {fac('x402rs')}")]),
        ("smallest payment questflow processed in november 2025 - who sent it?",
         [row("amount, payer", f"{NOV} AND {fac('questflow')}", desc=False)]),
    ]),
    ("subject_median", [
        (f"median payment received by {RA} in Q1 2026",
         [f"SELECT median(amount) {S}{Q1} AND recipient = '{RA}'"]),
        (f"what's the median amount {PB} paid per settlement in 2026",
         [f"SELECT median(amount) {S}{Y2026} AND payer = '{PB}'"]),
        (f"median size of payments from {PA} in march 2026",
         [f"SELECT median(amount) {S}{MAR} AND payer = '{PA}'"]),
    ]),
    ("subject_per_day", [
        (f"how much did {PA} spend per day on average in March 2026",
         [f"SELECT sum(amount) / 31 {S}{MAR} AND payer = '{PA}'"]),
        (f"average daily number of payments received by {RA} in April 2026",
         [f"SELECT count(*) / 30.0 {S}{APR} AND recipient = '{RA}'"]),
        (f"on average how many payments per day did {PC} make in Q1 2026",
         [f"SELECT count(*) / 90.0 {S}{Q1} AND payer = '{PC}'"]),
    ]),
    ("distinct_with_payment_threshold", [
        ("how many unique payers made at least one payment over 1 USDC in March 2026",
         [f"SELECT count(DISTINCT payer) {S}{MAR} AND amount > 1"]),
        ("number of distinct recipients that got a single payment above 5 USDC in Q1 2026",
         [f"SELECT count(DISTINCT recipient) {S}{Q1} AND amount > 5"]),
        ("how many different wallets sent payments smaller than 0.01 USDC last month",
         [f"SELECT count(DISTINCT payer) {S}{MAY} AND amount < 0.01"]),
    ]),
    ("measure_over_threshold", [
        ("average size of payments above 1 USDC in Q4 2025",
         [f"SELECT avg(amount) {S}{Q4} AND amount > 1"]),
        ("mean amount of settlements under 0.05 USDC in April 2026",
         [f"SELECT avg(amount) {S}{APR} AND amount < 0.05"]),
        ("median of the payments of at least 10 USDC in 2025",
         [f"SELECT median(amount) {S}{Y2025} AND amount >= 10"]),
    ]),
    ("cmp_weeks", [
        ("compare payment counts in the week of 2026-03-02 and the week of 2026-03-09",
         [f"SELECT count(*) {S}{ts('2026-03-02', '2026-03-09')}",
          f"SELECT count(*) {S}{ts('2026-03-09', '2026-03-16')}"]),
        ("volume last week versus the week before",
         [f"SELECT sum(amount) {S}{LASTWEEK}", f"SELECT sum(amount) {S}{WEEKBEFORE}"]),
        ("number of settlements in the week starting 2026-04-06 vs the week starting 2026-04-13",
         [f"SELECT count(*) {S}{ts('2026-04-06', '2026-04-13')}",
          f"SELECT count(*) {S}{ts('2026-04-13', '2026-04-20')}"]),
    ]),
    ("cmp_half_years", [
        ("compare the payment count of the first half of 2026 with the second half of 2025",
         [f"SELECT count(*) {S}{ts('2026-01-01', '2026-07-01')}",
          f"SELECT count(*) {S}{ts('2025-07-01', '2026-01-01')}"]),
        ("settlement volume in H2 2025 versus H1 2026",
         [f"SELECT sum(amount) {S}{ts('2025-07-01', '2026-01-01')}",
          f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-07-01')}"]),
        ("how did volume in the second half of 2025 compare to the first half of 2026",
         [f"SELECT sum(amount) {S}{ts('2025-07-01', '2026-01-01')}",
          f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-07-01')}"]),
    ]),
    ("percent_change", [
        ("by what percentage did volume change from April to May 2026?",
         [change("sum(amount)", MAY, APR)]),
        ("percent growth in settlement count from january to march 2026",
         [change("count(*)", MAR, JAN)]),
        ("how much did the number of payments grow between Q4 2025 and Q1 2026, in %",
         [change("count(*)", Q1, Q4)]),
    ]),
    ("month_span", [
        ("how many settlements from january through march 2026",
         [f"SELECT count(*) {S}{ts('2026-01-01', '2026-04-01')}"]),
        ("total volume between october 2025 and december 2025",
         [f"SELECT sum(amount) {S}{ts('2025-10-01', '2026-01-01')}"]),
        ("unique recipients from february to april 2026",
         [f"SELECT count(DISTINCT recipient) {S}{ts('2026-02-01', '2026-05-01')}"]),
    ]),
    ("unknown_address", [
        (f"how many payments did {NOBODY1} make in 2026",
         [f"SELECT count(*) {S}{Y2026} AND payer = '{NOBODY1}'"]),
        (f"total received by {NOBODY2} last month",
         [f"SELECT sum(amount) {S}{MAY} AND recipient = '{NOBODY2}'"]),
        (f"number of settlements involving {NOBODY3} in Q1 2026",
         [f"SELECT count(*) {S}{Q1} AND (payer = '{NOBODY3}' OR recipient = '{NOBODY3}')"]),
    ]),
    ("day_facilitator_threshold", [
        ("how many thirdweb payments under 0.01 USDC on 2025-11-21",
         [f"SELECT count(*) {S}{ts('2025-11-21', '2025-11-22')} AND {fac('thirdweb')} AND amount < 0.01"]),
        ("volume over 1 usdc settled via x402rs on november 3rd 2025",
         [f"SELECT sum(amount) {S}{ts('2025-11-03', '2025-11-04')} AND {fac('x402rs')} AND amount > 1"]),
        ("count of coinbase settlements of at least 0.5 USDC on 17 november 2025",
         [f"SELECT count(*) {S}{ts('2025-11-17', '2025-11-18')} AND {fac('coinbase')} AND amount >= 0.5"]),
    ]),
    ("top_counterparties_of_payer", [
        (f"which 3 recipients did {PA} send the most USDC to in Q4 2025?",
         [top("recipient", "sum(amount)", f"{Q4} AND payer = '{PA}'", 3)]),
        (f"top 5 merchants {PB} paid most often in Q1 2026",
         [top("recipient", "count(*)", f"{Q1} AND payer = '{PB}'", 5)]),
        (f"who received the most money from {PC} in december 2025",
         [top("recipient", "sum(amount)", f"{DEC} AND payer = '{PC}'", 1)]),
    ]),
    ("top_counterparties_of_recipient", [
        (f"top 3 payers of {RA} by volume in april 2026",
         [top("payer", "sum(amount)", f"{APR} AND recipient = '{RA}'", 3)]),
        (f"which wallet paid {RB} most often last month",
         [top("payer", "count(*)", f"{MAY} AND recipient = '{RB}'", 1)]),
        (f"the 5 biggest customers of {RC} in 2026 by USDC",
         [top("payer", "sum(amount)", f"{Y2026} AND recipient = '{RC}'", 5)]),
    ]),
    ("monthly_distinct_series", [
        ("unique payers per month in Q1 2026",
         [f"SELECT {MONTH} AS m, count(DISTINCT payer) {S}{Q1} GROUP BY 1 ORDER BY m"]),
        ("distinct recipients each month from october to december 2025",
         [f"SELECT {MONTH} AS m, count(DISTINCT recipient) {S}{Q4} GROUP BY 1 ORDER BY m"]),
        ("monthly number of unique payers in 2026",
         [f"SELECT {MONTH} AS m, count(DISTINCT payer) {S}{Y2026} GROUP BY 1 ORDER BY m"]),
    ]),
    ("daily_extreme_value", [
        ("what was the peak daily volume in Q1 2026?",
         [daily_extreme("max", "sum(amount)", Q1)]),
        ("highest number of payments in a single day during april 2026",
         [daily_extreme("max", "count(*)", APR)]),
        ("lowest daily settlement count in march 2026",
         [daily_extreme("min", "count(*)", MAR)]),
    ]),
    ("days_before_date", [
        ("how many settlements in the 7 days before 2026-04-01",
         [f"SELECT count(*) {S}{ts('2026-03-25', '2026-04-01')}"]),
        ("volume in the 30 days leading up to 2026-03-01",
         [f"SELECT sum(amount) {S}{ts('2026-01-30', '2026-03-01')}"]),
        ("payments in the 14 days ending 2026-05-15: how many?",
         [f"SELECT count(*) {S}{ts('2026-05-02', '2026-05-16')}"]),
    ]),
    ("weekday_share", [
        ("what share of march 2026 volume happened on weekends",
         [share(WEEKEND, "sum(amount)", MAR)]),
        ("percentage of Q1 2026 payments made on saturdays",
         [share("isodow(timestamp) = 6", "count(*)", Q1)]),
        ("what fraction of april 2026 settlements were on weekdays",
         [share("isodow(timestamp) <= 5", "count(*)", APR)]),
    ]),
    ("share_of_counterparty", [
        (f"what share of {RA}'s revenue in Q4 2025 came from {PA}",
         [share(f"payer = '{PA}'", "sum(amount)", f"{Q4} AND recipient = '{RA}'")]),
        (f"what percentage of {PA}'s payments in december 2025 went to {RB}",
         [share(f"recipient = '{RB}'", "count(*)", f"{DEC} AND payer = '{PA}'")]),
        (f"of everything {PC} spent in november 2025, what percent was paid to {RA}",
         [share(f"recipient = '{RA}'", "sum(amount)", f"{NOV} AND payer = '{PC}'")]),
    ]),
    ("monthly_avg_series", [
        ("average payment size per month in Q1 2026",
         [f"SELECT {MONTH} AS m, avg(amount) {S}{Q1} GROUP BY 1 ORDER BY m"]),
        ("monthly median payment from january to march 2026",
         [f"SELECT {MONTH} AS m, median(amount) {S}{Q1} GROUP BY 1 ORDER BY m"]),
        ("mean settlement amount each month in Q4 2025",
         [f"SELECT {MONTH} AS m, avg(amount) {S}{Q4} GROUP BY 1 ORDER BY m"]),
    ]),
    ("subject_min_and_max", [
        (f"smallest and largest payment {PA} made in march 2026",
         [f"SELECT min(amount), max(amount) {S}{MAR} AND payer = '{PA}'"]),
        (f"the lowest and the highest amount {RB} received in Q1 2026",
         [f"SELECT min(amount), max(amount) {S}{Q1} AND recipient = '{RB}'"]),
        ("what's the largest and the smallest amount thirdweb settled in november 2025",
         [f"SELECT max(amount), min(amount) {S}{NOV} AND {fac('thirdweb')}"]),
    ]),
    ("active_days", [
        (f"on how many days did {PA} make payments in March 2026",
         [f"SELECT count(DISTINCT {DAY}) {S}{MAR} AND payer = '{PA}'"]),
        (f"number of days in Q1 2026 with at least one payment to {RC}",
         [f"SELECT count(DISTINCT {DAY}) {S}{Q1} AND recipient = '{RC}'"]),
        ("how many distinct days had settlements via x402rs in december 2025",
         [f"SELECT count(DISTINCT {DAY}) {S}{DEC} AND {fac('x402rs')}"]),
    ]),
    ("nth_largest_payment", [
        ("what was the second largest payment in march 2026",
         [row("amount", MAR, offset=1)]),
        ("third biggest settlement of Q1 2026",
         [row("amount", Q1, offset=2)]),
        ("the 2nd largest payment last month",
         [row("amount", MAY, offset=1)]),
    ]),
    ("refuse_outside_data", [
        ("what was the total fee revenue earned by facilitators in April 2026?", None),
        ("which country's agents spent the most in Q1 2026?", None),
        ("how much volume in March 2026 came from payments to weather APIs?", None),
        ("average settlement latency last week", None),
        ("how many payments in April 2026 were made by bots rather than humans", None),
        ("volume on Solana in Q1 2026", None),
    ]),
    ("refuse_no_such_measure", [
        ("forecast next month's settlement count", None),
        ("how many payments were disputed in May 2026", None),
        ("what's the average USDC balance of payers in April 2026", None),
        ("top 5 recipients by customer satisfaction in Q1 2026", None),
        ("volume last month in Japanese yen", None),
        ("how many settlements in march 2026 were paid with a credit card", None),
    ]),
]


def main() -> None:
    write_shapes(OUT, SHAPES)


if __name__ == "__main__":
    main()
