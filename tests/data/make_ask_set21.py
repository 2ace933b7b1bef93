"""Write the held-out /ask set 21 (helper hw21): 100 hand-labelled questions in an agent voice.

Every question and its SQL is written by hand below, one item at a time; the only loop numbers
the ids ``<shape>-<n>`` and writes the lines. Anchor "today" = 2026-06-03 (conventions.md).
Run from a Sextant checkout root:
    PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout21/make_ask_set21.py
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

SPLIT = "heldout21"
OUT = Path(__file__).resolve().parent / "ask_set21.jsonl"

S = "settlements"

# Periods used below (whole UTC days, half-open).
ALL = "TRUE"
TODAY = ts("2026-06-03", "2026-06-04")
YESTERDAY = ts("2026-06-02", "2026-06-03")
LAST7 = ts("2026-05-28", "2026-06-04")
PRIOR7 = ts("2026-05-21", "2026-05-28")
LAST30 = ts("2026-05-05", "2026-06-04")
LAST90 = ts("2026-03-06", "2026-06-04")
MTD = ts("2026-06-01", "2026-06-04")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
YTD = ts("2026-01-01", "2026-06-04")
Q2_SO_FAR = ts("2026-04-01", "2026-06-04")
Q1_2026 = ts("2026-01-01", "2026-04-01")
Q4_2025 = ts("2025-10-01", "2026-01-01")
AUG_2025 = ts("2025-08-01", "2025-09-01")
OCT_2025 = ts("2025-10-01", "2025-11-01")
NOV_2025 = ts("2025-11-01", "2025-12-01")
DEC_2025 = ts("2025-12-01", "2026-01-01")
JAN_2026 = ts("2026-01-01", "2026-02-01")
FEB_2026 = ts("2026-02-01", "2026-03-01")
MAR_2026 = ts("2026-03-01", "2026-04-01")
APR_2026 = ts("2026-04-01", "2026-05-01")
MAY_2026 = ts("2026-05-01", "2026-06-01")

ITEMS: list[tuple[str, str, list[str] | None]] = []


def add(shape: str, question: str, sql: list[str] | None) -> None:
    ITEMS.append((shape, question, sql))


# ---------------------------------------------------------------- ordinary (70)

add("total-volume-all-time",
    'tool_call warehouse.ask {"kind": "aggregate", "metric": "sum of settled USDC", '
    '"filter": "none, entire history"} -> flattened: what is the total USDC settled across '
    'every x402 settlement on record?',
    [f"SELECT sum(amount) FROM {S}"])

add("count-all-time",
    "Thought: before sampling rows I need to know how big the settlement table is. "
    "Action: query the warehouse for the total number of x402 settlements ever recorded. "
    "Action Input: all time, no filters.",
    [f"SELECT count(*) FROM {S}"])

add("volume-named-month",
    "For the monthly revenue digest: total USDC volume settled in March 2026.",
    [f"SELECT sum(amount) FROM {S} WHERE {MAR_2026}"])

add("count-month-this-year",
    "Reconciliation ticket RC-0412. Please return the number of settlements timestamped in "
    "April of this year (UTC).",
    [f"SELECT count(*) FROM {S} WHERE {APR_2026}"])

add("volume-quarter-yaml",
    "period: 2025-Q4 (1 Oct 2025 through 31 Dec 2025, inclusive)\n"
    "metric: total amount settled, USDC\n"
    "output: one number",
    [f"SELECT sum(amount) FROM {S} WHERE {Q4_2025}"])

add("count-yesterday-monitor",
    "[monitor:x402-heartbeat] check=settlement_count window=yesterday (UTC calendar day) "
    "alert_if<20. Report the observed count.",
    [f"SELECT count(*) FROM {S} WHERE {YESTERDAY}"])

add("volume-today",
    "Agent step 3/5: fetch the total USDC settled today so far.",
    [f"SELECT sum(amount) FROM {S} WHERE {TODAY}"])

add("count-past-week-quoted",
    'My user asked: "how busy was x402 over the past week?" I am reading that as the number '
    "of settlements in the last 7 days. Please return that count.",
    [f"SELECT count(*) FROM {S} WHERE {LAST7}"])

add("volume-last30-yaml",
    "params:\n  metric: volume_usdc\n  window: last 30 days\n  output: single number\n"
    "Run this against the settlements warehouse.",
    [f"SELECT sum(amount) FROM {S} WHERE {LAST30}"])

add("payers-last90",
    "Cohort sizing for the retention model: how many unique paying wallets were active in "
    "the last 90 days?",
    [f"SELECT count(DISTINCT payer) FROM {S} WHERE {LAST90}"])

add("count-mtd-widget",
    'Dashboard widget "MTD settlements" needs its value: the month-to-date settlement count.',
    [f"SELECT count(*) FROM {S} WHERE {MTD}"])

add("volume-ytd-finance",
    "finance-bot/close-prep: year-to-date 2026 total USDC settled, all facilitators combined.",
    [f"SELECT sum(amount) FROM {S} WHERE {YTD}"])

add("volume-last-week-calendar",
    "For the weekly report (our weeks run Monday to Sunday): what was last week's total "
    "settled volume in USDC?",
    [f"SELECT sum(amount) FROM {S} WHERE {LAST_WEEK}"])

add("recipients-last-month",
    "How many distinct recipients received at least one payment last month?",
    [f"SELECT count(DISTINCT recipient) FROM {S} WHERE {MAY_2026}"])

add("median-amount-month",
    "Return the median payment size for January 2026.",
    [f"SELECT median(amount) FROM {S} WHERE {JAN_2026}"])

add("median-last30-support",
    'Support bot here, relaying a merchant: "What does a typical x402 payment look like '
    'lately? I mean the median over the past 30 days." Please give that median amount.',
    [f"SELECT median(amount) FROM {S} WHERE {LAST30}"])

add("payers-all-time",
    "Count the distinct payer addresses present in the entire dataset.",
    [f"SELECT count(DISTINCT payer) FROM {S}"])

add("perday-count-month",
    "Daily average number of settlements in February 2026 (divide by the calendar days of "
    "the month, zero days included).",
    [f"SELECT count(*) / 28.0 FROM {S} WHERE {FEB_2026}"])

add("perday-volume-range-iso",
    "Average daily USDC volume for 2026-04-10 through 2026-04-19, both ends inclusive.",
    [f"SELECT sum(amount) / 10.0 FROM {S} WHERE {ts('2026-04-10', '2026-04-20')}"])

add("perday-count-last7-monitor",
    "monitor/throughput: average settlements per day over the last 7 days. Warn if below 30.",
    [f"SELECT count(*) / 7.0 FROM {S} WHERE {LAST7}"])

add("share-facilitator-count",
    "What percentage of November 2025 settlements, by count, were submitted by the Coinbase "
    "facilitator?",
    [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) FROM {S} "
     f"WHERE {NOV_2025}"])

add("share-over-threshold",
    "Of all payments made in Q1 2026, what percent were above 1 USDC? Count-based share, "
    "please.",
    [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM {S} "
     f"WHERE {Q1_2026}"])

add("top3-payers-volume-month",
    "List the top 3 payers by USDC volume in March 2026, each with its volume.",
    [f"SELECT payer, sum(amount) FROM {S} WHERE {MAR_2026} GROUP BY payer "
     f"ORDER BY sum(amount) DESC LIMIT 3"])

add("top5-recipients-count-last30",
    "Give me the 5 recipients with the most settlements in the past 30 days, with the number "
    "of settlements for each.",
    [f"SELECT recipient, count(*) FROM {S} WHERE {LAST30} GROUP BY recipient "
     f"ORDER BY count(*) DESC LIMIT 5"])

add("top-facilitator-address-count-quarter",
    "Which facilitator address (the transaction sender) submitted the most settlements in "
    "Q1 2026? Return the address and its count.",
    [f"SELECT facilitator, count(*) FROM {S} WHERE {Q1_2026} GROUP BY facilitator "
     f"ORDER BY count(*) DESC LIMIT 1"])

add("largest-payment-then-payer-month",
    "Largest single payment in February 2026: give the amount, then the payer address.",
    [f"SELECT amount, payer FROM {S} WHERE {FEB_2026} ORDER BY amount DESC, id LIMIT 1"])

add("largest-payment-payer-all-time",
    "Which wallet made the biggest single payment ever recorded? Address only.",
    [f"SELECT payer FROM {S} ORDER BY amount DESC, id LIMIT 1"])

add("largest-payment-last30",
    "Max single settlement amount over the last 30 days?",
    [f"SELECT max(amount) FROM {S} WHERE {LAST30}"])

add("threshold-over-month",
    "How many payments over 10 USDC were made in November 2025?",
    [f"SELECT count(*) FROM {S} WHERE {NOV_2025} AND amount > 10"])

add("threshold-atleast-volume-ytd",
    "Total volume of payments of at least 1 USDC, year to date.",
    [f"SELECT sum(amount) FROM {S} WHERE {YTD} AND amount >= 1"])

add("threshold-below-last-week",
    "Number of settlements below 0.01 USDC during last week (Mon-Sun).",
    [f"SELECT count(*) FROM {S} WHERE {LAST_WEEK} AND amount < 0.01"])

add("threshold-atmost-month",
    "In April 2026, how many payments were 0.002 USDC or less?",
    [f"SELECT count(*) FROM {S} WHERE {APR_2026} AND amount <= 0.002"])

add("fac-payai-volume-month",
    "PayAI facilitator -- total volume settled in January 2026.",
    [f"SELECT sum(amount) FROM {S} WHERE {JAN_2026} AND {fac('payai')}"])

add("fac-heurist-count-ytd",
    "Heurist: number of settlements it facilitated year to date.",
    [f"SELECT count(*) FROM {S} WHERE {YTD} AND {fac('heurist')}"])

add("fac-daydreams-payers-quarter",
    "How many distinct payers used the Daydreams facilitator in Q4 2025?",
    [f"SELECT count(DISTINCT payer) FROM {S} WHERE {Q4_2025} AND {fac('daydreams')}"])

add("fac-x402rs-volume-count",
    "x402rs facilitator, all time: total volume first, then the number of settlements.",
    [f"SELECT sum(amount), count(*) FROM {S} WHERE {fac('x402rs')}"])

add("fac-virtuals-avg-range",
    "Average payment amount through Virtuals Protocol between 1 December 2025 and "
    "31 January 2026.",
    [f"SELECT avg(amount) FROM {S} WHERE {ts('2025-12-01', '2026-02-01')} "
     f"AND {fac('virtuals protocol')}"])

add("fac-coinbase-count-last-month",
    "Coinbase facilitator settlement count for last month.",
    [f"SELECT count(*) FROM {S} WHERE {MAY_2026} AND {fac('coinbase')}"])

add("payer-total-all-time",
    "Wallet 0x0F1003DBF10A8EDB6A3821BC2B449664DFEDC578 -- how much USDC has it paid in "
    "total, across all time?",
    [f"SELECT sum(amount) FROM {S} "
     f"WHERE payer = '0x0f1003dbf10a8edb6a3821bc2b449664dfedc578'"])

add("payer-count-quarter-so-far",
    "How many payments has 0x30a64a160f63703bb13e69170257ef7c9592288d made as payer this "
    "quarter so far?",
    [f"SELECT count(*) FROM {S} WHERE {Q2_SO_FAR} "
     f"AND payer = '0x30a64a160f63703bb13e69170257ef7c9592288d'"])

add("recipient-volume-month",
    "How much did recipient 0x1a2f00e18f92a14533ae98f85ae5d756f5ccda6b receive in "
    "December 2025?",
    [f"SELECT sum(amount) FROM {S} WHERE {DEC_2025} "
     f"AND recipient = '0x1a2f00e18f92a14533ae98f85ae5d756f5ccda6b'"])

add("recipient-distinct-payers",
    "Merchant-support agent: the merchant at 0xd6a6a495a549a8026046f5bb96aa0993254b4cd6 "
    "asks how many different wallets have ever paid them.",
    [f"SELECT count(DISTINCT payer) FROM {S} "
     f"WHERE recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6'"])

add("payer-distinct-recipients",
    "Number of distinct recipients that 0xe86a45dda8e4b6b4052ccdedc9715d6cda5b61be has "
    "paid, all time.",
    [f"SELECT count(DISTINCT recipient) FROM {S} "
     f"WHERE payer = '0xe86a45dda8e4b6b4052ccdedc9715d6cda5b61be'"])

add("payer-first-seen",
    "When did 0x92090ebda1bd55d155eeb06d53c65f03bb39b7d9 first appear as a payer?",
    [f"SELECT min(timestamp) FROM {S} "
     f"WHERE payer = '0x92090ebda1bd55d155eeb06d53c65f03bb39b7d9'"])

add("recipient-last-seen",
    "Timestamp of the most recent payment received by "
    "0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e.",
    [f"SELECT max(timestamp) FROM {S} "
     f"WHERE recipient = '0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e'"])

add("any-role-count",
    "Count all settlements involving 0x4e9bce2547a9491b09ed092c433b19888e665edb in any role "
    "(as payer or as recipient).",
    [f"SELECT count(*) FROM {S} "
     f"WHERE payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb' "
     f"OR recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb'"])

add("any-role-first-last",
    "Address profile request, 0x07737A1FB3863202BCD3C7408B801EED68604D39, any role: first "
    "seen, then last seen.",
    [f"SELECT min(timestamp), max(timestamp) FROM {S} "
     f"WHERE payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39' "
     f"OR recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'"])

add("compare-months-volume",
    "Compare March 2026 and April 2026 settled volume: March first, then April.",
    [f"SELECT sum(amount) FROM {S} WHERE {MAR_2026}",
     f"SELECT sum(amount) FROM {S} WHERE {APR_2026}"])

add("change-count-months",
    "Change in settlement count from February 2026 to March 2026 (March minus February).",
    [f"SELECT (SELECT count(*) FROM {S} WHERE {MAR_2026}) "
     f"- (SELECT count(*) FROM {S} WHERE {FEB_2026})"])

add("pctchange-payers-months",
    "Percentage change in the number of unique payers from March 2026 to April 2026.",
    [f"SELECT 100.0 * ((SELECT count(DISTINCT payer) FROM {S} WHERE {APR_2026}) "
     f"- (SELECT count(DISTINCT payer) FROM {S} WHERE {MAR_2026})) "
     f"/ (SELECT count(DISTINCT payer) FROM {S} WHERE {MAR_2026})"])

add("compare-facilitators-count",
    "Settlement counts in Q1 2026 for payai and heurist -- payai first, then heurist.",
    [f"SELECT count(*) FROM {S} WHERE {Q1_2026} AND {fac('payai')}",
     f"SELECT count(*) FROM {S} WHERE {Q1_2026} AND {fac('heurist')}"])

add("several-figures-day",
    "For 2026-05-15 return, in order: settlement count, total volume, distinct payers.",
    [f"SELECT count(*), sum(amount), count(DISTINCT payer) FROM {S} "
     f"WHERE {ts('2026-05-15', '2026-05-16')}"])

add("several-figures-last7",
    "Analyst agent, weekly snapshot. For the last 7 days return (1) settlement count, "
    "(2) total volume, (3) mean amount, (4) largest single payment.",
    [f"SELECT count(*), sum(amount), avg(amount), max(amount) FROM {S} WHERE {LAST7}"])

add("busiest-day-count-month",
    "Which day in December 2025 had the most settlements? Day and count.",
    [f"SELECT CAST(timestamp AS DATE), count(*) FROM {S} WHERE {DEC_2025} "
     f"GROUP BY CAST(timestamp AS DATE) ORDER BY count(*) DESC LIMIT 1"])

add("busiest-day-volume-quarter",
    "Highest-volume day in Q1 2026, with that day's volume.",
    [f"SELECT CAST(timestamp AS DATE), sum(amount) FROM {S} WHERE {Q1_2026} "
     f"GROUP BY CAST(timestamp AS DATE) ORDER BY sum(amount) DESC LIMIT 1"])

add("volume-date-words",
    "Total settled volume on the 14th of January 2026.",
    [f"SELECT sum(amount) FROM {S} WHERE {ts('2026-01-14', '2026-01-15')}"])

add("count-date-dotted",
    "Settlement count on 22.11.2025.",
    [f"SELECT count(*) FROM {S} WHERE {ts('2025-11-22', '2025-11-23')}"])

add("count-day-range-words",
    "How many settlements were there between March 2 and March 8, 2026?",
    [f"SELECT count(*) FROM {S} WHERE {ts('2026-03-02', '2026-03-09')}"])

add("volume-half-open",
    "window: [2026-02-01, 2026-02-15) -- half-open, end date excluded. Total volume settled "
    "in that window?",
    [f"SELECT sum(amount) FROM {S} WHERE {ts('2026-02-01', '2026-02-15')}"])

add("wallets-any-role-month",
    "How many distinct wallets took part in May 2026 settlements in any role, payer or "
    "recipient?",
    [f"SELECT count(DISTINCT a) FROM (SELECT payer AS a FROM {S} WHERE {MAY_2026} "
     f"UNION ALL SELECT recipient AS a FROM {S} WHERE {MAY_2026})"])

add("top2-facilitator-addresses-volume",
    "Top 2 facilitator addresses by total volume, all time, with their volumes.",
    [f"SELECT facilitator, sum(amount) FROM {S} GROUP BY facilitator "
     f"ORDER BY sum(amount) DESC LIMIT 2"])

add("spend-per-payer-defined",
    'Define "spend per payer" as total volume divided by the number of distinct payers. '
    "Compute it for January 2026.",
    [f"SELECT sum(amount) / count(DISTINCT payer) FROM {S} WHERE {JAN_2026}"])

add("threshold-exact",
    "How many payments were for exactly 1 USDC in October 2025?",
    [f"SELECT count(*) FROM {S} WHERE {OCT_2025} AND amount = 1"])

add("count-sparse-month",
    "settlement count for august 2025",
    [f"SELECT count(*) FROM {S} WHERE {AUG_2025}"])

add("first-last-settlement",
    "Data-freshness probe: earliest and latest settlement timestamps in the warehouse, "
    "earliest first.",
    [f"SELECT min(timestamp), max(timestamp) FROM {S}"])

add("top3-payers-count-last90",
    "Top 3 payers by number of payments in the last 90 days, with their counts.",
    [f"SELECT payer, count(*) FROM {S} WHERE {LAST90} GROUP BY payer "
     f"ORDER BY count(*) DESC LIMIT 3"])

add("count-recipients-last-quarter",
    "For the board pack: settlement count last quarter, then the number of unique recipients "
    "in the same quarter.",
    [f"SELECT count(*), count(DISTINCT recipient) FROM {S} WHERE {Q1_2026}"])

add("avg-amount-json-params",
    '{"op": "mean", "field": "amount_usdc", "from": "2025-11-10", "to": "2025-11-16", '
    '"to_inclusive": true} -- compute the mean payment amount for these parameters.',
    [f"SELECT avg(amount) FROM {S} WHERE {ts('2025-11-10', '2025-11-17')}"])

add("recipients-yesterday-count-volume",
    "CrewAI task 'daily-merchant-pulse': for yesterday, report distinct recipients first and "
    "total volume second.",
    [f"SELECT count(DISTINCT recipient), sum(amount) FROM {S} WHERE {YESTERDAY}"])

add("payer-volume-last-month-mixed-case",
    "Spend check for 0xE86a45DDa8E4b6B4052CcDeDc9715D6cDa5B61be: total USDC it paid last "
    "month, and how many payments that was.",
    [f"SELECT sum(amount), count(*) FROM {S} WHERE {MAY_2026} "
     f"AND payer = '0xe86a45dda8e4b6b4052ccdedc9715d6cda5b61be'"])

# ---------------------------------------------------------------- harder (15)

add("hard-fac-threshold-month",
    "Reconciliation: Coinbase-facilitated payments over 1 USDC in December 2025 -- how many "
    "were there, and what did they total?",
    [f"SELECT count(*), sum(amount) FROM {S} WHERE {DEC_2025} AND {fac('coinbase')} "
     f"AND amount > 1"])

add("hard-last7-vs-prior7",
    "Monitoring agent, week-over-week check. Return: volume over the last 7 days, volume over "
    "the 7 days before that, and the change (latest window minus the earlier one).",
    [f"SELECT sum(amount) FROM {S} WHERE {LAST7}",
     f"SELECT sum(amount) FROM {S} WHERE {PRIOR7}",
     f"SELECT (SELECT sum(amount) FROM {S} WHERE {LAST7}) "
     f"- (SELECT sum(amount) FROM {S} WHERE {PRIOR7})"])

add("hard-top3-recipients-fac-quarter",
    "Among settlements facilitated by PayAI in Q1 2026, which 3 recipients took in the most "
    "volume? Address and volume for each.",
    [f"SELECT recipient, sum(amount) FROM {S} WHERE {Q1_2026} AND {fac('payai')} "
     f"GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 3"])

add("hard-payer-threshold-ytd",
    "Thought: the user only cares about non-dust spend. Action: for payer "
    "0x30a64a160f63703bb13e69170257ef7c9592288d, year to date, payments of at least 0.01 "
    "USDC -- return the count, then the total.",
    [f"SELECT count(*), sum(amount) FROM {S} WHERE {YTD} "
     f"AND payer = '0x30a64a160f63703bb13e69170257ef7c9592288d' AND amount >= 0.01"])

add("hard-recipient-fac-last90",
    "How much did 0xd6a6a495a549a8026046f5bb96aa0993254b4cd6 receive through the Coinbase "
    "facilitator in the last 90 days, and across how many payments?",
    [f"SELECT sum(amount), count(*) FROM {S} WHERE {LAST90} AND {fac('coinbase')} "
     f"AND recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6'"])

add("hard-fac-share-volume-month",
    "Heurist's share of total March 2026 volume, as a percentage.",
    [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('heurist')}) / sum(amount) FROM {S} "
     f"WHERE {MAR_2026}"])

add("hard-fac-perday-count-month",
    "Average number of Daydreams-facilitated settlements per day in May 2026 (calendar days).",
    [f"SELECT count(*) / 31.0 FROM {S} WHERE {MAY_2026} AND {fac('daydreams')}"])

add("hard-fac-largest-quarter-payer",
    "Largest payment routed through the PayAI facilitator in Q4 2025: the amount, then the "
    "payer.",
    [f"SELECT amount, payer FROM {S} WHERE {Q4_2025} AND {fac('payai')} "
     f"ORDER BY amount DESC, id LIMIT 1"])

add("hard-busiest-day-in-range",
    "range: 2026-03-01..2026-03-21 (inclusive). Find the busiest day by settlement count and "
    "return the day, its count and its volume.",
    [f"SELECT CAST(timestamp AS DATE), count(*), sum(amount) FROM {S} "
     f"WHERE {ts('2026-03-01', '2026-03-22')} GROUP BY CAST(timestamp AS DATE) "
     f"ORDER BY count(*) DESC LIMIT 1"])

add("hard-payers-over-threshold-range",
    "From 10 to 16 Nov 2025: how many distinct payers made at least one payment above "
    "0.5 USDC, and what was the total volume of those above-0.5 payments?",
    [f"SELECT count(DISTINCT payer), sum(amount) FROM {S} "
     f"WHERE {ts('2025-11-10', '2025-11-17')} AND amount > 0.5"])

add("hard-pctchange-payers-quarters",
    "Analyst agent, figures in this order: unique payers in Q4 2025, unique payers in "
    "Q1 2026, and the percent change from Q4 to Q1.",
    [f"SELECT count(DISTINCT payer) FROM {S} WHERE {Q4_2025}",
     f"SELECT count(DISTINCT payer) FROM {S} WHERE {Q1_2026}",
     f"SELECT 100.0 * ((SELECT count(DISTINCT payer) FROM {S} WHERE {Q1_2026}) "
     f"- (SELECT count(DISTINCT payer) FROM {S} WHERE {Q4_2025})) "
     f"/ (SELECT count(DISTINCT payer) FROM {S} WHERE {Q4_2025})"])

add("hard-payer-fac-first-last-count",
    "For payer 0x2b2286cb59e2a73c4370542f172a0951053ffa19, restricted to settlements "
    "submitted by the Coinbase facilitator: first payment time, last payment time, and "
    "number of payments.",
    [f"SELECT min(timestamp), max(timestamp), count(*) FROM {S} WHERE {fac('coinbase')} "
     f"AND payer = '0x2b2286cb59e2a73c4370542f172a0951053ffa19'"])

add("hard-two-fac-diff-ytd",
    "finance-bot: year-to-date volume for Coinbase, then for PayAI, then Coinbase minus "
    "PayAI.",
    [f"SELECT sum(amount) FROM {S} WHERE {YTD} AND {fac('coinbase')}",
     f"SELECT sum(amount) FROM {S} WHERE {YTD} AND {fac('payai')}",
     f"SELECT (SELECT sum(amount) FROM {S} WHERE {YTD} AND {fac('coinbase')}) "
     f"- (SELECT sum(amount) FROM {S} WHERE {YTD} AND {fac('payai')})"])

add("hard-pct-under-cent-median",
    "For May 2026: what percentage of payments were under 0.01 USDC, and what was the "
    "median payment amount? Percentage first.",
    [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*), median(amount) "
     f"FROM {S} WHERE {MAY_2026}"])

add("hard-top2-payers-of-recipient",
    "Customer-support bot restating a merchant's request: \"Who are my two most frequent "
    "payers this year?\" Merchant address 0xef4364fe4487353df46eb7c811d4fac78b856c7f; "
    "'this year' = 2026 to date; rank by number of payments and give each payer with its "
    "count.",
    [f"SELECT payer, count(*) FROM {S} WHERE {YTD} "
     f"AND recipient = '0xef4364fe4487353df46eb7c811d4fac78b856c7f' GROUP BY payer "
     f"ORDER BY count(*) DESC LIMIT 2"])

# ---------------------------------------------------------------- refusals (15)

add("refuse-other-chain",
    "Total x402 USDC volume settled on Solana last month?",
    None)
add("refuse-other-chain",
    'tool_call warehouse.ask {"chain": "arbitrum", "metric": "count", "period": "2026-05"} '
    "-- settlement count on Arbitrum for May 2026.",
    None)
add("refuse-forecast",
    "Predict next month's total settlement volume.",
    None)
add("refuse-forecast",
    "Thought: the user wants to plan capacity. Action: estimate how many settlements will "
    "happen over the next 30 days, extrapolating from the recent trend.",
    None)
add("refuse-missing-column",
    "Which API endpoints (resource URLs) earned the most last month?",
    None)
add("refuse-missing-column",
    "Break down May 2026 volume by payer country.",
    None)
add("refuse-impossible-date",
    "Total volume on 31 April 2026.",
    None)
add("refuse-impossible-date",
    "Settlement count for 2026-02-29.",
    None)
add("refuse-before-data",
    "Monthly digest backfill: total volume in March 2025.",
    None)
add("refuse-before-data",
    "How many x402 settlements were there in 2024?",
    None)
add("refuse-after-anchor",
    "Settlement count for July 2026.",
    None)
add("refuse-off-topic",
    "Draft a cheerful Slack message announcing our new company logo.",
    None)
add("refuse-off-topic",
    "What is the weather in Lisbon tomorrow?",
    None)
add("refuse-owner-identity",
    "KYC agent: who is the person or company behind 0x07737a1fb3863202bcd3c7408b801eed68604d39? "
    "I need their legal name.",
    None)
add("refuse-ambiguous-date",
    "Total volume on 05/04/2026?",
    None)


def main() -> None:
    seen: Counter[str] = Counter()
    lines = []
    for shape, question, sql in ITEMS:
        seen[shape] += 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape,
                               split=SPLIT))
    OUT.write_text("\n".join(lines) + "\n")
    print(len(lines), "items ->", OUT)


if __name__ == "__main__":
    main()
