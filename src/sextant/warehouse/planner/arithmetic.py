"""The arithmetic a comparison of two sides asks for beyond each side's figure and the
change in %: their difference ("how many more payments in May than in February", "how much
less volume did Daydreams do than Coinbase", "May minus April") and their ratio ("how many
times larger was November than October")."""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import Period, calendar_unit
from sextant.warehouse.planner.words import Words

__all__ = ["Asked", "apply_asked", "changed_from", "one_unit", "read_asked", "side_arithmetic",
           "spread_asked", "take_minus"]

_MORE = r"more|higher|bigger|larger|greater"
_LESS = r"fewer|less|lower|smaller"
#: "how many times larger", "how many times as much": a ratio of the two sides
_TIMES = (r"\bhow\s+many\s+times\s+(?=(?:" + _MORE + r"|as\s+(?:much|many|large|big|high|"
          r"great))\b)|\bwhat\s+multiple\s+of\b")
_SIDE = (r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|q[1-4]|"
         r"[a-z][a-z0-9]+)(?:\s+(?:of\s+)?\d{4})?|\d{4}")
#: "(May minus April)", "feb - jan": which side is subtracted from which
#: an address's two sides, whose difference is its net flow (read with the address)
_ROLE_WORDS = frozenset({"received", "paid", "sent", "spent", "earned", "in", "out",
                         "inflow", "outflow", "inflows", "outflows", "incoming", "outgoing"})
#: "(later minus earlier)": the two sides by their order in time, not by their names
_LATER = frozenset({"later", "latter", "newer", "recent"})
_EARLIER = frozenset({"earlier", "former", "older", "prior"})
_MINUS = (r"\(?\s*\b(" + _SIDE + r")(?:'s)?\s+(?:minus|less|-)\s+(" + _SIDE + r")\b(?:'s)?\s*"
          r"\)?")

#: "(last week minus the week before)", "today minus yesterday": a period said relative to the
#: day minus the one before it
_UNITS = r"(?:day|week|month|quarter|year)"
_RELATIVE_MINUS = (r"\(?\s*(?:the\s+)?(?:(?:last|this|current)\s+(?:calendar\s+)?" + _UNITS
                   + r"|today|yesterday)(?:'s)?\s+(?:minus|less|-)\s+(?:the\s+|that\s+of\s+the\s+)"
                   r"?(?:(?:1\s+)?" + _UNITS + r"\s+before(?:\s+(?:it|that|last))?|(?:previous|"
                   r"prior|preceding)\s+" + _UNITS + r"|yesterday|day\s+before(?:\s+yesterday)?)"
                   r"(?:'s)?"
                   r"\s*\)?")
_PERIOD_SIDE = (r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|q[1-4])"
                r"(?:\s+(?:of\s+)?\d{4})?|\d{4}")
#: one figure said of each of two sides, before them or after them
_FIGURE = (r"(?:usdc\s+)?(?:volume|count|settlements|payments|transactions|total)")
_FIGURED_MINUS = (r"\b(?P<f>" + _FIGURE + r")\s+(?:(?:in|for|of|through|via|during)\s+)?(?P<a>"
                  + _SIDE + r")\s+minus\s+(?P=f)\s+(?:(?:in|for|of|through|via|during)\s+)?(?P<b>"
                  + _SIDE + r")\b|\b(?P<a2>" + _SIDE + r")(?:'s)?\s+(?P<f2>" + _FIGURE
                  + r")\s+minus\s+(?P<b2>" + _SIDE + r")(?:'s)?\s+(?P=f2)\b")
#: "the first minus the second": the two sides by the order the question named them
_PLACED_MINUS = (r"\b(?:the\s+)?(first|second)(?:\s+one)?(?:'s)?\s+(?:minus|less)\s+(?:the\s+)?"
                 r"(first|second)(?:\s+one)?(?:'s)?\b")
#: "0xA's minus 0xB's": two addresses, subtracted in the order said
_ADDRESS_MINUS = (r"\b(0x[0-9a-f]{40})(?:'s)?\s+(?:minus|less)\s+(?:that\s+of\s+)?(0x[0-9a-f]{40})"
                  r"\b(?:'s)?")
#: a change between two consecutive periods, by its unit ("month-over-month", "QoQ")
_OVER = (r"\b(?:(?:day|week|month|quarter|year)[- ]?(?:over|on)[- ]?(?:day|week|month|quarter|"
         r"year)|mom|qoq|yoy|wow(?=\s*(?:%|percent|change|growth|increase|decrease)))\b"
         r"(?:\s*\(?(?:%|percent(?:age)?)\)?)?")
#: a change said "from" one period "to" another: the second's relative to the first
_FROM_TO = (r"\b(?:change[ds]?|growth|grow|grew|increase[ds]?|decrease[ds]?|rise|rose|drop(?:ped)?|"
            r"decline[ds]?|jump(?:ed)?|fall|fell|went|go|goes)\b.{0,80}?\bfrom\b.{3,60}?\bto\b")
