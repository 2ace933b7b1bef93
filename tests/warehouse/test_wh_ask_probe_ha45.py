"""Asks of round ha45 (hp17 dev half: traps), in our own words: "..., and the change versus the
week before" (the change named as a figure: later minus earlier, beside its percent); a sum of
money asked in a clause of its own after a count the planner reads alone ("how many payers
made at least 5 payments, and their total spend?": refused, not the count alone); a role
label saying "trend" (no daily series), "Agent step:", "An AI assistant asks:"; a facilitator
left out as "not made through", "excluding anything settled by", and as a share's part ("what %
of May's payments did not go through Coinbase", also within an amount range); a period said
again after a comma ("the first week of May 2026, May 1 to May 7") or as "(rolling, today
included)"; an "[agent]" tag before key=value pairs and a sentence after them naming the same
figure. Each against hand SQL, or a refusal for the near misses."""

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
R = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
FEB, MAR = ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q4, Q1 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01")
LAST_WEEK, WEEK_BEFORE = ts("2026-05-25", "2026-06-01"), ts("2026-05-18", "2026-05-25")
LAST7, LAST30 = ts("2026-05-28", "2026-06-04"), ts("2026-05-05", "2026-06-04")
MAY1_7 = ts("2026-05-01", "2026-05-08")
CB = fac("coinbase")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def and_change(figure: str, later: str, earlier: str) -> list[str]:
    """The later figure, then the change (later minus earlier)."""
    a, b = (f"(SELECT {figure} FROM settlements WHERE {w})" for w in (later, earlier))
    return [*one(figure, later), f"SELECT {a} - {b}"]


def share(part: str, whole: str) -> list[str]:
    return [f"SELECT 100.0 * count(*) FILTER (WHERE {part}) / count(*) FROM settlements "
            f"WHERE {whole}"]


PROBES = [
    # the change named as a figure of its own: later minus earlier
    ("How many payments last week, and the change from the week before?",
     and_change("count(*)", LAST_WEEK, WEEK_BEFORE)),
    ("Volume in May 2026 and the change versus April 2026.",
     and_change("sum(amount)", MAY, APR)),
    ("What were payments in March 2026 and what was the change against February 2026?",
     and_change("count(*)", MAR, FEB)),
    ("Unique payers in May 2026, with the change from April 2026.",
     and_change("count(DISTINCT payer)", MAY, APR)),
    ("Coinbase payments in Q1 2026; also the change compared with Q4 2025.",
     and_change("count(*)", f"{CB} AND {Q1}", f"{CB} AND {Q4}")),
    # a threshold on each payer's total (the count alone, nothing else asked)
    ("How many payers paid more than 1 USDC in total in May 2026?",
     [f"SELECT count(*) FROM (SELECT payer FROM settlements WHERE {MAY} GROUP BY payer "
      "HAVING sum(amount) > 1)"]),
    # role labels
    ("Agent step: total USDC volume in Q1 2026.", one("sum(amount)", Q1)),
    ("Agent lookup: how many payments in May 2026?", one("count(*)", MAY)),
    ("An AI assistant asks: what percentage of all payments were settled through PayAI?",
     share(fac("payai"), "TRUE")),
    ("Assistant asks: what was the total USDC volume in March 2026?", one("sum(amount)", MAR)),
    # a facilitator left out
    ("Total USDC volume in Q1 2026, excluding anything settled by Coinbase.",
     one("sum(amount)", f"NOT {CB} AND {Q1}")),
    ("How many May 2026 payments were not made through Coinbase?",
     one("count(*)", f"NOT {CB} AND {MAY}")),
    ("Return the percentage of last month's payments that did not go through Coinbase.",
     share(f"NOT {CB}", MAY)),
    ("What share of May 2026 volume did not go through Coinbase?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE NOT {CB}) / sum(amount) FROM settlements "
      f"WHERE {MAY}"]),
    ("What share of May 2026 payments under 0.01 USDC were not settled by Coinbase?",
     share(f"NOT {CB}", f"amount < 0.01 AND {MAY}")),
    ("What share of non-Coinbase payments in May 2026 were under 0.01 USDC?",
     share("amount < 0.01", f"NOT {CB} AND {MAY}")),
    # a period said again
    ("How many payments in the first week of May 2026, May 1 to May 7?",
     one("count(*)", MAY1_7)),
    ("How many payments last week, May 25 to May 31?", one("count(*)", LAST_WEEK)),
    ("How many payments, May 1 to May 7?", one("count(*)", MAY1_7)),
    ("Volume over the last 7 days, today included?", one("sum(amount)", LAST7)),
    ("Volume over the last 7 days (rolling, today included).", one("sum(amount)", LAST7)),
    # key=value pairs with a tag before them and a sentence after them
    ("[bot] metric=count, window=last month. Return the count.", one("count(*)", MAY)),
    ("[agent] metric=volume, window=past 30 days (rolling). Return the USDC total.",
     one("sum(amount)", LAST30)),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a sum of money asked beside a count read alone
    "How many payers made at least 5 payments in May 2026, and their total spend?",
    "Number of payments over 1 USDC in May 2026, and what those came to",
    "How many recipients got more than 10 payments in April 2026 plus the sum they received?",
    f"How many wallets paid {R} more than once, and the total they paid it?",
    f"How many wallets paid {R} more than once, and what did those wallets pay it in total?",
    # "trend" in a role label: no daily series of a single figure
    "Trend agent: what was the total USDC volume in Q1 2026?",
    "Trend bot. How many payments in May 2026?",
    # a role label holding a scope the question does not say again
    "Whale bot asks: how many payments in May 2026?",
    # a restated period that disagrees, or a second period after a comma
    "How many payments in the first week of May 2026, May 1 to May 8?",
    "How many payments in April 2026, May 1 to May 7?",
    "Volume yesterday, June 2 to June 3?",
    # a sentence after the pairs naming another figure; a rolling note on a calendar week
    "[agent] metric=count, window=last month. Return the USDC sum.",
    "[agent] metric=volume, window=last month. Return the count.",
    "[agent] metric=count, window=last week (rolling, today included)",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
