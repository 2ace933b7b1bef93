"""Asks of round ha58, in our own words: the N most recent (or earliest) payments as rows ("the
3 most recent payments by 0x...", "last 2 payments received by 0x...", "latest 5 settlements
through payai"), newest first (timestamp, block, log index descending), each row's named fields
first in the order named; an address's two sides and its net listed together ("received, paid,
and net", "total sent, total received and the net"): the sides in the order listed, then received
less paid; three or more periods listed for one figure ("count for today, yesterday and the
last 7 days", "volume in March, April and May 2026"): one figure each in the order said (then
all of them together when they make one span). Each against hand SQL; near misses (a figure *of*
the latest rows, a net of counts, of a facilitator, of two addresses; listed periods asked
together, as payers (of each, or of all?), as a series, or totalled with gaps between) stay
refused."""

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
MAY = ts("2026-05-01", "2026-06-01")
PA = fac("payai")
B1 = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"  # pays and receives, net positive
B2 = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # pays and receives, net negative
APR, Q1 = ts("2026-04-01", "2026-05-01"), ts("2026-01-01", "2026-04-01")
NEW = "ORDER BY timestamp DESC, block_number DESC, log_index DESC"
OLD = "ORDER BY timestamp, block_number, log_index"
ROW = "amount, payer, recipient, timestamp, tx_hash"


def rows(where: str, k: int, cols: str = ROW, order: str = NEW) -> list[str]:
    return [f"SELECT {cols} FROM settlements WHERE {where} {order} LIMIT {k}"]



def sides(address: str, where: str, paid_first: bool = False) -> list[str]:
    """What ``address`` received and paid (in the order listed), then received less paid."""
    got = f"(SELECT sum(amount) FROM settlements WHERE recipient = '{address}' AND {where})"
    paid = f"(SELECT sum(amount) FROM settlements WHERE payer = '{address}' AND {where})"
    pair = f"{paid}, {got}" if paid_first else f"{got}, {paid}"
    return [f"SELECT {pair}, coalesce({got}, 0) - coalesce({paid}, 0)"]



def each(figure: str, *periods: str) -> list[str]:
    """One figure per period, in the order given."""
    return ["SELECT " + ", ".join(f"(SELECT {figure} FROM settlements WHERE {p})"
                                  for p in periods)]


PROBES = [
    # the N latest rows of a payer, a recipient, a facilitator, a period
    (f"Show me the three most recent payments by {P1}", rows(f"payer = '{P1}'", 3)),
    (f"last 2 payments received by {R1.upper().replace('0X', '0x')}",
     rows(f"recipient = '{R1}'", 2)),
    ("latest 5 settlements through payai", rows(PA, 5)),
    ("What were the 4 newest settlements in May 2026?", rows(MAY, 4)),
    (f"{P2}'s 3 latest payments, with recipient and amount for each",
     rows(f"payer = '{P2}'", 3, "recipient, amount")),
    (f"List the last 3 payments {R1} received: time, payer, amount.",
     rows(f"recipient = '{R1}'", 3, "timestamp, payer, amount")),
    # the earliest ones, oldest first
    (f"the first 3 payments received by {R1}", rows(f"recipient = '{R1}'", 3, order=OLD)),
    ("earliest 2 settlements through payai in May 2026", rows(f"{PA} AND {MAY}", 2, order=OLD)),
    # the two sides and the net, listed
    (f"received, paid, and net for {B1} in May 2026", sides(B1, MAY)),
    (f"{B2}: total sent, total received and the net over Q1 2026", sides(B2, Q1, True)),
    (f"How much did {B2} receive, pay, and what was its net in April 2026?", sides(B2, APR)),
    (f"{B1} inflow / outflow / net balance, all time", sides(B1, "TRUE")),
    (f"net flow of {B2} in Q1 2026", sides(B2, Q1)),
    # three or more periods, one figure each in the order said
    ("How many settlements were there today, yesterday, and over the last 7 days?",
     each("count(*)", ts("2026-06-03"), ts("2026-06-02", "2026-06-03"),
          ts("2026-05-28"))),
    ("USDC volume for March, April and May 2026",
     each("sum(amount)", ts("2026-03-01", "2026-04-01"), APR, MAY)),
    ("payai volume in May 2026, April 2026 and March 2026",
     each("sum(amount)", f"{PA} AND {MAY}", f"{PA} AND {APR}",
          f"{PA} AND {ts('2026-03-01', '2026-04-01')}")),
    ("median payment: median in January 2026, median in February 2026, median in March 2026",
     each("median(amount)", ts("2026-01-01", "2026-02-01"),
          ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01"))),
    ("average payment size in the last 7 days, the last 30 days and the last 90 days",
     each("avg(amount)", ts("2026-05-28"), ts("2026-05-05"), ts("2026-03-06"))),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a figure of the latest rows, not the rows
    "how many of the last 10 payments were over 1 USDC?",
    f"total amount of the last 5 payments by {P1}",
    f"average of {P1}'s 4 most recent payments",
    # a net of counts, of a facilitator, of two addresses
    f"how many payments did {B1} receive, send, and net in May 2026",
    "received, paid and net for coinbase in May 2026",
    f"received, paid and net for {B1} and {B2}",
    # listed periods together, as an overlap, or totalled with gaps between
    "volume in March, April and May 2026 combined",
    "how many payers were active in all of March, April and May 2026?",
    "which recipients got paid in January, February and March 2026",
    "total volume in January, March and May 2026",
    "unique payers in March, April and May 2026",  # of each, or active in all of them?
    "monthly settlement counts for February, April and May 2026",  # a series, dated
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
