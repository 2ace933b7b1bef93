"""A period referred back to by its unit ("the biggest payer last month, and what percent of
the month's volume did it account for", "new recipients in May (first paid that month)"):
"the month's" ("that month") is the question's own period, said again, so it is read as
"the" (nothing). Only when that period is one such unit, and never beside a ranking of days,
weeks or months ("which day ..., and the payers that month": the day's or the month's?).
Pure text to text."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import PeriodOutOfRange, calendar_unit, find_periods

__all__ = ["plain_unit_backrefs"]

_UNIT = r"(?:week|month|quarter|year|period)"


def plain_unit_backrefs(question: str, as_of: date) -> str:
    """``question`` with "the month's" (of its one period) read as "the"; else as sent."""
    # ("before that month", "the month after": another period, never read as the same)
    said = rx.search(r"(?<!\bthan\s)\b(?:the|that)\s+(" + _UNIT + r")'s\s+|(?:\b(?:in|during|"
                     r"within)|\b(?:paid|received|sent|got|made|settled|seen))\s+(?:that|the\s+"
                     r"same)\s+(" + _UNIT + r")\b(?!'|\s+(?:before|after|earlier|later|prior))",
                     question, re.I)
    if said is None or rx.search(r"\b(?:before|after|since|until|till|prior|following|preceding|"
                                 r"previous|next|than)\b", question, re.I):
        return question
    unit = (said[1] or said[2]).lower()
    if rx.search(r"\b(?:which|what|busiest|quietest|best|worst|top|biggest|largest|highest|"
                 r"lowest|peak|record|each|every|per|by)\s+(?:\w+\s+)?(?:hour|day|date|week|"
                 r"month|quarter|year)s?\b|\b(?:days?|weeks?|months?)\s+with\s+the\b",
                 question, re.I):
        return question  # a unit ranked or grouped: "that month" may be the ranked one's
    try:
        periods = find_periods(question[:said.start()] + question[said.end():], as_of)
    except (PeriodOutOfRange, ValueError):
        return question
    # ("ever" reads as all time: no period of its own here)
    said_periods = {f.period for f in periods if f.period.start or f.period.end}
    if len({(p.start, p.end) for p in said_periods}) != 1:
        return question  # none, or two: which one's?
    if unit != "period" and calendar_unit(next(iter(said_periods))) != unit:
        return question  # "May ..., that week": another unit (the week of a day named?)
    from sextant.warehouse.planner.reading import read

    # only where the plain reading leaves the unit unread ("that month's volume from its 5
    # biggest payers" is read as said)
    if not any(rx.search(r"\b" + unit + r"\b", u, re.I) for u in read(question, as_of).unplaced):
        return question
    return question[:said.start()] + ("the " if said[1] else " ") + question[said.end():]
