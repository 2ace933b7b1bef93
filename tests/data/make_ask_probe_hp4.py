"""Write the hp4 /ask probe set (data-analyst persona) to tests/data/ask_probe_hp4.jsonl.

Every question and its hand SQL is written out by hand below; run from the repo root
(``PYTHONPATH=src:. python make_ask_probe_hp4.py [out]``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

S = "FROM settlements WHERE"
OCT = ts("2025-10-01", "2025-11-01")
NOV = ts("2025-11-01", "2025-12-01")
DEC = ts("2025-12-01", "2026-01-01")
JAN = ts("2026-01-01", "2026-02-01")
FEB = ts("2026-02-01", "2026-03-01")
MAR = ts("2026-03-01", "2026-04-01")
APR = ts("2026-04-01", "2026-05-01")
MAY = ts("2026-05-01", "2026-06-01")
Q4 = ts("2025-10-01", "2026-01-01")
Q1 = ts("2026-01-01", "2026-04-01")
YTD = ts("2026-01-01", "2026-06-04")
LAST7 = ts("2026-05-28", "2026-06-04")
PAST30 = ts("2026-05-05", "2026-06-04")
LASTWEEK = ts("2026-05-25", "2026-06-01")
TODAY = ts("2026-06-03", "2026-06-04")
YESTERDAY = ts("2026-06-02", "2026-06-03")
THISMONTH = ts("2026-06-01", "2026-06-04")

# mid-ranked wallets picked from the 60 k warehouse (seed 7)
P1 = "0x889c170b1a63e8f5f454b64750f16bb5cc1935a3"
P2 = "0x42ba8b59b641adfa114c38e8ec79eeed45c6464d"
P3 = "0xe38d3d05b6b50098cb73a14e2a9de3a9854b3282"
P4 = "0x2b2286cb59e2a73c4370542f172a0951053ffa19"
P5 = "0x15508ced12ef0d5814f4e58fa0922f9719aac575"
P6 = "0xdca267747f391c9f59e22b8e1ebaf960ca998ad8"
P7 = "0xe162ec4574a811d3df56b8fe7364ecb8df1e263e"
R1 = "0x88d7811f810df4082f011e07cc1053f4d22a11fc"
R2 = "0xd6a6a495a549a8026046f5bb96aa0993254b4cd6"
R3 = "0x4e501d525b18b583863321353c2589d2700a1193"
R4 = "0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e"
R5 = "0xd04f61f4014d19581f9ea74abda5880e500ea70a"
R7 = "0xef4364fe4487353df46eb7c811d4fac78b856c7f"
R6 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
B1 = "0x4e9bce2547a9491b09ed092c433b19888e665edb"

ROWS: list[tuple[str, str, list[str] | None]] = [
    # --- distributions -------------------------------------------------------------
    ("median_amount_month", "What was the median payment size in March 2026?",
     [f"SELECT median(amount) {S} {MAR}"]),
    ("percentile_fac_alltime",
     "What's the 90th percentile of payment amounts routed through payai, across all the data?",
     [f"SELECT quantile_cont(amount, 0.9) {S} {fac('payai')}"]),
    ("percentile_quarter", "Give me the 95th percentile payment amount for Q1 2026.",
     [f"SELECT quantile_cont(amount, 0.95) {S} {Q1}"]),
    ("iqr_month",
     "What was the interquartile range (75th minus 25th percentile) of payment amounts in April "
     "2026?",
     [f"SELECT quantile_cont(amount, 0.75) - quantile_cont(amount, 0.25) {S} {APR}"]),
    ("quartiles_two_month",
     "What were the 25th and the 75th percentile payment amounts in November 2025?",
     [f"SELECT quantile_cont(amount, 0.25), quantile_cont(amount, 0.75) {S} {NOV}"]),
    ("stddev_fac_month",
     "What was the sample standard deviation of heurist payment amounts in December 2025?",
     [f"SELECT stddev_samp(amount) {S} {fac('heurist')} AND {DEC}"]),
    ("count_band_inclusive_month",
     "How many payments between 0.01 and 0.1 USDC inclusive were made in May 2026?",
     [f"SELECT count(*) {S} amount >= 0.01 AND amount <= 0.1 AND {MAY}"]),
    ("count_at_least_quarter", "How many payments of at least 5 USDC were settled in Q4 2025?",
     [f"SELECT count(*) {S} amount >= 5 AND {Q4}"]),
    ("count_band_exclusive_fac",
     "How many payai payments were bigger than 0.01 but smaller than 1 USDC in December 2025?",
     [f"SELECT count(*) {S} amount > 0.01 AND amount < 1 AND {fac('payai')} AND {DEC}"]),
    ("share_count_under_month", "What percentage of February 2026 payments were below 0.005 USDC?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.005) / count(*) {S} {FEB}"]),
    ("share_volume_over_month",
     "In March 2026, what percent of total volume came from payments above 1 USDC?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE amount > 1) / sum(amount) {S} {MAR}"]),
    ("min_max_amount_month", "What were the smallest and largest payment amounts in April 2026?",
     [f"SELECT min(amount), max(amount) {S} {APR}"]),
    ("mean_median_fac_month",
     "For daydreams in November 2025, what were the mean and the median payment amounts?",
     [f"SELECT avg(amount), median(amount) {S} {fac('daydreams')} AND {NOV}"]),
    ("range_payer_alltime",
     f"What's the spread between the biggest and the smallest payment ever made by {P1} "
     "(largest minus smallest)?",
     [f"SELECT max(amount) - min(amount) {S} payer = '{P1}'"]),
    ("avg_payments_per_payer_month",
     "On average, how many payments did each active payer make in May 2026?",
     [f"SELECT count(*) / count(DISTINCT payer) {S} {MAY}"]),
    ("mode_amount_month", "What was the most common payment amount in January 2026?",
     [f"SELECT amount FROM (SELECT amount, count(*) AS v {S} {JAN} GROUP BY amount) "
      "ORDER BY v DESC LIMIT 1"]),
    # --- rankings -------------------------------------------------------------------------
    ("top_payers_volume_month",
     "Who were the top 5 payers by total volume in April 2026, and how much did each pay?",
     [f"SELECT payer, v FROM (SELECT payer, sum(amount) AS v {S} {APR} GROUP BY payer) "
      "ORDER BY v DESC LIMIT 5"]),
    ("top_recipients_count_quarter",
     "List the 3 recipients that received the most payments in Q1 2026.",
     [f"SELECT recipient FROM (SELECT recipient, count(*) AS v {S} {Q1} GROUP BY recipient) "
      "ORDER BY v DESC LIMIT 3"]),
    ("kth_payer_volume_quarter", "Who was the third-largest payer by volume in Q1 2026?",
     [f"SELECT payer FROM (SELECT payer, sum(amount) AS v {S} {Q1} GROUP BY payer) "
      "ORDER BY v DESC LIMIT 1 OFFSET 2"]),
    ("kth_recipient_count_month",
     "Which recipient was 7th by number of payments received in December 2025?",
     [f"SELECT recipient FROM (SELECT recipient, count(*) AS v {S} {DEC} GROUP BY recipient) "
      "ORDER BY v DESC LIMIT 1 OFFSET 6"]),
    ("top_payers_count_fac_month",
     "Top 3 payers by number of payments on heurist in January 2026?",
     [f"SELECT payer FROM (SELECT payer, count(*) AS v {S} {fac('heurist')} AND {JAN} "
      "GROUP BY payer) ORDER BY v DESC LIMIT 3"]),
    ("top_recipients_volume_fac_alltime",
     "Which 4 recipients have received the most volume through daydreams over the whole history?",
     [f"SELECT recipient FROM (SELECT recipient, sum(amount) AS v {S} {fac('daydreams')} "
      "GROUP BY recipient) ORDER BY v DESC LIMIT 4"]),
    ("rank_of_payer_month",
     f"Where does {P2} rank among payers by total volume paid in November 2025 (1 = largest)?",
     [f"SELECT 1 + count(*) FROM (SELECT payer, sum(amount) AS v {S} {NOV} GROUP BY payer) "
      f"WHERE v > (SELECT sum(amount) {S} payer = '{P2}' AND {NOV})"]),
    ("largest_payment_and_payer_month",
     "What was the largest single payment in March 2026 and who paid it?",
     [f"SELECT v, payer FROM (SELECT payer, amount AS v, id {S} {MAR}) ORDER BY v DESC, id LIMIT "
      "1"]),
    ("largest_received_and_when",
     f"What's the largest single payment {R1} ever received, and when did it arrive?",
     [f"SELECT v, timestamp FROM (SELECT timestamp, amount AS v, id {S} recipient = '{R1}') "
      "ORDER BY v DESC, id LIMIT 1"]),
    ("top_days_count_month", "What were the 3 busiest days by payment count in December 2025?",
     [f"SELECT d FROM (SELECT CAST(timestamp AS DATE) AS d, count(*) AS v {S} {DEC} GROUP BY d) "
      "ORDER BY v DESC LIMIT 3"]),
    ("top_payer_of_recipient_alltime",
     f"Who has paid {R2} the most in total, and how much?",
     [f"SELECT payer, v FROM (SELECT payer, sum(amount) AS v {S} recipient = '{R2}' "
      "GROUP BY payer) ORDER BY v DESC LIMIT 1"]),
    ("top_recipient_of_payer_alltime",
     f"Which recipient did {P3} send the most money to?",
     [f"SELECT recipient FROM (SELECT recipient, sum(amount) AS v {S} payer = '{P3}' "
      "GROUP BY recipient) ORDER BY v DESC LIMIT 1"]),
    ("top_payments_month", "List the 3 largest individual payment amounts in February 2026.",
     [f"SELECT v FROM (SELECT amount AS v {S} {FEB}) ORDER BY v DESC LIMIT 3"]),
    ("top_recipients_volume_with_amounts_month",
     "Top 3 recipients by volume received in May 2026, with the amount each got.",
     [f"SELECT recipient, v FROM (SELECT recipient, sum(amount) AS v {S} {MAY} "
      "GROUP BY recipient) ORDER BY v DESC LIMIT 3"]),
    ("kth_payer_count_fac",
     "Which payer made the 2nd-most payments through payai in November 2025?",
     [f"SELECT payer FROM (SELECT payer, count(*) AS v {S} {fac('payai')} AND {NOV} "
      "GROUP BY payer) ORDER BY v DESC LIMIT 1 OFFSET 1"]),
    ("top_recipient_distinct_payers_alltime",
     "Which recipient has been paid by the most distinct payers over the full history?",
     ["SELECT recipient FROM (SELECT recipient, count(DISTINCT payer) AS v FROM settlements "
      "GROUP BY recipient) ORDER BY v DESC LIMIT 1"]),
    # --- shares and concentration ----------------------------------------------------
    ("top10_payers_share_alltime",
     "What share of all-time volume came from the top 10 payers, in percent?",
     ["SELECT 100.0 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM settlements "
      "GROUP BY payer ORDER BY v DESC LIMIT 10)) / (SELECT sum(amount) FROM settlements)"]),
    ("top5_recipients_share_month",
     "In March 2026, what percentage of volume did the top 5 recipients by volume capture?",
     [f"SELECT 100.0 * (SELECT sum(v) FROM (SELECT sum(amount) AS v {S} {MAR} "
      f"GROUP BY recipient ORDER BY v DESC LIMIT 5)) / (SELECT sum(amount) {S} {MAR})"]),
    ("fac_share_count_month", "What percent of payments in January 2026 went through coinbase?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {S} {JAN}"]),
    ("fac_share_volume_quarter", "What was payai's share of Q4 2025 volume, as a percentage?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('payai')}) / sum(amount) {S} {Q4}"]),
    ("top_payer_share_of_fac",
     "What percentage of heurist's all-time volume came from its single largest payer?",
     [f"SELECT 100.0 * max(v) / sum(v) FROM (SELECT sum(amount) AS v {S} {fac('heurist')} "
      "GROUP BY payer)"]),
    ("top_payer_share_count_month",
     "What share of May 2026 payments, by count, was made by the most active payer (percent)?",
     [f"SELECT 100.0 * max(v) / sum(v) FROM (SELECT count(*) AS v {S} {MAY} GROUP BY payer)"]),
    ("two_fac_combined_share_month",
     "Together, what percent of December 2025 volume did daydreams and heurist handle?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')} OR {fac('heurist')}) "
      f"/ sum(amount) {S} {DEC}"]),
    ("payers_to_half_volume_month",
     "How many of the largest payers does it take to reach half of April 2026 volume?",
     [f"SELECT min(rn) FROM (SELECT row_number() OVER (ORDER BY v DESC) AS rn, sum(v) OVER "
      "(ORDER BY v DESC ROWS UNBOUNDED PRECEDING) AS cum, sum(v) OVER () AS tot FROM "
      f"(SELECT sum(amount) AS v {S} {APR} GROUP BY payer)) WHERE cum >= tot / 2"]),
    # --- cohorts --------------------------------------------------------------------------
    ("new_payers_month", "How many new payers (first payment ever) showed up in November 2025?",
     ["SELECT count(*) FROM (SELECT payer, min(timestamp) AS t FROM settlements GROUP BY payer) "
      "WHERE t >= TIMESTAMPTZ '2025-11-01 00:00:00+00' AND t < TIMESTAMPTZ '2025-12-01 "
      "00:00:00+00'"]),
    ("returning_payers_month",
     "How many returning payers were active in April 2026, meaning they had already paid before "
     "April?",
     [f"SELECT count(DISTINCT payer) {S} {APR} AND payer IN (SELECT payer {S} "
      "timestamp < TIMESTAMPTZ '2026-04-01 00:00:00+00')"]),
    ("new_vs_returning_month",
     "In November 2025, how many of the active payers were new and how many were returning?",
     [f"SELECT count(DISTINCT payer) FILTER (WHERE payer NOT IN (SELECT payer {S} "
      "timestamp < TIMESTAMPTZ '2025-11-01 00:00:00+00')), count(DISTINCT payer) FILTER "
      f"(WHERE payer IN (SELECT payer {S} timestamp < TIMESTAMPTZ '2025-11-01 00:00:00+00')) "
      f"{S} {NOV}"]),
    ("new_payer_volume_share_month",
     "What share of May 2026 volume came from payers whose very first payment was in May 2026 "
     "(percent)?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE payer NOT IN (SELECT payer {S} "
      f"timestamp < TIMESTAMPTZ '2026-05-01 00:00:00+00')) / sum(amount) {S} {MAY}"]),
    ("new_recipients_quarter", "How many recipients received their first ever payment in Q1 2026?",
     ["SELECT count(*) FROM (SELECT recipient, min(timestamp) AS t FROM settlements "
      "GROUP BY recipient) WHERE t >= TIMESTAMPTZ '2026-01-01 00:00:00+00' "
      "AND t < TIMESTAMPTZ '2026-04-01 00:00:00+00'"]),
    ("retained_payers_next_month",
     "Of the payers active in December 2025, how many also paid in January 2026?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer {S} {DEC} INTERSECT "
      f"SELECT DISTINCT payer {S} {JAN})"]),
    ("churned_payers_after_month",
     "How many payers active in November 2025 never paid again after November 2025?",
     [f"SELECT count(DISTINCT payer) {S} {NOV} AND payer NOT IN (SELECT payer {S} "
      "timestamp >= TIMESTAMPTZ '2025-12-01 00:00:00+00')"]),
    ("new_payers_fac_month",
     "How many payers made their first-ever payai payment in January 2026?",
     [f"SELECT count(*) FROM (SELECT payer, min(timestamp) AS t {S} {fac('payai')} "
      "GROUP BY payer) WHERE t >= TIMESTAMPTZ '2026-01-01 00:00:00+00' "
      "AND t < TIMESTAMPTZ '2026-02-01 00:00:00+00'"]),
    ("new_payers_count_and_volume_month",
     "How many new payers first appeared in February 2026, and how much did they pay in total that "
     "month?",
     [f"SELECT count(DISTINCT payer), sum(amount) {S} {FEB} AND payer NOT IN (SELECT payer {S} "
      "timestamp < TIMESTAMPTZ '2026-02-01 00:00:00+00')"]),
    # --- day-of-week and hour-of-day ------------------------------------------------------
    ("busiest_weekday_quarter", "Which day of the week had the most payments in Q1 2026?",
     [f"SELECT d FROM (SELECT dayname(timestamp) AS d, count(*) AS v {S} {Q1} GROUP BY d) "
      "ORDER BY v DESC LIMIT 1"]),
    ("weekday_count_month", "How many payments happened on Saturdays in April 2026?",
     [f"SELECT count(*) {S} dayofweek(timestamp) = 6 AND {APR}"]),
    ("weekend_share_count_month", "What percent of May 2026 payments fell on a Saturday or Sunday?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE isodow(timestamp) >= 6) / count(*) {S} {MAY}"]),
    ("busiest_hour_alltime", "Which UTC hour of the day sees the most payments overall?",
     ["SELECT h FROM (SELECT hour(timestamp) AS h, count(*) AS v FROM settlements GROUP BY h) "
      "ORDER BY v DESC LIMIT 1"]),
    ("hour_window_count_month",
     "How many payments were made between 00:00 and 05:59 UTC in March 2026?",
     [f"SELECT count(*) {S} hour(timestamp) < 6 AND {MAR}"]),
    ("quietest_hour_month",
     "In December 2025, which hour of the day (UTC) had the fewest payments?",
     [f"SELECT h FROM (SELECT hour(timestamp) AS h, count(*) AS v {S} {DEC} GROUP BY h) "
      "ORDER BY v ASC LIMIT 1"]),
    ("weekday_avg_daily_volume_quarter",
     "What was the average daily volume on Mondays during Q1 2026?",
     [f"SELECT sum(amount) / 13 {S} isodow(timestamp) = 1 AND {Q1}"]),
    ("weekday_vs_weekend_avg_count_month",
     "In April 2026, what was the average number of payments per weekday and per weekend day?",
     [f"SELECT count(*) FILTER (WHERE isodow(timestamp) <= 5) / 22, "
      f"count(*) FILTER (WHERE isodow(timestamp) >= 6) / 8 {S} {APR}"]),
    ("top_hour_volume_fac_month",
     "For coinbase in November 2025, which UTC hour had the most volume?",
     [f"SELECT h FROM (SELECT hour(timestamp) AS h, sum(amount) AS v {S} {fac('coinbase')} "
      f"AND {NOV} GROUP BY h) ORDER BY v DESC LIMIT 1"]),
    ("top_weekday_volume_fac_month",
     "On which weekday did payai move the most volume in December 2025?",
     [f"SELECT d FROM (SELECT dayname(timestamp) AS d, sum(amount) AS v {S} {fac('payai')} "
      f"AND {DEC} GROUP BY d) ORDER BY v DESC LIMIT 1"]),
    ("weekday_weekend_volume_month",
     "What was total volume on weekdays and, separately, on weekends in March 2026?",
     [f"SELECT sum(amount) FILTER (WHERE isodow(timestamp) <= 5), "
      f"sum(amount) FILTER (WHERE isodow(timestamp) >= 6) {S} {MAR}"]),
    # --- per-facilitator and per-month breakdowns -----------------------------------------
    ("fac_three_counts_month",
     "How many payments did coinbase, payai and heurist each process in March 2026?",
     [f"SELECT count(*) {S} {fac('coinbase')} AND {MAR}",
      f"SELECT count(*) {S} {fac('payai')} AND {MAR}",
      f"SELECT count(*) {S} {fac('heurist')} AND {MAR}"]),
    ("monthly_counts_quarter", "Give me the monthly payment counts for Q1 2026.",
     [f"SELECT count(*) {S} {Q1} GROUP BY date_trunc('month', timestamp) "
      "ORDER BY date_trunc('month', timestamp)"]),
    ("monthly_volume_fac_range",
     "Monthly volume for daydreams from January through March 2026, month by month.",
     [f"SELECT sum(amount) {S} {fac('daydreams')} AND {Q1} GROUP BY date_trunc('month', timestamp) "
      "ORDER BY date_trunc('month', timestamp)"]),
    ("fac_volume_last_month", "What volume did coinbase settle last month?",
     [f"SELECT sum(amount) {S} {fac('coinbase')} AND {MAY}"]),
    ("distinct_fac_addresses_month",
     "How many distinct facilitator addresses were active in April 2026?",
     [f"SELECT count(DISTINCT facilitator) {S} {APR}"]),
    ("avg_daily_count_month", "What was the average number of payments per day in April 2026?",
     [f"SELECT count(*) / 30 {S} {APR}"]),
    ("avg_daily_volume_fac_month", "Average daily payai volume in May 2026?",
     [f"SELECT sum(amount) / 31 {S} {fac('payai')} AND {MAY}"]),
    ("fac_first_last_seen", "When did anyspend process its first and its last payment?",
     [f"SELECT min(timestamp), max(timestamp) {S} {fac('anyspend')}"]),
    ("fac_largest_payment_alltime", "What's the largest payment ever processed by codenut?",
     [f"SELECT max(amount) {S} {fac('codenut')}"]),
    ("two_fac_volumes_month",
     "What volume did coinbase and daydreams each settle in January 2026?",
     [f"SELECT sum(amount) {S} {fac('coinbase')} AND {JAN}",
      f"SELECT sum(amount) {S} {fac('daydreams')} AND {JAN}"]),
    ("monthly_distinct_payers_range",
     "Number of distinct payers per month from October to December 2025.",
     [f"SELECT count(DISTINCT payer) {S} {Q4} GROUP BY date_trunc('month', timestamp) "
      "ORDER BY date_trunc('month', timestamp)"]),
    # --- growth and change ----------------------------------------------------------------
    ("mom_count_abs",
     "By how many payments did the monthly count change from April to May 2026 (May minus April)?",
     [f"SELECT (SELECT count(*) {S} {MAY}) - (SELECT count(*) {S} {APR})"]),
    ("mom_volume_pct", "What was the percent change in total volume from March 2026 to April 2026?",
     [f"SELECT 100.0 * ((SELECT sum(amount) {S} {APR}) - (SELECT sum(amount) {S} {MAR})) "
      f"/ (SELECT sum(amount) {S} {MAR})"]),
    ("qoq_count_pct",
     "What was the quarter-over-quarter percent change in payment count from Q4 2025 to Q1 2026?",
     [f"SELECT 100.0 * ((SELECT count(*) {S} {Q1}) - (SELECT count(*) {S} {Q4})) "
      f"/ (SELECT count(*) {S} {Q4})"]),
    ("mom_fac_count_pct",
     "By what percent did coinbase's payment count change from February to March 2026?",
     [f"SELECT 100.0 * ((SELECT count(*) {S} {fac('coinbase')} AND {MAR}) - "
      f"(SELECT count(*) {S} {fac('coinbase')} AND {FEB})) / "
      f"(SELECT count(*) {S} {fac('coinbase')} AND {FEB})"]),
    ("mom_active_payers_abs",
     "How did the number of active payers change from January to February 2026 (February minus "
     "January)?",
     [f"SELECT (SELECT count(DISTINCT payer) {S} {FEB}) - (SELECT count(DISTINCT payer) {S} "
      f"{JAN})"]),
    ("wow_counts_and_pct",
     "How many payments were there last week, how many the week before (May 18-24, 2026), "
     "and what was the percent change?",
     [f"SELECT count(*) {S} {LASTWEEK}",
      f"SELECT count(*) {S} {ts('2026-05-18', '2026-05-25')}",
      f"SELECT 100.0 * ((SELECT count(*) {S} {LASTWEEK}) - (SELECT count(*) {S} "
      f"{ts('2026-05-18', '2026-05-25')})) / (SELECT count(*) {S} "
      f"{ts('2026-05-18', '2026-05-25')})"]),
    ("volume_ratio_months",
     "How many times larger was November 2025 volume than October 2025 volume?",
     [f"SELECT (SELECT sum(amount) {S} {NOV}) / (SELECT sum(amount) {S} {OCT})"]),
    ("past30_vs_prior30_counts",
     "Compare the payment count in the past 30 days with the 30 days before that: give both "
     "numbers.",
     [f"SELECT count(*) {S} {PAST30}", f"SELECT count(*) {S} {ts('2026-04-05', '2026-05-05')}"]),
    ("mom_avg_payment_pct",
     "What was the percent change in average payment size from April to May 2026?",
     [f"SELECT 100.0 * ((SELECT avg(amount) {S} {MAY}) - (SELECT avg(amount) {S} {APR})) "
      f"/ (SELECT avg(amount) {S} {APR})"]),
    ("mom_recipient_volume_pct",
     f"How much did {R1}'s received volume change in percent from November to December 2025?",
     [f"SELECT 100.0 * ((SELECT sum(amount) {S} recipient = '{R1}' AND {DEC}) - "
      f"(SELECT sum(amount) {S} recipient = '{R1}' AND {NOV})) / "
      f"(SELECT sum(amount) {S} recipient = '{R1}' AND {NOV})"]),
    ("mom_counts_and_change",
     "Payment counts for February and March 2026, and the change between them (March minus "
     "February)?",
     [f"SELECT count(*) {S} {FEB}", f"SELECT count(*) {S} {MAR}",
      f"SELECT (SELECT count(*) {S} {MAR}) - (SELECT count(*) {S} {FEB})"]),
    # --- busiest and quietest days -------------------------------------------------------
    ("busiest_day_volume_month", "Which day in November 2025 had the highest volume?",
     [f"SELECT d FROM (SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v {S} {NOV} GROUP BY d) "
      "ORDER BY v DESC LIMIT 1"]),
    ("busiest_day_count_alltime",
     "Which single day had the most payments ever, and how many were there?",
     ["SELECT d, v FROM (SELECT CAST(timestamp AS DATE) AS d, count(*) AS v FROM settlements "
      "GROUP BY d) ORDER BY v DESC LIMIT 1"]),
    ("quietest_day_count_month", "Which day of January 2026 had the fewest payments?",
     [f"SELECT d FROM (SELECT CAST(timestamp AS DATE) AS d, count(*) AS v {S} {JAN} GROUP BY d) "
      "ORDER BY v ASC LIMIT 1"]),
    ("busiest_day_fac_month",
     "What was heurist's busiest day by number of payments in December 2025?",
     [f"SELECT d FROM (SELECT CAST(timestamp AS DATE) AS d, count(*) AS v {S} {fac('heurist')} "
      f"AND {DEC} GROUP BY d) ORDER BY v DESC LIMIT 1"]),
    ("days_over_threshold_month",
     "On how many days in April 2026 were there more than 35 payments?",
     [f"SELECT count(*) FROM (SELECT CAST(timestamp AS DATE) AS d {S} {APR} GROUP BY d "
      "HAVING count(*) > 35)"]),
    ("max_daily_volume_quarter", "What was the highest single-day volume in Q1 2026?",
     [f"SELECT max(v) FROM (SELECT sum(amount) AS v {S} {Q1} GROUP BY CAST(timestamp AS DATE))"]),
    ("days_without_payments_range",
     "Between June 11 and September 30, 2025 inclusive, on how many days were there no payments at "
     "all?",
     ["SELECT count(*) FROM range(DATE '2025-06-11', DATE '2025-10-01', INTERVAL 1 DAY) AS t(d) "
      f"WHERE CAST(d AS DATE) NOT IN (SELECT CAST(timestamp AS DATE) {S} "
      f"{ts('2025-06-11', '2025-10-01')})"]),
    ("busiest_day_last7", "Which of the last 7 days had the most volume?",
     [f"SELECT d FROM (SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v {S} {LAST7} "
      "GROUP BY d) ORDER BY v DESC LIMIT 1"]),
    ("daily_count_max_min_month",
     "In April 2026, what were the highest and the lowest daily payment counts?",
     [f"SELECT max(v), min(v) FROM (SELECT count(*) AS v {S} {APR} GROUP BY CAST(timestamp AS "
      "DATE))"]),
    ("busiest_day_and_count_fac_month",
     "On which day in January 2026 did coinbase process the most payments, and how many?",
     [f"SELECT d, v FROM (SELECT CAST(timestamp AS DATE) AS d, count(*) AS v {S} {fac('coinbase')} "
      f"AND {JAN} GROUP BY d) ORDER BY v DESC LIMIT 1"]),
    # --- one wallet's activity in a role --------------------------------------------------
    ("payer_count_month", f"How many payments did {P1} make in December 2025?",
     [f"SELECT count(*) {S} payer = '{P1}' AND {DEC}"]),
    ("payer_volume_quarter", f"How much did {P2} pay in total during Q1 2026?",
     [f"SELECT sum(amount) {S} payer = '{P2}' AND {Q1}"]),
    ("recipient_volume_month", f"How much USDC did {R7} receive in April 2026?",
     [f"SELECT sum(amount) {S} recipient = '{R7}' AND {APR}"]),
    ("recipient_count_fac_month",
     f"How many payments did {R2} receive through coinbase in December 2025?",
     [f"SELECT count(*) {S} recipient = '{R2}' AND {fac('coinbase')} AND {DEC}"]),
    ("payer_first_last_seen", f"When did {P3} first pay and when did it last pay?",
     [f"SELECT min(timestamp), max(timestamp) {S} payer = '{P3}'"]),
    ("recipient_first_seen", f"When did {R3} first receive a payment?",
     [f"SELECT min(timestamp) {S} recipient = '{R3}'"]),
    ("payer_distinct_recipients_alltime", f"How many distinct recipients has {P4} ever paid?",
     [f"SELECT count(DISTINCT recipient) {S} payer = '{P4}'"]),
    ("recipient_distinct_payers_month",
     f"How many different payers sent money to {R4} in May 2026?",
     [f"SELECT count(DISTINCT payer) {S} recipient = '{R4}' AND {MAY}"]),
    ("payer_active_days_quarter", f"On how many distinct days did {P6} make payments in Q1 2026?",
     [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) {S} payer = '{P6}' AND {Q1}"]),
    ("pair_volume_alltime", f"How much has {P3} paid {R6} in total?",
     [f"SELECT sum(amount) {S} payer = '{P3}' AND recipient = '{R6}'"]),
    ("payer_count_last_week", f"How many payments did {P7} make last week?",
     [f"SELECT count(*) {S} payer = '{P7}' AND {LASTWEEK}"]),
    ("payer_monthly_counts_range",
     f"Month by month, how many payments did {P1} make from November 2025 to January 2026?",
     [f"SELECT count(*) {S} payer = '{P1}' AND {ts('2025-11-01', '2026-02-01')} "
      "GROUP BY date_trunc('month', timestamp) ORDER BY date_trunc('month', timestamp)"]),
    ("wallet_received_and_paid_month",
     f"In November 2025, how much did {B1} receive, and how much did it pay out?",
     [f"SELECT sum(amount) {S} recipient = '{B1}' AND {NOV}",
      f"SELECT sum(amount) {S} payer = '{B1}' AND {NOV}"]),
    ("payer_first_payment_and_amount",
     f"When did {P5} make its very first payment, and how much was it?",
     [f"SELECT timestamp, v FROM (SELECT timestamp, amount AS v, id {S} payer = '{P5}') "
      "ORDER BY timestamp, id LIMIT 1"]),
    ("payer_count_volume_recipients_ytd",
     f"For {P4} in 2026 so far: how many payments, how much paid in total, and how many distinct "
     "recipients?",
     [f"SELECT count(*), sum(amount), count(DISTINCT recipient) {S} payer = '{P4}' AND {YTD}"]),
    ("recipient_count_volume_fac_quarter",
     f"For {R1}, via coinbase in Q1 2026: how many payments came in and what volume?",
     [f"SELECT count(*), sum(amount) {S} recipient = '{R1}' AND {fac('coinbase')} AND {Q1}"]),
    ("recipient_top_payer_share_month",
     f"Who was the biggest payer to {R5} in May 2026 by volume, and what share of {R5}'s May "
     "intake did they account for (percent)?",
     [f"SELECT payer FROM (SELECT payer, sum(amount) AS v {S} recipient = '{R5}' AND {MAY} "
      "GROUP BY payer) ORDER BY v DESC LIMIT 1",
      f"SELECT 100.0 * max(v) / sum(v) FROM (SELECT sum(amount) AS v {S} recipient = '{R5}' "
      f"AND {MAY} GROUP BY payer)"]),
    # --- several figures in one ask -------------------------------------------------------
    ("count_and_volume_month",
     "How many payments were there in February 2026, and what was their total volume?",
     [f"SELECT count(*), sum(amount) {S} {FEB}"]),
    ("fac_count_volume_avg_month",
     "For payai in April 2026: number of payments, total volume, and the average payment?",
     [f"SELECT count(*), sum(amount), avg(amount) {S} {fac('payai')} AND {APR}"]),
    ("distinct_payers_recipients_month",
     "How many distinct payers and how many distinct recipients were active in March 2026?",
     [f"SELECT count(DISTINCT payer), count(DISTINCT recipient) {S} {MAR}"]),
    ("median_p90_fac_alltime",
     "What are the median and the 90th percentile payment amounts on heurist, all time?",
     [f"SELECT median(amount), quantile_cont(amount, 0.9) {S} {fac('heurist')}"]),
    ("today_yesterday_counts", "How many payments have there been today, and how many yesterday?",
     [f"SELECT count(*) {S} {TODAY}", f"SELECT count(*) {S} {YESTERDAY}"]),
    ("last7_count_volume",
     "Over the last 7 days, how many payments were made and what was the volume?",
     [f"SELECT count(*), sum(amount) {S} {LAST7}"]),
    ("this_month_vs_same_days_prev",
     "How many payments so far this month, and how many in May 1-3, 2026?",
     [f"SELECT count(*) {S} {THISMONTH}", f"SELECT count(*) {S} {ts('2026-05-01', '2026-05-04')}"]),
    ("top_payer_and_share_month",
     "Who was the top payer by volume in May 2026, and what percent of that month's volume was "
     "theirs?",
     [f"SELECT payer FROM (SELECT payer, sum(amount) AS v {S} {MAY} GROUP BY payer) "
      "ORDER BY v DESC LIMIT 1",
      f"SELECT 100.0 * max(v) / sum(v) FROM (SELECT sum(amount) AS v {S} {MAY} GROUP BY payer)"]),
    ("ytd_count_and_daily_avg",
     "Year to date, how many payments in total and how many per day on average?",
     [f"SELECT count(*), count(*) / 154 {S} {YTD}"]),
    ("count_at_least_and_under_month",
     "In March 2026, how many payments were at least 1 USDC and how many were under 1 USDC?",
     [f"SELECT count(*) FILTER (WHERE amount >= 1), count(*) FILTER (WHERE amount < 1) {S} {MAR}"]),
    ("fac_distinct_payers_recipients_quarter",
     "How many distinct payers and distinct recipients did heurist serve in Q4 2025?",
     [f"SELECT count(DISTINCT payer), count(DISTINCT recipient) {S} {fac('heurist')} AND {Q4}"]),
    ("fac_count_volume_last_week",
     "Last week, how many payments did payai process and what volume did they add up to?",
     [f"SELECT count(*), sum(amount) {S} {fac('payai')} AND {LASTWEEK}"]),
    ("two_months_volume_and_pct",
     "Total volume in December 2025 and in January 2026, plus the percent change between them?",
     [f"SELECT sum(amount) {S} {DEC}", f"SELECT sum(amount) {S} {JAN}",
      f"SELECT 100.0 * ((SELECT sum(amount) {S} {JAN}) - (SELECT sum(amount) {S} {DEC})) "
      f"/ (SELECT sum(amount) {S} {DEC})"]),
    ("range_inclusive_count_volume",
     "From April 10 to April 20, 2026 inclusive, how many payments and how much volume?",
     [f"SELECT count(*), sum(amount) {S} {ts('2026-04-10', '2026-04-21')}"]),
    ("avg_and_max_payment_fac_month",
     "What were the average and the largest payment on daydreams in March 2026?",
     [f"SELECT avg(amount), max(amount) {S} {fac('daydreams')} AND {MAR}"]),
    ("fac_pair_counts_quarter",
     "How many payments did x402rs and questflow each handle in Q4 2025?",
     [f"SELECT count(*) {S} {fac('x402rs')} AND {Q4}",
      f"SELECT count(*) {S} {fac('questflow')} AND {Q4}"]),
    ("new_returning_and_total_month",
     "In May 2026, how many payers were active in total, and how many of them were new?",
     [f"SELECT count(DISTINCT payer), count(DISTINCT payer) FILTER (WHERE payer NOT IN "
      f"(SELECT payer {S} timestamp < TIMESTAMPTZ '2026-05-01 00:00:00+00')) {S} {MAY}"]),
    ("day_count_volume_single", "How many payments and how much volume on April 24, 2026?",
     [f"SELECT count(*), sum(amount) {S} {ts('2026-04-24', '2026-04-25')}"]),
    ("payer_count_volume_fac_month",
     f"How many payments did {P7} make through coinbase in December 2025, and for how much in "
     "total?",
     [f"SELECT count(*), sum(amount) {S} payer = '{P7}' AND {fac('coinbase')} AND {DEC}"]),
    # --- refusals ----------------------------------------------------------------------------
    ("refuse_other_chain", "How many x402 payments were settled on Solana in March 2026?", None),
    ("refuse_other_chain", "What was x402 volume on Polygon last month?", None),
    ("refuse_forecast", "Forecast the number of payments for July 2026.", None),
    ("refuse_forecast", "What will total volume be next quarter?", None),
    ("refuse_forecast", "Predict which facilitator will grow fastest in 2027.", None),
    ("refuse_missing_column", "Which country do most payers come from?", None),
    ("refuse_missing_column",
     "Which API endpoint received the most paid requests in April 2026?", None),
    ("refuse_missing_column", "How many payments were refunded in May 2026?", None),
    ("refuse_missing_field_category",
     "What share of volume went to AI inference merchants versus data merchants?", None),
    ("refuse_missing_metric",
     "What was the average settlement latency in seconds for coinbase payments last week?", None),
    ("refuse_fx_conversion", "What was total payment volume in euros in April 2026?", None),
    ("refuse_impossible_date", "How many payments were made on February 30, 2026?", None),
    ("refuse_impossible_date", "Total volume on April 31, 2026?", None),
    ("refuse_no_data_period", "How many payments happened in March 2024?", None),
    ("refuse_no_data_period", "Who was the top payer in December 2024?", None),
    ("refuse_future_period", "What was the payment volume in August 2026?", None),
    ("refuse_off_topic", "What's the current price of ETH in US dollars?", None),
    ("refuse_off_topic", "Write me a short poem about stablecoins.", None),
    ("refuse_off_topic", "Who won the 2022 football World Cup?", None),
    ("refuse_ambiguous_date", "How many payments were there on 03/04/2026?", None),
    ("refuse_ambiguous_date", "Total volume on 05/06/2026, please.", None),
    ("refuse_future_period", "How many payments will there be tomorrow?", None),
]


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("tests/data/ask_probe_hp4.jsonl")
    seen: dict[str, int] = {}
    lines = []
    for shape, question, sql in ROWS:
        seen[shape] = seen.get(shape, 0) + 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape, split="hp4"))
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
