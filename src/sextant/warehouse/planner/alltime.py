"""All of time said beside another period. "In total during 2025" and "the largest payment
ever in May" read the one period (the all-of-time word only sums or stresses), but "all-time
volume and May's volume", "total payments ever, and how many in November" and "how much have
May's payers paid over all time" scope two figures (or a cohort and its figure) by two periods:
reading the other period alone answers a figure that was not asked, so they are left unread."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import ALL_TIME, Found

__all__ = ["all_time_beside", "all_time_own"]

#: all of time said so that it is a period of its own, whatever stands beside it
_OWN = (r"\b(?:over|of|across|for)\s+all[- ]time\b|\ball[- ]time\b(?![- ](?:highs?|lows?|"
        r"records?|peaks?|best|max\w*|min\w*|top))|\blifetime\b")
#: a new clause between the two periods: "..., and how many in May", "ever; and in May"
_CONJ = (r"(?:and|but|then|vs\.?|versus|compared\s+(?:with|to)|as\s+against|against|while|"
         r"whereas)\b")
_JOIN = r"(?:[,;]\s*|\s)" + _CONJ + r"|;"


def all_time_own(question: str) -> bool:
    """``question`` (before its words are respelt) says all of time as a period of its own
    ("over all time", "all-time volume", "lifetime"; not "an all-time high")."""
    return rx.search(_OWN, question, re.I) is not None


def all_time_beside(text: str, found: list[Found], own: bool) -> list[str]:
    """What is left unread when all of time is said beside another period as a scope of its
    own (``own``: said so in the question's own words; nothing when it only sums or stresses
    the other period)."""
    whole = [f for f in found if f.period == ALL_TIME]
    other = [f for f in found if f.period != ALL_TIME]
    if not whole or not other:
        return []
    for w in whole:
        said = text[w.start:w.end]
        # "in total" and "overall" mostly sum ("how many payments and how much in total"):
        # a scope of their own only when a clause ends on them ("payers in total, and ...")
        weak = rx.fullmatch(r"in\s+total|overall", said, re.I)
        for o in other:
            gap = text[min(w.end, o.end):max(w.start, o.start)]
            if weak and not (o.start > w.end and rx.match(r"\s*[,;]?\s*" + _CONJ, gap, re.I)):
                continue
            if own or rx.search(_JOIN, gap, re.I):
                return [f"'{said}' beside {o.period.label} (two periods: which figure is of "
                        "which?)"]
    return []