#: a change asked of two periods set side by side ("apr 2026 vs may 2026, % change", "change in
#: volume q1 vs q2"): with the earlier named first, the later's change relative to it
_VS_CHANGE = (r"\b(?:vs\.?|versus)\s.{0,60}?\b(?:change|growth|delta)\b|\b(?:change|growth|delta)"
              r"\b(?!\s+(?:vs|versus)\b).{0,60}?\b(?:vs\.?|versus)\s")
#: "compare march and april 2026 and give the percent change": a change asked of two periods
#: named earlier first is the later's relative to the earlier, however they are joined
_CHANGE_ASKED = r"\b(?:change|growth)\b"


class Asked(NamedTuple):
    """What a question asks of two sides: ``more`` (the first named minus the second),
    ``fewer`` (the second minus the first), ``plain`` (a difference, in the change's
    direction), ``minus`` (the two sides as said "A minus B") and ``times`` (a ratio)."""

    more: bool = False
    fewer: bool = False
    plain: bool = False
    minus: tuple[str, str] | None = None
    times: bool = False
    #: "quarter-over-quarter", "MoM": a change between two periods, named in the question
    over: str | None = None

    @property
    def any(self) -> bool:
        return self.more or self.fewer or self.plain or self.minus is not None or \
            self.times or self.over is not None


def _figured(m: re.Match[str]) -> str:
    """One figure of two sides said once: periods stay named for the period reader."""
    a, b, f = m["a"] or m["a2"], m["b"] or m["b2"], m["f"] or m["f2"]
    if rx.fullmatch(_PERIOD_SIDE, a, re.I) and rx.fullmatch(_PERIOD_SIDE, b, re.I):
        return f"{f} in {a} and in {b} ({a} minus {b})"
    return f"{a} minus {b} {f}"


def take_minus(question: str, names: frozenset[str] = frozenset()
               ) -> tuple[str, tuple[str, str] | None]:
    """The question without its "(May minus April)" (whose periods name no third side) and
    the two sides it names, in its order; two facilitators (of ``names``) stay said, as a
    comparison ("daydreams minus heurist": daydreams vs heurist)."""
    # "(last week minus the week before)": the later minus the earlier, by their place in time
    question = rx.sub(_RELATIVE_MINUS, " (later minus earlier) ", question, flags=re.I)
    # "heurist volume minus x402rs volume", "settlements in may minus settlements in april":
    # one figure said of each side, read as "heurist minus x402rs volume"
    question = rx.sub(_FIGURED_MINUS, _figured, question, flags=re.I)
    # "A and B, and the first minus the second": the sides by the order they were named
    placed = rx.search(_PLACED_MINUS, question, re.I)
    if placed is not None and placed[1].lower() != placed[2].lower():
        return question[:placed.start()] + " " + question[placed.end():], (
            placed[1].lower(), placed[2].lower())
    addressed = _address_minus(question)
    if addressed is not None:
        return addressed
    # a facilitator's name of two words ("virtuals protocol minus x402rs") is one side
    many = sorted((n for n in names if " " in n), key=len, reverse=True)
    side = "(?:" + "|".join([*map(re.escape, many), _SIDE]) + ")"
    minus = _MINUS.replace("(" + _SIDE + ")", "(" + side + ")") if many else _MINUS
    m = rx.search(minus, question, re.I) if rx.search(r"\bminus\b|\(\s*\w+\s+-\s+\w+",
                                                         question, re.I) else None
    if m is None or {m[1].lower(), m[2].lower()} & _ROLE_WORDS:  # "received minus paid": a net flow
        return question, None
    sides = (m[1].lower(), m[2].lower())
    if set(sides) <= names and sides[0] != sides[1]:
        return question[:m.start()] + f" {m[1]} vs {m[2]} " + question[m.end():], sides
    return question[:m.start()] + " " + question[m.end():], sides


def _address_minus(question: str) -> tuple[str, tuple[str, str]] | None:
    """The question with its "0xA's minus 0xB's" read as the two addresses compared, and
    which of them (first or second named) the other is subtracted from."""
    m = rx.search(_ADDRESS_MINUS, question, re.I)
    if m is None or m[1].lower() == m[2].lower():
        return None
    rest = question[:m.start()] + " " + question[m.end():]
    low = rest.lower()
    a, b = low.find(m[1].lower()), low.find(m[2].lower())
    if a < 0 or b < 0:  # named only here: they are the two sides compared
        rest, a, b = question[:m.start()] + f" {m[1]} vs {m[2]} " + question[m.end():], 0, 1
    return rest, ("first", "second") if a < b else ("second", "first")


def read_asked(t: Words, original: str, minus: tuple[str, str] | None = None) -> Asked:
    """Read (and take) the phrases asking for a difference or a ratio of two sides."""
    times = t.pop(_TIMES) is not None
    over = t.pop(_OVER)
    more = rx.search(r"\bhow\s+(?:much|many)\s+(?:" + _MORE + r")\b", original) is not None
    fewer = rx.search(r"\bhow\s+(?:much|many)\s+(?:" + _LESS + r")\b", original) is not None
    plain = rx.search(r"\bby\s+how\s+(?:much|many)\b|\b(?:absolute|net|raw)\s+(?:change|"
                      r"difference)\b|\bdifference\b|\bdelta\b|\bgap\b", original) is not None
    if minus in (("first", "second"), ("second", "first")):  # by the order named
        more, fewer, plain, minus = minus[0] == "first", minus[0] == "second", False, None
        times = False
    return Asked(more=more and not times, fewer=fewer and not times, plain=plain,
                 minus=minus, times=times, over=over[0] if over else None)


