"""Write ask_set32.jsonl: an independent held-out /ask set (split heldout32, anchor 2026-06-03).

Every question and its SQL was written by hand, one at a time; the only loop numbers the ids
and writes the lines. Run from a Sextant checkout root:
PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout32/make_ask_set32.py
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.warehouse.figures import by_name, fac, item_line, ts

OUT = Path(__file__).resolve().parent / "ask_set32.jsonl"

# Periods, anchor 2026-06-03 included (half-open whole UTC days).
TODAY = ts("2026-06-03", "2026-06-04")
YESTERDAY = ts("2026-06-02", "2026-06-03")
THIS_WEEK = ts("2026-06-01", "2026-06-04")  # this week = month to date
LAST_7 = ts("2026-05-28", "2026-06-04")
PREV_7 = ts("2026-05-21", "2026-05-28")
PAST_30 = ts("2026-05-05", "2026-06-04")
LAST_90 = ts("2026-03-06", "2026-06-04")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
WEEK_BEFORE_LAST = ts("2026-05-18", "2026-05-25")
LAST_MONTH = ts("2026-05-01", "2026-06-01")
QTD = ts("2026-04-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
Q4_2025 = ts("2025-10-01", "2026-01-01")
Q1_2026 = ts("2026-01-01", "2026-04-01")
NOV_2025 = ts("2025-11-01", "2025-12-01")
DEC_2025 = ts("2025-12-01", "2026-01-01")
JAN_2026 = ts("2026-01-01", "2026-02-01")
FEB_2026 = ts("2026-02-01", "2026-03-01")
MAR_2026 = ts("2026-03-01", "2026-04-01")
APR_2026 = ts("2026-04-01", "2026-05-01")

# Addresses picked from the data with SQL (mid-ranked).
P_AGENT = "0x298ce631e9911549dfff1382f03635c310bd6318"  # payer, rank 58 by volume, 824 payments
P_BOT2 = "0x30a64a160f63703bb13e69170257ef7c9592288d"  # payer, rank 62 by volume
P_SLEUTH1 = "0xdca267747f391c9f59e22b8e1ebaf960ca998ad8"  # payer, rank 50 by volume
P_SLEUTH2 = "0xe86a45dda8e4b6b4052ccdedc9715d6cda5b61be"  # payer, rank 51 by volume
P_2026 = "0x9dabbe7f17f0e0a6926358e8ab8135570011e037"  # payer, rank 29 by 2026 count
P_SMALL = "0xc4554c18a3a9e1032f15c8846e17a2ace9ae74de"  # payer, rank 63 by volume
R_13 = "0xdacf6075aa6533caab0bded5541758ae5cdf5b38"  # recipient, rank 13 by count
R_20 = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"  # recipient, rank 20 by count
R_25 = "0xbb1c2cb05829af1762852b848d095c051df1828f"  # recipient, rank 25 by count
R_29 = "0x4e501d525b18b583863321353c2589d2700a1193"  # recipient, rank 29 by count
R_35 = "0xd04f61f4014d19581f9ea74abda5880e500ea70a"  # recipient, rank 35 by count
R_18 = "0x1a2f00e18f92a14533ae98f85ae5d756f5ccda6b"  # recipient, rank 18 by count
R_28 = "0x79141398d600a6109c7477b8ddf9c2b61b33a595"  # recipient, rank 28 by count
BOTH = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # 51 payments out, 238 in

S = "FROM settlements WHERE "

# (shape, question, sql); voices in the README: agent builder (AB), ecosystem grants lead (EG),
# onchain sleuth (OS), facilitator on-call engineer (OC), thread writer (TW), VC associate (VC),
# PhD researcher (PR), relayed by an assistant (AS).
ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---------------------------------------------------------------- ordinary (70)
    ("count-alltime",  # TW
     "doing a thread on x402 - how many payments have settled in total, across everything you've got?",
     [f"SELECT count(*) {S}TRUE"]),
    ("volume-alltime",  # AS (EG)
     "I'm an assistant for a developer-relations lead at an L2. She needs the total USDC volume settled over x402 across your entire dataset.",
     [f"SELECT sum(amount) {S}TRUE"]),
    ("count-named-month",  # OC
     "how many settlements landed in Dec 2025, all facilitators combined?",
     [f"SELECT count(*) {S}{DEC_2025}"]),
    ("volume-date-range-quarter",  # VC
     "What was total x402 USDC volume from January 1 through March 31, 2026?",
     [f"SELECT sum(amount) {S}{Q1_2026}"]),
    ("count-yesterday",  # OC
     "network-wide settlement count for yesterday (UTC day)?",
     [f"SELECT count(*) {S}{YESTERDAY}"]),
    ("volume-today",  # TW
     "how much USDC has gone through x402 so far today?",
     [f"SELECT sum(amount) {S}{TODAY}"]),
    ("payers-last7",  # AS (EG)
     "The ecosystem lead I work for wants the number of unique paying wallets active in the last 7 days.",
     [f"SELECT count(DISTINCT payer) {S}{LAST_7}"]),
    ("avg-past30",  # VC
     "What's the average x402 payment size over the past 30 days?",
     [f"SELECT avg(amount) {S}{PAST_30}"]),
    ("median-last90",  # AS (PR)
     "Assisting a doctoral researcher here. She needs the median x402 payment amount over the last 90 days (the median, not the mean).",
     [f"SELECT median(amount) {S}{LAST_90}"]),
    ("count-ytd",  # TW
     "how many x402 payments in 2026 so far?",
     [f"SELECT count(*) {S}{YTD}"]),
    ("count-last-week",  # OC
     "How many settlements were there network-wide last week, Monday to Sunday?",
     [f"SELECT count(*) {S}{LAST_WEEK}"]),
    ("volume-week-before-last",  # VC
     "Total USDC volume for the week before last (Mon-Sun)?",
     [f"SELECT sum(amount) {S}{WEEK_BEFORE_LAST}"]),
    ("recipients-last-month",  # EG
     "How many distinct recipient addresses received at least one x402 payment last month?",
     [f"SELECT count(DISTINCT recipient) {S}{LAST_MONTH}"]),
    ("count-mtd",  # AS (TW)
     "Passing this along for the person I assist: how many x402 payments have been made month to date?",
     [f"SELECT count(*) {S}{THIS_WEEK}"]),
    ("volume-qtd",  # AS (VC)
     "The analyst I support needs the quarter-to-date USDC volume settled through x402.",
     [f"SELECT sum(amount) {S}{QTD}"]),
    ("median-single-day",  # PR
     "What was the median x402 payment on 15 November 2025?",
     [f"SELECT median(amount) {S}{ts('2025-11-15', '2025-11-16')}"]),
    ("max-alltime",  # TW
     "whats the biggest single x402 payment in your whole dataset",
     [f"SELECT max(amount) {S}TRUE"]),
    ("max-row-month",  # OS
     "Largest single payment in February 2026: which wallet paid it and how much was it?",
     [f"SELECT payer, amount {S}{FEB_2026} ORDER BY amount DESC, id LIMIT 1"]),
    ("min-month",  # PR
     "What was the smallest payment amount recorded in April 2026?",
     [f"SELECT min(amount) {S}{APR_2026}"]),
    ("distinct-facilitator-addresses",  # OC
     "how many distinct facilitator addresses (addresses, not brands) submitted settlements in March 2026?",
     [f"SELECT count(DISTINCT facilitator) {S}{MAR_2026}"]),
    ("payers-q1",  # EG
     "How many unique payers did x402 have in Q1 2026 (January to March)?",
     [f"SELECT count(DISTINCT payer) {S}{Q1_2026}"]),
    ("per-day-count-month",  # AS (PR)
     "My user is writing a dissertation chapter and needs the average number of x402 payments per day in March 2026.",
     [f"SELECT count(*) / 31.0 {S}{MAR_2026}"]),
    ("per-day-volume-range",  # VC
     "Average daily USDC volume between May 10 and May 23, 2026?",
     [f"SELECT sum(amount) / 14.0 {S}{ts('2026-05-10', '2026-05-24')}"]),
    ("per-payer-spend",  # PR
     "In April 2026, how much did the average paying wallet spend in total? (total volume divided by the number of distinct payers)",
     [f"SELECT sum(amount) / count(DISTINCT payer) {S}{APR_2026}"]),
    ("share-facilitator-count",  # EG
     "What percentage of April 2026 x402 payments (by count) were settled by Coinbase?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {S}{APR_2026}"]),
    ("top-payers-volume",  # VC
     "Top 5 payers by USDC volume in Q1 2026 (Jan-Mar), with their totals.",
     [f"SELECT payer, sum(amount) AS v {S}{Q1_2026} GROUP BY payer ORDER BY v DESC LIMIT 5"]),
    ("top-recipients-count",  # AS (EG)
     "On behalf of my principal, who runs an ecosystem fund: which 3 recipient addresses received the most payments (by count) last month, and how many each?",
     [f"SELECT recipient, count(*) AS c {S}{LAST_MONTH} GROUP BY recipient ORDER BY c DESC LIMIT 3"]),
    ("top-facilitators-count",  # TW
     "top 3 facilitators by number of settlements this year, with counts?",
     [f"SELECT {by_name()} AS f, count(*) AS c {S}{YTD} GROUP BY f ORDER BY c DESC LIMIT 3"]),
    ("top-facilitators-volume",  # OC
     "Facilitator leaderboard for December 2025 by USDC volume settled: top 3 with volumes.",
     [f"SELECT {by_name()} AS f, sum(amount) AS v {S}{DEC_2025} GROUP BY f ORDER BY v DESC LIMIT 3"]),
    ("threshold-over",  # OS
     "How many payments over 1 USDC were made in May 2026?",
     [f"SELECT count(*) {S}{LAST_MONTH} AND amount > 1"]),
    ("threshold-at-least",  # AS (VC)
     "Quick request from the investor I support: in the past 30 days, how many x402 payments were at least 0.5 USDC?",
     [f"SELECT count(*) {S}{PAST_30} AND amount >= 0.5"]),
    ("threshold-under",  # PR
     "How many payments in January 2026 were under 0.01 USDC?",
     [f"SELECT count(*) {S}{JAN_2026} AND amount < 0.01"]),
    ("threshold-at-most-sum",  # AB
     "total USDC across payments of at most 0.005 USDC in March 2026? trying to size the micro-payment tail",
     [f"SELECT sum(amount) {S}{MAR_2026} AND amount <= 0.005"]),
    ("threshold-exact",  # AB
     "My agent pays a flat 0.01 USDC per call. Network-wide, how many payments of exactly 0.01 USDC were there in April 2026?",
     [f"SELECT count(*) {S}{APR_2026} AND amount = 0.01"]),
    ("fac-volume-last-month",  # OC
     "PayAI's settled volume last month, in USDC?",
     [f"SELECT sum(amount) {S}{LAST_MONTH} AND {fac('payai')}"]),
    ("fac-count-ytd",  # EG
     "How many payments has Daydreams settled year to date?",
     [f"SELECT count(*) {S}{YTD} AND {fac('daydreams')}"]),
    ("fac-avg-q1",  # VC
     "Average payment size on Heurist in Q1 2026?",
     [f"SELECT avg(amount) {S}{Q1_2026} AND {fac('heurist')}"]),
    ("fac-median-ytd",  # PR
     "What is the median payment amount settled by x402rs in 2026 so far?",
     [f"SELECT median(amount) {S}{YTD} AND {fac('x402rs')}"]),
    ("fac-payers-alltime",  # AS (OC)
     "I'm assisting an engineer at Questflow. She'd like the number of distinct payer wallets that have ever settled through Questflow, across all of your data.",
     [f"SELECT count(DISTINCT payer) {S}{fac('questflow')}"]),
    ("fac-last-settlement",  # OC
     "when was the most recent settlement by Virtuals Protocol? timestamp pls",
     [f"SELECT max(timestamp) {S}{fac('virtuals protocol')}"]),
    ("fac-count-last-week",  # AS (OC)
     "On behalf of an on-call engineer: how many settlements did the Coinbase facilitator process last week, Monday through Sunday?",
     [f"SELECT count(*) {S}{LAST_WEEK} AND {fac('coinbase')}"]),
    ("two-months-volume",  # VC
     "Total USDC volume in February 2026, and in March 2026? Both numbers please, Feb first.",
     [f"SELECT sum(amount) {S}{FEB_2026}", f"SELECT sum(amount) {S}{MAR_2026}"]),
    ("change-count-months",  # TW
     "how many more x402 payments were there in May 2026 than in April 2026?",
     [f"SELECT (SELECT count(*) {S}{LAST_MONTH}) - (SELECT count(*) {S}{APR_2026})"]),
    ("payer-total-alltime",  # AB
     f"How much USDC has my agent's wallet {P_AGENT.upper().replace('0X', '0x')} paid out in total, all time?",
     [f"SELECT sum(amount) {S}payer = '{P_AGENT}'"]),
    ("payer-count-month",  # AS (AB)
     f"My user runs a trading bot that pays from {P_BOT2}. They'd like to know how many x402 payments it made in November 2025.",
     [f"SELECT count(*) {S}{NOV_2025} AND payer = '{P_BOT2}'"]),
    ("payer-first-seen",  # AS (OS)
     f"Asked by the independent investigator I assist: when did wallet {P_SLEUTH1} make its first x402 payment?",
     [f"SELECT min(timestamp) {S}payer = '{P_SLEUTH1}'"]),
    ("payer-last-seen",  # OS
     "last time 0xE86a45DDA8E4B6b4052CcDEDc9715D6cdA5B61bE paid anyone via x402?",
     [f"SELECT max(timestamp) {S}payer = '{P_SLEUTH2}'"]),
    ("payer-distinct-recipients",  # AB
     f"How many different recipient addresses has {P_AGENT} paid, all time? Want to see how many APIs my agent actually uses.",
     [f"SELECT count(DISTINCT recipient) {S}payer = '{P_AGENT}'"]),
    ("recipient-volume-ytd",  # AS (EG)
     f"My user manages grants and asks how much USDC the address {R_13} has received via x402 year to date.",
     [f"SELECT sum(amount) {S}{YTD} AND recipient = '{R_13}'"]),
    ("recipient-count-alltime",  # EG
     f"How many x402 payments has {R_25.upper().replace('0X', '0x')} received over the whole history?",
     [f"SELECT count(*) {S}recipient = '{R_25}'"]),
    ("recipient-distinct-payers",  # OS
     f"number of unique wallets that ever paid {R_29}?",
     [f"SELECT count(DISTINCT payer) {S}recipient = '{R_29}'"]),
    ("recipient-first-seen",  # AS (EG)
     f"For the grants manager I work with: when did {R_35} receive its first x402 payment?",
     [f"SELECT min(timestamp) {S}recipient = '{R_35}'"]),
    ("recipient-volume-month",  # VC
     f"How much did {R_18} take in as a recipient in December 2025, in USDC?",
     [f"SELECT sum(amount) {S}{DEC_2025} AND recipient = '{R_18}'"]),
    ("either-role-count",  # OS
     f"{BOTH} shows up both paying and getting paid. How many x402 settlements involve it in either role, all time (count each settlement once)?",
     [f"SELECT count(*) {S}payer = '{BOTH}' OR recipient = '{BOTH}'"]),
    ("busiest-day-count",  # AS (OC)
     "Forwarding a request from the on-call engineer I support: which day in January 2026 had the most settlements, and how many?",
     [f"SELECT timestamp::date AS d, count(*) AS c {S}{JAN_2026} GROUP BY d ORDER BY c DESC LIMIT 1"]),
    ("busiest-day-volume",  # TW
     "which single day in Q1 2026 had the highest USDC volume, and what was it?",
     [f"SELECT timestamp::date AS d, sum(amount) AS v {S}{Q1_2026} GROUP BY d ORDER BY v DESC LIMIT 1"]),
    ("busiest-hour",  # OC
     "Which hour of the day (UTC) had the most settlements across May 2026, and how many settlements fell in that hour?",
     [f"SELECT hour(timestamp) AS h, count(*) AS c {S}{LAST_MONTH} GROUP BY h ORDER BY c DESC LIMIT 1"]),
    ("date-ordinal-us",  # TW
     "how many x402 payments on Nov 3rd, 2025?",
     [f"SELECT count(*) {S}{ts('2025-11-03', '2025-11-04')}"]),
    ("date-iso-volume",  # AB
     "total volume on 2025-12-24?",
     [f"SELECT sum(amount) {S}{ts('2025-12-24', '2025-12-25')}"]),
    ("date-day-of-month",  # PR
     "How many distinct payers were active on the 12th of February 2026?",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-02-12', '2026-02-13')}"]),
    ("date-abbrev-month",  # VC
     "Avg payment amount on Jan. 20, 2026?",
     [f"SELECT avg(amount) {S}{ts('2026-01-20', '2026-01-21')}"]),
    ("range-month-boundary",  # EG
     "How many x402 payments were made from 28 March through 4 April 2026?",
     [f"SELECT count(*) {S}{ts('2026-03-28', '2026-04-05')}"]),
    ("payers-yesterday",  # OC
     "unique payers yesterday?",
     [f"SELECT count(DISTINCT payer) {S}{YESTERDAY}"]),
    ("recipients-this-week",  # AS (TW)
     "The creator I help asks: how many distinct addresses have been paid through x402 this week?",
     [f"SELECT count(DISTINCT recipient) {S}{THIS_WEEK}"]),
    ("max-last7",  # OS
     "What's the largest single payment in the last 7 days?",
     [f"SELECT max(amount) {S}{LAST_7}"]),
    ("payer-max-payment",  # AB
     f"what's the biggest single payment my second bot ({P_BOT2}) ever made?",
     [f"SELECT max(amount) {S}payer = '{P_BOT2}'"]),
    ("recipient-avg-ytd",  # AS (AB)
     f"I'm an assistant helping a developer price their API. What is the average payment received by {R_20} in 2026 so far?",
     [f"SELECT avg(amount) {S}{YTD} AND recipient = '{R_20}'"]),
    ("payer-count-ytd",  # OS
     f"How many payments has {P_2026.upper().replace('0X', '0x')} sent this year?",
     [f"SELECT count(*) {S}{YTD} AND payer = '{P_2026}'"]),
    ("fac-payers-month",  # EG
     "How many distinct wallets paid through PayAI in May 2026?",
     [f"SELECT count(DISTINCT payer) {S}{LAST_MONTH} AND {fac('payai')}"]),
    ("first-row-year",  # TW
     "what was the first x402 payment of 2026 - when exactly, and which wallet paid?",
     [f"SELECT timestamp, payer {S}{YTD} ORDER BY timestamp, id LIMIT 1"]),
    # ---------------------------------------------------------------- harder (15)
    ("hard-pct-change-quarters",  # VC
     "Percent change in the number of x402 payments from Q4 2025 (Oct-Dec) to Q1 2026 (Jan-Mar)?",
     [(f"SELECT 100.0 * ((SELECT count(*) {S}{Q1_2026}) - (SELECT count(*) {S}{Q4_2025})) "
       f"/ (SELECT count(*) {S}{Q4_2025})")]),
    ("hard-last7-vs-prev7",  # AS (TW)
     "For a post my user is drafting: USDC volume in the last 7 days, volume in the 7 days before that, and the difference (last 7 minus the earlier 7).",
     [f"SELECT sum(amount) {S}{LAST_7}", f"SELECT sum(amount) {S}{PREV_7}",
      f"SELECT (SELECT sum(amount) {S}{LAST_7}) - (SELECT sum(amount) {S}{PREV_7})"]),
    ("hard-share-volume",  # EG
     "What share of May 2026 x402 USDC volume went through Daydreams, as a percentage?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) {S}{LAST_MONTH}"]),
    ("hard-top-recipients-fac",  # OC
     "Among settlements done by Coinbase in Q1 2026, which 3 recipients got the most USDC, and how much each?",
     [f"SELECT recipient, sum(amount) AS v {S}{Q1_2026} AND {fac('coinbase')} GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("hard-payer-threshold",  # AB
     f"In December 2025, how many payments of at least 0.01 USDC did my agent {P_AGENT} make, and what did they add up to?",
     [f"SELECT count(*), sum(amount) {S}{DEC_2025} AND payer = '{P_AGENT}' AND amount >= 0.01"]),
    ("hard-fac-max-row",  # OS
     "Biggest single Heurist-settled payment in the past 30 days: amount and the payer wallet.",
     [f"SELECT amount, payer {S}{PAST_30} AND {fac('heurist')} ORDER BY amount DESC, id LIMIT 1"]),
    ("hard-two-fac-diff",  # AS (EG)
     "The grants committee member I'm helping wants Heurist's and Virtuals Protocol's settlement counts for 2026 so far, and how many more Heurist did than Virtuals Protocol.",
     [f"SELECT count(*) {S}{YTD} AND {fac('heurist')}",
      f"SELECT count(*) {S}{YTD} AND {fac('virtuals protocol')}",
      (f"SELECT (SELECT count(*) {S}{YTD} AND {fac('heurist')}) - "
       f"(SELECT count(*) {S}{YTD} AND {fac('virtuals protocol')})")]),
    ("hard-top-share",  # PR
     "What percentage of year-to-date x402 volume came from the 5 largest payers (by volume) of that period?",
     [(f"SELECT 100.0 * (SELECT sum(v) FROM (SELECT sum(amount) AS v {S}{YTD} GROUP BY payer ORDER BY v DESC LIMIT 5)) "
       f"/ (SELECT sum(amount) {S}{YTD})")]),
    ("hard-busiest-day-range",  # AS (OC)
     "Relaying for a facilitator's ops team: between Dec 1 and Dec 14, 2025, which day had the most settlements? They want the day, its settlement count and its USDC volume.",
     [f"SELECT timestamp::date AS d, count(*) AS c, sum(amount) {S}{ts('2025-12-01', '2025-12-15')} GROUP BY d ORDER BY c DESC LIMIT 1"]),
    ("hard-recipient-fac-ytd",  # VC
     f"For {R_13}, how many payments came in through Coinbase this year, and how much USDC did they total?",
     [f"SELECT count(*), sum(amount) {S}{YTD} AND recipient = '{R_13}' AND {fac('coinbase')}"]),
    ("hard-payer-profile",  # OS
     f"profile for {P_SLEUTH2}: first payment, last payment, and total number of payments as a payer",
     [f"SELECT min(timestamp), max(timestamp), count(*) {S}payer = '{P_SLEUTH2}'"]),
    ("hard-payers-change",  # AS (PR)
     "Relaying from the researcher I work with: distinct payers in March 2026, distinct payers in April 2026, and the change from March to April.",
     [f"SELECT count(DISTINCT payer) {S}{MAR_2026}", f"SELECT count(DISTINCT payer) {S}{APR_2026}",
      f"SELECT (SELECT count(DISTINCT payer) {S}{APR_2026}) - (SELECT count(DISTINCT payer) {S}{MAR_2026})"]),
    ("hard-fac-per-day",  # OC
     "Coinbase's average settlements per day in May 2026?",
     [f"SELECT count(*) / 31.0 {S}{LAST_MONTH} AND {fac('coinbase')}"]),
    ("hard-top-payer-count",  # VC
     "Which wallet made the most x402 payments in Q1 2026 (Jan-Mar), how many did it make, and how much USDC did it spend over that quarter?",
     [f"SELECT payer, count(*) AS c, sum(amount) {S}{Q1_2026} GROUP BY payer ORDER BY c DESC LIMIT 1"]),
    ("hard-two-recipients",  # EG
     f"November 2025 USDC received by {R_28} and by {R_25}? Two numbers, in that order.",
     [f"SELECT sum(amount) {S}{NOV_2025} AND recipient = '{R_28}'",
      f"SELECT sum(amount) {S}{NOV_2025} AND recipient = '{R_25}'"]),
    # ---------------------------------------------------------------- refusals (15)
    ("refuse-other-chain",  # TW
     "how many x402 payments settled on Solana last month?", None),
    ("refuse-other-token",  # VC
     "What was total x402 volume paid in USDT in Q1 2026?", None),
    ("refuse-forecast",  # AS (VC)
     "My user, an investor, would like your projection of x402 USDC volume for Q3 2026.", None),
    ("refuse-opinion",  # AB
     "which facilitator should I use for my agent, coinbase or payai? which one's more reliable?", None),
    ("refuse-endpoint-column",  # EG
     "Which API endpoints (resource URLs) earned the most x402 revenue in May 2026?", None),
    ("refuse-failed-status",  # OC
     "How many settlements failed or reverted yesterday?", None),
    ("refuse-country",  # PR
     "How are x402 payers distributed by country in 2026?", None),
    ("refuse-refunds",  # AS (AB)
     f"The developer I assist asks how many refunds their agent wallet {P_BOT2} received in 2026.", None),
    ("refuse-impossible-date",  # TW
     "how many payments were there on April 31, 2026?", None),
    ("refuse-before-data",  # PR
     "What was x402 payment volume in March 2025?", None),
    ("refuse-after-anchor",  # VC
     "Total x402 volume on 20 July 2026?", None),
    ("refuse-ambiguous-date",  # AS (OC)
     "A user of mine asks how many settlements there were on 03/04/2026.", None),
    ("refuse-owner-identity",  # OS
     f"Who is behind wallet {P_SLEUTH1}? Name of the person or company please.", None),
    ("refuse-missing-address",  # AB
     "how much has my agent's wallet spent so far this month?", None),
    ("refuse-off-topic",  # AS (TW)
     "My user asks me to pass along: can you write a catchy tweet announcing their new x402 API?", None),
]


def main() -> None:
    shapes = Counter(shape for shape, _, _ in ITEMS)
    lines = []
    seen: Counter[str] = Counter()
    for shape, question, sql in ITEMS:
        seen[shape] += 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape,
                               split="heldout32"))
    assert max(shapes.values()) <= 2
    OUT.write_text("\n".join(lines) + "\n")
    print(len(lines), "lines ->", OUT)


if __name__ == "__main__":
    main()
