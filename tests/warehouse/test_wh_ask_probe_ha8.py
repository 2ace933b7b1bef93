"""The kinds of question issue #16's stranger set still missed, as round ha8 wrote them
(``tests/data/ask_probe_ha8.jsonl``, committed before any planner change of the round): exact
values against hand SQL, or a refusal.

Split by kind-variant: every third question of a kind is ``heldout`` (scored before and after
only, its misses never read); the rest is ``dev``, tuned on and checked one by one here.

- before (integ at 2b08400): dev 18/44 right, 18 refused unpaid, 8 charged wrong; heldout
  7/18 right, 6 refused, 5 charged wrong.
- after (the end of round ha8): dev 44/44 right; heldout 17/18 right, 0 refused, 1 charged
  wrong (its question was not read; the half's counts were seen four times along the way).

New readings, each probed below: a column the settlements lack refuses (planner/columns.py);
an address said as the facilitator (planner/facilitator_address.py); a parenthetical that
restates the period is checked against it (planner/restated.py); ", and" keeps two periods
apart; "who paid it and how much" in that order; the top k days, weeks or months; "first and
last payment"; framing and slang words ("in the dataset", "bucks", "amt", "total up");
"among"/"out of" a facilitator's payments; "heurist's May volume".
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.planner.columns import missing_columns
from sextant.warehouse.planner.facilitator_address import facilitator_span
from sextant.warehouse.planner.reading import read
from sextant.warehouse.planner.restated import disagreements, period_asides
from tests.warehouse.figures import assert_probe, fac, outcome, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
SET = Path(__file__).resolve().parents[1] / "data" / "ask_probe_ha8.jsonl"
ITEMS = [json.loads(line) for line in SET.read_text().splitlines() if line.strip()]
DEV = [x for x in ITEMS if x["split"] == "dev"]
HELD_OUT = [x for x in ITEMS if x["split"] == "heldout"]
S = "FROM settlements WHERE "
FA = "0xc6699d2aada6c36dfea5c248dd70f9cb0235cb63"
PA = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
LAST_WEEK = ts("2026-05-25", "2026-06-01")

#: dev questions still refused unpaid at the end of the round
DEV_REFUSED: set[str] = set()
#: the heldout half at the end of the round: its floor of right answers, and its ceiling of
#: charged-wrong answers (one is left; its question was not read, so the half stays held out)
HELDOUT_RIGHT, HELDOUT_WRONG = 17, 1


def test_the_set_is_split_by_kind_variant() -> None:
    kinds = {x["kind"] for x in ITEMS}
    assert len(kinds) >= 11 and {x["split"] for x in ITEMS} == {"dev", "heldout"}
    assert all(x["split"] == ("heldout" if int(x["id"].rsplit("-", 1)[1]) % 3 == 0 else "dev")
               for x in ITEMS)
    assert sum(1 for x in ITEMS if x.get("refuse")) >= 10


@pytest.mark.parametrize("item", DEV, ids=[x["id"] for x in DEV])
def test_dev_question(item: dict[str, Any], duck: DuckDBBackend, raw: Any) -> None:
    want = "refused" if item["id"] in DEV_REFUSED else "right"
    assert outcome(item, duck, raw, AS_OF) == want, item["question"]


def test_heldout_counts_only(duck: DuckDBBackend, raw: Any) -> None:
    got = Counter(outcome(x, duck, raw, AS_OF) for x in HELD_OUT)
    print(f"ha8 probe heldout: {dict(got)} of {len(HELD_OUT)}")
    assert got["right"] >= HELDOUT_RIGHT and got["wrong"] <= HELDOUT_WRONG, dict(got)


#: my own probes beside the set's questions (none is a heldout question)
PROBES: list[tuple[str, list[str]]] = [
    ("volume last week, for the weekly email to my team",
     [f"SELECT sum(amount) {S}{LAST_WEEK}"]),
    ("how many bucks went through payai in April? thx",
     [f"SELECT sum(amount) {S}{APR} AND {fac('payai')}"]),
    (f"number of txns facilitator {FA} settled in May",
     [f"SELECT count(*) {S}{MAY} AND facilitator = '{FA}'"]),
    (f"volume settled by {FA} last week",
     [f"SELECT sum(amount) {S}{LAST_WEEK} AND facilitator = '{FA}'"]),
    ("the 3 busiest weeks in April",
     [f"SELECT CAST(date_trunc('week', timestamp) AS DATE) AS d, count(*) {S}{APR} "
      "GROUP BY d ORDER BY 2 DESC LIMIT 3"]),
    ("volume in May (2026), and in April",
     [f"SELECT sum(amount) {S}{MAY}", f"SELECT sum(amount) {S}{APR}"]),
    (f"first and last payment made by {PA} in May",
     [f"SELECT min(timestamp), max(timestamp) {S}{MAY} AND payer = '{PA}'"]),
    ("the largest payment in May: who received it and how much was it?",
     [f"SELECT recipient, amount {S}{MAY} ORDER BY amount DESC, id LIMIT 1"]),
    ("payai's April payment count", [f"SELECT count(*) {S}{APR} AND {fac('payai')}"]),
    ("average spend per recipient last week (total volume / number of distinct recipients)",
     [f"SELECT sum(amount) / count(DISTINCT recipient) {S}{LAST_WEEK}"]),
    ("mean payment in April (volume divided by count)", [f"SELECT avg(amount) {S}{APR}"]),
    ("total up the volume in your data for May, it's for a weekly note",
     [f"SELECT sum(amount) {S}{MAY}"]),
    ("the largest payment in April - who received it, and how much?",
     [f"SELECT recipient, amount {S}{APR} ORDER BY amount DESC, id LIMIT 1"]),
    ("Who received the largest payment in April, and how much was it?",  # as set 1 labels it
     [f"SELECT amount, recipient {S}{APR} ORDER BY amount DESC, id LIMIT 1"]),
    ("volume from april to may: april, may and the difference",
     [f"SELECT sum(amount) {S}{APR}", f"SELECT sum(amount) {S}{MAY}",
      f"SELECT (SELECT sum(amount) {S}{MAY}) - (SELECT sum(amount) {S}{APR})"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q for q, _ in PROBES])
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    "volume by user agent in May", "payments per browser last week", "top countries by volume",
    "which endpoint earned the most", "average latency last month", "errors by facilitator",
    "volume per AI model in April", "which referrer sent the most payers",
])
def test_a_column_the_settlements_lack_is_refused(question: str) -> None:
    assert missing_columns(question) and read(question, AS_OF).unplaced


@pytest.mark.parametrize("question", [
    "top agents by volume in May", "volume by facilitator last week",
    "how many payments did the payers make", f"payments by {PA} in May",
])
def test_the_columns_held_are_not_refused(question: str) -> None:
    assert missing_columns(question) == []


def test_an_address_said_as_facilitator() -> None:
    for text in (f"facilitator {FA} in may", f"settled by {FA}", f"with {FA} as facilitator",
                 f"did {FA} relay"):
        at = text.index(FA)
        assert facilitator_span(text, at, at + len(FA)) is not None, text
    for text in (f"paid by {FA}", f"payments to {FA}", f"did {FA} pay"):
        at = text.index(FA)
        assert facilitator_span(text, at, at + len(FA)) is None, text


@pytest.mark.parametrize(("question", "agrees"), [
    ("average spend per payer in May (total volume / number of distinct payers)", True),
    ("average spend per payer in May (total volume / number of payments)", False),
    ("average payment in May (sum of amounts / number of settlements)", True),
    ("average payment in May (total volume / unique payers)", False),
])
def test_a_restated_definition_is_checked(question: str, agrees: bool) -> None:
    assert (read(question, AS_OF).unplaced == []) is agrees


@pytest.mark.parametrize(("question", "agrees"), [
    ("volume last week (mon-sun)", True),
    ("volume last week (monday to sunday)", True),
    ("volume last week (sun-sat)", False),
    ("payments last month (May)", True),
    ("payments last month (April)", False),
    ("payments in the week of 18 May 2026 (Mon 18th to Sun 24th)", True),
    ("payments in the week of 18 May 2026 (Mon 18th to Sun 25th)", False),
    ("payments on 2026-05-18 (Monday)", True),
    ("payments on 2026-05-18 (Sunday)", False),
    ("volume last week - mon to sun - via coinbase", True),
    ("volume last week, monday to sunday, via coinbase", True),
    ("volume last week - sun to sat", False),
    ("payments last week (i.e. mon-sun)", True),
])
def test_a_restated_period_is_checked(question: str, agrees: bool) -> None:
    rest, said = period_asides(question)
    assert said and "(" not in rest and " to s" not in rest
    assert (disagreements(said, read(question, AS_OF).periods(), AS_OF) == []) is agrees
    assert (read(question, AS_OF).unplaced == []) is agrees
