"""Two periods listed with "and" ("txns yesterday and today", "volume on may 30 and may 31",
"payments in april and may"): a reader may mean each period's figure or both together, so
the answer lists each period's figure and then the combined one, each labelled. "combined",
"together", "in total" ask for the one figure; "each", "separately", "respectively" for each
period's (``reading._joined`` reads those).

The combined figure is the measure over the span the two periods make when they meet; two
periods apart ("may 3 and may 10", "january and march") are refused as before (no one span).
"""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Filters, Plan
from sextant.warehouse.planner.timephrases import Period

__all__ = ["combined_filters", "split_listed_days"]

_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")


def split_listed_days(question: str) -> str:
    """"on may 30 and 31", "may 30 and may 31", "the 3rd and 10th of may": two days listed,
    not the days between them (a range is said "between may 30 and 31", "from may 3 to 10",
    "may 3-10"): the month is repeated before the second day so each reads as its own day."""
    question = rx.sub(r"\b(between\s+|from\s+)?(?:the\s+)?(\d{1,2})(st|nd|rd|th)?\s+(and|&)\s+"
                      r"(?:the\s+)?(\d{1,2})(st|nd|rd|th)?\s+(?:of\s+)?(" + _MONTH + r")\b",
                      lambda m: m[0] if m[1] else
                      f"{m[7]} {m[2]}{m[3] or ''} {m[4]} {m[7]} {m[5]}{m[6] or ''}",
                      question, flags=re.I)
    return rx.sub(r"(?<!\bbetween )(?<!\bfrom )\b(" + _MONTH + r")\s+(\d{1,2})(st|nd|rd|th)?\s+"
                  r"(and|&)\s+(?:(" + _MONTH + r")\s+)?(\d{1,2})(st|nd|rd|th)?\b(?![:.]?\d)",
                  lambda m: f"{m[1]} {m[2]}{m[3] or ''} {m[4]} {m[5] or m[1]} {m[6]}"
                            f"{m[7] or ''}", question, flags=re.I)


def combined_filters(plan: Plan, periods: list[Period]) -> tuple[Filters | None, str]:
    """The filters of both periods together (their span, when they meet), or a note saying
    why there is no one combined figure."""
    if any(p.hours or p.start is None or p.end is None for p in periods):
        return None, f"{periods[0].label} and {periods[1].label}: each, or together?"
    a, b = sorted(periods, key=lambda p: p.start or date.min)
    assert a.start is not None and a.end is not None and b.start is not None
    if b.start <= a.end:
        if b.start < a.end:
            return None, f"{a.label} and {b.label} overlap: each, or together?"
        return plan.filters.with_(period=Period(a.start, b.end,
                                                f"{a.label} and {b.label}")), ""
    return None, f"{a.label} and {b.label} together (not one range)"
