"""Asks of round ha44 (hp16 dev half, agents that pay per call writing to a data API), in our
own words: an inflow or outflow said beside a count ("figures: payment count, USDC inflow"; the
inflow was dropped and the count charged alone); "USDC I paid" under a wallet's label (its payer
side; it was read as either side), "was I paid" (its recipient side); an agent's head with a
name the labels did not know ("Indexer bot:", "Research agent, archive section:"), what it is
doing ("Budget agent sizing its spending cap:", "Buyer agent vetting a merchant before paying:"),
the wallet or merchant it works on ("Audit agent, wallet 0x...:"), the size it watches said again
as a bound ("Dust monitor: ... under 0.002 USDC"), the agents a message passes between
("[planner -> data-agent]"); "distinct x402 merchants", "paid calls", "the recipients with the
highest inflow", "settlements dated <ISO day>", "Output: an integer. Question: ...", "..., no
prose", "at least X USDC only", "find the", "wat". Each against hand SQL, or a refusal for the
near misses (a head naming a scope the question does not say again, a size the bound
contradicts, an integer asked of a fraction)."""

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
W = "0x4e9bce2547a9491b09ed092c433b19888e665edb"  # pays and is paid, Oct-Nov 2025
P = "0x30a64a160f63703bb13e69170257ef7c9592288d"  # a payer
R = "0x7234925d3a2d2ca8f94f32f014f0ae9f78493916"  # a recipient
OCT, MAY = ts("2025-10-01", "2025-11-01"), ts("2026-05-01", "2026-06-01")
APR, YTD = ts("2026-04-01", "2026-05-01"), ts("2026-01-01", "2026-06-04")
LAST7, LAST30 = ts("2026-05-28", "2026-06-04"), ts("2026-05-05", "2026-06-04")
LAST90 = ts("2026-03-06", "2026-06-04")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def top(group: str, where: str, k: int, by: str = "sum(amount)") -> list[str]:
    return [f"SELECT {group}, {by} FROM settlements WHERE {where} GROUP BY {group} "
            f"ORDER BY {by} DESC LIMIT {k}"]


PROBES = [
    # an inflow or outflow beside a count: the money too
    (f"recipient: {R}; window: April 2026; figures: payment count, USDC inflow",
     one("count(*), sum(amount)", f"recipient = '{R}' AND {APR}")),
    (f"how many payments did {W} receive in October 2025, and what was its inflow?",
     one("count(*), sum(amount)", f"recipient = '{W}' AND {OCT}")),
    (f"{W}: payment count and total outflow, October 2025",
     one("count(*), sum(amount)", f"payer = '{W}' AND {OCT}")),
    (f"what was the inflow of {W} in October 2025?", one("sum(amount)",
                                                         f"recipient = '{W}' AND {OCT}")),
    (f"number of inflows to {W} in October 2025", one("count(*)", f"recipient = '{W}' AND {OCT}")),
    # the wallet's own side, said with I
    (f"wallet {W}: USDC I paid in October 2025", one("sum(amount)", f"payer = '{W}' AND {OCT}")),
    (f"Wallet {W}, October 2025: USDC we paid through Coinbase",
     one("sum(amount)", f"payer = '{W}' AND {fac('coinbase')} AND {OCT}")),
    (f"wallet {W}, October 2025: how much was I paid?",
     one("sum(amount)", f"recipient = '{W}' AND {OCT}")),
    # an agent's head: its name, what it does, what it works on
    ("Indexer bot: total USDC volume in April 2026", one("sum(amount)", APR)),
    ("Research agent, archive section: how many settlements were there in October 2025?",
     one("count(*)", OCT)),
    ("Budget agent sizing its spending cap: median payment amount over the last 30 days.",
     one("median(amount)", LAST30)),
    (f"Buyer agent vetting a merchant before paying: when did {R} last receive a payment?",
     [f"SELECT max(timestamp) FROM settlements WHERE recipient = '{R}'"]),
    (f"Audit agent, wallet {P}: how many payments did I make in May 2026?",
     one("count(*)", f"payer = '{P}' AND {MAY}")),
    (f"Merchant screener profiling seller {R}: total USDC received, all time.",
     one("sum(amount)", f"recipient = '{R}'")),
    ("Dust monitor: how many payments under 0.002 USDC in the last 7 days?",
     one("count(*)", f"amount < 0.002 AND {LAST7}")),
    ("Large-payment tracker: number of transfers above 50 USDC in April 2026",
     one("count(*)", f"amount > 50 AND {APR}")),
    ("[planner -> data-agent] total USDC volume in April 2026", one("sum(amount)", APR)),
    # words of the one network, of paid calls, of a ranking's inflow
    ("How many distinct x402 payers paid in April 2026?", one("count(DISTINCT payer)", APR)),
    ("number of unique x402 merchants in the last 90 days",
     one("count(DISTINCT recipient)", LAST90)),
    ("top 3 x402 recipients by number of paid calls in April 2026",
     top("recipient", APR, 3, "count(*)")),
    ("the 3 merchants with the highest inflow in April 2026, each with its USDC total",
     top("recipient", APR, 3)),
    ("top 2 payers by outflow, May 2026", top("payer", MAY, 2)),
    # a day said as dated, output instructions, a bound stressed, a verb, a typo
    ("how many payments dated 2026-04-10?", one("count(*)", ts("2026-04-10", "2026-04-11"))),
    ("Output: an integer. Question: number of settlements in April 2026.", one("count(*)", APR)),
    ("settlement count for May 2026. Reply with the number only, no prose.", one("count(*)", MAY)),
    ("PayAI, April 2026, payments over 0.1 USDC only: how many and what total?",
     one("count(*), sum(amount)", f"{fac('payai')} AND amount > 0.1 AND {APR}")),
    ("Find the smallest payment in April 2026.", one("min(amount)", APR)),
    ("wat was the payment count in april 2026", one("count(*)", APR)),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a head naming a scope the question does not say again
    "Coinbase crawler: total USDC volume in May 2026",
    "Weekend monitor: total USDC volume in May 2026",
    "Budget agent sizing its cap for March: median payment over the last 30 days.",
    "Whale filter: how many transfers in May 2026?",
    # a size the bound contradicts
    "Micropayment monitor: number of payments over 1 USDC in the last 7 days.",
    "[coinbase -> data-agent] total USDC volume in May 2026",
    # an integer of a fraction, one figure of two
    "Output: an integer. Question: average payment in May 2026.",
    "Output: a single number. Question: payment count and volume in May 2026.",
    # an inflow with no side to take it, a ranking of payers by what they received
    "inflow of payai in May 2026",
    "top 3 payers by inflow in May 2026",
    "how many calls did 0x7234925d3a2d2ca8f94f32f014f0ae9f78493916 receive in May 2026?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
