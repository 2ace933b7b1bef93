"""Asks of round ha67 (software callers, probe set hp26), in our own words: "went through
yesterday" (the verb's "through", that day, not "until"); "highest volume day november 2025"
(the ranked unit beside a bare month); "% change in payments to 0x... from A to B" (two
periods, the address in between); "rank X by Y: top N"; "Names and counts." after a ranking
of facilitators, "Include the counts."; "Two things: ..."; "the first minus the second" and
"A volume minus B volume"; "(last 7 first)"; facilitators ranked by unique payers (by name);
"growth in %", "the percentage change between them" after two periods; "payers whose first
x402 payment was in Q1"; one period said twice; "the actual number", "the real count",
"expected total"; a post's blanks ("$___", "[N]"). Each against hand SQL, or a refusal for
the near misses (names of payers; a difference of two different figures; "the first minus
the first"; an "expected" forecast; "went through May 3" (that day, or up to it?); a blank
before no unit; "over 80%" beside a share or a growth, once read as 80 USDC; "that month"
beside a ranked day or after "before")"""

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
P1 = "0x28e0c4b915c1bbcd506819fbbd3ef752333bc2c8"  # a payer
R1 = "0x80d6f4352b9ff7bfdcb7555c0a44ad950c649ac3"  # a recipient
R2 = "0x3dcdeccbf51893a9fca38429dd96bc1d63b021e7"
R3 = "0x8f41c3d0607e0bb37d9d8538ad54d2847c188ba5"
Q4_25, Q1 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01")
MAR, APR, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-05-01", "2026-06-01"))
NOV25 = ts("2025-11-01", "2025-12-01")
LAST7, PREV7 = ts("2026-05-28", "2026-06-04"), ts("2026-05-21", "2026-05-28")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def top(side: str, figure: str, where: str, k: int) -> list[str]:
    return [f"SELECT {side}, {figure} AS f FROM settlements WHERE {where} GROUP BY 1 "
            f"ORDER BY f DESC LIMIT {k}"]


def day_top(figure: str, where: str, k: int, desc: bool = True) -> list[str]:
    return [f"SELECT CAST(timestamp AS DATE) AS d, {figure} AS f FROM settlements WHERE {where} "
            f"GROUP BY 1 ORDER BY f {'DESC' if desc else 'ASC'} LIMIT {k}"]


def change(figure: str, where: str, earlier: str, later: str) -> list[str]:
    return [f"SELECT 100.0 * ({figure} FILTER (WHERE {later}) - {figure} FILTER (WHERE "
            f"{earlier})) / {figure} FILTER (WHERE {earlier}) FROM settlements WHERE {where}"]


