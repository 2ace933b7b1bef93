"""Asks of round ha65 (people, probe set hp25), in our own words: a greeting or thanks in the
asker's own language and a note on their English; a learner's "teach me", "payments which
happened"; the asker's hurry ("On deadline, need one number fast:"); a filing or homework
before "I need"; "(UTC day)" beside a day said day-first; a self-correction ("..., I mean how
many ...", "in April 2026, I mean May 2026", "I mean the sum of amounts") and "by number of
payments, not amount" beside a ranking; "which 3 wallets received the most" (recipients: it
ranked payers, charged wrong); a relayed ask ("A student asks:", "The user gives the wallet
0x... and wants ...", "The user compares A with B:", "They ask for its ..."); "the Heurist
facilitator's volume"; "its amount first and then the payer address"; "a ranking of the top
3"; a period said in Spanish, French, German or Portuguese; "I sell API calls and my address
is 0x...". Each against hand SQL, or a refusal for the near misses (a correction whose first
half holds a period, or one said after the question that the planner cannot apply, once read
as "the mean" or set aside; a relayed ask about "they"; a hurried or purposeful lead that
scopes; "teach me how to"; a foreign month with no year)"""

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
JAN, FEB, MAR, APR, MAY = (ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01"),
                           ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                           ts("2026-05-01", "2026-06-01"))
DEC = ts("2025-12-01", "2026-01-01")
Q1 = ts("2026-01-01", "2026-04-01")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def top(side: str, figure: str, where: str, k: int) -> list[str]:
    return [f"SELECT {side}, {figure} AS f FROM settlements WHERE {where} GROUP BY {side} "
            f"ORDER BY f DESC LIMIT {k}"]


