"""Days the warehouse holds nothing on, between two sources' spans.

The sandbox's generated history ends on 2026-06-03 and its dev chain's settlements begin
months later; live, the history and the ingest meet. A period wholly inside such a gap has
no data, so its "none" would be a zero that says nothing: refused unpaid like a period
outside the data. A period that only overlaps one is answered with a note naming the days.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, date, datetime, timedelta

from sextant.warehouse.planner.timephrases import Period, PeriodOutOfRange

ONE_DAY = timedelta(days=1)


def day_gaps(spans: Iterable[tuple[int, int]]) -> list[tuple[date, date]]:
    """The whole UTC days (first, last) between the time-ordered ``spans`` (timestamps)."""
    gaps: list[tuple[date, date]] = []
    reach: date | None = None
    for lo, hi in spans:
        first, last = (datetime.fromtimestamp(t, UTC).date() for t in (lo, hi))
        if reach is not None and first > reach + ONE_DAY:
            gaps.append((reach + ONE_DAY, first - ONE_DAY))
        reach = last if reach is None else max(reach, last)
    return gaps


def gap_note(periods: Iterable[Period], held: tuple[date, date],
             gaps: list[tuple[date, date]]) -> str:
    """A note for the gaps the periods overlap (``""``: none); raises ``PeriodOutOfRange`` for
    a period whose days the warehouse holds are all inside one gap."""
    said: list[tuple[date, date]] = []
    for p in periods:
        first = max(p.start, held[0]) if p.start else held[0]
        last = min(p.end - ONE_DAY, held[1]) if p.end else held[1]
        for lo, hi in gaps:
            if lo <= first and last <= hi:
                raise PeriodOutOfRange(p.label, f"holds no day of the warehouse's data (it "
                                                f"holds nothing from {lo} to {hi})")
            if first <= hi and lo <= last and (lo, hi) not in said:
                said.append((lo, hi))
    return " ".join(f"The warehouse holds no settlements from {lo} to {hi}; the figures "
                    "leave those days out." for lo, hi in said)
