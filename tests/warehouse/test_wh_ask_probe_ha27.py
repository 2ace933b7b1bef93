"""Asks of round ha27 (hp10 dev half), in our own words: requests an agent opens with
sentences of background before its question, read by the scope each names
(``planner.background``): a loose period ("since mid 2025", "after the holidays") gives way
to the question's own; a facilitator or an address named there is taken by the question's
pronoun ("did it settle", "that wallet") when it is the only one; a facilitator's own
addresses said of it are its description ("across all of them": its addresses together); a
side or a size the question says of its own; "Most payments are tiny." describes, scoping
nothing. Beside them: "(later minus earlier)" as the change's own difference; "which
wallet received the most" (recipients, not payers); "the single PayAI address with the most
settlements" (a facilitator's own addresses, ranked); "the PayAI address 0x..." (that one
address). Each against hand SQL, or a refusal for the near misses (a loose period beside a
question with none, an exact one beside another, a constraint, a size not asked, a
facilitator the question does not say, two entities for one pronoun)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.reading import facilitator_names
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
R = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # a recipient
P = "0xe04012eada2f46292acc25ca51f9a092657750e0"  # a busy payer
PAYAI = facilitator_names()["payai"][0]  # one of PayAI's own addresses
SEP, OCT = ts("2025-09-01", "2025-10-01"), ts("2025-10-01", "2025-11-01")
NOV, DEC = ts("2025-11-01", "2025-12-01"), ts("2025-12-01", "2026-01-01")
JAN, FEB = ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01")
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
MAY, Q1 = ts("2026-05-01", "2026-06-01"), ts("2026-01-01", "2026-04-01")
LAST14, PREV14 = ts("2026-05-21", "2026-06-04"), ts("2026-05-07", "2026-05-21")


def payers_in(a: str) -> str:
    return f"SELECT payer FROM settlements WHERE {a}"


PROBES = [
    # a loose period in the background, the question's own period
    ("Background: I'm auditing PayAI's traffic. It has been live since mid 2025. How many "
     "payments did PayAI settle in April 2026?",
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {APR}"]),
    ("I'm a monitoring bot watching for a slowdown after the holidays. What was the total "
     "USDC volume in January 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {JAN}"]),
    ("Our team wonders whether usage bounced back after the summer lull. How many "
     "settlements were there in September 2025 and in October 2025, and what was the % "
     "change?",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {SEP}), "
      f"(SELECT count(*) FROM settlements WHERE {OCT})"]),
    ("Heurist went live in late 2025 and we are sizing it up. How many distinct payers did "
     "Heurist-settled payments come from over the whole history?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {fac('heurist')}"]),
    # a facilitator named in the background, taken by the question's pronoun
    ("Context: we're profiling the Coinbase facilitator, which signs with many addresses. "
     "How many payments did it settle in March 2026, and how much USDC?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('coinbase')} AND {MAR}"]),
    ("I'm looking into Daydreams, which runs several relayer addresses. Across all of them, "
     "how much USDC has it settled in Q1 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('daydreams')} AND {Q1}"]),
    ("We are benchmarking the PayAI facilitator. How many payments did this facilitator "
     "settle in February 2026?",
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {FEB}"]),
    # an address named in the background, taken by the question's pronoun
    (f"I'm keeping an eye on the wallet {R}. It belongs to a merchant. How much USDC did it "
     "receive in May 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R}' AND {MAY}"]),
    # a side, a size, a measure the question says of its own
    ("I'm researching repeat customers across the turn of the year. How many distinct payers "
     "paid in both November 2025 and December 2025?",
     [f"SELECT count(*) FROM ({payers_in(NOV)} INTERSECT {payers_in(DEC)})"]),
    ("An analyst believes one recipient soaks up most of the recent spending. Which "
     "recipient received the most USDC in the last 14 days, and how much?",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {LAST14} GROUP BY recipient "
      "ORDER BY sum(amount) DESC LIMIT 1"]),
    ("I'm drafting a piece on outlier payments. Most payments on x402 are sub-dollar. What "
     "was the biggest single payment in February 2026, and who paid it?",
     [f"SELECT amount, payer FROM settlements WHERE {FEB} ORDER BY amount DESC, id LIMIT 1"]),
    ("Our dashboard shows unique recipients per month and March looks wrong. How many "
     "distinct recipients were there in March 2026?",
     [f"SELECT count(DISTINCT recipient) FROM settlements WHERE {MAR}"]),
    # "(later minus earlier)": the change's own difference
    ("How many payments were made in the last 14 days and in the 14 days before that, and "
     "what was the change (later minus earlier)?",
     [f"SELECT x, y, x - y FROM (SELECT (SELECT count(*) FROM settlements WHERE {LAST14}) AS "
      f"x, (SELECT count(*) FROM settlements WHERE {PREV14}) AS y)"]),
    # which wallet received the most: recipients
    ("My user asked: 'Which wallet received the most USDC in April 2026?'",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {APR} GROUP BY recipient "
      "ORDER BY sum(amount) DESC LIMIT 1"]),
    ("which address received the largest payment in March 2026?",
     [f"SELECT amount, recipient FROM settlements WHERE {MAR} ORDER BY amount DESC, id "
      "LIMIT 1"]),
    # a facilitator's own addresses, ranked; one of them by its address
    ("PayAI settles from several sender addresses. I want the single PayAI address with the "
     "most settlements in Q1 2026, and its count.",
     [f"SELECT facilitator, count(*) FROM settlements WHERE {fac('payai')} AND {Q1} "
      "GROUP BY facilitator ORDER BY count(*) DESC LIMIT 1"]),
    (f"how many payments did the PayAI address {PAYAI} settle in May 2026?",
     [f"SELECT count(*) FROM settlements WHERE facilitator = '{PAYAI}' AND {MAY}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a facilitator in the background the question neither says nor refers to
    "I'm profiling the Coinbase facilitator. How many payments were settled in March 2026?",
    "I'm profiling the Coinbase facilitator. What was the largest payment in May 2026, and "
    "who paid it?",
    # two of them for one pronoun
    "We're comparing Coinbase and PayAI. How much USDC did it settle in March 2026?",
    f"I'm following {R} and {P}. How much did it receive in May 2026?",
    # "all of them" of nothing said
    "I'm reviewing the Daydreams facilitator. Across all of them, how many payments has it "
    "settled?",
    # a loose period beside a question with none; an exact one beside another
    "Usage has been slipping recently. How many settlements were there?",
    "The ecosystem saw a spike in late October 2025. How many settlements were there?",
    "I'm reviewing January 2026. How many settlements were there in March 2026?",
    # constraints: applied or refused, never dropped
    "We only track Coinbase payments. What was the volume in May 2026?",
    "Our reports treat payments under 0.01 USDC as spam. How many payments were there in "
    "May 2026?",
    # a size the question does not ask, or the other one
    "I'm writing about whale payments. How many payments were there in April 2026?",
    "I'm studying whales. What was the smallest payment in April 2026?",
    # a measure the question does not ask
    "I'm studying payer retention. How many distinct recipients were there in May 2026?",
    # a cadence that is not the question's
    "Our dashboard shows unique recipients per week. How many distinct recipients were there "
    "in March 2026?",
    # the change of the earlier side, said "(later minus earlier)"
    "How many payments in May 2026 and in April 2026, and the change (later minus earlier)?",
    "How many payments in May 2026 and in April 2026, and the change (earlier minus later)?",
    # an address that is not the named facilitator's
    f"how many payments did the Coinbase address {PAYAI} settle in May 2026?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
