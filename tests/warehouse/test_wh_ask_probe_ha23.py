"""Requests an assistant writes for its user, round ha23 (hp9 dev half), in our own words
(``planner.framing``): greetings and sentences of context about the asker or the user set
aside when the question says again every word of the data they hold (a period: the same
period), labels and markdown ("**Request:**", "Question:"), numbered or bulleted lists of
the figures asked (a period shared by every item said once; "I need three figures:" only
above three), format and order words ("Exact figure, please.", "Format: a single number, no
rounding.", "in that order", "(largest first)", "Amount first, then recipient.", "(divide
by the number of calendar days)" beside a per-day average), explicit inclusive / exclusive
bounds of whole days ("[2026-05-01, 2026-05-08)", "(inclusive) ... (exclusive)", "00:00 UTC
until ... 00:00 UTC") and "the total of those payments". Each against hand SQL, or a refusal
for the near misses: context holding a condition the question does not say, a list whose
count disagrees, an order the row does not keep, a bound at another hour or an excluded
start."""

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
R = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # a recipient
FEB, MAR = ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q1 = ts("2026-01-01", "2026-04-01")
DEC = ts("2025-12-01", "2026-01-01")
BIG_MAY = f"FROM settlements WHERE {MAY} ORDER BY amount DESC, id LIMIT 1"
WEEK = ts("2026-05-01", "2026-05-08")
LAST_WEEK = ts("2026-05-25", "2026-06-01")

