"""Probe questions for Sextant's /ask, writer hp8.

Persona: autonomous agents and developers calling /ask from code. They send terse requests,
key=value or JSON-ish specs, SQL-flavoured English (count/sum ... where ... group by), bullet lists
of several figures, instructions about the output ("return only the number", "csv"), addresses
pasted in upper, lower or mixed case, ISO timestamps and half-open ranges, relative periods
(yday, mtd, ytd, last 7d, last week, Q2 to date), and very short chat-style asks. They ask for
counts, volumes, averages, medians, per-day and per-hour rates, thresholds, named facilitators,
top-k payers / recipients / facilitator addresses / days, largest payments and their payer, tx
hash look-ups, one address as payer, recipient or either side (totals, first/last seen,
counterparties, net flow), period comparisons (change, % change, differences), daily and monthly
series, plus things the data cannot answer (other chains and tokens, forecasts, fees, status,
resource URLs, impossible or out-of-range dates, owners of addresses, off-topic asks).

Every question and its hand SQL is written by hand below. Run from the worktree root:
    PYTHONPATH=src:. python /work/probes_hp8/make_ask_probe_hp8.py
It writes ask_probe_hp8.jsonl next to this file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

S = "FROM settlements WHERE"

P1 = "0x30a64a160f63703bb13e69170257ef7c9592288d"
P2 = "0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d"
P3 = "0x2b2286cb59e2a73c4370542f172a0951053ffa19"
P4 = "0xc4554c18a3a9e1032f15c8846e17a2ace9ae74de"
R1 = "0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7"
R2 = "0xc8873a516a0d8e9587374313e44b81c41672f40e"
R3 = "0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3"
R4 = "0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5"
B1 = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
B2 = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
F1 = "0xcbb10c30a9a72fae9232f41cbbd566a097b4e03a"
TX1 = "0xccbc09c9494580d10b57e12e157903c3488f2b3e44fe5d3297cb27f1420e4513"
TX2 = "0xb03c811d639d46b6df1028d8831da62b49698a0df07108f112027011a4ad64a3"

YDAY = ts("2026-06-02", "2026-06-03")
TODAY = ts("2026-06-03", "2026-06-04")
L7 = ts("2026-05-28", "2026-06-04")
PREV7 = ts("2026-05-21", "2026-05-28")
P30 = ts("2026-05-05", "2026-06-04")
L90 = ts("2026-03-06", "2026-06-04")
MTD = ts("2026-06-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
LWEEK = ts("2026-05-25", "2026-06-01")
MAY = ts("2026-05-01", "2026-06-01")
APR = ts("2026-04-01", "2026-05-01")
MAR = ts("2026-03-01", "2026-04-01")
FEB = ts("2026-02-01", "2026-03-01")
JAN = ts("2026-01-01", "2026-02-01")
Q1 = ts("2026-01-01", "2026-04-01")
Q2 = ts("2026-04-01", "2026-06-04")
NOV25 = ts("2025-11-01", "2025-12-01")
DEC25 = ts("2025-12-01", "2026-01-01")
Q4_25 = ts("2025-10-01", "2026-01-01")
PAYAI = fac("payai")
COINBASE = fac("coinbase")
DAYDREAMS = fac("daydreams")
HEURIST = fac("heurist")
X402RS = fac("x402rs")
VIRTUALS = fac("virtuals protocol")
ANYSPEND = fac("anyspend")
OPENX402 = fac("openx402")
CODENUT = fac("codenut")
QUESTFLOW = fac("questflow")

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # --- chat-style one-liners -------------------------------------------------------------
    ("chat-volume-yesterday", "vol yday?",
     [f"SELECT sum(amount) {S} {YDAY}"]),
    ("chat-facilitator-count-mtd", "payai txns mtd",
     [f"SELECT count(*) {S} {PAYAI} AND {MTD}"]),
    ("chat-count-last7", "txns last 7d",
     [f"SELECT count(*) {S} {L7}"]),
    ("chat-volume-past30", "volume past 30 days? usdc",
     [f"SELECT sum(amount) {S} {P30}"]),
    ("chat-count-today", "# settlements today",
     [f"SELECT count(*) {S} {TODAY}"]),
    ("chat-facilitator-volume-ytd", "coinbase vol ytd",
     [f"SELECT sum(amount) {S} {COINBASE} AND {YTD}"]),
    ("chat-unique-payers-lastweek", "uniq payers last wk?",
     [f"SELECT count(DISTINCT payer) {S} {LWEEK}"]),
    ("chat-max-today", "biggest payment today? just the amt",
     [f"SELECT max(amount) {S} {TODAY}"]),
    ("chat-month-volume-short", "nov 2025 vol",
     [f"SELECT sum(amount) {S} {NOV25}"]),
    ("chat-alltime-count", "total txn count all time pls",
     ["SELECT count(*) FROM settlements"]),

    # --- key=value specs -------------------------------------------------------------------
    ("kv-count-month-facilitator", "metric=count period=2026-05 facilitator=payai",
     [f"SELECT count(*) {S} {PAYAI} AND {MAY}"]),
    ("kv-volume-month-facilitator", "metric=volume unit=usdc period=2026-04 facilitator=coinbase",
     [f"SELECT sum(amount) {S} {COINBASE} AND {APR}"]),
    ("kv-avg-quarter", "metric=avg_amount period=2026-Q1",
     [f"SELECT avg(amount) {S} {Q1}"]),
    ("kv-unique-payers-range", "metric=unique_payers from=2026-05-01 to=2026-05-31",
     [f"SELECT count(DISTINCT payer) {S} {MAY}"]),
    ("kv-median-month", "metric=median_amount period=2026-03",
     [f"SELECT median(amount) {S} {MAR}"]),
    ("kv-count-threshold-period", "metric=count min_amount_exclusive=1 period=2025-11",
     [f"SELECT count(*) {S} amount > 1 AND {NOV25}"]),
    ("kv-payer-volume-period", f"metric=sum(amount) payer={P1.upper().replace('0X', '0x')} period=ytd",
     [f"SELECT sum(amount) {S} payer = '{P1}' AND {YTD}"]),
    ("kv-recipient-count-period", f"recipient={R4} metric=count period=last_30_days",
     [f"SELECT count(*) {S} recipient = '{R4}' AND {P30}"]),
    ("kv-top-payers", "op=top k=3 by=volume role=payer period=2026-03",
     [f"SELECT payer, sum(amount) AS v {S} {MAR} GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("kv-facilitator-unique-payers", "facilitator=virtuals protocol metric=distinct_payers period=all",
     [f"SELECT count(DISTINCT payer) {S} {VIRTUALS}"]),
    ("kv-per-day-count", "metric=avg_daily_count period=2026-05 facilitator=coinbase",
     [f"SELECT count(*) / 31.0 {S} {COINBASE} AND {MAY}"]),
    ("kv-multi-metric-day", "date=2026-06-01 metrics=count,volume,max_amount",
     [f"SELECT count(*), sum(amount), max(amount) {S} {ts('2026-06-01', '2026-06-02')}"]),

    # --- JSON-ish specs --------------------------------------------------------------------
    ("json-sum-range", '{"metric": "sum", "field": "amount", "from": "2026-05-01", "to": "2026-05-15"}',
     [f"SELECT sum(amount) {S} {ts('2026-05-01', '2026-05-16')}"]),
    ("json-count-facilitator-quarter", '{"q": "count", "facilitator": "daydreams", "period": "Q1 2026"}',
     [f"SELECT count(*) {S} {DAYDREAMS} AND {Q1}"]),
    ("json-address-either", f'{{"address": "{B1.upper().replace("0X", "0x")}", "role": "any", "metric": "tx_count"}}',
     [f"SELECT count(*) {S} payer = '{B1}' OR recipient = '{B1}'"]),
    ("json-threshold-count-sum", '{"filter": "amount >= 1", "period": "ytd", "return": ["count", "sum"]}',
     [f"SELECT count(*), sum(amount) {S} amount >= 1 AND {YTD}"]),
    ("json-top-recipients-count", '{"top": 5, "entity": "recipient", "rank_by": "count", "window": "ytd"}',
     [f"SELECT recipient, count(*) AS n {S} {YTD} GROUP BY recipient ORDER BY n DESC LIMIT 5"]),
    ("json-pct-share", '{"metric": "share_pct", "numerator": "facilitator=payai", "denominator": "all", "measure": "count", "period": "2026-05"}',
     [f"SELECT 100.0 * count(*) FILTER (WHERE {PAYAI}) / count(*) {S} {MAY}"]),
    ("json-recipient-distinct-payers", f'{{"recipient": "{R1}", "metric": "distinct_payers", "period": "2026"}}',
     [f"SELECT count(DISTINCT payer) {S} recipient = '{R1}' AND {ts('2026-01-01', '2027-01-01')}"]),
    ("json-largest-payment", '{"query": "largest_payment", "period": "2026-05", "fields": ["payer", "amount"]}',
     [f"SELECT payer, amount {S} {MAY} ORDER BY amount DESC, id LIMIT 1"]),

    # --- SQL-flavoured English -------------------------------------------------------------
    ("sqlish-count-threshold-facilitator", "count of settlements where amount > 1 and facilitator = daydreams",
     [f"SELECT count(*) {S} amount > 1 AND {DAYDREAMS}"]),
    ("sqlish-sum-threshold-month", "sum(amount) from settlements where month = 2026-03 and amount >= 0.5",
     [f"SELECT sum(amount) {S} amount >= 0.5 AND {MAR}"]),
    ("sqlish-count-two-facilitators", "select count(*) where facilitator in (payai, coinbase) and month = 2026-04",
     [f"SELECT count(*) {S} ({PAYAI} OR {COINBASE}) AND {APR}"]),
    ("sqlish-count-distinct-recipients", "count(distinct recipient) over the last 90 days",
     [f"SELECT count(DISTINCT recipient) {S} {L90}"]),
    ("sqlish-avg-where-facilitator", "avg(amount) where facilitator = heurist and date >= 2026-01-01",
     [f"SELECT avg(amount) {S} {HEURIST} AND {ts('2026-01-01')}"]),
    ("sqlish-top-facilitator-address", "facilitator address with max(count(*)) in 2026-05, return address and count",
     [f"SELECT facilitator, count(*) AS n {S} {MAY} GROUP BY facilitator ORDER BY n DESC LIMIT 1"]),
    ("sqlish-between-amounts", "count(*) where amount between 0.01 and 0.1 and timestamp in Q1 2026",
     [f"SELECT count(*) {S} amount BETWEEN 0.01 AND 0.1 AND {Q1}"]),
    ("sqlish-exact-amount", "number of rows where amount = 0.001 during january 2026",
     [f"SELECT count(*) {S} amount = 0.001 AND {JAN}"]),
    ("sqlish-at-most-lastmonth", "count where amount <= 0.002, last month",
     [f"SELECT count(*) {S} amount <= 0.002 AND {MAY}"]),
    ("sqlish-under-yesterday-sum", "sum(amount) where amount < 0.005 yesterday",
     [f"SELECT sum(amount) {S} amount < 0.005 AND {YDAY}"]),
    ("sqlish-group-by-day-top", "group by day, order by count desc, limit 3 -- for 2025-11",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n {S} {NOV25} GROUP BY d ORDER BY n DESC LIMIT 3"]),
    ("sqlish-max-min-month", "max(amount), min(amount) for 2026-02",
     [f"SELECT max(amount), min(amount) {S} {FEB}"]),
    ("sqlish-top-payers-count-30d", "top 1 payer by count(*) past 30 days; payer, count",
     [f"SELECT payer, count(*) AS n {S} {P30} GROUP BY payer ORDER BY n DESC LIMIT 1"]),
    ("sqlish-group-by-month-series", "sum(amount) group by month for 2026-01..2026-05, ordered by month",
     [f"SELECT strftime(timestamp, '%Y-%m') AS m, sum(amount) {S} {ts('2026-01-01', '2026-06-01')} GROUP BY m ORDER BY m"]),
    ("sqlish-group-by-facilitator-top", "count of settlements where amount > 10 and date >= 2026-01-01 group by facilitator order by count desc limit 1",
     [f"SELECT facilitator, count(*) AS n {S} amount > 10 AND {ts('2026-01-01')} GROUP BY facilitator ORDER BY n DESC LIMIT 1"]),

    # --- output instructions ---------------------------------------------------------------
    ("only-number-alltime-volume", "Return only the number: total USDC settled, all time.",
     ["SELECT sum(amount) FROM settlements"]),
    ("only-number-median-lastmonth", "median payment size last month. number only, no prose",
     [f"SELECT median(amount) {S} {MAY}"]),
    ("only-csv-daily-series", "daily settlement count 2026-05-28..2026-06-03 as csv: day,count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) {S} {L7} GROUP BY d ORDER BY d"]),
    ("only-json-two-figures", "Output JSON {count, volume} for last week (Mon-Sun). Nothing else.",
     [f"SELECT count(*), sum(amount) {S} {LWEEK}"]),
    ("only-number-q2-volume", "Q2 2026 to date total volume -> float only",
     [f"SELECT sum(amount) {S} {Q2}"]),
    ("only-percent-threshold", "what % of April 2026 payments were over 0.01 USDC? reply with the percentage only",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 0.01) / count(*) {S} {APR}"]),
    ("only-address-top-recipient-volume", "address only: top recipient by volume in March 2026",
     [f"SELECT recipient {S} {MAR} GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 1"]),

    # --- bullet lists of several figures ---------------------------------------------------
    ("bullets-month-three", "For April 2026 give me:\n- number of settlements\n- total volume in USDC\n- distinct payers",
     [f"SELECT count(*) {S} {APR}", f"SELECT sum(amount) {S} {APR}",
      f"SELECT count(DISTINCT payer) {S} {APR}"]),
    ("bullets-last7-four", "last 7 days:\n* count\n* sum\n* avg\n* max",
     [f"SELECT count(*), sum(amount), avg(amount), max(amount) {S} {L7}"]),
    ("bullets-facilitator-month", "payai, 2026-04:\n1. txns\n2. volume\n3. unique payers\n4. unique recipients",
     [f"SELECT count(*), sum(amount), count(DISTINCT payer), count(DISTINCT recipient) {S} {PAYAI} AND {APR}"]),
    ("bullets-address-profile", f"wallet {P2}\n- first payment ts\n- last payment ts\n- total paid\n- # payments",
     [f"SELECT min(timestamp), max(timestamp), sum(amount), count(*) {S} payer = '{P2}'"]),
    ("bullets-yday-vs-today", "- count yesterday\n- count today",
     [f"SELECT count(*) {S} {YDAY}", f"SELECT count(*) {S} {TODAY}"]),
    ("bullets-quarter-stats", "Q4 2025 summary:\n- settlements\n- volume\n- median amount\n- unique recipients",
     [f"SELECT count(*), sum(amount), median(amount), count(DISTINCT recipient) {S} {Q4_25}"]),

    # --- ISO timestamps and ranges ---------------------------------------------------------
    ("iso-hour-window", "count where ts in [2026-05-29T00:00:00Z, 2026-05-29T12:00:00Z)",
     [f"SELECT count(*) {S} timestamp >= TIMESTAMPTZ '2026-05-29 00:00:00+00' AND timestamp < TIMESTAMPTZ '2026-05-29 12:00:00+00'"]),
    ("iso-single-day", "2026-01-15 volume",
     [f"SELECT sum(amount) {S} {ts('2026-01-15', '2026-01-16')}"]),
    ("iso-date-range-inclusive", "2026-05-01..2026-05-10 avg daily volume (inclusive)",
     [f"SELECT sum(amount) / 10.0 {S} {ts('2026-05-01', '2026-05-11')}"]),
    ("iso-range-facilitator", "heurist settled volume from 2026-01-05 to 2026-01-11",
     [f"SELECT sum(amount) {S} {HEURIST} AND {ts('2026-01-05', '2026-01-12')}"]),
    ("iso-since-date", "payments since 2026-05-20 (incl.), count",
     [f"SELECT count(*) {S} {ts('2026-05-20')}"]),
    ("iso-before-date", "count of all settlements before 2025-11-01",
     [f"SELECT count(*) {S} {ts(None, '2025-11-01')}"]),
    ("iso-month-range", "2025-12 through 2026-02: total count",
     [f"SELECT count(*) {S} {ts('2025-12-01', '2026-03-01')}"]),
    ("iso-weekday-day", "volume on Mon 2026-05-18",
     [f"SELECT sum(amount) {S} {ts('2026-05-18', '2026-05-19')}"]),
    ("iso-day-threshold", "2026-05-03: count of payments with amount > 1",
     [f"SELECT count(*) {S} amount > 1 AND {ts('2026-05-03', '2026-05-04')}"]),
    ("iso-day-median", "median amount on 2026-06-01",
     [f"SELECT median(amount) {S} {ts('2026-06-01', '2026-06-02')}"]),
    ("iso-day-unique-facilitators", "distinct facilitator addresses active on 2026-06-01",
     [f"SELECT count(DISTINCT facilitator) {S} {ts('2026-06-01', '2026-06-02')}"]),

    # --- relative periods ------------------------------------------------------------------
    ("rel-last90-volume-facilitator", "anyspend total volume last 90d",
     [f"SELECT sum(amount) {S} {ANYSPEND} AND {L90}"]),
    ("rel-year-count-facilitator", "x402rs txns in 2026",
     [f"SELECT count(*) {S} {X402RS} AND {ts('2026-01-01', '2027-01-01')}"]),
    ("rel-per-hour-yesterday", "avg txns per hour yesterday",
     [f"SELECT count(*) / 24.0 {S} {YDAY}"]),
    ("rel-last-month-count-range", "payments >= 0.5 and <= 2 USDC last month, count",
     [f"SELECT count(*) {S} amount >= 0.5 AND amount <= 2 AND {MAY}"]),
    # --- comparisons -----------------------------------------------------------------------
    ("cmp-week-over-week", "count last 7 days vs the 7 days before that (both numbers)",
     [f"SELECT count(*) {S} {L7}", f"SELECT count(*) {S} {PREV7}"]),
    ("cmp-month-change-count", "change in settlement count from March 2026 to April 2026",
     [f"SELECT (SELECT count(*) {S} {APR}) - (SELECT count(*) {S} {MAR})"]),
    ("cmp-month-pct-change-volume", "% change in volume Feb 2026 -> Mar 2026",
     [f"SELECT 100.0 * ((SELECT sum(amount) {S} {MAR}) - (SELECT sum(amount) {S} {FEB})) / (SELECT sum(amount) {S} {FEB})"]),
    ("cmp-facilitator-diff-count", "daydreams minus heurist, tx count, ytd",
     [f"SELECT (SELECT count(*) {S} {DAYDREAMS} AND {YTD}) - (SELECT count(*) {S} {HEURIST} AND {YTD})"]),
    ("cmp-facilitator-pct-change-months", "payai count Apr 2026 vs May 2026, % change",
     [f"SELECT 100.0 * ((SELECT count(*) {S} {PAYAI} AND {MAY}) - (SELECT count(*) {S} {PAYAI} AND {APR})) / (SELECT count(*) {S} {PAYAI} AND {APR})"]),
    ("cmp-avg-mtd-vs-lastmonth", "avg amount mtd vs last month",
     [f"SELECT avg(amount) {S} {MTD}", f"SELECT avg(amount) {S} {MAY}"]),
    ("cmp-quarters-unique-payers", "unique payers Q1 2026, Q2 2026 so far, and the difference (Q2 - Q1)",
     [f"SELECT count(DISTINCT payer) {S} {Q1}", f"SELECT count(DISTINCT payer) {S} {Q2}",
      f"SELECT (SELECT count(DISTINCT payer) {S} {Q2}) - (SELECT count(DISTINCT payer) {S} {Q1})"]),
    ("cmp-volume-change-weeks", "volume change, prev 7d -> last 7d (absolute)",
     [f"SELECT (SELECT sum(amount) {S} {L7}) - (SELECT sum(amount) {S} {PREV7})"]),
    # --- top-k / argmax --------------------------------------------------------------------
    ("top-recipients-volume-l90", "top 5 recipients by usdc received, last 90 days",
     [f"SELECT recipient, sum(amount) AS v {S} {L90} GROUP BY recipient ORDER BY v DESC LIMIT 5"]),
    ("top-facilitators-volume-quarter", "top 3 facilitator addresses by volume, Q1 2026",
     [f"SELECT facilitator, sum(amount) AS v {S} {Q1} GROUP BY facilitator ORDER BY v DESC LIMIT 3"]),
    ("top-busiest-day-count-month", "busiest day in March 2026 by txn count -> day, count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n {S} {MAR} GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("top-busiest-day-volume-alltime", "which day had the highest volume ever? day + volume",
     ["SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v FROM settlements GROUP BY d ORDER BY v DESC LIMIT 1"]),
    ("top-largest-payment-alltime", "max single payment amount, all time",
     ["SELECT max(amount) FROM settlements"]),
    ("top-largest-payment-facilitator-quarter", "largest coinbase payment in Q1 2026: payer, amount",
     [f"SELECT payer, amount {S} {COINBASE} AND {Q1} ORDER BY amount DESC, id LIMIT 1"]),
    ("top-second-largest-month", "top 2 payment amounts in May 2026",
     [f"SELECT amount {S} {MAY} ORDER BY amount DESC LIMIT 2"]),
    ("top-payer-count-facilitator", "who paid most often through payai in 2026-04? payer,count",
     [f"SELECT payer, count(*) AS n {S} {PAYAI} AND {APR} GROUP BY payer ORDER BY n DESC LIMIT 1"]),
    ("top-recipient-in-facilitator-quarter", "top 3 recipients by volume inside coinbase, Q4 2025",
     [f"SELECT recipient, sum(amount) AS v {S} {COINBASE} AND {Q4_25} GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("top-days-volume-range", "top 3 days by volume between 2026-05-01 and 2026-05-31",
     [f"SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v {S} {MAY} GROUP BY d ORDER BY v DESC LIMIT 3"]),
    ("top-payer-volume-ytd", "biggest payer ytd",
     [f"SELECT payer, sum(amount) AS v {S} {YTD} GROUP BY payer ORDER BY v DESC LIMIT 1"]),
    ("top-busiest-day-in-range", "busiest day 2026-05-18..2026-05-24 by count, with its count and volume",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n, sum(amount) {S} {ts('2026-05-18', '2026-05-25')} GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("top-largest-payment-lastweek", "largest payment last week + who sent it",
     [f"SELECT amount, payer {S} {LWEEK} ORDER BY amount DESC, id LIMIT 1"]),

    # --- percentages and shares ------------------------------------------------------------
    ("pct-facilitator-share-alltime", "% of all settlements that went through coinbase",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {COINBASE}) / count(*) FROM settlements"]),
    ("pct-volume-share-threshold", "share of March 2026 volume (%) from payments of 1 usdc or more",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE amount >= 1) / sum(amount) {S} {MAR}"]),
    ("pct-facilitator-volume-share-month", "daydreams % of volume in 2026-04",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {DAYDREAMS}) / sum(amount) {S} {APR}"]),
    ("pct-below-cent-plus-median", "pct of payments under 0.01 ytd, and the ytd median",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*) {S} {YTD}", f"SELECT median(amount) {S} {YTD}"]),
    ("pct-address-share-recipient", f"what % of last month's settlements were received by {R4}",
     [f"SELECT 100.0 * count(*) FILTER (WHERE recipient = '{R4}') / count(*) {S} {MAY}"]),

    # --- per-day averages ------------------------------------------------------------------
    ("perday-count-month", "avg settlements per day in May 2026",
     [f"SELECT count(*) / 31.0 {S} {MAY}"]),
    ("perday-volume-last7", "avg daily volume, last 7 days",
     [f"SELECT sum(amount) / 7.0 {S} {L7}"]),
    ("perday-volume-ytd", "mean usdc per day ytd",
     [f"SELECT sum(amount) / 154.0 {S} {YTD}"]),

    # --- single addresses ------------------------------------------------------------------
    ("addr-payer-total-count", f"payer={P1.upper().replace('0X', '0x')} -> total paid, count (all time)",
     [f"SELECT sum(amount), count(*) {S} payer = '{P1}'"]),
    ("addr-recipient-month-volume", f"how much did {R1} receive in May 2026",
     [f"SELECT sum(amount) {S} recipient = '{R1}' AND {MAY}"]),
    ("addr-either-first-seen", f"first seen (any role): {B2}",
     [f"SELECT min(timestamp) {S} payer = '{B2}' OR recipient = '{B2}'"]),
    ("addr-either-last-seen", f"last activity either side for {B1.upper().replace('0X', '0x')}",
     [f"SELECT max(timestamp) {S} payer = '{B1}' OR recipient = '{B1}'"]),
    ("addr-recipient-first-last", f"recipient {R2}: first and last payment received",
     [f"SELECT min(timestamp), max(timestamp) {S} recipient = '{R2}'"]),
    ("addr-distinct-counterparties-payer", f"how many distinct recipients has {P1} paid?",
     [f"SELECT count(DISTINCT recipient) {S} payer = '{P1}'"]),
    ("addr-in-vs-out-count", f"{B1}: # received vs # sent",
     [f"SELECT count(*) {S} recipient = '{B1}'", f"SELECT count(*) {S} payer = '{B1}'"]),
    ("addr-net-flow", f"net flow for {B1} (received minus paid), usdc",
     [f"SELECT (SELECT sum(amount) {S} recipient = '{B1}') - (SELECT sum(amount) {S} payer = '{B1}')"]),
    ("addr-payer-month-threshold", f"payer {P3}, 2025-11, amount > 0.01: count and sum",
     [f"SELECT count(*), sum(amount) {S} payer = '{P3}' AND amount > 0.01 AND {NOV25}"]),
    ("addr-recipient-facilitator-ytd", f"sum(amount) where recipient={R2} and facilitator=coinbase, ytd",
     [f"SELECT sum(amount) {S} recipient = '{R2}' AND {COINBASE} AND {YTD}"]),
    ("addr-payer-active-days", f"number of distinct days {P1} made a payment, ytd",
     [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) {S} payer = '{P1}' AND {YTD}"]),
    ("addr-payer-largest", f"largest payment ever made by {P4.upper().replace('0X', '0x')}",
     [f"SELECT max(amount) {S} payer = '{P4}'"]),
    ("addr-facilitator-address-count", f"txns sent by facilitator {F1.upper().replace('0X', '0x')} in 2025-12",
     [f"SELECT count(*) {S} facilitator = '{F1}' AND {DEC25}"]),
    ("addr-payer-top-recipient", f"{P1} paid which recipient the most (by volume)? address + total",
     [f"SELECT recipient, sum(amount) AS v {S} payer = '{P1}' GROUP BY recipient ORDER BY v DESC LIMIT 1"]),
    ("addr-either-volume-month", f"total volume touching {B2} in either role, Dec 2025",
     [f"SELECT sum(amount) {S} (payer = '{B2}' OR recipient = '{B2}') AND {DEC25}"]),

    # --- tx lookups ------------------------------------------------------------------------
    ("tx-lookup-three-fields", f"tx {TX1}: amount, payer, block",
     [f"SELECT amount, payer, block_number {S} tx_hash = '{TX1}'"]),
    ("tx-lookup-timestamp-recipient", f"{TX2.upper().replace('0X', '0x')} -> timestamp and recipient",
     [f"SELECT timestamp, recipient {S} tx_hash = '{TX2}'"]),

    # --- distinct / cohort -----------------------------------------------------------------
    ("cohort-distinct-payers-threshold", "how many distinct payers made at least one payment > 1 USDC in Nov 2025",
     [f"SELECT count(DISTINCT payer) {S} amount > 1 AND {NOV25}"]),
    ("cohort-new-payers-month", "new payers in May 2026 (first ever payment that month), count",
     ["SELECT count(*) FROM (SELECT payer, min(timestamp) AS f FROM settlements GROUP BY payer) WHERE f >= TIMESTAMPTZ '2026-05-01 00:00:00+00' AND f < TIMESTAMPTZ '2026-06-01 00:00:00+00'"]),
    ("cohort-one-time-payers", "count of payers with exactly 1 payment in May 2026",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {MAY} GROUP BY payer HAVING count(*) = 1)"]),
    ("cohort-wallets-either", "unique wallets (payer or recipient) last 7d",
     [f"SELECT count(*) FROM (SELECT payer AS a {S} {L7} UNION SELECT recipient {S} {L7})"]),

    # --- misc facilitators and periods -----------------------------------------------------
    ("fac-volume-alltime", "questflow lifetime volume",
     [f"SELECT sum(amount) {S} {QUESTFLOW}"]),
    ("fac-count-threshold-month", "codenut txns >= 0.01 in 2025-11",
     [f"SELECT count(*) {S} {CODENUT} AND amount >= 0.01 AND {NOV25}"]),
    ("fac-largest-payment-quarter-payer", "heurist, Q1 2026, largest payment -> payer & amount",
     [f"SELECT payer, amount {S} {HEURIST} AND {Q1} ORDER BY amount DESC, id LIMIT 1"]),
    ("fac-two-volumes-and-diff", "volumes for payai and daydreams in Q4 2025, plus payai minus daydreams",
     [f"SELECT sum(amount) {S} {PAYAI} AND {Q4_25}", f"SELECT sum(amount) {S} {DAYDREAMS} AND {Q4_25}",
      f"SELECT (SELECT sum(amount) {S} {PAYAI} AND {Q4_25}) - (SELECT sum(amount) {S} {DAYDREAMS} AND {Q4_25})"]),
    ("fac-monthly-count-series", "coinbase monthly txn counts Mar..May 2026",
     [f"SELECT strftime(timestamp, '%Y-%m') AS m, count(*) {S} {COINBASE} AND {ts('2026-03-01', '2026-06-01')} GROUP BY m ORDER BY m"]),
    ("alltime-count-over-10", "how many payments over 10 usdc, all time",
     [f"SELECT count(*) {S} amount > 10"]),
    ("alltime-unique-payers-recipients", "all-time distinct payers and distinct recipients",
     ["SELECT count(DISTINCT payer), count(DISTINCT recipient) FROM settlements"]),

    # --- refusals --------------------------------------------------------------------------
    ("refuse-other-chain", "solana x402 vol yday", None),
    ("refuse-other-chain", "network=polygon metric=count period=2026-05", None),
    ("refuse-other-token", "USDT settlement volume last month", None),
    ("refuse-other-token", "sum of ETH paid via x402 ytd", None),
    ("refuse-forecast", "predict vol next week", None),
    ("refuse-forecast", "metric=count period=2026-07 mode=forecast", None),
    ("refuse-missing-column-resource", "top 5 resource urls by payment count, May 2026", None),
    ("refuse-missing-column-status", "count of failed settlements mtd", None),
    ("refuse-missing-column-fees", "total facilitator fees collected in 2026-05", None),
    ("refuse-missing-column-latency", "p95 http response latency of paid endpoints last 7d", None),
    ("refuse-impossible-date", "volume on 2026-02-30", None),
    ("refuse-impossible-month", "metric=count period=2026-13", None),
    ("refuse-before-data", "txn count for 2024-12", None),
    ("refuse-before-data", "sum(amount) where timestamp < 2025-01-01", None),
    ("refuse-after-anchor", "payai txns 2026-07", None),
    ("refuse-off-topic", "write a python function that reverses a linked list", None),
    ("refuse-off-topic", "whats the ETH price rn", None),
    ("refuse-ambiguous-date", "count on 05/04/2026", None),
    ("refuse-owner-identity", f"who owns {B1}? company name", None),
    ("refuse-impossible-quarter", "Q5 2026 volume", None),
]


def split_of(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


def main() -> None:
    out = Path(__file__).resolve().parent / "ask_probe_hp8.jsonl"
    lines = [item_line(f"hp8-{i:03d}", question, sql, shape=shape, split=split_of(shape))
             for i, (shape, question, sql) in enumerate(ITEMS, 1)]
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} items to {out}")


if __name__ == "__main__":
    main()
