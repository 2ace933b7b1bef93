"""Held-out /ask set 20 (helper hw20): 100 labelled questions for Sextant's ``POST /ask``.

Writes ``ask_set20.jsonl`` next to this file: 70 ordinary questions (70 shapes), 15 harder
ones (shape prefix ``hard-``) and 15 to refuse (shape prefix ``refuse-``, ``sql=None``), all in
split ``heldout20``. Half are typed by people, half written by AI agents for their users (the
voice is kept here only, as the second field of each entry; it is not written to the set).
Every question and its SQL were written by hand, one by one; the SQL gives the exact figures on
``generate(root, 60_000, 7)`` anchored on 2026-06-03 (see /work/notes/conventions.md). The only
loop numbers the ids ``<shape>-<n>`` and writes the lines.

Run from a Sextant checkout root:
    PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout20/make_ask_set20.py
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

OUT = Path(__file__).resolve().parent / "ask_set20.jsonl"

P = "person"
A = "agent"

# (shape, voice, question, sql or None)
ITEMS: list[tuple[str, str, str, list[str] | None]] = [
    # ---------------------------------------------------------------- ordinary (70)
    ("total-all-time", P,
     "whats the total amount of USDC that has ever gone through x402 payments?",
     ["SELECT sum(amount) FROM settlements"]),
    ("total-month", P,
     "How much volume did we see in February 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}"]),
    ("count-quarter", A,
     "The user wants activity for the first quarter of 2026 (Q1, January 1 to March 31 "
     "inclusive). Please report: the number of payments settled in that quarter.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("avg-month", P,
     "average payment size in march 2026?",
     [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ("median-quarter", A,
     "Compute the median settlement amount (USDC) for Q4 2025, i.e. 2025-10-01 through "
     "2025-12-31 inclusive.",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')}"]),
    ("distinct-payers-month", A,
     "metric=unique_payers; period=2025-12 (calendar month); scope=all facilitators. Return "
     "the count of distinct payer addresses.",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"]),
    ("distinct-recipients-range", P,
     "how many different recipients got paid between Jan 10 and Jan 20, 2026?",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-01-10', '2026-01-21')}"]),
    ("per-day-count-month", A,
     "I'm preparing a daily-activity summary for the user. For April 2026 (all 30 calendar "
     "days), what was the average number of settlements per day?",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}"]),
    ("per-day-volume-range", P,
     "On average how much USDC moved per day from March 10 to March 16 2026?",
     [f"SELECT sum(amount) / 7 FROM settlements WHERE {ts('2026-03-10', '2026-03-17')}"]),
    ("share-fac-count", A,
     "Question from the user, reformulated: across all recorded history, what percentage of "
     "settlements were submitted by the PayAI facilitator? Express as a percentage (0-100).",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements"]),
    ("share-threshold", P,
     "In Q1 2026 what % of payments were above one dollar?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM settlements "
      f"WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("top3-payers-volume-month", A,
     "List the 3 payer addresses with the highest total USDC paid in January 2026. For each "
     "row give: address, total paid. Order: descending by total.",
     [f"SELECT payer, sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} "
      "GROUP BY payer ORDER BY sum(amount) DESC LIMIT 3"]),
    ("top5-recipients-count-90d", P,
     "top 5 recipients by number of payments in the last 90 days",
     [f"SELECT recipient, count(*) FROM settlements WHERE {ts('2026-03-06', '2026-06-04')} "
      "GROUP BY recipient ORDER BY count(*) DESC LIMIT 5"]),
    ("top-fac-address-count", A,
     "Which facilitator address settled the most transactions during March 2026? Return the "
     "address followed by its transaction count.",
     [f"SELECT facilitator, count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} "
      "GROUP BY facilitator ORDER BY count(*) DESC LIMIT 1"]),
    ("largest-payment-month", P,
     "biggest single payment in feb 2026?",
     [f"SELECT max(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}"]),
    ("largest-payment-payer", A,
     "Identify the single largest settlement in April 2026 (2026-04-01 to 2026-04-30, "
     "inclusive) and report its payer address.",
     [f"SELECT payer FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-recipient", P,
     "Who received the largest payment in October 2025, and how big was it?",
     [f"SELECT recipient, amount FROM settlements WHERE {ts('2025-10-01', '2025-11-01')} "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("smallest-payment-month", A,
     "For the user's report: the minimum settlement amount observed in May 2026 (USDC).",
     [f"SELECT min(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("threshold-gt-ytd", P,
     "How many payments bigger than $10 have there been so far this year?",
     [f"SELECT count(*) FROM settlements WHERE amount > 10 AND {ts('2026-01-01', '2026-06-04')}"]),
    ("threshold-ge-total-month", A,
     "Filter: amount >= 1.00 USDC (inclusive). Period: November 2025. Output: the summed "
     "USDC volume of the settlements that pass the filter.",
     [f"SELECT sum(amount) FROM settlements WHERE amount >= 1 AND {ts('2025-11-01', '2025-12-01')}"]),
    ("threshold-lt-count-30d", P,
     "number of payments under 1 cent over the past 30 days?",
     [f"SELECT count(*) FROM settlements WHERE amount < 0.01 AND {ts('2026-05-05', '2026-06-04')}"]),
    ("threshold-le-count-month", A,
     "Count the settlements in December 2025 whose amount was at most 0.005 USDC (0.005 "
     "itself included).",
     [f"SELECT count(*) FROM settlements WHERE amount <= 0.005 AND {ts('2025-12-01', '2026-01-01')}"]),
    ("fac-total-quarter", P,
     "how much did coinbase's facilitator settle in Q1 2026, in USDC",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('coinbase')} AND {ts('2026-01-01', '2026-04-01')}"]),
    ("fac-count-month", A,
     "The user asks about the Heurist facilitator. Report the number of settlements it "
     "processed in January 2026.",
     [f"SELECT count(*) FROM settlements WHERE {fac('heurist')} AND {ts('2026-01-01', '2026-02-01')}"]),
    ("fac-distinct-payers", A,
     "facilitator=x402rs | period=all time | metric=count of distinct payer addresses",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('x402rs')}"]),
    ("date-iso-count", A,
     "How many settlements occurred on 2026-03-13 (UTC)?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-13', '2026-03-14')}"]),
    ("date-words-volume", P,
     "total volume on the 22nd of March, 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-03-22', '2026-03-23')}"]),
    ("date-dmy-slash", P,
     "what did people pay in total on 19/04/2026",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-19', '2026-04-20')}"]),
    ("date-us-long", A,
     "Please provide the count of x402 payments dated May 18, 2026.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-18', '2026-05-19')}"]),
    ("date-dotted", P,
     "Average payment on 28.04.2026?",
     [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-04-28', '2026-04-29')}"]),
    ("day-range-dash", P,
     "Total USDC volume 6-12 April 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-06', '2026-04-13')}"]),
    ("day-range-between", A,
     "Count the settlements between 2025-12-01 and 2025-12-07, both endpoints included.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2025-12-08')}"]),
    ("last-week-count", P,
     "how many payments went through last week?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}"]),
    ("this-week-volume", A,
     "Summarise for the user the USDC volume settled this week so far (week starting Monday).",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"]),
    ("named-week", P,
     "volume for the week of Monday 9 March 2026 through Sunday the 15th",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-03-09', '2026-03-16')}"]),
    ("last-month-avg", A,
     "Metric requested: mean payment amount in USDC. Window: last month (the previous full "
     "calendar month).",
     [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("mtd-count", P,
     "payments so far this month?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"]),
    ("ytd-volume", A,
     "Year-to-date figure needed: total USDC settled from January 1 of the current year up "
     "to and including today.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')}"]),
    ("quarter-so-far-payers", P,
     "How many unique payers have we had in Q2 so far?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-04-01', '2026-06-04')}"]),
    ("yesterday-volume", A,
     "Report yesterday's total settled volume in USDC (one UTC day).",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-06-02', '2026-06-03')}"]),
    ("today-count", P,
     "any payments today? how many",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-03', '2026-06-04')}"]),
    ("last-7-recipients", A,
     "Over the last 7 days (today included), how many distinct recipient addresses received "
     "at least one settlement?",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}"]),
    ("past-30-median", P,
     "Median payment over the past 30 days",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')}"]),
    ("month-abbrev-volume", A,
     "Return the total volume for Sept 2025.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-09-01', '2025-10-01')}"]),
    ("payer-total", P,
     "how much has 0x8dc1411b62f02aed43f16a560c29e0c3dba4d393 paid in total?",
     ["SELECT sum(amount) FROM settlements "
      "WHERE payer = '0x8dc1411b62f02aed43f16a560c29e0c3dba4d393'"]),
    ("payer-count-month", A,
     "Address under review: 0x298CE631E9911549DFFF1382F03635C310BD6318 (as payer). Count "
     "the payments it made during March 2026.",
     [f"SELECT count(*) FROM settlements WHERE payer = '0x298ce631e9911549dfff1382f03635c310bd6318' "
      f"AND {ts('2026-03-01', '2026-04-01')}"]),
    ("recipient-total-quarter", P,
     "What did 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 receive in Q1 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5' "
      f"AND {ts('2026-01-01', '2026-04-01')}"]),
    ("recipient-distinct-payers", P,
     "how many different wallets have paid 0x88d7811f810df4082f011e07cc1053f4d22a11fc?",
     ["SELECT count(DISTINCT payer) FROM settlements "
      "WHERE recipient = '0x88d7811f810df4082f011e07cc1053f4d22a11fc'"]),
    ("payer-distinct-recipients", A,
     "For payer 0xe38d3d05b6b50098cb73a14e2a9de3a9854b3282, determine how many distinct "
     "recipient addresses it has paid (all time).",
     ["SELECT count(DISTINCT recipient) FROM settlements "
      "WHERE payer = '0xe38d3d05b6b50098cb73a14e2a9de3a9854b3282'"]),
    ("either-role-count", P,
     "How many payments involve 0x4E9BCE2547A9491B09ED092C433B19888E665EDB on either side?",
     ["SELECT count(*) FROM settlements WHERE payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb' "
      "OR recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb'"]),
    ("payer-first-seen", A,
     "When did 0x30a64a160f63703bb13e69170257ef7c9592288d make its first payment? Return the "
     "UTC timestamp.",
     ["SELECT min(timestamp) FROM settlements "
      "WHERE payer = '0x30a64a160f63703bb13e69170257ef7c9592288d'"]),
    ("recipient-last-seen", P,
     "when was the last time 0xde2201e2b604ea40459603707b912020f5503fd3 got paid",
     ["SELECT max(timestamp) FROM settlements "
      "WHERE recipient = '0xde2201e2b604ea40459603707b912020f5503fd3'"]),
    ("payer-largest", A,
     "Lookup: largest single payment ever sent by payer 0x42ba8b59b641adfa114c38e8ec79eeed45c6464d "
     "(amount in USDC).",
     ["SELECT max(amount) FROM settlements "
      "WHERE payer = '0x42ba8b59b641adfa114c38e8ec79eeed45c6464d'"]),
    ("compare-months-volume", A,
     "Compare two calendar months for the user. Provide, in this order:\n"
     "1. total USDC volume in February 2026\n"
     "2. total USDC volume in March 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}",
      f"SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ("change-count-months", P,
     "By how much did the number of payments change from April to May 2026?",
     [f"SELECT count(*) FILTER (WHERE {ts('2026-05-01', '2026-06-01')}) "
      f"- count(*) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}) FROM settlements"]),
    ("compare-facs-count", A,
     "Side-by-side for Q4 2025 (Oct 1 - Dec 31, inclusive):\n"
     "- settlements processed by PayAI\n"
     "- settlements processed by Heurist\n"
     "Return the two counts in that order.",
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {ts('2025-10-01', '2026-01-01')}",
      f"SELECT count(*) FROM settlements WHERE {fac('heurist')} AND {ts('2025-10-01', '2026-01-01')}"]),
    ("busiest-day-count-month", P,
     "Which day in April 2026 had the most payments, and how many were there?",
     [f"SELECT timestamp::DATE, count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} "
      "GROUP BY timestamp::DATE ORDER BY count(*) DESC LIMIT 1"]),
    ("busiest-day-volume-quarter", A,
     "Find the UTC day in Q1 2026 with the highest total settled volume. Output: day, "
     "volume (USDC).",
     [f"SELECT timestamp::DATE, sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY timestamp::DATE ORDER BY sum(amount) DESC LIMIT 1"]),
    ("multi-figures-month", A,
     "Build a January 2026 snapshot. Return these figures in order:\n"
     "1) number of settlements\n"
     "2) total volume (USDC)\n"
     "3) average amount\n"
     "4) largest single amount",
     [f"SELECT count(*), sum(amount), avg(amount), max(amount) FROM settlements "
      f"WHERE {ts('2026-01-01', '2026-02-01')}"]),
    ("multi-figures-last-month", P,
     "last month: how many payments and how many unique payers?",
     [f"SELECT count(*), count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("fac-largest", P,
     "biggest payment ever through virtuals protocol?",
     [f"SELECT max(amount) FROM settlements WHERE {fac('virtuals protocol')}"]),
    ("recipient-count-last-90", P,
     "How many payments did 0xDacf6075aa6533caab0bded5541758ae5cdf5b38 receive in the last 90 days?",
     [f"SELECT count(*) FROM settlements WHERE recipient = '0xdacf6075aa6533caab0bded5541758ae5cdf5b38' "
      f"AND {ts('2026-03-06', '2026-06-04')}"]),
    ("either-role-volume", A,
     "Total USDC moved by 0x07737a1fb3863202bcd3c7408b801eed68604d39 in any role (sent plus "
     "received), all time.",
     ["SELECT sum(amount) FROM settlements WHERE payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39' "
      "OR recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'"]),
    ("exact-amount-count", A,
     "Count settlements in May 2026 whose amount equals exactly 0.0126 USDC.",
     [f"SELECT count(*) FROM settlements WHERE amount = 0.0126 AND {ts('2026-05-01', '2026-06-01')}"]),
    ("long-analyst", P,
     "I'm putting together numbers for the board deck and need to know, for the month of "
     "January 2026 only, what the median settlement amount was across every facilitator, "
     "since the average is getting skewed by a handful of large payments.",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}"]),
    ("typo-line", P,
     "totl volume in decmber 2025 pls",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"]),
    ("largest-payment-30d", A,
     "Within the past 30 days, report the largest single settlement amount and the address "
     "that paid it, in that order.",
     [f"SELECT amount, payer FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("compare-facs-volume", P,
     "Who settled more volume in Jan 2026, daydreams or heurist? give me both totals",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('daydreams')} AND {ts('2026-01-01', '2026-02-01')}",
      f"SELECT sum(amount) FROM settlements WHERE {fac('heurist')} AND {ts('2026-01-01', '2026-02-01')}"]),
    ("top3-recipients-volume-month", A,
     "top_k=3 | entity=recipient | rank_by=received volume (USDC) | period=2026-04-01..2026-04-30 "
     "inclusive | output=address, volume",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} "
      "GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 3"]),
    ("recipient-count-last-week", A,
     "Recipient 0x00b7a62630929dbaee349c173d4070e5fdb8e482 - number of payments received "
     "last week (Monday through Sunday).",
     [f"SELECT count(*) FROM settlements WHERE recipient = '0x00b7a62630929dbaee349c173d4070e5fdb8e482' "
      f"AND {ts('2026-05-25', '2026-06-01')}"]),
    # ---------------------------------------------------------------- harder (15)
    ("hard-fac-threshold-month", A,
     "Scope: Coinbase facilitator, December 2025, settlements strictly above 1 USDC. "
     "Return:\n1. how many such settlements\n2. their total volume",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('coinbase')} AND amount > 1 "
      f"AND {ts('2025-12-01', '2026-01-01')}"]),
    ("hard-pct-change-volume", P,
     "what was the % change in total volume from February 2026 to March 2026?",
     [f"SELECT 100.0 * (sum(amount) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}) "
      f"- sum(amount) FILTER (WHERE {ts('2026-02-01', '2026-03-01')})) "
      f"/ sum(amount) FILTER (WHERE {ts('2026-02-01', '2026-03-01')}) FROM settlements"]),
    ("hard-7d-vs-prev-pct", A,
     "Compare activity windows for the user:\n"
     "- A = the 7 days before the last 7 days\n"
     "- B = the last 7 days (today included)\n"
     "Return count(A), count(B), and the percent change from A to B.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}",
      f"SELECT 100.0 * (count(*) FILTER (WHERE {ts('2026-05-28', '2026-06-04')}) "
      f"- count(*) FILTER (WHERE {ts('2026-05-21', '2026-05-28')})) "
      f"/ count(*) FILTER (WHERE {ts('2026-05-21', '2026-05-28')}) FROM settlements"]),
    ("hard-top3-recipients-fac-quarter", P,
     "Within PayAI in Q1 2026, which 3 recipients got the most payments (count)?",
     [f"SELECT recipient, count(*) FROM settlements WHERE {fac('payai')} "
      f"AND {ts('2026-01-01', '2026-04-01')} GROUP BY recipient ORDER BY count(*) DESC LIMIT 3"]),
    ("hard-payer-month-threshold", A,
     "Payer 0x8dc1411b62f02aed43f16a560c29e0c3dba4d393, April 2026, only payments of 0.01 "
     "USDC or more. Provide (a) the number of such payments and (b) their sum.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE payer = '0x8dc1411b62f02aed43f16a560c29e0c3dba4d393' "
      f"AND amount >= 0.01 AND {ts('2026-04-01', '2026-05-01')}"]),
    ("hard-recipient-fac-ytd", P,
     "how much has 0x8F41C3D0607E0BB37D9D8538AD54D2847C188BA5 received through coinbase this "
     "year, and over how many payments?",
     [f"SELECT sum(amount), count(*) FROM settlements WHERE recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5' "
      f"AND {fac('coinbase')} AND {ts('2026-01-01', '2026-06-04')}"]),
    ("hard-fac-share-count-volume", A,
     "For January 2026, compute Heurist's share of the month as two percentages, in this "
     "order: share of settlement count, then share of USDC volume.",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('heurist')}) / count(*), "
      f"100.0 * sum(amount) FILTER (WHERE {fac('heurist')}) / sum(amount) FROM settlements "
      f"WHERE {ts('2026-01-01', '2026-02-01')}"]),
    ("hard-fac-per-day-month", P,
     "on average how many payments a day did daydreams handle in november 2025, and what was "
     "its average volume per day?",
     [f"SELECT count(*) / 30.0, sum(amount) / 30 FROM settlements WHERE {fac('daydreams')} "
      f"AND {ts('2025-11-01', '2025-12-01')}"]),
    ("hard-two-facs-diff", A,
     "Q1 2026 facilitator comparison. Return:\n"
     "1. Coinbase volume (USDC)\n"
     "2. PayAI volume (USDC)\n"
     "3. Coinbase minus PayAI",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('coinbase')} AND {ts('2026-01-01', '2026-04-01')}",
      f"SELECT sum(amount) FROM settlements WHERE {fac('payai')} AND {ts('2026-01-01', '2026-04-01')}",
      f"SELECT sum(amount) FILTER (WHERE {fac('coinbase')}) - sum(amount) FILTER (WHERE {fac('payai')}) "
      f"FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("hard-fac-largest-quarter-payer", P,
     "What was PayAI's largest payment in Q4 2025, who paid it and on what day?",
     [f"SELECT amount, payer, timestamp::DATE FROM settlements WHERE {fac('payai')} "
      f"AND {ts('2025-10-01', '2026-01-01')} ORDER BY amount DESC, id LIMIT 1"]),
    ("hard-busiest-day-range", A,
     "Window: 2026-05-01 to 2026-05-15, inclusive. Identify the day with the most "
     "settlements and return: day, its settlement count, its total volume.",
     [f"SELECT timestamp::DATE, count(*), sum(amount) FROM settlements "
      f"WHERE {ts('2026-05-01', '2026-05-16')} GROUP BY timestamp::DATE ORDER BY count(*) DESC LIMIT 1"]),
    ("hard-distinct-payers-threshold-range", P,
     "Between Dec 1 and Dec 15 2025, how many distinct payers sent a payment over 50 cents, "
     "and what did those payments add up to?",
     [f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE amount > 0.5 "
      f"AND {ts('2025-12-01', '2025-12-16')}"]),
    ("hard-under-cent-median", A,
     "Last month's distribution, two numbers please: (1) percent of settlements below 0.01 "
     "USDC, (2) median settlement amount.",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*), median(amount) "
      f"FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("hard-payer-profile", P,
     "For payer 0x298ce631e9911549dfff1382f03635c310bd6318 give me first seen, last seen, "
     "number of payments and total paid",
     ["SELECT min(timestamp), max(timestamp), count(*), sum(amount) FROM settlements "
      "WHERE payer = '0x298ce631e9911549dfff1382f03635c310bd6318'"]),
    ("hard-top-payers-threshold-90d", A,
     "Consider only settlements of at least 1 USDC in the last 90 days. Rank payers by total "
     "USDC and return the top 3 as rows of (address, total, number of qualifying payments).",
     [f"SELECT payer, sum(amount), count(*) FROM settlements WHERE amount >= 1 "
      f"AND {ts('2026-03-06', '2026-06-04')} GROUP BY payer ORDER BY sum(amount) DESC LIMIT 3"]),
    # ---------------------------------------------------------------- refusals (15)
    ("refuse-other-chain", P,
     "how much x402 volume was settled on Solana last month?", None),
    ("refuse-other-chain", A,
     "The user operates on Ethereum mainnet. Report the number of x402 settlements on "
     "Ethereum L1 in Q1 2026.", None),
    ("refuse-forecast", P,
     "what will total volume be in July 2026, roughly?", None),
    ("refuse-forecast", A,
     "Project next quarter's settlement count from the current trend and return the "
     "estimate.", None),
    ("refuse-missing-column", A,
     "Break down April 2026 settlements by the resource URL that was paid for; return the "
     "top 5 endpoints.", None),
    ("refuse-missing-column", P,
     "how much did facilitators charge in fees in march 2026?", None),
    ("refuse-impossible-date", P,
     "total payments on 31 April 2026", None),
    ("refuse-before-data", A,
     "Return total settled volume for calendar year 2024.", None),
    ("refuse-before-data", P,
     "how many payments were there in january 2025", None),
    ("refuse-after-anchor", A,
     "Report the settlement count for the week of 2026-07-06 to 2026-07-12 inclusive.", None),
    ("refuse-off-topic", P,
     "can you recommend a good pizza place in Lisbon", None),
    ("refuse-off-topic", A,
     "Draft a short marketing email announcing our new API pricing to customers.", None),
    ("refuse-ambiguous-date", P,
     "volume on 05/03/2026?", None),
    ("refuse-owner-identity", A,
     "Identify the company or person that owns address 0xde2201e2b604ea40459603707b912020f5503fd3.",
     None),
    ("refuse-other-token", P,
     "how much USDT went through x402 in May 2026?", None),
]


def main() -> None:
    seen: dict[str, int] = {}
    lines = []
    for shape, _voice, question, sql in ITEMS:
        seen[shape] = seen.get(shape, 0) + 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape,
                               split="heldout20"))
    OUT.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} items to {OUT}")


if __name__ == "__main__":
    main()
