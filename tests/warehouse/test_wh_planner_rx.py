"""The planner's patterns fit its pattern cache: a question asked again compiles nothing."""

from __future__ import annotations

import contextlib
import json
from datetime import date
from pathlib import Path

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner import rx
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.timephrases import PeriodOutOfRange

AS_OF = date(2026, 6, 3)
DATA = Path(__file__).resolve().parents[1] / "data"


def _ask_all(questions: list[str], duck: DuckDBBackend) -> None:
    for q in questions:
        with contextlib.suppress(Unanswerable, PeriodOutOfRange):
            answer_question(q, lambda s: duck.run(check(s)), AS_OF, (date(2025, 5, 9), AS_OF),
                            True)


def test_a_second_pass_compiles_no_pattern(duck: DuckDBBackend) -> None:
    questions = [json.loads(line)["question"] for name in ("ask_set16", "ask_set17")
                 for line in (DATA / f"{name}.jsonl").read_text().splitlines() if line.strip()]
    _ask_all(questions, duck)
    before = rx.compiled.cache_info()
    assert before.currsize > 512  # more than re's own cache holds: the reason for rx
    _ask_all(questions, duck)
    after = rx.compiled.cache_info()
    assert after.misses == before.misses, (before, after)
