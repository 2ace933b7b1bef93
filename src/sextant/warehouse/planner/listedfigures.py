"""Parties named bare in a list of figures: "May 2026: payments, payers, volume" asks how many
payers (unique), as "unique payers" would; they were dropped, and the rest charged."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["unique_in_lists"]

_PARTY = r"(?:payers|recipients|senders|receivers|buyers|sellers)"
_FIGURE = (r"(?:(?:total\s+|usdc\s+)?volume|(?:the\s+)?(?:number\s+of\s+)?(?:payments|"
           r"settlements|transactions|txs|txns)|(?:payment\s+)?count|(?:average|avg|mean|median)"
           r"\s+(?:payment|amount)(?:\s+size)?)")
_ITEM = r"(?:" + _FIGURE + r"|(?:(?:unique|distinct)\s+)?" + _PARTY + r")"
_SEP = r"(?:\s*,\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*|\s*\+\s*)"
_LIST = re.compile(r"\b" + _ITEM + r"(?:" + _SEP + _ITEM + r")+\b", re.I)
#: a ranking or a breakdown before the list: its parties are rows, not counts
_RANKED = re.compile(r"\b(?:top|bottom|each|per|by|which|who|whose|list|rank\w*|biggest|largest|"
                     r"most|least|new|repeat|returning|first)\b[^,.;:?]{0,25}$", re.I)


def unique_in_lists(text: str) -> str:
    """``text`` with each bare party of a list that also names a figure read as its unique
    count ("payments, payers and volume" -> "payments, unique payers and volume")."""
    def one(m: re.Match[str]) -> str:
        items = m[0]
        if not rx.search(r"\b" + _FIGURE + r"\b", items, re.I) or \
                _RANKED.search(text[:m.start()]) or rx.match(r"\s*(?:who|that|which|with|"
                                                             r"whose|of|by|per)\b",
                                                             text[m.end():], re.I):
            return items
        return rx.sub(r"(?<!unique )(?<!distinct )\b(" + _PARTY + r")\b", r"unique \1", items,
                      flags=re.I)
    return _LIST.sub(one, text)
