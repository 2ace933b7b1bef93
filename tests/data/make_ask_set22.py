"""Held-out /ask set 22 (helper hw22): 100 hand-written questions with hand-written SQL.

Every question and its SQL is written by hand, one by one; the only loop numbers the ids and
writes the lines. Voice: "H" = a person typing into a box, "A" = an AI assistant or agent
writing for its user (50 of each). Run from a Sextant checkout root:
    PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout22/make_ask_set22.py
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

OUT = Path(__file__).resolve().parent / "ask_set22.jsonl"
SPLIT = "heldout22"

# Addresses picked from the generated data (mid-ranked payers and recipients, one address
# active in both roles).
SHOP = "0xc8873a516a0d8e9587374313e44b81c41672f40e"      # recipient, rank ~10 by count
REC_B = "0xb2223dda010e75d57a5fc9c1f80458f80046f084"     # recipient
REC_D = "0xdacf6075aa6533caab0bded5541758ae5cdf5b38"     # recipient
REC_1A = "0x1a2f00e18f92a14533ae98f85ae5d756f5ccda6b"    # recipient
REC_72 = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"    # recipient
REC_BB = "0xbb1c2cb05829af1762852b848d095c051df1828f"    # recipient
PAY_E0 = "0xe07e09ba6e993427bb7d48d6d94c67c18ff7bf50"    # payer, rank ~33 by volume
PAY_8D = "0x8dc1411b62f02aed43f16a560c29e0c3dba4d393"    # payer, rank ~40
PAY_29 = "0x298ce631e9911549dfff1382f03635c310bd6318"    # payer, rank ~58
PAY_30 = "0x30a64a160f63703bb13e69170257ef7c9592288d"    # payer, rank ~62
PAY_2B = "0x2b2286cb59e2a73c4370542f172a0951053ffa19"    # payer, rank ~65
PAY_E3 = "0xe38d3d05b6b50098cb73a14e2a9de3a9854b3282"    # payer, rank ~69
PAY_08 = "0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d"    # payer, rank ~66
BOTH = "0x4e9bce2547a9491b09ed092c433b19888e665edb"      # payer and recipient

S = "FROM settlements WHERE"

MAY = ts("2026-05-01", "2026-06-01")
APR = ts("2026-04-01", "2026-05-01")
MAR = ts("2026-03-01", "2026-04-01")
FEB = ts("2026-02-01", "2026-03-01")
JAN = ts("2026-01-01", "2026-02-01")
DEC = ts("2025-12-01", "2026-01-01")
NOV = ts("2025-11-01", "2025-12-01")
OCT = ts("2025-10-01", "2025-11-01")
Q4 = ts("2025-10-01", "2026-01-01")
Q1 = ts("2026-01-01", "2026-04-01")
Q2TD = ts("2026-04-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
L7 = ts("2026-05-28", "2026-06-04")
P7 = ts("2026-05-21", "2026-05-28")
L30 = ts("2026-05-05", "2026-06-04")
L90 = ts("2026-03-06", "2026-06-04")
LWEEK = ts("2026-05-25", "2026-06-01")
MTD = ts("2026-06-01", "2026-06-04")
TODAY = ts("2026-06-03", "2026-06-04")
YDAY = ts("2026-06-02", "2026-06-03")

ITEMS: list[tuple[str, str, str, list[str] | None]] = [
    # ---------------------------------------------------------------- ordinary (70)
    ("recipient-volume-last-month", "H",
     f"hi, I run a small API shop and my income address is {SHOP}. how much USDC came in to it last month?",
     [f"SELECT sum(amount) {S} recipient = '{SHOP}' AND {MAY}"]),
    ("total-volume-all-time", "H",
     "whats the total usdc volume of all x402 settlements ever recorded",
     [f"SELECT sum(amount) {S} TRUE"]),
    ("count-named-month", "A",
     "The user is asking how many x402 settlements were recorded in March 2026. Please return the count.",
     [f"SELECT count(*) {S} {MAR}"]),
    ("count-yesterday", "H",
     "hw many paymnts were there yesterday",
     [f"SELECT count(*) {S} {YDAY}"]),
    ("average-quarter", "H",
     "For my economics report I need the average size of a single payment in Q1 2026 (January to March), in USDC.",
     [f"SELECT avg(amount) {S} {Q1}"]),
    ("median-month", "A",
     "Calling the warehouse: median settlement amount (USDC) for December 2025.",
     [f"SELECT median(amount) {S} {DEC}"]),
    ("distinct-payers-month", "H",
     "Please, how many different wallet was paying in April 2026?",
     [f"SELECT count(DISTINCT payer) {S} {APR}"]),
    ("distinct-recipients-l90", "A",
     "Request from user: number of distinct recipient addresses over the last 90 days. Output a single integer.",
     [f"SELECT count(DISTINCT recipient) {S} {L90}"]),
    ("perday-count-month", "H",
     "debugging my dashboard - what is the average number of settlements per day in May 2026? mine shows something like 37 and I don't trust it",
     [f"SELECT count(*) / 31.0 {S} {MAY}"]),
    ("perday-volume-l30", "A",
     "Compute the average daily USDC volume over the past 30 days (calendar days, including days without payments).",
     [f"SELECT sum(amount) / 30.0 {S} {L30}"]),
    ("share-count-facilitator-ytd", "H",
     "what percent of all payments this year so far went through coinbase?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {S} {YTD}"]),
    ("top5-payers-volume-month", "A",
     "Task: list the top 5 payers by USDC volume in November 2025.\nFormat: one row per payer, address then volume, highest first.",
     [f"SELECT payer, sum(amount) AS v {S} {NOV} GROUP BY payer ORDER BY v DESC LIMIT 5"]),
    ("top3-recipients-count-last-month", "H",
     "which 3 addresses received the most payments (by number of payments) last month? with the counts pls",
     [f"SELECT recipient, count(*) AS n {S} {MAY} GROUP BY recipient ORDER BY n DESC LIMIT 3"]),
    ("largest-payment-payer-l90", "A",
     "What was the largest single payment in the last 90 days, and which address paid it? Give the amount first, then the payer.",
     [f"SELECT amount, payer {S} {L90} ORDER BY amount DESC, id LIMIT 1"]),
    ("threshold-over-month", "H",
     "how many payments over 1 usdc happened in january 2026",
     [f"SELECT count(*) {S} amount > 1 AND {JAN}"]),
    ("threshold-below-ytd", "A",
     "User wants: count of settlements below 0.002 USDC, year to date.",
     [f"SELECT count(*) {S} amount < 0.002 AND {YTD}"]),
    ("threshold-atmost-month-two", "H",
     "payments of 0.001 usdc or less in feb 2026 - how many, and what do they add up to?",
     [f"SELECT count(*), sum(amount) {S} amount <= 0.001 AND {FEB}"]),
    ("facilitator-volume-quarter", "H",
     "heurist volume in Q1 2026?",
     [f"SELECT sum(amount) {S} {fac('heurist')} AND {Q1}"]),
    ("facilitator-count-l90", "A",
     "PayAI facilitator - settlement count for the last 90 days. Respond with the number only.",
     [f"SELECT count(*) {S} {fac('payai')} AND {L90}"]),
    ("facilitator-volume-all-time", "H",
     "How much USDC has Daydreams facilitated in total, since the start of the data?",
     [f"SELECT sum(amount) {S} {fac('daydreams')}"]),
    ("facilitator-count-volume-month", "A",
     "For Virtuals Protocol in March 2026, report (1) the number of settlements and (2) the total volume in USDC.",
     [f"SELECT count(*), sum(amount) {S} {fac('virtuals protocol')} AND {MAR}"]),
    ("payer-first-seen", "H",
     f"dev here. when did {PAY_30} make its very first payment?",
     [f"SELECT min(timestamp) {S} payer = '{PAY_30}'"]),
    ("recipient-last-seen", "A",
     f"Look up the most recent time address {REC_D} received a payment (as recipient). Return the timestamp.",
     [f"SELECT max(timestamp) {S} recipient = '{REC_D}'"]),
    ("compare-two-months-volume", "H",
     "was volume bigger in October 2025 or December 2025? give me both numbers, october first",
     [f"SELECT sum(amount) {S} {OCT}", f"SELECT sum(amount) {S} {DEC}"]),
    ("change-count-months", "A",
     "Report the change in the number of settlements from March 2026 to April 2026 (April minus March).",
     [f"SELECT (SELECT count(*) {S} {APR}) - (SELECT count(*) {S} {MAR})"]),
    ("pct-change-volume-months", "H",
     "By what percent did total volume change from February 2026 to March 2026?",
     [f"SELECT 100.0 * ((SELECT sum(amount) {S} {MAR}) - (SELECT sum(amount) {S} {FEB})) / (SELECT sum(amount) {S} {FEB})"]),
    ("several-figures-last-week", "A",
     "For last week (Monday to Sunday), provide in this order:\n1. number of settlements\n2. total volume in USDC\n3. number of distinct payers",
     [f"SELECT count(*), sum(amount), count(DISTINCT payer) {S} {LWEEK}"]),
    ("recipient-distinct-payers-ytd", "H",
     f"how many different customers paid my address {REC_B} in 2026 so far?",
     [f"SELECT count(DISTINCT payer) {S} recipient = '{REC_B}' AND {YTD}"]),
    ("payer-volume-month", "H",
     f"total amount sent by {PAY_E0} in April 2026",
     [f"SELECT sum(amount) {S} payer = '{PAY_E0}' AND {APR}"]),
    ("address-any-role-count", "A",
     f"How many settlements involve {PAY_8D.upper().replace('0X', '0x')} in any role (as payer or as recipient)?",
     [f"SELECT count(*) {S} payer = '{PAY_8D}' OR recipient = '{PAY_8D}'"]),
    ("count-this-week", "A",
     "The user would like the number of settlements this week (since Monday).",
     [f"SELECT count(*) {S} {MTD}"]),
    ("distinct-payers-mtd", "H",
     "how many unique payers so far this month",
     [f"SELECT count(DISTINCT payer) {S} {MTD}"]),
    ("volume-this-quarter", "A",
     "Query: total settlement volume for the current quarter to date. Unit: USDC.",
     [f"SELECT sum(amount) {S} {Q2TD}"]),
    ("count-last-quarter", "H",
     "How many x402 payments happened last quarter?",
     [f"SELECT count(*) {S} {Q1}"]),
    ("volume-past-week", "H",
     "total volume for the past week pls",
     [f"SELECT sum(amount) {S} {L7}"]),
    ("max-single-day", "A",
     "What was the biggest single payment made on 18 May 2026? Amount in USDC only.",
     [f"SELECT max(amount) {S} {ts('2026-05-18', '2026-05-19')}"]),
    ("count-day-range", "H",
     "between 10 and 16 January 2026 how many settlements were there",
     [f"SELECT count(*) {S} {ts('2026-01-10', '2026-01-17')}"]),
    ("volume-day-range", "A",
     "Total USDC volume from Nov 3 to Nov 9, 2025 (both days included).",
     [f"SELECT sum(amount) {S} {ts('2025-11-03', '2025-11-10')}"]),
    ("busiest-day-count-month", "H",
     "which day in December 2025 had the most payments, and how many?",
     [f"SELECT cast(timestamp AS date) AS d, count(*) AS n {S} {DEC} GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("busiest-day-volume-ytd", "A",
     "Identify the day with the highest total volume so far in 2026. Return the date and that day's volume.",
     [f"SELECT cast(timestamp AS date) AS d, sum(amount) AS v {S} {YTD} GROUP BY d ORDER BY v DESC LIMIT 1"]),
    ("facilitator-average-month", "A",
     "Average payment amount for settlements facilitated by Coinbase in May 2026.",
     [f"SELECT avg(amount) {S} {fac('coinbase')} AND {MAY}"]),
    ("top3-facilitator-addresses-count", "A",
     "List the 3 facilitator addresses with the most settlements of all time, each with its settlement count.",
     [f"SELECT facilitator, count(*) AS n {S} TRUE GROUP BY facilitator ORDER BY n DESC LIMIT 3"]),
    ("top1-recipient-volume-ytd", "H",
     "who received the most usdc this year? address and amount",
     [f"SELECT recipient, sum(amount) AS v {S} {YTD} GROUP BY recipient ORDER BY v DESC LIMIT 1"]),
    ("top1-payer-count-month", "A",
     "Which payer made the largest number of payments in March 2026, and how many payments did it make?",
     [f"SELECT payer, count(*) AS n {S} {MAR} GROUP BY payer ORDER BY n DESC LIMIT 1"]),
    ("share-volume-threshold-quarter", "H",
     "what % of Q4 2025 volume came from payments above 1 USDC?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE amount > 1) / sum(amount) {S} {Q4}"]),
    ("distinct-wallets-any-role-month", "A",
     "Count the unique wallet addresses that were active in May 2026 in any role, payer or recipient.",
     [f"SELECT count(*) FROM (SELECT payer AS a {S} {MAY} UNION SELECT recipient {S} {MAY})"]),
    ("facilitator-count-all-time", "H",
     "x402rs - how many settlements total?",
     [f"SELECT count(*) {S} {fac('x402rs')}"]),
    ("facilitator-volume-ytd", "A",
     "Tool request -> facilitator: CodeNut; metric: total volume (USDC); period: year to date.",
     [f"SELECT sum(amount) {S} {fac('codenut')} AND {YTD}"]),
    ("facilitator-count-quarter", "A",
     "The user asks: how many payments did OpenX402 settle in Q4 2025?",
     [f"SELECT count(*) {S} {fac('openx402')} AND {Q4}"]),
    ("compare-facilitators-month", "H",
     "heurist vs payai volume in may 2026? heurist first",
     [f"SELECT sum(amount) {S} {fac('heurist')} AND {MAY}",
      f"SELECT sum(amount) {S} {fac('payai')} AND {MAY}"]),
    ("recipient-first-seen", "A",
     f"When did {REC_1A} first receive a payment? Return the earliest timestamp where it is the recipient.",
     [f"SELECT min(timestamp) {S} recipient = '{REC_1A}'"]),
    ("payer-count-quarter", "A",
     f"Number of payments sent by wallet {PAY_2B} during Q1 2026.",
     [f"SELECT count(*) {S} payer = '{PAY_2B}' AND {Q1}"]),
    ("recipient-volume-l90", "H",
     f"how much did {REC_72} receive over the last 90 days",
     [f"SELECT sum(amount) {S} recipient = '{REC_72}' AND {L90}"]),
    ("payer-distinct-recipients", "A",
     f"How many distinct recipients has {PAY_E3} paid, across all data?",
     [f"SELECT count(DISTINCT recipient) {S} payer = '{PAY_E3}'"]),
    ("perday-volume-day-range", "H",
     "Average volume per day from 1 to 15 March 2026?",
     [f"SELECT sum(amount) / 15.0 {S} {ts('2026-03-01', '2026-03-16')}"]),
    ("threshold-exact", "A",
     "How many settlements were for exactly 1 USDC, all time?",
     [f"SELECT count(*) {S} amount = 1"]),
    ("threshold-under-l30", "H",
     "count of payments under 0.01 usdc in the last 30 days",
     [f"SELECT count(*) {S} amount < 0.01 AND {L30}"]),
    ("share-count-threshold-month", "A",
     "What percentage of December 2025 settlements were for more than 0.1 USDC?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 0.1) / count(*) {S} {DEC}"]),
    ("active-days-ytd", "A",
     "On how many distinct calendar days in 2026 (through today) was at least one settlement recorded?",
     [f"SELECT count(DISTINCT cast(timestamp AS date)) {S} {YTD}"]),
    ("average-and-median-all-time", "H",
     "whats the avg payment and the median payment, all time? avg first",
     [f"SELECT avg(amount), median(amount) {S} TRUE"]),
    ("volume-iso-date", "A",
     "Retrieve total settlement volume on 2026-01-15.",
     [f"SELECT sum(amount) {S} {ts('2026-01-15', '2026-01-16')}"]),
    ("count-ordinal-date", "H",
     "number of payments on the 1st of feb 2026?",
     [f"SELECT count(*) {S} {ts('2026-02-01', '2026-02-02')}"]),
    ("compare-last7-prev7-count", "A",
     "Compare settlement counts: the last 7 days versus the 7 days before that. Return both counts, last 7 days first.",
     [f"SELECT count(*) {S} {L7}", f"SELECT count(*) {S} {P7}"]),
    ("top4-payers-count-q2", "H",
     "top 4 payers by number of payments this quarter, w/ counts",
     [f"SELECT payer, count(*) AS n {S} {Q2TD} GROUP BY payer ORDER BY n DESC LIMIT 4"]),
    ("payer-volume-ytd-mixed-case", "A",
     f"User: \"how much has {PAY_08[:2] + PAY_08[2:].upper()} spent this year?\" Please answer with the USDC total.",
     [f"SELECT sum(amount) {S} payer = '{PAY_08}' AND {YTD}"]),
    ("recipient-count-last-week", "H",
     f"my recipient addr {REC_BB} - how many payments did i get last week (mon-sun)?",
     [f"SELECT count(*) {S} recipient = '{REC_BB}' AND {LWEEK}"]),
    ("count-ytd", "H",
     "Student here, writing about agent payments: how many x402 settlements have happened year to date?",
     [f"SELECT count(*) {S} {YTD}"]),
    ("several-figures-month", "A",
     "Summarise January 2026 for the user. Needed figures, in order: total volume, settlement count, average payment, distinct recipients.",
     [f"SELECT sum(amount), count(*), avg(amount), count(DISTINCT recipient) {S} {JAN}"]),
    ("distinct-recipients-today", "A",
     "How many distinct recipient addresses have been paid today (UTC)?",
     [f"SELECT count(DISTINCT recipient) {S} {TODAY}"]),
    ("both-role-last-seen-any", "A",
     f"Return the last time {BOTH} appeared in any settlement, in either role.",
     [f"SELECT max(timestamp) {S} payer = '{BOTH}' OR recipient = '{BOTH}'"]),
    # ---------------------------------------------------------------- harder (15)
    ("hard-facilitator-threshold-quarter", "H",
     "coinbase payments over 0.5 usdc in Q1 2026: how many, and total?",
     [f"SELECT count(*), sum(amount) {S} {fac('coinbase')} AND amount > 0.5 AND {Q1}"]),
    ("hard-top3-recipients-facilitator-quarter", "A",
     "Within Heurist-facilitated settlements in Q4 2025, list the top 3 recipients by volume (address, volume).",
     [f"SELECT recipient, sum(amount) AS v {S} {fac('heurist')} AND {Q4} GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("hard-payer-threshold-month", "H",
     f"for wallet {PAY_E0}: in May 2026, how many of its payments were 0.01 USDC or more, and what did they total?",
     [f"SELECT count(*), sum(amount) {S} payer = '{PAY_E0}' AND amount >= 0.01 AND {MAY}"]),
    ("hard-facilitator-share-volume-month", "A",
     "What share (%) of May 2026's total settlement volume was facilitated by Daydreams?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) {S} {MAY}"]),
    ("hard-facilitator-perday-count-month", "H",
     "on average how many payai settlements per day in april 2026?",
     [f"SELECT count(*) / 30.0 {S} {fac('payai')} AND {APR}"]),
    ("hard-facilitator-largest-quarter-payer", "A",
     "Find the largest single Coinbase-facilitated payment in Q1 2026. Return its amount, then the payer address.",
     [f"SELECT amount, payer {S} {fac('coinbase')} AND {Q1} ORDER BY amount DESC, id LIMIT 1"]),
    ("hard-pct-change-distinct-payers-quarters", "H",
     "percent change in the number of unique payers from Q4 2025 to Q1 2026?",
     [f"SELECT 100.0 * ((SELECT count(DISTINCT payer) {S} {Q1}) - (SELECT count(DISTINCT payer) {S} {Q4})) / (SELECT count(DISTINCT payer) {S} {Q4})"]),
    ("hard-busiest-day-range-count-volume", "A",
     "Between December 15 and December 28, 2025, which day had the most settlements? Give the date, its settlement count and its volume.",
     [f"SELECT cast(timestamp AS date) AS d, count(*) AS n, sum(amount) {S} {ts('2025-12-15', '2025-12-29')} GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("hard-recipient-distinct-payers-threshold", "H",
     f"how many different payers sent {SHOP} a payment above 0.01 usdc this year, and how much did those payments total?",
     [f"SELECT count(DISTINCT payer), sum(amount) {S} recipient = '{SHOP}' AND amount > 0.01 AND {YTD}"]),
    ("hard-two-facilitators-difference", "A",
     "Year to date: Coinbase volume, PayAI volume, and the difference (Coinbase minus PayAI), in that order.",
     [f"SELECT sum(amount) FILTER (WHERE {fac('coinbase')}), sum(amount) FILTER (WHERE {fac('payai')}), sum(amount) FILTER (WHERE {fac('coinbase')}) - sum(amount) FILTER (WHERE {fac('payai')}) {S} {YTD}"]),
    ("hard-facilitator-count-median-quarter", "H",
     "virtuals protocol in Q4 2025: number of payments and median payment size",
     [f"SELECT count(*), median(amount) {S} {fac('virtuals protocol')} AND {Q4}"]),
    ("hard-address-received-paid-net", "A",
     f"For address {BOTH}: total received as recipient, total paid as payer, and net (received minus paid), all time.",
     [f"SELECT (SELECT sum(amount) {S} recipient = '{BOTH}'), (SELECT sum(amount) {S} payer = '{BOTH}'), (SELECT sum(amount) {S} recipient = '{BOTH}') - (SELECT sum(amount) {S} payer = '{BOTH}')"]),
    ("hard-top2-payers-to-recipient", "H",
     f"who are the 2 biggest payers to {REC_D}, all time? show amounts",
     [f"SELECT payer, sum(amount) AS v {S} recipient = '{REC_D}' GROUP BY payer ORDER BY v DESC LIMIT 2"]),
    ("hard-share-not-facilitator-l30", "A",
     "Over the past 30 days, what percentage of settlements were NOT facilitated by Coinbase?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE NOT ({fac('coinbase')})) / count(*) {S} {L30}"]),
    ("hard-perday-volume-two-weeks-change", "H",
     "avg daily volume last 7 days vs the 7 days before, and the % change between them",
     [f"SELECT sum(amount) / 7.0 {S} {L7}", f"SELECT sum(amount) / 7.0 {S} {P7}",
      f"SELECT 100.0 * ((SELECT sum(amount) {S} {L7}) - (SELECT sum(amount) {S} {P7})) / (SELECT sum(amount) {S} {P7})"]),
    # ---------------------------------------------------------------- refusals (15)
    ("refuse-other-chain", "H",
     "how much x402 volume was settled on solana last month?",
     None),
    ("refuse-other-chain", "A",
     "The user wants the number of x402 USDC settlements on Arbitrum in May 2026.",
     None),
    ("refuse-forecast", "H",
     "what will total volume be next month? rough guess is fine",
     None),
    ("refuse-forecast", "A",
     "Projection request: estimate the settlement count for Q3 2026 based on the current trend.",
     None),
    ("refuse-missing-column", "H",
     "which API endpoints (resource URLs) earned the most in May 2026?",
     None),
    ("refuse-missing-column", "A",
     "How many settlements in April 2026 were refunded or charged back?",
     None),
    ("refuse-impossible-date", "H",
     "volume on 31 april 2026?",
     None),
    ("refuse-impossible-date", "A",
     "Return the settlement count for February 29, 2026.",
     None),
    ("refuse-before-data", "H",
     "how many payments were there in January 2025?",
     None),
    ("refuse-after-anchor", "A",
     "Report total settlement volume for July 2026.",
     None),
    ("refuse-off-topic", "H",
     "can u recommend a good laptop for coding under 1000 dollars",
     None),
    ("refuse-off-topic", "A",
     "The user asks what the current price of ETH in US dollars is.",
     None),
    ("refuse-owner-identity", "H",
     "who is the real person or company behind 0x07737a1fb3863202bcd3c7408b801eed68604d39?",
     None),
    ("refuse-ambiguous-date", "A",
     "Total volume on 05/03/2026, please.",
     None),
    ("refuse-ambiguous-referent", "H",
     "and how much was that one compared to the other?",
     None),
]


def main() -> None:
    counts = Counter(shape for shape, *_ in ITEMS)
    seen: Counter[str] = Counter()
    lines = []
    for shape, _voice, question, sql in ITEMS:
        seen[shape] += 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape, split=SPLIT))
    OUT.write_text("\n".join(lines) + "\n")
    voices = Counter(v for _, v, _, _ in ITEMS)
    print(len(lines), "items;", len(counts), "shapes;", dict(voices))


if __name__ == "__main__":
    main()
