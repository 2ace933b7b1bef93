"""An address's two sides and its net listed as three figures: "received, paid, and net for
0x...", "total paid, total received and the net", "how much did 0x... receive, pay, and what is
its net?".

The two sides are answered in the order listed; the net is what the address received less what
it paid, whichever side is listed first. A count said with the list ("how many received, sent
and net") is no money: the list is then not read here.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["net_listed"]

_AMOUNT = r"(?:(?:the\s+|its\s+|their\s+)?(?:total\s+|usdc\s+|amount\s+)?)"
_GOT = _AMOUNT + r"(?:received|receive[sd]?|inflows?|incoming|earned|earn(?:ed|s)?|got)"
_PAID = _AMOUNT + r"(?:paid|pays?|sent|send|spent|spend|outflows?|outgoing)"
_JOIN = r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*/\s*|\s*\+\s*)"
_NET = (r"(?:(?:what\s+is\s+|what's\s+|what\s+was\s+)?(?:the\s+|its\s+|their\s+)?net(?:\s+"
        r"(?:flow|amount|position|result|balance|usdc|difference))?)\b")
_LIST = (r"\b(?:(?P<got>" + _GOT + r")" + _JOIN + _PAID + r"|(?P<paid>" + _PAID + r")" + _JOIN
         + _GOT + r")" + _JOIN + _NET)


def net_listed(text: str) -> tuple[re.Match[str], bool] | None:
    """The listed sides and net in ``text`` and whether the paid side is listed first;
    ``None`` when no such list is said, or a count is asked with it."""
    m = rx.search(_LIST, text)
    if m is None or rx.search(r"\b(?:how\s+many|number\s+of|count|payments|settlements|"
                              r"transactions)\b", text):
        return None
    return m, m["paid"] is not None
