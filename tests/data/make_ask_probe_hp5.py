"""Probe set hp5 for Sextant's /ask, written by hand in one persona's voice.

Persona: a journalist and a researcher writing about x402 adoption. They ask about growth and
change between periods (absolute and percent, "up or down by how much"), shares, rankings,
milestones (the first day volume passed X, the busiest week), comparisons of facilitators,
"how many new payers", "what fraction", "compared with", and a few short fact checks answered
with the figure. Anchor day: 2026-06-03 (the warehouse of generate(root, 60_000, 7)).

Run from a worktree root: PYTHONPATH=src:. python /work/probes_hp5/make_ask_probe_hp5.py
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from sextant.warehouse.planner.reading import facilitator_names
from tests.warehouse.figures import fac, item_line, ts

# SQL helpers only (the questions below are each written by hand)
FN = "CASE " + " ".join(f"WHEN {fac(n)} THEN '{n}'" for n in facilitator_names()) + " END"
S = "settlements"
M4 = ts("2026-04-01", "2026-05-01")
M5 = ts("2026-05-01", "2026-06-01")
M3 = ts("2026-03-01", "2026-04-01")
M2 = ts("2026-02-01", "2026-03-01")
M1 = ts("2026-01-01", "2026-02-01")
N25 = ts("2025-11-01", "2025-12-01")
D25 = ts("2025-12-01", "2026-01-01")
O25 = ts("2025-10-01", "2025-11-01")
Q4 = ts("2025-10-01", "2026-01-01")
Q1 = ts("2026-01-01", "2026-04-01")
LW = ts("2026-05-25", "2026-06-01")
PW = ts("2026-05-18", "2026-05-25")
L7 = ts("2026-05-28", "2026-06-04")
P7 = ts("2026-05-21", "2026-05-28")
L30 = ts("2026-05-05", "2026-06-04")
P30 = ts("2026-04-05", "2026-05-05")
YTD = ts("2026-01-01", "2026-06-04")
Y25 = ts("2025-01-01", "2026-01-01")
MTD = ts("2026-06-01", "2026-06-04")
FIRSTP = "(SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer)"
FIRSTR = "(SELECT recipient, min(timestamp) AS timestamp FROM settlements GROUP BY recipient)"
DAILY = ("(SELECT CAST(timestamp AS DATE) AS day, count(*) AS n, sum(amount) AS v "
         "FROM settlements GROUP BY 1)")
A_P1 = "0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8"
A_P2 = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
A_P3 = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
A_R1 = "0x66fa4d79ca84016b42352be33c908dd812952ec8"
A_R2 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"


def chg(expr: str, a: str, b: str) -> str:
    """SQL: absolute then percent change of ``expr`` from period ``a`` to period ``b``."""
    return (f"SELECT y - x, 100 * (y - x)::DOUBLE / x FROM (SELECT "
            f"(SELECT {expr} FROM {S} WHERE {a}) AS x, (SELECT {expr} FROM {S} WHERE {b}) AS y)")


ITEMS: list[tuple[str, str, list[str] | None]] = [
    # growth and change between periods
    ("change_count_month_abs_pct",
     "By how much did the number of x402 payments change from April 2026 to May 2026, and by "
     "what percent?", [chg("count(*)", M4, M5)]),
    ("change_count_month_abs_pct",
     "Payments in May 2026 versus April 2026: up or down by how many, and what is that in "
     "percent?", [chg("count(*)", M4, M5)]),
    ("change_volume_month_abs_pct",
     "How did USDC volume change between March 2026 and April 2026, in dollars and in percent?",
     [chg("sum(amount)", M3, M4)]),
    ("change_volume_month_abs_pct",
     "Was x402 volume in May 2026 up or down on April 2026, and by how much in USDC and in "
     "percent?", [chg("sum(amount)", M4, M5)]),
    ("change_payers_quarter_abs_pct",
     "How did the number of unique payers change from Q4 2025 to Q1 2026? Give the absolute and "
     "the percentage change.", [chg("count(DISTINCT payer)", Q4, Q1)]),
    ("both_counts_two_months",
     "How many payments were there in April 2026 and how many in May 2026?",
     [f"SELECT count(*) FROM {S} WHERE {M4}", f"SELECT count(*) FROM {S} WHERE {M5}"]),
    ("growth_pct_volume_month",
     "What was the percentage growth in payment volume from February 2026 to March 2026?",
     [f"SELECT 100 * (y - x)::DOUBLE / x FROM (SELECT (SELECT sum(amount) FROM {S} WHERE {M2}) "
      f"AS x, (SELECT sum(amount) FROM {S} WHERE {M3}) AS y)"]),
    ("change_count_last_week_vs_prior",
     "Compared with the week before, how much did the payment count change last week, in "
     "absolute terms and in percent?", [chg("count(*)", PW, LW)]),
    ("compare_volume_last7_prev7",
     "How does x402 volume over the last 7 days compare with the 7 days before that? Give both "
     "totals, the recent one first.",
     [f"SELECT sum(amount) FROM {S} WHERE {L7}", f"SELECT sum(amount) FROM {S} WHERE {P7}"]),
    ("change_avg_payment_month",
     "How did the average payment size change from April 2026 to May 2026, in USDC and in "
     "percent?", [chg("avg(amount)", M4, M5)]),
    ("change_volume_nov_dec_2025",
     "How much did USDC volume drop or rise from November 2025 to December 2025, in dollars and "
     "as a percentage?", [chg("sum(amount)", N25, D25)]),
    ("change_count_oct_nov_2025",
     "Payments went from October 2025 to November 2025 how? Up or down by how many, and by what "
     "percent?", [chg("count(*)", O25, N25)]),
    ("change_volume_last30_prev30_pct",
     "By what percentage did volume in the past 30 days differ from the 30 days before that?",
     [f"SELECT 100 * (y - x)::DOUBLE / x FROM (SELECT (SELECT sum(amount) FROM {S} WHERE "
      f"{P30}) AS x, (SELECT sum(amount) FROM {S} WHERE {L30}) AS y)"]),
    ("change_count_jan_feb_2026",
     "How did the number of payments change from January 2026 to February 2026?",
     [chg("count(*)", M1, M2)]),
    ("change_payers_month_abs_pct",
     "How many more or fewer distinct payers were there in May 2026 than in April 2026, and "
     "what is that as a percent change?", [chg("count(DISTINCT payer)", M4, M5)]),
    ("change_recipients_month",
     "Compared with March 2026, how did the count of distinct recipients change in April 2026, "
     "absolute and percent?", [chg("count(DISTINCT recipient)", M3, M4)]),
    ("per_day_avg_two_months",
     "What was the average number of payments per day in April 2026, compared with May 2026?",
     [f"SELECT count(*) / 30.0 FROM {S} WHERE {M4}",
      f"SELECT count(*) / 31.0 FROM {S} WHERE {M5}"]),
    ("per_day_volume_last30",
     "What has average daily USDC volume been over the past 30 days?",
     [f"SELECT sum(amount) / 30 FROM {S} WHERE {L30}"]),
    ("mtd_vs_same_days_last_month",
     "How many payments so far this month, compared with the first three days of May 2026?",
     [f"SELECT count(*) FROM {S} WHERE {MTD}",
      f"SELECT count(*) FROM {S} WHERE {ts('2026-05-01', '2026-05-04')}"]),
    ("change_volume_q4_q1_abs_pct",
     "Quarter on quarter, how did x402 USDC volume change from Q4 2025 to Q1 2026? Give the "
     "dollar change and the percent change.", [chg("sum(amount)", Q4, Q1)]),
    ("change_count_week_dates",
     "How did the number of payments in the week of May 11-17, 2026 compare with May 18-24, "
     "2026? Give both counts.",
     [f"SELECT count(*) FROM {S} WHERE {ts('2026-05-11', '2026-05-18')}",
      f"SELECT count(*) FROM {S} WHERE {ts('2026-05-18', '2026-05-25')}"]),
    ("ratio_months_count",
     "How many times larger was the payment count in November 2025 than in May 2026?",
     [f"SELECT (SELECT count(*) FROM {S} WHERE {N25})::DOUBLE / "
      f"(SELECT count(*) FROM {S} WHERE {M5})"]),
    ("change_largest_payment_month",
     "What was the largest single payment in April 2026 and in May 2026?",
     [f"SELECT max(amount) FROM {S} WHERE {M4}", f"SELECT max(amount) FROM {S} WHERE {M5}"]),
    ("change_payments_per_payer",
     "How did payments per payer change from April 2026 to May 2026? Give April's figure, then "
     "May's.",
     [f"SELECT count(*)::DOUBLE / count(DISTINCT payer) FROM {S} WHERE {M4}",
      f"SELECT count(*)::DOUBLE / count(DISTINCT payer) FROM {S} WHERE {M5}"]),
    ("ytd_vs_full_2025",
     "How does the number of payments this year to date compare with the whole of 2025? Give "
     "2026 first, then 2025.",
     [f"SELECT count(*) FROM {S} WHERE {YTD}", f"SELECT count(*) FROM {S} WHERE {Y25}"]),
    ("change_volume_yesterday_vs_day_before",
     "Was volume yesterday up or down on the day before, and by how much?",
     [f"SELECT y - x FROM (SELECT (SELECT sum(amount) FROM {S} WHERE "
      f"{ts('2026-06-01', '2026-06-02')}) AS x, (SELECT sum(amount) FROM {S} WHERE "
      f"{ts('2026-06-02', '2026-06-03')}) AS y)"]),
    ("change_count_today_vs_yesterday",
     "How many payments have happened today compared with yesterday?",
     [f"SELECT count(*) FROM {S} WHERE {ts('2026-06-03', '2026-06-04')}",
      f"SELECT count(*) FROM {S} WHERE {ts('2026-06-02', '2026-06-03')}"]),
    # shares and fractions
    ("share_facilitator_count_month",
     "What share of May 2026 payments, in percent, were settled through Coinbase?",
     [f"SELECT 100 * count(*) FILTER (WHERE {fac('coinbase')})::DOUBLE / count(*) FROM {S} "
      f"WHERE {M5}"]),
    ("share_facilitator_count_month",
     "What fraction of last month's payments went through PayAI, as a percentage?",
     [f"SELECT 100 * count(*) FILTER (WHERE {fac('payai')})::DOUBLE / count(*) FROM {S} "
      f"WHERE {M5}"]),
    ("share_facilitator_volume_alltime",
     "What percentage of all-time USDC volume went through PayAI?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE {fac('payai')})::DOUBLE / sum(amount) FROM {S}"]),
    ("share_top_payer_volume_month",
     "What fraction of April 2026 volume, in percent, came from the single biggest payer?",
     [f"SELECT 100 * max(v)::DOUBLE / sum(v) FROM (SELECT sum(amount) AS v FROM {S} WHERE "
      f"{M4} GROUP BY payer)"]),
    ("share_top10_payers_volume",
     "What percentage of total volume since launch came from the top 10 payers by volume?",
     [f"SELECT 100 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM {S} GROUP BY payer "
      f"ORDER BY v DESC LIMIT 10))::DOUBLE / (SELECT sum(amount) FROM {S})"]),
    ("share_over_threshold_month",
     "What fraction of payments in May 2026 were for more than $1? Give it as a percentage.",
     [f"SELECT 100 * count(*) FILTER (WHERE amount > 1)::DOUBLE / count(*) FROM {S} "
      f"WHERE {M5}"]),
    ("share_under_cent_alltime",
     "What percent of all x402 payments were under one cent?",
     [f"SELECT 100 * count(*) FILTER (WHERE amount < 0.01)::DOUBLE / count(*) FROM {S}"]),
    ("share_month_of_year_count",
     "What share of 2025's payments happened in November 2025, in percent?",
     [f"SELECT 100 * count(*) FILTER (WHERE {N25})::DOUBLE / count(*) FROM {S} WHERE {Y25}"]),
    ("share_2026_of_alltime",
     "What fraction of all payments ever happened in 2026 so far, as a percent?",
     [f"SELECT 100 * count(*) FILTER (WHERE {YTD})::DOUBLE / count(*) FROM {S}"]),
    ("share_top5_recipients_volume_month",
     "What share of May 2026 volume, in percent, went to the top 5 recipients?",
     [f"SELECT 100 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM {S} WHERE {M5} GROUP BY "
      f"recipient ORDER BY v DESC LIMIT 5))::DOUBLE / (SELECT sum(amount) FROM {S} WHERE {M5})"]),
    ("share_address_of_volume_month",
     f"What percentage of May 2026 USDC volume was paid by {A_P1}?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE payer = '{A_P1}')::DOUBLE / sum(amount) "
      f"FROM {S} WHERE {M5}"]),
    ("share_points_change_facilitator",
     "By how many percentage points did Coinbase's share of payments change from April 2026 to "
     "May 2026?",
     [f"SELECT (SELECT 100 * count(*) FILTER (WHERE {fac('coinbase')})::DOUBLE / count(*) FROM "
      f"{S} WHERE {M5}) - (SELECT 100 * count(*) FILTER (WHERE {fac('coinbase')})::DOUBLE / "
      f"count(*) FROM {S} WHERE {M4})"]),
    ("share_two_facilitators_combined",
     "Together, what share of Q1 2026 payments did Coinbase and PayAI settle, in percent?",
     [f"SELECT 100 * count(*) FILTER (WHERE {fac('coinbase')} OR {fac('payai')})::DOUBLE / "
      f"count(*) FROM {S} WHERE {Q1}"]),
    ("share_recipient_via_facilitator",
     f"What share of the USDC received by {A_R1} came through Coinbase, in percent?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE {fac('coinbase')})::DOUBLE / sum(amount) "
      f"FROM {S} WHERE recipient = '{A_R1}'"]),
    ("share_weekend_payments_month",
     "What percentage of May 2026 payments were made on a Saturday or Sunday?",
     [f"SELECT 100 * count(*) FILTER (WHERE dayofweek(timestamp) IN (0, 6))::DOUBLE / count(*) "
      f"FROM {S} WHERE {M5}"]),
    ("share_single_payment_payers",
     "What fraction of all payers, as a percent, have only ever made one payment?",
     [f"SELECT 100 * count(*) FILTER (WHERE n = 1)::DOUBLE / count(*) FROM (SELECT payer, "
      f"count(*) AS n FROM {S} GROUP BY payer)"]),
    ("share_facilitator_volume_two_periods",
     "Coinbase's share of USDC volume: what was it in Q4 2025 and what was it in Q1 2026, in "
     "percent?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE {fac('coinbase')})::DOUBLE / sum(amount) FROM "
      f"{S} WHERE {Q4}",
      f"SELECT 100 * sum(amount) FILTER (WHERE {fac('coinbase')})::DOUBLE / sum(amount) FROM "
      f"{S} WHERE {Q1}"]),
    # rankings
    ("rank_facilitators_volume_month",
     "Rank the top 3 facilitators by USDC volume in May 2026.",
     [f"SELECT {FN} AS n FROM {S} WHERE {M5} GROUP BY n ORDER BY sum(amount) DESC LIMIT 3"]),
    ("rank_facilitators_count_alltime",
     "Which five facilitators have settled the most x402 payments overall?",
     [f"SELECT {FN} AS n FROM {S} GROUP BY n ORDER BY count(*) DESC LIMIT 5"]),
    ("rank_payers_count_month",
     "Who were the three most active payers in May 2026 by number of payments?",
     [f"SELECT payer FROM {S} WHERE {M5} GROUP BY payer ORDER BY count(*) DESC LIMIT 3"]),
    ("rank_recipients_volume_quarter",
     "Which 3 recipients received the most USDC in Q1 2026?",
     [f"SELECT recipient FROM {S} WHERE {Q1} GROUP BY recipient ORDER BY sum(amount) DESC "
      f"LIMIT 3"]),
    ("rank_position_facilitator",
     "Where did Heurist rank among facilitators by payment count in Q1 2026?",
     [f"SELECT 1 + count(*) FROM (SELECT {FN} AS n, count(*) AS c FROM {S} WHERE {Q1} GROUP BY "
      f"n) WHERE c > (SELECT count(*) FROM {S} WHERE {Q1} AND {fac('heurist')})"]),
    ("top_payer_with_figure_month",
     "Which payer spent the most in April 2026, and how much did they spend?",
     [f"SELECT payer, sum(amount) AS v FROM {S} WHERE {M4} GROUP BY payer ORDER BY v DESC "
      f"LIMIT 1"]),
    ("top_recipient_count_last_month",
     "Which recipient got the most payments last month, and how many?",
     [f"SELECT recipient, count(*) AS c FROM {S} WHERE {M5} GROUP BY recipient ORDER BY c DESC "
      f"LIMIT 1"]),
    ("rank_facilitators_payers_quarter",
     "Which two facilitators served the most distinct payers in Q4 2025?",
     [f"SELECT {FN} AS n FROM {S} WHERE {Q4} GROUP BY n ORDER BY count(DISTINCT payer) DESC "
      f"LIMIT 2"]),
    ("rank_top_payers_with_volume_alltime",
     "List the top 3 payers of all time by USDC spent, with how much each spent.",
     [f"SELECT payer, sum(amount) AS v FROM {S} GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("top_facilitator_growth",
     "Which facilitator added the most payments between April 2026 and May 2026?",
     [f"SELECT n FROM (SELECT {FN} AS n, count(*) FILTER (WHERE {M5}) - count(*) FILTER "
      f"(WHERE {M4}) AS d FROM {S} GROUP BY n) ORDER BY d DESC LIMIT 1"]),
    ("top_facilitator_avg_payment",
     "Among facilitators with at least 100 payments in Q1 2026, which had the largest average "
     "payment?",
     [f"SELECT {FN} AS n FROM {S} WHERE {Q1} GROUP BY n HAVING count(*) >= 100 ORDER BY "
      f"avg(amount) DESC LIMIT 1"]),
    ("rank_recipients_count_week",
     "Which two recipients were paid most often last week?",
     [f"SELECT recipient FROM {S} WHERE {LW} GROUP BY recipient ORDER BY count(*) DESC "
      f"LIMIT 2"]),
    ("rank_recipients_distinct_payers",
     "Which recipient has been paid by the largest number of different payers, and how many?",
     [f"SELECT recipient, count(DISTINCT payer) AS c FROM {S} GROUP BY recipient ORDER BY c "
      f"DESC LIMIT 1"]),
    ("rank_second_facilitator_volume_ytd",
     "Which facilitator came second by USDC volume this year?",
     [f"SELECT n FROM (SELECT {FN} AS n, sum(amount) AS v FROM {S} WHERE {YTD} GROUP BY n "
      f"ORDER BY v DESC LIMIT 2) ORDER BY v ASC LIMIT 1"]),
    # milestones
    ("milestone_first_day_volume_over",
     "What was the first day on which daily x402 volume passed $1,000?",
     [f"SELECT min(day) FROM {DAILY} WHERE v > 1000"]),
    ("milestone_first_day_count_over",
     "On what date did daily payments first exceed 1,000?",
     [f"SELECT min(day) FROM {DAILY} WHERE n > 1000"]),
    ("milestone_cumulative_count",
     "On which day did the cumulative number of x402 payments pass 10,000?",
     [f"SELECT min(day) FROM (SELECT day, sum(n) OVER (ORDER BY day) AS c FROM {DAILY}) "
      f"WHERE c > 10000"]),
    ("milestone_cumulative_volume",
     "When did cumulative USDC volume first go above $10,000?",
     [f"SELECT min(day) FROM (SELECT day, sum(v) OVER (ORDER BY day) AS c FROM {DAILY}) "
      f"WHERE c > 10000"]),
    ("busiest_week_count",
     "Which week had the most payments, and how many were there? Give the Monday it started.",
     [f"SELECT CAST(date_trunc('week', timestamp) AS DATE) AS w, count(*) AS c FROM {S} "
      f"GROUP BY w ORDER BY c DESC LIMIT 1"]),
    ("busiest_week_volume",
     "What was the busiest week by USDC volume? Give the date of its Monday and the total.",
     [f"SELECT CAST(date_trunc('week', timestamp) AS DATE) AS w, sum(amount) AS v FROM {S} "
      f"GROUP BY w ORDER BY v DESC LIMIT 1"]),
    ("busiest_day_in_month",
     "Which day in April 2026 saw the most payments?",
     [f"SELECT CAST(timestamp AS DATE) AS d FROM {S} WHERE {M4} GROUP BY d ORDER BY count(*) "
      f"DESC LIMIT 1"]),
    ("busiest_month_volume",
     "Which month had the highest USDC volume, and what was it?",
     [f"SELECT CAST(date_trunc('month', timestamp) AS DATE) AS m, sum(amount) AS v FROM {S} "
      f"GROUP BY m ORDER BY v DESC LIMIT 1"]),
    ("quietest_month_range",
     "Of January through May 2026, which month had the fewest payments?",
     [f"SELECT CAST(date_trunc('month', timestamp) AS DATE) AS m FROM {S} WHERE "
      f"{ts('2026-01-01', '2026-06-01')} GROUP BY m ORDER BY count(*) ASC LIMIT 1"]),
    ("peak_day_unique_payers",
     "On which day were there the most unique payers, and how many?",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(DISTINCT payer) AS c FROM {S} GROUP BY d "
      f"ORDER BY c DESC LIMIT 1"]),
    ("peak_daily_volume_2026",
     "What was the highest daily volume in 2026, and on which day?",
     [f"SELECT v, day FROM {DAILY} WHERE day >= DATE '2026-01-01' ORDER BY v DESC LIMIT 1"]),
    ("milestone_first_payment_ever",
     "When was the very first x402 payment in the data?",
     [f"SELECT min(timestamp) FROM {S}"]),
    ("milestone_first_month_over_count",
     "What was the first month with more than 1,000 payments?",
     [f"SELECT min(m) FROM (SELECT CAST(date_trunc('month', timestamp) AS DATE) AS m, count(*) "
      f"AS c FROM {S} GROUP BY m) WHERE c > 1000"]),
    ("busiest_week_in_month",
     "What was the busiest week of December 2025 by number of payments? Give the Monday.",
     [f"SELECT CAST(date_trunc('week', timestamp) AS DATE) AS w FROM {S} WHERE {D25} GROUP BY w "
      f"ORDER BY count(*) DESC LIMIT 1"]),
    ("days_over_threshold_month",
     "In how many days of May 2026 were there more than 40 payments?",
     [f"SELECT count(*) FROM {DAILY} WHERE day BETWEEN DATE '2026-05-01' AND DATE '2026-05-31' "
      f"AND n > 40"]),
    ("milestone_facilitator_first_day_over",
     "What was the first day PayAI settled more than 100 payments?",
     [f"SELECT min(d) FROM (SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM {S} WHERE "
      f"{fac('payai')} GROUP BY d) WHERE c > 100"]),
    ("busiest_hour_of_day",
     "At what hour of the day (UTC) are the most x402 payments made?",
     [f"SELECT hour(timestamp) AS h FROM {S} GROUP BY h ORDER BY count(*) DESC LIMIT 1"]),
    ("busiest_weekday_year",
     "Which day of the week had the most payments in 2026 so far?",
     [f"SELECT dayname(timestamp) AS d FROM {S} WHERE {YTD} GROUP BY d ORDER BY count(*) DESC "
      f"LIMIT 1"]),
    # new payers and recipients
    ("new_payers_month",
     "How many new payers made their first x402 payment in May 2026?",
     [f"SELECT count(*) FROM {FIRSTP} WHERE {M5}"]),
    ("new_payers_compare_months",
     "How many new payers were there in September 2025 compared with October 2025?",
     [f"SELECT count(*) FROM {FIRSTP} WHERE {ts('2025-09-01', '2025-10-01')}",
      f"SELECT count(*) FROM {FIRSTP} WHERE {O25}"]),
    ("new_payers_ytd",
     "How many payers appeared for the first time this year?",
     [f"SELECT count(*) FROM {FIRSTP} WHERE {YTD}"]),
    ("new_recipients_quarter",
     "How many recipients received their first ever payment in Q1 2026?",
     [f"SELECT count(*) FROM {FIRSTR} WHERE {Q1}"]),
    ("new_payers_share_of_active",
     "What percentage of May 2026's payers were new that month?",
     [f"SELECT 100 * count(*) FILTER (WHERE f >= TIMESTAMPTZ '2026-05-01 00:00:00+00')::DOUBLE "
      f"/ count(*) FROM (SELECT payer, (SELECT min(timestamp) FROM {S} s2 WHERE s2.payer = "
      f"s1.payer) AS f FROM (SELECT DISTINCT payer FROM {S} WHERE {M5}) s1)"]),
    ("returning_payers_overlap",
     "How many payers active in April 2026 also paid in May 2026?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM {S} WHERE {M4} INTERSECT SELECT "
      f"DISTINCT payer FROM {S} WHERE {M5})"]),
    ("retention_pct_quarters",
     "What fraction of the payers from Q4 2025 were still paying in Q1 2026, as a percent?",
     [f"SELECT 100 * (SELECT count(*) FROM (SELECT DISTINCT payer FROM {S} WHERE {Q4} INTERSECT "
      f"SELECT DISTINCT payer FROM {S} WHERE {Q1}))::DOUBLE / (SELECT count(DISTINCT payer) "
      f"FROM {S} WHERE {Q4})"]),
    ("new_payers_change_abs_pct",
     "How did the number of new payers change from October 2025 to November 2025, absolute "
     "and percent?",
     [f"SELECT y - x, 100 * (y - x)::DOUBLE / x FROM (SELECT (SELECT count(*) FROM {FIRSTP} "
      f"WHERE {O25}) AS x, (SELECT count(*) FROM {FIRSTP} WHERE {N25}) AS y)"]),
    ("new_payers_busiest_month",
     "Which month brought the most new payers, and how many?",
     [f"SELECT CAST(date_trunc('month', timestamp) AS DATE) AS m, count(*) AS c FROM {FIRSTP} "
      f"GROUP BY m ORDER BY c DESC LIMIT 1"]),
    ("lapsed_payers",
     "How many payers who paid in Q4 2025 have not paid at all since January 1, 2026?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM {S} WHERE {Q4} EXCEPT SELECT DISTINCT "
      f"payer FROM {S} WHERE {ts('2026-01-01', None)})"]),
    # facilitator comparisons
    ("facilitator_compare_volume_month",
     "How did Coinbase compare with PayAI on USDC volume in May 2026? Give Coinbase's, then "
     "PayAI's.",
     [f"SELECT sum(amount) FROM {S} WHERE {M5} AND {fac('coinbase')}",
      f"SELECT sum(amount) FROM {S} WHERE {M5} AND {fac('payai')}"]),
    ("facilitator_compare_count_alltime",
     "Coinbase versus Daydreams: how many payments has each settled in total?",
     [f"SELECT count(*) FROM {S} WHERE {fac('coinbase')}",
      f"SELECT count(*) FROM {S} WHERE {fac('daydreams')}"]),
    ("facilitator_ratio_volume_ytd",
     "How many times more volume did Coinbase settle than PayAI in 2026 so far?",
     [f"SELECT sum(amount) FILTER (WHERE {fac('coinbase')})::DOUBLE / sum(amount) FILTER "
      f"(WHERE {fac('payai')}) FROM {S} WHERE {YTD}"]),
    ("facilitator_diff_count_quarter",
     "How many more payments did Coinbase settle than Heurist in Q1 2026?",
     [f"SELECT count(*) FILTER (WHERE {fac('coinbase')}) - count(*) FILTER (WHERE "
      f"{fac('heurist')}) FROM {S} WHERE {Q1}"]),
    ("facilitator_growth_abs_pct",
     "How did Coinbase's payment count change from April 2026 to May 2026, in absolute and "
     "percent terms?", [chg("count(*)", f"{M4} AND {fac('coinbase')}",
                            f"{M5} AND {fac('coinbase')}")]),
    ("facilitator_payers_two_quarters",
     "How many distinct payers used Daydreams in Q4 2025 versus Q1 2026?",
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE {Q4} AND {fac('daydreams')}",
      f"SELECT count(DISTINCT payer) FROM {S} WHERE {Q1} AND {fac('daydreams')}"]),
    ("facilitator_avg_compare",
     "Compared with PayAI, what was Coinbase's average payment in Q1 2026? Give Coinbase's, "
     "then PayAI's.",
     [f"SELECT avg(amount) FROM {S} WHERE {Q1} AND {fac('coinbase')}",
      f"SELECT avg(amount) FROM {S} WHERE {Q1} AND {fac('payai')}"]),
    ("facilitator_first_seen",
     "When did Questflow settle its first payment?",
     [f"SELECT min(timestamp) FROM {S} WHERE {fac('questflow')}"]),
    ("facilitator_volume_change_abs_pct",
     "Heurist's USDC volume from Q4 2025 to Q1 2026: up or down by how much, and by what "
     "percent?", [chg("sum(amount)", f"{Q4} AND {fac('heurist')}",
                      f"{Q1} AND {fac('heurist')}")]),
    ("facilitator_compare_three_count",
     "How many payments did Coinbase, PayAI and Heurist each settle last month?",
     [f"SELECT count(*) FROM {S} WHERE {M5} AND {fac('coinbase')}",
      f"SELECT count(*) FROM {S} WHERE {M5} AND {fac('payai')}",
      f"SELECT count(*) FROM {S} WHERE {M5} AND {fac('heurist')}"]),
    ("facilitator_last_seen",
     "When did Thirdweb last settle a payment?",
     [f"SELECT max(timestamp) FROM {S} WHERE {fac('thirdweb')}"]),
    ("facilitator_count_active",
     "How many distinct facilitator addresses settled at least one payment in May 2026, "
     "compared with November 2025?",
     [f"SELECT count(DISTINCT facilitator) FROM {S} WHERE {M5}",
      f"SELECT count(DISTINCT facilitator) FROM {S} WHERE {N25}"]),
    ("facilitator_recipients_compare",
     "How many different recipients were paid via PayAI versus via Heurist in 2026?",
     [f"SELECT count(DISTINCT recipient) FROM {S} WHERE {YTD} AND {fac('payai')}",
      f"SELECT count(DISTINCT recipient) FROM {S} WHERE {YTD} AND {fac('heurist')}"]),
    ("facilitator_volume_week",
     "How much USDC did Coinbase settle last week, and what share of last week's volume was "
     "that in percent?",
     [f"SELECT sum(amount) FILTER (WHERE {fac('coinbase')}), 100 * sum(amount) FILTER (WHERE "
      f"{fac('coinbase')})::DOUBLE / sum(amount) FROM {S} WHERE {LW}"]),
    ("facilitator_largest_payment",
     "What was the largest single payment PayAI ever settled, and who made it?",
     [f"SELECT amount, payer FROM {S} WHERE {fac('payai')} ORDER BY amount DESC, id LIMIT 1"]),
    ("facilitator_x402rs_vs_openx402",
     "Did x402rs or OpenX402 settle more USDC in total? Give x402rs's volume, then OpenX402's.",
     [f"SELECT sum(amount) FROM {S} WHERE {fac('x402rs')}",
      f"SELECT sum(amount) FROM {S} WHERE {fac('openx402')}"]),
    # fact checks
    ("fact_check_count_month",
     "Is it true that more than 1,000 payments happened in May 2026?",
     [f"SELECT count(*) FROM {S} WHERE {M5}"]),
    ("fact_check_count_month",
     "Fact check: were there fewer than 700 x402 payments in February 2026?",
     [f"SELECT count(*) FROM {S} WHERE {M2}"]),
    ("fact_check_total_volume",
     "Someone told me x402 has moved over $20,000 in USDC in total. How much has it actually "
     "moved?", [f"SELECT sum(amount) FROM {S}"]),
    ("fact_check_payers_month",
     "Did more than 500 different wallets pay in May 2026? What is the actual number?",
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE {M5}"]),
    ("fact_check_facilitator_compare",
     "Is it right that Coinbase handled more payments than PayAI last month? Give both counts.",
     [f"SELECT count(*) FROM {S} WHERE {M5} AND {fac('coinbase')}",
      f"SELECT count(*) FROM {S} WHERE {M5} AND {fac('payai')}"]),
    ("fact_check_peak_month",
     "Was November 2025 really x402's biggest month by payment count? How many payments did it "
     "have?", [f"SELECT count(*) FROM {S} WHERE {N25}"]),
    ("fact_check_avg_payment",
     "Is the average x402 payment in 2026 really under 50 cents? What is it?",
     [f"SELECT avg(amount) FROM {S} WHERE {YTD}"]),
    ("fact_check_volume_quarter",
     "A report claims Q1 2026 volume topped $1,500. What was the actual USDC volume that quarter?",
     [f"SELECT sum(amount) FROM {S} WHERE {Q1}"]),
    ("fact_check_recipient_count",
     "Is it true that at least 100 different recipients have ever been paid via x402? How many "
     "have?", [f"SELECT count(DISTINCT recipient) FROM {S}"]),
    ("fact_check_largest_payment",
     "I read that the biggest single x402 payment was over $100. How big was it really?",
     [f"SELECT max(amount) FROM {S}"]),
    # plain figures a reporter needs
    ("total_count_and_volume_alltime",
     "How many x402 payments have there been in total, and how much USDC did they move?",
     [f"SELECT count(*), sum(amount) FROM {S}"]),
    ("cumulative_to_date_end_2025",
     "How many payments had been made in total by the end of 2025?",
     [f"SELECT count(*) FROM {S} WHERE {ts(None, '2026-01-01')}"]),
    ("payers_over_amount_total",
     "How many payers have spent more than $100 in total?",
     [f"SELECT count(*) FROM (SELECT payer FROM {S} GROUP BY payer HAVING sum(amount) > 100)"]),
    ("largest_payment_month_who",
     "What was the largest payment in May 2026, and who made it?",
     [f"SELECT amount, payer FROM {S} WHERE {M5} ORDER BY amount DESC, id LIMIT 1"]),
    ("smallest_payment_month",
     "What was the smallest payment in April 2026?",
     [f"SELECT min(amount) FROM {S} WHERE {M4}"]),
    ("payments_per_payer_month",
     "On average, how many payments did each payer make in May 2026?",
     [f"SELECT count(*)::DOUBLE / count(DISTINCT payer) FROM {S} WHERE {M5}"]),
    ("weekend_count_month",
     "How many payments were made on weekends in April 2026?",
     [f"SELECT count(*) FROM {S} WHERE {M4} AND dayofweek(timestamp) IN (0, 6)"]),
    ("avg_daily_unique_payers_month",
     "On a typical day in May 2026, how many unique payers were there on average?",
     [f"SELECT sum(c) / 31.0 FROM (SELECT CAST(timestamp AS DATE) AS d, count(DISTINCT payer) "
      f"AS c FROM {S} WHERE {M5} GROUP BY d)"]),
    # addresses
    ("address_first_seen_and_count",
     f"When did {A_P1} first pay, and how many payments has it made in total?",
     [f"SELECT min(timestamp), count(*) FROM {S} WHERE payer = '{A_P1}'"]),
    ("address_spend_change_months",
     f"How did {A_P2}'s spending change from April 2026 to May 2026, in USDC and percent?",
     [chg("sum(amount)", f"{M4} AND payer = '{A_P2}'", f"{M5} AND payer = '{A_P2}'")]),
    ("address_distinct_payers_ytd",
     f"How many different payers paid {A_R2} in 2026?",
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE {YTD} AND recipient = '{A_R2}'"]),
    ("address_share_of_payments_alltime",
     f"What percentage of all x402 payments were made by {A_P3}?",
     [f"SELECT 100 * count(*) FILTER (WHERE payer = '{A_P3}')::DOUBLE / count(*) FROM {S}"]),
    ("address_received_two_quarters",
     f"How much USDC did {A_R1} receive in Q4 2025 compared with Q1 2026?",
     [f"SELECT sum(amount) FROM {S} WHERE {Q4} AND recipient = '{A_R1}'",
      f"SELECT sum(amount) FROM {S} WHERE {Q1} AND recipient = '{A_R1}'"]),
    ("address_top_recipient",
     f"Who did {A_P3} pay the most USDC to, and how much?",
     [f"SELECT recipient, sum(amount) AS v FROM {S} WHERE payer = '{A_P3}' GROUP BY recipient "
      f"ORDER BY v DESC LIMIT 1"]),
    ("address_last_seen_recipient",
     f"When was {A_R2} last paid?",
     [f"SELECT max(timestamp) FROM {S} WHERE recipient = '{A_R2}'"]),
    ("address_busiest_month",
     f"In which month did {A_P2} make the most payments, and how many?",
     [f"SELECT CAST(date_trunc('month', timestamp) AS DATE) AS m, count(*) AS c FROM {S} WHERE "
      f"payer = '{A_P2}' GROUP BY m ORDER BY c DESC LIMIT 1"]),
    ("address_rank_payer_volume",
     f"Where does {A_P1} rank among payers by total USDC spent?",
     [f"SELECT 1 + count(*) FROM (SELECT payer, sum(amount) AS v FROM {S} GROUP BY payer) "
      f"WHERE v > (SELECT sum(amount) FROM {S} WHERE payer = '{A_P1}')"]),
    ("address_facilitators_used",
     f"How many different facilitator addresses has {A_P3} used?",
     [f"SELECT count(DISTINCT facilitator) FROM {S} WHERE payer = '{A_P3}'"]),
    # things this data cannot answer
    ("refuse_other_chain_growth",
     "How did x402 volume on Solana change from April to May 2026?", None),
    ("refuse_forecast",
     "If growth continues, how many x402 payments will there be in July 2026?", None),
    ("refuse_no_data_year",
     "What was total x402 volume in 2024, and how does it compare with 2025?", None),
    ("refuse_impossible_date",
     "How many payments happened on February 30, 2026 compared with March 1?", None),
    ("refuse_country",
     "Which countries do most x402 payers come from?", None),
    ("refuse_category",
     "What share of x402 payments went to AI inference versus data APIs last month?", None),
    ("refuse_fees_earned",
     "How much did facilitators earn in fees in May 2026?", None),
    ("refuse_failed_payments",
     "What fraction of x402 payment attempts failed or were reverted last month?", None),
    ("refuse_off_topic_price",
     "What is the price of ETH today, and how did it change this week?", None),
    ("refuse_future_period",
     "How did x402 adoption change in August 2026 compared with July 2026?", None),
    ("refuse_endpoint_urls",
     "Which x402 endpoints, by URL, earned the most in May 2026?", None),
    ("refuse_chain_compare",
     "How many x402 payments were made on Ethereum mainnet versus Base in Q1 2026?", None),
    ("refuse_agents_vs_humans",
     "What percentage of x402 payers are AI agents rather than humans?", None),
    ("refuse_competitor_compare",
     "How did x402 payment volume compare with Stripe's card volume in May 2026?", None),
    ("refuse_service_names",
     "What were the most popular x402 services by name last week?", None),
    ("refuse_no_data_busiest_week",
     "What was the busiest week for x402 in 2023?", None),
    ("refuse_ambiguous_comparison",
     "How big is it now compared with last time?", None),
    ("refuse_refunds",
     "How many x402 payments were refunded in Q1 2026, and what fraction is that?", None),
    ("refuse_latency",
     "By how much did the average settlement latency, in seconds, improve from April to May "
     "2026?", None),
    ("refuse_impossible_month",
     "How many new payers joined in the 13th month of 2026?", None),
]


def main() -> None:
    out = Path(__file__).resolve().parent / "ask_probe_hp5.jsonl"
    lines = []
    for i, (shape, question, sql) in enumerate(ITEMS, 1):
        split = "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"
        lines.append(item_line(f"hp5-{i:03d}", question, sql, shape=shape, split=split))
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
