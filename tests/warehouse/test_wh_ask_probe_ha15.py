"""Asks of round ha15, in our own words: agent-templated requests (space-separated
"QUERY metric=...", "op=count_distinct_payers", "role=payer wallet=0x...", "from=/to=" dates,
JSON objects, "last_7_days"/"ytd"/"2026-W15" periods), leftover words that made a question
refused ("back in", "going thru", "happend", "no. of", a leading "return", "considering only",
"looking only at", a week restated "(through that Sunday)", "(counting every calendar day)",
"either sending or receiving", an address's "receipts"), single days and rankings ("which
single day", "how many were there that day", "the smallest USDC settlement", a day ranked by
its payments with its volume asked after) and changes ("by how much did X change": the
difference besides the percent; "going from Q4 2025 into Q1 2026").
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
P = "0x90872f4f373fa502078f84c9870e5a5452b1ac11"  # an active payer in 2026
R = "0x66fa4d79ca84016b42352be33c908dd812952ec8"  # an active recipient in May 2026
DEC, Q4 = ts("2025-12-01", "2026-01-01"), ts("2025-10-01", "2026-01-01")
NOV = ts("2025-11-01", "2025-12-01")
Q1, Y26 = ts("2026-01-01", "2026-04-01"), ts("2026-01-01", "2026-06-04")
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
MAY = ts("2026-05-01", "2026-06-01")
LAST7 = ts("2026-05-28", "2026-06-04")


def _of(what: str, where: str) -> str:
    return f"({S.format(what)}{where})"


TEMPLATED = [
    ("op=count_distinct_payers", ["SELECT count(DISTINCT payer) FROM settlements"]),
    ("op=count_distinct_payers facilitator=payai period=2026-05",
     [S.format("count(DISTINCT payer)") + f"{fac('payai')} AND {MAY}"]),
    (f"action=avg_payment role=payer address={P} year=2026",
     [S.format("avg(amount)") + f"payer = '{P}' AND {Y26}"]),
    (f"metric=payment_count; role=payer; wallet={P}; from=2026-01-01; to=2026-03-31",
     [S.format("count(*)") + f"payer = '{P}' AND {Q1}"]),
    ("query: total_volume_usdc | facilitator: payai | window: last_7_days",
     [S.format("sum(amount)") + f"{fac('payai')} AND {LAST7}"]),
    ("QUERY metric=unique_payers facilitator=coinbase period=2026-04 format=number",
     [S.format("count(DISTINCT payer)") + f"{fac('coinbase')} AND {APR}"]),
    ('{"metric": "settlement_count", "date": "2026-05-04"}',
     [S.format("count(*)") + ts("2026-05-04", "2026-05-05")]),
    (f'{{"task": "sum received USDC", "recipient": "{R}", "period": "2026-05"}}',
     [S.format("sum(amount)") + f"recipient = '{R}' AND {MAY}"]),
    (f"op=sum_amount wallet={R} role=recipient month=2026-05",
     [S.format("sum(amount)") + f"recipient = '{R}' AND {MAY}"]),
    ('{"op": "count_tx", "facilitator": "coinbase", "start_date": "2026-04-01", '
     '"end_date": "2026-04-30"}', [S.format("count(*)") + f"{fac('coinbase')} AND {APR}"]),
    ("metric=total_volume; period=last_month", [S.format("sum(amount)") + MAY]),
    ("stat=tx_count; period=ytd", [S.format("count(*)") + Y26]),
    ("metric=settlement_count | period=2026-W15",
     [S.format("count(*)") + ts("2026-04-06", "2026-04-13")]),
    ("kpi: median_payment | week: 2026-W20",
     [S.format("median(amount)") + ts("2026-05-11", "2026-05-18")]),
]

LEFTOVERS = [
    ("how many settlements happened back in december 2025", [S.format("count(*)") + DEC]),
    ("back during q1 2026, what was the median payment", [S.format("median(amount)") + Q1]),
    ("how many settlements were going thru daydreams in may 2026",
     [S.format("count(*)") + f"{fac('daydreams')} AND {MAY}"]),
    ("how many payments happend in april 2026", [S.format("count(*)") + APR]),
    ("how many transfers happend thru coinbase in march 2026",
     [S.format("count(*)") + f"{fac('coinbase')} AND {MAR}"]),
    ("return the payer address with the largest payment in may 2026",
     [S.format("payer") + f"{MAY} ORDER BY amount DESC, id LIMIT 1"]),
    ("no. of settlements in may 2026", [S.format("count(*)") + MAY]),
    ("nr of unique payers in april 2026", [S.format("count(DISTINCT payer)") + APR]),
    (f"what was the average daily receipts of {R} in may 2026",
     [S.format("sum(amount) / 31") + f"recipient = '{R}' AND {MAY}"]),
    (f"total receipts of {R} in may 2026",
     [S.format("sum(amount)") + f"recipient = '{R}' AND {MAY}"]),
    ("considering only december 2025, how many settlements were there",
     [S.format("count(*)") + DEC]),
    ("looking only at coinbase-facilitated payments, what was the total volume in april 2026",
     [S.format("sum(amount)") + f"{fac('coinbase')} AND {APR}"]),
    ("focusing only on payai, how many unique payers were there in may 2026",
     [S.format("count(DISTINCT payer)") + f"{fac('payai')} AND {MAY}"]),
    ("how many settlements in the week of april 13 2026 (through sunday the 19th)",
     [S.format("count(*)") + ts("2026-04-13", "2026-04-20")]),
    ("how many settlements in the week starting monday 2026-04-13 (through that Sunday)",
     [S.format("count(*)") + ts("2026-04-13", "2026-04-20")]),
    ("what was the volume for the week beginning may 18, 2026 (thru sunday the 24th)",
     [S.format("sum(amount)") + ts("2026-05-18", "2026-05-25")]),
    ("average settlements per day in may 2026 (counting every calendar day)",
     [S.format("count(*) / 31") + MAY]),
    ("average daily volume in april 2026 (counting every calendar day)",
     [S.format("sum(amount) / 30") + APR]),
    (f"how much did {R} move in may 2026, either sending or receiving",
     [S.format("sum(amount)") + f"(payer = '{R}' OR recipient = '{R}') AND {MAY}"]),
]

DAYS = [
    ("which single day had the highest USDC volume (in the whole dataset)",
     ["SELECT CAST(timestamp AS DATE), sum(amount) FROM settlements GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("what single day saw the most settlements in q1 2026",
     [f"SELECT CAST(timestamp AS DATE), count(*) FROM settlements WHERE {Q1} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("on which day of november 2025 did payai process the most payments, and how many were "
     "there that day",
     [f"SELECT CAST(timestamp AS DATE), count(*) FROM settlements WHERE {fac('payai')} AND "
      f"{NOV} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("what day of april 2026 had the most payments and what was the volume on that day",
     [f"SELECT CAST(timestamp AS DATE), count(*), sum(amount) FROM settlements WHERE {APR} "
      "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("which 3 days in may 2026 had the most settlements, and what was their volume",
     [f"SELECT CAST(timestamp AS DATE), count(*), sum(amount) FROM settlements WHERE {MAY} "
      "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3"]),
    ("which five recipients received the most payments (by number) in may 2026",
     [f"SELECT recipient, count(*) FROM settlements WHERE {MAY} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 5"]),
    ("the smallest USDC settlement in April 2026", [S.format("min(amount)") + APR]),
    ("the biggest USDC transfer last month", [S.format("max(amount)") + MAY]),
]

CHANGES = [
    ("by how much did total volume change from march to april 2026",
     [f"SELECT {_of('sum(amount)', APR)} - {_of('sum(amount)', MAR)}"]),
    ("how much did the number of settlements change from march 2026 to april 2026",
     [f"SELECT {_of('count(*)', APR)} - {_of('count(*)', MAR)}"]),
    ("how much did payai's volume change from april to may 2026",
     [f"SELECT {_of('sum(amount)', fac('payai') + ' AND ' + MAY)} - "
      f"{_of('sum(amount)', fac('payai') + ' AND ' + APR)}"]),
    ("by how much did settlements grow from q4 2025 to q1 2026",
     [f"SELECT {_of('count(*)', Q1)} - {_of('count(*)', Q4)}"]),
    ("by what percentage did volume change going from Q4 2025 into Q1 2026",
     [f"SELECT 100.0 * ({_of('sum(amount)', Q1)} - {_of('sum(amount)', Q4)}) / "
      f"{_of('sum(amount)', Q4)}"]),
    ("how did the number of payments change going from april 2026 into may 2026, in percent",
     [f"SELECT 100.0 * ({_of('count(*)', MAY)} - {_of('count(*)', APR)}) / "
      f"{_of('count(*)', APR)}"]),
]


@pytest.mark.parametrize(("question", "sql"), TEMPLATED + LEFTOVERS + DAYS + CHANGES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "metric=foo_count; period=last_month",  # an unknown metric
    "metric=settlement_count; color=blue",  # an unknown key
    "metric=total; period=2026-05",  # a total of what?
    '{"metric": "settlement_count", "chain": "ethereum"}',  # another chain
    '{"task": "sum received USDC", "period": "2026-05"}',  # received by whom?
    "action=avg_payment role=payer year=2026",  # a role and no address
    "metric=settlements; period=next_month",
    "looking only at payai, what share of may 2026 volume did it handle",  # share of what?
    "average settlements per day in may 2026 (counting only active days)",
    "average settlements per day in may 2026 (counting every weekday)",
    "how many settlements went back to payers in may 2026",
    f"how much did {R} and {P} move, either sending or receiving",
    "how many receipts in may 2026",
    "how many settlements in the week of april 13 2026 (through sunday the 26th)",
    "how many settlements in the week of april 13 2026 (through that saturday)",
    "how many payers made a single payment in may 2026",
    "which day had the most settlements in may 2026 and how many payers paid that week",
    "by how much did volume change",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