PROBES = [
    # the verb's "through": that day alone
    ("how many x402 payments went through yesterday?", one("count(*)", ts("2026-06-02",
                                                                          "2026-06-03"))),
    ("How much USDC got through today?", one("sum(amount)", ts("2026-06-03", "2026-06-04"))),
    ("how many payments went through on May 3, 2026?", one("count(*)", ts("2026-05-03",
                                                                          "2026-05-04"))),
    # the ranked unit beside a bare month
    ("x402 lowest volume day march 2026 + the amount", day_top("sum(amount)", MAR, 1, False)),
    ("highest-volume day nov 2025", day_top("sum(amount)", NOV25, 1)),
    # a change from one period to another, an address between
    (f"% change in payments received by {R1.upper().replace('0X', '0x')} from April 2026 to "
     "May 2026?", change("count(*)", f"recipient = '{R1}'", APR, MAY)),
    (f"percent change in the number of payments made by {P1} from March 2026 to April 2026",
     change("count(*)", f"payer = '{P1}'", MAR, APR)),
    # a ranking said as an instruction
    ("Rank the recipients by USDC received last month - top 3.",
     top("recipient", "sum(amount)", MAY, 3)),
    ("rank facilitators by number of settlements in May 2026: top 2 with counts",
     top(by_name(), "count(*)", MAY, 2)),
    # the figures of each ranked row
    ("top 4 facilitators by volume in Q1 2026, names and volumes please",
     top(by_name(), "sum(amount)", Q1, 4)),
    (f"Which 3 recipients did {P1} pay most often in 2026? Include the counts.",
     top("recipient", "count(*)", f"payer = '{P1}' AND " + ts("2026-01-01", "2026-06-04"), 3)),
    # a heading counting the asks
    ("Two questions: how many settlements in March 2026, and what was the volume in March "
     "2026?", [*one("count(*)", MAR), *one("sum(amount)", MAR)]),
    # the sides of a difference by the order named, or with their figure said twice
    ("settlement count in April 2026 and in May 2026, then the first one minus the second one",
     [*one("count(*)", APR), *one("count(*)", MAY),
      f"SELECT count(*) FILTER (WHERE {APR}) - count(*) FILTER (WHERE {MAY}) FROM settlements"]),
    (f"Payments received in May 2026 by {R2} and by {R3}, and the second minus the first.",
     [f"SELECT count(*) FILTER (WHERE recipient = '{R3}') - count(*) FILTER (WHERE recipient = "
      f"'{R2}') FROM settlements WHERE {MAY}"]),
    ("Heurist volume minus x402rs volume in Q1 2026?",
     [*one("sum(amount)", f"{Q1} AND {fac('heurist')}"),
      *one("sum(amount)", f"{Q1} AND {fac('x402rs')}"),
      f"SELECT sum(amount) FILTER (WHERE {fac('heurist')}) - sum(amount) FILTER (WHERE "
      f"{fac('x402rs')}) FROM settlements WHERE {Q1}"]),
    ("USDC volume in Q1 2026 minus USDC volume in Q4 2025",
     [f"SELECT sum(amount) FILTER (WHERE {Q1}) - sum(amount) FILTER (WHERE {Q4_25}) "
      "FROM settlements"]),
    # the side to list first, by its count of days
    ("count of settlements: the 7 days before vs the last 7 days (last 7 first)",
     [*one("count(*)", LAST7), *one("count(*)", PREV7)]),
    # "x402" inside "first payment"
    ("how many payers whose first x402 payment was in Q1 2026",
     ["SELECT count(*) FROM (SELECT payer, min(timestamp) AS t FROM settlements GROUP BY 1) "
      "WHERE t >= TIMESTAMPTZ '2026-01-01 00:00:00+00' AND t < TIMESTAMPTZ "
      "'2026-04-01 00:00:00+00'"]),
    ("What was the actual number of settlements in April 2026?", one("count(*)", APR)),
    # one period said twice in other words
    ("How many settlements have happened this year? I need the precise year-to-date count.",
     one("count(*)", ts("2026-01-01", "2026-06-04"))),
    # a test's "expected", a checker's "real number"
    ("expected total USDC volume for March 2026", one("sum(amount)", MAR)),
    ("expected top 2 recipients by volume in April 2026 (address, volume)",
     top("recipient", "sum(amount)", APR, 2)),
    ("What's the real count of settlements in May 2026?",
     one("count(*)", MAY)),
    # a post's blanks: the figures they stand for
    ("Post draft: 'Yesterday x402 moved $___ over ___ settlements.' fill in",
     [*one("sum(amount)", ts("2026-06-02", "2026-06-03")),
      *one("count(*)", ts("2026-06-02", "2026-06-03"))]),
    ("Tweet: In May 2026, [N] distinct recipients got paid via x402. N = ?",
     one("count(DISTINCT recipient)", MAY)),
    # a share's "(%)" after a year stays the share's unit
    ("PayAI share of all settlements in april 2026 (%)",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements "
      f"WHERE {APR}"]),
    # facilitators ranked by another figure: by name too (was by address: charged wrong)
    ("Which facilitator had the most unique payers in April 2026?",
     top(by_name(), "count(DISTINCT payer)", APR, 1)),
    ("top 3 facilitators by distinct recipients in May 2026",
     top(by_name(), "count(DISTINCT recipient)", MAY, 3)),
    ("which facilitator address had the most unique payers in April 2026?",
     top("facilitator", "count(DISTINCT payer)", APR, 1)),
    # a change asked by a noun after two periods: "growth", "in %", "between them"
    ("PayAI volume in April 2026 and in May 2026, and the percentage change between them",
     [*one("sum(amount)", f"{APR} AND {fac('payai')}"),
      *one("sum(amount)", f"{MAY} AND {fac('payai')}"),
      *change("sum(amount)", fac("payai"), APR, MAY)]),
    ("settlement count March 2026 vs April 2026, growth in %",
     [*one("count(*)", MAR), *one("count(*)", APR), *change("count(*)", "TRUE", MAR, APR)]),
    ("payments in Q4 2025 and Q1 2026: growth rate (%)?",
     [*one("count(*)", Q4_25), *one("count(*)", Q1), *change("count(*)", "TRUE", Q4_25, Q1)]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # the names of payers are no data here
    "top 3 payers in May 2026 by volume, names and totals",
    "rank payers by volume in May 2026: top 5, with their names",
    # a difference of two different figures, or of one side twice
    "settlements in May 2026 minus payers in April 2026",
    f"Payments received in May 2026 by {R2} and by {R3}, and the first minus the first.",
    "how many settlements in May 2026, and the first minus the second?",
    # "expected" as a forecast's
    "what is the expected volume for May 2026 if the trend continues?",
    # "went through <a date>": that day, or up to it?
    "how many payments went through May 3, 2026?",
    "volume that went thru 2026-05-20",
    # a blank before no unit, a template's named slot
    "Fill the blank: x402 settled ___ in May 2026",
    "Post template: Top facilitator in May 2026 by volume: {name} with {volume} USDC",
    # a percent beside a bound word is no USDC amount (read as "over 80 USDC": charged)
    "Is Coinbase's share of x402 volume in Q1 2026 over 80%?",
    "did payment count grow more than 20% from March 2026 to April 2026?",
    "what share of PayAI's May 2026 volume came from payments above 5 percent?",
    # "before that month": another period
    "How many payers paid in March 2026 who had already paid before that month?",
    # "that month" beside a ranked day: the day's payers or the month's?
    "which day had the most settlements in may 2026 and how many payers paid that month",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
