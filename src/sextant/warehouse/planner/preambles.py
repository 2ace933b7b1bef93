"""The asker's purpose said before the question ("I'm putting together a deck on payment-size
concentration, so: ...", "Writing a blog post about x402 adoption - ...", "For a memo on
agent payments: ..."): set aside when it opens the question, ends in a colon, a dash or ", so",
and every word of scope in it (an address, a facilitator, a period, a number, a side) is said
again in the question after it. A purpose that scopes the question ("a report on Coinbase:
what was the volume?") is left as said, so the question is refused."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import MONTH_NAME

__all__ = ["set_aside_purpose"]

_WHO = (r"(?:i'm|i\s+am|im|we're|we\s+are|i've\s+been|we've\s+been|i\s+was|currently|just)\s+")
_DOING = (r"(?:putting\s+together|preparing|prepping|writing|drafting|building|making|compiling|"
          r"working\s+on|doing|researching|creating|finishing|updating)")
_DOC = (r"(?:deck|slides?|presentation|report|review|memo|post|blog(?:\s+post)?|article|piece|"
        r"thread|newsletter|dashboard|analysis|write-?up|summary|brief(?:ing)?|note|story|"
        r"paper|study|pitch|chart|model|spreadsheet)")
#: "I'm putting together a deck on X", "writing a piece about X", "for a memo on X"
_TOPIC = r"\s+(?:on|of|about|covering|regarding|around|for|into)\s+[^:;?]{1,80}?"
_PURPOSE = re.compile(r"^\s*(?:(?:hi|hey|hello|ok|okay|so)[,!.]?\s+)?(?:(?:" + _WHO + r")?" + _DOING
                      + r"|for)\s+(?:a|an|the|my|our|some|this)\s+(?:[\w-]+\s+){0,3}?" + _DOC
                      + r"\b(?:" + _TOPIC + r")?"
                      r"(?:\s*,\s*so\s*[:,]?|\s*[:\u2013\u2014]|\s+-\s|\s*;)\s*(?=\S)", re.I)
#: words of scope a purpose may hold only when the question says them again
_SCOPE = (r"0x[0-9a-f]{6,}|\b(?:" + MONTH_NAME + r")\b|"
          r"\bq[1-4]\b|(?<![\w.])\d+(?:\.\d+)?|\b(?:yesterday|today|week|month|quarter|year|day|hour)s?\b|"
          r"\b(?:weekdays?|weekends?|payers?|recipients?|merchants?|senders?|receivers?|"
          r"wallets?|address(?:es)?|only|excluding|except|without|over|above|under|below|"
          r"large|small|big|tiny|whales?|solana|polygon|ethereum|arbitrum|optimism|avalanche|"
          r"bsc|tron|chains?|tokens?)\b")


#: "Before I hand this over to the finance team (, who will ...), could you tell me": when the
#: answer is to be passed on, and to whom
_HANDOVER = re.compile(r"^\s*before\s+(?:i|we)\s+(?:hand|pass|send|forward|give|share|submit|"
                       r"take|post|report)\s+(?:this|it|these|them|(?:the|these|those|my|our)\s+(?:numbers?|"
                       r"figures?|data|answers?|report))\s+(?:over\s+|along\s+|on\s+|up\s+)?(?:to\s+"
                       r"[^?]{1,200}?)?\s*,\s*(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?"
                       r"(?:tell\s+me|let\s+me\s+know|confirm)\s+)?(?=(?:could|can|would|will)\s+"
                       r"you\b|what|how|which|when|give|tell|please|list|show|return)", re.I)


def set_aside_purpose(question: str) -> tuple[str, list[str]]:
    """``question`` without the purpose said before it, and a note of what was set aside."""
    from sextant.warehouse.planner.reading import facilitator_names

    m = _PURPOSE.match(question) or _HANDOVER.match(question)
    if m is None:
        return question, []
    rest = question[m.end():]
    names = r"\b(?:" + "|".join(re.escape(n) for n in facilitator_names()) + r")\b"
    said = {w.lower() for w in rx.findall(_SCOPE + "|" + names, rest, re.I)}
    lead = rx.sub(r"\b(?:hand|pass)\s+(?:this|it|these|them)\s+over\b", " ", m[0], flags=re.I)
    if not all(w.lower() in said for w in rx.findall(_SCOPE + "|" + names, lead, re.I)):
        return question, []
    aside = m[0].strip(" ,:;-\u2013\u2014")
    return rest, [f"set aside '{aside}' (not about the data)"]
