"""The /ask questions on the ClickHouse engine: every shape of the labelled set is planned once
on DuckDB and once on chdb (the ClickHouse engine in-process, the planner's SQL transpiled by
sqlglot to the ClickHouse dialect) over the same Parquet files, and the figures agree.

This checks the execution path only (the planner is the same on both engines); accuracy is
``test_wh_ask_set``'s business.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from sextant.warehouse.backends import ChdbBackend, DuckDBBackend, Result
from sextant.warehouse.guard import check
from sextant.warehouse.layout import Layout
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import _equal

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
SET = Path(__file__).resolve().parents[1] / "data" / "ask_labelled.jsonl"
ITEMS = [json.loads(line) for line in SET.read_text().splitlines() if line.strip()]
ONE_PER_SHAPE = list({x["shape"]: x for x in ITEMS if not x.get("refuse")}.values())


@pytest.fixture(scope="module")
def chdb_backend(wh_layout: Layout) -> Iterator[ChdbBackend]:
    backend = ChdbBackend(wh_layout)
    yield backend
    backend.close()


def _answer(question: str, backend: Any) -> tuple[list[Any], list[str]] | None:
    sqls: list[str] = []

    def run(sql: str) -> Result:
        result: Result = backend.run(check(sql))
        sqls.append(result.sql)
        return result

    try:
        planned = answer_question(question, run, AS_OF, HELD)
    except Unanswerable:
        return None
    return planned.figures, sqls


def test_there_are_many_shapes() -> None:
    assert len(ONE_PER_SHAPE) >= 30


@pytest.mark.parametrize("item", ONE_PER_SHAPE, ids=[x["shape"] for x in ONE_PER_SHAPE])
def test_the_question_gives_the_same_figures_on_clickhouse(
    item: dict[str, Any], duck: DuckDBBackend, chdb_backend: ChdbBackend,
) -> None:
    ours = _answer(item["question"], duck)
    theirs = _answer(item["question"], chdb_backend)
    assert (ours is None) == (theirs is None), item["question"]
    if ours is None or theirs is None:
        return
    assert len(ours[0]) == len(theirs[0]) and ours[0], (item["question"], ours, theirs)
    for a, b in zip(ours[0], theirs[0], strict=True):
        assert _equal(a, b), (item["question"], a, b, theirs[1])
