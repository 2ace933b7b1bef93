"""Agents' and developers' terse requests of round ha21 (hp8 dev half), in our own words: SQL-
flavoured asks ("select sum(amount) from payments where facilitator = coinbase and month =
2026-05", "count(distinct payer) where facilitator in (a, b)", "where ts in [a, b)" as whole
days or whole hours), instructions about the output that ask no other figure ("give just the
number:", "-> number only", "reply with the value only", "return JSON {count, volume}. no
prose"), ISO month ranges ("2026-01 through 2026-03"), "since D (inclusive)", "uniq", one
address's "# sent vs # received", "touching 0x...", a bare tx hash before its fields,
"recipient=0x... -> figures"; and changes between two periods said tersely ("% change in
volume feb -> mar" keeps its measure, "change in count from A to B" gives the difference,
"A vs B, % change" is B's change relative to A when A is earlier). Each against hand SQL, or
a refusal for the near misses the plan does not cover."""

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
R = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
TX = "0xb03c811d639d46b6df1028d8831da62b49698a0df07108f112027011a4ad64a3"
S = "FROM settlements WHERE "
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
MAR, FEB = ts("2026-03-01", "2026-04-01"), ts("2026-02-01", "2026-03-01")
Q1, Q2 = ts("2026-01-01", "2026-04-01"), ts("2026-04-01", "2026-07-01")


def _change(measure: str, earlier: str, later: str, scope: str = "TRUE") -> str:
    a = f"(SELECT {measure} {S}{scope} AND {earlier})"
    b = f"(SELECT {measure} {S}{scope} AND {later})"
    return f"SELECT 100.0 * ({b} - {a}) / {a}"


PROBES = [
    # SQL-flavoured
    ("select sum(amount) from payments where facilitator = coinbase and month = 2026-05",
     [f"SELECT sum(amount) {S}{fac('coinbase')} AND {MAY}"]),
    ("avg(amount) where amount >= 0.1 and timestamp in april 2026",
     [f"SELECT avg(amount) {S}amount >= 0.1 AND {APR}"]),
    ("count(distinct payer) where facilitator in (daydreams, payai) and year = 2026",
     [f"SELECT count(DISTINCT payer) {S}(({fac('daydreams')}) OR ({fac('payai')})) AND "
      f"{ts('2026-01-01', '2027-01-01')}"]),
    (f"max(amount) where payer = {P}", [f"SELECT max(amount) {S}payer = '{P}'"]),
    ("count(*) where facilitator != payai and month = 2026-04",
     [f"SELECT count(*) {S}NOT ({fac('payai')}) AND {APR}"]),
    ("count(*) where ts in [2026-05-01, 2026-05-08)",
     [f"SELECT count(*) {S}{ts('2026-05-01', '2026-05-08')}"]),
    ("sum(amount) where timestamp in [2026-05-20T06:00:00Z, 2026-05-20T18:00:00Z)",
     [f"SELECT sum(amount) {S}timestamp >= TIMESTAMPTZ '2026-05-20 06:00:00+00' AND "
      "timestamp < TIMESTAMPTZ '2026-05-20 18:00:00+00'"]),
    # output instructions
    ("Give just the number: unique payers in May 2026.",
     [f"SELECT count(DISTINCT payer) {S}{MAY}"]),
    ("median payment size last month -> number only", [f"SELECT median(amount) {S}{MAY}"]),
    ("total volume 2026-01 through 2026-03, reply with the value only",
     [f"SELECT sum(amount) {S}{Q1}"]),
    ("return JSON {count, volume, average} for yesterday. no prose",
     [f"SELECT count(*), sum(amount), avg(amount) {S}{ts('2026-06-02', '2026-06-03')}"]),
    # short chat-style
    ("how many payments since 2026-05-25 (inclusive)",
     [f"SELECT count(*) {S}{ts('2026-05-25')}"]),
    ("uniq recipients mtd?", [f"SELECT count(DISTINCT recipient) {S}{ts('2026-06-01')}"]),
    # one address, a transaction
    (f"{R}: # sent vs # received, april 2026",
     [f"SELECT count(*) {S}payer = '{R}' AND {APR}",
      f"SELECT count(*) {S}recipient = '{R}' AND {APR}"]),
    (f"volume touching {P}, may 2026",
     [f"SELECT sum(amount) {S}(payer = '{P}' OR recipient = '{P}') AND {MAY}"]),
    (f"{TX} -> amount and payer", [f"SELECT amount, payer {S}tx_hash = '{TX}'"]),
    (f"recipient={R} -> total received, count (all time)",
     [f"SELECT sum(amount), count(*) {S}recipient = '{R}'"]),
    # changes between two periods said tersely
    ("pct chg in volume q1 2026 -> q2 2026", [_change("sum(amount)", Q1, Q2)]),
    ("change in unique payers from February 2026 to March 2026",
     [f"SELECT (SELECT count(DISTINCT payer) {S}{MAR}) - "
      f"(SELECT count(DISTINCT payer) {S}{FEB})"]),
    ("coinbase volume apr 2026 versus may 2026 (pct change)",
     [_change("sum(amount)", APR, MAY, fac("coinbase"))]),
    ("may 2026 vs apr 2026 daydreams count, % change",
     [_change("count(*)", APR, MAY, fac("daydreams"))]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "count(*) where ts in [2026-05-20T06:30:00Z, 2026-05-20T18:00:00Z)",  # not whole hours
    "count(*) where ts in [2026-05-20T06:00:00Z, 2026-05-20T18:00:00Z]",  # is 18:00 in?
    "count(*) where ts in [2026-05-20T06:00:00Z, 2026-05-21T18:00:00Z)",  # hours over 2 days
    "count(*) where status = failed",  # no such column
    "sum(fee) where month = 2026-03",
    "2026-03 through 2026-01: total count",  # a range running backwards
    f"{R}: received vs sent",  # how many, or how much?
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
