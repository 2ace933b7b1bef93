"""Comparing the planner's figures with the cells of hand-written SQL results."""

from __future__ import annotations

import math
from typing import Any


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
