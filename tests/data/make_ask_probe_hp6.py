"""Probe questions for Sextant's /ask, writer hp6.

Persona: an operations engineer and an accountant at a merchant or facilitator, reconciling
x402 USDC payments. They ask for exact date and day ranges (in several date formats), about one
recipient or payer address (mixed case, sometimes truncated - then refused), counts and sums over
and under thresholds, per-day and per-hour figures, the largest and smallest payments and their
payer, a transaction looked up by its tx hash (amount, payer, block), the first and last payment
of an address, distinct counterparties, several figures per question, and things the data cannot
answer (refunds, fees charged, failed payments, invoices...).

Every question and its hand SQL is written by hand below. Run from the worktree root:
    PYTHONPATH=src:. python /work/probes_hp6/make_ask_probe_hp6.py
It writes ask_probe_hp6.jsonl next to this file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

OUT = Path(__file__).resolve().parent / "ask_probe_hp6.jsonl"

# addresses used (lowercase in SQL; the questions write them in various cases)
R1 = "0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7"
R2 = "0xc8873a516a0d8e9587374313e44b81c41672f40e"
R3 = "0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3"
R4 = "0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5"
BIG = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
HUB = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
P1 = "0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e"
P2 = "0x298ce631e9911549dfff1382f03635c310bd6318"
P3 = "0x71c167e196443cd2394f3a50c74ab4a4a3bdb1d1"
P4 = "0x90872f4f373fa502078f84c9870e5a5452b1ac11"
P5 = "0x30a64a160f63703bb13e69170257ef7c9592288d"
T1 = "0x3e42f02e875ca292368a9e091a472e3e8b98c65f26ce24c46dffa23dd93ecc88"
T2 = "0xf9db777085b390c9bf24ea5c12ef9067eecb283e5ecb72a21a8a77851e4e4025"
T3 = "0xdbc9375e65c231dcae11f8e98c79deb155d2280f48e71934bb97291d5a88773f"
T4 = "0xa0d681557767869747b34e9a8441ba97524f8a339e01b7a38bb6b275bbc0569f"
T5 = "0x35c45a8370f83d4a74371f39ee1b7c50e075b69052bda6fe73f2639797ae5e28"
T6 = "0x4096cae8468675ed46ef1946ea39a2197b77fedcfe5bf338e43e99de75b7ce69"

ITEMS: list[tuple[str, str, list[str] | None]] = []


def add(shape: str, question: str, sql: list[str] | None) -> None:
    ITEMS.append((shape, question, sql))


# --- counts and sums for one recipient over a day range --------------------------------------
add("recipient_count_iso_range",
    "How many payments did 0x3DCDeccbf51893a9fca38429dd96bc1d63b021e7 receive between "
    "2026-05-01 and 2026-05-31?",
    [f"SELECT count(*) FROM settlements WHERE recipient = '{R1}' AND "
     f"{ts('2026-05-01', '2026-06-01')}"])
add("recipient_sum_month_name",
    "Total USDC received by 0xc8873a516a0d8e9587374313e44b81c41672f40e in January 2026?",
    [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R2}' AND "
     f"{ts('2026-01-01', '2026-02-01')}"])
add("recipient_count_sum_us_long_dates",
    "For recipient 0x80d6F4352b9ff7bfdcb7555c0a44ad950c649ac3, give me the number of payments "
    "and the total USDC from November 1, 2025 to November 30, 2025.",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE recipient = '{R3}' AND "
     f"{ts('2025-11-01', '2025-12-01')}"])
add("recipient_sum_count_avg_week",
    "Reconciling 0x8F41C3D0607E0BB37D9D8538AD54D2847C188BA5 for the week of 2026-05-18 to "
    "2026-05-24: total received, number of payments and average payment?",
    [f"SELECT sum(amount), count(*), avg(amount) FROM settlements WHERE recipient = '{R4}' AND "
     f"{ts('2026-05-18', '2026-05-25')}"])
add("recipient_count_slash_dates",
    "Count of incoming payments to 0xc8873a516a0d8e9587374313e44b81c41672f40e from 2026/01/10 "
    "to 2026/01/20.",
    [f"SELECT count(*) FROM settlements WHERE recipient = '{R2}' AND "
     f"{ts('2026-01-10', '2026-01-21')}"])
add("recipient_sum_day_month_year",
    "What did 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 take in between 5 January 2026 and "
    "25 January 2026, in USDC?",
    [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R1}' AND "
     f"{ts('2026-01-05', '2026-01-26')}"])
add("recipient_count_single_day",
    "How many payments landed at 0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3 on 2025-11-20?",
    [f"SELECT count(*) FROM settlements WHERE recipient = '{R3}' AND "
     f"{ts('2025-11-20', '2025-11-21')}"])
add("recipient_sum_single_day_named",
    "Sum of USDC paid to 0xE54BEB0F4a1babbee3912821ac32bc9f6b0488c4 on December 3rd, 2025?",
    [f"SELECT sum(amount) FROM settlements WHERE recipient = '{HUB}' AND "
     f"{ts('2025-12-03', '2025-12-04')}"])
add("recipient_count_sum_quarter",
    "Q1 2026 for merchant wallet 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5: how many payments "
    "and how much USDC in total?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE recipient = '{R4}' AND "
     f"{ts('2026-01-01', '2026-04-01')}"])
add("recipient_sum_last_month",
    "Total received last month by 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7?",
    [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R1}' AND "
     f"{ts('2026-05-01', '2026-06-01')}"])
add("recipient_count_this_month",
    "How many payments has 0xC8873a516a0d8e9587374313e44b81c41672f40e received so far this "
    "month?",
    [f"SELECT count(*) FROM settlements WHERE recipient = '{R2}' AND "
     f"{ts('2026-06-01', '2026-06-04')}"])
add("recipient_count_sum_last_30_days",
    "Past 30 days, recipient 0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3: payment count and USDC "
    "total please.",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE recipient = '{R3}' AND "
     f"{ts('2026-05-05', '2026-06-04')}"])
add("recipient_sum_ytd",
    "Year-to-date USDC received by 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5?",
    [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R4}' AND "
     f"{ts('2026-01-01', '2026-06-04')}"])

# --- payer side ------------------------------------------------------------------------------
add("payer_count_month",
    "How many payments did payer 0xe8EAD3409fb324c32b2442d099a9ccc1873e7c1e send in "
    "December 2025?",
    [f"SELECT count(*) FROM settlements WHERE payer = '{P1}' AND "
     f"{ts('2025-12-01', '2026-01-01')}"])
add("payer_sum_range_iso",
    "Total USDC paid out by 0x298ce631e9911549dfff1382f03635c310bd6318 from 2025-11-10 through "
    "2025-11-16.",
    [f"SELECT sum(amount) FROM settlements WHERE payer = '{P2}' AND "
     f"{ts('2025-11-10', '2025-11-17')}"])
add("payer_count_sum_avg_all_time",
    "For 0x30A64A160F63703BB13E69170257EF7C9592288D as payer: how many payments, total spent, "
    "and average payment size?",
    [f"SELECT count(*), sum(amount), avg(amount) FROM settlements WHERE payer = '{P5}'"])
add("payer_count_last_7_days",
    "Number of payments sent by 0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e in the last 7 days?",
    [f"SELECT count(*) FROM settlements WHERE payer = '{P1}' AND "
     f"{ts('2026-05-28', '2026-06-04')}"])
add("payer_sum_count_ytd",
    "Since January 1st this year, how many payments has 0x298CE631e9911549dfff1382f03635c310bd6318 "
    "made and for how much USDC?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE payer = '{P2}' AND "
     f"{ts('2026-01-01', '2026-06-04')}"])
add("payer_to_recipient_count_sum",
    "How many payments did 0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e make to "
    "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4, and what was the total?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE payer = '{P1}' AND "
     f"recipient = '{HUB}'"])
add("payer_avg_median_month",
    "Average and median payment size for payer 0x90872f4f373fa502078f84c9870e5a5452b1ac11 in "
    "November 2025?",
    [f"SELECT avg(amount), median(amount) FROM settlements WHERE payer = '{P4}' AND "
     f"{ts('2025-11-01', '2025-12-01')}"])
add("recipient_median_month",
    "Median payment received by 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 in January 2026?",
    [f"SELECT median(amount) FROM settlements WHERE recipient = '{R1}' AND "
     f"{ts('2026-01-01', '2026-02-01')}"])

# --- thresholds --------------------------------------------------------------------------------
add("payer_count_over_dollar",
    "How many payments over $1 has 0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e ever made?",
    [f"SELECT count(*) FROM settlements WHERE payer = '{P1}' AND amount > 1"])
add("payer_count_under_cent",
    "How many of 0x298ce631e9911549dfff1382f03635c310bd6318's payments were under one cent?",
    [f"SELECT count(*) FROM settlements WHERE payer = '{P2}' AND amount < 0.01"])
add("recipient_sum_at_least_threshold",
    "Sum of payments of at least 5 USDC received by 0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57.",
    [f"SELECT sum(amount) FROM settlements WHERE recipient = '{BIG}' AND amount >= 5"])
add("day_count_at_most_threshold",
    "On 2026-05-20, how many payments were for at most 0.002 USDC?",
    [f"SELECT count(*) FROM settlements WHERE amount <= 0.002 AND "
     f"{ts('2026-05-20', '2026-05-21')}"])
add("month_count_sum_above_threshold",
    "In November 2025, how many payments were above $10 and what did they add up to?",
    ["SELECT count(*), sum(amount) FROM settlements WHERE amount > 10 AND "
     f"{ts('2025-11-01', '2025-12-01')}"])
add("all_time_count_sum_at_least_100",
    "Count and total of all payments of $100 or more, all time.",
    ["SELECT count(*), sum(amount) FROM settlements WHERE amount >= 100"])
add("recipient_count_below_threshold_month",
    "How many payments below 0.005 USDC did 0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3 get in "
    "January 2026?",
    [f"SELECT count(*) FROM settlements WHERE recipient = '{R3}' AND amount < 0.005 AND "
     f"{ts('2026-01-01', '2026-02-01')}"])
add("recipient_count_over_under_split",
    "For 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 in 2026 so far: how many payments were over "
    "$0.10 and how many were at most $0.10?",
    [f"SELECT count(*) FROM settlements WHERE recipient = '{R1}' AND amount > 0.10 AND "
     f"{ts('2026-01-01', '2026-06-04')}",
     f"SELECT count(*) FROM settlements WHERE recipient = '{R1}' AND amount <= 0.10 AND "
     f"{ts('2026-01-01', '2026-06-04')}"])
add("payer_sum_over_threshold_quarter",
    "Total of 0x30a64a160f63703bb13e69170257ef7c9592288d's payments greater than 1 USDC in "
    "Q4 2025?",
    [f"SELECT sum(amount) FROM settlements WHERE payer = '{P5}' AND amount > 1 AND "
     f"{ts('2025-10-01', '2026-01-01')}"])
add("pct_under_threshold_recipient",
    "What percentage of the payments to 0xc8873a516a0d8e9587374313e44b81c41672f40e were less "
    "than 0.01 USDC?",
    [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*) FROM settlements "
     f"WHERE recipient = '{R2}'"])
add("exact_amount_count_day",
    "How many payments of exactly 0.005 USDC were settled on 2025-11-20?",
    ["SELECT count(*) FROM settlements WHERE amount = 0.005 AND "
     f"{ts('2025-11-20', '2025-11-21')}"])

# --- whole-ledger period figures -----------------------------------------------------------
add("ledger_count_yesterday",
    "How many settlements were there yesterday?",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-02', '2026-06-03')}"])
add("ledger_sum_count_today",
    "Today's settled volume and payment count so far?",
    [f"SELECT sum(amount), count(*) FROM settlements WHERE {ts('2026-06-03', '2026-06-04')}"])
add("ledger_count_sum_last_week",
    "Last week (Monday to Sunday): number of payments and total USDC?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}"])
add("ledger_unique_payers_30d",
    "Unique payers over the past 30 days?",
    [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')}"])
add("ledger_count_unique_recipients_month",
    "April 2026: how many payments and how many distinct recipients?",
    [f"SELECT count(*), count(DISTINCT recipient) FROM settlements WHERE "
     f"{ts('2026-04-01', '2026-05-01')}"])
add("ledger_sum_us_numeric_range",
    "Total USDC settled from 05/01/2026 to 05/15/2026.",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-05-16')}"])
add("ledger_count_day_first_range",
    "How many payments between 1 March and 15 March 2026?",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-03-16')}"])
add("ledger_count_sum_holiday_days",
    "From 2025-12-24 through 2025-12-26, how many payments and what total?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2025-12-24', '2025-12-27')}"])
add("ledger_avg_median_day",
    "Average and median payment on Feb 14, 2026?",
    [f"SELECT avg(amount), median(amount) FROM settlements WHERE "
     f"{ts('2026-02-14', '2026-02-15')}"])
add("ledger_count_dotted_date",
    "How many payments were settled on 20.05.2026?",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-20', '2026-05-21')}"])
add("ledger_sum_compact_date",
    "Total volume on 20260415?",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-15', '2026-04-16')}"])
add("ledger_payers_recipients_count_quarter",
    "Q1 2026 summary: payment count, USDC total, unique payers and unique recipients.",
    ["SELECT count(*), sum(amount), count(DISTINCT payer), count(DISTINCT recipient) FROM "
     f"settlements WHERE {ts('2026-01-01', '2026-04-01')}"])

# --- per-day figures ---------------------------------------------------------------------------
add("per_day_count_list_week",
    "Give me the number of settlements per day from 2026-05-25 to 2026-05-31.",
    ["SELECT CAST(timestamp AS DATE) AS d, count(*) FROM settlements WHERE "
     f"{ts('2026-05-25', '2026-06-01')} GROUP BY d ORDER BY d"])
add("per_day_avg_count_month",
    "On average, how many payments per day were settled in April 2026?",
    [f"SELECT count(*) / 30.0 FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}"])
add("per_day_recipient_avg_count",
    "Average number of payments per day received by 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4 "
    "in December 2025?",
    [f"SELECT count(*) / 31.0 FROM settlements WHERE recipient = '{HUB}' AND "
     f"{ts('2025-12-01', '2026-01-01')}"])
add("per_day_recipient_volume_list",
    "Daily USDC received by 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4 for each day from "
    "2025-12-01 to 2025-12-05.",
    ["SELECT CAST(timestamp AS DATE) AS d, sum(amount) FROM settlements WHERE "
     f"recipient = '{HUB}' AND {ts('2025-12-01', '2025-12-06')} GROUP BY d ORDER BY d"])
add("per_day_busiest_day_month",
    "Which day in May 2026 had the most payments, and how many?",
    ["SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE "
     f"{ts('2026-05-01', '2026-06-01')} GROUP BY d ORDER BY c DESC LIMIT 1"])
add("per_day_top_volume_day_month",
    "Which day of April 2026 had the highest USDC volume, and what was it?",
    ["SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v FROM settlements WHERE "
     f"{ts('2026-04-01', '2026-05-01')} GROUP BY d ORDER BY v DESC LIMIT 1"])
add("per_day_quietest_day_week",
    "Quietest day last week by number of payments, and its count?",
    ["SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE "
     f"{ts('2026-05-25', '2026-06-01')} GROUP BY d ORDER BY c ASC LIMIT 1"])
add("per_day_active_days_recipient",
    "On how many distinct days in January 2026 did 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 "
    "receive at least one payment?",
    [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) FROM settlements WHERE recipient = '{R1}' "
     f"AND {ts('2026-01-01', '2026-02-01')}"])
add("per_day_count_and_volume_list",
    "For each day from June 1 to June 3, 2026: payment count and USDC volume.",
    ["SELECT CAST(timestamp AS DATE) AS d, count(*), sum(amount) FROM settlements WHERE "
     f"{ts('2026-06-01', '2026-06-04')} GROUP BY d ORDER BY d"])
add("per_day_max_count_recipient",
    "What was 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4's busiest day ever by payments "
    "received, and how many?",
    ["SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE "
     f"recipient = '{HUB}' GROUP BY d ORDER BY c DESC LIMIT 1"])

# --- per-hour figures --------------------------------------------------------------------------
add("hour_window_count",
    "How many payments were settled between 14:00 and 15:00 UTC on 2026-05-20?",
    ["SELECT count(*) FROM settlements WHERE timestamp >= TIMESTAMPTZ '2026-05-20 14:00:00+00' "
     "AND timestamp < TIMESTAMPTZ '2026-05-20 15:00:00+00'"])
add("hour_window_sum",
    "USDC settled from 09:00 to 12:00 UTC on 2025-11-18?",
    ["SELECT sum(amount) FROM settlements WHERE timestamp >= TIMESTAMPTZ '2025-11-18 09:00:00+00' "
     "AND timestamp < TIMESTAMPTZ '2025-11-18 12:00:00+00'"])
add("hour_busiest_of_day",
    "Which hour (UTC) of 2025-11-15 had the most payments, and how many were there?",
    ["SELECT hour(timestamp) AS h, count(*) AS c FROM settlements WHERE "
     f"{ts('2025-11-15', '2025-11-16')} GROUP BY h ORDER BY c DESC LIMIT 1"])
add("hour_per_hour_list_day",
    "Hourly payment counts on 2026-06-02, hour by hour.",
    ["SELECT hour(timestamp) AS h, count(*) FROM settlements WHERE "
     f"{ts('2026-06-02', '2026-06-03')} GROUP BY h ORDER BY h"])
add("hour_avg_per_hour_day",
    "Average number of payments per hour on 2025-11-20?",
    [f"SELECT count(*) / 24.0 FROM settlements WHERE {ts('2025-11-20', '2025-11-21')}"])
add("hour_of_day_busiest_recipient",
    "At what hour of the day (UTC) does 0xE54BEB0F4A1BABBEE3912821AC32BC9F6B0488C4 receive the "
    "most payments overall, and how many in that hour?",
    ["SELECT hour(timestamp) AS h, count(*) AS c FROM settlements WHERE "
     f"recipient = '{HUB}' GROUP BY h ORDER BY c DESC LIMIT 1"])
add("hour_window_count_sum",
    "Payments and volume in the 18:00-19:00 UTC hour of 2025-11-25?",
    ["SELECT count(*), sum(amount) FROM settlements WHERE "
     "timestamp >= TIMESTAMPTZ '2025-11-25 18:00:00+00' "
     "AND timestamp < TIMESTAMPTZ '2025-11-25 19:00:00+00'"])

# --- largest / smallest ------------------------------------------------------------------------
add("largest_recipient_month_with_payer",
    "What was the largest payment to 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 in December "
    "2025, and who paid it?",
    [f"SELECT amount, payer FROM settlements WHERE recipient = '{R1}' AND "
     f"{ts('2025-12-01', '2026-01-01')} ORDER BY amount DESC, id LIMIT 1"])
add("largest_payer_all_time_with_recipient",
    "Largest payment 0x30a64a160f63703bb13e69170257ef7c9592288d ever sent, and who received it?",
    [f"SELECT amount, recipient FROM settlements WHERE payer = '{P5}' "
     "ORDER BY amount DESC, id LIMIT 1"])
add("largest_ever_payer_tx",
    "Largest single payment on record: amount, payer and tx hash?",
    ["SELECT amount, payer, tx_hash FROM settlements ORDER BY amount DESC, id LIMIT 1"])
add("largest_payer_amount_only",
    "Biggest payment ever made by 0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e?",
    [f"SELECT max(amount) FROM settlements WHERE payer = '{P1}'"])
add("largest_month_payer",
    "Who made the largest payment in March 2026?",
    [f"SELECT payer FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} "
     "ORDER BY amount DESC, id LIMIT 1"])
add("largest_recipient_all_time_amount_date",
    "Largest payment ever received by 0xc8873a516a0d8e9587374313e44b81c41672f40e - amount and "
    "when?",
    [f"SELECT amount, timestamp FROM settlements WHERE recipient = '{R2}' "
     "ORDER BY amount DESC, id LIMIT 1"])
add("largest_and_smallest_recipient_range",
    "Largest and smallest payment received by 0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3 between "
    "2025-11-01 and 2025-11-30?",
    [f"SELECT max(amount), min(amount) FROM settlements WHERE recipient = '{R3}' AND "
     f"{ts('2025-11-01', '2025-12-01')}"])
add("top2_payments_week",
    "The two largest payments last week, with their payers.",
    ["SELECT amount, payer FROM settlements WHERE "
     f"{ts('2026-05-25', '2026-06-01')} ORDER BY amount DESC, id LIMIT 2"])
add("largest_day_with_payer_recipient",
    "Largest payment on 2025-11-18: amount, payer and recipient?",
    [f"SELECT amount, payer, recipient FROM settlements WHERE {ts('2025-11-18', '2025-11-19')} "
     "ORDER BY amount DESC, id LIMIT 1"])
add("largest_recipient_period_payer",
    "Biggest payment 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4 received in May 2026 and its "
    "payer?",
    [f"SELECT amount, payer FROM settlements WHERE recipient = '{HUB}' AND "
     f"{ts('2026-05-01', '2026-06-01')} ORDER BY amount DESC, id LIMIT 1"])
add("largest_payer_quarter_with_recipient",
    "In Q4 2025, what was the largest payment by 0x298ce631e9911549dfff1382f03635c310bd6318 and "
    "to whom?",
    [f"SELECT amount, recipient FROM settlements WHERE payer = '{P2}' AND "
     f"{ts('2025-10-01', '2026-01-01')} ORDER BY amount DESC, id LIMIT 1"])
add("top_payers_recipient_limit3",
    "Top 3 payers of 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 by total USDC, with their "
    "totals.",
    [f"SELECT payer, sum(amount) AS v FROM settlements WHERE recipient = '{R1}' "
     "GROUP BY payer ORDER BY v DESC LIMIT 3"])
add("top_recipients_month_limit5",
    "Top 5 recipients by number of payments last month, with counts.",
    ["SELECT recipient, count(*) AS c FROM settlements WHERE "
     f"{ts('2026-05-01', '2026-06-01')} GROUP BY recipient ORDER BY c DESC LIMIT 5"])
add("top_payer_recipient_count",
    "Which payer paid 0xc8873a516a0d8e9587374313e44b81c41672f40e most often, and how many "
    "times?",
    [f"SELECT payer, count(*) AS c FROM settlements WHERE recipient = '{R2}' "
     "GROUP BY payer ORDER BY c DESC LIMIT 1"])
add("top_recipient_of_payer_volume",
    "Where did 0x30a64a160f63703bb13e69170257ef7c9592288d send the most USDC, and how much?",
    [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE payer = '{P5}' "
     "GROUP BY recipient ORDER BY v DESC LIMIT 1"])

# --- transaction look-ups ------------------------------------------------------------------------
add("tx_amount",
    f"What amount was transferred in transaction {T1}?",
    [f"SELECT amount FROM settlements WHERE tx_hash = '{T1}'"])
add("tx_payer_block",
    f"Who paid in tx {T2}, and in which block?",
    [f"SELECT payer, block_number FROM settlements WHERE tx_hash = '{T2}'"])
add("tx_amount_payer_block",
    f"Look up {T3.upper().replace('0X', '0x')}: amount, payer and block number.",
    [f"SELECT amount, payer, block_number FROM settlements WHERE tx_hash = '{T3}'"])
add("tx_recipient_time",
    f"Which address received the payment in tx {T4}, and at what time?",
    [f"SELECT recipient, timestamp FROM settlements WHERE tx_hash = '{T4}'"])
add("tx_timestamp_only",
    f"When exactly was {T6} settled?",
    [f"SELECT timestamp FROM settlements WHERE tx_hash = '{T6}'"])
add("tx_payer_recipient_amount",
    f"For our records: tx {T5} - payer, recipient and amount?",
    [f"SELECT payer, recipient, amount FROM settlements WHERE tx_hash = '{T5}'"])

# --- first / last payment of an address -------------------------------------------------------
add("first_received_recipient",
    "When did 0xc8873a516a0d8e9587374313e44b81c41672f40e receive its first payment?",
    [f"SELECT min(timestamp) FROM settlements WHERE recipient = '{R2}'"])
add("last_paid_payer",
    "When did 0x71C167E196443CD2394F3A50C74AB4A4A3BDB1D1 last pay anyone?",
    [f"SELECT max(timestamp) FROM settlements WHERE payer = '{P3}'"])
add("first_last_address_either_role",
    "First and last time 0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57 appears in the data at all "
    "(as payer or recipient)?",
    [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE payer = '{BIG}' OR "
     f"recipient = '{BIG}'"])
add("first_payment_recipient_amount_payer",
    "The very first payment to 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5: amount and payer?",
    [f"SELECT amount, payer FROM settlements WHERE recipient = '{R4}' "
     "ORDER BY timestamp, id LIMIT 1"])
add("last_payment_payer_amount_recipient",
    "Most recent payment by 0x30a64a160f63703bb13e69170257ef7c9592288d: amount and recipient?",
    [f"SELECT amount, recipient FROM settlements WHERE payer = '{P5}' "
     "ORDER BY timestamp DESC, id LIMIT 1"])
add("last_received_tx_hash",
    "Tx hash of the last payment received by 0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3?",
    [f"SELECT tx_hash FROM settlements WHERE recipient = '{R3}' "
     "ORDER BY timestamp DESC, id LIMIT 1"])
add("first_paid_block",
    "In which block did 0x298ce631e9911549dfff1382f03635c310bd6318 make its first payment?",
    [f"SELECT block_number FROM settlements WHERE payer = '{P2}' ORDER BY timestamp, id LIMIT 1"])
add("first_last_received_recipient",
    "First and last payment dates received by 0x3DCDECCBF51893A9FCA38429DD96BC1D63B021E7?",
    [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE recipient = '{R1}'"])
add("first_last_paid_payer",
    "0x90872f4f373fa502078f84c9870e5a5452b1ac11 as a payer - when did it start and when did it "
    "stop?",
    [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE payer = '{P4}'"])
add("last_paid_in_period",
    "Last payment made by 0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e in December 2025: time and "
    "amount?",
    [f"SELECT timestamp, amount FROM settlements WHERE payer = '{P1}' AND "
     f"{ts('2025-12-01', '2026-01-01')} ORDER BY timestamp DESC, id LIMIT 1"])

# --- distinct counterparties ------------------------------------------------------------------
add("distinct_payers_recipient_all",
    "How many distinct payers has 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 received from?",
    [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = '{R4}'"])
add("distinct_recipients_payer_month",
    "How many different recipients did 0x90872f4f373fa502078f84c9870e5a5452b1ac11 pay in "
    "December 2025?",
    [f"SELECT count(DISTINCT recipient) FROM settlements WHERE payer = '{P4}' AND "
     f"{ts('2025-12-01', '2026-01-01')}"])
add("distinct_payers_recipient_range_with_count",
    "For 0x80D6F4352B9FF7BFDCB7555C0A44AD950C649AC3 from 2026-01-01 to 2026-01-31: number of "
    "payments and number of unique payers.",
    [f"SELECT count(*), count(DISTINCT payer) FROM settlements WHERE recipient = '{R3}' AND "
     f"{ts('2026-01-01', '2026-02-01')}"])
add("distinct_recipients_payer_all",
    "How many counterparties has 0x71c167e196443cd2394f3a50c74ab4a4a3bdb1d1 paid, all time?",
    [f"SELECT count(DISTINCT recipient) FROM settlements WHERE payer = '{P3}'"])
add("distinct_payers_recipient_last_month",
    "Unique customers (payers) of 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 last month?",
    [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = '{R1}' AND "
     f"{ts('2026-05-01', '2026-06-01')}"])
add("distinct_payers_over_n_payments",
    "How many payers paid 0xc8873a516a0d8e9587374313e44b81c41672f40e more than 5 times?",
    ["SELECT count(*) FROM (SELECT payer FROM settlements WHERE "
     f"recipient = '{R2}' GROUP BY payer HAVING count(*) > 5)"])
add("distinct_payers_recipients_day",
    "On 2025-11-20, how many unique payers and unique recipients were there?",
    ["SELECT count(DISTINCT payer), count(DISTINCT recipient) FROM settlements WHERE "
     f"{ts('2025-11-20', '2025-11-21')}"])

# --- facilitators (merchant / facilitator reconciliation) ---------------------------------------
add("facilitator_count_recipient",
    "How many payments to 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 went through Coinbase?",
    [f"SELECT count(*) FROM settlements WHERE recipient = '{R1}' AND {fac('coinbase')}"])
add("facilitator_count_sum_month",
    "PayAI facilitator, December 2025: payments settled and USDC total?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('payai')} AND "
     f"{ts('2025-12-01', '2026-01-01')}"])
add("facilitator_sum_last_week",
    "Volume settled by Daydreams last week?",
    [f"SELECT sum(amount) FROM settlements WHERE {fac('daydreams')} AND "
     f"{ts('2026-05-25', '2026-06-01')}"])
add("facilitator_largest_payment_payer",
    "Largest payment Heurist settled, and who paid it?",
    [f"SELECT amount, payer FROM settlements WHERE {fac('heurist')} "
     "ORDER BY amount DESC, id LIMIT 1"])
add("facilitator_first_last",
    "When did Daydreams settle its first and its last payment?",
    [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE {fac('daydreams')}"])
add("facilitator_count_over_threshold",
    "How many payments over $1 did Coinbase settle in Q1 2026?",
    [f"SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND amount > 1 AND "
     f"{ts('2026-01-01', '2026-04-01')}"])

# --- address either role / net --------------------------------------------------------------
add("address_in_out_totals",
    "For 0xF7B1356CFED0EEBE01D76DA7BA9E9F8BF12D9D57: total USDC received and total USDC paid "
    "out, all time.",
    [f"SELECT sum(amount) FROM settlements WHERE recipient = '{BIG}'",
     f"SELECT sum(amount) FROM settlements WHERE payer = '{BIG}'"])
add("address_in_out_counts_month",
    "In November 2025, how many payments did 0x4e9bce2547a9491b09ed092c433b19888e665edb receive "
    "and how many did it send?",
    ["SELECT count(*) FROM settlements WHERE "
     "recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb' "
     f"AND {ts('2025-11-01', '2025-12-01')}",
     "SELECT count(*) FROM settlements WHERE payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb' "
     f"AND {ts('2025-11-01', '2025-12-01')}"])
add("address_net_flow",
    "Net flow (received minus sent) of 0x45a33ac6db4455460b364a1fc1ae8c489bc644a7 over its "
    "whole history?",
    ["SELECT (SELECT sum(amount) FROM settlements WHERE recipient = "
     "'0x45a33ac6db4455460b364a1fc1ae8c489bc644a7') - (SELECT sum(amount) FROM settlements "
     "WHERE payer = '0x45a33ac6db4455460b364a1fc1ae8c489bc644a7')"])

# --- blocks ------------------------------------------------------------------------------------
add("block_first_last_day",
    "First and last block number with a payment on 2026-05-20?",
    ["SELECT min(block_number), max(block_number) FROM settlements WHERE "
     f"{ts('2026-05-20', '2026-05-21')}"])
add("block_latest",
    "What is the latest block we have a settlement in, and its time?",
    ["SELECT block_number, timestamp FROM settlements ORDER BY block_number DESC, id LIMIT 1"])

# --- refusals: things this data cannot answer -------------------------------------------------
add("refuse_refunds_recipient",
    "How much did 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 refund to customers in May 2026?",
    None)
add("refuse_facilitator_fees",
    "What fees did the facilitator charge us on our settlements last month?",
    None)
add("refuse_failed_payments",
    "How many payments to 0xc8873a516a0d8e9587374313e44b81c41672f40e failed or were rejected "
    "yesterday?",
    None)
add("refuse_invoice_number",
    f"Which invoice number does transaction {T1} settle?",
    None)
add("refuse_truncated_recipient",
    "Total received by 0x3dcd…21e7 in January 2026?",
    None)
add("refuse_truncated_payer",
    "When was the last payment from 0xe8ead340...?",
    None)
add("refuse_chargebacks",
    "How many chargebacks or disputes did we have in Q1 2026?",
    None)
add("refuse_pending",
    "Which of our payments are still pending and not yet settled?",
    None)
add("refuse_forecast_recipient",
    "How much will 0xc8873a516a0d8e9587374313e44b81c41672f40e receive next month?",
    None)
add("refuse_other_chain",
    "Reconcile our Solana USDC receipts for May 2026: total received on Solana?",
    None)
add("refuse_before_data",
    "Total USDC settled in March 2025?",
    None)
add("refuse_impossible_date",
    "How many payments were settled on 2026-02-30?",
    None)
add("refuse_future_date",
    "Payment count on 2026-07-15?",
    None)
add("refuse_customer_name",
    "What is the customer's name and email behind payer "
    "0x298ce631e9911549dfff1382f03635c310bd6318?",
    None)
add("refuse_fiat_conversion",
    "What was our April 2026 revenue in euros at each day's exchange rate?",
    None)
add("refuse_vat",
    "How much VAT is included in the April receipts of 0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3?",
    None)
add("refuse_wallet_balance",
    "What's the current USDC wallet balance of 0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57?",
    None)
add("refuse_ambiguous_numeric_date",
    "How many payments on 03/04/2026?",
    None)
add("refuse_product_sku",
    "Which product or SKU did payer 0x30a64a160f63703bb13e69170257ef7c9592288d buy most often?",
    None)
add("refuse_truncated_tx",
    "Amount and payer of tx 0x3e42f02e…dd93ecc88?",
    None)
add("refuse_unpaid_invoices",
    "List the open invoices for 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 that haven't been "
    "paid yet.",
    None)

# --- more answerable, other phrasings -----------------------------------------------------------
add("recipient_sum_day_after_threshold_ytd",
    "Year to date, what did 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4 receive in payments of "
    "under 1 cent, count and total?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE recipient = '{HUB}' AND "
     f"amount < 0.01 AND {ts('2026-01-01', '2026-06-04')}"])
add("payer_count_week_abbrev_dates",
    "Payments from 0x90872f4f373fa502078f84c9870e5a5452b1ac11 between Dec 1 and Dec 7, 2025 - "
    "how many?",
    [f"SELECT count(*) FROM settlements WHERE payer = '{P4}' AND "
     f"{ts('2025-12-01', '2025-12-08')}"])
add("recipient_count_ordinal_date",
    "Number of payments to 0xc8873a516a0d8e9587374313e44b81c41672f40e on January 3rd 2026?",
    [f"SELECT count(*) FROM settlements WHERE recipient = '{R2}' AND "
     f"{ts('2026-01-03', '2026-01-04')}"])
add("ledger_count_sum_month_abbrev",
    "Dec 2025 totals: payments and USDC.",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"])
add("ledger_avg_payment_last_7",
    "Average payment amount over the last 7 days?",
    [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}"])
add("ledger_median_month",
    "Median payment in February 2026?",
    [f"SELECT median(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}"])
add("ledger_count_over_threshold_ytd",
    "How many payments above 50 USDC so far this year?",
    [f"SELECT count(*) FROM settlements WHERE amount > 50 AND {ts('2026-01-01', '2026-06-04')}"])
add("ledger_pct_under_cent_month",
    "What share of May 2026 payments (in %) were below one cent?",
    ["SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*) FROM settlements WHERE "
     f"{ts('2026-05-01', '2026-06-01')}"])
add("recipient_pct_volume_of_total_month",
    "What percentage of all USDC settled in January 2026 went to "
    "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4?",
    [f"SELECT 100.0 * sum(amount) FILTER (WHERE recipient = '{HUB}') / sum(amount) FROM "
     f"settlements WHERE {ts('2026-01-01', '2026-02-01')}"])
add("payer_max_min_avg_range",
    "0x298ce631e9911549dfff1382f03635c310bd6318 in November 2025: biggest, smallest and average "
    "payment?",
    [f"SELECT max(amount), min(amount), avg(amount) FROM settlements WHERE payer = '{P2}' AND "
     f"{ts('2025-11-01', '2025-12-01')}"])
add("recipient_count_sum_two_months_compare",
    "Compare 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4's received USDC in November 2025 and in "
    "December 2025.",
    [f"SELECT sum(amount) FROM settlements WHERE recipient = '{HUB}' AND "
     f"{ts('2025-11-01', '2025-12-01')}",
     f"SELECT sum(amount) FROM settlements WHERE recipient = '{HUB}' AND "
     f"{ts('2025-12-01', '2026-01-01')}"])
add("ledger_count_two_days_compare",
    "Payment counts yesterday versus today?",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-02', '2026-06-03')}",
     f"SELECT count(*) FROM settlements WHERE {ts('2026-06-03', '2026-06-04')}"])
add("payer_last_seen_and_count",
    "When did 0x71c167e196443cd2394f3a50c74ab4a4a3bdb1d1 last pay, and how many payments did it "
    "make in total?",
    [f"SELECT max(timestamp), count(*) FROM settlements WHERE payer = '{P3}'"])
add("recipient_distinct_payers_and_total_quarter",
    "Q4 2025 for 0x45A33AC6DB4455460B364A1FC1AE8C489BC644A7: total received, payments, unique "
    "payers.",
    ["SELECT sum(amount), count(*), count(DISTINCT payer) FROM settlements WHERE recipient = "
     f"'0x45a33ac6db4455460b364a1fc1ae8c489bc644a7' AND {ts('2025-10-01', '2026-01-01')}"])
add("ledger_count_between_times_multi_day",
    "How many payments between 2026-05-30 12:00 UTC and 2026-06-01 12:00 UTC?",
    ["SELECT count(*) FROM settlements WHERE timestamp >= TIMESTAMPTZ '2026-05-30 12:00:00+00' "
     "AND timestamp < TIMESTAMPTZ '2026-06-01 12:00:00+00'"])
add("payer_count_sum_to_hub_month",
    "December 2025: how many payments did 0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e send to "
    "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4, and for how much?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE payer = '{P1}' AND "
     f"recipient = '{HUB}' AND {ts('2025-12-01', '2026-01-01')}"])
add("ledger_days_with_payments_month",
    "On how many days of February 2026 was at least one payment settled?",
    ["SELECT count(DISTINCT CAST(timestamp AS DATE)) FROM settlements WHERE "
     f"{ts('2026-02-01', '2026-03-01')}"])
add("recipient_weekly_sum_last_week",
    "Last week's USDC received by 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 and the number of "
    "payments.",
    [f"SELECT sum(amount), count(*) FROM settlements WHERE recipient = '{R4}' AND "
     f"{ts('2026-05-25', '2026-06-01')}"])
add("payer_distinct_recipients_and_total_month",
    "In November 2025, how many distinct recipients did 0x298ce631e9911549dfff1382f03635c310bd6318 "
    "pay and how much in total?",
    [f"SELECT count(DISTINCT recipient), sum(amount) FROM settlements WHERE payer = '{P2}' AND "
     f"{ts('2025-11-01', '2025-12-01')}"])


def split_of(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


def main() -> None:
    lines = [item_line(f"hp6-{n:03d}", q, sql, shape=shape, split=split_of(shape))
             for n, (shape, q, sql) in enumerate(ITEMS, 1)]
    OUT.write_text("\n".join(lines) + "\n")
    print(len(lines), "items written to", OUT)


if __name__ == "__main__":
    main()
