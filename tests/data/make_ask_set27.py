"""Write ask_set27.jsonl: an independent held-out /ask set (split heldout27, anchor 2026-06-03).

Every question and its SQL was written by hand, one by one; the only loop numbers the ids and
writes the lines. Run from a Sextant checkout root:
    PYTHONPATH=src:. /work/main/.venv/bin/python /work/heldout27/make_ask_set27.py
"""

from __future__ import annotations

from pathlib import Path

from tests.warehouse.figures import by_name, fac, item_line, ts

# Named periods (anchor 2026-06-03 included), plain ts() strings.
TODAY = ts("2026-06-03", "2026-06-04")
YESTERDAY = ts("2026-06-02", "2026-06-03")
THIS_WEEK = ts("2026-06-01", "2026-06-04")  # also month to date
LAST_7 = ts("2026-05-28", "2026-06-04")
PREV_7 = ts("2026-05-21", "2026-05-28")
PAST_30 = ts("2026-05-05", "2026-06-04")
LAST_90 = ts("2026-03-06", "2026-06-04")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
WEEK_BEFORE_LAST = ts("2026-05-18", "2026-05-25")
QTD = ts("2026-04-01", "2026-06-04")
YTD = ts("2026-01-01", "2026-06-04")
NOV25 = ts("2025-11-01", "2025-12-01")
DEC25 = ts("2025-12-01", "2026-01-01")
JAN26 = ts("2026-01-01", "2026-02-01")
FEB26 = ts("2026-02-01", "2026-03-01")
MAR26 = ts("2026-03-01", "2026-04-01")
APR26 = ts("2026-04-01", "2026-05-01")
MAY26 = ts("2026-05-01", "2026-06-01")
Q4_25 = ts("2025-10-01", "2026-01-01")
Q1_26 = ts("2026-01-01", "2026-04-01")

S = "settlements"
P_8DC1 = "0x8dc1411b62f02aed43f16a560c29e0c3dba4d393"
P_42BA = "0x42ba8b59b641adfa114c38e8ec79eeed45c6464d"
P_DCA2 = "0xdca267747f391c9f59e22b8e1ebaf960ca998ad8"
P_6837 = "0x68370f14588326f6adef2c9faa38d9cd4b63fefc"
P_2B22 = "0x2b2286cb59e2a73c4370542f172a0951053ffa19"
R_744C = "0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e"
R_7E3F = "0x7e3fb349efde81715be29d4dd388d50ad93b7cdd"
R_BD0D = "0xbd0d5dc5146c41157e9895882c8b1654b6a1c156"
R_4E50 = "0x4e501d525b18b583863321353c2589d2700a1193"
R_88D7 = "0x88d7811f810df4082f011e07cc1053f4d22a11fc"
BOTH_0773 = "0x07737a1fb3863202bcd3c7408b801eed68604d39"

