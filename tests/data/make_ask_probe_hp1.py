"""Write tests/data/ask_probe_hp1.jsonl: hp1's hand-written /ask tuning probes (split "hp1").

Persona: an on-chain analyst / product manager writing weekly reports. Every row is written
by hand; the SQL is the exact answer over the 60 k test warehouse (anchor day 2026-06-03).
Run from the repo root: ``PYTHONPATH=src:. python make_ask_probe_hp1.py``.
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import fac, item_line, ts

CB, PA, DD, HE = fac("coinbase"), fac("payai"), fac("daydreams"), fac("heurist")
VP, RS, OX, AS = fac("virtuals protocol"), fac("x402rs"), fac("openx402"), fac("anyspend")
QF, CN = fac("questflow"), fac("codenut")

# mid-ranked addresses picked from the data (payer ranks ~25..700, recipient ranks ~12..90)
P1 = "0x15508ced12ef0d5814f4e58fa0922f9719aac575"
P2 = "0xc4554c18a3a9e1032f15c8846e17a2ace9ae74de"
P3 = "0x05fc4bc0cfff618eb157ba709a54256f0f0f94dc"
P4 = "0x0579ef4395daf54e9b9bd796915f5780b429c713"
P5 = "0x889c170b1a63e8f5f454b64750f16bb5cc1935a3"
P6 = "0xb55e4f1a8e2c1b4621247d146bf18577b174c8af"
R1 = "0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5"
R2 = "0xd04f61f4014d19581f9ea74abda5880e500ea70a"
R3 = "0x68fa8b015c2f6811ef0a27302f74c0d4073596a5"
R4 = "0x57ea26e2383e50993969b3e01cc40ae3ae306729"
R5 = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"
R6 = "0x4800523aaf94a62dbf0e0d609e9736a7dd191a00"
RX = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
BR = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # pays and receives

S = "SELECT {} FROM settlements WHERE {}"
MAY = ts("2026-05-01", "2026-06-01")
APR = ts("2026-04-01", "2026-05-01")
MAR = ts("2026-03-01", "2026-04-01")
FEB = ts("2026-02-01", "2026-03-01")
JAN = ts("2026-01-01", "2026-02-01")
DEC = ts("2025-12-01", "2026-01-01")
NOV = ts("2025-11-01", "2025-12-01")
OCT = ts("2025-10-01", "2025-11-01")
YTD = ts("2026-01-01", "2026-06-04")
L7 = ts("2026-05-28", "2026-06-04")
P30 = ts("2026-05-05", "2026-06-04")
LWK = ts("2026-05-25", "2026-06-01")
MTD = ts("2026-06-01", "2026-06-04")
YDAY = ts("2026-06-02", "2026-06-03")
TODAY = ts("2026-06-03", "2026-06-04")
Q1 = ts("2026-01-01", "2026-04-01")
Q4 = ts("2025-10-01", "2026-01-01")
WK0 = ts("2026-05-18", "2026-05-25")

ROWS: list[tuple[str, str, list[str] | None]] = [
    # --- single figures: facilitator x period -------------------------------------------
    ("sum_fac_month", "coinbase vol may 2026?", [S.format("sum(amount)", f"{CB} AND {MAY}")]),
    ("sum_fac_month", "total usdc settled thru payai in mar 2026",
     [S.format("sum(amount)", f"{PA} AND {MAR}")]),
    ("sum_fac_month", "heurist volume, feb '26", [S.format("sum(amount)", f"{HE} AND {FEB}")]),
    ("count_fac_month", "how many txns did daydreams process in apr 2026",
     [S.format("count(*)", f"{DD} AND {APR}")]),
    ("count_fac_month", "virtuals protocol txn count jan 2026",
     [S.format("count(*)", f"{VP} AND {JAN}")]),
    ("count_fac_month", "# of payments via x402rs in dec 2025",
     [S.format("count(*)", f"{RS} AND {DEC}")]),
    ("sum_fac_lastmonth", "payai vol last mo", [S.format("sum(amount)", f"{PA} AND {MAY}")]),
    ("count_fac_lastmonth", "coinbase txns last month pls",
     [S.format("count(*)", f"{CB} AND {MAY}")]),
    ("sum_fac_last7d", "daydreams volume last 7 days", [S.format("sum(amount)", f"{DD} AND {L7}")]),
    ("count_fac_last7d", "payai txns in the last 7d", [S.format("count(*)", f"{PA} AND {L7}")]),
    ("count_all_past30d", "total txns past 30 days (all facilitators)",
     [S.format("count(*)", P30)]),
    ("sum_all_past30d", "overall settled vol past 30 days", [S.format("sum(amount)", P30)]),
    ("sum_all_ytd", "ytd vol across everything", [S.format("sum(amount)", YTD)]),
    ("count_fac_ytd", "heurist txns YTD", [S.format("count(*)", f"{HE} AND {YTD}")]),
    ("sum_fac_ytd", "coinbase YTD volume in usdc", [S.format("sum(amount)", f"{CB} AND {YTD}")]),
    ("sum_all_lastweek", "last wk total vol", [S.format("sum(amount)", LWK)]),
    ("count_all_lastweek", "how many payments settled last week", [S.format("count(*)", LWK)]),
    ("count_fac_lastweek", "coinbase # txns last week", [S.format("count(*)", f"{CB} AND {LWK}")]),
    ("count_all_yesterday", "how many settlements yesterday", [S.format("count(*)", YDAY)]),
    ("sum_all_yesterday", "yday vol?", [S.format("sum(amount)", YDAY)]),
    ("count_all_today", "txns so far today", [S.format("count(*)", TODAY)]),
    ("sum_all_mtd", "vol this month so far", [S.format("sum(amount)", MTD)]),
    ("count_fac_mtd", "coinbase txns MTD", [S.format("count(*)", f"{CB} AND {MTD}")]),
    ("count_all_quarter", "Q1 2026 txn count", [S.format("count(*)", Q1)]),
    ("sum_fac_quarter", "payai q4 2025 vol", [S.format("sum(amount)", f"{PA} AND {Q4}")]),
    ("sum_fac_halfyear", "coinbase vol 2H 2025 (jul-dec)",
     [S.format("sum(amount)", f"{CB} AND {ts('2025-07-01', '2026-01-01')}")]),
    ("sum_all_year", "total volume in calendar 2025",
     [S.format("sum(amount)", ts("2025-01-01", "2026-01-01"))]),
    ("count_fac_alltime", "all-time txn count for openx402", [S.format("count(*)", OX)]),
    ("sum_fac_alltime", "lifetime vol questflow", [S.format("sum(amount)", QF)]),
    # --- explicit date ranges ------------------------------------------------------------
    ("sum_range_inclusive", "vol from apr 10 to apr 20 2026 inclusive",
     [S.format("sum(amount)", ts("2026-04-10", "2026-04-21"))]),
    ("count_range_dash", "txns mar 1-15 2026",
     [S.format("count(*)", ts("2026-03-01", "2026-03-16"))]),
    ("count_fac_range", "coinbase payments between 2026-05-11 and 2026-05-17 inclusive",
     [S.format("count(*)", f"{CB} AND {ts('2026-05-11', '2026-05-18')}")]),
    ("sum_single_day", "vol on may 20 2026",
     [S.format("sum(amount)", ts("2026-05-20", "2026-05-21"))]),
    ("count_single_day_fac", "payai txns on 2026-04-11",
     [S.format("count(*)", f"{PA} AND {ts('2026-04-11', '2026-04-12')}")]),
    ("sum_since_date", "total vol since feb 15 2026",
     [S.format("sum(amount)", ts("2026-02-15", "2026-06-04"))]),
    # --- averages, extremes, medians -----------------------------------------------------
    ("avg_amount_fac_month", "avg payment size on heurist in jan 2026",
     [S.format("avg(amount)", f"{HE} AND {JAN}")]),
    ("avg_amount_all_lastmonth", "average txn value last mo", [S.format("avg(amount)", MAY)]),
    ("avg_daily_vol_month", "avg daily vol april 2026", [S.format("sum(amount) / 30", APR)]),
    ("avg_daily_count_last7d", "avg txns per day, last 7 days", [S.format("count(*) / 7", L7)]),
    ("avg_daily_vol_fac_ytd", "payai avg daily vol ytd",
     [S.format("sum(amount) / 154", f"{PA} AND {YTD}")]),
    ("avg_daily_count_fac_month", "coinbase avg daily txn count in march 2026",
     [S.format("count(*) / 31", f"{CB} AND {MAR}")]),
    ("max_amount_fac_month", "biggest single payment via daydreams in march 2026",
     [S.format("max(amount)", f"{DD} AND {MAR}")]),
    ("max_amount_all_ytd", "largest payment ytd, amount only", [S.format("max(amount)", YTD)]),
    ("min_amount_fac_month", "smallest coinbase payment in apr 2026",
     [S.format("min(amount)", f"{CB} AND {APR}")]),
    ("median_amount_month", "median txn size nov 2025", [S.format("median(amount)", NOV)]),
    ("largest_payment_payer", "who sent the largest payment in feb 2026",
     [S.format("payer", FEB) + " ORDER BY amount DESC, id LIMIT 1"]),
    ("largest_payment_recipient_fac", "who received the biggest payai payment in march 2026",
     [S.format("recipient", f"{PA} AND {MAR}") + " ORDER BY amount DESC, id LIMIT 1"]),
    ("largest_payment_payer_amount", "largest txn last month: who paid it and how much",
     [S.format("payer, amount", MAY) + " ORDER BY amount DESC, id LIMIT 1"]),
    # --- distinct counts ------------------------------------------------------------------
    ("distinct_payers_fac_month", "unique payers on coinbase in may 2026",
     [S.format("count(DISTINCT payer)", f"{CB} AND {MAY}")]),
    ("distinct_recipients_month", "how many distinct recipients got paid in april 2026",
     [S.format("count(DISTINCT recipient)", APR)]),
    ("distinct_payers_ytd", "unique payers ytd", [S.format("count(DISTINCT payer)", YTD)]),
    ("distinct_facilitator_addrs_month",
     "how many distinct facilitator addresses settled anything in may 2026",
     [S.format("count(DISTINCT facilitator)", MAY)]),
    ("distinct_recipients_fac_last30", "payai: # unique recipients past 30 days",
     [S.format("count(DISTINCT recipient)", f"{PA} AND {P30}")]),
    # --- thresholds -----------------------------------------------------------------------
    ("count_fac_month_over", "coinbase payments over $1 in march 2026, how many",
     [S.format("count(*)", f"{CB} AND {MAR} AND amount > 1")]),
    ("sum_ytd_atleast", "total vol of payments >= 0.5 usdc ytd",
     [S.format("sum(amount)", f"{YTD} AND amount >= 0.5")]),
    ("count_lastmonth_under", "txns under 0.01 last month",
     [S.format("count(*)", f"{MAY} AND amount < 0.01")]),
    ("pct_count_under_month", "what % of may 2026 txns were below $0.01",
     [S.format("100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*)", MAY)]),
    ("sum_fac_month_threshold", "daydreams vol from payments bigger than 5 usdc, mar 2026",
     [S.format("sum(amount)", f"{DD} AND {MAR} AND amount > 5")]),
    ("count_days_over_month", "how many days in april 2026 had more than 30 txns",
     ["SELECT count(*) FROM (SELECT CAST(timestamp AS DATE) d FROM settlements WHERE "
      f"{APR} GROUP BY 1 HAVING count(*) > 30)"]),
    ("count_payers_over_month", "number of payers with more than 10 txns in april 2026",
     ["SELECT count(*) FROM (SELECT payer FROM settlements WHERE "
      f"{APR} GROUP BY 1 HAVING count(*) > 10)"]),
    # --- ratios, shares, percent changes -------------------------------------------------
    ("pct_change_vol_mom", "vol MoM % change apr -> may 2026",
     [f"SELECT 100.0 * (sum(amount) FILTER (WHERE {MAY}) - sum(amount) FILTER (WHERE {APR})) "
      f"/ sum(amount) FILTER (WHERE {APR}) FROM settlements"]),
    ("pct_change_count_fac_mom", "coinbase txns % change feb to mar 2026",
     [f"SELECT 100.0 * (count(*) FILTER (WHERE {MAR}) - count(*) FILTER (WHERE {FEB})) "
      f"/ count(*) FILTER (WHERE {FEB}) FROM settlements WHERE {CB}"]),
    ("pct_change_count_wow", "txns WoW % change (last wk vs the wk before)",
     [f"SELECT 100.0 * (count(*) FILTER (WHERE {LWK}) - count(*) FILTER (WHERE {WK0})) "
      f"/ count(*) FILTER (WHERE {WK0}) FROM settlements"]),
    ("pct_change_count_qoq", "txn count % chg Q4 2025 -> Q1 2026",
     [f"SELECT 100.0 * (count(*) FILTER (WHERE {Q1}) - count(*) FILTER (WHERE {Q4})) "
      f"/ count(*) FILTER (WHERE {Q4}) FROM settlements"]),
    ("share_fac_vol_month", "coinbase share of total vol in may 2026 (%)",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {CB}) / sum(amount) "
      f"FROM settlements WHERE {MAY}"]),
    ("share_fac_count_ytd", "what % of ytd txns went thru payai",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {PA}) / count(*) FROM settlements WHERE {YTD}"]),
    ("share_fac_vol_lastweek", "heurist % of vol last wk",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {HE}) / sum(amount) "
      f"FROM settlements WHERE {LWK}"]),
    ("ratio_count_two_fac", "ratio of coinbase txns to payai txns in april 2026",
     [f"SELECT count(*) FILTER (WHERE {CB}) / count(*) FILTER (WHERE {PA}) "
      f"FROM settlements WHERE {APR}"]),
    ("diff_vol_two_fac_month", "how much more vol did coinbase do than daydreams in apr 2026",
     [f"SELECT sum(amount) FILTER (WHERE {CB}) - sum(amount) FILTER (WHERE {DD}) "
      f"FROM settlements WHERE {APR}"]),
    ("diff_count_two_months", "how many more txns in may 2026 than in feb 2026",
     [f"SELECT count(*) FILTER (WHERE {MAY}) - count(*) FILTER (WHERE {FEB}) FROM settlements"]),
    ("share_address_recipient", f"what share (%) of may 2026 vol went to {R1}",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE recipient = '{R1}') / sum(amount) "
      f"FROM settlements WHERE {MAY}"]),
    # --- rankings ------------------------------------------------------------------------
    ("topk_payers_vol_month", "top 3 payers by vol in may 2026 w/ amounts",
     [S.format("payer, sum(amount) v", MAY) + " GROUP BY payer ORDER BY v DESC LIMIT 3"]),
    ("topk_recipients_count_fac_ytd", "top 5 recipients by txn count on payai ytd, with counts",
     [S.format("recipient, count(*) n", f"{PA} AND {YTD}")
      + " GROUP BY recipient ORDER BY n DESC LIMIT 5"]),
    ("top_payer_to_recipient", f"who's the biggest payer to {R2} by vol",
     [S.format("payer", f"recipient = '{R2}'")
      + " GROUP BY payer ORDER BY sum(amount) DESC LIMIT 1"]),
    ("top_recipient_of_payer", f"{P5} - which recipient did it pay the most (usdc)?",
     [S.format("recipient", f"payer = '{P5}'")
      + " GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 1"]),
    ("topk_recipients_vol_quarter", "top 3 recipients by volume Q1 2026",
     [S.format("recipient", Q1) + " GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 3"]),
    ("top_payer_count_fac_month",
     "most active payer (by # txns) on heurist in jan 2026 + its count",
     [S.format("payer, count(*) n", f"{HE} AND {JAN}")
      + " GROUP BY payer ORDER BY n DESC LIMIT 1"]),
    ("busiest_day_count_ytd", "busiest day ytd by txn count",
     [S.format("CAST(timestamp AS DATE) d", YTD) + " GROUP BY d ORDER BY count(*) DESC LIMIT 1"]),
    ("peak_day_vol_month", "which day in may 2026 had the highest vol, and how much",
     [S.format("CAST(timestamp AS DATE) d, sum(amount) v", MAY)
      + " GROUP BY d ORDER BY v DESC LIMIT 1"]),
    ("busiest_month_count", "which month had the most txns ever, and how many",
     [S.format("CAST(date_trunc('month', timestamp) AS DATE) m, count(*) n", "TRUE")
      + " GROUP BY m ORDER BY n DESC LIMIT 1"]),
    # --- single address --------------------------------------------------------------------
    ("addr_payer_sum_alltime", f"how much has {P1} paid in total",
     [S.format("sum(amount)", f"payer = '{P1}'")]),
    ("addr_payer_count_month", f"{P2} txns in nov 2025",
     [S.format("count(*)", f"payer = '{P2}' AND {NOV}")]),
    ("addr_recipient_sum_month", f"{R2} received vol dec 2025",
     [S.format("sum(amount)", f"recipient = '{R2}' AND {DEC}")]),
    ("addr_payer_first_seen", f"when did {P3} first pay",
     [S.format("min(timestamp)", f"payer = '{P3}'")]),
    ("addr_recipient_last_seen", f"last time {R3} got paid?",
     [S.format("max(timestamp)", f"recipient = '{R3}'")]),
    ("addr_recipient_distinct_payers", f"how many unique payers has {R4} had",
     [S.format("count(DISTINCT payer)", f"recipient = '{R4}'")]),
    ("addr_payer_avg", f"avg payment size sent by {P4}",
     [S.format("avg(amount)", f"payer = '{P4}'")]),
    ("addr_pair_sum", f"total {P5} paid to {RX}",
     [S.format("sum(amount)", f"payer = '{P5}' AND recipient = '{RX}'")]),
    ("addr_recipient_count_fac", f"# txns to {R5} via coinbase",
     [S.format("count(*)", f"recipient = '{R5}' AND {CB}")]),
    ("addr_payer_max", f"largest single payment by {P6}",
     [S.format("max(amount)", f"payer = '{P6}'")]),
    ("addr_recipient_count_alltime", f"{R6} - total incoming txns",
     [S.format("count(*)", f"recipient = '{R6}'")]),
    ("addr_payer_distinct_recipients", f"how many different recipients did {P1} pay",
     [S.format("count(DISTINCT recipient)", f"payer = '{P1}'")]),
    # --- misc columns ---------------------------------------------------------------------
    ("avg_gas_month", "avg gas used per txn may 2026", [S.format("avg(gas_used)", MAY)]),
    ("count_distinct_days_active_fac",
     "on how many days in may 2026 did heurist settle at least one payment",
     [S.format("count(DISTINCT CAST(timestamp AS DATE))", f"{HE} AND {MAY}")]),
    ("avg_vol_per_payer_month", "avg vol per payer in march 2026",
     [S.format("sum(amount) / count(DISTINCT payer)", MAR)]),
    ("new_payers_month", "how many payers made their very first payment in may 2026",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY payer HAVING "
      "min(timestamp) >= TIMESTAMPTZ '2026-05-01 00:00:00+00' AND "
      "min(timestamp) < TIMESTAMPTZ '2026-06-01 00:00:00+00')"]),
    ("fac_first_seen", "when did x402rs settle its first payment",
     [S.format("min(timestamp)", RS)]),
    ("fac_last_seen", "anyspend last txn timestamp", [S.format("max(timestamp)", AS)]),
    # --- two or three clauses ---------------------------------------------------------------
    ("vol_count_fac_month", "vol + count, may, coinbase only",
     [S.format("sum(amount), count(*)", f"{CB} AND {MAY}")]),
    ("vol_count_fac_lastmonth", "payai last mo: vol and # of txns",
     [S.format("sum(amount)", f"{PA} AND {MAY}"), S.format("count(*)", f"{PA} AND {MAY}")]),
    ("count_vol_all_last7d", "last 7d: txn count, then total vol",
     [S.format("count(*), sum(amount)", L7)]),
    ("vol_two_fac_month", "coinbase vs payai vol, march 2026",
     [S.format("sum(amount)", f"{CB} AND {MAR}"), S.format("sum(amount)", f"{PA} AND {MAR}")]),
    ("count_two_months", "txn count jan 2026 vs feb 2026",
     [S.format("count(*)", JAN), S.format("count(*)", FEB)]),
    ("vol_three_fac_ytd", "ytd vol for coinbase, payai and daydreams",
     [S.format("sum(amount)", f"{CB} AND {YTD}"), S.format("sum(amount)", f"{PA} AND {YTD}"),
      S.format("sum(amount)", f"{DD} AND {YTD}")]),
    ("count_three_months_fac", "heurist txns feb, mar, apr 2026",
     [S.format("count(*)", f"{HE} AND {FEB}"), S.format("count(*)", f"{HE} AND {MAR}"),
      S.format("count(*)", f"{HE} AND {APR}")]),
    ("vol_and_pct_change_mom", "may 2026 vol and % change vs april",
     [S.format("sum(amount)", MAY),
      f"SELECT 100.0 * (sum(amount) FILTER (WHERE {MAY}) - sum(amount) FILTER (WHERE {APR})) "
      f"/ sum(amount) FILTER (WHERE {APR}) FROM settlements"]),
    ("count_and_share_fac_month", "coinbase apr 2026: txns and share of all txns (%)",
     [S.format("count(*)", f"{CB} AND {APR}"),
      f"SELECT 100.0 * count(*) FILTER (WHERE {CB}) / count(*) FROM settlements WHERE {APR}"]),
    ("vol_avg_max_month", "march 2026: total vol, avg txn, biggest txn",
     [S.format("sum(amount), avg(amount), max(amount)", MAR)]),
    ("count_distinct_payers_fac_month", "daydreams in may 2026 - txns and unique payers",
     [S.format("count(*), count(DISTINCT payer)", f"{DD} AND {MAY}")]),
    ("addr_payer_sum_count", f"{P1}: total paid and number of payments",
     [S.format("sum(amount), count(*)", f"payer = '{P1}'")]),
    ("addr_recipient_first_last", f"first and last time {R4} received a payment",
     [S.format("min(timestamp), max(timestamp)", f"recipient = '{R4}'")]),
    ("addr_both_roles_count", f"{BR}: how many txns as payer, and how many as recipient",
     [S.format("count(*)", f"payer = '{BR}'"), S.format("count(*)", f"recipient = '{BR}'")]),
    ("vol_lastweek_vs_prior", "last wk vol vs the wk before",
     [S.format("sum(amount)", LWK), S.format("sum(amount)", WK0)]),
    ("count_yday_today", "txns yesterday and today",
     [S.format("count(*)", YDAY), S.format("count(*)", TODAY)]),
    ("vol_quarters_compare", "Q4 2025 vol vs Q1 2026 vol",
     [S.format("sum(amount)", Q4), S.format("sum(amount)", Q1)]),
    ("count_two_fac_last30", "past 30 days txns: heurist, virtuals protocol",
     [S.format("count(*)", f"{HE} AND {P30}"), S.format("count(*)", f"{VP} AND {P30}")]),
    ("monthly_counts_series", "monthly txn counts jan-may 2026",
     [S.format("count(*)", YTD + " AND timestamp < TIMESTAMPTZ '2026-06-01 00:00:00+00'")
      + " GROUP BY date_trunc('month', timestamp) ORDER BY date_trunc('month', timestamp)"]),
    ("monthly_vol_series_fac", "coinbase vol by month, Q1 2026",
     [S.format("sum(amount)", f"{CB} AND {Q1}")
      + " GROUP BY date_trunc('month', timestamp) ORDER BY date_trunc('month', timestamp)"]),
    ("vol_over_threshold_count_share", "may 2026: # of txns >= $0.1 and their % of total vol",
     [S.format("count(*)", f"{MAY} AND amount >= 0.1"),
      f"SELECT 100.0 * sum(amount) FILTER (WHERE amount >= 0.1) / sum(amount) "
      f"FROM settlements WHERE {MAY}"]),
    ("avg_two_fac_ytd", "avg txn size ytd - coinbase vs heurist",
     [S.format("avg(amount)", f"{CB} AND {YTD}"), S.format("avg(amount)", f"{HE} AND {YTD}")]),
    ("distinct_payers_recipients_month", "april 2026 unique payers & unique recipients",
     [S.format("count(DISTINCT payer), count(DISTINCT recipient)", APR)]),
    ("pct_change_vol_fac_two", "MoM vol % change mar->apr 2026 for coinbase and for payai",
     [f"SELECT 100.0 * (sum(amount) FILTER (WHERE {APR}) - sum(amount) FILTER (WHERE {MAR})) "
      f"/ sum(amount) FILTER (WHERE {MAR}) FROM settlements WHERE {CB}",
      f"SELECT 100.0 * (sum(amount) FILTER (WHERE {APR}) - sum(amount) FILTER (WHERE {MAR})) "
      f"/ sum(amount) FILTER (WHERE {MAR}) FROM settlements WHERE {PA}"]),
    ("addr_recipient_vol_two_months", f"{R1} received vol oct 2025 vs nov 2025",
     [S.format("sum(amount)", f"recipient = '{R1}' AND {OCT}"),
      S.format("sum(amount)", f"recipient = '{R1}' AND {NOV}")]),
    ("mtd_count_vol_fac", "payai this month: txns + vol",
     [S.format("count(*), sum(amount)", f"{PA} AND {MTD}")]),
    ("ytd_count_vol_avg", "ytd summary: txns, vol, avg payment",
     [S.format("count(*), sum(amount), avg(amount)", YTD)]),
    ("largest_payment_amount_recipient_fac",
     "coinbase biggest txn in jan 2026 - amount and recipient",
     [S.format("amount, recipient", f"{CB} AND {JAN}") + " ORDER BY amount DESC, id LIMIT 1"]),
    ("count_fac_two_months", "codenut txns oct 2025 and dec 2025",
     [S.format("count(*)", f"{CN} AND {OCT}"), S.format("count(*)", f"{CN} AND {DEC}")]),
    ("share_two_fac_count_month", "may 2026 txn share %: coinbase, payai",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {CB}) / count(*) FROM settlements WHERE {MAY}",
      f"SELECT 100.0 * count(*) FILTER (WHERE {PA}) / count(*) FROM settlements WHERE {MAY}"]),
    # --- refusals --------------------------------------------------------------------------
    ("refuse_other_chain", "solana x402 vol last wk", None),
    ("refuse_other_chain", "polygon txn count ytd for payai", None),
    ("refuse_other_chain", "arbitrum vs base share of x402 txns in may", None),
    ("refuse_forecast", "forecast june 2026 total vol", None),
    ("refuse_forecast", "projected coinbase txns next quarter?", None),
    ("refuse_forecast", "predict the growth rate for Q3 2026", None),
    ("refuse_missing_column", "payai fee revenue may 2026", None),
    ("refuse_missing_column", "# of failed payments last mo", None),
    ("refuse_missing_column", "refund rate for coinbase in april 2026", None),
    ("refuse_missing_column_geo", "which country do most payers come from", None),
    ("refuse_missing_column_latency", "avg settlement latency in seconds, may 2026", None),
    ("refuse_impossible_date", "vol on feb 30 2026", None),
    ("refuse_impossible_date", "coinbase txns on 2026-13-13", None),
    ("refuse_no_data_period", "payai vol march 2025", None),
    ("refuse_no_data_period", "total txns in 2027", None),
    ("refuse_no_data_period", "coinbase volume in q1 2024", None),
    ("refuse_ambiguous_date", "txn count on 02/03", None),
    ("refuse_ambiguous_date", "vol 04/05 pls", None),
    ("refuse_off_topic", "what's the eth price today", None),
    ("refuse_off_topic", "write a haiku about stablecoins", None),
    ("refuse_off_topic_merchant", "merchant category breakdown of may vol", None),
    ("refuse_wallet_identity", f"whose wallet is {P1}, real name?", None),
]


def main() -> None:
    """Write the probe set under tests/data/ of the repo the script is run from."""
    seen: dict[str, int] = {}
    lines = []
    for shape, question, sql in ROWS:
        seen[shape] = seen.get(shape, 0) + 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape, split="hp1"))
    out = Path("tests/data/ask_probe_hp1.jsonl")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    print(len(lines), "questions,", len(seen), "shapes ->", out)


if __name__ == "__main__":
    main()
