"""Writes ask_set11.jsonl: 100 hand-written /ask questions with hand-written DuckDB SQL (round 11).

Run from a worktree: PYTHONPATH=src:. python tests/data/make_ask_set11.py
"""
import json
from pathlib import Path

from sextant.warehouse.planner.reading import facilitator_names  # names/addresses only

NAMES = facilitator_names()


def T(start=None, end=None):
    parts = ["TRUE"]
    if start:
        parts.append(f"timestamp >= TIMESTAMPTZ '{start} 00:00:00+00'")
    if end:
        parts.append(f"timestamp < TIMESTAMPTZ '{end} 00:00:00+00'")
    return " AND ".join(parts)


def F(name):
    return "facilitator IN (" + ", ".join(f"'{a}'" for a in NAMES[name]) + ")"


S = "SELECT {} FROM settlements WHERE {}"
P1 = "0xbd0aeb210d2d322b0c54e5158ef15d71a67a1640"
P2 = "0x590d846ad741aee56cf4dde6d38931cc626cdd5f"
P3 = "0x4178f6395a9ee0693f40a403bbc45e5f8f3e427d"
P4 = "0x62363592f2519ba965763188178cad260cdbf045"
P5 = "0xe38d3d05b6b50098cb73a14e2a9de3a9854b3282"
R1 = "0xef02d1cd61cfb3328735be449fbec3fe319f3236"
R2 = "0xb2223dda010e75d57a5fc9c1f80458f80046f084"
R3 = "0x88d7811f810df4082f011e07cc1053f4d22a11fc"
R4 = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"
R5 = "0xd6a6a495a549a8026046f5bb96aa0993254b4cd6"

TODAY = ("2026-06-03", "2026-06-04")
YDAY = ("2026-06-02", "2026-06-03")
L7 = ("2026-05-28", "2026-06-04")
P30 = ("2026-05-05", "2026-06-04")
MTD = ("2026-06-01", "2026-06-04")
YTD = ("2026-01-01", "2026-06-04")
LWEEK = ("2026-05-25", "2026-06-01")
MAY = ("2026-05-01", "2026-06-01")

rows = []


def q(shape, question, *sql):
    n = sum(1 for r in rows if r["shape"] == shape) + 1
    rows.append({"id": f"{shape}-{n}", "shape": shape, "split": "heldout11", "question": question,
                 "sql": list(sql)})


def refuse(shape, question):
    n = sum(1 for r in rows if r["shape"] == shape) + 1
    rows.append({"id": f"{shape}-{n}", "shape": shape, "split": "heldout11", "question": question,
                 "refuse": True, "sql": []})