def _said(label: str, said: str) -> bool:
    """``said`` ("may", "q1 2026", "coinbase") names the side labelled ``label``."""
    got, want = label.lower().split(), said.lower().replace(" of ", " ").split()
    return bool(want) and len(want) <= len(got) and all(
        g.startswith(w) for g, w in zip(got, want, strict=False))


def apply_asked(asked: Asked, labels: list[str], change_of_second: bool, grouped: bool = False,
                starts: list[Any] | None = None) -> tuple[bool, int | None, bool, list[str]]:
    """``(difference, minuend, times, unplaced)`` for a plan whose sides are ``labels``:
    ``minuend`` is the index of the side the other is subtracted from (and divided into)
    (``None``: the change's own direction); a side ``grouped`` into a series has no one
    figure to subtract; ``starts``: when each side begins ("(later minus earlier)" is the
    difference in the change's own direction when the change is the later side's)."""
    if not asked.any:
        return False, None, False, []
    if grouped and labels:
        return False, None, False, ["a difference or ratio of two series"]
    if len(labels) != 2:
        said = f"'{asked.over}'" if asked.over else "a ratio" if asked.times else \
            "a difference"
        return False, None, False, [f"{said} of two sides (no two periods or facilitators "
                                    "to compare)"]
    first = 1 if change_of_second else 0  # the side named first in the question
    minuend: int | None = None
    unplaced: list[str] = []
    if asked.minus is not None and asked.minus[0] in _LATER and asked.minus[1] in _EARLIER:
        changed = 1 if change_of_second else 0  # the side whose change is given
        if not starts or len(starts) != 2 or None in starts or not \
                starts[changed] > starts[1 - changed]:
            unplaced.append(f"'{asked.minus[0]} minus {asked.minus[1]}' (the change is not the "
                            "later side's)")
        return True, None, asked.times, unplaced
    if asked.minus is not None:
        a, b = asked.minus
        hits = [i for i, label in enumerate(labels) if _said(label, a)]
        others = [i for i, label in enumerate(labels) if _said(label, b)]
        if len(hits) == 1 and others == [1 - hits[0]]:
            minuend = hits[0]
        else:
            unplaced.append(f"'{a} minus {b}' (not the two sides compared)")
    elif asked.more or asked.times:
        minuend = first
    elif asked.fewer:
        minuend = 1 - first
    difference = asked.more or asked.fewer or asked.plain or asked.minus is not None
    return difference, minuend, asked.times, unplaced


def side_arithmetic(a: Any, b: Any, minuend: int | None, difference: bool, times: bool
                    ) -> tuple[list[float | None], str]:
    """The difference and the ratio asked of side figures ``a`` (the first side) and ``b``
    (the second), with their sentence; ``minuend`` picks the side subtracted from."""
    if not isinstance(a, int | float) or not isinstance(b, int | float):
        return [], ""
    x, y = (float(b), float(a)) if minuend == 1 else (float(a), float(b))
    which = "second minus first" if minuend == 1 else "first minus second"
    figures: list[float | None] = []
    text = ""
    if difference:
        figures.append(x - y)
        text += f" The difference ({which}) is {x - y:,g}."
    if times:  # "how many times larger" than nothing: no ratio, said so
        figures.append(x / y if y else None)
        text += (f" The ratio ({which.replace('minus', 'over')}) is {x / y:,.4g}." if y else
                 " The ratio is undefined (the figure divided into is 0).")
    return figures, text


def one_unit(period: Period | None, unit: str) -> bool:
    """``period`` is one whole calendar ``unit`` (day, week from Monday, month)."""
    return unit in ("day", "week", "month") and period is not None and not period.hours and \
        calendar_unit(period) == unit


def spread_asked(asked: Asked) -> Asked:
    """What is left asked of two sides once a range of amounts was read: its "difference"
    and its "(largest minus smallest)" were the range's own words."""
    ends = r"(?:biggest|largest|max(?:imum)?|highest|smallest|lowest|min(?:imum)?|tiniest)"
    minus = asked.minus
    if minus is not None and all(rx.fullmatch(ends, w) for w in minus):
        minus = None
    return asked._replace(plain=False, minus=minus)


def changed_from(original: str, starts: list[Any]) -> bool:
    """A change asked "from" the first side "to" the second (sides in that order, earlier
    first), not already rewritten as "the second compared with the first"."""
    return len(starts) == 2 and None not in starts and starts[0] < starts[1] and \
        "compared with" not in original and (rx.search(_FROM_TO, original) is not None
                                             or rx.search(_VS_CHANGE, original) is not None
                                             or rx.search(_CHANGE_ASKED, original) is not None)
