"""Asks of round ha26 (hp9 dev half), in our own words: two periods each said again ("X in
April, X in May, the difference (May minus April) and the % change from April to May": the
two sides in the order first said, the difference listed before the % change when said so);
"from A to B? Give A, B and the change"; framing that says a comparison ("a month-over-month
note", "my user wants to compare quarters") set aside when the question compares two such
units; the date of a ranked day ("the highest-volume day: the date and its volume"); the
block of one payment ("which block holds the largest payment"); "when did 0x... first
receive a payment, and when did it last receive one". Each against hand SQL, or a refusal
for the near misses (another verb at the other end; a block that is no payment's)."""

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
R = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # a recipient
P = "0xe04012eada2f46292acc25ca51f9a092657750e0"  # a busy payer
FEB, MAR = ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q1, Q2 = ts("2026-01-01", "2026-04-01"), ts("2026-04-01", "2026-06-04")


def sides(figure: str, a: str, b: str, pct_first: bool = False) -> list[str]:
    """A's figure, B's, then B less A and B's change relative to A in % (or % first)."""
    x, y = f"(SELECT {figure} FROM settlements WHERE {a})", \
        f"(SELECT {figure} FROM settlements WHERE {b})"
    diff, pct = f"{y} - {x}", f"100.0 * ({y} - {x}) / {x}"
    return [f"SELECT {x}, {y}, " + (f"{pct}, {diff}" if pct_first else f"{diff}, {pct}")]


PROBES = [
    # two periods each said again: the order first said, the change of the second
    ("Volume in March 2026, volume in April 2026, then the difference (April minus March) and "
     "the percent change from March to April",
     sides("sum(amount)", MAR, APR)),
    ("payment count for may 2026 and for april 2026, the % change from april to may",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {MAY}), "
      f"(SELECT count(*) FROM settlements WHERE {APR})"]),
    ("Give Q1 2026 volume, Q2 2026 volume so far and the percentage change from Q1 to Q2.",
     [f"SELECT x, y, 100.0 * (y - x) / x FROM (SELECT (SELECT sum(amount) FROM settlements "
      f"WHERE {Q1}) AS x, (SELECT sum(amount) FROM settlements WHERE {Q2}) AS y)"]),
    # "from A to B? Give A, B and the change"
    ("How did PayAI's payment count move from March 2026 to April 2026? Show March, April and "
     "the change.",
     [f"SELECT x, y, y - x FROM (SELECT (SELECT count(*) FROM settlements WHERE {MAR} AND "
      f"{fac('payai')}) AS x, (SELECT count(*) FROM settlements WHERE {APR} AND "
      f"{fac('payai')}) AS y)"]),
    # framing that says a comparison, said again by the question
    ("I am an assistant writing a month-over-month summary. Please give: February 2026 "
     "volume, March 2026 volume, the difference (March minus February) and the % change from "
     "February to March.", sides("sum(amount)", FEB, MAR)),
    ("My user would like to compare quarters. What was the volume of Q1 2026 and of Q2 2026 so "
     "far, and the % change from Q1 to Q2?",
     [f"SELECT (SELECT sum(amount) FROM settlements WHERE {Q1}), "
      f"(SELECT sum(amount) FROM settlements WHERE {Q2})"]),
    # the date of a ranked day
    ("Which day had the highest USDC volume ever? Give me the date and the volume.",
     ["SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v FROM settlements GROUP BY d "
      "ORDER BY v DESC, d LIMIT 1"]),
    ("the busiest day of april 2026 by number of payments: its date and count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE {APR} "
      "GROUP BY d ORDER BY c DESC, d LIMIT 1"]),
    # the block of one payment
    ("In which block was the largest payment of March 2026 included?",
     [f"SELECT block_number FROM settlements WHERE {MAR} ORDER BY amount DESC, id LIMIT 1"]),
    ("block number of the biggest settlement in may 2026",
     [f"SELECT block_number FROM settlements WHERE {MAY} ORDER BY amount DESC, id LIMIT 1"]),
    ("what block holds the largest payment ever? just the block number",
     ["SELECT block_number FROM settlements ORDER BY amount DESC, id LIMIT 1"]),
    (f"the block height of the first payment received by {R}",
     [f"SELECT block_number FROM settlements WHERE recipient = '{R}' ORDER BY timestamp, id "
      "LIMIT 1"]),
    # both ends of an address's history, the verb said again
    (f"When did {R} first receive a payment and when did it last receive one?",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE recipient = '{R}'"]),
    (f"when did {P} first send a payment, and when did it last send one",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE payer = '{P}'"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    f"When did {R} first receive a payment, and when did it last pay one?",  # another side
    "how many payments in block 123",
    "the largest block in march 2026",
    "I'm an assistant preparing a month-over-month note. What was the volume in April 2026?",
    "My user wants to compare quarters. What was the volume of Q1 2026?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
