"""Held-out /ask set 29 (helper hw29): questions written by agents and software, anchor 2026-06-03.

Every question and its SQL were written by hand, one by one; the only loop below numbers the ids
and writes the lines. Run from a Sextant checkout root:
``PYTHONPATH=src:. /work/main/.venv/bin/python tests/data/make_ask_set29.py``.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.warehouse.figures import by_name, fac, item_line, ts

# Named periods (half-open whole days, anchor 2026-06-03 included).
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
NOV25 = ts("2025-11-01", "2025-12-01")
DEC25 = ts("2025-12-01", "2026-01-01")
JAN26 = ts("2026-01-01", "2026-02-01")
FEB26 = ts("2026-02-01", "2026-03-01")
MAR26 = ts("2026-03-01", "2026-04-01")
APR26 = ts("2026-04-01", "2026-05-01")
MAY26 = ts("2026-05-01", "2026-06-01")
Q4_25 = ts("2025-10-01", "2026-01-01")
Q1_26 = ts("2026-01-01", "2026-04-01")

NAME = by_name()

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---------------- ordinary (70) ----------------
    ("count-all-time",
     ("metric=settlement_count scope=all data held. Return the integer only: how many x402 "
     "settlements are in the dataset in total?"),
     ["SELECT count(*) FROM settlements"]),
    ("volume-named-month",
     ("nightly job recon, step 3: compute the total USDC volume settled via x402 during April "
     "2026 and emit it as a decimal."),
     [f"SELECT sum(amount) FROM settlements WHERE {APR26}"]),
    ("count-yesterday",
     "/sextant ask how many x402 settlements happened yesterday",
     [f"SELECT count(*) FROM settlements WHERE {YESTERDAY}"]),
    ("volume-today",
     "hey sextant how much usdc has moved through x402 payments today so far",
     [f"SELECT sum(amount) FROM settlements WHERE {TODAY}"]),
    ("count-last-7-days",
     ("Subtask 2/5: retrieve the number of x402 payments settled in the last 7 days, today "
     "included. Output: one integer."),
     [f"SELECT count(*) FROM settlements WHERE {LAST_7}"]),
    ("volume-past-30-days",
     ("I'm drafting a short market brief on agent payments and need one figure: the total USDC "
     "value of x402 settlements over the past 30 days."),
     [f"SELECT sum(amount) FROM settlements WHERE {PAST_30}"]),
    ("avg-amount-month",
     "What was the average x402 payment size, in USDC, during March 2026?",
     [f"SELECT avg(amount) FROM settlements WHERE {MAR26}"]),
    ("median-amount-quarter",
     "median settlement amount (USDC) for Q1 2026? numeric only",
     [f"SELECT median(amount) FROM settlements WHERE {Q1_26}"]),
    ("distinct-payers-month",
     ("weekly digest job: count the unique paying wallets (payers) that settled at least one x402 "
     "payment in May 2026."),
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {MAY26}"]),
    ("distinct-recipients-last-90",
     ("Coverage check before I whitelist merchants: how many distinct recipient addresses "
     "received x402 payments in the last 90 days?"),
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {LAST_90}"]),
    ("per-day-count-month",
     "Step 4 of 7. Compute the average number of x402 settlements per day across April 2026.",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {APR26}"]),
    ("per-day-volume-range",
     ("For the brief's chart caption: what was the average daily USDC volume of x402 settlements "
     "from 4 May 2026 through 17 May 2026?"),
     [f"SELECT sum(amount) / 14 FROM settlements WHERE {ts('2026-05-04', '2026-05-18')}"]),
    ("top-payers-volume-month",
     "top 5 payer addresses by USDC volume in January 2026, with each one's volume",
     [(f"SELECT payer, sum(amount) AS v FROM settlements WHERE {JAN26} "
      "GROUP BY payer ORDER BY v DESC LIMIT 5")]),
    ("top-recipients-count-last-month",
     ("/x402 leaderboard recipients -- which 3 recipient addresses got the most x402 payments "
     "(by number of payments) last month? include the counts"),
     [(f"SELECT recipient, count(*) AS c FROM settlements WHERE {MAY26} "
      "GROUP BY recipient ORDER BY c DESC LIMIT 3")]),
    ("top-facilitators-count-ytd",
     ("Which three facilitators have processed the most x402 settlements year to date, and how "
     "many did each process?"),
     [(f"SELECT {NAME} AS n, count(*) AS c FROM settlements WHERE {YTD} "
      "GROUP BY n ORDER BY c DESC LIMIT 3")]),
    ("max-payment-month",
     "largest single x402 payment in February 2026 -- amount in USDC only",
     [f"SELECT max(amount) FROM settlements WHERE {FEB26}"]),
    ("count-over-threshold-quarter",
     "Flag count requested by risk engine: number of x402 payments over 1 USDC during Q1 2026.",
     [f"SELECT count(*) FROM settlements WHERE amount > 1 AND {Q1_26}"]),
    ("count-at-least-month",
     "cron 02:00 UTC: count settlements of at least 0.5 USDC in December 2025",
     [f"SELECT count(*) FROM settlements WHERE amount >= 0.5 AND {DEC25}"]),
    ("count-under-past-30",
     "count of x402 settlements under 0.005 USDC in the past 30 days",
     [f"SELECT count(*) FROM settlements WHERE amount < 0.005 AND {PAST_30}"]),
    ("count-exactly-month",
     ("Support ticket #5521, forwarded verbatim from the customer: \"How many x402 payments of "
     "exactly 0.01 USDC were settled in November 2025?\" Please answer it for them."),
     [f"SELECT count(*) FROM settlements WHERE amount = 0.01 AND {NOV25}"]),
    ("count-at-most-month",
     "how many x402 payments in april 2026 were at most 0.002 usdc",
     [f"SELECT count(*) FROM settlements WHERE amount <= 0.002 AND {APR26}"]),
    ("facilitator-count-month",
     "/facilitators payai -- how many settlements did PayAI process in March 2026?",
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {MAR26}"]),
    ("facilitator-volume-ytd",
     "How much USDC has been settled through the Daydreams facilitator so far this year?",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('daydreams')} AND {YTD}"]),
    ("facilitator-avg-quarter",
     "heurist facilitator: mean payment amount in Q4 2025 (USDC)",
     [f"SELECT avg(amount) FROM settlements WHERE {fac('heurist')} AND {Q4_25}"]),
    ("facilitator-distinct-payers",
     ("How many distinct payer wallets have ever settled a payment through the x402rs "
     "facilitator?"),
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('x402rs')}"]),
    ("facilitator-first-seen",
     ("Background section of my report: when did the Questflow facilitator settle its first "
     "x402 payment in this dataset?"),
     [f"SELECT min(timestamp) FROM settlements WHERE {fac('questflow')}"]),
    ("facilitator-last-seen",
     ("A merchant in our queue wants to know if OpenX402 is still in use. When was the most "
     "recent settlement submitted by the openx402 facilitator?"),
     [f"SELECT max(timestamp) FROM settlements WHERE {fac('openx402')}"]),
    ("facilitator-count-last-week",
     ("monday_report.py: number of settlements the Coinbase facilitator processed last week "
     "(Mon-Sun)"),
     [f"SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {LAST_WEEK}"]),
    ("facilitator-median-month",
     "coinbase facilitator, January 2026: median payment amount in USDC?",
     [f"SELECT median(amount) FROM settlements WHERE {fac('coinbase')} AND {JAN26}"]),
    ("payer-total-all-time",
     ("I am the spend-control agent for wallet 0xe07e09ba6e993427bb7d48d6d94c67c18ff7bf50. What "
     "is the total USDC this wallet has paid out via x402, all time?"),
     [("SELECT sum(amount) FROM settlements "
      "WHERE payer = '0xe07e09ba6e993427bb7d48d6d94c67c18ff7bf50'")]),
    ("payer-count-month",
     ("Budget agent for payer 0x298CE631E9911549DFFF1382F03635C310BD6318 here. How many x402 "
     "payments did this wallet make in May 2026?"),
     [(f"SELECT count(*) FROM settlements "
      f"WHERE payer = '0x298ce631e9911549dfff1382f03635c310bd6318' AND {MAY26}")]),
    ("payer-avg-amount",
     ("Wallet 0x8dc1411b62f02aed43f16a560c29e0c3dba4d393 as payer: what is its average payment "
     "amount across all of its x402 payments?"),
     [("SELECT avg(amount) FROM settlements "
      "WHERE payer = '0x8dc1411b62f02aed43f16a560c29e0c3dba4d393'")]),
    ("payer-first-seen",
     ("KYT screen: when was 0xdca267747f391c9f59e22b8e1ebaf960ca998ad8 first seen paying in an "
     "x402 settlement?"),
     [("SELECT min(timestamp) FROM settlements "
      "WHERE payer = '0xdca267747f391c9f59e22b8e1ebaf960ca998ad8'")]),
    ("payer-last-seen",
     ("Subtask 1/3: find the timestamp of the most recent x402 payment sent by "
     "0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d."),
     [("SELECT max(timestamp) FROM settlements "
      "WHERE payer = '0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d'")]),
    ("payer-distinct-recipients",
     ("To how many different recipient addresses has 0x30a64a160f63703bb13e69170257ef7c9592288d "
     "sent x402 payments?"),
     [("SELECT count(DISTINCT recipient) FROM settlements "
      "WHERE payer = '0x30a64a160f63703bb13e69170257ef7c9592288d'")]),
    ("payer-max-payment",
     ("Spend audit for 0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a: what is the largest single "
     "x402 payment this wallet ever made (USDC amount)?"),
     [("SELECT max(amount) FROM settlements "
      "WHERE payer = '0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a'")]),
    ("recipient-volume-ytd",
     ("Merchant at 0xdacf6075aa6533caab0bded5541758ae5cdf5b38 is asking how much USDC they have "
     "received via x402 year to date."),
     [(f"SELECT sum(amount) FROM settlements "
      f"WHERE recipient = '0xdacf6075aa6533caab0bded5541758ae5cdf5b38' AND {YTD}")]),
    ("recipient-count-quarter",
     ("/x402 recv 0xB2223dDA010E75d57A5FC9c1F80458F80046f084 -- how many payments did this "
     "address receive in Q4 2025?"),
     [(f"SELECT count(*) FROM settlements "
      f"WHERE recipient = '0xb2223dda010e75d57a5fc9c1f80458f80046f084' AND {Q4_25}")]),
    ("recipient-last-seen",
     "When did 0xc1a764d64c18a12d907ab7fce576cabb613737c3 last receive an x402 payment?",
     [("SELECT max(timestamp) FROM settlements "
      "WHERE recipient = '0xc1a764d64c18a12d907ab7fce576cabb613737c3'")]),
    ("recipient-first-seen",
     ("When did the recipient 0x4e501d525b18b583863321353c2589d2700a1193 receive its first x402 "
     "payment?"),
     [("SELECT min(timestamp) FROM settlements "
      "WHERE recipient = '0x4e501d525b18b583863321353c2589d2700a1193'")]),
    ("recipient-avg-month",
     ("recipient=0xd04f61f4014d19581f9ea74abda5880e500ea70a month=2025-12: average amount of the "
     "payments it received, in USDC?"),
     [(f"SELECT avg(amount) FROM settlements "
      f"WHERE recipient = '0xd04f61f4014d19581f9ea74abda5880e500ea70a' AND {DEC25}")]),
    ("either-role-count",
     ("Counterparty review: how many x402 settlements involve "
     "0x07737a1fb3863202bcd3c7408b801eed68604d39 on either side, as payer or as recipient? "
     "Count each settlement once."),
     [("SELECT count(*) FROM settlements "
      "WHERE payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39' "
      "OR recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'")]),
    ("payer-via-facilitator",
     ("Wallet 0x42ba8b59b641adfa114c38e8ec79eeed45c6464d is the one I manage for my operator. "
     "How many of its x402 payments were settled through PayAI?"),
     [(f"SELECT count(*) FROM settlements "
      f"WHERE payer = '0x42ba8b59b641adfa114c38e8ec79eeed45c6464d' AND {fac('payai')}")]),
    ("busiest-day-count-month",
     ("/x402 peak -- which day in March 2026 had the most x402 settlements, and how many were "
     "there that day?"),
     [(f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE {MAR26} "
      "GROUP BY d ORDER BY c DESC LIMIT 1")]),
    ("busiest-day-volume-90",
     ("Within the last 90 days, which single day saw the highest total USDC volume of x402 "
     "payments?"),
     [(f"SELECT CAST(timestamp AS DATE) AS d FROM settlements WHERE {LAST_90} "
      "GROUP BY d ORDER BY sum(amount) DESC LIMIT 1")]),
    ("volume-week-before-last",
     "job weekly_compare: total USDC volume for the week before last (Monday to Sunday)",
     [f"SELECT sum(amount) FROM settlements WHERE {WEEK_BEFORE_LAST}"]),
    ("count-this-week",
     "how many x402 payments have there been this week",
     [f"SELECT count(*) FROM settlements WHERE {THIS_WEEK}"]),
    ("volume-quarter-so-far",
     "this quarter so far: total x402 USDC volume?",
     [f"SELECT sum(amount) FROM settlements WHERE {QTD}"]),
    ("count-iso-date",
     "Task 3/4 -- count x402 settlements on 2026-01-15 (UTC).",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-15', '2026-01-16')}"]),
    ("volume-date-words",
     "what was the total x402 volume on the third of may 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-03', '2026-05-04')}"]),
    ("count-range-across-months",
     "How many x402 payments were settled between January 28 and February 4, 2026?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-28', '2026-02-05')}"]),
    ("count-quarter",
     "quarterly close: total number of x402 settlements in Q4 2025",
     [f"SELECT count(*) FROM settlements WHERE {Q4_25}"]),
    ("count-named-week",
     ("Subtask 5/6: count the x402 settlements in the week starting Monday 13 April 2026 "
     "(Monday through Sunday)."),
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-13', '2026-04-20')}"]),
    ("distinct-facilitator-addresses",
     ("How many different facilitator addresses (the transaction senders) submitted x402 "
     "settlements in February 2026?"),
     [f"SELECT count(DISTINCT facilitator) FROM settlements WHERE {FEB26}"]),
    ("gas-avg-month",
     "avg gas_used per x402 settlement in April 2026?",
     [f"SELECT avg(gas_used) FROM settlements WHERE {APR26}"]),
    ("distinct-payers-all-time",
     "How many unique payer addresses appear in the whole x402 dataset?",
     ["SELECT count(DISTINCT payer) FROM settlements"]),
    ("avg-amount-yesterday",
     "/x402 avg -- what was the average x402 payment amount yesterday?",
     [f"SELECT avg(amount) FROM settlements WHERE {YESTERDAY}"]),
    ("count-over-10-last-90",
     ("Large-payment monitor: how many x402 settlements above 10 USDC occurred in the last 90 "
     "days?"),
     [f"SELECT count(*) FROM settlements WHERE amount > 10 AND {LAST_90}"]),
    ("top-facilitators-volume-quarter",
     "Rank the top 3 facilitators by USDC volume settled in Q1 2026, with their volumes.",
     [(f"SELECT {NAME} AS n, sum(amount) AS v FROM settlements WHERE {Q1_26} "
      "GROUP BY n ORDER BY v DESC LIMIT 3")]),
    ("top-recipients-volume-all",
     "top 5 recipients by total USDC received, all time, with amounts",
     [("SELECT recipient, sum(amount) AS v FROM settlements "
      "GROUP BY recipient ORDER BY v DESC LIMIT 5")]),
    ("payer-to-recipient-count",
     ("How many x402 payments has 0xE38D3D05B6B50098CB73A14E2A9DE3A9854B3282 sent to "
     "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4?"),
     [("SELECT count(*) FROM settlements "
      "WHERE payer = '0xe38d3d05b6b50098cb73a14e2a9de3a9854b3282' "
      "AND recipient = '0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4'")]),
    ("median-last-7-days",
     "median x402 payment amount over the last 7 days, USDC",
     [f"SELECT median(amount) FROM settlements WHERE {LAST_7}"]),
    ("volume-long-range",
     "archive job: total USDC volume of x402 settlements from July 1 through December 31, 2025",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-07-01', '2026-01-01')}"]),
    ("per-day-volume-month",
     "What was the average daily x402 volume in USDC during December 2025?",
     [f"SELECT sum(amount) / 31 FROM settlements WHERE {DEC25}"]),
    ("days-over-count-month",
     "Subtask 4/4: on how many days in February 2026 were there more than 25 x402 settlements?",
     [(f"SELECT count(*) FROM (SELECT CAST(timestamp AS DATE) AS d FROM settlements "
      f"WHERE {FEB26} GROUP BY d HAVING count(*) > 25)")]),
    ("recipient-min-payment",
     ("The merchant at 0xead2ea64bbad05c891f881e944506701cebc5a73 asks what the smallest x402 "
     "payment they have ever received was."),
     [("SELECT min(amount) FROM settlements "
      "WHERE recipient = '0xead2ea64bbad05c891f881e944506701cebc5a73'")]),
    ("volume-last-week",
     "how much usdc went through x402 last week",
     [f"SELECT sum(amount) FROM settlements WHERE {LAST_WEEK}"]),
    ("payer-count-last-90",
     ("How many x402 payments did 0xc2d3637825c60e340ad4b0d6d735e3fb06625da5 make in the last 90 "
     "days?"),
     [(f"SELECT count(*) FROM settlements "
      f"WHERE payer = '0xc2d3637825c60e340ad4b0d6d735e3fb06625da5' AND {LAST_90}")]),
    ("recipient-distinct-payers-past-30",
     ("Merchant success agent here: how many distinct wallets paid "
     "0x1d9d7c9a627740073881697c43d725faf8188858 over the past 30 days?"),
     [(f"SELECT count(DISTINCT payer) FROM settlements "
      f"WHERE recipient = '0x1d9d7c9a627740073881697c43d725faf8188858' AND {PAST_30}")]),
    ("first-payment-in-data",
     "What is the timestamp of the earliest x402 settlement in the dataset?",
     ["SELECT min(timestamp) FROM settlements"]),
    # ---------------- harder (15) ----------------
    ("hard-two-months-volume-change",
     ("For the brief: give total x402 USDC volume in March 2026, then in April 2026, then the "
     "change from March to April."),
     [f"SELECT sum(amount) FROM settlements WHERE {MAR26}",
      f"SELECT sum(amount) FROM settlements WHERE {APR26}",
      (f"SELECT (SELECT sum(amount) FROM settlements WHERE {APR26}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {MAR26})")]),
    ("hard-two-facilitators-count",
     ("/x402 compare payai daydreams -- number of settlements each processed in Q1 2026, PayAI "
     "first"),
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {Q1_26}",
      f"SELECT count(*) FROM settlements WHERE {fac('daydreams')} AND {Q1_26}"]),
    ("hard-several-figures-month",
     ("monthly KPI job for April 2026: emit the settlement count, total USDC volume, average "
     "payment amount and number of unique payers, in that order."),
     [(f"SELECT count(*), sum(amount), avg(amount), count(DISTINCT payer) FROM settlements "
      f"WHERE {APR26}")]),
    ("hard-max-row-past-30",
     ("What was the largest x402 payment in the past 30 days? Give the amount, the payer and the "
     "recipient."),
     [(f"SELECT amount, payer, recipient FROM settlements WHERE {PAST_30} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("hard-share-facilitator-volume",
     "What percentage of May 2026 x402 USDC volume was settled by the Coinbase facilitator?",
     [(f"SELECT 100 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) "
      f"FROM settlements WHERE {MAY26}")]),
    ("hard-pct-change-count",
     "pct change in x402 settlement count from December 2025 to January 2026?",
     [(f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {JAN26}) - "
      f"(SELECT count(*) FROM settlements WHERE {DEC25})) / "
      f"(SELECT count(*) FROM settlements WHERE {DEC25})")]),
    ("hard-last7-vs-prior7",
     ("Subtask 3/5: x402 settlement counts for the last 7 days and for the 7 days before that, "
     "plus the difference (last 7 minus the prior 7)."),
     [f"SELECT count(*) FROM settlements WHERE {LAST_7}",
      f"SELECT count(*) FROM settlements WHERE {PRIOR_7}",
      (f"SELECT (SELECT count(*) FROM settlements WHERE {LAST_7}) - "
      f"(SELECT count(*) FROM settlements WHERE {PRIOR_7})")]),
    ("hard-top-payers-facilitator-month",
     ("/x402 top payers --facilitator heurist --month 2025-11 --by count --limit 3 (which three "
     "payers made the most payments through Heurist in November 2025, with their counts)"),
     [(f"SELECT payer, count(*) AS c FROM settlements WHERE {fac('heurist')} AND {NOV25} "
      "GROUP BY payer ORDER BY c DESC LIMIT 3")]),
    ("hard-pair-count-volume",
     ("Spend reconciliation: from wallet 0xe07e09ba6e993427bb7d48d6d94c67c18ff7bf50 to "
     "0x66fa4d79ca84016b42352be33c908dd812952ec8, how many x402 payments were made and how much "
     "USDC did they total?"),
     [("SELECT count(*), sum(amount) FROM settlements "
      "WHERE payer = '0xe07e09ba6e993427bb7d48d6d94c67c18ff7bf50' "
      "AND recipient = '0x66fa4d79ca84016b42352be33c908dd812952ec8'")]),
    ("hard-recipient-two-quarters",
     ("Merchant 0xbd0d5dc5146c41157e9895882c8b1654b6a1c156 wants their x402 revenue in USDC for "
     "Q4 2025 and for Q1 2026 (two figures, Q4 first)."),
     [(f"SELECT sum(amount) FROM settlements "
      f"WHERE recipient = '0xbd0d5dc5146c41157e9895882c8b1654b6a1c156' AND {Q4_25}"),
      (f"SELECT sum(amount) FROM settlements "
      f"WHERE recipient = '0xbd0d5dc5146c41157e9895882c8b1654b6a1c156' AND {Q1_26}")]),
    ("hard-share-threshold-month",
     "In November 2025, what share (in percent) of x402 payments were for at least 0.5 USDC?",
     [(f"SELECT 100.0 * count(*) FILTER (WHERE amount >= 0.5) / count(*) FROM settlements "
      f"WHERE {NOV25}")]),
    ("hard-busiest-day-week",
     ("weekly_peak job: for the week before last, find the day with the highest settlement count "
     "and report that day, its count and its USDC volume."),
     [(f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c, sum(amount) FROM settlements "
      f"WHERE {WEEK_BEFORE_LAST} GROUP BY d ORDER BY c DESC LIMIT 1")]),
    ("hard-facilitator-per-day-last-month",
     "On average, how many x402 settlements per day did PayAI process last month?",
     [f"SELECT count(*) / 31.0 FROM settlements WHERE {fac('payai')} AND {MAY26}"]),
    ("hard-unique-payers-weeks-change",
     "unique payers last week, unique payers the week before last, and the change between them",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {LAST_WEEK}",
      f"SELECT count(DISTINCT payer) FROM settlements WHERE {WEEK_BEFORE_LAST}",
      (f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {LAST_WEEK}) - "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {WEEK_BEFORE_LAST})")]),
    ("hard-max-row-facilitator-quarter",
     ("Who received the largest single payment settled through PayAI in Q1 2026, and how much "
     "was it?"),
     [(f"SELECT recipient, amount FROM settlements WHERE {fac('payai')} AND {Q1_26} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    # ---------------- refusals (15) ----------------
    ("refuse-other-chain",
     "Subtask 2/3: total x402 USDC volume settled on Solana in May 2026.",
     None),
    ("refuse-other-token",
     "total EURC volume of x402 settlements last month",
     None),
    ("refuse-forecast",
     "Based on the recent trend, how many x402 settlements should we expect next week?",
     None),
    ("refuse-opinion",
     ("A merchant asks which facilitator is more reliable to integrate, PayAI or Coinbase. Which "
     "one should they pick?"),
     None),
    ("refuse-resource-url",
     "/x402 top endpoints -- which resource URLs earned the most x402 payments in April 2026?",
     None),
    ("refuse-failed-status",
     "How many x402 settlements failed or were reverted yesterday?",
     None),
    ("refuse-memo",
     ("export job: list the memo text attached to each payment received by "
     "0xdacf6075aa6533caab0bded5541758ae5cdf5b38 in May 2026"),
     None),
    ("refuse-impossible-date",
     "how many x402 payments happened on february 30 2026",
     None),
    ("refuse-before-data",
     "What was the total x402 USDC volume in April 2025?",
     None),
    ("refuse-after-anchor",
     "compute total x402 volume for July 2026",
     None),
    ("refuse-ambiguous-date",
     "Subtask 1/2: count x402 settlements on 04/05/2026.",
     None),
    ("refuse-owner-identity",
     "KYC lookup: who is the company or person behind 0xb2223dda010e75d57a5fc9c1f80458f80046f084?",
     None),
    ("refuse-my-wallet",
     ("I'm the budget agent for my user's wallet. How much has my wallet spent on x402 so far "
     "this month?"),
     None),
    ("refuse-off-topic",
     "what's the weather in lisbon tomorrow",
     None),
    ("refuse-agents-vs-humans",
     "What fraction of x402 payments last month were made by AI agents rather than by humans?",
     None),
]


def main() -> None:
    seen: Counter[str] = Counter()
    lines = []
    for shape, question, sql in ITEMS:
        seen[shape] += 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape,
                               split="heldout29"))
    out = Path(__file__).resolve().parent / "ask_set29.jsonl"
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
