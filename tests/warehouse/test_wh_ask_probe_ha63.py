"""Asks of round ha63 (agents' wrappings that were refused), in our own words: a request sent as
``key: value`` lines whose keys are not the usual ones ("metric_name:", "widget:", "Form field
'Period':", "filter.facilitator:", "dimension:", "granularity: day", "aggregation: sum" with
"field: amount"); a period said again in other words right after it ("last month \u2014 May
2026", "quarter-to-date (this quarter so far)", "YTD, i.e. since January 1, 2026"); how the answer
is to be written ("Respond as JSON [{address, volume}]", "Do not include explanations, SQL, or
caveats.", "no preamble, no markdown") and "Context:" / "Task:" / "Constraints:" sections
("Constraints: none", "period is Q1 2026", "April 2026 only; UTC days"). Each against hand SQL,
or a refusal for the near misses (a key asking what the data cannot hold, two periods that
differ, a count of payers' payments or of payers, a JSON key or a thing to leave out that no
figure or word of the question says, a context naming another period); a book-keeper's close
around the question ("Month-end close, line 7:", "For the December 2025 close, ...", "...,
for the month-end close?"), refused when its period is not the question's or neither says one;
a markdown table to fill in (rows of facilitators, addresses, periods or figures; refused for
a column naming no figure held, an address column on no side, a period beside the rows'
periods, or other words around it); "received by 0xA and by 0xB" on the recipients' side."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, by_name, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
P1 = "0x83e925f352fdfbb92220f4793b918bb5c56ec406"  # a payer
R1 = "0xd6a6a495a549a8026046f5bb96aa0993254b4cd6"  # a recipient
R2 = "0x0fe812a6ba666284e0c414646e694a53f1409393"  # a recipient
P2 = "0x0fe57c11bc675c5774ba5a1cf46a49a09139d6c5"  # a payer
NOV = ts("2025-11-01", "2025-12-01")
MAR, APR, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-05-01", "2026-06-01"))
Q1, Q4 = ts("2026-01-01", "2026-04-01"), ts("2025-10-01", "2026-01-01")
QTD, YTD = ts("2026-04-01", "2026-06-04"), ts("2026-01-01", "2026-06-04")
LAST_WEEK, DEC = ts("2026-05-25", "2026-06-01"), ts("2025-12-01", "2026-01-01")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def daily(figure: str, where: str) -> list[str]:
    return [f"SELECT CAST(timestamp AS DATE), {figure} FROM settlements WHERE {where} "
            "GROUP BY 1 ORDER BY 1"]


PROBES = [
    # key: value lines with keys that are not the usual ones
    ("metric_name: unique_payers\nperiod: March 2026", one("count(DISTINCT payer)", MAR)),
    ("kpi_name: payment_count\nwindow: Q4 2025", one("count(*)", Q4)),
    ("card: median payment\nscope: April 2026", one("median(amount)", APR)),
    ("Form field 'Date range': December 2025\nForm field 'Figure': total volume",
     one("sum(amount)", DEC)),
    (f"Field 'Address': {R1}\nField 'Role': recipient\nField 'Metric': total received\n"
     "Field 'Period': Q4 2025", one("sum(amount)", f"recipient = '{R1}' AND {Q4}")),
    ("filter.facilitator: heurist\nmeasure: settlement count\nperiod: Q1 2026",
     one("count(*)", f"{fac('heurist')} AND {Q1}")),
    ("where.facilitator: payai\nkpi: total volume\nrange: last week",
     one("sum(amount)", f"{fac('payai')} AND {LAST_WEEK}")),
    ("dimension: facilitator\nmeasure: volume\nperiod: April 2026\nlimit: 3",
     [f"SELECT {by_name()}, sum(amount) FROM settlements WHERE {APR} GROUP BY 1 "
      "ORDER BY 2 DESC LIMIT 3"]),
    (f"subject: {P1}\nrole: payer\nmetric: total spent\nrange: Q4 2025",
     one("sum(amount)", f"payer = '{P1}' AND {Q4}")),
    ("aggregation: average\nfield: amount\nperiod: March 2026", one("avg(amount)", MAR)),
    ("aggregation: distinct count\ncolumn: recipient\nperiod: Q1 2026",
     one("count(DISTINCT recipient)", Q1)),
    ("granularity: day\nmetric_name: unique_payers\nperiod: last week",
     daily("count(DISTINCT payer)", LAST_WEEK)),
    ("tile: settlements\ngrain: daily\nperiod: yesterday",
     one("count(*)", ts("2026-06-02", "2026-06-03"))),
    ("granularity: month\nmetric: volume\nperiod: 2026-03", one("sum(amount)", MAR)),
    # a period said again in other words right after it
    ("How many payments last quarter - i.e. Q1 2026?", one("count(*)", Q1)),
    ("Median settlement last month (that is, May 2026)?", one("median(amount)", MAY)),
    ("Unique payers quarter to date — April 1 to June 3, 2026?", one("count(DISTINCT payer)", QTD)),
    ("Total USDC year-to-date, that is since 2026-01-01?", one("sum(amount)", YTD)),
    ("Settlement count for last week, which was May 25 to May 31, 2026?",
     one("count(*)", LAST_WEEK)),
    ("Largest payment this quarter so far (Q2 to date)?", one("max(amount)", QTD)),
    # how the answer is to be written, and sections
    ("How many settlements in March 2026? Reply with JSON {n_settlements:int}.",
     one("count(*)", MAR)),
    ("Median payment in April 2026. Leave out any commentary or caveats.",
     one("median(amount)", APR)),
    ("Unique recipients last week?\nPlease don't include:\n- SQL\n- methodology",
     one("count(DISTINCT recipient)", LAST_WEEK)),
    ("Top 2 recipients by volume in Q4 2025. Respond as JSON [{address, volume}].",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {Q4} GROUP BY 1 "
      "ORDER BY 2 DESC LIMIT 2"]),
    ("Total volume in April 2026 - no preamble, no markdown, no units.", one("sum(amount)", APR)),
    ("Context: nightly reconciliation.\nTask: median settlement amount\nConstraints: period is "
     "March 2026", one("median(amount)", MAR)),
    ("Task: count settlements through PayAI\nConstraints: Q1 2026 only; timestamps in UTC\n"
     "Output: integer", one("count(*)", f"{fac('payai')} AND {Q1}")),
    ("Task: total volume\nConstraints: n/a\nPeriod: April 2026", one("sum(amount)", APR)),
    # a book-keeper's close before (or after) the question
    ("Month-end close, line 7: median payment in April 2026.", one("median(amount)", APR)),
    ("For our quarter-end close: unique recipients in Q1 2026?",
     one("count(DISTINCT recipient)", Q1)),
    (f"Accruals for Q4 2025 - how much did {P1} pay?",
     one("sum(amount)", f"payer = '{P1}' AND {Q4}")),
    ("How many payments did Coinbase settle last month, for the month-end close?",
     one("count(*)", f"{fac('coinbase')} AND {MAY}")),
    ("For the December 2025 close, what was the total volume?", one("sum(amount)", DEC)),
    ("Close checklist, item 2b: number of payments in the last 7 days.",
     one("count(*)", ts("2026-05-28", "2026-06-04"))),
    # a table to fill in
    ("Please populate the table below for March 2026.\n| facilitator | payments | USDC volume |\n"
     "|:--|--:|--:|\n| heurist | ? | ? |\n| coinbase | ? | ? |",
     one("count(*), sum(amount)", f"{fac('heurist')} AND {MAR}")
     + one("count(*), sum(amount)", f"{fac('coinbase')} AND {MAR}")),
    (f"| recipient | payments received | USDC received |\n|---|---|---|\n| {R1} | | |\n"
     f"| {R2} | | |\nFill in the empty cells for November 2025.",
     one("count(*), sum(amount)", f"recipient = '{R1}' AND {NOV}")
     + one("count(*), sum(amount)", f"recipient = '{R2}' AND {NOV}")),
    ("Complete the value column (Q4 2025):\n| kpi | value |\n|---|---|\n| average payment | |\n"
     "| unique recipients | |", one("avg(amount), count(DISTINCT recipient)", Q4)),
    ("Fill in:\n| quarter | unique payers |\n|---|---|\n| Q4 2025 | |\n| Q1 2026 | |",
     one("count(DISTINCT payer)", Q4) + one("count(DISTINCT payer)", Q1)),
    (f"Fill out for Q4 2025:\n| payer | USDC spent |\n|---|---|\n| {P1} | tbd |\n| {P2} | tbd |",
     one("sum(amount)", f"payer = '{P1}' AND {Q4}")
     + one("sum(amount)", f"payer = '{P2}' AND {Q4}")),
    # "received by 0xA and by 0xB": the second "by" is the first's side
    (f"How much was received by {R1} and by {R2} in November 2025?",
     one("sum(amount)", f"recipient = '{R1}' AND {NOV}")
     + one("sum(amount)", f"recipient = '{R2}' AND {NOV}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a key asking what the data cannot hold, or one the request says twice
    "metric_name: chargeback_rate\nperiod: May 2026",
    "dimension: merchant_country\nmeasure: volume\nperiod: April 2026",
    "filter.chain: solana\nmetric: settlement count\nperiod: May 2026",
    "filter.status: pending\nmetric: volume\nperiod: April 2026",
    "kpi: volume\nperiod: March 2026\nwindow: April 2026",
    # "count" of payers: their payments, or the payers?
    "aggregation: count\nfield: payer\nperiod: May 2026",
    # a series of weeks the request does not say how to read
    "granularity: week\nmetric: volume\nperiod: Q1 2026",
    # a second period that is not the first said again
    "How many payments last quarter - i.e. Q4 2025?",
    "Median settlement last month (that is, April 2026)?",
    "Total USDC year-to-date, that is since 2025-06-15?",
    "Settlement count this week — this week last year?",
    # a JSON key, or a thing to leave out, that is no word of the question
    "How many settlements in April 2026? Return JSON {count:int, chargebacks:int}.",
    "Total volume in March 2026? Reply with JSON {volume:float, tickets:int}.",
    "Total volume in March 2026? Do not include refunds.",
    "Task: count settlements\nConstraints: April 2026 only; status settled",
    "Context: Q4 2025 review.\nTask: total volume\nConstraints: March 2026",
    # a close of another period than the question's, of no period, or asking what is not held
    "For the Q4 2025 close: total volume in March 2026.",
    "Month-end close: how many settlements?",
    "For the April close, how many payments were made in May 2026?",
    "For the Q1 close: accrued but unpaid fees in Q1 2026?",
    # a table whose columns ask what is not held, on no side, or in a period beside its rows'
    "Fill in for April 2026:\n| facilitator | payments | refunds |\n|---|---|---|\n"
    "| payai | | |",
    f"Fill in for Q4 2025:\n| address | payments |\n|---|---|\n| {P1} | |\n| {P2} | |",
    "Fill in for May 2026:\n| month | volume |\n|---|---|\n| 2026-03 | |\n| 2026-04 | |",
    "Fill in for March 2026:\n| facilitator | volume | region |\n|---|---|---|\n| heurist | | |",
    "Fill in for March 2026 and compare with Q4:\n| facilitator | volume |\n|---|---|\n"
    "| heurist | |",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
