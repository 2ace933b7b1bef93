"""The sixth stranger batch (``tests/data/ask_stranger6.jsonl``): exact values against hand SQL.

96 questions over 30 shapes none of the earlier sets had, written and committed (1e99014)
before any planner change of their round and before any of them was run. The ``dev`` shapes
were scored and their misses fixed (each dev question is checked here one by one); the
``heldout`` shapes were scored once on the unchanged code and once at the end, as a whole:

- before (main at 7f4974a): heldout 31/48 right (0.646), 15 refused unpaid, 2 charged
  wrong; dev 30/48, 15 refused, 3 charged wrong (the same on the address-rollup and scan
  paths);
- after (ff42536, the end of tuning on the dev half, the older sets and my own probes):
  heldout 38/48 right (0.792), 10 refused unpaid, 0 charged wrong; dev 48/48 (both paths).

The ten refusals of that scoring (a change in percent, "the N days before <date>", the n-th
largest payment, a share whose whole is said first) were fixed after it, so the heldout half
is held out no longer: 48/48 since, 0 refused, 0 charged wrong; the floors below keep
that.

The heldout questions were written by the same hand that tuned the planner, so the half
guards against tuning on its items and their misses, not against knowing its shapes.
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend, Result
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.reading import facilitator_names
from tests.warehouse.figures import contains_in_order, outcome, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
SET = Path(__file__).resolve().parents[1] / "data" / "ask_stranger6.jsonl"
ITEMS = [json.loads(line) for line in SET.read_text().splitlines() if line.strip()]
DEV = [x for x in ITEMS if x["split"] == "dev"]
HELD_OUT = [x for x in ITEMS if x["split"] == "heldout"]
S = "FROM settlements WHERE "
MARCH, APRIL, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                     ts("2026-05-01", "2026-06-01"))
Q1 = ts("2026-01-01", "2026-04-01")


def test_the_batch_is_split_by_shape() -> None:
    shapes: dict[str, set[str]] = {}
    for x in ITEMS:
        shapes.setdefault(x["shape"], set()).add(x["split"])
    assert len(ITEMS) >= 90 and len(shapes) >= 30 and all(len(s) == 1 for s in shapes.values())
    assert sum(1 for x in ITEMS if x.get("refuse")) >= 10
    assert {x["split"] for x in ITEMS} == {"dev", "heldout"}


@pytest.mark.parametrize("item", DEV, ids=[x["id"] for x in DEV])
def test_dev_question(item: dict[str, Any], duck: DuckDBBackend, raw: Any) -> None:
    assert outcome(item, duck, raw, AS_OF) == "right", item["question"]


def _run(duck: DuckDBBackend) -> Any:
    def run(sql: str) -> Result:
        return duck.run(check(sql))
    return run


def _fac(name: str) -> str:
    return "facilitator IN (" + ", ".join(f"'{a}'" for a in facilitator_names()[name]) + ")"


#: my own probes of the kinds fixed in this round (none is a heldout question or its shape)
PROBES: list[tuple[str, list[str]]] = [
    # per-payer / per-recipient averages
    ("what's the average amount each payer spent in april 2026",
     [f"SELECT sum(amount) / count(DISTINCT payer) {S}{APRIL}"]),
    ("mean number of payments received per merchant last month",
     [f"SELECT count(*) * 1.0 / count(DISTINCT recipient) {S}{MAY}"]),
    # two months listed with "and": one span (a comparison needs "vs", "compare", "or ...")
    ("total volume for february and march 2026",
     [f"SELECT sum(amount) {S}{ts('2026-02-01', '2026-04-01')}"]),
    ("payments in april and may 2026: how many?",
     [f"SELECT count(*) {S}{ts('2026-04-01', '2026-06-01')}"]),
    ("volume in march vs april 2026",
     [f"SELECT sum(amount) {S}{MARCH}", f"SELECT sum(amount) {S}{APRIL}"]),
    # a ranking among the groups within a bound on their total or their count (HAVING)
    ("top 5 payers who spent more than 20 usdc in total in Q1 2026",
     [f"SELECT payer, sum(amount) AS v {S}{Q1} GROUP BY 1 HAVING sum(amount) > 20 "
      "ORDER BY v DESC, payer LIMIT 5"]),
    ("which recipients earned at least 50 usdc in december 2025",
     [f"SELECT recipient, sum(amount) AS v {S}{ts('2025-12-01', '2026-01-01')} GROUP BY 1 "
      "HAVING sum(amount) >= 50 ORDER BY v DESC, recipient"]),
    ("top 3 merchants with over 100 payments in november 2025, by revenue",
     [f"SELECT recipient, sum(amount) AS v {S}{ts('2025-11-01', '2025-12-01')} GROUP BY 1 "
      "HAVING count(*) > 100 ORDER BY v DESC, recipient LIMIT 3"]),
    # a share of some days of the week
    ("what percent of volume in april 2026 was on weekdays",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE isodow(timestamp) <= 5) / sum(amount) "
      f"{S}{APRIL}"]),
    # days with settlements
    ("how many active days did thirdweb have in november 2025",
     [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) {S}{ts('2025-11-01', '2025-12-01')} "
      f"AND {_fac('thirdweb')}"]),
    ("how many days in march 2026 had payments",
     [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) {S}{MARCH}"]),
    # a figure per week or month of an average payment
    ("average transfer size each week in march 2026",
     [f"SELECT CAST(date_trunc('week', timestamp) AS DATE), avg(amount) {S}{MARCH} "
      "GROUP BY 1 ORDER BY 1"]),
    # the highest/lowest figure of a day or a week
    ("largest number of settlements in one week in Q1 2026",
     [f"SELECT max(c) FROM (SELECT date_trunc('week', timestamp), count(*) AS c {S}{Q1} "
      "GROUP BY 1)"]),
    ("most payments in a day last month",
     [f"SELECT max(c) FROM (SELECT CAST(timestamp AS DATE), count(*) AS c {S}{MAY} "
      "GROUP BY 1)"]),
    # the k largest payments, with both parties
    ("list the 3 largest payments in march 2026",
     [f"SELECT amount, payer, recipient {S}{MARCH} ORDER BY amount DESC, timestamp, "
      "block_number, log_index LIMIT 3"]),
    # the part of the payers (recipients) whose total, count or any payment is in bounds
    ("what proportion of payers in march 2026 paid more than 1 usdc in total",
     [f"SELECT 100.0 * count(*) FILTER (WHERE v > 1) / count(*), count(*) FILTER (WHERE v > 1)"
      f", count(*) FROM (SELECT payer, sum(amount) AS v {S}{MARCH} GROUP BY 1)"]),
    ("what % of recipients got more than 10 payments in march 2026",
     [f"SELECT 100.0 * count(*) FILTER (WHERE n > 10) / count(*) FROM (SELECT recipient, "
      f"count(*) AS n {S}{MARCH} GROUP BY 1)"]),
    ("what share of payers made a payment over 1 usdc in march 2026",
     [f"SELECT 100.0 * count(DISTINCT payer) FILTER (WHERE amount > 1) / count(DISTINCT payer) "
      f"{S}{MARCH}"]),
    ("how many payers paid more than once in april 2026",
     [f"SELECT count(*) FROM (SELECT payer {S}{APRIL} GROUP BY 1 HAVING count(*) > 1)"]),
    # a total bound moved onto each group is no row filter too (was: both, so payments
    # over 1 USDC only were summed)
    ("how many payers paid more than 1 usdc in total via coinbase in march 2026",
     [f"SELECT count(*) FROM (SELECT payer {S}{MARCH} AND {_fac('coinbase')} GROUP BY 1 "
      "HAVING sum(amount) > 1)"]),
    # "count and total": both figures (the total was dropped)
    ("give me the count and total of payments in february 2026",
     [f"SELECT count(*), sum(amount) {S}{ts('2026-02-01', '2026-03-01')}"]),
    # a bare month after "vs" took the "vs" with it, and the comparison was refused
    ("what were total settlements in april vs may",
     [f"SELECT count(*) {S}{APRIL}", f"SELECT count(*) {S}{MAY}"]),
    ("total volume in the year 2025",
     [f"SELECT sum(amount) {S}{ts('2025-01-01', '2026-01-01')}"]),
    ("2025 payment count", [f"SELECT count(*) {S}{ts('2025-01-01', '2026-01-01')}"]),
    ("whats the avg tx size last 30d",
     [f"SELECT avg(amount) {S}{ts('2026-05-05', '2026-06-04')}"]),
    ("the biggest payer in terms of number of transactions last month",
     [f"SELECT payer, count(*) AS c {S}{MAY} GROUP BY 1 ORDER BY c DESC, payer LIMIT 1"]),
    # an address beside a ranking of recipients is their payer (was: either side)
    ("what is the total volume per recipient for 0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0 in "
     "march 2026",
     [f"SELECT recipient, sum(amount) AS v {S}{MARCH} AND payer = "
      "'0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0' GROUP BY 1 ORDER BY v DESC, recipient"]),
    # a share with two filters: the one said after the verb is the part
    ("what share of coinbase payments in march 2026 were under 0.01 usdc",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount < 0.01) / count(*) {S}{MARCH} AND "
      f"{_fac('coinbase')}"]),
    ("what is coinbase's share of payments over 1 usdc in march 2026",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {_fac('coinbase')}) / count(*) {S}{MARCH} AND "
      "amount > 1"]),
    ("how many payments on friday march 13 2026",
     [f"SELECT count(*) {S}{ts('2026-03-13', '2026-03-14')}"]),
    ("how many payments did cdp facilitate in march 2026",
     [f"SELECT count(*) {S}{MARCH} AND {_fac('coinbase')}"]),
    # a number of payments said after the verb, and a number said in words before USDC
    # (both were dropped: all payers, all payments)
    ("how many payers made one payment in april 2026",
     [f"SELECT count(*) FROM (SELECT payer {S}{APRIL} GROUP BY 1 HAVING count(*) = 1)"]),
    ("how many payers paid twice in april 2026",
     [f"SELECT count(*) FROM (SELECT payer {S}{APRIL} GROUP BY 1 HAVING count(*) = 2)"]),
    ("how many payments over one usdc in march 2026",
     [f"SELECT count(*) {S}{MARCH} AND amount > 1"]),
    ("how many payments did not exceed 1 usdc in march 2026",
     [f"SELECT count(*) {S}{MARCH} AND amount <= 1"]),
    ("how many payments did not go through coinbase in march 2026",
     [f"SELECT count(*) {S}{MARCH} AND NOT {_fac('coinbase')}"]),
    ("volume every month in Q1 2026",
     [f"SELECT CAST(date_trunc('month', timestamp) AS DATE), sum(amount) {S}{Q1} GROUP BY 1 "
      "ORDER BY 1"]),
    ("top five payers by volume in march 2026",
     [f"SELECT payer, sum(amount) AS v {S}{MARCH} GROUP BY 1 ORDER BY v DESC, payer LIMIT 5"]),
    ("how many payments above 1,000 usdc ever", ["SELECT count(*) FROM settlements WHERE "
                                                 "amount > 1000"]),
    ("compare weekday and weekend volume in march 2026",
     [f"SELECT sum(amount) {S}{MARCH} AND isodow(timestamp) <= 5",
      f"SELECT sum(amount) {S}{MARCH} AND isodow(timestamp) >= 6"]),
    # "in March and in April": each period apart (with one "in", one span)
    ("how much did 0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0 spend in march and in april 2026",
     [f"SELECT sum(amount) {S}{MARCH} AND payer = '0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0'",
      f"SELECT sum(amount) {S}{APRIL} AND payer = '0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0'"]),
    # the payer asked as "the wallet that made it" (was dropped)
    ("the biggest payment ever and the wallet that made it",
     ["SELECT amount, payer FROM settlements ORDER BY amount DESC, timestamp, block_number, "
      "log_index LIMIT 1"]),
    # "to the wallet 0x...": the recipient (was: either side)
    ("what was the largest payment to the wallet 0x5e50d23ec14ea4436582029a25313e5048e01d10",
     ["SELECT max(amount) FROM settlements WHERE recipient = "
      "'0x5e50d23ec14ea4436582029a25313e5048e01d10'"]),
    # "the last full week" is the calendar week before this one, not the last 7 days
    ("count for the last full week",
     [f"SELECT count(*) {S}{ts('2026-05-25', '2026-06-01')}"]),
    ("qtd volume", [f"SELECT sum(amount) {S}{ts('2026-04-01')}"]),
    ("volume in the most recent 30 days", [f"SELECT sum(amount) {S}{ts('2026-05-05')}"]),
    # "at least" is no "least" (was: the bottom of the ranking, and the bound unplaced)
    ("which payers made at least 100 payments in march 2026",
     [f"SELECT payer, count(*) AS c {S}{MARCH} GROUP BY 1 HAVING count(*) >= 100 "
      "ORDER BY c DESC, payer"]),
    ("the most recent payment received by 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4 and who "
     "sent it",
     ["SELECT timestamp, payer FROM settlements WHERE recipient = "
      "'0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4' ORDER BY timestamp DESC, block_number DESC, "
      "log_index DESC LIMIT 1"]),
    ("how many settlements were there in the first 3 months of 2026",
     [f"SELECT count(*) {S}{Q1}"]),
    ("top 5 payers whose total spend exceeded 10 usdc in march 2026 ranked by number of "
     "payments",
     [f"SELECT payer, count(*) AS c {S}{MARCH} GROUP BY 1 HAVING sum(amount) > 10 "
      "ORDER BY c DESC, payer LIMIT 5"]),
    ("list recipients with more than 500 payments in november 2025",
     [f"SELECT recipient, count(*) AS c {S}{ts('2025-11-01', '2025-12-01')} GROUP BY 1 "
      "HAVING count(*) > 500 ORDER BY c DESC, recipient"]),
    ("how many payments in the week before last",
     [f"SELECT count(*) {S}{ts('2026-05-18', '2026-05-25')}"]),
    ("how many payments between the 1st and 7th of march 2026",
     [f"SELECT count(*) {S}{ts('2026-03-01', '2026-03-08')}"]),
    # each group's own share, besides the top-k's together
    ("what share of payments did each facilitator handle in march 2026",
     [f"SELECT 100.0 * count(*) / (SELECT count(*) {S}{MARCH}) AS c {S}{MARCH} "
      "GROUP BY facilitator ORDER BY c DESC, facilitator LIMIT 3"]),
    # found by the heldout scoring (so those shapes are held out no longer), each asked here
    # in other words: a change in percent is a figure; N days before or ending on a date; the
    # n-th largest payment; a share whose whole is said before the share word
    ("how much did the volume grow between february and march 2026, in %",
     [f"SELECT (SELECT sum(amount) {S}{MARCH}), (SELECT sum(amount) {S}"
      f"{ts('2026-02-01', '2026-03-01')}), 100.0 * ((SELECT sum(amount) {S}{MARCH}) - (SELECT "
      f"sum(amount) {S}{ts('2026-02-01', '2026-03-01')})) / (SELECT sum(amount) {S}"
      f"{ts('2026-02-01', '2026-03-01')})"]),
    ("volume in the two weeks before march 15 2026",
     [f"SELECT sum(amount) {S}{ts('2026-03-01', '2026-03-15')}"]),
    ("how many payments in the 10 days ending april 30 2026",
     [f"SELECT count(*) {S}{ts('2026-04-21', '2026-05-01')}"]),
    ("who made the second biggest payment in april 2026",
     [f"SELECT amount, payer {S}{APRIL} ORDER BY amount DESC, timestamp, block_number, "
      "log_index LIMIT 1 OFFSET 1"]),
    ("of all the usdc 0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0 paid in march 2026, what share "
     "went to 0x66fa4d79ca84016b42352be33c908dd812952ec8",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE recipient = "
      f"'0x66fa4d79ca84016b42352be33c908dd812952ec8') / sum(amount) {S}{MARCH} AND payer = "
      "'0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0'"]),
    # the sum of the k largest payments, not the period's volume beside them
    ("volume of the 5 largest payments in march 2026",
     [f"SELECT sum(a) FROM (SELECT amount AS a {S}{MARCH} ORDER BY amount DESC LIMIT 5)"]),
    ("what day of the week is busiest",
     ["SELECT isodow(timestamp) AS d, count(*) AS c FROM settlements GROUP BY 1 "
      "ORDER BY c DESC, d LIMIT 1"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q[:50] for q, _ in PROBES])
def test_probe_is_answered_exactly(question: str, sql: list[str], duck: DuckDBBackend,
                                   raw: Any) -> None:
    planned = answer_question(question, _run(duck), AS_OF, HELD)
    want = [cell for s in sql for row in raw.rows(s) for cell in row]
    assert want and contains_in_order(planned.figures, want), (planned.interpretation,
                                                               planned.figures[:8], want)


def test_two_months_listed_are_one_figure(duck: DuckDBBackend, raw: Any) -> None:
    """Not the March figure beside the April one: their sum, once."""
    planned = answer_question("total volume in March and April 2026", _run(duck), AS_OF, HELD)
    assert len(planned.figures) == 1 and "together" in planned.interpretation


@pytest.mark.parametrize("question", [
    "how many payments in january and march 2026",  # two months apart are no one span
    "average number of unique recipients per payer in march 2026",
    # a bound on both the count and the total of each group
    "top 3 recipients with more than 10 usdc in total and at least 5 payments in march 2026",
    "how many transactions does a typical buyer make in Q1 2026",  # typical: mean or median?
    # ("volume in each of the last 3 months" is a monthly series since issue #16's round ha3:
    # test_wh_ask_stranger9.py)
    "how many payments under 1 or over 10 usdc in march 2026",  # was: both at once, so 0
    "how many distinct amounts were paid in march 2026",  # was: the number of settlements
    # ("how many payers were active in both april and may 2026" is an overlap counted since
    # round ha13: test_wh_ask_probe_ha13.py)
    "average number of recipients per payer in march 2026",  # was: settlements per payer
    # one average payment size per recipient (a breakdown), not the volume per recipient
    "average payment size for each recipient in march 2026",
    "average payment per payer in march 2026",  # a payment's size, or the spend, per payer?
    # two filters said before the verb: which one is the part?
    "share of coinbase volume paid to 0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4 in march 2026",
])
def test_an_unplaceable_reading_is_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, _run(duck), AS_OF, HELD)


#: measured once at the end of tuning on the dev half (ff42536): 38/48 right (0.792), 10
#: refused unpaid, 0 charged wrong, on both address paths; 48/48 after its refusals were fixed
HELD_OUT_ACCURACY_FLOOR = 0.97
HELD_OUT_CHARGED_WRONG_MAX = 0


@pytest.mark.parametrize("address_index", [True, False], ids=["address-rollup", "scan"])
def test_held_out_half(duck: DuckDBBackend, raw: Any, address_index: bool) -> None:
    """The (former) heldout half as a whole: 38/48 right (79.2 %), 0 charged wrong when
    scored once at the end of tuning; 48/48 after its refusals were fixed; both the
    ``address_daily`` and the scan paths."""
    results = {x["id"]: outcome(x, duck, raw, AS_OF, address_index) for x in HELD_OUT}
    right = sum(1 for r in results.values() if r == "right")
    wrong = [k for k, r in results.items() if r == "wrong"]
    accuracy = right / len(results)
    print(f"stranger6 heldout: {right}/{len(results)} = {accuracy:.3f}; charged wrong "
          f"{len(wrong)}")
    assert accuracy >= HELD_OUT_ACCURACY_FLOOR and len(wrong) <= HELD_OUT_CHARGED_WRONG_MAX, (
        accuracy, len(wrong))



#: a small seventh batch (``tests/data/ask_mini7.jsonl``, 22 questions) written after the
#: tuning on this one had ended and scored once before any change: 18/22 right, 3 refused
#: unpaid, 1 charged wrong ("5 or more payments" read as 5 USDC); 21/22 after the fixes it
#: led to, 0 charged wrong ("under a tenth of a cent" stays refused)
MINI = [json.loads(line) for line in (SET.parent / "ask_mini7.jsonl").read_text().splitlines()
        if line.strip()]
MINI_ACCURACY_FLOOR = 0.95


def test_mini_batch(duck: DuckDBBackend, raw: Any) -> None:
    results = {x["id"]: outcome(x, duck, raw, AS_OF) for x in MINI}
    right = sum(1 for r in results.values() if r == "right")
    wrong = [k for k, r in results.items() if r == "wrong"]
    assert right / len(results) >= MINI_ACCURACY_FLOOR and not wrong, (right, wrong)
