"""Reconciling-accountant asks of round ha17 (hp6 dev half), in our own words: an address's
side said by the verb before "by" ("total received last month by 0x..."), the number of an
address's counterparties ("how many counterparties has payer 0x... paid"), the rows listed
with their usdc ("payments settled and usdc total"), and the fields asked of one payment row
in the order said ("the first payment to 0x...: amount and payer", "the tx hash of the last
payment", "first and last payment dates", "when did it start and when did it stop"),
"at what hour ... and how many in that hour", "over its whole history", "where did 0x...
send the most", a day's figures hour by hour and compact dates ("on 20260415").
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
P = "0xe04012eada2f46292acc25ca51f9a092657750e0"  # a busy payer
R = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # a recipient
R2 = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
MAR, JAN = ts("2026-03-01", "2026-04-01"), ts("2026-01-01", "2026-02-01")
FIRST_TO = f"FROM settlements WHERE recipient = '{R}' ORDER BY timestamp, id LIMIT 1"
LAST_BY = f"FROM settlements WHERE payer = '{P}' ORDER BY timestamp DESC, id LIMIT 1"

PROBES = [
    # the side said by the verb before "by"
    (f"how much usdc was received in april 2026 by {R}?",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R}' AND {APR}"]),
    (f"Total earned during may 2026 by {R2}",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R2}' AND {MAY}"]),
    (f"the sum collected last month by {R2}",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R2}' AND {MAY}"]),
    (f"how much was paid in may 2026 by {P}",
     [f"SELECT sum(amount) FROM settlements WHERE payer = '{P}' AND {MAY}"]),
    # how many counterparties: the other side of an address whose side is said
    (f"How many counterparties did {P} pay in total?",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE payer = '{P}'"]),
    (f"number of distinct counterparties paid by {P} in april 2026",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE payer = '{P}' AND {APR}"]),
    (f"how many different counterparties have paid {R2}?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = '{R2}'"]),
    # the rows listed with their usdc
    ("Coinbase, April 2026: payments processed and total USDC",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('coinbase')} AND {APR}"]),
    ("payai in january 2026 - settlements made, usdc total",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('payai')} AND {JAN}"]),
    ("march 2026: payments settled and usdc",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {MAR}"]),
    # the fields asked of one row, in the order said
    (f"The earliest payment to {R}: its amount and the payer?",
     [f"SELECT amount, payer {FIRST_TO}"]),
    (f"payer and amount of the first payment received by {R}",
     [f"SELECT payer, amount {FIRST_TO}"]),
    (f"most recent payment by {P} - recipient, amount, tx hash",
     [f"SELECT recipient, amount, tx_hash {LAST_BY}"]),
    (f"what's the transaction hash of the latest payment sent by {P}?",
     [f"SELECT tx_hash {LAST_BY}"]),
    ("the biggest single payment ever: amount, payer and transaction hash",
     ["SELECT amount, payer, tx_hash FROM settlements ORDER BY amount DESC, id LIMIT 1"]),
    (f"first and last payment dates of {P} as a payer",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE payer = '{P}'"]),
    (f"earliest and latest payment times received by {R}",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE recipient = '{R}'"]),
    # "when did it start and when did it stop", the role said
    (f"{P} as a sender: when did it start and when did it stop?",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE payer = '{P}'"]),
    (f"when did {R} start receiving, and when did it stop receiving?",
     [f"SELECT min(timestamp), max(timestamp) FROM settlements WHERE recipient = '{R}'"]),
    # "at what hour ... and how many in that hour"
    (f"at what hour of the day (utc) does {R2} get the most payments, and how many in that "
     "hour?",
     [f"SELECT hour(timestamp), count(*) FROM settlements WHERE recipient = '{R2}' GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("during which hour of the day were the most payments settled in april 2026, and how "
     "many during that hour",
     [f"SELECT hour(timestamp), count(*) FROM settlements WHERE {APR} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    # "over its whole history": all time
    (f"how many payments has {P} made over its entire history?",
     [f"SELECT count(*) FROM settlements WHERE payer = '{P}'"]),
    # "where did 0x... send the most": its top recipient
    (f"Where did {P} send the most usdc, and how much?",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE payer = '{P}' GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    (f"where does {P} spend the most money in april 2026",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE payer = '{P}' AND {APR} "
      "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    # a day's figures hour by hour: by hour of the day
    ("hourly settlement counts on 2026-05-20",
     [f"SELECT hour(timestamp) AS h, count(*) FROM settlements WHERE "
      f"{ts('2026-05-20', '2026-05-21')} GROUP BY h ORDER BY h"]),
    ("usdc volume yesterday, hour by hour",
     [f"SELECT hour(timestamp) AS h, sum(amount) FROM settlements WHERE "
      f"{ts('2026-06-02', '2026-06-03')} GROUP BY h ORDER BY h"]),
    # a compact (ISO basic) date
    ("payments on 20260520",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-20', '2026-05-21')}"]),
    ("volume from 20260401 to 20260407",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-04-01', '2026-04-08')}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    f"how many counterparties does {R2} have",  # payers, recipients or both?
    "how many counterparties paid coinbase in may 2026",  # no address
    "payments from 09:00 to 12:15 utc on 2026-05-20",  # inside an hour
    f"when did {R2} start and when did it stop?",  # as payer or recipient?
    f"when did {R2} start paying and when did it stop receiving?",
    "volume on 20261345",  # no such date
    "settlements in block 20260415",
    "hourly payment counts in may 2026",  # each hour of each day, or the hours of the day?
    "hourly volume from 2026-05-01 to 2026-05-03",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)


def test_a_row_asked_in_order_leads_with_its_fields(duck: DuckDBBackend, raw: Any) -> None:
    """The fields named lead the figures in the order said; the whole row follows."""
    planned = answer_question(f"first payment to {R}: amount and payer",
                              lambda s: duck.run(check(s)), AS_OF, HELD, True)
    assert planned.figures[:2] == list(raw.rows(f"SELECT amount, payer {FIRST_TO}")[0])
