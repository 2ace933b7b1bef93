"""Asks of round ha32 (hp13 dev half: assistants inside other products, and people in a hurry
or writing in a second language), in our own words: who asked said as a product's user or
group ("the Slack user", "the Discord mods", "the DAO treasury committee", "the user in
#payments-ops", "someone in the channel"); "I'm the ... assistant; someone asked ..."; "Could
you count them?" after a count; a spreadsheet cell's label said again by the question; the
asker's reading of a quoted question ("I believe they mean ... that month"); a pasted period
and "that week"; "payed", "adress", "nb of"/"nb payers", "landed", "of a single payment".
Each against hand SQL, or a refusal for the near misses (the user's own payments with no
address, a reading that drops the user's scope, a label naming another figure, a period
word that does not fit)."""

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
R = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # a recipient
P = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # a payer
MAR, APR, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-05-01", "2026-06-01"))
FEB, JAN, Q1 = ts("2026-02-01", "2026-03-01"), ts("2026-01-01", "2026-02-01"), ts(
    "2026-01-01", "2026-04-01")
TODAY, YESTERDAY = ts("2026-06-03", "2026-06-04"), ts("2026-06-02", "2026-06-03")
LAST_WEEK, WEEK = ts("2026-05-25", "2026-06-01"), ts("2026-05-11", "2026-05-18")
LAST_30 = ts("2026-05-05", "2026-06-04")


PROBES = [
    # who asked, said as a product's user or group
    ("The Telegram user wants to know the total volume in April 2026.",
     [f"SELECT sum(amount) FROM settlements WHERE {APR}"]),
    ("The wallet app user would like to know how much usdc was sent yesterday.",
     [f"SELECT sum(amount) FROM settlements WHERE {YESTERDAY}"]),
    ("The Discord admins are asking how many payments there were in march 2026. Could you "
     "count them?", [f"SELECT count(*) FROM settlements WHERE {MAR}"]),
    ("The finance committee would like to know: how many distinct payers paid in Q1 2026?",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {Q1}"]),
    ("The user in #treasury-ops wants to know how many settlements landed yesterday.",
     [f"SELECT count(*) FROM settlements WHERE {YESTERDAY}"]),
    ("Someone in the channel asked how many payments there were in april 2026",
     [f"SELECT count(*) FROM settlements WHERE {APR}"]),
    ("I'm the workspace's Slack bot; someone asked how much USDC was settled in May 2026.",
     [f"SELECT sum(amount) FROM settlements WHERE {MAY}"]),
    (f"The Slack user wants to know how many settlements {R} received in March 2026.",
     [f"SELECT count(*) FROM settlements WHERE recipient = '{R}' AND {MAR}"]),
    # "count them" after a count already asked
    ("how many distinct payers in may 2026? count them please",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {MAY}"]),
    # a spreadsheet cell's label, said again by the question
    ('The sheet cell C4 is titled "Volume Q1 2026". What was the total volume in Q1 2026?',
     [f"SELECT sum(amount) FROM settlements WHERE {Q1}"]),
    ('Column D is labelled "Txs March". How many settlements were there in March 2026?',
     [f"SELECT count(*) FROM settlements WHERE {MAR}"]),
    # the asker's reading of its user's quoted words
    ('The user wrote: "how many payments in march 2026?" I believe they mean the total '
     'volume that month.', [f"SELECT sum(amount) FROM settlements WHERE {MAR}"]),
    ('My user typed "whats the damage for january 2026" - I think they mean the total USDC '
     'settled in that month.', [f"SELECT sum(amount) FROM settlements WHERE {JAN}"]),
    ('The user asked: "payments in feb 2026?" I assume they mean the median payment.',
     [f"SELECT median(amount) FROM settlements WHERE {FEB}"]),
    # a period pasted alone, then "that week"
    ('The user pasted a range: "Mon 11 May - Sun 17 May 2026". How many settlements were '
     'there in that week?', [f"SELECT count(*) FROM settlements WHERE {WEEK}"]),
    ('The user pasted a month: "2026-04-01 to 2026-04-30". total vol in that month?',
     [f"SELECT sum(amount) FROM settlements WHERE {APR}"]),
    # typed in a hurry or in a second language
    ("how much usdc got payed last week", [f"SELECT sum(amount) FROM settlements WHERE "
                                           f"{LAST_WEEK}"]),
    (f"how much was payed by {P} in may 2026",
     [f"SELECT sum(amount) FROM settlements WHERE payer = '{P}' AND {MAY}"]),
    ("nb payers last week", [f"SELECT count(DISTINCT payer) FROM settlements WHERE "
                             f"{LAST_WEEK}"]),
    ("nb of txs yesterday", [f"SELECT count(*) FROM settlements WHERE {YESTERDAY}"]),
    ("largest payment in Q1 2026 and the payer adress",
     [f"SELECT amount, payer FROM settlements WHERE {Q1} ORDER BY amount DESC, id LIMIT 1"]),
    ("how many payments have landed today", [f"SELECT count(*) FROM settlements WHERE {TODAY}"]),
    ("mean amount of a single payment in april 2026",
     [f"SELECT avg(amount) FROM settlements WHERE {APR}"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # the user's own payments, with no address saying whose
    "The user wants to know how many payments they made last month.",
    "The Slack user wants to know how much their wallet received last week.",
    "The user wants to know: how much did they receive in may 2026?",
    'My user asked: "how many payments did I make last month?"',
    'The user wrote: "how much did I pay in march 2026?" I believe they mean the total USDC '
    'settled that month.',
    f"how many payments landed in my wallet {P} today",
    # a reading that drops the user's scope, or a period word that does not fit
    'The user wrote: "how much did coinbase settle in march 2026?" I believe they mean the '
    'total USDC settled that month.',
    'The user wrote: "how much was paid in February 2026?" I believe they mean the total USDC '
    'settled that week.',
    'The user wrote: "what was the volume in march 2026?" I assume they mean the count of '
    'settlements that month.',
    '"2026-05-18 to 2026-05-24". How many settlements happened in that day?',
    'The user pasted a range: "Mon 18 May - Sun 24 May 2026". How many settlements were there '
    'in that month?',
    # a label naming another figure or scope than the question
    'The spreadsheet cell B2 is labelled "Volume last month". Could you provide the number of '
    'settlements for last month?',
    'Cell D7 is labelled "Coinbase volume May". What was the total volume in May 2026?',
    "how much usdc did the team receive last month",
    "how many payments has our company made in may 2026",
    # a group word that is no asker
    "The Slack user wants to know how many settlements the treasury made last month.",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
