# ruff: noqa: E501  (one question and its SQL per line reads best as data)
"""Writes ``ask_stranger10.jsonl``: a tenth batch of stranger /ask questions, with hand SQL.

    python tests/data/make_ask_stranger10.py

Written and committed before any planner change of its round (issue #16, brief ha6) and
before any of its questions was run through the planner; only the hand SQL was run, against
the test warehouse, to check that it parses and returns cells. Most shapes are the kinds the
planner refused so far (percentiles and the spread of payment amounts, gas used, gas price
and gas cost, distinct facilitators, the top payer's share, an address's top counterparty,
new payers, the hour of day and the weekday, weekly figures); the rest are common questions
in a stranger's words (typos, chatty context, word order, several figures at once) and
questions to refuse. Shapes alternate between ``dev10`` (scored and tuned on) and
``heldout10`` (scored once before and once after the changes, as a whole) in the order
written here, so each kind has a shape in both halves.

Conventions (tests/data/set8_README.md "ask8"): the newest data day 2026-06-03 is "today"
and relative periods include it ("last 7 days" = 05-28..06-03, "last week" the calendar week
05-25..31, "last month" May 2026, "this year" 2026-01-01..06-03). A percentile is DuckDB's
interpolated ``quantile_cont``; "the top 10 % of payments start at" is the 90th percentile;
a standard deviation or variance is the sample one. Gas cost is ``gas_used * gas_price`` in
wei (gwei = 1e9 wei, ETH = 1e18 wei). A facilitator is one ``facilitator`` address unless
named. A weekday is DuckDB's ``dayname``; weekends are Saturday and Sunday. A week is the
ISO week from Monday. ``"refuse": true`` marks a question the data cannot answer.
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).with_name("ask_stranger10.jsonl")

PA = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
PB = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
RA = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
RB = "0x66fa4d79ca84016b42352be33c908dd812952ec8"

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "src")]
from tests.warehouse.figures import fac, ts, write_shapes  # noqa: E402

S = "FROM settlements WHERE "
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
MAY = ts("2026-05-01", "2026-06-01")
Q1, NOV = ts("2026-01-01", "2026-04-01"), ts("2025-11-01", "2025-12-01")
YTD = ts("2026-01-01", "2026-06-04")
LAST7, LASTWEEK = ts("2026-05-28", "2026-06-04"), ts("2026-05-25", "2026-06-01")
DAY = "CAST(timestamp AS DATE)"
WEEK = "date_trunc('week', timestamp)"
MONTH = "date_trunc('month', timestamp)"
COST = "gas_used * gas_price"
WEEKEND = "isodow(timestamp) IN (6, 7)"
WEEKDAY = "isodow(timestamp) < 6"


def q(p: float, where: str) -> str:
    return f"SELECT quantile_cont(amount, {p}) {S}{where}"


def top(key: str, measure: str, where: str, k: int = 1) -> str:
    return f"SELECT {key} AS k, {measure} AS m {S}{where} GROUP BY 1 ORDER BY m DESC, k LIMIT {k}"


def top_share(key: str, measure: str, where: str, k: int) -> str:
    """The top ``k`` groups' part of the whole, in percent."""
    return (f"SELECT 100.0 * sum(m) / (SELECT {measure} {S}{where}) FROM "
            f"({top(key, measure, where, k)})")


def firsts(role: str, start: str, end: str) -> str:
    return (f"SELECT count(*) FROM (SELECT {role}, min(timestamp) AS t FROM settlements GROUP BY 1) "
            f"WHERE t >= TIMESTAMPTZ '{start} 00:00:00+00' AND t < TIMESTAMPTZ '{end} 00:00:00+00'")


