"""Held-out /ask set, round 10: every question and its hand-written DuckDB SQL (loops only write JSON).

Conventions: relative periods anchor on 2026-06-03 and include it; a named facilitator is
``facilitator IN (all its addresses)`` (table copied from ``facilitator_names()``).
"""

from __future__ import annotations

import json
from pathlib import Path

FACILITATORS: dict[str, list[str]] = {
    'coinbase': ['0x3a70788150c7645a21b95b7062ab1784d3cc2104', '0x708e57b6650a9a741ab39cae1969ea1d2d10eca1', '0x9c09faa49c4235a09677159ff14f17498ac48738', '0xcbb10c30a9a72fae9232f41cbbd566a097b4e03a', '0x001ddabba5782ee48842318bd9ff4008647c8d9c', '0x9fb2714af0a84816f5c6322884f2907e33946b88', '0x7f6d822467df2a85f792d4508c5722ade96be056', '0xce82eeec8e98e443ec34fda3c3e999cbe4cb6ac2', '0x9aae2b0d1b9dc55ac9bab9556f9a26cb64995fb9', '0xdbdf3d8ed80f84c35d01c6c9f9271761bad90ba6', '0x47d8b3c9717e976f31025089384f23900750a5f4', '0x6831508455a716f987782a1ab41e204856055cc2', '0xdc8fbad54bf5151405de488f45acd555517e0958', '0x552300992857834c0ad41c8e1a6934a5e4a2e4ca', '0xd7469bf02d221968ab9f0c8b9351f55f8668ac4f', '0x94701e1df9ae06642bf6027589b8e05dc7004813', '0x88800e08e20b45c9b1f0480cf759b5bf2f05180c', '0xadd5585c776b9b0ea77e9309c1299a40442d820f', '0x91d313853ad458addda56b35a7686e2f38ff3952', '0x4ffeffa616a1460570d1eb0390e264d45a199e91', '0x8f5cb67b49555e614892b7233cfddebfb746e531', '0x68a96f41ff1e9f2e7b591a931a4ad224e7c07863', '0xa32ccda98ba7529705a059bd2d213da8de10d101', '0x97acce27d5069544480bde0f04d9f47d7422a016', '0x67b9ce703d9ce658d7c4ac3c289cea112fe662af'],
    'payai': ['0xc6699d2aada6c36dfea5c248dd70f9cb0235cb63', '0xb2bd29925cbbcea7628279c91945ca5b98bf371b', '0x25659315106580ce2a787ceec5efb2d347b539c9', '0xb8f41cb13b1f213da1e94e1b742ec1323235c48f', '0xe575fa51af90957d66fab6d63355f1ed021b887b', '0x03a3f7ce8e21e6f8d9fa14c67d8876b2470dc2f1', '0x675707bc7d03089f820c1b7d49f7480083e8f4df', '0xf46833d4ac4f0f1405cc05c30edfd86770f721c9', '0x2daaef6f941de214bf7d6daf322bc6bc7406accb', '0x2fae4026a31f19183947f0a6045ef975ebfa9ca8', '0xaf990eef9846b63d896056050fdc0b28bca9c24b', '0xe299c486066739c4a31609e1268d93229632dd47', '0x9df61a719ddae27c20a63a417271cc2c704654bd', '0x6ccf245c883f9f3c6caee0687aa61daf7bc96e32', '0x489c40fc3c2a19ad8cb275b7dd6aa194e9219c4f'],
    'daydreams': ['0x279e08f711182c79ba6d09669127a426228a4653', '0x1363c7ff51ccce10258a7f7bddd63baab6aaf678'],
    'heurist': ['0x612d72dc8402bba997c61aa82ce718ea23b2df5d', '0x48ab4b0af4ddc2f666a3fcc43666c793889787a3', '0x021cc47adeca6673def958e324ca38023b80a5be', '0xb578b7db22581507d62bdbeb85e06acd1be09e11', '0x3f61093f61817b29d9556d3b092e67746af8cdfd', '0x290d8b8edcafb25042725cb9e78bcac36b8865f8', '0x1fc230ee3c13d0d520d49360a967dbd1555c8326', '0xd97c12726dcf994797c981d31cfb243d231189fb', '0x90d5e567017f6c696f1916f4365dd79985fce50f'],
    'virtuals protocol': ['0x80735b3f7808e2e229ace880dbe85e80115631ca'],
    'x402rs': ['0x0168f80e035ea68b191faf9bfc12778c87d92008', '0x97d38aa5de015245dcca76305b53abe6da25f6a5', '0x76eee8f0acabd6b49f1cc4e9656a0c8892f3332e', '0xc19829b32324f116ee7f80d193f99e445968499a', '0x5e437bee4321db862ac57085ea5eb97199c0ccc5', '0xd8dfc729cbd05381647eb5540d756f4f8ad63eec'],
    'questflow': ['0xa9a54ef09fc8b86bc747cec6ef8d6e81c38c6180', '0xe6123e6b389751c5f7e9349f3d626b105c1fe618', '0xd7d91a42dfadd906c5b9ccde7226d28251e4cd0f', '0x90da501fdbec74bb0549100967eb221fed79c99b', '0xce7819f0b0b871733c933d1f486533bab95ec47b', '0xf70e7cb30b132fab2a0a5e80d41861aa133ea21b', '0x724efafb051f17ae824afcdf3c0368ae312da264', '0x4544b535938b67d2a410a98a7e3b0f8f68921ca7', '0x59e8014a3b884392fbb679fe461da07b18c1ff81', '0x4638bc811c93bf5e60deed32325e93505f681576'],
}


