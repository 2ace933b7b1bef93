"""Asides that say again what the question already says, set aside so the question reads
plainly:

- a week's days in brackets beside a calendar week ("last week (Monday to Sunday)", "(calendar
  week Monday through Sunday)", "(calendar week)", "last week (the Mon-Sun week that just
  ended)");
- a day's clock in brackets beside a day ("yesterday (UTC day)", "(UTC date)");
- a per-day figure's unit or divisor in brackets ("(USDC/day)", "(total divided by the days of
  April)", "(total / calendar days)", "counting all 31 days" of May, "including days with no
  payments") beside a per-day average, and "per-day" said with a hyphen;
- a ranking's grouping said again ("top facilitators (by facilitator name)", "facilitator
  address (raw address, not grouped)") and its figure said again after it ("... by payment
  count, include counts");
- the sign of a change from one period to another ("(a drop is negative)", ", negative if it
  fell"), which the change has anyway;
- the protocol in brackets ("(x402)") and a template's "= ?" at the end.

A bracket that says anything more (active days, another week, a facilitator's name) is left as
sent (and refused when no reader takes it). Pure text to text."""

from __future__ import annotations

import calendar
import re

from sextant.warehouse.planner import rx

__all__ = ["plain_asides"]

_WEEK = (r"\(\s*(?:(?:a\s+|the\s+)?calendar\s+week\s*[,;:]?\s*)?(?:mon(?:day)?\s*(?:-|\u2013|"
         r"\u2014|to|through|thru|until|till)\s*sun(?:day)?)(?P<utc>\s*,\s*utc)?\s*\)|"
         r"\(\s*(?:a\s+|the\s+)?calendar\s+week(?P<utc2>\s*,\s*utc)?\s*\)")
#: "last week (the Monday-to-Sunday week that just ended)": the last whole calendar week
_ENDED_WEEK = (r"\b(?:the\s+)?(?:last|previous|past|prior)\s+(?:calendar\s+)?week\s*\(\s*the\s+"
               r"(?:last\s+(?:full\s+|whole\s+|complete\s+)?)?mon(?:day)?\s*(?:-|\u2013|\u2014)?\s*"
               r"(?:to|through|thru)?\s*(?:-|\u2013|\u2014)?\s*sun(?:day)?\s+(?:calendar\s+)?week"
               r"(?:\s+(?:that\s+|which\s+)?(?:has\s+)?(?:just\s+)?(?:ended|finished|closed|"
               r"completed))?\s*\)")
_A_WEEK = (r"\b(?:last|previous|past|prior)\s+(?:calendar\s+)?week\b(?!\s+(?:of|and)\b)|"
           r"\bweek\s+before\s+(?:last|that)\b|\bthis\s+week\b")
_DAY = r"\(\s*(?:utc|calendar)\s+(?:day|date)\s*\)"
#: a change from one period to another, whose sign says which way it went
_A_CHANGE = r"\b(?:change|growth|delta)\b[^()]*\bfrom\b[^()]+\bto\b"
_FELL = r"(?:a\s+|any\s+)?(?:drop|decline|decrease|fall|loss|reduction)"
_SIGN = (r"\s*\(\s*" + _FELL + r"\s+(?:is|shows\s+as|comes\s+out|reads\s+as|=)\s+(?:as\s+)?"
         r"(?:negative|a\s+negative\s+(?:number|value|figure)|<\s*0|below\s+zero)\s*\)|"
         r"\s*[,;]\s*(?:negative|<\s*0|below\s+zero)\s+(?:if|when)\s+(?:it|they|the\s+count|the\s+"
         r"volume)\s+(?:fell|dropped|declined|decreased|went\s+down)(?=\s*[.?!]?\s*$)")
_A_DAY = (r"\b(?:yesterday|today)\b|\bon\s+(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{4}|"
          r"[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|"
          # "on 11 February 2026", "on the 3rd of March 2026": the day said first
          r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]+,?\s+\d{4})\b")
_PER_DAY = (r"\b(?:per\s+day|a\s+day|daily|each\s+day)\b")
_DAY_UNIT = r"\s*\(\s*(?:usdc|usd|\$)\s*(?:/|per\s+)\s*day\s*\)"
_DIVISOR = (r"\s*\(\s*(?:the\s+)?total\s+(?:(?:volume|count|usdc)\s+)?(?:divided\s+by|over|/)\s+"
            r"(?:the\s+)?(?:number\s+of\s+)?(?:(?:all\s+)?(?:the\s+)?(?:calendar|utc)\s+days"
            r"(?:\s+(?:of|in)\s+(?P<p1>[a-z]+(?:\s+\d{4})?))?|days\s+(?:of|in)\s+(?:the\s+)?"
            r"(?P<p2>[a-z]+(?:\s+\d{4})?))\s*\)")
_BY_NAME = r"\s*\(\s*(?:grouped\s+)?by\s+(?:facilitator\s+)?name\s*\)"
_RAW = (r"\s*\(\s*(?:the\s+)?raw\s+address(?:es)?\s*[,;]?\s*(?:not\s+grouped(?:\s+by\s+name)?|"
        r"ungrouped)\s*\)")
_COUNTS_AFTER = (r"\s*[,;.]?\s*(?:please\s+)?(?:include|including|with|plus|and)\s+(?:their\s+|"
                 r"the\s+|its\s+)?(?:(?:payment|settlement)\s+)?counts?\s*([.?!]?)\s*$")


