"""Held-out /ask set 15 (helper hw15): 100 hand-written questions with hand-written SQL.

Every question and its SQL are written out one by one (no templates, no loops generating
questions). Run from a Sextant checkout root:
    PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout15/make_ask_set15.py
Writes ask_set15.jsonl next to this file, split "heldout15".
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

SPLIT = "heldout15"
S = "FROM settlements WHERE "
ITEMS: list[tuple[str, str, list[str] | None]] = []


def add(item_id: str, shape: str, question: str, sql: list[str] | None) -> None:
    ITEMS.append((item_id, shape, question, sql))


# ---------------------------------------------------------------- ordinary (70 items, 70 shapes)

add("total-volume-month-1", "total-volume-month",
    "total usdc settled in march 2026?",
    [f"SELECT sum(amount) {S}{ts('2026-03-01', '2026-04-01')}"])

add("count-explicit-day-1", "count-explicit-day",
    "How many x402 payments were settled on Nov 3rd 2025?",
    [f"SELECT count(*) {S}{ts('2025-11-03', '2025-11-04')}"])

add("avg-payment-quarter-1", "avg-payment-quarter",
    "whats the avg payment size in Q1 2026",
    [f"SELECT avg(amount) {S}{ts('2026-01-01', '2026-04-01')}"])

add("median-payment-month-1", "median-payment-month",
    "Median settlement amount for December 2025, please.",
    [f"SELECT median(amount) {S}{ts('2025-12-01', '2026-01-01')}"])

add("max-payment-ytd-1", "max-payment-ytd",
    "biggest single x402 payment so far this year?",
    [f"SELECT max(amount) {S}{ts('2026-01-01', '2026-06-04')}"])

add("min-payment-month-1", "min-payment-month",
    "What was the smallest USDC settlement recorded in April 2026?",
    [f"SELECT min(amount) {S}{ts('2026-04-01', '2026-05-01')}"])

add("distinct-payers-last-month-1", "distinct-payers-last-month",
    "how many unique payers did we see last month",
    [f"SELECT count(DISTINCT payer) {S}{ts('2026-05-01', '2026-06-01')}"])

add("distinct-recipients-last-week-1", "distinct-recipients-last-week",
    "Number of distinct recipients that got paid last week?",
    [f"SELECT count(DISTINCT recipient) {S}{ts('2026-05-25', '2026-06-01')}"])

add("per-day-volume-month-1", "per-day-volume-month",
    "On average, how much USDC moved per day in February 2026?",
    [f"SELECT sum(amount) / 28 {S}{ts('2026-02-01', '2026-03-01')}"])

add("per-day-count-day-range-1", "per-day-count-day-range",
    "avg number of settlements per day between 1 and 20 March 2026",
    [f"SELECT count(*) / 20 {S}{ts('2026-03-01', '2026-03-21')}"])

add("share-count-facilitator-all-1", "share-count-facilitator-all",
    "What percentage of all x402 settlements in the warehouse went through Coinbase's "
    "facilitator?",
    [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) FROM settlements"])

add("top3-payers-volume-month-1", "top3-payers-volume-month",
    "top 3 payers by volume in April 2026",
    [f"SELECT payer {S}{ts('2026-04-01', '2026-05-01')} "
     "GROUP BY payer ORDER BY sum(amount) DESC LIMIT 3"])

add("top5-recipients-count-quarter-1", "top5-recipients-count-quarter",
    "Which five recipient addresses received the most payments (by number) in Q4 2025?",
    [f"SELECT recipient {S}{ts('2025-10-01', '2026-01-01')} "
     "GROUP BY recipient ORDER BY count(*) DESC LIMIT 5"])

add("top-facilitator-address-volume-month-1", "top-facilitator-address-volume-month",
    "which facilitator address settled the most usdc volume in march 2026?",
    [f"SELECT facilitator {S}{ts('2026-03-01', '2026-04-01')} "
     "GROUP BY facilitator ORDER BY sum(amount) DESC LIMIT 1"])

add("largest-payment-who-month-1", "largest-payment-who-month",
    "Who made the largest payment in January 2026, and how big was it?",
    [f"SELECT payer, amount {S}{ts('2026-01-01', '2026-02-01')} "
     "ORDER BY amount DESC, id LIMIT 1"])

add("count-over-threshold-month-1", "count-over-threshold-month",
    "how many payments over $5 were there in Nov 2025",
    [f"SELECT count(*) {S}{ts('2025-11-01', '2025-12-01')} AND amount > 5"])

add("volume-at-least-threshold-ytd-1", "volume-at-least-threshold-ytd",
    "Year to date, what's the total volume of payments of at least 1 USDC?",
    [f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-06-04')} AND amount >= 1"])

add("count-under-cent-past30-1", "count-under-cent-past30",
    "number of settlements below one cent in the past 30 days",
    [f"SELECT count(*) {S}{ts('2026-05-05', '2026-06-04')} AND amount < 0.01"])

add("facilitator-volume-month-1", "facilitator-volume-month",
    "PayAI volume for May 2026?",
    [f"SELECT sum(amount) {S}{ts('2026-05-01', '2026-06-01')} AND {fac('payai')}"])

add("facilitator-count-day-range-1", "facilitator-count-day-range",
    "daydreams txns 10-16 Nov 2025",
    [f"SELECT count(*) {S}{ts('2025-11-10', '2025-11-17')} AND {fac('daydreams')}"])

add("count-yesterday-1", "count-yesterday",
    "how many settlements yesterday?",
    [f"SELECT count(*) {S}{ts('2026-06-02', '2026-06-03')}"])

add("volume-today-1", "volume-today",
    "Total USDC settled today so far",
    [f"SELECT sum(amount) {S}{ts('2026-06-03', '2026-06-04')}"])

add("distinct-payers-last7-1", "distinct-payers-last7",
    "unique paying wallets in the last 7 days",
    [f"SELECT count(DISTINCT payer) {S}{ts('2026-05-28', '2026-06-04')}"])

add("volume-mtd-1", "volume-mtd",
    "mtd volume",
    [f"SELECT sum(amount) {S}{ts('2026-06-01', '2026-06-04')}"])

add("facilitator-count-this-month-1", "facilitator-count-this-month",
    "How many payments has Heurist facilitated this month?",
    [f"SELECT count(*) {S}{ts('2026-06-01', '2026-06-04')} AND {fac('heurist')}"])

add("volume-explicit-week-1", "volume-explicit-week",
    "What was total settled volume for the week starting Monday 17 November 2025 "
    "(through that Sunday)?",
    [f"SELECT sum(amount) {S}{ts('2025-11-17', '2025-11-24')}"])

add("compare-volume-two-months-1", "compare-volume-two-months",
    "volume in march 2026 vs april 2026",
    [f"SELECT sum(amount) {S}{ts('2026-03-01', '2026-04-01')}",
     f"SELECT sum(amount) {S}{ts('2026-04-01', '2026-05-01')}"])

add("compare-count-two-facilitators-1", "compare-count-two-facilitators",
    "Coinbase vs PayAI: number of settlements each in Q1 2026",
    [f"SELECT count(*) {S}{ts('2026-01-01', '2026-04-01')} AND {fac('coinbase')}",
     f"SELECT count(*) {S}{ts('2026-01-01', '2026-04-01')} AND {fac('payai')}"])

add("payer-volume-month-agent-1", "payer-volume-month-agent",
    "On behalf of my user, please report the total amount of USDC that wallet "
    "0x30a64a160f63703bb13e69170257ef7c9592288d paid out in May 2026.",
    [f"SELECT sum(amount) {S}{ts('2026-05-01', '2026-06-01')} "
     "AND payer = '0x30a64a160f63703bb13e69170257ef7c9592288d'"])

add("recipient-count-month-1", "recipient-count-month",
    "Merchant assistant here: count the payments received by "
    "0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3 during April 2026.",
    [f"SELECT count(*) {S}{ts('2026-04-01', '2026-05-01')} "
     "AND recipient = '0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3'"])

add("address-either-count-month-1", "address-either-count-month",
    "How many settlements involved 0x4E9BCE2547A9491B09ED092C433B19888E665EDB on either side "
    "(payer or recipient) during November 2025?",
    [f"SELECT count(*) {S}{ts('2025-11-01', '2025-12-01')} "
     "AND (payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb' "
     "OR recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb')"])

add("payer-first-seen-1", "payer-first-seen",
    "when did 0x5027efee25a6164bec85dbbec6c326cc65958516 first pay for anything?",
    ["SELECT min(timestamp) FROM settlements "
     "WHERE payer = '0x5027efee25a6164bec85dbbec6c326cc65958516'"])

add("recipient-last-seen-1", "recipient-last-seen",
    "Last time 0xc8873a516a0d8e9587374313e44b81c41672f40e received a payment?",
    ["SELECT max(timestamp) FROM settlements "
     "WHERE recipient = '0xc8873a516a0d8e9587374313e44b81c41672f40e'"])

add("busiest-day-count-month-1", "busiest-day-count-month",
    "busiest day in Dec 2025 by number of settlements",
    [f"SELECT timestamp::date AS d {S}{ts('2025-12-01', '2026-01-01')} "
     "GROUP BY d ORDER BY count(*) DESC LIMIT 1"])

add("busiest-day-volume-all-1", "busiest-day-volume-all",
    "Which single day had the highest USDC volume in the whole dataset?",
    ["SELECT timestamp::date AS d FROM settlements GROUP BY d ORDER BY sum(amount) DESC LIMIT 1"])

add("several-figures-month-1", "several-figures-month",
    "For Feb 2026 give me: number of settlements, total volume, average payment and "
    "unique payers.",
    [f"SELECT count(*), sum(amount), avg(amount), count(DISTINCT payer) "
     f"{S}{ts('2026-02-01', '2026-03-01')}"])

add("recipient-distinct-payers-quarter-1", "recipient-distinct-payers-quarter",
    "How many different wallets paid 0xef4364fe4487353df46eb7c811d4fac78b856c7f in Q1 2026?",
    [f"SELECT count(DISTINCT payer) {S}{ts('2026-01-01', '2026-04-01')} "
     "AND recipient = '0xef4364fe4487353df46eb7c811d4fac78b856c7f'"])

add("payer-avg-payment-year-1", "payer-avg-payment-year",
    "action=avg_payment role=payer address=0x28e826c7a32f741e399f5c98617f45ae51e76684 year=2026",
    [f"SELECT avg(amount) {S}{ts('2026-01-01', '2027-01-01')} "
     "AND payer = '0x28e826c7a32f741e399f5c98617f45ae51e76684'"])

add("payer-max-payment-all-1", "payer-max-payment-all",
    "What's the largest single payment 0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d has ever made?",
    ["SELECT max(amount) FROM settlements "
     "WHERE payer = '0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d'"])

add("distinct-recipients-month-1", "distinct-recipients-month",
    "Oct 2025 — how many unique recipients?",
    [f"SELECT count(DISTINCT recipient) {S}{ts('2025-10-01', '2025-11-01')}"])

add("share-volume-over-threshold-quarter-1", "share-volume-over-threshold-quarter",
    "what % of Q4 2025 volume came from payments above $1?",
    [f"SELECT 100.0 * sum(amount) FILTER (WHERE amount > 1) / sum(amount) "
     f"{S}{ts('2025-10-01', '2026-01-01')}"])

add("median-last-week-1", "median-last-week",
    "median payment last week",
    [f"SELECT median(amount) {S}{ts('2026-05-25', '2026-06-01')}"])

add("facilitator-max-payment-month-1", "facilitator-max-payment-month",
    "largest coinbase-facilitated payment in April 2026?",
    [f"SELECT max(amount) {S}{ts('2026-04-01', '2026-05-01')} AND {fac('coinbase')}"])

add("facilitator-avg-payment-month-1", "facilitator-avg-payment-month",
    "What's the average ticket size on Daydreams for January 2026?",
    [f"SELECT avg(amount) {S}{ts('2026-01-01', '2026-02-01')} AND {fac('daydreams')}"])

add("count-dotted-date-range-1", "count-dotted-date-range",
    "no. of settlements 15.03.2026 - 21.03.2026 (inclusive)",
    [f"SELECT count(*) {S}{ts('2026-03-15', '2026-03-22')}"])

add("volume-abbrev-month-1", "volume-abbrev-month",
    "vol Feb '26?",
    [f"SELECT sum(amount) {S}{ts('2026-02-01', '2026-03-01')}"])

add("facilitator-count-ytd-1", "facilitator-count-ytd",
    "ytd settlement count for virtuals protocol",
    [f"SELECT count(*) {S}{ts('2026-01-01', '2026-06-04')} AND {fac('virtuals protocol')}"])

add("count-since-date-1", "count-since-date",
    "how many settlements since 1 April 2026?",
    [f"SELECT count(*) {S}{ts('2026-04-01', '2026-06-04')}"])

add("top3-payers-count-all-1", "top3-payers-count-all",
    "top 3 payers by number of payments, all time",
    ["SELECT payer FROM settlements GROUP BY payer ORDER BY count(*) DESC LIMIT 3"])

add("share-count-under-cent-month-1", "share-count-under-cent-month",
    "In May 2026, what percentage of payments were under 1 cent?",
    [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*) "
     f"{S}{ts('2026-05-01', '2026-06-01')}"])

add("recipient-share-volume-month-1", "recipient-share-volume-month",
    "What share of April 2026 volume went to 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4? "
    "(percent)",
    [f"SELECT 100.0 * sum(amount) FILTER (WHERE recipient = "
     f"'0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4') / sum(amount) "
     f"{S}{ts('2026-04-01', '2026-05-01')}"])

add("facilitator-distinct-payers-quarter-1", "facilitator-distinct-payers-quarter",
    "how many distinct payers used heurist in q4 2025",
    [f"SELECT count(DISTINCT payer) {S}{ts('2025-10-01', '2026-01-01')} AND {fac('heurist')}"])

add("recipient-per-day-past30-1", "recipient-per-day-past30",
    "0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 average daily receipts (USDC) over the past "
    "30 days",
    [f"SELECT sum(amount) / 30 {S}{ts('2026-05-05', '2026-06-04')} "
     "AND recipient = '0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7'"])

add("address-sent-received-month-1", "address-sent-received-month",
    "How much did 0x4e9bce2547a9491b09ed092c433b19888e665edb send and how much did it receive "
    "in November 2025?",
    [f"SELECT sum(amount) {S}{ts('2025-11-01', '2025-12-01')} "
     "AND payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb'",
     f"SELECT sum(amount) {S}{ts('2025-11-01', '2025-12-01')} "
     "AND recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb'"])

add("facilitator-first-seen-1", "facilitator-first-seen",
    "When did openx402 settle its first payment?",
    [f"SELECT min(timestamp) {S}{fac('openx402')}"])

add("facilitator-last-seen-1", "facilitator-last-seen",
    "last settlement through thirdweb — when was it?",
    [f"SELECT max(timestamp) {S}{fac('thirdweb')}"])

add("largest-payment-recipient-month-1", "largest-payment-recipient-month",
    "who received the biggest payment in March 2026?",
    [f"SELECT recipient {S}{ts('2026-03-01', '2026-04-01')} ORDER BY amount DESC, id LIMIT 1"])

add("agent-kv-payer-count-1", "agent-kv-payer-count",
    "metric=payment_count; role=payer; wallet=0x2b2286cb59e2a73c4370542f172a0951053ffa19; "
    "from=2026-01-01; to=2026-03-31",
    [f"SELECT count(*) {S}{ts('2026-01-01', '2026-04-01')} "
     "AND payer = '0x2b2286cb59e2a73c4370542f172a0951053ffa19'"])

add("agent-json-recipient-volume-1", "agent-json-recipient-volume",
    '{"task": "sum received USDC", "recipient": "0xb2223dda010e75d57a5fc9c1f80458f80046f084", '
    '"period": "2026-05"}',
    [f"SELECT sum(amount) {S}{ts('2026-05-01', '2026-06-01')} "
     "AND recipient = '0xb2223dda010e75d57a5fc9c1f80458f80046f084'"])

add("agent-kv-facilitator-volume-1", "agent-kv-facilitator-volume",
    "query: total_volume_usdc | facilitator: payai | window: last_7_days",
    [f"SELECT sum(amount) {S}{ts('2026-05-28', '2026-06-04')} AND {fac('payai')}"])

add("agent-sentence-payer-last-seen-1", "agent-sentence-payer-last-seen",
    "I am an assistant acting for a client. Please tell me the timestamp of the most recent "
    "payment made by the wallet 0x0f604d3fdf0950d4e9456317b641dcffdd9acdee.",
    ["SELECT max(timestamp) FROM settlements "
     "WHERE payer = '0x0f604d3fdf0950d4e9456317b641dcffdd9acdee'"])

add("agent-sentence-recipient-first-seen-1", "agent-sentence-recipient-first-seen",
    "Agent request: determine when address 0x1a2f00e18f92a14533ae98f85ae5d756f5ccda6b "
    "received its first x402 payment.",
    ["SELECT min(timestamp) FROM settlements "
     "WHERE recipient = '0x1a2f00e18f92a14533ae98f85ae5d756f5ccda6b'"])

add("agent-json-count-day-1", "agent-json-count-day",
    '{"metric": "settlement_count", "date": "2026-05-04"}',
    [f"SELECT count(*) {S}{ts('2026-05-04', '2026-05-05')}"])

add("agent-kv-distinct-payers-recipient-1", "agent-kv-distinct-payers-recipient",
    "op=count_distinct_payers recipient=0x1e8e93cb91778e5b1a3639706789195a838960f8 "
    "period=last_month",
    [f"SELECT count(DISTINCT payer) {S}{ts('2026-05-01', '2026-06-01')} "
     "AND recipient = '0x1e8e93cb91778e5b1a3639706789195a838960f8'"])

add("agent-sentence-either-volume-1", "agent-sentence-either-volume",
    "Acting for the wallet owner: what is the combined USDC amount of all settlements in which "
    "0xdacf6075aa6533caab0bded5541758ae5cdf5b38 was either the payer or the recipient in "
    "Q1 2026?",
    [f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-04-01')} "
     "AND (payer = '0xdacf6075aa6533caab0bded5541758ae5cdf5b38' "
     "OR recipient = '0xdacf6075aa6533caab0bded5541758ae5cdf5b38')"])

add("agent-sentence-either-volume-month-1", "agent-sentence-either-volume-month",
    "Please compute, for address 0x7e3fb349efde81715be29d4dd388d50ad93b7cdd, the total USDC "
    "it sent or received (either role) during December 2025.",
    [f"SELECT sum(amount) {S}{ts('2025-12-01', '2026-01-01')} "
     "AND (payer = '0x7e3fb349efde81715be29d4dd388d50ad93b7cdd' "
     "OR recipient = '0x7e3fb349efde81715be29d4dd388d50ad93b7cdd')"])

add("payer-mixedcase-volume-quarter-1", "payer-mixedcase-volume-quarter",
    "How much has 0x2C90CE95010D3FBD001F588A4A9D395A388BAEE4 spent in Q4 2025?",
    [f"SELECT sum(amount) {S}{ts('2025-10-01', '2026-01-01')} "
     "AND payer = '0x2c90ce95010d3fbd001f588a4a9d395a388baee4'"])

add("count-typo-month-1", "count-typo-month",
    "how many setlements happend in januray 2026",
    [f"SELECT count(*) {S}{ts('2026-01-01', '2026-02-01')}"])

add("per-day-volume-past30-chatty-1", "per-day-volume-past30-chatty",
    "hey! quick one — over the past 30 days, how much USDC got settled per day on "
    "average?",
    [f"SELECT sum(amount) / 30 {S}{ts('2026-05-05', '2026-06-04')}"])

add("recipient-avg-payment-month-1", "recipient-avg-payment-month",
    "avg size of payments received by 0xd6a6a495a549a8026046f5bb96aa0993254b4cd6 in March 2026",
    [f"SELECT avg(amount) {S}{ts('2026-03-01', '2026-04-01')} "
     "AND recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6'"])

# ---------------------------------------------------------------- harder (15 items, 15 shapes)

add("hard-change-volume-months-1", "hard-change-volume-months",
    "By how much did total settled volume change from March 2026 to April 2026 "
    "(April minus March)?",
    [f"SELECT (SELECT sum(amount) {S}{ts('2026-04-01', '2026-05-01')}) - "
     f"(SELECT sum(amount) {S}{ts('2026-03-01', '2026-04-01')})"])

add("hard-pct-change-count-quarters-1", "hard-pct-change-count-quarters",
    "What was the percentage change in the number of settlements from Q4 2025 to Q1 2026?",
    [f"SELECT 100.0 * ((SELECT count(*) {S}{ts('2026-01-01', '2026-04-01')}) - "
     f"(SELECT count(*) {S}{ts('2025-10-01', '2026-01-01')})) / "
     f"(SELECT count(*) {S}{ts('2025-10-01', '2026-01-01')})"])

add("hard-last7-vs-prev7-count-1", "hard-last7-vs-prev7-count",
    "Compare settlement counts: the last 7 days versus the 7 days before that.",
    [f"SELECT count(*) {S}{ts('2026-05-28', '2026-06-04')}",
     f"SELECT count(*) {S}{ts('2026-05-21', '2026-05-28')}"])

add("hard-facilitator-threshold-month-1", "hard-facilitator-threshold-month",
    "For Coinbase-facilitated settlements of at least $1 in March 2026, how many were there "
    "and what was their combined value?",
    [f"SELECT count(*), sum(amount) {S}{ts('2026-03-01', '2026-04-01')} "
     f"AND {fac('coinbase')} AND amount >= 1"])

add("hard-top3-payers-facilitator-quarter-1", "hard-top3-payers-facilitator-quarter",
    "Among payments routed through PayAI in Q1 2026, which three payers spent the most USDC?",
    [f"SELECT payer {S}{ts('2026-01-01', '2026-04-01')} AND {fac('payai')} "
     "GROUP BY payer ORDER BY sum(amount) DESC LIMIT 3"])

add("hard-payer-threshold-year-1", "hard-payer-threshold-year",
    "How many of 0x30a64a160f63703bb13e69170257ef7c9592288d's payments in 2026 were above "
    "0.05 usdc, and what did those add up to?",
    [f"SELECT count(*), sum(amount) {S}{ts('2026-01-01', '2027-01-01')} "
     "AND payer = '0x30a64a160f63703bb13e69170257ef7c9592288d' AND amount > 0.05"])

add("hard-facilitator-share-volume-month-1", "hard-facilitator-share-volume-month",
    "What share (in %) of all USDC settled in March 2026 went through Daydreams facilitators?",
    [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) "
     f"{S}{ts('2026-03-01', '2026-04-01')}"])

add("hard-facilitator-per-day-count-month-1", "hard-facilitator-per-day-count-month",
    "On average, how many payments per day did PayAI settle during April 2026?",
    [f"SELECT count(*) / 30 {S}{ts('2026-04-01', '2026-05-01')} AND {fac('payai')}"])

add("hard-count-payers-over-total-month-1", "hard-count-payers-over-total-month",
    "How many payers spent more than $10 in total during November 2025?",
    [f"SELECT count(*) FROM (SELECT payer {S}{ts('2025-11-01', '2025-12-01')} "
     "GROUP BY payer HAVING sum(amount) > 10)"])

add("hard-payer-top-recipient-period-1", "hard-payer-top-recipient-period",
    "Which recipient did 0x28e826c7a32f741e399f5c98617f45ae51e76684 send the most USDC to "
    "between 2025-11-01 and 2026-02-28?",
    [f"SELECT recipient {S}{ts('2025-11-01', '2026-03-01')} "
     "AND payer = '0x28e826c7a32f741e399f5c98617f45ae51e76684' "
     "GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 1"])

add("hard-facilitator-busiest-day-month-1", "hard-facilitator-busiest-day-month",
    "For heurist in May 2026, which day had the most settlements, and how many were there that "
    "day?",
    [f"SELECT timestamp::date AS d, count(*) {S}{ts('2026-05-01', '2026-06-01')} "
     f"AND {fac('heurist')} GROUP BY d ORDER BY count(*) DESC LIMIT 1"])

add("hard-two-facilitators-two-figures-1", "hard-two-facilitators-two-figures",
    "For Q1 2026 I need, for heurist and then for daydreams, the total volume and the number of "
    "unique payers.",
    [f"SELECT sum(amount), count(DISTINCT payer) {S}{ts('2026-01-01', '2026-04-01')} "
     f"AND {fac('heurist')}",
     f"SELECT sum(amount), count(DISTINCT payer) {S}{ts('2026-01-01', '2026-04-01')} "
     f"AND {fac('daydreams')}"])

add("hard-recipient-facilitator-month-1", "hard-recipient-facilitator-month",
    "Looking only at Coinbase-facilitated payments in May 2026 to "
    "0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3: how many distinct payers were there, and what "
    "total did it receive?",
    [f"SELECT count(DISTINCT payer), sum(amount) {S}{ts('2026-05-01', '2026-06-01')} "
     f"AND {fac('coinbase')} AND recipient = '0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3'"])

add("hard-largest-payment-full-past30-1", "hard-largest-payment-full-past30",
    "In the past 30 days, what was the largest payment, who paid it and who received it?",
    [f"SELECT amount, payer, recipient {S}{ts('2026-05-05', '2026-06-04')} "
     "ORDER BY amount DESC, id LIMIT 1"])

add("hard-analyst-payer-month-multi-1", "hard-analyst-payer-month-multi",
    "For the payer 0x5b5daf25f2a9bdea9805e91afde0d234612c8feb, considering only December 2025, "
    "I'd like the number of payments it made, the total USDC it spent, and how many different "
    "recipients it paid.",
    [f"SELECT count(*), sum(amount), count(DISTINCT recipient) "
     f"{S}{ts('2025-12-01', '2026-01-01')} "
     "AND payer = '0x5b5daf25f2a9bdea9805e91afde0d234612c8feb'"])

# ---------------------------------------------------------------- refusals (15 items, 10 shapes)

add("refuse-other-chain-1", "refuse-other-chain",
    "total x402 volume on Solana last month", None)
add("refuse-other-chain-2", "refuse-other-chain",
    "How many x402 settlements happened on Ethereum mainnet in May 2026?", None)
add("refuse-forecast-1", "refuse-forecast",
    "predict next month's total settlement volume", None)
add("refuse-forecast-2", "refuse-forecast",
    "Agent request: estimate how many settlements per day there will be in July 2026.", None)
add("refuse-missing-column-resource-1", "refuse-missing-column-resource",
    "which API endpoint / resource URL earned the most in May 2026?", None)
add("refuse-missing-column-status-1", "refuse-missing-column-status",
    "how many x402 payments failed or were reverted last week?", None)
add("refuse-missing-column-identity-1", "refuse-missing-column-identity",
    "What is the email address and country of the owner of "
    "0x30a64a160f63703bb13e69170257ef7c9592288d?", None)
add("refuse-impossible-date-1", "refuse-impossible-date",
    "settlement count on February 30 2026", None)
add("refuse-impossible-date-2", "refuse-impossible-date",
    '{"metric": "total_volume", "date": "2026-13-01"}', None)
add("refuse-no-data-period-1", "refuse-no-data-period",
    "How much USDC was settled via x402 in March 2025?", None)
add("refuse-no-data-period-2", "refuse-no-data-period",
    "total volume in July 2026", None)
add("refuse-off-topic-1", "refuse-off-topic",
    "what's the weather going to be in Lisbon tomorrow?", None)
add("refuse-off-topic-2", "refuse-off-topic",
    "Write me a short poem about stablecoins.", None)
add("refuse-ambiguous-date-1", "refuse-ambiguous-date",
    "number of settlements on 04/05/2026", None)
add("refuse-other-token-1", "refuse-other-token",
    "How much USDT was settled through x402 facilitators in May 2026?", None)


def main() -> None:
    out = Path(__file__).with_name("ask_set15.jsonl")
    lines = [item_line(item_id, question, sql, shape=shape, split=SPLIT)
             for item_id, shape, question, sql in ITEMS]
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} items to {out}")


if __name__ == "__main__":
    main()
