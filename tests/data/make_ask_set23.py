"""Held-out /ask set 23 (split ``heldout23``): 100 questions in the voice of AI agents and tools.

Every question and its SQL is written by hand, one by one; the only loop numbers the ids
``<shape>-<n>`` and writes the lines. Anchor: today = 2026-06-03 (included).
Run from a Sextant checkout root:
``PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout23/make_ask_set23.py``
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "tests" / "warehouse"))

from figures import fac, item_line, ts

OUT = Path(__file__).resolve().parent / "ask_set23.jsonl"

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---------------------------------------------------------------- ordinary (70)
    ("alltime-count",
     ("Hello, I'm the treasury agent of Lumen Labs. Please return the total number of x402 USDC "
     "settlements recorded in your warehouse across its entire history. A single integer is fine."),
     ["SELECT count(*) FROM settlements"]),
    ("alltime-volume",
     ('tools/call sextant.ask with arguments {"question": "What is the cumulative USDC amount '
     'settled via x402 since records began?", "format": "number"}'),
     ["SELECT sum(amount) FROM settlements"]),
    ("month-volume",
     "Step 2/5: fetch the total USDC volume settled in November 2025 (calendar month, UTC).",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("month-count",
     ('{"metric": "settlement_count", "filters": {"month": "2025-12"}, "question": "How many '
     'x402 payments settled in December 2025?"}'),
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"]),
    ("quarter-volume",
     ("User wants to know how much USDC changed hands through x402 in Q4 2025. Please provide "
     "the total."),
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')}"]),
    ("lastquarter-count",
     ("TICKET #4471 | requester: reporting-bot | metric: number of x402 payments | period: last "
     "quarter | output: integer"),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("quarter-so-far-volume",
     ("Thought: the CFO agent needs quarter-to-date numbers for its memo, so I only need one "
     "figure. Request: total USDC settled this quarter so far."),
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-06-04')}"]),
    ("yesterday-count",
     ("Previous call failed (HTTP 504 upstream timeout); re-asking: how many settlements "
     "happened yesterday?"),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-02', '2026-06-03')}"]),
    ("today-volume",
     "Return only the number, no prose: USDC volume settled today.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-06-03', '2026-06-04')}"]),
    ("last7-count",
     ("question: count of x402 settlements over the last 7 days\nformat: integer\ncaller: "
     "ops-monitor-agent"),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}"]),
    ("past30-volume",
     ("I'm a budgeting agent with a 2 USDC daily spend cap; my mission is to watch ecosystem "
     "activity for my operator. Query: what is the total USDC settled in the past 30 days?"),
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')}"]),
    ("last90-count",
     "Planner subtask 1 of 3 -> number of payments recorded during the last 90 days.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-06', '2026-06-04')}"]),
    ("mtd-count",
     ("A2A request from analytics-agent-7 to Sextant: please send the month-to-date settlement "
     "count."),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"]),
    ("ytd-volume",
     "Calling tool `ask` with question='year-to-date USDC volume across all facilitators'.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')}"]),
    ("lastweek-count",
     ("User asks: 'how many x402 payments went through last week?' Please answer with the "
     "count for that Monday-to-Sunday week."),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}"]),
    ("lastmonth-volume",
     '{"question": "Totl valu of setlements last mnth?", "unit": "USDC"}',
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("half-year-volume",
     ("Hi, this is the audit agent for a DAO grants programme. Could you give me the total USDC "
     "settled via x402 in the second half of 2025 (July through December)?"),
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-07-01', '2026-01-01')}"]),
    ("since-date-count",
     "Step 3/4: count every settlement since 1 March 2026 (inclusive, up to now).",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-06-04')}"]),
    ("before-date-count",
     "Research agent here. How many x402 payments were settled before October 2025?",
     [f"SELECT count(*) FROM settlements WHERE {ts(None, '2025-10-01')}"]),
    ("avg-amount-month",
     "mcp call: sextant/ask {\"question\": \"mean payment size in January 2026\"}",
     [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}"]),
    ("median-quarter",
     "For the pricing agent: what was the median settlement amount in Q1 2026? Answer in USDC.",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("distinct-payers-month",
     ("job: unique-payers | window: February 2026 | return: integer count of distinct paying "
     "wallets"),
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}"]),
    ("distinct-recipients-ytd",
     ("The user (a merchant-onboarding agent) wants the number of distinct recipient addresses "
     "that have received USDC so far this year."),
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')}"]),
    ("distinct-wallets-month",
     ("How many unique wallets were active in March 2026, counting an address whether it paid "
     "or received?"),
     [(f"SELECT count(*) FROM (SELECT payer AS a FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} "
      f"UNION SELECT recipient FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})")]),
    ("perday-count-month",
     "Step 1/2: average daily number of settlements in April 2026 (calendar days).",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}"]),
    ("perday-volume-range",
     ('{"metric": "avg_daily_volume_usdc", "filters": {"from": "2025-12-01", "to": "2025-12-14"}, '
     '"question": "Average USDC settled per day from 1 to 14 December 2025"}'),
     [f"SELECT sum(amount) / 14 FROM settlements WHERE {ts('2025-12-01', '2025-12-15')}"]),
    ("pct-fac-count",
     ("Hello Sextant, market-share agent here. What percentage of November 2025 settlements went "
     "through the PayAI facilitator? Give the percent as a number."),
     [(f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements "
      f"WHERE {ts('2025-11-01', '2025-12-01')}")]),
    ("pct-threshold",
     ("Share of payments above 1 USDC year to date, expressed as a percentage of all payments. "
     "Return only the percentage."),
     [(f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM settlements "
      f"WHERE {ts('2026-01-01', '2026-06-04')}")]),
    ("top5-payers-volume",
     "Return as a JSON list of {address, volume}: the top 5 payers by USDC volume in Q1 2026.",
     [(f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 5")]),
    ("top3-recipients-count",
     ("Planner step 2/3: list the three recipients that received the most payments (by count) "
     "in the last 90 days, with their counts."),
     [(f"SELECT recipient, count(*) AS n FROM settlements WHERE {ts('2026-03-06', '2026-06-04')} "
      "GROUP BY recipient ORDER BY n DESC LIMIT 3")]),
    ("top-facilitator-address",
     ("Which facilitator address settled the most payments in December 2025, and how many did "
     "it settle?"),
     [(f"SELECT facilitator, count(*) AS n FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
      "GROUP BY facilitator ORDER BY n DESC LIMIT 1")]),
    ("top4-payers-count",
     ("ticket: leaderboard-refresh\nperiod: last month\nranking: payers by number of payments "
     "(not volume)\nlimit: 4\nfields: address, payment_count"),
     [(f"SELECT payer, count(*) AS n FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      "GROUP BY payer ORDER BY n DESC LIMIT 4")]),
    ("top3-recipients-volume",
     ("I'm the partnerships agent at a small API studio. Which 3 recipients took in the most "
     "USDC in October 2025? Include each one's total."),
     [(f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {ts('2025-10-01', '2025-11-01')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 3")]),
    ("largest-payment-month",
     "Step 4/6: get the largest single payment amount settled in March 2026.",
     [f"SELECT max(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ("largest-payment-payer-30d",
     ("Risk agent request: what was the biggest payment in the past 30 days, and which "
     "address paid it? Respond as JSON with keys amount and payer."),
     [(f"SELECT amount, payer FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("largest-payment-alltime",
     "What is the largest x402 payment ever recorded? Amount only, please.",
     ["SELECT max(amount) FROM settlements"]),
    ("gt-count-alltime",
     ('{"question": "count of settlements", "filters": {"amount_gt_usdc": 10}, "period": '
     '"all time"}'),
     ["SELECT count(*) FROM settlements WHERE amount > 10"]),
    ("ge-count-month",
     ("The user wants to know how many payments of at least 1 USDC were settled in January "
     "2026."),
     [f"SELECT count(*) FROM settlements WHERE amount >= 1 AND {ts('2026-01-01', '2026-02-01')}"]),
    ("lt-count-month",
     ("Micropayment tracker agent: how many settlements under 0.01 USDC happened during May "
     "2026?"),
     [f"SELECT count(*) FROM settlements WHERE amount < 0.01 AND {ts('2026-05-01', '2026-06-01')}"]),
    ("le-volume-month",
     "Step 2/3: total USDC volume of payments no more than 0.005 USDC each, February 2026.",
     [f"SELECT sum(amount) FROM settlements WHERE amount <= 0.005 AND {ts('2026-02-01', '2026-03-01')}"]),
    ("eq-count-quarter",
     ("Pricing-probe agent: how many payments of exactly 0.01 USDC were made in Q1 2026? "
     "Integer only."),
     [f"SELECT count(*) FROM settlements WHERE amount = 0.01 AND {ts('2026-01-01', '2026-04-01')}"]),
    ("fac-coinbase-count",
     ("A2A: Hello, facilitator-compare agent here. Please return the number of settlements "
     "processed by the Coinbase facilitator in April 2026."),
     [f"SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {ts('2026-04-01', '2026-05-01')}"]),
    ("fac-heurist-volume-ytd",
     "tools/call ask {\"question\": \"Heurist facilitator USDC volume, year to date\"}",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('heurist')} AND {ts('2026-01-01', '2026-06-04')}"]),
    ("fac-daydreams-count",
     ("Restating for the data service: my user asks how many payments Daydreams facilitated last "
     "month."),
     [f"SELECT count(*) FROM settlements WHERE {fac('daydreams')} AND {ts('2026-05-01', '2026-06-01')}"]),
    ("fac-payai-volume-30d",
     ("Budget note: 0.05 USDC left for this task, so one call only. How much USDC did PayAI "
     "settle over the past 30 days?"),
     [f"SELECT sum(amount) FROM settlements WHERE {fac('payai')} AND {ts('2026-05-05', '2026-06-04')}"]),
    ("fac-virtuals-count",
     "Total number of x402 settlements ever handled by Virtuals Protocol as facilitator.",
     [f"SELECT count(*) FROM settlements WHERE {fac('virtuals protocol')}"]),
    ("fac-x402rs-volume-quarter",
     "facilitator: x402rs\nmetric: total settled USDC\nperiod: 2025-Q4\nreturn: number",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('x402rs')} AND {ts('2025-10-01', '2026-01-01')}"]),
    ("fac-openx402-volume",
     "Step 5/7: total USDC amount settled through OpenX402 during April 2026.",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('openx402')} AND {ts('2026-04-01', '2026-05-01')}"]),
    ("fac-anyspend-avg",
     ("Hi, I'm a fee-benchmarking agent. What was the average payment amount for settlements "
     "facilitated by AnySpend in December 2025?"),
     [f"SELECT avg(amount) FROM settlements WHERE {fac('anyspend')} AND {ts('2025-12-01', '2026-01-01')}"]),
    ("date-iso-count",
     '{"question": "How many settlements occurred on 2026-03-15?", "output": "integer"}',
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-15', '2026-03-16')}"]),
    ("date-written-volume",
     ("Thought: the grant report covers a single day. Request: total USDC settled on the 9th of "
     "February, 2026."),
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-02-09', '2026-02-10')}"]),
    ("date-dotted-count",
     ("Agent locale de-DE, dates are DD.MM.YYYY. Request: number of x402 settlements on "
     "22.12.2025."),
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-12-22', '2025-12-23')}"]),
    ("date-us-distinct-payers",
     "User wants the number of distinct payers on Jan 7th, 2026.",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-07', '2026-01-08')}"]),
    ("range-dash-volume",
     "Planner: subtask 'weekly-volume' -> USDC volume for 3-9 Nov 2025.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-11-03', '2025-11-10')}"]),
    ("range-between-count",
     ("How many payments were settled between March 2 and March 8, 2026? Return only the "
     "integer."),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-02', '2026-03-09')}"]),
    ("range-weekday-count",
     ("A2A message from scheduler-agent: please count the settlements from Mon 4 May through "
     "Sun 10 May 2026."),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-04', '2026-05-11')}"]),
    ("compare-months-volume",
     ("Compare USDC volume in January 2026 versus February 2026. Respond as JSON with keys "
     "jan_volume and feb_volume."),
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}",
      f"SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}"]),
    ("compare-facs-count",
     ("Competitive-intel agent: in Q1 2026, how many settlements did Heurist handle, and how "
     "many did Daydreams handle?"),
     [f"SELECT count(*) FROM settlements WHERE {fac('heurist')} AND {ts('2026-01-01', '2026-04-01')}",
      f"SELECT count(*) FROM settlements WHERE {fac('daydreams')} AND {ts('2026-01-01', '2026-04-01')}"]),
    ("change-count-months",
     ("By how much did the number of settlements change from April 2026 to May 2026? (May "
     "minus April, a signed integer)"),
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})")]),
    ("payer-total-alltime",
     ("Hello, I'm the accounting agent for wallet 0xc2d3637825c60e340ad4b0d6d735e3fb06625da5. "
     "Please return the total USDC this address has paid out via x402, all time."),
     [("SELECT sum(amount) FROM settlements "
      "WHERE payer = '0xc2d3637825c60e340ad4b0d6d735e3fb06625da5'")]),
    ("payer-count-month",
     ('{"question": "number of payments made by payer", "filters": {"payer": '
     '"0xF1BEA171DFDF6736B3EE6B5FDC49CBBC2678070A", "month": "November 2025"}}'),
     [("SELECT count(*) FROM settlements "
      "WHERE payer = '0xf1bea171dfdf6736b3ee6b5fdc49cbbc2678070a' "
      f"AND {ts('2025-11-01', '2025-12-01')}")]),
    ("recipient-total-ytd",
     ("Step 3/5: how much USDC has 0xdacf6075aa6533caab0bded5541758ae5cdf5b38 received so far "
     "this year?"),
     [("SELECT sum(amount) FROM settlements "
      "WHERE recipient = '0xdacf6075aa6533caab0bded5541758ae5cdf5b38' "
      f"AND {ts('2026-01-01', '2026-06-04')}")]),
    ("recipient-distinct-payers",
     ("Merchant-analytics agent: how many distinct payers have ever sent USDC to "
     "0xb2223dda010e75d57a5fc9c1f80458f80046f084?"),
     [("SELECT count(DISTINCT payer) FROM settlements "
      "WHERE recipient = '0xb2223dda010e75d57a5fc9c1f80458f80046f084'")]),
    ("either-role-count",
     ("Count all November 2025 settlements involving 0x4e9bce2547a9491b09ed092c433b19888e665edb "
     "in any role (as payer or as recipient)."),
     [("SELECT count(*) FROM settlements WHERE (payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb' "
      "OR recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb') "
      f"AND {ts('2025-11-01', '2025-12-01')}")]),
    ("payer-first-seen",
     ("KYT agent: when did 0xdca267747f391c9f59e22b8e1ebaf960ca998ad8 make its first payment? "
     "Return the UTC timestamp."),
     [("SELECT min(timestamp) FROM settlements "
      "WHERE payer = '0xdca267747f391c9f59e22b8e1ebaf960ca998ad8'")]),
    ("recipient-last-seen",
     ("mcp tool call ask(question=\"When did 0x88d7811f810df4082f011e07cc1053f4d22a11fc last "
     "receive a payment?\")"),
     [("SELECT max(timestamp) FROM settlements "
      "WHERE recipient = '0x88d7811f810df4082f011e07cc1053f4d22a11fc'")]),
    ("busiest-day-count-month",
     ("Which day of December 2025 had the most settlements, and how many were there that day? "
     "Format: date, count."),
     [(f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements "
      f"WHERE {ts('2025-12-01', '2026-01-01')} GROUP BY d ORDER BY n DESC LIMIT 1")]),
    ("busiest-day-volume-alltime",
     ("Trend agent request: identify the single day with the highest USDC volume in the whole "
     "history, and that day's volume."),
     [("SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v FROM settlements "
      "GROUP BY d ORDER BY v DESC LIMIT 1")]),
    ("multi-month-stats",
     ("For October 2025 return three figures in this order: number of settlements, total USDC "
     "volume, and average payment size."),
     [(f"SELECT count(*), sum(amount), avg(amount) FROM settlements "
      f"WHERE {ts('2025-10-01', '2025-11-01')}")]),
    ("multi-distinct-30d",
     ("User wants two counts for the past 30 days: unique payers and unique recipients. Return "
     "as JSON with keys payers and recipients."),
     [(f"SELECT count(DISTINCT payer), count(DISTINCT recipient) FROM settlements "
      f"WHERE {ts('2026-05-05', '2026-06-04')}")]),
    # ---------------------------------------------------------------- harder (15)
    ("hard-fac-threshold-month",
     ("A2A from treasury-agent@acme: for the Coinbase facilitator in March 2026, please return "
     "(1) the number of payments of at least 1 USDC and (2) their combined USDC value."),
     [(f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('coinbase')} AND amount >= 1 "
      f"AND {ts('2026-03-01', '2026-04-01')}")]),
    ("hard-pct-change-volume",
     ("Thought: growth looks volatile early in 2026. Request: percent change in total USDC "
     "volume from February 2026 to March 2026. Return only the percentage."),
     [(f"SELECT 100 * ((SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')})) / "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')})")]),
    ("hard-last7-vs-prev7",
     ('{"question": "settlement count in the last 7 days vs the 7 days before that", "return": '
     '["count_last_7", "count_prev_7", "difference_last_minus_prev"]}'),
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')}), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')})")]),
    ("hard-top3-payers-fac-quarter",
     ("Step 2/4: within PayAI-facilitated settlements only, list the top 3 payers by USDC "
     "volume in Q1 2026 with each payer's volume."),
     [(f"SELECT payer, sum(amount) AS v FROM settlements WHERE {fac('payai')} "
      f"AND {ts('2026-01-01', '2026-04-01')} GROUP BY payer ORDER BY v DESC LIMIT 3")]),
    ("hard-payer-month-threshold",
     ("Compliance agent, case 88-B. Wallet 0x42BA8B59B641ADFA114C38E8EC79EEED45C6464D, November "
     "2025: how many of its payments were above 0.1 USDC, and what did those payments total?"),
     [("SELECT count(*), sum(amount) FROM settlements "
      "WHERE payer = '0x42ba8b59b641adfa114c38e8ec79eeed45c6464d' AND amount > 0.1 "
      f"AND {ts('2025-11-01', '2025-12-01')}")]),
    ("hard-recipient-fac-ytd",
     ("User wants to know how much USDC 0xd6a6a495a549a8026046f5bb96aa0993254b4cd6 has received "
     "through the Coinbase facilitator year to date."),
     [("SELECT sum(amount) FROM settlements "
      f"WHERE recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6' AND {fac('coinbase')} "
      f"AND {ts('2026-01-01', '2026-06-04')}")]),
    ("hard-fac-share-volume",
     ("ticket: share-report | facilitator: Daydreams | metric: share of total USDC volume (%) | "
     "period: March 2026"),
     [(f"SELECT 100 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) FROM settlements "
      f"WHERE {ts('2026-03-01', '2026-04-01')}")]),
    ("hard-fac-perday-count",
     ("On average, how many settlements per calendar day did Heurist facilitate in January "
     "2026? Previous call timed out, so this is a retry."),
     [(f"SELECT count(*) / 31.0 FROM settlements WHERE {fac('heurist')} "
      f"AND {ts('2026-01-01', '2026-02-01')}")]),
    ("hard-two-facs-diff",
     ("Hello, routing agent here. For Q1 2026 I need Coinbase's USDC volume, PayAI's USDC "
     "volume, and how much more Coinbase settled than PayAI, in that order."),
     [(f"SELECT (SELECT sum(amount) FROM settlements WHERE {fac('coinbase')} AND {ts('2026-01-01', '2026-04-01')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {fac('payai')} AND {ts('2026-01-01', '2026-04-01')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {fac('coinbase')} AND {ts('2026-01-01', '2026-04-01')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {fac('payai')} AND {ts('2026-01-01', '2026-04-01')})")]),
    ("hard-fac-largest-payer",
     ("What was the largest single payment settled via Virtuals Protocol in Q1 2026, and who "
     "was the payer? Reply as JSON {\"amount\": ..., \"payer\": ...}."),
     [(f"SELECT amount, payer FROM settlements WHERE {fac('virtuals protocol')} "
      f"AND {ts('2026-01-01', '2026-04-01')} ORDER BY amount DESC, id LIMIT 1")]),
    ("hard-busiest-day-range",
     ("Planner step 3/3: between 10 and 20 November 2025, find the day with the most "
     "settlements; return that date, its settlement count and its USDC volume."),
     [(f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n, sum(amount) FROM settlements "
      f"WHERE {ts('2025-11-10', '2025-11-21')} GROUP BY d ORDER BY n DESC LIMIT 1")]),
    ("hard-distinct-payers-threshold",
     ("Whale-watch agent: from 1 February through 15 March 2026, how many distinct payers made "
     "payments of more than 0.5 USDC, and what was the combined value of those above-0.5 "
     "payments?"),
     [(f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE amount > 0.5 "
      f"AND {ts('2026-02-01', '2026-03-16')}")]),
    ("hard-pct-below-cent-median",
     ("Two figures, in order, for the last 90 days: the percentage of payments below 0.01 USDC, "
     "then the median payment amount."),
     [(f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*), median(amount) "
      f"FROM settlements WHERE {ts('2026-03-06', '2026-06-04')}")]),
    ("hard-payer-first-last-count",
     ("KYC refresh for payer 0xe86a45dda8e4b6b4052ccdedc9715d6cda5b61be: return its first "
     "payment time, its most recent payment time, and its total number of payments."),
     [("SELECT min(timestamp), max(timestamp), count(*) FROM settlements "
      "WHERE payer = '0xe86a45dda8e4b6b4052ccdedc9715d6cda5b61be'")]),
    ("hard-unique-recipients-diff",
     ("metric: unique recipients\nperiods: [January 2026, February 2026]\nalso: change from "
     "January to February (Feb minus Jan)\nreturn: three integers"),
     [(f"SELECT (SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}), "
      f"(SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}), "
      f"(SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}) - "
      f"(SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')})")]),
    # ---------------------------------------------------------------- refusals (15, 10 shapes)
    ("refuse-other-chain",
     ("Hello, cross-chain agent here. Please return the total x402 USDC volume settled on Solana "
     "last month."),
     None),
    ("refuse-other-chain",
     ('{"question": "How many x402 settlements happened on Arbitrum in Q1 2026?", "chain": '
     '"arbitrum"}'),
     None),
    ("refuse-forecast",
     "Step 4/4: forecast the total USDC volume x402 will settle in July 2026.",
     None),
    ("refuse-forecast",
     ("User wants a projection: how many settlements should we expect next quarter, based on "
     "the trend?"),
     None),
    ("refuse-missing-column",
     ("Which resource URLs (API endpoints) received the most paid requests last month? Return "
     "the top 5 URLs."),
     None),
    ("refuse-missing-column",
     "Ops agent: how many x402 settlements failed or were reverted in May 2026?",
     None),
    ("refuse-impossible-date",
     "Return only the integer: number of settlements on 31 April 2026.",
     None),
    ("refuse-before-data",
     "Historian agent: what was the total x402 USDC volume in 2024?",
     None),
    ("refuse-before-data",
     "ticket: backfill-check | metric: settlement count | period: March 2025",
     None),
    ("refuse-after-anchor",
     "Planner subtask: count the settlements made in September 2026.",
     None),
    ("refuse-off-topic",
     ("Hi Sextant, I'm a travel-booking agent. What's the weather forecast for Lisbon this "
     "weekend?"),
     None),
    ("refuse-off-topic",
     ("Previous call failed; re-asking: write a short haiku about stablecoins for my user's "
     "newsletter."),
     None),
    ("refuse-ambiguous-date",
     "How many payments settled on 06/02/2026?",
     None),
    ("refuse-owner-identity",
     ("KYC agent: who owns the wallet 0x07737a1fb3863202bcd3c7408b801eed68604d39? Give the "
     "person's or company's name."),
     None),
    ("refuse-our-wallet",
     "I'm the procurement agent for our team. How much USDC did we pay via x402 last month?",
     None),
]


def main() -> None:
    seen: Counter[str] = Counter()
    lines = []
    for shape, question, sql in ITEMS:
        seen[shape] += 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape,
                               split="heldout23"))
    OUT.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} items, {len(seen)} shapes to {OUT}")


if __name__ == "__main__":
    main()
