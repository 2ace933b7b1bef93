"""Asks of round ha60 (probe set hp22), in our own words: one address's two sides asked one
after the other with ", then" ("payments it made, then payments it got": each side, in the
order said, never one total of both), and a chat bot relaying a member's question under the
platform's head ("Telegram /volume from a user:", "[discord] a mod asks:", "Slack relay from
#ops:", "Discord #payouts-help:", the relayed question quoted or not). Each against hand SQL,
or a refusal for the near misses (a channel or command holding a number or a facilitator's
name, a platform head with another word of the data)."""

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
MAR = ts("2026-03-01", "2026-04-01")
LAST_WEEK, WEEK_BEFORE = ts("2026-05-25", "2026-06-01"), ts("2026-05-18", "2026-05-25")
TODAY = ts("2026-06-03", "2026-06-04")
PA = fac("payai")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def two(figure: str, first: str, second: str) -> list[str]:
    return [f"SELECT (SELECT {figure} FROM settlements WHERE {first}), "
            f"(SELECT {figure} FROM settlements WHERE {second})"]


PROBES = [
    # one address's two sides, ", then" between them: each side in the order said
    (f"{R1} - how many payments did it make, then how many did it get?",
     two("count(*)", f"payer = '{R1}'", f"recipient = '{R1}'")),
    (f"Wallet {P1} in March 2026: USDC it received; then USDC it spent.",
     two("sum(amount)", f"recipient = '{P1}' AND {MAR}", f"payer = '{P1}' AND {MAR}")),
    # a chat bot's relay head
    ("Telegram /volume from a user: total USDC settled today?", one("sum(amount)", TODAY)),
    ("[discord] a mod asks: how many settlements did payai handle in March 2026?",
     one("count(*)", f"{PA} AND {MAR}")),
    ('Slack relay from #ops: "number of x402 payments last week"', one("count(*)", LAST_WEEK)),
    (f"Discord #payouts-help: how much USDC did {R1} receive in March 2026?",
     one("sum(amount)", f"recipient = '{R1}' AND {MAR}")),
    ("Slack relay: how many payments last week, and how many the week before?",
     two("count(*)", LAST_WEEK, WEEK_BEFORE)),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a channel or command that scopes the question; a platform head with a period in it
    "Discord #march-2026: how many payments?",
    "Slack #payai-users: total volume last week?",
    "Telegram from a member in May: how many payments?",
    # payments a wallet both made and got, no two sides asked
    f"{R1}: payments it made then got back",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
