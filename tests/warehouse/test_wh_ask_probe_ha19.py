"""Phrasings, dates, scopes and templates of round ha19, in our own words: "(week starts
Monday)" beside a Monday week, weekday names beside a span's dates ("the week Mon 13 Apr - Sun
19 Apr 2026"), a range's ends in words ("from the first of March to the last day of March
2026"), an hour window ending on the hour ("from 09:00 to 12:00 UTC on ..."), the asker's
purpose said first ("I'm putting together a deck on ..., so:"), a facilitator's "traffic",
an address's side said loosely ("whether it paid or got paid"), agent key=value templates
(a task word, a metric as a function call, filters, top-k), "Total of 0x...'s payments over
N", "when exactly was <tx hash> settled" and rows listed alone beside other figures
("0x...: total received, payments, unique payers"). Each against hand SQL, or a refusal for
the near misses the plan does not cover."""

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
P = "0xe04012eada2f46292acc25ca51f9a092657750e0"  # a busy payer
B = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"  # an address on both sides
TX = "0x035ad7c8811a6da0b25be86c852bea8d0806c3b4a6cb78f66d47c0c6bfc2d188"
S = "FROM settlements WHERE"
WEEK = ts("2026-04-13", "2026-04-20")
THIS_WEEK = ts("2026-06-01", "2026-06-04")
MAR, APR, JAN = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"), \
    ts("2026-01-01", "2026-02-01")
Q4 = ts("2025-10-01", "2026-01-01")
EITHER = f"(payer = '{B}' OR recipient = '{B}')"


def _hours(day: str, h1: int, h2: int) -> str:
    return (f"timestamp >= TIMESTAMPTZ '{day} {h1:02d}:00:00+00' AND "
            f"timestamp < TIMESTAMPTZ '{day} {h2:02d}:00:00+00'")


