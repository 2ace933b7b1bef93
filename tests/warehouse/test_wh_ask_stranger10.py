"""The tenth stranger batch (``tests/data/ask_stranger10.jsonl``) and the kinds of question
issue #16's round ha6 taught the planner: exact values against hand SQL.

78 questions over 39 shapes (10 to refuse), written and committed (27bd031) before any
planner change of the round and before any of them was run through the planner. The ``dev``
shapes were scored and tuned on (each is checked here one by one); the ``heldout`` shapes
were scored once on the unchanged code and once at the end, as a whole:

- before (main at ce0abdc): heldout 13/39 right, 26 refused unpaid, 0 charged wrong;
  dev 15/39 right, 22 refused, 2 charged wrong;
- after (6d19abe, the end of the round): heldout 35/39 right, 4 refused unpaid, 0 charged
  wrong (both with and without the address rollup); dev 38/39, 1 refused. Its misses were
  not read, so the half is still held out (its aggregate counts were seen along the way).

New kinds (each with an exact-value probe below): percentiles, quartiles, the standard
deviation and variance of payment amounts (planner/distribution.py); gas used, gas price and
gas cost in wei, gwei or ETH (planner/gas.py); distinct facilitators; rankings by these
figures; an address's top counterparty (planner/counterparty.py); the weekday's name beside
its ISO number; "new payers showed up"; an hourly distribution.
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
from sextant.warehouse.planner.reading import read
from tests.warehouse.figures import assert_probe, fac, outcome, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
SET = Path(__file__).resolve().parents[1] / "data" / "ask_stranger10.jsonl"
ITEMS = [json.loads(line) for line in SET.read_text().splitlines() if line.strip()]
DEV = [x for x in ITEMS if x["split"] == "dev"]
HELD_OUT = [x for x in ITEMS if x["split"] == "heldout"]
S = "FROM settlements WHERE "
PA = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"
RA = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
MAY = ts("2026-05-01", "2026-06-01")
COST = "gas_used * gas_price"


def _run(duck: DuckDBBackend) -> Any:
    def run(sql: str) -> Result:
        return duck.run(check(sql))
    return run


def top(key: str, measure: str, where: str, k: int = 1, desc: bool = True) -> str:
    order = "DESC" if desc else "ASC"
    return (f"SELECT {key} AS k, {measure} AS m {S}{where} GROUP BY 1 ORDER BY m {order}, k "
            f"LIMIT {k}")


def test_the_batch_is_split_by_shape() -> None:
    shapes: dict[str, set[str]] = {}
    for x in ITEMS:
        shapes.setdefault(x["shape"], set()).add(x["split"])
    assert len(ITEMS) >= 60 and len(shapes) >= 30 and all(len(s) == 1 for s in shapes.values())
    assert {x["split"] for x in ITEMS} == {"dev", "heldout"}
    assert len(DEV) == len(HELD_OUT) and sum(1 for x in ITEMS if x.get("refuse")) >= 8


#: dev questions still refused unpaid at the end of the round (none since ha19 set aside
#: the purpose said first: "I'm writing a report on facilitator costs - ...")
DEV_REFUSED: set[str] = set()


@pytest.mark.parametrize("item", DEV, ids=[x["id"] for x in DEV])
def test_dev_question(item: dict[str, Any], duck: DuckDBBackend, raw: Any) -> None:
    want = "refused" if item["id"] in DEV_REFUSED else "right"
    assert outcome(item, duck, raw, AS_OF) == want, item["question"]


#: my own probes of the new kinds (none is a heldout question)
PROBES: list[tuple[str, list[str]]] = [
    # percentiles, quartiles, the spread of payment amounts
    ("what's the p99 payment size in april 2026",
     [f"SELECT quantile_cont(amount, 0.99) {S}{APR}"]),
    ("median and 95th percentile of payments via coinbase in may 2026",
     [f"SELECT median(amount), quantile_cont(amount, 0.95) {S}{MAY} AND {fac('coinbase')}"]),
    ("first quartile of transaction values in march 2026",
     [f"SELECT quantile_cont(amount, 0.25) {S}{MAR}"]),
    ("where do the bottom 10% of payments end in april 2026?",
     [f"SELECT quantile_cont(amount, 0.1) {S}{APR}"]),
    ("how spread out are payment sizes in march 2026",
     [f"SELECT stddev_samp(amount) {S}{MAR}"]),
    ("variance of payment amounts last week",
     [f"SELECT var_samp(amount) {S}{ts('2026-05-25', '2026-06-01')}"]),
    (f"standard deviation of the payments {PA} made in may 2026",
     [f"SELECT stddev_samp(amount) {S}{MAY} AND payer = '{PA}'"]),
    ("p90 payment amount per month in 2026",
     [f"SELECT quantile_cont(amount, 0.9) {S}{ts('2026-01-01', '2027-01-01')} GROUP BY "
      "date_trunc('month', timestamp) ORDER BY date_trunc('month', timestamp)"]),
    ("which facilitator had the lowest p90 payment in april 2026",
     [top("facilitator", "quantile_cont(amount, 0.9)", APR, desc=False)]),
    # gas used, gas price, gas cost (wei unless asked)
    ("total gas used by coinbase in may 2026",
     [f"SELECT sum(gas_used) {S}{MAY} AND {fac('coinbase')}"]),
    ("average gas price in gwei in april 2026", [f"SELECT avg(gas_price) / 1e9 {S}{APR}"]),
    (f"total gas cost in eth for payments to {RA} in may 2026",
     [f"SELECT sum({COST}) / 1e18 {S}{MAY} AND recipient = '{RA}'"]),
    ("gas cost per month in 2026 in gwei",
     [f"SELECT sum({COST}) / 1e9 {S}{ts('2026-01-01', '2027-01-01')} GROUP BY "
      "date_trunc('month', timestamp) ORDER BY date_trunc('month', timestamp)"]),
    ("top 3 facilitators by gas cost in may 2026",
     [top("facilitator", f"sum({COST})", MAY, 3)]),
    ("which facilitator had the highest average gas price in april 2026",
     [top("facilitator", "avg(gas_price)", APR)]),
    ("max gas used by a single settlement in march 2026", [f"SELECT max(gas_used) {S}{MAR}"]),
    ("median gas price last month", [f"SELECT median(gas_price) {S}{MAY}"]),
    ("gas used on weekends in may 2026",
     [f"SELECT sum(gas_used) {S}{MAY} AND isodow(timestamp) IN (6, 7)"]),
    # distinct facilitators, counterparties, shares of the top groups
    ("how many facilitators were active in april 2026",
     [f"SELECT count(DISTINCT facilitator) {S}{APR}"]),
    (f"who did {PA} pay most often in may 2026",
     [top("recipient", "count(*)", f"{MAY} AND payer = '{PA}'")]),
    (f"who did {RA} receive the most payments from",
     [top("payer", "count(*)", f"recipient = '{RA}'")]),
    ("what % of volume did the biggest payer account for in april 2026",
     [f"SELECT 100.0 * max(v) / sum(v) FROM (SELECT payer, sum(amount) AS v {S}{APR} "
      "GROUP BY 1)"]),
    # new payers, hour of day, weekday
    ("how many new payers turned up in april 2026",
     ["SELECT count(*) FROM (SELECT payer, min(timestamp) AS t FROM settlements GROUP BY 1) "
      "WHERE t >= TIMESTAMPTZ '2026-04-01 00:00:00+00' AND t < TIMESTAMPTZ "
      "'2026-05-01 00:00:00+00'"]),
    ("payments by hour of day in april 2026",
     [f"SELECT hour(timestamp), count(*) {S}{APR} GROUP BY 1 ORDER BY 1"]),
    ("distribution of volume by hour of day in march 2026",
     [f"SELECT hour(timestamp), sum(amount) {S}{MAR} GROUP BY 1 ORDER BY 1"]),
    ("weekday with the most volume in may 2026",
     [top("dayname(timestamp)", "sum(amount)", MAY)]),
    ("which week of the year was busiest in 2026",
     [f"SELECT date_trunc('week', timestamp) AS w, weekofyear(min(timestamp)), count(*) AS c "
      f"{S}{ts('2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY c DESC, w LIMIT 1"]),
    # several figures, typos, other words
    ("give me payments, volume and the std dev of amounts for april 2026",
     [f"SELECT count(*), sum(amount), stddev_samp(amount) {S}{APR}"]),
    ("what were the total payments and the standard deviation of amounts for q1 2026?",
     [f"SELECT count(*), stddev_samp(amount) {S}{ts('2026-01-01', '2026-04-01')}"]),
    ("give me the 25th, 50th and 75th percentiles of payment size for may 2026",
     [f"SELECT quantile_cont(amount, 0.25), quantile_cont(amount, 0.5), "
      f"quantile_cont(amount, 0.75) {S}{MAY}"]),
    ("in may 2026 how many payments were settled and what was their combined value",
     [f"SELECT count(*), sum(amount) {S}{MAY}"]),
    ("tally of settlements for april 2026", [f"SELECT count(*) {S}{APR}"]),
    ("total throughput in usdc for march 2026", [f"SELECT sum(amount) {S}{MAR}"]),
    ("how many unqiue recipients in may 2026", [f"SELECT count(DISTINCT recipient) {S}{MAY}"]),
    ("how much usdc changed hands in april 2026", [f"SELECT sum(amount) {S}{APR}"]),
]


@pytest.mark.parametrize("address_index", [True, False], ids=["address-rollup", "scan"])
@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q[:50] for q, _ in PROBES])
def test_probe_is_answered_exactly(question: str, sql: list[str], address_index: bool,
                                   duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index)


@pytest.mark.parametrize(("question", "said"), [
    ("90th percentile payment amount in may 2026",
     "90th percentile of payment amount; over x402 settlements in May 2026"),
    ("quartiles of payment size in april 2026",
     "25th percentile of payment amount, 50th percentile of payment amount, 75th percentile"),
    ("top 5% of payments start at what amount in may 2026", "95th percentile"),
    ("std dev of payments in may 2026", "standard deviation of payment amount"),
    ("total gas cost in may 2026", "total gas cost (gas used x gas price), in wei"),
    ("total gas fees in gwei in may 2026", "total gas cost (gas used x gas price), in gwei"),
    ("average gas price in may 2026", "average gas price, in wei"),
    ("how many distinct facilitators in may 2026", "distinct facilitator addresses"),
])
def test_the_interpretation_says_what_was_computed(question: str, said: str,
                                                   duck: DuckDBBackend) -> None:
    planned = answer_question(question, _run(duck), AS_OF, HELD)
    assert said in planned.interpretation, planned.interpretation


def test_a_weekday_is_named(duck: DuckDBBackend, raw: Any) -> None:
    planned = answer_question("busiest day of the week in april 2026", _run(duck), AS_OF, HELD)
    name = raw.one(top("dayname(timestamp)", "count(*)", APR))
    assert name in planned.figures and name in planned.answer


@pytest.mark.parametrize(("question", "kinds"), [
    ("p95 of payment size last month", [("quantile", ("0.95",))]),
    ("lower and upper quartile of payment sizes in march 2026",
     [("quantile", ("0.25",)), ("quantile", ("0.75",))]),
    ("how much gas did settlements use in may 2026", [("gas", ("sum", "used", "gas"))]),
    ("how much was spent on gas in april 2026, in eth", [("gas", ("sum", "cost", "eth"))]),
    ("mean gas used per transaction in may 2026", [("gas", ("avg", "used", "gas"))]),
])
def test_the_plan_reads_the_new_kinds(question: str, kinds: list[tuple[str, tuple[str, ...]]]
                                      ) -> None:
    plan = read(question, AS_OF)
    assert not plan.unplaced and [(m.kind, m.columns) for m in plan.measures] == kinds, plan


@pytest.mark.parametrize("question", [
    # a bound on gas, or one set by a percentile, is a filter the plan has no place for
    "how many settlements in may 2026 had a gas price above 10 gwei",
    "payments with gas used over 80000 in may 2026",
    "how many payments were above the 90th percentile in may 2026",
    "volume of payments over p95 in may 2026",
    # a spread of something other than one payment's amount
    "standard deviation of gas price in may 2026",
    "p90 of daily volume in may 2026",
    "daily volume standard deviation in may 2026",
    "90th percentile of payment latency in may 2026",
    # gas in dollars needs an ETH price; gas used in wei is no unit of gas used
    "average gas fee paid per settlement in dollars last month",
    "total gas used in gwei in may 2026",
    # an average of gas per day: of each day's total, or per settlement each day?
    "average gas used per day in may 2026",
    # is the gas averaged too? which payers are "top" (by volume, or by gas)?
    "average payment and gas used in may 2026",
    "gas used by the top payer in may 2026",
    "p90 of amounts for the top 5 payers in may 2026",
    "payments between the 10th and 90th percentile in april 2026",
    # a counterparty of an address on either side (an interquartile range is read since
    # round ha12: test_wh_ask_probe_ha12)
    f"{RA}'s top counterparty as payer or recipient",
])
def test_an_unplaced_clause_is_still_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, _run(duck), AS_OF, HELD)


#: scored at the end of the round (6d19abe): 35/39 right, 4 refused unpaid, 0 charged wrong;
#: the floor guards regressions only
HELD_OUT_RIGHT_FLOOR = 35


@pytest.mark.parametrize("address_index", [True, False], ids=["address-rollup", "scan"])
def test_held_out_half(duck: DuckDBBackend, raw: Any, address_index: bool) -> None:
    """The heldout half as a whole (its misses unread): no charged wrong answer, and no
    fewer right than when it was scored."""
    results = [outcome(x, duck, raw, AS_OF, address_index) for x in HELD_OUT]
    assert results.count("wrong") == 0 and results.count("right") >= HELD_OUT_RIGHT_FLOOR, (
        results.count("right"), results.count("wrong"))
