"""Analyst asks of round ha13, in our own words: two periods listed with "and" (each period's
figure, then both combined, unless "combined"/"each" says which), a ranking's figure asked
before its day or payer (the figures in the order asked), one transaction looked up by its
hash, entities counted by how many distinct others they dealt with ("payers who paid more
than one recipient"), the payers two periods share (or one has and not the other, or new in
one), and a scope stressed in a clause of its own ("payai payments only:")
beside a ranking by volume or by count.
Each against hand SQL, or a refusal for the near misses the plan does not cover."""

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
S = "SELECT {} FROM settlements WHERE "
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
MAR = ts("2026-03-01", "2026-04-01")
Q4, Q1 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01")


def _each(what: str, *periods: str) -> list[str]:
    return [S.format(what) + p for p in periods]


def _distinct_over(entity: str, other: str, where: str, cond: str) -> str:
    return (f"SELECT count(*) FROM (SELECT {entity} FROM settlements WHERE {where} GROUP BY 1 "
            f"HAVING count(DISTINCT {other}) {cond})")


LISTED = [
    ("how many txns yesterday and today",
     _each("count(*)", ts("2026-06-02", "2026-06-03"), ts("2026-06-03", "2026-06-04"),
           ts("2026-06-02", "2026-06-04"))),
    ("volume on may 30 and may 31",
     _each("sum(amount)", ts("2026-05-30", "2026-05-31"), ts("2026-05-31", "2026-06-01"),
           ts("2026-05-30", "2026-06-01"))),
    ("usdc volume on may 30 and 31, 2026",
     _each("sum(amount)", ts("2026-05-30", "2026-05-31"), ts("2026-05-31", "2026-06-01"),
           ts("2026-05-30", "2026-06-01"))),
    ("payments on may 30 & may 31",
     _each("count(*)", ts("2026-05-30", "2026-05-31"), ts("2026-05-31", "2026-06-01"),
           ts("2026-05-30", "2026-06-01"))),
    ("payments in april and may",
     _each("count(*)", APR, MAY, ts("2026-04-01", "2026-06-01"))),
    ("unique payers on 2026-05-30 and 2026-05-31",
     _each("count(DISTINCT payer)", ts("2026-05-30", "2026-05-31"),
           ts("2026-05-31", "2026-06-01"), ts("2026-05-30", "2026-06-01"))),
    ("what was the average payment in march and april 2026?",
     _each("avg(amount)", MAR, APR, ts("2026-03-01", "2026-05-01"))),
    ("settlements on the 30th and 31st of may 2026",
     _each("count(*)", ts("2026-05-30", "2026-05-31"), ts("2026-05-31", "2026-06-01"),
           ts("2026-05-30", "2026-06-01"))),
    ("how many coinbase payments in q4 2025 and q1 2026?",
     _each(f"count(*) FILTER (WHERE {fac('coinbase')})", Q4, Q1,
           ts("2025-10-01", "2026-04-01"))),
    # said which: each only, or together only
    ("volume in q4 2025 and q1 2026, each", _each("sum(amount)", Q4, Q1)),
    ("payments in april and may 2026 respectively", _each("count(*)", APR, MAY)),
    ("how many payments in april and may 2026 combined",
     _each("count(*)", ts("2026-04-01", "2026-06-01"))),
    ("total volume in march and april 2026", _each("sum(amount)", ts("2026-03-01",
                                                                     "2026-05-01"))),
]

