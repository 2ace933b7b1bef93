"""Probe set hp17 for ``POST /ask``: 150 hand-labelled questions, most of them traps (worded so
that a careless reader answers a neighbouring question). Anchor: today = 2026-06-03 (included).

Every question and its SQL is written by hand, one by one; the only loop numbers the ids and
writes the lines. Run from a Sextant checkout root:
``PYTHONPATH=src:. /work/main/.venv/bin/python /work/probes_hp17/make_ask_probe_hp17.py``.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

NAME = "hp17"


def split_of(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


S = "FROM settlements WHERE "

# (shape, question, sql list or None for a refusal)
ITEMS: list[tuple[str, str, list[str] | None]] = [
    ("count-payers-not-payments",
     "Assistant query on behalf of a user: how many wallets paid in May 2026?",
     [f"SELECT COUNT(DISTINCT payer) {S}{ts('2026-05-01', '2026-06-01')}"]),
    ("count-payments-not-payers",
     "Task: return the number of settlement transactions (individual payments, not unique payers) "
     "recorded last month.",
     [f"SELECT COUNT(*) {S}{ts('2026-05-01', '2026-06-01')}"]),
    ("volume-not-count-yesterday",
     "how much money moved through x402 yesterday? the dollar total please, not how many payments",
     [f"SELECT SUM(amount) {S}{ts('2026-06-02', '2026-06-03')}"]),
    ("count-not-volume-last-week",
     "For my piece: how many x402 payments were settled last week?",
     [f"SELECT COUNT(*) {S}{ts('2026-05-25', '2026-06-01')}"]),
    ("rolling-7-days-volume",
     "[agent] metric=volume, window=last 7 days (rolling, today included). Return the USDC "
      "sum.",
     [f"SELECT SUM(amount) {S}{ts('2026-05-28', '2026-06-04')}"]),
    ("calendar-week-volume",
     "Agent step 2/4: fetch total USDC settled during last week (the calendar week, Monday to "
     "Sunday).",
     [f"SELECT SUM(amount) {S}{ts('2026-05-25', '2026-06-01')}"]),
    ("payer-role-count",
     "How many payments has 0x298ce631e9911549dfff1382f03635c310bd6318 made as the payer?",
     [f"SELECT COUNT(*) {S}payer = '0x298ce631e9911549dfff1382f03635c310bd6318'"]),
    ("recipient-role-count-dual-address",
     "How many payments did 0x4e9bce2547a9491b09ed092c433b19888e665edb receive?",
     [f"SELECT COUNT(*) {S}recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb'"]),
    ("either-role-count",
     "Agent query: count all settlements in which 0x4e9bce2547a9491b09ed092c433b19888e665edb "
     "appears, whether as payer or as recipient.",
     [f"SELECT COUNT(*) {S}(payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb' OR "
      "recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb')"]),
    ("sent-to-address-volume",
     "Sub-task: total USDC sent to 0x07737a1fb3863202bcd3c7408b801eed68604d39, all time.",
     [f"SELECT SUM(amount) {S}recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'"]),
    ("sent-by-address-volume",
     "How much USDC did 0x07737a1fb3863202bcd3c7408b801eed68604d39 send out, all time?",
     [f"SELECT SUM(amount) {S}payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39'"]),
    ("facilitator-share-of-count",
     "An AI assistant asks: what percentage of all x402 payments were settled through PayAI?",
     [f"SELECT 100.0 * COUNT(*) FILTER (WHERE {fac('payai')}) / COUNT(*) FROM settlements"]),
    ("facilitator-share-of-volume",
     "By dollar value, what share of all-time volume did PayAI handle?",
     [f"SELECT 100.0 * SUM(amount) FILTER (WHERE {fac('payai')}) / SUM(amount) FROM settlements"]),
    ("per-payment-threshold-count",
     "How many individual payments in November 2025 were larger than 1 USDC?",
     [f"SELECT COUNT(*) {S}{ts('2025-11-01', '2025-12-01')} AND amount > 1"]),
    ("wallet-total-threshold-count",
     "How many payers spent more than 1 USDC in total during November 2025?",
     [f"SELECT COUNT(*) FROM (SELECT payer {S}{ts('2025-11-01', '2025-12-01')} "
      "GROUP BY payer HAVING SUM(amount) > 1)"]),
    ("at-least-one-cent-count",
     "how many payments of at least 0.01 USDC in may 2026?",
     [f"SELECT COUNT(*) {S}{ts('2026-05-01', '2026-06-01')} AND amount >= 0.01"]),
    ("strictly-over-one-cent-count",
     "Agent check: count the May 2026 payments over 0.01 USDC.",
     [f"SELECT COUNT(*) {S}{ts('2026-05-01', '2026-06-01')} AND amount > 0.01"]),
    ("inclusive-day-range-volume",
     "What was the volume from May 10 through May 20, 2026?",
     [f"SELECT SUM(amount) {S}{ts('2026-05-10', '2026-05-21')}"]),
    ("day-range-dash-count",
     "number of payments 1-15 March 2026?",
     [f"SELECT COUNT(*) {S}{ts('2026-03-01', '2026-03-16')}"]),
    ("per-day-average-count",
     "Planning agent needs the average number of payments per day in April 2026.",
     [f"SELECT COUNT(*) / 30.0 {S}{ts('2026-04-01', '2026-05-01')}"]),
    ("average-payment-size-month",
     "As an assistant preparing a pricing memo, I need the average size of a single payment in "
     "April 2026.",
     [f"SELECT AVG(amount) {S}{ts('2026-04-01', '2026-05-01')}"]),
    ("average-spend-per-payer",
     "In April 2026, how much did the average paying wallet spend over the whole month?",
     [f"SELECT SUM(amount) / COUNT(DISTINCT payer) {S}{ts('2026-04-01', '2026-05-01')}"]),
    ("payments-per-payer-quarter",
     "For a usage model I'm building as an agent: on average, how many payments did each payer"
      " make in Q1 2026?",
     [f"SELECT COUNT(*) / COUNT(DISTINCT payer) {S}{ts('2026-01-01', '2026-04-01')}"]),
    ("change-count-month-to-month",
     "Did the monthly payment count go up or down from April to May 2026? Give me the change.",
     [f"SELECT (SELECT COUNT(*) {S}{ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT COUNT(*) {S}{ts('2026-04-01', '2026-05-01')})"]),
    ("pct-change-volume-a-to-b",
     "Return the percent change in total volume from April 2026 to May 2026.",
     [f"SELECT 100.0 * ((SELECT SUM(amount) {S}{ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT SUM(amount) {S}{ts('2026-04-01', '2026-05-01')})) / "
      f"(SELECT SUM(amount) {S}{ts('2026-04-01', '2026-05-01')})"]),
    ("pct-change-reverse-mention",
     "March 2026 vs February 2026 payment counts: what's the percent change going from February "
     "to March?",
     [f"SELECT 100.0 * ((SELECT COUNT(*) {S}{ts('2026-03-01', '2026-04-01')}) - "
      f"(SELECT COUNT(*) {S}{ts('2026-02-01', '2026-03-01')})) / "
      f"(SELECT COUNT(*) {S}{ts('2026-02-01', '2026-03-01')})"]),
    ("payer-of-largest-payment-ytd",
     "Identify the wallet that sent the single largest payment so far this year.",
     [f"SELECT payer {S}{ts('2026-01-01', '2026-06-04')} ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payer-by-volume-ytd",
     "Which wallet has paid the most USDC in total so far this year, and how much?",
     [f"SELECT payer, SUM(amount) AS v {S}{ts('2026-01-01', '2026-06-04')} GROUP BY payer "
      "ORDER BY v DESC LIMIT 1"]),
    ("second-largest-payment",
     "Tool request: amount of the second-largest single payment in March 2026.",
     [f"SELECT amount {S}{ts('2026-03-01', '2026-04-01')} ORDER BY amount DESC, id "
      "LIMIT 1 OFFSET 1"]),
    ("top3-recipients-by-count",
     "As a marketplace-ranking agent, list the top 3 recipients of May 2026 by number of "
      "payments received, with their counts.",
     [f"SELECT recipient, COUNT(*) AS n {S}{ts('2026-05-01', '2026-06-01')} GROUP BY recipient "
      "ORDER BY n DESC LIMIT 3"]),
    ("top3-recipients-by-volume",
     "Which 3 recipients took in the most USDC in May 2026, and how much did each get?",
     [f"SELECT recipient, SUM(amount) AS v {S}{ts('2026-05-01', '2026-06-01')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("facilitator-share-of-month-volume",
     "Compute Daydreams' share of March 2026's total volume, in percent.",
     [f"SELECT 100.0 * SUM(amount) FILTER (WHERE {fac('daydreams')}) / SUM(amount) "
      f"{S}{ts('2026-03-01', '2026-04-01')}"]),
    ("volume-excluding-facilitator",
     "Agent step: total USDC volume in Q1 2026, excluding anything settled by Coinbase.",
     [f"SELECT SUM(amount) {S}{ts('2026-01-01', '2026-04-01')} AND NOT ({fac('coinbase')})"]),
    ("count-other-than-two-facilitators",
     "Assistant task: number of last month's payments whose facilitator was neither Coinbase "
      "nor PayAI.",
     [f"SELECT COUNT(*) {S}{ts('2026-05-01', '2026-06-01')} "
      f"AND NOT ({fac('coinbase')} OR {fac('payai')})"]),
    ("average-ignoring-sub-cent",
     "Average payment size in May 2026, not counting payments under 0.01 USDC.",
     [f"SELECT AVG(amount) {S}{ts('2026-05-01', '2026-06-01')} AND amount >= 0.01"]),
    ("negation-not-coinbase-count",
     "I'm an agent auditing facilitator concentration. How many May 2026 payments were not "
      "made through Coinbase?",
     [f"SELECT COUNT(*) {S}{ts('2026-05-01', '2026-06-01')} AND NOT ({fac('coinbase')})"]),
    ("days-with-any-payment",
     "How many days in September 2025 had at least one payment?",
     [f"SELECT COUNT(DISTINCT CAST(timestamp AS DATE)) {S}{ts('2025-09-01', '2025-10-01')}"]),
    ("days-over-count-threshold",
     "Return the number of days in May 2026 that had more than 35 payments.",
     [f"SELECT COUNT(*) FROM (SELECT CAST(timestamp AS DATE) AS d {S}"
      f"{ts('2026-05-01', '2026-06-01')} GROUP BY d HAVING COUNT(*) > 35)"]),
    ("wallets-paying-more-than-once",
     "How many wallets paid more than once in the last 30 days?",
     [f"SELECT COUNT(*) FROM (SELECT payer {S}{ts('2026-05-05', '2026-06-04')} "
      "GROUP BY payer HAVING COUNT(*) > 1)"]),
    ("uppercase-address-payer-count",
     "lookup: how many payments did 0X30A64A160F63703BB13E69170257EF7C9592288D make in "
      "December 2025?",
     [f"SELECT COUNT(*) {S}payer = '0x30a64a160f63703bb13e69170257ef7c9592288d' "
      f"AND {ts('2025-12-01', '2026-01-01')}"]),
    ("one-period-two-figures",
     "In February 2026, what was the total volume, and how many distinct recipients were paid?",
     [f"SELECT SUM(amount), COUNT(DISTINCT recipient) {S}{ts('2026-02-01', '2026-03-01')}"]),
    ("two-questions-one-sentence",
     "how many payments happened yesterday and what was the biggest one",
     [f"SELECT COUNT(*), MAX(amount) {S}{ts('2026-06-02', '2026-06-03')}"]),
    ("recipient-last-30-days-volume",
     "Merchant bot here. How much has 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 received over"
      " the past 30 days?",
     [f"SELECT SUM(amount) {S}recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5' "
      f"AND {ts('2026-05-05', '2026-06-04')}"]),
    ("median-not-mean-month",
     "What was the median payment amount in May 2026?",
     [f"SELECT MEDIAN(amount) {S}{ts('2026-05-01', '2026-06-01')}"]),
    ("distinct-payers-of-recipient",
     "Due-diligence agent: how many different wallets have ever paid "
      "0xef02d1cd61cfb3328735be449fbec3fe319f3236?",
     [f"SELECT COUNT(DISTINCT payer) {S}recipient = '0xef02d1cd61cfb3328735be449fbec3fe319f3236'"]),
    ("distinct-recipients-of-payer",
     "To how many different recipients has 0x298ce631e9911549dfff1382f03635c310bd6318 sent "
     "money?",
     [f"SELECT COUNT(DISTINCT recipient) {S}payer = '0x298ce631e9911549dfff1382f03635c310bd6318'"]),
    ("active-wallets-either-role-month",
     "Count the unique wallets active in May 2026 in any role, payer or recipient (a wallet on"
      " both sides counts once).",
     [f"SELECT COUNT(*) FROM (SELECT payer AS a {S}{ts('2026-05-01', '2026-06-01')} UNION "
      f"SELECT recipient {S}{ts('2026-05-01', '2026-06-01')})"]),
    ("first-received-date",
     "When did 0x07737a1fb3863202bcd3c7408b801eed68604d39 first receive a payment?",
     [f"SELECT MIN(timestamp) {S}recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'"]),
    ("last-paid-date",
     "Agent memory refresh: when did 0x90872f4f373fa502078f84c9870e5a5452b1ac11 last pay for "
      "anything?",
     [f"SELECT MAX(timestamp) {S}payer = '0x90872f4f373fa502078f84c9870e5a5452b1ac11'"]),
    ("this-week-count",
     "Status check from the monitoring agent: number of settlements this week so far.",
     [f"SELECT COUNT(*) {S}{ts('2026-06-01', '2026-06-04')}"]),
    ("busiest-day-by-volume",
     "Which day in April 2026 had the highest USDC volume, and how much was it?",
     [f"SELECT CAST(timestamp AS DATE) AS d, SUM(amount) AS v {S}"
      f"{ts('2026-04-01', '2026-05-01')} GROUP BY d ORDER BY v DESC LIMIT 1"]),
    ("busiest-day-by-count",
     "Which day in March 2026 had the most payments, and how many were there?",
     [f"SELECT CAST(timestamp AS DATE) AS d, COUNT(*) AS n {S}"
      f"{ts('2026-03-01', '2026-04-01')} GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("facilitator-count-month",
     "Heurist facilitator, May 2026: number of payments settled.",
     [f"SELECT COUNT(*) {S}{ts('2026-05-01', '2026-06-01')} AND {fac('heurist')}"]),
    ("facilitator-volume-month",
     "Heurist, May 2026: how much USDC did it settle?",
     [f"SELECT SUM(amount) {S}{ts('2026-05-01', '2026-06-01')} AND {fac('heurist')}"]),
    ("top-facilitator-address-by-count",
     "Agent query: which facilitator address sent the most settlement transactions in May "
      "2026, and how many did it send?",
     [f"SELECT facilitator, COUNT(*) AS n {S}{ts('2026-05-01', '2026-06-01')} "
      "GROUP BY facilitator ORDER BY n DESC LIMIT 1"]),
    ("at-most-threshold-count",
     "How many payments in Q1 2026 were at most 0.002 USDC?",
     [f"SELECT COUNT(*) {S}{ts('2026-01-01', '2026-04-01')} AND amount <= 0.002"]),
    ("under-threshold-count",
     "Count the Q1 2026 payments under 0.002 USDC.",
     [f"SELECT COUNT(*) {S}{ts('2026-01-01', '2026-04-01')} AND amount < 0.002"]),
    ("exact-amount-count",
     "Assistant query: how many payments of exactly 1 USDC have there been, all time?",
     [f"SELECT COUNT(*) {S}amount = 1"]),
    ("amount-range-inclusive",
     "Pricing agent: how many May 2026 payments were between 0.01 and 0.02 USDC, both ends "
      "included?",
     [f"SELECT COUNT(*) {S}{ts('2026-05-01', '2026-06-01')} AND amount >= 0.01 AND amount <= 0.02"]),
    ("payer-average-payment",
     "What's the average payment size sent by 0x298ce631e9911549dfff1382f03635c310bd6318?",
     [f"SELECT AVG(amount) {S}payer = '0x298ce631e9911549dfff1382f03635c310bd6318'"]),
    ("share-of-count-over-threshold",
     "Assistant computing fee tiers: what percent of May 2026 payments were over 0.01 USDC?",
     [f"SELECT 100.0 * COUNT(*) FILTER (WHERE amount > 0.01) / COUNT(*) {S}"
      f"{ts('2026-05-01', '2026-06-01')}"]),
    ("share-of-volume-from-large",
     "What share of November 2025's volume came from payments of at least 1 USDC each?",
     [f"SELECT 100.0 * SUM(amount) FILTER (WHERE amount >= 1) / SUM(amount) {S}"
      f"{ts('2025-11-01', '2025-12-01')}"]),
    ("recipients-with-many-payers",
     "As an assistant, I need the number of recipients that were paid by at least 10 different"
      " wallets in May 2026.",
     [f"SELECT COUNT(*) FROM (SELECT recipient {S}{ts('2026-05-01', '2026-06-01')} "
      "GROUP BY recipient HAVING COUNT(DISTINCT payer) >= 10)"]),
    ("top3-payers-by-count-30d",
     "Rank payers by how many payments they made over the past 30 days; return the top 3 with "
      "their counts.",
     [f"SELECT payer, COUNT(*) AS n {S}{ts('2026-05-05', '2026-06-04')} GROUP BY payer "
      "ORDER BY n DESC LIMIT 3"]),
    ("recipient-of-largest-payment",
     "Who received the largest payment in the last 7 days?",
     [f"SELECT recipient {S}{ts('2026-05-28', '2026-06-04')} ORDER BY amount DESC, id LIMIT 1"]),
    ("recipient-of-largest-payment",
     "Agent: which wallet was on the receiving end of the biggest single payment in November "
      "2025?",
     [f"SELECT recipient {S}{ts('2025-11-01', '2025-12-01')} ORDER BY amount DESC, id LIMIT 1"]),
    ("per-day-volume-30d",
     "Dashboard agent: what was the average daily volume over the last 30 days?",
     [f"SELECT SUM(amount) / 30.0 {S}{ts('2026-05-05', '2026-06-04')}"]),
    ("quarter-so-far-distinct-payers",
     "You are a reporting agent. Output the number of distinct payers this quarter so far.",
     [f"SELECT COUNT(DISTINCT payer) {S}{ts('2026-04-01', '2026-06-04')}"]),
    ("single-payment-payers",
     "Agent: how many payers made exactly one payment in May 2026?",
     [f"SELECT COUNT(*) FROM (SELECT payer {S}{ts('2026-05-01', '2026-06-01')} "
      "GROUP BY payer HAVING COUNT(*) = 1)"]),
    ("wallets-both-roles-month",
     "How many wallets both paid and received in November 2025?",
     [f"SELECT COUNT(*) FROM (SELECT payer {S}{ts('2025-11-01', '2025-12-01')} INTERSECT "
      f"SELECT recipient {S}{ts('2025-11-01', '2025-12-01')})"]),
    ("per-day-volume-quarter",
     "Reporting agent request: average daily USDC volume in Q1 2026.",
     [f"SELECT SUM(amount) / 90.0 {S}{ts('2026-01-01', '2026-04-01')}"]),
    ("facilitator-two-days",
     "How many payments did Coinbase settle yesterday, and how many today?",
     [f"SELECT COUNT(*) {S}{ts('2026-06-02', '2026-06-03')} AND {fac('coinbase')}",
      f"SELECT COUNT(*) {S}{ts('2026-06-03', '2026-06-04')} AND {fac('coinbase')}"]),
    ("busiest-month-by-count",
     "Trend agent: which calendar month had the most payments ever, and how many?",
     ["SELECT CAST(date_trunc('month', timestamp) AS DATE) AS m, COUNT(*) AS n "
      "FROM settlements GROUP BY m ORDER BY n DESC LIMIT 1"]),
    ("top-month-by-volume-year",
     "Which month of 2026 so far had the highest volume, and what was it?",
     [f"SELECT CAST(date_trunc('month', timestamp) AS DATE) AS m, SUM(amount) AS v {S}"
      f"{ts('2026-01-01', '2026-06-04')} GROUP BY m ORDER BY v DESC LIMIT 1"]),
    ("above-average-count",
     "As an analytics assistant: how many payments in May 2026 were bigger than that month's "
      "average payment?",
     [f"SELECT COUNT(*) {S}{ts('2026-05-01', '2026-06-01')} AND amount > "
      f"(SELECT AVG(amount) {S}{ts('2026-05-01', '2026-06-01')})"]),
    ("payer-count-at-least-threshold",
     "How many payments of 1 USDC or more did 0xd2a6b1d5c41ebff0ae3f8d244db66bdf9c35b282 make?",
     [f"SELECT COUNT(*) {S}payer = '0xd2a6b1d5c41ebff0ae3f8d244db66bdf9c35b282' AND amount >= 1"]),
    ("wallets-total-over-10-alltime",
     "Agent task: count wallets whose payments add up to more than 10 USDC over all time.",
     ["SELECT COUNT(*) FROM (SELECT payer FROM settlements GROUP BY payer "
      "HAVING SUM(amount) > 10)"]),
    ("payments-over-10-alltime",
     "Risk agent: how many single payments were bigger than 10 USDC?",
     [f"SELECT COUNT(*) {S}amount > 10"]),
    ("share-not-coinbase-count-month",
     "Return the percentage of last month's payments that did not go through Coinbase.",
     [f"SELECT 100.0 * COUNT(*) FILTER (WHERE NOT ({fac('coinbase')})) / COUNT(*) {S}"
      f"{ts('2026-05-01', '2026-06-01')}"]),
    ("payments-per-day-this-week",
     "Average payments per day this week so far?",
     [f"SELECT COUNT(*) / 3.0 {S}{ts('2026-06-01', '2026-06-04')}"]),
    ("distinct-payers-last-7-days",
     "how many different payers were active in the last 7 days",
     [f"SELECT COUNT(DISTINCT payer) {S}{ts('2026-05-28', '2026-06-04')}"]),
    ("distinct-recipients-last-week",
     "Agent: how many recipients received at least one payment last week (Mon–Sun)?",
     [f"SELECT COUNT(DISTINCT recipient) {S}{ts('2026-05-25', '2026-06-01')}"]),
    ("compare-two-facilitators-count",
     "Which settled more payments in Q1 2026, Daydreams or Heurist? Give both counts, Daydreams "
     "first.",
     [f"SELECT COUNT(*) {S}{ts('2026-01-01', '2026-04-01')} AND {fac('daydreams')}",
      f"SELECT COUNT(*) {S}{ts('2026-01-01', '2026-04-01')} AND {fac('heurist')}"]),
    ("difference-two-facilitators-volume",
     "Comparison agent: how much more USDC did Daydreams settle than Heurist in March 2026?",
     [f"SELECT SUM(amount) FILTER (WHERE {fac('daydreams')}) - SUM(amount) FILTER (WHERE "
      f"{fac('heurist')}) {S}{ts('2026-03-01', '2026-04-01')}"]),
    ("recipient-count-month-range",
     "How many payments did 0xef02d1cd61cfb3328735be449fbec3fe319f3236 receive between 1 and 31 "
     "December 2025?",
     [f"SELECT COUNT(*) {S}recipient = '0xef02d1cd61cfb3328735be449fbec3fe319f3236' "
      f"AND {ts('2025-12-01', '2026-01-01')}"]),
    ("payer-volume-half-month",
     "Spending-audit agent: how much did 0x30a64a160f63703bb13e69170257ef7c9592288d pay during"
      " Nov 1-15, 2025?",
     [f"SELECT SUM(amount) {S}payer = '0x30a64a160f63703bb13e69170257ef7c9592288d' "
      f"AND {ts('2025-11-01', '2025-11-16')}"]),
    ("uppercase-address-recipient-volume",
     "How much did 0X8F41C3D0607E0BB37D9D8538AD54D2847C188BA5 receive in December 2025?",
     [f"SELECT SUM(amount) {S}recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5' "
      f"AND {ts('2025-12-01', '2026-01-01')}"]),
    ("mixed-case-recipient-count-ytd",
     "0xEF02d1CD61cfb3328735be449FBEC3FE319F3236: number of incoming payments in 2026 so far?",
     [f"SELECT COUNT(*) {S}recipient = '0xef02d1cd61cfb3328735be449fbec3fe319f3236' "
      f"AND {ts('2026-01-01', '2026-06-04')}"]),
    ("written-date-count",
     "How many payments were there on the 3rd of March 2026?",
     [f"SELECT COUNT(*) {S}{ts('2026-03-03', '2026-03-04')}"]),
    ("daily-unique-payers-average",
     "Agent: on average, how many unique payers were there per day in May 2026 (the average of"
      " each day's unique payers)?",
     [f"SELECT SUM(n) / 31.0 FROM (SELECT CAST(timestamp AS DATE) AS d, COUNT(DISTINCT payer) "
      f"AS n {S}{ts('2026-05-01', '2026-06-01')} GROUP BY d)"]),
    ("days-over-volume-threshold-30d",
     "In the last 30 days, how many days had over 1 USDC of total volume?",
     [f"SELECT COUNT(*) FROM (SELECT CAST(timestamp AS DATE) AS d {S}"
      f"{ts('2026-05-05', '2026-06-04')} GROUP BY d HAVING SUM(amount) > 1)"]),
    ("payers-with-exact-amount",
     "Assistant query: how many distinct payers made at least one payment of exactly 0.005 "
      "USDC in May 2026?",
     [f"SELECT COUNT(DISTINCT payer) {S}{ts('2026-05-01', '2026-06-01')} AND amount = 0.005"]),
    ("share-of-payers-using-facilitator",
     "What percent of May 2026's payers used PayAI at least once?",
     [f"SELECT 100.0 * COUNT(DISTINCT payer) FILTER (WHERE {fac('payai')}) / "
      f"COUNT(DISTINCT payer) {S}{ts('2026-05-01', '2026-06-01')}"]),
    ("difference-unique-payers-months",
     "Return how many more unique payers there were in November 2025 than in December 2025.",
     [f"SELECT (SELECT COUNT(DISTINCT payer) {S}{ts('2025-11-01', '2025-12-01')}) - "
      f"(SELECT COUNT(DISTINCT payer) {S}{ts('2025-12-01', '2026-01-01')})"]),
    ("recipient-sub-cent-volume",
     "How much did 0x7234925d3a2d2ca8f94f32f014f0ae9f78493916 receive in December 2025 from "
     "payments under 0.01 USDC?",
     [f"SELECT SUM(amount) {S}recipient = '0x7234925d3a2d2ca8f94f32f014f0ae9f78493916' "
      f"AND {ts('2025-12-01', '2026-01-01')} AND amount < 0.01"]),
    ("payer-via-facilitator-count",
     "Agent lookup: how many of 0x90872f4f373fa502078f84c9870e5a5452b1ac11's payments were "
      "settled by Coinbase?",
     [f"SELECT COUNT(*) {S}payer = '0x90872f4f373fa502078f84c9870e5a5452b1ac11' "
      f"AND {fac('coinbase')}"]),
    ("recipient-average-received",
     "What is the average size of the payments 0x4e9bce2547a9491b09ed092c433b19888e665edb "
      "received?",
     [f"SELECT AVG(amount) {S}recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb'"]),
    ("first-week-of-month-count",
     "How many payments in the first week of May 2026, May 1 to May 7?",
     [f"SELECT COUNT(*) {S}{ts('2026-05-01', '2026-05-08')}"]),
    ("weekend-count",
     "Agent: payments on weekends last month, Saturdays and Sundays together.",
     [f"SELECT COUNT(*) {S}{ts('2026-05-01', '2026-06-01')} AND dayofweek(timestamp) IN (0, 6)"]),
    ("either-role-volume-month",
     "Total USDC that touched 0x4e9bce2547a9491b09ed092c433b19888e665edb in November 2025, sent "
     "or received?",
     [f"SELECT SUM(amount) {S}(payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb' OR "
      "recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb') "
      f"AND {ts('2025-11-01', '2025-12-01')}"]),
    ("recipient-distinct-payers-month",
     "Assistant here, for a merchant dashboard: how many distinct customers paid "
     "0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 in December 2025?",
     [f"SELECT COUNT(DISTINCT payer) {S}recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5' "
      f"AND {ts('2025-12-01', '2026-01-01')}"]),
    ("volume-between-dates-explicit",
     "Agent task: sum of payments between January 5 and January 9, 2026.",
     [f"SELECT SUM(amount) {S}{ts('2026-01-05', '2026-01-10')}"]),
    ("facilitator-distinct-payers-quarter",
     "Assistant task: how many distinct wallets paid through Daydreams in Q1 2026?",
     [f"SELECT COUNT(DISTINCT payer) {S}{ts('2026-01-01', '2026-04-01')} AND {fac('daydreams')}"]),
    ("top2-payers-by-volume-month",
     "Who were the two biggest payers in March 2026 and how much did each pay?",
     [f"SELECT payer, SUM(amount) AS v {S}{ts('2026-03-01', '2026-04-01')} GROUP BY payer "
      "ORDER BY v DESC LIMIT 2"]),
    ("payments-in-day-range-across-months",
     "Agent query: how many payments from 28 February to 3 March 2026?",
     [f"SELECT COUNT(*) {S}{ts('2026-02-28', '2026-03-04')}"]),
    ("payer-distinct-days-active",
     "On how many different days did 0x90872f4f373fa502078f84c9870e5a5452b1ac11 make a payment?",
     [f"SELECT COUNT(DISTINCT CAST(timestamp AS DATE)) {S}"
      "payer = '0x90872f4f373fa502078f84c9870e5a5452b1ac11'"]),
    ("count-at-least-one-usdc-alltime",
     "how many payments were 1 USDC or more (all time)?",
     [f"SELECT COUNT(*) {S}amount >= 1"]),
    ("count-above-one-usdc-alltime",
     "And how many were above 1 USDC, all time? Exactly 1 doesn't count.",
     [f"SELECT COUNT(*) {S}amount > 1"]),
    # ---------------------------------------------------------------- harder
    ("hard-facilitator-threshold-quarter-count-total",
     "Agent request: for PayAI in Q1 2026, how many payments were at least 0.01 USDC each, and"
      " what did those payments add up to?",
     [f"SELECT COUNT(*), SUM(amount) {S}{ts('2026-01-01', '2026-04-01')} AND {fac('payai')} "
      "AND amount >= 0.01"]),
    ("hard-net-flow-address-month",
     "For 0x4e9bce2547a9491b09ed092c433b19888e665edb in October 2025: what it received minus "
     "what it paid?",
     [f"SELECT SUM(amount) FILTER (WHERE recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb')"
      " - SUM(amount) FILTER (WHERE payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb') "
      f"{S}{ts('2025-10-01', '2025-11-01')}"]),
    ("hard-top3-payers-count-within-facilitator",
     "As an assistant, give the top 3 payers by number of payments in December 2025, counting "
      "only payments settled by Coinbase, with each count.",
     [f"SELECT payer, COUNT(*) AS n {S}{ts('2025-12-01', '2026-01-01')} AND {fac('coinbase')} "
      "GROUP BY payer ORDER BY n DESC LIMIT 3"]),
    ("hard-share-of-repeat-payers",
     "What percentage of May 2026's payers paid more than once that month?",
     [f"SELECT 100.0 * COUNT(*) FILTER (WHERE n > 1) / COUNT(*) FROM (SELECT payer, COUNT(*) AS n "
      f"{S}{ts('2026-05-01', '2026-06-01')} GROUP BY payer)"]),
    ("hard-7d-vs-prev-7d-volume-pct",
     "Agent: give me three numbers: volume in the last 7 days, volume in the 7 days before "
      "that, and the percent change from the earlier window to the recent one.",
     [f"SELECT SUM(amount) {S}{ts('2026-05-28', '2026-06-04')}",
      f"SELECT SUM(amount) {S}{ts('2026-05-21', '2026-05-28')}",
      f"SELECT 100.0 * ((SELECT SUM(amount) {S}{ts('2026-05-28', '2026-06-04')}) - "
      f"(SELECT SUM(amount) {S}{ts('2026-05-21', '2026-05-28')})) / "
      f"(SELECT SUM(amount) {S}{ts('2026-05-21', '2026-05-28')})"]),
    ("hard-largest-non-coinbase-payment-quarter",
     "Largest single payment in Q1 2026 that did not go through Coinbase: how big, and who paid "
     "it?",
     [f"SELECT amount, payer {S}{ts('2026-01-01', '2026-04-01')} AND NOT ({fac('coinbase')}) "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("hard-second-largest-payer-quarter",
     "Ranking agent: in Q4 2025, which wallet was the second-biggest payer by total USDC, and "
      "how much did it pay?",
     [f"SELECT payer, SUM(amount) AS v {S}{ts('2025-10-01', '2026-01-01')} GROUP BY payer "
      "ORDER BY v DESC LIMIT 1 OFFSET 1"]),
    ("hard-days-without-payment-above-cent",
     "In the last 30 days, on how many days was there no payment above 0.01 USDC at all?",
     [f"SELECT 30 - COUNT(DISTINCT CAST(timestamp AS DATE)) {S}"
      f"{ts('2026-05-05', '2026-06-04')} AND amount > 0.01"]),
    ("hard-per-day-volume-range-excluding-facilitator",
     "Agent task: average daily volume from 9 to 15 March 2026, excluding Coinbase.",
     [f"SELECT SUM(amount) / 7.0 {S}{ts('2026-03-09', '2026-03-16')} AND NOT ({fac('coinbase')})"]),
    ("hard-repeat-payers-of-recipient",
     "How many wallets paid 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 more than once, and what "
     "did those wallets pay it in total?",
     ["SELECT COUNT(*), SUM(v) FROM (SELECT payer, SUM(amount) AS v FROM settlements WHERE "
      "recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5' GROUP BY payer "
      "HAVING COUNT(*) > 1)"]),
    ("hard-payer-first-last-distinct-recipients",
     "Profile request from an agent: for 0x90872f4f373fa502078f84c9870e5a5452b1ac11 as a "
      "payer, first payment time, last payment time, and how many distinct recipients it paid.",
     [f"SELECT MIN(timestamp), MAX(timestamp), COUNT(DISTINCT recipient) {S}"
      "payer = '0x90872f4f373fa502078f84c9870e5a5452b1ac11'"]),
    ("hard-last-week-vs-week-before-count",
     "Payments last week (Monday to Sunday), and the change versus the week before that.",
     [f"SELECT COUNT(*) {S}{ts('2026-05-25', '2026-06-01')}",
      f"SELECT (SELECT COUNT(*) {S}{ts('2026-05-25', '2026-06-01')}) - "
      f"(SELECT COUNT(*) {S}{ts('2026-05-18', '2026-05-25')})"]),
    ("hard-month-share-of-facilitator-alltime",
     "Assistant question: what share of Daydreams' all-time volume was settled in March 2026?",
     [f"SELECT 100.0 * SUM(amount) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}) / SUM(amount) "
      f"{S}{fac('daydreams')}"]),
    ("hard-payers-never-coinbase-month",
     "How many distinct payers in May 2026 never used Coinbase that month?",
     [f"SELECT COUNT(*) FROM (SELECT payer {S}{ts('2026-05-01', '2026-06-01')} GROUP BY payer "
      f"HAVING COUNT(*) FILTER (WHERE {fac('coinbase')}) = 0)"]),
    ("hard-top2-facilitator-addresses-excluding-coinbase",
     "Agent: top 2 facilitator addresses by volume in April 2026, ignoring Coinbase's "
      "addresses, with their volumes.",
     [f"SELECT facilitator, SUM(amount) AS v {S}{ts('2026-04-01', '2026-05-01')} "
      f"AND NOT ({fac('coinbase')}) GROUP BY facilitator ORDER BY v DESC LIMIT 2"]),
    ("hard-small-payments-payers-and-total",
     "Among payments of at most 0.005 USDC in May 2026: how many distinct payers made them, and "
     "what did they total?",
     [f"SELECT COUNT(DISTINCT payer), SUM(amount) {S}{ts('2026-05-01', '2026-06-01')} "
      "AND amount <= 0.005"]),
    ("hard-facilitator-payments-per-payer-and-average",
     "Agent request: for PayAI in May 2026 compute (a) average number of payments per payer and "
     "(b) average payment size.",
     [f"SELECT COUNT(*) / COUNT(DISTINCT payer), AVG(amount) {S}"
      f"{ts('2026-05-01', '2026-06-01')} AND {fac('payai')}"]),
    ("hard-median-and-mean-above-cent",
     "Stats agent: Q1 2026, only payments above 0.01 USDC: median and mean amount.",
     [f"SELECT MEDIAN(amount), AVG(amount) {S}{ts('2026-01-01', '2026-04-01')} "
      "AND amount > 0.01"]),
    ("hard-busiest-day-30d-count-volume",
     "Ops agent: over the last 30 days, which day had the most payments, how many were there, "
      "and what volume did that day do?",
     [f"SELECT CAST(timestamp AS DATE) AS d, COUNT(*) AS n, SUM(amount) {S}"
      f"{ts('2026-05-05', '2026-06-04')} GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("hard-recipients-growing-apr-may",
     "How many recipients received more USDC in May 2026 than they did in April 2026 (a "
     "recipient with nothing in April counts if it got anything in May)?",
     [f"SELECT COUNT(*) FROM (SELECT recipient, "
      f"SUM(amount) FILTER (WHERE {ts('2026-05-01', '2026-06-01')}) AS may, "
      f"COALESCE(SUM(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}), 0) AS apr "
      f"{S}{ts('2026-04-01', '2026-06-01')} GROUP BY recipient) WHERE may > apr"]),
    ("hard-largest-received-and-sender",
     "What is the largest single payment 0xbb1c2cb05829af1762852b848d095c051df1828f ever "
     "received, and who sent it?",
     [f"SELECT amount, payer {S}recipient = '0xbb1c2cb05829af1762852b848d095c051df1828f' "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("hard-retained-payers-apr-may",
     "Retention agent: of the wallets that paid in April 2026, how many also paid in May 2026?",
     [f"SELECT COUNT(*) FROM (SELECT payer {S}{ts('2026-04-01', '2026-05-01')} INTERSECT "
      f"SELECT payer {S}{ts('2026-05-01', '2026-06-01')})"]),
    # -------------------------------------------------------------- refusals
    ("refuse-my-wallet",
     "How many payments did my wallet make last month?",
     None),
    ("refuse-my-wallet",
     "We're the merchant. What did we receive this week?",
     None),
    ("refuse-other-chain",
     "Cross-chain agent: what was the x402 volume on Solana last week?",
     None),
    ("refuse-other-chain",
     "Agent: compare May 2026 x402 volume on Base with Polygon, percent difference.",
     None),
    ("refuse-future-period",
     "What was the total volume in July 2026?",
     None),
    ("refuse-future-period",
     "How many payments were made on June 10, 2026?",
     None),
    ("refuse-forecast",
     "Budget agent: how many payments should we expect next week?",
     None),
    ("refuse-forecast",
     "Agent: project June 2026's full-month volume from the current trend.",
     None),
    ("refuse-resource-url-column",
     "Agent query: which resource URL earned the most in May 2026?",
     None),
    ("refuse-status-column",
     "How many payments failed or were reverted yesterday?",
     None),
    ("refuse-other-token",
     "Treasury agent: what was the USDT volume last month?",
     None),
    ("refuse-ambiguous-date",
     "How many payments on 02/03/2026?",
     None),
    ("refuse-ambiguous-date",
     "volume on 04/05/2026 please",
     None),
    ("refuse-before-data",
     "How many payments were there in April 2025?",
     None),
    ("refuse-owner-identity",
     "KYC assistant: who owns 0x4e9bce2547a9491b09ed092c433b19888e665edb? Which company is it?",
     None),
    ("refuse-impossible-date",
     "Assistant task: what was the volume on 31 April 2026?",
     None),
    ("refuse-opinion",
     "Which facilitator is the most trustworthy to use?",
     None),
    ("refuse-off-topic",
     "What's the price of ETH right now?",
     None),
    ("refuse-country-column",
     "Agent: which country do most payers in May 2026 come from?",
     None),
    ("refuse-impossible-quarter",
     "Assistant task: how many payments were settled in Q5 2025?",
     None),
]


def main() -> None:
    out = Path(__file__).resolve().parent / f"ask_probe_{NAME}.jsonl"
    lines = [item_line(f"{NAME}-{i:03d}", q, sql, shape=shape, split=split_of(shape))
             for i, (shape, q, sql) in enumerate(ITEMS, 1)]
    out.write_text("\n".join(lines) + "\n")
    print(len(lines), "items ->", out)


if __name__ == "__main__":
    main()