def ts(start: str | None, end: str | None = None) -> str:
    """SQL for the whole days ``[start, end)`` of ``timestamp`` (same form as tests/warehouse/figures.py)."""
    parts = ["TRUE"]
    if start:
        parts.append(f"timestamp >= TIMESTAMPTZ '{start} 00:00:00+00'")
    if end:
        parts.append(f"timestamp < TIMESTAMPTZ '{end} 00:00:00+00'")
    return " AND ".join(parts)


def fac(name: str) -> str:
    return "facilitator IN (" + ", ".join(f"'{a}'" for a in FACILITATORS[name]) + ")"


S = "SELECT"
FROM = "FROM settlements WHERE"
TODAY = ts("2026-06-03", "2026-06-04")
YDAY = ts("2026-06-02", "2026-06-03")
LAST7 = ts("2026-05-28", "2026-06-04")
PAST30 = ts("2026-05-05", "2026-06-04")
THISMONTH = ts("2026-06-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
LASTWEEK = ts("2026-05-25", "2026-06-01")
MAY = ts("2026-05-01", "2026-06-01")
APR = ts("2026-04-01", "2026-05-01")
MAR = ts("2026-03-01", "2026-04-01")
FEB = ts("2026-02-01", "2026-03-01")
DEC25 = ts("2025-12-01", "2026-01-01")
Q1 = ts("2026-01-01", "2026-04-01")
Q4_25 = ts("2025-10-01", "2026-01-01")
ALL = ts(None)

P1 = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
P2 = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
P3 = "0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8"
P4 = "0x298ce631e9911549dfff1382f03635c310bd6318"
P5 = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"
R1 = "0x66fa4d79ca84016b42352be33c908dd812952ec8"
R2 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
R3 = "0x5e50d23ec14ea4436582029a25313e5048e01d10"
R4 = "0x5765e61cf572b25a630581cd78f6c22705b5109d"
F1 = "0x279e08f711182c79ba6d09669127a426228a4653"

# (shape, question, [sql...]) ; sql None = refuse
ROWS: list[tuple[str, str, list[str] | None]] = [
    # ---- ordinary ----
    ("count_today", "how many payments today?", [f"{S} count(*) {FROM} {TODAY}"]),
    ("count_yesterday", "settlements yesterday, count", [f"{S} count(*) {FROM} {YDAY}"]),
    ("count_last7", "How many x402 payments went through in the last 7 days?", [f"{S} count(*) {FROM} {LAST7}"]),
    ("count_this_month", "so far this month how many settlments have we seen?", [f"{S} count(*) {FROM} {THISMONTH}"]),
    ("count_named_month", "number of settlements in march 2026", [f"{S} count(*) {FROM} {MAR}"]),
    ("count_named_month", "how many txns in Feb?", [f"{S} count(*) {FROM} {FEB}"]),
    ("count_quarter", "How many settlements were there in Q1 2026?", [f"{S} count(*) {FROM} {Q1}"]),
    ("count_quarter", "q4 2025 payment count", [f"{S} count(*) {FROM} {Q4_25}"]),
    ("count_day_range", "count of payments May 3-9", [f"{S} count(*) {FROM} {ts('2026-05-03', '2026-05-10')}"]),
    ("count_day_range", "How many settlements happened from the 1st to the 15th of March 2026 (both days included)?",
     [f"{S} count(*) {FROM} {ts('2026-03-01', '2026-03-16')}"]),
    ("count_single_day", "how many payments on the 3rd of May?", [f"{S} count(*) {FROM} {ts('2026-05-03', '2026-05-04')}"]),
    ("count_single_day", "payments on 05/23/2026 — how many?", [f"{S} count(*) {FROM} {ts('2026-05-23', '2026-05-24')}"]),
    ("count_since", "I'm putting together a weekly note for my team and I need one number: how many x402 payments "
     "have there been since May 20th?", [f"{S} count(*) {FROM} {ts('2026-05-20', '2026-06-04')}"]),
    ("count_before", "how many settlements happened before October 2025?", [f"{S} count(*) {FROM} {ts(None, '2025-10-01')}"]),
    ("count_all", "total number of settlements in the dataset", [f"{S} count(*) {FROM} {ALL}"]),
    ("volume_today", "total usdc volume today", [f"{S} sum(amount) {FROM} {TODAY}"]),
    ("volume_yesterday", "how much USDC moved yesterday?", [f"{S} sum(amount) {FROM} {YDAY}"]),
    ("volume_last_month", "What was the total amount paid last month?", [f"{S} sum(amount) {FROM} {MAY}"]),
    ("volume_ytd", "ytd volume in usdc", [f"{S} sum(amount) {FROM} {YTD}"]),
    ("volume_last_week", "how much USDC was settled last week (mon-sun)?", [f"{S} sum(amount) {FROM} {LASTWEEK}"]),
    ("volume_week_of", "volume for the week of 18 May 2026 (Mon 18th to Sun 24th)", [f"{S} sum(amount) {FROM} {ts('2026-05-18', '2026-05-25')}"]),
    ("avg_amount_period", "average payment size over the past 30 days", [f"{S} avg(amount) {FROM} {PAST30}"]),
    ("median_amount_period", "median payment this year?", [f"{S} median(amount) {FROM} {YTD}"]),
    ("max_amount_period", "biggest single payment in the last 7 days?", [f"{S} max(amount) {FROM} {LAST7}"]),
    ("min_amount_period", "smallest payment this month", [f"{S} min(amount) {FROM} {THISMONTH}"]),
    ("max_row_payer", "who paid the largest payment in May?", [f"{S} payer {FROM} {MAY} ORDER BY amount DESC, id LIMIT 1"]),
    ("max_row_recipient", "which address received the biggest payment last week?",
     [f"{S} recipient {FROM} {LASTWEEK} ORDER BY amount DESC, id LIMIT 1"]),
    ("distinct_payers_period", "how many unique payers in the last 7 days", [f"{S} count(DISTINCT payer) {FROM} {LAST7}"]),
    ("distinct_recipients_period", "number of distinct recipients in April", [f"{S} count(DISTINCT recipient) {FROM} {APR}"]),
    ("distinct_facilitator_addrs", "how many distinct facilitator addresses were active in the past 30 days?",
     [f"{S} count(DISTINCT facilitator) {FROM} {PAST30}"]),
    ("perday_count", "on average how many payments per day over the last 7 days", [f"{S} count(*) / 7.0 {FROM} {LAST7}"]),
    ("perday_volume", "average daily volume in May", [f"{S} sum(amount) / 31 {FROM} {MAY}"]),
    ("share_facilitator_count", "what percentage of payments in May went through coinbase?",
     [f"{S} 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {FROM} {MAY}"]),
    ("share_facilitator_volume", "payai's share of volume over the past 30 days, in %",
     [f"{S} 100.0 * sum(amount) FILTER (WHERE {fac('payai')}) / sum(amount) {FROM} {PAST30}"]),
    ("share_threshold", "what share of payments this year were over 1 USDC?",
     [f"{S} 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) {FROM} {YTD}"]),
    ("top_recipients_volume", "top 3 recipients by volume in May",
     [f"{S} recipient, sum(amount) AS v {FROM} {MAY} GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("top_payers_count", "top 5 payers by number of payments in the last 30 days",
     [f"{S} payer, count(*) AS n {FROM} {PAST30} GROUP BY payer ORDER BY n DESC LIMIT 5"]),
    ("top_payers_volume", "Top three payers by total spend, all time",
     [f"{S} payer, sum(amount) AS v {FROM} {ALL} GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("top_facilitator_addrs", "top 10 facilitator addresses by settlement count ytd",
     [f"{S} facilitator, count(*) AS n {FROM} {YTD} GROUP BY facilitator ORDER BY n DESC LIMIT 10"]),
    ("top_days_volume", "top 3 days by volume in April",
     [f"{S} CAST(timestamp AS DATE) AS d, sum(amount) AS v {FROM} {APR} GROUP BY d ORDER BY v DESC LIMIT 3"]),
    ("busiest_day", "which day in March had the most payments?",
     [f"{S} CAST(timestamp AS DATE) AS d, count(*) AS n {FROM} {MAR} GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("daily_series", "payments per day over the last 7 days",
     [f"{S} CAST(timestamp AS DATE) AS d, count(*) {FROM} {LAST7} GROUP BY d ORDER BY d"]),
    ("monthly_series", "monthly settlement count for 2026 so far",
     [f"{S} CAST(date_trunc('month', timestamp) AS DATE) AS m, count(*) {FROM} {YTD} GROUP BY m ORDER BY m"]),
    ("facilitator_count_period", "coinbase payments today?", [f"{S} count(*) {FROM} {TODAY} AND {fac('coinbase')}"]),
    ("facilitator_count_period", "how many settlements has x402rs done in total", [f"{S} count(*) {FROM} {ALL} AND {fac('x402rs')}"]),
    ("facilitator_volume_period", "total volume daydreams handled in May 2026", [f"{S} sum(amount) {FROM} {MAY} AND {fac('daydreams')}"]),
    ("facilitator_address_count", f"how many settlements did facilitator {F1} submit last month",
     [f"{S} count(*) {FROM} {MAY} AND facilitator = '{F1}'"]),
    ("facilitator_avg", "average amount on heurist in the past 30 days", [f"{S} avg(amount) {FROM} {PAST30} AND {fac('heurist')}"]),
    ("facilitator_median", "median amt payai, last 30 days", [f"{S} median(amount) {FROM} {PAST30} AND {fac('payai')}"]),
    ("facilitator_max", "largest payment heurist ever settled", [f"{S} max(amount) {FROM} {ALL} AND {fac('heurist')}"]),
    ("facilitator_distinct_payers", "how many different wallets paid through payai this year?",
     [f"{S} count(DISTINCT payer) {FROM} {YTD} AND {fac('payai')}"]),
    ("payer_count", f"how many payments has {P1} made?", [f"{S} count(*) {FROM} {ALL} AND payer = '{P1}'"]),
    ("payer_volume_period", f"how much did {P1} spend last month", [f"{S} sum(amount) {FROM} {MAY} AND payer = '{P1}'"]),
    ("payer_min", f"smallest payment {P3} ever made", [f"{S} min(amount) {FROM} {ALL} AND payer = '{P3}'"]),
    ("recipient_count_period", f"how many payments did {R2} receive in the last 7 days?",
     [f"{S} count(*) {FROM} {LAST7} AND recipient = '{R2}'"]),
    ("recipient_volume_period", f"total received by {R2} this year", [f"{S} sum(amount) {FROM} {YTD} AND recipient = '{R2}'"]),
    ("recipient_avg_period", f"avg payment received by {R1.upper().replace('0X', '0x')} in may",
     [f"{S} avg(amount) {FROM} {MAY} AND recipient = '{R1}'"]),
    ("recipient_distinct_payers", f"how many distinct payers paid {R1} ytd?",
     [f"{S} count(DISTINCT payer) {FROM} {YTD} AND recipient = '{R1}'"]),
    ("address_first_seen", f"when was {P3} first seen (payer or recipient)?",
     [f"{S} min(timestamp) {FROM} {ALL} AND (payer = '{P3}' OR recipient = '{P3}')"]),
    ("address_last_seen", f"last time {P2} showed up in any settlement, either side",
     [f"{S} max(timestamp) {FROM} {ALL} AND (payer = '{P2}' OR recipient = '{P2}')"]),
    ("payer_first_last", f"first and last payment made by {P4}? just the timestamps",
     [f"{S} min(timestamp), max(timestamp) {FROM} {ALL} AND payer = '{P4}'"]),
    ("payer_top_recipient", f"who does {P1} pay the most, by total usdc?",
     [f"{S} recipient, sum(amount) AS v {FROM} {ALL} AND payer = '{P1}' GROUP BY recipient ORDER BY v DESC LIMIT 1"]),
    ("count_over_threshold", "how many payments over 5 bucks in the past 30 days", [f"{S} count(*) {FROM} {PAST30} AND amount > 5"]),
    ("count_atleast_threshold", "number of payments of at least 0.5 USDC last week", [f"{S} count(*) {FROM} {LASTWEEK} AND amount >= 0.5"]),
    ("count_under_threshold", "how many payments were under 0.01 usdc in the last 7 days", [f"{S} count(*) {FROM} {LAST7} AND amount < 0.01"]),
    ("volume_over_threshold", "sum of all payments above 10 USDC in 2026", [f"{S} sum(amount) {FROM} {YTD} AND amount > 10"]),
    ("count_amount_range", "how many payments between 1 and 10 usdc (inclusive) in April?",
     [f"{S} count(*) {FROM} {APR} AND amount BETWEEN 1 AND 10"]),
    ("compare_months_count", "how many payments in April vs May?", [f"{S} count(*) {FROM} {APR}", f"{S} count(*) {FROM} {MAY}"]),
    ("compare_facilitators_volume", "coinbase vs payai volume last month",
     [f"{S} sum(amount) {FROM} {MAY} AND {fac('coinbase')}", f"{S} sum(amount) {FROM} {MAY} AND {fac('payai')}"]),
    ("avg_spend_per_payer", "average spend per payer in May (total volume / number of distinct payers)",
     [f"{S} sum(amount) / count(DISTINCT payer) {FROM} {MAY}"]),
    # ---- harder ----
    ("h_fac_threshold_period", "how many coinbase payments over 1 USDC were there in May?",
     [f"{S} count(*) {FROM} {MAY} AND {fac('coinbase')} AND amount > 1"]),
    ("h_fac_threshold_period", "hey, could you total up the coinbase payments of at least 0.1 usdc over the past 30 days? thx",
     [f"{S} sum(amount) {FROM} {PAST30} AND {fac('coinbase')} AND amount >= 0.1"]),
    ("h_topk_in_facilitator", "top 3 recipients by volume among coinbase payments last month",
     [f"{S} recipient, sum(amount) AS v {FROM} {MAY} AND {fac('coinbase')} GROUP BY recipient ORDER BY v DESC LIMIT 3"]),
    ("h_topk_over_threshold", "In Q1 2026, which 3 payers made the most payments above $1, and how many each?",
     [f"{S} payer, count(*) AS n {FROM} {Q1} AND amount > 1 GROUP BY payer ORDER BY n DESC LIMIT 3"]),
    ("h_change_two_months", "how did the payment count change from April to May? give me April, May and the difference",
     [f"{S} count(*) {FROM} {APR}", f"{S} count(*) {FROM} {MAY}",
      f"{S} count(*) FILTER (WHERE {MAY}) - count(*) FILTER (WHERE {APR}) {FROM} {ts('2026-04-01', '2026-06-01')}"]),
    ("h_pct_change_volume", "percent change in total volume from March 2026 to April 2026?",
     [f"{S} 100.0 * (sum(amount) FILTER (WHERE {APR}) - sum(amount) FILTER (WHERE {MAR})) / sum(amount) FILTER (WHERE {MAR}) "
      f"{FROM} {ts('2026-03-01', '2026-05-01')}"]),
    ("h_count_and_total_fac", "how many payments did daydreams settle in the last 7 days and what was the total amount?",
     [f"{S} count(*) {FROM} {LAST7} AND {fac('daydreams')}", f"{S} sum(amount) {FROM} {LAST7} AND {fac('daydreams')}"]),
    ("h_count_and_total_payer", f"for {P1}: number of payments and total spent in 2026",
     [f"{S} count(*) {FROM} {YTD} AND payer = '{P1}'", f"{S} sum(amount) {FROM} {YTD} AND payer = '{P1}'"]),
    ("h_share_threshold_in_fac", "what % of heurist's May volume came from payments over 1 USDC?",
     [f"{S} 100.0 * sum(amount) FILTER (WHERE amount > 1) / sum(amount) {FROM} {MAY} AND {fac('heurist')}"]),
    ("h_top1_payer_in_fac", "which payer made the most payments through payai in the last 30 days, and how many?",
     [f"{S} payer, count(*) AS n {FROM} {PAST30} AND {fac('payai')} GROUP BY payer ORDER BY n DESC LIMIT 1"]),
    ("h_perday_two_windows", "coinbase average daily volume over the last 7 days, and over the 7 days before that?",
     [f"{S} sum(amount) / 7 {FROM} {LAST7} AND {fac('coinbase')}",
      f"{S} sum(amount) / 7 {FROM} {ts('2026-05-21', '2026-05-28')} AND {fac('coinbase')}"]),
    ("h_max_row_in_fac", "biggest payment through daydreams this year: who paid it and how much was it?",
     [f"{S} payer, amount {FROM} {YTD} AND {fac('daydreams')} ORDER BY amount DESC, id LIMIT 1"]),
    ("h_distinct_two_days_fac", "distinct recipients paid via coinbase yesterday, and today",
     [f"{S} count(DISTINCT recipient) {FROM} {YDAY} AND {fac('coinbase')}",
      f"{S} count(DISTINCT recipient) {FROM} {TODAY} AND {fac('coinbase')}"]),
    ("h_median_threshold_fac_quarter", "median amount of coinbase payments above 0.01 usdc in Q1 2026",
     [f"{S} median(amount) {FROM} {Q1} AND {fac('coinbase')} AND amount > 0.01"]),
    ("h_recipient_fac_count_and_payers", f"In May, how many payments did {R1} receive via coinbase, and from how many different payers?",
     [f"{S} count(*) {FROM} {MAY} AND {fac('coinbase')} AND recipient = '{R1}'",
      f"{S} count(DISTINCT payer) {FROM} {MAY} AND {fac('coinbase')} AND recipient = '{R1}'"]),
    # ---- refuse ----
    ("refuse_other_chain", "how many x402 payments on Solana yesterday?", None),
    ("refuse_other_chain", "compare x402 volume on polygon vs base for may", None),
    ("refuse_forecast", "forecast next month's x402 volume", None),
    ("refuse_forecast", f"will {P1} pay anything tomorrow? predict it", None),
    ("refuse_no_column", "which country do most payers come from?", None),
    ("refuse_no_column", "most popular endpoint URL last week", None),
    ("refuse_no_column_2", "break down last week's payments by user agent", None),
    ("refuse_no_column_2", "best selling product by revenue in May", None),
    ("refuse_no_column_3", "average http response latency for paid requests this month?", None),
    ("refuse_off_topic", "what's the weather in Paris today", None),
    ("refuse_off_topic", "who is the ceo of coinbase?", None),
    ("refuse_impossible_date", "how many payments on February 30th 2026?", None),
    ("refuse_impossible_date", "total volume on the 31st of April", None),
    ("refuse_no_data", "total x402 volume in 2019", None),
    ("refuse_no_data", "number of settlements in March 2031", None),
]


def main() -> None:
    out = Path(__file__).with_name("ask_set10.jsonl")
    seen: dict[str, int] = {}
    lines = []
    for shape, question, sql in ROWS:
        seen[shape] = seen.get(shape, 0) + 1
        item: dict[str, object] = {"id": f"{shape}-{seen[shape]}", "shape": shape, "split": "heldout10",
                                   "question": question}
        if sql is None:
            item["refuse"] = True
            item["sql"] = []
        else:
            item["sql"] = sql
        lines.append(json.dumps(item))
    out.write_text("\n".join(lines) + "\n")
    print(len(lines), "rows")


if __name__ == "__main__":
    main()
