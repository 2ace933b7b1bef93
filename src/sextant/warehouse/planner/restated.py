"""A parenthetical that restates the period already read ("last week (mon-sun)", "the week of
18 May 2026 (Mon 18th to Sun 24th)", "last month (May)"): taken out of the question before it
is read, then checked against the period read. One that agrees adds nothing; one that does not
("last week (sun-sat)", "last month (April)") is left unplaced, so the question is refused."""

from __future__ import annotations

import re
from datetime import date, timedelta

from sextant.warehouse.planner.plan import Period
from sextant.warehouse.planner.timephrases import find_periods

_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_WEEKDAY = r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?"
_MONTH = (r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?")
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_SPAN = r"\s*(?:-|–|—|to|through|thru|until)\s*"
#: what a restating parenthetical may hold: weekday names, days of a month, month names, a year
_PART = r"(?:" + _WEEKDAY + r"\s*,?\s*)?(?:" + _DAY + r"\s*)?(?:(?:of\s+)?(?:" + _MONTH + \
    r")\b\s*)?(?:\d{4}\s*)?"
_RESTATED = re.compile(r"\(\s*(" + _PART + r"(?:" + _SPAN + _PART + r")?)\s*\)", re.I)


def period_asides(question: str) -> tuple[str, list[str]]:
    """``question`` without its parentheticals that only say days, and those parentheticals."""
    said: list[str] = []

    def keep(m: re.Match[str]) -> str:
        if not re.search(r"[a-z0-9]", m[1], re.I):
            return m[0]
        said.append(m[1].strip().lower())
        return " "

    return _RESTATED.sub(keep, question), said


def _ends(said: str) -> list[str]:
    parts = re.split(_SPAN, said, maxsplit=1)
    return [p.strip() for p in parts if p.strip()]


def _agrees(part: str, day: date, as_of: date) -> bool:
    """One end of a restated span ("Mon 18th", "sun", "24 may", "may") fits ``day``."""
    name = re.match(r"(" + _WEEKDAY + r")", part)
    if name and _WEEKDAYS.index(name[1][:3]) != day.weekday():
        return False
    num = re.search(r"\b(\d{1,2})(?:st|nd|rd|th)?\b(?!\d)", part)
    if num and int(num[1]) != day.day:
        return False
    month = re.search(r"\b(" + _MONTH + r")\b", part)
    if month:
        found = find_periods("in " + month[1], as_of)
        if not found or found[0].period.start is None or \
                found[0].period.start.month != day.month:
            return False
    return True


def disagreements(said: list[str], periods: list[Period], as_of: date) -> list[str]:
    """The restating parentheticals that do not say the one period read."""
    if not said:
        return []
    dated = [p for p in periods if p.start is not None and p.end is not None and not p.hours]
    if len(dated) != 1:
        return [f"'({s})' beside no one period" for s in said]
    p = dated[0]
    assert p.start is not None and p.end is not None
    first, last = p.start, p.end - timedelta(days=1)
    out = []
    for s in said:
        ends = _ends(s)
        whole = find_periods("in " + s, as_of) if len(ends) == 1 and not re.match(_WEEKDAY, s) \
            else []
        if re.fullmatch(r"\d{4}", s):  # "May (2026)": the year the period is in
            ok = first.year == last.year == int(s)
        elif whole and not re.search(r"\d{1,2}(?:st|nd|rd|th)?\b", s.replace(str(first.year), "")):
            ok = whole[0].period.start == first and whole[0].period.end == p.end
        elif len(ends) == 2:
            ok = _agrees(ends[0], first, as_of) and _agrees(ends[1], last, as_of)
        else:
            ok = first == last and _agrees(ends[0], first, as_of)
        if not ok:
            out.append(f"'({s})' is not {p.label}")
    return out
