"""Asks of round ha48 (charged-wrong hunt, round 2), in our own words: a facilitator or address
said only as who asks, in a greeting, sign-off, signature or agent name ("Hello from the PayAI
agent.", "Thanks, Coinbase team", "-- sent by the Coinbase agent", "PayAI agent: ..."): refused,
unless the question names it again as its scope; "my"/"our" payments of a wallet that both paid
and received in the period, with no verb saying the side: refused (one side alone is the same
figure either way); money that "came in" to / "went out" of an address: its side; "median of the
daily payment counts" (one figure over days, not a daily series of the median payment); an
average "per day with activity" (over the days with payments only): refused. Each against hand
SQL, or a refusal for the near misses."""

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
B = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"  # paid and received in November 2025
B2 = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"  # paid and received in November 2025
P = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # a payer
R = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
MAY, NOV = ts("2026-05-01", "2026-06-01"), ts("2025-11-01", "2025-12-01")
CB, PA, VP = fac("coinbase"), fac("payai"), fac("virtuals protocol")
DAY = "date_trunc('day', timestamp)"


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def over_days(agg: str, figure: str, where: str) -> list[str]:
    return [f"SELECT {agg}(v) FROM (SELECT {DAY}, {figure} v FROM settlements WHERE {where} "
            "GROUP BY 1)"]


PROBES = [
    # a greeting or sign-off that names no facilitator, or names the one the question asks of
    ("Hello from agent #4471. How many payments in May 2026?", one("count(*)", MAY)),
    ("How many payments in May 2026? Cheers, FinBot", one("count(*)", MAY)),
    ("Hi there. How many payments through Coinbase in May 2026? Thanks!",
     one("count(*)", f"{CB} AND {MAY}")),
    ("Hello, how many payments went through PayAI in May 2026?",
     one("count(*)", f"{PA} AND {MAY}")),
    ("Thanks! What was PayAI's volume in May 2026?", one("sum(amount)", f"{PA} AND {MAY}")),
    ("Hello from the treasury agent. How many Coinbase payments in May 2026?",
     one("count(*)", f"{CB} AND {MAY}")),
    ("Question from the Coinbase facilitator team: how many payments did Coinbase settle in "
     "May 2026?", one("count(*)", f"{CB} AND {MAY}")),
    ("Hi! How many payments did Coinbase settle in May 2026? Thanks, Coinbase team",
     one("count(*)", f"{CB} AND {MAY}")),
    (f"How many payments did {R} receive in May 2026?\n-- {R}",
     one("count(*)", f"recipient = '{R}' AND {MAY}")),
    # the asker's own wallet with a verb (or a word) saying the side
    (f"My wallet is {B}. How many payments did I receive in November 2025?",
     one("count(*)", f"recipient = '{B}' AND {NOV}")),
    (f"My wallet is {B}. How many payments did I send in November 2025?",
     one("count(*)", f"payer = '{B}' AND {NOV}")),
    (f"Wallet {B2}: what were our inflows in November 2025?",
     one("sum(amount)", f"recipient = '{B2}' AND {NOV}")),
    (f"Wallet {B2}: what were our outflows in November 2025?",
     one("sum(amount)", f"payer = '{B2}' AND {NOV}")),
    (f"How many payments in November 2025 involving our wallet {B2}?",
     one("count(*)", f"(payer = '{B2}' OR recipient = '{B2}') AND {NOV}")),
    (f"For our address {B2}: incoming volume in November 2025",
     one("sum(amount)", f"recipient = '{B2}' AND {NOV}")),
    # money that came in or went out: the side
    (f"Wallet {B2}: how much came in during November 2025?",
     one("sum(amount)", f"recipient = '{B2}' AND {NOV}")),
    (f"Wallet {B2}: how much went out during November 2025?",
     one("sum(amount)", f"payer = '{B2}' AND {NOV}")),
    (f"How much USDC went out of {B2} in November 2025?",
     one("sum(amount)", f"payer = '{B2}' AND {NOV}")),
    (f"How much USDC came in to {B2} in November 2025?",
     one("sum(amount)", f"recipient = '{B2}' AND {NOV}")),
    # a figure "of the daily ..."
    ("Median of daily payment counts in May 2026?", over_days("median", "count(*)", MAY)),
    ("Median of the daily payment counts for May 2026?",
     over_days("median", "count(*)", MAY)),
    ("Median of daily volumes in May 2026?", over_days("median", "sum(amount)", MAY)),
    ("Median of daily volume in May 2026", over_days("median", "sum(amount)", MAY)),
    ("Average of daily payment counts in May 2026?", one("count(*) / 31.0", MAY)),
    # a facilitator left out beside an address; a ranking with a floor on payments
    (f"How many payments to {R} in May 2026 not through Coinbase?",
     one("count(*)", f"recipient = '{R}' AND NOT {CB} AND {MAY}")),
    (f"Excluding Coinbase, how much did {R} receive in May 2026?",
     one("sum(amount)", f"recipient = '{R}' AND NOT {CB} AND {MAY}")),
    (f"How many payments did {P} make in May 2026 outside Coinbase and PayAI?",
     one("count(*)", f"payer = '{P}' AND NOT {CB} AND NOT {PA} AND {MAY}")),
    ("Top 3 payers by volume in May 2026 among those with at least 10 payments?",
     [f"SELECT payer, sum(amount) FROM settlements WHERE {MAY} GROUP BY 1 "
      "HAVING count(*) >= 10 ORDER BY 2 DESC LIMIT 3"]),
    ("Excluding anything by Coinbase, the top 3 payers by volume in May 2026?",
     [f"SELECT payer, sum(amount) FROM settlements WHERE NOT {CB} AND {MAY} GROUP BY 1 "
      "ORDER BY 2 DESC LIMIT 3"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a facilitator or address said only as who asks
    "Hello from the PayAI agent. How many settlements happened in May 2026?",
    "Hi, PayAI team here. How many settlements in May 2026?",
    "Thanks, Coinbase team. How many payments in May 2026?",
    "How many payments in May 2026? Thanks, Coinbase team",
    "How many payments in May 2026? -- sent by the Coinbase agent",
    "How many payments in May 2026?\n\nBest regards,\nThe PayAI Agent",
    "Total volume in May 2026 please.\nSent from the Heurist agent",
    "PayAI agent: how many payments in May 2026?",
    "Good morning! Quick one from the Coinbase ops desk: total volume last week?",
    "Dear Coinbase team, how many payments in May 2026?",
    "Hi! How many payments did Coinbase settle in May 2026? Thanks, PayAI team",
    f"Hello from {B}. How many payments in November 2025?",
    f"How many payments in May 2026? Regards, wallet {R}",
    f"How many payments in May 2026?\n-- Alice, {R}",
    f"How many payments in May 2026? (asked by {P})",
    # "my"/"our" payments of a wallet on both sides, no verb saying which
    f"Wallet {B}: how many of my payments were in November 2025?",
    f"Account {B} - our payment count in November 2025?",
    f"I am {B2}. How many payments in November 2025?",
    f"{B2} is us. Total USDC in November 2025?",
    f"Our wallet is {B2}. What was our volume in November 2025?",
    f"For our address {B2}: largest payment in November 2025?",
    # an average over the days with payments only; a figure of daily figures not placed
    "Average number of payments per day with activity for Virtuals Protocol in May 2026?",
    f"Average payments per day with activity for {P} in May 2026?",
    "Average Virtuals Protocol payments per day in May 2026, counting only days it had payments?",
    "Median of the daily payer counts in May 2026?",
    "What's the median of daily totals in May 2026?",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
