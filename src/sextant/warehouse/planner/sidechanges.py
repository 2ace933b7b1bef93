"""A change asked of two periods by a noun after them ("March vs April, growth in percent",
"April and May, and the percentage change between them"): "growth" is the change, "in
percent" its unit (not a share), "between them" the two periods already named. Read only
when the question names two periods (a range "from A to B" is two). Pure text to text."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

__all__ = ["plain_side_changes"]

_PCT = r"(?:%|percent(?:age)?|pct)"
#: "the growth in percent", "% growth", "growth rate (%)": the change between the two
_GROWTH = (r"(?:\bthe\s+)?(?:(?P<p1>%|\b" + _PCT + r")\s+)?\bgrowth(?:\s+rate)?(?:\s+(?:in|"
           r"as\s+an?|as)\s+(?P<p2>" + _PCT + r")|\s*\(\s*(?P<p3>" + _PCT + r")\s*\))?(?![\w-])"
           r"(?!\s+(?:from|between|of|over|in\s+(?!%|percent|pct)))")
#: "the percentage change between them", "the change between the two": the sides named
_BETWEEN = (r"\b((?:" + _PCT + r"\s+)?(?:change|difference|delta|growth))\s+between\s+(?:them|"
            r"the\s+two(?:\s+(?:periods|months|weeks|quarters|years|figures|numbers))?|both|"
            r"those(?:\s+two)?)\b")


def _two_periods(question: str, as_of: date) -> bool:
    try:
        found = find_periods(question, as_of)
    except (PeriodOutOfRange, ValueError):
        return False
    spans = {(f.period.start, f.period.end) for f in found if f.period.start or f.period.end}
    ranged = rx.search(r"\bfrom\b.{2,40}?\bto\b", question, re.I) is not None
    return len(spans) >= 2 or (len(spans) == 1 and ranged)


def plain_side_changes(question: str, as_of: date) -> str:
    """``question`` with the wordings above read as "the % change" ("the change"); else as
    sent."""
    if not _two_periods(question, as_of):
        return question
    q = rx.sub(_BETWEEN, r"\1", question, flags=re.I)
    if rx.search(r"\bgrowth\b", q, re.I) is None:
        return q

    def said(m: re.Match[str]) -> str:
        return "the % change" if (m["p1"] or m["p2"] or m["p3"]) else "the change"

    return rx.sub(_GROWTH, said, q, flags=re.I)
