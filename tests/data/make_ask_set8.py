# ruff: noqa: E501  (hand-written rows, one per line)
"""ask8.jsonl: 70 hand-written /ask items with hand SQL (no templates, no sampling).

Relative periods anchor on 2026-06-03 and include it. FAC is copied by hand from
facilitator_names() (names only were used, never the planner)."""
import json
from pathlib import Path


def ts(start: str | None, end: str | None = None) -> str:
    """Same form as tests/warehouse/figures.py: whole days [start, end)."""
    parts = ["TRUE"]
    if start:
        parts.append(f"timestamp >= TIMESTAMPTZ '{start} 00:00:00+00'")
    if end:
        parts.append(f"timestamp < TIMESTAMPTZ '{end} 00:00:00+00'")
    return " AND ".join(parts)


FAC = {
    'payai': ['0xc6699d2aada6c36dfea5c248dd70f9cb0235cb63', '0xb2bd29925cbbcea7628279c91945ca5b98bf371b', '0x25659315106580ce2a787ceec5efb2d347b539c9', '0xb8f41cb13b1f213da1e94e1b742ec1323235c48f', '0xe575fa51af90957d66fab6d63355f1ed021b887b', '0x03a3f7ce8e21e6f8d9fa14c67d8876b2470dc2f1', '0x675707bc7d03089f820c1b7d49f7480083e8f4df', '0xf46833d4ac4f0f1405cc05c30edfd86770f721c9', '0x2daaef6f941de214bf7d6daf322bc6bc7406accb', '0x2fae4026a31f19183947f0a6045ef975ebfa9ca8', '0xaf990eef9846b63d896056050fdc0b28bca9c24b', '0xe299c486066739c4a31609e1268d93229632dd47', '0x9df61a719ddae27c20a63a417271cc2c704654bd', '0x6ccf245c883f9f3c6caee0687aa61daf7bc96e32', '0x489c40fc3c2a19ad8cb275b7dd6aa194e9219c4f'],
    'coinbase': ['0x3a70788150c7645a21b95b7062ab1784d3cc2104', '0x708e57b6650a9a741ab39cae1969ea1d2d10eca1', '0x9c09faa49c4235a09677159ff14f17498ac48738', '0xcbb10c30a9a72fae9232f41cbbd566a097b4e03a', '0x001ddabba5782ee48842318bd9ff4008647c8d9c', '0x9fb2714af0a84816f5c6322884f2907e33946b88', '0x7f6d822467df2a85f792d4508c5722ade96be056', '0xce82eeec8e98e443ec34fda3c3e999cbe4cb6ac2', '0x9aae2b0d1b9dc55ac9bab9556f9a26cb64995fb9', '0xdbdf3d8ed80f84c35d01c6c9f9271761bad90ba6', '0x47d8b3c9717e976f31025089384f23900750a5f4', '0x6831508455a716f987782a1ab41e204856055cc2', '0xdc8fbad54bf5151405de488f45acd555517e0958', '0x552300992857834c0ad41c8e1a6934a5e4a2e4ca', '0xd7469bf02d221968ab9f0c8b9351f55f8668ac4f', '0x94701e1df9ae06642bf6027589b8e05dc7004813', '0x88800e08e20b45c9b1f0480cf759b5bf2f05180c', '0xadd5585c776b9b0ea77e9309c1299a40442d820f', '0x91d313853ad458addda56b35a7686e2f38ff3952', '0x4ffeffa616a1460570d1eb0390e264d45a199e91', '0x8f5cb67b49555e614892b7233cfddebfb746e531', '0x68a96f41ff1e9f2e7b591a931a4ad224e7c07863', '0xa32ccda98ba7529705a059bd2d213da8de10d101', '0x97acce27d5069544480bde0f04d9f47d7422a016', '0x67b9ce703d9ce658d7c4ac3c289cea112fe662af'],
    'daydreams': ['0x279e08f711182c79ba6d09669127a426228a4653', '0x1363c7ff51ccce10258a7f7bddd63baab6aaf678'],
    'heurist': ['0x612d72dc8402bba997c61aa82ce718ea23b2df5d', '0x48ab4b0af4ddc2f666a3fcc43666c793889787a3', '0x021cc47adeca6673def958e324ca38023b80a5be', '0xb578b7db22581507d62bdbeb85e06acd1be09e11', '0x3f61093f61817b29d9556d3b092e67746af8cdfd', '0x290d8b8edcafb25042725cb9e78bcac36b8865f8', '0x1fc230ee3c13d0d520d49360a967dbd1555c8326', '0xd97c12726dcf994797c981d31cfb243d231189fb', '0x90d5e567017f6c696f1916f4365dd79985fce50f'],
    'thirdweb': ['0x80c08de1a05df2bd633cf520754e40fde3c794d3', '0x3a5ca1c6aa6576ae9c1c0e7fa2b4883346bc5aa0', '0x7e20b62bf36554b704774afb0fcc0ae8f899213b', '0x052aaae3cad5c095850246f8ffb228354c56752a', '0xaaca1ba9d2627cbc0739ba69890c30f95de046e4', '0xea52f2c6f6287f554f9b54c5417e1e431fe5710e', '0xec10243b54df1a71254f58873b389b7ecece89c2', '0x91ddea05f741b34b63a7548338c90fc152c8631f', '0xd88a9a58806b895ff06744082c6a20b9d7184b0f', '0xa1822b21202a24669eaf9277723d180cd6dae874'],
    'x402rs': ['0x0168f80e035ea68b191faf9bfc12778c87d92008', '0x97d38aa5de015245dcca76305b53abe6da25f6a5', '0x76eee8f0acabd6b49f1cc4e9656a0c8892f3332e', '0xc19829b32324f116ee7f80d193f99e445968499a', '0x5e437bee4321db862ac57085ea5eb97199c0ccc5', '0xd8dfc729cbd05381647eb5540d756f4f8ad63eec'],
    'questflow': ['0xa9a54ef09fc8b86bc747cec6ef8d6e81c38c6180', '0xe6123e6b389751c5f7e9349f3d626b105c1fe618', '0xd7d91a42dfadd906c5b9ccde7226d28251e4cd0f', '0x90da501fdbec74bb0549100967eb221fed79c99b', '0xce7819f0b0b871733c933d1f486533bab95ec47b', '0xf70e7cb30b132fab2a0a5e80d41861aa133ea21b', '0x724efafb051f17ae824afcdf3c0368ae312da264', '0x4544b535938b67d2a410a98a7e3b0f8f68921ca7', '0x59e8014a3b884392fbb679fe461da07b18c1ff81', '0x4638bc811c93bf5e60deed32325e93505f681576'],
}


