"""A period named once and then referred back to: "May 29th, 2026 ... how much was paid that
day?", "from April 1 to April 7 ... the total over those days"."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import (
    Found,
    PeriodOutOfRange,
    calendar_unit,
    find_periods,
)

__all__ = ["that_period", "that_period_said"]

_LEAD = r"\b(?:(?:on|for|during|over|across|in|within|through(?:out)?)\s+)?"
#: a question that picks a day, a payer, a week ... out of its period: "that day" there could
#: be the one picked ("which payer paid most yesterday, and how many payments that day?")
_PICKS = (r"\b(?:which|who|whose|top|most|least|busiest|quietest|biggest|largest|highest|"
          r"lowest|smallest|best|worst|per|each|every|daily|weekly|monthly|by\s+(?:day|week|"
          r"month))\b")
#: "a share of the month's volume": of the month named, the whole it is a share of
_SHARE_OF = r"(?<=\bof )(?:that|the)\s+"
#: in a question that picks, the whole is its volume only, with nothing counted or ranked by
#: facilitator (a share of a count beside "the biggest payer" has two rankings to pick from)
_VOLUME_AFTER = r"(?=(?:\s+(?:x402|usdc|dollar|total|overall))*\s+volume\b)"
_NOT_VOLUME = (r"\b(?:settlements?|payments?|transactions?|transfers?|count|number|facilitators?|"
               r"how\s+many)\b")
#: the words that point back to a period of each calendar unit ("days": any run of days)
_BACK = {
    "day": r"that\s+(?:same\s+|very\s+|one\s+)?(?:day|date)\b(?!')",
    "week": r"that\s+(?:same\s+)?week\b(?!')",
    "month": r"that\s+(?:same\s+)?month\b(?!')",
    "quarter": r"that\s+(?:same\s+)?quarter\b(?!')",
    "year": r"that\s+(?:same\s+)?year\b(?!')",
}
#: said of any period of more than one day
_SPAN = (r"(?:those|these|the\s+same)\s+(?:\d+\s+|few\s+)?days|that\s+(?:same\s+)?(?:period|span|"
         r"stretch|window|range|time\s*(?:frame|span)?|timeframe)")


def _pattern(found: Found, picks: bool = False) -> str | None:
    """The words that refer back to the period ``found`` (``picks``: in a question that
    picks one thing out of it, only "a share of the month's ...", whose whole is the month)."""
    unit = calendar_unit(found.period)
    if unit is None or found.period.hours:
        return None
    said = [_SHARE_OF + unit + "'s" + (_VOLUME_AFTER if picks else "")] if unit in _BACK else []
    if not picks:
        said += [_BACK[unit]] if unit in _BACK else []
    if unit != "day" and not picks:
        said.append(_SPAN)
    if not said:
        return None
    return _LEAD + r"(?:" + "|".join(said) + r")(?!\w)"


def that_period_said(asked: str, background: str, as_of: date) -> str | None:
    """``asked`` with its "that day" put as the one period ``background`` names ("I'm
    writing about May 29th, 2026." + "How much was paid that day?"); None when ``asked``
    names a period of its own or refers to none, or ``background`` names another number."""
    try:
        theirs, mine = find_periods(background.lower(), as_of), find_periods(asked.lower(), as_of)
    except (ValueError, PeriodOutOfRange):
        return None
    if len(theirs) != 1 or mine:
        return None
    pattern = _pattern(theirs[0])
    if pattern is None or not rx.search(pattern, asked, re.I):
        return None
    said = background[theirs[0].start:theirs[0].end]
    lead = "on" if calendar_unit(theirs[0].period) == "day" else "in"
    return rx.sub(pattern, f"{lead} {said}", asked, count=1, flags=re.I)


def that_period(text: str, found: list[Found]) -> list[tuple[int, int]]:
    """Where ``text`` refers back to its one period ("that day" after one day) after
    naming it; none when it names another number of periods (which one would it be?)."""
    picks = rx.search(_PICKS, text, re.I) is not None
    if picks and rx.search(_NOT_VOLUME, text, re.I):
        return []
    pattern = _pattern(found[0], picks) if len(found) == 1 else None
    if pattern is None:
        return []
    return [(m.start(), m.end()) for m in rx.finditer(pattern, text)
            if m.start() >= found[0].end]
