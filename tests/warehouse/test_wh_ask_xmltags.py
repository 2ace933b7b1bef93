"""Agents' requests wrapped in XML-like tags (``planner.xmltags``), and a week's days said
beside "the last week", in the lead's own words: each against hand SQL, and near misses that
stay refused (unpaid)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.xmltags import plain_tags
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)

PROBES: list[Any] = [
    ("<task>Count settlements facilitated by PayAI during April 2026.</task>",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-04-01', '2026-05-01')} "
      f"AND {fac('payai')}"]),
    ("<question>\nHow many payments did coinbase settle\nin May 2026?\n</question>",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-01', '2026-06-01')} "
      f"AND {fac('coinbase')}"]),
    ("<request>\n  <metric>unique payers</metric>\n  <period>March 2026</period>\n</request>",
     [f"SELECT count(DISTINCT payer) FROM settlements WHERE {ts('2026-03-01', '2026-04-01')}"]),
    ('<request id="7"><metric>volume</metric><facilitator>payai</facilitator>'
     "<window>last 30 days</window></request>",
     [f"SELECT sum(amount) FROM settlements WHERE {ts('2026-05-05', '2026-06-04')} "
      f"AND {fac('payai')}"]),
    # "the last week" alone is the last 7 days; with the days said, the calendar week
    ("volume per day on average over the last week (Mon-Sun)",
     [f"SELECT sum(amount) / 7 FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}"]),
    ("how many settlements in the past week (Monday to Sunday)?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-25', '2026-06-01')}"]),
    ("how many settlements in the past week?",
     [f"SELECT count(*) FROM settlements WHERE {ts('2026-05-28', '2026-06-04')}"]),
]

REFUSE = [
    # a field no reader knows stays a labelled line, so it is refused
    "<request><metric>volume</metric><region>Europe</region><period>May 2026</period></request>",
    # an attribute that may scope the request
    '<task facilitator="payai">How many payments in May 2026?</task>',
    # a tag left open
    "<task>How many payments in May 2026?",
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_tagged_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, True)


@pytest.mark.parametrize("question", REFUSE)
def test_tagged_refusal(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)


def test_plain_tags_reads_fields_as_lines_and_leaves_untagged_text() -> None:
    assert plain_tags("<metric>unique payers</metric><period>May 2026</period>") == \
        "metric: unique payers\nperiod: May 2026"
    assert plain_tags("volume in May 2026 > 1 USDC and < 5 USDC") == \
        "volume in May 2026 > 1 USDC and < 5 USDC"
