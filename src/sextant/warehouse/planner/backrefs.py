"""A period referred back to by its unit ("the biggest payer last month, and what percent of
the month's volume did it account for", "new recipients in May (first paid that month)"):
"the month's" ("that month") is the question's own period, said again, so it is read as
"the" (nothing). Not when that unit is ranked ("which month ..., and the
month's volume": the ranked one's figure) or no period is said. Pure text to text."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

__all__ = ["plain_unit_backrefs"]

_UNIT = r"(?:week|month|quarter|year|period)"


def plain_unit_backrefs(question: str, as_of: date) -> str:
    """``question`` with "the month's" (of its one period) read as "the"; else as sent."""
    said = rx.search(r"\b(?:the|that)\s+(" + _UNIT + r")'s\s+|\b(?:(?:in|during)\s+)?(?:that|the\s+"
                     r"same)\s+(" + _UNIT + r")\b(?!')", question, re.I)
    if said is None:
        return question
    unit = (said[1] or said[2]).lower()
    if rx.search(r"\b(?:which|what|busiest|quietest|best|worst|top|biggest|largest|highest|"
                 r"lowest|peak|record|each|every|per|by)\s+(?:\w+\s+)?" + unit + r"s?\b",
                 question, re.I):
        return question  # the unit ranked or grouped: the ranked one's, not the period's
    try:
        periods = find_periods(question[:said.start()] + question[said.end():], as_of)
    except (PeriodOutOfRange, ValueError):
        return question
    # ("ever" reads as all time: no period of its own here)
    if len({(f.period.start, f.period.end) for f in periods if f.period.start or f.period.end}
           ) != 1:
        return question  # none, or two: which one's?
    return question[:said.start()] + ("the " if said[1] else " ") + question[said.end():]