def fac(name: str) -> str:
    return "facilitator IN (" + ", ".join(f"'{a}'" for a in FAC[name]) + ")"


A1 = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
A2 = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"
A3 = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
A4 = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
A5 = "0x90872f4f373fa502078f84c9870e5a5452b1ac11"
R1 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
R2 = "0x66fa4d79ca84016b42352be33c908dd812952ec8"
B1 = "0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8"
B2 = "0x298ce631e9911549dfff1382f03635c310bd6318"
S = "FROM settlements WHERE "
L7 = ts("2026-05-28", "2026-06-04")
P30 = ts("2026-05-05", "2026-06-04")
TM = ts("2026-06-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
YD = ts("2026-06-02", "2026-06-03")
LW = ts("2026-05-25", "2026-06-01")
LM = ts("2026-05-01", "2026-06-01")
TODAY = ts("2026-06-03", "2026-06-04")

ITEMS = [
 ("count_today", "payments so far today?", [f"SELECT count(*) {S}{TODAY}"]),
 ("count_last7", "Number of x402 settlements over the last seven days, please.", [f"SELECT count(*) {S}{L7}"]),
 ("volume_past30", "usdc volume past 30d", [f"SELECT sum(amount) {S}{P30}"]),
 ("count_and_volume_last_week", "For my weekly ops email: how many payments settled last week and what was the total USDC across them?", [f"SELECT count(*), sum(amount) {S}{LW}"]),
 ("avg_amount_last_month", "what was the average payment size in May 2026?", [f"SELECT avg(amount) {S}{LM}"]),
 ("median_amount_ytd", "Median x402 ticket size year to date", [f"SELECT median(amount) {S}{YTD}"]),
 ("max_amount_yesterday", "biggest single settlement yesterday (in USDC)?", [f"SELECT max(amount) {S}{YD}"]),
 ("payer_of_largest_payment_month", "Who paid the largest single x402 payment in April 2026? I need the payer address.", [f"SELECT payer {S}{ts('2026-04-01', '2026-05-01')} ORDER BY amount DESC, id LIMIT 1"]),
 ("unique_payers_this_month", "distinct payers this month", [f"SELECT count(DISTINCT payer) {S}{TM}"]),
 ("unique_recipients_quarter", "How many different recipient addresses got paid in Q1 2026?", [f"SELECT count(DISTINCT recipient) {S}{ts('2026-01-01', '2026-04-01')}"]),
 ("volume_quarter", "Q4 2025 total settled volume", [f"SELECT sum(amount) {S}{ts('2025-10-01', '2026-01-01')}"]),
 ("count_range_in_month", "How many payments landed between the 10th and the 20th of March 2026, both days included?", [f"SELECT count(*) {S}{ts('2026-03-10', '2026-03-21')}"]),
 ("volume_range_in_month", "total usdc from feb 3 to feb 9 2026 inclusive", [f"SELECT sum(amount) {S}{ts('2026-02-03', '2026-02-10')}"]),
 ("count_over_threshold_last30", "how many payments over $5 in the past 30 days", [f"SELECT count(*) {S}{P30} AND amount > 5"]),
 ("count_under_threshold_month", "Number of micro-payments below 1 cent during January 2026?", [f"SELECT count(*) {S}{ts('2026-01-01', '2026-02-01')} AND amount < 0.01"]),
 ("share_over_threshold_ytd", "What percentage of this year's payments were for $1 or more?", [f"SELECT 100.0 * count(*) FILTER (WHERE amount >= 1) / count(*) {S}{YTD}"]),
 ("fac_count_last_week", "How many settlements did PayAI facilitate last week?", [f"SELECT count(*) {S}{LW} AND {fac('payai')}"]),
 ("fac_volume_month", "coinbase facilitator volume in march 2026", [f"SELECT sum(amount) {S}{ts('2026-03-01', '2026-04-01')} AND {fac('coinbase')}"]),
 ("fac_share_last_month", "What share of May's x402 payments (by count) went through the Coinbase facilitator? as a percentage", [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) {S}{LM}"]),
 ("fac_compare_count", "payai vs coinbase: number of settlements each in the last 7 days", [f"SELECT count(*) {S}{L7} AND {fac('payai')}", f"SELECT count(*) {S}{L7} AND {fac('coinbase')}"]),
 ("fac_avg_amount_ytd", "Average payment size handled by thirdweb's facilitator since Jan 1 2026", [f"SELECT avg(amount) {S}{YTD} AND {fac('thirdweb')}"]),
 ("fac_unique_payers", "how many distinct wallets paid through heurist in the past 30 days?", [f"SELECT count(DISTINCT payer) {S}{P30} AND {fac('heurist')}"]),
 ("fac_count_alltime", "Total number of settlements ever routed via x402rs facilitators", [f"SELECT count(*) {S}{fac('x402rs')}"]),
 ("top_facilitator_address_volume", "Which facilitator address moved the most USDC last month?", [f"SELECT facilitator {S}{LM} GROUP BY facilitator ORDER BY sum(amount) DESC LIMIT 1"]),
 ("top3_payers_count", "top 3 payers by number of payments this year", [f"SELECT payer, count(*) {S}{YTD} GROUP BY payer ORDER BY count(*) DESC LIMIT 3"]),
 ("top5_recipients_volume", "Show the five recipients that received the most USDC in the past 30 days, with amounts", [f"SELECT recipient, sum(amount) {S}{P30} GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 5"]),
 ("top_payer_volume_quarter", "who spent the most on x402 in Q1 2026 and how much", [f"SELECT payer, sum(amount) {S}{ts('2026-01-01', '2026-04-01')} GROUP BY payer ORDER BY sum(amount) DESC LIMIT 1"]),
 ("payer_count_alltime", f"how many payments has {A1} made in total?", [f"SELECT count(*) {S}payer = '{A1}'"]),
 ("payer_volume_month_upper", "Total USDC paid by 0x28E0C4B915C1BBCD506819FBBD3EF752333BC2C8 in May 2026", [f"SELECT sum(amount) {S}{LM} AND payer = '{B1}'"]),
 ("recipient_volume_ytd", f"how much has {R2} received this year", [f"SELECT sum(amount) {S}{YTD} AND recipient = '{R2}'"]),
 ("recipient_count_last7", f"number of payments received by {R1} in the last 7 days", [f"SELECT count(*) {S}{L7} AND recipient = '{R1}'"]),
 ("either_side_count", f"How many settlements involve {A3} on either side (payer or recipient) in the last 30 days?", [f"SELECT count(*) {S}{P30} AND (payer = '{A3}' OR recipient = '{A3}')"]),
 ("address_first_seen", f"when did {A4} make its first x402 payment?", [f"SELECT min(timestamp) {S}payer = '{A4}'"]),
 ("address_last_seen", f"last time {A5} paid for anything via x402", [f"SELECT max(timestamp) {S}payer = '{A5}'"]),
 ("address_avg_amount", f"What's the typical (average) payment {A1} sends? all time", [f"SELECT avg(amount) {S}payer = '{A1}'"]),
 ("address_distinct_counterparties", f"How many distinct recipients has {B2} paid this year?", [f"SELECT count(DISTINCT recipient) {S}{YTD} AND payer = '{B2}'"]),
 ("address_top_recipient", f"who does {A3} pay the most (by USDC) since the start of 2026?", [f"SELECT recipient {S}{YTD} AND payer = '{A3}' GROUP BY recipient ORDER BY sum(amount) DESC LIMIT 1"]),
 ("address_in_out", f"for {A1}: total sent and total received, all time", [f"SELECT sum(amount) {S}payer = '{A1}'", f"SELECT sum(amount) {S}recipient = '{A1}'"]),
 ("busiest_day_month", "Which day in April 2026 had the most settlements?", [f"SELECT CAST(timestamp AS DATE) {S}{ts('2026-04-01', '2026-05-01')} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"]),
 ("quietest_day_last_week", "least busy day last week by payment count", [f"SELECT CAST(timestamp AS DATE) {S}{LW} GROUP BY 1 ORDER BY count(*) ASC LIMIT 1"]),
 ("daily_avg_count_month", "avg number of payments per day in march 2026", [f"SELECT count(*) / 31.0 {S}{ts('2026-03-01', '2026-04-01')}"]),
 ("daily_avg_volume_last_week", "Average daily USDC volume last week?", [f"SELECT sum(amount) / 7.0 {S}{LW}"]),
 ("mom_change_volume", "By what percent did total volume change from April to May 2026?", [f"SELECT 100.0 * (sum(amount) FILTER (WHERE {LM}) - sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')})) / sum(amount) FILTER (WHERE {ts('2026-04-01', '2026-05-01')}) FROM settlements"]),
 ("compare_months_count", "settlement counts for january 2026 and february 2026, side by side", [f"SELECT count(*) {S}{ts('2026-01-01', '2026-02-01')}", f"SELECT count(*) {S}{ts('2026-02-01', '2026-03-01')}"]),
 ("yesterday_vs_today_volume", "volume yesterday vs volume today so far", [f"SELECT sum(amount) {S}{YD}", f"SELECT sum(amount) {S}{TODAY}"]),
 ("min_amount_month", "smallest payment in december 2025", [f"SELECT min(amount) {S}{ts('2025-12-01', '2026-01-01')}"]),
 ("p90_amount_last30", "90th percentile payment amount over the past 30 days", [f"SELECT quantile_cont(amount, 0.9) {S}{P30}"]),
 ("stddev_amount_month", "standard deviation of payment amounts in may", [f"SELECT stddev_samp(amount) {S}{LM}"]),
 ("gas_total_month", "Total gas used by x402 settlements in February 2026", [f"SELECT sum(gas_used) {S}{ts('2026-02-01', '2026-03-01')}"]),
 ("gas_avg_last7", "avg gas per settlement this past week (last 7 days)", [f"SELECT avg(gas_used) {S}{L7}"]),
 ("unique_facilitators_month", "how many distinct facilitator addresses were active in May 2026?", [f"SELECT count(DISTINCT facilitator) {S}{LM}"]),
 ("payers_over_n_payments", "How many wallets made more than 100 payments this year?", [f"SELECT count(*) FROM (SELECT payer {S}{YTD} GROUP BY payer HAVING count(*) > 100)"]),
 ("new_payers_month", "how many payers made their very first payment in May 2026?", ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY payer HAVING min(timestamp) >= TIMESTAMPTZ '2026-05-01 00:00:00+00' AND min(timestamp) < TIMESTAMPTZ '2026-06-01 00:00:00+00')"]),
 ("top_payer_share", "What % of last month's volume came from the single biggest payer?", [f"SELECT 100.0 * max(v) / sum(v) FROM (SELECT sum(amount) AS v {S}{LM} GROUP BY payer)"]),
 ("alltime_totals", "all-time: number of settlements, total USDC, and number of unique payers", ["SELECT count(*), sum(amount), count(DISTINCT payer) FROM settlements"]),
 ("week_of_year_count", "count of payments in the week Monday 2026-05-18 through Sunday 2026-05-24", [f"SELECT count(*) {S}{ts('2026-05-18', '2026-05-25')}"]),
 ("weekend_volume_month", "How much USDC settled on weekends (Sat+Sun) in May 2026?", [f"SELECT sum(amount) {S}{LM} AND dayofweek(timestamp) IN (0, 6)"]),
 ("hour_peak_last30", "at what hour of the day (UTC) do most payments happen, looking at the past 30 days?", [f"SELECT hour(timestamp) {S}{P30} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"]),
]
REFUSE = [
 ("refuse_other_chain", "how many x402 payments settled on Solana last week?"),
 ("refuse_forecast", "predict next month's x402 volume"),
 ("refuse_no_column_country", "Which country do most x402 payers come from?"),
 ("refuse_no_column_endpoint", "what were the most popular API endpoints paid for in May?"),
 ("refuse_offtopic", "whats a good name for my cat"),
 ("refuse_impossible_date", "total volume on February 30, 2026"),
 ("refuse_before_data", "How many settlements were there in March 2025?"),
 ("refuse_future_period", "total x402 volume in August 2026"),
 ("refuse_price", "what's the price of ETH today"),
 ("refuse_no_column_refunds", "how many x402 payments were refunded or charged back this year?"),
 ("refuse_other_token", "how much DAI was paid through x402 in april?"),
 ("refuse_no_column_latency", "average response latency of paid x402 calls yesterday"),
]


def main() -> None:
    rows = []
    for shape, q, sql in ITEMS:
        rows.append({"id": f"{shape}-1", "shape": shape, "split": "heldout8", "question": q, "sql": sql})
    for shape, q in REFUSE:
        rows.append({"id": f"{shape}-1", "shape": shape, "split": "heldout8", "question": q,
                     "sql": [], "refuse": True})
    Path(__file__).with_name("ask_set8.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    print(len(rows), len(REFUSE))


if __name__ == "__main__":
    main()
