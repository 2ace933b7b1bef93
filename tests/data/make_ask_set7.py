"""Write ask_set7.jsonl: 70 hand-written /ask questions over the test warehouse (round 7).

Every item is written by hand below (no templates, no sampling). Date predicates use the
``ts()`` form of tests/warehouse/figures.py (whole days ``[start, end)``). Conventions:
the newest data day 2026-06-03 is "today" and relative periods include it.
Run: ``PYTHONPATH=src:. python tests/data/make_ask_set7.py``
"""

from __future__ import annotations

import json
from pathlib import Path

from sextant.warehouse.planner.reading import facilitator_names

OUT = Path(__file__).with_name("ask_set7.jsonl")
S = "SELECT {} FROM settlements WHERE {}"


def ts(start: str | None, end: str | None = None) -> str:
    """Same text as tests/warehouse/figures.py ``ts``: the whole days ``[start, end)``."""
    parts = ["TRUE"]
    if start:
        parts.append(f"timestamp >= TIMESTAMPTZ '{start} 00:00:00+00'")
    if end:
        parts.append(f"timestamp < TIMESTAMPTZ '{end} 00:00:00+00'")
    return " AND ".join(parts)


def fac(name: str) -> str:
    """Every address of a named facilitator."""
    return "facilitator IN (" + ", ".join(f"'{a}'" for a in facilitator_names()[name]) + ")"


