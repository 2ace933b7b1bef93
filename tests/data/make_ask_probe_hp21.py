"""Stranger probe set hp21: 150 hand-labelled questions for Sextant's ``POST /ask``.

Voices: analysts and operators (a BD lead comparing facilitators, an auditor sampling one
wallet, a treasury manager watching inflows to an address, a researcher asking shares and
concentration, a product manager asking week-over-week changes). Each item is a question and
the hand-written SQL whose cells, read row by row, are the figures asked in the order asked,
or ``None`` for a question the data cannot answer (a refusal).

Anchor: today = 2026-06-03 (included). Last week = 2026-05-25..05-31, the week before =
05-18..05-24, last 7 days = 05-28..06-03, the 7 days before = 05-21..05-27, past 30 days =
05-05..06-03, last 90 days = 03-06..06-03, this week = month to date = 06-01..06-03, this
quarter so far = 04-01..06-03, ytd = 01-01..06-03.

Run from a Sextant checkout root (writes ask_probe_hp21.jsonl next to this file):
    PYTHONPATH=src:. .venv/bin/python /work/probes_hp21/make_ask_probe_hp21.py
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.warehouse.figures import by_name, fac, item_line, ts

NAME = "hp21"
S = "FROM settlements WHERE"
N = by_name()


def split_of(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---- whole-market totals -------------------------------------------------------------
    ("total-volume-month",
     "What was the totl USDC volume settled in March 2026?",
     [f"SELECT sum(amount) {S} {ts('2026-03-01', '2026-04-01')}"]),
    ("total-volume-month",
     "november 2025 total settled volume in usdc pls",
     [f"SELECT sum(amount) {S} {ts('2025-11-01', '2025-12-01')}"]),
    ("ytd-count-volume-payers",
     "For the year to date, give me three numbers: settlement count, total USDC volume, and "
     "the number of unique payers.",
     [f"SELECT count(*), sum(amount), count(DISTINCT payer) {S} {ts('2026-01-01', '2026-06-04')}"]),
    ("alltime-volume-count",
     "All time, how much USDC has been settled and across how many settlements? Volume first.",
     [f"SELECT sum(amount), count(*) {S} TRUE"]),
    ("alltime-volume-count",
     "Since the data starts, what is the total number of settlements and the total volume?",
     [f"SELECT count(*), sum(amount) {S} TRUE"]),
    ("mtd-count-volume",
     "Month to date (June 2026 so far), how many settlements and how much volume?",
     [f"SELECT count(*), sum(amount) {S} {ts('2026-06-01', '2026-06-04')}"]),
    ("explicit-range-count",
     "How many settlements happened from 2026-04-10 through 2026-04-20?",
     [f"SELECT count(*) {S} {ts('2026-04-10', '2026-04-21')}"]),
    ("explicit-range-count",
     "Count of payments settled between March 3 and March 9, 2026 (both days included)?",
     [f"SELECT count(*) {S} {ts('2026-03-03', '2026-03-10')}"]),
    ("single-day-count-volume",
     "On 2026-05-04, how many settlements were there and what was the volume?",
     [f"SELECT count(*), sum(amount) {S} {ts('2026-05-04', '2026-05-05')}"]),
    ("distinct-recipients-period",
     "How many distinct recipient adresses got paid in Q1 2026?",
     [f"SELECT count(DISTINCT recipient) {S} {ts('2026-01-01', '2026-04-01')}"]),
    ("distinct-recipients-period",
     "number of unique recipients over the last 90 days",
     [f"SELECT count(DISTINCT recipient) {S} {ts('2026-03-06', '2026-06-04')}"]),
    ("median-payment-period",
     "What was the median payment size in February 2026?",
     [f"SELECT median(amount) {S} {ts('2026-02-01', '2026-03-01')}"]),
    ("median-payment-period",
     "Median settlement amount over the past 30 days?",
     [f"SELECT median(amount) {S} {ts('2026-05-05', '2026-06-04')}"]),
    ("perday-volume-period",
     "Average daily USDC volume across Q1 2026 (calendar days).",
     [f"SELECT sum(amount) / 90.0 {S} {ts('2026-01-01', '2026-04-01')}"]),
    ("perday-volume-period",
     "What was the average volume per day in April 2026?",
     [f"SELECT sum(amount) / 30.0 {S} {ts('2026-04-01', '2026-05-01')}"]),
    ("busiest-day-count",
     "Which day in May 2026 had the most settlements, and how many were there?",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c {S} {ts('2026-05-01', '2026-06-01')} "
      "GROUP BY d ORDER BY c DESC LIMIT 1"]),
    ("busiest-day-count",
     "busiest day of march 2026 by number of settlments? date + count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c {S} {ts('2026-03-01', '2026-04-01')} "
      "GROUP BY d ORDER BY c DESC LIMIT 1"]),
    ("busiest-day-volume",
     "What was the highest-volume day in Q1 2026? Give the date and the volume.",
     [f"SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v {S} {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY d ORDER BY v DESC LIMIT 1"]),
    ("largest-payment-period",
     "Biggest single payment in April 2026: amount, payer and recipient.",
     [f"SELECT amount, payer, recipient {S} {ts('2026-04-01', '2026-05-01')} "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-period",
     "What was the single biggest settlement in December 2025, and which wallet paid it? Amount "
     "then payer.",
     [f"SELECT amount, payer {S} {ts('2025-12-01', '2026-01-01')} ORDER BY amount DESC, id LIMIT 1"]),
    ("exact-amount-count",
     "How many payments of exactly 0.01 USDC were settled in January 2026?",
     [f"SELECT count(*) {S} {ts('2026-01-01', '2026-02-01')} AND amount = 0.01"]),
    ("gas-avg-price-period",
     "What was the average gas price on settlements in May 2026?",
     [f"SELECT avg(gas_price) {S} {ts('2026-05-01', '2026-06-01')}"]),
    # ---- product manager: week over week, month over month -------------------------------
    ("cmp-weeks-count",
     "Settlements last week vs the week before: give both counts, last week first.",
     [f"SELECT (SELECT count(*) {S} {ts('2026-05-25', '2026-06-01')}), "
      f"(SELECT count(*) {S} {ts('2026-05-18', '2026-05-25')})"]),
    ("cmp-weeks-count",
     "WoW check: how many settlements did we have the week before last, how many last week, and "
     "how much did the count go up or down from the earlier week to last week?",
     [f"SELECT (SELECT count(*) {S} {ts('2026-05-18', '2026-05-25')}), "
      f"(SELECT count(*) {S} {ts('2026-05-25', '2026-06-01')}), "
      f"(SELECT count(*) {S} {ts('2026-05-25', '2026-06-01')}) - "
      f"(SELECT count(*) {S} {ts('2026-05-18', '2026-05-25')})"]),
    ("cmp-weeks-volume-pct",
     "Volume last week compared with the week before last, and the percentage change from the "
     "week before to last week.",
     [f"SELECT (SELECT sum(amount) {S} {ts('2026-05-25', '2026-06-01')}), "
      f"(SELECT sum(amount) {S} {ts('2026-05-18', '2026-05-25')}), "
      f"100.0 * ((SELECT sum(amount) {S} {ts('2026-05-25', '2026-06-01')}) - "
      f"(SELECT sum(amount) {S} {ts('2026-05-18', '2026-05-25')})) / "
      f"(SELECT sum(amount) {S} {ts('2026-05-18', '2026-05-25')})"]),
    ("today-vs-yesterday",
     "Settlements today vs yesterday?",
     [f"SELECT (SELECT count(*) {S} {ts('2026-06-03', '2026-06-04')}), "
      f"(SELECT count(*) {S} {ts('2026-06-02', '2026-06-03')})"]),
    ("today-vs-yesterday",
     "How does today's settled volume compare with yesterday's? Today first, then yesterday.",
     [f"SELECT (SELECT sum(amount) {S} {ts('2026-06-03', '2026-06-04')}), "
      f"(SELECT sum(amount) {S} {ts('2026-06-02', '2026-06-03')})"]),
    ("mtd-count-volume",
     "this week so far: number of settlments and volume",
     [f"SELECT count(*), sum(amount) {S} {ts('2026-06-01', '2026-06-04')}"]),
    ("wow-avg-payment",
     "Did the average payment size go up last week? Give me last week's average and the week "
     "before's average.",
     [f"SELECT (SELECT avg(amount) {S} {ts('2026-05-25', '2026-06-01')}), "
      f"(SELECT avg(amount) {S} {ts('2026-05-18', '2026-05-25')})"]),
    ("cmp-months-count-pct",
     "Settlement count in April 2026 and in May 2026, plus the percent change from April to May.",
     [f"SELECT (SELECT count(*) {S} {ts('2026-04-01', '2026-05-01')}), "
      f"(SELECT count(*) {S} {ts('2026-05-01', '2026-06-01')}), "
      f"100.0 * ((SELECT count(*) {S} {ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT count(*) {S} {ts('2026-04-01', '2026-05-01')})) / "
      f"(SELECT count(*) {S} {ts('2026-04-01', '2026-05-01')})"]),
    ("cmp-months-count-pct",
     "By what percentage did the number of settlements grow from February 2026 to March 2026?",
     [f"SELECT 100.0 * ((SELECT count(*) {S} {ts('2026-03-01', '2026-04-01')}) - "
      f"(SELECT count(*) {S} {ts('2026-02-01', '2026-03-01')})) / "
      f"(SELECT count(*) {S} {ts('2026-02-01', '2026-03-01')})"]),
    ("cmp-months-volume-change",
     "How much lower was volume in May 2026 than in April 2026? April minus May, in USDC.",
     [f"SELECT (SELECT sum(amount) {S} {ts('2026-04-01', '2026-05-01')}) - "
      f"(SELECT sum(amount) {S} {ts('2026-05-01', '2026-06-01')})"]),
    ("cmp-months-volume-change",
     "Volume in December 2025 versus November 2025 - both figures, December first.",
     [f"SELECT (SELECT sum(amount) {S} {ts('2025-12-01', '2026-01-01')}), "
      f"(SELECT sum(amount) {S} {ts('2025-11-01', '2025-12-01')})"]),
    ("cmp-quarters-volume",
     "Volume in Q4 2025 and in Q1 2026, in that order?",
     [f"SELECT (SELECT sum(amount) {S} {ts('2025-10-01', '2026-01-01')}), "
      f"(SELECT sum(amount) {S} {ts('2026-01-01', '2026-04-01')})"]),
    ("cmp-quarters-volume",
     "Compare this quarter so far with Q1 2026 on volume: this quarter's figure first, then Q1.",
     [f"SELECT (SELECT sum(amount) {S} {ts('2026-04-01', '2026-06-04')}), "
      f"(SELECT sum(amount) {S} {ts('2026-01-01', '2026-04-01')})"]),
    ("payers-both-months",
     "How many payers were active in both April 2026 and May 2026?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer {S} {ts('2026-04-01', '2026-05-01')} "
      f"INTERSECT SELECT DISTINCT payer {S} {ts('2026-05-01', '2026-06-01')})"]),
    # ---- BD lead: facilitators -----------------------------------------------------------
    ("cmp-fac-count-month",
     "Coinbase vs PayAI: how many setlements did each handle in April 2026? Coinbase first.",
     [f"SELECT (SELECT count(*) {S} {fac('coinbase')} AND {ts('2026-04-01', '2026-05-01')}), "
      f"(SELECT count(*) {S} {fac('payai')} AND {ts('2026-04-01', '2026-05-01')})"]),
    ("cmp-fac-count-month",
     "In January 2026, how many settlements went through Daydreams and how many through Heurist?",
     [f"SELECT (SELECT count(*) {S} {fac('daydreams')} AND {ts('2026-01-01', '2026-02-01')}), "
      f"(SELECT count(*) {S} {fac('heurist')} AND {ts('2026-01-01', '2026-02-01')})"]),
    ("cmp-fac-volume-period",
     "I'm comparing PayAI and Daydreams for a partnership. What volume did each settle in Q1 "
     "2026? PayAI first please.",
     [f"SELECT (SELECT sum(amount) {S} {fac('payai')} AND {ts('2026-01-01', '2026-04-01')}), "
      f"(SELECT sum(amount) {S} {fac('daydreams')} AND {ts('2026-01-01', '2026-04-01')})"]),
    ("cmp-fac-volume-period",
     "coinbase volume vs heurist volume, past 30 days",
     [f"SELECT (SELECT sum(amount) {S} {fac('coinbase')} AND {ts('2026-05-05', '2026-06-04')}), "
      f"(SELECT sum(amount) {S} {fac('heurist')} AND {ts('2026-05-05', '2026-06-04')})"]),
    ("cmp-fac-volume-diff",
     "How much more volume did Coinbase settle than PayAI in March 2026 (Coinbase minus PayAI)?",
     [f"SELECT (SELECT sum(amount) {S} {fac('coinbase')} AND {ts('2026-03-01', '2026-04-01')}) - "
      f"(SELECT sum(amount) {S} {fac('payai')} AND {ts('2026-03-01', '2026-04-01')})"]),
    ("fac-share-count",
     "What share of all settlements in May 2026 went through Coinbase, as a percentage?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {S} "
      f"{ts('2026-05-01', '2026-06-01')}"]),
    ("fac-share-count",
     "PayAI's percentage of settlement count in December 2025?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) {S} "
      f"{ts('2025-12-01', '2026-01-01')}"]),
    ("fac-share-volume",
     "Daydreams' share of total USDC volume in March 2026 (percent)?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) {S} "
      f"{ts('2026-03-01', '2026-04-01')}"]),
    ("fac-share-volume",
     "What percentage of year-to-date volume did Heurist settle?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('heurist')}) / sum(amount) {S} "
      f"{ts('2026-01-01', '2026-06-04')}"]),
    ("fac-share-change-months",
     "Coinbase's share of settlement count in January 2026 and then in May 2026?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {S} "
      f"{ts('2026-01-01', '2026-02-01')}",
      f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {S} "
      f"{ts('2026-05-01', '2026-06-01')}"]),
    ("rank-fac-volume",
     "Top 3 facilitators by volume in Q1 2026, with their volumes.",
     [f"SELECT {N} AS n, sum(amount) AS v {S} {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY n ORDER BY v DESC LIMIT 3"]),
    ("rank-fac-volume",
     "Rank the facilitators by settled USDC in November 2025 and show me the top four.",
     [f"SELECT {N} AS n, sum(amount) AS v {S} {ts('2025-11-01', '2025-12-01')} "
      "GROUP BY n ORDER BY v DESC LIMIT 4"]),
    ("rank-fac-count",
     "Which 5 facilitators processed the most settlements in the last 90 days, and how many each?",
     [f"SELECT {N} AS n, count(*) AS c {S} {ts('2026-03-06', '2026-06-04')} "
      "GROUP BY n ORDER BY c DESC LIMIT 5"]),
    ("rank-fac-payers",
     "Which three facilitators had the most unique payers in November 2025? Include the payer "
     "counts.",
     [f"SELECT {N} AS n, count(DISTINCT payer) AS p {S} {ts('2025-11-01', '2025-12-01')} "
      "GROUP BY n ORDER BY p DESC LIMIT 3"]),
    ("fac-unique-payers",
     "How many distinct payers used x402rs in January 2026?",
     [f"SELECT count(DISTINCT payer) {S} {fac('x402rs')} AND {ts('2026-01-01', '2026-02-01')}"]),
    ("fac-unique-payers",
     "Number of different wallets that paid through Questflow, all time?",
     [f"SELECT count(DISTINCT payer) {S} {fac('questflow')}"]),
    ("fac-avg-payment",
     "Average payment size through PayAI in April 2026?",
     [f"SELECT avg(amount) {S} {fac('payai')} AND {ts('2026-04-01', '2026-05-01')}"]),
    ("fac-avg-payment",
     "whats the avg settlement amount for Virtuals Protocol across all time",
     [f"SELECT avg(amount) {S} {fac('virtuals protocol')}"]),
    ("cmp-fac-avg-payment",
     "For Q1 2026, what was the average payment on Coinbase and the average on PayAI? Coinbase "
     "first.",
     [f"SELECT (SELECT avg(amount) {S} {fac('coinbase')} AND {ts('2026-01-01', '2026-04-01')}), "
      f"(SELECT avg(amount) {S} {fac('payai')} AND {ts('2026-01-01', '2026-04-01')})"]),
    ("fac-first-last",
     "x402rs - earliest settlement timestamp and latest settlement timestamp?",
     [f"SELECT min(timestamp), max(timestamp) {S} {fac('x402rs')}"]),
    ("fac-first-last",
     "When did Questflow settle its first payment and its most recent one?",
     [f"SELECT min(timestamp), max(timestamp) {S} {fac('questflow')}"]),
    ("fac-change-count-months",
     "Heurist settlements: how did the count change from April 2026 to May 2026 (May minus "
     "April)?",
     [f"SELECT (SELECT count(*) {S} {fac('heurist')} AND {ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT count(*) {S} {fac('heurist')} AND {ts('2026-04-01', '2026-05-01')})"]),
    ("fac-change-count-months",
     "Coinbase did how many settlements in March 2026, how many in April 2026, and what's the "
     "increase from March to April?",
     [f"SELECT (SELECT count(*) {S} {fac('coinbase')} AND {ts('2026-03-01', '2026-04-01')}), "
      f"(SELECT count(*) {S} {fac('coinbase')} AND {ts('2026-04-01', '2026-05-01')}), "
      f"(SELECT count(*) {S} {fac('coinbase')} AND {ts('2026-04-01', '2026-05-01')}) - "
      f"(SELECT count(*) {S} {fac('coinbase')} AND {ts('2026-03-01', '2026-04-01')})"]),
    ("fac-pct-change-volume",
     "BD review: Coinbase's settled volume moved by what % from March 2026 to April 2026?",
     [f"SELECT 100.0 * ((SELECT sum(amount) {S} {fac('coinbase')} AND {ts('2026-04-01', '2026-05-01')}) - "
      f"(SELECT sum(amount) {S} {fac('coinbase')} AND {ts('2026-03-01', '2026-04-01')})) / "
      f"(SELECT sum(amount) {S} {fac('coinbase')} AND {ts('2026-03-01', '2026-04-01')})"]),
    ("fac-pct-change-volume",
     "Percent change in PayAI volume from February 2026 to March 2026?",
     [f"SELECT 100.0 * ((SELECT sum(amount) {S} {fac('payai')} AND {ts('2026-03-01', '2026-04-01')}) - "
      f"(SELECT sum(amount) {S} {fac('payai')} AND {ts('2026-02-01', '2026-03-01')})) / "
      f"(SELECT sum(amount) {S} {fac('payai')} AND {ts('2026-02-01', '2026-03-01')})"]),
    ("wow-fac-count",
     "PayAI settlement count last week and the week before, last week first.",
     [f"SELECT (SELECT count(*) {S} {fac('payai')} AND {ts('2026-05-25', '2026-06-01')}), "
      f"(SELECT count(*) {S} {fac('payai')} AND {ts('2026-05-18', '2026-05-25')})"]),
    ("fac-volume-last90",
     "How much USDC did Heurist setle over the last 90 days?",
     [f"SELECT sum(amount) {S} {fac('heurist')} AND {ts('2026-03-06', '2026-06-04')}"]),
    ("fac-volume-last90",
     "Daydreams volume, last 90 days.",
     [f"SELECT sum(amount) {S} {fac('daydreams')} AND {ts('2026-03-06', '2026-06-04')}"]),
    ("fac-top-recipients",
     "Inside PayAI only, which 2 recipients took in the most USDC in May 2026? Addresses and amounts.",
     [f"SELECT recipient, sum(amount) AS v {S} {fac('payai')} AND {ts('2026-05-01', '2026-06-01')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 2"]),
    ("fac-top-recipients",
     "Within Heurist, who were the top 3 recipients by volume in Q1 2026?",
     [f"SELECT recipient, sum(amount) AS v {S} {fac('heurist')} AND {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("fac-threshold-count",
     "How many Coinbase settlements in Q4 2025 were for at least 1 USDC?",
     [f"SELECT count(*) {S} {fac('coinbase')} AND {ts('2025-10-01', '2026-01-01')} AND amount >= 1"]),
    ("fac-largest-payment",
     "Largest single payment ever settled through PayAI - amount and payer?",
     [f"SELECT amount, payer {S} {fac('payai')} ORDER BY amount DESC, id LIMIT 1"]),
    # ---- auditor: one wallet as payer ---------------------------------------------------
    ("payer-count-volume-period",
     "Auditing wallet 0x85417ec8b3ad9cfbcfa64704b2e39796b020c4ad: how many payments did it make "
     "in 2026 year to date, and what did they total?",
     [f"SELECT count(*), sum(amount) {S} payer = '0x85417ec8b3ad9cfbcfa64704b2e39796b020c4ad' AND "
      f"{ts('2026-01-01', '2026-06-04')}"]),
    ("payer-count-volume-period",
     "Payments sent by 0x38CEA1372BC207A8CB46CD68B29E22BDB276BC1A in November 2025 - count and "
     "total USDC.",
     [f"SELECT count(*), sum(amount) {S} payer = '0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a' AND "
      f"{ts('2025-11-01', '2025-12-01')}"]),
    ("payer-first-last",
     "When was 0x0f1003dbf10a8edb6a3821bc2b449664dfedc578 first and last seen as a payer?",
     [f"SELECT min(timestamp), max(timestamp) {S} payer = '0x0f1003dbf10a8edb6a3821bc2b449664dfedc578'"]),
    ("payer-first-last",
     "First payment date for payer 0x68370f14588326F6ADEF2c9faa38d9cd4b63fefc? And its latest?",
     [f"SELECT min(timestamp), max(timestamp) {S} payer = '0x68370f14588326f6adef2c9faa38d9cd4b63fefc'"]),
    ("payer-largest-payment",
     "Biggest payment ever made by 0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a - how much, and "
     "who received it?",
     [f"SELECT amount, recipient {S} payer = '0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a' "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("payer-largest-payment",
     "What is the largest single payment 0x83e925f352fdfbb92220f4793b918bb5c56ec406 ever sent, "
     "and to which recipient?",
     [f"SELECT amount, recipient {S} payer = '0x83e925f352fdfbb92220f4793b918bb5c56ec406' "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("payer-distinct-recipients",
     "How many diferent recipients has 0x8dc1411b62f02aed43f16a560c29e0c3dba4d393 paid, all "
     "time?",
     [f"SELECT count(DISTINCT recipient) {S} payer = '0x8dc1411b62f02aed43f16a560c29e0c3dba4d393'"]),
    ("payer-distinct-recipients",
     "distinct counterparties paid by 0xb64c8dd739c4a9701f687f86f59b9839bda5e954 in Q1 2026?",
     [f"SELECT count(DISTINCT recipient) {S} payer = '0xb64c8dd739c4a9701f687f86f59b9839bda5e954' "
      f"AND {ts('2026-01-01', '2026-04-01')}"]),
    ("payer-top-recipients",
     "Who are the top 3 recipients of 0x298ce631e9911549dfff1382f03635c310bd6318 by USDC paid, "
     "all time?",
     [f"SELECT recipient, sum(amount) AS v {S} payer = '0x298ce631e9911549dfff1382f03635c310bd6318' "
      "GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("payer-top-recipients",
     "For payer 0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a, list the 2 recipients it paid most "
     "often, with payment counts.",
     [f"SELECT recipient, count(*) AS c {S} payer = '0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a' "
      "GROUP BY recipient ORDER BY c DESC LIMIT 2"]),
    ("payer-fac-breakdown",
     "Which facilitator did 0x42ba8b59b641adfa114c38e8ec79eeed45c6464d use most, and for how "
     "many payments?",
     [f"SELECT {N} AS n, count(*) AS c {S} payer = '0x42ba8b59b641adfa114c38e8ec79eeed45c6464d' "
      "GROUP BY n ORDER BY c DESC LIMIT 1"]),
    ("payer-threshold-count",
     "How many of 0x85417ec8b3ad9cfbcfa64704b2e39796b020c4ad's payments were over 1 USDC?",
     [f"SELECT count(*) {S} payer = '0x85417ec8b3ad9cfbcfa64704b2e39796b020c4ad' AND amount > 1"]),
    ("payer-threshold-count",
     "Count the payments from 0xe129f040b5c6ca28e45ef808453d972af7e29dad of at least 0.5 USDC "
     "since the start of 2026.",
     [f"SELECT count(*) {S} payer = '0xe129f040b5c6ca28e45ef808453d972af7e29dad' AND amount >= 0.5 "
      f"AND {ts('2026-01-01', '2026-06-04')}"]),
    ("payer-avg-payment",
     "Average payment size for wallet 0xc2d3637825c60e340ad4b0d6d735e3fb06625da5 (as payer)?",
     [f"SELECT avg(amount) {S} payer = '0xc2d3637825c60e340ad4b0d6d735e3fb06625da5'"]),
    ("payer-cmp-months",
     "How much did 0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8 pay out in April 2026 vs May "
     "2026?",
     [f"SELECT (SELECT sum(amount) {S} payer = '0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8' AND "
      f"{ts('2026-04-01', '2026-05-01')}), "
      f"(SELECT sum(amount) {S} payer = '0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8' AND "
      f"{ts('2026-05-01', '2026-06-01')})"]),
    ("payer-to-recipient",
     "Total paid by 0x298ce631e9911549dfff1382f03635c310bd6318 to 0x66fa4d79ca84016b42352be33c908dd812952ec8, "
     "and in how many payments?",
     [f"SELECT sum(amount), count(*) {S} payer = '0x298ce631e9911549dfff1382f03635c310bd6318' AND "
      "recipient = '0x66fa4d79ca84016b42352be33c908dd812952ec8'"]),
    ("payer-to-recipient",
     "How many times did 0x8DC1411B62F02AED43F16A560C29E0C3DBA4D393 pay 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4?",
     [f"SELECT count(*) {S} payer = '0x8dc1411b62f02aed43f16a560c29e0c3dba4d393' AND "
      "recipient = '0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4'"]),
    ("payer-fac-share",
     "What percentage of 0xdca267747f391c9f59e22b8e1ebaf960ca998ad8's payments (by count) went "
     "through Coinbase?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {S} "
      "payer = '0xdca267747f391c9f59e22b8e1ebaf960ca998ad8'"]),
    ("payer-recent-payments",
     "Pull the 3 most recent payments made by 0x68370f14588326f6adef2c9faa38d9cd4b63fefc: "
     "timestamp, recipient and amount for each.",
     [f"SELECT timestamp, recipient, amount {S} payer = '0x68370f14588326f6adef2c9faa38d9cd4b63fefc' "
      "ORDER BY timestamp DESC LIMIT 3"]),
    ("payer-recent-payments",
     "Sampling for audit: the last 2 payments sent by 0xE4008FE1A50DD673C29F9A2C8CE80392D7D13630, "
     "with time, amount and recipient.",
     [f"SELECT timestamp, amount, recipient {S} payer = '0xe4008fe1a50dd673c29f9a2c8ce80392d7d13630' "
      "ORDER BY timestamp DESC LIMIT 2"]),
    ("cmp-payers-volume",
     "Which paid more in 2026 so far, 0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a or "
     "0x8dc1411b62f02aed43f16a560c29e0c3dba4d393? Give both totals in that order.",
     [f"SELECT (SELECT sum(amount) {S} payer = '0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a' AND "
      f"{ts('2026-01-01', '2026-06-04')}), "
      f"(SELECT sum(amount) {S} payer = '0x8dc1411b62f02aed43f16a560c29e0c3dba4d393' AND "
      f"{ts('2026-01-01', '2026-06-04')})"]),
    # ---- treasury: inflows to an address ------------------------------------------------
    ("recipient-inflow-period",
     "How much USDC did 0xdacf6075aa6533caab0bded5541758ae5cdf5b38 receive in Q1 2026?",
     [f"SELECT sum(amount) {S} recipient = '0xdacf6075aa6533caab0bded5541758ae5cdf5b38' AND "
      f"{ts('2026-01-01', '2026-04-01')}"]),
    ("recipient-inflow-period",
     "Inflows to 0xEF4364FE4487353DF46EB7C811D4FAC78B856C7F during May 2026: number of payments "
     "received and the total amount.",
     [f"SELECT count(*), sum(amount) {S} recipient = '0xef4364fe4487353df46eb7c811d4fac78b856c7f' AND "
      f"{ts('2026-05-01', '2026-06-01')}"]),
    ("recipient-unique-payers",
     "How many unique payers have ever payed 0xef02d1cd61cfb3328735be449fbec3fe319f3236?",
     [f"SELECT count(DISTINCT payer) {S} recipient = '0xef02d1cd61cfb3328735be449fbec3fe319f3236'"]),
    ("recipient-unique-payers",
     "Distinct payers sending to 0x88d7811f810df4082f011e07cc1053f4d22a11fc over the last 90 days?",
     [f"SELECT count(DISTINCT payer) {S} recipient = '0x88d7811f810df4082f011e07cc1053f4d22a11fc' "
      f"AND {ts('2026-03-06', '2026-06-04')}"]),
    ("recipient-top-payers",
     "Top 3 payers into 0xb2223dda010e75d57a5fc9c1f80458f80046f084 by amount, with amounts.",
     [f"SELECT payer, sum(amount) AS v {S} recipient = '0xb2223dda010e75d57a5fc9c1f80458f80046f084' "
      "GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("recipient-top-payers",
     "Which payer sent the most payments to 0xde2201e2b604ea40459603707b912020f5503fd3 in "
     "November 2025, and how many?",
     [f"SELECT payer, count(*) AS c {S} recipient = '0xde2201e2b604ea40459603707b912020f5503fd3' "
      f"AND {ts('2025-11-01', '2025-12-01')} GROUP BY payer ORDER BY c DESC LIMIT 1"]),
    ("recipient-cmp-months",
     "Treasury qustion: 0xd6a6a495a549a8026046f5bb96aa0993254b4cd6 received how much in "
     "December 2025 and how much in January 2026?",
     [f"SELECT (SELECT sum(amount) {S} recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6' AND "
      f"{ts('2025-12-01', '2026-01-01')}), "
      f"(SELECT sum(amount) {S} recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6' AND "
      f"{ts('2026-01-01', '2026-02-01')})"]),
    ("recipient-change-weeks",
     "Payments received by 0xef4364fe4487353df46eb7c811d4fac78b856c7f last week, the week "
     "before, and the change (last week minus the week before)?",
     [f"SELECT (SELECT count(*) {S} recipient = '0xef4364fe4487353df46eb7c811d4fac78b856c7f' AND "
      f"{ts('2026-05-25', '2026-06-01')}), "
      f"(SELECT count(*) {S} recipient = '0xef4364fe4487353df46eb7c811d4fac78b856c7f' AND "
      f"{ts('2026-05-18', '2026-05-25')}), "
      f"(SELECT count(*) {S} recipient = '0xef4364fe4487353df46eb7c811d4fac78b856c7f' AND "
      f"{ts('2026-05-25', '2026-06-01')}) - "
      f"(SELECT count(*) {S} recipient = '0xef4364fe4487353df46eb7c811d4fac78b856c7f' AND "
      f"{ts('2026-05-18', '2026-05-25')})"]),
    ("recipient-largest-inflow",
     "What is the largest payment 0x744C525B8F2E6E6B33C4EAFC29A35A4F719F9A1E has received, and "
     "from which payer?",
     [f"SELECT amount, payer {S} recipient = '0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e' "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("recipient-largest-inflow",
     "Largest single payment received by 0xbb1c2cb05829af1762852b848d095c051df1828f: amount and "
     "who sent it?",
     [f"SELECT amount, payer {S} recipient = '0xbb1c2cb05829af1762852b848d095c051df1828f' "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("recipient-perday-inflow",
     "Average daily inflow to 0x66fa4d79ca84016b42352be33c908dd812952ec8 in May 2026, counting "
     "all 31 days.",
     [f"SELECT sum(amount) / 31.0 {S} recipient = '0x66fa4d79ca84016b42352be33c908dd812952ec8' AND "
      f"{ts('2026-05-01', '2026-06-01')}"]),
    ("recipient-fac-share",
     "Of everything 0x4e501d525b18b583863321353c2589d2700a1193 has received, what percent of the "
     "volume came through Coinbase?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) {S} "
      "recipient = '0x4e501d525b18b583863321353c2589d2700a1193'"]),
    ("recipient-first-last",
     "First and last time 0x79141398d600a6109c7477b8ddf9c2b61b33a595 received a payment?",
     [f"SELECT min(timestamp), max(timestamp) {S} recipient = '0x79141398d600a6109c7477b8ddf9c2b61b33a595'"]),
    ("recipient-threshold",
     "How many payments of 1 USDC or more has 0xef02d1cd61cfb3328735be449fbec3fe319f3236 "
     "recieved?",
     [f"SELECT count(*) {S} recipient = '0xef02d1cd61cfb3328735be449fbec3fe319f3236' AND amount >= 1"]),
    ("recipient-threshold",
     "Payments under 0.01 USDC received by 0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e in 2026 so "
     "far - how many?",
     [f"SELECT count(*) {S} recipient = '0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e' AND amount < 0.01 "
      f"AND {ts('2026-01-01', '2026-06-04')}"]),
    ("cmp-recipients-volume",
     "Q4 2025 receipts: 0xdacf6075aa6533caab0bded5541758ae5cdf5b38 versus "
     "0xb2223dda010e75d57a5fc9c1f80458f80046f084, in that order.",
     [f"SELECT (SELECT sum(amount) {S} recipient = '0xdacf6075aa6533caab0bded5541758ae5cdf5b38' AND "
      f"{ts('2025-10-01', '2026-01-01')}), "
      f"(SELECT sum(amount) {S} recipient = '0xb2223dda010e75d57a5fc9c1f80458f80046f084' AND "
      f"{ts('2025-10-01', '2026-01-01')})"]),
    ("cmp-recipients-volume",
     "Who received more over the past 30 days, 0x5e50d23ec14ea4436582029a25313e5048e01d10 or "
     "0x10c140022927429afb5f7779f4bc5495da8c1e24? Show both received totals, first address first.",
     [f"SELECT (SELECT sum(amount) {S} recipient = '0x5e50d23ec14ea4436582029a25313e5048e01d10' AND "
      f"{ts('2026-05-05', '2026-06-04')}), "
      f"(SELECT sum(amount) {S} recipient = '0x10c140022927429afb5f7779f4bc5495da8c1e24' AND "
      f"{ts('2026-05-05', '2026-06-04')})"]),
    ("recipient-share-of-market",
     "What percentage of May 2026 volume was received by 0x5e50d23ec14ea4436582029a25313e5048e01d10?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE recipient = '0x5e50d23ec14ea4436582029a25313e5048e01d10') "
      f"/ sum(amount) {S} {ts('2026-05-01', '2026-06-01')}"]),
    ("recipient-inflow-yesterday",
     "How much did 0xE54BEB0F4A1BABBEE3912821AC32BC9F6B0488C4 receive yesterday, and from how many "
     "payments?",
     [f"SELECT sum(amount), count(*) {S} recipient = '0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4' AND "
      f"{ts('2026-06-02', '2026-06-03')}"]),
    ("recipient-in-fac",
     "How many payments did 0x88d7811f810df4082f011e07cc1053f4d22a11fc receive via PayAI?",
     [f"SELECT count(*) {S} recipient = '0x88d7811f810df4082f011e07cc1053f4d22a11fc' AND {fac('payai')}"]),
    ("either-role-count",
     "Counting it as payer or as recipient, how many settlements involve "
     "0x07737a1fb3863202bcd3c7408b801eed68604d39?",
     [f"SELECT count(*) {S} payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39' OR "
      "recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'"]),
    ("net-flow",
     "Net position of 0x897720c5b19f93f3194990d0121d3a64783bbab8 over all time: how much it "
     "received, how much it paid, and received minus paid.",
     [f"SELECT (SELECT sum(amount) {S} recipient = '0x897720c5b19f93f3194990d0121d3a64783bbab8'), "
      f"(SELECT sum(amount) {S} payer = '0x897720c5b19f93f3194990d0121d3a64783bbab8'), "
      f"(SELECT sum(amount) {S} recipient = '0x897720c5b19f93f3194990d0121d3a64783bbab8') - "
      f"(SELECT sum(amount) {S} payer = '0x897720c5b19f93f3194990d0121d3a64783bbab8')"]),
    ("net-flow",
     "For 0x07737a1fb3863202bcd3c7408b801eed68604d39: total received, total paid out, and net "
     "(received minus paid).",
     [f"SELECT (SELECT sum(amount) {S} recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'), "
      f"(SELECT sum(amount) {S} payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39'), "
      f"(SELECT sum(amount) {S} recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39') - "
      f"(SELECT sum(amount) {S} payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39')"]),
    # ---- researcher: shares, concentration, rankings ------------------------------------
    ("top1-payer-share",
     "In Q1 2026, which single payer contribted the most volume and what percent of the "
     "quarter's volume was it?",
     [f"SELECT payer, 100.0 * sum(amount) / (SELECT sum(amount) {S} {ts('2026-01-01', '2026-04-01')}) "
      f"AS sh {S} {ts('2026-01-01', '2026-04-01')} GROUP BY payer ORDER BY sh DESC LIMIT 1"]),
    ("top1-payer-share",
     "Who was the biggest payer by volume in November 2025, and what share of that month's "
     "volume did they account for?",
     [f"SELECT payer, 100.0 * sum(amount) / (SELECT sum(amount) {S} {ts('2025-11-01', '2025-12-01')}) "
      f"AS sh {S} {ts('2025-11-01', '2025-12-01')} GROUP BY payer ORDER BY sh DESC LIMIT 1"]),
    ("topk-payers-share",
     "What percentage of Q1 2026 volume came from the top 5 payers combined?",
     [f"SELECT 100.0 * (SELECT sum(v) FROM (SELECT sum(amount) AS v {S} {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 5)) / "
      f"(SELECT sum(amount) {S} {ts('2026-01-01', '2026-04-01')})"]),
    ("topk-recipients-share",
     "Concentration check: the 10 recipients with the most settlements - what share of all "
     "settlements (all time) do they have together?",
     [f"SELECT 100.0 * (SELECT sum(c) FROM (SELECT count(*) AS c {S} TRUE GROUP BY recipient "
      f"ORDER BY c DESC LIMIT 10)) / (SELECT count(*) {S} TRUE)"]),
    ("threshold-share-count",
     "What percent of settlements in 2026 so far were below 0.01 USDC?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*) {S} "
      f"{ts('2026-01-01', '2026-06-04')}"]),
    ("threshold-share-volume",
     "In December 2025, what share of the volume came from paymnets of at least 1 USDC?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE amount >= 1) / sum(amount) {S} "
      f"{ts('2025-12-01', '2026-01-01')}"]),
    ("threshold-share-volume",
     "share of last-90-days volume from payments over 10 USDC?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE amount > 10) / sum(amount) {S} "
      f"{ts('2026-03-06', '2026-06-04')}"]),
    ("threshold-count-avg",
     "May 2026: number of payments of 1 USDC or more, and the average amount of those payments.",
     [f"SELECT count(*), avg(amount) {S} {ts('2026-05-01', '2026-06-01')} AND amount >= 1"]),
    ("threshold-count-avg",
     "How many payments above 5 USDC were there in Q1 2026, and what was their average size?",
     [f"SELECT count(*), avg(amount) {S} {ts('2026-01-01', '2026-04-01')} AND amount > 5"]),
    ("threshold-count-period",
     "Number of settlements of at most 0.001 USDC during April 2026?",
     [f"SELECT count(*) {S} {ts('2026-04-01', '2026-05-01')} AND amount <= 0.001"]),
    ("threshold-count-period",
     "How many payments were larger than 100 USDC, all time?",
     [f"SELECT count(*) {S} amount > 100"]),
    ("volume-per-payer",
     "Volume per unqiue payer in March 2026?",
     [f"SELECT sum(amount) / count(DISTINCT payer) {S} {ts('2026-03-01', '2026-04-01')}"]),
    ("payers-over-total",
     "How many payers sent more than 10 USDC in total during November 2025?",
     [f"SELECT count(*) FROM (SELECT payer {S} {ts('2025-11-01', '2025-12-01')} GROUP BY payer "
      "HAVING sum(amount) > 10)"]),
    ("rank-payers-count",
     "Top 5 payers by number of payments over the past 30 days, with counts.",
     [f"SELECT payer, count(*) AS c {S} {ts('2026-05-05', '2026-06-04')} "
      "GROUP BY payer ORDER BY c DESC LIMIT 5"]),
    ("rank-payers-volume",
     "top 3 payers by usdc volume in q1 2026?",
     [f"SELECT payer, sum(amount) AS v {S} {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("rank-payers-volume",
     "Give me the two wallets that paid the most USDC in December 2025 and how much each paid.",
     [f"SELECT payer, sum(amount) AS v {S} {ts('2025-12-01', '2026-01-01')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 2"]),
    ("rank-recipients-volume",
     "Top two recipients by USDC received in November 2025, with totals.",
     [f"SELECT recipient, sum(amount) AS v {S} {ts('2025-11-01', '2025-12-01')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 2"]),
    ("rank-recipients-volume",
     "Top 3 recipents by volume received in April 2026?",
     [f"SELECT recipient, sum(amount) AS v {S} {ts('2026-04-01', '2026-05-01')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("rank-recipients-count",
     "Which 4 recipients got the most payments last week, and how many each?",
     [f"SELECT recipient, count(*) AS c {S} {ts('2026-05-25', '2026-06-01')} "
      "GROUP BY recipient ORDER BY c DESC LIMIT 4"]),
    ("cmp-unique-recipients-quarters",
     "Unique recipients in Q4 2025 versus Q1 2026, and the change from Q4 to Q1?",
     [f"SELECT (SELECT count(DISTINCT recipient) {S} {ts('2025-10-01', '2026-01-01')}), "
      f"(SELECT count(DISTINCT recipient) {S} {ts('2026-01-01', '2026-04-01')}), "
      f"(SELECT count(DISTINCT recipient) {S} {ts('2026-01-01', '2026-04-01')}) - "
      f"(SELECT count(DISTINCT recipient) {S} {ts('2025-10-01', '2026-01-01')})"]),
    ("fac-share-of-payer-volume",
     "Of the volume 0x71c167e196443cd2394f3a50c74ab4a4a3bdb1d1 paid in total, what share went "
     "through PayAI?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('payai')}) / sum(amount) {S} "
      "payer = '0x71c167e196443cd2394f3a50c74ab4a4a3bdb1d1'"]),

    # ---- refusals -----------------------------------------------------------------------
    ("refuse-other-chain",
     "What was total x402 USDC volume on Solana in May 2026?",
     None),
    ("refuse-other-chain",
     "How many settlements did Coinbase's facilitator process on Polygon last month?",
     None),
    ("refuse-other-token",
     "How much USDT was settled through PayAI in Q1 2026?",
     None),
    ("refuse-forecast",
     "Based on the trend, what will settlement volume be in July 2026?",
     None),
    ("refuse-forecast",
     "Predict how many payments 0xdacf6075aa6533caab0bded5541758ae5cdf5b38 will receive next "
     "week.",
     None),
    ("refuse-opinion",
     "Which facilitator should we partner with, Daydreams or Heurist? Which one is better?",
     None),
    ("refuse-resource-url",
     "Which API endpoints (resource URLs) earned 0xef02d1cd61cfb3328735be449fbec3fe319f3236 the "
     "most in April 2026?",
     None),
    ("refuse-failed-status",
     "How many settlements failed or reverted in May 2026?",
     None),
    ("refuse-geography",
     "Break down last month's payers by country.",
     None),
    ("refuse-owner-identity",
     "Who owns wallet 0x85417ec8b3ad9cfbcfa64704b2e39796b020c4ad - which company is it?",
     None),
    ("refuse-impossible-date",
     "Total volume on June 31, 2026?",
     None),
    ("refuse-impossible-date",
     "How many settlements were there on 30 February 2026?",
     None),
    ("refuse-before-data",
     "What was x402 settlement volume in 2024?",
     None),
    ("refuse-after-anchor",
     "How many settlements will be recorded for the week of 8 June 2026?",
     None),
    ("refuse-ambiguous-date",
     "Settlement count on 04/05/2026?",
     None),
    ("refuse-no-address",
     "How much has my wallet paid out this month?",
     None),
    ("refuse-off-topic",
     "Can you draft an email to our investors about Q2 plans?",
     None),
]


def main() -> None:
    out = Path(__file__).resolve().parent / f"ask_probe_{NAME}.jsonl"
    lines = [item_line(f"{NAME}-{i:03d}", question, sql, shape=shape, split=split_of(shape))
             for i, (shape, question, sql) in enumerate(ITEMS, 1)]
    out.write_text("\n".join(lines) + "\n")
    print(len(lines), "items ->", out)


if __name__ == "__main__":
    main()
