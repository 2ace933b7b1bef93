"""Kinds of question read in round ha29, in our own words: a figure per payer said first
and compared ("payments per payer, Nov vs Dec": each period's ratio, never lists of payers),
the top k days of the week, a ranked day said right before its dates ("busiest day 2026-05-18..
2026-05-24"), the calendar months an address was active in, the facilitators an address used
when it both paid and received (as payer, then as recipient), "A minus B" of two facilitators
(their comparison and difference, ", plus" asking one more figure), the part of a period's
payers that were new in it, and reactivated payers (paid in one period, none in the next,
again in a third), and facilitators ranked by address when "the raw address, not a brand
name" is asked. Each against hand SQL, or a refusal for the near misses the plan does not
cover."""

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
P = "0xf1bea171dfdf6736b3ee6b5fdc49cbbc2678070a"  # pays
BOTH = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"  # pays and receives
OCT, NOV, DEC = (ts("2025-10-01", "2025-11-01"), ts("2025-11-01", "2025-12-01"),
                 ts("2025-12-01", "2026-01-01"))
JAN, FEB, MAR = (ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01"),
                 ts("2026-03-01", "2026-04-01"))
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q4, YTD = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-06-04")
S = "SELECT {} FROM settlements WHERE "


def _per(what: str, who: str, where: str) -> str:
    return S.format(f"{what} / count(DISTINCT {who})") + where


def _new_pct(side: str, where: str, start: str) -> str:
    return (f"SELECT 100.0 * count(*) FILTER (WHERE {side} NOT IN (SELECT {side} FROM "
            f"settlements WHERE timestamp < TIMESTAMPTZ '{start} 00:00:00+00')) / count(*) "
            f"FROM (SELECT DISTINCT {side} FROM settlements WHERE {where})")


def _back(side: str, a: str, b: str, c: str) -> str:
    return (f"SELECT count(*) FROM (SELECT DISTINCT {side} FROM settlements WHERE {a} "
            f"INTERSECT SELECT DISTINCT {side} FROM settlements WHERE {c} EXCEPT "
            f"SELECT DISTINCT {side} FROM settlements WHERE {b})")


PROBES = [
    # a figure per payer (recipient) said first: the period's ratio
    ("payments per payer: october 2025 versus november 2025",
     [_per("count(*)", "payer", OCT), _per("count(*)", "payer", NOV)]),
    ("settlements per merchant in april 2026 compared with may 2026",
     [_per("count(*)", "recipient", APR), _per("count(*)", "recipient", MAY)]),
    ("volume per customer, march 2026 vs april 2026",
     [_per("sum(amount)", "payer", MAR), _per("sum(amount)", "payer", APR)]),
    # the top k days of the week
    ("what are the top 2 days of the week by volume in may 2026",
     [f"SELECT dayname(timestamp) AS d, sum(amount) AS v FROM settlements WHERE {MAY} "
      "GROUP BY 1 ORDER BY v DESC LIMIT 2"]),
    ("the 3 quietest days of the week in Q4 2025 by payment count",
     [f"SELECT dayname(timestamp) AS d, count(*) AS n FROM settlements WHERE {Q4} "
      "GROUP BY 1 ORDER BY n ASC LIMIT 3"]),
    # a ranked day said just before its dates
    ("quietest day 2026-04-06..2026-04-12 by number of payments, with the count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements WHERE "
      f"{ts('2026-04-06', '2026-04-13')} GROUP BY d ORDER BY n ASC LIMIT 1"]),
    ("busiest day April 2026",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements WHERE {APR} "
      "GROUP BY d ORDER BY n DESC LIMIT 1"]),
    # the calendar months an address was active in
    (f"in how many distinct months did {P} send payments?",
     [f"SELECT count(DISTINCT date_trunc('month', timestamp)) FROM settlements WHERE "
      f"payer = '{P}'"]),
    (f"number of different calendar months with a payment from {P} in 2025",
     [f"SELECT count(DISTINCT date_trunc('month', timestamp)) FROM settlements WHERE "
      f"payer = '{P}' AND {ts('2025-01-01', '2026-01-01')}"]),
    # the facilitators an address that pays and receives used: as payer, then as recipient
    (f"how many facilitators has {BOTH} used?",
     [f"SELECT count(DISTINCT facilitator) FROM settlements WHERE payer = '{BOTH}'",
      f"SELECT count(DISTINCT facilitator) FROM settlements WHERE recipient = '{BOTH}'"]),
    # two facilitators' difference, said "A minus B"
    ("coinbase minus payai, number of settlements, q4 2025",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {Q4}) - "
      f"(SELECT count(*) FROM settlements WHERE {fac('payai')} AND {Q4})"]),
    ("usdc volume of heurist and daydreams ytd, plus heurist minus daydreams",
     [S.format("sum(amount)") + f"{fac('heurist')} AND {YTD}",
      S.format("sum(amount)") + f"{fac('daydreams')} AND {YTD}",
      f"SELECT (SELECT sum(amount) FROM settlements WHERE {fac('heurist')} AND {YTD}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {fac('daydreams')} AND {YTD})"]),
    # the part of a period's payers (recipients) that were new in it
    ("what share of Q1 2026's wallets were first-time wallets?",
     [_new_pct("payer", ts("2026-01-01", "2026-04-01"), "2026-01-01")]),
    ("What percent of the recipients in april 2026 were new that month",
     [_new_pct("recipient", APR, "2026-04-01")]),
    # facilitators ranked by address when the raw address is asked for, not the name
    ("which facilitator handled the most payments in may 2026? give the raw address, not the "
     "brand name",
     [f"SELECT facilitator, count(*) AS c FROM settlements WHERE {MAY} GROUP BY 1 "
      "ORDER BY c DESC LIMIT 1"]),
    # reactivated: in one period, none in the next, again in a third
    ("how many customers paid in december 2025, had no payments in january 2026, and came "
     "back in february 2026?", [_back("payer", DEC, JAN, FEB)]),
    ("Number of merchants that received payments in March 2026, none in April 2026, then "
     "again in May 2026", [_back("recipient", MAR, APR, MAY)]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "payments per payer in november 2025, ranked",  # each payer's count (a list)
    "top 9 days of the week by volume in may 2026",  # a week has 7
    f"how many months has {P} been active",  # its span, or the months with a payment?
    "how many distinct months had volume over 1000 usdc",  # each month's total
    "in how many months did volume exceed 500 usdc",
    f"which facilitators has {BOTH} ever used",  # the list, on which side?
    "volume of payai minus volume of daydreams minus heurist in q4 2025",
    "what % of May 2026's payers were new to coinbase",  # new to one facilitator
    "how many payers paid in january 2026, not in february 2026, and not in march 2026",
    "how many payers paid in january 2026, february 2026 and march 2026",  # in all, or any?
    "what was the volume in may 2026? raw address, not brand name",  # of what?
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
