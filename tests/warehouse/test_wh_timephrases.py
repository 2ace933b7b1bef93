"""Time phrases outside the calendar or the data: ``PeriodOutOfRange``, never another error.

Issue 8 item 6: "the last 100000 years" raised ``OverflowError`` (a 500 on /ask). The fuzz
below found the other paths: huge N of days/weeks/months/years, year 0, day 0 or 32,
month 13, the day after 9999-12-31 ("after", "on", "between ... and"), and the previous
period of a range that starts near year 1.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sextant.warehouse.planner.reading import read
from sextant.warehouse.planner.timephrases import (
    PeriodOutOfRange,
    find_periods,
    previous_period,
    require_held,
)

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), date(2026, 6, 3))


@pytest.mark.parametrize(("question", "phrase", "reason"), [
    ("how many settlements in the last 100000 years", "last 100000 years", "reaches past"),
    ("volume over the past 99999999999 days", "past 99999999999 days", "reaches past"),
    ("settlements in the previous 5000000 weeks", "previous 5000000 weeks", "reaches past"),
    ("count for the trailing 40000000 months", "trailing 40000000 months", "reaches past"),
    ("how many settlements after 9999-12-31", "after 9999-12-31", "reaches past"),
    ("how many settlements on December 31, 9999", "on December 31, 9999", "reaches past"),
    ("volume between 2026-01-01 and 9999-12-31", "between 2026-01-01 and 9999-12-31",
     "reaches past"),
    ("how many settlements on 2026-02-30", "on 2026-02-30", "is not a calendar date"),
    ("how many settlements since 0000-01-01", "since 0000-01-01", "is not a calendar date"),
    ("how many settlements since December 0000", "since december 0000",
     "is not a calendar date"),
    ("volume before 32 March 2026", "before 32 march 2026", "is not a calendar date"),
    ("payments on 2026-13-01", "on 2026-13-01", "is not a calendar date"),
    ("how many settlements in week 60", "week 60", "is not a calendar date"),
    ("payments on the 32nd", "on the 32nd", "is not a calendar date"),
    ("volume on 31/04", "on 31/04", "is not a calendar date"),
])
def test_phrases_outside_the_calendar_raise(question: str, phrase: str, reason: str) -> None:
    with pytest.raises(PeriodOutOfRange) as info:
        find_periods(" ".join(question.lower().split()), AS_OF)
    assert info.value.phrase.lower() == phrase.lower()
    assert info.value.reason.startswith(reason)
    assert phrase.lower() in str(info.value).lower()


def test_previous_period_before_year_one_raises() -> None:
    with pytest.raises(PeriodOutOfRange) as info:
        read("settlements between 0002-01-01 and 0500-01-01 compared with the "
                     "previous period", AS_OF)
    assert "days before 0002-01-01" in info.value.phrase
    # the same length just inside the calendar is fine
    (found,) = find_periods("between 0003-01-01 and 0003-12-31", AS_OF)
    prev = previous_period(found.period)
    assert prev is not None and prev.start == date(2, 1, 1) and prev.end == date(3, 1, 1)


def test_large_but_representable_periods_still_parse() -> None:
    (found,) = find_periods("last 1000 years", AS_OF)
    assert found.period.start == AS_OF + timedelta(days=1) - timedelta(days=365_000)
    (found,) = find_periods("since 0001-01-01", AS_OF)
    assert found.period.start == date(1, 1, 1) and found.period.end is None


@pytest.mark.parametrize("text", [
    "in 2024", "during 2099", "before 1970-01-01", "before 2025-05-09", "after 2026-06-03",
    "since 2099-01-01", "on 1969-12-31", "March 2020", "q1 2030",
    "between 1960-01-01 and 1965-01-01",
])
def test_periods_without_a_day_of_data_raise(text: str) -> None:
    periods = [f.period for f in find_periods(text, AS_OF)]
    assert periods
    with pytest.raises(PeriodOutOfRange) as info:
        require_held(periods, *HELD)
    assert info.value.reason == "holds no day of the warehouse's data"


@pytest.mark.parametrize("text", [
    "in 2025", "last 100 years", "since 1900-01-01", "before 2025-05-10", "on 2025-05-09",
    "on 2026-06-03", "after 2026-06-02", "all time", "last 7 days", "between 1960-01-01 and "
    "2025-05-09",
])
def test_periods_meeting_the_data_pass(text: str) -> None:
    require_held([f.period for f in find_periods(text, AS_OF)], *HELD)


_NUM = st.one_of(st.integers(0, 10**15).map(str),
                 st.sampled_from(["one", "two", "seven", "twelve", "thirty"]))
_YEAR = st.integers(0, 9999).map(lambda y: f"{y:04d}")
_MONTH = st.sampled_from(["jan", "february", "march", "sept", "may", "dec", "december"])
_DAY = st.integers(0, 40).map(str)
_DATE = st.one_of(
    st.tuples(_YEAR, st.integers(0, 13), st.integers(0, 40)).map(
        lambda t: f"{t[0]}-{t[1]}-{t[2]}"),
    st.tuples(_MONTH, _DAY, _YEAR).map(lambda t: f"{t[0]} {t[1]}, {t[2]}"),
    st.tuples(_DAY, _MONTH, _YEAR).map(" ".join),
)
_UNIT = st.sampled_from(["day", "days", "week", "weeks", "month", "months", "year", "years"])
_PHRASE = st.one_of(
    st.tuples(st.sampled_from(["last", "past", "previous", "trailing"]), _NUM, _UNIT).map(
        " ".join),
    st.tuples(st.sampled_from(["since", "before", "after", "on", ""]), _DATE).map(" ".join),
    st.tuples(_DATE, _DATE).map(lambda t: f"between {t[0]} and {t[1]}"),
    st.tuples(st.sampled_from(["since", "in", "during"]), _MONTH, _YEAR).map(" ".join),
    st.tuples(st.integers(1, 4), _YEAR).map(lambda t: f"q{t[0]} {t[1]}"),
    st.tuples(st.sampled_from(["in", "for"]), _YEAR).map(" ".join),
    # round ha7: ISO weeks, day/month said with a slash, "the Nth", halves, weekday names
    st.tuples(st.sampled_from(["week", "w", "2026-w", "wk"]), _DAY).map("".join),
    st.tuples(_DAY, _DAY).map(lambda t: f"on {t[0]}/{t[1]}"),
    st.tuples(_DAY, _YEAR).map(lambda t: f"in {t[0]}/{t[1]}"),
    _DAY.map(lambda d: f"on the {d}th"),
    st.tuples(st.sampled_from(["h1", "h2"]), _YEAR).map(" ".join),
    st.sampled_from(["since monday", "last friday", "on sunday", "up to yesterday", "tomorrow",
                     "the day before yesterday", "this weekend", "next quarter", "h2",
                     "the weekend before last", "on christmas", "before 2026"]),
)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(phrase=_PHRASE, tail=st.sampled_from(["", " compared with the previous period",
                                              " vs the previous"]))
def test_fuzzed_phrases_parse_or_raise_period_out_of_range(phrase: str, tail: str) -> None:
    question = f"how many settlements {phrase}{tail}"
    try:
        periods = [f.period for f in find_periods(question, AS_OF)]
        for p in periods:
            previous_period(p)
            if p.start is not None and p.end is not None:
                assert p.start < p.end
        read(question, AS_OF)
        require_held(periods, *HELD)
    except PeriodOutOfRange as exc:
        assert exc.phrase and exc.reason


@pytest.mark.parametrize(("phrase", "start", "end"), [
    ("volume last year", date(2025, 1, 1), date(2026, 1, 1)),
    ("volume in the last year", date(2025, 11, 24), date(2026, 11, 24)),
    ("volume over the past month", date(2026, 10, 25), date(2026, 11, 24)),
    ("payments last month", date(2026, 10, 1), date(2026, 11, 1)),
    ("payments last week", date(2026, 11, 16), date(2026, 11, 23)),
])
def test_bare_last_unit_is_the_calendar_one_and_the_last_unit_rolls(
        phrase: str, start: date, end: date) -> None:
    (found,) = find_periods(phrase, date(2026, 11, 23))
    assert (found.period.start, found.period.end) == (start, end)


@pytest.mark.parametrize(("phrase", "spans"), [
    ("volume in march vs april 2025", [("2025-03-01", "2025-04-01"), ("2025-04-01", "2025-05-01")]),
    ("q1 vs q2 2025", [("2025-01-01", "2025-04-01"), ("2025-04-01", "2025-07-01")]),
    ("h1 vs h2 2025", [("2025-01-01", "2025-07-01"), ("2025-07-01", "2026-01-01")]),
    ("march 2025 compared with april", [("2025-03-01", "2025-04-01"),
                                         ("2025-04-01", "2025-05-01")]),
    # after the data once it shares the year: refused by require_held, not moved back
    ("december vs january 2026", [("2026-12-01", "2027-01-01"), ("2026-01-01", "2026-02-01")]),
    # a relative period keeps its own days
    ("last week vs week 21 2025", [("2026-05-25", "2026-06-01"), ("2025-05-19", "2025-05-26")]),
])
def test_a_yearless_period_beside_one_with_a_year_shares_it(
        phrase: str, spans: list[tuple[str, str]]) -> None:
    got = [(str(f.period.start), str(f.period.end)) for f in find_periods(phrase, AS_OF)]
    assert got == spans


@pytest.mark.parametrize(("phrase", "label"), [
    ("the first half of 2026", "H1 2026 (2026-01-01 to 2026-06-03, so far)"),
    ("h2 2025", "H2 2025 (2025-07-01 to 2025-12-31)"),
])
def test_a_half_still_running_says_its_days_so_far(phrase: str, label: str) -> None:
    (found,) = find_periods(phrase, AS_OF)
    assert found.period.label == label
    assert found.period.end == (date(2026, 7, 1) if "2026" in phrase else date(2026, 1, 1))