PROBES = [
    # "(week starts Monday)" beside a week that starts on a Monday
    ("usdc settled this week (week starts monday)", [f"SELECT sum(amount) {S} {THIS_WEEK}"]),
    ("number of payments last week (Monday-start weeks)",
     [f"SELECT count(*) {S} {ts('2026-05-25', '2026-06-01')}"]),
    ("how many settlements so far this week (weeks begin on a Monday)",
     [f"SELECT count(*) {S} {THIS_WEEK}"]),
    # weekday names beside the dates of a span
    ("how many payments over 0.1 usdc in the week Mon 13 Apr - Sun 19 Apr 2026",
     [f"SELECT count(*) {S} {WEEK} AND amount > 0.1"]),
    ("volume during the week Monday 13 April to Sunday 19 April 2026",
     [f"SELECT sum(amount) {S} {WEEK}"]),
    ("unique payers from Monday, April 13 through Sunday, April 19, 2026",
     [f"SELECT count(DISTINCT payer) {S} {WEEK}"]),
    ("average payment in the week 13 Apr - 19 Apr 2026", [f"SELECT avg(amount) {S} {WEEK}"]),
    # a range's ends in words
    ("median payment from the first of March to the last day of March 2026",
     [f"SELECT median(amount) {S} {MAR}"]),
    ("payments between the 1st of October and the last day of December 2025",
     [f"SELECT count(*) {S} {Q4}"]),
    ("total volume from the first day of january 2026 to the 10th of january 2026",
     [f"SELECT sum(amount) {S} {ts('2026-01-01', '2026-01-11')}"]),
    # an hour window ending on the hour
    ("how much usdc moved between 18:00 and 24:00 utc on 2025-11-18",
     [f"SELECT sum(amount) {S} timestamp >= TIMESTAMPTZ '2025-11-18 18:00:00+00' AND "
      "timestamp < TIMESTAMPTZ '2025-11-19 00:00:00+00'"]),
    ("settlement count 06:00-09:00 UTC on 2026-04-02",
     [f"SELECT count(*) {S} {_hours('2026-04-02', 6, 9)}"]),
    ("volume from 10:00 to 14:00 utc on 2026-04-02",
     [f"SELECT sum(amount) {S} {_hours('2026-04-02', 10, 14)}"]),
    # the asker's purpose said first
    ("I'm writing a blog post about agent commerce - how many settlements were there in "
     "march 2026?", [f"SELECT count(*) {S} {MAR}"]),
    ("for a memo on stablecoin rails: what was the median payment in april 2026?",
     [f"SELECT median(amount) {S} {APR}"]),
    ("We're preparing a review of payment sizes, so: what share of Q4 2025 volume came from "
     "payments of at least 1 usdc?",
     [f"SELECT 100 * sum(amount) FILTER (WHERE amount >= 1) / sum(amount) {S} {Q4}"]),
    # a facilitator's traffic
    ("within coinbase traffic in april 2026, which 2 recipients got the most payments?",
     [f"SELECT recipient {S} {fac('coinbase')} AND {APR} GROUP BY 1 ORDER BY count(*) DESC "
      "LIMIT 2"]),
    ("payai's traffic in march 2026: total usdc", [f"SELECT sum(amount) {S} {fac('payai')} "
                                                   f"AND {MAR}"]),
    # an address's side said loosely
    (f"how many payments involved {B}, whether it sent or received?",
     [f"SELECT count(*) {S} {EITHER}"]),
    (f"number of settlements with {B} in march 2026, whether it was paid or paid",
     [f"SELECT count(*) {S} {EITHER} AND {MAR}"]),
    # agent templates
    ("TASK=aggregate; METRIC=count(*); FILTER=facilitator:coinbase; PERIOD=2026-03",
     [f"SELECT count(*) {S} {fac('coinbase')} AND {MAR}"]),
    ("task=aggregate; metric=avg(amount_usdc); filter=amount>=0.5; "
     "period=2026-01-01..2026-01-31", [f"SELECT avg(amount) {S} {JAN} AND amount >= 0.5"]),
    ("TASK=aggregate; METRIC=count(distinct payer); FILTER=facilitator:payai; PERIOD=2026-04",
     [f"SELECT count(DISTINCT payer) {S} {fac('payai')} AND {APR}"]),
    ("TASK=aggregate; METRIC=sum(amount_usdc); FILTER=amount>0.1, facilitator:coinbase; "
     "PERIOD=2026-03-01..2026-03-31",
     [f"SELECT sum(amount) {S} {fac('coinbase')} AND {MAR} AND amount > 0.1"]),
    (f"TASK=aggregate; METRIC=median(amount_usdc); FILTER=payer:{P}; PERIOD=2026-04",
     [f"SELECT median(amount) {S} payer = '{P}' AND {APR}"]),
    ("TASK=topk; METRIC=sum(amount_usdc); GROUP_BY=payer; K=5; FILTER=facilitator:payai; "
     "PERIOD=2026-01-01..2026-01-31",
     [f"SELECT payer, sum(amount) {S} {fac('payai')} AND {JAN} GROUP BY 1 ORDER BY 2 DESC, 1 "
      "LIMIT 5"]),
    ("TASK=topk; METRIC=count(*); GROUP_BY=recipient; K=3; PERIOD=2026-04",
     [f"SELECT recipient, count(*) {S} {APR} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3"]),
    # the total of an address's payments over a bound
    (f"Total of {P}'s payments above 0.001 USDC in April 2026?",
     [f"SELECT sum(amount) {S} payer = '{P}' AND amount > 0.001 AND {APR}"]),
    (f"what's the total of {B}'s settlements of at least 1 usdc during Q4 2025",
     [f"SELECT sum(amount) {S} {EITHER} AND amount >= 1 AND {Q4}"]),
    # when exactly a transaction settled
    (f"When precisely did {TX} settle?", [f"SELECT timestamp {S} tx_hash = '{TX}'"]),
    (f"what's the exact timestamp (utc) of tx {TX}", [f"SELECT timestamp {S} tx_hash = '{TX}'"]),
    # rows said alone in a list of figures
    (f"Q4 2025 for {B}: total received, payments, unique payers.",
     [f"SELECT sum(amount), count(*), count(DISTINCT payer) {S} recipient = '{B}' AND {Q4}"]),
    ("coinbase, april 2026: unique payers, settlements",
     [f"SELECT count(DISTINCT payer), count(*) {S} {fac('coinbase')} AND {APR}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "how many settlements this week (weeks start on a Sunday)",  # not the planner's weeks
    "volume in the last 7 days (week starts Monday)",  # no week said
    "volume in the week Tue 13 Apr - Sun 19 Apr 2026",  # 13 April 2026 is a Monday
    "volume in the week 13 Apr - 25 Apr 2026",  # no week
    "volume from 09:30 to 12:00 UTC on 2025-11-18",  # inside an hour
    "volume from 22:00 to 02:00 UTC on 2025-11-18",  # across midnight
    "total traffic in march 2026",  # a count or a volume?
    "I'm writing a piece about payments over $5, so: how many payments in april 2026?",
    "TASK=aggregate; METRIC=sum(gas_used); PERIOD=2026-04",  # no such metric here
    "TASK=aggregate; METRIC=sum(amount_usdc); FILTER=chain:solana; PERIOD=2026-01",
    "TASK=topk; METRIC=count(*); GROUP_BY=recipient; PERIOD=2026-04",  # top how many?
    "TASK=topk; METRIC=avg(amount_usdc); GROUP_BY=payer; K=5; PERIOD=2026-04",
    "TASK=aggregate; METRIC=count(amount); PERIOD=2026-04",
    "volume of payments and unique payers in may 2026",  # the payments' number too?
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
