"""Date and period phrases as strangers type them (``tests/data/ask_periods_ha7.jsonl``, written
by round ha7 before the planner was run on it): the period each question is read with, or its
refusal (unpaid), against the ``[start, end)`` the phrase means at as_of 2026-06-03.

Split by kind: ``dev`` was tuned on; ``heldout`` was scored before and after only (its misses
were never read), so its test prints and checks counts alone.

- before round ha7 (ce0abdc): dev 54/66 right, 11 refused, 1 wrong; heldout 46/69 right,
  20 refused, 3 wrong.
- after round ha7: dev 65/66 right, 1 refused; heldout 67/69 right, 2 refused, 0 wrong.
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend, Result
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question, refuse_if_uncovered
from sextant.warehouse.planner.reading import read
from sextant.warehouse.planner.timephrases import (
    ALL_TIME,
    PeriodOutOfRange,
    ambiguous_dates,
    require_held,
)
from tests.warehouse.figures import assert_probe, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
SET = Path(__file__).resolve().parents[1] / "data" / "ask_periods_ha7.jsonl"
ITEMS = [json.loads(line) for line in SET.read_text().splitlines() if line.strip()]
DEV = [x for x in ITEMS if x["split"] == "dev"]
HELDOUT = [x for x in ITEMS if x["split"] == "heldout"]


def _span(start: date | None, end: date | None) -> tuple[date, date]:
    """The days held of ``[start, end)``: an open end is the data's end, an open start its
    start ("since May 25" and "May 25 to the end of the data" are one period)."""
    return start or HELD[0], end or AS_OF + timedelta(days=1)


def period_outcome(item: dict[str, Any]) -> str:
    """``right``, ``refused`` (answered 4xx, unpaid) or ``wrong`` (answered over another
    period, or answered when the phrase must be refused)."""
    try:
        plan = read(item["question"], AS_OF)
        refuse_if_uncovered(plan)
        require_held(plan.periods(), *HELD)
    except (Unanswerable, PeriodOutOfRange):
        return "right" if item.get("refuse") else "refused"
    if item.get("refuse"):
        return "wrong"
    periods = plan.periods()
    if "hours" in item:
        return "right" if len(periods) == 1 and periods[0].hours == item["hours"] else "wrong"
    if item["start"] is None and item["end"] is None:
        return "right" if all(p == ALL_TIME for p in periods) else "wrong"
    want = _span(*(date.fromisoformat(x) if x else None for x in (item["start"], item["end"])))
    return "right" if len(periods) == 1 and not periods[0].hours and _span(
        periods[0].start, periods[0].end) == want else "wrong"


def test_set_is_split_by_kind() -> None:
    assert len(ITEMS) >= 80 and DEV and HELDOUT
    assert not {x["kind"] for x in DEV} & {x["kind"] for x in HELDOUT}


@pytest.mark.parametrize("item", DEV, ids=[x["id"] for x in DEV])
def test_dev_phrase(item: dict[str, Any]) -> None:
    got = period_outcome(item)
    if got == "refused" and item["id"] in DEV_REFUSED:
        return
    assert got == "right", (item["question"], read(item["question"], AS_OF).periods())


#: dev phrases still refused (unpaid): "Arpil" is two letters swapped, past the respelling
#: cutoff of reading.py (not a time phrase's rule)
DEV_REFUSED = {"misspelt_months-5"}


@pytest.mark.parametrize(("question", "start", "end"), [
    # forms found while tuning (my own phrasings, not rows of the set)
    ("total volume 3-9 May", "2026-05-03", "2026-05-10"),
    ("how many settlements 3rd-9th May", "2026-05-03", "2026-05-10"),
    ("volume in the 2nd week of May", "2026-05-08", "2026-05-15"),
    ("how many payments in 2026 W21", "2026-05-18", "2026-05-25"),
    ("volume since the 1st", "2026-06-01", None),
    ("how many settlements since start of month", "2026-06-01", "2026-06-04"),
    ("total volume 1H 2026", "2026-01-01", "2026-07-01"),
    ("volume 2026-05-01..2026-05-07", "2026-05-01", "2026-05-08"),
    ("how many settlements from 2026-05-20 up to yesterday", "2026-05-20", "2026-06-03"),
    ("number of payments since last tuesday", "2026-06-02", None),
    ("total volume on tuesday last week", "2026-05-26", "2026-05-27"),
    ("how many settlements friday this week", "refuse", None),  # after the data
    ("volume on 28-3 may", "refuse", None),  # no one month's days
    ("volume on the 1st of each month", "refuse", None),  # every month's, not one day
])
def test_more_forms(question: str, start: str, end: str | None) -> None:
    item = {"question": question, "refuse": True} if start == "refuse" else {
        "question": question, "start": start, "end": end}
    assert period_outcome(item) == "right", read(question, AS_OF).periods()


def test_heldout_counts_only() -> None:
    got = Counter(period_outcome(x) for x in HELDOUT)
    print(f"ha7 periods heldout: {dict(got)} of {len(HELDOUT)}")
    assert got["right"] >= 67 and got["wrong"] == 0, dict(got)


S = "FROM settlements WHERE "


@pytest.mark.parametrize(("question", "sql"), [
    ("What was the total USDC volume between April 10 and April 20?",
     [f"SELECT sum(amount) {S}{ts('2026-04-10', '2026-04-21')}"]),
    ("how many settlements were there in week 21?",
     [f"SELECT count(*) {S}{ts('2026-05-18', '2026-05-25')}"]),
    ("number of payments last weekend",
     [f"SELECT count(*) {S}{ts('2026-05-30', '2026-06-01')}"]),
    ("volume on 25/05",
     [f"SELECT sum(amount) {S}{ts('2026-05-25', '2026-05-26')}"]),
    ("how many settlements in H1?",
     [f"SELECT count(*) {S}{ts('2026-01-01', '2026-07-01')}"]),
    ("average payment size since the start of the month",
     [f"SELECT avg(amount) {S}{ts('2026-06-01')}"]),
])
def test_whole_questions(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize(("question", "days"), [
    ("how many settlements on Tuesday", ["2026-06-02"]),
    ("number of payments on 25/05", ["2026-05-25"]),
    ("total volume in week 21", ["2026-05-18", "2026-05-24"]),
    ("how many settlements in the last couple of weeks", ["2026-05-21", "2026-06-03"]),
    ("how many settlements on the 2nd", ["2026-06-02"]),
])
def test_a_reading_names_the_dates_it_used(question: str, days: list[str],
                                           duck: DuckDBBackend) -> None:
    planned = answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
    assert planned.interpretation and all(d in planned.interpretation for d in days), \
        planned.interpretation


@pytest.mark.parametrize(("question", "kind"), [
    ("how many settlements on 05/12?", Unanswerable),  # May 12 or December 5?
    ("total volume in mid-May", Unanswerable),
    ("how many settlements next month", PeriodOutOfRange),
    ("how many settlements this weekend", PeriodOutOfRange),  # as_of is a Wednesday
])
def test_ambiguous_or_outside_is_refused_before_any_query(question: str, kind: type[Exception],
                                                          duck: DuckDBBackend) -> None:
    ran: list[str] = []

    def run(sql: str) -> Result:
        ran.append(sql)
        return duck.run(check(sql))

    with pytest.raises(kind) as info:
        answer_question(question, run, AS_OF, HELD, True)
    assert not ran
    if isinstance(info.value, Unanswerable):  # with rephrasings that name a time scope
        assert info.value.suggestions and "between March 3 and March 10" in str(info.value)


def test_ambiguous_dates_name_both_readings() -> None:
    assert ambiguous_dates("payments on 05/12 or 25/05 or 03/04/2026, a 50/50 split") == [
        "'05/12' (May 12 or December 5? say 'May 12' or 'December 5')",
        "'03/04/2026' (March 4 or April 3? say 'March 4' or 'April 3')"]
