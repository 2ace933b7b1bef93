"""Short wordings of the hp probe sets' askers, said as the readers know them: "yday" is
yesterday, "share (%) of" a share, "total 0xA paid to 0xB" the USDC it paid, a "timestamp"
asked beside a first or last payment is when it happened, "new payers (first payment ever in
that month)" restates the new payers, "5/3 this year" a date of the current year, "(mon-sun
weeks)" calendar weeks, "top two whales by amount paid" the top payers, "which recipient was
7th by number of payments" the one with the 7th-most, "when did it arrive" when it
happened, and "monthly volume ..., month by month" the monthly series. Pure text to text,
run on the question before any reader; a wording not matched is left as said."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["plain_terse"]

_ADDRESS = r"0x[0-9a-fA-F]{40}"
_ORDINAL = r"(?:\d{1,2}(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"


def plain_terse(question: str, year: int | None = None) -> str:
    """``question`` with the wordings above rewritten (case kept where nothing matched);
    ``year`` is the data's current year ("5/3 this year")."""
    q = rx.sub(r"\byday\b", "yesterday", question, flags=re.I)
    if year is not None:  # "on 5/3 this year": the slash date in the current year
        q = rx.sub(r"(?<![\d/])(\d{1,2}/\d{1,2})(?![\d/])\s+(?:of\s+|in\s+)?this\s+year\b",
                   rf"\1/{year}", q, flags=re.I)
    # "last week vs the week before (mon-sun weeks)": calendar weeks, said again
    q = rx.sub(r"\(\s*(mon(?:day)?\s*[-\u2013]\s*sun(?:day)?)\s+weeks?\s*\)", r"(\1)", q,
               flags=re.I)
    # "top two whales by amount paid": the payers who paid the most
    q = rx.sub(r"\bwhales\b(?=(?:\s+[a-z]+){0,3}\s+(?:paid|spent|sent|spend))", "payers", q,
               flags=re.I)
    # "what share (%) of may volume": the share is a percent already
    q = rx.sub(r"\b(share|proportion|percentage)\s*\(\s*(?:%|percent|in\s+%|as\s+%)\s*\)", r"\1", q,
               flags=re.I)
    # "total 0xA paid to 0xB": the USDC it paid
    q = rx.sub(r"\btotal\s+(?=" + _ADDRESS + r"\s+(?:paid|sent|spent|received|got)\b)",
               "total usdc ", q, flags=re.I)
    # "last txn timestamp", "first payment? timestamp": when it happened
    if rx.search(r"\b(?:first|last|latest|earliest|most\s+recent)\b", q, re.I):
        q = rx.sub(r"(?:[?,]\s*|\s+)(?:(?:please\s+)?(?:give|return|report|provide|output)\s+"
                   r"(?:me\s+)?)?(?:its\s+|the\s+)?(?:utc\s+)?(?:timestamp|time\s*stamp)(?:\s*\(?(?:in\s+)?"
                   r"utc\)?)?\s*(?=[?.!]?\s*$)",
                   "? ", q, flags=re.I)
    # "new payers ... (first payment ever in that month)": what new means, said again
    if rx.search(r"\b(?:new|first[- ]time)\s+(?:payers|buyers|senders|recipients|merchants|"
                 r"sellers)\b", q, re.I):
        q = rx.sub(r"\(\s*(?:i\.?\s?e\.?,?\s*|meaning\s+)?(?:their\s+)?(?:very\s+)?first\s+"
                   r"(?:payment|settlement|transaction)\s+ever\s+(?:was\s+)?(?:in|during)\s+(?:that|"
                   r"the|this)\s+(month|week|quarter|year|period)\s*\)",
                   lambda m: " " if _said_unit(m[1].lower(), q) else m[0], q, flags=re.I)
    # "which recipient was 7th by number of payments (received)": the one with the 7th-most
    # (and "ranked 3rd by", "came in second by", "ranks #2 by")
    placed = r"(?:was|is|ranks|ranked|came\s+in|comes\s+in|placed|finished)\s+(?:#\s*)?"
    q = rx.sub(r"\b" + placed + r"(?:the\s+)?(" + _ORDINAL + r")[- ]?(?:(?:largest|biggest|highest|"
               r"top)\s+)?by\s+(?:the\s+)?(?:number|count)\s+of\s+(payments|settlements|"
               r"transactions|transfers)(?:\s+(?:received|sent|made|paid))?\b",
               r"had the \1-most \2", q, flags=re.I)
    q = rx.sub(r"\b" + placed + r"(?:the\s+)?(" + _ORDINAL + r")[- ]?(?:(?:largest|biggest|highest|"
               r"top)\s+)?by\s+(?:the\s+)?(payment|settlement|transaction|transfer)\s+count\b",
               r"had the \1-most \2s", q, flags=re.I)
    q = rx.sub(r"\b" + placed + r"(?:the\s+)?(" + _ORDINAL + r")\s+by\s+(?=(?:usdc\s+|total\s+)?"
               r"(?:volume|usdc|amount)\b)", r"was the \1-largest by ", q, flags=re.I)
    # "the largest payment ..., and when did it arrive": when it happened
    q = rx.sub(r"\bwhen\s+did\s+(it|that|this|that\s+payment|this\s+payment)\s+(?:arrive|land|"
               r"come\s+in)\b", r"when did \1 happen", q, flags=re.I)
    # "15/11/2025, format is dd/mm": the order of the slash date, said as a note
    q = rx.sub(r",?\s*(?:the\s+)?(?:date\s+)?format\s+(?:is\s+|=\s*)?((?:dd/mm|mm/dd)"
               r"(?:/yy(?:yy)?)?)\b", r" (\1)", q, flags=re.I)
    # "the sample standard deviation of heurist payment amounts": the (sample) spread of the
    # amounts paid through it ("population" is not the one read, and stays unread)
    q = rx.sub(r"\bsample\s+(?=(?:standard\s+deviation|std\.?\s*dev|stddev|variance)\b)", "", q,
               flags=re.I)
    q = rx.sub(r"\b(standard\s+deviation|variance|median|average|mean|\d{1,2}(?:st|nd|rd|th)\s+"
               r"percentile)\s+of\s+([a-z][a-z0-9]*)\s+(payment\s+amounts|payment\s+sizes|payments)\b",
               lambda m: m[0] if m[2].lower() in ("all", "the", "usdc", "daily", "each", "those",
                                                  "these", "its", "their")
               else f"{m[1]} of {m[3]} for {m[2]}", q, flags=re.I)
    # "payments that fell on a saturday or sunday": on weekends
    q = rx.sub(r"\b(?:fell|fall|falls|landed|happened|occurred)\s+(?=on\s+(?:a\s+)?(?:saturday|"
               r"sunday|weekend|weekday))", "were ", q, flags=re.I)
    q = rx.sub(r"\bon\s+(?:a\s+)?(?:saturdays?\s+or\s+(?:a\s+)?sundays?|sundays?\s+or\s+(?:a\s+)?"
               r"saturdays?)\b", "on weekends", q, flags=re.I)
    # "monthly volume for daydreams from january through march, month by month"
    return rx.sub(r"\b(daily|weekly|monthly)\b(.*?),?\s*\b(day|week|month)\s+by\s+\3\b",
                  lambda m: m[1] + m[2] if _UNIT[m[1].lower()] == m[3].lower() else m[0], q,
                  flags=re.I)


_UNIT = {"daily": "day", "weekly": "week", "monthly": "month"}
_MONTHS = (r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:last|this|"
           r"previous)\s+month\b")
#: the words that name a period of each kind ("that month" restates "in nov '25")
_KIND = {"month": _MONTHS, "week": r"\bweek\b", "quarter": r"\bq[1-4]\b|\bquarter\b",
         "year": r"^(?!.*(?:" + _MONTHS + r"|\bweek\b|\bq[1-4]\b|\bquarter\b))",
         "period": r""}


def _said_unit(unit: str, question: str) -> bool:
    """The question names a period of the kind ``unit`` ("that month" beside a month)."""
    return rx.search(_KIND[unit], question, re.I) is not None
