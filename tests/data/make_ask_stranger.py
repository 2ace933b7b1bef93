# ruff: noqa: E501  (one question and its SQL per line reads best as data)
"""Writes ``ask_stranger.jsonl``: a fifth batch of stranger /ask questions, with hand SQL.

    python tests/data/make_ask_stranger.py

Written before the planner was tuned on it (and before its failures were looked at): each
question is phrased the way an outsider asks a settlement-data service, about entities the
earlier sets do not use. Every question has a *shape*; shapes alternate between ``dev``
(scored and tuned on) and ``heldout`` (scored once, at the end) in the order written here,
so the split was fixed before any question was run. Relative dates resolve against
``AS_OF`` (2026-06-03, a Wednesday, the last day of the test warehouse): "last week" is the
previous Monday-to-Sunday week, "last month" the previous calendar month, "the last N days"
ends today. ``"refuse": true`` marks a question with a clause the data cannot place.
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).with_name("ask_stranger.jsonl")

P1 = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"
P2 = "0x6e52f34f38281c68fe8e1d2bf559876989e59b44"
P3 = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
R1 = "0x318026785294b2c57849f816777dabcfc94250f5"
R2 = "0x66fa4d79ca84016b42352be33c908dd812952ec8"
R3 = "0x27599d824bbb4f506f985af865d840f61ba848c8"


ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "src")]
from tests.warehouse.figures import fac, ts, write_shapes  # noqa: E402

S = "FROM settlements WHERE "
NOV, DEC = ts("2025-11-01", "2025-12-01"), ts("2025-12-01", "2026-01-01")
JAN, FEB = ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q4, Q1 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01")
LAST7, LAST30 = ts("2026-05-28", "2026-06-04"), ts("2026-05-05", "2026-06-04")
LASTWEEK, THISWEEK = ts("2026-05-25", "2026-06-01"), ts("2026-06-01", "2026-06-04")


def top(key: str, measure: str, where: str, k: int, desc: bool = True) -> str:
    order = "DESC" if desc else "ASC"
    return (f"SELECT {key}, {measure} AS m {S}{where} GROUP BY {key} "
            f"ORDER BY m {order}, {key} LIMIT {k}")


def row(cols: str, where: str, desc: bool = True) -> str:
    order = "DESC" if desc else "ASC"
    return f"SELECT {cols} {S}{where} ORDER BY amount {order}, block_number, log_index LIMIT 1"


#: (shape, [(question, [sql, ...]) or (question, None) for a refusal])
SHAPES: list[tuple[str, list[tuple[str, list[str] | None]]]] = [
    ("count_yesterday", [
        ("how many payments settled yesterday?", [f"SELECT count(*) {S}{ts('2026-06-02', '2026-06-03')}"]),
        ("number of x402 txns yesterday", [f"SELECT count(*) {S}{ts('2026-06-02', '2026-06-03')}"]),
    ]),
    ("volume_this_month", [
        ("how much volume so far this month", [f"SELECT sum(amount) {S}{ts('2026-06-01', '2026-06-04')}"]),
        ("total USDC settled this month to date", [f"SELECT sum(amount) {S}{ts('2026-06-01', '2026-06-04')}"]),
    ]),
    ("count_last_week", [
        ("How many settlements happened last week?", [f"SELECT count(*) {S}{LASTWEEK}"]),
        ("payment count for last week pls", [f"SELECT count(*) {S}{LASTWEEK}"]),
    ]),
    ("volume_last_month", [
        ("what was the total usdc settled last month", [f"SELECT sum(amount) {S}{MAY}"]),
        ("Volume for the previous calendar month?", [f"SELECT sum(amount) {S}{MAY}"]),
    ]),
    ("count_year_to_date", [
        ("how many payments so far in 2026", [f"SELECT count(*) {S}{ts('2026-01-01')}"]),
        ("number of settlements this year", [f"SELECT count(*) {S}{ts('2026-01-01')}"]),
    ]),
    ("quarter_volume", [
        ("total USDC volume in Q4 2025", [f"SELECT sum(amount) {S}{Q4}"]),
        ("how much was settled in the fourth quarter of 2025?", [f"SELECT sum(amount) {S}{Q4}"]),
    ]),
    ("quarter_count", [
        ("settlement count for the first quarter of 2026", [f"SELECT count(*) {S}{Q1}"]),
        ("How many payments were there in 2026 Q1?", [f"SELECT count(*) {S}{Q1}"]),
    ]),
    ("typo_month", [
        ("how many setlements in febuary 2026", [f"SELECT count(*) {S}{FEB}"]),
        ("whats the totl volume in decmber 2025", [f"SELECT sum(amount) {S}{DEC}"]),
    ]),
    ("avg_for_subject", [
        (f"average amount {P1} paid per payment in november 2025",
         [f"SELECT avg(amount) {S}{NOV} AND payer = '{P1}'"]),
        (f"mean payment received by {R1} in november 2025",
         [f"SELECT avg(amount) {S}{NOV} AND recipient = '{R1}'"]),
    ]),
    ("recipient_count_relative", [
        (f"how many payments did {R1} receive in the last 30 days",
         [f"SELECT count(*) {S}{LAST30} AND recipient = '{R1}'"]),
        (f"number of times {R2} got paid over the past 2 weeks",
         [f"SELECT count(*) {S}{ts('2026-05-21', '2026-06-04')} AND recipient = '{R2}'"]),
    ]),
    ("payer_volume_period", [
        (f"How much did {P2} spend in Q4 2025?", [f"SELECT sum(amount) {S}{Q4} AND payer = '{P2}'"]),
        (f"total outgoing USDC from {P3} during 2025",
         [f"SELECT sum(amount) {S}{ts('2025-01-01', '2026-01-01')} AND payer = '{P3}'"]),
    ]),
    ("any_role_volume", [
        (f"total volume involving {P1} in october 2025",
         [f"SELECT sum(amount) {S}{ts('2025-10-01', '2025-11-01')} AND (payer = '{P1}' OR recipient = '{P1}')"]),
        (f"how much USDC moved in or out of {R2} in November 2025",
         [f"SELECT sum(amount) {S}{NOV} AND (payer = '{R2}' OR recipient = '{R2}')"]),
    ]),
    ("facilitator_count_relative", [
        ("how many settlements did PayAI handle in the last 7 days",
         [f"SELECT count(*) {S}{LAST7} AND {fac('payai')}"]),
        ("Number of payments facilitated by Heurist last month",
         [f"SELECT count(*) {S}{MAY} AND {fac('heurist')}"]),
    ]),
    ("facilitator_share_count", [
        ("what percentage of settlements in November 2025 went through PayAI?",
         [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) {S}{NOV}"]),
        ("share of payments handled by coinbase in Q1 2026, by count",
         [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {S}{Q1}"]),
    ]),
    ("top_facilitator_address", [
        ("which facilitator address settled the most volume in december 2025?",
         [top("facilitator", "sum(amount)", DEC, 1)]),
        ("top 3 facilitator addresses by number of settlements last month",
         [top("facilitator", "count(*)", MAY, 3)]),
    ]),
    ("top_recipients_count_relative", [
        ("top 5 recipients by number of payments in the past 30 days",
         [top("recipient", "count(*)", LAST30, 5)]),
        ("who got paid most often last week? give me the top 3",
         [top("recipient", "count(*)", LASTWEEK, 3)]),
    ]),
    ("top_payers_volume_period", [
        ("biggest 3 spenders in Q4 2025 by USDC", [top("payer", "sum(amount)", Q4, 3)]),
        ("top 10 payers by amount spent in 2026", [top("payer", "sum(amount)", ts("2026-01-01", "2027-01-01"), 10)]),
    ]),
    ("bottom_k", [
        ("which 3 recipients earned the least in november 2025",
         [top("recipient", "sum(amount)", NOV, 3, desc=False)]),
        ("the 4 recipients with the lowest total received in january 2026",
         [top("recipient", "sum(amount)", JAN, 4, desc=False)]),
    ]),
    ("top_with_facilitator", [
        ("top 3 recipients by volume via coinbase in november 2025",
         [top("recipient", "sum(amount)", f"{NOV} AND {fac('coinbase')}", 3)]),
        ("which payer sent the most payments through payai in december 2025?",
         [top("payer", "count(*)", f"{DEC} AND {fac('payai')}", 1)]),
    ]),
    ("max_row_both_parties", [
        ("largest payment last month: who paid whom and how much?",
         [row("amount, payer, recipient", MAY)]),
        ("What was the single biggest transfer in Q4 2025? sender and receiver please",
         [row("amount, payer, recipient", Q4)]),
    ]),
    ("min_row", [
        ("smallest payment in april 2026 and who received it", [row("amount, recipient", APR, desc=False)]),
        ("Who made the tiniest payment in the last 7 days, and how much was it?",
         [row("amount, payer", LAST7, desc=False)]),
    ]),
    ("max_for_subject", [
        (f"what's the biggest single payment {P1} ever made?",
         [f"SELECT max(amount) {S}payer = '{P1}'"]),
        (f"largest amount {R1} received in one payment in november 2025",
         [f"SELECT max(amount) {S}{NOV} AND recipient = '{R1}'"]),
    ]),
    ("perday_volume_period", [
        ("average daily volume in december 2025", [f"SELECT sum(amount) / 31 {S}{DEC}"]),
        ("how much USDC per day on average in Q1 2026?", [f"SELECT sum(amount) / 90 {S}{Q1}"]),
    ]),
    ("perday_count_relative", [
        ("average payments per day over the last 14 days",
         [f"SELECT count(*) / 14.0 {S}{ts('2026-05-21', '2026-06-04')}"]),
        ("on avg how many settlements a day last month", [f"SELECT count(*) / 31.0 {S}{MAY}"]),
    ]),
    ("multi_measure", [
        ("count, total and average payment size in january 2026",
         [f"SELECT count(*), sum(amount), avg(amount) {S}{JAN}"]),
        ("how many payments and how many unique payers were there in april 2026?",
         [f"SELECT count(*), count(DISTINCT payer) {S}{APR}"]),
    ]),
    ("min_median_max", [
        ("min, median and max payment in february 2026",
         [f"SELECT min(amount), median(amount), max(amount) {S}{FEB}"]),
        ("what were the smallest and the largest payments yesterday?",
         [f"SELECT min(amount), max(amount) {S}{ts('2026-06-02', '2026-06-03')}"]),
    ]),
    ("between_volume", [
        ("total value of payments between 0.01 and 1 USDC in november 2025",
         [f"SELECT sum(amount) {S}{NOV} AND amount BETWEEN 0.01 AND 1"]),
        ("sum of payments from $5 to $50 in q4 2025",
         [f"SELECT sum(amount) {S}{Q4} AND amount BETWEEN 5 AND 50"]),
    ]),
    ("threshold_count_relative", [
        ("How many payments above $0.50 in the last 30 days?",
         [f"SELECT count(*) {S}{LAST30} AND amount > 0.5"]),
        ("count of settlements below 0.01 usdc last month",
         [f"SELECT count(*) {S}{MAY} AND amount < 0.01"]),
    ]),
    ("threshold_at_most", [
        ("how many payments of at most 0.005 USDC in december 2025",
         [f"SELECT count(*) {S}{DEC} AND amount <= 0.005"]),
        ("number of payments no more than 0.01 USDC in january 2026",
         [f"SELECT count(*) {S}{JAN} AND amount <= 0.01"]),
    ]),
    ("threshold_subject", [
        (f"how many payments over 0.1 USDC did {P2} make in november 2025",
         [f"SELECT count(*) {S}{NOV} AND payer = '{P2}' AND amount > 0.1"]),
        (f"volume {R1} received from payments under 0.01 in december 2025",
         [f"SELECT sum(amount) {S}{DEC} AND recipient = '{R1}' AND amount < 0.01"]),
    ]),
    ("share_threshold_count", [
        ("what % of payments in q4 2025 were under 0.01 USDC",
         [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*) {S}{Q4}"]),
        ("share of november 2025 settlements that were at least 1 USDC",
         [f"SELECT 100.0 * count(*) FILTER (WHERE amount >= 1) / count(*) {S}{NOV}"]),
    ]),
    ("share_subject_volume", [
        (f"what share of december 2025 volume did {R2} receive",
         [f"SELECT 100.0 * sum(amount) FILTER (WHERE recipient = '{R2}') / sum(amount) {S}{DEC}"]),
        (f"percentage of all-time volume paid by {P1}",
         [f"SELECT 100.0 * sum(amount) FILTER (WHERE payer = '{P1}') / sum(amount) {S}TRUE"]),
    ]),
    ("cmp_quarters", [
        ("compare volume in Q4 2025 and Q1 2026",
         [f"SELECT sum(amount) {S}{Q4}", f"SELECT sum(amount) {S}{Q1}"]),
        ("payment count Q1 2026 vs Q4 2025",
         [f"SELECT count(*) {S}{Q1}", f"SELECT count(*) {S}{Q4}"]),
    ]),
    ("cmp_subjects", [
        (f"compare how much {P1} and {P2} spent in november 2025",
         [f"SELECT sum(amount) {S}{NOV} AND payer = '{P1}'",
          f"SELECT sum(amount) {S}{NOV} AND payer = '{P2}'"]),
        (f"who received more in december 2025, {R1} or {R2}?",
         [f"SELECT sum(amount) {S}{DEC} AND recipient = '{R1}'",
          f"SELECT sum(amount) {S}{DEC} AND recipient = '{R2}'"]),
    ]),
    ("cmp_relative_periods", [
        ("settlement count this week vs last week",
         [f"SELECT count(*) {S}{THISWEEK}", f"SELECT count(*) {S}{LASTWEEK}"]),
        ("volume last month compared to the month before",
         [f"SELECT sum(amount) {S}{MAY}", f"SELECT sum(amount) {S}{APR}"]),
    ]),
    ("cmp_halves", [
        ("volume in the first half of december 2025 versus the second half",
         [f"SELECT sum(amount) {S}{ts('2025-12-01', '2025-12-16')}",
          f"SELECT sum(amount) {S}{ts('2025-12-16', '2026-01-01')}"]),
        ("compare the number of payments in the first and second half of january 2026",
         [f"SELECT count(*) {S}{ts('2026-01-01', '2026-01-16')}",
          f"SELECT count(*) {S}{ts('2026-01-16', '2026-02-01')}"]),
    ]),
    ("iso_range", [
        ("payments between 2025-11-10 and 2025-11-16 inclusive: how many?",
         [f"SELECT count(*) {S}{ts('2025-11-10', '2025-11-17')}"]),
        ("volume from 2026-04-01 through 2026-04-15", [f"SELECT sum(amount) {S}{ts('2026-04-01', '2026-04-16')}"]),
    ]),
    ("open_ended", [
        ("total volume since 2026-05-01", [f"SELECT sum(amount) {S}{ts('2026-05-01')}"]),
        ("how many payments were made before october 2025?", [f"SELECT count(*) {S}{ts(None, '2025-10-01')}"]),
    ]),
    ("date_formats", [
        ("how many settlements on 12/25/2025", [f"SELECT count(*) {S}{ts('2025-12-25', '2025-12-26')}"]),
        ("total volume on 1st January 2026", [f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-01-02')}"]),
    ]),
    ("distinct_relative", [
        ("how many unique payers in the last 30 days", [f"SELECT count(DISTINCT payer) {S}{LAST30}"]),
        ("number of distinct recipients paid last week", [f"SELECT count(DISTINCT recipient) {S}{LASTWEEK}"]),
    ]),
    ("distinct_counterparties", [
        (f"how many different wallets paid {R1} in december 2025",
         [f"SELECT count(DISTINCT payer) {S}{DEC} AND recipient = '{R1}'"]),
        (f"how many distinct recipients did {P2} send money to in november 2025",
         [f"SELECT count(DISTINCT recipient) {S}{NOV} AND payer = '{P2}'"]),
    ]),
    ("group_having", [
        ("how many payers made at least 5 payments last month",
         [f"SELECT count(*) FROM (SELECT payer {S}{MAY} GROUP BY payer HAVING count(*) >= 5)"]),
        ("number of recipients that earned more than 10 USDC in Q4 2025",
         [f"SELECT count(*) FROM (SELECT recipient {S}{Q4} GROUP BY recipient HAVING sum(amount) > 10)"]),
    ]),
    ("busiest_day_period", [
        ("which day in the last 30 days had the most payments?",
         [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c {S}{LAST30} GROUP BY 1 ORDER BY c DESC, d LIMIT 1"]),
        ("highest volume day of 2025",
         [f"SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v {S}{ts('2025-01-01', '2026-01-01')} "
          "GROUP BY 1 ORDER BY v DESC, d LIMIT 1"]),
    ]),
    ("daily_series", [
        ("daily volume for the last 7 days",
         [f"SELECT CAST(timestamp AS DATE) AS d, sum(amount) {S}{LAST7} GROUP BY 1 ORDER BY d"]),
        ("payments per day in the first week of february 2026",
         [f"SELECT CAST(timestamp AS DATE) AS d, count(*) {S}{ts('2026-02-01', '2026-02-08')} GROUP BY 1 ORDER BY d"]),
    ]),
    ("monthly_series", [
        ("monthly payment counts in 2026",
         [f"SELECT CAST(date_trunc('month', timestamp) AS DATE) AS m, count(*) {S}"
          f"{ts('2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY m"]),
        ("volume per month from october 2025 to january 2026",
         [f"SELECT CAST(date_trunc('month', timestamp) AS DATE) AS m, sum(amount) {S}"
          f"{ts('2025-10-01', '2026-02-01')} GROUP BY 1 ORDER BY m"]),
    ]),
    ("weekday_filter", [
        ("how many payments on mondays in april 2026",
         [f"SELECT count(*) {S}{APR} AND isodow(timestamp) = 1"]),
        ("average payment on weekends in Q1 2026",
         [f"SELECT avg(amount) {S}{Q1} AND isodow(timestamp) IN (6, 7)"]),
    ]),
    ("all_time", [
        ("what's the all-time median payment?", [f"SELECT median(amount) {S}TRUE"]),
        ("total number of unique payers ever", [f"SELECT count(DISTINCT payer) {S}TRUE"]),
    ]),
    ("facilitator_distinct", [
        ("how many unique payers used Coinbase in november 2025",
         [f"SELECT count(DISTINCT payer) {S}{NOV} AND {fac('coinbase')}"]),
        ("how many different recipients were paid through PayAI last month",
         [f"SELECT count(DISTINCT recipient) {S}{MAY} AND {fac('payai')}"]),
    ]),
    ("payer_to_recipient", [
        (f"how much did {P3} pay {R1} in november 2025",
         [f"SELECT sum(amount) {S}{NOV} AND payer = '{P3}' AND recipient = '{R1}'"]),
        (f"count of payments from {P2} to {R2} in 2025",
         [f"SELECT count(*) {S}{ts('2025-01-01', '2026-01-01')} AND payer = '{P2}' AND recipient = '{R2}'"]),
    ]),
    ("first_payment_time", [
        (f"when did {P2} make its first payment?",
         [f"SELECT timestamp {S}payer = '{P2}' ORDER BY block_number, log_index LIMIT 1"]),
        (f"when was {R3} paid for the first time",
         [f"SELECT timestamp {S}recipient = '{R3}' ORDER BY block_number, log_index LIMIT 1"]),
    ]),
    ("fac_avg_median", [
        ("average and median payment through coinbase last month",
         [f"SELECT avg(amount), median(amount) {S}{MAY} AND {fac('coinbase')}"]),
        ("mean and median settlement size via PayAI in december 2025",
         [f"SELECT avg(amount), median(amount) {S}{DEC} AND {fac('payai')}"]),
    ]),
    ("refuse_missing_field", [
        ("How many x402 payments failed in March 2026?", None),
        ("Which API endpoint earned the most in April 2026?", None),
        ("how much did payers in Germany spend in May 2026?", None),
        ("average time between a payer's consecutive payments in march 2026", None),
        ("how many payments in march 2026 came from mobile wallets", None),
        ("How many settlements in March 2026 took more than 2 seconds to confirm?", None),
    ]),
    ("refuse_unplaceable_filter", [
        ("What was the total volume in euros last month?", None),
        ("how many settlements in march 2026 were paid in ETH", None),
        ("top 5 recipients by refund rate in april 2026", None),
        ("volume last month adjusted for inflation", None),
        ("how many payments in april 2026 were for AI inference calls", None),
        ("what was the volume in q1 2026 from first-time buyers who later churned", None),
    ]),
]


def main() -> None:
    write_shapes(OUT, SHAPES)


if __name__ == "__main__":
    main()
