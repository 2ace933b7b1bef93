""""x402" said inside a phrase the readers know without it ("the first x402 payment", "its
largest x402 settlement"): every settlement here is an x402 one, so the word is dropped where
it splits a phrase. Pure text to text."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["plain_x402_inside"]

_NOUN = r"(?:payments?|settlements?|transactions?|transfers?|txs?|txns?)"


def plain_x402_inside(question: str) -> str:
    """``question`` without "x402" between an ordinal or extreme word and its payment noun."""
    return rx.sub(r"\b((?:first|last|earliest|latest|newest|oldest|most\s+recent|biggest|largest|"
                  r"smallest|single)(?:[\s-]+ever)?)\s+x402[\s-]+(?=" + _NOUN + r"\b)", r"\1 ",
                  question, flags=re.I)
