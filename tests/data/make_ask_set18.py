"""Held-out /ask set 18 (helper hw18): 100 labelled questions for Sextant's ``POST /ask``.

70 ordinary questions (70 shapes), 15 harder ones (shape prefix ``hard-``) and 15 refusals
(shape prefix ``refuse-``, ``sql=None``), split ``heldout18``, written in the voice of ordinary
people typing into a box. Every question and its SQL were written by hand, one by one, over the
warehouse ``generate(root, 60_000, 7)`` anchored on 2026-06-03 ("today", included); the only loop
below numbers the ids ``<shape>-<n>`` and writes the JSON lines.

Run from a Sextant checkout root:
    PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout18/make_ask_set18.py
It writes ``ask_set18.jsonl`` next to this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---------------------------------------------------------------- ordinary (70 shapes)
    ("total-alltime",
     "whats the total usdc volume ever settled thru x402?",
     ["SELECT sum(amount) FROM settlements"]),
    ("count-alltime",
     "how many txns are in the whole dataset",
     ["SELECT count(*) FROM settlements"]),
    ("total-month",
     "total $ paid in feb 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}"]),
    ("avg-month",
     "Could you tell me the average payment size in March 2026, please?",
     [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ("median-month",
     "median tx amount for january 2026",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}"]),
    ("median-day",
     "what was the median payment on 2025-11-03",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2025-11-03', '2025-11-04')}"]),
    ("distinct-payers-month",
     "how many unique payers in april 2026",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}"]),
    ("distinct-recipients-quarter",
     "distinct recipients in Q1 2026?",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("distinct-payers-alltime",
     "how many different wallets have ever paid for something",
     ["SELECT count(DISTINCT payer) FROM settlements"]),
    ("perday-count-range",
     "avg number of tx per day from 10 to 20 may 2026",
     [f"SELECT count(*) / 11.0 FROM settlements WHERE {ts('2026-05-10', '2026-05-21')}"]),
    ("perday-volume-month",
     "average daily volume in november 2025",
     [f"SELECT sum(amount) / 30.0 FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("share-facilitator-count",
     "what % of all transactions went through payai",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements"]),
    ("share-threshold-count",
     "in 2026 so far, what percentage of payments were over 1 dollar?",
     [(f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM settlements "
      f"WHERE {ts('2026-01-01', '2026-06-04')}")]),
    ("top5-payers-volume-month",
     "top 5 payers by vol jan 2026",
     [(f"SELECT payer, sum(amount) v FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 5")]),
    ("top3-recipients-count-30d",
     "which 3 recipients got the most payments in the past 30 days (by number)",
     [(f"SELECT recipient, count(*) n FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} "
      "GROUP BY recipient ORDER BY n DESC LIMIT 3")]),
    ("top-facilitator-address-count",
     "which facilitator address handled the most txns in q1 2026",
     [(f"SELECT facilitator, count(*) n FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY facilitator ORDER BY n DESC LIMIT 1")]),
    ("top3-recipients-volume-alltime",
     "biggest 3 recipients of all time, by usdc received",
     ["SELECT recipient, sum(amount) v FROM settlements GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("top-payer-count-month",
     "who sent the most transactions in may 2026?",
     [(f"SELECT payer, count(*) n FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      "GROUP BY payer ORDER BY n DESC LIMIT 1")]),
    ("largest-payment-month",
     "largest single payment in april 2026",
     [f"SELECT max(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}"]),
    ("largest-payment-payer-alltime",
     "who made the biggest payment ever? just the wallet",
     ["SELECT payer FROM settlements WHERE TRUE ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-recipient-quarter",
     "in Q1 2026 the biggest single payment went to which address",
     [(f"SELECT recipient FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("smallest-payment-month",
     "smallest amount anyone paid in march 2026",
     [f"SELECT min(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ("threshold-gt-alltime",
     "how many payments above 10 usdc ever",
     ["SELECT count(*) FROM settlements WHERE amount > 10"]),
    ("threshold-ge-month",
     "count of txs of at least $1 in feb 2026",
     [f"SELECT count(*) FROM settlements WHERE amount >= 1 AND {ts('2026-02-01', '2026-03-01')}"]),
    ("threshold-lt-lastweek",
     "last week, how many payments were under 0.005 usdc",
     [f"SELECT count(*) FROM settlements WHERE amount < 0.005 AND {ts('2026-05-25', '2026-06-01')}"]),
    ("threshold-le-volume-month",
     "total value of payments of 0.002 or less in dec 2025",
     [f"SELECT sum(amount) FROM settlements WHERE amount <= 0.002 AND {ts('2025-12-01', '2026-01-01')}"]),
    ("fac-coinbase-volume-month",
     "coinbase facilitator volume in nov 2025",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('coinbase')} AND {ts('2025-11-01', '2025-12-01')}"]),
    ("fac-heurist-count-ytd",
     "how many txns has heurist settled ytd",
     [f"SELECT count(*) FROM settlements WHERE {fac('heurist')} AND {ts('2026-01-01', '2026-06-04')}"]),
    ("fac-daydreams-avg-alltime",
     "avg payment size on daydreams, all time",
     [f"SELECT avg(amount) FROM settlements WHERE {fac('daydreams')}"]),
    ("fac-x402rs-distinct-payers",
     "how many distinct payers used x402rs",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('x402rs')}"]),
    ("fac-anyspend-count-quarter",
     "anyspend number of payments q1 2026",
     [f"SELECT count(*) FROM settlements WHERE {fac('anyspend')} AND {ts('2026-01-01', '2026-04-01')}"]),
    ("fac-openx402-volume-alltime",
     "How much USDC has gone through OpenX402 in total?",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('openx402')}"]),
    ("fac-questflow-largest",
     "biggest single questflow payment",
     [f"SELECT max(amount) FROM settlements WHERE {fac('questflow')}"]),
    ("date-iso-count",
     "tx count 2026-02-14",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-02-14', '2026-02-15')}"]),
    ("date-us-slash-volume",
     "volume on 12/25/2025",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-12-25', '2025-12-26')}"]),
    ("date-words-count",
     "how many payments happened on the 7th of january 2026",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-07', '2026-01-08')}"]),
    ("date-dotted-volume",
     "wie viel volume am 28.11.2025? total usdc pls",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-11-28', '2025-11-29')}"]),
    ("date-ordinal-distinct-payers",
     "unique payers on Nov 3rd, 2025",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-11-03', '2025-11-04')}"]),
    ("day-range-volume",
     "usdc volume 5-11 jan 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-01-05', '2026-01-12')}"]),
    ("day-range-across-year-count",
     "number of transactions from dec 28 2025 through jan 3 2026",
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-12-28', '2026-01-04')}"]),
    ("week-named-count",
     "how many tx in the week starting monday 2 march 2026 (mon-sun)",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-02', '2026-03-09')}"]),
    ("compare-months-volume",
     "oct 2025 vs nov 2025 volume?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2025-11-01')}",
      f"SELECT sum(amount) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("quarter-volume",
     "q4 2025 total volume",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')}"]),
    ("today-count",
     "how many payments today so far",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-03', '2026-06-04')}"]),
    ("yesterday-volume",
     "yesterday's vol in usdc?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-06-02', '2026-06-03')}"]),
    ("last7-count",
     "txns in the last 7 days",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}"]),
    ("past30-volume",
     "how much money moved in the past 30 days",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')}"]),
    ("last90-avg",
     "avg payment last 90 days",
     [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-03-06', '2026-06-04')}"]),
    ("mtd-count",
     "month to date number of payments",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"]),
    ("ytd-volume",
     "Hello, what is the total volume for this year up to now?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')}"]),
    ("lastweek-volume",
     "last week total usdc",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}"]),
    ("lastmonth-distinct-payers",
     "number of distinct payers last month",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("q2-sofar-count",
     "payments count in q2 2026 so far",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-06-04')}"]),
    ("payer-total-alltime",
     "how much has 0xdca267747f391c9f59e22b8e1ebaf960ca998ad8 paid in total",
     ["SELECT sum(amount) FROM settlements WHERE payer = '0xdca267747f391c9f59e22b8e1ebaf960ca998ad8'"]),
    ("payer-count-month",
     "number of tx sent by 0x298CE631E9911549DFFF1382F03635C310BD6318 in march 2026",
     [(f"SELECT count(*) FROM settlements WHERE payer = '0x298ce631e9911549dfff1382f03635c310bd6318' "
      f"AND {ts('2026-03-01', '2026-04-01')}")]),
    ("payer-distinct-recipients",
     "how many different recipients did 0x42ba8b59b641adfa114c38e8ec79eeed45c6464d pay",
     [("SELECT count(DISTINCT recipient) FROM settlements "
      "WHERE payer = '0x42ba8b59b641adfa114c38e8ec79eeed45c6464d'")]),
    ("payer-first-seen",
     "when did 0x5027efee25a6164bec85dbbec6c326cc65958516 make its first payment",
     ["SELECT min(timestamp) FROM settlements WHERE payer = '0x5027efee25a6164bec85dbbec6c326cc65958516'"]),
    ("recipient-total-ytd",
     "how much did 0xef02d1cd61cfb3328735be449fbec3fe319f3236 receive this year",
     [(f"SELECT sum(amount) FROM settlements WHERE recipient = '0xef02d1cd61cfb3328735be449fbec3fe319f3236' "
      f"AND {ts('2026-01-01', '2026-06-04')}")]),
    ("recipient-count-lastmonth",
     "payments received by 0xb2223dda010e75d57a5fc9c1f80458f80046f084 last month?",
     [(f"SELECT count(*) FROM settlements WHERE recipient = '0xb2223dda010e75d57a5fc9c1f80458f80046f084' "
      f"AND {ts('2026-05-01', '2026-06-01')}")]),
    ("recipient-distinct-payers",
     "how many unique wallets have paid 0x88d7811f810df4082f011e07cc1053f4d22a11fc",
     [("SELECT count(DISTINCT payer) FROM settlements "
      "WHERE recipient = '0x88d7811f810df4082f011e07cc1053f4d22a11fc'")]),
    ("recipient-last-seen",
     "last time 0xD6A6A495A549A8026046F5BB96AA0993254B4CD6 got paid?",
     ["SELECT max(timestamp) FROM settlements WHERE recipient = '0xd6a6a495a549a8026046f5bb96aa0993254b4cd6'"]),
    ("either-role-count",
     "how many txs involve 0x4e9bce2547a9491b09ed092c433b19888e665edb on either side",
     [("SELECT count(*) FROM settlements WHERE payer = '0x4e9bce2547a9491b09ed092c433b19888e665edb' "
      "OR recipient = '0x4e9bce2547a9491b09ed092c433b19888e665edb'")]),
    ("compare-facilitators-count",
     "coinbase vs payai, how many payments each in april 2026?",
     [f"SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {ts('2026-04-01', '2026-05-01')}",
      f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {ts('2026-04-01', '2026-05-01')}"]),
    ("busiest-day-count-month",
     "which day in march 2026 had the most transactions",
     [(f"SELECT CAST(timestamp AS DATE) d, count(*) n FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} "
      "GROUP BY d ORDER BY n DESC LIMIT 1")]),
    ("busiest-day-volume-90d",
     "highest volume day in the last 90 days and how much",
     [(f"SELECT CAST(timestamp AS DATE) d, sum(amount) v FROM settlements WHERE {ts('2026-03-06', '2026-06-04')} "
      "GROUP BY d ORDER BY v DESC LIMIT 1")]),
    ("multi-figures-month",
     "dec 2025: number of payments, total volume and avg size",
     [f"SELECT count(*), sum(amount), avg(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"]),
    ("change-count-months",
     "change in tx count from april to may 2026",
     [(f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})")]),
    ("top3-payers-count-quarter",
     "most active 3 payers in q4 2025, by number of payments",
     [(f"SELECT payer, count(*) n FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} "
      "GROUP BY payer ORDER BY n DESC LIMIT 3")]),
    ("largest-payment-payer-month",
     "the largest payment in feb 2026, how big was it and who sent it",
     [(f"SELECT amount, payer FROM settlements WHERE {ts('2026-02-01', '2026-03-01')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("payer-largest-payment",
     "biggest payment 0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d ever made",
     ["SELECT max(amount) FROM settlements WHERE payer = '0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d'"]),
    # ---------------------------------------------------------------- harder (15 shapes)
    ("hard-fac-threshold-month",
     "coinbase payments over $1 in dec 2025 - how many and what total",
     [(f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('coinbase')} AND amount > 1 "
      f"AND {ts('2025-12-01', '2026-01-01')}")]),
    ("hard-pct-change-quarters",
     "by what % did volume change from q4 2025 to q1 2026",
     [(f"SELECT 100.0 * ((SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')})) / "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')})")]),
    ("hard-top3-payers-fac-month",
     "top 3 payers on heurist in november 2025 by tx count",
     [(f"SELECT payer, count(*) n FROM settlements WHERE {fac('heurist')} AND {ts('2025-11-01', '2025-12-01')} "
      "GROUP BY payer ORDER BY n DESC LIMIT 3")]),
    ("hard-payer-threshold-ytd",
     "for 0x30a64a160f63703bb13e69170257ef7c9592288d this year, payments of at least 0.01: count, sum and the largest one",
     [(f"SELECT count(*), sum(amount), max(amount) FROM settlements "
      f"WHERE payer = '0x30a64a160f63703bb13e69170257ef7c9592288d' AND amount >= 0.01 "
      f"AND {ts('2026-01-01', '2026-06-04')}")]),
    ("hard-last7-vs-prev7",
     "tx count last 7 days vs the 7 days before that, and the difference",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')}",
      (f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')})")]),
    ("hard-fac-share-month",
     "what share of november 2025 volume did daydreams process, as a percent",
     [(f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) FROM settlements "
      f"WHERE {ts('2025-11-01', '2025-12-01')}")]),
    ("hard-fac-perday-volume-quarter",
     "payai average usdc per day over q1 2026",
     [f"SELECT sum(amount) / 90.0 FROM settlements WHERE {fac('payai')} AND {ts('2026-01-01', '2026-04-01')}"]),
    ("hard-busiest-day-range",
     "between feb 9 and feb 22 2026 which day had the highest volume? give its tx count and volume too",
     [(f"SELECT CAST(timestamp AS DATE) d, count(*) c, sum(amount) v FROM settlements "
      f"WHERE {ts('2026-02-09', '2026-02-23')} GROUP BY d ORDER BY v DESC LIMIT 1")]),
    ("hard-fac-largest-payer-recipient",
     "largest virtuals protocol payment in 2026 - amount, payer and recipient",
     [(f"SELECT amount, payer, recipient FROM settlements WHERE {fac('virtuals protocol')} "
      f"AND {ts('2026-01-01', '2026-06-04')} ORDER BY amount DESC, id LIMIT 1")]),
    ("hard-recipient-fac-90d",
     "via coinbase in the last 90 days, how many payers paid 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5, how many payments and how much in total?",
     [(f"SELECT count(DISTINCT payer), count(*), sum(amount) FROM settlements "
      f"WHERE recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5' AND {fac('coinbase')} "
      f"AND {ts('2026-03-06', '2026-06-04')}")]),
    ("hard-fac-stats-month",
     "payai in may 2026: median, average and max payment",
     [(f"SELECT median(amount), avg(amount), max(amount) FROM settlements WHERE {fac('payai')} "
      f"AND {ts('2026-05-01', '2026-06-01')}")]),
    ("hard-distinct-payers-threshold-month",
     "how many distinct wallets made a payment above 5 usdc in nov 2025, and the total of those payments",
     [(f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE amount > 5 "
      f"AND {ts('2025-11-01', '2025-12-01')}")]),
    ("hard-compare-facs-diff-month",
     "heurist vs daydreams volume jan 2026, and how much more did the bigger one do",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('heurist')} AND {ts('2026-01-01', '2026-02-01')}",
      f"SELECT sum(amount) FROM settlements WHERE {fac('daydreams')} AND {ts('2026-01-01', '2026-02-01')}",
      (f"SELECT abs((SELECT sum(amount) FROM settlements WHERE {fac('heurist')} AND {ts('2026-01-01', '2026-02-01')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {fac('daydreams')} AND {ts('2026-01-01', '2026-02-01')}))")]),
    ("hard-either-role-month",
     "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7 in nov 2025: number of payments it sent, number it received, and total received",
     [(f"SELECT count(*) FROM settlements WHERE payer = '0x45a33ac6db4455460b364a1fc1ae8c489bc644a7' "
      f"AND {ts('2025-11-01', '2025-12-01')}"),
      (f"SELECT count(*), sum(amount) FROM settlements WHERE recipient = '0x45a33ac6db4455460b364a1fc1ae8c489bc644a7' "
      f"AND {ts('2025-11-01', '2025-12-01')}")]),
    ("hard-top-recipients-fac-quarter-threshold",
     "top 3 recipients by volume on payai in q1 2026, only counting payments of $0.10 or more",
     [(f"SELECT recipient, sum(amount) v FROM settlements WHERE {fac('payai')} AND amount >= 0.10 "
      f"AND {ts('2026-01-01', '2026-04-01')} GROUP BY recipient ORDER BY v DESC LIMIT 3")]),
    # ---------------------------------------------------------------- refusals (15, 10 shapes)
    ("refuse-other-chain", "x402 volume on ethereum mainnet last month?", None),
    ("refuse-other-chain", "how many payments settled on arbitrum in 2026", None),
    ("refuse-other-token", "total USDT paid via x402 ytd", None),
    ("refuse-forecast", "what will the volume be next month", None),
    ("refuse-forecast", "predict tx count for july 2026 pls", None),
    ("refuse-missing-column", "which api endpoints (resource urls) got paid the most in may 2026", None),
    ("refuse-missing-column", "how much did facilitators earn in fees last quarter", None),
    ("refuse-impossible-date", "volume on 29 feb 2026", None),
    ("refuse-impossible-date", "how many txns on april 31 2026", None),
    ("refuse-before-data", "total volume in 2023", None),
    ("refuse-before-data", "number of payments in january 2025", None),
    ("refuse-after-anchor", "how many transactions in july 2026", None),
    ("refuse-off-topic", "whats a good recipe for banana bread", None),
    ("refuse-ambiguous-date", "tx count on 05/01/2026", None),
    ("refuse-owner-identity", "who owns 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4, like which company?", None),
]


def main() -> None:
    out = Path(__file__).resolve().parent / "ask_set18.jsonl"
    seen: dict[str, int] = {}
    lines = []
    for shape, question, sql in ITEMS:
        seen[shape] = seen.get(shape, 0) + 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape, split="heldout18"))
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
