"""Asks of round ha66 (a charged-wrong hunt in our own words, and answer forms): a how-to ("how
would I query the volume?", "can you tell me how to ...", "what SQL would give me ...") and
"what did 0x... buy" are refused (they were answered with the figure they mention); a group's
bound over all time beside another period ("recipients paid in April that have been paid more
than 100 times in all", "payers active in May with over 500 payments ever") is refused (the
bound was read over the period); "how many payments and how much USDC did 0x... make" is the
address's paying (both were read as received); an answer form beside a whole question ("Just
the integer: ...", "Bare number, no units: ...", "Plain number only. ...", "no prose, just the
figure: ...", "As a markdown table: ...", "... - one line, no prose.", "...: just the
integer.", "Return a CSV with columns payer,total: ...", "Reply in JSON as {address,
distinct_payers}: ...") is set aside when it asks no other figure (a column or key the
question does not ask for, or an integer beside a median, keeps it refused); the other side
denied beside the side said ("receive, not pay,", "paid - not received -") and "first" that
only orders the figures ("the count first, then the volume") are set aside; "who paid the
most, by count" is ranked by number of settlements (it was ranked by volume, and charged); an
amount bound on every payment of each payer counted ("paid more than 1 USDC each time",
"had every payment above 0.01 USDC") is refused (it counted payers with any such payment)."""

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
P1 = "0x77dd7bba7c42f1ab414e804eee4fbad8142b3f37"  # a payer
R1 = "0xd6a6a495a549a8026046f5bb96aa0993254b4cd6"  # a recipient
R2 = "0x66fa4d79ca84016b42352be33c908dd812952ec8"  # a busy recipient (its top payers differ)
MAR, APR, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-05-01", "2026-06-01"))
LW, YD = ts("2026-05-25", "2026-06-01"), ts("2026-06-02", "2026-06-03")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def top(side: str, figure: str, where: str, k: int) -> list[str]:
    return [f"SELECT {side}, {figure} AS f FROM settlements WHERE {where} GROUP BY {side} "
            f"ORDER BY f DESC LIMIT {k}"]


