"""Write tests/data/ask_probe_hp3.jsonl: hp3's /ask tuning probes (split "hp3").

Persona: crypto-natives and non-native English speakers (short questions, slang, odd word
order, mixed money units, dates in many formats). Every row is written by hand; the hand SQL
follows the labelled-set conventions (anchor day 2026-06-03, amounts in USDC). Run from the
repository root: ``PYTHONPATH=src:. python make_ask_probe_hp3.py``.
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

S = "FROM settlements WHERE"

# Addresses picked from the 60 k test warehouse (mid-ranked, not only the top ones).
P1 = "0xd2a6b1d5c41ebff0ae3f8d244db66bdf9c35b282"
P2 = "0xc2d3637825c60e340ad4b0d6d735e3fb06625da5"
P3 = "0xf1bea171dfdf6736b3ee6b5fdc49cbbc2678070a"
P4 = "0xdca267747f391c9f59e22b8e1ebaf960ca998ad8"
P5 = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
P6 = "0xa6cae66682dc019fbb75b40e915dd20625242d11"
P7 = "0x71c167e196443cd2394f3a50c74ab4a4a3bdb1d1"
R1 = "0xef02d1cd61cfb3328735be449fbec3fe319f3236"
R2 = "0x88d7811f810df4082f011e07cc1053f4d22a11fc"
R3 = "0xc8873a516a0d8e9587374313e44b81c41672f40e"
R4 = "0x4e501d525b18b583863321353c2589d2700a1193"
R5 = "0xb2223dda010e75d57a5fc9c1f80458f80046f084"
R6 = "0x5e50d23ec14ea4436582029a25313e5048e01d10"
R7 = "0x10c140022927429afb5f7779f4bc5495da8c1e24"
B1 = "0x4e9bce2547a9491b09ed092c433b19888e665edb"  # both payer and recipient
B2 = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"

ROWS: list[tuple[str, str, list[str] | None]] = [
    # --- whole history -------------------------------------------------------------
    ("sum_all_time", "total vol all time ser?",
     ["SELECT sum(amount) FROM settlements"]),
    ("count_all_time", "how many txs in whole dataset",
     ["SELECT count(*) FROM settlements"]),
    ("distinct_payers_all_time", "how many unique wallets ever paid something?",
     ["SELECT count(DISTINCT payer) FROM settlements"]),
    ("first_payment_ever", "wen very first payment happened? timestamp",
     ["SELECT min(timestamp) FROM settlements"]),
    ("max_amount_all_time", "biggest single payment ever, how many usd",
     ["SELECT max(amount) FROM settlements"]),
    # --- named months / years / quarters ---------------------------------------------
    ("sum_month_named", "vol in nov '25?",
     [f"SELECT sum(amount) {S} {ts('2025-11-01', '2025-12-01')}"]),
    ("sum_month_named", "December 2025 volume how much usdc",
     [f"SELECT sum(amount) {S} {ts('2025-12-01', '2026-01-01')}"]),
    ("count_month_named", "february 2026 how many payment",
     [f"SELECT count(*) {S} {ts('2026-02-01', '2026-03-01')}"]),
    ("count_month_named", "txs count for month 2026/04 (year/month)",
     [f"SELECT count(*) {S} {ts('2026-04-01', '2026-05-01')}"]),
    ("sum_quarter", "Q1 2026 vol in usd",
     [f"SELECT sum(amount) {S} {ts('2026-01-01', '2026-04-01')}"]),
    ("count_year", "how many txs happened in 2025 whole year",
     [f"SELECT count(*) {S} {ts('2025-01-01', '2026-01-01')}"]),
    # --- single days in many formats -------------------------------------------------
    ("count_day_words", "txs on 3rd of May 2026?",
     [f"SELECT count(*) {S} {ts('2026-05-03', '2026-05-04')}"]),
    ("sum_day_iso_slash", "2026/05/03 vol pls",
     [f"SELECT sum(amount) {S} {ts('2026-05-03', '2026-05-04')}"]),
    ("count_day_us_format_said", "how many txs on 5/3 this year (month/day)",
     [f"SELECT count(*) {S} {ts('2026-05-03', '2026-05-04')}"]),
    ("count_day_eu_format_said", "payments count 15/11/2025, format is dd/mm",
     [f"SELECT count(*) {S} {ts('2025-11-15', '2025-11-16')}"]),
    ("sum_day_eu_format_said", "vol for 02.04.2026 (day.month.year)",
     [f"SELECT sum(amount) {S} {ts('2026-04-02', '2026-04-03')}"]),
    ("distinct_payers_day", "unique payers on 11 Nov 2025?",
     [f"SELECT count(DISTINCT payer) {S} {ts('2025-11-11', '2025-11-12')}"]),
    # --- ranges said many ways -------------------------------------------------------
    ("sum_range_between_inclusive", "volume between 10 nov and 20 nov 2025 inclusive",
     [f"SELECT sum(amount) {S} {ts('2025-11-10', '2025-11-21')}"]),
    ("count_range_thru", "txs 1 dec thru 7 dec 2025",
     [f"SELECT count(*) {S} {ts('2025-12-01', '2025-12-08')}"]),
    ("sum_range_till_inclusive", "usdc vol from 2026-03-01 till 2026-03-15 inclusive",
     [f"SELECT sum(amount) {S} {ts('2026-03-01', '2026-03-16')}"]),
    ("count_range_from_to", "from 1st jan to 31st jan 2026 how many payers unique",
     [f"SELECT count(DISTINCT payer) {S} {ts('2026-01-01', '2026-02-01')}"]),
    ("avg_range_dash", "avg payment size 20-27 April 2026",
     [f"SELECT avg(amount) {S} {ts('2026-04-20', '2026-04-28')}"]),
    # --- relative periods ------------------------------------------------------------
    ("count_today", "txs today ser?",
     [f"SELECT count(*) {S} {ts('2026-06-03', '2026-06-04')}"]),
    ("sum_yesterday", "yesterday vol in usd?",
     [f"SELECT sum(amount) {S} {ts('2026-06-02', '2026-06-03')}"]),
    ("count_last_7_days", "last 7 days how many payments",
     [f"SELECT count(*) {S} {ts('2026-05-28', '2026-06-04')}"]),
    ("sum_past_fortnight", "vol past fortnight?",
     [f"SELECT sum(amount) {S} {ts('2026-05-21', '2026-06-04')}"]),
    ("sum_past_30_days", "past 30 days total usdc",
     [f"SELECT sum(amount) {S} {ts('2026-05-05', '2026-06-04')}"]),
    ("count_previous_month", "previous month how many txs",
     [f"SELECT count(*) {S} {ts('2026-05-01', '2026-06-01')}"]),
    ("sum_previous_month", "how much vol last month in dollars",
     [f"SELECT sum(amount) {S} {ts('2026-05-01', '2026-06-01')}"]),
    ("sum_ytd", "so far this year total vol",
     [f"SELECT sum(amount) {S} {ts('2026-01-01', '2026-06-04')}"]),
    ("count_ytd", "ytd payments count?",
     [f"SELECT count(*) {S} {ts('2026-01-01', '2026-06-04')}"]),
    ("count_this_month", "this month so far how many txs",
     [f"SELECT count(*) {S} {ts('2026-06-01', '2026-06-04')}"]),
    ("sum_last_week", "last week vol (mon to sun)?",
     [f"SELECT sum(amount) {S} {ts('2026-05-25', '2026-06-01')}"]),
    ("distinct_payers_last_7_days", "how many unique payers past 7 days",
     [f"SELECT count(DISTINCT payer) {S} {ts('2026-05-28', '2026-06-04')}"]),
    # --- per-day averages ------------------------------------------------------------
    ("avg_daily_vol_month", "avg daily vol in april 2026",
     [f"SELECT sum(amount) / 30 {S} {ts('2026-04-01', '2026-05-01')}"]),
    ("avg_daily_count_last7", "on average how many txs per day last 7 days",
     [f"SELECT count(*) / 7 {S} {ts('2026-05-28', '2026-06-04')}"]),
    # --- amount stats ----------------------------------------------------------------
    ("avg_amount_month", "avg payment size in jan 2026",
     [f"SELECT avg(amount) {S} {ts('2026-01-01', '2026-02-01')}"]),
    ("median_amount_month", "median tx size in april '26",
     [f"SELECT median(amount) {S} {ts('2026-04-01', '2026-05-01')}"]),
    ("max_amount_month", "biggest single payment in dec 2025?",
     [f"SELECT max(amount) {S} {ts('2025-12-01', '2026-01-01')}"]),
    # --- amount thresholds -----------------------------------------------------------
    ("count_amount_gt_bucks", "how many txs over 5 bucks, all time",
     ["SELECT count(*) FROM settlements WHERE amount > 5"]),
    ("count_amount_lt_half_cent", "how many payments under half a cent ever",
     ["SELECT count(*) FROM settlements WHERE amount < 0.005"]),
    ("count_amount_ge_usd", "count of payments at least one usd",
     ["SELECT count(*) FROM settlements WHERE amount >= 1"]),
    ("count_amount_gt_k", "any tx above 0.1k usd? how many",
     ["SELECT count(*) FROM settlements WHERE amount > 100"]),
    ("count_amount_range_inclusive", "payments from 1 to 10 usd inclusive, count",
     ["SELECT count(*) FROM settlements WHERE amount >= 1 AND amount <= 10"]),
    ("sum_amount_lt_cent_month", "total vol of txs below 1 cent in nov 2025",
     [f"SELECT sum(amount) {S} amount < 0.01 AND {ts('2025-11-01', '2025-12-01')}"]),
    ("count_amount_gt_cents_period", "how many tx bigger than 50c in past 30 days",
     [f"SELECT count(*) {S} amount > 0.5 AND {ts('2026-05-05', '2026-06-04')}"]),
    ("count_amount_exact", "how many payments of exactly 0.01 usdc",
     ["SELECT count(*) FROM settlements WHERE amount = 0.01"]),
    ("pct_count_amount_gt", "what % of all txs is above one dollar",
     ["SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM settlements"]),
    ("pct_vol_amount_ge", "share of volume from payments of at least $10, in percent",
     ["SELECT 100.0 * sum(amount) FILTER (WHERE amount >= 10) / sum(amount) "
      "FROM settlements"]),
    ("distinct_payers_amount_gt", "how many wallets ever did a single tx above 20 usd",
     ["SELECT count(DISTINCT payer) FROM settlements WHERE amount > 20"]),
    # --- named facilitators ----------------------------------------------------------
    ("sum_fac_all_time", "coinbase total vol?",
     [f"SELECT sum(amount) {S} {fac('coinbase')}"]),
    ("count_fac_month", "how many txs payai did in dec 2025",
     [f"SELECT count(*) {S} {fac('payai')} AND {ts('2025-12-01', '2026-01-01')}"]),
    ("sum_fac_month", "daydreams vol jan '26",
     [f"SELECT sum(amount) {S} {fac('daydreams')} AND {ts('2026-01-01', '2026-02-01')}"]),
    ("sum_fac_month_threshold", "heurist vol in nov 2025, only payments bigger than 0.5 usd",
     [f"SELECT sum(amount) {S} {fac('heurist')} AND amount > 0.5 AND "
      f"{ts('2025-11-01', '2025-12-01')}"]),
    ("count_fac_threshold_lt", "daydreams payments under 1 cent how many, all time",
     [f"SELECT count(*) {S} {fac('daydreams')} AND amount < 0.01"]),
    ("distinct_payers_fac", "how many unique payers used virtuals protocol",
     [f"SELECT count(DISTINCT payer) {S} {fac('virtuals protocol')}"]),
    ("distinct_recipients_fac", "thru x402rs how many diff recipients got paid",
     [f"SELECT count(DISTINCT recipient) {S} {fac('x402rs')}"]),
    ("pct_fac_vol_share", "coinbase share of total vol in %",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) "
      "FROM settlements"]),
    ("pct_fac_count_share_month", "what percent of txs in dec 2025 went via payai",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) {S} "
      f"{ts('2025-12-01', '2026-01-01')}"]),
    ("max_amount_fac", "largest payment ever via virtuals protocol?",
     [f"SELECT max(amount) {S} {fac('virtuals protocol')}"]),
    ("median_amount_fac_period", "median payment size thru coinbase so far this year",
     [f"SELECT median(amount) {S} {fac('coinbase')} AND {ts('2026-01-01', '2026-06-04')}"]),
    ("first_seen_fac", "wen x402rs first settle a payment",
     [f"SELECT min(timestamp) {S} {fac('x402rs')}"]),
    ("last_seen_fac", "last time thirdweb facilitator had a tx?",
     [f"SELECT max(timestamp) {S} {fac('thirdweb')}"]),
    ("sum_fac_past_30_days", "payai vol past 30 days",
     [f"SELECT sum(amount) {S} {fac('payai')} AND {ts('2026-05-05', '2026-06-04')}"]),
    ("count_fac_ytd", "heurist txs since jan 1 this year",
     [f"SELECT count(*) {S} {fac('heurist')} AND {ts('2026-01-01', '2026-06-04')}"]),
    ("count_fac_addresses", "how many facilitator addresses coinbase used in the data",
     [f"SELECT count(DISTINCT facilitator) {S} {fac('coinbase')}"]),
    ("count_fac_range", "questflow payments from 2025-11-01 to 2025-11-30, how many",
     [f"SELECT count(*) {S} {fac('questflow')} AND {ts('2025-11-01', '2025-12-01')}"]),
    ("distinct_facilitators_month", "how many diff facilitator addresses were active may 2026",
     [f"SELECT count(DISTINCT facilitator) {S} {ts('2026-05-01', '2026-06-01')}"]),
    # --- rankings --------------------------------------------------------------------
    ("top_payers_vol_period", "top three payers by vol in 2026 so far",
     [f"SELECT payer {S} {ts('2026-01-01', '2026-06-04')} GROUP BY payer "
      "ORDER BY sum(amount) DESC LIMIT 3"]),
    ("top_recipients_count_month", "top five recipients by number of txs last month",
     [f"SELECT recipient {S} {ts('2026-05-01', '2026-06-01')} GROUP BY recipient "
      "ORDER BY count(*) DESC LIMIT 5"]),
    ("top_payer_fac_period", "biggest payer via payai in march 2026, address pls",
     [f"SELECT payer {S} {fac('payai')} AND {ts('2026-03-01', '2026-04-01')} "
      "GROUP BY payer ORDER BY sum(amount) DESC LIMIT 1"]),
    ("top_fac_address_count_month", "which facilitator address handled most txs in feb 2026",
     [f"SELECT facilitator {S} {ts('2026-02-01', '2026-03-01')} GROUP BY facilitator "
      "ORDER BY count(*) DESC LIMIT 1"]),
    ("top_payers_vol_with_amounts", "top two whales by amount paid all time + how much each",
     ["SELECT payer, sum(amount) FROM settlements GROUP BY payer ORDER BY sum(amount) "
      "DESC LIMIT 2"]),
    ("top_recipients_distinct_payers", "which recipient had the most unique payers in dec 2025",
     [f"SELECT recipient {S} {ts('2025-12-01', '2026-01-01')} GROUP BY recipient "
      "ORDER BY count(DISTINCT payer) DESC LIMIT 1"]),
    ("busiest_day_month", "which day in dec 2025 had most txs",
     [f"SELECT CAST(timestamp AS DATE) {S} {ts('2025-12-01', '2026-01-01')} "
      "GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"]),
    ("biggest_vol_day_period", "day with highest vol in april '26?",
     [f"SELECT CAST(timestamp AS DATE) {S} {ts('2026-04-01', '2026-05-01')} "
      "GROUP BY 1 ORDER BY sum(amount) DESC LIMIT 1"]),
    ("largest_payment_payer_month", "who paid the biggest single tx in march 2026",
     [f"SELECT payer {S} {ts('2026-03-01', '2026-04-01')} ORDER BY amount DESC, id "
      "LIMIT 1"]),
    # --- addresses -------------------------------------------------------------------
    ("address_total_paid", f"how much did {P1} pay total",
     [f"SELECT sum(amount) {S} payer = '{P1}'"]),
    ("address_total_received", f"total usdc {R1} received all time",
     [f"SELECT sum(amount) {S} recipient = '{R1}'"]),
    ("address_count_received_month", f"how many payments {R2} got in nov 2025",
     [f"SELECT count(*) {S} recipient = '{R2}' AND {ts('2025-11-01', '2025-12-01')}"]),
    ("address_first_seen_payer", f"wen {P3} first paid anything",
     [f"SELECT min(timestamp) {S} payer = '{P3}'"]),
    ("address_last_seen_recipient", f"last time {R3} received a payment?",
     [f"SELECT max(timestamp) {S} recipient = '{R3}'"]),
    ("address_distinct_recipients", f"how many different recipients {P2} paid",
     [f"SELECT count(DISTINCT recipient) {S} payer = '{P2}'"]),
    ("address_distinct_payers", f"number of unique payers who sent to {R4}",
     [f"SELECT count(DISTINCT payer) {S} recipient = '{R4}'"]),
    ("address_avg_payment", f"avg tx size paid by {P4}",
     [f"SELECT avg(amount) {S} payer = '{P4}'"]),
    ("address_largest_received", f"biggest single payment {R5} ever got",
     [f"SELECT max(amount) {S} recipient = '{R5}'"]),
    ("address_paid_ytd", f"{P5} vol paid this year so far",
     [f"SELECT sum(amount) {S} payer = '{P5}' AND {ts('2026-01-01', '2026-06-04')}"]),
    ("address_received_previous_month", f"how much {R7} received previous month",
     [f"SELECT sum(amount) {S} recipient = '{R7}' AND {ts('2026-05-01', '2026-06-01')}"]),
    ("address_count_threshold", f"how many payments above 1 usd did {P6} make",
     [f"SELECT count(*) {S} payer = '{P6}' AND amount > 1"]),
    ("address_received_via_fac", f"how much {R6} got thru coinbase",
     [f"SELECT sum(amount) {S} recipient = '{R6}' AND {fac('coinbase')}"]),
    ("address_top_recipient", f"{P7} paid which recipient the most (by vol)?",
     [f"SELECT recipient {S} payer = '{P7}' GROUP BY recipient ORDER BY sum(amount) DESC "
      "LIMIT 1"]),
    ("address_active_days", f"on how many different days did {P3} pay",
     [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) {S} payer = '{P3}'"]),
    # --- other columns / misc --------------------------------------------------------
    ("sum_gas_used_month", "total gas used by all txs in nov 2025",
     [f"SELECT sum(gas_used) {S} {ts('2025-11-01', '2025-12-01')}"]),
    ("avg_gas_price_period", "avg gas price (wei) past 30 days",
     [f"SELECT avg(gas_price) {S} {ts('2026-05-05', '2026-06-04')}"]),
    ("avg_txs_per_payer_month", "avg number of txs per payer in jan 2026",
     [f"SELECT count(*) / count(DISTINCT payer) {S} {ts('2026-01-01', '2026-02-01')}"]),
    ("count_payers_gt_n_txs", "how many wallets paid more than a hundred times in total",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY payer "
      "HAVING count(*) > 100)"]),
    ("new_payers_month", "how many new payers in nov '25 (first payment ever in that month)",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY payer HAVING "
      "min(timestamp) >= TIMESTAMPTZ '2025-11-01 00:00:00+00' AND "
      "min(timestamp) < TIMESTAMPTZ '2025-12-01 00:00:00+00')"]),
    ("pct_change_month_over_month", "vol change in % from march to april 2026",
     [f"SELECT 100.0 * (sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}) - "
      f"sum(amount) FILTER (WHERE {ts('2026-03-01', '2026-04-01')})) / "
      f"sum(amount) FILTER (WHERE {ts('2026-03-01', '2026-04-01')}) FROM settlements"]),
    ("busiest_hour_of_day", "which hour of day (UTC) has most txs, all time",
     ["SELECT hour(timestamp) FROM settlements GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"]),
    # --- two or three clauses --------------------------------------------------------
    ("multi_count_sum_month", "april '26: how many txs and whats total vol",
     [f"SELECT count(*) {S} {ts('2026-04-01', '2026-05-01')}",
      f"SELECT sum(amount) {S} {ts('2026-04-01', '2026-05-01')}"]),
    ("multi_whale_count_sum", "whales = txs above 100 usd. how many of them and total vol?",
     ["SELECT count(*) FROM settlements WHERE amount > 100",
      "SELECT sum(amount) FROM settlements WHERE amount > 100"]),
    ("multi_compare_two_months", "vol march '26 vs april '26?",
     [f"SELECT sum(amount) {S} {ts('2026-03-01', '2026-04-01')}",
      f"SELECT sum(amount) {S} {ts('2026-04-01', '2026-05-01')}"]),
    ("multi_compare_two_facs", "coinbase vs payai, txs in jan 2026 each",
     [f"SELECT count(*) {S} {fac('coinbase')} AND {ts('2026-01-01', '2026-02-01')}",
      f"SELECT count(*) {S} {fac('payai')} AND {ts('2026-01-01', '2026-02-01')}"]),
    ("multi_address_first_last_paid", f"first and last time {P1} paid?",
     [f"SELECT min(timestamp) {S} payer = '{P1}'",
      f"SELECT max(timestamp) {S} payer = '{P1}'"]),
    ("multi_address_count_sum_received", f"{R4} received how many txs and how much usdc total",
     [f"SELECT count(*) {S} recipient = '{R4}'",
      f"SELECT sum(amount) {S} recipient = '{R4}'"]),
    ("multi_address_paid_and_received", f"{B1}: total paid, and total received?",
     [f"SELECT sum(amount) {S} payer = '{B1}'",
      f"SELECT sum(amount) {S} recipient = '{B1}'"]),
    ("multi_count_payers_recipients_period",
     "past 30 days how many unique payers and how many unique recipients",
     [f"SELECT count(DISTINCT payer) {S} {ts('2026-05-05', '2026-06-04')}",
      f"SELECT count(DISTINCT recipient) {S} {ts('2026-05-05', '2026-06-04')}"]),
    ("multi_avg_median_month", "avg and median payment size for december 2025",
     [f"SELECT avg(amount) {S} {ts('2025-12-01', '2026-01-01')}",
      f"SELECT median(amount) {S} {ts('2025-12-01', '2026-01-01')}"]),
    ("multi_max_min_period", "biggest and smallest tx in may '26",
     [f"SELECT max(amount) {S} {ts('2026-05-01', '2026-06-01')}",
      f"SELECT min(amount) {S} {ts('2026-05-01', '2026-06-01')}"]),
    ("multi_fac_count_sum_vol_period", "heurist last 7 days: txs, vol?",
     [f"SELECT count(*) {S} {fac('heurist')} AND {ts('2026-05-28', '2026-06-04')}",
      f"SELECT sum(amount) {S} {fac('heurist')} AND {ts('2026-05-28', '2026-06-04')}"]),
    ("multi_three_months_vol", "vol for feb, mar and apr 2026, each month",
     [f"SELECT sum(amount) {S} {ts('2026-02-01', '2026-03-01')}",
      f"SELECT sum(amount) {S} {ts('2026-03-01', '2026-04-01')}",
      f"SELECT sum(amount) {S} {ts('2026-04-01', '2026-05-01')}"]),
    ("multi_three_facs_count", "txs count all time for daydreams, heurist and anyspend",
     [f"SELECT count(*) {S} {fac('daydreams')}",
      f"SELECT count(*) {S} {fac('heurist')}",
      f"SELECT count(*) {S} {fac('anyspend')}"]),
    ("multi_count_sum_avg_period", "last month: number of txs, total vol, avg size",
     [f"SELECT count(*) {S} {ts('2026-05-01', '2026-06-01')}",
      f"SELECT sum(amount) {S} {ts('2026-05-01', '2026-06-01')}",
      f"SELECT avg(amount) {S} {ts('2026-05-01', '2026-06-01')}"]),
    ("multi_address_count_distinct_avg",
     f"{P4} how many txs, to how many diff recipients, avg size",
     [f"SELECT count(*) {S} payer = '{P4}'",
      f"SELECT count(DISTINCT recipient) {S} payer = '{P4}'",
      f"SELECT avg(amount) {S} payer = '{P4}'"]),
    ("multi_fac_first_last_seen", "payai first and last payment wen?",
     [f"SELECT min(timestamp) {S} {fac('payai')}",
      f"SELECT max(timestamp) {S} {fac('payai')}"]),
    ("multi_threshold_count_pct", "how many txs below half a cent, and what % of all is that",
     ["SELECT count(*) FROM settlements WHERE amount < 0.005",
      "SELECT 100.0 * count(*) FILTER (WHERE amount < 0.005) / count(*) FROM settlements"]),
    ("multi_top_payer_and_amount_month", "top payer of nov 2025 and how much he paid",
     [f"SELECT payer, sum(amount) {S} {ts('2025-11-01', '2025-12-01')} GROUP BY payer "
      "ORDER BY sum(amount) DESC LIMIT 1"]),
    ("multi_fac_vol_two_ranges", "virtuals protocol vol in Q4 2025 and in Q1 2026",
     [f"SELECT sum(amount) {S} {fac('virtuals protocol')} AND {ts('2025-10-01', '2026-01-01')}",
      f"SELECT sum(amount) {S} {fac('virtuals protocol')} AND {ts('2026-01-01', '2026-04-01')}"]),
    ("multi_day_count_sum_fmt", "on 2025/11/05 (y/m/d): how many txs and how much vol",
     [f"SELECT count(*) {S} {ts('2025-11-05', '2025-11-06')}",
      f"SELECT sum(amount) {S} {ts('2025-11-05', '2025-11-06')}"]),
    ("multi_address_received_two_periods",
     f"{R3} received how much in last 7 days and how much in previous month",
     [f"SELECT sum(amount) {S} recipient = '{R3}' AND {ts('2026-05-28', '2026-06-04')}",
      f"SELECT sum(amount) {S} recipient = '{R3}' AND {ts('2026-05-01', '2026-06-01')}"]),
    ("multi_fac_share_count_vol", "daydreams share of txs and share of vol, in %",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('daydreams')}) / count(*) "
      "FROM settlements",
      f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) "
      "FROM settlements"]),
    ("multi_fortnight_count_payers", "past fortnight: txs count + unique payers",
     [f"SELECT count(*) {S} {ts('2026-05-21', '2026-06-04')}",
      f"SELECT count(DISTINCT payer) {S} {ts('2026-05-21', '2026-06-04')}"]),
    ("multi_pair_count_sum", f"how many times {P5} paid {R1}, and total usd",
     [f"SELECT count(*) {S} payer = '{P5}' AND recipient = '{R1}'",
      f"SELECT sum(amount) {S} payer = '{P5}' AND recipient = '{R1}'"]),
    ("multi_last_week_vs_week_before", "vol last week vs the week before it (mon-sun weeks)",
     [f"SELECT sum(amount) {S} {ts('2026-05-25', '2026-06-01')}",
      f"SELECT sum(amount) {S} {ts('2026-05-18', '2026-05-25')}"]),
    ("multi_max_amount_and_payer", "largest tx in q1 2026, how much and who paid it",
     [f"SELECT max(amount) {S} {ts('2026-01-01', '2026-04-01')}",
      f"SELECT payer {S} {ts('2026-01-01', '2026-04-01')} ORDER BY amount DESC, id LIMIT 1"]),
    ("multi_fac_count_distinct_payers_month",
     "coinbase in may 2026 - how many txs and how many unique payers",
     [f"SELECT count(*) {S} {fac('coinbase')} AND {ts('2026-05-01', '2026-06-01')}",
      f"SELECT count(DISTINCT payer) {S} {fac('coinbase')} AND {ts('2026-05-01', '2026-06-01')}"]),
    ("multi_ranges_thru_till",
     "txs 1 mar thru 10 mar 2026, and 11 mar till 25 mar 2026 inclusive",
     [f"SELECT count(*) {S} {ts('2026-03-01', '2026-03-11')}",
      f"SELECT count(*) {S} {ts('2026-03-11', '2026-03-26')}"]),
    ("multi_address_first_seen_both_roles",
     f"{B2} first time as recipient, and first time as payer",
     [f"SELECT min(timestamp) {S} recipient = '{B2}'",
      f"SELECT min(timestamp) {S} payer = '{B2}'"]),
    ("multi_count_gt_lt_threshold",
     "in nov 2025 how many txs over 1 dollar and how many under 1 cent",
     [f"SELECT count(*) {S} amount > 1 AND {ts('2025-11-01', '2025-12-01')}",
      f"SELECT count(*) {S} amount < 0.01 AND {ts('2025-11-01', '2025-12-01')}"]),
    # --- refusals --------------------------------------------------------------------
    ("refuse_other_chain", "x402 vol on solana last month?", None),
    ("refuse_other_chain", "how many txs on polygon ser", None),
    ("refuse_other_chain", "ethereum mainnet x402 payments count 2025", None),
    ("refuse_forecast", "wen vol 2x? predict next month volume", None),
    ("refuse_forecast", "how many txs will be tomorrow", None),
    ("refuse_forecast", "forecast payai vol for july 2026", None),
    ("refuse_missing_column", "what did the payers buy with their txs, which api endpoints", None),
    ("refuse_missing_column", "which country most whales from", None),
    ("refuse_missing_column", "how many payments failed or reverted in may '26", None),
    ("refuse_off_topic", "btc price now?", None),
    ("refuse_off_topic", "ser is it good time to buy eth", None),
    ("refuse_off_topic", "write me a poem about degens", None),
    ("refuse_impossible_date", "vol on 31st of april 2026", None),
    ("refuse_impossible_date", "how many txs on 2026/02/30", None),
    ("refuse_period_no_data", "vol in march 2024?", None),
    ("refuse_period_no_data", "how many txs in jan 2025", None),
    ("refuse_period_no_data", "payments count for august 2026", None),
    ("refuse_ambiguous_date", "how many txs on 4/5?", None),
    ("refuse_ambiguous_date", "volume 03/02/2026 pls", None),
    ("refuse_identity", f"who is the owner of {P6}, real name?", None),
    ("refuse_identity", "twitter handle of biggest whale", None),
]


def main() -> None:
    """Write the probe file under tests/data of the repository root (the working directory)."""
    seen: dict[str, int] = {}
    lines = []
    for shape, question, sql in ROWS:
        seen[shape] = seen.get(shape, 0) + 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape,
                               split="hp3"))
    out = Path("tests/data/ask_probe_hp3.jsonl")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
