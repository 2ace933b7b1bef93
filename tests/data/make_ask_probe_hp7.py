"""Probe questions for Sextant's /ask, writer hp7.

Persona: a growth product manager and a data scientist at an x402 facilitator. They ask about
payer retention and churn (payers active in one month and not the next, retained and returning
payers, reactivated wallets), new payers and cohort sizes by first-payment month, weekday and
UTC-hour patterns, month-over-month and week-over-week growth, facilitators' market share (count
and volume, percentage points), concentration (share of the top 1/5/10 payers or recipients),
medians and percentiles, per-payer averages, several figures per question, and things the data
cannot answer (forecasts, LTV, acquisition channels, other chains, fees, failed payments...).

Every question and its hand SQL is written by hand below. Run from the worktree root:
    PYTHONPATH=src:. python /work/probes_hp7/make_ask_probe_hp7.py
It writes ask_probe_hp7.jsonl next to this file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

TOP = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
MID = "0xdca267747f391c9f59e22b8e1ebaf960ca998ad8"
MID2 = "0xf1bea171dfdf6736b3ee6b5fdc49cbbc2678070a"


def split_of(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


# (shape, question, sql or None for a refusal)
ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---- churn and retention between months ----
    ("churn-month-pair",
     "How many wallets paid in December 2025 but made no payment at all in January 2026?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
      f"EXCEPT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-01-01', '2026-02-01')})"]),
    ("churn-month-pair",
     "number of payers that were active in feb 2026 and then went quiet in march 2026 (no payments in march)",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-02-01', '2026-03-01')} "
      f"EXCEPT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})"]),
    ("retained-month-pair",
     "Of the payers active in March 2026, how many paid again in April 2026?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("retention-rate-pct",
     "What percentage of November 2025's payers came back and paid again in December 2025?",
     [f"SELECT 100.0 * (SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2025-12-01', '2026-01-01')})) "
      f"/ (SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')})"]),
    ("churn-rate-pct",
     "Monthly churn check: what % of the wallets that paid in April 2026 did not pay at all in May 2026?",
     [f"SELECT 100.0 * (SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} "
      f"EXCEPT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-05-01', '2026-06-01')})) "
      f"/ (SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("retained-last-month",
     "How many of last month's payers had also paid the month before?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("lost-and-gained",
     "Going from April to May 2026, how many payers did we lose (paid in April, not in May) and how many did we gain (paid in May, not in April)?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} "
      f"EXCEPT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-05-01', '2026-06-01')})",
      f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      f"EXCEPT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("retained-and-rate",
     "For the Jan 2026 -> Feb 2026 transition: how many January payers also paid in February, and what percent of January's payers is that?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-02-01', '2026-03-01')})",
      f"SELECT 100.0 * (SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-02-01', '2026-03-01')})) "
      f"/ (SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')})"]),
    ("payers-every-month-q",
     "How many payers made at least one payment in each of January, February and March 2026?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-02-01', '2026-03-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})"]),
    ("reactivated",
     "Reactivations: how many wallets paid in January 2026, skipped February 2026 entirely, and then paid again in March 2026?",
     [f"SELECT count(*) FROM ((SELECT DISTINCT payer FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}) "
      f"EXCEPT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-02-01', '2026-03-01')})"]),
    ("dormant-payers",
     "How many payers have gone dormant, meaning their most recent payment was before the last 90 days?",
     [f"SELECT count(*) FROM (SELECT payer, max(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts(None, '2026-03-06')}"]),
    ("last-seen-month-count",
     "How many payers made their final payment (so far) in December 2025?",
     [f"SELECT count(*) FROM (SELECT payer, max(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-12-01', '2026-01-01')}"]),
    ("churn-weeks",
     "How many payers paid in the week of Mon 11 May 2026 to Sun 17 May 2026 but not in the following week (May 18-24)?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-05-11', '2026-05-18')} "
      f"EXCEPT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-05-18', '2026-05-25')})"]),
    ("retained-7d",
     "Of the wallets that paid in the 7 days before the last 7 days, how many also paid in the last 7 days?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-05-21', '2026-05-28')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-05-28', '2026-06-04')})"]),
    ("fac-retention",
     "Retention for Coinbase: how many payers used Coinbase in March 2026 and used Coinbase again in April 2026?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('coinbase')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('coinbase')})"]),
    ("hard-churned-volume",
     "How much USDC did the payers who churned after December 2025 (paid in December 2025, nothing in January 2026) spend in December 2025?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND payer IN "
      f"(SELECT payer FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
      f"EXCEPT SELECT payer FROM settlements WHERE {ts('2026-01-01', '2026-02-01')})"]),
    ("hard-churn-month-max",
     "Looking at each month from October 2025 to April 2026, which month lost the most payers to the next month (paid that month, not the next), and how many?",
     ["WITH m AS (SELECT DISTINCT payer, date_trunc('month', timestamp) AS m FROM settlements) "
      "SELECT strftime(a.m, '%Y-%m') AS month, count(*) AS lost FROM m a LEFT JOIN m b ON a.payer = b.payer "
      "AND b.m = a.m + INTERVAL 1 MONTH WHERE b.payer IS NULL AND a.m >= TIMESTAMPTZ '2025-10-01 00:00:00+00' "
      "AND a.m <= TIMESTAMPTZ '2026-04-01 00:00:00+00' GROUP BY 1 ORDER BY lost DESC LIMIT 1"]),

    # ---- new payers, returning payers, cohorts ----
    ("new-payers-month",
     "How many brand-new payers did we see in October 2025, i.e. wallets whose first ever payment was that month?",
     [f"SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-10-01', '2025-11-01')}"]),
    ("new-payers-month",
     "first-time payers in Nov 2025 — how many?",
     [f"SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("new-payers-quarter",
     "How many new payers did we acquire in Q4 2025 (first payment between October 1 and December 31, 2025)?",
     [f"SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-10-01', '2026-01-01')}"]),
    ("new-payers-ytd",
     "How many new paying wallets have we acquired year to date?",
     [f"SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2026-01-01', '2026-06-04')}"]),
    ("returning-payers-month",
     "How many returning payers were active in March 2026 — wallets that paid in March 2026 and had already paid at some point before March?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts(None, '2026-03-01')})"]),
    ("new-vs-returning",
     "In December 2025, how many payers were new (first payment ever that month) and how many were returning (had paid before December)?",
     [f"SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-12-01', '2026-01-01')}",
      f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts(None, '2025-12-01')})"]),
    ("cohort-still-active",
     "Of the October 2025 cohort (first payment in October 2025), how many wallets still made a payment in May 2026?",
     [f"SELECT count(*) FROM (SELECT payer FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-10-01', '2025-11-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-05-01', '2026-06-01')})"]),
    ("cohort-retention-pct",
     "What % of the November 2025 cohort (first payment in Nov 2025) paid again at any time in 2026?",
     [f"SELECT 100.0 * (SELECT count(*) FROM (SELECT payer FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-11-01', '2025-12-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2026-01-01', '2027-01-01')})) "
      f"/ (SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-11-01', '2025-12-01')})"]),
    ("cohort-volume",
     "How much USDC in total has the October 2025 cohort (payers whose first payment was in October 2025) spent over its whole lifetime?",
     [f"SELECT sum(amount) FROM settlements WHERE payer IN (SELECT payer FROM "
      f"(SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) WHERE {ts('2025-10-01', '2025-11-01')})"]),
    ("new-payers-mom",
     "New payers in October 2025 vs November 2025: give both counts and the change.",
     [f"SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-10-01', '2025-11-01')}",
      f"SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-11-01', '2025-12-01')}",
      f"SELECT (SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-11-01', '2025-12-01')}) - (SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp "
      f"FROM settlements GROUP BY payer) WHERE {ts('2025-10-01', '2025-11-01')})"]),
    ("new-payers-share-of-active",
     "What share of October 2025's active payers were new that month (first payment ever in October 2025)? As a percentage please.",
     [f"SELECT 100.0 * (SELECT count(*) FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) "
      f"WHERE {ts('2025-10-01', '2025-11-01')}) / (SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-10-01', '2025-11-01')})"]),
    ("new-payers-peak-day",
     "Which single day brought us the most first-time payers, and how many?",
     ["SELECT CAST(f AS DATE) AS day, count(*) AS n FROM (SELECT payer, min(timestamp) AS f FROM settlements GROUP BY payer) "
      "GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("new-payers-peak-month",
     "Which calendar month had the largest number of new payers, and how many joined that month?",
     ["SELECT strftime(f, '%Y-%m') AS month, count(*) AS n FROM (SELECT payer, min(timestamp) AS f FROM settlements GROUP BY payer) "
      "GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("new-recipients-month",
     "How many recipients received their very first x402 payment in November 2025?",
     [f"SELECT count(*) FROM (SELECT recipient, min(timestamp) AS timestamp FROM settlements GROUP BY recipient) "
      f"WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("first-fac-of-payers",
     "How many payers made their very first payment through PayAI?",
     [f"SELECT count(*) FROM (SELECT payer, arg_min(facilitator, (timestamp, id)) AS facilitator FROM settlements GROUP BY payer) "
      f"WHERE {fac('payai')}"]),
    ("tenure-long",
     "How many payers have a tenure of more than 180 days between their first and their last payment?",
     ["SELECT count(*) FROM (SELECT payer, max(timestamp) - min(timestamp) AS t FROM settlements GROUP BY payer) "
      "WHERE t > INTERVAL 180 DAY"]),
    ("one-and-done",
     "How many payers only ever made a single payment?",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY payer HAVING count(*) = 1)"]),

    # ---- weekday and hour patterns ----
    ("weekday-busiest-alltime",
     "Which day of the week has the most payments overall, and how many has it had?",
     ["SELECT dayname(timestamp) AS d, count(*) AS n FROM settlements GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("weekday-top-volume-period",
     "In Q1 2026, which weekday brought in the most USDC volume, and how much?",
     [f"SELECT dayname(timestamp) AS d, sum(amount) AS v FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      f"GROUP BY 1 ORDER BY v DESC LIMIT 1"]),
    ("weekend-share",
     "What percentage of November 2025 payments were made on a weekend (Saturday or Sunday, UTC)?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE isodow(timestamp) IN (6, 7)) / count(*) FROM settlements "
      f"WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("weekend-vs-weekday-per-day",
     "In April 2026, what was the average number of payments per weekday (Mon-Fri) day versus per weekend day?",
     [f"SELECT count(*) / 22.0 FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND isodow(timestamp) <= 5",
      f"SELECT count(*) / 8.0 FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND isodow(timestamp) >= 6"]),
    ("weekday-top3",
     "Rank the top 3 days of the week by number of payments in Q4 2025.",
     [f"SELECT dayname(timestamp) AS d, count(*) AS n FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} "
      f"GROUP BY 1 ORDER BY n DESC LIMIT 3"]),
    ("weekday-payers",
     "How many distinct payers paid on a Monday in May 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND isodow(timestamp) = 1"]),
    ("weekday-avg-amount-pair",
     "What's the average payment size on Fridays compared with Saturdays, across all history?",
     ["SELECT avg(amount) FROM settlements WHERE isodow(timestamp) = 5",
      "SELECT avg(amount) FROM settlements WHERE isodow(timestamp) = 6"]),
    ("weekday-quietest",
     "Which weekday was the quietest by payment count in the last 90 days, and how many payments did it get?",
     [f"SELECT dayname(timestamp) AS d, count(*) AS n FROM settlements WHERE {ts('2026-03-06', '2026-06-04')} "
      f"GROUP BY 1 ORDER BY n ASC LIMIT 1"]),
    ("weekday-share-volume",
     "What share of the last 90 days' USDC volume was paid on Sundays?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE isodow(timestamp) = 7) / sum(amount) FROM settlements "
      f"WHERE {ts('2026-03-06', '2026-06-04')}"]),
    ("weekday-fac",
     "On which day of the week does PayAI settle the most payments (all time), and how many?",
     [f"SELECT dayname(timestamp) AS d, count(*) AS n FROM settlements WHERE {fac('payai')} GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("hour-busiest-alltime",
     "What hour of the day (UTC) sees the most payments across all the data?",
     ["SELECT hour(timestamp) AS h, count(*) AS n FROM settlements GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("hour-top-volume-period",
     "In the last 90 days, which UTC hour had the highest payment volume, and what was it?",
     [f"SELECT hour(timestamp) AS h, sum(amount) AS v FROM settlements WHERE {ts('2026-03-06', '2026-06-04')} "
      f"GROUP BY 1 ORDER BY v DESC LIMIT 1"]),
    ("hour-quietest",
     "Which UTC hour was quietest by number of payments in December 2025?",
     [f"SELECT hour(timestamp) AS h, count(*) AS n FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
      f"GROUP BY 1 ORDER BY n ASC LIMIT 1"]),
    ("hour-window-count",
     "How many payments came in during business hours, 09:00 up to (not including) 17:00 UTC, in May 2026?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND hour(timestamp) >= 9 AND hour(timestamp) < 17"]),
    ("hour-night-share",
     "What share of payments in the past 30 days happened overnight, between midnight and 06:00 UTC (hours 0-5)?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE hour(timestamp) < 6) / count(*) FROM settlements "
      f"WHERE {ts('2026-05-05', '2026-06-04')}"]),
    ("hour-top3-volume",
     "top 3 hours of day (UTC) by USDC volume, all time, with the volume for each",
     ["SELECT hour(timestamp) AS h, sum(amount) AS v FROM settlements GROUP BY 1 ORDER BY v DESC LIMIT 3"]),

    # ---- growth month over month, quarter, week ----
    ("mom-count-pct",
     "What was the month-over-month growth in payment count from March 2026 to April 2026, in percent?",
     [f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})) / "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})"]),
    ("mom-volume-pct",
     "By what percent did USDC volume change from April 2026 to May 2026?",
     [f"SELECT 100 * ((SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})) / "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("mom-payers-pct",
     "Unique payer growth from February 2026 to March 2026, as a % change?",
     [f"SELECT 100.0 * ((SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}) - "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')})) / "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')})"]),
    ("last-month-vs-prior",
     "How did last month's number of payments compare with the month before? Give me both counts and the % change.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}",
      f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})) / "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("qoq-volume-pct",
     "Quarter over quarter, what was the % change in USDC volume from Q4 2025 to Q1 2026?",
     [f"SELECT 100 * ((SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')})) / "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')})"]),
    ("fac-mom-count-pct",
     "How much did PayAI's payment count grow from March 2026 to April 2026, as a percentage?",
     [f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('payai')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('payai')})) / "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('payai')})"]),
    ("mtd-vs-same-days",
     "How many payments have we had month to date, and how many in the same first three days of May 2026 (May 1-3)?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-05-04')}"]),
    ("monthly-counts-series",
     "Give me the monthly payment counts for January, February and March 2026, in that order.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ("best-month-volume",
     "What was our best month ever by USDC volume, and what was the total that month?",
     ["SELECT strftime(timestamp, '%Y-%m') AS month, sum(amount) AS v FROM settlements GROUP BY 1 ORDER BY v DESC LIMIT 1"]),
    ("mom-payers-abs",
     "Change in the number of unique payers from December 2025 to January 2026?",
     [f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}) - "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')})"]),
    ("avg-daily-growth",
     "Average payments per day in April 2026 vs May 2026 — both numbers please.",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}",
      f"SELECT count(*) / 31.0 FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),

    # ---- weeks ----
    ("wow-count",
     "Last 7 days vs the 7 days before that: payment counts for both and the percent change.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')}",
      f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')})) / "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')})"]),
    ("last-week-vs-before",
     "How did last week's USDC volume compare to the week before it (Mon May 18 - Sun May 24)? Give both totals.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}",
      f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-18', '2026-05-25')}"]),
    ("two-named-weeks-count",
     "Compare the week of Monday April 13, 2026 (through Sunday the 19th) with the week of Monday April 20 (through Sunday the 26th): number of payments in each.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-13', '2026-04-20')}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-04-20', '2026-04-27')}"]),
    ("two-weeks-payers",
     "Unique payers in the week starting Monday 11 May 2026 versus the week starting Monday 4 May 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-11', '2026-05-18')}",
      f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-04', '2026-05-11')}"]),
    ("busiest-week-range",
     "Between April 6 and May 31, 2026, which Monday-to-Sunday week had the most payments? Give the Monday it starts on and the count.",
     [f"SELECT CAST(date_trunc('week', timestamp) AS DATE) AS w, count(*) AS n FROM settlements "
      f"WHERE {ts('2026-04-06', '2026-06-01')} GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("busiest-week-volume",
     "Which week (Monday start) of all time had the highest USDC volume, and how much was it?",
     ["SELECT CAST(date_trunc('week', timestamp) AS DATE) AS w, sum(amount) AS v FROM settlements GROUP BY 1 ORDER BY v DESC LIMIT 1"]),
    ("this-week-so-far",
     "How many payments and how many distinct payers so far this week?",
     [f"SELECT count(*), count(DISTINCT payer) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"]),
    ("week-avg-daily-payers",
     "On average, how many unique payers per day did we have last week?",
     [f"SELECT sum(n) / 7.0 FROM (SELECT CAST(timestamp AS DATE) AS d, count(DISTINCT payer) AS n FROM settlements "
      f"WHERE {ts('2026-05-25', '2026-06-01')} GROUP BY 1)"]),

    # ---- market share of facilitators ----
    ("fac-share-count-month",
     "What was Coinbase's share of all payments in May 2026, by count?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("fac-share-volume-quarter",
     "PayAI's market share by USDC volume in Q1 2026?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE {fac('payai')}) / sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("fac-addr-top-count",
     "Which facilitator address processed the most payments last month, and how many?",
     [f"SELECT facilitator, count(*) AS n FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("fac-addr-top5",
     "List the top 5 facilitator addresses by number of payments in Q4 2025, with their counts.",
     [f"SELECT facilitator, count(*) AS n FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} GROUP BY 1 ORDER BY n DESC LIMIT 5"]),
    ("fac-addr-top3-share",
     "What share of the last 90 days' volume went through the three biggest facilitator addresses (by volume)?",
     [f"SELECT 100 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM settlements WHERE {ts('2026-03-06', '2026-06-04')} "
      f"GROUP BY facilitator ORDER BY v DESC LIMIT 3)) / (SELECT sum(amount) FROM settlements WHERE {ts('2026-03-06', '2026-06-04')})"]),
    ("fac-addr-active-count",
     "How many distinct facilitator addresses settled at least one payment in April 2026?",
     [f"SELECT count(DISTINCT facilitator) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}"]),
    ("fac-pair-count-diff",
     "Heurist vs Daydreams in January 2026: how many payments did each settle, and what's the difference (Daydreams minus Heurist)?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} AND {fac('heurist')}",
      f"SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} AND {fac('daydreams')}",
      f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} AND {fac('daydreams')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} AND {fac('heurist')})"]),
    ("fac-payer-reach",
     "What fraction of last month's payers used Coinbase at least once that month? Percent, please.",
     [f"SELECT 100.0 * count(DISTINCT payer) FILTER (WHERE {fac('coinbase')}) / count(DISTINCT payer) FROM settlements "
      f"WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("fac-multi-homing",
     "How many payers used both PayAI and Coinbase in December 2025?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND {fac('payai')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND {fac('coinbase')})"]),
    ("fac-exclusive-payers",
     "How many payers in Q1 2026 paid exclusively through Coinbase (no payment via any other facilitator in that quarter)?",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} GROUP BY payer "
      f"HAVING bool_and({fac('coinbase')}))"]),
    ("fac-shares-two",
     "In November 2025, what were the market shares by payment count of Coinbase and of PayAI?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}",
      f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("fac-avg-per-payer",
     "For Daydreams in November 2025: how many payments per payer on average?",
     [f"SELECT count(*) / count(DISTINCT payer) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} AND {fac('daydreams')}"]),
    ("fac-vol-mom-pct",
     "Coinbase volume growth from February 2026 to March 2026 in percent?",
     [f"SELECT 100 * ((SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('coinbase')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')} AND {fac('coinbase')})) / "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')} AND {fac('coinbase')})"]),

    # ---- concentration ----
    ("top10-share-alltime",
     "What share of all-time USDC volume comes from the top 10 payers?",
     ["SELECT 100 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM settlements GROUP BY payer ORDER BY v DESC LIMIT 10)) "
      "/ (SELECT sum(amount) FROM settlements)"]),
    ("top10-share-month",
     "Concentration check for April 2026: what percent of that month's volume came from its 10 largest payers?",
     [f"SELECT 100 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} "
      f"GROUP BY payer ORDER BY v DESC LIMIT 10)) / (SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("top1-share-month",
     "What percent of November 2025 volume came from the single biggest payer that month?",
     [f"SELECT 100 * (SELECT max(v) FROM (SELECT sum(amount) AS v FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} "
      f"GROUP BY payer)) / (SELECT sum(amount) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')})"]),
    ("top5-count-share",
     "What share of payments in the last 90 days were made by the 5 most active payers (by number of payments)?",
     [f"SELECT 100.0 * (SELECT sum(n) FROM (SELECT count(*) AS n FROM settlements WHERE {ts('2026-03-06', '2026-06-04')} "
      f"GROUP BY payer ORDER BY n DESC LIMIT 5)) / (SELECT count(*) FROM settlements WHERE {ts('2026-03-06', '2026-06-04')})"]),
    ("top10-recipients-share",
     "How concentrated is the merchant side? Share of all-time volume received by the top 10 recipients.",
     ["SELECT 100 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM settlements GROUP BY recipient ORDER BY v DESC LIMIT 10)) "
      "/ (SELECT sum(amount) FROM settlements)"]),
    ("top-payers-list-volume",
     "Who were the top 5 payers by volume in Q1 2026, with their totals?",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} GROUP BY 1 ORDER BY v DESC LIMIT 5"]),
    ("top-payers-list-count",
     "the 3 most active payers in the past 30 days by number of payments, and their counts",
     [f"SELECT payer, count(*) AS n FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} GROUP BY 1 ORDER BY n DESC LIMIT 3"]),
    ("payer-share-month",
     "What share of November 2025 volume did 0xF7B1356CFED0EEBE01D76DA7BA9E9F8BF12D9D57 contribute?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE payer = '{TOP}') / sum(amount) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("payers-over-spend",
     "How many payers spent more than 10 USDC in total during Q1 2026?",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} GROUP BY payer HAVING sum(amount) > 10)"]),
    ("single-payment-payers-pct",
     "What % of May 2026's payers made exactly one payment that month?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE n = 1) / count(*) FROM (SELECT payer, count(*) AS n FROM settlements "
      f"WHERE {ts('2026-05-01', '2026-06-01')} GROUP BY payer)"]),
    ("top-payer-vs-rest",
     "Who was the biggest payer last month, how much did they pay, and how much did everyone else pay combined?",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} GROUP BY 1 ORDER BY v DESC LIMIT 1",
      f"SELECT sum(amount) - (SELECT max(v) FROM (SELECT sum(amount) AS v FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      f"GROUP BY payer)) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("fac-top-payer",
     "Who is Heurist's biggest payer by volume in 2025, and how much did they send?",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2025-01-01', '2026-01-01')} AND {fac('heurist')} "
      f"GROUP BY 1 ORDER BY v DESC LIMIT 1"]),
    ("top-recipients-count",
     "Top 3 recipients by number of payments received in April 2026?",
     [f"SELECT recipient, count(*) AS n FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} GROUP BY 1 ORDER BY n DESC LIMIT 3"]),
    ("payers-over-count",
     "How many payers made 10 or more payments in the last 90 days?",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {ts('2026-03-06', '2026-06-04')} GROUP BY payer HAVING count(*) >= 10)"]),

    # ---- per-payer averages, medians, percentiles ----
    ("avg-payments-per-payer",
     "Average number of payments per payer in April 2026?",
     [f"SELECT count(*) / count(DISTINCT payer) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}"]),
    ("avg-spend-per-payer",
     "What was the average spend per paying wallet last month (total volume divided by unique payers)?",
     [f"SELECT sum(amount) / count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("median-spend-per-payer",
     "What was the median total spend per payer in Q1 2026?",
     [f"SELECT median(v) FROM (SELECT sum(amount) AS v FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} GROUP BY payer)"]),
    ("median-payments-per-payer",
     "Median number of payments per payer in December 2025?",
     [f"SELECT median(n) FROM (SELECT count(*) AS n FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} GROUP BY payer)"]),
    ("median-amount-month",
     "What was the median payment amount in March 2026?",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ("median-amount-7d",
     "median ticket size over the last 7 days?",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}"]),
    ("median-amount-fac-year",
     "Median payment size for PayAI during 2025?",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2025-01-01', '2026-01-01')} AND {fac('payai')}"]),
    ("p90-amount-month",
     "What's the 90th percentile payment size in November 2025?",
     [f"SELECT quantile_cont(amount, 0.9) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("mean-and-median",
     "Give me the mean and the median payment size for Q4 2025.",
     [f"SELECT avg(amount), median(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')}"]),
    ("median-daily-count",
     "What's the median number of payments per day in May 2026?",
     [f"SELECT median(n) FROM (SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements "
      f"WHERE {ts('2026-05-01', '2026-06-01')} GROUP BY 1)"]),
    ("max-daily-count-period",
     "What was our biggest day by number of payments in Q1 2026, and how many payments?",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      f"GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("min-daily-count-month",
     "Which day in April 2026 had the fewest payments, and how many were there?",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} "
      f"GROUP BY 1 ORDER BY n ASC LIMIT 1"]),
    ("avg-daily-volume",
     "What was the average USDC volume per day over the last 90 days?",
     [f"SELECT sum(amount) / 90 FROM settlements WHERE {ts('2026-03-06', '2026-06-04')}"]),
    ("median-fac-compare",
     "Median payment: Coinbase vs Heurist in Q4 2025?",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} AND {fac('coinbase')}",
      f"SELECT median(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} AND {fac('heurist')}"]),
    ("payers-with-big-payment",
     "How many distinct payers made at least one payment over $1 in Q1 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} AND amount > 1"]),
    ("volume-share-big-payments",
     "In December 2025, what share of the USDC volume came from payments of at least 1 USDC?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE amount >= 1) / sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"]),

    # ---- engagement / activity ----
    ("active-days-threshold",
     "How many payers paid on at least 5 different days in May 2026?",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} GROUP BY payer "
      f"HAVING count(DISTINCT CAST(timestamp AS DATE)) >= 5)"]),
    ("payers-mtd",
     "How many unique payers have we had so far this month?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"]),
    ("payers-7d-vs-prev",
     "Unique payers in the last 7 days and in the 7 days before that?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}",
      f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')}"]),
    ("payer-first-last-seen",
     f"When did {MID} first and last pay anyone, and how many payments has it made in total?",
     [f"SELECT min(timestamp), max(timestamp), count(*) FROM settlements WHERE payer = '{MID}'"]),
    ("payer-active-months",
     f"In how many different calendar months has wallet {MID2} made a payment?",
     [f"SELECT count(DISTINCT strftime(timestamp, '%Y-%m')) FROM settlements WHERE payer = '{MID2}'"]),
    ("first-ever-payment",
     "When did the very first payment in the data happen, and how much was it?",
     ["SELECT timestamp, amount FROM settlements ORDER BY timestamp, id LIMIT 1"]),
    ("ratio-two-months",
     "Payments per active payer: November 2025 versus December 2025?",
     [f"SELECT count(*) / count(DISTINCT payer) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}",
      f"SELECT count(*) / count(DISTINCT payer) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"]),
    ("hard-cohort-q2-activity",
     "Hard one: among payers whose first payment was in October 2025, how many were still active in Q2 2026 so far, and how much USDC did they spend in Q2 2026 so far?",
     [f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-06-04')} AND payer IN "
      f"(SELECT payer FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) WHERE {ts('2025-10-01', '2025-11-01')})"]),
    ("hard-new-payers-first-spend",
     "For payers who joined in November 2025 (first payment that month), what was their total spend during November 2025 and their average first-month spend per payer?",
     [f"SELECT sum(amount), sum(amount) / count(DISTINCT payer) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} AND payer IN "
      f"(SELECT payer FROM (SELECT payer, min(timestamp) AS timestamp FROM settlements GROUP BY payer) WHERE {ts('2025-11-01', '2025-12-01')})"]),
    ("hard-weekday-in-range",
     "Between March 1 and May 31, 2026, how many payments were made on Tuesdays, and what was their total value?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-06-01')} AND isodow(timestamp) = 2"]),
    ("hard-fac-weekend-share",
     "What share of Coinbase's payment count in Q1 2026 fell on weekends?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE isodow(timestamp) IN (6, 7)) / count(*) FROM settlements "
      f"WHERE {ts('2026-01-01', '2026-04-01')} AND {fac('coinbase')}"]),
    ("hard-top10-count-share-q",
     "Top 10 payers by count in Q4 2025: what share of that quarter's payments did they make, and how many payments was that?",
     [f"SELECT 100.0 * (SELECT sum(n) FROM (SELECT count(*) AS n FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} "
      f"GROUP BY payer ORDER BY n DESC LIMIT 10)) / (SELECT count(*) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')})",
      f"SELECT sum(n) FROM (SELECT count(*) AS n FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} "
      f"GROUP BY payer ORDER BY n DESC LIMIT 10)"]),
    ("hard-fac-two-months-share",
     "Market share by volume of Coinbase in March 2026 and in April 2026, and the change in percentage points.",
     [f"SELECT 100 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}",
      f"SELECT 100 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}",
      f"SELECT (SELECT 100 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}) - "
      f"(SELECT 100 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})"]),
    ("hard-busiest-hour-day",
     "On our busiest day ever by payment count, which UTC hour had the most payments and how many?",
     ["SELECT hour(timestamp) AS h, count(*) AS n FROM settlements WHERE CAST(timestamp AS DATE) = "
      "(SELECT CAST(timestamp AS DATE) AS d FROM settlements GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) "
      "GROUP BY 1 ORDER BY n DESC LIMIT 1"]),
    ("hard-payers-growth-quarters",
     "Unique payers in Q4 2025 and in Q1 2026, and the percentage change between them?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')}",
      f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}",
      f"SELECT 100.0 * ((SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}) - "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')})) / "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')})"]),
    ("hard-long-analyst",
     "I'm preparing the monthly growth review. For May 2026 I need, in this order: total payments, total USDC volume, unique payers, and the average amount per payment.",
     [f"SELECT count(*), sum(amount), count(DISTINCT payer), avg(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("hard-typo",
     "how mnay payers were retaind from oct 2025 into nov 2025 (paid in both months)?",
     [f"SELECT count(*) FROM (SELECT DISTINCT payer FROM settlements WHERE {ts('2025-10-01', '2025-11-01')} "
      f"INTERSECT SELECT DISTINCT payer FROM settlements WHERE {ts('2025-11-01', '2025-12-01')})"]),
    ("agent-style",
     "task=growth_metrics; metric=unique_payers; facilitator=payai; period=2026-04-01..2026-04-30",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('payai')}"]),

    # ---- refusals ----
    ("refuse-forecast",
     "Project how many new payers we'll acquire in July 2026.", None),
    ("refuse-forecast",
     "What will our monthly churn rate be next quarter if the trend continues?", None),
    ("refuse-ltv-prediction",
     "What's the predicted lifetime value of the November 2025 payer cohort?", None),
    ("refuse-other-chain",
     "What's our market share of x402 payments on Solana last month?", None),
    ("refuse-other-token",
     "How much EURC volume did returning payers send in May 2026?", None),
    ("refuse-resource-url",
     "Which resource URL do returning payers call most often?", None),
    ("refuse-failed-status",
     "How many payments failed or were reverted last week?", None),
    ("refuse-fees",
     "How much did Coinbase earn in facilitator fees in May 2026?", None),
    ("refuse-geo",
     "Break down our May 2026 payers by country.", None),
    ("refuse-acquisition-channel",
     "How many of last month's new payers came from our referral campaign?", None),
    ("refuse-cac",
     "What's our customer acquisition cost per new payer in Q1 2026?", None),
    ("refuse-before-data",
     "How many new payers did we get in March 2025?", None),
    ("refuse-before-data",
     "What was monthly payer retention during 2024?", None),
    ("refuse-after-anchor",
     "How many unique payers did we have in July 2026?", None),
    ("refuse-impossible-date",
     "How many payments were made on 31 April 2026?", None),
    ("refuse-ambiguous-date",
     "How many payers were active on 03/04/2026?", None),
    ("refuse-owner-identity",
     f"Which company owns {TOP}, our top payer?", None),
    ("refuse-off-topic",
     "Draft a win-back email for the payers who churned last month.", None),
    ("refuse-impossible-quarter",
     "What was payer growth in Q5 2025?", None),
    ("refuse-off-topic-price",
     "What's the ETH price today?", None),
]


def main() -> None:
    out = Path(__file__).with_name("ask_probe_hp7.jsonl")
    lines = [item_line(f"hp7-{n:03d}", question, sql, shape=shape, split=split_of(shape))
             for n, (shape, question, sql) in enumerate(ITEMS, 1)]
    out.write_text("\n".join(lines) + "\n")
    print(f"{len(lines)} items, {len({s for s, _, _ in ITEMS})} shapes, "
          f"{sum(1 for _, _, q in ITEMS if q is None)} refusals -> {out}")


if __name__ == "__main__":
    main()
