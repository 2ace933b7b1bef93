"""A figure over each day's figure said with "of": "median of the daily payment counts" is the
median daily count of payments (one figure), not a daily series of the median payment; and an
average per day that counts only the days with payments ("per day with activity", "per active
day"), which the per-day averages (over calendar days) do not answer."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

_OF = (r"\b(median|average|mean|avg)\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?"
       r"(?:daily|per[- ]day|day-?by-?day)\s+")
#: what each day's figure is, as the readers know it after "median daily ..."
_DAILY = [
    (r"(?:payment\s+|settlement\s+|transaction\s+)?(?:counts?|numbers?)(?:\s+of\s+(?:payments|"
     r"settlements|transactions))?|(?:payments|settlements|transactions)(?:\s+counts?)?",
     "count of payments"),
    (r"(?:usdc\s+)?(?:volumes?|volume\s+totals?)", "volume"),
]


def plain_daily_of(text: str) -> str:
    """"median of the daily payment counts" as "median daily count of payments"; "average of
    daily volumes" as "average daily volume"."""
    for said, plain in _DAILY:
        text = rx.sub(_OF + r"(?:" + said + r")\b", r"\1 daily " + plain, text, flags=re.I)
    return text


def daily_of_unread(text: str) -> list[str]:
    """A figure "of the daily ..." no reading placed (a count of payers, "totals")."""
    m = rx.search(_OF + r"\S+", text, re.I)
    return [f"'{m[0]}' (a figure of each day's figure)"] if m else []


_ACTIVE = (r"\bper\s+(?:active|trading|business|busy|working|non-?empty)\s+days?\b|"
           r"\b(?:per|a|each)\s+days?\s+(?:with|having|that\s+(?:had|has|saw))\s+(?:any\s+|some\s+|"
           r"at\s+least\s+one\s+)?(?:activity|payments?|settlements?|transactions?)\b|"
           r"\b(?:only|just)\s+(?:the\s+)?days\s+(?:with|that\s+had|it\s+had|they\s+had)\b|"
           r"\bcounting\s+only\s+(?:the\s+)?days\b|\b(?:excluding|ignoring|without|skipping)\s+"
           r"(?:the\s+)?(?:idle|empty|quiet|inactive|zero)\s+days\b|\bon\s+(?:the\s+)?days\s+"
           r"(?:with|that\s+had)\s+(?:any\s+|at\s+least\s+one\s+)?(?:payments?|settlements?|"
           r"activity)\b")


def active_days_unread(text: str) -> list[str]:
    """An average over the days with payments only ("per active day"): not the per-day
    average over calendar days."""
    m = rx.search(_ACTIVE, text, re.I)
    return [f"'{m[0]}' (an average over the days with payments only)"] if m else []
