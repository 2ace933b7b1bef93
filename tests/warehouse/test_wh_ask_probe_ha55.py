"""Asks of round ha55 (people's wordings, probe set hp21), in our own words: a period said
relative to the day asked to be listed first ("last week first", "the earlier week first",
"today first, then yesterday", "this quarter's number first"; "last week first" was read as a
first payment and charged); "and what's the increase from A to B" is their difference (it was
the % only, and charged); an address's inflow per day is a volume (it was a count); a per-day
average's "counting all 30 days" of its own period; "into 0x...", "payers sending to 0x...",
"from which payer"; "first payment date ... and its latest?"; "net (received minus paid)";
"moved by what %"; "first address first"; "receipts" (USDC received); "Audit recap:" as the
asker's label; "(this month minus the month before)". Each against hand SQL, or a refusal
for the near misses."""

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
R1 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
R2 = "0x5e50d23ec14ea4436582029a25313e5048e01d10"  # a recipient
LAST_WEEK, WEEK_BEFORE = ts("2026-05-25", "2026-06-01"), ts("2026-05-18", "2026-05-25")
TODAY, YESTERDAY = ts("2026-06-03", "2026-06-04"), ts("2026-06-02", "2026-06-03")
FEB, MAR, APR = (ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01"),
                 ts("2026-04-01", "2026-05-01"))
APR_WHOLE = ts("2026-04-01", "2026-05-01")
Q2_SO_FAR, Q1 = ts("2026-04-01", "2026-06-04"), ts("2026-01-01", "2026-04-01")
CB, PA = fac("coinbase"), fac("payai")
ISO = "%Y-%m-%dT%H:%M:%SZ"


def two(figure: str, first: str, second: str) -> list[str]:
    return [f"SELECT (SELECT {figure} FROM settlements WHERE {first}), "
            f"(SELECT {figure} FROM settlements WHERE {second})"]


PROBES = [
    # a relative period listed first, or the earlier one first
    ("Coinbase payment count for last week and for the week before it, last week first please.",
     two("count(*)", f"{CB} AND {LAST_WEEK}", f"{CB} AND {WEEK_BEFORE}")),
    ("Volume last week compared with the previous week - the earlier week first.",
     two("sum(amount)", WEEK_BEFORE, LAST_WEEK)),
    ("Settled USDC yesterday against today; today first, then yesterday.",
     two("sum(amount)", TODAY, YESTERDAY)),
    ("Unique payers this quarter so far versus Q1 2026, this quarter's number first.",
     two("count(DISTINCT payer)", Q2_SO_FAR, Q1)),
    # "the increase from A to B": the difference, later minus earlier
    ("How many payments went through PayAI in February 2026, how many in March 2026, and "
     "what was the increase from February to March?",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {PA} AND {FEB}), "
      f"(SELECT count(*) FROM settlements WHERE {PA} AND {MAR}), "
      f"(SELECT count(*) FROM settlements WHERE {PA} AND {MAR}) - "
      f"(SELECT count(*) FROM settlements WHERE {PA} AND {FEB})"]),
    # an address's inflow per day, over every day of its period
    (f"Mean daily inflow into {R1} during April 2026, counting all 30 days?",
     [f"SELECT sum(amount) / 30 FROM settlements WHERE recipient = '{R1}' AND {APR_WHOLE}"]),
    (f"What was {R1}'s average daily inflow in April 2026?",
     [f"SELECT sum(amount) / 30 FROM settlements WHERE recipient = '{R1}' AND {APR_WHOLE}"]),
    # into an address, payers sending to it, from which payer
    (f"How much USDC went into {R1} in March 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R1}' AND {MAR}"]),
    (f"Number of unique payers sending to {R1} in Q1 2026",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE recipient = '{R1}' AND {Q1}"]),
    (f"Biggest single payment {R1} ever got, and from which wallet?",
     [f"SELECT amount, payer FROM settlements WHERE recipient = '{R1}' "
      "ORDER BY amount DESC, timestamp LIMIT 1"]),
    # both ends of an address's payments, the second said alone
    (f"Earliest payment date for sender {P1}, and its most recent?",
     [f"SELECT strftime(min(timestamp), '{ISO}') FROM settlements WHERE payer = '{P1}'",
      f"SELECT strftime(max(timestamp), '{ISO}') FROM settlements WHERE payer = '{P1}'"]),
    # the net said with its rule
    (f"{R1} in Q1 2026: USDC received, USDC paid, and net (received minus paid)",
     [f"SELECT (SELECT coalesce(sum(amount), 0) FROM settlements WHERE recipient = '{R1}' "
      f"AND {Q1}), (SELECT coalesce(sum(amount), 0) FROM settlements WHERE payer = '{R1}' "
      f"AND {Q1})"]),
    # a change "moved by what %", a reviewer's label
    ("Audit recap: by what percent did PayAI's volume shift from February 2026 to March 2026?",
     [f"SELECT 100.0 * ((SELECT sum(amount) FROM settlements WHERE {PA} AND {MAR}) - "
      f"(SELECT sum(amount) FROM settlements WHERE {PA} AND {FEB})) / "
      f"(SELECT sum(amount) FROM settlements WHERE {PA} AND {FEB})"]),
    # receipts of two addresses, the first named first
    (f"March 2026 receipts, {R2} versus {R1}, first address first",
     two("sum(amount)", f"recipient = '{R2}' AND {MAR}", f"recipient = '{R1}' AND {MAR}")),
    # the later minus the earlier, said by relative names
    (f"Payments to {R1} last week and the week before, plus the change (last week minus the "
     "week before)",
     [f"SELECT (SELECT count(*) FROM settlements WHERE recipient = '{R1}' AND {LAST_WEEK}), "
      f"(SELECT count(*) FROM settlements WHERE recipient = '{R1}' AND {WEEK_BEFORE}), "
      f"(SELECT count(*) FROM settlements WHERE recipient = '{R1}' AND {LAST_WEEK}) - "
      f"(SELECT count(*) FROM settlements WHERE recipient = '{R1}' AND {WEEK_BEFORE})"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a period to list first that is neither side
    "Coinbase payment count for last week and for the week before it, yesterday first.",
    # a divisor that is not the period's own days; active days only
    f"Mean daily inflow into {R1} during April 2026, counting all 31 days?",
    f"Average daily inflow into {R1} during April 2026, counting only days with payments",
    "average daily volume in May 2026, including days with any payments",
    # the number of receipts, an "increase" in percent said apart
    f"how many receipts did {R1} have in March 2026?",
    "Coinbase settlements in March 2026 vs April 2026 and the percent increase",
    # a label that scopes the question
    "Whale audit: top payers in May 2026",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
