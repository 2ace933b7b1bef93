"""Asks of round ha68 (people, probe set hp27), in our own words: who an assistant asks for
("The journalist I'm assisting wants ...", "A grant reviewer I support needs ...", "My client
is drafting a memo and wants to know ...", "Relaying for a podcast host: ...", "The teacher I
help wants to show the class ...", "..., and they'd like a rough number: ...", "She'd like to
know ...", "My principal operates 0x... and wants to know how much it received"); a sentence
about the asker before the question ("I'm helping a wallet company's rep ...", "for my Year 9
class", "Quick one before I ...:", "I'm auditing a wallet: 0x.... How much has it paid?") or
after it ("? I'm preparing slides for a meetup.", "? mean is skewed so I want the median");
the year "year to date" is of ("for 2026", "2026, year to date") and "2026 (so far)"; "the
dollar value"; "over those days" after a period; "with the count for each day" beside days
ranked by count; "mean and median, mean first"; "inside Coinbase"; "she", "they", "their"
naming no one (read as every payer's, charged). Each against hand SQL, or a refusal for the
near misses (a lead that scopes, a relayed ask about "their" own payments, a reason that asks
for another figure, another year beside year to date, a period of its own after "so far",
a figure for each day other than the ranking's, an order the list does not have)."""

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
P1 = "0x8dc1411b62f02aed43f16a560c29e0c3dba4d393"  # a payer
R1 = "0xef4364fe4487353df46eb7c811d4fac78b856c7f"  # a recipient
JAN, FEB, MAR, APR, MAY = (ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01"),
                           ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                           ts("2026-05-01", "2026-06-01"))
Q1 = ts("2026-01-01", "2026-04-01")
YTD = ts("2026-01-01", "2026-06-04")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