PROBES = [
    # "make" shared by the payments and the USDC: the address's paying
    (f"How many payments and how much USDC did {P1} make in April 2026?",
     one("count(*)", f"payer = '{P1}' AND {APR}")
     + one("sum(amount)", f"payer = '{P1}' AND {APR}")),
    (f"how many transactions and how much money did {P1} make in March 2026",
     one("count(*)", f"payer = '{P1}' AND {MAR}")
     + one("sum(amount)", f"payer = '{P1}' AND {MAR}")),
    # money made alone is still money earned
    (f"How much did {R1} make in April 2026?", one("sum(amount)", f"recipient = '{R1}' AND {APR}")),
    # a group's bound without another period is over all time
    ("How many recipients have been paid more than 100 times in all?",
     ["SELECT count(*) FROM (SELECT recipient FROM settlements GROUP BY 1 HAVING count(*) > 100)"]),
    ("How many payers made more than 5 payments in May 2026?",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {MAY} GROUP BY 1 "
      "HAVING count(*) > 5)"]),
    # answer forms at the head
    ("Just the integer: settlements last week?", one("count(*)", LW)),
    ("Only the count, please: payments yesterday?", one("count(*)", YD)),
    ("Bare number, no units: median payment in April 2026", one("median(amount)", APR)),
    ("Plain number only. What was the total volume in March 2026?", one("sum(amount)", MAR)),
    ("no prose, just the figure: how many distinct recipients were paid last week?",
     one("count(DISTINCT recipient)", LW)),
    ("No explanation. Just the number: unique payers in May 2026?",
     one("count(DISTINCT payer)", MAY)),
    ("As a markdown table: top 3 facilitators by volume in May 2026",
     [f"SELECT {by_name()} AS n, sum(amount) AS f FROM settlements WHERE {MAY} GROUP BY 1 "
      "ORDER BY f DESC LIMIT 3"]),
    ("One line only: how many settlements were there yesterday?", one("count(*)", YD)),
    # answer forms at the tail
    ("Total volume in May 2026 - one line, no prose.", one("sum(amount)", MAY)),
    ("How many payers were there in April 2026, in a single line.",
     one("count(DISTINCT payer)", APR)),
    ("Number of settlements last week: just the integer.", one("count(*)", LW)),
    ("Coinbase volume in April 2026; only the figure, no text",
     one("sum(amount)", f"{fac('coinbase')} AND {APR}")),
    # a CSV's columns, each asked by the question
    ("Return a CSV with columns payer,total: top 3 payers by volume in April 2026.",
     top("payer", "sum(amount)", APR, 3)),
    ("Which 3 recipients got the most payments in May 2026? Give me a CSV with columns "
     "recipient,payments.", top("recipient", "count(*)", MAY, 3)),
    # a JSON schema said "in JSON as {...}:"
    ("Reply in JSON as {address, distinct_payers}: the recipient with the most distinct payers "
     "in May 2026.", top("recipient", "count(DISTINCT payer)", MAY, 1)),
    # the other side denied beside the side said
    (f"How much did {R1} receive, not pay, in April 2026?",
     one("sum(amount)", f"recipient = '{R1}' AND {APR}")),
    (f"My user asks how much {P1} paid - not received - in March 2026.",
     one("sum(amount)", f"payer = '{P1}' AND {MAR}")),
    (f"How many payments did {R1} get (not send) in May 2026?",
     one("count(*)", f"recipient = '{R1}' AND {MAY}")),
    (f"How much was paid to {R1}, not by it, in March 2026?",
     one("sum(amount)", f"recipient = '{R1}' AND {MAR}")),
    (f"How much did {P1} spend, not earn, in May 2026?",
     one("sum(amount)", f"payer = '{P1}' AND {MAY}")),
    # "first" that only says the order of the figures
    ("Coinbase in May 2026: the number of settlements first, then the volume.",
     one("count(*)", f"{fac('coinbase')} AND {MAY}")
     + one("sum(amount)", f"{fac('coinbase')} AND {MAY}")),
    ("For April 2026 give the unique recipients first and then the unique payers.",
     one("count(DISTINCT recipient)", APR) + one("count(DISTINCT payer)", APR)),
    ("Volume first, then count of payments, for March 2026",
     one("sum(amount)", MAR) + one("count(*)", MAR)),
    # "who paid the most, by count": ranked by number of settlements
    ("Who paid the most in May 2026, by count?", top("payer", "count(*)", MAY, 1)),
    (f"Who paid {R2} the most in May 2026, by number of payments?",
     top("payer", "count(*)", f"recipient = '{R2}' AND {MAY}", 1)),
    (f"Who paid {R2} the most in May 2026?",
     top("payer", "sum(amount)", f"recipient = '{R2}' AND {MAY}", 1)),
    ("Who received the most in March 2026, in terms of payment count?",
     top("recipient", "count(*)", MAR, 1)),
    ("Who spent the most in May 2026?", top("payer", "sum(amount)", MAY, 1)),
    # "each" of the payments counted, and a bound on any payment of each payer
    ("How many payments over 1 USDC each were there in May 2026?",
     one("count(*)", f"amount > 1 AND {MAY}")),
    ("How many payers had a payment over 1 USDC in May 2026?",
     one("count(DISTINCT payer)", f"amount > 1 AND {MAY}")),
    # "spent at least 5 USDC each" read as each payer's total stays so
    ("How many payers spent at least 5 USDC each in April 2026?",
     ["SELECT count(*) FROM (SELECT payer FROM settlements WHERE " + APR
      + " GROUP BY 1 HAVING sum(amount) >= 5)"]),
    # "spend on average" asks a figure, not what was bought
    ("what did payers spend on average in march 2026, per payer",
     one("sum(amount) / count(DISTINCT payer)", MAR)),
    # near misses of the how-to that ask for the figure
    ("Can you tell me how many payments there were in April 2026?", one("count(*)", APR)),
    ("Show me how many payers there were in April 2026.", one("count(DISTINCT payer)", APR)),
    (f"What did {P1} spend in April 2026?", one("sum(amount)", f"payer = '{P1}' AND {APR}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a method, not a figure
    "How would I query the total volume for May 2026?",
    "Can you tell me how to query the volume?",
    "What SQL would give me the number of payers in April 2026?",
    "Show me the query you'd use to count settlements yesterday.",
    "Explain how you compute the average daily volume.",
    f"How do I find out how much {P1} paid last month?",
    "I'd like to know how to calculate the median payment for April 2026.",
    "How should an agent compute the number of unique payers last week?",
    # the goods a payment bought
    f"What did {P1} buy in April 2026?",
    f"What has {P1} paid for this year?",
    # a bound over all time on the groups of another period
    "How many recipients were paid in April 2026 and have been paid more than 100 times in all?",
    "How many payers active in May 2026 have made over 500 payments ever?",
    "Of the payers seen last week, how many have paid more than 10 USDC all-time?",
    "How many recipients received payments in March 2026 and have received at least 1000 "
    "payments in their history?",
    f"What does {P1} spend its USDC on?",
    # an amount bound on every payment of each one counted
    "How many payers in May 2026 paid more than 1 USDC each time?",
    "How many payers in May 2026 had every payment above 0.01 USDC?",
    "How many recipients in April 2026 were paid under 0.01 USDC every single time?",
    "How many payers in April 2026 had all of their payments over 0.05 USDC?",
    # "each" after an amount beside a count of payers: each one's total, or each payment?
    "How many payers paid more than 1 USDC each in May 2026?",
    "How many recipients in May 2026 were paid over 0.5 USDC each?",
    # an integer beside a figure that is no count
    "Just the integer: median payment in April 2026?",
    "What was the average payment in May 2026: just the integer.",
    # a denial of the same side, or of no side
    f"How much did {R1} receive, not earn, in April 2026?",
    f"How much did {R1} receive, not counting refunds, in April 2026?",
    # a CSV column or JSON key the question does not ask for
    "Return a CSV with columns payer,count: top 3 payers by volume in April 2026.",
    "Return a CSV with columns payer,total,country: top 3 payers in May 2026",
    "Reply in JSON as {payer, total, median}: the top payer in April 2026",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
