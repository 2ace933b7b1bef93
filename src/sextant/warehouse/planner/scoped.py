"""A scope stressed in a clause of its own: "payai-settled payments only: which recipient
received the most", "only coinbase payments: who spent the most", "considering only payai
settlements, which recipient got paid the most". The clause's "payments" names the rows the
scope keeps, not what a ranking counts: beside a ranking by a USDC verb ("received",
"earned", "spent the most") it is taken with the clause's "only", so that ranking is by
volume; elsewhere only the "only" is taken ("the most payments" still ranks by count).
"""

from __future__ import annotations

import re
from typing import Protocol

from sextant.warehouse.planner import rx

__all__ = ["take_scope_clause"]

_ROWS = r"(?:payments|settlements|transactions|transfers|txs|txns)"
#: "<scope> payments only:" / "only <scope> payments," / "considering only <scope> payments;"
_CLAUSE = (r"(?:^|(?<=[:,;(]))\s*(?P<open>(?:(?:considering|counting|looking\s+at|using|"
           r"taking|keeping|with)\s+)?(?:only|just)\s+)?(?:the\s+)?(?P<scope>(?:[\w$.-]+\s+)"
           r"{0,3}?)(?P<rows>" + _ROWS + r")(?P<close>\s+only)?\s*(?=[:,;)\u2013\u2014]|-\s)")


#: what a scope clause may hold besides the scope the other readers take ("coinbase", "over
#: 1 usdc", "0x..."): "payai-settled", "settled via"
_SCOPE_LEFT = r"(?:[\s-]|settled|facilitated|processed|routed|handled|relayed|via|through|by)*"


#: a ranking by USDC said with a verb ("received the most", "top spender"); the clause's
#: noun is taken only beside one (elsewhere, as before, it says what is counted)
_BY_VOLUME = (r"\b(?:received|earned|got\s+paid|was\s+paid|were\s+paid|paid|spent|collected|"
              r"grossed|took\s+in)\s+(?:the\s+)?most\b(?!\s+(?:often|frequently|times)\b)|"
              r"\b(?:top|biggest|largest)\s+(?:spenders?|earners?)\b")


class _Text(Protocol):
    def find(self, pattern: str) -> re.Match[str] | None: ...

    def take(self, start: int, end: int) -> None: ...


def take_scope_clause(t: _Text, scoped: bool) -> bool:
    """Take a scope clause's "only" (and its rows' noun beside a ranking by a USDC verb:
    "coinbase payments:", "only payai settlements,") when nothing but a scope was read in it
    (``scoped``: a facilitator, an address or an amount bound was read)."""
    m = t.find(_CLAUSE)
    if m is None or not scoped or not rx.fullmatch(_SCOPE_LEFT, m["scope"]):
        return False
    for part in ("open", "rows", "close") if t.find(_BY_VOLUME) else ("open", "close"):
        if m[part]:
            t.take(m.start(part), m.end(part))
    return True