ITEMS: list[tuple[str, str, list[str] | None]] = [
    # ---------------------------------------------------------------- ordinary (70)
    ("react-volume-month",
     ("Thought: The user wants to know how much money moved through x402 in March 2026. I should "
      "get the total settled amount.\nAction: ask_warehouse\nAction Input: total USDC volume of "
      "all settlements in March 2026"),
     [f"SELECT sum(amount) FROM {S} WHERE {MAR26}"]),
    ("yaml-count-quarter",
     "query:\n  metric: settlement_count\n  period: Q1 2026\n  filters: none\n  output: single number",
     [f"SELECT count(*) FROM {S} WHERE {Q1_26}"]),
    ("json-avg-last-month",
     ('{"name": "ask_warehouse", "arguments": {"question": "What was the average settlement '
      'amount in USDC last month (May 2026)?"}}'),
     [f"SELECT avg(amount) FROM {S} WHERE {MAY26}"]),
    ("step-median-quarter",
     ("Step 2/5: get the median x402 payment size in USDC for Q4 2025, i.e. October 1 to "
      "December 31, 2025."),
     [f"SELECT median(amount) FROM {S} WHERE {Q4_25}"]),
    ("xml-unique-payers-ytd",
     ("<task>Count the distinct payer wallets that settled at least one x402 payment year to "
      "date.</task>"),
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE {YTD}"]),
    ("preamble-count-yesterday",
     ("System: You are OpsDigest, a summary agent. Report numbers only, no commentary.\n"
      "User: how many settlements happened yesterday?"),
     [f"SELECT count(*) FROM {S} WHERE {YESTERDAY}"]),
    ("action-volume-today",
     'Action: ask_warehouse\nAction Input: {"q": "USDC volume settled today so far"}',
     [f"SELECT sum(amount) FROM {S} WHERE {TODAY}"]),
    ("react-count-this-week",
     ("Thought: Monday was June 1st, so this week has only just started. I need the number of "
      "settlements this week.\nAction: ask_warehouse\nAction Input: number of x402 settlements "
      "this week"),
     [f"SELECT count(*) FROM {S} WHERE {THIS_WEEK}"]),
    ("treasury-volume-last-7",
     "[treasury-agent] Weekly report draft. Need: total USDC settled over the last 7 days.",
     [f"SELECT sum(amount) FROM {S} WHERE {LAST_7}"]),
    ("step-count-past-30",
     "Step 1/4: Pull the total count of settlements over the past 30 days.",
     [f"SELECT count(*) FROM {S} WHERE {PAST_30}"]),
    ("xml-unique-recipients-90",
     "<query><metric>unique recipients</metric><window>last 90 days</window></query>",
     [f"SELECT count(DISTINCT recipient) FROM {S} WHERE {LAST_90}"]),
    ("avg-month-to-date",
     "Month-to-date check: what's the average payment amount in USDC for June 2026 so far?",
     [f"SELECT avg(amount) FROM {S} WHERE {THIS_WEEK}"]),
    ("react-count-last-week",
     ("Thought: the weekly report covers last week, Monday to Sunday. Action: ask_warehouse. "
      "Action Input: how many payments settled last week (Mon-Sun)?"),
     [f"SELECT count(*) FROM {S} WHERE {LAST_WEEK}"]),
    ("dao-volume-week-before-last",
     ("For the DAO's weekly treasury digest I also need a baseline: the total USDC volume the "
      "week before last (Monday 18 May to Sunday 24 May 2026)."),
     [f"SELECT sum(amount) FROM {S} WHERE {WEEK_BEFORE_LAST}"]),
    ("yaml-count-qtd",
     "task: count\nscope: all x402 settlements on Base\nperiod: this quarter so far (Q2 2026 to date)",
     [f"SELECT count(*) FROM {S} WHERE {QTD}"]),
    ("alltime-count-volume",
     ("Before I start the analysis, give me the scale of the dataset: the total number of "
      "settlements and the total USDC volume, all time."),
     [f"SELECT count(*), sum(amount) FROM {S}"]),
    ("first-settlement",
     "When was the very first settlement recorded in the warehouse? Return its timestamp.",
     [f"SELECT min(timestamp) FROM {S}"]),
    ("iso-date-count",
     "Action: ask_warehouse\nAction Input: count of settlements on 2026-02-12",
     [f"SELECT count(*) FROM {S} WHERE {ts('2026-02-12', '2026-02-13')}"]),
    ("worded-date-volume",
     "Risk desk request: total USDC settled on the 14th of March 2026, all facilitators.",
     [f"SELECT sum(amount) FROM {S} WHERE {ts('2026-03-14', '2026-03-15')}"]),
    ("xml-range-count",
     "<task>How many settlements were made from April 6 through April 12, 2026?</task>",
     [f"SELECT count(*) FROM {S} WHERE {ts('2026-04-06', '2026-04-13')}"]),
    ("step-range-cross-month",
     ("Step 3/6: sum the USDC volume between January 28 and February 3, 2026 (both days "
      "included)."),
     [f"SELECT sum(amount) FROM {S} WHERE {ts('2026-01-28', '2026-02-04')}"]),
    ("bot-us-date-count",
     "mm-bot preflight >> number of settlements on 03/31/2026",
     [f"SELECT count(*) FROM {S} WHERE {ts('2026-03-31', '2026-04-01')}"]),
    ("compliance-over-threshold",
     "compliance scan: how many x402 settlements in Q1 2026 were over 1 USDC?",
     [f"SELECT count(*) FROM {S} WHERE {Q1_26} AND amount > 1"]),
    ("atleast-threshold-count",
     ("Thought: large tickets matter for the risk model.\nAction Input: count payments of at "
      "least 0.5 USDC in December 2025"),
     [f"SELECT count(*) FROM {S} WHERE {DEC25} AND amount >= 0.5"]),
    ("yaml-under-threshold",
     "query:\n  metric: count\n  condition: amount under 0.002 USDC\n  period: May 2026",
     [f"SELECT count(*) FROM {S} WHERE {MAY26} AND amount < 0.002"]),
    ("atmost-threshold-volume",
     ("What was the total USDC volume of payments of at most 0.01 USDC during April 2026? "
      "(micro-payment bucket for the treasury report)"),
     [f"SELECT sum(amount) FROM {S} WHERE {APR26} AND amount <= 0.01"]),
    ("exact-amount-count",
     "How many payments were for exactly 0.01 USDC in March 2026?",
     [f"SELECT count(*) FROM {S} WHERE {MAR26} AND amount = 0.01"]),
    ("react-coinbase-volume",
     ("Thought: the counterparty routes everything through Coinbase's facilitator, so I should "
      "size that.\nAction: ask_warehouse\nAction Input: total USDC volume settled by the "
      "coinbase facilitator in January 2026"),
     [f"SELECT sum(amount) FROM {S} WHERE {JAN26} AND {fac('coinbase')}"]),
    ("json-payai-count",
     ('{"tool": "ask_warehouse", "arguments": {"facilitator": "payai", "metric": "count", '
      '"period": "past 30 days"}}'),
     [f"SELECT count(*) FROM {S} WHERE {PAST_30} AND {fac('payai')}"]),
    ("step-daydreams-avg",
     "Step 4/5: average settlement amount (USDC) for the daydreams facilitator in November 2025.",
     [f"SELECT avg(amount) FROM {S} WHERE {NOV25} AND {fac('daydreams')}"]),
    ("xml-heurist-payers",
     "<task>unique payers that have ever settled through heurist (all time)</task>",
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE {fac('heurist')}"]),
    ("dd-x402rs-first-last",
     ("For the facilitator due-diligence file on x402rs I need two timestamps: its first "
      "settlement and its last settlement in the data."),
     [f"SELECT min(timestamp), max(timestamp) FROM {S} WHERE {fac('x402rs')}"]),
    ("questflow-volume-quarter",
     "questflow facilitator: how much USDC did it settle in Q1 2026?",
     [f"SELECT sum(amount) FROM {S} WHERE {Q1_26} AND {fac('questflow')}"]),
    ("virtuals-count-half-year",
     ("How many settlements did the Virtuals Protocol facilitator process from July 1 to "
      "December 31, 2025?"),
     [(f"SELECT count(*) FROM {S} WHERE {ts('2025-07-01', '2026-01-01')} "
      f"AND {fac('virtuals protocol')}")]),
    ("anyspend-median",
     "median payment size through anyspend, all time",
     [f"SELECT median(amount) FROM {S} WHERE {fac('anyspend')}"]),
    ("dao-codenut-recipients",
     ("DAO ops agent here. How many distinct recipient addresses received payments settled by "
      "codenut in November 2025?"),
     [f"SELECT count(DISTINCT recipient) FROM {S} WHERE {NOV25} AND {fac('codenut')}"]),
    ("react-openx402-count",
     ("Thought: need openx402 activity for February.\nAction: ask_warehouse\nAction Input: "
      "number of settlements by openx402 in February 2026"),
     [f"SELECT count(*) FROM {S} WHERE {FEB26} AND {fac('openx402')}"]),
    ("terse-thirdweb-volume",
     "total volume thirdweb facilitator all time, USDC",
     [f"SELECT sum(amount) FROM {S} WHERE {fac('thirdweb')}"]),
    ("aurracloud-count-90",
     "aurracloud settlement count over the last 90 days?",
     [f"SELECT count(*) FROM {S} WHERE {LAST_90} AND {fac('aurracloud')}"]),
    ("bot-payer-total",
     ("Counterparty check before we fill: total USDC paid by 0x8DC1411B62F02AED43F16A560C29E0C3DBA4D393 "
      "as payer, all time."),
     [f"SELECT sum(amount) FROM {S} WHERE payer = '{P_8DC1}'"]),
    ("xml-payer-count-month",
     ("<task>number of payments made by payer 0x42ba8b59b641adfa114c38e8ec79eeed45c6464d in "
      "December 2025</task>"),
     [f"SELECT count(*) FROM {S} WHERE {DEC25} AND payer = '{P_42BA}'"]),
    ("payer-average",
     ("average amount per payment sent by wallet 0xdca267747f391c9f59e22b8e1ebaf960ca998ad8 "
      "(as payer), across its whole history"),
     [f"SELECT avg(amount) FROM {S} WHERE payer = '{P_DCA2}'"]),
    ("kyt-payer-first-seen",
     "KYT agent: when did 0x68370f14588326f6adef2c9faa38d9cd4b63fefc first appear as a payer?",
     [f"SELECT min(timestamp) FROM {S} WHERE payer = '{P_6837}'"]),
    ("payer-last-seen",
     "Last time 0x2b2286cb59E2a73c4370542f172a0951053ffa19 paid anything (as payer)?",
     [f"SELECT max(timestamp) FROM {S} WHERE payer = '{P_2B22}'"]),
    ("pasted-recipient-ytd",
     ("Observation: recipient 0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e has 293 payments in "
      "the data, all time.\nThought: now I need this year only.\nAction Input: total USDC "
      "received by 0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e year to date"),
     [f"SELECT sum(amount) FROM {S} WHERE {YTD} AND recipient = '{R_744C}'"]),
    ("json-recipient-count",
     ('{"function": "ask_warehouse", "arguments": {"question": "How many payments has recipient '
      '0x7E3FB349EFDE81715BE29D4DD388D50AD93B7CDD received in total, all time?"}}'),
     [f"SELECT count(*) FROM {S} WHERE recipient = '{R_7E3F}'"]),
    ("recipient-distinct-payers",
     ("How many distinct payers have paid 0xbd0d5dc5146c41157e9895882c8b1654b6a1c156 (as "
      "recipient), all time?"),
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE recipient = '{R_BD0D}'"]),
    ("recipient-first-seen",
     "first time 0x4e501d525b18b583863321353c2589d2700a1193 received a payment (timestamp)",
     [f"SELECT min(timestamp) FROM {S} WHERE recipient = '{R_4E50}'"]),
    ("react-either-role",
     ("Thought: 0x07737a1fb3863202bcd3c7408b801eed68604d39 shows up on both sides of payments.\n"
      "Action: ask_warehouse\nAction Input: number of settlements where "
      "0x07737a1fb3863202bcd3c7408b801eed68604d39 is either the payer or the recipient, all time"),
     [f"SELECT count(*) FROM {S} WHERE payer = '{BOTH_0773}' OR recipient = '{BOTH_0773}'"]),
    ("top5-payers-month",
     "Top 5 payers by USDC volume in May 2026: address and volume for each.",
     [(f"SELECT payer, sum(amount) AS v FROM {S} WHERE {MAY26} GROUP BY payer "
      "ORDER BY v DESC LIMIT 5")]),
    ("xml-top3-recipients-count",
     ("<task>List the 3 recipients with the most settlements in Q1 2026, with their "
      "settlement counts.</task>"),
     [(f"SELECT recipient, count(*) AS c FROM {S} WHERE {Q1_26} GROUP BY recipient "
      "ORDER BY c DESC LIMIT 3")]),
    ("rank-facilitators-count",
     "rank facilitators by settlement count over the past 30 days; top 3 with counts",
     [(f"SELECT {by_name()} AS f, count(*) AS c FROM {S} WHERE {PAST_30} GROUP BY f "
      "ORDER BY c DESC LIMIT 3")]),
    ("dao-top5-facilitators-volume",
     ("DAO treasury report, section 'Infrastructure': the top 5 facilitators by all-time USDC "
      "volume, name and volume."),
     [f"SELECT {by_name()} AS f, sum(amount) AS v FROM {S} GROUP BY f ORDER BY v DESC LIMIT 5"]),
    ("busiest-day-count-month",
     "Which day in March 2026 had the most settlements, and how many were there?",
     [(f"SELECT timestamp::date AS d, count(*) AS c FROM {S} WHERE {MAR26} GROUP BY d "
      "ORDER BY c DESC LIMIT 1")]),
    ("step-busiest-day-volume",
     ("Step 5/5: find the single day in 2026, year to date, with the highest USDC volume, and "
      "that day's volume."),
     [(f"SELECT timestamp::date AS d, sum(amount) AS v FROM {S} WHERE {YTD} GROUP BY d "
      "ORDER BY v DESC LIMIT 1")]),
    ("largest-month-amount",
     "largest single payment in April 2026 (amount in USDC)?",
     [f"SELECT max(amount) FROM {S} WHERE {APR26}"]),
    ("largest-ever-payer",
     ("Who made the biggest single x402 payment in the whole dataset, and how much was it? "
      "Payer first, then amount."),
     [f"SELECT payer, amount FROM {S} ORDER BY amount DESC, id LIMIT 1"]),
    ("share-coinbase-count",
     "What percentage of May 2026's settlements (by count) went through coinbase?",
     [(f"SELECT 100.0 * count(*) FILTER (WHERE {fac('coinbase')}) / count(*) FROM {S} "
      f"WHERE {MAY26}")]),
    ("risk-share-over-threshold",
     ("risk agent, concentration check: in November 2025, what percent of payments (by count) "
      "were above 1 USDC?"),
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM {S} WHERE {NOV25}"]),
    ("pasted-change-count",
     ('Previous tool result: {"period": "April 2026", "settlements": 974}\nFollow-up: how many '
      "more settlements were there in May 2026 than in April 2026?"),
     [(f"SELECT (SELECT count(*) FROM {S} WHERE {MAY26}) - "
      f"(SELECT count(*) FROM {S} WHERE {APR26})")]),
    ("pasted-compare-months",
     ("Last result: January 2026 volume = 556.575874 USDC.\nNext: give me the total USDC "
      "volume for February 2026 and for March 2026, February first."),
     [(f"SELECT (SELECT sum(amount) FROM {S} WHERE {FEB26}), "
      f"(SELECT sum(amount) FROM {S} WHERE {MAR26})")]),
    ("perday-count-month",
     "Average number of settlements per day in April 2026 (30 calendar days)?",
     [f"SELECT count(*) / 30.0 FROM {S} WHERE {APR26}"]),
    ("perday-volume-last-7",
     "Thought: smooth the noise.\nAction Input: average daily USDC volume over the last 7 days",
     [f"SELECT sum(amount) / 7.0 FROM {S} WHERE {LAST_7}"]),
    ("gas-average-month",
     "Average gas_used per settlement in May 2026?",
     [f"SELECT avg(gas_used) FROM {S} WHERE {MAY26}"]),
    ("terse-unique-payers",
     "unique payers, December 2025",
     [f"SELECT count(DISTINCT payer) FROM {S} WHERE {DEC25}"]),
    ("median-yesterday",
     "Median payment amount yesterday, i.e. Tuesday 2 June 2026?",
     [f"SELECT median(amount) FROM {S} WHERE {YESTERDAY}"]),
    ("three-figures-month",
     ("Three numbers for February 2026 please: settlement count, total USDC volume, and the "
      "number of unique payers."),
     [f"SELECT count(*), sum(amount), count(DISTINCT payer) FROM {S} WHERE {FEB26}"]),
    ("terse-quarter-volume",
     "Q4 2025 total volume (USDC)",
     [f"SELECT sum(amount) FROM {S} WHERE {Q4_25}"]),
    ("week-range-count",
     "<task>count of settlements from Monday 2026-05-11 through Sunday 2026-05-17</task>",
     [f"SELECT count(*) FROM {S} WHERE {ts('2026-05-11', '2026-05-18')}"]),
    ("per-payer-volume",
     ("In March 2026, what was the average USDC volume per unique payer (total volume divided "
      "by the number of distinct payers)?"),
     [f"SELECT sum(amount) / count(DISTINCT payer) FROM {S} WHERE {MAR26}"]),
    # ---------------------------------------------------------------- harder (15)
    ("hard-fac-threshold-month",
     ("Step 3/5 (risk model): for the payai facilitator in December 2025, count the payments "
      "over 0.1 USDC and give their total USDC volume. Count first, then volume."),
     [f"SELECT count(*), sum(amount) FROM {S} WHERE {DEC25} AND {fac('payai')} AND amount > 0.1"]),
    ("hard-pct-change-volume",
     ("query:\n  metric: percent_change\n  of: total USDC volume\n  from: March 2026\n  to: "
      "April 2026"),
     [(f"SELECT 100.0 * ((SELECT sum(amount) FROM {S} WHERE {APR26}) - "
      f"(SELECT sum(amount) FROM {S} WHERE {MAR26})) / "
      f"(SELECT sum(amount) FROM {S} WHERE {MAR26})")]),
    ("hard-react-week-vs-week",
     ("Thought: I want to see whether activity is picking up. I need the settlement count for "
      "the last 7 days, the count for the 7 days before that, and the change (last 7 days minus "
      "the previous 7).\nAction: ask_warehouse\nAction Input: those three numbers"),
     [(f"SELECT (SELECT count(*) FROM {S} WHERE {LAST_7}), "
      f"(SELECT count(*) FROM {S} WHERE {PREV_7}), "
      f"(SELECT count(*) FROM {S} WHERE {LAST_7}) - (SELECT count(*) FROM {S} WHERE {PREV_7})")]),
    ("hard-top-payers-in-fac",
     ("<task>Within the coinbase facilitator only, list the top 3 payers by USDC volume in "
      "Q1 2026 (address, volume).</task>"),
     [(f"SELECT payer, sum(amount) AS v FROM {S} WHERE {Q1_26} AND {fac('coinbase')} "
      "GROUP BY payer ORDER BY v DESC LIMIT 3")]),
    ("hard-payer-month-threshold",
     ("Counterparty review for 0x8dc1411b62F02aed43f16a560c29e0c3dba4d393 (payer). In November "
      "2025, how many of its payments were at least 0.01 USDC, and what did they total?"),
     [(f"SELECT count(*), sum(amount) FROM {S} WHERE {NOV25} AND payer = '{P_8DC1}' "
      "AND amount >= 0.01")]),
    ("hard-recipient-fac-month",
     ('{"name": "ask_warehouse", "arguments": {"question": "Total USDC received by '
      '0x88d7811f810df4082f011e07cc1053f4d22a11fc via the payai facilitator in December '
      '2025"}}'),
     [f"SELECT sum(amount) FROM {S} WHERE {DEC25} AND recipient = '{R_88D7}' AND {fac('payai')}"]),
    ("hard-fac-share-volume",
     ("DAO report, facilitator concentration: what percentage of total Q1 2026 USDC volume was "
      "settled by daydreams?"),
     [(f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('daydreams')}) / sum(amount) FROM {S} "
      f"WHERE {Q1_26}")]),
    ("hard-fac-perday",
     "heurist: average number of settlements per day during March 2026 (31 days)",
     [f"SELECT count(*) / 31.0 FROM {S} WHERE {MAR26} AND {fac('heurist')}"]),
    ("hard-two-fac-difference",
     ("Step 2/4: settlement counts in April 2026 for coinbase and for payai, then how many more "
      "coinbase processed than payai. Order: coinbase, payai, difference."),
     [(f"SELECT (SELECT count(*) FROM {S} WHERE {APR26} AND {fac('coinbase')}), "
      f"(SELECT count(*) FROM {S} WHERE {APR26} AND {fac('payai')}), "
      f"(SELECT count(*) FROM {S} WHERE {APR26} AND {fac('coinbase')}) - "
      f"(SELECT count(*) FROM {S} WHERE {APR26} AND {fac('payai')})")]),
    ("hard-largest-fac-90",
     ("compliance agent: the largest single payment settled by daydreams in the last 90 days. "
      "Report amount, payer, recipient, in that order."),
     [(f"SELECT amount, payer, recipient FROM {S} WHERE {LAST_90} AND {fac('daydreams')} "
      "ORDER BY amount DESC, id LIMIT 1")]),
    ("hard-busiest-day-range",
     ("Between May 4 and May 17, 2026 (inclusive), which day had the most settlements? Give "
      "the date, its settlement count and its USDC volume."),
     [(f"SELECT timestamp::date AS d, count(*) AS c, sum(amount) FROM {S} "
      f"WHERE {ts('2026-05-04', '2026-05-18')} GROUP BY d ORDER BY c DESC LIMIT 1")]),
    ("hard-payers-over-threshold",
     ("<task>From 2026-01-01 to 2026-01-31, how many distinct payers made payments above "
      "0.5 USDC, and what was the total USDC of those payments above 0.5?</task>"),
     [f"SELECT count(DISTINCT payer), sum(amount) FROM {S} WHERE {JAN26} AND amount > 0.5"]),
    ("hard-top10-share",
     ("treasury agent: what share (percent) of May 2026's total USDC volume came from that "
      "month's top 10 payers by volume?"),
     [(f"SELECT 100.0 * (SELECT sum(v) FROM (SELECT sum(amount) AS v FROM {S} WHERE {MAY26} "
      f"GROUP BY payer ORDER BY v DESC LIMIT 10)) / (SELECT sum(amount) FROM {S} WHERE {MAY26})")]),
    ("hard-one-time-payers",
     "How many payers made exactly one payment in March 2026?",
     [(f"SELECT count(*) FROM (SELECT payer FROM {S} WHERE {MAR26} GROUP BY payer "
      "HAVING count(*) = 1)")]),
    ("hard-wow-unique-payers",
     ("Step 4/6: unique payers last week (Mon 25 May - Sun 31 May 2026) and the week before "
      "(Mon 18 - Sun 24 May 2026), then the change (last week minus the week before)."),
     [(f"SELECT (SELECT count(DISTINCT payer) FROM {S} WHERE {LAST_WEEK}), "
      f"(SELECT count(DISTINCT payer) FROM {S} WHERE {WEEK_BEFORE_LAST}), "
      f"(SELECT count(DISTINCT payer) FROM {S} WHERE {LAST_WEEK}) - "
      f"(SELECT count(DISTINCT payer) FROM {S} WHERE {WEEK_BEFORE_LAST})")]),
    # ---------------------------------------------------------------- refusals (15)
    ("refuse-other-chain",
     ("Thought: the counterparty also settles on Solana.\nAction: ask_warehouse\nAction Input: "
      "total x402 USDC volume settled on Solana in May 2026"),
     None),
    ("refuse-other-token",
     "query:\n  metric: volume\n  token: USDT\n  period: Q1 2026",
     None),
    ("refuse-forecast",
     ("DAO treasury agent: project next month's x402 settlement volume (June 2026 full month) "
      "based on the trend."),
     None),
    ("refuse-opinion",
     ("mm-bot counterparty check: is 0xdca267747f391c9f59e22b8e1ebaf960ca998ad8 a trustworthy "
      "counterparty? yes/no"),
     None),
    ("refuse-resource-url",
     ("<task>Which resource URLs did payer 0x42ba8b59b641adfa114c38e8ec79eeed45c6464d pay for "
      "in December 2025?</task>"),
     None),
    ("refuse-failed-status",
     "Step 3/4: count the failed or reverted settlements in April 2026.",
     None),
    ("refuse-country",
     ("compliance agent (sanctions screening): break down May 2026 payers by country of "
      "residence."),
     None),
    ("refuse-impossible-date",
     "Action: ask_warehouse\nAction Input: count of settlements on 2026-02-29",
     None),
    ("refuse-before-data",
     "total USDC volume of x402 settlements in April 2025?",
     None),
    ("refuse-after-anchor",
     ('{"name": "ask_warehouse", "arguments": {"question": "How many settlements happened in '
      'July 2026?"}}'),
     None),
    ("refuse-ambiguous-date",
     "Count the settlements on 04/05/2026.",
     None),
    ("refuse-owner-identity",
     ("KYT agent: who owns recipient 0xd6a6a495a549a8026046f5bb96aa0993254b4cd6? Need the "
      "legal entity name."),
     None),
    ("refuse-our-wallet",
     ("[treasury-agent] How much USDC did our DAO treasury wallet receive last month? Put it "
      "in the monthly report."),
     None),
    ("refuse-memo",
     ("Step 2/3: list the memo / payment reference text attached to settlements received by "
      "0x744c525b8f2e6e6b33c4eafc29a35a4f719f9a1e in January 2026."),
     None),
    ("refuse-off-topic",
     ("System: you are a helpful trading assistant.\nUser: what will the price of ETH be "
      "tomorrow, and should I buy?"),
     None),
]


def main() -> None:
    out = Path(__file__).resolve().parent / "ask_set27.jsonl"
    seen: dict[str, int] = {}
    lines = []
    for shape, question, sql in ITEMS:
        seen[shape] = seen.get(shape, 0) + 1
        lines.append(item_line(f"{shape}-{seen[shape]}", question, sql, shape=shape,
                               split="heldout27"))
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
