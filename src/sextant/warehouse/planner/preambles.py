"""The asker's purpose said before the question ("I'm putting together a deck on payment-size
concentration, so: ...", "Writing a blog post about x402 adoption - ...", "For a memo on
agent payments: ..."): set aside when it opens the question, ends in a colon, a dash or ", so",
and every word of scope in it (an address, a facilitator, a period, a number, a side) is said
again in the question after it. A purpose that scopes the question ("a report on Coinbase:
what was the volume?") is left as said, so the question is refused. The asker's hurry ("On
deadline here, need one number fast:") is set aside the same way."""

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
        r"paper|study|pitch|chart|model|spreadsheet|"
        # a filing, a case, a class: "For a legal filing I need ...", "for my homework"
        r"filing|case|lawsuit|complaint|tax\s+return|audit|thesis|dissertation|homework|"
        r"assignment|essay|exam|class|lecture|course|hearing|contract|invoice|application)")
#: "I'm putting together a deck on X", "writing a piece about X", "for a memo on X"
_TOPIC = r"\s+(?:on|of|about|covering|regarding|around|for|into)\s+[^:;?]{1,80}?"
_PURPOSE = re.compile(r"^\s*(?:(?:hi|hey|hello|ok|okay|so)[,!.]?\s+)?(?:(?:" + _WHO + r")?" + _DOING
                      + r"|for)\s+(?:a|an|the|my|our|some|this)\s+(?:[\w-]+\s+){0,3}?" + _DOC
                      + r"\b(?:" + _TOPIC + r")?"
                      r"(?:\s*,\s*so\s*[:,]?|\s*[:\u2013\u2014]|\s+-\s|\s*;|"
                      # "For a legal filing I need the number of ...": the request it opens
                      r",?\s+(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)\s+(?:to\s+know\s+)?"
                      r"(?=(?:the|how|what|which)\b))\s*(?=\S)", re.I)
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


#: the asker's hurry ("On deadline here, need one number fast:", "In a rush -", "Need a
#: figure asap:"), no word of the data
_RUSHED = (r"(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:on\s+(?:a\s+)?(?:tight\s+)?deadline|"
           r"in\s+a\s+(?:big\s+|real\s+)?(?:hurry|rush)|short\s+on\s+time|pressed\s+for\s+time|"
           r"racing\s+(?:a|the)\s+(?:deadline|clock))(?:\s+(?:here|today|tonight))?")
_NEED_ONE = (r"(?:i\s+|we\s+)?need\s+(?:one|a|the|this|an?)\s+(?:quick\s+|single\s+)?(?:number|"
             r"figure|answer|stat)(?:\s+(?:fast|quick(?:ly)?|asap|now|urgently|please))*")
_HURRY = re.compile(r"^\s*(?:" + _RUSHED + r"(?:\s*[,;.!]\s*" + _NEED_ONE + r")?|" + _NEED_ONE
                    + r")\s*(?:[:,.!;\u2013\u2014]|\s-)\s*(?=\S)", re.I)


def set_aside_purpose(question: str) -> tuple[str, list[str]]:
    """``question`` without the purpose said before it, and a note of what was set aside."""
    from sextant.warehouse.planner.reading import facilitator_names

    m = _PURPOSE.match(question) or _HANDOVER.match(question) or _HURRY.match(question)
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
