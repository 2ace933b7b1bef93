"""Comparing the planner's figures with the cells of hand-written SQL results."""

from __future__ import annotations

import json
import math
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

from sextant.warehouse.backends import DuckDBBackend, Result
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from sextant.warehouse.planner.timephrases import PeriodOutOfRange


def _norm(v: Any) -> Any:
    if isinstance(v, str) and len(v) >= 10 and v[4] == "-" and v[7] == "-":
        return v[:10] if len(v) == 10 or (v[10] in "T " and v[11:19] == "00:00:00") else \
            v[:19].replace("T", " ")
    if isinstance(v, bool):
        return v
    if isinstance(v, int | float):
        return float(v)
    return v


def _equal(x: Any, y: Any) -> bool:
    x, y = _norm(x), _norm(y)
    if isinstance(x, float) and isinstance(y, float):
        return math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9)
    if (x is None and y == 0.0) or (y is None and x == 0.0):
        return True
    return bool(x == y)


def contains_in_order(got: list[Any], want: list[Any]) -> bool:
    """``want`` is a subsequence of ``got`` (every figure asked for, in reading order)."""
    i = 0
    for g in got:
        if i < len(want) and _equal(g, want[i]):
            i += 1
    return i == len(want)


def ts(start: str | None, end: str | None = None) -> str:
    """SQL for the whole days ``[start, end)`` of ``timestamp`` (either side open)."""
    parts = ["TRUE"]
    if start:
        parts.append(f"timestamp >= TIMESTAMPTZ '{start} 00:00:00+00'")
    if end:
        parts.append(f"timestamp < TIMESTAMPTZ '{end} 00:00:00+00'")
    return " AND ".join(parts)


def expected(item: dict[str, Any], raw: Any) -> list[Any]:
    """The cells of a labelled item's hand-written SQL, in reading order."""
    return [cell for sql in item["sql"] for row in raw.rows(sql) for cell in row]


def outcome(item: dict[str, Any], duck: DuckDBBackend, raw: Any, as_of: date,
            address_index: bool = True) -> str:
    """``right``, ``refused`` (422 or a period outside the data: unpaid) or ``wrong``
    (answered, so charged, and wrong); a refusal is right for an item marked ``"refuse": true``."""
    def run(sql: str) -> Result:
        return duck.run(check(sql))

    held = (date(2025, 5, 9), as_of)
    try:
        planned = answer_question(item["question"], run, as_of, held, address_index)
    except (Unanswerable, PeriodOutOfRange):  # both answered 4xx and unpaid by the service
        return "right" if item.get("refuse") else "refused"
    if item.get("refuse"):
        return "wrong"
    return "right" if contains_in_order(planned.figures, expected(item, raw)) else "wrong"


def assert_held_set(name: str, duck: DuckDBBackend, raw: Any, *, size: int, refusals: int,
                    right: int, wrong: int | frozenset[str] = 0) -> None:
    """Score ``tests/data/<name>.jsonl`` (anchored on 2026-06-03): it holds ``size`` questions,
    ``refusals`` of them to refuse; at least ``right`` are answered right, and at most
    ``wrong`` are charged wrong (a number, or the ids allowed: every figure, another order)."""
    path = Path(__file__).resolve().parents[1] / "data" / f"{name}.jsonl"
    items = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    got = {x["id"]: outcome(x, duck, raw, date(2026, 6, 3)) for x in items}
    counts = Counter(got.values())
    print(dict(counts))
    assert len(items) == size and sum(1 for x in items if x.get("refuse")) == refusals
    missed = {k for k, v in got.items() if v == "wrong"}
    allowed = len(missed) <= wrong if isinstance(wrong, int) else missed <= wrong
    assert counts["right"] >= right and allowed, (counts, sorted(missed))


def assert_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any, as_of: date,
                 held: tuple[date, date], address_index: bool) -> None:
    """The planner answers ``question`` with every cell of the hand ``sql``, in order."""
    planned = answer_question(question, lambda s: duck.run(check(s)), as_of, held,
                              address_index)
    want = [cell for s in sql for row in raw.rows(s) for cell in row]
    assert want and contains_in_order(planned.figures, want), (planned.interpretation,
                                                               planned.figures[:8], want)

def fac(name: str) -> str:
    """SQL keeping the settlements of a named facilitator's addresses."""
    from sextant.warehouse.planner.reading import facilitator_names

    return "facilitator IN (" + ", ".join(f"'{a}'" for a in facilitator_names()[name]) + ")"


def item_line(item_id: str, question: str, sql: list[str] | None, **fields: str) -> str:
    """One labelled /ask question as a JSON line (``sql=None``: a question to refuse)."""
    item: dict[str, object] = {"id": item_id, **fields, "question": question}
    if sql is None:
        item["refuse"] = True
    else:
        item["sql"] = sql
    return json.dumps(item)


def write_shapes(out: Path, shapes: list[tuple[str, list[tuple[str, list[str] | None]]]]
                 ) -> None:
    """Write a batch of question shapes, alternately ``dev`` and ``heldout`` by shape."""
    lines = [item_line(f"{shape}-{j}", question, sql, shape=shape,
                       split="dev" if i % 2 == 0 else "heldout")
             for i, (shape, items) in enumerate(shapes)
             for j, (question, sql) in enumerate(items, 1)]
    out.write_text("\n".join(lines) + "\n")


def by_name() -> str:
    """SQL for each settlement's facilitator by name (a named facilitator's addresses are one),
    the address itself when it has no name."""
    from sextant.warehouse.planner.reading import facilitator_names

    return "CASE " + " ".join(
        f"WHEN facilitator IN ({', '.join(repr(a) for a in v)}) THEN '{k}'"
        for k, v in facilitator_names().items()) + " ELSE facilitator END"
