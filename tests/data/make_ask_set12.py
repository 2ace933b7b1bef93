"""Held-out /ask set 12: every question and its hand SQL written by hand (no templates).

Run from a worktree root: PYTHONPATH=src:. python tests/data/make_ask_set12.py
Writes tests/data/ask_set12.jsonl (split "heldout12"). Anchor day 2026-06-03.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

OUT = Path(__file__).with_name("ask_set12.jsonl")
SPLIT = "heldout12"

# mid-ranked addresses picked from the 60 k warehouse (seed 7)
R13 = "0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7"
R22 = "0xbb1c2cb05829af1762852b848d095c051df1828f"
R26 = "0xc8873a516a0d8e9587374313e44b81c41672f40e"
R37 = "0xd04f61f4014d19581f9ea74abda5880e500ea70a"
R44 = "0x958a70b120c42ae0b2bd17c3921808842c80e574"
R46 = "0x79141398d600a6109c7477b8ddf9c2b61b33a595"
R53 = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"
P9 = "0x0168e06f388598cd3d077c8026a99b7ab62684bb"
P12 = "0xe62078cb94c7e5d9d558332e62fb827e90934d1a"
P50 = "0xdca267747f391c9f59e22b8e1ebaf960ca998ad8"
P100 = "0xfdc97a3450f2df91cb76e28131416906bc1369e9"
P150 = "0x4178f6395a9ee0693f40a403bbc45e5f8f3e427d"
P200 = "0xc1018ba57e3a6bbf96479579e69f642df18644bd"
P300 = "0x8529cb5777f0b234796ff11ab565641d8d269326"
P400 = "0x465db93ae66c31dce92322ee7dc476bff9b9936a"
BOTH = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
BIG_R = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
F = "FROM settlements WHERE "

ROWS: list[tuple[str, str, list[str] | None]] = [
    # ---------------- ordinary ----------------
    ("volume-month", "total USDC volume settled in March 2026?",
     [f"SELECT sum(amount) {F}{ts('2026-03-01', '2026-04-01')}"]),
    ("count-month", "How many x402 payments were settled in 2026-04?",
     [f"SELECT count(*) {F}{ts('2026-04-01', '2026-05-01')}"]),
    ("count-yesterday", "how many settlements yesterday",
     [f"SELECT count(*) {F}{ts('2026-06-02', '2026-06-03')}"]),
    ("volume-last-7-days", "What's the settled volume over the last 7 days?",
     [f"SELECT sum(amount) {F}{ts('2026-05-28', '2026-06-04')}"]),
    ("avg-payment-last-month", "avg payment size last month?",
     [f"SELECT avg(amount) {F}{ts('2026-05-01', '2026-06-01')}"]),
    ("median-payment-quarter", "What was the median settlement amount in Q1 2026 (Jan-Mar)?",
     [f"SELECT median(amount) {F}{ts('2026-01-01', '2026-04-01')}"]),
    ("max-payment-month", "largest single payment in january 2026, in usdc",
     [f"SELECT max(amount) {F}{ts('2026-01-01', '2026-02-01')}"]),
    ("largest-payment-payer-ever", "Who made the biggest x402 payment on record?",
     ["SELECT payer FROM settlements ORDER BY amount DESC, id LIMIT 1"]),
    ("distinct-payers-month", "how many unique payers were there in May 2026",
     [f"SELECT count(DISTINCT payer) {F}{ts('2026-05-01', '2026-06-01')}"]),
    ("distinct-recipients-ytd", "Number of distinct recipients that got paid year to date?",
     [f"SELECT count(DISTINCT recipient) {F}{ts('2026-01-01', '2026-06-04')}"]),
    ("fac-count-alltime", "how many settlements has payai facilitated in total",
     [f"SELECT count(*) {F}{fac('payai')}"]),
    ("fac-volume-month", "heurist volume jan 2026?",
     [f"SELECT sum(amount) {F}{fac('heurist')} AND {ts('2026-01-01', '2026-02-01')}"]),
    ("fac-volume-month", "What volume did Virtuals Protocol settle during December 2025?",
     [(f"SELECT sum(amount) {F}{fac('virtuals protocol')} AND "
      f"{ts('2025-12-01', '2026-01-01')}")]),
    ("fac-share-count-alltime",
     "What percentage of all x402 settlements went through daydreams?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('daydreams')}) / count(*) FROM settlements"]),
    ("fac-share-volume-last-month", "coinbase's share of settled volume last month, as a %",
     [(f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) "
      f"{F}{ts('2026-05-01', '2026-06-01')}")]),
    ("top-fac-addresses-volume",
     "list the top 3 facilitator addresses by total volume settled, with the volumes",
     [("SELECT facilitator, sum(amount) FROM settlements GROUP BY facilitator "
      "ORDER BY sum(amount) DESC LIMIT 3")]),
    ("top-recipients-volume-month",
     "Top 5 recipients by volume received in April 2026 please",
     [(f"SELECT recipient {F}{ts('2026-04-01', '2026-05-01')} GROUP BY recipient "
      "ORDER BY sum(amount) DESC LIMIT 5")]),
    ("top-payers-count-alltime", "which 3 wallets have sent the most payments (by count)?",
     ["SELECT payer FROM settlements GROUP BY payer ORDER BY count(*) DESC LIMIT 3"]),
    ("wallet-total-paid", f"How much has {P50} paid in total?",
     [f"SELECT sum(amount) {F}payer = '{P50}'"]),
    ("wallet-total-paid", f"total spent by wallet {P200.upper().replace('0X', '0x')}",
     [f"SELECT sum(amount) {F}payer = '{P200}'"]),
    ("wallet-count-received", f"how many payments has {R37} received",
     [f"SELECT count(*) {F}recipient = '{R37}'"]),
    ("wallet-first-paid", f"when did {P150} make its first payment?",
     [f"SELECT min(timestamp) {F}payer = '{P150}'"]),
    ("wallet-last-received", f"{R22} - last time it received a payment?",
     [f"SELECT max(timestamp) {F}recipient = '{R22}'"]),
    ("recipient-distinct-payers", f"How many different payers have paid {R46}?",
     [f"SELECT count(DISTINCT payer) {F}recipient = '{R46}'"]),
    ("pair-volume", f"how much did {P50} pay to {BIG_R} altogether",
     [f"SELECT sum(amount) {F}payer = '{P50}' AND recipient = '{BIG_R}'"]),
    ("pair-count", f"number of payments from {P150} to {BIG_R}?",
     [f"SELECT count(*) {F}payer = '{P150}' AND recipient = '{BIG_R}'"]),
    ("busiest-day-count-alltime", "which day had the most settlements ever?",
     [("SELECT timestamp::date FROM settlements GROUP BY timestamp::date "
      "ORDER BY count(*) DESC LIMIT 1")]),
    ("avg-daily-volume-month", "average daily volume in April 2026",
     [f"SELECT sum(amount) / 30 {F}{ts('2026-04-01', '2026-05-01')}"]),
    ("count-above-threshold-alltime", "how many payments were over $10?",
     [f"SELECT count(*) {F}amount > 10"]),
    ("count-atleast-threshold-month", "In March 2026, how many payments of at least 1 USDC?",
     [f"SELECT count(*) {F}amount >= 1 AND {ts('2026-03-01', '2026-04-01')}"]),
    ("volume-under-threshold-ytd", "total volume of payments below 0.10 usdc this year",
     [f"SELECT sum(amount) {F}amount < 0.10 AND {ts('2026-01-01', '2026-06-04')}"]),
    ("monthly-counts-range",
     "Give me monthly settlement counts for January through May 2026, in order.",
     [(f"SELECT count(*) {F}{ts('2026-01-01', '2026-06-01')} "
      "GROUP BY date_trunc('month', timestamp) ORDER BY date_trunc('month', timestamp)")]),
    ("week-vs-week-count", "settlement count last week vs the week before?",
     [f"SELECT count(*) {F}{ts('2026-05-25', '2026-06-01')}",
      f"SELECT count(*) {F}{ts('2026-05-18', '2026-05-25')}"]),
    ("active-facilitator-addresses-month",
     "How many distinct facilitator addresses were active in May 2026?",
     [f"SELECT count(DISTINCT facilitator) {F}{ts('2026-05-01', '2026-06-01')}"]),
    ("distinct-payers-day", "unique payers on 2025-11-15?",
     [f"SELECT count(DISTINCT payer) {F}{ts('2025-11-15', '2025-11-16')}"]),
    ("busiest-hour-utc", "Which hour of the day (UTC) sees the most payments overall?",
     [("SELECT hour(timestamp) FROM settlements GROUP BY hour(timestamp) "
      "ORDER BY count(*) DESC LIMIT 1")]),
    ("fac-top-recipient-volume", "payai-settled payments only: which recipient has received the largest total amount?",
     [(f"SELECT recipient {F}{fac('payai')} GROUP BY recipient ORDER BY sum(amount) DESC "
      "LIMIT 1")]),
    ("recipient-payers-period", f"how many unique payers paid {R13} in december 2025",
     [(f"SELECT count(DISTINCT payer) {F}recipient = '{R13}' AND "
      f"{ts('2025-12-01', '2026-01-01')}")]),
    ("top-recipient-share", "What % of total volume went to the single top recipient?",
     [("SELECT 100.0 * max(v) / sum(v) FROM (SELECT sum(amount) AS v FROM settlements "
      "GROUP BY recipient)")]),
    ("active-days-month", "On how many days in February 2026 was there at least one settlement?",
     [f"SELECT count(DISTINCT timestamp::date) {F}{ts('2026-02-01', '2026-03-01')}"]),
    ("avg-daily-count-past-30", "avg number of settlements per day over the past 30 days",
     [f"SELECT count(*) / 30 {F}{ts('2026-05-05', '2026-06-04')}"]),
    ("wallet-largest-payment", f"what's the largest single payment {P9} ever sent?",
     [f"SELECT max(amount) {F}payer = '{P9}'"]),
    ("recipient-avg-received", f"average amount per payment received by {R26}",
     [f"SELECT avg(amount) {F}recipient = '{R26}'"]),
    ("gas-used-month", "total gas used by x402 settlements in May 2026",
     [f"SELECT sum(gas_used) {F}{ts('2026-05-01', '2026-06-01')}"]),
    ("payers-multi-recipient", "how many payers have paid more than one distinct recipient?",
     [("SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY payer "
      "HAVING count(DISTINCT recipient) > 1)")]),
    ("custom-range-volume", "volume from March 3 to March 17, 2026 inclusive",
     [f"SELECT sum(amount) {F}{ts('2026-03-03', '2026-03-18')}"]),
    ("quarter-volume", "Q4 2025 total volume?",
     [f"SELECT sum(amount) {F}{ts('2025-10-01', '2026-01-01')}"]),
    ("year-count", "how many x402 payments were settled in calendar year 2025",
     [f"SELECT count(*) {F}{ts('2025-01-01', '2026-01-01')}"]),
    ("this-month-count", "settlements so far this month?",
     [f"SELECT count(*) {F}{ts('2026-06-01', '2026-06-04')}"]),
    ("today-volume", "what's today's volume",
     [f"SELECT sum(amount) {F}{ts('2026-06-03', '2026-06-04')}"]),
    ("wallet-count-paid-month", f"How many payments did {P9} send in November 2025?",
     [f"SELECT count(*) {F}payer = '{P9}' AND {ts('2025-11-01', '2025-12-01')}"]),
    ("fac-distinct-recipients",
     ("hey, quick one for a market map: how many distinct recipients has coinbase ever "
     "settled payments to?"),
     [f"SELECT count(DISTINCT recipient) {F}{fac('coinbase')}"]),
    ("recipient-volume-via-fac", f"how much did {R53} receive through heurist?",
     [f"SELECT sum(amount) {F}recipient = '{R53}' AND {fac('heurist')}"]),
    ("biggest-volume-day-ytd", "which day in 2026 had the highest volume?",
     [(f"SELECT timestamp::date {F}{ts('2026-01-01', '2027-01-01')} "
      "GROUP BY timestamp::date "
      "ORDER BY sum(amount) DESC LIMIT 1")]),
    ("avg-daily-count-last-week", "average payments per day last week (mon-sun)",
     [f"SELECT count(*) / 7 {F}{ts('2026-05-25', '2026-06-01')}"]),
    ("recipient-top-payers", f"top 3 payers of {R44} by amount paid, with amounts",
     [(f"SELECT payer, sum(amount) {F}recipient = '{R44}' GROUP BY payer "
      "ORDER BY sum(amount) DESC LIMIT 3")]),
    ("ytd-avg-payment", "YTD average payment amount",
     [f"SELECT avg(amount) {F}{ts('2026-01-01', '2026-06-04')}"]),
    ("wallet-both-roles-net", f"for {BOTH}: total received minus total paid?",
     [(f"SELECT sum(CASE WHEN recipient = '{BOTH}' THEN amount ELSE 0 END) - "
      f"sum(CASE WHEN payer = '{BOTH}' THEN amount ELSE 0 END) {F}"
      f"recipient = '{BOTH}' OR payer = '{BOTH}'")]),
    ("fac-avg-payment", "what's the average payment size on x402rs?",
     [f"SELECT avg(amount) {F}{fac('x402rs')}"]),
    ("fac-first-seen", "When did anyspend settle its first payment?",
     [f"SELECT min(timestamp) {F}{fac('anyspend')}"]),
    ("wallet-distinct-recipients", f"how many distinct recipients has {P12} paid",
     [f"SELECT count(DISTINCT recipient) {F}payer = '{P12}'"]),
    ("largest-payment-recipient-month",
     "who received the largest payment in March 2026?",
     [f"SELECT recipient {F}{ts('2026-03-01', '2026-04-01')} ORDER BY amount DESC, id LIMIT 1"]),
    ("count-range-inclusive", "number of payments from 1 to 5 USDC inclusive, all time",
     [f"SELECT count(*) {F}amount >= 1 AND amount <= 5"]),
    ("volume-date-range-dmy", "Volume between 1 Jan 2026 and 15 Jan 2026 inclusive?",
     [f"SELECT sum(amount) {F}{ts('2026-01-01', '2026-01-16')}"]),
    ("wallet-received-month", f"how much did {R13} receive in Nov '25?",
     [f"SELECT sum(amount) {F}recipient = '{R13}' AND {ts('2025-11-01', '2025-12-01')}"]),
    ("agent-template-count",
     "QUERY: settlement_count | facilitator=openx402 | period=2025-10-01..2026-05-31",
     [f"SELECT count(*) {F}{fac('openx402')} AND {ts('2025-10-01', '2026-06-01')}"]),
    ("agent-template-volume",
     "metric=total_volume_usdc; recipient=" + R53 + "; range=all",
     [f"SELECT sum(amount) {F}recipient = '{R53}'"]),
    ("typo-count", "how mnay payemnts did questflow setle",
     [f"SELECT count(*) {F}{fac('questflow')}"]),
    ("fac-distinct-payers-month", "How many unique payers used heurist in Nov 2025?",
     [f"SELECT count(DISTINCT payer) {F}{fac('heurist')} AND {ts('2025-11-01', '2025-12-01')}"]),
    ("analyst-long-sentence",
     ("I'm putting together a board deck and need one number: across the entire history "
     "you hold, what is the total USDC value of all x402 settlements combined?"),
     ["SELECT sum(amount) FROM settlements"]),
    # ---------------- harder ----------------
    ("h-fac-period-threshold-count",
     "how many payai settlements over 50 cents were there in March 2026?",
     [(f"SELECT count(*) {F}{fac('payai')} AND amount > 0.5 AND "
      f"{ts('2026-03-01', '2026-04-01')}")]),
    ("h-fac-period-threshold-count",
     "In Dec 2025, coinbase, payments of at least 1 USDC: how many?",
     [(f"SELECT count(*) {F}{fac('coinbase')} AND amount >= 1 AND "
      f"{ts('2025-12-01', '2026-01-01')}")]),
    ("h-count-and-total-fac-month",
     "number of payments and total volume for heurist in april 2026",
     [(f"SELECT count(*), sum(amount) {F}{fac('heurist')} AND "
      f"{ts('2026-04-01', '2026-05-01')}")]),
    ("h-pct-change-volume-months", "percent change in volume from March 2026 to April 2026?",
     [(f"SELECT 100.0 * (sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}) - "
      f"sum(amount) FILTER (WHERE {ts('2026-03-01', '2026-04-01')})) / "
      f"sum(amount) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}) FROM settlements")]),
    ("h-topk-recipients-fac-last-month",
     "Among coinbase settlements last month, which 3 recipients had the most payments?",
     [(f"SELECT recipient {F}{fac('coinbase')} AND {ts('2026-05-01', '2026-06-01')} "
      "GROUP BY recipient ORDER BY count(*) DESC LIMIT 3")]),
    ("h-wallet-role-range-volume",
     f"how much did {R26} receive between 2026-01-01 and 2026-03-31 (inclusive)?",
     [f"SELECT sum(amount) {F}recipient = '{R26}' AND {ts('2026-01-01', '2026-04-01')}"]),
    ("h-topk-payers-threshold-month",
     "which 3 payers made the most payments above 1 usdc in november 2025",
     [(f"SELECT payer {F}amount > 1 AND {ts('2025-11-01', '2025-12-01')} GROUP BY payer "
      "ORDER BY count(*) DESC LIMIT 3")]),
    ("h-distinct-payers-change-quarters",
     "how many fewer distinct payers did Q1 2026 have than Q4 2025?",
     [(f"SELECT count(DISTINCT payer) FILTER (WHERE {ts('2025-10-01', '2026-01-01')}) - "
      f"count(DISTINCT payer) FILTER (WHERE {ts('2026-01-01', '2026-04-01')}) FROM settlements")]),
    ("h-wallet-fac-month-count",
     f"How many times did {P9} pay via coinbase in December 2025?",
     [(f"SELECT count(*) {F}payer = '{P9}' AND {fac('coinbase')} AND "
      f"{ts('2025-12-01', '2026-01-01')}")]),
    ("h-count-and-avg-threshold-period",
     "ytd: payments over 2 USDC - how many, and what's their average size?",
     [f"SELECT count(*), avg(amount) {F}amount > 2 AND {ts('2026-01-01', '2026-06-04')}"]),
    ("h-fac-share-volume-threshold",
     "Of all payments larger than 5 USDC, what share of the volume went through payai (%)?",
     [(f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('payai')}) / sum(amount) "
      f"{F}amount > 5")]),
    ("h-fac-best-month-volume", "which month had daydreams' highest settled volume?",
     [(f"SELECT date_trunc('month', timestamp)::date {F}{fac('daydreams')} "
      "GROUP BY date_trunc('month', timestamp)::date "
      "ORDER BY sum(amount) DESC LIMIT 1")]),
    ("h-compare-two-fac-month", "compare daydreams vs heurist volume in Jan 2026",
     [f"SELECT sum(amount) {F}{fac('daydreams')} AND {ts('2026-01-01', '2026-02-01')}",
      f"SELECT sum(amount) {F}{fac('heurist')} AND {ts('2026-01-01', '2026-02-01')}"]),
    ("h-recipient-payers-and-total-period",
     f"For recipient {R13}, in Q1 2026: distinct payers and total received?",
     [(f"SELECT count(DISTINCT payer), sum(amount) {F}recipient = '{R13}' AND "
      f"{ts('2026-01-01', '2026-04-01')}")]),
    ("h-largest-payment-fac-period",
     "largest payment settled by heurist in 2026 so far - amount and who paid it",
     [(f"SELECT amount, payer {F}{fac('heurist')} AND {ts('2026-01-01', '2026-06-04')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    # ---------------- refusals ----------------
    ("r-other-chain", "What was the x402 volume on Solana last month?", None),
    ("r-forecast", "forecast next month's settlement volume", None),
    ("r-missing-column-fees", "How much in fees did payai charge merchants in May 2026?", None),
    ("r-impossible-date", "how many payments on February 30, 2026?", None),
    ("r-future-period", "total volume in December 2026", None),
    ("r-before-data", "settlement count for March 2024", None),
    ("r-off-topic", "what's the weather in Lisbon tomorrow", None),
    ("r-ambiguous-date", "volume on 04/05/2026?", None),
    ("r-missing-column-country", "which country do most x402 payers come from?", None),
    ("r-missing-column-endpoint", f"What API endpoint is {R46} selling access to?", None),
    ("r-token-price", "what's the price of ETH in USD right now", None),
    ("r-other-chain", "How many x402 payments on Ethereum mainnet in April 2026?", None),
    ("r-missing-column-refunds", "refund rate for x402 payments last quarter?", None),
    ("r-human-vs-agent", "What fraction of payers are AI agents versus humans?", None),
    ("r-write-task", "write me a python script that sends x402 payments", None),
]


def main() -> None:
    seen: dict[str, int] = {}
    lines = []
    for shape, question, sql in ROWS:
        seen[shape] = seen.get(shape, 0) + 1
        line = item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape, split=SPLIT)
        if sql is None:  # conventions: a refusal carries "refuse": true and "sql": []
            line = json.dumps({**json.loads(line), "sql": []})
        lines.append(line)
    OUT.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
