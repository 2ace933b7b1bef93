"""Several figures of one ranked day or one row, and rankings whose measure follows the words
(round ha20), in our own words: the busiest day with its figures ("give the date and the
volume", "how many, and what volume did that day carry", "and how many payers paid"), distinct
payers over a per-payment threshold with the combined value of those payments, a share below
a cent beside the median, an address's first and last payment times with its count, rankings
by a verb of money ("which payer paid 0x... the most": volume), facilitators ranked by name
(then by address), and the facilitators an address used, on the one side its data holds.
Each against hand SQL, or a refusal for the near misses the plan does not cover."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.reading import facilitator_names
from tests.warehouse.figures import assert_probe, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
P = "0xe04012eada2f46292acc25ca51f9a092657750e0"  # pays only
P2 = "0x2b2286cb59e2a73c4370542f172a0951053ffa19"
R = "0x07737a1fb3863202bcd3c7408b801eed68604d39"
R_ONLY = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # receives only
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
DAY = "CAST(timestamp AS DATE)"


def _named() -> str:
    whens = " ".join(f"WHEN facilitator IN ({', '.join(repr(a) for a in addrs)}) THEN '{name}'"
                     for name, addrs in facilitator_names().items())
    return f"CASE {whens} ELSE facilitator END"


def _by_name(where: str, order: str, k: int) -> str:
    return (f"SELECT {_named()} AS n, count(*) AS c, sum(amount) AS v FROM settlements WHERE "
            f"{where} GROUP BY 1 ORDER BY {order} DESC, 1 LIMIT {k}")


PROBES = [
    # the busiest day and its figures
    ("the day with the largest usdc volume of all time - its date and volume please",
     [f"SELECT {DAY} AS d, sum(amount) AS v FROM settlements GROUP BY d ORDER BY v DESC "
      "LIMIT 1"]),
    ("In the first ten days of april 2026 which day had the most payments, how many were "
     "there, and what volume did it carry?",
     [f"SELECT {DAY} AS d, count(*) AS n, sum(amount) FROM settlements WHERE "
      f"{ts('2026-04-01', '2026-04-11')} GROUP BY d ORDER BY n DESC LIMIT 1"]),
    ("which day of april 2026 saw the most settlements, and how many payers paid that day?",
     [f"SELECT {DAY} AS d, count(*) AS n, count(DISTINCT payer) FROM settlements WHERE {APR} "
      "GROUP BY d ORDER BY n DESC, d LIMIT 1"]),
    ("what day in may 2026 had the most payers",
     [f"SELECT {DAY} AS d, count(DISTINCT payer) AS n FROM settlements WHERE {MAY} "
      "GROUP BY d ORDER BY n DESC, d LIMIT 1"]),
    ("top 3 days by unique payers in may 2026",
     [f"SELECT {DAY} AS d, count(DISTINCT payer) AS n FROM settlements WHERE {MAY} "
      "GROUP BY d ORDER BY n DESC, d LIMIT 3"]),
    # distinct payers over a per-payment threshold, and the value of those payments
    ("in april 2026 how many different payers sent a payment of at least $1, and what was "
     "the combined value of those payments",
     [f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE {APR} AND "
      "amount >= 1"]),
    ("how many distinct payers made payments over 0.5 usdc in may 2026 and what did those "
     "payments total",
     [f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE {MAY} AND "
      "amount > 0.5"]),
    ("how many payers in april 2026 paid at least $2 in one payment, and what was the "
     "combined value of those payments",  # refused before (test_wh_ask_lead_probes)
     [f"SELECT count(DISTINCT payer), sum(amount) FROM settlements WHERE {APR} AND "
      "amount >= 2"]),
    # a share beside the median or the average of the whole
    ("in may 2026, what % of payments were over 1 usdc, and what was the average payment?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*), avg(amount) "
      f"FROM settlements WHERE {MAY}"]),
    ("for april 2026: the percentage of payments under one cent and the median payment size",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*), median(amount) "
      f"FROM settlements WHERE {APR}"]),
    ("what share of may 2026 payments were below 0.01 usdc, and what was the average payment?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*), avg(amount) "
      f"FROM settlements WHERE {MAY}"]),
    # an address's first and last payment times and its count
    (f"payer {P2}: when was its first payment, when its last payment, and the total number "
     "of payments",
     [f"SELECT min(timestamp), max(timestamp), count(*) FROM settlements WHERE payer = '{P2}'"]),
    (f"how many payments did {P2} make as payer, and when were its first and last?",
     [f"SELECT count(*), min(timestamp), max(timestamp) FROM settlements WHERE payer = '{P2}'"]),
    # rankings by a verb of money: volume
    (f"at which hour does {P} spend the most?",
     [f"SELECT hour(timestamp) AS h, sum(amount) AS v FROM settlements WHERE payer = '{P}' "
      "GROUP BY h ORDER BY v DESC LIMIT 1"]),
    (f"which payer paid {R} the most?",
     [f"SELECT payer, sum(amount) AS v FROM settlements WHERE recipient = '{R}' GROUP BY 1 "
      "ORDER BY v DESC, 1 LIMIT 1"]),
    (f"which payer paid {R} the most often?",
     [f"SELECT payer, count(*) AS c FROM settlements WHERE recipient = '{R}' GROUP BY 1 "
      "ORDER BY c DESC, 1 LIMIT 1"]),
    # facilitators by name (a named one's addresses together), then by address
    ("rank the top 3 facilitators by volume in april 2026", [_by_name(APR, "v", 3)]),
    ("which facilitators processed the most payments in may 2026", [_by_name(MAY, "c", 10)]),
    ("top 3 facilitator addresses by volume in april 2026",
     [f"SELECT facilitator, sum(amount) AS v FROM settlements WHERE {APR} GROUP BY 1 "
      "ORDER BY v DESC, 1 LIMIT 3"]),
    # the facilitators an address used, on the one side its data holds
    (f"how many different facilitators has {P} used?",
     [f"SELECT count(DISTINCT facilitator) FROM settlements WHERE payer = '{P}'"]),
    (f"number of distinct facilitator addresses {R_ONLY} used in may 2026",
     [f"SELECT count(DISTINCT facilitator) FROM settlements WHERE recipient = '{R_ONLY}' "
      f"AND {MAY}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "which day had the most payments and what was the median payment that day",
    f"what rank does {P} take by gas",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)


def test_facilitators_ranked_by_name_say_so(duck: DuckDBBackend) -> None:
    planned = answer_question("top 3 facilitators by volume in may 2026",
                              lambda s: duck.run(check(s)), AS_OF, HELD, True)
    assert "by name" in planned.interpretation and "then by address" in planned.interpretation
