"""A product manager's wording of questions the planner reads said plainly: "average spend
per paying wallet (total volume divided by unique payers)" (average spend per payer),
"payments per active payer" (average payments per payer), "what % of May 2026's payers made
exactly one payment that month" (what % of payers in May 2026 made exactly one payment),
"during business hours, 09:00 up to (not including) 17:00 UTC" (between 09:00 and 16:59
UTC), "our biggest day by number of payments" (the day with the most payments), "which
Monday-to-Sunday week ... Give the Monday it starts on and the count" (which week: its
Monday and count are the answer), "market share by volume of X" (share of volume of X) and
"the change in percentage points" of two shares (their difference), and "the monthly payment
counts for January, February and March 2026, in that order" (monthly payment counts from
January to March 2026: consecutive months only)."""

from __future__ import annotations

import re
from itertools import pairwise

from sextant.warehouse.planner import rx

__all__ = ["pm_words"]

_WHO = r"(?:wallets?|payers?|customers?|buyers?|users?)"
_PERIOD = (r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+20\d\d|q[1-4]\s+20\d\d|"
           r"20\d\d)")


def _hours(m: re.Match[str]) -> str:
    first, last = int(m["h1"]), int(m["h2"])
    if last == 0 or last <= first:
        return m[0]  # across midnight: left as said (refused)
    return f"between {first:02d}:00 and {last - 1:02d}:59 UTC"


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = r"((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)"


def _series(m: re.Match[str]) -> str:
    said = [x for x in rx.findall(r"[a-z]+", m["list"].lower()) if x != "and"]
    at = [_MONTHS.index(x[:3]) if x[:3] in _MONTHS else -1 for x in said]
    if len(at) < 2 or -1 in at or any(b != a + 1 for a, b in pairwise(at)):
        return m[0]  # not consecutive months: left as said
    return f"{m['what']} from {said[0]} to {said[-1]} {m['year']}"


def pm_words(question: str) -> str:
    """``question`` with the wordings above said plainly (unchanged when it has none)."""
    q = question
    # "average spend per paying wallet (total volume divided by unique payers)"
    q = rx.sub(r"\b(average|avg|mean)\s+(spend|volume|usdc\s+spent)\s+per\s+(?:paying|active|"
               r"unique)\s+" + _WHO + r"\b(?P<rest>[^()]*?)\s*\(\s*(?:total\s+)?(?:volume|spend|"
               r"usdc)\s+(?:divided\s+by|/|over)\s+(?:the\s+)?(?:number\s+of\s+)?(?:unique|"
               r"distinct|active|paying)\s+(?:payers|wallets)\s*\)",
               r"\1 \2 per payer\g<rest>", q, flags=re.I)
    q = rx.sub(r"\b(average|avg|mean)\s+(spend|volume|usdc\s+spent)\s+per\s+(?:paying|active|"
               r"unique)\s+" + _WHO + r"\b", r"\1 \2 per payer", q, flags=re.I)
    # "Payments per active payer: November 2025 versus December 2025?", "payments per payer
    # in Nov vs Dec": a figure per payer (recipient) said first and compared between periods
    # is each period's ratio, not lists of every payer's figure ("volume per recipient, May
    # 2026" alone is each recipient's volume)
    compared = rx.search(r"\b(?:vs\.?|versus|compared|against)\s", q, re.I) is not None
    q = rx.sub(r"^(\s*)(payments|settlements|transactions|volume|spend|usdc\s+volume)\s+per\s+"
               r"(?P<how>(?:active|paying|unique)\s+)?(?:(payer|wallet|customer|buyer)|(recipient|"
               r"merchant|seller|payee))\b(?!\s*(?:address|-|,?\s*(?:ranked|sorted|listed|top|"
               r"bottom|with|above|over|under|below|who|that|which|having)\b))",
               lambda m: f"{m[1]}average {m[2]} per {'payer' if m[4] else 'recipient'}" if (
                   compared or m["how"]) else m[0], q, flags=re.I)
    # "what % of May 2026's payers made exactly one payment that month"
    q = rx.sub(r"^(\s*what\s+(?:%|percent|percentage|share|fraction)\s+of\s+)(" + _PERIOD
               + r")'s\s+(payers|wallets|recipients)\b(.*?)\s+(?:that|in\s+that|during\s+that)\s+"
               r"(?:month|quarter|year)(\s*[?.!]?\s*)$", r"\1\3 in \2\4\5", q, flags=re.I)
    # "during business hours, 09:00 up to (not including) 17:00 UTC"
    q = rx.sub(r"(?:\b(?:during|in)\s+(?:business|office|working)\s+hours\s*,?\s*(?:i\.e\.\s*)?)?"
               r"\b(?:from\s+)?(?P<h1>\d{1,2}):00\s+(?:up\s+to|until|to|-)\s+\(?\s*(?:but\s+)?not\s+"
               r"including\s*\)?\s*(?P<h2>\d{1,2}):00(?:\s*utc)?",
               _hours, q, flags=re.I)
    # "What was our biggest day by number of payments in Q1 2026"
    q = rx.sub(r"^\s*what\s+was\s+(?:our|the)\s+(?:biggest|busiest|top)\s+day\s+by\s+(?:number\s+"
               r"of\s+payments|payment\s+count|count\s+of\s+payments)\b",
               "Which day had the most payments", q, flags=re.I)
    # "which Monday-to-Sunday week had the most payments? Give the Monday it starts on and
    # the count."
    week = rx.search(r"\bwhich\s+monday[- ]to[- ]sunday\s+week\b", q, re.I)
    if week is not None:
        tail = rx.search(r"[?.]\s*give\s+(?:me\s+)?the\s+monday\s+it\s+starts\s+on\s+and\s+the\s+"
                         r"(?:count|number(?:\s+of\s+payments)?)\s*[.!]?\s*$", q, re.I)
        if tail is not None:
            q = q[:week.start()] + "which week" + q[week.end():tail.start()] + "?"
    # "Market share by volume of Coinbase in March and in April, and the change in percentage
    # points"
    q = rx.sub(r"\bmarket\s+share\s+by\s+(volume|count)\s+of\b", r"share of \1 of", q, flags=re.I)
    if rx.search(r"\bshare\s+of\s+(?:volume|count|payments|settlements)\b", q, re.I):
        q = rx.sub(r",?\s+and\s+the\s+(?:change|difference)\s+in\s+(?:percentage\s+points|pp|"
                   r"points)(?=\s*[?.!]?\s*$)", ", and the difference", q, flags=re.I)
    # "the monthly payment counts for January, February and March 2026, in that order"
    q = rx.sub(r"(?P<what>\bmonthly\s+(?:payment\s+counts|payment\s+volumes?|volumes?|"
               r"counts\s+of\s+payments|settlement\s+counts))\s+(?:for|in)\s+(?P<list>" + _MONTH
               + r"(?:\s*,\s*" + _MONTH + r")*\s*,?\s+and\s+" + _MONTH + r")\s+(?P<year>20\d\d)"
               r"(?:\s*,?\s*in\s+that\s+order)?", _series, q, flags=re.I)
    return q
