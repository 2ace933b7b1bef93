"""Held-out /ask set 17 (helper hw17): 100 hand-written questions with hand-written SQL.

Every question and its SQL is written out by hand below (no templates, no generated questions).
Run from a Sextant checkout root:
    PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout17/make_ask_set17.py
Writes ask_set17.jsonl next to this file (split "heldout17"); anchor day 2026-06-03.
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

SPLIT = "heldout17"
S = "FROM settlements WHERE "

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---------------------------------------------------------------- ordinary
    ("total-all-time",
     "What's the total USDC volume ever settled through x402?",
     [f"SELECT sum(amount) {S}TRUE"]),
    ("count-all-time",
     "how many x402 settlements do you have in total",
     [f"SELECT count(*) {S}TRUE"]),
    ("total-named-month",
     "Total volume settled in March 2026?",
     [f"SELECT sum(amount) {S}{ts('2026-03-01', '2026-04-01')}"]),
    ("count-yesterday",
     "number of payments yesterday",
     [f"SELECT count(*) {S}{ts('2026-06-02', '2026-06-03')}"]),
    ("count-today",
     "how many payments have settled so far today?",
     [f"SELECT count(*) {S}{ts('2026-06-03', '2026-06-04')}"]),
    ("total-last-7-days",
     "USDC volume, last 7 days",
     [f"SELECT sum(amount) {S}{ts('2026-05-28', '2026-06-04')}"]),
    ("avg-month-abbrev",
     "avg payment size in feb 2026?",
     [f"SELECT avg(amount) {S}{ts('2026-02-01', '2026-03-01')}"]),
    ("median-quarter",
     "What was the median settlement amount in Q1 2026?",
     [f"SELECT median(amount) {S}{ts('2026-01-01', '2026-04-01')}"]),
    ("distinct-payers-month",
     "How many unique payers were there in January 2026?",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-01-01', '2026-02-01')}"]),
    ("distinct-recipients-past-30",
     "how many distinct recipients got paid in the past 30 days",
     [f"SELECT count(DISTINCT recipient) {S}{ts('2026-05-05', '2026-06-04')}"]),
    ("perday-count-month",
     "On average, how many payments per day were there in March 2026?",
     [f"SELECT count(*) / 31.0 {S}{ts('2026-03-01', '2026-04-01')}"]),
    ("perday-volume-day-range",
     "whats the average daily volume between april 10 and april 20 2026",
     [f"SELECT sum(amount) / 11 {S}{ts('2026-04-10', '2026-04-21')}"]),
    ("share-facilitator-all-time",
     "What percentage of all settlements went through PayAI?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) {S}TRUE"]),
    ("top3-payers-volume-month",
     "top 3 payers by volume in nov 2025",
     [f"SELECT payer, sum(amount) AS v {S}{ts('2025-11-01', '2025-12-01')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("top5-recipients-count-all",
     "Which 5 recipients have received the most payments (by count), all time?",
     [f"SELECT recipient, count(*) AS n {S}TRUE GROUP BY recipient ORDER BY n DESC LIMIT 5"]),
    ("top-facilitator-count-month",
     "Which facilitator address processed the most payments in December 2025, and how many?",
     [f"SELECT facilitator, count(*) AS n {S}{ts('2025-12-01', '2026-01-01')} "
      "GROUP BY facilitator ORDER BY n DESC LIMIT 1"]),
    ("largest-payment-and-payer-month",
     "What was the largest single payment in March 2026 and who sent it?",
     [f"SELECT amount, payer {S}{ts('2026-03-01', '2026-04-01')} "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-payer-all-time",
     "who made the biggest x402 payment ever",
     [f"SELECT payer {S}TRUE ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-payer-last-30",
     "Largest payment in the past 30 days: amount + payer address pls",
     [f"SELECT amount, payer {S}{ts('2026-05-05', '2026-06-04')} "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("threshold-over-count-month",
     "How many payments over $1 were made in January 2026?",
     [f"SELECT count(*) {S}{ts('2026-01-01', '2026-02-01')} AND amount > 1"]),
    ("threshold-atleast-total-quarter",
     "total value of payments of 100 USDC or more during Q4 2025",
     [f"SELECT sum(amount) {S}{ts('2025-10-01', '2026-01-01')} AND amount >= 100"]),
    ("threshold-under-count-last-month",
     "how many payments under one cent were there last month?",
     [f"SELECT count(*) {S}{ts('2026-05-01', '2026-06-01')} AND amount < 0.01"]),
    ("threshold-atmost-yesterday",
     "count of settlements at most 0.002 usdc yesterday",
     [f"SELECT count(*) {S}{ts('2026-06-02', '2026-06-03')} AND amount <= 0.002"]),
    ("threshold-over-total-week",
     "Sum of all payments above $0.50 in the week Mon 13 Apr - Sun 19 Apr 2026?",
     [f"SELECT sum(amount) {S}{ts('2026-04-13', '2026-04-20')} AND amount > 0.5"]),
    ("facilitator-total-month",
     "How much USDC did Coinbase's facilitator settle in April 2026?",
     [f"SELECT sum(amount) {S}{ts('2026-04-01', '2026-05-01')} AND {fac('coinbase')}"]),
    ("facilitator-count-last-week",
     "how many payments did heurist settle last week",
     [f"SELECT count(*) {S}{ts('2026-05-25', '2026-06-01')} AND {fac('heurist')}"]),
    ("facilitator-avg-month",
     "Average payment size via Daydreams in February 2026?",
     [f"SELECT avg(amount) {S}{ts('2026-02-01', '2026-03-01')} AND {fac('daydreams')}"]),
    ("facilitator-distinct-payers-ytd",
     "unique payers using virtuals protocol as facilitator year to date",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-01-01', '2026-06-04')} "
      f"AND {fac('virtuals protocol')}"]),
    ("facilitator-count-all-time",
     "x402rs: total number of settlements, all time",
     [f"SELECT count(*) {S}{fac('x402rs')}"]),
    ("date-iso-total",
     "Volume on 2025-11-15?",
     [f"SELECT sum(amount) {S}{ts('2025-11-15', '2025-11-16')}"]),
    ("date-ordinal-count",
     "How many payments settled on the 3rd of March, 2026?",
     [f"SELECT count(*) {S}{ts('2026-03-03', '2026-03-04')}"]),
    ("date-dotted-avg",
     "avg amount on 15.01.2026",
     [f"SELECT avg(amount) {S}{ts('2026-01-15', '2026-01-16')}"]),
    ("day-range-in-month-total",
     "total volume 10-16 Nov 2025",
     [f"SELECT sum(amount) {S}{ts('2025-11-10', '2025-11-17')}"]),
    ("day-range-in-month-count",
     "How many settlements were there between Jan 5 and Jan 9, 2026?",
     [f"SELECT count(*) {S}{ts('2026-01-05', '2026-01-10')}"]),
    ("total-quarter",
     "Q4 2025 total settled volume in USDC",
     [f"SELECT sum(amount) {S}{ts('2025-10-01', '2026-01-01')}"]),
    ("count-quarter-so-far",
     "How many settlements so far in Q2 2026?",
     [f"SELECT count(*) {S}{ts('2026-04-01', '2026-06-04')}"]),
    ("total-mtd",
     "month-to-date volume?",
     [f"SELECT sum(amount) {S}{ts('2026-06-01', '2026-06-04')}"]),
    ("count-ytd",
     "YTD settlement count",
     [f"SELECT count(*) {S}{ts('2026-01-01', '2026-06-04')}"]),
    ("avg-last-month",
     "what was the average payment last month",
     [f"SELECT avg(amount) {S}{ts('2026-05-01', '2026-06-01')}"]),
    ("distinct-payers-last-week",
     "How many distinct wallets paid for something last week?",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-05-25', '2026-06-01')}"]),
    ("compare-two-months-volume",
     "Compare total volume in March 2026 with April 2026.",
     [f"SELECT sum(amount) {S}{ts('2026-03-01', '2026-04-01')}",
      f"SELECT sum(amount) {S}{ts('2026-04-01', '2026-05-01')}"]),
    ("compare-two-months-count",
     "number of payments: jan 2026 vs feb 2026?",
     [f"SELECT count(*) {S}{ts('2026-01-01', '2026-02-01')}",
      f"SELECT count(*) {S}{ts('2026-02-01', '2026-03-01')}"]),
    ("compare-two-facilitators-count",
     "PayAI vs Heurist - how many payments did each settle in December 2025?",
     [f"SELECT count(*) {S}{ts('2025-12-01', '2026-01-01')} AND {fac('payai')}",
      f"SELECT count(*) {S}{ts('2025-12-01', '2026-01-01')} AND {fac('heurist')}"]),
    ("change-count-months",
     "By how many did the number of settlements go up from February to March 2026?",
     [f"SELECT (SELECT count(*) {S}{ts('2026-03-01', '2026-04-01')}) - "
      f"(SELECT count(*) {S}{ts('2026-02-01', '2026-03-01')})"]),
    ("payer-total-all-time",
     "how much has 0x298ce631e9911549dfff1382f03635c310bd6318 paid in total?",
     [f"SELECT sum(amount) {S}payer = '0x298ce631e9911549dfff1382f03635c310bd6318'"]),
    ("payer-count-month",
     "How many payments did 0x30a64a160f63703bb13e69170257ef7c9592288d make in December 2025?",
     [f"SELECT count(*) {S}{ts('2025-12-01', '2026-01-01')} "
      "AND payer = '0x30a64a160f63703bb13e69170257ef7c9592288d'"]),
    ("recipient-total-quarter",
     "Total received by 0xef4364fe4487353df46eb7c811d4fac78b856c7f in Q1 2026",
     [f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-04-01')} "
      "AND recipient = '0xef4364fe4487353df46eb7c811d4fac78b856c7f'"]),
    ("recipient-distinct-payers",
     "how many different wallets have ever paid 0xD6A6A495A549A8026046F5BB96AA0993254B4CD6?",
     [f"SELECT count(DISTINCT payer) {S}"
      "recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6'"]),
    ("address-either-count",
     "Count all settlements involving 0x07737a1fb3863202bcd3c7408b801eed68604d39, whether it "
     "paid or got paid.",
     [f"SELECT count(*) {S}payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39' "
      "OR recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'"]),
    ("payer-first-seen",
     "When did 0x5027efee25a6164bec85dbbec6c326cc65958516 make its first payment?",
     [f"SELECT min(timestamp) {S}payer = '0x5027efee25a6164bec85dbbec6c326cc65958516'"]),
    ("recipient-last-seen",
     "last time 0x4e501d525b18b583863321353c2589d2700a1193 received a payment?",
     [f"SELECT max(timestamp) {S}recipient = '0x4e501d525b18b583863321353c2589d2700a1193'"]),
    ("address-first-seen-either",
     "when was address 0x07737A1fB3863202BCd3c7408B801eEd68604D39 first seen (any role)?",
     [f"SELECT min(timestamp) {S}payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39' "
      "OR recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'"]),
    ("busiest-day-month-count",
     "Which day in April 2026 had the most payments, and how many were there?",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n {S}{ts('2026-04-01', '2026-05-01')} "
      "GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("busiest-day-all-time-volume",
     "what single day had the highest settled volume ever? give the date and the volume",
     [f"SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v {S}TRUE "
      "GROUP BY d ORDER BY v DESC LIMIT 1"]),
    ("several-figures-month",
     "For May 2026 give me: number of payments, total volume, and the average payment.",
     [f"SELECT count(*), sum(amount), avg(amount) {S}{ts('2026-05-01', '2026-06-01')}"]),
    ("several-figures-last-week",
     "last week: payment count, unique payers, unique recipients",
     [f"SELECT count(*), count(DISTINCT payer), count(DISTINCT recipient) "
      f"{S}{ts('2026-05-25', '2026-06-01')}"]),
    ("top-payer-volume-quarter",
     "Who was the top payer by USDC volume in Q1 2026?",
     [f"SELECT payer {S}{ts('2026-01-01', '2026-04-01')} "
      "GROUP BY payer ORDER BY sum(amount) DESC LIMIT 1"]),
    ("top-recipient-volume-month",
     "which recipient earned the most in january 2026, and how much",
     [f"SELECT recipient, sum(amount) AS v {S}{ts('2026-01-01', '2026-02-01')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 1"]),
    ("median-single-day",
     "What was the median payment on June 1st 2026?",
     [f"SELECT median(amount) {S}{ts('2026-06-01', '2026-06-02')}"]),
    ("distinct-payers-last-90",
     "How many unique payers in the last 90 days?",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-03-06', '2026-06-04')}"]),
    ("share-threshold-month",
     "What share of November 2025 payments were over $1? (percent)",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) "
      f"{S}{ts('2025-11-01', '2025-12-01')}"]),
    ("exact-amount-count-year",
     "How many payments of exactly 1 USDC were made in 2025?",
     [f"SELECT count(*) {S}{ts('2025-01-01', '2026-01-01')} AND amount = 1"]),
    ("distinct-payers-threshold-month",
     "how many unique wallets made at least one payment over $10 in Dec 2025",
     [f"SELECT count(DISTINCT payer) {S}{ts('2025-12-01', '2026-01-01')} AND amount > 10"]),
    ("min-max-single-day",
     "smallest and largest payment on 2025-12-01",
     [f"SELECT min(amount), max(amount) {S}{ts('2025-12-01', '2025-12-02')}"]),
    ("recipient-count-last-7-mixed-case",
     "How many payments did 0x80D6f4352B9ff7bFdCb7555C0A44ad950C649Ac3 receive in the last 7 "
     "days?",
     [f"SELECT count(*) {S}{ts('2026-05-28', '2026-06-04')} "
      "AND recipient = '0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3'"]),
    ("agent-template-total",
     "TASK=aggregate; METRIC=sum(amount_usdc); FILTER=facilitator:payai; "
     "PERIOD=2026-01-01..2026-01-31",
     [f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-02-01')} AND {fac('payai')}"]),
    ("agent-template-count",
     "query: count settlements | range: 2026-05-11 to 2026-05-17 | output: number",
     [f"SELECT count(*) {S}{ts('2026-05-11', '2026-05-18')}"]),
    ("typo-total-month",
     "whats teh totl volum in decmber 2025",
     [f"SELECT sum(amount) {S}{ts('2025-12-01', '2026-01-01')}"]),
    ("analyst-long-avg",
     "I'm putting together a quarterly review and I need one number from you: across every "
     "x402 settlement recorded between the first of October and the last day of December 2025, "
     "what was the mean payment size in USDC?",
     [f"SELECT avg(amount) {S}{ts('2025-10-01', '2026-01-01')}"]),
    ("payer-distinct-recipients-period",
     "How many different recipients did 0x42ba8b59b641adfa114c38e8ec79eeed45c6464d pay between "
     "2025-11-01 and 2025-11-30?",
     [f"SELECT count(DISTINCT recipient) {S}{ts('2025-11-01', '2025-12-01')} "
      "AND payer = '0x42ba8b59b641adfa114c38e8ec79eeed45c6464d'"]),
    # ---------------------------------------------------------------- harder
    ("hard-facilitator-threshold-month",
     "Coinbase-facilitated payments over $0.50 in December 2025: how many, and what was their "
     "total?",
     [f"SELECT count(*), sum(amount) {S}{ts('2025-12-01', '2026-01-01')} "
      f"AND amount > 0.5 AND {fac('coinbase')}"]),
    ("hard-pct-change-volume-months",
     "By what percentage did total volume change from April 2026 to May 2026?",
     [f"SELECT 100.0 * ((SELECT sum(amount) {S}{ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT sum(amount) {S}{ts('2026-04-01', '2026-05-01')})) / "
      f"(SELECT sum(amount) {S}{ts('2026-04-01', '2026-05-01')})"]),
    ("hard-last7-vs-previous7",
     "payment count in the last 7 days vs the 7 days before that",
     [f"SELECT count(*) {S}{ts('2026-05-28', '2026-06-04')}",
      f"SELECT count(*) {S}{ts('2026-05-21', '2026-05-28')}"]),
    ("hard-top3-recipients-facilitator-quarter",
     "Among payments settled by PayAI in Q1 2026, which three recipients received the most "
     "USDC, and how much each?",
     [f"SELECT recipient, sum(amount) AS v {S}{ts('2026-01-01', '2026-04-01')} "
      f"AND {fac('payai')} GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("hard-payer-threshold-month",
     "Of the payments 0x298ce631e9911549dfff1382f03635c310bd6318 made in December 2025, how "
     "many were at least 0.01 USDC and what did those add up to?",
     [f"SELECT count(*), sum(amount) {S}{ts('2025-12-01', '2026-01-01')} AND amount >= 0.01 "
      "AND payer = '0x298ce631e9911549dfff1382f03635c310bd6318'"]),
    ("hard-recipient-facilitator-ytd",
     "how much has 0xef4364fe4487353df46eb7c811d4fac78b856c7f received through coinbase "
     "facilitators so far this year",
     [f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-06-04')} AND {fac('coinbase')} "
      "AND recipient = '0xef4364fe4487353df46eb7c811d4fac78b856c7f'"]),
    ("hard-facilitator-share-month",
     "What share of January 2026 volume (in %) was settled by Daydreams?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) "
      f"{S}{ts('2026-01-01', '2026-02-01')}"]),
    ("hard-facilitator-perday-month",
     "Average number of Heurist settlements per day during March 2026?",
     [f"SELECT count(*) / 31.0 {S}{ts('2026-03-01', '2026-04-01')} AND {fac('heurist')}"]),
    ("hard-two-facilitators-volume-difference",
     "In November 2025, what volume did payai and daydreams each settle, and what's the gap "
     "between them (payai minus daydreams)?",
     [f"SELECT sum(amount) {S}{ts('2025-11-01', '2025-12-01')} AND {fac('payai')}",
      f"SELECT sum(amount) {S}{ts('2025-11-01', '2025-12-01')} AND {fac('daydreams')}",
      f"SELECT (SELECT sum(amount) {S}{ts('2025-11-01', '2025-12-01')} AND {fac('payai')}) - "
      f"(SELECT sum(amount) {S}{ts('2025-11-01', '2025-12-01')} AND {fac('daydreams')})"]),
    ("hard-largest-facilitator-quarter-payer",
     "Largest payment settled via Heurist in Q4 2025 - the amount and the paying wallet?",
     [f"SELECT amount, payer {S}{ts('2025-10-01', '2026-01-01')} "
      f"AND {fac('heurist')} ORDER BY amount DESC, id LIMIT 1"]),
    ("hard-busiest-day-in-range",
     "Between 1 and 15 December 2025, which day saw the most settlements, how many, and what "
     "volume did that day carry?",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n, sum(amount) "
      f"{S}{ts('2025-12-01', '2025-12-16')} GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("hard-distinct-payers-threshold-range-total",
     "From March 1 to March 20 2026, how many unique payers sent payments of $5 or more, and "
     "what was the combined value of those payments?",
     [f"SELECT count(DISTINCT payer), sum(amount) {S}{ts('2026-03-01', '2026-03-21')} "
      "AND amount >= 5"]),
    ("hard-share-below-cent-and-median",
     "last month, what % of payments were below a cent, and what was the median payment?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*), median(amount) "
      f"{S}{ts('2026-05-01', '2026-06-01')}"]),
    ("hard-payer-first-last-count",
     "For payer 0x2b2286cb59e2a73c4370542f172a0951053ffa19: time of first payment, time of "
     "last payment, and total number of payments?",
     [f"SELECT min(timestamp), max(timestamp), count(*) "
      f"{S}payer = '0x2b2286cb59e2a73c4370542f172a0951053ffa19'"]),
    ("hard-change-unique-payers-quarters",
     "How did the number of unique payers change from Q4 2025 to Q1 2026? Give both counts "
     "and the difference (Q1 minus Q4).",
     [f"SELECT count(DISTINCT payer) {S}{ts('2025-10-01', '2026-01-01')}",
      f"SELECT count(DISTINCT payer) {S}{ts('2026-01-01', '2026-04-01')}",
      f"SELECT (SELECT count(DISTINCT payer) {S}{ts('2026-01-01', '2026-04-01')}) - "
      f"(SELECT count(DISTINCT payer) {S}{ts('2025-10-01', '2026-01-01')})"]),
    # ---------------------------------------------------------------- refusals
    ("refuse-other-chain",
     "What was x402 volume on Solana last month?", None),
    ("refuse-other-chain",
     "how many x402 settlements happened on polygon in march 2026", None),
    ("refuse-forecast",
     "Predict next month's total settlement volume.", None),
    ("refuse-forecast",
     "what will the daily payment count be in july 2026, roughly?", None),
    ("refuse-missing-column",
     "Which API endpoints (resource URLs) earned the most from x402 payments in May 2026?", None),
    ("refuse-missing-column",
     "how many settlements failed or reverted last week", None),
    ("refuse-impossible-date",
     "Total volume on February 30th 2026?", None),
    ("refuse-before-data",
     "How many x402 payments were settled in 2024?", None),
    ("refuse-before-data",
     "total volume in march 2025", None),
    ("refuse-after-anchor",
     "payments count for August 2026", None),
    ("refuse-off-topic",
     "write me a short poem about stablecoins", None),
    ("refuse-off-topic",
     "What's the price of ETH right now?", None),
    ("refuse-ambiguous-date",
     "volume on 04/03/2026?", None),
    ("refuse-identity",
     "What's the real name and email of whoever controls 0x298ce631e9911549dfff1382f03635c310bd6318?",
     None),
    ("refuse-impossible-quarter",
     "Total settled in Q5 2025?", None),
]


def main() -> None:
    seen: dict[str, int] = {}
    lines = []
    for shape, question, sql in ITEMS:
        seen[shape] = seen.get(shape, 0) + 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape, split=SPLIT))
    out = Path(__file__).resolve().parent / "ask_set17.jsonl"
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} items to {out}")


if __name__ == "__main__":
    main()
