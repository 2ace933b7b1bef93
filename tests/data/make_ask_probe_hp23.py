"""Stranger probe set hp23: 150 hand-written /ask questions about x402 USDC settlements.

Voices (second wave, people who are not data people): a small-shop owner paid over x402 at an
address, a grant reviewer, a policy researcher, a podcast host, a CFO's assistant, a teacher, a
DevRel engineer drafting a tweet thread; voice dictation (no punctuation, "um", numbers and dates
in words), SMS shorthand, non-native English, British and Indian date habits written
unambiguously, a sentence of context after the question; about a fifth relayed by assistants in
their own words.

Anchor: today = 2026-06-03 (included); see /work/notes/conventions.md. Each item is
(shape, question, sql-list-or-None); sql=None marks a question to refuse. Every question and its
SQL was written by hand; the only loop below numbers the ids and writes the lines.

Run from a Sextant checkout root:
    cd /work/main && PYTHONPATH=src:. .venv/bin/python /work/probes_hp23/make_ask_probe_hp23.py
It writes ask_probe_hp23.jsonl next to this file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.warehouse.figures import by_name, fac, item_line, ts

NAME = "hp23"


def split_of(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


# Addresses picked from the generated warehouse (mostly mid-ranked).
SHOP_A = "0xdacf6075aa6533caab0bded5541758ae5cdf5b38"  # recipient, ~13th by count
SHOP_B = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"  # recipient
SHOP_C = "0xc1a764d64c18a12d907ab7fce576cabb613737c3"  # recipient
SHOP_D = "0x3f8094454328652efe2dfb7da0a106889fa913bc"  # recipient
SHOP_E = "0x1a17f17ef11ccb570baa4fcee9c5d8c1264a098c"  # recipient
SHOP_F = "0xef4364fe4487353df46eb7c811d4fac78b856c7f"  # recipient, busy in May 2026
PAY_A = "0xe8ead3409fb324c32b2442d099a9ccc1873e7c1e"  # payer, ~31st by volume
PAY_B = "0x8dc1411b62f02aed43f16a560c29e0c3dba4d393"
PAY_C = "0x298ce631e9911549dfff1382f03635c310bd6318"
PAY_D = "0x30a64a160f63703bb13e69170257ef7c9592288d"
PAY_E = "0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d"
PAY_G = "0x5027efee25a6164bec85dbbec6c326cc65958516"  # payer since June 2025
BOTH = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # payer and recipient

MAY = ts("2026-05-01", "2026-06-01")
APR = ts("2026-04-01", "2026-05-01")
MAR = ts("2026-03-01", "2026-04-01")
FEB = ts("2026-02-01", "2026-03-01")
JAN = ts("2026-01-01", "2026-02-01")
DEC = ts("2025-12-01", "2026-01-01")
NOV = ts("2025-11-01", "2025-12-01")
YTD = ts("2026-01-01", "2026-06-04")
L7 = ts("2026-05-28", "2026-06-04")
P7 = ts("2026-05-21", "2026-05-28")
L30 = ts("2026-05-05", "2026-06-04")
L90 = ts("2026-03-06", "2026-06-04")
LWEEK = ts("2026-05-25", "2026-06-01")
WBL = ts("2026-05-18", "2026-05-25")
MTD = ts("2026-06-01", "2026-06-04")
QTD = ts("2026-04-01", "2026-06-04")
Q1 = ts("2026-01-01", "2026-04-01")
Q4 = ts("2025-10-01", "2026-01-01")

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # --- all-time totals
    ("alltime-count",
     "um how many payments has this whole x402 thing actually processed like in total since it started",
     ["SELECT count(*) FROM settlements"]),
    ("alltime-count",
     "My user teaches an intro economics class and would like the total number of x402 settlements ever recorded, across the full history. Just the one number is fine.",
     ["SELECT count(*) FROM settlements"]),
    ("alltime-volume",
     "Hello, I'm the assistant to our CFO. Could you tell me the total USDC value ever settled through x402? It is for a board slide on Thursday.",
     ["SELECT sum(amount) FROM settlements"]),
    ("alltime-volume",
     "total usdc thru x402 all time?? need it 4 a podcast intro",
     ["SELECT sum(amount) FROM settlements"]),
    # --- named months
    ("month-count",
     "how many x402 payments were there in march twenty twenty six",
     [f"SELECT count(*) FROM settlements WHERE {MAR}"]),
    ("month-count",
     "Number of settlements in December 2025, please. I am comparing it with the holiday season in my research paper.",
     [f"SELECT count(*) FROM settlements WHERE {DEC}"]),
    ("month-volume",
     "total usdc volume feb 2026 pls",
     [f"SELECT sum(amount) FROM settlements WHERE {FEB}"]),
    ("month-volume",
     "What was the total value settled in the month of January 2026? I'm writing up a note for the grants committee.",
     [f"SELECT sum(amount) FROM settlements WHERE {JAN}"]),
    ("month-avg",
     "What was the average payment size in April 2026, in USDC? Trying to explain micropayments to my students.",
     [f"SELECT avg(amount) FROM settlements WHERE {APR}"]),
    ("month-median",
     "My principal, a policy researcher, asks for the median settlement amount during November 2025. She says the mean is misleading.",
     [f"SELECT median(amount) FROM settlements WHERE {NOV}"]),
    ("month-median",
     "median payment in march 2026? in usdc",
     [f"SELECT median(amount) FROM settlements WHERE {MAR}"]),
    # --- single days, explicit
    ("day-count-explicit",
     "How many settlements was there on 14 April 2026? I am new to this.",
     ["SELECT count(*) FROM settlements WHERE " + ts("2026-04-14", "2026-04-15")]),
    ("day-count-explicit",
     "um how many payments went through on christmas day twenty twenty five",
     ["SELECT count(*) FROM settlements WHERE " + ts("2025-12-25", "2025-12-26")]),
    ("day-volume-explicit",
     "Kindly share the total USDC amount settled on 05-Mar-2026. Required for our monthly MIS report.",
     ["SELECT sum(amount) FROM settlements WHERE " + ts("2026-03-05", "2026-03-06")]),
    ("day-volume-explicit",
     "What was the value of all x402 payments on Tuesday the 20th of January 2026?",
     ["SELECT sum(amount) FROM settlements WHERE " + ts("2026-01-20", "2026-01-21")]),
    # --- relative periods
    ("yesterday-count",
     "how many payments yday",
     ["SELECT count(*) FROM settlements WHERE " + ts("2026-06-02", "2026-06-03")]),
    ("yesterday-count",
     "Could you let me know how many x402 settlements took place yesterday? My manager asks every morning.",
     ["SELECT count(*) FROM settlements WHERE " + ts("2026-06-02", "2026-06-03")]),
    ("today-count",
     "hw many payments so far 2day",
     ["SELECT count(*) FROM settlements WHERE " + ts("2026-06-03", "2026-06-04")]),
    ("today-count",
     "The user, a podcast host going live in an hour, wants the number of x402 payments settled today so far.",
     ["SELECT count(*) FROM settlements WHERE " + ts("2026-06-03", "2026-06-04")]),
    ("last7-volume",
     "um how much usdc moved in the last seven days all together",
     [f"SELECT sum(amount) FROM settlements WHERE {L7}"]),
    ("last7-volume",
     "For my weekly newsletter: total USDC settled over the last 7 days? Readers like a round-up.",
     [f"SELECT sum(amount) FROM settlements WHERE {L7}"]),
    ("last-week-volume",
     "My user, who hosts a crypto podcast, is asking what the total volume was last week, Monday to Sunday.",
     [f"SELECT sum(amount) FROM settlements WHERE {LWEEK}"]),
    ("last-week-volume",
     "usdc volume last wk (mon-sun) thx",
     [f"SELECT sum(amount) FROM settlements WHERE {LWEEK}"]),
    ("past30-unique-payers",
     "How many unique payers have there been in the past 30 days? Grant reviewers ask us for active users.",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {L30}"]),
    ("past30-unique-payers",
     "so um in the past thirty days how many distinct wallets have paid for something",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {L30}"]),
    ("ytd-volume",
     "How much USDC is settled in this year till now? Year to date I mean.",
     [f"SELECT sum(amount) FROM settlements WHERE {YTD}"]),
    ("ytd-volume",
     "On behalf of my employer: please give the USDC volume settled since the start of this year, up to and including today.",
     [f"SELECT sum(amount) FROM settlements WHERE {YTD}"]),
    ("mtd-count",
     "Please how many payment are done in this month until now?",
     [f"SELECT count(*) FROM settlements WHERE {MTD}"]),
    ("mtd-count",
     "how many txns this week so far?? week started monday",
     [f"SELECT count(*) FROM settlements WHERE {MTD}"]),
    ("month-avg",
     "What was the average payment amount last month? I run a small coffee stand that takes x402 and want to compare my tickets.",
     [f"SELECT avg(amount) FROM settlements WHERE {MAY}"]),
    ("qtd-count",
     "Relaying for a grant reviewer: how many settlements have occurred in the current quarter so far?",
     [f"SELECT count(*) FROM settlements WHERE {QTD}"]),
    ("last-quarter-volume",
     "My boss wants last quarter's total USDC volume. She means the previous calendar quarter.",
     [f"SELECT sum(amount) FROM settlements WHERE {Q1}"]),
    ("last-quarter-volume",
     "total volume in Q1 2026??",
     [f"SELECT sum(amount) FROM settlements WHERE {Q1}"]),
    ("last90-median",
     "Median amount over the last 90 days please. For a slide about typical payment size.",
     [f"SELECT median(amount) FROM settlements WHERE {L90}"]),
    ("last90-median",
     "um over the last ninety days what was the middle payment amount you know the median",
     [f"SELECT median(amount) FROM settlements WHERE {L90}"]),
    # --- quarters, halves, ranges
    ("quarter-count-volume",
     "For Q4 2025 (October to December), how many settlements were there and what was their total USDC value?",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {Q4}), (SELECT sum(amount) FROM settlements WHERE {Q4})"]),
    ("quarter-count-volume",
     "Q3 2025 - number of payments and total volume? I'm told it was very quiet back then.",
     ["SELECT (SELECT count(*) FROM settlements WHERE " + ts("2025-07-01", "2025-10-01")
      + "), (SELECT sum(amount) FROM settlements WHERE " + ts("2025-07-01", "2025-10-01") + ")"]),
    ("range-count",
     "How many payments were made from 3rd to 9th November 2025, both days included?",
     ["SELECT count(*) FROM settlements WHERE " + ts("2025-11-03", "2025-11-10")]),
    ("range-count",
     "number of settlements between the 10th and the 16th of February 2026",
     ["SELECT count(*) FROM settlements WHERE " + ts("2026-02-10", "2026-02-17")]),
    ("range-volume",
     "What was the total value settled between 2 March 2026 and 15 March 2026 inclusive? Needed for a funding report.",
     ["SELECT sum(amount) FROM settlements WHERE " + ts("2026-03-02", "2026-03-16")]),
    ("range-volume",
     "usdc volume from the first of april to the twentieth of april twenty twenty six",
     ["SELECT sum(amount) FROM settlements WHERE " + ts("2026-04-01", "2026-04-21")]),
    ("since-date-count",
     "How many payments have been settled since 1st May 2026?",
     ["SELECT count(*) FROM settlements WHERE " + ts("2026-05-01", "2026-06-04")]),
    ("since-date-count",
     "No. of settlements since 15-Apr-2026 till today pls.",
     ["SELECT count(*) FROM settlements WHERE " + ts("2026-04-15", "2026-06-04")]),
    # --- per-day averages
    ("perday-count-month",
     "On average how many payments per day were there in April 2026? Counting every calendar day.",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {APR}"]),
    ("perday-count-month",
     "avg daily number of settlements in jan 2026?",
     [f"SELECT count(*) / 31.0 FROM settlements WHERE {JAN}"]),
    # --- several figures at once
    ("multi-count-volume-avg",
     "For May 2026 I need three things: number of payments, total USDC, and the average payment. It's for a grant progress report.",
     [f"SELECT count(*), sum(amount), avg(amount) FROM settlements WHERE {MAY}"]),
    ("multi-count-volume-avg",
     "um for february twenty twenty six give me the count the total volume and the average size please",
     [f"SELECT count(*), sum(amount), avg(amount) FROM settlements WHERE {FEB}"]),
    ("multi-payers-recipients",
     "Assistant here, asking for a DevRel engineer: unique payers and unique recipients in March 2026, both numbers.",
     [f"SELECT count(DISTINCT payer), count(DISTINCT recipient) FROM settlements WHERE {MAR}"]),
    ("multi-payers-recipients",
     "Thread draft 🧵 tweet 3: 'In the last 7 days, X wallets paid Y services over x402.' Fill in X (distinct payers) and Y (distinct recipients) for me?",
     [f"SELECT count(DISTINCT payer), count(DISTINCT recipient) FROM settlements WHERE {L7}"]),
    ("unique-recipients-period",
     "how many different businesses or services got paid in december 2025? like distinct recipient addresses",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {DEC}"]),
    ("unique-recipients-period",
     "Please report the number of distinct recipient addresses so far this year.",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {YTD}"]),
    # --- named facilitators
    ("fac-count-alltime",
     "How many payment the Coinbase facilitator has settle since the beginning, all time?",
     [f"SELECT count(*) FROM settlements WHERE {fac('coinbase')}"]),
    ("fac-count-alltime",
     "no of txns via heurist facilitator all time?",
     [f"SELECT count(*) FROM settlements WHERE {fac('heurist')}"]),
    ("fac-volume-month",
     "What USDC volume did PayAI settle in April 2026? I'm reviewing their grant application.",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('payai')} AND {APR}"]),
    ("fac-volume-month",
     "um how much did daydreams process in january twenty twenty six in usdc",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('daydreams')} AND {JAN}"]),
    ("fac-avg",
     "What's the average payment size through Virtuals Protocol, across all of its history?",
     [f"SELECT avg(amount) FROM settlements WHERE {fac('virtuals protocol')}"]),
    ("fac-avg",
     "Question passed on from a grant reviewer: average settlement amount on x402rs during Q4 2025?",
     [f"SELECT avg(amount) FROM settlements WHERE {fac('x402rs')} AND {Q4}"]),
    ("fac-unique-payers",
     "Forwarding a question from the CFO's office: number of distinct payers on the Heurist facilitator in December 2025.",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('heurist')} AND {DEC}"]),
    ("fac-unique-payers",
     "unique wallets paying via questflow, all time?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('questflow')}"]),
    ("fac-first-seen",
     "When did Virtuals Protocol settle its very first payment? Date and time please, for a timeline on my blog.",
     [f"SELECT min(timestamp) FROM settlements WHERE {fac('virtuals protocol')}"]),
    ("fac-first-seen",
     "When did OpenX402 settle its first ever payment?",
     [f"SELECT min(timestamp) FROM settlements WHERE {fac('openx402')}"]),
    ("fac-last7-count",
     "how many payments did coinbase settle in the past 7 days",
     [f"SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {L7}"]),
    ("fac-last7-count",
     "Could you tell me the number of PayAI settlements over the last seven days? The podcast guest is from PayAI.",
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {L7}"]),
    ("fac-share-count",
     "Coinbase has how much percent of all the payments in May 2026?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) FROM settlements WHERE {MAY}"]),
    ("fac-share-count",
     "what % of all x402 txns ever were settled by payai",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements"]),
    ("fac-share-volume",
     "My user wants Heurist's share of total USDC volume in Q1 2026, as a percentage.",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('heurist')}) / sum(amount) FROM settlements WHERE {Q1}"]),
    ("fac-share-volume",
     "What share of the volume in November 2025 was Daydreams, in percent? I am writing a market-structure brief.",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) FROM settlements WHERE {NOV}"]),
    ("fac-cmp-count",
     "In March 2026, how many payments did PayAI settle and how many did Daydreams settle?",
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {fac('payai')} AND {MAR}), "
      f"(SELECT count(*) FROM settlements WHERE {fac('daydreams')} AND {MAR})")]),
    ("fac-cmp-count",
     "coinbase vs heurist number of payments last month?",
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {MAY}), "
      f"(SELECT count(*) FROM settlements WHERE {fac('heurist')} AND {MAY})")]),
    ("fac-cmp-volume-diff",
     "My user, a policy researcher, needs Coinbase's and PayAI's USDC volume for December 2025, and how much more Coinbase did than PayAI.",
     [(f"SELECT (SELECT sum(amount) FROM settlements WHERE {fac('coinbase')} AND {DEC}), "
      f"(SELECT sum(amount) FROM settlements WHERE {fac('payai')} AND {DEC}), "
      f"(SELECT sum(amount) FROM settlements WHERE {fac('coinbase')} AND {DEC}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {fac('payai')} AND {DEC})")]),
    ("fac-threshold-month",
     "How many Coinbase payments in November 2025 were over 1 USDC, and what did they add up to?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('coinbase')} AND {NOV} AND amount > 1"]),
    ("fac-largest",
     "Passing along a question from a DevRel engineer: largest single payment Daydreams ever settled, and who paid it?",
     [f"SELECT amount, payer FROM settlements WHERE {fac('daydreams')} ORDER BY amount DESC, id LIMIT 1"]),
    # --- facilitator rankings
    ("fac-rank-count-month",
     "Please tell which three facilitator make the most payments in April 2026 and the number for each one.",
     [f"SELECT {by_name()} AS f, count(*) AS c FROM settlements WHERE {APR} GROUP BY 1 ORDER BY c DESC LIMIT 3"]),
    ("fac-rank-count-month",
     "top 3 facilitators by number of txns in dec 2025 w counts",
     [f"SELECT {by_name()} AS f, count(*) AS c FROM settlements WHERE {DEC} GROUP BY 1 ORDER BY c DESC LIMIT 3"]),
    ("fac-rank-volume-alltime",
     "Rank the top five facilitators by total USDC settled, all time. It's for a policy brief on market concentration.",
     [f"SELECT {by_name()} AS f, sum(amount) AS v FROM settlements GROUP BY 1 ORDER BY v DESC LIMIT 5"]),
    # --- top payers / recipients
    ("top-payers-volume",
     "I'm an assistant compiling a report for a policy researcher. She needs the top five payers by USDC spent in Q1 2026, with totals.",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {Q1} GROUP BY 1 ORDER BY v DESC LIMIT 5"]),
    ("top-payers-volume",
     "My user wants the three biggest spenders of the past 30 days: wallet address and USDC spent.",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {L30} GROUP BY 1 ORDER BY v DESC LIMIT 3"]),
    ("top-recipients-count",
     "which 4 addresses got the most payments in april 2026 and how many each",
     [f"SELECT recipient, count(*) AS c FROM settlements WHERE {APR} GROUP BY 1 ORDER BY c DESC LIMIT 4"]),
    ("top-recipients-count",
     "Which three addresses received the most payments last month? Number of payments for each.",
     [f"SELECT recipient, count(*) AS c FROM settlements WHERE {MAY} GROUP BY 1 ORDER BY c DESC LIMIT 3"]),
    ("top-recipients-volume",
     "Top 3 recipients by USDC received in the year to date? Addresses and amounts, I'm preparing a teaching example.",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {YTD} GROUP BY 1 ORDER BY v DESC LIMIT 3"]),
    ("top-recipients-volume",
     "um who got paid the most in usdc in february twenty twenty six top two please",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {FEB} GROUP BY 1 ORDER BY v DESC LIMIT 2"]),
    ("top-payers-in-fac",
     "Within Heurist only, who were the three largest payers by volume in Q4 2025?",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {fac('heurist')} AND {Q4} GROUP BY 1 ORDER BY v DESC LIMIT 3"]),
    ("top-payers-to-recipient",
     f"Who are the top 3 customers paying my shop address {SHOP_A}, by total USDC, all time? Want to send them a thank-you.",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE recipient = '{SHOP_A}' GROUP BY 1 ORDER BY v DESC LIMIT 3"]),
    # --- largest payments
    ("largest-month-payer",
     "The teacher I assist asks: what was the biggest single payment in March 2026, and which wallet paid it?",
     [f"SELECT amount, payer FROM settlements WHERE {MAR} ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-month-payer",
     "The largest payment in the past 30 days: how much was it and which wallet sent it?",
     [f"SELECT amount, payer FROM settlements WHERE {L30} ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-alltime",
     "biggest x402 payment ever in usdc?",
     ["SELECT max(amount) FROM settlements"]),
    ("largest-alltime",
     "For the record books segment of my show, what is the single largest x402 settlement on record, and who received it?",
     ["SELECT amount, recipient FROM settlements ORDER BY amount DESC, id LIMIT 1"]),
    # --- thresholds
    ("threshold-gt-period",
     "The person I'm helping, a policy researcher, wants the count of payments over 1 USDC in Q1 2026.",
     [f"SELECT count(*) FROM settlements WHERE {Q1} AND amount > 1"]),
    ("threshold-gt-period",
     "um how many payments above ten dollars happened in november twenty twenty five",
     [f"SELECT count(*) FROM settlements WHERE {NOV} AND amount > 10"]),
    ("threshold-ge-alltime",
     "How many settlement there is with amount 10 USDC or more, in all the history?",
     ["SELECT count(*) FROM settlements WHERE amount >= 10"]),
    ("threshold-ge-alltime",
     "My user would like to know how many x402 payments of 100 USDC or more have ever been settled.",
     ["SELECT count(*) FROM settlements WHERE amount >= 100"]),
    ("threshold-lt-share",
     "What percent of all payments were under 1 cent (0.01 USDC)? For a tweet about micropayments.",
     ["SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*) FROM settlements"]),
    ("threshold-lt-share",
     "In May 2026 what % of txns were below 0.005 usdc",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.005) / count(*) FROM settlements WHERE {MAY}"]),
    ("threshold-eq-count",
     "How many payments of exactly 0.01 USDC were there in total?",
     ["SELECT count(*) FROM settlements WHERE amount = 0.01"]),
    ("threshold-eq-count",
     "number of payments of exactly one usdc in october twenty twenty five",
     ["SELECT count(*) FROM settlements WHERE " + ts("2025-10-01", "2025-11-01") + " AND amount = 1"]),
    ("threshold-le-month",
     "Kindly provide count of payments of at most 0.002 USDC done in April 2026.",
     [f"SELECT count(*) FROM settlements WHERE {APR} AND amount <= 0.002"]),
    ("threshold-avg-above",
     "Among payments of more than 1 USDC in Q4 2025, what was the average amount?",
     [f"SELECT avg(amount) FROM settlements WHERE {Q4} AND amount > 1"]),
    ("threshold-payers-above",
     "how many distinct wallets made a payment of more than 2 usdc from 1 to 15 march 2026, and what did those payments total",
     ["SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE " + ts("2026-03-01", "2026-03-16")
      + " AND amount > 2"]),
    # --- shop owner / recipient address
    ("recipient-total-alltime",
     f"I run a little online shop and take x402 at {SHOP_A}. How much USDC have I received in total, ever?",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{SHOP_A}'"]),
    ("recipient-total-alltime",
     f"total received by {SHOP_B.upper().replace('0X', '0x')} all time pls",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{SHOP_B}'"]),
    ("recipient-count-month",
     f"How many payments did my address {SHOP_F} receive in May 2026? Trying to reconcile with my till.",
     [f"SELECT count(*) FROM settlements WHERE recipient = '{SHOP_F}' AND {MAY}"]),
    ("recipient-count-month",
     f"um how many payments came in to {SHOP_C} in december twenty twenty five",
     [f"SELECT count(*) FROM settlements WHERE recipient = '{SHOP_C}' AND {DEC}"]),
    ("recipient-unique-payers",
     f"My client owns {SHOP_D}; she asks how many different customers (distinct paying wallets) have paid it, all time.",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = '{SHOP_D}'"]),
    ("recipient-unique-payers",
     f"My user runs a tutoring service at {SHOP_E}; she wants to know how many unique payers she has had this year.",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = '{SHOP_E}' AND {YTD}"]),
    ("recipient-first-last-seen",
     f"Relaying for a shop owner who sells stickers at {SHOP_B}: when did the first payment arrive there, and when the latest?",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE recipient = '{SHOP_B}'"]),
    ("recipient-first-last-seen",
     f"when did my shop {SHOP_C} first get paid and when was the most recent one",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE recipient = '{SHOP_C}'"]),
    ("recipient-ytd-volume",
     f"How much USDC has {SHOP_A.upper().replace('0X', '0x')} received year to date? It's my café's wallet.",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{SHOP_A}' AND {YTD}"]),
    ("recipient-cmp-months",
     f"Did my address {SHOP_A} receive more in April or March 2026? Give me both totals and April minus March.",
     [(f"SELECT (SELECT sum(amount) FROM settlements WHERE recipient = '{SHOP_A}' AND {APR}), "
      f"(SELECT sum(amount) FROM settlements WHERE recipient = '{SHOP_A}' AND {MAR}), "
      f"(SELECT sum(amount) FROM settlements WHERE recipient = '{SHOP_A}' AND {APR}) - "
      f"(SELECT sum(amount) FROM settlements WHERE recipient = '{SHOP_A}' AND {MAR})")]),
    # --- payer address
    ("payer-total",
     f"How much has the wallet {PAY_A} spent over x402 in total? It belongs to an agent we funded.",
     [f"SELECT sum(amount) FROM settlements WHERE payer = '{PAY_A}'"]),
    ("payer-total",
     f"The grant reviewer asks how much USDC {PAY_B} has paid out so far this year.",
     [f"SELECT sum(amount) FROM settlements WHERE payer = '{PAY_B}' AND {YTD}"]),
    ("payer-count-month",
     f"how many payments did {PAY_C} make in may 2026",
     [f"SELECT count(*) FROM settlements WHERE payer = '{PAY_C}' AND {MAY}"]),
    ("payer-count-month",
     f"Number of payments sent by {PAY_D.upper().replace('0X', '0x')} during January 2026, please.",
     [f"SELECT count(*) FROM settlements WHERE payer = '{PAY_D}' AND {JAN}"]),
    ("payer-first-seen",
     f"When did {PAY_G} make its first ever payment? I think it's one of the earliest users.",
     [f"SELECT min(timestamp) FROM settlements WHERE payer = '{PAY_G}'"]),
    ("payer-first-last-count",
     f"For wallet {PAY_E}: first payment, last payment, and how many payments in between in total?",
     [f"SELECT min(timestamp), max(timestamp), count(*) FROM settlements WHERE payer = '{PAY_E}'"]),
    ("payer-threshold-month",
     f"On behalf of a grant committee: how many payments over 0.1 USDC did {PAY_A} make in Q1 2026, and their total?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE payer = '{PAY_A}' AND {Q1} AND amount > 0.1"]),
    ("either-role-count",
     f"Counting both sides (paying and receiving), how many settlements involved {BOTH} in total?",
     [f"SELECT count(*) FROM settlements WHERE payer = '{BOTH}' OR recipient = '{BOTH}'"]),
    ("either-role-count",
     f"how many txns touched {BOTH.upper().replace('0X', '0x')} either as sender or receiver in nov 2025",
     [f"SELECT count(*) FROM settlements WHERE (payer = '{BOTH}' OR recipient = '{BOTH}') AND {NOV}"]),
    ("both-roles-totals",
     f"For {BOTH}: how much did it pay out in total and how much did it receive in total, all time?",
     [(f"SELECT (SELECT sum(amount) FROM settlements WHERE payer = '{BOTH}'), "
      f"(SELECT sum(amount) FROM settlements WHERE recipient = '{BOTH}')")]),
    # --- busiest / quietest days
    ("busiest-day-count-month",
     "My user is a teacher building a worksheet. She'd like the busiest day of December 2025 by payment count, and that day's count.",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE {DEC} GROUP BY 1 ORDER BY c DESC LIMIT 1"]),
    ("busiest-day-count-month",
     "busiest day in april 2026 (most txns)? + the count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE {APR} GROUP BY 1 ORDER BY c DESC LIMIT 1"]),
    ("busiest-day-volume-alltime",
     "On which single day was the most USDC ever settled, and how much was it? For the 'record day' tweet.",
     ["SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v FROM settlements GROUP BY 1 ORDER BY v DESC LIMIT 1"]),
    ("busiest-day-in-range",
     "Between 1 and 14 March 2026, which day had the highest USDC volume, and what were its payment count and volume?",
     ["SELECT CAST(timestamp AS DATE) AS d, count(*), sum(amount) AS v FROM settlements WHERE "
      + ts("2026-03-01", "2026-03-15") + " GROUP BY 1 ORDER BY v DESC LIMIT 1"]),
    ("quietest-day-last-week",
     "Which day last week (Monday to Sunday) had the fewest payments, and how many?",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE {LWEEK} GROUP BY 1 ORDER BY c ASC LIMIT 1"]),
    # --- comparisons and changes
    ("cmp-months-volume",
     "Summarising for my manager, the CFO: compare total volume in November 2025 with December 2025, both figures and the change from November to December.",
     [(f"SELECT (SELECT sum(amount) FROM settlements WHERE {NOV}), (SELECT sum(amount) FROM settlements WHERE {DEC}), "
      f"(SELECT sum(amount) FROM settlements WHERE {DEC}) - (SELECT sum(amount) FROM settlements WHERE {NOV})")]),
    ("cmp-months-volume",
     "um what was the volume in march twenty twenty six and in april twenty twenty six",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {MAR}), (SELECT sum(amount) FROM settlements WHERE {APR})"]),
    ("pct-change-count-months",
     "The podcast host I work for wants the percentage change in payment count from April 2026 to May 2026.",
     [(f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {MAY}) - (SELECT count(*) FROM settlements WHERE {APR})) "
      f"/ (SELECT count(*) FROM settlements WHERE {APR})")]),
    ("pct-change-count-months",
     "My user asks: percent change in payment count from December 2025 to January 2026? She expects a drop.",
     [(f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {JAN}) - (SELECT count(*) FROM settlements WHERE {DEC})) "
      f"/ (SELECT count(*) FROM settlements WHERE {DEC})")]),
    ("pct-change-volume-months",
     "% change in usdc volume feb 2026 -> mar 2026?",
     [(f"SELECT 100.0 * ((SELECT sum(amount) FROM settlements WHERE {MAR}) - (SELECT sum(amount) FROM settlements WHERE {FEB})) "
      f"/ (SELECT sum(amount) FROM settlements WHERE {FEB})")]),
    ("cmp-last7-prev7",
     "How many payments were there in the last 7 days versus the 7 days before that, and what's the difference (last 7 minus the earlier 7)?",
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {L7}), (SELECT count(*) FROM settlements WHERE {P7}), "
      f"(SELECT count(*) FROM settlements WHERE {L7}) - (SELECT count(*) FROM settlements WHERE {P7})")]),
    ("cmp-weeks-volume",
     "usdc volume last week vs the week before last? both pls",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {LWEEK}), (SELECT sum(amount) FROM settlements WHERE {WBL})"]),
    ("cmp-weeks-volume",
     "For my Monday podcast: USDC volume last week (Mon-Sun) compared with the week before last. Both totals please.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {LWEEK}), (SELECT sum(amount) FROM settlements WHERE {WBL})"]),
    ("cmp-unique-payers-months",
     "Unique payer in April 2026 and in May 2026, and how much it go up from April to May?",
     [(f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {APR}), (SELECT count(DISTINCT payer) FROM settlements WHERE {MAY}), "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {MAY}) - (SELECT count(DISTINCT payer) FROM settlements WHERE {APR})")]),
    # --- gas
    ("gas-avg-month",
     "Which is the average gas used for one settlement in May 2026?",
     [f"SELECT avg(gas_used) FROM settlements WHERE {MAY}"]),
    ("gas-avg-month",
     "avg gas_used per txn in q1 2026?",
     [f"SELECT avg(gas_used) FROM settlements WHERE {Q1}"]),
    ("gas-total-fac",
     "Total gas used by all Coinbase-facilitated settlements last month? Researching the cost of running a facilitator.",
     [f"SELECT sum(gas_used) FROM settlements WHERE {fac('coinbase')} AND {MAY}"]),
    # --- refusals
    ("refuse-other-chain",
     "How many x402 payments were settled on Solana last month?",
     None),
    ("refuse-off-topic",
     "My user, a teacher, would like a short poem about stablecoins to read to her class tomorrow.",
     None),
    ("refuse-other-token",
     "total USDT paid via x402 in may 2026?",
     None),
    ("refuse-forecast",
     "What will the x402 volume be next month? I need a projection for the budget.",
     None),
    ("refuse-forecast",
     "um roughly how many payments should we expect in july twenty twenty six",
     None),
    ("refuse-opinion",
     "Is x402 a good thing for small businesses like mine, yes or no?",
     None),
    ("refuse-resource-url",
     f"Which API endpoints (resource URLs) did customers pay for at {SHOP_A}?",
     None),
    ("refuse-failed-status",
     "How many x402 payments failed or were reverted in April 2026?",
     None),
    ("refuse-country",
     "Which countries do most x402 payers come from? Policy question for a regulator.",
     None),
    ("refuse-owner-identity",
     f"Who is the person or company behind {PAY_A}? Real name please.",
     None),
    ("refuse-impossible-date",
     "How many payments were there on 30 February 2026?",
     None),
    ("refuse-before-data",
     "What was the total x402 volume in 2023?",
     None),
    ("refuse-after-anchor",
     "how many payments on the 15th of august 2026",
     None),
    ("refuse-ambiguous-date",
     "How many settlements were there on 04/05/2026?",
     None),
    ("refuse-my-wallet",
     "how much did my wallet receive last week",
     None),
]


def main() -> None:
    out = Path(__file__).resolve().parent / f"ask_probe_{NAME}.jsonl"
    lines = [item_line(f"{NAME}-{i:03d}", question, sql, shape=shape, split=split_of(shape))
             for i, (shape, question, sql) in enumerate(ITEMS, 1)]
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
