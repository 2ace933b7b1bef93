"""Stranger probe set hp20: 150 hand-written /ask questions with hand-written SQL labels.

Voices (voices.md `hp20`): monitoring and alerting agents, reconciliation agents sending
key=value or JSON payloads, LLM tool calls with their arguments in prose, multi-step agents
asking for several figures in a list, agents quoting their upstream user's request and then
restating it precisely, agents using snake_case metric names.

Anchor: today = 2026-06-03 (included); periods follow /work/notes/conventions.md.
Every question and its SQL were written by hand one by one; the only loop numbers the ids and
writes the lines. Split by shape with `split_of`.

Run from a Sextant checkout root (writes ask_probe_hp20.jsonl next to this file):
    PYTHONPATH=src:. .venv/bin/python /work/probes_hp20/make_ask_probe_hp20.py
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.warehouse.figures import by_name, fac, item_line, ts

NAME = "hp20"

# Named periods (anchor 2026-06-03 included; ts() is half-open on whole UTC days).
TODAY = ts("2026-06-03", "2026-06-04")
YDAY = ts("2026-06-02", "2026-06-03")
MTD = ts("2026-06-01", "2026-06-04")  # this week = month to date
L7 = ts("2026-05-28", "2026-06-04")
P7 = ts("2026-05-21", "2026-05-28")
L30 = ts("2026-05-05", "2026-06-04")
L90 = ts("2026-03-06", "2026-06-04")
LW = ts("2026-05-25", "2026-06-01")
WBL = ts("2026-05-18", "2026-05-25")
LM = ts("2026-05-01", "2026-06-01")
QTD = ts("2026-04-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
NOV25 = ts("2025-11-01", "2025-12-01")
DEC25 = ts("2025-12-01", "2026-01-01")
JAN26 = ts("2026-01-01", "2026-02-01")
FEB26 = ts("2026-02-01", "2026-03-01")
MAR26 = ts("2026-03-01", "2026-04-01")
APR26 = ts("2026-04-01", "2026-05-01")
Q4_25 = ts("2025-10-01", "2026-01-01")
Q1_26 = ts("2026-01-01", "2026-04-01")

# Addresses picked from the generated warehouse (mid-ranked), lowercase for SQL.
A1 = "0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a"  # payer, rank ~34 by volume
A2 = "0xdca267747f391c9f59e22b8e1ebaf960ca998ad8"  # payer, rank ~50
A3 = "0x8dc1411b62f02aed43f16a560c29e0c3dba4d393"  # payer, rank ~40
A4 = "0x298ce631e9911549dfff1382f03635c310bd6318"  # payer, rank ~58, active to the anchor
A5 = "0xf1bea171dfdf6736b3ee6b5fdc49cbbc2678070a"  # payer, rank ~43
A6 = "0xc2d3637825c60e340ad4b0d6d735e3fb06625da5"  # payer, rank ~42
A7 = "0xe86a45dda8e4b6b4052ccdedc9715d6cda5b61be"  # payer, rank ~51
A8 = "0x42ba8b59b641adfa114c38e8ec79eeed45c6464d"  # payer, rank ~57
R1 = "0xb2223dda010e75d57a5fc9c1f80458f80046f084"  # recipient, rank ~17 by count
R2 = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"  # recipient, rank ~20
R3 = "0xd6a6a495a549a8026046f5bb96aa0993254b4cd6"  # recipient, rank ~22
R4 = "0xbb1c2cb05829af1762852b848d095c051df1828f"  # recipient, rank ~25
R5 = "0x3f8094454328652efe2dfb7da0a106889fa913bc"  # recipient, rank ~30
R6 = "0xd04f61f4014d19581f9ea74abda5880e500ea70a"  # recipient, rank ~35
R7 = "0xde2201e2b604ea40459603707b912020f5503fd3"  # recipient, rank ~37
R8 = "0x1a2f00e18f92a14533ae98f85ae5d756f5ccda6b"  # recipient, rank ~18
B1 = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # both roles (one row pays itself)
B2 = "0x897720c5b19f93f3194990d0121d3a64783bbab8"  # both roles, few rows

NAMED = by_name()


def split_of(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---- all-time totals -------------------------------------------------------------------
    ("volume-alltime",
     "metric=total_volume_usdc scope=all_settlements period=all_time. Return the single figure.",
     ["SELECT sum(amount) FROM settlements"]),
    ("count-alltime",
     "all_time settlement_count please: how many x402 settlements are on record in total?",
     ["SELECT count(*) FROM settlements"]),
    # ---- single periods --------------------------------------------------------------------
    ("count-yesterday",
     "[monitor] settlement_count for yesterday (UTC day). Integer only.",
     [f"SELECT count(*) FROM settlements WHERE {YDAY}"]),
    ("count-yesterday",
     "Heartbeat check from the ops agent: how many x402 payments were settled yesterday?",
     [f"SELECT count(*) FROM settlements WHERE {YDAY}"]),
    ("volume-today",
     "Intraday alert poll: total USDC settled so far today.",
     [f"SELECT sum(amount) FROM settlements WHERE {TODAY}"]),
    ("volume-lastweek",
     "Weekly digest job, step 1 of 1: USDC volume for last week (the Monday-to-Sunday week that just ended).",
     [f"SELECT sum(amount) FROM settlements WHERE {LW}"]),
    ("count-week-before-last",
     "For the baseline I need the number of settlements in the week before last (Monday to Sunday).",
     [f"SELECT count(*) FROM settlements WHERE {WBL}"]),
    ("unique-payers-last30",
     "How many unique payer wallets made at least one settlement in the past 30 days?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {L30}"]),
    ("unique-recipients-lastmonth",
     "Tool call get_distinct_recipients with the period argument set to last month: how many different recipient addresses got paid?",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {LM}"]),
    ("avg-amount-month",
     "What was the average settlement amount in USDC during April 2026?",
     [f"SELECT avg(amount) FROM settlements WHERE {APR26}"]),
    ("avg-amount-month",
     'reconcile {"metric": "avg_amount_usdc", "month": "2026-02"}',
     [f"SELECT avg(amount) FROM settlements WHERE {FEB26}"]),
    ("median-amount-quarter",
     "median_amount_usdc for Q1 2026 (January through March)?",
     [f"SELECT median(amount) FROM settlements WHERE {Q1_26}"]),
    ("median-amount-quarter",
     "My user wrote: 'what's a typical payment size at the end of 2025?' Restated precisely: the median settlement amount in Q4 2025.",
     [f"SELECT median(amount) FROM settlements WHERE {Q4_25}"]),
    ("volume-month-named",
     "Total USDC volume settled in March 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {MAR26}"]),
    ("volume-month-named",
     "month=2025-11 metric=volume_usdc facilitator=all",
     [f"SELECT sum(amount) FROM settlements WHERE {NOV25}"]),
    ("count-ytd",
     "Year-to-date settlement_count (2026 so far, today included)?",
     [f"SELECT count(*) FROM settlements WHERE {YTD}"]),
    ("volume-qtd",
     "How much USDC has been settled this quarter so far?",
     [f"SELECT sum(amount) FROM settlements WHERE {QTD}"]),
    ("count-last90",
     "Upstream request: 'how active has x402 been this spring?' I am restating it as: the number of settlements in the last 90 days.",
     [f"SELECT count(*) FROM settlements WHERE {L90}"]),
    ("mtd-count-and-volume",
     "status report for this week so far: 1) settlement_count 2) volume_usdc",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {MTD}), (SELECT sum(amount) FROM settlements WHERE {MTD})"]),
    ("count-quarter-named",
     "How many settlements were recorded in Q4 2025?",
     [f"SELECT count(*) FROM settlements WHERE {Q4_25}"]),
    # ---- windows compared ------------------------------------------------------------------
    ("count-last7-vs-prev7",
     "Anomaly detector input: the settlement count over the last 7 days, the count over the 7 days before that, and the change from the earlier window to the recent one (recent minus earlier).",
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {L7}), (SELECT count(*) FROM settlements WHERE {P7}), "
      f"(SELECT count(*) FROM settlements WHERE {L7}) - (SELECT count(*) FROM settlements WHERE {P7})")]),
    ("count-last7-vs-prev7",
     '{"metric": "settlement_count", "windows": ["last_7_days", "previous_7_days"], "derived": "last_7_days minus previous_7_days"}',
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {L7}), (SELECT count(*) FROM settlements WHERE {P7}), "
      f"(SELECT count(*) FROM settlements WHERE {L7}) - (SELECT count(*) FROM settlements WHERE {P7})")]),
    ("cmp-months-volume-pct",
     "Compare volume: USDC settled in April 2026, USDC settled in March 2026, and the percent change from March to April.",
     [(f"SELECT a, m, 100 * (a - m) / m FROM (SELECT (SELECT sum(amount) FROM settlements WHERE {APR26}) AS a, "
      f"(SELECT sum(amount) FROM settlements WHERE {MAR26}) AS m)")]),
    ("cmp-months-volume-pct",
     "volume_usdc for 2026-05 and 2026-04, then pct_change from April to May.",
     [(f"SELECT b, a, 100 * (b - a) / a FROM (SELECT (SELECT sum(amount) FROM settlements WHERE {LM}) AS b, "
      f"(SELECT sum(amount) FROM settlements WHERE {APR26}) AS a)")]),
    ("pct-change-count-months",
     "By what percent did the number of settlements change from April 2026 to May 2026?",
     [(f"SELECT 100 * ((SELECT count(*) FROM settlements WHERE {LM}) - (SELECT count(*) FROM settlements WHERE {APR26})) "
      f"/ (SELECT count(*) FROM settlements WHERE {APR26})")]),
    ("pct-change-count-months",
     "Alert rule check: percent change in settlement_count from December 2025 to January 2026 (a drop is negative).",
     [(f"SELECT 100 * ((SELECT count(*) FROM settlements WHERE {JAN26}) - (SELECT count(*) FROM settlements WHERE {DEC25})) "
      f"/ (SELECT count(*) FROM settlements WHERE {DEC25})")]),
    ("cmp-months-unique-payers",
     "Unique payers in April 2026, unique payers in May 2026, and how many more (May minus April)?",
     [(f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {APR26}), (SELECT count(DISTINCT payer) FROM settlements WHERE {LM}), "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {LM}) - (SELECT count(DISTINCT payer) FROM settlements WHERE {APR26})")]),
    ("cmp-months-count",
     "Settlement counts for February 2026 and March 2026, in that order.",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {FEB26}), (SELECT count(*) FROM settlements WHERE {MAR26})"]),
    ("cmp-months-count",
     "The user asked 'were there more payments in Jan or Feb this year?'. Precisely: the settlement count in January 2026 and the settlement count in February 2026.",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {JAN26}), (SELECT count(*) FROM settlements WHERE {FEB26})"]),
    # ---- named facilitators ----------------------------------------------------------------
    ("fac-volume-month",
     "How much USDC did payai settle in April 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('payai')} AND {APR26}"]),
    ("fac-volume-month",
     "facilitator=heurist month=2026-01 metric=volume_usdc",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('heurist')} AND {JAN26}"]),
    ("fac-count-last30",
     "Watchdog: coinbase facilitator settlement_count, past 30 days.",
     [f"SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {L30}"]),
    ("fac-avg-alltime",
     "What is the average payment amount, all time, for settlements that went through x402rs?",
     [f"SELECT avg(amount) FROM settlements WHERE {fac('x402rs')}"]),
    ("fac-avg-alltime",
     "avg_amount_usdc where facilitator is questflow, whole history",
     [f"SELECT avg(amount) FROM settlements WHERE {fac('questflow')}"]),
    ("fac-unique-payers-ytd",
     "How many distinct payers used heurist as facilitator year to date?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('heurist')} AND {YTD}"]),
    ("fac-unique-payers-ytd",
     "Calling count_unique_payers(facilitator='virtuals protocol', period='year to date'). Result?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('virtuals protocol')} AND {YTD}"]),
    ("fac-first-last-seen",
     "When did questflow first settle a payment, and when was its most recent settlement?",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE {fac('questflow')}"]),
    ("fac-first-last-seen",
     "openx402: first_seen and last_seen timestamps of its settlements.",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE {fac('openx402')}"]),
    ("fac-share-count-month",
     "What percentage of all settlements in May 2026 went through coinbase?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) FROM settlements WHERE {LM}"]),
    ("fac-share-count-month",
     "share_of_count_pct for payai in March 2026 (payai settlements as a percent of all March 2026 settlements)",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements WHERE {MAR26}"]),
    ("fac-share-volume-ytd",
     "Year to date, what share of total USDC volume (as a percent) was settled by daydreams?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) FROM settlements WHERE {YTD}"]),
    ("fac-share-volume-ytd",
     "My principal asked 'how big is heurist these days?'. I'll take it as: heurist's percent share of USDC volume year to date.",
     [f"SELECT 100 * sum(amount) FILTER (WHERE {fac('heurist')}) / sum(amount) FROM settlements WHERE {YTD}"]),
    ("fac-median-month",
     "Median settlement amount for coinbase in May 2026?",
     [f"SELECT median(amount) FROM settlements WHERE {fac('coinbase')} AND {LM}"]),
    ("fac-perday-count-month",
     "Average number of daydreams settlements per day over May 2026 (divide by the 31 calendar days).",
     [f"SELECT count(*) / 31.0 FROM settlements WHERE {fac('daydreams')} AND {LM}"]),
    ("fac-change-wow",
     "Week-over-week monitor for coinbase: settlement count last week (Mon-Sun), count the week before last, and the change (last week minus the week before).",
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {LW}), (SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {WBL}), "
      f"(SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {LW}) - (SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {WBL})")]),
    ("cmp-two-fac-count-diff",
     "In April 2026, how many settlements did payai handle, how many did heurist handle, and how many more did payai handle than heurist?",
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {fac('payai')} AND {APR26}), (SELECT count(*) FROM settlements WHERE {fac('heurist')} AND {APR26}), "
      f"(SELECT count(*) FROM settlements WHERE {fac('payai')} AND {APR26}) - (SELECT count(*) FROM settlements WHERE {fac('heurist')} AND {APR26})")]),
    ("cmp-two-fac-count-diff",
     "a=daydreams b=virtuals protocol period=Q1 2026 metrics: count_a, count_b, count_a minus count_b",
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {fac('daydreams')} AND {Q1_26}), (SELECT count(*) FROM settlements WHERE {fac('virtuals protocol')} AND {Q1_26}), "
      f"(SELECT count(*) FROM settlements WHERE {fac('daydreams')} AND {Q1_26}) - (SELECT count(*) FROM settlements WHERE {fac('virtuals protocol')} AND {Q1_26})")]),
    ("cmp-two-fac-volume",
     "Quarter to date, USDC volume through coinbase versus through daydreams: both totals, coinbase first.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {fac('coinbase')} AND {QTD}), (SELECT sum(amount) FROM settlements WHERE {fac('daydreams')} AND {QTD})"]),
    ("cmp-two-fac-volume",
     "For the routing decision, give the all-time settled USDC of x402rs and then of openx402.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {fac('x402rs')}), (SELECT sum(amount) FROM settlements WHERE {fac('openx402')})"]),
    ("cmp-two-fac-unique-payers",
     "Distinct payers in May 2026: payai's count and coinbase's count.",
     [f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {fac('payai')} AND {LM}), (SELECT count(DISTINCT payer) FROM settlements WHERE {fac('coinbase')} AND {LM})"]),
    # ---- rankings --------------------------------------------------------------------------
    ("rank-fac-count-month",
     "Top 3 facilitators by number of settlements in May 2026, with their counts.",
     [f"SELECT {NAMED} AS name, count(*) AS c FROM settlements WHERE {LM} GROUP BY name ORDER BY c DESC LIMIT 3"]),
    ("rank-fac-count-month",
     "leaderboard request: facilitators ranked by settlement_count for 2026-04, first 4 rows (name, count)",
     [f"SELECT {NAMED} AS name, count(*) AS c FROM settlements WHERE {APR26} GROUP BY name ORDER BY c DESC LIMIT 4"]),
    ("rank-fac-volume",
     "Which 5 facilitators have settled the most USDC all time, and how much each?",
     [f"SELECT {NAMED} AS name, sum(amount) AS v FROM settlements GROUP BY name ORDER BY v DESC LIMIT 5"]),
    ("rank-fac-volume",
     "Top three facilitators by volume_usdc in Q1 2026, with the volumes.",
     [f"SELECT {NAMED} AS name, sum(amount) AS v FROM settlements WHERE {Q1_26} GROUP BY name ORDER BY v DESC LIMIT 3"]),
    ("rank-payers-volume-month",
     "List the top 5 payers by USDC paid in March 2026 with the amounts.",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {MAR26} GROUP BY payer ORDER BY v DESC LIMIT 5"]),
    ("rank-payers-volume-month",
     "rank=payers by=volume_usdc period=2026-04 limit=3",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {APR26} GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("rank-recipients-count-last90",
     "Over the last 90 days, which 3 recipient addresses received the most settlements, and how many each?",
     [f"SELECT recipient, count(*) AS c FROM settlements WHERE {L90} GROUP BY recipient ORDER BY c DESC LIMIT 3"]),
    ("rank-recipients-volume-in-fac",
     "Within payai only, the top 3 recipients by USDC received in Q1 2026, with amounts.",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {fac('payai')} AND {Q1_26} GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("rank-recipients-volume-in-fac",
     "Tool args in prose: facilitator heurist, period year to date, rank recipients by volume received, return the top 2 with their totals.",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {fac('heurist')} AND {YTD} GROUP BY recipient ORDER BY v DESC LIMIT 2"]),
    ("rank-payers-count-in-fac",
     "Among coinbase settlements last month, which 5 payers made the most payments, and how many?",
     [f"SELECT payer, count(*) AS c FROM settlements WHERE {fac('coinbase')} AND {LM} GROUP BY payer ORDER BY c DESC LIMIT 5"]),
    ("rank-payers-count-in-fac",
     "daydreams, all time: top 3 payers by number of settlements (address, settlement_count).",
     [f"SELECT payer, count(*) AS c FROM settlements WHERE {fac('daydreams')} GROUP BY payer ORDER BY c DESC LIMIT 3"]),
    ("top5-payers-share-month",
     "What percent of May 2026 USDC volume came from that month's top 5 payers by volume?",
     [(f"SELECT 100 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM settlements WHERE {LM} GROUP BY payer ORDER BY v DESC LIMIT 5)) "
      f"/ (SELECT sum(amount) FROM settlements WHERE {LM})")]),
    # ---- largest payments ------------------------------------------------------------------
    ("largest-payment-month",
     "Largest single settlement in February 2026: the amount and the payer address.",
     [f"SELECT amount, payer FROM settlements WHERE {FEB26} ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-month",
     "max_amount_usdc for 2026-04, then which wallet paid it",
     [f"SELECT amount, payer FROM settlements WHERE {APR26} ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-fac",
     "Biggest payment payai ever settled: amount and tx hash.",
     [f"SELECT amount, tx_hash FROM settlements WHERE {fac('payai')} ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-fac",
     "In the last 90 days, what was the largest heurist settlement amount and who received it?",
     [f"SELECT amount, recipient FROM settlements WHERE {fac('heurist')} AND {L90} ORDER BY amount DESC, id LIMIT 1"]),
    ("smallest-amount-period",
     "Smallest settlement amount seen in the past 30 days?",
     [f"SELECT min(amount) FROM settlements WHERE {L30}"]),
    # ---- thresholds ------------------------------------------------------------------------
    ("threshold-gt-count",
     "How many settlements in April 2026 were over 1 USDC?",
     [f"SELECT count(*) FROM settlements WHERE {APR26} AND amount > 1"]),
    ("threshold-gt-count",
     "Large-payment alert: count of settlements above 0.5 USDC in the last 90 days.",
     [f"SELECT count(*) FROM settlements WHERE {L90} AND amount > 0.5"]),
    ("threshold-gte-count",
     "amount >= 1 USDC, period year to date: how many settlements?",
     [f"SELECT count(*) FROM settlements WHERE {YTD} AND amount >= 1"]),
    ("threshold-gte-count",
     "Number of payments last week (Mon-Sun) that were 0.01 USDC or more.",
     [f"SELECT count(*) FROM settlements WHERE {LW} AND amount >= 0.01"]),
    ("threshold-lt-count",
     "How many May 2026 settlements were for less than 0.002 USDC?",
     [f"SELECT count(*) FROM settlements WHERE {LM} AND amount < 0.002"]),
    ("threshold-lte-count",
     "Dust monitor: count of settlements in the last 7 days with amount at most 0.005 USDC.",
     [f"SELECT count(*) FROM settlements WHERE {L7} AND amount <= 0.005"]),
    ("threshold-lte-count",
     "settlements up to 0.001 USDC (inclusive) in Q1 2026: the count",
     [f"SELECT count(*) FROM settlements WHERE {Q1_26} AND amount <= 0.001"]),
    ("threshold-exact-count",
     "How many settlements of exactly 0.0126 USDC happened in March 2026?",
     [f"SELECT count(*) FROM settlements WHERE {MAR26} AND amount = 0.0126"]),
    ("threshold-exact-count",
     "price_point=1.00 USDC exactly, all time: number of settlements at that price",
     ["SELECT count(*) FROM settlements WHERE amount = 1"]),
    ("threshold-between-count",
     "Count of April 2026 settlements with an amount of at least 0.01 and at most 1 USDC.",
     [f"SELECT count(*) FROM settlements WHERE {APR26} AND amount >= 0.01 AND amount <= 1"]),
    ("threshold-share-gt",
     "What percent of May 2026 settlements were over 0.01 USDC?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 0.01) / count(*) FROM settlements WHERE {LM}"]),
    ("threshold-share-gt",
     "pct_of_count_above_threshold: threshold=0.1 USDC (strictly above), period=past 30 days",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 0.1) / count(*) FROM settlements WHERE {L30}"]),
    ("fac-threshold-count-volume",
     "coinbase settlements of at least 1 USDC in Q1 2026: how many, and their total USDC?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('coinbase')} AND {Q1_26} AND amount >= 1"]),
    ("fac-threshold-count-volume",
     "Reconciliation line: facilitator=payai; amount>0.5; period=year to date. Need count and sum_usdc.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('payai')} AND {YTD} AND amount > 0.5"]),
    ("unique-payers-threshold",
     "How many distinct payers made at least one settlement over 1 USDC year to date?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {YTD} AND amount > 1"]),
    # ---- payers ----------------------------------------------------------------------------
    ("payer-total-alltime",
     f"Total USDC ever paid by {A3}?",
     [f"SELECT sum(amount) FROM settlements WHERE payer = '{A3}'"]),
    ("payer-total-alltime",
     "payer=0xF1BEA171DFDF6736B3EE6B5FDC49CBBC2678070A metric=total_paid_usdc period=all_time",
     [f"SELECT sum(amount) FROM settlements WHERE payer = '{A5}'"]),
    ("payer-count-month",
     f"How many payments did wallet {A4} make in May 2026?",
     [f"SELECT count(*) FROM settlements WHERE payer = '{A4}' AND {LM}"]),
    ("payer-count-month",
     "The user says 'my agent 0x38CEA1372bc207a8CB46cd68b29E22BDB276bc1a was busy in January'. Precisely: number of settlements paid by 0x38CEA1372bc207a8CB46cd68b29E22BDB276bc1a in January 2026.",
     [f"SELECT count(*) FROM settlements WHERE payer = '{A1}' AND {JAN26}"]),
    ("payer-avg",
     f"Average amount per payment for payer {A6}, all time.",
     [f"SELECT avg(amount) FROM settlements WHERE payer = '{A6}'"]),
    ("payer-avg",
     "avg_amount_usdc, payer 0x298ce631e9911549dfff1382f03635c310bd6318, year to date",
     [f"SELECT avg(amount) FROM settlements WHERE payer = '{A4}' AND {YTD}"]),
    ("payer-first-last-seen",
     f"First and last time {A7} appears as a payer?",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE payer = '{A7}'"]),
    ("payer-first-last-seen",
     "Lookup for payer 0xDCA267747F391C9F59E22B8E1EBAF960CA998AD8: first_seen_as_payer, last_seen_as_payer, payment_count (all time).",
     [f"SELECT min(timestamp), max(timestamp), count(*) FROM settlements WHERE payer = '{A2}'"]),
    ("payer-distinct-recipients",
     f"How many different recipients has {A8} paid, all time?",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE payer = '{A8}'"]),
    ("payer-threshold-month",
     f"Payments of 1 USDC or more made by {A3} in April 2026: the count and the total.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE payer = '{A3}' AND {APR26} AND amount >= 1"]),
    ("payer-in-fac-ytd",
     f"How much has {A4} paid through coinbase year to date, and in how many settlements?",
     [f"SELECT sum(amount), count(*) FROM settlements WHERE payer = '{A4}' AND {fac('coinbase')} AND {YTD}"]),
    ("payer-in-fac-ytd",
     "payer=0x42ba8b59b641adfa114c38e8ec79eeed45c6464d facilitator=heurist period=all_time -> settlement_count, volume_usdc",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE payer = '{A8}' AND {fac('heurist')}"]),
    ("payer-count-lastweek",
     f"Did {A4} pay anything last week (Mon-Sun)? Give the number of its payments that week.",
     [f"SELECT count(*) FROM settlements WHERE payer = '{A4}' AND {LW}"]),
    # ---- recipients ------------------------------------------------------------------------
    ("recipient-volume-ytd",
     "How much USDC has 0xB2223dDA010e75D57a5fC9c1F80458f80046F084 received year to date?",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R1}' AND {YTD}"]),
    ("recipient-volume-ytd",
     f"Treasury-sync agent: inflow_usdc to recipient {R4} for the year to date.",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R4}' AND {YTD}"]),
    ("recipient-count-alltime",
     "recipient=0xD04F61F4014D19581F9EA74ABDA5880E500EA70A, all_time, received_count",
     [f"SELECT count(*) FROM settlements WHERE recipient = '{R6}'"]),
    ("recipient-unique-payers",
     f"How many unique payers sent money to {R2} in the last 90 days?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = '{R2}' AND {L90}"]),
    ("recipient-unique-payers",
     "Distinct payer count for recipient 0xd04f61f4014d19581f9ea74abda5880e500ea70a, whole history.",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = '{R6}'"]),
    ("recipient-last-seen",
     f"When did {R3} last receive a settlement?",
     [f"SELECT max(timestamp) FROM settlements WHERE recipient = '{R3}'"]),
    ("recipient-last-seen",
     "Staleness check: last_received_at for 0x3F8094454328652EFE2DFB7DA0A106889FA913BC (as recipient).",
     [f"SELECT max(timestamp) FROM settlements WHERE recipient = '{R5}'"]),
    ("recipient-in-fac",
     f"Total USDC {R7} received via payai, all time, and how many settlements that was.",
     [f"SELECT sum(amount), count(*) FROM settlements WHERE recipient = '{R7}' AND {fac('payai')}"]),
    ("recipient-top-payers",
     f"Top 3 payers to {R8} by total USDC sent, all time (address and amount).",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE recipient = '{R8}' GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("recipient-avg-received",
     f"Average settlement amount received by {R2} year to date?",
     [f"SELECT avg(amount) FROM settlements WHERE recipient = '{R2}' AND {YTD}"]),
    ("recipient-count-month",
     "inflows to 0x1A2F00E18F92A14533AE98F85AE5D756F5CCDA6B during March 2026: count of settlements and USDC total",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE recipient = '{R8}' AND {MAR26}"]),
    ("recipient-count-month",
     f"How many settlements did {R1} receive last month (May 2026)?",
     [f"SELECT count(*) FROM settlements WHERE recipient = '{R1}' AND {LM}"]),
    # ---- either role -----------------------------------------------------------------------
    ("either-role-count",
     f"Count every settlement where {B1} is the payer or the recipient (a settlement with it on both sides counts once).",
     [f"SELECT count(*) FROM settlements WHERE payer = '{B1}' OR recipient = '{B1}'"]),
    ("either-role-count",
     "address=0x897720C5B19F93F3194990D0121D3A64783BBAB8 role=either (payer or recipient) metric=settlement_count period=all_time",
     [f"SELECT count(*) FROM settlements WHERE payer = '{B2}' OR recipient = '{B2}'"]),
    ("either-role-first-seen",
     f"When was {B1} first seen in the data in either role, payer or recipient?",
     [f"SELECT min(timestamp) FROM settlements WHERE payer = '{B1}' OR recipient = '{B1}'"]),
    ("net-flow-address",
     f"For {B1}: total USDC received, total USDC paid, and net (received minus paid), all time.",
     [(f"SELECT (SELECT sum(amount) FROM settlements WHERE recipient = '{B1}'), (SELECT sum(amount) FROM settlements WHERE payer = '{B1}'), "
      f"(SELECT sum(amount) FROM settlements WHERE recipient = '{B1}') - (SELECT sum(amount) FROM settlements WHERE payer = '{B1}')")]),
    # ---- days ------------------------------------------------------------------------------
    ("busiest-day-count",
     "Which day in April 2026 had the most settlements, and how many?",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE {APR26} GROUP BY d ORDER BY c DESC, d LIMIT 1"]),
    ("busiest-day-count",
     "peak_day by settlement_count within 2026-05-18 .. 2026-05-31 (inclusive), with the count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE {ts('2026-05-18', '2026-06-01')} GROUP BY d ORDER BY c DESC, d LIMIT 1"]),
    ("busiest-day-volume",
     "Over the last 90 days, which single day had the highest USDC volume, and what was that volume?",
     [f"SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v FROM settlements WHERE {L90} GROUP BY d ORDER BY v DESC, d LIMIT 1"]),
    ("perday-avg-count",
     "Average settlements per day in May 2026 (31 calendar days).",
     [f"SELECT count(*) / 31.0 FROM settlements WHERE {LM}"]),
    ("perday-avg-count",
     "daily_avg_settlement_count over the last 7 days",
     [f"SELECT count(*) / 7.0 FROM settlements WHERE {L7}"]),
    ("perday-avg-volume",
     "What was the average daily USDC volume across March 2026 (total divided by 31 days)?",
     [f"SELECT sum(amount) / 31 FROM settlements WHERE {MAR26}"]),
    ("explicit-date-count",
     "How many settlements were there on 2026-03-17?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-17', '2026-03-18')}"]),
    ("explicit-date-count",
     "Reconciling the ledger for 17 February 2026: settlement count and USDC volume for that day.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-02-17', '2026-02-18')}"]),
    ("explicit-range-inclusive",
     "Settlement count from 2026-04-06 through 2026-04-19?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-06', '2026-04-20')}"]),
    ("explicit-range-inclusive",
     "USDC volume between 10 May 2026 and 20 May 2026, both days included.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-10', '2026-05-21')}"]),
    ("cross-month-range",
     "start=2026-03-28 end=2026-04-04 (inclusive): settlement_count, volume_usdc",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-03-28', '2026-04-05')}"]),
    ("cross-month-range",
     "Between January 25 and February 7, 2026 inclusive, how many unique payers were active?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-25', '2026-02-08')}"]),
    # ---- several figures -------------------------------------------------------------------
    ("several-figures-month",
     "For April 2026 I need, in this order: 1. settlement count 2. total USDC 3. average amount 4. median amount.",
     [f"SELECT count(*), sum(amount), avg(amount), median(amount) FROM settlements WHERE {APR26}"]),
    ("several-figures-month",
     "Q1 2026 summary -> unique_payers, unique_recipients, settlement_count",
     [f"SELECT count(DISTINCT payer), count(DISTINCT recipient), count(*) FROM settlements WHERE {Q1_26}"]),
    ("several-figures-fac",
     "heurist over the last 90 days: settlement count, USDC volume, distinct payers.",
     [f"SELECT count(*), sum(amount), count(DISTINCT payer) FROM settlements WHERE {fac('heurist')} AND {L90}"]),
    ("several-figures-fac",
     "Step 2 of my plan needs x402rs all-time figures: settlement_count, volume_usdc, max_amount_usdc.",
     [f"SELECT count(*), sum(amount), max(amount) FROM settlements WHERE {fac('x402rs')}"]),
    ("several-figures-periods",
     "Three numbers please: settlements today, settlements yesterday, settlements in the last 7 days.",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {TODAY}), (SELECT count(*) FROM settlements WHERE {YDAY}), (SELECT count(*) FROM settlements WHERE {L7})"]),
    ("per-payer-avg-volume",
     "Average USDC paid per distinct payer in March 2026 (total volume divided by unique payers).",
     [f"SELECT sum(amount) / count(DISTINCT payer) FROM settlements WHERE {MAR26}"]),
    ("distinct-facilitator-addresses",
     "How many distinct facilitator addresses settled at least one payment in May 2026?",
     [f"SELECT count(DISTINCT facilitator) FROM settlements WHERE {LM}"]),
    ("first-last-settlement",
     "Timestamp of the very first settlement in the dataset?",
     ["SELECT min(timestamp) FROM settlements"]),
    ("first-last-settlement",
     "data freshness probe: timestamp of the most recent settlement on record",
     ["SELECT max(timestamp) FROM settlements"]),
    # ---- gas -------------------------------------------------------------------------------
    ("gas-total-month",
     "Total gas_used summed over all settlements in May 2026?",
     [f"SELECT sum(gas_used) FROM settlements WHERE {LM}"]),
    ("gas-avg-price",
     "Average gas_price (in wei) of settlements in the last 7 days.",
     [f"SELECT avg(gas_price) FROM settlements WHERE {L7}"]),
    ("gas-fac-avg",
     "What was the average gas used per payai settlement in April 2026?",
     [f"SELECT avg(gas_used) FROM settlements WHERE {fac('payai')} AND {APR26}"]),
    # ---- refusals --------------------------------------------------------------------------
    ("refuse-other-chain",
     "Same metric on Solana please: total x402 USDC volume settled on Solana last month.",
     None),
    ("refuse-other-chain",
     "chain=polygon metric=settlement_count period=last_7_days",
     None),
    ("refuse-other-token",
     "How much USDT was settled through x402 in April 2026?",
     None),
    ("refuse-forecast",
     "Project next week's settlement count so I can set the alert threshold.",
     None),
    ("refuse-forecast",
     "My user asked 'will volume pass 1000 USDC in July 2026?' Please predict the July 2026 total volume.",
     None),
    ("refuse-missing-column",
     "Which resource URLs earned the most USDC in May 2026? Top 5 endpoints by volume.",
     None),
    ("refuse-missing-status",
     "alert_metric=failed_settlement_count period=yesterday (reverted or failed status only)",
     None),
    ("refuse-missing-column",
     "Break down last month's volume by payer country.",
     None),
    ("refuse-impossible-date",
     "settlement_count for 2026-02-30",
     None),
    ("refuse-before-data",
     "Total USDC volume in January 2025?",
     None),
    ("refuse-after-anchor",
     "How many settlements will be on record for 15 June 2026? Give the count for that day.",
     None),
    ("refuse-ambiguous-date",
     "Count the settlements on 04/03/2026.",
     None),
    ("refuse-no-address",
     "Operator request relayed: how much USDC did our wallet spend on x402 payments last month?",
     None),
    ("refuse-owner-identity",
     f"Who owns {R4}? Give the company or person behind that recipient.",
     None),
    ("refuse-opinion",
     "Which facilitator is the most trustworthy to route my payments through?",
     None),
]


def main() -> None:
    out = Path(__file__).with_name(f"ask_probe_{NAME}.jsonl")
    lines = [item_line(f"{NAME}-{i:03d}", question, sql, shape=shape, split=split_of(shape))
             for i, (shape, question, sql) in enumerate(ITEMS, 1)]
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} items to {out}")


if __name__ == "__main__":
    main()
