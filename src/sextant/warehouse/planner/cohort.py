"""Cohorts within one facilitator: "payers who made their first-ever PayAI payment in
January", "recipients that got their first Coinbase settlement in May": the payers
(recipients) whose first settlement through that facilitator falls in the period, whatever
they did through others before."""

from __future__ import annotations

import re

__all__ = ["first_within"]

#: "their first payment via Coinbase" may be their first ever (made via Coinbase): not read
_ROWS = r"(?:payments?|settlements?|transactions?|transfers?|txns?|txs?)"


def first_within(question: str, names: list[str]) -> tuple[str, str | None, str | None]:
    """The question with its "first(-ever) <facilitator> payment" said as "via
    <facilitator>", the side ("payer" or "recipient") and the facilitator's name; the
    question unchanged and ``None, None`` when it says no such thing."""
    fac = r"(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")"
    verb = (r"(?:(made|make|makes|making|sent|send|sends|did|paid|pay|pays|spent)|(received|"
            r"receive|receives|got|get|gets))")
    m = re.search(r"\b" + verb + r"\s+(?:their|its|a|the)\s+(?:very\s+)?first(?:[- ]ever)?\s+"
                  + fac + r"\s+" + _ROWS + r"\b"
                  r"(?:\s+ever)?", question, re.I)
    if m is None:
        return question, None, None
    side = "payer" if m[1] else "recipient"
    name = m[3].lower()
    return question[:m.start()] + f" via {name} " + question[m.end():], side, name