# ---- ordinary (70) ----
q("count_yesterday", "how many x402 payments settled yesterday", S.format("count(*)", T(*YDAY)))
q("count_yesterday", "Yesterday's settlement count pls", S.format("count(*)", T(*YDAY)))
q("sum_this_month", "total usdc moved so far this month?", S.format("sum(amount)", T(*MTD)))
q("sum_this_month", "hey, quick one - what's the volume month-to-date", S.format("sum(amount)", T(*MTD)))
q("count_today", "so far today, how many payments have gone through?", S.format("count(*)", T(*TODAY)))
q("count_ytd", "number of settlements year to date", S.format("count(*)", T(*YTD)))
q("avg_last_week", "What was the average payment size last week?", S.format("avg(amount)", T(*LWEEK)))
q("avg_last_week", "avg ticket last wk (mon-sun)", S.format("avg(amount)", T(*LWEEK)))
q("median_named_month", "median payment amount in March 2026", S.format("median(amount)", T("2026-03-01", "2026-04-01")))
q("median_named_month", "Whats the median settlement in februrary 2026?", S.format("median(amount)", T("2026-02-01", "2026-03-01")))
q("max_quarter", "biggest single payment in Q4 2025", S.format("max(amount)", T("2025-10-01", "2026-01-01")))
q("min_named_month", "smallest amount anyone paid in April 2026", S.format("min(amount)", T("2026-04-01", "2026-05-01")))
q("distinct_payers_period", "How many unique payers were there in the past 30 days?", S.format("count(DISTINCT payer)", T(*P30)))
q("distinct_payers_period", "distinct wallets paying during january 2026", S.format("count(DISTINCT payer)", T("2026-01-01", "2026-02-01")))
q("distinct_recipients_period", "how many different recipients got paid in december 2025", S.format("count(DISTINCT recipient)", T("2025-12-01", "2026-01-01")))
q("perday_avg_count_month", "On average how many settlements per day were there in April 2026?", S.format("count(*) / 30.0", T("2026-04-01", "2026-05-01")))
q("perday_avg_count_month", "daily average number of payments in nov 2025", S.format("count(*) / 30.0", T("2025-11-01", "2025-12-01")))
q("perday_avg_volume_last7", "avg daily usdc volume over the last 7 days", S.format("sum(amount) / 7.0", T(*L7)))
q("share_facilitator_count", "What percentage of all settlements went through PayAI?", f"SELECT 100.0 * count(*) FILTER (WHERE {F('payai')}) / count(*) FROM settlements")
q("share_facilitator_volume", "share of total volume handled by Coinbase's facilitator, in %", f"SELECT 100.0 * sum(amount) FILTER (WHERE {F('coinbase')}) / sum(amount) FROM settlements")
q("share_facilitator_volume", "heurist's slice of the usdc volume in december 2025 (percent)", f"SELECT 100.0 * sum(amount) FILTER (WHERE {F('heurist')}) / sum(amount) FROM settlements WHERE {T('2025-12-01', '2026-01-01')}")
q("count_facilitator", "how many payments has thirdweb facilitated in total?", S.format("count(*)", F("thirdweb")))
q("count_facilitator", "Number of settlements via x402rs", S.format("count(*)", F("x402rs")))
q("sum_facilitator_month", "Total amount settled by Daydreams in January 2026?", S.format("sum(amount)", F("daydreams") + " AND " + T("2026-01-01", "2026-02-01")))
q("avg_facilitator", "avg payment size on virtuals protocol", S.format("avg(amount)", F("virtuals protocol")))
q("max_facilitator", "largest payment questflow ever settled", S.format("max(amount)", F("questflow")))
q("distinct_payers_facilitator", "how many distinct payers have used anyspend?", S.format("count(DISTINCT payer)", F("anyspend")))
q("threshold_count", "how many payments were over 5 bucks?", S.format("count(*)", "amount > 5"))
q("threshold_count", "count of settlements of at least 0.5 USDC", S.format("count(*)", "amount >= 0.5"))
q("threshold_count_period", "payments under 0.01 usdc in the past 30 days - how many?", S.format("count(*)", "amount < 0.01 AND " + T(*P30)))
q("threshold_sum", "total value of payments above 100 USDC", S.format("sum(amount)", "amount > 100"))
q("threshold_share", "what % of payments are bigger than 1 USDC", "SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM settlements")
q("date_range_count_uk", "How many settlements between the 3rd of May and the 9th of May 2026 (inclusive)?", S.format("count(*)", T("2026-05-03", "2026-05-10")))
q("date_range_sum_dash", "volume May 11-17 2026", S.format("sum(amount)", T("2026-05-11", "2026-05-18")))
q("single_day_us", "number of payments on 05/12/2026 (that's May 12)", S.format("count(*)", T("2026-05-12", "2026-05-13")))
q("single_day_uk", "total paid on 20/11/2025?", S.format("sum(amount)", T("2025-11-20", "2025-11-21")))
q("between_months", "how much usdc settled between march 1 and april 15 2026, inclusive", S.format("sum(amount)", T("2026-03-01", "2026-04-16")))
q("count_quarter", "Payments in Q1 2026?", S.format("count(*)", T("2026-01-01", "2026-04-01")))
q("sum_quarter", "total volume for the first quarter of 2026", S.format("sum(amount)", T("2026-01-01", "2026-04-01")))
q("iso_week_count", "how many payments in the week of 18 May 2026 (Mon 18 - Sun 24)?", S.format("count(*)", T("2026-05-18", "2026-05-25")))
q("topk_payers_count", "top 5 payers by number of payments", "SELECT payer, count(*) AS n FROM settlements GROUP BY payer ORDER BY n DESC LIMIT 5")
q("topk_recipients_volume", "Which 3 recipients received the most USDC overall?", "SELECT recipient, sum(amount) AS v FROM settlements GROUP BY recipient ORDER BY v DESC LIMIT 3")
q("topk_facilitators_count", "top 3 facilitator addresses by settlement count", "SELECT facilitator, count(*) AS n FROM settlements GROUP BY facilitator ORDER BY n DESC LIMIT 3")
q("topk_payers_volume_period", "top 10 spenders (by usdc) in the last 30 days", f"SELECT payer, sum(amount) AS v FROM settlements WHERE {T(*P30)} GROUP BY payer ORDER BY v DESC LIMIT 10")
q("topk_recipients_count_month", "who were the five busiest recipients in May 2026, by payment count", f"SELECT recipient, count(*) AS n FROM settlements WHERE {T(*MAY)} GROUP BY recipient ORDER BY n DESC LIMIT 5")
q("argmax_payer", "who paid the single largest payment ever?", "SELECT payer FROM settlements ORDER BY amount DESC, id LIMIT 1")
q("argmax_payer", "Which wallet sent the biggest payment in April 2026?", f"SELECT payer FROM settlements WHERE {T('2026-04-01', '2026-05-01')} ORDER BY amount DESC, id LIMIT 1")
q("argmax_recipient", "who received the largest payment last month", f"SELECT recipient FROM settlements WHERE {T(*MAY)} ORDER BY amount DESC, id LIMIT 1")
q("argmax_row", "largest payment in the past 30 days: who paid it and how much?", f"SELECT payer, amount FROM settlements WHERE {T(*P30)} ORDER BY amount DESC, id LIMIT 1")
q("payer_count", f"how many payments has {P1} made?", S.format("count(*)", f"payer = '{P1}'"))
q("payer_sum", f"total spent by {P2}", S.format("sum(amount)", f"payer = '{P2}'"))
q("payer_first_seen", f"When did {P3} first pay anyone?", S.format("min(timestamp)", f"payer = '{P3}'"))
q("payer_last_seen", f"last time {P4} made a payment", S.format("max(timestamp)", f"payer = '{P4}'"))
q("address_first_last", f"first and last seen of {P5} as payer", S.format("min(timestamp), max(timestamp)", f"payer = '{P5}'"))
q("recipient_count", f"How many payments did {R1} receive?", S.format("count(*)", f"recipient = '{R1}'"))
q("recipient_sum", f"{R2} - how much has it been paid in total?", S.format("sum(amount)", f"recipient = '{R2}'"))
q("recipient_distinct_payers", f"how many distinct payers have paid {R3}", S.format("count(DISTINCT payer)", f"recipient = '{R3}'"))
q("recipient_first_seen", f"when was the first payment to {R4}?", S.format("min(timestamp)", f"recipient = '{R4}'"))
q("recipient_avg", f"average payment received by {R5}", S.format("avg(amount)", f"recipient = '{R5}'"))
q("payer_distinct_recipients", f"how many different recipients has {P1} paid?", S.format("count(DISTINCT recipient)", f"payer = '{P1}'"))
q("compare_two_facilitators_count", "payai vs heurist: number of settlements for each", S.format("count(*)", F("payai")), S.format("count(*)", F("heurist")))
q("compare_two_facilitators_volume", "Compare total volume: Coinbase first, then Daydreams.", S.format("sum(amount)", F("coinbase")), S.format("sum(amount)", F("daydreams")))
q("compare_two_months_count", "payments in March 2026 vs April 2026?", S.format("count(*)", T("2026-03-01", "2026-04-01")), S.format("count(*)", T("2026-04-01", "2026-05-01")))
q("compare_two_months_volume", "volume dec 2025 compared with jan 2026", S.format("sum(amount)", T("2025-12-01", "2026-01-01")), S.format("sum(amount)", T("2026-01-01", "2026-02-01")))
q("count_and_sum_period", "How many payments and how much USDC in total last week?", S.format("count(*), sum(amount)", T(*LWEEK)))
q("avg_and_median", "mean and median payment size in the past 30 days", S.format("avg(amount), median(amount)", T(*P30)))
q("min_max_period", "smallest and largest payment in may 2026", S.format("min(amount), max(amount)", T(*MAY)))
q("count_all", "how many settlements are in the whole dataset?", "SELECT count(*) FROM settlements")
q("sum_all", "all-time usdc volume", "SELECT sum(amount) FROM settlements")
q("distinct_facilitator_addresses", "how many distinct facilitator addresses show up in the data", "SELECT count(DISTINCT facilitator) FROM settlements")

