"""Held-out /ask set 13: every question and its hand SQL written one by one (no templates).

Run from a Sextant checkout root: PYTHONPATH=src:. python tests/data/make_ask_set13.py
Shapes prefixed ``hard-`` are the harder (multi-clause) items, ``refuse-`` the refusals.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, "tests/warehouse")
from figures import fac, item_line, ts

OUT = Path(__file__).with_name("ask_set13.jsonl")
SPLIT = "heldout13"
S = "SELECT"
F = "FROM settlements WHERE"
CB, PA, DD, HE = fac("coinbase"), fac("payai"), fac("daydreams"), fac("heurist")

ROWS: list[tuple[str, str, list[str] | None]] = [
    # ---------------- ordinary ----------------
    ("volume-all-time",
     "whats the total usdc volume settled over x402 so far?",
     [f"{S} sum(amount) {F} TRUE"]),
    ("count-all-time",
     "how many x402 payments are in your data in total",
     [f"{S} count(*) {F} TRUE"]),
    ("volume-named-month",
     "Total volume for March 2026?",
     [f"{S} sum(amount) {F} {ts('2026-03-01', '2026-04-01')}"]),
    ("count-named-month",
     "number of settlements in Feb '26",
     [f"{S} count(*) {F} {ts('2026-02-01', '2026-03-01')}"]),
    ("volume-yesterday",
     "volume yesterday?",
     [f"{S} sum(amount) {F} {ts('2026-06-02', '2026-06-03')}"]),
    ("count-today",
     "how many payments have settled so far today",
     [f"{S} count(*) {F} {ts('2026-06-03', '2026-06-04')}"]),
    ("volume-last-7-days",
     "USDC volume over the last 7 days pls",
     [f"{S} sum(amount) {F} {ts('2026-05-28', '2026-06-04')}"]),
    ("count-past-30-days",
     "settlement count, past 30 days",
     [f"{S} count(*) {F} {ts('2026-05-05', '2026-06-04')}"]),
    ("volume-month-to-date",
     "mtd volume?",
     [f"{S} sum(amount) {F} {ts('2026-06-01', '2026-06-04')}"]),
    ("count-ytd",
     "number of x402 settlements ytd",
     [f"{S} count(*) {F} {ts('2026-01-01', '2026-06-04')}"]),
    ("volume-last-week",
     "What was the total settled volume last week?",
     [f"{S} sum(amount) {F} {ts('2026-05-25', '2026-06-01')}"]),
    ("count-last-month",
     "hey, how many x402 payments happened last month?",
     [f"{S} count(*) {F} {ts('2026-05-01', '2026-06-01')}"]),
    ("facilitator-volume-all-time",
     "How much volume has Heurist facilitated in total?",
     [f"{S} sum(amount) {F} {HE}"]),
    ("facilitator-count-month",
     "payai settlement count in January 2026",
     [f"{S} count(*) {F} {PA} AND {ts('2026-01-01', '2026-02-01')}"]),
    ("facilitator-share-volume",
     "what percentage of all-time volume went through Coinbase's facilitator?",
     [f"{S} 100 * CAST(sum(amount) FILTER (WHERE {CB}) AS DOUBLE) / CAST(sum(amount) AS DOUBLE) "
      f"{F} TRUE"]),
    ("facilitator-share-count-month",
     "Daydreams' share of payments by count in April 2026, as a percent",
     [f"{S} 100 * CAST(count(*) FILTER (WHERE {DD}) AS DOUBLE) / count(*) "
      f"{F} {ts('2026-04-01', '2026-05-01')}"]),
    ("top-facilitator-addresses-volume",
     "top 3 facilitator addresses by volume in Q1 2026",
     [f"{S} facilitator {F} {ts('2026-01-01', '2026-04-01')} GROUP BY facilitator "
      "ORDER BY sum(amount) DESC LIMIT 3"]),
    ("top-recipients-volume-month",
     "Top 5 recipients by USDC received in May 2026",
     [f"{S} recipient {F} {ts('2026-05-01', '2026-06-01')} GROUP BY recipient "
      "ORDER BY sum(amount) DESC LIMIT 5"]),
    ("top-payers-count-ytd",
     "which 3 wallets made the most payments this year?",
     [f"{S} payer {F} {ts('2026-01-01', '2026-06-04')} GROUP BY payer "
      "ORDER BY count(*) DESC LIMIT 3"]),
    ("average-payment-month",
     "avg paymnt size in april 2026",
     [f"{S} avg(amount) {F} {ts('2026-04-01', '2026-05-01')}"]),
    ("median-payment-day",
     "median payment amount on 2026-05-29",
     ["SELECT median_amount_usdc FROM daily_stats WHERE day = DATE '2026-05-29'"]),
    ("largest-payment-month",
     "biggest single payment in March 2026?",
     [f"{S} max(amount) {F} {ts('2026-03-01', '2026-04-01')}"]),
    ("largest-payment-payer",
     "who sent the largest payment of November 2025?",
     [f"{S} payer {F} {ts('2025-11-01', '2025-12-01')} ORDER BY amount DESC, id LIMIT 1"]),
    ("distinct-payers-month",
     "how many unique payers were there in May 2026",
     [f"{S} count(DISTINCT payer) {F} {ts('2026-05-01', '2026-06-01')}"]),
    ("distinct-recipients-period",
     "# of distinct recipients in the last 30 days",
     [f"{S} count(DISTINCT recipient) {F} {ts('2026-05-05', '2026-06-04')}"]),
    ("payer-total-spent",
     "Total USDC spent by wallet 0xCB815174345EA24DE77A148A36BAE645CC370109?",
     [f"{S} sum(amount) {F} payer = '0xcb815174345ea24de77a148a36bae645cc370109'"]),
    ("payer-payment-count",
     "number of payments sent by 0x28E826c7A32F741e399F5C98617f45aE51E76684",
     [f"{S} count(*) {F} payer = '0x28e826c7a32f741e399f5c98617f45ae51e76684'"]),
    ("recipient-total-received",
     "How much USDC has the merchant at 0xd6a6a495a549a8026046f5bb96aa0993254b4cd6 been paid "
     "overall?",
     [f"{S} sum(amount) {F} recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6'"]),
    ("recipient-distinct-payers",
     "how many different wallets have paid 0xef4364fe4487353df46eb7c811d4fac78b856c7f",
     [f"{S} count(DISTINCT payer) {F} recipient = '0xef4364fe4487353df46eb7c811d4fac78b856c7f'"]),
    ("payer-first-seen",
     "when did 0xf8d803794524a7c4ad7ea867031d54296e05714c first pay for anything?",
     [f"{S} min(timestamp) {F} payer = '0xf8d803794524a7c4ad7ea867031d54296e05714c'"]),
    ("recipient-last-seen",
     "last time 0xf467b8f20bd6850b62ac5270dd2e7ee742d01cc5 received a payment",
     [f"{S} max(timestamp) {F} recipient = '0xf467b8f20bd6850b62ac5270dd2e7ee742d01cc5'"]),
    ("payer-top-recipient-volume",
     "who does 0xa6cae66682dc019fbb75b40e915dd20625242d11 pay the most, by amount?",
     [f"{S} recipient {F} payer = '0xa6cae66682dc019fbb75b40e915dd20625242d11' "
      "GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 1"]),
    ("count-over-threshold",
     "how many paymnets above $10?",
     [f"{S} count(*) {F} amount > 10"]),
    ("count-under-threshold-month",
     "how many payments under 0.01 usdc in may 2026",
     [f"{S} count(*) {F} amount < 0.01 AND {ts('2026-05-01', '2026-06-01')}"]),
    ("volume-at-least-threshold",
     "total volume of payments of at least 100 USDC",
     [f"{S} sum(amount) {F} amount >= 100"]),
    ("busiest-day-count",
     "which day had the most settlements ever?",
     [f"{S} CAST(timestamp AS DATE) {F} TRUE GROUP BY CAST(timestamp AS DATE) "
      "ORDER BY count(*) DESC LIMIT 1"]),
    ("top-volume-day-in-month",
     "highest-volume day in March 2026",
     [f"{S} CAST(timestamp AS DATE) {F} {ts('2026-03-01', '2026-04-01')} "
      "GROUP BY CAST(timestamp AS DATE) ORDER BY sum(amount) DESC LIMIT 1"]),
    ("daily-average-volume-month",
     "average daily volume in April 2026",
     [f"{S} CAST(sum(amount) AS DOUBLE) / 30 {F} {ts('2026-04-01', '2026-05-01')}"]),
    ("daily-average-count-last-7",
     "avg number of payments per day over the last 7 days?",
     [f"{S} count(*) / 7.0 {F} {ts('2026-05-28', '2026-06-04')}"]),
    ("monthly-counts-range",
     "monthly payment counts for Jan through Mar 2026",
     [f"{S} count(*) {F} {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY date_trunc('month', timestamp) ORDER BY date_trunc('month', timestamp)"]),
    ("active-facilitator-addresses-month",
     "how many distinct facilitator addresses were active in May 2026",
     [f"{S} count(DISTINCT facilitator) {F} {ts('2026-05-01', '2026-06-01')}"]),
    ("pair-volume",
     "how much did 0x81a225fd83a8410e4b3466725c54f64b82d89e02 pay "
     "0x66fa4d79ca84016b42352be33c908dd812952ec8 altogether?",
     [f"{S} sum(amount) {F} payer = '0x81a225fd83a8410e4b3466725c54f64b82d89e02' "
      "AND recipient = '0x66fa4d79ca84016b42352be33c908dd812952ec8'"]),
    ("pair-count",
     "Number of payments from 0x28e826c7a32f741e399f5c98617f45ae51e76684 to "
     "0x66fa4d79ca84016b42352be33c908dd812952ec8",
     [f"{S} count(*) {F} payer = '0x28e826c7a32f741e399f5c98617f45ae51e76684' "
      "AND recipient = '0x66fa4d79ca84016b42352be33c908dd812952ec8'"]),
    ("facilitator-average-payment",
     "average payment size via x402rs",
     [f"{S} avg(amount) {F} {fac('x402rs')}"]),
    ("facilitator-largest-payment",
     "largest payment questflow ever processed?",
     [f"{S} max(amount) {F} {fac('questflow')}"]),
    ("facilitator-distinct-payers-month",
     "how many unique payers used heurist in december 2025",
     [f"{S} count(DISTINCT payer) {F} {HE} AND {ts('2025-12-01', '2026-01-01')}"]),
    ("active-days-month",
     "On how many days in February 2026 was there at least one settlement?",
     [f"{S} count(DISTINCT CAST(timestamp AS DATE)) {F} {ts('2026-02-01', '2026-03-01')}"]),
    ("unique-payers-day",
     "uniqe payers on 2026-05-15",
     [f"{S} count(DISTINCT payer) {F} {ts('2026-05-15', '2026-05-16')}"]),
    ("volume-on-date",
     "What was the total USDC settled on April 20th, 2026?",
     [f"{S} sum(amount) {F} {ts('2026-04-20', '2026-04-21')}"]),
    ("count-on-date",
     "payments on Nov 3rd 2025?",
     [f"{S} count(*) {F} {ts('2025-11-03', '2025-11-04')}"]),
    ("count-range-inclusive",
     "how many settlements from 1 to 15 March 2026 inclusive",
     [f"{S} count(*) {F} {ts('2026-03-01', '2026-03-16')}"]),
    ("volume-range-dash",
     "volume for 10-16 Nov 2025",
     [f"{S} sum(amount) {F} {ts('2025-11-10', '2025-11-17')}"]),
    ("volume-quarter",
     "For a quarterly report I'm putting together, could you tell me the aggregate USDC value "
     "of all x402 settlements that took place in the fourth quarter of 2025 (October through "
     "December)?",
     [f"{S} sum(amount) {F} {ts('2025-10-01', '2026-01-01')}"]),
    ("payers-over-n-payments",
     "how many payers have made more than 100 payments",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY payer "
      "HAVING count(*) > 100)"]),
    ("gas-used-month",
     "total gas used by x402 settlements in May 2026",
     [f"{S} sum(gas_used) {F} {ts('2026-05-01', '2026-06-01')}"]),
    ("share-under-threshold",
     "what % of payments were below one cent?",
     [f"{S} 100 * CAST(count(*) FILTER (WHERE amount < 0.01) AS DOUBLE) / count(*) {F} TRUE"]),
    ("recipient-top-payer",
     "who paid 0x88d7811f810df4082f011e07cc1053f4d22a11fc the most (by amount)?",
     [f"{S} payer {F} recipient = '0x88d7811f810df4082f011e07cc1053f4d22a11fc' "
      "GROUP BY payer ORDER BY sum(amount) DESC LIMIT 1"]),
    ("top-facilitator-address-count-month",
     "which facilitator address processed the most payments in December 2025",
     [f"{S} facilitator {F} {ts('2025-12-01', '2026-01-01')} GROUP BY facilitator "
      "ORDER BY count(*) DESC LIMIT 1"]),
    ("top-recipient-count-yesterday",
     "Which recipient got the most payments yesterday?",
     [f"{S} recipient {F} {ts('2026-06-02', '2026-06-03')} GROUP BY recipient "
      "ORDER BY count(*) DESC LIMIT 1"]),
    ("largest-daily-volume",
     "What was the largest daily volume ever, and on which day?",
     ["SELECT total_volume_usdc, day FROM daily_stats ORDER BY total_volume_usdc DESC LIMIT 1"]),
    ("busiest-hour-of-day",
     "which UTC hour of the day sees the most settlements",
     [f"{S} hour(timestamp) {F} TRUE GROUP BY hour(timestamp) ORDER BY count(*) DESC LIMIT 1"]),
    ("address-paid-and-received",
     "For 0x07737a1fb3863202bcd3c7408b801eed68604d39: total paid out, and total received?",
     [f"{S} sum(amount) {F} payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39'",
      f"{S} sum(amount) {F} recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'"]),
    ("tx-amount",
     "lookup tx_hash=0x0844aa4ecd0f7f42ad4980d1e45b855f32f477b6bd8d181cb72f6fec5c7c7e2b -> amount",
     [f"{S} amount {F} tx_hash = "
      "'0x0844aa4ecd0f7f42ad4980d1e45b855f32f477b6bd8d181cb72f6fec5c7c7e2b'"]),
    ("two-facilitators-volume-month",
     "volume of coinbase vs payai in March 2026",
     [f"{S} sum(amount) {F} {CB} AND {ts('2026-03-01', '2026-04-01')}",
      f"{S} sum(amount) {F} {PA} AND {ts('2026-03-01', '2026-04-01')}"]),
    ("volume-before-date",
     "total volume settled before November 1, 2025",
     [f"{S} sum(amount) {F} {ts(None, '2025-11-01')}"]),
    ("count-since-date",
     "payments since 15.05.2026?",
     [f"{S} count(*) {F} {ts('2026-05-15', None)}"]),
    ("count-exact-amount",
     "how many payments were exactly 1 USDC?",
     [f"{S} count(*) {F} amount = 1"]),
    ("new-payers-month",
     "How many wallets made their first-ever x402 payment in May 2026?",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY payer "
      "HAVING min(timestamp) >= TIMESTAMPTZ '2026-05-01 00:00:00+00' "
      "AND min(timestamp) < TIMESTAMPTZ '2026-06-01 00:00:00+00')"]),
    ("facilitator-first-seen",
     "when did Virtuals Protocol settle its first payment?",
     [f"{S} min(timestamp) {F} {fac('virtuals protocol')}"]),
    ("agent-templated-volume",
     "QUERY: metric=volume_usdc; scope=all; period=2026-02-01..2026-02-28 (inclusive); "
     "return=number",
     [f"{S} sum(amount) {F} {ts('2026-02-01', '2026-03-01')}"]),
    # ---------------- harder ----------------
    ("hard-facilitator-month-threshold-count",
     "how many payai settlements over $1 were there in nov 2025",
     [f"{S} count(*) {F} {PA} AND amount > 1 AND {ts('2025-11-01', '2025-12-01')}"]),
    ("hard-threshold-facilitator-quarter-volume",
     "From payments of at least 0.5 USDC, what total went through Coinbase in Q1 2026?",
     [f"{S} sum(amount) {F} amount >= 0.5 AND {CB} AND {ts('2026-01-01', '2026-04-01')}"]),
    ("hard-count-and-volume-facilitator-month",
     "For Heurist in March 2026, give me the number of payments and the total volume.",
     [f"{S} count(*), sum(amount) {F} {HE} AND {ts('2026-03-01', '2026-04-01')}"]),
    ("hard-count-and-volume-recipient-month",
     "0xc8873a516a0d8e9587374313e44b81c41672f40e in May 2026: how many payments did it "
     "receive and how much in total?",
     [f"{S} count(*), sum(amount) {F} recipient = '0xc8873a516a0d8e9587374313e44b81c41672f40e' "
      f"AND {ts('2026-05-01', '2026-06-01')}"]),
    ("hard-volume-change-months",
     "by how much did volume change from March 2026 to April 2026 (April minus March)?",
     [f"{S} sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}) - "
      f"sum(amount) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}) {F} TRUE"]),
    ("hard-count-percent-change",
     "Percent change in settlement count from April 2026 to May 2026?",
     [f"{S} 100 * (CAST(count(*) FILTER (WHERE {ts('2026-05-01', '2026-06-01')}) AS DOUBLE) / "
      f"count(*) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}) - 1) {F} TRUE"]),
    ("hard-top-recipients-facilitator-quarter",
     "top 3 recipients by volume among coinbase-facilitated payments in Q1 2026",
     [f"{S} recipient {F} {CB} AND {ts('2026-01-01', '2026-04-01')} GROUP BY recipient "
      "ORDER BY sum(amount) DESC LIMIT 3"]),
    ("hard-top-payers-of-recipient-count",
     "Which 3 payers sent 0xc8873a516a0d8e9587374313e44b81c41672f40e the most payments "
     "(by count)?",
     [f"{S} payer {F} recipient = '0xc8873a516a0d8e9587374313e44b81c41672f40e' "
      "GROUP BY payer ORDER BY count(*) DESC LIMIT 3"]),
    ("hard-recipient-range-volume",
     "how much did 0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7 receive between 1 Dec 2025 and "
     "31 Jan 2026 inclusive",
     [f"{S} sum(amount) {F} recipient = '0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7' "
      f"AND {ts('2025-12-01', '2026-02-01')}"]),
    ("hard-payer-threshold-ytd-count",
     "In 2026 so far, how many payments over 0.1 USDC has "
     "0x81a225fd83a8410e4b3466725c54f64b82d89e02 sent?",
     [f"{S} count(*) {F} payer = '0x81a225fd83a8410e4b3466725c54f64b82d89e02' AND amount > 0.1 "
      f"AND {ts('2026-01-01', '2026-06-04')}"]),
    ("hard-facilitator-share-month",
     "what share of May 2026 volume (in %) did coinbase facilitators handle?",
     [f"{S} 100 * CAST(sum(amount) FILTER (WHERE {CB}) AS DOUBLE) / CAST(sum(amount) AS DOUBLE) "
      f"{F} {ts('2026-05-01', '2026-06-01')}"]),
    ("hard-count-change-weeks",
     "How many more (or fewer) payments were there in the last 7 days than in the 7 days "
     "before that?",
     [f"{S} count(*) FILTER (WHERE {ts('2026-05-28', '2026-06-04')}) - "
      f"count(*) FILTER (WHERE {ts('2026-05-21', '2026-05-28')}) {F} TRUE"]),
    ("hard-top-facilitator-address-threshold-month",
     "in november 2025, which facilitator address handled the most payments of at least $1?",
     [f"{S} facilitator {F} amount >= 1 AND {ts('2025-11-01', '2025-12-01')} "
      "GROUP BY facilitator ORDER BY count(*) DESC LIMIT 1"]),
    ("hard-facilitator-daily-average-month",
     "On average, how many daydreams payments per day were there in April 2026?",
     [f"{S} count(*) / 30.0 {F} {DD} AND {ts('2026-04-01', '2026-05-01')}"]),
    ("hard-recipient-facilitator-month-volume",
     "How much did 0x5e50d23ec14ea4436582029a25313e5048e01d10 receive through payai "
     "in November 2025?",
     [f"{S} sum(amount) {F} recipient = '0x5e50d23ec14ea4436582029a25313e5048e01d10' "
      f"AND {PA} AND {ts('2025-11-01', '2025-12-01')}"]),
    # ---------------- refusals ----------------
    ("refuse-other-chain",
     "x402 volume on Solana last month?", None),
    ("refuse-other-chain",
     "how many x402 payments settled on ethereum mainnet (not base) this year", None),
    ("refuse-forecast",
     "predict next month's total settlement volume", None),
    ("refuse-forecast",
     "Will Coinbase still be the biggest facilitator by volume in Q3 2026?", None),
    ("refuse-missing-column-resource",
     "which API endpoints (resource URLs) earned the most from x402 payments in May 2026?",
     None),
    ("refuse-missing-column-status",
     "how many settlements failed or reverted last week", None),
    ("refuse-missing-column-geo",
     "Break down payer volume by country for April 2026", None),
    ("refuse-missing-column-fees",
     "how much did facilitators earn in fees in march 2026", None),
    ("refuse-impossible-date",
     "volume on February 30 2026", None),
    ("refuse-impossible-date",
     "How many payments were settled on 31 April 2026?", None),
    ("refuse-no-data-period",
     "how many settlements were there in March 2025", None),
    ("refuse-no-data-period",
     "total usdc volume on June 20, 2026", None),
    ("refuse-off-topic",
     "what's the current price of ETH", None),
    ("refuse-off-topic",
     "write me a short poem about stablecoins", None),
    ("refuse-ambiguous-date",
     "payments on 03/04/2026?", None),
]


def main() -> None:
    """Write ``ask_set13.jsonl`` next to this script."""
    seen: dict[str, int] = {}
    lines = []
    for shape, question, sql in ROWS:
        seen[shape] = seen.get(shape, 0) + 1
        line = item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape, split=SPLIT)
        if sql is None:  # conventions: a refusal is "refuse": true, "sql": []
            line = json.dumps({**json.loads(line), "sql": []})
        lines.append(line)
    OUT.write_text("\n".join(lines) + "\n")
    print(len(lines), "rows,", len(seen), "shapes")


if __name__ == "__main__":
    main()
