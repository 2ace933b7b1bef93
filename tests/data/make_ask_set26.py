"""Held-out /ask set 26: 100 hand-written questions (people at a chat box, some relayed by
assistants) with hand-written SQL labels, anchored on 2026-06-03.

Run from a Sextant checkout root:
    PYTHONPATH=src:. python /work/heldout26/make_ask_set26.py
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import by_name, fac, item_line, ts

SPLIT = "heldout26"

# Periods (whole days, half-open) used below; the anchor 2026-06-03 is included.
TODAY = ts("2026-06-03", "2026-06-04")
YESTERDAY = ts("2026-06-02", "2026-06-03")
LAST_7 = ts("2026-05-28", "2026-06-04")
PREV_7 = ts("2026-05-21", "2026-05-28")
PAST_30 = ts("2026-05-05", "2026-06-04")
LAST_90 = ts("2026-03-06", "2026-06-04")
THIS_WEEK = ts("2026-06-01", "2026-06-04")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
WEEK_BEFORE = ts("2026-05-18", "2026-05-25")
MTD = ts("2026-06-01", "2026-06-04")
LAST_MONTH = ts("2026-05-01", "2026-06-01")
QTD = ts("2026-04-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")

NOV25 = ts("2025-11-01", "2025-12-01")
DEC25 = ts("2025-12-01", "2026-01-01")
JAN26 = ts("2026-01-01", "2026-02-01")
FEB26 = ts("2026-02-01", "2026-03-01")
MAR26 = ts("2026-03-01", "2026-04-01")
APR26 = ts("2026-04-01", "2026-05-01")
MAY26 = ts("2026-05-01", "2026-06-01")
Q4_25 = ts("2025-10-01", "2026-01-01")
Q1_26 = ts("2026-01-01", "2026-04-01")

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---------------------------------------------------------------- ordinary (70)
    ("total-volume-alltime",
     "quick q - whats the total usdc volume that has settled over x402, all time?",
     ["SELECT SUM(amount) FROM settlements"]),
    ("count-alltime",
     ("My user runs a small newsletter about agent payments and wants a single number: how many "
     "x402 settlements are in your dataset in total, from the very beginning until now?"),
     ["SELECT COUNT(*) FROM settlements"]),
    ("volume-named-month",
     ("I'm a reporter working on a story about machine-to-machine payments. What was the total "
     "x402 settlement volume, in USDC, for November 2025?"),
     [f"SELECT SUM(amount) FROM settlements WHERE {NOV25}"]),
    ("count-named-month",
     "number of x402 payments in march 2026 pls",
     [f"SELECT COUNT(*) FROM settlements WHERE {MAR26}"]),
    ("volume-quarter",
     "Q1 2026 total settled volume? need it for a pitch deck slide, in USDC",
     [f"SELECT SUM(amount) FROM settlements WHERE {Q1_26}"]),
    ("count-quarter-so-far",
     "how many payments have been settled so far this quarter?",
     [f"SELECT COUNT(*) FROM settlements WHERE {QTD}"]),
    ("volume-yesterday",
     ("Hi! Assistant here, asking for a user who missed the daily update: what was yesterday's "
     "total x402 volume in USDC?"),
     [f"SELECT SUM(amount) FROM settlements WHERE {YESTERDAY}"]),
    ("count-today",
     "any x402 payments today? how many so far",
     [f"SELECT COUNT(*) FROM settlements WHERE {TODAY}"]),
    ("volume-last-7-days",
     "What's the total volume settled over the last 7 days?",
     [f"SELECT SUM(amount) FROM settlements WHERE {LAST_7}"]),
    ("count-past-30-days",
     "Relaying a question from a user: how many x402 payments were settled in the past 30 days?",
     [f"SELECT COUNT(*) FROM settlements WHERE {PAST_30}"]),
    ("volume-last-90-days",
     "last 90 days volume in usdc?",
     [f"SELECT SUM(amount) FROM settlements WHERE {LAST_90}"]),
    ("volume-mtd",
     "Month-to-date settled volume, please.",
     [f"SELECT SUM(amount) FROM settlements WHERE {MTD}"]),
    ("count-ytd",
     ("Accountant here, doing mid-year prep. How many x402 settlements have there been year to "
     "date?"),
     [f"SELECT COUNT(*) FROM settlements WHERE {YTD}"]),
    ("count-last-week",
     "how many payments were there last week (mon-sun)",
     [f"SELECT COUNT(*) FROM settlements WHERE {LAST_WEEK}"]),
    ("volume-last-month",
     "The user I'm assisting wants to know what total x402 volume came to last month.",
     [f"SELECT SUM(amount) FROM settlements WHERE {LAST_MONTH}"]),
    ("avg-payment-month",
     "what was the average payment size in December 2025, in USDC?",
     [f"SELECT AVG(amount) FROM settlements WHERE {DEC25}"]),
    ("median-quarter",
     "Median payment amount for Q4 2025?",
     [f"SELECT MEDIAN(amount) FROM settlements WHERE {Q4_25}"]),
    ("median-day",
     "For a chart I'm making: the median amount per payment on June 1, 2026, what was it?",
     [f"SELECT MEDIAN(amount) FROM settlements WHERE {ts('2026-06-01', '2026-06-02')}"]),
    ("distinct-payers-month",
     "how many unique payers were there in jan 2026",
     [f"SELECT COUNT(DISTINCT payer) FROM settlements WHERE {JAN26}"]),
    ("distinct-recipients-30d",
     ("On behalf of my user, a student writing a thesis on x402: how many different recipient "
     "addresses received at least one payment in the past 30 days?"),
     [f"SELECT COUNT(DISTINCT recipient) FROM settlements WHERE {PAST_30}"]),
    ("distinct-wallets-month",
     ("How many distinct wallets were active in April 2026, counting payers and recipients "
     "together (a wallet on both sides counts once)?"),
     [(f"SELECT COUNT(*) FROM (SELECT payer AS a FROM settlements WHERE {APR26} "
      f"UNION SELECT recipient FROM settlements WHERE {APR26})")]),
    ("per-day-count-month",
     "on average how many payments per day were there in feb 2026?",
     [f"SELECT COUNT(*) / 28.0 FROM settlements WHERE {FEB26}"]),
    ("per-day-volume-range",
     "avg daily volume between 10 and 20 May 2026?",
     [f"SELECT SUM(amount) / 11.0 FROM settlements WHERE {ts('2026-05-10', '2026-05-21')}"]),
    ("pct-facilitator-count",
     "What percentage of all payments in Q4 2025 were settled by Coinbase as facilitator?",
     [(f"SELECT 100.0 * COUNT(*) FILTER (WHERE {fac('coinbase')}) / COUNT(*) FROM settlements "
      f"WHERE {Q4_25}")]),
    ("pct-threshold",
     "what share of may 2026 payments were above $0.01? as a %",
     [(f"SELECT 100.0 * COUNT(*) FILTER (WHERE amount > 0.01) / COUNT(*) FROM settlements "
      f"WHERE {MAY26}")]),
    ("top-payers-volume",
     "top 5 payers by volume in march 2026 - addresses and how much each paid",
     [(f"SELECT payer, SUM(amount) AS v FROM settlements WHERE {MAR26} GROUP BY payer "
      "ORDER BY v DESC LIMIT 5")]),
    ("top-recipients-count",
     "Which 3 recipients got the most payments last month? With their payment counts please.",
     [(f"SELECT recipient, COUNT(*) AS n FROM settlements WHERE {LAST_MONTH} GROUP BY recipient "
      "ORDER BY n DESC LIMIT 3")]),
    ("top-facilitators-count-month",
     ("My user is comparing facilitators before integrating one. Which four facilitators handled "
     "the most payments in April 2026, and how many payments each?"),
     [(f"SELECT {by_name()} AS f, COUNT(*) AS n FROM settlements WHERE {APR26} GROUP BY f "
      "ORDER BY n DESC LIMIT 4")]),
    ("top-facilitators-volume-alltime",
     "rank the top 3 facilitators by total volume of all time",
     [(f"SELECT {by_name()} AS f, SUM(amount) AS v FROM settlements GROUP BY f "
      "ORDER BY v DESC LIMIT 3")]),
    ("largest-payment-month",
     "biggest single payment in feb 2026? just the amount",
     [f"SELECT MAX(amount) FROM settlements WHERE {FEB26}"]),
    ("largest-payment-payer",
     "Who made the largest single payment in the past 30 days, and how much was it?",
     [f"SELECT payer, amount FROM settlements WHERE {PAST_30} ORDER BY amount DESC, id LIMIT 1"]),
    ("threshold-over",
     "how many payments over 1 USDC were there in Q1 2026?",
     [f"SELECT COUNT(*) FROM settlements WHERE {Q1_26} AND amount > 1"]),
    ("threshold-at-least",
     ("Assistant relaying for a merchant: count of payments of at least 0.25 USDC in January "
     "2026?"),
     [f"SELECT COUNT(*) FROM settlements WHERE {JAN26} AND amount >= 0.25"]),
    ("threshold-under",
     ("Forwarding from a user I assist (an accountant): in December 2025, how many payments were "
     "under 0.002 USDC?"),
     [f"SELECT COUNT(*) FROM settlements WHERE {DEC25} AND amount < 0.002"]),
    ("threshold-at-most",
     "how many settlements were at most 0.001 usdc in the last 90 days",
     [f"SELECT COUNT(*) FROM settlements WHERE {LAST_90} AND amount <= 0.001"]),
    ("threshold-exactly",
     ("I price my API at one cent per call, so I'm curious: how many payments of exactly 0.01 "
     "USDC were made in November 2025, across everyone?"),
     [f"SELECT COUNT(*) FROM settlements WHERE {NOV25} AND amount = 0.01"]),
    ("fac-volume-month",
     "[assistant on behalf of user] PayAI volume in May 2026?",
     [f"SELECT SUM(amount) FROM settlements WHERE {MAY26} AND {fac('payai')}"]),
    ("fac-count-ytd",
     "how many payments has daydreams settled year to date",
     [f"SELECT COUNT(*) FROM settlements WHERE {YTD} AND {fac('daydreams')}"]),
    ("fac-first-seen",
     "When did the x402rs facilitator settle its first payment?",
     [f"SELECT MIN(timestamp) FROM settlements WHERE {fac('x402rs')}"]),
    ("date-iso-volume",
     "volume on 2026-03-05",
     [f"SELECT SUM(amount) FROM settlements WHERE {ts('2026-03-05', '2026-03-06')}"]),
    ("date-words-count",
     "How many payments were made on the 12th of January 2026?",
     [f"SELECT COUNT(*) FROM settlements WHERE {ts('2026-01-12', '2026-01-13')}"]),
    ("date-dotted-count",
     "hello, how much payments was on 11.02.2026 ? i mean the number of payments, not money",
     [f"SELECT COUNT(*) FROM settlements WHERE {ts('2026-02-11', '2026-02-12')}"]),
    ("range-in-month-volume",
     "total volume from May 18 through May 24, 2026",
     [f"SELECT SUM(amount) FROM settlements WHERE {ts('2026-05-18', '2026-05-25')}"]),
    ("range-cross-month-count",
     "A user asks: number of payments between 28 Jan and 3 Feb 2026, both days included?",
     [f"SELECT COUNT(*) FROM settlements WHERE {ts('2026-01-28', '2026-02-04')}"]),
    ("compare-months-volume",
     "volume march 2026 vs april 2026?",
     [f"SELECT SUM(amount) FROM settlements WHERE {MAR26}",
      f"SELECT SUM(amount) FROM settlements WHERE {APR26}"]),
    ("compare-months-count",
     ("I sell an API behind x402 and want to see the overall trend. How many payments happened in "
     "December 2025, and how many in January 2026?"),
     [f"SELECT COUNT(*) FROM settlements WHERE {DEC25}",
      f"SELECT COUNT(*) FROM settlements WHERE {JAN26}"]),
    ("change-count-months",
     "By how much did the number of payments change from April 2026 to May 2026?",
     [(f"SELECT (SELECT COUNT(*) FROM settlements WHERE {MAY26}) - "
      f"(SELECT COUNT(*) FROM settlements WHERE {APR26})")]),
    ("compare-facilitators-volume",
     "coinbase vs payai - total volume for each in Q1 2026. trying to decide where to integrate first",
     [f"SELECT SUM(amount) FROM settlements WHERE {Q1_26} AND {fac('coinbase')}",
      f"SELECT SUM(amount) FROM settlements WHERE {Q1_26} AND {fac('payai')}"]),
    ("payer-total-alltime",
     ("User request, passed along by their assistant: how much has "
     "0x8dc1411b62f02aed43f16a560c29e0c3dba4d393 paid in total, over all time?"),
     [("SELECT SUM(amount) FROM settlements "
      "WHERE payer = '0x8dc1411b62f02aed43f16a560c29e0c3dba4d393'")]),
    ("payer-count-month",
     "how many payments did 0x298ce631e9911549dfff1382f03635c310bd6318 make in december 2025",
     [(f"SELECT COUNT(*) FROM settlements WHERE {DEC25} "
      "AND payer = '0x298ce631e9911549dfff1382f03635c310bd6318'")]),
    ("recipient-volume-ytd",
     ("My user wants to know how much 0xEF02D1CD61CFB3328735BE449FBEC3FE319F3236 has received "
     "so far this year (2026, year to date)."),
     [(f"SELECT SUM(amount) FROM settlements WHERE {YTD} "
      "AND recipient = '0xef02d1cd61cfb3328735be449fbec3fe319f3236'")]),
    ("recipient-count-alltime",
     "number of payments received by 0x88d7811f810df4082f011e07cc1053f4d22a11fc, all time",
     [("SELECT COUNT(*) FROM settlements "
      "WHERE recipient = '0x88d7811f810df4082f011e07cc1053f4d22a11fc'")]),
    ("address-either-count",
     ("how many x402 payments involved 0x07737a1fb3863202bcd3c7408b801eed68604d39 at all, either "
     "paying or receiving?"),
     [("SELECT COUNT(*) FROM settlements "
      "WHERE payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39' "
      "OR recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'")]),
    ("recipient-distinct-payers",
     "How many different payers have ever paid 0xbb1c2cb05829af1762852b848d095c051df1828f?",
     [("SELECT COUNT(DISTINCT payer) FROM settlements "
      "WHERE recipient = '0xbb1c2cb05829af1762852b848d095c051df1828f'")]),
    ("payer-first-seen",
     "when did 0x30a64a160f63703bb13e69170257ef7c9592288d make its first payment?",
     [("SELECT MIN(timestamp) FROM settlements "
      "WHERE payer = '0x30a64a160f63703bb13e69170257ef7c9592288d'")]),
    ("recipient-last-seen",
     ("Checking on a merchant for my user: when was the last time "
     "0x4E501D525B18B583863321353C2589D2700A1193 received a payment?"),
     [("SELECT MAX(timestamp) FROM settlements "
      "WHERE recipient = '0x4e501d525b18b583863321353c2589d2700a1193'")]),
    ("busiest-day-count-month",
     "which day in march 2026 had the most payments, and how many were there?",
     [(f"SELECT CAST(timestamp AS DATE) AS d, COUNT(*) AS n FROM settlements WHERE {MAR26} "
      "GROUP BY d ORDER BY n DESC LIMIT 1")]),
    ("busiest-day-volume-alltime",
     ("My user is a data journalist. They would like to know the single highest-volume day ever, "
     "and what the volume was that day."),
     [("SELECT CAST(timestamp AS DATE) AS d, SUM(amount) AS v FROM settlements "
      "GROUP BY d ORDER BY v DESC LIMIT 1")]),
    ("multi-figure-month",
     ("Hello, I am an assistant helping a founder prepare a board update. For April 2026 please "
     "give: total volume, number of payments, and number of unique payers."),
     [f"SELECT SUM(amount), COUNT(*), COUNT(DISTINCT payer) FROM settlements WHERE {APR26}"]),
    ("typo-fac-count",
     "hw many paymnts went thru coinbase in jan 2026??",
     [f"SELECT COUNT(*) FROM settlements WHERE {JAN26} AND {fac('coinbase')}"]),
    ("long-analyst",
     ("I'm putting together a quarterly review for a client and I've gone back and forth on "
     "which figures to include, but the one I keep coming back to is simple enough: what was the "
     "average payment amount, in USDC, across all x402 settlements in Q1 2026 (January through "
     "March)?"),
     [f"SELECT AVG(amount) FROM settlements WHERE {Q1_26}"]),
    ("count-this-week",
     "how many payments this week so far? (week started monday)",
     [f"SELECT COUNT(*) FROM settlements WHERE {THIS_WEEK}"]),
    ("count-week-before-last",
     "How many payments were there in the week before last week?",
     [f"SELECT COUNT(*) FROM settlements WHERE {WEEK_BEFORE}"]),
    ("avg-payment-yesterday",
     "avg payment size yesterday?",
     [f"SELECT AVG(amount) FROM settlements WHERE {YESTERDAY}"]),
    ("fac-avg-quarter",
     ("The person I'm helping is evaluating Daydreams. What was the average payment amount "
     "through daydreams in Q4 2025?"),
     [f"SELECT AVG(amount) FROM settlements WHERE {Q4_25} AND {fac('daydreams')}"]),
    ("fac-distinct-payers-90d",
     ("Question from my user: how many unique payers used Heurist as their facilitator in the last "
     "90 days?"),
     [f"SELECT COUNT(DISTINCT payer) FROM settlements WHERE {LAST_90} AND {fac('heurist')}"]),
    ("payer-avg",
     ("average amount per payment for payer 0xc2d3637825c60e340ad4b0d6d735e3fb06625da5, over its "
     "whole history"),
     [("SELECT AVG(amount) FROM settlements "
      "WHERE payer = '0xc2d3637825c60e340ad4b0d6d735e3fb06625da5'")]),
    ("first-payment-ever",
     ("Student question: when was the very first x402 payment recorded in your data (date and "
     "time)?"),
     ["SELECT MIN(timestamp) FROM settlements"]),
    ("per-payer-avg-volume",
     ("Asking for the analyst I work with: average volume per payer in January 2026, meaning total "
     "volume divided by the number of unique payers that month?"),
     [f"SELECT SUM(amount) / COUNT(DISTINCT payer) FROM settlements WHERE {JAN26}"]),
    ("fac-last-seen",
     "when did questflow last settle a payment",
     [f"SELECT MAX(timestamp) FROM settlements WHERE {fac('questflow')}"]),
    # ---------------------------------------------------------------- harder (15)
    ("hard-fac-threshold-month",
     ("My principal asked me to check: for PayAI in December 2025, how many payments were above "
     "0.01 USDC, and what did those payments add up to?"),
     [(f"SELECT COUNT(*), SUM(amount) FROM settlements WHERE {DEC25} AND {fac('payai')} "
      "AND amount > 0.01")]),
    ("hard-pct-change-volume",
     ("My user tracks x402 growth month over month. What was the percent change in total volume "
     "from March 2026 to April 2026?"),
     [(f"SELECT 100.0 * ((SELECT SUM(amount) FROM settlements WHERE {APR26}) - "
      f"(SELECT SUM(amount) FROM settlements WHERE {MAR26})) / "
      f"(SELECT SUM(amount) FROM settlements WHERE {MAR26})")]),
    ("hard-7d-vs-prev7",
     ("payment count in the last 7 days, the count in the 7 days before that, and the difference "
     "between them (recent minus earlier)"),
     [f"SELECT COUNT(*) FROM settlements WHERE {LAST_7}",
      f"SELECT COUNT(*) FROM settlements WHERE {PREV_7}",
      (f"SELECT (SELECT COUNT(*) FROM settlements WHERE {LAST_7}) - "
      f"(SELECT COUNT(*) FROM settlements WHERE {PREV_7})")]),
    ("hard-top-recipients-in-fac",
     ("Among payments settled by Heurist in Q4 2025, which 3 recipients received the most USDC, "
     "and how much each?"),
     [(f"SELECT recipient, SUM(amount) AS v FROM settlements WHERE {Q4_25} AND {fac('heurist')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 3")]),
    ("hard-payer-month-threshold",
     ("for payer 0x298ce631e9911549dfff1382f03635c310bd6318 in november 2025: number of payments "
     "of at least 0.01 USDC, and their total"),
     [(f"SELECT COUNT(*), SUM(amount) FROM settlements WHERE {NOV25} "
      "AND payer = '0x298ce631e9911549dfff1382f03635c310bd6318' AND amount >= 0.01")]),
    ("hard-recipient-fac-ytd",
     ("I run an API that gets paid at 0xd6a6a495a549a8026046f5bb96aa0993254b4cd6. How much did "
     "that address receive through Coinbase-facilitated payments so far this year?"),
     [(f"SELECT SUM(amount) FROM settlements WHERE {YTD} AND {fac('coinbase')} "
      "AND recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6'")]),
    ("hard-fac-share-volume",
     "daydreams share of total january 2026 volume, in percent?",
     [(f"SELECT 100.0 * SUM(amount) FILTER (WHERE {fac('daydreams')}) / SUM(amount) "
      f"FROM settlements WHERE {JAN26}")]),
    ("hard-fac-per-day-count",
     "On average, how many payments per day did x402rs settle during December 2025?",
     [f"SELECT COUNT(*) / 31.0 FROM settlements WHERE {DEC25} AND {fac('x402rs')}"]),
    ("hard-two-fac-count-diff",
     ("Assistant for a journalist: in Q1 2026, how many payments did Heurist settle, how many did "
     "Virtuals Protocol settle, and how many more did Heurist have?"),
     [f"SELECT COUNT(*) FROM settlements WHERE {Q1_26} AND {fac('heurist')}",
      f"SELECT COUNT(*) FROM settlements WHERE {Q1_26} AND {fac('virtuals protocol')}",
      (f"SELECT (SELECT COUNT(*) FROM settlements WHERE {Q1_26} AND {fac('heurist')}) - "
      f"(SELECT COUNT(*) FROM settlements WHERE {Q1_26} AND {fac('virtuals protocol')})")]),
    ("hard-fac-largest-payer",
     "largest single payai payment in the last 90 days - how big, and which address paid it?",
     [(f"SELECT amount, payer FROM settlements WHERE {LAST_90} AND {fac('payai')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("hard-busiest-day-range",
     ("Looking at the two weeks from Mon 6 April to Sun 19 April 2026: which day had the most "
     "payments? Give me that day, its payment count and its volume."),
     [(f"SELECT CAST(timestamp AS DATE) AS d, COUNT(*) AS n, SUM(amount) FROM settlements "
      f"WHERE {ts('2026-04-06', '2026-04-20')} GROUP BY d ORDER BY n DESC LIMIT 1")]),
    ("hard-distinct-payers-threshold",
     ("how many distinct payers made at least one payment above 0.5 USDC between April 1 and "
     "April 30, 2026, and what did those payments above 0.5 total?"),
     [(f"SELECT COUNT(DISTINCT payer), SUM(amount) FROM settlements "
      f"WHERE {ts('2026-04-01', '2026-05-01')} AND amount > 0.5")]),
    ("hard-top5-payer-share",
     ("Relaying for a researcher studying concentration: what share (%) of May 2026 volume came "
     "from the 5 biggest payers of that month?"),
     [(f"SELECT 100.0 * (SELECT SUM(v) FROM (SELECT SUM(amount) AS v FROM settlements "
      f"WHERE {MAY26} GROUP BY payer ORDER BY v DESC LIMIT 5)) / "
      f"(SELECT SUM(amount) FROM settlements WHERE {MAY26})")]),
    ("hard-payer-first-last-count",
     ("A user wants a quick profile of payer 0xE38D3D05B6B50098cB73A14E2A9DE3A9854B3282: when it "
     "first paid, when it last paid, and how many payments it has made in total."),
     [("SELECT MIN(timestamp), MAX(timestamp), COUNT(*) FROM settlements "
      "WHERE payer = '0xe38d3d05b6b50098cb73a14e2a9de3a9854b3282'")]),
    ("hard-recipients-two-months-diff",
     ("unique recipients in december 2025 and in january 2026, and the change between the two "
     "(jan minus dec)"),
     [f"SELECT COUNT(DISTINCT recipient) FROM settlements WHERE {DEC25}",
      f"SELECT COUNT(DISTINCT recipient) FROM settlements WHERE {JAN26}",
      (f"SELECT (SELECT COUNT(DISTINCT recipient) FROM settlements WHERE {JAN26}) - "
      f"(SELECT COUNT(DISTINCT recipient) FROM settlements WHERE {DEC25})")]),
    # ---------------------------------------------------------------- refusals (15)
    ("refuse-other-chain",
     "what was total x402 volume on Solana last month?",
     None),
    ("refuse-other-token",
     "How much USDT (not USDC) was settled through x402 in May 2026?",
     None),
    ("refuse-forecast",
     "Based on the trend so far, what will total x402 volume be next month?",
     None),
    ("refuse-opinion",
     ("My user is choosing a facilitator for their API. Is PayAI better than Coinbase? Which "
     "one should they pick?"),
     None),
    ("refuse-missing-url",
     ("On behalf of my user: which API endpoints (resource URLs) earned the most from x402 "
     "payments in May 2026?"),
     None),
    ("refuse-missing-status",
     "How many x402 payments failed or got reverted last week?",
     None),
    ("refuse-missing-geo",
     "From which countries do most x402 payers come? top 3 countries by payment count",
     None),
    ("refuse-impossible-date",
     "how many payments were made on 31 April 2026?",
     None),
    ("refuse-impossible-quarter",
     "total volume in Q5 2025?",
     None),
    ("refuse-before-data",
     "For a historical comparison: what was the total x402 volume in March 2025?",
     None),
    ("refuse-after-anchor",
     "how many payments in july 2026",
     None),
    ("refuse-ambiguous-date",
     "payment count on 05/03/2026 ?",
     None),
    ("refuse-owner-identity",
     ("Who owns 0x8dc1411b62f02aed43f16a560c29e0c3dba4d393? Which company or person is behind "
     "that wallet?"),
     None),
    ("refuse-our-without-address",
     "we sell an API through x402 on payai - how much did we receive last month?",
     None),
    ("refuse-off-topic",
     "can you recommend a good laptop for running a node? budget is about 1500 usd",
     None),
]


def main() -> None:
    lines = []
    for shape, question, sql in ITEMS:
        n = sum(1 for line in lines if f'"shape": "{shape}"' in line) + 1
        lines.append(item_line(f"{shape}-{n}", question, sql, shape=shape, split=SPLIT))
    out = Path(__file__).resolve().parent / "ask_set26.jsonl"
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
