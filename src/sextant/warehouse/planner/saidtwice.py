"""What a question says twice, said once (pure text to text):

- "... from April 1 to April 7, 2026, and what was the USDC total over those days?": "over
  those days" ("in that period", "for that window") points back to the one period read;
- "the 3 busiest days of April 2026 by number of settlements, with the count for each day":
  the ranking's own figure, asked again of each day (another figure is left, and refused);
- "what were the mean and the median payment, mean first?": the order they are listed in
  already (an order that differs is left, and refused).
"""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

__all__ = ["plain_said_twice"]

_BACK = re.compile(r"\s+(?:over|in|during|for|across|within)\s+(?:those|these|that|this|the\s+same)"
                   r"\s+(?:days|dates|period|window|span|range|stretch|time)\b", re.I)
#: a ranking of days by a figure, and that figure asked again of each day
_DAYS_BY = re.compile(r"\b(?:busiest|top|biggest|largest|highest|quietest|slowest)\s+(?:\d+\s+|"
                      r"[a-z]+\s+)?days\b[^?.!]{0,60}?\bby\s+(?P<by>(?:the\s+)?(?:number|count)\s+of\s+"
                      r"(?:settlements|payments|transactions)|(?:settlement|payment|transaction)\s+count|"
                      r"(?:usdc\s+)?volume)", re.I)
_EACH_DAY = re.compile(r",?\s+(?:with|and|plus)\s+(?:the|its|their)\s+(?P<f>count|number\s+of\s+"
                       r"(?:settlements|payments|transactions)|(?:settlement|payment)\s+count|"
                       r"volume|usdc\s+volume|total)s?\s+(?:for|of|on)\s+each(?:\s+day|\s+one)?\b|,?\s+"
                       r"(?:with|and|plus)\s+each\s+day's\s+(?P<g>count|volume|total)\b", re.I)
_MEASURE_WORDS = ("mean", "median", "average", "total", "count", "volume", "minimum", "maximum")
_FIRST = re.compile(r",?\s+(?:the\s+)?(?P<m>" + "|".join(_MEASURE_WORDS) + r")\s+first\b\s*"
                    r"(?:please\s*)?(?=[?.!]|$)", re.I)


def _one_period(text: str, as_of: date) -> bool:
    try:
        return len(find_periods(text.lower(), as_of)) == 1
    except (ValueError, PeriodOutOfRange):
        return False


def _counts(said: str) -> bool:
    return not rx.search(r"volume|total", said, re.I)


def plain_said_twice(question: str, as_of: date) -> str:
    """``question`` with what it says twice said once (as sent when none of these is said)."""
    q = question
    back = _BACK.search(q)
    if back is not None and len(rx.findall(_BACK, q)) == 1 and _one_period(
            q[:back.start()], as_of) and _one_period(q, as_of):
        q = q[:back.start()] + q[back.end():]
    ranked, each = _DAYS_BY.search(q), _EACH_DAY.search(q)
    if ranked is not None and each is not None and each.start() >= ranked.end() and _counts(
            ranked["by"]) == _counts(each["f"] or each["g"]):
        q = q[:each.start()] + q[each.end():]
    first = _FIRST.search(q)
    if first is not None:
        said = [m[0].lower() for m in rx.finditer(r"\b(?:" + "|".join(_MEASURE_WORDS) + r")\b",
                                                    q[:first.start()], re.I)]
        if len(said) >= 2 and said[0] == first["m"].lower() and said.count(said[0]) == 1:
            q = q[:first.start()] + q[first.end():]
    return q