PROBES = [
    # who an assistant asks for
    ("The journalist I'm assisting wants the number of x402 settlements in March 2026.",
     one("count(*)", MAR)),
    ("A grant reviewer I support needs the total USDC volume in Q1 2026.",
     one("sum(amount)", Q1)),
    ("My client is drafting a board memo and wants to know how many unique payers there were "
     "in April 2026.", one("count(DISTINCT payer)", APR)),
    ("Relaying for a podcast host: how many settlements did Coinbase settle in May 2026?",
     one("count(*)", f"{fac('coinbase')} AND {MAY}")),
    ("Forwarding for a novelist: what was the median payment in February 2026?",
     one("median(amount)", FEB)),
    ("The teacher I help wants to show the class the total volume in January 2026.",
     one("sum(amount)", JAN)),
    ("My user collects stories about robots, and they'd like a rough figure: the count of "
     "settlements in March 2026.", one("count(*)", MAR)),
    ("I'm an assistant for a pensioner who reads about AI. She'd like to know the number of "
     "settlements in April 2026.", one("count(*)", APR)),
    ("My principal operates " + R1 + " and wants to know how much it received in May 2026.",
     one("sum(amount)", f"recipient = '{R1}' AND {MAY}")),
    ("The reporter we support wants the top 3 payers by volume in May 2026 with their totals.",
     [f"SELECT payer, sum(amount) AS f FROM settlements WHERE {MAY} GROUP BY payer "
      "ORDER BY f DESC LIMIT 3"]),
    # a relayed reason, then the ask: the ask alone
    ("The client wants to understand adoption. Give the number of payments in May 2026.",
     one("count(*)", MAY)),
    # a sentence about the asker, before or after the question
    ("I'm helping a wallet company's founder with a pitch deck. How many payments settled "
     "in February 2026?", one("count(*)", FEB)),
    ("I'm making a quiz for my Year 9 maths class. What was the total volume in March 2026?",
     one("sum(amount)", MAR)),
    ("Quick one before I hop on a call: how many unique recipients were there in January "
     "2026?", one("count(DISTINCT recipient)", JAN)),
    ("I'm auditing a wallet: " + P1 + ". How much has it paid in total?",
     one("sum(amount)", f"payer = '{P1}'")),
    ("How many settlements were there in March 2026? I'm preparing slides for a meetup.",
     one("count(*)", MAR)),
    ("What was the average payment in April 2026? This is for a lecture on micropayments.",
     one("avg(amount)", APR)),
    ("What's the median payment in May 2026? the mean is probably misleading so I want the "
     "median", one("median(amount)", MAY)),
    # the year "year to date" is of; "2026 (so far)"; "the dollar value"
    ("How many settlements in 2026, year to date?", one("count(*)", YTD)),
    ("year-to-date volume for 2026, please", one("sum(amount)", YTD)),
    ("How many payments in 2026 (so far) were over 1 USDC?",
     one("count(*)", f"amount > 1 AND {YTD}")),
    ("What was the total dollar value of settlements in May 2026?", one("sum(amount)", MAY)),
    # said twice: "over those days", the ranking's own figure for each day, an order
    ("How many settlements from March 2 to March 8, 2026, and what was the volume over those "
     "days?", one("count(*)", ts("2026-03-02", "2026-03-09"))
     + one("sum(amount)", ts("2026-03-02", "2026-03-09"))),
    ("the 3 busiest days of April 2026 by number of settlements, with the count for each day",
     ["SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements WHERE " + APR
      + " GROUP BY d ORDER BY n DESC LIMIT 3"]),
    ("In March 2026, what were the average and the median payment, average first?",
     one("avg(amount)", MAR) + one("median(amount)", MAR)),
    # "inside <facilitator>": within it
    ("Inside Coinbase only: the top 2 recipients by USDC received in Q1 2026.",
     [f"SELECT recipient, sum(amount) AS f FROM settlements WHERE {fac('coinbase')} AND {Q1} "
      "GROUP BY recipient ORDER BY f DESC LIMIT 2"]),
    # a pronoun after whom it stands for
    ("Who was the biggest payer in April 2026, and how much did they pay?",
     [f"SELECT payer, sum(amount) AS f FROM settlements WHERE {APR} GROUP BY payer "
      "ORDER BY f DESC LIMIT 1"]),
    ("How many payments over 1 USDC were there in May 2026, and what was their total?",
     one("count(*)", f"amount > 1 AND {MAY}") + one("sum(amount)", f"amount > 1 AND {MAY}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a lead that scopes: a facilitator, a size, a restriction, a period of its own
    "My user pays through Coinbase and wants the count of settlements in May 2026.",
    "The person I support only cares about large payments and wants the count in May 2026.",
    "The reporter I assist tracks April 2026 and wants the volume.",
    "Relaying for a researcher at Coinbase: how many settlements in May 2026?",
    "We saw a spike in April. How many settlements were there in May 2026?",
    # after the question: a scope, or a reason that asks for another figure
    "How many settlements in May 2026? I'm checking only Coinbase.",
    "What's the total volume in May 2026? it looks low so I want the count",
    # a relayed ask about the one asked for
    "The analyst I assist wants to know how many payments she made in May 2026.",
    "The analyst I assist wants their total payments in May 2026.",
    # two addresses before "it"
    "I'm investigating " + P1 + " and " + R1 + ". How much has it paid?",
    # another year beside year to date; "so far" beside a month already over
    "year-to-date volume for 2025",
    "volume in May 2026 (so far)",
    # a pronoun that names no one (was read as every payer's, charged)
    "What was their total spend in May 2026?",
    "How much did she pay in April 2026?",
    "How many payments did they make in March 2026?",
    "My boss wants to know their total spend in May 2026.",
    # "that week" pointing back to a month
    "How many payments in December 2025, and the volume in that week?",
    # a figure for each day other than the ranking's; an order the list does not have
    "the 3 busiest days of April 2026 by volume, with the count for each day",
    "median and mean payment in May 2026, mean first",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
