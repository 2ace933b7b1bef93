"""Stranger probe set hp22: 150 hand-written, labelled questions for Sextant's ``POST /ask``.

Voices (voices.md ``hp22``): finance and accounting agents preparing journal entries and
month-end close figures, BI agents asking for dashboard tiles, customer-support agents answering a
merchant about its payouts (the merchant's address given), research agents comparing facilitators
over time, Slack/Discord/Telegram bots relaying a member's question, browser agents copying a web
form; payloads in prose, bullet lists, key: value lines, JSON and markdown tables.

Anchor: today = 2026-06-03 (included). Each item is (shape, question, sql-list) written by hand,
or (shape, question, None) for a question to refuse. The SQL runs straight over the generated
test warehouse (``generate(root, 60_000, 7)``) via ``tests.warehouse.conftest.Raw``; its cells,
read row by row, are the figures asked, in the order asked.

Run from a Sextant checkout root:
    PYTHONPATH=src:. .venv/bin/python /work/probes_hp22/make_ask_probe_hp22.py
It writes ``ask_probe_hp22.jsonl`` next to this file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.warehouse.figures import by_name, fac, item_line, ts

NAME = "hp22"

# Named periods (anchor 2026-06-03 included; ts() is half-open on whole UTC days).
TODAY = ts("2026-06-03", "2026-06-04")
YESTERDAY = ts("2026-06-02", "2026-06-03")
THIS_WEEK = ts("2026-06-01", "2026-06-04")  # also month to date
LAST_7 = ts("2026-05-28", "2026-06-04")
PRIOR_7 = ts("2026-05-21", "2026-05-28")
PAST_30 = ts("2026-05-05", "2026-06-04")
LAST_90 = ts("2026-03-06", "2026-06-04")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
WEEK_BEFORE_LAST = ts("2026-05-18", "2026-05-25")
QTD = ts("2026-04-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
OCT25 = ts("2025-10-01", "2025-11-01")
NOV25 = ts("2025-11-01", "2025-12-01")
DEC25 = ts("2025-12-01", "2026-01-01")
JAN26 = ts("2026-01-01", "2026-02-01")
FEB26 = ts("2026-02-01", "2026-03-01")
MAR26 = ts("2026-03-01", "2026-04-01")
APR26 = ts("2026-04-01", "2026-05-01")
MAY26 = ts("2026-05-01", "2026-06-01")
Q4_25 = ts("2025-10-01", "2026-01-01")
Q1_26 = ts("2026-01-01", "2026-04-01")

S = "settlements"
NAMED = by_name()

# Merchants (recipients) and payers picked from the data, mid-ranked.
R_B222 = "0xb2223dda010e75d57a5fc9c1f80458f80046f084"
R_D6A6 = "0xd6a6a495a549a8026046f5bb96aa0993254b4cd6"
R_DE22 = "0xde2201e2b604ea40459603707b912020f5503fd3"
R_4E50 = "0x4e501d525b18b583863321353c2589d2700a1193"
R_BB1C = "0xbb1c2cb05829af1762852b848d095c051df1828f"
R_744C = "0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e"
R_D04F = "0xd04f61f4014d19581f9ea74abda5880e500ea70a"
R_88D7 = "0x88d7811f810df4082f011e07cc1053f4d22a11fc"
R_EF02 = "0xef02d1cd61cfb3328735be449fbec3fe319f3236"
P_E8EA = "0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e"
P_8DC1 = "0x8dc1411b62f02aed43f16a560c29e0c3dba4d393"
P_298C = "0x298ce631e9911549dfff1382f03635c310bd6318"
P_30A6 = "0x30a64a160f63703bb13e69170257ef7c9592288d"
P_08FC = "0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d"
P_C2D3 = "0xc2d3637825c60e340ad4b0d6d735e3fb06625da5"
BOTH_0773 = "0x07737a1fb3863202bcd3c7408b801eed68604d39"


def split_of(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


ITEMS: list[tuple[str, str, list[str] | None]] = [
    # --- month totals -------------------------------------------------------------------
    ("month-volume",
     "Month-end close, April 2026: what was the total USDC settled through x402 in the month? I need one number for the accrual.",
     [f"SELECT sum(amount) FROM {S} WHERE {APR26}"]),
    ("month-volume",
     '{"task": "dashboard_tile", "metric": "total settled volume (USDC)", "period": "March 2026"}',
     [f"SELECT sum(amount) FROM {S} WHERE {MAR26}"]),
    ("month-count",
     "tile: number of x402 settlements in February 2026",
     [f"SELECT count(*) FROM {S} WHERE {FEB26}"]),
    ("month-count",
     "[#analytics bot] @sam asks: how many USDC payments were settled in December 2025?",
     [f"SELECT count(*) FROM {S} WHERE {DEC25}"]),
    ("month-count-volume",
     "For the November 2025 journal entry I need two lines: settlement count, then total USDC volume.",
     [f"SELECT (SELECT count(*) FROM {S} WHERE {NOV25}), (SELECT sum(amount) FROM {S} WHERE {NOV25})"]),
    ("month-count-volume",
     "period: October 2025\nmetrics: number of settlements; volume in USDC\nformat: plain numbers",
     [f"SELECT count(*), sum(amount) FROM {S} WHERE {OCT25}"]),
    ("month-close-pack",
     "Close pack for last month, please:\n- payment count\n- total volume (USDC)\n- average payment (USDC)\n- unique payers",
     [f"SELECT count(*), sum(amount), avg(amount), count(DISTINCT payer) FROM {S} WHERE {MAY26}"]),
    ("month-close-pack",
     "Fill this table for January 2026:\n\n| metric | value |\n|---|---|\n| settlements | ? |\n| USDC volume | ? |\n| median payment | ? |\n| distinct recipients | ? |",
     [f"SELECT count(*), sum(amount), median(amount), count(DISTINCT recipient) FROM {S} WHERE {JAN26}"]),
    # --- relative periods ---------------------------------------------------------------
    ("todate-volume",
     "Finance agent here. Year-to-date 2026, what's the total USDC that settled via x402 on Base?",
     [f"SELECT sum(amount) FROM {S} WHERE {YTD}"]),
    ("ytd-count-payers",
     "YTD figures needed: (1) number of settlements, (2) number of unique paying wallets.",
     [f"SELECT count(*), count(DISTINCT payer) FROM {S} WHERE {YTD}"]),
    ("relperiod-count",
     "How many settlements so far this quarter?",
     [f"SELECT count(*) FROM {S} WHERE {QTD}"]),
    ("todate-volume",
     "tile: quarter-to-date USDC volume (this quarter so far)",
     [f"SELECT sum(amount) FROM {S} WHERE {QTD}"]),
    ("today-count",
     "tile: settlements today",
     [f"SELECT count(*) FROM {S} WHERE {TODAY}"]),
    ("today-count",
     "Telegram /stats from a member: how many x402 payments have gone through today so far?",
     [f"SELECT count(*) FROM {S} WHERE {TODAY}"]),
    ("yesterday-volume",
     "What was yesterday's total USDC volume?",
     [f"SELECT sum(amount) FROM {S} WHERE {YESTERDAY}"]),
    ("yesterday-volume",
     "metric: volume_usdc\nwindow: yesterday\nnotes: daily ops report",
     [f"SELECT sum(amount) FROM {S} WHERE {YESTERDAY}"]),
    ("yesterday-avg-median",
     "For yesterday, give me the average payment size and then the median payment size, in USDC.",
     [f"SELECT avg(amount), median(amount) FROM {S} WHERE {YESTERDAY}"]),
    ("relperiod-volume",
     "Month-to-date USDC volume for June 2026?",
     [f"SELECT sum(amount) FROM {S} WHERE {THIS_WEEK}"]),
    ("relperiod-unique-payers",
     "[discord #data] how many distinct payers have paid this week (since Monday)?",
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE {THIS_WEEK}"]),
    ("last7-count",
     "Settlement count over the last 7 days?",
     [f"SELECT count(*) FROM {S} WHERE {LAST_7}"]),
    ("last7-count",
     '{"widget": "kpi", "measure": "count of settlements", "range": "last 7 days"}',
     [f"SELECT count(*) FROM {S} WHERE {LAST_7}"]),
    ("cmp-weeks-count-change",
     "Compare the number of settlements in the last 7 days with the 7 days before that, and give the change (last 7 minus the prior 7).",
     [(f"SELECT (SELECT count(*) FROM {S} WHERE {LAST_7}), (SELECT count(*) FROM {S} WHERE {PRIOR_7}), "
      f"(SELECT count(*) FROM {S} WHERE {LAST_7}) - (SELECT count(*) FROM {S} WHERE {PRIOR_7})")]),
    ("relperiod-unique-payers",
     "How many unique payer addresses in the past 30 days?",
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE {PAST_30}"]),
    ("perday-volume",
     "What's the average daily USDC volume over the past 30 days (total divided by 30 days)?",
     [f"SELECT sum(amount) / 30 FROM {S} WHERE {PAST_30}"]),
    ("period-median",
     "Median settlement amount over the last 90 days, in USDC?",
     [f"SELECT median(amount) FROM {S} WHERE {LAST_90}"]),
    ("relperiod-volume",
     "Weekly report: total USDC settled last week (Monday to Sunday).",
     [f"SELECT sum(amount) FROM {S} WHERE {LAST_WEEK}"]),
    ("relperiod-count",
     "How many payments settled in the week before last?",
     [f"SELECT count(*) FROM {S} WHERE {WEEK_BEFORE_LAST}"]),
    ("cmp-weeks-count-change",
     "slack relay from #finance: \"did settlement count go up or down last week vs the week before? give both counts, then last week minus the week before\"",
     [(f"SELECT (SELECT count(*) FROM {S} WHERE {LAST_WEEK}), (SELECT count(*) FROM {S} WHERE {WEEK_BEFORE_LAST}), "
      f"(SELECT count(*) FROM {S} WHERE {LAST_WEEK}) - (SELECT count(*) FROM {S} WHERE {WEEK_BEFORE_LAST})")]),
    ("alltime-count-volume",
     "All-time totals in the dataset: number of settlements and USDC volume.",
     [f"SELECT count(*), sum(amount) FROM {S}"]),
    ("alltime-first-settlement",
     "When was the very first settlement recorded in the data (timestamp)?",
     [f"SELECT min(timestamp) FROM {S}"]),
    # --- quarters, explicit dates and ranges -------------------------------------------
    ("quarter-volume",
     "Q4 2025 USDC volume across all facilitators?",
     [f"SELECT sum(amount) FROM {S} WHERE {Q4_25}"]),
    ("quarter-volume",
     "Quarterly review -- total settled value for Q1 2026 (Jan-Mar), USDC.",
     [f"SELECT sum(amount) FROM {S} WHERE {Q1_26}"]),
    ("cmp-periods-change",
     "Quarter over quarter: USDC volume in Q4 2025, in Q1 2026, and the change from Q4 2025 to Q1 2026.",
     [(f"SELECT (SELECT sum(amount) FROM {S} WHERE {Q4_25}), (SELECT sum(amount) FROM {S} WHERE {Q1_26}), "
      f"(SELECT sum(amount) FROM {S} WHERE {Q1_26}) - (SELECT sum(amount) FROM {S} WHERE {Q4_25})")]),
    ("day-count",
     "How many settlements on 2026-02-14?",
     [f"SELECT count(*) FROM {S} WHERE {ts('2026-02-14', '2026-02-15')}"]),
    ("day-count",
     "date: 18 March 2026\nquestion: number of x402 settlements that day",
     [f"SELECT count(*) FROM {S} WHERE {ts('2026-03-18', '2026-03-19')}"]),
    ("day-volume-max",
     "On 20 May 2026, what was the total USDC volume, and what was the single largest payment that day?",
     [f"SELECT sum(amount), max(amount) FROM {S} WHERE {ts('2026-05-20', '2026-05-21')}"]),
    ("day-range-volume",
     "Total USDC volume from March 10 through March 16, 2026 (both days included).",
     [f"SELECT sum(amount) FROM {S} WHERE {ts('2026-03-10', '2026-03-17')}"]),
    ("day-range-volume",
     "Form field 'Date range': 2026-04-20 to 2026-04-26. Form field 'Metric': Total volume (USDC).",
     [f"SELECT sum(amount) FROM {S} WHERE {ts('2026-04-20', '2026-04-27')}"]),
    ("cross-month-range-count",
     "Count of settlements between January 28 and February 3, 2026, inclusive?",
     [f"SELECT count(*) FROM {S} WHERE {ts('2026-01-28', '2026-02-04')}"]),
    ("block-range-day",
     "For reconciliation against our node: lowest and highest block number among settlements on 2026-05-20.",
     [f"SELECT min(block_number), max(block_number) FROM {S} WHERE {ts('2026-05-20', '2026-05-21')}"]),
    # --- comparisons and changes between months ----------------------------------------
    ("cmp-months-volume",
     "Compare USDC volume: March 2026 vs April 2026 (March first).",
     [f"SELECT (SELECT sum(amount) FROM {S} WHERE {MAR26}), (SELECT sum(amount) FROM {S} WHERE {APR26})"]),
    ("cmp-months-volume",
     "| month | volume_usdc |\n|---|---|\n| 2025-11 | ? |\n| 2025-12 | ? |\nPlease fill in.",
     [f"SELECT (SELECT sum(amount) FROM {S} WHERE {NOV25}), (SELECT sum(amount) FROM {S} WHERE {DEC25})"]),
    ("change-months-count",
     "By how many did the number of settlements increase from April 2026 to May 2026?",
     [f"SELECT (SELECT count(*) FROM {S} WHERE {MAY26}) - (SELECT count(*) FROM {S} WHERE {APR26})"]),
    ("change-months-count",
     "Settlement count fell from December 2025 to January 2026 - what's the change (January minus December)?",
     [f"SELECT (SELECT count(*) FROM {S} WHERE {JAN26}) - (SELECT count(*) FROM {S} WHERE {DEC25})"]),
    ("pct-change-months-volume",
     "Percent change in USDC volume from February 2026 to March 2026?",
     [(f"SELECT 100 * ((SELECT sum(amount) FROM {S} WHERE {MAR26}) - (SELECT sum(amount) FROM {S} WHERE {FEB26})) "
      f"/ (SELECT sum(amount) FROM {S} WHERE {FEB26})")]),
    ("pct-change-months-volume",
     "Board deck needs the % change in settled USDC from April 2026 to May 2026 (it dropped, I think).",
     [(f"SELECT 100 * ((SELECT sum(amount) FROM {S} WHERE {MAY26}) - (SELECT sum(amount) FROM {S} WHERE {APR26})) "
      f"/ (SELECT sum(amount) FROM {S} WHERE {APR26})")]),
    ("cmp-periods-change",
     "Unique payers in April 2026 and in May 2026, plus the change from April to May.",
     [(f"SELECT (SELECT count(DISTINCT payer) FROM {S} WHERE {APR26}), (SELECT count(DISTINCT payer) FROM {S} WHERE {MAY26}), "
      f"(SELECT count(DISTINCT payer) FROM {S} WHERE {MAY26}) - (SELECT count(DISTINCT payer) FROM {S} WHERE {APR26})")]),
    # --- per-day averages, medians, uniques ----------------------------------------------
    ("perday-count-month",
     "Average number of settlements per day in February 2026?",
     [f"SELECT count(*) / 28 FROM {S} WHERE {FEB26}"]),
    ("perday-count-month",
     "tile: avg daily settlements, April 2026 (30 days)",
     [f"SELECT count(*) / 30 FROM {S} WHERE {APR26}"]),
    ("perday-volume",
     "Average daily USDC volume for 1-10 May 2026 inclusive?",
     [f"SELECT sum(amount) / 10 FROM {S} WHERE {ts('2026-05-01', '2026-05-11')}"]),
    ("period-median",
     "key: median_payment_usdc\nmonth: February 2026",
     [f"SELECT median(amount) FROM {S} WHERE {FEB26}"]),
    ("month-distinct-count",
     "How many distinct recipient addresses received USDC in March 2026?",
     [f"SELECT count(DISTINCT recipient) FROM {S} WHERE {MAR26}"]),
    ("month-new-payers",
     "Growth tile: new payers in November 2025, i.e. wallets whose first-ever payment happened that month.",
     [(f"SELECT count(*) FROM (SELECT payer, min(timestamp) AS first_ts FROM {S} GROUP BY payer) "
      f"WHERE first_ts >= TIMESTAMPTZ '2025-11-01 00:00:00+00' AND first_ts < TIMESTAMPTZ '2025-12-01 00:00:00+00'")]),
    ("month-distinct-count",
     "How many distinct facilitator addresses settled at least one payment in April 2026?",
     [f"SELECT count(DISTINCT facilitator) FROM {S} WHERE {APR26}"]),
    ("self-payments-count",
     "Data-quality check: how many settlements have the same address as payer and recipient (all time)?",
     [f"SELECT count(*) FROM {S} WHERE payer = recipient"]),
    # --- gas ------------------------------------------------------------------------------
    ("gas-avg",
     "What was the average gas_used per settlement in May 2026?",
     [f"SELECT avg(gas_used) FROM {S} WHERE {MAY26}"]),
    ("gas-avg",
     "For last week (Mon-Sun): average gas price (wei) and then average gas used per settlement.",
     [f"SELECT avg(gas_price), avg(gas_used) FROM {S} WHERE {LAST_WEEK}"]),
    # --- thresholds -----------------------------------------------------------------------
    ("threshold-over-count-month",
     "How many payments over 1 USDC were settled in March 2026?",
     [f"SELECT count(*) FROM {S} WHERE {MAR26} AND amount > 1"]),
    ("threshold-over-count-month",
     "count of settlements above 0.5 USDC in January 2026",
     [f"SELECT count(*) FROM {S} WHERE {JAN26} AND amount > 0.5"]),
    ("threshold-atleast-count-volume",
     "Payments of at least 10 USDC year to date: how many, and what's their combined value?",
     [f"SELECT count(*), sum(amount) FROM {S} WHERE {YTD} AND amount >= 10"]),
    ("threshold-under-atmost-count",
     "How many micro-payments under 0.002 USDC in the last 30 days? (past 30 days incl. today)",
     [f"SELECT count(*) FROM {S} WHERE {PAST_30} AND amount < 0.002"]),
    ("threshold-exactly-count",
     "In May 2026, how many settlements were for exactly 0.005 USDC?",
     [f"SELECT count(*) FROM {S} WHERE {MAY26} AND amount = 0.005"]),
    ("threshold-under-atmost-count",
     "Number of settlements of at most 0.001 USDC during Q1 2026?",
     [f"SELECT count(*) FROM {S} WHERE {Q1_26} AND amount <= 0.001"]),
    ("threshold-share-pct",
     "What percentage of settlements in Q1 2026 were above 1 USDC?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM {S} WHERE {Q1_26}"]),
    ("threshold-share-pct",
     "Share of April 2026 USDC volume that came from payments of 5 USDC or more, as a percentage?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE amount >= 5) / sum(amount) FROM {S} WHERE {APR26}"]),
    ("threshold-distinct-payers",
     "How many distinct payers sent a payment over 2 USDC in the last 90 days?",
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE {LAST_90} AND amount > 2"]),
    # --- largest payments and busiest days --------------------------------------------------
    ("largest-payments-period",
     "Largest single settlement in March 2026 - amount only.",
     [f"SELECT amount FROM {S} WHERE {MAR26} ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-with-address",
     "Who paid the biggest single payment in Q4 2025? Return the payer address and the amount.",
     [f"SELECT payer, amount FROM {S} WHERE {Q4_25} ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-with-address",
     "All time: the largest x402 settlement — amount, then recipient address.",
     [f"SELECT amount, recipient FROM {S} ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payments-period",
     "List the 3 largest payment amounts year to date, biggest first.",
     [f"SELECT amount FROM {S} WHERE {YTD} ORDER BY amount DESC, id LIMIT 3"]),
    ("busiest-day-count-month",
     "Which day in April 2026 had the most settlements, and how many?",
     [f"SELECT timestamp::DATE AS d, count(*) AS c FROM {S} WHERE {APR26} GROUP BY d ORDER BY c DESC, d LIMIT 1"]),
    ("busiest-day-count-month",
     "peak day by settlement count in December 2025 (date + count)",
     [f"SELECT timestamp::DATE AS d, count(*) AS c FROM {S} WHERE {DEC25} GROUP BY d ORDER BY c DESC, d LIMIT 1"]),
    ("extreme-day",
     "Between 1 and 21 May 2026 (inclusive), which day had the highest USDC volume, and what was it?",
     [f"SELECT timestamp::DATE AS d, sum(amount) AS v FROM {S} WHERE {ts('2026-05-01', '2026-05-22')} GROUP BY d ORDER BY v DESC, d LIMIT 1"]),
    ("extreme-day",
     "Which day of April 2026 had the fewest settlements, and how many were there?",
     [f"SELECT timestamp::DATE AS d, count(*) AS c FROM {S} WHERE {APR26} GROUP BY d ORDER BY c, d LIMIT 1"]),
    # --- rankings -------------------------------------------------------------------------
    ("top-payers-volume-month",
     "Top 5 payers by USDC volume in May 2026 (address, volume).",
     [f"SELECT payer, sum(amount) AS v FROM {S} WHERE {MAY26} GROUP BY payer ORDER BY v DESC LIMIT 5"]),
    ("top-payers-volume-month",
     "leaderboard tile: top 3 spending wallets, February 2026, by total USDC paid",
     [f"SELECT payer, sum(amount) AS v FROM {S} WHERE {FEB26} GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("top-by-count",
     "Which 3 payers made the most payments in the last 90 days, with their payment counts?",
     [f"SELECT payer, count(*) AS c FROM {S} WHERE {LAST_90} GROUP BY payer ORDER BY c DESC LIMIT 3"]),
    ("top-by-count",
     "Top 5 recipients by number of settlements in Q1 2026.",
     [f"SELECT recipient, count(*) AS c FROM {S} WHERE {Q1_26} GROUP BY recipient ORDER BY c DESC LIMIT 5"]),
    ("top-recipients-volume-month",
     "Which recipient earned the most USDC in April 2026, and how much?",
     [f"SELECT recipient, sum(amount) AS v FROM {S} WHERE {APR26} GROUP BY recipient ORDER BY v DESC LIMIT 1"]),
    ("top-recipients-volume-month",
     '{"query": "top recipients", "by": "volume_usdc", "limit": 3, "period": "2025-12"}',
     [f"SELECT recipient, sum(amount) AS v FROM {S} WHERE {DEC25} GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("top5-payers-share",
     "What share of May 2026 USDC volume came from the top 5 payers by volume (percent)?",
     [(f"SELECT 100 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM {S} WHERE {MAY26} GROUP BY payer ORDER BY v DESC LIMIT 5)) "
      f"/ (SELECT sum(amount) FROM {S} WHERE {MAY26})")]),
    # --- facilitators ---------------------------------------------------------------------
    ("fac-month-volume",
     "How much USDC did Coinbase's facilitator settle in January 2026?",
     [f"SELECT sum(amount) FROM {S} WHERE {JAN26} AND {fac('coinbase')}"]),
    ("fac-month-volume",
     "facilitator: PayAI\nperiod: March 2026\nmetric: USDC volume",
     [f"SELECT sum(amount) FROM {S} WHERE {MAR26} AND {fac('payai')}"]),
    ("fac-alltime-count",
     "Total number of settlements ever processed by Heurist?",
     [f"SELECT count(*) FROM {S} WHERE {fac('heurist')}"]),
    ("fac-alltime-count",
     "[telegram] member asks: how many payments has x402rs facilitated in total, all time?",
     [f"SELECT count(*) FROM {S} WHERE {fac('x402rs')}"]),
    ("fac-period-count-volume",
     "Daydreams in April 2026: settlements count and USDC volume please.",
     [f"SELECT count(*), sum(amount) FROM {S} WHERE {APR26} AND {fac('daydreams')}"]),
    ("fac-share-count-month",
     "What percentage of May 2026 settlements went through Coinbase?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) FROM {S} WHERE {MAY26}"]),
    ("fac-share-count-month",
     "PayAI's share of all settlements in February 2026, in percent.",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM {S} WHERE {FEB26}"]),
    ("fac-share-volume-quarter",
     "Research note: Daydreams' share of total USDC volume in Q1 2026, as a percentage.",
     [f"SELECT 100 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) FROM {S} WHERE {Q1_26}"]),
    ("fac-compare-count",
     "PayAI vs Daydreams, Q1 2026: settlement count for each (PayAI first).",
     [f"SELECT (SELECT count(*) FROM {S} WHERE {Q1_26} AND {fac('payai')}), (SELECT count(*) FROM {S} WHERE {Q1_26} AND {fac('daydreams')})"]),
    ("fac-compare-count",
     "| facilitator | settlements, last 30 days |\n|---|---|\n| heurist | ? |\n| payai | ? |",
     [f"SELECT (SELECT count(*) FROM {S} WHERE {PAST_30} AND {fac('heurist')}), (SELECT count(*) FROM {S} WHERE {PAST_30} AND {fac('payai')})"]),
    ("fac-diff-volume",
     "In April 2026 how much more USDC did Coinbase settle than PayAI? (Coinbase minus PayAI)",
     [f"SELECT (SELECT sum(amount) FROM {S} WHERE {APR26} AND {fac('coinbase')}) - (SELECT sum(amount) FROM {S} WHERE {APR26} AND {fac('payai')})"]),
    ("fac-diff-volume",
     "Heurist and Daydreams in March 2026: each one's USDC volume (Heurist first) and the difference Daydreams minus Heurist.",
     [(f"SELECT (SELECT sum(amount) FROM {S} WHERE {MAR26} AND {fac('heurist')}), (SELECT sum(amount) FROM {S} WHERE {MAR26} AND {fac('daydreams')}), "
      f"(SELECT sum(amount) FROM {S} WHERE {MAR26} AND {fac('daydreams')}) - (SELECT sum(amount) FROM {S} WHERE {MAR26} AND {fac('heurist')})")]),
    ("fac-rank-count-month",
     "Top 3 facilitators by number of settlements in March 2026?",
     [f"SELECT {NAMED} AS f, count(*) AS c FROM {S} WHERE {MAR26} GROUP BY f ORDER BY c DESC LIMIT 3"]),
    ("fac-rank-count-month",
     "tile: facilitator leaderboard by settlement count, last 7 days, top 4",
     [f"SELECT {NAMED} AS f, count(*) AS c FROM {S} WHERE {LAST_7} GROUP BY f ORDER BY c DESC LIMIT 4"]),
    ("fac-rank-volume",
     "Rank the top 5 facilitators by all-time USDC volume.",
     [f"SELECT {NAMED} AS f, sum(amount) AS v FROM {S} GROUP BY f ORDER BY v DESC LIMIT 5"]),
    ("fac-rank-volume",
     "Which facilitator settled the most USDC in Q4 2025, and how much?",
     [f"SELECT {NAMED} AS f, sum(amount) AS v FROM {S} WHERE {Q4_25} GROUP BY f ORDER BY v DESC LIMIT 1"]),
    ("fac-first-last",
     "When did x402rs settle its first payment and its most recent one?",
     [f"SELECT min(timestamp), max(timestamp) FROM {S} WHERE {fac('x402rs')}"]),
    ("fac-first-last",
     "Questflow - first settlement timestamp, last settlement timestamp?",
     [f"SELECT min(timestamp), max(timestamp) FROM {S} WHERE {fac('questflow')}"]),
    ("fac-avg-median",
     "Average payment size through Daydreams during Q1 2026?",
     [f"SELECT avg(amount) FROM {S} WHERE {Q1_26} AND {fac('daydreams')}"]),
    ("fac-monthly-series",
     "Research agent, time series: Coinbase facilitator USDC volume for each month January through May 2026, in month order.",
     [(f"SELECT sum(amount) FROM {S} WHERE {ts('2026-01-01', '2026-06-01')} AND {fac('coinbase')} "
      "GROUP BY date_trunc('month', timestamp) ORDER BY date_trunc('month', timestamp)")]),
    ("fac-largest-payment",
     "Biggest single payment Coinbase settled in the last 90 days: amount and payer address.",
     [f"SELECT amount, payer FROM {S} WHERE {LAST_90} AND {fac('coinbase')} ORDER BY amount DESC, id LIMIT 1"]),
    ("fac-threshold-count-volume",
     "Coinbase, January 2026, payments over 1 USDC: how many and what total?",
     [f"SELECT count(*), sum(amount) FROM {S} WHERE {JAN26} AND {fac('coinbase')} AND amount > 1"]),
    ("fac-top-recipients",
     "Inside PayAI only, top 3 recipients by USDC received in Q4 2025?",
     [f"SELECT recipient, sum(amount) AS v FROM {S} WHERE {Q4_25} AND {fac('payai')} GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("fac-period-count-volume",
     "Virtuals Protocol, year to date: how many settlements did it facilitate, and for how much USDC?",
     [f"SELECT count(*), sum(amount) FROM {S} WHERE {YTD} AND {fac('virtuals protocol')}"]),
    ("fac-month-change",
     "For PayAI, change in settlement count from January 2026 to February 2026 (February minus January)?",
     [f"SELECT (SELECT count(*) FROM {S} WHERE {FEB26} AND {fac('payai')}) - (SELECT count(*) FROM {S} WHERE {JAN26} AND {fac('payai')})"]),
    ("fac-avg-median",
     "What was the median payment size on Heurist in April 2026?",
     [f"SELECT median(amount) FROM {S} WHERE {APR26} AND {fac('heurist')}"]),
    # --- merchants (recipients) ------------------------------------------------------------
    ("recipient-month-payouts",
     f"Support ticket #4821: merchant at {R_B222} asks how much USDC they received in January 2026. Please give the total.",
     [f"SELECT sum(amount) FROM {S} WHERE {JAN26} AND recipient = '{R_B222}'"]),
    ("recipient-month-payouts",
     "merchant_address: 0xDE2201E2B604EA40459603707B912020F5503FD3\nperiod: November 2025\nquestion: total payouts received (USDC) and number of payments",
     [f"SELECT sum(amount), count(*) FROM {S} WHERE {NOV25} AND recipient = '{R_DE22}'"]),
    ("recipient-count",
     f"How many payments has {R_4E50} received, all time?",
     [f"SELECT count(*) FROM {S} WHERE recipient = '{R_4E50}'"]),
    ("recipient-distinct-payers",
     f"A merchant ({R_BB1C}) wants to know how many unique customers (distinct payers) have ever paid them.",
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE recipient = '{R_BB1C}'"]),
    ("recipient-distinct-payers",
     "Distinct payers to 0x744C525B8F2E6E6B33C4EAFC29A35A4F719F9A1E during January 2026?",
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE {JAN26} AND recipient = '{R_744C}'"]),
    ("recipient-seen",
     f"When did {R_D04F} last receive a payment?",
     [f"SELECT max(timestamp) FROM {S} WHERE recipient = '{R_D04F}'"]),
    ("recipient-seen",
     f"Onboarding check for merchant {R_88D7}: timestamp of the first payment they received and of the latest one.",
     [f"SELECT min(timestamp), max(timestamp) FROM {S} WHERE recipient = '{R_88D7}'"]),
    ("recipient-largest-payment",
     f"What's the largest single payment {R_DE22} ever received, and who sent it? (amount first, then payer)",
     [f"SELECT amount, payer FROM {S} WHERE recipient = '{R_DE22}' ORDER BY amount DESC, id LIMIT 1"]),
    ("recipient-top-payers",
     f"Top 3 customers (payers) of merchant {R_EF02} by USDC paid to them, all time.",
     [f"SELECT payer, sum(amount) AS v FROM {S} WHERE recipient = '{R_EF02}' GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("recipient-via-fac",
     f"How much USDC did {R_B222} receive via Coinbase's facilitator, all time?",
     [f"SELECT sum(amount) FROM {S} WHERE recipient = '{R_B222}' AND {fac('coinbase')}"]),
    ("recipient-cmp-months",
     f"Merchant {R_D6A6} asks: payouts in December 2025 vs January 2026, in USDC (December first).",
     [f"SELECT (SELECT sum(amount) FROM {S} WHERE {DEC25} AND recipient = '{R_D6A6}'), (SELECT sum(amount) FROM {S} WHERE {JAN26} AND recipient = '{R_D6A6}')"]),
    ("recipient-count",
     f"Discord #merchant-help: number of payments received by {R_BB1C} in the past 30 days?",
     [f"SELECT count(*) FROM {S} WHERE {PAST_30} AND recipient = '{R_BB1C}'"]),
    ("recipient-share-of-month",
     f"What percentage of all November 2025 USDC volume went to {R_DE22}?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE recipient = '{R_DE22}') / sum(amount) FROM {S} WHERE {NOV25}"]),
    # --- payers ----------------------------------------------------------------------------
    ("payer-alltime-total",
     f"Total USDC ever paid by {P_E8EA}?",
     [f"SELECT sum(amount) FROM {S} WHERE payer = '{P_E8EA}'"]),
    ("payer-alltime-total",
     "wallet: 0x298Ce631E9911549dfFF1382f03635C310bD6318\nrole: payer\nmetric: lifetime spend (USDC)",
     [f"SELECT sum(amount) FROM {S} WHERE payer = '{P_298C}'"]),
    ("payer-period-count",
     f"How many payments did {P_8DC1} make in April 2026?",
     [f"SELECT count(*) FROM {S} WHERE {APR26} AND payer = '{P_8DC1}'"]),
    ("payer-avg",
     f"Average payment amount sent by {P_30A6} over its whole history?",
     [f"SELECT avg(amount) FROM {S} WHERE payer = '{P_30A6}'"]),
    ("payer-seen",
     f"When did {P_08FC} first pay for anything via x402?",
     [f"SELECT min(timestamp) FROM {S} WHERE payer = '{P_08FC}'"]),
    ("payer-seen",
     f"Agent spend audit for {P_C2D3}: first payment time, last payment time, and total number of payments.",
     [f"SELECT min(timestamp), max(timestamp), count(*) FROM {S} WHERE payer = '{P_C2D3}'"]),
    ("payer-via-fac",
     f"How much did {P_E8EA} pay through Coinbase-facilitated settlements in Q1 2026?",
     [f"SELECT sum(amount) FROM {S} WHERE {Q1_26} AND payer = '{P_E8EA}' AND {fac('coinbase')}"]),
    ("payer-threshold-month",
     f"In April 2026, payments by {P_8DC1} of at least 1 USDC: count and total?",
     [f"SELECT count(*), sum(amount) FROM {S} WHERE {APR26} AND payer = '{P_8DC1}' AND amount >= 1"]),
    ("payer-to-recipient",
     f"How many times did {P_298C} pay {R_B222}, and for how much USDC in total?",
     [f"SELECT count(*), sum(amount) FROM {S} WHERE payer = '{P_298C}' AND recipient = '{R_B222}'"]),
    ("payer-top-recipients",
     f"Where does {P_30A6} spend? Top 2 recipients by USDC paid, all time.",
     [f"SELECT recipient, sum(amount) AS v FROM {S} WHERE payer = '{P_30A6}' GROUP BY recipient ORDER BY v DESC LIMIT 2"]),
    ("payer-period-count",
     f"[bot] user asks: how many payments did wallet {P_298C} make in the last 7 days?",
     [f"SELECT count(*) FROM {S} WHERE {LAST_7} AND payer = '{P_298C}'"]),
    # --- either role -----------------------------------------------------------------------
    ("either-role",
     f"How many settlements involve {BOTH_0773} on either side (as payer or as recipient)?",
     [f"SELECT count(*) FROM {S} WHERE payer = '{BOTH_0773}' OR recipient = '{BOTH_0773}'"]),
    ("either-role",
     f"First time {BOTH_0773} appears in any settlement, as payer or recipient?",
     [f"SELECT min(timestamp) FROM {S} WHERE payer = '{BOTH_0773}' OR recipient = '{BOTH_0773}'"]),
    ("roles-split",
     f"For {BOTH_0773}: number of payments it sent, then number it received.",
     [f"SELECT (SELECT count(*) FROM {S} WHERE payer = '{BOTH_0773}'), (SELECT count(*) FROM {S} WHERE recipient = '{BOTH_0773}')"]),
    ("roles-split",
     f"Net flow for {BOTH_0773}: USDC received minus USDC paid, all time.",
     [f"SELECT (SELECT sum(amount) FROM {S} WHERE recipient = '{BOTH_0773}') - (SELECT sum(amount) FROM {S} WHERE payer = '{BOTH_0773}')"]),
    # --- refusals --------------------------------------------------------------------------
    ("refuse-other-chain-token",
     "What was x402 USDC volume on Solana in May 2026?",
     None),
    ("refuse-other-chain-token",
     '{"metric": "volume", "token": "USDT", "period": "April 2026"}',
     None),
    ("refuse-forecast",
     "Finance planning: project the total USDC settlement volume for July 2026 based on the trend.",
     None),
    ("refuse-opinion",
     "[#facilitators] which facilitator is the most reliable one to integrate with, in your opinion?",
     None),
    ("refuse-missing-column",
     "Which API endpoints (resource URLs) earned the most USDC in May 2026?",
     None),
    ("refuse-missing-field",
     "How many settlements failed or were reverted last week?",
     None),
    ("refuse-missing-field",
     "Break down March 2026 payers by country.",
     None),
    ("refuse-owner-identity",
     f"Who owns {R_DE22}? Need the company name for the invoice.",
     None),
    ("refuse-missing-column",
     f"List the invoice memo / reference field for each payment {R_B222} received in January 2026.",
     None),
    ("refuse-impossible-date",
     "How many settlements on 30 February 2026?",
     None),
    ("refuse-out-of-range",
     "Total USDC volume in January 2025?",
     None),
    ("refuse-out-of-range",
     "tile: settlement count, Q3 2026",
     None),
    ("refuse-ambiguous-date",
     "How many payments settled on 05/04/2026?",
     None),
    ("refuse-my-wallet",
     "Support chat: the merchant says 'how much did we receive last month?' - no address on file.",
     None),
    ("refuse-off-topic",
     "Draft a friendly reminder email to our accounting team about the month-end deadline.",
     None),
]


def main() -> None:
    out = Path(__file__).resolve().parent / f"ask_probe_{NAME}.jsonl"
    lines = [item_line(f"{NAME}-{i:03d}", question, sql, shape=shape, split=split_of(shape))
             for i, (shape, question, sql) in enumerate(ITEMS, 1)]
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} items to {out}")


if __name__ == "__main__":
    main()