def _divisor(m: re.Match[str], q: str) -> str:
    """The divisor's bracket gone when it names the question's own period (or none)."""
    said = m["p1"] or m["p2"]
    if said is None or said.lower() in ("month", "period", "quarter", "week", "year"):
        return ""
    first = said.split()[0]
    rest = q[:m.start()] + q[m.end():]
    return "" if rx.search(r"\b" + re.escape(first) + r"\b", rest, re.I) else m[0]


#: a per-day average's divisor said again: "counting all 31 days", "including days with no
#: payments", "(zero days included)"; the average is over every calendar day already
_ALL_DAYS = (r"\s*[,;(]?\s*(?:(?:counting|including|incl\.?|over|across)\s+(?:(?:all|every|each)\s+"
             r"(?:(?:the|of\s+the)\s+)?(?:(?P<n>\d{1,3})\s+)?(?:calendar\s+)?days|(?:every|each)\s+"
             r"(?:single\s+)?(?:calendar\s+)?day\b|(?:the\s+)?(?:days|"
             r"ones)\s+(?:with\s+(?:no|zero)|without(?:\s+any)?)\s+(?:payments|settlements|volume|"
             r"activity|inflows?|transactions)|(?:the\s+)?(?:empty|quiet|zero|idle)\s+days)|"
             r"divid(?:ing|ed)\s+by\s+(?:(?P<n2>\d{1,3})(?:\s+(?:calendar\s+)?days)?|(?:all\s+)?"
             r"(?:the\s+)?(?:calendar\s+)?days)(?=\s*[).?!]?\s*$))(?:\s+(?:too|as\s+well))?\s*\)?")


def _days_said(q: str) -> int | None:
    """How many calendar days the question's one period has, when it says a month of a year
    ("May 2026"), a number of last days ("the last 30 days") or a week; else ``None``."""
    months = rx.findall(r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:of\s+)?"
                        r"(20\d\d)\b", q, re.I)
    lasts = rx.findall(r"\b(?:last|past|previous|trailing)\s+(\d{1,3})\s+days\b", q, re.I)
    weeks = rx.findall(r"\b(?:last|this|previous|past)\s+(?:calendar\s+)?week\b", q, re.I)
    if len(months) + len(lasts) + len(weeks) != 1:
        return None
    if months:
        number = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                  "dec"].index(months[0][0].lower()) + 1
        return calendar.monthrange(int(months[0][1]), number)[1]
    return int(lasts[0]) if lasts else 7


def _all_days(m: re.Match[str], q: str) -> str:
    """The divisor's note gone when its number of days (if any) is the period's own."""
    said = m["n"] or m["n2"]
    every_day = r"\bdays\b|\bones\b|\b(?:every|each)\s+(?:\w+\s+)?day\b"
    if said is None and not rx.search(every_day, m[0], re.I):
        return m[0]
    return "" if said is None or int(said) == _days_said(q) else m[0]


def plain_asides(question: str) -> str:
    """``question`` without the asides that say again what it says (as sent otherwise)."""
    q = rx.sub(_ENDED_WEEK, "last week", question, flags=re.I)
    if rx.search(_A_WEEK, q, re.I):
        # "over the last week (Mon-Sun)": the days said make it the calendar week, not the
        # last 7 days "the last week" alone reads as
        q = rx.sub(r"\b(?:the\s+(?:last|past|prior)|past)\s+week(?=\s*(?:" + _WEEK + "))",
                   "last week", q, flags=re.I)
        q = rx.sub(_WEEK, lambda m: " (UTC)" if m["utc"] or m["utc2"] else "", q, flags=re.I)
    if rx.search(_A_DAY, q, re.I):
        q = rx.sub(_DAY, "(UTC)", q, flags=re.I)
    q = rx.sub(r"\bper-day\b", "per day", q, flags=re.I)
    if rx.search(_PER_DAY, q, re.I):
        q = rx.sub(_DAY_UNIT, "", q, flags=re.I)
        q = rx.sub(_DIVISOR, lambda m: _divisor(m, q), q, flags=re.I)
        if rx.search(r"\b(?:average|avg|mean)\b", q, re.I):
            q = rx.sub(_ALL_DAYS, lambda m: _all_days(m, q), q, flags=re.I)
    ranked = rx.search(r"\b(?:top\s+\d+|\d+\s+most|most|biggest|largest|leading)\b", q, re.I)
    if ranked and rx.search(r"\bfacilitators\b", q, re.I):
        q = rx.sub(_BY_NAME, "", q, flags=re.I)
    if ranked and rx.search(r"\bfacilitator\s+address\b", q, re.I):
        q = rx.sub(_RAW, "", q, flags=re.I)
    if ranked and rx.search(r"\bby\s+(?:(?:payment|settlement|transaction)\s+)?count\b|"
                            r"\bmost\s+active\b", q, re.I):
        q = rx.sub(_COUNTS_AFTER, r"\1", q, flags=re.I)
    if rx.search(_A_CHANGE, q, re.I):
        q = rx.sub(_SIGN, "", q, flags=re.I)
    q = rx.sub(r"\s*\(\s*x402\s*\)", "", q, flags=re.I)
    q = rx.sub(r"\s*=\s*\?\s*$", "?", q)
    return q
