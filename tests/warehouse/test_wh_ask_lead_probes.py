"""The lead's sixth stranger batch of /ask (issue 16): 20 questions with hand-written SQL,
written before this session's planner changes were merged, never shown to the helper who made
them, and scored once on the merged code: 19/20 (every figure of 17 answers exact, both
refusals refused; "average number of payments per payer" refused unpaid), 0 charged wrong.
On main before the merge the same batch gave 17 of its 19 sound questions (one question
asked of a recipient with no 2026 payments was rewritten, "all time"), 1 charged wrong: a
"more than 100 usdc in total" threshold read as one payment's size.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse import calibration
from sextant.warehouse.backends import DuckDBBackend, Result
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import contains_in_order, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
R = calibration.load().recipients[0].address
A = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # the busiest payer of may 2026
TOP_R = "0x66fa4d79ca84016b42352be33c908dd812952ec8"  # the busiest recipient of 2026
MAR, APR, MAY = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"), ts(
    "2026-05-01", "2026-06-01")

LEAD: list[Any] = [
    ("what was the single biggest payment in march 2026 and who sent it",
     [f"SELECT amount, payer FROM settlements WHERE {MAR} "
      "ORDER BY amount DESC, timestamp, block_number, log_index LIMIT 1"]),
    ("how many distinct payers were there in april 2026",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {APR}"]),
    # the same side said again after the question is a restatement, not a correction
    ("How many payers in April 2026? Unique payers.",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {APR}"]),
    ("average payment size on weekends in may 2026",
     [f"SELECT avg(amount) FROM settlements WHERE {MAY} AND isodow(timestamp) IN (6, 7)"]),
    ("how many payments were larger than 5 USDC last month",
     [f"SELECT count(*) FROM settlements WHERE {MAY} AND amount > 5"]),
    ("total volume between march 3 and march 9 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-03-03', '2026-03-10')}"]),
    ("top 5 recipients by number of payments in 2025",
     [f"SELECT recipient, count(*) AS c FROM settlements WHERE {ts('2025-01-01', '2026-01-01')}"
      " GROUP BY recipient ORDER BY c DESC, recipient LIMIT 5"]),
    (f"how many payments did {R} receive in february 2026",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')} "
      f"AND recipient = '{R}'"]),
    ("daily average number of payments in january 2026",
     [f"SELECT count(*) / 31.0 FROM settlements WHERE {ts('2026-01-01', '2026-02-01')}"]),
    ("was volume higher in april or may 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {APR}",
      f"SELECT sum(amount) FROM settlements WHERE {MAY}"]),
    ("smallest payment ever recorded",
     ["SELECT min(amount) FROM settlements"]),
    ("median payment in the last 7 days",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}"]),
    ("what percent of payments in may 2026 were under 1 usdc",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 1) / count(*) FROM settlements "
      f"WHERE {MAY}"]),
    ("how many unique recipients got more than 100 usdc in total during 2026",
     [f"SELECT count(*) FROM (SELECT recipient FROM settlements WHERE "
      f"{ts('2026-01-01', '2027-01-01')} GROUP BY recipient HAVING sum(amount) > 100)"]),
    ("number of settlements per month in the first quarter of 2026",
     [f"SELECT date_trunc('month', timestamp) AS m, count(*) FROM settlements WHERE "
      f"{ts('2026-01-01', '2026-04-01')} GROUP BY 1 ORDER BY 1"]),
    (f"who paid {R} the most, all time",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE recipient = '{R}' "
      "GROUP BY payer ORDER BY v DESC, payer LIMIT 1"]),
    ("total amount settled on 2026-04-15",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-15', '2026-04-16')}"]),
    ("how many payments between 10 and 20 usdc in march 2026",
     [f"SELECT count(*) FROM settlements WHERE {MAR} AND amount BETWEEN 10 AND 20"]),
    # refused unpaid (no per-payer measure) until the per-entity averages of branch ha
    ("average number of payments per payer in april 2026",
     [f"SELECT count(*) * 1.0 / count(DISTINCT payer) FROM settlements WHERE {APR}"]),
    # refused unpaid (no gas measure) until the gas figures of branch ha6: gas cost in wei
    ("average gas fee paid per settlement last month",
     [f"SELECT avg(gas_used * gas_price) FROM settlements WHERE {MAY}"]),
    # the two kinds set 10 still charged wrong after round ha8, in the lead's words: a weekly
    # document being written is framing (no weekly series), "total up"/"add up" sums amounts
    ("preparing my weekly update for the team: how many settlements since may 20?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-20', '2026-06-04')}"]),
    ("writing a monthly report - total x402 volume in april?",
     [f"SELECT sum(amount) FROM settlements WHERE {APR}"]),
    ("could you add up the coinbase payments of 0.1 usdc or more in may",
     [f"SELECT sum(amount) FROM settlements WHERE {MAY} AND amount >= 0.1 AND "
      f"{fac('coinbase')}"]),
    ("sum up all payments in march 2026 please",
     [f"SELECT sum(amount) FROM settlements WHERE {MAR}"]),
    ("total payments last week",  # a bare "total payments" stays a count
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}"]),
    # set 11's one charged-wrong kind, in the lead's words: the noun of an "among <facilitator>"
    # scope is no count cue ("paid the most" ranks by volume)
    ("among heurist settlements, which 2 payers paid the most in 2025?",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2025-01-01', '2026-01-01')}"
      f" AND {fac('heurist')} GROUP BY payer ORDER BY v DESC LIMIT 2"]),
    ("out of coinbase's settlements in may 2026, what share were over 1 usdc?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) FROM settlements "
      f"WHERE {MAY} AND {fac('coinbase')}"]),
    # kinds set 11 refused (unpaid), in the lead's words: "gone through", "wk", "slice", "in
    # percent please", "which wallet paid", "first and last seen ... as recipient",
    # "<facilitator>-facilitated", "show up in the data"
    ("how many payments have gone through so far this month?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"]),
    ("median payment size last wk",
     [f"SELECT median(amount) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}"]),
    ("what was payai's slice of settlements in march 2026",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements "
      f"WHERE {MAR}"]),
    ("what share of april 2026 volume went through coinbase? in percent please",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) "
      f"FROM settlements WHERE {APR}"]),
    ("which wallet paid the largest payment in march 2026?",
     [f"SELECT payer FROM settlements WHERE {MAR} "
      "ORDER BY amount DESC, timestamp, block_number, log_index LIMIT 1"]),
    (f"first and last seen of {R} as recipient",
     ["SELECT strftime(min(timestamp), '%Y-%m-%dT%H:%M:%SZ'), "
      "strftime(max(timestamp), '%Y-%m-%dT%H:%M:%SZ') "
      f"FROM settlements WHERE recipient = '{R}'"]),
    ("how many heurist-facilitated payments were there in 2025?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-01-01', '2026-01-01')} "
      f"AND {fac('heurist')}"]),
    ("how many unique payers show up in the data",
     ["SELECT count(DISTINCT payer) FROM settlements"]),
    # found calling a fresh sandbox: the noun after "from <facilitator>" is no count cue either
    ("which 2 recipients got the most from heurist payments in 2025?",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {ts('2025-01-01', '2026-01-01')}"
      f" AND {fac('heurist')} GROUP BY recipient ORDER BY v DESC LIMIT 2"]),
    # with no address, "first seen" is who is new (a first "seen" payment would be charged wrong)
    ("how many recipients were first seen in march 2026?",
     ["SELECT count(*) FROM (SELECT recipient, min(timestamp) AS timestamp FROM settlements "
      f"GROUP BY recipient) WHERE {MAR}"]),
    # found calling a fresh sandbox: "when" was a filler word, so "... and when" was dropped
    # (the amount alone, charged); "what date was the smallest payment" ranked days
    ("what's the biggest single payment in 2025 and when did it happen",
     ["SELECT amount, strftime(timestamp, '%Y-%m-%dT%H:%M:%SZ') FROM settlements WHERE "
      f"{ts('2025-01-01', '2026-01-01')} ORDER BY amount DESC, timestamp LIMIT 1"]),
    ("the largest payment in march 2026: amount and date",
     [f"SELECT amount, strftime(timestamp, '%Y-%m-%dT%H:%M:%SZ') FROM settlements WHERE {MAR} "
      "ORDER BY amount DESC, timestamp LIMIT 1"]),
    ("on which day was the biggest single settlement of april 2026?",
     [f"SELECT strftime(timestamp, '%Y-%m-%dT%H:%M:%SZ') FROM settlements WHERE {APR} "
      "ORDER BY amount DESC, timestamp LIMIT 1"]),
    ("which day had the highest payment volume in march 2026",
     [f"SELECT timestamp::DATE AS d, sum(amount) AS v FROM settlements WHERE {MAR} "
      "GROUP BY d ORDER BY v DESC LIMIT 1"]),
    # read from set 12's misses, in the lead's words: key=value requests, a difference of a
    # distinct count, a series "in order", a net flow said as "received minus paid", typos
    ("metric=median_amount; facilitator=coinbase; period=2026-03",
     [f"SELECT median(amount) FROM settlements WHERE {MAR} AND {fac('coinbase')}"]),
    (f"query: unique_payers | recipient={R} | range=all",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = '{R}'"]),
    ("how many fewer unique recipients were there in april 2026 than in march 2026?",
     [f"SELECT (SELECT count(DISTINCT recipient) FROM settlements WHERE {MAR}) - "
      f"(SELECT count(DISTINCT recipient) FROM settlements WHERE {APR})"]),
    ("monthly volume for february through april 2026, in chronological order",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-02-01', '2026-03-01')}",
      f"SELECT sum(amount) FROM settlements WHERE {MAR}",
      f"SELECT sum(amount) FROM settlements WHERE {APR}"]),
    (f"{R} - received minus paid over all time?",
     [f"SELECT (SELECT coalesce(sum(amount), 0) FROM settlements WHERE recipient = '{R}') - "
      f"(SELECT coalesce(sum(amount), 0) FROM settlements WHERE payer = '{R}')"]),
    ("which payer has spent the largest total amount through coinbase in 2025?",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE {ts('2025-01-01', '2026-01-01')} "
      f"AND {fac('coinbase')} GROUP BY payer ORDER BY v DESC LIMIT 1"]),
    ("heurist payments only: how many in march 2026?",
     [f"SELECT count(*) FROM settlements WHERE {MAR} AND {fac('heurist')}"]),
    # read from set 13's misses after its clean score, in the lead's words
    ("among payments of at least 1 usdc, what total went through payai in march 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {MAR} AND {fac('payai')} AND amount >= 1"]),
    ("the USDC value of all settlements that took place in april 2026, please",
     [f"SELECT sum(amount) FROM settlements WHERE {APR}"]),
    ("QUERY: metric=avg_amount; scope=all; period=2026-05-01..2026-05-31 (inclusive)",
     [f"SELECT avg(amount) FROM settlements WHERE {MAY}"]),
    ("how many settlements since 20.05.2026?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-20', '2026-06-04')}"]),
    ("volume on 03.04.2026 (dd.mm.yyyy)",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-03', '2026-04-04')}"]),
    ("how mnay settlements did heurist setle in 2025",
     [f"SELECT count(*) FROM settlements WHERE {ts('2025-01-01', '2026-01-01')} "
      f"AND {fac('heurist')}"]),
    # an amount band said with "up to": its top included unless said otherwise
    ("number of payments from $0.05 up to and including $2 in march 2026",
     [f"SELECT count(*) FROM settlements WHERE {MAR} AND amount >= 0.05 AND amount <= 2"]),
    ("volume of payments from 0.5 usdc up to but not including 1 usdc in april 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {APR} AND amount >= 0.5 AND amount < 1"]),
    ("payments from $0.10 through $0.50 (inclusive) in may 2026: how many?",
     [f"SELECT count(*) FROM settlements WHERE {MAY} AND amount >= 0.1 AND amount <= 0.5"]),
    # who the agent asks for, said first (sets 14 and 15, read after their scores)
    (f"On behalf of my client, please report the number of payments {A} made in may 2026",
     [f"SELECT count(*) FROM settlements WHERE {MAY} AND payer = '{A}'"]),
    (f"Treasury assistant here: total usdc received by {TOP_R} in april 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {APR} AND recipient = '{TOP_R}'"]),
    ("Agent request: how many unique payers were there in march 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {MAR}"]),
    (f"acting for the wallet owner: volume paid by {A} in march 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {MAR} AND payer = '{A}'"]),
    # "the highest payment count" is the most payments, not the largest payment (charged
    # wrong on set 14); "the payer with the most" a ranking; "(by count)" said twice
    ("the payer with the highest payment count in may 2026",
     [f"SELECT payer, count(*) FROM settlements WHERE {MAY} GROUP BY 1 ORDER BY 2 DESC LIMIT 1"]),
    ("return the recipient address with the most payments in april 2026",
     [f"SELECT recipient, count(*) FROM settlements WHERE {APR} GROUP BY 1 "
      "ORDER BY 2 DESC LIMIT 1"]),
    ("which four recipient addresses got the most payments (by count) in march 2026",
     [f"SELECT recipient FROM settlements WHERE {MAR} GROUP BY 1 ORDER BY count(*) DESC "
      "LIMIT 4"]),
    # "what total did it receive" beside a count (the total was dropped: charged wrong)
    (f"for {TOP_R} in april 2026: how many payments, and what total did it receive?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {APR} AND recipient = '{TOP_R}'"]),
    # "what was the change in X from A to B", "how did X change": the size of the change too
    # (only the percent was given: charged wrong on set 16, read after its clean score)
    ("What was the change in payai volume from march 2026 to april 2026?",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {APR} AND {fac('payai')}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {MAR} AND {fac('payai')})"]),
    ("how did the number of payments change from april to may 2026",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {MAY}) - "
      f"(SELECT count(*) FROM settlements WHERE {APR})"]),
    # the payer said as "the paying wallet" (it was dropped: charged wrong on set 17)
    ("biggest payment via payai in april 2026: the amount and the paying wallet",
     [f"SELECT amount, payer FROM settlements WHERE {APR} AND {fac('payai')} "
      "ORDER BY amount DESC LIMIT 1"]),
    ("hw many payments in april 2026", [f"SELECT count(*) FROM settlements WHERE {APR}"]),
    ("volume on christmas day 2025",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2025-12-25', '2025-12-26')}"]),
    # a list numbered within one line after a colon (found calling a fresh sandbox: refused)
    ("Please return, in this order: 1. the number of settlements in March 2026 2. the total "
     "USDC volume in March 2026. Exact values please.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {MAR}"]),
    ("for Q1 2026: 1) unique payers 2) unique recipients 3) the median payment",
     [f"SELECT count(DISTINCT payer), count(DISTINCT recipient), median(amount) FROM "
      f"settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    # the amount of "the median payment amount" is the median's: the share beside it stays a
    # share of payments (it was read as a share of volume, and charged)
    ("In April 2026, what was the percentage of payments below one cent and the median "
     "payment amount?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*), median(amount) "
      f"FROM settlements WHERE {APR}"]),
    ("april 2026: % of settlements under a cent, then the average payment value",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*), avg(amount) "
      f"FROM settlements WHERE {APR}"]),
    ("what % of USDC volume in april 2026 came from payments of at least 1 usdc, and what was "
     "the median payment amount?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE amount >= 1) / sum(amount), median(amount) "
      f"FROM settlements WHERE {APR}"]),
    # "throughput check:" is a label; the measure follows it (read as the volume per day, and
    # charged, found on a stranger's phrasing)
    ("Throughput check: settlements per day averaged over the last 90 days?",
     [f"SELECT count(*) / 90.0 FROM settlements WHERE {ts('2026-03-06', '2026-06-04')}"]),
    # a facilitator's name a letter off, where the question says "facilitator"
    ("how many payments went through the heurost facilitator in march 2026",
     [f"SELECT count(*) FROM settlements WHERE {MAR} AND {fac('heurist')}"]),
    # a change asked of two periods named earlier first, joined by "and": the later's change
    # relative to the earlier (it was the first's relative to the second, and charged)
    ("Compare payments in March 2026 and April 2026, with the percent change.",
     [f"SELECT count(*) FROM settlements WHERE {MAR}",
      f"SELECT count(*) FROM settlements WHERE {APR}",
      f"SELECT 100.0 * ((SELECT count(*) FROM settlements WHERE {APR}) - (SELECT count(*) FROM "
      f"settlements WHERE {MAR})) / (SELECT count(*) FROM settlements WHERE {MAR})"]),
    ("usdc volume in march 2026 and april 2026, and the percent change",
     [f"SELECT sum(amount) FROM settlements WHERE {MAR}",
      f"SELECT sum(amount) FROM settlements WHERE {APR}",
      f"SELECT 100.0 * ((SELECT sum(amount) FROM settlements WHERE {APR}) - (SELECT sum(amount) "
      f"FROM settlements WHERE {MAR})) / (SELECT sum(amount) FROM settlements WHERE {MAR})"]),
    # "payer counts": how many payers, not how many payments (answered with the payments)
    ("Compare payer counts for March and April 2026, and give the percent change.",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {MAR}",
      f"SELECT count(DISTINCT payer) FROM settlements WHERE {APR}",
      f"SELECT 100.0 * ((SELECT count(DISTINCT payer) FROM settlements WHERE {APR}) - (SELECT "
      f"count(DISTINCT payer) FROM settlements WHERE {MAR})) / (SELECT count(DISTINCT payer) "
      f"FROM settlements WHERE {MAR})"]),
    ("recipient count in may 2026",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {MAY}"]),
    # a request's "I" and an analyst's "we" are no party to the payments
    ("Can I get the total volume for May 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {MAY}"]),
    ("How many payments have we had month to date?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-06-01', '2026-06-04')}"]),
    # "and from whom": the payer (it was read as the recipient, the address asked about)
    (f"What was the biggest payment {TOP_R} ever received and from whom?",
     [f"SELECT amount, payer FROM settlements WHERE recipient = '{TOP_R}' "
      "ORDER BY amount DESC, timestamp, block_number, log_index LIMIT 1"]),
    # "income" is money received: a share of volume (it was read as a share of payments)
    (f"What share of {TOP_R}'s May 2026 income came from {A}?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE payer = '{A}') / sum(amount) FROM "
      f"settlements WHERE {MAY} AND recipient = '{TOP_R}'"]),
    # "<figure> change from A to B": its size too, later minus earlier (only the % was given,
    # and charged)
    ("PayAI volume change from January to February 2026",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {fac('payai')} AND "
      f"{ts('2026-02-01', '2026-03-01')}) - (SELECT sum(amount) FROM settlements WHERE "
      f"{fac('payai')} AND {ts('2026-01-01', '2026-02-01')})"]),
    # "how many USDC payments": a count (it was read "how much USDC", and the volume charged)
    ("How many USDC payments were settled in May 2026?",
     [f"SELECT count(*) FROM settlements WHERE {MAY}"]),
    # the USDC in a clause of its own beside a count: its volume too (it was dropped, charged)
    (f"number of payments received by {TOP_R} in May 2026, and USDC received?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {MAY} AND recipient = '{TOP_R}'"]),
    ("number of payments in May 2026, and the USDC?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {MAY}"]),
    # a bare party in a list of figures: its unique count (it was dropped, and charged)
    ("May 2026: payments, payers, recipients, volume",
     [f"SELECT count(*), count(DISTINCT payer), count(DISTINCT recipient), sum(amount) FROM "
      f"settlements WHERE {MAY}"]),
    ("Coinbase in April 2026: transactions and payers",
     [f"SELECT count(*), count(DISTINCT payer) FROM settlements WHERE {APR} AND "
      f"{fac('coinbase')}"]),
    # found by ha49, charged wrong on main: "amount" dropped with the form note (the count was
    # given); "how much in total" taken by the per-day average beside it
    ("Input: settlements for April 2026. Output: total amount in USDC, unrounded.",
     [f"SELECT sum(amount) FROM settlements WHERE {APR}"]),
    ("How much in total and average volume per day in May 2026?",
     [f"SELECT sum(amount), sum(amount) / 31 FROM settlements WHERE {MAY}"]),
    # an ISO day range written "A..B" after a key: both days (the key's reader split it)
    ("distinct payers, facilitator=coinbase, period=2026-04-01..2026-04-30",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {APR} AND {fac('coinbase')}"]),
    # a number of figures said, and that many read
    ("I need three numbers for May 2026: number of payments, total USDC, and how many "
     "different wallets paid.",
     [f"SELECT count(*), sum(amount), count(DISTINCT payer) FROM settlements WHERE {MAY}"]),
    ("count_change(from=2026-04, to=2026-05)",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {MAY}) - (SELECT count(*) FROM "
      f"settlements WHERE {APR})"]),
    # "above or below" of two periods: a comparison (refused unpaid before)
    ("Was May 2026 volume above or below April 2026 volume, and by how much?",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {MAY}) - (SELECT sum(amount) FROM "
      f"settlements WHERE {APR})"]),
    # what the asker sells is paid to the address said: "I" is that address (refused before)
    (f"I run an API paid at {TOP_R}. How much did I earn in April 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {APR} AND recipient = '{TOP_R}'"]),
    (f"Our endpoint gets paid at {TOP_R} - how many customers paid us in April 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {APR} AND recipient = '{TOP_R}'"]),
    # "on which date was the first ...": when (it was read as the busiest day, then refused)
    ("on which date was the first payment through payai?",
     ["SELECT strftime(timestamp, '%Y-%m-%dT%H:%M:%SZ') FROM settlements WHERE "
      f"{fac('payai')} ORDER BY timestamp, block_number, log_index LIMIT 1"]),
    (f"what day did {A} last pay anyone?",
     ["SELECT strftime(timestamp, '%Y-%m-%dT%H:%M:%SZ') FROM settlements WHERE "
      f"payer = '{A}' ORDER BY timestamp DESC, block_number DESC, log_index DESC LIMIT 1"]),
    (f"hi i run a little shop that takes x402 payments at {TOP_R} how many payments did i get "
     "in may 2026",
     [f"SELECT count(*) FROM settlements WHERE {MAY} AND recipient = '{TOP_R}'"]),
    # a payer word with no side of its own, then a verb that receives: recipients (it counted
    # the payers: charged wrong)
    ("how many users got paid in may 2026?",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {MAY}"]),
    ("how many customers received more than 10 payments in may 2026?",
     [f"SELECT count(*) FROM (SELECT recipient FROM settlements WHERE {MAY} GROUP BY recipient "
      "HAVING count(*) > 10)"]),
    ("how many users paid in may 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {MAY}"]),
    # found by ha60: "took in" beside "paid out" is the received side (the paid side was
    # dropped: charged wrong)
    (f"For {A}: USDC it paid out, then USDC it took in, in 2026.",
     [f"SELECT sum(amount) FILTER (WHERE payer = '{A}'), coalesce(sum(amount) FILTER (WHERE "
      f"recipient = '{A}'), 0) FROM settlements WHERE {ts('2026-01-01', '2027-01-01')}"]),
    # "from march till now" is since March (March alone was read: charged wrong, found by ha61)
    ("how many payments from march till now",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-03-01', '2026-06-04')}"]),
    ("volume from 1 may 2026 to today",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-06-04')}"]),
    # the address before its verb ("how much USDC 0x... has paid"): its side (it was either
    # side, found by ha61)
    (f"My user asks how much USDC {A} has paid out in 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-01-01', '2027-01-01')} AND "
      f"payer = '{A}'"]),
    (f"how much USDC {TOP_R} was paid in May 2026",
     [f"SELECT sum(amount) FROM settlements WHERE {MAY} AND recipient = '{TOP_R}'"]),
    ("could u pls tell me how many payments went through coinbase in may 2026",
     [f"SELECT count(*) FROM settlements WHERE {MAY} AND {fac('coinbase')}"]),
]

REFUSE = [
    # an address said as a customer's, not the asker's: "I" is still unsaid
    f"My customer pays from {A}. How much did I earn in May 2026?",
    # three figures said, two read (the count of payments was dropped, and charged)
    "I need three numbers for May 2026 - total payments, total USDC, and how many different "
    "wallets paid.",
    # parties alone, no figure listed: how many, or who?
    "payers and recipients in May 2026",
    # an English word a letter from a facilitator's name is not that facilitator ("treasury"
    # was read as Treasure, answered 0 and charged)
    f"As a treasury agent I need the total USDC received by {R} in February 2026",
    "how much did the treasury pay out in march 2026",
    # wallets on either side together: no measure here counts them (answered as the payers)
    "How many different wallets were active in May 2026 (payers or recipients)?",
    "how many unique addresses were active in may 2026, payers and recipients together",
    "distinct wallets on either side of a payment in april 2026",
    # the asker's own payments with no address to say whose (answered with every settlement)
    "how many payments did I make in May 2026?",
    "what's my total revenue this year?",
    "how much did we receive in may 2026",
    "how much did my agent pay in april 2026",
    "how much usdc did I send in may 2026",
    "how many payments did I get yesterday",
    # an amount bound said of the second figure only (it was applied to both, and charged)
    "For April 2026: volume, then the count of payments above 1 USDC.",
    "In April 2026, give the total volume and the number of payments over 1 USDC.",
    # argument bullets whose period is a month, asked "in that week": which is it?
    "Constraints:\n- facilitator: Coinbase\n- month: December 2025\nQuestion: how many unique "
    "payers paid in that week?",
    "how many refunds were issued in may 2026",
    # the warehouse holds no ETH price
    "average gas fee paid per settlement in dollars last month",
    # a count asked beside a row, and a time asked of a total: each was answered without the
    # figure (the row alone; the volume alone), and charged
    "how many payments were made in may 2026 and when was the last one",
    "when did the volume of payai settlements reach 100 usdc",
    # a key this reading does not know; a difference of which of two figures?
    "metric=total_volume_usdc; country=us; period=2026-03",
    "how many more payments and unique payers in may 2026 than in april 2026",
    # charged wrong on the probe sets before (a figure dropped, or the wrong period): refused
    "payai in april 2026 - txns and distinct recipients",
    "heurist txns in march 2026 and unique payers",  # found calling a fresh sandbox
    f"how much did {R} receive in the last 7 days and how much in the previous month",
    "volume on 31.04.2026",  # no such day
    "payments from $1 up to but not including $1 in may 2026",  # an empty band
    # two rankings in one: by which?
    "the payer with the highest payment count and the highest volume in may 2026",
    f"on behalf of my user, the wallet {A}: is it a bot?",
    # a forecast (charged before). The figures asked by name beside a share or a per-payment
    # threshold, refused here before, are answered now (test_wh_ask_probe_ha20)
    "what will the payment count be by the end of july 2026?",
    # a count's two bounds: "more than 10" was read as an amount of 10 USDC (charged)
    "how many payers made more than 10 and at most 50 payments in may 2026",
    # "and what was their total" beside a count of payers: the total was dropped (charged)
    "how many distinct payers made payments of at least 0.1 USDC in May 2026, and what was "
    "their total?",
    # the other side said alone after the question corrects it: it answered payers (charged)
    "How many payers in May 2026? Sorry, recipients.",
    "how many unique payers paid in march 2026? recipients.",
    "Number of buyers last week? Oops, sellers!",
    # a count said as "total settlements" beside a row: the count was dropped (charged)
    "total settlements in May 2026 and the last settlement",
    "Total transactions in April 2026, and the latest settlement?",
    "settlement count for March 2026 plus the most recent payment",
    # two sides of one period said twice were compared with the period before (charged)
    "How does 0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d's October 2025 receiving compare "
    "with its October 2025 paying?",
    "compare 0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d's income in March 2026 with its "
    "spending in March 2026",
]


def _run(duck: DuckDBBackend) -> Any:
    def run(sql: str) -> Result:
        return duck.run(check(sql))
    return run


@pytest.mark.parametrize(("question", "sql"), LEAD)
def test_lead_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    planned = answer_question(question, _run(duck), AS_OF, HELD)
    want = [v for s in sql for row in raw.rows(s) for v in row]
    assert want and contains_in_order(planned.figures, want), (planned.interpretation,
                                                              planned.figures, want)


@pytest.mark.parametrize("question", REFUSE)
def test_lead_refusal(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, _run(duck), AS_OF, HELD)


def test_own_payments_refusal_says_whose(duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable) as refused:
        answer_question("how many payments did I make last month?", _run(duck), AS_OF, HELD)
    assert "name the wallet address" in str(refused.value)


def test_a_percent_change_from_zero_says_it_is_not_defined(duck: DuckDBBackend,
                                                            raw: Any) -> None:
    """"By what percent?" of a change from 0: both figures, and why no percent is given (the
    answer gave the figures alone, as if the percent had been forgotten)."""
    planned = answer_question("Did the number of AnySpend payments grow from September 2025 to "
                              "October 2025? By what percent?",
                              lambda s: duck.run(check(s)), AS_OF, HELD, True)
    counts = [raw.one(f"SELECT count(*) FROM settlements WHERE {fac('anyspend')} AND {p}")
              for p in (ts("2025-10-01", "2025-11-01"), ts("2025-09-01", "2025-10-01"))]
    assert counts[1] == 0 < counts[0]
    assert planned.figures == counts
    assert "percent is not defined: the second figure is 0" in planned.answer


def test_one_scope_said_twice_is_not_compared_with_itself(duck: DuckDBBackend, raw: Any) -> None:
    """"(a) yesterday's payment count, (b) yesterday's volume": the two figures of one scope
    (the answer compared yesterday with yesterday and added a change of 0 %)."""
    planned = answer_question("As the treasury agent for a merchant I need: (a) yesterday's "
                              "payment count, (b) yesterday's volume.", _run(duck), AS_OF, HELD)
    want = raw.rows("SELECT count(*), sum(amount) FROM settlements WHERE "
                    f"{ts('2026-06-02', '2026-06-03')}")[0]
    assert [float(v) for v in planned.figures] == [float(v) for v in want]
    assert "compared" not in planned.interpretation


@pytest.mark.parametrize("question", [
    "Email from Coinbase: 'Hi team, how many settlements were there in May 2026?'",
    "Email from Coinbase: how many settlements were there in May 2026?",
    "Forwarded email from PayAI: what was the total volume last week?",
])
def test_a_facilitator_named_only_as_the_sender_is_refused(question: str,
                                                           duck: DuckDBBackend) -> None:
    """A facilitator named only as who sent the message: who wrote, or its settlements only?
    (the question was answered over Coinbase's settlements and charged)."""
    with pytest.raises(Unanswerable) as refused:
        answer_question(question, _run(duck), AS_OF, HELD)
    assert "or only" in str(refused.value)


def test_a_sender_that_is_not_a_facilitator_leaves_the_scope(duck: DuckDBBackend,
                                                             raw: Any) -> None:
    planned = answer_question("How many settlements went through Coinbase in May 2026?",
                              _run(duck), AS_OF, HELD)
    assert planned.figures == [raw.one("SELECT count(*) FROM settlements WHERE "
                                       f"{fac('coinbase')} AND {ts('2026-05-01', '2026-06-01')}")]


def _count(raw: Any, start: str, end: str, where: str = "TRUE") -> float:
    return float(raw.one(f"SELECT count(*) FROM settlements WHERE {where} AND {ts(start, end)}"))


@pytest.mark.parametrize(("question", "subject", "baseline", "where"), [
    ("Compared with April 2026, were payments up or down in May 2026?",
     ("2026-05-01", "2026-06-01"), ("2026-04-01", "2026-05-01"), "TRUE"),
    ("Relative to last week, how many settlements were there this week?",
     ("2026-06-01", "2026-06-04"), ("2026-05-25", "2026-06-01"), "TRUE"),
    ("vs. April 2026: how many payments in May 2026 were over 1 USDC?",
     ("2026-05-01", "2026-06-01"), ("2026-04-01", "2026-05-01"), "amount > 1"),
])
def test_a_baseline_said_first_is_still_the_baseline(question: str, subject: tuple[str, str],
                                                     baseline: tuple[str, str], where: str,
                                                     duck: DuckDBBackend, raw: Any) -> None:
    """"Compared with April, were payments up or down in May?": May against April (April was
    read as the subject and the percent came out the other way round, charged)."""
    planned = answer_question(question, _run(duck), AS_OF, HELD)
    now, before = _count(raw, *subject, where), _count(raw, *baseline, where)
    assert contains_in_order(planned.figures, [now, before, 100 * (now - before) / before])


@pytest.mark.parametrize("question", [
    "Note: figures in EUR please. Query: total volume last week",
    "Reasoning: the figure is for last week, in euros. Query: total volume last week",
    "How much was paid to 0x08fcbb4c6ca25c80a4765761b6c9b8958f3d0a2d in May 2026, in GBP?",
])
def test_another_currency_is_refused(question: str, duck: DuckDBBackend) -> None:
    """Amounts are USDC: a figure asked in another currency is not one the data holds (a
    currency said outside the question's own clause was dropped and the USDC total charged)."""
    with pytest.raises(Unanswerable) as refused:
        answer_question(question, _run(duck), AS_OF, HELD)
    assert "USDC only" in str(refused.value)


def test_another_currency_beside_usdc_said_is_context(duck: DuckDBBackend, raw: Any) -> None:
    planned = answer_question("Context: our books are kept in GBP. How much USDC was settled "
                              "last week?", _run(duck), AS_OF, HELD)
    assert planned.figures == [raw.one("SELECT sum(amount) FROM settlements WHERE "
                                       f"{ts('2026-05-25', '2026-06-01')}")]
