"""An address's top counterparty: whom a payer paid most, who paid a recipient most.

The address itself is a filter (``payer`` or ``recipient``); the counterparty is the top
group on the other side, ranked by volume, or by the number of settlements when the
question says payments or times.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Filters
from sextant.warehouse.planner.timephrases import WORD_NUMBERS
from sextant.warehouse.planner.words import Words

#: "who did 0x... pay the most", "whom does 0x... send the most payments to"
_WHICH = (r"(?:who(?:m)?|where|which\s+(?:counterparty|recipient|payee|merchant|seller|address|"
          r"wallet))")
_WHO_PAID = (r"\b" + _WHICH + r"\s+(?:did|does|do|has|have)\s+(?:(?:the\s+)?(?:address|wallet|"
             r"payer|account)\s+)?(pay|paid|send|sent|spend|spent)\s+(?:(?:money|usdc|funds|payments)\s+"
             r"(?:to\s+)?)?(?:the\s+)?most(\s+(?:often|frequently|times|payments|settlements|"
             r"transactions))?(?:\s+(?:money|usdc|to))?\b")
#: "who did 0x... receive the most from", "who did 0x... get paid most by"
_WHO_GOT = (r"\b(?:who(?:m)?|which\s+(?:counterparty|payer|sender|buyer|customer|address|"
            r"wallet))\s+(?:did|does|do|has|have)\s+(?:(?:the\s+)?(?:address|wallet|recipient|"
            r"merchant|account)\s+)?(?:receive|received|get paid|got paid|get|got|earn|earned|"
            r"collect|collected)\s+(?:(?:money|usdc|funds|payments)\s+)?(?:the\s+)?most(\s+(?:often|"
            r"frequently|times|payments|settlements|transactions))?(?:\s+(?:money|usdc))?\s+(?:from|"
            r"by)\b")
#: "0x...'s top counterparty", "the biggest counterparty of payer 0x..."
_COUNTERPARTY = (r"\b(?:the\s+)?(?:top|biggest|largest|main|primary|most\s+frequent|most\s+common)"
                 r"\s+counterpart(?:y|ies)\b|\bcounterpart(?:y|ies)\b")


#: "how many (distinct) counterparties": a count of the other side, read with the measures
_COUNTED = (r"\b(?:how many|number of|count of)\s+(?:unique\s+|distinct\s+|different\s+)?"
            r"counterparties\b")


def read_counterparty(t: Words, f: Filters) -> tuple[str, bool, str | None] | None:
    """``(group, by_count, unplaced)``: the side to rank for the one address of ``f`` and
    whether by number of settlements; ``unplaced`` says why it cannot be read."""
    paid = t.find(_WHO_PAID)
    got = t.find(_WHO_GOT)
    if paid and f.payer and not f.recipient:
        t.take(paid.start(), paid.end())
        return "recipient", bool(paid[2]), None
    if got and f.recipient and not f.payer:
        t.take(got.start(), got.end())
        return "payer", bool(got[1]), None
    said = t.find(_COUNTERPARTY)
    if said is None or t.find(_COUNTED):  # how many: the distinct count, not the top one
        return None
    t.take(said.start(), said.end())
    by_count = bool(rx.search(r"\bmost\s+(?:frequent|common)\b", said[0]))
    if f.payer and not f.recipient:
        return "recipient", by_count, None
    if f.recipient and not f.payer:
        return "payer", by_count, None
    return "recipient", by_count, f"'{said[0].strip()}' (of which side of the address?)"


#: "Where does 0x... spend the most? Top 3 recipients by USDC.": how many of the other side
_TOP = (r"\b(?:the\s+)?top\s+(\d{1,2}|" + "|".join(WORD_NUMBERS) + r")\b(?:\s+(?:(recipients|"
        r"payees|merchants|sellers|receivers)|(payers|senders|buyers|customers|spenders)|"
        r"counterparties)\b)?")


#: the figure a ranking is said to be by
_BY_COUNT = (r"\bby\s+(?:the\s+)?(?:(?:number|count)\s+of\b|(?:payment|settlement|transaction)s?"
             r"\s+count\b|count\b|frequency\b|times\b|how\s+(?:often|many))")
_BY_VOLUME = r"\bby\s+(?:the\s+)?(?:usdc|volume|amount|value|dollars?|money|total)\b"


def counterparty_top(t: Words, group: str, by_count: bool, question: str) -> int | None:
    """The number of top counterparties said beside "who did 0x... pay the most" ("top 3
    recipients"), taken; None when none is said, it names the address's own side, or it is
    said by another figure than the ranking's ("the most? Top 3 by number of payments")."""
    m = t.find(_TOP)
    if m is None or (m[2] and group != "recipient") or (m[3] and group != "payer"):
        return None
    if rx.search(_BY_VOLUME if by_count else _BY_COUNT, question, re.I):
        return None
    n = int(m[1]) if m[1].isdigit() else WORD_NUMBERS[m[1].lower()]
    if n < 1:
        return None
    t.take(m.start(), m.end())
    return n
