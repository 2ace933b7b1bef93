"""Write tests/data/ask_probe_hp2.jsonl: hp2's hand-written /ask tuning probes (split "hp2").

Run from the repo root: ``PYTHONPATH=src:. python make_ask_probe_hp2.py``. Every question and its
hand SQL is written out below; ``refuse`` rows carry ``None`` as SQL.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.warehouse.figures import fac, item_line

OUT = Path("tests/data/ask_probe_hp2.jsonl")

# Wallets picked from the middle of the 60 k warehouse's rankings (and a few from the top).
P1 = "0x81a225fd83a8410e4b3466725c54f64b82d89e02"  # payer, rank ~10
P2 = "0x38cea1372bc207a8cb46cd68b29e22bdb276bc1a"  # payer, rank ~20
P3 = "0x505a3ac57bd6830eb1ec935ef0b813a09646592b"  # payer, rank ~50
P4 = "0x15508ced12ef0d5814f4e58fa0922f9719aac575"  # payer, rank ~60
P5 = "0x5b5daf25f2a9bdea9805e91afde0d234612c8feb"  # payer, rank ~100
P6 = "0xcff3bd08fa435c0881ada4250c92b94eaa770a0a"  # payer, rank ~500
P7 = "0x3ac46390d57d36a9a0bd2221635d41901dfd0e35"  # payer, rank ~80, eleven days only
R1 = "0xc8873a516a0d8e9587374313e44b81c41672f40e"  # recipient, rank ~10
R2 = "0x00b7a62630929dbaee349c173d4070e5fdb8e482"  # recipient, rank ~15
R3 = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"  # recipient, rank ~20
R4 = "0xbb1c2cb05829af1762852b848d095c051df1828f"  # recipient, rank ~25
R5 = "0x3f8094454328652efe2dfb7da0a106889fa913bc"  # recipient, rank ~30
R6 = "0x4800523aaf94a62dbf0e0d609e9736a7dd191a00"  # recipient, rank ~50
R7 = "0xcb813a4ecc762add8eac32090052bfa04ab4caf6"  # recipient, rank ~60
R8 = "0x1711a3a4721d0fb21c68f3066f4cb20519061578"  # recipient, rank ~80
R9 = "0xce1c178a610f937564157224ca71731f28117413"  # recipient, rank ~100
B1 = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # both sides (51 paid, 238 received)
B2 = "0x4e9bce2547a9491b09ed092c433b19888e665edb"  # both sides (2283 / 2625)
B3 = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"  # both sides, top payer


def t(start: str, end: str) -> str:
    """Whole UTC days [start, end) of ``timestamp``."""
    return (f"timestamp >= TIMESTAMPTZ '{start} 00:00:00+00' AND "
            f"timestamp < TIMESTAMPTZ '{end} 00:00:00+00'")


S = "FROM settlements WHERE"

ROWS: list[tuple[str, str, list[str] | None]] = [
    # ---- one wallet as payer, single figure ----
    ("payer_count_month",
     f"Could you please tell me how many payments the wallet {P1} made, acting as the payer, "
     "during March 2026 (that is, from March 1 through March 31, 2026, in UTC)?",
     [f"SELECT count(*) {S} payer = '{P1}' AND {t('2026-03-01', '2026-04-01')}"]),
    ("payer_count_month",
     f"I would appreciate knowing the number of settlements in which {P2} was the paying party "
     "over the course of December 2025.",
     [f"SELECT count(*) {S} payer = '{P2}' AND {t('2025-12-01', '2026-01-01')}"]),
    ("payer_sum_month",
     f"As part of a reconciliation job, please report the total USDC that {P2} sent as payer in "
     "April 2026 (the calendar month, UTC).",
     [f"SELECT sum(amount) {S} payer = '{P2}' AND {t('2026-04-01', '2026-05-01')}"]),
    ("payer_sum_month",
     f"What was the aggregate amount, in USDC, paid out by {P4} during November 2025?",
     [f"SELECT sum(amount) {S} payer = '{P4}' AND {t('2025-11-01', '2025-12-01')}"]),
    ("payer_sum_all_time",
     f"Hello! Across the entire history you hold, how much USDC in total has {P5} paid to others?",
     [f"SELECT sum(amount) {S} payer = '{P5}'"]),
    ("payer_count_all_time",
     f"Over all available data, how many x402 payments has the address {P6} originated (i.e. "
     "been the payer of)?",
     [f"SELECT count(*) {S} payer = '{P6}'"]),
    ("payer_sum_date_range_inclusive",
     f"Kindly compute the total USDC paid by {P1} between 2026-01-10 and 2026-02-20, both days "
     "inclusive.",
     [f"SELECT sum(amount) {S} payer = '{P1}' AND {t('2026-01-10', '2026-02-21')}"]),
    ("payer_count_date_range_inclusive",
     f"From November 3 to November 9, 2025 (inclusive of both ends), how many payments did "
     f"{P7} send?",
     [f"SELECT count(*) {S} payer = '{P7}' AND {t('2025-11-03', '2025-11-10')}"]),
    ("payer_avg_amount_quarter",
     f"For the first quarter of 2026 (January 1 through March 31), what was the mean size of the "
     f"payments that {P1} made as payer?",
     [f"SELECT avg(amount) {S} payer = '{P1}' AND {t('2026-01-01', '2026-04-01')}"]),
    ("payer_count_ytd",
     f"Year to date (from January 1, 2026 up to and including today), how many payments has "
     f"{P3} made as the sender?",
     [f"SELECT count(*) {S} payer = '{P3}' AND {t('2026-01-01', '2026-06-04')}"]),
    ("payer_sum_ytd",
     f"Please give me the year-to-date USDC outflow, as payer, of wallet {P2}.",
     [f"SELECT sum(amount) {S} payer = '{P2}' AND {t('2026-01-01', '2026-06-04')}"]),
    ("payer_count_last_month",
     f"I'm an automated agent auditing spend: how many payments did {P1} make last month (May "
     "2026)?",
     [f"SELECT count(*) {S} payer = '{P1}' AND {t('2026-05-01', '2026-06-01')}"]),
    ("payer_count_threshold_over",
     f"How many of the payments sent by {P1} were for more than 10 USDC each?",
     [f"SELECT count(*) {S} payer = '{P1}' AND amount > 10"]),
    ("payer_count_threshold_under",
     f"Among all payments where {P2} is the payer, how many were below 1 USDC?",
     [f"SELECT count(*) {S} payer = '{P2}' AND amount < 1"]),
    ("payer_sum_threshold_at_least_month",
     f"In November 2025, what was the combined value of the payments of at least 2 USDC that "
     f"{P1} sent?",
     [f"SELECT sum(amount) {S} payer = '{P1}' AND amount >= 2 AND "
      f"{t('2025-11-01', '2025-12-01')}"]),
    ("payer_distinct_recipients_all",
     f"With how many distinct recipients has {P1} ever transacted as the paying side?",
     [f"SELECT count(DISTINCT recipient) {S} payer = '{P1}'"]),
    ("payer_distinct_recipients_month",
     f"During December 2025 (December 1-31 inclusive), how many different recipient addresses "
     f"did {P2} pay?",
     [f"SELECT count(DISTINCT recipient) {S} payer = '{P2}' AND "
      f"{t('2025-12-01', '2026-01-01')}"]),
    ("payer_first_seen",
     f"When did {P3} make its very first payment (the earliest timestamp at which it appears as "
     "payer)?",
     [f"SELECT min(timestamp) {S} payer = '{P3}'"]),
    ("payer_last_seen",
     f"Could you tell me the timestamp of the most recent payment sent by {P4}?",
     [f"SELECT max(timestamp) {S} payer = '{P4}'"]),
    ("payer_first_and_last_seen",
     f"For {P5} in its role as payer, please return both the first and the last time it was "
     "seen paying, in that order.",
     [f"SELECT min(timestamp), max(timestamp) {S} payer = '{P5}'"]),
    ("payer_median_amount",
     f"What is the median amount of the payments made by {P2}, computed over its whole history "
     "as payer?",
     [f"SELECT median(amount) {S} payer = '{P2}'"]),
    ("payer_median_amount_month",
     f"Restricting to November 2025 only, what was the median payment size sent by {P1}?",
     [f"SELECT median(amount) {S} payer = '{P1}' AND {t('2025-11-01', '2025-12-01')}"]),
    ("payer_percentile_cont",
     f"Please compute the 90th percentile (continuous, i.e. linearly interpolated) of the "
     f"amounts paid by {P5}.",
     [f"SELECT quantile_cont(amount, 0.9) {S} payer = '{P5}'"]),
    ("payer_percentile_cont_25",
     f"What is the 25th percentile (linear interpolation between neighbouring values) of the "
     f"payment amounts where {P4} is the payer?",
     [f"SELECT quantile_cont(amount, 0.25) {S} payer = '{P4}'"]),
    ("payer_amount_range",
     f"What is the spread (largest payment minus smallest payment) of the amounts sent by {P5}?",
     [f"SELECT max(amount) - min(amount) {S} payer = '{P5}'"]),
    ("payer_stddev_amount",
     f"For the payments made by {P2}, what is the sample standard deviation of the amount?",
     [f"SELECT stddev_samp(amount) {S} payer = '{P2}'"]),
    ("payer_largest_payment_who_when",
     f"What was the single largest payment {P1} ever made: how much was it, to whom did it go, "
     "and when did it happen?",
     [f"SELECT amount, recipient, timestamp {S} payer = '{P1}' ORDER BY amount DESC LIMIT 1"]),
    ("payer_largest_payment_month_who",
     f"In November 2025, which recipient received the biggest single payment from {P1}, and for "
     "what amount?",
     [f"SELECT recipient, amount {S} payer = '{P1}' AND {t('2025-11-01', '2025-12-01')} "
      "ORDER BY amount DESC LIMIT 1"]),
    ("payer_max_amount_month",
     f"What was the largest amount paid by {P3} in a single payment during April 2026?",
     [f"SELECT max(amount) {S} payer = '{P3}' AND {t('2026-04-01', '2026-05-01')}"]),
    ("payer_min_amount",
     f"What's the smallest payment (in USDC) that {P1} has ever sent?",
     [f"SELECT min(amount) {S} payer = '{P1}'"]),
    ("payer_top_recipient_by_volume",
     f"To which recipient has {P1} sent the most USDC overall, and what is that total?",
     [f"SELECT recipient, sum(amount) {S} payer = '{P1}' GROUP BY recipient "
      "ORDER BY sum(amount) DESC LIMIT 1"]),
    ("payer_top_recipient_by_count",
     f"Which counterparty did {P2} pay most often (by number of payments), and how many "
     "payments was that?",
     [f"SELECT recipient, count(*) {S} payer = '{P2}' GROUP BY recipient "
      "ORDER BY count(*) DESC LIMIT 1"]),
    ("payer_top3_recipients_by_volume",
     f"List the top three recipients of {P4}'s payments ranked by total USDC received from it, "
     "with each total.",
     [f"SELECT recipient, sum(amount) {S} payer = '{P4}' GROUP BY recipient "
      "ORDER BY sum(amount) DESC LIMIT 3"]),
    ("payer_active_days",
     f"On how many distinct calendar days (UTC) did {P1} send at least one payment?",
     [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) {S} payer = '{P1}'"]),
    ("payer_busiest_day",
     f"Which single day saw {P2} send the greatest number of payments, and how many did it send "
     "that day?",
     [f"SELECT CAST(timestamp AS DATE), count(*) {S} payer = '{P2}' "
      "GROUP BY CAST(timestamp AS DATE) ORDER BY count(*) DESC LIMIT 1"]),
    ("payer_busiest_month_volume",
     f"In which calendar month did {P1} pay out the most USDC, and how much was it?",
     [f"SELECT CAST(date_trunc('month', timestamp) AS DATE), sum(amount) {S} payer = '{P1}' "
      "GROUP BY date_trunc('month', timestamp) ORDER BY sum(amount) DESC LIMIT 1"]),
    ("payer_per_day_avg_month",
     f"What was {P1}'s average daily spend (total paid divided by the number of calendar days) "
     "in April 2026?",
     [f"SELECT sum(amount) / 30 {S} payer = '{P1}' AND {t('2026-04-01', '2026-05-01')}"]),
    ("payer_via_facilitator_count",
     f"How many of the payments sent by {P1} were settled through the coinbase facilitator?",
     [f"SELECT count(*) {S} payer = '{P1}' AND {fac('coinbase')}"]),
    ("payer_via_facilitator_sum_month",
     f"Please give the USDC total that {P2} paid via PayAI-facilitated settlements during "
     "November 2025.",
     [f"SELECT sum(amount) {S} payer = '{P2}' AND {fac('payai')} AND "
      f"{t('2025-11-01', '2025-12-01')}"]),
    ("payer_share_pct_facilitator",
     f"What percentage of {P1}'s payments (by count) went through daydreams?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('daydreams')}) / count(*) "
      f"{S} payer = '{P1}'"]),
    ("payer_distinct_facilitators",
     f"How many distinct facilitator addresses have settled payments for payer {P1}?",
     [f"SELECT count(DISTINCT facilitator) {S} payer = '{P1}'"]),
    ("payer_count_to_recipient",
     f"How many times has {P1} paid the recipient {R1}?",
     [f"SELECT count(*) {S} payer = '{P1}' AND recipient = '{R1}'"]),
    # ---- one wallet as recipient ----
    ("recipient_count_month",
     f"Could you report how many payments {R1} received in January 2026?",
     [f"SELECT count(*) {S} recipient = '{R1}' AND {t('2026-01-01', '2026-02-01')}"]),
    ("recipient_count_month",
     f"As the receiving party, how many settlements did {R5} collect during the month of "
     "May 2026 (UTC)?",
     [f"SELECT count(*) {S} recipient = '{R5}' AND {t('2026-05-01', '2026-06-01')}"]),
    ("recipient_sum_month",
     f"How much USDC in total did {R3} receive in January 2026?",
     [f"SELECT sum(amount) {S} recipient = '{R3}' AND {t('2026-01-01', '2026-02-01')}"]),
    ("recipient_sum_month",
     f"For bookkeeping purposes, what was the total inflow in USDC to {R4} over December 2025?",
     [f"SELECT sum(amount) {S} recipient = '{R4}' AND {t('2025-12-01', '2026-01-01')}"]),
    ("recipient_sum_all_time",
     f"What is the all-time total, in USDC, that {R6} has received?",
     [f"SELECT sum(amount) {S} recipient = '{R6}'"]),
    ("recipient_count_all_time",
     f"Across everything in the warehouse, how many payments has {R8} been on the receiving end "
     "of?",
     [f"SELECT count(*) {S} recipient = '{R8}'"]),
    ("recipient_count_past_30_days",
     f"Over the past 30 days (the thirty days up to and including today), how many payments "
     f"arrived at {R1}?",
     [f"SELECT count(*) {S} recipient = '{R1}' AND {t('2026-05-05', '2026-06-04')}"]),
    ("recipient_sum_last_month",
     f"Last month, i.e. May 2026, how much did {B1} receive in total?",
     [f"SELECT sum(amount) {S} recipient = '{B1}' AND {t('2026-05-01', '2026-06-01')}"]),
    ("recipient_sum_ytd",
     f"What is the year-to-date amount of USDC received by {R2} (January 1, 2026 through "
     "today)?",
     [f"SELECT sum(amount) {S} recipient = '{R2}' AND {t('2026-01-01', '2026-06-04')}"]),
    ("recipient_count_quarter",
     f"During Q4 2025 (October 1 to December 31, 2025 inclusive), how many payments went to "
     f"{R9}?",
     [f"SELECT count(*) {S} recipient = '{R9}' AND {t('2025-10-01', '2026-01-01')}"]),
    ("recipient_sum_date_range",
     f"Between 2025-11-15 and 2025-11-30 inclusive, what total did {R1} collect?",
     [f"SELECT sum(amount) {S} recipient = '{R1}' AND {t('2025-11-15', '2025-12-01')}"]),
    ("recipient_avg_amount_month",
     f"What was the average payment size received by {R5} in November 2025?",
     [f"SELECT avg(amount) {S} recipient = '{R5}' AND {t('2025-11-01', '2025-12-01')}"]),
    ("recipient_avg_amount_all",
     f"Please compute the mean amount of all payments ever received by {R7}.",
     [f"SELECT avg(amount) {S} recipient = '{R7}'"]),
    ("recipient_distinct_payers_all",
     f"How many unique payers have ever sent money to {R3}?",
     [f"SELECT count(DISTINCT payer) {S} recipient = '{R3}'"]),
    ("recipient_distinct_payers_month",
     f"In April 2026, how many distinct wallets paid {R1}?",
     [f"SELECT count(DISTINCT payer) {S} recipient = '{R1}' AND {t('2026-04-01', '2026-05-01')}"]),
    ("recipient_distinct_payers_month",
     f"I'd like the number of different payer addresses that sent at least one payment to {R4} "
     "during January 2026.",
     [f"SELECT count(DISTINCT payer) {S} recipient = '{R4}' AND {t('2026-01-01', '2026-02-01')}"]),
    ("recipient_first_seen",
     f"When was the first payment ever received by {R6}?",
     [f"SELECT min(timestamp) {S} recipient = '{R6}'"]),
    ("recipient_last_seen",
     f"What's the latest timestamp at which {R5} received a payment?",
     [f"SELECT max(timestamp) {S} recipient = '{R5}'"]),
    ("recipient_first_and_last_seen",
     f"For the recipient {R8}, please give the first-seen and last-seen timestamps (earliest and "
     "latest received payment), in that order.",
     [f"SELECT min(timestamp), max(timestamp) {S} recipient = '{R8}'"]),
    ("recipient_median_amount",
     f"What is the median size of the payments received by {R3}?",
     [f"SELECT median(amount) {S} recipient = '{R3}'"]),
    ("recipient_median_amount_month",
     f"Looking only at December 2025, what was the median amount received by {R1}?",
     [f"SELECT median(amount) {S} recipient = '{R1}' AND {t('2025-12-01', '2026-01-01')}"]),
    ("recipient_percentile_cont_75",
     f"What is the 75th percentile (continuous, interpolated) of the incoming payment amounts "
     f"for {R4}?",
     [f"SELECT quantile_cont(amount, 0.75) {S} recipient = '{R4}'"]),
    ("recipient_percentile_cont_95",
     f"Please report the 95th percentile (linear interpolation) of the amounts received by "
     f"{R2}.",
     [f"SELECT quantile_cont(amount, 0.95) {S} recipient = '{R2}'"]),
    ("recipient_amount_range",
     f"What is the spread, defined as max minus min, of the payment amounts received by {R9}?",
     [f"SELECT max(amount) - min(amount) {S} recipient = '{R9}'"]),
    ("recipient_stddev_amount",
     f"What's the sample standard deviation of the amounts received by {R6}?",
     [f"SELECT stddev_samp(amount) {S} recipient = '{R6}'"]),
    ("recipient_largest_payment_who_when",
     f"What is the largest payment {R5} has ever received: the amount, the payer who sent it, and "
     "the time?",
     [f"SELECT amount, payer, timestamp {S} recipient = '{R5}' ORDER BY amount DESC LIMIT 1"]),
    ("recipient_largest_payment_month_who",
     f"Who sent {R3} its largest payment in December 2025, and how large was it?",
     [f"SELECT payer, amount {S} recipient = '{R3}' AND {t('2025-12-01', '2026-01-01')} "
      "ORDER BY amount DESC LIMIT 1"]),
    ("recipient_max_amount_month",
     f"What was the biggest single payment received by {R7} during December 2025?",
     [f"SELECT max(amount) {S} recipient = '{R7}' AND {t('2025-12-01', '2026-01-01')}"]),
    ("recipient_min_amount_month",
     f"What was the smallest payment that {R1} received in March 2026?",
     [f"SELECT min(amount) {S} recipient = '{R1}' AND {t('2026-03-01', '2026-04-01')}"]),
    ("recipient_top_payer_by_volume",
     f"Which payer has sent the most USDC to {R4} in total, and how much?",
     [f"SELECT payer, sum(amount) {S} recipient = '{R4}' GROUP BY payer "
      "ORDER BY sum(amount) DESC LIMIT 1"]),
    ("recipient_top_payer_by_count",
     f"Who is the most frequent payer of {R1} (by number of payments), and how many payments did "
     "it make to it?",
     [f"SELECT payer, count(*) {S} recipient = '{R1}' GROUP BY payer "
      "ORDER BY count(*) DESC LIMIT 1"]),
    ("recipient_top3_payers_by_count",
     f"Name the three payers that paid {R2} most often, with their payment counts.",
     [f"SELECT payer, count(*) {S} recipient = '{R2}' GROUP BY payer "
      "ORDER BY count(*) DESC LIMIT 3"]),
    ("recipient_top5_payers_by_volume",
     f"Please list the top 5 payers to {R5} ranked by the USDC they sent it, with the amounts.",
     [f"SELECT payer, sum(amount) {S} recipient = '{R5}' GROUP BY payer "
      "ORDER BY sum(amount) DESC LIMIT 5"]),
    ("recipient_active_days",
     f"On how many separate UTC days did {R3} receive at least one payment?",
     [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) {S} recipient = '{R3}'"]),
    ("recipient_busiest_day",
     f"On which day did {R1} receive the most payments, and how many were there?",
     [f"SELECT CAST(timestamp AS DATE), count(*) {S} recipient = '{R1}' "
      "GROUP BY CAST(timestamp AS DATE) ORDER BY count(*) DESC LIMIT 1"]),
    ("recipient_busiest_month_count",
     f"Which month had the highest number of payments received by {R6}, and what was that "
     "count?",
     [f"SELECT CAST(date_trunc('month', timestamp) AS DATE), count(*) {S} recipient = '{R6}' "
      "GROUP BY date_trunc('month', timestamp) ORDER BY count(*) DESC LIMIT 1"]),
    ("recipient_per_day_avg_month",
     f"How much did {R1} receive per day on average in December 2025 (monthly total divided by "
     "the 31 calendar days)?",
     [f"SELECT sum(amount) / 31 {S} recipient = '{R1}' AND {t('2025-12-01', '2026-01-01')}"]),
    ("recipient_via_facilitator_count",
     f"How many payments to {R3} were settled by the daydreams facilitator?",
     [f"SELECT count(*) {S} recipient = '{R3}' AND {fac('daydreams')}"]),
    ("recipient_via_facilitator_sum",
     f"What total USDC has {R1} received through coinbase-facilitated payments?",
     [f"SELECT sum(amount) {S} recipient = '{R1}' AND {fac('coinbase')}"]),
    ("recipient_share_pct_volume_facilitator",
     f"What share of {R2}'s received volume (as a percentage of USDC) came through payai?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE {fac('payai')}) / sum(amount) "
      f"{S} recipient = '{R2}'"]),
    ("recipient_count_threshold_over_month",
     f"How many payments above 1 USDC did {R4} receive in November 2025?",
     [f"SELECT count(*) {S} recipient = '{R4}' AND amount > 1 AND "
      f"{t('2025-11-01', '2025-12-01')}"]),
    ("recipient_sum_threshold_under",
     f"What is the total of all payments under 0.01 USDC received by {R1}?",
     [f"SELECT sum(amount) {S} recipient = '{R1}' AND amount < 0.01"]),
    ("recipient_count_threshold_at_least",
     f"Count the payments of at least 2 USDC that {R9} has received.",
     [f"SELECT count(*) {S} recipient = '{R9}' AND amount >= 2"]),
    ("recipient_distinct_facilitators",
     f"How many different facilitator addresses have settled payments to {R5}?",
     [f"SELECT count(DISTINCT facilitator) {S} recipient = '{R5}'"]),
    ("recipient_months_active",
     f"In how many distinct calendar months did {R7} receive at least one payment?",
     [f"SELECT count(DISTINCT strftime(timestamp, '%Y-%m')) {S} recipient = '{R7}'"]),
    # ---- either side ----
    ("either_count_month",
     f"How many settlements involved {B1} on either side (as payer or as recipient) during "
     "November 2025?",
     [f"SELECT count(*) {S} (payer = '{B1}' OR recipient = '{B1}') AND "
      f"{t('2025-11-01', '2025-12-01')}"]),
    ("either_count_all",
     f"In total, how many distinct payments has {B2} taken part in, whether as sender or as "
     "receiver (a payment to itself counts once)?",
     [f"SELECT count(*) {S} payer = '{B2}' OR recipient = '{B2}'"]),
    ("either_first_seen",
     f"When did {B1} first show up in any payment at all, whether paying or being paid?",
     [f"SELECT min(timestamp) {S} payer = '{B1}' OR recipient = '{B1}'"]),
    ("either_last_seen",
     f"What is the last time {B2} appeared in a settlement in any role (payer or recipient)?",
     [f"SELECT max(timestamp) {S} payer = '{B2}' OR recipient = '{B2}'"]),
    ("either_net_flow",
     f"What is the net flow of {B1} over all time, i.e. USDC received minus USDC paid?",
     [f"SELECT sum(CASE WHEN recipient = '{B1}' THEN amount ELSE 0 END) - "
      f"sum(CASE WHEN payer = '{B1}' THEN amount ELSE 0 END) {S} "
      f"payer = '{B1}' OR recipient = '{B1}'"]),
    ("either_net_flow_month",
     f"For November 2025, what was {B2}'s net position in USDC (what it received minus what it "
     "sent)?",
     [f"SELECT sum(CASE WHEN recipient = '{B2}' THEN amount ELSE 0 END) - "
      f"sum(CASE WHEN payer = '{B2}' THEN amount ELSE 0 END) {S} "
      f"(payer = '{B2}' OR recipient = '{B2}') AND {t('2025-11-01', '2025-12-01')}"]),
    ("either_distinct_counterparties",
     f"With how many distinct counterparties (anyone it paid or who paid it, itself excluded) has "
     f"{B1} dealt?",
     [f"SELECT count(DISTINCT CASE WHEN payer = '{B1}' THEN recipient ELSE payer END) {S} "
      f"(payer = '{B1}' OR recipient = '{B1}') AND payer <> recipient"]),
    ("either_largest_payment_who_when",
     f"Considering payments since January 1, 2026 (through today) in which {B1} is either the "
     "payer or the recipient, what was the largest one, who was the payer, who was the recipient, "
     "and when was it?",
     [f"SELECT amount, payer, recipient, timestamp {S} (payer = '{B1}' OR recipient = '{B1}') "
      f"AND {t('2026-01-01', '2026-06-04')} ORDER BY amount DESC LIMIT 1"]),
    ("either_active_days",
     f"On how many distinct days was {B1} active in any capacity (sending or receiving)?",
     [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) {S} payer = '{B1}' OR recipient = '{B1}'"]),
    ("either_median_amount_month",
     f"What was the median amount of all payments involving {B2} (sent or received) in October "
     "2025?",
     [f"SELECT median(amount) {S} (payer = '{B2}' OR recipient = '{B2}') AND "
      f"{t('2025-10-01', '2025-11-01')}"]),
    # ---- multi-clause ----
    ("multi_payer_count_and_sum_month",
     f"For {P1}, during May 2026, please give (a) the number of payments it sent and (b) the "
     "total USDC it sent.",
     [f"SELECT count(*), sum(amount) {S} payer = '{P1}' AND {t('2026-05-01', '2026-06-01')}"]),
    ("multi_recipient_count_sum_avg",
     f"For the recipient {R6}, I need three figures over its whole history: how many payments it "
     "received, their total in USDC, and their average size.",
     [f"SELECT count(*), sum(amount), avg(amount) {S} recipient = '{R6}'"]),
    ("multi_each_of_two_payers_count_sum",
     f"For each of {P2} and {P3}, give the number of payments sent and the total USDC sent, all "
     "time.",
     [f"SELECT count(*), sum(amount) {S} payer = '{P2}'",
      f"SELECT count(*), sum(amount) {S} payer = '{P3}'"]),
    ("multi_each_of_two_recipients_month",
     f"For each of {R1} and {R2}, how much USDC was received in December 2025?",
     [f"SELECT sum(amount) {S} recipient = '{R1}' AND {t('2025-12-01', '2026-01-01')}",
      f"SELECT sum(amount) {S} recipient = '{R2}' AND {t('2025-12-01', '2026-01-01')}"]),
    ("multi_each_of_three_recipients_count",
     f"Please report, for each of {R7}, {R8} and {R9}, the number of payments received in "
     "January 2026.",
     [f"SELECT count(*) {S} recipient = '{R7}' AND {t('2026-01-01', '2026-02-01')}",
      f"SELECT count(*) {S} recipient = '{R8}' AND {t('2026-01-01', '2026-02-01')}",
      f"SELECT count(*) {S} recipient = '{R9}' AND {t('2026-01-01', '2026-02-01')}"]),
    ("multi_sent_and_received",
     f"For {B1}, how much did it send as payer and how much did it receive as recipient, over "
     "all time (two totals, in that order)?",
     [f"SELECT sum(amount) {S} payer = '{B1}'",
      f"SELECT sum(amount) {S} recipient = '{B1}'"]),
    ("multi_sent_and_received",
     f"Please tell me, for {B2}, the count of payments it made and then the count of payments it "
     "received.",
     [f"SELECT count(*) {S} payer = '{B2}'",
      f"SELECT count(*) {S} recipient = '{B2}'"]),
    ("multi_first_last_and_count_recipient",
     f"For {R4}: when did it first receive a payment, when did it last receive one, and how many "
     "did it receive in between (in total)?",
     [f"SELECT min(timestamp), max(timestamp), count(*) {S} recipient = '{R4}'"]),
    ("multi_median_and_p90_payer",
     f"For payments sent by {P1}, what are the median and the 90th percentile (continuous) of "
     "the amount?",
     [f"SELECT median(amount), quantile_cont(amount, 0.9) {S} payer = '{P1}'"]),
    ("multi_min_median_max_recipient",
     f"Give me the minimum, median, and maximum payment amounts received by {R3}, in that order.",
     [f"SELECT min(amount), median(amount), max(amount) {S} recipient = '{R3}'"]),
    ("multi_quartiles_recipient",
     f"What are the first and third quartiles (25th and 75th percentiles, interpolated) of the "
     f"amounts received by {R1}?",
     [f"SELECT quantile_cont(amount, 0.25), quantile_cont(amount, 0.75) {S} recipient = '{R1}'"]),
    ("multi_two_months_compare_payer",
     f"How many payments did {P1} send in March 2026, and how many in April 2026?",
     [f"SELECT count(*) {S} payer = '{P1}' AND {t('2026-03-01', '2026-04-01')}",
      f"SELECT count(*) {S} payer = '{P1}' AND {t('2026-04-01', '2026-05-01')}"]),
    ("multi_two_months_compare_recipient_sum",
     f"What did {R3} receive in total in November 2025 and, separately, in December 2025?",
     [f"SELECT sum(amount) {S} recipient = '{R3}' AND {t('2025-11-01', '2025-12-01')}",
      f"SELECT sum(amount) {S} recipient = '{R3}' AND {t('2025-12-01', '2026-01-01')}"]),
    ("multi_largest_and_smallest_payer",
     f"For {P4} as payer, what were its largest payment amount and its smallest payment amount?",
     [f"SELECT max(amount), min(amount) {S} payer = '{P4}'"]),
    ("multi_count_and_distinct_payers_month",
     f"In May 2026, how many payments did {R1} receive and from how many distinct payers?",
     [f"SELECT count(*), count(DISTINCT payer) {S} recipient = '{R1}' AND "
      f"{t('2026-05-01', '2026-06-01')}"]),
    ("multi_count_and_distinct_recipients",
     f"For {P2}, please provide the total number of payments it has sent and the number of "
     "distinct recipients it has paid.",
     [f"SELECT count(*), count(DISTINCT recipient) {S} payer = '{P2}'"]),
    ("multi_each_payer_first_seen",
     f"For each of {P1} and {P2}, when was the first payment it sent?",
     [f"SELECT min(timestamp) {S} payer = '{P1}'",
      f"SELECT min(timestamp) {S} payer = '{P2}'"]),
    ("multi_each_recipient_last_seen",
     f"For each of {R5} and {R8}, when did it last receive a payment?",
     [f"SELECT max(timestamp) {S} recipient = '{R5}'",
      f"SELECT max(timestamp) {S} recipient = '{R8}'"]),
    ("multi_each_recipient_median",
     f"What are the median received amounts for {R4} and for {R6}, respectively?",
     [f"SELECT median(amount) {S} recipient = '{R4}'",
      f"SELECT median(amount) {S} recipient = '{R6}'"]),
    ("multi_top_payer_and_share",
     f"Who paid {R7} the most USDC, how much was it, and what percentage of {R7}'s total "
     "received volume does that represent?",
     [f"SELECT payer, sum(amount) {S} recipient = '{R7}' GROUP BY payer "
      "ORDER BY sum(amount) DESC LIMIT 1",
      f"SELECT 100 * max(v) / sum(v) FROM (SELECT sum(amount) AS v {S} recipient = '{R7}' "
      "GROUP BY payer)"]),
    ("multi_count_sum_threshold",
     f"For payments over 5 USDC sent by {P1}, how many were there and what did they add up to?",
     [f"SELECT count(*), sum(amount) {S} payer = '{P1}' AND amount > 5"]),
    ("multi_ytd_and_last_month",
     f"How much has {R2} received year to date, and how much of that arrived last month (May "
     "2026)?",
     [f"SELECT sum(amount) {S} recipient = '{R2}' AND {t('2026-01-01', '2026-06-04')}",
      f"SELECT sum(amount) {S} recipient = '{R2}' AND {t('2026-05-01', '2026-06-01')}"]),
    ("multi_avg_and_stddev_payer",
     f"Please report the mean and the sample standard deviation of the amounts paid by {P1}.",
     [f"SELECT avg(amount), stddev_samp(amount) {S} payer = '{P1}'"]),
    ("multi_each_payer_largest_payment",
     f"For each of {P1} and {P5}, what was the largest single payment it sent?",
     [f"SELECT max(amount) {S} payer = '{P1}'",
      f"SELECT max(amount) {S} payer = '{P5}'"]),
    ("multi_each_payer_distinct_recipients_month",
     f"In November 2025, how many distinct recipients did {P2} pay, and how many did {P4} pay?",
     [f"SELECT count(DISTINCT recipient) {S} payer = '{P2}' AND {t('2025-11-01', '2025-12-01')}",
      f"SELECT count(DISTINCT recipient) {S} payer = '{P4}' AND {t('2025-11-01', '2025-12-01')}"]),
    ("multi_recipient_first_seen_and_top_payer",
     f"When did {R9} receive its first payment, and which payer has sent it the most payments "
     "(with that count)?",
     [f"SELECT min(timestamp) {S} recipient = '{R9}'",
      f"SELECT payer, count(*) {S} recipient = '{R9}' GROUP BY payer "
      "ORDER BY count(*) DESC LIMIT 1"]),
    ("multi_either_sent_received_month",
     f"For {B2} in November 2025, how many payments did it send, and how many did it receive?",
     [f"SELECT count(*) {S} payer = '{B2}' AND {t('2025-11-01', '2025-12-01')}",
      f"SELECT count(*) {S} recipient = '{B2}' AND {t('2025-11-01', '2025-12-01')}"]),
    ("multi_facilitator_split_recipient",
     f"Of the payments received by {R1}, how many were settled via coinbase and how many via "
     "payai?",
     [f"SELECT count(*) {S} recipient = '{R1}' AND {fac('coinbase')}",
      f"SELECT count(*) {S} recipient = '{R1}' AND {fac('payai')}"]),
    ("multi_pair_count_and_sum",
     f"Between payer {P1} and recipient {R1}, how many payments were made and what was their "
     "total in USDC?",
     [f"SELECT count(*), sum(amount) {S} payer = '{P1}' AND recipient = '{R1}'"]),
    ("multi_quarter_count_sum_avg",
     f"For Q1 2026 (January through March), please give {R3}'s received payment count, total "
     "received USDC and mean received amount.",
     [f"SELECT count(*), sum(amount), avg(amount) {S} recipient = '{R3}' AND "
      f"{t('2026-01-01', '2026-04-01')}"]),
    # ---- refusals ----
    ("refuse_other_chain", f"How many payments did {P1} make on Solana in April 2026?", None),
    ("refuse_other_chain",
     f"Please give the total USDC that {R1} received on Ethereum mainnet (not Base) last month.",
     None),
    ("refuse_forecast",
     f"Based on its history, how much will {R3} receive next month (June 2026 as a whole)?",
     None),
    ("refuse_forecast",
     f"Could you predict the number of payments {P2} will make over the next 30 days?", None),
    ("refuse_missing_column_ip",
     f"From which country or IP address were the payments sent by {P1} initiated?", None),
    ("refuse_missing_column_resource",
     f"Which API endpoints (resource URLs) did {P2} pay for, and how much per endpoint?", None),
    ("refuse_missing_column_usd_gas",
     f"What was the gas fee in US dollars paid for {R1}'s largest incoming payment?", None),
    ("refuse_impossible_date",
     f"How many payments did {R1} receive on February 30, 2026?", None),
    ("refuse_impossible_date",
     f"What did {P1} pay in total between April 31 and May 5, 2026?", None),
    ("refuse_no_data_period",
     f"How much did {R2} receive during March 2024?", None),
    ("refuse_no_data_period",
     f"For the year 2023, how many payments did {P3} send?", None),
    ("refuse_future_period",
     f"How many payments did {R3} receive in August 2026?", None),
    ("refuse_off_topic",
     "Could you recommend a good recipe for a vegetarian lasagna, with step-by-step instructions?",
     None),
    ("refuse_off_topic",
     "What is the weather forecast for Lisbon tomorrow afternoon?", None),
    ("refuse_ambiguous_date",
     f"How many payments did {R1} receive on 04/03/2026?", None),
    ("refuse_ambiguous_date",
     f"What total did {P1} send on 05/02/26?", None),
    ("refuse_wallet_identity",
     f"Who is the real-world owner (person or company name) of wallet {R4}?", None),
    ("refuse_token_price",
     "What was the price of ETH in USD on 2026-05-01 at noon?", None),
    ("refuse_other_token",
     f"How much DAI (not USDC) did {P1} send in total?", None),
    ("refuse_payment_reason",
     f"Why did {P2} pay {R1}, that is, what was purchased in those payments?", None),
    ("refuse_other_chain_aggregate",
     "What was the total x402 payment volume on Polygon during May 2026?", None),
    ("refuse_balance",
     f"What is the current USDC wallet balance of {B1}, including funds that never moved "
     "through x402?", None),
    ("refuse_missing_column_latency",
     f"What was the average HTTP response latency of the services paid by {P1}?", None),
]


def main() -> None:
    """Write the probe set and check the shape limits."""
    per_shape = Counter(shape for shape, _, _ in ROWS)
    assert max(per_shape.values()) <= 3, per_shape.most_common(3)
    seen: Counter[str] = Counter()
    lines = []
    for shape, question, sql in ROWS:
        seen[shape] += 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape, split="hp2"))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(lines) + "\n")
    print(f"{len(lines)} questions, {len(per_shape)} shapes -> {OUT}")


if __name__ == "__main__":
    main()