ORDERED = [
    ("what was the largest daily volume in may 2026, and on which day",
     [f"SELECT sum(amount), CAST(timestamp AS DATE) FROM settlements WHERE {MAY} GROUP BY 2 "
      "ORDER BY 1 DESC LIMIT 1"]),
    ("the highest number of payments on a single day in april 2026 and when was it",
     [f"SELECT count(*), CAST(timestamp AS DATE) FROM settlements WHERE {APR} GROUP BY 2 "
      "ORDER BY 1 DESC LIMIT 1"]),
    ("which day had the largest volume in may 2026 and how much",
     [f"SELECT CAST(timestamp AS DATE), sum(amount) FROM settlements WHERE {MAY} GROUP BY 1 "
      "ORDER BY 2 DESC LIMIT 1"]),
    ("how much did the top recipient receive in may 2026 and who was it",
     [f"SELECT sum(amount), recipient FROM settlements WHERE {MAY} GROUP BY 2 "
      "ORDER BY 1 DESC, 2 LIMIT 1"]),
    ("who was the top payer by volume in april 2026 and how much did they spend",
     [f"SELECT payer, sum(amount) FROM settlements WHERE {APR} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
]

BREADTH = [
    ("how many payers paid more than one recipient",
     [_distinct_over("payer", "recipient", "TRUE", "> 1")]),
    ("how many recipients were paid by at least 3 distinct payers in may 2026",
     [_distinct_over("recipient", "payer", MAY, ">= 3")]),
    ("number of payers who sent to at least 2 different recipients in april 2026",
     [_distinct_over("payer", "recipient", APR, ">= 2")]),
    ("how many merchants got paid by 3+ unique buyers in march 2026",
     [_distinct_over("recipient", "payer", MAR, ">= 3")]),
    ("how many recipients had more than 5 payers in april 2026",
     [_distinct_over("recipient", "payer", APR, "> 5")]),
    ("how many payers paid exactly one recipient in may 2026",
     [_distinct_over("payer", "recipient", MAY, "= 1")]),
    ("how many payers used two or more facilitators",
     [_distinct_over("payer", "facilitator", "TRUE", ">= 2")]),
    ("how many payers used more than one facilitator in may 2026",
     [_distinct_over("payer", "facilitator", MAY, "> 1")]),
]

def _shared(side: str, a: str, b: str, keep: str = "IN") -> str:
    return (f"SELECT count(DISTINCT {side}) FROM settlements WHERE {a} AND {side} {keep} "
            f"(SELECT {side} FROM settlements WHERE {b})")


def _new(side: str, period: str, start: str) -> str:
    return (f"SELECT count(DISTINCT {side}) FROM settlements WHERE {period} AND {side} NOT IN "
            f"(SELECT {side} FROM settlements WHERE timestamp < TIMESTAMPTZ '{start} "
            "00:00:00+00')")


OVERLAP = [
    ("how many payers paid in both april and may 2026", [_shared("payer", APR, MAY)]),
    ("how many payers were active in both april and may 2026", [_shared("payer", APR, MAY)]),
    ("payers active in Q4 2025 who also paid in Q1 2026", [_shared("payer", Q4, Q1)]),
    ("how many april 2026 payers came back in may 2026", [_shared("payer", APR, MAY)]),
    ("how many recipients were paid in both march and april 2026",
     [_shared("recipient", MAR, APR)]),
    ("how many april 2026 payers did not pay in may 2026",
     [_shared("payer", APR, MAY, "NOT IN")]),
    ("how many May 2026 payers never paid before May", [_new("payer", MAY, "2026-05-01")]),
    ("how many payers in april 2026 had never paid before",
     [_new("payer", APR, "2026-04-01")]),
    ("how many march 2026 recipients had not been paid before march 2026",
     [_new("recipient", MAR, "2026-03-01")]),
]

SCOPED = [
    # a near miss while "considering only" was left over; ha15's reading drops it (merge)
    ("considering only payai settlements, which recipient got paid the most in may 2026",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {fac('payai')} AND {MAY} "
      "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("payai-settled payments only: which recipient received the most in may 2026",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {fac('payai')} AND {MAY} "
      "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("only coinbase payments: who spent the most in april 2026",
     [f"SELECT payer, sum(amount) FROM settlements WHERE {fac('coinbase')} AND {APR} "
      "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("coinbase transactions only: which payer made the most payments in april 2026",
     [f"SELECT payer, count(*) FROM settlements WHERE {fac('coinbase')} AND {APR} "
      "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("payai payments only - which recipient got paid the most in march 2026?",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {fac('payai')} AND {MAR} "
      "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("which recipient earned the most in may 2026",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {MAY} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("top spender in may 2026",
     [f"SELECT payer, sum(amount) FROM settlements WHERE {MAY} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("most active payer in may 2026",
     [f"SELECT payer, count(*) FROM settlements WHERE {MAY} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("highest-grossing recipient in april 2026",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {APR} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("which recipient collected the most in march 2026",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {MAR} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("coinbase payments only: who paid the most in may 2026",
     [f"SELECT payer, sum(amount) FROM settlements WHERE {fac('coinbase')} AND {MAY} "
      "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("which merchant made the most sales in may 2026",
     [f"SELECT recipient, count(*) FROM settlements WHERE {MAY} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("which recipient was paid most often in april 2026",
     [f"SELECT recipient, count(*) FROM settlements WHERE {APR} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
]


@pytest.mark.parametrize(("question", "sql"), LISTED + ORDERED + BREADTH + OVERLAP + SCOPED)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


#: a transaction's columns asked, in the order asked ("{h}": a hash the warehouse holds)
TX = [
    ("show me tx {h}", "amount, payer, recipient, facilitator, block_number, timestamp"),
    ("amount and payer of {h}", "amount, payer"),
    ("which block was {h} in", "block_number"),
    ("when did transaction {h} happen, and who received it?", "timestamp, recipient"),
    ("who paid in {h} and how much?", "payer, amount"),
    ("what facilitator settled {h}", "facilitator"),
    ("details for tx hash {h} please",
     "amount, payer, recipient, facilitator, block_number, timestamp"),
]


@pytest.fixture(scope="module")
def tx_hash(raw: Any) -> str:
    return str(raw.one(f"SELECT min(tx_hash) FROM settlements WHERE {MAY}"))


@pytest.mark.parametrize(("question", "columns"), TX)
def test_a_transaction_is_looked_up(question: str, columns: str, tx_hash: str,
                                    duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question.format(h=tx_hash), [
        f"SELECT {columns} FROM settlements WHERE tx_hash = '{tx_hash}' ORDER BY log_index, id"],
        duck, raw, AS_OF, HELD, address_index=True)


def test_a_hash_not_held_has_no_figure(tx_hash: str, duck: DuckDBBackend) -> None:
    missing = tx_hash[:-1] + ("0" if tx_hash[-1] != "0" else "1")
    planned = answer_question(f"show me tx {missing}", lambda s: duck.run(check(s)), AS_OF,
                              HELD, True)
    assert planned.figures == [] and "No settlement" in planned.answer


@pytest.mark.parametrize("question", [
    "how many payments did the payer of tx {h} make",  # a second question about the row
    "was {h} in may 2026",
    "who is {h}",
    "show me tx {h}0",  # 65 hex digits: no hash
    "show me tx 0xa023c51c3e78a30ef621be692f4dac3f2e9e7330",  # an address, not a hash
    "how many payments on may 3 and may 10",  # two days apart: no one combined span
    "unique payers in january and march 2026",
    "payments on the 3rd and the 17th",  # which months?
    "recipients paid by at least 3 distinct payers in may 2026",  # the list, or how many?
    "what share of payers paid more than one recipient",
    "which payers paid in both april and may 2026",  # the list
    "how many payers paid via coinbase in both april and may 2026",  # via coinbase both times?
    "top payers in both april and may 2026",
    "how many payers paid in april 2026 and how many again in may 2026",  # two counts?
])
def test_near_misses_are_refused(question: str, tx_hash: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question.format(h=tx_hash), lambda s: duck.run(check(s)), AS_OF, HELD,
                        True)
