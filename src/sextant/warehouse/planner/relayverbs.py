"""How an assistant (or a person) passes on what someone else asks, said as the plain
question (pure text to text):

- "A student asks: how many ...?", "An investor wants to know: ...": who asks, by trade;
- "The user gives the wallet 0x... and wants the number of payments it sent": the question
  with the address said for its "it" (left as said when the question names another address
  or says no "it");
- "The user compares October 2025 with November 2025: ...": compare them (what is compared
  said before a colon, the question after it);
- "My user tracks Heurist. They ask for its ...": the request after "they ask for" (what "its"
  stands for is read from the sentence before, by ``planner.framing``).
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.trades import TRADE

__all__ = ["plain_relayed"]

#: who is passed on: the assistant's user, or someone by trade
_WHO = (r"(?:(?:a|an|my|our|the|one)\s+(?:[a-z-]+\s+)?(?:" + TRADE + r"|user|client|customer|"
        r"principal|human)s?)")
_OPENS = r"(?=(?:how|what|which|who|when|did|does|do|is|are|was|were|give|tell|show|the)\b)"
#: "A student asks: ...", "An investor wants to know -" (by trade: the assistant's own user
#: is read by ``planner.framing``)
_ASKS_HEAD = re.compile(r"^\s*(?:a|an|my|our|the|one)\s+(?:[a-z-]+\s+)?" + TRADE
                        + r"\s+(?:asks|asked|wonders|wondered|is\s+asking|wants\s+"
                        r"to\s+know|would\s+like\s+to\s+know)\s*(?::|,|\s[-\u2013\u2014])\s*"
                        + _OPENS, re.I)
#: "The user gives the wallet 0x... and wants ...": the address, then what is asked of "it"
_GIVES = re.compile(r"^\s*" + _WHO + r"\s+(?:gives|gave|provides|provided|shares|shared|pastes|"
                    r"pasted|sends|sent)\s+(?:me\s+|us\s+)?(?:the|a|their|his|her)\s+(?:wallet|"
                    r"address|account)\s+(?:address\s+)?(?P<a>0x[0-9a-f]{40})\s*,?\s+and\s+"
                    r"(?:wants|would\s+like|needs|asks\s+for)\s+(?:to\s+know\s+)?(?P<q>(?:the|how|"
                    r"what|which|when)\b.+)$", re.I | re.S)
#: "The user compares October 2025 with November 2025:"
_COMPARES = re.compile(r"^\s*" + _WHO + r"\s+(?:compares|is\s+comparing)\s+(?=[^:.?!]{3,80}:\s*\S)",
                       re.I)
#: "They ask for its ...", "She wants the ...": the user of the sentence before, asking
_THEY_ASK = re.compile(r"(?<=[.!?])(\s+)(?:they|he|she)(?:'d\s+like|\s+(?:ask|asks|asked|want|"
                       r"wants|wanted|need|needs|would\s+like))\s+(?:for\s+|to\s+know\s+)?(?=(?:its|the|how|"
                       r"what|which)\b)", re.I)


def _gives(q: str) -> str:
    m = _GIVES.match(q)
    if m is None or rx.search(r"0x[0-9a-f]{40}", m["q"], re.I):
        return q
    said = rx.sub(r"\b(it|its)\b", lambda w: m["a"] + ("'s" if w[1].lower() == "its" else ""),
                  m["q"], count=1, flags=re.I)
    return said[:1].upper() + said[1:] if said != m["q"] else q


#: whose payments the question asks of, once who asks is set aside: never said plainly
_PERSONAL = r"\b(?:they|them|their|theirs|he|him|his|she|her|hers|i|me|my|mine|we|us|our|ours)\b"


def plain_relayed(question: str) -> str:
    """``question`` as the plain question it passes on (as sent when none of these is said;
    who asks is kept when the question asks of them: "they", "their", "she", "my")."""
    q = question
    head = _ASKS_HEAD.match(q)
    if head is not None and not rx.search(_PERSONAL, q[head.end():], re.I):
        q = q[head.end():]
    q = _gives(q)
    q = _COMPARES.sub("Compare ", q, count=1)
    asked = _THEY_ASK.search(q)
    if asked is not None and not rx.search(_PERSONAL, q[asked.end():], re.I):
        q = q[:asked.start()] + asked[1] + q[asked.end():]
    return q[:1].upper() + q[1:] if q != question else question
