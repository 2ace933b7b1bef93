"""An address said to be the facilitator that settled the payments ("facilitator 0x...",
"0x... as facilitator", "settlements did 0x... relay", "submitted by 0x...", "volume 0x...
processed as a facilitator"): a facilitator filter on that one address, never a payer or
recipient. "Through 0x..." alone says neither: x402 payments go through a facilitator, but
money also goes through a wallet (in and out), so it is left unread (``through_address``)."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

_VERB = (r"settle[ds]?|relay(?:s|ed)?|submit(?:s|ted)?|facilitate[ds]?|broadcast(?:s|ed)?|"
         r"process(?:es|ed)?")
_BY = r"(?:settled|relayed|submitted|facilitated|broadcast|processed)\s+(?:by|via|through)\s+"
_BEFORE = re.compile(r"(?:\b(?:" + _BY + r")?(?:the\s+|a\s+)?facilitator(?:\s+address)?|\b"
                     + _BY.rstrip("+").rstrip("\\s") + r")\s*:?\s*$")
_AFTER = re.compile(r"^\s*(?:(?:[a-z]+\s+){0,4}?(?:as|is|was|acting\s+as)\s+(?:the\s+|a\s+|an\s+)?"
                    r"facilitator\b|(?:(?:has|have|had|did|does|already)\s+)?(?:"
                    + _VERB + r")\b)")


def facilitator_span(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the words saying the address at ``text[start:end]`` is a facilitator (the
    address with them), or None when they do not."""
    before = _BEFORE.search(text[:start])
    if before:
        return before.start(), end
    after = _AFTER.match(text[end:])
    if after:  # "payments where 0x... was the facilitator"
        where = rx.search(r"\b(?:where|in which|for which|with)\s+$", text[:start])
        return where.start() if where else start, end + after.end()
    return None


def through_address(text: str, start: int) -> bool:
    """The address at ``text[start:]`` is said only as what payments went "through" ("volume
    through 0x...", "via the wallet 0x..."): its facilitator, or a party on either side?"""
    return rx.search(r"\b(?:through|thru|via)\s+(?:the\s+)?(?:address\s+|wallet\s+)?$",
                     text[:start], re.I) is not None
