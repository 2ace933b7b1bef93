"""Several facilitators asked about one by one: "Coinbase first, then Daydreams", "how many
went through Coinbase and how many through PayAI", "volume and count for Coinbase and for
PayAI", "Coinbase, PayAI and Heurist respectively": one answer per facilitator, in the order
asked, each under the filters the question shares (a threshold said once holds for all).

"Coinbase and PayAI" with no such word stays unread: one total of both, or each apart?
"""

from __future__ import annotations

import itertools
import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.namedorder import stated_order
from sextant.warehouse.planner.words import Words

__all__ = ["FIRST", "each_named", "take_firsts"]

#: a word that sets each named one apart ("each", "respectively")
_EACH = (r"\b(?:each|respectively|separately|individually|apiece|one\s+by\s+one|"
         r"(?:broken\s+out|split\s+out|listed)\s+(?:separately|by\s+facilitator))\b")
#: what may open a name's clause ("through", "for", "via")
_PREP = r"(?:for|through|via|by|from|on|with|at|in|using|over)"
#: between two names: the measure asked again ("and how many through"), a preposition said
#: again ("and for"), or an order ("then", "followed by")
_BETWEEN = (r"(?:'s)?(?:\s+(?:volume|count|total|number|figure|payments|settlements|"
            r"transactions))?(?:\s+(?:do|did|does|handle[ds]?|process(?:ed)?|settle[ds]?|"
            r"facilitate[ds]?|see|saw|sees|have|has|had|pay|paid|pays|spend|spent|send|sent|receive[ds]?|"
            r"get|got|earn(?:ed)?|make|made))?\s*(?:[,;&]|\band\b|\s)\s*(?:(?:and|&)\s+)?(?:(?P<again>(?:how\s+(?:many|much)|what(?:'s|"
            r"\s+(?:is|was|about))?|the\s+same\s+(?:for|through|via))\b)(?:\s+(?!(?:for|through|"
            r"via|by|from|on|with|at|using)\b)[a-z0-9$.']+){0,6}?\s+)?(?:(?P<then>(?:then|next|"
            r"followed\s+by|after\s+that|and\s+then|second(?:ly)?))\s*,?\s+)?(?P<prep>" + _PREP
            + r"\s+)?(?:the\s+)?$")


#: after a name: it is to be answered first ("Coinbase first", "0x...'s figure first")
FIRST = (r"(?:'s)?(?:\s+(?:one|figure|number|volume|count|total|numbers|figures))?\s*,?\s*"
         r"(?P<first>first|1st)\b(?!\s+(?:pay|paid|pays|payments?|receiv\w*|got|get|gets|seen|sent|"
         r"send\w*|made|make|transact\w*|settle\w*|appear\w*|used|use|time|ever|active|showed))")


def take_firsts(t: Words, original: str, names: list[str]) -> bool:
    """Take "first" after any of ``names`` from ``t`` before a measure reads it as the first
    payment; whether one was said (``each_named`` then places it, or it is left unplaced)."""
    said = False
    if len(names) < 2:  # "when did 0x... first pay": its first payment
        return False
    for name in names:
        for m in rx.finditer(r"\b" + re.escape(name) + FIRST, original):
            t.take(m.start("first"), m.end("first"))
            said = True
    return said


def each_named(t: Words, original: str, spans: list[tuple[int, int]], loose: bool = True
               ) -> list[int] | None:
    """The order in which to answer each of the names at ``spans`` of ``original`` (in
    the order said; ``t.rest`` is ``original`` with the words read so far blanked), when the
    question sets them apart; ``None`` when it does not. The words that said so are taken
    from ``t``. ``loose``: a bare list of three or more after "for" sets them apart too (not
    for a ranking: "top payers for A, B and C" may rank among all three)."""
    if len(spans) < 2 or rx.search(r"\b(?:together|combined|altogether|jointly|in\s+total|"
                                   r"summed|between\s+them|all\s+of\s+them|either)\b", original):
        return None  # "Coinbase, PayAI and Heurist combined": one figure of all
    firsts = []
    for i, (start, end) in enumerate(spans):  # "Coinbase first", "..., Coinbase's number first"
        name = re.escape(original[start:end])
        for m in rx.finditer(r"\b" + name + FIRST, original):
            firsts.append((i, m.start("first"), m.end("first")))
    order = list(range(len(spans)))
    said = bool(firsts)
    stated = None if firsts else stated_order(original, [original[a:b].lower() for a, b in spans],
                                              [a for a, _ in spans])
    if stated is not None:  # "give Coinbase's, then PayAI's", "compared with PayAI, Coinbase's"
        (order, connectors), said = stated, True
        for start, stop in connectors:
            t.take(start, stop)
    if len(firsts) == 1:
        i = firsts[0][0]
        order = [i] + [j for j in order if j != i]
    elif firsts:
        return None
    rest = t.rest  # what stands between two names once periods and amounts are read
    # (a period's preposition stays behind it: "coinbase in <May>, and payai")
    # (blanked in place, so a match's offsets stay those of ``t``)
    gaps = [rx.sub(r"\s(?:in|during|over|on|within|for)(?=\s*(?:[,;]|\band\b))",
                   lambda m: " " * len(m[0]), rest[a[1]:b[0]])
            for a, b in itertools.pairwise(spans)]
    matches = [rx.fullmatch(_BETWEEN, gap) for gap in gaps]
    if not all(matches):
        said = said and all(rx.fullmatch(r"\s*(?:(?:,|and|&)\s*)*", g) or "first" in g
                            for g in gaps)
        if not said:
            return None
    prep_before = rx.search(r"\b" + _PREP + r"\s+(?:the\s+)?$", rest[:spans[0][0]])
    again = any(m and m["again"] for m in matches)
    then = any(m and m["then"] for m in matches)
    preps = all(m and m["prep"] for m in matches) and prep_before is not None
    if (said or then) and rx.search(r"\b(?:who|that|which|whose)\s+(?:\w+\s+){0,2}?(?:used|"
                                    r"use|uses|went|moved|switched|started)\b",
                                    original[:spans[0][0]]):
        said = then = False  # "payers who used Coinbase first, then PayAI": an order in time
    each = t.find(_EACH)
    # "ytd vol for coinbase, payai and daydreams": three or more listed after "for" are
    # asked one by one (two, "for coinbase and payai", may be their total)
    listed = loose and len(spans) > 2 and prep_before is not None and \
        prep_before[0].startswith("for") and all(
            rx.fullmatch(r"\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)", g) for g in gaps)
    # "how many did Coinbase process in May, and PayAI?": the last name asked after the rest
    tail = "," in gaps[-1] and rx.fullmatch(r"[\s?.!]*", rest[spans[-1][1]:]) is not None
    if not (said or again or then or preps or each or listed or tail):
        return None
    for _, start, stop in firsts:
        t.take(start, stop)
    for gap_at, said_then in zip((a[1] for a in spans), matches, strict=False):
        for word in ("then", "again"):  # the measure asked again is the same measure
            if said_then and said_then[word]:
                t.take(gap_at + said_then.start(word), gap_at + said_then.end(word))
    if each:
        t.take(each.start(), each.end())
        if (out := t.find(r"\b(?:break|breaks|breaking|broken|split|splitting)\s+out\b")):
            t.take(out.start(), out.end())
    return order
