"""Asks of round ha47 (people's voice, and assistants relaying for people), in our own words: a
sentence about the asker before the question ("For a talk I'm giving next week:", "my editor
wants to know", "So I've been following x402 for a while and I'm curious,"), set aside only
when it says nothing of the data; "the biggest day ever by volume"; "Did volume grow from A to
B? By what percent?" (and "by how much?"); "excluding weekends", "weekdays only"; "average
daily (number of) unique payers", "on an average day"; "new (first payment ever)"; "payers q1
2026"; payers (recipients) through two facilitators, both or one but not the other, in one
period. Each against hand SQL, or a refusal for the near misses (a sentence that scopes, a
growth with no periods, "through Coinbase and PayAI" with neither "both" nor "not", the two
facilitators' payers with no whole period)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
MAY, Q1 = ts("2026-05-01", "2026-06-01"), ts("2026-01-01", "2026-04-01")
Q4, DEC = ts("2025-10-01", "2026-01-01"), ts("2025-12-01", "2026-01-01")
LAST_WEEK = ts("2026-05-25", "2026-06-01")
CB, PA = fac("coinbase"), fac("payai")
DAY = "CAST(timestamp AT TIME ZONE 'UTC' AS DATE)"
WEEKDAY = "dayofweek(timestamp AT TIME ZONE 'UTC') NOT IN (0, 6)"
WEEKEND = "dayofweek(timestamp AT TIME ZONE 'UTC') IN (0, 6)"


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def pct(figure: str, later: str, earlier: str) -> list[str]:
    a, b = (f"(SELECT {figure} FROM settlements WHERE {w})" for w in (later, earlier))
    return [f"SELECT 100.0 * ({a} - {b}) / {b}"]


def change(figure: str, later: str, earlier: str) -> list[str]:
    a, b = (f"(SELECT {figure} FROM settlements WHERE {w})" for w in (later, earlier))
    return [f"SELECT {a} - {b}"]


def top_day(figure: str, where: str = "TRUE", both: bool = True) -> list[str]:
    cols = "d, v" if both else "d"
    return [f"SELECT {cols} FROM (SELECT {DAY} d, {figure} v FROM settlements WHERE {where} "
            f"GROUP BY 1 ORDER BY 2 DESC LIMIT 1)"]


def daily_distinct(side: str, where: str) -> list[str]:
    return [f"SELECT avg(c) FROM (SELECT {DAY}, count(DISTINCT {side}) c FROM settlements "
            f"WHERE {where} GROUP BY 1)"]


def shared(side: str, period: str, a: str, b: str, op: str = "INTERSECT") -> list[str]:
    return [f"SELECT count(*) FROM (SELECT {side} FROM settlements WHERE {period} AND {a} {op} "
            f"SELECT {side} FROM settlements WHERE {period} AND {b})"]


def new_share(start: str, period: str) -> list[str]:
    return [f"SELECT 100.0 * count(*) FILTER (WHERE f >= TIMESTAMPTZ '{start} 00:00:00+00') / "
            f"count(*) FROM (SELECT payer, min(timestamp) f FROM settlements GROUP BY 1) "
            f"WHERE payer IN (SELECT payer FROM settlements WHERE {period})"]


PROBES = [
    # the asker's own sentence, nothing of the data in it
    ("my editor wants to know how many payments went through Coinbase in May 2026, can you help?",
     one("count(*)", f"{MAY} AND {CB}")),
    ("For a talk I'm giving next week: what was the average payment size in May 2026?",
     one("avg(amount)", MAY)),
    ("So I've been following x402 for a while and I'm curious, what was the median payment "
     "in April 2026?", one("median(amount)", APR)),
    ("Writing up a summary for my team. What was total volume in Q1 2026 and how does it "
     "compare to Q4 2025?", [*one("sum(amount)", Q1), *one("sum(amount)", Q4)]),
    ("My boss asked me to find out how many unique wallets paid for something in May 2026 - "
     "is that something you can tell me?", one("count(DISTINCT payer)", MAY)),
    ("I'm writing a piece on x402 adoption and wanted to check how many payments there were "
     "in May 2026", one("count(*)", MAY)),
    ("Hey there! I'm new to x402 and wondering: how many payments happened in December 2025?",
     one("count(*)", DEC)),
    ("Long time lurker here. How many unique payers were there in Q1 2026?",
     one("count(DISTINCT payer)", Q1)),
    ("I'm a PM on a payments team and my director asked me to find out what the average "
     "payment was last month.", one("avg(amount)", MAY)),
    # the biggest day by a figure
    ("What was the biggest day ever by volume, and how much?", top_day("sum(amount)")),
    ("Biggest day by volume in Q1 2026?", top_day("sum(amount)", Q1, both=False)),
    ("What was the largest day ever by number of payments?", top_day("count(*)", both=False)),
    ("What was the biggest day in April 2026 by number of payments, and how many were there?",
     top_day("count(*)", APR)),
    # did it grow, and by what percent (how much)
    ("Did volume grow from Q4 2025 to Q1 2026? By what percent?", pct("sum(amount)", Q1, Q4)),
    ("Did unique payers go up from March 2026 to April 2026? by how much?",
     change("count(DISTINCT payer)", APR, MAR)),
    ("Did payments drop from March 2026 to April 2026? By what percentage?",
     pct("count(*)", APR, MAR)),
    ("Did Coinbase volume grow from April 2026 to May 2026? By what percent?",
     pct("sum(amount)", f"{MAY} AND {CB}", f"{APR} AND {CB}")),
    ("We're doing a retro on the spring. Did the payment count go up from March 2026 to "
     "April 2026? By what percent?", pct("count(*)", APR, MAR)),
    ("Did volume increase from April 2026 to May 2026? If so, by how much?",
     change("sum(amount)", MAY, APR)),
    # weekends left out, or only weekends
    ("What was the average daily volume in April 2026 excluding weekends?",
     [f"SELECT sum(amount) / 22 FROM settlements WHERE {APR} AND {WEEKDAY}"]),
    ("average daily payments in May 2026 on weekdays only",
     [f"SELECT count(*) / 21 FROM settlements WHERE {MAY} AND {WEEKDAY}"]),
    ("How many payments in Q1 2026 excluding weekends?", one("count(*)", f"{Q1} AND {WEEKDAY}")),
    ("Volume in April 2026, weekends only?", one("sum(amount)", f"{APR} AND {WEEKEND}")),
    ("median payment in April 2026, weekdays only", one("median(amount)", f"{APR} AND {WEEKDAY}")),
    # the average of each day's distinct payers (recipients)
    ("Average daily number of unique payers in May 2026.", daily_distinct("payer", MAY)),
    ("What was the daily average of unique payers last month?", daily_distinct("payer", MAY)),
    ("average daily number of unique recipients in April 2026",
     daily_distinct("recipient", APR)),
    ("average daily unique payers last week?", daily_distinct("payer", LAST_WEEK)),
    ("In May 2026, how many distinct payers were active on an average day?",
     daily_distinct("payer", MAY)),
    ("How many payments on an average day in May 2026?",
     [f"SELECT count(*) / 31 FROM settlements WHERE {MAY}"]),
    # new, with its gloss
    ("what share of payers in May 2026 were new (first payment ever)?",
     new_share("2026-05-01", MAY)),
    ("What percent of payers in April 2026 were new (first-time)?", new_share("2026-04-01", APR)),
    # a side and a period
    ("recipients q1 2026", one("count(DISTINCT recipient)", Q1)),
    ("payers last month?", one("count(DISTINCT payer)", MAY)),
    # two facilitators' payers (recipients) in one period
    ("How many payers paid both through Coinbase and PayAI in May 2026?",
     shared("payer", MAY, CB, PA)),
    ("How many payers used both Coinbase and PayAI in April 2026?", shared("payer", APR, CB, PA)),
    ("How many recipients got paid through both PayAI and Coinbase in May 2026?",
     shared("recipient", MAY, PA, CB)),
    ("how many payers paid through coinbase but never payai in May 2026",
     shared("payer", MAY, CB, PA, "EXCEPT")),
    ("How many payers used PayAI but not Coinbase in Q1 2026?",
     shared("payer", Q1, PA, CB, "EXCEPT")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a sentence before the question that scopes it, or says a figure
    "I only care about weekends. What was the average daily volume in April 2026?",
    "I'm looking at big payments: how many payments in May 2026?",
    "My boss asked me to find out how many payments we made in May 2026.",
    "I'm interested in the median. What was the payment size in May 2026?",
    "Writing up our quarterly review. What was total volume in Q1 2026?",
    # a sentence naming what the settlements do not hold, or another chain
    "I'm writing about failed payments. How many payments in May 2026?",
    "I'm tracking refunds, so: how many payments in May 2026?",
    "For our Solana dashboard: how many payments in May 2026?",
    # growth with no periods, or on another chain; a second exclusion not read
    "Did volume grow? By what percent?",
    "Did volume grow from Q4 2025 to Q1 2026 on Polygon? By what percent?",
    "Average daily volume in April 2026 excluding weekends and holidays?",
    # a biggest day with no figure to rank by
    "What was the biggest day?",
    # two facilitators with neither "both" nor "not"; no whole period; a second figure
    "How many payers paid through Coinbase and PayAI in May 2026?",
    "How many payers used PayAI but not Coinbase?",
    "How many recipients got payments via PayAI but not Coinbase last month, and their volume?",
    "How many payers paid both through Coinbase and PayAI more than twice in May 2026?",
    # "typical day": the median day or the average, left as said
    "What was the volume on a typical day in April 2026?",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
