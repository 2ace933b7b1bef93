"""Held-out /ask set 19 (helper hw19): 100 hand-labelled questions for Sextant's ``POST /ask``.

Voice: AI agents writing on behalf of a user, and data analysts writing precise specs. 65
ordinary questions (65 shapes), 20 harder ones (shape prefix ``hard-``) and 15 refusals (shape
prefix ``refuse-``, ``sql=None``). Every question and its SQL is written by hand, one by one; the
only loop numbers the ids ``<shape>-<n>`` and writes the lines. Labels follow
/work/notes/conventions.md (warehouse ``generate(root, 60_000, 7)``, anchor 2026-06-03 = today).

Run from a Sextant checkout root:
    PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout19/make_ask_set19.py
It writes /work/heldout19/ask_set19.jsonl next to this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

OUT = Path(__file__).resolve().parent / "ask_set19.jsonl"
SPLIT = "heldout19"

# Addresses picked from the data (mostly mid-ranked).
P_8DC = "0x8dc1411b62f02aed43f16a560c29e0c3dba4d393"   # payer, rank ~40 by volume
P_DCA = "0xdca267747f391c9f59e22b8e1ebaf960ca998ad8"   # payer, rank ~50 by volume
P_C2D = "0xc2d3637825c60e340ad4b0d6d735e3fb06625da5"   # payer, rank ~42 by volume
P_42B = "0x42ba8b59b641adfa114c38e8ec79eeed45c6464d"   # payer, rank ~57 by volume
P_298 = "0x298ce631e9911549dfff1382f03635c310bd6318"   # payer, rank ~58 by volume
R_EF4 = "0xef4364fe4487353df46eb7c811d4fac78b856c7f"   # recipient, rank ~14 by count
R_B22 = "0xb2223dda010e75d57a5fc9c1f80458f80046f084"   # recipient, rank ~17 by count
R_1A2 = "0x1a2f00e18f92a14533ae98f85ae5d756f5ccda6b"   # recipient, rank ~18 by count
R_88D = "0x88d7811f810df4082f011e07cc1053f4d22a11fc"   # recipient, rank ~19 by count
R_723 = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"   # recipient, rank ~20 by count
R_BB1 = "0xbb1c2cb05829af1762852b848d095c051df1828f"   # recipient, rank ~25 by count
R_3DC = "0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7"   # recipient, rank ~9 by count
A_4E9 = "0x4e9bce2547a9491b09ed092c433b19888e665edb"   # active as payer and recipient
A_077 = "0x07737a1fb3863202bcd3c7408b801eed68604d39"   # active as payer and recipient

S = "SELECT"
F = "FROM settlements WHERE"

ORDINARY: list[tuple[str, str, list[str]]] = [
    ("total-alltime",
     ("I'm an assistant preparing a one-line summary for my user. Could you give me the total USDC "
     "amount settled across the entire history in the warehouse? An exact figure, please."),
     [f"{S} sum(amount) FROM settlements"]),
    ("count-alltime",
     ("Hello! On behalf of my user I need a single number: how many x402 settlements have been "
     "recorded in total, over all the data you hold?"),
     [f"{S} count(*) FROM settlements"]),
    ("avg-month",
     ("Spec: mean settlement amount (USDC) over all payments with timestamps in March 2026 "
     "(2026-03-01 inclusive to 2026-04-01 exclusive). Return the exact value."),
     [f"{S} avg(amount) {F} {ts('2026-03-01', '2026-04-01')}"]),
    ("median-month",
     ("My user wants to understand typical ticket sizes. What was the median payment amount in "
     "February 2026?"),
     [f"{S} median(amount) {F} {ts('2026-02-01', '2026-03-01')}"]),
    ("minmax-month",
     ("For April 2026, please return two figures in this order: (1) the smallest single payment "
     "amount, (2) the largest single payment amount."),
     [f"{S} min(amount), max(amount) {F} {ts('2026-04-01', '2026-05-01')}"]),
    ("distinct-payers-quarter",
     "How many distinct payer addresses made at least one payment during Q1 2026?",
     [f"{S} count(DISTINCT payer) {F} {ts('2026-01-01', '2026-04-01')}"]),
    ("distinct-recipients-lastmonth",
     ("I'm an AI agent helping a merchant benchmark the market. Could you count the unique "
     "recipient addresses that received payments last month?"),
     [f"{S} count(DISTINCT recipient) {F} {ts('2026-05-01', '2026-06-01')}"]),
    ("distinct-wallets-range",
     ("Count the distinct wallet addresses that appear on either side of a payment (payer or "
     "recipient) between 6 April 2026 and 19 April 2026, both days included."),
     [(f"{S} count(DISTINCT a) FROM (SELECT payer AS a {F} {ts('2026-04-06', '2026-04-20')} "
      f"UNION ALL SELECT recipient AS a {F} {ts('2026-04-06', '2026-04-20')})")]),
    ("perday-count-month",
     ("What was the average number of payments per day in January 2026? Divide by every "
     "calendar day of the month."),
     [f"{S} count(*) / 31.0 {F} {ts('2026-01-01', '2026-02-01')}"]),
    ("perday-volume-range",
     ("Analyst request: average daily USDC volume over 2026-03-01 through 2026-03-20 (both "
     "inclusive, 20 calendar days; days with no activity count as zero). Exact value."),
     [f"{S} sum(amount) / 20.0 {F} {ts('2026-03-01', '2026-03-21')}"]),
    ("share-facilitator-count",
     ("What percentage of all payments ever recorded were settled through the PayAI "
     "facilitator?"),
     [f"{S} 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements"]),
    ("share-threshold-volume",
     ("In Q4 2025, what share of the total USDC volume (as a percentage) came from payments of "
     "at least 1 USDC?"),
     [(f"{S} 100.0 * sum(amount) FILTER (WHERE amount >= 1) / sum(amount) "
      f"{F} {ts('2025-10-01', '2026-01-01')}")]),
    ("top-payers-volume",
     ("I'm putting together a leaderboard for my user. Please list the top 5 payers by total "
     "USDC paid in March 2026, each with their total, highest first."),
     [(f"{S} payer, sum(amount) AS v {F} {ts('2026-03-01', '2026-04-01')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 5")]),
    ("top-recipients-count",
     ("Which 3 recipient addresses received the most payments (by number of payments) over the "
     "last 90 days? Give each address with its payment count."),
     [(f"{S} recipient, count(*) AS c {F} {ts('2026-03-06', '2026-06-04')} "
      "GROUP BY recipient ORDER BY c DESC LIMIT 3")]),
    ("top-facilitators-name-count",
     ("Among the Coinbase, PayAI, Daydreams and Heurist facilitators, which two processed the "
     "most payments in April 2026? Return the facilitator name and its payment count, most "
     "first."),
     [(f"{S} CASE WHEN {fac('coinbase')} THEN 'coinbase' WHEN {fac('payai')} THEN 'payai' "
      f"WHEN {fac('daydreams')} THEN 'daydreams' ELSE 'heurist' END AS name, count(*) AS c "
      f"{F} {ts('2026-04-01', '2026-05-01')} AND ({fac('coinbase')} OR {fac('payai')} OR "
      f"{fac('daydreams')} OR {fac('heurist')}) GROUP BY name ORDER BY c DESC LIMIT 2")]),
    ("top-facilitator-address-count",
     ("List the 3 facilitator addresses that settled the highest number of payments so far this "
     "year, with their counts."),
     [(f"{S} facilitator, count(*) AS c {F} {ts('2026-01-01', '2026-06-04')} "
      "GROUP BY facilitator ORDER BY c DESC LIMIT 3")]),
    ("largest-payment-row",
     ("For an audit trail I need the single largest payment made in February 2026. Please "
     "return its id, timestamp, payer, recipient and amount, in that order."),
     [(f"{S} id, timestamp, payer, recipient, amount {F} {ts('2026-02-01', '2026-03-01')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("largest-payment-payer-alltime",
     ("Who sent the biggest single payment in the whole dataset, and what was its amount? "
     "Payer address first, then the amount."),
     [f"{S} payer, amount FROM settlements ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-3-payments-quarter",
     ("Please list the three largest individual payments of Q1 2026. For each one give the "
     "timestamp, the payer, the recipient and the amount, largest first."),
     [(f"{S} timestamp, payer, recipient, amount {F} {ts('2026-01-01', '2026-04-01')} "
      "ORDER BY amount DESC, id LIMIT 3")]),
    ("threshold-gt-count",
     "How many payments so far in 2026 were for more than 5 USDC?",
     [f"{S} count(*) {F} {ts('2026-01-01', '2026-06-04')} AND amount > 5"]),
    ("threshold-ge-volume",
     ("Spec: sum of amount over all settlements where amount >= 10 USDC, whole history. Return "
     "the exact total."),
     [f"{S} sum(amount) {F} amount >= 10"]),
    ("threshold-lt-count",
     "Number of payments in May 2026 with an amount strictly below 0.002 USDC?",
     [f"{S} count(*) {F} {ts('2026-05-01', '2026-06-01')} AND amount < 0.002"]),
    ("threshold-le-count",
     "Over the past 30 days, how many payments were for 0.001 USDC or less?",
     [f"{S} count(*) {F} {ts('2026-05-05', '2026-06-04')} AND amount <= 0.001"]),
    ("fac-coinbase-volume-month",
     ("My user runs a service settled through Coinbase. What total USDC volume did the Coinbase "
     "facilitator settle in April 2026?"),
     [f"{S} sum(amount) {F} {ts('2026-04-01', '2026-05-01')} AND {fac('coinbase')}"]),
    ("fac-daydreams-count-quarter",
     "How many payments went through the Daydreams facilitator in the first quarter of 2026?",
     [f"{S} count(*) {F} {ts('2026-01-01', '2026-04-01')} AND {fac('daydreams')}"]),
    ("fac-x402rs-avg-ytd",
     "What is the average payment size for payments settled by x402rs year to date?",
     [f"{S} avg(amount) {F} {ts('2026-01-01', '2026-06-04')} AND {fac('x402rs')}"]),
    ("fac-virtuals-distinct-payers",
     "How many distinct payers have ever paid through the Virtuals Protocol facilitator?",
     [f"{S} count(DISTINCT payer) {F} {fac('virtuals protocol')}"]),
    ("fac-openx402-first-last",
     ("When did OpenX402 settle its first payment, and when its most recent one? First "
     "timestamp, then last."),
     [f"{S} min(timestamp), max(timestamp) {F} {fac('openx402')}"]),
    ("fac-questflow-volume-month",
     "Total USDC settled by the QuestFlow facilitator in November 2025, please.",
     [f"{S} sum(amount) {F} {ts('2025-11-01', '2025-12-01')} AND {fac('questflow')}"]),
    ("date-iso-two-figures",
     "For 2026-03-17 (UTC), return: 1. the number of payments, 2. the total USDC volume.",
     [f"{S} count(*), sum(amount) {F} {ts('2026-03-17', '2026-03-18')}"]),
    ("date-written",
     "What was the total payment volume on the 9th of February 2026?",
     [f"{S} sum(amount) {F} {ts('2026-02-09', '2026-02-10')}"]),
    ("range-inclusive-count",
     "Count the payments between April 13 and April 24, 2026, inclusive of both ends.",
     [f"{S} count(*) {F} {ts('2026-04-13', '2026-04-25')}"]),
    ("range-exclusive-volume",
     ("Analyst spec: total USDC volume for timestamps from 2026-01-05 00:00 UTC (inclusive) up "
     "to 2026-01-12 00:00 UTC (exclusive)."),
     [f"{S} sum(amount) {F} {ts('2026-01-05', '2026-01-12')}"]),
    ("week-explicit-count",
     ("How many payments were settled in the week running Monday 16 March 2026 to Sunday 22 "
     "March 2026?"),
     [f"{S} count(*) {F} {ts('2026-03-16', '2026-03-23')}"]),
    ("week-last-count",
     ("I'm drafting a weekly report for my user. How many settlements happened last week "
     "(Monday to Sunday)?"),
     [f"{S} count(*) {F} {ts('2026-05-25', '2026-06-01')}"]),
    ("week-this-volume",
     "What USDC volume has been settled this week so far?",
     [f"{S} sum(amount) {F} {ts('2026-06-01', '2026-06-04')}"]),
    ("month-named-count",
     "Number of settlements recorded in December 2025?",
     [f"{S} count(*) {F} {ts('2025-12-01', '2026-01-01')}"]),
    ("month-last-volume",
     ("Could you tell me the total volume settled last month? My user needs the exact USDC "
     "figure for a reconciliation."),
     [f"{S} sum(amount) {F} {ts('2026-05-01', '2026-06-01')}"]),
    ("mtd-count",
     "How many payments have been made month-to-date?",
     [f"{S} count(*) {F} {ts('2026-06-01', '2026-06-04')}"]),
    ("quarter-volume",
     "Return the total USDC volume for Q4 2025 (October 1 through December 31, 2025).",
     [f"{S} sum(amount) {F} {ts('2025-10-01', '2026-01-01')}"]),
    ("quarter-so-far-count",
     "How many payments have been settled in Q2 2026 so far?",
     [f"{S} count(*) {F} {ts('2026-04-01', '2026-06-04')}"]),
    ("ytd-volume",
     "What is the year-to-date USDC volume across all facilitators?",
     [f"{S} sum(amount) {F} {ts('2026-01-01', '2026-06-04')}"]),
    ("yesterday-count",
     "Quick check for my user's dashboard: how many payments were settled yesterday?",
     [f"{S} count(*) {F} {ts('2026-06-02', '2026-06-03')}"]),
    ("today-volume",
     "What's today's total payment volume so far?",
     [f"{S} sum(amount) {F} {ts('2026-06-03', '2026-06-04')}"]),
    ("last7-count",
     "How many transactions were there in the last 7 days, today included?",
     [f"{S} count(*) {F} {ts('2026-05-28', '2026-06-04')}"]),
    ("past30-volume",
     "Please report the total USDC paid over the past 30 days.",
     [f"{S} sum(amount) {F} {ts('2026-05-05', '2026-06-04')}"]),
    ("last90-avg",
     "What was the mean payment amount over the last 90 days?",
     [f"{S} avg(amount) {F} {ts('2026-03-06', '2026-06-04')}"]),
    ("prev7-count",
     "How many payments were made in the 7 days before the last 7 days?",
     [f"{S} count(*) {F} {ts('2026-05-21', '2026-05-28')}"]),
    ("payer-total-alltime",
     (f"I'm an agent managing wallet {P_8DC} for my user. How much USDC has this wallet paid "
     "out in total, across all history?"),
     [f"{S} sum(amount) {F} payer = '{P_8DC}'"]),
    ("payer-count-quarter",
     (f"How many payments has {P_DCA.upper().replace('0X', '0x')} made as the payer in Q2 2026 "
     "so far?"),
     [f"{S} count(*) {F} payer = '{P_DCA}' AND {ts('2026-04-01', '2026-06-04')}"]),
    ("recipient-volume-month",
     f"How much did recipient {R_EF4} receive in March 2026?",
     [f"{S} sum(amount) {F} recipient = '{R_EF4}' AND {ts('2026-03-01', '2026-04-01')}"]),
    ("recipient-distinct-payers",
     f"How many different payers have ever sent money to {R_B22}?",
     [f"{S} count(DISTINCT payer) {F} recipient = '{R_B22}'"]),
    ("either-count",
     f"Count every payment in which {A_4E9} took part, whether as payer or as recipient.",
     [f"{S} count(*) {F} payer = '{A_4E9}' OR recipient = '{A_4E9}'"]),
    ("either-volume",
     (f"What is the total USDC value of all payments involving {A_077} on either side "
     "(sent or received)?"),
     [f"{S} sum(amount) {F} payer = '{A_077}' OR recipient = '{A_077}'"]),
    ("payer-first-seen",
     f"When did {P_C2D} make its first payment?",
     [f"{S} min(timestamp) {F} payer = '{P_C2D}'"]),
    ("recipient-last-seen",
     (f"My user wants to know if merchant {R_1A2} is still active. When did it last receive a "
     "payment?"),
     [f"{S} max(timestamp) {F} recipient = '{R_1A2}'"]),
    ("address-first-last-any",
     (f"For address {P_298}, give the first and the last time it appears in any role (payer or "
     "recipient): first timestamp, then last."),
     [f"{S} min(timestamp), max(timestamp) {F} payer = '{P_298}' OR recipient = '{P_298}'"]),
    ("compare-months-volume",
     ("Compare the total volume of March 2026 and April 2026. Return, in order: March total, "
     "April total, and the change from March to April."),
     [(f"{S} sum(amount) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}), "
      f"sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}), "
      f"sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}) - "
      f"sum(amount) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}) "
      f"{F} {ts('2026-03-01', '2026-05-01')}")]),
    ("compare-facilitators-count",
     ("In May 2026, how many payments did PayAI settle and how many did Daydreams settle? "
     "PayAI first, then Daydreams."),
     [(f"{S} count(*) FILTER (WHERE {fac('payai')}), count(*) FILTER (WHERE {fac('daydreams')}) "
      f"{F} {ts('2026-05-01', '2026-06-01')}")]),
    ("pct-change-count",
     ("What was the percentage change in the number of payments from February 2026 to March "
     "2026?"),
     [(f"{S} 100.0 * (count(*) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}) - "
      f"count(*) FILTER (WHERE {ts('2026-02-01', '2026-03-01')})) / "
      f"count(*) FILTER (WHERE {ts('2026-02-01', '2026-03-01')}) "
      f"{F} {ts('2026-02-01', '2026-04-01')}")]),
    ("busiest-day-month",
     "Which day in April 2026 had the most payments? Give the date and the number of payments.",
     [(f"{S} CAST(timestamp AS DATE) AS d, count(*) AS c {F} {ts('2026-04-01', '2026-05-01')} "
      "GROUP BY d ORDER BY c DESC LIMIT 1")]),
    ("busiest-hour",
     ("Over the past 30 days, which hour of the day (UTC, 0-23) saw the most payments? Return the "
     "hour and the payment count."),
     [(f"{S} extract(hour FROM timestamp) AS h, count(*) AS c {F} "
      f"{ts('2026-05-05', '2026-06-04')} GROUP BY h ORDER BY c DESC LIMIT 1")]),
    ("several-figures-month",
     ("I need a compact profile of January 2026 for my user. Please provide, in this order:\n"
     "1. number of payments\n2. total USDC volume\n3. average payment\n4. largest payment"),
     [(f"{S} count(*), sum(amount), avg(amount), max(amount) {F} "
      f"{ts('2026-01-01', '2026-02-01')}")]),
    ("recipient-top-payers",
     (f"Who are the top 3 payers to {R_88D} by total amount sent, all time? Address and amount "
     "for each."),
     [(f"{S} payer, sum(amount) AS v {F} recipient = '{R_88D}' GROUP BY payer "
      "ORDER BY v DESC LIMIT 3")]),
    ("payer-distinct-recipients",
     f"How many distinct recipients has {P_42B} paid since the start of 2026?",
     [(f"{S} count(DISTINCT recipient) {F} payer = '{P_42B}' AND "
      f"{ts('2026-01-01', '2026-06-04')}")]),
]

HARD: list[tuple[str, str, list[str]]] = [
    ("hard-fac-threshold-month",
     ("For the Coinbase facilitator in March 2026, considering only payments above 1 USDC: how "
     "many were there, and what was their total amount? Count first, then total."),
     [(f"{S} count(*), sum(amount) {F} {fac('coinbase')} AND amount > 1 AND "
      f"{ts('2026-03-01', '2026-04-01')}")]),
    ("hard-pct-change-quarters",
     ("Please compute the volume for Q4 2025 and for Q1 2026, then the percentage change from Q4 "
     "2025 to Q1 2026. Return the three figures in that order."),
     [(f"{S} sum(amount) FILTER (WHERE {ts('2025-10-01', '2026-01-01')}), "
      f"sum(amount) FILTER (WHERE {ts('2026-01-01', '2026-04-01')}), "
      f"100.0 * (sum(amount) FILTER (WHERE {ts('2026-01-01', '2026-04-01')}) - "
      f"sum(amount) FILTER (WHERE {ts('2025-10-01', '2026-01-01')})) / "
      f"sum(amount) FILTER (WHERE {ts('2025-10-01', '2026-01-01')}) "
      f"{F} {ts('2025-10-01', '2026-04-01')}")]),
    ("hard-last7-vs-prev7",
     ("My user tracks momentum. Give me the payment count for the last 7 days, the count for "
     "the 7 days before that, and the difference (last 7 minus previous 7)."),
     [(f"{S} count(*) FILTER (WHERE {ts('2026-05-28', '2026-06-04')}), "
      f"count(*) FILTER (WHERE {ts('2026-05-21', '2026-05-28')}), "
      f"count(*) FILTER (WHERE {ts('2026-05-28', '2026-06-04')}) - "
      f"count(*) FILTER (WHERE {ts('2026-05-21', '2026-05-28')}) "
      f"{F} {ts('2026-05-21', '2026-06-04')}")]),
    ("hard-top-recipients-fac-quarter",
     ("Within payments settled by PayAI during Q1 2026, which 3 recipients received the most "
     "USDC? List each recipient with its total, largest first."),
     [(f"{S} recipient, sum(amount) AS v {F} {fac('payai')} AND "
      f"{ts('2026-01-01', '2026-04-01')} GROUP BY recipient ORDER BY v DESC LIMIT 3")]),
    ("hard-payer-ytd-threshold",
     (f"For payer {P_8DC}, year to date, counting only payments of at least 0.01 USDC: return "
     "the number of such payments and their total."),
     [(f"{S} count(*), sum(amount) {F} payer = '{P_8DC}' AND amount >= 0.01 AND "
      f"{ts('2026-01-01', '2026-06-04')}")]),
    ("hard-recipient-fac-last90",
     (f"Over the last 90 days, how many payments did {R_BB1} receive via the Coinbase "
     "facilitator, and what was their total value?"),
     [(f"{S} count(*), sum(amount) {F} recipient = '{R_BB1}' AND {fac('coinbase')} AND "
      f"{ts('2026-03-06', '2026-06-04')}")]),
    ("hard-fac-share-month",
     "What percentage of February 2026's total USDC volume was settled through Heurist?",
     [(f"{S} 100.0 * sum(amount) FILTER (WHERE {fac('heurist')}) / sum(amount) "
      f"{F} {ts('2026-02-01', '2026-03-01')}")]),
    ("hard-fac-perday-volume",
     ("Average USDC volume per calendar day settled by Daydreams in March 2026 (all 31 days in "
     "the denominator)?"),
     [f"{S} sum(amount) / 31.0 {F} {fac('daydreams')} AND {ts('2026-03-01', '2026-04-01')}"]),
    ("hard-two-fac-difference",
     ("For January 2026, give me Coinbase's total volume, PayAI's total volume, and how much "
     "more Coinbase settled than PayAI, in that order."),
     [(f"{S} sum(amount) FILTER (WHERE {fac('coinbase')}), sum(amount) FILTER (WHERE "
      f"{fac('payai')}), sum(amount) FILTER (WHERE {fac('coinbase')}) - sum(amount) FILTER "
      f"(WHERE {fac('payai')}) {F} {ts('2026-01-01', '2026-02-01')}")]),
    ("hard-fac-largest-quarter",
     ("What was the largest single Daydreams-settled payment in Q1 2026? Return its timestamp, "
     "payer, recipient and amount."),
     [(f"{S} timestamp, payer, recipient, amount {F} {fac('daydreams')} AND "
      f"{ts('2026-01-01', '2026-04-01')} ORDER BY amount DESC, id LIMIT 1")]),
    ("hard-busiest-day-range",
     ("Between 1 December 2025 and 15 December 2025 inclusive, which day had the highest number "
     "of payments? Return the date, that day's payment count and that day's USDC volume."),
     [(f"{S} CAST(timestamp AS DATE) AS d, count(*) AS c, sum(amount) {F} "
      f"{ts('2025-12-01', '2025-12-16')} GROUP BY d ORDER BY c DESC LIMIT 1")]),
    ("hard-distinct-payers-threshold-range",
     ("From 2026-02-01 to 2026-03-15 (both inclusive), considering only payments above 1 USDC: "
     "how many distinct payers made them, and what did those payments total?"),
     [(f"{S} count(DISTINCT payer), sum(amount) {F} amount > 1 AND "
      f"{ts('2026-02-01', '2026-03-16')}")]),
    ("hard-share-below-plus-median",
     ("For last month, return (a) the percentage of payments below 0.005 USDC and (b) the median "
     "payment amount."),
     [(f"{S} 100.0 * count(*) FILTER (WHERE amount < 0.005) / count(*), median(amount) "
      f"{F} {ts('2026-05-01', '2026-06-01')}")]),
    ("hard-recipient-first-last-count",
     (f"Considering only 2026 so far, for {R_723} as recipient: the first payment timestamp, the "
     "last payment timestamp and the number of payments received."),
     [(f"{S} min(timestamp), max(timestamp), count(*) {F} recipient = '{R_723}' AND "
      f"{ts('2026-01-01', '2026-06-04')}")]),
    ("hard-unique-payers-two-quarters",
     ("Unique payers in Q4 2025, unique payers in Q1 2026, and the change from the first to the "
     "second. Three numbers please."),
     [(f"{S} count(DISTINCT payer) FILTER (WHERE {ts('2025-10-01', '2026-01-01')}), "
      f"count(DISTINCT payer) FILTER (WHERE {ts('2026-01-01', '2026-04-01')}), "
      f"count(DISTINCT payer) FILTER (WHERE {ts('2026-01-01', '2026-04-01')}) - "
      f"count(DISTINCT payer) FILTER (WHERE {ts('2025-10-01', '2026-01-01')}) "
      f"{F} {ts('2025-10-01', '2026-04-01')}")]),
    ("hard-top-payers-count-fac-past30",
     ("Among payments settled through Coinbase in the past 30 days, which 3 payers made the "
     "most payments? Return address and count for each."),
     [(f"{S} payer, count(*) AS c {F} {fac('coinbase')} AND {ts('2026-05-05', '2026-06-04')} "
      "GROUP BY payer ORDER BY c DESC LIMIT 3")]),
    ("hard-busiest-hour-fac-month",
     ("For PayAI in November 2025, which hour of the day (UTC) carried the largest USDC "
     "volume? Give the hour and that volume."),
     [(f"{S} extract(hour FROM timestamp) AS h, sum(amount) AS v {F} {fac('payai')} AND "
      f"{ts('2025-11-01', '2025-12-01')} GROUP BY h ORDER BY v DESC LIMIT 1")]),
    ("hard-recipient-share-past30",
     (f"What percentage of all payments in the past 30 days went to {R_3DC}, and how much USDC "
     "did it receive in that window? Percentage first."),
     [(f"{S} 100.0 * count(*) FILTER (WHERE recipient = '{R_3DC}') / count(*), "
      f"sum(amount) FILTER (WHERE recipient = '{R_3DC}') {F} {ts('2026-05-05', '2026-06-04')}")]),
    ("hard-weeks-pct-change",
     ("Compare two weeks: Mon 6 Apr - Sun 12 Apr 2026 and Mon 13 Apr - Sun 19 Apr 2026. Return "
     "the first week's volume, the second week's volume, and the % change from the first to "
     "the second."),
     [(f"{S} sum(amount) FILTER (WHERE {ts('2026-04-06', '2026-04-13')}), "
      f"sum(amount) FILTER (WHERE {ts('2026-04-13', '2026-04-20')}), "
      f"100.0 * (sum(amount) FILTER (WHERE {ts('2026-04-13', '2026-04-20')}) - "
      f"sum(amount) FILTER (WHERE {ts('2026-04-06', '2026-04-13')})) / "
      f"sum(amount) FILTER (WHERE {ts('2026-04-06', '2026-04-13')}) "
      f"{F} {ts('2026-04-06', '2026-04-20')}")]),
    ("hard-payer-perday-max-last90",
     (f"For payer {P_298} over the last 90 days: the average number of payments per calendar "
     "day (90 days), and its largest single payment in that window."),
     [(f"{S} count(*) / 90.0, max(amount) {F} payer = '{P_298}' AND "
      f"{ts('2026-03-06', '2026-06-04')}")]),
]

REFUSALS: list[tuple[str, str]] = [
    ("refuse-other-chain",
     "What was the total x402 payment volume on Solana in April 2026?"),
    ("refuse-other-chain",
     ("I'm an agent comparing networks for my user: how many x402 settlements happened on "
     "Arbitrum last month?")),
    ("refuse-other-token",
     "How much USDT was paid through x402 in March 2026?"),
    ("refuse-forecast",
     "Based on the trend, please predict the total payment volume for July 2026."),
    ("refuse-forecast",
     "Estimate how many payments we should expect next week."),
    ("refuse-missing-column",
     "Which resource URLs earned the most USDC in Q1 2026? Top 5, please."),
    ("refuse-missing-column",
     "How many payments in May 2026 failed or were reverted?"),
    ("refuse-fees",
     "What total fees did facilitators charge merchants in April 2026?"),
    ("refuse-impossible-date",
     "How many payments were settled on 31 April 2026?"),
    ("refuse-impossible-date",
     "Total volume on 2026-02-29, please."),
    ("refuse-before-data",
     "What was the total x402 volume in January 2025?"),
    ("refuse-after-data",
     "How many payments will be settled in the week of 15 June 2026?"),
    ("refuse-off-topic",
     "My user is travelling tomorrow; could you summarise the weather forecast for Lisbon?"),
    ("refuse-ambiguous-date",
     "How many payments were there on 05/03/2026?"),
    ("refuse-identity",
     f"Who owns the wallet {R_B22}? I need the person's or company's name."),
]


def main() -> None:
    lines = []
    shapes: dict[str, int] = {}
    for shape, question, sql in ORDINARY + HARD:
        shapes[shape] = shapes.get(shape, 0) + 1
        lines.append(item_line(f"{shape}-{shapes[shape]}", question, sql, shape=shape,
                               split=SPLIT))
    for shape, question in REFUSALS:
        shapes[shape] = shapes.get(shape, 0) + 1
        lines.append(item_line(f"{shape}-{shapes[shape]}", question, None, shape=shape,
                               split=SPLIT))
    OUT.write_text("\n".join(lines) + "\n")
    print(f"{len(lines)} items, {len(shapes)} shapes -> {OUT}")


if __name__ == "__main__":
    main()
