"""How many payers (recipients) deal with a number of distinct others: "how many payers paid
more than one recipient", "recipients paid by at least 3 distinct payers", "how many payers
used two or more facilitators". A count of the entities whose distinct count of the other
side (or of facilitators) is within a bound: ``Plan.having`` on ``count(DISTINCT ...)``
(``Plan.having_distinct``), not on each payment's amount.

Facilitators are counted twice: by address (``count(DISTINCT facilitator)``, as a
"distinct facilitators" count is) and by named facilitator (a name's addresses count once),
the first figure first.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Protocol

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Bound
from sextant.warehouse.planner.timephrases import WORD_NUMBERS

__all__ = ["Breadth", "read_breadth"]

_PAYERS = r"payers?|buyers?|senders?|spenders?|agents?|customers?|clients?|users?|wallets?"
_RECIPIENTS = (r"recipients?|receivers?|merchants?|sellers?|payees?|vendors?|providers?|"
               r"services?|apis?|servers?")
_FACILITATORS = r"facilitators?"
_NUMBER = r"\d+|" + "|".join(WORD_NUMBERS)
_BOUND = (r"(?:(?P<w>at least|more than|over|above|fewer than|less than|under|at most|"
          r"no more than|no fewer than|no less than|not more than|exactly|only|just)\s+"
          r"(?P<n>" + _NUMBER + r")|(?P<n2>" + _NUMBER + r")\s*(?:(?:or|and)\s+(?P<w2>more|"
          r"over|above|fewer|less|under)|(?P<plus>\+)))")
_VERB = (r"(?:(?:who|that|which)\s+)?(?:have\s+|has\s+|had\s+)?(?:(?:been\s+|were\s+|was\s+|got\s+|"
         r"get\s+|gets\s+)?paid\s+by|paid(?:\s+to)?|pay(?:s)?(?:\s+to)?|paying(?:\s+to)?|sent\s+"
         r"(?:money\s+|usdc\s+|payments?\s+)?to|send(?:s|ing)?\s+(?:money\s+|usdc\s+|payments?\s+)?"
         r"to|used|use|uses|using|went\s+through|go\s+through|transacted\s+with|had|have|has|"
         r"having|with|received\s+(?:money\s+|usdc\s+|payments?\s+)?from|receiving\s+(?:money\s+|"
         r"usdc\s+|payments?\s+)?from|settled\s+(?:through|via|with)|via|through|across)")
_DISTINCT = r"(?:(?:distinct|different|unique|separate)\s+)?"
_COUNT = r"\b(?:how many|number of|count of|count|total number of)\s+" + _DISTINCT


class _Text(Protocol):
    original: str

    def find(self, pattern: str) -> re.Match[str] | None: ...

    def take(self, start: int, end: int) -> None: ...


class Breadth:
    """What ``read_breadth`` read: the group-count kind, the bounds, the distinct column."""

    def __init__(self, kind: str, bounds: tuple[Bound | None, Bound | None], column: str,
                 said: str) -> None:
        self.kind, self.bounds, self.column, self.said = kind, bounds, column, said


def _side(noun: str) -> str:
    if rx.fullmatch(_PAYERS, noun):
        return "payer"
    if rx.fullmatch(_RECIPIENTS, noun):
        return "recipient"
    return "facilitator"


def read_breadth(t: _Text) -> Breadth | None:
    """"how many payers paid more than one recipient": payers_with a bound on their distinct
    recipients; ``None`` when the question says no such count."""
    m = t.find(_COUNT + r"(?P<who>" + _PAYERS + "|" + _RECIPIENTS + r")\s+" + _VERB + r"\s+"
               + _BOUND + r"\s+" + _DISTINCT + r"(?P<other>" + _PAYERS + "|" + _RECIPIENTS
               + "|" + _FACILITATORS + r")\b")
    if m is None:
        # "recipients paid by at least 3 distinct payers" with no "how many": the list, or
        # how many? (and never "at least 3" USDC)
        m = t.find(r"\b(?P<who>" + _PAYERS + "|" + _RECIPIENTS + r")\s+" + _VERB + r"\s+"
                   + _BOUND + r"\s+" + _DISTINCT + r"(?P<other>" + _PAYERS + "|" + _RECIPIENTS
                   + "|" + _FACILITATORS + r")\b")
        if m is None:
            return None
        t.take(m.start(), m.end())
        return Breadth("", (None, None), _side(m["other"]), m[0])
    who, other = _side(m["who"]), _side(m["other"])
    if who == other or who == "facilitator":
        return None
    word = (m["w"] or m["w2"] or ("or more" if m["plus"] else "")).lower()
    raw = (m["n"] or m["n2"]).lower()
    n = Decimal(WORD_NUMBERS[raw]) if raw in WORD_NUMBERS else Decimal(raw)
    t.take(m.start(), m.end())
    if word in ("exactly", "only", "just"):
        bounds: tuple[Bound | None, Bound | None] = (Bound(n, True), Bound(n, True))
    elif word in ("fewer than", "less than", "under", "at most", "no more than",
                  "not more than", "fewer", "less"):
        bounds = (None, Bound(n, word in ("at most", "no more than", "not more than")
                              or bool(m["w2"])))
    else:
        bounds = (Bound(n, word in ("at least", "no fewer than", "no less than")
                        or bool(m["w2"]) or bool(m["plus"])), None)
    return Breadth(f"{who}s_with", bounds, other, m[0])
