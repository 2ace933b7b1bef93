"""The eighth stranger batch (``tests/data/ask_stranger8.jsonl``): exact values against hand SQL.

88 questions over 28 shapes, written and committed (44ba0d5) before any planner change of
their round and before any of them was run. Mostly shapes the planner already covered, asked
in other voices: dashboard builders, terse keywords, chat, an aside before or after the
question, parenthetical remarks, other words for the measures and the sides (ticket size,
different/unique, service/merchant/seller, buyer/customer/wallet, ever/all-time, as a
percent, up or down) and two figures at once. The ``dev`` shapes were scored and their
misses fixed (each dev question is checked here one by one); the ``heldout`` shapes were
scored once on the unchanged code and once at the end, as a whole:

- before (integ at 0e4b46b): heldout 31/44 right (0.705), 13 refused unpaid, 0 charged
  wrong; dev 31/44, 13 refused, 0 charged wrong;
- after (02ed35a, the end of tuning on the dev half, the older sets and my own probes):
  heldout 37/44 right (0.841), 6 refused unpaid, 1 charged wrong ("for our weekly report"
  read as a weekly series); dev 44/44 (both the address-rollup and the scan paths).

The seven misses of that scoring (a report's cadence, "amount only", "(two numbers)",
"(in %)", "leaderboard:", "peak day", "what date") were fixed after it, so the heldout
half is held out no longer: 44/44 since, 0 charged wrong; the floors below keep that.

The heldout questions were written by the same hand that tuned the planner, so the half
guards against tuning on its items and their misses, not against knowing its voices.
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
from tests.warehouse.figures import contains_in_order, outcome, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
SET = Path(__file__).resolve().parents[1] / "data" / "ask_stranger8.jsonl"
ITEMS = [json.loads(line) for line in SET.read_text().splitlines() if line.strip()]
DEV = [x for x in ITEMS if x["split"] == "dev"]
HELD_OUT = [x for x in ITEMS if x["split"] == "heldout"]
S = "FROM settlements WHERE "
APRIL, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
PA = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
RA = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"


def _coinbase() -> str:
    from sextant.warehouse.planner.reading import facilitator_names

    return "facilitator IN (" + ", ".join(f"'{a}'" for a in facilitator_names()["coinbase"]) + ")"


def test_the_batch_is_split_by_shape() -> None:
    shapes: dict[str, set[str]] = {}
    for x in ITEMS:
        shapes.setdefault(x["shape"], set()).add(x["split"])
    assert len(ITEMS) >= 80 and len(shapes) >= 26 and all(len(s) == 1 for s in shapes.values())
    assert sum(1 for x in ITEMS if x.get("refuse")) >= 8
    assert {x["split"] for x in ITEMS} == {"dev", "heldout"}


@pytest.mark.parametrize("item", DEV, ids=[x["id"] for x in DEV])
def test_dev_question(item: dict[str, Any], duck: DuckDBBackend, raw: Any) -> None:
    assert outcome(item, duck, raw, AS_OF) == "right", item["question"]


def _run(duck: DuckDBBackend) -> Any:
    def run(sql: str) -> Result:
        return duck.run(check(sql))
    return run


#: my own probes of the kinds fixed in this round (none is a heldout question)
PROBES: list[tuple[str, list[str]]] = [
    # asides about the asker, before or after the question
    ("hey there! how many payments happened last week? thanks in advance",
     [f"SELECT count(*) {S}{ts('2026-05-25', '2026-06-01')}"]),
    ("Our analytics team wants the median transaction amount for April 2026.",
     [f"SELECT median(amount) {S}{APRIL}"]),
    ("Can you tell me the total amount of USDC spent last month? I need this for my investors.",
     [f"SELECT sum(amount) {S}{MAY}"]),
    ("could you pull the total volume for the first week of may 2026 please",
     [f"SELECT sum(amount) {S}{ts('2026-05-01', '2026-05-08')}"]),
    ("How many payments were made in April 2026 (UTC)?", [f"SELECT count(*) {S}{APRIL}"]),
    # other words for a payment, a median, all time, the sides
    ("what's the highest single ticket we've ever seen",
     ["SELECT max(amount) FROM settlements"]),
    ("mean ticket size over the whole history", ["SELECT avg(amount) FROM settlements"]),
    ("p50 ticket in may 2026", [f"SELECT median(amount) {S}{MAY}"]),
    (f"how many tickets did {PA} buy last month",
     [f"SELECT count(*) {S}{MAY} AND payer = '{PA}'"]),
    (f"how much did {RA} sell in april 2026",
     [f"SELECT sum(amount) {S}{APRIL} AND recipient = '{RA}'"]),
    ("How many unique paying wallets were there in the last 7 days?",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-05-28', '2026-06-04')}"]),
    (f"distinct buyers of service {RA} in april 2026",
     [f"SELECT count(DISTINCT payer) {S}{APRIL} AND recipient = '{RA}'"]),
    (f"total received by the merchant {RA} in may 2026",
     [f"SELECT sum(amount) {S}{MAY} AND recipient = '{RA}'"]),
    # two figures, one listed with "plus"; a share said in percent twice
    ("payment count plus average ticket, april 2026",
     [f"SELECT count(*), avg(amount) {S}{APRIL}"]),
    (f"{PA} share of total spend in april 2026, as a percentage",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE payer = '{PA}') / sum(amount) {S}{APRIL}"]),
    # "up or down": the two periods, compared
    ("did volume go up or down from april to may 2026?",
     [f"SELECT sum(amount) {S}{MAY}", f"SELECT sum(amount) {S}{APRIL}"]),
    ("all-time low payment", ["SELECT min(amount) FROM settlements"]),
    # payments listed beside other figures are their count (was dropped: charged, a figure
    # short, once a leftover word no longer refused the question)
    ("Payments, volume and unique payers for April 2026 - please list all three",
     [f"SELECT count(*), sum(amount), count(DISTINCT payer) {S}{APRIL}"]),
    ("volume and payments in april 2026", [f"SELECT sum(amount), count(*) {S}{APRIL}"]),
    ("unique payers and payments in april 2026",
     [f"SELECT count(DISTINCT payer), count(*) {S}{APRIL}"]),
    # "top spenders"/"top earners" rank by volume (spenders were ranked by count)
    ("top spenders last week",
     [f"SELECT payer, sum(amount) AS v {S}{ts('2026-05-25', '2026-06-01')} GROUP BY 1 "
      "ORDER BY v DESC, payer LIMIT 10"]),
    ("top earners in may 2026",
     [f"SELECT recipient, sum(amount) AS v {S}{MAY} GROUP BY 1 ORDER BY v DESC, recipient "
      "LIMIT 10"]),
    ("number of payers who spent over 10 usdc in total in april 2026",
     [f"SELECT count(*) FROM (SELECT payer {S}{APRIL} GROUP BY 1 HAVING sum(amount) > 10)"]),
    # a breakdown is a grouping; "how big" beside an average; "the period"
    ("breakdown of volume by facilitator in april 2026",
     [f"SELECT sum(amount) AS v {S}{APRIL} GROUP BY facilitator ORDER BY v DESC, facilitator "
      "LIMIT 3"]),
    ("monthly breakdown of payments in Q1 2026",
     [f"SELECT count(*) {S}{ts('2026-01-01', '2026-04-01')} GROUP BY date_trunc('month', "
      "timestamp) ORDER BY date_trunc('month', timestamp)"]),
    ("In terms of USDC, how big was the average payment in april 2026?",
     [f"SELECT avg(amount) {S}{APRIL}"]),
    ("For the period April 1-15 2026, what was the total volume?",
     [f"SELECT sum(amount) {S}{ts('2026-04-01', '2026-04-16')}"]),
    # terse and chatty: shorthand for the measures, asides in slang
    ("GMV, Q1 2026, coinbase only",
     [f"SELECT sum(amount) {S}{ts('2026-01-01', '2026-04-01')} AND " + _coinbase()]),
    ("aov april 2026", [f"SELECT avg(amount) {S}{APRIL}"]),
    ("txs yesterday", [f"SELECT count(*) {S}{ts('2026-06-02', '2026-06-03')}"]),
    ("count distinct payer, march 2026",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-03-01', '2026-04-01')}"]),
    ("tbh just need the total payment count for march 2026",
     [f"SELECT count(*) {S}{ts('2026-03-01', '2026-04-01')}"]),
    ("would love to know the median payment in may 2026 if possible",
     [f"SELECT median(amount) {S}{MAY}"]),
    # "transacting wallets" are the active (paying) ones, not the settlements (was charged)
    ("number of transacting wallets in march 2026",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-03-01', '2026-04-01')}"]),
    ("what's the difference between april and may 2026 volume",
     [f"SELECT sum(amount) {S}{APRIL}", f"SELECT sum(amount) {S}{MAY}"]),
    ("slowest day last month",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c {S}{MAY} GROUP BY 1 "
      "ORDER BY c, d LIMIT 1"]),
    # more asides; a share said in percent at the end; the ranking's size said last
    ("I'm writing a blog post - what was the largest single payment in 2025?",
     [f"SELECT max(amount) {S}{ts('2025-01-01', '2026-01-01')}"]),
    ("sorry if this is dumb, but how many payments were there last month?",
     [f"SELECT count(*) {S}{MAY}"]),
    ("what portion of volume in may 2026 was from payments over 1 usdc (percent)",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE amount > 1) / sum(amount) {S}{MAY}"]),
    ("Volume per facilitator for Q1 2026, top 5",
     [f"SELECT sum(amount) AS v {S}{ts('2026-01-01', '2026-04-01')} GROUP BY facilitator "
      "ORDER BY v DESC, facilitator LIMIT 5"]),
    (f"which services does {PA} pay the most?",
     [f"SELECT recipient, sum(amount) AS v {S}TRUE AND payer = '{PA}' GROUP BY 1 "
      "ORDER BY v DESC, recipient LIMIT 10"]),
    ("weekend volume in may 2026",
     [f"SELECT sum(amount) {S}{MAY} AND isodow(timestamp) IN (6, 7)"]),
    ("volume outside coinbase in may 2026",
     [f"SELECT sum(amount) {S}{MAY} AND NOT {_coinbase()}"]),
    # found by the heldout scoring (so those shapes are held out no longer), asked here in
    # other words: a report's cadence is no series (was charged wrong), "the total only",
    # "(in %)", "peak week", "which date"
    ("how many unique payers in april 2026? it's for my monthly newsletter",
     [f"SELECT count(DISTINCT payer) {S}{APRIL}"]),
    ("payment count for may 2026 (the total only)", [f"SELECT count(*) {S}{MAY}"]),
    ("what share (in %) of april 2026 payments went through coinbase",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {_coinbase()}) / count(*) {S}{APRIL}"]),
    ("which date had the most payments in may 2026",
     [f"SELECT CAST(timestamp AS DATE) AS d, count(*) AS c {S}{MAY} GROUP BY 1 "
      "ORDER BY c DESC, d LIMIT 1"]),
    ("peak week by payments in Q1 2026",
     [f"SELECT CAST(date_trunc('week', timestamp) AS DATE) AS w, count(*) AS c {S}"
      f"{ts('2026-01-01', '2026-04-01')} GROUP BY 1 ORDER BY c DESC, w LIMIT 1"]),
    # the k largest payments with both sides are rows, not the top payers (was charged wrong)
    ("the 3 biggest payments last month with payer and recipient",
     [f"SELECT amount, payer, recipient {S}{MAY} ORDER BY amount DESC, timestamp, "
      "block_number, log_index LIMIT 3"]),
]


@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q[:50] for q, _ in PROBES])
def test_probe_is_answered_exactly(question: str, sql: list[str], duck: DuckDBBackend,
                                   raw: Any) -> None:
    planned = answer_question(question, _run(duck), AS_OF, HELD)
    want = [cell for s in sql for row in raw.rows(s) for cell in row]
    assert want and contains_in_order(planned.figures, want), (planned.interpretation,
                                                               planned.figures[:8], want)


@pytest.mark.parametrize("question", [
    # an aside is never a reason to drop a clause about the data
    "how many payments failed last month (for my report)",
    "volume of refunds in march 2026 - need it for a dashboard",
    "how many tickets were refunded in april 2026",
    "average ticket size of new customers in may 2026",
    "what's the total volume last month, just for api services in europe",
    "how many unique services in Q1 2026 (only the verified ones)",
    "thanks! what was total fee revenue in april 2026?",
    "the all-time high price of usdc",
    "Which API endpoint earned the most in April 2026?",  # no endpoint in the data
])
def test_an_unplaceable_clause_is_still_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, _run(duck), AS_OF, HELD)


#: measured once at the end of tuning on the dev half (02ed35a): 37/44 right (0.841), 6
#: refused unpaid, 1 charged wrong, on both address paths; 44/44 after its misses were fixed
HELD_OUT_ACCURACY_FLOOR = 0.97
HELD_OUT_CHARGED_WRONG_MAX = 0


@pytest.mark.parametrize("address_index", [True, False], ids=["address-rollup", "scan"])
def test_held_out_half(duck: DuckDBBackend, raw: Any, address_index: bool) -> None:
    """The (former) heldout half as a whole: 37/44 right (84.1 %), 1 charged wrong when
    scored once at the end of tuning; 44/44 after; both the ``address_daily`` and the scan
    paths."""
    results = {x["id"]: outcome(x, duck, raw, AS_OF, address_index) for x in HELD_OUT}
    right = sum(1 for r in results.values() if r == "right")
    wrong = [k for k, r in results.items() if r == "wrong"]
    accuracy = right / len(results)
    assert accuracy >= HELD_OUT_ACCURACY_FLOOR and len(wrong) <= HELD_OUT_CHARGED_WRONG_MAX, (
        accuracy, wrong)


#: a small ninth batch (``tests/data/ask_mini9.jsonl``, 22 questions) written after the
#: tuning on this one had ended and scored once before any change: 19/22 right (0.864), 3
#: refused unpaid ("heya ... the whole network", "for an investor update:", "last week
#: (calendar week)"), 0 charged wrong (integ at 0e4b46b: 18/22, 0 charged wrong); 22/22
#: after the fixes it led to
MINI = [json.loads(line) for line in (SET.parent / "ask_mini9.jsonl").read_text().splitlines()
        if line.strip()]
MINI_ACCURACY_FLOOR = 0.95


def test_mini_batch(duck: DuckDBBackend, raw: Any) -> None:
    results = {x["id"]: outcome(x, duck, raw, AS_OF) for x in MINI}
    right = sum(1 for r in results.values() if r == "right")
    wrong = [k for k, r in results.items() if r == "wrong"]
    assert right / len(results) >= MINI_ACCURACY_FLOOR and not wrong, (right, wrong)


@pytest.mark.parametrize("question", [
    "For new users: how many payments in may 2026",  # a purpose clause about the data stays
    "for the verified merchants: volume in may 2026",
])
def test_a_leading_clause_about_the_data_is_no_aside(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, _run(duck), AS_OF, HELD)
