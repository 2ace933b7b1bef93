"""Probe questions for Sextant's /ask, writer hp9.

Persona: LLM agents (assistants) writing requests to the API on behalf of their users - polite
and explicit, often with a preamble saying who they are or why they need the figures, bulleted
or numbered lists of the figures wanted, a requested output order or format ("exact values, no
rounding"), periods restated with explicit inclusive or half-open bounds, context sentences that
are not part of the question, and some markdown. Single-figure and several-figure requests, easy
and hard: totals, counts, averages, medians, distinct counts, per-day averages, shares, top-k,
largest payments and their fields, thresholds, named facilitators, addresses in each role,
first/last activity, comparisons of two periods (difference, % change), busiest day, and things
the data cannot answer (other chains, forecasts, missing columns, out-of-range or impossible
dates, ambiguous dates, owners of addresses, off-topic).

Every question and its hand SQL is written by hand below. Run from the worktree root:
    PYTHONPATH=src:. python /work/probes_hp9/make_ask_probe_hp9.py
It writes ask_probe_hp9.jsonl next to this file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

OUT = Path(__file__).resolve().parent / "ask_probe_hp9.jsonl"


def split_of(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


# Periods (anchor 2026-06-03, today included).
TODAY = ts("2026-06-03", "2026-06-04")
YESTERDAY = ts("2026-06-02", "2026-06-03")
LAST7 = ts("2026-05-28", "2026-06-04")
PREV7 = ts("2026-05-21", "2026-05-28")
PAST30 = ts("2026-05-05", "2026-06-04")
LAST90 = ts("2026-03-06", "2026-06-04")
MTD = ts("2026-06-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
LAST_MONTH = ts("2026-05-01", "2026-06-01")
Q2_SO_FAR = ts("2026-04-01", "2026-06-04")

# Addresses picked from the data (lowercase in SQL).
P1 = "0xc2d3637825c60e340ad4b0d6d735e3fb06625da5"
P2 = "0xdca267747f391c9f59e22b8e1ebaf960ca998ad8"
P3 = "0xf1bea171dfdf6736b3ee6b5fdc49cbbc2678070a"
P4 = "0xe86a45dda8e4b6b4052ccdedc9715d6cda5b61be"
R1 = "0xb2223dda010e75d57a5fc9c1f80458f80046f084"
R2 = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"
R3 = "0x1d9d7c9a627740073881697c43d725faf8188858"
R4 = "0xbb1c2cb05829af1762852b848d095c051df1828f"
B1 = "0x07737a1fb3863202bcd3c7408b801eed68604d39"
B2 = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"

DAY = "CAST(timestamp AS DATE)"

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---- totals and counts over periods ----
    ("total-volume-alltime",
     ("Hi! I'm an AI assistant helping a user who is writing a short market note on x402. Could you "
     "tell me the total USDC volume settled over the whole history you hold? Please give the exact "
     "value, no rounding."),
     ["SELECT sum(amount) FROM settlements"]),
    ("count-volume-alltime",
     ("I'm an assistant preparing a dashboard summary for my user. Please return, in this order:\n"
     "1. the total number of x402 settlements on record\n2. their combined USDC value"),
     ["SELECT count(*), sum(amount) FROM settlements"]),
    ("count-yesterday",
     ("My user runs a small API business and checks the network every morning. How many x402 "
     "payments were settled yesterday (UTC day)?"),
     [f"SELECT count(*) FROM settlements WHERE {YESTERDAY}"]),
    ("volume-today",
     ("Assistant here, acting for a user who watches live activity. What is the total USDC settled "
     "today so far?"),
     [f"SELECT sum(amount) FROM settlements WHERE {TODAY}"]),
    ("count-volume-last7",
     ("Please provide the following for the last 7 days, today included:\n- number of settlements\n"
     "- total USDC volume"),
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {LAST7}"]),
    ("volume-past30",
     "I'm helping a user size the x402 market. What was the total USDC volume over the past 30 days?",
     [f"SELECT sum(amount) FROM settlements WHERE {PAST30}"]),
    ("count-last90",
     ("Could you tell me how many settlements took place in the last 90 days? The user needs an exact "
     "count."),
     [f"SELECT count(*) FROM settlements WHERE {LAST90}"]),
    ("volume-mtd",
     ("What's the month-to-date USDC volume? (I'm an assistant; my user wants the exact figure for "
     "June so far.)"),
     [f"SELECT sum(amount) FROM settlements WHERE {MTD}"]),
    ("count-volume-ytd",
     ("On behalf of my user, an accountant: for the year to date, please list (a) the settlement "
     "count and (b) the total USDC amount. Exact values."),
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {YTD}"]),
    ("count-lastweek",
     "How many x402 settlements were there last week (Monday through Sunday)?",
     [f"SELECT count(*) FROM settlements WHERE {LAST_WEEK}"]),
    ("count-volume-lastmonth",
     ("Please summarise last month for my user: the total number of payments and the total USDC "
     "volume, in that order."),
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {LAST_MONTH}"]),
    ("count-q2-sofar",
     "How many payments have settled in Q2 2026 so far?",
     [f"SELECT count(*) FROM settlements WHERE {Q2_SO_FAR}"]),
    ("volume-named-month",
     ("The user is auditing a spike they heard about. What was the total USDC volume settled in "
     "November 2025?"),
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("volume-named-month",
     "**Request:** total settled USDC for January 2026.\n**Format:** one number, unrounded.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}"]),
    ("count-explicit-halfopen",
     ("I'm an assistant helping a user reconcile March. Please count the settlements from 2026-03-01 "
     "00:00 UTC up to but not including 2026-04-01 00:00 UTC."),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ("volume-inclusive-range",
     "Total USDC volume between 2026-01-10 and 2026-01-20, both days inclusive, please.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-01-10', '2026-01-21')}"]),
    ("volume-quarter",
     "What was the total settled volume in Q4 2025? Exact value, no rounding.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')}"]),
    ("count-quarter",
     "Could you give me the number of x402 settlements in the first quarter of 2026?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("volume-year",
     ("I'm an assistant working for a researcher. What was the total USDC volume settled during "
     "calendar year 2025?"),
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-01-01', '2026-01-01')}"]),
    ("count-single-day",
     "How many payments were settled on 14 November 2025 (UTC)?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-11-14', '2025-11-15')}"]),
    ("count-volume-single-day",
     "For the UTC day 2026-03-17, please give me:\n1. settlement count\n2. USDC volume",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-03-17', '2026-03-18')}"]),
    ("volume-half-year",
     ("Please report the total USDC volume for the second half of 2025 (July 1 through December 31, "
     "2025)."),
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-07-01', '2026-01-01')}"]),
    ("count-datetime-range",
     ("My user needs the count of settlements from 2025-12-01T00:00:00Z through the end of "
     "2025-12-07 (the whole of Dec 7 included)."),
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2025-12-08')}"]),

    # ---- averages and medians ----
    ("avg-month",
     "What was the average payment size in April 2026, in USDC?",
     [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}"]),
    ("median-quarter",
     ("I'm an assistant helping a user understand typical ticket sizes. What was the median "
     "settlement amount in Q1 2026?"),
     [f"SELECT median(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("avg-median-past30",
     ("For the past 30 days, please return:\n1. the average payment amount\n2. the median payment "
     "amount\n\nExact values, no rounding."),
     [f"SELECT avg(amount), median(amount) FROM settlements WHERE {PAST30}"]),
    ("median-alltime",
     "What is the median x402 payment amount across the entire history?",
     ["SELECT median(amount) FROM settlements"]),
    ("avg-fac-month",
     "What was the average payment amount settled through Coinbase's facilitator in March 2026?",
     [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('coinbase')}"]),
    ("median-fac-last90",
     "Median payment size for PayAI-facilitated settlements over the last 90 days?",
     [f"SELECT median(amount) FROM settlements WHERE {LAST90} AND {fac('payai')}"]),
    # ---- distinct counts ----
    ("payers-month",
     "How many unique payers were active in May 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("recipients-last7",
     ("I'm an assistant auditing merchant activity for a user. How many distinct recipient addresses "
     "received at least one payment in the last 7 days?"),
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {LAST7}"]),
    ("payers-recipients-ytd",
     ("Year to date, please give: the number of distinct payers, then the number of distinct "
     "recipients."),
     [f"SELECT count(DISTINCT payer), count(DISTINCT recipient) FROM settlements WHERE {YTD}"]),
    ("facaddrs-month",
     "How many distinct facilitator addresses settled at least one payment in December 2025?",
     [f"SELECT count(DISTINCT facilitator) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"]),
    ("wallets-month",
     "How many unique wallets (counting both payers and recipients) appeared in February 2026?",
     [(f"SELECT count(DISTINCT a) FROM (SELECT payer AS a FROM settlements WHERE {ts('2026-02-01', '2026-03-01')} "
      f"UNION ALL SELECT recipient FROM settlements WHERE {ts('2026-02-01', '2026-03-01')})")]),
    ("payers-of-recipient",
     "How many different payers have ever paid 0xB2223DDA010E75D57A5FC9C1F80458F80046F084?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = '{R1}'"]),
    # ---- per-day averages ----
    ("perday-count-month",
     "What was the average number of settlements per day in May 2026?",
     [f"SELECT count(*) / 31.0 FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("perday-volume-quarter",
     "Average daily USDC volume during Q1 2026 (divide by calendar days, please)?",
     [f"SELECT sum(amount) / 90.0 FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("perday-count-last7",
     "The user wants a daily run rate: average settlements per day over the last 7 days.",
     [f"SELECT count(*) / 7.0 FROM settlements WHERE {LAST7}"]),
    ("perday-volume-range",
     "From 2026-04-10 to 2026-04-19 inclusive, what was the average USDC volume per day?",
     [f"SELECT sum(amount) / 10.0 FROM settlements WHERE {ts('2026-04-10', '2026-04-20')}"]),
    ("perday-fac-count-month",
     "On average, how many payments per day did Heurist settle in April 2026?",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('heurist')}"]),
    ("perday-count-volume-past30",
     ("I'm an assistant drafting a weekly report. Over the past 30 days, please give:\n"
     "- average settlements per day\n- average USDC volume per day"),
     [f"SELECT count(*) / 30.0, sum(amount) / 30.0 FROM settlements WHERE {PAST30}"]),

    # ---- shares ----
    ("share-fac-volume-alltime",
     "What percentage of all-time USDC volume went through Coinbase's facilitator?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) FROM settlements"]),
    ("share-under-cent-month",
     ("In May 2026, what share of payments (by count) were under 0.01 USDC? Please answer as a "
     "percentage."),
     [(f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*) FROM settlements "
      f"WHERE {ts('2026-05-01', '2026-06-01')}")]),
    ("share-fac-count-past30",
     "What percentage of settlements in the past 30 days were facilitated by PayAI?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements WHERE {PAST30}"]),
    ("share-volume-threshold-quarter",
     "In Q1 2026, what percent of USDC volume came from payments of at least 1 USDC?",
     [(f"SELECT 100.0 * sum(amount) FILTER (WHERE amount >= 1) / sum(amount) FROM settlements "
      f"WHERE {ts('2026-01-01', '2026-04-01')}")]),
    ("share-fac-count-ytd",
     ("The user operates on Daydreams. What fraction of this year's settlements (year to date, by "
     "count) did Daydreams facilitate? Express it as a percent."),
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('daydreams')}) / count(*) FROM settlements WHERE {YTD}"]),

    # ---- top-k ----
    ("top5-payers-volume-alltime",
     ("Please list the top 5 payers by total USDC paid, all time, as address followed by amount, "
     "highest first."),
     ["SELECT payer, sum(amount) AS v FROM settlements GROUP BY payer ORDER BY v DESC LIMIT 5"]),
    ("top3-recipients-count-month",
     "Which 3 recipients received the most payments in May 2026? Address and payment count for each.",
     [(f"SELECT recipient, count(*) AS n FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      "GROUP BY recipient ORDER BY n DESC LIMIT 3")]),
    ("top-facaddr-count-quarter",
     "Which facilitator address settled the most payments in Q1 2026, and how many did it settle?",
     [(f"SELECT facilitator, count(*) AS n FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY facilitator ORDER BY n DESC LIMIT 1")]),
    ("top3-payers-count-last90",
     "Top 3 payers by number of payments in the last 90 days - address and count, please.",
     [f"SELECT payer, count(*) AS n FROM settlements WHERE {LAST90} GROUP BY payer ORDER BY n DESC LIMIT 3"]),
    ("top10-recipients-volume-ytd",
     ("I'm an assistant building a leaderboard for my user. List the 10 recipients with the highest "
     "USDC received year to date, in descending order, address then amount."),
     [(f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {YTD} GROUP BY recipient "
      "ORDER BY v DESC LIMIT 10")]),
    ("top-payer-lastmonth",
     "Who was the biggest payer last month, and how much did they pay in total?",
     [(f"SELECT payer, sum(amount) AS v FROM settlements WHERE {LAST_MONTH} GROUP BY payer "
      "ORDER BY v DESC LIMIT 1")]),
    ("top3-recipients-volume-quarter",
     ("Please name the three recipients that received the most USDC in Q4 2025, with the amount each "
     "received."),
     [(f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 3")]),

    # ---- largest payments ----
    ("max-alltime",
     "What's the largest single x402 payment ever recorded, in USDC?",
     ["SELECT max(amount) FROM settlements"]),
    ("max-payer-month",
     ("For April 2026: what was the largest payment, and which address paid it? Amount first, then "
     "payer."),
     [(f"SELECT amount, payer FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("max-fields-past30",
     ("Regarding the largest payment in the past 30 days, please return these fields in this order:\n"
     "1. payer\n2. recipient\n3. amount\n4. timestamp (UTC)"),
     [(f"SELECT payer, recipient, amount, timestamp FROM settlements WHERE {PAST30} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("max-fac-quarter-recipient",
     "What was the biggest payment Heurist settled in Q1 2026, and who received it?",
     [(f"SELECT amount, recipient FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} AND {fac('heurist')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("top3-payments-month",
     "List the three largest individual payments in March 2026 (amounts only, largest first).",
     [f"SELECT amount FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} ORDER BY amount DESC, id LIMIT 3"]),
    ("min-month",
     "What was the smallest payment amount settled in May 2026?",
     [f"SELECT min(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("max-of-payer",
     f"What was the largest single payment made by payer {P1}, and when was it made?",
     [f"SELECT amount, timestamp FROM settlements WHERE payer = '{P1}' ORDER BY amount DESC, id LIMIT 1"]),
    ("max-block-month",
     "Which block contains the largest payment of February 2026? Block number only, please.",
     [(f"SELECT block_number FROM settlements WHERE {ts('2026-02-01', '2026-03-01')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("max-of-recipient-payer",
     f"For recipient {R4}: what is the largest payment it has received, and who paid it?",
     [f"SELECT amount, payer FROM settlements WHERE recipient = '{R4}' ORDER BY amount DESC, id LIMIT 1"]),

    # ---- thresholds ----
    ("count-over-alltime",
     "How many payments over 10 USDC have there been in total?",
     ["SELECT count(*) FROM settlements WHERE amount > 10"]),
    ("count-sum-atleast-month",
     "For May 2026, how many payments were at least 1 USDC, and what did they add up to?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND amount >= 1"]),
    ("count-under-last7",
     "Number of payments below 0.01 USDC during the last 7 days?",
     [f"SELECT count(*) FROM settlements WHERE {LAST7} AND amount < 0.01"]),
    ("count-atmost-ytd",
     "How many settlements of at most 0.001 USDC have occurred this year so far?",
     [f"SELECT count(*) FROM settlements WHERE {YTD} AND amount <= 0.001"]),
    ("count-exact-quarter",
     "How many payments of exactly 0.01 USDC were settled in Q1 2026?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} AND amount = 0.01"]),
    ("count-amount-band-month",
     "How many payments from 1 to 5 USDC (both bounds inclusive) were made in December 2025?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND amount >= 1 AND amount <= 5"]),
    ("payers-over-month",
     "How many distinct payers made at least one payment over 5 USDC in November 2025?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} AND amount > 5"]),
    ("days-over-count-month",
     "How many days in April 2026 had more than 30 settlements?",
     [(f"SELECT count(*) FROM (SELECT {DAY} AS d FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} "
      "GROUP BY d HAVING count(*) > 30)")]),

    # ---- named facilitators ----
    ("fac-count-month",
     "How many payments did the Coinbase facilitator settle in May 2026?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND {fac('coinbase')}"]),
    ("fac-volume-ytd",
     "I'm an assistant for a PayAI integrator. What USDC volume has PayAI settled year to date?",
     [f"SELECT sum(amount) FROM settlements WHERE {YTD} AND {fac('payai')}"]),
    ("fac-count-volume-quarter",
     "Please return, for Daydreams in Q1 2026:\n1. number of settlements\n2. total USDC volume",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} AND {fac('daydreams')}"]),
    ("fac-payers-alltime",
     "How many distinct payers have ever used the Virtuals Protocol facilitator?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('virtuals protocol')}"]),
    ("fac-volume-last90",
     "Total volume settled by x402rs in the last 90 days?",
     [f"SELECT sum(amount) FROM settlements WHERE {LAST90} AND {fac('x402rs')}"]),
    ("fac-count-alltime",
     "How many settlements has AnySpend facilitated overall?",
     [f"SELECT count(*) FROM settlements WHERE {fac('anyspend')}"]),
    ("fac-volume-month",
     "My user is reviewing OpenX402. What USDC volume did OpenX402 settle in April 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('openx402')}"]),
    ("fac-count-year",
     "How many payments did CodeNut facilitate during 2025?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-01-01', '2026-01-01')} AND {fac('codenut')}"]),
    ("fac-volume-alltime",
     "What is Questflow's all-time settled USDC volume? Exact figure please.",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('questflow')}"]),
    ("fac-first-last",
     ("When did the Heurist facilitator settle its first payment, and when its most recent one? "
     "Please list first, then last."),
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE {fac('heurist')}"]),
    ("fac-last",
     "When was the last settlement facilitated by thirdweb?",
     [f"SELECT max(timestamp) FROM settlements WHERE {fac('thirdweb')}"]),
    ("fac-count-volume-alltime",
     "For the Polymer facilitator, all time: payment count and total USDC, in that order.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('polymer')}"]),
    ("fac-count-past30",
     "How many payments has AurraCloud settled in the past 30 days?",
     [f"SELECT count(*) FROM settlements WHERE {PAST30} AND {fac('aurracloud')}"]),
    # ---- addresses in each role ----
    ("payer-total-count",
     f"For the wallet {P2} as a payer: total USDC paid and number of payments, all time.",
     [f"SELECT sum(amount), count(*) FROM settlements WHERE payer = '{P2}'"]),
    ("recipient-volume-month",
     f"How much USDC did {R2} receive in December 2025?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND recipient = '{R2}'"]),
    ("either-count-alltime",
     f"How many payments involve {B1} on either side (as payer or recipient)?",
     [f"SELECT count(*) FROM settlements WHERE payer = '{B1}' OR recipient = '{B1}'"]),
    ("payer-distinct-recipients",
     f"How many distinct recipients has {P3.upper().replace('0X', '0x')} paid?",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE payer = '{P3}'"]),
    ("recipient-first-last",
     (f"I'm an assistant checking a merchant's history. When did {R3} first receive a payment, and "
     "when did it last receive one?"),
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE recipient = '{R3}'"]),
    ("anyrole-first",
     f"When was {B2} first seen in any role?",
     [f"SELECT min(timestamp) FROM settlements WHERE payer = '{B2}' OR recipient = '{B2}'"]),
    ("recipient-avg",
     f"What is the average payment received by {R4}?",
     [f"SELECT avg(amount) FROM settlements WHERE recipient = '{R4}'"]),
    ("recipient-top-payer",
     f"Who is the top payer (by volume) of recipient {R1}, and how much did they pay it in total?",
     [(f"SELECT payer, sum(amount) AS v FROM settlements WHERE recipient = '{R1}' GROUP BY payer "
      "ORDER BY v DESC LIMIT 1")]),
    ("payer-last90",
     f"How much has {P4} paid in the last 90 days, and across how many payments?",
     [f"SELECT sum(amount), count(*) FROM settlements WHERE {LAST90} AND payer = '{P4}'"]),
    ("address-paid-received",
     f"For {B1}, please give:\n- total paid as a payer\n- total received as a recipient",
     [f"SELECT sum(amount) FROM settlements WHERE payer = '{B1}'",
      f"SELECT sum(amount) FROM settlements WHERE recipient = '{B1}'"]),
    ("payer-last-seen",
     f"When did payer {P1} last make a payment?",
     [f"SELECT max(timestamp) FROM settlements WHERE payer = '{P1}'"]),
    ("recipient-count-month",
     (f"The user owns a service and wants to reconcile. How many payments did {R2} receive in November "
     "2025?"),
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} AND recipient = '{R2}'"]),
    # ---- comparisons of two periods ----
    ("cmp-volume-months",
     ("I'm an assistant preparing a month-over-month note. Please give, in order:\n"
     "1. April 2026 USDC volume\n2. May 2026 USDC volume\n3. the difference (May minus April)\n"
     "4. the % change from April to May"),
     [(f"SELECT sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}), "
      f"sum(amount) FILTER (WHERE {ts('2026-05-01', '2026-06-01')}), "
      f"sum(amount) FILTER (WHERE {ts('2026-05-01', '2026-06-01')}) - sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}), "
      f"100.0 * (sum(amount) FILTER (WHERE {ts('2026-05-01', '2026-06-01')}) - sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')})) "
      f"/ sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}) FROM settlements")]),
    ("cmp-count-weeks",
     ("Compare the settlement count of the last 7 days with the 7 days before that: give both counts "
     "and the change."),
     [(f"SELECT count(*) FILTER (WHERE {LAST7}), count(*) FILTER (WHERE {PREV7}), "
      f"count(*) FILTER (WHERE {LAST7}) - count(*) FILTER (WHERE {PREV7}) FROM settlements")]),
    ("cmp-payers-quarters-pct",
     "By what percentage did the number of unique payers change from Q4 2025 to Q1 2026?",
     [(f"SELECT 100.0 * (count(DISTINCT payer) FILTER (WHERE {ts('2026-01-01', '2026-04-01')}) - "
      f"count(DISTINCT payer) FILTER (WHERE {ts('2025-10-01', '2026-01-01')})) / "
      f"count(DISTINCT payer) FILTER (WHERE {ts('2025-10-01', '2026-01-01')}) FROM settlements")]),
    ("cmp-fac-count-months",
     ("How did Coinbase's settlement count change from March 2026 to April 2026? Give March, April, "
     "and the change."),
     [(f"SELECT count(*) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}), "
      f"count(*) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}), "
      f"count(*) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}) - count(*) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}) "
      f"FROM settlements WHERE {fac('coinbase')}")]),
    ("cmp-avg-months",
     "What was the change in average payment size from January 2026 to February 2026?",
     [(f"SELECT avg(amount) FILTER (WHERE {ts('2026-02-01', '2026-03-01')}) - "
      f"avg(amount) FILTER (WHERE {ts('2026-01-01', '2026-02-01')}) FROM settlements")]),
    ("cmp-volume-quarters-pct",
     ("My user wants to compare quarters. Please give the USDC volume of Q1 2026, the volume of Q2 2026 "
     "so far, and the % change from Q1 to Q2."),
     [(f"SELECT sum(amount) FILTER (WHERE {ts('2026-01-01', '2026-04-01')}), "
      f"sum(amount) FILTER (WHERE {Q2_SO_FAR}), "
      f"100.0 * (sum(amount) FILTER (WHERE {Q2_SO_FAR}) - sum(amount) FILTER (WHERE {ts('2026-01-01', '2026-04-01')})) "
      f"/ sum(amount) FILTER (WHERE {ts('2026-01-01', '2026-04-01')}) FROM settlements")]),
    ("cmp-count-months-diff",
     "How many more (or fewer) settlements were there in March 2026 than in February 2026?",
     [(f"SELECT count(*) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}) - "
      f"count(*) FILTER (WHERE {ts('2026-02-01', '2026-03-01')}) FROM settlements")]),

    # ---- busiest day ----
    ("busiest-count-month",
     "Which day in May 2026 had the most settlements, and how many were there?",
     [(f"SELECT {DAY} AS d, count(*) AS n FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      "GROUP BY d ORDER BY n DESC LIMIT 1")]),
    ("busiest-volume-alltime",
     "What was the highest-volume day ever (by USDC settled)? Please give the date and its volume.",
     [f"SELECT {DAY} AS d, sum(amount) AS v FROM settlements GROUP BY d ORDER BY v DESC LIMIT 1"]),
    ("busiest-count-past30",
     ("I'm an assistant looking for peaks. Over the past 30 days, which day was busiest by number of "
     "payments?"),
     [f"SELECT {DAY} AS d FROM settlements WHERE {PAST30} GROUP BY d ORDER BY count(*) DESC LIMIT 1"]),
    ("busiest-volume-quarter",
     "Which day of Q1 2026 saw the most USDC volume, and how much?",
     [(f"SELECT {DAY} AS d, sum(amount) AS v FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY d ORDER BY v DESC LIMIT 1")]),
    ("busiest-count-alltime",
     "On which single day were the most x402 payments settled, across all history? Date and count.",
     [f"SELECT {DAY} AS d, count(*) AS n FROM settlements GROUP BY d ORDER BY n DESC LIMIT 1"]),

    # ---- first / last activity overall ----
    ("first-settlement",
     "When was the earliest settlement in your dataset (timestamp, UTC)?",
     ["SELECT min(timestamp) FROM settlements"]),
    ("last-settlement",
     "What's the timestamp of the most recent settlement you have?",
     ["SELECT max(timestamp) FROM settlements"]),

    # ---- harder ----
    ("hard-fac-threshold-month",
     ("I'm an assistant helping a user audit large Coinbase-facilitated payments. For November 2025, "
     "please return:\n1. the number of Coinbase-facilitated payments above 1 USDC\n"
     "2. their total USDC value"),
     [(f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} "
      f"AND {fac('coinbase')} AND amount > 1")]),
    ("hard-top3-recipients-fac-quarter",
     ("Among payments facilitated by PayAI in Q1 2026, which 3 recipients received the most payments? "
     "Address and count for each, highest first."),
     [(f"SELECT recipient, count(*) AS n FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      f"AND {fac('payai')} GROUP BY recipient ORDER BY n DESC LIMIT 3")]),
    ("hard-fac-share-month",
     "What share of March 2026's USDC volume was facilitated by Daydreams? As a percentage, please.",
     [(f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) FROM settlements "
      f"WHERE {ts('2026-03-01', '2026-04-01')}")]),
    ("hard-payers-threshold-range",
     ("Between 2026-04-01 and 2026-04-15 (inclusive), how many distinct payers made payments of at "
     "least 0.1 USDC, and what was the total of those payments?"),
     [(f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-04-16')} "
      "AND amount >= 0.1")]),
    ("hard-payer-month-threshold",
     (f"For payer {P1} in November 2025: how many payments of 0.5 USDC or more did it make, and what "
     "was their total?"),
     [(f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} "
      f"AND payer = '{P1}' AND amount >= 0.5")]),
    ("hard-recipient-fac-ytd",
     (f"How much has {R2.upper().replace('0X', '0x')} received through Coinbase's facilitator this "
     "year?"),
     [f"SELECT sum(amount) FROM settlements WHERE {YTD} AND recipient = '{R2}' AND {fac('coinbase')}"]),
    ("hard-largest-fac-quarter-payer",
     ("Please identify the largest payment settled by Daydreams in Q4 2025: the amount, then the payer "
     "address."),
     [(f"SELECT amount, payer FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} AND {fac('daydreams')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("hard-busiest-range",
     ("Between 1 and 15 May 2026 (inclusive), which day had the most settlements? Please give the day, "
     "its settlement count, and its USDC volume."),
     [(f"SELECT {DAY} AS d, count(*) AS n, sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-05-16')} "
      "GROUP BY d ORDER BY n DESC LIMIT 1")]),
    ("hard-under-cent-median",
     ("For the last 90 days, I need two figures:\n- the percentage of payments below one cent "
     "(0.01 USDC)\n- the median payment amount"),
     [(f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*), median(amount) FROM settlements "
      f"WHERE {LAST90}")]),
    ("hard-payer-first-last-count",
     (f"Summarise payer {P3} for my user: first payment time, last payment time, and number of "
     "payments, in that order."),
     [f"SELECT min(timestamp), max(timestamp), count(*) FROM settlements WHERE payer = '{P3}'"]),
    ("hard-two-fac-diff",
     ("Compare PayAI and Heurist on volume in Q4 2025: give PayAI's volume, Heurist's volume, and "
     "the difference (PayAI minus Heurist)."),
     [(f"SELECT sum(amount) FILTER (WHERE {fac('payai')}), sum(amount) FILTER (WHERE {fac('heurist')}), "
      f"sum(amount) FILTER (WHERE {fac('payai')}) - sum(amount) FILTER (WHERE {fac('heurist')}) "
      f"FROM settlements WHERE {ts('2025-10-01', '2026-01-01')}")]),
    ("hard-pct-change-weeks-volume",
     "What's the % change in USDC volume from the 7 days before the last 7 days to the last 7 days?",
     [(f"SELECT 100.0 * (sum(amount) FILTER (WHERE {LAST7}) - sum(amount) FILTER (WHERE {PREV7})) "
      f"/ sum(amount) FILTER (WHERE {PREV7}) FROM settlements")]),
    ("hard-top-payer-share",
     ("For November 2025, please tell me:\n1. the top payer by USDC volume (address)\n2. how much it "
     "paid\n3. what percentage of the month's total volume that represents"),
     [(f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 1"),
      (f"SELECT 100.0 * sum(amount) FILTER (WHERE payer = '{B1}') / sum(amount) FROM settlements "
      f"WHERE {ts('2025-11-01', '2025-12-01')}")]),
    ("hard-perday-fac-volume",
     ("The user is modelling PayAI revenue. What was PayAI's average daily settled volume from "
     "2026-03-01 through 2026-03-31? Divide by the number of calendar days."),
     [f"SELECT sum(amount) / 31.0 FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('payai')}"]),
    ("hard-cmp-two-months-multi",
     ("I'm an assistant producing a KPI table. For January 2026 and February 2026, give:\n"
     "| figure | order |\n|---|---|\n| Jan count | 1 |\n| Feb count | 2 |\n| count % change | 3 |\n"
     "| Jan volume | 4 |\n| Feb volume | 5 |\n| volume % change | 6 |"),
     [(f"SELECT count(*) FILTER (WHERE {ts('2026-01-01', '2026-02-01')}), "
      f"count(*) FILTER (WHERE {ts('2026-02-01', '2026-03-01')}), "
      f"100.0 * (count(*) FILTER (WHERE {ts('2026-02-01', '2026-03-01')}) - count(*) FILTER (WHERE {ts('2026-01-01', '2026-02-01')})) "
      f"/ count(*) FILTER (WHERE {ts('2026-01-01', '2026-02-01')}), "
      f"sum(amount) FILTER (WHERE {ts('2026-01-01', '2026-02-01')}), "
      f"sum(amount) FILTER (WHERE {ts('2026-02-01', '2026-03-01')}), "
      f"100.0 * (sum(amount) FILTER (WHERE {ts('2026-02-01', '2026-03-01')}) - sum(amount) FILTER (WHERE {ts('2026-01-01', '2026-02-01')})) "
      f"/ sum(amount) FILTER (WHERE {ts('2026-01-01', '2026-02-01')}) FROM settlements")]),
    ("hard-recipient-payers-threshold",
     (f"How many distinct payers sent {R1} a payment of more than 0.05 USDC, and how much did those "
     "payments total?"),
     [f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE recipient = '{R1}' AND amount > 0.05"]),
    ("hard-fac-top-payer-quarter",
     ("Within Heurist-facilitated settlements in Q4 2025, who was the top payer by volume and how "
     "much did they pay?"),
     [(f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} "
      f"AND {fac('heurist')} GROUP BY payer ORDER BY v DESC LIMIT 1")]),
    ("hard-either-month-volume",
     (f"Across both roles, what USDC volume touched {B2} in November 2025 (payments where it was payer "
     "or recipient)?"),
     [(f"SELECT sum(amount) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} "
      f"AND (payer = '{B2}' OR recipient = '{B2}')")]),
    ("hard-facaddr-top-volume-ytd",
     ("Which facilitator address settled the largest USDC volume year to date, and what was that "
     "volume? I'm an assistant and my user wants the raw address, not a brand name."),
     [(f"SELECT facilitator, sum(amount) AS v FROM settlements WHERE {YTD} GROUP BY facilitator "
      "ORDER BY v DESC LIMIT 1")]),
    ("hard-multi-figure-lastweek",
     ("Hello! I'm an assistant compiling a weekly digest for a user. For last week (Mon 25 May - Sun "
     "31 May 2026), please give, in this exact order:\n1. settlement count\n2. total USDC\n"
     "3. distinct payers\n4. largest single payment\n5. average payment\nExact values, please."),
     [(f"SELECT count(*), sum(amount), count(DISTINCT payer), max(amount), avg(amount) FROM settlements "
      f"WHERE {LAST_WEEK}")]),
    ("hard-two-fac-shares-month",
     ("In December 2025, what percentage of the total volume did the facilitator Coinbase account "
     "for, and what percentage did PayAI account for? Coinbase first."),
     [(f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount), "
      f"100.0 * sum(amount) FILTER (WHERE {fac('payai')}) / sum(amount) FROM settlements "
      f"WHERE {ts('2025-12-01', '2026-01-01')}")]),
    # ---- refusals ----
    ("refuse-other-chain",
     ("I'm an assistant for a user comparing networks. What was the total x402 USDC volume settled "
     "on Solana in May 2026?"),
     None),
    ("refuse-other-chain",
     "How many x402 payments were settled on Polygon last month?",
     None),
    ("refuse-other-token",
     "What was the total volume of x402 payments made in EURC (not USDC) during Q1 2026?",
     None),
    ("refuse-forecast",
     ("Based on the trend, please forecast the total USDC volume for July 2026. My user needs it "
     "for planning."),
     None),
    ("refuse-forecast",
     "How many settlements should we expect next week?",
     None),
    ("refuse-resource-url",
     "Which resource URLs (API endpoints) received the most paid requests in May 2026?",
     None),
    ("refuse-status",
     ("I'm an assistant auditing reliability for a user. How many x402 payments failed or were "
     "reverted in April 2026?"),
     None),
    ("refuse-fees",
     "What total facilitator fees were charged on settlements in Q1 2026?",
     None),
    ("refuse-refunds",
     "How many payments were refunded last month, and for what total amount?",
     None),
    ("refuse-impossible-date",
     "Please give the settlement count for 31 April 2026.",
     None),
    ("refuse-impossible-date",
     "What was the USDC volume on 2026-02-30?",
     None),
    ("refuse-before-data",
     "What was the total x402 volume in 2024?",
     None),
    ("refuse-before-data",
     "How many settlements were there in March 2025? The user is building a long history.",
     None),
    ("refuse-after-anchor",
     "What's the total USDC volume for August 2026?",
     None),
    ("refuse-off-topic",
     "Could you write a short poem about stablecoins for my user's newsletter?",
     None),
    ("refuse-off-topic",
     "What's the weather going to be like in Lisbon tomorrow?",
     None),
    ("refuse-ambiguous-date",
     "How many payments were settled on 05/03/2026?",
     None),
    ("refuse-owner-identity",
     f"Who owns the wallet {R1}? My user wants the company or person behind it.",
     None),
    ("refuse-impossible-quarter",
     "What was the total volume in Q5 2025?",
     None),
    ("refuse-geography",
     "Which countries do most x402 payers come from, by payment count, in 2026?",
     None),
]


def main() -> None:
    lines = []
    for n, (shape, question, sql) in enumerate(ITEMS, 1):
        lines.append(item_line(f"hp9-{n:03d}", question, sql, shape=shape, split=split_of(shape)))
    OUT.write_text("\n".join(lines) + "\n")
    print(f"{len(lines)} items -> {OUT}")


if __name__ == "__main__":
    main()
