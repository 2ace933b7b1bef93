"""Write ask_probe_hp19.jsonl: 150 hand-labelled /ask probe questions (anchor 2026-06-03).

Every question and its SQL is written by hand below; the only loop numbers the ids and writes
the lines. Run from a Sextant checkout root:
PYTHONPATH=src:. /work/main/.venv/bin/python tests/data/make_ask_probe_hp19.py
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.warehouse.figures import by_name, fac, item_line, ts

NAME = "hp19"


def split_of(shape: str) -> str:
    """``dev`` or ``held``, fixed by the shape's SHA-1."""
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


# (shape, question, sql list or None for a refusal)
ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---- comparisons of two periods ------------------------------------------------------
    ("cmp-months-volume",
     "How did total USDC volume in March 2026 compare with April 2026? Give me both totals, "
     "March first.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("cmp-months-volume",
     "compare_volume(period_a='2025-12', period_b='2026-01'): return total USDC settled in "
     "December 2025 and in January 2026.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')})"]),
    ("cmp-months-count",
     "task: settlement counts for January 2026 and for December 2025, in that order",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')})"]),
    ("change-count-months",
     "By how much did the number of payments change from April 2026 to May 2026?",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("change-count-months",
     "Return settlement_count(Dec 2025) minus settlement_count(Nov 2025).",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')})"]),
    ("change-volume-months",
     "how much did monthly volume move going from Feb 2026 to Mar 2026, in USDC?",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')})"]),
    ("change-volume-months",
     "metric=volume_change_usdc from=2026-04 (April 2026) to=2026-05 (May 2026); "
     "change = later minus earlier",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("pctchange-count-months",
     "What's the percentage change in the number of payments from March 2026 to April 2026?",
     [f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})) / "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})"]),
    ("pctchange-count-months",
     "Agent query: percent change in payment count, January 2026 -> February 2026.",
     [f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')})) / "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')})"]),
    ("cmp-last7-prev7-count",
     "GET counts: window A = the last 7 days, window B = the 7 days before that. Output count_A, count_B.",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')})"]),
    ("cmp-lastweek-weekbefore",
     "Volume last week versus the week before, both numbers please.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-05-18', '2026-05-25')})"]),
    ("cmp-lastweek-weekbefore",
     "payments count: last calendar week (Mon-Sun) and the week before it",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-05-18', '2026-05-25')})"]),
    ("cmp-today-yesterday",
     "volume_usdc{day=today} and volume_usdc{day=yesterday}",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-06-03', '2026-06-04')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-06-02', '2026-06-03')})"]),
    ("cmp-quarter-sofar",
     "Compare USDC volume: this quarter to date vs Q1 2026. Output order: current quarter, then Q1 2026.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-06-04')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')})"]),
    ("cmp-two-days",
     "Volume on the 2nd of June 2026 vs the 1st of June 2026 (the 2nd first).",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-06-02', '2026-06-03')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-06-01', '2026-06-02')})"]),
    ("cmp-threshold-two-periods",
     "count(payments where amount > 0.1 USDC) for 2026-03 and for 2026-04",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND amount > 0.1), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND amount > 0.1)"]),
    ("cmp-threshold-two-periods",
     "Count of payments of 1 USDC or more in Q4 2025 versus Q1 2026.",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} AND amount >= 1), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} AND amount >= 1)"]),
    ("cmp-distinct-payers",
     "distinct_payers: 2026-04 vs 2026-05 (April 2026, then May 2026)",
     [f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}), "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')})"]),
    ("cmp-distinct-payers",
     "How many unique payers were active last week, and how many the week before?",
     [f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}), "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-18', '2026-05-25')})"]),
    ("cmp-distinct-recipients",
     "unique recipients in Q4 2025 vs Q1 2026, give both",
     [f"SELECT (SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')}), "
      f"(SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')})"]),
    ("cmp-distinct-recipients",
     "How many different recipients got paid in the last 7 days, versus the 7 days before that?",
     [f"SELECT (SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}), "
      f"(SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')})"]),
    ("cmp-avg-amount",
     "avg_payment_usdc for March 2026, then for April 2026",
     [f"SELECT (SELECT avg(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}), "
      f"(SELECT avg(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("cmp-avg-amount",
     "mean_amount_usdc for facilitator=coinbase vs facilitator=payai, period=2026-04 (April 2026)",
     [f"SELECT (SELECT avg(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('coinbase')}), "
      f"(SELECT avg(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('payai')})"]),
    # ---- comparisons of two facilitators ---------------------------------------------------
    ("cmp-facilitators-count-month",
     "Coinbase vs PayAI in April 2026: how many payments did each facilitate?",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('coinbase')}), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('payai')})"]),
    ("cmp-facilitators-count-month",
     "period=2025-12 facilitators=heurist,daydreams metric=payment_count (one value each, in that order)",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND {fac('heurist')}), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND {fac('daydreams')})"]),
    ("cmp-facilitators-volume-quarter",
     "In Q1 2026, which handled more volume, Daydreams or Heurist? Give each one's volume, "
     "Daydreams first.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} AND {fac('daydreams')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} AND {fac('heurist')})"]),
    ("cmp-facilitators-volume-quarter",
     "facilitators=[coinbase, payai]; period=Q4 2025; metric=total_volume_usdc per facilitator",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} AND {fac('coinbase')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} AND {fac('payai')})"]),
    ("cmp-facilitators-alltime",
     "all-time payment counts: x402rs vs openx402",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {fac('x402rs')}), "
      f"(SELECT count(*) FROM settlements WHERE {fac('openx402')})"]),
    ("cmp-facilitators-alltime",
     "Questflow vs Codenut: total USDC each has settled, all time.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {fac('questflow')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {fac('codenut')})"]),
    # ---- comparisons of two addresses --------------------------------------------------------
    ("cmp-payers-volume",
     "Compare how much 0x30a64a160f63703bb13e69170257ef7c9592288d and "
     "0x298ce631e9911549dfff1382f03635c310bd6318 each paid in December 2025.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND payer = '0x30a64a160f63703bb13e69170257ef7c9592288d'), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND payer = '0x298ce631e9911549dfff1382f03635c310bd6318')"]),
    ("cmp-payers-count",
     "Between payers 0x42ba8b59b641adfa114c38e8ec79eeed45c6464d and "
     "0xe38d3d05b6b50098cb73a14e2a9de3a9854b3282, who made more payments in November 2025? "
     "Show both counts.",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} AND payer = '0x42ba8b59b641adfa114c38e8ec79eeed45c6464d'), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} AND payer = '0xe38d3d05b6b50098cb73a14e2a9de3a9854b3282')"]),
    ("cmp-payers-count",
     "payer_a=0x08FCBB4C6CA25C80A4765761B6C9B8958F3D0A2D payer_b=0xdca267747f391c9f59e22b8e1ebaf960ca998ad8 "
     "metric=payments_made period=December 2025 -> return count_a, count_b",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND payer = '0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d'), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND payer = '0xdca267747f391c9f59e22b8e1ebaf960ca998ad8')"]),
    ("cmp-recipients-total",
     "How much has 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 received in total, compared with "
     "0x00b7a62630929dbaee349c173d4070e5fdb8e482? Both all-time totals.",
     ["SELECT (SELECT sum(amount) FROM settlements WHERE recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5'), "
      "(SELECT sum(amount) FROM settlements WHERE recipient = '0x00b7a62630929dbaee349c173d4070e5fdb8e482')"]),
    ("cmp-recipients-count",
     "recipients: 0x88d7811f810df4082f011e07cc1053f4d22a11fc, 0xbb1c2cb05829af1762852b848d095c051df1828f "
     "| month: 2025-12 | want: number of payments received by each",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND recipient = '0x88d7811f810df4082f011e07cc1053f4d22a11fc'), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND recipient = '0xbb1c2cb05829af1762852b848d095c051df1828f')"]),
    ("cmp-recipients-count",
     "Which recipient had more incoming payments in January 2026: 0x79141398d600a6109c7477b8ddf9c2b61b33a595 or 0xd04f61f4014d19581f9ea74abda5880e500ea70a? Return both counts, in that order.",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} AND recipient = '0x79141398d600a6109c7477b8ddf9c2b61b33a595'), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} AND recipient = '0xd04f61f4014d19581f9ea74abda5880e500ea70a')"]),
    ("cmp-address-periods",
     "Did 0x298ce631e9911549dfff1382f03635c310bd6318 pay more in April 2026 or in May 2026? "
     "Give both amounts, April first.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND payer = '0x298ce631e9911549dfff1382f03635c310bd6318'), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND payer = '0x298ce631e9911549dfff1382f03635c310bd6318')"]),
    ("cmp-address-periods",
     "recipient=0xbb1c2cb05829af1762852b848d095c051df1828f metric=payments_received periods=[2025-11, 2025-12]",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} AND recipient = '0xbb1c2cb05829af1762852b848d095c051df1828f'), "
      f"(SELECT count(*) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND recipient = '0xbb1c2cb05829af1762852b848d095c051df1828f')"]),
    ("cmp-address-facilitator",
     "How many of 0x30a64a160f63703bb13e69170257ef7c9592288d's payments went through Coinbase, "
     "and how many through PayAI? All time.",
     [f"SELECT (SELECT count(*) FROM settlements WHERE payer = '0x30a64a160f63703bb13e69170257ef7c9592288d' AND {fac('coinbase')}), "
      f"(SELECT count(*) FROM settlements WHERE payer = '0x30a64a160f63703bb13e69170257ef7c9592288d' AND {fac('payai')})"]),
    # ---- shares ------------------------------------------------------------------------------
    ("share-facilitator-count",
     "What share of May 2026's payments went through Coinbase, as a percentage?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) FROM settlements "
      f"WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("share-facilitator-count",
     "pct_of_settlement_count(facilitator=heurist, period=2026-Q1)",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('heurist')}) / count(*) FROM settlements "
      f"WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("share-facilitator-volume",
     "volume_share_pct facilitator=daydreams month=March 2026",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) FROM settlements "
      f"WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ("share-threshold-count",
     "Task: percentage of April 2026 payments with amount > 0.01 USDC.",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 0.01) / count(*) FROM settlements "
      f"WHERE {ts('2026-04-01', '2026-05-01')}"]),
    ("share-threshold-count",
     "Share of last month's payments that were at most 0.005 USDC, in percent?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount <= 0.005) / count(*) FROM settlements "
      f"WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("share-threshold-volume",
     "pct of Q1 2026 USDC volume that came from payments >= 1 USDC",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE amount >= 1) / sum(amount) FROM settlements "
      f"WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("share-address-count",
     "Compute the percentage of December 2025 payments (by count) whose recipient was 0x00b7a62630929dbaee349c173d4070e5fdb8e482.",
     [f"SELECT 100.0 * count(*) FILTER (WHERE recipient = '0x00b7a62630929dbaee349c173d4070e5fdb8e482') / count(*) "
      f"FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"]),
    ("share-address-volume",
     "share_of_volume_pct(payer=0x298ce631e9911549dfff1382f03635c310bd6318, month=2025-11): "
     "that payer's volume as a percent of all November 2025 volume",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE payer = '0x298ce631e9911549dfff1382f03635c310bd6318') / sum(amount) "
      f"FROM settlements WHERE {ts('2025-11-01', '2025-12-01')}"]),
    ("share-address-volume",
     "Of everything received in the past 30 days, what percentage went to "
     "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE recipient = '0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4') / sum(amount) "
      f"FROM settlements WHERE {ts('2026-05-05', '2026-06-04')}"]),
    # ---- rankings ----------------------------------------------------------------------------
    ("rank-payers-volume",
     "top_payers(k=5, by=volume, period=March 2026)",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 5"]),
    ("rank-payers-volume",
     "Who were the three biggest payers last month? Address and amount.",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("rank-payers-count",
     "list top 3 payer addresses by number of payments, period=2026-01-01..2026-03-31",
     [f"SELECT payer, count(*) AS n FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      "GROUP BY payer ORDER BY n DESC LIMIT 3"]),
    ("rank-payers-count",
     "Return the 4 payer addresses with the most payments over the past 30 days, with their counts.",
     [f"SELECT payer, count(*) AS n FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} "
      "GROUP BY payer ORDER BY n DESC LIMIT 4"]),
    ("rank-recipients",
     "the 3 recipients that received the most USDC year to date, with amounts",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {ts('2026-01-01', '2026-06-04')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("rank-facilitators",
     "rank facilitators by USDC volume for 2026-03; return top 3 (name, volume)",
     [f"SELECT {by_name()} AS f, sum(amount) AS v FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} "
      "GROUP BY f ORDER BY v DESC LIMIT 3"]),
    ("rank-facilitators",
     "top_facilitators(k=4, by=payment_count, period=2025-12)",
     [f"SELECT {by_name()} AS f, count(*) AS n FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
      "GROUP BY f ORDER BY n DESC LIMIT 4"]),
    ("rank-payers-in-facilitator",
     "Among payments facilitated by Heurist, who are the top 3 payers by volume, all time?",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {fac('heurist')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("rank-payers-in-facilitator",
     "top 3 payers by payment count; facilitator=Virtuals Protocol; period=ytd",
     [f"SELECT payer, count(*) AS n FROM settlements WHERE {ts('2026-01-01', '2026-06-04')} AND {fac('virtuals protocol')} "
      "GROUP BY payer ORDER BY n DESC LIMIT 3"]),
    ("rank-recipients-in-facilitator",
     "Within Daydreams' payments year to date, which 3 recipients got the most payments?",
     [f"SELECT recipient, count(*) AS n FROM settlements WHERE {ts('2026-01-01', '2026-06-04')} AND {fac('daydreams')} "
      "GROUP BY recipient ORDER BY n DESC LIMIT 3"]),
    ("rank-recipients-in-facilitator",
     "scope: facilitator=payai, month=2026-03 | rank recipients by volume received | k=3",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('payai')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("rank-payers-of-recipient",
     "Who paid 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4 the most in May 2026? Top 3 payers by "
     "amount.",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      "AND recipient = '0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4' GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("rank-recipients-of-payer",
     "Which 3 recipients did 0x298ce631e9911549dfff1382f03635c310bd6318 send the most USDC to in "
     "December 2025?",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
      "AND payer = '0x298ce631e9911549dfff1382f03635c310bd6318' GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("rank-recipients-of-payer",
     "For payer 0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0, top 2 recipients by number of "
     "payments in Q1 2026.",
     [f"SELECT recipient, count(*) AS n FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} "
      "AND payer = '0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0' GROUP BY recipient ORDER BY n DESC LIMIT 2"]),
    # ---- per-day and per-payer averages ------------------------------------------------------
    ("perday-count",
     "avg payments per day, May 2026 (over its 31 calendar days)",
     [f"SELECT count(*) / 31.0 FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}"]),
    ("perday-volume",
     "avg_daily_volume_usdc period=2026-01-01..2026-01-31",
     [f"SELECT sum(amount) / 31.0 FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}"]),
    ("perday-facilitator",
     "coinbase: mean USDC settled per calendar day, April 2026",
     [f"SELECT sum(amount) / 30.0 FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('coinbase')}"]),
    ("perday-facilitator",
     "PayAI's average number of payments per day this quarter so far?",
     [f"SELECT count(*) / 64.0 FROM settlements WHERE {ts('2026-04-01', '2026-06-04')} AND {fac('payai')}"]),
    ("perday-address",
     "How many payments per day, on average, did 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4 "
     "receive over the last 30 days?",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} "
      "AND recipient = '0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4'"]),
    ("perday-address",
     "payer 0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8: average USDC paid per day in May 2026",
     [f"SELECT sum(amount) / 31.0 FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      "AND payer = '0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8'"]),
    ("perpayer-avg",
     "Average volume per payer in March 2026, i.e. total volume divided by the number of "
     "distinct payers.",
     [f"SELECT sum(amount) / count(DISTINCT payer) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ("perpayer-avg",
     "payments per distinct payer, December 2025 (count / unique payers)",
     [f"SELECT count(*) / count(DISTINCT payer) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')}"]),
    ("perrecipient-avg",
     "avg_payments_per_recipient period=last_7_days (payments divided by distinct recipients)",
     [f"SELECT count(*) / count(DISTINCT recipient) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}"]),
    # ---- follow-up sounding, still complete ----------------------------------------------------
    ("followup-period",
     "Same question for February 2026 then: what was the total USDC volume that month?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}"]),
    ("followup-period",
     "And the week before last, Monday 18 May to Sunday 24 May 2026: how many payments were "
     "there?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-18', '2026-05-25')}"]),
    ("followup-address",
     "OK, and how many payments did 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5 receive in May "
     "2026?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      "AND recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5'"]),
    ("followup-address",
     "Got it. Now for payer 0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d: how much did it pay in "
     "total across November and December 2025 together?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-11-01', '2026-01-01')} "
      "AND payer = '0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d'"]),
    ("followup-facilitator",
     "What about Heurist, what was its volume in May 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND {fac('heurist')}"]),
    ("followup-facilitator",
     "And Virtuals Protocol? How many payments did it facilitate last month?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND {fac('virtuals protocol')}"]),
    ("followup-scope",
     "Follow-up to the April 2026 payment count: narrow to amount > 0.01 USDC and return the count of payments in April 2026.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND amount > 0.01"]),
    ("followup-scope",
     "Right, and just the Coinbase ones: total volume through Coinbase in the last 7 days?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')} AND {fac('coinbase')}"]),
    # ---- largest payments, busiest days ------------------------------------------------------
    ("largest-payment",
     "largest payment in 2026-03: return amount and payer",
     [f"SELECT amount, payer FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment",
     "biggest single payment in the past 30 days, just the amount",
     [f"SELECT max(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')}"]),
    ("largest-payment-facilitator",
     "Largest payment that went through PayAI in April 2026: amount and recipient?",
     [f"SELECT amount, recipient FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('payai')} "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("largest-payment-facilitator",
     "max_single_payment_usdc(facilitator=heurist, period=2025-12)",
     [f"SELECT max(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND {fac('heurist')}"]),
    ("busiest-day",
     "busiest_day(metric=payment_count, month=2026-04) -> day, count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements "
      f"WHERE {ts('2026-04-01', '2026-05-01')} GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("busiest-day",
     "Which day last month had the highest volume, and what was it?",
     [f"SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v FROM settlements "
      f"WHERE {ts('2026-05-01', '2026-06-01')} GROUP BY d ORDER BY v DESC LIMIT 1"]),
    # ---- single addresses ------------------------------------------------------------------
    ("address-counterparties",
     "count distinct recipients paid by 0x42ba8b59b641adfa114c38e8ec79eeed45c6464d in Dec 2025",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
      "AND payer = '0x42ba8b59b641adfa114c38e8ec79eeed45c6464d'"]),
    ("address-counterparties",
     "distinct payers that sent to 0x79141398D600A6109C7477B8DDF9C2B61B33A595 in January 2026",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-01', '2026-02-01')} "
      "AND recipient = '0x79141398d600a6109c7477b8ddf9c2b61b33a595'"]),
    ("address-first-last",
     "When did 0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d first pay anyone, and when did it "
     "last pay?",
     ["SELECT min(timestamp), max(timestamp) FROM settlements "
      "WHERE payer = '0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d'"]),
    ("address-first-last",
     "first_seen(role=recipient, address=0xd04f61f4014d19581f9ea74abda5880e500ea70a)",
     ["SELECT min(timestamp) FROM settlements WHERE recipient = '0xd04f61f4014d19581f9ea74abda5880e500ea70a'"]),
    ("address-either-role",
     "Total number of payments involving 0x07737a1fb3863202bcd3c7408b801eed68604d39 as either "
     "payer or recipient.",
     ["SELECT count(*) FROM settlements WHERE payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39' "
      "OR recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'"]),
    ("address-period-total",
     "sum paid by 0x6d7e7630bf8e889b6509e90392052ce44b9d4efe over the last 90 days",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-03-06', '2026-06-04')} "
      "AND payer = '0x6d7e7630bf8e889b6509e90392052ce44b9d4efe'"]),
    ("address-period-total",
     '{"op": "count", "role": "recipient", "address": "0x3f8094454328652efe2dfb7da0a106889fa913bc", '
     '"period": "2025-11"}',
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} "
      "AND recipient = '0x3f8094454328652efe2dfb7da0a106889fa913bc'"]),
    ("address-avg-payment",
     "average amount received per payment by 0x1a2f00e18f92a14533ae98f85ae5d756f5ccda6b, year to "
     "date",
     [f"SELECT avg(amount) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')} "
      "AND recipient = '0x1a2f00e18f92a14533ae98f85ae5d756f5ccda6b'"]),
    # ---- thresholds and plain periods ------------------------------------------------------
    ("threshold-count",
     "count(payments with amount > 1 USDC), window = last 90 days",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-06', '2026-06-04')} AND amount > 1"]),
    ("threshold-count",
     "Count of payments of at least 0.5 USDC year to date.",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')} AND amount >= 0.5"]),
    ("threshold-volume",
     "total USDC of payments with amount < 0.01, May 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND amount < 0.01"]),
    ("threshold-volume",
     "sum(amount) for payments of exactly 0.005 USDC, period=this_month",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')} AND amount = 0.005"]),
    ("period-today",
     "today: payment_count, volume_usdc",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-06-03', '2026-06-04')}"]),
    ("period-thisweek",
     "Volume so far this week?",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"]),
    ("period-ytd",
     "Year to date: total volume and number of payments.",
     [f"SELECT sum(amount), count(*) FROM settlements WHERE {ts('2026-01-01', '2026-06-04')}"]),
    ("period-alltime",
     "all_time: settlement_count, total_volume_usdc",
     ["SELECT count(*), sum(amount) FROM settlements"]),
    ("day-range",
     "volume_usdc for 2026-05-10 through 2026-05-16 inclusive",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-10', '2026-05-17')}"]),
    ("day-range",
     "Between March 1 and March 15, 2026, how many payments were there?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-03-16')}"]),
    ("explicit-date",
     "count settlements on 2026-05-29",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-29', '2026-05-30')}"]),
    ("facilitator-range",
     "x402rs volume between 2025-12-01 and 2025-12-31.",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND {fac('x402rs')}"]),
    ("facilitator-distinct-payers",
     "How many distinct payers used Coinbase as facilitator last month, and how many used PayAI?",
     [f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND {fac('coinbase')}), "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND {fac('payai')})"]),
    ("change-distinct-payers",
     "change in unique payers, April 2026 -> May 2026 (later minus earlier)",
     [f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}) - "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')})"]),
    ("change-facilitator-count",
     "How did Coinbase's payment count change from April 2026 to May 2026 (May minus April)?",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND {fac('coinbase')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('coinbase')})"]),
    ("change-facilitator-count",
     "delta_payments(facilitator=daydreams, from=2026-03, to=2026-04)",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('daydreams')}) - "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('daydreams')})"]),
    ("change-address-volume",
     "How much did 0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5's received volume change from "
     "November 2025 to December 2025?",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} AND recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5') - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} AND recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5')"]),
    # ---- harder -------------------------------------------------------------------------------
    ("hard-pctchange-volume-months",
     "What's the % change in total volume from March 2026 to April 2026?",
     [f"SELECT 100.0 * ((SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})) / "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')})"]),
    ("hard-last7-prev7-volume-pct",
     "Give me volume for the last 7 days, volume for the 7 days before that, and the percent "
     "change between them.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')}), "
      f"100.0 * ((SELECT sum(amount) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')})) / "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-05-21', '2026-05-28')})"]),
    ("hard-rank-recipients-facilitator-month",
     "scope=coinbase, month=April 2026: top 3 recipients by USDC received (address, amount)",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('coinbase')} "
      "GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("hard-two-facilitator-shares",
     "What were Coinbase's and PayAI's shares of April 2026 volume? Two percentages, Coinbase "
     "first.",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount), "
      f"100.0 * sum(amount) FILTER (WHERE {fac('payai')}) / sum(amount) FROM settlements "
      f"WHERE {ts('2026-04-01', '2026-05-01')}"]),
    ("hard-perday-facilitator-two-months",
     "per_day_avg(payment_count, facilitator=coinbase) for April 2026 and for May 2026 "
     "(calendar days)",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} AND {fac('coinbase')}) / 30.0, "
      f"(SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} AND {fac('coinbase')}) / 31.0"]),
    ("hard-perpayer-facilitator-quarter",
     "For PayAI payments in Q1 2026, what's the average volume per distinct payer?",
     [f"SELECT sum(amount) / count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} AND {fac('payai')}"]),
    ("hard-address-threshold-month",
     "For payer 0x298ce631e9911549dfff1382f03635c310bd6318 in December 2025, how many payments "
     "were over 0.01 USDC, and what did they add up to?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
      "AND payer = '0x298ce631e9911549dfff1382f03635c310bd6318' AND amount > 0.01"]),
    ("hard-change-distinct-payers-quarters",
     "Unique payers in Q4 2025 and in Q1 2026, and the change between them (Q1 minus Q4).",
     [f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')}), "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}), "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}) - "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')})"]),
    ("hard-address-share-facilitator",
     "Of the USDC that 0x298ce631e9911549dfff1382f03635c310bd6318 paid in November 2025, what "
     "percentage went through Coinbase?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) FROM settlements "
      f"WHERE {ts('2025-11-01', '2025-12-01')} AND payer = '0x298ce631e9911549dfff1382f03635c310bd6318'"]),
    ("hard-top-days-month",
     "top 3 days of May 2026 by payment count; return day and count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements "
      f"WHERE {ts('2026-05-01', '2026-06-01')} GROUP BY d ORDER BY n DESC LIMIT 3"]),
    ("hard-facilitator-diff",
     "coinbase vs payai volume in March 2026, plus the difference (coinbase minus payai)",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('coinbase')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('payai')}), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('coinbase')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')} AND {fac('payai')})"]),
    ("hard-largest-facilitator-quarter-payer",
     "largest single Daydreams payment in Q1 2026 -> return amount and payer address",
     [f"SELECT amount, payer FROM settlements WHERE {ts('2026-01-01', '2026-04-01')} AND {fac('daydreams')} "
      "ORDER BY amount DESC, id LIMIT 1"]),
    ("hard-recipients-diff",
     "Over the past 30 days, did 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4 receive more than "
     "0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5? Both totals and the difference (first minus "
     "second).",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} AND recipient = '0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4'), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} AND recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5'), "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} AND recipient = '0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4') - "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} AND recipient = '0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5')"]),
    ("hard-payers-over-total",
     "count payers whose total paid in May 2026 exceeds 1 USDC",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      "GROUP BY payer HAVING sum(amount) > 1)"]),
    ("hard-threshold-avg-share",
     "Among Q1 2026 payments above 0.01 USDC: what was their average amount, and what percent "
     "of all Q1 2026 payments were they?",
     [f"SELECT avg(amount) FILTER (WHERE amount > 0.01), "
      f"100.0 * count(*) FILTER (WHERE amount > 0.01) / count(*) FROM settlements "
      f"WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("hard-perday-two-windows",
     "Average daily volume over the past 30 days compared with April 5 through May 4, 2026 "
     "(also a 30-day window). Both per-day figures.",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')}) / 30.0, "
      f"(SELECT sum(amount) FROM settlements WHERE {ts('2026-04-05', '2026-05-05')}) / 30.0"]),
    ("hard-net-flow",
     "For 0x07737a1fb3863202bcd3c7408b801eed68604d39, all time: total received, total paid, and "
     "received minus paid.",
     ["SELECT (SELECT sum(amount) FROM settlements WHERE recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39'), "
      "(SELECT sum(amount) FROM settlements WHERE payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39'), "
      "(SELECT sum(amount) FROM settlements WHERE recipient = '0x07737a1fb3863202bcd3c7408b801eed68604d39') - "
      "(SELECT sum(amount) FROM settlements WHERE payer = '0x07737a1fb3863202bcd3c7408b801eed68604d39')"]),
    ("hard-recipients-both-months",
     "How many recipients did 0x30a64a160f63703bb13e69170257ef7c9592288d pay in both November "
     "2025 and December 2025?",
     [f"SELECT count(*) FROM (SELECT recipient FROM settlements WHERE {ts('2025-11-01', '2025-12-01')} "
      "AND payer = '0x30a64a160f63703bb13e69170257ef7c9592288d' INTERSECT "
      f"SELECT recipient FROM settlements WHERE {ts('2025-12-01', '2026-01-01')} "
      "AND payer = '0x30a64a160f63703bb13e69170257ef7c9592288d')"]),
    ("hard-share-top-payer",
     "What share of last month's volume (percent) came from its single largest payer by volume, "
     "and which address was that? Address first.",
     [f"SELECT payer, 100.0 * sum(amount) / (SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')}) AS pct "
      f"FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} GROUP BY payer ORDER BY pct DESC LIMIT 1"]),
    ("hard-followup-facilitator-scope",
     "Same breakdown but only Heurist, and only payments of at least 0.01 USDC: count and volume "
     "in Q4 2025.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2025-10-01', '2026-01-01')} "
      f"AND {fac('heurist')} AND amount >= 0.01"]),
    # ---- refusals: near misses of answerable questions --------------------------------------
    ("refuse-other-chain",
     "How much x402 volume settled on Arbitrum last month compared with the month before?",
     None),
    ("refuse-other-chain",
     "volume(facilitator=coinbase, chain=solana, month=2026-05)",
     None),
    ("refuse-other-token",
     "How much EURC was settled through PayAI in April 2026?",
     None),
    ("refuse-forecast",
     "Given the trend from April to May 2026, what will total volume be in June 2026?",
     None),
    ("refuse-forecast",
     "forecast(metric=payment_count, facilitator=payai, horizon=next_quarter): will PayAI "
     "overtake Coinbase?",
     None),
    ("refuse-opinion",
     "Based on last month's numbers, which is the better facilitator to use, Coinbase or PayAI?",
     None),
    ("refuse-missing-column",
     "What share of payments in May 2026 failed or were reverted?",
     None),
    ("refuse-missing-column",
     "top 5 resource URLs by payment count, period=last_week",
     None),
    ("refuse-missing-geo",
     "Compare payment counts from US-based payers vs EU-based payers in March 2026.",
     None),
    ("refuse-impossible-date",
     "Volume on 31 April 2026 compared with 30 April 2026?",
     None),
    ("refuse-impossible-date",
     "How many payments were made on February 29, 2026?",
     None),
    ("refuse-impossible-quarter",
     "payment count Q5 2025 vs Q4 2025",
     None),
    ("refuse-before-data",
     "How did volume in March 2025 compare with March 2026?",
     None),
    ("refuse-before-data",
     "total settled volume in 2024",
     None),
    ("refuse-after-anchor",
     "payment counts: July 2026 vs June 2026 to date",
     None),
    ("refuse-ambiguous-date",
     "How many payments were there on 05/03/2026?",
     None),
    ("refuse-owner-identity",
     "Who owns 0x298ce631e9911549dfff1382f03635c310bd6318? Is it a company or a person?",
     None),
    ("refuse-my-our",
     "How much did my wallet pay last month compared to the month before?",
     None),
    ("refuse-my-our",
     "What share of our revenue in May 2026 came from Coinbase-facilitated payments?",
     None),
    ("refuse-off-topic",
     "Write a short poem about stablecoins settling on Base.",
     None),
    ("refuse-off-topic",
     "What's the weather in Lisbon tomorrow compared to today?",
     None),
]


def main() -> None:
    out = Path(__file__).resolve().parent / f"ask_probe_{NAME}.jsonl"
    lines = [item_line(f"{NAME}-{i:03d}", question, sql, shape=shape, split=split_of(shape))
             for i, (shape, question, sql) in enumerate(ITEMS, 1)]
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} items to {out}")


if __name__ == "__main__":
    main()