PROBES = [
    # a greeting or thanks in the asker's own language, a note on their English
    ("Bonjour! What was the total volume in February 2026? Merci beaucoup.",
     one("sum(amount)", FEB)),
    ("Hallo, how many unique recipients were there in January 2026? My English is not so "
     "good, sorry.", one("count(DISTINCT recipient)", JAN)),
    ("Olá! Sorry for my bad english. How many payments were made in April 2026?",
     one("count(*)", APR)),
    # a learner's "teach me"; "payments which happened"
    ("Could you teach me the total USDC of payments which were made in March 2026?",
     one("sum(amount)", MAR)),
    ("Say me how many settlements which happened in January 2026, please.",
     one("count(*)", JAN)),
    # the asker's hurry
    ("In a rush here - how many unique payers were there in February 2026?",
     one("count(DISTINCT payer)", FEB)),
    ("Need a number asap: payments in December 2025?", one("count(*)", DEC)),
    # a filing or homework before "I need"; "(UTC day)" beside a day said day-first
    ("For my homework I need the median payment in March 2026.", one("median(amount)", MAR)),
    ("For an audit we need the number of payments on 9 March 2026 (UTC day).",
     one("count(*)", ts("2026-03-09", "2026-03-10"))),
    # a self-correction, and the other figure denied beside a ranking
    ("Cuántos pagos, I mean how many payments did Coinbase settle in April 2026?",
     one("count(*)", f"{fac('coinbase')} AND {APR}")),
    ("Wie viel - sorry, I mean what was the total volume in January 2026?",
     one("sum(amount)", JAN)),
    ("Top 4 recipients in March 2026? I mean by number of payments, not volume.",
     top("recipient", "count(*)", MAR, 4)),
    ("Which 3 payers spent the most in February 2026, by amount, not number of payments?",
     top("payer", "sum(amount)", FEB, 3)),
    # a correction in place of the one like phrase, or one that only says again
    ("How many payments in April 2026, I mean May 2026?", one("count(*)", MAY)),
    ("What was the volume for Coinbase in March 2026? Sorry, I mean PayAI.",
     one("sum(amount)", f"{fac('payai')} AND {MAR}")),
    ("Unique payers in January 2026 - I mean in February 2026?", one("count(DISTINCT payer)", FEB)),
    ("What was the total volume in April 2026, I mean the sum of amounts?",
     one("sum(amount)", APR)),
    # "which 3 wallets received the most": the recipients
    ("Which 3 wallets received the most in April 2026?", top("recipient", "sum(amount)", APR, 3)),
    ("Which 5 addresses got paid the most in May 2026?", top("recipient", "sum(amount)", MAY, 5)),
    # a relayed ask
    ("An investor asks: how many unique payers were there in Q1 2026?",
     one("count(DISTINCT payer)", Q1)),
    (f"My client gave me the address {P1.upper()} and wants the total it paid in Q1 2026.",
     one("sum(amount)", f"payer = '{P1}' AND {Q1}")),
    ("The user compares January 2026 with February 2026: total volume in each month?",
     one("sum(amount)", JAN) + one("sum(amount)", FEB)),
    ("My user follows PayAI closely. They ask for its number of payments in March 2026.",
     one("count(*)", f"{fac('payai')} AND {MAR}")),
    # a facilitator's figure said with "facilitator's"
    ("What was the Coinbase facilitator's volume in February 2026?",
     one("sum(amount)", f"{fac('coinbase')} AND {FEB}")),
    # the fields of a payment row in the order a row lists them
    ("The biggest payment of March 2026, its amount first and then the recipient address.",
     [f"SELECT amount, recipient FROM settlements WHERE {MAR} ORDER BY amount DESC, id "
      "LIMIT 1"]),
    # a ranking of the top ones
    ("Give me a ranking of the top 3 facilitators by volume in April 2026.",
     [f"SELECT {by_name()} AS n, sum(amount) AS v FROM settlements WHERE {APR} GROUP BY n "
      "ORDER BY v DESC LIMIT 3"]),
    # a period in the asker's first language
    ("Del 2 al 8 de marzo de 2026, how many payments were there?",
     one("count(*)", ts("2026-03-02", "2026-03-09"))),
    ("What was the volume du 12 au 18 janvier 2026?", one("sum(amount)", ts("2026-01-12",
                                                                            "2026-01-19"))),
    ("How many unique payers im Februar 2026?", one("count(DISTINCT payer)", FEB)),
    ("Total USDC em abril de 2026?", one("sum(amount)", APR)),
    # what the asker sells, then their address
    (f"We sell API requests and our wallet is {R1}. How much did we receive in May 2026?",
     one("sum(amount)", f"recipient = '{R1}' AND {MAY}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a correction whose first half holds a period, a figure or a name not said again
    "Wie viele Zahlungen im März 2026, I mean how many payments?",
    "Combien en mai, I mean how many recipients?",
    "How many payers in May 2026, I mean how many in April 2026?",
    "Payments for PayAI, I mean how many payments in May 2026?",
    # a correction the planner cannot apply: never set aside, never "the mean"
    "How many unique payers in February 2026? I mean recipients.",
    "Total volume in January 2026, I mean payments over 1 USDC?",
    "How many payments in March 2026? Oops, April.",
    # a correction in place of one of two periods
    "How many payments in April and May 2026, I mean June 2026?",
    # a relayed ask about the one who asks ("they"), no address said
    "A student asks: how much did they receive in May 2026?",
    # a hurried or purposeful lead that scopes
    "On deadline for the Coinbase story, how many payments in March 2026?",
    "For a filing in Germany I need the number of payments in March 2026.",
    # "teach me how to": a how-to, not a figure
    "Can you teach me how to query the volume?",
    # "(UTC day)" beside a month; a foreign month with no year
    "how many payments in March 2026 (UTC day)?",
    "How many payments en mayo?",
    # the other figure denied with no ranking
    "What was the volume in May 2026, not the count?",
    # what is sold holds a facilitator's name
    f"I sell API calls through PayAI and my address is {R1}. How much did I receive in 2026?",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
