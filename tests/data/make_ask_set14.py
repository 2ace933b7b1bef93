"""Held-out /ask set 14 (helper hw14): 100 questions over the 60 k test warehouse, each written
by hand with its SQL (no templates). Run from a Sextant checkout root:

    PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout14/make_ask_set14.py

Writes ``ask_set14.jsonl`` next to this file (split ``heldout14``). Anchor day: 2026-06-03.
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

S = "heldout14"
OUT = Path(__file__).resolve().parent / "ask_set14.jsonl"

lines: list[str] = []


def add(item_id: str, shape: str, question: str, sql: list[str] | None) -> None:
    lines.append(item_line(item_id, question, sql, shape=shape, split=S))


# ---------------------------------------------------------------- ordinary (70)

add("o01", "total-volume-month",
    "What was the total USDC volume settled in March 2026?",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"])

add("o02", "count-yesterday",
    "how many x402 payments settled yesterday",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-02', '2026-06-03')}"])

add("o03", "avg-payment-quarter",
    "Average payment size in Q1 2026?",
    [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"])

add("o04", "median-month",
    "hey, what was the median payment size back in december 2025?",
    [f"SELECT median(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"])

add("o05", "max-payment-last-week",
    "What's the biggest single payment we saw last week?",
    [f"SELECT max(amount) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}"])

add("o06", "distinct-payers-month",
    "How many unique payers were there in February 2026?",
    [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}"])

add("o07", "distinct-recipients-ytd",
    "number of distinct recipients year to date",
    [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')}"])

add("o08", "per-day-count-month",
    "On average, how many payments per day did x402 see in April 2026?",
    [f"SELECT count(*) / 30.0 FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}"])

add("o09", "per-day-volume-last7",
    "avg daily volume over the last 7 days?",
    [f"SELECT sum(amount) / 7.0 FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}"])

add("o10", "top3-payers-volume-month",
    "Top 3 payers by volume in January 2026",
    [f"SELECT payer FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} "
     "GROUP BY payer ORDER BY sum(amount) DESC LIMIT 3"])

add("o11", "top5-recipients-count-quarter",
    "Which five recipients got the most payments (by count) in Q2 2026 so far?",
    [f"SELECT recipient FROM settlements WHERE {ts('2026-04-01', '2026-07-01')} "
     "GROUP BY recipient ORDER BY count(*) DESC LIMIT 5"])

add("o12", "top-facilitator-volume-month",
    "which facilitator address settled the most USDC volume in March 2026?",
    [f"SELECT facilitator FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} "
     "GROUP BY facilitator ORDER BY sum(amount) DESC LIMIT 1"])

add("o13", "largest-payment-and-payer-month",
    "largest payment in Feb 2026 and who sent it",
    [f"SELECT amount, payer FROM settlements WHERE {ts('2026-02-01', '2026-03-01')} "
     "ORDER BY amount DESC, id LIMIT 1"])

add("o14", "count-over-threshold-month",
    "how many payments over $1 were there in november 2025",
    [f"SELECT count(*) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} AND amount > 1"])

add("o15", "volume-at-least-threshold-year",
    "Total volume of payments of at least 5 USDC during 2026",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2027-01-01')} "
     "AND amount >= 5"])

add("o16", "count-under-cent-last-month",
    "count of settlements below one cent last month",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
     "AND amount < 0.01"])

add("o17", "named-fac-volume-month",
    "How much did PayAI settle in December 2025?",
    [f"SELECT sum(amount) FROM settlements WHERE {fac('payai')} "
     f"AND {ts('2025-12-01', '2026-01-01')}"])

add("o18", "named-fac-count-last-week",
    "coinbase facilitator - number of payments last week?",
    [f"SELECT count(*) FROM settlements WHERE {fac('coinbase')} "
     f"AND {ts('2026-05-25', '2026-06-01')}"])

add("o19", "named-fac-avg-month",
    "whats the avergae payment going thru Daydreams in jan 2026",
    [f"SELECT avg(amount) FROM settlements WHERE {fac('daydreams')} "
     f"AND {ts('2026-01-01', '2026-02-01')}"])

add("o20", "count-iso-date",
    "How many payments were there on 2025-11-14?",
    [f"SELECT count(*) FROM settlements WHERE {ts('2025-11-14', '2025-11-15')}"])

add("o21", "volume-written-date",
    "Total USDC moved on Nov 20th 2025",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-11-20', '2025-11-21')}"])

add("o22", "count-day-range",
    "payments between 3 and 9 March 2026 - how many?",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-03', '2026-03-10')}"])

add("o23", "volume-iso-range",
    "volume from 2025-12-01 to 2025-12-07",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-12-01', '2025-12-08')}"])

add("o24", "count-week-starting",
    "How many settlements happened in the week starting Monday 13 April 2026 (through Sunday "
    "the 19th)?",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-13', '2026-04-20')}"])

add("o25", "volume-past-30-days",
    "total volume over the past 30 days",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')}"])

add("o26", "count-mtd",
    "Month-to-date payment count?",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"])

add("o27", "volume-today",
    "how much usdc has been settled today",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-06-03', '2026-06-04')}"])

add("o28", "avg-payment-ytd",
    "What's the mean payment amount so far this year?",
    [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')}"])

add("o29", "compare-two-months-volume",
    "Compare total volume in March 2026 with April 2026.",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}",
     f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}"])

add("o30", "compare-two-facs-count",
    "payai vs heurist: how many payments did each handle in Nov 2025?",
    [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {ts('2025-11-01', '2025-12-01')}",
     f"SELECT count(*) FROM settlements WHERE {fac('heurist')} "
     f"AND {ts('2025-11-01', '2025-12-01')}"])

add("o31", "volume-change-months",
    "By how much did total volume change from March 2026 to April 2026?",
    [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}) - "
     f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})"])

add("o32", "count-pct-change-months",
    "percent change in the number of payments from Jan 2026 to Feb 2026",
    [f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}) - "
     f"(SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')})) / "
     f"(SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')})"])

add("o33", "fac-share-volume-month",
    "What share of November 2025 volume went through Coinbase's facilitator?",
    [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) "
     f"FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}"])

add("o34", "pct-count-above-threshold",
    "What percentage of payments in 2026 were above $1?",
    [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) "
     f"FROM settlements WHERE {ts('2026-01-01', '2027-01-01')}"])

add("o35", "payer-volume-month",
    "how much did 0x30a64a160f63703bb13e69170257ef7c9592288d pay in May 2026",
    [f"SELECT sum(amount) FROM settlements WHERE payer = "
     f"'0x30a64a160f63703bb13e69170257ef7c9592288d' AND {ts('2026-05-01', '2026-06-01')}"])

add("o36", "payer-count-all-time",
    "How many payments has 0x08FCBB4C6CA25C80A4765761B6C9B8958F3D0A2D made in total?",
    ["SELECT count(*) FROM settlements WHERE payer = '0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d'"])

add("o37", "recipient-volume-month",
    "How much USDC did 0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3 receive in April 2026?",
    [f"SELECT sum(amount) FROM settlements WHERE recipient = "
     f"'0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3' AND {ts('2026-04-01', '2026-05-01')}"])

add("o38", "recipient-count-last-week",
    "number of payments recieved by 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 last week",
    [f"SELECT count(*) FROM settlements WHERE recipient = "
     f"'0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5' AND {ts('2026-05-25', '2026-06-01')}"])

add("o39", "address-either-count-month",
    "How many transactions involved 0x4E9bCE2547A9491B09ed092C433b19888e665EDb, either "
    "sending or receiving, in November 2025?",
    [f"SELECT count(*) FROM settlements WHERE (payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb'"
     f" OR recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb') "
     f"AND {ts('2025-11-01', '2025-12-01')}"])

add("o40", "payer-first-seen",
    "When did 0x5027efee25a6164bec85dbbec6c326cc65958516 make its first payment?",
    ["SELECT min(timestamp) FROM settlements WHERE payer = "
     "'0x5027efee25a6164bec85dbbec6c326cc65958516'"])

add("o41", "recipient-last-seen",
    "last time 0xb2223dda010e75d57a5fc9c1f80458f80046f084 received a payment?",
    ["SELECT max(timestamp) FROM settlements WHERE recipient = "
     "'0xb2223dda010e75d57a5fc9c1f80458f80046f084'"])

add("o42", "address-first-seen-either",
    "first seen timestamp for address 0x4e9bce2547a9491b09ed092c433b19888e665edb (any role)",
    ["SELECT min(timestamp) FROM settlements WHERE payer = "
     "'0x4e9bce2547a9491b09ed092c433b19888e665edb' OR recipient = "
     "'0x4e9bce2547a9491b09ed092c433b19888e665edb'"])

add("o43", "busiest-day-count-month",
    "What was the busiest day in December 2025 by number of payments?",
    [f"SELECT timestamp::DATE AS d FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
     "GROUP BY d ORDER BY count(*) DESC LIMIT 1"])

add("o44", "busiest-day-volume-quarter",
    "Which day in Q1 2026 had the highest USDC volume?",
    [f"SELECT timestamp::DATE AS d FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
     "GROUP BY d ORDER BY sum(amount) DESC LIMIT 1"])

add("o45", "multi-count-volume-avg-month",
    "For our April 2026 monthly report I need three numbers: how many payments settled, the "
    "total USDC volume, and the average payment size.",
    [f"SELECT count(*), sum(amount), avg(amount) FROM settlements "
     f"WHERE {ts('2026-04-01', '2026-05-01')}"])

add("o46", "multi-distinct-payers-recipients",
    "unique payers and unique recipients last month?",
    [f"SELECT count(DISTINCT payer), count(DISTINCT recipient) FROM settlements "
     f"WHERE {ts('2026-05-01', '2026-06-01')}"])

add("o47", "top-recipient-volume-past30",
    "top recipient by volume in the past 30 days",
    [f"SELECT recipient FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} "
     "GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 1"])

add("o48", "top-payer-count-last-week",
    "Return the payer address with the highest payment count for last week (Mon-Sun).",
    [f"SELECT payer FROM settlements WHERE {ts('2026-05-25', '2026-06-01')} "
     "GROUP BY payer ORDER BY count(*) DESC LIMIT 1"])

add("o49", "fac-distinct-payers-quarter",
    "how many distinct payers used heurist in Q4 2025",
    [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('heurist')} "
     f"AND {ts('2025-10-01', '2026-01-01')}"])

add("o50", "recipient-avg-month",
    "average payment received by 0xc8873a516a0d8e9587374313e44b81c41672f40e in march 2026",
    [f"SELECT avg(amount) FROM settlements WHERE recipient = "
     f"'0xc8873a516a0d8e9587374313e44b81c41672f40e' AND {ts('2026-03-01', '2026-04-01')}"])

add("o51", "payer-distinct-recipients",
    "How many different recipients has 0x30a64a160f63703bb13e69170257ef7c9592288d ever paid?",
    ["SELECT count(DISTINCT recipient) FROM settlements WHERE payer = "
     "'0x30a64a160f63703bb13e69170257ef7c9592288d'"])

add("o52", "recipient-distinct-payers-month",
    "how many unique wallets sent money to 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 in "
    "May 2026?",
    [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = "
     f"'0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7' AND {ts('2026-05-01', '2026-06-01')}"])

add("o53", "count-all-time",
    "Total number of x402 settlements you have, all time.",
    ["SELECT count(*) FROM settlements"])

add("o54", "named-fac-max-all-time",
    "What's the largest payment ever settled by Virtuals Protocol?",
    [f"SELECT max(amount) FROM settlements WHERE {fac('virtuals protocol')}"])

add("o55", "count-amount-band-month",
    "how many payments from $0.10 up to and including $1 were made in Jan 2026?",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} "
     "AND amount >= 0.1 AND amount <= 1"])

add("o56", "volume-short-month",
    "Feb '26 volume?",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}"])

add("o57", "count-dotted-date",
    "payments count for 15.04.2026?",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-15', '2026-04-16')}"])

add("o58", "volume-iso-week",
    "total volume in ISO week 20 of 2026",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-11', '2026-05-18')}"])

add("o59", "count-last-14-days",
    "number of paymnets in the last 14 days",
    [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-06-04')}"])

add("o60", "volume-since-date",
    "How much volume since 1 May 2026?",
    [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-04')}"])

add("o61", "count-calendar-year",
    "total payment count for calendar year 2025",
    [f"SELECT count(*) FROM settlements WHERE {ts('2025-01-01', '2026-01-01')}"])

add("o62", "agent-fac-distinct-payers-month",
    "QUERY metric=unique_payers facilitator=payai period=2026-05 format=number",
    [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('payai')} "
     f"AND {ts('2026-05-01', '2026-06-01')}"])

add("o63", "payer-share-volume-month",
    "what percent of all volume in Nov 2025 came from 0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57 "
    "as the payer?",
    [f"SELECT 100.0 * sum(amount) FILTER (WHERE payer = "
     f"'0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57') / sum(amount) FROM settlements "
     f"WHERE {ts('2025-11-01', '2025-12-01')}"])

add("o64", "per-day-count-quarter",
    "Daily average number of settlements across Q4 2025",
    [f"SELECT count(*) / 92.0 FROM settlements WHERE {ts('2025-10-01', '2026-01-01')}"])

add("o65", "payer-last-seen",
    "when did 0x590d846ad741aee56cf4dde6d38931cc626cdd5f last pay anyone?",
    ["SELECT max(timestamp) FROM settlements WHERE payer = "
     "'0x590d846ad741aee56cf4dde6d38931cc626cdd5f'"])

add("o66", "min-max-one-day",
    "Smallest and largest payment on 5/29/2026?",
    [f"SELECT min(amount), max(amount) FROM settlements WHERE {ts('2026-05-29', '2026-05-30')}"])

add("o67", "top3-facilitators-count-ytd",
    "List the top 3 facilitator addresses by number of settlements in 2026.",
    [f"SELECT facilitator FROM settlements WHERE {ts('2026-01-01', '2027-01-01')} "
     "GROUP BY facilitator ORDER BY count(*) DESC LIMIT 3"])

add("o68", "payer-top2-recipients",
    "To which 2 recipients did 0x30a64a160f63703bb13e69170257ef7c9592288d send the most USDC?",
    ["SELECT recipient FROM settlements WHERE payer = '0x30a64a160f63703bb13e69170257ef7c9592288d' "
     "GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 2"])

add("o69", "distinct-facilitators-month",
    "how many distinct facilitator addresses were active in May 2026",
    [f"SELECT count(DISTINCT facilitator) FROM settlements "
     f"WHERE {ts('2026-05-01', '2026-06-01')}"])

add("o70", "active-days-month",
    "On how many days in February 2026 was there at least one payment?",
    [f"SELECT count(DISTINCT timestamp::DATE) FROM settlements "
     f"WHERE {ts('2026-02-01', '2026-03-01')}"])

# ---------------------------------------------------------------- harder (15)

add("hard-01", "hard-fac-period-threshold-count-volume",
    "How many Coinbase-facilitated payments over $0.50 were made in December 2025, and what "
    "did they add up to?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('coinbase')} "
     f"AND {ts('2025-12-01', '2026-01-01')} AND amount > 0.5"])

add("hard-02", "hard-top3-payers-in-fac-quarter",
    "Within PayAI's settlements in Q1 2026, who were the top 3 payers by USDC volume?",
    [f"SELECT payer FROM settlements WHERE {fac('payai')} AND {ts('2026-01-01', '2026-04-01')} "
     "GROUP BY payer ORDER BY sum(amount) DESC LIMIT 3"])

add("hard-03", "hard-count-change-last7-vs-prior7",
    "how did the payment count over the last 7 days compare with the 7 days before that? "
    "give me the difference",
    [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}) - "
     f"(SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')})"])

add("hard-04", "hard-recipient-threshold-quarter",
    "For recipient 0x80D6F4352B9FF7BFDCB7555C0A44AD950C649AC3: how many payments of at least "
    "1 cent came in during Q1 2026, and what was their total?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE recipient = "
     f"'0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3' AND {ts('2026-01-01', '2026-04-01')} "
     "AND amount >= 0.01"])

add("hard-05", "hard-fac-share-count-month",
    "What % of all payments in April 2026 were handled by heurist?",
    [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('heurist')}) / count(*) FROM settlements "
     f"WHERE {ts('2026-04-01', '2026-05-01')}"])

add("hard-06", "hard-fac-per-day-volume-month",
    "daydreams' average daily volume in January 2026 (counting every calendar day)",
    [f"SELECT sum(amount) / 31.0 FROM settlements WHERE {fac('daydreams')} "
     f"AND {ts('2026-01-01', '2026-02-01')}"])

add("hard-07", "hard-two-facs-volume-and-gap",
    "I'm comparing facilitators for March 2026: what volume did coinbase settle, what did "
    "payai settle, and how much more did coinbase do than payai?",
    [f"SELECT sum(amount) FROM settlements WHERE {fac('coinbase')} "
     f"AND {ts('2026-03-01', '2026-04-01')}",
     f"SELECT sum(amount) FROM settlements WHERE {fac('payai')} "
     f"AND {ts('2026-03-01', '2026-04-01')}",
     f"SELECT (SELECT sum(amount) FROM settlements WHERE {fac('coinbase')} "
     f"AND {ts('2026-03-01', '2026-04-01')}) - (SELECT sum(amount) FROM settlements "
     f"WHERE {fac('payai')} AND {ts('2026-03-01', '2026-04-01')})"])

add("hard-08", "hard-top-payer-of-recipient-month",
    "Of all the USDC that 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 received in May 2026, "
    "which payer sent the most, and how much did that payer send it?",
    [f"SELECT payer, sum(amount) FROM settlements WHERE recipient = "
     f"'0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5' AND {ts('2026-05-01', '2026-06-01')} "
     "GROUP BY payer ORDER BY sum(amount) DESC LIMIT 1"])

add("hard-09", "hard-largest-in-fac-period-parties",
    "largest payment through heurist last month: amount, who paid, and who received it",
    [f"SELECT amount, payer, recipient FROM settlements WHERE {fac('heurist')} "
     f"AND {ts('2026-05-01', '2026-06-01')} ORDER BY amount DESC, id LIMIT 1"])

add("hard-10", "hard-distinct-payers-above-threshold",
    "How many distinct payers made at least one payment above $2 in 2026 so far?",
    [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')} "
     "AND amount > 2"])

add("hard-11", "hard-fac-busiest-day-and-count",
    "On which day of November 2025 did PayAI process the most payments, and how many were "
    "there that day?",
    [f"SELECT timestamp::DATE AS d, count(*) FROM settlements WHERE {fac('payai')} "
     f"AND {ts('2025-11-01', '2025-12-01')} GROUP BY d ORDER BY count(*) DESC LIMIT 1"])

add("hard-12", "hard-volume-pct-change-quarters",
    "Quarter over quarter, by what percentage did settled volume change going from Q4 2025 "
    "into Q1 2026?",
    [f"SELECT 100.0 * ((SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')})"
     f" - (SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')})) / "
     f"(SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')})"])

add("hard-13", "hard-address-both-roles-month",
    "For 0x4e9bce2547a9491b09ed092c433b19888e665edb in November 2025, how many payments did it "
    "send, how much did it send, how many did it receive, and how much did it receive?",
    [f"SELECT count(*), sum(amount) FROM settlements WHERE payer = "
     f"'0x4e9bce2547a9491b09ed092c433b19888e665edb' AND {ts('2025-11-01', '2025-12-01')}",
     f"SELECT count(*), sum(amount) FROM settlements WHERE recipient = "
     f"'0x4e9bce2547a9491b09ed092c433b19888e665edb' AND {ts('2025-11-01', '2025-12-01')}"])

add("hard-14", "hard-fac-median-above-threshold-quarter",
    "median size of coinbase payments above one cent in Q2 2026",
    [f"SELECT median(amount) FROM settlements WHERE {fac('coinbase')} "
     f"AND {ts('2026-04-01', '2026-07-01')} AND amount > 0.01"])

add("hard-15", "hard-payer-recipient-pair-period",
    "How much did 0x30a64a160f63703bb13e69170257ef7c9592288d pay to "
    "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4 between 2025-11-01 and 2025-12-31, and in how "
    "many payments?",
    [f"SELECT sum(amount), count(*) FROM settlements WHERE payer = "
     f"'0x30a64a160f63703bb13e69170257ef7c9592288d' AND recipient = "
     f"'0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4' AND {ts('2025-11-01', '2026-01-01')}"])

# ---------------------------------------------------------------- refusals (15)

add("refuse-01", "refuse-other-chain",
    "total x402 volume on Solana last month",
    None)

add("refuse-02", "refuse-other-chain",
    "How many USDC payments settled on Polygon yesterday?",
    None)

add("refuse-03", "refuse-forecast",
    "predict next month's x402 volume",
    None)

add("refuse-04", "refuse-forecast",
    "how many payments will there be tomorrow?",
    None)

add("refuse-05", "refuse-missing-column",
    "Which resource URLs earned the most USDC in May 2026?",
    None)

add("refuse-06", "refuse-missing-column",
    "average payment size by payer country in April 2026",
    None)

add("refuse-07", "refuse-missing-status",
    "how many x402 payments failed or were reverted last week?",
    None)

add("refuse-08", "refuse-missing-fee",
    "What percentage fee did facilitators take as their cut of payments in March 2026?",
    None)

add("refuse-09", "refuse-impossible-date",
    "volume on 31 April 2026",
    None)

add("refuse-10", "refuse-impossible-date",
    "How many payments happened on February 30th, 2026?",
    None)

add("refuse-11", "refuse-before-data",
    "total settled volume in March 2024",
    None)

add("refuse-12", "refuse-after-anchor",
    "How many x402 payments were there in August 2026?",
    None)

add("refuse-13", "refuse-off-topic",
    "write me a short poem about stablecoins",
    None)

add("refuse-14", "refuse-off-topic",
    "what's the ETH price right now?",
    None)

add("refuse-15", "refuse-ambiguous-date",
    "payment count on 04/05/2026",
    None)

OUT.write_text("\n".join(lines) + "\n")
print(f"wrote {len(lines)} items to {OUT}")
