# ruff: noqa: E501  (one question and its SQL per line reads best as data)
"""Writes ``ask_stranger8.jsonl``: an eighth batch of stranger /ask questions, with hand SQL.

    python tests/data/make_ask_stranger8.py

Written and committed before any planner change of its round, and before any of its
questions was run. The shapes are mostly ones the planner already covers; what is new is the
voice: dashboard builders, analysts, casual chat, terse keyword queries, a clause of
irrelevant context before or after the question, parenthetical remarks, and other words for
the measures and roles (ticket size, different/unique, service/merchant/seller for the
recipient, buyer/customer/wallet for the payer, ever/all-time, as a percent, up or down), and
questions asking for two figures. Shapes alternate between ``dev`` (scored and tuned on) and
``heldout`` (scored once before and once after tuning) in the order written here, so the
split was fixed before any question was run. Relative dates resolve against ``AS_OF``
(2026-06-03, a Wednesday, the newest data day of the test warehouse): "last 7 days" is
2026-05-28..2026-06-03 inclusive, "yesterday" 2026-06-02, "last week" the calendar week
2026-05-25..31, "last month" May 2026. ``"refuse": true`` marks a question the data cannot
answer.
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).with_name("ask_stranger8.jsonl")

PA = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
PB = "0x90872f4f373fa502078f84c9870e5a5452b1ac11"
PC = "0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8"
RA = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
RB = "0x5765e61cf572b25a630581cd78f6c22705b5109d"
RC = "0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7"

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "src")]
from tests.warehouse.figures import fac, ts, write_shapes  # noqa: E402

S = "FROM settlements WHERE "
NOV, DEC = ts("2025-11-01", "2025-12-01"), ts("2025-12-01", "2026-01-01")
JAN, FEB, MAR = ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q4, Q1 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01")
Y2026 = ts("2026-01-01", "2027-01-01")
LAST7, YESTERDAY, TODAY = ts("2026-05-28", "2026-06-04"), ts("2026-06-02", "2026-06-03"), ts("2026-06-03", "2026-06-04")
LASTWEEK, JUNE = ts("2026-05-25", "2026-06-01"), ts("2026-06-01", "2026-06-04")
LAST14, LAST30 = ts("2026-05-21", "2026-06-04"), ts("2026-05-05", "2026-06-04")
ALL = "TRUE"
DAY = "CAST(timestamp AS DATE)"
MONTH = "CAST(date_trunc('month', timestamp) AS DATE)"


def top(key: str, measure: str, where: str, k: int, desc: bool = True) -> str:
    order = "DESC" if desc else "ASC"
    return f"SELECT {key}, {measure} AS m {S}{where} GROUP BY {key} ORDER BY m {order}, {key} LIMIT {k}"


def busiest(measure: str, where: str) -> str:
    return f"SELECT {DAY} AS d, {measure} AS m {S}{where} GROUP BY 1 ORDER BY m DESC, d LIMIT 1"


def per_day(measure: str, where: str) -> str:
    return f"SELECT avg(m) FROM (SELECT {DAY} AS d, {measure} AS m {S}{where} GROUP BY 1)"


def share(part: str, measure: str, where: str) -> str:
    return f"SELECT 100.0 * {measure} FILTER (WHERE {part}) / {measure} {S}{where}"


#: (shape, [(question, [sql, ...]) or (question, None) for a refusal])
SHAPES: list[tuple[str, list[tuple[str, list[str] | None]]]] = [
    ("volume_with_context", [
        ("for a dashboard tile I'm building: total USDC volume in April 2026 (all facilitators)",
         [f"SELECT sum(amount) {S}{APR}"]),
        ("quick q - what was the overall volume last month? need it for a slide",
         [f"SELECT sum(amount) {S}{MAY}"]),
        ("volume, march 2026, total",
         [f"SELECT sum(amount) {S}{MAR}"]),
    ]),
    ("count_terse", [
        ("payments count yesterday", [f"SELECT count(*) {S}{YESTERDAY}"]),
        ("# of settlements last 7 days", [f"SELECT count(*) {S}{LAST7}"]),
        ("tx count may 2026", [f"SELECT count(*) {S}{MAY}"]),
    ]),
    ("avg_ticket_size", [
        ("average ticket size in march 2026", [f"SELECT avg(amount) {S}{MAR}"]),
        ("hey, what's the mean payment amount last month? just curious",
         [f"SELECT avg(amount) {S}{MAY}"]),
        ("avg payment value (in usdc), Q1 2026", [f"SELECT avg(amount) {S}{Q1}"]),
    ]),
    ("unique_payers_synonyms", [
        ("how many different wallets paid for something in april 2026?",
         [f"SELECT count(DISTINCT payer) {S}{APR}"]),
        ("unique buyers last month", [f"SELECT count(DISTINCT payer) {S}{MAY}"]),
        ("number of distinct customers over the last 7 days, for our weekly report",
         [f"SELECT count(DISTINCT payer) {S}{LAST7}"]),
    ]),
    ("unique_recipients_synonyms", [
        ("how many unique merchants got paid in march 2026",
         [f"SELECT count(DISTINCT recipient) {S}{MAR}"]),
        ("count of different services that received payments last month",
         [f"SELECT count(DISTINCT recipient) {S}{MAY}"]),
        ("distinct sellers, Q1 2026", [f"SELECT count(DISTINCT recipient) {S}{Q1}"]),
    ]),
    ("all_time", [
        ("all-time total volume", [f"SELECT sum(amount) {S}{ALL}"]),
        ("how many payments have ever been settled?", [f"SELECT count(*) {S}{ALL}"]),
        ("biggest payment ever recorded (amount only please)", [f"SELECT max(amount) {S}{ALL}"]),
    ]),
    ("payer_synonym_subject", [
        (f"how much has the wallet {PA} spent in total, all time?",
         [f"SELECT sum(amount) {S}{ALL} AND payer = '{PA}'"]),
        (f"total spend by buyer {PB} in march 2026",
         [f"SELECT sum(amount) {S}{MAR} AND payer = '{PB}'"]),
        (f"customer {PC} - how many payments did they make last month?",
         [f"SELECT count(*) {S}{MAY} AND payer = '{PC}'"]),
    ]),
    ("recipient_synonym_subject", [
        (f"how much revenue did the service {RA} make in april 2026",
         [f"SELECT sum(amount) {S}{APR} AND recipient = '{RA}'"]),
        (f"merchant {RB}: total received in Q1 2026",
         [f"SELECT sum(amount) {S}{Q1} AND recipient = '{RB}'"]),
        (f"number of sales the seller {RC} made last month",
         [f"SELECT count(*) {S}{MAY} AND recipient = '{RC}'"]),
    ]),
    ("two_figures_count_plus", [
        ("count and volume for march 2026", [f"SELECT count(*), sum(amount) {S}{MAR}"]),
        ("give me both the number of payments and the average size in april 2026",
         [f"SELECT count(*), avg(amount) {S}{APR}"]),
        ("total volume plus number of unique payers last month",
         [f"SELECT sum(amount), count(DISTINCT payer) {S}{MAY}"]),
    ]),
    ("two_figures_other", [
        ("how many payments and how much USDC in may 2026?",
         [f"SELECT count(*), sum(amount) {S}{MAY}"]),
        ("unique payers and unique recipients in Q1 2026",
         [f"SELECT count(DISTINCT payer), count(DISTINCT recipient) {S}{Q1}"]),
        ("the smallest and the average payment in march 2026 (two numbers)",
         [f"SELECT min(amount), avg(amount) {S}{MAR}"]),
    ]),
    ("share_as_percent", [
        ("what percent of last month's volume went through coinbase",
         [share(fac("coinbase"), "sum(amount)", MAY)]),
        ("as a percentage, how many of april 2026's payments were under 0.01 usdc",
         [share("amount < 0.01", "count(*)", APR)]),
        ("thirdweb's share of settlements in Q1 2026, as a percent",
         [share(fac("thirdweb"), "count(*)", Q1)]),
    ]),
    ("facilitator_share_terse", [
        ("x402rs % of volume, march 2026", [share(fac("x402rs"), "sum(amount)", MAR)]),
        ("percentage of payments in may 2026 that were handled by daydreams",
         [share(fac("daydreams"), "count(*)", MAY)]),
        ("what fraction (in %) of Q1 2026 volume was settled by coinbase?",
         [share(fac("coinbase"), "sum(amount)", Q1)]),
    ]),
    ("up_or_down", [
        ("was volume up or down in May 2026 vs April 2026?",
         [f"SELECT sum(amount) {S}{MAY}", f"SELECT sum(amount) {S}{APR}"]),
        ("payment count: april 2026 compared to march 2026, up or down?",
         [f"SELECT count(*) {S}{APR}", f"SELECT count(*) {S}{MAR}"]),
        ("did we see more unique payers in march 2026 or in february 2026?",
         [f"SELECT count(DISTINCT payer) {S}{MAR}", f"SELECT count(DISTINCT payer) {S}{FEB}"]),
    ]),
    ("top_k_synonyms", [
        ("top 5 merchants by revenue last month", [top("recipient", "sum(amount)", MAY, 5)]),
        ("which 3 wallets spent the most in april 2026?", [top("payer", "sum(amount)", APR, 3)]),
        ("leaderboard: top 10 sellers by number of sales, Q1 2026",
         [top("recipient", "count(*)", Q1, 10)]),
    ]),
    ("top_one_who", [
        ("who was the biggest spender in march 2026?", [top("payer", "sum(amount)", MAR, 1)]),
        ("which service earned the most in may 2026", [top("recipient", "sum(amount)", MAY, 1)]),
        ("the most active buyer last month (by payment count)",
         [top("payer", "count(*)", MAY, 1)]),
    ]),
    ("facilitator_filter_relative", [
        ("how many payments did payai process yesterday",
         [f"SELECT count(*) {S}{YESTERDAY} AND {fac('payai')}"]),
        ("volume via x402rs in the last 7 days",
         [f"SELECT sum(amount) {S}{LAST7} AND {fac('x402rs')}"]),
        ("coinbase-facilitated payment count, april 2026",
         [f"SELECT count(*) {S}{APR} AND {fac('coinbase')}"]),
    ]),
    ("amount_threshold_count", [
        ("how many payments were bigger than 5 usdc in march 2026",
         [f"SELECT count(*) {S}{MAR} AND amount > 5"]),
        ("count of tickets above $1 last month", [f"SELECT count(*) {S}{MAY} AND amount > 1"]),
        ("payments of 10 USDC or more in Q1 2026 - how many?",
         [f"SELECT count(*) {S}{Q1} AND amount >= 10"]),
    ]),
    ("largest_ticket", [
        ("what's the single largest ticket in april 2026", [f"SELECT max(amount) {S}{APR}"]),
        ("biggest payment last week (just the amount)", [f"SELECT max(amount) {S}{LASTWEEK}"]),
        ("max payment size, Q4 2025", [f"SELECT max(amount) {S}{Q4}"]),
    ]),
    ("per_day_average", [
        ("average payments per day in april 2026", [per_day("count(*)", APR)]),
        ("mean daily volume in march 2026", [per_day("sum(amount)", MAR)]),
        ("what's the daily average number of settlements in Q1 2026 (roughly is fine)",
         [per_day("count(*)", Q1)]),
    ]),
    ("busiest_day_synonyms", [
        ("which day last month had the most payments", [busiest("count(*)", MAY)]),
        ("peak day by volume in march 2026", [busiest("sum(amount)", MAR)]),
        ("what date in april 2026 saw the highest number of settlements",
         [busiest("count(*)", APR)]),
    ]),
    ("median_ticket", [
        ("median ticket size last month", [f"SELECT median(amount) {S}{MAY}"]),
        ("what's the median payment in march 2026 (in usdc)", [f"SELECT median(amount) {S}{MAR}"]),
        ("p50 payment amount Q1 2026", [f"SELECT median(amount) {S}{Q1}"]),
    ]),
    ("monthly_breakdown", [
        ("monthly volume for Q1 2026",
         [f"SELECT {MONTH} AS m, sum(amount) {S}{Q1} GROUP BY 1 ORDER BY 1"]),
        ("payments per month in 2026 so far",
         [f"SELECT {MONTH} AS m, count(*) {S}{Y2026} GROUP BY 1 ORDER BY 1"]),
        ("break down last quarter's volume by month",
         [f"SELECT {MONTH} AS m, sum(amount) {S}{Q1} GROUP BY 1 ORDER BY 1"]),
    ]),
    ("explicit_day_ranges", [
        ("how many payments from may 10 to may 16 2026",
         [f"SELECT count(*) {S}{ts('2026-05-10', '2026-05-17')}"]),
        ("volume between 2026-04-01 and 2026-04-15 (inclusive)",
         [f"SELECT sum(amount) {S}{ts('2026-04-01', '2026-04-16')}"]),
        ("settlements on 1 march 2026, how many?",
         [f"SELECT count(*) {S}{ts('2026-03-01', '2026-03-02')}"]),
    ]),
    ("recent_relative", [
        ("payments today so far", [f"SELECT count(*) {S}{TODAY}"]),
        ("volume this month so far", [f"SELECT sum(amount) {S}{JUNE}"]),
        ("how many settlements over the past two weeks?", [f"SELECT count(*) {S}{LAST14}"]),
    ]),
    ("payer_to_recipient", [
        (f"how much did {PA} pay {RA} in total", [f"SELECT sum(amount) {S}{ALL} AND payer = '{PA}' AND recipient = '{RA}'"]),
        (f"number of payments from wallet {PB} to merchant {RB}, all time",
         [f"SELECT count(*) {S}{ALL} AND payer = '{PB}' AND recipient = '{RB}'"]),
        (f"total sent by {PC} to the service {RC} in 2026",
         [f"SELECT sum(amount) {S}{Y2026} AND payer = '{PC}' AND recipient = '{RC}'"]),
    ]),
    ("recipient_avg_and_count_last30", [
        (f"for {RA}, what's the average ticket over the last 30 days?",
         [f"SELECT avg(amount) {S}{LAST30} AND recipient = '{RA}'"]),
        (f"how many different buyers has the merchant {RB} had in Q1 2026",
         [f"SELECT count(DISTINCT payer) {S}{Q1} AND recipient = '{RB}'"]),
        (f"unique services that the wallet {PA} paid in march 2026",
         [f"SELECT count(DISTINCT recipient) {S}{MAR} AND payer = '{PA}'"]),
    ]),
    ("refuse_not_in_data_a", [
        # refused (no gas measure) until issue #16's round ha6: the gas cost in wei
        ("what was the total gas cost of settlements last month", [f"SELECT sum(gas_used * gas_price) {S}{MAY}"]),
        ("which merchants are most profitable after refunds in april 2026", None),
        ("how many new users signed up last week", None),
        ("average session length of buyers in march 2026", None),
        ("for the dashboard: conversion rate from quote to payment in may 2026", None),
    ]),
    ("refuse_not_in_data_b", [
        ("what's the USD price of ETH on may 1 2026", None),
        ("how many payments failed last month", None),
        ("top 5 payers by country in Q1 2026", None),
        ("which recipient had the best uptime in april 2026", None),
        ("total volume of refunds in march 2026", None),
    ]),
]


def main() -> None:
    write_shapes(OUT, SHAPES)


if __name__ == "__main__":
    main()
