"""Asks of round ha28 (report requests written by agents), in our own words: a heading that
names the scope (a period, a facilitator, an address, among words like report, digest, sheet,
audit, check, review) over a list of figures, one an item, answered in list order; a table of
figures with an order column; a key=value request whose task names only a kind of figures
("task=kpi_report"); a JSON share said as numerator and denominator; an amount said in cents
and again in USDC. Each against hand SQL, or a refusal for the near misses: two periods in the
heading, an item no reader takes, an item read as nothing (never dropped), a heading topic the
items do not say, a cadence or a half that disagrees with the period."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.timephrases import PeriodOutOfRange
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
P = "0xe04012eada2f46292acc25ca51f9a092657750e0"  # a busy payer
R = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # a recipient
Q4 = ts("2025-10-01", "2026-01-01")
Q1 = ts("2026-01-01", "2026-04-01")
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
YTD = ts("2026-01-01", "2026-06-04")

PROBES = [
    # a heading line, then a lead-in ending in a colon
    ("Monthly KPI pack: April 2026.\nFigures needed:\n* number of payments\n* USDC total\n"
     "* unique payers",
     [f"SELECT count(*), sum(amount), count(DISTINCT payer) FROM settlements WHERE {APR}"]),
    ("Snapshot, last 30 days. Please list:\n- count\n- volume\n- average amount",
     [f"SELECT count(*), sum(amount), avg(amount) FROM settlements WHERE "
      f"{ts('2026-05-05', '2026-06-04')}"]),
    ("Coinbase sheet, all time. In order:\n1. number of settlements\n2. distinct payers\n"
     "3. distinct recipients",
     [f"SELECT count(*), count(DISTINCT payer), count(DISTINCT recipient) FROM settlements "
      f"WHERE {fac('coinbase')}"]),
    ("PayAI facilitator review (Q1 2026):\n1) settlements\n2) volume in USDC\n"
     "3) median payment",
     [f"SELECT count(*), sum(amount), median(amount) FROM settlements WHERE {Q1} AND "
      f"{fac('payai')}"]),
    (f"Profile for payer {P}, year to date:\n- payments made\n- USDC spent",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE payer = '{P}' AND {YTD}"]),
    (f"Quick check on recipient {R} for March 2026:\n- payments received\n- USDC received",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE recipient = '{R}' AND {MAR}"]),
    # the heading's topic said again by the items
    ("Biggest-payment audit, Q4 2025:\n- biggest payment amount\n- its payer",
     [f"SELECT amount, payer FROM settlements WHERE {Q4} ORDER BY amount DESC, id LIMIT 1"]),
    # a half of a month, said by its days
    ("Half-month check for April 2026, second half (Apr 16-30):\n- payment count\n- total USDC",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-04-16', '2026-05-01')}"]),
    # a rolling window ending today
    ("Trailing 14-day digest (through today). Figures:\n- settlements\n- distinct payers",
     [f"SELECT count(*), count(DISTINCT payer) FROM settlements WHERE "
      f"{ts('2026-05-21', '2026-06-04')}"]),
    # the columns of a ranking's rows, or a figure said again: no item left unread
    ("Top 3 recipients by USDC received in April 2026:\n- recipient address\n- USDC received",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {APR} GROUP BY recipient "
      "ORDER BY v DESC LIMIT 3"]),
    ("Which day of March 2026 had the most settlements? Give:\n- the date\n- the settlement "
     "count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE {MAR} "
      "GROUP BY d ORDER BY c DESC, d LIMIT 1"]),
    # a table of figures with an order column
    ("Quarterly table for Q4 2025:\n| metric | order |\n|---|---|\n| distinct payers | 2 |\n"
     "| settlement count | 1 |\n| USDC volume | 3 |",
     [f"SELECT count(*), count(DISTINCT payer), sum(amount) FROM settlements WHERE {Q4}"]),
    # key=value with a task naming only the kind of figures
    ("task=kpi_report; metric=total_volume; facilitator=coinbase; period=2026-03",
     [f"SELECT sum(amount) FROM settlements WHERE {MAR} AND {fac('coinbase')}"]),
    # a share as numerator over all
    ('{"metric": "share", "numerator": "facilitator=coinbase", "denominator": "all", '
     '"measure": "volume", "period": "2026-04"}',
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE {fac('coinbase')}) / sum(amount) FROM "
      f"settlements WHERE {APR}"]),
    # an amount in cents, said again in USDC
    ("What percentage of payments in April 2026 were under two cents (0.02 USDC)?",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.02) / count(*) FROM settlements "
      f"WHERE {APR}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # two periods in the heading: which is every item's?
    "Report for April 2026 and May 2026:\n- count\n- volume",
    # an item no reader takes
    "Report request for December 2025. Return:\n- total settlements\n- refund rate",
    # an item read as nothing beside the others: never dropped
    "Facilitator sheet for x402rs, all time:\n- number of settlements\n- USDC settled\n"
    "- first settlement time",
    # a list under a line with no colon, one item read as nothing
    f"Quick check on recipient {R} for March 2026 -\n- payments received\n- USDC received",
    # a heading topic the items do not say
    "Whale audit for March 2026:\n- count\n- volume",
    # a cadence, a half or an end that disagrees with the period
    "Weekly digest for May 2026:\n- count\n- volume",
    "Mid-month check for May 2026, first half (May 16-31):\n- count\n- volume",
    "Rolling 90-day report (ending yesterday). In order:\n- settlements\n- volume",
    # a counted lead-in over another number of items
    "For May 2026 I need three figures:\n- count\n- volume",
    # each side of one address listed apart (answered side by side, another order)
    f"Activity summary for address {P}, all time:\n- payments it made (count)\n"
    "- payments it received (count)\n- USDC paid\n- USDC received",
    # a share over another part, and a task that may ask a change
    '{"metric": "share_pct", "numerator": "facilitator=payai", "denominator": '
    '"facilitator=coinbase", "measure": "count", "period": "2026-05"}',
    "task=growth; metric=unique_payers; facilitator=payai; period=2026-04",
    # cents that disagree with the USDC said beside them
    "What percentage of payments in April 2026 were under two cents (0.01 USDC)?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises((Unanswerable, PeriodOutOfRange)):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
