"""Asks of round ha53 (comparisons, probe set hp19), in our own words: an address that "paid
more" (or "received more", "got paid more") in one of two periods compares money, as "pay the
most" does (a count is said with its noun: "more payments", "more often"); agent templates
that compare two sides: a list under a plural key ("months=[2026-02, 2026-03]",
"facilitators=coinbase,payai", "recipients=[0xA, 0xB]"), two keys told apart by a suffix
("payer_a=0x... payer_b=0x... -> return count_a, count_b"), a change metric over two months
("metric=payers_delta from=2026-02 to=2026-03": both months and the later minus the earlier),
a note of the figures' order ("(one value each, in that order)"), and the request written as a
call ("top_recipients(k=4, by=volume, period=Q1 2026)", "volume_change(facilitator=payai,
from=2026-01, to=2026-02)"). Each against hand SQL, or a refusal for the near misses (three
sides, one half of a pair, a change of one scope or of two facilitators)."""

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
P1 = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # a payer
P2 = "0x81a225fd83a8410e4b3466725c54f64b82d89e02"  # a payer
R1 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
R2 = "0x5e50d23ec14ea4436582029a25313e5048e01d10"  # a recipient
JAN, FEB, MAR = (ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01"),
                 ts("2026-03-01", "2026-04-01"))
Q1 = ts("2026-01-01", "2026-04-01")
CB, PA = fac("coinbase"), fac("payai")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def two(figure: str, first: str, second: str) -> list[str]:
    return [f"SELECT (SELECT {figure} FROM settlements WHERE {first}), "
            f"(SELECT {figure} FROM settlements WHERE {second})"]


def change(figure: str, earlier: str, later: str) -> list[str]:
    """Both figures, then the later minus the earlier."""
    a = f"(SELECT {figure} FROM settlements WHERE {earlier})"
    b = f"(SELECT {figure} FROM settlements WHERE {later})"
    return [f"SELECT {a}, {b}, {b} - {a}"]


PROBES = [
    # "paid more" / "received more": money, in the order the periods are said
    (f"Did {P1} pay more in February 2026 or in March 2026?",
     two("sum(amount)", f"payer = '{P1}' AND {FEB}", f"payer = '{P1}' AND {MAR}")),
    (f"Was it January or February 2026 when {R1} received more? Both figures please.",
     two("sum(amount)", f"recipient = '{R1}' AND {JAN}", f"recipient = '{R1}' AND {FEB}")),
    (f"Did {P1} make more payments in February 2026 or in March 2026?",
     two("count(*)", f"payer = '{P1}' AND {FEB}", f"payer = '{P1}' AND {MAR}")),
    # two sides listed under one key, or told apart by a suffix
    ("months=[2026-02, 2026-03] metric=settlement_count",
     two("count(*)", FEB, MAR)),
    ("metric=total_volume; facilitators=payai,coinbase; period=2026-01",
     two("sum(amount)", f"{PA} AND {JAN}", f"{CB} AND {JAN}")),
    (f"recipients=[{R2}, {R1}] metric=usdc_received period=Q1 2026",
     two("sum(amount)", f"recipient = '{R2}' AND {Q1}", f"recipient = '{R1}' AND {Q1}")),
    (f"payer_a={P2} payer_b={P1} metric=payments_sent period=2026-03 -> count_a, count_b",
     two("count(*)", f"payer = '{P2}' AND {MAR}", f"payer = '{P1}' AND {MAR}")),
    ("period=2026-02 facilitators=[coinbase, payai] metric=unique_payers (in that order)",
     two("count(DISTINCT payer)", f"{CB} AND {FEB}", f"{PA} AND {FEB}")),
    # a change metric over two months: both, then later minus earlier
    ("metric=payers_delta from=2026-02 to=2026-03",
     change("count(DISTINCT payer)", FEB, MAR)),
    ("volume_change(facilitator=payai, from=2026-01, to=2026-02)",
     change("sum(amount)", f"{PA} AND {JAN}", f"{PA} AND {FEB}")),
    # a template written as a call
    ("top_recipients(k=4, by=volume, period=Q1 2026)",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {Q1} GROUP BY 1 "
      "ORDER BY 2 DESC LIMIT 4"]),
    ("total_volume(facilitator=coinbase, period=2026-02)", one("sum(amount)", f"{CB} AND {FEB}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # three sides, one half of a pair, a list of another kind than its key
    "months=[2026-01, 2026-02, 2026-03] metric=settlement_count",
    f"payer_a={P1} metric=payments_sent period=2026-03",
    "payers=[coinbase, payai] metric=total_volume period=2026-01",
    # a change of one scope, or between two facilitators; a range of days is no two months
    "metric=volume_delta facilitator=payai period=2026-02",
    "metric=count_change facilitators=[coinbase, payai] period=2026-02",
    "metric=volume_change from=2026-02-01 to=2026-02-14",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
