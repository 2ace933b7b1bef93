"""Asks of round ha61 (people who are not data people, probe set hp23), in our own words: a
sentence of purpose after the question ("I need it for a slide deck on Friday.", "Checking
them against the shop till.", "It's our bakery's wallet."), whose deadline is no period; who
the user is, by trade or in an appositive, before "wants" ("The blog editor I work for wants",
"My client, a freelance designer, wants"); a non-native "which was the median", "how much it
went up"; "the middle settlement size" as the median; "counting each calendar day" beside a
per-day average. Each against hand SQL, or a refusal for the near misses (a trailing sentence
that scopes, adds a wallet or names another period; an appositive holding a period)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
R1 = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
JAN, FEB, MAR = (ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01"),
                 ts("2026-03-01", "2026-04-01"))
Q1 = ts("2026-01-01", "2026-04-01")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


PROBES = [
    # a sentence of purpose after the question, and the deadline it names
    ("What was the number of payments in March 2026? I need it for a slide deck on Friday.",
     one("count(*)", MAR)),
    (f"How many payments did {R1} get in March 2026? Checking them against the shop till.",
     one("count(*)", f"recipient = '{R1}' AND {MAR}")),
    (f"How much did {R1} receive in Q1 2026? It's our bakery's wallet.",
     one("sum(amount)", f"recipient = '{R1}' AND {Q1}")),
    ("Total USDC settled in January 2026? Our treasurer asked me to look it up.",
     one("sum(amount)", JAN)),
    # who the user is, before what they want
    ("The blog editor I work for wants the number of unique payers in March 2026.",
     one("count(DISTINCT payer)", MAR)),
    ("My client, a freelance designer, wants the total volume in January 2026.",
     one("sum(amount)", JAN)),
    # non-native and plain words for a figure
    ("Which was the median payment in February 2026?", one("median(amount)", FEB)),
    ("What was the middle settlement size in Q1 2026?", one("median(amount)", Q1)),
    ("Unique payers in January 2026 and in February 2026, and how much it went up from "
     "January to February?",
     [f"SELECT (SELECT count(DISTINCT payer) FROM settlements WHERE {JAN}), "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {FEB}), "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {FEB}) - "
      f"(SELECT count(DISTINCT payer) FROM settlements WHERE {JAN})"]),
    ("Average number of payments per day in March 2026? Counting each calendar day.",
     [f"SELECT count(*) / 31.0 FROM settlements WHERE {MAR}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a trailing sentence that scopes, adds a wallet, or names a period of its own
    "Total volume in February 2026? It goes into a quarterly memo.",
    "How many payments in March 2026? It is for a meeting about last week.",
    f"How much did {R1} receive in Q1 2026? Our second wallet too.",
    "How many payments in March 2026? Coinbase gave us a grant.",
    # an appositive that holds a period
    "My user, a trader since 2024, wants the total volume in March 2026.",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
