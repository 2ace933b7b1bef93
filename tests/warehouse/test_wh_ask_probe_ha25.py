"""Structured requests from software agents, round ha25 (hp10 and hp8 dev halves), in our own
words: labelled sections ("Goal: ... Constraints: ... Format: ..."), JSON-key outputs
("Respond with JSON with keys n and usdc for ..."), a request restated from the agent's user
("My client asked: '...'", "The user would like to know how many ..."), a term defined before
the question ("By 'avg ticket' we mean ...", "We call a payment 'micro' when it is ..."), ISO
ranges with their ends' inclusion ("end exclusive", "a/b", "(inclusive) ... (exclusive)"),
key=value and JSON specs with lists ("metrics=count,volume", "fields": [...]), a per-day
metric name ("avg_daily_count"), "-> day, count" after a ranking of days, and a list's dash
bullets (never a minus). Each against hand SQL, or a refusal for the near misses (an address's
paid and received sides asked apart but not read apart, a constraint no reader takes)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.structured import plain_structured
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
P = "0xe04012eada2f46292acc25ca51f9a092657750e0"  # a busy payer
R = "0x07737a1fb3863202bcd3c7408b801eed68604d39"  # a recipient
R2 = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
MAR, FEB = ts("2026-03-01", "2026-04-01"), ts("2026-02-01", "2026-03-01")
Q1, YTD = ts("2026-01-01", "2026-04-01"), ts("2026-01-01", "2026-06-04")

PROBES = [
    # an address's two sides asked apart on a numbered list's lines: each side's count
    (f"{R2}, all time:\n1. how many payments it made\n2. how many it received",
     [f"SELECT count(*) FILTER (WHERE payer = '{R2}'), count(*) FILTER (WHERE recipient = "
      f"'{R2}') FROM settlements"]),
    # labelled sections
    ("Goal: number of settlements. Constraints: April 2026. Format: integer.",
     [f"SELECT count(*) FROM settlements WHERE {APR}"]),
    ("Task: average payment size. Period: 2026-03. Output: a USDC amount.",
     [f"SELECT avg(amount) FROM settlements WHERE {MAR}"]),
    ("Task: rank recipient addresses by USDC received. Constraints: Q1 2026; top 4 only. "
     "Output: address then amount, one row each.",
     [f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {Q1} GROUP BY recipient "
      "ORDER BY v DESC LIMIT 4"]),
    ("Task: the largest settlement. Constraints: month 2026-02. Output: amount and payer.",
     [f"SELECT amount, payer FROM settlements WHERE {FEB} ORDER BY amount DESC, id LIMIT 1"]),
    ("Task: settlements routed via payai. Constraints: all time. Output: count and total USDC.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {fac('payai')}"]),
    # JSON-key outputs
    ("Respond with JSON with keys n and usdc for all settlements in May 2026.",
     [f"SELECT count(*), sum(amount) FROM settlements WHERE {MAY}"]),
    ("Emit a JSON object with keys lo and hi: the smallest and the largest payment in April "
     "2026.",
     [f"SELECT min(amount), max(amount) FROM settlements WHERE {APR}"]),
    ("Return JSON with keys amount and recipient for the biggest payment of March 2026.",
     [f"SELECT amount, recipient FROM settlements WHERE {MAR} ORDER BY amount DESC, id "
      "LIMIT 1"]),
    ("Return JSON with keys payai and coinbase: the number of settlements through each of "
     "those facilitators in May 2026.",
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {MAY}",
      f"SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {MAY}"]),
    # a request restated from the agent's user
    ("My client asked: 'how many payments did coinbase settle in March 2026?'",
     [f"SELECT count(*) FROM settlements WHERE {fac('coinbase')} AND {MAR}"]),
    ('The user asks me: "what was the median payment in April 2026?"',
     [f"SELECT median(amount) FROM settlements WHERE {APR}"]),
    ("The user would like to know how much USDC was settled in Q1 2026.",
     [f"SELECT sum(amount) FROM settlements WHERE {Q1}"]),
    # a term defined first
    ("By 'avg ticket' we mean the mean payment amount. What was the avg ticket in May 2026?",
     [f"SELECT avg(amount) FROM settlements WHERE {MAY}"]),
    ("By 'busy payer' I mean a payer that made 5 or more payments in the period. How many busy "
     "payers were there in April 2026?",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {APR} GROUP BY payer "
      "HAVING count(*) >= 5)"]),
    ("We call a settlement 'micro' when it is under 0.01 USDC. How many micro settlements "
     "were there in March 2026?",
     [f"SELECT count(*) FROM settlements WHERE amount < 0.01 AND {MAR}"]),
    ("By 'new recipient' we mean an address whose first payment ever falls within the period. "
     "How many new recipients were there in May 2026?",
     ["SELECT count(*) FROM (SELECT recipient FROM settlements GROUP BY recipient "
      "HAVING min(timestamp) >= TIMESTAMPTZ '2026-05-01 00:00:00+00' AND min(timestamp) < "
      "TIMESTAMPTZ '2026-06-01 00:00:00+00')"]),
    (f"By 'first seen' I mean the earliest timestamp at which the address was the recipient. "
     f"When was {R} first seen?",
     [f"SELECT timestamp FROM settlements WHERE recipient = '{R}' ORDER BY timestamp, id "
      "LIMIT 1"]),
    # ISO ranges with their ends' inclusion
    ("settlement count for the range 2026-04-10T00:00:00Z to 2026-04-20T00:00:00Z, end "
     "exclusive",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-10', '2026-04-20')}"]),
    ("USDC volume in the interval 2026-03-01T00:00:00Z/2026-03-15T00:00:00Z",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-03-01', '2026-03-15')}"]),
    (f"payments received by {R2} from 2026-02-01 (inclusive) to 2026-04-01 (exclusive)",
     [f"SELECT count(*) FROM settlements WHERE recipient = '{R2}' AND "
      f"{ts('2026-02-01', '2026-04-01')}"]),
    # key=value and JSON specs
    ("period=2026-04 metrics=count,median_amount",
     [f"SELECT count(*), median(amount) FROM settlements WHERE {APR}"]),
    ('{"where": "amount < 0.01", "window": "2026-05", "return": ["count", "volume"]}',
     [f"SELECT count(*), sum(amount) FROM settlements WHERE amount < 0.01 AND {MAY}"]),
    ('{"top": 3, "entity": "payer", "rank_by": "count", "period": "2026-03"}',
     [f"SELECT payer, count(*) AS n FROM settlements WHERE {MAR} GROUP BY payer "
      "ORDER BY n DESC LIMIT 3"]),
    ('{"metric": "max_payment", "period": "2026-04", "fields": ["recipient", "amount"]}',
     [f"SELECT recipient, amount FROM settlements WHERE {APR} ORDER BY amount DESC, id "
      "LIMIT 1"]),
    ("metric=mean_daily_volume period=2026-02",
     [f"SELECT sum(amount) / 28.0 FROM settlements WHERE {FEB}"]),
    ("metric=avg_daily_count facilitator=payai period=2026-04",
     [f"SELECT count(*) / 30.0 FROM settlements WHERE {fac('payai')} AND {APR}"]),
    # the columns a ranking of days answers with anyway
    ("quietest day in April 2026 by txn count -> day, count",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS n FROM settlements WHERE {APR} "
      "GROUP BY d ORDER BY n, d LIMIT 1"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # an address's two sides asked apart, in a list: not one either-side count
    f"Summary for {R2}, all time:\n- payments it made (count)\n- payments it received (count)\n"
    "- USDC paid\n- USDC received",
    # a ranking without its size, a constraint no reader takes
    "Task: rank payers by total USDC paid. Constraints: April 2026. Output: address and amount.",
    "Task: total volume. Constraints: April 2026; only on chain 10. Output: number.",
    # an output asking a figure the task does not name, and one no reader takes
    "Task: settlements in May 2026. Output: count and the gini coefficient.",
    "Task: number of settlements. Constraints: May 2026. Output: amount.",
    # a definition the readers cannot read: refused, never dropped
    "By 'whale' I mean a payer in the top decile by volume. How many whales were there in May "
    "2026?",
    "By 'new payer' I mean a wallet whose first payment through coinbase falls inside the "
    "period. How many new payers were there in May 2026?",
    # JSON keys whose description names fewer figures
    "Return JSON with keys count and volume: the number of settlements in May 2026.",
    # a ranking of days asked with a column it does not give
    "busiest day in April 2026 by count -> day, payer",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)


def test_a_dash_bullet_is_no_minus() -> None:
    said = plain_structured("For 0xabc:\n- USDC paid\n- USDC received")
    assert " - " not in said and "\u2022 USDC paid" in said


def test_an_unlabelled_request_is_left_as_sent() -> None:
    for q in ("how many payments in May 2026?", "task force payments in May: how many?",
              "My user asked how many payments there were"):
        assert plain_structured(q) == q
