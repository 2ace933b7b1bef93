"""All of time said beside another period. "In total during 2025" and "the largest payment
ever in May" read the one period (the all-of-time word only sums or stresses), but "all-time
volume and May's volume", "total payments ever, and how many in November" and "how much have
May's payers paid over all time" scope two figures (or a cohort and its figure) by two periods:
reading the other period alone answers a figure that was not asked, so they are left unread."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import ALL_TIME, Found

__all__ = ["all_time_beside", "all_time_bound", "all_time_own"]

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


#: a group's bound said with all of time ("paid more than 100 times in all", "over 500
#: payments ever"), not followed by a period of its own ("in all in May")
_BOUND_ALL = (r"\b(?:more\s+than|over|above|at\s+least|fewer\s+than|less\s+than|under|below|"
              r"at\s+most|exactly|no\s+(?:more|fewer|less)\s+than)\s+\$?\d[\d,.]*\s*k?\s*(?:times|"
              r"payments?|settlements?|transactions?|txns?|txs|transfers?|usdc|usd|dollars?|"
              r"payers?|recipients?)?(?:\s+(?:total|each|apiece|combined))?\s+(?P<all>in\s+all|"
              r"ever|all[- ]time|of\s+all\s+time|in\s+(?:their|its)\s+(?:whole\s+|entire\s+)?"
              r"(?:history|lifetime)|over\s+(?:their|its)\s+lifetime|to\s+date|since\s+"
              r"(?:launch|inception|the\s+start|the\s+beginning))\b(?!\s+(?:in|during|for|over|"
              r"across|on|this|last|past|since|between|from|of)\b)")


def all_time_bound(text: str, found: list[Found]) -> list[str]:
    """What is left unread when a group's bound is counted over all of time ("recipients paid
    in April that have been paid more than 100 times in all") while the groups are another
    period's: the bound would be read over that period alone."""
    m = rx.search(_BOUND_ALL, text, re.I)
    if m is None or not any(f.period != ALL_TIME for f in found):
        return []
    return [f"'{m[0]}' beside {next(f for f in found if f.period != ALL_TIME).period.label} "
            "(a bound over all time on the groups of another period)"]