# relative periods anchored on 2026-06-03, today included
LAST7 = ts("2026-05-28", "2026-06-04")
PAST30 = ts("2026-05-05", "2026-06-04")
THIS_MONTH = ts("2026-06-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
YESTERDAY = ts("2026-06-02", "2026-06-03")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
WEEK_BEFORE = ts("2026-05-18", "2026-05-25")
LAST_MONTH = ts("2026-05-01", "2026-06-01")

P1 = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
P2 = "0x71c167e196443cd2394f3a50c74ab4a4a3bdb1d1"
P3 = "0x90872f4f373fa502078f84c9870e5a5452b1ac11"
P4 = "0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8"
R1 = "0x5e50d23ec14ea4436582029a25313e5048e01d10"
R2 = "0x27599d824bbb4f506f985af865d840f61ba848c8"

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # --- counts ---
    ("count_on_date", "How many x402 settlements were recorded on 14 March 2026?",
     [S.format("count(*)", ts("2026-03-14", "2026-03-15"))]),
    ("count_on_date_us_format", "number of payments on 12/25/2025",
     [S.format("count(*)", ts("2025-12-25", "2025-12-26"))]),
    ("count_last_7_days", "settlements last 7d",
     [S.format("count(*)", LAST7)]),
    ("count_mtd", "MTD settlement count",
     [S.format("count(*)", THIS_MONTH)]),
    ("count_all_time", "what's the total number of settlements you have ever recorded?",
     ["SELECT count(*) FROM settlements"]),
    ("count_date_range_inclusive",
     "how many payments settled between March 10 and March 20, 2026 (both days included)?",
     [S.format("count(*)", ts("2026-03-10", "2026-03-21"))]),
    ("count_iso_week", "settlement count for the week 2026-04-13 through 2026-04-19",
     [S.format("count(*)", ts("2026-04-13", "2026-04-20"))]),
    ("count_over_threshold_month",
     "In December 2025, how many individual payments were larger than $5?",
     [S.format("count(*)", ts("2025-12-01", "2026-01-01") + " AND amount > 5")]),
    ("count_under_threshold_ytd", "how many sub-one-cent payments have there been this year",
     [S.format("count(*)", YTD + " AND amount < 0.01")]),
    ("count_exact_amount", "How many settlements of exactly 0.01 USDC happened in May 2026?",
     [S.format("count(*)", ts("2026-05-01", "2026-06-01") + " AND amount = 0.01")]),
    # --- volumes ---
    ("volume_month_chatty",
     "hey! putting together a slide for our investor update and I need one number: the total "
     "USDC that moved through x402 settlements in February 2026. thanks a ton",
     [S.format("sum(amount)", ts("2026-02-01", "2026-03-01"))]),
    ("volume_past_30_days", "total settled volume over the past 30 days?",
     [S.format("sum(amount)", PAST30)]),
    ("volume_yesterday", "how much USDC got settled yesterday",
     [S.format("sum(amount)", YESTERDAY)]),
    ("volume_quarter", "Q4 2025 volume",
     [S.format("sum(amount)", ts("2025-10-01", "2026-01-01"))]),
    ("volume_date_range", "volume settled from 1 to 15 November 2025, inclusive",
     [S.format("sum(amount)", ts("2025-11-01", "2025-11-16"))]),
    ("volume_at_least_threshold_last_month",
     "total value of the payments of at least $1 last month",
     [S.format("sum(amount)", LAST_MONTH + " AND amount >= 1")]),
    ("volume_amount_band_quarter",
     "sum of all payments between $1 and $10 (inclusive) in Q4 2025",
     [S.format("sum(amount)", ts("2025-10-01", "2026-01-01")
               + " AND amount >= 1 AND amount <= 10")]),
    # --- averages and medians ---
    ("avg_amount_ytd", "average payment size so far this year",
     [S.format("avg(amount)", YTD)]),
    ("median_amount_last_week", "what was the median payment last week?",
     [S.format("median(amount)", LAST_WEEK)]),
    ("median_amount_month", "Median settlement amount for January 2026, please.",
     [S.format("median(amount)", ts("2026-01-01", "2026-02-01"))]),
    ("avg_amount_day", "avg payment amount on June 1st 2026",
     [S.format("avg(amount)", ts("2026-06-01", "2026-06-02"))]),
    ("per_day_count_month", "On average, how many settlements per day were there in April 2026?",
     [S.format("count(*) / 30.0", ts("2026-04-01", "2026-05-01"))]),
    ("per_day_volume_last_week", "average daily volume last week",
     [S.format("sum(amount) / 7", LAST_WEEK)]),
    ("avg_payments_per_payer",
     "In May 2026, how many payments did a payer make on average (payments divided by distinct "
     "payers)?",
     [S.format("count(*) / count(DISTINCT payer)", ts("2026-05-01", "2026-06-01"))]),
    # --- distinct counts ---
    ("distinct_payers_month", "how many unique payers were active in May 2026?",
     [S.format("count(DISTINCT payer)", ts("2026-05-01", "2026-06-01"))]),
    ("distinct_recipients_quarter", "How many distinct recipients got paid in Q1 2026?",
     [S.format("count(DISTINCT recipient)", ts("2026-01-01", "2026-04-01"))]),
    ("distinct_payers_last_7_days", "unique paying wallets in the last 7 days",
     [S.format("count(DISTINCT payer)", LAST7)]),
    ("distinct_payers_over_threshold",
     "how many different payers made at least one payment above $10 during 2025?",
     [S.format("count(DISTINCT payer)", ts("2025-01-01", "2026-01-01") + " AND amount > 10")]),
    # --- two figures ---
    ("multi_count_volume_month",
     "For April 2026 give me both the number of payments and the total volume.",
     [S.format("count(*), sum(amount)", ts("2026-04-01", "2026-05-01"))]),
    ("min_max_quarter", "smallest and largest payment amounts in Q1 2026",
     [S.format("min(amount), max(amount)", ts("2026-01-01", "2026-04-01"))]),
    ("compare_quarters_count",
     "Did Q1 2026 have more settlements than Q4 2025? Give me both counts, Q1 2026 first.",
     [S.format("count(*)", ts("2026-01-01", "2026-04-01")),
      S.format("count(*)", ts("2025-10-01", "2026-01-01"))]),
    ("compare_weeks_volume", "volume last week vs the week before that",
     [S.format("sum(amount)", LAST_WEEK), S.format("sum(amount)", WEEK_BEFORE)]),
    ("compare_months_pct_change",
     "by what percentage did the number of settlements change from April 2026 to May 2026?",
     ["SELECT 100.0 * (m.c - a.c) / a.c FROM (" + S.format("count(*) AS c", ts(
         "2026-05-01", "2026-06-01")) + ") m, (" + S.format("count(*) AS c", ts(
             "2026-04-01", "2026-05-01")) + ") a"]),
    ("multi_count_distinct_yesterday",
     "yesterday: how many payments, and from how many distinct payers?",
     [S.format("count(*), count(DISTINCT payer)", YESTERDAY)]),
    # --- shares ---
    ("share_under_threshold_month",
     "what percentage of settlements in November 2025 were below one cent?",
     [S.format("100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*)",
               ts("2025-11-01", "2025-12-01"))]),
    ("facilitator_share_volume_ytd", "what share of this year's volume went through PayAI?",
     [S.format(f"100.0 * sum(amount) FILTER (WHERE {fac('payai')}) / sum(amount)", YTD)]),
    ("facilitator_share_count_month",
     "What % of the May 2026 settlements were settled by the Heurist facilitator?",
     [S.format(f"100.0 * count(*) FILTER (WHERE {fac('heurist')}) / count(*)",
               ts("2026-05-01", "2026-06-01"))]),
    # --- facilitators ---
    ("facilitator_count_month",
     "how many settlements did Coinbase's facilitator process in May 2026",
     [S.format("count(*)", ts("2026-05-01", "2026-06-01") + " AND " + fac("coinbase"))]),
    ("facilitator_volume_ytd", "thirdweb facilitator volume ytd",
     [S.format("sum(amount)", YTD + " AND " + fac("thirdweb"))]),
    ("facilitator_avg_amount_last_month",
     "average payment size for settlements that went through Coinbase facilitators last month",
     [S.format("avg(amount)", LAST_MONTH + " AND " + fac("coinbase"))]),
    ("top_facilitator_address_last_month",
     "which facilitator address settled the most payments last month?",
     [S.format("facilitator", LAST_MONTH) + " GROUP BY facilitator ORDER BY count(*) DESC "
      "LIMIT 1"]),
    # --- top-k and argmax ---
    ("top_payers_volume_ytd_with_amounts",
     "top 3 payers by total spend this year, with how much each one paid",
     [S.format("payer, sum(amount)", YTD) + " GROUP BY payer ORDER BY sum(amount) DESC "
      "LIMIT 3"]),
    ("top_recipient_count_month", "which recipient received the most payments in March 2026?",
     [S.format("recipient", ts("2026-03-01", "2026-04-01")) + " GROUP BY recipient ORDER BY "
      "count(*) DESC LIMIT 1"]),
    ("top_payers_count_last_month", "top 5 payers by number of payments last month",
     [S.format("payer", LAST_MONTH) + " GROUP BY payer ORDER BY count(*) DESC LIMIT 5"]),
    ("top_recipients_volume_quarter",
     "Dashboard request: the 3 recipients with the highest received volume in Q1 2026 and their "
     "volumes.",
     [S.format("recipient, sum(amount)", ts("2026-01-01", "2026-04-01")) + " GROUP BY "
      "recipient ORDER BY sum(amount) DESC LIMIT 3"]),
    ("largest_payment_payer", "who paid the single largest settlement in 2026 so far?",
     [S.format("payer", YTD) + " ORDER BY amount DESC LIMIT 1"]),
    ("largest_payment_month", "biggest single payment in May 2026",
     [S.format("max(amount)", ts("2026-05-01", "2026-06-01"))]),
    ("largest_payment_recipient_quarter",
     "who received the largest payment of Q4 2025, and how big was it?",
     [S.format("recipient, amount", ts("2025-10-01", "2026-01-01"))
      + " ORDER BY amount DESC LIMIT 1"]),
    ("busiest_day_month", "which day in December 2025 had the most settlements?",
     ["SELECT CAST(timestamp AS DATE) AS d FROM settlements WHERE "
      + ts("2025-12-01", "2026-01-01") + " GROUP BY d ORDER BY count(*) DESC LIMIT 1"]),
    ("busiest_day_with_count_past_30",
     "busiest day of the past 30 days, and how many payments it had",
     ["SELECT CAST(timestamp AS DATE) AS d, count(*) FROM settlements WHERE " + PAST30
      + " GROUP BY d ORDER BY count(*) DESC LIMIT 1"]),
    ("first_payment", "when did the very first settlement in the warehouse happen?",
     ["SELECT min(timestamp) FROM settlements"]),
    # --- addresses ---
    ("address_payer_total_all_time", f"how much has {P1} paid in total, all time?",
     [S.format("sum(amount)", f"payer = '{P1}'")]),
    ("address_recipient_count_month_upper",
     f"How many payments did {R1.upper().replace('0X', '0x')} receive in January 2026?",
     [S.format("count(*)", ts("2026-01-01", "2026-02-01") + f" AND recipient = '{R1}'")]),
    ("address_either_count",
     f"count the settlements where {P2} shows up on either side (payer or recipient)",
     [S.format("count(*)", f"(payer = '{P2}' OR recipient = '{P2}')")]),
    ("address_payer_distinct_recipients", f"how many different recipients has {P3} paid?",
     [S.format("count(DISTINCT recipient)", f"payer = '{P3}'")]),
    ("address_recipient_volume_ytd", f"how much USDC did {R2} receive this year",
     [S.format("sum(amount)", YTD + f" AND recipient = '{R2}'")]),
    ("address_payer_largest", f"largest single payment {P1} ever made",
     [S.format("max(amount)", f"payer = '{P1}'")]),
    ("address_payer_count_last_30_goal",
     f"I'm auditing our agent wallet {P4}. How many x402 payments did it make over the past 30 "
     "days?",
     [S.format("count(*)", PAST30 + f" AND payer = '{P4}'")]),
    # --- refusals ---
    ("refuse_no_column_country", "which country do most x402 payers come from?", None),
    ("refuse_no_column_endpoint",
     "which API endpoint earned the most from x402 payments in May 2026?", None),
    ("refuse_no_column_refunds", "how many settlements were refunded or charged back last month?",
     None),
    ("refuse_no_column_handle",
     f"what's the twitter handle of the owner of {P2}?", None),
    ("refuse_other_chain_solana", "how many x402 settlements happened on Solana last month?",
     None),
    ("refuse_other_chain_mainnet", "x402 volume on Ethereum mainnet this year", None),
    ("refuse_forecast", "how much volume will x402 do in July 2026? a rough projection is fine",
     None),
    ("refuse_off_topic_weather", "what's the weather going to be in Lisbon tomorrow?", None),
    ("refuse_off_topic_poem", "write me a short poem about USDC payments", None),
    ("refuse_bad_date", "how many payments settled on February 30, 2026?", None),
    ("refuse_out_of_range_past", "what was the total settlement volume in 2024?", None),
    ("refuse_out_of_range_future", "number of settlements in August 2026", None),
]


def main() -> None:
    lines = []
    seen: dict[str, int] = {}
    for shape, question, sql in ITEMS:
        seen[shape] = seen.get(shape, 0) + 1
        item: dict[str, object] = {"id": f"{shape}-{seen[shape]}", "shape": shape,
                                   "split": "heldout7", "question": question}
        if sql is None:
            item["refuse"] = True
            item["sql"] = []
        else:
            item["sql"] = sql
        lines.append(json.dumps(item))
    OUT.write_text("\n".join(lines) + "\n")
    print(len(lines), "items,", len(seen), "shapes,",
          sum(1 for _, _, s in ITEMS if s is None), "refuse")


if __name__ == "__main__":
    main()