#: (shape, [(question, [sql, ...]) or (question, None) for a refusal])
SHAPES: list[tuple[str, list[tuple[str, list[str] | None]]]] = [
    ("percentile_amount", [
        ("what's the 90th percentile payment amount in May 2026?", [q(0.9, MAY)]),
        ("p95 of payment size last month", [q(0.95, MAY)]),
    ]),
    ("percentile_amount_other", [
        ("99th percentile of settlement amounts in april 2026", [q(0.99, APR)]),
        ("what is the 75th pctile transaction value this year", [q(0.75, YTD)]),
    ]),
    ("quartiles_amount", [
        ("quartiles of payment amount in Q1 2026", [q(0.25, Q1), q(0.5, Q1), q(0.75, Q1)]),
        ("lower and upper quartile of payment sizes in march 2026", [q(0.25, MAR), q(0.75, MAR)]),
    ]),
    ("top_percent_threshold", [
        ("the top 10% of payments in may 2026 start at what amount?", [q(0.9, MAY)]),
        ("how big does a payment have to be to land in the top 5% for april 2026", [q(0.95, APR)]),
    ]),
    ("stddev_amount", [
        ("standard deviation of payment amounts in may 2026", [f"SELECT stddev_samp(amount) {S}{MAY}"]),
        ("how much do payment sizes vary? give me the std dev for last week", [f"SELECT stddev_samp(amount) {S}{LASTWEEK}"]),
    ]),
    ("variance_amount", [
        ("variance of settlement amounts in april 2026", [f"SELECT var_samp(amount) {S}{APR}"]),
        ("what's the stdev of amounts via coinbase in Q1 2026", [f"SELECT stddev_samp(amount) {S}{Q1} AND {fac('coinbase')}"]),
    ]),
    ("gas_used_total", [
        ("total gas used in may 2026", [f"SELECT sum(gas_used) {S}{MAY}"]),
        ("how much gas did coinbase's settlements use last month", [f"SELECT sum(gas_used) {S}{MAY} AND {fac('coinbase')}"]),
    ]),
    ("gas_averages", [
        ("average gas used per settlement in april 2026", [f"SELECT avg(gas_used) {S}{APR}"]),
        ("mean gas price in may 2026", [f"SELECT avg(gas_price) {S}{MAY}"]),
    ]),
    ("gas_cost_units", [
        ("total gas cost in wei for may 2026", [f"SELECT sum({COST}) {S}{MAY}"]),
        ("total gas fees in ETH in Q1 2026", [f"SELECT sum({COST}) / 1e18 {S}{Q1}"]),
    ]),
    ("gas_cost_filtered", [
        ("how much was spent on gas in april 2026, in gwei?", [f"SELECT sum({COST}) / 1e9 {S}{APR}"]),
        (f"total gas cost of the settlements paid to {RA} in may 2026, in wei", [f"SELECT sum({COST}) {S}{MAY} AND recipient = '{RA}'"]),
    ]),
    ("gas_grouped", [
        ("average gas price each month in 2026 so far", [f"SELECT avg(gas_price) {S}{YTD} GROUP BY {MONTH} ORDER BY {MONTH}"]),
        ("which facilitator spent the most on gas in may 2026", [top("facilitator", f"sum({COST})", MAY)]),
    ]),
    ("gas_grouped_other", [
        ("top 3 facilitators by total gas used in april 2026", [top("facilitator", "sum(gas_used)", APR, 3)]),
        ("total gas used per day over the last 7 days", [f"SELECT sum(gas_used) {S}{LAST7} GROUP BY {DAY} ORDER BY {DAY}"]),
    ]),
    ("distinct_facilitators", [
        ("how many distinct facilitators settled payments in may 2026?", [f"SELECT count(DISTINCT facilitator) {S}{MAY}"]),
        ("which facilitators were active last week", [f"SELECT facilitator {S}{LASTWEEK} GROUP BY 1 ORDER BY count(*) DESC, 1"]),
    ]),
    ("distinct_facilitators_other", [
        ("number of unique facilitators in april 2026", [f"SELECT count(DISTINCT facilitator) {S}{APR}"]),
        (f"how many different facilitators processed payments for {RA} in 2026", [f"SELECT count(DISTINCT facilitator) {S}{YTD} AND recipient = '{RA}'"]),
    ]),
    ("top_payer_share", [
        ("what share of may 2026 volume came from the top payer?", [top_share("payer", "sum(amount)", MAY, 1)]),
        ("top 5 payers' share of settlements in april 2026", [top_share("payer", "count(*)", APR, 5)]),
    ]),
    ("top_share_other", [
        ("how concentrated is it: what % of Q1 2026 volume did the largest recipient get?", [top_share("recipient", "sum(amount)", Q1, 1)]),
        ("what percentage of payments last month were made by the top 3 payers", [top_share("payer", "count(*)", MAY, 3)]),
    ]),
    ("top_counterparty", [
        (f"who did {PA} pay the most in november 2025?", [top("recipient", "sum(amount)", f"{NOV} AND payer = '{PA}'")]),
        (f"which payer sent the most payments to {RA} in 2026", [top("payer", "count(*)", f"{YTD} AND recipient = '{RA}'")]),
    ]),
    ("top_counterparty_other", [
        (f"top recipient of {PB}'s payments by total USDC, all time", [top("recipient", "sum(amount)", f"payer = '{PB}'")]),
        (f"who paid {RB} the most in april 2026", [top("payer", "sum(amount)", f"{APR} AND recipient = '{RB}'")]),
    ]),
    ("new_payers", [
        ("how many new payers showed up in may 2026?", [firsts("payer", "2026-05-01", "2026-06-01")]),
        ("count of wallets that made their first ever payment this year", [firsts("payer", "2026-01-01", "2026-06-04")]),
    ]),
    ("new_addresses_other", [
        ("how many new recipients appeared in april 2026", [firsts("recipient", "2026-04-01", "2026-05-01")]),
        ("number of payers whose first payment was in Q1 2026", [firsts("payer", "2026-01-01", "2026-04-01")]),
    ]),
    ("hour_of_day", [
        ("hourly distribution of payments in may 2026", [f"SELECT hour(timestamp) AS h, count(*) {S}{MAY} GROUP BY 1 ORDER BY 1"]),
        ("busiest hour of the day by volume in april 2026", [top("hour(timestamp)", "sum(amount)", APR)]),
    ]),
    ("hour_of_day_other", [
        ("how many settlements per hour of day in april 2026", [f"SELECT hour(timestamp) AS h, count(*) {S}{APR} GROUP BY 1 ORDER BY 1"]),
        ("what hour (UTC) sees the most payments overall", [top("hour(timestamp)", "count(*)", "TRUE")]),
    ]),
    ("weekday", [
        ("busiest day of the week in may 2026", [top("dayname(timestamp)", "count(*)", MAY)]),
        ("weekend vs weekday volume in april 2026", [f"SELECT sum(amount) {S}{APR} AND {WEEKEND}", f"SELECT sum(amount) {S}{APR} AND {WEEKDAY}"]),
    ]),
    ("weekday_other", [
        ("which weekday has the highest volume in Q1 2026", [top("dayname(timestamp)", "sum(amount)", Q1)]),
        ("how many payments on weekends vs weekdays last month", [f"SELECT count(*) {S}{MAY} AND {WEEKEND}", f"SELECT count(*) {S}{MAY} AND {WEEKDAY}"]),
    ]),
    ("weeks", [
        ("which week of 2026 had the most payments", [top(WEEK, "count(*)", YTD)]),
        ("weekly volume in may 2026", [f"SELECT sum(amount) {S}{MAY} GROUP BY {WEEK} ORDER BY {WEEK}"]),
    ]),
    ("weeks_other", [
        ("busiest week by volume in Q1 2026", [top(WEEK, "sum(amount)", Q1)]),
        ("week-by-week payment counts for april 2026", [f"SELECT count(*) {S}{APR} GROUP BY {WEEK} ORDER BY {WEEK}"]),
    ]),
    ("plain_unusual", [
        ("yo how much usdc changed hands in may 2026, all in?", [f"SELECT sum(amount) {S}{MAY}"]),
        ("number of transfers settled across all facilitators, Q1 2026", [f"SELECT count(*) {S}{Q1}"]),
    ]),
    ("plain_unusual_other", [
        ("in April 2026, what was the total dollar amount settled?", [f"SELECT sum(amount) {S}{APR}"]),
        ("march 2026 - payment tally?", [f"SELECT count(*) {S}{MAR}"]),
    ]),
    ("typos", [
        ("avrage payment amount may 2026", [f"SELECT avg(amount) {S}{MAY}"]),
        ("how many unqiue payers in march 2026", [f"SELECT count(DISTINCT payer) {S}{MAR}"]),
    ]),
    ("typos_other", [
        ("medain payment size in april 2026", [f"SELECT median(amount) {S}{APR}"]),
        ("numbr of settlements last week", [f"SELECT count(*) {S}{LASTWEEK}"]),
    ]),
    ("several_figures", [
        ("for may 2026 give me payments, volume, and the 90th percentile amount", [f"SELECT count(*), sum(amount), quantile_cont(amount, 0.9) {S}{MAY}"]),
        ("average gas used and average gas price in april 2026", [f"SELECT avg(gas_used), avg(gas_price) {S}{APR}"]),
    ]),
    ("several_figures_other", [
        ("median and p90 payment in may 2026", [f"SELECT median(amount), quantile_cont(amount, 0.9) {S}{MAY}"]),
        ("std dev and mean of payment size in march 2026", [f"SELECT stddev_samp(amount), avg(amount) {S}{MAR}"]),
    ]),
    ("chatty", [
        ("I'm writing a report on facilitator costs - total gas cost in gwei for coinbase in may 2026 please", [f"SELECT sum({COST}) / 1e9 {S}{MAY} AND {fac('coinbase')}"]),
        ("In Q1 2026, the standard deviation of amounts was what?", [f"SELECT stddev_samp(amount) {S}{Q1}"]),
    ]),
    ("chatty_other", [
        ("hey! quick q for my dashboard: how many distinct facilitators were used this year?", [f"SELECT count(DISTINCT facilitator) {S}{YTD}"]),
        (f"curious - among payments to {RA} in may 2026, what was the 90th percentile amount?", [q(0.9, f"{MAY} AND recipient = '{RA}'")]),
    ]),
    ("refuse_missing_column", [
        ("what's the 90th percentile of payment latency in may 2026", None),
        ("standard deviation of user ages", None),
        ("how much gas did failed transactions use in may 2026", None),
    ]),
    ("refuse_missing_column_other", [
        ("p95 response time of the facilitator api last week", None),
        ("what's the variance of the ETH price in may 2026", None),
        ("gas cost of refunds in april 2026", None),
    ]),
    ("refuse_scope", [
        ("which country do the most new payers come from", None),
        ("busiest hour of the day in new york time in may 2026", None),
    ]),
    ("refuse_scope_other", [
        ("new payers from mobile devices in may 2026", None),
        ("what share of volume came from the top payer in europe in may 2026", None),
    ]),
]


def main() -> None:
    write_shapes(OUT, SHAPES)


if __name__ == "__main__":
    main()
