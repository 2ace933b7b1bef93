"""Asks of round ha52 (hp18 dev half: agents that write handles, CLI calls and asides), in our
own words: an agent's handle as the head of its question ("ops-bot:", "audit_agent#7 ::",
"crawler-swarm/shard-2:", "Teams #x402-ops bot:", "Scout swarm, node 'beta':"), set aside
when it holds no word of the data; a command line's flags ("--payer 0x... --from A --to B"):
one range from A through B (never "since A" compared with B) and the address's side, and an
unknown or lone flag refused; a share asked after the part's volume (and the whole's), listed
in that order; asides that say again what the question says: a calendar week's days, a UTC
day, a per-day unit or divisor, "per-day" with a hyphen, a ranking's grouping by name or by
raw address, "with counts" after a ranking by count, "(x402)", a template's "= ?"; "the
spread" beside two figures compared (their difference, or the spread of amounts?) refused.
Each against hand SQL, or a refusal for the near misses."""

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
P = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # a payer
R = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a recipient
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
LAST_WEEK, YESTERDAY = ts("2026-05-25", "2026-06-01"), ts("2026-06-02", "2026-06-03")
LAST7, MAR = ts("2026-05-28", "2026-06-04"), ts("2026-03-01", "2026-04-01")
CB, PA = fac("coinbase"), fac("payai")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def top(group: str, k: int, where: str) -> list[str]:
    return [f"SELECT {group}, count(*) FROM settlements WHERE {where} GROUP BY 1 "
            f"ORDER BY 2 DESC, 1 LIMIT {k}"]


PROBES = [
    # an agent's handle as its head
    ("ops bot: how many settlements were there in April 2026?", one("count(*)", APR)),
    ("audit agent#7 :: total USDC volume in March 2026?", one("sum(amount)", MAR)),
    ("crawler swarm/shard-2: number of unique payers in May 2026?",
     one("count(DISTINCT payer)", MAY)),
    ("Teams #x402-ops bot: what was the median payment in April 2026?",
     one("median(amount)", APR)),
    ("Scout swarm, node 'beta': average payment size in May 2026?", one("avg(amount)", MAY)),
    ("payout reconciler: how much did PayAI settle in April 2026?",
     one("sum(amount)", f"{PA} AND {APR}")),
    (f"billing matcher: recipient {R} in May 2026 - count of payments received and total USDC "
     "received?",
     one("count(*), sum(amount)", f"recipient = '{R}' AND {MAY}")),
    ("task = count unique recipients in April 2026.", one("count(DISTINCT recipient)", APR)),
    # a command line's flags
    (f"audit --payer {P} --from 2026-05-10 --to 2026-05-20 : payments sent and USDC sent",
     one("count(*), sum(amount)", f"payer = '{P}' AND {ts('2026-05-10', '2026-05-21')}")),
    ("stats --facilitator coinbase --start 2026-04-01 --end 2026-04-15: how many settlements",
     one("count(*)", f"{CB} AND {ts('2026-04-01', '2026-04-16')}")),
    (f"ledger --recipient={R} --since=2026-05-01 : USDC received",
     one("sum(amount)", f"recipient = '{R}' AND {ts('2026-05-01', '2026-06-04')}")),
    # a share after the part's volume, and the whole's
    ("For April 2026: PayAI volume, overall volume and PayAI's share of it (%)",
     one(f"sum(amount) FILTER (WHERE {PA}), sum(amount), "
         f"100.0 * sum(amount) FILTER (WHERE {PA}) / sum(amount)", APR)),
    ("Coinbase volume in May 2026 and its share of all volume",
     one(f"sum(amount) FILTER (WHERE {CB}), 100.0 * sum(amount) FILTER (WHERE {CB}) / "
         "sum(amount)", MAY)),
    # asides that say again what the question says
    ("Volume last week (Mon-Sun)?", one("sum(amount)", LAST_WEEK)),
    ("Smallest payment during the previous calendar week (calendar week, Monday to Sunday)",
     one("min(amount)", LAST_WEEK)),
    ("Number of Coinbase settlements yesterday (UTC date)?",
     one("count(*)", f"{CB} AND {YESTERDAY}")),
    ("Mean daily volume (USDC per day) over the last 7 days?",
     one("sum(amount) / 7", LAST7)),
    ("Per-day average settlement count in March 2026?", one("count(*) / 31.0", MAR)),
    ("Average volume per day in April 2026 (total / calendar days of April)?",
     one("sum(amount) / 30", APR)),
    ("Top 3 facilitators by settlement count in May 2026 (by name)",
     [f"SELECT {by_name()}, count(*) FROM settlements WHERE {MAY} GROUP BY 1 "
      "ORDER BY 2 DESC LIMIT 3"]),
    ("Which facilitator address (raw address, not grouped) settled the most payments in "
     "April 2026?", top("facilitator", 1, APR)),
    ("Top 2 recipients by payment count in May 2026, with their counts",
     top("recipient", 2, MAY)),
    ("settlement count for April 2026 (x402) = ?", one("count(*)", APR)),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a handle holding a word of the data the question does not say again
    "coinbase bot: how many settlements in April 2026?",
    "may report agent: total volume last week?",
    # "the spread" beside two figures compared: their difference, or the amounts' spread?
    "Coinbase vs PayAI in May 2026: settlements for each and the spread",
    # flags not known, or an end without a start
    "volume --to 2026-04-12",
    "count --from 2026-04-10 --to 2026-04-12 --chain solana",
    f"history --wallet {P} --from 2026-05-01 --to 2026-05-31",
    # a bracket saying more than the question: another week, active days only
    "Volume last 7 days (Monday to Sunday)?",
    "Average volume per day in April 2026 (total divided by active days)?",
    "Average volume per day in April 2026 (total divided by the days of May)?",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