PROBES = [
    # greetings and context about the asker or the user, holding no word of the data
    ("Hey there! I am an AI agent acting for a shop owner. How many settlements were "
     "recorded in April 2026?",
     [f"SELECT count(*) FROM settlements WHERE {APR}"]),
    ("Context: my user runs an online shop. Question: how many payments did Coinbase "
     "settle last week?",
     [f"SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {LAST_WEEK}"]),
    (f"The client is preparing a tax filing. How much USDC did {R} receive in Q1 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE recipient = '{R}' AND {Q1}"]),
    ("What is the median payment size for March 2026? My user is benchmarking prices.",
     [f"SELECT median(amount) FROM settlements WHERE {MAR}"]),
    ("My user wants to know how many payments PayAI settled in May 2026.",
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {MAY}"]),
    # context whose data words the question says again: the same period, facilitator, rate
    ("We're assisting a customer with their April books. Count the payments from "
     "2026-04-01 (inclusive) to 2026-05-01 (exclusive).",
     [f"SELECT count(*) FROM settlements WHERE {APR}"]),
    ("Good morning! I'm an assistant drafting a monthly summary. What was the total USDC "
     "volume in February 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {FEB}"]),
    ("The user is forecasting Heurist revenue. What was Heurist's total settled volume in "
     "March 2026?",
     [f"SELECT sum(amount) FROM settlements WHERE {fac('heurist')} AND {MAR}"]),
    ("The user wants a daily run rate: the average number of payments per day in April "
     "2026.",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {APR}"]),
    # format sentences and labels
    ("Total USDC volume in February 2026.\nFormat: a single number, no rounding.",
     [f"SELECT sum(amount) FROM settlements WHERE {FEB}"]),
    ("How many payments did PayAI settle in Q1 2026? Exact figure, please.",
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {Q1}"]),
    ("**Task:** average payment amount in May 2026\n**Output:** numbers only, unrounded",
     [f"SELECT avg(amount) FROM settlements WHERE {MAY}"]),
    ("The user needs an exact count. How many settlements were there in March 2026?",
     [f"SELECT count(*) FROM settlements WHERE {MAR}"]),
    # lists of the figures asked
    ("For May 2026, give me:\n1) the number of payments\n2) the number of distinct payers\n"
     "3) the total volume",
     [f"SELECT count(*), count(DISTINCT payer), sum(amount) FROM settlements WHERE {MAY}"]),
    ("I need three figures for April 2026:\n- settlement count\n- total USDC\n- average "
     "payment",
     [f"SELECT count(*), sum(amount), avg(amount) FROM settlements WHERE {APR}"]),
    ("Please report, in the order listed:\n\u2022 the total volume in March 2026\n\u2022 the "
     "number of settlements in March 2026",
     [f"SELECT sum(amount), count(*) FROM settlements WHERE {MAR}"]),
    ("Q1 2026 for Daydreams. I need two figures:\n1. the number of payments\n2. the USDC "
     "volume",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('daydreams')} AND {Q1}"]),
    # order words
    ("For last month, the USDC volume and the number of payments, in that order.",
     [f"SELECT sum(amount), count(*) FROM settlements WHERE {MAY}"]),
    ("What were the five biggest payments in May 2026 (largest first)?",
     [f"SELECT amount FROM settlements WHERE {MAY} ORDER BY amount DESC, id LIMIT 5"]),
    ("Which 5 payers sent the most payments in April 2026? Address and count, highest first.",
     [f"SELECT payer, count(*) FROM settlements WHERE {APR} GROUP BY 1 ORDER BY 2 DESC, 1 "
      "LIMIT 5"]),
    ("Mean daily settlement count in April 2026 (divide by the number of calendar days)",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {APR}"]),
    ("What was the smallest payment in April 2026 and who received it? Amount first, then "
     "recipient.",
     [f"SELECT amount, recipient FROM settlements WHERE {APR} ORDER BY amount, id LIMIT 1"]),
    ("Please identify the largest payment settled through Coinbase in March 2026: the "
     "amount, then the payer.",
     [f"SELECT amount, payer FROM settlements WHERE {fac('coinbase')} AND {MAR} "
      "ORDER BY amount DESC, id LIMIT 1"]),
    # explicit bounds of whole days
    ("How many payments in [2026-05-01, 2026-05-08)?",
     [f"SELECT count(*) FROM settlements WHERE {WEEK}"]),
    ("USDC volume from May 1, 2026 (inclusive) to May 8, 2026 (exclusive)",
     [f"SELECT sum(amount) FROM settlements WHERE {WEEK}"]),
    ("Number of settlements starting 2026-05-01 00:00 UTC until 2026-05-08 00:00 UTC",
     [f"SELECT count(*) FROM settlements WHERE {WEEK}"]),
    ("total volume between 2026-05-01T00:00:00Z and 2026-05-08T00:00:00Z",
     [f"SELECT sum(amount) FROM settlements WHERE {WEEK}"]),
    ("Average payment from 2026-05-01 up to but excluding 2026-05-08, please.",
     [f"SELECT avg(amount) FROM settlements WHERE {WEEK}"]),
    ("How many payments were settled in May 2026? Please respond with just the number.",
     [f"SELECT count(*) FROM settlements WHERE {MAY}"]),
    ("Total volume in April 2026. Just the number, no commentary.",
     [f"SELECT sum(amount) FROM settlements WHERE {APR}"]),
    # the fields of one row listed, its time last
    ("With regard to the biggest payment of May 2026, list these fields:\n- payer\n- "
     "recipient\n- amount\n- timestamp (UTC)",
     [f"SELECT payer, recipient, amount, timestamp {BIG_MAY}"]),
    ("the largest payment in May 2026: sender, receiver and time",
     [f"SELECT payer, recipient, timestamp {BIG_MAY}"]),
    # one address on either side, said as its roles
    (f"In both roles, how much USDC touched {R} in December 2025?",
     [f"SELECT sum(amount) FROM settlements WHERE (payer = '{R}' OR recipient = '{R}') AND "
      f"{DEC}"]),
    (f"How many payments did {R} take part in during May 2026 (settlements in which it was "
     "either the payer or the recipient)?",
     [f"SELECT count(*) FROM settlements WHERE (payer = '{R}' OR recipient = '{R}') AND {MAY}"]),
    # "the total of those payments": their amounts summed
    ("From 2026-05-01 to 2026-05-10 inclusive, how many payments were over 1 USDC, and what "
     "was the total of those payments?",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {ts('2026-05-01', '2026-05-11')} "
      "AND amount > 1"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # context holding a condition the question does not say again
    "I'm an assistant reviewing February for a user. How many payments were there in March "
    "2026?",
    "The user only uses PayAI. What was the total volume in May 2026?",
    "The user cares about payments over 5 USDC. How many payments were there in May 2026?",
    "Context: the user cares about small payments. How many payments were there in May 2026?",
    f"My user is the recipient here. How much did {R} move in April 2026?",
    f"The user tracks its revenue. How much USDC moved through {R} in May 2026?",
    "Context: the user is a Coinbase merchant. What was the total volume in May 2026?",
    "The user wants weekly figures. What was the total volume in May 2026?",
    "I'm an assistant preparing a monthly report. What was the total volume in Q1 2026?",
    "The user wants the weekly totals: average settlements per day in May 2026",
    "The user runs Coinbase flows. The user likes Coinbase. What was the total volume in May "
    "2026?",  # context said again only by more context
    "I'm an assistant for a user comparing chains. What was the USDC volume on Solana in "
    "May 2026?",
    # a list whose count disagrees; an order the row does not keep
    "I need three figures:\n1. the number of payments in May 2026\n2. the total volume in "
    "May 2026",
    "What was the largest payment in April 2026 and who paid it? Payer first, then amount.",
    "What was the largest payment in April 2026? Amount first, then recipient.",
    "What were the five biggest payments in May 2026 (smallest first)?",
    # bounds at another hour, through a midnight, an excluded start, "between ... (exclusive)"
    "Number of settlements from 2026-05-01 09:00 UTC to 2026-05-08 00:00 UTC",
    "Number of settlements from 2026-05-01 through 2026-05-08 00:00 UTC",
    "Number of settlements between 2026-05-01 and 2026-05-08 (exclusive)",
    "Number of settlements from 2026-05-01 (exclusive) to 2026-05-08",
    # a field listed before the row's time
    "the largest payment in May 2026: payer, timestamp and amount",
    # a format sentence with a condition in it
    "How many payments were settled in May 2026? Give it as the number of payments over 1 "
    "USDC.",
    # a per-day average over other days than the calendar's
    "Mean daily settlement count in April 2026 (divide by the number of active days)",
    # no question about the data
    "Hi! Could you write a haiku about USDC for my user?",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)


def test_context_set_aside_is_said(duck: DuckDBBackend) -> None:
    """A sentence of context set aside is named in what was understood."""
    with pytest.raises(Unanswerable) as refused:
        answer_question("The user is auditing a spike. How many payments were settled on "
                        "Polygon in May 2026?", lambda s: duck.run(check(s)), AS_OF, HELD, True)
    assert any(u.startswith("set aside 'The user is auditing a spike.'")
               for u in refused.value.understood)
