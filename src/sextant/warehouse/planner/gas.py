"""Gas figures read from a question's words: gas used, gas price and gas cost.

``Measure("gas", (agg, what, unit))``: ``agg`` is sum, avg, median, min or max; ``what`` is
``used`` (the ``gas_used`` column, in gas units), ``price`` (``gas_price``, wei per gas) or
``cost`` (``gas_used * gas_price``, wei); ``unit`` is ``gas`` for gas used and ``wei``,
``gwei`` or ``eth`` for a price or a cost (wei unless the question says otherwise).
"""

from __future__ import annotations

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Measure
from sextant.warehouse.planner.words import Read, Words

_AGG = (r"(?:(total|sum(?:\s+of)?|overall|combined|how\s+much)|(average|avg|mean|typical)|"
        r"(median)|(max(?:imum)?|highest|largest|biggest|peak)|(min(?:imum)?|lowest|smallest))")
_AGGS = ("sum", "avg", "median", "max", "min")
_COST = (r"gas\s+(?:costs?|fees?|spend(?:ing)?|bills?|expenses?|paid)|(?:costs?|fees?|spend(?:ing)?"
         r"|spent|spends|paid|pays)\s+(?:(?:the\s+)?most\s+)?(?:on|for|in)\s+gas|gas\s+spent")
#: a bare "gas" is gas used only when no word of money is near (a cost not read as one)
_MONEY = (r"\b(?:costs?|fees?|spen[dt]s?|spending|paid|pays?|wei|gwei|eth|ether|prices?|usd|"
          r"dollars?)\b")
_PRICE = r"gas\s+prices?"
_USED_SAID = r"gas\s+(?:used|usage|consumed|consumption|units|burn(?:ed|t)?)"
_USED = _USED_SAID + r"|gas(?!\s+(?:prices?|costs?|fees?))"
#: "how much was spent on gas", "how much gas did ... use"
_HOW_MUCH = r"how\s+much\s+(?:(?:was|is|were|has\s+been|did\s+\S+(?:\s+\S+)?)\s+)?"
_UNIT = r"\b(?:(?:in|as|expressed in|denominated in)\s+)?(wei|gwei|eth|ether)\b"
_PER_ROW = (r"\b(?:per|a|each|every|for each)\s+(?:single\s+)?(?:payment|settlement|transaction|"
            r"transfer|tx)\b")
#: a bound after a gas word ("gas price above 10 gwei", "gas used over 80k")
_BOUND = (r"^\s*(?:(?:was|is|were|of|at)\s+)?(?:above|over|below|under|more\s+than|less\s+than|"
          r"greater\s+than|higher\s+than|lower\s+than|at\s+least|at\s+most|exceed(?:s|ed|ing)?|"
          r"between|[<>]=?|=)\s*[\d.]+\s*(?:k|m)?(?:\s*(?:wei|gwei|eth|ether)\b)?")
_VERB = (r"\b(?:use|used|uses|burn|burned|burnt|burns|consume|consumed|consumes|spent|spend|pay|"
         r"paid)\b")


def read_gas(t: Words) -> Read:
    """The gas measures asked for."""
    out: list[tuple[int, Measure]] = []
    said: list[str] = []
    odd: list[str] = []
    unit_said = t.find(_UNIT)
    if not rx.search(r"\bgas\b", t.rest):
        return Read(out, said, odd)
    for what, pattern in (("cost", _COST), ("price", _PRICE), ("used", _USED)):
        said_used = rx.search(r"\b(?:" + _USED_SAID + r")\b", t.rest)
        if what == "used" and rx.search(_MONEY, t.rest) and not said_used:
            continue
        while m := t.find(r"(?:\b" + _HOW_MUCH + r")?(?:\b" + _AGG + r"\s+(?:the\s+)?)?\b(?:"
                          + pattern + r")\b"):
            found = [i for i, g in enumerate(m.groups()) if g]
            agg = _AGGS[found[0]] if found else ("avg" if what == "price" else "sum")
            if rx.match(r"how\s+much", m[0]):
                agg = "sum"
            elif not found and rx.search(r"\b(?:average|avg|mean|median|typical|max(?:imum)?|"
                                         r"min(?:imum)?)\b", t.rest):
                # "the average payment and gas used": is the gas averaged too?
                odd.append(f"'{m[0].strip()}' beside another figure's average or extreme "
                           "(say 'total gas' or 'average gas')")
            t.take(m.start(), m.end())
            bound = rx.match(_BOUND, t.rest[m.end():])
            if bound:  # "a gas price above 10 gwei": a filter on gas, not a figure of it
                t.take(m.end(), m.end() + bound.end())
                odd.append(f"'{m[0].strip()}{bound[0].rstrip()}' (a bound on gas)")
                continue
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
        daily = t.find(r"\b(?:per|a|each)\s+day\b|\bdaily\b")
        if daily and any(m.columns[0] == "avg" for _, m in out):
            # each day's total averaged over the days, or each day's average per settlement?
            t.take(daily.start(), daily.end())
            odd.append(f"an average of gas '{daily[0]}'")
        dollars = t.find(r"\b(?:in\s+)?(?:usd|usdc|dollars?|cents?)\b|\$")
        if dollars and any(m.columns[1] != "used" for _, m in out):
            t.take(dollars.start(), dollars.end())
            odd.append("gas in dollars (the warehouse holds no ETH price)")
    return Read(out, said, odd)
