"""A sentence after the question saying its days are UTC days, as every day here is: "Use UTC
days as usual.", "The user who asked me is in UTC-7 but use UTC days as usual.", "I'm on
Pacific time; answer in UTC days anyway." A time zone the asker or its user is in is set
aside only beside that instruction (then it is not the days read); said alone ("The user is in
UTC-7.") it is left as sent, so the question is refused (whose days?). Pure text to text."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["plain_utc_days"]

_ZONE = (r"(?:utc|gmt)\s*[+-]\s*\d{1,2}(?::?\d{2})?|(?:pst|pdt|est|edt|cst|cdt|mst|mdt|cet|cest|"
         r"bst|ist|jst|aest|sgt|hkt)\b|(?:pacific|eastern|central|"
         r"mountain|european|asian|local|another|a\s+different|their|my|our)\s+(?:time(?:\s*zone)?|"
         r"timezone|tz)")
#: who is in that zone: the asker, its user
_WHO = (r"(?:i|i'm|im|we|we're|(?:the|my|our)\s+(?:end[- ])?(?:user|client|customer|requester|"
        r"boss|team|principal)(?:\s+who\s+asked(?:\s+me)?)?)")
_UTC = (r"(?:please\s+)?(?:use|count\s+in|answer\s+in|go\s+by|stick\s+to|keep)\s+utc(?:\s+"
        r"(?:calendar\s+)?(?:days|dates))?(?:\s+(?:as\s+usual|anyway|regardless|still|please|as\s+always))*")
_NOTE = re.compile(r"(?<=[.?!])\s+(?:(?:" + _WHO + r")\s+(?:is|am|are|'s|'m)?\s*(?:in|on)\s+(?:"
                   + _ZONE + r")\s*(?:,|;|\s)\s*(?:but\s+|so\s+|though\s+|however\s+)?)?" + _UTC
                   + r"\s*[.!]?\s*$", re.I)


def plain_utc_days(question: str) -> str:
    """``question`` without a closing instruction to use UTC days (and the time zone it
    overrides); as sent otherwise."""
    m = _NOTE.search(question)
    if m is None or not rx.search(r"[a-z]", question[:m.start()], re.I):
        return question
    return question[:m.start()]
