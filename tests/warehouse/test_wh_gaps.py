"""Days between two sources' spans: a period inside them is refused, one across them noted."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from sextant.warehouse.gaps import day_gaps, gap_note
from sextant.warehouse.planner.timephrases import Period, PeriodOutOfRange

HELD = (date(2025, 5, 9), date(2026, 11, 25))


def _ts(day: str, hour: int = 12) -> int:
    return int(datetime.fromisoformat(f"{day}T{hour:02d}:00:00").replace(tzinfo=UTC).timestamp())


def test_day_gaps_are_the_whole_days_between_spans() -> None:
    spans = [(_ts("2025-05-09"), _ts("2026-06-03", 23)), (_ts("2026-10-14"), _ts("2026-11-25"))]
    assert day_gaps(spans) == [(date(2026, 6, 4), date(2026, 10, 13))]
    # spans that meet or overlap (the live ingest after the history) leave no gap
    assert day_gaps([(_ts("2025-05-09"), _ts("2026-06-03")), (_ts("2026-06-04"),
                                                             _ts("2026-11-25"))]) == []
    assert day_gaps([(_ts("2025-05-09"), _ts("2026-06-03")), (_ts("2026-01-01"),
                                                             _ts("2026-02-01"))]) == []
    assert day_gaps([]) == []


GAPS = [(date(2026, 6, 4), date(2026, 10, 13))]


@pytest.mark.parametrize("period", [
    Period(date(2026, 8, 1), date(2026, 9, 1), "August 2026"),
    Period(date(2026, 7, 1), date(2026, 10, 1), "Q3 2026"),
    Period(date(2026, 6, 4), date(2026, 10, 14), "from 2026-06-04 to 2026-10-13"),
])
def test_a_period_inside_a_gap_is_out_of_range(period: Period) -> None:
    with pytest.raises(PeriodOutOfRange, match="holds nothing from 2026-06-04 to 2026-10-13"):
        gap_note([period], HELD, GAPS)


def test_a_period_across_a_gap_gets_a_note_and_others_none() -> None:
    across = Period(date(2026, 1, 1), date(2027, 1, 1), "2026")
    since = Period(date(2026, 5, 1), None, "since May 2026")
    assert gap_note([across, since], HELD, GAPS) == (
        "The warehouse holds no settlements from 2026-06-04 to 2026-10-13; the figures leave "
        "those days out.")
    assert gap_note([Period(date(2026, 5, 1), date(2026, 6, 1), "May 2026"),
                     Period(date(2026, 11, 1), date(2026, 12, 1), "November 2026")],
                    HELD, GAPS) == ""
    assert gap_note([across], HELD, []) == ""
