"""Weekday names said beside dates ("the week Mon 13 Apr - Sun 19 Apr 2026", "from Monday,
April 13 to Sunday, April 19, 2026"): each name is dropped when it is its date's own weekday
(a yearless date takes the year said next), and "the week" before such a span of at most seven
days reads as that span. A name that is not its date's weekday is left as said, so the
question is refused."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner.timephrases import MONTH_NAME, parse_date

__all__ = ["dated_weekdays"]

_NAMES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_WEEKDAY = (r"\b(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|"
            r"sat(?:urday)?|sun(?:day)?)\.?,?\s+")
_ORD = r"(?:st|nd|rd|th)?"
#: a day said with its month's name, its year optional
_DAY = (r"(?:(?:the\s+)?\d{1,2}" + _ORD + r"\s+(?:of\s+)?" + MONTH_NAME + r"\b|" + MONTH_NAME
        + r"\.?\s+\d{1,2}" + _ORD + r"\b)(?:,?\s+\d{4}\b)?|\d{4}-\d{2}-\d{2}\b")
_NAMED = re.compile(_WEEKDAY + r"(" + _DAY + r")", re.I)
_TO = r"\s*(?:-|\u2013|\u2014|\bto\b|\bthrough\b|\bthru\b|\buntil\b|\btill\b)\s*"
_WEEK_SPAN = re.compile(r"\b(?:(?:in|during|for|over|within)\s+)?the\s+(?:calendar\s+)?week"
                        r"\s*(?:of\s+|from\s+|[:,]\s*)?(" + _DAY + r")" + _TO + r"(" + _DAY
                        + r")", re.I)
_YEAR = re.compile(r"(?<!\d)(\d{4})(?!\d)")


def _day(said: str, text: str, at: int) -> date | None:
    """The date ``said`` at ``at`` in ``text``; a yearless one takes the next year said."""
    year = _YEAR.search(text[:at + 60], at)
    try:
        return parse_date(said, year=int(year[1]) if year else None)
    except ValueError:
        return None


def dated_weekdays(question: str) -> str:
    """``question`` without the weekday names its dates already hold."""
    def drop(m: re.Match[str]) -> str:
        day = _day(m[2], m.string, m.start(2))
        own = day is not None and _NAMES.index(m[1][:3].lower()) == day.weekday()
        return m[2] if own else m[0]

    def span(m: re.Match[str]) -> str:
        first, last = _day(m[1], m.string, m.start(1)), _day(m[2], m.string, m.start(2))
        if first is None or last is None or not 0 <= (last - first).days < 7:
            return m[0]
        return f" from {m[1]} to {m[2]}"

    return _WEEK_SPAN.sub(span, _NAMED.sub(drop, question))
