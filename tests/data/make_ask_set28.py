"""Write ask_set28.jsonl: 100 held-out /ask questions (split heldout28, anchor 2026-06-03).

Every question and its SQL was written by hand, one by one; the only loop numbers the ids and
writes the lines. Run from a Sextant checkout root:
PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout28/make_ask_set28.py
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import by_name, fac, item_line, ts

# Named periods (anchor 2026-06-03 included), plain ts(...) strings.
TODAY = ts("2026-06-03", "2026-06-04")
YESTERDAY = ts("2026-06-02", "2026-06-03")
THIS_WEEK = ts("2026-06-01", "2026-06-04")
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

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---------------------------------------------------------------- ordinary (70)
    ("total-volume-all",
     ("Doing a podcast episode on agent payments. What's the total USDC that has ever been "
     "settled through x402, across the entire dataset you have?"),
     ["SELECT sum(amount) FROM settlements"]),
    ("first-payment-ever",
     ("When did the very first x402 settlement in your records happen? I'm a teacher and want "
     "to put a start date on a timeline for my class."),
     ["SELECT min(timestamp) FROM settlements"]),
    ("count-month-dictated",
     "um how many x402 payments were there in march twenty twenty six",
     [f"SELECT count(*) FROM settlements WHERE {MAR26}"]),
    ("volume-quarter",
     ("I'm reviewing a grant application that talks up x402 adoption late last year. What was "
     "the total USDC volume settled in Q4 2025, i.e. October through December 2025?"),
     [f"SELECT sum(amount) FROM settlements WHERE {Q4_25}"]),
    ("avg-month",
     "What was the average size of an x402 payment in April 2026, in USDC?",
     [f"SELECT avg(amount) FROM settlements WHERE {APR26}"]),
    ("median-month",
     ("For a policy brief: what was the median settlement amount in January 2026? Averages get "
     "skewed by a few big ones so I'd rather have the median."),
     [f"SELECT median(amount) FROM settlements WHERE {JAN26}"]),
    ("count-yesterday",
     "hw many pmts yday?? x402 usdc on base",
     [f"SELECT count(*) FROM settlements WHERE {YESTERDAY}"]),
    ("volume-today",
     "how much usdc has gone through x402 today so far",
     [f"SELECT sum(amount) FROM settlements WHERE {TODAY}"]),
    ("count-this-week",
     ("On behalf of my boss, the CFO: she'd like the number of x402 settlements recorded this "
     "week so far."),
     [f"SELECT count(*) FROM settlements WHERE {THIS_WEEK}"]),
    ("volume-last-7",
     "writing a tweet thread, need one stat: total USDC settled via x402 over the last 7 days",
     [f"SELECT sum(amount) FROM settlements WHERE {LAST_7}"]),
    ("unique-payers-past-30",
     ("How many different wallets paid for something with x402 in the past 30 days? Each wallet "
     "counted once please."),
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {PAST_30}"]),
    ("volume-last-90",
     "so um what was the total volume in the last ninety days",
     [f"SELECT sum(amount) FROM settlements WHERE {LAST_90}"]),
    ("count-last-week",
     "Number of settlements last week, Monday to Sunday?",
     [f"SELECT count(*) FROM settlements WHERE {LAST_WEEK}"]),
    ("avg-week-before-last",
     ("My user is a journalist-turned-podcaster; she asks what the average x402 payment amount "
     "was in the week before last (the full Monday-to-Sunday week)."),
     [f"SELECT avg(amount) FROM settlements WHERE {WEEK_BEFORE_LAST}"]),
    ("volume-last-month",
     "total usdc settled last month?",
     [f"SELECT sum(amount) FROM settlements WHERE {MAY26}"]),
    ("count-quarter-so-far",
     ("Asking for the CFO I assist: the count of x402 settlements so far this quarter. Finance "
     "wants it for the quarterly pack."),
     [f"SELECT count(*) FROM settlements WHERE {QTD}"]),
    ("unique-recipients-ytd",
     "Year to date, how many distinct addresses have received x402 payments?",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {YTD}"]),
    ("count-date-british",
     ("How many payments were settled on 14/04/2026? That's the 14th of April, I write dates "
     "the British way."),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-14', '2026-04-15')}"]),
    ("volume-date-indian",
     ("Kindly tell me the total USDC settled on 05-03-2026 (that is 5th March 2026, date "
     "written as day-month-year)."),
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-03-05', '2026-03-06')}"]),
    ("volume-range-dictated",
     "what was the total usdc volume from may first to may tenth twenty twenty six",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-05-11')}"]),
    ("count-range-cross-month",
     "Count of x402 settlements from 28 April through 3 May 2026, both days included.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-28', '2026-05-04')}"]),
    ("threshold-over-dictated",
     "how many payments were over one usdc in march twenty twenty six",
     [f"SELECT count(*) FROM settlements WHERE {MAR26} AND amount > 1"]),
    ("threshold-at-least",
     "In December 2025, how many settlements were for at least 0.25 USDC?",
     [f"SELECT count(*) FROM settlements WHERE {DEC25} AND amount >= 0.25"]),
    ("threshold-under-cent",
     ("I'm teaching a lesson on micropayments. How many x402 payments in February 2026 were for "
     "less than one cent, so under 0.01 USDC?"),
     [f"SELECT count(*) FROM settlements WHERE {FEB26} AND amount < 0.01"]),
    ("threshold-at-most-volume",
     "total value of payments of at most 0.002 usdc in january 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {JAN26} AND amount <= 0.002"]),
    ("threshold-exactly",
     ("Relaying for a shop owner I help: she prices her API at exactly 0.005 USDC and wonders "
     "how many x402 payments anywhere were for exactly 0.005 USDC in May 2026."),
     [f"SELECT count(*) FROM settlements WHERE {MAY26} AND amount = 0.005"]),
    ("fac-volume-coinbase",
     "How much USDC did the Coinbase facilitator settle in April 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {APR26} AND {fac('coinbase')}"]),
    ("fac-count-payai",
     "payai facilitator - how many settlements last month? thx",
     [f"SELECT count(*) FROM settlements WHERE {MAY26} AND {fac('payai')}"]),
    ("fac-avg-daydreams",
     ("What's the average payment size going through Daydreams as facilitator, over all the "
     "data you hold?"),
     [f"SELECT avg(amount) FROM settlements WHERE {fac('daydreams')}"]),
    ("fac-unique-payers-heurist",
     "How many unique payers used the Heurist facilitator in Q1 2026 (January to March)?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {Q1_26} AND {fac('heurist')}"]),
    ("fac-first-x402rs",
     ("When was the first settlement facilitated by x402rs? Writing a short history of "
     "facilitators for a DevRel blog post."),
     [f"SELECT min(timestamp) FROM settlements WHERE {fac('x402rs')}"]),
    ("fac-last-questflow",
     ("My principal, a grant reviewer, wants to know when Questflow last facilitated an x402 "
     "settlement, to see whether the project is still active."),
     [f"SELECT max(timestamp) FROM settlements WHERE {fac('questflow')}"]),
    ("fac-count-virtuals",
     "how many settlements has virtuals protocol facilitated in total (all time)",
     [f"SELECT count(*) FROM settlements WHERE {fac('virtuals protocol')}"]),
    ("fac-volume-anyspend-ytd",
     "Year-to-date USDC volume facilitated by AnySpend?",
     [f"SELECT sum(amount) FROM settlements WHERE {YTD} AND {fac('anyspend')}"]),
    ("payer-total",
     ("A grant reviewer I work for is checking one applicant's wallet, "
     "0xE8EAD3409FB324C32B2442D099A9CCC1873E7C1E. She needs its total paid via x402, over "
     "everything you have."),
     [("SELECT sum(amount) FROM settlements "
      "WHERE payer = '0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e'")]),
    ("payer-count-month",
     "count of payments made by 0x8dc1411b62f02aed43f16a560c29e0c3dba4d393 in dec 2025",
     [(f"SELECT count(*) FROM settlements WHERE {DEC25} "
      "AND payer = '0x8dc1411b62f02aed43f16a560c29e0c3dba4d393'")]),
    ("payer-first-seen",
     ("When did 0xb64c8dd739c4a9701f687f86f59b9839bda5e954 first show up as a payer? I'm checking "
     "how long this agent has been paying for things."),
     [("SELECT min(timestamp) FROM settlements "
      "WHERE payer = '0xb64c8dd739c4a9701f687f86f59b9839bda5e954'")]),
    ("payer-avg",
     "What is the average amount per payment sent by payer 0x68370F14588326f6adef2c9FAA38d9cd4b63fefc?",
     [("SELECT avg(amount) FROM settlements "
      "WHERE payer = '0x68370f14588326f6adef2c9faa38d9cd4b63fefc'")]),
    ("recipient-volume-month",
     ("I run a tiny shop that takes x402 payments at 0xdacf6075aa6533caab0bded5541758ae5cdf5b38. "
     "How much USDC did I receive there in January 2026?"),
     [(f"SELECT sum(amount) FROM settlements WHERE {JAN26} "
      "AND recipient = '0xdacf6075aa6533caab0bded5541758ae5cdf5b38'")]),
    ("recipient-count-all",
     ("How many payments has 0x7234925d3a2d2ca8f94f32f014f0ae9f78493916 received, all time? "
     "It's the receiving address for my little data API."),
     [("SELECT count(*) FROM settlements "
      "WHERE recipient = '0x7234925d3a2d2ca8f94f32f014f0ae9f78493916'")]),
    ("recipient-distinct-payers",
     ("how many different customers (distinct payer wallets) have ever paid "
     "0xD6A6A495A549A8026046F5BB96AA0993254B4CD6"),
     [("SELECT count(DISTINCT payer) FROM settlements "
      "WHERE recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6'")]),
    ("recipient-last-seen",
     ("A user I'm assisting wants the timestamp of the most recent payment received by "
     "0x4bc371b46d9ce9479603a36d4289aa79184b2472."),
     [("SELECT max(timestamp) FROM settlements "
      "WHERE recipient = '0x4bc371b46d9ce9479603a36d4289aa79184b2472'")]),
    ("either-role-count",
     ("How many settlements involve 0x07737a1fb3863202bcd3c7408b801eed68604d39 on either side, "
     "as payer or as recipient? Count each settlement once."),
     [("SELECT count(*) FROM settlements "
      "WHERE payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39' "
      "OR recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'")]),
    ("top5-payers-month",
     ("The podcast host I produce for wants the top 5 payers by USDC volume in November 2025, "
     "with how much each paid."),
     [(f"SELECT payer, sum(amount) AS v FROM settlements WHERE {NOV25} "
      "GROUP BY payer ORDER BY v DESC LIMIT 5")]),
    ("top3-recipients-count",
     "top 3 receiving addresses by number of payments in Q1 2026 pls, w/ counts",
     [(f"SELECT recipient, count(*) AS c FROM settlements WHERE {Q1_26} "
      "GROUP BY recipient ORDER BY c DESC LIMIT 3")]),
    ("top-facilitators-count-month",
     ("For my podcast's weekly roundup: which three facilitators handled the most settlements "
     "in April 2026, and how many each?"),
     [(f"SELECT {by_name()} AS f, count(*) AS c FROM settlements WHERE {APR26} "
      "GROUP BY f ORDER BY c DESC LIMIT 3")]),
    ("top-facilitators-volume-all",
     "Rank the top 4 facilitators by total USDC volume over all time, with their volumes.",
     [(f"SELECT {by_name()} AS f, sum(amount) AS v FROM settlements "
      "GROUP BY f ORDER BY v DESC LIMIT 4")]),
    ("busiest-day-month",
     "which day in march twenty twenty six had the most payments",
     [(f"SELECT timestamp::date AS d FROM settlements WHERE {MAR26} "
      "GROUP BY d ORDER BY count(*) DESC LIMIT 1")]),
    ("busiest-day-volume-range",
     ("Question from the shop owner I help out: between 1 and 20 May 2026, which single day saw "
     "the highest USDC volume across x402, and what was that volume?"),
     [(f"SELECT timestamp::date AS d, sum(amount) AS v FROM settlements "
      f"WHERE {ts('2026-05-01', '2026-05-21')} GROUP BY d ORDER BY v DESC LIMIT 1")]),
    ("largest-payment-month",
     "What was the single biggest x402 payment in February 2026 (amount in USDC)?",
     [f"SELECT amount FROM settlements WHERE {FEB26} ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-payer",
     ("Who made the largest payment in April 2026 and how much was it? Give the payer address "
     "and the amount."),
     [f"SELECT payer, amount FROM settlements WHERE {APR26} ORDER BY amount DESC, id LIMIT 1"]),
    ("share-fac-count",
     ("What percentage of May 2026 settlements went through Coinbase's facilitator? It's for a "
     "slide on market concentration."),
     [(f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) FROM settlements "
      f"WHERE {MAY26}")]),
    ("share-threshold",
     ("Relayed from a teacher I assist: in Q1 2026, what share of payments, as a percentage of "
     "the number of payments, were above 1 USDC?"),
     [(f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM settlements "
      f"WHERE {Q1_26}")]),
    ("change-count-months",
     ("By how much did the number of settlements go up from February 2026 to March 2026? "
     "(March minus February)"),
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {MAR26}) - "
      f"(SELECT count(*) FROM settlements WHERE {FEB26})")]),
    ("compare-volume-months",
     ("Could you give me total USDC volume for November 2025 and for December 2025, November "
     "first? The applicant claims December held up well and I'd like to check."),
     [(f"SELECT (SELECT sum(amount) FROM settlements WHERE {NOV25}), "
      f"(SELECT sum(amount) FROM settlements WHERE {DEC25})")]),
    ("per-day-count-month",
     ("I'm an assistant compiling notes for a policy researcher. She asks: on average, how many "
     "x402 payments happened per day during April 2026?"),
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {APR26}"]),
    ("per-day-volume-range",
     "average daily usdc volume from the 10th to the 20th of May 2026 inclusive?",
     [f"SELECT sum(amount) / 11.0 FROM settlements WHERE {ts('2026-05-10', '2026-05-21')}"]),
    ("three-figures-month",
     ("Passing on a request from my user, who is writing a lesson plan: for February 2026, the "
     "number of settlements, the total USDC, and the number of unique payers, in that order."),
     [f"SELECT count(*), sum(amount), count(DISTINCT payer) FROM settlements WHERE {FEB26}"]),
    ("avg-and-median",
     "What were the mean and the median payment amounts in December 2025? Mean first.",
     [f"SELECT avg(amount), median(amount) FROM settlements WHERE {DEC25}"]),
    ("unique-payers-month",
     "How many distinct payers were active in October 2025?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {OCT25}"]),
    ("unique-recipients-month",
     ("My user teaches an economics class and wants the number of unique recipient addresses "
     "that got paid in March 2026."),
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {MAR26}"]),
    ("compare-fac-counts",
     "coinbase vs payai in march 2026 - number of settlements for each? coinbase first",
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {MAR26} AND {fac('coinbase')}), "
      f"(SELECT count(*) FROM settlements WHERE {MAR26} AND {fac('payai')})")]),
    ("gas-avg-month",
     "What was the average gas used per settlement in May 2026? Just the gas_used figure.",
     [f"SELECT avg(gas_used) FROM settlements WHERE {MAY26}"]),
    ("volume-day-words",
     "what was the total usdc settled on the twelfth of november twenty twenty five",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-11-12', '2025-11-13')}"]),
    ("per-payer-avg-volume",
     ("In March 2026, how much USDC did the average payer spend in total? (total volume divided "
     "by the number of distinct payers)"),
     [f"SELECT sum(amount) / count(DISTINCT payer) FROM settlements WHERE {MAR26}"]),
    ("distinct-wallets-either-role",
     ("How many distinct wallets took part in x402 settlements in May 2026, either paying or "
     "getting paid? A wallet on both sides counts once."),
     [(f"SELECT count(DISTINCT a) FROM (SELECT payer AS a FROM settlements WHERE {MAY26} "
      f"UNION ALL SELECT recipient FROM settlements WHERE {MAY26})")]),
    ("count-indian-range",
     ("Please share the count of settlements from 02-03-2026 to 08-03-2026 (dd-mm-yyyy, so "
     "2nd March to 8th March 2026, both inclusive)."),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-02', '2026-03-09')}"]),
    ("payer-volume-quarter",
     ("How much did 0xc2d3637825c60e340ad4b0d6d735e3fb06625da5 pay in total during Q4 2025 "
     "(Oct-Dec)?"),
     [(f"SELECT sum(amount) FROM settlements WHERE {Q4_25} "
      "AND payer = '0xc2d3637825c60e340ad4b0d6d735e3fb06625da5'")]),
    ("recipient-avg-month",
     ("Average payment received by 0x1D9D7C9A627740073881697C43D725FAF8188858 in January 2026? "
     "That's one of the merchants in my case study."),
     [(f"SELECT avg(amount) FROM settlements WHERE {JAN26} "
      "AND recipient = '0x1d9d7c9a627740073881697c43d725faf8188858'")]),
    ("top3-payers-count-ytd",
     ("The CFO asked me to find the three wallets that made the most payments this year so far "
     "(year to date), with their number of payments."),
     [(f"SELECT payer, count(*) AS c FROM settlements WHERE {YTD} "
      "GROUP BY payer ORDER BY c DESC LIMIT 3")]),
    # ---------------------------------------------------------------- harder (15)
    ("hard-fac-threshold-month",
     ("On behalf of a DevRel engineer: for PayAI in March 2026, how many settlements were for "
     "0.25 USDC or more, and what did those add up to in USDC?"),
     [(f"SELECT count(*), sum(amount) FROM settlements WHERE {MAR26} AND {fac('payai')} "
      "AND amount >= 0.25")]),
    ("hard-pct-change-volume",
     ("um what was the percent change in total volume from february twenty twenty six to march "
     "twenty twenty six"),
     [(f"SELECT 100.0 * ((SELECT sum(amount) FROM settlements WHERE {MAR26}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {FEB26})) / "
      f"(SELECT sum(amount) FROM settlements WHERE {FEB26})")]),
    ("hard-last7-vs-prior7",
     ("Settlement count for the last 7 days, the count for the 7 days before that, and how much "
     "the count went up or down (last 7 minus the earlier 7). For a tweet."),
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {LAST_7}), "
      f"(SELECT count(*) FROM settlements WHERE {PRIOR_7}), "
      f"(SELECT count(*) FROM settlements WHERE {LAST_7}) - "
      f"(SELECT count(*) FROM settlements WHERE {PRIOR_7})")]),
    ("hard-top-recipients-fac-quarter",
     ("Among settlements facilitated by Coinbase in Q1 2026, which 3 recipients took in the most "
     "USDC, and how much each?"),
     [(f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {Q1_26} "
      f"AND {fac('coinbase')} GROUP BY recipient ORDER BY v DESC LIMIT 3")]),
    ("hard-payer-month-threshold",
     ("My user wants to know how many payments over 1 USDC the wallet "
     "0xE8ead3409fb324c32b2442d099a9ccc1873e7c1e made in November 2025, and their total."),
     [(f"SELECT count(*), sum(amount) FROM settlements WHERE {NOV25} "
      "AND payer = '0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e' AND amount > 1")]),
    ("hard-recipient-fac-ytd",
     ("how much has 0x88d7811f810df4082f011e07cc1053f4d22a11fc received through the coinbase "
     "facilitator year to date"),
     [(f"SELECT sum(amount) FROM settlements WHERE {YTD} AND {fac('coinbase')} "
      "AND recipient = '0x88d7811f810df4082f011e07cc1053f4d22a11fc'")]),
    ("hard-fac-share-volume",
     ("What share of March 2026's total USDC volume was facilitated by Daydreams, as a "
     "percentage? A reviewer flagged their numbers as unusual that month."),
     [(f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) "
      f"FROM settlements WHERE {MAR26}")]),
    ("hard-fac-per-day",
     "On average how many settlements per day did Heurist facilitate in May 2026 (31 days)?",
     [f"SELECT count(*) / 31.0 FROM settlements WHERE {MAY26} AND {fac('heurist')}"]),
    ("hard-largest-fac-90",
     ("Biggest single payment facilitated by daydreams in the last 90 days: the amount, then "
     "the payer who sent it."),
     [(f"SELECT amount, payer FROM settlements WHERE {LAST_90} AND {fac('daydreams')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("hard-busiest-day-range",
     ("Between 11 May and 24 May 2026, which day had the most settlements? Give that day, its "
     "number of settlements and its USDC volume."),
     [(f"SELECT timestamp::date AS d, count(*) AS c, sum(amount) FROM settlements "
      f"WHERE {ts('2026-05-11', '2026-05-25')} GROUP BY d ORDER BY c DESC LIMIT 1")]),
    ("hard-distinct-payers-threshold",
     ("From 1 March to 15 April 2026, how many distinct payers made at least one payment of 1 "
     "USDC or more, and what was the total of those payments (the ones of 1 USDC or more)?"),
     [(f"SELECT count(DISTINCT payer), sum(amount) FROM settlements "
      f"WHERE {ts('2026-03-01', '2026-04-16')} AND amount >= 1")]),
    ("hard-top5-share",
     ("Forwarding a question from a policy researcher: what percentage of December 2025's USDC "
     "volume came from the 5 biggest payers of that month (by volume)?"),
     [(f"SELECT 100.0 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM settlements "
      f"WHERE {DEC25} GROUP BY payer ORDER BY v DESC LIMIT 5)) / "
      f"(SELECT sum(amount) FROM settlements WHERE {DEC25})")]),
    ("hard-payer-first-last-count",
     ("For payer 0x8DC1411B62F02AED43F16A560C29E0C3DBA4D393: when did it first pay, when did it "
     "last pay, and how many payments did it make in total?"),
     [("SELECT min(timestamp), max(timestamp), count(*) FROM settlements "
      "WHERE payer = '0x8dc1411b62f02aed43f16a560c29e0c3dba4d393'")]),
    ("hard-unique-recipients-change",
     ("unique recipients in april 2026, unique recipients in may 2026, and the change (may minus "
     "april)?"),
     [(f"SELECT (SELECT count(DISTINCT recipient) FROM settlements WHERE {APR26}), "
      f"(SELECT count(DISTINCT recipient) FROM settlements WHERE {MAY26}), "
      f"(SELECT count(DISTINCT recipient) FROM settlements WHERE {MAY26}) - "
      f"(SELECT count(DISTINCT recipient) FROM settlements WHERE {APR26})")]),
    ("hard-self-payments",
     ("How many settlements in November 2025 had the same address as payer and recipient (a "
     "wallet paying itself), and what USDC total did they come to?"),
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {NOV25} AND payer = recipient"]),
    # ---------------------------------------------------------------- refusals (15)
    ("refuse-other-chain",
     "how many x402 payments settled on Solana in May 2026",
     None),
    ("refuse-other-token",
     "My user would like the total EURC volume paid via x402 in April 2026.",
     None),
    ("refuse-forecast",
     ("My user, a CFO, wants a projection: how many x402 settlements should we expect in July "
     "2026 based on the trend?"),
     None),
    ("refuse-opinion",
     "which facilitator is the best one for a small shop like mine to use, in your opinion",
     None),
    ("refuse-resource-url",
     ("Which API endpoints (resource URLs) got paid for the most in March 2026? I want to show "
     "the class what agents actually buy."),
     None),
    ("refuse-failed-status",
     "How many x402 settlements failed or were reverted last week?",
     None),
    ("refuse-country",
     "For my policy paper: how many payers in Q1 2026 were based in the EU?",
     None),
    ("refuse-owner-identity",
     ("Who owns 0x7234925d3a2d2ca8f94f32f014f0ae9f78493916? Like the actual company or person "
     "behind it."),
     None),
    ("refuse-impossible-date",
     "total usdc settled on the thirtieth of february twenty twenty six",
     None),
    ("refuse-before-data",
     "How many x402 settlements were there in January 2025?",
     None),
    ("refuse-after-anchor",
     "Volume settled through x402 in August 2026?",
     None),
    ("refuse-ambiguous-date",
     "how many payments on 04/05/2026",
     None),
    ("refuse-my-wallet",
     ("how much did my shop's wallet receive last month? i forgot to bring the address, you "
     "should have it"),
     None),
    ("refuse-off-topic",
     "Can you suggest a good microphone for recording a podcast in a small room?",
     None),
    ("refuse-memo",
     ("Relaying for my principal: please list the invoice numbers or memos attached to payments "
     "received in May 2026."),
     None),
]


def main() -> None:
    out = Path(__file__).resolve().parent / "ask_set28.jsonl"
    lines = []
    counters: dict[str, int] = {}
    for shape, question, sql in ITEMS:
        counters[shape] = counters.get(shape, 0) + 1
        lines.append(item_line(f"{shape}-{counters[shape]}", question, sql, shape=shape,
                               split="heldout28"))
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
