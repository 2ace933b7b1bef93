"""An address's side said, then the other side denied beside it: "how much did 0x... receive,
not pay, in April", "received - not paid - in April", "receive (not pay)", "paid to 0x..., not
by it". The denial only stresses the side already said, so it is set aside; a denial of the
same side ("received, not earned") or of anything else is left for the reading to weigh."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["plain_side_denial"]

_PAID = (r"(?:pay|pays|paid|paying|spend|spends|spent|spending|send|sends|sent|sending|"
         r"by\s+(?:it|them|the\s+(?:wallet|address))|from\s+(?:it|them|the\s+(?:wallet|address)))")
_GOT = (r"(?:receive|receives|received|receiving|get|gets|got|getting|earn|earns|earned|earning|"
        r"to\s+(?:it|them|the\s+(?:wallet|address)))")
_DENIAL = re.compile(
    r"(?P<said>\b(?:" + _PAID + r"|" + _GOT + r"|paid\s+to\s+0x[0-9a-f]{40}|paid\s+by\s+"
    r"0x[0-9a-f]{40}))(?P<gap>\s*(?:,|\s-|\u2013|\u2014|\()\s*not\s+(?P<denied>" + _PAID + r"|"
    + _GOT + r")\s*(?:,|-|\u2013|\u2014|\))?)(?=\s)", re.I)


def _side(said: str) -> str:
    said = said.lower()
    if rx.match(r"paid\s+to\b", said):
        return "got"
    if rx.match(r"paid\s+by\b", said):
        return "paid"
    return "paid" if rx.fullmatch(_PAID, said) else "got"


def plain_side_denial(question: str) -> str:
    """``question`` without the other side's denial beside the side it says."""
    def drop(m: re.Match[str]) -> str:
        return m["said"] if _side(m["said"]) != _side(m["denied"]) else m[0]
    return rx.sub(_DENIAL, drop, question)