# ---- harder (15) ----
q("hard_threshold_fac_period", "I'm putting together a weekly note for our team: how many Coinbase-facilitated payments above 0.01 USDC happened in the past 30 days?", S.format("count(*)", f"{F('coinbase')} AND amount > 0.01 AND {T(*P30)}"))
q("hard_threshold_fac_period", "coinbase facilitator, nov 2025, payments of at least 1 usdc: total volume?", S.format("sum(amount)", f"{F('coinbase')} AND amount >= 1 AND {T('2025-11-01', '2025-12-01')}"))
q("hard_topk_in_fac", "Among Daydreams settlements, which 3 payers paid the most in total?", f"SELECT payer, sum(amount) AS v FROM settlements WHERE {F('daydreams')} GROUP BY payer ORDER BY v DESC LIMIT 3")
q("hard_topk_in_fac", "top 5 recipients by count for heurist payments in december 2025", f"SELECT recipient, count(*) AS n FROM settlements WHERE {F('heurist')} AND {T('2025-12-01', '2026-01-01')} GROUP BY recipient ORDER BY n DESC LIMIT 5")
q("hard_period_change", "how did the number of payments change from April to May 2026? give april, may and the difference", S.format("count(*)", T("2026-04-01", "2026-05-01")), S.format("count(*)", T(*MAY)), f"SELECT count(*) FILTER (WHERE {T(*MAY)}) - count(*) FILTER (WHERE {T('2026-04-01', '2026-05-01')}) FROM settlements")
q("hard_period_change", "percent change in volume from Q4 2025 to Q1 2026", f"SELECT 100.0 * (sum(amount) FILTER (WHERE {T('2026-01-01', '2026-04-01')}) - sum(amount) FILTER (WHERE {T('2025-10-01', '2026-01-01')})) / sum(amount) FILTER (WHERE {T('2025-10-01', '2026-01-01')}) FROM settlements")
q("hard_count_beside_total", "for heurist in jan 2026: how many payments, and what did they add up to?", S.format("count(*), sum(amount)", f"{F('heurist')} AND {T('2026-01-01', '2026-02-01')}"))
q("hard_count_beside_total", f"{P2}: number of payments over 0.05 USDC and their total", S.format("count(*), sum(amount)", f"payer = '{P2}' AND amount > 0.05"))
q("hard_share_in_period", "what share of last month's payments were over 1 usdc? percent please", f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM settlements WHERE {T(*MAY)}")
q("hard_share_fac_period", "in the last 30 days, what percentage of volume went through coinbase addresses", f"SELECT 100.0 * sum(amount) FILTER (WHERE {F('coinbase')}) / sum(amount) FROM settlements WHERE {T(*P30)}")
q("hard_perday_fac", "avg payments per day for payai during december 2025", S.format("count(*) / 31.0", f"{F('payai')} AND {T('2025-12-01', '2026-01-01')}"))
q("hard_argmax_fac_period", "Who paid the biggest Coinbase-facilitated payment in Q1 2026, and how much was it?", f"SELECT payer, amount FROM settlements WHERE {F('coinbase')} AND {T('2026-01-01', '2026-04-01')} ORDER BY amount DESC, id LIMIT 1")
q("hard_payer_fac_period", f"how much did {P3} pay via payai in november 2025?", S.format("sum(amount)", f"payer = '{P3}' AND {F('payai')} AND {T('2025-11-01', '2025-12-01')}"))
q("hard_compare_fac_threshold", "payments larger than 2 USDC: how many through daydreams and how many through coinbase?", S.format("count(*)", f"{F('daydreams')} AND amount > 2"), S.format("count(*)", f"{F('coinbase')} AND amount > 2"))
q("hard_median_fac_period", "Median payment on virtuals protocol over the year to date?", S.format("median(amount)", f"{F('virtuals protocol')} AND {T(*YTD)}"))

# ---- refuse (15) ----
refuse("refuse_other_chain", "how many x402 payments settled on Solana yesterday?")
refuse("refuse_other_chain", "total volume on polygon and arbitrum last month")
refuse("refuse_forecast", "predict next month's settlement volume")
refuse("refuse_forecast", "how many payments will there be tomorrow?")
refuse("refuse_missing_column", "which country sends the most payments?")
refuse("refuse_missing_column", "top 5 endpoint URLs by revenue")
refuse("refuse_missing_column_c", "breakdown of payments by user agent")
refuse("refuse_missing_column_b", "what product sold the most last week?")
refuse("refuse_missing_column_b", "how many payments came from mobile devices?")
refuse("refuse_offtopic", "what's the weather in lisbon tomorrow")
refuse("refuse_offtopic", "write me a haiku about stablecoins")
refuse("refuse_impossible_date", "how many payments on February 30, 2026?")
refuse("refuse_impossible_date", "volume on 31/04/2026")
refuse("refuse_no_data_period", "total settlement volume in 2019")
refuse("refuse_no_data_period", "how many payments in March 2021?")

assert len(rows) == 100, len(rows)
out = Path(__file__).with_name("ask_set11.jsonl")
out.write_text("".join(json.dumps(r) + "\n" for r in rows))
print(len(rows), "rows ->", out)
