"""Held-out /ask set 16 (helper hw16): 100 hand-written questions with hand SQL.

Run from a Sextant checkout root:
    PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout16/make_ask_set16.py
Writes ask_set16.jsonl next to this file (split "heldout16"). Anchor day: 2026-06-03.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, "tests/warehouse")
from figures import fac, item_line, ts

OUT = Path(__file__).resolve().parent / "ask_set16.jsonl"
SPLIT = "heldout16"

# Addresses picked from the 60 k test warehouse (mostly mid-ranked).
P_8DC1 = "0x8dc1411b62f02aed43f16a560c29e0c3dba4d393"   # payer, rank ~40 by volume
P_5027 = "0x5027efee25a6164bec85dbbec6c326cc65958516"   # payer, rank ~75
P_30A6 = "0x30a64a160f63703bb13e69170257ef7c9592288d"   # payer, rank ~62
P_28E8 = "0x28e826c7a32f741e399f5c98617f45ae51e76684"   # payer, rank ~91
P_2A7D = "0x2a7d305bebf4876126e6f5a11ec95368a4a34c61"   # payer, rank ~95
P_E38D = "0xe38d3d05b6b50098cb73a14e2a9de3a9854b3282"   # payer, rank ~69
R_EF02 = "0xef02d1cd61cfb3328735be449fbec3fe319f3236"   # recipient, rank ~10
R_80D6 = "0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3"   # recipient, rank ~12
R_D614 = "0xd6147f109e7e20a575c1dad973c01210ef367d25"   # recipient, rank ~17
R_B222 = "0xb2223dda010e75d57a5fc9c1f80458f80046f084"   # recipient, rank ~19
R_88D7 = "0x88d7811f810df4082f011e07cc1053f4d22a11fc"   # recipient, rank ~21
A_4E9B = "0x4e9bce2547a9491b09ed092c433b19888e665edb"   # both payer and recipient

S = "FROM settlements WHERE"

ITEMS: list[tuple[str, str, list[str] | None]] = []


def add(shape: str, question: str, sql: list[str] | None) -> None:
    ITEMS.append((shape, question, sql))


# ---------------------------------------------------------------- ordinary (70)

add("total-volume-all",
    "what's the total usdc volume across every x402 settlement you've got?",
    ["SELECT sum(amount) FROM settlements"])

add("count-month",
    "How many x402 settlements were there in January 2026?",
    [f"SELECT count(*) {S} {ts('2026-01-01', '2026-02-01')}"])

add("avg-month-terse",
    "avg payment size march 2026",
    [f"SELECT avg(amount) {S} {ts('2026-03-01', '2026-04-01')}"])

add("median-month-iso",
    "What was the median payment amount in 2025-10?",
    [f"SELECT median(amount) {S} {ts('2025-10-01', '2025-11-01')}"])

add("max-month-short-year",
    "biggest single payment in Feb '26?",
    [f"SELECT max(amount) {S} {ts('2026-02-01', '2026-03-01')}"])

add("min-day-range",
    "Smallest settlement between April 10 and April 20, 2026?",
    [f"SELECT min(amount) {S} {ts('2026-04-10', '2026-04-21')}"])

add("distinct-payers-month",
    "How many unique payers were active in December 2025?",
    [f"SELECT count(DISTINCT payer) {S} {ts('2025-12-01', '2026-01-01')}"])

add("distinct-recipients-quarter",
    "number of distinct recipients that got paid in Q1 2026",
    [f"SELECT count(DISTINCT recipient) {S} {ts('2026-01-01', '2026-04-01')}"])

add("perday-volume-month",
    "On average, how much USDC was settled per day in April 2026?",
    [f"SELECT sum(amount) / 30 {S} {ts('2026-04-01', '2026-05-01')}"])

add("perday-count-last-week",
    "average daily number of payments last week",
    [f"SELECT count(*) / 7 {S} {ts('2026-05-25', '2026-06-01')}"])

add("share-count-fac-all",
    "What percentage of all settlements went through PayAI?",
    [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements"])

add("share-volume-fac-month",
    "Coinbase's share of total volume in December 2025, as a percent?",
    [(f"SELECT 100 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) "
     f"{S} {ts('2025-12-01', '2026-01-01')}")])

add("top3-payers-volume-month",
    "top 3 payers by USDC volume in January 2026",
    [(f"SELECT payer {S} {ts('2026-01-01', '2026-02-01')} "
     "GROUP BY payer ORDER BY sum(amount) DESC LIMIT 3")])

add("top5-recipients-count-quarter",
    "Which 5 recipients received the most payments (by count) in Q1 2026?",
    [(f"SELECT recipient {S} {ts('2026-01-01', '2026-04-01')} "
     "GROUP BY recipient ORDER BY count(*) DESC LIMIT 5")])

add("top-fac-address-count-month",
    "Which facilitator address settled the most payments in March 2026?",
    [(f"SELECT facilitator {S} {ts('2026-03-01', '2026-04-01')} "
     "GROUP BY facilitator ORDER BY count(*) DESC LIMIT 1")])

add("largest-who-month",
    "Who made the largest payment in November 2025, and how big was it?",
    [(f"SELECT payer, amount {S} {ts('2025-11-01', '2025-12-01')} "
     "ORDER BY amount DESC, id LIMIT 1")])

add("threshold-over-ytd",
    "how many payments over $10 so far this year?",
    [f"SELECT count(*) {S} amount > 10 AND {ts('2026-01-01', '2026-06-04')}"])

add("threshold-at-least-month",
    "Number of settlements of at least 1 USDC in December 2025",
    [f"SELECT count(*) {S} amount >= 1 AND {ts('2025-12-01', '2026-01-01')}"])

add("threshold-under-last-month",
    "how many payments under one cent last month?",
    [f"SELECT count(*) {S} amount < 0.01 AND {ts('2026-05-01', '2026-06-01')}"])

add("threshold-at-most-volume-quarter",
    "What was the total volume of payments of at most $0.05 in Q1 2026?",
    [f"SELECT sum(amount) {S} amount <= 0.05 AND {ts('2026-01-01', '2026-04-01')}"])

add("fac-volume-month",
    "hey quick q - how much volume did Daydreams facilitate in November 2025?",
    [f"SELECT sum(amount) {S} {fac('daydreams')} AND {ts('2025-11-01', '2025-12-01')}"])

add("fac-count-all",
    "hw many settlements has heurist processd in total",
    [f"SELECT count(*) {S} {fac('heurist')}"])

add("date-count-iso",
    "number of payments on 2025-11-14",
    [f"SELECT count(*) {S} {ts('2025-11-14', '2025-11-15')}"])

add("date-volume-ordinal",
    "Total volume on Dec 3rd, 2025?",
    [f"SELECT sum(amount) {S} {ts('2025-12-03', '2025-12-04')}"])

add("day-range-volume",
    "USDC volume from 3 to 9 March 2026",
    [f"SELECT sum(amount) {S} {ts('2026-03-03', '2026-03-10')}"])

add("week-of-count",
    "How many settlements happened in the week of Monday 13 April 2026 (Mon-Sun)?",
    [f"SELECT count(*) {S} {ts('2026-04-13', '2026-04-20')}"])

add("today-count",
    "how many settlements so far today?",
    [f"SELECT count(*) {S} {ts('2026-06-03', '2026-06-04')}"])

add("yesterday-volume",
    "What was yesterday's total settled volume?",
    [f"SELECT sum(amount) {S} {ts('2026-06-02', '2026-06-03')}"])

add("last7-distinct-payers",
    "unique payers in the last 7 days?",
    [f"SELECT count(DISTINCT payer) {S} {ts('2026-05-28', '2026-06-04')}"])

add("past30-volume",
    "Total USDC settled over the past 30 days?",
    [f"SELECT sum(amount) {S} {ts('2026-05-05', '2026-06-04')}"])

add("mtd-count",
    "month-to-date settlement count pls",
    [f"SELECT count(*) {S} {ts('2026-06-01', '2026-06-04')}"])

add("ytd-volume",
    "YTD volume in USDC",
    [f"SELECT sum(amount) {S} {ts('2026-01-01', '2026-06-04')}"])

add("last-month-avg",
    "What was the average payment last month?",
    [f"SELECT avg(amount) {S} {ts('2026-05-01', '2026-06-01')}"])

add("compare-months-count",
    "Compare settlement counts: February 2026 vs March 2026.",
    [(f"SELECT count(*) FILTER (WHERE {ts('2026-02-01', '2026-03-01')}), "
     f"count(*) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}) FROM settlements")])

add("compare-facs-volume",
    "payai vs daydreams in october 2025 - which one moved more USDC? give me both totals",
    [f"SELECT sum(amount) {S} {fac('payai')} AND {ts('2025-10-01', '2025-11-01')}",
     f"SELECT sum(amount) {S} {fac('daydreams')} AND {ts('2025-10-01', '2025-11-01')}"])

add("change-volume-months",
    "How much did total volume change from January 2026 to February 2026?",
    [(f"SELECT sum(amount) FILTER (WHERE {ts('2026-02-01', '2026-03-01')}) "
     f"- sum(amount) FILTER (WHERE {ts('2026-01-01', '2026-02-01')}) FROM settlements")])

add("payer-total-all",
    f"How much has {P_8DC1} paid in total?",
    [f"SELECT sum(amount) {S} payer = '{P_8DC1}'"])

add("recipient-volume-quarter",
    f"how much did {R_EF02} receive in Q1 2026",
    [f"SELECT sum(amount) {S} recipient = '{R_EF02}' AND {ts('2026-01-01', '2026-04-01')}"])

add("either-count-week",
    f"How many settlements involved {A_4E9B} on either side (payer or recipient) "
    "during 10-16 Nov 2025?",
    [(f"SELECT count(*) {S} (payer = '{A_4E9B}' OR recipient = '{A_4E9B}') "
     f"AND {ts('2025-11-10', '2025-11-17')}")])

add("payer-first-seen",
    f"When did {P_5027} make its first payment?",
    [f"SELECT min(timestamp) {S} payer = '{P_5027}'"])

add("recipient-last-seen",
    f"last time {R_80D6} got paid?",
    [f"SELECT max(timestamp) {S} recipient = '{R_80D6}'"])

add("address-first-seen-upper",
    "first seen timestamp for 0x30A64A160F63703BB13E69170257EF7C9592288D",
    [f"SELECT min(timestamp) {S} payer = '{P_30A6}' OR recipient = '{P_30A6}'"])

add("busiest-day-count-month",
    "Which day in December 2025 had the most settlements?",
    [(f"SELECT CAST(timestamp AS DATE) AS d {S} {ts('2025-12-01', '2026-01-01')} "
     "GROUP BY d ORDER BY count(*) DESC LIMIT 1")])

add("busiest-day-volume-all",
    "which single day saw the most USDC volume, ever?",
    [("SELECT CAST(timestamp AS DATE) AS d FROM settlements "
     "GROUP BY d ORDER BY sum(amount) DESC LIMIT 1")])

add("multi-figures-month",
    "For April 2026: number of payments, total volume, and average payment size.",
    [f"SELECT count(*), sum(amount), avg(amount) {S} {ts('2026-04-01', '2026-05-01')}"])

add("fac-distinct-payers-all",
    "task=count_unique_payers; facilitator=x402rs; window=all_time",
    [f"SELECT count(DISTINCT payer) {S} {fac('x402rs')}"])

add("fac-distinct-recipients-month",
    "In November 2025, how many distinct recipients were paid via Heurist?",
    [(f"SELECT count(DISTINCT recipient) {S} {fac('heurist')} "
     f"AND {ts('2025-11-01', '2025-12-01')}")])

add("fac-avg-all",
    "What's the average settlement size on Virtuals Protocol?",
    [f"SELECT avg(amount) {S} {fac('virtuals protocol')}"])

add("fac-median-quarter",
    "median payment through x402rs in Q1 2026",
    [f"SELECT median(amount) {S} {fac('x402rs')} AND {ts('2026-01-01', '2026-04-01')}"])

add("fac-largest-who",
    "What was the biggest payment ever settled by PayAI, and who sent it?",
    [f"SELECT amount, payer {S} {fac('payai')} ORDER BY amount DESC, id LIMIT 1"])

add("payer-count-month-typos",
    f"how many paymnets did {P_28E8} make in novmber 2025",
    [f"SELECT count(*) {S} payer = '{P_28E8}' AND {ts('2025-11-01', '2025-12-01')}"])

add("payer-avg-mixedcase",
    "Average payment size sent by 0x2A7d305BEbf4876126e6F5a11EC95368a4a34c61?",
    [f"SELECT avg(amount) {S} payer = '{P_2A7D}'"])

add("perday-count-quarter",
    "average daily settlement count in Q1 2026",
    [f"SELECT count(*) / 90 {S} {ts('2026-01-01', '2026-04-01')}"])

add("share-over-threshold-month",
    "what % of November 2025 payments were over a dollar?",
    [(f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) "
     f"{S} {ts('2025-11-01', '2025-12-01')}")])

add("active-days-month",
    "On how many days in September 2025 were there any settlements at all?",
    [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) {S} {ts('2025-09-01', '2025-10-01')}"])

add("latest-settlement",
    "When was the most recent settlement recorded?",
    ["SELECT max(timestamp) FROM settlements"])

add("earliest-settlement",
    "when did the very first x402 payment in your data happen",
    ["SELECT min(timestamp) FROM settlements"])

add("median-last7",
    "Median payment size over the last 7 days?",
    [f"SELECT median(amount) {S} {ts('2026-05-28', '2026-06-04')}"])

add("payer-distinct-recipients",
    f"How many different recipients has {P_E38D} paid?",
    [f"SELECT count(DISTINCT recipient) {S} payer = '{P_E38D}'"])

add("recipient-distinct-payers-month",
    f"How many unique payers paid {R_B222} in December 2025?",
    [(f"SELECT count(DISTINCT payer) {S} recipient = '{R_B222}' "
     f"AND {ts('2025-12-01', '2026-01-01')}")])

add("recipient-largest-who",
    f"What's the largest payment {R_D614} ever received, and who paid it?",
    [f"SELECT amount, payer {S} recipient = '{R_D614}' ORDER BY amount DESC, id LIMIT 1"])

add("date-dotted-count-volume",
    "settlement count and volume on 28.02.2026",
    [f"SELECT count(*), sum(amount) {S} {ts('2026-02-28', '2026-03-01')}"])

add("christmas-volume",
    "How much USDC was settled on Christmas Day 2025?",
    [f"SELECT sum(amount) {S} {ts('2025-12-25', '2025-12-26')}"])

add("year-volume",
    "total volume for calendar year 2025",
    [f"SELECT sum(amount) {S} {ts('2025-01-01', '2026-01-01')}"])

add("exact-amount-count",
    "How many payments of exactly 0.01 USDC were made in January 2026?",
    [f"SELECT count(*) {S} amount = 0.01 AND {ts('2026-01-01', '2026-02-01')}"])

add("distinct-fac-addresses-month",
    "how many distinct facilitator addresses were active in feb 2026?",
    [f"SELECT count(DISTINCT facilitator) {S} {ts('2026-02-01', '2026-03-01')}"])

add("top3-payers-count-past30",
    "Who were the 3 most active payers (by number of payments) in the past 30 days?",
    [(f"SELECT payer {S} {ts('2026-05-05', '2026-06-04')} "
     "GROUP BY payer ORDER BY count(*) DESC LIMIT 3")])

add("this-week-volume",
    "total volume this week so far (week starts Monday)",
    [f"SELECT sum(amount) {S} {ts('2026-06-01', '2026-06-04')}"])

add("last14-count",
    "Number of settlements in the last 14 days",
    [f"SELECT count(*) {S} {ts('2026-05-21', '2026-06-04')}"])

add("agent-template-fac-volume",
    "metric=total_volume_usdc; facilitator=coinbase; period=2026-04-01..2026-04-30",
    [f"SELECT sum(amount) {S} {fac('coinbase')} AND {ts('2026-04-01', '2026-05-01')}"])

# ------------------------------------------------------------------ harder (15)

add("hard-fac-period-threshold-count-volume",
    "How many Coinbase-facilitated payments above 5 USDC were there in Q1 2026, "
    "and what did they add up to?",
    [(f"SELECT count(*), sum(amount) {S} {fac('coinbase')} AND amount > 5 "
     f"AND {ts('2026-01-01', '2026-04-01')}")])

add("hard-pct-change-count",
    "What was the percentage change in the number of settlements from December 2025 "
    "to January 2026?",
    [(f"SELECT 100.0 * (count(*) FILTER (WHERE {ts('2026-01-01', '2026-02-01')}) "
     f"- count(*) FILTER (WHERE {ts('2025-12-01', '2026-01-01')})) "
     f"/ count(*) FILTER (WHERE {ts('2025-12-01', '2026-01-01')}) FROM settlements")])

add("hard-last7-vs-prev7",
    "volume over the last 7 days versus the 7 days before that?",
    [f"SELECT sum(amount) {S} {ts('2026-05-28', '2026-06-04')}",
     f"SELECT sum(amount) {S} {ts('2026-05-21', '2026-05-28')}"])

add("hard-top3-payers-fac-month-count",
    "Within PayAI traffic in November 2025, which three payers made the most payments?",
    [(f"SELECT payer {S} {fac('payai')} AND {ts('2025-11-01', '2025-12-01')} "
     "GROUP BY payer ORDER BY count(*) DESC LIMIT 3")])

add("hard-payer-fac-threshold-quarter",
    f"How many payments of at least 1 cent did {P_8DC1} make through coinbase in Q4 2025, "
    "and what was their total?",
    [(f"SELECT count(*), sum(amount) {S} payer = '{P_8DC1}' AND {fac('coinbase')} "
     f"AND amount >= 0.01 AND {ts('2025-10-01', '2026-01-01')}")])

add("hard-fac-share-count-month",
    "What share of March 2026 settlements, by count, did Daydreams handle? (percent)",
    [(f"SELECT 100.0 * count(*) FILTER (WHERE {fac('daydreams')}) / count(*) "
     f"{S} {ts('2026-03-01', '2026-04-01')}")])

add("hard-fac-perday-quarter",
    "Average daily USDC volume facilitated by Heurist during Q4 2025",
    [f"SELECT sum(amount) / 92 {S} {fac('heurist')} AND {ts('2025-10-01', '2026-01-01')}"])

add("hard-largest-last-week-recipient",
    "What was the largest payment last week, and which address received it?",
    [(f"SELECT amount, recipient {S} {ts('2026-05-25', '2026-06-01')} "
     "ORDER BY amount DESC, id LIMIT 1")])

add("hard-recipient-three-figures-range",
    f"For {R_88D7} as recipient between 1 Jan and 31 Mar 2026: how many distinct payers, "
    "how many payments, and total received?",
    [(f"SELECT count(DISTINCT payer), count(*), sum(amount) {S} recipient = '{R_88D7}' "
     f"AND {ts('2026-01-01', '2026-04-01')}")])

add("hard-fac-busiest-day-month",
    "On which day of January 2026 did PayAI settle the most payments, and how many was that?",
    [(f"SELECT CAST(timestamp AS DATE) AS d, count(*) {S} {fac('payai')} "
     f"AND {ts('2026-01-01', '2026-02-01')} GROUP BY d ORDER BY count(*) DESC LIMIT 1")])

add("hard-share-volume-threshold-quarter",
    "I'm putting together a deck on payment-size concentration, so: in Q4 2025, what "
    "percentage of total USDC volume came from payments of $1 or more?",
    [(f"SELECT 100 * sum(amount) FILTER (WHERE amount >= 1) / sum(amount) "
     f"{S} {ts('2025-10-01', '2026-01-01')}")])

add("hard-recipient-avg-threshold-month",
    f"average size of the payments of at least 0.25 usdc that {R_EF02} received in nov 2025",
    [(f"SELECT avg(amount) {S} recipient = '{R_EF02}' AND amount >= 0.25 "
     f"AND {ts('2025-11-01', '2025-12-01')}")])

add("hard-top3-recipients-fac-past30",
    "top 3 recipients by volume among coinbase-facilitated settlements in the past 30 days",
    [(f"SELECT recipient {S} {fac('coinbase')} AND {ts('2026-05-05', '2026-06-04')} "
     "GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 3")])

add("hard-two-facs-two-metrics",
    "Compare PayAI and Heurist in March 2026: give PayAI's settlement count and average "
    "payment, then Heurist's settlement count and average payment.",
    [f"SELECT count(*), avg(amount) {S} {fac('payai')} AND {ts('2026-03-01', '2026-04-01')}",
     f"SELECT count(*), avg(amount) {S} {fac('heurist')} AND {ts('2026-03-01', '2026-04-01')}"])

add("hard-fac-volume-change-months",
    "What was the change in Coinbase volume from November 2025 to December 2025?",
    [(f"SELECT sum(amount) FILTER (WHERE {ts('2025-12-01', '2026-01-01')}) "
     f"- sum(amount) FILTER (WHERE {ts('2025-11-01', '2025-12-01')}) "
     f"{S} {fac('coinbase')}")])

# ---------------------------------------------------------------- refusals (15)

add("refuse-other-chain",
    "What was total x402 volume on Solana in May 2026?", None)
add("refuse-other-chain",
    "how many x402 settlements happened on polygon last week", None)
add("refuse-forecast",
    "Predict next month's total settlement volume.", None)
add("refuse-forecast",
    "what will the daily payment count be by the end of July 2026?", None)
add("refuse-missing-column",
    "How many x402 payments failed or were reverted last month?", None)
add("refuse-missing-column",
    "Which API endpoint (resource URL) earned the most in April 2026?", None)
add("refuse-impossible-date",
    "Total volume on February 30, 2026?", None)
add("refuse-impossible-date",
    "settlements on 2026-13-05", None)
add("refuse-no-data-period",
    "How many payments were there in March 2025?", None)
add("refuse-no-data-period",
    "total volume on 2026-07-15", None)
add("refuse-off-topic",
    "write me a short poem about stablecoins", None)
add("refuse-ambiguous-date",
    "how much volume settled on 05/04/2026?", None)
add("refuse-vague-threshold",
    "How many big payments happened last month?", None)
add("refuse-other-token",
    "How much USDT moved through x402 in April 2026?", None)
add("refuse-wallet-balance",
    f"What's the current USDC balance of wallet {P_8DC1}?", None)


def main() -> None:
    seen: Counter[str] = Counter()
    lines = []
    for shape, question, sql in ITEMS:
        seen[shape] += 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape,
                               split=SPLIT))
    assert len(lines) == 100 and max(seen.values()) <= 2, (len(lines), seen.most_common(3))
    OUT.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} items, {len(seen)} shapes -> {OUT}")


if __name__ == "__main__":
    main()
