"""The order a question states for answers about several named ones (facilitators), where
that order is not the order they are first named in.

- "Give Coinbase's, then PayAI's", "Coinbase's figure followed by PayAI's": the names
  chained by "then" / "followed by" set the order, wherever in the question they stand.
- "Compared with PayAI, what was Coinbase's average payment?": the one compared with is the
  reference, answered after the subject ("Coinbase's, then PayAI's").
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["stated_order"]

#: a name's figure as said after the name ("Coinbase's figure", "PayAI's number")
_FIGURE = (r"(?:'s)?(?:\s+(?:one|figure|number|value|total|count|volume|average|amount|"
           r"result))?")
#: what chains two names into an order
_THEN = r"\s*,?\s*(?:and\s+)?(?:then|followed\s+by)\s+(?:by\s+)?(?:the\s+)?"
#: a question opening on the one compared with
_REFERENCE = (r"\s*(?:(?:as\s+)?(?:compared|relative|next)\s+(?:with|to)|(?:in\s+)?comparison\s+"
              r"(?:with|to)|against|versus|vs\.?)\s+(?:the\s+)?")


def stated_order(original: str, names: list[str], starts: list[int]
                 ) -> tuple[list[int], list[tuple[int, int]]] | None:
    """The order (indexes into ``names``, each once) in which ``original`` asks the names to
    be answered and where the words that said so stand ("then", "followed by"), or ``None``
    when it states none. ``starts``: where each name is first said."""
    if len(names) < 2:
        return None
    alt = "|".join(re.escape(n) for n in names)
    chain = rx.search(r"\b(" + alt + r")" + _FIGURE + r"(?:" + _THEN + r"(?:" + alt + r")"
                      + _FIGURE + r")+", original, re.IGNORECASE)
    if chain:
        said = [n.lower() for n in rx.findall(r"\b(" + alt + r")\b", chain[0], re.IGNORECASE)]
        order = [names.index(n) for n in said if n in names]
        if sorted(order) == list(range(len(names))):
            words = [(chain.start() + m.start(), chain.start() + m.end()) for m in
                     rx.finditer(r"\b(?:then|followed\s+by)\b", chain[0])]
            return order, words
        return None
    if len(names) == 2:
        first = min(range(2), key=lambda i: starts[i])
        if rx.fullmatch(_REFERENCE, original[:starts[first]], re.IGNORECASE):
            return [1 - first, first], []
    return None
