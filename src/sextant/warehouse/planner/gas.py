"""Gas figures read from a question's words: gas used, gas price and gas cost.

``Measure("gas", (agg, what, unit))``: ``agg`` is sum, avg, median, min or max; ``what`` is
``used`` (the ``gas_used`` column, in gas units), ``price`` (``gas_price``, wei per gas) or
``cost`` (``gas_used * gas_price``, wei); ``unit`` is ``gas`` for gas used and ``wei``,
``gwei`` or ``eth`` for a price or a cost (wei unless the question says otherwise).
"""

from __future__ import annotations

import re

from sextant.warehouse.planner.distribution import Words
from sextant.warehouse.planner.plan import Measure

_AGG = (r"(?:(total|sum(?:\s+of)?|overall|combined|how\s+much)|(average|avg|mean|typical)|"
        r"(median)|(max(?:imum)?|highest|largest|biggest|peak)|(min(?:imum)?|lowest|smallest))")
_AGGS = ("sum", "avg", "median", "max", "min")
_COST = (r"gas\s+(?:costs?|fees?|spend(?:ing)?|bills?|expenses?|paid)|(?:costs?|fees?|spend(?:ing)?"
         r"|spent|spends|paid|pays)\s+(?:(?:the\s+)?most\s+)?(?:on|for|in)\s+gas|gas\s+spent")
#: a bare "gas" is gas used only when no word of money is near (a cost not read as one)
_MONEY = r"\b(?:costs?|fees?|spen[dt]s?|spending|paid|pays?|wei|gwei|eth|ether|prices?|usd|dollars?)\b"
_PRICE = r"gas\s+prices?"
_USED_SAID = r"gas\s+(?:used|usage|consumed|consumption|units|burn(?:ed|t)?)"
_USED = _USED_SAID + r"|gas(?!\s+(?:prices?|costs?|fees?))"
#: "how much was spent on gas", "how much gas did ... use"
_HOW_MUCH = r"how\s+much\s+(?:(?:was|is|were|has\s+been|did\s+\S+(?:\s+\S+)?)\s+)?"
_UNIT = r"\b(?:(?:in|as|expressed in|denominated in)\s+)?(wei|gwei|eth|ether)\b"
_PER_ROW = (r"\b(?:per|a|each|every|for each)\s+(?:single\s+)?(?:payment|settlement|transaction|"
            r"transfer|tx)\b")
_VERB = r"\b(?:use|used|uses|burn|burned|burnt|burns|consume|consumed|consumes|spent|spend|pay|paid)\b"


def read_gas(t: Words) -> tuple[list[tuple[int, Measure]], list[str]]:
    """The gas measures asked for, with where each was asked, and what the reading assumed."""
    out: list[tuple[int, Measure]] = []
    said: list[str] = []
    unit_said = t.find(_UNIT)
    if not re.search(r"\bgas\b", t.rest):
        return out, said
    for what, pattern in (("cost", _COST), ("price", _PRICE), ("used", _USED)):
        if what == "used" and re.search(_MONEY, t.rest) and not re.search(r"\b(?:" + _USED_SAID + r")\b", t.rest):
            continue
        while m := t.find(r"(?:\b" + _HOW_MUCH + r")?(?:\b" + _AGG + r"\s+(?:the\s+)?)?\b(?:"
                          + pattern + r")\b"):
            found = [i for i, g in enumerate(m.groups()) if g]
            agg = _AGGS[found[0]] if found else ("avg" if what == "price" else "sum")
            if re.match(r"how\s+much", m[0]):
                agg = "sum"
            t.take(m.start(), m.end())
            if what == "used":
                unit = "gas"
            else:
                unit = "wei" if unit_said is None else \
                    {"ether": "eth"}.get(unit_said[1], unit_said[1])
            if what == "price" and not found:
                said.append("read 'gas price' as the average gas price")
            out.append((m.start(), Measure("gas", (agg, what, unit))))
    if out:
        if unit_said is not None and any(m.columns[1] != "used" for _, m in out):
            t.pop(_UNIT)  # a unit beside gas used alone is left over: gas units are no wei
        t.pop(_PER_ROW)
        t.pop(_VERB)
    return out, said
